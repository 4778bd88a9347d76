"""Alignment and slot filling: the bridge between the English entities and the command slots.

Training: each command argument that matches an entity of the sentence (after normalising
units and signs: "10MB" ↔ ``+10M``, "2 days" ↔ ``-mtime -2``) becomes that entity's
placeholder (``Size_1``), so the model learns to copy placeholders. Unmatched arguments stay
literal when they are common syntax-like values (``.``, ``/``, ``1``), else they become a
typed slot numbered 0 (``Pattern_0``: "an argument the sentence did not name").

Inference: each placeholder in the generated tokens is filled from the user's entities by
name, then by a compatible unused entity, then by a default (``.`` for a search root); a slot
with nothing to fill stays a visible ``<pattern>``-style placeholder the user must edit —
never a made-up name. Filled values are quoted for the shell where needed.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from serval.model.command import (CURL_DATA_FLAGS, FLAG_ARG_TYPES, GLUE, PREFIX_UTILITIES, SEGMENT_ENDS, ParsedCommand,
                                  join_tokens, parse_command, utility_index)
from serval.model.entities import MONTHS, Entity, Recognized, free_words, spoken_permission, stem
from serval.model.repair import cp_contents, host_as_user, readable_sed, repair, rsync_contents
from serval.model.slot_types import SLOT_RE

PREPROCESS_VERSION = 16  # bump when recognize()/parse_command()/targets change meaning

# Which entity types may fill a slot of a given type when names do not match.
COMPATIBLE: dict[str, tuple[str, ...]] = {
    "Path": ("Path", "Directory", "File", "Text", "Variable"),
    "File": ("File", "Path", "Text", "Variable"),
    "Directory": ("Directory", "Path", "Text", "Variable"),
    "Pattern": ("Pattern", "Text", "File"),
    "Text": ("Text", "Pattern", "File", "Path", "Number"),
    "Number": ("Number",),
    "Size": ("Size",),
    "Timespan": ("Timespan", "Number"),
    "Permission": ("Permission",),
    "User": ("User", "Text"),          # Text: a name the model never saw ("www-data", "fileserver")
    "Group": ("Group", "User", "Text"),
    "Url": ("Url",),
    "Host": ("Host", "Url", "Text"),
    "Port": ("Port", "Number"),
    "Date": ("Date",),
    "Variable": ("Variable",),
}
DEFAULTS = {"Path": ".", "Directory": "."}
# Tools that destroy what they are given: an unnamed place is a hole to fill, never the current folder
# ("remove the empty folder logs" gave rmdir ., "delete the folder logs" rm -rf .).
NO_DEFAULT_PLACE = frozenset({"rm", "rmdir", "shred", "unlink", "truncate", "srm", "wipe"})
# Start-up files that only exist in the home folder: a request naming one means that one.
HOME_FILES = frozenset(""".bashrc .bash_profile .bash_aliases .bash_logout .bash_history .zshrc .zprofile .zshenv
.zlogin .zsh_history .profile .inputrc .vimrc .gitconfig .tmux.conf .screenrc .nanorc .Xresources .xinitrc
.npmrc .pypirc .netrc .wgetrc .curlrc""".split())
# Words after which a command word starts.
COMMAND_STARTS = SEGMENT_ENDS | PREFIX_UTILITIES | {"do", "then", "else"}
SCRIPT_NAME = re.compile(r"[\w.+-]+\.(?:sh|bash|zsh|py|pl|rb|js|php)")
USER_AT = GLUE + "@" + GLUE   # between the user and the host of user@host
SAFE_GLOB = re.compile(r"[\w.*?\[\]-]+")  # a glob that may stand unquoted after "dir/"
# A flag with one or two numbers glued on: cut -f3, cut -c5-12, lsof -i:8080 (prefix, number, "-", number).
_GLUED_VALUES = re.compile(r"(-[A-Za-z]:?)(\d+)(?:(-)(\d+))?")
MINUTE_TWIN = {"-mtime": "-mmin", "-atime": "-amin", "-ctime": "-cmin"}   # find's day flag → its minute flag
DAY_FLAGS = set(MINUTE_TWIN)
DAY_TWIN = {minutes: days for days, minutes in MINUTE_TWIN.items()}
MINUTE_FLAGS = set(MINUTE_TWIN.values())
NAME_TAKERS = {"unset", "export", "printenv", "readonly", "declare", "local", "typeset"}  # take a name, not $NAME
MOMENT_FLAGS = {"-d", "--date", "--since", "--until", "-newermt", "--after", "--before", "-S", "-U"}  # take a time
UNIT_NAMES = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks", "M": "months", "y": "years"}
_MINUTES = {"s": 1 / 60, "m": 1, "h": 60, "d": 1440, "w": 10080}
_DAYS = {"h": 1 / 24, "d": 1, "w": 7, "M": 30, "y": 365}
_SECONDS = {"s": 1, "m": 60, "h": 3600}   # watch -n, ping -i
# A command word that is a path to a program ("./bench.sh", "~/bin/deploy", "scripts/build.sh").
RUNNABLE = re.compile(r"(?!/dev/)[\w.~+-]*/[\w.+/-]*[\w.+-]")
RUNNABLE_TYPES = ("File", "Path")


def timespan_value(ent: Entity, flag: str | None) -> str:
    """The number a time entity becomes after ``flag`` (``-mmin`` counts minutes, ``-mtime`` days)."""
    if ent.type != "Timespan" or not ent.unit:
        return ent.value
    try:
        n = float(ent.value)
    except ValueError:
        return ent.value
    if flag in MINUTE_FLAGS and ent.unit in _MINUTES:
        n *= _MINUTES[ent.unit]
    elif flag in DAY_FLAGS and ent.unit in _DAYS:
        n *= _DAYS[ent.unit]
    elif flag in ("-n", "--interval") and ent.unit in _SECONDS:   # watch -n counts seconds: "every 5 minutes" is 300
        n *= _SECONDS[ent.unit]
    elif flag in ("sleep", "timeout"):
        return ent.value + ("" if ent.unit == "s" else ent.unit.lower() if ent.unit in "mhd" else "")
    else:
        return ent.value
    return str(int(n)) if n == int(n) else f"{n:g}"


def size_value(ent: Entity, flag: str | None) -> str:
    """The value to write for a Size after ``flag``: find's ``-size 100c`` counts bytes with its ``c``;
    every other tool takes a bare number as bytes (``head -c 100``, ``split -b 512``), and ``100c`` is no
    size to it."""
    v = ent.value
    return v[:-1] if flag != "-size" and v.endswith("c") and v[:-1].isdigit() else v


def go_duration(ent: Entity) -> str:
    """A time span as docker's ``--since``/``--until`` take it (a Go duration, whose units stop at hours):
    ``10m``, ``3h``, and ``48h`` for 2 days; the bare value for other units or no number."""
    if ent.unit in ("s", "m", "h"):
        return ent.value + ent.unit
    try:
        return f"{float(ent.value) * _DAYS[ent.unit] * 24:g}h" if ent.unit in ("d", "w") else ent.value
    except ValueError:
        return ent.value


def _whole_days(ent: Entity) -> bool:
    """Whether a time span is a whole number of days (48 hours, 2 weeks) or has no unit to tell."""
    if ent.unit not in ("s", "m", "h"):
        return True
    try:
        return ent.unit == "h" and float(ent.value) % 24 == 0
    except ValueError:
        return True


def variable_name(value: str) -> str:
    """``$HOME`` / ``${HOME}`` → ``HOME``: what unset/export/printenv take."""
    return value.lstrip("$").strip("{}")


def _match(value: str, ent: Entity, flag: str | None) -> str | None:
    """The sign/prefix to put before the entity for ``value``, or None when they do not match."""
    v, e = value, ent.value
    if v == e or v.lower() == e.lower():
        return ""
    if ent.type == "Timespan":
        e = timespan_value(ent, flag)
    if ent.type in ("Size", "Timespan", "Number") and v[:1] in "+-" and v[1:].lower() == e.lower():
        return v[0]
    if ent.type == "Port" and v[:1] == ":" and v[1:] == e:   # lsof -i :8080
        return ":"
    if ent.type == "Number" and v[:1] == "@" and v[1:] == e:   # date -d @1700000000: seconds since the epoch
        return "@"
    if ent.type in ("File", "Path") and v[:1] == "@" and v[1:] == e and flag in CURL_DATA_FLAGS:
        return "@"   # curl -d @payload.json: the file's contents, not its name
    if ent.type == "Timespan" and v.lower() == f"{ent.text} ago".lower():   # date -d '3 days ago'
        return ""
    if ent.type == "Timespan" and ent.unit and ent.unit in "smhd" and v == ent.value + ent.unit:
        return ""   # a duration with its unit letter: timeout 30s, docker logs --since 10m
    if ent.type == "Timespan" and v == go_duration(ent):
        return ""   # docker logs --since 48h for "the last 2 days": docker's durations stop at hours
    if ent.type == "Variable" and flag in NAME_TAKERS and v == variable_name(e):   # unset DEBUG
        return ""
    if ent.type == "Size" and v.lower() in (e.lower(), size_value(ent, flag)):
        return ""
    if ent.type == "Timespan" and v == e:
        return ""
    return None


@dataclass
class Alignment:
    """Model target tokens for one training pair, and how many arguments found an entity."""

    tokens: list[str]
    aligned: int
    arguments: int


def align(parsed: ParsedCommand, rec: Recognized, keep_literal: frozenset[str] | set[str] = frozenset()) -> Alignment:
    """Target tokens: syntax as is, arguments as entity placeholders, literals (common ones, and words
    of the sentence that are no entity: the model reads them and can write them), or ``Type_0``."""
    out: list[str] = []
    used: set[str] = set()
    aligned = arguments = 0
    prev: str | None = None
    toks = parsed.tokens
    said = _said_words(rec)
    i = 0
    while i < len(toks):
        tok = toks[i]
        i += 1
        whole = _remote_run(toks, i - 1)
        if whole is not None:   # user@host:path named as one entity ("copy to 'me@box:/srv'")
            end, value = whole
            ent = next((e for e in rec.entities if e.value == value and e.name not in used), None)
            if ent is not None:
                used.add(ent.name)
                aligned += 1
                arguments += 1
                out.append(ent.name)
                prev, i = value, end
                continue
        run = _text_run(toks, i - 1, rec, used)
        if run is not None:   # "df -h" of "run df -h every 5 seconds": watch's command, named as one value
            end, ent = run
            used.add(ent.name)
            aligned += 1
            arguments += 1
            out.append(ent.name)
            prev, i = toks[end - 1].text, end
            continue
        if tok.slot is None and (script := _runnable(tok, rec, used)) is not None:
            ent, prefix = script   # for i in {1..5}; do ./bench.sh; done: the script the request names
            used.add(ent.name)
            aligned += 1
            arguments += 1
            out.extend([prefix + GLUE, ent.name] if prefix else [ent.name])
            prev = tok.text
            continue
        if tok.slot is None:
            glued = None if tok.glue else _glued_values(tok.text, rec, used)
            out.extend(glued or [tok.text + (GLUE if tok.glue else "")])
            prev = tok.text
            continue
        arguments += 1
        # A trailing "/" the sentence did not write is kept as a suffix token ("dir1" → dir1/).
        forms = [(tok.value, "")]
        if len(tok.value) > 1 and tok.value.endswith("/"):
            forms.append((tok.value[:-1], "/"))
        hit: tuple[Entity, str, str] | None = None
        for ent in sorted(rec.entities, key=lambda e: e.name in used):
            for value, suffix in forms:
                sign = _match(value, ent, prev)
                if sign is not None:
                    hit = (ent, sign, suffix)
                    break
            if hit:
                break
        if hit:
            ent, sign, suffix = hit
            used.add(ent.name)
            aligned += 1
            if sign:
                out.append(sign + GLUE)
            out.append(ent.name)
            if suffix:
                out.append(GLUE + suffix)
        elif tok.text == tok.value and (split := _glob_in_folder(tok.value, rec, used, said)) is not None:
            out.extend(split)
            aligned += 1
        elif tok.slot in SCRIPT_SLOTS and (pieces := split_script(tok.text, rec)) is not None:
            out.extend(pieces)   # 's/⁀ Text_1 ⁀/⁀ Text_2 ⁀/g': the script built around the named values
            used.update(p for p in pieces if SLOT_RE.match(p))
            aligned += 1
        elif tok.text in keep_literal:
            out.append(tok.text)
        elif tok.text == tok.value and (word := next((f for f in forms if f[0] in said), None)):
            out.append(word[0])   # a word of the sentence ("ls notes", "cp x fonts/"): the model writes it
            if word[1]:
                out.append(GLUE + word[1])
        else:
            out.append(f"{tok.slot}_0")
        prev = tok.text
    return Alignment(out, aligned, arguments)


def _glued_values(text: str, rec: Recognized, used: set[str]) -> list[str] | None:
    """Target tokens for a flag with the request's numbers glued on, or None: ``cut -f3`` for "the third
    field" is ``-f⁀ Number_1``, ``cut -c5-12`` for "characters 5 to 12" ``-c⁀ Number_1 ⁀-⁀ Number_2``,
    ``cut -c1-8`` for "the first 8 characters" ``-c1-⁀ Number_1``, ``lsof -i:8080`` for "port 8080"
    ``-i:⁀ Port_1``. The entities found are added to ``used``."""
    m = _GLUED_VALUES.fullmatch(text)
    if m is None:
        return None
    flag, first, dash, second = m.groups()
    kinds = ("Port", "Number") if flag.endswith(":") else ("Number",)

    def entity(value: str | None) -> Entity | None:   # one used already may come again (grep -A5 -B5)
        found = [e for e in rec.entities if value is not None and e.type in kinds and e.value == value]
        return min(found, key=lambda e: e.name in used, default=None)

    a = entity(first)
    b = entity(second) if second != first else None
    if a is None and b is None:
        return None
    out = [flag + GLUE, a.name] if a is not None else [flag + first + dash + GLUE]
    if dash:
        out += ([GLUE + dash + GLUE, b.name] if b is not None else [GLUE + dash + second]) if a is not None else [b.name]
    used.update(e.name for e in (a, b) if e is not None)
    return out


def _runnable(tok, rec: Recognized, used: set[str]) -> tuple[Entity, str] | None:
    """The entity a program run by its path stands for, and the ``./`` the command puts before a
    bare name ("run bench.sh" → ``./bench.sh``); None for any other syntax word."""
    if tok.glue or not RUNNABLE.fullmatch(tok.text):
        return None
    for ent in sorted(rec.entities, key=lambda e: e.name in used):
        if ent.type not in RUNNABLE_TYPES:
            continue
        if ent.value == tok.text:
            return ent, ""
        if "/" not in ent.value and tok.text == "./" + ent.value:
            return ent, "./"
    return None


FOLDER_TYPES = ("Path", "Directory", "Variable", "Text")


def _glob_in_folder(value: str, rec: Recognized, used: set[str], said: set[str] = frozenset()) -> list[str] | None:
    """``~/Downloads/*.mp3`` from "mp3 files in ~/Downloads": the folder's placeholder (or the folder
    as a word of the sentence, "csv files in exports"), then the glob glued after a ``/`` (its
    placeholder, or a literal ``*``); None when the folder is not named."""
    head, sep, tail = value.rpartition("/")
    if not sep or not head or not any(c in tail for c in "*?["):
        return None
    folder = next((e for e in rec.entities if e.type in FOLDER_TYPES and head in (e.value, e.value.rstrip("/"))), None)
    if folder is None and head not in said:
        return None
    name = folder.name if folder else head
    if folder:
        used.add(folder.name)
    if tail == "*":
        return [name, GLUE + "/*"]
    glob = next((e for e in rec.entities if e.type == "Pattern" and e.value == tail), None)
    if glob is not None:
        used.add(glob.name)
    return [name, GLUE + "/" + GLUE, glob.name if glob else "Pattern_0"]


SCRIPT_SLOTS = ("Text", "Pattern", "Variable")   # arguments that may be built around named values
SCRIPT_VALUE_TYPES = ("Text", "Pattern", "Number", "Host", "Url", "File", "Path", "Directory", "User", "Variable", "Port")
MAX_SCRIPT_PIECE = 24   # a longer literal stretch is the user's own text, not syntax worth learning


# Words a script is made of (awk and sed syntax, usual awk variables): a literal piece may hold them
# even when the sentence says them ("sum the 5th column" → '{sum += $5} END {print sum}').
SCRIPT_WORDS = frozenset("""print printf sum s total count n c max min END BEGIN NR NF FS OFS RS length if else for in
while do done next getline gsub sub split substr tolower toupper int sprintf match index export echo
p d q i a g I PATH HOME""".split())


def _value_spans(text: str, ent: Entity) -> list[tuple[int, int]]:
    """Where ``ent``'s value stands as a whole word (a whole number) inside ``text``, not escaped."""
    value = ent.value
    if ent.type != "Number" and len(value) < 2:
        return []
    stop = r"[\d.]" if ent.type == "Number" else r"[\w@.-]"
    before = r"(?:(?<=\{1\.\.)|(?<!" + stop + r"|\\))" if ent.type == "Number" else rf"(?<!{stop}|\\)"   # {1..5}: the range's end
    pattern = rf"{before}{re.escape(value)}(?!{stop})"
    if ent.type == "Variable":   # export JAVA_HOME=…: the bare name being assigned
        pattern += rf"|(?<![\w$]){re.escape(variable_name(value))}(?==)"
    if value.startswith("~/"):   # "~/bin" inside double quotes is written "$HOME/bin" (no tilde expansion there)
        pattern += rf"|(?<![\w\\])\$(?:HOME|{{HOME}}){re.escape(value[1:])}(?!{stop})"
    spans = [(m.start(), m.end()) for m in re.finditer(pattern, text)]
    if ent.type == "Number":   # awk's $5 first: "NR>1 {print $1}" for "the first column"
        spans.sort(key=lambda sp: text[sp[0] - 1:sp[0]] != "$")
    return spans


def split_script(text: str, rec: Recognized) -> list[str] | None:
    """A script argument as pieces around the entity values it holds, or None when it holds none.

    ``'s/localhost/127.0.0.1/g'`` for "replace localhost with 127.0.0.1" becomes
    ``'s/⁀ Text_1 ⁀/⁀ Text_2 ⁀/g'`` and ``'{print $2}'`` for "the second column" ``'{print $⁀
    Number_1 ⁀}'``: the model learns the script's syntax and copies the values, as for any argument.
    Each entity stands for one occurrence; a script that would keep another word of the sentence
    in its literal pieces is not split (the model would learn that word as syntax).
    """
    spans: list[tuple[int, int, str]] = []
    for ent in sorted(rec.entities, key=lambda e: (-len(e.value), e.start)):
        if ent.type not in SCRIPT_VALUE_TYPES:
            continue
        for start, end in _value_spans(text, ent):
            if all(end <= s or start >= e for s, e, _ in spans):
                spans.append((start, end, ent.name))
                break
    if not spans or any(e - s == len(text) for s, e, _ in spans):
        return None
    spans.sort()
    pieces: list[str] = []
    pos = 0
    for start, end, name in spans:
        if start > pos:
            pieces.append(("" if pos == 0 else GLUE) + text[pos:start] + GLUE)
        elif pos > 0:
            return None   # two values side by side: no syntax tells them apart
        pieces.append(name)
        pos = end
    if pos < len(text):
        pieces.append(GLUE + text[pos:])
    literal = [p.strip(GLUE) for p in pieces if not SLOT_RE.match(p)]
    said = {w.lower() for w in re.findall(r"[A-Za-z_]\w+", rec.text)}
    if any(len(p) > MAX_SCRIPT_PIECE or any(w.lower() in said and w not in SCRIPT_WORDS
                                            for w in re.findall(r"[A-Za-z_]\w+", p)) for p in literal):
        return None
    return pieces


def _open_quote(word: str) -> tuple[str, int]:
    """The quote character still open at the end of ``word`` and where it opened (``("", -1)`` when none)."""
    quote, at, escaped = "", -1, False
    for i, c in enumerate(word):
        if quote == "'":
            quote = "" if c == "'" else quote
        elif escaped:
            escaped = False
        elif c == "\\":
            escaped = True
        elif quote == '"':
            quote = "" if c == '"' else quote
        elif c in "'\"":
            quote, at = c, i
    return quote, (at if quote else -1)


def _unescaped(text: str, char: str) -> int:
    """How many times ``char`` occurs in ``text`` not escaped by a backslash."""
    return len(re.findall(r"(?<!\\)(?:\\\\)*" + re.escape(char), text))


def _sed_escaped(value: str, script: str) -> str:
    """``value`` escaped for where it goes in the sed ``script`` written so far: a regex (search part
    of ``s``, an address ``/re/``) or a replacement (``&`` and ``\\`` are special there)."""
    commands = list(re.finditer(r"(?:^|(?<=[\s;{}\d$/!]))s([^\w\s\\])", script))
    if commands:
        delimiter = commands[-1].group(1)
        part = _unescaped(script[commands[-1].end():], delimiter)
    else:
        delimiter, part = "/", 0 if _unescaped(script, "/") % 2 else 2
    if part == 0:
        value = re.sub(r"([\\.*\[\]^$])", r"\\\1", value)
    elif part == 1:
        value = re.sub(r"([\\&])", r"\\\1", value)
    else:
        return value
    return value.replace(delimiter, "\\" + delimiter) if delimiter not in "\\.*[]^$&" else value


def _in_script(value: str, word: str, utility: str | None, expands: bool = False, inner_shell: bool = False) -> str:
    """``value`` put inside the quoted script ``word`` written so far: escaped for sed (regex,
    replacement, delimiter), quoted for a shell that runs the script (``bash -c '…'``, ``ssh host
    '…'``), then escaped for the open quote. A variable (``expands``) stays expandable."""
    quote, at = _open_quote(word)
    inner = _open_quote(word[at + 1:])[0]   # a quote open inside the script itself
    home = value.startswith("~/") and '"' in (quote, inner)   # no tilde expansion inside "…": $HOME/…
    if home:
        value = value[1:]
    if utility == "sed" and not expands:
        value = _sed_escaped(value, word[at + 1:])
    elif inner_shell and not expands and not inner:
        value = shell_quote(value, "Text")
    elif quote == "'" and inner == '"':   # awk '$2 == "x"', curl -d '{"k":"x"}'
        value = re.sub(r'(["\\])', r"\\\1", value)
    if quote == '"' and not expands:
        value = re.sub(r'(["$`\\])', r"\\\1", value)
    if quote == "'":
        value = value.replace("'", "'\\''")
    return "$HOME" + value if home else value


SHELL_RUNNERS = frozenset({"sh", "bash", "zsh", "ssh", "watch", "su"})   # their quoted argument is a command line


def _segment(out: list[str]) -> list[str]:
    """The words of the simple command ``out`` ends in (back to the last ``|``, ``;``, ``-exec``, …)."""
    start = next((i + 1 for i in range(len(out) - 1, -1, -1) if out[i] in SEGMENT_ENDS), 0)
    return out[start:]


def _runs_shell(words: list[str]) -> bool:
    """Whether the simple command ``words`` hands its quoted argument to a shell."""
    return any(w in SHELL_RUNNERS for w in words)


def _utility(words: list[str]) -> str | None:
    """The utility of the simple command ``words`` (after sudo, nohup, …), if any."""
    i = utility_index(words)
    return None if i is None else words[i]


# Utilities whose plain arguments are files: a glob there is for the shell to expand (sed … *.html).
FILE_UTILITIES = frozenset("""sed awk cat wc head tail ls rm cp mv chmod chown chgrp tar zip gzip gunzip bzip2
xz du stat file md5sum sha256sum sha1sum less more touch dos2unix sort uniq diff vim nano shred unzip tac nl
cut tr paste""".split())


def _shell_glob(value: str, utility: str | None, prev: str | None) -> bool:
    """A glob the shell should expand: an argument of a file-taking utility, not a flag's value, or
    the list of a ``for`` loop (``for f in *.jpeg``)."""
    takes_files = utility in FILE_UTILITIES and prev not in FLAG_ARG_TYPES.get(utility, {})
    return ((takes_files or utility == "for" and prev == "in") and SAFE_GLOB.fullmatch(value) is not None
            and any(c in value for c in "*?["))


# Utilities whose plain-word operands are file and folder names (not patterns or scripts).
PATH_WORD_UTILITIES = frozenset("""find ls cd cp mv rm mkdir rmdir du tar zip unzip rsync scp ln touch cat less
head tail wc chmod chown chgrp stat file diff tree""".split())


def _said_words(rec: Recognized) -> set[str]:
    """The words of the sentence outside its entities: words the model reads as words."""
    return {w for _, _, w in free_words(rec.text, rec.entities)}


def _said_form(tok: str, said: set[str], out: list[str], prev: str | None) -> str:
    """A folder or file name the model wrote as a word (``tok``, about to follow ``out``) takes the
    form the sentence says: the model reads stemmed words, so for "under project" it may write
    ``projects``."""
    if tok in said or not re.fullmatch(r"[a-z][a-z0-9_-]{2,}", tok):
        return tok
    utility = _utility(_segment(out))
    if utility not in PATH_WORD_UTILITIES or tok == utility or prev in FLAG_ARG_TYPES.get(utility, {}):
        return tok
    forms = {w for w in said if w != tok and stem(w.lower()) == stem(tok)}
    return forms.pop() if len(forms) == 1 else tok


def _glued_word(out: list[str]) -> str | None:
    """The text of the word being glued together at the end of ``out`` (None when it is not glued)."""
    if not out or not out[-1].endswith(GLUE):
        return None
    i = len(out) - 1
    while i > 0 and (out[i].startswith(GLUE) or out[i - 1].endswith(GLUE)):
        i -= 1
    return "".join(t.replace(GLUE, "") for t in out[i:])


def _remote_run(toks: list, i: int) -> tuple[int, str] | None:
    """``(end, "user@host:path")`` when ``toks[i:end]`` is one ``user@host[:path]`` or ``host:path``
    word, else None."""
    if toks[i].slot == "User" and i + 2 < len(toks) and toks[i + 1].text == GLUE + "@":
        end = i + 3
    elif toks[i].slot == "Host" and i + 1 < len(toks) and toks[i + 1].text == GLUE + ":" and toks[i + 1].glue:
        end = i + 1
    else:
        return None
    if end < len(toks) and toks[end].text == GLUE + ":":
        end += 2 if toks[end].glue and end + 1 < len(toks) else 1
    return end, "".join(t.value if t.slot else t.text.replace(GLUE, "") for t in toks[i:end])


def _text_run(toks: list, i: int, rec: Recognized, used: set[str]) -> tuple[int, Entity] | None:
    """``(end, entity)`` when ``toks[i:end]`` spell a several-word Text entity of the sentence (a command
    the request writes out, "ls -alF"), word for word within one simple command; else None."""
    for ent in rec.entities:
        words = ent.value.split()
        if ent.type != "Text" or len(words) < 2 or ent.name in used or i + len(words) > len(toks):
            continue
        run = toks[i:i + len(words)]
        if all(not t.glue and t.text not in SEGMENT_ENDS and (t.value if t.slot else t.text) == w
               for t, w in zip(run, words)):
            return i + len(words), ent
    return None


def shell_quote(value: str, slot: str) -> str:
    """Quote a filled value for the shell; keep ``~/`` and ``$VAR`` expandable."""
    if value == "" :
        return "''"
    if re.fullmatch(r"[\w@%+=:,./-]+", value) and not (slot == "Pattern" and any(c in value for c in "*?[")):
        return value
    if re.fullmatch(r"~?[\w@%+=:,./-]*\{\d+\.\.\d+\}[\w@%+=:,./-]*", value):
        return value   # file{1..10}.txt: a range the shell should expand
    if slot == "Variable" or re.fullmatch(r"\$\{?\w+\}?(/[\w@%+=:,./-]*)?", value):
        return f'"{value}"' if "/" in value else value
    if (value == "~" or value.startswith("~/")) and re.fullmatch(r"[\w@%+=:,./-]*", value[2:]):
        return value
    if slot != "Pattern" and re.fullmatch(r"~?[\w@%+=:,./*?-]+", value) and not value.startswith("-"):
        return value   # a path with a glob the user typed ("~/Downloads/*.mp3"): the shell should expand it
    if not any(c in value for c in '$`"\\!'):
        return f'"{value}"'
    return shlex.quote(value)


def placeholder(slot: str) -> str:
    """What an unfillable slot shows: fails harmlessly if run unedited (``<`` is a redirection)."""
    return f"<{slot.lower()}>"


@dataclass
class Filled:
    command: str          # slot-filled command for the user
    template: str         # canonical template (slot types from the filled command, as for gold commands)
    unfilled: int         # slots left as visible placeholders
    parses: bool          # the command (placeholders aside) parses as shell
    used: frozenset[str] = frozenset()   # names of the entities filled in (escaped values included)
    mixed_roles: int = 0  # values the command takes both as a place and as a searched name (find x -name x)


PLACE_SLOTS = frozenset({"Path", "File", "Directory"})
SEARCHED_SLOTS = frozenset({"Pattern", "Text"})


def mixed_roles(parsed: ParsedCommand) -> int:
    """How many argument values a simple command of ``parsed`` uses both as a file or folder and as a
    pattern or text (``find node_modules -name node_modules``). Across a pipe it is fine: ``df ~/mnt |
    grep -q ~/mnt`` looks for the path in the output."""
    count, roles = 0, {}
    for tok in [*parsed.tokens, None]:
        if tok is None or (tok.slot is None and tok.text in SEGMENT_ENDS):
            count += sum(1 for kinds in roles.values() if kinds & PLACE_SLOTS and kinds & SEARCHED_SLOTS)
            roles = {}
        elif tok.slot and len(tok.value) > 1:
            roles.setdefault(tok.value, set()).add(tok.slot)
    return count


def _followed_by_ago(text: str, ent: Entity) -> bool:
    """``3 days ago``: the time is a moment for date/journalctl, not an age for find."""
    return re.match(r"\s*ago\b", text[ent.end:], re.I) is not None


def moment(ent: Entity, text: str) -> str:
    """A timespan as GNU date reads a moment: ``3 days ago`` ("3d ago", "the last 3 days"), or
    ``3 days`` for the future ("in 3 days", "3 days from now", "90 days from today")."""
    n = ent.value
    unit = UNIT_NAMES.get(ent.unit, "days")
    if n == "1":
        unit = unit[:-1]
    future = re.search(r"\bin\s*$", text[:ent.start], re.I) or re.match(
        r"\s*(?:from\s+(?:now|today)|later|ahead|hence|in\s+the\s+future)\b", text[ent.end:], re.I)
    return f"{n} {unit}" + ("" if future else " ago")


_WEEKDAYS = {"sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6}
_DAY_NAME = re.compile(r"\b(sun|mon|tue|wed|thu|fri|sat)(?:day|nesday|rsday|sday|urday|s|rs)?s?\b")
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b|\b(\d{1,2}):(\d{2})\b|\bat\s+(\d{1,2})\s*(?:o'?clock)?(?=\s*(?:$|[,.;]|every|each|on|daily|in\b))")
_ORDINAL = re.compile(r"\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b|\bthe\s+first\b|\bfirst\s+day\b")


_WORKING_DAYS = re.compile(r"\bweek\s*days?\b|\bmonday\s+(?:to|through|-)\s+friday\b")


def _hour_of_day(hour: str, half: str | None) -> int:
    """A clock's hour on the 24-hour clock: ``_hour_of_day("6", "p")`` is 18, ``("12", "a")`` 0, ``("14", None)`` 14."""
    return int(hour) if not half else int(hour) % 12 + (12 if half.startswith("p") else 0)


def cron_schedule(text: str) -> str | None:
    """The crontab schedule a request states, or None: "every day at 3am" → ``0 3 * * *``, "every 5
    minutes" → ``*/5 * * * *``, "every monday at 9:30" → ``30 9 * * 1``, "every weekday at 6pm" →
    ``0 18 * * 1-5``, "on the first of every month" → ``0 0 1 * *``, "at boot" → ``@reboot``."""
    t = text.lower()
    if re.search(r"\b(?:at|on|after|every)\s+(?:re)?boot\b|\b(?:at|on)\s+start-?up\b"
                 r"|\b(?:when|every\s+time|whenever)\s+(?:the\s+)?(?:machine|system|computer|server|box|pi)\s+(?:starts|boots)\b", t):
        return "@reboot"
    if (m := re.search(r"\bevery\s+(\d+)\s*(?:minutes?|mins?)\b", t)):
        # "every 5 minutes from 9:00 to 17:59 on weekdays": the hours and days it is limited to
        hours = re.search(r"\b(?:from|between)\s+(\d{1,2})(?::\d{2})?\s*(am|pm)?\s+(?:to|and|until|till|-)\s+(\d{1,2})(?::\d{2})?\s*(am|pm)?\b", t)
        first, last = (_hour_of_day(hours.group(1), hours.group(2)), _hour_of_day(hours.group(3), hours.group(4))) if hours else (0, 0)
        hour = f"{first}-{last}" if 0 <= first < last <= 23 else "*"
        days = "1-5" if _WORKING_DAYS.search(t) else "*"
        return f"*/{m.group(1)} {hour} * * {days}"
    if re.search(r"\bevery\s+minute\b", t):
        return "* * * * *"
    if (m := re.search(r"\bevery\s+(\d+)\s*(?:hours?|hrs?)\b", t)):
        return f"0 */{m.group(1)} * * *"
    if re.search(r"\bevery\s+hour\b|\bhourly\b", t):
        return "0 * * * *"
    minute = hour = None
    if re.search(r"\bmidnight\b", t):
        minute, hour = 0, 0
    elif re.search(r"\bnoon\b|\bmidday\b", t):
        minute, hour = 0, 12
    elif (clocks := list(_CLOCK.finditer(t))):
        times = []
        for m in clocks:
            if m.group(1):
                times.append((_hour_of_day(m.group(1), m.group(3)), int(m.group(2) or 0)))
            elif m.group(4):
                times.append((int(m.group(4)), int(m.group(5))))
            else:
                times.append((int(m.group(6)), 0))
        if any(h > 23 or mm > 59 for h, mm in times):
            return None
        # "daily at 8:00 and 20:00": the hours of one minute; times of different minutes are two lines, not one
        same = len(clocks) > 1 and len({mm for _, mm in times}) == 1 and re.search(r"\band\b", t[clocks[0].end():clocks[1].start()])
        hour, minute = (",".join(str(h) for h in dict.fromkeys(h for h, _ in times)) if same else times[0][0]), times[0][1]
    day_of_week, day_of_month = "*", "*"
    if _WORKING_DAYS.search(t):
        day_of_week = "1-5"
    elif re.search(r"\bweekends?\b", t):
        day_of_week = "6,0"
    elif (days := [_WEEKDAYS[d] for d in _DAY_NAME.findall(t)]):
        day_of_week = ",".join(str(d) for d in dict.fromkeys(days))
    elif re.search(r"\bevery\s+week\b|\bweekly\b|\beach\s+week\b", t):
        day_of_week = "0"
    if re.search(r"\b(?:every|each|a|per)\s+month\b|\bmonthly\b", t):
        days_said = [m.group(1) or "1" for m in _ORDINAL.finditer(t)]   # "on the 1st and 15th of each month": 1,15
        day_of_month = ",".join(dict.fromkeys(days_said)) if days_said else "1"
        if not all(1 <= int(d) <= 31 for d in day_of_month.split(",")):
            return None
    month = "*"
    if (m := re.search(r"\b(?:on\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(\d{1,2})(?:st|nd|rd|th)?\b", t)) \
            and re.search(r"\b(?:every|each|a|per)\s+year\b|\byearly\b|\bannually\b", t):
        # "at 00:00 on January 1st every year"
        month = str(MONTHS.index(m.group(1)) + 1)
        day_of_month = m.group(2)
        if not 1 <= int(day_of_month) <= 31:
            return None
    daily = re.search(r"\b(?:every|each)\s+(?:day|night|morning|evening)\b|\bdaily\b|\bnightly\b|\ba\s+day\b", t)
    if hour is None:
        if not (daily or day_of_week != "*" or day_of_month != "*"):
            return None
        minute, hour = 0, 0
    return f"{minute} {hour} {day_of_month} {month} {day_of_week}"


def runnable(value: str) -> bool:
    """A name a shell can run as a program: a path (``./x.sh``, ``~/bin/deploy``) or a script (``train.py``)."""
    return bool(RUNNABLE.fullmatch(value) or SCRIPT_NAME.fullmatch(value))


def _runs_here(value: str) -> bool:
    """A bare script name (``backup.sh``, ``train.py``) that the shell would look up in PATH as a command."""
    return "/" not in value and not value.startswith(("~", "$", "-")) and bool(SCRIPT_NAME.fullmatch(value))


def stray_brace(tokens: list[str]) -> bool:
    """True when a glued closing brace ends a word that opened none (``for i in Number_1 ⁀}`` where
    the model dropped the ``{1..⁀`` before it): the shell reads ``5}`` as a plain word."""
    word = ""
    for tok in tokens:
        if not tok.startswith(GLUE) and not word.endswith(GLUE):
            word = ""
        if tok.startswith(GLUE + "}") and "{" not in word:
            return True
        word += tok
    return False


def _assign(slots: list[tuple[int, str, str]], rec: Recognized) -> dict[int, Entity]:
    """Entity for each slot position: by placeholder name, then same type, then a compatible type."""
    by_name = rec.by_name()
    chosen: dict[int, Entity] = {i: by_name[tok] for i, tok, _ in slots if tok in by_name}
    used = {e.name for e in chosen.values()}
    for exact in (True, False):
        for i, _, slot in slots:
            if i in chosen:
                continue
            kinds = (slot,) if exact else COMPATIBLE.get(slot, (slot,))
            ent = next((e for e in rec.entities if e.name not in used and e.type in kinds), None)
            if ent is not None:
                chosen[i] = ent
                used.add(ent.name)
    return chosen


# "the contents of ./site", "everything in build/", "empty the folder logs": the folder's entries, not the folder
# ("remove the empty folder logs" is the folder).
# "empty" as a verb: first, or after a subject, "and", "please" … ("removes empty folder edi" is the folder).
_EMPTY_VERB = r"(?:(?<![\w\s])|^|(?<=\bi\s)|(?<=\byou\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bplease\s)|(?<=\bto\s)|(?<=\bjust\s))\s*empty"
_CONTENTS_WORDS = (r"\b(?:contents?\s+of|everything\s+(?:in|inside|under|from)|" + _EMPTY_VERB +
                   r"|clear\s+out|clean\s+out)\s+(?:the\s+|my\s+)?")
_CONTENTS_OF = re.compile(_CONTENTS_WORDS + r"(?:(?:folder|directory|dir)\s+)?$", re.I)   # before an entity
# a folder the model knows as a word, so no entity: "everything in the tmp folder"
_CONTENTS_OF_WORD = re.compile(_CONTENTS_WORDS + r"(?!(?:the|my|a|an)\s)([a-z_][\w.-]*)\s+(?:folder|directory|dir)\b", re.I)


def mount_options(text: str) -> str | None:
    """mount's ``-o`` list in the request's words: "remount … read-write" → ``remount,rw``, "the image
    ubuntu.iso read-only" → ``loop,ro``; None when the words name no option."""
    low = text.lower()
    if re.search(r"\bbind\b", low):
        return None   # a bind mount is --bind
    options = ["remount"] if re.search(r"\bre-?mount", low) else []
    if not options and re.search(r"\.(?:iso|img)\b|\bimage\b|\bloop(?:back)?\b", low):
        options.append("loop")
    if re.search(r"\bread[- ]?only\b", low):
        options.append("ro")
    elif re.search(r"\bread[- ]?(?:and[- ])?write\b|\bwritable\b", low):
        options.append("rw")
    return ",".join(options) if options[-1:] in (["ro"], ["rw"]) else None


def fill(tokens: list[str], rec: Recognized) -> Filled:
    """Fill generated ``tokens`` from the user's entities (see module docstring)."""
    slots = [(i, tok, m.group(1)) for i, tok in enumerate(tokens) if (m := SLOT_RE.match(tok))]
    chosen = _assign(slots, rec)
    kinds = {i: slot for i, _, slot in slots}
    out: list[str] = []
    concrete: list[str] = []   # the same with a neutral word for unfilled slots (typed by context)
    unfilled = 0
    prev: str | None = None
    said = _said_words(rec)
    skip: set[int] = set()
    for i, tok in enumerate(tokens):
        if i in skip:
            continue
        if i in kinds and i not in chosen and tokens[i + 1:i + 2] == [USER_AT]:
            skip.add(i + 1)   # scp db1:backup.sql . when the request names no user: user@ is optional
            continue
        if i not in kinds:
            tok = _said_form(tok, said, out, prev)
            out.append(tok)
            concrete.append(tok)
            if not tok.endswith(GLUE) and not tok.startswith(GLUE):
                prev = tok
            continue
        slot, ent = kinds[i], chosen.get(i)
        if ent is not None:
            if ent.type == "Timespan" and prev in DAY_FLAGS and not _whole_days(ent):
                # "changed in the last 30 minutes" written with -mtime: whole days cannot say it
                at = len(out) - 1 - out[::-1].index(prev)
                out[at] = concrete[at] = prev = MINUTE_TWIN[prev]
            elif ent.type == "Timespan" and prev in MINUTE_FLAGS and ent.value.isdigit() and (
                    ent.unit in ("d", "w") or (ent.unit == "h" and int(ent.value) % 24 == 0)):
                # "modified in the last 2 days" (or 48 hours) written with -mmin: -mtime -2 says it in days
                at = len(out) - 1 - out[::-1].index(prev)
                out[at] = concrete[at] = prev = DAY_TWIN[prev]
            value = (timespan_value(ent, prev) if ent.type == "Timespan" else size_value(ent, prev) if ent.type == "Size"
                     else ent.value)
            if value in HOME_FILES or value.rpartition(".")[0] in HOME_FILES:
                value = "~/" + value   # ".bashrc" is the one in the home folder, wherever the shell is; so is its .bak
            glued_glob = slot == "Pattern" and i > 0 and tokens[i - 1] == GLUE + "/" + GLUE and SAFE_GLOB.fullmatch(value)
            word = _glued_word(out)
            in_script = word is not None and _open_quote(word)[0] != ""
            if i + 1 < len(tokens) and tokens[i + 1].startswith(GLUE + "/") and len(value) > 1 and not in_script:
                value = value.rstrip("/")   # "build/" then "/*.sql": one slash
            if ent.type == "Timespan" and prev in ("--since", "--until") and _utility(_segment(out)) == "docker":
                value = go_duration(ent)
            elif ent.type == "Timespan" and (prev in MOMENT_FLAGS or slot == "Date" or (
                    prev not in MINUTE_FLAGS | DAY_FLAGS | {"sleep", "timeout"} and _followed_by_ago(rec.text, ent))):
                value = moment(ent, rec.text)
            elif ent.type == "Variable" and (prev in NAME_TAKERS or tokens[i + 1:i + 2] == [GLUE + "=" + GLUE]):
                value = variable_name(value)
            elif ent.type == "Pattern" and prev == "-format" and value.startswith("*."):
                value = value[2:]   # mogrify -format jpg: the format is the extension, not a glob
            if out and out[-1] == "./" + GLUE and "/" in value.rstrip("/"):
                out.pop(), concrete.pop()   # ./⁀ then a value that is a path already: run it by that path
                word = _glued_word(out)
            if slot in ("File", "Path") and not in_script and _runs_here(value) and (
                    not out or out[-1] in COMMAND_STARTS):
                value = "./" + value   # nohup backup.sh &: a script in the current folder runs by its path
            segment = _segment(out)
            if in_script:
                # a variable, or a path that starts with one ($HOME/go/bin): left for the shell to expand
                expands = ent.type == "Variable" or ent.type in ("Path", "File", "Directory") and bool(re.match(r"\$\{?[A-Za-z_]", value))
                out.append(_in_script(value, word, _utility(segment), expands, _runs_shell(segment)))
            else:
                expand = glued_glob or (slot == "Pattern" and _shell_glob(value, _utility(segment), prev))
                out.append(value if expand else shell_quote(value, slot))   # dir/*.mp3, sed … *.html
        elif slot in DEFAULTS and _utility(_segment(out)) not in NO_DEFAULT_PLACE:
            out.append(DEFAULTS[slot])
        elif slot == "Text" and prev == "-o" and _utility(_segment(out)) == "mount" and (options := mount_options(rec.text)):
            out.append(options)   # "mount ubuntu.iso read-only at /mnt/iso": -o loop,ro
        elif slot == "Permission" and _utility(_segment(out)) == "chmod" and (mode := spoken_permission(rec.text)):
            out.append(mode)   # "remove write permission for group and others": go-w
        else:
            out.append(placeholder(slot))
            unfilled += 1
        concrete.append(out[-1] if not out[-1].startswith("<") else "x")
        prev = tok
    out, concrete = repair(out), repair(concrete)
    contents = {e.value.rstrip("/") for e in rec.entities if _CONTENTS_OF.search(rec.text[:e.start])}
    contents |= {m.group(1) for m in _CONTENTS_OF_WORD.finditer(rec.text)}
    out = cp_contents(rsync_contents(out, contents), contents)
    parsed = parse_command(join_tokens(concrete))
    return Filled(host_as_user(readable_sed(join_tokens(out))), parsed.template(), unfilled,
                  parsed.parsed and not stray_brace(tokens),
                  frozenset(e.name for e in chosen.values()), mixed_roles(parsed))


