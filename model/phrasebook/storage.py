"""Storage administration on Debian and Ubuntu, each answer composed from the parts the request names (devices, mount
points, sizes, labels, file system types, options), with ``sudo`` where root is needed: SMART (``smartctl``'s health,
data, identity, attributes, self-tests and logs, several disks in a loop), software RAID (``mdadm``'s arrays made,
shown, examined, assembled, stopped, grown and their members failed, removed and added; ``/proc/mdstat``, the rebuild
speed, ``mdadm.conf`` and the initramfs), LVM (physical volumes, volume groups and logical volumes listed, made,
extended, reduced, moved, renamed, activated and removed; snapshots), LUKS (``cryptsetup``'s format, open, close,
status, header dumps and backups, key slots; ``/etc/crypttab`` lines), lines appended to ``/etc/fstab`` (``UUID=`` from
``blkid``), swap (files made, areas formatted and turned on or off, what is active, swappiness), file systems made
(``mkfs.ext4``, ``mkfs.xfs``, ``mkfs.vfat``, ``mkfs.exfat``, ``mkfs.btrfs`` with labels and options), grown or shrunk
(``resize2fs``, ``xfs_growfs``), checked (``fsck``, ``e2fsck``, ``xfs_repair``), tuned (``tune2fs``) and labelled,
partitions (listed, their free space and table type, ``parted``'s labels and partitions, ``partprobe``,
``growpart``), block devices found by UUID or label, mounts (devices, images, shares, binds, tmpfs, remounts with
options, unmounts lazy or forced, a mount's options) and the rest of the trade: ``wipefs``, ``hdparm``, ``badblocks``,
``fstrim``, loop devices, sparse files, inode counts, ``ncdu`` and the journal's disk usage.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _sudo_for

# ---------------------------------------------------------------- the parts of a request

# A disk or partition named without /dev/ ("on sdb", "nvme0n1"); md arrays only where RAID is the subject (md5 is a hash).
_BARE = r"sd(?!k\b)[a-z]{1,2}\d*|nvme\d+n\d+(?:p\d+)?|nvme\d+|x?vd[a-z]\d*|mmcblk\d+(?:p\d+)?|loop\d+"
_DEVICE = re.compile(rf"(?<![\w/.:@=-])(?:/dev/(?:[\w.:+-]+/)*[\w.:+-]*\w|(?-i:{_BARE}))(?![\w/-])", re.I)
_MD_DEVICE = re.compile(rf"(?<![\w/.:@=-])(?:/dev/(?:[\w.:+-]+/)*[\w.:+-]*\w|(?-i:{_BARE}|md(?!5\b)\d+))(?![\w/-])", re.I)
_NOT_DEVICES = re.compile(r"/dev/(?:null|zero|u?random|full|std(?:in|out|err)|tty\w*|pts(?:/\d+)?|shm|fd(?:/\d+)?|console|kmsg|mem|"
                          r"disk(?:/by-[\w-]+)?|mapper|md|block)$")
# A path that is not a device: a mount point, a folder, a file (shares and URLs are read apart).
_PATH = re.compile(r"(?<![\w/.:@=$~-])(?:~/[\w.@+/-]*|~(?![\w/])|/(?:[\w.@+-]+/?)*)")
_SIZE = re.compile(r"(?<![\w.+-])\+?(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[KMGTP])(?:i?B)?(?![\w%])", re.I)
_UUID = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b[0-9A-F]{4}-[0-9A-F]{4}\b", re.I)
_FS = r"ext[234]|xfs|btrfs|vfat|fat(?:16|32)?|exfat|ntfs|f2fs"
_ALL = re.compile(r"\b(?:all|every|each)\b", re.I)
_NO_CHANGE = re.compile(r"\b(?:do\s*n'?t|do\s+not|without|never|no)\s+(?:\w+\s+){0,2}?(?:chang\w*|fix\w*|repair\w*|modify\w*|touch\w*|writ\w*|wip\w*|alter\w*)|"
                        r"\bno[\s-]*modify\b|\bread[\s-]*only\s+(?:check|mode|scan)\b|\bread[\s-]*only\s*[.!]?$|\bdry[\s-]*run\b|\bjust\s+(?:report|check|look|list)\b|"
                        r"\bonly\s+(?:report|check|list)\b", re.I)
_NO_PROMPT = re.compile(r"\bno\s+(?:confirmation|prompts?|questions)\b|\bnon[\s-]*interactive\w*|\bwithout\s+(?:\w+\s+)?(?:asking|prompt\w*|confirm\w*|questions)\b|"
                        r"\bunattended\b|\bscript(?:ed|able)?\b|(?<![\w-])-s\b|--script\b|\bdon'?t\s+(?:ask|prompt)\b", re.I)


def _devices(text: str, md: bool = False) -> list[str]:
    """The block devices ``text`` names, in order, each once: /dev paths as written, bare names ("sdb") under /dev."""
    found = []
    for m in (_MD_DEVICE if md else _DEVICE).finditer(text):
        word = m.group()
        dev = word if word.startswith("/dev/") else "/dev/" + word
        if not _NOT_DEVICES.match(dev):
            found.append(dev)
    return list(dict.fromkeys(found))


def _paths(text: str) -> list[str]:
    """The paths ``text`` names that are not devices, the kernel's files or the tables this module appends to, in
    order (shares, web addresses and host:path sources left out)."""
    text = re.sub(r"\S+://\S+|//[\w.-]+/\S*|\b[\w.-]+:/\S*|\b\d+(?:\.\d+)?\s*[KMGT]?B/s\b", " ", text)
    out = []
    for m in _PATH.finditer(text):
        word = m.group()
        if word not in ("/", "~"):
            word = word.rstrip(".,;:!?)")
        if not word or re.match(r"/(?:dev|proc|sys)(?:/|$)", word) or word in ("/etc/fstab", "/etc/crypttab", "/etc/mdadm/mdadm.conf", "/etc/mdadm.conf"):
            continue
        if word == "/" and not re.search(r"(?:^|\s)/(?=\s|$|[,.;:!?)])", text):
            continue
        out.append(word)
    return list(dict.fromkeys(out))


def _size(said: str) -> str:
    """A size as the storage tools take it: "10 GB" → ``10G``, "512MiB" → ``512M``."""
    m = _SIZE.fullmatch(said.strip().lstrip("+")) or _SIZE.search(said)
    return m.group("n") + m.group("u").upper()


def _sizes(text: str) -> list[str]:
    return [_size(m.group()) for m in _SIZE.finditer(text)]


def _split(dev: str) -> tuple[str, str] | None:
    """A partition as its disk and number: ``/dev/sda2`` → (``/dev/sda``, ``2``), ``/dev/nvme0n1p3`` → (``/dev/nvme0n1``, ``3``)."""
    m = re.fullmatch(r"(/dev/(?:nvme\d+n\d+|mmcblk\d+|loop\d+))p(\d+)|(/dev/(?:x?[sv]d|hd)[a-z]+)(\d+)", dev)
    if m is None:
        return None
    return (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))


def _is_partition(dev: str) -> bool:
    return _split(dev) is not None


def _quoted_line(line: str) -> str:
    """A line for echo: in double quotes where it holds a command substitution, else in single quotes."""
    return f'"{line}"' if "$(" in line else f"'{line}'"


def _has(pattern: str, text: str) -> re.Match | None:
    return re.search(pattern, text, re.I)


# A command line of the storage tools typed out ("mkfs.xfs -f /dev/sdb1", "blkid /dev/sdb1", "sudo umount -l /mnt/nfs").
_TYPED = re.compile(r"^\s*sudo\s+\S|^\s*(?:smartctl|mdadm|pv\w+|vg\w+|lv\w+|cryptsetup|mkfs(?:\.\w+)?|mkswap|swapon|swapoff|fsck(?:\.\w+)?|e2fsck|xfs_\w+|tune2fs|"
                    r"dumpe2fs|e2label|resize2fs|parted|fdisk|sfdisk|gdisk|sgdisk|partprobe|growpart|blkid|lsblk|findmnt|mount|umount|wipefs|hdparm|badblocks|"
                    r"fstrim|losetup|ncdu|df|du|btrfs|sysctl)(?:\s+(?!(?:on|at|to|of|the|a|an|with|as|for|and|from|into|onto|in|my|all|but|please|pls|without)\b)"
                    r"(?:-[\w-]\S*|[/~.]\S*|\d\S*|\S+=\S*|[\w.:@+%,-]+))+\s*$", re.I)
# A further task the request goes on to ask ("… and copy the photos there", "… then reboot"), which no row here composes.
_FURTHER = re.compile(r"(?<!read )\b(?:and|then|;)\s+(?:then\s+)?(?:also\s+)?(?:copy|move|rsync|cd|ls|run|restart|chown|chmod|extract|untar|unzip|delete|edit|write|"
                      r"count|compare|diff|grep|search|tar|zip|compress|download|upload|send|e-?mail|reboot|install|import|restore|eject|power\s*off)\b", re.I)


def _guarded(answer):
    """A row's answer, but None for a request that is a command line of these tools typed out (run as typed, not
    composed again) or that goes on to a further task the row does not compose."""
    def answered(m: re.Match) -> str | None:
        if _TYPED.search(m.string) or _FURTHER.search(m.string):
            return None
        return answer(m)
    answered.__name__, answered.__doc__ = answer.__name__, answer.__doc__
    return answered


def _fs_type(text: str) -> str | None:
    """The file system type a request names, as the tools call it (FAT32 is vfat)."""
    m = re.search(rf"(?<![\w.-])(?P<fs>{_FS}|swap)(?![\w-])", text, re.I)
    if m is None:
        return None
    fs = m.group("fs").lower()
    return "vfat" if fs.startswith("fat") else fs


# ---------------------------------------------------------------- SMART

_SMART_GREPS = ((r"\breallocat\w*", "reallocated"), (r"\btemp(?:erature)?s?\b", "temperature"), (r"\bpower(?:ed)?[\s_-]*on(?:[\s_-]*hours?)?\b|\bhours\b[^.]*\bpowered\b", "power_on_hours"),
                (r"\bpending\b", "pending"), (r"\bwear\w*", "wear"), (r"\bcrc\b", "crc"), (r"\buncorrectable\b", "uncorrectable"))


def _smart_option(text: str) -> str | None:
    """smartctl's option for what a request asks of a disk, or None."""
    if _has(r"\b(?:enable|turn\s+on|switch\s+on|activate)\b", text):
        return "-s on"
    if _has(r"\b(?:disable|turn\s+off|switch\s+off|deactivate)\b", text):
        return "-s off"
    if _has(r"\b(?:abort|cancel|stop)\b[^.]*\btest", text):
        return "-X"
    if _has(r"\bself[\s-]*tests?\b|\btests?\b", text):
        if _has(r"\b(?:results?|logs?|history|outcomes?|how\s+did|passed|status\s+of)\b", text):
            return "-l selftest"
        kind = _has(r"\b(?P<k>short|quick|long|extended|full|conveyance)\b", text)
        if kind and _has(r"\b(?:start|run|kick\w*|begin|launch|do|perform|trigger|fire|initiate|queue)\b", text):
            k = kind.group("k").lower()
            return "-t " + {"quick": "short", "extended": "long", "full": "long"}.get(k, k)
        return None
    if _has(r"\berror\s+logs?\b|\berrors?\s+(?:logged|recorded)\b|\blogged\s+errors\b", text):
        return "-l error"
    for pattern, word in _SMART_GREPS:
        if _has(pattern, text):
            return f"-A | grep -i {word}"
    if _has(r"\battributes?\b|\bvendor\s+(?:specific\s+)?values\b", text):
        return "-A"
    if _has(r"\b(?:all|every(?:thing)?|dump|full|complete|whole)\b", text):
        return "-a"
    if _has(r"\bhealth\w*|\bhealthy\b|\b(?:pass|passes|passed|fail\w*|dying|ok(?:ay)?|overall|status)\b", text):
        return "-H"
    if _has(r"\b(?:identity|identify|model|serial|firmware|capacity|vendor)\b", text):
        return "-i"
    if _has(r"\b(?:info\w*|data|details|report|stats|statistics|values|show|read|print|check)\b|\b(?:run|use)\s+smartctl\b", text):
        return "-a"
    return None


def smart_task(m: re.Match) -> str | None:
    """A disk's SMART data with smartctl: its health (``-H``), everything (``-a``), its identity (``-i``), its
    attributes (``-A``, one of them picked with grep), a self-test started (``-t short``/``-t long``) or its results
    (``-l selftest``), the error log, SMART turned on; several disks named: each in a loop."""
    text = m.string
    if _has(r"\bsmart\s+(?:quotes?|case|plugs?|phones?|tv|home|pointers?|contracts?)\b|\bsmartphones?\b|\bsmartd\b", text):
        return None
    devices = _devices(text)
    if not devices:
        return None
    option = _smart_option(text)
    if option is None:
        return None
    if len(devices) > 1:
        if "|" in option:
            return None
        return f"for d in {' '.join(devices)}; do sudo smartctl {option} $d; done"
    if "|" in option:
        flag, pipe = option.split(" | ", 1)
        return f"sudo smartctl {flag} {devices[0]} | {pipe}"
    return f"sudo smartctl {option} {devices[0]}"


def firmware_asked(m: re.Match) -> str | None:
    """"model, serial number and firmware of /dev/sdb" → ``sudo smartctl -i /dev/sdb``: the drive's identity."""
    devices = _devices(m.string)
    return f"sudo smartctl -i {devices[0]}" if len(devices) == 1 else None


# ---------------------------------------------------------------- software RAID

def raid_task(m: re.Match) -> str | None:
    """Software RAID with mdadm: arrays made (``--create`` with the level and the members), their details, members
    failed, removed and added, arrays grown, examined, assembled and stopped, superblocks cleared, the definitions
    written to mdadm.conf, /proc/mdstat read or watched, the rebuild speed raised."""
    text = m.string
    if _has(r"\b(?:btrfs|zfs|zpool|hardware\s+raid|megacli|storcli|perccli|raid\s+controller)\b", text):
        return None
    devices = _devices(text, md=True)
    arrays = [d for d in devices if re.match(r"/dev/md(?:\d+$|/)", d)]
    members = [d for d in devices if d not in arrays]
    limit = _has(r"\b(?P<which>min(?:imum)?|max(?:imum)?)\w*\s+(?:\w+\s+){0,2}?(?:speed|rate)\b|speed_limit_(?P<which2>min|max)\b", text)
    if limit:
        n = _has(r"\b(?P<n>\d{3,})\s*(?:k(?:i?b)?(?:/s|ps)?|kilobytes?)?\b", text)
        if n is None:
            return None
        which = (limit.group("which") or limit.group("which2"))[:3].lower()
        return f"sudo sysctl -w dev.raid.speed_limit_{which}={n.group('n')}"
    if _has(r"\bmdadm\.conf\b", text) and _has(r"\b(?:append|add|save|write|record|put|store)\b", text):
        conf = _has(r"(?P<c>/etc/(?:mdadm/)?mdadm\.conf)", text)
        return f"sudo mdadm --detail --scan | sudo tee -a {conf.group('c') if conf else '/etc/mdadm/mdadm.conf'}"
    if _has(r"\b(?:watch|keep\s+an\s+eye|monitor|follow|refresh\w*|live)\b", text) and not arrays[1:] and not members:
        every = _has(r"\bevery\s+(?P<n>\d+)\s*(?:s|sec|secs|seconds?)\b|\b(?P<n2>\d+)\s*(?:s|sec|secs|seconds?)\b", text)
        n = (every.group("n") or every.group("n2")) if every else None
        return f"watch -n {n} cat /proc/mdstat" if n else "watch cat /proc/mdstat"
    level = _has(r"\braid[\s-]*(?P<l>10|0|1|4|5|6)\b|\b(?P<mirror>mirror\w*)|\b(?P<stripe>strip(?:e|ed|ing))\b|--level=(?P<l2>\d+)", text)
    if _has(r"\b(?:create|build|make|set\s+up|setup|assemble\s+a\s+new|new)\b", text) and level and arrays and len(members) >= 2 and not _has(r"\bspares?\b", text):
        n = level.group("l") or level.group("l2") or ("1" if level.group("mirror") else "0")
        return f"sudo mdadm --create {arrays[0]} --level={n} --raid-devices={len(members)} {' '.join(members)}"
    if _has(r"\b(?:zero|clear|wipe|erase|remove|delete|destroy)\b[^.]*\bsuperblock|--zero-superblock\b", text) and members:
        return f"sudo mdadm --zero-superblock {' '.join(members)}"
    if _has(r"\bexamine\b|\bsuperblock\b|\bwhich\s+(?:raid\s+)?array\b|\bmetadata\b|--examine\b", text) and members and not arrays:
        return f"sudo mdadm --examine {members[0]}"
    if _has(r"\b(?:assemble|reassemble)\b", text):
        if arrays and members:
            return f"sudo mdadm --assemble {arrays[0]} {' '.join(members)}"
        if not arrays and not members:
            return "sudo mdadm --assemble --scan"
        return None
    if _has(r"--detail\s+--scan\b|\bdetail\s+scan\b|\barray\s+(?:definitions|lines)\b|\bARRAY\s+lines\b", text) and not arrays:
        return "sudo mdadm --detail --scan"
    if len(arrays) == 1:
        array = arrays[0]
        failed = _has(r"\b(?:fail|failed|faulty|mark\w*\s+(?:it\s+)?(?:as\s+)?(?:bad|failed|faulty))\b", text)
        removed = _has(r"\b(?:remove|pull|take|kick|drop)\b", text)
        if len(members) == 2 and _has(r"\breplace\b", text) and _has(r"\bwith\b", text):
            old, new = members
            return f"sudo mdadm {array} --add {new} --replace {old} --with {new}"
        if members and len(members) == 1:
            member = members[0]
            if failed and removed:
                return f"sudo mdadm {array} --fail {member} --remove {member}"
            if failed:
                return f"sudo mdadm {array} --fail {member}"
            if removed and not _has(r"\badd\b", text):
                return f"sudo mdadm {array} --remove {member}"
            if _has(r"\b(?:re-?add|add|replace\w*|spare|insert|join)\b", text):
                verb = "re-add" if _has(r"\bre-?add\b", text) else "add"
                return f"sudo mdadm {array} --{verb} {member}"
            return None
        if members:
            return None
        grow = _has(r"\b(?:grow|reshape|expand|extend)\b", text)
        count = _has(r"\b(?P<n>\d+|two|three|four|five|six|seven|eight)\s+(?:active\s+)?(?:devices|disks|drives|members)\b|--raid-devices=(?P<n2>\d+)", text)
        if grow and count:
            n = count.group("n") or count.group("n2")
            n = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8"}.get(n.lower(), n)
            return f"sudo mdadm --grow {array} --raid-devices={n}"
        if grow and _has(r"\b(?:full|max\w*|all\s+(?:the\s+)?(?:available\s+)?space)\b", text):
            return f"sudo mdadm --grow {array} --size=max"
        if _has(r"\b(?:stop|deactivate|disassemble|shut\s+down)\b", text):
            return f"sudo mdadm --stop {array}"
        if _has(r"\b(?:details?|detailed|info\w*|status|state|members|health\w*|show|check|sync\w*|degraded|look|what|which|how)\b|--detail\b|-D\b", text):
            return f"sudo mdadm --detail {array}"
        return None
    if arrays or members:
        return None
    if _has(r"\b(?:state|status|health\w*|overview|look|progress|rebuild\w*|resync\w*|sync\w*|how\s+are|check|show|list|all)\b|\bmdstat\b", text) \
            and _has(r"\barrays?\b|\bsoftware\s+raid\b|\braid\b|\bmdstat\b|\bmd\b", text):
        return "cat /proc/mdstat"
    return None


def initramfs_rebuilt(m: re.Match) -> str | None:
    """``sudo update-initramfs -u`` (for every kernel with ``-k all``)."""
    return "sudo update-initramfs -u" + (" -k all" if _has(r"\b(?:all|every)\s+(?:the\s+)?(?:installed\s+)?kernels\b", m.string) else "")


# ---------------------------------------------------------------- LVM

_LVM_TOOLS = frozenset("pvs vgs lvs pvcreate vgcreate lvcreate pvremove vgremove lvremove vgextend lvextend vgreduce lvreduce pvresize lvresize "
                       "pvdisplay vgdisplay lvdisplay pvmove vgchange lvchange lvrename vgrename pvscan vgscan lvscan lvm lvconvert".split())
_NOT_NAMES = frozenset("""a an the my this that it its called named in of on from to into and or with all new old is are be
group groups volume volumes logical physical snapshot snapshots pv pvs vg vgs lv lvs lvm""".split())


def _vg(text: str) -> str | None:
    """The volume group a request names: "vg_data", "in volume group data", "/dev/vg0/home"."""
    for pattern in (r"(?<![\w/])/dev/(?!mapper/|disk/)(?P<n>[\w.+-]+)/[\w.+-]+", r"\bvolume\s+group\s+(?:called\s+|named\s+)?(?P<n>[\w.+-]+)",
                    r"(?<![\w-])vg\s+(?:called\s+|named\s+)?(?P<n>[\w.+-]+)", r"(?<![\w/.-])(?P<n>vg[\w.+-]*|[\w.+]+[-_]vg\d*)(?![\w.-])", r"\b(?P<n>[\w.+-]+)\s+volume\s+group\b"):
        for m in re.finditer(pattern, text, re.I):
            name = m.group("n").rstrip(".")
            if name.lower() not in _NOT_NAMES and name.lower() not in _LVM_TOOLS and not _is_partition("/dev/" + name):
                return name
    return None


def _lvs(text: str) -> list[str]:
    """The logical volumes a request names, in order: "lv_home", "logical volume called data", "/dev/vg0/home"."""
    found = []
    for pattern in (r"(?<![\w/])/dev/(?!mapper/|disk/)[\w.+-]+/(?P<n>[\w.+-]+)", r"(?<![\w-])(?:logical\s+volume|lv|snapshot)\s+(?:called\s+|named\s+)?(?P<n>[\w.+-]+)",
                    r"(?<![\w/.-])(?P<n>lv[\w.+-]*|[\w.+]+[-_]lv\d*)(?![\w.-])"):
        for m in re.finditer(pattern, text, re.I):
            name = m.group("n").rstrip(".")
            if name.lower() not in _NOT_NAMES and name.lower() not in _LVM_TOOLS and not re.fullmatch(r"\d+(?:\.\d+)?[kmgt]?", name, re.I):
                found.append((m.start("n"), name))
    return list(dict.fromkeys(n for _, n in sorted(found)))


def _lv_path(text: str) -> str | None:
    """The logical volume's path: as written, or /dev/VG/LV from the names."""
    written = _has(r"(?<![\w/])(?P<p>/dev/(?!mapper/|disk/)[\w.+-]+/[\w.+-]*\w)", text)
    if written:
        return written.group("p")
    lvs, vg = _lvs(text), _vg(text)
    return f"/dev/{vg}/{lvs[0]}" if lvs and vg else None


def _extents_all(text: str) -> bool:
    return bool(_has(r"\b(?:all|the\s+rest\s+of|whatever(?:'s|\s+is)\s+left\s+of)\s+(?:of\s+)?(?:the\s+)?(?:remaining\s+|available\s+|unused\s+|free\s+|left\w*\s+)*"
                     r"(?:free\s+)?(?:space|extents|room|capacity)\b|\b100\s*%\s*(?:free|of\s+the\s+free)|\bremaining\s+(?:free\s+)?(?:space|extents)\b|\bfill\s+the\s+(?:vg|volume\s+group)\b", text))


def lvm_task(m: re.Match) -> str | None:
    """LVM composed from the names and sizes said: pvs, vgs and lvs (with the devices under each LV), pvcreate,
    vgcreate, vgextend, vgreduce, pvmove, pvresize, lvcreate (a size, all the free space, a snapshot), lvextend and
    lvreduce (``-r`` where the file system goes along; a shrink always takes it), lvremove, lvrename, vgchange."""
    text = m.string
    if _has(r"\b(?:resize2fs|e2fsck|xfs_growfs|growpart)\b", text):
        return None
    first = _has(r"\b(?:grow|shrink|extend|resize|expand|enlarge|give|increase|reduce|add)\b(?P<object>.*)$", text)
    if first and re.match(r"\s+(?:only\s+)?(?:the\s+|its\s+)?(?:ext[234]\s+|xfs\s+|btrfs\s+)?(?:file\s*system|fs)\b", first.group("object"), re.I) \
            and not _has(r"\blv(?:extend|reduce|resize)\b", text):
        return None   # the file system on an LV grown: fs_resized
    devices = [d for d in _devices(text) if not re.match(r"/dev/(?!mapper/|disk/)[\w.+-]+/", d) or d.startswith("/dev/disk/")]
    vg, lvs, path = _vg(text), _lvs(text), _lv_path(text)
    mapped = _has(r"(?<![\w/])(?P<p>/dev/mapper/[\w.+]+(?:--[\w.+]+)*-[\w.+]+(?:--[\w.+]+)*)(?![\w/.-])", text)
    if path is None and mapped and not _has(r"\b(?:luks|crypt\w*|encrypt\w*)\b", text):
        path = mapped.group("p")   # /dev/mapper/vg0-root: the LV by its device-mapper name
        devices = [d for d in devices if d != path]
    sizes = _sizes(text)
    fs = " -r" if _has(r"\b(?:file\s*system|fs|ext[234]|xfs|resizefs)\b|(?<![\w-])-r\b", text) else ""
    # lists
    if _has(r"^\s*(?:sudo\s+)?(?:pvs|vgs|lvs)\s*$", text):
        return "sudo " + text.strip().split()[-1]
    asks = _has(r"^\s*(?:list|show|display|print|what|which|how|get|see|give|check|tell)\b|\b(?:list|show)\b", text)
    if _has(r"\b(?:which|what)\s+(?:physical\s+)?(?:disks?|devices?|drives?|pvs?)\b[^.]*\b(?:sit|sits|live|lives|are\s+on|is\s+on|on|under|back\w*)\b|\bbacking\s+devices\b|\bunderlying\s+(?:disks|devices)\b|\bwith\s+(?:their\s+)?devices\b", text) \
            and _has(r"\blogical\s+volumes\b|\blvs\b", text):
        return "sudo lvs -o +devices"
    if _has(r"\b(?:free|unallocated|unused|left|available|remaining)\b", text) and _has(r"\bvolume\s+groups?\b|\bvgs?\b", text) and asks and not lvs and not devices:
        return f"sudo vgs{' ' + vg if vg else ''}"
    create = _has(r"\b(?:create|make|new|carve|add|set\s+up|build|initiali[sz]e|init|prepare|turn|label|take)\b", text)
    if _has(r"\bsnapshots?\b", text) and not _has(r"\b(?:remove|delete|drop|destroy|merge|roll\s*back|revert|restore|get\s+rid\s+of|discard)\b", text):
        origin = _has(r"(?<![\w/])(?P<p>/dev/(?!mapper/|disk/)[\w.+-]+/[\w.+-]*\w)", text)
        names = [n for n in lvs if not origin or n != origin.group("p").rsplit("/", 1)[1]]
        name = _has(r"\b(?:called|named|name\s+it|as)\s+(?P<n>[\w.+-]+)", text)
        name = name.group("n") if name else (names[-1] if names else None)
        create = create or _has(r"^\s*(?:please\s+)?snapshot\b", text)
        if origin is None and vg and lvs:
            first = next((n for n in lvs if n != name), None)
            origin_path = f"/dev/{vg}/{first}" if first else None
        else:
            origin_path = origin.group("p") if origin else None
        if not create or not sizes or not name or not origin_path or name == origin_path.rsplit("/", 1)[1]:
            return None
        return f"sudo lvcreate -s -L {sizes[0]} -n {name} {origin_path}"
    if _has(r"\b(?:merge|roll\s*back|revert)\b", text) and _has(r"\bsnapshots?\b", text) and path:
        return f"sudo lvconvert --merge {path}"
    if _has(r"\b(?:migrate|move|evacuate|drain)\b", text) and devices:
        return f"sudo pvmove {' '.join(devices[:2])}"
    if _has(r"\bpvresize\b|\b(?:see|notice|pick\s+up|use|know\s+about|recogni[sz]e)\s+(?:the\s+)?(?:pv'?s?\s+)?(?:new|bigger|larger|extra|grown)\s+(?:size|space)\b|\bresize\s+(?:the\s+)?(?:pv|physical\s+volume)\b", text) and devices:
        return f"sudo pvresize {devices[0]}"
    if _has(r"\b(?:remove|take\s+out|drop|pull|reduce)\b", text) and devices and vg and not lvs and _has(r"\bfrom\b|\bvgreduce\b", text):
        return f"sudo vgreduce {vg} {' '.join(devices)}"
    if _has(r"\b(?:wipe|remove|delete|destroy)\b", text) and devices and not vg and _has(r"\bpv\b|\bphysical\s+volume\b|\blvm\s+(?:label|metadata)\b", text):
        return f"sudo pvremove {' '.join(devices)}"
    if _has(r"\b(?:activate|deactivate|enable|disable)\b", text) and not devices:
        on = "n" if _has(r"\b(?:deactivate|disable)\b", text) else "y"
        return f"sudo vgchange -a{on}" + (f" {vg}" if vg else "")
    if _has(r"\brename\b", text):
        new = _has(r"\bto\s+(?P<n>[\w.+-]+)\s*(?:in\s+\S+\s*)?$", text)
        old = [n for n in lvs if not new or n != new.group("n")]
        if new and old and vg:
            return f"sudo lvrename {vg} {old[0]} {new.group('n')}"
        return None
    if _has(r"\b(?:remove|delete|drop|destroy|get\s+rid\s+of)\b", text):
        if path and not devices:
            return f"sudo lvremove {path}"
        if vg and not lvs and not devices and _has(r"\bvolume\s+group\b|\bvg\b", text):
            return f"sudo vgremove {vg}"
        return None
    if devices and _has(r"\bphysical\s+volumes?\b|\bpvs?\b|\blvm\b", text) and not vg and create:
        return f"sudo pvcreate {' '.join(devices)}"
    if devices and vg and _has(r"\bvolume\s+group\b|\bvg\b", text) and not lvs and _has(r"\b(?:create|make|build|new|set\s+up)\b", text) and not _has(r"\bextend\b|\badd\b", text):
        return f"sudo vgcreate {vg} {' '.join(devices)}"
    if devices and vg and not lvs and _has(r"\b(?:add|extend|grow|include|join|put)\b", text):
        return f"sudo vgextend {vg} {' '.join(devices)}"
    grow = _has(r"\b(?:extend|grow|enlarge|increase|expand|give|bigger|lvextend)\b|\badd\s+(?:another\s+|an\s+extra\s+)?\d", text)
    shrink = _has(r"\b(?:shrink|reduce|lvreduce|smaller|decrease)\b", text)
    if lvs and create and not grow and not shrink and _has(r"\blogical\s+volume\b|\blv\b|\bvolume\b", text) and vg:
        name = _has(r"\b(?:called|named|name\s+it)\s+(?P<n>[\w.+-]+)", text)
        name = name.group("n") if name else next((n for n in lvs if n != vg), None)
        if name is None or _has(r"(?<![\w/])/dev/(?!mapper/|disk/)[\w.+-]+/[\w.+-]*\w", text):
            return None
        if _extents_all(text):
            return f"sudo lvcreate -l 100%FREE -n {name} {vg}"
        percent = _has(r"\b(?P<p>\d{1,2})\s*%\s*of\s+the\s+(?:free|remaining)\b", text)
        if percent:
            return f"sudo lvcreate -l {percent.group('p')}%FREE -n {name} {vg}"
        return f"sudo lvcreate -L {sizes[0]} -n {name} {vg}" if len(sizes) == 1 else None
    if path and (grow or shrink or _has(r"\bresize\b", text)):
        by = _has(r"\bby\s+(?:another\s+|an\s+extra\s+|a\s+further\s+)?(?P<s>\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?)\b|\b(?:another|an?\s+extra|a\s+further|additional)\s+(?P<s2>\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?)\b|\+(?P<s3>\d+(?:\.\d+)?\s*[KMGTP])|\badd\s+(?:another\s+|an\s+extra\s+)?(?P<s4>\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?)\b", text)
        to = _has(r"\bto\s+(?:a\s+total\s+of\s+|exactly\s+)?(?P<s>\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?)\b", text)
        if shrink:
            if by:
                return f"sudo lvreduce -r -L -{_size(by.group('s') or by.group('s2') or by.group('s3') or by.group('s4'))} {path}"
            return f"sudo lvreduce -r -L {_size(to.group('s'))} {path}" if to else None
        if grow and _extents_all(text):
            return f"sudo lvextend{fs} -l +100%FREE {path}"
        if grow and by:
            return f"sudo lvextend{fs} -L +{_size(by.group('s') or by.group('s2') or by.group('s3') or by.group('s4'))} {path}"
        if to:
            return f"sudo {'lvextend' if grow else 'lvresize'}{fs} -L {_size(to.group('s'))} {path}"
        return None
    if asks or _has(r"^\s*(?:lvm\s+)?(?:physical\s+volumes|volume\s+groups|logical\s+volumes|pvs|vgs|lvs)\s*\??\s*$", text):
        detail = _has(r"\b(?:details?|detailed|everything|full|verbose)\b", text)
        for pattern, tool in ((r"\blogical\s+volumes?\b|\blvs?\b", "lv"), (r"\bvolume\s+groups?\b|\bvgs?\b", "vg"), (r"\bphysical\s+volumes?\b|\bpvs?\b", "pv")):
            if _has(pattern, text):
                target = path if tool == "lv" and path else vg if tool == "vg" and vg else devices[0] if tool == "pv" and devices else ""
                if tool == "lv" and not path and vg and not lvs:
                    target = vg
                return f"sudo {tool}{'display' if detail else 's'}" + (f" {target}" if target else "")
    return None


# ---------------------------------------------------------------- LUKS

_MAPPING_STOP = frozenset("""the a an it its my this that luks luks2 mapping mapped volume device container partition disk drive encrypted again
now mapper name as to and with using cryptsetup header open opened close closed status is""".split())


def _mapping(text: str) -> str | None:
    """The name of a LUKS mapping: "map it as securedata", "/dev/mapper/securedata", "the securedata mapping"."""
    for pattern in (r"/dev/mapper/(?P<n>[\w.+-]+)", r"/dev/\S+\s+as\s+['\"]?(?P<n>[\w.+-]+)", r"\b(?:map(?:\s+it)?|mapped|open(?:\s+it)?|name(?:\s+it)?|call(?:\s+it)?|expose(?:\s+it)?)\s+(?:as|to|at)\s+['\"]?(?P<n>[\w.+-]+)",
                    r"\b(?:mapping|mapper\s+name|named|called)\s+['\"]?(?P<n>[\w.+-]+)", r"\b(?:volume|container|device)\s+['\"]?(?P<n>[\w.+-]+)['\"]?\s*$", r"\bas\s+['\"]?(?P<n>[\w.+-]+)['\"]?\s*(?:$|[,;(])",
                    r"\b(?:the\s+)?(?P<n>[\w.+-]+)\s+(?:luks\s+)?mapping\b", r"\b(?:close|lock|luksClose|status\s+of|is)\s+(?:the\s+)?(?P<n>[\w.+-]+)\b"):
        for m in re.finditer(pattern, text, re.I):
            name = m.group("n")
            if name.lower() not in _MAPPING_STOP and not name.startswith("/") and not _devices(name) and not re.fullmatch(r"luks\w*", name, re.I):
                return name
    return None


def _key_file(text: str) -> str | None:
    m = _has(r"\b(?:key[\s-]*file|keyfile|key)\s+(?:at\s+|in\s+|from\s+)?(?P<k>[~/][\w.@+/-]*\w)", text) or _has(r"(?P<k>[~/][\w.@+/-]*\.(?:key|keyfile|bin))\b", text)
    return m.group("k") if m else None


def luks_task(m: re.Match) -> str | None:
    """LUKS with cryptsetup: a partition formatted (only when encrypting it is asked), opened under a name (with a key
    file), closed, its status, its header dumped, backed up or restored, keys added, removed or changed, a key slot
    killed, a yes-or-no check, the ciphers' speed; and a line appended to /etc/crypttab."""
    text = m.string
    if _has(r"\b(?:veracrypt|truecrypt|bitlocker|gpg|gnupg|openssl|ecryptfs|encfs|zip|7z|age|tomb)\b", text):
        return None
    devices = [d for d in _devices(text) if not d.startswith("/dev/mapper/")]
    dev = devices[0] if len(devices) == 1 else None
    name = _mapping(text)
    key = _key_file(text)
    if _has(r"\bcrypttab\b", text):
        if not _has(r"\b(?:add|append|put|write|entry|line|register)\b", text):
            return None
        uuid = _UUID.search(text)
        source = f"UUID={uuid.group()}" if uuid else f"UUID=$(sudo blkid -s UUID -o value {dev})" if dev else None
        entry = _has(r"\badd\s+(?P<n>[\w.+-]+)\s+to\b", text)
        name = entry.group("n") if entry and entry.group("n").lower() not in _MAPPING_STOP else name
        if source is None or name is None:
            return None
        keyed = key if key and not _has(r"\bno\s+key\s*file\b", text) else "none"
        options = ["luks"] + (["discard"] if _has(r"\bdiscard\b|\btrim\b", text) else [])
        line = f"{name} {source} {keyed} " + ",".join(options)
        return f"echo {_quoted_line(line)} | sudo tee -a /etc/crypttab"
    if _has(r"\bbenchmark\w*|\bhow\s+fast\b|\bspeed\b", text) and not dev:
        return "cryptsetup benchmark"
    if _has(r"\b(?:is|whether|if|check)\b[^.]*\b(?:a\s+)?luks\b|\bisluks\b", text) and dev and not _has(r"\b(?:open|unlock|format|encrypt|header|slot)\b", text):
        return f"sudo cryptsetup isLuks {dev} && echo yes" + (" || echo no" if _has(r"\b(?:or\s+no|otherwise|if\s+not|yes\s+or\s+no)\b", text) else "")
    if _has(r"\bheader\b", text) and _has(r"\b(?:back\s*up|backup|save|copy|dump\s+to)\b", text) and dev:
        out = next((p for p in _paths(text) if p != key), None)
        return f"sudo cryptsetup luksHeaderBackup {dev} --header-backup-file {out}" if out else None
    if _has(r"\bheader\b", text) and _has(r"\brestore\b", text) and dev:
        out = next(iter(_paths(text)), None)
        return f"sudo cryptsetup luksHeaderRestore {dev} --header-backup-file {out}" if out else None
    slot = _has(r"\b(?:key\s*)?slot\s+(?:number\s+|#)?(?P<n>\d+)\b", text)
    if slot and dev and _has(r"\b(?:wipe|kill|remove|delete|clear|erase|destroy|drop)\b", text):
        return f"sudo cryptsetup luksKillSlot {dev} {slot.group('n')}"
    if _has(r"\b(?:header|key\s*slots?|keyslots|luksdump|dump)\b", text) and dev and _has(r"\b(?:show|dump|print|list|see|display|what|which|info|details|read|inspect|luksdump)\b", text):
        return f"sudo cryptsetup luksDump {dev}"
    if _has(r"\b(?:add|enroll|new|another|extra|second|additional|register)\b", text) and _has(r"\b(?:pass\s*phrases?|passwords?|keys?|key\s*files?|keyfiles?)\b", text) and dev \
            and not _has(r"\b(?:open|unlock)\b", text):
        return f"sudo cryptsetup luksAddKey {dev}" + (f" {key}" if key else "")
    if _has(r"\b(?:change|replace|rotate)\b", text) and _has(r"\b(?:pass\s*phrase|password)\b", text) and dev:
        return f"sudo cryptsetup luksChangeKey {dev}"
    if _has(r"\b(?:remove|delete|revoke|drop)\b", text) and _has(r"\b(?:pass\s*phrase|password|key\s*file|keyfile|key)\b", text) and dev:
        return f"sudo cryptsetup luksRemoveKey {dev}" + (f" {key}" if key else "")
    if _has(r"\b(?:luksformat|encrypt|format|initiali[sz]e|set\s+up|setup|create|make)\b", text) and dev and not _has(r"\b(?:open|unlock|mount|close)\b|\bluks\s+(?:mapping|volume)\b|\bopened\b", text) \
            and not _has(r"\b(?:ext[234]|xfs|btrfs|vfat|fat32|exfat)\b", text):
        kind = _has(r"\bluks(?P<v>[12])\b", text)
        return f"sudo cryptsetup luksFormat {'--type luks' + kind.group('v') + ' ' if kind else ''}{dev}" + (f" {key}" if key else "")
    if _has(r"\b(?:open|unlock|luksopen|decrypt|map|attach)\b", text) and dev:
        if name is None or name == key:
            return None
        return f"sudo cryptsetup open {'--key-file ' + key + ' ' if key else ''}{dev} {name}"
    if _has(r"\b(?:close|lock|luksclose|unmap|detach|shut)\b", text) and name and not devices:
        return f"sudo cryptsetup close {name}"
    if _has(r"\bresize\b|\bgrow\b", text) and name and not devices:
        return f"sudo cryptsetup resize {name}"
    if _has(r"\bstatus\b|\bis\s+(?:the\s+)?\S+\s+(?:mapping\s+)?(?:open|active|unlocked)\b|\bcipher\b|\bbacking\s+device\b", text) and name and not devices:
        return f"sudo cryptsetup status {name}"
    return None


# ---------------------------------------------------------------- /etc/fstab lines

_MOUNT_OPTIONS = ("defaults", "noatime", "nodiratime", "relatime", "nofail", "noauto", "ro", "rw", "nosuid", "noexec", "nodev", "discard", "user", "users",
                  "_netdev", "x-systemd.automount", "sync", "async", "exec", "suid", "dev", "auto", "nouser", "sw", "pri=\\d+", "uid=\\d+", "gid=\\d+",
                  "umask=\\d+", "fmask=\\d+", "dmask=\\d+", "size=\\d+[kmg%]?", "mode=\\d+", "vers=[\\d.]+", "credentials=[\\w./~-]+", "compress=\\w+",
                  "subvol=[\\w@./-]+", "errors=remount-ro", "commit=\\d+", "bind", "loop")
_BARE_OPTIONS = frozenset("ro rw sw dev exec suid auto sync async user users bind loop".split())
_OPTION_WORDS = ((r"\bread[\s-]*only\b|\breadonly\b", "ro"), (r"\bread[\s-]*write\b", "rw"), (r"\bno[\s-]+atime\b", "noatime"),
                 (r"\bno[\s-]+exec\w*\b|\bnot?\s+(?:be\s+)?executable\b|\bwithout\s+exec\w*", "noexec"), (r"\bno[\s-]+suid\b|\bno\s+setuid\b", "nosuid"),
                 (r"\bno[\s-]+dev(?:ices?)?\b", "nodev"), (r"\bdon'?t\s+(?:mount\s+)?(?:it\s+)?(?:automatically\s+)?at\s+boot\b|\bnot\s+(?:be\s+)?mounted\s+at\s+boot\b", "noauto"),
                 (r"\b(?:don'?t|doesn'?t|won'?t|not)\s+(?:hang|fail|block|stop)\b|\beven\s+(?:if|when)\s+(?:it'?s\s+|it\s+is\s+)?(?:missing|absent|unplugged|not\s+plugged)", "nofail"))


def _options_said(text: str, extra: tuple = ()) -> list[str]:
    """The mount options a request names, in its order: written as mount takes them ("noexec", "uid=1000",
    "defaults,noatime") or said in words ("read-only", "owned by uid 1000 and gid 1000")."""
    found = []
    for word in (*_MOUNT_OPTIONS, *extra):
        for m in re.finditer(rf"(?<![\w=/.-]){word}(?![\w=/-])", text, re.I if word not in _BARE_OPTIONS else 0):
            if word in _BARE_OPTIONS and not re.search(r"(?:[,(]|\bwith|\boptions?|-o|,?\s+and|\bplus)\s*$", text[:m.start()]):
                continue   # a bare word of English ("user alice", "dev box"): only where options are listed
            found.append((m.start(), m.group().lower()))
    for pattern, option in _OPTION_WORDS:
        for m in re.finditer(pattern, text, re.I):
            found.append((m.start(), option))
    for m in re.finditer(r"\b(?P<k>uid|gid|umask)\s+(?:of\s+|=\s*)?(?P<v>\d+)\b", text, re.I):
        found.append((m.start(), f"{m.group('k').lower()}={m.group('v')}"))
    out = []
    for _, option in sorted(found):
        if option not in out:
            out.append(option)
    return out


def fstab_line(m: re.Match) -> str | None:
    """A line appended to /etc/fstab with ``echo '…' | sudo tee -a /etc/fstab``: the source (a UUID or label said, a
    device's UUID read with blkid, an NFS or SMB share, a swap file), the mount point, the type, the options ("defaults"
    when none is said), dump and pass (as said, else 0 and 2 for ext file systems, 0 for the rest)."""
    text = m.string
    if _has(r"\b(?:verify|validate|sanity|check|test|back\s*up|backup|copy|show|print|cat|view|list|edit|remove|delete|comment|mount\s+(?:all|everything))\b", text) \
            and not _has(r"\b(?:add|append|put|write|insert|register)\b", text):
        return None
    if not _has(r"\b(?:add|append|put|write|insert|register|entry|line|come\s+back|persist\w*|permanent\w*|survive|after\s+(?:a\s+)?reboot|at\s+boot|on\s+boot|every\s+boot|automatically)\b", text):
        return None
    paths = _paths(text)
    devices = _devices(text)
    fs = _fs_type(text)
    uuid = _UUID.search(text)
    share = _has(r"(?P<s>//[\w.-]+/[\w.$/-]+)|(?<![\w/])(?P<n>[\w.-]+:/[\w./-]*)", text)
    label = _has(r"\blabel(?:led|ed)?\s+['\"]?(?P<l>[\w.-]+)|\bLABEL=(?P<l2>[\w.-]+)", text)
    dump = _has(r"\bdump\s+(?:(?:field|value)\s+)?(?:of\s+|=\s*)?(?P<n>[01])\b", text)
    passno = _has(r"\b(?:fsck\s+)?pass(?:no)?\s+(?:(?:field|value|number)\s+)?(?:of\s+|=\s*)?(?P<n>[012])\b|\bfsck\s+(?:order\s+)?(?P<n2>[012])\b", text)
    swap = fs == "swap" or _has(r"\bswap\b", text) or any("swap" in p for p in paths)
    if swap:
        source = next((p for p in paths if "swap" in p), paths[0] if len(paths) == 1 else None) or (devices[0] if len(devices) == 1 else None)
        if source is None:
            return None
        if devices and source == devices[0] and _is_partition(source) and not uuid:
            source = f"UUID=$(sudo blkid -s UUID -o value {source})"
        return f"echo {_quoted_line(f'{source} none swap sw 0 0')} | sudo tee -a /etc/fstab"
    if share:
        source = share.group("s") or share.group("n")
        fs = fs or ("cifs" if share.group("s") else "nfs")
        fs = "nfs4" if _has(r"\bnfs\s*v?4\b", text) else fs
        target = next((p for p in paths if p != source), None)
        if target is None or _has(r"\b(?:smb|cifs|windows|samba)\b", text) and fs not in ("cifs",) and share.group("n"):
            return None
        options = [o for o in _options_said(text) if o not in ("rw",)] or ["defaults"]
        return f"echo '{source} {target} {fs} {','.join(options)} {dump.group('n') if dump else '0'} {(passno.group('n') or passno.group('n2')) if passno else '0'}' | sudo tee -a /etc/fstab"
    if uuid:
        source = f"UUID={uuid.group()}"
    elif label and not devices:
        source = f"LABEL={label.group('l') or label.group('l2')}"
    elif len(devices) == 1:
        source = f"UUID=$(sudo blkid -s UUID -o value {devices[0]})" if _is_partition(devices[0]) or re.match(r"/dev/(?:[sv]d|nvme|mmcblk|hd|xvd)", devices[0]) else devices[0]
    else:
        return None
    targets = [p for p in paths if p.startswith("/")]
    if len(targets) != 1 or fs is None or fs == "swap":
        return None
    fs = {"ntfs": "ntfs-3g"}.get(fs, fs)
    options = _options_said(text) or ["defaults"]
    if "defaults" in options:
        options = ["defaults"] + [o for o in options if o != "defaults"]
    first = dump.group("n") if dump else "0"
    second = (passno.group("n") or passno.group("n2")) if passno else ("1" if targets[0] == "/" else "2" if fs.startswith("ext") or fs == "vfat" else "0")
    line = f"{source} {targets[0]} {fs} " + ",".join(options) + f" {first} {second}"
    return f"echo {_quoted_line(line)} | sudo tee -a /etc/fstab"


# ---------------------------------------------------------------- swap

def _free(text: str) -> str:
    """free in the unit a request says (megabytes, gigabytes, else human sizes), every N seconds where said."""
    unit = "-m" if _has(r"\bmega\s*bytes?\b|\bmb\b|\bmib\b", text) else "-g" if _has(r"\bgiga\s*bytes?\b|\bgb\b|\bgib\b", text) else "-h"
    every = _has(r"\bevery\s+(?P<n>\d+)\s*(?:s|secs?|seconds?)\b", text)
    return f"free {unit}" + (f" -s {every.group('n')}" if every else "")


def swap_task(m: re.Match) -> str | None:
    """Swap: a swap file made (fallocate or dd, chmod 600, mkswap, swapon; its fstab line where it should last), a
    partition or file formatted as swap and turned on, one area turned on or off, what is active (``swapon --show``),
    memory and swap used (``free -h``), swappiness read or made permanent."""
    text = m.string
    if not _has(r"\bswap(?:on|off|piness|file|label)\b|\bmkswap\b|\bswap\s*(?:space|file|partition|area|device|usage|use|used|devices|files|partitions|areas|is|summary)\b|"
                r"\b(?:as|into|for|to|of|the|all|any|no|and|is|turn|on|off|a|much)\s+swap\b|\bswap\s+(?:off|on)\b|\bswap\s*(?:$|[?.!,])", text):
        return None
    paths = [p for p in _paths(text) if p not in ("/etc/sysctl.conf",) and not p.startswith("/etc/sysctl.d")]
    devices = _devices(text)
    targets = paths + devices
    if _has(r"\bswappiness\b", text) and _has(r"/etc/sysctl\.d/|\b(?:write|put)\s+(?:the\s+)?line\b", text):
        return None   # a line written to a file of its own: the text rows'
    if _has(r"\bswappiness\b", text):
        n = _has(r"\b(?:to|=|of)\s*(?P<n>\d{1,3})\b", text)
        if n is None:
            return "cat /proc/sys/vm/swappiness" if not _has(r"\b(?:set|change|lower|raise|make)\b", text) else None
        if _has(r"\bpermanent\w*|\bpersist\w*|\b(?:survive|across|after)\s+(?:a\s+)?reboots?\b|\bfor\s+good\b|\bsysctl\.conf\b", text) and not _has(r"\bnot\s+permanent", text):
            return f"echo 'vm.swappiness={n.group('n')}' | sudo tee -a /etc/sysctl.conf && sudo sysctl -p"
        if _has(r"\bset\s+(?:the\s+)?(?:vm[\s.]+)?swappiness\s+(?:value\s+)?to\s+\d+|\bvm\.swappiness\s+to\b", text):
            return None   # the system rows' sysctl
        return f"sudo sysctl vm.swappiness={n.group('n')}"
    if _has(r"\b(?:ram|memory|mem)\s+(?:and|&|\+)\s+swap\b|\bswap\s+(?:and|&|\+)\s+(?:ram|memory|mem)\b", text):
        return _free(text)
    size = _sizes(text)
    making = _has(r"\b(?:create|make|add|set\s+up|setup|allocate|build|new)\b", text)
    if making and size and _has(r"\bswap\s*files?\b", text):
        where = next((p for p in paths if p.startswith("/") or p.startswith("~")), None)
        if where is None or where.startswith("~"):
            return None
        if _has(r"\bdd\b", text):
            n, unit = re.fullmatch(r"(\d+(?:\.\d+)?)([KMGTP])", size[0]).groups()
            if "." in n or unit not in "MG":
                return None
            count = int(n) * (1024 if unit == "G" else 1)
            made = f"sudo dd if=/dev/zero of={where} bs=1M count={count}" + (" status=progress" if _has(r"\bprogress\b", text) else "")
        else:
            made = f"sudo fallocate -l {size[0]} {where}"
        plain_file = not _has(r"\bswap\s*files?\b", re.sub(r"\S*/\S*", " ", text)) and _has(r"\b(?:a|an)\s+\S+\s+file\b", text)
        if (plain_file or _has(r"^\s*(?:please\s+)?(?:just\s+)?allocate\b", text)) and not _has(r"\b(?:enable|activate|turn\s+(?:it\s+)?on|swapon|mkswap|and\s+(?:use|make|format|set))\b", text):
            return made   # the file allocated, as asked: making it swap is the next request
        command = f"{made} && sudo chmod 600 {where} && sudo mkswap {where} && sudo swapon {where}"
        if _has(r"\bfstab\b|\bpermanent\w*|\bpersist\w*|\b(?:survive|across|after)\s+(?:a\s+)?reboots?\b|\bat\s+boot\b|\bfor\s+good\b", text):
            command += f" && echo '{where} none swap sw 0 0' | sudo tee -a /etc/fstab"
        return command
    if _has(r"\b(?:remove|delete|get\s+rid\s+of|drop)\b", text) and len(paths) == 1 and not devices:
        return f"sudo swapoff {paths[0]} && sudo rm {paths[0]}"
    if _has(r"\bmkswap\b|\b(?:format|initiali[sz]e|make|turn|set\s+up|setup|prepare|mark)\b[^.]*\b(?:as|into|for)\s+(?:a\s+)?swap\b|\bswap\s+(?:area|signature)\s+on\b|"
            r"\bmake\s+\S+\s+(?:a\s+|into\s+a\s+)?swap\s+(?:partition|area|device|space)\b", text):
        if len(targets) != 1:
            return None
        label = _has(r"\b(?:label(?:led|ed)?|call(?:ed)?\s+it|named|name\s+it)\s+(?P<l>[\w.-]+)", text)
        made = f"sudo mkswap {'-L ' + label.group('l') + ' ' if label else ''}{targets[0]}"
        if _has(r"\b(?:enable|activate|turn\s+(?:it\s+)?on|switch\s+(?:it\s+)?on|use\s+it|start\s+using|swapon)\b", text):
            return f"{made} && sudo swapon {targets[0]}"
        return made
    off = _has(r"\b(?:disable|deactivate|turn\s+off|switch\s+off|stop\s+using|swapoff)\b|\bturn\s+\S+\s+off\b", text)
    on = _has(r"\b(?:enable|activate|turn\s+on|switch\s+on|start\s+using|swapon)\b|\bturn\s+\S+\s+on\b", text)
    if off and not on:
        if targets:
            return f"sudo swapoff {' '.join(targets)}"
        return "sudo swapoff -a" if _ALL.search(text) or _has(r"^\s*(?:please\s+)?(?:disable|turn\s+off|swapoff)\s+swap\b", text) else None
    if on and not off and not _has(r"\bswap\s+(?:usage|use)\b|\bin\s+use\b", text):
        priority = _has(r"\bpriority\s+(?:of\s+)?(?P<p>-?\d+)\b", text)
        if targets:
            return f"sudo swapon {'-p ' + priority.group('p') + ' ' if priority else ''}{' '.join(targets)}"
        return "sudo swapon -a" if _ALL.search(text) or _has(r"^\s*(?:please\s+)?(?:turn\s+on|enable|activate|swapon)\s+(?:the\s+)?swap\b", text) else None
    if targets:
        return None
    if _has(r"\bswap\s+(?:devices|areas|files|partitions)\b|\b(?:each|every)\s+(?:swap\s+)?(?:device|area|file|partition)\b", text):
        return "swapon --show"
    if _has(r"\bhow\s+much\b|\bhow\s+big\b|\btotal\b", text):
        return _free(text)
    if _has(r"\b(?:which|what|list|show|display|active|enabled|in\s+use|is\s+there|do\s+i\s+have|any|usage|summary|check)\b", text):
        return "swapon --show"
    return None


# ---------------------------------------------------------------- file systems made

# Further tasks a request may go on to ask after the file system is made ("… and copy my photos onto it"): not composed here.
_FOLLOW_ONS = re.compile(r"\b(?:and|then|,)\s+(?:then\s+)?(?:also\s+)?(?P<verb>copy|move|mv|cp|rsync|add|append|chown|chmod|write|check|fsck|verify|test|encrypt|open|restore|"
                         r"extract|install|reboot|restart|back|backup|sync|fill|populate|benchmark|delete|remove|wipe|zero|shred|partition|resize|grow|shrink|"
                         r"register|print|show|list|tell|report|echo|run|start|enable|disable|turn|create|make\s+a|put\s+(?:it\s+)?in|unmount|umount|eject)\b", re.I)


def _mkfs_options(fs: str, text: str) -> list[tuple[int, str]]:
    """mkfs's options for what the request names, each with where it says it (the order the values go in)."""
    options = []
    label = _has(r"\b(?:with\s+(?:the\s+|a\s+)?label|label(?:led|ed)?(?:\s+it)?|call(?:ed)?(?:\s+it)?|named|name\s+it|give\s+it\s+the\s+(?:label|name))\s+(?:as\s+)?['\"]?(?P<l>[\w.-]+)['\"]?", text)
    if label and label.group("l").lower() not in ("the", "a", "it", "as", "label"):
        options.append((label.start(), f"{'-n' if fs == 'vfat' else '-L'} {label.group('l')}"))
    if fs == "vfat":
        bits = _has(r"\bfat\s*(?P<b>12|16|32)\b", text)
        if bits:
            options.append((-1, f"-F {bits.group('b')}"))
    if fs.startswith("ext"):
        reserved = _has(r"\b(?:zero|no|0\s*%?|without(?:\s+any)?)\s+reserved(?:\s+(?:root\s+)?(?:blocks|space))?\b|\breserved\s+(?:root\s+)?(?:blocks|space)\b[^.]*?\b(?P<p>\d+(?:\.\d+)?)\s*%|"
                        r"(?<![\w-])-m\s*(?P<p2>\d+)\b|\b(?P<p3>\d+(?:\.\d+)?)\s*%\s+(?:of\s+)?reserved\b", text)
        if reserved:
            options.append((reserved.start(), f"-m {reserved.group('p') or reserved.group('p2') or reserved.group('p3') or '0'}"))
        ratio = _has(r"\b(?:one\s+)?inode\s+(?:per|for\s+every|every)\s+(?P<n>\d+)\s*(?:bytes)?\b|\bbytes[\s-]*per[\s-]*inode\s+(?:of\s+)?(?P<n2>\d+)\b|\binode\s+ratio\s+(?:of\s+)?(?P<n3>\d+)\b", text)
        if ratio:
            options.append((ratio.start(), f"-i {ratio.group('n') or ratio.group('n2') or ratio.group('n3')}"))
        count = _has(r"\b(?P<n>\d+)\s+inodes\b", text)
        if count and not ratio:
            options.append((count.start(), f"-N {count.group('n')}"))
        block = _has(r"\bblock\s*size\s+(?:of\s+)?(?P<n>1024|2048|4096)\b|\b(?P<n2>1024|2048|4096)[\s-]*bytes?\s+blocks?\b|\b(?P<n3>1|2|4)\s*k\s+blocks?\b", text)
        if block:
            options.append((block.start(), f"-b {block.group('n') or block.group('n2') or int(block.group('n3')) * 1024}"))
        if _has(r"\bwithout\s+(?:a\s+)?journal\b|\bno\s+journal\b", text):
            options.append((0, "-O ^has_journal"))
    if fs == "btrfs":
        level = _has(r"\b(?P<l>raid(?:0|1|10|1c3|5|6)|single|dup)\b", text) or _has(r"\b(?P<m>mirror\w*)\b", text)
        if level:
            lvl = (level.group("l") if "l" in level.groupdict() and level.group("l") else "raid1").lower()
            if _has(r"\bdata\b", text) and _has(r"\bmetadata\b", text) or not _has(r"\b(?:data|metadata)\b", text):
                options += [(level.start(), f"-d {lvl}"), (level.start() + 1, f"-m {lvl}")]
            elif _has(r"\bmetadata\b", text):
                options.append((level.start(), f"-m {lvl}"))
            else:
                options.append((level.start(), f"-d {lvl}"))
    if _has(r"\bforce\w*\b|\beven\s+if\b|\boverwrit\w*\s+(?:the\s+)?(?:existing|old)\b|\balready\s+has\b", text):
        options.append((-2, {"xfs": "-f", "btrfs": "-f", "ext2": "-F", "ext3": "-F", "ext4": "-F", "ntfs": "-F"}.get(fs, "")))
    if fs == "ntfs" and _has(r"\bquick\w*|\bfast\b", text):
        options.append((-2, "-f"))
    return [o for o in options if o[1]]


def fs_made(m: re.Match) -> str | None:
    """A file system made where the request clearly asks for one: ``sudo mkfs.ext4 -L backups /dev/sdb1``, FAT32 as
    ``mkfs.vfat -F 32 -n LABEL``, exFAT, XFS, NTFS, btrfs over several disks (mirrored: ``-d raid1 -m raid1``), with
    the reserved blocks, the inode ratio or count, the block size, no journal or force the request names; on a LUKS
    mapping or a logical volume by their names; mounted afterwards where the request goes on to say so. None without
    a type or a single target, or with more asked than this knows."""
    text = m.string
    if _has(r"\b(?:fstab|crypttab|mounted|is\s+formatted|what\s+(?:file\s*system|fs)|which\s+(?:file\s*system|fs)|check|repair|fsck|resize|grow|shrink|label\s+of|"
            r"luksformat|encrypt\w*|raid\s+array|mdadm|iso|usb\s+image|image\s+file|dd\b)", text):
        return None
    fs = _fs_type(text.split(" mount", 1)[0] if " and mount" in text else text)
    tool = _has(r"\bmkfs\.(?P<t>\w+)\b|\bmkfs\s+-t\s+(?P<t2>\w+)\b", text)
    if tool:
        fs = (tool.group("t") or tool.group("t2")).lower()
        fs = "vfat" if fs in ("fat", "msdos") else fs
    if fs is None:
        return None
    devices = _devices(text)
    mapper = _has(r"\b(?:luks\s+)?(?:mapping|mapper)\s+(?P<n>[\w.+-]+)", text)
    if mapper and not devices:
        devices = [f"/dev/mapper/{mapper.group('n')}"]
    if not devices:
        path = _lv_path(text) if _has(r"\blogical\s+volume\b|\blv\b", text) else None
        devices = [path] if path else []
    if not devices:
        return None
    if fs == "swap":
        return None   # swap_task's
    if len(devices) > 1 and fs != "btrfs":
        return None
    if _FOLLOW_ONS.search(text):
        return None
    flags = " ".join(o for _, o in sorted(_mkfs_options(fs, text)))
    command = f"sudo mkfs.{fs} {flags + ' ' if flags else ''}{' '.join(devices)}"
    mount = _has(r"\band\s+(?:then\s+)?mount\s+it\s+(?:on|at|to|under)\s+(?P<d>/[\w./-]*\w)", text)
    if mount:
        command += f" && sudo mount {devices[0]} {mount.group('d')}"
    elif _has(r"\bmount\b", text):
        return None
    return command


# ---------------------------------------------------------------- file systems grown, shrunk, checked, tuned and labelled

def fs_resized(m: re.Match) -> str | None:
    """A file system grown to fill its partition or volume, or shrunk: ``resize2fs`` (after ``e2fsck -f`` where the
    request asks for the check), ``xfs_growfs`` on the mount point, ``btrfs filesystem resize``."""
    text = m.string
    if _has(r"\bgrowpart\b|\bpartition\s+(?:number\s+|#)?\d+\b|\b(?:grow|resize|extend|expand|enlarge|stretch)\s+(?:the\s+)?(?:root\s+)?partition\b", text):
        return None   # the partition grown first: partition_task
    if _has(r"\b(?:by|add)\s+(?:another\s+|an\s+extra\s+)?\d+(?:\.\d+)?\s*[KMGTP]", text) and (_lv_path(text) or _has(r"/dev/mapper/", text)):
        return None   # the volume grown by a size first: lvm_task
    devices = _devices(text)
    paths = [p for p in _paths(text) if p.startswith("/")]
    size = _has(r"\bto\s+(?:a\s+total\s+of\s+|exactly\s+)?(?P<s>\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?)\b", text)
    if _has(r"\bxfs\b|\bxfs_growfs\b", text):
        if _has(r"\bshrink|\bsmaller\b|\breduce\b", text) or size:
            return None
        target = paths[0] if len(paths) == 1 else None
        return f"sudo xfs_growfs {target}" if target else None
    if _has(r"\bbtrfs\b", text):
        if len(paths) != 1:
            return None
        if size:
            return f"sudo btrfs filesystem resize {_size(size.group('s'))} {paths[0]}"
        return f"sudo btrfs filesystem resize max {paths[0]}" if _has(r"\b(?:grow|expand|extend|fill|max\w*)\b", text) else None
    if len(devices) != 1:
        return None
    dev = devices[0]
    if _has(r"\bshrink|\bsmaller\b|\breduce\b", text) or size:
        if size is None:
            return None
        resized = f"sudo resize2fs {dev} {_size(size.group('s'))}"
        if _has(r"\be2fsck\b|\bfsck\b|\bcheck\b", text):
            return f"sudo e2fsck -f {dev} && {resized}"
        return resized
    if _has(r"\b(?:grow|expand|extend|enlarge|fill|resize|resize2fs|match|take\s+up|use\s+(?:all|the\s+(?:whole|full|new)))\b", text):
        return f"sudo resize2fs {dev}"
    return None


def fs_checked(m: re.Match) -> str | None:
    """A file system checked: ``fsck`` with ``-n`` (nothing changed), ``-y`` (yes to every fix), ``-f`` (forced),
    ``-p`` (safe fixes only), ``e2fsck`` or ``fsck.ext4`` where named, ``e2fsck -c`` for bad blocks too; XFS with
    ``xfs_repair`` (``-n`` to only look)."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1 or _has(r"\b(?:resize2fs|shrink|grow|mdadm|raid|smart\w*|badblocks?|bad\s+(?:blocks|sectors)|luks|lvm)\b", text) and not _has(r"\be2fsck\s+-c\b", text):
        return None
    dev = devices[0]
    if re.fullmatch(r"/dev/(?:[sv]d[a-z]+|nvme\d+n\d+|mmcblk\d+)", dev) and not _has(rf"\b(?:{_FS})\b|\bfsck\b|\be2fsck\b|\bfile\s*system\b", text):
        return None   # a whole disk "checked for errors": its partitions hold the file systems (or SMART is meant)
    if _has(r"\bxfs\b|\bxfs_repair\b", text):
        return f"sudo xfs_repair -n {dev}" if _NO_CHANGE.search(text) or not _has(r"\b(?:repair|fix|correct)\b|\bxfs_repair\b", text) else f"sudo xfs_repair {dev}"
    tool = _has(r"\b(?P<t>e2fsck|fsck\.(?:ext[234]|vfat|fat|exfat))\b", text)
    tool = tool.group("t") if tool else "fsck"
    flags = []
    if _has(r"\bforc\w*|\beven\s+if\b[^.]*\bclean\b|\bfull\s+check\b|(?<![\w-])-f\b", text):
        flags.append("-f")
    if _NO_CHANGE.search(text):
        flags.append("-n")
    elif _has(r"\b(?:fix|repair|correct)\w*\s+(?:them|it|everything|all|the\s+errors|errors)?\s*automatically\b|\byes\s+to\s+(?:every|all|each|any)|\banswer\w*\s+yes\b|\bassum\w*\s+yes\b|\bauto(?:matic(?:ally)?)?[\s-]*(?:fix|repair|correct)\w*|\b(?:fix|repair)\w*\s+(?:everything|all|every\s+\w+|any\s+\w+)\b|\bnon[\s-]*interactive\w*|\bwithout\s+(?:asking|prompt\w*|confirm\w*)|\bdon'?t\s+(?:ask|prompt)\b|(?<![\w-])-y\b", text):
        flags.append("-y")
    elif _has(r"\bpreen\b|\bsafe(?:ly)?\b[^.]*\b(?:fix|repair)\w*|(?<![\w-])-p\b", text):
        flags.append("-p")
    if _has(r"\bbad\s+blocks?\b", text) and tool == "e2fsck":
        flags.append("-c")
    if _has(r"\bverbose\b|\bprogress\b", text) and tool != "fsck":
        flags.append("-v" if _has(r"\bverbose\b", text) else "-C 0")
    return f"sudo {tool} {' '.join(flags) + ' ' if flags else ''}{dev}"


def _interval(said: str) -> str | None:
    m = re.fullmatch(r"(?P<n>\d+|a|one)\s*(?P<u>days?|weeks?|months?|d|w|m)", said.strip(), re.I)
    if m is None:
        return None
    n = "1" if m.group("n").lower() in ("a", "one") else m.group("n")
    return n + m.group("u")[0].lower()


def ext_tuned(m: re.Match) -> str | None:
    """An ext file system's settings with tune2fs: its superblock listed (``-l``, one field picked with grep: when it
    was last checked, its mount count), the checks by mount count and by time turned off or set (``-c``, ``-i``), the
    reserved blocks (``-m``), a new random UUID (``-U random``), a label (``-L``)."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1 or _has(r"\b(?:md|raid|mdadm|luks|lvm|xfs|btrfs)\b", text):
        return None
    dev = devices[0]
    if _has(r"\b(?:last\s+(?:checked|fsck\w*|check\w*)|(?:checked|fsck'?d|fscked)\s+last|when\s+was\b[^.]*\b(?:fsck'?d|fscked|checked))\b", text):
        return f"sudo tune2fs -l {dev} | grep -i 'last checked'"
    changed = _has(r"\b(?:turn\s+off|disable|stop|set|every|after|change|cut|lower|reduce|raise|drop|remove|give|generate|regenerate|no\s+more|never)\b", text)
    if _has(r"\bdumpe2fs\b", text) and not changed:
        return f"sudo dumpe2fs -h {dev}"
    if _has(r"\bsuperblock\b|\btune2fs\s+-l\b", text) and not changed:
        return f"sudo tune2fs -l {dev}"
    if _has(r"\b(?:how\s+many\s+times|mount\s*count)\b", text) and not changed:
        return f"sudo tune2fs -l {dev} | grep -i 'mount count'"
    if _has(r"\breserved\b", text) and not changed and _has(r"^\s*(?:how|what|show|print|check)\b", text):
        return f"sudo tune2fs -l {dev} | grep -i 'reserved block count'"
    flags = []
    periodic = _has(r"\b(?:turn\s+off|disable|stop|switch\s+off|no\s+more|never)\b[^.]*\b(?:periodic|mount[\s-]*count|time[\s-]*based|interval|scheduled|automatic|forced|boot[\s-]*time)\b", text)
    if periodic:
        count = _has(r"\bmount[\s-]*count\b", text)
        timed = _has(r"\btime[\s-]*based\b|\binterval\b|\bby\s+time\b|\bdays\b|\bmonths\b", text)
        if count or not timed:
            flags.append("-c 0")
        if timed or not count:
            flags.append("-i 0")
    every_mounts = _has(r"\b(?:every|after)\s+(?P<n>\d+)\s+mounts\b|\bmax(?:imum)?\s+mount\s*count\s+(?:to\s+|of\s+)?(?P<n2>\d+)\b", text)
    if every_mounts:
        flags.append(f"-c {every_mounts.group('n') or every_mounts.group('n2')}")
    every_time = _has(r"\b(?:every|each)\s+(?P<t>\d+\s*(?:days?|weeks?|months?)|(?:a\s+)?(?:day|week|month))\b", text)
    if every_time and not periodic and _has(r"\b(?:check|fsck)\w*\b", text):
        said = every_time.group("t")
        flags.append("-i " + _interval(said if said[0].isdigit() else "1 " + said.split()[-1]))
    reserved = _has(r"\breserved\b", text)
    if reserved:
        pct = _has(r"\b(?P<p>\d+(?:\.\d+)?)\s*(?:%|percent)", text)
        if pct:
            flags.append(f"-m {pct.group('p')}")
        elif _has(r"\b(?:zero|none|no|remove|drop|get\s+rid)\b|\bto\s+0\b", text):
            flags.append("-m 0")
        else:
            return None
    if _has(r"\b(?:random|new|fresh|different|unique|regenerate|change)\b[^.]*\buuid\b|\buuid\b[^.]*\b(?:random|regenerat\w*)\b", text):
        flags.append("-U random")
    label = _has(r"\blabel\s+(?:to\s+|as\s+)?(?P<l>[\w.-]+)", text) if _has(r"\btune2fs\b", text) else None
    if label:
        flags.append(f"-L {label.group('l')}")
    if flags:
        return f"sudo tune2fs {' '.join(flags)} {dev}"
    if _has(r"\btune2fs\b", text) and _has(r"\b(?:features|block\s+count|inode\s+count|block\s+size|settings|details|info\w*)\b", text) \
            and _has(r"\b(?:show|list|print|dump|display|what|details|see|read|view)\b", text):
        return f"sudo tune2fs -l {dev}"
    return None


_LABEL_TOOLS = {"vfat": "fatlabel", "exfat": "exfatlabel", "ntfs": "ntfslabel"}


def labelled(m: re.Match) -> str | None:
    """A file system's label set ("rename the ext4 label on /dev/sdb1 to media" → ``sudo e2label /dev/sdb1 media``,
    FAT's with fatlabel, exFAT's, NTFS's, XFS's with xfs_admin -L, btrfs's, swap's with swaplabel) or read."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1 or _has(r"\b(?:mkfs|format\w*|gpt|msdos|mbr|mklabel|partition\s+table|disk\s*label|fstab|mount\w*|which\s+device|what\s+device|find\s+the\s+device|tune2fs)\b", text):
        return None
    if _has(r"\buuids?\b|\b(?:file\s*system|fs)\s*types?\b|\bfstype\b|\bwhat\s+(?:file\s*system|fs)\b", text):
        return None   # more than the label asked: block_devices
    dev = devices[0]
    fs = _fs_type(text)
    new = _has(r"\b(?:to|as)\s+['\"]?(?P<l>[\w.-]+)['\"]?\s*[.!]?\s*$|\blabel\s+(?:it\s+)?['\"]?(?P<l2>[\w.-]+)['\"]?\s*[.!]?\s*$|\bthe\s+label\s+['\"]?(?P<l3>[\w.-]+)['\"]?\s*$", text)
    setting = _has(r"\b(?:set|change|rename|relabel|give|put|make|label|call|name|update|apply)\b", text) and not _has(r"^\s*(?:what|which|show|print|display|get|read|tell)\b", text)
    if setting and new:
        label = new.group("l") or new.group("l2") or new.group("l3")
        if label.lower() in ("the", "a", "it", "label") or label == dev.rsplit("/", 1)[1]:
            return None
        if fs == "xfs":
            return f"sudo xfs_admin -L {label} {dev}"
        if fs == "btrfs":
            return f"sudo btrfs filesystem label {dev} {label}"
        if fs == "swap":
            return f"sudo swaplabel -L {label} {dev}"
        return f"sudo {_LABEL_TOOLS.get(fs, 'e2label')} {dev} {label}"
    if setting:
        return None
    if fs and fs.startswith("ext"):
        return f"sudo e2label {dev}"
    return f"sudo blkid -s LABEL -o value {dev}"


# ---------------------------------------------------------------- partitions

def partition_task(m: re.Match) -> str | None:
    """Partitions: listed (``fdisk -l``, ``parted print`` or ``gdisk -l`` where named), the free space between them
    (``parted print free``), the table's type (``lsblk -dno PTTYPE``), a new GPT or MBR table written (``parted -s``
    where no prompt is wanted) with one partition over the whole disk, a partition deleted, the kernel told to re-read
    the table (``partprobe``), a partition grown into new space (``growpart``, its ext4 or XFS file system after it)."""
    text = m.string
    devices = _devices(text)
    disks = [d for d in devices if not _is_partition(d)]
    if _has(r"\b(?:lvm|volume\s+groups?|vgs?|logical\s+volumes?|mdadm|raid|luks|swap)\b", text):
        return None
    grow = _has(r"\bgrowpart\b|\b(?:grow|extend|expand|enlarge|resize|stretch)\s+(?:the\s+)?(?:root\s+|last\s+|(?:first|second|third|fourth|fifth|sixth|1st|2nd|3rd|[4-9]th)\s+)?partition\b|\bpartition\s+(?:\d+\s+)?(?:of\s+\S+\s+)?(?:to\s+)?(?:grow|fill)\b", text)
    number = _has(r"\bpartition\s+(?:number\s+|#)?(?P<n>\d+)\b", text)
    ordinal = _has(r"\b(?P<o>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|1st|2nd|3rd|[4-9]th)\s+partition\b", text)
    if number is None and ordinal:
        n = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "seventh": "7", "eighth": "8", "ninth": "9"}.get(
            ordinal.group("o").lower(), ordinal.group("o")[0])
        number = re.match(r"(?P<n>\d+)", n)
    if grow:
        if _has(r"\bto\s+\d+(?:\.\d+)?\s*[KMGTP]|\bby\s+\d+(?:\.\d+)?\s*[KMGTP]|\bshrink\b", text):
            return None   # a size said: growpart only fills the space there is
        named = _has(r"\bgrowpart\s+(?P<d>/dev/\S+)\s+(?P<n>\d+)\b", text)
        if named:
            disk, n = named.group("d"), named.group("n")
        elif number and len(disks) == 1:
            disk, n = disks[0], number.group("n")
        elif len(devices) == 1 and _split(devices[0]):
            disk, n = _split(devices[0])
        else:
            return None
        command = f"sudo growpart {disk} {n}"
        if _has(r"\b(?:and|then)\b[^.]*\b(?:file\s*system|fs|resize2fs)\b", text):
            part = f"{disk}{'p' if disk[-1].isdigit() else ''}{n}"
            if _has(r"\bext[234]\b|\bresize2fs\b", text):
                return f"{command} && sudo resize2fs {part}"
            mount = [p for p in _paths(text) if p.startswith("/")]
            if _has(r"\bxfs\b", text) and len(mount) == 1:
                return f"{command} && sudo xfs_growfs {mount[0]}"
            return None
        return command
    if _has(r"\bpartprobe\b|\bre-?read\b|\breload\b|\brescan\b|\btell\s+the\s+kernel\b|\bkernel\s+(?:to\s+)?(?:see|notice|pick\s+up|know)\b", text) \
            and _has(r"\bpartition|\btable\b|\bpartprobe\b", text):
        return f"sudo partprobe{' ' + disks[0] if len(disks) == 1 else ''}" if len(disks) <= 1 else None
    label = _has(r"\b(?P<t>gpt|msdos|mbr|dos)\b", text)
    if label and _has(r"\b(?:write|create|make|put|initiali[sz]e|set\s+up|give|new|fresh|label|wipe\s+and|mklabel|convert)\b", text) \
            and _has(r"\b(?:partition\s+table|table|label|disk\s*label|mklabel|scheme)\b", text) and not _has(r"^\s*(?:is|does|which|what|check|show|tell)\b|\?\s*$", text):
        if len(disks) != 1:
            return None
        kind = "gpt" if label.group("t").lower() == "gpt" else "msdos"
        script = "-s " if _NO_PROMPT.search(text) else ""
        command = f"sudo parted {script}{disks[0]} mklabel {kind}"
        if _has(r"\b(?:single|one|a)\s+(?:big\s+|new\s+)?(?:(?:ext[234]|xfs|btrfs)\s+)?partition\b[^.]*\b(?:whole|entire|full|all|100\s*%|spanning|spans|covering|covers|filling|fills|taking\s+up)\b", text):
            fs = _has(r"\b(?P<f>ext[234]|xfs|btrfs)\b", text)
            command += f" mkpart primary {fs.group('f') + ' ' if fs else ''}0% 100%"
        elif _has(r"\bpartitions?\b(?!\s+table)", text.replace("partition table", "")):
            return None
        return command
    if label or _has(r"\bpartition\s+(?:table\s+)?(?:type|scheme|style|format)\b|\b(?:type|kind|sort|style)\s+of\s+partition\s+table\b|\bdisk\s*label\s+type\b", text):
        if len(devices) == 1 and _has(r"^\s*(?:is|does|which|what|check|show|tell|find)\b|\bor\b|\?\s*$", text):
            return f"lsblk -dno PTTYPE {devices[0]}"
        return None
    if _has(r"\b(?:delete|remove|drop)\b", text) and _has(r"\bpartition\b", text):
        if number and len(disks) == 1:
            return f"sudo parted {disks[0]} rm {number.group('n')}"
        if len(devices) == 1 and _split(devices[0]):
            disk, n = _split(devices[0])
            return f"sudo parted {disk} rm {n}"
        return None
    if _has(r"\b(?:free|unpartitioned|unallocated|unused|empty)\s+(?:disk\s+)?(?:space|room|area|gaps?)\b", text) and len(disks) == 1:
        return f"sudo parted {disks[0]} print free"
    if _has(r"\b(?:single|one|a)\s+(?:big\s+|new\s+)?partition\b[^.]*\b(?:whole|entire|full|all|100\s*%)\b", text) and _has(r"\b(?:create|make|add|new|put)\b", text) and len(disks) == 1:
        return f"sudo parted {'-s ' if _NO_PROMPT.search(text) else ''}{disks[0]} mkpart primary 0% 100%"
    if _has(r"\bbytes\b|\blsblk\b|\bjson\b|\btree\b", text):
        return None   # lsblk's views
    if _has(r"\b(?:list|show|print|display|what|which|see|view|dump|read)\b|\bfdisk\s+-l\b|\bparted\b[^.]*\bprint\b", text) \
            and _has(r"\bpartitions\b|\bpartition\s+(?:table|layout|map|list)\b|\bfdisk\b|\bparted\b|\bgdisk\b|\bsfdisk\b", text):
        if len(disks) == 1 and len(devices) == 1:
            if _has(r"\bparted\b", text):
                return f"sudo parted {disks[0]} print"
            if _has(r"\bgdisk\b", text):
                return f"sudo gdisk -l {disks[0]}"
            if _has(r"\bsfdisk\b", text):
                return f"sudo sfdisk -l {disks[0]}"
            if not _has(r"\bfdisk\b|\bpartition\s+(?:table|layout|map)\b|\btable\b", text):
                return f"lsblk {disks[0]}"
            return f"sudo fdisk -l {disks[0]}"
        if not devices and _has(r"\bfdisk\b", text):
            return "sudo fdisk -l"
    return None


# ---------------------------------------------------------------- block devices found and listed

_LSBLK_WORDS = ((r"\bnames?\b", "NAME"), (r"\bmodels?\b", "MODEL"), (r"\bserial(?:\s+numbers?)?\b|\bserials\b", "SERIAL"), (r"\bsizes?\b|\bcapacit\w+", "SIZE"),
                (r"\bvendors?\b", "VENDOR"), (r"\btransport\b|\binterface\b", "TRAN"), (r"\brotational\b|\bspinning\b|\bssd\s+or\b|\bhdd\s+or\b", "ROTA"),
                (r"\bfirmware\s+(?:version|revision|rev)\b|\brevision\b", "REV"), (r"(?<!transport )(?<!table )\btypes?\b(?!\s+of\s+file)", "TYPE"),
                (r"\bmount\s*points?\b|\bwhere\s+(?:they(?:'re|\s+are)\s+)?mounted\b", "MOUNTPOINT"))


def block_devices(m: re.Match) -> str | None:
    """Block devices found and listed: with their file system, label and UUID (``lsblk -f``), one field of one device
    (``blkid -s UUID -o value``, the label), the device of a label or UUID (``blkid -L``, ``blkid -U``), whole disks
    only with the columns named in the request's order (``lsblk -d -o NAME,MODEL,SERIAL,SIZE``), blkid's view, the
    persistent names under /dev/disk, whether a disk spins."""
    text = m.string
    devices = _devices(text)
    if _has(r"\b(?:crypttab|mount\s+(?!points?\b)|luks|mdadm|lvm|smart\w*|swap)\b|\b(?:add|append|put|write)\b[^.]*\bfstab\b", text):
        return None
    by = _has(r"/dev/disk/by-(?P<k>id|uuid|label|path|partuuid|partlabel)\b|\b(?:persistent|stable)\s+(?:disk\s+|device\s+)?names\b", text)
    if by:
        return f"ls -l /dev/disk/by-{by.group('k') if by.group('k') else 'id'}/"
    label = _has(r"\b(?:which|what|find|get|show|where)\b[^.]*\b(?:device|partition|disk|drive|node|volume)\b[^.]*(?:\b(?:has|have|having|with|carries|carrying|bears|bearing|is)\s+(?:the\s+|a\s+)?"
                 r"(?:file\s*system\s+|fs\s+)?label\s+|\blabel(?:led|ed)\s+|LABEL=)['\"]?(?P<l>[\w.-]+)", text)
    said_by_system = _has(r"\b(?:which|what|find\s+(?:the|which))\s+device\s+(?:has|with|carries)\s+(?:the\s+)?(?:file\s*system\s+)?(?:label|uuid)\s", text)
    if label and not devices and label.group("l").lower() not in ("the", "a", "of", "and", "its", "their"):
        return None if said_by_system else f"sudo blkid -L {label.group('l')}"   # (the system rows' blkid -L)
    uuid = _UUID.search(text)
    if uuid and not devices and _has(r"\b(?:which|what|find|get|show|resolve)\b[^.]*\b(?:device|partition|disk|drive|node)\b|\bdevice\s+(?:node\s+)?(?:for|of)\b", text):
        return None if said_by_system else f"sudo blkid -U {uuid.group()}"
    if _has(r"\b(?:ssd|solid[\s-]*state|nvme)\b[^.]*\bor\b[^.]*\b(?:spinning|rotational|hdd|hard\s+(?:disk|drive)|rust|platters?|mechanical)\b"
            r"|\b(?:spinning|rotational|hdd|hard\s+(?:disk|drive)|rust|mechanical)\b[^.]*\bor\b[^.]*\b(?:ssd|solid[\s-]*state)\b|\bis\s+\S+\s+(?:an?\s+)?(?:ssd|rotational|spinning)\b", text):
        if len(devices) == 1 and not _is_partition(devices[0]) and re.fullmatch(r"/dev/[\w-]+", devices[0]):
            return f"cat /sys/block/{devices[0][5:]}/queue/rotational"
        return "lsblk -d -o NAME,ROTA" if not devices else None
    if not devices and _has(r"\b(?:which|what)\s+(?:of\s+(?:my|the)\s+)?(?:disks|drives)\s+(?:are|is)\s+(?:an?\s+)?(?:ssds?|spinning|rotational|hdds?|hard\s+(?:disks|drives)|solid[\s-]*state)\b", text):
        return "lsblk -d -o NAME,ROTA"
    if _has(r"\bblkid\b", text):
        kind = _has(r"\b(?:an?\s+)?(?P<t>ext[234]|xfs|btrfs|vfat|ntfs|exfat|swap|f2fs)\s+(?:file\s*system|fs|partition)s?\b", text)
        if kind and not devices and _has(r"\b(?:all|every|which|list|find)\b", text):
            return f"sudo blkid -t TYPE={kind.group('t').lower()}"
        if len(devices) == 1 and _has(r"\b(?:only|just)\s+(?:the\s+)?(?:file\s*system\s+type|fs\s*type|type)\b", text):
            return f"sudo blkid -s TYPE -o value {devices[0]}"
        if len(devices) == 1:
            return f"sudo blkid {devices[0]}"
        return "sudo blkid" if not devices and _has(r"\b(?:every|all|each)\b|^\s*(?:run\s+|show\s+|print\s+)?blkid\s*$", text) else None
    asked = [(re.search(p, text, re.I).start(), c) for p, c in ((r"\buuids?\b", "UUID"), (r"\blabels?\b", "LABEL"), (r"\b(?:file\s*systems?|fs)\s*(?:types?)?\b|\bfstypes?\b|\bformat(?:ted)?\b", "TYPE"))
             if re.search(p, text, re.I)]
    fields = [c for _, c in sorted(asked)]
    if len(devices) == 1 and fields and _has(r"\b(?:what|whats|what's|which|show|print|get|give|tell|find|read|display|need|want)\b|\?\s*$|^\s*(?:the\s+)?(?:uuid|label)\s+of\b", text) \
            and not _has(r"\b(?:set|change|rename|new|random|fresh|generate|give\s+it)\b", text):
        if len(fields) == 1 and (fields[0] == "LABEL" or _has(r"\b(?:only|just|bare|nothing\s+else|by\s+itself|value|for\s+(?:a|my)\s+script|in\s+a\s+variable)\b", text)):
            return f"sudo blkid -s {fields[0]} -o value {devices[0]}"
        if len(fields) == 1 and fields[0] == "UUID":
            return f"sudo blkid {devices[0]}"   # blkid's line, the UUID on it (as most references give it)
        return f"sudo blkid {devices[0]}" if len(set(fields)) > 1 else None   # the type alone: the system rows' lsblk
    if len(devices) > 1 and len(fields) == 1 and fields[0] in ("UUID", "LABEL") and _has(r"\b(?:what|whats|what's|which|show|print|get|give|tell|find|list)\b", text):
        return f"sudo blkid -s {fields[0]} {' '.join(devices)}"
    if not devices and len(set(fields)) >= 2 and _has(r"\b(?:block\s+devices?|disks?|drives?|partitions?|devices?|everything)\b", text) \
            and _has(r"\b(?:show|list|print|display|what|which|see|get|give|every|all|each)\b", text):
        return "lsblk -f"
    if not devices and _has(r"\b(?:physical\s+)?(?:disks|drives)\s+only\b|\b(?:only|just)\s+(?:the\s+)?(?:physical\s+|whole\s+)?(?:disks|drives)\b|\bno\s+partitions\b|\bwithout\s+(?:the\s+)?partitions\b|\bphysical\s+(?:disks|drives)\b", text):
        cols = sorted((re.search(p, text, re.I).start(), c) for p, c in _LSBLK_WORDS if re.search(p, text, re.I))
        cols = [c for _, c in cols if c != "NAME"]
        if not cols:
            return "lsblk -d" if _has(r"\b(?:list|show|table|print|display)\b", text) else None
        return f"lsblk -d -o NAME,{','.join(cols)}"
    if not devices and _has(r"^\s*(?:list|show|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?:disks|drives)\s+with\s+(?:their\s+)?", text) \
            and not _has(r"\b(?:each|every|all(?:\s+the)?|the|whole)\s+(?:disks?|drives?|block\s+devices?)\b|\bblock\s+devices\b", text):
        cols = sorted((re.search(p, text, re.I).start(), c) for p, c in _LSBLK_WORDS if re.search(p, text, re.I))
        cols = [c for _, c in cols if c != "NAME"]
        return f"lsblk -d -o NAME,{','.join(cols)}" if cols else None
    return None


# ---------------------------------------------------------------- mounts

def _share_source(text: str) -> tuple[str, str] | None:
    """A network share and its type: //server/share (cifs), server:/export (nfs)."""
    m = _has(r"(?P<s>//[\w.-]+/[\w.$/-]*\w)|(?<![\w/])(?P<n>[\w.-]+:/[\w./-]*)", text)
    if m is None:
        return None
    if m.group("s"):
        return m.group("s"), "cifs"
    return m.group("n"), "nfs4" if _has(r"\bnfs\s*v?4\b", text) else "nfs"


_LOOP_FILE = re.compile(r"(?<![\w/])(?P<f>[~./\w][\w./~-]*\.(?:iso|img|raw))\b", re.I)


def mounted(m: re.Match) -> str | None:
    """``_mount_composed``'s mount, after the mount point is made where the request makes it first ("create /mnt/cdrom
    and mount rescue.iso there")."""
    said = _mount_composed(m)
    made = _has(r"\b(?:create|make)\s+(?:the\s+(?:folder|directory|dir|mount\s*point)\s+)?(?P<d>/[\w./-]+)\s+(?:and|then|,)", m.string)
    if said is None or made is None or not said.startswith("sudo mount") or made.group("d") not in said.split():
        return said
    return f"sudo mkdir -p {made.group('d')} && {said}"


def _mount_composed(m: re.Match) -> str | None:
    """mount composed: a device, a UUID or label, an image (``-o loop``), an NFS or SMB share (``-t nfs``, ``-t cifs -o
    username=…``), a tmpfs of a size, a bind mount, on a folder with the options said (read-only, noexec, nosuid, uid
    and gid …) and ``-t`` where the type is asked for; a remount with new options (``mount -o remount,rw /``); every
    entry of fstab (``mount -a``)."""
    text = m.string
    if _has(r"\b(?:sshfs|fuse|rclone|s3fs|gcsfuse|docker|container|podman|kubectl|pods?|overlay|veracrypt|encfs|davfs|webdav)\b|\bumount|\bunmount", text) \
            and not _has(r"\bremount\b", text):
        return None
    if _has(r"\bfstab\b", text):
        if _has(r"\b(?:everything|all)\b", text) and not _has(r"\b(?:add|append|entry|line)\b", text):
            return "sudo mount -a"
        return None
    if _has(r"\bautomatically\b|\b(?:at|on|every|after)\s+(?:each\s+)?(?:re)?boot\b|\bpermanent\w*|\bpersist\w*|\bsurvive\w*|\bfor\s+good\b", text):
        return None   # a line of fstab: fstab_line
    paths = [p for p in _paths(text)]
    devices = _devices(text)
    options = _options_said(text)
    if _has(r"\bremount\b", text):
        after = text[_has(r"\bremount\b", text).start():]
        mode = _has(r"\b(?P<rw>read[\s-]*write|read\s+and\s+write|rw|writ(?:e)?able)\b|\b(?P<ro>read[\s-]*only|ro)\b", after)
        opts = [o for o in _options_said(after) if o not in ("ro", "rw")]
        if mode:
            opts.insert(0, "rw" if mode.group("rw") else "ro")
        if not opts:
            return None
        target = "/" if _has(r"\broot\s+(?:file\s*system|fs|partition)\b|\bthe\s+root\b", text) else (paths[0] if len(paths) == 1 else devices[0] if len(devices) == 1 and not paths else None)
        return f"sudo mount -o remount,{','.join(opts)} {target}" if target else None
    if _has(r"\bbind\b|--bind\b|-o\s+bind\b", text):
        if len(paths) != 2:
            return None
        onto = _has(rf"{re.escape(paths[1])}\s+(?:on|onto|to|at|over)\s+{re.escape(paths[0])}", text)
        src, dst = (paths[1], paths[0]) if onto else (paths[0], paths[1])
        if "ro" in options:
            return f"sudo mount --bind {src} {dst} && sudo mount -o remount,bind,ro {dst}"
        return f"sudo mount --bind {src} {dst}"
    if _has(r"\btmpfs\b|\bram\s*disk\b|\bramfs\b|\bin\s+ram\b|\bin[\s-]*memory\s+(?:file\s*system|folder|directory)\b", text):
        if len(paths) != 1 or devices:
            return None
        size = _has(r"(?P<s>\d+(?:\.\d+)?\s*[KMG](?:i?B)?)\b|\b(?P<p>\d{1,2})\s*%", text)
        extra = [o for o in options if o not in ("defaults",)]
        opts = ([f"size={_size(size.group('s')) if size.group('s') else size.group('p') + '%'}"] if size else []) + extra
        return f"sudo mount -t tmpfs {'-o ' + ','.join(opts) + ' ' if opts else ''}tmpfs {paths[0]}"
    share = _share_source(text)
    loop = _LOOP_FILE.search(text)
    uuid = _UUID.search(text)
    label = _has(r"\b(?:with\s+(?:the\s+)?)?label(?:led|ed)?\s+['\"]?(?P<l>[\w.-]+)", text)
    kind = None
    if share:
        source, kind = share
        username = _has(r"\b(?:as|user(?:name)?|login)\s+(?:user\s+|the\s+user\s+)?(?P<u>[a-z_][\w.-]*)\b", text)
        if kind == "cifs":
            if username and username.group("u").lower() not in ("the", "a", "my", "root", "guest", "read", "user"):
                options.insert(0, f"username={username.group('u')}")
            elif _has(r"\bguest\b|\banonymous\w*|\bno\s+password\b", text):
                options.insert(0, "guest")
            vers = _has(r"\b(?:smb|cifs)\s*v?(?P<v>[123](?:\.\d+)?)\b|\bvers(?:ion)?\s*=?\s*(?P<v2>[123]\.\d+)\b", text)
            if vers:
                v = vers.group("v") or vers.group("v2")
                options.append(f"vers={v if '.' in v else v + '.0'}")
        targets = [p for p in paths if not source.endswith(p)]
    elif loop and not devices:
        source = loop.group("f")
        options.insert(0, "loop")
        targets = [p for p in paths if p != source and not source.endswith(p)]
    elif uuid and not devices:
        source = f"UUID={uuid.group()}"
        targets = paths
    elif label and not devices and not _has(r"\bfile\s*system\s+label\b[^.]*\b(?:device|partition)\b", text) and label.group("l").lower() not in ("the", "a"):
        source = f"LABEL={label.group('l')}"
        targets = paths
    elif len(devices) == 1:
        source = devices[0]
        targets = paths
    else:
        return None
    if len(targets) != 1:
        return None
    fs = _has(rf"\b(?:as|type|-t|using|with)\s+(?:an?\s+)?(?P<t>{_FS}|nfs4?|cifs)\b|(?<![\w.-])(?P<t2>{_FS})(?![\w-])", text)
    if kind is None and fs and "loop" not in options:
        t = (fs.group("t") or fs.group("t2")).lower()
        kind = {"fat": "vfat", "fat16": "vfat", "fat32": "vfat", "ntfs": "ntfs-3g"}.get(t, t)
    options = [o for o in options if o not in ("defaults", "nofail", "noauto", "sw", "_netdev", "auto") and not o.startswith("x-")]
    command = "sudo mount" + (f" -t {kind}" if kind else "") + (f" -o {','.join(options)}" if options else "") + f" {source} {targets[0]}"
    if _has(r"\b(?:create|make|mkdir)\b[^.]*?\b(?:directory|folder|dir|mount\s*point)\b[^.]*?\bmount\b|\bmkdir\b", text):
        sudo = "" if re.match(r"~|/home/|/tmp/", targets[0]) else "sudo "
        return f"{sudo}mkdir -p {targets[0]} && {command}"   # the folder made first ("create /mnt/usb2 and mount /dev/sde1 there")
    return command


def unmounted(m: re.Match) -> str | None:
    """umount composed: the mount points or devices named, lazily (``-l``, for a mount that hangs), forced (``-f``),
    recursively (``-R``), every mount of a type (``-a -t nfs``)."""
    text = m.string
    if _has(r"\b(?:sshfs|fuse|docker|container|fstab|luks|encrypted)\b", text):
        return None
    if _has(r"\bwithout\s+(?:un|u)mount\w*", text):
        return None
    targets = _paths(text) + _devices(text)
    flags = []
    if _has(r"\blaz(?:y|ily)\b|\bhangs?\b|\bhanging\b|\bstuck\b|--lazy\b", text):
        flags.append("-l")
    if _has(r"\bforc\w*|\bunreachable\b|\bdead\b|\bgone\b(?![^.]*\blaz)", text) and "-l" not in flags:
        flags.append("-f")
    if _has(r"\brecursive\w*|\beverything\s+(?:mounted\s+)?(?:below|under|beneath|inside)\b|\bnested\b|\bsub[\s-]?mounts\b", text):
        flags.append("-R")
    kind = _has(r"\b(?:all|every)\s+(?:the\s+|of\s+the\s+)?(?P<t>nfs4?|cifs|smb|tmpfs|vfat|ext4|xfs)\s+(?:shares|mounts|file\s*systems|volumes)\b", text)
    if kind and not targets:
        t = kind.group("t").lower()
        return f"sudo umount {' '.join(flags) + ' ' if flags else ''}-a -t {'cifs' if t == 'smb' else t}"
    if not targets or _has(r"\b(?:mount|attach)\s+(?!point)", text.replace("unmount", "").replace("umount", "")):
        return None
    if _has(r"\bbusy\b|\bcan'?t\s+(?:un|u)mount\b", text) and _has(r"\b(?:process\w*|who|what(?:'?s|\s+is)?\s+(?:using|holding|keeping))\b", text) and not _has(r"\blaz(?:y|ily)|\bforc", text):
        return f"sudo fuser -vm {targets[0]}" if _has(r"\bprocess\w*", text) else None
    return f"sudo umount {' '.join(flags) + ' ' if flags else ''}{' '.join(targets)}"


def mount_options_shown(m: re.Match) -> str | None:
    """"what options is /var/www mounted with" → ``findmnt -no OPTIONS /var/www``; what is mounted on a folder."""
    text = m.string
    paths = [p for p in _paths(text) if p.startswith("/")]
    devices = _devices(text)
    targets = paths + devices
    if len(targets) != 1:
        return None
    if _has(r"\boptions?\b|\bflags\b|\bmounted\s+with\s+(?:noexec|nosuid|nodev|noatime|ro|rw|relatime)\b", text):
        return f"findmnt -no OPTIONS {targets[0]}"
    if paths and _has(r"\b(?:what|which)\b[^.]*\bmounted\s+(?:on|at)\b", text):
        return f"findmnt {paths[0]}"
    return None


# ---------------------------------------------------------------- the rest of the trade

def wiped_signatures(m: re.Match) -> str | None:
    """wipefs: the signatures on a device listed (nothing wiped), or all of them erased (``-a``) where the request
    clearly asks for it."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1:
        return None
    if _NO_CHANGE.search(text) or _has(r"\b(?:list|show|what|which|see|find|print|display)\b", text) and not _has(r"\b(?:erase|wipe\s+(?:all|them|every|the)|remove|clear|delete|destroy|nuke)\b", text):
        return f"sudo wipefs {devices[0]}"
    if _has(r"\b(?:erase|wipe|remove|clear|delete|destroy|nuke|zap)\b", text):
        return f"sudo wipefs -a {devices[0]}"
    return None


def _standby(text: str) -> str | None:
    """hdparm -S's value for a spin-down time: 1-240 are steps of 5 seconds, 241-251 steps of 30 minutes."""
    m = _has(r"\b(?P<n>\d+)\s*(?P<u>seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b", text)
    if m is None:
        return None
    unit = m.group("u").lower()[0]
    seconds = int(m.group("n")) * {"s": 1, "m": 60, "h": 3600}[unit]
    if 0 < seconds <= 1200 and seconds % 5 == 0:
        return str(seconds // 5)
    if seconds % 1800 == 0 and 1800 <= seconds <= 11 * 1800:
        return str(240 + seconds // 1800)
    return None


def hdparm_task(m: re.Match) -> str | None:
    """hdparm: a disk's read speed timed (``-tT``, ``-t`` buffered or ``-T`` cached alone), its spin-down time
    (``-S``), put in standby now (``-y``), its identity (``-I``), its write cache on or off (``-W``)."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1:
        return None
    dev = devices[0]
    if _has(r"\bspin\s*down\b|\bstandby\b|\bsleep\b|\bidle\b", text):
        if _has(r"\b(?:now|right\s+away|immediately)\b", text):
            return f"sudo hdparm -y {dev}"
        value = _standby(text)
        return f"sudo hdparm -S {value} {dev}" if value else None
    if _has(r"\bwrite[\s-]*cach\w*", text):
        if _has(r"\b(?:off|disable\w*)\b", text):
            return f"sudo hdparm -W 0 {dev}"
        if _has(r"\b(?:on|enable\w*)\b", text):
            return f"sudo hdparm -W 1 {dev}"
        return f"sudo hdparm -W {dev}"
    if _has(r"\bbenchmark\w*|\bread\s+(?:speed|performance|throughput|rate)\b|\bhow\s+fast\b|\bspeed\s+test\b|\bthroughput\b|\btiming\b", text):
        cached = _has(r"\bcach\w*", text)
        buffered = _has(r"\bbuffer\w*|\bdisk\s+reads?\b|\braw\b", text)
        flag = "-T" if cached and not buffered and _has(r"\bonly\b", text) else "-t" if buffered and not cached and _has(r"\bonly\b", text) else "-tT"
        return f"sudo hdparm {flag} {dev}"
    if _has(r"\bhdparm\b", text) and _has(r"\b(?:info\w*|identify|identity|details|features)\b", text):
        return f"sudo hdparm -I {dev}"
    return None


def bad_blocks(m: re.Match) -> str | None:
    """badblocks: a read-only scan by default, ``-n`` for the non-destructive read-write test, ``-w`` only where a
    destructive write test is asked; ``-s`` for progress, ``-v`` verbose (the default when neither is said); e2fsck -c
    where the request names fsck."""
    text = m.string
    devices = _devices(text)
    if len(devices) != 1 or _has(r"\b(?:e2?fsck)\b", text):
        return None
    mode = ""
    if _has(r"\bnon[\s-]*destructive\b", text):
        mode = "n"
    elif _has(r"\bdestructive\b|\bwrite[\s-]*(?:mode\s+)?test\b|\bwipes?\s+(?:the\s+)?(?:data|everything)\b", text):
        mode = "w"
    flags = mode + ("s" if _has(r"\bprogress\b", text) else "") + ("v" if _has(r"\bverbose\b", text) else "")
    if not flags.replace(mode, ""):
        flags += "v"
    out = _has(r"\b(?:save|write|log|record|list|output)\b[^.]*\b(?:to|into|in)\s+(?P<f>[~./\w][\w./~-]*\.\w+)", text)
    return f"sudo badblocks -{flags}{' -o ' + out.group('f') if out else ''} {devices[0]}"


def trimmed(m: re.Match) -> str | None:
    """fstrim: every mounted file system that supports it (``-av``) or the ones named (``-v``); its weekly timer."""
    text = m.string
    if _has(r"\b(?:lines?|logs?|whitespace|spaces|video|audio|clip|strings?|columns?|text)\b|\.\w{2,4}\b", text):
        return None
    if _has(r"\b(?:timer|weekly|periodic\w*|schedule\w*|automatic\w*)\b", text) and _has(r"\b(?:enable|turn\s+on|start|activate|set\s+up)\b", text):
        return "sudo systemctl enable --now fstrim.timer"
    paths = [p for p in _paths(text) if p.startswith("/")] or (["/"] if _has(r"\broot\s+(?:file\s*system|fs|partition)\b", text) else [])
    if paths:
        return " && ".join(f"sudo fstrim -v {p}" for p in paths)
    if _ALL.search(text) or _has(r"\bmounted\b", text):
        return "sudo fstrim -av"
    return None


def loop_devices(m: re.Match) -> str | None:
    """Loop devices with losetup: an image attached to the first free one (``-f``; its partitions scanned with ``-P``,
    the device printed with ``--show``), all of them listed (``-a``), one detached (``-d``) or every one (``-D``)."""
    text = m.string
    image = _LOOP_FILE.search(text) or _has(r"(?<![\w/])(?P<f>[~./\w][\w./~-]*\.(?:qcow2|vdi|vmdk|bin|dd|disk))\b", text)
    loops = [d for d in _devices(text) if re.fullmatch(r"/dev/loop\d+", d)]
    if _has(r"\b(?:detach|detatch|release|remove|delete|drop|disconnect|tear\s+down)\b|\bfree\s+(?:up\s+)?(?:/dev/|all|every|the\s+loop)", text) and not image:
        if loops:
            return f"sudo losetup -d {' '.join(loops)}"
        return "sudo losetup -D" if _ALL.search(text) else None
    if image:
        if _has(r"\bmount\b", text) or _has(r"\b(?:qcow2|vdi|vmdk)\b", text):
            return None
        flags = "-f" + ("P" if _has(r"\bpartitions?\b|\bpartscan\b|-P\b", text) else "")
        show = " --show" if _has(r"\b(?:tell|show|print|which|what|report|echo|name|--show)\b", text) else ""
        ro = " -r" if _has(r"\bread[\s-]*only\b", text) else ""
        return f"sudo losetup {flags}{ro}{show} {image.group('f')}"
    if _has(r"\b(?:list|show|which|what|all|used|in\s+use|display)\b", text) and not loops:
        return "losetup -a"
    return None


def sparse_file(m: re.Match) -> str | None:
    """"create a sparse 10G file ~/vm/disk.img" → ``truncate -s 10G ~/vm/disk.img``."""
    text = m.string
    sizes = _sizes(text)
    paths = _paths(text) or [f.group() for f in re.finditer(r"(?<![\w/])[\w.-]+\.(?:img|raw|bin|dat|disk)\b", text)]
    if len(sizes) != 1 or len(paths) != 1:
        return None
    return f"{_sudo_for(paths[0])}truncate -s {sizes[0]} {paths[0]}"


def apparent_size(m: re.Match) -> str | None:
    """A file's apparent size beside the space it takes: ``du -h --apparent-size F && du -h F``."""
    text = m.string
    files = _paths(text) or [f.group() for f in re.finditer(r"(?<![\w/])[\w.-]+\.\w+\b", text)]
    if len(files) != 1 or not _has(r"\b(?:actual|allocated|real|on[\s-]*disk|disk\s+usage|really\s+(?:uses|takes))\b", text) \
            or _has(r"\b(?:rather\s+than|instead\s+of|not\s+the)\b", text):
        return None
    return f"du -h --apparent-size {files[0]} && du -h {files[0]}"


def inodes_counted(m: re.Match) -> str | None:
    """Inodes: the file systems' use and what is left (``df -i``), a folder's count (``du -s --inodes``), the folders
    under one holding the most (``du --inodes --max-depth=1 … | sort -rn | head -n N``)."""
    text = m.string
    if _has(r"\binode\s+(?:numbers?|no\.?|#|of)\b|\binodes?\s+\d+\b|\b(?:ls|stat|find)\b|\b[\w-]+\.[a-z]\w{0,4}\b", text):
        return None   # a file's own inode: ls -i, stat
    paths = [p for p in _paths(text) if p.startswith(("/", "~"))]
    if len(paths) > 1:
        return None
    if not paths and _has(r"\b(?:the\s+)?root\s+(?:file\s*system|partition|fs)\b", text):
        paths = ["/"]
    if len(paths) == 1 and _has(rf"\bon\s+(?:the\s+file\s*system\s+(?:of|at|holding|containing)\s+)?{re.escape(paths[0])}(?!/\w)", text) and not _has(r"\b(?:folder|dir|directory|files|top|most)\b", text):
        return "df -i" + ("h" if _has(r"\bhuman\b", text) else "") + f" {paths[0]}"
    top = _has(r"\b(?:top|most|biggest|largest|which\s+(?:\w+\s+)?(?:dirs|directories|folders|subdirectories))\b", text)
    if paths and top and _has(r"\b(?:dirs|directories|folders|subdirectories|entries|under|inside|in)\b", text):
        n = _has(r"\b(?:top|first)\s+(?P<n>\d+)\b|\b(?P<n2>\d+)\s+(?:dirs|directories|folders|subdirectories|entries)\b", text)
        where = paths[0]
        head = f" | head -n {n.group('n') or n.group('n2')}" if n else ""
        return f"{_sudo_for(where + '/')}du --inodes --max-depth=1 {where} | sort -rn{head}"
    if _has(r"\b(?:file\s*systems?|mounted|partitions?|disks?|df|left|free|available|remaining|full|run(?:ning)?\s+out)\b", text) or not paths:
        if not _has(r"\b(?:usage|use|used|using|left|free|available|remaining|full|run(?:ning)?\s+out|how\s+many|df|count)\b", text):
            return None
        return "df -i" + ("h" if _has(r"\bhuman\b", text) else "") + (f" {paths[0]}" if paths else "")
    if _has(r"\b(?:eat\w*|us(?:e|es|ed|ing)|tak\w*|hold\w*|consum\w*|how\s+many|count|number)\b", text):
        return f"{_sudo_for(paths[0] + '/')}du -s --inodes {paths[0]}"
    return None


def ncdu_run(m: re.Match) -> str | None:
    """ncdu on a folder, ``-x`` where the request keeps it on one file system, ``sudo`` for the system's folders."""
    text = m.string
    paths = [p for p in _paths(text) if p.startswith(("/", "~"))]
    if len(paths) > 1:
        return None
    where = paths[0] if paths else "~" if _has(r"\bmy\s+home\b|\bhome\s+(?:folder|directory|dir)\b", text) else None
    if where is None:
        return "ncdu" if _has(r"\b(?:here|this\s+(?:folder|directory)|current\s+(?:folder|directory))\b", text) or _has(r"^\s*(?:open|run|start|launch)\s+ncdu\s*$", text) else None
    one = "-x " if _has(r"\b(?:don'?t|do\s+not|without|never|no)\s+(?:cross\w*|descend\w*|go\w*|leav\w*|enter\w*)|\bother\s+file\s*systems\b|\bone\s+file\s*system\b|\bsame\s+file\s*system\b|\bstay\b|(?<![\w-])-x\b", text) else ""
    sudo = "sudo " if where == "/" or _sudo_for(where + "/") else ""
    return f"{sudo}ncdu {one}{where}"


def journal_space(m: re.Match) -> str | None:
    """"how much disk are the systemd journal logs using" → ``journalctl --disk-usage``."""
    text = m.string
    if _has(r"\b(?:vacuum|shrink|delete|remove|limit|trim|clean|reduce|keep|cap|set|rotate|older)\b", text):
        return None
    return "journalctl --disk-usage"


def xfs_info(m: re.Match) -> str | None:
    """"show the geometry (block size, agcount) of the xfs fs mounted on /srv/logs" → ``xfs_info /srv/logs``."""
    targets = [p for p in _paths(m.string) if p.startswith("/")] + _devices(m.string)
    return f"xfs_info {targets[0]}" if len(targets) == 1 else None


def imaged_with_dd(m: re.Match) -> str | None:
    """A whole device saved to an image with dd where the request goes on with dd's options ("with dd, 4M blocks,
    show progress"): ``sudo dd if=/dev/sdb of=/srv/images/sdb.img bs=4M status=progress``."""
    text = m.string
    devices = _devices(text)
    image = _has(r"(?<![\w/])(?P<f>[~./\w][\w./~-]*\.(?:img|iso|bin|raw|dd|image))\b", text)
    if len(devices) != 1 or image is None or text.find(devices[0].removeprefix("/dev/")) > image.start():
        return None
    block = _has(r"\b(?P<b>\d+\s*[KMG])(?:i?B)?\s+blocks?\b|\b(?:block\s*size|bs)\s*(?:of\s+|=\s*)?(?P<b2>\d+\s*[KMG])", text)
    bs = (block.group("b") or block.group("b2")).replace(" ", "").upper() if block else "4M"
    out = re.sub(r"^~(?=/)", "$HOME", image.group("f"))
    return f"sudo dd if={devices[0]} of={out} bs={bs} status=progress" + (" conv=fsync" if _has(r"\bfsync\b|\bsync\b", text) else "")


def btrfs_task(m: re.Match) -> str | None:
    """btrfs: a file system's real space use, a scrub started or its status, its subvolumes listed."""
    text = m.string
    paths = [p for p in _paths(text) if p.startswith("/")]
    if len(paths) != 1:
        return None
    if _has(r"\bscrub\b", text):
        verb = "status" if _has(r"\b(?:status|progress|result\w*|how\s+is)\b", text) else "start"
        return f"sudo btrfs scrub {verb} {paths[0]}"
    if _has(r"\bsubvol(?:ume)?s\b", text) and _has(r"\b(?:list|show|which|what)\b", text):
        return f"sudo btrfs subvolume list {paths[0]}"
    if _has(r"\b(?:usage|space|used|full|free|how\s+much|allocated)\b", text):
        return f"sudo btrfs filesystem usage {paths[0]}"
    return None


def biggest_entries(m: re.Match) -> str | None:
    """"which 10 entries directly under /var use the most disk space" → ``sudo du -sh /var/* | sort -rh | head -n 10``."""
    where = m.group("dir").rstrip("/") or "/"
    sudo = _sudo_for(where + "/") or ("sudo " if where == "/" else "")
    return f"{sudo}du -sh {where.rstrip('/')}/* | sort -rh | head -n {m.group('n')}"


def free_space_of(m: re.Match) -> str | None:
    """"how much free space is left on the filesystem holding /home" → ``df -h /home``; one number or another unit
    asked for: the system rows' df columns."""
    if _has(r"\b(?:only|just|bare|number|value|kilobytes|megabytes|gigabytes|bytes|kb|mb|gb|percent\w*|column)\b", m.string):
        return None
    return f"df -h {m.group('path')}"


def df_view(m: re.Match) -> str | None:
    """df's view composed: types hidden (``-x``) or kept (``-t``), the type column (``-T``), human sizes by default."""
    text = m.string
    hidden = []
    hide = _has(r"\b(?:hide|hiding|exclude|excluding|without|skip|skipping|leave\s+out|leaving\s+out|except|ignore|ignoring|no)\b(?P<rest>.*)$", text)
    if hide:
        hidden = [t.lower() for t in re.findall(r"\b(tmpfs|devtmpfs|squashfs|overlay|efivarfs|nfs4?|cifs)\b", hide.group("rest"), re.I)]
    types = " -T" if _has(r"\btypes?\b|\bfs\s*type\b|\bfstype\b", text) and not hidden else ""
    if not hidden and not types:
        return None
    return "df -h" + types + "".join(f" -x {t}" for t in dict.fromkeys(hidden))


# ---------------------------------------------------------------- the rows

_SIZE_WORD = r"\d+(?:\.\d+)?\s*[KMGTP](?:i?B)?"

_ROWS = (
    # "is /dev/sda healthy according to SMART?", "kick off a short SMART self-test on sdb", "drive temp of /dev/sda from smart"
    (re.compile(r"\bsmartctl\b|(?-i:\bSMART\b)|^(?=.*\bsmart\b)(?=.*(?:/dev/|\b(?:sd[a-z]|nvme\d|vd[a-z])))|^(?=.*\bpower(?:ed)?[\s-]*on\b)(?=.*/dev/)", re.I), smart_task),
    # "model, serial number and firmware of /dev/sdb?"
    (re.compile(r"^(?=.*\bfirmware\b)(?=.*\b(?:model|serial)\b)(?=.*/dev/)", re.I), firmware_asked),
    # "build a RAID1 mirror /dev/md0 from /dev/sdb1 and /dev/sdc1", "quick look at the state of all software raid arrays"
    (re.compile(r"\bmdadm\b|/proc/mdstat\b|\bmdstat\b|\bsoftware\s+raid\b|\braid[\s-]*(?:0|1|4|5|6|10)?\b(?=.*\b(?:arrays?|/dev/md|md\d|mirror|members?|disks|partitions|rebuild|resync|degraded|sd[a-z]))|"
                r"\braid\s+(?:arrays?|rebuild|resync|status|members?)\b|\bmd\s+(?:superblock|metadata)\b|\bzero\w*\s+(?:the\s+)?(?:md\s+|raid\s+|mdadm\s+)?superblocks?\b|(?<![\w/])(?:/dev/)?md(?!5\b)\d+\b(?!\.)", re.I), raid_task),
    # "rebuild the initramfs for the current kernel"
    (re.compile(r"\b(?:rebuild|regenerate|update|recreate|refresh|remake)\s+(?:the\s+)?initramfs\b|\bupdate-initramfs\b", re.I), initramfs_rebuilt),
    # "new 50G logical volume named lv_mysql in vg_data", "grow /dev/vg_data/lv_home by 10G and resize its ext4 filesystem"
    (re.compile(r"\blvm\b|\b(?:pv|vg|lv)(?:s|create|extend|reduce|remove|rename|display|resize|move|change|scan|convert)\b|\blogical\s+volumes?\b|\bvolume\s+groups?\b|"
                r"\bphysical\s+volumes?\b|\b(?:pv|vg|lv)s?\b|(?<![\w/.-])(?:vg|lv)(?:[_-][\w.-]+|\d+\b)|[\w.]+[-_](?:vg|lv)\d*\b|\bextents\b|(?<![\w/])/dev/(?!mapper/|disk/)[\w.+-]+/[\w.+-]*\w|"
                r"^(?=.*/dev/mapper/[\w.+]+-[\w.+-]+)(?=.*\b(?:extend|grow|enlarge|increase|expand|shrink|reduce|add)\b)", re.I), lvm_task),
    # "unlock the LUKS partition /dev/sdd1 and map it as securedata", "add securedata to /etc/crypttab"
    (re.compile(r"\bluks\w*\b|\bcryptsetup\b|\bcrypttab\b|\bdm-?crypt\b|\bkey\s*slots?\b|\b(?:full[\s-]*)?disk\s+encryption\b|\bencrypted\s+(?:volume|partition|disk|drive|container|mapping|device)\b|"
                r"^(?=.*\b(?:encrypt\w*|key\s*file|keyfile|pass\s*phrase)\b)(?=.*/dev/(?!null|zero|u?random))", re.I), luks_task),
    # "add an fstab line to mount UUID … at /data as ext4 with defaults,noatime", "make /swapfile come back after reboot (add it to fstab)"
    (re.compile(r"\bfstab\b|^(?=.*\bmount\w*\b)(?=.*(?:\bautomatically\b|\b(?:at|on|every|after)\s+(?:each\s+)?(?:re)?boot\b|\bpermanent\w*|\bpersist\w*|\bsurvive\w*))", re.I), fstab_line),
    # "create a 2G swap file at /swapfile …", "which swap devices or files are active right now", "format /dev/sda3 as swap and enable it"
    (re.compile(r"\bswap\w*\b|\bmkswap\b", re.I), swap_task),
    # "Format /dev/sdb1 as ext4 and give it the label backups", "exfat on /dev/sdf1 with the label TRANSFER", "put ext4 on the opened luks mapping securedata"
    (re.compile(rf"\bmkfs(?:\.\w+)?\b|\b(?:re)?format\b(?=.*\b(?:{_FS}|/dev/))|\b(?:make|create|put|build|lay\s+down|write|set\s+up)\b[^.]*?\b(?:an?\s+)?(?:{_FS})\b|"
                rf"^\s*(?:an?\s+)?(?:{_FS})\s+(?:file\s*system\s+|fs\s+)?on\s+/dev/", re.I), fs_made),
    # "partition /dev/sda2 was enlarged, grow its ext4 filesystem to match", "grow the xfs filesystem mounted at /srv/logs to fill it"
    (re.compile(r"\bresize2fs\b|\bxfs_growfs\b|\b(?:grow|resize|expand|extend|enlarge|shrink)\b[^.]*\b(?:file\s*system|fs)\b|\b(?:file\s*system|fs)\b[^.]*\b(?:grow|resize|expand|extend|enlarge|shrink)\b", re.I), fs_resized),
    # "turn off the periodic mount-count and time-based fsck on /dev/sdb1", "cut the reserved root blocks on /dev/sdb1 down to 1%", "when was /dev/sda1 last fsck'd?"
    (re.compile(r"\btune2fs\b|\bdumpe2fs\b|\breserved\s+(?:root\s+)?(?:blocks|space)\b|\bmount[\s-]*count\b|\blast\s+(?:checked|fsck\w*|check\w*)|\bfsck'?d\b|\bfscked\b|(?<!md\s)\bsuperblock\b|"
                r"\bcheck\s+interval\b|\bhow\s+many\s+times\b[^.]*\bmounted\b|^(?!.*\b(?:cron\w*|schedul\w*|timer)\b)(?=.*\b(?:check|fsck)\w*\b)(?=.*\bevery\s+\d+\s+(?:days|weeks|months)\b)(?=.*/dev/)|\b(?:random|new|fresh|different|unique)\s+uuid\b|\bperiodic\s+(?:fsck|checks?)\b|\b(?:every|after)\s+\d+\s+mounts\b", re.I), ext_tuned),
    # "scan /dev/sdd for bad blocks, read-only test, with progress and verbose output"
    (re.compile(r"\bbadblocks\b|\bbad[\s-]*(?:blocks?|sectors?)\b", re.I), bad_blocks),
    # "run a filesystem check on the unmounted ext4 partition /dev/sdb2 and answer yes to every fix", "check the xfs filesystem on /dev/sdc1 in no-modify mode"
    (re.compile(r"\bfsck\b|\be2fsck\b|\bfsck\.\w+|\bxfs_repair\b|\bfile\s*system\s+check\b|\b(?:check|scan|repair|fix|verify|examine)\b[^.]*\b(?:file\s*system|fs|ext[234]|xfs|partition|disk|drive)\b[^.]*"
                r"(?:\berrors?\b|\bcorrupt\w*|\bconsisten\w*|\bproblems?\b|\bintegrity\b|\bno[\s-]*modify\b)|\b(?:repair|fix)\s+(?:the\s+)?(?:corrupt\w*\s+|broken\s+)?(?:file\s*system|fs|ext[234]|xfs)\b|"
                r"\bcheck\s+(?:the\s+)?(?:ext[234]|xfs)\b|\b(?:check|scan|repair|fix)\s+(?:the\s+)?/dev/\S+\s+for\s+(?:file\s*system\s+)?(?:errors|corruption)\b|"
                r"\b(?:check|scan|verify)\s+(?:the\s+)?(?:file\s*system|fs)\s+(?:on|of)\s+/dev/|\bcheck\s+and\s+(?:repair|fix)\s+/dev/", re.I), fs_checked),
    # "rename the ext4 label on /dev/sdb1 to media", "what's the label of /dev/sdc1"
    (re.compile(r"\be2label\b|\bfatlabel\b|\bexfatlabel\b|\bntfslabel\b|\brelabel\b|\blabel\b(?=.*/dev/)", re.I), labelled),
    # "list the partitions on /dev/sdb", "write a fresh GPT partition table to the blank disk /dev/sdg, no confirmation prompt", "extend partition 2 of /dev/sda into the new space"
    (re.compile(r"\bpartitions?\b|\bparted\b|\bfdisk\b|\bgdisk\b|\bsfdisk\b|\bpartprobe\b|\bgrowpart\b|\b(?:gpt|mbr|msdos)\b|\bdisk\s*label\b|\bunpartitioned\b|\bunallocated\b", re.I), partition_task),
    # "show me every block device with its filesystem type, label and UUID", "whats the uuid of /dev/sdc1, just the value please", "is sda an ssd or spinning rust"
    (re.compile(r"^\s*(?:list|show|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?:disks|drives)\s+with\b|\bblkid\b|\buuids?\b|\blabel(?:led|ed|s)?\b|\bblock\s+devices?\b|/dev/disk/by-|\b(?:persistent|stable)\s+(?:disk\s+|device\s+)?names\b|\bssds?\b|\bspinning\b|\brotational\b|"
                r"\b(?:disks|drives)\s+only\b|\bphysical\s+(?:disks|drives)\b|\bno\s+partitions\b", re.I), block_devices),
    # "unmount /mnt/backup", "nfs server nas01 is gone and /mnt/nfs_share hangs - detach it lazily"
    (re.compile(r"\b(?:un|u)mount\w*\b|\bdetach\w*\b[^.]*\blaz(?:y|ily)\b", re.I), unmounted),
    # "my root fs went read only, make it writable again"
    (re.compile(r"\broot\s+(?:fs|file\s*system|partition)\b[^.]*\bread[\s-]*only\b[^.]*\b(?:writ(?:e)?able|read[\s-]*write|rw)\b", re.I),
     lambda m: "sudo mount -o remount,rw /"),
    # "mount /dev/sdb1 read-only on /mnt/backup", "bind mount /srv/data onto /var/www/data", "set up a 512M ramdisk at /mnt/ramdisk using tmpfs"
    (re.compile(r"\b(?:re)?mount\b(?!\s*(?:points?|count|options?|namespace|table)\b)|\bbind[\s-]*mount|\bram\s*disk\b|\btmpfs\b", re.I), mounted),
    # "/var/www is its own mount - what options is it mounted with?"
    (re.compile(r"\bmount(?:ed)?\s+(?:with\b|options\b)|\bmount\s+flags\b|\bwhat(?:'s|\s+is)\s+mounted\s+(?:on|at)\b", re.I), mount_options_shown),
    # "erase all filesystem/raid/partition signatures from /dev/sdj", "just list what signatures wipefs finds on /dev/sdj"
    (re.compile(r"\bwipefs\b|\bsignatures?\b(?=.*/dev/)", re.I), wiped_signatures),
    # "benchmark raw read speed of /dev/sda", "make /dev/sdb spin down after 10 minutes idle"
    (re.compile(r"\bhdparm\b|\bspin\s*down\b|^(?=.*(?:/dev/|\b(?:sd[a-z]|nvme\d)))(?=.*(?:\bstandby\b|\bbenchmark\w*|\bread\s+speed\b|\bread\s+performance\b|\bthroughput\b|\bhow\s+fast\b|\bwrite[\s-]*cach))", re.I), hdparm_task),
    # "trim all mounted filesystems that support it and report how much was trimmed"
    (re.compile(r"\bfstrim\b|\btrim\b(?=.*\b(?:file\s*systems?|mounted|ssds?|discard|free\s+blocks|unused\s+blocks|root\s+(?:fs|partition))\b)|^\s*(?:please\s+)?trim\s+/\s*$", re.I), trimmed),
    # "attach ~/images/rpi.img to a free loop device, scan its partitions and tell me which loop it got", "detatch /dev/loop3"
    (re.compile(r"\blosetup\b|\bloop\s*(?:back\s+)?devices?\b|/dev/loop\d+", re.I), loop_devices),
    # "create a sparse 10G file ~/vm/disk.img"
    (re.compile(rf"^(?=.*\bsparse\b)(?=.*\b{_SIZE_WORD}\b)", re.I), sparse_file),
    # "compare apparent size and actual allocated size of ~/vm/disk.img"
    (re.compile(r"\bapparent\s+size\b", re.I), apparent_size),
    # "check inode usage on all mounted filesystems", "how many inodes is /srv/mail eating", "which dirs right under /var/lib hold the most inodes, top 15"
    (re.compile(r"\binodes?\b", re.I), inodes_counted),
    # "open ncdu on / but don't cross into other filesystems"
    (re.compile(r"\bncdu\b", re.I), ncdu_run),
    # "how much disk are the systemd journal logs using"
    (re.compile(r"\bhow\s+(?:much|big)\b[^.]*\b(?:systemd\s+)?journal(?:'s)?\b[^.]*\b(?:disk|space|using|use|take|taking|occupy|size)\b|\bjournal\w*\s+disk\s+usage\b|\bdisk\s+(?:space|usage)\s+of\s+(?:the\s+)?(?:systemd\s+)?journal\b", re.I), journal_space),
    # "show the geometry (block size, agcount) of the xfs fs mounted on /srv/logs"
    (re.compile(r"\bxfs_info\b|\bxfs\b[^.]*\b(?:geometry|agcount|allocation\s+groups?|block\s+size|sunit|swidth|layout)\b|\b(?:geometry|agcount)\b[^.]*\bxfs\b", re.I), xfs_info),
    # "image the whole disk /dev/sdb to /srv/images/sdb.img with dd, 4M blocks, show progress"
    (re.compile(r"^(?=.*\bdd\b)(?=.*\b(?:image|back\s*up|backup|save|dump|copy|clone|read)\b)", re.I), imaged_with_dd),
    # "real space usage of the btrfs pool at /mnt/pool"
    (re.compile(r"\bbtrfs\b", re.I), btrfs_task),
    # "which 10 entries directly under /var use the most disk space?"
    (re.compile(r"\b(?:which|what|the|top)\s+(?P<n>\d+)\s+(?:entries|dirs|directories|folders|things|items|subdirectories|subfolders)\s+(?:\w+\s+)?(?:under|in|inside|of)\s+(?P<dir>/[\w./-]*)"
                r"\s+(?:that\s+|which\s+)?(?:use|take|eat|hog|consume|occupy)s?\s+(?:up\s+)?the\s+most\s+(?:disk\s+)?space\b", re.I), biggest_entries),
    # "how much free space is left on the filesystem holding /home, in human units"
    (re.compile(r"\b(?:free|available)\s+(?:disk\s+)?space\b[^.]*\b(?:file\s*system|partition|disk|drive)\s+(?:that\s+)?(?:holding|holds|containing|contains|with|of|for|under|behind)\s+(?P<path>/[\w./-]*)", re.I), free_space_of),
    # "df but hide the tmpfs and devtmpfs noise", "show disk usage per filesystem including the fs type column"
    (re.compile(r"^\s*df\b|\bdisk\s+(?:usage|space)\s+(?:per|for\s+each|of\s+each|by)\s+file\s*system\b", re.I), df_view),
)

# Each row guarded (_guarded): a command line typed out is run as typed, a request going on to a further task left alone.
ROWS = tuple((pattern, _guarded(answer)) for pattern, answer in _ROWS)
