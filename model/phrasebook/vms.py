"""Virtual machines and system containers composed from their parts, as Linux users type them: qemu-img (disk images
created, with a backing file, converted between raw, qcow2, vmdk and vdi with a progress bar or compressed, resized,
grown and shrunk, checked, committed, read with ``info``; internal snapshots made, listed, applied and deleted),
virt-install (a new guest from its name, memory, vCPUs, disk, ISO or install tree, OS variant, network and a headless
console; an existing disk imported), virt-clone, virsh (guests listed, started, shut down, rebooted, forced off,
paused, resumed, autostarted, read (info, state, addresses, interfaces, disks), their XML dumped and defined,
undefined with or without their storage, snapshots made, listed, reverted and deleted, consoles, memory and vCPUs
set in the persistent config, state saved and restored, disks attached, networks and storage pools; the system or a
remote connection), LXD's ``lxc`` (containers and VMs launched from an image, listed, entered, run in, stopped,
started, deleted, snapshotted, restored, copied, renamed, limited, published, files pushed and pulled), multipass,
vagrant, podman (containers run with their options and fully qualified images, listed, logged, entered, removed;
images, volumes, pods, systemd units, kube YAML) and systemd-nspawn with machinectl and debootstrap.

Every answer is composed from the parts the request says (a guest's or container's name, an image, sizes, CPUs,
memory, formats, files, ports, volumes); a part the command needs and the request does not say gives None, never a
made-up name or size. Each row is anchored on its tool's name or a phrase only it answers ("VM", "virtual machine",
"qcow2", "LXD container", "vagrant box"); docker's requests are containers'.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _quoted, _shell_word

_NAME = r"[A-Za-z0-9][\w.-]*[\w]|[A-Za-z0-9]"
# Words that follow or precede "vm", "container", "instance" and are no name
_NOT_NAMES = frozenset("""a an the my this that it its one new named called is are was be to in on at into inside from of for with
and or all every each which what whose running stopped paused shut off up down so as by if when but not any some other
vm vms virtual machine machines guest guests domain domains container containers instance instances box boxes kvm qemu libvirt
lxd lxc multipass vagrant podman nspawn pod pods image images snapshot snapshots called named using via do does did
start stop restart reboot shutdown boot destroy delete remove info details state status ip ips console shell
i me you we it's there here now please then also just only too still already first again both new old local remote
launch exec shell mount umount transfer purge find halt ssh init run list suspend resume pause recover restore copy move
ubuntu debian alpine fedora centos rocky arch windows linux system session host hosts default file files disk disks
linux-based headless throwaway existing same current whole entire how much many get make take show list give""".split())


def _clean_name(word: str | None) -> str | None:
    """A name as said, without trailing punctuation and possessive; None for a word that is no name."""
    if not word:
        return None
    word = re.sub(r"(?:'s|’s)$", "", word.strip("'\"`").rstrip(".,;:!?)"))
    if not word or word.lower() in _NOT_NAMES or re.fullmatch(r"\d+(?:\.\d+)?[kmgt]?i?b?", word, re.I):
        return None
    return word


def _name_of(text: str, nouns: str) -> str | None:
    """The one thing (a guest, a container, an instance) a request names next to one of ``nouns``: "the vm web01",
    "vm named web01", "the web01 virtual machine", "web01 vm", "guest web01", "container called db1"."""
    patterns = (rf"\b(?:{nouns})\s+(?:named|called)\s+['\"]?(?P<n>{_NAME})",
                rf"\b(?:{nouns})\s+['\"]?(?P<n>{_NAME})(?!\s+(?:{nouns})\b)",
                rf"(?:^|\b(?:the|my|our|stopped|running|paused)\s+)['\"]?(?P<n>{_NAME})['\"]?\s+(?:(?:kvm|libvirt|qemu|lxd|lxc|multipass|vagrant|podman|nspawn)\s+)?(?:{nouns})\b",
                rf"(?<![\w.-])(?P<n>[A-Za-z][\w.-]*[\d-][\w.-]*|[A-Za-z][\w.-]*)\s+(?:(?:kvm|libvirt|qemu|lxd|lxc)\s+)?(?:{nouns})\b")
    for i, pattern in enumerate(patterns):
        for m in re.finditer(pattern, text, re.I):
            name = _clean_name(m.group("n"))
            if name is None:
                continue
            if i == 3 and not re.search(r"[\d-]", name):
                continue   # "start web01 vm" but not "reboot kvm vm"
            return name
    return None


def _first_name(text: str, *patterns: str) -> str | None:
    """The first word that is a name, of the first of ``patterns`` (each with a group ``n``) that finds one."""
    for pattern in patterns:
        for m in re.finditer(pattern, text, re.I):
            if name := _clean_name(m.group("n")):
                return name
    return None


def _size(text: str, after: str = "") -> str | None:
    """A size said as "40G", "40 GB", "15 gigabytes", "2GiB", "512M" in the ``40G`` form qemu-img and multipass take."""
    m = re.search(rf"{after}(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[KMGT](?:i?B)?|(?:kilo|mega|giga|tera)(?:bytes?)?|gigs?)(?![\w])", text, re.I)
    if m is None:
        return None
    unit = m.group("u")[0].upper()
    return m.group("n") + unit


def _files(text: str, exts: str) -> list[str]:
    """The files with one of the extensions ``exts`` a request names, in order."""
    return list(dict.fromkeys(m.group().rstrip(".,") for m in re.finditer(rf"(?<![\w/.~-])(?:~/|\.{{1,2}}/|/)?[\w./~+-]*\.(?:{exts})(?![\w-])", text, re.I)))


def _paths(text: str) -> list[str]:
    """The absolute, home and relative paths a request names (``/var/lib/machines/x``, ``~/projects``, ``./setup.sh``)."""
    return [m.group().rstrip(".,;:)") for m in re.finditer(r"(?<![\w/.:~-])(?:~/|\.{1,2}/|/)[\w./~+-]*[\w/~]|(?<![\w/.:-])~(?![\w/])", text)]


def _no_prompt(text: str) -> bool:
    return bool(re.search(r"\bwithout\s+(?:it\s+)?(?:asking|prompt\w*|confirm\w*)|\bno\s+(?:prompts?|confirm\w*|questions)\b|\bdon'?t\s+(?:ask|prompt)\b|"
                          r"\bforce\w*\b|\bnon-?interactive\w*", text, re.I))


# ---------------------------------------------------------------- qemu-img

_IMAGE_EXT = r"qcow2|qcow|vmdk|vdi|vhdx|vhd|img|raw"
_FORMATS = {"qcow2": "qcow2", "qcow": "qcow", "vmdk": "vmdk", "vdi": "vdi", "vhdx": "vhdx", "vhd": "vpc", "img": "raw", "raw": "raw"}
_FORMAT_WORDS = ((r"\bqcow2\b", "qcow2"), (r"\bvmdk\b|\bvmware\b", "vmdk"), (r"\bvdi\b|\bvirtualbox\b", "vdi"), (r"\bvhdx\b|\bhyper-?v\b", "vhdx"),
                 (r"\bvhd\b", "vpc"), (r"\braw\b", "raw"))


def _format_of(path: str) -> str:
    return _FORMATS[path.rsplit(".", 1)[-1].lower()]


def _format_said(words: str) -> str | None:
    for pattern, fmt in _FORMAT_WORDS:
        if re.search(pattern, words, re.I):
            return fmt
    return None


def qemu_img(m: re.Match) -> str | None:
    """qemu-img for an image file the request names: created (``qemu-img create -f qcow2 disk.qcow2 40G``, an overlay
    with ``-b BASE -F FMT``), read (``info``, as JSON, its backing chain), converted (``convert -p -f vmdk -O qcow2 IN
    OUT``, compressed with ``-c``), resized (``+15G`` grown by, ``8G`` to, ``--shrink``), checked, committed, and its
    internal snapshots made, listed, applied and deleted."""
    text = m.string
    if re.search(r"\bdocker\b|\b(?:virsh|virt-install|multipass|vagrant|lxc|lxd|podman|dd|mkfs\w*|mount|losetup|kpartx|guestmount)\b", text, re.I):
        return None
    if re.search(r"\b(?:ram|memory|v?cpus?|os[\s-]*variant|virt-install|import\w*)\b", text, re.I):
        return None   # a new guest: virt_install
    files = _files(text, _IMAGE_EXT)
    if not files:
        return None
    named_image = re.search(r"\bqemu-img\b|\bqcow2?\b|\bvmdk\b|\bvdi\b|\bvhdx?\b", text, re.I) or any(re.search(r"\.(?:qcow2?|vmdk|vdi|vhdx?)$", f, re.I) for f in files)
    if not named_image and not re.search(r"\braw\s+(?:disk\s+)?image\b|\b(?:raw|disk)\s+(?:disk\s+)?image\b.*\b(?:vm|virtual\s+machine|kvm|qemu|guest)\b|\b(?:vm|virtual\s+machine|kvm|qemu|guest)\b.*\braw\b", text, re.I):
        return None
    first = files[0]
    # internal snapshots
    if re.search(r"\bsnapshots?\b", text, re.I):
        snap = re.search(r"\bsnapshot\s+(?:called\s+|named\s+)?['\"]?(?P<s>(?!(?:called|named|from|in|inside|of|stored|to)\b)[\w.-]+)|\b(?:called|named)\s+['\"]?(?P<s2>[\w.-]+)", text, re.I)
        name = snap and _clean_name(snap.group("s") or snap.group("s2"))
        if name and re.search(rf"\.(?:{_IMAGE_EXT})$", name):
            name = None
        if re.search(r"\b(?:list|show|which|what|all)\b", text, re.I) and re.search(r"\bsnapshots\b", text, re.I):
            return f"qemu-img snapshot -l {first}"
        if name is None:
            return None
        flag = {"delete": "-d", "revert": "-a", "create": "-c"}.get(_snapshot_action(text))
        return f"qemu-img snapshot {flag} {name} {first}" if flag else None
    if re.search(r"\b(?:convert\w*|turn\w*|transform\w*|export\w*|change\w*)\b|\bcompress\w*\b", text, re.I) and len(files) >= 2:
        src, dst = files[0], files[1]
        out_fmt = _format_said(text[text.find(src) + len(src):]) or _format_of(dst)
        if _format_of(dst) != out_fmt and dst.rsplit(".", 1)[-1].lower() not in ("img",):
            out_fmt = _format_of(dst)
        in_fmt = _format_of(src)
        said_in = re.search(rf"\b(?P<f>qcow2|vmdk|vdi|vhdx|raw)\s+(?:image|disk|file)\s+{re.escape(src)}", text, re.I)
        if said_in:
            in_fmt = _format_said(said_in.group("f"))
        opts = ["-p"] if re.search(r"\bprogress\b", text, re.I) else []
        if re.search(r"\bcompress\w*\b", text, re.I):
            if out_fmt != "qcow2":
                return None
            opts.append("-c")
        if in_fmt != out_fmt:
            opts += ["-f", in_fmt]
        return " ".join(["qemu-img convert", *opts, "-O", out_fmt, src, dst])
    if re.search(r"\bconvert\w*\b", text, re.I):
        return None
    if re.search(r"\b(?:merge|commit)\w*\b", text, re.I) and re.search(r"\b(?:backing|base|overlay)\b", text, re.I):
        return f"qemu-img commit {first}"
    if re.search(r"\badd\s+(?:another\s+)?\d+\s*[KMGT]|\b(?:resize\w*|grow\w*|enlarg\w*|expand\w*|extend\w*|increase\w*|bigger|larger|shrink\w*|smaller|reduce\w*)\b", text, re.I):
        size = _size(text)
        if size is None:
            return None
        shrink = re.search(r"\b(?:shrink\w*|smaller|reduce\w*)\b", text, re.I)
        by = re.search(r"\b(?:by|add(?:ing)?|another|extra|more)\b", text, re.I) and not re.search(r"\bto\s+\d+\s*[KMGT]", text, re.I)
        amount = ("-" if shrink else "+") + size if by else size
        if shrink:
            fmt = _format_of(first)
            return f"qemu-img resize --shrink -f {fmt} {first} {amount}" if fmt == "raw" else f"qemu-img resize --shrink {first} {amount}"
        return f"qemu-img resize {first} {amount}"
    if re.search(r"\b(?:check\w*|corrupt\w*|errors?|consisten\w*|integrity|repair\w*|fix)\b", text, re.I) and not re.search(r"\bchecksum|\bsha\d*|\bmd5", text, re.I):
        return f"qemu-img check -r all {first}" if re.search(r"\b(?:repair\w*|fix)\b", text, re.I) else f"qemu-img check {first}"
    if re.search(r"\b(?:create|make|new|need|allocate|build|generate)\b", text, re.I):
        size = _size(text)
        backing = re.search(r"\b(?:backed\s+by|backing\s+(?:file|image)\s+(?:is\s+)?|on\s+top\s+of|based\s+on|overlay\s+(?:of|for|on))\s+(?:the\s+)?(?:\w+\s+)?(?P<b>[\w./~+-]+\.(?:qcow2|qcow|vmdk|img|raw))", text, re.I)
        if backing:
            base = backing.group("b")
            new = next((f for f in files if f != base), None)
            if new is None:
                return None
            return f"qemu-img create -f {_format_of(new) if not new.endswith('.img') else 'qcow2'} -b {base} -F {_format_of(base)} {new}" + (f" {size}" if size else "")
        if size is None:
            return None
        fmt = _format_said(text.replace(first, " ")) or _format_of(first)
        return f"qemu-img create -f {fmt} {first} {size}"
    if re.search(r"\b(?:info\w*|details?|virtual\s+size|actual\s+size|disk\s+usage|how\s+(?:big|large)|size|format|backing\s+(?:file|chain)|what\s+is\s+in)\b", text, re.I):
        opts = []
        if re.search(r"\bjson\b", text, re.I):
            opts.append("--output=json")
        if re.search(r"\bbacking\s+chain\b|\bwhole\s+chain\b", text, re.I):
            opts.append("--backing-chain")
        return " ".join(["qemu-img info", *opts, first])
    return None


# ---------------------------------------------------------------- virt-install, virt-clone

def _memory_mb(text: str) -> str | None:
    """The memory a request gives a new guest, in MiB as virt-install takes it ("2048 MB", "2G of RAM" → 2048)."""
    m = re.search(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[MG](?:i?B)?|megabytes?|gigabytes?|gigs?)?\s*(?:of\s+)?(?:ram|memory|mem)\b"
                  r"|\b(?:ram|memory|mem)\s*(?:of\s+|=\s*|:\s*)?(?P<n2>\d+(?:\.\d+)?)\s*(?P<u2>[MG](?:i?B)?|megabytes?|gigabytes?|gigs?)?(?![\w.])", text, re.I)
    if m is None:
        bare = re.search(r"(?<![\w.])(?P<n>\d{3,6})\s*(?:MB|MiB|M)\b(?!\s+(?:of\s+)?(?:disk|storage))", text)
        return bare.group("n") if bare else None
    n, unit = (m.group("n"), m.group("u")) if m.group("n") else (m.group("n2"), m.group("u2"))
    if unit is None:
        return n if float(n) >= 128 else None
    return str(int(float(n) * 1024)) if unit[0].lower() == "g" else n.split(".")[0]


def _cpus(text: str) -> str | None:
    m = re.search(r"(?<![\w.])(?P<n>\d+)\s*(?:v-?cpus?|cpus?|cores?|processors?)\b|\b(?:v-?cpus?|cpus?|cores?)\s*(?:=\s*|:\s*)?(?P<n2>\d+)\b", text, re.I)
    if m:
        return m.group("n") or m.group("n2")
    m = re.search(r"\b(?P<w>one|two|four|eight)\s+(?:v-?cpus?|cpus?|cores?)\b", text, re.I)
    return {"one": "1", "two": "2", "four": "4", "eight": "8"}[m.group("w").lower()] if m else None


def _os_variant(text: str) -> str | None:
    m = re.search(r"\bos[\s-]*variant\s*(?:of\s+|is\s+|=\s*|:\s*)?['\"]?(?P<v>[a-z][\w.-]*\d[\w.-]*|generic|[a-z]+[\w.-]*)", text, re.I)
    return m.group("v").rstrip(".,") if m else None


def virt_install(m: re.Match) -> str | None:
    """virt-install for a new guest: ``--name --memory --vcpus --disk size=N --cdrom ISO --os-variant`` (an install
    tree with ``--location``, an existing disk with ``--import``, a bridge or network, ``--graphics none`` and a serial
    console for a headless install); the OS variants it knows; virt-clone for a copy of a guest."""
    text = m.string
    if re.search(r"\b(?:multipass|vagrant|lxc|lxd|podman|docker|virtualbox|vboxmanage)\b", text, re.I):
        return None
    if re.search(r"\bos[\s-]*variants?\b", text, re.I) and re.search(r"\b(?:which|what|list|names|all|show|available|knows?)\b", text, re.I) and not re.search(r"--name|\bname[ds]?\s+\w", text.replace("os-variant names", ""), re.I):
        return "osinfo-query os"
    clone = re.search(rf"\bclone\s+(?:the\s+)?(?:vm\s+|guest\s+|virtual\s+machine\s+|domain\s+)?(?P<a>{_NAME})\s+(?:vm\s+)?(?:to|as|into|named|called)\s+(?:a\s+new\s+(?:vm|guest)\s+(?:named\s+|called\s+)?)?(?P<b>{_NAME})", text, re.I)
    if clone and re.search(r"\b(?:vm|guest|virtual\s+machine|kvm|libvirt|virt-clone|domain)\b", text, re.I):
        a, b = _clean_name(clone.group("a")), _clean_name(clone.group("b"))
        if a and b:
            return f"virt-clone --original {a} --name {b} --auto-clone"
        return None
    if not re.search(r"\bvirt-install\b|\b(?:new|create|make|install|set\s+up|build|import)\b", text, re.I):
        return None
    name = _name_of(text, r"vm|guest|virtual\s+machine|domain") or _clean_name(_said_name(text))
    memory = _memory_mb(text)
    if name is None or memory is None:
        return None
    parts = [f"virt-install --name {name} --memory {memory}"]
    if cpus := _cpus(text):
        parts.append(f"--vcpus {cpus}")
    existing = [p for p in _files(text, "qcow2|img|raw|vmdk") if p != name]
    iso = _files(text, "iso")
    url = re.search(r"\bhttps?://\S+", text)
    imported = existing and re.search(r"\bimport\w*\b|\bexisting\b|\bskip\w*\s+(?:the\s+)?install\w*|\bno\s+install\w*|\balready\s+installed\b", text, re.I)
    if imported:
        parts.append(f"--disk {existing[0]}")
    else:
        d = re.search(r"(?<![\w.])(?P<n>\d+)\s*(?:G|GB|GiB|gigabytes?|gigs?)\s+(?:of\s+)?(?:disk|storage|drive|hdd|ssd|volume)\b|\b(?:disk|storage|drive)\s*(?:size\s*)?(?:of\s+|=\s*|:\s*)?(?P<n2>\d+)\s*(?:G|GB|GiB|gigabytes?|gigs?)\b", text, re.I)
        if d is None:
            return None
        disk = d.group("n") or d.group("n2")
        parts.append(f"--disk size={disk}")
        if iso:
            parts.append(f"--cdrom {iso[0]}")
        elif url:
            parts.append(f"--location {url.group().rstrip('.,')}")
        else:
            return None
    if imported:
        parts.append("--import")
    if variant := _os_variant(text):
        parts.append(f"--os-variant {variant}")
    bridge = re.search(r"\bbridge\s+(?:interface\s+)?(?P<br>(?:br|virbr|vmbr)[\w.-]*)|\b(?P<br2>(?:br|virbr|vmbr)\d[\w.-]*)\b", text, re.I)
    if bridge:
        parts.append(f"--network bridge={bridge.group('br') or bridge.group('br2')}")
    elif n := re.search(r"\b(?:libvirt\s+)?network\s+(?:called\s+|named\s+)?['\"]?(?P<net>default|[\w-]+)['\"]?\s+(?:libvirt\s+)?network|\bon\s+the\s+(?P<net2>[\w-]+)\s+(?:libvirt\s+)?network\b", text, re.I):
        parts.append(f"--network network={n.group('net') or n.group('net2')}")
    if re.search(r"\bheadless\b|\bno\s+(?:graphics|gui|display|vnc|spice)\b|\bwithout\s+(?:graphics|a\s+gui|a\s+display)\b|\bserial\s+console\b|--graphics\s+none", text, re.I):
        parts.append("--graphics none")
        if url and not iso and re.search(r"\bserial\s+console\b|\bconsole\b", text, re.I):
            parts.append("--extra-args 'console=ttyS0'")
    return " ".join(parts)


def _said_name(text: str) -> str | None:
    m = re.search(rf"\b(?:named|called|call\s+it|name\s+it)\s+['\"]?(?P<n>{_NAME})|--name\s+(?P<n2>{_NAME})|\bname\s*(?:=|:)?\s*(?P<n3>{_NAME})", text, re.I)
    return (m.group("n") or m.group("n2") or m.group("n3")) if m else None


# ---------------------------------------------------------------- virsh

_GUEST = r"vms?|virtual\s+machines?|guests?|domains?|kvm\s+guests?|libvirt\s+(?:guests?|domains?|vms?)"
# Words that make a request libvirt's: not "guest" alone (a guest user, the guest wifi) nor "domain" (DNS, e-mail)
_VIRSH_ANCHOR = (r"\bvirsh\b|\blibvirt\b|\bkvm\b|\bvcpus?\b|\bxml\s+(?:definition|description)\b|\b(?:memory|ram)\b.*\bpersistent\s+config|(?<![\w.])vms?\b(?![.\w])|"
                 r"\bvirtual\s+machines?\b|\bguest\s+(?!users?\b|accounts?\b|wi-?fi\b|networks?\b|os\b|additions\b|mode\b|book\b|list\b|sessions?\b|"
                 r"login\b|access\b|pass\w*|room|star|speaker|post|lecture|house|bathroom|bedroom|of\b|to\b|and\b|is\b|can\b)[\w-]+|[\w-]-vm\b|\bvm-[\w-]")


def _connection(text: str) -> str:
    """``-c URI`` for the connection a request names: the system daemon, a remote host over ssh; else nothing."""
    if m := re.search(r"\bqemu(?:\+\w+)?://[\w@.:/-]*", text):
        return f" -c {m.group().rstrip('.,)')}"
    remote = re.search(r"\bremote\s+(?:kvm\s+|libvirt\s+)?(?:host|hypervisor|server)\s+(?P<h>[\w.-]+)|\bon\s+(?:the\s+)?(?:kvm\s+|libvirt\s+)?(?:host|hypervisor)\s+(?P<h2>[\w.-]+)", text, re.I)
    if remote and re.search(r"\bssh\b", text, re.I):
        host = remote.group("h") or remote.group("h2")
        user = re.search(r"\bas\s+(?P<u>root|[a-z_][\w-]*)\b", text, re.I)
        return f" -c qemu+ssh://{user.group('u') + '@' if user else ''}{host}/system"
    if re.search(r"\bsystem\s+(?:libvirt\s+)?(?:daemon|connection|instance|uri)\b|\bsystem[\s-]wide\s+(?:vms|libvirt)", text, re.I):
        return " -c qemu:///system"
    return ""


def _snapshot_action(text: str) -> str | None:
    """What a request does with a snapshot it names: "delete", "revert" (apply, restore, roll back) or "create"."""
    if re.search(r"\b(?:delete|remove|drop|get\s+rid\s+of)\b", text, re.I):
        return "delete"
    if re.search(r"\b(?:apply|revert|restore|roll\w*\s+back|go\s+back|back\s+to)\b", text, re.I):
        return "revert"
    if re.search(r"\b(?:make|create|take|add|new|save|snapshot\s+(?:the\s+)?(?:vm\s+)?\S+\s+(?:as|called|named))\b", text, re.I):
        return "create"
    return None


def _snapshot_name(text: str, guest: str | None) -> str | None:
    for pattern in (r"\bsnapshot\s+(?:called|named)\s+['\"]?(?P<s>[\w.:-]+)", r"\b(?:called|named)\s+['\"]?(?P<s>[\w.:-]+)",
                    r"\b(?:the\s+|its\s+)?(?P<s>[\w.:-]+)\s+snapshot\b", r"\bsnapshot\s+['\"]?(?P<s>[\w.:-]+)",
                    r"\b(?:as|to)\s+(?:snapshot\s+)?['\"]?(?P<s>[\w.:-]+)['\"]?\s*[.!]?$"):
        for m in re.finditer(pattern, text, re.I):
            name = _clean_name(m.group("s"))
            if name and name != guest and name.lower() not in ("vm", "guest", "snapshot", "internal", "last", "latest", "previous", "vagrant", "lxd"):
                return name
    return None


def virsh(m: re.Match) -> str | None:
    """virsh for the guest a request names, with the verb its words say: ``virsh list --all``, ``start``,
    ``shutdown``, ``destroy`` (frozen, force off), ``reboot``, ``suspend``, ``resume``, ``autostart [--disable]``,
    ``dominfo``, ``domstate``, ``domifaddr``, ``domiflist``, ``domblklist``, ``dumpxml NAME > FILE``, ``define FILE``,
    ``undefine [--remove-all-storage]``, snapshots, ``console``, memory and vCPUs set ``--config``, networks, pools,
    ``save`` and ``restore``."""
    text = m.string
    if re.search(r"\b(?:docker|multipass|vagrant|lxc|lxd|podman|nspawn|machinectl|virt-install|virt-clone|virtualbox|vboxmanage|vmware|hyper-v|proxmox|qm|pct|kubectl|pods?|"
                 r"azure|aws|ec2|gcloud|gcp|jvm|java|node|python|nvm|terraform|ansible|ssh\s+into|domain\s+name|dns|whois|certificate|nginx|apache)\b", text, re.I):
        if not re.search(r"\bvirsh\b|\blibvirt\b", text, re.I):
            return None
    c = "virsh" + _connection(text)
    said_virsh = re.search(r"\bvirsh\b|\blibvirt\b|\bkvm\b", text, re.I)
    # networks and storage pools
    if re.search(r"\b(?:libvirt|virsh|virtual)\s+networks?\b|\bnet-\w+\b|\bdefault\s+(?:libvirt\s+)?network\b", text, re.I) and said_virsh or re.search(r"\bnet-\w+\b", text):
        net = re.search(r"\bnetwork\s+(?:called\s+|named\s+)?(?P<n>(?!is\b|and\b|to\b|so\b)[\w-]+)|\b(?:the\s+)?(?P<n2>[\w-]+)\s+(?:libvirt\s+)?network\b", text, re.I)
        name = net and (net.group("n") or net.group("n2"))
        if name and (name.lower() in ("inactive", "all", "libvirt", "virsh", "virtual", "networks", "the", "a", "my", "that", "this") or name.lower() in _NOT_NAMES and name.lower() != "default"):
            name = None
        verbs = []
        if re.search(r"\b(?:start|activate|bring\s+up|enable)\b", text, re.I) and name:
            verbs.append(f"{c} net-start {name}")
        if re.search(r"\bautostart\w*\b|\bstart\w*\s+(?:automatically|at\s+boot|on\s+boot)\b", text, re.I) and name:
            verbs.append(f"{c} net-autostart {name}")
        if re.search(r"\b(?:stop|deactivate|destroy)\b", text, re.I) and name and not verbs:
            verbs.append(f"{c} net-destroy {name}")
        if verbs:
            return " && ".join(verbs)
        if re.search(r"\b(?:list|show|which|what)\b", text, re.I):
            return f"{c} net-list --all" if re.search(r"\b(?:all|inactive|including|incl\.?|stopped|defined)\b", text, re.I) else f"{c} net-list"
        if name and re.search(r"\bdhcp\s+leases?\b", text, re.I):
            return f"{c} net-dhcp-leases {name}"
        return None
    if re.search(r"\bstorage\s+pools?\b|\bpool-\w+\b|\bvol(?:ume)?s?\s+in\s+(?:the\s+)?(?:libvirt\s+)?(?:storage\s+)?pool\b", text, re.I) and (said_virsh or re.search(r"\bpool-", text)):
        pool = re.search(r"\bpool\s+(?:called\s+|named\s+)?['\"]?(?P<p>(?!incl|includ|and\b)[\w-]+)", text, re.I)
        pname = pool and (pool.group("p") if pool.group("p").lower() == "default" else _clean_name(pool.group("p")))
        if re.search(r"\bvol(?:ume)?s\b", text, re.I):
            return f"{c} vol-list {pname}" if pname else None
        return f"{c} pool-list --all" if re.search(r"\b(?:all|inactive|including|incl\.?)\b", text, re.I) else f"{c} pool-list"
    anchor = re.search(_VIRSH_ANCHOR, text, re.I)
    if anchor is None:
        return None
    guest = _name_of(text, _GUEST + r"|virsh") or (re.search(r"\b(?P<n>[\w-]+-vm|vm-[\w-]+)\b", text, re.I) or {}) and _clean_name(re.search(r"\b(?P<n>[\w-]+-vm|vm-[\w-]+)\b", text, re.I).group("n"))
    if not guest:
        lead = re.match(rf"^\s*(?P<n>{_NAME})\s*:", text)
        guest = _clean_name(lead.group("n")) if lead and lead.group("n").lower() not in ("virsh", "libvirt", "kvm") else None
    if not guest:
        poss = re.search(rf"\b(?P<n>{_NAME})'s\s+(?:max\w*\s+)?(?:memory|ram|vcpus?|cpus?|disks?|xml|ip|state|snapshots?)\b", text, re.I)
        guest = _clean_name(poss.group("n")) if poss else None
    if not guest:
        guest = _first_name(text, rf"\bxml\s+(?:definition|description|config\w*|file)?\s*(?:of|for)\s+(?:the\s+)?(?:vm\s+|guest\s+)?(?P<n>{_NAME})")
    if not guest:
        verb_first = re.search(rf"\b(?:start|boot|reboot|restart|shut\s*down|stop|pause|suspend|resume|destroy|undefine|dumpxml|console|autostart)\s+(?:the\s+)?(?P<n>{_NAME})\b", text, re.I)
        if verb_first and said_virsh:
            guest = _clean_name(verb_first.group("n"))
    plural = re.search(r"\b(?:vms|virtual\s+machines|guests|domains)\b", text, re.I)
    files = _paths(text) + [f for f in _files(text, "xml|state|save") if not f.startswith(("/", "~", "."))]
    # whole lists
    if (plural or re.search(r"\bvirsh\s+list\b", text, re.I)) and not re.search(r"\b(?:every|each|all)\s+(?:the\s+)?(?:running\s+)?(?:libvirt\s+|kvm\s+)?(?:vms|guests|virtual\s+machines|domains)\b.*\b(?:shut\s*down|shut|stop|start|reboot)\b|\b(?:shut|stop|start|reboot)\w*\s+(?:down\s+)?(?:every|all)\b", text, re.I):
        if re.search(r"\b(?:list|show|which|what|names?|display|see|running|have)\b", text, re.I) or re.search(r"\bvirsh\s+list\b", text, re.I):
            if re.search(r"\b(?:most|cpu|memory|ram|usage|load|busiest|top)\b", text, re.I):
                return None   # guests ranked by their use: virt-top's, not a list
            if re.search(r"\bautostart\w*\b", text, re.I):
                return f"{c} list --all --autostart"
            if re.search(r"\bnames?\b.*\b(?:only|just|nothing\s+else)\b|\b(?:only|just)\s+(?:the\s+)?names\b", text, re.I):
                return f"{c} list --name" + (" --all" if re.search(r"\b(?:all|including|shut\s*off|stopped|inactive)\b", text, re.I) and not re.search(r"\brunning\b", text, re.I) else "")
            if re.search(r"\b(?:all|including|incl\.?|shut[\s-]*off|stopped|inactive|powered\s+off|defined|every|even)\b", text, re.I) and not re.search(r"\bonly\s+(?:the\s+)?running\b|\brunning\s+(?:ones\s+)?only\b", text, re.I):
                return f"{c} list --all"
            return f"{c} list"
    if re.search(r"\b(?:shut\s*d\w*|stop|power\s+off)\b", text, re.I) and re.search(rf"\b(?:every|all)\s+(?:of\s+)?(?:the\s+|my\s+)?(?:running\s+)?(?:libvirt\s+|kvm\s+)?(?:{_GUEST})\b", text, re.I):
        return f'for vm in $({c} list --name); do {c} shutdown "$vm"; done'
    xml = [f for f in files if f.lower().endswith(".xml")]
    if xml and re.search(r"\b(?:define|register|import|create|add)\w*\b", text, re.I) and not re.search(r"\b(?:dump|export|save|write|print|show)\b", text, re.I):
        return f"{c} define {xml[0]}"
    if guest is None:
        return None
    g = guest
    if re.search(r"\bsnapshots?\b", text, re.I):
        if re.search(r"\b(?:qcow2|qemu-img|internal\s+snapshot)\b", text, re.I):
            return None
        snap = _snapshot_name(text, g)
        if re.search(r"\b(?:list|what|which|show|exist|have|are\s+there)\b", text, re.I) and re.search(r"\bsnapshots\b", text, re.I):
            return f"{c} snapshot-list {g}"
        if snap is None:
            return None
        verb = {"delete": "snapshot-delete", "revert": "snapshot-revert", "create": "snapshot-create-as"}.get(_snapshot_action(text))
        return f"{c} {verb} {g} {snap}" if verb else None
    if re.search(r"\bxml\b", text, re.I):
        if re.search(r"\b(?:edit|change|modify)\b", text, re.I):
            return f"{c} edit {g}"
        return f"{c} dumpxml {g}" + (f" > {xml[0]}" if xml else "")
    if re.search(r"\bundefine\w*\b|\b(?:remove|delete|get\s+rid\s+of)\b", text, re.I):
        storage = re.search(r"\b(?:delete|remove|wipe|with|along\s+with|and)\s+(?:all\s+)?(?:of\s+)?(?:its\s+|the\s+)?(?:storage|disks?|disk\s+(?:files|images)|volumes?|storage\s+volumes?)\b|--remove-all-storage", text, re.I)
        if storage and not re.search(r"\bkeep\w*\s+(?:its\s+|the\s+)?(?:storage|disks?|disk\s+files|volumes?)\b", text, re.I):
            return f"{c} undefine {g} --remove-all-storage"
        return f"{c} undefine {g}"
    if re.search(r"\bautostart\w*\b|\b(?:start|come\s+up|boot)\w*\s+(?:up\s+)?(?:automatically|on\s+(?:host\s+)?boot|at\s+(?:host\s+)?boot|when(?:ever)?\s+the\s+host)", text, re.I):
        if re.search(r"\b(?:disable|don'?t|do\s+not|not|no\s+longer|stop|never|turn\s+off)\b", text, re.I):
            return f"{c} autostart --disable {g}"
        if re.search(r"\b(?:is|does|whether|check)\b.*\?$", text, re.I):
            return None
        return f"{c} autostart {g}"
    if re.search(r"\bconsole\b", text, re.I):
        return f"{c} console {g}"
    size = _size(text)
    if re.search(r"\b(?:memory|ram)\b", text, re.I) and size and re.search(r"\b(?:set|raise|increase|give|bump|change|lower|reduce|make|cap|limit|to)\b", text, re.I):
        maximum = re.search(r"\bmax\w*\b", text, re.I)
        config = " --config" if re.search(r"\b(?:persistent\w*|config\w*|permanent\w*|next\s+boot|after\s+(?:a\s+)?reboot|for\s+good)\b", text, re.I) else (" --live" if re.search(r"\blive\b|\bwhile\s+it\s+runs\b", text, re.I) else "")
        return f"{c} {'setmaxmem' if maximum else 'setmem'} {g} {size}{config}"
    cpus = re.search(r"\b(?:v?cpus?|vcpu\s+count|processors?|cores?)\b[^\d]*(?P<n>\d+)\b|\b(?P<n2>\d+)\s+(?:v?cpus?|cores?)\b", text, re.I)
    if re.search(r"\bv?cpus?\b|\bcores\b", text, re.I) and cpus and re.search(r"\b(?:set|raise|increase|give|bump|change|lower|reduce|make|to)\b", text, re.I):
        n = cpus.group("n") or cpus.group("n2")
        config = " --config" if re.search(r"\b(?:persistent\w*|config\w*|permanent\w*|next\s+boot|for\s+good)\b", text, re.I) else (" --live" if re.search(r"\blive\b", text, re.I) else "")
        maximum = " --maximum" if re.search(r"\bmax\w*\b", text, re.I) else ""
        return f"{c} setvcpus {g} {n}{maximum}{config}"
    if re.search(r"\b(?:attach|add|plug)\b", text, re.I) and re.search(r"\.(?:qcow2|img|raw)\b", text, re.I):
        disk = _files(text, "qcow2|img|raw")
        target = re.search(r"\b(?:as|target)\s+(?P<t>[vsh]d[a-z])\b", text, re.I)
        if not disk or not target:
            return None
        sub = f" --subdriver {_format_of(disk[0])}" if _format_of(disk[0]) != "raw" else ""
        persistent = " --persistent" if re.search(r"\b(?:permanent\w*|persistent\w*|for\s+good|survive|config)\b", text, re.I) else ""
        return f"{c} attach-disk {g} {disk[0]} {target.group('t')}{sub}{persistent}"
    state_file = [f for f in files if re.search(r"\.(?:state|save|sav)$", f)]
    if state_file and re.search(r"\brestore\w*\b", text, re.I):
        return f"{c} restore {state_file[0]}"
    if state_file and re.search(r"\bsave\w*\b", text, re.I):
        return f"{c} save {g} {state_file[0]}"
    if re.search(r"\b(?:ip|ips|ip\s+address(?:es)?|address)\b", text, re.I) and not re.search(r"\bmac\b", text, re.I):
        return f"{c} domifaddr {g}"
    if re.search(r"\b(?:network\s+interfaces?|nics?|mac\s+address(?:es)?|interfaces)\b", text, re.I):
        return f"{c} domiflist {g}"
    if re.search(r"\b(?:disks?|disk\s+images|block\s+devices|drives|storage)\b", text, re.I) and re.search(r"\b(?:which|what|list|show|attached|uses?)\b", text, re.I):
        return f"{c} domblklist {g}"
    if re.search(r"\bvcpu\s*info\b|\bwhich\s+(?:physical\s+|host\s+)?cpus?\b|\bcpu\s+affinity\b|\bpinn\w*\b", text, re.I):
        return f"{c} vcpuinfo {g}"
    if re.search(r"\b(?:info|details|information|how\s+much\s+(?:memory|ram)|how\s+many\s+v?cpus|memory|uuid)\b", text, re.I) and not re.search(r"\b(?:set|raise|increase|give|bump|change|lower|reduce)\b", text, re.I):
        return f"{c} dominfo {g}"
    if re.search(r"\b(?:running\s+or\s+(?:shut\s*off|stopped|off)|state|status|is\s+\S+\s+(?:up|running|on|off)|still\s+running)\b", text, re.I):
        return f"{c} domstate {g}"
    if re.search(r"\b(?:frozen|hung|hangs|stuck|unresponsive|pull\s+the\s+plug|force\w*\s+(?:off|stop|power\w*|shut\w*)|hard\s+(?:stop|power\s*off|off)|kill|destroy|yank)\b", text, re.I):
        return f"{c} destroy {g}"
    if re.search(r"\b(?:reboot|restart)\w*\b", text, re.I):
        return f"{c} reboot {g}"
    if re.search(r"\bhard\s+reset\b|\breset\b", text, re.I):
        return f"{c} reset {g}"
    if re.search(r"\b(?:shut\s*d\w*|shutdwon|power\s*(?:off|down)|stop|turn\s+off|halt)\b", text, re.I):
        return f"{c} shutdown {g}"
    if re.search(r"\b(?:resume|unpause|un-pause|continue|wake)\w*\b", text, re.I):
        return f"{c} resume {g}"
    if re.search(r"\b(?:pause|suspend|freeze)\w*\b", text, re.I):
        return f"{c} suspend {g}"
    if re.search(r"\b(?:start|boot|power\s+on|turn\s+on|bring\s+up|fire\s+up|spin\s+up)\w*\b", text, re.I):
        return f"{c} start {g}"
    return None


# ---------------------------------------------------------------- LXD's lxc

_DISTROS = {"debian": {"10": "buster", "11": "bullseye", "12": "bookworm", "13": "trixie"}, "alpine": {}, "fedora": {}, "centos": {},
            "rockylinux": {}, "rocky": {}, "almalinux": {}, "archlinux": {}, "arch": {}, "opensuse": {}, "ubuntu": {}}


def _lxc_image(text: str) -> str | None:
    """The image an lxc launch names: "ubuntu 22.04" → ``ubuntu:22.04``, "debian 12 from images:" → ``images:debian/12``,
    "images:alpine/3.19" as said."""
    if m := re.search(r"\b(?P<img>(?:ubuntu|ubuntu-daily|images):[\w./-]+|ubuntu:)", text, re.I):
        return m.group("img").rstrip(".,")
    m = re.search(r"\b(?P<d>ubuntu|debian|alpine|fedora|centos|rocky(?:linux)?|almalinux|archlinux|arch|opensuse)\s*(?:linux\s+)?(?P<v>\d+(?:\.\d+)?|edge|bookworm|bullseye|trixie|jammy|noble|focal|current)?\b", text, re.I)
    if m is None:
        return None
    distro, version = m.group("d").lower(), m.group("v")
    if distro == "ubuntu":
        return f"ubuntu:{version}" if version else None
    if version is None and distro != "archlinux":
        return None
    distro = {"rocky": "rockylinux", "arch": "archlinux"}.get(distro, distro)
    return f"images:{distro}/{version}" if version else f"images:{distro}"


def _command_in(text: str) -> str | None:
    """The command a request runs inside something: quoted, or the words between "run" and "inside/in/on"."""
    if q := _quoted(text):
        return q
    m = re.search(r"\b(?:run|execute|do)\s+(?P<cmd>.+?)\s+(?:inside|in|on|within)\s+(?:the\s+|my\s+)?(?:running\s+)?(?:lxd\s+|lxc\s+|multipass\s+|nspawn\s+|vagrant\s+)?"
                  r"(?:container|instance|vm|machine|guest|box|image)\b", text, re.I)
    if m is None:
        m = re.search(r"\b(?:run|execute)\s+(?P<cmd>.+?)\s+(?:in|inside|on)\s+(?:the\s+)?(?:instance|container|vm)?\s*[\w.-]+\s+(?:without|with\s+no)\b", text, re.I)
    return m.group("cmd").strip() if m else None


def lxc(m: re.Match) -> str | None:
    """LXD's ``lxc`` for the container (or VM) a request names: launched from an image (``lxc launch ubuntu:22.04
    web01``, ``--vm``), listed, entered (``exec NAME -- bash``), run in, stopped, started, restarted, deleted
    (``--force``), snapshotted, restored, copied, renamed, limited (``config set NAME limits.memory 2GiB``), set to
    autostart, published as an image, given a proxy device, files pushed and pulled, its console and info."""
    text = m.string
    if re.search(r"\b(?:docker|podman|kubectl|k8s|compose|multipass|vagrant|nspawn|virsh)\b", text, re.I):
        return None
    lxd = re.search(r"\blx[cd]\b|\blinux\s+containers?\b|\bincus\b", text, re.I)
    if not lxd and not re.search(r"\bsnapshots?\b|\bimages:", text, re.I):
        return None
    tool = "incus" if re.search(r"\bincus\b", text, re.I) and not re.search(r"\blx[cd]\b", text, re.I) else "lxc"
    nouns = r"lx[cd]\s+containers?|lx[cd]\s+vms?|lx[cd]\s+instances?|containers?|contianers?|instances?|vms?|virtual\s+machines?"
    name = _name_of(text, nouns)
    if name and name.lower() in ("lxd", "lxc"):
        name = None
    if not name:
        name = _first_name(text, rf"\b(?:lx[cd]|incus)\s+(?:exec|stop|start|restart|delete|info|snapshot|restore|console|shell|copy|move|publish)\s+(?P<n>{_NAME})")
    if not name:
        lead = re.match(rf"^\s*(?P<n>{_NAME})\s*:", text)
        name = _clean_name(lead.group("n")) if lead and lead.group("n").lower() not in ("lxc", "lxd", "incus") else None
    force = " --force" if re.search(r"\bforce\w*\b|\beven\s+(?:if|though)\s+(?:it'?s\s+)?running\b|\bstill[\s-]running\b|\bwon'?t\s+stop\b", text, re.I) else ""
    if re.search(r"\bimages\b", text, re.I) and re.search(r"\b(?:list|which|what|show|cached|have|local\w*)\b", text, re.I) and not re.search(r"\blaunch\b", text, re.I):
        return f"{tool} image list"
    if re.search(r"\b(?:launch|spin\s+up|create|start\s+a\s+new|new|make|set\s+up|fire\s+up|need|want)\b", text, re.I) and (image := _lxc_image(text)):
        launched = _said_name(text) or name
        launched = _clean_name(launched)
        if launched is None or launched == image:
            return None
        vm = " --vm" if re.search(r"\b(?:virtual\s+machine|vm)\b", text, re.I) and not re.search(r"\bnot\s+a\s+(?:virtual\s+machine|vm)\b", text, re.I) else ""
        return f"{tool} launch {image} {launched}{vm}"
    if not lxd:   # a container snapshotted or restored, said without LXD: lxc's own words only
        if name is None or not re.search(r"\bcontainer\b", text, re.I) or not re.search(r"\bsnapshots?\b", text, re.I):
            return None
    if re.search(r"\b(?:list|which|what|show)\b", text, re.I) and re.search(r"\b(?:containers|instances|vms)\b", text, re.I) and not name:
        return f"{tool} list"
    if re.search(r"\bpublish\w*\b|\b(?:into|as)\s+(?:a\s+)?(?:local\s+)?(?:lxd\s+)?image\b", text, re.I):
        alias = re.search(r"\balias\s+(?P<a>[\w.-]+)", text, re.I)
        return f"{tool} publish {name}" + (f" --alias {alias.group('a')}" if alias else "") if name else None
    if name is None:
        return None
    paths = _paths(text)
    if re.search(r"\bproxy\b|\bforward\w*\s+(?:host\s+)?port\b", text, re.I):
        ports = re.findall(r"\b(?:port\s+)?(\d{2,5})\b", text)
        dev = re.search(r"\bdevice\s+(?:named|called)\s+(?P<d>[\w-]+)|\bnamed\s+(?P<d2>[\w-]+)", text, re.I)
        if len(ports) < 2 or not dev:
            return None
        return f"{tool} config device add {name} {dev.group('d') or dev.group('d2')} proxy listen=tcp:0.0.0.0:{ports[0]} connect=tcp:127.0.0.1:{ports[1]}"
    if re.search(r"\b(?:copy|push|upload|send|put)\b", text, re.I) and re.search(r"\binto\b|\bto\s+(?:the\s+)?container\b|\bpush\b", text, re.I) and len(paths) + len(_files(text, r"\w+")) >= 1:
        local = next((p for p in paths + _files(text, r"\w+") if not p.startswith("/") or p.startswith(("/home", "/tmp"))), None)
        remote = next((p for p in paths if p.startswith("/") and p != local), None)
        if local and remote:
            return f"{tool} file push {local} {name}{remote}"
        return None
    if re.search(r"\b(?:pull|copy|fetch|download|get|grab)\b", text, re.I) and re.search(r"\bout\s+of\b|\bfrom\b", text, re.I) and paths:
        remote = paths[0]
        here = "." if re.search(r"\b(?:current|this)\s+(?:dir\w*|folder)\b|\bhere\b", text, re.I) else (paths[1] if len(paths) > 1 else None)
        return f"{tool} file pull {name}{remote} {here}" if here else None
    if re.search(r"\bsnapshots?\b", text, re.I) and not re.search(r"\binfo\w*\b|\bdetail\w*\b", text, re.I):
        snap = _snapshot_name(text, name)
        if re.search(r"\b(?:restore|roll\w*\s+back|revert|go\s+back|back\s+to)\b", text, re.I):
            return f"{tool} restore {name} {snap}" if snap else None
        if re.search(r"\b(?:delete|remove)\b", text, re.I):
            return f"{tool} delete {name}/{snap}" if snap else None
        if re.search(r"\b(?:list|which|what|show)\b", text, re.I):
            return f"{tool} info {name}"
        return f"{tool} snapshot {name} {snap}" if snap else None
    if re.search(r"\b(?:restore|roll\w*\s+back|revert)\b", text, re.I):
        snap = _snapshot_name(text, name)
        return f"{tool} restore {name} {snap}" if snap else None
    if re.search(r"\b(?:clone|copy|duplicate)\b", text, re.I):
        to = re.search(rf"\b(?:to|as|into|named|called)\s+(?P<b>{_NAME})", text[text.find(name) + len(name):], re.I)
        return f"{tool} copy {name} {to.group('b')}" if to and _clean_name(to.group("b")) else None
    if re.search(r"\brename\w*\b|\bmove\b", text, re.I):
        to = re.search(rf"\bto\s+(?P<b>{_NAME})", text[text.find(name) + len(name):], re.I)
        return f"{tool} move {name} {to.group('b')}" if to and _clean_name(to.group("b")) else None
    if re.search(r"\b(?:memory|ram)\b", text, re.I) and re.search(r"\b(?:limit|cap|set|restrict|give|max\w*)\b", text, re.I):
        size = re.search(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[KMGT]i?B|[KMGT])\b", text, re.I)
        if size is None:
            return None
        unit = size.group("u").upper().replace("IB", "iB")
        unit = unit if unit.endswith("B") else unit + "B"
        return f"{tool} config set {name} limits.memory {size.group('n')}{unit}"
    if re.search(r"\bcpus?\b|\bcores\b", text, re.I) and re.search(r"\b(?:limit|cap|set|restrict|give|max\w*)\b", text, re.I):
        n = _cpus(text)
        return f"{tool} config set {name} limits.cpu {n}" if n else None
    if re.search(r"\b(?:autostart\w*|start\w*\s+(?:automatically|on\s+boot|at\s+boot|when\s+the\s+host\s+boots))\b", text, re.I):
        off = re.search(r"\b(?:don'?t|not|no\s+longer|stop|disable|never)\b", text, re.I)
        return f"{tool} config set {name} boot.autostart {'false' if off else 'true'}"
    if re.search(r"\bconsole\b", text, re.I):
        return f"{tool} console {name}"
    if re.search(r"\b(?:shell|bash|log\s*in|login|get\s+into|enter|attach)\b", text, re.I) and not re.search(r"\bwithout\s+(?:logging|opening|a\s+shell)", text, re.I):
        shell = "sh" if re.search(r"\balpine\b|\bsh\s+shell\b|\bsh\b", text, re.I) else "bash"
        return f"{tool} exec {name} -- {shell}"
    if re.search(r"\b(?:run|execute|exec)\b", text, re.I) and (cmd := _command_in(text)):
        return f"{tool} exec {name} -- {cmd}"
    if re.search(r"\b(?:delete|remove|destroy|get\s+rid\s+of)\b", text, re.I):
        return f"{tool} delete {name}{force}"
    if re.search(r"\b(?:info|details|information|status|state)\b", text, re.I):
        return f"{tool} info {name}"
    if re.search(r"\b(?:restart|reboot)\b", text, re.I):
        return f"{tool} restart {name}{force}"
    if re.search(r"\b(?:stop|shut\s*down|halt|power\s+off|turn\s+off)\b", text, re.I):
        return f"{tool} stop {name}{force}"
    if re.search(r"\b(?:start|boot|power\s+on|turn\s+on|bring\s+up)\b", text, re.I):
        return f"{tool} start {name}"
    return None


# ---------------------------------------------------------------- multipass

def multipass(m: re.Match) -> str | None:
    """multipass for the instance a request names: launched with its image, name, CPUs, memory, disk and cloud-init
    file, a shell, a command run, listed, found, started, stopped, restarted, deleted (and purged), read with
    ``info``, files transferred and folders mounted."""
    text = m.string
    name = _name_of(text, r"(?:multipass\s+)?(?:instances?|vms?|virtual\s+machines?|machines?|nodes?)|multipass")
    if name and name.lower() == "multipass":
        name = None
    if not name:
        lead = re.search(rf"\b(?:named|called)\s+(?P<n>{_NAME})", text, re.I)
        name = _clean_name(lead.group("n")) if lead else None
    every = re.search(r"\b(?:all|every)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:multipass\s+)?(?:instances|vms|machines)\b", text, re.I)
    target = "--all" if every else name
    if re.search(r"\b(?:find|available|can\s+(?:multipass\s+)?launch|which\s+(?:ubuntu\s+)?images|what\s+(?:ubuntu\s+)?images)\b", text, re.I):
        return "multipass find"
    if re.search(r"\b(?:launch|create|new|spin\s+up|make|set\s+up)\b", text, re.I):
        if name is None:
            return None
        parts = ["multipass launch"]
        image = re.search(r"\b(?P<v>\d{2}\.\d{2}|lts|jammy|noble|focal|daily:[\w.]+|core\d*|docker|minikube)\b", text, re.I)
        if image:
            parts.append(image.group("v").lower() if not image.group("v")[0].isdigit() else image.group("v"))
        parts.append(f"--name {name}")
        if cpus := _cpus(text):
            parts.append(f"--cpus {cpus}")
        mem = re.search(r"(?<![\w.])(?P<n>\d+)\s*(?P<u>[MG])(?:i?B)?\s+(?:of\s+)?(?:ram|memory|mem)\b|\b(?:ram|memory|mem)\s*(?:of\s+|=\s*|:\s*)?(?P<n2>\d+)\s*(?P<u2>[MG])(?:i?B)?\b", text, re.I)
        if mem:
            parts.append(f"--memory {mem.group('n') or mem.group('n2')}{(mem.group('u') or mem.group('u2')).upper()}")
        disk = re.search(r"(?<![\w.])(?P<n>\d+)\s*G(?:i?B)?\s+(?:of\s+)?(?:disk|storage|drive)\b|\b(?:disk|storage)\s*(?:size\s*)?(?:of\s+|=\s*|:\s*)?(?P<n2>\d+)\s*G(?:i?B)?\b", text, re.I)
        if disk:
            parts.append(f"--disk {disk.group('n') or disk.group('n2')}G")
        init = _files(text, "yaml|yml")
        if init:
            parts.append(f"--cloud-init {init[0]}")
        return " ".join(parts)
    if re.search(r"\b(?:find|available|can\s+(?:multipass\s+)?launch|which\s+(?:ubuntu\s+)?images|what\s+(?:ubuntu\s+)?images)\b", text, re.I):
        return "multipass find"
    paths = _paths(text)
    if re.search(r"\bmount\w*\b", text, re.I) and not re.search(r"\bun-?mount\w*\b", text, re.I):
        if name and paths:
            inside = next((p for p in paths[1:] if p.startswith("/")), None)
            return f"multipass mount {paths[0]} {name}" + (f":{inside}" if inside else "")
        return None
    if re.search(r"\bun-?mount\w*\b", text, re.I):
        return f"multipass umount {name}" if name else None
    if re.search(r"\b(?:copy|transfer|send|upload|push|put)\b", text, re.I) and name:
        files = paths + [f for f in _files(text, r"\w+") if not f.startswith(("/", "~", "."))]
        if re.search(r"\b(?:out\s+of|from)\s+(?:the\s+)?(?:multipass\s+)?(?:instance|vm)\b", text, re.I) and files:
            dest = "." if re.search(r"\bhere\b|\bcurrent\s+(?:dir\w*|folder)\b", text, re.I) else (files[1] if len(files) > 1 else None)
            return f"multipass transfer {name}:{files[0]} {dest}" if dest else None
        local = next((f for f in files if not f.startswith("/")), None)
        remote = next((f for f in files if f.startswith("/")), None)
        if local and remote:
            return f"multipass transfer {local} {name}:{remote}"
        return None
    if re.search(r"\b(?:list|which|what|show)\b", text, re.I) and re.search(r"\b(?:instances|vms|machines|ips?)\b", text, re.I) and not name or re.fullmatch(r"\s*multipass\s+(?:list|ls)\s*", text, re.I):
        return "multipass list"
    if re.search(r"\bpurge\b", text, re.I) and re.search(r"\b(?:delete|remove|get\s+rid|destroy)\b", text, re.I) and target:
        return f"multipass delete --purge {target}"
    if re.search(r"\bpurge\b", text, re.I):
        return "multipass purge"
    if target is None:
        return None
    if re.search(r"\b(?:delete|remove|destroy|get\s+rid\s+of)\b", text, re.I):
        return f"multipass delete {target}"
    if re.search(r"\brecover\b", text, re.I):
        return f"multipass recover {target}"
    if re.search(r"\b(?:info|details|information|ip|disk|memory\s+usage)\b", text, re.I):
        return f"multipass info {target}"
    if re.search(r"\b(?:run|execute|exec)\b", text, re.I):
        cmd = _quoted(text) or (re.search(r"\b(?:run|execute)\s+(?P<c>.+?)\s+(?:in|inside|on)\s+(?:the\s+)?(?:multipass\s+)?(?:instance|vm)?\b", text, re.I) or {}) and \
            re.search(r"\b(?:run|execute)\s+(?P<c>.+?)\s+(?:in|inside|on)\s+(?:the\s+)?(?:multipass\s+)?(?:instance|vm)?\b", text, re.I).group("c")
        return f"multipass exec {target} -- {cmd}" if cmd else None
    if re.search(r"\b(?:shell|ssh|log\s*in|login|get\s+into|bash|terminal)\b", text, re.I):
        return f"multipass shell {target}"
    if re.search(r"\b(?:restart|reboot)\b", text, re.I):
        return f"multipass restart {target}"
    if re.search(r"\b(?:stop|shut\s*down|halt|power\s+off)\b", text, re.I):
        return f"multipass stop {target}"
    if re.search(r"\b(?:suspend|pause)\b", text, re.I):
        return f"multipass suspend {target}"
    if re.search(r"\b(?:start|boot|power\s+on|bring\s+up|resume|wake)\b", text, re.I):
        return f"multipass start {target}"
    return None


# ---------------------------------------------------------------- vagrant

def vagrant(m: re.Match) -> str | None:
    """vagrant's verbs for the environment in this folder (or one machine of a multi-machine one): ``init BOX``,
    ``up [--provider=P]``, ``ssh [-c CMD]``, ``halt``, ``destroy -f``, ``status``, ``global-status [--prune]``,
    ``reload [--provision]``, ``provision``, ``suspend``, ``resume``, ``ssh-config``, boxes added, listed, removed
    and updated, snapshots saved, restored, listed and deleted."""
    text = m.string
    if re.search(r"\bwithout\s+(?:running|using|typing)\b", text, re.I):
        return None   # a way around a vagrant command: not that command
    machine = re.search(rf"\b(?:machine|vm|box|guest)\s+(?:named|called)\s+(?P<n>{_NAME})|\b(?:vagrant\s+)?(?:machine|vm|guest)\s+(?P<n2>(?!named|called){_NAME})\b(?!\s+(?:down|up))", text, re.I)
    mname = _clean_name(machine and (machine.group("n") or machine.group("n2")))
    if mname and mname.lower() in ("so", "down", "up", "here", "without", "in", "with", "instead"):
        mname = None
    one = f" {mname}" if mname else ""
    box = re.search(r"\b(?P<b>[a-z0-9][\w.-]*/[\w.-]+)\b", text, re.I)
    provider = re.search(r"\b(?P<p>libvirt|virtualbox|vmware_desktop|vmware|hyperv|hyper-v|docker|parallels|qemu)\s+provider\b|\bprovider\s+(?:is\s+|=\s*)?(?P<p2>libvirt|virtualbox|vmware_desktop|hyperv|docker|parallels|qemu)\b"
                         r"|\bwith\s+(?:the\s+)?(?P<p3>libvirt|virtualbox|hyperv|parallels|qemu)\b(?!\s+instead)", text, re.I)
    pname = provider and (provider.group("p") or provider.group("p2") or provider.group("p3")).lower().replace("hyper-v", "hyperv")
    if re.search(r"\bboxe?s?\b", text, re.I) and re.search(r"\b(?:download\w*|add|fetch|get|pull|install)\b", text, re.I) and box:
        return f"vagrant box add {box.group('b')}" + (f" --provider {pname}" if pname else "")
    if re.search(r"\bboxes\b", text, re.I) and re.search(r"\b(?:list|which|what|show|have|installed|downloaded)\b", text, re.I) and not re.search(r"\b(?:remove|delete|update|outdated|prune)\b", text, re.I):
        return "vagrant box list"
    if re.search(r"\bboxe?s?\b", text, re.I) and re.search(r"\b(?:outdated|newer|updates?)\b", text, re.I) and re.search(r"\b(?:check|any|is\s+there|are\s+there)\b", text, re.I):
        return "vagrant box outdated"
    if re.search(r"\bboxe?s?\b", text, re.I) and re.search(r"\bupdate\w*\b", text, re.I):
        return "vagrant box update" + (f" --box {box.group('b')}" if box else "")
    if re.search(r"\bboxe?s?\b", text, re.I) and re.search(r"\bprune\b|\bold\s+versions\b", text, re.I):
        return "vagrant box prune"
    if box and re.search(r"\bboxe?s?\b", text, re.I) and re.search(r"\b(?:remove|delete)\b", text, re.I):
        return f"vagrant box remove {box.group('b')}"
    if re.search(r"\binit\w*\b|\bnew\s+vagrantfile\b|\bcreate\s+(?:a\s+)?vagrantfile\b", text, re.I):
        return f"vagrant init {box.group('b')}" if box else ("vagrant init" if not re.search(r"\bbox\b", text, re.I) else None)
    if re.search(r"\bsnapshots?\b", text, re.I):
        snap = _snapshot_name(text, mname)
        if re.search(r"\b(?:list|which|what|show)\b", text, re.I):
            return "vagrant snapshot list" + one
        if snap is None:
            return None
        verb = {"delete": "delete", "revert": "restore", "create": "save"}.get(_snapshot_action(text))
        return f"vagrant snapshot {verb}{one} {snap}" if verb else None
    if re.search(r"\bssh[\s-]config\b|\bssh\s+(?:settings|connection\s+details)\b", text, re.I):
        return "vagrant ssh-config" + one
    if re.search(r"\bglobal\b|\bevery\s+vagrant\s+environment|\ball\s+(?:my\s+)?vagrant\s+(?:environments|machines|vms)\s+on\s+this\s+(?:machine|host|computer)|\bon\s+this\s+(?:machine|host|computer)\b", text, re.I) \
            and re.search(r"\b(?:list|status|show|which|what|every|all)\b", text, re.I):
        return "vagrant global-status" + (" --prune" if re.search(r"\b(?:prune|stale|clean\w*|invalid)\b", text, re.I) else "")
    if re.search(r"\bprovision\w*\b", text, re.I) and re.search(r"\bwithout\s+(?:a\s+)?(?:restart|reboot|reload)\w*", text, re.I):
        return "vagrant provision" + one
    if re.search(r"\b(?:reload|restart|reboot)\w*\b", text, re.I):
        return "vagrant reload" + one + (" --provision" if re.search(r"\bprovision\w*\b", text, re.I) else "")
    if re.search(r"\bprovision\w*\b", text, re.I) and not re.search(r"\bup\b", text, re.I):
        return "vagrant provision" + one
    if re.search(r"\b(?:destroy|delete|remove|tear\s+down|get\s+rid\s+of|wipe)\w*\b", text, re.I):
        return "vagrant destroy -f" + one if _no_prompt(text) or re.search(r"\bwithout\s+(?:it\s+)?asking\b|\bno\s+confirm", text, re.I) else "vagrant destroy" + one
    if re.search(r"\bssh\b|\blog\s*in\b|\bshell\b", text, re.I):
        cmd = _quoted(text)
        if cmd and re.search(r"\b(?:run|execute)\b", text, re.I):
            return f"vagrant ssh{one} -c {_shell_word(cmd)}"
        return "vagrant ssh" + one
    if re.search(r"\b(?:run|execute)\b", text, re.I) and (cmd := _quoted(text)):
        return f"vagrant ssh{one} -c {_shell_word(cmd)}"
    if re.search(r"\b(?:suspend|pause|hibernat\w*)\b", text, re.I):
        return "vagrant suspend" + one
    if re.search(r"\b(?:resume|wake|unpause)\b", text, re.I):
        return "vagrant resume" + one
    if re.search(r"\b(?:halt|shut\s*down|shut\s+(?:\w+\s+){1,2}down|stop|power\s+off|turn\s+off)\b", text, re.I):
        return "vagrant halt" + (" -f" if re.search(r"\bforce\w*\b", text, re.I) else "") + one
    if re.search(r"\b(?:status|state|running)\b", text, re.I):
        return "vagrant status" + one
    if re.search(r"\b(?:up|start|boot|bring\s+\w*\s*up|launch|spin\s+up|fire\s+up)\b", text, re.I):
        return "vagrant up" + one + (f" --provider={pname}" if pname else "") + (" --provision" if re.search(r"\bprovision\w*\b", text, re.I) else "")
    if re.search(r"\bvalidate\b|\bcheck\s+(?:the\s+|my\s+)?vagrantfile\b", text, re.I):
        return "vagrant validate"
    return None


# ---------------------------------------------------------------- podman

def _qualified(image: str) -> str:
    """An image name as podman pulls it without asking which registry: ``nginx`` → ``docker.io/library/nginx``."""
    first = image.split("/", 1)[0]
    if "/" in image and ("." in first or ":" in first or first == "localhost"):
        return image
    return f"docker.io/{image}" if "/" in image else f"docker.io/library/{image}"


_PODMAN_IMAGES = r"nginx|httpd|apache|redis|postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|alpine|ubuntu|debian|fedora|busybox|node|python|golang|traefik|caddy|rabbitmq|memcached|registry|grafana/grafana|prom/prometheus"
_SERVERS = {"nginx", "httpd", "redis", "postgres", "mysql", "mariadb", "mongo", "traefik", "caddy", "rabbitmq", "memcached", "registry", "grafana/grafana", "prom/prometheus"}


_IMAGE_PORTS = {"nginx": "80", "httpd": "80", "caddy": "80", "redis": "6379", "postgres": "5432", "mysql": "3306", "mariadb": "3306",
                "mongo": "27017", "rabbitmq": "5672", "memcached": "11211", "registry": "5000", "grafana": "3000", "prometheus": "9090"}


def _podman_image(text: str) -> str | None:
    m = re.search(r"(?<![\w./-])(?P<img>(?:[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?/|localhost/)?[a-z0-9][\w.-]*(?:/[\w.-]+)*:[\w.-]+)(?![\w/])", text)
    if m and not re.fullmatch(r"\d+:\d+", m.group("img")):
        return m.group("img")
    m = re.search(rf"\b(?P<img>{_PODMAN_IMAGES})(?:\s+(?P<v>\d+(?:\.\d+)*))?\b", text, re.I)
    if m is None:
        return None
    image = {"postgresql": "postgres", "apache": "httpd", "mongodb": "mongo"}.get(m.group("img").lower(), m.group("img").lower())
    return image + (f":{m.group('v')}" if m.group("v") else "")


def podman(m: re.Match) -> str | None:
    """podman's own tasks and docker's tasks said for podman: ``podman run`` with ``-d``, ``--rm -it``, ``--name``,
    ``-p``, ``-v`` (read-only), ``-e``, ``--pod`` and a fully qualified image; ``ps -a``, ``images``, ``logs -f``,
    ``exec -it``, ``rm -f``, ``build``, ``volume create``, ``stats --no-stream``, ``save``/``load``, prunes; pods
    made, listed, stopped and removed; ``generate systemd``, ``kube generate`` and ``kube play``."""
    text = m.string
    if re.search(r"\bdocker[\s-]compose\b|\bpodman[\s-]compose\b", text, re.I):
        return None
    name = _name_of(text, r"(?:podman\s+)?containers?") or _clean_name(_said_name(text))
    pod_name = _first_name(text, r"\bpod\s+(?:called\s+|named\s+)?['\"]?(?P<n>(?!called|named|create|ps|ls|list)[\w.-]+)", r"\b(?:the|my)\s+(?P<n>[\w.-]+)\s+pod\b")
    files = _files(text, r"tar|yaml|yml|service")
    # pods
    if re.search(r"\bkube\b|\bkubernetes\b|\.ya?ml\b", text, re.I):
        yaml = _files(text, "yaml|yml")
        if re.search(r"\b(?:export|generate|write|dump|save)\w*\b", text, re.I) and (pod_name or name):
            return f"podman kube generate {pod_name or name}" + (f" > {yaml[0]}" if yaml else "")
        if re.search(r"\b(?:play|start|run|create|deploy|launch|bring\s+up)\b", text, re.I) and yaml:
            if re.search(r"\b(?:tear\s+down|stop|remove|delete|down)\b", text, re.I):
                return f"podman kube down {yaml[0]}"
            return f"podman kube play {yaml[0]}"
        if re.search(r"\b(?:tear\s+down|stop|remove|delete|down)\b", text, re.I) and yaml:
            return f"podman kube down {yaml[0]}"
    if re.search(r"\bsystemd\b|\bunit\s+file\b|\.service\b", text, re.I) and re.search(r"\b(?:generate|create|make|write|unit)\b", text, re.I):
        target = name or pod_name
        if target is None:
            return None
        unit = _files(text, "service")
        new = " --new" if re.search(r"\bfresh\b|\bnew\s+container\b|--new\b|\brecreat\w*\b", text, re.I) else ""
        files_opt = " --files" if not unit and re.search(r"\bfiles?\b", text, re.I) else ""
        return f"podman generate systemd{new}{files_opt} --name {target}" + (f" > {unit[0]}" if unit else "")
    if re.search(r"\bpods?\b", text, re.I) and not re.search(r"--pod\b|\binside\s+the\s+pod\b|\bin(?:side)?\s+(?:the\s+)?pod\s+\w+\b.*\brun\b|\brun\b.*\b(?:in|inside|into)\s+(?:the\s+)?pod\b", text, re.I):
        if re.search(r"\b(?:create|make|new|set\s+up)\b", text, re.I):
            if pod_name is None:
                return None
            ports = re.findall(r"\b(\d{2,5})\b(?:\s*(?:to|->|:)\s*(?:container\s+)?(?:port\s+)?(\d{2,5}))?", text)
            port = ""
            pm = re.search(r"\b(?:host\s+)?port\s+(?P<h>\d{2,5})\s+(?:to|->|on(?:to)?)\s+(?:container\s+)?(?:port\s+)?(?P<c>\d{2,5})\b|\b(?P<h2>\d{2,5})\s*(?::|->)\s*(?P<c2>\d{2,5})\b", text, re.I)
            if pm:
                port = f" -p {pm.group('h') or pm.group('h2')}:{pm.group('c') or pm.group('c2')}"
            elif ports:
                return None
            return f"podman pod create --name {pod_name}{port}"
        if re.search(r"\b(?:list|show|which|what)\b", text, re.I) and re.search(r"\bpods\b", text, re.I):
            return "podman pod ps"
        if pod_name is None:
            return None
        if re.search(r"\b(?:remove|delete|rm|get\s+rid\s+of|destroy)\b", text, re.I):
            forced = " -f" if re.search(r"\bforce\w*\b|\beven\s+if\b|\brunning\b|\bstop\s+and\b|\balong\s+with\b", text, re.I) else ""
            return f"podman pod rm{forced} {pod_name}"
        if re.search(r"\b(?:restart)\b", text, re.I):
            return f"podman pod restart {pod_name}"
        if re.search(r"\b(?:stop|shut\s+down|halt)\b", text, re.I):
            return f"podman pod stop {pod_name}"
        if re.search(r"\b(?:start|boot|bring\s+up)\b", text, re.I):
            return f"podman pod start {pod_name}"
        if re.search(r"\b(?:inspect|details|info)\b", text, re.I):
            return f"podman pod inspect {pod_name}"
        return None
    if re.search(r"\bvolumes?\b", text, re.I) and re.search(r"\b(?:create|make|new)\b", text, re.I) and not re.search(r"\brun\b", text, re.I):
        vol = re.search(r"\bvolume\s+(?:called\s+|named\s+)?['\"]?(?P<v>[\w.-]+)", text, re.I)
        return f"podman volume create {vol.group('v')}" if vol and _clean_name(vol.group("v")) else None
    if re.search(r"\bvolumes\b", text, re.I) and re.search(r"\b(?:list|which|what|show)\b", text, re.I):
        return "podman volume ls"
    if re.search(r"\bprune\b|\bclean\s*up\b|\bdangling\b|\bunused\b", text, re.I):
        force = " -f" if _no_prompt(text) or re.search(r"\bno\s+confirm\w*|\bdon'?t\s+prompt\b", text, re.I) else ""
        if re.search(r"\b(?:completely|everything|system|all\s+unused)\b", text, re.I) or len(re.findall(r"\b(?:images|containers|networks|volumes)\b", text, re.I)) > 1:
            return "podman system prune -a" + (" --volumes" if re.search(r"\bvolumes\b", text, re.I) else "") + force
        if re.search(r"\bimages?\b", text, re.I):
            return "podman image prune" + (" -a" if re.search(r"\b(?:all|unused)\b", text, re.I) and not re.search(r"\bdangling\b", text, re.I) else "") + force
        if re.search(r"\bcontainers\b", text, re.I):
            return "podman container prune" + force
        return None
    tar = [f for f in files if f.endswith(".tar")]
    image = _podman_image(text)
    if tar and re.search(r"\b(?:save|export)\b", text, re.I) and image:
        return f"podman save -o {tar[0]} {image}"
    if tar and re.search(r"\b(?:load|import)\b", text, re.I):
        return f"podman load -i {tar[0]}"
    tag = re.search(r"\btag\s+(?P<a>[\w./:-]+)\s+as\s+(?P<b>[\w./:-]+)", text, re.I)
    if tag:
        return f"podman tag {tag.group('a')} {tag.group('b')}" + (f" && podman push {tag.group('b')}" if re.search(r"\bpush\b", text, re.I) else "")
    if re.search(r"\bpush\b", text, re.I) and image:
        return f"podman push {image}"
    if re.search(r"\bbuild\b", text, re.I):
        t = re.search(r"\btagged\s+(?P<t>[\w./:-]+)|\btag\s+(?P<t2>[\w./:-]+)|-t\s+(?P<t3>[\w./:-]+)", text, re.I)
        if t is None:
            return None
        ctx = "." if re.search(r"\b(?:current|this)\s+(?:dir\w*|folder)\b|\bhere\b", text, re.I) else None
        paths = [p for p in _paths(text) if not p.lower().endswith(("containerfile", "dockerfile"))]
        ctx = ctx or (paths[0] if paths else None)
        if ctx is None:
            return None
        return f"podman build -t {t.group('t') or t.group('t2') or t.group('t3')} {ctx}"
    if re.search(r"\bimages\b", text, re.I) and re.search(r"\b(?:list|which|what|show|have|stored|local\w*)\b", text, re.I) or re.fullmatch(r"\s*podman\s+images\s*", text, re.I):
        return "podman images"
    if re.search(r"\bpull\b|\bdownload\b", text, re.I) and image and not re.search(r"\brun\b", text, re.I):
        return f"podman pull {_qualified(image)}"
    if re.search(r"\bstats\b|\b(?:cpu|memory)\s+(?:and\s+\w+\s+)?usage\b", text, re.I):
        return "podman stats --no-stream" if re.search(r"\b(?:once|one[\s-]time|snapshot|don'?t\s+keep|no[\s-]stream|not\s+stream\w*)\b", text, re.I) else "podman stats"
    if re.search(r"\blogs?\b", text, re.I):
        if name is None:
            return None
        follow = " -f" if re.search(r"\b(?:follow\w*|tail\w*|live|stream\w*|watch\w*)\b", text, re.I) else ""
        n = re.search(r"\blast\s+(\d+)\s+lines\b", text, re.I)
        return f"podman logs{follow}{f' --tail {n.group(1)}' if n else ''} {name}"
    if re.search(r"\b(?:cp|copy)\b", text, re.I) and name:
        paths = _paths(text)
        if not paths:
            return None
        if re.search(r"\bout\s+of\b|\bfrom\b", text, re.I):
            dest = "." if re.search(r"\b(?:current|this)\s+(?:dir\w*|folder)\b|\bhere\b", text, re.I) else (paths[1] if len(paths) > 1 else None)
            return f"podman cp {name}:{paths[0]} {dest}" if dest else None
        return f"podman cp {paths[0]} {name}:{paths[1]}" if len(paths) > 1 else None
    if re.search(r"\b(?:shell|exec|bash|get\s+into|enter|attach)\b|\bsh\b", text, re.I) and name and not re.search(r"\b(?:throwaway|run)\b", text, re.I):
        shell = "sh" if re.search(r"\bsh\b|\balpine\b", text, re.I) else "bash"
        return f"podman exec -it {name} {shell}"
    if re.search(r"\bps\b|\b(?:list|which|what|show)\b.*\bcontainers\b|\bcontainers\b.*\b(?:all|running|exited|stopped)\b", text, re.I) and not re.search(r"\b(?:remove|delete|stop|kill)\b", text, re.I):
        all_ = " -a" if re.search(r"\b(?:all|exited|stopped|including|too)\b", text, re.I) else ""
        if re.search(r"\bnames?\b.*\bstatus\b", text, re.I):
            return f"podman ps{all_} --format '{{{{.Names}}}} {{{{.Status}}}}'"
        return f"podman ps{all_}"
    if name and re.search(r"\bstop\s+and\s+(?:remove|delete)\b|\bforce\w*\s+(?:remove|delete)\b|\b(?:remove|delete)\b.*\b(?:running|force\w*)\b", text, re.I):
        return f"podman rm -f {name}"
    if name and re.search(r"\b(?:remove|delete|rm)\b", text, re.I):
        return f"podman rm {name}"
    if name and re.search(r"\b(?:restart)\b", text, re.I) and not re.search(r"\brun\b", text, re.I):
        return f"podman restart {name}"
    if name and re.search(r"\b(?:stop|kill|halt)\b", text, re.I) and not re.search(r"\brun\b", text, re.I):
        return f"podman stop {name}"
    if re.search(r"\b(?:run|start|launch|spin\s+up|throwaway|container)\b", text, re.I) and image:
        opts = []
        interactive = re.search(r"\b(?:interactive\w*|shell|bash|throwaway|gone\s+when|-it)\b", text, re.I)
        if re.search(r"\b(?:throwaway|gone\s+when|remove\w*\s+(?:it\s+)?(?:when|after|on\s+exit)|--rm|temporary|one[\s-]off)\b", text, re.I):
            opts.append("--rm")
        if interactive:
            opts.append("-it")
        elif re.search(r"\b(?:background|detach\w*)\b", text, re.I) or image.split(":")[0] in _SERVERS:
            opts.append("-d")
        if p := re.search(r"\bpod\s+(?P<p>[\w.-]+)", text, re.I):
            opts.append(f"--pod {p.group('p')}")
        run_name = re.search(r"\b(?:name\s+it|named|called|name)\s+['\"]?(?P<n>[\w.-]+)", text, re.I)
        if run_name:
            opts.append(f"--name {run_name.group('n')}")
        for pm in re.finditer(r"\b(?:host\s+)?port\s+(?P<h>\d{2,5})\s+(?:to|->|on(?:to)?)\s+(?:container\s+)?(?:port\s+)?(?P<c>\d{2,5})\b|(?<![\w:.])(?P<h2>\d{2,5})\s*(?::|->)\s*(?P<c2>\d{2,5})\b", text, re.I):
            opts.append(f"-p {pm.group('h') or pm.group('h2')}:{pm.group('c') or pm.group('c2')}")
        if not any(o.startswith("-p ") for o in opts) and (single := re.search(r"\bport\s+(?P<h>\d{2,5})\b", text, re.I)):
            own = _IMAGE_PORTS.get(image.split(":")[0].rsplit("/", 1)[-1])
            if own is None:
                return None
            opts.append(f"-p {single.group('h')}:{own}")
        for vm_ in re.finditer(r"\b(?:serving|mount\w*|bind\w*|with)\s+(?P<src>~?/[\w./-]*|\./[\w./-]*)\s+(?P<ro>read[\s-]only\s+)?(?:at|on|to|into|as)\s+(?P<dst>/[\w./-]*)(?P<ro2>\s+read[\s-]only)?", text, re.I):
            opts.append(f"-v {vm_.group('src')}:{vm_.group('dst')}" + (":ro" if vm_.group("ro") or vm_.group("ro2") else ""))
        for e in re.finditer(r"\b(?P<k>[A-Z][A-Z0-9_]+)=(?P<v>\S+?)(?=[\s,]|$)", text):
            opts.append(f"-e {e.group('k')}={e.group('v')}")
        shell = ""
        if interactive and re.search(r"\bbash\b", text, re.I):
            shell = " bash"
        elif interactive and re.search(r"\bsh\b", text, re.I):
            shell = " sh"
        return " ".join(["podman run", *opts, _qualified(image)]) + shell
    return None


# ---------------------------------------------------------------- systemd-nspawn, machinectl, debootstrap

_SUITES = r"bookworm|bullseye|buster|trixie|sid|jammy|noble|focal|bionic|oracular|plucky"


def nspawn(m: re.Match) -> str | None:
    """systemd-nspawn for a container tree (``-D DIR``, booted with ``-b``, a folder bound, its network private), a
    command in a machine image (``-M NAME``), machinectl for the machines (listed, images listed, started, powered
    off, entered, enabled at boot) and debootstrap for a new tree."""
    text = m.string
    paths = [p for p in _paths(text) if not p.startswith("//")]
    if re.search(r"\bdebootstrap\w*\b|\bbootstrap\b", text, re.I):
        suite = re.search(rf"\b(?P<s>{_SUITES})\b", text, re.I)
        target = next((p for p in paths if p.startswith("/") or p.startswith("~") or p.startswith(".")), None)
        if suite is None or target is None:
            return None
        mirror = re.search(r"\bhttps?://\S+", text)
        url = mirror.group().rstrip(".,") if mirror else None
        if url is None and re.search(r"\bdeb\.debian\.org\b", text, re.I):
            url = "http://deb.debian.org/debian"
        if url is None and re.search(r"\barchive\.ubuntu\.com\b", text, re.I):
            url = "http://archive.ubuntu.com/ubuntu"
        variant = " --variant=minbase" if re.search(r"\bminbase\b", text, re.I) else ""
        return f"sudo debootstrap{variant} {suite.group('s').lower()} {target}" + (f" {url}" if url else "")
    machine = _first_name(text, rf"\b(?:machine|container)\s+(?:image\s+)?(?:named\s+|called\s+)?(?P<n>(?!image|named|called|tree){_NAME})")
    if machine and machine.lower() in ("in", "at", "with", "via", "should"):
        machine = None
    if re.search(r"\bmachinectl\b", text, re.I) or (not paths and re.search(r"\bnspawn\b", text, re.I) and not re.search(r"\brun\s+.+\s+in\s+the\s+nspawn\b", text, re.I)):
        if re.search(r"\bimages\b", text, re.I) and re.search(r"\b(?:list|which|what|show|knows?)\b", text, re.I):
            return "machinectl list-images"
        if re.search(r"\b(?:list|which|what|show)\b", text, re.I) and re.search(r"\bmachines\b|\bcontainers\b", text, re.I) or re.fullmatch(r"\s*machinectl\s+list\s*", text, re.I):
            return "machinectl list"
        if machine is None:
            return None
        if re.search(r"\b(?:autostart\w*|(?:start|come\s+up)\w*\s+(?:automatically\s+)?(?:at|on)\s+boot|automatically\s+at\s+boot|enable)\b", text, re.I):
            if re.search(r"\b(?:disable|don'?t|not|no\s+longer)\b", text, re.I):
                return f"sudo machinectl disable {machine}"
            return f"sudo machinectl enable {machine}"
        if re.search(r"\b(?:shell|log\s*in|login|root\s+shell|get\s+into|enter)\b", text, re.I):
            verb = "login" if re.search(r"\blog\s*in\b|\blogin\b", text, re.I) else "shell"
            return f"sudo machinectl {verb} {machine}"
        if re.search(r"\b(?:power\s*off|poweroff|stop|shut\s*down|halt|turn\s+off)\b", text, re.I):
            return f"sudo machinectl poweroff {machine}"
        if re.search(r"\b(?:terminate|kill)\b", text, re.I):
            return f"sudo machinectl terminate {machine}"
        if re.search(r"\b(?:reboot|restart)\b", text, re.I):
            return f"sudo machinectl reboot {machine}"
        if re.search(r"\b(?:status|state|info)\b", text, re.I):
            return f"machinectl status {machine}"
        if re.search(r"\b(?:run|execute)\b", text, re.I) and (cmd := _command_in(text)):
            return f"sudo systemd-nspawn -M {machine} {cmd}"
        if re.search(r"\b(?:start|boot|bring\s+up)\b", text, re.I):
            return f"sudo machinectl start {machine}"
        return None
    if re.search(r"\b(?:run|execute)\b", text, re.I) and (cmd := _command_in(text)) and machine:
        return f"sudo systemd-nspawn -M {machine} {cmd}"
    tree = paths[0] if paths else None
    if tree is None:
        return None
    opts = []
    boot = re.search(r"\bboot\w*\b|\b-b\b|\bfull\s+system\b|\binit\b", text, re.I) and not re.search(r"\bdon'?t\s+boot|\bwithout\s+booting|\bno\s+boot|\bnot\s+boot", text, re.I)
    if boot:
        opts.append("-b")
    opts.append(f"-D {tree}")
    for extra in paths[1:]:
        bind = re.search(rf"\b(?:bind\w*|mount\w*|share\w*)\b[^.]*{re.escape(extra)}", text, re.I)
        if bind:
            ro = re.search(r"\bread[\s-]only\b", text, re.I)
            at = re.search(rf"{re.escape(extra)}\s+(?:into\s+it\s+)?(?:at|as|to)\s+(?P<d>/[\w./-]+)", text)
            target = f":{at.group('d')}" if at and at.group("d") != extra else ""
            opts.append(f"--bind{'-ro' if ro else ''}={extra}{target}")
    if re.search(r"\b(?:private|isolat\w*|no)\s+network\w*|\bnetwork\s+isolat\w*|\bnetwork\s+(?:\w+\s+)?isolated\b|\bwithout\s+(?:any\s+)?network", text, re.I):
        opts.append("--private-network")
    cmd = None
    if not boot and re.search(r"\b(?:run|execute)\b", text, re.I):
        cmd = _quoted(text)
    return " ".join(["sudo systemd-nspawn", *opts]) + (f" {cmd}" if cmd else "")


ROWS = (
    # disk images: qemu-img by the image files a request names
    (re.compile(r"\bqemu-img\b|\.(?:qcow2?|vmdk|vdi|vhdx?|img|raw)\b|\bqcow2\b", re.I), qemu_img),
    # new guests: virt-install, virt-clone
    (re.compile(r"\bvirt-install\b|\bvirt-clone\b|\bos[\s-]*variants?\b|\b(?:new|create|make|install|set\s+up|import)\b.*\b(?:kvm|libvirt|qemu)?\s*(?:vm|guest|virtual\s+machine)\b"
                r"|\bclone\b.*\b(?:vm|guest|virtual\s+machine|kvm|libvirt)\b", re.I), virt_install),
    (re.compile(r"\bmultipass\b", re.I), multipass),
    (re.compile(r"\bvagrant\w*\b", re.I), vagrant),
    (re.compile(r"\bpodman\b|\brun\b.*\b(?:inside|in|into)\s+(?:the\s+)?pod\s+[\w.-]+", re.I), podman),
    (re.compile(r"\b(?:systemd-)?nspawn\b|\bmachinectl\b|\bdebootstrap\b", re.I), nspawn),
    (re.compile(r"\blx[cd]\b|\bincus\b|\bcontainers?\b|\bcontianers?\b|\bimages:", re.I), lxc),
    (re.compile(_VIRSH_ANCHOR, re.I), virsh),
)
