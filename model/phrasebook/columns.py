"""Column reports with awk: the sum, average, smallest or largest value of a column, over every row, per value of
another column, or over the rows where a column passes a test, with a header line skipped when the request says
the file has one, a byte total in KB, MB or GB where asked. Columns are said by number ("column 3", "the 4th field", "$5") or
position ("the last field"). Also a column's values tallied, its distinct values counted, its empty values counted,
its duplicate values listed, rows whose value repeats, a column rounded, empty fields filled, a file written per
value of a column, and two files joined on a key column with ``join``.
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
                     r"first\s+(?:line|row)\s+is\s+(?:a|the)\s+header|header\s+(?:line|row)\s+(?:on\s+top|first)|(?:ignor|exclud)\w+\s+the\s+header|"
                     r"header\s+(?:is\s+)?on\s+(?:line\s+1|the\s+first\s+line)|not\s+counting\s+the\s+header|leav\w+\s+the\s+header(?:\s+(?:line|row))?\s+alone)\b", re.I)
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
    if key and re.search(r"\b(?:output|print\w*|show\w*|written)\s+as\s+\w+,\w+\b|\bcomma[\s-]separated\s+output\b|\boutput\s+comma[\s-]separated\b", text, re.I):
        sep += "-v OFS=, "   # "output as region,total"
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


# CSV tasks of one column or of the header line: values counted, duplicates, blanks filled, values rounded, rows
# numbered, a file written per value, rows shuffled, two files joined on a key.

def _has_header(text: str) -> bool:
    """Whether the request says its file has a header line to leave out."""
    return _HEADER.search(text) is not None and not _NO_HEADER.search(text)


def _cut(file: str, ext: str | None, n: str) -> str | None:
    """cut printing column ``n`` (a number) of a CSV or TSV file, None for another kind."""
    kind = (ext or "").lower()
    return f"cut -d, -f{n}" if kind == "csv" else f"cut -f{n}" if kind == "tsv" else None


def _column_of(m: re.Match, key: str = "c") -> tuple[str, str] | None:
    """The (file, column number) a match names, the file found anywhere in the request; None for a column said as
    "the last" or a file that is not CSV or TSV."""
    file = re.search(_FILE, m.string)
    field = _field(m, key)
    if file is None or field is None or not re.fullmatch(r"\$\d+", field) or (file.group("ext") or "").lower() not in ("csv", "tsv"):
        return None
    return file.group("file"), field[1:]


def values_counted(m: re.Match) -> str | None:
    """uniq -c counting how often each value of a column occurs, the most common first, the header left out where
    said: "how often does each value appear in column 5 of transactions.csv? most common first, ignore the
    header" → ``tail -n +2 transactions.csv | cut -d, -f5 | sort | uniq -c | sort -rn``."""
    said = _column_of(m)
    if said is None:
        return None
    file, n = said
    rest = m.group("rest")
    ordered = re.search(r"\b(?:most\s+(?:common|frequent)\s+first|sorted\s+by\s+(?:count|frequency)|(?:highest|biggest)\s+count\s+first|descending)\b", rest, re.I)
    left = re.sub(rf"{_HEADER.pattern}|{_NO_HEADER.pattern}|{ordered.group(0) if ordered else '^$'}", "", rest, flags=re.I)
    if left.strip(" ,;.?!-"):
        return None   # a condition or a step more
    column = _cut(file, file.rsplit(".", 1)[-1], n)
    counts = "sort | uniq -c | sort -rn"   # the most common first, as a tally is read
    return f"tail -n +2 {file} | {column} | {counts}" if _has_header(m.string) else f"{column} {file} | {counts}"


def distinct_counted(m: re.Match) -> str | None:
    """The number of different values in a column: "number of distinct user ids in column 1 of logins.csv, excluding
    the header" → ``tail -n +2 logins.csv | cut -d, -f1 | sort -u | wc -l``."""
    said = _column_of(m)
    if said is None or re.sub(rf"{_HEADER.pattern}|{_NO_HEADER.pattern}", "", m.group("rest"), flags=re.I).strip(" ,;.?!-"):
        return None
    file, n = said
    column = _cut(file, file.rsplit(".", 1)[-1], n)
    return f"tail -n +2 {file} | {column} | sort -u | wc -l" if _has_header(m.string) else f"{column} {file} | sort -u | wc -l"


def blanks_counted(m: re.Match) -> str | None:
    """awk counting the rows whose column is empty: "count empty values in column 6 of applicants.csv, skip the header"
    → ``awk -F, 'NR>1 && $6 == ""' applicants.csv | wc -l``."""
    said = _column_of(m)
    if said is None or re.sub(rf"{_HEADER.pattern}|{_NO_HEADER.pattern}", "", m.group("rest"), flags=re.I).strip(" ,;.?!-"):
        return None
    file, n = said
    test = f'NR>1 && ${n} == ""' if _has_header(m.string) else f'${n} == ""'
    return f"awk {_separator(file, file.rsplit('.', 1)[-1], m.string)}'{test}' {file} | wc -l"


def blanks_filled(m: re.Match) -> str:
    """awk putting a value into every empty field: "fill every empty field in grades.csv with NA" → ``awk -F, -v
    OFS=, '{for (i=1; i<=NF; i++) if ($i == "") $i = "NA"; print}' grades.csv``."""
    file = m.group("file")
    sep = _separator(file, m.group("ext"), m.string).strip()
    out = f" -v OFS={sep[2:]} " if sep else " "
    return f"awk {sep}{out}'{{for (i=1; i<=NF; i++) if ($i == \"\") $i = \"{m.group('value')}\"; print}}' {file}".replace("  ", " ")


def duplicates_listed(m: re.Match) -> str | None:
    """The values of a column seen more than once, each once: "are there duplicate order ids in orders_all.csv? first
    column. just list the duplicated ids" → ``cut -d, -f1 orders_all.csv | sort | uniq -d``."""
    text = m.string
    if re.search(r"\b(?:remove|delete|drop|count|how\s+many|number\s+of|rows|lines|records|full|sort\w*|then|keep\w*)\b|[|;`]", text, re.I):
        return None
    said = _column_of(m)
    if said is None:
        return None
    file, n = said
    column = _cut(file, file.rsplit(".", 1)[-1], n)
    return f"tail -n +2 {file} | {column} | sort | uniq -d" if _has_header(text) else f"{column} {file} | sort | uniq -d"


def repeated_rows(m: re.Match) -> str | None:
    """awk printing the whole rows whose column holds a value that occurs more than once, read twice (counted, then
    printed): "show the full rows in signups.csv whose email (col 3) shows up more than once" → ``awk -F,
    'NR==FNR {c[$3]++; next} c[$3] > 1' signups.csv signups.csv``."""
    said = _column_of(m)
    if said is None:
        return None
    file, n = said
    return f"awk {_separator(file, file.rsplit('.', 1)[-1], m.string)}'NR==FNR {{c[${n}]++; next}} c[${n}] > 1' {file} {file}"


def rounded(m: re.Match) -> str | None:
    """awk rounding one column to some decimal places, the header left as it is where said: "round column 3 of
    prices_raw.csv to 2 decimal places, leave the header line alone" → ``awk -F, -v OFS=, 'NR>1 {$3 =
    sprintf("%.2f", $3)} 1' prices_raw.csv``."""
    said = _column_of(m)
    if said is None or re.sub(rf"{_HEADER.pattern}|{_NO_HEADER.pattern}", "", m.group("rest"), flags=re.I).strip(" ,;.?!-"):
        return None
    file, n = said
    sep = _separator(file, file.rsplit(".", 1)[-1], m.string).strip()
    prefix = "NR>1 " if _has_header(m.string) else ""
    return f"awk {sep} -v OFS={sep[2:]} '{prefix}{{${n} = sprintf(\"%.{m.group('places')}f\", ${n})}} 1' {file}"


def split_per_value(m: re.Match) -> str | None:
    """awk writing each row to a file named after the value of one column: "split customers_global.csv into one file
    per country (column 3) named like Germany.csv, skip the header" → ``awk -F, 'NR>1 {print > ($3 ".csv")}'
    customers_global.csv``."""
    said = _column_of(m)
    if said is None or re.search(r"\b(?:keep\w*|with|copy|repeat\w*)\s+(?:the\s+)?header\b|\bheader\s+in\s+(?:each|every)\b", m.string, re.I):
        return None   # a header copied into every file: more than this row writes
    file, n = said
    ext = file.rsplit(".", 1)[-1]
    prefix = "NR>1 " if _has_header(m.string) else ""
    return f"awk {_separator(file, ext, m.string)}'{prefix}{{print > (${n} \".{ext}\")}}' {file}"


def _key_sorted(file: str, n: str, tab: bool) -> str:
    """A file sorted on one column for join: ``<(sort -t, -k1,1 staff.csv)``."""
    return f"<(sort -t {chr(36)}'\\t' -k{n},{n} {file})" if tab else f"<(sort -t, -k{n},{n} {file})"


def joined(m: re.Match) -> str | None:
    """join matching the rows of two CSV or TSV files on a key column, each sorted first unless the request says they
    are, every row of the first kept for a left join: "left join staff.csv with departments.csv on column 1 …
    neither file is sorted, no headers" → ``join -t, -a 1 <(sort -t, -k1,1 staff.csv) <(sort -t, -k1,1
    departments.csv)``; "join users.tsv and purchases.tsv on user id, which is column 1 in users.tsv and column 3 in
    purchases.tsv" → ``join -t $'\\t' -1 1 -2 3 <(sort …) <(sort …)``."""
    text = m.string
    a, b = m.group("a"), m.group("b")
    if a.rsplit(".", 1)[-1].lower() != b.rsplit(".", 1)[-1].lower() or _has_header(text) or re.search(
            r"\b(?:(?:both|they|the\s+files|each)\s+(?:have|has)\s+(?:a\s+)?headers?|with\s+headers|header\s+(?:line|row)s?\s+(?:on|in)\s+(?:both|each))\b"
            r"|\b(?:right|outer|full|inner\s+join\s+and|then|sum|count)\b|[|;`]", text, re.I):
        return None   # headers: csvjoin's; other joins: more than this row writes
    one = re.search(r"\bon\s+(?:the\s+)?(?:first\s+column|column\s+1|col\s+1|field\s+1)\b", text, re.I)
    pair = re.search(rf"\bcolumn\s+(?P<x>\d+)\s+(?:in|of)\s+{re.escape(a)}\s+and\s+(?:column\s+)?(?P<y>\d+)\s+(?:in|of)\s+{re.escape(b)}\b", text, re.I)
    both = re.search(r"\bon\s+(?:the\s+)?(?:column|field|col)\s+(?P<n>\d+)\b", text, re.I)
    if pair:
        x, y = pair.group("x"), pair.group("y")
    elif one or both:
        x = y = "1" if one else both.group("n")
    else:
        return None
    tab = a.lower().endswith(".tsv")
    options = ("-t $'\\t'" if tab else "-t,") + (" -a 1" if re.search(r"\bleft\s+(?:outer\s+)?join\b|\bevery\s+\w+\s+row\s+is\s+kept\b|\bkeep(?:ing)?\s+(?:all|every)\b", text, re.I) else "")
    if x != "1" or y != "1":
        options += f" -1 {x} -2 {y}"
    if re.search(r"\b(?:already|both\s+are|are\s+both)\s+sorted\b", text, re.I) and not re.search(r"\bnot\s+sorted|\bunsorted\b|\bneither\b", text, re.I):
        return f"join {options} {a} {b}"
    return f"join {options} {_key_sorted(a, x, tab)} {_key_sorted(b, y, tab)}"


ROWS = (
    # "sum column 3 of costs.tsv only for rows where column 1 is prod", "average salary (col 4) per department (col 2) in
    # staff.csv, it has a header", "the largest value of the 5th field in metrics.dat"
    (re.compile(rf"\b(?:{'|'.join(p for _, p in _OPS)})\b.*\b(?:column|field|col|\$\d)", re.I), report),
    # "expenses.csv has category in col 2 and amount in col 3 (no header). total per category?"
    (re.compile(r"\b(?P<op>total|sum|average|mean)\s+(?:(?:of\s+)?(?:the\s+)?(?P<v>[a-z_]+)\s+)?(?:per|by|for\s+each)\s+(?P<k>[a-z_]+)\s*\??\s*$", re.I), named_report),
    # "how often does each value appear in column 5 of transactions.csv? most common first, ignore the header"
    (re.compile(rf"\b(?:how\s+(?:often|many\s+times)\s+(?:does\s+)?each\s+(?:distinct\s+|unique\s+)?value\s+(?:appears?|occurs?|shows?\s+up)|count\s+(?:each|every)\s+(?:distinct\s+|unique\s+)?value|"
                rf"(?:the\s+)?(?:frequency|frequencies|occurrences|counts?)\s+of\s+(?:each|every|the)\s+(?:distinct\s+|unique\s+)?values?)\s+(?:in|of)\s+(?:the\s+)?{_COLUMN.format('c')}\s+(?:of|in)\s+{_FILE}"
                r"\s*\??(?P<rest>.*)$", re.I), values_counted),
    # "number of distinct user ids in column 1 of logins.csv, excluding the header"
    (re.compile(rf"^\s*(?:the\s+)?(?:number\s+of|count\s+(?:of\s+)?(?:the\s+)?|how\s+many)\s+(?:distinct|unique|different)\s+(?:[\w-]+\s+){{0,3}}?(?:are\s+there\s+)?(?:in|of)\s+(?:the\s+)?"
                rf"{_COLUMN.format('c')}\s+(?:of|in)\s+{_FILE}\s*\??(?P<rest>.*)$", re.I), distinct_counted),
    # "count empty values in column 6 of applicants.csv, skip the header"
    (re.compile(rf"^\s*(?:count|how\s+many|number\s+of)\s+(?:the\s+)?(?:empty|blank|missing)\s+(?:values|fields|cells|entries)\s+(?:are\s+there\s+)?(?:in|of)\s+(?:the\s+)?{_COLUMN.format('c')}\s+(?:of|in)\s+{_FILE}"
                r"\s*\??(?P<rest>.*)$", re.I), blanks_counted),
    # "fill every empty field in grades.csv with NA"
    (re.compile(rf"^\s*(?:fill|replace)\s+(?:in\s+)?(?:every|each|all(?:\s+the)?|the)\s+(?:empty|blank|missing)\s+(?:fields?|values?|cells?)\s+(?:in|of)\s+{_FILE}\s+(?:with|by)\s+['\"]?(?P<value>[\w./-]+)['\"]?\s*$", re.I),
     blanks_filled),
    # "are there duplicate order ids in orders_all.csv? first column. just list the duplicated ids"
    (re.compile(rf"\bduplicat\w*\s+(?:[\w-]+\s+){{0,2}}?(?:ids?|values?|keys?|names?|emails?|numbers?|codes?|entries)\b.*?{_COLUMN.format('c')}", re.I), duplicates_listed),
    # "show the full rows in signups.csv whose email (col 3) shows up more than once"
    (re.compile(rf"\b(?:full\s+|whole\s+|entire\s+)?(?:rows|lines|records)\s+(?:in|of|from)\s+{_FILE}\s+(?:whose|where|with)\s+(?:the\s+)?(?:[a-z_]+\s+(?:in\s+|\()?)?{_COLUMN.format('c')}\)?\s+"
                r"(?:value\s+)?(?:shows?\s+up|appears?|occurs?|is\s+(?:seen|used))\s+more\s+than\s+once\s*$", re.I), repeated_rows),
    # "round column 3 of prices_raw.csv to 2 decimal places, leave the header line alone"
    (re.compile(rf"^\s*round\s+(?:the\s+(?:values\s+in\s+)?)?{_COLUMN.format('c')}\s+(?:of|in)\s+{_FILE}\s+to\s+(?P<places>\d)\s+(?:decimal\s+places|decimals|digits\s+after\s+the\s+(?:decimal\s+)?point)(?P<rest>.*)$", re.I), rounded),
    # "split customers_global.csv into one file per country (column 3) named like Germany.csv, skip the header"
    (re.compile(rf"^\s*split\s+{_FILE}\s+(?:in)?to\s+(?:one|a|separate)\s+files?\s+(?:per|for\s+each)\s+(?:(?:[a-z_]+\s+)?\(?\s*{_COLUMN.format('c')}\s*\)?)"
                r"(?:\s*,?\s*(?:named|called)\s+(?:like|after)\s+[\w.-]+)?(?:\s*,?\s*(?:skip(?:ping)?|ignor\w+|without)\s+the\s+header(?:\s+(?:line|row))?)?\s*$", re.I), split_per_value),
    # "left join staff.csv with departments.csv on column 1 …", "join users.tsv and purchases.tsv on user id, which is column 1 in users.tsv and column 3 in purchases.tsv"
    (re.compile(r"^\s*(?:(?:do\s+an?\s+)?(?:left\s+(?:outer\s+)?|inner\s+)?join)\s+(?P<a>[~./\w][\w./~-]*\.(?:csv|tsv))\s+(?:and|with|to)\s+(?P<b>[~./\w][\w./~-]*\.(?:csv|tsv))\s+on\b", re.I), joined),
)
