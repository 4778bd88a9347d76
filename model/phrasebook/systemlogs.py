"""Questions to the logs the system writes as files (Debian and Ubuntu): dpkg's log of packages installed, upgraded,
removed and purged (which, when, on a day, in the last N days, per day, of one package, in the rotated logs too), and
the mail server's log (mail sent, bounced, deferred and rejected, counted or listed; the commonest reasons and
rejected clients; one address's lines; SASL login failures). The answers read the files in /var/log.
"""

from __future__ import annotations

import re

from serval.model.entities import count_value

_DPKG = "/var/log/dpkg.log"
_MAIL = "/var/log/mail.log"
_ACTIONS = (("install", r"install(?:ed|s|ation|ations)?"), ("upgrade", r"upgrad(?:ed|es|e)|updated"),
            ("remove", r"remov(?:ed|als?|es)|uninstall(?:ed)?"), ("purge", r"purg(?:ed|es|e)"))
_PACKAGE = r"(?P<pkg>[a-z0-9][a-z0-9.+-]*[a-z0-9+])"
_NOT_PACKAGES = frozenset("""the a an any all every which what packages package software apps programs things stuff was were it
that this today yesterday recently last ever get got been be entries entry recorded records lines events history log logs according
too in from on per""".split())


def _counted(lines: str, count: re.Match | None) -> str:
    """``grep … FILE`` as a count of its lines (``grep -c``) where the request asks how many, else as it is."""
    return re.sub(r"^grep (?:-(\w+) )?", lambda m: f"grep -c{m.group(1) or ''} ", lines, count=1) if count else lines


def _action(text: str) -> str | None:
    """dpkg's word for what the request asks of packages (``install``, ``upgrade``, ``remove``, ``purge``)."""
    return next((action for action, words in _ACTIONS if re.search(rf"\b(?:{words})\b", text, re.I)), None)


def dpkg_asked(m: re.Match) -> str | None:
    """"names of the packages installed yesterday" → ``grep "^$(date -d yesterday +%F) .* install " /var/log/dpkg.log |
    awk '{print $4}'``; "when did nginx get upgraded" → ``grep ' upgrade nginx' /var/log/dpkg.log``; "how many
    packages were installed per day" → ``awk '$3=="install" {print $1}' /var/log/dpkg.log | sort | uniq -c``; "check
    the rotated dpkg logs too for when docker-ce was installed" → ``zgrep ' install docker-ce' /var/log/dpkg.log*``."""
    text = m.string
    action = _action(text)
    if action is None or re.search(r"\b(?:apt\s+history|history\.log|term\.log|how\s+to|should|can\s+i|please\s+(?:install|remove))\b|^\s*(?:sudo\s+)?(?:apt|apt-get|dpkg)\s", text, re.I):
        return None
    rotated = re.search(r"\brotated\b|\bold(?:er)?\s+(?:dpkg\s+)?logs\b|\b(?:all|every)\s+(?:the\s+)?dpkg\s+logs\b|\bever\b|\bcompressed\b|\.gz\b|dpkg\.log\*", text, re.I)
    grep = "zgrep -h" if rotated else "grep"
    source = f"{_DPKG}*" if rotated else _DPKG
    pkg = None
    if p := re.search(rf"\b(?:when\s+(?:was|did|were)\s+(?:the\s+)?){_PACKAGE}(?:\s+package)?\s+(?:get\s+|first\s+|last\s+)?(?:{'|'.join(w for _, w in _ACTIONS)})\b"
                      rf"|\b(?:{'|'.join(w for _, w in _ACTIONS)})\s+(?:of\s+)?(?:the\s+)?(?:package\s+)?{_PACKAGE.replace('pkg>', 'pkg2>')}(?=\s+(?:was|were|in|according|per|from|$)|\s*$)"
                      rf"|\b(?:for|of)\s+(?:each\s+|every\s+)?{_PACKAGE.replace('pkg>', 'pkg3>')}\s+(?:upgrade|install|removal)s?\b"
                      rf"|\bwhen\s+{_PACKAGE.replace('pkg>', 'pkg4>')}\s+(?:was|got|were)\s+(?:first\s+|last\s+)?(?:installed|upgraded|removed|purged|updated)\b", text, re.I):
        pkg = p.group("pkg") or p.group("pkg2") or p.group("pkg3") or p.group("pkg4")
        if pkg.lower() in _NOT_PACKAGES or pkg.lower().endswith(".log"):
            pkg = None
    if re.search(r"\bkernel\s+images?\b|\bkernels\b", text, re.I):
        pkg = "linux-image-"
    names_only = re.search(r"\bnames?\b|\bjust\s+the\s+packages\b|\bwhich\s+packages\b|\blist\s+(?:of\s+)?(?:the\s+)?packages\b", text, re.I) \
        and not re.search(r"\bfull\b|\blines\b|\bwith\s+(?:their\s+)?(?:dates?|times?|versions?)\b", text, re.I)
    day = None
    if d := re.search(r"\b(?:on\s+)?(?P<d>\d{4}-\d{2}-\d{2})\b", text):
        day = d.group("d")
    elif re.search(r"\byesterday\b", text, re.I):
        day = "$(date -d yesterday +%F)"
    elif re.search(r"\btoday\b", text, re.I):
        day = "$(date +%F)"
    if n := re.search(r"\b(?:last|past)\s+(?P<n>\d+|two|three|four|five|six|seven|ten|fourteen|thirty)\s+days\b|\b(?:last|past|this)\s+(?P<w>week|month)\b", text, re.I):
        days = count_value(n.group("n")) if n.group("n") else "7" if n.group("w").lower() == "week" else "30"
        days = "30" if days.lower() == "thirty" else days   # (entities' count words stop at twenty)
        return f"awk -v d=\"$(date -d '{days} days ago' +%F)\" '$1>=d && $3==\"{action}\" {{print $1, $4}}' {_DPKG}"
    if re.search(r"\bper\s+day\b|\beach\s+day\b|\bby\s+day\b|\bdaily\b", text, re.I):
        return f"awk '$3==\"{action}\" {{print $1}}' {_DPKG} | sort | uniq -c"
    if action == "upgrade" and re.search(r"\bold\s+and\s+new\b|\bversions?\b", text, re.I) and pkg:
        return f"awk '$3==\"upgrade\" && $4 ~ /^{pkg}:/ {{print $1, $2, $5, \"->\", $6}}' {_DPKG}"
    if day and not rotated and not day.startswith("$") and not pkg and (names_only or re.search(r"\b(?:what|which)\s+(?:packages\s+)?(?:got|were|was)\b", text, re.I)) \
            and not re.search(r"\bhow\s+many\b|\bcount\b", text, re.I):
        return f"awk '$1 == \"{day}\" && $3 == \"{action}\" {{print $4}}' {_DPKG}"
    if day and not rotated:
        if day.startswith("$"):
            command = f'grep "^{day} .* {action} " {_DPKG}'
        else:
            command = f"grep '^{day} .* {action} ' {_DPKG}"
    elif pkg:
        command = f"{grep} ' {action} {pkg}' {source}"
    else:
        command = f"{grep} ' {action} ' {source}"
    if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
        return command.replace("grep ", "grep -c ", 1) if grep == "grep" and "|" not in command else command + " | wc -l"
    if names_only and not pkg:
        command += " | awk '{print $4}'"
    if last := re.search(r"\b(?:last|latest|most\s+recent)\s+(?P<n>\d+)\b|\b(?P<n2>\d+)\s+(?:most\s+recent|latest|last)\b", text, re.I):
        command += f" | tail -n {last.group('n') or last.group('n2')}"
    return command


_STATUSES = (("sent", r"sent|delivered|deliveries|successful(?:ly\s+sent)?"), ("bounced", r"bounced?|bounces"), ("deferred", r"deferred|delayed|deferrals?"))


def mail_asked(m: re.Match) -> str | None:
    """"how many mails were rejected according to mail.log" → ``grep -c 'reject:' /var/log/mail.log``; "show me the
    bounced messages in the mail log" → ``grep 'status=bounced' /var/log/mail.log``; "most common reasons for
    deferred mail" → … ``| sort | uniq -c | sort -rn | head``; "which client ips got rejected most by postfix" → the
    clients of the NOQUEUE rejections, tallied."""
    text = m.string
    if re.search(r"/var/spool|\bqueue\s+(?:folder|directory)|\bfiles\b", text, re.I):
        return None
    count = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I)
    tally = re.search(r"\bmost\b|\btop\s*\d*\b|\bcommonest\b|\bper\s+(?:ip|client|sender|address)\b", text, re.I)
    if re.search(r"\bsasl\b", text, re.I) and re.search(r"\bfail\w*\b", text, re.I):
        lines = f"grep 'SASL LOGIN authentication failed' {_MAIL}"
        if tally and re.search(r"\bips?\b|\baddress\w*\b|\bclients?\b", text, re.I):
            return lines + " | sed -E 's/.*\\[([0-9.]+)\\]: SASL.*/\\1/' | sort | uniq -c | sort -rn | head"
        return _counted(lines, count)
    if re.search(r"\breject\w*\b", text, re.I):
        if tally and re.search(r"\bips?\b|\bclients?\b|\bhosts?\b", text, re.I):
            return (f"grep 'NOQUEUE: reject: RCPT from' {_MAIL} | sed -E 's/.*RCPT from [^[]*\\[([^]]+)\\].*/\\1/' | sort | uniq -c | sort -rn | head")
        if re.search(r"\b(?:spamhaus|blocklist|blacklist|rbl)\b", text, re.I):
            return f"grep -c 'blocked using' {_MAIL}" if count else f"grep 'blocked using' {_MAIL}"
        return f"grep -c 'reject:' {_MAIL}" if count else f"grep 'reject:' {_MAIL}"
    said = [s for s, words in _STATUSES + (("defer", r"defer|send"), ("bounce", r"bounce")) if re.search(rf"\b(?:{words})\b", text, re.I)]
    if len(set(s[:4] for s in said)) >= 2:
        return f"grep -o 'status=[a-z]*' {_MAIL} | sort | uniq -c"   # "sent vs deferred vs bounced"
    status = next((s for s, words in _STATUSES if re.search(rf"\b(?:{words})\b", text, re.I)), None)
    if status:
        lines = f"grep 'status={status}' {_MAIL}"
        if re.search(r"\brecipients?\b|\baddress(?:es)?\b|\bwho\b", text, re.I) and not re.search(r"@", text):
            return lines + " | grep -oP 'to=<\\K[^>]+' | sort | uniq -c | sort -rn"
        if re.search(r"\breasons?\b|\bwhy\b", text, re.I):
            return lines + f" | sed 's/.*status={status} //' | sort | uniq -c | sort -rn | head"
        return _counted(lines, count)
    if a := re.search(r"\b(?P<dir>from|to|for|on|about)\s+(?:the\s+)?(?:address\s+)?<?(?P<addr>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>?", text, re.I):
        addr = a.group("addr")
        if a.group("dir").lower() in ("from", "to") and re.search(r"\bmails?\b|\bmessages?\b", text, re.I):
            return f"grep '{a.group('dir').lower()}=<{addr}>' {_MAIL}"
        return f"grep -F '{addr}' {_MAIL}"
    return None


def _tallied(lines: str, part: str, text: str) -> str:
    """``lines`` with one part of each taken out and tallied, the commonest first (a top N where the request says one)."""
    top = re.search(r"\btop\s+(?P<n>\d+)\b|\b(?P<n2>\d+)\s+most\b", text, re.I)
    n = (top.group("n") or top.group("n2")) if top else None
    return f"{lines} | grep -o {part} | sort | uniq -c | sort -rn | head" + (f" -n {n}" if n and n != "10" else "")


def kernel_asked(m: re.Match) -> str | None:
    """Facts of the kernel's log file: "how many UFW BLOCK entries are in kern.log" → ``grep -c 'UFW BLOCK'
    /var/log/kern.log``; "top 10 source ips blocked by ufw" → ``grep 'UFW BLOCK' /var/log/ufw.log | grep -o 'SRC=[^
    ]*' | sort | uniq -c | sort -rn | head``; "show segfaults in kern.log"; "apparmor denials in kern.log"."""
    text = m.string
    if re.search(r"\.gz\b|\.\d+\b|['\"]|\bcontext\b|\bline\s+numbers?\b|\bcompressed\b|\brotated\b|\bsearch\s+for\s+\w+\b|\blines?\s+(?:before|after|around)\b|\bbefore\s+(?:and|each|every)\b", text, re.I):
        return None   # a search of its own words, or of older files: grep's and zgrep's rows
    kern = re.search(r"\bkern\.log\b|\bkernel\s+log\b", text, re.I)
    log = "/var/log/ufw.log" if re.search(r"\bufw\.log\b", text, re.I) or (re.search(r"\bufw\b", text, re.I) and not kern) else "/var/log/kern.log"
    if path := re.search(r"(?<![\w.-])(?:[~.]?/[\w./-]*/)?(?:kern|ufw)\.log(?![\w.])", text):
        if "/" in path.group(0):
            log = path.group(0)   # a path the request gives
    count = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I)
    most = re.search(r"\bmost\b|\btop\b|\bcommonest\b|\bper\b", text, re.I)
    if re.search(r"\bufw\b", text, re.I) and re.search(r"\bblock\w*\b", text, re.I):
        lines = f"grep 'UFW BLOCK' {log}"
        if most and re.search(r"\bsource\b|\bips?\b|\baddress\w*\b|\bsrc\b", text, re.I):
            return _tallied(lines, "'SRC=[^ ]*'", text)
        if most and re.search(r"\bports?\b|\bdpt\b", text, re.I):
            return _tallied(lines, "'DPT=[0-9]*'", text)
        return _counted(lines, count)
    if re.search(r"\bapparmor\b", text, re.I) and re.search(r"\bden\w*\b", text, re.I):
        lines = f"grep 'apparmor=\"DENIED\"' {log}"
        if most and re.search(r"\bprofiles?\b", text, re.I):
            return lines + " | grep -o 'profile=\"[^\"]*\"' | sort | uniq -c | sort -rn"
        return _counted(lines, count)
    if re.search(r"\bseg\s*fault\w*\b", text, re.I):
        who = re.search(r"\b(?:has|did|times|many)\s+(?:has\s+)?(?P<p>[a-z][\w.-]*)\s+seg\s*fault", text, re.I)
        if who and who.group("p").lower() not in ("it", "the", "anything", "something", "times", "has"):
            return f"grep -c '{who.group('p')}.*segfault' {log}" if count else f"grep '{who.group('p')}.*segfault' {log}"
        return f"grep -c segfault {log}" if count else f"grep segfault {log}"
    if re.search(r"\boom\b|\bout\s+of\s+memory\b|\boom-kill\w*\b", text, re.I):
        if most or re.search(r"\bwhich\s+process\w*\b|\bprocess\s+names\b", text, re.I):
            return f"grep -oP 'Killed process \\d+ \\(\\K[^)]+' {log} | sort | uniq -c | sort -rn"
        lines = f"grep -iE 'oom-killer|out of memory' {log}"
        return _counted(lines, count)
    return None


ROWS = (
    # "names of the packages installed yesterday", "show every package removal recorded in dpkg.log", "when did nginx
    # get upgraded", "how many packages were installed per day", "packages installed in the last 7 days"
    (re.compile(r"\bdpkg(?:\.log|\s+logs?)\b|\bpackages?\b.*\b(?:install\w*|upgrad\w*|remov\w*|purg\w*)\b.*\b(?:today|yesterday|\d{4}-\d{2}-\d{2}|(?:last|past)\s+\w+\s+days|last\s+week|per\s+day|each\s+day|daily|recently)\b"
                r"|\bwhen\s+(?:was|did|were)\s+(?:the\s+)?[a-z0-9][\w.+-]*(?:\s+package)?\s+(?:get\s+|first\s+|last\s+)?(?:installed|upgraded|removed|purged|updated)\b", re.I),
     dpkg_asked),
    # "how many mails were rejected according to mail.log", "deferred mails in mail.log", "sasl auth failures in mail.log"
    (re.compile(r"\bmail\.log\b|\bmail\s+log\b|\bpostfix\b.*\b(?:reject|bounce|defer|sent|deliver)\w*|\b(?:reject|bounce|defer)\w*\b.*\b(?:mails?|postfix)\b", re.I), mail_asked),
    # "how many UFW BLOCK entries are in kern.log", "top 10 source ips blocked by ufw", "show segfaults in kern.log"
    (re.compile(r"\bkern\.log\b|\bkernel\s+log\b|\bufw\.log\b|\bufw\b.*\bblock\w*\b.*\b(?:most|top|ips?|ports?|count|how\s+many|entries|lines)\b"
                r"|\b(?:top|most)\b.*\bblock\w*\s+by\s+ufw\b", re.I), kernel_asked),
)
