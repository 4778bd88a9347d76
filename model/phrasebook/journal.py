"""The systemd journal read with journalctl, its options composed from what a request says: the units (``-u``, several,
``--user``), the kernel only (``-k``), a boot (``-b``, ``-b -1`` for the last or previous one, ``-b -2``), a priority (``-p
err`` and worse, ``-p warning..warning`` for one level only), a time span (``--since``/``--until``: today, yesterday, a
clock time, a date, "the past 10 minutes", "between 2am and 4am"), the last N entries, following, newest first, an
output format (JSON, the message text only, ISO, microsecond or monotonic timestamps), UTC, no pager, explanations, a
word searched (``| grep``), and the result saved to a file. The journal's own upkeep (boots listed, files verified or
rotated, space used or freed) is a row of its own.
"""

from __future__ import annotations

import re

from serval.model.entities import count_value
from serval.model.phrasebook.shared import _shell_word

_NOT_UNITS = frozenset("""the a an my all kernel system systemd boot boots journal today yesterday error errors warning warnings
last previous current this whole entire recent full user every any of those these crash log logs message messages entries entry
lines line and or with since from in on at for to only just new most some its their what which when where why how show print
list follow tail read see get display view give dump save both each other same one two three ten few service services unit
units failed startup shutdown reboot console audit debug info notice err crit alert emerg priority level timestamps json old older
newer recent latest important useful raw verbose worse higher above below better lower severe serious critical application app web server remote local security boot's whole system's""".split())
# Daemons a request may name without calling them a service ("the cron logs", "sshd journal"), besides a name with
# ".service" or "@" or one said next to "service", "unit" or "daemon".
_KNOWN_UNITS = re.compile(r"(?:nginx|apache2|httpd|cron|crond|ssh|sshd|docker|containerd|mysql|mariadb|postgresql(?:@[\w.-]+)?|redis(?:-server)?|haproxy|"
                          r"snapd|networkmanager|networking|php[\d.]*-fpm|fail2ban|ufw|cups|bluetooth|gdm3?|lightdm|sddm|postfix|dovecot|bind9|"
                          r"kubelet|rsyslog|avahi-daemon|chronyd?|ntpd?|systemd-[\w-]+|jenkins|gitlab-runner|elasticsearch|kibana|grafana-server|"
                          r"prometheus|node_exporter|mongod|memcached|rabbitmq-server|tomcat\d*|caddy|traefik|smbd|nmbd|nfs-server|wpa_supplicant|"
                          r"pipewire|pulseaudio|wireplumber|thermald|udisks2|polkit|dbus|unattended-upgrades|certbot|squid|openvpn(?:@[\w.-]+)?|"
                          r"tailscaled|vsftpd|exim4|clamav-daemon|gunicorn|uwsgi|supervisor|zabbix-agent2?|telegraf|influxdb|minio|keepalived)", re.I)
_PRIORITIES = (("emerg", r"emerg(?:ency|encies)?"), ("alert", r"alerts?"), ("crit", r"crit(?:ical)?"), ("err", r"err(?:ors?)?|failures?"),
               ("warning", r"warn(?:ings?)?"), ("notice", r"notices?"), ("info", r"info(?:rmational)?"), ("debug", r"debug"))
_FILE = re.compile(r"[\w~/.-]+\.(?:log|txt|gz)\b|/var/log\b|\bdmesg\b|\bdocker\b(?!\s+(?:service|unit|daemon)\b|\.service|\s+logs\s+from\s+journald)"
                   r"|\b(?:containers?|kubectl|pods?|compose|nginx\s+error\s+log|access\s+log)\b", re.I)
_SAID = re.compile(r"(?<![/~\w.-])journal(?:ctl)?\b(?![./])|\bkernel\s+(?:messages|logs?|log\s+messages)\b|\b(?:logs?|log\s+(?:entries|messages|lines))\s+(?:of|for|from)\s+(?:the\s+|my\s+)?(?:user\s+)?[\w@.-]+\s+(?:service|unit|daemon)\b"
                   r"|\blogs?\s+(?:of|for)\s+both\s+[\w@.-]+\s+and\b|\bkernel\s+(?:has\s+)?logged\b|\b(?:uid|user\s+id)\s+\d+\b.*\bjournal|\bjournal\b.*\b(?:uid|user\s+id)\s+\d+\b"
                   r"|\b(?:errors|warnings)\s+only\b.*\b(?:last|previous|this|current)\s+boot\b"
                   r"|\b(?:won'?t|doesn'?t|does\s+not|can'?t|cannot|failed\s+to|fails\s+to)\s+start\b.*\blogs?\b"
                   r"|\b[\w@.-]+\s+(?:service|unit|daemon)(?:'s)?\s+(?:logs?|log\s+(?:entries|messages|lines)|errors|warnings|messages|entries)\b"
                   r"|\b(?:logs?|errors|warnings|messages)\s+(?:of|for|from)\s+(?:the\s+)?(?:previous|last|current)\s+boot\b"
                   r"|\b(?:errors|warnings|logs?|messages|entries)\s+(?:of|for|from)\s+(?:the\s+)?[\w@.-]+\s+(?:unit|service)\b"
                   r"|\b(?!(?:nginx|apache2?|httpd|docker|container|app|application|access|error|web|mail|auth|system|kernel)\b)[\w@.-]+\s+logs\s+(?:since|between|from\s+(?:the\s+)?(?:last|previous|this)|for\s+today|today|in\s+the\s+(?:last|past))\b"
                   r"|\bwhat\s+did\s+[\w@.-]+\s+log\b|\bjournald\b|\b(?:errors?|warnings?)\s+(?:or|and)\s+(?:worse|higher|above)\b|\b[\w@.-]+\s+(?:service|unit)\s+(?:has\s+)?logged\b"
                   r"|\b(?:errors|warnings)\s+(?:since|from|during)\s+(?:the\s+)?(?:last|previous|this|current)\s+boot\b|\bfollow\s+(?:the\s+)?logs?\s+of\s+[\w@.-]+\s*$"
                   # "Show only messages of priority err or worse from the current boot"
                   r"|\bmessages\s+(?:of|with|at)\s+priority\s+(?:emerg|alert|crit|err|warning|notice|info|debug)\b[^.?]*\b(?:boot|today|yesterday|since)\b", re.I)
_CLOCK = r"(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>am|pm)?"


_UNIT_LOGS = re.compile(r"(?<![\w@./-])(?!nginx|apache2|httpd)" + _KNOWN_UNITS.pattern + r"(?:'s)?(?:\s+and\s+" + _KNOWN_UNITS.pattern + r")?\s+(?:logs?|journal)\b(?!\s+files?\b)", re.I)


# sshd's lines of a login, failed or accepted, by what a request calls them, and the words sshd writes in them
_SSH_LINES = re.compile(r"\b(?P<failed>failed\s+(?:sshd?\s+)?(?:password|log\s*in)s?(?:\s+attempts)?|(?:sshd?\s+)?password\s+failures)\b"
                        r"|\b(?P<accepted>(?:successful|accepted)\s+(?:sshd?\s+)?log\s*ins?|the\s+accepted\s+lines)\b", re.I)
_SSH_WORDS = {"failed": "Failed password", "accepted": "Accepted"}


def _clock(m: re.Match, prefix: str = "") -> str | None:
    """A clock time said ("9am", "8:30", "14:00", "2 pm") as journalctl reads it (``09:00``, ``08:30``, ``14:00``)."""
    h, mins, ap = m.group(prefix + "h"), m.group(prefix + "m"), m.group(prefix + "ap")
    if mins is None and ap is None:
        return None
    hour = int(h) % 12 + (12 if ap and ap.lower() == "pm" else 0) if ap else int(h)
    return f"{hour:02d}:{mins or '00'}" if hour < 24 else None


def _span(text: str) -> list[str]:
    """journalctl's ``--since``/``--until`` for the time a request names, or []."""
    date = r"(?P<d>\d{4}-\d{2}-\d{2})"
    if m := re.search(rf"\b(?:between|from)\s+(?P<t>\d{{1,2}}:\d{{2}})\s+(?:and|to|until)\s+(?P<t2>\d{{1,2}}:\d{{2}})\s+on\s+{date}", text, re.I):
        return [f"--since '{m.group('d')} {m.group('t')}'", f"--until '{m.group('d')} {m.group('t2')}'"]
    if m := re.search(rf"\b(?:between|from)\s+{date}\s+(?P<t>\d{{1,2}}:\d{{2}})\s+(?:and|to|until)\s+(?P<t2>\d{{1,2}}:\d{{2}})\b(?!-)", text, re.I):
        return [f"--since '{m.group('d')} {m.group('t')}'", f"--until '{m.group('d')} {m.group('t2')}'"]
    if m := re.search(r"\byesterday\s+(?:between|from)\s+(?P<t>\d{1,2}:\d{2})\s+(?:and|to|until)\s+(?P<t2>\d{1,2}:\d{2})", text, re.I):
        day = '$(date -d yesterday +%F)'   # (journalctl reads "yesterday" alone, not "yesterday 08:00")
        return [f'--since "{day} {m.group("t")}"', f'--until "{day} {m.group("t2")}"']
    if m := re.search(rf"\bon\s+{date}\s+(?:from|between)\s+{_CLOCK}\s+(?:to|and|until|till|-)\s+{_CLOCK.replace('(?P<', '(?P<e')}", text, re.I):
        a, b = _clock(m), _clock(m, "e")
        if a and b:
            return [f"--since '{m.group('d')} {a}'", f"--until '{m.group('d')} {b}'"]
    if m := re.search(rf"\b(?:between|from)\s+{_CLOCK}\s+(?:and|to|until|till|-)\s+{_CLOCK.replace('(?P<', '(?P<e')}", text, re.I):
        a, b = _clock(m), _clock(m, "e")
        if m.group("ap") is None and m.group("eap"):
            a = _clock(re.match(_CLOCK, m.group("h") + (":" + m.group("m") if m.group("m") else "") + m.group("eap")))
        if a and b:
            return [f"--since {a}", f"--until {b}"]
    if m := re.search(rf"\bbetween\s+{date}(?:\s+(?P<t>\d{{1,2}}:\d{{2}}))?\s+and\s+(?P<d2>\d{{4}}-\d{{2}}-\d{{2}})(?:\s+(?P<t2>\d{{1,2}}:\d{{2}}))?", text, re.I):
        a = f"'{m.group('d')} {m.group('t')}'" if m.group("t") else m.group("d")
        b = f"'{m.group('d2')} {m.group('t2')}'" if m.group("t2") else m.group("d2")
        return [f"--since {a}", f"--until {b}"]
    if m := re.search(r"\b(?:in\s+the\s+)?(?:last|past)\s+(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)?\s*(?P<u>minutes?|mins?|hours?|days?|weeks?)\b", text, re.I):
        n = "1" if not m.group("n") or m.group("n").lower() in ("a", "an", "one") else m.group("n")
        n = "30" if n.lower() == "thirty" else count_value(n)   # (entities' count words stop at twenty)
        unit = {"m": "min", "h": "hour", "d": "day", "w": "week"}[m.group("u")[0].lower()]
        if unit == "min":
            return [f"--since '{n} minute{'' if n == '1' else 's'} ago'"]
        return [f"--since '{n} {unit}{'' if n == '1' else 's'} ago'"]
    if m := re.search(r"\bsince\s+(?P<n>\d+)\s+(?P<u>minutes?|hours?|days?)\s+ago\b", text, re.I):
        return [f"--since '{m.group('n')} {m.group('u').lower()} ago'"]
    if m := re.search(rf"\bsince\s+{date}(?:\s+(?P<t>\d{{1,2}}:\d{{2}}))?", text, re.I):
        return [f"--since '{m.group('d')} {m.group('t')}'" if m.group("t") else f"--since {m.group('d')}"]
    if m := re.search(rf"\bsince\s+{_CLOCK}(?!\s*(?:days?|hours?|min|weeks?))", text, re.I):
        if clock := _clock(m):
            return [f"--since {clock}"]
    if re.search(r"\b(?:since|from)\s+yesterday\b|\byesterday\b", text, re.I):
        if re.search(r"\bsince\s+yesterday\b", text, re.I):
            return ["--since yesterday"]
        return ["--since yesterday", "--until today"]
    if re.search(r"\btoday\b|\bsince\s+midnight\b|\bthis\s+morning\b", text, re.I):
        return ["--since today"]
    if m := re.search(rf"\b(?:on|from|for)\s+{date}\b", text, re.I):
        return [f"--since {m.group('d')}", f"--until '{m.group('d')} 23:59:59'"]
    return []


def _units(text: str) -> list[str] | None:
    """The units a request names ("the nginx unit", "nginx and php8.2-fpm logs", "logs of redis-server"), [] for none,
    None where a word it reads as one is no unit name."""
    for pattern in (r"(?P<a>[\w@.-]+)\s+and\s+(?P<b>[\w@.-]+)\s+(?:logs?|journals?|services|units|entries)\b",
                    r"\b(?:logs?|journals?)\s+(?:of|for)\s+(?:both\s+)?(?P<a>[\w@.-]+)\s+and\s+(?P<b>[\w@.-]+)\b"):
        if (m := re.search(pattern, text, re.I)) and all(_KNOWN_UNITS.fullmatch(u) or u.endswith(".service") for u in m.group("a", "b")):
            return [m.group("a"), m.group("b")]
    for pattern in (r"\b(?:the\s+)?(?P<u>[\w@.-]+?)(?:\.service)?\s+(?:service|unit|daemon)\b",
                    r"^\s*(?:the\s+)?(?P<u>[\w@.-]+)\s+(?:won'?t|doesn'?t|does\s+not|can'?t|cannot|failed\s+to|fails\s+to)\s+start\b",
                    r"(?<![\w.])(?:service|unit)\s+(?P<u>[\w@.-]+)\b",
                    r"\b(?:follow|tail|show|watch)\s+(?P<u>[\w@.-]+)\s+in\s+the\s+journal\b",
                    r"\b(?:logs?|journal|entries|messages|errors|warnings|lines|output)\s+(?:of|for|from)\s+(?:the\s+)?(?P<u>[\w@.-]+)\b",
                    r"\b(?P<u>[\w@.-]+?)(?:'s)?\s+(?:journal|logs?)\b(?!\s+(?:file|files)\b)",
                    r"\b(?P<u>[\w@.-]+)\s+(?:messages|entries|lines|errors|warnings)\s+(?:from|in)\s+the\s+journal\b",
                    r"\b(?:what\s+(?:did|has)|what's)\s+(?P<u>[\w@.-]+)\s+(?:log|logged|said|say)\b(?<=[a-z])",
                    r"\b(?:errors|warnings)\s+of\s+(?:the\s+)?(?P<u>[\w@.-]+)\b"):
        for m in re.finditer(pattern, text, re.I):
            unit = m.group("u").rstrip(".")
            named = re.search(r"\s(?:service|unit|daemon)\b|\sin\s+the\s+journal\b", m.group(0)) or re.match(r"(?:service|unit)\s", m.group(0)) \
                or re.fullmatch(r"[\w@.-]+?(?:'s)?\s+(?:journal|logs?)", m.group(0), re.I) and not re.fullmatch(r"[\w@.-]+\s+log", m.group(0), re.I)
            if unit.lower() in _NOT_UNITS or re.fullmatch(r"\d.*|.*-level", unit, re.I) or not (
                    named or _KNOWN_UNITS.fullmatch(unit) or unit.endswith(".service") or "@" in unit):
                continue
            return [unit]
    if known := re.search(r"(?<![\w@./-])" + _KNOWN_UNITS.pattern + r"(?![\w@./-])(?!\s+(?:user|users|key|keys|config|port|client|server|connection|session)s?\b)", text, re.I):
        return [known.group(0)]   # "failed ssh password attempts since midnight, from the journal"
    return []


def _priority(text: str) -> str | None:
    """``-p err`` for errors, ``-p warning`` for "warning or worse", ``-p crit..crit`` for one level only."""
    text = re.sub(r"\(\s*not\s+\w+\s*\)|,?\s+not\s+(?:errors|warnings)\b", " (not)", text, flags=re.I)
    for level, words in _PRIORITIES:
        if m := re.search(rf"\b(?:{words})\b(?P<only>(?:\s+only|\s+alone)?\s*,?\s*\(?(?:not\b|nothing\s+(?:above|else|higher)))?", text, re.I):
            if level == "err" and re.search(r"\bfail(?:ed|ures?)\b", m.group(0), re.I) and not re.search(r"\berrors?\b", text, re.I):
                return None if level == "err" else level
            only = m.group("only") or re.search(rf"\bonly\s+(?:the\s+)?(?:{words})\b(?:\s+level)?(?:\s+messages)?\s*,?\s*(?:\(?not|nothing\s+(?:above|else))", text, re.I)
            return f"{level}..{level}" if only else level
    return None


def journal_read(m: re.Match) -> str | None:
    """"errors of the nginx unit since 9am" → ``journalctl -u nginx -p err --since 09:00``; "kernel messages from two
    boots ago" → ``journalctl -k -b -2``; "last 5 nginx journal entries as json" → ``journalctl -u nginx -n 5 -o
    json``; "follow nginx and php8.2-fpm logs together" → ``journalctl -u nginx -u php8.2-fpm -f``; "dump today's
    journal into journal_today.txt" → ``journalctl --since today --no-pager > journal_today.txt``."""
    text = m.string
    if _FILE.search(re.sub(r"\b[\w-]+\.txt\b", "", text)) or re.search(r"\b(?:vacuum|rotate|verify|disk\s+usage|how\s+(?:big|much\s+space)|space|size|"
                                                                         r"list\s+(?:the\s+)?boots|boots\s+(?:the\s+)?journal|clear|delete|remove|shrink|"
                                                                         r"status|count|how\s+many|per\s+unit|which\s+units|older\s+than|throw\s+away|"
                                                                         r"mentioning|about\s+usb)\b", text, re.I):
        return None
    if re.match(r"\s*(?:please\s+)?(?:sudo\s+)?(?:re)?(?:start|stop|enable|disable|reload)\b", text, re.I):
        return None
    parts: list[str] = []
    kernel = re.search(r"\bkernel\b", text, re.I)
    if kernel:
        parts.append("-k")
    units = _units(text)
    if units is None or re.search(r"\bonly\s+(?:the\s+)?[A-Z]{3,}\s+lines\b", text) or (not units and re.search(r"\bits\s+(?:service\s+)?(?:logs?|journal)\b", text)):
        return None
    if kernel and not re.search(r"\bjournal(?:ctl)?\b|\bboots?\b|\bsince\b|\b(?:last|past)\s+(?:\d+\s+)?(?:minutes?|hours?|days?)\b|\btoday\b|\byesterday\b|"
                                r"\bnewest\s+first\b|\breverse\b|\biso\b|\bmonotonic\b|\bjson\b|\butc\b", text, re.I):
        return None   # the kernel's messages of this boot: dmesg's, another row's or the model's
    if uid := re.search(r"\b(?:uid|user\s+id)\s+(?P<n>\d+)\b", text, re.I):
        parts.append(f"_UID={uid.group('n')}")
    if ident := re.search(r"\b(?:syslog\s+)?identifier\s+(?P<t>[\w@.-]+)|\btagged\s+(?P<t2>[\w@.-]+)", text, re.I):
        parts.append(f"-t {ident.group('t') or ident.group('t2')}")
        units = []
    if units and not kernel:
        user = re.search(r"\bmy\s+user\s+(?:service|unit)\b|\buser\s+(?:service|unit)\b|--user\b", text, re.I)
        parts += (["--user"] if user else []) + [f"-u {u}" for u in units]
    if m2 := re.search(r"\b(?P<n>two|three|four|five|\d+)\s+boots?\s+ago\b", text, re.I):
        n = int(count_value(m2.group("n")))
        parts.append(f"-b -{n}")
    elif re.search(r"\bsince\s+(?:the\s+)?(?:last\s+)?(?:boot|reboot|startup)\b", text, re.I):
        parts.append("-b")
    elif re.search(r"\b(?:previous|last|prior)\s+boot\b|\bbefore\s+the\s+(?:last\s+)?(?:crash|reboot)\b|\blast\s+boot's\b", text, re.I):
        parts.append("-b -1")
    elif re.search(r"\b(?:this|current)\s+boot\b|\bsince\s+(?:it\s+)?(?:booted|started)\b", text, re.I):
        parts.append("-b")
    if priority := _priority(text):
        parts.append(f"-p {priority}")
    parts += _span(text)
    if n := re.search(r"\b(?:last|latest|newest|final|recent)\s+(?P<n>\d+)\s+(?:[\w@.-]+\s+)?(?:(?:journal|log)\s+)?(?:lines|entries|messages|records|events)\b"
                      r"|\b(?P<n2>\d+)\s+(?:most\s+recent|latest|last)\b", text, re.I):
        parts.append(f"-n {n.group('n') or n.group('n2')}")
    if re.search(r"\bfollow\w*\b|\blive\b|\bas\s+(?:they|it)\s+happens?\b|\bkeep\s+following\b|\btail\s+-?f\b|\bwatch\b|\bin\s+real[\s-]*time\b|\btail\s+(?!-n\b|\d)", text, re.I):
        parts.append("-f")
    if re.search(r"\bnewest\s+first\b|\breverse\b|\blatest\s+first\b|\bmost\s+recent\s+first\b", text, re.I):
        parts.append("-r")
    formats = (("json-pretty", r"\bpretty\s+json\b|\bjson[\s-]pretty\b"), ("json", r"\bjson\b"), ("cat", r"\b(?:just|only)\s+the\s+message(?:\s+text)?\b|\bmessage\s+text\s+only\b|\bwithout\s+(?:the\s+)?(?:metadata|timestamps|prefix)|\bno\s+timestamps\b|\bjust\s+the\s+messages\b"),
               ("short-iso", r"\biso\b"), ("short-precise", r"\bmicroseconds?\b|\bprecise\b"), ("short-monotonic", r"\bmonotonic\b"), ("verbose", r"\bverbose\b|\ball\s+fields\b"))
    if fmt := next((f for f, p in formats if re.search(p, text, re.I)), None):
        parts.append(f"-o {fmt}")
    if re.search(r"\butc\b", text, re.I):
        parts.append("--utc")
    if re.search(r"\bexplanations?\b|\bexplained\b|\bwith\s+(?:extra\s+)?(?:help|hints|context)\b", text, re.I):
        parts[:0] = ["-xe"] if not units else []
        if units:
            parts = ["-xe"] + parts
    saved = re.search(r"(?:\b(?:in)?to|>|\bas|\bsave\w*\s+(?:it\s+)?(?:to|in|as))\s+(?P<out>[\w~./-]+\.(?:txt|log))\b", text, re.I)
    pager = re.search(r"\bwithout\s+(?:the\s+)?(?:pager|paging)\b|\bno[\s-](?:pager|paging)\b|\bnot\s+(?:in\s+)?(?:a\s+)?pager\b", text, re.I)
    if saved or pager:
        parts.append("--no-pager")
    word = re.search(r"\b(?P<verb>grep|search)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:[\w@.-]+\s+)?(?:journal|logs?)\s+(?:(?:since|from|of|in)\s+[\w:-]+\s+)?for\s+(?P<w>'[^']+'|\"[^\"]+\"|[\w./:-]+(?:\s+(?!since\b|from\b|in\b|today\b|yesterday\b|any\b|ignoring\b|case\b|on\b|of\s+the\b|during\b|for\b)[\w./:-]+)*)|\b(?:containing|mentioning|with\s+the\s+word|filter\w*\s+(?:them|it|that|those|the\s+(?:output|lines)\s+)?\s*(?:for|by|on))\s+(?P<w2>'[^']+'|\"[^\"]+\"|[\w./:-]+)", text, re.I)
    if word is None and kernel and (about := re.search(r"\b(?P<w>[\w-]+)\s+(?:messages|errors|lines|entries|events)\s+(?:from|in)\b", text, re.I)) \
            and about.group("w").lower() not in _NOT_UNITS | {"kernel", "usb"}:
        word = about   # "sda messages from the last boot's kernel log"
    if word is None and set(units) & {"ssh", "sshd"} and (said := _SSH_LINES.search(text)):
        word = said   # "failed ssh password attempts today according to the journal": sshd's own words
    if not parts and not word:
        return None
    command = "journalctl" + "".join(" " + p for p in parts)
    if word:
        said = _SSH_WORDS[word.lastgroup] if word.re is _SSH_LINES else (word.group("w") if "w" in word.groupdict() and word.group("w") else word.group("w2")).strip("'\"")
        any_case = re.search(r"\b(?:any|ignor\w*)\s+case\b|\bcase[\s-]*insensitive\w*\b", text, re.I)
        if "verb" in word.groupdict() and word.group("w") and word.group("verb").lower() == "search" and not any_case and not parts:
            command += f" -g {_shell_word(said)}"
        else:
            command += f" | grep {'--line-buffered ' if '-f' in parts else ''}{'-i ' if any_case else ''}{_shell_word(said)}"
    if saved:
        command += f" > {saved.group('out')}"
    return command   # (on another machine, "… on app02": the translator's remote task, steps.remote_run, runs this there)


ROWS = (
    # "errors of the nginx unit since 9am", "kernel messages from two boots ago", "last 100 lines of the previous boot's
    # journal", "follow nginx and php8.2-fpm logs together", "warnings only (not errors) from the last boot"
    (_SAID, journal_read),
    # "haproxy logs with microsecond timestamps", "follow nginx and php8.2-fpm logs together"
    (_UNIT_LOGS, journal_read),
)
