"""English side of the generic forms: entity recognition and normalised tokens.

``recognize("find log files bigger than 10MB in /var/log")`` finds the entities
(``Pattern *.log``, ``Size 10M``, ``Directory /var/log``) and gives the model's input
tokens ``find Pattern_1 bigger than Size_1 in Directory_1``: entities become typed
placeholders, numbered per type in order of appearance, and the rest is lower-cased words.
Never raises: any text (empty, huge, control characters) gives a defined result.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

MAX_CHARS = 2000  # longer input is cut: no request needs more, and it bounds the work
MAX_ENTITY_CHARS = 256  # a longer "name" is noise, not something to paste into a command

# Words that name file types: "log files" means *.log.
EXTENSION_WORDS = {
    "log": "log", "txt": "txt", "text": "txt", "python": "py", "py": "py", "java": "java",
    "c": "c", "cpp": "cpp", "html": "html", "htm": "htm", "css": "css", "js": "js",
    "javascript": "js", "json": "json", "xml": "xml", "yaml": "yaml", "yml": "yml", "csv": "csv",
    "pdf": "pdf", "jpg": "jpg", "jpeg": "jpeg", "png": "png", "gif": "gif", "mp3": "mp3",
    "mp4": "mp4", "sh": "sh", "shell": "sh", "bash": "sh", "md": "md", "markdown": "md",
    "conf": "conf", "tmp": "tmp", "bak": "bak", "gz": "gz", "zip": "zip", "tar": "tar",
    "php": "php", "rb": "rb", "ruby": "rb", "go": "go", "rust": "rs", "sql": "sql", "o": "o",
    "class": "class", "jar": "jar", "doc": "doc", "docx": "docx", "xls": "xls", "svg": "svg",
    "ini": "ini", "cfg": "cfg", "dat": "dat", "out": "out", "h": "h", "perl": "pl", "pl": "pl",
}

SIZE_UNITS = {
    "b": "c", "byte": "c", "bytes": "c", "c": "c",
    "k": "k", "kb": "k", "kib": "k", "kilobyte": "k", "kilobytes": "k", "kbytes": "k",
    "m": "M", "mb": "M", "mib": "M", "megabyte": "M", "megabytes": "M", "meg": "M", "megs": "M",
    "g": "G", "gb": "G", "gib": "G", "gigabyte": "G", "gigabytes": "G", "gig": "G", "gigs": "G",
    "t": "T", "tb": "T", "tib": "T", "terabyte": "T", "terabytes": "T",
}
TIME_UNITS = {
    "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
    "min": "m", "mins": "m", "minute": "m", "minutes": "m",
    "h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
    "d": "d", "day": "d", "days": "d",
    "w": "w", "week": "w", "weeks": "w",
    "month": "M", "months": "M", "year": "y", "years": "y",
}
COMMON_PERMISSIONS = {"644", "755", "777", "600", "700", "666", "640", "750", "775", "664", "444",
                      "400", "711", "0644", "0755", "0777", "0600", "0700", "2755", "4755", "1777"}
# Words that are never names even after "named"/"directory" (articles, fillers, nouns of the domain).
NOT_NAMES = frozenset("""a an the all any each every this that these those my your its their current
working home parent root top-level toplevel local remote same given specified named called with in on of for to from by and or
file files directory directories folder folders dir dirs tree subdirectory subdirectories path
paths name names which whose that it them is are be as at into under contents content called
recursively only also not no new empty hidden regular who whom has have existing""".split())

# Words that join with "/" in English ("file/directory", "read/write"), so such a pair is no path: any
# of the first kind makes a pair English, the second kind only with each other ("input/output", but
# build/output is a folder).
SLASH_WORDS = frozenset("""and or file files directory directories folder folders dir dirs read write
link links path paths symlink symlinks yes no true false stdin stdout stderr he she his her s them it
lines line words text""".split())
SLASH_PAIR_WORDS = SLASH_WORDS | frozenset("""execute input output date time user group owner other others on off
size name names binary upper lower uppercase lowercase""".split())

# Words before "folder"/"directory" that name a place the model knows by word ("the temp folder" → /tmp).
PLACE_WORDS = frozenset("""temp tmp sub entire present target destination source absolute currently currenty
currnet curent etc boot bin usr var opt user last first next previous searched transfer grandparent top base
main whole log system output input same other""".split())
# Words after "containing"/"search for" that describe text rather than name it.
SEARCH_FILLERS = frozenset("""space spaces whitespace whitespaces line lines found everything something anything
nothing command commands string strings pattern patterns text variable variables information newline
newlines version word words character characters digit digits number numbers letter letters both more
less exactly least some many uppercase lowercase""".split())

# What "replace X with Y" / "change X to Y" may name that is no value: "replace spaces with underscores",
# "change the permissions to 755 in …".
REPLACE_WORDS = frozenset("""spaces space tabs tab underscores underscore dashes dash hyphens hyphen commas comma dots
dot periods newlines newline semicolons colons slashes backslashes quotes blanks lines it them
one two three four five six seven eight nine ten permissions permission mode owner ownership group name
extension timestamp date time size directory folder file files password shell timezone hostname""".split())
# "give the owner execute permission", "the group write access": what a class of users gets, not its name.
PERMISSION_WORDS = frozenset("read write execute exec permission permissions access rights readable writable executable".split())
_NO_REPLACED_VALUE = NOT_NAMES | SEARCH_FILLERS | REPLACE_WORDS
# Between "replace" and what it replaces: "all", "the first occurrence of", "every instance of".
_REPLACED_WHAT = (r"(?:just\s+|only\s+)?(?:all\s+|every\s+|each\s+|any\s+|the\s+)?(?:first\s+|last\s+)?"
                  r"(?:(?:occurrences?|instances?|mentions?|copies)\s+of\s+)?(?:(?:the\s+)?(?:whole\s+|exact\s+|entire\s+)?(?:word|string|text|term|phrase)\s+)?")
_FILE_LIKE = re.compile(r"[\w-]*[A-Za-z_-][\w-]*\.[A-Za-z][A-Za-z0-9]{0,7}|[~.]?/[^:]*")
COUNT_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",   # index + 2
               "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAME = (r"\b(?:january|february|march|april|june|july|august|september|october|november|december"
               r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|may(?=,?\s+\d{4}))\b")
_TIME_UNIT_WORDS = r"seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?"   # keys of TIME_UNITS


_SMALLER_UNIT = {"T": "G", "G": "M", "M": "k", "k": "c"}


def whole_size(number: str, unit: str) -> str:
    """A size as find, head and truncate take it: a whole number of a unit (``2.5G`` → ``2560M``, ``0.5G``
    → ``512M``), since ``find -size +2.5G`` is an error."""
    value = float(number)
    while value != int(value) and unit in _SMALLER_UNIT:
        value, unit = value * 1024, _SMALLER_UNIT[unit]
    return f"{int(value) if value == int(value) else number}{unit}"


def count_value(word: str) -> str:
    """The number a count stands for: "3" for "three" (see ``COUNT_WORDS``), and a written number as it is."""
    return str(COUNT_WORDS.index(word.lower()) + 2) if word.lower() in COUNT_WORDS else word


# A request that says it works here ("the Music folder here", "in this folder", "the current directory"): a home
# folder's name it gives is the one here, not the one in the home.
HERE_SAID = re.compile(r"\b(?:here|this\s+(?:folder|directory|dir)|current\s+(?:folder|directory|dir))\b", re.I)
# The folders a desktop user's home has, by the word for each ("my downloads" → ~/Downloads).
HOME_FOLDERS = {w.lower(): w for w in ("Desktop", "Downloads", "Documents", "Pictures", "Videos", "Music", "Movies")}

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")

# Letter-digit words that name a technology, not a file: "sha256 checksum", "utf8", "ipv6", "x86_64".
TECH_WORDS = re.compile(r"(?i)(?:gzip|gz|bzip2|bz2|xz|zstd|zip|7z|lz4|base64|base32|utf-?8)-(?:compressed|packed|encoded)|sha-?\d+(sum)?|md5(sum)?|base(32|64)|utf-?(8|16|32)|ipv[46]|ext[234]|x86(_64)?|b(un)?zip2|lz4|ed25519"
                        r"|fat(12|16|32)|vfat32|i[3-6]86|amd64|arm64|aarch64|mp[34]|h26[45]|iso-?8859(-\d+)?|latin-?[1-9]|cp125\d|windows-125\d|v[46]|l[1-7]|s3|ec2")

_NPM_TAGS = frozenset({"latest", "next", "beta", "alpha", "canary", "rc", "stable", "lts"})

# What may follow a searched word: the end, punctuation, or a word that starts the rest of the request.
_SEARCH_END = (r"(?=\s*(?:$|[,;?]|\((?=\s*(?:case|ignor|any\s+case|regardless|whole))|\.(?:\s|$)|\s(?:in|inside|within|from|across|under|on|and|or|ignoring|regardless"
               r"|case|but|except|recursively|with|without|then|showing|skipping|excluding|only)\b))")
_SEARCH_VERBS = (r"(?:search(?:es|ing)?\s+for|look(?:s|ing)?\s+for|grep(?:s|ping)?(?:\s+-[A-Za-z]+)*(?:\s+for)?|contain(?:s|ing)?"
                 r"|match(?:es|ing)?|mention(?:s|ing)?|talk(?:s|ing)?\s+about|discuss(?:es|ing)?|lines?\s+(?:with|having|that\s+(?:have|has|contain|mention)))")

# A host named by its domain ("is example.org up", "ping api.github.com"): not a file with an extension.
_DOMAIN = re.compile(r"(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|co|uk|de|fr|nl|eu|us|info|biz|cloud|local|internal|lan|edu|gov|ca|au|jp|ch|se|ai|app|me)")

_WORD_RE = re.compile(r"[A-Za-z0-9_]+|[^\sA-Za-z0-9_]")


@dataclass
class Entity:
    """A span of the sentence that becomes a placeholder."""

    type: str          # slot type (see serval.model.slot_types)
    text: str          # the span as the user wrote it
    value: str         # normalised value for the command: "10M", "*.log", "/var/log"
    start: int         # character offsets in the (cut, cleaned) sentence
    end: int
    unit: str = ""     # for Timespan: s m h d w M y
    name: str = ""     # placeholder, e.g. "Size_1" (set by recognize)
    guessed: bool = False  # a word outside the model's vocabulary taken as a name (see _unknown_words)


@dataclass
class Recognized:
    text: str                                          # cleaned input
    tokens: list[str] = field(default_factory=list)    # model input tokens
    entities: list[Entity] = field(default_factory=list)

    def by_name(self) -> dict[str, Entity]:
        return {e.name: e for e in self.entities}


def clean(text: str) -> str:
    """Control characters to spaces, whitespace folded, cut to MAX_CHARS; a leading '#' dropped."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    text = "".join(" " if (ord(c) < 32 or ord(c) == 127) else c for c in text[: MAX_CHARS * 2])
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"^#+\s*", "", text)
    return text[:MAX_CHARS]


# Files everybody knows by a name without an extension: "search /var/log/syslog" reads a file.
KNOWN_FILES = frozenset("""passwd shadow group gshadow hosts hostname fstab crontab sudoers environment
profile syslog messages dmesg wtmp btmp lastlog cpuinfo meminfo mounts partitions uptime loadavg version
os-release machine-id resolv Makefile makefile GNUmakefile Dockerfile Containerfile Vagrantfile Jenkinsfile
Procfile Gemfile Rakefile Pipfile README LICENSE CHANGELOG AUTHORS CONTRIBUTING COPYING INSTALL TODO
authorized_keys known_hosts id_rsa id_ed25519 config""".split())
# Logs named in words, and their files (Debian and Ubuntu paths; a request that names a path gets that path).
WELL_KNOWN_LOGS = {"syslog": "/var/log/syslog", "system": "/var/log/syslog", "auth": "/var/log/auth.log",
                   "authentication": "/var/log/auth.log", "kernel": "/var/log/kern.log", "dpkg": "/var/log/dpkg.log"}


def well_known_log(words: str) -> str:
    """``"nginx error log"`` → ``/var/log/nginx/error.log``; ``"auth log"`` → ``/var/log/auth.log``."""
    w = words.lower().split()
    if w[0] in ("nginx", "apache", "apache2", "httpd"):
        server = "nginx" if w[0] == "nginx" else "apache2"
        return f"/var/log/{server}/{w[1].removesuffix('.log')}.log"
    return WELL_KNOWN_LOGS[w[0]]


# Commands people name in a request for watch or ssh to run ("run uptime on web-01", "watch free every 2 seconds").
COMMAND_WORDS = frozenset("""ls df du free uptime top htop btop ps ss netstat ip ifconfig docker podman kubectl git tail
head cat grep wc date who w last lsof nvidia-smi sensors vmstat iostat mpstat systemctl journalctl curl wget ping
dig nslookup host make npm yarn pip hostname whoami id uname dmesg lscpu lsblk lsusb lspci mount findmnt nproc
sar iotop iftop nethogs tree stat find sort uniq awk sed cut env printenv crontab ufw iptables nft virsh zpool
zfs btrfs smartctl apt dnf yum pacman brew redis-cli mysql psql kill pkill pgrep killall nginx apachectl sudo reboot
shutdown service""".split())
# Programs people name as the processes to find or kill ("kill all python processes", "pkill node").
# Most are common words to the model, so without this they would stay English and the command
# could not name them.
PROGRAM_NAMES = frozenset("""python python2 python3 node nodejs java ruby perl php php-fpm chrome chromium firefox
nginx apache2 httpd mysqld mysql postgres postgresql redis redis-server mongod sshd ssh bash zsh vim nvim emacs
gunicorn uwsgi celery cron crond dockerd containerd kubelet npm yarn slack zoom spotify rsync wget curl make gcc
ffmpeg tmux screen""".split())
_PROGRAM = r"(%s)" % "|".join(sorted((re.escape(p) for p in PROGRAM_NAMES), key=len, reverse=True))
# A command line as a request writes it after "run"/"watch": a word, then arguments up to an English word.
_COMMAND_LINE = (r"(?!(?:i|you|we)\s)([a-z][\w-]*(?:\s+(?!(?:every|each|of|the|in|on|for|and|with|to|at|from)\b)"
                 r"[^\s'\"]+)*?)")
# Words after "run"/"watch" that start an English phrase, not a command ("run it every day").
_NOT_COMMANDS = frozenset("""it this that those these them something command commands script scripts job jobs
task tasks backup backups check checks test tests program programs query queries""".split())
# Nouns a short name follows or precedes ("container db", "the vm host"): machines, things, folders.
_HOST_NOUNS = frozenset("host server machine box vm node".split())
_THING_NOUNS = frozenset("container service unit image volume network session pod namespace database branch".split())
_FOLDER_NOUNS = frozenset("folder directory dir".split())
# "is mysqld running?", "is redis up": a question about a program (its name is group 1).
IS_RUNNING = re.compile(r"\bis\s+(?:the\s+|my\s+)?([A-Za-z][\w.-]*)\s+(?:service\s+|daemon\s+|server\s+|process\s+)?"
                        r"(?:still\s+|even\s+|currently\s+)?(?:running|up|alive|active|started)\b", re.I)
_NOT_PROCESSES = frozenset("""there something anything everything nothing machine server computer system box host site
website web network internet connection port disk drive memory swap cpu job script program process service daemon
container vm backup build app application cron""".split())
_USER_VERBS = frozenset("owns own runs run can cannot should will does did was were must may might".split())
_CONJUNCTIONS = frozenset("but and or nor then than so yet if".split())
_NOT_USER_ADJECTIVES = frozenset("""new same other logged last first given specific right wrong main default normal
regular unprivileged non-root nonroot real effective invoking calling sudo""".split())
# Words after "the folder" that say something of it, not its name ("the folder size", "the directory listing").
_FOLDER_ATTRIBUTES = frozenset("""size sizes listing list structure tree hierarchy contents content name names path
paths permissions permission owner owners usage itself above below here there again first last recursively""".split())
# Verbs that start the next step of a request, not a name of a list ("folders named cache and delete them").
_NEXT_STEP_VERBS = frozenset("""delete remove rm move copy compress zip archive rename list show print count open edit
make create clean empty sort search find kill stop start restart tar gzip chmod chown""".split())
# Two-letter words of English and of a shell user's English: never a name after those nouns.
_TWO_LETTER_WORDS = frozenset("""am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we
ip os id vs eg ie pc
rm cp mv ls cd du df ps ss wc nc bc dd ln su sh vi""".split())   # and two-letter commands
# Words around "branch" that are English, not a branch's name.
_NOT_BRANCHES = frozenset("""to from on in of into onto and or with named called name names currently current new
old local remote existing merged unmerged other same default whole previous last active upstream exactly listed
compactly including that which i you is was are am were has have had for by as at if when do does did
should can could will would right now""".split())
# Words after "on the host" that go on with the sentence, not a host's name.
_NOT_HOST_WORDS = frozenset("""whose which that where with via over using itself named called and or but for as is
are was has have had runs running listening""".split())
# Words before or after "field"/"key" that are English, not a JSON field's name.
_NOT_FIELDS = frozenset("""the a an each every all any one some which that this json top nested first last new
other same whole given its their my in of from with named called value values to for and or is are print show get
extract read list output display return pull fetch grab select set change update delete remove add find json's""".split())
_ENGLISH_CAPS = frozenset({"TODO", "INSTALL", "COPYING", "AUTHORS", "CONTRIBUTING"})   # words people search for
# Extensions that name a kind of file: ".txt" alone is every text file, not a file called ".txt".
FILE_KINDS = frozenset(EXTENSION_WORDS.values()) | frozenset("""tsv xlsx mkv wav flac iso tgz ts tsx jsx mov webp
bz2 xz zst 7z rar deb rpm so a lock toml ipynb vue scss sass less kt swift scala lua r m4a avi ogg
heic tiff bmp ico woff ttf otf epub mobi odt ods pptx ppt rtf""".split())
# Directories whose entries are files whatever their names (/proc/meminfo, /var/log/syslog).
_FILE_DIRS = ("/etc/", "/proc/", "/var/log/", "/sys/", "~/.ssh/", "/root/.ssh/")


def _path_type(value: str) -> str:
    if value.endswith("/"):
        return "Directory"
    base = value.rstrip("/").rsplit("/", 1)[-1]
    if re.search(r"[^.]\.[A-Za-z0-9]{1,8}$", base) or (base.startswith(".") and len(base) > 1 and base not in ("..",)):
        return "File"
    if base in KNOWN_FILES and (value == base or value.startswith(_FILE_DIRS) or base[:1].isupper()):
        return "File"
    return "Path"


def _quoted_type(inner: str, before: str) -> str:
    b = before.lower()
    if re.search(r"(directory|folder|dir)\s*(named|called)?\s*$", b):
        return "Directory"
    if re.search(r"\b(user|owner|owned by)\s*$", b):
        return "User"
    if re.search(r"\bgroup\s*$", b):
        return "Group"
    if any(c in inner for c in "*?[") and " " not in inner:
        return "Pattern"
    if re.fullmatch(r"\d+", inner):
        return "Number"
    if "://" in inner:
        return "Url"
    if (inner.startswith(("/", "~", "./", "../")) or re.fullmatch(r"[\w.-]+(/[\w.-]+)+/?", inner)) and " " not in inner:
        return _path_type(inner)
    if re.fullmatch(r"[\w-]*[A-Za-z_-][\w-]*\.[A-Za-z0-9]{1,8}", inner) or re.fullmatch(r"\.[\w.-]+", inner):
        return "File"
    if re.search(r"\b(file|named|called)\s*$", b) and " " not in inner:
        return "File"
    return "Text"


class _Scanner:
    """Finds non-overlapping entity spans, the most specific recognizers first."""

    def __init__(self, text: str):
        self.text = text
        self.taken = [False] * len(text)
        self.found: list[Entity] = []

    def free(self, start: int, end: int) -> bool:
        return not any(self.taken[start:end])

    def add(self, typ: str, start: int, end: int, value: str, unit: str = "") -> None:
        if start >= end or not self.free(start, end):
            return
        self.claim(start, end)
        self.found.append(Entity(typ, self.text[start:end], value, start, end, unit))

    def claim(self, start: int, end: int) -> None:
        """Mark a span as taken, so later recognizers leave it alone (also with no entity: the 8 of "utf-8")."""
        for i in range(start, end):
            self.taken[i] = True

    def scan(self, pattern: str, fn, flags: int = re.I) -> None:
        for m in re.finditer(pattern, self.text, flags):
            fn(m)


# Words before "folder in <place>" that describe the folder rather than name it ("the current folder in …").
# Words after "files in/from" that say how or when, not where ("files in parallel", "files from yesterday").
_NOT_FILE_PLACES = frozenset("""order parallel place total bulk reverse use there here question common git memory sync
batches batch turn full detail between advance general both one two size disk cache scratch stdin now today yesterday
tomorrow before earlier last lowercase uppercase text binary""".split())
# Place words that also name a folder when said bare ("the .class files in target" is ./target, not the destination).
_NAMED_PLACE_WORDS = frozenset("target output input source".split())
# Place words that are a folder's own name when they follow "the folder" ("delete the folder temp").
_NAMED_PLACES = _NAMED_PLACE_WORDS | frozenset("temp tmp log bin".split())
_NOT_FOLDER_NAMES = frozenset("current same whole entire parent new old other empty main root top this that".split())
# Verbs whose "out" is their own ("clean out files", "print out files"), not the .out kind.
_OUT_VERB = re.compile(r"\b(?:clean|clear|throw|weed|sort|print|check|find|filter|wipe|pick|figure|spit|cut|root|kick|"
                       r"trim|prune|purge|empty|cross|rule|leave|zero|copy|move|take|get|put|send|read|list|type|"
                       r"write|log|lock|max|hand|give|point|strip|sift|toss|chuck|bin)(?:s|es|ed|ing|ping|ting)?\s+$", re.I)
# Names of dot-files and dot-folders, not extensions (".bashrc", ".env", ".ssh").
_DOTFILE_WORD = re.compile(r"\w*rc|env|gitignore|gitconfig|gitattributes|profile|ssh|git|cache|config|local|vscode|idea|"
                           r"bash_\w+|zsh\w*|dockerignore|editorconfig|htaccess|npmignore|venv|ds_store|directory|keep|gitkeep",
                           re.I)


def _sure_spans(text: str) -> list[Entity] | None:
    """The names ``text`` certainly gives (no guessed words), or None when the recognizer fails on it:
    for the readings that decide, before recognition proper, what of the text to keep."""
    try:
        return _recognize_spans(text)
    except Exception:   # a recognizer bug must not take the request down with it
        return None


def _recognize_spans(text: str) -> list[Entity]:
    s = _Scanner(text)
    # Quoted strings.
    def quoted(m):
        inner = m.group(2)
        if inner.strip():
            s.add(_quoted_type(inner, text[: m.start()]), m.start(), m.end(), inner)
    # A JSON object written in the request ({"name": "test"}): one value, as curl -d takes it.
    s.scan(r"\{\s*\"[^{}]*\}", lambda m: s.add("Text", m.start(), m.end(), m.group(0)) if ":" in m.group(0) else None, 0)
    # "add export EDITOR=vim to the end of ~/.bashrc", "append alias ll='ls -l' to my .zshrc": the line added is one
    # text, its quoted value too (before the quoted strings are taken).
    s.scan(r"\b(?:add|append|put|write)\s+(?:the\s+line\s+)?((?:export|alias|set)\s+[\w.-]+=(?:'[^']*'|\"[^\"]*\"|[^,;'\"]*?)"
           r"|source\s+\S+|umask\s+\d+|[A-Za-z_]\w*=[^\s,;]+)"
           r"\s+(?=(?:to|at|into|onto)\s+(?:the\s+(?:end|bottom)\s+of\s+)?(?:my\s+)?(?:~/)?[\w./~-]*(?:rc|profile|\.env|\.conf)\b"
           r"|(?:to|at)\s+the\s+(?:end|bottom)\s+of\b)",
           lambda m: s.add("Text", m.start(1), m.end(1), m.group(1)))
    # A quote inside a word is an apostrophe ("what's", "don't"), never the start or end of a string.
    s.scan(r"""(?<!\w)(["'`])(.*?)\1(?!\w)""", quoted, 0)
    # "contain ExecStart=/usr/bin/python3", "lines with DEBUG=true": a setting searched for is one pattern,
    # not a word and a path.
    s.scan(r"\b" + _SEARCH_VERBS + r"\s+([A-Za-z_][\w.-]*=[^\s\"',;()]+?)(?=[\s,;?]|\.?$)",
           lambda m: s.add("Pattern", m.start(1), m.end(1), m.group(1)))
    # "search the compressed log app.log.gz for user_id=42": likewise after a search's "for".
    if re.search(r"\b(?:search|grep|look|find|scan|check)\w*\b", text, re.I):
        s.scan(r"\bfor\s+([A-Za-z_][\w.-]*=[^\s\"',;()]+?)(?=[\s,;?]|\.?$)",
               lambda m: s.add("Pattern", m.start(1), m.end(1), m.group(1)))
    # "lines that don't have an @ sign": the character named by its sign is searched for.
    s.scan(r"\b(?:an?|the)\s+([@#%&$!?*+=~^|:;,])\s+(?:sign|symbol|character|char)\b",
           lambda m: s.add("Pattern", m.start(1), m.end(1), m.group(1)))
    # "the tag #idea", "lines with #include": a word written with its hash is searched for as written.
    s.scan(r"(?<![\w#&/])#[A-Za-z][\w-]*", lambda m: s.add("Pattern", m.start(), m.end(), m.group(0)), 0)
    # A command the request writes out for another to run: "alias ll for ls -alF", "run df -h every
    # 5 seconds", "run uptime on web-01" — one value (alias's string, watch's and ssh's command line).
    def command_span(m, any_words: bool = False):
        value = m.group(1).rstrip(".,;:?!") or m.group(1)
        words = value.split()
        if words[0].lower() in NOT_NAMES | _NOT_COMMANDS:
            return
        # watch's and ssh's command must look like one ("df -h", "uptime"), not "cpu usage"; alias takes anything
        if any_words or words[0] in COMMAND_WORDS or any(w.startswith("-") for w in words[1:]):
            s.add("Text", m.start(1), m.start(1) + len(value), value)
    s.scan(r"\b(?:alias|shortcut)(?:\s+(?!for\b|to\b|that\b)[\w.-]+)?\s+(?:for|to|as|that\s+runs|which\s+runs|running|=)\s+"
           r"([a-z][\w.-]*(?:\s+[^\s'\"]+)*?)(?=\s+(?:to|in|into)\s+\S*rc\b|\s*[.?!]?\s*$)",
           lambda m: command_span(m, any_words=True))
    s.scan(r"\b(?:watch|run|rerun|re-run|refresh|repeat|execute|monitor|updating|output\s+of|eye\s+on)\s+"
           + _COMMAND_LINE + r"(?=\s*,?\s+(?:every|each)\s)", command_span)
    s.scan(r"\b(?:run|execute|do)\s+" + _COMMAND_LINE + r"(?=\s+on\s+(?:the\s+)?(?:remote\s+)?(?:host\s+|server\s+|machine\s+|box\s+)?"
           r"[\w.-]*\d[\w.-]*\b|\s+on\s+\S+@)", command_span)
    # "the nginx error log", "the auth log": logs everybody knows by name, where Debian-like systems keep them.
    def known_log(m):
        path = well_known_log(m.group(1))
        # "the nginx access log /var/log/nginx/access.log", "… log at /var/log/…": one file, named twice
        again = re.compile(rf"\s*(?:,|\(|\bat\b|\bin\b|\bi\.e\.)?\s*{re.escape(path)}(?![\w/-])\)?").match(text, m.end(1))
        s.add("File", m.start(1), again.end() if again else m.end(1), path)
    s.scan(r"\b(?:the|my|our|follow|tail|watch|view|read|open|grep|search|less|cat|show|print|display|check|inspect|of|in|from)\s+((?:nginx|apache2?|httpd)\s+(?:error|access)(?:\s+logs?|\.log)|syslog|system\s+log|"
           r"auth(?:entication)?\s+log|kernel\s+log|dpkg\s+log)(?!\.?[\w-])", known_log)   # (syslog.bak is a file of its own)
    # "is db01.internal in my hosts file", "the fstab file": the system's file of that name
    s.scan(r"\b(?:my|the|your|our|this\s+machine's|the\s+system's)\s+((hosts|fstab|sudoers|passwd|shadow)\s+file)\b",
           lambda m: s.add("File", m.start(1), m.end(1), "/etc/" + m.group(2).lower()))
    # "the last 20 lines of syslog", "grep usb in syslog", "follow syslog": syslog is that file without "the" too.
    s.scan(r"\b(?:of|in|from|on|follow|tail|watch|read|view|open|grep|less|cat|lines)\s+(syslog)(?![\w.-])", known_log)
    # "how many mails were rejected according to mail.log", "show mail.err", "packages removed per dpkg.log": logs only the
    # system writes, named by their file's name alone, are the system's (unless the request works here: "./mail.log")
    if not HERE_SAID.search(text):
        s.scan(r"(?<![\w/.~-])((?:mail\.(?:log|err|warn)|dpkg\.log|boot\.log))(?![\w.-])",
               lambda m: s.add("File", m.start(1), m.end(1), "/var/log/" + m.group(1)))
    # "run nginx:alpine detached", "pull node:20-alpine": an image and its tag are one name.
    if re.search(r"\b(?:docker|podman|images?|containers?|detached|compose|kubectl|pods?|pull|push)\b", text, re.I):
        s.scan(r"(?<![\w./:@$-])(?:[a-z][\w.-]*/)?[a-z][\w.-]*:[A-Za-z0-9][\w.-]*(?![\w:/@])",
               lambda m: s.add("Text", m.start(), m.end(), m.group(0).rstrip(".")), 0)
    def url(m):   # "is https://example.com up?": the sentence's punctuation is not part of the address
        value = m.group(0).rstrip(".,;:!?)")
        s.add("Url", m.start(), m.start() + len(value), value)
    # any scheme: postgres://localhost:5432/devdb, redis://, s3://, mongodb+srv://
    s.scan(r"\b(?:https?|ftp|ssh|git|[a-z][a-z0-9+.-]{1,15})://[^\s\"']+", url)
    # "git@github.com:acme/api.git": a repository's address in scp form is one Url (git clone, remote set-url).
    s.scan(r"(?<![\w.@-])[\w.-]+@[\w.-]+\.[a-z]{2,}:[\w./~-]+\.git\b", url)
    # "deploy@web-01", "ops@10.0.0.3:/srv/": a user, a host and a remote path, as commands write them
    # (User_1@Host_1:Path_1). Not npm's "express@4.18.2" or "lodash@latest".
    def remote(m):
        host = m.group(2).rstrip(".")
        if not re.search(r"[A-Za-z]", host) and not re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){3}", host) \
                or host.lower() in _NPM_TAGS:
            return
        s.add("User", m.start(1), m.end(1), m.group(1))
        s.add("Host", m.start(2), m.start(2) + len(host), host)
        remote_path = (m.group(3) or "").rstrip(".,;?!")
        if remote_path:
            start = m.start(3)
            s.add(_path_type(remote_path), start, start + len(remote_path), remote_path)
    s.scan(r"(?<![\w.@/-])([A-Za-z_][\w.-]*)@([A-Za-z0-9][\w.-]*)(?::([~/][^\s\"',;()]*))?", remote, 0)
    # "backup-01:/srv/backups/", "nas:~/photos": a remote path with no user, one name as rsync/scp write it.
    # With the user named apart ("to www.example.org:/var/www as yuki") the command writes
    # yuki@host:path, so the host and the path are two names.
    user_apart = re.search(r"\b(?:as|user)\s+(?!the\b|a\b)[a-z_][\w-]*\b", text, re.I) is not None
    def host_path(m):
        value = m.group(0).rstrip(".,;:?!")
        remote_path = m.group(2).rstrip(".,;:?!") or "/"
        if user_apart:
            s.add("Host", m.start(1), m.end(1), m.group(1))
            s.add(_path_type(remote_path), m.start(2), m.start(2) + len(remote_path), remote_path)
        else:
            s.add(_path_type(remote_path), m.start(), m.start() + len(value), value)
    s.scan(r"(?<![\w.@/:~-])([A-Za-z][\w.-]*[\w]):(?!//)([~/][^\s\"',;()]*)", host_path, 0)
    # "file1.txt through file10.txt": one brace range the shell expands (file{1..10}.txt).
    def name_range(m):
        prefix, a, suffix, b = m.group(1), m.group(2), m.group(3), m.group(4)
        loose = m.group(0).split()[1] == "to"   # "copy dir1 to dir2" is two names, "a1 to a10" a range
        if loose and (int(a) > 1 or int(b) - int(a) < 2 or re.search(r"\bfrom\s+$", text[: m.start()])):
            return
        if re.search(r"[A-Za-z_]", prefix + suffix) and int(a) < int(b):
            s.add("Path", m.start(), m.end(), f"{prefix}{{{a}..{b}}}{suffix}")
    s.scan(r"(?<![\w./~-])([\w./~-]*?)(\d+)([\w.-]*?)\s+(?:to|through|thru|till|until|up\s+to|-)\s+\1(\d+)\3(?![\w.-])",
           name_range, 0)
    # "replace localhost with 127.0.0.1": both sides are values a script will hold.
    def replaced(m):
        words = [m.group(g).rstrip(".,;:?!") for g in (1, 2)]
        if all(m.group(g).endswith(":") for g in (1, 2)):   # "replace http: with https:": the colons are the values'
            words = [w + ":" for w in words]
        if words[0].lower() in _NO_REPLACED_VALUE:
            return   # "change the permissions to 755 in …": no replacement at all
        for g, word in zip((1, 2), words):
            if (word.lower() not in _NO_REPLACED_VALUE and not _FILE_LIKE.fullmatch(word)
                    and not word.startswith(("'", '"', "`"))):
                s.add("Text", m.start(g), m.start(g) + len(word), word)
    s.scan(r"\b(?:replac(?:e|es|ing)|substitut(?:e|es|ing)|swap(?:\s+out)?)\s+" + _REPLACED_WHAT
           + r"(\S+)\s+(?:with|by|for)\s+(\S+)", replaced)
    # "change teh to the in essay.txt": "change" names values only before "in <somewhere>".
    s.scan(r"\b(?:chang(?:e|es|ing)|turn)\s+" + _REPLACED_WHAT + r"(\S+)\s+(?:to|into)\s+(\S+)"
           r"(?=\s+(?:in|inside|within|throughout|across|everywhere|on)\b)", replaced)
    # "in config.ini change every localhost to 127.0.0.1, in place": or after the file it is done in.
    s.scan(r"\b(?:in|inside|within)\s+[\w./~-]+\.\w+,?\s+(?:chang(?:e|es|ing)|turn)\s+" + _REPLACED_WHAT
           + r"(\S+)\s+(?:to|into)\s+([^\s,;]+?)(?=\s*[,;]|\.?\s*$)", replaced)
    # "with TITLE swapped for Home", "every DRAFT replaced by FINAL".
    s.scan(r"\bwith\s+(?:every\s+|all\s+|each\s+|any\s+|the\s+)?(\S+)\s+(?:replaced|swapped|substituted|changed)\s+"
           r"(?:with|by|for|to)\s+(\S+)", replaced)
    s.scan(r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b", lambda m: s.add("Host", m.start(), m.end(), m.group(0)))
    # A date, not part of a name (laravel-2024-07-02.log, nginx.conf.2024-10-01, backups/2024-06-01).
    s.scan(r"(?<![\w./-])\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?(?![\w-]|\.\w)",
           lambda m: s.add("Date", m.start(), m.end(), m.group(0)))
    s.scan(r"\bport\s+(\d{1,5})\b", lambda m: s.add("Port", m.start(1), m.end(1), m.group(1)))
    # "whatever is listening on 3000", "what's bound to 8080": a number something listens on is a port
    s.scan(r"\b(?:listen(?:s|ing)?|bound|bind(?:s|ing)?|serv(?:es|ing))\s+(?:on|to|at)\s+(?:tcp\s+|udp\s+)?:?(\d{2,5})\b(?![.:\d])",
           lambda m: None if re.search(r"\bssh\b", text[max(0, m.start() - 40):m.start()], re.I)   # "ssh there listens on 2222": ssh's -p
           else s.add("Port", m.start(1), m.end(1), m.group(1)))
    # Paths and variables.
    here = HERE_SAID.search(text)
    def path(m):
        v = m.group(0).rstrip(".,;:)?!")   # "how big is ~/Movies?": the question's mark
        parts = v.split("/")
        if re.fullmatch(r"[A-Za-z]+(/[A-Za-z]+)+", v) and (any(p.lower() in SLASH_WORDS for p in parts)
                                                          or all(p.lower() in SLASH_PAIR_WORDS for p in parts)):
            return  # "file/directory", "read/write", "input/output": English, not a path
        value = v
        if parts[0] in HOME_FOLDERS.values() and len(parts) > 1 and not here:
            value = "~/" + v   # "to Documents/finance": the home's Documents, as "to Documents" is
        s.add(_path_type(v) if not v.startswith("$") else "Variable", m.start(), m.start() + len(v), value)
    s.scan(r"\$\{?[A-Za-z_0-9]+\}?/[^\s\"',;()]*", lambda m: s.add("Path", m.start(), m.end(), m.group(0).rstrip(".,")), 0)
    s.scan(r"(?<![\w$])(?:~|\.{1,2})?/[^\s\"',;()]*|(?<![\w/])~[\w.-]*(?:/[^\s\"',;()]*)?|\b[\w.-]+(?:/[\w.*-]+)+/?", path, 0)
    s.scan(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\d", lambda m: s.add("Variable", m.start(), m.end(), m.group(0)), 0)
    # "my Desktop", "my downloads": the folders a desktop user's home has, at their home; written with its
    # capital ("from Downloads to Documents") too, unless the request says it is here ("./Music", "the
    # Music folder here", "in this folder") ("the pictures in photos/" names no folder).
    def home_folder(m):
        name = (m.group(1) or m.group(2)).lower()
        if re.match(rf"\s+(?:folder|directory|dir)?\s*[(,]?\s*(?:at\s+|in\s+)?[~/][\w./~-]*/{name}/?(?![\w.-])", text[m.end():], re.I):
            return   # "my Downloads folder /home/alice/Downloads": the path says which
        if m.group(1):
            s.add("Directory", m.start(1), m.end(1), "~/" + HOME_FOLDERS[m.group(1).lower()])
        else:
            s.add("Directory", m.start(2), m.end(2), m.group(2) if here else "~/" + m.group(2))
    names = "|".join(HOME_FOLDERS.values())
    s.scan(rf"(?i:\bmy\s+({names.lower()})\b(?![./-]\w)(?!\s+(?:pc|computer|machine|box|tower|workstation)\b))"
           rf"|(?<![\w./~$`'-])({names})(?![\w./'-])", home_folder, 0)
    # "off the desktop", "on the desktop": the Desktop folder in the home, written small
    s.scan(r"\b(?:on|off|from|to|into|onto|in)\s+the\s+(desktop)\b(?![./-]\w)(?!\s+(?:apps?|applications?|environments?|computers?|pcs?|machines?|versions?|"
           r"clients?|notifications?|icons?|shortcuts?|entry|entries|files?|session|background|wallpaper)\b)",
           lambda m: s.add("Directory", m.start(1), m.end(1), "~/Desktop"))
    # "empty my trash", "the trash bin": the desktop's trash folder (the freedesktop.org place).
    s.scan(r"\b(?:my|the)\s+(trash)(?:\s+(?:can|bin))?\b(?!\s*-)",
           lambda m: s.add("Directory", m.start(1), m.end(1), "~/.local/share/Trash"), re.I)
    # "my hidden .cache folder", "my .bashrc": a dot-name of the user's own is in their home.
    def my_dotfile(m):
        if m.group(1)[1:].lower() in FILE_KINDS or re.match(r"\s+files?\b", m.string[m.end():], re.I):
            return   # "my .txt files": a kind of file, not a dot-file
        folder = re.match(r"\s+(?:folder|dir|directory)\b", m.string[m.end():], re.I)
        s.add("Directory" if folder else "File", m.start(1), m.end(1), "~/" + m.group(1))
    s.scan(r"\bmy\s+(?:hidden\s+|own\s+|local\s+)?(\.[A-Za-z][\w.-]*[\w])(?![\w./-])", my_dotfile, re.I)
    # "print the value of JAVA_HOME", "echo PATH": a variable named without its "$" after what shows its value
    # (not after unset or export, which take the bare name).
    s.scan(r"\b(?:[Vv]alue\s+of|[Pp]rint|[Ee]cho|[Ee]xpand)\s+(?:the\s+)?"
           r"([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]|PATH|HOME|USER|SHELL|EDITOR|LANG|PWD|TERM|HOSTNAME)\b(?!=|[./-][\w/$~])",
           lambda m: s.add("Variable", m.start(1), m.end(1), "$" + m.group(1)), 0)
    # "the PATH variable", "JAVA_HOME env var": a variable named without its "$".
    s.scan(r"\b([A-Z][A-Z0-9_]+)(?=\s+(?:environment\s+|env\s+|shell\s+)?var(?:iable)?\b)",
           lambda m: s.add("Variable", m.start(1), m.end(1), "$" + m.group(1)) if m.group(1) not in ("ALL", "THE") else None, 0)
    # "show the environment variable HOME", "what is in variable EDITOR": the name after the word, in a request
    # for its value (a variable being set, "a new environment variable CC set to …", is written bare: CC=…).
    if re.match(r"\s*(?:please\s+)?(?:show|print|display|echo|what|check|see|view|get|tell|output)\b", text, re.I):
        s.scan(r"\b(?:[Ee]nvironment\s+|[Ee]nv\s+|[Ss]hell\s+)?[Vv]ar(?:iable)?\s+([A-Z][A-Z0-9_]+)\b(?![./=-])",
               lambda m: s.add("Variable", m.start(1), m.end(1), "$" + m.group(1)) if m.group(1) not in ("ALL", "THE") else None, 0)
    # "the version field of package.json", "key name in data.json": a JSON field, written as jq takes it.
    if re.search(r"\bjson\b|\.json\b|\bjq\b", text, re.I):
        def json_field(m):   # group 1: the field's name
            if m.group(1).lower() not in _NOT_FIELDS:
                s.add("Text", m.start(1), m.end(1), "." + m.group(1))
        s.scan(r"\b(?:field|key|property|attribute)\s+(?:named\s+|called\s+)?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\b",
               json_field)
        s.scan(r"\b([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s+(?:field|key|property|attribute)s?\b", json_field)
    # "server web01", "the host db-3": a name after a noun of machines is a host.
    s.scan(r"\b(?:server|host|machine|box|vm|node)s?\s+(?:named\s+|called\s+)?([A-Za-z][\w-]*\d[\w-]*)(?![\w./:@-])",
           lambda m: s.add("Host", m.start(1), m.end(1), m.group(1)))
    # "on host backup", "to the server files": after on/to/from, a host noun's name needs no digit to be one.
    s.scan(r"\b(?:on|to|from|onto|at)\s+(?:the\s+)?(?:remote\s+)?(?:host|server|machine|box)\s+(?:named\s+|called\s+)?"
           r"([A-Za-z][\w-]*[A-Za-z0-9])(?![\w./:@-])",
           lambda m: None if m.group(1).lower() in NOT_NAMES | _NOT_HOST_WORDS else s.add("Host", m.start(1), m.end(1), m.group(1)))
    # "copy /var/www/site from web01, logging in as deploy": in a request that logs in somewhere, a name with a
    # digit after from/to/on is a machine.
    if re.search(r"\blog(?:ging|ged|s)?[\s-]?in\s+as\b", text, re.I):
        s.scan(r"\b(?:from|to|onto|on)\s+([A-Za-z][\w-]*\d[\w-]*)(?![\w./:@~-])", lambda m: s.add("Host", m.start(1), m.end(1), m.group(1)))
    # "build/", "logs/": one name with a trailing slash is a directory.
    s.scan(r"(?<![\w./~$-])[\w.-]*[A-Za-z_][\w.-]*/(?![\w./])", lambda m: s.add("Directory", m.start(), m.end(), m.group(0)), 0)
    # "lines starting with import", "rows that end with FAILED", "lines in .bashrc that start with alias":
    # the text a line anchor (^, $) holds.
    def anchored(m):
        word = m.group(1).rstrip(".,;:?!") or m.group(1)
        if word.endswith(")") and "(" not in word:
            word = word[:-1]   # "(header lines start with >)": the bracket closes the aside
        if word.lower() not in NOT_NAMES | SEARCH_FILLERS:
            s.add("Pattern", m.start(1), m.start(1) + len(word), word)
    s.scan(r"\b(?:lines?|rows?|entries)\s+(?:(?:in|of|from)\s+\S+\s+)?(?:that\s+|which\s+)?"
           r"(?:starts?|starting|begins?|beginning|ends?|ending)\s+with\s+(\S+)", anchored)
    # "lines with either error or warn", "search for foo, bar or baz": each alternative a searched word.
    def alternatives(m):
        words = list(re.finditer(r"[A-Za-z_][\w-]*", m.group(1)))
        names = [w for w in words if w.group(0).lower() not in ("either", "or")]
        if any(w.group(0).lower() in NOT_NAMES | SEARCH_FILLERS for w in names):
            return
        for w in names:
            s.add("Pattern", m.start(1) + w.start(), m.start(1) + w.end(), w.group(0))
    s.scan(r"\b" + _SEARCH_VERBS + r"\s+((?:either\s+)?[A-Za-z_][\w-]*(?:\s*,\s*[A-Za-z_][\w-]*)*\s*,?\s+or\s+[A-Za-z_][\w-]*)"
           + _SEARCH_END, alternatives)
    # "files with backup in the name", "have session in their names": a part of the name.
    s.scan(r"\b(?:with|have|has|having|contain(?:s|ing)?)\s+([A-Za-z_][\w.-]*)\s+in\s+(?:the|its|their)\s+(?:file\s*)?names?\b",
           lambda m: None if m.group(1).lower() in NOT_NAMES | SEARCH_FILLERS else s.add("Pattern", m.start(1), m.end(1), m.group(1)))
    # Globs, and "ending in .log" / ".log files" / "log files".
    def glob(m):
        if re.fullmatch(r"[\w.-]*\?+", m.group(0)):
            return   # "is nginx running?": a question mark, not a glob
        s.add("Pattern", m.start(), m.end(), m.group(0))
    s.scan(r"(?<![\w.])[\w.-]*[*?][\w.*?\[\]-]*", glob, 0)
    def kind_named(m):   # "ending in .conf", "with extension log"; not "extension under /var"
        dotted = text[m.start(1) - 1] == "."
        if dotted or m.group(1).lower() in FILE_KINDS:
            s.add("Pattern", m.start(1) - dotted, m.end(1), f"*.{m.group(1)}")
    s.scan(r"(?:end(?:s|ing)? (?:in|with)|extension|suffix)\s+\.?([A-Za-z0-9]{1,8})\b", kind_named)
    # "the files ending in _final.wav", "files starting with IMG_": a part of a name, at its end or start.
    def name_part(m):
        word = m.group(2).rstrip(".,;:?!")
        if word and word.lower() not in NOT_NAMES | SEARCH_FILLERS:
            s.add("Pattern", m.start(2), m.start(2) + len(word), "*" + word if m.group(1)[0] in "eE" else word + "*")
    s.scan(r"\b(?:files?|names?|file\s*names?|folders?|directories|dirs?)\s+(?:that\s+|which\s+|whose\s+names?\s+)?"
           r"(end(?:s|ing)?|start(?:s|ing)?|begin(?:s|ning)?)\s+(?:in|with)\s+([\w~-][\w.~-]*)", name_part)
    # "every .fastq in reads/", "all .py under src": an extension alone after a quantifier is a glob
    s.scan(r"\b(?:every|all|each|any)\s+(?:the\s+|my\s+)?(\.[A-Za-z0-9]{1,8}(?:\.[A-Za-z0-9]{1,4})?)(?![\w./-])",
           lambda m: None if _DOTFILE_WORD.fullmatch(m.group(1)[1:]) else s.add("Pattern", m.start(1), m.end(1), "*" + m.group(1)))
    def kind_before_files(m):   # ".log files", ".xmp sidecar files"; but "the .bashrc file" is that one file
        end = m.start() + 1 + len(m.group(1))
        if m.group(2) == "file" and re.search(r"\b(?:the|my|this|that|your|our)\s+$", text[:m.start()], re.I) \
                or _DOTFILE_WORD.fullmatch(m.group(1)):   # "every .DS_Store file": files of that name
            s.add("File", m.start(), end, m.group(0)[:end - m.start()])
        else:
            s.add("Pattern", m.start(), end, f"*.{m.group(1)}")
    s.scan(r"(?<![\w.])\.([A-Za-z0-9]{1,8}(?:\.[A-Za-z0-9]{1,4})?)\s+(?=(?:[a-z]+\s+)?(files?)\b)", kind_before_files)
    def ext_word(m):
        ext = EXTENSION_WORDS.get(m.group(1).lower())
        if ext == "out" and _OUT_VERB.search(text[:m.start(1)]):
            return   # "clean out files older than 7 days": the verb's "out", not the .out kind
        if ext:
            s.add("Pattern", m.start(1), m.end(1), f"*.{ext}")
    s.scan(r"(?<![\w.-])([A-Za-z][A-Za-z0-9]*)\s+(?:source\s+)?files?\b", ext_word)   # not readme.md's "md"
    # "jpg images", "python scripts", "pdf documents": a kind before a plural noun of files.
    s.scan(r"(?<![\w.-])([A-Za-z][A-Za-z0-9]*)\s+(?:images|photos|pictures|videos|scripts|documents|programs)\b",
           ext_word)
    # "all pdfs in ~/Downloads", "the jpgs": a file kind in the plural is a glob too.
    kinds = r"(pdf|csv|tsv|jpe?g|png|gif|svg|mp3|mp4|wav|mkv|mov|docx|xlsx?|iso|jar|tgz|zip)"
    s.scan(rf"\b{kinds}s\b(?!\.\w)", lambda m: s.add("Pattern", m.start(), m.end(), f"*.{m.group(1).lower()}"))
    # "move every png into images/": one kind after every/each/any is the glob too.
    s.scan(rf"\b(?:every|each|any)\s+{kinds}\b(?![\w.-])",
           lambda m: s.add("Pattern", m.start(1), m.end(1), f"*.{m.group(1).lower()}"))
    # Sizes, times, permissions, users and groups.
    def size(m):
        unit = SIZE_UNITS.get(m.group(2).lower())
        if unit:
            s.add("Size", m.start(), m.end(), whole_size(m.group(1), unit))
    # "half a gigabyte", "over a gig", "a megabyte": one (or half of one) of the unit.
    s.scan(r"\b(half\s+an?|an?|one)\s+(kilobytes?|megabytes?|gigabytes?|terabytes?|kb|mb|gb|tb|megs?|gigs?)\b",
           lambda m: s.add("Size", m.start(), m.end(), whole_size("0.5" if m.group(1).lower().startswith("half") else "1",
                                                                  SIZE_UNITS[m.group(2).lower()])), 0)
    s.scan(r"\b(\d+(?:\.\d+)?)\s*([KMGT]i?B|[kmgt]b|[KMGT]|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|kbytes|megs?|gigs?|c)\b", size, 0)
    s.scan(r"\b(\d+(?:\.\d+)?)(k)\b", size, 0)
    s.scan(r"\b(\d+(?:\.\d+)?)\s*(kilobytes?|megabytes?|gigabytes?|terabytes?|bytes?|kb|mb|gb|tb)\b", size)
    def timespan(m):
        s.add("Timespan", m.start(), m.end(), m.group(1), TIME_UNITS[m.group(2).lower()])
    s.scan(r"\b(\d+)\s*(%s)\b" % _TIME_UNIT_WORDS, timespan)
    s.scan(r"\b(\d+)(s|m|h|d|w)\b", timespan, 0)
    # "in the last hour", "since the past day": one of the unit.
    # "the calendar for march 2025": cal takes a month by its number (cal 3 2025).
    if re.search(r"\b(?:cal|calendar)\b", text, re.I):
        s.scan(_MONTH_NAME, lambda m: s.add("Number", m.start(), m.end(), str(MONTHS.index(m.group(0).lower()[:3]) + 1)))
    s.scan(r"\b(?:last|past|previous)\s+(hour|minute|day|week|month|year)\b",
           lambda m: s.add("Timespan", m.start(1), m.end(1), "1", TIME_UNITS[m.group(1).lower()]))
    s.scan(r"\b(?:permissions?|mode|perms?|chmod)\s+(?:of\s+|to\s+|set\s+to\s+)?([0-7]{3,4}|[ugoa]*[+=-][rwxXst]+)\b",
           lambda m: s.add("Permission", m.start(1), m.end(1), m.group(1)))
    def spoken_mode(m):   # "grep -r password": a flag written after its tool, not a mode
        if m.group(1).startswith("-") and re.search(r"\b(?:grep|egrep|rm|cp|ls|scp|rsync|chown|chgrp|tar|zip|diff|sort|du|mv|wc)"
                                                    r"(?:\s+-\w+)*\s+$", text[:m.start(1)]):
            return
        s.add("Permission", m.start(1), m.end(1), m.group(1))
    s.scan(r"(?<![\w+-])([ugoa]+[+=-][rwxXst]+|[+-][rwx]{1,3})(?![\w+-])", spoken_mode, 0)
    s.scan(r"\b([0-7]{3,4})\b", lambda m: s.add("Permission", m.start(1), m.end(1), m.group(1)) if m.group(1) in COMMON_PERMISSIONS else None)
    def who(m):
        name = m.group(2)
        if len(name) > 5 and name.lower().endswith("ing") or name.lower() in _USER_VERBS | _CONJUNCTIONS \
                or re.fullmatch(r"[rwx-]{1,3}", name):
            return   # "what is the deploy user running": a verb, not a login; "user but not root": a word; "owner rwx": bits
        if name.lower() not in NOT_NAMES | PERMISSION_WORDS | {"id", "ids", "ownership", "owner", "owners", "membership", "memberships"} \
                or name.lower() == "root":
            s.add("Group" if m.group(1).lower().endswith("group") else "User", m.start(2), m.end(2), name)
    s.scan(r"\b(owned by(?:\s+(?:the\s+)?(?:user|group))?|user(?:\s+account)?|user\s*name|login(?:\s+name)?\s+is|owner|group|as user|by user)"
           r"\s+([a-z_][\w-]*)\b", who)   # "user account mike": mike
    # "processes running as postgres", "every process run by www-data": whose processes they are
    def runner(m):
        if m.group(1).lower() not in NOT_NAMES | _USER_VERBS | _CONJUNCTIONS or m.group(1).lower() == "root":
            s.add("User", m.start(1), m.end(1), m.group(1))
    s.scan(r"\b(?:process(?:es)?|programs?|jobs?)\b[^.;]{0,20}?\b(?:running|run|started|launched)\s+(?:as|by|under)\s+"
           r"(?:the\s+)?(?:user\s+)?([a-z_][\w-]*)\b(?![.\w-])", runner)
    # "the deploy user", "the postgres user's processes": the name before "user"
    def named_before(m):
        if m.group(1).lower() not in NOT_NAMES | PERMISSION_WORDS | _NOT_USER_ADJECTIVES or m.group(1).lower() == "root":
            s.add("User", m.start(1), m.end(1), m.group(1))
    s.scan(r"\bthe\s+([a-z_][\w-]*)\s+user\b(?!\s*(?:name|id|account|accounts|group|dir|directory|folder|home)\b)",
           named_before)
    def given_to(m):   # "change the group of shared/ to devs", "set the owner of app.log to deploy"
        if m.group(2).lower() not in NOT_NAMES or m.group(2).lower() == "root":
            s.add("Group" if m.group(1).lower() == "group" else "User", m.start(2), m.end(2), m.group(2))
    s.scan(r"\b(group|owner)(?:ship)?\s+(?:of|on|for)\s+(?:the\s+)?\S+(?:\s+(?:folder|directory|dir|file))?"
           r"\s+to\s+(?:(?:user|group)\s+)?([a-z_][\w-]*)\b(?![:.\w-])", given_to)
    # A git branch named after "branch" or between "the" and "branch": "push branch dev", "the staging branch".
    def branch(m):
        name = m.group(1) or m.group(2)
        if name.lower() not in NOT_NAMES | _NOT_BRANCHES:
            at = m.start(1) if m.group(1) else m.start(2)
            s.add("Text", at, at + len(name), name)
    s.scan(r"\bbranch\s+(?:named\s+|called\s+)?([A-Za-z][\w./-]*[\w])(?![\w./-])|\bthe\s+([A-Za-z][\w./-]*[\w])\s+branch\b",
           branch)
    def login_as(m):
        if m.group(1) == "root" or m.group(1).lower() not in NOT_NAMES | {"well", "json", "text", "user", "users"}:
            s.add("User", m.start(1), m.end(1), m.group(1))
    s.scan(r"\b(?:ssh|log\s*in|login|connect|scp|rsync|sftp)\b(?:(?![.;]\s).)*?\bas\s+([a-z_][\w-]*)\b", login_as)
    # A shell's or tool's rc file named without its dot ("reload my bashrc"): the dot-file.
    s.scan(r"(?<![\w./~-])(bashrc|bash_profile|bash_aliases|bash_history|zshrc|zprofile|zshenv|zsh_history|vimrc|"
           r"inputrc|gitconfig|screenrc|nanorc|npmrc|netrc|wgetrc|curlrc)\b(?![./-])",
           lambda m: s.add("File", m.start(1), m.end(1), "." + m.group(1)), 0)
    # "pieces named movie.mkv.part_", "prefix chunk-": a name that ends in a separator is a prefix, whole.
    s.scan(r"\b(?:named|called|prefix(?:ed)?(?:\s+with)?)\s+([A-Za-z0-9~/][\w./~-]*[_-])(?![\w./-])(?!\s+(?:followed|plus|and|then|with)\b)",
           lambda m: s.add("File", m.start(1), m.end(1), m.group(1)), 0)
    # Unquoted file names with an extension, dot-files, and names after "named"/"directory".
    s.scan(r"(?<![\w./-])[\w-]*[A-Za-z_-][\w-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,7}(?:\.\d{1,3}|\.\d{4}-?\d{2}-?\d{2})?(?![\w/])",
           lambda m: s.add("Host" if _DOMAIN.fullmatch(m.group(0).rstrip(".")) else "File", m.start(), m.end(), m.group(0).rstrip("."))
           if not m.group(0).endswith(".") else None, 0)
    # A file kind on its own ("files that are not .txt", "every .py under src") is a glob, not a dot-file.
    s.scan(r"(?<![\w./-])\.((?:tar\.)?[A-Za-z0-9]{1,5})(?![\w/-]|\.\w)(?!\s+(?:suffix|extension|ending|part)\b)",
           lambda m: s.add("Pattern", m.start(), m.end(), f"*.{m.group(1)}")
           if m.group(1).lower().rpartition(".")[2] in FILE_KINDS else None, 0)
    # ".env." at the end of a sentence: the sentence's full stop is no part of the name
    s.scan(r"(?<![\w./-])\.[A-Za-z][\w.-]*[\w-]|(?<![\w./-])\.[A-Za-z]", lambda m: s.add("File", m.start(), m.end(), m.group(0)), 0)
    # "Makefile", "Dockerfile", "README": known file names without an extension.
    s.scan(r"(?<![\w./-])(?:%s)(?![\w./-])" % "|".join(sorted(n for n in KNOWN_FILES if n[0].isupper() and n not in _ENGLISH_CAPS)),
           lambda m: s.add("File", m.start(), m.end(), m.group(0)), 0)
    def named(m):
        noun, name = (m.group(1) or "").lower(), m.group(2)
        if name.lower() in NOT_NAMES or name.lower() in EXTENSION_WORDS and noun.startswith("file"):
            return
        if name.lower() in ("after", "like", "using", "according", "based"):
            return   # "a directory named after today's date": how it is named, not its name
        typ = "Directory" if noun.startswith(("dir", "folder")) else "File" if noun.startswith("file") else "Path"
        s.add(typ, m.start(2), m.end(2), name)
    # "a symlink named current": a link's name is a name even when it is an everyday word.
    s.scan(r"\b(?:sym)?links?\s+(?:named|called)\s+([\w.-]*[\w-])", lambda m: s.add("Path", m.start(1), m.end(1), m.group(1)))
    s.scan(r"\b(directory|directories|folder|folders|dir|file|files)?\s*(?:named|called)\s+([\w.-]*[\w-])", named)
    # "the docs folder": a folder named in plain words (not "the temp folder", a system place).
    def folder_word(m):
        # "the target folder in ~/projects/api": a word that is no name elsewhere names a folder inside a place
        inside = re.match(r"\s+(?:folder|directory|dir)\s+(?:in|inside|under|of)\s+[~/.$]", m.string[m.end(1):])
        if m.group(1).lower() not in NOT_NAMES | PLACE_WORDS or inside and m.group(1).lower() not in _NOT_FOLDER_NAMES:
            s.add("Directory", m.start(1), m.end(1), m.group(1))
    s.scan(r"\bthe\s+([A-Za-z_][\w.-]*)\s+(?:folder|directory|dir)\b", folder_word)
    # "delete the folder logs", "copy the directory assets to /srv": the name after the noun, where the
    # request goes on with a preposition or ends (not "the folder size", "the directory tree of x").
    def noun_then_name(m):   # "the folder temp", "the directory output": after the noun, a name
        if m.group(1).lower() not in NOT_NAMES | PLACE_WORDS - _NAMED_PLACES | _FOLDER_ATTRIBUTES:
            s.add("Directory", m.start(1), m.end(1), m.group(1))
    s.scan(r"\b(?:the|a)\s+(?:(?:empty|new|old|hidden|whole|entire|local|shared|temporary|existing)\s+)?"
           r"(?:folder|directory|dir)\s+([A-Za-z_][\w.-]*[\w-])"
           r"(?=\s*(?:$|[,;?!]|\.(?:\s|$)|\s(?:to|into|in|from|and|or|with|on|under|inside|recursively|if|but|too|also)\b))",
           noun_then_name)
    # "create folders logs, tmp and cache": each name of a list of folders.
    def folder_list(m):
        names = list(re.finditer(r"[A-Za-z_][\w.-]*", m.group(1)))
        names = [w for w in names if w.group(0).lower() not in ("and", "or")]
        if any(w.group(0).lower() in NOT_NAMES | _NEXT_STEP_VERBS for w in names):
            return
        if "," not in m.group(1) and any(w.group(0).lower() in PLACE_WORDS | SEARCH_FILLERS
                                         or re.fullmatch(r"\w+(?:ly|ed|er|est)|than|older|newer", w.group(0).lower())
                                         for w in names):
            return   # "folders older than …": words, not a list of names
        for w in names:
            s.add("Directory", m.start(1) + w.start(), m.start(1) + w.end(), w.group(0))
    name = r"(?!(?:and|or)\b)[A-Za-z_][\w.-]*"   # "folders a and b and tell me …": two names, not three
    s.scan(rf"\b(?:folders|directories|dirs)\s+(?:called\s+|named\s+)?({name}(?:\s*,\s*{name})+\s*,?\s+and\s+{name}"
           rf"|{name}(?:\s+{name}){{0,4}}\s+and\s+{name})\b(?![./])", folder_list)
    # Two-character names of things ("the container db", "ssh into vm", "the ui service"): too short
    # to be taken as unknown words (see free_words), and "db" is an English word to the vocabulary.
    def short_name(m, default="host"):
        name = m.group("name")
        if name.lower() not in _TWO_LETTER_WORDS:
            noun = (m.groupdict().get("noun") or m.groupdict().get("after") or default).lower()
            typ = "Host" if noun in _HOST_NOUNS else "Directory" if noun in _FOLDER_NOUNS else "Text"
            s.add(typ, m.start("name"), m.end("name"), name)
    short = r"(?<![\w./~$@:-])(?P<name>[A-Za-z][A-Za-z0-9])(?![\w/@:-]|\.\w)"
    nouns = "|".join(sorted(_HOST_NOUNS | _THING_NOUNS | _FOLDER_NOUNS))
    s.scan(rf"\b(?P<noun>{nouns})s?\s+(?:(?:named|called|tagged)\s+)?{short}", short_name)
    s.scan(rf"\btagged\s+{short}", lambda m: short_name(m, "image"))
    s.scan(r"\btagged\s+([A-Za-z0-9][\w.-]*:[\w.-]*\w)", lambda m: s.add("Text", m.start(1), m.end(1), m.group(1)))
    s.scan(rf"{short}\s+(?P<after>{nouns})\b", short_name)
    s.scan(rf"\b(?:ssh|ping|mosh|sftp|log\s*in|login|connect)\s+(?:(?:in)?to\s+|on\s+)?{short}", short_name)
    # "lines containing error in app.log", "search for TODO": the word searched for, unquoted.
    def searched(m):
        if m.group(1).lower() not in NOT_NAMES | SEARCH_FILLERS:
            s.add("Pattern", m.start(1), m.end(1), m.group(1))
    # "lines that contain CREATE TABLE": capitals in a row are one phrase (SQL, log levels), searched as one.
    s.scan(r"\b(?:" + _SEARCH_VERBS + r")\s+([A-Z][A-Z0-9_]+(?:\s+[A-Z][A-Z0-9_]+){1,3})" + _SEARCH_END,
           lambda m: s.add("Pattern", m.start(1), m.end(1), m.group(1)), 0)
    s.scan(r"\b(?:" + _SEARCH_VERBS + r"|(?<!\beach\s)(?<!\bevery\s)(?<!\bper\s)(?:the\s+)?(?:word|string|text|pattern))"
           r"\s+([A-Za-z_][\w-]*)"
           + _SEARCH_END, searched)
    # "search the syslog for usb", "grep config.ini for port": the place between the verb and the word.
    # "files that dont have Copyright in them", "search password in /etc/myapp": the word searched for.
    s.scan(r"\b(?:have|has|having|with|contain(?:s|ing)?)\s+([A-Z][\w-]*|[A-Za-z_][\w-]*[\d_][\w-]*|https?|ftp|www|localhost|todo|fixme|null|nan"
           r"|true|false|error|warning|debug|password|sudo|root)\s+in\s+"
           r"(?:them|it|their\s+(?:text|contents?|body))\b", searched, 0)   # a name-like word or a word searched for: not "has duplicates in it"
    s.scan(r"\b(?:search|grep)\s+([A-Za-z_][\w-]*)\s+(?=in\s+[~/.$\w])", searched)
    # "what files does alice own in /srv/shared": the owner asked about
    s.scan(r"\b(?:does|do|did)\s+([a-z_][\w-]*)\s+own\b",
           lambda m: s.add("User", m.start(1), m.end(1), m.group(1)) if m.group(1).lower() not in NOT_NAMES | {"i", "you", "we", "he", "she", "it", "they"} else None)
    # "how many times does linux appear in article.md": the word counted
    s.scan(r"\b(?:does|do|did)\s+(?:the\s+(?:word|string|text)\s+)?([A-Za-z_][\w-]*)\s+(?:appear|occur|show\s+up|come\s+up|turn\s+up)\b", searched)
    # "search /var/log/syslog for connection refused, ignore case": words up to a comma or the end, after a file's name
    def phrase(m):
        words = m.group(1).lower().split()
        if not set(words) & (NOT_NAMES | SEARCH_FILLERS | {"files", "file", "lines", "line", "folders", "dirs", "ignoring", "ignore", "case",
                                                          "recursively", "only", "just", "and", "or", "but"}) \
                and words[-1] not in ("errors", "warnings", "messages", "entries", "events", "requests", "logs", "mentions", "occurrences"):
            s.add("Text", m.start(1), m.end(1), m.group(1))
    s.scan(r"\b(?:search(?:es|ing)?|grep|scan|look\s+through)\s+(?:the\s+|my\s+)?[~./\w-]*[./][\w./~-]*\s+for\s+([a-z][\w-]*\s+[a-z][\w-]*)"
           r"(?=\s*(?:$|[,;?]))", phrase)   # (two words: three are a description more often than a phrase)
    s.scan(r"\b(?:search(?:es|ing)?|grep|scan|look\s+through)\s+(?:the\s+|my\s+)?\S+\s+for\s+([A-Za-z_][\w-]*)"
           + _SEARCH_END, searched)
    s.scan(r"\b(directory|folder|dir)\s+([\w.-]*\d[\w.-]*|[\w-]+_[\w-]*)\b", named)
    # "owned by alice:staff", "chown to www-data:www-data": a user and a group.
    def owner_group(m):
        s.add("User", m.start(1), m.end(1), m.group(1))
        s.add("Group", m.start(2), m.end(2), m.group(2))
    s.scan(r"\b(?:chown|own(?:s|ed|er|ership)?)\b(?:(?![.;]\s).)*?(?<![\w.-])([a-z_][\w.-]*):([a-z_][\w.-]*)\b", owner_group)
    # A program named as processes: "the python processes", "kill all node instances", "pkill chrome".
    program = lambda m: s.add("Text", m.start(1), m.end(1), m.group(1))
    s.scan(rf"(?<![\w./-]){_PROGRAM}(?=\s+(?:process(?:es)?|instances?|daemons?|workers?|pids?)\b)", program)
    s.scan(rf"\b(?:kill|pkill|killall|pgrep|pidof|terminate)\s+(?:all\s+|every\s+|the\s+|any\s+)*{_PROGRAM}(?![\w./-])",
           program)
    # "is mysqld running?", "is the cupsd daemon up": the daemon a question asks about is a process name.
    def asked_running(m):
        if re.fullmatch(r"[A-Za-z][\w.-]*[A-Za-z]d", m.group(1)) and m.group(1).lower() not in NOT_NAMES | _NOT_PROCESSES | COMMAND_WORDS:
            program(m)
    s.scan(IS_RUNNING.pattern, asked_running)
    # A URL scheme on its own ("prefix every line with https://"): one value, not a word and a path "//".
    s.scan(r"(?<![\w/])(?:https?|ftp|sftp|ssh|file|s3|git)://(?=[\s,;)'\"]|$)", lambda m: s.add("Text", m.start(), m.end(), m.group(0)), 0)
    # A setting or form field written key=value ("post the form data name=bob", "add max_conn=100"): one value
    # (an environment variable, PORT=4000, is the model's to place before the command).
    s.scan(r"(?<![\w./~$=-])[a-z][a-z0-9_.-]*=(?!=)[^\s,;'\"()]+", lambda m: s.add("Text", m.start(), m.end(), m.group(0).rstrip(".")), 0)
    # An import line of code sought in files ("which .py files have import requests", "search for from os import
    # path"): one text, not English.
    s.scan(r"\b(?i:for|ha(?:ve|s|ving)|contain\w*|with|mention\w*|use[sd]?|using|files|scripts|modules|that|which)\s+((?:from\s+[A-Za-z_][\w.]*\s+)?import\s+"
           r"(?!(?:or|and|lines?|statements?|the|a|an|of|in|from|with)\b)[A-Za-z_][\w.]*)\b",
           lambda m: s.add("Text", m.start(1), m.end(1), m.group(1)))
    # Base64 with its padding ("decode aGVsbG8="): the "=" is part of the value.
    s.scan(r"(?<![\w+/=])[A-Za-z0-9+/]{3,}={1,2}(?=[\s,;]|$)",
           lambda m: s.add("Text", m.start(), m.end(), m.group(0)), 0)
    # Commit hashes (3f2a9c1), and names joined to numbers (web-02, release-2.1, node:20, v1.2.3):
    # one name each, never a word and a number.
    s.scan(r"(?<![\w.-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\w.-])",
           lambda m: s.add("Text", m.start(), m.end(), m.group(0)), 0)
    # Standards named by their number ("ISO 8601", "RFC 3339"): a name, not a word and a number.
    s.scan(r"\b(?:iso|rfc)[\s-]?\d{3,5}\b", lambda m: s.claim(m.start(), m.end()))
    def joined(m):
        if TECH_WORDS.fullmatch(m.group(0)):
            s.claim(m.start(), m.end())   # "utf-8" is one English word, not a word and a number
        else:
            s.add("Text", m.start(), m.end(), m.group(0))
    s.scan(r"(?<![\w./~$@:-])(?=[\w.:-]*\d)[A-Za-z][\w]*(?:[-.:][\w]+)+(?![\w/]|[-.:]\w)", joined, 0)
    # Identifiers that mix letters and digits (dir1, backup2) are names, not English (sha256 and
    # utf8 are English to a shell user).
    def mixed(m):
        if not TECH_WORDS.fullmatch(m.group(0)):
            s.add("Path", m.start(), m.end(), m.group(0))
    s.scan(r"\b(?=[A-Za-z_]*\d)(?=\d*[A-Za-z_])[A-Za-z_][\w-]*\b", mixed, 0)
    # "set EDITOR to vim", "export the variable PORT as 8080": a name and its value for NAME=value.
    def assigned(m):
        s.add("Text", m.start(1), m.end(1), m.group(1))
        if m.group(2).lower() not in NOT_NAMES:
            s.add("Text", m.start(2), m.end(2), m.group(2))
    s.scan(r"\b(?i:set|export|define)\s+(?i:the\s+)?(?:(?i:env(?:ironment)?|shell)\s+)?(?:(?i:var(?:iable)?)\s+)?"
           r"([A-Z][A-Z0-9_]*)(?:\s+(?i:(?:env(?:ironment)?\s+)?var(?:iable)?))?\s+(?i:to|as|=)\s+(\S+?)[.,;?!]?(?=\s|$)",
           assigned, 0)
    # "the 5th column", "the second field", "the first line": a position a script will name.
    s.scan(r"\b(\d+)(?:st|nd|rd|th)\b", lambda m: s.add("Number", m.start(), m.end(), m.group(1)))
    ordinal = "(?:%s)" % "|".join(ORDINALS)
    def ordinals(m):   # "the first and third columns": each one a number
        for w in re.finditer(ordinal, m.group(0), re.I):
            s.add("Number", m.start() + w.start(), m.start() + w.end(), str(ORDINALS.index(w.group(0).lower()) + 1))
    separated = r"(?:\s+[\w:;,|]+[- ](?:separated|delimited))?"   # "the third colon-separated field"
    s.scan(rf"\b{ordinal}(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)(?:the\s+)?{ordinal})*"
           rf"(?={separated}\s+(?:column|field|line|row|word|character|char|col)\b)", ordinals)
    s.scan(rf"\b{ordinal}(?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|or|&)\s+)(?:the\s+)?{ordinal})+"
           rf"(?={separated}\s+(?:columns|fields|lines|rows|words|characters|chars|cols)\b)", ordinals)
    # "800x600", "1920x1080": a width and a height, the same two numbers as "800 x 600".
    def geometry(m):
        s.add("Number", m.start(1), m.end(1), m.group(1))
        s.add("Number", m.start(2), m.end(2), m.group(2))
    s.scan(r"(?<![\w.])(\d+)x(\d+)(?![\w.])", geometry, 0)
    s.scan(r"(?<![\w.])[-+]?\d+(?:\.\d+)*(?!\w|\.\w)", lambda m: s.add("Number", m.start(), m.end(), m.group(0)), 0)
    # "five times", "the last three commits", "top ten": a count in words is the number ("one" and "a"
    # are English too often to count).
    s.scan(r"\b(%s)\s+(%s)\b" % ("|".join(COUNT_WORDS), _TIME_UNIT_WORDS),
           lambda m: s.add("Timespan", m.start(), m.end(), count_value(m.group(1)), TIME_UNITS[m.group(2).lower()]))
    s.scan(r"\b(%s)\b(?=\s+(?:times?|lines?|files?|commits?|entries|items?|results?|rows?|largest|biggest|"
           r"smallest|newest|oldest|most|processes|columns?|characters?|words?|pings?|packets?|levels?|"
           r"directories|folders?|dirs?)\b)" % "|".join(COUNT_WORDS),
           lambda m: s.add("Number", m.start(), m.end(), count_value(m.group(1))))
    return sorted(s.found, key=lambda e: e.start)


def free_words(text: str, entities: list[Entity]) -> list[tuple[int, int, str]]:
    """``(start, end, word)`` for each word outside the entities that could be a name (3+ characters)."""
    out, pos = [], 0
    for ent in [*entities, None]:
        end = ent.start if ent else len(text)
        for m in re.finditer(r"(?<![\w.$/-])[A-Za-z_][\w-]{2,}(?![\w/-]|\.\w)", text[pos:end]):
            out.append((pos + m.start(), pos + m.end(), m.group(0)))
        pos = ent.end if ent else pos
    return out


# Hyphenated English modifiers ("case-insensitive", "sub-directories", "comma-separated"). As one
# word they are in no vocabulary (the tokens are their parts), so they became a Text name that the
# ranking then pushed into the command (grep case-insensitive app.log). Names with hyphens
# (docker-compose, www-data, my-project) are not on this list and stay names.
_COMPOUND_RE = re.compile(
    r"(?:case-(?:in)?sensitive(?:ly)?|sub-(?:director(?:y|ies)|dirs?|folders?)|(?:top|first|second|sub)-level"
    r"|non-[a-z]+|human-readable|machine-readable|read-only|read-write(?:-execute)?|write-only"
    r"|(?:world|group|user|owner|other|others)-(?:readable|writable|writeable|executable)"
    r"|(?:zero|empty)-(?:byte|bytes|length|size|sized)"
    r"|(?:comma|colon|semicolon|space|tab|slash|dot|pipe|newline|null|whitespace|line)-(?:separated|delimited|terminated)"
    r"|side-by-side|line-by-line|one-by-one|up-to-date|out-of-date|in-place|second-to-last|built-in"
    r"|(?:last|most|least|recently)-(?:modified|accessed|changed|used)|(?:upper|lower)-case|multi-line|single-line"
    r"|pretty-print(?:ed|ing)?|one-(?:line|liners?|shot)|re-(?:run|running|read|start|try)|as-is"
    r"|byte-(?:identical|compare|for-byte)|live-tail|(?:gzip|gz|bzip2|bz2|xz|zstd|zip)-(?:compressed|packed)|(?:user|system|owner)-(?:level|only|wide))",
    re.I)


# Words of chat around a request ("i'd like to know how much disk space is left", "any idea how to copy
# main.py", "plz kill firefox"): English, never a name, even when the model's vocabulary lacks them (an
# unknown word is otherwise taken for a name: df -h know, pkill plz firefox).
CHAT_WORDS = frozenset("""know idea like want need wanna gonna gotta gimme lemme plz pls please thanks thank thx hey
hello quickly quick quicker real really actually basically maybe perhaps somehow something anything stuff thing
things way ways help tell wonder wondering trying try able possible okay sure guess think mean kinda sorta bit little
tiny super very pretty nice cool awesome bro dude folks guys buddy mate sir asap urgent again anyway also still
already yet currently right now today tonight soon later whatever whichever whoever idk tbh btw fyi lol imo hmm oops
damn dang heck gosh seems seem looks look figure figured wanted needed tried attempt forgot remember recall kindly
possibly probably definitely exactly literally simply totally somebody someone anyone everyone nobody nothing
everything though although unless instead rather alright fine good great bad wrong broken weird strange anybody
yeah yep nope nah faster wish hope hoping going doing getting might must shall lets whats hows wheres whos dont
doesnt cant wont isnt arent wasnt protected protect protection corrupted corrupt damaged online offline""".split())


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by one insertion, deletion, substitution or swap of neighbours."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k in range(len(short)) if short[k] != long[k]), len(short))
    return short[i:] == long[i + 1:]


def misspelt(word: str, known: set[str] | frozenset[str]) -> bool:
    """Whether ``word`` is a known word of six or more letters with one slip ("recursivly", "evrything",
    "directroy"): a typo, not a name. Only plain lower-case words: a name the user types (``Makefile2``,
    ``my_app``, ``Reports``) has digits, underscores or capitals more often than not."""
    if len(word) < 6 or not word.isalpha() or not word.islower():
        return False
    w = stem(word)
    by_length = _known_by_length(known if isinstance(known, frozenset) else frozenset(known))
    return any(_one_edit(w, k) for n in (len(w) - 1, len(w), len(w) + 1) for k in by_length.get(n, ()))


@functools.lru_cache(maxsize=4)
def _known_by_length(known: frozenset[str]) -> dict[int, list[str]]:
    """The known words of five or more letters, by length (built once per vocabulary)."""
    out: dict[int, list[str]] = {}
    for k in known:
        if len(k) >= 5:
            out.setdefault(len(k), []).append(k)
    return out


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _slips(word: str, every: bool) -> list[list[str]]:
    """The words one slip from ``word``, likeliest slips first: neighbours swapped; a letter left out
    (put back); and with ``every`` a letter typed twice or a wrong letter."""
    tiers = [[word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)],
             [word[:i] + c + word[i:] for i in range(len(word) + 1) for c in _LETTERS]]
    if every:
        tiers.append([word[:i] + word[i + 1:] for i in range(len(word))]
                     + [word[:i] + c + word[i + 1:] for i in range(len(word)) for c in _LETTERS if c != word[i]])
    return tiers


# "older than a week", "in the last an hour", "for a minute": one of a unit, said with an article.
_ONE_UNIT = re.compile(r"\b(than|over|under|within|last|past|in|for|after|before|least|most|about|exactly|nearly|almost)"
                       r"\s+(?:a|an|one)\s+(second|minute|hour|day|week|month|year)\b", re.I)


def one_for_article(text: str) -> str:
    """``text`` with a unit of time said with an article as one of it ("older than a week" → "older than
    1 week"), so that it is a timespan to fill (``-mtime +7``) rather than words the model must spell out.
    "once a day" and "every hour" are schedules, not spans, and are left alone."""
    return _ONE_UNIT.sub(lambda m: f"{m.group(1)} 1 {m.group(2)}", text)


# How a request may open or close around what it asks for: "can you", "how do I", "I want to", "please",
# "give me a bash command to", "… in bash", "… on linux".
_TOOL_KIND = (r"(?:(?:quick|simple|single|good|bash|shell|linux|unix|terminal|zsh|cli|sh|gnu)\s+)*"
              r"(?:command|cmd|one[\s-]?liner|script|command[\s-]?line)\s+")
# "(the) command to …", "a one-liner that …" (not "the command that started it", a question about a command)
_TOOL_NOUN = (rf"(?:(?:(?:a|an|the|some)\s+)?{_TOOL_KIND}(?:to|for|in\s+order\s+to)\s*:?\s+"
              rf"|(?:a|an|some)\s+{_TOOL_KIND}(?:that|which)\s+)")
_COURTESY_HEAD = re.compile(
    r"^(?:(?:hey|hi|yo)\b[\s,!]+|(?:hello|ok|okay|so)\s*[,!]\s*"
    r"|(?:bash|shell|linux|unix|terminal|zsh|cli|command|cmd)\s*:\s*"
    r"|(?:tell|show|teach)\s+me\s+how\s+(?:to|do\s+i|i\s+can)\s+|explain\s+how\s+to\s+"
    r"|(?:what|which)\s+(?:bash\s+|shell\s+|linux\s+|terminal\s+)?(?:command|cmd|tool|utility|program)\s+"
    r"(?:(?:do|should|can|could|would|will)\s+(?:i|we)\s+(?:use|run|type|need)\s+(?:to\s+)?|will\s+|would\s+|can\s+|should\s+|to\s+)"
    r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?=[a-z])"
    r"|(?:please|pls|plz|kindly|just|simply|quickly)\s+"
    r"|how\s+(?:do|can|would|should|could)\s+(?:i|we|one)\s+(?:quickly\s+|easily\s+)?(?!know\b|tell\b)"
    r"|how\s+to\s+"
    r"|(?:i|we)\s+(?:want|need|would\s+like|wanna|have)\s+to\s+|(?:i|we)['’]d\s+like\s+to\s+|(?:i|we)\s+wanna\s+"
    r"|help\s+me\s+(?:to\s+)?|let['’]?s\s+"
    r"|is\s+there\s+" + _TOOL_NOUN +
    r"|(?:is\s+there|(?:show|tell)\s+me|what(?:['’]?s|\s+is))\s+(?:a|an|the)\s+(?:(?:quick|simple|easy|good|fast|best)\s+)?way\s+to\s+"
    r"|(?:what(?:['’]?s|\s+is)\s+|(?:give|write)\s+(?:me\s+)?|(?:show|tell|get)\s+me\s+|(?:i\s+)?(?:need|want)\s+)?"
    + _TOOL_NOUN + r")+",
    re.I)
_COURTESY_TAIL = re.compile(r"(?:[\s,]+(?:please|pls|plz|for\s+me|thanks|thank\s+you|thx))+[\s.!?]*$", re.I)
# "… in bash", "… from the command line", "… on linux": where the command is to run, which every answer is
# (not in a request to run something with a shell: "run deploy.sh in bash").
_SHELL_TAIL = re.compile(r"\s+(?:in|on|from|via|at)\s+(?:the\s+|a\s+)?(?:bash|zsh|shell|terminal|command[\s-]?line|cli|linux|unix|"
                         r"console|prompt)(?:\s+(?:shell|terminal|prompt|one[\s-]?liner))?(?=[\s.!?]*$)", re.I)
_RUNS_SOMETHING = re.compile(r"\b(?:run|runs|execute|exec|launch|start|open|spawn|source)\b", re.I)


# Shorthand typed in a hurry, written out: "grep TODO w/ line nums", "cnt lines", "kill all firefox procs".
_WORD_EDGE = r"(?<![\w/.~$-]){}(?![\w/-]|\.\w)"   # a word on its own, not a piece of a path or a name
_SHORTHAND = tuple((re.compile(_WORD_EDGE.format(short), re.I), words) for short, words in (
    ("w/o", "without"), ("w/", "with"), ("cnt", "count"), (r"incl\.?", "including"), ("procs", "processes"),
    ("proc", "process"), ("msgs", "messages"), ("msg", "message"), ("b4", "before"), ("thru", "through"),
    ("nums", "numbers"), ("pls|plz", "please"), ("e-mails", "emails"), ("e-mail", "email")))


def shorthand_written_out(text: str) -> str:
    """``text`` with the shorthand of hurried typing written out (``_SHORTHAND``): "w/" had been read as a
    path, "cnt" as a name; a rate ("1MB/s") as "1MB per second", not a path; "zero length files", "0 byte
    files" as the empty files they are."""
    for pattern, words in _SHORTHAND:
        text = pattern.sub(words, text)
    return _ZERO_SIZED.sub("empty", _RATE.sub(r"\1 per second", text))


# "zero length .log files", "0-byte files", "zero sized dirs": empty ones
_ZERO_SIZED = re.compile(r"\b(?:zero|0)[\s-]?(?:length|bytes?|size[ds]?|sized)(?=\s+(?:\S+\s+){0,2}?(?:files?|dirs?|directories|folders?|logs?)\b)", re.I)


# "limited to 1MB/s", "at 500 KB/sec": a rate, not a path
_RATE = re.compile(r"(?<![\w./-])(\d+(?:\.\d+)?\s*(?:[KMGkmg]i?[Bb]|[KMGkmg]|bytes|kbit|mbit))/s(?:ec)?\b")


_MONTHS = {m: i + 1 for i, names in enumerate((
    "january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul", "august aug",
    "september sep sept", "october oct", "november nov", "december dec")) for m in names.split()}
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)"
_MONTH_SPAN = re.compile(rf"\b(during|in|throughout|from)\s+(?:the\s+month\s+of\s+)?{_MONTH}\s+(\d{{4}})\b(?![-/:])"
                         r"(?!\s+(?:to|until|till|through|and)\b)", re.I)
# "files that changed this week": the last 7 days
_THIS_WEEK = re.compile(r"\b((?:modified|changed|edited|created|written|saved|touched|updated)\s+)this\s+week\b", re.I)
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b(?![-/:])", re.I)
# "last modified during 2023", "files changed in the year 2022": a year of changes, as a span
_YEAR_SPAN = re.compile(r"\b((?:modified|changed|edited|created|written|saved|touched|updated)\s+(?:\w+\s+)?)(?:during|in|throughout)\s+"
                        r"(?:the\s+year\s+)?((?:19|20)\d\d)\b(?![-/:.\d])", re.I)
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\.?,?\s+(\d{{4}})\b(?![-/:])", re.I)
# "from march 1 to march 15 2023", "between jan 3 and 9, 2024": the year said once, for both days of a span
_MONTH_DAY_SPAN = re.compile(rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\s+(to|through|thru|until|till|and|-)\s+(?:{_MONTH.replace('(', '(?P<second>', 1)}\.?\s+)?"
                             rf"(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b(?![-/:])", re.I)


_LIST_SEPARATOR = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")


def items_listed(text: str) -> list[str]:
    """The items of a list said in words: "css, js and img" → ``["css", "js", "img"]`` (commas, "and", or both)."""
    return _LIST_SEPARATOR.split(text)


def month_after(month: str, year: int) -> str:
    """The ISO date of the first day of the month after ``month`` (a name, "mar" or "March") of ``year``:
    the end of a span of that month, and the day after its last."""
    number = _MONTHS[month.lower()]
    return f"{year + (number == 12):04d}-{number % 12 + 1:02d}-01"


def dates_written_out(text: str) -> str:
    """``text`` with a date in words written as the ISO date the tools read: "before January 1 2023" →
    "before 2023-01-01", "what day of the week was 14 july 1990" → "… 1990-07-14"; a month of a year said as a
    span ("modified during March 2024") → "between 2024-03-01 and 2024-04-01" (find's -newermt bounds), and so
    is a year of changes ("modified during 2023"), and "changed this week" is the last 7 days. A date shown as an example of a format ("like 'Monday 05
    February 2024'") is left as written."""
    def iso(year: str, month: str, day: str | int = 1) -> str | None:
        number, day = _MONTHS[month.lower()], int(day)
        return f"{int(year):04d}-{number:02d}-{day:02d}" if 1 <= day <= 31 else None

    def example(m) -> bool:   # "tomorrow's date like 'Monday 05 February 2024'": a format shown, no date
        return re.search(r"\b(?:like|e\.g\.|such\s+as)\s+['\"]?(?:[A-Za-z]+,?\s+)?$", m.string[:m.start()], re.I) is not None

    def day_first(m):
        return m.group(0) if example(m) else iso(m.group(3), m.group(2), m.group(1)) or m.group(0)

    def month_first(m):
        return m.group(0) if example(m) else iso(m.group(3), m.group(1), m.group(2)) or m.group(0)

    def span(m):
        return f"between {iso(m.group(3), m.group(2))} and {month_after(m.group(2), int(m.group(3)))}"

    def span_of_days(m):
        year = m.group(m.lastindex)
        start, end = iso(year, m.group(1), m.group(2)), iso(year, m.group("second") or m.group(1), m.group(m.lastindex - 1))
        return m.group(0) if example(m) or not (start and end) else f"{start} {m.group(3)} {end}"

    text = _MONTH_DAY_SPAN.sub(span_of_days, text)
    text = _DAY_MONTH_YEAR.sub(day_first, _MONTH_DAY_YEAR.sub(month_first, text))
    text = _YEAR_SPAN.sub(lambda m: f"{m.group(1)}between {m.group(2)}-01-01 and {int(m.group(2)) + 1}-01-01", text)
    return _THIS_WEEK.sub(r"\1in the last 7 days", _MONTH_SPAN.sub(span, text))


def courtesy_dropped(text: str) -> str:
    """``text`` without the words around what it asks for: "can you show me the last 20 ERROR lines of
    app.log", "how do I remove all .DS_Store files?", "give me a bash one-liner to install htop on linux",
    "… please" read as the request itself does ("show me the last 20 …", "remove all .DS_Store files?",
    "install htop"), the form most training sentences have. "how many", "how do I know", "I want 3 lines …" are left as they are."""
    core = _COURTESY_TAIL.sub("", _COURTESY_HEAD.sub("", text, count=1))
    if not _RUNS_SOMETHING.search(core):
        core = _SHELL_TAIL.sub("", core)
    return core if re.search(r"[A-Za-z]", core) else text


# "something failed overnight, show me the ERROR lines in app.log.1": a clause of context, then the request.
_CONTEXT_HEAD = re.compile(r"^(?P<head>[^,;:?!]{3,160}?)\s*(?:,|;|:|\s-+\s|\.\s|!\s*|\s+(?:and|so)\s+(?=(?:i(?:'d|\s+would)?\s+)?(?:like|want|need|have)\s+to\b))"
                           r"\s*(?P<tail>[A-Za-z].*)$", re.I)
# How a request goes on after its context: "…, so I'd like to see …", "… and I want to delete …".
_TAIL_WISH = re.compile(r"^(?:(?:so|and|but|then)\s+)?(?:(?:i'd|i\s+would)\s+like\s+to|(?:i\s+)?(?:want|need|have)\s+to|i\s+wanna|please)\s+"
                        r"|^(?:so|and\s+so)\s+(?=\w)", re.I)
_REQUEST_START = re.compile(
    r"(?:show|list|give|find|get|check|print|count|strip|kill|stop|start|restart|reload|make|create|delete|remove|copy|move"
    r"|rename|search|grep|compress|extract|uninstall|install|update|upgrade|repoint|point|change|set|add|run|open|tell|what"
    r"|what's|whats|which|where|how|is|are|am|do|does|did|can|could|please|need|send|download|upload|sync|back\s+up|backup"
    r"|decompress|unzip|unpack|untar|gunzip|gzip|zip|tar|convert|replace|fix|clean|free|watch|follow|tail|compare|diff|hit|ping|test|comment"
    r"|display|see|view|look|tell|purge|drop|empty|clear|undo|revert|reset|discard|throw|build|push|pull|commit|stash"
    r"|sort|dedupe|split|merge|join|sum|total|measure|monitor|scan|ssh|connect|mount|unmount|archive|encrypt|decrypt"
    r"|generate|schedule|edit|append|prepend|insert|trim|cut|filter|pull|fetch|clone|checkout|switch|restore|tag)\b", re.I)
# "for each file in src, count lines", "in /var/log, find …": a part of the request put first.
_HEAD_OF_REQUEST = re.compile(r"(?:for|in|inside|under|from|within|on|at|to|into|using|with|without|recursively|only|every"
                              r"|each|all|after|before|if|when|whenever|then|also|and|or|but|first|next|finally|starting"
                              r"|beginning|ignoring|excluding|except|skipping|as|by|via|through|across|over|between)\b", re.I)
# "ssh complains my key is too open", "git says …", "docker keeps restarting": a tool doing something, context.
_TOOL_SAYS = re.compile(r"[\w.-]+\s+(?:complains?|says|said|keeps|kept|throws|threw|fails|failed|gives|gave|shows|showed"
                        r"|returns|returned|prints|printed|reports|reported|tells|told|errors|errored|crashes|crashed|hangs"
                        r"|hung|refuses|refused|warns|warned|won'?t|doesn'?t|didn'?t|can'?t|isn'?t|is\s+(?:not|broken|slow|down))\b",
                        re.I)
# A word of the request that points back into its context: a pronoun, a demonstrative with no noun after it
# ("… and delete that"), "the .tmp ones"; not "the biggest ones" or "this folder".
_POINTS_BACK = re.compile(r"\b(?:it|its|it's|them|their|they|there|he|she|his|her|him)\b|\b(?:that|this|those|these)\b(?!\s+[a-z])"
                          r"|(?<!est\s)\bones?\b", re.I)
_BACK_REFERENCE = re.compile(r"\b(?:it|its|it's|them|their|they|that|this|those|these|there|he|she|his|her|one|ones)\b", re.I)


# A reason after the request: ", my brother keeps snooping", "so i dont change it by accident", "before i pull
# it out", "because the disk is full", "so my housemates can still stream". Not a purpose the command serves
# ("so it keeps going after i log out" is nohup's, "so i can spot dupes" a sort's).
_TRAILING_REASON = re.compile(r"^(?P<request>.{12,}?)(?:\s*[,;-]+\s*|\s+)(?P<reason>(?:so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|do\s+not"
                              r"|won'?t|never|can'?t)|so\s+(?:that\s+)?(?:nobody|no\s+one|others|other\s+people|my\s+\w+)|because|cause"
                              r"|so\s+(?:that\s+)?(?:i|we)\s+can\s+(?:compare|check|verify|match)\s+it\s+(?:with|against|to)"
                              r"|since\s+(?:those|these|they|it|i|we|that|this|there)\b"
                              r"|before\s+(?:i|we)\s+(?:pull|unplug|remove|eject|leave|go|shut)"
                              r"|my\s+(?!(?:user\s*name|login|user|account|ssh\s+user|port|key)\s)\w+\s+(?:keeps|is|was|has|wants|needs))\b[^,;]*?)[.!?]*$",
                              re.I)


def reason_dropped(text: str) -> str:
    """``text`` without a reason or purpose the user adds after the request ("make diary.txt readable only
    by me, my brother keeps snooping" reads "make diary.txt readable only by me"): its words were taken
    as names and arguments. Kept when it names something (a file, a number) the request needs."""
    m = _TRAILING_REASON.match(text)
    if m is None or len(m.group("request").split()) < 2:
        return text
    sure = _sure_spans(text)
    if sure is None:
        return text
    if any(e.end > m.start("reason") for e in sure):
        return text
    return m.group("request").rstrip(" ,;-")


def _context_split(text: str) -> tuple[str, str] | None:
    """``(head, tail)`` when ``text`` opens with a clause of context (``head``) before a request (``tail``), else None:
    not when the head is itself a request ("find big logs, then gzip them") or a part of one ("for each file in
    src, …"), nor when the tail is no request or too little alone ("…, update everything")."""
    m = _CONTEXT_HEAD.match(text)
    if m is None:
        return None
    head, tail = m.group("head"), _TAIL_WISH.sub("", m.group("tail"), count=1)
    if _REQUEST_START.match(head) and not _TOOL_SAYS.match(head) or _HEAD_OF_REQUEST.match(head) or not _REQUEST_START.match(tail) \
            or len(tail.split()) < 3:
        return None
    return head, tail


def _context_end(text: str) -> int:
    """Where a clause of context before the request ends (0 when ``text`` opens with none, or with a wish): the
    clause ``context_dropped`` would drop, kept when it names something."""
    split = _context_split(text)
    if split is None or _WISH.match(split[0]):
        return 0
    return len(text) - len(split[1])


# Tools a request may name as its label ("asciinema: record into demo.cast"): the program and command words and more
_LABEL_TOOLS = PROGRAM_NAMES | COMMAND_WORDS | frozenset("""tmux screen asciinema script gpg openssl yq jq xmllint xmlstarlet crudini
tomlq sha256sum md5sum base64 rsync ssh scp tar zip unzip ffmpeg sox convert pdftk qpdf git docker kubectl helm ansible terraform sed
awk cron at""".split())


def context_dropped(text: str) -> str:
    """``text`` without a clause of context before the request, the way people explain themselves: "my
    disk is full, what's using space in /home/dave", "box feels sluggish, am i using swap?" read as "what's
    using space in /home/dave", "am i using swap?" (the context's words were taken as names). Kept when
    the clause is itself a request ("find big logs, then gzip them"), names something the request does
    not ("i need to send ./myapp to a colleague, make myapp.tar.gz"), or the request points back to it
    ("i just cloned the repo, how many lines of python are in it"). A program's name as a label ("tmux: split the
    pane", "xmllint: text of /config/host") is what the request is about, not context."""
    label = re.match(r"\s*([\w.+-]+)\s*:\s", text)
    if label and label.group(1).lower() in _LABEL_TOOLS:
        return text
    split = _context_split(text)
    if split is None:
        return text
    head, tail = split
    sure = _sure_spans(text)
    if sure is None:
        return text
    start = len(text) - len(tail)
    again = {e.value for e in sure if e.start >= start}   # "my home directory … in my home folder": the same place
    named = [e for e in sure if e.start < start and e.value not in tail and e.text not in tail and e.value not in again]
    if not named:
        return text if _POINTS_BACK.search(tail) else tail
    # "my log file debug.log": the kind said before the file is that file, not a glob of its own
    named = [e for e in named if not (e.type == "Pattern" and re.fullmatch(r"\*\.\w+", e.value)
                                      and any(f.type == "File" and f.value.endswith(e.value[1:]) for f in named))]
    return _context_folded(text, tail, named)


# What a request calls the thing its context named: "under it", "in that path", "there", "the file".
_PLACE_REFERENCE = re.compile(r"\b(?:(?:in|under|inside|into|from|of|to)\s+)?(?:(?:that|this|the)\s+(?:path|folder|directory|dir|file|log|"
                              r"script|archive|repo(?:sitory)?|project|key)\b|it\b(?!'s|\s+is\b)|there\b)", re.I)


_WISH = re.compile(r"\s*(?:i\s+(?:want|need|would\s+like|'d\s+like|wanna)|want|need|please)\b", re.I)
# "somewhere in my home folder", "in this folder": where the named thing is, which the request then needs
_PLACE_SAID = re.compile(r"\b(?:somewhere|anywhere|in\s+(?:my|this|the\s+current|your)\s+(?:home|folder|directory|dir|repo|project))\b", re.I)


def _context_folded(text: str, tail: str, named: list[Entity]) -> str:
    """The request of ``text`` (its ``tail``) with the one thing its clause of context names (``named``) put
    where the request points back to it ("There is a project directory called webapp that has grown huge;
    list the ten largest files anywhere under it" → "list the ten largest files anywhere under webapp"), or
    said after the request when it only goes on about a file ("The access log at /var/log/nginx/access.log is huge;
    show the 20 IP addresses …" → "show the 20 IP addresses … in /var/log/nginx/access.log"), or in place of
    "all of its contents" ("… an archive called dataset.tar.gz, and I want to unpack all of its contents into data"
    → "unpack dataset.tar.gz into data"). Otherwise the whole text: the context's other words then stay."""
    head = text[:len(text) - len(tail)]
    if len(named) != 1 or named[0].type not in ("File", "Directory", "Path") or len(head.split()) < 7 \
            or _WISH.match(head) or _PLACE_SAID.search(head):
        return text   # a short head may hold what the request needs ("users.json is one big array"), so may a wish
    thing = named[0].text
    ref = _PLACE_REFERENCE.search(tail)
    if ref is not None:
        said = ref.group(0)
        word = said.split()[0].lower()
        before = f"{word} " if word in ("in", "under", "inside", "into", "from", "of", "to") else \
            "in " if said.lower() == "there" else ""
        folded = tail[:ref.start()] + before + thing + tail[ref.end():]
        # "… a list of URLs in urls.txt and want to download every one of them …, reading from that file": "them" is the URLs
        return text if re.search(r"\b(?:every|each|all|any)\s+(?:one\s+)?of\s+(?:them|those|these)\b", folded, re.I) else folded
    if (whole := _ALL_OF_IT.search(tail)) is not None:   # "unpack all of its contents into data": unpack dataset.tar.gz
        return tail[:whole.start()] + thing + tail[whole.end():]
    request = _PURPOSE.sub("", tail).rstrip(" .,;!")   # "… so I can jump to them later": the purpose, not the request
    if not _POINTS_BACK.search(reason_dropped(request)) and not _DEMONSTRATIVE.search(tail) and not _sure_names_in(tail):
        # the request goes on about the one file or folder its context named: said after it (a folder with its kind:
        # "in music" was read as a word), without a purpose that follows ("… so I can scan the problems")
        folder = named[0].type == "Directory" or named[0].type == "Path" and not re.search(r"\.\w+$", thing)
        return f"{request} in {'the folder ' if folder else ''}{thing}"
    return text


# "… so I can jump to them later", "so that we can compare": what the request is for, after it
_PURPOSE = re.compile(r"\s*,?\s+so\s+(?:that\s+)?(?:i|we)\s+can\b.*$", re.I)
# "just that block", "those lines": a thing of the context the request points back to (not "lines that aren't …")
_DEMONSTRATIVE = re.compile(r"\b(?:that|this|those|these|such)\s+(?:block|section|part|ones?|file|folder|list|lines?|range|text|string|words?"
                            r"|pattern|format|way|kind|type|things?|stuff|values?|entries|rows?|columns?|fields?|names?|marker)\b", re.I)
# "all of its contents", "its files", "the contents of it": the whole of the thing the context named
_ALL_OF_IT = re.compile(r"\b(?:(?:all|each|every\s+one)\s+of\s+)?(?:its|their)\s+(?:contents?|files|lines|entries|members)\b"
                        r"|\b(?:the\s+)?contents?\s+of\s+it\b", re.I)


def _sure_names_in(text: str) -> bool:
    """Whether ``text`` names a file, folder or path of its own."""
    sure = _sure_spans(text)
    return sure is None or any(e.type in ("File", "Directory", "Path") for e in sure)


# "invoice_2023_<something>.pdf", "report-<date>.csv": a placeholder inside a name stands for any text.
_NAME_PLACEHOLDER = re.compile(r"(?<=[\w.-])<[A-Za-z][A-Za-z _-]{0,19}>|<[A-Za-z][A-Za-z _-]{0,19}>(?=[\w.-])")


def placeholders_as_globs(text: str) -> str:
    """``text`` with a placeholder written inside a name made a ``*``: "they're named
    invoice_2023_<something>.pdf" → "invoice_2023_*.pdf", a glob to search for."""
    return _NAME_PLACEHOLDER.sub("*", text)


# A negation typed without its apostrophe ("lines that dont start with #"): the model reads "don't".
_DAY_POSSESSIVE = re.compile(r"\b(today|tomorrow|yesterday|tonight)s\b", re.I)
_NO_APOSTROPHE = re.compile(r"\b(do|does|did|is|are|was|were|has|have|had|ca|wo|could|would|should|need)nt\b", re.I)


_RARE_SHARE = 0.1   # the rarest tenth of a vocabulary's words (by rank) may be typos of the training data
_RARE_RATIO = 8     # a slip of one is taken for a word at least this many times higher in rank


def rare_stems(known) -> frozenset[str]:
    """The words of six or more letters in the rarest tenth of ``known`` when it is a vocabulary's index
    (word → rank): "permision", "fodler" — words seen a few times in training, typos among them. Computed
    once per vocabulary (``Translator``) and handed to ``spelling_fixed``."""
    if not isinstance(known, dict):
        return frozenset()
    least = len(known) * (1 - _RARE_SHARE)
    return frozenset(w for w, rank in known.items() if len(w) >= 6 and rank >= least)


_PATTERN_BEFORE = re.compile(r"\b(?:start(?:s|ing)?|begin(?:s|ning)?|end(?:s|ing)?)\s+(?:with|in)\s+$|\bcontaining\s+$"
                             r"|\b(?:col(?:umn)?|field)\s+\$?\d+\s+(?:is|equals|is\s+not|isn't)\s+$|\bwhose\s+(?:[\w$]+\s+){1,4}(?:is|equals)\s+$"
                             r"|\b(?:sub-?folders|sub-?directories|subdirs|folders|directories|dirs)\s+(?:[\w.-]+\s*,\s*)*(?:[\w.-]+\s*,?\s+and\s+)?$|\b(?:called|named)\s+$", re.I)
# (the value a column is tested for, "whose subject in col 2 is math": data, not a slip of "match"; the names of
# folders listed or called, "subfolders api, models and utils": names, not a slip of "until")


# Programs a request may name that the model's vocabulary may lack: never a slip of a word it knows ("arp", not "apr")
_TOOL_NAMES = COMMAND_WORDS | frozenset("arp nmap jq socat sshfs tracepath mtr iperf iperf3 tcpdump ncdu pv xclip fdupes "
                                        "rsync scp ssh sftp nc netcat whois traceroute ethtool iw nmcli".split())
# Plain words of requests the vocabulary lacks that one slip would turn into a word it has ("cookies" → "cookieds",
# "layers" → "laters", "mute" → "muste"): never corrected
_NOT_SLIPS = frozenset("cookie cookies layers layer mute muted unmute hunk hunks slowest slower hang icons throughput".split())


def spelling_fixed(text: str, known: set[str] | frozenset[str] | dict[str, int],
                   names: set[str] | frozenset[str] = frozenset(), rare: frozenset[str] | None = None) -> str:
    """``text`` (cleaned) with each plain lower-case word the model does not know that one slip makes a
    word it knows written as that word: "lsit all fiels in /tmp" → "list all files in /tmp", "serach
    recurively" → "serach recursively" (the model knows that typo). The likeliest slip that makes any known
    word decides (neighbours swapped, then a letter left out, then the rest), and only if every word it
    makes has one stem; otherwise the word is left as it is. ``known`` may be the vocabulary's index (word →
    rank, commonest first): then of several words one slip away the commonest is taken when the others are
    it with two neighbours swapped, typos the training data has ("foler": folder, not "fodler").

    Words that ``misspelt`` calls a typo may have any one slip; others only a swap or a left-out letter,
    as a short name is often one wrong letter from a word (alice, slice), and words of three letters
    only a swap ("teh"). Names the recognizer is sure of (files, paths, numbers …), ``names`` (words the
    model writes in commands: origin, main; and their plurals: "stashes" is git's, no slip of "slashes"), capitalised words and words with digits or underscores are
    never touched, except a first word with the sentence's capital ("Extarct backup.tar.gz" → "extract …").
    A negation without its apostrophe gets it back ("doesnt" → "doesn't"), so does a day's possessive
    ("tomorrows date" → "tomorrow's date").
    """
    text = _NO_APOSTROPHE.sub(lambda m: m.group(1) + "n't", text)
    text = _DAY_POSSESSIVE.sub(lambda m: m.group(1) + "'s", text)   # "tomorrows date": tomorrow's
    head = re.match(r"[A-Z][a-z]{2,}(?![\w.$/~-])", text)
    if head and stem(head.group(0).lower()) not in known:   # "Extarct backup.tar.gz": the sentence's capital
        lowered = spelling_fixed(text[0].lower() + text[1:], known, names, rare)
        if lowered.split(" ", 1)[0] != head.group(0).lower():
            return lowered
    rare = rare_stems(known) if rare is None else rare
    if not any((stem(w) not in known or stem(w) in rare) and w not in names
               for w in re.findall(r"(?<![\w.$/~-])[a-z]{3,}(?![\w/-]|\.\w)", text)):
        return text   # every plain word known: the usual case, without recognizing the names twice
    sure = _sure_spans(text)
    if sure is None:
        return text
    out, pos = [], 0
    places = {m.span(1) for m in _FILES_PLACE.finditer(text)}   # "the .rs files under crates": a folder's name
    for start, end, word in free_words(text, sure):
        own = stem(word)
        if not word.isalpha() or not word.islower() or word in names or word in _TOOL_NAMES or word in _NOT_SLIPS or word in FILE_KINDS \
                or (start, end) in places \
                or word.endswith("s") and (word[:-1] in names or word.endswith("es") and word[:-2] in names) \
                or _PATTERN_BEFORE.search(text, 0, start):   # "words that start with pre": a pattern, not a slip of "per"
            continue
        if own in rare:   # "permisions": a typo the training data has a few times, one slip from a common word
            common = {stem(w): w for tier in _slips(word, False) for w in tier
                      if stem(w) in known and known[stem(w)] * _RARE_RATIO < known[own] and len(stem(w)) >= len(own)}
            if len(common) == 1:
                out += [text[pos:start], next(iter(common.values()))]
                pos = end
            continue
        if own in known or word.endswith("d") and stem(word[:-1]) in known or word in CHAT_WORDS:
            continue   # known, a daemon named after its program (mysqld, not "mysqled"), or chat ("sure", not "usre")
        tiers = _slips(word, misspelt(word, known))[: 1 if len(word) == 3 else None]
        for tier in tiers:
            stems: dict[str, str] = {}
            for slip in tier:
                # a slip that makes an ending ("origin" + g) reads as another, shorter word: not the one meant
                # nor a rare word of the vocabulary, which may be a typo itself ("sure" → "usre")
                if (s := stem(slip)) in known and len(s) >= len(own) - 1 and s not in rare:
                    stems.setdefault(s, slip)
            if isinstance(known, dict) and len(stems) > 1:
                # "foler": folder, or fodler, a typo the training data has; its commonest word, if the
                # others are slips of it
                best = min(stems, key=lambda w: known[w])
                if all(len(w) == len(best) and _one_edit(w, best) and sorted(w) == sorted(best) for w in stems if w != best):
                    stems = {best: stems[best]}
            if stems:
                if len(stems) == 1:
                    out += [text[pos:start], next(iter(stems.values()))]
                    pos = end
                break
    return "".join(out) + text[pos:]


# Systems a request says it runs on ("install htop on ubuntu", "(debian)"): context, not a name to use.
_PLATFORMS = frozenset("ubuntu debian fedora centos rhel redhat arch manjaro mint macos osx mac linux windows wsl".split())
_ON_PLATFORM = re.compile(r"(?:\b(?:on|for|under|using|in|with)\s+(?:an?\s+|my\s+|the\s+)?|\(\s*)$", re.I)


# Idioms whose words name nothing ("decompress it on the fly": no file or database "fly").
_IDIOMS = re.compile(r"\bon\s+the\s+fly\b|\bin\s+a\s+nutshell\b|\bon\s+the\s+go\b|\bin\s+one\s+go\b|\bby\s+hand\b", re.I)


# An English verb form the vocabulary lacks ("whats sitting on port 4000", "keeps talking to x", "complaining"):
# a lower-case word of -ing or -ed, never a name the user means (names come after nouns: "branch staging").
_VERB_FORM = re.compile(r"[a-z]{3,}(?:ing|ed)")
# English by its form, never a name the model should copy: an adverb ("securely", "separately"), an
# adjective of ability or kind ("enterable", "immutable", "inclusive"), a hyphenated participle or
# adjective ("gzip-compressed", "even-numbered", "double-quoted", "non-printable").
_ENGLISH_FORM = re.compile(r"[a-z]{5,}ly|[a-z]{5,}(?:able|ible|ive)|[a-z0-9]+(?:-[a-z]+)*-[a-z]{2,}(?:ed|ing|able|ible)")
# A hash by its standard's name ("SHA-256 checksums"), a compressor by its own ("a bzip2 tarball"): a tool's
# job, not a name to copy.
_HASH_NAME = re.compile(r"(?i)sha-\d+|b(?:un)?zip2|lz4")
# Plain English the vocabulary happens to lack (NL2Bash never says them), met in requests.
_PLAIN_WORDS = frozenset("""verbatim overwritten overwrite overwrites inherit inherits tidy intact untouched
afterwards beforehand meanwhile froze frozen hung stuck leftover leftovers stray obsolete outdated redundant unneeded unwanted spare noise clutter
user-level system-level system-wide
him her hers his he she they them us we me himself herself themselves myself yourself ourselves membership memberships""".split())
# A word between "my"/"the" and a name, maybe with a noun between ("my finished thesis.pdf", "the uni
# server login.cs.example.edu", "my phone folder /media/kim/Pixel"): it describes the name, it is none.
_BEFORE_MODIFIER = re.compile(r"\b(?:my|the|a|an|this|that|our|his|her|their|your)\s+$", re.I)
_MODIFIED_NOUN = re.compile(r"\s+(?:(?:folder|dir|directory|server|machine|box|pc|laptop|computer|host|drive|stick|disk|file"
                            r"|script|photo|picture|archive|repo|account)\s+(?:(?:at|on|in|called|named)\s+)?)?", re.I)


def _unknown_words(text: str, entities: list[Entity], known: set[str] | frozenset[str]) -> list[Entity]:
    """Words the model has never seen, as Text entities: to it they can only be names (``California``).
    A known word with a typo is not one, nor the system the request says it runs on, nor a word of an idiom."""
    idioms = [m.span() for m in _IDIOMS.finditer(text)]
    starts = {e.start for e in entities}
    places = {m.span(1) for m in _FILES_PLACE.finditer(text)}   # "the .rs files under crates": a name, no slip
    context = _context_end(text)   # "The access log … is huge; show …": the clause's words are no names
    tail = text[context:].lower()
    if context and _BACK_REFERENCE.search(tail) and not any(e.start < context for e in entities):
        context = 0   # "myapp crashed a bit ago, show its service logs": the clause holds what "its" is

    def modifier(start: int, end: int) -> bool:   # "my phone folder /media/…", "my vps 203.0.113.10"
        if not _BEFORE_MODIFIER.search(text[:start]):
            return False
        m = _MODIFIED_NOUN.match(text, end)
        return m is not None and m.end() in starts

    return [Entity("Text", word, word, start, end, guessed=True)
            for start, end, word in free_words(text, entities)
            if not any(a <= start and end <= b for a, b in idioms) and not modifier(start, end)
            and not (start < context and word.lower() not in tail)
            and not _VERB_FORM.fullmatch(word) and not re.fullmatch(r"[r-][w-][x-]", word)   # r-x: permission bits
            and not _ENGLISH_FORM.fullmatch(word) and word not in _PLAIN_WORDS and not _HASH_NAME.fullmatch(word)
            and stem(word.lower()) not in known and not _COMPOUND_RE.fullmatch(word) and word.lower() not in CHAT_WORDS
            and ((start, end) in places or not misspelt(word, known))
            and not (word.lower() in _PLATFORMS and _ON_PLATFORM.search(text[:start]))]


# A file's kind decides the tool (tar -xzf or unzip, python3 or bash, gcc or go build), but its
# slot hides the name; so the slot token is followed by the name's extension (".tar.gz", ".py").
_EXTENSION_RE = re.compile(r"(?<=[^./])((?:\.tar)?\.[A-Za-z][A-Za-z0-9]{0,4})$")


def extension_hint(ent: Entity) -> str | None:
    """``".tar.gz"`` for a File, Path or Pattern named ``backup.tar.gz``; None without an extension."""
    if ent.type not in ("File", "Path", "Pattern"):
        return None
    m = _EXTENSION_RE.search(ent.value.rstrip("/").rsplit("/", 1)[-1])
    return m.group(1).lower() if m else None


# "md5 of every .jar file in target", "copy the .csv files from data into backup": a bare word after files and
# in/from, where the request goes on with a preposition or ends, is the folder they are in (not "files in order").
_FILES_PLACE = re.compile(r"\b(?:files?|images?|pictures?|photos?|scripts?|documents?|videos?|archives?|everything|anything"
                          r"|(?:sub)?folders|(?:sub)?directories|(?:sub)?dirs)"
                          r"(?:\s+(?:are|is|there\s+are))?"
                          r"(?:\s+(?:named|called)\s+\S+)?\s+(?:in|from|inside|under|within)\s+([a-z_][\w-]*[a-z0-9_])(?![\w./~-])"
                          r"(?=\s*(?:$|[,;?!]|\.(?:\s|$)|\s(?:to|into|and|or|with|that|which|older|newer|bigger|larger|smaller"
                          r"|over|under|modified|changed|recursively|but)\b))")


def _files_places(text: str, entities: list[Entity], known: set[str] | frozenset[str] | None) -> list[Entity]:
    """Folders named by an everyday word after files and in/from (``target``, ``data``, ``logs``). A word the
    model does not know is left to ``_unknown_words`` (a Text, as the model was trained to read ``src``)."""
    taken = [(e.start, e.end) for e in entities]
    found = []
    for m in _FILES_PLACE.finditer(text):
        word, start, end = m.group(1), m.start(1), m.end(1)
        if word.lower() in NOT_NAMES | _NOT_FILE_PLACES | (PLACE_WORDS - _NAMED_PLACE_WORDS):
            continue
        if any(a < end and start < b for a, b in taken) or known is not None and stem(word.lower()) not in known:
            continue
        found.append(Entity("Directory", word, word, start, end))
    return found


def recognize(text: str, known: set[str] | frozenset[str] | None = None) -> Recognized:
    """Entities of ``text`` and the model's input tokens with typed placeholders.

    With ``known`` (the model's source vocabulary), words outside it become Text entities too.
    """
    try:
        cleaned = clean(text)
        entities = _recognize_spans(cleaned)
        entities = sorted(entities + _files_places(cleaned, entities, known), key=lambda e: e.start)
        if known is not None:
            entities = sorted(entities + _unknown_words(cleaned, entities, known), key=lambda e: e.start)
        entities = [e for e in entities if len(e.text) <= MAX_ENTITY_CHARS]
    except Exception:  # a recognizer bug must not take the request down with it
        cleaned, entities = clean(str(text)), []
    counts: dict[str, int] = {}
    tokens: list[str] = []
    pos = 0
    for ent in entities:
        tokens.extend(_words(cleaned[pos:ent.start]))
        counts[ent.type] = counts.get(ent.type, 0) + 1
        ent.name = f"{ent.type}_{counts[ent.type]}"
        tokens.append(ent.name)
        hint = extension_hint(ent)
        if hint:
            tokens.append(hint)
        pos = ent.end
    tokens.extend(_words(cleaned[pos:]))
    return Recognized(cleaned, tokens, entities)


def _words(chunk: str) -> list[str]:
    return [stem(w.lower()) for w in _WORD_RE.findall(chunk) if w not in ",.;:!?\"'()"]


_KEEP_S = ("ss", "us", "is", "ous")
# Stems that would become another, common word if their final "e" went ("notes" is not "not").
_KEEP_E = frozenset({"note", "bite", "tone", "hate", "dote"})


def stem(word: str) -> str:
    """A light, conservative English stemmer for model input words (not entity values).

    Plural and verb endings go so that "files"/"file", "deleting"/"deleted"/"delete" and
    "directories"/"directory" share one vocabulary entry: ``-ies``/``-ied`` → ``y``, ``-s``
    (not ``-ss``/``-us``/``-is``), ``-ing``/``-ed`` when three letters remain (a doubled final
    consonant undone: running → run), then a final ``e``. Words of three letters or fewer and
    anything that is not plain lower-case letters are left alone.
    """
    if len(word) <= 3 or not word.isalpha() or not word.islower():
        return word
    w = word
    if w.endswith(("ies", "ied")) and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("s") and not w.endswith(_KEEP_S):
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]
            break
    if w.endswith("e") and len(w) > 3 and w not in _KEEP_E:
        w = w[:-1]
    return w


# A permission said in words: "remove write permission for group and others" → go-w.
_PERM_BITS = (("r", r"read(?:able|ing)?"), ("w", r"writ(?:e|able|ing)"), ("x", r"exec(?:ute|utable)?|run(?:nable)?"))
_PERM_WHO = re.compile(r"\b(?:(owner|user)|(group)|(others|other\s+users|everyone\s+else|everybody\s+else|"
                       r"the\s+world|world)|(everyone|everybody|all\s+users))\b", re.I)
_ALL_BUT_ME = re.compile(r"\b(?:everyone|everybody|all\s+users|all|anyone|anybody)\s+(?:else\s+)?(?:except|but|other\s+than|apart\s+from|besides)"
                         r"\s+(?:me|myself|the\s+owner|my\s+user)\b", re.I)
_ALL_BITS = re.compile(r"\ball\s+(?:the\s+|their\s+)?(?:permissions?|access|rights)\b", re.I)
# The special bits by name: sticky (+t), setuid (u+s), setgid (g+s).
_SPECIAL_BITS = re.compile(r"\b(?:(sticky)[\s-]?bit|(set[\s-]?uid|suid|set[\s-]user[\s-]id)(?:[\s-]?bit)?"
                           r"|(set[\s-]?gid|sgid|set[\s-]group[\s-]id)(?:[\s-]?bit)?)\b", re.I)
_READ_ONLY = re.compile(r"\bread[\s-]?only\b(?![.\w-])", re.I)
_TAKE_AWAY = re.compile(r"\b(?:remove|take\s+away|revoke|deny|drop|strip|disallow|without|no|not|stop|prevent|forbid"
                        r"|block|disable|cannot|can't)\b", re.I)
_GIVE = re.compile(r"\b(?:give|add|grant|allow|let|permissions?|access|rights|bits?)\b|able\b", re.I)


_CLASS_BITS = (r"(rwx|rw-|r-x|r--|-wx|-w-|--x|---|read,?\s+write,?\s+(?:and|&)\s+execute|full(?:\s+access|\s+permissions?|\s+control)?"
               r"|everything|all\s+permissions|read\s*(?:and|&|/|-)\s*write|read\s*(?:and|&|/)\s*execute|write\s*(?:and|&|/)\s*execute"
               r"|read(?:[\s-]only)?|write(?:[\s-]only)?|execute(?:[\s-]only)?|nothing|no\s+(?:access|permissions?|rights)|none)")
_CLASS_WHO = (r"(?:the\s+)?(group\s+and\s+others|others\s+and\s+group|owner|user|me|myself|group|others|other\s+users|everyone\s+else"
              r"|everybody\s+else|the\s+rest|world|all\s+others)")
_CLASS_MODE = re.compile(rf"\b{_CLASS_BITS}\s+(?:access\s+|permissions?\s+|rights\s+)?(?:for|to)\s+{_CLASS_WHO}\b"
                         rf"|\b{_CLASS_WHO}\s*(?::|=|\s(?:gets?|has|have|should\s+have|can\s+have)|(?=\s+(?:rwx|rw|rx|wx|r|w|x|nothing|none|full|read|write|execute)\b))"
                         rf"\s*(?:{_CLASS_BITS}|(rw|rx|wx|r|w|x))(?![\w-])", re.I)
_CLASS_DIGITS = {"owner": (0,), "user": (0,), "me": (0,), "myself": (0,), "group": (1,), "group and others": (1, 2),
                 "others and group": (1, 2)}


def class_modes(text: str) -> str | None:
    """The octal chmod mode when a request gives owner, group and others each their own permissions
    ("rwx for owner, r-x for group and nothing for others" → ``750``), else None."""
    digits: dict[int, int] = {}
    for m in _CLASS_MODE.finditer(text):
        bits, who = (m.group(1), m.group(2)) if m.group(1) else (m.group(4) or m.group(5), m.group(3))
        bits, who = bits.lower(), re.sub(r"\s+", " ", who.lower())
        if re.fullmatch(r"[r-][w-][x-]", bits):
            value = sum(v for c, v in zip(bits, (4, 2, 1)) if c != "-")
        elif re.fullmatch(r"r?w?x?", bits):   # "the group rx"
            value = 4 * ("r" in bits) + 2 * ("w" in bits) + ("x" in bits)
        elif re.match(r"nothing|no\s|none", bits):
            value = 0
        elif re.match(r"full|everything|all", bits):
            value = 7
        else:
            value = 4 * ("read" in bits) + 2 * ("write" in bits) + ("execute" in bits)
        for i in _CLASS_DIGITS.get(who, (2,)):
            digits.setdefault(i, value)
    return "".join(str(digits[i]) for i in range(3)) if len(digits) == 3 else None


@functools.lru_cache(maxsize=256)   # asked by filling, a rewrite and the ranking of each candidate
def spoken_permission(text: str) -> str | None:
    """The chmod mode a request says in words, or None: "remove write permission for group and others"
    → ``go-w``, "make app.conf read-only for everyone" → ``a=r``, "give the owner execute permission"
    → ``u+x``, "remove all permissions for others" → ``o-rwx``; octal when owner, group and others each get
    their own (``class_modes``). None for requests that say two things
    at once ("read/write for the owner and read-only for the rest") or restrict to "only" someone."""
    if (octal := class_modes(text)) is not None:
        return octal   # "rwx for owner, r-x for group and nothing for others": 750
    special = _SPECIAL_BITS.search(text)
    if special:   # "set the sticky bit on /srv/shared": +t; "remove the setuid bit": u-s
        bit = "+t" if special.group(1) else "u+s" if special.group(2) else "g+s"
        return bit.replace("+", "-") if _TAKE_AWAY.search(text) else bit
    read_only = _READ_ONLY.search(text)
    rest = _READ_ONLY.sub(" ", _ALL_BITS.sub(" rwx ", text))
    bits = "".join(b for b, pat in _PERM_BITS if re.search(rf"(?<![.\w-])(?:{pat})(?![.\w-])", rest, re.I))
    if re.search(r"(?<![.\w-])rwx(?![.\w-])", rest):
        bits = "rwx"
    if read_only:
        if bits:
            return None   # read/write for one, read-only for the others: two modes
        bits, op = "r", "="
    elif not bits or re.search(r"\bonly\b|\b(?:nobody|no\s+one|no-one)\s+else\b", text, re.I) and not re.search(
            r"\b(?:for|by|to)\s+(?:its|the|their)\s+(?:owner|user)\s+only\b", text, re.I):
        # "only me", "and nobody else": every bit said, an octal mode's job; "executable for its owner only" adds
        # one bit for one class (u+x)
        return None   # "only me", "and nobody else": every bit said, an octal mode's job
    elif _TAKE_AWAY.search(rest):
        op = "-"
    elif _GIVE.search(rest):
        op = "+"
    else:
        return None
    all_but_me = _ALL_BUT_ME.search(rest)   # "from everyone except me": group and others
    who = {k for m in _PERM_WHO.finditer(_ALL_BUT_ME.sub(" ", rest)) for k, g in zip("ugoa", m.groups()) if g}
    who |= {"g", "o"} if all_but_me else set()
    who_text = "a" if "a" in who else "".join(k for k in "ugo" if k in who)
    return (who_text or ("a" if op == "=" else "")) + op + bits
