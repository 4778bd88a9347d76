"""Text in files: lines picked by number, position, pattern, length or shape (``sed``, ``grep``, ``head``, ``tail``,
``awk``), columns of CSV and TSV files (tests on a column, sums, running totals, extremes, swaps, case, fields
counted), lines joined, numbered, prefixed, quoted, squeezed, commented and uncommented, a setting of a config file
given a new value, lines added next to a match or at the end of a file, and characters deleted or translated (``tr``).
Also grep through a folder by extensions (``--include``, ``--exclude``), lines counted per file, a word counted, lines
of one list not in another (``grep -Fxvf``), substitutions said with a condition (only the first on each line, only on
lines that start with a text), dates rewritten by example, columns cut, sorted under a kept header or counted per
value, named fields of /etc/passwd and /etc/group, CSV files merged under one header and files pasted side by side.
Data files too: a CSV's header shown or numbered, rows shuffled under it, fields tallied per line, rows numbered, a
separator swapped, files split by size on line boundaries, sorted files merged, lines counted per file, and csvkit,
miller and sqlite3 where the request names them (or asks what only they do plainly: an .xlsx as CSV).
"""

from __future__ import annotations

import re

from serval.model.entities import ORDINALS
from serval.model.repair import unquoted
from serval.model.phrasebook.settings import written_with_space
from serval.model.phrasebook.shared import _any_case, _awk_test, _count, _shell_word, _sudo_for


def _line_added(m: re.Match) -> str | None:
    """sed's a (after) or i (before) command for a line put next to each line that contains a text, the text's
    regex characters escaped: "add a line port=8080 right after the line containing [server] in app.ini" →
    ``sed -i '/\\[server\\]/a port=8080' app.ini``."""
    if "'" in m.group("text") + m.group("pat"):
        return None
    pattern = re.sub(r"([][/.*^$\\])", r"\\\1", m.group("pat"))
    command = "a" if m.group("where").lower() in ("after", "below") else "i"
    return f"sed -i '/{pattern}/{command} {m.group('text')}' {m.group('file')}"


def _line_prefixed(text: str, file: str) -> str:
    """sed putting ``text`` (spaces kept) at the start of every line of ``file``."""
    d = _delimiter(text)
    return f"sed 's{d}^{d}{text}{d}' {file}"


def _summed_per_key(m: re.Match) -> str:
    """awk summing column n per value of column k ("total the amounts in column 3 of sales.csv for each customer in
    column 1"), split at commas or tabs when the request's file is a .csv or .tsv."""
    file = re.search(r"[~./\w][\w./~-]*\.(\w+)\b", m.string)
    sep = _awk_fields(file.group(1), output=False) if file else ""
    return (f"awk {sep}'{{s[${m.group('k')}] += ${m.group('n')}}} END {{for (k in s) print k, s[k]}}'"
            + (f" {file.group(0)}" if file else ""))


def _setting_set(m: re.Match, commented: bool = False) -> str | None:
    """sed giving a config file's setting its new value whatever it was: ``KEY=VALUE`` in .ini, .env and
    .properties files, ``KEY VALUE`` in the .conf files of servers (Apache, sshd); with ``commented`` also where the
    line is commented out (``s/^#\\?KEY.*/…/``)."""
    key, file, value = m.group("key"), m.group("file"), m.group("val")
    if key.lower() in ("permissions", "permission", "owner", "group", "mode", "timestamp", "time", "date", "it", "the", "everything"):
        return None
    sep = "=" if re.search(r"\.(?:ini|env|properties)$|/\.env$|^\.env$", file) else " "
    hash_mark = "#\\?" if commented else ""
    return f"{_sudo_for(file)}sed -i 's/^{hash_mark}{key}.*/{key}{sep}{value}/' {file}"


def _digits_or_shape(n: str | None, example: str | None, kind: str | None = None) -> str:
    """An extended regex for a number of n digits (``[0-9]{10}``; standing alone, ``\\b[0-9]{10}\\b``, for a phone or
    account number), or for text shaped like ``example``."""
    return ("\\b[0-9]{" + n + "}\\b" if kind else "[0-9]{" + n + "}") if n else _shape_regex(example)


def _numbered(text: str) -> str:
    """grep's ``n`` when the request asks for line numbers too, else ""."""
    return "n" if re.search(r"\bline\s+numbers?\b", text, re.I) else ""


def _shape_regex(example: str) -> str:
    """An extended regex for text shaped like ``example``: a run of digits (or of the letters of a date
    format, YYYY) becomes that many digits, a run of capitals that many capitals, anything else itself."""
    out = []
    for run in re.finditer(r"[YMDhms]+|\d+|[A-Z]+|[a-z]+|.", example):
        part = run.group(0)
        if re.fullmatch(r"[YMDhms]+|\d+", part) and (part.isdigit() or re.search(r"[YMD]", example)):
            out.append("[0-9]+" if part.isdigit() and len(part) == 1 else f"[0-9]{{{len(part)}}}")   # v2.3: any number
        elif part.isupper():
            out.append(f"[A-Z]{{{len(part)}}}")
        else:
            out.append(re.escape(part) if part in ".+*?()[]{}|^$\\" else part)
    return "".join(out)


def _columns_swapped(file: str, text: str) -> str:
    """awk swapping the first two columns of a file: the two printed for a file of two columns, swapped in place
    with the others kept where the request says "the first two": "swap the first two columns
    of pairs.csv" → ``awk -F, -v OFS=, '{t=$1; $1=$2; $2=t; print}' pairs.csv``."""
    fields = _awk_fields(file.rsplit(".", 1)[-1])
    if re.search(r"\bfirst\s+two\b", text, re.I):
        return f"awk {fields}'{{t=$1; $1=$2; $2=t; print}}' {file}"
    return f"awk {fields}'{{print $2, $1}}' {file}"


def _awk_fields(ext: str, output: bool = True) -> str:
    """awk's field separator for a file's kind (``-F,`` for .csv, ``-F'\\t'`` for .tsv, none otherwise), and the same
    for the lines it writes (``-v OFS=…``) unless ``output`` is False; with a trailing space when there is one."""
    sep = {",": ",", "\t": "'\\t'"}.get(_field_separator(ext), "")
    return "" if not sep else f"-F{sep} -v OFS={sep} " if output else f"-F{sep} "


def _column_cased(m: re.Match) -> str | None:
    """awk turning one column of every line to upper or lower case, the others as they were."""
    if m.group("case2"):   # "uppercase the first column of teams.csv"
        n, case, file, ext = _column_said(m.group("num2"), m.groupdict().get("ord2")), m.group("case2"), m.group("file2"), m.group("ext2")
    else:
        n, case, file, ext = _column_number(m), m.group("case"), m.group("file"), m.group("ext")
    fn = "toupper" if case.lower() == "upper" else "tolower"
    return None if n is None else f"awk {_awk_fields(ext)}'{{${n}={fn}(${n})}}1' {file}"


def _column_set(m: re.Match) -> str | None:
    """awk giving one column of every line a fixed value."""
    n = _column_number(m)
    return None if n is None else f"awk {_awk_fields(m.group('ext'))}'{{${n}=\"{m.group('value')}\"}}1' {m.group('file')}"


def _separator_char(word: str) -> str:
    """A field separator named in words as tr takes it, quoted ("commas" → ``','``, "tabs" → ``'\\t'``)."""
    return {"comma": "','", "tab": "'\\t'", "semicolon": "';'", "colon": "':'", "pipe": "'|'", "space": "' '"}[word.lower().rstrip("s")]


def _delimiter(text: str) -> str:
    """A sed delimiter the text does not hold: "/" unless the text has one, then "|" (or "#")."""
    return "/" if "/" not in text else "|" if "|" not in text else "#"


def _line_edit(m: re.Match, action: str) -> str:
    """sed's in-place ``action`` on the lines holding the pattern a phrase names, as root for a file of the system."""
    pattern = re.sub(r"([\\/*\[\]^$])", r"\\\1", (m.group("pat") or m.group("pat2")).strip("'\""))   # a dot left as people write it
    file = m.group("file")
    return f"{_sudo_for(file)}sed -i '/{pattern}/{action}' {file}"


def _named_separator(word: str) -> str:
    """A field separator named in words, as awk -F takes it ("slash" → ``/``, "dot" → ``.``)."""
    return _CHAR_WORDS.get(word.lower(), word)


def _column_number(m: re.Match) -> int | None:
    """The column a phrase names by number ("column 2") or by ordinal word or suffix ("second", "3rd")."""
    return _column_said(m.group("num"), m.group("ord"))


def _column_said(num: str | None, ordinal: str | None) -> int | None:
    """``_column_number`` of the two parts of a phrase however its pattern names their groups."""
    if num:
        return int(num)
    word = (ordinal or "").lower()
    if word in ORDINALS:
        return ORDINALS.index(word) + 1
    digits = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", word)
    return int(digits.group(1)) if digits else None


_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
_COL = rf"(?:(?:column|field|col)\s+\$?(?P<{{0}}>\d+)|(?:the\s+)?(?P<{{1}}>{_ORD})\s+(?:column|field|col))"
# "where column 5 is shipped", "whose 2nd field is ERROR", "where column 3 is between 30 and 40", "where column 2 and column 3 differ"
_AWK_WHERE = re.compile(r"\b(?:where|whose|with|in\s+which|that\s+have|having)\s+(?:the\s+)?(?:value\s+in\s+|value\s+of\s+|[a-z_]+\s+in\s+(?=col|field))?"
                        + _COL.format("wn", "wo") + r"\s+(?P<test>.+?)\s*[.?!]?\s*$", re.I)


# A header line said kept with the rows a test picks ("keep the header plus …") or left out ("no header in the output",
# "skip the header", "data rows"); a column's name in brackets after it ("column 4 (status) is shipped").
_HEADER_KEPT = re.compile(r"\b(?:keep(?:ing)?|plus|with|and)\s+the\s+header(?:\s+(?:line|row))?\b|\bheader\s+(?:line\s+|row\s+)?(?:kept|on\s+top)\b", re.I)
_HEADER_LEFT = re.compile(r"\b(?:no|without(?:\s+the)?)\s+header(?:\s+(?:line|row))?(?:\s+in\s+the\s+output)?\b|\b(?:skip(?:ping)?|ignor\w+|exclud\w+|leav\w+\s+out|drop\w*)\s+the\s+header"
                          r"(?:\s+(?:line|row))?\b|^\s*(?:(?:print|show|list|get)\s+(?:me\s+)?)?(?:the\s+|only\s+(?:the\s+)?)?data\s+rows\b", re.I)


def _header_said(said: str) -> tuple[str, str | None]:
    """Words about a CSV's header line cut off a test's words: the words left, and "keep" or "skip" for what they ask
    of the header (None where they say nothing of it)."""
    said = re.sub(r"^\s*\([\w\s]+\)\s*", "", said)   # "(status) is shipped": the column's name
    for pattern, what in ((_HEADER_KEPT, "keep"), (_HEADER_LEFT, "skip")):
        if found := pattern.search(said):
            left = said[:found.start()] + said[found.end():]
            return re.sub(r"^[\s,;]+|[\s,;-]+$", "", re.sub(r"\s*[,;-]\s*$", "", left)), what
    return said, None


def _awk_filtered(m: re.Match) -> str | None:
    """awk keeping the rows of a file where a column passes a test the request says in words, printing a column of
    them or counting them where it asks: "count the rows in shipments.csv where column 5 is shipped" → ``awk -F,
    '$5 == "shipped"' shipments.csv | wc -l``; "print column 1 of the rows in staff.csv where column 3 is between
    30 and 40" → ``awk -F, '$3 >= 30 && $3 <= 40 {print $1}' staff.csv``. None for a test it does not read."""
    text = m.string
    said, header = _header_said(m.group("test"))
    n = _column_said(m.group("wn"), m.group("wo"))
    file = re.search(r"(?<![\w./~-])(?P<f>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt|log|dat|tab)|/etc/(?:passwd|group))\b", text[:m.start()], re.I)
    if n is None or file is None:
        return None
    pair = re.fullmatch(r"and\s+(?:the\s+)?" + _COL.format("n2", "o2") + r"\s+(?P<how>differ|are\s+different|are\s+(?:the\s+)?same|are\s+equal|match)",
                        said, re.I)
    if pair:
        other = _column_said(pair.group("n2"), pair.group("o2"))
        test = f"${n} {'!=' if 'differ' in pair.group('how').lower() else '=='} ${other}"
    else:
        test = _awk_test(said)
        if test is None:
            return None
        test = test.replace("$N", f"${n}")
    head = text[:m.start()]
    header = header or _header_said(head)[1]
    test = {"keep": f"NR==1 || {test}", "skip": f"NR>1 && {test}"}.get(header, test)
    printed = re.search(r"\b(?:print|show|list|output|display|get)\s+(?:only\s+|just\s+)?" + _COL.format("pn", "po")
                        + r"\s+(?:of|from|for)\b", head, re.I)
    sep = "-F: " if file.group("f").startswith("/etc/") else _awk_fields(file.group("ext") or "", output=False)
    action = " {print $1}" if file.group("f").startswith("/etc/") and re.search(r"\b(?:users?|user\s*names|accounts|groups?)\b", head, re.I) else ""
    if printed:
        k = _column_said(printed.group("pn"), printed.group("po"))
        action = f" {{print ${k}}}"
    counted = re.match(r"\s*(?:please\s+)?(?:count|how\s+many)\b", text, re.I)
    return f"awk {sep}'{test}{action}' {file.group('f')}" + (" | wc -l" if counted and not printed else "")


_PASTE_SEPARATORS = {"comma": ",", "colon": ":", "semicolon": "';'", "space": "' '", "pipe": "'|'", "tab": ""}   # ; and | quoted for the shell


def _lines_pasted(m: re.Match) -> str | None:
    """paste joining every n lines of a file into one (``paste -d: - - < pairs.txt``), its separator as said."""
    said = (m.group("n") or m.group("n2")).lower()
    n = {"two": 2, "pair of": 2, "three": 3, "four": 4, "five": 5}.get(re.sub(r"\s+", " ", said)) or int(said)
    if not 2 <= n <= 9:
        return None
    sep = re.search(r"\b(?:separated|delimited|joined)\s+(?:by|with)\s+(?:an?\s+|the\s+)?(comma|colon|semicolon|space|pipe|tab)s?\b"
                    r"|\b(comma|colon|semicolon|space|pipe|tab)[\s-](?:separated|delimited)\b", m.string, re.I)
    d = _PASTE_SEPARATORS[(sep.group(1) or sep.group(2)).lower()] if sep else ""
    return f"paste{' -d' + d if d else ''} {' '.join(['-'] * n)} < {m.group('file') or m.group('file2')}"


def _every_other(m: re.Match) -> str:
    """awk printing every other line, the odd ones unless the request starts with the second."""
    second = re.search(r"\bstart\w*\s+(?:with|at|from)\s+(?:the\s+)?(?:second|2nd|line\s+2)\b", m.group("rest"), re.I)
    return f"awk 'NR%2=={0 if second else 1}' {m.group('file')}"


def _header_listed(m: re.Match) -> str:
    """A CSV's or TSV's header line with one column name per line."""
    file = m.group("file")
    return f"head -n 1 {file} | tr '{',' if file.lower().endswith('.csv') else chr(92) + 't'}' '\\n'"


def _fields_counted(m: re.Match) -> str:
    """awk keeping the rows with (or without) a number of fields."""
    how = m.group("how").lower()
    op = "!=" if re.match(r"don'?t|do\s+not", how) else ">" if "more" in how else "<" if re.search(r"fewer|less", how) else "=="
    numbered = ' {print NR": "$0}' if re.search(r"\bline\s+numbers?\b", m.string, re.I) else ""   # "… and show their line numbers"
    if numbered and re.search(r"\bhow\s+many\s+fields\b|\b(?:number|count)\s+of\s+fields\b|\bfield\s+counts?\b", m.string, re.I):
        numbered = " {print NR, NF}"   # "print the line number and how many fields it has"
    return f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'NF {op} {m.group('n')}{numbered}' {m.group('file')}"


def _field_separator(ext: str) -> str:
    return {"csv": ",", "tsv": "\t"}.get(ext.lower(), "")


def _empty_field(m: re.Match) -> str:
    n, sep = _column_number(m), _field_separator(m.group("ext"))
    if n is None or not sep:
        return f"awk '$0 == \"\"' {m.group('file')}" if n is None else f"awk 'NF < {n}' {m.group('file')}"
    return f"awk {_awk_fields(m.group('ext'), output=False)}'${n} == \"\"' {m.group('file')}"


def _column_extreme(m: re.Match) -> str:
    n, sep = _column_number(m), _field_separator(m.group("ext"))
    if n is None:
        return f"sort -n {m.group('file')}"
    end = "tail -n 1" if m.group("which").lower().startswith(("max", "high", "larg", "big")) else "head -n 1"
    column = f"cut -d, -f{n} {m.group('file')}" if sep == "," else (f"cut -f{n} {m.group('file')}" if sep else f"awk '{{print ${n}}}' {m.group('file')}")
    return f"{column} | sort -n | {end}"


_CRLF = r"(?:windows|dos|crlf|\\r\\n)(?:\s+(?:crlf|\(crlf\)))?(?:\s+(?:style\s+)?line[\s-]+endings|\s+newlines|\s+format)"

_TEXT_FILE = r"(?P<file>[~./\w][\w./~-]*\.\w+|/etc/[\w./-]*\w)"
_ORDINAL_OR_NUMBER = rf"(?P<n>\d+)(?:st|nd|rd|th)?|(?P<nth>{'|'.join(ORDINALS)})"


_TSV_TAB, _CSV_COMMA = "'\\t'", "','"   # a header's separator as tr reads it


def _marker(words: str) -> str:
    """A marker line's text as said, without "the" before it or "line"/"marker" after it."""
    return re.sub(r"\s+(?:lines?|markers?|tags?|comments?)$", "", re.sub(r"^(?:the|a)\s+", "", words.strip(), flags=re.I), flags=re.I)



_CHAR_WORDS = {"comma": ",", "semicolon": ";", "colon": ":", "space": " ", "dash": "-", "hyphen": "-", "dot": ".", "period": ".",
               "slash": "/", "pipe": "|", "underscore": "_", "tab": "\\t", "equals sign": "=", "equal sign": "="}


def _char_named(word: str) -> str | None:
    """A single character a request names in words ("comma", "a semicolon") or writes quoted, as sed reads it."""
    word = re.sub(r"^(?:an?|the)\s+", "", word.strip().lower()).strip("'\"")
    word = _CHAR_WORDS.get(word.rstrip("s") if word.endswith("s") and word.rstrip("s") in _CHAR_WORDS else word, word)
    return word if len(word) == 1 or word == "\\t" else None


def _nth_replaced(m: re.Match) -> str | None:
    """sed replacing only the Nth match on each line: "replace only the 2nd comma on each line of mixed.txt with a
    semicolon" → ``sed 's/,/;/2' mixed.txt``."""
    old, new = _char_named(m.group("old")), _char_named(m.group("new"))
    n = _column_said(m.group("n"), m.group("nth"))
    if old is None or new is None or n is None or "/" in old + new:
        return None
    return f"sed 's/{old}/{new}/{n}' {m.group('file')}"


def _all_commented(m: re.Match) -> str:
    """sed putting a comment mark before every line of a file, the mark the request quotes or ``#``."""
    mark = re.search(r"['\"](#\s?|//\s?|--\s?|;\s?)['\"]", m.group("rest"))
    mark = mark.group(1) if mark else "#"
    return f"{_sudo_for(m.group('file'))}sed -i 's{_delimiter(mark)}^{_delimiter(mark)}{mark}{_delimiter(mark)}' {m.group('file')}"


def _both_replaced(m: re.Match) -> str | None:
    """sed replacing either of two words with a third in one pass."""
    a, b, c = m.group("a"), m.group("b"), m.group("c")
    if any(re.search(r"[/|'\\]", w) for w in (a, b, c)):
        return None
    return f"sed -i -E 's/{a}|{b}/{c}/g' {m.group('file')}"


def _sorted_by_two_keys(m: re.Match) -> str | None:
    """sort on one column, ties broken by another: "sort ranking.txt by column 2, ties broken by column 1 numerically"
    → ``sort -k2,2 -k1,1n ranking.txt``; split at commas or tabs for CSV and TSV files."""
    keys = []
    for num, nth, how in (("n1", "o1", "h1"), ("n2", "o2", "h2")):
        n = _column_said(m.group(num), m.group(nth))
        if n is None:
            return None
        said = (m.group(how) or "").lower()
        keys.append(f"-k{n},{n}" + ("n" if "numer" in said else "") + ("r" if re.search(r"revers|descend|desc\b|largest|highest|newest", said) else ""))
    sep = {"csv": "-t, ", "tsv": "-t$'\\t' "}.get(m.group("file").rsplit(".", 1)[-1].lower(), "")
    return f"sort {sep}{' '.join(keys)} {m.group('file')}"


def _columns_but_one(m: re.Match) -> str | None:
    """cut printing every column but one: "print all columns of table.csv except the second one" → ``cut -d,
    --complement -f2 table.csv``."""
    n = _column_said(m.group("num"), m.group("ord"))
    return None if n is None else _columns_left_out(m.group("file"), m.group("ext"), [str(n)])


def _cut_delimiter(ext: str) -> str:
    """cut's ``-d, `` for a CSV file; nothing for a TSV file, which cut splits at tabs by itself."""
    return "-d, " if ext.lower() == "csv" else ""


def _columns_left_out(file: str, ext: str, columns: list[str], out: str | None = None) -> str:
    """cut printing every column of ``file`` but ``columns``, to ``out`` where the request names a file for it."""
    return f"cut {_cut_delimiter(ext)}--complement -f{','.join(columns)} {file}" + (f" > {out}" if out else "")


# What a line starts or ends with, said as a kind of character, as a bracket expression.
_CHAR_KINDS = ((r"numbers?|digits?", "[0-9]"), (r"capital(?:\s+letters?)?|upper[\s-]?case(?:\s+letters?)?", "[A-Z]"),
               (r"lower[\s-]?case(?:\s+letters?)?|small\s+letters?", "[a-z]"), (r"letters?", "[A-Za-z]"),
               (r"(?:white\s*)?spaces?|blanks?", "[[:space:]]"), (r"punctuation(?:\s+marks?)?", "[[:punct:]]"))


def _line_by_char_kind(m: re.Match) -> str | None:
    """grep for the lines that start or end with a kind of character: "lines in inventory.txt that start with a
    number" → ``grep '^[0-9]' inventory.txt``."""
    cls = next((c for words, c in _CHAR_KINDS if re.fullmatch(words, m.group("kind"), re.I)), None)
    if cls is None or _LINES_NOT_SHOWN.search(m.string):
        return None
    pattern = f"^{cls}" if m.group("how").lower().startswith(("start", "begin")) else f"{cls}$"
    return f"grep {_counted(m.string)}'{pattern}' {m.group('file')}"


# Lines picked to be removed, skipped or changed rather than shown: not a grep of them.
_LINES_NOT_SHOWN = re.compile(r"\b(?:(?:delet|remov|drop|strip|skip|exclud|comment|replac|chang|edit)\w*|without|except|not|no|\w+n't)\b", re.I)


def _counted(text: str) -> str:
    """``-c `` when the request counts the lines it picks ("how many lines …"), else ""."""
    return "-c " if re.search(r"\b(?:count|how\s+many|number\s+of)\b", text, re.I) else ""


# column's -s for a file's kind: a comma, or a tab written as bash's $'\t'.
_TABLE_SEPARATORS = {"csv": ",", "tsv": " $'\\t'"}


def _csv_converted(m: re.Match) -> str | None:
    """tr turning one field separator into another, the new file named for its kind where the request does not name
    it: "turn report.tsv into a csv" → ``tr '\\t' ',' < report.tsv > report.csv``."""
    src, said_from = m.group("file") or m.group("file2"), m.group("from")
    seps = {"csv": ",", "tsv": "\\t", "pipe": "|", "psv": "|", "semicolon": ";", "comma": ",", "tab": "\\t"}
    old = seps.get((said_from or src.rsplit(".", 1)[-1]).lower())
    new = seps.get((m.group("to") or m.group("to2")).lower())
    if old is None or new is None or old == new:
        return None
    out = m.group("out") or m.group("out2") or src.rsplit(".", 1)[0] + "." + ("csv" if new == "," else "tsv")
    return f"tr '{old}' '{new}' < {src} > {out}"


def _columns_listed(said: str) -> list[str]:
    """The column numbers of a list ("2 and 4", "3,1,2"), in its order."""
    return re.findall(r"\d+", said)


def _columns_dropped(m: re.Match) -> str:
    """cut printing every column but those listed, to a file where the request names one."""
    return _columns_left_out(m.group("file"), m.group("ext"), _columns_listed(m.group("cols")), m.group("out"))


def _columns_reordered(m: re.Match) -> str:
    """awk printing the columns in the order a request lists them."""
    fields = ", ".join("$" + c for c in _columns_listed(m.group("cols")))
    return f"awk {_awk_fields(m.group('ext'))}'{{print {fields}}}' {m.group('file')}"


# The fields of /etc/passwd and /etc/group by the names people give them.
_ETC_FIELDS = {"passwd": ((r"user\s*names?|users|logins?|names?|accounts?", "1"), (r"uids?|user\s+ids?", "3"), (r"gids?|group\s+ids?", "4"),
                          (r"full\s+names?|gecos|comments?", "5"), (r"home\s+(?:dirs?|director(?:y|ies)|folders?)|homes?", "6"), (r"(?:login\s+)?shells?", "7")),
               "group": ((r"(?:group\s+)?names?|groups?", "1"), (r"gids?|group\s+ids?", "3"), (r"members?|users", "4"))}


def _etc_fields(m: re.Match) -> str | None:
    """cut printing two named fields of /etc/passwd or /etc/group, with another separator where asked: "group names
    and GIDs from /etc/group, tab separated" → ``cut -d: -f1,3 --output-delimiter=$'\\t' /etc/group``."""
    table = _ETC_FIELDS[m.group("file").rsplit("/", 1)[-1]]
    fields = [next((n for words, n in table if re.fullmatch(words, said.strip(), re.I)), None) for said in (m.group("a"), m.group("b"))]
    if None in fields or fields[0] == fields[1]:
        return None
    out = {"tab": "$'\\t'", "comma": ",", "space": "' '"}.get((m.group("sep") or "").lower())
    return f"cut -d: -f{','.join(fields)}{' --output-delimiter=' + out if out else ''} {m.group('file')}"


def _shape_rewritten(m: re.Match) -> str | None:
    """sed -E rewriting text shaped like one example into the shape of another with the same numbers moved: "print
    dates.txt with dates like 2024-03-15 rewritten as 15/03/2024" → ``sed -E
    's#([0-9]{4})-([0-9]{2})-([0-9]{2})#\\3/\\2/\\1#g' dates.txt``. None where a number of the example is not found
    once in the new shape, or repeats in the old."""
    old, new = m.group("a"), m.group("b")
    runs = re.findall(r"\d+", old)
    if len(runs) < 2 or len(set(runs)) != len(runs) or sorted(runs) != sorted(re.findall(r"\d+", new)):
        return None
    pattern = re.sub(r"\d+", lambda r: f"([0-9]{{{len(r.group(0))}}})", re.sub(r"([.])", r"\\\1", old))
    target = re.sub(r"\d+", lambda r: "\\" + str(runs.index(r.group(0)) + 1), new)
    d = next((c for c in "#|,@" if c not in old + new), None)
    if d is None or re.search(r"[^\w/:.-]", old + new):
        return None
    return f"sed -E {'-i ' if m.group('place') else ''}'s{d}{pattern}{d}{target}{d}g' {m.group('file') or m.group('file2')}"


class _Groups:
    """A match whose groups named in ``given`` read other values: the one group of a pattern whose alternatives name
    one thing twice ("file" for "lines in F" and "F lines")."""

    def __init__(self, m: re.Match, **given: str | None) -> None:
        self._m, self._given, self.string = m, given, m.string

    def group(self, name: str | int = 0) -> str | None:
        return self._given[name] if name in self._given else self._m.group(name)

    def groupdict(self) -> dict:
        return {**self._m.groupdict(), **self._given}


# Session 47: grep forms, sed edits said with a condition, columns cut, sorted or counted, files merged.

# A file named in a request: a path with an extension, or a Makefile or /etc/passwd-like path.
_NAMED = r"[~./\w][\w./~-]*\.\w+|(?:[\w./~-]*/)?(?:Makefile|Dockerfile)|/etc/[\w./-]*\w"
# A folder named in a request: a path with a / in it, "." or "~", whole.
_FOLDER = r"(?:/[\w./~-]*|~/[\w./~-]*|\.{1,2}/[\w./~-]*|[\w-]+/[\w./~-]*|\.|~)(?![\w./~-])"
# Words that join the parts of a request, never the second word of a text replaced.
_JOINS = r"(?:only|but|in|on|and|with|to|for|by|into|edit\w*|everywhere|globally|throughout|all|every|each)\b"
# A search text: quoted (spaces kept) or one word.
_PATTERN = r"'[^']+'|\"[^\"]+\"|[^\s'\"?,]+"
# Words that name a kind of file by extensions: ".js and .ts", ".yaml/.yml", ".c, .h or .cpp".
_EXTS = r"\*?\.\w+(?:\s*(?:/|,|\bor\b|\band\b)\s*\*?\.\w+)*"
# Lines of one list said to be missing from another ("weren't in", "are not in", "are missing from").
_NOT_IN = re.compile(r"n'?t\b|\bnot\b|\bmissing\b", re.I)


def _text_said(said: str) -> str:
    """A search text as written, without the quotes around it."""
    return unquoted(said) if said[:1] in "'\"" else said


def _extensions(said: str) -> list[str]:
    """The extensions a phrase lists (".js and .ts" → js, ts), in its order."""
    return re.findall(r"\.(\w+)", said)


def _grep_options(rest: str) -> str | None:
    """grep's options for the words after a recursive search (line numbers, case, files left out by a glob), or
    None for words it does not read."""
    options, excludes = "", []
    for part in re.split(r"\s*(?:,|;|\band\b|\bbut\b)\s*", rest.strip(" .?!")):
        if not part:
            continue
        if re.fullmatch(r"(?:with|show(?:ing)?|print(?:ing)?)?\s*(?:the\s+)?line\s+numbers?", part, re.I):
            options += "n"
        elif re.fullmatch(r"(?:case[\s-]*insensitive(?:ly)?|ignor\w*\s+(?:the\s+)?case|any\s+case)", part, re.I):
            options += "i"
        elif said := re.fullmatch(r"(?:ignor\w*|skip\w*|exclud\w*|leav\w*\s+out|not\s+(?:in\s+)?)\s+(?:the\s+|any\s+)?(?P<g>\*?\.?[\w*.-]+)\s*(?:files)?", part, re.I):
            glob = said.group("g")
            excludes.append(glob if "*" in glob else f"*{glob}" if glob.startswith(".") else f"*.{glob}")
        elif not re.fullmatch(r"recursively|in\s+all\s+subfolders", part, re.I):
            return None
    return options + "".join(f" --exclude='{g}'" for g in excludes)


def _grep_recursive(m: re.Match) -> str | None:
    """grep through a folder, only in the files of some extensions or leaving some out: "grep TODO in project/ but
    only in .js and .ts files, with line numbers" → ``grep -rn --include='*.js' --include='*.ts' TODO project/``;
    "recursively grep /etc/apache2 for 'Listen 8080' but ignore *.bak files" → ``grep -R --exclude='*.bak' 'Listen 8080'
    /etc/apache2`` (-R: the links of /etc's sites-enabled followed)."""
    rest = m.group("rest") or ""
    only = re.search(rf"\b(?:only\s+)?(?:in|for)\s+(?:the\s+)?(?P<e>{_EXTS})\s+files\b", rest, re.I)
    exts = _extensions(only.group("e")) if only else []
    if only:
        rest = rest[:only.start()] + rest[only.end():]
    rest = re.sub(r"\b(?:but\s+)?only\b", "", rest, flags=re.I)
    options = _grep_options(rest)
    if options is None:
        return None
    flags, _, excludes = options.partition(" ")
    includes = "".join(f" --include='*.{e}'" for e in exts)
    recurse = "R" if m.group("dir").startswith("/etc/") else "r"   # /etc's *-enabled folders hold links to the configs
    return f"grep -{recurse}{flags}{includes}{' ' + excludes if excludes else ''} {_shell_word(_text_said(m.group('pat')))} {m.group('dir')}"


def _grep_files_of_kind(m: re.Match) -> str | None:
    """grep for the files of some extensions under a folder that hold a text, their names or their lines: "names of
    the .yaml/.yml files under k8s/ containing image:" → ``grep -rl --include='*.yaml' --include='*.yml' image:
    k8s/``; "which .py files under src/ contain 'import requests'? show the matching lines" → ``grep -r
    --include='*.py' 'import requests' src/``."""
    rest = (m.group("rest") or "").strip(" ?.!")
    lines = re.fullmatch(r"(?:(?:and\s+)?(?:show|print|list|with)\s+(?:me\s+)?(?:the\s+)?(?:matching\s+)?lines(?:\s+that\s+match)?)?", rest, re.I)
    numbered = re.fullmatch(r"(?:and\s+)?(?:show|print|with)\s+(?:the\s+)?(?:matching\s+lines\s+(?:and|with)\s+(?:their\s+)?)?line\s+numbers?", rest, re.I)
    if not (lines or numbered):
        return None
    flags = "rn" if numbered else "r" if rest else "rl"
    includes = " ".join(f"--include='*.{e}'" for e in _extensions(m.group("exts")))
    return f"grep -{flags} {includes} {_shell_word(_text_said(m.group('pat')))} {m.group('dir')}"


def _lines_counted_per_file(m: re.Match) -> str | None:
    """grep -c counting the lines that hold a text in each file of a folder: "count ERROR lines in each .log file in
    /var/log/myapp" → ``grep -c ERROR /var/log/myapp/*.log``; "how many lines with Exception in each file under
    logs/, recursively, skipping files that have none" → ``grep -rc Exception logs/ | grep -v ':0$'``."""
    rest = m.group("rest") or ""
    recursive = re.search(r"\brecursive(?:ly)?\b|\bsubfolders?\b|\bsubdirector", rest, re.I) or m.group("under")
    skip = re.search(r"\b(?:skip\w*|without|leav\w*\s+out|hid\w*|ignor\w*|omit\w*)\s+(?:the\s+)?files\s+(?:that\s+have|with)\s+(?:none|no\s+matches|zero)\b", rest, re.I)
    left = re.sub(r"\b(?:recursive(?:ly)?|(?:including\s+)?(?:all\s+)?subfolders?)\b", "", rest, flags=re.I)
    if skip:
        left = left.replace(skip.group(0), "")
    if left.strip(" ,.?!"):
        return None
    pattern, folder, ext = _shell_word(_text_said(m.group("pat"))), m.group("dir").rstrip("/") or "/", m.group("ext")
    skipped = " | grep -v ':0$'" if skip else ""
    if recursive:
        include = f" --include='*.{ext}'" if ext else ""
        return f"grep -rc{include} {pattern} {folder}/{skipped}"
    return f"grep -c {pattern} {folder}/*{'.' + ext if ext else ''}{skipped}"


def _words_counted(m: re.Match) -> str | None:
    """grep -o counting each time a word appears, not the lines, a short word or one said whole only as a word: "how many times does the word 'the' occur in book.txt?
    every occurrence, not lines" → ``grep -ow the book.txt | wc -l``; "total count of the word main (whole word)
    across src/*.c" → ``grep -ohw main src/*.c | wc -l``."""
    files = m.group("file")
    short = m.group("word") and len(_text_said(m.group("w"))) <= 3   # "the" inside "other" and "then"
    whole = "w" if short or re.search(r"\bwhole\s+words?\b", m.string, re.I) else ""
    several = "h" if re.search(r"[*?]|\s", files) else ""
    return f"grep {_any_case(m.string)}-o{several}{whole} {_shell_word(_text_said(m.group('w')))} {files} | wc -l"


def _substituted(m: re.Match) -> str | None:
    """sed replacing a text with another where the request says more than "replace A with B" (only the first one on
    each line, only on lines that start with or contain a text, a text of several words), in place when it asks: "in
    prices.txt swap USD for EUR, but only on lines starting with item" → ``sed '/^item/s/USD/EUR/g' prices.txt``; "in
    essay.md change color to colour, only the first one on each line, edit in place" → ``sed -i 's/color/colour/'
    essay.md``; "change listen 80; to listen 8080; in nginx.conf in place" → ``sed -i 's/listen 80;/listen 8080;/g'
    nginx.conf``. None for a plain one-word swap, which the model writes."""
    old, new = _text_said(m.group("old")), _text_said(m.group("new"))
    file = m.group("file") or m.group("file2")
    if not file or (m.group("file") and m.group("file2")) or re.search(r"[/|'\\]", old + new):
        return None
    rest = m.group("rest") or ""
    in_place, once, address = False, False, ""
    said = rest.strip(" .!")
    while said := re.sub(r"^[\s,;]*(?:(?:and|but)\s+)?", "", said):
        if part := _IN_PLACE.match(said):
            in_place = True
        elif part := _FIRST_ONLY.match(said):
            once = True
        elif part := _ONLY_LINES.match(said):
            w = _text_said(part.group("w"))
            if re.search(r"[/|'\\]", w):
                return None
            start = "^" if re.match(r"start|begin", part.group("how"), re.I) else ""
            w = re.sub(r"([.*^$])", r"[\1]", w)
            address = f"/{start}{w}/"
        else:
            return None
        said = said[part.end():]
    if re.match(r"(?:an?|the)\s", new, re.I) or _char_named(old) or _char_named(new):
        return None   # characters named in words ("every space with an underscore"): tr's
    if not (once or address or (in_place and re.search(r"[^\w.-]", old + new))):
        return None   # a plain swap of two texts: the model's
    new = new.replace("&", "\\&")
    old_re = re.sub(r"([.*\[\]^$])", r"\\\1", old)
    return f"sed {'-i ' if in_place else ''}'{address}s/{old_re}/{new}/{'' if once else 'g'}' {file}"


# The words after a substitution: in place, only the first on each line, only on some lines.
_IN_PLACE = re.compile(r"(?:and\s+)?(?:(?:edit(?:ing)?|do\s+it|change\s+it)\s+(?:it\s+|the\s+file\s+)?)?in[\s-]place|(?:and\s+)?(?:modify|change|edit)(?:ing)?\s+the\s+file(?:\s+itself)?|(?:and\s+)?save\s+it", re.I)
_FIRST_ONLY = re.compile(r"(?:but\s+)?only\s+the\s+first\s+(?:one|occurrence|match|time)\s+(?:on|in|of)\s+(?:each|every|a)\s+line", re.I)
_ONLY_LINES = re.compile(r"(?:but\s+)?only\s+(?:on|in)\s+(?:the\s+)?lines\s+(?:that\s+)?(?P<how>start(?:s|ing)?\s+with|begin(?:s|ning)?\s+with|contain(?:s|ing)?|with|mentioning)\s+"
                         r"(?P<w>'[^']+'|\"[^\"]+\"|[^\s'\"?,]+)", re.I)


def _cut_separator(file: str, text: str) -> str | None:
    """cut's -d for a file: ``-d,`` for CSV, none for TSV (cut's tab), ``-d:`` for /etc files, ``-d' '`` for a file said
    to be separated by single spaces; None when the request does not say."""
    if said := re.search(r"\b(?:separated|delimited)\s+by\s+(?:an?\s+|single\s+)*(?P<s>comma|semicolon|colon|tab|pipe|space)s?\b"
                         r"|\b(?:single[\s-])?(?P<w>comma|semicolon|colon|pipe|space|tab)[\s-](?:separated|delimited)\b", text, re.I):
        word = (said.group("s") or said.group("w")).lower()
        return {"comma": "-d, ", "semicolon": "-d';' ", "colon": "-d: ", "tab": "", "pipe": "-d'|' ", "space": "-d' ' "}[word]
    if file.startswith("/etc/"):
        return "-d: "
    return {"csv": "-d, ", "tsv": ""}.get(file.rsplit(".", 1)[-1].lower())


def _columns_cut(m: re.Match) -> str | None:
    """cut printing some columns of a file with its own separator: "give me columns 2 and 4 of inventory.csv, still
    comma separated" → ``cut -d, -f2,4 inventory.csv``; "trace.txt is single-space separated; print field 3 through the
    end of each line" → ``cut -d' ' -f3- trace.txt``."""
    file = m.group("file") or m.group("file2")
    sep = _cut_separator(file, m.string)
    if sep is None:
        return None
    if m.group("from"):
        return f"cut {sep}-f{m.group('from')}- {file}"
    return f"cut {sep}-f{','.join(_columns_listed(m.group('cols')))} {file}"


def _first_and_last_field(m: re.Match) -> str:
    """awk printing the first and the last field of each line: "first and last column of every line in
    metrics.txt" → ``awk '{print $1, $NF}' metrics.txt``."""
    file = m.group("file")
    return f"awk {_awk_fields(file.rsplit('.', 1)[-1])}'{{print $1, $NF}}' {file}"


def _top_values(m: re.Match) -> str | None:
    """The n largest or smallest values of a column: "5 largest values in column 4 of stats.tsv" → ``cut -f4
    stats.tsv | sort -rn | head -n 5``."""
    file, n = m.group("file"), _column_said(m.group("num"), m.group("ord"))
    if n is None:
        return None
    sep = _cut_separator(file, m.string)
    column = f"awk '{{print ${n}}}' {file}" if sep is None else f"cut {sep}-f{n} {file}"
    largest = re.match(r"larg|big|high|top|great", m.group("which"), re.I)
    return f"{column} | sort -{'r' if largest else ''}n | head -n {_count(m.group('k'))}"


def _per_value_counted(m: re.Match) -> str | None:
    """uniq -c counting the rows per value of one column, the header left out when the file has one: "customers.csv
    has a header, country is column 4; count customers per country" → ``tail -n +2 customers.csv | cut -d, -f4 | sort
    | uniq -c``."""
    text, file = m.string, m.group("file")
    named = re.search(rf"\b{re.escape(m.group('key'))}\s+(?:is\s+(?:in\s+)?|in\s+)(?:the\s+)?(?:(?:column|col|field)\s+(?P<num>\d+)|(?P<ord>{_ORD})\s+(?:column|col|field))", text, re.I)
    if named is None or re.search(r"\b(?:sum|total|average|mean|sort\w*|top|most|amount)\b", text, re.I):
        return None
    n = _column_said(named.group("num"), named.group("ord"))
    sep = _cut_separator(file, text)
    column = f"awk '{{print ${n}}}'" if sep is None else f"cut {sep}-f{n}"
    header = re.search(r"\b(?:has|with|have)\s+a\s+header\b", text, re.I) and not re.search(r"\bno\s+header\b", text, re.I)
    return f"tail -n +2 {file} | {column} | sort | uniq -c" if header else f"{column} {file} | sort | uniq -c"


def _sorted_keeping_header(m: re.Match) -> str | None:
    """sort on a column below a header line kept on top: "Sort employees.csv by salary (3rd column, numeric) but keep
    the header line on top" → ``(head -n 1 employees.csv && tail -n +2 employees.csv | sort -t, -k3,3n)``."""
    file, n = m.group("file"), _column_said(m.group("num"), m.group("ord"))
    if n is None:
        return None
    said = m.group(0)
    numeric = re.search(r"numer|\b(?:largest|highest|biggest|smallest|lowest)\s+(?:first|on\s+top)|\b(?:salary|salaries|price|amount|total|count|age|score|size|cost|revenue)\b", said, re.I)
    key = f"-k{n},{n}" + ("n" if numeric else "") + ("r" if re.search(r"revers|descend|largest\s+first|highest\s+first|biggest\s+first", said, re.I) else "")
    sep = {"csv": "-t, ", "tsv": "-t$'\\t' "}.get(file.rsplit(".", 1)[-1].lower(), "")
    return f"(head -n 1 {file} && tail -n +2 {file} | sort {sep}{key})"


def _headers_merged(m: re.Match) -> str | None:
    """CSV files put one after another under the first one's header: "merge jan.csv feb.csv mar.csv into q1.csv,
    keeping only the header from jan.csv" → ``{ cat jan.csv; tail -n +2 feb.csv; tail -n +2 mar.csv; } > q1.csv``."""
    files = re.findall(r"[~./\w][\w./~-]*\.(?:csv|tsv)", m.group("files"))
    if len(files) < 2 or m.group("first") and m.group("first") != files[0]:
        return None
    parts = [f"cat {files[0]}"] + [f"tail -n +2 {f}" for f in files[1:]]
    return f"{{ {'; '.join(parts)}; }} > {m.group('out')}"


def _lines_by_number(m: re.Match) -> str | None:
    """sed printing some lines by their numbers: "show only lines 7 and 12 of config.txt" → ``sed -n '7p;12p'
    config.txt``."""
    numbers = _columns_listed(m.group("nums"))
    return None if len(numbers) < 2 else f"sed -n '{';'.join(n + 'p' for n in numbers)}' {m.group('file')}"


def _lines_starting(m: re.Match) -> str | None:
    """grep for the lines that start or end with a text: "Lines in mbox.txt that begin with From:" → ``grep '^From:'
    mbox.txt``; with their line numbers or counted where the request asks."""
    said = _text_said(m.group("pat"))
    if re.fullmatch(r"(?:an?|the|numbers?|digits?|letters?|capitals?|spaces?|tabs?|blanks?|whitespace|#|upper\w*|lower\w*|punctuation)", said, re.I) or _LINES_NOT_SHOWN.search(m.string):
        return None   # a kind of character (_line_by_char_kind), or lines dropped
    rest = (m.group("rest") or "").strip(" ?.!")
    numbered = re.fullmatch(r",?\s*(?:with|and\s+show|and\s+their)\s+(?:their\s+|the\s+)?line\s+numbers?", rest, re.I)
    if rest and not numbered:
        return None
    escaped = re.sub(r"([.*\[\]\\^$])", r"\\\1", said)
    pattern = f"^{escaped}" if re.match(r"start|begin", m.group("how"), re.I) else f"{escaped}$"
    return f"grep {_counted(m.string)}{'-n ' if numbered else ''}{_shell_word(pattern)} {m.group('file')}"


def _lines_without(m: re.Match) -> str | None:
    """grep -v for the lines that lack a text: "lines of users.csv without inactive" → ``grep -v inactive
    users.csv``."""
    said = _text_said(m.group("pat"))
    if re.fullmatch(r"(?:comments?|blanks?|empty|duplicates?|the|a|an|any|numbers?|digits?|headers?|\w+s)", said, re.I) and said == m.group("pat"):
        return None   # a kind of line said in words ("without comments", "without timestamps"), not a text
    return f"grep {_counted(m.string)}-v {_shell_word(said)} {m.group('file')}"


# Session 47 (data files): a CSV's header line shown or numbered, rows shuffled under it, fields counted per line,
# rows numbered, a separator swapped, files split by size, sorted files merged, lines counted per file.

_CSV_FILE = r"(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|psv))\b"


def _header_numbered(m: re.Match) -> str:
    """A CSV's or TSV's column names one a line, numbered: "number the columns in the header of employees.tsv so I can
    see which field number is which" → ``head -n 1 employees.tsv | tr '\\t' '\\n' | cat -n``."""
    file = m.group("file")
    return f"head -n 1 {file} | tr {_TSV_TAB if m.group('ext').lower() == 'tsv' else _CSV_COMMA} '\\n' | cat -n"


def _shuffled_under_header(m: re.Match) -> str:
    """shuf mixing the rows of a file under its header line, kept first: "shuffle the rows of training.csv except the
    header and write training_shuffled.csv" → ``(head -n 1 training.csv && tail -n +2 training.csv | shuf) >
    training_shuffled.csv``."""
    file = m.group("file")
    return f"(head -n 1 {file} && tail -n +2 {file} | shuf)" + (f" > {m.group('out')}" if m.group("out") else "")


def _fields_per_line(m: re.Match) -> str | None:
    """awk printing the number of fields of each line, tallied (each count with how many lines have it) where asked:
    "vendor_dump.psv is pipe delimited. how many fields per line, show each distinct count with how many lines have
    it" → ``awk -F'|' '{print NF}' vendor_dump.psv | sort -n | uniq -c``."""
    text, file = m.string, m.group("file")
    ext = m.group("ext").lower()
    sep = _cut_separator(file, text) if ext != "psv" or re.search(r"separated|delimited", text, re.I) else "-d'|' "
    if sep is None:
        return None
    awk_sep = {"-d, ": "-F, ", "": "-F'\\t' "}.get(sep, sep.replace("-d", "-F"))
    tallied = re.search(r"\b(?:distinct|each\s+count|how\s+many\s+(?:lines|rows)\s+(?:have|has)|tally|histogram|summar\w+|group\w*)\b", m.group("rest"), re.I)
    return f"awk {awk_sep}'{{print NF}}' {file}" + (" | sort -n | uniq -c" if tallied else "")


def _rows_numbered(m: re.Match) -> str:
    """awk putting each row's number before it as a new first column: "prepend a running row number as a new first
    column in items.csv" → ``awk -v OFS=, '{print NR, $0}' items.csv``."""
    out = {"csv": ",", "tsv": "'\\t'"}.get(m.group("ext").lower(), "'|'")
    return f"awk -v OFS={out} '{{print NR, $0}}' {m.group('file')}"


_SEPARATOR_WORDS = {"semicolon": ";", "comma": ",", "tab": "\\t", "pipe": "|", "colon": ":"}


def _separator_swapped(m: re.Match) -> str | None:
    """tr turning one separator character into another, into the file the request names: "euro_export.csv uses
    semicolons, swap them all for commas and write euro_fixed.csv" → ``tr ';' ',' < euro_export.csv >
    euro_fixed.csv``."""
    old, new = (_SEPARATOR_WORDS[w.lower().rstrip("s")] for w in (m.group("old"), m.group("new")))
    if old == new or m.group("out") == m.group("file"):
        return None
    return f"tr '{old}' '{new}' < {m.group('file')}" + (f" > {m.group('out')}" if m.group("out") else "")


def _split_by_size(m: re.Match) -> str | None:
    """split cutting a file into pieces of at most a size, whole lines kept: "chop transactions_2024.csv into chunks
    of at most 50MB without breaking any line in half" → ``split -C 50M transactions_2024.csv``."""
    size = re.fullmatch(r"(\d+)\s*([kmg])i?b?", m.group("size"), re.I)
    if size is None:
        return None
    prefix = f" {m.group('prefix')}" if m.group("prefix") else ""
    return f"split -C {size.group(1)}{size.group(2).upper()} {m.group('file')}{prefix}"


def _per_file_lines(m: re.Match) -> str:
    """A loop printing each file's name with its count of lines: uncompressed for .gz files ("for each .gz file in
    archive/ print its name and how many lines it has uncompressed" → ``for f in archive/*.gz; do echo "$f $(zcat
    "$f" | wc -l)"; done``), the header left out for CSV files ("how many data rows does each csv in data/ have, not
    counting the header line" → ``for f in data/*.csv; do echo "$f: $(tail -n +2 "$f" | wc -l)"; done``)."""
    folder, ext = m.group("dir").rstrip("/") or "/", m.group("ext").lower()
    if ext == "gz":
        return f'for f in {folder}/*.gz; do echo "$f $(zcat "$f" | wc -l)"; done'
    return f'for f in {folder}/*.{ext}; do echo "$f: $(tail -n +2 "$f" | wc -l)"; done'


def _names_listed(said: str) -> list[str]:
    """The names of a list ("name, email and phone"), in its order."""
    return [w for w in re.split(r"\s*(?:,\s*and|,|\band\b)\s*", said.strip()) if w]


def _miller_sorted(m: re.Match) -> str:
    """mlr sorting a CSV or TSV file by a named column: "with miller sort q_sales.csv by the amount column, largest
    first" → ``mlr --csv sort -nr amount q_sales.csv``; alphabetically where said (``-f``), else numerically up."""
    how = m.group("how") or ""
    flag = "-nr" if re.search(r"larg|high|big|most|desc|revers", how, re.I) else "-f" if re.search(r"alpha", how, re.I) else "-nf"
    return f"mlr --{m.group('ext').lower()} sort {flag} {m.group('col')} {m.group('file')}"


# The statistics miller's stats1 computes, by the words people say for them.
_MLR_STATS = (("mean", r"mean|average|avg"), ("max", r"max(?:imum)?|largest|highest"), ("min", r"min(?:imum)?|smallest|lowest"),
              ("sum", r"sum|total"), ("count", r"count"), ("median", r"median"))


def _miller_stats(m: re.Match) -> str | None:
    """mlr stats1 of a named column: "mean and max of the latency column in api_calls.csv, using miller" → ``mlr
    --icsv --opprint stats1 -a mean,max -f latency api_calls.csv``."""
    said = re.split(r"\s*(?:,\s*and|,|and|&)\s*", m.group("stats"))
    stats = [next((name for name, words in _MLR_STATS if re.fullmatch(words, w, re.I)), None) for w in said]
    if None in stats:
        return None
    return f"mlr --i{m.group('ext').lower()} --opprint stats1 -a {','.join(stats)} -f {m.group('col')} {m.group('file')}"


ROWS = (
    # "which files under logs/ have ERROR in them? just the names please": the names of the files holding a word
    (re.compile(r"^\s*(?:which|what)\s+files\s+(?:under|in|inside|below)\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:have|has|contain|mention)\s+(?P<pat>'[^']+'|\"[^\"]+\"|[\w.:=-]+)"
                r"(?P<them>\s+in\s+(?:them|it))?\s*\??\s*(?P<names>,?\s*(?:just|only)\s+(?:the\s+)?(?:file\s*)?names(?:\s+please)?)?\s*[.!?]?\s*$", re.I),
     lambda m: f"grep -rl {_shell_word(m.group('pat').strip(chr(39) + chr(34)))} {m.group('dir')}" if m.group("them") or m.group("names") else None),
    # "print dates.txt with dates like 2024-03-15 rewritten as 15/03/2024", "rewrite dates like 03/15/2024 as 2024-03-15 in log.txt"
    (re.compile(r"^\s*(?:print|show|output|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:the\s+)?(?:dates|timestamps|times|numbers|values)\s+like\s+(?P<a>\S*\d\S*)\s+"
                r"(?:rewritten|changed|converted|turned|reformatted|written)\s+(?:as|to|into)\s+(?P<b>\S*\d\S*?)(?P<place>)\s*$"
                r"|^\s*(?:rewrite|convert|change|reformat|turn)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:dates|timestamps|times)\s+like\s+(?P<a2>\S*\d\S*)\s+(?:as|to|into)\s+(?P<b2>\S*\d\S*?)\s+in\s+"
                r"(?P<file2>[~./\w][\w./~-]*\.\w+)(?P<place2>\s*,?\s*in[\s-]place)?\s*$", re.I),
     lambda m: _shape_rewritten(_Groups(m, a=m.group("a") or m.group("a2"), b=m.group("b") or m.group("b2"), place=m.group("place2")))),
    # "group names and GIDs from /etc/group, tab separated"
    (re.compile(r"^\s*(?:show\s+|list\s+|print\s+|get\s+)?(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?P<a>[\w ]+?)\s+(?:and|&)\s+(?:their\s+|the\s+)?(?P<b>[\w ]+?)\s+(?:from|of|in)\s+(?P<file>/etc/(?:passwd|group))"
                r"(?:\s*,?\s*(?P<sep>tab|comma|space)[\s-](?:separated|delimited))?\s*$", re.I),
     _etc_fields),
    # session 47: grep through a folder by extensions ("grep TODO in project/ but only in .js and .ts files, with line numbers")
    (re.compile(rf"^\s*(?:please\s+)?(?:recursively\s+)?grep\s+(?:-r\s+)?(?:recursively\s+)?(?:for\s+)?(?P<pat>{_PATTERN})\s+(?:in|under|inside|through(?:out)?)\s+(?P<dir>{_FOLDER})"
                rf"(?P<rest>(?=.*(?:\bfiles\b|\b(?:ignor\w*|skip\w*|exclud\w*)\s+(?:the\s+|any\s+)?\*?\.\w)).*)$"
                rf"|^\s*(?:please\s+)?(?:recursively\s+)?grep\s+(?:-r\s+)?(?:recursively\s+)?(?P<dir2>{_FOLDER})\s+(?:recursively\s+)?for\s+(?P<pat2>{_PATTERN})"
                rf"(?P<rest2>(?=.*(?:\bfiles\b|\b(?:ignor\w*|skip\w*|exclud\w*)\s+(?:the\s+|any\s+)?\*?\.\w)).*)$", re.I),
     lambda m: _grep_recursive(m if m.group("pat") else _Groups(m, pat=m.group("pat2"), dir=m.group("dir2"), rest=m.group("rest2")))),
    # "which .py files under src/ contain 'import requests'? show the matching lines", "names of the .yaml/.yml files under k8s/ containing image:"
    (re.compile(rf"^\s*(?:which|what|list|show|find|(?:the\s+)?names\s+of)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?P<exts>{_EXTS})\s+files\s+(?:under|in|inside|below)\s+(?P<dir>{_FOLDER})\s+"
                rf"(?:that\s+|which\s+)?(?:contain|mention|include|hav)\w*\s+(?P<pat>{_PATTERN})\s*(?:\?\s*|[,;]\s*|\s-\s)?(?P<rest>.*)$", re.I),
     _grep_files_of_kind),
    # "count ERROR lines in each .log file in /var/log/myapp", "how many lines with Exception in each file under logs/, recursively"
    (re.compile(rf"^\s*(?:count\s+(?:the\s+)?(?:lines\s+(?:with|containing|mentioning)\s+(?P<pat>{_PATTERN})|(?!(?:the|all|of|blank|empty|non-?empty|total|unique|duplicate)\b)(?P<patb>{_PATTERN})\s+lines)|how\s+many\s+(?:lines\s+(?:with|containing|mentioning)\s+(?P<patc>{_PATTERN})|(?!(?:blank|empty|non-?empty|total|unique|duplicate)\b)(?P<patd>{_PATTERN})\s+lines)(?:\s+are\s+there)?)"
                rf"\s+(?:in|of)\s+(?:each|every)\s+(?:\.(?P<ext>\w+)\s+)?file\s+(?:(?P<under>under)|in|inside)\s+(?P<dir>{_FOLDER})(?P<rest>.*)$", re.I),
     lambda m: _lines_counted_per_file(_Groups(m, pat=m.group("pat") or m.group("patb") or m.group("patc") or m.group("patd")))),
    # "how many times does the word 'the' occur in book.txt? every occurrence, not lines", "total count of the word main (whole word) across src/*.c"
    (re.compile(rf"^\s*(?:how\s+many\s+times\s+(?:does|do|is)\s+(?P<word>the\s+(?:whole\s+)?word\s+)?(?P<w>{_PATTERN})\s+(?:occur|appear|show\s+up|come\s+up|used|mentioned)\s+in\s+(?P<file>[~./\w][\w./~*-]*\.\w+)"
                rf"|(?:the\s+)?(?:total\s+)?(?:count|number)\s+of\s+(?:occurrences\s+of\s+)?(?P<word2>the\s+(?:whole\s+)?word\s+)(?P<w2>{_PATTERN})(?:\s*\((?:whole\s+words?|as\s+a\s+whole\s+word)\))?\s+"
                rf"(?:in|across|over)\s+(?P<file2>[~./\w][\w./~*-]*\.\w+(?:\s+[~./\w][\w./~*-]*\.\w+)*))(?P<rest>.*)$", re.I),
     lambda m: None if not re.fullmatch(r"[\s?.,!]*(?:(?:every|each|all)\s+(?:single\s+)?(?:occurrences?|times?|matches)\s*,?\s*(?:not\s+(?:just\s+)?(?:the\s+)?lines)?)?[\s.!]*", m.group("rest"), re.I)
     else _words_counted(_Groups(m, word=m.group("word") or m.group("word2"), w=m.group("w") or m.group("w2"), file=m.group("file") or m.group("file2")))),
    # "in prices.txt swap USD for EUR, but only on lines starting with item", "in essay.md change color to colour, only the first one on each line, edit in place"
    (re.compile(rf"^\s*(?:in\s+(?P<file>{_NAMED})\s*,?\s+)?(?:please\s+)?(?:replace|change|swap|substitute|turn)\s+(?:every\s+|all\s+|each\s+)?(?P<old>'[^']+'|\"[^\"]+\"|[^'\"\s]+(?:\s+(?!{_JOINS})[^'\"\s]+)?)\s+"
                rf"(?:with|to|for|by|into)\s+(?P<new>'[^']+'|\"[^\"]+\"|[^'\"\s,]+(?:\s+(?!{_JOINS})[^'\"\s,]+)?)(?:\s+(?:everywhere|globally|throughout))?(?:\s+in\s+(?P<file2>{_NAMED}))?(?P<rest>(?:\s*[,;]\s*|\s+).*)?$", re.I),
     _substituted),
    # "login shells used in /etc/passwd, each one once"
    (re.compile(r"^\s*(?:which|what|list|show)\s+(?:me\s+)?(?:the\s+)?(?:login\s+)?shells\s+(?:are\s+)?(?:used|in\s+use)\s+(?:in|by)\s+(?:the\s+accounts\s+(?:of|in)\s+)?/etc/passwd\b"
                r"[\s?,.;]*(?:(?:list\s+|show\s+)?(?:each\s+(?:one\s+)?once|no\s+duplicates|unique))?[\s.?!]*$", re.I),
     lambda m: "cut -d: -f7 /etc/passwd | sort -u"),
    # "keep only the first 10 characters of each line in ids.txt"
    (re.compile(r"^\s*(?:keep|print|show|cut|take|get)\s+(?:only\s+|just\s+)?the\s+first\s+(?P<n>\d+)\s+(?:characters|chars|letters)\s+(?:of|on|from)\s+(?:each|every)\s+line\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"cut -c1-{m.group('n')} {m.group('file')}"),
    # "paths.txt has one path per line - print just the part after the last /", "the last /-separated part of each line in paths.txt"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.\w+)\s+has\s+(?:one\s+)?(?:path|url)s?\s+(?:per|a|on\s+each)\s+line\s*[-,;:]+\s*(?:print|show|get|give\s+me)\s+(?:only\s+|just\s+)?the\s+"
                r"(?:part|piece|bit|text)\s+after\s+the\s+last\s+(?:/|slash)\s*$"
                r"|\bthe\s+last\s+(?:/|slash)[\s-]separated\s+(?:part|field|piece)\s+of\s+(?:each|every)\s+line\s+(?:in|of)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"awk -F/ '{{print $NF}}' {m.group('file') or m.group('file2')}"),
    # "give me columns 2 and 4 of inventory.csv, still comma separated"; "trace.txt is single-space separated; print field 3 through the end of each line"
    (re.compile(r"^\s*(?:give\s+me|print|show|get|extract|output|cut(?:\s+out)?|(?:i\s+)?(?:only\s+|just\s+)?need)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:columns|fields)\s+(?P<cols>\d+(?:\s*,\s*\d+)*\s*,?\s*(?:and|&)\s+\d+)\s+(?:of|from|in|out\s+of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv)|/etc/(?:passwd|group))(?:\s*,?\s*(?:still|keeping\s+(?:them|it)|kept)\s+(?:comma|tab)[\s-]separated)?\s*$"
                r"|^\s*(?P<file2>[~./\w][\w./~-]*\.\w+)\s+is\s+[\w\s-]*separated\s*[;,:-]+\s*(?:print|show|get|keep)\s+(?:only\s+|just\s+)?(?:field|column)\s+(?P<from>\d+)\s+(?:through|to|till|until)\s+"
                r"the\s+end(?:\s+of\s+(?:each|every|the)\s+line)?\s*$", re.I),
     _columns_cut),
    # "first and last column of every line in metrics.txt"
    (re.compile(r"^\s*(?:print\s+|show\s+|get\s+)?(?:only\s+|just\s+)?(?:the\s+)?first\s+and\s+(?:the\s+)?last\s+(?:column|field|word)s?\s+(?:of\s+(?:every|each)\s+line\s+)?(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     _first_and_last_field),
    # "5 largest values in column 4 of stats.tsv"
    (re.compile(rf"^\s*(?:show\s+|print\s+|list\s+|get\s+|what\s+are\s+)?(?:me\s+)?(?:the\s+)?(?:top\s+)?(?P<k>\d+|three|four|five|ten)\s+(?P<which>largest|biggest|highest|greatest|smallest|lowest)\s+(?:values|numbers)\s+(?:in|of)\s+(?:the\s+)?"
                rf"(?:(?:column|field|col)\s+(?P<num>\d+)|(?P<ord>{_ORD})\s+(?:column|field|col))\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*\??\s*$", re.I),
     _top_values),
    # "customers.csv has a header, country is column 4; count customers per country"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv|txt))\b.*\b(?:count|how\s+many)\s+(?:the\s+)?(?:\w+\s+)?(?:per|for\s+each|by|in\s+each)\s+(?P<key>[a-z_]+)\s*\??\s*$", re.I),
     _per_value_counted),
    # "Sort employees.csv by salary (3rd column, numeric) but keep the header line on top"
    (re.compile(rf"^\s*sort\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:(?P<pre>(?:numerically|in\s+reverse(?:\s+order)?|descending|in\s+descending\s+order)\s+)(?=by\s+the\s+{_ORD}\s))?by\s+(?:[\w-]+\s+)?\(?\s*(?:the\s+)?(?:(?:column|field|col)\s+(?P<num>\d+)|(?P<ord>{_ORD})\s+(?:column|field|col))(?P<how>[\w\s,-]*?)\)?(?P<order>\s+(?:highest|largest|biggest|lowest|smallest)\s+first|\s+(?:in\s+)?(?:descending|reverse)(?:\s+order)?)?\s*,?\s+"
                r"(?:but\s+|and\s+|while\s+)?keep(?:ing)?\s+the\s+header(?:\s+line|\s+row)?\s+(?:on\s+top|first|at\s+the\s+top|in\s+place)\s*$", re.I),
     _sorted_keeping_header),
    # "merge jan.csv feb.csv mar.csv into q1.csv, keeping only the header from jan.csv"
    (re.compile(r"^\s*(?:merge|combine|concatenate|join|stack)\s+(?P<files>(?:[~./\w][\w./~-]*\.(?:csv|tsv)(?:\s*,\s*|\s+and\s+|\s+))+)(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.(?:csv|tsv))\s*,?\s+"
                r"(?:keeping|with|and\s+keep)\s+(?:only\s+)?(?:one|the|a\s+single)\s+header(?:\s+line|\s+row)?(?:\s+(?:from|of)\s+(?P<first>[~./\w][\w./~-]*\.(?:csv|tsv)))?(?:\s+only)?(?:\s+(?:at\s+the\s+top|on\s+top))?\s*$", re.I),
     _headers_merged),
    # "show only lines 7 and 12 of config.txt"
    (re.compile(r"^\s*(?:show|print|display|get|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?lines\s+(?P<nums>\d+(?:\s*,\s*\d+)*\s*,?\s*(?:and|&)\s+\d+)\s+(?:of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     _lines_by_number),
    # "Lines in mbox.txt that begin with From:", "which lines of notes.md end with TODO, with line numbers"
    (re.compile(rf"^\s*(?:show\s+|print\s+|list\s+|find\s+|which\s+|get\s+)?(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:lines?\s+(?:in|of|from)\s+(?P<file>{_NAMED})|(?P<file2>{_NAMED})\s+lines)\s+(?:that\s+|which\s+)?"
                rf"(?P<how>start|begin|end)(?:s|ing)?\s+with\s+(?P<pat>{_PATTERN})(?P<rest>.*)$", re.I),
     lambda m: _lines_starting(_Groups(m, file=m.group("file") or m.group("file2")))),
    # "lines of users.csv without inactive"
    (re.compile(rf"^\s*(?:show\s+|print\s+|list\s+|get\s+)?(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?lines\s+(?:of|in|from)\s+(?P<file>{_NAMED})\s+(?:that\s+)?(?:without|not\s+containing|(?:do\s*n'?t|do\s+not|which\s+don'?t)\s+(?:contain|mention|have))\s+(?P<pat>{_PATTERN})\s*$", re.I),
     _lines_without),
    # "print script.pl but stop at the __END__ line (drop it and everything after it)"
    (re.compile(r"^\s*(?:print|show|display|cat|output)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:but\s+)?(?:stop(?:ping)?\s+(?:at|before)|up\s+to|until)\s+the\s+(?:first\s+)?(?P<pat>\S+)\s+line"
                r"(?P<rest>\s*\(?\s*(?:(?:and\s+)?drop(?:ping)?|(?:and\s+)?without|leav\w*\s+out|not\s+including)\s+(?:it|that\s+line)(?:\s+and\s+(?:everything|all|the\s+rest)(?:\s+after(?:\s+it)?)?)?\s*\)?)?\s*$", re.I),
     lambda m: None if re.search(r"[/']", m.group("pat")) else f"sed '/^{_text_said(m.group('pat'))}$/,$d' {m.group('file')}"),
    # "watch /var/log/auth.log live and only show Failed password lines"
    (re.compile(r"^\s*(?:follow|tail|watch)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:live\s+|as\s+it\s+grows\s+)?and\s+(?:only\s+)?(?:show|print|display)\s+(?:only\s+|just\s+)?(?:the\s+)?"
                r"(?P<pat>'[^']+'|\"[^\"]+\"|[\w.:/-]+(?:\s+[\w.:/-]+)?)\s+(?:lines|entries|messages)\s*[.!]?\s*$", re.I),
     lambda m: f"tail -f {m.group('file')} | grep {_shell_word(_text_said(m.group('pat')))}" if re.search(r"\s|^['\"]", m.group("pat")) else None),   # one word: the model's
    # "number the lines of poem.txt, blank ones too"
    (re.compile(r"^\s*(?:number|put\s+line\s+numbers\s+on)\s+(?:all\s+)?(?:the\s+)?lines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s*(?:including\s+(?:the\s+)?(?:blank|empty)\s+(?:ones|lines)"
                r"|(?:the\s+)?(?:blank|empty)\s+(?:ones|lines)\s+(?:too|as\s+well|included))\s*$", re.I),
     lambda m: f"nl -ba {m.group('file')}"),
    # "setup.cfg has a line like version=1.4.2 - print just the value"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\w)\s+has\s+a\s+line\s+like\s+(?P<key>[A-Za-z_][\w.-]*)\s*=\s*\S+\s*[-,;:]+\s*(?:print|show|get|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?the\s+value\s*$", re.I),
     lambda m: f"sed -n 's/^{m.group('key')}=//p' {m.group('file')}"),
    # "numbers.txt has one number per line, whats the total", "average of the numbers in times.txt (one per line)"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.\w+)\s+has\s+(?:one|a)\s+number\s+(?:per|a|on\s+each)\s+line\s*[-,;:]*\s*(?:what(?:'?s|\s+is)\s+(?:the\s+)?|give\s+me\s+the\s+|print\s+the\s+)?(?P<op>total|sum|average|mean)\s*\??\s*$"
                r"|^\s*(?:the\s+)?(?P<op2>sum|total|average|mean)\s+of\s+(?:all\s+)?the\s+numbers\s+in\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s*(?:\(?\s*one\s+(?:per|a)\s+line\s*\)?)?\s*\??\s*$", re.I),
     lambda m: f"awk '{{s+=$1}} END {{print s{'/NR' if (m.group('op') or m.group('op2')).lower() in ('average', 'mean') else ''}}}' {m.group('file') or m.group('file2')}"),
    # "sort servers.txt alphabetically, drop duplicates, and write it back to servers.txt"
    (re.compile(r"^\s*sort\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*(?:alphabetically\s*)?,?\s*(?:and\s+)?(?:drop|remove|delete|without)\s+(?:the\s+)?duplicates\s*,?\s*(?:and\s+)?"
                r"(?:write|save|put)\s+it\s+back(?:\s+(?:to|in|into)\s+(?P<out>[~./\w][\w./~-]*\.\w+))?\s*$"
                r"|^\s*sort\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+(?:and\s+)?(?:remove|drop)\s+(?:the\s+)?duplicates\s+in[\s-]place\s*$", re.I),
     lambda m: None if m.group("out") and m.group("out") != m.group("file") else f"sort -u -o {m.group('file') or m.group('file2')} {m.group('file') or m.group('file2')}"),
    # "emails in subscribers_2024.txt that weren't in subscribers_2023.txt"; "lines of a.txt that are also in b.txt"
    (re.compile(r"^\s*(?:show\s+|list\s+|print\s+|which\s+|find\s+)?(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:lines|emails|e-mails|names|entries|addresses|ids|words|items|users)\s+(?:in|of|from)\s+(?P<a>[~./\w][\w./~-]*\.\w+)\s+"
                r"(?:that|which)\s+(?P<how>(?:were|are)\s*n'?t|(?:were|are)\s+not|do\s*n'?t\s+appear|do\s+not\s+appear|are\s+missing\s+from|are\s+also|also\s+appear)\s+(?:in\s+)?(?P<b>[~./\w][\w./~-]*\.\w+)\s*\??\s*$", re.I),
     lambda m: f"grep -Fx{'v' if _NOT_IN.search(m.group('how')) else ''}f {m.group('b')} {m.group('a')}"),
    # "urls.txt has full URLs like https://example.com/path - print just the hostnames"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.\w+)\s+has\s+(?:full\s+|one\s+)?urls?\b[^-;]*[-;,:]+\s*(?:print|show|get|give\s+me|extract)\s+(?:me\s+)?(?:only\s+|just\s+)?the\s+(?:host\s*names?|domains?)\s*$", re.I),
     lambda m: f"awk -F/ '{{print $3}}' {m.group('file')}"),
    # "events.log has stuff like user_id=4821 all over, print only the numbers"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.\w+)\s+has\s+(?:stuff|things|entries|text|fields|pairs|bits)\s+like\s+(?P<key>[A-Za-z_][\w.-]*)=(?P<v>\d+|\w+)\b[^,;]*[,;-]+\s*"
                r"(?:print|show|extract|get|give\s+me)\s+(?:only\s+|just\s+)?the\s+(?:numbers|values|ids)\s*$", re.I),
     lambda m: f"grep -oP '{m.group('key')}=\\K{'[0-9]+' if m.group('v').isdigit() else '[^ ]+'}' {m.group('file')}"),
    # "which line numbers in config.yaml contain password"
    (re.compile(rf"^\s*(?:which|what|show|list|print)\s+(?:me\s+)?(?:the\s+)?line\s+numbers\s+(?:in|of)\s+(?P<file>{_NAMED})\s+(?:contain|have|mention|match)\w*\s+(?P<pat>{_PATTERN})\s*\??\s*$", re.I),
     lambda m: f"grep -n {_shell_word(_text_said(m.group('pat')))} {m.group('file')} | cut -d: -f1"),
    # "print the line right after each line containing Subject: in mails.txt"
    (re.compile(rf"^\s*(?:print|show|get|display)\s+(?:only\s+)?the\s+line\s+(?:right\s+|just\s+|directly\s+)?after\s+(?:each|every|any)\s+line\s+(?:containing|with|matching|mentioning)\s+(?P<pat>{_PATTERN})\s+in\s+(?P<file>{_NAMED})\s*$", re.I),
     lambda m: None if "/" in m.group("pat") else f"awk '/{_text_said(m.group('pat'))}/ {{getline; print}}' {m.group('file')}"),
    # "show lines from access.log containing any of the IPs listed in blocked_ips.txt"
    (re.compile(rf"^\s*(?:show\s+|print\s+|find\s+|list\s+)?(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?lines\s+(?:from|in|of)\s+(?P<file>{_NAMED})\s+(?:that\s+)?(?:contain\w*|mention\w*|with|hav\w*)\s+any\s+of\s+the\s+(?P<what>\w+(?:\s+\w+)?)\s+(?:listed\s+|given\s+)?in\s+(?P<list>{_NAMED})\s*$", re.I),
     lambda m: f"grep -{'' if re.search(r'pattern|regex', m.group('what'), re.I) else 'F'}f {m.group('list')} {m.group('file')}"),
    # "Name and UID of the regular users (UID 1000 and up) in /etc/passwd"
    (re.compile(r"^\s*(?:show\s+|list\s+|print\s+|get\s+)?(?:the\s+)?(?:user\s*)?names?\s+and\s+(?:the\s+)?uids?\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?(?:regular|normal|human|real|non-?system)\s+(?:users|accounts)"
                r"\s*(?:\(?\s*uids?\s+(?:>=\s*)?1000(?:\s+(?:and\s+up|or\s+(?:more|higher|above)|and\s+above))?\s*\)?)?\s*(?:in|from)\s+/etc/passwd\s*$", re.I),
     lambda m: "awk -F: '$3 >= 1000 {print $1, $3}' /etc/passwd"),
    # "is alice listed as a full line in allowed_users.txt? just print yes or no"
    (re.compile(rf"^\s*(?:is|does)\s+(?P<pat>{_PATTERN})\s+(?:listed|appear|present|there)?\s*(?:as\s+a\s+(?:full|whole|complete|separate)\s+line|on\s+(?:a|its)\s+(?:own\s+)?line)\s+in\s+(?P<file>{_NAMED})\s*\??"
                r"\s*(?:(?:just\s+)?(?:print|say|answer|show|tell\s+me)\s+yes\s+or\s+no)?\s*$", re.I),
     lambda m: f"grep -qx {_shell_word(_text_said(m.group('pat')))} {m.group('file')} && echo yes || echo no"),
    # "sort ips.txt by IP address numerically (so 10.0.0.9 comes before 10.0.0.10)"
    (re.compile(r"^\s*sort\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+by\s+(?:the\s+)?ip(?:\s+address(?:es)?)?(?:\s+numerically)?\s*(?:\([^)]*\))?\s*$"
                r"|^\s*sort\s+(?:the\s+)?ip\s+address(?:es)?\s+in\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+numerically\s*(?:\([^)]*\))?\s*$", re.I),
     lambda m: f"sort -t. -k1,1n -k2,2n -k3,3n -k4,4n {m.group('file') or m.group('file2')}"),
    # "mounts.txt is whitespace separated; line the columns up", "align the columns of table.txt"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.(?:txt|dat|out|log))\s+is\s+(?:whitespace|space)[\s-](?:separated|delimited)\s*[;,:-]+\s*(?:line\s+(?:the\s+columns|it)\s+up|align\s+(?:the\s+)?columns)\s*$"
                r"|^\s*(?:line\s+up|align)\s+the\s+columns\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.(?:txt|dat|out|log))\s*$", re.I),
     lambda m: f"column -t {m.group('file') or m.group('file2')}"),
    # "glue ids.txt, names.txt and emails.txt together column-wise into contacts.csv"
    (re.compile(r"^\s*(?:glue|join|combine|merge|paste|put)\s+(?P<files>(?:[~./\w][\w./~-]*\.\w+(?:\s*,\s*|\s+and\s+|\s+)){1,8}?)(?:together\s+)?(?:column[\s-]?wise|side\s+by\s+side|as\s+columns)\s+"
                r"(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s*$", re.I),
     lambda m: (lambda files: None if len(files) < 2 else f"paste{' -d,' if m.group('ext').lower() == 'csv' else ''} {' '.join(files)} > {m.group('out')}")(
         re.findall(r"[~./\w][\w./~-]*\.\w+", m.group("files")))),
    # "words in essay.md", "how many words are in notes.txt"
    (re.compile(r"^\s*(?:how\s+many\s+words\s+(?:are\s+)?(?:there\s+)?in|(?:count\s+(?:the\s+)?)?words\s+in|(?:the\s+)?(?:number\s+of\s+words|word\s+count)\s+(?:in|of))\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*\??\s*$", re.I),
     lambda m: f"wc -w {m.group('file')}"),
    # "3 most common words in essay.txt, case-insensitive": the words lower-cased first
    (re.compile(r"^\s*(?:show\s+|list\s+|print\s+|what\s+are\s+)?(?:me\s+)?(?:the\s+)?(?:top\s+)?(?P<n>\d+|three|five|ten)\s+most\s+(?:common|frequent|used)\s+words\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?P<case>\s*,?\s*(?:case[\s-]*insensitive(?:ly)?|ignoring\s+case))?\s*\??\s*$", re.I),
     lambda m: None if not m.group("case")   # (the model's tr -s '[:space:]' '\n' form for the plain question)
     else f"grep -oE '[[:alpha:]]+' {m.group('file')} | tr '[:upper:]' '[:lower:]' | sort | uniq -c | sort -rn | head -n {_count(m.group('n'))}"),
    # "trim leading and trailing whitespace from every line of names.txt": both ends of each line, in place when asked
    (re.compile(rf"^\s*(?:please\s+)?(?:trim|strip|remove|delete|drop)\s+(?:the\s+|all\s+)?(?:leading\s+and\s+trailing|trailing\s+and\s+leading|surrounding)\s+"
                rf"(?:white\s*space|spaces|blanks)\s+(?:from|on|of|in)\s+(?:each|every|all)\s+(?:the\s+)?lines?\s+(?:of|in)\s+{_TEXT_FILE}"
                rf"(?P<inplace>,?\s+(?:in\s+place|editing\s+(?:it|the\s+file)|and\s+save\s+it))?\s*$", re.I),
     lambda m: f"sed {'-i ' if m.group('inplace') else ''}'s/^[[:space:]]*//;s/[[:space:]]*$//' {m.group('file')}"),
    # "show invisible characters in config.txt": tabs, line ends and control characters made visible
    (re.compile(r"^\s*(?:please\s+)?(?:show|display|reveal|see|print|view)\s+(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:invisible|hidden|non-?printing|non-?printable|control|special|whitespace)"
                r"\s+(?:characters|chars)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"cat -A {m.group('file')}"),
    # "change the third line of redis.conf to bind 0.0.0.0": the line's text replaced in place
    (re.compile(rf"^\s*(?:change|replace|set|make)\s+(?:the\s+)?(?:line\s+(?P<n2>\d+)|(?:{_ORDINAL_OR_NUMBER})\s+line)\s+(?:of|in)\s+{_TEXT_FILE}\s+(?:to|with|into)\s+"
                r"['\"]?(?P<text>[^'\"|/]+?)['\"]?\s*$", re.I),
     lambda m: f"sed -i '{m.group('n2') or _column_said(m.group('n'), m.group('nth'))}s/.*/{m.group('text')}/' {m.group('file')}"),
    # "truncate dump.sql after line 500": the lines after it deleted in place
    (re.compile(rf"^\s*(?:truncate|cut|chop)\s+{_TEXT_FILE}\s+(?:after|past|beyond)\s+line\s+(?P<n>\d+)\s*$", re.I),
     lambda m: f"sed -i '{int(m.group('n')) + 1},$d' {m.group('file')}"),
    # "what is DB_HOST set to in .env": the value of one setting
    (re.compile(r"^\s*what(?:'s|\s+is)\s+(?P<key>[A-Z][A-Z0-9_]*)\s+set\s+to\s+in\s+(?P<file>[~./\w][\w./~-]*)\s*\??\s*$"),
     lambda m: f"grep '^{m.group('key')}=' {m.group('file')} | cut -d= -f2-"),
    # "set max_connections to 200 in postgresql.conf": the setting's value replaced, its "key = " kept as written
    (re.compile(r"^\s*(?:please\s+)?(?:set|change)\s+(?P<key>[A-Za-z_][\w.]*)\s+to\s+(?P<val>[\w./:-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.(?:conf|cfg|ini|env|properties)|\.env)\s*$"),
     lambda m: None if written_with_space(m.group("file"))   # nginx's or sshd's "key value": no "=" to keep (settings' row)
     else (lambda d: f"sed -i 's{d}^\\({m.group('key')}\\s*=\\s*\\).*{d}\\1{m.group('val')}{d}' {m.group('file')}")("|" if "/" in m.group("val") else "/")),
    # "list every function definition in utils.py with its line number"
    (re.compile(r"\b(?:list|show|print|find)\s+(?:me\s+)?(?:every|all|each)\s+(?:the\s+)?function\s+(?:definitions?|defs?)\s+in\s+(?P<file>[~./\w][\w./~-]*\.py)\b", re.I),
     lambda m: f"grep -n 'def ' {m.group('file')}"),
    # "which lines in the Makefile contain a tab", "line numbers of lines with trailing whitespace in README.md"
    (re.compile(r"\blines?\s+(?:in|of)\s+(?:the\s+)?(?P<file>[~./\w][\w./~-]*\.\w+|Makefile|makefile)\s+(?:that\s+|which\s+)?(?:contain|have|has|with|include)\s+(?:a\s+)?tabs?(?:\s+characters?)?\s*\??\s*$", re.I),
     lambda m: f"grep -P '\\t' {m.group('file')}"),
    (re.compile(rf"^\s*(?P<numbers>(?:show\s+|list\s+|print\s+)?(?:the\s+)?line\s+numbers\s+of\s+)?(?:show\s+|list\s+|print\s+|find\s+)?(?:the\s+|all\s+)?lines\s+"
                rf"(?:with|that\s+have|having|containing|ending\s+(?:in|with))\s+trailing\s+(?:white\s*space|spaces|blanks)\s+in\s+{_TEXT_FILE}\s*$", re.I),
     lambda m: f"grep {'-n ' if m.group('numbers') else ''}'[[:space:]]$' {m.group('file')}"),
    # "find leftover merge conflict markers in src"
    (re.compile(r"\b(?:merge\s+)?conflict\s+markers\s+(?:in|under|inside)\s+(?P<dir>[~./\w][\w./~-]*)", re.I),
     lambda m: f"grep -rnE '^(<<<<<<<|=======|>>>>>>>)' {m.group('dir')}"),
    # "print the certificate blocks between BEGIN CERTIFICATE and END CERTIFICATE in bundle.pem"
    (re.compile(rf"^\s*(?:print|show|extract|get)\s+(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:\w+\s+)?(?:lines|blocks?|text|sections?)\s+(?:from\s+)?between\s+['\"]?(?P<a>[^'\"/]+?)['\"]?\s+and\s+"
                rf"['\"]?(?P<b>[^'\"/]+?)['\"]?\s+in\s+{_TEXT_FILE}\s*$", re.I),
     lambda m: None if any(re.fullmatch(r"(?:(?:the\s+)?lines?\s+)?(?:number\s+)?\d+", m.group(k), re.I) for k in ("a", "b"))   # line numbers: a range
     else f"sed -n '/{_marker(m.group('a'))}/,/{_marker(m.group('b'))}/p' {m.group('file')}"),
    # "delete the last line of output.txt": the file edited
    (re.compile(rf"^\s*(?:please\s+)?(?:delete|remove|drop)\s+the\s+(?:very\s+)?(?P<which>last|first)\s+line\s+(?:of|from|in)\s+{_TEXT_FILE}"
                rf"(?:\s*,?\s*(?:in[\s-]place|(?:and\s+)?(?:modify|change|edit)(?:ing)?\s+(?:the\s+file|it)(?:\s+in[\s-]place)?))?\s*$", re.I),
     lambda m: f"sed -i '{'$' if m.group('which').lower() == 'last' else '1'}d' {m.group('file')}"),
    # "which lines of app.log mention both timeout and db01": one grep after the other
    (re.compile(rf"\blines?\s+(?:of|in)\s+{_TEXT_FILE}\s+(?:that\s+|which\s+)?(?:mention|contain|have|with|include)\w*\s+both\s+['\"]?(?P<a>[\w.@:=-]+)['\"]?\s+and\s+['\"]?(?P<b>[\w.@:=-]+)['\"]?\s*\??\s*$", re.I),
     lambda m: f"grep {_shell_word(m.group('a'))} {m.group('file')} | grep {_shell_word(m.group('b'))}"),
    # "what version is set in package.json"
    (re.compile(r"^\s*what\s+(?:version|name)\s+is\s+(?:set|in|listed|given)\s+(?:in\s+)?(?P<file>(?:[\w./~-]*/)?package\.json)\s*\??\s*$", re.I),
     lambda m: f"jq -r .{'version' if 'version' in m.group(0).lower() else 'name'} {m.group('file')}"),
    # "what users exist on this system", "list all user accounts"
    (re.compile(r"^\s*(?:what|which)\s+users\s+(?:exist|are\s+there)\s+on\s+(?:this|the)\s+(?:system|machine|box|server)\s*\??\s*$|^\s*list\s+(?:all\s+)?(?:the\s+)?user\s+accounts\s*$", re.I),
     lambda m: "cut -d: -f1 /etc/passwd"),
    # "remove the ANSI color codes from build_output.log"
    (re.compile(rf"\b(?:remove|strip|delete|clean)\s+(?:out\s+)?(?:the\s+|all\s+)?(?:ansi\s+)?(?:colou?r|escape)\s+(?:codes|sequences)\s+(?:from|out\s+of|in)\s+{_TEXT_FILE}\b", re.I),
     lambda m: f"sed 's/\\x1b\\[[0-9;]*m//g' {m.group('file')}"),
    # "just the last path component of each line in paths.txt"
    (re.compile(rf"\b(?:last\s+(?:path\s+)?(?:component|part)|base\s*name|file\s*name\s+part)\s+of\s+(?:each|every)\s+(?:line|path)\s+(?:in|of)\s+{_TEXT_FILE}", re.I),
     lambda m: f"awk -F/ '{{print $NF}}' {m.group('file')}"),
    # "rot13 secret.txt"
    (re.compile(rf"^\s*(?:rot-?13|apply\s+rot-?13\s+to|rot-?13\s+encode)\s+{_TEXT_FILE}\s*$", re.I),
     lambda m: f"tr 'A-Za-z' 'N-ZA-Mn-za-m' < {m.group('file')}"),
    # "show the header fields of sales.csv one per line"
    (re.compile(r"\b(?:header\s+(?:fields|columns|names)|column\s+names|field\s+names)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s*,?\s+one\s+(?:per|a)\s+line\s*[.!]?\s*$", re.I),
     lambda m: f"head -n 1 {m.group('file')} | tr {_TSV_TAB if m.group('ext').lower() == 'tsv' else _CSV_COMMA} '\\n'"),
    # "does script.sh have windows line endings?": a question file(1) answers ("with CRLF line terminators")
    (re.compile(rf"^\s*(?:does|do|is|are)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:have|has|use|using|in|got)\s+{_CRLF}\s*\??\s*$", re.I),
     lambda m: f"file {m.group('file')}"),
    # "which files in ~/src have windows CRLF line endings": the files with a carriage return in them (binary ones left out)
    (re.compile(rf"^\s*(?:which|what|find|list|show)\s+(?:me\s+)?(?:the\s+|all\s+)?files\s+(?:in|under|inside)\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:that\s+)?(?:have|has|use)\s+{_CRLF}\s*\??\s*$", re.I),
     lambda m: f"grep -rlI $'\\r' {m.group('dir')}"),
    # "pairs.tsv has two tab-separated columns; print them with the columns swapped"
    (re.compile(r"(?P<file>[\w./~-]+\.(?P<ext>txt|tsv|csv|dat|log))\b[^.?!]*?\b(?:(?:columns|fields)\s+swapped|swap(?:ped)?\s+(?:so\s+)?(?!\S+\s+(?:all\s+)?(?:for|with|and|to|into)\s)"
                r"|print\s+them\s+swapped)"
                # "swap the two space-separated columns of pairs.txt"
                r"|\bswap\s+(?:the\s+)?(?:two\s+|first\s+two\s+)?(?:(?:space|blank|whitespace)[\s-]separated\s+)?(?:columns|fields)\s+(?:of|in)\s+"
                r"(?P<file2>[\w./~-]+\.(?P<ext2>txt|tsv|csv|dat|log))\b", re.I),
     lambda m: _columns_swapped(m.group("file") or m.group("file2"), m.string)),
    # "delete the first line of data.csv, the header line, and keep the rest in the same file"
    (re.compile(r"\b(?:delete|remove|drop|strip|cut)\s+(?:the\s+)?(?:first\s+line|first\s+row|header(?:\s+line|\s+row)?)\s+(?:of|from|in|off(?:\s+of)?)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*?\b(?:in\s+place|same\s+file|keep\s+the\s+rest|overwrit\w*|editing\s+(?:it|the\s+file)|"
                r"itself)\b)(?![^.]*\b(?:as|to|into|in)\s+(?:a\s+new\s+file\s+)?[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed -i '1d' {m.group('file')}"),
    # "print report.txt except for its last 3 lines", "all but the last 5 lines of x.log"
    (re.compile(r"\b(?:print|show|display|output|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:except|without|but\s+not|minus)\s+(?:for\s+)?(?:its|the)\s+last\s+"
                r"(?P<n>\d+)\s+lines\b|\ball\s+but\s+the\s+last\s+(?P<n2>\d+)\s+lines\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -n -{m.group('n') or m.group('n2')} {m.group('file') or m.group('file2')}"),
    # "show only the first and the last line of readings.txt"
    (re.compile(r"\b(?:only\s+|just\s+)?(?:the\s+)?first\s+and\s+(?:the\s+)?last\s+lines?\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"sed -n '1p;$p' {m.group('file')}"),
    # "show the first and the last ERROR in app.log": the first and the last line of a word
    (re.compile(r"\b(?:only\s+|just\s+)?(?:the\s+)?first\s+and\s+(?:the\s+)?last\s+(?P<word>[A-Z][A-Z_]{2,}|'[^']+')(?:\s+(?:lines?|entr(?:y|ies)|messages?))?\s+(?:in|of|from)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s*$"),
     lambda m: f"grep {m.group('word')} {m.group('file')} | sed -n '1p;$p'"),
    # "print the odd-numbered lines of list.txt", "every even line of x.txt"
    (re.compile(r"\b(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?P<which>odd|even)(?:[\s-]*numbered)?\s+lines\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"awk 'NR%2=={1 if m.group('which').lower() == 'odd' else 0}' {m.group('file')}"),
    # "drop the first 10 characters from every line of stamped.log"
    (re.compile(r"\b(?:drop|remove|strip|delete|cut\s+off|skip)\s+(?:the\s+)?first\s+(?P<n>\d+)\s+(?:characters|chars)\s+(?:from|of|on)\s+(?:every|each|all\s+the)\s+lines?\s+"
                r"(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"cut -c{int(m.group('n')) + 1}- {m.group('file')}"),
    # "print dump.txt from the first line containing BEGIN to the end of the file"
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\s+from\s+the\s+(?:first\s+)?line\s+(?:containing|with|matching|that\s+(?:contains|says|reads)|saying)\s+(?P<pat>\S+(?:\s+(?!to\b|through\b|until\b|till\b)\S+){0,3}?)\s+"
                r"(?:to|through|until|till)\s+the\s+end\b", re.I),
     lambda m: f"sed -n '/{unquoted(m.group('pat'))}/,$p' {m.group('file')}"),
    # "list all the words in wordlist.txt that are exactly 5 letters long"
    (re.compile(r"\bwords\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that\s+are\s+|which\s+are\s+|are\s+|with\s+)?exactly\s+(?P<n>\d+|three|four|five|six|seven|eight|nine|ten)\s+"
                r"(?:letters|characters|chars)(?:\s+long)?\b", re.I),
     lambda m: f"grep -xE '[[:alpha:]]{{{_count(m.group('n'))}}}' {m.group('file')}"),
    # "words in /usr/share/dict/words that start with pre and end with ing"
    (re.compile(r"\b(?:words|lines)\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:that|which)\s+(?:start|begin)\s+with\s+(?P<a>[\w-]+)\s+and\s+"
                r"end\s+(?:with|in)\s+(?P<b>[\w-]+)\b", re.I),
     lambda m: f"grep '^{m.group('a')}.*{m.group('b')}$' {m.group('file')}"),
    # "print the lines of tokens.txt that consist only of digits"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:consist|are\s+made\s+up)\s+(?:only|entirely|solely)\s+of\s+"
                r"(?:digits|numbers)|\blines\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:contain|have)\s+only\s+digits\b", re.I),
     lambda m: f"grep -xE '[0-9]+' {m.group('file') or m.group('file2')}"),
    # "remove all double quotes from quoted.csv and print the result"
    (re.compile(r"\b(?:remove|delete|strip)\s+(?:all\s+|every\s+)?(?:the\s+)?(?P<kind>double|single)\s+quotes?(?:\s+characters)?\s+(?:from|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b(?![^.]*\b(?:in\s+place|same\s+file|save|overwrit))", re.I),
     lambda m: f"tr -d {chr(39) + chr(34) + chr(39) if m.group('kind').lower() == 'double' else chr(34) + chr(39) + chr(34)} < {m.group('file')}"),
    # "print the lines of audit.log that contain both user and login"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:contain|have|mention)\s+both\s+(?P<a>[\w./-]+)\s+and\s+(?P<b>[\w./-]+)\b", re.I),
     lambda m: f"grep {m.group('a')} {m.group('file')} | grep {m.group('b')}"),
    # "print the line number of the first line containing main( in program.c"
    (re.compile(r"\bline\s+number\s+of\s+the\s+first\s+line\s+(?:containing|with|matching|that\s+contains)\s+(?P<pat>\S+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"grep -n -m1 {_shell_word(unquoted(m.group('pat')))} {m.group('file')} | cut -d: -f1"),
    # "remove inline comments (everything from # to the end of the line) from rules.conf and print the result"
    (re.compile(r"\b(?:remove|strip|delete|drop)\s+(?:the\s+|all\s+)?(?:inline|trailing|end[\s-]of[\s-]line)\s+comments\b[^.]*?\b(?:from|in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"sed 's/#.*//' {m.group('file')}"),
    # "list all the section headers in settings.ini"; "print the [database] section of config.ini"
    (re.compile(r"\b(?:section\s+(?:headers|names|titles)|sections)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.(?:ini|cfg|conf|cnf|toml))\b", re.I),
     lambda m: f"grep '^\\[' {m.group('file')}"),
    (re.compile(r"\[(?P<sec>[\w.-]+)\]\s+section\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.(?:ini|cfg|conf|cnf|toml))\b", re.I),
     lambda m: f"sed -n '/^\\[{m.group('sec')}\\]/,/^\\[/p' {m.group('file')}"),
    # "get the value of port from app.conf, which has key=value lines"; "set max_connections to 200 in db.conf (key=value lines)"
    (re.compile(r"\b(?:get|print|show|read|extract)\s+(?:the\s+|just\s+the\s+|only\s+the\s+)?value\s+of\s+(?:the\s+key\s+)?(?P<key>[A-Za-z_][\w.-]*)\s+"
                r"(?:from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*\bkey\s*=\s*value\b)", re.I),
     lambda m: f"grep '^{m.group('key')}=' {m.group('file')} | cut -d= -f2"),
    (re.compile(r"\bset\s+(?:the\s+key\s+)?(?P<key>[A-Za-z_][\w.-]*)\s+to\s+(?P<value>[\w./:-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*\bkey\s*=\s*value\b)", re.I),
     lambda m: f"sed -i 's/^{m.group('key')}=.*/{m.group('key')}={m.group('value')}/' {m.group('file')}"),
    # "print the rows of data.csv where the second column is empty"
    (re.compile(r"\b(?:rows|lines)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+(?:where|whose|in\s+which)\s+(?:the\s+)?"
                r"(?:(?P<ord>\w+)\s+(?:column|field)|(?:column|field)\s+(?P<num>\d+))\s+is\s+empty\b", re.I),
     lambda m: _empty_field(m)),
    # "find the maximum value in column 2 of measurements.csv", "the smallest value in the 3rd column of temps.txt"
    (re.compile(r"\b(?P<which>max(?:imum)?|highest|largest|biggest|min(?:imum)?|lowest|smallest)\s+(?:value|number)\s+(?:in|of)\s+(?:the\s+)?"
                r"(?:(?P<ord>\w+)\s+column|column\s+(?P<num>\d+))\s+of\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt|dat|log))\b", re.I),
     lambda m: _column_extreme(m)),
    # "add up the numbers in numbers.txt, which has one number per line"
    (re.compile(r"\b(?:add\s+up|sum(?:\s+up)?|total(?:\s+up)?)\s+(?:all\s+)?the\s+numbers\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b"
                r"(?![^.]*\b(?:column|field)s?\b)", re.I),
     lambda m: f"paste -sd+ {m.group('file')} | bc"),
    # "print the lines of hostnames.txt ordered from shortest to longest"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:ordered|sorted|arranged)\s+(?:by\s+length\s+)?from\s+(?P<first>shortest|longest)"
                r"\s+to\s+(?:longest|shortest)\b|\bsort\s+(?:the\s+lines\s+of\s+)?(?P<file2>[~./\w][\w./~-]*\.\w+)\s+by\s+(?:line\s+)?length\b", re.I),
     lambda m: f"awk '{{print length, $0}}' {m.group('file') or m.group('file2')} | sort -n{'r' if (m.group('first') or '').lower() == 'longest' else ''} | cut -d' ' -f2-"),
    # "show recipe.txt with a line number in front of each line"
    (re.compile(r"^\s*(?:show|print|display|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:a\s+)?line\s+numbers?\s+(?:in\s+front\s+of|before|at\s+the\s+start\s+of|on)\s+"
                r"(?:each|every)\s+line\s*[.!]?\s*$", re.I),
     lambda m: f"cat -n {m.group('file')}"),
    # "prefix every line of domains.txt with https://", "add > to the start of each line of mail.txt"; the end of a line
    # "prefix every line of data.csv with its line number and a comma"
    (re.compile(r"\bprefix\s+(?:every|each)\s+line\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+its\s+line\s+number\s+and\s+a\s+(?P<sep>comma|colon|tab|space)\b", re.I),
     lambda m: f"awk '{{print NR \"{ {'comma': ',', 'colon': ':', 'tab': chr(92) + 't', 'space': ' '}[m.group('sep').lower()] }\" $0}}' {m.group('file')}"),
    (re.compile(r"\b(?:prefix|prepend\s+to)\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:'(?P<q>[^']+)'|\"(?P<dq>[^\"]+)\"|(?P<text>[^\s'\"]+))"
                r"|\b(?:add|put|insert|prepend)\s+['\"]?(?P<text2>[^\s'\"]+)['\"]?\s+(?:to\s+the\s+(?:start|beginning)\s+of|in\s+front\s+of|before)\s+(?:every|each|all(?:\s+the)?)\s+"
                r"lines?\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: _line_prefixed(m.group("q") or m.group("dq") or m.group("text") or m.group("text2"), m.group("file") or m.group("file2"))),
    (re.compile(r"\b(?:add|put|append)\s+['\"]?(?P<text>[^\s'\"]+)['\"]?\s+(?:to|at)\s+the\s+end\s+of\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b|\bsuffix\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+with\s+"
                r"['\"]?(?P<text2>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"sed 's{_delimiter(m.group('text') or m.group('text2'))}${_delimiter(m.group('text') or m.group('text2'))}{m.group('text') or m.group('text2')}"
               f"{_delimiter(m.group('text') or m.group('text2'))}' {m.group('file') or m.group('file2')}"),
    # "print the lines of app.log that start with the date 2024-03-15" (a date, a number or a word: the model takes a date for date's)
    (re.compile(r"\blines\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:start|begin)\s+with\s+(?:the\s+(?:date|timestamp|day)\s+)"
                r"(?P<pat>\d{4}-\d{2}-\d{2}(?:[ T]\d{2}(?::\d{2})?)?)\b", re.I),
     lambda m: f"grep '^{m.group('pat')}' {m.group('file')}"),
    # "swap the two columns of pairs.csv (comma separated)"
    (re.compile(r"\bswap\s+(?:the\s+)?(?:two\s+|first\s+two\s+)?columns\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\b", re.I),
     lambda m: _columns_swapped(m.group("file"), m.string)),
    # "delete the old-api.local line from /etc/hosts", "remove the line containing DEBUG=1 from .env"
    (re.compile(r"\b(?:delete|remove|drop)\s+(?:the\s+|every\s+|all\s+(?:the\s+)?|any\s+)?(?:lines?\s+(?:containing|with|that\s+contains?|mentioning|matching)\s+"
                r"['\"]?(?P<pat>[^\s'\"]+)['\"]?|(?P<pat2>['\"][^'\"]+['\"]|[\w-]*[.\d_:/=@][\w.:/=@-]*)\s+lines?)\s+(?:from|in|of)\s+(?:[\w-]+\s+){0,2}?(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])"
                r"(?!.*\b(?:print|show|output|save|write|display|keep\s+the\s+original)\b)", re.I),
     lambda m: _line_edit(m, "d")),
    # "comment out the line containing test.local in /etc/hosts"
    (re.compile(r"\bcomment\s+out\s+(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?:lines?\s+(?:containing|with|that\s+contains?|mentioning|matching)\s+['\"]?(?P<pat>[^\s'\"]+)['\"]?"
                r"|(?P<pat2>['\"][^'\"]+['\"]|[\w-]*[.\d_:/=@][\w.:/=@-]*)\s+lines?)\s+(?:in|of|from)\s+(?:[\w-]+\s+){0,2}?(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])", re.I),
     lambda m: _line_edit(m, "s/^/#/")),
    # "for each line in paths.txt print only the part after the last slash"
    (re.compile(r"\b(?:part|piece|text|bit)\s+after\s+the\s+last\s+(?P<sep>slash|/|dot|\.|colon|:|comma|,|dash|-|underscore|_)\b[^.]*?\b(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b"
                r"|\b(?:each|every)\s+line\s+(?:in|of)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+print\s+(?:only\s+)?the\s+(?:part|piece|text)\s+after\s+the\s+last\s+"
                r"(?P<sep2>slash|/|dot|\.|colon|:|comma|,|dash|-|underscore|_)", re.I),
     lambda m: f"awk -F{_named_separator(m.group('sep') or m.group('sep2'))} '{{print $NF}}' {m.group('file') or m.group('file2')}"),
    # "show the CRON lines in /var/log/syslog"; "… on screen and also write them to errors.txt"
    (re.compile(r"^\s*(?:show|print|list|display|find|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|only\s+the\s+)?(?P<pat>[A-Z][A-Z_]{2,})\s+(?:lines|entries|messages)\s+"
                r"(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\w)(?P<tee>\s+on\s+(?:the\s+)?screen\s+and\s+(?:also\s+)?(?:write|save|copy)\s+them\s+(?:to|into)\s+"
                r"(?P<out>[~./\w][\w./~-]*\w))?\s*[.!]?\s*$"),
     lambda m: f"grep {m.group('pat')} {m.group('file')}" + (f" | tee {m.group('out')}" if m.group("tee") else "")),
    # "print every 3rd line of input.txt"
    (re.compile(r"(?:\b(?:print|show|output|keep|get|take)\s+(?:me\s+)?(?:only\s+|just\s+)?|^\s*)every\s+(?:(?P<n>\d+)(?:st|nd|rd|th)|(?P<nth>third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))\s+(?:line|row)\s+(?:of|in|from)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk 'NR % {_column_said(m.group('n'), m.group('nth'))} == 0' {m.group('file')}"),
    # "print every other line of input.txt, starting with the first line"
    (re.compile(r"\bevery\s+(?:other|second|2nd)\s+line\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?P<rest>.*)$", re.I),
     lambda m: _every_other(m)),
    # "count the comma separated fields in the first line of wide.csv", "how many columns does data.csv have"
    (re.compile(r"\b(?:count|number\s+of)\s+(?:the\s+)?(?:(?:comma|tab|colon|semicolon)[\s-]separated\s+)?(?:fields|columns)\s+(?:in|of)\s+(?:the\s+)?(?:first|header)\s+(?:line|row)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"|\bhow\s+many\s+(?:columns|fields)\s+(?:does|are\s+in|is\s+in|(?:are\s+)?(?:there\s+)?(?:on|in)\s+the\s+(?:first|header|top)\s+(?:line|row)\s+of)\s+"
                r"(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -n 1 {m.group('file') or m.group('file2')} | awk {_awk_fields((m.group('file') or m.group('file2')).rsplit('.', 1)[1], output=False)}'{{print NF}}'"),
    # "print the header of data.csv with one column name per line"
    (re.compile(r"\b(?:header|first\s+line|column\s+names)\s+(?:line\s+)?of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:with\s+)?(?:one\s+(?:column\s+)?(?:name|field)\s+per\s+line|each\s+(?:column\s+)?(?:name|field)\s+on\s+its\s+own\s+line)", re.I),
     lambda m: _header_listed(m)),
    # "show the rows of import.csv that don't have exactly 5 comma separated fields"
    (re.compile(r"\b(?:rows|lines|records)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?P<how>don'?t\s+have(?:\s+exactly)?|do\s+not\s+have(?:\s+exactly)?|have\s+more\s+than|have\s+fewer\s+than|have\s+less\s+than|have\s+exactly)\s+"
                r"(?P<n>\d+)\s+(?:\w+[\s-]separated\s+)?(?:fields|columns)\b", re.I),
     lambda m: _fields_counted(m)),
    # "print the running total of column 2 in deposits.csv"
    (re.compile(r"\b(?:running|cumulative)\s+(?:total|sum)\s+of\s+(?:the\s+)?(?:column|field)\s+(?P<n>\d+)\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'{{s+=${m.group('n')}; print s}}' {m.group('file')}"),
    # "remove duplicate rows from leads.csv based only on column 1, keeping the first occurrence"
    (re.compile(r"\b(?:(?:remove|drop|delete|skip)\s+(?:the\s+)?duplicate\s+(?:rows|lines|records)\s+(?:from|of|in)|de-?dup(?:e|licate))\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:based\s+)?(?:only\s+)?(?:on|by)\s+(?:the\s+)?"
                rf"(?:(?:column|field)\s+(?P<num>\d+)|(?P<ord>{_ORD})\s+(?:column|field))\b", re.I),
     lambda m: f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'!seen[${_column_number(m)}]++' {m.group('file')}"),
    # "keep only the first 100 lines of big.txt, deleting the rest in place"
    (re.compile(r"\bkeep\s+only\s+the\s+first\s+(?P<n>\d+)\s+lines\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?=.*\b(?:in\s+place|delet\w*|remov\w*|drop\w*))", re.I),
     lambda m: f"sed -i '{int(m.group('n')) + 1},$d' {m.group('file')}"),
    # "join every pair of lines in pairs.txt into one line separated by a colon", "lay out the lines of items.txt in 3 columns"
    (re.compile(r"\b(?:join|merge|combine|put|glue)\s+(?:every|each)\s+(?P<n>two|three|four|five|pair\s+of|\d+)\s+(?:consecutive\s+)?lines\s+(?:of|in|from)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)|\blines\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+(?:in|into|as)\s+(?P<n2>two|three|four|five|\d+)\s+"
                r"(?:(?:tab|comma|space)[\s-]separated\s+)?columns\b", re.I),
     lambda m: _lines_pasted(m)),
    # "print line 42 of huge.log", "show the 7th line of notes.txt": one line by its number
    (re.compile(r"^\s*(?:please\s+)?(?:print|show|display|get|output|view|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?(?:line\s+(?:number\s+|no\.?\s+)?(?P<n>\d+)"
                r"|the\s+(?P<o>\d+(?:st|nd|rd|th))\s+line)\s+(?:of|in|from)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+|/[\w./-]+)\s*[.?!]?\s*$", re.I),
     lambda m: f"sed -n '{m.group('n') or m.group('o')[:-2]}p' {m.group('file')}"),
    # "count the rows in shipments.csv where column 5 is shipped": rows kept by a test of one column
    (_AWK_WHERE, _awk_filtered),
    # text (session 28): lines uncommented, blank runs squeezed, case swapped, lines quoted, tags stripped, made visible
    (re.compile(r"\buncomment\s+(?:the\s+|all\s+(?:the\s+)?|every\s+)?(?:lines?\s+)?(?:that\s+)?(?:start(?:s|ing)?\s+with\s+|beginning\s+with\s+|containing\s+|for\s+)?"
                r"['\"]?#\s*(?P<pat>[\w.-]+)['\"]?\s+(?:lines?\s+)?in\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i 's/^#{m.group('pat')}/{m.group('pat')}/' {m.group('file')}"),
    (re.compile(r"\b(?:collapse|squeeze|squash|merge|reduce)\s+(?:multiple|consecutive|repeated|runs\s+of)\s+(?:consecutive\s+)?(?:blank|empty)\s+lines\b[^.]*?"
                r"\b(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cat -s {m.group('file')}"),
    (re.compile(r"\b(?:swap|invert|toggle|flip)\s+(?:the\s+)?(?:upper\s*(?:case)?\s+and\s+lower\s*(?:case)?|case)\s+(?:of\s+(?:the\s+|all\s+)?)?(?:letters\s+)?(?:in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tr 'a-zA-Z' 'A-Za-z' < {m.group('file')}"),
    (re.compile(r"\b(?:wrap|surround|enclose|put)\s+(?:each|every|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in|with|between|inside)\s+"
                r"(?P<kind>double|single)\s+quot(?:es|ation\s+marks)\b", re.I),
     lambda m: f"sed 's/.*/\"&\"/' {m.group('file')}" if m.group("kind").lower() == "double" else f"sed \"s/.*/'&'/\" {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete)\s+(?:all\s+|out\s+)?(?:the\s+)?html\s+tags\s+(?:from|in|of|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/<[^>]*>//g' {m.group('file')}"),
    (re.compile(r"\b(?:show|display|print|view|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:the\s+|all\s+)?(?:tabs|line\s+endings|invisible|non-?printing|hidden|special)"
                r"[^.]*?\b(?:visible|shown|marked)\b"
                r"|\bmake\s+(?:the\s+)?(?:tabs|line\s+endings|invisible\s+characters|hidden\s+characters|non-?printing\s+characters)\s+(?:and\s+(?:\w+\s+){1,2})?visible\s+in\s+"
                r"(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cat -A {m.group('file') or m.group('file2')}"),
    # fields: /etc/passwd by UID, addresses per domain, a column summed per key, a file split at a marker
    (re.compile(r"\bsort\s+(?:the\s+)?(?:lines\s+of\s+)?/etc/passwd\s+(?:numerically\s+)?by\s+(?:the\s+)?(?P<what>uid|user\s+id|gid|group\s+id)\b", re.I),
     lambda m: f"sort -t: -k{4 if m.group('what').lower().startswith('g') else 3},{4 if m.group('what').lower().startswith('g') else 3}n /etc/passwd"),
    (re.compile(r"^(?=.*\b(?:each|per|by)\s+(?:e-?mail\s+)?domain\b)(?=.*\b(?:count|how\s+many|number\s+of|tally)\b).*?\b(?:addresses|e-?mails)\b.*?"
                r"\b(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cut -d@ -f2 {m.group('file')} | sort | uniq -c | sort -rn"),
    (re.compile(r"\b(?:sum|total|add\s+up)\s+(?:up\s+)?(?:the\s+)?(?:\w+\s+)?(?:in\s+)?(?:column|field)\s+(?P<n>\d+)\b(?:(?![.;]\s)[^;])*?\b(?:for\s+each|per|grouped\s+by|by)\s+"
                r"(?:\w+\s+)?(?:in\s+)?(?:column|field)\s+(?P<k>\d+)\b", re.I),
     lambda m: _summed_per_key(m)),
    (re.compile(r"\bsplit\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in(?:to)?\s+(?:separate\s+|several\s+|multiple\s+)?(?:files|pieces|parts)\s+)?(?:at|on|before)\s+"
                r"(?:every|each)\s+line\s+(?:that\s+)?(?:starts?|starting|begins?|beginning)\s+with\s+['\"]?(?P<pat>[^'\"\s]+)['\"]?", re.I),
     lambda m: f"csplit {m.group('file')} '/^{m.group('pat')}/' '{{*}}'"),
    # a setting given a new value whatever it was ("set MaxClients in httpd.conf to 200")
    (re.compile(r"\bset\s+(?:the\s+)?(?:value\s+of\s+)?(?:the\s+)?(?P<key>[A-Za-z_][\w.]*)\s+(?:setting\s+|option\s+|key\s+)?in\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?:conf|cfg|ini|env|properties|cnf))\s+to\s+['\"]?(?P<val>[^\s,'\"]+)['\"]?", re.I),
     lambda m: _setting_set(m)),
    # "count every single occurrence of null in response.json, not just lines": each match, not each line
    (re.compile(r"\bcount\s+(?:every\s+(?:single\s+)?|all\s+(?:the\s+)?|each\s+)?occurrences?\s+of\s+(?P<word>(?:the\s+)?(?:whole\s+)?word\s+)?(?P<q>['\"]?)(?P<w>[\w.@:-]+)(?P=q)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep {_any_case(m.string)}-o{'w' if m.group('word') else ''} '{m.group('w')}' {m.group('file')} | wc -l"),
    # lines found by the shape of what they hold: "find lines with a phone number like 555-123-4567 in leads.txt"
    (re.compile(r"\b(?:find|show|list|print|grep|get)\s+(?:all\s+|every\s+)?(?:the\s+)?lines\s+(?:with|containing|that\s+(?:have|contain))\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?"
                r"(?:like|such\s+as)\s+(?P<ex>(?=[\w:/.-]*\d)(?=[\w]*[-:/.]\w)[\w:/.-]*\w)\s+(?:in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -E '{_shape_regex(m.group('ex'))}' {m.group('file')}"),
    # text found by its shape: "phone numbers like 555-123-4567", "every date in YYYY-MM-DD format"
    (re.compile(r"\b(?:extract|pull(?:\s+out)?|grab|find|list|print|show|get)\s+(?:out\s+)?(?:all\s+(?:the\s+)?|every\s+|each\s+|the\s+)?(?:[\w-]+\s+){0,3}?"
                r"(?:like\s+|such\s+as\s+|in\s+(?:the\s+)?(?:format\s+)?|formatted\s+(?:as|like)\s+)"
                r"(?P<ex>(?=[\w:/.-]*\d)(?=[\w]*[-:/.]\w)[\w:/.-]*\w|[YMDhms]{1,4}(?:[-/:.][YMDhms]{1,4})+)(?:\s+format)?\s+(?:from|in|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"),
     lambda m: None if re.search(r"\b(?:lines?|rows?|files?|folders?|directories|entries|names?)\s+(?:like|such)", m.group(0), re.I)
     else f"grep -o{_numbered(m.string)}E '{_shape_regex(m.group('ex'))}' {m.group('file')}"),
    # columns swapped
    (re.compile(r"\bswap\s+(?:the\s+)?(?:first|1st)\s+and\s+(?:the\s+)?(?:second|2nd)\s+(?:columns|fields)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>\w+))", re.I),
     lambda m: _columns_swapped(m.group("file"), m.string)),
    # the text between two markers
    (re.compile(r"\b(?:print|show|extract|display|get)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:text|lines|everything|content)\s+between\s+['\"]?(?P<a>[^\s'\"]+)['\"]?\s+and\s+"
                r"['\"]?(?P<b>[^\s'\"]+)['\"]?\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed -n '/{m.group('a')}/,/{m.group('b')}/p' {m.group('file')}"),
    # text by kind: addresses, numbers, comments; letters capitalised; one column changed; lines spaced or trimmed
    (re.compile(r"\b(?P<count>count\s+how\s+many\s+times\s+each\s+|how\s+often\s+each\s+)?(?:(?:extract|list|show|print|find|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?)?"
                r"(?P<uniq>unique\s+|distinct\s+|different\s+)?(?:ipv4|ip)\s+address(?:es)?\s+(?:that\s+)?(?:appear\w*\s+|occur\w*\s+|show\s+up\s+)?(?:in|from|out\s+of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '([0-9]{{1,3}}\\.){{3}}[0-9]{{1,3}}' {m.group('file')}"
               + (" | sort | uniq -c | sort -rn" if m.group("count") else " | sort -u" if m.group("uniq") else "")
     if (m.group("count") or re.match(r"\s*(?:extract|list|show|print|find|pull|get|grab)", m.group(0), re.I))
     and not ("access" in m.group("file") and (m.group("count") or m.group("uniq")))
     and not re.search(r"\bfirst\s+(?:field|column)\b", m.string, re.I) else None),   # clients of an access log: its first field
    (re.compile(r"\b(?:extract|list|show|print|find|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?mac\s+address(?:es)?\s+(?:in|from|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '([0-9A-Fa-f]{{2}}:){{5}}[0-9A-Fa-f]{{2}}' {m.group('file')}"),
    (re.compile(r"\b(?:extract|list|print|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:integers|whole\s+numbers|numbers)\s+(?:out\s+of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '[0-9]+' {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|cut)\s+(?:off\s+)?everything\s+(?:from|after)\s+(?:a\s+|the\s+)?#\s+(?:to\s+the\s+end\s+of\s+(?:the|each|every)\s+line\s+)?(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/#.*//' {m.group('file')}"),
    (re.compile(r"\bcapitali[sz]e\s+the\s+first\s+letter\s+of\s+(?:each|every|all(?:\s+the)?)\s+(?P<what>lines?|words?)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/^./\\U&/' {m.group('file')}" if m.group("what").lower().startswith("line") else f"sed 's/\\b\\(.\\)/\\u\\1/g' {m.group('file')}"),
    (re.compile(r"\b(?:convert|change|make|turn)\s+(?:the\s+)?(?:(?P<ord>\w+)\s+column|column\s+(?P<num>\d+))\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+(?:to|into)\s+(?P<case>upper|lower)\s*case\b"
                r"|^\s*(?P<case2>upper|lower)[\s-]?case\s+(?:the\s+)?(?:(?P<ord2>\w+)\s+column|column\s+(?P<num2>\d+))\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.(?P<ext2>csv|tsv|txt))\b", re.I),
     lambda m: _column_cased(m)),
    (re.compile(r"\bset\s+the\s+(?:(?P<ord>\w+)\s+(?:field|column)|(?:field|column)\s+(?P<num>\d+))\s+of\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+to\s+['\"]?(?P<value>[^'\"\s]+)['\"]?", re.I),
     lambda m: _column_set(m)),
    (re.compile(r"\bdouble[\s-]space\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I), lambda m: f"sed G {m.group('file')}"),
    (re.compile(r"\b(?:remove|strip|delete|trim)\s+(?:the\s+|all\s+)?(?P<side>leading)\s+(?:white\s*space|spaces(?:\s+and\s+tabs)?|blanks|tabs\s+and\s+spaces)\s+"
                r"(?:from|on|in|of)\s+(?:each|every|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/^[[:space:]]*//' {m.group('file')}"),
    (re.compile(r"\b(?:change|convert|replace|turn|switch)\s+(?:the\s+)?(?:field\s+)?(?:delimiter|separator)s?\s+(?:in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+)?from\s+(?P<a>commas?|tabs?|semicolons?|colons?|pipes?|spaces?)\s+"
                r"to\s+(?P<b>commas?|tabs?|semicolons?|colons?|pipes?|spaces?)(?:\s+in\s+(?P<file2>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: f"tr {_separator_char(m.group('a'))} {_separator_char(m.group('b'))} < {m.group('file') or m.group('file2')}" if m.group("file") or m.group("file2") else None),
    # "in app.conf set the line starting with timeout= to timeout=30, in place", "replace the line beginning with X in F with Y"
    (re.compile(r"^\s*(?:in\s+(?P<file>[~./\w][\w./~-]*\.\w+|\.\w+)\s*,?\s+)?(?:set|change|replace)\s+the\s+(?:whole\s+)?line\s+(?:that\s+)?(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\s+"
                r"['\"]?(?P<key>[^\s'\"]+)['\"]?\s+(?:in\s+(?P<file2>[~./\w][\w./~-]*\.\w+|\.\w+)\s+)?(?:to|with)\s+['\"]?(?P<val>[^\s'\",]+)['\"]?"
                r"(?P<rest>\s*,?\s*(?:in[\s-]place|editing\s+(?:the\s+file\s+)?in\s+place)?\s*[.!]?)\s*$", re.I),
     lambda m: None if not (m.group("file") or m.group("file2")) or "/" in m.group("key") + m.group("val")
     else f"{_sudo_for(m.group('file') or m.group('file2'))}sed {'-i ' if m.group('rest').strip(' ,.!') else ''}"
          f"'s/^{re.escape(m.group('key'))}.*/{m.group('val')}/' {m.group('file') or m.group('file2')}"),
    # "count how many times the word failed appears in install.log" (not lines: each time)
    (re.compile(r"\bhow\s+many\s+times\s+(?:the\s+(?:word|string|text)\s+)?['\"]?(?P<word>[\w.-]+)['\"]?\s+(?:appears|occurs|shows\s+up|is\s+(?:used|mentioned))\s+in\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"grep -o {m.group('word')} {m.group('file')} | wc -l"),
    # "the 5 longest lines in file.txt"
    (re.compile(r"\b(?P<n>\d+)\s+longest\s+lines\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"awk '{{print length, $0}}' {m.group('file')} | sort -nr | head -n {m.group('n')}"),
    # "count the lines of data.txt that match any pattern in patterns.txt"
    (re.compile(r"\b(?P<count>count\s+(?:the\s+)?)?lines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+match\s+(?:any|one)\s+(?:of\s+the\s+)?patterns?\s+(?:listed\s+)?in\s+(?P<pats>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep {'-c ' if m.group('count') else ''}-f {m.group('pats')} {m.group('file')}"),
    # "comment out PermitRootLogin in /etc/ssh/sshd_config"
    (re.compile(r"\bcomment\s+out\s+(?:the\s+)?(?:line\s+|setting\s+|option\s+)?(?P<word>[A-Z][A-Za-z_]+)(?:\s+(?:line|setting|option))?\s+in\s+(?P<file>[~./\w][\w./~-]*)\s*[.!]?\s*$"),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i '/{m.group('word')}/s/^/#/' {m.group('file')}"),
    # text one-liners named plainly (DN): blank lines dropped into a file, an average, the longest line, quotes and digits
    (re.compile(r"\b(?:remove|delete|drop|strip)\s+(?:all\s+)?(?:the\s+)?(?:empty|blank)\s+lines\s+(?:from|of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:and\s+)?"
                r"(?:write|save|put|store)\s+(?:the\s+result|it|them|the\s+output)\s+(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed '/^$/d' {m.group('file')} > {m.group('out')}"),
    (re.compile(r"\b(?:compute|calculate|print|show|get|find|work\s+out)\s+the\s+(?:average|mean)\s+of\s+(?:all\s+)?the\s+numbers\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk '{{s+=$1}} END {{print s/NR}}' {m.group('file')}"),
    (re.compile(r"\b(?:print|show|find|display)\s+the\s+longest\s+line\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!?]?\s*$", re.I),
     lambda m: f"awk 'length > max {{max = length; line = $0}} END {{print line}}' {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|drop)\s+(?:all\s+(?:the\s+)?)?double\s+quotes\s+(?:out\s+)?(?:of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: f"tr -d '\"' < {m.group('file')}"),
    (re.compile(r"\breplace\s+(?:every|each|all(?:\s+the)?)\s+digits?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+['\"]?(?P<ch>[^\s'\"/\\&])['\"]?\s*[.!]?\s*$", re.I),
     lambda m: f"sed 's/[0-9]/{m.group('ch')}/g' {m.group('file')}"),
    # "print build.log from the first line containing "BUILD FAILED" to the end"; "the part of server.log between the line containing START and …"
    (re.compile(r"\bprint\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+from\s+the\s+first\s+line\s+(?:containing|with|matching)\s+['\"]?(?P<pat>[^'\"/]+?)['\"]?\s+to\s+the\s+end\b", re.I),
     lambda m: f"sed -n '/{m.group('pat')}/,$p' {m.group('file')}"),
    (re.compile(r"\b(?:print|show|extract|display)\s+(?:everything|the\s+part\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)|the\s+lines)\s+between\s+the\s+(?:line\s+containing\s+|lines?\s+with\s+)?['\"]?(?P<a>[A-Z][\w-]*)['\"]?"
                r"\s+(?:line\s+)?and\s+(?:the\s+(?:line\s+containing\s+|line\s+with\s+)?)?['\"]?(?P<b>[A-Z][\w-]*)['\"]?(?:\s+marker)?(?:\s+lines?)?(?:\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: f"sed -n '/{m.group('a')}/,/{m.group('b')}/p' {m.group('file') or m.group('file2')}" if (m.group("file") or m.group("file2")) else None),
    # "search app.log for the literal string [ERROR]"
    (re.compile(r"\bsearch\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+for\s+the\s+(?:literal|exact|fixed)\s+(?:string|text)\s+(?P<text>\S+)\s*$", re.I),
     lambda m: f"grep -F {_shell_word(m.group('text'))} {m.group('file')}"),
    # "line counts of every .log file in logs/, biggest first"
    (re.compile(r"\bline\s+counts?\s+of\s+(?:every|each|all(?:\s+the)?)\s+\.(?P<ext>\w+)\s+files?\s+in\s+(?P<dir>[~./\w][\w./~-]*?)/?\s*,?\s+(?:biggest|largest|longest|most)\s+first\b", re.I),
     lambda m: f"wc -l {m.group('dir')}/*.{m.group('ext')} | sort -rn"),
    # "drop the first 2 and the last 3 lines of report.txt"
    (re.compile(r"\b(?:drop|remove|skip|delete|strip)\s+the\s+first\s+(?P<a>\d+)\s+(?:lines\s+)?and\s+the\s+last\s+(?P<b>\d+)\s+lines\s+(?:of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tail -n +{int(m.group('a')) + 1} {m.group('file')} | head -n -{m.group('b')}"),
    # "print the line numbers of the lines containing panic in kernel.log"
    (re.compile(r"\b(?:print|show|list|give\s+me)\s+(?:only\s+|just\s+)?the\s+line\s+numbers\s+of\s+(?:the\s+)?lines\s+(?:containing|with|matching)\s+['\"]?(?P<pat>[\w.-]+)['\"]?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -n {m.group('pat')} {m.group('file')} | cut -d: -f1"),
    # "print the lines of phones.txt that are exactly 10 digits"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:are|consist\s+of)\s+exactly\s+(?P<n>\d+)\s+digits\b", re.I),
     lambda m: f"grep -xE '[0-9]{{{m.group('n')}}}' {m.group('file')}"),
    # "find the lines with non-ASCII characters in import.csv"
    (re.compile(r"\blines\s+(?:with|containing|that\s+have)\s+non[\s-]?ascii\s+(?:characters|chars|bytes)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -P '[^\\x00-\\x7F]' {m.group('file')}"),
    # "remove non-printable characters from raw.txt, keeping newlines, and save it as clean.txt"
    (re.compile(r"\b(?:remove|strip|delete)\s+(?:all\s+)?(?:the\s+)?non[\s-]?printable\s+(?:characters|chars)\s+from\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?:\s*,?\s+keeping\s+(?:the\s+)?newlines)?\s*,?\s+and\s+(?:save|write)\s+(?:it|the\s+result)\s+(?:as|to|in)\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tr -cd '[:print:]\\n' < {m.group('file')} > {m.group('out')}"),
    # "count how often each character appears in text.txt, most frequent first"
    (re.compile(r"\bcount\s+how\s+(?:often|many\s+times)\s+each\s+(?:character|char|letter)\s+(?:appears|occurs)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -o . {m.group('file')} | sort | uniq -c | sort -rn"),
    # "follow /var/log/nginx/access.log live and show only lines containing 404"
    (re.compile(r"\b(?:follow|tail|watch)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:live\s+|as\s+it\s+grows\s+)?and\s+(?:show|print|display)\s+(?:only\s+|just\s+)?(?:the\s+)?lines\s+"
                r"(?:containing|with|matching|that\s+contain)\s+['\"]?(?P<pat>[\w.:/-]+)['\"]?\s*[.!]?\s*$", re.I),
     lambda m: f"tail -f {m.group('file')} | grep {m.group('pat')}"),
    # "comment out lines 1 to 5 of config.yaml", "uncomment lines 10-15 of setup.conf by removing the leading #"
    (re.compile(r"\b(?P<un>un)?comment\s+(?:out\s+)?lines\s+(?P<a>\d+)\s*(?:to|through|thru|-|–)\s*(?P<b>\d+)\s+(?:out\s+)?(?:of|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+|[~.]?/[\w./~-]*\w)\b", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i '{m.group('a')},{m.group('b')}s/^{'#//' if m.group('un') else '/#/'}' {m.group('file')}"
     if int(m.group("a")) < int(m.group("b")) else None),
    # "append a line reading END to the end of output.txt", "add the line done to log.txt"
    (re.compile(r"^\s*(?:append|add)\s+(?:a|the|one)\s+(?:new\s+|final\s+|last\s+)?line\s+(?:reading|saying|that\s+says|with\s+(?:the\s+)?(?:text|word)|containing)?\s*"
                r"(?P<q>['\"]?)(?P<text>[^'\"]+?)(?P=q)\s+(?:to|at)\s+(?:the\s+)?(?:end\s+of\s+|bottom\s+of\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: f"echo {_shell_word(m.group('text'))} >> {m.group('file')}" if not re.search(r"\b(?:after|before|below|above)\b", m.group("text"), re.I) else None),
    # "append hello world to greetings.txt": plain words appended as a line (not a file's contents, a line's place, a name)
    (re.compile(r"^\s*(?:please\s+)?(?:append|add)\s+(?P<q>['\"]?)(?P<text>(?![^'\"]*\b(?:contents?|output|lines?\s+of|file|files|user|group|"
                r"line|after|before|below|above|path|date|time|timestamp|hostname|result|results)\b)"
                r"(?!(?:the|a|an|my|its|their|this|that|current|today'?s?|all|every|some|each)\b)[^'\"./~]+?)(?P=q)\s+(?:to|at)\s+(?:the\s+)?(?:end\s+of\s+|bottom\s+of\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:txt|log|md|csv|list|conf|cfg|ini))\s*[.!]?\s*$", re.I),
     lambda m: f"echo {_shell_word(m.group('text'))} >> {m.group('file')}" if len(m.group("text").split()) > 1 or m.group("q") else None),
    # "add a line port=8080 right after the line containing [server] in app.ini"
    (re.compile(r"\b(?:add|insert|append)\s+(?:a|the)\s+(?:new\s+)?line\s+(?:reading\s+|saying\s+)?(?P<q>['\"]?)(?P<text>[^'\"]+?)(?P=q)\s+(?:right\s+|directly\s+|just\s+)?"
                r"(?P<where>after|before|below|above)\s+(?:the\s+|each\s+|every\s+)?line\s+(?:containing|with|matching|that\s+contains|mentioning)\s+"
                r"(?P<q2>['\"]?)(?P<pat>[^'\"]+?)(?P=q2)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     _line_added),
    # parts of each line, as the probe set FP said them (session 35): "the domain part of every address in emails.txt",
    # "which email domains are most common in subscribers.txt", "the hostname out of each url in urls.txt", "just the file
    # name from each path in paths.txt"; lines that appear exactly once
    (re.compile(r"\b(?:which|what)\s+(?:e-?mail\s+)?domains\s+(?:are\s+)?(?:the\s+)?most\s+(?:common|frequent)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cut -d@ -f2 {m.group('file')} | sort | uniq -c | sort -rn"),
    (re.compile(r"\bdomain(?:\s+part|\s+name)?s?\s+(?:of|from)\s+(?:every|each|all(?:\s+the)?)\s+(?:e-?mail\s+)?address(?:es)?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cut -d@ -f2 {m.group('file')}"),
    (re.compile(r"\b(?:host\s*names?|domains?)\s+(?:out\s+)?(?:of|from)\s+(?:every|each|all(?:\s+the)?)\s+urls?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk -F/ '{{print $3}}' {m.group('file')}"),
    (re.compile(r"\b(?:just\s+|only\s+)?the\s+file\s*names?\s+(?:out\s+)?(?:of|from)\s+(?:every|each|all(?:\s+the)?)\s+paths?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk -F/ '{{print $NF}}' {m.group('file')}"),
    (re.compile(r"\b(?:which|what)\s+\w+\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:appear|occur|show\s+up)\s+(?:exactly|only|just)\s+once\b", re.I),
     lambda m: f"sort {m.group('file')} | uniq -u"),
    # "strip non-printable characters out of dump.txt but keep newlines"
    (re.compile(r"\b(?:strip|remove|delete|drop)\s+(?:all\s+)?(?:the\s+)?non-?\s?printable\s+(?:characters|chars|bytes)\s+(?:out\s+)?(?:of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?P<keep>[^.;]*\bkeep\w*\s+(?:the\s+)?(?:newlines|line\s+breaks|lines))?", re.I),
     lambda m: f"tr -cd '[:print:]{chr(92) + 'n' if m.group('keep') else ''}' < {m.group('file')}"),
    # "drop all the DEBUG lines from app.log in place but save the original as app.log.orig": sed deletes them in the file
    (re.compile(r"\b(?:drop|delete|remove|strip)\s+(?:all\s+)?(?:the\s+)?(?P<pat>[A-Z][A-Z_]{2,})\s+(?:lines|entries|messages)\s+(?:from|in|out\s+of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s+in[\s-]place\b(?:[^.;]*?\b(?:save|keep)\w*\s+(?:a\s+copy\s+of\s+)?the\s+original\s+as\s+(?P<bak>[~./\w][\w./~-]*))?", re.I),
     lambda m: None if not m.group("pat").isupper() else   # (a level written in capitals: not "blank" or "empty" lines)
               f"sed -i{m.group('bak')[len(m.group('file')):] if m.group('bak') and m.group('bak').startswith(m.group('file')) else ''} "
               f"'/{m.group('pat')}/d' {m.group('file')}"),
    # "set timeout=30 in settings.ini, whatever it is now": the key's line, whatever its value, written anew
    (re.compile(r"^\s*(?:please\s+)?(?:set|change|make)\s+(?P<key>[A-Za-z_][\w.]*)=(?P<val>[\w./:-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\w)"
                r"\s*(?:,?\s*(?:whatever|no\s+matter\s+what)\s+(?:it\s+is|it's|its\s+value\s+is)(?:\s+now)?)?\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i 's/^{m.group('key')}=.*/{m.group('key')}={m.group('val')}/' {m.group('file')}"),
    # "set PermitRootLogin to no in /etc/ssh/sshd_config even if it's commented out"
    (re.compile(r"^\s*(?:please\s+)?(?:set|change)\s+(?P<key>[A-Za-z_][\w.]*)\s+to\s+(?P<val>[\w./:-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\w)\s*,?\s*"
                r"(?:even\s+if|whether\s+or\s+not|also\s+if|if)\s+(?:it'?s|it\s+is)\s+(?:currently\s+)?commented(?:\s+out)?\s*$", re.I),
     lambda m: _setting_set(m, commented=True)),
    # "comment out the swap line in /etc/fstab": a line named by a plain word
    (re.compile(r"\bcomment\s+out\s+the\s+(?P<pat>(?!(?:first|last|second|third|next|previous|same|whole|entire|current|empty|blank|other|top|bottom)\b)[A-Za-z_][\w-]*)"
                r"\s+lines?\s+(?:in|of|from)\s+(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])", re.I),
     lambda m: _line_edit(m, "s/^/#/")),
    # "comment out every line of snippet.py by putting '# ' in front"
    (re.compile(r"\bcomment\s+out\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?![\w./-])"
                r"(?P<rest>(?!\s+(?:that|which|containing|starting|beginning|matching|with|where|whose)\b).*)$", re.I),
     _all_commented),
    # "truncate big.txt to its first 100 lines in place"
    (re.compile(rf"^\s*(?:truncate|cut|chop|trim|shorten)\s+{_TEXT_FILE}\s+(?:down\s+)?to\s+(?:its|the)\s+first\s+(?P<n>\d+)\s+lines(?:\s*,?\s*in[\s-]place)?\s*$", re.I),
     lambda m: f"sed -i '{int(m.group('n')) + 1},$d' {m.group('file')}"),
    # "show phone_list.txt lines that contain a 10 digit number", "lines in journal.txt that contain a date like 2024-03-15"
    (re.compile(r"\b(?:(?P<file>[~./\w][\w./~-]*\.\w+)\s+lines|lines\s+(?:in|of|from)\s+(?P<file2>[~./\w][\w./~-]*\.\w+))\s+(?:that\s+|which\s+)?(?:contain|have|include|hold|with)\w*\s+(?:an?\s+)?"
                r"(?:(?P<n>\d+)[\s-]digits?\s+(?P<kind>phone\s+|account\s+|order\s+|zip\s+|postal\s+)?(?:numbers?|codes?|ids?|values?)\b|(?:[\w-]+\s+){0,3}?(?:like|such\s+as)\s+(?P<ex>(?=[\w:/.-]*\d)(?=[\w]*[-:/.]\w)[\w:/.-]*\w))", re.I),
     lambda m: None if _LINES_NOT_SHOWN.search(m.string)
     else f"grep {_counted(m.string)}-E '{_digits_or_shape(m.group('n'), m.group('ex'), m.group('kind'))}' {m.group('file') or m.group('file2')}"),
    # "replace both cat and dog with pet in story.txt"
    (re.compile(r"^\s*(?:replace|change|substitute)\s+(?:both\s+)?(?P<a>[\w.-]+)\s+and\s+(?P<b>[\w.-]+)\s+(?:with|to|by)\s+(?P<c>[\w.-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     _both_replaced),
    # "replace only the 2nd comma on each line of mixed.txt with a semicolon"
    (re.compile(rf"^\s*(?:replace|change|substitute)\s+(?:only\s+|just\s+)?the\s+(?:{_ORDINAL_OR_NUMBER})\s+(?P<old>comma|semicolon|colon|space|dash|hyphen|dot|period|pipe|underscore|tab|'.'|\".\")"
                rf"\s+(?:on|in|of)\s+(?:each|every)\s+line\s+(?:of|in)\s+{_TEXT_FILE}\s+(?:with|to|by)\s+(?P<new>(?:an?\s+)?(?:comma|semicolon|colon|space|dash|hyphen|dot|period|pipe|underscore|tab)|'.'|\".\")\s*$", re.I),
     _nth_replaced),
    # "replace every tab in old_script.py with four spaces, edit it in place"
    # (in place: sed; else expand, which also keeps columns lined up)
    (re.compile(rf"^\s*(?:replace|convert|change|turn)\s+(?:every|each|all(?:\s+the)?|the)\s+tabs?\s+in\s+{_TEXT_FILE}\s+(?:with|to|into)\s+(?P<n>\d+|two|three|four|eight)\s+spaces"
                r"(?P<place>\s*,?\s*(?:edit(?:ing)?\s+it\s+)?in[\s-]place)?\s*$", re.I),
     lambda m: f"sed -i 's/\\t/{' ' * int(_count(m.group('n')))}/g' {m.group('file')}" if m.group("place")
     else f"expand -t {_count(m.group('n'))} {m.group('file')}"),
    # "remove any line mentioning password (any case) from dump.sql and save the rest to clean.sql"
    (re.compile(r"\b(?:remove|delete|drop|strip)\s+(?:any|every|all(?:\s+the)?|the)\s+lines?\s+(?:mentioning|containing|with|that\s+(?:mentions?|contains?|has|have))\s+['\"]?(?P<pat>[\w.@:-]+)['\"]?"
                r"(?:\s*\([^)]*\))?\s+from\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s+and\s+(?:save|write|put)\s+(?:the\s+rest|what'?s\s+left|the\s+result|it)\s+(?:to|in|into|as)\s+(?P<out>[~./\w][\w./~-]*\w)\s*$", re.I),
     lambda m: f"grep {_any_case(m.string)}-v '{m.group('pat')}' {m.group('file')} > {m.group('out')}"),
    # "list the regular users in /etc/passwd (uid 1000 and up)"
    (re.compile(r"\b(?:list|show|print|which|what|get)\s+(?:me\s+)?(?:are\s+)?(?:all\s+)?(?:the\s+)?(?:regular|normal|human|real|non-?system)\s+(?:users|user\s+accounts|accounts)\b"
                r"(?:\s+(?:in|from)\s+/etc/passwd)?(?:\s*\(?\s*uids?\s+(?:>=\s*)?1000(?:\s+(?:and\s+up|or\s+(?:more|higher|above)|and\s+above))?\s*\)?)?\s*\??\s*$", re.I),
     lambda m: "awk -F: '$3 >= 1000 {print $1}' /etc/passwd"),
    # "print all columns of table.csv except the second one"
    (re.compile(rf"\b(?:print|show|output|keep|get)\s+(?:all|every|each)\s+(?:the\s+)?(?:columns|fields)\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+(?:except|but|apart\s+from|other\s+than)\s+"
                rf"(?:for\s+)?(?:the\s+)?(?:(?:column|field)\s+(?P<num>\d+)|(?P<ord>{_ORD})(?:\s+(?:one|column|field))?)\s*$", re.I),
     _columns_but_one),
    # "sort ranking.txt by column 2, ties broken by column 1 numerically", "sort people.csv by last name in col 2 then first name in col 1"
    (re.compile(rf"^\s*sort\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+by\s+(?:(?:[\w-]+\s+){{0,2}}in\s+)?(?:(?:column|field|col)\s+(?P<n1>\d+)|(?:the\s+)?(?P<o1>{_ORD})\s+(?:column|field|col))"
                r"(?P<h1>\s+(?:numerically|in\s+reverse|reversed|descending))?\s*,?\s+(?:then|and\s+then|ties\s+broken\s+by|breaking\s+ties\s+(?:by|with)|then\s+by)\s+(?:by\s+)?(?:(?:[\w-]+\s+){0,2}in\s+)?"
                rf"(?:(?:column|field|col)\s+(?P<n2>\d+)|(?:the\s+)?(?P<o2>{_ORD})(?:\s+(?:column|field|col|one))?)(?P<h2>\s+(?:numerically|in\s+reverse|reversed|descending))?\s*$", re.I),
     _sorted_by_two_keys),
    # "show the 5-letter words in words.txt" (a word a line)
    (re.compile(r"\b(?:show|list|print|find|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?P<n>\d+)[\s-]letter\s+words\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"grep -xE '[[:alpha:]]{{{m.group('n')}}}' {m.group('file')}"),
    # "how many rows in cars.csv have Toyota in the 2nd column"
    (re.compile(rf"^\s*how\s+many\s+(?:rows|lines|records|entries)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+(?:have|has|contain)\s+['\"]?(?P<v>[\w.@:-]+)['\"]?\s+(?:in|as)\s+"
                rf"(?:the\s+)?(?:(?:column|field|col)\s+(?P<num>\d+)|(?P<ord>{_ORD})\s+(?:column|field|col))\s*\??\s*$", re.I),
     lambda m: f"awk {_awk_fields(m.group('ext'), output=False)}'${_column_number(m)} == \"{m.group('v')}\"' {m.group('file')} | wc -l"),
    # "show just the values from .env, everything after the first ="
    (re.compile(r"\b(?:values?|text|part)\s+(?:from|in|of)\s+(?P<file>[~./\w][\w./~-]*\w)\s*,?\s+(?:i\.?e\.?\s+)?(?:everything|all|the\s+part|what(?:ever)?'?s?(?:\s+is)?)\s+after\s+the\s+first\s+(?P<sep>=|:|,|equals\s+sign|colon|comma)\s*$", re.I),
     lambda m: f"cut -d{ {'equals sign': '=', 'colon': ':', 'comma': ','}.get(m.group('sep').lower(), m.group('sep')) } -f2- {m.group('file')}"),
    # "strip every non-ascii character from import.txt and write it to import_clean.txt"
    (re.compile(r"\b(?:strip|remove|delete|drop)\s+(?:every|all(?:\s+the)?|any|the)?\s*non-?ascii\s+(?:characters|chars|character|bytes)\s+(?:from|in|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?:\s*,?\s+and\s+(?:write|save|put)\s+(?:it|the\s+result|them)\s+(?:to|in|into|as)\s+(?P<out>[~./\w][\w./~-]*\w))?\s*$", re.I),
     lambda m: f"tr -cd '\\000-\\177' < {m.group('file')}" + (f" > {m.group('out')}" if m.group("out") else "")),
    # "print only the headers of message.eml, i.e. everything before the first blank line"
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\b[^;]*?\b(?:everything|all|the\s+lines|lines)\s+(?:up\s+to|before|until)\s+the\s+first\s+(?:blank|empty)\s+line\s*$", re.I),
     lambda m: f"sed -n '/^$/q;p' {m.group('file')}"),
    # "lines in inventory.txt that start with a number", "show lines of data.txt ending with a digit"
    (re.compile(r"\blines?\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that\s+|which\s+)?(?P<how>start|begin|end)(?:s|ing)?\s+with\s+(?:an?\s+)?"
                r"(?P<kind>numbers?|digits?|capital(?:\s+letters?)?|upper[\s-]?case(?:\s+letters?)?|lower[\s-]?case(?:\s+letters?)?|small\s+letters?|letters?"
                r"|(?:white\s*)?spaces?|blanks?|punctuation(?:\s+marks?)?)\s*\??\s*$", re.I),
     _line_by_char_kind),
    # "last time Connected shows up in vpn.log", "the last occurrence of timeout in app.log"
    (re.compile(r"^\s*(?:show\s+|print\s+|find\s+|when\s+was\s+)?(?:the\s+)?last\s+(?:time\s+(?P<pat>\S+)\s+(?:shows\s+up|appears|occurs|was\s+logged|is\s+mentioned)"
                r"|occurrence\s+of\s+(?P<pat2>\S+)|line\s+(?:mentioning|containing|with)\s+(?P<pat3>\S+))\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*\??\s*$", re.I),
     lambda m: f"grep {_shell_word(unquoted(m.group('pat') or m.group('pat2') or m.group('pat3')))} {m.group('file')} | tail -n 1"),
    # "just the line numbers where BEGIN appears in transactions.log"
    (re.compile(r"^\s*(?:show\s+|print\s+|list\s+|get\s+)?(?:me\s+)?(?:just\s+|only\s+)?the\s+line\s+numbers?\s+(?:where|on\s+which)\s+(?P<pat>\S+)\s+(?:appears|occurs|shows\s+up|is\s+mentioned)\s+in\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"grep -n {_shell_word(unquoted(m.group('pat')))} {m.group('file')} | cut -d: -f1"),
    # CSV files (HO): columns dropped or reordered, a column upper-cased, the header replaced or added, rows with the header kept,
    # keys seen more than once, a separator converted
    (re.compile(r"^\s*(?:delete|remove|drop)\s+columns\s+(?P<cols>\d+(?:\s*,\s*\d+)*(?:\s*,?\s*and\s+\d+))\s+(?:from|of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))"
                r"(?:\s*,?\s+and\s+(?:save|write)\s+(?:the\s+result|it)\s+(?:as|to|in)\s+(?P<out>[~./\w][\w./~-]*\w))?\s*$", re.I),
     _columns_dropped),
    (re.compile(r"^\s*(?:reorder|rearrange)\s+(?:the\s+columns\s+of\s+)?(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+so\s+(?:that\s+)?the\s+columns\s+(?:go|are|read)\s+"
                r"(?P<cols>\d+(?:\s*,\s*\d+)+)\s*$", re.I),
     _columns_reordered),
    (re.compile(r"^\s*(?P<case2>upper|lower)[\s-]?case\s+(?:everything|all\s+the\s+values|the\s+values|all)\s+in\s+column\s+(?P<num2>\d+)\s+of\s+(?P<file2>[~./\w][\w./~-]*\.(?P<ext2>csv|tsv|txt))\s*$", re.I),
     _column_cased),
    (re.compile(r"^\s*replace\s+the\s+header\s+(?:line\s+|row\s+)?(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+['\"]?(?P<h>[\w.-]+(?:,[\w.-]+)+)['\"]?(?:\s*,?\s+in\s+place)?\s*$", re.I),
     lambda m: f"sed -i '1s/.*/{m.group('h')}/' {m.group('file')}"),
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv))\s+(?:has\s+no\s+header|is\s+missing\s+(?:its|a|the)\s+header)(?:\s+(?:line|row))?\s*,?\s+(?:add|insert|put)\s+(?:the\s+line\s+)?['\"]?(?P<h>[\w.-]+(?:,[\w.-]+)+)['\"]?\s+"
                r"(?:as\s+(?:the\s+)?(?:first\s+line|header)|at\s+the\s+top(?:\s+of\s+(?:the\s+|that\s+)?(?:file|it))?)\s*$"
                r"|^\s*add\s+['\"]?(?P<h2>[\w.-]+(?:,[\w.-]+)+)['\"]?\s+as\s+(?:the\s+)?(?:first\s+line|header(?:\s+line)?)\s+(?:of|to|in)\s+(?P<file2>[~./\w][\w./~-]*\.(?:csv|tsv))\s*$", re.I),
     lambda m: f"sed -i '1i {m.group('h') or m.group('h2')}' {m.group('file') or m.group('file2')}"),
    (re.compile(r"^\s*(?:show\s+|print\s+)?(?:the\s+)?first\s+(?P<n>\d+)\s+(?:data\s+)?rows\s+of\s+(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv))\s*,?\s+(?:plus|and|with)\s+the\s+header(?:\s+(?:line|row))?\s*$", re.I),
     lambda m: f"head -n {int(m.group('n')) + 1} {m.group('file')}"),
    (re.compile(r"^\s*(?:show\s+|print\s+)?(?:the\s+)?last\s+(?P<n>\d+)\s+(?:data\s+)?rows\s+of\s+(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv))\s*,?\s+(?:with|plus|and)\s+the\s+header(?:\s+(?:line|row))?(?:\s+on\s+top)?\s*$", re.I),
     lambda m: f"(head -n 1 {m.group('file')}; tail -n {m.group('n')} {m.group('file')})"),
    (re.compile(r"^\s*(?:a\s+)?random\s+sample\s+of\s+(?P<n>\d+)\s+rows\s+(?:from|of)\s+(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv))\s*,?\s+(?:keep(?:ing)?|with)\s+the\s+header(?:\s+(?:line|row))?\s*$", re.I),
     lambda m: f"(head -n 1 {m.group('file')}; tail -n +2 {m.group('file')} | shuf -n {m.group('n')})"),
    (re.compile(r"^\s*(?:which|what|show|list|find)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:in\s+)?column\s+(?P<n>\d+)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+"
                r"(?:show\s+up|appear|occur|are\s+there)\s+more\s+than\s+once\s*\??\s*$", re.I),
     lambda m: f"cut {_cut_delimiter(m.group('ext'))}-f{m.group('n')} {m.group('file')} | sort | uniq -d"),
    (re.compile(r"^\s*(?:convert|turn|change)\s+(?P<file>[~./\w][\w./~-]*\.(?:csv|tsv|txt|psv))\s+(?:in)?to\s+(?:an?\s+)?(?P<to>csv|tsv)(?:\s*,?\s*(?:file\s+)?(?:called\s+|named\s+)?(?P<out>[~./\w][\w./~-]*\.\w+))?\s*$"
                r"|^\s*(?P<file2>[~./\w][\w./~-]*\.\w+)\s+is\s+(?P<from>pipe|semicolon|tab|comma)[\s-](?:delimited|separated)\s*,?\s+make\s+(?P<out2>[~./\w][\w./~-]*\.(?P<to2>csv|tsv))\s+(?:out\s+of|from)\s+it\s*$", re.I),
     _csv_converted),
    # "show prices.csv lined up in nice columns": the table aligned by its separator
    (re.compile(r"^\s*(?:show|view|display|print|see)\s+(?:me\s+)?(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+(?:lined\s+up\s+)?(?:in\s+(?:nice\s+|neat\s+|aligned\s+|proper\s+|readable\s+)?columns"
                r"|as\s+(?:a\s+)?(?:(?:nice|neat|readable)\s+)?(?:table|aligned\s+columns)|aligned(?:\s+in\s+columns)?)\s*$", re.I),
     lambda m: f"column -t -s{_TABLE_SEPARATORS[m.group('ext').lower()]} {m.group('file')}"),
    # "Show me the header row of customers.csv"
    (re.compile(rf"^\s*(?:(?:show|print|display|get|give)\s+(?:me\s+)?|what(?:'s|\s+is)\s+)(?:just\s+|only\s+)?the\s+header(?:\s+(?:row|line))?\s+(?:of|in|from)\s+{_CSV_FILE}\s*\??\s*$", re.I),
     lambda m: f"head -n 1 {m.group('file')}"),
    # "number the columns in the header of employees.tsv so I can see which field number is which"
    (re.compile(rf"^\s*(?:please\s+)?number\s+(?:the\s+)?(?:columns|fields|column\s+names|field\s+names|header\s+fields)\s+(?:in|of)\s+(?:the\s+header\s+(?:line\s+|row\s+)?(?:of|in)\s+)?"
                rf"{_CSV_FILE}(?:\s*,?\s*so\s+(?:that\s+)?(?:i|we)\s+(?:can\s+)?(?:see|know|tell)\b.*)?\s*$", re.I), _header_numbered),
    # "shuffle the rows of training.csv except the header and write training_shuffled.csv"
    (re.compile(rf"^\s*(?:shuffle|randomi[sz]e(?:\s+the\s+order\s+of)?)\s+(?:the\s+(?:rows|lines|records)\s+(?:of|in)\s+)?{_CSV_FILE}\s*,?\s+(?:except(?:\s+for)?|but\s+not|keeping|apart\s+from|leaving)\s+the\s+header"
                r"(?:\s+(?:line|row))?(?:\s+(?:on\s+top|in\s+place|first|alone))?(?:\s*,?\s+and\s+(?:write|save|put)\s+(?:it\s+|the\s+result\s+)?(?:to\s+|as\s+|in\s+|into\s+)?(?P<out>[~./\w][\w./~-]*\.\w+))?\s*$", re.I),
     _shuffled_under_header),
    # "vendor_dump.psv is pipe delimited. how many fields per line, show each distinct count with how many lines have it"
    (re.compile(rf"^\s*{_CSV_FILE}[^?]*?\b(?:how\s+many|number\s+of|count\s+(?:the\s+)?)\s*(?:fields|columns)\s+(?:per|on\s+each|in\s+each|does\s+each|are\s+on\s+each)\s+(?:line|row)(?:\s+have)?\b(?P<rest>.*)$", re.I),
     _fields_per_line),
    # "prepend a running row number as a new first column in items.csv, like 1,apple,..."
    (re.compile(rf"^\s*(?:prepend|add|put|insert)\s+(?:a\s+)?(?:running\s+)?(?:row|line)\s+numbers?\s+as\s+(?:a\s+new\s+|the\s+)?first\s+column\s+(?:in|to|of)\s+{_CSV_FILE}\s*(?:,?\s*(?:like|e\.g\.|so)\b.*)?$", re.I),
     _rows_numbered),
    # "euro_export.csv uses semicolons, swap them all for commas and write euro_fixed.csv"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:uses|has|is\s+separated\s+by|is\s+delimited\s+by)\s+(?P<old>semicolons?|commas?|tabs?|pipes?|colons?)(?:\s+as\s+(?:the\s+)?(?:separator|delimiter))?\s*,?\s+"
                r"(?:swap|replace|change|turn|convert)\s+(?:them|those|it)\s+(?:all\s+)?(?:for|with|to|into)\s+(?P<new>semicolons?|commas?|tabs?|pipes?|colons?)"
                r"(?:\s*,?\s+and\s+(?:write|save|put)\s+(?:it\s+|the\s+result\s+)?(?:to\s+|as\s+|in\s+|into\s+)?(?P<out>[~./\w][\w./~-]*\.\w+))?\s*$", re.I),
     _separator_swapped),
    # "chop transactions_2024.csv into chunks of at most 50MB without breaking any line in half"
    (re.compile(r"^\s*(?:split|chop|cut|break)\s+(?:up\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+(?:chunks|pieces|parts|files)\s+of\s+(?:at\s+most\s+|up\s+to\s+|max(?:imum)?\s+|no\s+more\s+than\s+)?"
                r"(?P<size>\d+\s*[kmg]i?b?)\b(?:\s+(?:each|apiece))?(?:\s+(?:named|called)\s+(?P<prefix>[\w.-]+?)(?:aa|\*)?)?\s*,?\s+(?:without\s+(?:breaking|splitting|cutting)\s+(?:any\s+|a\s+)?lines?(?:\s+in\s+(?:half|two))?"
                r"|keeping\s+(?:the\s+)?lines\s+(?:whole|intact)|(?:only\s+)?(?:at|on)\s+line\s+(?:boundaries|breaks|ends))\s*$", re.I),
     _split_by_size),
    # "sorted_a.txt and sorted_b.txt are both already sorted; merge them into one sorted merged.txt"
    (re.compile(r"^\s*(?P<a>[~./\w][\w./~-]*\.\w+)\s+and\s+(?P<b>[~./\w][\w./~-]*\.\w+)\s+are\s+(?:both\s+)?(?:already\s+)?sorted\s*[;,.:-]*\s*(?:so\s+)?merge\s+them\s+(?:in)?to\s+(?:one\s+|a\s+single\s+)?(?:sorted\s+)?(?:file\s+)?"
                r"(?P<out>[~./\w][\w./~-]*\.\w+)\s*$"
                r"|^\s*merge\s+the\s+(?:already[\s-])?sorted\s+files\s+(?P<a2>[~./\w][\w./~-]*\.\w+)\s+and\s+(?P<b2>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+(?P<out2>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"sort -m {m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')} > {m.group('out') or m.group('out2')}"),
    # "for each .gz file in archive/ print its name and how many lines it has uncompressed",
    # "how many data rows does each csv in data/ have, not counting the header line"
    (re.compile(r"^\s*(?:for\s+)?(?:each|every)\s+\.?(?P<ext>gz)\s+files?\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*)\s*,?\s+(?:print|show|list)\s+its\s+name\s+and\s+(?:how\s+many\s+lines\s+it\s+has|its\s+(?:line\s+count|number\s+of\s+lines))"
                r"(?:\s+(?:uncompressed|when\s+(?:uncompressed|decompressed|unzipped)))?\s*$"
                r"|^\s*how\s+many\s+(?:data\s+)?rows\s+does\s+each\s+\.?(?P<ext2>csv|tsv)(?:\s+file)?\s+(?:in|under)\s+(?P<dir2>[~./\w][\w./~-]*)\s+have\s*,?\s+(?:not\s+counting|without|excluding|minus)\s+the\s+header(?:\s+(?:line|row))?\s*\??\s*$", re.I),
     lambda m: _per_file_lines(_Groups(m, ext=m.group("ext") or m.group("ext2"), dir=m.group("dir") or m.group("dir2")))),
    # "character count for abstract.txt (characters, not bytes)"
    (re.compile(r"^\s*(?:the\s+)?(?:character\s+count|number\s+of\s+characters|count\s+(?:the\s+)?characters|how\s+many\s+characters)\s+(?:for|of|in|does)\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?:\s+(?:have|contain))?"
                r"\s*(?:,?\s*\(?\s*(?:characters\s*,?\s*)?not\s+bytes\s*\)?)?\s*\??\s*$", re.I),
     lambda m: f"wc -m {m.group('file')}"),
    # "which file in logs/ has the most lines?"
    (re.compile(r"^\s*(?:which|what)\s+file\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s+has\s+the\s+most\s+lines\s*\??\s*$", re.I),
     lambda m: f"wc -l {m.group('dir')}/* | grep -v ' total$' | sort -n | tail -n 1"),
    # "print timeline.txt bottom to top"
    (re.compile(rf"^\s*(?:print|show|display|cat|output|read)\s+{_TEXT_FILE}\s+(?:from\s+(?:the\s+)?)?(?:bottom\s+to\s+top|(?:with\s+the\s+)?last\s+line\s+first|upside\s+down|in\s+reverse(?:\s+line)?\s+order|backwards)\s*$", re.I),
     lambda m: f"tac {m.group('file')}"),
    # "first line in db.log mentioning connection refused, with its line number"
    (re.compile(r"^\s*(?:(?:show|print|find|get)\s+(?:me\s+)?)?(?:the\s+)?first\s+line\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that\s+)?(?:mentioning|containing|with|mentions|contains|matching)\s+"
                r"(?P<pat>'[^']+'|\"[^\"]+\"|[\w.:=/-]+(?:\s+(?!with\b)[\w.:=/-]+){0,3}?)\s*(?P<n>,?\s*(?:with|and|plus)\s+(?:its|the)\s+line\s+number)?\s*$", re.I),
     lambda m: f"grep {'-n ' if m.group('n') else ''}-m 1 {_shell_word(_text_said(m.group('pat')))} {m.group('file')}"),
    # "drop the healthcheck lines from access.log and save what's left as access_clean.log"
    (re.compile(r"^\s*(?:drop|remove|delete|strip|filter\s+out)\s+(?:all\s+)?the\s+(?P<pat>[\w.:/-]+)\s+lines\s+from\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s+and\s+(?:save|write|put)\s+"
                r"(?:what'?s\s+left|the\s+rest|the\s+result|it)\s+(?:to|in|into|as)\s+(?P<out>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: None if m.group("pat").lower() in ("blank", "empty", "duplicate", "comment", "commented", "first", "last", "header", "long", "short")
     else f"grep -v {_shell_word(m.group('pat'))} {m.group('file')} > {m.group('out')}"),
    # "each line of events.log has payload= followed by json, extract just the part after payload="
    (re.compile(r"^\s*(?:each|every)\s+line\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+has\s+(?P<mark>[\w.-]+[=:])\s+followed\s+by\s+[\w\s-]+?\s*[,;:-]+\s*"
                r"(?:extract|print|show|get|keep)\s+(?:only\s+|just\s+)?(?:the\s+part|everything|what(?:'s|\s+is|\s+comes))\s+after\s+(?P<mark2>[\w.-]+[=:])\s*$", re.I),
     lambda m: f"grep -oP '{m.group('mark')}\\K.*' {m.group('file')}" if m.group("mark") == m.group("mark2") else None),
    # "payroll_fixed.txt is fixed width, cut out characters 1-10 and 25-32 of each line"
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\b[^;]*?[,;:-]\s*(?:cut\s+out|extract|print|show|keep|get)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:characters|chars|columns)\s+"
                r"(?P<ranges>\d+-\d+(?:\s*(?:,|and|,\s*and)\s*\d+-\d+)+)\s+(?:of|from|on)\s+(?:each|every)\s+line\s*$", re.I),
     lambda m: f"cut -c{','.join(re.findall(r'[0-9]+-[0-9]+', m.group('ranges')))} {m.group('file')}"),
    # "convert every .tsv in the current directory to a .csv with the same base name"
    (re.compile(r"^\s*(?:convert|turn)\s+(?:every|each|all(?:\s+the)?)\s+\.?(?P<a>tsv|csv)(?:\s+files?)?\s+(?:in\s+(?:the\s+current\s+(?:directory|folder)|here|this\s+(?:directory|folder))\s+)?(?:in)?to\s+(?:an?\s+)?\.?(?P<b>csv|tsv)"
                r"(?:\s+files?)?(?:\s+with\s+the\s+same\s+(?:base\s+)?name)?\s*$", re.I),
     lambda m: None if m.group("a").lower() == m.group("b").lower() else
     f'for f in *.{m.group("a").lower()}; do tr {_TSV_TAB if m.group("a").lower() == "tsv" else _CSV_COMMA} {_CSV_COMMA if m.group("b").lower() == "csv" else _TSV_TAB} '
     f'< "$f" > "${{f%.{m.group("a").lower()}}}.{m.group("b").lower()}"; done'),
    # csvkit, miller and sqlite3 where the request names them or a task only they do plainly
    # "use csvkit to turn inventory_2024.csv into inventory_2024.json"
    (re.compile(r"^\s*(?:use\s+csvkit\s+to\s+|with\s+csvkit\s*,?\s*)(?:turn|convert)\s+(?P<file>[~./\w][\w./~-]*\.csv)\s+(?:in)?to\s+(?:json\s*(?:called\s+|named\s+)?)?(?P<out>[~./\w][\w./~-]*\.json)?\s*$"
                r"|^\s*(?:turn|convert)\s+(?P<file2>[~./\w][\w./~-]*\.csv)\s+(?:in)?to\s+(?:json\s+|(?P<out2>[~./\w][\w./~-]*\.json)\s+)?(?:with|using)\s+csvkit\s*$", re.I),
     lambda m: f"csvjson {m.group('file') or m.group('file2')}" + (f" > {m.group('out') or m.group('out2')}" if m.group("out") or m.group("out2") else "")),
    # "need budget_2024.xlsx as a csv file budget_2024.csv", "convert report.xlsx to csv"
    (re.compile(r"^\s*(?:(?:i\s+)?need|convert|turn|export|save)\s+(?P<file>[~./\w][\w./~-]*\.xlsx?)\s+(?:as|to|into|in)\s+(?:an?\s+)?csv(?:\s+file)?(?:\s+(?:called\s+|named\s+)?(?P<out>[~./\w][\w./~-]*\.csv))?\s*$", re.I),
     lambda m: f"in2csv {m.group('file')} > {m.group('out') or m.group('file').rsplit('.', 1)[0] + '.csv'}"),
    # "only the name and email columns from leads.csv, picked by header name"
    (re.compile(r"^\s*(?:(?:give\s+me|print|show|get|keep|extract|select|pick)\s+)?(?:only\s+|just\s+)?the\s+(?P<cols>[a-z_]\w*(?:\s*,\s*[a-z_]\w*)*\s*,?\s*and\s+[a-z_]\w*)\s+columns\s+(?:from|of|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.csv)(?:\s*,?\s*(?:picked|chosen|selected)\s+by\s+(?:their\s+|the\s+)?(?:header\s+)?names?)?\s*$", re.I),
     lambda m: f"csvcut -c {','.join(_names_listed(m.group('cols')))} {m.group('file')}"),
    # "quick summary stats for each column in survey_2024.csv"
    (re.compile(r"^\s*(?:(?:show|give\s+me|get|print)\s+(?:me\s+)?)?(?:some\s+)?(?:quick\s+)?(?:summary\s+)?(?:stats|statistics)\s+(?:for|of|on)\s+(?:each|every|all\s+the)\s+columns?\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.csv)\s*$", re.I),
     lambda m: f"csvstat {m.group('file')}"),
    # "users.csv has quoted fields with commas inside them, I need a proper tab separated users.tsv"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.csv)\s+has\s+quoted\s+fields(?:\s+with\s+commas\s+(?:inside|in)\s+(?:them|it))?\s*[,;:-]+\s*(?:i\s+need|make|give\s+me|write|convert\s+it\s+to)\s+(?:a\s+)?(?:proper\s+)?"
                r"(?:tab[\s-]separated|tsv)\s+(?:file\s+)?(?P<out>[~./\w][\w./~-]*\.tsv)\s*$", re.I),
     lambda m: f"csvformat -T {m.group('file')} > {m.group('out')}"),
    # "wrap every field of plain.csv in double quotes"
    (re.compile(r"^\s*(?:wrap|put|quote)\s+(?:every|each|all(?:\s+the)?)\s+fields?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.csv)(?:\s+in\s+(?:double\s+)?quotes)?\s*$", re.I),
     lambda m: f"csvformat -U 1 {m.group('file')}"),
    # "stats.tsv has a header row - convert it to json with miller"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+(?:has\s+a\s+header(?:\s+(?:row|line))?\s*[,;:-]+\s*)?(?:convert|turn)\s+it\s+(?:in)?to\s+json(?:\s+(?:in|as)\s+(?P<out>[~./\w][\w./~-]*\.json))?\s+(?:with|using)\s+(?:miller|mlr)\s*$"
                r"|^\s*(?:with|using)\s+(?:miller|mlr)\s*,?\s*(?:convert|turn)\s+(?P<file2>[~./\w][\w./~-]*\.(?P<ext2>csv|tsv))\s+(?:in)?to\s+json(?:\s+(?:in|as)\s+(?P<out2>[~./\w][\w./~-]*\.json))?\s*$", re.I),
     lambda m: f"mlr --i{(m.group('ext') or m.group('ext2')).lower()} --ojson cat {m.group('file') or m.group('file2')}" + (f" > {m.group('out') or m.group('out2')}" if m.group("out") or m.group("out2") else "")),
    # "with miller sort q_sales.csv by the amount column, largest first"
    (re.compile(r"^\s*(?:with|using)\s+(?:miller|mlr)\s*,?\s*sort\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s+by\s+(?:the\s+)?(?P<col>[a-z_]\w*)\s+column(?P<how>\s*,?\s*(?:largest|highest|biggest|smallest|lowest)\s+first|\s+(?:alphabetically|numerically|descending|ascending|in\s+reverse))?\s*$", re.I),
     _miller_sorted),
    # "mean and max of the latency column in api_calls.csv, using miller"
    (re.compile(r"^\s*(?:the\s+)?(?P<stats>\w+(?:\s*(?:,\s*and|,|and|&)\s*\w+)*)\s+of\s+the\s+(?P<col>[a-z_]\w*)\s+column\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv))\s*,?\s+(?:using|with)\s+(?:miller|mlr)\s*$", re.I),
     _miller_stats),
    # "load products.csv into a sqlite database shop.db as a table called products"
    (re.compile(r"^\s*(?:load|import)\s+(?P<file>[~./\w][\w./~-]*\.csv)\s+into\s+(?:a\s+|the\s+)?sqlite3?\s+(?:database\s+|db\s+)?(?P<db>[~./\w][\w./~-]*\.(?:db|sqlite3?))\s+as\s+(?:a\s+)?table\s+(?:called\s+|named\s+)?(?P<table>[A-Za-z_]\w*)\s*$", re.I),
     lambda m: f"sqlite3 {m.group('db')} '.import --csv {m.group('file')} {m.group('table')}'"),
    # "export the users table from app.db into users.csv with a header row"
    (re.compile(r"^\s*(?:export|dump|save)\s+the\s+(?P<table>[A-Za-z_]\w*)\s+table\s+(?:from|of|in)\s+(?P<db>[~./\w][\w./~-]*\.(?:db|sqlite3?))\s+(?:in)?to\s+(?:a\s+)?(?:csv\s+)?(?P<out>[~./\w][\w./~-]*\.csv)"
                r"(?P<header>\s*,?\s*with\s+(?:a\s+|the\s+)?(?:header(?:\s+(?:row|line))?|column\s+names))?\s*$", re.I),
     lambda m: f"sqlite3 {'-header ' if m.group('header') else ''}-csv {m.group('db')} 'SELECT * FROM {m.group('table')};' > {m.group('out')}"),
)
