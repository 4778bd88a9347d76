"""Disk space given back: the caches of package managers and build tools emptied or measured, the desktop's trash, the systemd journal
shrunk to a size, an age or a number of files, and files emptied in place (a log that is huge, every log of a
folder, the files over a size, a file cut to its last lines); and where the space went: what fills a folder, each
user's home folder, which folders of a place take the most space (hidden ones counted, the top N, on one file system);
and the free space of a place, of the drives mounted under a folder, of every drive but the pseudo file systems.
"""

from __future__ import annotations

import re

from serval.model.entities import SIZE_UNITS
from serval.model.phrasebook.shared import _byte_size, _sudo_for

# A tool's cache: the command that empties it, and the folder it lives in (measured with du).
_CACHES = {
    "pip": ("pip cache purge", "~/.cache/pip"),
    "npm": ("npm cache clean --force", "~/.npm"),
    "yarn": ("yarn cache clean", "~/.cache/yarn"),
    "go": ("go clean -cache", "~/.cache/go-build"),
    "go module": ("go clean -modcache", "~/go/pkg/mod"),
    "conda": ("conda clean --all", "~/.conda/pkgs"),
    "apt": ("sudo apt clean", "/var/cache/apt"),
    "thumbnail": ("rm -rf ~/.cache/thumbnails/*", "~/.cache/thumbnails"),
    "maven": (None, "~/.m2/repository"),
    "gradle": (None, "~/.gradle/caches"),
    "cargo": (None, "~/.cargo/registry"),
}
_TOOL = r"(?P<tool>pip3?|npm|yarn|go(?:\s+(?:build|module|mod))?|conda|apt|thumbnails?|maven(?:\s+local)?|gradle|cargo)"
_QUIET = re.compile(r"\b(?:without\s+(?:prompting|asking|a\s+prompt|confirmation)|no\s+prompts?|don'?t\s+ask|non-?interactive(?:ly)?|-y\b|--yes\b)", re.I)


def _tool(said: str) -> str:
    word = said.lower().split()[0].rstrip("3")
    if word == "go" and re.search(r"\bmod(?:ule)?\b", said, re.I):
        return "go module"
    return "thumbnail" if word.startswith("thumbnail") else word


def _cache_emptied(m: re.Match) -> str | None:
    """"purge the pip cache" → ``pip cache purge``; "clean up conda package caches without prompting" → ``conda clean
    --all --yes``."""
    empty = _CACHES[_tool(m.group("tool"))][0]
    if empty and empty.startswith("conda") and _QUIET.search(m.string):
        empty += " --yes"
    return empty


def _cache_measured(m: re.Match) -> str:
    """"how much space is pip's cache using" → ``du -sh ~/.cache/pip``."""
    folder = _CACHES[_tool(m.group("tool"))][1]
    return f"{_sudo_for(folder)}du -sh {folder}"


def _journal_shrunk(m: re.Match) -> str:
    """"rotate the journal and then vacuum it to 1G" → ``sudo journalctl --rotate --vacuum-size=1G``; "keep only the 5
    newest archived journal files" → ``sudo journalctl --vacuum-files=5``."""
    rotate = "--rotate " if re.search(r"\brotate\b", m.string, re.I) else ""
    if m.group("files"):
        return f"sudo journalctl {rotate}--vacuum-files={m.group('files')}"
    if size := m.group("size") or m.group("size2"):
        return f"sudo journalctl {rotate}--vacuum-size={_byte_size(size + (m.group('unit') or m.group('unit2')))}"
    unit = m.group("age_unit").lower()
    spelled = {"d": "d", "w": "weeks", "m": "months", "y": "years"}[unit[0]]
    return f"sudo journalctl {rotate}--vacuum-time={m.group('age')}{spelled}"


# What fills a folder: "what's eating the space in /var/log? biggest first", "what's taking up all the disk space under
# /srv", "what's eating space at the top level of /, stay on the root filesystem"
_SPACE_HOGS = re.compile(r"^\s*(?:what(?:'s|\s+is|\s+are)|which\s+(?:files\s+(?:or|and)\s+folders|things|entries)\s+(?:is|are))\s+(?:eating|using|taking|hogging|filling|consuming|chewing|occupying)\s+(?:up\s+)?"
                         r"(?:all\s+)?(?:the\s+|my\s+)?(?:disk\s+)?(?:space|room)\s+(?:in|on|under|inside|at)\s+(?:the\s+top\s+level\s+of\s+)?(?P<dir>[~/][\w./~-]*)"
                         r"(?P<rest>(?:\s*[?,.;-]*\s*(?:(?:and\s+|but\s+)?(?:biggest|largest|smallest)\s+(?:first|last|at\s+the\s+top|on\s+top)"
                         r"|(?:and\s+)?(?:just|only)\s+(?:the\s+)?top[\s-]level\s+(?:dirs|folders|directories)|(?:and\s+)?sorted"
                         r"|(?:and\s+|but\s+)?(?:stay|staying|remain)\s+on\s+(?:the\s+)?(?:same\s+|one\s+|root\s+|this\s+)?(?:file\s*system|partition)|(?:and\s+|but\s+)?(?:don'?t|do\s+not)\s+cross\s+(?:into\s+)?(?:other\s+)?(?:file\s*systems|mounts|partitions)))*)"
                         r"\s*[?.!]?\s*$", re.I)


def _space_hogs(m: re.Match) -> str:
    """The entries of a folder by the space each takes, the biggest first unless asked last: "what's eating the space in
    /var/log?" → ``sudo du -sh /var/log/* | sort -rh``; kept on the folder's own file system ("stay on the root
    filesystem"): ``sudo du -xh --max-depth=1 / | sort -rh``. sudo for the system's folders and /."""
    place = m.group("dir").rstrip("/") or "/"
    rest = m.group("rest")
    sudo = "sudo " if place == "/" else _sudo_for(place + "/")
    order = "sort -h" if re.search(r"\b(?:biggest|largest)\s+last\b|\bsmallest\s+(?:first|at|on)\b", rest, re.I) else "sort -rh"
    if re.search(r"\b(?:stay|staying|remain|cross)\b", rest, re.I):
        return f"{sudo}du -xh --max-depth=1 {place} | {order}"
    return f"{sudo}du -sh {place.rstrip('/')}/* | {order}"


# The folders of a place by the space each takes: "which folders in my home take up the most space? hidden ones too,
# biggest first", "which directories directly under / eat the most space? top 15, stay on the root filesystem"
_BIGGEST_FOLDERS = re.compile(r"^\s*(?:which|what)\s+(?:sub-?)?(?:folders|directories|dirs)\s+(?:directly\s+|right\s+)?(?:in|under|inside|of)\s+"
                              r"(?:(?P<home>my\s+home(?:\s+(?:folder|directory|dir))?)|(?:the\s+)?(?P<dir>[~/][\w./~-]*|\.{1,2}(?:/[\w./~-]*)?))\s+"
                              r"(?:take\s+up|use\s+up|use|eat(?:\s+up)?|hog|fill|are\s+(?:taking\s+up|using|eating(?:\s+up)?))\s+(?:the\s+)?most\s+(?:disk\s+)?(?:space|room)"
                              r"(?P<rest>.*)$", re.I)
# What may follow in that request: the order, hidden folders counted (du counts them), the top N, one file system
_BIGGEST_WORDS = re.compile(r"\b(?:(?P<hidden>(?:and\s+)?(?:the\s+)?hidden\s+(?:ones|folders|directories|dirs)(?:\s+too|\s+as\s+well|\s+included)?|including\s+(?:the\s+)?hidden\s+(?:ones|folders))"
                            r"|(?:biggest|largest)\s+(?:ones?\s+)?first|sorted(?:\s+by\s+size)?|(?:just\s+|only\s+)?(?:the\s+)?top\s+(?P<n>\d+)"
                            r"|(?P<x>(?:stay|staying|remain)\s+on\s+(?:the\s+)?(?:same\s+|one\s+|root\s+|this\s+)?(?:file\s*system|partition)"
                            r"|(?:don'?t|do\s+not)\s+cross\s+(?:into\s+)?(?:other\s+)?(?:file\s*systems|mounts|partitions)))\b", re.I)


def _biggest_folders(m: re.Match) -> str | None:
    """du of each folder of a place, the biggest first, by du's own walk where the request counts the hidden ones
    ("which folders in my home take up the most space? hidden ones too, biggest first" → ``du -h --max-depth=1 ~ |
    sort -rh``) or keeps to one file system ("which directories directly under / eat the most space? top 15, stay on
    the root filesystem" → ``sudo du -xh --max-depth=1 / | sort -rh | head -n 15``). None for words it does not
    read, and for neither (the model's ``du -sh DIR/* | sort -rh``)."""
    rest, top, one_fs, hidden = m.group("rest"), None, False, False
    for said in _BIGGEST_WORDS.finditer(rest):
        top = said.group("n") or top
        one_fs = one_fs or bool(said.group("x"))
        hidden = hidden or bool(said.group("hidden"))
    if re.sub(r"[\s,.;!?:-]|\band\b|\bbut\b|\bplease\b", "", _BIGGEST_WORDS.sub(" ", rest), flags=re.I):
        return None
    place = "~" if m.group("home") else m.group("dir").rstrip("/") or ("." if m.group("dir").startswith(".") else "/")
    sudo = "sudo " if place == "/" else _sudo_for(place + "/")
    head = f" | head -n {top}" if top else ""
    if not (one_fs or hidden):
        return None   # (the model's du -sh DIR/*, which leaves the hidden folders out)
    return f"{sudo}du -{'x' if one_fs else ''}h --max-depth=1 {place} | sort -rh{head}"


# The free space of one place: "how much free space is left on my home partition?", "free space on /media/kim/USB"
_FREE_ON = re.compile(r"^\s*(?:how\s+much\s+(?:free\s+|disk\s+|more\s+)?(?:space|room)\s+(?:is\s+|do\s+i\s+have\s+)?(?:left|free|available|remaining)?|(?:show\s+(?:me\s+)?)?(?:the\s+)?(?:free|available)\s+(?:disk\s+)?space)"
                      r"\s+(?:on|in|for)\s+(?:(?P<home>my\s+home|the\s+home|home)(?:\s+(?:partition|drive|folder|directory|dir|disk))?"
                      r"|(?:the\s+)?(?:(?:usb\s+)?(?:stick|drive|disk|partition)\s+(?:at\s+|mounted\s+(?:at|on)\s+)?)?(?P<dir>[~/][\w./~-]*))\s*\??\s*$", re.I)

# The drives mounted under a folder and their free space: "show the drives mounted under /media and how much space
# is free on them"
_DRIVES_UNDER = re.compile(r"^\s*(?:(?:show|list|display)\s+(?:me\s+)?)?(?:the\s+|all\s+(?:the\s+)?)?(?:drives|disks|usb\s+(?:sticks|drives)|sticks|partitions|devices)\s+mounted\s+"
                           r"(?:under|in|below)\s+(?P<dir>/[\w./-]*\w)\s*,?\s+(?:and|with)\s+(?:how\s+much\s+(?:free\s+)?space\s+(?:is\s+)?(?:free|left|available)?\s*(?:on\s+(?:them|each(?:\s+one)?))?"
                           r"|(?:their|the)\s+free\s+space(?:\s+on\s+(?:them|each(?:\s+one)?))?)\s*\??\s*$", re.I)

# The pseudo file systems df can leave out, by the words for them
_PSEUDO_FS = {"tmpfs": "tmpfs", "devtmpfs": "devtmpfs", "squashfs": "squashfs", "snap": "squashfs", "snaps": "squashfs", "overlay": "overlay",
              "efivarfs": "efivarfs", "loop": "squashfs"}
_FS_WORD = r"(?:tmpfs|devtmpfs|squashfs|snaps?|overlay|efivarfs|loop)(?:\s*\((?:snaps?|squashfs)\))?"
# "how full is every drive? hide the tmpfs, devtmpfs and squashfs (snap) entries"
_DF_HIDING = re.compile(rf"^\s*(?:how\s+full\s+(?:is|are)\s+(?:every|each|all(?:\s+the|\s+my)?|my)\s+(?:drives?|disks?|file\s*systems?|partitions?)"
                        r"|(?:show\s+(?:me\s+)?)?(?:the\s+)?(?:disk\s+usage|free\s+space|disk\s+space)\s+(?:of|on|for)\s+(?:every|each|all(?:\s+the|\s+my)?)\s+(?:drives?|disks?|file\s*systems?|partitions?))"
                        r"\s*[?,.;]?\s*(?:but\s+)?(?:hide|hiding|without|exclude|excluding|skip|skipping|ignore|ignoring|leave\s+out|leaving\s+out|no)\s+(?:the\s+|any\s+|all\s+(?:the\s+)?)?"
                        rf"(?P<types>{_FS_WORD}(?:\s*(?:,\s*and|,|and|or)\s*{_FS_WORD})*)\s*(?:entries|ones|file\s*systems|mounts|lines)?\s*[.!]?\s*$", re.I)


def _df_hiding(m: re.Match) -> str:
    """df of every drive but the pseudo file systems named: "how full is every drive? hide the tmpfs, devtmpfs and
    squashfs (snap) entries" → ``df -h -x tmpfs -x devtmpfs -x squashfs``."""
    kinds = []
    for word in re.findall(r"[a-z]+", re.sub(r"\([^)]*\)", " ", m.group("types")), re.I):
        kind = _PSEUDO_FS.get(word.lower())
        if kind and kind not in kinds:
            kinds.append(kind)
    return "df -h " + " ".join(f"-x {k}" for k in kinds)


ROWS = (
    # "which folders in my home take up the most space? hidden ones too, biggest first"
    (_BIGGEST_FOLDERS, _biggest_folders),
    # "how much free space is left on my home partition?", "free space on /media/kim/USB"
    (_FREE_ON, lambda m: "df -h ~" if m.group("home") else f"df -h {m.group('dir')}"),
    # "show the drives mounted under /media and how much space is free on them"
    (_DRIVES_UNDER, lambda m: f"df -h | grep {m.group('dir').rstrip('/')}"),
    # "how full is every drive? hide the tmpfs, devtmpfs and squashfs (snap) entries"
    (_DF_HIDING, _df_hiding),
    # "what's eating the space in /var/log? biggest first", "what's eating space at the top level of /, stay on the root filesystem"
    (_SPACE_HOGS, _space_hogs),
    # "how much space is each user's home dir taking", "disk usage of every home directory"
    (re.compile(r"^\s*(?:how\s+much\s+(?:disk\s+)?space\s+(?:is|are|does|do)\s+|(?:show\s+(?:me\s+)?)?(?:the\s+)?(?:disk\s+usage|size|space\s+used)\s+(?:of|by)\s+|how\s+big\s+(?:is|are)\s+)"
                r"(?:each|every|all(?:\s+the)?)\s+(?:user'?s'?\s+)?home\s+(?:dir|directory|directories|dirs|folders?)(?:\s+(?:taking(?:\s+up)?|using|take(?:\s+up)?|use))?\s*\??\s*$", re.I),
     lambda m: "sudo du -sh /home/*"),
    # "purge the pip cache", "clean the npm cache", "wipe the go build cache"
    (re.compile(rf"\b(?:purg(?:e|ing)|clear(?:ing)?|clean(?:ing)?(?:\s+(?:up|out))?|wip(?:e|ing)|empty(?:ing)?|delet(?:e|ing)|remov(?:e|ing)|nuke|flush(?:ing)?)\s+(?:out\s+)?(?:the\s+|my\s+|all\s+(?:the\s+)?)?{_TOOL}(?:'s)?\s+"
                r"(?:package\s+|download\s+)?cach(?:e|es)\b", re.I),
     _cache_emptied),
    # "how much space is pip's cache using", "how big is the apt cache", "how much is the maven local repo using"
    (re.compile(rf"\b(?:how\s+(?:much(?:\s+(?:space|disk\s+space|disk|room))?|big)|size\s+of|space\s+used\s+by|disk\s+usage\s+of)\s+(?:is\s+|are\s+|does\s+)?(?:the\s+|my\s+)?"
                rf"{_TOOL}(?:'s)?\s+(?:package\s+)?(?:cach(?:e|es)|repo(?:sitory)?)\b", re.I),
     _cache_measured),
    # the desktop's trash: emptied, measured, a file sent to it
    (re.compile(r"^\s*(?:please\s+)?(?:empty|clear|clean\s+out|purge)\s+(?:my|the)\s+trash(?:\s+(?:can|bin))?\s*(?:pls|please)?\s*[.!]?\s*$", re.I),
     lambda m: "gio trash --empty"),
    (re.compile(r"\bhow\s+(?:much\s+(?:space|room|disk\s+space)\s+(?:is|does)\s+(?:my|the)\s+trash|big\s+is\s+(?:my|the)\s+trash)\b", re.I),
     lambda m: "du -sh ~/.local/share/Trash"),
    (re.compile(r"^\s*(?:please\s+)?(?:send|move|put|throw)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:to|in|into)\s+(?:the\s+|my\s+)?trash(?:\s+(?:can|bin))?\b(?!\s+folder)", re.I),
     lambda m: f"gio trash {m.group('file')}"),
    # "throw away journal entries older than 2 weeks", "vacuum the journal to 1G", "keep only the 5 newest journal files"
    (re.compile(r"\b(?:throw\s+away|get\s+rid\s+of|trim|shrink|vacuum|prune|clean(?:\s+up)?|delete|remove|purge|drop|clear)\s+(?:the\s+)?(?:systemd\s+)?journal(?:ctl)?\s*"
                r"(?:entries|logs|files|messages)?\s+(?:(?:that\s+are\s+)?older\s+than\s+(?:a\s+)?(?P<age>\d+)\s*(?P<age_unit>days?|weeks?|months?|years?)\b"
                r"|(?:it\s+)?(?:down\s+)?(?:to|under|below)\s+(?P<size>\d+)\s*(?P<unit>[kmgt])i?b?\b)"
                r"|\b(?:rotate\s+the\s+journal\s+and\s+(?:then\s+)?vacuum\s+it|vacuum\s+the\s+journal)\s+(?:down\s+)?to\s+(?P<size2>\d+)\s*(?P<unit2>[kmgt])i?b?\b"
                r"|\bkeep\s+(?:only\s+)?the\s+(?P<files>\d+)\s+(?:newest|latest|most\s+recent)\s+(?:archived\s+)?journal\s+files\b", re.I),
     _journal_shrunk),
    # "nohup.out is huge, just empty it", "empty build.log", "truncate every .log in /var/log/myapp to zero bytes"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.(?:log|out|err|txt))\s+is\s+(?:huge|enormous|massive|too\s+big|way\s+too\s+big|big|gigantic)\s*[,;.-]*\s*(?:so\s+)?(?:just\s+|please\s+)?"
                r"(?:empty|truncate|clear|zero)(?:\s+out)?\s+it\s*[.!]?\s*$"
                r"|^\s*(?:please\s+)?(?:empty|truncate|zero\s+out|blank)\s+(?:the\s+(?:file\s+)?)?(?P<file2>[~./\w][\w./~-]*\.(?:log|out|err))(?:\s+to\s+(?:zero|0)(?:\s+bytes)?)?\s*[.!]?\s*$", re.I),
     lambda m: f"truncate -s 0 {m.group('file') or m.group('file2')}"),
    (re.compile(r"\b(?:truncate|empty|zero\s+out)\s+(?:every|each|all(?:\s+the)?)\s+\.?(?P<ext>log|out|txt)(?:\s+files?)?\s+(?:in|under)\s+(?P<dir>[~/][\w./-]*\w)\s*(?:to\s+(?:zero|0)(?:\s+bytes)?)?\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('dir'))}truncate -s 0 {m.group('dir')}/*.{m.group('ext').lower()}"),
    # "zero out any file in /var/log bigger than 1G"
    (re.compile(r"\b(?:zero\s+out|truncate|empty)\s+(?:any|every|each|all(?:\s+the)?)\s+files?\s+(?:in|under)\s+(?P<dir>[~/][\w./-]*\w)\s+(?:that\s+(?:is|are)\s+)?"
                r"(?:bigger|larger)\s+than\s+(?P<n>\d+)\s*(?P<unit>[kmg])i?b?\b", re.I),
     lambda m: f"{_sudo_for(m.group('dir'))}find {m.group('dir')} -type f -size +{m.group('n')}{SIZE_UNITS[m.group('unit').lower()]} -exec truncate -s 0 {{}} +"),
    # "trim debug.log so only the last 1000 lines remain", "keep only the last 500 lines of app.log"
    (re.compile(r"\b(?:trim|cut|shorten|shrink)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:so\s+(?:that\s+)?|down\s+(?:so\s+)?)?(?:only\s+)?(?:to\s+)?the\s+last\s+(?P<n>\d+)\s+lines\b"
                r"|\bkeep\s+only\s+the\s+last\s+(?P<n2>\d+)\s+lines\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s*(?:and\s+(?:drop|delete|remove)\s+the\s+rest)?\s*$", re.I),
     lambda m: (lambda f, n: f"tail -n {n} {f} > {f}.tmp && mv {f}.tmp {f}")(m.group("file") or m.group("file2"), m.group("n") or m.group("n2"))),
)
