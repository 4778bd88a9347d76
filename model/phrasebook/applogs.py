"""Questions about an application's log whose lines start with an ISO timestamp (``2024-05-03 14:22:01 ERROR db
connection lost``), answered with grep, cut, awk, sort and uniq: which lines to keep (a level, a day, an hour or a
span of it, the last minutes) and what to make of them (the lines, how many, counts per day, hour or minute, counts
per level, the most common messages, the first and last timestamp).

The timestamp's first 10 characters are the day, 13 the hour and 16 the minute, with a space or a ``T`` between day
and time; the level is the third field.
"""

from __future__ import annotations

import re

# A log file by name, not one with a format of its own (access logs, auth.log, syslog, kern.log …: other rows)
_FILE = r"(?<![\w./~*-])(?P<file>[\w./~-]*?(?<![\w-])(?!access|error\.log|auth|syslog|kern|dpkg|mail|fail2ban|ufw|audit|daemon|messages|cron|boot|dmesg|nginx|apache)[\w.*-]*\.log(?:\.\d)?)(?![\w.])"
_LOG = re.compile(_FILE, re.I)

_NOT_A_QUERY = re.compile(
    r"[|`]|\$\(|\b(?:split|chunks?|gzip|g?unzip|compress|truncate|empty|rotate|logrotate|move|mv|copy|cp|rename|delete|remove|rm|merge|combine|"
    r"replace|substitute|edit|sed|open|lsof|permissions?|owner|chmod|chown|size|big|disk|backup|archive|upload|download|scp|rsync|email|mail|"
    r"watch|refresh\w*|save|write|into|>|less|vim?|nano|context|after\s+it|before\s+it|around|follow\w*|live|tail\s+-f|stream|highlight\w*|colou?r|"
    r"modif\w+|changed|touched|written|binary|access|nginx|apache|journal\w*|systemd|docker|kubectl|json|jq|csv|field\s+\d|column|\$\d|"
    r"ip|ips|user|users|session|request\s+id|trace|exception|traceback|stack|pattern|regex|starting|started|first\s+line\s+matching|"
    r"and\s+then|also|grep|set|touch\w*|timestamps?\s+of|mtime|modification|similar|group\w*|numbers|postgres\w*|characters|chars|sorted|keep\s+only|contain\w*|mention\w*|occurr?\w*|occurs|word|case|each\s+\.?log|cron\w*|crontab|extract\w*|in\s+each|frequent\s+\w+\s+lines|"
    r"just\s+the|only\s+the\s+\w+\s+and|through|up\s+to|line\s+numbers?|codes?|like|rotat\w*|\.gz|zcat)\b", re.I)

_DAY = re.compile(r"\b(?P<day>\d{4}-\d\d-\d\d)\b")
_LEVELS = {"error": "ERROR", "errors": "ERROR", "warn": "WARN", "warning": "WARN", "warnings": "WARN", "info": "INFO", "debug": "DEBUG",
           "fatal": "FATAL", "critical": "CRITICAL"}
_LEVEL = re.compile(r"\b(?P<neg>non-|not\s+|no\s+|without\s+(?:the\s+)?|except\s+(?:the\s+)?)?(?P<level>ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|CRITICAL|errors?|warnings?)\b(?!\s*(?:level|levels)\b)")
# Where a request says what its lines look like: an example timestamp, not a day to keep
_LAYOUT = re.compile(
    r"[,;(]?\s*\(?(?:where\s+|and\s+)?(?:each\s+line|every\s+line|lines?|entries|it)\s+(?:in\s+(?P<lf>[\w./~-]+)\s+)?(?:starts?|begins?|look)\s+(?:with\s+|like\s+)(?:an?\s+)?(?:iso\s+)?(?:timestamp|date|time)?\s*"
    r"(?:like\s+|as\s+)?(?:['\"]?[\dT:/ .-]{8,}['\"]?|['\"]?YYYY-MM-DD(?:[ T]HH:MM(?::SS)?)?['\"]?|the\s+date|the\s+timestamp)?\)?"
    r"|[,;(]?\s*\(?(?:the\s+)?(?:date|timestamp|date\s+and\s+time)\s+(?:is|are)\s+the\s+first\s+(?:field|two\s+fields)\)?"
    r"|[,;(]?\s*\(?(?:the\s+)?format\s+is\s+['\"][^'\"]*['\"]\)?|\(date\s+time\s+LEVEL\s+message\)|[,;]\s*(?:lines\s+)?look\s+like\s+['\"][^'\"]*['\"]", re.I)
_SPAN = re.compile(r"\b(?:between|from)\s+(?:(?P<d1>\d{4}-\d\d-\d\d)\s+)?(?P<a>\d{1,2}:\d\d)\s+(?:and|to|until|till|-)\s+(?:(?P<d2>\d{4}-\d\d-\d\d)\s+)?(?P<b>\d{1,2}:\d\d)\b", re.I)
_OCLOCK = re.compile(r"\b(?:during\s+|in\s+)?the\s+(?P<h>\d{1,2})(?::00)?\s*(?:o'?clock\s+)?hour\b", re.I)
_RECENT = re.compile(r"\b(?:in\s+|from\s+|during\s+|over\s+)?the\s+(?:last|past)\s+(?P<n>\d+)?\s*(?P<u>minutes?|mins?|hours?)\b", re.I)
_TOP = re.compile(r"\btop\s+(?P<n>\d+)\b|\b(?P<m>\d+)\s+most\b", re.I)


def _hour(clock: str) -> str:
    return f"{int(clock.split(':')[0]):02d}"


def _greps(text: str) -> tuple[list[str], str] | None:
    """The grep stages that keep the lines asked about, and an awk test for a span of time that is not one hour
    (``$0 >= …``); None where a part of the request cannot be read."""
    stages, test = [], ""
    day = _DAY.search(text)
    days = set(_DAY.findall(text))
    when = day.group("day") if day else None
    if re.search(r"\btoday(?:'s)?\b", text, re.I):
        when = "$(date +%F)"
    elif re.search(r"\byesterday(?:'s)?\b", text, re.I):
        when = "$(date -d yesterday +%F)"
    span, oclock, recent = _SPAN.search(text), _OCLOCK.search(text), _RECENT.search(text)
    if len(days) > 1 and not span:
        return None
    if span:
        if not when:
            return None
        a, b = span.group("a"), span.group("b")
        a = f"{_hour(a)}:{a[-2:]}"
        b = f"{_hour(b)}:{b[-2:]}"
        if a.endswith(":00") and (b == f"{a[:2]}:59" or b == f"{int(a[:2]) + 1:02d}:00"):
            stages.append(f"'^{when} {a[:2]}:'" if not when.startswith("$") else f"\"^{when} {a[:2]}:\"")
        else:
            test = f'substr($0, 1, 16) >= "{when} {a}" && substr($0, 1, 16) <= "{span.group("d2") or when} {b}"'
    elif oclock:
        if not when:
            return None
        stages.append(f"'^{when} {int(oclock.group('h')):02d}:'" if not when.startswith("$") else f"\"^{when} {int(oclock.group('h')):02d}:\"")
    elif recent:
        if when:
            return None
        n, unit = recent.group("n") or "1", recent.group("u").lower()
        unit = "minutes" if unit.startswith("m") else "hours"
        test = "$0 >= t"
        stages.append(f"-v t=\"$(date -d '{n} {unit if n != '1' else unit[:-1]} ago' '+%Y-%m-%d %H:%M:%S')\"")
    elif when:
        stages.append(f"'^{when}'" if not when.startswith("$") else f"\"^{when}\"")
    return stages, test


def app_log(m: re.Match) -> str | None:
    """The answer to a question about a timestamped application log: "count ERROR lines per hour in app.log" →
    ``grep ERROR app.log | cut -c1-13 | sort | uniq -c``; "app.log lines between 2024-05-01 10:00 and 11:00" →
    ``grep '^2024-05-01 10:' app.log``; "yesterday's errors in app.log" → ``grep "^$(date -d yesterday +%F)" app.log |
    grep ERROR``."""
    text = _LAYOUT.sub(lambda k: f" {k.group('lf') or ''} ", m.string)   # (the file a layout sentence names kept)
    if _NOT_A_QUERY.search(text):
        return None
    if (m := _LOG.search(text)) is None or len(set(_LOG.findall(text))) > 1:
        return None
    file = m.group("file")
    rest = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    read = _greps(rest)
    if read is None:
        return None
    time_stages, test = read
    levels = [(lv.group("neg"), _LEVELS.get(lv.group("level").lower(), lv.group("level").upper().replace("WARNING", "WARN"))) for lv in _LEVEL.finditer(rest)]
    kept = [lv for neg, lv in levels if not neg]
    dropped = [lv for neg, lv in levels if neg]
    level_stages = []
    if len(kept) == 1:
        level_stages.append(kept[0])
    elif kept:
        level_stages.append(f"-E '{'|'.join(dict.fromkeys(kept))}'")
    level_stages += [f"-v {lv}" for lv in dropped]
    for q in re.finditer(r"(?<!\w)'(?P<s>[\w .:/-]+)'(?!\w)", rest):
        level_stages.append(f"'{q.group('s')}'" if not re.fullmatch(r"\w+", q.group("s")) else q.group("s"))   # "the 'timeout' lines"
    per = re.search(r"\b(?:per|each|an?|by|every|busiest|hourly|daily)\s+(?P<u>minute|hour|day|date)s?\b|\b(?P<v>hourly|daily)\b|\bwhich\s+(?P<w>hours?|days?|minutes?)\b", rest, re.I)
    unit = (per.group("u") or per.group("v") or per.group("w")).lower().rstrip("s") if per else None
    unit = {"hourly": "hour", "daily": "day", "date": "day"}.get(unit, unit)
    by_level = re.search(r"\b(?:per|each|by|every)\s+(?:log\s+)?level\b|\blog\s+levels?\b|\bcount\s+of\s+each\s+(?:log\s+)?level\b", rest, re.I)
    counted = re.search(r"\b(?:how\s+many|count|number\s+of)\b", rest, re.I)
    first_last = re.search(r"\bfirst\s+and\s+last\s+(?:timestamps?|times|dates|entries|lines)\b", rest, re.I)
    if not (time_stages or test or unit or by_level or first_last or (level_stages and re.search(r"\bmessages?\b", rest, re.I))
            or (dropped and re.search(r"\b(?:last|first)\s+\d+\b", rest, re.I))):
        return None   # a level alone: text's rows grep it
    if test and test != "$0 >= t":
        if unit or by_level or level_stages and len(level_stages) > 1:
            return None
        cond = test + (f" && /{level_stages[0]}/" if level_stages else "")
        return f"awk '{cond}' {file}" + (" | wc -l" if counted else "")
    if test == "$0 >= t":
        if unit or by_level or len(level_stages) > 1:
            return None
        cond = "$0 >= t" + (f" && /{level_stages[0]}/" if level_stages else "")
        return f"awk {time_stages[0]} '{cond}' {file}" + (" | wc -l" if counted else "")
    greps = [f"grep {g}" for g in time_stages + level_stages]

    def chain(*after: str) -> str:
        stages = greps + list(after)
        if not stages:
            return f"cat {file}"
        return " | ".join([f"{stages[0]} {file}"] + stages[1:])

    if by_level:
        if level_stages:
            return None
        return chain("awk '{print $3}'", "sort", "uniq -c", "sort -rn")
    top = _TOP.search(rest)
    if unit:
        width = {"day": 10, "hour": 13, "minute": 16}[unit]
        tally = chain(f"cut -c1-{width}", "sort", "uniq -c")
        if more := re.search(r"\b(?:more|over|above)\s+(?:than\s+)?(?P<n>\d+)\b", rest, re.I):
            return tally + f" | awk '$1 > {more.group('n')}'"
        if re.search(r"\b(?:busiest|most|highest|biggest)\s+(?:\w+\s+)?first\b", rest, re.I):
            return tally + " | sort -rn"
        if re.search(r"\b(?:busiest|most|peak|worst)\b", rest, re.I):
            return tally + (f" | sort -rn | head -n {top.group('n') or top.group('m')}" if top else " | sort -rn | head -n 1")
        return tally
    if first_last:
        return None if greps else f"sed -n '1p;$p' {file} | cut -d' ' -f1,2"
    if re.search(r"\b(?:messages?|distinct|unique|common|frequent)\b", rest, re.I) and level_stages and re.search(r"\b(?:most|top|common|frequent|counts?|how\s+often)\b", rest, re.I):
        head = f" | head -n {top.group('n') or top.group('m')}" if top else " | head"
        return chain("cut -d' ' -f4-", "sort", "uniq -c", "sort -rn") + head
    if last := re.search(r"\b(?P<end>last|latest|most\s+recent|first)\s+(?P<n>\d+\s+)?(?:non-\w+\s+|\w+\s+)?(?:error|warn\w*|entr\w+|lines?|errors)\b", rest, re.I):
        if not greps:
            return None
        n = (last.group("n") or "1").strip()
        return chain(f"{'head' if last.group('end').lower() == 'first' else 'tail'} -n {n}")
    if not time_stages and not test:
        return None   # a level, and nothing asked of it that is read here
    if counted:
        if not greps or len(kept) > 1:
            return None
        if len(greps) == 1:
            return f"grep -c {greps[0].removeprefix('grep ')} {file}"
        return " | ".join([f"{greps[0]} {file}"] + greps[1:-1] + [greps[-1].replace("grep ", "grep -c ", 1)])
    if re.search(r"\b(?:how|why|what|which)\b", rest, re.I) and not re.search(r"\bwhat\s+(?:got\s+)?(?:logged|happened)\b", rest, re.I):
        return None
    return chain() if greps else None


ROWS = (
    # "count ERROR lines per hour in app.log", "yesterday's errors in app.log", "app.log lines between 2024-05-01 10:00
    # and 11:00", "errors in app.log from the last 15 minutes"
    (_LOG, app_log),
)
