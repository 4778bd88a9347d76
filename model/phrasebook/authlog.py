"""Questions about logins and sudo in the authentication log (``/var/log/auth.log`` on Debian and Ubuntu), answered
with grep, awk, sort and uniq: failed and accepted ssh logins, invalid user names tried, commands run with sudo;
the lines, how many, or a tally by client address or user name with its top N or a threshold.

sshd writes ``Failed password for [invalid user] NAME from ADDRESS port N ssh2``: the address is the fourth field
from the end, the name the sixth; sudo writes ``sudo:  NAME : TTY=… ; PWD=… ; USER=root ; COMMAND=…``.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _any_case

_FILE = r"(?<![\w./~-])(?P<file>[\w./~-]*auth\.log(?:\.\d)?)(?![\w.])|\b(?P<named>auth(?:entication)?\s+logs?)\b"
# A question about logins that names no log: sshd's lines are in the authentication log
_LOGIN_WORDS = r"(?:brute[\s-]*forc\w*|invalid\s+user\w*|(?:fail\w*|accepted|successful)\s+(?:\w+\s+){0,2}(?:logins?|log-?ins?|passwords?|attempts?|authentication))"
_LOGINS = rf"^(?=.*\b(?:ssh|sshd)\b)(?=.*\b{_LOGIN_WORDS}\b)"
_ASKED = re.compile(rf"{_FILE}|{_LOGINS}|\bwhich\s+users\s+have\s+used\s+sudo\b|\bcommands\s+(?:have\s+been\s+)?run\s+(?:with|through|via)\s+sudo\b", re.I)

_NOT_A_QUERY = re.compile(r"[|`]|\$\(|\b(?:rotat\w*|gz|gzipped|compressed|zgrep|zcat|journal\w*|follow\w*|live|tail\s+-f|watch|block|ban|fail2ban|ufw|iptables|"
                          r"pattern|regex|word|words|field|column|\d+(?:st|nd|rd|th)|matching|contain\w*|config\w*|sshd_config|"
                          r"lastb|last\b|who\b|edit|delete|truncate|empty|permission\w*|owner|size|copy|move|archive|ipv4|unit|since|hours?|save|separately|verbose|"
                          r"timestamps?|newest|oldest|\w+\.txt|auth\.log\.\d|\d{1,3}(?:\.\d{1,3}){3}|lines?\s+(?:after|before|around)|say|says|said)\b", re.I)


def auth_log(m: re.Match) -> str | None:
    """"top 10 IPs with failed ssh passwords in auth.log" → ``grep 'Failed password' auth.log | awk '{print $(NF-3)}' |
    sort | uniq -c | sort -rn | head -n 10``; "list the invalid usernames tried against sshd with counts" → ``grep -oP
    'Invalid user \\K\\S+' /var/log/auth.log | sort | uniq -c | sort -rn``."""
    text = m.string
    if _NOT_A_QUERY.search(re.sub(r"\blast\s+\d+\b", "", text, flags=re.I)):   # ("the last 20": a number of lines, not last(1))
        return None
    named = re.search(_FILE, text, re.I)
    file = named.group("file") if named and named.group("file") else "/var/log/auth.log"   # the log as the request names it
    per_ip = re.search(r"\b(?:per|by|each|which|what|from\s+which|source|unique|distinct|different|top|the)\s+(?:\d+\s+)?(?:source\s+|client\s+|remote\s+)?(?:ips?|ip\s+address(?:es)?|addresses|hosts)\b|\bips?\b", text, re.I)
    per_user = re.search(r"\b(?:per|by|each|which|what|unique|distinct|the)\s+(?:\d+\s+)?(?:users?|user\s*names?|accounts?|logins?\s+names?)\b|\busernames?\b", text, re.I)
    failed = re.search(r"\bfail\w*|\bbrute[\s-]*forc\w*|\bwrong\s+password|\bbad\s+password", text, re.I)
    accepted = re.search(r"\baccepted\b|\bsuccessful\w*|\bsucceeded\b|\blogged\s+in\b", text, re.I)
    invalid = re.search(r"\binvalid\s+(?:user\s*)?(?:names?|users?|usernames?|accounts?)\b", text, re.I)
    sudo = re.search(r"\bsudo\b", text, re.I)
    top = re.search(r"\b(?:top|first)\s+(\d+)\b|\bthe\s+(\d+)\s+(?:\w+\s+){0,2}with\b|\b(?:list|show)\s+the\s+(\d+)\b", text, re.I)
    head = f" | head -n {next(g for g in top.groups() if g)}" if top else (" | head" if re.search(r"\b(?:the\s+)?most\b(?!\s+first)|\btop\b", text, re.I) and not re.search(r"\bmost\s+(?:first|frequent\s+first)\b", text, re.I) else "")
    more = re.search(r"\bmore\s+than\s+(\d+)\s+times\b|\b(?:more\s+than|over)\s+(\d+)\s+(?:failed|attempts|failures)", text, re.I)
    counted = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I)
    tally = re.search(r"\b(?:per|by|each|grouped|group|how\s+often|counts?|most|top|worst|frequent\w*)\b", text, re.I)

    def ranked(stage: str) -> str:
        if more:
            return f"{stage} | sort | uniq -c | awk '$1 > {more.group(1) or more.group(2)}'"
        if tally or head:
            return f"{stage} | sort | uniq -c | sort -rn{head}"
        if per_ip or per_user:
            return f"{stage} | sort -u"
        return stage

    if sudo and not failed and not accepted:
        if not re.search(r"\bcommands?\b|\bused\s+sudo\b|\bran\b|\brun\b", text, re.I):
            return None
        user = re.search(r"\b(?:has|did|by|user)\s+(?P<u>[a-z_][\w-]*)\s+(?:run|ran|used)\b|\bcommands\s+(?:of|by|from)\s+(?P<v>[a-z_][\w-]*)\b", text, re.I)
        if user and (who := user.group("u") or user.group("v")).lower() not in ("i", "we", "you", "people", "users", "anyone", "someone"):
            return f"grep -E 'sudo: +{who} :' {file} | grep -o 'COMMAND=.*'"
        if per_user or re.search(r"\bwhich\s+users\b|\bwho\b", text, re.I):
            return ranked(f"grep 'sudo:.*COMMAND=' {file} | awk '{{print $6}}'")
        last = re.search(r"\blast\s+(\d+)\b", text, re.I)
        return f"grep 'COMMAND=' {file}" + (f" | tail -n {last.group(1)}" if last else "")
    if invalid and (per_user or not failed or re.search(r"\bnames?\s+tried\b|\btried\b", text, re.I)):
        stage = f"grep -oP 'Invalid user \\K\\S+' {file}"
        return ranked(stage) if (tally or head or more) else f"{stage} | sort -u"
    if failed and not accepted:
        root = re.search(r"\bfor\s+root\b|\broot\s+(?:logins?|account)\b", text, re.I)
        pattern = "'Failed password for root '" if root else "'Failed password'"
        if _any_case(text):
            pattern = "-i " + pattern.lower()   # "ignoring case": grep -i
        if re.search(r"\btoday\b", text, re.I):
            return f"grep \"^$(date '+%b %e')\" {file} | grep {'-c ' if counted else ''}{pattern}"
        if per_ip and not per_user:
            return ranked(f"grep {pattern} {file} | awk '{{print $(NF-3)}}'")
        if per_user and not per_ip or re.search(r"\busernames?\b|\bwhich\s+(?:users|accounts)\b", text, re.I) and not per_ip:
            return ranked(f"grep {pattern} {file} | awk '{{print $(NF-5)}}'")
        if per_ip or per_user:
            return None
        last = re.search(r"\blast\s+(\d+)\b", text, re.I)
        if counted:
            return f"grep -i -c {pattern[3:]} {file}" if pattern.startswith("-i ") else f"grep -c {pattern} {file}"
        return f"grep {pattern} {file}" + (f" | tail -n {last.group(1)}" if last else "")
    if accepted and not failed:
        who = re.search(r"\bfor\s+(?:user\s+)?(?P<u>[a-z_][\w-]*)\b|\bdid\s+(?P<v>[a-z_][\w-]*)\s+log\s+in\b|\buser\s+(?P<w>[a-z_][\w-]*)\b", text, re.I)
        name = (who.group("u") or who.group("v") or who.group("w")) if who else None
        if name and name.lower() not in ("user", "users", "the", "each", "every", "which", "what", "in", "on", "at", "of", "from", "to", "with", "and",
                                         "or", "is", "are", "name", "names", "login", "logins"):
            return f"grep 'Accepted .* for {name} ' {file}" if not counted else f"grep -c 'Accepted .* for {name} ' {file}"
        if per_user and per_ip:
            return ranked(f"grep -oP 'Accepted \\S+ for \\K\\S+ from \\S+' {file}")
        if per_user:
            return ranked(f"grep -oP 'Accepted \\S+ for \\K\\S+' {file}")
        if per_ip:
            return ranked(f"grep 'Accepted' {file} | awk '{{print $(NF-3)}}'")
        return f"grep -c 'Accepted' {file}" if counted else f"grep 'Accepted' {file}"
    return None


ROWS = (
    # "top 10 IPs with failed ssh passwords in auth.log", "accepted ssh logins for user deploy in /var/log/auth.log",
    # "which users have used sudo and how often", "list the invalid usernames tried against sshd with counts"
    (_ASKED, auth_log),
)
