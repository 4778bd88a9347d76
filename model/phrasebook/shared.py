"""Helpers that rows of several of the phrasebook's domain modules use: ``_sudo_for`` (``sudo`` for a path of the
system), ``_shell_word`` (a text as one shell word), ``_awk_test`` (an awk condition from the words after a column,
with its table of comparisons), ``_count`` (a count said in words), ``_byte_size`` (a size as ``head -c``, ``truncate`` and ``fallocate`` take it),
``grown_variable`` (a PATH-like variable with a folder put at one end, here or in a startup file), ``_quoted`` (the first
text in quotes) and ``_said`` (a group of a pattern's first match).
"""

from __future__ import annotations

import re

from serval.model.entities import SIZE_UNITS, count_value


def _sudo_for(path: str) -> str:
    """``sudo `` for a path of the system (/srv, /etc, /var, …), where the user is not the owner."""
    return "sudo " if re.match(r"/(?:etc|usr|opt|srv|var|boot)/", path) else ""


_ONE_FORMAT = {"jpeg": "jpg", "tiff": "tif", "html": "htm", "yaml": "yml"}


def same_format(a: str, b: str) -> bool:
    """Whether two extensions name one format whatever their case (jpeg and JPG, tif and tiff, htm and html): a file
    given the other one is renamed, not converted."""
    return _ONE_FORMAT.get(a.lower(), a.lower()) == _ONE_FORMAT.get(b.lower(), b.lower())


def in_folder(folder: str | None, command: str) -> str:
    """``command`` run inside ``folder`` (``cd FOLDER && …``), or as it is for the current one (None)."""
    return f"cd {folder.rstrip('/') or '/'} && {command}" if folder else command


def _named(path: str, what: str, ext: str | None = None) -> str:
    """``holiday.mp4`` + ``muted`` → ``holiday_muted.mp4`` (another extension if given): a result beside its source."""
    stem, _, old = path.rpartition(".")
    return f"{stem}_{what}.{ext or old}"


def quoted_glob(glob: str) -> str:
    """``glob`` quoted for a program that expands it itself (``unzip '*.zip'``): a home folder's ``~`` as ``$HOME`` in
    double quotes, which the shell still expands (``"$HOME/Downloads/*.zip"``; ``'~/Downloads/*.zip'`` finds nothing)."""
    if glob.startswith("~/"):
        return f'"$HOME/{glob[2:]}"'
    return f"'{glob}'"


def _shell_word(text: str) -> str:
    """``text`` as one shell word: bare when it is plain, else in single quotes."""
    return text if re.fullmatch(r"[\w./:@%+=-]+", text) else "'" + text.replace("'", "'\\''") + "'"


def _quoted(text: str) -> str | None:
    """The first text a request puts in single or double quotes, without them, or None."""
    m = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    return (m.group(1) or m.group(2)) if m else None


def _said(pattern: str, text: str, name: str) -> str | None:
    """Group ``name`` of the first match of ``pattern`` in ``text`` (case ignored), or None."""
    m = re.search(pattern, text, re.I)
    return m.group(name) if m else None


_AWK_TESTS = ((r"(?:is\s+)?(?:greater|more|bigger|larger|higher)\s+than|(?:is\s+)?(?:above|over)|exceeds|>", ">"),
              (r"(?:is\s+)?(?:at\s+least|greater\s+than\s+or\s+equal\s+to|no\s+less\s+than)|>=", ">="),
              (r"(?:is\s+)?(?:less|smaller|lower|fewer)\s+than|(?:is\s+)?(?:below|under)|<", "<"),
              (r"(?:is\s+)?(?:at\s+most|less\s+than\s+or\s+equal\s+to|no\s+more\s+than)|<=", "<="),
              (r"(?:is\s*n'?t|is\s+not|does\s*n'?t\s+equal|does\s+not\s+equal|is\s+not\s+equal\s+to|is\s+different\s+from|differs\s+from|!=)", "!="),
              (r"(?:is|equals|is\s+equal\s+to|matches|is\s+exactly|==|=)", "=="))


_AWK_TESTS_LONGEST_FIRST = tuple(sorted(_AWK_TESTS, key=lambda t: -len(t[0])))   # "at least" tried before "is"


def _awk_test(said: str) -> str | None:
    """An awk condition on ``$N`` from the words after the column ("is between 30 and 40" → ``$N >= 30 && $N <= 40``,
    "is shipped" → ``$N == "shipped"``), or None for words it does not read."""
    between = re.fullmatch(r"(?:is\s+)?between\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)(?:\s+inclusive)?", said, re.I)
    if between:
        return f"$N >= {between.group(1)} && $N <= {between.group(2)}"
    for words, op in _AWK_TESTS_LONGEST_FIRST:
        m = re.fullmatch(rf"(?:{words})\s*(?P<v>'[^']*'|\"[^\"]*\"|[\w.@:/+-]+)", said, re.I)
        if m is None:
            continue
        value = m.group("v").strip("'\"")
        if re.fullmatch(r"-?\d+(?:\.\d+)?", value):
            return f"$N {op} {value}"
        if op in ("==", "!=") and re.fullmatch(r"[\w.@:/+-]+", value) and value.lower() not in ("empty", "blank", "missing", "zero", "null"):
            return f'$N {op} "{value}"'
        return None
    return None


def grown_variable(var: str, folder: str, at_end: bool, rc: str | None = None) -> str:
    """``var`` (PATH, LD_LIBRARY_PATH …) with ``folder`` put at its end or front: exported for this shell, or the
    export appended to the startup file ``rc`` for good. A leading ~ is written $HOME, which expands inside the quotes."""
    folder = re.sub(r"^~(?=/|$)", "$HOME", folder)
    value = f"${var}:{folder}" if at_end else f"{folder}:${var}"
    return f"echo 'export {var}=\"{value}\"' >> {rc}" if rc else f'export {var}="{value}"'


def _count(word: str) -> str:
    """A count said in words as a number ("one" → ``1``, "three" → ``3``: ``count_value``), digits as they are."""
    return "1" if word.lower() == "one" else count_value(word)


def _byte_size(said: str) -> str:
    """A size as head -c, truncate and fallocate take it: "10MB" → ``10M``, "512 bytes" → ``512``."""
    m = re.fullmatch(r"(\d+)\s*(.*)", said.strip())
    unit = m.group(2).lower()
    letter = SIZE_UNITS.get(unit, unit[:1]) if unit else "c"   # find's letters: c for bytes, k for KiB ("1Ki": k)
    return m.group(1) + ("" if letter == "c" else letter.upper())


# The fields of the combined log format (nginx's and Apache's access.log): what a request names, where awk finds it.
ACCESS_FIELDS = ((re.compile(r"\b(?:http\s+)?status(?:\s+codes?)?\b|\bresponse\s+codes?\b", re.I), "9"),
                  (re.compile(r"\b(?:urls?|paths?|pages?|endpoints?|request(?:ed)?\s+(?:paths?|urls?))\b", re.I), "7"),
                  (re.compile(r"\b(?:client\s+)?ips?\b|\bip\s+address(?:es)?\b|\bclients?\b|\bvisitors?\b", re.I), "1"))


def options_said(text: str, table: tuple[tuple[str, str], ...], first: bool = False) -> list[str]:
    """The options of ``table`` ((pattern, option) pairs) whose words ``text`` says, in the table's order; with
    ``first`` only the first of them (options that exclude each other: one output format, one restart policy)."""
    said = [option for pattern, option in table if re.search(pattern, text, re.I)]
    return said[:1] if first else said


def _any_case(text: str) -> str:
    """``-i `` when the request asks a search to ignore case, else ""."""
    return "-i " if re.search(r"\bcase[\s-]*insensitive(?:ly)?\b|\b(?:any|ignor\w*|ignoring)\s+(?:the\s+)?case\b", text, re.I) else ""


def duration_said(text: str) -> str | None:
    """A log window said as "the last 30 minutes", "the past 2 hours", "the last hour", "the last 2 days" in the
    ``30m``/``2h``/``1h``/``48h`` form docker's and kubectl's ``--since`` take, or None."""
    m = re.search(r"\b(?:last|past)\s+(?P<n>\d+|an?|one)?\s*(?P<u>hours?|minutes?|mins?|seconds?|days?)\b", text, re.I)
    if m is None:
        return None
    n = 1 if not m.group("n") or m.group("n").lower() in ("a", "an", "one") else int(m.group("n"))
    unit = m.group("u")[0].lower()
    return f"{n * 24}h" if unit == "d" else f"{n}{unit}"


_HERE_WORDS = re.compile(r"(?:the\s+(?:current\s+)?|this\s+)?(?:repo(?:sitory)?|project|checkout|folder|directory|dir|tree)|here|\.", re.I)


def place_said(word: str) -> str:
    """A folder written as a path, or ``.`` for "this repo", "the current folder", "the project", "here"."""
    return "." if _HERE_WORDS.fullmatch(word) else word
