"""Dates and times: ``date``'s output formats and time zones, the date written into a name (``$(date ...)``),
the time ``touch`` sets, and the ages and days ``find`` tests (-mtime, -newermt, today from midnight, between
two ages, access and content times).
"""

from __future__ import annotations

import datetime
import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import Recognized, count_value
from serval.model.generic import MINUTE_TWIN, timespan_value
from serval.model.repair import has_flag, simple_commands, unquoted
from serval.model.rewrites.find import find_size_added
from serval.model.rewrites.shared import _find_action_at, _found


# Common cities and countries as the tz database names their zones: "what time is it in tokyo".
ZONES = {
    "london": "Europe/London", "dublin": "Europe/Dublin", "lisbon": "Europe/Lisbon", "paris": "Europe/Paris",
    "berlin": "Europe/Berlin", "madrid": "Europe/Madrid", "rome": "Europe/Rome", "amsterdam": "Europe/Amsterdam",
    "brussels": "Europe/Brussels", "vienna": "Europe/Vienna", "zurich": "Europe/Zurich", "stockholm": "Europe/Stockholm",
    "oslo": "Europe/Oslo", "copenhagen": "Europe/Copenhagen", "helsinki": "Europe/Helsinki", "warsaw": "Europe/Warsaw",
    "prague": "Europe/Prague", "budapest": "Europe/Budapest", "athens": "Europe/Athens", "istanbul": "Europe/Istanbul",
    "moscow": "Europe/Moscow", "dubai": "Asia/Dubai", "karachi": "Asia/Karachi", "india": "Asia/Kolkata",
    "kolkata": "Asia/Kolkata", "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata",
    "bangalore": "Asia/Kolkata", "dhaka": "Asia/Dhaka", "bangkok": "Asia/Bangkok", "jakarta": "Asia/Jakarta",
    "singapore": "Asia/Singapore", "hong kong": "Asia/Hong_Kong", "shanghai": "Asia/Shanghai", "beijing": "Asia/Shanghai",
    "china": "Asia/Shanghai", "taipei": "Asia/Taipei", "seoul": "Asia/Seoul", "korea": "Asia/Seoul", "tokyo": "Asia/Tokyo",
    "japan": "Asia/Tokyo", "manila": "Asia/Manila", "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne",
    "brisbane": "Australia/Brisbane", "perth": "Australia/Perth", "adelaide": "Australia/Adelaide",
    "auckland": "Pacific/Auckland", "new zealand": "Pacific/Auckland", "honolulu": "Pacific/Honolulu",
    "hawaii": "Pacific/Honolulu", "anchorage": "America/Anchorage", "los angeles": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles", "vancouver": "America/Vancouver",
    "denver": "America/Denver", "phoenix": "America/Phoenix", "chicago": "America/Chicago", "texas": "America/Chicago",
    "mexico city": "America/Mexico_City", "toronto": "America/Toronto", "new york": "America/New_York",
    "boston": "America/New_York", "miami": "America/New_York", "sao paulo": "America/Sao_Paulo",
    "buenos aires": "America/Argentina/Buenos_Aires", "lima": "America/Lima", "bogota": "America/Bogota",
    "santiago": "America/Santiago", "cairo": "Africa/Cairo", "johannesburg": "Africa/Johannesburg",
    "lagos": "Africa/Lagos", "nairobi": "Africa/Nairobi", "reykjavik": "Atlantic/Reykjavik", "iceland": "Atlantic/Reykjavik",
}
_ZONE_SAID = re.compile(r"\b(%s)\b" % "|".join(sorted(map(re.escape, ZONES), key=len, reverse=True)), re.I)
_TZ_VALUE = re.compile(r"(?<![\w$])TZ=(['\"]?)([^'\"\s/]+)\1(?=\s|$)")


def zone_named(command: str, rec: Recognized) -> str:
    """``command`` with a ``TZ=`` value that is no zone (``TZ=tokyo date``) made the zone of the city or
    country the request names (``TZ=Asia/Tokyo``); UTC and zone abbreviations stay."""
    said = _found(_ZONE_SAID, rec.text)
    if said is None:
        return command
    zone = ZONES[said.group(1).lower()]
    return _TZ_VALUE.sub(lambda m: m.group(0) if re.fullmatch(r"UTC|GMT|[A-Z]{2,5}\d?", m.group(2)) else f"TZ={zone}", command)


_RECENT = re.compile(r"\b(?:last|past|previous|within|recent(?:ly)?|newer\s+than|(?:less|fewer)\s+than\s+(?:\d+|an?)\s*(?:min|hour|day|week|month))",
                     re.I)
_OLDER = re.compile(r"\b(?:older\s+than|more\s+than|over|at\s+least|not\s+(?:been\s+)?(?:modified|changed|touched|accessed|used)"
                    r"|haven'?t\s+been|ago\s+or\s+more|untouched|stale)\b", re.I)


def time_sign(command: str, rec: Recognized) -> str:
    """``command`` with the sign a find's age test needs: "modified in the last 2 days" is ``-mtime -2``
    (``-mtime 2`` is exactly two days ago), "older than 3 days" ``-mtime +3``. Left alone when the request
    says both or neither."""
    recent, older = bool(_found(_RECENT, rec.text)), bool(_found(_OLDER, rec.text))
    if recent == older or not command.startswith("find "):
        return command
    sign = "-" if recent else "+"
    tests = re.findall(r"\s-(?:m|a|c)(?:time|min)\s+[-+]?\d", command)
    if len(tests) == 1:   # "bigger than 100M that were modified in the last 7 days" gave -mtime +7: the one test turned
        return re.sub(r"(\s-(?:m|a|c)(?:time|min)\s+)[-+]?([1-9]\d*)(?=\s|$)", lambda m: f"{m.group(1)}{sign}{m.group(2)}", command)
    return re.sub(r"(\s-(?:m|a|c)(?:time|min)\s+)([1-9]\d*)(?=\s|$)", lambda m: f"{m.group(1)}{sign}{m.group(2)}", command)



def date_side(command: str, rec: Recognized) -> str:
    """``command`` with find's ``-newermt DATE`` on the side of the date the request says: "modified before
    2023-01-01" gave ``find /scratch -newermt 2023-01-01`` (the files after it) → ``! -newermt 2023-01-01``;
    "after"/"since" a date drops a ``!`` before it."""
    if not command.startswith("find "):
        return command
    for e in rec.entities:
        if e.type != "Date" or "between" in rec.text[max(0, e.start - 30):e.start].lower():
            continue
        said = re.search(r"\b(before|prior\s+to|earlier\s+than|older\s+than|until|after|since|newer\s+than|later\s+than)\s+$",
                         rec.text[:e.start], re.I)
        if said is None:
            continue
        value = re.escape(e.value)
        if said.group(1).lower() in ("before", "prior to", "earlier than", "older than", "until"):
            command = re.sub(rf"(?<!! )(?<!-not )-newermt\s+(['\"]?){value}\1", lambda m: "! " + m.group(0), command)
        else:
            command = re.sub(rf"(?:!|-not)\s+(-newermt\s+(['\"]?){value}\2)", r"\1", command)
    return command


def _bounds_swapped(command: str) -> str:
    """``find … -mtime +10 -mtime -3`` (older than 10 days and newer than 3: nothing) → ``-mtime +3 -mtime -10``."""
    for test in ("mtime", "mmin", "size"):
        low = re.search(rf"\s-{test}\s+\+(\d+)([ckMGT]?)(?=\s|$)", command)
        high = re.search(rf"\s-{test}\s+-(\d+)([ckMGT]?)(?=\s|$)", command)
        if low and high and low.group(2) == high.group(2) and int(low.group(1)) >= int(high.group(1)) > 0:
            a, b = low.group(1), high.group(1)
            command = command[:low.start(1)] + b + command[low.end(1):]
            high = re.search(rf"\s-{test}\s+-(\d+)([ckMGT]?)(?=\s|$)", command)
            command = command[:high.start(1)] + a + command[high.end(1):]
    return command


_BETWEEN_AGES = re.compile(r"\bbetween\s+(\w+)\s+and\s+(\w+)\s+(days?|hours?|hrs?|minutes?|mins?)\b", re.I)
_FIND_AGE = re.compile(r"\s-(mtime|mmin)\s+([+-]?)(\d+)(?=\s|$)")


_BETWEEN_SIZES = re.compile(r"\bbetween\s+(\d+)\s*([kmgt])?(?:b|bytes?|ilobytes?|egabytes?|egs?|igabytes?|igs?)?\s+and\s+(\d+)\s*"
                            r"([kmgt])(?:b|ilobytes?|egabytes?|egs?|igabytes?|igs?)?\b", re.I)


def _sizes_between(command: str, text: str) -> str:
    """"files between 10 and 50 megs": ``-size +10M -size -50M`` where the find tests one size."""
    m = _BETWEEN_SIZES.search(text)
    sizes = list(re.finditer(r"\s-size\s+[+-]?\d+[ckMGT]?(?=\s|$)", command))
    if m is None or len(sizes) != 1:
        return command
    units = {"k": "k", "m": "M", "g": "G", "t": "T"}
    low_unit, high_unit = units[(m.group(2) or m.group(4)).lower()], units[m.group(4).lower()]
    bounds = f" -size +{m.group(1)}{low_unit} -size -{m.group(3)}{high_unit}"
    return command[:sizes[0].start()] + bounds + command[sizes[0].end():]


_YEAR_BOUND = re.compile(r"\b(?P<rel>before|prior\s+to|earlier\s+than|older\s+than|after|since|newer\s+than|in|during)\s+(?:the\s+year\s+)?(?P<y>(?:19|20)\d\d)\b(?![-/:.]\d)", re.I)


def year_bounds(command: str, rec: Recognized) -> str:
    """``command``'s find testing a year the request names as dates, where the model took the year for a number:
    "files in /data/raw last modified before 2023" gave ``find /data/raw -type f -mtime -2023`` (2,023 days) → ``find
    /data/raw -type f ! -newermt 2023-01-01``; "since 2024" ``-newermt 2024-01-01``, "after 2023" from 2024-01-01, "in
    2021" ``-newermt 2021-01-01 ! -newermt 2022-01-01``."""
    m = _found(_YEAR_BOUND, rec.text)
    if m is None or not command.startswith(("find ", "sudo find ")):
        return command
    year = int(m.group("y"))
    wrong = rf"\s+(?:!\s+)?-(?:[acm](?:time|min)|newer\w*|size)\s+['\"]?[+-]?(?:{year}\S*|<date>)['\"]?(?=\s|$)"
    if not re.search(wrong, command):
        return command
    words = re.sub(wrong, "", command).split(" ")
    rel = m.group("rel").lower()
    if rel.startswith(("before", "prior", "earlier", "older")):
        test = f"! -newermt {year}-01-01"
    elif rel.startswith(("since", "newer")):
        test = f"-newermt {year}-01-01"
    elif rel == "after":
        test = f"-newermt {year + 1}-01-01"
    else:
        test = f"-newermt {year}-01-01 ! -newermt {year + 1}-01-01"
    at = _find_action_at(words)
    return " ".join(words[:at] + test.split(" ") + words[at:])


def ages_between(command: str, rec: Recognized) -> str:
    """``command`` with both bounds of "between 5 and 10 days old" where a ``find`` tests one age (``find
    /var/log/nginx -name '*.log' -mtime -10``): ``-mtime +5 -mtime -10``; hours become minutes (``-mmin``);
    likewise both sizes of "between 10 and 50 megs". Bounds written the wrong way round (``-mtime +10
    -mtime -3``, which nothing meets) are swapped."""
    if not command.startswith(("find ", "sudo find ")) or "|" in command:
        return command
    command = _bounds_swapped(_sizes_between(command, rec.text))
    m = _found(_BETWEEN_AGES, rec.text)
    if m is None:
        return command
    low, high = count_value(m.group(1)), count_value(m.group(2))
    ages = list(_FIND_AGE.finditer(command))
    if not (low.isdigit() and high.isdigit()) or len(ages) != 1 or int(low) >= int(high):
        return command
    unit = m.group(3).lower()[0]
    test, scale = ("mtime", 1) if unit == "d" else ("mmin", 60 if unit == "h" else 1)
    bounds = f" -{test} +{int(low) * scale} -{test} -{int(high) * scale}"
    age = ages[0]
    return command[:age.start()] + bounds + command[age.end():]


def date_format_operand(command: str, rec: Recognized | None = None) -> str:
    """``command`` with date's output format (``+%d/%m/%Y``) given as an operand, not as the date ``-d`` reads:
    ``date -d +%d/%m/%Y -d yesterday`` → ``date -d yesterday +%d/%m/%Y``."""
    m = re.match(r"date\s+(?:-d|--date)\s+(['\"]?\+[^\s]+)(.*)$", command)
    if m is None or not re.search(r"\s(?:-d|--date)\s", m.group(2) + " "):
        return command
    return f"date{m.group(2)} {m.group(1)}"


# What date reads as a time, not as its output format: seconds since the epoch, a date, a time of day
_EPOCH_OPERAND = re.compile(r"@?\d{9,11}")
_DATE_OPERAND = re.compile(r"(['\"])(?!\+)[^'\"]*(?:\d{4}-\d\d-\d\d|\d\d?:\d\d)[^'\"]*\1|\d{4}-\d\d-\d\d(?:T[\d:]+Z?)?")


def date_operand_flagged(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the time a date is to show given to ``-d``: "convert epoch 1700000000 to …" gave ``date -u
    1700000000`` → ``date -u -d @1700000000``; ``date -u "2024-03-15 12:00:00" +%s`` → ``date -u -d "2024-03-15
    12:00:00" +%s`` (a bare operand is a date to set, as root, or an error)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "date" or any(w in ("-d", "--date", "-s", "--set", "-r", "-f") or w.startswith(("--date=", "--set="))
                                         for w in words[util + 1:end]):
            continue
        for k in range(util + 1, end):
            if _EPOCH_OPERAND.fullmatch(words[k]):
                words[k] = "-d @" + words[k].lstrip("@")
                break
        else:
            text = " ".join(words[util + 1:end])
            m = _DATE_OPERAND.search(text)
            if m is not None and (m.start() == 0 or text[m.start() - 1] == " ") and not text[:m.start()].rstrip().endswith(("-d", "TZ")):
                at = len(" ".join(words[:util + 1])) + 1 + m.start()
                joined = " ".join(words)
                return joined[:at] + "-d " + joined[at:]
    return " ".join(words)


_TODAYS_DATE = re.compile(r"\b(?:today'?s|todays|current|the\s+current|the\s+day'?s)\s+date\b|\bdate\s*stamp\w*|\bdated\b", re.I)
_DATE_FORMS = ((re.compile(r"YYYY-MM-DD_HH-MM(?:-SS)?|YYYY-MM-DD_HHMM(?:SS)?"), "%F_%H-%M"),
               (re.compile(r"YYYY-MM-DD|(?<!\d)20\d\d-[01]\d-[0-3]\d(?!\d)"), "%F"),
               (re.compile(r"YYYYMMDD|(?<!\d)20\d\d[01]\d[0-3]\d(?!\d)"), "%Y%m%d"),
               (re.compile(r"DD-MM-YYYY|(?<!\d)[0-3]\d-[01]\d-20\d\d(?!\d)"), "%d-%m-%Y"),
               (re.compile(r"YYYY-MM|(?<![\d-])20\d\d-[01]\d(?![\d-])"), "%Y-%m"))
_ARCHIVE_KINDS = r"\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip|gz|sql|bak|sqlite|db)"


def dated_names(command: str, rec: Recognized) -> str:
    """``command`` with the date a request wants in a name written as ``$(date …)``: "tar up /etc into
    /backup/etc-YYYY-MM-DD.tar.gz using today's date" → ``/backup/etc-$(date +%F).tar.gz``; an example date
    ("named with todays date, like db-20240131.sqlite") becomes today's in its form; an archive named only
    after what goes in (``build.tar.gz``) gets ``-$(date +%F)`` before its kind."""
    if not _found(_TODAYS_DATE, rec.text) or "$(date" in command:
        return command
    words = command.split(" ")
    example = next((fmt for form, fmt in _DATE_FORMS if _found(form, rec.text)), "%F")   # the form an example date shows
    changed = False
    for k, word in enumerate(words):
        if word.startswith("-") and not word.startswith("--"):
            continue   # find -newermt 2024-03-01: a date to compare with, not a name
        for form, fmt in _DATE_FORMS:
            if form.search(word):   # the first form found decides; a date alone is no name
                if re.search(r"[A-Za-z_]", form.sub("", word)):
                    words[k] = form.sub(f"$(date +{fmt})", word, count=1)
                    changed = True
                break
        if changed:
            break
    if not changed:
        # mkdir backup- for "a directory called backup- followed by today's date": the name the date goes after
        for k, word in enumerate(words[1:], 1):
            if re.fullmatch(r"[\w./~]*\w[-_]", word) and not word.startswith("-"):
                words[k] = f"{word}$(date +{example})"
                return " ".join(words)
    folder = re.search(r"\b(?:folder|directory|dir)\b[^.;]*\b(?:named|called)\s+(?:with|after|by)\b", rec.text, re.I)
    if not changed and folder and words[:1] == ["mkdir"] and len(ops := [w for w in words[1:] if not w.startswith("-")]) == 1:
        # "create a folder in ~/logs named with today's date like 2025-01-31": mkdir ~/logs/$(date +%F)
        if re.fullmatch(r"['\"]?(?:Y{2,4}|M{2}|D{2}|[-_.])+['\"]?", ops[0]):   # "named after today's date in YYYY-MM-DD format"
            return " ".join(words[:-1] + [f"$(date +{example})"]) if words[-1] == ops[0] else command
        return " ".join(words[:-1] + [f"{words[-1].rstrip('/')}/$(date +{example})"]) if words[-1] == ops[0] else command
    if not changed and words[0] in ("cp", "mv") and len(ops := [w for w in words[1:] if not w.startswith("-")]) == 2 \
            and words[-1] == ops[1] and ops[1].startswith(ops[0].rstrip("/")) and not ops[1].endswith("/"):
        # "copy db.sqlite to db.sqlite.bak- followed by today's date as YYYYMMDD": the copy's name, then the date
        return " ".join(words[:-1] + [f"{ops[1].rstrip('-_.')}-$(date +{example})"])
    if not changed:
        for util, end in simple_commands(words):
            if words[util] not in ("tar", "zip"):
                continue
            for k in range(util + 1, end):
                m = re.fullmatch(rf"([\w./~-]*?[\w-])({_ARCHIVE_KINDS})", words[k])
                if m and not words[k].startswith("-"):
                    words[k] = f"{m.group(1)}-$(date +%F){m.group(2)}"
                    break
            break
    return " ".join(words)


_STATUS_CHANGE = re.compile(r"\b(?:status|inode|metadata|permissions?|owner(?:ship)?|ctime|attributes?)\b", re.I)


def content_times(command: str, rec: Recognized) -> str:
    """``command`` testing when files' contents changed where the request says nothing of status changes:
    "which files in this folder did I change in the last 2 days" gave ``find . -ctime -2`` (status changes: a
    chmod or a rename counts, an edit too) → ``find . -mtime -2``, what "change", "edit", "modify" mean to users."""
    if "find" not in command or _found(_STATUS_CHANGE, rec.text):
        return command
    return re.sub(r"(\s)-c(time|min)(\s)", r"\1-m\2\3", command)


_FORMAT_WORD = re.compile(r"(?i)(?=[^\s]*(?:yyyy|dd|hh))[ymdhs]{2,4}(?:[/:._ -][ymdhs]{2,4})+")


def _short_forms(date_format: str) -> str:
    """``date_format`` with date's short forms for a whole date and a whole time: ``%Y-%m-%d`` is ``%F``, ``%H:%M:%S`` ``%T``."""
    return date_format.replace("%Y-%m-%d", "%F").replace("%H:%M:%S", "%T")


def date_format_words(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a date format written as people write it turned into date's: "date 2 weeks from now
    formatted as dd/mm/yyyy" gave ``date -d "2 weeks" dd/mm/yyyy`` → ``date -d "2 weeks" +%d/%m/%Y`` (mm after
    hh is minutes)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "date":
            continue
        for k in range(util + 1, end):
            word = unquoted(words[k])
            if not _FORMAT_WORD.fullmatch(word):
                continue
            out, after_hour = [], False
            for piece in re.split(r"([/:._ -])", word):
                low = piece.lower()
                if low in ("yyyy", "yy", "dd", "hh", "ss", "mm"):
                    out.append({"yyyy": "%Y", "yy": "%y", "dd": "%d", "hh": "%H", "ss": "%S"}.get(low)
                               or ("%M" if after_hour else "%m"))
                    after_hour = low == "hh"
                else:
                    out.append(piece)
            words[k] = "+" + _short_forms("".join(out))
    return " ".join(words)


_FORMAT_SAID = re.compile(r"(?<![\w%+])(?=\S*(?:YYYY|yyyy|DD|dd|HH|hh))[YyMmDdHhSs]{2,4}(?:[/:._ -][YyMmDdHhSs]{2,4})+(?![\w/:.-]*\w)")


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")
# A date written out as an example of the format wanted: "like 'Monday 05 February 2024'", "like 03:45 PM"
_EXAMPLE = re.compile(r"\b(?:like|e\.g\.|such\s+as|as\s+in|in\s+the\s+form)\s+(?P<q>['\"]?)(?P<example>(?:[A-Za-z]+,?\s+)?\d[\d\s:./,-]*"
                      r"(?:\s*(?:[AaPp][Mm]|[A-Za-z]+)(?:\s+\d{2,4})?)?(?:\.\d+)?)(?P=q)", re.I)
_EXAMPLE_PIECES = ((r"\d{4}-\d\d-\d\d", "%F"), (r"\d\d?:\d\d:\d\d", "%T"), (r"\d\d?:\d\d(?=\s*[AaPp][Mm]\b)", "%I:%M"),
                   (r"\d\d?:\d\d", "%H:%M"), (r"\.\d{9}\b", ".%N"), (r"\.\d{3}\b", ".%3N"), (r"\b[AaPp][Mm]\b", "%p"), (r"\b\d{4}\b", "%Y"),
                   (r"\b\d\d?\b", "%d"))


def example_format(example: str) -> str | None:
    """date's format for a date written out as an example: ``Monday 05 February 2024`` → ``%A %d %B %Y``,
    ``2024-05-01 14:03:22.123456789`` → ``%F %T.%N``, ``03:45 PM`` → ``%I:%M %p``; None for text that is no date."""
    out, rest = [], example.strip()
    while rest:
        word = re.match(r"[A-Za-z]+", rest)
        if word is not None and word.group(0).lower() not in ("am", "pm"):
            low = word.group(0).lower()
            day = next((d for d in _DAYS if d == low or d[:3] == low), None)
            month = next((mo for mo in _MONTH_NAMES if mo == low or mo[:3] == low), None)
            if day is None and month is None:
                return None
            out.append(("%A" if day == low else "%a") if day else ("%B" if month == low else "%b"))
            rest = rest[word.end():]
            continue
        for pattern, form in _EXAMPLE_PIECES:
            m = re.match(pattern, rest)
            if m is not None:
                out.append(form)
                rest = rest[m.end():]
                break
        else:
            out.append(rest[0])   # a separator
            rest = rest[1:]
    form = "".join(out)
    return form if "%" in form and form.count("%d") < 2 and not re.search(r"%[A-Za-z]\d", form) else None


def date_format_said(command: str, rec: Recognized) -> str:
    """``command`` with the output format the request writes out: "print the time 45 minutes ago as HH:MM" gave
    ``date -d "45 minutes ago"`` → ``date -d "45 minutes ago" +%H:%M``; "yesterday's date as DD/MM/YYYY" gave
    ``date -d yesterday +%Y-%m-%d`` → ``… +%d/%m/%Y``; a date written out as an example ("like 'Monday 05 February
    2024'") is its format too (``example_format``); a ``<text>`` the model could not fill, or a stray number
    (``date 24`` for "24-hour HH:MM:SS"), is the format's place. Only a command that is one date."""
    m = _found(_FORMAT_SAID, rec.text)
    c = re.fullmatch(r"((?:TZ=\S+\s+)?date(?:\s+(?:-u|--utc|(?:-d|--date|-r)\s+(?:\"[^\"]*\"|'[^']*'|(?!\+)\S+)))*)"
                     r"(\s+<text>|\s+\d{1,2}|\s+(?P<q>['\"]?)\+[^'\"\s]+(?P=q))?", command)
    example = _found(_EXAMPLE, rec.text) if m is None else None
    shown = example_format(example.group("example")) if example is not None else None
    if m is None and shown is None or c is None or "<" in c.group(1) or any(_FORMAT_WORD.fullmatch(unquoted(w)) for w in command.split(" ")):
        return command   # a format written as people write it (date_format_words reads it), or a name unfilled
    if m is not None:
        parts = [date_format_words("date " + part).removeprefix("date +") for part in m.group(0).split(" ")]
    else:   # "tomorrow's date like 'Monday 05 February 2024'"; the example's own date is none to show
        parts = shown.split(" ")
        shown_date = re.search(r"\s(?:-d|--date)\s+(\"[^\"]*\"|'[^']*'|\S+)", c.group(1))
        if shown_date is not None and unquoted(shown_date.group(1)) in example.group("example"):
            return f"{c.group(1)[:shown_date.start()]}{c.group(1)[shown_date.end():]} " + (f"+{parts[0]}" if len(parts) == 1 else f"'+{' '.join(parts)}'")
    wanted = f"+{parts[0]}" if len(parts) == 1 else f"'+{' '.join(parts)}'"
    given = unquoted((c.group(2) or "").strip())
    if given.startswith("+") and _short_forms(given) == unquoted(wanted):
        return command   # the format asked for already, maybe in its long form
    return f"{c.group(1)} {wanted}"


_ON_DATE = re.compile(r"\b(?:modified|changed|edited|created|written|saved|touched)\s+on\s+(\d{4}-\d{2}-\d{2})\b", re.I)


_DATES_BETWEEN = re.compile(r"\bbetween\s+(\d{4}-\d\d-\d\d)\s+and\s+(\d{4}-\d\d-\d\d)\b", re.I)


def day_bounded(command: str, rec: Recognized) -> str:
    """``command`` finding what changed on the one day the request names, not since it: "find files modified
    on 2024-01-15" gave ``find . -newermt 2024-01-15`` → ``find . -newermt 2024-01-15 ! -newermt 2024-01-16``;
    between two dates, a find with the upper bound alone gets the lower too (``-not -newermt 2024-01-01`` for
    "modified during 2023" → ``-newermt 2023-01-01 ! -newermt 2024-01-01``)."""
    span = _found(_DATES_BETWEEN, rec.text)
    if span is not None and command.startswith(("find ", "sudo find ")) and "-newermt" in command and span.group(1) not in command \
            and re.search(rf"(?:!|-not)\s+-newermt\s+['\"]?{span.group(2)}\b", command):
        # "modified during 2023" (read "between 2023-01-01 and 2024-01-01"): both bounds, whatever one the model wrote
        bounds = f"-newermt {span.group(1)} ! -newermt {span.group(2)}"
        tests = list(re.finditer(r"(?:(?:!|-not)\s+)?-newermt\s+\S+", command))
        return command[:tests[0].start()] + bounds + "".join(command[a.end():b.start()] for a, b in zip(tests, tests[1:])) \
            + command[tests[-1].end():]
    m = _found(_ON_DATE, rec.text)
    if m is None or not command.startswith("find ") or "! -newermt" in command or "-not -newermt" in command:
        return command
    day = m.group(1)
    try:
        following = (datetime.date.fromisoformat(day) + datetime.timedelta(days=1)).isoformat()
    except ValueError:
        return command
    return re.sub(rf"(-newermt\s+['\"]?{day}['\"]?)(?=\s|$)", rf"\1 ! -newermt {following}", command, count=1)


_DAYS_SPANNED = re.compile(r"\b(?:between|from)\s+(\d{4}-\d\d-\d\d)\s+(?:and|to|through|thru|until|till|-)\s+(\d{4}-\d\d-\d\d)\b"
                           r"|\b(\d{4}-\d\d-\d\d)\s+(?:through|thru|to|until|till|-)\s+(\d{4}-\d\d-\d\d)\b", re.I)


def end_day_included(command: str, rec: Recognized) -> str:
    """``command`` keeping the last day of a span of days the request names, not stopping at its midnight:
    "files in ~/Documents modified between 2024-01-01 and 2024-01-31" gave ``find ~/Documents -type f -newermt
    2024-01-01 ! -newermt 2024-01-31`` (January 31 left out) → ``… ! -newermt 2024-02-01``; the lower bound added
    where the find has the upper one alone. A span ending on the first of a month is left as it is: that is how a
    month said in words is read ("during March 2024": up to 2024-04-01)."""
    m = _found(_DAYS_SPANNED, rec.text)
    if m is None or not command.startswith(("find ", "sudo find ")):
        return command
    first, last = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    if last.endswith("-01") or last <= first:
        return command
    try:
        following = (datetime.date.fromisoformat(last) + datetime.timedelta(days=1)).isoformat()
    except ValueError:
        return command
    upper = re.search(rf"(?:!|-not)\s+-newermt\s+(['\"]?){last}\1(?=\s|$)", command)
    if upper is None:
        return command
    command = command[:upper.start()] + f"! -newermt {following}" + command[upper.end():]
    if not re.search(rf"(?<![!t]\s)-newermt\s+['\"]?{first}\b", command):
        command = command.replace(f"! -newermt {following}", f"-newermt {first} ! -newermt {following}", 1)
    return command


_ACCESS_ASKED = re.compile(r"\b(?:opened|accessed|viewed|looked\s+at)\b", re.I)   # "touched" is touch's: mtime
_CHANGE_ASKED = re.compile(r"\b(?:modif\w*|chang\w*|edit\w*|writ\w*|wrote|updat\w*|sav\w*|creat\w*)\b", re.I)


# "whose inode status changed", "ctime", "metadata changed": the status change time, not the contents
_STATUS_CHANGED = re.compile(r"\b(?:inode\s+)?status\s+(?:has\s+|was\s+|had\s+)?(?:been\s+)?chang\w*|\bctime\b|\bmetadata\s+(?:has\s+|was\s+)?chang\w*", re.I)
# "read after stamp.txt was written": read, then the file compared with
_READ_AFTER = re.compile(r"\b(?:read|opened|accessed|viewed)\s+(?:after|since|more\s+recently\s+than)\b", re.I)


def access_times(command: str, rec: Recognized) -> str:
    """``command`` testing when files were last read where the request asks that: "find files in ~/Pictures that
    haven't been opened in a year" gave ``find ~/Pictures -type f -mtime +365`` (last changed) → ``-atime +365``; a date
    bound likewise (``-newermt`` → ``-newerat``, "last accessed before 2023-03-01"), and a file compared with ("read after
    stamp.txt was written": ``-anewer``); "whose inode status changed" tests the change time (``-ctime``, ``-cnewer``)."""
    if "find" not in command:
        return command
    if _found(_STATUS_CHANGED, rec.text):
        return re.sub(r"(\s)-newer(\s)", r"\1-cnewer\2", re.sub(r"(\s)-m(time|min)(\s)", r"\1-c\2\3", command))
    if _found(_READ_AFTER, rec.text):
        command = re.sub(r"(\s)-newer(\s)", r"\1-anewer\2", command)
    if not _found(_ACCESS_ASKED, rec.text) or _found(_CHANGE_ASKED, rec.text):
        return command
    return re.sub(r"(\s)-newer(\s)", r"\1-anewer\2", re.sub(r"(\s)-newermt(\s)", r"\1-newerat\2", re.sub(r"(\s)-m(time|min)(\s)", r"\1-a\2\3", command)))


_TODAY = re.compile(r"\btoday\b", re.I)
_YESTERDAY = re.compile(r"\byesterday\b", re.I)


def today_from_midnight(command: str, rec: Recognized) -> str:
    """``command`` counting "today" from midnight: "which files in ~/src changed today?" gave ``find ~/src -type f
    -mtime 0`` (the last 24 hours) → ``find ~/src -type f -daystart -mtime 0``; "yesterday" is ``-daystart -mtime 1``."""
    if not re.match(r"(?:sudo\s+)?find\s", command):
        return command
    if _found(_TODAY, rec.text):   # modified today: day 0 from midnight (-mtime +0 is before the last 24 hours)
        command = re.sub(r"(\s-[mac]time\s+)\+0(?=\s|$)", r"\g<1>0", command, count=1)
        return command if "-daystart" in command else re.sub(r"(\s)(-[mac]time\s+-?0)(?=\s|$)", r"\1-daystart \2", command, count=1)
    if _found(_YESTERDAY, rec.text) and "-daystart" not in command:   # yesterday: the day before today's midnight
        return re.sub(r"(\s)(-[mac]time\s+1)(?=\s|$)", r"\1-daystart \2", command, count=1)
    return command


# "set the timestamp of photo.jpg to yesterday": the time touch sets, when the request names one.
_TOUCH_TIME = re.compile(r"\b(?:timestamp|time|date|mtime|modification\s+time|access\s+time)s?\b(?:(?![.;]\s)[^;])*?\b(?:to|of|from)\s+"
                         r"(yesterday|today|tomorrow|\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|(?:last|next)\s+\w+|\d+\s+\w+\s+ago)\b", re.I)


def touch_time_said(command: str, rec: Recognized) -> str:
    """``command`` with the time the request gives on a ``touch`` that sets none ("set the timestamp of photo.jpg
    to yesterday" gave ``touch photo.jpg``, now → ``touch -d yesterday photo.jpg``)."""
    m = _found(_TOUCH_TIME, rec.text)
    if m is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "touch" and not has_flag(words[util + 1:end], "dtr", r"--date\S*|--reference\S*"):
            when = m.group(1)
            words.insert(util + 1, "-d " + (f"'{when}'" if " " in when else when))
            return " ".join(words)
    return command


_AGE_WORDS = re.compile(r"\b(?:modified|changed|edited|updated|touched|written|created|accessed|opened|used|old|older|newer|recent\w*"
                        r"|last|past|within|ago)\b", re.I)
_ACCESSED = re.compile(r"\b(?:accessed|opened|used|read)\b", re.I)
_AGE_UNITS = ("m", "h", "d", "w", "M", "y")   # minutes and hours as find's minute test, the rest in days
_AGE_TESTED = re.compile(r"-[acm](?:time|min)|-newer\w*|-daystart")   # a find word that already tests an age


# "modified today", "changed yesterday": a day said as the age of the files (not "today's date")
_DAY_AGE = re.compile(r"\b(?:modified|changed|edited|updated|touched|created|written|saved|added|downloaded|made|accessed|opened"
                      r"|(?<=\bi\s)(?:modify|change|edit|update|touch|create|write|save|add|download|make|open))"
                      r"\s+(?:(?:on|since|earlier|during)\s+)?(today|yesterday|since\s+midnight)\b(?!'|\s+(?:at|between|after|before|from\s+\d)\b)"
                      r"|(?<=[a-z]s\s)(?:from|of)\s+(today|yesterday)\b(?!'|\s+(?:at|between|after|before|from\s+\d)\b)", re.I)


def _day_age_test(rec: Recognized) -> str | None:
    """The find test for a day said as the files' age ("modified today" ``-daystart -mtime 0``, "yesterday" ``-daystart
    -mtime 1``; ``-atime`` for access), or None when the request says none."""
    m = _found(_DAY_AGE, rec.text)
    if m is None or any(e.type in ("Timespan", "Date", "Time") for e in rec.entities):
        return None
    flag = "-atime" if re.match(r"accessed|opened", m.group(0), re.I) else "-mtime"
    return f"-daystart {flag} {1 if (m.group(1) or m.group(2)).lower() == 'yesterday' else 0}"


def find_age_added(command: str, rec: Recognized) -> str:
    """``command`` with the age test a find left out though the request names the age: "files in my home over
    10M that changed in the last 7 days" gave ``find ~ -type f -size -7`` (the age written as a size) → ``find ~
    -type f -mtime -7`` (the size is then added by ``find_size_added``); hours and minutes as ``-mmin``, weeks,
    months and years in days; ``-atime`` for access; "modified today" ``-daystart -mtime 0``. Only a lone find with
    one age said."""
    ages = [e for e in rec.entities if e.type == "Timespan"]
    words = command.split(" ")
    day = _day_age_test(rec)
    listed = re.fullmatch(r"ls\s+-[a-zA-Z]*t[a-zA-Z]*\s+([^\s|;&<>-]\S*)", command)
    if day and listed and re.search(r"\bfiles\b", rec.text, re.I):   # "which files in ~/notes did i change today": ls -lt lists them all
        return f"find {listed.group(1)} -type f {day}"
    if day and words[0] == "find":   # find -newer midnight: a day taken for a file to compare with
        at = next((k for k in range(len(words) - 1) if words[k] == "-newer" and words[k + 1] in ("midnight", "today", "yesterday")), None)
        if at is not None:
            return " ".join(words[:at] + day.split(" ") + words[at + 2:])
    if day and words[0] == "find" and not any(w in SEGMENT_ENDS for w in words[:_find_action_at(words)]) \
            and not any(w in SEGMENT_ENDS - {"-exec", "-execdir"} for w in words) and not any(_AGE_TESTED.fullmatch(w) for w in words):
        at = _find_action_at(words)   # (a find whose -exec runs on what it found: the test goes before it)
        return " ".join(words[:at] + day.split(" ") + words[at:])
    if len(ages) != 1 or words[0] != "find" or any(w in SEGMENT_ENDS - {"-exec", "-execdir"} for w in words) \
            or any(w in SEGMENT_ENDS for w in words[:_find_action_at(words)]) or not _found(_AGE_WORDS, rec.text) \
            or not re.fullmatch(r"\d+", ages[0].value) or ages[0].unit not in _AGE_UNITS:
        return command
    if any(_AGE_TESTED.fullmatch(w) for w in words):
        return command
    value = int(ages[0].value)
    # -size -7 for "changed in the last 7 days": the age in the size's place
    words = [w for k, w in enumerate(words) if not (w == "-size" and k + 1 < len(words) and re.fullmatch(rf"[+-]?{value}", words[k + 1]))
             and not (k and words[k - 1] == "-size" and re.fullmatch(rf"[+-]?{value}", w))]
    recent, older = bool(_found(_RECENT, rec.text)), bool(_found(_OLDER, rec.text))
    if recent == older:
        older = bool(re.search(r"\b(?:older|old|ago|not|haven'?t|untouched)\b", rec.text[:ages[0].start], re.I))
    sign = "+" if older and not recent else "-"
    flag = "-atime" if _found(_ACCESSED, rec.text) else "-mtime"
    if ages[0].unit in ("m", "h"):
        flag = MINUTE_TWIN[flag]
    test = f"{flag} {sign}{timespan_value(ages[0], flag)}"   # (the number in the flag's unit, as slot filling writes it)
    at = _find_action_at(words)
    return " ".join(words[:at] + test.split(" ") + words[at:])


_NEWER_THAN = re.compile(r"\b(?:since|newer\s+than|after|more\s+recently\s+than)\s+(?:the\s+)?(?:file\s+)?(?P<ref>[~./\w][\w./~-]*\.\w+)", re.I)


def moved_newer_than(command: str, rec: Recognized) -> str:
    """``command`` copying or moving the files changed since a file where the model gave that file as one more
    operand: "copy every file in /etc/myapp changed since deploy.stamp to /tmp/changed" gave ``cp -p /etc/myapp/*
    deploy.stamp /tmp/changed`` → ``find /etc/myapp -type f -newer deploy.stamp -exec cp -t /tmp/changed {} +``."""
    m = _found(_NEWER_THAN, rec.text)
    if m is None:
        return command
    ref = re.escape(m.group("ref"))
    c = re.fullmatch(rf"((?:sudo\s+)?)(cp|mv)(?:\s+-[A-Za-z]+)*\s+(?P<src>[~./\w][^\s*]*?)(?:/\*)?\s+{ref}\s+(?P<dest>[~./\w]\S*)", command)
    if c is None:
        return command
    return f"{c.group(1)}find {c.group('src')} -type f -newer {m.group('ref')} -exec {c.group(2)} -t {c.group('dest')} {{}} +"


_MOVED_BY_TESTS = re.compile(r"((?:sudo\s+)?)(mv|cp)((?:\s+-[A-Za-z]+)*)\s+(?:(?P<src>[~./\w][^\s|;&<>*]*?)(?P<glob>/\*(?P<ext>\.\w+)?|/)?"
                             r"|(?P<here>\*(?P<hext>\.\w+)))\s+(?P<dest>[~./\w][^\s|;&<>]*)")


def moved_by_tests(command: str, rec: Recognized) -> str:
    """``command`` moving or copying only the files a size or an age picks where the model moved a whole folder:
    "move videos over 200M from ~/Videos to /mnt/external/videos" gave ``mv ~/Videos/ /mnt/external/videos/`` → ``find
    ~/Videos -type f -size +200M -exec mv -t /mnt/external/videos/ {} +``; "copy the .csv files older than 30 days from
    data to /archive" and ``cp data/*.csv /archive`` → ``find data -type f -name "*.csv" -mtime +30 -exec cp -t /archive
    {} +``; "copy all pdfs modified today to ~/today" ``-daystart -mtime 0``. The tests are the ones ``find_age_added``
    and ``find_size_added`` write; nothing changes when neither adds one."""
    m = _MOVED_BY_TESTS.fullmatch(command)
    if m is None or not (_day_age_test(rec) or any(e.type in ("Size", "Timespan") and e.text not in command and e.value not in command
                                                    for e in rec.entities)):
        return command
    if m.group("src") and re.search(r"\.\w{1,5}$", m.group("src")) and not m.group("glob"):
        return command   # one file moved
    patterns = [e.value for e in rec.entities if e.type == "Pattern" and re.fullmatch(r"\*\.\w+", e.value)]
    ext = m.group("ext") or m.group("hext")
    name = f"*{ext}" if ext else patterns[0] if len(patterns) == 1 else None
    # cp *.pdf ~/today: the files of this folder only
    base = (f"find {m.group('src')}" if m.group("src") else "find . -maxdepth 1") + " -type f" + (f' -name "{name}"' if name else "")
    found = find_size_added(find_age_added(base, rec), rec)
    if found == base:
        return command
    return f"{m.group(1)}{found} -exec {m.group(2)}{m.group(3)} -t {m.group('dest')} {{}} +"
