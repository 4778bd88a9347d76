"""Command side of the generic forms: shell commands → token sequences with typed argument slots.

``parse_command("find . -name '*.log' -size +10M")`` keeps utilities, flags and operators
and marks every argument with a slot type from its context::

    find Path_1 -name Pattern_1 -size Size_1

Commands are parsed with bashlex; what bashlex rejects goes through a shell-aware
tokenizer (``shlex`` with punctuation characters) and is flagged ``parsed=False``.
Tokens keep the raw source text (quotes included), so joining them back gives a command
with the same shell words as the original (see ``same_words``).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

import bashlex

from serval.model.slot_types import SLOT_RE

GLUE = "\u2040"  # marks a token that joins the next one with no space: "--opt=⁀" "Text_1" → "--opt=x"

# Argument values kept as they are in every template: they are syntax, not data.
KEYWORD_ARGS = frozenset({"{}", "'{}'", '"{}"', "\\;", ";", "+", "';'", '";"', "{} \\;", "-"})
# Spellings of one shell word that templates write one way ("{}" and '{}' are {} to the shell).
CANONICAL_SYNTAX = {"'{}'": "{}", '"{}"': "{}", "';'": "\\;", '";"': "\\;", "\\!": "!",
                    "'('": "\\(", '"("': "\\(", "')'": "\\)", '")"': "\\)"}
# find's expression operators (and test's "!"): syntax wherever they appear as a word.
EXPRESSION_OPERATORS = frozenset({"!", "\\!", "(", ")", "\\(", "\\)", "'('", "')'", '"("', '")"', ","})
# Flags whose argument is a small closed set (find -type f): kept literal in every template.
ENUM_FLAGS = frozenset({"-type", "-xtype", "-regextype", "-fstype"})

# Slot type of the argument that follows a flag, per utility (find's -o is "or", grep's -o takes nothing).
FLAG_ARG_TYPES: dict[str, dict[str, str]] = {
    "find": {
        **dict.fromkeys(["-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename",
                         "-regex", "-iregex", "-lname", "-ilname"], "Pattern"),
        "-size": "Size",
        **dict.fromkeys(["-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin", "-used"], "Timespan"),
        **dict.fromkeys(["-newer", "-anewer", "-cnewer", "-samefile", "-fprint", "-fprint0", "-fls"], "File"),
        **dict.fromkeys(["-user", "-uid"], "User"),
        **dict.fromkeys(["-group", "-gid"], "Group"),
        "-perm": "Permission",
        **dict.fromkeys(["-maxdepth", "-mindepth", "-links", "-inum"], "Number"),
        **dict.fromkeys(["-printf", "-fprintf"], "Text"),
        "-newermt": "Date",
    },
    "grep": {"-e": "Pattern", "--regexp": "Pattern", "-f": "File", "--include": "Pattern",
             "--exclude": "Pattern", "--exclude-dir": "Pattern", "-m": "Number", "-A": "Number",
             "-B": "Number", "-C": "Number", "--max-count": "Number"},
    "head": {"-n": "Number", "-c": "Size", "--lines": "Number", "--bytes": "Size"},
    "tail": {"-n": "Number", "-c": "Size", "--lines": "Number", "--bytes": "Size"},
    "cut": {"-d": "Text", "-f": "Number", "-c": "Number", "-b": "Number", "--delimiter": "Text"},
    "sort": {"-k": "Number", "-t": "Text", "-o": "File"},
    "xargs": {"-I": "Text", "-n": "Number", "-P": "Number", "-d": "Text", "-L": "Number"},
    "split": {"-l": "Number", "-b": "Size", "-n": "Number"},
    "du": {"-d": "Number", "--max-depth": "Number"},
    "tree": {"-L": "Number"},
    "ssh": {"-p": "Port", "-i": "File", "-l": "User", "-L": "Text", "-R": "Text", "-D": "Port"},
    "scp": {"-P": "Port", "-i": "File", "-o": "Text", "-F": "File", "-l": "Number", "-c": "Text", "-S": "File",
            "-J": "Host"},
    "nc": {"-p": "Port"},
    "ping": {"-c": "Number", "-i": "Number", "-W": "Number", "-s": "Size"},
    "useradd": {"-g": "Group", "-G": "Group", "-d": "Directory", "-s": "File"},
    "usermod": {"-g": "Group", "-G": "Group", "-d": "Directory", "-s": "File"},
    "tar": {"-f": "File", "-C": "Directory", "--exclude": "Pattern"},
    "zip": {"-x": "Pattern"},
    "ls": {"-I": "Pattern", "--ignore": "Pattern"},
    "touch": {"-d": "Date", "-t": "Date", "-r": "File"},
    "date": {"-d": "Date", "+": "Text"},
    "sed": {"-e": "Text", "-f": "File"},
    "awk": {"-F": "Text", "-f": "File", "-v": "Text"},
    "chmod": {"--reference": "File"},
    "wget": {"-O": "File", "-P": "Directory"},
    "curl": {"-o": "File", "--output": "File", "-u": "User", "-H": "Text", "-d": "Text", "-X": "Text"},
    "rsync": {"--exclude": "Pattern", "--include": "Pattern", "-e": "Text"},
    **dict.fromkeys(["gcc", "g++", "cc", "clang"], {"-o": "File"}),
}

# Slot type of positional arguments (1st, 2nd, …; the last entry repeats) per utility.
POSITIONAL_TYPES: dict[str, tuple[str, ...]] = {
    "grep": ("Pattern", "Path"), "egrep": ("Pattern", "Path"), "fgrep": ("Pattern", "Path"),
    "zgrep": ("Pattern", "File"), "sed": ("Text", "File"), "awk": ("Text", "File"),
    "chmod": ("Permission", "Path"), "chown": ("User", "Path"), "chgrp": ("Group", "Path"),
    "cd": ("Directory",), "mkdir": ("Directory",), "rmdir": ("Directory",), "pushd": ("Directory",),
    "find": ("Path",), "ls": ("Path",), "du": ("Path",), "tree": ("Directory",),
    "echo": ("Text",), "printf": ("Text",), "kill": ("Number",), "sleep": ("Timespan",),
    "ssh": ("Host",), "ssh-copy-id": ("Host",), "sftp": ("Host",), "mosh": ("Host",), "ping": ("Host",), "host": ("Host",), "dig": ("Host",), "nslookup": ("Host",),
    "wget": ("Url",), "curl": ("Url",), "useradd": ("User",), "userdel": ("User",),
    "usermod": ("User",), "passwd": ("User",), "su": ("User",), "groupadd": ("Group",),
    "seq": ("Number",), "jq": ("Text", "File"),
    **dict.fromkeys(["cp", "mv", "ln", "rm", "cat", "touch", "less", "more", "wc", "diff", "stat", "file",
                     "gzip", "gunzip", "bzip2", "zip", "unzip", "tar", "rsync", "scp", "source", "vim",
                     "nano", "md5sum", "sha256sum", "sha1sum", "readlink", "realpath", "tac", "nl", "uniq",
                     "sort", "head", "tail", "split", "shred"], ("Path",)), "yes": ("Text",), "basename": ("Path", "Text"), "dirname": ("Path",),
    "export": ("Variable",), "unset": ("Variable",), "read": ("Variable",),
}

# Words after which a new simple command starts (in a model/template token list).
SEGMENT_ENDS = frozenset({"|", "||", "&&", ";", "&", "$(", "<(", ">(", "`", "-exec", "-execdir", "xargs"})
# Utilities that run the word after them (and their own flags) as another command.
PREFIX_UTILITIES = frozenset({"sudo", "xargs", "nohup", "time", "env", "nice", "exec", "command",
                              "builtin", "timeout", "watch", "strace", "ionice", "stdbuf"})



def utility_index(words: list[str], start: int = 0, end: int | None = None) -> int | None:
    """Index of the utility of the simple command ``words[start:end]`` (a model/template token list):
    the first word that is no flag, no glued piece and no prefix such as sudo or nohup."""
    for i in range(start, len(words) if end is None else end):
        w = words[i]
        if w not in PREFIX_UTILITIES and not w.startswith("-") and GLUE not in w:
            return i
    return None


_NUM = re.compile(r"^[+-]?\d+(\.\d+)?$")
_SIZE = re.compile(r"^[+-]?\d+(\.\d+)?([kKMGTP]i?[bB]?|[bcw]|[kKMGT]B)$")
_IP = re.compile(r"^\d{1,3}(\.\d{1,3}){3}(:\d+)?$")
_PERM = re.compile(r"^([0-7]{3,4}|[ugoa]*[+=-][rwxXst]+(,[ugoa]*[+=-][rwxXst]+)*)$")
_EXT = re.compile(r"\.[A-Za-z0-9]{1,8}$")
_REMOTE = re.compile(r"^([A-Za-z_][\w.-]*)@([\w.-]+)(?::(\S*))?$")  # user@host, user@host:path
_OWNER = re.compile(r"^([A-Za-z_][\w.-]*):([A-Za-z_][\w.-]*)$")  # chown user:group
_HOST_PATH = re.compile(r"^([A-Za-z0-9][\w.-]*):(?!//)(\S*)$")  # scp db1:backup.sql, rsync -a web1:/srv/ .
REMOTE_COPIERS = frozenset({"scp", "rsync"})
CURL_DATA_FLAGS = frozenset({"-d", "--data", "--data-binary"})   # curl reads the file named after an @ here
# tr's sets that are syntax, not data: [:upper:], a-z, \n (tr '[:upper:]' '[:lower:]', tr -d '\r').
_TR_SET = re.compile(r"(?:\[:[a-z]+:\]|[A-Za-z0-9]-[A-Za-z0-9]|\\[nrt0]|\\0[0-7]*)+")
_ASSIGN_ARG = re.compile(r"^(--?[A-Za-z][\w-]*=|[a-z]{1,8}=)(.+)$", re.S)


@dataclass
class Token:
    """One template token. ``slot`` is the slot type for an argument, None for syntax."""

    text: str                 # raw source text of the token (quotes kept)
    slot: str | None = None   # slot type ("Path", "Size", …) or None
    value: str = ""           # the argument after shell unquoting (for alignment); "" for syntax
    glue: bool = False        # join with the next token without a space (--opt=VALUE)


@dataclass
class ParsedCommand:
    """A command split into syntax tokens and typed argument tokens."""

    source: str
    tokens: list[Token] = field(default_factory=list)
    parsed: bool = True       # False when bashlex rejected it and the fallback tokenizer ran

    def template(self) -> str:
        """Generic form with slots numbered per type in order of appearance."""
        counts: dict[str, int] = {}
        out: list[str] = []
        for tok in self.tokens:
            if tok.slot is None:
                out.append(CANONICAL_SYNTAX.get(tok.text, tok.text) + (GLUE if tok.glue else ""))
            else:
                counts[tok.slot] = counts.get(tok.slot, 0) + 1
                out.append(f"{tok.slot}_{counts[tok.slot]}")
        return join_tokens(out)

    def words(self) -> list[str]:
        """Token texts with arguments kept: the command's shell words and operators, in order."""
        return [t.text + (GLUE if t.glue else "") for t in self.tokens]


def join_tokens(tokens: list[str]) -> str:
    """Join model/template tokens into one command line, honouring glue marks.

    ``$(`` ``<(`` ``>(`` and backticks hug what they enclose, as people write them.
    """
    out: list[str] = []
    stack: list[str] = []          # open substitutions: "$(" or "`"
    glue_next = False
    for tok in tokens:
        lead = tok.startswith(GLUE) and len(tok) > len(GLUE)   # "⁀/": a suffix joined to the token before
        if lead:
            tok = tok[len(GLUE):]
        glued = tok.endswith(GLUE) and len(tok) > len(GLUE)    # "⁀@⁀": joined on both sides
        text = tok[: -len(GLUE)] if glued else tok
        if lead:
            out.append(text)
            glue_next = glued
            continue
        closes = (text == ")" and stack and stack[-1] == "(") or (text == "`" and stack and stack[-1] == "`")
        if out and not glue_next and not closes:
            out.append(" ")
        out.append(text)
        if closes:
            stack.pop()
            glue_next = glued
        elif text in ("$(", "<(", ">(", "`"):
            stack.append("(" if text != "`" else "`")
            glue_next = True
        else:
            glue_next = glued
    return "".join(out)


# tar's short flags bundled with f last (-czf, xvjf): the next word is the archive.
_TAR_CLUSTER = re.compile(r"-[A-Za-z]*f")
_TAR_OLD_STYLE = re.compile(r"[ctxruA][vzjJpkOwWShP]*f?|[vzjJpk]*[ctxruA][vzjJpkf]*")


def _classify_value(value: str, raw: str, default: str) -> str:
    """A slot type from what an argument looks like, else ``default``."""
    if SLOT_RE.match(value):
        return value.rsplit("_", 1)[0]
    if default == "Text" and raw[:1] in "'\"" and (" " in value or "/" in value or "$" in value):
        return "Text"  # a quoted script or message (sed, awk, echo), not a path
    if "://" in value:
        return "Url"
    if raw.startswith("$") and re.fullmatch(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?", raw):
        return "Variable"
    if _IP.match(value):
        return "Host"
    if _NUM.match(value) and default not in ("Number", "Size", "Timespan", "Permission", "Port", "Pattern", "Date"):
        return "Number"
    if default in ("Pattern", "Permission", "User", "Group", "Timespan", "Host", "Url", "Date", "Port",
                   "Variable"):
        return default
    if default == "Number" and _SIZE.match(value) and not _NUM.match(value):
        return "Size"
    if _NUM.match(value):
        return default if default in ("Number", "Size", "Timespan") else "Number"
    if _SIZE.match(value):
        return "Size"
    if any(c in value for c in "*?[") and not raw.startswith("$"):
        return "Pattern"
    if default in ("Path", "File", "Directory"):
        return default  # the context decides, not the spelling: "dir" and "dir/" are one slot type
    if "/" in value or value.startswith("~"):
        return "Path"
    if _EXT.search(value) and re.fullmatch(r"[\w.-]+", value) and not _NUM.match(value):
        return "File"
    return default


class _Emitter:
    """Walks a bashlex tree and emits tokens in source order."""

    def __init__(self, source: str):
        self.s = source
        self.tokens: list[Token] = []

    def raw(self, node) -> str:
        return self.s[node.pos[0]:node.pos[1]]

    def syntax(self, text: str) -> None:
        self.tokens.append(Token(text))

    def node(self, node) -> None:
        kind = node.kind
        if kind == "command":
            self.command(node)
        elif kind in ("list", "pipeline", "compound", "for", "if", "while", "until", "function", "case"):
            self.container(node)
        elif kind == "operator":
            self.syntax(node.op)
        elif kind == "pipe":
            self.syntax(node.pipe)
        elif kind == "reservedword":
            self.syntax(node.word)
        elif kind == "redirect":
            self.redirect(node)
        elif kind == "word":
            self.argument(node, "Text")
        else:
            self.syntax(self.raw(node))

    def container(self, node) -> None:
        parts = list(getattr(node, "parts", []) or [])
        if node.kind == "compound" and not parts:
            parts = list(getattr(node, "list", []) or [])
        if node.kind == "function":
            self.syntax(node.name.word)
            parts = [p for p in parts if p is not node.name]
        # a loop's or group's own redirects ("done < hosts.txt", "} > out.log") follow its body
        parts += [r for r in getattr(node, "redirects", []) or [] if r not in parts]
        for part in sorted(parts, key=lambda p: p.pos[0]):
            self.node(part)

    def redirect(self, node) -> None:
        out = node.output
        if isinstance(out, int) or not hasattr(out, "pos"):
            self.syntax(self.raw(node).replace(" ", ""))
            return
        self.syntax(self.s[node.pos[0]:out.pos[0]].strip())
        if out.word in ("/dev/null", "/dev/stdout", "/dev/stderr"):
            self.syntax(self.raw(out))
        else:
            self.argument(out, "File")

    def substitution(self, word) -> bool:
        """Emit a word that is exactly one command/process substitution; False if it is not."""
        parts = getattr(word, "parts", None) or []
        if len(parts) != 1 or parts[0].kind not in ("commandsubstitution", "processsubstitution"):
            return False
        sub = parts[0]
        # bashlex ends the substitution before a closing ")" that follows a space: allow that.
        if sub.pos[0] != word.pos[0] or self.s[sub.pos[1]:word.pos[1]].strip() not in ("", ")"):
            return False
        raw = self.raw(sub)
        opener = "`" if raw.startswith("`") else raw[:2]
        closer = "`" if opener == "`" else ")"
        self.syntax(opener)
        self.node(sub.command)
        self.syntax(closer)
        return True

    def argument(self, word, default: str, utility: str | None = None) -> None:
        if self.substitution(word):
            return
        raw = self.raw(word)
        value = word.word
        if raw in KEYWORD_ARGS:
            self.syntax(raw)
            return
        remote = _REMOTE.match(raw) if default in ("Host", "Path") else None
        if remote and (default == "Host" or remote.group(3) is not None):
            self.remote(remote)
            return
        hosted = _HOST_PATH.match(raw) if utility in REMOTE_COPIERS else None
        if hosted:   # scp db1:backup.sql .: the host, then the path on it
            self.host_path(hosted.group(1), hosted.group(2))
            return
        if utility == "tr" and _TR_SET.fullmatch(value):
            self.syntax(raw)
            return
        owner = _OWNER.match(raw) if utility == "chown" and default == "User" else None
        if owner:   # chown alice:staff: the user, then the group
            self.joined(owner.group(1), "User", ":", owner.group(2), "Group")
            return
        self.tokens.append(Token(raw, _classify_value(value, raw, default), value))

    def joined(self, first: str, first_slot: str, sep: str, second: str, second_slot: str) -> None:
        """Two values of one shell word as two slots joined by a glued separator (``alice⁀:⁀staff``)."""
        self.tokens.append(Token(first, first_slot, first))
        self.tokens.append(Token(GLUE + sep, glue=True))
        self.tokens.append(Token(second, second_slot, second))

    def pinned(self, raw: str) -> bool:
        """``requests==2.31.0`` (pip's pin) as the name, a glued ``==`` and the version; False if it is not one."""
        pin = re.fullmatch(r"([A-Za-z_][\w.-]*)==([\w.*+!-]+)", raw)
        if pin:
            self.joined(pin.group(1), "Text", "==", pin.group(2), "Text")
        return bool(pin)

    def remote(self, m: re.Match) -> None:
        """``user@host:path`` as User, Host and Path slots joined by glued ``@`` and ``:``."""
        user, host, path = m.group(1), m.group(2), m.group(3)
        self.joined(user, "User", "@", host, "Host")
        if path is not None:
            self.path_on_host(path)

    def host_path(self, host: str, path: str) -> None:
        """``host:path`` (no user) as Host and Path slots joined by a glued ``:``."""
        self.tokens.append(Token(host, "Host", host))
        self.path_on_host(path)

    def path_on_host(self, path: str) -> None:
        self.tokens.append(Token(GLUE + ":", glue=bool(path)))
        if path:
            value = path[1:-1] if len(path) > 1 and path[0] == path[-1] and path[0] in "'\"" else path
            self.tokens.append(Token(path, _classify_value(value, path, "Path"), value))

    def command(self, node) -> None:
        utility: str | None = None
        pending: str | None = None        # slot type the previous flag asks for
        enum_next = False                 # the next word is a -type style keyword
        positional = 0
        in_exec = False
        prefix: str | None = None         # the prefix utility just read (timeout takes a duration first)
        for part in node.parts:
            if part.kind == "redirect":
                self.redirect(part)
                continue
            if part.kind == "assignment":
                name, _, _ = part.word.partition("=")
                raw = self.raw(part)
                if utility is not None and self.pinned(raw):
                    continue
                self.tokens.append(Token(raw[: len(name) + 1], glue=True))
                self.tokens.append(Token(raw[len(name) + 1:], "Text", part.word[len(name) + 1:]))
                continue
            if part.kind != "word":
                self.node(part)
                continue
            raw, value = self.raw(part), part.word
            if utility is None and prefix == "timeout" and not value.startswith("-"):
                prefix = None
                self.argument(part, "Timespan")   # timeout 30s CMD: the duration, then the command
                continue
            if utility is None:
                if self.substitution(part):
                    utility = "$("
                    continue
                utility = value.rsplit("/", 1)[-1]
                positional = 0
                self.syntax(raw)
                if utility in PREFIX_UTILITIES and utility != "xargs":
                    prefix = utility
                    utility = None  # sudo, nohup, …: the next plain word is the utility
                continue
            if enum_next:
                enum_next = False
                self.syntax(raw)
                continue
            if pending is not None:
                self.argument(part, pending)
                pending = None
                continue
            if raw in EXPRESSION_OPERATORS and utility in ("find", "test", "["):
                self.syntax(raw)
                continue
            if in_exec and raw in ("\\;", ";", "+", "';'", '";"'):
                in_exec = False
                utility, positional = "find", 1  # back in find's expression
                self.syntax(raw)
                continue
            if utility == "find" and value in ("-exec", "-execdir", "-ok", "-okdir"):
                self.syntax(raw)
                in_exec = True
                utility = None  # the next word is a utility again
                continue
            if raw.startswith("-") and len(raw) > 1 and (utility == "xargs" or not (_NUM.match(value) or _SIZE.match(value))):
                m = _ASSIGN_ARG.match(raw)
                if m and raw.startswith("--"):
                    flag = m.group(1)
                    self.tokens.append(Token(flag, glue=True))
                    typ = FLAG_ARG_TYPES.get(utility or "", {}).get(flag[:-1], "Text")
                    val = value[len(flag):] if value.startswith(flag) else m.group(2)
                    self.tokens.append(Token(raw[len(flag):], _classify_value(val, raw[len(flag):], typ), val))
                    continue
                self.syntax(raw)
                if value in ENUM_FLAGS:
                    enum_next = True
                elif utility == "tar" and _TAR_CLUSTER.fullmatch(value):
                    pending = "File"   # tar -czf archive.tgz: the archive follows the cluster's f
                else:
                    pending = FLAG_ARG_TYPES.get(utility or "", {}).get(value)
                continue
            if utility == "tar" and positional == 0 and _TAR_OLD_STYLE.fullmatch(value):
                # tar czf archive.tgz dir: old-style flags without a dash
                self.syntax(raw)
                positional = 1
                pending = "File" if value.endswith("f") else None
                continue
            if utility == "xargs" and pending is None:
                # xargs's own flags are done: this word is the command it runs.
                utility = value.rsplit("/", 1)[-1]
                self.syntax(raw)
                positional = 0
                continue
            if self.pinned(raw):
                continue
            if utility == "dd" or (utility not in (None, "find") and re.fullmatch(r"[a-z]{1,8}=.+", value)):
                m = _ASSIGN_ARG.match(raw)
                if m:
                    key = m.group(1)
                    self.tokens.append(Token(key, glue=True))
                    typ = {"if=": "File", "of=": "File", "bs=": "Size", "count=": "Number"}.get(key, "Text")
                    val = value[len(key):] if value.startswith(key) else m.group(2)
                    self.tokens.append(Token(raw[len(key):], _classify_value(val, raw[len(key):], typ), val))
                    continue
            types = POSITIONAL_TYPES.get(utility or "", ("Path",) if utility == "find" else ("Text",))
            default = types[min(positional, len(types) - 1)]
            positional += 1
            self.argument(part, default, utility)


def _fallback(source: str) -> list[Token]:
    """Shell-aware tokenizer for what bashlex rejects: words and operators, arguments typed by shape."""
    lexer = shlex.shlex(source, posix=False, punctuation_chars=";&|<>()")
    lexer.whitespace_split = True
    lexer.commenters = ""
    tokens: list[Token] = []
    expect_utility = True
    for raw in lexer:
        if set(raw) <= set(";&|<>()"):
            tokens.append(Token(raw))
            expect_utility = raw in (";", "&&", "||", "|", "(", "&", ";;", "|&")
            continue
        if expect_utility:
            tokens.append(Token(raw))
            expect_utility = raw.rsplit("/", 1)[-1] in PREFIX_UTILITIES
            continue
        if (raw.startswith("-") and len(raw) > 1 and not _NUM.match(raw)) or raw in KEYWORD_ARGS:
            tokens.append(Token(raw))
            continue
        try:
            value = " ".join(shlex.split(raw))
        except ValueError:
            value = raw.strip("'\"")
        tokens.append(Token(raw, _classify_value(value, raw, "Text"), value))
    return tokens


_TIMED = re.compile(r"(time(?:\s+-p)?)\s+(?=\S)")


def parse_command(source: str) -> ParsedCommand:
    """Split ``source`` into typed tokens. Never raises: unparseable input uses the fallback."""
    text = source.strip()
    if not text:
        return ParsedCommand(source, [], parsed=True)
    try:
        # bashlex does not know the `time` keyword: time the rest as a command of its own.
        timed = _TIMED.match(text)
        head, body = (timed.group(1), text[timed.end():]) if timed else ("", text)
        trees = bashlex.parse(body)
        emitter = _Emitter(body)
        for tree in trees:
            emitter.node(tree)
        if not emitter.tokens:
            raise ValueError("empty parse")
        return ParsedCommand(text, [Token(w) for w in head.split()] + emitter.tokens, parsed=True)
    except Exception:  # bashlex raises several unrelated types (ParsingError, NotImplementedError, …)
        try:
            return ParsedCommand(text, _fallback(text), parsed=False)
        except Exception:
            return ParsedCommand(text, [Token(w) for w in text.split()], parsed=False)


def command_template(source: str) -> str:
    """Generic form of a command: ``find Path_1 -name Pattern_1``."""
    return parse_command(source).template()


def same_words(a: str, b: str) -> bool:
    """True when two commands have the same shell words and operators (spacing aside)."""
    pa, pb = parse_command(a), parse_command(b)
    return [t.text for t in pa.tokens] == [t.text for t in pb.tokens]


def utilities(source: str) -> list[str]:
    """Utility names of a command in order (first word of each simple command)."""
    parsed = parse_command(source)
    out: list[str] = []
    expect = True
    for tok in parsed.tokens:
        if tok.slot is None and expect and re.fullmatch(r"[\w./+-]+", tok.text) and not tok.text.startswith("-"):
            out.append(tok.text.rsplit("/", 1)[-1])
            expect = tok.text.rsplit("/", 1)[-1] in PREFIX_UTILITIES
        elif tok.slot is None and tok.text in ("|", "||", "&&", ";", "$(", "`", "<(", "-exec", "-execdir", "do", "then"):
            expect = True
    return out
