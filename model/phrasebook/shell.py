"""The shell itself: arithmetic and sequences of numbers (``seq``, countdowns), dates and times (days between dates,
weekdays, days of the year, week numbers, dates before or after a date, epoch times, formats shown by example, the
last day of a month, calendars), sleeping and waiting, output redirected or sent to two files, environment variables
and PATH, limits (``ulimit``, ``prlimit``), ``base64``, random strings and passwords, and sizes made readable.
"""

from __future__ import annotations

import re

from serval.model.entities import month_after
from serval.model.phrasebook.shared import _shell_word, grown_variable


# "how many days are there between 2024-01-01 and 2024-12-25": date arithmetic on two ISO dates.
_DAYS_BETWEEN = re.compile(r"\b(?:how\s+many|number\s+of|count\s+(?:the\s+)?)\s*days\s+(?:are\s+there\s+|is\s+it\s+|lie\s+|pass\s+)?"
                           r"(?:between|from)\s+(\d{4}-\d{2}-\d{2})\s+(?:and|to|until|till)\s+(\d{4}-\d{2}-\d{2})\b", re.I)
_DAYS_UNTIL = re.compile(r"\b(?:how\s+many|number\s+of|count\s+(?:the\s+)?)\s*days\s+(?:are\s+)?(?:left\s+|remain(?:ing)?\s+)?"
                         r"(?:until|till|to|before)\s+(\d{4}-\d{2}-\d{2})\b", re.I)


def _path_grown(folder: str, at_end: bool, text: str) -> str:
    """PATH with ``folder`` put at its end or front: for this shell, or for good in ~/.bashrc when the request
    says so ("permanently", "in my bashrc")."""
    permanent = re.search(r"\bpermanent\w*|\bfor\s+good\b|\bbashrc\b|\bevery\s+(?:new\s+)?(?:shell|terminal|session)\b", text, re.I)
    return grown_variable("PATH", folder, at_end, "~/.bashrc" if permanent else None)


def _parity_start(a: int, which: str) -> int:
    """The first odd (or even) number from ``a`` on."""
    return a if (a % 2 == 1) == (which.lower() == "odd") else a + 1


def _arithmetic(a: str, op: str, b: str) -> str:
    """The shell line that works out ``a op b`` ("1234 times 5678" → ``echo $((1234 * 5678))``): the shell's
    integer arithmetic for whole numbers added, taken away or multiplied, bc for a quotient or a decimal."""
    sign = {"+": "+", "plus": "+", "-": "-", "minus": "-", "*": "*", "x": "*", "times": "*", "/": "/", "over": "/"}.get(
        op.lower(), "*" if op.lower().startswith("multiplied") else "/")
    if sign != "/" and "." not in a + b:
        return f"echo $(({a} {sign} {b}))"
    return f"echo 'scale=2; {a} {sign} {b}' | bc"


def _month_end(month: str, year: int) -> str:
    """``date`` of the last day of a month: the day before the next month's first."""
    return f"date -d '{month_after(month, year)} -1 day' +%F"


def _example_format(example: str) -> str:
    """``date`` printing the current time in the form of an example: "2024-05-01 13:45:00" → ``date '+%Y-%m-%d %H:%M:%S'``."""
    fmt = re.sub(r"\d{4}-\d\d-\d\d", "%Y-%m-%d", example)
    fmt = re.sub(r"\d\d/\d\d/\d{4}", "%d/%m/%Y", fmt)
    fmt = re.sub(r"\d\d:\d\d:\d\d", "%H:%M:%S", fmt)
    fmt = re.sub(r"\d\d:\d\d", "%H:%M", fmt)
    return f"date '+{fmt}'" if " " in fmt else f"date +{fmt}"


ROWS = (
    # Chance: "give me a random number between 1 and 100", "numbers 1 to 50 in random order", "choose randomly between
    # pizza, sushi and tacos", "random quote from quotes.txt", "pick 10 names from raffle.txt at random, repeats
    # allowed", "pick a random wallpaper from ~/Pictures/wallpapers", "copy 3 random files from ./samples into ./test_set"
    (re.compile(r"\b(?:a\s+)?random\s+(?:whole\s+)?(?:number|integer|int)\s+(?:between|from)\s+(?P<a>-?\d+)\s+(?:and|to|-)\s+(?P<b>-?\d+)\b"
                r"|\b(?:pick|choose|roll|give\s+me)\s+a\s+(?:random\s+)?number\s+(?:between|from)\s+(?P<a2>-?\d+)\s+(?:and|to)\s+(?P<b2>-?\d+)\s+at\s+random\b", re.I),
     lambda m: f"shuf -i {m.group('a') or m.group('a2')}-{m.group('b') or m.group('b2')} -n 1"),
    (re.compile(r"^\s*(?:print\s+|list\s+|show\s+)?(?:the\s+)?(?:numbers|integers)\s+(?:from\s+)?(?P<a>\d+)\s+(?:to|through|-)\s+(?P<b>\d+)\s+in\s+(?:a\s+)?random\s+order\s*$", re.I),
     lambda m: f"shuf -i {m.group('a')}-{m.group('b')}"),
    (re.compile(r"^\s*(?:choose|pick|select)\s+(?:randomly|at\s+random|one\s+at\s+random)\s+(?:between|from|among)\s+(?P<list>[\w.-]+(?:\s*,\s*[\w.-]+)*\s*,?\s+(?:and|or)\s+[\w.-]+)\s*$", re.I),
     lambda m: "shuf -n 1 -e " + " ".join(re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", m.group("list").strip()))),
    (re.compile(r"^\s*(?:show\s+(?:me\s+)?|print\s+|give\s+me\s+|get\s+|pick\s+)?(?:(?:a|one)\s+)?random\s+(?:line|quote|word|name|entry|item|row|question|fact)\s+(?:from|of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"shuf -n 1 {m.group('file')}"),
    (re.compile(r"^\s*(?:pick|choose|draw|select)\s+(?P<n>\d+)\s+(?:\w+\s+)?(?:from|of|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+at\s+random\s*,?\s*(?P<r>(?:with\s+)?repeats?\s+(?:are\s+)?allowed|with\s+replacement)?\s*$", re.I),
     lambda m: f"shuf {'-r ' if m.group('r') else ''}-n {m.group('n')} {m.group('file')}"),
    (re.compile(r"^\s*(?:pick|choose|show\s+me|give\s+me|select)\s+a\s+random\s+(?:file|wallpaper|image|picture|photo|song|video|track)\s+(?:from|in)\s+(?:the\s+|my\s+)?(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"ls {m.group('dir')} | shuf -n 1"),
    (re.compile(r"^\s*(?P<verb>copy|move)\s+(?P<n>\d+)\s+random\s+(?:files|images|photos|samples)\s+from\s+(?P<src>[~./\w][\w./~-]*)\s+(?:in)?to\s+(?P<dst>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"find {m.group('src')} -maxdepth 1 -type f -print0 | shuf -z -n {m.group('n')} | xargs -0 {'cp' if m.group('verb').lower() == 'copy' else 'mv'} -t {m.group('dst')}"),
    # "which shell am i using", "what does the alias ll actually do"
    (re.compile(r"^\s*(?:which|what)\s+shell\s+(?:am\s+i\s+(?:using|running|in|on)|am\s+i|do\s+i\s+(?:use|have)|is\s+(?:this|mine|my\s+login\s+shell))\s*\??\s*$", re.I),
     lambda m: 'echo "$SHELL"'),
    (re.compile(r"^\s*what\s+(?:does|is)\s+(?:the\s+|my\s+)?alias\s+(?P<alias>[\w.-]+)(?:\s+(?:actually|really))?(?:\s+(?:do|run|mean|stand\s+for|set\s+to))?\s*\??\s*$", re.I),
     lambda m: f"alias {m.group('alias')}"),
    # "generate a random 16 character alphanumeric string (and save it to secret.key)"; hex: openssl, N hex digits
    (re.compile(r"\b(?:generate|make|create|give\s+me|print)\s+(?:a\s+)?random\s+(?P<n>\d+)[\s-]*(?:char(?:acter)?s?|letters?)[\s-]+(?:long\s+)?"
                r"(?P<kind>alphanumeric|hex(?:adecimal)?)\s+(?:string|password|token|key|secret)\b"
                r"(?:[^.;]*?\b(?:save|write|store|put)\w*\s+(?:it\s+)?(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: (f"openssl rand -hex {int(m.group('n')) // 2}" if m.group("kind").lower().startswith("hex") and int(m.group("n")) % 2 == 0
                else f"tr -dc 'A-Za-z0-9' < /dev/urandom | head -c {m.group('n')}") + (f" > {m.group('file')}" if m.group("file") else "")),
    # "how many days are there between 2024-01-01 and 2024-12-25", "… left until 2025-12-25" (from today)
    (_DAYS_BETWEEN, lambda m: f"echo $(( ($(date -d {m.group(2)} +%s) - $(date -d {m.group(1)} +%s)) / 86400 ))"),
    (_DAYS_UNTIL, lambda m: f"echo $(( ($(date -d {m.group(1)} +%s) - $(date +%s)) / 86400 ))"),
    # "what is 1234 times 5678?", "calculate 17 plus 25" (whole numbers: the shell's arithmetic; a quotient: bc)
    (re.compile(r"^\s*(?:what\s+is|what's|whats|calculate|compute|how\s+much\s+is|work\s+out)\s+(?P<a>\d+(?:\.\d+)?)\s*"
                r"(?P<op>\+|plus|-|minus|\*|x|times|multiplied\s+by|/|divided\s+by|over)\s*(?P<b>\d+(?:\.\d+)?)\s*\??\s*$", re.I),
     lambda m: _arithmetic(m.group("a"), m.group("op"), m.group("b"))),
    # "what day of the week is 2024-12-25?"
    (re.compile(r"\b(?:what|which)\s+(?:day\s+of\s+the\s+week|week\s*day|day)\s+(?:is|was|will\s+be|falls\s+on)\s+(?P<date>\d{4}-\d{2}-\d{2})\s*[?.!]?\s*$"
                r"|\b(?:day\s+of\s+the\s+week|weekday)\s+(?:of|for)\s+(?P<date2>\d{4}-\d{2}-\d{2})\b", re.I),
     lambda m: f"date -d {m.group('date') or m.group('date2')} +%A"),
    # "base64-encode the string hello world", "base64 decode aGVsbG8="
    (re.compile(r"\bbase\s*64[\s-]*(?P<dir>encode|decode)\s+(?:the\s+)?(?:string|text|word)\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*[.!?]?\s*$", re.I),
     lambda m: f"echo -n {_shell_word(m.group('text'))} | base64" + (" -d" if m.group("dir").lower() == "decode" else "")),
    # "print the odd numbers from 1 to 20"
    (re.compile(r"\b(?:print|list|show|output)\s+(?:all\s+)?(?:the\s+)?(?P<which>odd|even)\s+numbers\s+(?:from|between)\s+(?P<a>\d+)\s+(?:to|and|through)\s+(?P<b>\d+)\b", re.I),
     lambda m: f"seq {_parity_start(int(m.group('a')), m.group('which'))} 2 {m.group('b')}"),
    # "print the numbers from 0 to 100 in steps of 5", "count from 10 to 50 by 10"
    (re.compile(r"\b(?:print|list|show|output|count|generate|write)\s+(?:(?:all|a\s+sequence\s+of)\s+)?(?:the\s+)?(?:numbers\s+|integers\s+)?(?:from\s+)?(?P<a>-?\d+)\s+(?:to|through|up\s+to)\s+(?P<b>-?\d+)"
                r",?\s+(?:in\s+steps?\s+of|with\s+(?:a\s+)?step(?:\s+of)?|by|counting\s+by|in\s+increments\s+of|incrementing\s+by|stepping\s+by)\s+(?P<step>\d+)s?\b", re.I),
     lambda m: f"seq {m.group('a')} {m.group('step')} {m.group('b')}"),
    # "show the calendar for last month, this month and next month", "a three-month calendar"
    (re.compile(r"\bcalendar\s+(?:for|of)\s+(?:the\s+)?(?:last|previous)\s+month,?\s+(?:this|the\s+current)\s+month,?\s+and\s+(?:the\s+)?next\s+month\b"
                r"|\bthree[\s-]months?\s+calendar\b|\bcalendar\s+(?:for|of)\s+(?:the\s+)?(?:previous|last),?\s+current\s+and\s+next\s+months?\b", re.I), lambda m: "cal -3"),
    # the environment: PATH grown at one end, a variable for every user, limits of the shell or of a process
    (re.compile(r"\badd\s+(?P<dir>[~/$][\w./~${}-]*)\s+to\s+the\s+(?P<where>end|back|front|start|beginning)\s+of\s+(?:my\s+|the\s+)?\$?PATH\b", re.I),
     lambda m: _path_grown(m.group("dir"), m.group("where").lower() in ("end", "back"), m.string)),
    (re.compile(r"\bset\s+(?P<var>[A-Z_][A-Z0-9_]*)=(?P<val>\S+?)\s+(?:for\s+all\s+users\s+)?in\s+/etc/environment\b", re.I),
     lambda m: f"echo '{m.group('var')}={m.group('val')}' | sudo tee -a /etc/environment"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:all\s+)?(?:the\s+)?(?:resource\s+)?limits\s+(?:of|for|in)\s+(?:my|this|the\s+current)\s+shell\b", re.I), lambda m: "ulimit -a"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:all\s+)?(?:the\s+)?(?:resource\s+)?limits\s+of\s+(?:the\s+)?(?:running\s+)?process\s+(?:id\s+)?(?P<pid>\d+)\b", re.I),
     lambda m: f"cat /proc/{m.group('pid')}/limits"),
    (re.compile(r"\b(?:allow|enable)\s+unlimited\s+core\s+(?:dumps|files)\b", re.I), lambda m: "ulimit -c unlimited"),
    (re.compile(r"\bset\s+the\s+(?:open\s+files?|nofile)\s+limit\s+of\s+(?:the\s+)?(?:running\s+)?process\s+(?:id\s+)?(?P<pid>\d+)\s+to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo prlimit --pid {m.group('pid')} --nofile={m.group('n')}:{m.group('n')}"),
    # sizes made readable, passwords
    (re.compile(r"\bconvert\s+(?P<n>\d+)\s+bytes\s+(?:in)?to\s+(?:a\s+)?human[\s-]*readable(?:\s+(?:size|form|format|units))?\b", re.I),
     lambda m: f"numfmt --to=iec {m.group('n')}"),
    (re.compile(r"\b(?:generate|make|create|give\s+me)\s+(?:a\s+)?(?:new\s+|strong\s+|secure\s+)?random\s+(?P<n>\d+)[\s-]*(?:char(?:acter)?s?)[\s-]+(?:long\s+)?(?:password|passphrase|secret)\b", re.I),
     lambda m: f"openssl rand -base64 {int(m.group('n')) * 3 // 4}" if int(m.group("n")) % 4 == 0 else None),
    # a variable for this shell
    (re.compile(r"^\s*set\s+(?:the\s+)?(?:environment|env|shell)\s+var(?:iable)?\s+(?P<name>[A-Za-z_]\w*)\s+(?:to|=)\s+['\"]?(?P<value>[^\s'\"]+)['\"]?"
                r"(?:\s+(?:for\s+(?:this|the\s+current)\s+(?:shell|session|terminal)|here|now))?\s*[.!]?\s*$", re.I),
     lambda m: f"export {m.group('name')}={m.group('value')}"),
    # "print a countdown from 10 to 1, one number per second"
    (re.compile(r"\bcount\s*-?down\s+from\s+(?P<a>\d+)\s+(?:to|down\s+to)\s+(?P<b>\d+)\b", re.I),
     lambda m: f"for i in {{{m.group('a')}..{m.group('b')}}}; do echo $i; sleep 1; done"),
    # "sleep until 23:00 today and then run ./nightly.sh"
    (re.compile(r"^\s*(?:sleep|wait)\s+until\s+(?P<clock>\d{1,2}:\d\d)(?:\s+today)?\s*,?\s+(?:and\s+)?(?:then\s+)?run\s+(?P<cmd>(?:\./|~/|/)[\w./-]+|[\w-]+\.sh)\s*$", re.I),
     lambda m: f"sleep $(( $(date -d {m.group('clock')} +%s) - $(date +%s) )) && {m.group('cmd')}"),
    # "wait until /tmp/ready.flag exists, checking every 5 seconds"
    (re.compile(r"\bwait\s+(?:until|till|for)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\w)\s+(?:exists|appears|is\s+(?:created|there)|to\s+(?:appear|exist|be\s+created))"
                r"(?:\s*,?\s*(?:checking|polling|looking|testing)(?:\s+again)?\s+every\s+(?P<n>\d+)\s*(?:seconds?|secs?|s)\b)?", re.I),
     lambda m: f"until [ -e {m.group('file')} ]; do sleep {m.group('n') or 1}; done"),
    # "run ./backup.sh and throw away all of its output, including errors"; "… write only the error output to errors.txt";
    # "… with normal output going to out.log and errors going to err.log"
    (re.compile(r"^\s*run\s+(?P<cmd>(?:\./|~/|/)?[\w./-]+(?:\s+-[\w-]+)?)\s*,?\s+(?:and\s+)?(?:throw\s+away|discard|silence|hide|suppress|get\s+rid\s+of|send\s+to\s+/dev/null)\s+"
                r"(?:all\s+(?:of\s+)?)?(?:its\s+|the\s+)?output,?\s+(?:including|and|plus|both\s+\w+\s+and)\s+(?:the\s+|its\s+|all\s+)?errors?\b", re.I),
     lambda m: f"{m.group('cmd')} > /dev/null 2>&1"),
    (re.compile(r"^\s*run\s+(?P<cmd>(?:\./|~/|/)?[\w./-]+(?:\s+-[\w-]+)?)\s*,?\s+(?:and\s+)?(?:write|save|send|put|redirect|log)\s+(?:only|just)\s+(?:the\s+|its\s+)?"
                r"(?:error\s+output|errors|stderr|error\s+messages)\s+(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\w)\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('cmd')} 2> {m.group('out')}"),
    (re.compile(r"^\s*run\s+(?P<cmd>(?:\./|~/|/)?[\w./-]+(?:\s+-[\w-]+)?)\s*,?\s+(?:with\s+)?(?:its\s+|the\s+)?(?:normal\s+|standard\s+|regular\s+)?output\s+(?:going\s+|sent\s+|saved\s+|written\s+)?(?:in)?to\s+"
                r"(?P<out>[~./\w][\w./~-]*\w)\s*,?\s+and\s+(?:the\s+|its\s+)?errors?\s+(?:output\s+)?(?:going\s+|sent\s+|saved\s+|written\s+)?(?:in)?to\s+(?P<err>[~./\w][\w./~-]*\w)\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('cmd')} > {m.group('out')} 2> {m.group('err')}"),
    # "write the output of ls -la to both listing1.txt and listing2.txt"
    (re.compile(r"^\s*(?:write|save|send|copy)\s+the\s+output\s+of\s+(?P<cmd>[a-z][\w.-]*(?:\s+-[\w-]+)*(?:\s+[~./\w][\w./~-]*)?)\s+(?:in)?to\s+both\s+"
                r"(?P<a>[~./\w][\w./~-]*\w)\s+and\s+(?P<b>[~./\w][\w./~-]*\w)\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('cmd')} | tee {m.group('a')} {m.group('b')}"),
    # "list only the names of the environment variables"
    (re.compile(r"\b(?:only|just)\s+the\s+names\s+of\s+(?:all\s+)?(?:the\s+)?(?:environment|env|shell)\s+variables\b", re.I), lambda m: "env | cut -d= -f1"),
    # "check whether JAVA_HOME is set"
    (re.compile(r"\b(?:check|see|test)\s+(?:whether|if)\s+(?:the\s+)?(?:variable\s+|environment\s+variable\s+)?\$?(?P<var>[A-Z][A-Z0-9_]+)\s+is\s+set\b"),
     lambda m: f"printenv {m.group('var')}"),
    # "run ls with LANG set to C just for that one command"
    (re.compile(r"^\s*run\s+(?P<cmd>[a-z][\w./-]*(?:\s+-[\w-]+)*)\s+with\s+(?:the\s+)?(?:variable\s+)?(?P<var>[A-Z][A-Z0-9_]+)\s+set\s+to\s+(?P<val>[\w./:-]+)\b"),
     lambda m: f"{m.group('var')}={m.group('val')} {m.group('cmd')}"),
    # "show my login shell"
    (re.compile(r"^\s*(?:show|print|what\s+is|what's|whats)\s+(?:me\s+)?my\s+(?:login\s+|default\s+)?shell\s*\??\s*$", re.I), lambda m: "echo $SHELL"),
    # "run ./cleanup.sh silently, throw away all output", "run cleanup.sh silently no output"
    (re.compile(r"^\s*run\s+(?P<cmd>(?:\./|~/|/)?[\w./-]+\.(?:sh|py|pl|rb))\s*,?\s+(?:silently|quietly|with\s+no\s+output|without\s+any\s+output)"
                r"(?:\s*,?\s+(?:and\s+)?(?:throw\s+away|discard|hide|suppress|no)\s+(?:all\s+)?(?:of\s+its\s+)?output)?\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('cmd') if '/' in m.group('cmd') else './' + m.group('cmd')} > /dev/null 2>&1"),
    # "print the day of the year for 2024-07-04"
    (re.compile(r"\bday\s+(?:of|in)\s+the\s+year\s+(?:for|of|is|was)\s+(?P<date>\d{4}-\d\d-\d\d)\b", re.I), lambda m: f"date -d {m.group('date')} +%j"),
    (re.compile(r"\b(?:iso\s+)?week\s+number\s+(?:of\s+)?(?:today|this\s+week|the\s+current\s+week|now)\b|\bcurrent\s+(?:iso\s+)?week\s+number\b", re.I), lambda m: "date +%V"),
    # "print the day of the year for today", "print the ISO week number of 2024-12-30"
    (re.compile(r"^\s*(?:print|show|display|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:current\s+)?day\s+(?:of|in)\s+the\s+year(?:\s+(?:for\s+)?(?:today|now))?\s*\??\s*$", re.I),
     lambda m: "date +%j"),
    (re.compile(r"\b(?:iso\s+)?week\s+number\s+(?:of|for)\s+(?P<date>\d{4}-\d\d-\d\d)\b|\bweek\s+(?:of\s+the\s+year\s+)?(?:is|was)\s+(?P<date2>\d{4}-\d\d-\d\d)\s+in\b", re.I),
     lambda m: f"date -d {m.group('date') or m.group('date2')} +%V"),
    # "print the date 45 days after 2024-11-20", "the date 2 weeks before 2024-03-01"
    (re.compile(r"\b(?:the\s+)?(?:date|day)\s+(?:is\s+|was\s+|will\s+it\s+be\s+|falls\s+)?(?P<n>\d+)\s+(?P<unit>days?|weeks?|months?|years?)\s+(?P<dir>after|before|from)\s+(?P<date>\d{4}-\d\d-\d\d)\b", re.I),
     lambda m: f"date -d '{m.group('date')} {'-' if m.group('dir').lower() == 'before' else '+'}{m.group('n')} {m.group('unit').rstrip('s').lower()}s' +%F"),
    # "show what the time was 3 hours and 20 minutes ago"
    (re.compile(r"\b(?:time|date)\b[^.;?]*?\b(?P<a>\d+)\s+(?P<ua>hours?|days?|minutes?)\s*,?\s+and\s+(?P<b>\d+)\s+(?P<ub>minutes?|hours?|seconds?)\s+ago\b", re.I),
     lambda m: f"date -d '-{m.group('a')} {m.group('ua').lower()} -{m.group('b')} {m.group('ub').lower()}'"),
    # "sleep for 1 hour and 30 minutes"
    (re.compile(r"^\s*(?:sleep|wait|pause)\s+(?:for\s+)?(?P<a>\d+)\s*(?P<ua>hours?|hrs?|h|minutes?|mins?|m)\s*,?\s*(?:and\s+)?(?P<b>\d+)\s*(?P<ub>minutes?|mins?|m|seconds?|secs?|s)\s*[.!]?\s*$", re.I),
     lambda m: f"sleep {m.group('a')}{m.group('ua')[0].lower()} {m.group('b')}{m.group('ub')[0].lower()}"),
    # "convert 3725 seconds to hh:mm:ss"
    (re.compile(r"\b(?:convert|turn|format|show|print)\s+(?P<n>\d+)\s+seconds\s+(?:in)?to\s+(?:an?\s+)?(?:hh:mm:ss|hours,?\s+minutes\s+and\s+seconds|h:mm:ss)\b", re.I),
     lambda m: f"date -u -d @{m.group('n')} +%T"),
    # "print the current unix timestamp in milliseconds"
    (re.compile(r"\b(?:unix\s+|epoch\s+)?(?:timestamp|time)\s+in\s+milli\s*seconds\b|\bmilliseconds\s+since\s+(?:the\s+)?epoch\b", re.I), lambda m: "date +%s%3N"),
    # "show the epoch time 1735689600 as a date in Europe/Berlin time"
    (re.compile(r"\b(?:epoch|unix)\s+(?:time\s*|timestamp\s+)?(?P<n>\d{9,11})\s+(?:as\s+a\s+date\s+)?in\s+(?P<tz>[A-Z][A-Za-z]+/[A-Za-z_]+)\b"),
     lambda m: f"TZ={m.group('tz')} date -d @{m.group('n')}"),
    # "print the date of next Friday"
    (re.compile(r"\b(?:date|day)\s+(?:of\s+)?(?P<when>next|last|this|coming)\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I),
     lambda m: f"date -d '{'next' if m.group('when').lower() == 'coming' else m.group('when').lower()} {m.group('day').lower()}' +%F"),
    # "print the time 90 minutes from now as HH:MM"
    (re.compile(r"\btime\s+(?P<n>\d+)\s+(?P<unit>minutes?|hours?)\s+from\s+now\s+(?:as|in)\s+(?:hh:mm|HH:MM|24-hour\s+hh:mm)\b", re.I),
     lambda m: f"date -d '+{m.group('n')} {m.group('unit').rstrip('s').lower()}s' +%H:%M"),
    # "print the last day of February 2028"
    (re.compile(r"\blast\s+day\s+of\s+(?P<month>january|february|march|april|may|june|july|august|september|october|november|december)\s+(?P<year>\d{4})\b", re.I),
     lambda m: _month_end(m.group("month"), int(m.group("year")))),
    # "print the current date and time as 2024-05-01 13:45:00", "today's date like 31/01/2024"
    (re.compile(r"\b(?:print|show|display|output|echo|give\s+me)\s+(?:the\s+)?(?:current\s+|today'?s\s+)(?:date|time|date\s+and\s+time)\s+(?:as|like|in\s+the\s+(?:form|format)\s+(?:of\s+)?)\s*['\"]?"
                r"(?P<ex>\d{4}-\d\d-\d\d(?:[ T_]\d\d:\d\d(?::\d\d)?)?|\d\d/\d\d/\d{4}(?:\s\d\d:\d\d(?::\d\d)?)?|\d\d:\d\d(?::\d\d)?)['\"]?\s*[.!]?\s*$", re.I),
     lambda m: _example_format(m.group("ex"))),
)
