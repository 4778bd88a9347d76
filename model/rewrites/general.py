"""Repairs that apply to any tool: flags the request types or asks for in words and flags it does not ask for,
dry runs, ``sudo`` where it says permission is denied, ``echo`` before a bare text, the way it asks for (no
asking, order, units), the spellings most people use, small plain-language fixes and pipeline stages said
twice.
"""

from __future__ import annotations

import functools
import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import Recognized
from serval.model.phrasebook import NO_PROMPT
from serval.model.repair import GREPS, has_flag, simple_commands, tar_modes, unquoted
from serval.model.rewrites.shared import _ALL_BUT_FIRST_COLUMN, _ASK_EACH, _ONE_FILESYSTEM, _found, _grep_flag


# Tools whose one-letter flags a request may type ("grep -ri timeout in config/"), with the letters that
# take a value (never added: the value is not known).
_TYPED_FLAG_TOOLS = {"grep": "efmABCdD", "egrep": "efmABCdD", "ls": "IwT", "rsync": "eBfT", "cp": "tS", "mv": "tS",
                     "rm": "", "chmod": "", "chown": "", "chgrp": "", "du": "dBtX", "df": "BtxT", "sort": "ktoST",
                     "wc": "", "mkdir": "mZ", "ln": "tS", "diff": "CUDWIxX", "uniq": "fsw", "ss": "AF", "netstat": "A"}
_TYPED_FLAGS = re.compile(r"(?<![\w./-])(%s)((?:\s+-[A-Za-z]+)+)(?![\w-])" % "|".join(_TYPED_FLAG_TOOLS))


def typed_flags(command: str, rec: Recognized) -> str:
    """``command`` with the one-letter flags the request types after a tool it uses ("grep -ri "timeout" in
    config/" → ``grep -ri timeout config/``, "rsync -avz ~/site to web1:/var/www" → ``rsync -avz …``),
    where the model dropped some. Letters that take a value are never added."""
    typed: dict[str, set[str]] = {}
    for m in _TYPED_FLAGS.finditer(rec.text):
        letters = set("".join(w[1:] for w in m.group(2).split())) - set(_TYPED_FLAG_TOOLS[m.group(1)])
        typed.setdefault(m.group(1), set()).update(letters)
    if not typed:
        return command
    words = command.split(" ")
    for k, end in reversed(list(simple_commands(words))):   # from the right: an insertion moves no command still to do
        tool = words[k]
        if tool not in typed:
            continue
        have = {c for w in words[k + 1:end] if re.fullmatch(r"-[A-Za-z]+", w) for c in w[1:]}
        missing = "".join(sorted(typed[tool] - have))
        if not missing:
            continue
        cluster = next((j for j in range(k + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[j])
                        and not set(words[j][1:]) & set(_TYPED_FLAG_TOOLS[tool])), None)
        if cluster is None:
            words.insert(k + 1, "-" + missing)
        else:
            words[cluster] += missing   # -r → -ri, -av → -avz
    return " ".join(words)


def echo_for_text(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``echo`` before a quoted text that starts a pipeline or a redirect: the model
    wrote ``"hello world" | tee greeting.txt``, which would run a program named ``hello world``. A quoted
    program path or variable (``"$EDITOR" notes.txt``, ``"./my tool"``) stays."""
    words = command.split(" ")
    out: list[str] = []
    for k, w in enumerate(words):
        starts = k == 0 or words[k - 1] in SEGMENT_ENDS
        if starts and w[:1] in ("'", '"') and w[1:2] not in ("$", ".", "/", "~", "") and _feeds_text(words, k):
            out.append("echo")
        out.append(w)
    return " ".join(out)


def _feeds_text(words: list[str], k: int) -> bool:
    """Whether the quoted word at ``k`` ends its simple command by a pipe or an output redirect."""
    quote = words[k][0]
    end = k
    while end < len(words) and not (words[end].endswith(quote) and (end > k or len(words[k]) > 1)):
        end += 1
    return end + 1 < len(words) and words[end + 1] in ("|", ">", ">>")


# "what would git clean delete", "a dry run of the sync", "without deleting anything": what a command
# would do, asked before doing it.
HYPOTHETICAL = re.compile(r"\bwould\b|\bdry[- ]?run\b|\bwithout\s+(?:actually\s+)?(?:delet|remov|chang|copy|sync|do)\w*"
                          r"|\bpreview\b|\bsimulat\w*", re.I)
_FORCE_CLUSTER = re.compile(r"-[A-Za-z]*f[A-Za-z]*")


def dry_run(command: str, rec: Recognized) -> str:
    """``command`` made to show what it would do where the request asks what a command would do
    (``HYPOTHETICAL``): ``git clean -fd`` → ``git clean -nd``, ``rsync -av a/ b/`` → ``rsync --dry-run -av
    a/ b/``, ``find … -delete`` → ``find … -print``, and an ``rm`` lists its operands instead: ``rm -rf
    build`` → ``find build`` (a recursive rm removes all of it), ``rm *.tmp`` → ``ls -d *.tmp``. "what
    would rm -rf build remove" gave ``rm -fr build``."""
    if not _found(HYPOTHETICAL, rec.text):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if name == "git" and args[:1] == ["clean"]:
            if not has_flag(args[1:], "n", "--dry-run"):
                forced = [k for k in range(util + 2, end) if _FORCE_CLUSTER.fullmatch(words[k]) or words[k] == "--force"]
                for k in forced:
                    words[k] = "--dry-run" if words[k] == "--force" else words[k].replace("f", "n", 1)
                if not forced:
                    words[util + 1] = "clean -n"
        elif name == "rsync" and not has_flag(args, "n", "--dry-run"):
            words[util] = "rsync --dry-run"
        elif name == "find":
            words[util:end] = [w if w != "-delete" else "-print" for w in words[util:end]]
        elif name == "rm":
            operands = [a for a in args if not a.startswith("-")]
            recursive = has_flag(args, "rR", "--recursive")
            words[util:end] = ["find" if recursive and operands else "ls -d", *operands]
    return " ".join(words)


_ANY_CASE = re.compile(r"\bcase[\s-]?insensitive(?:ly)?\b|\bignor(?:e|ing)\s+(?:the\s+)?case\b|\bregardless\s+of\s+(?:the\s+)?case\b"
                       r"|\b(?:any|either)\s+case\b|\bcase\s+(?:doesn'?t|does\s+not|don'?t|won'?t)\s+matter\b|\bnot\s+case[\s-]sensitive\b"
                       r"|\bnot\s+sure\s+about\s+(?:the\s+)?capital|\bupper\s*(?:case)?\s+or\s+lower\s*case\b|\bno\s+matter\s+(?:the\s+)?case\b",
                       re.I)
_KIND_TWICE = re.compile(r"\.([A-Za-z0-9]{1,5})\s+(?:or|and|/|,)\s+\.([A-Za-z0-9]{1,5})\b")
_HUMAN = re.compile(r"\bhuman[\s-]?readable\b|\breadable\s+sizes?\b", re.I)
_STAGED = re.compile(r"\bstaged\b|\bin\s+the\s+index\b", re.I)
_CASE_TESTS = {"-name": "-iname", "-path": "-ipath", "-regex": "-iregex", "-wholename": "-iwholename"}


# "it redirects", "follow redirects": curl's -L (not "redirect the output to a file").
_REDIRECTS = re.compile(r"\bredirects\b|\bredirected\b|\bfollow(?:s|ing)?\s+(?:the\s+|any\s+|all\s+)?redirects?\b", re.I)
_MAX_COMPRESSION = re.compile(r"\b(?:max(?:imum)?|best|highest|strongest|heaviest)\s+(?:(?:gzip|xz|bzip2|zip)\s+)?(?:level\s+(?:of\s+)?)?compression\b"
                              r"|\bcompress\w*\s+(?:\S+\s+)?(?:as\s+(?:much|small|hard)\s+as\s+(?:possible|it\s+can)|to\s+the\s+max"
                              r"|at\s+(?:the\s+)?(?:max(?:imum)?|highest|best)\b)|\blevel\s+9\b", re.I)
_COMPRESSORS_9 = frozenset({"gzip", "bzip2", "xz", "zip", "pigz"})
_KEEP_TIMES = re.compile(r"\b(?:keep(?:ing)?|preserv(?:e|ing)|retain(?:ing)?)\s+(?:the\s+|their\s+|its\s+|all\s+)?(?:original\s+)?"
                         r"(?:time\s*stamps?|modification\s+times?|mtimes?|dates?|times)\b", re.I)
_BACKGROUND = re.compile(r"\bin\s+the\s+background\b", re.I)
_NO_PAGER = re.compile(r"\b(?:without|no|w/o)\s+(?:a\s+|the\s+|any\s+)?pager\b|\bnot\s+in\s+(?:a\s+)?pager\b", re.I)
_KERNEL = re.compile(r"\bkernel\s+(?:messages|msgs|logs?|ring\s+buffer)\b", re.I)
_FS_TYPE = re.compile(r"\b(?:file\s*system|fs)\s+types?\b|\btype\s+of\s+(?:the\s+)?(?:file\s*system|fs|partition)\b", re.I)
_IS_EXECUTABLE = re.compile(r"\b(?:that\s+are|which\s+are|are|is)\s+executable\b|\bexecutable\s+files\b", re.I)
_FORCE_KILL = re.compile(r"\bforce(?:fully|d)?[\s-]+(?:kill|quit|stop|terminat)\w*|\bkill\w*\s+(?:\S+\s+){0,4}?(?:forcefully|by\s+force"
                         r"|with\s+(?:sig)?kill|hard)\b|\bhard[\s-]kill|\bsigkill\b|\bkill\s+-9\b", re.I)
_KILLERS = frozenset({"kill", "pkill", "killall"})


def _signal_given(args: list[str]) -> bool:
    return any(re.fullmatch(r"-(?:\d+|[A-Z]+[A-Z0-9+-]*|s|-signal(?:=\S+)?)", a) for a in args)


_SAID_FLAGS = (_ANY_CASE, _HUMAN, _STAGED, _REDIRECTS, _MAX_COMPRESSION, _FORCE_KILL, _KEEP_TIMES, _BACKGROUND, _NO_PAGER,
               _KERNEL, _IS_EXECUTABLE, _FS_TYPE)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _flags_said_in(text: str) -> tuple[bool, ...]:
    """Which of ``_SAID_FLAGS`` the request's words say, in that order; a kind in both cases (".jpg or .JPG")
    says any case too."""
    said = [bool(r.search(text)) for r in _SAID_FLAGS]
    said[0] = said[0] or any(a.lower() == b.lower() and a != b for a, b in _KIND_TWICE.findall(text))
    return tuple(said)


def flags_said(command: str, rec: Recognized) -> str:
    """``command`` with the flag a request asks for in words where the model left it out: "case doesn't
    matter" is grep's ``-i`` (and find's ``-iname`` where no grep searches the text),
    "human readable" is ``-h`` on du, df, free and ``ls -l``, "staged" is ``git diff --staged``,
    "it redirects" is curl's ``-L``, "max compression" is ``-9`` of gzip, bzip2, xz and zip,
    "force kill" is ``-9`` of kill, pkill and killall, "keep the timestamps" is ``-p`` of cp and scp,
    "in the background" is wget's ``-b``."""
    flags = _flags_said_in(rec.text)
    any_case, human, staged, redirects, squeeze, force, keep_times, background, no_pager, kernel, executable, fs_type = flags
    if not any(flags):
        return command
    words = command.split(" ")
    searches_text = bool(GREPS & set(words))   # "find 'joomla' case insensitively in the php files": the text's case
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if any_case and name in GREPS and not has_flag(args, "i", "--ignore-case"):
            _grep_flag(words, util, end, "i")
        elif any_case and name == "find" and not searches_text:
            for k in range(util + 1, end):
                words[k] = _CASE_TESTS.get(words[k], words[k])
        elif any_case and name in ("locate", "diff", "uniq") and not has_flag(args, "i", "--ignore-case"):
            words.insert(util + 1, "-i")
        elif any_case and name == "sort" and not has_flag(args, "f", "--ignore-case"):
            words.insert(util + 1, "-f")
        elif human and (name in ("du", "df", "free") or name == "ls" and has_flag(args, "l")) \
                and not has_flag(args, "h", "--human-readable") and not re.search(r"\|\s*sort\s+-[a-z]*n", " ".join(words[end:])):
            cluster = next((j for j in range(util + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[j])), None)
            if cluster is None:
                words.insert(util + 1, "-h")
            else:
                words[cluster] += "h"
        elif staged and name == "git" and args[:1] == ["diff"] and not ({"--staged", "--cached"} & set(args)):
            words.insert(util + 2, "--staged")
        elif redirects and name == "curl" and not has_flag(args, "L", "--location"):
            words.insert(util + 1, "-L")
        elif squeeze and name in _COMPRESSORS_9 and not has_flag(args, "d", "--decompress") \
                and not any(re.fullmatch(r"-[1-9]|--best|--fast", a) for a in args):
            words.insert(util + 1, "-9")
        elif force and name in _KILLERS and not _signal_given(args) and not has_flag(args, "lL", "--list"):
            words.insert(util + 1, "-9")
        elif keep_times and name in ("cp", "scp") and not has_flag(args, "pa", "--preserve\\S*|--archive"):
            words.insert(util + 1, "-p")
        elif background and name == "wget" and not has_flag(args, "b", "--background") \
                and not (end < len(words) and words[end] == "&"):
            words.insert(util + 1, "-b")
        if no_pager and name in ("journalctl", "systemctl", "git") and "--no-pager" not in args:
            words.insert(util + 1, "--no-pager")   # git's own option goes before its subcommand too
        if kernel and name == "journalctl" and not has_flag(args, "k", "--dmesg"):
            words.insert(util + 1, "-k")
        if executable and name == "find" and "-executable" not in args and "-perm" not in args:
            words.insert(end, "-executable")
        if fs_type and name == "df" and not has_flag(args, "T", "--print-type"):
            words.insert(util + 1, "-T")
    return " ".join(words)


_DENIED = re.compile(r"\bpermission\s+denied\b|\bnot\s+permitted\b|\bneeds?\s+root\b", re.I)
_DENIED_HIDDEN = re.compile(r"\b(?:hide|hiding|ignore|ignoring|suppress\w*|silence|silent|without|skip\w*|no|drop|discard)\b"
                            r"[^,.;]*\bpermission\s+denied\b", re.I)   # "and hide permission denied errors": 2> /dev/null
_READERS = frozenset({"du", "find", "ls", "cat", "tail", "head", "grep", "less", "journalctl", "lsof", "ss", "netstat", "stat"})


def denied_reader(command: str, rec: Recognized) -> str:
    """``sudo`` before a command that only reads when the request says it gets "permission denied" ("how
    much space does /var take up? I keep getting permission denied when I check"): a chmod or a run of a
    script is left alone, as denied there means the file's own mode."""
    words = command.split(" ")
    if not _found(_DENIED, rec.text) or _found(_DENIED_HIDDEN, rec.text) or "2>" in words or not words \
            or words[0] not in _READERS:
        return command
    return "sudo " + command


# Places only root may read on Debian and Ubuntu: the folders (mode 700 or 710), then single files.
_ROOT_ONLY_FOLDERS = ("/var/lib/docker", "/var/lib/mysql", "/var/lib/postgresql", "/root", "/var/spool/cron", "/etc/ssl/private")
_ROOT_ONLY_FILES = ("/etc/shadow", "/etc/gshadow", "/etc/sudoers")
_ROOT_ONLY_READERS = frozenset({"du", "find", "cat", "tail", "head", "grep", "egrep", "less", "more", "wc", "ls", "tree", "ncdu"})


def root_only_read(command: str, rec: Recognized | None = None) -> str:
    """``sudo`` before a command that reads inside a place only root may read: "how much space is /var/lib/docker
    using" gave ``du -sh /var/lib/docker`` (which prints "permission denied") → ``sudo du -sh /var/lib/docker``.
    An ``ls -l /etc/shadow`` needs no root (it reads /etc), nor does a command already run as root."""
    words = command.split(" ")
    if not words or words[0] not in _ROOT_ONLY_READERS:
        return command
    first = words[:next((k for k, w in enumerate(words) if w in SEGMENT_ENDS), len(words))]   # what the first command reads
    if words[0] == "ls" and any(re.fullmatch(r"-[A-Za-z]*d[A-Za-z]*", w) for w in first):
        return command   # ls -ld /var/lib/mysql: the folder's own entry, read from its parent
    for w in first[1:]:
        path = unquoted(w).rstrip("/")
        if any(path == f or path.startswith(f + "/") for f in _ROOT_ONLY_FOLDERS) \
                or (words[0] != "ls" and any(path == f or path.startswith(f + ".d/") for f in _ROOT_ONLY_FILES)):
            return "sudo " + command
    return command


def here_unsaid(command: str, rec: Recognized) -> str:
    """``command`` without an option that names the current folder, which is where the tool works anyway:
    "download https://example.com/file.iso into the current directory" gave ``wget -P . URL`` → ``wget URL``;
    ``tar -xzf a.tgz -C .`` → ``tar -xzf a.tgz``."""
    command = re.sub(r"^(wget\s(?:[^|;&]*\s)?)(?:-P\s*|--directory-prefix=)\.(?:/)?\s(?=.*://)", r"\1", command)
    return re.sub(r"^(tar\s[^|;&]*?)\s-C\s*\./?(?=\s|$)", r"\1", command)


# "in the project", "across this repo", "in the codebase": the folder the user works in, not one called so.
_PROJECT_HERE = re.compile(r"\b(?:in|across|under|throughout|of|from|inside)\s+(?:the|this|my|our)\s+(?:whole\s+|entire\s+)?"
                           r"(project|repo|repository|codebase|code\s+base|source\s+tree|working\s+tree)\b(?!\s*(?:folder|directory|dir|called|named)\b)", re.I)


_NAME_VALUED = frozenset({"-name", "-iname", "-path", "-ipath", "-m", "--message", "-e", "-t", "-n", "--name", "-u", "-g", "-o"})


def project_here(command: str, rec: Recognized) -> str:
    """``command`` searching the current folder where the request says "the project" or "the repo" and names no
    folder so: "remove all __pycache__ directories in the project" gave ``find project -type d …`` → ``find . …``."""
    m = _found(_PROJECT_HERE, rec.text)
    if m is None or re.search(r"(?<![\w.-])(?:project|repo|repository|codebase)(?:/|\s+(?:folder|directory|dir)\b)", rec.text, re.I):
        return command
    word = m.group(1).split()[0].lower()
    words = command.split(" ")
    changed = [("." if w == word and k and words[k - 1] not in _NAME_VALUED else w) for k, w in enumerate(words)]
    return " ".join(changed)


_ONLY_NEWER = re.compile(r"\bonly\s+(?:if|when)\s+(?:they\s+are\s+|it\s+is\s+|they'?re\s+|it'?s\s+)?newer\b|\bonly\s+(?:the\s+)?(?:files\s+)?"
                         r"(?:that\s+are\s+)?newer\s+(?:ones|files|than\s+(?:the\s+)?(?:copies|ones|files)\b)|\bskip\w*\s+(?:files\s+)?(?:that\s+are\s+)?"
                         r"(?:already\s+)?up[\s-]to[\s-]date\b"
                         # "only files that are missing in dest/ or newer than the copies there"
                         r"|\bonly\s+(?:the\s+)?(?:files\s+)?(?:that\s+are\s+)?(?:missing|new\s+or\s+changed)\b|\bnewer\s+than\s+the\s+cop(?:y|ies)\b", re.I)
_NO_OVERWRITE = re.compile(r"\b(?:don'?t|do\s+not|never|without)\s+overwrit\w*|\bno[\s-]clobber\b|\bwithout\s+clobbering\b"
                           r"|\b(?:don'?t|do\s+not|never|without)\s+(?:touch\w*|replac\w*|chang\w*)\s+(?:any\s+)?(?:the\s+)?files\s+that\s+already\s+exist\b", re.I)
_LINK_ITSELF = re.compile(r"\b(?:sym)?link\s+itself\b|\bnot\s+(?:its|the\s+link'?s?)\s+target\b", re.I)


# (what the request says, the utility, the flag it means, other spellings of that flag): flags said in words that
# flags_said does not read.
# "decompress image.img.xz but keep the .xz file", "gzip dump.sql but keep the original": a compressor's -k.
_INPUT_KEPT = re.compile(r"\bkeep(?:ing)?\s+(?:the\s+)?(?:original|compressed|source|input|uncompressed)\b"
                         r"|\bkeep(?:ing)?\s+(?:the\s+)?(?:\S+)?\.(?:gz|xz|bz2)\b(?:\s+file)?"
                         r"|\bwithout\s+(?:deleting|removing)\s+(?:the\s+)?(?:original|compressed|source|input)"
                         r"|\bleav\w*\s+(?:the\s+)?(?:original|source|input)(?:\s+files?)?\s+(?:alone|intact|in\s+place|untouched|as\s+(?:it\s+)?is)\b", re.I)
# A flag said in words, and the letters of the flag that does the opposite, dropped when it is put in.
_CONTRARY_FLAGS = {("unzip", "-n"): "o", ("df", "-H"): "h", ("du", "--si"): "h", ("unzip", "-v"): "l", ("grep", "-R"): "r",
                   ("grep", "-h"): "H", ("grep", "-H"): "h"}
_SI_UNITS = re.compile(r"\bpowers?\s+of\s+(?:1000|ten|10)\b|\bSI\s+units\b|\bbase[\s-]+10\b|\bdecimal\s+units\b", re.I)   # "using powers of 1000 instead of 1024"
_INODES = re.compile(r"\binodes?\b", re.I)
_GRAND_TOTAL = re.compile(r"\bgrand\s+total\b|\btotal\s+line\b|\bplus\s+(?:a|the)\s+total\b|\band\s+(?:a|the)\s+total\s+(?:at\s+the\s+end|of\s+(?:all|both|them))\b", re.I)
_ORIGINALS_REMOVED = re.compile(r"\b(?:delet|remov)\w*\s+(?:the\s+)?(?:original\s+)?(?:files|sources?)\s+(?:once|after|when)\b"
                                r"|\b(?:delet|remov)\w*\s+(?:the\s+)?originals?(?:\s+files?)?(?:\s+afterwards)?\s*$", re.I)
# "print each file name as it gets added", "show each file as it is extracted": tar -v of a packing or an unpacking
_EACH_FILE_SHOWN = re.compile(r"\b(?:print|show|list|display)\w*\s+(?:each|every)\s+(?:file(?:\s*name)?|name|entry)\s+as\s+(?:it|they)\s+"
                              r"(?:gets?\s+|is\s+|are\s+)?(?:added|extracted|archived|packed|unpacked|written|copied|moved|deleted|removed|transferred)\b|\bverbosely\b"
                              # "show each file as it goes", "with verbose output"
                              r"|\b(?:print|show|list|display)\w*\s+(?:each|every)\s+(?:file|name|entry)\s+as\s+(?:it|they)\s+go(?:es)?\b"
                              r"|\b(?:with|in)\s+verbose\s+(?:output|mode)\b", re.I)
_CHANGES_SHOWN = re.compile(r"\b(?:print|show|list|report|display|tell\s+me)\w*\s+(?:each|every|all|the|only\s+the)?\s*(?:files?|ones|names?)\s+"
                            r"(?:whose\s+(?:mode|permissions?|owner(?:ship)?|group)\s+(?:actually\s+)?(?:changed|changes|was\s+changed)|(?:that|which)\s+"
                            r"(?:actually\s+)?(?:changed|change|were\s+changed|get\s+changed))\b|\breport(?:ing)?\s+(?:only\s+)?(?:the\s+)?changes\b"
                            r"|\b(?:report|show|print|list|tell\s+me)\w*\s+what\s+(?:actually\s+)?changed\b", re.I)
_NO_HEADERS = re.compile(r"\b(?:without|no|omit\w*|hid\w*|suppress\w*|skip\w*|drop\w*)\s+(?:the\s+|any\s+)?file\s*-?names?\s+headers?\b"
                         r"|\b(?:without|no)\s+(?:the\s+)?==>\s*headers?\b", re.I)   # not a CSV's header row
_BACKUP_EXISTING = re.compile(r"\bback\s*(?:s\s*)?up\s+(?:any\s+|the\s+)?existing\b|\bkeep\w*\s+(?:a\s+)?backups?\s+of\s+(?:any\s+|the\s+)?existing\b"
                              r"|\bif\s+\S+\s+already\s+exists\s+keep\s+it\s+as\s+a\s+backup\b", re.I)
_ALL_CORES = re.compile(r"\b(?:all|every)\s+(?:the\s+)?(?:cpu\s+|available\s+)?(?:cores?|threads|cpus|processors)\b|\bmulti[\s-]?thread\w*", re.I)
_USER_UNIT = re.compile(r"\bmy\s+user\s+(?:unit|service)\b|\buser\s+(?:unit|service)\s+(?!file)\S+|\b(?:user|--user)\s+systemd\b"
                        r"|\buser[\s-]level\s+(?:[\w@.-]+\s+)?(?:unit|service)\b", re.I)
_EXACT_NAME = re.compile(r"\b(?:named|called)\s+exactly\b|\bexactly\s+(?:named|called)\b|\bexact\s+(?:process\s+)?name\b", re.I)
_SAID_TOOL_FLAGS = (
    (re.compile(r"^(?!.*\b(?:merge|join|combine|comm|compare)\b).*\balready\s+sorted\b|\bis\s+\S+\s+sorted\b|\bcheck\w*\s+(?:if\s+|whether\s+)?\S+\s+is\s+sorted\b", re.I),
     "sort", "-c", "cC", r"--check\S*"),
    (re.compile(r"\bby\s+(?:the\s+)?(?:ip(?:\s+address)?|version(?:\s+number)?)s?\b|\b(?:version|ip(?:\s+address)?)\s+order\b|\bnatural(?:ly)?\s+(?:order|sort)", re.I),
     "sort", "-V", "V", "--version-sort"),
    (re.compile(r"\bde-?duplicat\w*|\bwithout\s+(?:any\s+)?duplicat\w*|\bduplicates?\s+removed\b", re.I), "sort", "-u", "u", "--unique"),
    (re.compile(r"\bby\s+(?:the\s+)?month(?:\s+names?)?\b|\bin\s+(?:calendar\s+)?month\s+order\b|\bchronologically\s+by\s+month\b", re.I),
     "sort", "-M", "M", "--month-sort"),
    (re.compile(r"^(?=.*\b(?:count|how\s+many|number\s+of|total)\b)(?=.*\b(?:every|each|all(?:\s+the)?)\s+occurrences?\b"
                r"|.*\bnot\s+(?:just\s+|only\s+)?(?:the\s+)?lines\b|.*\beven\s+(?:several|multiple|two|more\s+than\s+one)\s+(?:on|per|in)\s+"
                r"(?:a|one|the\s+same)\s+line\b)", re.I | re.S),
     "grep", "-o", "o", "--only-matching"),
    (re.compile(r"\bpassword[\s-]*protect\w*|\bencrypt\w*|\bwith\s+a\s+password\b", re.I), "zip", "-e", "eP", "--encrypt"),
    (_ASK_EACH, "rm", "-i", "iI", "--interactive\\S*"),
    # matched against the full command line (pgrep -f); shown with it is -a (below)
    (re.compile(r"\b(?:match\w*|search\w*|against|whose|contain\w*|look\w*\s+(?:in|at))\s+(?:the\s+|their\s+|its\s+)?(?:full|whole)\s+command(?:[\s-]?lines?)?\b"
                r"|\bwhose\s+(?:full\s+|whole\s+)?command[\s-]?lines?\s+(?:contains?|match\w*|includ\w*|has)\b", re.I),
     "pgrep", "-f", "f", "--full"),
    (re.compile(r"\b(?:without|no)\s+(?:the\s+|a\s+)?(?:trailing\s+)?new\s*line\b", re.I), "echo", "-n", "n", "--no-newline"),
    (re.compile(r"\b(?:with|show\w*|and)\s+(?:the\s+)?line\s+numbers?\b", re.I), "less", "-N", "N", "--LINE-NUMBERS"),
    (re.compile(r"\bfollow(?:s|ing)?\s+(?:the\s+|all\s+|any\s+)?(?:sym(?:bolic)?[\s-]?)?links?\b|\bderef\w*", re.I),
     "cp", "-L", "L", "--dereference"),
    (re.compile(r"\b(?:blank|empty)\s+lines?\s+(?:included|too|as\s+well)\b|\binclud\w*\s+(?:the\s+)?(?:blank|empty)\s+(?:ones|lines?)\b", re.I),
     "nl", "-ba", "b", "--body-numbering\\S*"),
    (re.compile(r"\block\b", re.I), "passwd", "-l", "l", "--lock"),
    (re.compile(r"\bunlock\b", re.I), "passwd", "-u", "u", "--unlock"),
    (re.compile(r"\b(?:all|every)\b[^.;]*\b(?:on|in)\s+(?:my\s+|the\s+)?\$?path\b|\bnot\s+just\s+the\s+first\b", re.I),
     "which", "-a", "a", "--all"),
    (re.compile(r"\bcompress(?:ed|ion|ing)?\b", re.I), "rsync", "-z", "z", "--compress"),
    (re.compile(r"\bnames?\s+only\b|\bonly\s+(?:the\s+)?(?:file\s*)?names\b|\bjust\s+(?:the\s+)?(?:file\s*)?names\b|\bbrief(?:ly)?\b"
                r"|\b(?:only|just)\s+(?:tell\s+me\s+|show\s+(?:me\s+)?|list\s+)?which\s+(?:files|fiels)\s+differ\b", re.I),
     "diff", "-q", "q", "--brief"),
    (re.compile(r"\b(?:one|a|single)\s+random\s+line\b", re.I), "shuf", "-n 1", "n", "--head-count\\S*"),
    (re.compile(r"\b(?:empty|no|without\s+(?:a\s+)?)\s*pass\s*phrase\b", re.I), "ssh-keygen", "-N ''", "N", "--new-passphrase"),
    # compressors: the input kept; tar: links followed, permissions kept, files removed once archived; zip without paths
    *((_INPUT_KEPT, tool, "-k", "k", "--keep") for tool in ("gzip", "gunzip", "xz", "unxz", "bzip2", "bunzip2")),
    (re.compile(r"\bfollow(?:ing)?\s+(?:the\s+)?sym(?:bolic\s*)?links\b|\binstead\s+of\s+(?:storing|keeping)\s+(?:them\s+)?as\s+links\b"
                r"|\bfiles?\s+(?:that\s+)?(?:the\s+)?(?:sym(?:bolic\s*)?)?links\s+point\s+(?:to|at)\b", re.I),
     "tar", "-h", "h", "--dereference"),
    (_EACH_FILE_SHOWN, "tar", "-v", "v", "--verbose"),
    *((_EACH_FILE_SHOWN, tool, "-v", "v", "--verbose") for tool in ("cp", "mv", "rm", "rsync")),
    (re.compile(r"\bpreserv\w*\s+(?:the\s+|all\s+)?(?:file\s+)?permissions\b|\bkeep(?:ing)?\s+(?:the\s+)?(?:original\s+)?(?:file\s+)?permissions\b", re.I),
     "tar", "-p", "p", "--preserve-permissions|--same-permissions"),
    (_ORIGINALS_REMOVED, "tar", "--remove-files", "", "--remove-files"),
    (_ORIGINALS_REMOVED, "zip", "-m", "m", "--move"),
    (re.compile(r"\bdon'?t\s+restor\w*\s+(?:the\s+)?(?:original\s+)?(?:file\s+)?owner|\bwithout\s+(?:restoring|keeping|preserving)\s+(?:the\s+)?"
                r"(?:original\s+)?(?:file\s+)?owner|\bnot\s+(?:as|with)\s+the\s+(?:archived|original)\s+owner"
                r"|\binstead\s+of\s+the\s+(?:archive(?:d|'s)?|original)\s+owners?\b", re.I), "tar", "--no-same-owner", "", "--no-same-owner"),
    (re.compile(r"\bcurrent\s+time\s+instead\b|\b(?:don'?t|do\s+not|without)\s+(?:restor|keep|preserv|setting)\w*\s+(?:the\s+)?(?:archived\s+|original\s+)?"
                r"(?:modification\s+)?(?:times|time\s*stamps|mtimes)\b", re.I), "tar", "-m", "m", "--touch"),
    (re.compile(r"\bwithout\s+(?:storing\s+|keeping\s+)?(?:the\s+)?(?:directory|folder|dir)\s+(?:paths?|structure|names)\b|\bjunk\s+(?:the\s+)?paths\b", re.I),
     "zip", "-j", "j", "--junk-paths"),
    (re.compile(r"\btest\s+\S+\.zip\s+for\s+errors\b|\b(?:check|verify)\s+(?:the\s+)?integrity\s+of\s+\S+\.zip\b"
                r"|\S+\.zip\s+(?:is|was)\s+(?:corrupt\w*|damaged|broken|intact|ok)\b", re.I), "unzip", "-t", "tpl", ""),
    (re.compile(r"\bto\s+(?:stdout|standard\s+output|the\s+screen|the\s+terminal)\b|\bprint\s+\S+\s+from\s+(?:inside\s+)?\S+\.zip\b", re.I),
     "unzip", "-p", "ptl", ""),
    (re.compile(r"\bkeep(?:ing)?\s+(?:the\s+)?(?:directory|folder|dir)\s+(?:structure|hierarchy|tree|paths?)\b"
                r"|\bpreserv\w*\s+(?:the\s+)?(?:directory|folder|dir)\s+(?:structure|hierarchy|tree|paths?)\b", re.I), "cp", "--parents", "", "--parents"),
    (re.compile(r"\bby\s+checksums?\b|\bcompar\w+\s+(?:the\s+)?(?:files\s+)?(?:by\s+)?checksums?\b", re.I), "rsync", "-c", "c", "--checksum"),
    (re.compile(r"\bwith\s+(?:the\s+)?deletes?\b|\bwith\s+deletion\b", re.I), "rsync", "--delete", "", "--delete\\S*"),
    # touch: one of the two times, no file made, the link itself; stat and lsattr of what a link points to, a folder itself
    (re.compile(r"\bonly\s+(?:the\s+)?access(?:ed)?\s+time|\baccess\s+time\s+only\b", re.I), "touch", "-a", "a", "--time=access"),
    (re.compile(r"\bonly\s+(?:the\s+)?modifi\w+\s+time|\bmodifi\w+\s+time\s+only\b|\bonly\s+(?:the\s+)?mtime\b", re.I), "touch", "-m", "m", "--time=modify"),
    (re.compile(r"\b(?:don'?t|do\s+not|without|never)\s+creat\w*|\bnot\s+creat\w*|\bonly\s+if\s+it\s+(?:already\s+)?exists\b", re.I),
     "touch", "-c", "c", "--no-create"),
    (re.compile(r"\b(?:sym)?link\b[^.;]*\bitself\b|\bnot\s+(?:its|the\s+link's|the)\s+target\b", re.I), "touch", "-h", "h", "--no-dereference"),
    (re.compile(r"\b(?:the\s+)?file\s+(?:that\s+)?(?:the\s+)?(?:sym)?link\s+\S+\s+points\s+(?:to|at)\b|\bnot\s+the\s+link\b", re.I), "stat", "-L", "L", "--dereference"),
    (re.compile(r"\berrors\b(?!\s+logs?\b)|\berror\s+(?:messages|entries|lines|level)\b", re.I), "journalctl", "-p err", "p", "--priority"),
    (re.compile(r"\bpids?\s+and\s+(?:the\s+|their\s+)?(?:full\s+)?(?:command|name)|\bwith\s+(?:their\s+)?(?:full\s+)?command\s+lines?\b", re.I),
     "pgrep", "-a", "a", "--list-full"),
    # "copy the .txt files to backup/ only if they are newer than the copies there"
    (_ONLY_NEWER, "cp", "-u", "u", "--update\\S*"),
    (_NO_OVERWRITE, "cp", "-n", "n", "--no-clobber"),
    # cp and mv keeping what they would overwrite, cp linking instead of copying, symlinks copied or followed
    (re.compile(r"\bnumbered\s+backups?\b", re.I), "cp", "--backup=numbered", "", "--backup\\S*"),
    (re.compile(r"\bnumbered\s+backups?\b", re.I), "mv", "--backup=numbered", "", "--backup\\S*"),
    (_BACKUP_EXISTING, "cp", "-b", "b", "--backup\\S*"),
    (_BACKUP_EXISTING, "mv", "-b", "b", "--backup\\S*"),
    (re.compile(r"\bas\s+(?:a\s+)?hard\s*links?\b|\bhard\s*links?\s+instead\b", re.I), "cp", "-l", "l", "--link"),
    (re.compile(r"\bas\s+(?:a\s+)?sym(?:bolic\s*)?links?\b|\bnot\s+the\s+file\s+it\s+points\s+to\b|\bsymlinks?\s+as\s+symlinks?\b", re.I),
     "cp", "-P", "PdaL", "--no-dereference|--archive"),
    (re.compile(r"\breplac\w*\s+(?:every|each|all|any)?\s*(?:the\s+)?sym(?:bolic\s*)?links?\s+with\b|\bdereferenc\w*|\bfollow\w*\s+(?:the\s+|all\s+)?sym(?:bolic\s*)?links\b", re.I),
     "cp", "-L", "LP", "--dereference"),
    (_NO_OVERWRITE, "mv", "-n", "n", "--no-clobber"),
    (re.compile(r"\bnumeric\s+suffix(?:es)?\b|\bnumbered\s+suffix(?:es)?\b|\bsuffix(?:es)?\s+(?:that\s+are\s+)?(?:numbers|digits|numeric)\b", re.I),
     "split", "-d", "d", "--numeric-suffixes\\S*"),
    (re.compile(r"\brelative\s+(?:sym(?:bolic)?[\s-]*)?link\b", re.I), "ln", "-r", "r", "--relative"),
    # chmod, chown and chgrp reporting the files they change ("… and print each file whose mode changed")
    (_CHANGES_SHOWN, "chmod", "-c", "cv", "--changes|--verbose"),
    (_CHANGES_SHOWN, "chown", "-c", "cv", "--changes|--verbose"),
    (_CHANGES_SHOWN, "chgrp", "-c", "cv", "--changes|--verbose"),
    # date as an ISO 8601 timestamp (to the second)
    (re.compile(r"\biso[\s-]?8601\s+(?:time\s*stamp|date\s*time|date\s+and\s+time|format(?:ted)?\s+(?:time\s*stamp|date\s+and\s+time))\b", re.I),
     "date", "-Iseconds", "I", "--iso-8601\\S*|--rfc-3339\\S*"),
    # last with whole dates and times ("the last 5 logins with full dates and times")
    (re.compile(r"\bfull\s+(?:login\s+and\s+logout\s+)?(?:dates?|times?|timestamps?)\b|\bwith\s+(?:the\s+)?(?:years?|seconds)\b", re.I), "last", "-F", "F", "--fulltimes"),
    # head and tail of several files without the "==> name <==" lines; sort merging files already sorted
    (_NO_HEADERS, "head", "-q", "q", "--quiet|--silent"),
    (_NO_HEADERS, "tail", "-q", "q", "--quiet|--silent"),
    (re.compile(r"\bmerg\w*\b[^.;]*\balready[\s-]+sorted\b|\balready[\s-]+sorted\b[^.;]*\bmerg\w*", re.I), "sort", "-m", "m", "--merge"),
    (_LINK_ITSELF, "chown", "-h", "h", "--no-dereference"),
    (_LINK_ITSELF, "chgrp", "-h", "h", "--no-dereference"),
    (_NO_OVERWRITE, "unzip", "-n", "n", ""),
    (re.compile(r"^(?!.*\b(?:don'?t|do\s+not|never|without|no)\s+overwrit).*\boverwrit\w*\b", re.I), "gunzip", "-f", "f", "--force"),
    # ping's summary alone; the jobs of this shell with their PIDs; pkill's newest or oldest match
    (re.compile(r"\bonly\s+(?:show|print|display|see)\s+(?:me\s+)?the\s+summary\b|\bsummary\s+only\b|\bjust\s+the\s+summary\b|\bquiet(?:ly)?\b", re.I),
     "ping", "-q", "q", "--quiet"),
    (re.compile(r"\bwith\s+(?:their\s+|the\s+)?(?:pids?|process\s+ids?)\b", re.I), "jobs", "-l", "lp", ""),
    (re.compile(r"\b(?:most\s+recent(?:ly)?|newest|latest|last)\s+(?:started\s+)?\S+\s+process\b", re.I), "pkill", "-n", "n", "--newest"),
    (re.compile(r"\b(?:oldest|first[\s-]started|earliest)\s+\S+\s+process\b", re.I), "pkill", "-o", "o", "--oldest"),
    # tar: a listing with sizes and owners, version control left out, existing files kept, entries in name order,
    # the compressor chosen from the archive's name
    (re.compile(r"\bwith\s+(?:their\s+)?(?:sizes|owners|details|permissions,?\s+(?:sizes|owners))\b|\b(?:long|verbose|detailed)\s+listing\b", re.I),
     "tar", "-v", "v", "--verbose"),
    (re.compile(r"\bexclud\w*\s+(?:the\s+|all\s+|any\s+)?version[\s-]+control\b|\bwithout\s+(?:the\s+|any\s+)?version[\s-]+control\b", re.I),
     "tar", "--exclude-vcs", "", "--exclude-vcs"),
    (_NO_OVERWRITE, "tar", "--skip-old-files", "k", "--skip-old-files|--keep-old-files"),
    (re.compile(r"\b(?:sorted|ordered)\s+by\s+(?:file\s*)?name\b|\breproducibl\w*", re.I), "tar", "--sort=name", "", "--sort\\S*"),
    (re.compile(r"\b(?:pick|choose|guess|select)\w*\s+the\s+compression\s+(?:from|by)\b|\bauto[\s-]*compress\w*", re.I), "tar", "-a", "a", "--auto-compress"),
    # gzip without the name and time stamp; xz -e; zip storing links and storing without compression
    (re.compile(r"\bwithout\s+(?:storing|saving|keeping|recording)\s+(?:the\s+)?(?:original\s+)?(?:file\s*)?name\b", re.I), "gzip", "-n", "n", "--no-name"),
    (re.compile(r"\bextreme\b", re.I), "xz", "-e", "e", "--extreme"),
    (re.compile(r"\btime\s*stamps?\b|\bwith\s+(?:the\s+)?time\s+(?:on|of)\s+each\b", re.I), "vmstat", "-t", "t", "--timestamp"),
    # traceroute by ICMP echo and over IPv6; lsof's pids alone; nc over UDP
    (re.compile(r"\bicmp\b", re.I), "traceroute", "-I", "I", "--icmp"),
    (re.compile(r"\bipv6\b", re.I), "traceroute", "-6", "6", ""),
    (re.compile(r"\b(?:just|only)\s+(?:the\s+)?pids?\b|\bpids?\s+only\b", re.I), "lsof", "-t", "t", ""),
    (re.compile(r"\budp\b", re.I), "nc", "-u", "u", "--udp"),
    (_ALL_CORES, "xz", "-T0", "T", "--threads\\S*"),
    (re.compile(r"\bas\s+fast\s+as\s+possible\b|\bfastest\b|\b(?:least|lowest|minimum|minimal)\s+compression\b", re.I), "gzip", "-1", "123456789", "--fast|--best"),
    (re.compile(r"\bcompression\s+(?:percentage|ratio|rate)s?\b|\bhow\s+much\s+(?:it\s+|\S+\s+)?(?:shrank|saved|compressed)\b", re.I), "gzip", "-v", "v", "--verbose"),
    (re.compile(r"\bcompression\s+ratios?\b|\bverbose\s+listing\b", re.I), "unzip", "-v", "v", ""),
    # "search firmware.bin for v2.1 even though it's binary": grep reads a binary file as text
    (re.compile(r"\b(?:even\s+)?(?:though|if|although)\s+it'?s\s+(?:a\s+)?binary\b|\btreat\w*\s+(?:it|them|the\s+file|binary\s+files?)\s+as\s+text\b"
                r"|\bbinary\s+files?\s+as\s+(?:if\s+they\s+were\s+)?text\b", re.I), "grep", "-a", "a", "--text|--binary-files=text"),
    # grep's matches as whole words, file names left off or put on, binary files skipped, the
    # whole line matched, links followed, context groups without "--" between them
    (re.compile(r"\bwhole[\s-]words?\b", re.I), "grep", "-w", "w", "--word-regexp"),
    (re.compile(r"\b(?:leav\w*\s+off|without|no|hid\w*|omit\w*|drop\w*|suppress\w*)\s+(?:the\s+)?file\s*-?names\b(?!\s+headers?)", re.I),
     "grep", "-h", "h", "--no-filename"),
    (re.compile(r"\bprefix\w*\s+(?:each|every)\s+(?:hit|match|line|result)\s+with\s+(?:the\s+|its\s+)?file\s*-?name\b"
                r"|\b(?:with|show\w*|print\w*)\s+the\s+file\s*-?names?\s+(?:even\s+for\s+(?:a|one)\s+(?:single\s+)?file|in\s+front)\b", re.I),
     "grep", "-H", "H", "--with-filename"),
    (re.compile(r"\b(?:skip\w*|ignor\w*|exclud\w*|leav\w*\s+out|without)\s+(?:the\s+|any\s+|all\s+)?binary\s+files\b|\bbinar(?:y|ies)\s+skipped\b", re.I),
     "grep", "-I", "I", "--binary-files=without-match"),
    (re.compile(r"\bexactly\s+['\"]?[\w.-]+['\"]?\s+and\s+nothing\s+else\b|\b(?:whole|entire)\s+line\s+(?:is|matches|equals)\b", re.I),
     "grep", "-x", "x", "--line-regexp"),
    (re.compile(r"\b(?:the\s+files?\s+(?:there\s+|in\s+it\s+)?(?:are|is)\s+(?:sym)?links|follow\w*\s+(?:the\s+|any\s+|all\s+)?sym(?:bolic\s+)?links)\b", re.I),
     "grep", "-R", "R", "--dereference-recursive"),
    (re.compile(r"\b(?:without|no|drop\w*|hid\w*|omit\w*)\s+(?:the\s+)?(?:--\s+|group\s+)separators?\b", re.I),
     "grep", "--no-group-separator", "", "--no-group-separator"),
    (re.compile(r"\bquietly\b|\bquiet(?:\s+mode)?\b|\bsilently\b|\bwithout\s+(?:any\s+)?(?:output|listing\s+(?:the\s+)?files)\b", re.I), "unzip", "-q", "q", ""),
    *((re.compile(r"\beven\s+(?:if|though)\s+\S+\s+already\s+exists\b|^(?!.*\b(?:don'?t|do\s+not|never|without|no)\s+overwrit).*\boverwrit\w*\b", re.I),
       tool, "-f", "f", "--force") for tool in ("gzip", "xz", "bzip2")),
    # pgrep and pkill of the exact name; pgrep's pids joined by commas; journalctl newest first, ISO times, a user unit;
    # top once
    (_EXACT_NAME, "pgrep", "-x", "x", "--exact"),
    (_EXACT_NAME, "pkill", "-x", "x", "--exact"),
    (re.compile(r"\bseparated\s+by\s+(?:a\s+)?commas?\b|\bcomma[\s-]separated\b", re.I), "pgrep", "-d ,", "d", "--delimiter\\S*"),
    (re.compile(r"\b(?:newest|latest|most\s+recent)\s+(?:entries\s+|ones\s+|lines\s+)?first\b|\bin\s+reverse\s+order\b|\breversed?\b", re.I),
     "journalctl", "-r", "r", "--reverse"),
    (re.compile(r"\bISO(?:[\s-]?8601)?\s+(?:time\s*stamps?|times|dates)\b", re.I), "journalctl", "-o short-iso", "o", "--output\\S*"),
    (_USER_UNIT, "journalctl", "--user", "", "--user"),
    (_USER_UNIT, "systemctl", "--user", "", "--user"),
    (re.compile(r"\b(?:once|one\s+(?:[\w-]+\s+){0,3}?(?:snapshot|iteration|time)|(?:a\s+)?single\s+(?:[\w-]+\s+){0,3}?(?:snapshot|iteration|run|time))\b", re.I), "top", "-n 1", "n", "--iterations\\S*"),
    (re.compile(r"\bbatch(?:[\s-]mode)?\b|\bsnapshot\b|\bonce\b|\bsave\b|\bto\s+(?:a\s+)?file\b", re.I), "top", "-b", "b", "--batch"),
    (re.compile(r"\bstor\w*\s+(?:the\s+)?sym(?:bolic\s*)?links\s+as\s+(?:sym)?links\b|\bkeep\w*\s+(?:the\s+)?sym(?:bolic\s*)?links\s+as\s+(?:sym)?links\b", re.I),
     "zip", "-y", "y", "--symlinks"),
    (re.compile(r"\bwithout\s+compress(?:ing|ion)\b|\bno\s+compression\b|\bstore\s+only\b", re.I), "zip", "-0", "0", ""),
    # rsync: the progress shown; ACLs, extended attributes and hard links kept; excluded files deleted at the destination
    (re.compile(r"\b(?:show\w*|display\w*|print\w*|with)\s+(?:the\s+)?progress\b", re.I), "rsync", "--progress", "P", "--progress"),
    (re.compile(r"\bACLs?\b|\baccess\s+control\s+lists?\b", re.I), "rsync", "-A", "A", "--acls"),
    (re.compile(r"\bxattrs?\b|\bextended\s+attributes\b", re.I), "rsync", "-X", "X", "--xattrs"),
    (re.compile(r"\b(?:preserv\w*|keep\w*)\b[^.;]*\bhard[\s-]?links\b", re.I), "rsync", "-H", "H", "--hard-links"),
    (re.compile(r"\bdelet\w*\b[^.;]*\b(?:the\s+)?excluded\b|\bexcluded\s+(?:files\s+|ones\s+)?(?:are\s+)?(?:also\s+)?delet", re.I),
     "rsync", "--delete-excluded", "", "--delete-excluded"),
    # du and df: the apparent size, a grand total, one file system, powers of 1000, inodes
    (re.compile(r"\bapparent\s+size\b|\bactual\s+(?:file\s+)?size\s+rather\s+than\b", re.I), "du", "--apparent-size", "", "--apparent-size|-b|--bytes"),
    (_GRAND_TOTAL, "du", "-c", "c", "--total"),
    (_GRAND_TOTAL, "df", "--total", "", "--total"),
    (_ONE_FILESYSTEM, "du", "-x", "x", "--one-file-system"),
    (_SI_UNITS, "df", "-H", "H", "--si"),
    (_SI_UNITS, "du", "--si", "", "--si"),
    (_INODES, "du", "--inodes", "", "--inodes"),
    (_INODES, "df", "-i", "i", "--inodes"),
    # mount read-only; umount lazily, by force, everything below
    (re.compile(r"\bread[\s-]?only\b", re.I), "mount", "-o ro", "or", "--read-only|--options"),
    (re.compile(r"\blaz(?:y|ily)\b|\beven\s+(?:though|if|when)\s+(?:it\s+is\s+|it's\s+)?(?:still\s+)?busy\b|\bdetach\w*\b", re.I), "umount", "-l", "l", "--lazy"),
    (re.compile(r"\bforc(?:e|ed|ibly)\b", re.I), "umount", "-f", "f", "--force"),
    (re.compile(r"\brecursive\w*|\beverything\s+(?:mounted\s+)?(?:below|under|beneath)\b", re.I), "umount", "-R", "R", "--recursive"),
    # lsblk in bytes, as JSON, whole disks only; vmstat's disks and megabytes; lscpu's caches; uptime's boot time
    (re.compile(r"\bin\s+bytes\b", re.I), "lsblk", "-b", "b", "--bytes"),
    (re.compile(r"\bjson\b", re.I), "lsblk", "-J", "J", "--json"),
    (re.compile(r"\bwhole\s+disks\b|\bno\s+partitions\b|\bwithout\s+(?:the\s+|their\s+)?partitions\b|\bdisks\s+only\b|\bonly\s+(?:the\s+)?disks\b", re.I),
     "lsblk", "-d", "d", "--nodeps"),
    (re.compile(r"\bdisks?\b", re.I), "vmstat", "-d", "d", "--disk"),
    (re.compile(r"\bin\s+(?:mb|megabytes|mib)\b", re.I), "vmstat", "-S M", "S", "--unit"),
    (re.compile(r"\bcaches?\b", re.I), "lscpu", "-C", "C", "--caches"),
    (re.compile(r"\bwhen\s+(?:did\s+)?(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:last\s+)?boot|\bboot(?:ed)?\s+(?:time|at)\b|\bsince\s+when\b|\bup\s+since\b", re.I),
     "uptime", "-s", "s", "--since"),
    # curl against a self-signed certificate, failing on an HTTP error; ssh with X11 forwarding or verbose; rsync moving
    (re.compile(r"\bself[\s-]?signed\b|\bignor\w*\s+(?:the\s+)?(?:tls|ssl|https|cert\w*)\s+(?:errors?|warnings?|problems?|checks?|verification)\b"
                r"|\binsecure(?:ly)?\b|\b(?:skip|without|don'?t)\s+(?:\w+\s+)?(?:cert\w*|tls|ssl)\s+(?:check\w*|verif\w*|validation)\b", re.I), "curl", "-k", "k", "--insecure"),
    (re.compile(r"\bexit\w*\s+(?:with\s+)?(?:a\s+)?non-?\s?zero\b|\bfail\w*\s+(?:on|if|when)\s+(?:an?\s+|the\s+)?(?:http\s+)?(?:error|status\s+error|4\d\d|5\d\d)\b", re.I),
     "curl", "-f", "f", "--fail\\S*"),
    (re.compile(r"\btrusted\s+x11\b", re.I), "ssh", "-Y", "XY", ""),
    (re.compile(r"(?<!trusted\s)\bx11\s+forwarding\b|\bx\s+forwarding\b|\bforward\w*\s+(?:of\s+)?x11\b", re.I), "ssh", "-X", "XY", ""),
    (re.compile(r"\bverbose\b|\bdebug(?:ging)?\s+output\b", re.I), "ssh", "-v", "v", ""),
    (re.compile(r"\b(?:remov|delet)\w*\s+(?:the\s+)?(?:local|source|original)\s+(?:cop(?:y|ies)|files)\b", re.I),
     "rsync", "--remove-source-files", "", "--remove-source-files"),
    # rsync: what is newer on the receiving side kept; hard links, ACLs and extended attributes kept
    (re.compile(r"\b(?:don'?t|do\s+not|never)\s+overwrite\s+(?:any\s+)?(?:files?\s+)?(?:that\s+(?:are|is)\s+)?newer\b|\bskip\w*\s+(?:files\s+)?(?:that\s+are\s+)?newer\s+on\s+the\s+(?:receiver|destination|other\s+side)\b", re.I),
     "rsync", "-u", "u", "--update"),
    (re.compile(r"\bhard\s*links\b", re.I), "rsync", "-H", "H", "--hard-links"),
    (re.compile(r"\bacls\b", re.I), "rsync", "-A", "A", "--acls"),
    (re.compile(r"\bx\s*attrs?\b|\bextended\s+attributes\b", re.I), "rsync", "-X", "X", "--xattrs"),
)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _tool_flags_in(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """``(tool, flag, letters, long)`` of each of ``_SAID_TOOL_FLAGS`` the request's words say."""
    return tuple((tool, flag, letters, long) for r, tool, flag, letters, long in _SAID_TOOL_FLAGS if r.search(text))


_FIRST_GREP_ONLY = frozenset({"-w", "-h", "-H", "-I", "-x", "-R", "--no-group-separator"})


def tool_flags_said(command: str, rec: Recognized) -> str:
    """``command`` with a flag the request asks for in words: "is data.txt already sorted?" is ``sort -c``,
    "sort ips.txt by IP address" ``sort -V``, "count every occurrence, not just lines" ``grep -o``, "lock the
    password of mallory" ``passwd -l``, "every node on my PATH, not just the first" ``which -a``."""
    said = _tool_flags_in(rec.text)
    if not said:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        for tool, flag, letters, long in said:
            if flag == "-c" and tool == "sort" and util > 0:
                continue   # comm -23 <(sort a) <(sort b) for "both already sorted": no check asked of those
            if flag == "-u" and tool == "sort" and "uniq" in words:
                continue   # sort | uniq: the duplicates are uniq's, and duplicates_dropped reads that pipeline
            modes = "".join(tar_modes(w) for w in words[util + 1:end]) if tool == "tar" else ""
            if tool == "tar" and (flag == "-v" and "t" not in modes and not _found(_EACH_FILE_SHOWN, rec.text)
                                  or flag == "--skip-old-files" and "x" not in modes):
                continue   # tar -v for a listing asked with sizes or a run asked to show each file, old files kept only by an extraction
            if tool == "tar" and not any(re.fullmatch(r"-?[A-Za-z]*[ctxruA][A-Za-z]*|--(?:create|extract|list|append|update)", a)
                                         for a in words[util + 1:end][:1] + [a for a in words[util + 1:end] if a.startswith("-")]):
                continue   # a tar with no mode: no flag makes it run
            if flag == "-k" and has_flag(words[util + 1:end], "c", "--stdout"):
                continue   # gzip -c … > x.gz leaves the original as it is
            if tool == "grep" and flag in _FIRST_GREP_ONLY and any(words[j] in GREPS for j in range(util)):
                continue   # "the whole word cat, not category or concat": the search's flag, not the filter's after it
            if words[util] == tool and not has_flag(words[util + 1:end], letters, long):
                if flag == "-o" and tool in GREPS and has_flag(words[util + 1:end], "c", "--count"):
                    if any(w in SEGMENT_ENDS for w in words):
                        continue   # grep -c inside a pipeline: left as it is
                    # grep -c counts matching lines; every occurrence is grep -o … | wc -l
                    rest = [w.replace("c", "") if re.fullmatch(r"-[A-Za-z]*c[A-Za-z]*", w) else w for w in words[1:]
                            if w != "--count"]
                    return " ".join([words[0], "-o", *[w for w in rest if w != "-"], "|", "wc", "-l"])
                contrary = _CONTRARY_FLAGS.get((tool, flag), "")
                for k in range(util + 1, end):   # unzip -o (overwrite) beside the -n asked: dropped
                    if contrary and re.fullmatch(rf"-[A-Za-z]*[{contrary}][A-Za-z]*", words[k]):
                        words[k] = "-" + re.sub(f"[{contrary}]", "", words[k][1:]) if len(words[k]) > 2 else ""
                words.insert(util + 1, flag)
                words = [w for w in words if w]
    return " ".join(words)


_NO_ASKING = re.compile(r"\bwithout\s+(?:asking|prompt\w*|confirm\w*|being\s+asked)|\b(?:don'?t|do\s+not|never)\s+(?:ask|prompt|confirm)"
                        r"|\bno\s+(?:prompts?|questions|confirmation)\b|\bforce(?:fully|d)?\b(?!\s+kill)", re.I)
_SMALL_FIRST = re.compile(r"\b(?:smallest|oldest|least\s+recent\w*|earliest|lowest|ascending|increasing)\b", re.I)
_BIG_FIRST = re.compile(r"\b(?:largest|biggest|newest|most\s+recent\w*|latest|highest|descending|decreasing)\b", re.I)
_DU_UNITS = re.compile(r"\bin\s+(?:(megabytes|mb|megs|mib)|(kilobytes|kb|kib)|(gigabytes|gb|gigs|gib))\b", re.I)
_DIRECTLY_IN = re.compile(r"\bdirectly\s+(?:in|inside|under)\b|\b(?:not|no|without|excluding)\s+(?:in\s+|into\s+|counting\s+|"
                          r"(?:looking|going|descending|recursing)\s+in(?:to)?\s+)?"
                          r"(?:any\s+|the\s+|its\s+)?sub[\s-]?(?:folders?|directories|dirs)\b|\bnon[\s-]?recursive\w*|\bonly\s+the\s+top\s+level\b", re.I)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _manner_in(text: str) -> tuple[bool, bool, bool, str, bool, bool]:
    """What ``asked_manner`` reads of a request: no asking, small first, big first, du's unit flag ("" for
    none), directly in a folder, asking for each one."""
    units = _DU_UNITS.search(text)
    unit = "" if units is None else "-m" if units.group(1) else "-k" if units.group(2) else "-BG"
    return (bool(_NO_ASKING.search(text)), bool(_SMALL_FIRST.search(text)), bool(_BIG_FIRST.search(text)), unit,
            bool(_DIRECTLY_IN.search(text)), bool(_ASK_EACH.search(text)))


def asked_manner(command: str, rec: Recognized) -> str:
    """``command`` done the way the request says: "delete backup.tar.gz … without asking" takes rm's ``-i``
    off and gives it ``-f``; "smallest file first" / "oldest first" reverses ``ls -S`` / ``ls -t`` (``-r``),
    "largest first" takes a reversal off; "disk usage of /tmp/build in megabytes" is ``du -m`` (``-k``,
    ``-BG``), not ``-h`` (df's too); "how many pdf files are directly in ~/x" (or "not counting subfolders") keeps a find
    to ``-maxdepth 1``; ``zip … -x node_modules`` leaves out the folder's contents (``-x 'node_modules/*'``);
    "delete … but ask me for each one" turns find's ``-delete`` into ``-ok rm {} \\;``."""
    words = command.split(" ")
    no_asking, small, big, units, directly, ask_each = _manner_in(rec.text)
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if name == "rm" and no_asking:
            for k in range(util + 1, end):
                if re.fullmatch(r"-[a-zA-Z]*i[a-zA-Z]*", words[k]):
                    words[k] = words[k].replace("i", "") if words[k] != "-i" else ""
            if not has_flag(args, "f", "--force"):
                words.insert(util + 1, "-f")
        elif name == "ls" and has_flag(args, "St") and small != big:
            cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[k]) and re.search("[St]", words[k])), None)
            if cluster is not None:
                if small and "r" not in words[cluster]:
                    words[cluster] += "r"
                elif big and "r" in words[cluster]:
                    words[cluster] = words[cluster].replace("r", "")
        elif name in ("du", "df") and units:
            unit = units
            for k in range(util + 1, end):   # no human units, and no bytes beside the unit asked for (du -BG -b)
                if re.fullmatch(r"-[A-Za-z]*[hb][A-Za-z]*", words[k]) and not re.fullmatch(r"-B\w*", words[k]):
                    words[k] = re.sub("[hb]", "", words[k]) if len(re.sub("[hb]", "", words[k])) > 1 else ""
            if not has_flag(args, "mkB", "--block-size\\S*"):
                cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[a-z]+", words[k])), None)
                if cluster is not None and unit != "-BG":
                    words[cluster] += unit[1]
                else:
                    words.insert(util + 1, unit)
        elif name == "find" and directly and "-maxdepth" not in args and util + 1 < end and not words[util + 1].startswith("-"):
            words.insert(util + 2, "-maxdepth 1")
        if name == "find" and "-delete" in args and ask_each:
            words[words.index("-delete", util)] = "-ok rm {} \\;"   # "… but ask me for each one"
        elif name == "zip":
            for k in range(util + 1, end - 1):
                target = unquoted(words[k + 1])
                if words[k] == "-x" and "*" not in target and not re.search(r"\.\w{1,5}$", target):
                    words[k + 1] = f"'{target.rstrip('/')}/*'"
    return " ".join(w for w in words if w)


_COMMENT_OUT_LINE = re.compile(r"\bcomment\s+out\s+line\s+(\d+)\b", re.I)
_COMMENT_OUT_WORD = re.compile(r"\bcomment\s+out\s+(?:the\s+|every\s+|all\s+|any\s+)?(?:lines?\s+(?:with|containing|starting\s+with)\s+)?"
                               r"([A-Za-z_][\w.=-]*)(?:\s+lines?)?\b", re.I)
_ENV_FOR_ONE = re.compile(r"\bwith\s+(?:the\s+)?(?:env(?:ironment)?\s+(?:var(?:iable)?\s+)?)?([A-Z_][A-Z0-9_]*)(?:\s+set\s+to\s+|=)"
                          r"(['\"]?)([^\s'\",;]+)\2")
_LINE_ENDS = re.compile(r"\b(?:add|append|put|prepend|insert)\s+(?:an?\s+|the\s+)?(\S+?)\s+(?:to|at)\s+the\s+(end|start|beginning)\s+of\s+"
                        r"(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:in|of)\s+([\w./~-]+\.\w+)", re.I)
_MARK_WORDS = {"semicolon": ";", "comma": ",", "period": ".", "dot": ".", "colon": ":", "hash": "#", "tab": "\\t",
               "space": " ", "pipe": "|", "dash": "-", "hyphen": "-"}
_PATCH_WORDS = re.compile(r"\b(?:diffs?|patch(?:es)?|changes|changed|what\s+changed|along\s+with|line\s+by\s+line|content)\b", re.I)
_WHOLE_FOLDER = re.compile(r"\b(?:whole|entire)\s+(?:\S+\s+)?(?:folder|directory|dir)\b", re.I)
_TIME_ZONE = re.compile(r"\b(?:time|date|clock)\b[^.;]*\b((?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific|Indian)/[A-Z][A-Za-z_]+)")
_SORTED_ALREADY = re.compile(r"\b(?:both\s+|already\s+|are\s+)+sorted\b", re.I)


# gunzip backup.sql.gz > backup.sql: without -c the decompressed data goes to a file of its own, and the redirect
# writes an empty one over it
_UNPACKED_TO = re.compile(r"\b(?P<tool>gunzip|bunzip2|unxz|(?:gzip|bzip2|xz)\s+-d)(?P<flags>(?:\s+-[a-z0-9]+)*)\s+"
                          r"(?P<src>[^\s<>|;&-]\S*)\s+>\s+(?P<dst>[^\s|;&]+)(?=\s*(?:$|&&|;|\|\|))")


def _unpacked_to(m: re.Match) -> str:
    if re.search(r"c|k", m.group("flags").replace("-", "")):
        return m.group(0)
    if unquoted(m.group("src")).rsplit(".", 1)[0] == unquoted(m.group("dst")):
        return f"{m.group('tool')}{m.group('flags')} {m.group('src')}"   # the name it writes anyway
    return f"{m.group('tool')} -c{m.group('flags')} {m.group('src')} > {m.group('dst')}"


def small_repairs(command: str, rec: Recognized) -> str:
    """``command`` put right where the request says plainly what it wants: "comment out line 12 of /etc/fstab"
    gave ``sed -i '12d'`` (the line deleted) → ``sed -i '12s/^/#/'``; "run node server.js with NODE_ENV set to
    production" → ``NODE_ENV=production node server.js``; "lines in a.txt that aren't in b.txt, both already
    sorted" needs no ``<(sort …)``; "decompress data.json.gz back to data.json" gave ``gunzip data.json.gz
    data.json`` (a second file gunzip looks for) → ``gunzip data.json.gz``; "the commit history of README.md" is
    no ``git log -p`` (every diff) unless the request asks for changes; a find's "permission denied" errors go to
    /dev/null rather than through ``|& grep -v``; cp and mv keep no ``-n`` beside a backup; a folder's contents with its
    hidden files are ``dir/.``, not ``dir/*``."""
    if m := _found(_COMMENT_OUT_WORD, rec.text):   # "comment out the PermitRootLogin line": sed '/X/d' deletes it
        command = re.sub(rf"(\bsed\s+(?:-i\S*\s+)?)(['\"])/(\^?{re.escape(m.group(1))})/d\2", r"\g<1>\g<2>/\g<3>/s/^/#/\g<2>", command)
    if m := _found(_COMMENT_OUT_LINE, rec.text):
        command = re.sub(rf"(\bsed\s+(?:-i\S*\s+)?)(['\"]){m.group(1)}[dp]\2", rf"\g<1>\g<2>{m.group(1)}s/^/#/\g<2>", command)
    if (m := _found(_ENV_FOR_ONE, rec.text)) and m.group(1) not in command and not any(w in SEGMENT_ENDS for w in command.split(" ")):
        value = m.group(3)
        if len(re.findall(rf"(?<![\w.-]){re.escape(value)}(?![\w.-])", rec.text)) == 1:   # the value filled in as a word too
            command = " ".join(w for w in command.split(" ") if w != value)
        command = f"{m.group(1)}={value} {command}"
    if m := _found(_LINE_ENDS, rec.text):   # "add a semicolon to the end of every line in statements.sql"
        mark = _MARK_WORDS.get(m.group(1).lower(), m.group(1).strip("'\""))
        if re.fullmatch(r"[^\s/\\'&]{1,8}", mark):
            edit = "-i " if re.search(r"\bin[\s-]?place\b|\bedit\w*|\bsav(?:e|ing)\b", rec.text, re.I) else ""
            return f"sed {edit}'s/{'$' if m.group(2).lower() == 'end' else '^'}/{mark}/' {m.group(3)}"
    if (m := _found(_ALL_BUT_FIRST_COLUMN, rec.text)) and (c := re.fullmatch(
            r"(?:awk\s+-F\s*(['\"]?)(\S)\1\s+'\{print \$1\}'|cut\s+-d\s*(['\"]?)(\S)\3\s+-f\s*1)\s+(\S+)", command)):
        return f"cut -d{c.group(2) or c.group(4)} -f2- {c.group(5)}"   # "everything except the first column of data.csv"
    # mount -t FAT32 / NFS: file system types are lower case, and FAT's is vfat
    command = re.sub(r"(\bmount\s+(?:-\w+\s+)*-t\s+)(FAT(?:16|32)?|fat(?:16|32)?|NFS4?|EXT[234]|XFS|BTRFS|NTFS|EXFAT|ISO9660|CIFS)(?=\s)",
                     lambda t: t.group(1) + ("vfat" if t.group(2).lower().startswith("fat") else t.group(2).lower()), command)
    # cp -a template/* newproject/ for "everything inside template/, hidden files included": * leaves the dotfiles out
    if re.search(r"\bhidden\s+(?:files\s+|ones\s+)?(?:included|too|as\s+well)\b|\binclud\w*\s+(?:the\s+)?(?:hidden|dot)\s*files\b|\bdot\s*files\s+too\b", rec.text, re.I):
        command = re.sub(r"^((?:sudo\s+)?(?:cp|rsync)\s+(?:-\S+\s+)*)([~./\w-]+)/\*(\s+\S+)$", r"\1\2/.\3", command)
    # cp --backup=numbered -n …: a backup is no refusal to overwrite
    command = re.sub(r"^((?:sudo\s+)?(?:cp|mv)\s+(?:-\S+\s+)*?(?:--backup\S*|-b)\s+(?:-\S+\s+)*?)-n\s+", r"\1", command)
    # find / -name x |& grep -v 'Permission denied' for "hide the permission denied errors": the errors to /dev/null
    command = re.sub(r"^((?:sudo\s+)?find\s[^|;&]*?)\s*\|&\s*grep\s+-v\s+(['\"])Permission denied\2$", r"\1 2> /dev/null", command)
    if re.search(r"\bgit\s+log\b[^|;&]*\s-p\b", command) and not _found(_PATCH_WORDS, rec.text):
        command = re.sub(r"(\bgit\s+log\b[^|;&]*?)\s-p\b", r"\1", command)   # "the commit history of README.md": no diffs
    if _found(_WHOLE_FOLDER, rec.text):   # cp -r ~/dotfiles/. for "copy the whole ~/dotfiles folder": the folder itself
        command = re.sub(r"^(cp\s+(?:-\w+\s+)*)(\S+?)/\.(?=\s)", r"\1\2", command)
    zone = _found(_TIME_ZONE, rec.text)
    if zone and command.startswith(("timedatectl", "date")) and not re.search(r"\bset\b|\bchange\b", rec.text, re.I) \
            and "TZ=" not in command:
        command = f"TZ={zone.group(1)} date"   # "the current time in the Asia/Tokyo timezone": date there, nothing set
    if _found(_SORTED_ALREADY, rec.text) and command.startswith(("comm ", "join ", "diff ")):
        command = re.sub(r"<\(sort\s+([^()\s|]+)\)", r"\1", command)
    command = _UNPACKED_TO.sub(_unpacked_to, command)
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("gunzip", "gzip", "bunzip2", "unxz", "xz", "bzip2") and (words[util] == "gunzip" or "-d" in words[util:end]):
            operands = [k for k in range(util + 1, end) if not words[k].startswith("-")]
            if len(operands) == 2 and unquoted(words[operands[0]]).rsplit(".", 1)[0] == unquoted(words[operands[1]]):
                del words[operands[1]]
                return " ".join(words)
    # sort -nr colors.txt | uniq -c for "how many times each color shows up": the sort before a count only groups
    if not re.search(r"\bnumeric\w*|\bnumbers?\b", rec.text, re.I):
        command = re.sub(r"(^|\|\s*)sort\s+-(?:nr|rn|n|r)\s+((?:[^|\s-]\S*\s+)?)\|\s*uniq\s+-c\b", r"\1sort \2| uniq -c", command)
    return command


# Programs that take one file a run: a shell script reading $1, basename/dirname, a test.
_ONE_AT_A_TIME = frozenset({"sh", "bash", "zsh", "basename", "dirname", "test", "[", "readlink", "realpath", "file", "mv", "cp", "ln"})


def common_spellings(command: str, rec: Recognized) -> str:
    """``command`` in the spelling most people use for the same thing: words split on any white space (``tr -s
    '[:space:]' '\n'``, not only on spaces), a file of zeros written a megabyte at a time (``dd if=/dev/zero of=disk.img
    bs=1M count=1024``, not one 1G block held in memory), column's separator as its own word (``-s $'\t'``), an IPv4
    address as ``([0-9]{1,3}\\.){3}[0-9]{1,3}``, find's -exec for many files at once (``{} +``) where the program
    takes many."""
    command = re.sub(r"\btr -s ' ' '\\n'", r"tr -s '[:space:]' '\\n'", command)
    def megabytes(m: re.Match) -> str:
        size = int(m.group(2)) * (1024 if m.group(3).upper() == "G" else 1) * int(m.group(4))
        return f"{m.group(1)}bs=1M count={size}"
    command = re.sub(r"(\bdd\s+if=/dev/(?:zero|urandom)\s+of=\S+\s+)bs=(\d+)([MG])\s+count=(\d+)\b", megabytes, command)
    command = command.replace("'[0-9]+\\.[0-9]+\\.[0-9]+\\.[0-9]+'", "'([0-9]{1,3}\\.){3}[0-9]{1,3}'")
    m = re.search(r"\s-exec\s+(?P<tool>\S+)(?P<args>[^;+]*?)\s\{\}\s\\;$", command)
    if m and m.group("tool") not in _ONE_AT_A_TIME and command.count("-exec") == 1 and not re.search(r"\s-i\b", m.group("args")) \
            and not (rec and re.search(r"\b(?:each\s+one|one\s+(?:at\s+a\s+time|by\s+one)|each\s+(?:file\s+)?separately|separately)\b", rec.text, re.I)):
        command = command[:-2] + "+"   # -exec … {} +: one run for many files, as most people write it
    # su - jack ./backup.sh: what to run as another user is sudo -u's (su's extra words go to the user's shell)
    command = re.sub(r"^su\s+(?:-\s+|-l\s+|--login\s+)?(?P<user>[a-z_][\w-]*)\s+(?P<cmd>[^\s-][^|;&]*)$", r"sudo -u \g<user> \g<cmd>", command)
    if (m := _LOCAL_SCP.fullmatch(command)) and not (rec and re.search(r"\b(?:scp|ssh|remote|server|host)\b", rec.text, re.I)):
        command = f"cp{m.group('flags')}{m.group('rest')}"   # scp with no host anywhere: a local copy, cp's work
    return re.sub(r"\bcolumn\s+-t\s+-s\$'\\t'", r"column -t -s $'\\t'", command)


_LOCAL_SCP = re.compile(r"scp(?P<flags>(?:\s+-[rp]+)*)(?P<rest>(?:\s+(?![\w.@-]+:)[~./\w][^\s:|;&<>]*)+\s+[~/.][^\s:|;&<>]*)")



_COMPRESSOR_FLAGS = {"gzip": "123456789cdfhklLnNqrStvV", "bzip2": "123456789cdfhkLqstvVz", "xz": "0123456789cdefFhHklqQrStTvVz",
                     "zstd": "0123456789cdfhklqrvTo"}


# What asks cp for -i (ask before each overwrite) and for -n (never overwrite what is there)
_CP_ASKS = re.compile(r"\bask|confirm|interactiv|prompt|overwrit", re.I)
_CP_KEEPS = re.compile(r"overwrit|clobber|replac|already\s+(?:there|exists?|present)|existing\s+(?:files?|ones?|cop(?:y|ies))"
                       r"|(?:file|it|one)\s+exists|keep\s+(?:the\s+)?(?:old|original)", re.I)


# What asks an rsync to delete at the destination: references write --delete only after these words (96 rsyncs
# without them, none with --delete; 51 of 52 after "sync" alone leave it out).
_DELETION_ASKED = re.compile(r"delet|mirror|remov|gone|exact|identical|in\s+sync|clean|extraneous|no\s+longer|same\s+as|prune|purge|stale", re.I)


def flags_unasked(command: str, rec: Recognized) -> str:
    """``command`` without flags the model adds that the request does not ask for and that change what happens:
    a compressor's -f (force) and any flag it does not have (``gzip -9 -i``), cp's -i (asks before each overwrite) and -n (never overwrites),
    pkill's and pgrep's -f for a process named by its name ("force kill everything named celery": ``pkill -9
    celery``), apt's -y (answers its question unasked), wget's -c (resumes a partial file), sort -f beside -V, grep -i for a word
    the request writes in capitals ("env vars with AWS in the name"), systemctl's --now beside enable or disable when
    the request says nothing of now, rsync's --delete (removes files at the destination) unless the request asks."""
    words = command.split(" ")
    text = rec.text
    for util, end in simple_commands(words):
        name, flags = words[util], range(util + 1, end)
        for k in flags:
            w = words[k]
            if not re.fullmatch(r"-[A-Za-z0-9]+", w):
                continue
            letters = w[1:]
            if name in _COMPRESSOR_FLAGS:
                keep = "".join(c for c in letters if c in _COMPRESSOR_FLAGS[name]
                               and (c != "f" or re.search(r"\bforce|overwrit|\beven\s+if\s+\S+\s+already\s+exists", text, re.I))
                               and (c != "k" or _found(_INPUT_KEPT, text) or re.search(r"\bkeep|\boriginal|\bboth\b", text, re.I)))
            elif name == "cp" and ("i" in letters and not _CP_ASKS.search(text) or "n" in letters and not _CP_KEEPS.search(text)):
                keep = "".join(c for c in letters if not (c == "i" and not _CP_ASKS.search(text) or c == "n" and not _CP_KEEPS.search(text)))
            elif name in ("pkill", "pgrep") and re.search(r"\b(?:named|called)\s+\S+", text, re.I) \
                    and not re.search(r"command[\s-]?line|argument|script|running\s+\S|match\w*", text, re.I) \
                    and all(re.fullmatch(r"[\w-]+", unquoted(words[j])) for j in flags if not words[j].startswith("-")):
                keep = letters.replace("f", "")   # "everything named celery": the process's name, not its command line
            elif name in ("userdel", "deluser") and "r" in letters and not re.search(r"\bhome|\bfiles|\bmail|\beverything|\bcompletely"
                                                                                  r"|\bentirely|\bfully|\ball\s+(?:of\s+)?(?:their|his|her)", text, re.I):
                keep = letters.replace("r", "")   # userdel -r deletes the home folder too: asked only in words
            elif name == "touch" and not re.search(r"\baccess", text, re.I):
                keep = letters.replace("a", "")   # touch -a changes the access time only: not what "update the timestamp" asks
            elif name == "ln" and not re.search(r"\breplac|\boverwrit|\bforce|\bupdat|\brepoint|\bpoint\b|\bexist|\bchange|\bswitch|\bmove|\bre-?point|\binstead\b", text, re.I):
                keep = "".join(c for c in letters if c not in "fn")   # ln -sfn replaces a link that is there: not asked
            elif name == "wget" and not re.search(r"\bresum|\bcontinu|\bpartial|\binterrupt|\bbroken|\bcut\s+off|\bpick\s+up|\bleft\s+off"
                                                  r"|\bwhere\s+it\s+(?:left|stopped)|\bhalf|\bunfinished|\bincomplete", text, re.I):
                keep = letters.replace("c", "")   # wget -c goes on with a partial file: asked only as "resume"
            elif name in ("apt", "apt-get") and not NO_PROMPT.search(text):
                keep = letters.replace("y", "")   # "remove packages that are no longer needed": apt asks, as the user expects
            elif name == "sort" and re.search(r"[un]", letters) and "V" in "".join(words[j] for j in flags if words[j].startswith("-")) \
                    and "V" not in letters:
                # beside -V: -n is refused (incompatible), -u drops lines unasked ("in IP order")
                unique = re.search(r"uniq|duplicat|dedup|distinct|\bonce\b|\bdiffer", text, re.I)
                keep = "".join(c for c in letters if c != "n" and (c != "u" or unique))
            elif name == "sort" and "V" in letters + "".join(words[j] for j in flags if words[j].startswith("-")) \
                    and not re.search(r"\bcase\b", text, re.I):
                keep = letters.replace("f", "")
            else:
                continue
            words[k] = f"-{keep}" if keep else ""
        if name == "rsync" and not _DELETION_ASKED.search(text):
            for k in flags:   # rsync --delete removes files at the destination: only where the request asks for that
                if re.fullmatch(r"--delete(?:-\w+)*", words[k]):
                    words[k] = ""
        if name == "systemctl" and "--now" in words[util + 1:end] \
                and not re.search(r"\bnow\b|\bstart(?!s?\s+(?:at|on|during|with)\s+(?:the\s+)?(?:boot|startup|system)|s?\s+automatically)|\bstop"
                                  r"|\bright\s+away|\bimmediately|\bas\s+well\b|\btoo\b|\brunning\b", text, re.I):
            words[words.index("--now", util + 1)] = ""   # "enable cron so it starts at boot": not started now as well
        if name in ("grep", "egrep") and not re.search(r"\bcase\b|\bcapital|\bupper|\blower", text, re.I):
            pattern = next((unquoted(words[j]) for j in flags if not words[j].startswith("-")), "")
            if re.fullmatch(r"[A-Z][A-Z0-9_]{1,}", pattern) and re.search(rf"\b{pattern}\b", text):
                for j in flags:
                    if re.fullmatch(r"-[A-Za-z]*i[A-Za-z]*", words[j]):
                        words[j] = "-" + words[j][1:].replace("i", "") if words[j] != "-i" else ""
    return " ".join(w for w in words if w)


def stage_repeated(command: str, rec: Recognized | None = None) -> str:
    """``command`` without a pipeline stage that repeats the one before it: ``tail -n 50 error.log | tail -n 50``,
    ``column -t -s, inventory.csv | column -t`` (the second does what the first did); and a cp or mv source named
    twice in a row (``cp data.csv data.csv archive/``)."""
    # cp data.csv data.csv archive/: one source named twice
    command = re.sub(r"^((?:sudo\s+)?(?:cp|mv)\s+(?:-\S+\s+)*)(\S+)\s+\2(\s+\S+)$", r"\1\2\3", command)
    stages = command.split(" | ")
    kept = stages[:1]
    for stage in stages[1:]:
        before, words = kept[-1].split(" "), stage.split(" ")
        if words[0] == before[0] and words[0] not in ("sort", "uniq", "cut", "awk", "sed", "tr", "xargs") \
                and not any(w in SEGMENT_ENDS or w.startswith(("$(", "<(")) for w in words) and set(words[1:]) <= set(before[1:]):
            continue
        kept.append(stage)
    return " | ".join(kept)
