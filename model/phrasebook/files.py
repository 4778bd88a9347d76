"""Files and folders: yes-or-no questions about a file (``test``), owners, permissions (``chmod`` by reference or by
class, special bits, ``umask``), attributes (``chattr``, ``lsattr``), ACLs (``setfacl``, ``getfacl``), links, a file
shown (``cat``, ``less``, a hex dump), compared, shredded or given a date, names changed in bulk, copies and moves
with backups, folders made (with subfolders, a mode, an owner), files made, emptied, cut or split by size, checksums,
a file's name, path and details, and the newest file or the subfolders of a folder.
"""

from __future__ import annotations

import re

from serval.model.entities import items_listed
from serval.model.phrasebook.shared import _byte_size, _shell_word, _sudo_for, in_folder


_FILE_TESTED = re.compile(r"^\s*(?:does|is|can\s+i\s+tell\s+if|check\s+(?:if|whether))\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+|script\s+)?"
                          r"([~./\w][\w./~-]*)\s+(?:is\s+)?(exists?|empty|executable|readable|writable|writeable|a\s+directory|a\s+folder|"
                          r"a\s+(?:regular\s+)?file|a\s+(?:sym(?:bolic\s+)?)?link)\s*\??(?:\s*,?\s*(?:and\s+)?(?:print|say|echo|tell\s+me|answer)\s+yes\s+or\s+no)?\s*$", re.I)
_TEST_FLAGS = {"exist": "-e", "exists": "-e", "executable": "-x", "readable": "-r", "writable": "-w", "writeable": "-w",
               "a directory": "-d", "a folder": "-d", "a file": "-f", "a regular file": "-f"}
_NEWER_ASKED = re.compile(r"^\s*is\s+([~./\w][\w./~-]*)\s+(newer|older)\s+than\s+([~./\w][\w./~-]*?)\s*\??\s*$", re.I)


_OWNER_ASKED = re.compile(r"^\s*(?:which|what)\s+(group|user)\s+owns\s+([~./\w][\w./~-]*?)\s*\??\s*$|^\s*who\s+owns\s+([~./\w][\w./~-]*?)\s*\??\s*$", re.I)

_MADE_IMMUTABLE = re.compile(r"\bmake\s+(?:the\s+file\s+)?([~./\w][\w./~-]*)\s+immutable\b|\bset\s+the\s+immutable\s+(?:flag|attribute|bit)\s+on\s+"
                             r"([~./\w][\w./~-]*?)[.,;?!]?(?:\s|$)", re.I)


def _file_tested(m: re.Match) -> str:
    """A yes-or-no question about one file as test answers it (``_FILE_TESTED``): "is deploy.sh executable?" →
    ``test -x deploy.sh && echo yes || echo no``; "is data.csv empty?" → ``test -s data.csv && echo 'not empty' ||
    echo empty``; a folder's emptiness by its listing (its size says nothing)."""
    name, asked = m.group(1), re.sub(r"\s+", " ", m.group(2).lower())
    if asked == "empty" and (name.endswith("/") or re.search(r"\b(?:directory|folder|dir)\s+" + re.escape(name), m.string, re.I)):
        return f'[ -z "$(ls -A {name})" ] && echo empty || echo \'not empty\''
    if asked == "empty":
        return f"test -s {name} && echo 'not empty' || echo empty"
    if "link" in asked:
        return f"test -L {name} && echo yes || echo no"
    return f"test {_TEST_FLAGS[asked]} {name} && echo yes || echo no"


_SPECIAL_BITS = {"setuid": "u{}s", "suid": "u{}s", "set-user-id": "u{}s", "setgid": "g{}s", "sgid": "g{}s", "set-group-id": "g{}s",
                 "sticky": "{}t"}


def _special_bit(bit: str, removed: bool, path: str) -> str:
    """chmod setting or clearing the setuid, setgid or sticky bit ("remove the setuid bit from ./myprog" → ``chmod u-s ./myprog``)."""
    return f"chmod {_SPECIAL_BITS[bit.lower()].format('-' if removed else '+')} {path}"


def _acl_letters(said: str) -> str:
    """ACL permission letters from words ("read and write" → ``rw``) or letters as said (``rwx``)."""
    low = said.lower()
    if re.fullmatch(r"[rwx]+", low):
        return low
    return "".join(c for c, word in (("r", "read"), ("w", "write"), ("x", "execute")) if word in low)


def _clock(said: str) -> str:
    """A time of day as touch and date read it: "noon" → 12:00, "midnight" → 00:00, "8:30" → 08:30."""
    said = {"noon": "12:00", "midnight": "00:00"}.get(said.lower(), said)
    return said.zfill(5) if re.fullmatch(r"\d:\d{2}", said) else said


def _parts_joined(m: re.Match) -> str | None:
    """``cat`` of the parts a request names back into one file; None when they are not the pieces of one."""
    parts = items_listed(m.group("parts").strip())
    if not re.search(r"part|chunk|piece|\.\d+\b|_a[a-z]\b", m.group("parts"), re.I):
        return None
    return f"cat {' '.join(parts)} > {m.group('out')}"


_ACL_WHO = re.compile(r"\b(?P<kind>user|group)\s+(?!(?:and|or|the|a|an|to|on|for|access|acl)\b)(?P<name>[a-z_][\w-]*)"
                      r"|\b(?:give|grant|let|allow)\s+(?P<user>[a-z_][\w-]*)\s+(?=rwx|rw|rx|r|read|write|execute|full)", re.I)
_ACL_BITS = re.compile(r"(?<![\w-])(?P<letters>rwx|rw|rx|r|wx|w|x)(?![\w-])|\b(?P<full>full)\b|\b(?P<ro>read[\s-]only)\b"
                       r"|\b(?P<words>(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+|\s*/\s*)(?:read|write|execute))*)\b", re.I)
_ACL_TARGET = re.compile(r"\b(?:on|to|for|of|from|in|under)\s+(?:the\s+)?(?:(?:directory|folder|dir|file)\s+)?(?P<t>[~./\w][\w./~-]*\w|/)"
                         r"(?:\s+(?:directory|folder|dir|file))?(?=[\s,;.]|$)", re.I)
_ACL_NOT_TARGETS = frozenset({"the", "a", "an", "it", "them", "group", "user", "acl", "acls", "access", "new", "newly", "files", "default", "bob",
                              "everything", "read", "write", "execute", "full", "all", "too"})


def _acl_built(text: str) -> str | None:
    """setfacl or getfacl for a request about ACLs that the rows above do not answer: a user's or group's entry given
    ("recursively give the group qa read-only ACL access to the reports directory" → ``setfacl -R -m g:qa:rX
    reports``), as the default for new files (``-d``, or beside the entry: ``u:bob:rwx,d:u:bob:rwx``), the default
    ACL removed (``-k``), one file's ACL copied to another. None when a part is missing."""
    targets = [t.group("t") for t in _ACL_TARGET.finditer(text) if t.group("t").lower() not in _ACL_NOT_TARGETS]
    copied = re.search(r"\bcop(?:y|ies)\s+(?:the\s+)?acls?\s+(?:entries\s+)?(?:from|of)\s+(?P<a>[~./\w][\w./~-]*\w)\s+(?:to|onto)\s+"
                       r"(?P<b>[~./\w][\w./~-]*\w)", text, re.I)
    if copied:
        return f"getfacl {copied.group('a')} | setfacl --set-file=- {copied.group('b')}"
    if not targets:
        return None
    target, recursive = targets[-1], bool(re.search(r"\brecursiv\w*|\beverything\s+(?:in|under|inside)\b", text, re.I))
    if re.search(r"\b(?:remove|delete|drop|clear|strip)\s+(?:the\s+|all\s+)?default\s+acls?\b", text, re.I):
        return f"{_sudo_for(target)}setfacl {'-R ' if recursive else ''}-k {target}"
    who = _ACL_WHO.search(text)
    if not re.search(r"\b(?:give|grant|let|allow|set|add)\b", text, re.I) or who is None:
        return None
    entry = f"{who.group('kind')[0].lower()}:{who.group('name')}" if who.group("kind") else f"u:{who.group('user')}"
    said = _ACL_BITS.search(text, who.end())
    if said is None:
        return None
    if said.group("full"):
        bits = "rwx"
    elif said.group("ro"):
        bits = "rX" if recursive else "r"
    else:
        bits = _acl_letters(said.group("letters") or said.group("words"))
        bits = bits + "X" if recursive and bits == "r" else bits
    default = re.search(r"\bdefault\b|\bnew(?:ly\s+created)?\s+(?:files|folders|directories|entries)\b", text, re.I)
    both = default and re.search(r"\b(?:too|as\s+well|also)\b", text, re.I)
    flags = ("-R " if recursive else "") + ("-d " if default and not both else "")
    spec = f"{entry}:{bits},d:{entry}:{bits}" if both else f"{entry}:{bits}"
    return f"{_sudo_for(target)}setfacl {flags}-m {spec} {target}"


# Folders whose files only root may write: a backup copy beside one of them needs sudo.
_ROOT_PLACES = re.compile(r"/(?:etc|usr|opt|var|boot|srv|lib)/")


def _backup_copy(file: str) -> str:
    """A backup copy of ``file`` beside it, as ``file.bak``."""
    return f"{'sudo ' if _ROOT_PLACES.match(file) else ''}cp {file} {file}.bak"


_IN_DIR = r"\s+(?:in|under|inside)\s+(?P<dir>~/[\w./-]*|\.{1,2}/[\w./-]*|/[\w./-]+|[\w-]+/?)"


def _renamed_in(folder: str | None, glob: str, new: str) -> str:
    """A loop renaming the files ``glob`` matches, in ``folder`` (entered first) or here, each to ``new`` (said in
    terms of ``$f``)."""
    return in_folder(folder, f'for f in {glob}; do mv -- "$f" "{new}"; done')


_FILE_TIMES = (("%x", r"read|accessed|opened|atime|access\s+time|last\s+access(?:\s+time)?"), ("%z", r"ctime|(?:status\s+)?change\s+time|inode\s+change\s+time"),
               ("%w", r"created|made|born|birth\s*time|creation\s+(?:time|date)"),
               ("%y", r"modified|changed|edited|written(?:\s+to)?|updated|touched|saved|mtime|modification\s+(?:time|date)|last[\s-]modified\s+(?:time|date)"))
_A_FILE = r"(?:[~/.]|\w)[\w./~-]*?(?:\.\w{1,5}|/[\w.-]+)"


# date's format for the form a request shows a date in ("with today's date as YYYYMMDD appended")
_DATE_FORMATS = {"YYYY-MM-DD": "%F", "YYYYMMDD": "%Y%m%d", "YYYY_MM_DD": "%Y_%m_%d"}


def _file_time(m: re.Match) -> str:
    """stat's format for the time of a file the request asks about ("when was notes.txt created": ``%w``)."""
    what = m.group("what") or m.group("what2")
    fmt = next(f for f, words in _FILE_TIMES if re.fullmatch(words, what, re.I))
    return f"stat -c {fmt} {m.group('file') or m.group('file2')}"


def _duplicates_found(m: re.Match) -> str | None:
    """Files with the same contents under a folder, by their checksums (sha256 when the request says so)."""
    text = m.string
    if re.search(r"\b(?:delet|remov|clean|get\s+rid|names?|filenames?|named|lines?|rows?|fdupes|rdfind|how\s+much|wast|space|keep)\w*", text, re.I):
        return None
    folder = m.group("dir").rstrip("/.,?") or "."
    if re.search(r"\bsha-?256\b", text, re.I):
        return f"find {folder} -type f -exec sha256sum {{}} + | sort | uniq -w64 -dD"
    return f"find {folder} -type f -exec md5sum {{}} + | sort | uniq -w32 -dD"



def _user_can(m: re.Match) -> str | None:
    """A yes-or-no test of what a user may do with a path, run as that user (``sudo -u``), or as the user typing for
    "i"/"me": "can www-data read /srv/app/config.ini" → ``sudo -u www-data test -r /srv/app/config.ini && echo yes ||
    echo no``."""
    user = m.group("user").lower()
    if user in ("it", "this", "that", "the", "a", "you", "we", "they", "anyone", "everyone", "someone", "he", "she"):
        return None
    flag = {"read": "-r", "open": "-r", "write": "-w", "modify": "-w", "change": "-w", "execute": "-x", "run": "-x", "enter": "-x"}[m.group("verb").lower()]
    as_user = "" if user in ("i", "me") else f"sudo -u {m.group('user')} "
    return f"{as_user}test {flag} {m.group('path')} && echo yes || echo no"

# The newest file of a folder, as an operand: "$(ls -t DIR/*.pdf | head -n 1)"
_NEWEST = (r"(?:the\s+)?(?:newest|latest|most\s+recent(?:ly\s+(?:modified|changed|created|written|saved|downloaded))?|last\s+(?:modified|downloaded|saved))\s+"
           r"(?:(?P<ext>\.?[A-Za-z0-9]{2,4})\s+)?(?P<noun>files?|logs?|pdfs?|zips?|csvs?|dumps?|backups?|downloads?|tarballs?|archives?|isos?|debs?|jpgs?|pngs?|txts?|one)"
           r"\s+(?:in|from|under|inside)\s+(?:the\s+|my\s+)?(?P<dir>(?:this|the\s+current|current)\s+(?:directory|dir|folder)|here|[~./\w][\w./~-]*)")
_KINDS = {"log": "log", "pdf": "pdf", "zip": "zip", "csv": "csv", "tarball": "tar.gz", "iso": "iso", "deb": "deb", "jpg": "jpg", "png": "png", "txt": "txt"}


def _newest_used(m: re.Match) -> str | None:
    """What a request does to the newest file of a folder: "open the newest pdf in ~/Downloads" → ``xdg-open "$(ls
    -t ~/Downloads/*.pdf | head -n 1)"``; "last 50 lines of the newest .log file in /var/log/app" → ``tail -n 50 "$(ls
    -t /var/log/app/*.log | head -n 1)"``; "copy the latest dump from /backups/mysql to /mnt/offsite" → ``cp "$(ls -t
    /backups/mysql/* | head -n 1)" /mnt/offsite/``."""
    noun = m.group("noun").lower().rstrip("s")
    ext = (m.group("ext") or "").lstrip(".").lower() or _KINDS.get(noun, "")
    if m.group("ext") and m.group("ext").lower() in ("text", "the", "big", "new", "old"):
        return None
    folder = m.group("dir").rstrip("/")
    folder = "." if re.fullmatch(r"(?:this|the\s+current|current)\s+\w+|here", folder, re.I) else folder
    here = "" if folder == "." else f"{folder}/"
    newest = f'"$(ls -t {here}*{"." + ext if ext else ""} | head -n 1)"'
    if m.group("tool"):
        return f"{m.group('tool').lower()} {newest}"
    verb, dest, n = (m.group("verb") or "tail").lower().split()[0], m.group("dest"), m.group("n")
    if verb in ("copy", "cp", "move", "mv"):
        if not dest:
            return None
        dest = "." if re.fullmatch(r"(?:current|this)\s+\w+|here", dest, re.I) else dest.rstrip("/") + "/"
        return f"{'cp' if verb in ('copy', 'cp') else 'mv'} {newest} {dest}"
    if n:
        return f"tail -n {n} {newest}" if (m.group("end") or "last").lower() == "last" else f"head -n {n} {newest}"
    return {"open": f"xdg-open {newest}", "follow": f"tail -f {newest}", "tail": f"tail -f {newest}" if re.search(r"\b(?:follow|-f|live)\b", m.string) else f"tail {newest}",
            "cat": f"cat {newest}", "less": f"less {newest}", "view": f"less {newest}",
            "read": f"less {newest}"}.get(verb)


def _copied_leaving_out(m: re.Match) -> str | None:
    """``rsync -a --exclude=X … SRC/ DST/``: what the request leaves out excluded wherever it is found (".git",
    "node_modules", "*.log files", ".tmp files", ".cache"); the folder's contents go to the other place, as a copy
    with cp -r would, but the folder itself onto a drive (``rsync -a --exclude=raw photos /mnt/usb/``)."""
    if re.search(r"\.(?:tar(?:\.\w+)?|tgz|zip|7z|rar)$", m.group("dst"), re.I):
        return None   # an archive made: tar's or zip's own --exclude
    names = []
    for item in re.split(r"\s*(?:,\s*and|,|\band\b|\bor\b)\s*", m.group("list")):
        item = re.sub(r"^(?:the|any)\s+", "", item.strip(), flags=re.I)
        if re.fullmatch(r"\.\w+\s+files?", item, re.I):
            item = "*" + item.split()[0]   # ".tmp files": every file of that extension
        item = re.sub(r"\s+(?:folders?|directories|dirs?|files?)$", "", item, flags=re.I)
        if not item or item.lower() in ("hidden", "files", "folders", "everything", "anything", "them", "it", "those", "these"):
            return None
        names.append(item)
    src = "~" if m.group("src").lower().startswith("home") else m.group("src").rstrip("/")
    dst = m.group("dst").rstrip("/")
    excludes = " ".join(f"--exclude={_shell_word(n)}" for n in names)
    # the folder's contents, as cp -r makes a new copy; the folder itself into a drive or a backup folder that holds others
    into = re.fullmatch(r"/(?:mnt|media|run/media/\w+)(?:/[\w.-]+)?|(?:/|~/)?backups?|/srv/backups?", dst) is not None and src != "~"
    verbose = "v" if re.match(r"\s*(?:please\s+)?r?sync\b", m.string, re.I) or ":" in dst else ""   # (a sync or a transfer shows its files)
    return f"rsync -a{verbose} {excludes} {src}{'' if into else '/'} {dst}/"


ROWS = (
    # "open the newest pdf in ~/Downloads", "copy the latest dump from /backups/mysql to /mnt/offsite", "follow the
    # newest log file in /var/log/myapp", "last 50 lines of the newest .log file in /var/log/app"
    (re.compile(rf"^\s*(?:please\s+)?(?:(?P<verb>open|copy|cp|move|mv|cat|less|view|read|tail|follow)\s+)?(?:(?:the\s+)?(?P<end>last|first)\s+(?P<n>\d+)\s+lines\s+(?:of|in)\s+)?"
                rf"{_NEWEST}(?:\s+(?:to|into)\s+(?:the\s+)?(?P<dest>(?:current|this)\s+(?:directory|dir|folder)|here|[~./\w][\w./~-]*))?(?:\s+with\s+(?P<tool>less|more|vim|nano|cat|xdg-open)|\s+live)?\s*\??\s*$", re.I),
     lambda m: _newest_used(m) if (m.group("verb") or m.group("n")) else None),
    # "find duplicate files in ~/Pictures by comparing md5 sums": the files whose checksums repeat, each group listed
    (re.compile(r"\bduplicated?\s+(?:files|photos|images|pictures|songs|mp3s|videos|documents|pdfs)\b(?:\s+(?:by|with)\s+(?:identical\s+|the\s+same\s+)?content)?"
                r"\s+(?:in|under|inside|within|across)\s+(?:the\s+|my\s+)?(?P<dir>[~./\w][\w./~-]*)", re.I),
     _duplicates_found),
    # "back up config.yaml with today's date appended to the name": a copy beside it, the date after its whole name
    (re.compile(r"^\s*(?:please\s+)?(?:back\s*up|make\s+a\s+(?:backup|copy)\s+of|save\s+a\s+copy\s+of|copy)\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?:\s+to\s+a\s+backup)?\s+with\s+"
                r"(?:today'?s|the\s+current)\s+date(?:\s+(?:in|as)\s+(?P<fmt>YYYY-?MM-?DD|YYYY_MM_DD)(?:\s+(?:form|format))?)?\s+(?:appended|added|tacked\s+on|stuck\s+on)"
                r"(?:\s+(?:to|at)\s+(?:the\s+end\s+of\s+)?(?:the|its)\s+(?:file\s*)?name)?\s*$", re.I),
     lambda m: f"cp {m.group('file')} {m.group('file')}.$(date +{_DATE_FORMATS.get((m.group('fmt') or 'YYYY-MM-DD').upper(), '%F')})"),
    # "when was notes.txt created", "show the ctime of /etc/shadow": one time of a file, by stat
    (re.compile(rf"^\s*(?:when\s+(?:was|did)\s+(?:the\s+file\s+)?(?P<file>{_A_FILE})\s+(?:last\s+|first\s+)?(?P<what>{'|'.join(w for _, w in _FILE_TIMES)})"
                rf"|(?:show|print|display|get|tell\s+me|what\s+is|what's)\s+(?:me\s+)?the\s+(?P<what2>{'|'.join(w for _, w in _FILE_TIMES)})\s+of\s+(?:the\s+file\s+)?"
                rf"(?P<file2>{_A_FILE}))\s*\??\s*$", re.I),
     _file_time),
    # "edit /etc/hosts", "open notes.txt in a text editor": a text file in the terminal's editor, as root for the
    # system's files (other documents, and an editor named, are left to the model)
    (re.compile(r"^\s*(?:please\s+)?(?:edit|open)\s+(?:up\s+)?(?:the\s+file\s+)?(?P<file>/etc/[\w./-]*\w|~/\.\w+(?:rc|profile|_aliases)|(?:[~/.]|\w)[\w./~-]*?"
                r"\.(?:txt|md|conf|cfg|ini|ya?ml|json|toml|env|sh|py|js|csv|log|xml))(?:\s+in\s+(?:an?\s+|the\s+)?(?:text\s+)?editor)?\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}nano {m.group('file')}"),
    # names changed in a loop: a prefix added or taken off, spaces made underscores, lower case, today's date added
    (re.compile(rf"^\s*(?:please\s+)?add\s+(?:the\s+)?prefix\s+['\"]?(?P<prefix>[\w.-]+)['\"]?\s+to\s+(?:every|each|all(?:\s+the)?)\s+\.?(?P<ext>[a-z0-9]{{1,5}}?)s?(?:\s+files?)?{_IN_DIR}\s*$", re.I),
     lambda m: _renamed_in(m.group("dir"), f"*.{m.group('ext').lower()}", f"{m.group('prefix')}$f")),
    (re.compile(rf"^\s*(?:please\s+)?(?:strip|remove|drop|take\s+off)\s+(?:the\s+)?['\"](?P<prefix>[^'\"]+)['\"]\s+prefix\s+from\s+(?:the\s+|all\s+(?:the\s+)?)?files{_IN_DIR}\s*$", re.I),
     lambda m: _renamed_in(m.group("dir"), f"'{m.group('prefix')}'*", "${f#" + m.group("prefix") + "}")),
    (re.compile(rf"^\s*(?:please\s+)?replace\s+(?:the\s+|all\s+)?spaces\s+with\s+underscores\s+in\s+(?:all\s+|the\s+|every\s+)*(?:file\s*names|names\s+of\s+(?:the\s+)?files){_IN_DIR}\s*$", re.I),
     lambda m: _renamed_in(m.group("dir"), "*\\ *", "${f// /_}")),
    (re.compile(rf"^\s*(?:please\s+)?make\s+(?:every|each|all(?:\s+the)?)\s+file\s*names?{_IN_DIR}\s+lower\s*case\s*$", re.I),
     lambda m: in_folder(m.group("dir"), 'for f in *; do [ "$f" = "${f,,}" ] || mv -- "$f" "${f,,}"; done')),
    (re.compile(r"^\s*(?:please\s+)?rename\s+(?P<stem>[\w-]+)\.(?P<ext>\w+)\s+so\s+(?:that\s+)?it\s+(?:has|includes|gets)\s+(?:today'?s\s+date|the\s+date(?:\s+of\s+today)?)\s+in\s+(?:the|its)\s+(?:file\s*)?name\s*$", re.I),
     lambda m: f'mv {m.group("stem")}.{m.group("ext")} "{m.group("stem")}_$(date +%F).{m.group("ext")}"'),
    # "make a backup of /etc/fstab before i edit it", "back up config.yaml": a copy beside it (a file, not a folder)
    (re.compile(r"^\s*(?:please\s+)?(?:(?:make|create|take|keep)\s+(?:a\s+)?(?:quick\s+)?(?:backup|bak)(?:\s+copy)?\s+of|back\s*up)\s+(?:the\s+|my\s+)?(?:file\s+)?"
                r"(?P<file>/etc/[\w./-]*\w|[~./\w][\w./~-]*\.\w{1,5})(?:\s+file)?(?:\s*,?\s+(?:before|first|so\s+that|in\s+case)\b[^.;]*)?\s*[.!]?\s*$", re.I),
     lambda m: _backup_copy(m.group("file"))),
    # "securely delete secret.txt", "securely wipe old_bank.pdf and delete it"
    (re.compile(r"\bsecurely\s+(?:delete|remove|erase|wipe|destroy)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"shred -u {m.group('file')}"),
    # "hex dump the first 64 bytes of header.bin", "the first 16 bytes of image.png in hex"
    (re.compile(r"\b(?:hex\s*dump|show\s+in\s+hex|dump\s+in\s+hex)\s+(?:of\s+)?the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<file>[~./\w][\w./~-]*)"
                r"|\bfirst\s+(?P<n2>\d+)\s+bytes\s+of\s+(?P<file2>[~./\w][\w./~-]*?)\s+(?:in|as)\s+hex\b"
                r"|\bhex\s*dump\s+of\s+(?P<file3>[~./\w][\w./~-]*\.\w+),?\s+(?:just\s+|only\s+)?(?:the\s+)?first\s+(?P<n3>\d+)\s+bytes\b", re.I),
     lambda m: f"xxd -l {m.group('n') or m.group('n2') or m.group('n3')} {m.group('file') or m.group('file2') or m.group('file3')}"),
    # "show me what is written in the file readme.txt", "what's in notes.txt?"
    (re.compile(r"^\s*(?:show|print|display|tell)\s+(?:me\s+)?what(?:'s|\s+is)\s+(?:written\s+)?(?:in|inside)\s+(?:the\s+file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?!(?:zip|tar|gz|tgz|bz2|xz|7z|rar|jar|deb|rpm|iso|img)\b)\w+)\s*[?.!]?\s*$|^\s*what(?:'s|\s+is)\s+(?:written\s+)?in\s+(?:the\s+file\s+)?"
                r"(?P<file2>[~./\w][\w./~-]*\.(?!(?:zip|tar|gz|tgz|bz2|xz|7z|rar|jar|deb|rpm|iso|img)\b)\w+)\s*\?\s*$", re.I),
     lambda m: f"cat {m.group('file') or m.group('file2')}"),
    # "change the owner of every file under /home/shared that belongs to jsmith to mlee", "find every file owned by bob
    # under /srv and give it to alice"
    (re.compile(r"\bchange\s+the\s+owner(?:ship)?\s+of\s+(?:every|all(?:\s+the)?)\s+files?\s+(?:under|in|below)\s+(?P<place>[~./\w][\w./~-]*)\s+"
                r"(?:that\s+belongs?\s+to|owned\s+by|belonging\s+to)\s+(?:user\s+)?(?P<old>[a-z_][\w-]*)\s+to\s+(?:user\s+)?(?P<new>[a-z_][\w-]*)\b"
                r"|\bfind\s+(?:every|all(?:\s+the)?)\s+files?\s+owned\s+by\s+(?:user\s+)?(?P<old2>[a-z_][\w-]*)\s+(?:under|in)\s+"
                r"(?P<place2>[~./\w][\w./~-]*)\s+and\s+(?:give|hand)\s+(?:it|them)\s+to\s+(?:user\s+)?(?P<new2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo find {m.group('place') or m.group('place2')} -user {m.group('old') or m.group('old2')} -exec chown "
               f"{m.group('new') or m.group('new2')} {{}} +"),
    # "give all files in /data/shared owned by olduser to newuser"
    (re.compile(r"\bgive\s+(?:all|every)\s+(?:the\s+)?files?\s+(?:in|under)\s+(?P<place>[~./\w][\w./~-]*)\s+owned\s+by\s+(?:user\s+)?"
                r"(?P<old>[a-z_][\w-]*)\s+to\s+(?:user\s+)?(?P<new>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo find {m.group('place')} -user {m.group('old')} -exec chown {m.group('new')} {{}} +"),
    # "give user alice read and write access to /srv/reports/q2.xlsx with an ACL"
    (re.compile(r"\bgive\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+(?P<perm>(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+)(?:read|write|execute))*)"
                r"\s+(?:access|permissions?|rights)\s+(?:to|on)\s+(?P<file>[~./\w][\w./~-]*?)\s+(?:with|using|via|through)\s+(?:an?\s+)?acls?\b", re.I),
     lambda m: f"setfacl -m u:{m.group('user')}:{''.join(b for b in 'rwx' if re.search(dict(r='read', w='write', x='execute')[b], m.group('perm'), re.I))} "
               f"{m.group('file')}"),
    # "empty /var/log/app/debug.log without deleting the file"
    (re.compile(r"\b(?:empty|truncate|clear(?:\s+out)?)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:without\s+(?:deleting|removing)|but\s+keep)", re.I),
     lambda m: f"truncate -s 0 {m.group('file')}"),
    # "make config.lock immutable so not even root can modify it" (the model: sudo chmod 755 config.lock)
    (_MADE_IMMUTABLE, lambda m: f"sudo chattr +i {m.group(1) or m.group(2)}"),
    # "which group owns /var/www/html?", "who owns /srv/data?"
    (_OWNER_ASKED, lambda m: f"stat -c %U {m.group(3)}" if m.group(3)
     else f"stat -c {'%G' if m.group(1).lower() == 'group' else '%U'} {m.group(2)}"),
    # "is photo.jpg newer than photo_backup.jpg?"; "is /usr/local/bin/deploy.sh executable?"
    (_NEWER_ASKED, lambda m: f"[ {m.group(1)} {'-nt' if m.group(2).lower() == 'newer' else '-ot'} {m.group(3)} ] && echo yes || echo no"),
    (_FILE_TESTED, _file_tested),
    # "give me just the file name without the folders from /home/sam/docs/letter.odt"; "the folder part of …"
    (re.compile(r"\b(?:file\s*name|name\s+of\s+the\s+file)\s+(?:without|minus|stripped\s+of|with\s+no)\s+(?:the\s+|its\s+)?(?:leading\s+)?"
                r"(?:folders?|directories|directory|dirs?|path)\b[^/~]*?(?P<path>[~/][\w./~-]*[\w])"
                r"|\bbase\s*name\s+of\s+(?:the\s+path\s+)?(?P<path2>[~/][\w./~-]*[\w])", re.I),
     lambda m: f"basename {m.group('path') or m.group('path2')}"),
    (re.compile(r"\b(?:folder|directory|dir)\s+(?:part|portion|name)\s+of\s+(?:the\s+path\s+)?(?P<path>[~/][\w./~-]*[\w])"
                r"|\bpath\s+(?:of\s+)?(?P<path2>[~/][\w./~-]*[\w])\s+without\s+(?:the\s+|its\s+)?file\s*name\b", re.I),
     lambda m: f"dirname {m.group('path') or m.group('path2')}"),
    # "set the date of photo.jpg to 1 January 2020 at noon", "change the modification time of a.txt to 2023-05-01 08:30"
    (re.compile(r"\b(?:set|change)\s+(?:the\s+)?(?:modification\s+|last[\s-]modified\s+|access\s+)?(?:date|time|timestamp|mtime|date\s+and\s+time)\s+of\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<date>\d{4}-\d{2}-\d{2})(?:,?\s+(?:at\s+)?(?P<time>\d{1,2}:\d{2}(?::\d{2})?|noon|midnight))?", re.I),
     lambda m: f"touch -d '{m.group('date')}" + (f" {_clock(m.group('time'))}" if m.group("time") else "") + f"' {m.group('file')}"
     if m.group("time") else f"touch -d {m.group('date')} {m.group('file')}"),
    # "just the filename from /home/user/docs/report.pdf"
    (re.compile(r"^\s*(?:(?:just|only|print|show|get|give\s+me)\s+)*the\s+file\s*name\s+(?:from|of|in|out\s+of)\s+(?P<path>[~/][\w./~-]*[\w])\s*[.!?]?\s*$", re.I),
     lambda m: f"basename {m.group('path')}"),
    # "create a directory for each name listed in dirs.txt"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:directory|folder|dir)\s+for\s+(?:each|every)\s+(?:name|line|entry)\s+(?:listed\s+)?in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"xargs mkdir -p < {m.group('file')}"),
    # "securely shred secrets.txt and then remove it"
    (re.compile(r"\bshred\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+and\s+(?:then\s+)?(?:remove|delete|unlink)\s+it\b", re.I),
     lambda m: f"shred -u {m.group('file')}"),
    # "which file under config was modified most recently", "the newest file anywhere under /srv/data"
    (re.compile(r"\b(?:which|what)\s+file\s+(?:anywhere\s+)?(?:under|beneath|below|anywhere\s+in)\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:was\s+|has\s+been\s+)?"
                r"(?:modified|changed|updated|edited|written)\s+(?:most\s+recently|last)\b"
                r"|\b(?:most\s+recently\s+(?:modified|changed|updated)|newest|latest)\s+file\s+(?:anywhere\s+)?(?:under|beneath|below|anywhere\s+in)\s+"
                r"(?P<dir2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"find {m.group('dir') or m.group('dir2')} -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"),
    # "list only the subdirectories of the current directory", "list only the directories inside /var/log"
    (re.compile(r"^\s*(?:how\s+(?:can|do)\s+i\s+)?(?:list|show)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:sub)?(?:directories|folders|dirs)\s+(?:only\s+)?(?:of|in|inside)\s+"
                r"(?:(?:the\s+)?(?P<here>current\s+(?:directory|folder|dir)|here|this\s+(?:directory|folder|dir))|(?P<dir>[~/][\w./~-]*))\s*[?.!]?\s*$", re.I),
     lambda m: "ls -d */" if m.group("here") else f"ls -d {m.group('dir').rstrip('/')}/*/"),
    # file names changed in bulk in one folder: lower case, spaces to underscores, another extension
    (re.compile(r"\b(?:make|convert|turn|rename)\s+(?:all\s+(?:the\s+)?)?(?:file\s*names|files)\s+(?:in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\s+)?(?:to\s+)?lower\s*case\b"
                r"(?:\s+in\s+(?:this|the\s+current)\s+(?:folder|directory|dir))?", re.I),
     lambda m: 'for f in *; do mv "$f" "${f,,}"; done'),
    (re.compile(r"\breplace\s+(?:the\s+|all\s+(?:the\s+)?)?spaces\s+(?:with|by)\s+underscores\s+in\s+(?:all\s+(?:the\s+)?)?(?:file\s*names|the\s+names\s+of\s+(?:all\s+)?(?:the\s+)?files)"
                r"\s+in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\b", re.I),
     lambda m: 'for f in *\\ *; do mv "$f" "${f// /_}"; done'),
    (re.compile(r"\b(?:change|switch)\s+the\s+extension\s+of\s+(?:all|every)\s+(?:the\s+)?\.(?P<a>\w+)\s+files?\s+(?:in\s+(?P<dir>[~/.\w][\w./~-]*\w)\s+)?(?:from\s+\.\w+\s+)?to\s+\.(?P<b>\w+)\b", re.I),
     lambda m: f'for f in {m.group("dir") + "/" if m.group("dir") else ""}*.{m.group("a")}; do mv "$f" "${{f%.{m.group("a")}}}.{m.group("b")}"; done'),
    # "join the pieces movie.mkv.part_* back into movie.mkv"
    (re.compile(r"\b(?:join|combine|reassemble|concatenate|glue)\s+(?:the\s+)?(?:pieces|parts|chunks|files)\s+(?P<glob>[~./\w][\w./~-]*\*)\s+(?:back\s+)?(?:together\s+)?into\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file')}"),
    # ls by extension, in natural number order
    (re.compile(r"\blist\s+(?:the\s+)?files\s+in\s+(?P<dir>[~/.\w][\w./~-]*)\s+(?:grouped|sorted|ordered)\s+by\s+(?:file\s+)?(?:extension|type)\b", re.I),
     lambda m: f"ls -X {m.group('dir')}"),
    (re.compile(r"\blist\s+(?:the\s+)?(?:files|tracks|songs|episodes|chapters)\s+in\s+(?P<dir>[~/.\w][\w./~-]*)\s+in\s+(?:proper\s+|natural\s+)?(?:number|numeric(?:al)?|version)\s+order\b", re.I),
     lambda m: f"ls -v {m.group('dir')}"),
    # "make a playlist jazz.m3u of all the mp3s in ~/Music/Jazz"
    (re.compile(r"\bmake\s+(?:a\s+)?playlist\s+(?P<list>[~./\w][\w./~-]*\.m3u8?)\s+(?:of|from|with)\s+(?:all\s+)?(?:the\s+)?(?P<ext>mp3|flac|ogg|m4a|wav)s?\s+(?:files\s+)?in\s+(?P<dir>[~/.\w][\w./~-]*\w)", re.I),
     lambda m: f"find {m.group('dir')} -name '*.{m.group('ext').lower()}' > {m.group('list')}"),
    # "show all the details of photo.jpg like size and dates", "show the full path of song.mp3"
    (re.compile(r"^\s*(?:show|print|display|give\s+me)\s+(?:me\s+)?all\s+(?:the\s+)?details\s+(?:of|about)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I), lambda m: f"stat {m.group('file')}"),
    (re.compile(r"^\s*(?:show|print|display|give\s+me|what\s+is)\s+(?:me\s+)?the\s+(?:full|absolute|complete)\s+path\s+(?:of|to)\s+(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])", re.I),
     lambda m: f"realpath {m.group('file')}"),
    # "make the folder ~/Pictures/Wedding read-only"
    (re.compile(r"\bmake\s+(?:the\s+)?(?:folder|directory|dir)\s+(?P<dir>[~/.\w][\w./~-]*\w)\s+read[\s-]only\b", re.I), lambda m: f"chmod -R a-w {m.group('dir')}"),
    # "put a shortcut to ~/Documents/Taxes on my desktop"
    (re.compile(r"\b(?:put|make|create|add)\s+(?:a\s+)?(?:shortcut|link|symlink)\s+to\s+(?P<target>[~/][\w./~-]*\w)\s+on\s+(?:my|the)\s+desktop\b", re.I),
     lambda m: f"ln -s {m.group('target')} ~/Desktop/"),
    # "create a named pipe called mypipe"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:named\s+pipe|fifo)\s+(?:called\s+|named\s+)?(?P<name>[~./\w][\w./~-]*)"
                r"(?:\s+with\s+(?:the\s+)?(?:permissions?|mode)\s+(?P<mode>[0-7]{3,4}))?", re.I),
     lambda m: None if m.group("name").lower() in ("called", "named", "with") else
     f"mkfifo {'-m ' + m.group('mode') + ' ' if m.group('mode') else ''}{m.group('name')}"),
    # permissions (session 28): copied from a file, all taken from a class, one class like another, special bits
    (re.compile(r"\b(?:copy|clone|take)\s+(?:the\s+)?(?:permission(?:s|\s+bits)?|mode)\s+(?:of|from)\s+(?P<a>[~./\w][\w./~-]*)\s+(?:on)?to\s+(?P<b>[~./\w][\w./~-]*\w)"
                r"|\bgive\s+(?P<b2>[~./\w][\w./~-]*)\s+the\s+same\s+(?:permissions|mode)\s+as\s+(?P<a2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"chmod --reference={m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\bgive\s+(?P<b>[~./\w][\w./~-]*)\s+the\s+same\s+owner(?:\s+and\s+group)?\s+as\s+(?P<a>[~./\w][\w./~-]*\w)"
                r"|\b(?:copy|clone)\s+(?:the\s+)?owner(?:ship)?(?:\s+and\s+group)?\s+(?:of|from)\s+(?P<a2>[~./\w][\w./~-]*)\s+(?:on)?to\s+(?P<b2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"sudo chown --reference={m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\b(?:remove|take\s+away|revoke|strip)\s+(?:every|all|any)\s+(?:the\s+)?(?:permissions?|access|rights)\s+(?:for|from)\s+(?:the\s+)?"
                r"(?P<who>others|other\s+users|everyone\s+else|the\s+world|world|group|the\s+group|owner)\s+(?:on|to|of|from)\s+"
                r"(?:(?:everything|anything|all\s+(?:files|the\s+files))\s+(?P<inside>in|inside|under|within)\s+)?(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: "chmod " + ("-R " if m.group("inside") or re.search(r"\brecursiv\w*|\beverything\s+(?:in|inside|under)\s+it\b|\band\s+(?:all\s+)?its\s+contents\b", m.string, re.I) else "")
               + f"{'g' if 'group' in m.group('who').lower() else 'u' if 'owner' in m.group('who').lower() else 'o'}-rwx {m.group('file')}"),
    (re.compile(r"\bmake\s+the\s+(?P<who>group|other(?:s|s')?|world)\s+permissions\s+of\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:the\s+)?same\s+as\s+(?:the\s+)?"
                r"(?P<like>owner|user|group)(?:'s)?\b", re.I),
     lambda m: f"chmod {'g' if m.group('who').lower() == 'group' else 'o'}={'g' if m.group('like').lower() == 'group' else 'u'} {m.group('file')}"),
    (re.compile(r"\b(?P<verb>remove|clear|unset|drop|take\s+off|set|add|put|turn\s+on)\s+(?:the\s+)?(?P<bit>setuid|suid|set-user-id|setgid|sgid|set-group-id|sticky)\s+(?:bit|flag)?\s*"
                r"(?:from|on|of|to)\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+)?(?!(?:it|that|this|them|those)\b)(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: _special_bit(m.group("bit"), bool(re.match(r"remove|clear|unset|drop|take", m.group("verb"), re.I)), m.group("file"))),
    # umask: shown, shown in letters, set for new files and folders, set for one command, kept in ~/.bashrc
    (re.compile(r"^\s*(?:what(?:'s|\s+is)|show|print|display|check)\s+(?:me\s+)?(?:my|the)\s+(?:current\s+)?umask(?:\s+(?:value|setting))?\s*\??\s*$", re.I), lambda m: "umask"),
    (re.compile(r"\bumask\b[^.?]*\b(?:symbolic|letters|rwx)\b", re.I), lambda m: "umask -S"),
    (re.compile(r"\bumask\b[^.?]*?\bfiles?\s+(?:come\s+out|are\s+created|are|get|end\s+up|become)?\s*(?:as\s+|with\s+)?(?P<f>[0-7]{3})\b[^.?]*?\b(?:dirs|directories|folders)\s+"
                r"(?:come\s+out\s+|get\s+|are\s+created\s+|are\s+|end\s+up\s+|become\s+)?(?:as\s+|with\s+)?(?P<d>[0-7]{3})\b", re.I),
     lambda m: f"umask {''.join(str(7 - int(c)) for c in m.group('d')).zfill(3)}"),
    # "set the umask so new files get 600": the bits files are not given (no x: files never get it from the umask)
    (re.compile(r"\bumask\b[^.?]*?\bnew\s+files?\s+(?:come\s+out|are\s+created|are|get|end\s+up|become)\s*(?:as\s+|with\s+)?(?P<f>[0-7]{3})\s*[.!]?\s*$", re.I),
     lambda m: f"umask {0o666 & ~int(m.group('f'), 8):03o}"),
    (re.compile(r"\bmake\s+(?:the\s+)?umask\s+(?P<u>[0-7]{3,4})\s+permanent\b|\badd\s+umask\s+(?P<u2>[0-7]{3,4})\s+to\s+(?:my\s+)?~/\.bashrc\b", re.I),
     lambda m: f"echo 'umask {m.group('u') or m.group('u2')}' >> ~/.bashrc"),
    (re.compile(r"\bcreate\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+a\s+(?:temporary\s+)?(?P<u>[0-7]{3,4})\s+umask\b", re.I),
     lambda m: f"(umask {m.group('u')} && touch {m.group('file')})"),
    # file attributes: the immutable and append-only flags, shown for a folder itself
    (re.compile(r"\b(?:remove|clear|unset|drop|take\s+off)\s+(?:the\s+)?immutable\s+(?:flag|attribute|bit)\s+(?:from|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"sudo chattr -i {m.group('file')}"),
    (re.compile(r"\bmake\s+(?P<file>[~./\w][\w./~-]*\w)\s+append[\s-]only\b", re.I), lambda m: f"sudo chattr +a {m.group('file')}"),
    (re.compile(r"\bmake\s+(?P<dir>[~./\w][\w./~-]*\w)\s+and\s+everything\s+(?:in|inside|under)\s+it\s+immutable\b", re.I),
     lambda m: f"sudo chattr -R +i {m.group('dir')}"),
    (re.compile(r"\b(?:recursively\s+)?make\s+(?:everything|all(?:\s+(?:the\s+)?files)?)\s+(?:in|inside|under|below)\s+(?P<dir>[~./\w][\w./~-]*\w)\s+immutable\b", re.I),
     lambda m: f"sudo chattr -R +i {m.group('dir')}"),
    (re.compile(r"\b(?:turn\s+off|disable|stop|switch\s+off|no)\s+(?:the\s+)?(?:access[\s-]time|atime)\s+updates?\s+(?:for|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}chattr +A {m.group('file')}"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:me\s+)?the\s+(?:extended\s+|special\s+)?(?:file\s+)?attributes\s+of\s+(?:the\s+)?"
                r"(?P<all>all\s+(?:the\s+)?(?:files|entries)\s+(?:under|in|inside|below)\s+)?(?P<kind>directory\s+|folder\s+|file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\w)(?P<rest>.*)$", re.I),
     lambda m: "lsattr " + ("-R " if re.search(r"\brecursiv\w*", m.string, re.I) or m.group("all") and re.search(r"\b(?:under|below)\b", m.group("all"), re.I)
                            else "-d " if re.search(r"\bitself\b|\bnot\s+its\s+contents\b", m.group("rest"), re.I) else "") + m.group("file")),
    # ACLs: a user's or a group's entry set (recursively, by default), shown, removed, stripped, backed up, restored
    (re.compile(r"\b(?P<rec>recursively\s+)?(?:give|grant)\s+(?P<kind>user|group)\s+(?P<name>[a-z_][\w-]*)\s+(?P<perm>rwx|rw|rx|r|(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+)(?:read|write|execute))*)"
                r"\s+(?:access\s+)?(?:on|to)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:via|with|using|through)\s+(?:an?\s+)?acls?\b(?P<rest>.*)$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}setfacl {'-R ' if m.group('rec') or re.search(r'recursiv', m.group('rest'), re.I) else ''}"
               f"-m {m.group('kind')[0].lower()}:{m.group('name')}:{_acl_letters(m.group('perm'))} {m.group('file')}"),
    (re.compile(r"\b(?:show|list|print|display|view|get)\s+(?:me\s+)?(?:the\s+)?acls?\s+(?:entries\s+)?(?:of|for|on)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: "getfacl " + ("--omit-header " if re.search(r"\b(?:without|no|omit\w*|skip\w*|hide|drop\w*)\s+(?:the\s+)?(?:comment\s+)?header", m.string, re.I)
                            else "") + m.group("file")),
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:the\s+)?acl\s+entry\s+(?:for|of)\s+(?P<kind>user|group)\s+(?P<name>[a-z_][\w-]*)\s+(?:from|on)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"setfacl -x {m.group('kind')[0].lower()}:{m.group('name')} {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|clear)\s+(?:all\s+)?(?:the\s+)?(?:extended\s+)?acls?\s+(?:entries\s+)?(?:from|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"setfacl -b {m.group('file')}"),
    (re.compile(r"\b(?:back\s*up|save|dump)\s+(?:all\s+)?(?:the\s+)?acls\s+(?:under|of|in|for)\s+(?P<dir>[~./\w][\w./~-]*\w)\s+(?:to|into|in)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"getfacl -R {m.group('dir')} > {m.group('file')}"),
    (re.compile(r"\brestore\s+(?:the\s+)?acls\s+from\s+(?P<file>[~./\w][\w./~-]*\w)", re.I), lambda m: f"sudo setfacl --restore={m.group('file')}"),
    # any other request about ACLs: built from its parts (who, which bits, default, recursive, where)
    (re.compile(r"\bacls?\b|\baccess\s+control\s+lists?\b", re.I), lambda m: _acl_built(m.string)),
    # hard links: how many a file has
    (re.compile(r"\bhow\s+many\s+hard\s+links\s+(?:does|do)\s+(?P<file>[~./\w][\w./~-]*\w)\s+have\b|\b(?:hard\s+)?link\s+count\s+of\s+(?P<file2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"stat -c %h {m.group('file') or m.group('file2')}"),
    # the permissions along a path, a listing with numeric ids
    (re.compile(r"\bpermissions\s+of\s+(?:every|each|all\s+(?:the\s+)?)\s*(?:directory|directories|folder|folders|component|part)\s+(?:along|in|on|of)\s+(?:the\s+)?(?:path\s+)?(?P<path>/[\w./-]*\w)", re.I),
     lambda m: f"namei -l {m.group('path')}"),
    (re.compile(r"\blist\s+(?P<dir>[~./\w][\w./~-]*)\s+with\s+(?:the\s+)?numeric\s+(?:user\s+and\s+group\s+ids|uids?\s+and\s+gids?|ids)\b", re.I),
     lambda m: f"ls -ln {m.group('dir')}"),
    # a file emptied
    (re.compile(r"^\s*(?:empty|truncate|clear|wipe|zero(?:\s+out)?)\s+(?:out\s+)?(?:the\s+contents\s+of\s+|the\s+(?:log\s+)?file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?:\s+(?:down\s+)?to\s+(?:zero|0)\s+bytes)?(?:\s+without\s+(?:deleting|removing)\s+it)?\s*[.!]?\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}truncate -s 0 {m.group('file')}"),
    # "make a site folder with css, js and img subfolders", "create project with src, tests and docs subdirectories"
    # "set up a new project dir myapp with bin, lib, tests and docs inside", "make a folder src with subfolders api, models and utils"
    (re.compile(r"^\s*(?:create|make|set\s+up)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:project\s+)?(?:(?:folder|directory|dir)\s+(?:called\s+|named\s+)?)?(?P<dir>[\w.~/-]*\w)(?:\s+(?:project\s+)?(?:folder|directory|dir))?\s+"
                r"(?:with|containing|holding)\s+(?:the\s+)?(?P<kind1>(?:sub-?folders|sub-?directories|subdirs|folders|directories|dirs)\s+)?(?P<subs>[\w.-]+(?:\s*,\s*[\w.-]+)*\s*,?\s+and\s+[\w.-]+)"
                r"(?P<kind2>\s+(?:sub-?folders|sub-?directories|subdirs|folders|directories|dirs))?(?P<inside>\s+(?:in|inside)(?:\s+it)?)?\s*[.!]?\s*$", re.I),
     lambda m: None if m.group("dir").lower() in ("a", "the", "folder", "directory", "new") or not (m.group("kind1") or m.group("kind2") or m.group("inside"))
     else f"mkdir -p {m.group('dir')}/{{{','.join(items_listed(m.group('subs')))}}}"),
    # "create folders 2024/01 through 2024/12 under ~/invoices": a numbered run of folders, zeros kept
    (re.compile(r"^\s*(?:create|make)\s+(?:the\s+)?(?:folders|directories|dirs)\s+(?P<pre>(?:[\w.-]+/)*)(?P<a>\d+)\s+(?:through|thru|to|until)\s+(?P=pre)(?P<b>\d+)"
                r"(?:\s+(?:under|in|inside)\s+(?P<base>[~./\w][\w./~-]*))?\s*$", re.I),
     lambda m: f"mkdir -p {m.group('base').rstrip('/') + '/' if m.group('base') else ''}{m.group('pre')}{{{m.group('a')}..{m.group('b')}}}"
     if len(m.group("a")) == len(m.group("b")) else None),
    (re.compile(r"\binstall\s+(?P<src>[~./\w][\w./~-]*)\s+(?:as|to|into|in)\s+(?P<dst>/[\w./-]+)\s+owned\s+by\s+(?P<owner>[a-z_][\w-]*)"
                r"(?:(?::|\s*,?\s+(?:and\s+)?(?:the\s+)?group\s+)(?P<group>[a-z_][\w-]*))?"
                r"\s*,?\s+(?:and\s+)?(?:with\s+)?(?:the\s+)?(?:mode|permissions)\s+(?P<mode>[0-7]{3,4})\b", re.I),
     lambda m: f"sudo install -o {m.group('owner')}" + (f" -g {m.group('group')}" if m.group("group") else "")
               + f" -m {m.group('mode')} {m.group('src')} {m.group('dst')}"),
    # "create the directory /var/log/myapp owned by syslog, group adm, mode 750": one install -d
    # "create /srv/data owned by the www-data user and group"
    (re.compile(r"\b(?:create|make\s+a(?:\s+new)?)\s+(?:the\s+|a\s+)?(?:(?:directory|folder|dir)\s+)?(?P<dir>(?:[~/]|\./)[\w./~-]*\w|(?<=(?:ory|der|dir)\s)[\w.-]+)\s+owned\s+by\s+"
                r"(?:the\s+)?(?:user\s+)?(?P<owner>[a-z_][\w-]*)(?P<both>\s+(?:user\s+)?and\s+group\b)?"
                r"(?:(?::|\s*,?\s+(?:and\s+)?(?:the\s+)?group\s+)(?P<group>[a-z_][\w-]*))?"
                r"(?:\s*,?\s+(?:and\s+)?(?:with\s+)?(?:the\s+)?(?:mode|permissions)\s+(?P<mode>[0-7]{3,4}))?\s*$", re.I),
     lambda m: f"sudo install -d -o {m.group('owner')}" + (f" -g {m.group('group') or m.group('owner')}" if m.group("group") or m.group("both") else "")
               + (f" -m {m.group('mode')}" if m.group("mode") else "") + f" {m.group('dir')}"),
    (re.compile(r"\b(?:check|see|show)\s+(?:whether|if)\s+(?P<file>[~./\w][\w./~-]*)\s+has\s+the\s+immutable\s+(?:attribute|flag|bit)\b", re.I), lambda m: f"lsattr {m.group('file')}"),
    (re.compile(r"^\s*set\s+(?:the\s+|my\s+)?umask\s+to\s+(?P<u>[0-7]{3,4})(?:\s+for\s+(?:this|the\s+current)\s+(?:shell|session))?\s*$", re.I),
     lambda m: f"umask {m.group('u')}"),
    (re.compile(r"\bgive\s+the\s+(?P<who>group|others)\s+the\s+same\s+permissions\s+(?:as\s+|that\s+)?the\s+(?P<from>owner|group)\s+(?:has\s+)?on\s+(?P<file>[~./\w][\w./~-]*)", re.I),
     lambda m: None if m.group("who") == m.group("from") else
     f"chmod {'g' if m.group('who').lower() == 'group' else 'o'}={'u' if m.group('from').lower() == 'owner' else 'g'} {m.group('file').rstrip('.')}"),
    # "create an empty file called todo.md inside the notes folder"
    (re.compile(r"\b(?:create|make|add)\s+(?:an?\s+)?(?:new\s+)?empty\s+file\s+(?:called|named)\s+(?P<file>[\w.-]+\.\w+)\s+(?:in|inside|under)\s+"
                r"(?:(?:the|my)\s+(?P<dir>[\w.-]+)\s+(?:folder|directory|dir)|(?:the\s+)?(?:folder|directory|dir)\s+(?P<dir2>[\w.-]+)|(?P<dir3>[~./][\w./~-]*?))/?\s*[.!?]?\s*$", re.I),
     lambda m: f"touch {(m.group('dir') or m.group('dir2') or m.group('dir3')).rstrip('/')}/{m.group('file')}"),
    # "create a fresh temporary directory and cd into it"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:fresh\s+|new\s+)?(?:temporary|temp|tmp)\s+(?:directory|folder|dir)\s+and\s+(?:cd|change|go|move|switch)\s+(?:in)?to\s+it\b", re.I),
     lambda m: "cd $(mktemp -d)"),
    # "cd into the directory that contains the python3 executable"
    (re.compile(r"\b(?:cd|go|change)\s+(?:in)?to\s+the\s+(?:directory|folder)\s+(?:that\s+)?(?:contains|holding|holds|with)\s+the\s+(?P<cmd>[a-z][\w.+-]*)\s+(?:executable|binary|program|command)\b", re.I),
     lambda m: f"cd $(dirname $(which {m.group('cmd')}))"),
    # "quietly compare a.bin and b.bin and print same or different"
    (re.compile(r"\bcompare\s+(?P<a>[~./\w][\w./~-]*\.\w+)\s+(?:and|with|to)\s+(?P<b>[~./\w][\w./~-]*\.\w+)\s*,?\s+and\s+(?:print|say|echo|tell\s+me)\s+"
                r"['\"]?(?P<yes>same|identical|equal|yes)['\"]?\s+or\s+['\"]?(?P<no>different|differ|no|not\s+same)['\"]?", re.I),
     lambda m: f"cmp -s {m.group('a')} {m.group('b')} && echo {m.group('yes')} || echo {_shell_word(m.group('no'))}"),
    # "is notes.txt empty? print empty or not empty"
    (re.compile(r"\bis\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+empty\??\s*,?\s*(?:and\s+)?(?:print|say|echo)\s+['\"]?empty['\"]?\s+or\s+['\"]?not\s+empty['\"]?", re.I),
     lambda m: f"[ -s {m.group('file')} ] && echo 'not empty' || echo empty"),
    # "join part_aa, part_ab and part_ac back together into restored.bin"
    (re.compile(r"\b(?:join|put|glue|stitch|reassemble|combine|merge)\s+(?P<parts>[\w./-]+(?:\s*,\s*[\w./-]+)*,?\s+and\s+[\w./-]+)\s+(?:back\s+)?(?:together\s+)?(?:in)?to\s+"
                r"(?:one\s+file\s+(?:called\s+|named\s+)?)?(?P<out>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: _parts_joined(m)),
    # "cut the first 10MB of dump.bin out into head.bin"; "copy everything after the first 512 bytes of disk.img into rest.img"
    (re.compile(r"\b(?:cut|copy|take|extract|save|write)\s+(?:out\s+)?the\s+first\s+(?P<size>\d+\s*(?:[KMG]i?B?|bytes|kilobytes|megabytes))\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"\s+(?:out\s+)?(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -c {_byte_size(m.group('size'))} {m.group('file')} > {m.group('out')}"),
    (re.compile(r"\b(?:everything|all|the\s+rest)\s+(?:after|past|beyond)\s+the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+"
                r"(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tail -c +{int(m.group('n')) + 1} {m.group('file')} > {m.group('out')}"),
    # "make a 10MB file of random data called random.dat"; "quickly create a 1GB file called test.img without writing data to it"
    (re.compile(r"\b(?:make|create|generate)\s+an?\s+(?P<size>\d+\s*(?:[KMG]i?B?|kilobytes|megabytes|gigabytes))\s+file\s+(?:of|with|full\s+of|filled\s+with)\s+random\s+"
                r"(?:data|bytes|content)\s+(?:called|named)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -c {_byte_size(m.group('size'))} /dev/urandom > {m.group('file')}"),
    (re.compile(r"\b(?:create|make|allocate)\s+an?\s+(?P<size>\d+\s*(?:[KMG]i?B?|kilobytes|megabytes|gigabytes))\s+file\s+(?:called|named)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+"
                r"without\s+(?:actually\s+)?writing\s+(?:any\s+)?(?:data|zeros|bytes)", re.I),
     lambda m: f"fallocate -l {_byte_size(m.group('size'))} {m.group('file')}"),
    # "cut log.txt down to just its first 1MB", "shrink app.log to 100KB"
    (re.compile(r"\b(?:cut|shrink|truncate|trim)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:down\s+)?to\s+(?:just\s+)?(?:its\s+first\s+)?(?P<size>\d+\s*(?:[KMG]i?B?|bytes|kilobytes|megabytes))\b", re.I),
     lambda m: f"truncate -s {_byte_size(m.group('size'))} {m.group('file')}"),
    # "create symlinks in ~/bin for every .sh script in ~/scripts"
    (re.compile(r"\b(?:create|make)\s+(?:symbolic\s+links|symlinks|links)\s+in\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:for|to)\s+(?:every|each|all(?:\s+the)?)\s+\.?(?P<ext>\w+)\s+"
                r"(?:scripts?|files?|programs?)\s+in\s+(?P<src>[~./\w][\w./~-]*)", re.I),
     lambda m: f"ln -s {m.group('src').rstrip('/')}/*.{m.group('ext')} {m.group('dir').rstrip('/')}/"),
    # "list the files in logs/ with full ISO modification timestamps"
    (re.compile(r"\b(?:list|show)\s+(?:the\s+)?files\s+in\s+(?P<dir>[~./\w][\w./~-]*)\s+with\s+(?:their\s+)?(?:full|complete|exact)\s+(?:iso\s+)?(?:modification\s+)?(?:timestamps|times|dates)\b", re.I),
     lambda m: f"ls -l --full-time {m.group('dir').rstrip('/') or '/'}"),
    # "open app.log in less, jumping straight to the end"
    (re.compile(r"\bopen\s+(?P<file>[~./\w][\w./~-]*)\s+in\s+less\s*,?\s+(?:jumping|starting|going|scrolled)\s+(?:straight\s+|right\s+|directly\s+)?(?:to|at)\s+the\s+(?:end|bottom)\b", re.I),
     lambda m: f"less +G {m.group('file')}"),
    # "copy data.csv into archive/ and keep numbered backups of any data.csv already in there"
    (re.compile(r"\bcopy\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*,?\s+(?:and\s+)?keep(?:ing)?\s+numbered\s+backups\b", re.I),
     lambda m: f"cp --backup=numbered {m.group('file')} {m.group('dir')}"),
    (re.compile(r"\bcopy\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*,?\s+(?:and\s+)?(?:if\s+[^,]+,\s*)?keep\s+(?:it|the\s+old\s+one)\s+as\s+a\s+backup\s+with\s+the\s+suffix\s+(?P<suf>\.?[\w~-]+)", re.I),
     lambda m: f"cp --backup --suffix={m.group('suf')} {m.group('file')} {m.group('dir')}"),
    # "rename draft.md to final.md, but back up the existing final.md first"
    (re.compile(r"\b(?:rename|move)\s+(?P<a>[~./\w][\w./~-]*)\s+to\s+(?P<b>[~./\w][\w./~-]*)\s*,?\s+(?:but\s+)?back(?:ing)?\s*up\s+the\s+(?:existing|old|current)\s+", re.I),
     lambda m: f"mv -b {m.group('a')} {m.group('b')}"),
    # "copy the symlink latest itself, not the file it points to, into releases_backup/"
    (re.compile(r"\bcopy\s+the\s+(?:sym(?:bolic\s+)?link|link)\s+(?P<link>[~./\w][\w./~-]*)\s+itself\b[^,]*,?\s*(?:not\s+(?:the\s+)?(?:file|thing|target)\s+it\s+points\s+to\s*,?\s*)?(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)", re.I),
     lambda m: f"cp -P {m.group('link')} {m.group('dir')}"),
    # "split emails.txt into 10 files without breaking any lines"
    (re.compile(r"\bsplit\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+into\s+(?P<n>\d+)\s+(?:files|pieces|parts|chunks)\s+without\s+(?:breaking|splitting|cutting)\s+(?:any\s+)?lines\b", re.I),
     lambda m: f"split -n l/{m.group('n')} {m.group('file')}"),
    # "create a directory called private that only I can read, write or enter"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:directory|folder|dir)\s+(?:called|named)\s+(?P<dir>[\w./~-]+)\s+(?:that|which)\s+only\s+(?:i|me|my\s+user)\s+can\s+"
                r"(?:read|write|enter|access|use|open)", re.I),
     lambda m: f"mkdir -m 700 {m.group('dir')}"),
    # "show the modification time of /etc/passwd as a unix timestamp"
    (re.compile(r"\b(?:modification|mtime|last\s+modified)\s+time\s+of\s+(?P<file>[~./\w][\w./~-]*)\s+(?:as|in)\s+(?:a\s+)?(?:unix\s+|epoch\s+)?(?:timestamp|epoch\s+seconds|seconds\s+since\s+the\s+epoch)\b", re.I),
     lambda m: f"stat -c %Y {m.group('file')}"),
    # "empty debug.log without deleting it", "empty app.log down to zero bytes without deleting the file"
    (re.compile(r"\b(?:empty|truncate|clear|wipe|zero)\s+(?:out\s+)?(?:the\s+(?:log\s+)?(?:file\s+)?)?(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s+(?:(?:down\s+)?to\s+(?:zero|0)\s+bytes\s*,?\s*)?"
                r"(?:without|but\s+(?:don'?t|do\s+not))\s+(?:deleting|removing|delete|remove)\b", re.I),
     lambda m: f"truncate -s 0 {m.group('file')}"),
    # "recreate the directory tree of src inside dst without copying any files", "copy just the folder structure of
    # Photos into Photos_empty": the folders alone, with rsync
    (re.compile(r"^\s*(?:please\s+)?(?:copy|recreate|replicate|duplicate|clone|mirror|make|create)\s+(?:just\s+|only\s+)?(?:the\s+)?(?:empty\s+)?(?:directory|folder|dir)"
                r"\s+(?:structure|tree|hierarchy|layout|skeleton)\s+(?:of\s+)?(?P<src>[~./\w][\w./~-]*)\s+(?:in(?:to|side)?|to|under|as|at)\s+(?P<dst>(?:[\w.-]+@)?(?:[\w.-]+:)?[~./\w][\w./~-]*)"
                r"(?:\s*,?\s*(?:but\s+)?(?:without|with\s+no|no)\s+(?:copying\s+)?(?:any\s+(?:of\s+the\s+)?)?(?:files|contents?)(?:\s+at\s+all)?)?\s*[.!]?\s*$", re.I),
     lambda m: f"rsync -a --include='*/' --exclude='*' {m.group('src').rstrip('/')}/ {m.group('dst').rstrip('/')}/"),
    # "copy only the .jpg files from ~/Pictures to /mnt/usb/Pictures, keeping the folder structure": rsync keeps the
    # folders on the way to each file
    (re.compile(r"^\s*(?:please\s+)?(?:copy|sync|back\s+up|backup)\s+(?:only|just)\s+the\s+\.?(?P<ext>[A-Za-z0-9]{1,5})\s+(?:files|photos|images|pictures|documents|songs|videos)"
                r"\s+from\s+(?P<src>[~./\w][\w./~-]*)(?:\s+and\s+its\s+subfolders)?\s+(?:in)?to\s+(?P<dst>(?:[\w.-]+@)?(?:[\w.-]+:)?[~./\w][\w./~-]*)\s*,?\s*"
                r"(?:while\s+|and\s+)?(?:keeping|preserving|keep|preserve|with)\s+(?:the\s+)?(?:sub)?(?:folder|directory|dir)s?\s*(?:structure|tree|layout|hierarchy)?\s*[.!]?\s*$", re.I),
     lambda m: f"rsync -a --include='*/' --include='*.{m.group('ext')}' --exclude='*' {m.group('src').rstrip('/')}/ {m.group('dst').rstrip('/')}/"),
    # "copy project to ~/backup/project but leave out .git directories", "back up my whole home to /media/backup/home but
    # skip the .cache folder": rsync, which can leave things out (cp cannot)
    (re.compile(r"^\s*(?:please\s+)?(?:copy|back\s+up|backup|sync)\s+(?:my\s+|the\s+)?(?:whole\s+|entire\s+)?(?P<src>home(?:\s+(?:folder|directory|dir))?|[~./\w][\w./~-]*)"
                r"(?:\s+(?:folder|directory|dir))?\s+(?:in)?to\s+(?P<dst>(?:[\w.-]+@)?(?:[\w.-]+:)?[~./\w][\w./~-]*)\s*,?\s*(?:but\s+)?"
                r"(?:leav(?:e|ing)\s+out|skip(?:ping)?|exclud(?:e|ing)|without|ignor(?:e|ing)|except(?:\s+for)?)\s+(?:the\s+|any\s+|all\s+)?"
                r"(?P<list>\*?\.?[\w*][\w.*-]*(?:\s+(?:folders?|directories|dirs?|files?))?(?:\s*(?:,|and|or|,\s*and)\s*(?:the\s+|any\s+)?\*?\.?[\w*][\w.*-]*(?:\s+(?:folders?|directories|dirs?|files?))?)*)\s*[.!]?\s*$", re.I),
     lambda m: _copied_leaving_out(m)),
    # "set ~/.ssh to 700 and ~/.ssh/authorized_keys to 600"
    (re.compile(r"\b(?:set|chmod|change)\s+(?:the\s+permissions\s+of\s+)?(?P<a>[~./][\w./~-]*)\s+to\s+(?P<m>[0-7]{3,4})\s+and\s+(?P<b>[~./][\w./~-]*)\s+to\s+(?P<n>[0-7]{3,4})\s*[.!]?\s*$", re.I),
     lambda m: f"chmod {m.group('m')} {m.group('a')} && chmod {m.group('n')} {m.group('b')}"),
    # "create the folders a, b and c": one mkdir of the folders listed
    (re.compile(r"^\s*(?:please\s+)?(?:create|make)\s+(?:the\s+)?(?:new\s+)?(?:folders|directories|dirs)\s+(?:called\s+|named\s+)?"
                r"(?P<list>[\w.-]+(?:\s*,\s*[\w.-]+)*\s*,?\s+and\s+[\w.-]+)\s*[.!]?\s*$", re.I),
     lambda m: f"mkdir {' '.join(items_listed(m.group('list')))}"),
    # "how big is each node_modules folder under ~/code": every folder of that name, not looked into further
    # (a name of its own: node_modules, __pycache__, .git, build …; not "each top-level folder", "each home directory")
    (re.compile(r"\b(?:how\s+big\s+is|(?:disk\s+)?(?:size|usage)\s+of|space\s+used\s+by)\s+(?:each|every)\s+"
                r"(?P<name>[\w.-]*[_.][\w.-]*|build|dist|target|vendor|venv|logs|cache)\s+(?:folder|directory|dir)\s+"
                r"(?:anywhere\s+)?(?:under|in|inside|below|within)\s+(?P<dir>[~./][\w./~-]*)", re.I),
     lambda m: f"find {m.group('dir')} -type d -name {m.group('name')} -prune -exec du -sh {{}} +"),
    (re.compile(r"\b(?:find|list|show)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:directories|folders|dirs)\s+(?:named|called)\s+(?P<name>[\w.-]+)\s+(?:anywhere\s+)?(?:under|in|inside|below|within)\s+"
                r"(?P<dir>[~./][\w./~-]*)\s*,?\s+(?:and\s+)?(?:print|show|list|with)\s+(?:their|the|each\s+one'?s)\s+(?:total\s+)?sizes?\b", re.I),
     lambda m: f"find {m.group('dir')} -type d -name {m.group('name')} -prune -exec du -sh {{}} +"),
    # "make a copy of db.sqlite with todays date in the name": the copy beside it, the date before its kind
    (re.compile(r"\b(?:make|create|take|keep)\s+(?:a\s+)?(?:backup\s+)?copy\s+of\s+(?P<file>[~./\w][\w./~-]*?)(?P<ext>\.[A-Za-z]\w{0,5})?\s+with\s+"
                r"(?:today'?s|todays|the\s+current|the\s+date\s+of\s+today|the)\s+date\s+(?:in|added\s+to|appended\s+to|at\s+the\s+end\s+of)\s+(?:the|its)\s+(?:file\s*)?name\b", re.I),
     lambda m: f'cp {m.group("file")}{m.group("ext") or ""} "{m.group("file")}_$(date +%F){m.group("ext") or ""}"'),
    # "can www-data read /srv/app/config.ini", "test whether www-data is able to write into /var/www/uploads", "am i allowed to
    # write to /mnt/usb": the test run as that user
    (re.compile(r"^\s*(?:(?:check|test|see)\s+(?:whether|if)\s+(?:can|could|is|does|am)?\s*|(?:can|could|is|does|am)\s+)(?P<user>[a-z_][\w-]*|i)\s+(?:(?:is\s+|am\s+)?(?:able|allowed|permitted)\s+to\s+|have\s+permission\s+to\s+|can\s+|could\s+)?"
                r"(?P<verb>read|write|execute|run|open|enter|modify|change)(?:\s+(?:to|into|in|on))?\s+(?P<path>(?:~|/|\./)[\w./~-]*)\s*\??\s*$", re.I),
     lambda m: _user_can(m)),
)
