"""Column reports with awk: the sum, average, smallest or largest value of a column, over every row, per value of
another column, or over the rows where a column passes a test, with a header line skipped when the request says
the file has one. Columns are said by number ("column 3", "the 4th field", "$5") or position ("the last field").
"""

from __future__ import annotations

import re

from serval.model.entities import well_known_log
from serval.model.phrasebook.shared import ACCESS_FIELDS, _awk_test
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
        body = {"sum": f"{{s+={value}}} END {{print s}}",
                "avg": f"{{s+={value}; n++}} END {{print s/n}}" if counted else f"{{s+={value}}} END {{print s/NR}}",
                "min": f"{{if (!seen++ || {value} < m) m={value}}} END {{print m}}",
                "max": f"{{if (!seen++ || {value} > m) m={value}}} END {{print m}}",
                "range": f"{{if (!seen++) lo=hi={value}; if ({value} < lo) lo={value}; if ({value} > hi) hi={value}}} END {{print lo, hi}}"}[op]
    sep = _separator(file.group("file"), file.group("ext"), text)
    if op == "avg" and header and not (key or test):   # the header cut off first, so that NR counts the rows averaged
        return f"tail -n +2 {file.group('file')} | awk {sep}'{{s+={value}}} END {{print s/NR}}'"
    return f"awk {sep}'{prefix}{body}' {file.group('file')}"


_ACCESS_LOG = r"(?<![\w./~-])(?P<file>[\w./~-]*access(?:[._-]\w+)*\.log(?:\.1)?)(?!\.?\w)"
# "the nginx access log": the file everybody knows by that name
_NAMED_ACCESS_LOG = r"\b(?P<named>(?:nginx|apache2?|httpd)\s+access\s+logs?)\b"
# Fields of the combined log format between double quotes: split at the quotes, the user agent is the 6th part.
_QUOTED_FIELDS = ((re.compile(r"\buser[\s-]*agents?\b|\bbrowsers?\b|\bbots?\b", re.I), "6"), (re.compile(r"\breferr?er?s?\b", re.I), "4"))
_STATUS_SAID = re.compile(r"(?<![\d.])\b(?P<code>[1-5]\d\d)(?:s|'s|ing|ed)?\b(?!\.\d)|\b(?P<class>[1-5])xx(?:s|'s)?\b", re.I)
_TALLY = re.compile(r"\bhow\s+(?:many\s+times|often)\b|\b(?:per|for\s+each|each|by)\s+(?:http\s+)?(?:status|response|ip|client|url|path|page|visitor)"
                    r"|\b(?:count|counts|tally|frequency|breakdown|histogram|distribution|hits|top)\b|\bmost\s+(?:requested|common|frequent|visited|popular|active)\b"
                    r"|\bthe\s+most\s*\??$|\bthe\s+most\s+(?:in|from|according)\b|^\s*(?:what|which)\s+status\s+codes\b|^\s*status\s+codes\s+(?:for|of)\b", re.I)


# "which ips hit us the most", "the most common user agents" (not "most common first": the whole tally, sorted)
_MOST_ONLY = re.compile(r"\bthe\s+most\s*(?:\?|$|,|\b(?:in|from|according|per|on)\b)|\b(?:the\s+)?most\s+(?:common|popular|frequent|requested|visited|active)\s+(?!first\b)[a-z]", re.I)
# "status codes for everything under /checkout": the requests of a path and below
_UNDER_PATH = re.compile(r"\b(?:under|below|beneath)\s+(?P<path>/(?!var/log)[\w.-]+(?:/[\w.-]+)*/?)(?=\s|$|,)", re.I)


def _status_test(code: str) -> str:
    """awk's test of an access log's status (field 9): "404" → ``$9 == 404``, "5xx" → ``$9 ~ /^5/``."""
    return f"$9 ~ /^{code[0]}/" if code.lower().endswith("xx") else f"$9 == {code}"


def access_tally(m: re.Match) -> str | None:
    """How often each status code, client IP or URL occurs in an access log (the combined format: status is field 9,
    the URL 7, the client 1): "list the http status codes in access.log and how many times each one shows up" →
    ``awk '{print $9}' access.log | sort | uniq -c | sort -rn``, with ``| head -n N`` for the top N."""
    text = m.string
    if re.search(r"[|;`]|\$\(|\b(?:field|column)\s+\d|\b(?:only|just)\s+(?:the\s+)?(?:lines|requests|entries)\b|(?<!^)\b(?:where|whose|with|which|that)\b"
                 r"|\b(?:today|yesterday|since|between|last\s+(?:hour|day|week)|tail|follow|live|and\s+then|save|write|into|>\s*)", text, re.I):
        return None   # rows picked first, a time window, a live view or an output file: more than a tally
    if not _TALLY.search(text) or re.search(r"\b(?:bytes|size|sum|total|average|mean|time)\b", text, re.I):
        return None   # a value summed per key: columns' report
    if re.search(r"\b(?:unique|distinct|different|uniq)\b", text, re.I) and not re.search(r"\b(?:each|per|how\s+(?:many\s+times|often)|most|top)\b", text, re.I):
        return None   # how many distinct values: a count, not a tally
    file = m.group("file") if m.group("file") else well_known_log(m.group("named"))
    quoted = {field for pattern, field in _QUOTED_FIELDS if pattern.search(text)}
    said = {field for pattern, field in ACCESS_FIELDS if pattern.search(text)} if not quoted else set()
    status = _STATUS_SAID.search(text)   # "which urls are 404ing the most": the requests of that status, tallied by URL
    if status and not quoted:
        said.discard("9")
    if len(said | quoted) != 1:
        return None
    top = re.search(r"\b(?:top|first)\s+(\d+)\b|\b(\d+)\s+most\b", text, re.I)
    head = f" | head -n {top.group(1) or top.group(2)}" if top else ""
    if not top and _MOST_ONLY.search(text):
        head = " | head"   # "which ips hit us the most": the first few, not the whole tally
    if quoted:
        return f"awk -F'\"' '{{print ${quoted.pop()}}}' {file} | sort | uniq -c | sort -rn{head}"
    tests = [] if not status else [_status_test(status.group("code") or status.group("class") + "xx")]
    if under := _UNDER_PATH.search(text):
        tests.append(f"$7 ~ /^{re.escape(under.group('path')).replace('/', chr(92) + '/')}/")
    if client := re.search(r"\b(?:from|did|by|of)\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\b", text):
        tests.append(f'$1 == "{client.group("ip")}"')
    test = " && ".join(tests) + " " if tests else ""
    return f"awk '{test}{{print ${said.pop()}}}' {file} | sort | uniq -c | sort -rn{head}"


ROWS = (
    # "how many 404s are in access.log", "count the 500 responses in /var/log/nginx/access.log": requests of one status
    (re.compile(rf"^\s*(?:how\s+many|count(?:\s+the)?|number\s+of)\s+(?:http\s+)?(?P<code>[1-5]\d\d|[1-5]xx)(?:s|'s)?\s+(?:errors?\s+|responses?\s+|requests?\s+|status(?:es)?\s+)?"
                rf"(?:are\s+(?:there\s+)?)?(?:in|from)\s+(?:the\s+)?{_ACCESS_LOG}\s*\??\s*$", re.I),
     lambda m: f"awk '{_status_test(m.group('code'))}' {m.group('file')} | wc -l"),
    # "last 20 requests that got a 502 in /var/log/nginx/access.log"
    (re.compile(rf"^\s*(?:show\s+(?:me\s+)?)?(?:the\s+)?(?P<end>last|first)\s+(?P<n>\d+)\s+(?:requests|lines|hits|entries)\s+(?:that\s+)?(?:got|returned|with|had)\s+(?:an?\s+)?"
                rf"(?:status\s+)?(?P<code>[1-5]\d\d|[1-5]xx)\s+(?:in|from)\s+(?:the\s+)?{_ACCESS_LOG}\s*$", re.I),
     lambda m: f"awk '{_status_test(m.group('code'))}' {m.group('file')} | {'tail' if m.group('end').lower() == 'last' else 'head'} -n {m.group('n')}"),
    # "how many requests in /var/log/nginx/access.log returned status 500"
    (re.compile(rf"^\s*(?:how\s+many|count(?:\s+the)?|number\s+of)\s+(?:requests|responses|hits|lines|entries)\s+(?:are\s+there\s+)?(?:in|from)\s+(?:the\s+)?{_ACCESS_LOG}\s+"
                rf"(?:that\s+)?(?:returned|had|got|with|gave|ended\s+(?:in|with))\s+(?:an?\s+)?(?:http\s+)?(?:status\s+(?:code\s+)?|code\s+)?(?P<code>[1-5]\d\d)\s*\??\s*$", re.I),
     lambda m: f"awk '$9 == {m.group('code')}' {m.group('file')} | wc -l"),
    # "sum column 3 of costs.tsv only for rows where column 1 is prod", "average salary (col 4) per department (col 2) in
    # staff.csv, it has a header", "the largest value of the 5th field in metrics.dat"
    (re.compile(rf"\b(?:{'|'.join(p for _, p in _OPS)})\b.*\b(?:column|field|col|\$\d)", re.I), report),
    # "list the http status codes in access.log and how many times each one shows up", "requests per client ip in
    # /var/log/nginx/access.log, top 10"
    (re.compile(rf"{_ACCESS_LOG}|{_NAMED_ACCESS_LOG}", re.I), access_tally),
)
