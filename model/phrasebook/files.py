"""Files and folders: yes-or-no questions about a file (``test``), owners, permissions (``chmod`` by reference or by
class, special bits, ``umask``), attributes (``chattr``, ``lsattr``), ACLs (``setfacl``, ``getfacl``), links, a file
shown (``cat``, ``less``, a hex dump), compared, shredded or given a date, names changed in bulk, copies and moves
with backups, folders made (with subfolders, a mode, an owner), files made, emptied, cut or split by size, checksums,
a file's name, path and details, and the newest file or the subfolders of a folder. Said in plain words: ls's orders
and formats (oldest first, by extension, natural number order, folders first, full times, sizes in K, access time,
only the hidden files), finds by owner, group, executable bit or a name without a kind, a folder copied whole or by
its contents, dated copies into a folder, files moved by a name prefix, names with spaces, a folder emptied but kept,
junk files removed, permissions said class by class or "private", owner and group set at once, chown -h. A home
user's folders said by name ("Downloads"): files of one or more kinds moved, counted, measured or removed (by age), the
newest few, only the folders, what was downloaded today, a file's kind, a file found by name, a big file split into
pieces and joined again, a shortcut made in the home.
"""

from __future__ import annotations

import re

from serval.model.entities import EXTENSION_WORDS, FILE_KINDS, HOME_FOLDERS, items_listed
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
# The file a user is let do something to, said right after the verb ("let user deploy read app.log … with an ACL")
_ACL_VERB_TARGET = re.compile(r"\b(?:read|write(?:\s+to)?|execute|run|modify|edit|open|enter)\s+(?:the\s+(?:file\s+|folder\s+|directory\s+)?)?"
                              r"(?P<t>[~./\w][\w./~-]*\.\w+|[~/.][\w./~-]*\w)(?=[\s,;.]|$)", re.I)
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
    if not targets:   # the file right after what the user may do to it
        targets = [t.group("t") for t in _ACL_VERB_TARGET.finditer(text) if t.group("t").lower() not in _ACL_NOT_TARGETS]
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


# ---- listings, finds, copies and permissions said in plain words ----

# A folder said as a path (~/x, /x, ./x, x/), for the rows below.
_DIR_SAID = r"(?:~/[\w./-]*|~|/[\w./-]*|\.{1,2}/[\w./-]*|\.|[\w.-]+/[\w./-]*)"
# A file or folder said by its name or path.
_NAME_SAID = r"[~./\w][\w./~-]*"

# ls's options for the orders and formats a request says in words ("with the oldest file at the top": -ltr); each
# the words that say it and the options.
_LS_WORDS = (
    (r"(?:with\s+)?(?:the\s+)?oldest\s+(?:files?\s+|ones?\s+|stuff\s+)?(?:first|at\s+the\s+top|on\s+top)|(?:from\s+)?oldest\s+to\s+newest"
     r"|in\s+reverse\s+(?:time|date)\s+order", "ltr"),
    (r"(?:with\s+)?(?:the\s+)?(?:newest|latest|most\s+recent)\s+(?:files?\s+|ones?\s+|stuff\s+)?(?:first|at\s+the\s+top|on\s+top)|(?:from\s+)?newest\s+to\s+oldest", "lt"),
    (r"(?:sorted\s+|ordered\s+)?by\s+(?:modification|modified|mtime|last\s+modified)\s+(?:time|date)", "lt"),
    (r"(?:sorted\s+|ordered\s+)?by\s+(?:when\s+(?:things|they|files|each\s+one)\s+(?:were|was)\s+last\s+(?:accessed|opened|read)|(?:last\s+)?access(?:\s+time)?|atime)", "ltu"),
    (r"(?:sorted\s+|ordered\s+)?by\s+size(?:\s*,?\s*(?:the\s+)?(?:biggest|largest)\s+(?:ones?\s+)?first)?|(?:the\s+)?(?:biggest|largest)\s+(?:files?\s+|ones?\s+)?first", "lS"),
    (r"(?:grouped|sorted|ordered|organi[sz]ed)\s+by\s+(?:their\s+|file\s+)?(?:extension|suffix)(?:es|s)?", "X"),
    (r"in\s+(?:a\s+)?(?:natural|human|version|proper)\s+(?:number\s+|numeric\s+|sort\s+)?order(?:\s*,?\s*so\s+(?:that\s+)?(?P<a>[a-z_-]+)\d+\s+comes?\s+before\s+(?P=a)\d+)?"
     r"|sorted\s+naturally", "v"),
    (r"(?:with\s+)?(?:the\s+)?(?:folders|directories|dirs)\s+(?:shown\s+|listed\s+|grouped\s+|put\s+)?(?:first|before\s+(?:the\s+)?files|at\s+the\s+top)", "--group-directories-first"),
    (r"(?:and\s+)?(?:show(?:ing)?\s+|with\s+)?(?:the\s+)?(?:full|complete|exact)\s+(?:date|time|timestamp|modification\s+time)s?(?:\s+and\s+time)?(?:\s+with\s+(?:the\s+)?seconds)?", "--full-time"),
    (r"(?:show\s+|with\s+)?(?:the\s+)?sizes?\s+in\s+(?:kilobytes|kb|kib|k)\b", "--block-size=K"),
    (r"(?:show\s+|with\s+)?(?:the\s+)?sizes?\s+in\s+(?:megabytes|mb|mib|m)\b", "--block-size=M"),
    (r"(?:with\s+|including\s+|plus\s+)(?:the\s+)?hidden\s+(?:files|ones|dot\s*files)(?:\s+too|\s+as\s+well)?|(?:the\s+)?hidden\s+(?:files|ones)\s+(?:too|as\s+well)", "a"),
    (r"(?:only\s+(?:the\s+)?|just\s+(?:the\s+)?)hidden\s+(?:files|dot\s*files|ones)(?:\s+and\s+(?:folders|directories))?"
     r"|(?:the\s+)?hidden\s+(?:files|dot\s*files)\s+and\s+(?:folders|directories)", "hidden"),
    (r"(?:with\s+|in\s+)?human[\s-]?(?:readable\s+)?(?:sizes?|readable)", "lh"),
    (r"(?:a\s+)?long\s+(?:listing|format|list)|(?:a\s+)?detailed\s+list(?:ing)?", "l"),
)
_LS_SAID = re.compile("|".join(f"(?:{w})" for w, _ in _LS_WORDS), re.I)
# The words around a listing's order that ask nothing more ("list", "show me the files", "please")
_LS_FILLER = frozenset({"ls", "list", "listing", "show", "display", "print", "me", "the", "files", "file", "and", "with", "please", "of", "in", "inside",
                        "everything", "contents", "things", "stuff", "all", "sort", "sorted", "a", "what's", "whats", "is", "there", "folder",
                        "directory", "dir", "my", "home", "this", "current", "here", "can", "you", "i", "want", "to", "see", "order", "ordered", "for"})
_LETTER_ORDER = "lahutrSXv"


def _listing(text: str) -> str | None:
    """ls with the options for the orders and formats a request says in words, of the folder it names: "list
    ~/Documents with the oldest file at the top" → ``ls -ltr ~/Documents``; "ls with hidden files and human sizes" →
    ``ls -lah``; "show sizes in kilobytes for the files in ~/logs" → ``ls -l --block-size=K ~/logs``; "show only
    the hidden files and folders in my home directory" → ``ls -d ~/.*``. None when another word asks for
    more (a kind of file, a count, a second step)."""
    letters, longs, hidden_only, named = set(), [], False, set()
    for m in _LS_SAID.finditer(text):
        if m.group("a"):   # "the chapter files … so chapter2 comes before chapter10": the files it names
            named.add(m.group("a").lower())
        said = next(opt for words, opt in _LS_WORDS if re.fullmatch(words, m.group(0), re.I))
        if said == "hidden":
            hidden_only = True
        elif said.startswith("--"):
            longs.append(said)
            letters.update("" if said == "--group-directories-first" else "l")   # a time or a size in full: a long listing
        else:
            letters.update(said)
    rest = _LS_SAID.sub(" ", text)
    folders = re.findall(rf"(?<![\w~./-]){_DIR_SAID}(?![\w~./-])", rest)
    home = re.search(r"\bmy\s+home(?:\s+(?:directory|folder|dir))?\b", rest, re.I)
    if len(folders) + bool(home) > 1 or (hidden_only and (letters or longs)):
        return None
    rest = re.sub(rf"(?<![\w~./-]){_DIR_SAID}(?![\w~./-])", " ", rest)
    if any(w.lower() not in _LS_FILLER | named for w in re.findall(r"[\w'.~/-]+", rest)) or re.search(r"[|;&>]", rest):
        return None
    folder = "~" if home else (folders[0].rstrip("/") or "/") if folders else ""
    folder = "" if folder == "." else folder
    if hidden_only:
        return f"ls -d {folder + '/' if folder else ''}.*"
    if not longs and letters <= {"l", "h"} and not re.search(r"\b(?:ls|list|listing)\b", text, re.I):
        return None   # "human readable sizes of everything here": du's sizes, not a listing
    flags = "".join(c for c in _LETTER_ORDER if c in letters)
    words = ["ls"] + ([f"-{flags}"] if flags else []) + longs + ([folder] if folder else [])
    return " ".join(words)


# The owner or group a find picks files by: "that belongs to the user deploy", "whose group is www-data", "that isn't
# owned by tom"
_OWNED = (r"(?:that\s+|which\s+)?(?:(?:still\s+)?(?:is\s+|are\s+)?(?P<neg>is\s*n'?t\s+|are\s*n'?t\s+|is\s+not\s+|are\s+not\s+|not\s+|do(?:es)?\s*n'?t\s+|do(?:es)?\s+not\s+)?"
          r"(?:still\s+)?(?:owned\s+by|belongs?\s+to|belonging\s+to)\s+(?:the\s+)?(?:(?P<g1>group)\s+|user\s+)?(?P<who>[a-z_][\w-]*)(?:\s+(?P<g2>group))?"
          r"|whose\s+(?P<g3>group|owner|user)\s+is\s+(?P<neg2>not\s+)?(?:the\s+)?(?:group\s+|user\s+)?(?P<who2>[a-z_][\w-]*))")
_OWNED_WHAT = (r"^\s*(?:(?:show|list|find|get|give)\s+(?:me\s+)?|(?:which|what)\s+)?(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?"
               r"(?P<what>everything|anything|files|things|stuff|folders|directories)(?:\s+and\s+(?:folders|directories))?\s+(?:are\s+there\s+)?")
_OWNED_PLACE = rf"(?:anywhere\s+)?(?:in|under|inside|below|within)\s+(?P<dir>{_DIR_SAID})"
# "everything in /opt that belongs to the user deploy"; "files owned by bob under /srv"
_OWNED_FOUND = re.compile(rf"{_OWNED_WHAT}{_OWNED_PLACE}\s+{_OWNED}\s*\??\s*$", re.I)
_OWNED_FIRST = re.compile(rf"{_OWNED_WHAT}{_OWNED}\s+{_OWNED_PLACE}\s*\??\s*$", re.I)


def _owned_found(m: re.Match) -> str | None:
    """find of what a user or a group owns under a folder: "Show everything in /opt that belongs to the user
    deploy" → ``find /opt -user deploy``; "anything in /home/tom that isn't owned by tom?" → ``find /home/tom !
    -user tom``; "everything in /var/www whose group is www-data" → ``find /var/www -group www-data``."""
    g = m.groupdict()
    who = g["who"] or g["who2"]
    if who.lower() in ("anyone", "anybody", "nobody", "someone", "me", "the", "a", "root's"):
        return None
    neg = g["neg"] or g["neg2"]
    group = bool(g["g1"] or g["g2"]) or (g["g3"] or "").lower() == "group"
    if g["what"].lower() in ("file", "files") and not (neg or group):
        return None   # "files owned by deploy in /srv": the model's find, with or without -type f as the request reads
    kind = " -type d" if g["what"].lower() in ("folders", "directories") else ""
    test = f"{'! ' if neg else ''}-{'group' if group else 'user'} {who}"
    return f"find {g['dir'].rstrip('/') or '/'}{kind} {test}"


def _name_but_not(m: re.Match) -> str:
    """find of files with a word in their names but not of one kind: "files with draft in the name that aren't
    .docx" → ``find . -type f -name '*draft*' ! -name '*.docx'``."""
    folder = (m.group("dir") or m.group("dir2") or ".").rstrip("/") or "/"
    return f"find {folder} -type f -name '*{m.group('word') or m.group('word2')}*' ! -name '*.{m.group('ext')}'"


# What cp's options say in words after "copy X to Y": each the words and the letter
_COPY_WORDS = (
    (r"(?:and\s+|while\s+|but\s+)?(?:keep(?:ing)?|preserv(?:e|ing)|with)\s+(?:all\s+)?(?:the\s+|their\s+|its\s+)?(?:(?:original\s+)?(?:dates|timestamps|times|permissions|perms|ownership|owners|modes|attributes)"
     r"(?:\s*,\s*|\s+and\s+)?)+(?:\s+intact)?", "a"),
    (r"(?:and\s+)?(?:but\s+)?(?:only\s+(?:the\s+)?(?:files\s+)?(?:that\s+are\s+)?newer(?:\s+files)?(?:\s+than\s+(?:what'?s|what\s+is|the\s+ones?)\s+(?:already\s+)?(?:there|in\s+there))?"
     r"|only\s+(?:copy(?:ing)?\s+)?(?:what'?s|what\s+is|files\s+that\s+are)\s+(?:new|newer|changed)|skip(?:ping)?\s+(?:files\s+)?(?:that\s+are\s+)?(?:not\s+newer|older|unchanged))", "u"),
    (r"(?:and\s+)?(?:print|show|list|tell\s+me)\s+(?:me\s+)?(?:each|every)\s+(?:file|name)(?:\s+as\s+it\s+(?:goes|copies|is\s+copied))?|verbosely|(?:and\s+)?be\s+verbose", "v"),
    (r"(?:but\s+)?not\s+(?:the\s+)?(?:[\w.-]+\s+)?(?:folder|directory|dir)\s+itself", "contents"),
    (r"(?:the\s+)?(?:whole\s+|entire\s+)?(?:folder|directory|dir)(?:\s+and\s+(?:everything|all)\s+in\s+it)?|recursively", "r"),
)
_COPY_SAID = re.compile("|".join(f"(?:{w})" for w, _ in _COPY_WORDS), re.I)


def _folder_copied(m: re.Match) -> str | None:
    """cp of a folder or of what is inside it, with the options the request says in words: "copy what's inside
    theme/ into /var/www/theme, not the theme folder itself" → ``cp -r theme/. /var/www/theme/``; "copy the
    photos folder to /mnt/usb and keep the dates and permissions" → ``cp -a photos /mnt/usb/``; a folder copied into
    one of its own name ("copy /home/anna/project into /backup/project, only files that are newer …") merges into
    it → ``cp -ru /home/anna/project/. /backup/project/``. None for a file, or for words it does not read."""
    src, dst = m.group("src") or m.group("src2"), m.group("dst").rstrip("/") or "/"
    said = set()
    rest = m.group("rest") or ""
    for s in _COPY_SAID.finditer(rest):
        said.add(next(opt for words, opt in _COPY_WORDS if re.fullmatch(words, s.group(0), re.I)))
    if re.sub(r"[\s,.;!]|\band\b|\bbut\b|\bplease\b", "", _COPY_SAID.sub(" ", rest), flags=re.I):
        return None
    contents = bool(m.group("inside")) or "contents" in said
    folder = contents or bool(m.group("src2")) or src.endswith("/") or "r" in said or "u" in said
    if not folder or re.search(r"\.\w{1,4}$", src) and not src.endswith("/"):
        return None
    src = src.rstrip("/") or "/"
    if src.split("/")[-1] == dst.split("/")[-1] and src != dst:
        contents = True   # "copy project into /backup/project": into the folder of its name, not a new one inside
    flags = ("a" if "a" in said else "r") + ("u" if "u" in said else "") + ("v" if "v" in said else "")
    return f"cp -{flags} {src}{'/.' if contents else ''} {dst}/"


_DATE_SHAPES = ((r"\d{4}-\d{2}-\d{2}", "%F"), (r"\d{8}", "%Y%m%d"), (r"\d{4}_\d{2}_\d{2}", "%Y_%m_%d"), (r"\d{2}-\d{2}-\d{4}", "%d-%m-%Y"))


def _dated_copy_into(m: re.Match) -> str | None:
    """cp of a file into a folder with today's date after its name, in the form an example shows: "Copy /etc/hosts
    into my home with today's date on the end, e.g. hosts.2024-05-12" → ``cp /etc/hosts ~/hosts."$(date +%F)"``."""
    file = m.group("file")
    base = file.rstrip("/").split("/")[-1]
    dest = "~" if m.group("home") else m.group("dst").rstrip("/") or "/"
    sep, fmt = ".", "%F"
    if m.group("ex"):
        ex = m.group("ex").rstrip(".,")
        if not ex.startswith(base) or len(ex) < len(base) + 2:
            return None
        sep, tail = ex[len(base)], ex[len(base) + 1:]
        fmt = next((f for shape, f in _DATE_SHAPES if re.fullmatch(shape, tail)), None)
        if sep not in "._-" or fmt is None:
            return None
    return f'cp {file} {dest}/{base}{sep}"$(date +{fmt})"'


def _home_path(said: str) -> str:
    """A folder said by a home folder's name as a path in the home: "Downloads" → ``~/Downloads``, "Pictures/phone"
    → ``~/Pictures/phone``; any other folder as it is."""
    first = said.split("/")[0]
    if first.lower() in HOME_FOLDERS and not said.startswith(("~", "/", ".")):
        return "~/" + HOME_FOLDERS[first.lower()] + said[len(first):]
    return said


def _moved_by_prefix(m: re.Match) -> str:
    """mv (or cp) of the files whose names start with a prefix from one folder to another: "move the IMG_ files
    from Downloads into Pictures/phone" → ``mv ~/Downloads/IMG_* ~/Pictures/phone/``."""
    verb = "cp" if m.group("verb").lower() in ("copy", "cp") else "mv"
    src = _home_path(m.group("src")).rstrip("/") or "/"
    dst = _home_path(m.group("dst")).rstrip("/") or "/"
    prefix = m.group("p") or m.group("p2")
    return f"{verb} {src}/{prefix}* {dst}/"


def _spaced_removed(m: re.Match) -> str:
    """rm of a file or folder whose name has a space, the name quoted: "delete the file my file.txt (yes there's a
    space in the name)" → ``rm 'my file.txt'``; a folder with -r."""
    name = m.group("a") or m.group("b")
    return f"rm {'-r ' if m.group('kind').lower() != 'file' else ''}{_shell_word(name)}"


def _emptied_folder(m: re.Match) -> str | None:
    """find deleting everything inside a folder, hidden files too, but not the folder: "empty ~/tmp completely,
    hidden files too, but keep the folder itself" → ``find ~/tmp -mindepth 1 -delete``."""
    rest = re.sub(r"\b(?:completely|entirely|fully|all|everything|hidden\s+(?:files|ones)(?:\s+too|\s+as\s+well|\s+included)?|including\s+(?:the\s+)?hidden\s+(?:files|ones)"
                  r"|dot\s*files(?:\s+too)?|(?:but\s+|and\s+)?(?:keep|leave)\s+(?:the\s+)?(?:folder|directory|dir)(?:\s+itself)?(?:\s+(?:there|in\s+place|alone))?"
                  r"|(?:but\s+)?not\s+the\s+(?:folder|directory|dir)\s+itself|(?:but\s+)?(?:don'?t|do\s+not)\s+(?:delete|remove)\s+the\s+(?:folder|directory|dir)(?:\s+itself)?)\b",
                  " ", m.group("rest"), flags=re.I)
    if re.sub(r"[\s,.;!]|\band\b|\bbut\b|\bplease\b", "", rest, flags=re.I):
        return None
    return f"find {m.group('dir').rstrip('/') or '/'} -mindepth 1 -delete"


# Files that systems leave about and nobody wants: Windows' thumbnails, macOS's folder settings and resource forks
_JUNK = r"(?:Thumbs\.db|ehthumbs\.db|desktop\.ini|\.DS_Store|\._\*?|\.localized|\.directory)"


def _junk_removed(m: re.Match) -> str:
    """find deleting the junk files a request names under a folder: "clean up the Thumbs.db and .DS_Store junk on my
    usb stick at /media/usb" → ``find /media/usb -type f \\( -name 'Thumbs.db' -o -name '.DS_Store' \\) -delete``."""
    names = ["._*" if n == "._" else n for n in re.findall(_JUNK, m.group("names"), re.I)]   # "._ files": the resource forks
    folder = m.group("dir").rstrip("/") or "/"
    return f"find {folder} -type f {_names_grouped(names)} -delete"


# Who a permission said in words is for: u, g and o
_MODE_WHO = ((r"\b(?:the\s+)?(?:owner|user|me|myself|i)\b", "u"), (r"\b(?:the\s+)?group\b", "g"),
             (r"\b(?:others|other\s+users|the\s+world|world|everyone\s+else|everybody\s+else|anyone\s+else|anybody\s+else|nobody\s+else|the\s+rest)\b", "o"))
# The bits a permission said in words gives: rwx as a number
_MODE_BITS = ((r"full\s+(?:access|control|permissions?|rights)|all\s+(?:permissions|rights|access)|everything|rwx|read,?\s+write,?\s+and\s+execute", 7),
              (r"read\s+and\s+write|read/write|rw|read-write", 6), (r"read\s+and\s+(?:execute|enter|run)|rx", 5),
              (r"read(?:[\s-]only)?|r", 4), (r"nothing|no\s+access|no\s+permissions?|none|no\s+rights", 0))


def _mode_in_words(m: re.Match) -> str | None:
    """chmod with the number a permission said class by class in words makes: "/srv/team: full access for owner and
    group, nothing for anyone else" → ``chmod 770 /srv/team``. None unless owner, group and others are all given."""
    if not re.search(r"\bfor\b", m.group("spec") or m.group("spec2"), re.I):
        return None
    modes = {}
    for clause in re.split(r"\s*(?:,|;|\bbut\b|\bwhile\b)\s*", m.group("spec") or m.group("spec2")):
        if not clause.strip():
            continue
        bits = [(b, x) for words, b in _MODE_BITS for x in re.finditer(rf"\b(?:{words})\b", clause, re.I)]
        whos = [c for words, c in _MODE_WHO if re.search(words, clause, re.I)]
        if not bits or not whos:
            return None
        bit = max(bits, key=lambda t: len(t[1].group(0)))[0]   # "read and write" rather than its "read"
        for c in whos:
            if c in modes:
                return None
            modes[c] = bit
    if set(modes) != {"u", "g", "o"}:
        return None
    recursive = "-R " if re.search(r"\brecursive(?:ly)?\b|\beverything\s+(?:in|inside|under)\b", m.string, re.I) else ""
    return f"chmod {recursive}{modes['u']}{modes['g']}{modes['o']} {m.group('path') or m.group('path2')}"


def _made_private(m: re.Match) -> str | None:
    """chmod taking the group's and others' access away: "make everything in ~/Documents private, no access for
    group or others, recursively" → ``chmod -R go-rwx ~/Documents``."""
    rest = re.sub(r"\b(?:no\s+access\s+(?:for|to)\s+(?:the\s+)?(?:group|others)(?:\s+(?:or|and|nor)\s+(?:the\s+)?(?:group|others|anyone\s+else))?"
                  r"|recursive(?:ly)?|(?:so\s+(?:that\s+)?)?only\s+(?:i|me)\s+can\s+(?:see|read|open|use|access)\s+(?:it|them)|(?:and\s+)?everything\s+(?:in|inside)\s+it)\b",
                  " ", m.group("rest"), flags=re.I)
    if re.sub(r"[\s,.;!]|\band\b|\bplease\b", "", rest, flags=re.I):
        return None
    recursive = bool(m.group("all")) or bool(re.search(r"\brecursive(?:ly)?\b|\beverything\s+(?:in|inside)\s+it\b", m.group("rest"), re.I))
    return f"chmod {'-R ' if recursive else ''}go-rwx {m.group('path')}"


def _modes_by_kind(m: re.Match) -> str | None:
    """Two finds giving the files one mode and the folders another, in the order said: "public_html: files 644, dirs
    755" → ``find public_html -type f -exec chmod 644 {} + && find public_html -type d -exec chmod 755 {} +``."""
    pairs = re.findall(r"\b(?:all\s+)?(?:the\s+)?(files|folders|directories|dirs)\s+(?:to\s+|at\s+|get\s+|as\s+)?([0-7]{3,4})\b", m.group("spec") or m.group("spec2"), re.I)
    rest = re.sub(r"\b(?:all\s+)?(?:the\s+)?(?:files|folders|directories|dirs)\s+(?:to\s+|at\s+|get\s+|as\s+)?[0-7]{3,4}\b", " ", m.group("spec") or m.group("spec2"), flags=re.I)
    if re.sub(r"[\s,.;!:]|\band\b|\bset\b|\bchmod\b|\bplease\b", "", rest, flags=re.I):
        return None
    kinds = ["f" if k.lower() == "files" else "d" for k, _ in pairs]
    if sorted(kinds) != ["d", "f"]:
        return None
    folder = (m.group("dir") or m.group("dir2")).rstrip("/") or "/"
    return " && ".join(f"find {folder} -type {k} -exec chmod {mode} {{}} +" for k, (_, mode) in zip(kinds, pairs))


def _owner_and_group(m: re.Match) -> str | None:
    """sudo chown of a path to one name as its owner and its group, recursively when the request says so: "set owner
    and group of /var/www/html to www-data, everything inside too" → ``sudo chown -R www-data:www-data
    /var/www/html``."""
    said = m.group("rest") or m.group("rest2") or ""
    rest = re.sub(r"\b(?:recursive(?:ly)?|(?:and\s+|with\s+|including\s+)?everything\s+(?:in(?:side)?|under|below)(?:\s+it)?(?:\s+too|\s+as\s+well)?"
                  r"|(?:and\s+)?all\s+(?:of\s+)?(?:its|the)\s+(?:contents|files)(?:\s+too)?|(?:and\s+)?(?:its\s+)?contents\s+too)\b", " ", said, flags=re.I)
    if re.sub(r"[\s,.;!]|\band\b|\bplease\b", "", rest, flags=re.I):
        return None
    recursive = "-R " if rest != said else ""
    user = m.group("u") or m.group("u2")
    return f"sudo chown {recursive}{user}:{user} {m.group('path') or m.group('path2')}"


def _copied_to_each(m: re.Match) -> str | None:
    """A loop copying one file into each of the folders listed: "copy robots.txt into site1, site2 and site3" →
    ``for d in site1 site2 site3; do cp robots.txt "$d"/; done``."""
    folders = items_listed(m.group("list"))
    if len(folders) < 2 or any(not re.fullmatch(r"[~./\w][\w./~-]*", d) or d.lower() in ("the", "my", "a", "it") for d in folders):
        return None
    return f'for d in {" ".join(d.rstrip("/") or "/" for d in folders)}; do cp {m.group("file")} "$d"/; done'


# ---- a home user's folders: files of a kind moved, counted, measured, removed; the newest few; only the folders ----

_HOME_WORD = "|".join(HOME_FOLDERS)


def _place_said(name: str) -> str:
    """A folder said as a path or a home folder by its name ("Downloads", "my Music folder"), as group ``name``."""
    return rf"(?:the\s+|my\s+)?(?P<{name}>{_DIR_SAID}|(?:{_HOME_WORD})(?:/[\w.-]+)*)(?:\s+(?:folder|directory|dir))?"


# The kinds of files a request names: ".part and .crdownload files", "mp3 and flac files", "png screenshots", "PDFs"
_KINDS_SAID = (r"\.?[A-Za-z0-9]{1,10}(?:\s*(?:,\s*and|,|and|or|/)\s*\.?[A-Za-z0-9]{1,10})*"
               r"(?:\s+(?:files|ones|photos|pictures|images|screenshots|videos|songs|tracks|documents|movies|clips))?")
_KIND_NOUNS = frozenset({"and", "or", "files", "ones", "photos", "pictures", "images", "screenshots", "videos", "songs", "tracks", "documents", "movies", "clips"})
# Words that name a kind of file in EXTENSION_WORDS but say something else in a request ("all the text", "the out")
_NOT_KINDS = frozenset({"text", "shell", "bash", "out", "a", "c", "h", "o", "go", "class", "all", "the", "my", "any"})


def _kinds(said: str) -> list[str] | None:
    """The extensions of the kinds ``said`` names (".part and .crdownload files" → part, crdownload; "PDFs" → pdf), a
    dotted one as written; None when a word names no kind."""
    kinds = []
    for word in re.findall(r"\.?\w+", said):
        low = word.lower()
        if low in _KIND_NOUNS:
            continue
        if low.startswith("."):
            ext = word[1:]
        elif low in _NOT_KINDS or low.rstrip("s") in _NOT_KINDS:
            return None
        else:
            ext = next((EXTENSION_WORDS.get(w) or (w if w in FILE_KINDS else None) for w in (low, low[:-1]) if EXTENSION_WORDS.get(w) or w in FILE_KINDS), None)
        if ext is None:
            return None
        if ext not in kinds:
            kinds.append(ext)
    return kinds or None


# A path that ends in a file's name with its kind (report.pdf), not a folder's
_A_FILE_NAME = re.compile(r"[^/]\.\w{1,5}$")


def _locked_down(m: re.Match) -> str | None:
    """chmod leaving a path to its owner alone: "lock down the folder ~/Documents/private so only I can open it" →
    ``chmod 700 ~/Documents/private``; "lock down taxes.pdf so only I can read it" → ``chmod 600 taxes.pdf``."""
    path, kind = m.group("path"), (m.group("kind") or "").lower()
    if kind in ("folder", "directory", "dir") or path.endswith("/"):
        return f"chmod 700 {path.rstrip('/') or '/'}"
    if kind == "file" or _A_FILE_NAME.search(path):
        return f"chmod 600 {path}"
    return None


def _folder_of(said: str) -> str:
    """A folder a request names, a home folder's name as its path, without a sentence's full stop after it."""
    return re.sub(r"(?<=\w)\.$", "", _home_path(said)).rstrip("/") or "/"


def _names_grouped(globs: list[str], test: str = "-name") -> str:
    """find's tests for files named by any of ``globs``: ``-name 'Thumbs.db'``, or ``\\( -name 'a' -o -name 'b' \\)``."""
    tests = [f"{test} '{g}'" for g in globs]
    return tests[0] if len(tests) == 1 else "\\( " + " -o ".join(tests) + " \\)"


def _name_tests(kinds: list[str], test: str = "-name") -> str:
    """find's tests for files of the kinds given: ``-name '*.pdf'``, or ``\\( -name '*.a' -o -name '*.b' \\)``."""
    return _names_grouped([f"*.{k}" for k in kinds], test)


def _moved_by_kind(m: re.Match) -> str | None:
    """mv (or cp) of the files of a kind from one folder into another: "Move all the PDFs from Downloads into
    Documents." → ``mv ~/Downloads/*.pdf ~/Documents/``."""
    kinds = _kinds(m.group("kinds"))
    if kinds is None:
        return None
    verb = "cp" if m.group("verb").lower() in ("copy", "cp") else "mv"
    src, dst = _folder_of(m.group("src")), _folder_of(m.group("dst"))
    return f"{verb} {' '.join(f'{src}/*.{k}' for k in kinds)} {dst}/"


_AGE_DAYS = {"d": 1, "w": 7, "m": 30, "y": 365}


def _removed_by_kind(m: re.Match) -> str | None:
    """find deleting the files of some kinds under a folder, by age: "clean out png screenshots older than a year from
    ~/Pictures/Screenshots" → ``find ~/Pictures/Screenshots -name '*.png' -mtime +365 -delete``; "remove unfinished
    downloads (.part and .crdownload files) from Downloads" → ``find ~/Downloads \\( -name '*.part' -o -name
    '*.crdownload' \\) -delete``. None for one kind of any age (the model's find or rm)."""
    kinds = _kinds(m.group("kinds") or m.group("kinds2"))
    if kinds is None or (len(kinds) < 2 and not m.group("age")):
        return None
    age = ""
    if m.group("age"):
        n = 1 if m.group("age").lower() in ("a", "an", "one") else int(m.group("age"))
        age = f" -mtime +{n * _AGE_DAYS[m.group('unit')[0].lower()]}"
    flat = " -maxdepth 1" if m.group("flat") and re.search(r"\b(?:not|no)\b", m.group("flat"), re.I) else ""
    folder = _folder_of(m.group("dir"))
    return f"find {folder}{flat} {_name_tests(kinds)}{age} -delete"


def _counted_by_kind(m: re.Match) -> str | None:
    """find counting the files of two or more kinds under a folder: "how many songs have i got? count mp3 and flac
    files in ~/Music" → ``find ~/Music \\( -name '*.mp3' -o -name '*.flac' \\) | wc -l``."""
    kinds = _kinds(m.group("kinds"))
    if kinds is None or len(kinds) < 2:
        return None
    return f"find {_folder_of(m.group('dir'))} {_name_tests(kinds)} | wc -l"


def _measured_by_kind(m: re.Match) -> str | None:
    """du's total of the files of a kind in a folder ("how much space do all the .log files in ~/app/logs take" →
    ``du -ch ~/app/logs/*.log | tail -n 1``) or under it, its subfolders too: "total disk space used by all .mp4
    files under ~/Videos" → ``find ~/Videos -type f -name '*.mp4' -print0 | du -ch --files0-from=- | tail -n 1``
    (one du for any number of files: one total)."""
    kinds = _kinds(m.group("kinds"))
    if kinds is None:
        return None
    folder = _folder_of(m.group("dir"))
    if m.group("prep").lower() == "in":
        return f"du -ch {' '.join(f'{folder}/*.{k}' for k in kinds)} | tail -n 1"
    return f"find {folder} -type f {_name_tests(kinds)} -print0 | du -ch --files0-from=- | tail -n 1"


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
    (re.compile(r"\bshred\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s+(?:so\s+(?:that\s+)?(?:it|nobody|no\s+one)\s+(?:can'?t|cannot|can\s+not|can\s+never|will\s+never)\s+(?:be\s+)?recover(?:ed|\s+it)?\s*,?\s*)?"
                r"(?:and\s+)?(?:then\s+)?(?:remove|delete|unlink)\s+it\b", re.I),
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
                r"\s+(?:structure|tree|hierarchy|layout|skeleton)\s+(?:of\s+)?(?P<src>[~./\w][\w./~-]*)\s+(?:in(?:to|side)?|to|under|as|at|on|onto)\s+(?P<dst>(?:[\w.-]+@)?(?:[\w.-]+:)?[~./\w][\w./~-]*\w/?)"
                r"(?:\s*,?\s*(?:(?:but\s+)?(?:without|with\s+no|no)\s+(?:copying\s+)?(?:any\s+(?:of\s+the\s+)?)?(?:files|contents?)(?:\s+at\s+all)?|(?:just\s+|only\s+)?(?:the\s+)?folders\s+only|only\s+(?:the\s+)?folders))*\s*[.!]?\s*$", re.I),
     lambda m: f"rsync -a --include='*/' --exclude='*' {m.group('src').rstrip('/')}/ {m.group('dst').rstrip('/')}/"),
    # "copy only the .jpg files from ~/Pictures to /mnt/usb/Pictures, keeping the folder structure": rsync keeps the
    # folders on the way to each file
    (re.compile(r"^\s*(?:please\s+)?(?:copy|sync|back\s+up|backup)\s+(?:(?:only|just)\s+the|every|each|all(?:\s+the)?)\s+\.?(?P<ext>[A-Za-z0-9]{1,5})\s+(?:files?|photos|images|pictures|documents|songs|videos)"
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
    # ls's orders and formats said in words: "list ~/Documents with the oldest file at the top", "long listing with
    # folders shown before files", "sort ~/shared by when things were last accessed", "ls with hidden files and human sizes"
    (_LS_SAID, lambda m: _listing(m.string)),
    # "whats in /etc starting with host", "list the files in ~/bin ending with .sh"
    (re.compile(rf"^\s*(?:(?:what'?s|what\s+is|what\s+are)\s+(?:there\s+)?|(?:list|show)\s+(?:me\s+)?(?:everything\s+|(?:all\s+)?(?:the\s+)?(?:files|entries|things)\s+)?)"
                rf"(?:in|inside|under)\s+(?P<dir>{_DIR_SAID})\s+(?:that\s+|whose\s+names?\s+)?(?:(?P<start>starting|starts?|beginning|begins?)|ending|ends?)\s+with\s+"
                r"['\"]?(?P<s>[\w.-]+)['\"]?\s*\??\s*$", re.I),
     lambda m: f"ls -d {m.group('dir').rstrip('/')}/{m.group('s') + '*' if m.group('start') else '*' + m.group('s')}"),
    # "Show everything in /opt that belongs to the user deploy", "anything in /home/tom that isn't owned by tom?",
    # "everything in /var/www whose group is www-data", "files owned by bob under /srv"
    (_OWNED_FOUND, _owned_found),
    (_OWNED_FIRST, _owned_found),
    # "which files in ~/bin can I actually execute", "list the executable files in ./scripts"
    (re.compile(rf"^\s*(?:(?:which|what)\s+|(?:show|list|find)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?(?:files|scripts|programs)\s+(?:in|under|inside)\s+(?P<dir>{_DIR_SAID})\s+"
                rf"(?:can\s+i|i\s+can|am\s+i\s+(?:able|allowed)\s+to|are\s+executable|are\s+runnable)(?:\s+(?:actually|really))?(?:\s+(?:execute|run))?(?:\s+them)?\s*\??\s*$"
                rf"|^\s*(?:(?:show|list|find)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?executable\s+files\s+(?:in|under|inside)\s+(?P<dir2>{_DIR_SAID})\s*\??\s*$", re.I),
     lambda m: f"find {(m.group('dir') or m.group('dir2')).rstrip('/') or '/'} -type f -executable"),
    # "files with draft in the name that aren't .docx", "find files named like report in ~/docs except the .pdf ones"
    (re.compile(rf"^\s*(?:(?:find|list|show)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?files\s+(?:with\s+['\"]?(?P<word>[\w-]+)['\"]?\s+in\s+(?:the|their)\s+(?:file\s*)?names?"
                rf"|(?:whose\s+names?\s+contains?|named\s+like|containing)\s+['\"]?(?P<word2>[\w-]+)['\"]?(?:\s+in\s+(?:the|their)\s+names?)?)"
                rf"(?:\s+(?:in|under)\s+(?P<dir>{_DIR_SAID}))?\s*,?\s+(?:that\s+|which\s+)?(?:are\s*n'?t|are\s+not|but\s+not|except(?:\s+for)?|excluding|not)\s+"
                rf"(?:the\s+)?\.(?P<ext>\w+)(?:\s+files|\s+ones)?(?:\s+(?:in|under)\s+(?P<dir2>{_DIR_SAID}))?\s*\??\s*$", re.I),
     _name_but_not),
    # "list all the node_modules folders under ~/projects but don't go looking inside them"
    (re.compile(rf"^\s*(?:list|find|show)\s+(?:me\s+)?(?:all\s+|every\s+)?(?:the\s+)?(?P<name>[\w.-]+)\s+(?:folders|directories|dirs)\s+(?:anywhere\s+)?(?:under|in|inside|below)\s+"
                rf"(?P<dir>{_DIR_SAID})\s*,?\s+(?:but\s+)?(?:don'?t|do\s+not|without)\s+(?:go(?:ing)?\s+)?(?:look(?:ing)?|search(?:ing)?|descend(?:ing)?|recurs(?:e|ing)|go(?:ing)?)"
                r"\s+(?:in(?:side)?|into)\s+(?:them|those|each\s+one|any\s+of\s+them)\s*[.!]?\s*$", re.I),
     lambda m: f"find {m.group('dir').rstrip('/') or '/'} -type d -name {m.group('name')} -prune"),
    # "are there duplicate file names anywhere in ~/Music?": the same name in two folders
    (re.compile(rf"^\s*(?:are\s+there\s+(?:any\s+)?|(?:find|list|show)\s+(?:me\s+)?(?:any\s+|the\s+)?)?duplicated?\s+(?:file\s*names|names\s+of\s+files)\s+"
                rf"(?:anywhere\s+)?(?:in|under|across|below)\s+(?P<dir>{_DIR_SAID})\s*\??\s*$", re.I),
     lambda m: f"find {m.group('dir').rstrip('/') or '/'} -type f -printf '%f\\n' | sort | uniq -d"),
    # "quickly locate sshd_config using the locate database"
    (re.compile(r"^\s*(?:quickly\s+)?(?:locate|find|search\s+for|look\s+up)\s+(?:the\s+file\s+)?(?P<name>[\w.*-]+)\s+(?:using|with|via|from|in|through)\s+(?:the\s+)?"
                r"(?:locate|mlocate|plocate)(?:\s+(?:database|db|index))?\s*$", re.I),
     lambda m: f"locate {_shell_word(m.group('name'))}"),
    # "copy what's inside theme/ into /var/www/theme, not the theme folder itself", "copy the photos folder to
    # /mnt/usb and keep the dates and permissions", "copy /home/anna/project into /backup/project, only newer files"
    (re.compile(rf"^\s*(?:please\s+)?copy\s+(?:(?P<inside>what'?s\s+inside|what\s+is\s+inside|what'?s\s+in|everything\s+(?:in|inside)|all\s+(?:the\s+)?contents\s+of|the\s+contents\s+of)\s+)?"
                rf"(?:the\s+(?P<src2>[\w.-]+)\s+(?:folder|directory|dir)|(?:the\s+(?:folder|directory|dir)\s+)?(?P<src>{_DIR_SAID}|[\w.-]+))\s+(?:in)?to\s+(?P<dst>{_DIR_SAID})"
                r"(?P<rest>(?:\s*,\s*|\s+)(?:and|but|only|not|keep|keeping|preserv\w*|with|while|print|show|list|tell|verbosely|be|skip\w*|recursively)\b.*)?\s*$", re.I),
     _folder_copied),
    # "Copy /etc/hosts into my home with today's date on the end, e.g. hosts.2024-05-12"
    (re.compile(rf"^\s*(?:please\s+)?(?:copy|back\s*up)\s+(?P<file>{_NAME_SAID}\w)\s+(?:in)?to\s+(?:(?P<home>my\s+home(?:\s+(?:folder|directory|dir))?|home)|(?P<dst>{_DIR_SAID}))\s+"
                r"with\s+(?:today'?s|todays|the\s+current|the)\s+date\s+(?:on\s+the\s+end|at\s+the\s+end|appended|added(?:\s+(?:to|at)\s+the\s+end)?|as\s+a\s+suffix|after\s+(?:the|its)\s+name)"
                r"(?:\s*,?\s*(?:e\.?\s*g\.?|like|for\s+example|i\.?\s*e\.?|say)\s*,?\s*(?P<ex>[\w.-]+))?\s*[.!]?\s*$", re.I),
     _dated_copy_into),
    # "move the IMG_ files from Downloads into Pictures/phone", "copy the files starting with draft- from ~/inbox to ~/drafts"
    (re.compile(rf"^\s*(?:please\s+)?(?P<verb>move|mv|copy|cp)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:(?P<p>[\w.-]*[_-])\s+(?:files|photos|pictures|images|ones|videos|documents)"
                r"|(?:files|photos|pictures|images|everything)\s+(?:whose\s+names?\s+)?(?:start(?:ing|s)?|begin(?:ning|s)?|prefixed)\s+(?:with|by)\s+['\"]?(?P<p2>[\w.-]+?)['\"]?\*?)"
                rf"\s+from\s+(?:the\s+|my\s+)?(?P<src>{_DIR_SAID}|{'|'.join(HOME_FOLDERS)})(?:\s+(?:folder|directory))?\s+(?:in)?to\s+(?:the\s+|my\s+)?"
                rf"(?P<dst>{_DIR_SAID}|(?:{'|'.join(HOME_FOLDERS)})(?:/[\w./-]*)?)(?:\s+(?:folder|directory))?\s*[.!]?\s*$", re.I),
     _moved_by_prefix),
    # "rename the folder "New Folder" to archive": a name with spaces, quoted
    (re.compile(r"^\s*(?:please\s+)?(?:rename|move|mv)\s+(?:the\s+)?(?:(?:folder|directory|dir|file)\s+)?(?P<q>[\"'])(?P<a>[^\"']*\s[^\"']*)(?P=q)\s+(?:to|as|into)\s+"
                r"(?:[\"'](?P<b>[^\"']+)[\"']|(?P<c>[~./\w][\w./~-]*))\s*[.!]?\s*$", re.I),
     lambda m: f"mv {_shell_word(m.group('a'))} {_shell_word(m.group('b') or m.group('c'))}"),
    # "delete the file my file.txt (yes there's a space in the name)", "remove the folder "Old Stuff""
    (re.compile(r"^\s*(?:please\s+)?(?:delete|remove|rm)\s+(?:the\s+)?(?P<kind>file|folder|directory|dir)\s+(?:(?P<q>[\"'])(?P<a>[^\"']+)(?P=q)\s*[.!]?"
                r"|(?P<b>[\w.-]+(?:\s+[\w.-]+)+?)\s*,?\s*\(?\s*(?:yes\s*,?\s*)?(?:there'?s|there\s+is|it\s+has|with|note\s*:?|mind)\s+(?:an?\s+|the\s+)?spaces?\s+in\s+(?:the|its)\s+name\s*\)?\s*[.!]?)\s*$", re.I),
     _spaced_removed),
    # "empty ~/tmp completely, hidden files too, but keep the folder itself"
    (re.compile(rf"^\s*(?:please\s+)?(?:empty(?:\s+out)?|clear\s+out|clean\s+out|wipe|purge|(?:delete|remove)\s+(?:everything|all)\s+(?:in|inside)|(?:delete|remove)\s+(?:all\s+)?(?:the\s+)?contents\s+of)\s+"
                rf"(?:the\s+(?:folder|directory|dir)\s+|my\s+)?(?P<dir>{_DIR_SAID})(?P<rest>(?=.*\b(?:keep|leave|not\s+the\s+(?:folder|directory|dir)\s+itself|don'?t\s+(?:delete|remove)\s+the)\b).*)$", re.I),
     _emptied_folder),
    # "clean up the Thumbs.db and .DS_Store junk on my usb stick at /media/usb"
    (re.compile(rf"^\s*(?:please\s+)?(?:clean\s+up|remove|delete|get\s+rid\s+of|purge|wipe(?:\s+out)?|clear\s+out)\s+(?:all\s+)?(?:the\s+|those\s+|any\s+)?"
                r"(?P<open>(?:(?:mac|macos|os\s*x|apple|windows)\s+)?(?:junk|clutter|garbage|cruft)\s*\(\s*)?"
                rf"(?P<names>{_JUNK}(?:\s*(?:,\s*and|,|and|or)\s*(?:the\s+)?{_JUNK})*)(?:\s+(?:junk|clutter|garbage|litter|cruft|files))*(?(open)\s*\))\s+(?:on|off|in|under|from|across|throughout)\s+"
                rf"(?:(?:my|the)\s+[\w\s]{{1,30}}?\s+(?:at|in)\s+)?(?P<dir>{_DIR_SAID})\s*[.!]?\s*$", re.I),
     _junk_removed),
    # "does /mnt/backup exist as a folder"
    (re.compile(rf"^\s*(?:does|do)\s+(?:the\s+)?(?P<path>{_NAME_SAID})\s+exists?\s+as\s+an?\s+(?P<kind>folder|directory|dir|file|regular\s+file|sym(?:bolic\s+)?link|link)\s*\??\s*$", re.I),
     lambda m: f"[ {'-d' if m.group('kind').lower() in ('folder', 'directory', 'dir') else '-L' if 'link' in m.group('kind').lower() else '-f'} {m.group('path')} ] && echo yes || echo no"),
    # "/srv/team: full access for owner and group, nothing for anyone else"
    (re.compile(rf"^\s*(?P<path>{_DIR_SAID}|[\w-]+\.\w+)\s*(?::|-|–)\s*(?P<spec>.+?)\s*[.!]?\s*$"
                rf"|^\s*(?:please\s+)?(?:set|give|change)\s+(?:the\s+)?(?:permissions\s+(?:of|on)\s+)?(?P<path2>{_NAME_SAID})\s*(?::|\s+to|\s+so|\s+with)\s+(?P<spec2>.+?)\s*[.!]?\s*$", re.I),
     _mode_in_words),
    # "make everything in ~/Documents private, no access for group or others, recursively"
    (re.compile(rf"^\s*(?:please\s+)?make\s+(?P<all>everything\s+(?:in|inside|under)\s+)?(?:the\s+(?:folder|directory|file)\s+)?(?P<path>{_NAME_SAID})\s+private\b(?P<rest>.*)$", re.I),
     _made_private),
    # "list the files here with their permissions in octal"
    (re.compile(rf"^\s*(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?files\s+(?:(?:here|in\s+(?:this|the\s+current)\s+(?:folder|directory|dir))|in\s+(?P<dir>{_DIR_SAID}))\s+"
                r"with\s+(?:their\s+)?(?:permissions|perms|modes?)\s+(?:in\s+octal|as\s+(?:octal\s+)?(?:numbers?|digits)|in\s+numeric\s+form|as\s+octal|in\s+numbers)\s*$", re.I),
     lambda m: f"stat -c '%a %n' {m.group('dir').rstrip('/') + '/' if m.group('dir') else ''}*"),
    # "public_html: files 644, dirs 755", "set all folders to 755 and all files to 644 in public_html"
    (re.compile(rf"^\s*(?P<dir>{_DIR_SAID}|[\w.-]+)\s*:\s*(?P<spec>.*\b(?:files|folders|directories|dirs)\b.*)$"
                rf"|^\s*(?:please\s+)?(?:set|chmod|change)\s+(?P<spec2>(?:all\s+)?(?:the\s+)?(?:files|folders|directories|dirs)\s+.*?)\s+(?:in|under|inside)\s+(?P<dir2>{_DIR_SAID}|[\w.-]+)\s*[.!]?\s*$", re.I),
     _modes_by_kind),
    # "set owner and group of /var/www/html to www-data, everything inside too", "/var/www/shop owned by www-data user+group, recursive"
    (re.compile(rf"^\s*(?:please\s+)?(?:set|change|make)\s+(?:the\s+)?(?:owner(?:ship)?|user)\s+and\s+group\s+(?:of|on|for)\s+(?P<path>{_NAME_SAID})\s+(?:to|as)\s+(?:user\s+)?(?P<u>[a-z_][\w-]*)"
                r"(?P<rest>(?:\s*,\s*|\s+).*)?$"
                rf"|^\s*(?:please\s+)?(?:make\s+)?(?P<path2>{_NAME_SAID})\s+owned\s+by\s+(?:the\s+)?(?P<u2>[a-z_][\w-]*)\s+(?:user\s*(?:\+|and|&)\s*group|as\s+(?:both\s+)?user\s+and\s+group)"
                r"(?P<rest2>(?:\s*,\s*|\s+).*)?$", re.I),
     _owner_and_group),
    # "change owner of the symlink /srv/current to deploy, not the folder it points to"
    (re.compile(rf"^\s*(?:please\s+)?(?:change|set)\s+(?:the\s+)?owner(?:ship)?\s+of\s+(?:the\s+)?(?:sym(?:bolic\s+)?link|link)\s+(?P<link>{_NAME_SAID})(?:\s+itself)?\s+to\s+(?:user\s+)?(?P<u>[a-z_][\w-]*)"
                r"(?:\s*,?\s*(?:but\s+)?not\s+(?:the\s+)?(?:folder|file|directory|dir|thing|target)(?:\s+(?:it\s+points\s+(?:to|at)|behind\s+it))?)?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo chown -h {m.group('u')} {m.group('link')}"),
    # "I want 52 folders named week01 through week52"
    (re.compile(r"^\s*(?:please\s+)?(?:i\s+(?:want|need)|create|make|give\s+me)\s+(?:(?P<n>\d+)\s+)?(?:new\s+|empty\s+)?(?:folders|directories|dirs)\s+(?:named|called)\s+"
                r"(?P<pre>[A-Za-z_-]+)(?P<a>\d+)\s+(?:through|thru|to|until|up\s+to)\s+(?P=pre)(?P<b>\d+)\s*[.!]?\s*$", re.I),
     lambda m: None if m.group("n") and int(m.group("n")) != int(m.group("b")) - int(m.group("a")) + 1
     else f"mkdir {m.group('pre')}{{{m.group('a')}..{m.group('b')}}}"),
    # "copy robots.txt into site1, site2 and site3"
    (re.compile(r"^\s*(?:please\s+)?copy\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+(?:each\s+of\s+|all\s+of\s+|every\s+one\s+of\s+)?(?:the\s+(?:folders|directories)\s+)?"
                r"(?P<list>[~./\w][\w./~-]*(?:\s*,\s*[~./\w][\w./~-]*)*\s*,?\s+and\s+[~./\w][\w./~-]*)\s*[.!]?\s*$", re.I),
     _copied_to_each),
    # "Move all the PDFs from Downloads into Documents.", "copy the mp3s from ~/Downloads to Music"
    (re.compile(rf"^\s*(?:please\s+)?(?P<verb>move|mv|copy|cp)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+|my\s+)?(?P<kinds>{_KINDS_SAID})\s+from\s+{_place_said('src')}\s+"
                rf"(?:in)?to\s+{_place_said('dst')}\s*[.!]?\s*$", re.I),
     _moved_by_kind),
    # "clean out png screenshots older than a year from ~/Pictures/Screenshots", "remove unfinished downloads (.part and
    # .crdownload files) from Downloads"
    (re.compile(r"^\s*(?:please\s+)?(?:clean\s+out|clear\s+out|delete|remove|get\s+rid\s+of|wipe(?:\s+out)?|purge|throw\s+away)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|my\s+|those\s+)?"
                rf"(?:[\w\s]{{0,30}}?\s*\(\s*(?P<kinds>{_KINDS_SAID})\s*\)|(?P<kinds2>{_KINDS_SAID}))\s+"
                r"(?:(?:that\s+are\s+|which\s+are\s+)?older\s+than\s+(?P<age>an?|one|\d+)\s+(?P<unit>days?|weeks?|months?|years?)\s+)?"
                rf"(?:from|in|under|inside|on|out\s+of)\s+{_place_said('dir')}"
                r"(?P<flat>\s*,?\s*\(?\s*(?:but\s+)?(?:not|no)\s+(?:in\s+)?(?:the\s+|any\s+)?sub-?(?:folders?|directories)\s*\)?|\s*,?\s*(?:and|incl\.?|including)\s+(?:all\s+)?(?:its\s+|the\s+)?sub-?(?:folders|directories))?"
                r"\s*[.!]?\s*$", re.I),
     _removed_by_kind),
    # "how many songs have i got? count mp3 and flac files in ~/Music", "how many mp3 and flac files are in Music?"
    (re.compile(rf"^\s*(?:how\s+many\s+[\w\s']+\?\s*)?count\s+(?:all\s+)?(?:the\s+|my\s+)?(?P<kinds>{_KINDS_SAID})\s+(?:in|under|inside)\s+{_place_said('dir')}"
                r"(?:\s*,?\s*(?:incl\.?|including|and)\s+(?:all\s+)?(?:the\s+|its\s+)?sub-?(?:folders|directories))?\s*[.!?]?\s*$", re.I),
     _counted_by_kind),
    (re.compile(rf"^\s*how\s+many\s+(?P<kinds>{_KINDS_SAID})\s+(?:are\s+(?:there\s+)?|do\s+i\s+have\s+|have\s+i\s+got\s+)(?:in|under|inside)\s+{_place_said('dir')}\s*\??\s*$", re.I),
     _counted_by_kind),
    # "total disk space used by all .mp4 files under ~/Videos", "how much space do the mkv files in Videos take up?"
    # ("total size of …": the model's du)
    (re.compile(rf"^\s*(?:(?:what'?s|what\s+is|show(?:\s+me)?|print|get|give\s+me)\s+)?(?:the\s+)?total\s+(?:disk\s+)?space\s+(?:used\s+|taken(?:\s+up)?\s+)?(?:by|of)\s+"
                rf"(?:all\s+)?(?:the\s+|my\s+)?(?P<kinds>{_KINDS_SAID})\s+(?P<prep>in|under|anywhere\s+(?:in|under))\s+{_place_said('dir')}\s*\??\s*$", re.I),
     _measured_by_kind),
    (re.compile(rf"^\s*how\s+much\s+(?:disk\s+)?space\s+do\s+(?:all\s+)?(?:the\s+|my\s+)?(?P<kinds>{_KINDS_SAID})\s+(?P<prep>in|under|anywhere\s+(?:in|under))\s+{_place_said('dir')}\s+"
                r"(?:take(?:\s+up)?|use)(?:\s+(?:in\s+total|altogether|together))?\s*\??\s*$", re.I),
     _measured_by_kind),
    # "5 most recent things in downloads", "show the 10 newest files in ~/Documents"
    (re.compile(r"^\s*(?:(?:show|list|give)\s+(?:me\s+)?)?(?:the\s+|my\s+)?(?P<n>\d+)\s+(?:most\s+recent(?:ly\s+(?:modified|changed|added))?|newest|latest)\s+"
                rf"(?:things|files|items|entries|stuff|ones)\s+(?:in|from|inside)\s+{_place_said('dir')}\s*\??\s*$", re.I),
     lambda m: f"ls -t {_home_path(m.group('dir')).rstrip('/') or '/'} | head -n {m.group('n')}"),
    # "just the folders in Documents please, no files and no hidden ones"
    (re.compile(rf"^\s*(?:(?:list|show)\s+(?:me\s+)?)?(?:only|just)\s+(?:the\s+)?(?:sub-?)?(?:folders|directories|dirs)\s+(?:in|inside|of|under)\s+{_place_said('dir')}(?:\s+please)?"
                r"(?:\s*[,;:-]?\s*(?:and\s+)?(?:no|not\s+the|without(?:\s+the)?)\s+(?:files|hidden\s+(?:ones|folders|directories))(?:\s+(?:either|too))?)*\s*(?:please)?\s*[.!?]?\s*$", re.I),
     lambda m: f"ls -d {_home_path(m.group('dir')).rstrip('/')}/*/"),
    # "what kind of file is mystery_download? it has no extension"
    (re.compile(r"^\s*(?:what\s+(?:kind|type|sort)\s+of\s+(?:a\s+)?file\s+is|what\s+is\s+the\s+file\s+type\s+of)\s+(?P<file>[~./\w][\w./~-]*\w)\s*\??"
                r"(?:\s*[,;.-]?\s*(?:it\s+has|there'?s|with)\s+no\s+(?:file\s+)?extension)?\s*[.?]?\s*$", re.I),
     lambda m: f"file {m.group('file')}"),
    # "what did I download today?"
    (re.compile(r"^\s*(?:what|which\s+files)\s+(?:did\s+i|have\s+i)\s+download(?:ed)?\s+(?P<when>today|yesterday)\s*\??\s*$", re.I),
     lambda m: f"find ~/Downloads -type f -daystart -mtime {0 if m.group('when').lower() == 'today' else 1}"),
    # "Where's config.json under /etc? could be in any subfolder"
    (re.compile(rf"^\s*(?:where'?s|where\s+is)\s+(?:the\s+file\s+|my\s+)?(?P<name>[\w-][\w.-]*\.\w+)\s+(?:anywhere\s+)?(?:under|in|inside|below)\s+{_place_said('dir')}\s*\??"
                r"(?:\s*[,;.-]?\s*(?:it\s+)?(?:could|might|may)\s+be\s+(?:in\s+)?(?:any|some)\s+sub-?(?:folder|directory|dir)s?)?\s*[.?]?\s*$", re.I),
     lambda m: f"find {_home_path(m.group('dir')).rstrip('/') or '/'} -type f -name {_shell_word(m.group('name'))}"),
    # "split holiday_2023.mkv into 3900M chunks so it fits on my fat32 stick" (the drive said: not a prefix), then joined: "put holiday_2023.mkv back
    # together from the holiday_2023.mkv.part_* pieces"
    (re.compile(r"^\s*(?:please\s+)?split\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+into\s+(?P<size>\d+\s*(?:[KMG]i?B?|kilobytes|megabytes|gigabytes))\s+(?:chunks|pieces|parts|files)(?:\s+(?:each|apiece))?"
                r"\s*,?\s*(?:so\s+(?:that\s+)?(?:it|they|each\s+(?:one|piece))\s+fits?|to\s+fit)\s+on\s+[\w\s./-]+?\s*[.!]?\s*$", re.I),
     lambda m: f"split -b {_byte_size(m.group('size'))} {m.group('file')} {m.group('file')}.part_"),
    (re.compile(r"^\s*(?:please\s+)?(?:put|join|glue|stitch|reassemble|rebuild|recreate)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:back\s+)?(?:together\s+)?(?:again\s+)?from\s+(?:the\s+)?"
                r"(?P<glob>[~./\w][\w./~-]*\*)(?:\s+(?:pieces|parts|chunks|files))?\s*[.!]?\s*$", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file')}"),
    # "make a shortcut called Backup in my home that points to /media/pete/WD_Elements"
    (re.compile(rf"^\s*(?:please\s+)?(?:make|create|add|put)\s+(?:a\s+)?(?:shortcut|link|symlink|symbolic\s+link)\s+(?:called|named)\s+(?P<name>[\w.-]+)\s+in\s+"
                rf"(?:(?P<home>my\s+home(?:\s+(?:folder|directory|dir))?)|{_place_said('dir')})\s+(?:that\s+|which\s+)?(?:points?|pointing|leads?|leading|goes|going)\s+(?:to|at)\s+"
                r"(?P<target>[~/][\w./~-]*\w)\s*[.!]?\s*$", re.I),
     lambda m: f"ln -s {m.group('target')} {'~' if m.group('home') else _home_path(m.group('dir')).rstrip('/')}/{m.group('name')}"),
    # "list stuff in downloads older than 30 days": a home folder said by its name
    (re.compile(rf"^\s*(?:(?:list|show|find)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?(?:stuff|files|things)\s+in\s+(?:my\s+|the\s+)?(?P<dir>{_HOME_WORD})(?:\s+folder)?\s+"
                r"(?:that\s+(?:is|are)\s+|that'?s\s+)?(?P<cmp>older|newer)\s+than\s+(?P<n>\d+)\s+days\s*\??\s*$", re.I),
     lambda m: f"find {_folder_of(m.group('dir'))} -type f -mtime {'+' if m.group('cmp').lower() == 'older' else '-'}{m.group('n')}"),
    # "lock down the folder ~/Documents/private so only I can open it": a folder 700, a file of a kind 600 (a name
    # without a kind, id_rsa or a folder, is left to the model)
    (re.compile(r"^\s*(?:please\s+)?lock\s+down\s+(?:(?:the\s+|my\s+)?(?P<kind>folder|directory|dir|file)\s+)?(?P<path>[~./\w][\w./~-]*[\w/])\s+so\s+(?:that\s+)?only\s+(?:i|me)\s+(?:can|could)\s+(?:open|read|access|see|use|get\s+into)\s+it\s*[.!]?\s*$", re.I),
     _locked_down),
)
