"""Questions about a web server's access log (nginx's and Apache's combined format), answered with grep, awk, sort
and uniq: which requests to keep (a status, a client, a path, a method, a day or hour, slow ones), what to read of
each (the client, the URL, the status, the method, the referrer, the user agent, the hour, the day), and what to make
of them (the lines, how many, a tally with its top N or a threshold, the distinct values, bytes summed, the average
or the slowest request time, a percentage).

The combined format, split at spaces: ``$1`` the client, ``$4`` ``[12/May/2024:14:02:33``, ``$6`` ``"GET``, ``$7`` the
URL, ``$9`` the status, ``$10`` the bytes sent; split at double quotes, ``$4`` is the referrer and ``$6`` the user
agent. A request time, where a request says the log has one, is the last field.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

from serval.model.entities import well_known_log
from serval.model.phrasebook.shared import ACCESS_FIELDS

# An access log named by its file: access.log, site_access.log, access.log.1, access.log.2.gz, access.log.*.gz
ACCESS_LOG = r"(?<![\w./~*-])(?P<file>[\w./~-]*access(?:[._-]\w+)*\.log(?:\.(?:\d+|\*))?(?:\.gz)?\*?)(?![\w*])(?!\.\w)"
# "the nginx access log", "the apache logs": the file everybody knows by that name
NAMED_ACCESS_LOG = r"\b(?P<named>(?:nginx|apache2?|httpd)(?:'s)?\s+(?:access\s+)?logs?)\b"
_LOG = re.compile(rf"{ACCESS_LOG}|{NAMED_ACCESS_LOG}", re.I)

# Tasks of another kind on the log file itself (split, compress, empty, rotate, copy, anonymise, measure …) or a
# shell construct the request writes out: not a question about the requests.
_NOT_A_QUERY = re.compile(
    r"[|`]|\$\(|\b(?:split|chunks?|pieces|gzip|g?unzip|compress|truncate|empty|rotate|logrotate|move|mv|copy|cp|rename|delete|remove|rm|"
    r"merge|combine|concatenate|anonymi[sz]e|replace|substitute|mask|edit|sed|open|lsof|permissions?|owner|chmod|chown|size\s+of|how\s+big|"
    r"disk|inode|sort\s+(?:the\s+)?(?:file|log)|reverse|backup|archive|upload|download|scp|rsync|email|mail|watch|refresh\w*|"
    r"save|write|into|>|pv|less|more\s+(?:pager|page)|vim?|nano|tmux|fields?\s+\d+\s+(?:and|to)|error\s+log|error\.log|ipv4|ipv6|pattern|regex|regexp|first\s+line\s+of|chars|characters|"
    r"separately|each\s+(?:log\s+)?file|per\s+file|blocked_\w+|\w+\.txt|grep|mention\w*|contain\w*|context|(?:addresses|ips)\s+(?:that\s+)?appear\w*|extract\w*|pull\w*|file\s*name|basename|"
    r"lines?\s+(?:before|after|around)|(?:lines?|entries)\s+(?:that\s+|which\s+)?(?:with|ha(?:ve|s|ving))\s+(?:an?\s+)?(?!status|response|no\b)\S+|first\s+\d+\s+lines|how\s+many\s+lines)\b", re.I)
# "the URL is field 7": once the layout is taken out, a field still named is a value the format does not hold there

# Field numbers a request says ("the status is field 9"): only the combined format's are read as such.
_FIELD_SAID = re.compile(r"\b(?:field|column|col)\s+\$?(\d+)\b|\$(\d+)\b|\b(\d+)(?:st|nd|rd|th)\s+(?:field|column)\b", re.I)
_COMBINED_FIELDS = {"1", "4", "6", "7", "9", "10"}

_IP = r"\d{1,3}(?:\.\d{1,3}){3}"
_NOT = r"(?:\b(?:not|without|except|excluding|exclude|ignore|ignoring|skip(?:ping)?|leave\s+out|leaving\s+out|other\s+than|but\s+not|minus|filter\s+out)|n't)"
_STATUS = re.compile(r"(?<![\d./:$-])(?P<code>[1-5]\d\d|[1-5]xx)(?:s|'s|ing|ed|es)?(?![\d./:]|\s*(?:requests|lines|hits|times|entries|ms|milli|seconds?|secs?|bytes|kb|mb)\b)", re.I)
_COUNT_BEFORE = re.compile(r"\b(?:top|first|last|than|over|under|least|above|below|past|head|tail|with|every)\s+$", re.I)
_METHOD = re.compile(r"\b(?P<m>GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)(?:s|\s+requests?)?\b|\b(?P<posting>posting|posted|posts)\b")
_URL_PATH = re.compile(r"(?<![\w.~/-])(?P<path>/(?!var/|home/|etc/|tmp/|srv/|opt/|usr/|root/)[\w.%~-]*(?:/[\w.%~-]+)*/?)(?=[\s,?)'\"]|$)")
_PAGE_FILE = re.compile(r"(?<![\w./-])(?P<page>[\w-]+\.(?:php|html?|aspx?|jsp|cgi|xml|txt|ico))\b", re.I)
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
# A day as the log writes it (12/May/2024) or in words ("may 3 2024", "3 may 2024", "May 3rd, 2024")
_DAY = re.compile(rf"\b(?P<day>\d{{1,2}}/(?:{'|'.join(_MONTHS)})/\d{{4}})\b|\b(?P<mon>{_MONTH})\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>\d{{4}})\b"
                  rf"|\b(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<mon2>{_MONTH})\s+(?P<y2>\d{{4}})\b", re.I)


def _log_day(m: re.Match) -> str:
    """``12/May/2024`` for a day said either way."""
    if m.group("day"):
        return m.group("day")
    month = (m.group("mon") or m.group("mon2"))[:3].capitalize()
    return f"{int(m.group('d') or m.group('d2')):02d}/{month}/{m.group('y') or m.group('y2')}"
_CLOCK = r"(?P<{0}h>\d{{1,2}})(?::(?P<{0}m>\d\d))?\s*(?P<{0}ap>am|pm)?"
_SPAN = re.compile(rf"\b(?:from|between)\s+{_CLOCK.format('a')}\s+(?:to|and|until|till|-)\s+{_CLOCK.format('b')}", re.I)
_HOUR = re.compile(r"\b(?:during|in|for|at)\s+the\s+(?P<h>\d{1,2})(?::00)?\s*(?P<ap>am|pm)?\s+hour\b", re.I)
_SLOW = re.compile(r"\b(?:slower|longer|more|over|above|greater)\s+(?:than\s+)?(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>ms|milliseconds?|s|secs?|seconds?)\b", re.I)
_TOP = re.compile(r"\b(?:top|first)\s+(?P<a>\d+)\b|\bmost\s+\w+\s+(?P<c>\d+)\b|(?:^|\b(?:the|show|list|give\s+me|print|find|get)\s+)(?P<b>\d+)\s+(?:most|busiest|biggest|largest|slowest|heaviest|highest|"
                  r"top|(?:[a-z]+\s+)?(?:urls|ips|paths|pages|clients|endpoints|referr?er?s|user\s+agents|ip\s+addresses)\b)", re.I)
# Where a request says the log's layout ("the status is field 9", "(IP is field 1)", "field 4 looks like [10/Oct/2023:…"):
# read as the combined format's, and taken out before the request is read.
_LAYOUT = re.compile(r"\(\s*(?:the\s+)?(?:\w+\s+){0,3}(?:is\s+)?(?:the\s+)?(?:field|column|\d+(?:st|nd|rd|th)\s+field|first|last)\b[^()]*\)"
                     r"|[,;]?\s*(?:and\s+|where\s+|since\s+|as\s+)?(?:the\s+|my\s+|its\s+)?(?:ip|client|url|path|status(?:\s+code)?|time(?:stamp)?|request[_\s]time|response\s+time|bytes|date)\s+"
                     r"(?:is|are|sits?|in)\s+(?:in\s+)?(?:the\s+)?(?:field\s+\d+|column\s+\d+|(?:\d+(?:st|nd|rd|th)|first|fourth|seventh|ninth|tenth)\s+(?:field|column)|\$\d+|first\s+thing\s+on\s+each\s+line)"
                     r"|[,;]?\s*(?:the\s+)?(?:field|column)\s+\d+\s+looks\s+like\s+\S+|,\s*(?:field|column)\s+\d+\s*,"
                     r"|[,;(]?\s*\(?(?:timestamps?|dates?)\s+(?:there\s+)?(?:look|looks|like|are\s+like)\s+(?:like\s+)?\S+(?:\s+in\s+field\s+\d+)?\)?", re.I)
_THRESHOLD = re.compile(r"\b(?:more\s+than|over|above|at\s+least|greater\s+than)\s+(?P<n>\d+)\s+(?:requests|hits|times|\d{3}s?\b|[1-5]xx)", re.I)
_LAST_N = re.compile(r"\b(?:the\s+)?last\s+(?P<n>\d+)\s+(?:requests|lines|entries|hits)\b", re.I)
_FOLLOW = re.compile(r"\b(?:follow(?:ing)?|live|tail\s+-f|as\s+(?:they|it)\s+(?:come|happen|arrive)s?|in\s+real[\s-]?time|stream)\b", re.I)

# What is read of each request, by the words that name it: (pattern, awk expression, split at quotes)
_KEYS = (
    ("class", re.compile(r"\bstatus\s+class(?:es)?\b|\b2xx\s*,?\s*3xx\b", re.I), 'substr($9, 1, 1) "xx"', False),
    ("minute", re.compile(r"\b(?:per|each|a|by|every)\s+minute\b|\bbusiest\s+minute\b", re.I), "substr($4, 2, 17)", False),
    ("hour", re.compile(r"\b(?:per|each|an?|by|every)\s+hour(?:\s+of\s+(?:the\s+)?day)?\b|\bhourly\b|\bbusiest\s+hour\b", re.I), "substr($4, 14, 2)", False),
    ("day", re.compile(r"\b(?:per|each|a|by|every)\s+(?:day|date)\b|\bdaily\b|\bbusiest\s+day\b", re.I), "substr($4, 2, 11)", False),
    ("agent", re.compile(r"\buser[\s_-]*agents?\b|\bbrowsers?\b|\bbot\s+user\b", re.I), "$6", True),
    ("referrer", re.compile(r"\breferr?er?s?\b", re.I), "$4", True),
    ("method", re.compile(r"\b(?:http\s+)?(?:methods?|verbs?)\b", re.I), "$6", False),
    ("status", ACCESS_FIELDS[0][0], "$9", False),
    ("url", re.compile(r"\b(?:urls?|paths?|pages?|endpoints?|uris?|resources?)\b", re.I), "$7", False),
    ("ip", re.compile(r"\b(?:client\s+)?ips?\b|\bip\s+address(?:es)?\b|\b(?:clients?|visitors?|addresses|hosts|callers)\b", re.I), "$1", False),
)
_TIME_KEYS = {"minute", "hour", "day"}


@dataclass
class _Query:
    """One question about an access log: where its lines come from, which of them count, and what is read of each."""
    file: str                                           # the log (or a glob of its rotations)
    reader: str = ""                                    # what feeds the lines ("zcat -f F* | ", "tail -n 1000 F | ")
    greps: list[str] = field(default_factory=list)      # grep stages first: a day, an hour, a method and path
    tests: list[str] = field(default_factory=list)      # awk tests on the space-split fields
    quoted_tests: list[str] = field(default_factory=list)   # awk tests on the quote-split fields
    ip_only: str | None = None                          # the one client asked about, where nothing else is tested
    tail: str = ""                                      # the last N of the lines kept ("| tail -n 20")
    big: bool = False                                   # the responses kept by their size (a test, not a sum)


def _awk_regex(text: str) -> str:
    return re.escape(text).replace("/", "\\/")


def _clock(m: re.Match, key: str) -> str:
    """``"14:00"`` for "2pm", "14", "14:00"."""
    hour = int(m.group(f"{key}h"))
    if (ap := m.group(f"{key}ap")) and ap.lower() == "pm" and hour < 12:
        hour += 12
    return f"{hour:02d}:{m.group(f'{key}m') or '00'}"


def _source(m: re.Match, text: str) -> tuple[str, str]:
    """The log file and its reader: ``zcat`` for compressed rotations, ``zcat -f FILE*`` for the log with all of them."""
    file = m.group("file") or well_known_log(re.sub(r"'s\b", "", m.group("named")).replace("logs", "log").replace(" log", " access log").replace("access access", "access"))
    if "/" not in file and (folder := re.search(r"\b(?:in|under|from)\s+(?P<d>/var/log/[\w.-]+)/?(?=\s|$|,)", text)):
        file = f"{folder.group('d')}/{file}"   # "access.log … in /var/log/nginx"
    rotations = re.search(r"\b(?:rotat\w+|rotations|all\s+(?:the\s+|its\s+)?(?:old\s+)?(?:access\s+)?logs|g?zipped|compressed|\.gz\b|older\s+logs)", text, re.I)
    if file.endswith(".gz") or "*" in file:
        return file, f"zcat {file} | "
    if rotations and re.search(r"\b(?:including|and|too|with|also|plus|across|over|all)\b", text, re.I):
        return file, f"zcat -f {file}* | "
    if rotations and re.search(r"\b(?:g?zipped|compressed|\.gz)\b", text, re.I):
        return file, f"zcat {file}.*.gz | "   # "search the gzipped nginx access logs": its compressed rotations
    return file, ""


def _status_tests(text: str, query: _Query) -> None:
    """The status codes a request keeps or leaves out (query filled in place); several kept are alternatives ("500, 502
    or 503": ``($9 == 500 || $9 == 502 || $9 == 503)``)."""
    tests, quoted = [], []
    for s in _STATUS.finditer(text):
        if _COUNT_BEFORE.search(text[:s.start()]) or re.match(r"\d{3}\s*(?:requests|times)\b", text[s.start():]) is not None:
            continue
        code = s.group("code").lower()
        negated = re.search(rf"{_NOT}\s+(?:\w+\s+){{0,2}}$|\bnon-$", text[:s.start()], re.I)
        if code.endswith("xx"):
            (query.tests if negated else tests).append(f"$9 {'!~' if negated else '~'} /^{code[0]}/")
            (query.quoted_tests if negated else quoted).append(f"$3 {'!~' if negated else '~'} /^ {code[0]}/")
        else:
            (query.tests if negated else tests).append(f"$9 {'!=' if negated else '=='} {code}")
            (query.quoted_tests if negated else quoted).append(f"$3 {'!~' if negated else '~'} /^ {code} /")
    if tests:
        query.tests.append(tests[0] if len(tests) == 1 else f"({' || '.join(tests)})")
        query.quoted_tests.append(quoted[0] if len(quoted) == 1 else f"({' || '.join(quoted)})")


def _filters(rest: str, query: _Query) -> bool:
    """The tests and grep stages of a request, its log's name blanked out (query filled in place); False where a part
    cannot be read."""
    for q in re.finditer(r"(?<!\w)'(?P<s>[^']+)'(?!\w)|\"(?P<d>[^\"]+)\"", rest):
        said = q.group("s") or q.group("d")
        if said.strip() == "-":
            continue
        negated = re.search(rf"{_NOT}\s+(?:lines\s+)?(?:with\s+|containing\s+)?$", rest[:q.start()], re.I)
        query.greps.append(f"{'-v ' if negated else ''}{shlex.quote(said)}")   # "lines containing 'GET /api'": that text, as written
        rest = rest[:q.start()] + " " * (q.end() - q.start()) + rest[q.end():]
    if ext := re.search(rf"{_NOT}\s+(?:the\s+)?(?:requests\s+for\s+)?(?P<list>(?:\.?(?:css|js|png|jpe?g|gif|ico|svg|woff2?|map|webp)(?:\s*,\s*|\s+and\s+|\s+or\s+|\s+|$)){{2,}})", rest, re.I):
        exts = re.findall(r"css|js|png|jpe?g|gif|ico|svg|woff2?|map|webp", ext.group("list"), re.I)
        query.tests.append(f"$7 !~ /\\.({'|'.join(e.lower() for e in exts)})$/")   # "excluding css js png and jpg": static files left out
        rest = rest[:ext.start()] + " " * (ext.end() - ext.start()) + rest[ext.end():]
    for word in re.finditer(rf"{_NOT}\s+(?:the\s+|any\s+)?(?P<w>[a-z][\w.-]*)\s+(?:requests|ones|hits|lines|entries)\b", rest, re.I):
        if not re.fullmatch(r"(?:get|post|put|delete|head|bot|static|internal|local|successful|failed|the|our|these|those)", word.group("w"), re.I):
            query.greps.append(f"-v {shlex.quote(word.group('w'))}")   # "leave out the favicon requests"
            rest = rest[:word.start()] + " " * (word.end() - word.start()) + rest[word.end():]
    _status_tests(rest, query)
    ips = list(re.finditer(rf"(?<![\d.]){_IP}(?![\d.])", rest))
    for ip in ips:
        negated = re.search(rf"{_NOT}\s+(?:(?:requests|anything|lines|hits)\s+)?(?:from\s+|by\s+)?(?:our\s+)?(?:[\w-]+\s+){{0,3}}$", rest[:ip.start()], re.I)
        value = ip.group(0)
        query.tests.append(f'$1 {"!=" if negated else "=="} "{value}"')
        query.quoted_tests.append(f"$1 {'!~' if negated else '~'} /^{_awk_regex(value)} /")
        if len(ips) == 1 and not negated:
            query.ip_only = value
    if net := re.search(r"\b(?P<a>\d{1,3}(?:\.\d{1,3}){0,2})\.(?:x|\*)(?:\.(?:x|\*))*\b", rest):
        query.tests.append(f"$1 ~ /^{_awk_regex(net.group('a'))}\\./")
    method = _METHOD.search(rest) if not _KEYS[6][1].search(rest) else None   # "count requests by method (GET, POST…)": no test
    paths = [p for p in _URL_PATH.finditer(rest) if p.group("path") != "/"]
    pages = list(_PAGE_FILE.finditer(rest)) if not paths else []
    if method and len(paths) <= 1 and not pages and not re.search(rf"{_NOT}\s+\S*\s*{method.group(0)}", rest, re.I):
        verb = (method.group("m") or "POST").upper()
        query.greps.append(f"'\"{verb} {paths[0].group('path') if paths else ''}'".replace(" '", "'") if paths else f"'\"{verb} '")
        paths = []
    for p in paths:
        path = p.group("path")
        before = rest[:p.start()]
        negated = re.search(rf"{_NOT}\s+(?:requests\s+(?:to|for)\s+)?(?:[\w-]+\s+){{0,4}}(?:and\s+)?$", before, re.I)
        prefix = path.endswith("/") or re.search(r"\b(?:under|below|beneath|starting\s+with|begin\w*\s+with|in)\s+$", before, re.I) or re.match(r"\S+\s+(?:endpoints|pages|paths|urls)\b", rest[p.start():], re.I)
        if prefix:
            query.tests.append(f"$7 {'!~' if negated else '~'} /^{_awk_regex(path)}/")
        elif negated:
            query.greps.append(f"-v {shlex.quote(path)}")   # "without the /healthz requests": with their query strings too
        else:
            query.tests.append(f'$7 == "{path}"')
    for p in pages:
        query.tests.append(f"$7 ~ /{_awk_regex(p.group('page'))}/")
    if day := _DAY.search(rest):
        hour = None
        if span := _SPAN.search(rest):
            start, end = _clock(span, "a"), _clock(span, "b")
            if start.endswith(":00") and (end == f"{start[:2]}:59" or end == f"{int(start[:2]) + 1:02d}:00"):
                hour = start[:2]
            else:
                query.tests.append(f'substr($4, 2, 11) == "{_log_day(day)}" && substr($4, 14, 5) >= "{start}" && substr($4, 14, 5) <= "{end}"')
                day = None
        elif h := _HOUR.search(rest):
            hour = _clock(re.match(r"(?P<xh>\d+)(?::(?P<xm>\d\d))?\s*(?P<xap>am|pm)?", h.group("h") + (h.group("ap") or "")), "x")[:2]
        if day:
            query.greps.append(f"'{_log_day(day)}{':' + hour + ':' if hour else ''}'")
    elif re.search(r"\btoday(?:'s)?\b(?!'s\s+access)", rest, re.I) and not re.search(r"\btoday'?s\s+(?:log|access|file)", rest, re.I):
        query.greps.append('"$(date +%d/%b/%Y)"')
    elif re.search(r"\byesterday\b", rest, re.I) and not re.search(r"\byesterday'?s\s+(?:log|access|file)", rest, re.I):
        query.greps.append('"$(date -d yesterday +%d/%b/%Y)"')
    elif _SPAN.search(rest) or _HOUR.search(rest) or re.search(r"\b(?:since|between|last\s+(?:hour|\d+\s+(?:hours|minutes|days)))\b", rest, re.I):
        return False   # a time window without the day it is on
    if slow := _SLOW.search(rest):
        if re.search(r"\b(?:slow|took|time|took|long|seconds?|ms)\b", rest, re.I):
            n = float(slow.group("n")) / (1000 if slow.group("unit").lower().startswith("m") else 1)
            query.tests.append(f"$NF > {n:g}")
    if big := re.search(r"\b(?:responses?|replies|bodies|bytes|size)\s+(?:was\s+|were\s+|is\s+|are\s+)?(?:bigger|larger|over|above|more\s+than|greater)\s+(?:than\s+)?(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[KMG])i?B?\b", rest, re.I):
        query.tests.append(f"$10 > {int(float(big.group('n')) * 1024 ** ' KMG'.index(big.group('u').upper()))}")   # "responses bigger than 1MB"
        query.big = True
    if bot := re.search(r"\b(?P<b>google|bing|yandex|baidu|ahrefs|semrush|duckduck)bot\b", rest, re.I):
        query.greps.append(f"-i '{bot.group(0).lower()}'")
    if (last := _LAST_N.search(rest)) and re.search(r"\b(?:in|of|from|over|among)\s+(?:just\s+|only\s+)?(?:the\s+)?last\s+\d", rest, re.I):
        query.reader = query.reader or f"tail -n {last.group('n')} {query.file} | "   # "top ips in the last 10000 requests"
    elif last:
        query.tail = f" | tail -n {last.group('n')}"   # "the last 20 requests that got a 502": the last of those kept
    if re.search(r"\b(?:skip|ignore|without|exclude|excluding|leave\s+out|no)\s+(?:the\s+)?(?:empty\s+)?(?:\"-\"|'-'|-|dash|blank|empty)(?:\s+ones)?\b", rest, re.I):
        query.quoted_tests.append('$4 != "-"')
    return True


def _key(text: str) -> tuple[str, str, bool] | None | bool:
    """What is read of each request: (name, awk expression, split at quotes); None where nothing is, False where two
    things are and the request does not say which."""
    found = []
    for name, pattern, expr, quoted in _KEYS:
        for m in pattern.finditer(text):
            if name == "status" and (re.match(r"\s*(?:is|of|was|=|==)?\s*\d", text[m.end():], re.I) or re.search(r"\b(?:[1-5]\d\d|[1-5]xx)\s+$", text[:m.start()], re.I)):
                continue   # "status 404": a test, not what is read
            if name == "ip" and re.match(rf"\S+\s+{_IP}", text[m.start():]):
                continue   # "from ip 10.0.0.5": a test
            if name in ("url", "ip", "status") and re.search(r"\b(?:is|in)\s+(?:the\s+)?(?:field|column|first|\d)", text[m.end():m.end() + 12], re.I):
                continue   # "the IP is field 1": a layout said, not a question
            found.append((name, expr, quoted))
            break
    names = {f[0] for f in found}
    if "class" in names:
        names -= {"status"}
    if names & _TIME_KEYS:
        time_key = [f for f in found if f[0] in _TIME_KEYS][0]
        return time_key if len(names - _TIME_KEYS - {"status", "url", "ip", "method"}) == 0 else False
    found = [f for f in found if f[0] in names]
    if len(found) == 1:
        return found[0]
    return None if not found else False


# Fields shown by name ("just show the time and url"): the word, and the field
_SHOWN = r"time|timestamp|date|ip|client|url|path|status(?:\s+code)?|size|bytes"


def _shown(word: str) -> str:
    word = word.lower().split()[0]
    return {"time": "$4", "timestamp": "$4", "date": "$4", "ip": "$1", "client": "$1", "url": "$7", "path": "$7", "status": "$9"}.get(word, "$10")


def _counted(text: str) -> bool:
    """Whether the request asks how many lines there are."""
    return re.search(r"\b(?:how\s+many|count|number\s+of|total)\b", text, re.I) is not None


def _tally_wanted(text: str) -> bool:
    return re.search(r"\bhow\s+(?:many\s+times|often)\b|\b(?:per|for\s+each|each|by)\b|\b(?:count|counts|counted|tally|frequency|breakdown|break\s+down|histogram|distribution|hits|top|"
                     r"most|busiest|hammer\w*|heaviest|with\s+(?:their\s+)?(?:counts?|numbers?))\b", text, re.I) is not None


def access_log(m: re.Match) -> str | None:
    """The answer to a question about an access log: "which ips got more than 100 403s" → ``awk '$9 == 403 {print
    $1}' access.log | sort | uniq -c | awk '$1 > 100'``; "show POST requests to /api/login in access.log" → ``grep
    '"POST /api/login' access.log``; "average request time per endpoint, top 10" → ``awk '{s[$7] += $NF; n[$7]++}
    END {…}' access.log | sort -rn | head -n 10``."""
    if _NOT_A_QUERY.search(m.string) or any(n not in _COMBINED_FIELDS for g in _FIELD_SAID.findall(m.string) for n in g if n):
        return None
    text = _LAYOUT.sub(" ", m.string)
    if (m := _LOG.search(text)) is None or _FIELD_SAID.search(text):
        return None   # "average response time from column 10": a field the request reads its own way
    if len({f.group(0) for f in _LOG.finditer(text)}) > 1 or re.search(r"\b(?:today|yesterday)'?s\s+(?:log|access|file)", text, re.I):
        return None   # two logs compared, or a log named by its day: not one question about one log
    source = _source(m, text)
    query = _Query(file=source[0], reader=source[1])
    rest = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]   # the request, its log's name blanked out
    if not _filters(rest, query):
        return None
    key = _key(rest)
    show = re.search(rf"\b(?:just|only|show|print|with)\s+(?:show\s+|print\s+)?(?:the\s+)?(?P<a>{_SHOWN})s?\s+and\s+(?:the\s+)?(?P<b>{_SHOWN})s?\b", rest, re.I)
    if show or re.search(r"\bhow\s+many\s+times\s+(?:did|does|do|has|have|was|were)\b", rest, re.I) and not re.search(r"\b(?:each|per)\b", rest, re.I):
        key = None   # "how many times did clients hang up early (499)": the lines counted
    if key is False:
        return None
    top = _TOP.search(rest)
    n_top = (top.group("a") or top.group("b") or top.group("c")) if top else None
    head = f" | head -n {n_top}" if n_top else (" | head" if re.search(r"\btop\b|\bthe\s+most\b|\bmost\s+(?:common|popular|frequent|requested|visited|active|hit)\b(?!\s+first)|\bhammer\w*|\bheaviest\b", rest, re.I) else "")
    pct = re.search(r"\b(?:percent(?:age)?|share|ratio)\b|%", rest, re.I)
    time_said = re.search(r"\b(?:request|response)[\s_]*times?\b|\btime\s+(?:is|in)\s+(?:the\s+)?last\b|\blast\s+(?:field|column)\b|\bslow\w*\b|\blatency\b", rest, re.I)
    bytes_said = not query.big and re.search(r"\bbytes\b|\bbandwidth\b|\b(?:data|traffic)\s+(?:served|sent|transferred)\b|\b(?:total|how\s+much)\s+(?:data|traffic)\b|\bbiggest\s+responses\b|\blargest\s+responses\b|\bresponse\s+sizes?\b", rest, re.I)
    reader, file = query.reader, query.file
    source_file = "" if reader else f" {file}"

    greps = [f"grep {g}" for g in query.greps]

    def chain(awk_stage: str | None) -> str:
        """``reader greps | awk`` with the file given to the first stage."""
        stages = greps + ([awk_stage] if awk_stage else [])
        if not stages:
            return f"{reader}cat{source_file}" if not reader else reader.removesuffix(" | ")
        first = stages[0] + source_file
        return reader + " | ".join([first] + stages[1:])

    test = " && ".join(query.tests)
    cond = f"{test} " if test else ""
    if pct:
        if not query.tests or key:
            return None
        return chain(f"awk '{cond}{{n++}} END {{printf \"%.2f%%\\n\", 100 * n / NR}}'")
    if bytes_said and not time_said:
        if re.search(r"\b(?:images?|pictures|photos|static|css|javascript|videos?|downloads)\b", rest, re.I):
            return None   # bytes of a kind of file: which kinds, the request does not spell out
        biggest = re.search(r"\b(?:biggest|largest|heaviest)\s+(?:\d+\s+)?responses\b|\b\d+\s+(?:biggest|largest)\b", rest, re.I)
        if biggest:
            return chain(f"awk '{cond}{{print $10, $7}}'") + f" | sort -rn | head -n {n_top or 10}"
        unit = re.search(r"\b(?:in\s+)?(?P<u>MB|megabytes|GB|gigabytes)\b", rest, re.I)
        if key and key[0] in ("ip", "url", "status", "day", "hour") and not key[2]:
            return chain(f"awk '{cond}{{b[{key[1]}] += $10}} END {{for (k in b) print b[k], k}}'") + f" | sort -rn{head}"
        if key:
            return None
        if unit:
            big = unit.group("u").upper()[0]
            scale = "/1024/1024" + ("/1024" if big == "G" else "")
            return chain(f"awk '{cond}{{s += $10}} END {{printf \"%.1f {big}B\\n\", s{scale}}}'")
        return chain(f"awk '{cond}{{s += $10}} END {{print s}}'")
    if time_said and not re.search(r"\b(?:time|timestamps?)\s+and\b|\band\s+(?:the\s+)?time\b", rest, re.I) or (time_said and re.search(r"\bslowest\b", rest, re.I)):
        if re.search(r"\bslowest\s+(?:single\s+)?(?:request\s+|response\s+)?time\b|\b(?:max(?:imum)?|longest|highest)\s+(?:single\s+)?(?:request|response)[\s_]*time\b(?!s)", rest, re.I) and not n_top:
            return chain(f"awk '{cond}$NF > max {{max = $NF}} END {{print max}}'") if not cond else chain(f"awk '{test} && $NF > max {{max = $NF}} END {{print max}}'")
        if re.search(r"\bslowest\b", rest, re.I) and not re.search(r"\baverage\b|\bmean\b", rest, re.I):
            return chain(f"awk '{cond}{{print $NF, $7}}'") + f" | sort -rn | head -n {n_top or 10}"
        if re.search(r"\b(?:highest|longest|largest|biggest|worst)\s+(?:response|request)[\s_]*times\b", rest, re.I):
            return chain(f"awk '{cond}{{print $NF}}'") + f" | sort -rn | head -n {n_top or 10}"
        if pctile := re.search(r"\b(?P<p>\d\d)(?:th)?\s+percentile\b|\bp(?P<q>\d\d)\b", rest, re.I):
            p = int(pctile.group("p") or pctile.group("q"))
            return chain(f"awk '{cond}{{print $NF}}'") + f" | sort -n | awk '{{v[NR] = $1}} END {{i = int(NR * {p / 100:g}); if (i < 1) i = 1; print v[i]}}'"
        if re.search(r"\baverage\b|\bmean\b|\bavg\b", rest, re.I):
            if key and not key[2]:
                return chain(f"awk '{cond}{{s[{key[1]}] += $NF; n[{key[1]}]++}} END {{for (k in s) printf \"%.3f %s\\n\", s[k]/n[k], k}}'") + f" | sort -rn{head}"
            if key:
                return None
            return chain(f"awk '{cond}{{s += $NF; n++}} END {{if (n) print s/n}}'")
        if not query.tests or key:
            return None   # the time read but nothing asked of it
    if key is None:
        if not (query.tests or query.greps or query.quoted_tests or show) or query.quoted_tests and not query.tests and not query.greps and query.quoted_tests != ['$4 != "-"']:
            return None
        follow = _FOLLOW.search(rest)
        counted = _counted(rest)
        if query.quoted_tests and query.quoted_tests[-1] == '$4 != "-"':
            return None
        if not query.tests and not show:
            # greps alone: one grep (with -c to count), or grep | grep -c
            if not greps:
                return None
            if follow:   # line-buffered where another grep reads its output
                return f"tail -f {file} | " + " | ".join([g.replace("grep ", "grep --line-buffered ", 1) for g in greps[:-1]] + greps[-1:])
            if counted:
                last = greps[-1].replace("grep ", "grep -c ", 1).replace("grep -c -i ", "grep -ci ", 1)
                return reader + " | ".join([greps[0] + source_file] + greps[1:-1] + [last]) if len(greps) > 1 else f"{reader}{last}{source_file}"
            return chain(None)
        if query.ip_only and len(query.tests) == 1 and not greps and (not reader or reader == f"zcat {file} | " and "*" not in file):
            ip = re.escape(query.ip_only)
            grep = "zgrep" if reader else "grep"
            return f"{grep} -c '^{ip} ' {file}" if counted else (f"tail -f {file} | grep '^{ip} '" if follow else f"{grep} '^{ip} ' {file}")
        action = (" " if test else "") + f"{{print {_shown(show.group('a'))}, {_shown(show.group('b'))}}}" if show else ""
        if follow:
            return f"tail -f {file} | " + " | ".join([g.replace("grep ", "grep --line-buffered ", 1) for g in greps] + [f"awk '{test}{action[:-1] + '; fflush()}' if action else ''}'"])
        awk = f"awk '{test}{action}'"
        if counted:
            return chain(awk) + " | wc -l"
        return chain(awk) + query.tail
    name, expr, quoted = key
    if quoted:
        if _counted(rest) and not _tally_wanted(re.sub(r"\bcount\b", "", rest, flags=re.I)):
            return None   # "count requests from mobile user agents": agents picked by a word, then counted
        if query.tests and not query.quoted_tests or greps:   # (a test the quote-split fields cannot say, or a grep first)
            return None
        qtest = " && ".join(query.quoted_tests)
        stage = f"awk -F'\"' '{qtest + ' ' if qtest else ''}{{print {expr}}}'"
        bots = " | grep -i bot" if name == "agent" and re.search(r"\bbots?\b", rest, re.I) else ""
        if _tally_wanted(rest):
            return chain(stage) + bots + f" | sort | uniq -c | sort -rn{head}"
        return chain(stage) + bots + (" | sort -u" if re.search(r"\b(?:unique|distinct|different)\b|^\s*(?:which|what)\b", rest, re.I) else "")
    if name == "url" and re.search(r"\b(?:ignor\w*|without|strip\w*|drop\w*|minus)\s+(?:the\s+)?query\s+strings?\b|\bquery\s+strings?\s+(?:stripped|removed|dropped)", rest, re.I):
        stage = f"awk '{cond}{{split($7, p, \"?\"); print p[1]}}'"
    else:
        stage = f"awk '{cond}{{print {expr}}}'"
    unique = re.search(r"\b(?:unique|distinct|different)\b", rest, re.I)
    threshold = _THRESHOLD.search(rest)
    if name in _TIME_KEYS and unique:
        return chain(f"awk '{cond}{{print {expr}, $1}}'") + " | sort -u | awk '{print $1}' | uniq -c"
    if threshold:
        order = " | sort -rn" if re.search(r"\b(?:biggest|most|largest|highest)\s+first\b|\bsorted\b", rest, re.I) else ""
        return chain(stage) + f" | sort | uniq -c | awk '$1 > {threshold.group('n')}'{order}"
    if unique and (_counted(rest) or re.search(r"\bnumber\s+of\b", rest, re.I)) and not re.search(r"\b(?:each|per|how\s+often|most|top)\b", rest, re.I):
        return chain(stage) + " | sort -u | wc -l"
    if name in _TIME_KEYS:
        if re.search(r"\bbusiest\b|\bmost\b|\bpeak\b", rest, re.I):
            return chain(stage) + f" | sort | uniq -c | sort -rn{head if n_top else ' | head -n 1' if re.search(r'busiest|peak', rest, re.I) else head}"
        return chain(stage) + " | sort | uniq -c"
    if name == "method":
        return chain(stage) + f" | tr -d '\"' | sort | uniq -c | sort -rn{head}"
    if _tally_wanted(rest) or (name == "status" and not unique):
        return chain(stage) + f" | sort | uniq -c | sort -rn{head}"
    if unique or re.search(r"^\s*(?:which|what)\b", rest, re.I):
        return chain(stage) + " | sort -u"
    if re.search(r"\b(?:show|print|get|give|list)\b", rest, re.I):
        return chain(stage) + query.tail
    return None


ROWS = (
    # "which ips got more than 100 403s in access.log", "show POST requests to /api/login in access.log", "requests per
    # hour in /var/log/nginx/access.log", "total bytes served in the nginx access log, in MB"
    (_LOG, access_log),
)
