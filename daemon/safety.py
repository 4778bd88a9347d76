"""Warnings for dangerous suggestions, read from the parsed command (bashlex AST).

The widget puts a suggestion on the user's line; it never runs it. But a user who trusts the
tool may press Enter, so a suggestion that can destroy data is shown with a warning, and
:func:`rerank` keeps a dangerous candidate off the top when a safe one is nearly as likely.

Why an AST and not regexes: ``echo "rm -rf /"`` is harmless and ``sudo /bin/rm -r -f -- ~/``
is not; only the parsed words (quote removal, the real command name after ``sudo``/``env``/
``xargs``, the redirection targets) tell them apart. Quoting is respected: ``rm -rf '~'``
deletes a folder literally named ``~`` (a common clean-up) and is not flagged.

What :func:`check` looks at (each rule is a small function below):

* ``rm`` with ``-r``/``-R``/``--recursive`` (split or combined flags, ``/bin/rm``, ``sudo rm``,
  ``xargs rm``) on ``/``, ``/*``, ``~``, ``~/``, ``$HOME``, ``.``, ``..``, ``*``, ``.*`` or a
  system folder (``/etc``, ``/usr``, …), and on ``$VAR/`` / ``$VAR/*`` (``/`` if VAR is empty);
* ``find ROOT … -delete`` / ``-exec rm`` and ``find ROOT | xargs rm`` with no filtering test
  (``-name``, ``-mtime``, …) on such a root;
* ``dd of=/dev/…``, ``mkfs*``, ``shred``/``wipefs`` on devices, writes (``>``, ``>>``, ``tee``,
  ``dd of=``) to block devices or system files (``/etc/passwd``);
* ``chmod``/``chown``/``chgrp -R`` on ``/``, home or a system folder;
* ``>`` (not ``>>``) onto a file that exists. Relative targets are resolved against ``cwd``;
  when ``cwd`` is None (the daemon does not know the user's folder) only absolute and ``~``
  targets are checked, never the daemon's own folder. Targets with ``$``, globs or
  substitutions are not resolved;
* a download piped into an interpreter that reads its program from stdin (``curl … | sh``,
  ``wget -O- … | sudo bash``, ``python`` without ``-c``/``-m``/script), or fed to it by
  substitution (``bash <(curl …)``, ``sh -c "$(curl …)"``, ``eval "$(wget …)"``);
* fork bombs: a function that calls itself twice in one pipeline or in the background;
* ``sudo``/``doas``/``su``/``pkexec``.

``sh -c STRING`` / ``bash -c`` / ``su -c`` / ``eval`` strings are parsed and checked too.

When bashlex cannot parse the command (it lacks ``[[ ]]``, some ``case`` forms, …), the
result is ``[]`` plus ``"could not check: …"`` if the text contains a dangerous utility word;
the only textual rule is the fork-bomb pattern, applied in that fallback so the classic
``:(){ :|:& };:`` is still caught if a variant defeats the parser. ``time`` prefixes,
``$((…))`` and ``[[ … ]]`` (unsupported by bashlex) are rewritten (to nothing, ``0`` and
``test …``) before a second parse attempt.

Standard library + bashlex only; :func:`check` never raises.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import bashlex

MAX_CHECK_CHARS = 16 * 1024  # longer commands are not parsed (no suggestion is this long)
MAX_DEPTH = 3                # nesting of `sh -c '…'` strings that are parsed and checked

SYSTEM_DIRS = frozenset(
    """/bin /boot /dev /etc /home /lib /lib32 /lib64 /libx32 /opt /proc /root /run /sbin /srv
    /sys /usr /var /snap /mnt /media /usr/bin /usr/sbin /usr/lib /usr/lib64 /usr/local
    /usr/share /usr/include /var/lib /Applications /Library /System /Users /Volumes /private""".split()
)
# Writing into these trees (redirection, tee, dd of=) changes the system itself.
SYSTEM_FILE_PREFIXES = ("/etc/", "/boot/", "/bin/", "/sbin/", "/usr/", "/lib/", "/lib64/",
                        "/lib32/", "/sys/", "/proc/", "/System/", "/Library/")
BLOCK_DEVICE = re.compile(
    r"^/dev/(sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|mmcblk\d|r?disk\d|md\d|dm-\d|mapper/|loop\d|sr\d)"
)
HARMLESS_DEVICES = re.compile(
    r"^/dev/(null|zero|full|random|urandom|stdin|stdout|stderr|tty|console|ptmx)$|^/dev/(fd|shm|pts|tcp|udp)/"
)
DOWNLOADERS = frozenset({"curl", "wget", "fetch", "http", "https", "lwp-request", "GET"})
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "ash", "busybox"})
INTERPRETERS = SHELLS | frozenset({"python", "python2", "python3", "perl", "ruby", "node", "php"})
ROOT_WRAPPERS = frozenset({"sudo", "doas", "su", "pkexec", "run0"})
DANGEROUS_WORDS = frozenset({"rm", "dd", "chmod", "chown", "chgrp", "shred", "wipefs", "sudo",
                             "doas", "su", "curl", "wget", "find", "xargs", "eval"})
# find tests that select only some files; with none of them, find acts on everything.
FIND_FILTERS = frozenset(
    """-name -iname -path -ipath -wholename -iwholename -regex -iregex -lname -ilname -newer
    -anewer -cnewer -newermt -mtime -mmin -atime -amin -ctime -cmin -size -user -group -uid
    -gid -nouser -nogroup -perm -empty -inum -links -samefile -used -fstype -maxdepth""".split()
)
# Options of wrappers that take a value as the next word (so that word is not the command).
_WRAPPER_ARG_OPTS = {
    "sudo": {"-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-U", "-T", "--user", "--group",
             "--host", "--prompt", "--chdir", "--role", "--type", "--other-user", "--close-from"},
    "doas": {"-u", "-C"},
    "env": {"-u", "-C", "-S", "--unset", "--chdir", "--split-string"},
    "nice": {"-n", "--adjustment"},
    "ionice": {"-c", "-n", "-p", "-P", "-u", "--class", "--classdata"},
    "timeout": {"-s", "-k", "--signal", "--kill-after"},
    "stdbuf": {"-i", "-o", "-e"},
    "xargs": {"-I", "-i", "-n", "-P", "-L", "-l", "-d", "-E", "-e", "-s", "-a", "--max-args",
              "--max-procs", "--max-lines", "--delimiter", "--arg-file", "--replace"},
    "exec": {"-a"},
    "nohup": set(),
    "command": set(),
    "builtin": set(),
    "time": set(),
    "unbuffer": set(),
}


@dataclass
class _Cmd:
    """One simple command after unwrapping ``sudo``/``env``/``xargs``/… prefixes."""

    argv: list[str]                                  # words after quote removal
    raw: list[str]                                   # the same words as typed (quotes kept)
    wrappers: list[str] = field(default_factory=list)  # e.g. ["sudo", "xargs"]
    node: Any = None                                 # the bashlex CommandNode

    @property
    def name(self) -> str:
        return os.path.basename(self.argv[0]) if self.argv else ""


# --------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------


def check(command: str, *, cwd: Path | None = None) -> list[str]:
    """Short warnings about ``command`` (empty list = nothing found). Never raises.

    ``cwd`` is the user's working folder, used only to tell whether a ``>`` target already
    exists; see the module docstring for every rule.
    """
    try:
        if not isinstance(command, str):
            return ["could not check: the command is not text"]
        return _dedupe(_check(command, cwd, depth=0))
    except Exception as exc:  # a bug here must never break a translation reply
        return [f"could not check: internal error ({type(exc).__name__})"]


def rerank(candidates: list[dict], margin: float = 2.0) -> list[dict]:
    """Keep a dangerous candidate off the top when a safe one scores within ``margin`` of it.

    ``candidates``: dicts with ``command``, ``score`` (higher is better; a log-prob) and
    ``warnings`` (a list; empty/missing = safe). If the first candidate has warnings and some
    safe candidate has ``score >= first.score - margin``, the best such safe candidate (the
    highest score; on ties the earliest) moves to the top and everything else keeps its
    relative order. Otherwise the order is unchanged. Only the top spot is changed, because
    the widget puts that one on the line. A missing or non-numeric score counts as -inf.
    Returns a new list; the dicts themselves are not copied or changed.
    """
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or math.isnan(margin) or margin < 0:
        raise ValueError(f"margin must be a non-negative number, got {margin!r}")
    ranked = list(candidates)
    if not ranked or not ranked[0].get("warnings"):
        return ranked
    floor = _score(ranked[0]) - margin
    best = None
    for i, cand in enumerate(ranked[1:], start=1):
        if not cand.get("warnings") and _score(cand) >= floor:
            if best is None or _score(cand) > _score(ranked[best]):
                best = i
    if best is None:
        return ranked
    return [ranked[best]] + ranked[:best] + ranked[best + 1:]


# --------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------


def _score(cand: dict) -> float:
    s = cand.get("score")
    if isinstance(s, bool) or not isinstance(s, (int, float)) or math.isnan(s):
        return -math.inf
    return float(s)


def _dedupe(items: list[str]) -> list[str]:
    seen: set[str] = set()
    return [x for x in items if not (x in seen or seen.add(x))]


def _parse(text: str) -> tuple[list[Any], str] | None:
    """bashlex trees and the exact text they index into, or None if it cannot parse."""
    attempts = [text]
    rewritten = re.sub(r"(^|[;&|(!]\s*)time(\s+-p)?\s+", r"\1", text)  # bashlex lacks `time`
    rewritten = re.sub(r"\$\(\([^()]*\)\)", "0", rewritten)             # and $((…))
    rewritten = re.sub(r"\[\[\s(.*?)\s\]\]", r"test \1", rewritten)        # and [[ … ]]
    if rewritten != text:
        attempts.append(rewritten)
    for attempt in attempts:
        try:
            return bashlex.parse(attempt), attempt
        except Exception:  # ParsingError, NotImplementedError and the odd internal error
            continue
    return None


def _children(node: Any) -> list[Any]:
    """Every child node, whatever attribute holds it (parts, list, command, output, redirects…)."""
    out = []
    for value in vars(node).values():
        if isinstance(value, bashlex.ast.node):
            out.append(value)
        elif isinstance(value, list):
            out.extend(v for v in value if isinstance(v, bashlex.ast.node))
    return out


def _walk(node: Any) -> list[Any]:
    nodes, stack = [], [node]
    while stack:
        n = stack.pop()
        nodes.append(n)
        stack.extend(reversed(_children(n)))
    return nodes


def _unwrap(argv: list[str], raw: list[str]) -> tuple[list[str], list[str], list[str]]:
    """Strip ``sudo -u x``, ``env A=1``, ``nice -n 5``, ``xargs -0``, ``timeout 5``… prefixes."""
    wrappers: list[str] = []
    i = 0
    while i < len(argv):
        name = os.path.basename(argv[i])
        if name not in _WRAPPER_ARG_OPTS and name not in ROOT_WRAPPERS - {"su"}:
            break
        if name == "command" and any(a in ("-v", "-V") for a in argv[i + 1:i + 2]):
            return [], [], wrappers  # `command -v rm` only looks the name up
        wrappers.append(name)
        arg_opts = _WRAPPER_ARG_OPTS.get(name, set())
        i += 1
        while i < len(argv):
            a = argv[i]
            if a == "--":
                i += 1
                break
            if name == "env" and "=" in a and not a.startswith("-"):
                i += 1
            elif a.startswith("-") and len(a) > 1:
                i += 2 if (a in arg_opts and "=" not in a) else 1
            else:
                break
        if name == "timeout" and i < len(argv):
            i += 1  # the duration
    return argv[i:], raw[i:], wrappers


def _commands(trees: list[Any], text: str) -> tuple[list[_Cmd], list[Any]]:
    """Every simple command (unwrapped) and every node, in source order."""
    cmds, nodes = [], []
    for tree in trees:
        for n in _walk(tree):
            nodes.append(n)
            if n.kind == "command":
                words = [p for p in n.parts if p.kind == "word"]
                argv = [w.word for w in words]
                raw = [text[w.pos[0]:w.pos[1]] for w in words]
                a, r, wrappers = _unwrap(argv, raw)
                cmds.append(_Cmd(a, r, wrappers, n))
    return cmds, nodes


# --------------------------------------------------------------------------------------
# Targets
# --------------------------------------------------------------------------------------


def _normalize_target(word: str, raw: str) -> str | None:
    """``word`` with ``~`` → ``$HOME``, slashes collapsed and trailing ``/``, ``/.``, ``/*`` dropped.

    None when a quoted ``~`` or ``*`` makes it a literal name rather than an expansion.
    """
    w = word
    if w.startswith("~"):
        if not raw.startswith("~"):
            return None  # '~' quoted: a file literally named ~
        _, sep, rest = w.partition("/")
        w = "$HOME" + sep + rest  # ~ and ~user: a home folder either way
    w = w.replace("${HOME}", "$HOME")
    if "*" in w and "*" not in re.sub(r"'[^']*'|\"[^\"]*\"", "", raw):
        return None  # the star was quoted: a literal name, not a glob
    w = re.sub(r"/+", "/", w)
    while len(w) > 1 and (w.endswith("/") or w.endswith("/.") or w.endswith("/*")):
        w = w[:-2] if w.endswith(("/.", "/*")) else w[:-1]
    return w


def _dangerous_tree(word: str, raw: str, *, cwd_words: bool) -> str | None:
    """Why deleting/changing everything under this target is dangerous, or None.

    ``cwd_words``: also flag ``.``, ``..``, ``*`` and ``.*`` (true for deletion, not for chmod).
    """
    w = _normalize_target(word, raw)
    if w is None:
        return None
    if w in ("", "/", "/*"):
        return word
    if w == "$HOME":
        return word
    if cwd_words and w in (".", "..", "*", ".*", "./*", "../*", "./.*"):
        return word
    if w in SYSTEM_DIRS:
        return word
    m = re.fullmatch(r"\$\{?(\w+)\}?", w)
    if m and re.fullmatch(r"[\"']?\$\{?\w+\}?[\"']?/[\"']?\*?[\"']?", raw) and m.group(1) != "HOME":
        return f"{word} (is {'/*' if word.endswith('*') else '/'} when ${m.group(1)} is empty)"
    return None


def _is_device(path: str) -> bool:
    return path.startswith("/dev/") and not HARMLESS_DEVICES.match(path)


def _expand_path(word: str, raw: str, cwd: Path | None) -> Path | None:
    """A file path for ``word`` if it can be resolved without running anything, else None."""
    if not word or re.search(r"[$*?\[`]", word) or re.search(r"[$*?\[`]", raw.replace("~", "")):
        return None
    if word.startswith("~"):
        if not raw.startswith("~") or not (word == "~" or word.startswith("~/")):
            return None
        return Path(os.path.expanduser(word))
    p = Path(word)
    if p.is_absolute():
        return p
    return cwd / p if cwd is not None else None


# --------------------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------------------


def _split_options(args: list[str], raw: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """(options, operands) of a POSIX-style argument list (``--`` ends options)."""
    opts, operands, ended = [], [], False
    for a, r in zip(args, raw):
        if not ended and a == "--":
            ended = True
        elif not ended and a.startswith("-") and len(a) > 1:
            opts.append(a)
        else:
            operands.append((a, r))
    return opts, operands


def _rm_rule(cmd: _Cmd) -> list[str]:
    opts, operands = _split_options(cmd.argv[1:], cmd.raw[1:])
    recursive = any(o == "--recursive" or (not o.startswith("--") and ("r" in o or "R" in o)) for o in opts)
    if not recursive:
        return []
    suffix = " (--no-preserve-root)" if "--no-preserve-root" in opts else ""
    out = []
    for word, raw in operands:
        why = _dangerous_tree(word, raw, cwd_words=True)
        if why:
            out.append(f"recursive delete of {why}{suffix}")
    return out


def _find_parts(cmd: _Cmd) -> tuple[list[tuple[str, str]], list[str]]:
    """(roots, expression words) of a find command; roots default to ``.``."""
    args, raw = cmd.argv[1:], cmd.raw[1:]
    i = 0
    while i < len(args) and (args[i] in ("-H", "-L", "-P", "-D") or args[i].startswith("-O")):
        i += 2 if args[i] == "-D" else 1  # -D takes a debug option list
    roots = []
    while i < len(args) and not args[i].startswith("-") and args[i] not in ("(", "!", ","):
        roots.append((args[i], raw[i]))
        i += 1
    return roots or [(".", ".")], args[i:]


def _find_is_unfiltered(expr: list[str]) -> bool:
    for i, a in enumerate(expr):
        if a in FIND_FILTERS:
            if a in ("-name", "-iname", "-path", "-ipath", "-wholename") and i + 1 < len(expr) and expr[i + 1] in ("*", "*.*"):
                continue  # -name '*' selects everything
            return False
    return True


def _find_rule(cmd: _Cmd) -> list[str]:
    roots, expr = _find_parts(cmd)
    how = None
    if "-delete" in expr:
        how = "find -delete"
    for i, a in enumerate(expr):
        if a in ("-exec", "-execdir", "-ok", "-okdir") and i + 1 < len(expr):
            inner, _, _ = _unwrap(expr[i + 1:], expr[i + 1:])
            if inner and os.path.basename(inner[0]) in ("rm", "shred", "unlink"):
                how = f"find {a} {os.path.basename(inner[0])}"
    if how is None or not _find_is_unfiltered(expr):
        return []
    return [f"recursive delete of {why} ({how})"
            for word, raw in roots if (why := _dangerous_tree(word, raw, cwd_words=True))]


def _xargs_rm_rule(cmd: _Cmd, upstream: _Cmd | None) -> list[str]:
    """``find / | xargs rm -rf``, ``ls | xargs rm -r``: the targets come from the stage before."""
    if "xargs" not in cmd.wrappers or cmd.name not in ("rm", "shred") or upstream is None:
        return []
    if upstream.name == "find":
        roots, expr = _find_parts(upstream)
        if not _find_is_unfiltered(expr):
            return []
        targets = roots
    elif upstream.name == "ls":
        _, operands = _split_options(upstream.argv[1:], upstream.raw[1:])
        targets = operands or [(".", ".")]
    elif upstream.name in ("echo", "printf"):
        targets = list(zip(upstream.argv[1:], upstream.raw[1:]))
    else:
        return []
    return [f"recursive delete of {why} ({upstream.name} | xargs {cmd.name})"
            for word, raw in targets if (why := _dangerous_tree(word, raw, cwd_words=True))]


def _chmod_rule(cmd: _Cmd) -> list[str]:
    args, raw = cmd.argv[1:], cmd.raw[1:]
    recursive, operands, reference = False, [], False
    for a, r in zip(args, raw):
        if a in ("--recursive",):
            recursive = True
        elif a.startswith("--"):
            reference = reference or a.startswith("--reference")
        elif cmd.name == "chmod" and a.startswith("-") and set(a[1:]) <= set("RcfvHLP") and len(a) > 1:
            recursive = recursive or "R" in a
        elif cmd.name != "chmod" and a.startswith("-") and len(a) > 1:
            recursive = recursive or "R" in a
        else:
            operands.append((a, r))
    if not recursive:
        return []
    targets = operands if reference else operands[1:]  # the first operand is the mode/owner
    return [f"recursive {cmd.name} of {why}"
            for word, r in targets if (why := _dangerous_tree(word, r, cwd_words=False))]


def _dd_rule(cmd: _Cmd) -> list[str]:
    out = []
    for a in cmd.argv[1:]:
        if a.startswith("of="):
            target = a[3:]
            if _is_device(target):
                out.append(f"dd writes to device {target}")
            elif target.startswith(SYSTEM_FILE_PREFIXES):
                out.append(f"writes to system file {target}")
    return out


def _mkfs_rule(cmd: _Cmd) -> list[str]:
    if cmd.name.startswith("mkfs") or cmd.name in ("mke2fs", "mkdosfs", "mkntfs", "newfs"):
        _, operands = _split_options(cmd.argv[1:], cmd.raw[1:])
        where = f" {operands[-1][0]}" if operands else ""
        return [f"formats a filesystem ({cmd.name}{where})"]
    return []


def _wipe_rule(cmd: _Cmd) -> list[str]:
    if cmd.name not in ("shred", "wipefs"):
        return []
    out = []
    args = cmd.argv[1:]
    skip = {"-o", "-t", "--offset", "--types", "-n", "-s", "--iterations", "--size", "--random-source"}
    i = 0
    while i < len(args):
        a = args[i]
        if a in skip:
            i += 2
            continue
        if not a.startswith("-") or a == "-":
            if cmd.name == "wipefs" or _is_device(a):
                verb = "erases filesystem signatures on" if cmd.name == "wipefs" else "overwrites device"
                out.append(f"{cmd.name} {verb} {a}")
        i += 1
    return out


def _root_rule(cmd: _Cmd) -> list[str]:
    out = []
    for w in cmd.wrappers:
        if w in ROOT_WRAPPERS:
            out.append(f"runs with elevated privileges ({w})")
    if cmd.name in ("su", "pkexec") and not cmd.wrappers:
        out.append(f"runs with elevated privileges ({cmd.name})")
    return out


def _reads_program_from_stdin(cmd: _Cmd) -> bool:
    for a in cmd.argv[1:]:
        if a in ("-c", "-m", "-e", "-E", "-r", "--command"):
            return False
        if a in ("-", "-s"):
            return True
        if not a.startswith("-"):
            return False  # a script file: stdin is data
    return True


def _write_targets(cmd: _Cmd, nodes_of_cmd: list[Any], text: str) -> list[tuple[str, str, str]]:
    """(word, raw, how) for every file the command writes by redirection or tee."""
    out = []
    for n in nodes_of_cmd:
        if n.kind == "redirect" and n.type in (">", ">>", ">|", "&>", "&>>", ">&", "<>"):
            target = n.output
            if isinstance(target, bashlex.ast.node) and target.kind == "word":
                out.append((target.word, text[target.pos[0]:target.pos[1]], n.type))
    if cmd.name == "tee":
        append = any(a in ("-a", "--append") for a in cmd.argv[1:])
        _, operands = _split_options(cmd.argv[1:], cmd.raw[1:])
        out += [(w, r, "tee -a" if append else "tee") for w, r in operands]
    return out


def _write_rule(word: str, raw: str, how: str, cwd: Path | None) -> list[str]:
    if BLOCK_DEVICE.match(word):
        return [f"writes to block device {word}"]
    if word.startswith(SYSTEM_FILE_PREFIXES):
        return [f"writes to system file {word}"]
    if how in (">", ">|", "&>", ">&", "tee"):
        path = _expand_path(word, raw, cwd)
        if path is not None and not str(path).startswith("/dev/"):
            try:
                if path.is_file():
                    return [f"overwrites existing file {word}"]
            except OSError:
                return []
    return []


def _fork_bomb_in_function(fn: Any) -> bool:
    words = [p for p in fn.parts if p.kind == "word"]
    if not words:
        return False
    name = words[0].word
    body = [p for p in fn.parts if p.kind != "word"]
    for b in body:
        nodes = _walk(b)
        for n in nodes:
            if n.kind == "pipeline":
                calls = sum(1 for s in n.parts if s.kind == "command" and s.parts and s.parts[0].kind == "word" and s.parts[0].word == name)
                if calls >= 2:
                    return True
            if n.kind == "list":
                parts = n.parts
                for i, p in enumerate(parts[:-1]):
                    nxt = parts[i + 1]
                    if nxt.kind == "operator" and nxt.op == "&":
                        if any(m.kind == "command" and m.parts and m.parts[0].kind == "word" and m.parts[0].word == name for m in _walk(p)):
                            return True
    return False


_FORK_BOMB_TEXT = re.compile(
    r"(?P<n>[^\s(){}|&;]+)\s*\(\s*\)\s*\{[^}]*?(?P=n)\s*\|\s*&?\s*(?P=n)[^}]*\}"
)


def _fallback(text: str) -> list[str]:
    out = []
    if _FORK_BOMB_TEXT.search(text):
        out.append("fork bomb (a function that calls itself in a pipeline)")
    words = {os.path.basename(w) for w in re.findall(r"[\w./+-]+", text)}
    bad = sorted(w for w in words if w in DANGEROUS_WORDS or w.startswith("mkfs"))
    if bad:
        out.append(f"could not check: unparsable command using {', '.join(bad)}")
    return out


def _check(text: str, cwd: Path | None, depth: int) -> list[str]:
    if len(text) > MAX_CHECK_CHARS:
        return _fallback(text[:MAX_CHECK_CHARS])
    if not text.strip():
        return []
    parsed = _parse(text)
    if parsed is None:
        return _fallback(text)
    trees, text = parsed
    cmds, nodes = _commands(trees, text)
    warnings: list[str] = []
    by_node = {id(c.node): c for c in cmds}

    for n in nodes:
        if n.kind == "function" and _fork_bomb_in_function(n):
            name = next(p.word for p in n.parts if p.kind == "word")
            warnings.append(f"fork bomb (function {name} calls itself in a pipeline/background)")

    for cmd in cmds:
        warnings += _root_rule(cmd)
        if not cmd.argv:
            continue
        name = cmd.name
        if name == "rm":
            warnings += _rm_rule(cmd)
        elif name == "find":
            warnings += _find_rule(cmd)
        elif name in ("chmod", "chown", "chgrp"):
            warnings += _chmod_rule(cmd)
        elif name == "dd":
            warnings += _dd_rule(cmd)
        warnings += _mkfs_rule(cmd) + _wipe_rule(cmd)
        own_nodes = [p for p in cmd.node.parts if p.kind == "redirect"]
        for word, raw, how in _write_targets(cmd, own_nodes, text):
            warnings += _write_rule(word, raw, how, cwd)
        # Strings that are themselves commands: sh -c '…', su -c '…', eval '…'.
        if depth < MAX_DEPTH:
            inner = None
            if name in SHELLS | {"su"} and "-c" in cmd.argv[1:]:
                i = cmd.argv.index("-c", 1)
                inner = cmd.argv[i + 1] if i + 1 < len(cmd.argv) else None
            elif name == "eval":
                inner = " ".join(cmd.argv[1:])
            if inner:
                warnings += _check(inner, cwd, depth + 1)
        # Interpreter fed by a download through substitution: bash <(curl …), sh -c "$(curl …)".
        if name in INTERPRETERS | {"eval", "source", "."}:
            for word in (p for p in cmd.node.parts if p.kind == "word"):
                for sub in _walk(word):
                    if sub.kind in ("commandsubstitution", "processsubstitution"):
                        inner_cmds, _ = _commands([sub.command], text)
                        dl = next((c.name for c in inner_cmds if c.name in DOWNLOADERS), None)
                        if dl:
                            warnings.append(f"runs a downloaded script ({name} … $({dl} …))")

    # Redirections on compound commands: { …; } > /dev/sda, while …; done > file.
    for n in nodes:
        if n.kind == "compound":
            for r in getattr(n, "redirects", []) or []:
                if r.type in (">", ">>", ">|", "&>", ">&") and getattr(r.output, "kind", None) == "word":
                    w = r.output
                    warnings += _write_rule(w.word, text[w.pos[0]:w.pos[1]], r.type, cwd)

    for n in nodes:
        if n.kind != "pipeline":
            continue
        stages = [by_node.get(id(s)) if s.kind == "command" else None
                  for s in n.parts if s.kind not in ("pipe", "reservedword")]
        for i, stage in enumerate(stages):
            if stage is None:
                continue
            warnings += _xargs_rm_rule(stage, stages[i - 1] if i > 0 else None)
            if stage.name in INTERPRETERS and _reads_program_from_stdin(stage):
                dl = next((s.name for s in stages[:i] if s is not None and s.name in DOWNLOADERS), None)
                if dl:
                    warnings.append(f"runs a downloaded script ({dl} | {stage.name})")
    return warnings
