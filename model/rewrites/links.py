"""Links and copies to other hosts: ``ln`` given the link's name and target in the order the request says
them, and ``scp``, ``rsync`` and ``ssh-copy-id`` given the host, the remote path, the ssh port, the key and
the recursion the request names.
"""

from __future__ import annotations

import re

from serval.model.command import FLAG_ARG_TYPES, REMOTE_COPIERS, SEGMENT_ENDS
from serval.model.entities import Recognized
from serval.model.repair import has_flag, link_turned, rsync_contents, simple_commands, unquoted
from serval.model.phrasebook.shared import _shell_word
from serval.model.rewrites.shared import _found


_LINK_NAME = re.compile(r"\b(?:link|symlink|shortcut)(?:\s+(?:to|for|of|at|pointing\s+to)\s+\S+)?\s+(?:named|called)\s+(\S+?)[.,;?!]?(?=\s|$)"
                        r"|(?<!\S)(\S+)\s*->\s*\S", re.I)   # or "~/bin/node -> /opt/node/bin/node", as ls -l shows a link


def link_name(text: str) -> str | None:
    """The name the request gives a link ("a symlink called latest", "latest -> releases/v3"), if any."""
    m = _LINK_NAME.search(text)
    return None if m is None else m.group(1) or m.group(2)


def named_link_last(command: str, rec: Recognized) -> str:
    """``command`` with an ``ln`` that puts first the name the request gives the link ("a symlink called
    latest pointing to releases/v3.2") turned round: ``ln -s releases/v3.2 latest``."""
    link = link_name(rec.text)
    if link is None:
        return command
    words = command.split()
    turned = link_turned(words, link)
    return command if turned == words else " ".join(turned)


_LINK_TARGET = re.compile(r"\b(?:points?|pointing|leads?|leading|goes|going|links?|linking)\s+(?:back\s+)?to\s+(?:the\s+)?['\"]?(\S+?)['\"]?[.,;?!]?(?=\s|$)", re.I)


# "link /opt/tool/bin/tool into /usr/local/bin": what is linked into a folder is the target
_LINK_INTO = re.compile(r"^\s*(?:please\s+)?(?:sym(?:bolic(?:ally)?\s*)?|soft[\s-]?)?link\s+['\"]?(\S+?)['\"]?\s+(?:in|into|inside)\s+\S", re.I)
# "a symbolic link to /opt/app/bin/app in /usr/local/bin": the link to X that is put in a folder points to X
_LINK_TO_IN = re.compile(r"\b(?:a|an|the)\s+(?:symbolic\s+|sym|soft\s+|hard\s+)?link\s+to\s+\S+\s+(?:in|into|inside|under|within)\s+\S", re.I)


def link_target_first(command: str, rec: Recognized) -> str:
    """``command`` with an ``ln`` that puts last what the request says the link points to turned round:
    "make a shortcut on my Desktop that points to /var/www/html" gave ``ln -s ~/Desktop /var/www/html``
    → ``ln -s /var/www/html ~/Desktop``. Only with "points/leads/goes to X" (not "link a to b", which
    people say both ways) and when the other operand is not X."""
    m = _found(_LINK_TARGET, rec.text) or _found(_LINK_INTO, rec.text)
    if m is None or re.match(r"links?|linking", m.group(0), re.I) and not re.search(r"\bthat\s+links?\b", rec.text, re.I) \
            and not _LINK_TO_IN.search(rec.text) and m.re is not _LINK_INTO:
        return command
    target = m.group(1).rstrip("/")
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "ln":
            continue
        at = [i for i in range(util + 1, end) if not words[i].startswith("-")]
        if len(at) == 2 and words[at[1]].strip("'\"").rstrip("/") == target != words[at[0]].strip("'\"").rstrip("/"):
            words[at[0]], words[at[1]] = words[at[1]], words[at[0]]
        if len(at) == 2 and re.match(r"/(?:usr|etc|opt|srv|var|bin|sbin|lib)/", words[at[1]]) and (util == 0 or words[util - 1] != "sudo"):
            words[util] = "sudo ln"   # a link made in a folder of the system is root's to make
    return " ".join(words)


# "from db1", "to the server web-2": the side of a copy a host stands on.
_HOST_SIDE = re.compile(r"\b(from|to|onto|on)\s+(?:the\s+)?(?:host\s+|server\s+|machine\s+|box\s+)?"
                        r"([A-Za-z0-9][\w.-]*?)[.,;?!]?(?=\s|$)", re.I)
_FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}")   # backup.sql, not db1 or db.example.com


def scp_host_named(command: str, rec: Recognized) -> str:
    """``command`` with the host put back on an ``scp`` or ``rsync`` that lost the host the request
    names as the side it copies from or to: "copy backup.sql from db1 to here" → ``scp db1:backup.sql .``
    (the model wrote ``scp backup.sql .``), "send notes.txt to web1" → ``scp notes.txt web1:``, "sync
    ~/site to /srv/site on web1" → ``rsync -av ~/site web1:/srv/site`` (the model wrote the host as a
    third operand, or ``/srv/site:web1``, or ``web1:`` without the folder the request names)."""
    words = command.split()
    if len(words) < 3 or words[0] not in REMOTE_COPIERS:
        return command
    valued = FLAG_ARG_TYPES.get(words[0], {})
    operands = [i for i in range(1, len(words)) if not words[i].startswith("-") and words[i - 1] not in valued]
    names = {e.value for e in rec.entities}
    for m in _HOST_SIDE.finditer(rec.text):
        side, host = m.group(1).lower(), m.group(2)
        if host not in names or _FILE_NAME.fullmatch(host) or host.lower() in ("here", "there"):
            continue
        out = _host_put_back(words, operands, side, host, rec)
        if out is not None:   # with the host in place, the source may turn out to have the destination's name
            return " ".join(rsync_contents(out, set()))
    return command


# "admin@backup.example.com:/data/", "web1:/srv/site": a remote place the request writes out whole.
_WRITTEN_REMOTE = re.compile(r"(?<![\w@:/.-])((?:[\w.-]+@)?[A-Za-z0-9][\w.-]*):([/~][^\s'\"]*)")


def remote_as_written(command: str, rec: Recognized) -> str:
    """``command`` with the remote place the request writes out (``admin@nas:/data/``) kept whole on an
    scp/rsync that put the request's local path after the host and the remote path apart: "rsync
    ~/photos to admin@nas:/data/" gave ``rsync -avz /data/ admin@nas:~/photos``; the two paths trade places."""
    words = command.split(" ")
    if not REMOTE_COPIERS & set(words):
        return command
    for m in _WRITTEN_REMOTE.finditer(rec.text):
        prefix, path = m.group(1), m.group(2).rstrip("?,.;")
        remote = next((k for k, w in enumerate(words) if w.startswith(prefix + ":")), None)
        if remote is None or words[remote][len(prefix) + 1:].rstrip("/") == path.rstrip("/"):
            continue
        apart = next((k for k, w in enumerate(words) if k != remote and w.rstrip("/") == path.rstrip("/")), None)
        moved = words[remote][len(prefix) + 1:].rstrip("/")
        if apart is not None and any(moved in (e.value.rstrip("/"), e.text.rstrip("/")) for e in rec.entities):
            words[remote], words[apart] = f"{prefix}:{path}", words[remote][len(prefix) + 1:]
    return " ".join(words)


def _host_put_back(words: list[str], operands: list[int], side: str, host: str, rec: Recognized) -> list[str] | None:
    out = list(words)
    for i in operands:   # admin@web1:web1, web1:web1: the host written again as the remote path
        if words[i].endswith(f"{host}:{host}") and words[i][:-len(host)].rstrip(":").rpartition("@")[2] == host:
            out[i] = words[i][:-len(host)]
            return out
    for i in operands:   # /srv/shop:web1, the two sides of the colon swapped
        path, colon, after = words[i].rpartition(":")
        if colon and after == host and path.startswith(("/", "~")):
            out[i] = f"{host}:{path}"
            return out
    if side != "from" and len(operands) == 2:   # the host is where the copy goes
        first, last = words[operands[0]], words[operands[1]]
        if "@" in last and last.partition("@")[2] == host:   # ops@bastion: a local file of that name
            out[operands[1]] = last + ":"
            return out
        user, at, rest = first.partition("@")
        if at and rest.startswith(host + ":") and len(rest) > len(host) + 1 and last == ".":
            out[operands[0]], out[operands[1]] = rest[len(host) + 1:], f"{user}@{host}:"   # copied the wrong way
            return out
    if any("@" in words[i] for i in operands):
        return None
    last = operands[-1] if operands else None
    if last is not None and words[last] == f"{host}:" and side != "from":   # web1: and the folder left out
        folders = [e.value for e in rec.entities if e.type in ("Path", "Directory") and e.value.startswith(("/", "~"))
                   and not any(e.value in w for w in words)]
        if len(folders) == 1:
            out[last] = f"{host}:{folders[0]}"
            return out
        return None
    if any(":" in words[i] for i in operands) or len(operands) < 2:
        return None
    if side == "from" and not any(host in w.split("/") for w in words):
        out[operands[0]] = f"{host}:{words[operands[0]]}"
    elif side != "from" and words[last] == host and len(operands) >= 3 and words[operands[-2]].startswith(("/", "~")):
        out[operands[-2]] = f"{host}:{words[operands[-2]]}"   # ~/site /srv/site web1: the folder is on web1
        del out[last]
    elif side != "from" and words[last] == host:
        out[last] = f"{host}:"
    else:
        return None
    return out


_HOST_AS_PATH = re.compile(r"(?<![\w.@-])((?:[\w.-]+@)?([\w.-]+)):\2(?=\s|$)")


def host_not_path(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a remote path that repeats the host dropped: "copy id.pub to admin@10.1.1.5" gave
    ``scp id.pub admin@10.1.1.5:10.1.1.5`` (the host filled a path slot the request names nothing for) →
    ``admin@10.1.1.5:``, the remote home."""
    if not REMOTE_COPIERS & set(command.split(" ")):   # chown www-data:www-data, docker -p 6379:6379
        return command
    return _HOST_AS_PATH.sub(lambda m: m.group(1) + ":", command)


_SSH_PORT = re.compile(r"\b(?:ssh\s+(?:\w+\s+){0,3}?on\s+|ssh\s+)?port\s+(\d{2,5})\b"
                       r"|\bssh\w*\s+(?:\w+\s+){0,2}?(?:listens?|listening|runs?|running|is)\s+on\s+(\d{2,5})\b", re.I)
# "rsync ./dist to app05:/var/www/app going through bastion.example.com": ssh's jump host
_SSH_JUMP = re.compile(r"\b(?:going\s+|hopping\s+|jumping\s+)?(?:through|via)\s+(?:the\s+)?(?:jump\s+host\s+|bastion(?:\s+host)?\s+|gateway\s+)?"
                       r"(?P<jump>(?:[a-z_][\w-]*@)?[\w-]+(?:\.[\w-]+)+|(?:[a-z_][\w-]*@)?(?:bastion|jump|gw)[\w-]*)\b", re.I)


def rsync_ssh_port(command: str, rec: Recognized) -> str:
    """``command`` with ``-e 'ssh -p 2222'`` on an rsync to a host when the request gives the port ssh
    listens on ("the server runs ssh on port 2222" gave ``rsync -avz -e ./site/ web@10.0.0.8:/srv/site``), and ``-J
    host`` for a jump host it goes through."""
    m, jump = _found(_SSH_PORT, rec.text), _found(_SSH_JUMP, rec.text)
    port = (m.group(1) or m.group(2)) if m else None
    if port is None and jump is None or "rsync" not in command or port and f"-p {port}" in command or jump and "-J " in command:
        return command
    shell = "'ssh" + (f" -p {port}" if port else "") + (f" -J {jump.group('jump')}" if jump else "") + "'"
    words = command.split(" ")
    if jump:   # bastion:app05:/var/www/app: the jump host written into the destination
        hop = jump.group("jump") + ":"
        words = [w[len(hop):] if w.startswith(hop) and w.count(":") >= 2 else w for w in words]
    for util, end in simple_commands(words):
        if words[util] != "rsync" or not any(re.match(r"[\w.-]*@?[\w.-]+:", w) for w in words[util + 1:end]):
            continue
        at = next((k for k in range(util + 1, end) if words[k] in ("-e", "--rsh")), None)
        if at is None:
            k = util + 1
            while k < end and words[k].startswith("-"):
                k += 1
            words.insert(k, f"-e {shell}")
        elif at + 1 < end and (words[at + 1].startswith("<") or words[at + 1][:1] in "'\"" or words[at + 1] == "ssh"):
            words[at + 1] = shell   # -e <text>, -e 'ssh', -e ssh: the remote shell's value
        else:
            words[at] = f"-e {shell}"   # -e ./site/: the source after an -e without its value
    return " ".join(words)


# Options of rsync a request says in words: ("with a progress bar", "cap it at 5 MB/s", "need sudo on the remote side",
# "using the key ~/.ssh/backup_key", "compress over the wire", "resume it", "delete files that no longer exist here")
_RSYNC_SAID = ((re.compile(r"\bprogress(?:\s+bar)?\b|\bshow\s+(?:me\s+)?how\s+far\b", re.I), "--progress"),
               (re.compile(r"\bcompress\w*\s+(?:over|on|in)\s+the\s+(?:wire|network|transfer|way)\b|\bcompressed\s+transfer\b", re.I), "-z"),
               (re.compile(r"\bresum\w*\b|\bbroke\s+(?:off\s+)?halfway\b|\bpartial\b|\binterrupted\b", re.I), "-P"),
               (re.compile(r"\bdelet\w*\s+(?:the\s+)?(?:files?\s+)?(?:there\s+)?(?:that|which)\s+(?:no\s+longer|don'?t|do\s+not)\s+exist\b|\bexact\s+mirror\b|--delete\b", re.I), "--delete"))
_BWLIMIT = re.compile(r"\b(?:cap\w*|limit\w*|throttl\w*|bandwidth|at\s+most|no\s+more\s+than|max(?:imum)?)\b[^,.]*?\b(?P<n>\d+)\s*(?P<u>[kKmM])(?:i?B|b)?\s*(?:/\s*s|ps|per\s+second)\b")
_REMOTE_SUDO = re.compile(r"\bsudo\s+on\s+the\s+(?:remote|other|far|server)\s+(?:side|end|machine|host)\b|\bremote\s+(?:side\s+)?(?:needs?|as)\s+(?:sudo|root)\b", re.I)
_KEY_FILE = re.compile(r"\b(?:using|with)\s+(?:the\s+)?(?:ssh\s+)?(?:key|identity)(?:\s+file)?\s+(?P<key>~?[\w./-]+)", re.I)


def rsync_options_said(command: str, rec: Recognized) -> str:
    """``command`` with the rsync options the request says in words: ``--progress``, ``--bwlimit=5M`` ("cap it at 5
    MB/s"), ``--rsync-path='sudo rsync'`` ("need sudo on the remote side"), ``-e 'ssh -i KEY'`` ("using the key …"),
    ``-z``, ``-P``, ``--delete``; a bare port left among the operands by the model (``rsync -av 2222 ~/music/ pi@…``)
    taken out where ``-e 'ssh -p 2222'`` says it."""
    words = command.split(" ")
    if "rsync" not in words:
        return command
    text = rec.text
    said = [option for pattern, option in _RSYNC_SAID if pattern.search(text)]
    if m := _BWLIMIT.search(text):
        said.append(f"--bwlimit={m.group('n')}" + ("" if m.group("u").upper() == "K" else m.group("u").upper()))   # (KB/s: rsync's own unit)
    if _REMOTE_SUDO.search(text):
        said.append("--rsync-path='sudo rsync'")
    remote = any(re.match(r"(?:[\w.-]+@)?[\w.-]+:", w) for w in words)
    if (key := _KEY_FILE.search(text)) and remote and "-e" not in words and not any(key.group("key") in w for w in words):
        said.append(f"-e 'ssh -i {key.group('key')}'")
    for util, end in simple_commands(words):
        if words[util] != "rsync":
            continue
        port = re.search(r"-e 'ssh -p (\d+)", " ".join(words[util:end]))
        if port:
            words = [w for k, w in enumerate(words) if not (util < k < end and w == port.group(1) and words[k - 1] != "-p")]
        flags = " ".join(words[util + 1:end])
        new = [o for o in said if not (o.startswith("--bwlimit") and "--bwlimit" in flags or o.startswith("--rsync-path") and "--rsync-path" in flags)
               and not (o.startswith("-") and not o.startswith("--") and len(o) == 2 and has_flag(words[util + 1:end], o[1], {"-z": "--compress", "-P": "--partial"}[o]))
               and o not in flags.split()]
        short = [o for o in new if re.fullmatch(r"-[a-zA-Z]", o)]
        if short and util + 1 < len(words) and re.fullmatch(r"-[a-zA-Z]+", words[util + 1]) and words[util + 1] != "-e":
            words[util + 1] += "".join(o[1] for o in short)   # -av and -z: -avz
            new = [o for o in new if o not in short]
        if new:   # after a leading cluster of short flags (-av), never between a flag and its value (--exclude X)
            k = util + 2 if util + 1 < len(words) and re.fullmatch(r"-[a-zA-Z]+", words[util + 1]) and words[util + 1] != "-e" else util + 1
            words[k:k] = new
        break
    return " ".join(words)


def mirror_contents(command: str, rec: Recognized) -> str:
    """``command`` with the source of an rsync that mirrors a folder given as its contents: "mirror /var/www
    to backup:/srv/www-mirror and delete files there that no longer exist here" is ``rsync -av --delete
    /var/www/ backup:/srv/www-mirror`` (without the slash the mirror gets a www folder inside it, and
    --delete clears the rest)."""
    if not re.search(r"\bmirror\w*\b", rec.text, re.I):
        return command
    m = re.fullmatch(r"(rsync\s+(?:-[\w-]+(?:=\S+)?\s+)*?(?:--delete\S*\s+(?:-[\w-]+(?:=\S+)?\s+)*))([~/.\w][\w./~-]*[\w~])(\s+\S+)", command)
    if m is None or re.search(r"\.\w{1,5}$", m.group(2)):
        return command
    return f"{m.group(1)}{m.group(2)}/{m.group(3)}"


_REMOTE_SAID = re.compile(r"\bremote(?:ly)?\b|\b(?:from|to|on)\s+(?:the\s+)?(?:host|server|machine)\b", re.I)


def remote_cp_as_scp(command: str, rec: Recognized) -> str:
    """``command`` copying to or from the machine the request names as remote with scp, not cp: "copy the
    remote directory /var/backups from db01 to ./backups locally" gave ``cp -r /var/backups/ db01 ./backups``
    (db01 as a third local name) → ``scp -r db01:/var/backups/ ./backups``."""
    words = command.split(" ")
    if not words or words[0] != "cp" or not _found(_REMOTE_SAID, rec.text):
        return command
    names = {e.value for e in rec.entities}
    sides = [(w, m) for w in words[1:] if w in names and re.fullmatch(r"[A-Za-z][\w-]*", w)
             and (m := re.search(rf"\b(from|to|on|onto)\s+(?:the\s+)?(?:(?:remote\s+)?(?:host|server|machine)\s+)?{re.escape(w)}\b",
                                 rec.text))]
    operands = [w for w in words[1:] if not w.startswith("-") and w not in {h for h, _ in sides}]
    if len(sides) != 1 or not 1 <= len(operands) <= 2:
        return command
    host, m = sides[0]
    word = m.group(1).lower()
    to_host = word in ("to", "onto") or word == "on" and bool(re.search(r"\bto\b", rec.text[:m.start()]))
    if len(operands) == 1:
        operands = [operands[0], f"{host}:"] if to_host else [f"{host}:{operands[0]}", "."]
    elif to_host:
        operands = [operands[0], f"{host}:{operands[1]}"]
    else:
        operands = [f"{host}:{operands[0]}", operands[1]]
    recursive = any(re.fullmatch(r"-[a-zA-Z]*[rRa][a-zA-Z]*|--recursive|--archive", w) for w in words[1:])
    return " ".join(["scp", *(["-r"] if recursive else []), *operands])


_REMOTE_OPERAND = re.compile(r"(?:[a-z_][\w.-]*@)?[A-Za-z][\w.-]*:(?!//)(?:[~/][^\s]*)?")
_KEEP_TIMES = re.compile(r"\bkeep(?:ing)?\s+(?:its\s+|their\s+|the\s+)?(?:time\s*stamps?|dates?|modification\s+times?|times|permissions)\b|\bpreserv\w*\b", re.I)


def remote_copy_tool(command: str, rec: Recognized) -> str:
    """``command`` copying or moving to or from ``host:path`` with a tool that reaches other machines: cp and mv
    only see local names (``cp photos.zip nas.local:/volume1/backup`` makes a local folder called ``nas.local:``).
    A copy is scp's (``-r`` for a folder, ``-p`` where times are kept), or rsync's where cp was asked to skip
    newer files (``-u``) or existing ones (``--ignore-existing``); a move is rsync's ``--remove-source-files``."""
    words = command.split(" ")
    if words[:1] not in (["cp"], ["mv"]) or any(w in SEGMENT_ENDS for w in words):
        return command
    flags = [w for w in words[1:] if w.startswith("-")]
    operands = [w for w in words[1:] if not w.startswith("-")]
    if len(operands) < 2 or not any(_REMOTE_OPERAND.fullmatch(unquoted(w)) for w in operands):
        return command
    letters = "".join(f[1:] for f in flags if re.fullmatch(r"-[A-Za-z]+", f))
    folder = any(c in letters for c in "rRa") or any(w.endswith("/") or w.endswith("/.") for w in operands[:-1]) \
        or any(e.type == "Directory" and e.value in operands[:-1] for e in rec.entities) \
        or any(re.fullmatch(r"(?:~|\.{1,2})?/?(?:[\w.-]+/)*[a-z][a-z0-9_-]*", unquoted(w)) for w in operands[:-1])   # ~/site: no extension
    if words[0] == "mv":
        return " ".join(["rsync", "-av", "--remove-source-files", *operands])
    if "u" in letters or "n" in letters:
        return " ".join(["rsync", "-av" + ("u" if "u" in letters else ""), *(["--ignore-existing"] if "n" in letters and "u" not in letters else []),
                         *operands])
    if folder and (left := _found(_LEFT_OUT, rec.text)) and left.group("x").lower() not in _NOT_LEFT_OUT:
        return " ".join(["rsync", "-av", f"--exclude={_shell_word(left.group('x'))}", *operands])   # scp leaves nothing out
    keep = "p" in letters or "a" in letters or bool(_found(_KEEP_TIMES, rec.text))
    opts = "-" + ("r" if folder else "") + ("p" if keep else "")
    return " ".join(["scp", *([opts] if len(opts) > 1 else []), *operands])


_LEFT_OUT = re.compile(r"\b(?:leav(?:e|ing)\s+out|exclud(?:e|ing)|skip(?:ping)?|except(?:\s+for)?|without|ignor(?:e|ing))\s+(?:the\s+|any\s+|all\s+)?"
                       r"(?P<x>[\w.*-]*[\w*])(?:\s+(?:folders?|directories|dirs?|files?))?\b", re.I)
_NOT_LEFT_OUT = frozenset("""files folders hidden anything everything things stuff those these them it overwriting asking
a an the prompting confirmation errors""".split())
_RESUMABLE = re.compile(r"\bresum(?:e|able|ing)\b|\bpick\s+up\s+where\b|\bpartial\b|\bif\s+(?:the\s+)?(?:connection|transfer|network)\s+(?:drops|breaks|dies|fails)\b", re.I)


def resumable_copy(command: str, rec: Recognized) -> str:
    """``command`` copying to or from another host with rsync -P where the request wants a transfer that can resume
    ("send movie.mkv to media01:/mnt/media so i can resume if the connection drops" gave ``scp -c movie.mkv …``, a
    cipher named movie.mkv): scp cannot resume; rsync keeps partial files and shows progress."""
    words = command.split(" ")
    if words[:1] != ["scp"] or any(w in SEGMENT_ENDS for w in words) or not _found(_RESUMABLE, rec.text):
        return command
    operands = [w for k, w in enumerate(words[1:], 1) if not w.startswith("-") and not (k > 1 and words[k - 1] in ("-i", "-P", "-l", "-o", "-F"))]
    if len(operands) < 2 or not any(_REMOTE_OPERAND.fullmatch(unquoted(w)) for w in operands):
        return command
    port = next((words[k + 1] for k in range(1, len(words) - 1) if words[k] == "-P"), None)
    return " ".join(["rsync", "-aP" if has_flag(words[1:], "r") else "-P", *([f"-e 'ssh -p {port}'"] if port else []), *operands])


def key_file_named(command: str, rec: Recognized) -> str:
    """``command`` with ssh-copy-id given the public key the request names with ``-i``: "install my public key
    ~/.ssh/id_ed25519.pub on web01 for user admin" gave ``ssh-copy-id ~/.ssh/id_ed25519.pub admin@web01`` (the
    key read as the host) → ``ssh-copy-id -i ~/.ssh/id_ed25519.pub admin@web01``."""
    command = re.sub(r"\bssh-copy-id\s+(?!-)(\S+\.pub)(?=\s)", r"ssh-copy-id -i \1", command)
    keys = [e.value for e in rec.entities if e.type in ("File", "Path") and re.search(r"\.pub$|\.ssh/id_\w+$", e.value)]
    if len(keys) == 1 and re.fullmatch(r"(?:sudo\s+)?ssh-copy-id\s+(?!-)\S+", command):   # the key named, left out
        return command.replace("ssh-copy-id ", f"ssh-copy-id -i {keys[0]} ", 1)
    return command


_IDENTITY = re.compile(r"\b(?:using|with|via)\s+(?:the\s+|my\s+)?(?:(?:private\s+|ssh\s+)?key(?:\s+file)?|identity(?:\s+file)?)\s+(?P<key>[~./\w][\w./~-]*)", re.I)


def identity_key_used(command: str, rec: Recognized) -> str:
    """``command`` logging in with the key file the request names ("using the key ~/.ssh/deploy_key"): ssh's and
    scp's ``-i``, rsync's ``-e 'ssh -i …'``. Where the model wrote the key as the copy's remote place
    (``scp app.jar deploy@10.0.0.8:~/.ssh/deploy_key``), the place the request names and the command left out
    takes its seat: ``scp -i ~/.ssh/deploy_key app.jar deploy@10.0.0.8:/opt/app/``."""
    m = _found(_IDENTITY, rec.text)
    if m is None:
        return command
    key = m.group("key").rstrip(".,;")
    words = command.split(" ")
    for util, end in simple_commands(words):
        tool = words[util]
        if tool not in ("ssh", "scp", "rsync", "sftp") or any(w == "-i" or "ssh -i" in w for w in words[util + 1:end]):
            continue
        for k in range(util + 1, end):
            seat = re.fullmatch(r"(\S+@[\w.-]+:|[\w.-]+:)?(['\"]?)" + re.escape(key) + r"\2", words[k])
            if seat and k > util + 1 and words[k - 1] not in ("-i", "-e"):
                unused = [e.value for e in rec.entities if e.type in ("Path", "Directory", "File") and e.value != key
                          and e.value not in command]
                if len(unused) == 1:
                    words[k] = (seat.group(1) or "") + unused[0]
                elif seat.group(1):
                    words[k] = seat.group(1)
                else:
                    continue
        flag = ["-e", f"'ssh -i {key}'"] if tool == "rsync" else ["-i", key]
        words[util + 1:util + 1] = flag
        return " ".join(words)
    return command


_FOLDER_COPIED = re.compile(r"\b(?:copy|transfer|send|upload|download|push|pull|fetch|get|grab)\s+(?:the\s+|my\s+|this\s+|a\s+)?(?:whole\s+|entire\s+)?"
                            r"(?:(?:directory|folder|dir)\b|[~/.\w][\w./~-]*\s+(?:directory|folder|dir)\b)", re.I)


def remote_folder_recursive(command: str, rec: Recognized) -> str:
    """``command`` copying a folder to or from another host with ``scp -r``: "copy the directory /data/photos from
    backup.local (user alice) to the current directory" gave ``scp alice@backup.local:/data/photos .`` (scp
    refuses a folder without -r) → ``scp -r alice@backup.local:/data/photos .``."""
    if not _found(_FOLDER_COPIED, rec.text):
        return command
    words = command.split(" ")
    if words[:1] == ["sudo"]:
        words = words[1:]
    if words[:1] != ["scp"] or has_flag(words[1:], "r", "--recursive") or any(w in SEGMENT_ENDS for w in words):
        return command
    return command.replace("scp ", "scp -r ", 1)


def key_comment_unasked(command: str, rec: Recognized) -> str:
    """``command`` without an ssh key comment that is only the key's type: "generate a new ed25519 ssh key" gave
    ``ssh-keygen -t ed25519 -C ed25519`` → ``ssh-keygen -t ed25519``."""
    return re.sub(r"^(ssh-keygen\b.*?\s-t\s+(\S+)\b.*?)\s+-C\s+\2(?=\s|$)", r"\1", command)
