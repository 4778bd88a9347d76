"""Column reports with awk: the sum, average, smallest or largest value of a column, over every row, per value of
another column, or over the rows where a column passes a test, with a header line skipped when the request says
the file has one, a byte total in KB, MB or GB where asked. Columns are said by number ("column 3", "the 4th field", "$5") or
position ("the last field").
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _awk_test
from serval.model.phrasebook.text import _ORD, _column_said

_COLUMN = rf"(?:(?:column|field|col)\s+\$?(?P<{{0}}n>\d+)|(?:the\s+)?(?P<{{0}}o>{_ORD})\s+(?:column|field|col)|\$(?P<{{0}}d>\d+)|(?:the\s+)?(?P<{{0}}l>last|second[\s-]to[\s-]last)\s+(?:column|field))"
_FILE = r"(?P<file>/etc/(?:passwd|group)|[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt|log|dat))\b"
_OPS = (("sum", r"sum|total|add\s+up|add"), ("avg", r"average|mean|avg"), ("min", r"min(?:imum)?|smallest|lowest"),
        ("max", r"max(?:imum)?|largest|biggest|highest"))
_REPORT = re.compile(rf"\b(?:the\s+)?(?P<op>{'|'.join(p for _, p in _OPS)})(?:\s+(?:up|of))?\s+(?:(?:the\s+)?values?\s+(?:in|of)\s+)?(?:all\s+)?(?:the\s+)?"
                     rf"(?:[a-z_]+\s+(?:in\s+|is\s+|\()?)?{_COLUMN.format('c')}", re.I)
_PER = re.compile(rf"\b(?:per|by|for\s+each|grouped\s+by|broken\s+down\s+by)\s+(?:(?:distinct|unique)\s+)?(?:value\s+(?:of|in)\s+)?(?:the\s+)?"
                  rf"(?:[a-z_]+\s+){{0,2}}(?:in\s+|is\s+|\()?{_COLUMN.format('k')}", re.I)
_WHERE = re.compile(rf"\b(?:only\s+)?(?:for\s+)?(?:the\s+)?(?:rows|lines)?\s*(?:where|whose|with)\s+(?:the\s+)?{_COLUMN.format('w')}\s+(?P<test>.+?)\s*(?:[,;.]|$)", re.I)
_HEADER = re.compile(r"\b(?:skip+(?:ing)?\s+(?:the\s+)?(?:header|first\s+line)|(?:has|have|with|there'?s|there\s+is)\s+a\s+header(?:\s+(?:line|row))?|"
                     r"first\s+(?:line|row)\s+is\s+(?:a|the)\s+header|header\s+(?:line|row)\s+(?:on\s+top|first)|ignor\w+\s+the\s+header)\b", re.I)
_NO_HEADER = re.compile(r"\bno\s+header\b|\bwithout\s+(?:a\s+)?header\b", re.I)


def _field(m: re.Match, key: str) -> str | None:
    """``$3``, ``$NF`` or ``$(NF-1)`` for the column a match names under the group prefix ``key``."""
    g = m.groupdict()
    if g.get(f"{key}l"):
        return "$NF" if g[f"{key}l"].lower() == "last" else "$(NF-1)"
    n = g.get(f"{key}n") or g.get(f"{key}d")
    number = int(n) if n else _column_said(None, g.get(f"{key}o"))
    return None if number is None else f"${number}"


def _separator(file: str, ext: str | None, text: str) -> str:
    """awk's -F for the file: ``-F,`` for CSV, ``-F'\\t'`` for TSV, ``-F:`` for /etc/passwd, or one the request names."""
    if said := re.search(r"\b(?:separated|delimited)\s+by\s+(?:a\s+)?(?P<s>comma|semicolon|colon|tab|pipe|[;:|,])s?\b|\b(?P<w>semicolon|pipe|colon)[\s-](?:separated|delimited)\b", text, re.I):
        word = (said.group("s") or said.group("w")).lower()
        sep = {"comma": ",", "semicolon": ";", "colon": ":", "tab": "\\t", "pipe": "|"}.get(word, word)
        return f"-F'{sep}' " if sep in ("\\t", ";", "|") else f"-F{sep} "
    if file.startswith("/etc/"):
        return "-F: "
    return {"csv": "-F, ", "tsv": "-F'\\t' "}.get((ext or "").lower(), "")


# A total asked in a unit of bytes: the divisor that turns bytes into it.
_UNITS = ((r"k(?:i?b|ilobytes?)", "/1024"), (r"m(?:i?b|egabytes?)", "/1024/1024"), (r"g(?:i?b|igabytes?)", "/1024/1024/1024"))


def _in_unit(text: str) -> str:
    """awk's division of a byte total into the unit a request asks it in ("show the total in MB" → ``/1024/1024``), or
    "" for none."""
    said = re.search(r"\b(?:in|as)\s+(?P<u>kb|kib|kilobytes|mb|mib|megabytes|gb|gib|gigabytes)\b", text, re.I)
    return next((d for words, d in _UNITS if re.fullmatch(words, said.group("u"), re.I)), "") if said else ""


def report(m: re.Match) -> str | None:
    """awk for a column's sum, average, minimum or maximum, per key or over the rows a test keeps: "total of column 3
    per value of column 1 in sales.csv, skip the header" → ``awk -F, 'NR>1 {s[$1]+=$3} END {for (k in s) print k,
    s[k]}' sales.csv``; "average of the last field in access.log" → ``awk '{s+=$NF} END {print s/NR}' access.log``."""
    text = m.string
    if re.search(r"[|;`]|\$\(|\$\d|\b(?:and\s+then|then)\b|\b(?:sort|top\s+\d+|most|percent\w*|running|median|percentile|deviation)\b"
                 r"|\b(?:rows?|lines?)\b[^.;]*\bwith\s+the\s+(?:largest|highest|biggest|smallest|lowest)\b|\b\d+\s+(?:rows|lines)\b", text, re.I):
        return None   # rows picked, a pipe, a value to clean first: more than a report
    said = _REPORT.search(text)
    file = re.search(_FILE, text)
    if said is None or file is None:
        return None
    op = next(name for name, words in _OPS if re.fullmatch(words, said.group("op"), re.I))
    if re.search(r"\bmin(?:imum)?\s+(?:and|&)\s+max(?:imum)?\b|\bsmallest\s+and\s+(?:the\s+)?largest\b|\blowest\s+and\s+(?:the\s+)?highest\b", text, re.I):
        op = "range"
    value = _field(said, "c")
    per = _PER.search(text, said.end())
    key = _field(per, "k") if per else None
    where = _WHERE.search(text)
    if where is None and re.search(r"\b(?:only\s+for|but\s+only|where|whose(?!\s+(?:columns|fields)\s+are)|with\s+status)\b", text, re.I):
        return None   # a test of the rows said in words this row does not read
    test = None
    if where:
        column = _field(where, "w")
        test = _awk_test(where.group("test").strip())
        if column is None or test is None:
            return None
        test = test.replace("$N", column)
    if value is None or per and key is None:
        return None
    header = _HEADER.search(text) is not None and not _NO_HEADER.search(text)
    if op in ("min", "max", "range") and not (key or test or header) and op != "range":
        return None   # a column's extreme over every row: the text rows' sort | head or tail
    condition = " && ".join(c for c in ("NR>1" if header else "", test or "") if c)
    prefix = f"{condition} " if condition else ""
    counted = header or test   # an average over the rows kept, not every line read
    if key and op == "range":
        return None
    if key:
        body = {"sum": f"{{s[{key}] += {value}}} END {{for (k in s) print k, s[k]}}",   # (as text's _summed_per_key writes it)
                "avg": f"{{s[{key}]+={value}; n[{key}]++}} END {{for (k in s) print k, s[k]/n[k]}}",
                "min": f"{{if (!({key} in m) || {value} < m[{key}]) m[{key}]={value}}} END {{for (k in m) print k, m[k]}}",
                "max": f"{{if (!({key} in m) || {value} > m[{key}]) m[{key}]={value}}} END {{for (k in m) print k, m[k]}}"}[op]
    else:
        body = {"sum": f"{{s+={value}}} END {{print s{_in_unit(text)}}}",
                "avg": f"{{s+={value}; n++}} END {{print s/n}}" if counted else f"{{s+={value}}} END {{print s/NR}}",
                "min": f"{{if (!seen++ || {value} < m) m={value}}} END {{print m}}",
                "max": f"{{if (!seen++ || {value} > m) m={value}}} END {{print m}}",
                "range": f"{{if (!seen++) lo=hi={value}; if ({value} < lo) lo={value}; if ({value} > hi) hi={value}}} END {{print lo, hi}}"}[op]
    sep = _separator(file.group("file"), file.group("ext"), text)
    if op == "avg" and header and not (key or test):   # the header cut off first, so that NR counts the rows averaged
        return f"tail -n +2 {file.group('file')} | awk {sep}'{{s+={value}}} END {{print s/NR}}'"
    return f"awk {sep}'{prefix}{body}' {file.group('file')}"


# A column given a name: "category in col 2", "amount is column 3", "col 4 is the price".
_NAMED_COLUMN = re.compile(r"\b(?P<name>[a-z_]+)\s+(?:is\s+(?:in\s+)?|in\s+)(?:the\s+)?(?:column|col|field)\s+(?P<n>\d+)\b"
                           r"|\b(?:column|col|field)\s+(?P<n2>\d+)\s+is\s+(?:the\s+)?(?P<name2>[a-z_]+)\b", re.I)


def named_report(m: re.Match) -> str | None:
    """awk summing or averaging one named column per value of another, where the request names the columns first:
    "expenses.csv has category in col 2 and amount in col 3 (no header). total per category?" → ``awk -F, '{s[$2] +=
    $3} END {for (k in s) print k, s[k]}' expenses.csv``."""
    text = m.string
    named = {(c.group("name") or c.group("name2")).lower(): c.group("n") or c.group("n2") for c in _NAMED_COLUMN.finditer(text)}
    key = named.get(m.group("k").lower().rstrip("s")) or named.get(m.group("k").lower())
    said = (m.group("v") or "").lower()
    others = [n for name, n in named.items() if n != key]
    value = named.get(said) if said else (others[0] if len(others) == 1 else None)
    file = re.search(_FILE, text)
    if key is None or value is None or file is None or re.search(r"[|;`]|\b(?:then|sort\w*|top|most|where|only)\b", text, re.I):
        return None
    header = _HEADER.search(text) is not None and not _NO_HEADER.search(text)
    prefix = "NR>1 " if header else ""
    if m.group("op").lower() in ("average", "mean"):
        body = f"{{s[${key}]+=${value}; n[${key}]++}} END {{for (k in s) print k, s[k]/n[k]}}"
    else:
        body = f"{{s[${key}] += ${value}}} END {{for (k in s) print k, s[k]}}"
    return f"awk {_separator(file.group('file'), file.group('ext'), text)}'{prefix}{body}' {file.group('file')}"


ROWS = (
    # "sum column 3 of costs.tsv only for rows where column 1 is prod", "average salary (col 4) per department (col 2) in
    # staff.csv, it has a header", "the largest value of the 5th field in metrics.dat"
    (re.compile(rf"\b(?:{'|'.join(p for _, p in _OPS)})\b.*\b(?:column|field|col|\$\d)", re.I), report),
    # "expenses.csv has category in col 2 and amount in col 3 (no header). total per category?"
    (re.compile(r"\b(?P<op>total|sum|average|mean)\s+(?:(?:of\s+)?(?:the\s+)?(?P<v>[a-z_]+)\s+)?(?:per|by|for\s+each)\s+(?P<k>[a-z_]+)\s*\??\s*$", re.I), named_report),
)
