"""Whole answers to tasks a request names plainly and the model has no words for ("show the UUIDs of my
partitions" is ``sudo blkid``, "what is 1234 times 5678?" ``echo $((1234 * 5678))``): a table of phrases, each with
the command that answers it, read by ``phrasebook``, one of the rewrites (``serval.model.rewrites``).
"""

from __future__ import annotations

import functools
import re

from serval.model.entities import COMMAND_WORDS, ORDINALS, SIZE_UNITS, Recognized, count_value, items_listed, month_after
from serval.model.generic import cron_schedule
from serval.model.repair import COMPRESSORS, tar_letter, unquoted

# "how many days are there between 2024-01-01 and 2024-12-25": date arithmetic on two ISO dates.
_DAYS_BETWEEN = re.compile(r"\b(?:how\s+many|number\s+of|count\s+(?:the\s+)?)\s*days\s+(?:are\s+there\s+|is\s+it\s+|lie\s+|pass\s+)?"
                           r"(?:between|from)\s+(\d{4}-\d{2}-\d{2})\s+(?:and|to|until|till)\s+(\d{4}-\d{2}-\d{2})\b", re.I)
_DAYS_UNTIL = re.compile(r"\b(?:how\s+many|number\s+of|count\s+(?:the\s+)?)\s*days\s+(?:are\s+)?(?:left\s+|remain(?:ing)?\s+)?"
                         r"(?:until|till|to|before)\s+(\d{4}-\d{2}-\d{2})\b", re.I)
_SYNTAX_CHECKED = re.compile(r"\b(?:check|test|lint|validate)\w*\s+(\S+\.(?:sh|bash))\s+for\s+(?:bash\s+|shell\s+)?syntax\s+errors?\b"
                             r"|\bsyntax\s+(?:errors?\s+)?(?:of|in)\s+(\S+\.(?:sh|bash))\b", re.I)


_FILE_TESTED = re.compile(r"^\s*(?:does|is|can\s+i\s+tell\s+if|check\s+(?:if|whether))\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+|script\s+)?"
                          r"([~./\w][\w./~-]*)\s+(?:is\s+)?(exists?|empty|executable|readable|writable|writeable|a\s+directory|a\s+folder|"
                          r"a\s+(?:regular\s+)?file|a\s+(?:sym(?:bolic\s+)?)?link)\s*\??(?:\s*,?\s*(?:and\s+)?(?:print|say|echo|tell\s+me|answer)\s+yes\s+or\s+no)?\s*$", re.I)
_TEST_FLAGS = {"exist": "-e", "exists": "-e", "executable": "-x", "readable": "-r", "writable": "-w", "writeable": "-w",
               "a directory": "-d", "a folder": "-d", "a file": "-f", "a regular file": "-f"}
_NEWER_ASKED = re.compile(r"^\s*is\s+([~./\w][\w./~-]*)\s+(newer|older)\s+than\s+([~./\w][\w./~-]*?)\s*\??\s*$", re.I)


_OWNER_ASKED = re.compile(r"^\s*(?:which|what)\s+(group|user)\s+owns\s+([~./\w][\w./~-]*?)\s*\??\s*$|^\s*who\s+owns\s+([~./\w][\w./~-]*?)\s*\??\s*$", re.I)


_PACKAGE_INSTALLED = re.compile(r"\bis\s+(?:the\s+)?(?:(?:apt|deb|debian)\s+)?package\s+([\w.+-]+)\s+installed\b"
                                r"|\bis\s+(?:the\s+)?([\w.+-]+)\s+package\s+installed\b", re.I)


_ARCHIVE_HOLDS = re.compile(r"\b(?:does|do|is\s+there)\s+(?:the\s+archive\s+)?(\S+\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2|txz))\s+"
                            r"(?:contain|have|include|hold)\s+(?:a\s+file\s+(?:named|called)\s+|the\s+file\s+)?([\w./-]+?)\s*\??\s*$", re.I)


_MADE_IMMUTABLE = re.compile(r"\bmake\s+(?:the\s+file\s+)?([~./\w][\w./~-]*)\s+immutable\b|\bset\s+the\s+immutable\s+(?:flag|attribute|bit)\s+on\s+"
                             r"([~./\w][\w./~-]*?)[.,;?!]?(?:\s|$)", re.I)


# A tar archive's name, compressed or not, as a row's group "arch"
_TAR_NAME = r"(?P<arch>[~./\w][\w./~-]*\.(?:tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz))"

_PACKAGE_OF = re.compile(r"\bwhich\s+package\s+(?:does\s+)?([~/][\w./~-]*|[\w.+-]+)\s+(?:come\s+from|belong\s+to)\b"
                         r"|\bwhich\s+package\s+(?:provides|owns|installed|ships)\s+(?!the\s)([~/][\w./~-]*|[\w.+-]+)", re.I)


def _file_tested(m: re.Match) -> str:
    """A yes-or-no question about one file as test answers it (``_FILE_TESTED``): "is deploy.sh executable?" →
    ``test -x deploy.sh && echo yes || echo no``; "is data.csv empty?" → ``test -s data.csv && echo 'not empty' ||
    echo empty``; a folder's emptiness by its listing (its size says nothing)."""
    name, asked = m.group(1), re.sub(r"\s+", " ", m.group(2).lower())
    if asked == "empty" and (name.endswith("/") or re.search(r"\b(?:directory|folder|dir)\s+" + re.escape(name), m.string, re.I)):
        return f'[ -z "$(ls -A {name})" ] && echo empty || echo \'not empty\''
    if asked == "empty":
        return f"test -s {name} && echo 'not empty' || echo empty"
    if "link" in asked:
        return f"test -L {name} && echo yes || echo no"
    return f"test {_TEST_FLAGS[asked]} {name} && echo yes || echo no"


_CRON_LINE = re.compile(r"^(?:@reboot|@(?:hourly|daily|weekly|monthly|yearly)|(?:\S+\s+){5})\S")
_CRON_JOB = re.compile(r"(?:\b(?P<interp>python3?|bash|sh|node|php|perl|ruby)\s+)?(?P<script>[~/.$][\w./~$-]*\w|\b[\w-]+\.(?:sh|py|pl|rb|js)\b)")
_CRON_OUTPUT = re.compile(r"\b(?P<verb>append\w*|writ\w*|sav\w*|send\w*|log\w*|redirect\w*)\s+(?:its\s+|the\s+|all\s+)?(?P<what>(?:std)?out(?:put)?(?:\s+and\s+(?:std)?err(?:or)?s?)?)"
                          r"\s+(?:in)?to\s+(?P<file>[~/.$][\w./~$-]*\w)", re.I)
_CRON_OWNER = re.compile(r"\b(?P<user>[a-z_][\w-]*)'s\s+crontab\b|\bcrontab\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\b"
                         r"|\b(?:as|for)\s+(?:the\s+)?user\s+(?P<user3>[a-z_][\w-]*)\b|\bas\s+(?P<root>root)\b", re.I)


def _cron_job(m: re.Match) -> str | None:
    """A job added to a crontab without opening an editor: "add a cron job that runs /home/joe/job.sh daily at
    04:00, appending stdout and stderr to /home/joe/job.log" → ``( crontab -l ; echo "0 4 * * * /home/joe/job.sh
    >> /home/joe/job.log 2>&1" ) | crontab -``. The schedule is ``cron_schedule``'s; the job a quoted command, or
    the script the request runs (with its interpreter); another user's crontab (or root's) takes sudo. None when
    the schedule or the job is not clear."""
    text = m.string
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    quoted = quoted and (quoted.group(1) or quoted.group(2))
    if quoted and _CRON_LINE.match(quoted):
        line = quoted   # "add '0 3 * * * /usr/local/bin/backup.sh' to my crontab"
    else:
        schedule = cron_schedule(re.sub(r"'[^']*'|\"[^\"]*\"", " ", text))
        if schedule is None:
            return None
        if quoted:
            job = quoted
        else:
            found = next((j for j in _CRON_JOB.finditer(text) if not _CRON_OUTPUT.search(text[max(0, j.start() - 80):j.end()])
                          and (j.group("interp") or re.search(r"\.(?:sh|py|pl|rb|js)$|/bin/", j.group("script"))
                               or re.search(r"\b(?:run|runs|running|execute|executes)\s+$", text[:j.start()]))), None)
            if found is None:
                return None
            script = found.group("script")
            if not script.startswith(("/", "~", "$")):
                script = "$PWD/" + script.removeprefix("./")
            job = f"{found.group('interp') + ' ' if found.group('interp') else ''}{script}"
        if (out := _CRON_OUTPUT.search(text)):
            file = re.sub(r"YYYY-MM-DD", r"$(date +\\%F)", out.group("file"))
            errors = re.search(r"err", out.group("what"), re.I)
            job += f" {'>>' if out.group('verb').lower().startswith(('append', 'log')) else '>'} {file}{' 2>&1' if errors else ''}"
        line = f"{schedule} {job}"
    quote = "'" if "$(" in line else '"'
    owner = _CRON_OWNER.search(text)
    user = owner and (owner.group("user") or owner.group("user2") or owner.group("user3") or owner.group("root"))
    if user and user.lower() in ("my", "your", "the", "current", "me", "every", "each", "all", "a", "an", "this", "that", "daily", "weekly",
                                 "monthly", "hourly", "nightly"):   # "in my crontab for every monday at 9am"
        user = None
    crontab = "crontab" if not user else "sudo crontab" if user == "root" else f"sudo crontab -u {user}"
    return f"( {crontab} -l ; echo {quote}{line}{quote} ) | {crontab} -"


# A one-time job for at: "run /usr/local/bin/backup.sh at 9am tomorrow using at", "schedule 'rm /tmp/lockfile' to run in 30
# minutes with at", "run the commands in job.sh with at two hours from now", "queue ./heavy.sh to run when the load is low".
_AT_ASKED = re.compile(r"\b(?:with|using|via|through|by)\s+at\b|\buse\s+at\s+to\b|\bat\s+job\b|\bwhen\s+the\s+(?:system\s+)?load\s+is\s+low\b"
                       # a run or schedule said once, for a day to come: "run ./migrate.sh once, 2 hours from now"
                       r"|^(?=.*\b(?:run|schedule|queue|execute)\b)(?=.*(?:\bonce\b|\btomorrow\b|\btonight\b|\bon\s+\d{4}-\d\d-\d\d\b|\bfrom\s+now\b"
                       r"|\bthis\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b))", re.I)
_AT_SCRIPT = re.compile(r"(?<![\w/.~-])(?P<script>(?:\./|~/|/)[\w./~-]*\w|[\w-]+\.(?:sh|py|pl|rb))(?![\w/.~-])")
_AT_FILE = re.compile(r"\b(?:the\s+)?commands?\s+(?:in|from|listed\s+in)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I)
_AT_LATER = re.compile(r"\b(?:in\s+)?(?P<n>\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty-five|ninety)\s+(?P<unit>minutes?|mins?|hours?|days?|weeks?)"
                       r"(?:\s+(?:from\s+now|later))?", re.I)
_AT_CLOCK = re.compile(r"\b(?:at|for)\s+(?P<clock>\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|noon|midnight)\b", re.I)
_AT_DAY = re.compile(r"\b(?:on\s+(?P<date>\d{4}-\d\d-\d\d)|(?P<tomorrow>tomorrow)|(?:this\s+|next\s+|on\s+)?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b", re.I)
# Counts of _AT_LATER that count_value (two … twenty) does not read
_OTHER_COUNTS = {"a": "1", "an": "1", "one": "1", "thirty": "30", "forty-five": "45", "ninety": "90"}


def _at_job(m: re.Match) -> str | None:
    """The at (or batch) line for a one-time job the request asks at to run: ``echo /usr/local/bin/backup.sh | at 9am
    tomorrow``, ``echo 'rm /tmp/lockfile' | at now + 30 minutes``, ``at -f job.sh now + 2 hours``, ``echo ./heavy.sh |
    batch``. None when the job or its time is not clear."""
    text = m.string
    if re.search(r"(?<![\w/.-])(?:every|each|daily|weekly|hourly|cron\w*)(?![\w/.-])", text, re.I):
        return None
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    listed = _AT_FILE.search(text)
    script = None if quoted or listed else next((s.group("script") for s in _AT_SCRIPT.finditer(text)), None)
    if quoted:
        job = f"echo '{quoted.group(1) or quoted.group(2)}' |"
    elif listed:
        job = None
    elif script:
        job = f"echo {script} |"
    else:
        return None
    if re.search(r"\bwhen\s+the\s+(?:system\s+)?load\s+is\s+low\b", text, re.I):
        return f"{job} batch" if job else f"batch -f {listed.group('file')}"
    rest = re.sub(r"'[^']*'|\"[^\"]*\"", " ", text)
    later, clock, day = _AT_LATER.search(rest), _AT_CLOCK.search(rest), _AT_DAY.search(rest)
    if later and not clock:
        n = _OTHER_COUNTS.get(later.group("n").lower()) or count_value(later.group("n"))
        unit = {"m": "minute", "h": "hour", "d": "day", "w": "week"}[later.group("unit")[0].lower()]
        if script and re.search(r"\bin\s+the\s+background\b", text, re.I) and not re.search(r"\b(?:with|using|via)\s+at\b", text, re.I):
            return f"(sleep {n}{unit[0]} && {script}) &"   # "run ./cleanup.sh 2 hours from now in the background": this shell's job
        when = f"now + {n} {unit}{'s' if str(n) != '1' else ''}"
    elif clock:
        when = clock.group("clock").replace(" ", "").lower()
        if day:
            when += f" {day.group('date') or day.group('tomorrow') or day.group('day')}".lower()
    else:
        return None
    return f"{job} at {when}" if job else f"at -f {listed.group('file')} {when}"


# df's columns by what a request calls them ("only the use percentage of the root filesystem": pcent)
_DF_COLUMNS = ((r"\bsource(?:\s+device)?\b|\bdevices?\b", "source"), (r"\b(?:file\s*system\s+)?types?\b", "fstype"),
               (r"\bsizes?\b", "size"), (r"\bused(?:\s+space)?\b(?!\s+inodes)", "used"),
               (r"\bavailable(?:\s+space)?\b|\bfree\s+space\b", "avail"), (r"\buse\s+percentage\b|\busage\s+percent(?:age)?\b|\bpercent(?:age)?\s+used\b", "pcent"),
               (r"\bfree\s+inodes\b", "iavail"), (r"\bmount\s*points?\b", "target"))


def _df_columns(m: re.Match) -> str | None:
    """df with only the columns a request names: "print only the use percentage of the root filesystem" → ``df
    --output=pcent / | tail -n 1`` (one value of one file system, without the header); "just the source device, size,
    used space and mount point of every filesystem in human units" → ``df -h --output=source,size,used,target``."""
    text = m.string
    columns = [c for pattern, c in _DF_COLUMNS if re.search(pattern, text, re.I)]
    if not columns:
        return None
    path = re.search(r"(?<![\w/])(/[\w./-]*)", text)
    place = path.group(1) if path else ("/" if re.search(r"\broot\s+file\s*system\b", text, re.I) else None)
    human = " -h" if re.search(r"\bhuman\b", text, re.I) and set(columns) & {"size", "used", "avail"} else ""
    one = place is not None and len(columns) == 1
    return f"df{human} --output={','.join(columns)}" + (f" {place}" if place else "") + (" | tail -n 1" if one else "")


# lsblk's columns by what a request calls them ("the model and serial number of each disk": MODEL,SERIAL)
_LSBLK_COLUMNS = ((r"\bnames?\b", "NAME"), (r"\bsizes?\b", "SIZE"), (r"(?<!transport )\btypes?\b(?!\s+of\s+file)", "TYPE"),
                  (r"\bmodels?\b", "MODEL"), (r"\bserial(?:\s+numbers?)?\b", "SERIAL"), (r"\brotational\b|\bspinning\b|\bssds?\b", "ROTA"),
                  (r"\btransport\b", "TRAN"), (r"\bvendors?\b", "VENDOR"), (r"\bmount\s*points?\b|\bmounted\b", "MOUNTPOINT"))
_DISKS_ASKED = re.compile(r"\b(?:each|every|all(?:\s+the)?|the|whole)\s+(?:disks?|drives?|block\s+devices?)\b|\bblock\s+devices\b", re.I)


def _lsblk_columns(m: re.Match) -> str | None:
    """lsblk with the columns a request names of its disks: "show the model and serial number of each disk" →
    ``lsblk -d -o NAME,MODEL,SERIAL``; "whether each disk is rotational" → ``lsblk -d -o NAME,ROTA``; "the name, size,
    type and mount point of every block device" → ``lsblk -o NAME,SIZE,TYPE,MOUNTPOINT``. Disks alone (``-d``) unless
    the request says block devices or partitions. None for no column besides the name, or one or two of lsblk's
    own columns without "only"."""
    text = m.string
    columns = [c for pattern, c in _LSBLK_COLUMNS if re.search(pattern, text, re.I)]
    if not [c for c in columns if c != "NAME"] or re.search(r"\b(?:uuid|label|file\s*system|fstype|free|used|usage|space)\b", text, re.I):
        return None
    if set(columns) <= {"NAME", "SIZE", "TYPE", "MOUNTPOINT"} and len(columns) < 3 and not re.search(r"\b(?:only|just)\b", text, re.I):
        return None   # lsblk shows these anyway: "list all the disks and partitions with their sizes" is lsblk
    columns = ["NAME"] + [c for c in columns if c != "NAME"]
    disks = re.search(r"\bdisks?\b|\bdrives?\b", text, re.I) and not re.search(r"(?<!no )(?<!without )\bpartitions?\b|\bblock\s+devices?\b", text, re.I)
    device = re.search(r"(?<![\w/])/dev/[\w/-]+", text)
    return f"lsblk{' -d' if disks else ''} -o {','.join(columns)}" + (f" {device.group(0)}" if device else "")


# ps's columns by what a request calls them, in a list it gives ("with their PID, user, memory percentage and command
# name"); the parent's pid before the pid, a command's name before the command
_PS_COLUMNS = ((r"\bppid\b|\bparent(?:'s)?\s+(?:pid|process\s+id)\b", "ppid"), (r"(?<!parent )(?<!parent's )\bpids?\b|\bprocess\s+ids?\b", "pid"),
               (r"\b(?:user(?:\s*names?)?|owners?)\b", "user"), (r"%\s*cpu\b|\bcpu\b(?:\s*%|\s+(?:usage|percentage|use|load))?", "%cpu"),
               (r"%\s*mem\b|\bmem(?:ory)?\b(?:\s*%|\s+(?:usage|percentage|use))?", "%mem"), (r"\brss\b|\bresident\s+(?:memory|size)\b", "rss"),
               (r"\b(?:command|program|process)\s+names?\b|(?<![\w-])names?\b", "comm"),
               (r"\b(?:full\s+)?command[\s-]lines?\b|\bfull\s+commands?\b|\barguments\b", "args"), (r"\bcommands?\b", "cmd"),
               (r"\belapsed(?:\s+time)?\b|\brunning\s+time\b|\brun\s*time\b", "etime"), (r"\bstart(?:ed)?\s+(?:time|date)s?\b", "lstart"),
               (r"\b(?:state|status|stat)\b", "stat"), (r"\bnice(?:\s+values?|ness)?\b", "ni"), (r"\b(?:terminal|tty)\b", "tty"),
               (r"\bthreads?(?:\s+counts?)?\b|\bnumber\s+of\s+threads\b", "nlwp"), (r"\bpriority\b", "pri"))
_PS_LIST = re.compile(r"\bwith\s+(?:only\s+|just\s+)?(?:the\s+|their\s+|its\s+)?(?P<list>[^;]+?)(?:\s+columns?)?\s*$"
                      r"|^\s*(?:please\s+)?(?:show|list|print|display|get)\s+(?:me\s+)?(?:only\s+|just\s+)?(?:the\s+)?(?P<list2>[^;]+?)\s+(?:columns?\s+)?"
                      r"(?:of|for)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:running\s+)?process(?:es)?\s*$", re.I)


def _ps_columns(m: re.Match) -> str | None:
    """ps with the columns a request lists for the processes, in its order, sorted and cut to the top ones where
    it says so: "show the 10 processes using the most CPU, with only the pid, command name and %cpu columns" →
    ``ps -eo pid,comm,%cpu --sort=-%cpu | head -n 11`` (the header line besides the ten). None for fewer than two
    columns or a list with words that are no column."""
    text = m.string
    if re.search(r"\b(?:kill|stop|terminate|renice|signal|limit|tree|hierarchy|forest)\b", text, re.I):
        return None   # a tree of processes is pstree's or ps --forest
    said = _PS_LIST.search(text)
    if said is None:
        return None
    listed = said.group("list") or said.group("list2")
    parts = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*/\s*", listed) if p.strip()]
    columns = []
    for part in parts:
        found = next((c for pattern, c in _PS_COLUMNS if re.search(pattern, part, re.I)), None)
        if found is None:
            return None   # "with their files and sockets": not a list of columns
        if found not in columns:
            columns.append(found)
    if len(columns) < 2:
        return None
    sort = ""
    by = re.search(r"\b(?:most|highest|biggest|by|sorted\s+by|ordered\s+by)\s+(?:the\s+)?(?P<what>cpu|memory|mem|ram)\b", text, re.I)
    if by:
        sort = f" --sort=-%{'cpu' if by.group('what').lower() == 'cpu' else 'mem'}"
    elif re.search(r"\boldest\s+first\b|\bby\s+start\s+time\b", text, re.I):
        sort = " --sort=start_time"
    top = re.search(r"\b(?:top|the)\s+(?P<n>\d+)\s+(?:\w+\s+)?process", text, re.I)
    owners = re.search(r"\bprocess(?:es)?\s+(?:of|owned\s+by|run\s+by|belonging\s+to)\s+(?:the\s+)?(?:users?\s+)?"
                       r"(?P<users>(?!all\b|every\w*\b|any\w*\b)[a-z_][\w-]*(?:(?:\s*,\s*|\s+and\s+)[a-z_][\w-]*)*)\s+with\b", text, re.I)
    users = re.split(r"\s*,\s*|\s+and\s+", owners.group("users")) if owners else []
    chosen = f"-u {','.join(users)} -o" if users else "-eo"
    return f"ps {chosen} {','.join(columns)}{sort}" + (f" | head -n {int(top.group('n')) + 1}" if top else "")


_TAR_SOURCE = re.compile(r"\btar(?:\.gz|\.xz|\.bz2|ball)?\s+(?:up\s+)?(?:of\s+)?(?:my\s+local\s+|the\s+local\s+|my\s+|the\s+)?"
                         r"(?:(?:folder|directory|dir)\s+)?(?P<src>[~./\w][\w./~-]*)", re.I)
_REMOTE_ARCHIVE = re.compile(r"\b(?:as|to|at|into)\s+(?P<dest>(?:[~/]|\$HOME)[\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar))\b", re.I)
_STREAM_HOST = re.compile(r"\b(?:to|on)\s+(?:the\s+)?(?:remote\s+)?(?:host\s+|server\s+|machine\s+)?(?P<host>(?:[a-z_][\w-]*@)?[A-Za-z0-9][\w.-]*[A-Za-z0-9])"
                          r"(?=\s*[,;]|\s+(?:as|and|saving|storing|over|via|through|writing|where|into)\b|\s*$)", re.I)


def _tar_streamed(m: re.Match) -> str | None:
    """A folder archived straight onto another host, with no local file: "stream a gzipped tar of /srv/app over
    ssh to backup01 and save it as /backups/app.tar.gz" → ``tar -czf - /srv/app | ssh backup01 'cat >
    /backups/app.tar.gz'``; the compression is the archive name's."""
    text = m.string
    src, dest = _TAR_SOURCE.search(text), _REMOTE_ARCHIVE.search(text)
    host = next((h for h in _STREAM_HOST.finditer(text) if "/" not in h.group("host") and not _REMOTE_ARCHIVE.match(h.group(0))
                 and h.group("host").lower() not in ("it", "there", "ssh", "disk", "a", "the")), None)
    if not (src and dest and host) or src.group("src").lower() in ("up", "of", "a", "an", "it", "archive", "file", "gzipped"):
        return None
    letter = tar_letter(dest.group("dest"))
    if letter is None:
        return None
    return f"tar -c{letter}f - {src.group('src').rstrip('.,')} | ssh {host.group('host')} 'cat > {dest.group('dest')}'"


def _line_added(m: re.Match) -> str | None:
    """sed's a (after) or i (before) command for a line put next to each line that contains a text, the text's
    regex characters escaped: "add a line port=8080 right after the line containing [server] in app.ini" →
    ``sed -i '/\\[server\\]/a port=8080' app.ini``."""
    if "'" in m.group("text") + m.group("pat"):
        return None
    pattern = re.sub(r"([][/.*^$\\])", r"\\\1", m.group("pat"))
    command = "a" if m.group("where").lower() in ("after", "below") else "i"
    return f"sed -i '/{pattern}/{command} {m.group('text')}' {m.group('file')}"


def _archive_listed(m: re.Match) -> str:
    """Whether an archive holds a file, by listing it with the mode its kind takes (``_ARCHIVE_HOLDS``)."""
    archive = m.group(1)
    return f"tar -t{tar_letter(archive) or ''}f {archive} | grep {m.group(2)}"


# Tasks the model has no words for (its training data never asks them), said in a phrase clear enough to
# answer whole: the phrase, and the command with the phrase's named groups filled in.

NO_PROMPT = re.compile(r"\bwithout\s+(?:being\s+)?(?:asking|asked|confirm\w*|prompt\w*|questions)|\bnon[\s-]?interactive\w*|\bassum\w*\s+yes|"
                        r"\b(?:don'?t|do\s+not|never)\s+(?:ask|prompt)|\bunattended\b|(?<![\w-])-y\b", re.I)

_SHELLS = {"bash": "/bin/bash", "zsh": "/bin/zsh", "sh": "/bin/sh", "dash": "/bin/dash", "ksh": "/bin/ksh", "fish": "/usr/bin/fish",
           "nologin": "/usr/sbin/nologin"}
_LOGIN_SHELL = re.compile(r"(?<![\w/-])(?P<sh>/[\w/]+|bash|zsh|sh|dash|ksh|fish|nologin)\s+as\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:login\s+|default\s+)?shell\b"
                          r"|\b(?:login\s+|default\s+)?shell\s+(?:is\s+|of\s+|set\s+to\s+)?(?P<sh2>/[\w/]+|bash|zsh|sh|dash|ksh|fish|nologin)\b"
                          r"|\b(?P<none>no\s+login(?:\s+shell)?|without\s+(?:a\s+)?(?:login\s+)?shell|can(?:no|')t\s+log\s*in|cannot\s+log\s*in)\b", re.I)


def _user_added(m: re.Match) -> str | None:
    """useradd with what the rest of a phrase asks of the new user ("with a home directory and bash as the login
    shell" → ``-m -s /bin/bash``; "with no home directory", "in the groups dev and ops", "expiring on 2025-12-31");
    None when the rest asks nothing useradd is told."""
    rest, flags = m.group("rest"), ["-r"] if m.group("system") else []
    if re.search(r"\b(?:no|without\s+(?:a\s+)?)\s*home\b", rest, re.I):
        flags.append("-M")
    elif re.search(r"\bhome\s+(?:directory|folder|dir)\b", rest, re.I):
        flags.append("-m")
    if shell := _LOGIN_SHELL.search(rest):
        said = shell.group("sh") or shell.group("sh2")
        flags += ["-s", _SHELLS.get(said.lower(), said) if said else "/usr/sbin/nologin"]
    if groups := re.search(r"\b(?:in|to|and)\s+(?:the\s+)?(?:supplementary\s+|secondary\s+|extra\s+|additional\s+)?groups?\s+([a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*(?:\s*,?\s+and\s+[a-z_][\w-]*)?)"
                           r"|\b(?:in|to)\s+the\s+([a-z_][\w-]*)\s+group\b", rest, re.I):
        flags += ["-G", ",".join(items_listed(groups.group(1) or groups.group(2)))]
    if expiry := re.search(r"\bexpir\w*\s+on\s+(\d{4}-\d{2}-\d{2})\b", rest, re.I):
        flags += ["-e", expiry.group(1)]
    if uid := re.search(r"\b(?:uid|user\s+id)\s+(?:of\s+)?(\d+)\b", rest, re.I):
        flags += ["-u", uid.group(1)]
    if named := re.search(r"\b(?:full|real|display)\s+name\s+(?:of\s+)?(?P<c>'[^']+'|\"[^\"]+\"|[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)", rest):
        flags += ["-c", f'"{named.group("c").strip(chr(39) + chr(34))}"']
    if len(flags) == (1 if m.group("system") else 0):
        return None
    return f"sudo useradd {' '.join(flags)} {m.group('user')}"


def _path_grown(folder: str, at_end: bool, text: str) -> str:
    """PATH with ``folder`` put at its end or front: for this shell, or for good in ~/.bashrc when the request
    says so ("permanently", "in my bashrc"). A leading ~ is written $HOME, which expands inside the quotes."""
    folder = re.sub(r"^~(?=/|$)", "$HOME", folder)
    value = f"$PATH:{folder}" if at_end else f"{folder}:$PATH"
    if re.search(r"\bpermanent\w*|\bfor\s+good\b|\bbashrc\b|\bevery\s+(?:new\s+)?(?:shell|terminal|session)\b", text, re.I):
        return f"echo 'export PATH=\"{value}\"' >> ~/.bashrc"
    return f'export PATH="{value}"'


_SPECIAL_BITS = {"setuid": "u{}s", "suid": "u{}s", "set-user-id": "u{}s", "setgid": "g{}s", "sgid": "g{}s", "set-group-id": "g{}s",
                 "sticky": "{}t"}


def _special_bit(bit: str, removed: bool, path: str) -> str:
    """chmod setting or clearing the setuid, setgid or sticky bit ("remove the setuid bit from ./myprog" → ``chmod u-s ./myprog``)."""
    return f"chmod {_SPECIAL_BITS[bit.lower()].format('-' if removed else '+')} {path}"


def _acl_letters(said: str) -> str:
    """ACL permission letters from words ("read and write" → ``rw``) or letters as said (``rwx``)."""
    low = said.lower()
    if re.fullmatch(r"[rwx]+", low):
        return low
    return "".join(c for c, word in (("r", "read"), ("w", "write"), ("x", "execute")) if word in low)


def _sudo_for(path: str) -> str:
    """``sudo `` for a path of the system (/srv, /etc, /var, …), where the user is not the owner."""
    return "sudo " if re.match(r"/(?:etc|usr|opt|srv|var|boot)/", path) else ""


def _line_prefixed(text: str, file: str) -> str:
    """sed putting ``text`` (spaces kept) at the start of every line of ``file``."""
    d = _delimiter(text)
    return f"sed 's{d}^{d}{text}{d}' {file}"


def _summed_per_key(m: re.Match) -> str:
    """awk summing column n per value of column k ("total the amounts in column 3 of sales.csv for each customer in
    column 1"), split at commas or tabs when the request's file is a .csv or .tsv."""
    file = re.search(r"[~./\w][\w./~-]*\.(\w+)\b", m.string)
    sep = _awk_fields(file.group(1), output=False) if file else ""
    return (f"awk {sep}'{{s[${m.group('k')}] += ${m.group('n')}}} END {{for (k in s) print k, s[k]}}'"
            + (f" {file.group(0)}" if file else ""))


def _setting_set(m: re.Match) -> str | None:
    """sed giving a config file's setting its new value whatever it was: ``KEY=VALUE`` in .ini, .env and
    .properties files, ``KEY VALUE`` in the .conf files of servers (Apache, sshd)."""
    key, file, value = m.group("key"), m.group("file"), m.group("val")
    if key.lower() in ("permissions", "permission", "owner", "group", "mode", "timestamp", "time", "date", "it", "the", "everything"):
        return None
    sep = "=" if re.search(r"\.(?:ini|env|properties)$|/\.env$|^\.env$", file) else " "
    return f"{_sudo_for(file)}sed -i 's/^{key}.*/{key}{sep}{value}/' {file}"


def _shape_regex(example: str) -> str:
    """An extended regex for text shaped like ``example``: a run of digits (or of the letters of a date
    format, YYYY) becomes that many digits, a run of capitals that many capitals, anything else itself."""
    out = []
    for run in re.finditer(r"[YMDhms]+|\d+|[A-Z]+|[a-z]+|.", example):
        part = run.group(0)
        if re.fullmatch(r"[YMDhms]+|\d+", part) and (part.isdigit() or re.search(r"[YMD]", example)):
            out.append(f"[0-9]{{{len(part)}}}")
        elif part.isupper():
            out.append(f"[A-Z]{{{len(part)}}}")
        else:
            out.append(re.escape(part) if part in ".+*?()[]{}|^$\\" else part)
    return "".join(out)




def _awk_fields(ext: str, output: bool = True) -> str:
    """awk's field separator for a file's kind (``-F,`` for .csv, ``-F'\\t'`` for .tsv, none otherwise), and the same
    for the lines it writes (``-v OFS=…``) unless ``output`` is False; with a trailing space when there is one."""
    sep = {",": ",", "\t": "'\\t'"}.get(_field_separator(ext), "")
    return "" if not sep else f"-F{sep} -v OFS={sep} " if output else f"-F{sep} "


def _column_cased(m: re.Match) -> str | None:
    """awk turning one column of every line to upper or lower case, the others as they were."""
    n = _column_number(m)
    fn = "toupper" if m.group("case").lower() == "upper" else "tolower"
    return None if n is None else f"awk {_awk_fields(m.group('ext'))}'{{${n}={fn}(${n})}}1' {m.group('file')}"


def _column_set(m: re.Match) -> str | None:
    """awk giving one column of every line a fixed value."""
    n = _column_number(m)
    return None if n is None else f"awk {_awk_fields(m.group('ext'))}'{{${n}=\"{m.group('value')}\"}}1' {m.group('file')}"


def _separator_char(word: str) -> str:
    """A field separator named in words as tr takes it, quoted ("commas" → ``','``, "tabs" → ``'\\t'``)."""
    return {"comma": "','", "tab": "'\\t'", "semicolon": "';'", "colon": "':'", "pipe": "'|'", "space": "' '"}[word.lower().rstrip("s")]


# What ps prints for each thing asked of a process (``ps -o FIELD= -p PID``).
_PS_FIELDS = ((r"parent\s+pid|ppid", "ppid"), (r"start", "lstart"), (r"elapsed|been\s+running", "etime"), (r"threads?", "nlwp"),
              (r"nice|niceness", "ni"), (r"group|pgid", "pgid"), (r"directory", None), (r"program|command\s+name|executable", "comm"),
              (r"resident|rss", "rss"))


def _ps_field(m: re.Match) -> str | None:
    """ps printing the one thing a request asks of a process ("what is the parent pid of process 4100" → ``ps -o ppid= -p
    4100``); its working directory is pwdx's."""
    if re.search(r"\b(?:change|set|kill|quit|stop|terminate|renice|make|give|lower|raise|increase|decrease)\b", m.string, re.I) \
            or not (re.match(r"\s*(?:show|print|display|what|which|how|when|get|find|tell|list|check|since)\b", m.string, re.I)
                    or m.string[:m.start()].strip().lower() in ("", "the", "the current", "current")):   # the phrase alone
        return None   # "change the niceness of PID 3300 to 10": a task on the process, not a question about it
    if re.search(r"\b(?:which|what)\s+(?:executable|binary)\s+is\b", m.string, re.I):
        return None   # "which executable is process 7070 running": the file it runs (readlink, below), not its name
    what, pid = (m.group("what") or m.group("what2")).lower(), m.group("pid") or m.group("pid2")
    if m.group("what2") and not re.match(r"\s*(?:when|since\s+when|how\s+long|for\s+how\s+long)\b", m.string, re.I):
        return None   # "start process 55 again": a task, not a question about it
    field = next((f for pattern, f in _PS_FIELDS if re.search(pattern, what)), "")
    if field is None:
        return f"pwdx {pid}"
    return f"ps -o {field}= -p {pid}" if field else None


def _delimiter(text: str) -> str:
    """A sed delimiter the text does not hold: "/" unless the text has one, then "|" (or "#")."""
    return "/" if "/" not in text else "|" if "|" not in text else "#"


def _line_edit(m: re.Match, action: str) -> str:
    """sed's in-place ``action`` on the lines holding the pattern a phrase names, as root for a file of the system."""
    pattern = re.sub(r"([\\/*\[\]^$])", r"\\\1", (m.group("pat") or m.group("pat2")).strip("'\""))   # a dot left as people write it
    file = m.group("file")
    return f"{_sudo_for(file)}sed -i '/{pattern}/{action}' {file}"


def _leading_number(text: str) -> str:
    """The number a phrase starts with ("2 seconds" → "2", "0.5s" → "0.5")."""
    return re.match(r"[\d.]+", text).group(0)


def _parity_start(a: int, which: str) -> int:
    """The first odd (or even) number from ``a`` on."""
    return a if (a % 2 == 1) == (which.lower() == "odd") else a + 1


def _named_separator(word: str) -> str:
    """A field separator named in words, as awk -F takes it ("slash" → ``/``, "dot" → ``.``)."""
    return {"slash": "/", "dot": ".", "colon": ":", "comma": ",", "dash": "-", "underscore": "_"}.get(word.lower(), word)


def _ssh_key(m: re.Match) -> str:
    """ssh-keygen for a key of the type a phrase names, saved where it says (-f) with the comment it gives (-C)."""
    rest = m.group("rest")
    where = re.search(r"\b(?:saved\s+)?(?:as|at|to|in|into)\s+(?P<file>[~/][\w./~-]*\w)", rest)
    comment = re.search(r"\b(?:with|w/)\s+(?:the\s+|a\s+)?comment\s+['\"]?(?P<c>[^\s'\"]+)['\"]?", rest)
    empty = re.search(r"\b(?:empty|no|without\s+(?:a\s+)?)\s*pass\s*phrase\b", rest, re.I)
    return (f"ssh-keygen -t {m.group('type').lower()}" + (f" -f {where.group('file')}" if where else "")
            + (f" -C {comment.group('c')}" if comment else "") + (" -N ''" if empty else ""))


def _clock(said: str) -> str:
    """A time of day as touch and date read it: "noon" → 12:00, "midnight" → 00:00, "8:30" → 08:30."""
    said = {"noon": "12:00", "midnight": "00:00"}.get(said.lower(), said)
    return said.zfill(5) if re.fullmatch(r"\d:\d{2}", said) else said


def _arithmetic(a: str, op: str, b: str) -> str:
    """The shell line that works out ``a op b`` ("1234 times 5678" → ``echo $((1234 * 5678))``): the shell's
    integer arithmetic for whole numbers added, taken away or multiplied, bc for a quotient or a decimal."""
    sign = {"+": "+", "plus": "+", "-": "-", "minus": "-", "*": "*", "x": "*", "times": "*", "/": "/", "over": "/"}.get(
        op.lower(), "*" if op.lower().startswith("multiplied") else "/")
    if sign != "/" and "." not in a + b:
        return f"echo $(({a} {sign} {b}))"
    return f"echo 'scale=2; {a} {sign} {b}' | bc"


def _shell_word(text: str) -> str:
    """``text`` as one shell word: bare when it is plain, else in single quotes."""
    return text if re.fullmatch(r"[\w./:@%+=-]+", text) else "'" + text.replace("'", "'\\''") + "'"


def _column_number(m: re.Match) -> int | None:
    """The column a phrase names by number ("column 2") or by ordinal word or suffix ("second", "3rd")."""
    return _column_said(m.group("num"), m.group("ord"))


def _column_said(num: str | None, ordinal: str | None) -> int | None:
    """``_column_number`` of the two parts of a phrase however its pattern names their groups."""
    if num:
        return int(num)
    word = (ordinal or "").lower()
    if word in ORDINALS:
        return ORDINALS.index(word) + 1
    digits = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", word)
    return int(digits.group(1)) if digits else None


_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))"
_COL = rf"(?:(?:column|field|col)\s+\$?(?P<{{0}}>\d+)|(?:the\s+)?(?P<{{1}}>{_ORD})\s+(?:column|field|col))"
# "where column 5 is shipped", "whose 2nd field is ERROR", "where column 3 is between 30 and 40", "where column 2 and column 3 differ"
_AWK_WHERE = re.compile(r"\b(?:where|whose|with|in\s+which|that\s+have|having)\s+(?:the\s+)?(?:value\s+in\s+|value\s+of\s+)?"
                        + _COL.format("wn", "wo") + r"\s+(?P<test>.+?)\s*[.?!]?\s*$", re.I)
_AWK_TESTS = ((r"(?:is\s+)?(?:greater|more|bigger|larger|higher)\s+than|(?:is\s+)?(?:above|over)|exceeds|>", ">"),
              (r"(?:is\s+)?(?:at\s+least|greater\s+than\s+or\s+equal\s+to|no\s+less\s+than)|>=", ">="),
              (r"(?:is\s+)?(?:less|smaller|lower|fewer)\s+than|(?:is\s+)?(?:below|under)|<", "<"),
              (r"(?:is\s+)?(?:at\s+most|less\s+than\s+or\s+equal\s+to|no\s+more\s+than)|<=", "<="),
              (r"(?:is\s*n'?t|is\s+not|does\s*n'?t\s+equal|does\s+not\s+equal|is\s+not\s+equal\s+to|is\s+different\s+from|differs\s+from|!=)", "!="),
              (r"(?:is|equals|is\s+equal\s+to|matches|is\s+exactly|==|=)", "=="))


_AWK_TESTS_LONGEST_FIRST = tuple(sorted(_AWK_TESTS, key=lambda t: -len(t[0])))   # "at least" tried before "is"


def _awk_test(said: str) -> str | None:
    """An awk condition on ``$N`` from the words after the column ("is between 30 and 40" → ``$N >= 30 && $N <= 40``,
    "is shipped" → ``$N == "shipped"``), or None for words it does not read."""
    between = re.fullmatch(r"(?:is\s+)?between\s+(-?[\d.]+)\s+and\s+(-?[\d.]+)(?:\s+inclusive)?", said, re.I)
    if between:
        return f"$N >= {between.group(1)} && $N <= {between.group(2)}"
    for words, op in _AWK_TESTS_LONGEST_FIRST:
        m = re.fullmatch(rf"(?:{words})\s*(?P<v>'[^']*'|\"[^\"]*\"|[\w.@:/+-]+)", said, re.I)
        if m is None:
            continue
        value = m.group("v").strip("'\"")
        if re.fullmatch(r"-?\d+(?:\.\d+)?", value):
            return f"$N {op} {value}"
        if op in ("==", "!=") and re.fullmatch(r"[\w.@:/+-]+", value) and value.lower() not in ("empty", "blank", "missing", "zero", "null"):
            return f'$N {op} "{value}"'
        return None
    return None


def _awk_filtered(m: re.Match) -> str | None:
    """awk keeping the rows of a file where a column passes a test the request says in words, printing a column of
    them or counting them where it asks: "count the rows in shipments.csv where column 5 is shipped" → ``awk -F,
    '$5 == "shipped"' shipments.csv | wc -l``; "print column 1 of the rows in staff.csv where column 3 is between
    30 and 40" → ``awk -F, '$3 >= 30 && $3 <= 40 {print $1}' staff.csv``. None for a test it does not read."""
    text = m.string
    n = _column_said(m.group("wn"), m.group("wo"))
    file = re.search(r"(?<![\w./~-])(?P<f>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt|log|dat|tab)|/etc/(?:passwd|group))\b", text[:m.start()], re.I)
    if n is None or file is None:
        return None
    pair = re.fullmatch(r"and\s+(?:the\s+)?" + _COL.format("n2", "o2") + r"\s+(?P<how>differ|are\s+different|are\s+(?:the\s+)?same|are\s+equal|match)",
                        m.group("test"), re.I)
    if pair:
        other = _column_said(pair.group("n2"), pair.group("o2"))
        test = f"${n} {'!=' if 'differ' in pair.group('how').lower() else '=='} ${other}"
    else:
        test = _awk_test(m.group("test"))
        if test is None:
            return None
        test = test.replace("$N", f"${n}")
    head = text[:m.start()]
    printed = re.search(r"\b(?:print|show|list|output|display|get)\s+(?:only\s+|just\s+)?" + _COL.format("pn", "po")
                        + r"\s+(?:of|from|for)\b", head, re.I)
    sep = "-F: " if file.group("f").startswith("/etc/") else _awk_fields(file.group("ext") or "", output=False)
    action = " {print $1}" if file.group("f").startswith("/etc/") and re.search(r"\b(?:users?|user\s*names|accounts|groups?)\b", head, re.I) else ""
    if printed:
        k = _column_said(printed.group("pn"), printed.group("po"))
        action = f" {{print ${k}}}"
    counted = re.match(r"\s*(?:please\s+)?(?:count|how\s+many)\b", text, re.I)
    return f"awk {sep}'{test}{action}' {file.group('f')}" + (" | wc -l" if counted and not printed else "")


# top named as the program run ("a snapshot of top", "run top once", "show only processes of user deploy in top")
_TOP_RUN = re.compile(r"\b(?:of|in|with|from|run|open|start|launch|use)\s+top\b(?!\s+\d)|^\s*top\s+(?!\d|(?:ten|five|three|twenty)\b)"
                      r"|\b(?:one|single|a|the)\s+(?:batch(?:[\s-]mode)?\s+)?top\s+(?:snapshot|run|output|iteration)|\btop\s+(?:output|snapshot)\b", re.I)


def _top_built(m: re.Match) -> str | None:
    """top with the options a request says in words: batch mode and the number of iterations for a snapshot or a
    saved run (``-b -n``), the delay between them (``-d``), the processes (``-p``), a user (``-u``), the sort
    column (``-o``), threads (``-H``), the output saved or cut to its first lines."""
    text = m.string
    if re.search(r"\b(?:kill|stop|renice|install|top[\s-]level|top\s+of|on\s+top|top\s+\d+|htop|btop)\b", text, re.I):
        return None
    flags = []
    if re.search(r"\bthreads?\b", text, re.I):
        flags.append("-H")
    runs = re.search(r"\b(?P<n>\d+)\s+(?:iterations|snapshots|times|rounds|updates|refreshes)\b", text, re.I)
    saved = re.search(r"\b(?:to|into|in)\s+(?P<file>[\w./~-]+\.(?:txt|log|out))\b", text, re.I)
    first = re.search(r"\bfirst\s+(?P<n>\d+)\s+lines\b", text, re.I)
    if runs or saved or first or re.search(r"\bsnapshot|\bonce\b|\bone[\s-]shot|\bbatch\b|\bsingle\b|\bone\s+(?:batch[\s-]mode\s+)?top\b", text, re.I):
        flags += ["-b", "-n", runs.group("n") if runs else "1"]
    delay = re.search(r"\b(?P<d>\d+)\s*(?:s|secs?|seconds?)\s+apart\b|\bevery\s+(?P<e>\d+)\s*(?:s|secs?|seconds?)\b|\bdelay\s+of\s+(?P<f>\d+)", text, re.I)
    if delay:
        flags += ["-d", delay.group("d") or delay.group("e") or delay.group("f")]
    listed = re.search(r"\b(?:pids?|process(?:es)?)\s+(?P<l>\d+(?:\s*(?:,|and|&)\s*\d+)*)\b", text, re.I)
    pids = re.findall(r"\d+", listed.group("l")) if listed else []
    if pids:
        flags += ["-p", ",".join(pids)]
    user = re.search(r"\b(?:of|owned\s+by|for|run\s+by)\s+(?:the\s+)?user\s+(?P<u>[a-z_][\w-]*)|\buser\s+(?P<v>[a-z_][\w-]*)'?s?\s+processes"
                     r"|\b(?P<w>[a-z_][\w-]*)'s\s+processes|\bprocesses\s+(?:of|owned\s+by)\s+(?P<x>(?!user\b)[a-z_][\w-]*)"
                     r"|\bfor\s+(?P<y>(?!all\b|every\b|the\b|its\b)[a-z_][\w-]*)\s+processes", text, re.I)
    if user:
        flags += ["-u", next(g for g in user.group("u", "v", "w", "x", "y") if g)]
    order = re.search(r"\b(?:sorted|ordered)\s+by\s+(?P<k>memory|mem|ram|cpu)\b", text, re.I)
    if order:
        flags += ["-o", "%MEM" if order.group("k").lower() in ("memory", "mem", "ram") else "%CPU"]
    if not flags:
        return None
    out = "top " + " ".join(flags)
    if first:
        out += f" | head -n {first.group('n')}"
    if saved:
        out += f" > {saved.group('file')}"
    return out


def _killall_built(m: re.Match) -> str | None:
    """killall with the options the rest of the request says: ask before each (``-i``), only those running longer
    (``-o 2h``) or shorter (``-y 30m``) than a time, wait until they are gone (``-w``). None when it says none."""
    rest, flags = m.group("rest"), []
    if re.search(r"\b(?:ask|confirm\w*|prompt|interactive\w*)\b", rest, re.I):
        flags.append("-i")
    age = re.search(r"\b(?P<way>more|longer|older|less|shorter|younger)\s+than\s+(?P<n>\d+)\s*(?P<u>s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?)\b", rest, re.I)
    if age:
        unit = age.group("u").lower()[0]   # killall's units are the first letters: s, m, h, d, w
        older = age.group("way").lower() in ("more", "longer", "older")
        flags += ["-o" if older else "-y", f"{age.group('n')}{unit}"]
    if re.search(r"\bwait\w*\s+(?:until|till|for)\b[^.]*\b(?:exit|gone|die|dead|end|finish|terminat)\w*", rest, re.I):
        flags.append("-w")
    if not flags:
        return None
    return f"killall {' '.join(flags)} {m.group('name')}"


def _groups_named(said: str) -> list[str]:
    """The groups of a list as said, up to the words that follow it ("devs and qa, dropping any others")."""
    out = []
    for item in items_listed(said):
        if re.fullmatch(r"\w+ing|any|others?|nothing|only|all", item, re.I):
            break
        out.append(item)
    return out


def _reniced(text: str) -> str | None:
    """renice with the value and the processes a request names (``-p`` for pids, ``-u`` for a user's), as root when
    it raises the priority (a negative niceness) or changes another user's processes."""
    value = re.search(r"\b(?:to|of|at)\s+(?:a\s+)?(?:nice(?:ness)?\s+(?:value\s+|level\s+)?(?:of\s+)?)?(?P<n>[+-]?\d+)\b(?!\s*(?:%|percent))", text, re.I)
    pids = re.search(r"\b(?:process(?:es)?|pids?)\s+(?P<p>\d+(?:\s*(?:,|and)\s*\d+)*)\b", text, re.I)
    user = re.search(r"\b(?:of|owned\s+by|for|belonging\s+to)\s+(?:the\s+)?user\s+(?P<u>[a-z_][\w-]*)|\buser\s+(?P<v>[a-z_][\w-]*)'s\b"
                     r"|\b(?P<w>[a-z_][\w-]*)'s\s+processes\b", text, re.I)
    if value is None or (pids is None) == (user is None) or pids is not None and value.group("n") in pids.group("p").split():
        return None
    n = value.group("n").lstrip("+")
    numbers = re.findall(r"\d+", pids.group("p")) if pids else []
    target = f"-p {' '.join(numbers)}" if pids else f"-u {next(g for g in user.group('u', 'v', 'w') if g)}"
    root = "sudo " if n.startswith("-") or user else ""
    return f"{root}renice -n {n} {target}"


_PASTE_SEPARATORS = {"comma": ",", "colon": ":", "semicolon": "';'", "space": "' '", "pipe": "'|'", "tab": ""}   # ; and | quoted for the shell


def _lines_pasted(m: re.Match) -> str | None:
    """paste joining every n lines of a file into one (``paste -d: - - < pairs.txt``), its separator as said."""
    said = (m.group("n") or m.group("n2")).lower()
    n = {"two": 2, "pair of": 2, "three": 3, "four": 4, "five": 5}.get(re.sub(r"\s+", " ", said)) or int(said)
    if not 2 <= n <= 9:
        return None
    sep = re.search(r"\b(?:separated|delimited|joined)\s+(?:by|with)\s+(?:an?\s+|the\s+)?(comma|colon|semicolon|space|pipe|tab)s?\b"
                    r"|\b(comma|colon|semicolon|space|pipe|tab)[\s-](?:separated|delimited)\b", m.string, re.I)
    d = _PASTE_SEPARATORS[(sep.group(1) or sep.group(2)).lower()] if sep else ""
    return f"paste{' -d' + d if d else ''} {' '.join(['-'] * n)} < {m.group('file') or m.group('file2')}"


def _every_other(m: re.Match) -> str:
    """awk printing every other line, the odd ones unless the request starts with the second."""
    second = re.search(r"\bstart\w*\s+(?:with|at|from)\s+(?:the\s+)?(?:second|2nd|line\s+2)\b", m.group("rest"), re.I)
    return f"awk 'NR%2=={0 if second else 1}' {m.group('file')}"


def _header_listed(m: re.Match) -> str:
    """A CSV's or TSV's header line with one column name per line."""
    file = m.group("file")
    return f"head -n 1 {file} | tr '{',' if file.lower().endswith('.csv') else chr(92) + 't'}' '\\n'"


def _fields_counted(m: re.Match) -> str:
    """awk keeping the rows with (or without) a number of fields."""
    how = m.group("how").lower()
    op = "!=" if re.match(r"don'?t|do\s+not", how) else ">" if "more" in how else "<" if re.search(r"fewer|less", how) else "=="
    return f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'NF {op} {m.group('n')}' {m.group('file')}"


_PASSWD_FIELDS = {"uid": 3, "user id": 3, "gid": 4, "group id": 4, "shell": 7, "login shell": 7, "home": 6}


def _passwd_field_tested(m: re.Match) -> str | None:
    """awk listing the accounts of /etc/passwd whose UID, GID, shell or home passes the test said ("that have UID 0"
    → ``awk -F: '$3 == 0 {print $1}' /etc/passwd``); a bare value is an equality."""
    field = _PASSWD_FIELDS.get(re.sub(r"\s+(?:directory|dir|folder)$", "", re.sub(r"\s+", " ", m.group("field").lower())))
    said = m.group("test")
    test = _awk_test(said if re.match(r"(?:is|equals|of|=|>|<|greater|more|less|above|below|over|under|at|between|not|isn)", said, re.I) else f"is {said}")
    if field is None or test is None:
        return None
    return f"awk -F: '{test.replace('$N', f'${field}')} {{print $1}}' /etc/passwd"


def _field_separator(ext: str) -> str:
    return {"csv": ",", "tsv": "\t"}.get(ext.lower(), "")


def _empty_field(m: re.Match) -> str:
    n, sep = _column_number(m), _field_separator(m.group("ext"))
    if n is None or not sep:
        return f"awk '$0 == \"\"' {m.group('file')}" if n is None else f"awk 'NF < {n}' {m.group('file')}"
    return f"awk {_awk_fields(m.group('ext'), output=False)}'${n} == \"\"' {m.group('file')}"


def _column_extreme(m: re.Match) -> str:
    n, sep = _column_number(m), _field_separator(m.group("ext"))
    if n is None:
        return f"sort -n {m.group('file')}"
    end = "tail -n 1" if m.group("which").lower().startswith(("max", "high", "larg", "big")) else "head -n 1"
    column = f"cut -d, -f{n} {m.group('file')}" if sep == "," else (f"cut -f{n} {m.group('file')}" if sep else f"awk '{{print ${n}}}' {m.group('file')}")
    return f"{column} | sort -n | {end}"


_PHRASEBOOK = (
    # "which users in /etc/passwd have /bin/bash as their shell", "login names of all accounts whose shell is bash"
    (re.compile(r"\b(?:users|accounts|login\s+names|usernames|user\s+names)\b[^.?;]*?\b(?:(?:whose\s+|with\s+(?:a\s+|the\s+)?|having\s+"
                r"(?:a\s+|the\s+)?)(?:login\s+)?shell\s+(?:is\s+|of\s+)?(?P<shell>/[\w/]+|bash|zsh|sh|fish|nologin)\b|(?:have|has|having|use|using)"
                r"\s+(?P<shell2>/[\w/]+|bash|zsh|sh|fish|nologin)\s+as\s+(?:their|the|a)\s+(?:login\s+)?shell\b)", re.I),
     lambda m: f"grep '{m.group('shell') or m.group('shell2')}$' /etc/passwd | cut -d: -f1"),
    # "show the UUIDs of my partitions"
    (re.compile(r"\buuids?\s+of\s+(?:all\s+)?(?:the\s+|my\s+)?(?:partitions|disks|drives|block\s+devices|filesystems)\b", re.I),
     lambda m: "sudo blkid"),
    # "show failed login attempts"
    (re.compile(r"^\s*(?:show|list|see|display|print|check)\s+(?:the\s+|all\s+)?(?:recent\s+)?(?:failed|bad|unsuccessful)\s+login"
                r"(?:\s+attempts)?\s*[?.!]?\s*$", re.I),
     lambda m: "sudo lastb"),
    # "show failed ssh password attempts from /var/log/auth.log"; "count …" counts them; per IP is a pipeline of its own
    (re.compile(r"^(?!.*\b(?:per|by|each|every)\s+(?:ip|address|host|user)\b)(?P<count>.*\b(?:count|how\s+many|number\s+of)\b)?.*?"
                r"\bfailed\s+(?:ssh\s+)?password\s+(?:attempts|logins|tries)\b[^?]*?\b(?:in|from|of)\s+(?P<log>/var/log/auth\.log|auth\.log)\b", re.I),
     lambda m: f"grep {'-c ' if m.group('count') else ''}'Failed password' {m.group('log')}"
               + (f" | tail -n {last.group(1)}" if not m.group("count") and (last := re.search(r"\blast\s+(\d+)\b", m.string, re.I)) else "")),
    # "securely delete secret.txt", "securely wipe old_bank.pdf and delete it"
    (re.compile(r"\bsecurely\s+(?:delete|remove|erase|wipe|destroy)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"shred -u {m.group('file')}"),
    # "show the IP addresses of my network interfaces"
    (re.compile(r"\b(?:ip|ipv4|network)\s+addresses\s+of\s+(?:all\s+)?(?:the\s+|my\s+|this\s+machine's\s+)?(?:network\s+)?"
                r"(?:interfaces|cards|adapters|nics)\b", re.I),
     lambda m: "ip addr"),
    # "generate a random 16 character alphanumeric string (and save it to secret.key)"; hex: openssl, N hex digits
    (re.compile(r"\b(?:generate|make|create|give\s+me|print)\s+(?:a\s+)?random\s+(?P<n>\d+)[\s-]*(?:char(?:acter)?s?|letters?)[\s-]+(?:long\s+)?"
                r"(?P<kind>alphanumeric|hex(?:adecimal)?)\s+(?:string|password|token|key|secret)\b"
                r"(?:[^.;]*?\b(?:save|write|store|put)\w*\s+(?:it\s+)?(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: (f"openssl rand -hex {int(m.group('n')) // 2}" if m.group("kind").lower().startswith("hex") and int(m.group("n")) % 2 == 0
                else f"tr -dc 'A-Za-z0-9' < /dev/urandom | head -c {m.group('n')}") + (f" > {m.group('file')}" if m.group("file") else "")),
    # "which Ubuntu release is this machine running"
    (re.compile(r"\b(?:which|what)\s+(?:ubuntu|debian|linux|os|distro(?:bution)?)\s+(?:release|version|distribution|distro)\b", re.I),
     lambda m: "lsb_release -a"),
    # "show the 1, 5 and 15 minute load averages"
    (re.compile(r"^\s*(?:show|print|display|what\s+(?:is|are))\s+(?:me\s+)?(?:the\s+)?(?:current\s+|system\s+)?(?:1,?\s*5\s*(?:,|and)\s*15[\s-]*minute\s+)?"
                r"load\s+averages?\s*[?.!]?\s*$", re.I),
     lambda m: "uptime"),
    # "drop the page cache, dentries and inodes"
    (re.compile(r"\b(?:drop|clear|flush|free)\s+(?:the\s+)?(?:linux\s+|kernel\s+)?page\s*cache\b", re.I),
     lambda m: "sync; echo 3 | sudo tee /proc/sys/vm/drop_caches"),
    # "hex dump the first 64 bytes of header.bin", "the first 16 bytes of image.png in hex"
    (re.compile(r"\b(?:hex\s*dump|show\s+in\s+hex|dump\s+in\s+hex)\s+(?:of\s+)?the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<file>[~./\w][\w./~-]*)"
                r"|\bfirst\s+(?P<n2>\d+)\s+bytes\s+of\s+(?P<file2>[~./\w][\w./~-]*?)\s+(?:in|as)\s+hex\b", re.I),
     lambda m: f"xxd -l {m.group('n') or m.group('n2')} {m.group('file') or m.group('file2')}"),
    # "set vm.swappiness to 10 for the running system"
    (re.compile(r"\bset\s+(?:the\s+)?(?:kernel\s+(?:parameter|setting)\s+|sysctl\s+)?(?P<key>(?:vm|net|kernel|fs|dev)(?:\.[a-z0-9_]+){1,})\s+to\s+"
                r"(?P<value>[\w.-]+)", re.I),   # a sysctl key by its namespace: git's user.name is none
     lambda m: f"sudo sysctl -w {m.group('key')}={m.group('value')}"),
    # "forward local port 8080 to db.internal:5432 through bastion.example.com (as user ops)"
    (re.compile(r"\bforward\s+(?:my\s+)?local\s+port\s+(?P<local>\d+)\s+to\s+(?P<host>[\w.-]+):(?P<port>\d+)\s+(?:through|via|over)\s+"
                r"(?:the\s+)?(?:(?:bastion|jump|gateway)\s+host\s+|host\s+)?(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>(?!the\b)[\w.-]*\w)"
                r"(?:\s+host)?(?:\s+as\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*))?", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} "
               f"{(m.group('user') or m.group('user2') or '') and (m.group('user') or m.group('user2')) + '@'}{m.group('jump')}"),
    # "show kernel ring buffer messages with human readable timestamps"
    (re.compile(r"\b(?:kernel|dmesg)\b[^.?]*?\b(?:messages|log|buffer)\b[^.?]*\bhuman[\s-]*readable\s+(?:timestamps|times|dates)\b", re.I),
     lambda m: "sudo dmesg -T"),
    # "show which services took the longest during boot"
    (re.compile(r"\bservices?\s+(?:that\s+)?(?:took|take|taking)\s+(?:the\s+)?(?:longest|most\s+time)\s+(?:during|at|to)\s+(?:the\s+)?boot\b"
                r"|\bslowest\s+(?:services|units)\s+(?:during|at)\s+boot\b", re.I),
     lambda m: "systemd-analyze blame"),
    # "list pending at jobs", "remove at job number 7"
    (re.compile(r"^\s*(?:list|show)\s+(?:the\s+|all\s+)?(?:(?:of\s+)?my\s+)?(?:pending|queued|scheduled)\s+at\s+jobs\s*[?.!]?\s*$", re.I),
     lambda m: "atq"),
    (re.compile(r"\b(?:remove|delete|cancel)\s+(?:the\s+)?(?:pending\s+)?at\s+job\s+(?:number\s+|#\s*)?(?P<job>\d+)\b", re.I),
     lambda m: f"atrm {m.group('job')}"),
    # "add the address 192.168.10.20/24 to eth0"; "add a route to 10.10.0.0/16 via 192.168.1.1"; "bring eth1 up"
    (re.compile(r"\badd\s+(?:the\s+)?(?:ip\s+)?(?:address\s+)?(?P<addr>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+to\s+(?:the\s+)?(?:interface\s+)?"
                r"(?P<dev>[a-z][\w.-]*\d)\b", re.I),
     lambda m: f"sudo ip addr add {m.group('addr')} dev {m.group('dev')}"),
    (re.compile(r"\badd\s+(?:a\s+|the\s+)?(?:static\s+)?route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:via|through)\s+"
                r"(?P<gw>\d{1,3}(?:\.\d{1,3}){3})\b", re.I),
     lambda m: f"sudo ip route add {m.group('net')} via {m.group('gw')}"),
    (re.compile(r"^\s*(?:please\s+)?(?:bring|take|set|turn)\s+(?:the\s+)?(?:network\s+)?(?:interface\s+)?(?P<dev>[a-z][\w.-]*\d)\s+(?P<state>up|down)\b", re.I),
     lambda m: f"sudo ip link set {m.group('dev')} {m.group('state').lower()}"),
    # apt's housekeeping
    (re.compile(r"\b(?:clear|clean|empty|delete)\s+(?:out\s+)?(?:the\s+)?apt(?:-get)?\s+(?:package\s+)?cache\b", re.I),
     lambda m: "sudo apt clean"),
    (re.compile(r"\bremove\s+(?:the\s+)?packages\s+(?:that\s+were\s+)?installed\s+as\s+dependencies\b|\bapt(?:-get)?\s+autoremove\b", re.I),
     lambda m: "sudo apt autoremove"),
    # "check backup.tar.gz isn't corrupted", "test the integrity of backup.tar.gz"
    (re.compile(r"\b(?:check|test|verify)\s+(?:that\s+|whether\s+|if\s+)?(?P<file>[~./\w][\w./~-]*\.(?:gz|tgz))\s+(?:is\s*n'?t|is\s+not)\s+"
                r"(?:corrupt(?:ed)?|damaged|broken)\b|\b(?:test|check|verify)\s+the\s+integrity\s+of\s+(?P<file2>[~./\w][\w./~-]*\.(?:gz|tgz))\b", re.I),
     lambda m: f"gzip -t {m.group('file') or m.group('file2')}"),
    # "check the sshd config for syntax errors"
    (re.compile(r"\b(?:check|test|validate)\s+(?:the\s+)?(?:sshd|ssh\s+server(?:'s)?)\s+config(?:uration)?(?:\s+file)?\s+for\s+(?:syntax\s+)?errors\b", re.I),
     lambda m: "sudo sshd -t"),
    # "are there any zombie processes?"
    (re.compile(r"\b(?:any|list|show|find)\s+(?:all\s+)?(?:the\s+)?zombie\s+process(?:es)?\b", re.I),
     lambda m: "ps aux | awk '$8 ~ /^Z/'"),
    # "can I reach 8.8.8.8?"
    (re.compile(r"^\s*(?:can|could)\s+(?:i|we|this\s+(?:machine|box|server))\s+reach\s+(?P<host>[\w.:-]*\w)(?:\s+from\s+here)?\s*\??\s*"
                r"(?:[,.;]?\s*(?:try(?:\s+it)?|ping(?:\s+it)?|send|check)\s+(?P<n>\d+)\s+(?:times|pings|packets)\s*[.!]?\s*)?$", re.I),
     lambda m: f"ping -c {m.group('n') or 4} {m.group('host')}"),
    # "show me what is written in the file readme.txt", "what's in notes.txt?"
    (re.compile(r"^\s*(?:show|print|display|tell)\s+(?:me\s+)?what(?:'s|\s+is)\s+(?:written\s+)?(?:in|inside)\s+(?:the\s+file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?!(?:zip|tar|gz|tgz|bz2|xz|7z|rar|jar|deb|rpm|iso|img)\b)\w+)\s*[?.!]?\s*$|^\s*what(?:'s|\s+is)\s+(?:written\s+)?in\s+(?:the\s+file\s+)?"
                r"(?P<file2>[~./\w][\w./~-]*\.(?!(?:zip|tar|gz|tgz|bz2|xz|7z|rar|jar|deb|rpm|iso|img)\b)\w+)\s*\?\s*$", re.I),
     lambda m: f"cat {m.group('file') or m.group('file2')}"),
    # "show only the filesystems that are more than 80% full"
    (re.compile(r"\b(?:file\s*systems|partitions|disks|mounts)\s+(?:that\s+are\s+|which\s+are\s+)?(?:more\s+than|over|above)\s+"
                r"(?P<pct>\d{1,2})\s*%\s*(?:full|used)\b", re.I),
     lambda m: f"df -h | awk 'NR>1 && $5+0 > {m.group('pct')}'"),
    # "list all the open files of process 3310"
    (re.compile(r"\bopen\s+files\b[^.?]*?\b(?:pid|process)\s+(?:id\s+)?(?P<pid>\d+)\b|\b(?:pid|process)\s+(?P<pid2>\d+)\b[^.?]*?\bopen\s+files\b", re.I),
     lambda m: None if re.search(r"\blimits?\b", m.string, re.I) else f"lsof -p {m.group('pid') or m.group('pid2')}"),   # a limit: prlimit's
    # "change this machine's hostname permanently to web-prod-03"
    (re.compile(r"\b(?:change|set|rename)\s+(?:this\s+machine's\s+|the\s+(?:machine's\s+|system's\s+)?|my\s+)?host\s*name\s+(?:permanently\s+)?to\s+"
                r"(?P<name>[a-z0-9][\w.-]*[a-z0-9])\b", re.I),
     lambda m: f"sudo hostnamectl set-hostname {m.group('name')}"),
    # "change the owner of every file under /home/shared that belongs to jsmith to mlee", "find every file owned by bob
    # under /srv and give it to alice"
    (re.compile(r"\bchange\s+the\s+owner(?:ship)?\s+of\s+(?:every|all(?:\s+the)?)\s+files?\s+(?:under|in|below)\s+(?P<place>[~./\w][\w./~-]*)\s+"
                r"(?:that\s+belongs?\s+to|owned\s+by|belonging\s+to)\s+(?:user\s+)?(?P<old>[a-z_][\w-]*)\s+to\s+(?:user\s+)?(?P<new>[a-z_][\w-]*)\b"
                r"|\bfind\s+(?:every|all(?:\s+the)?)\s+files?\s+owned\s+by\s+(?:user\s+)?(?P<old2>[a-z_][\w-]*)\s+(?:under|in)\s+"
                r"(?P<place2>[~./\w][\w./~-]*)\s+and\s+(?:give|hand)\s+(?:it|them)\s+to\s+(?:user\s+)?(?P<new2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo find {m.group('place') or m.group('place2')} -user {m.group('old') or m.group('old2')} -exec chown "
               f"{m.group('new') or m.group('new2')} {{}} +"),
    # "give all files in /data/shared owned by olduser to newuser"
    (re.compile(r"\bgive\s+(?:all|every)\s+(?:the\s+)?files?\s+(?:in|under)\s+(?P<place>[~./\w][\w./~-]*)\s+owned\s+by\s+(?:user\s+)?"
                r"(?P<old>[a-z_][\w-]*)\s+to\s+(?:user\s+)?(?P<new>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo find {m.group('place')} -user {m.group('old')} -exec chown {m.group('new')} {{}} +"),
    # "give user alice read and write access to /srv/reports/q2.xlsx with an ACL"
    (re.compile(r"\bgive\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+(?P<perm>(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+)(?:read|write|execute))*)"
                r"\s+(?:access|permissions?|rights)\s+(?:to|on)\s+(?P<file>[~./\w][\w./~-]*?)\s+(?:with|using|via|through)\s+(?:an?\s+)?acls?\b", re.I),
     lambda m: f"setfacl -m u:{m.group('user')}:{''.join(b for b in 'rwx' if re.search(dict(r='read', w='write', x='execute')[b], m.group('perm'), re.I))} "
               f"{m.group('file')}"),
    # "empty /var/log/app/debug.log without deleting the file"
    (re.compile(r"\b(?:empty|truncate|clear(?:\s+out)?)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:without\s+(?:deleting|removing)|but\s+keep)", re.I),
     lambda m: f"truncate -s 0 {m.group('file')}"),
    # "dump the environment of process 4321 with one variable per line"
    (re.compile(r"\benvironment(?:\s+variables)?\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b"
                r"|\benvironment\s+variables\s+does\s+(?:process|pid)\s+(?P<pid2>\d+)\s+have\b", re.I),
     lambda m: f"tr '\\0' '\\n' < /proc/{m.group('pid') or m.group('pid2')}/environ"),
    # "pairs.tsv has two tab-separated columns; print them with the columns swapped"
    (re.compile(r"(?P<file>[\w./~-]+\.(?P<ext>txt|tsv|csv|dat|log))\b[^.?!]*?\b(?:(?:columns|fields)\s+swapped|swap(?:ped)?\s+(?:so\s+)?"
                r"|print\s+them\s+swapped)"
                # "swap the two space-separated columns of pairs.txt"
                r"|\bswap\s+(?:the\s+)?(?:two\s+|first\s+two\s+)?(?:(?:space|blank|whitespace)[\s-]separated\s+)?(?:columns|fields)\s+(?:of|in)\s+"
                r"(?P<file2>[\w./~-]+\.(?P<ext2>txt|tsv|csv|dat|log))\b", re.I),
     lambda m: (f"awk -F'\\t' -v OFS='\\t' '{{print $2, $1}}' {m.group('file') or m.group('file2')}" if (m.group("ext") or m.group("ext2")).lower() == "tsv"
                else f"awk -F, -v OFS=, '{{print $2, $1}}' {m.group('file') or m.group('file2')}" if (m.group("ext") or m.group("ext2")).lower() == "csv"
                else f"awk '{{print $2, $1}}' {m.group('file') or m.group('file2')}")),
    # "schedule this system to reboot at 03:00 tonight"
    (re.compile(r"\breboot\w*\s+(?:the\s+(?:machine|system|server)\s+)?at\s+(?P<time>\d{1,2}:\d{2})\b", re.I),
     lambda m: f"sudo shutdown -r {m.group('time')}"),
    # "which package does /usr/bin/ssh come from?" (the model: apt list /usr/bin/ssh)
    (_PACKAGE_OF, lambda m: f"dpkg -S {(m.group(1) or m.group(2)).rstrip('?')}"),
    # "make config.lock immutable so not even root can modify it" (the model: sudo chmod 755 config.lock)
    (_MADE_IMMUTABLE, lambda m: f"sudo chattr +i {m.group(1) or m.group(2)}"),
    # "does backup.tar.gz contain a file named config.yaml?" (the model: tar -czf backup.tar.gz config.yaml)
    (_ARCHIVE_HOLDS, _archive_listed),
    # "is the package curl installed?" (the model: apt list curl, what the archive offers)
    (_PACKAGE_INSTALLED, lambda m: f"dpkg -l {m.group(1) or m.group(2)}"),
    # "which group owns /var/www/html?", "who owns /srv/data?"
    (_OWNER_ASKED, lambda m: f"stat -c %U {m.group(3)}" if m.group(3)
     else f"stat -c {'%G' if m.group(1).lower() == 'group' else '%U'} {m.group(2)}"),
    # "is photo.jpg newer than photo_backup.jpg?"; "is /usr/local/bin/deploy.sh executable?"
    (_NEWER_ASKED, lambda m: f"[ {m.group(1)} {'-nt' if m.group(2).lower() == 'newer' else '-ot'} {m.group(3)} ] && echo yes || echo no"),
    (_FILE_TESTED, _file_tested),
    # "check deploy.sh for bash syntax errors without running it" (the model: php -l deploy.sh)
    (_SYNTAX_CHECKED, lambda m: f"bash -n {m.group(1) or m.group(2)}"),
    # "how many days are there between 2024-01-01 and 2024-12-25", "… left until 2025-12-25" (from today)
    (_DAYS_BETWEEN, lambda m: f"echo $(( ($(date -d {m.group(2)} +%s) - $(date -d {m.group(1)} +%s)) / 86400 ))"),
    (_DAYS_UNTIL, lambda m: f"echo $(( ($(date -d {m.group(1)} +%s) - $(date +%s)) / 86400 ))"),
    # "list the names of all user accounts", "list all users on this system" (not who is logged in)
    (re.compile(r"^\s*(?:list|show|print|display|give\s+me|what\s+are)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:(?:user\s*names|login\s+names|names)\s+"
                r"of\s+(?:all\s+)?(?:the\s+)?(?:user\s+)?accounts|(?:user\s*names\s+of\s+)?(?:all\s+)?(?:the\s+)?(?:users|user\s+accounts|"
                r"accounts|user\s*names)\s+(?:on|of)\s+(?:this|the)\s+(?:system|machine|computer|server|box))\b(?![^.?]*\b(?:logged|online|"
                r"connected|currently|right\s+now|groups?|shell))\s*[?.!]?\s*$", re.I),
     lambda m: "cut -d: -f1 /etc/passwd"),
    # "list the users with a UID of 1000 or more (sorted by name)", "usernames in /etc/passwd whose UID is above 999"
    (re.compile(r"\b(?:users|accounts|user\s*names|login\s+names)\b[^.?;]*?\b(?:uid|user\s+id)s?\s+(?:of\s+|is\s+|are\s+)?(?:"
                r"(?P<at>\d+)\s+or\s+(?:more|above|higher|greater|over)|(?:at\s+least|>=)\s+(?P<least>\d+)|(?:above|over|greater\s+than|"
                r"more\s+than|higher\s+than|>)\s+(?P<over>\d+))\b(?P<sorted>[^.?;]*\bsort)?", re.I),
     lambda m: (f"awk -F: '$3 >= {m.group('at') or m.group('least')} {{print $1}}' /etc/passwd" if m.group("over") is None
                else f"awk -F: '$3 > {m.group('over')} {{print $1}}' /etc/passwd") + (" | sort" if m.group("sorted") else "")),
    # "what is 1234 times 5678?", "calculate 17 plus 25" (whole numbers: the shell's arithmetic; a quotient: bc)
    (re.compile(r"^\s*(?:what\s+is|what's|whats|calculate|compute|how\s+much\s+is|work\s+out)\s+(?P<a>\d+(?:\.\d+)?)\s*"
                r"(?P<op>\+|plus|-|minus|\*|x|times|multiplied\s+by|/|divided\s+by|over)\s*(?P<b>\d+(?:\.\d+)?)\s*\??\s*$", re.I),
     lambda m: _arithmetic(m.group("a"), m.group("op"), m.group("b"))),
    # "attach the usb stick /dev/sdb1 to the folder /mnt/usb", "mount /dev/sdc1 on /media/backup"
    (re.compile(r"\b(?:attach|mount|connect|hook\s+up)\s+(?:the\s+|my\s+)?(?:usb\s+(?:stick|drive|disk)\s+|(?:external\s+)?(?:disk|drive)\s+|"
                r"partition\s+|device\s+)?(?P<dev>/dev/[\w/-]*\w)\s+(?:to|on|at|onto|under|in)\s+(?:the\s+)?(?:folder\s+|directory\s+|dir\s+|"
                r"mount\s*point\s+)?(?P<dir>/[\w/.-]*\w)\b", re.I),
     lambda m: f"sudo mount {m.group('dev')} {m.group('dir')}"),
    # "make an exact image of the whole usb drive /dev/sdb into the file usb.img"
    (re.compile(r"\b(?:exact\s+|raw\s+|full\s+|byte[\s-]for[\s-]byte\s+)?(?:image|copy|clone|backup)\s+of\s+(?:the\s+|my\s+)?(?:whole\s+|entire\s+)?"
                r"(?:usb\s+(?:stick|drive|disk)|disk|drive|partition|sd\s*card|device)\s+(?P<dev>/dev/[\w/-]*\w)\s+(?:into|to|as|in)\s+"
                r"(?:the\s+|a\s+)?(?:file\s+)?(?P<file>[~./\w][\w./~-]*\.(?:img|iso|bin|raw|dd|image))\b", re.I),
     lambda m: f"sudo dd if={m.group('dev')} of={m.group('file')} bs=4M status=progress"),
    # "give me just the file name without the folders from /home/sam/docs/letter.odt"; "the folder part of …"
    (re.compile(r"\b(?:file\s*name|name\s+of\s+the\s+file)\s+(?:without|minus|stripped\s+of|with\s+no)\s+(?:the\s+|its\s+)?(?:leading\s+)?"
                r"(?:folders?|directories|directory|dirs?|path)\b[^/~]*?(?P<path>[~/][\w./~-]*[\w])"
                r"|\bbase\s*name\s+of\s+(?:the\s+path\s+)?(?P<path2>[~/][\w./~-]*[\w])", re.I),
     lambda m: f"basename {m.group('path') or m.group('path2')}"),
    (re.compile(r"\b(?:folder|directory|dir)\s+(?:part|portion|name)\s+of\s+(?:the\s+path\s+)?(?P<path>[~/][\w./~-]*[\w])"
                r"|\bpath\s+(?:of\s+)?(?P<path2>[~/][\w./~-]*[\w])\s+without\s+(?:the\s+|its\s+)?file\s*name\b", re.I),
     lambda m: f"dirname {m.group('path') or m.group('path2')}"),
    # "delete the first line of data.csv, the header line, and keep the rest in the same file"
    (re.compile(r"\b(?:delete|remove|drop|strip|cut)\s+(?:the\s+)?(?:first\s+line|first\s+row|header(?:\s+line|\s+row)?)\s+(?:of|from|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*?\b(?:in\s+place|same\s+file|keep\s+the\s+rest|overwrit\w*|editing\s+(?:it|the\s+file)|"
                r"itself)\b)(?![^.]*\b(?:as|to|into|in)\s+(?:a\s+new\s+file\s+)?[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed -i '1d' {m.group('file')}"),
    # "which program is holding the file /var/lib/dpkg/lock open?", "which processes have /var/log/syslog open"
    (re.compile(r"\b(?:which|what)\s+(?:programs?|process(?:es)?|apps?|applications?)\s+(?:is|are|has|have)\s+(?:holding\s+|keeping\s+|got\s+)?"
                r"(?:the\s+file\s+)?(?P<file>/[\w./-]*\w|[\w.-]+\.\w+)\s+open\b", re.I),
     lambda m: ("sudo " if re.match(r"/(?:var|etc|dev|proc|run|root|srv|usr)/", m.group("file")) else "") + f"lsof {m.group('file')}"),
    # "process 3333 is slowing everything down, give it a lower priority"; "lower the priority of process 3333 to 15"
    (re.compile(r"\b(?:lower|reduce|decrease|drop)\s+(?:the\s+)?(?:cpu\s+|scheduling\s+)?priority\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)"
                r"(?:[^.;]*?\bto\s+(?:a\s+)?(?:niceness\s+|nice(?:\s+value)?\s+)?(?:of\s+)?\+?(?P<n>\d+))?"
                r"|\b(?:process|pid)\s+(?P<pid2>\d+)\b[^.;]*?\bgive\s+it\s+(?:a\s+)?lower\s+priority\b", re.I),
     lambda m: f"renice -n {m.group('n') or 10} -p {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"\b(?:lower|reduce|decrease|drop)\s+(?:the\s+)?(?:cpu\s+)?priority\s+of\s+(?:all\s+|every\s+)?(?:the\s+)?process(?:es)?\s+"
                r"(?:owned\s+by|of|belonging\s+to|run\s+by)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b"
                r"(?:[^.;]*?\bto\s+(?:a\s+)?(?:niceness\s+|nice(?:\s+value)?\s+)?(?:of\s+)?\+?(?P<n>\d+))?", re.I),
     lambda m: f"sudo renice -n {m.group('n') or 10} -u {m.group('user')}"),
    # "pause process 777 without killing it", "resume process 777"
    (re.compile(r"\b(?:pause|suspend|freeze|stop)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b(?=[^.]*\b(?:without\s+(?:killing|ending|terminating)|"
                r"temporarily|for\s+now|so\s+(?:i|it)\s+can\s+(?:resume|continue))\b)|\b(?:pause|suspend|freeze)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"kill -STOP {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"\b(?:resume|unpause|unfreeze|continue|wake\s+up)\s+(?:the\s+)?(?:paused\s+|stopped\s+|suspended\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"kill -CONT {m.group('pid')}"),
    # "list the threads of process 1500"
    (re.compile(r"\b(?:list|show|display|print)\s+(?:all\s+)?(?:the\s+)?threads\s+(?:of|in|for)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -T -p {m.group('pid')}"),
    # "show the resident memory (RSS) of process 5555"
    (re.compile(r"\b(?:resident\s+(?:set\s+size|memory)|rss)\b[^.;]*?\b(?:of|for|used\s+by)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -p {m.group('pid')} -o rss="),
    # "turn off all swap", "enable all swap again"
    (re.compile(r"\b(?:turn\s+off|disable|deactivate|switch\s+off)\s+(?:all\s+(?:the\s+)?)?swap(?:\s+(?:space|devices|files|partitions))?\b", re.I),
     lambda m: "sudo swapoff -a"),
    (re.compile(r"\b(?:turn\s+on|enable|activate|switch\s+on)\s+all\s+(?:the\s+)?swap(?:\s+(?:space|devices|files|partitions))?\b", re.I),
     lambda m: "sudo swapon -a"),
    # "what is the current vm swappiness value"; "set vm swappiness to 10"
    (re.compile(r"\bset\s+(?:the\s+)?(?:vm[\s.]+)?swappiness\s+(?:value\s+)?to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo sysctl vm.swappiness={m.group('n')}"),
    (re.compile(r"^\s*(?:what\s+is|what's|show|print|check|display|get)\s+(?:me\s+)?(?:the\s+)?(?:current\s+)?(?:vm[\s.]+)?swappiness"
                r"(?:\s+(?:value|setting))?\s*[?.!]?\s*$", re.I),
     lambda m: "cat /proc/sys/vm/swappiness"),
    # "make user erin's password expire every 90 days", "force bob to change his password every 60 days"
    (re.compile(r"\b(?:make\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+password\s+(?:expire|must\s+be\s+changed|need\s+changing)\s+every\s+(?P<n>\d+)\s+days\b"
                r"|\bforce\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+to\s+change\s+(?:his|her|their|the)\s+password\s+every\s+(?P<n2>\d+)\s+days\b", re.I),
     lambda m: f"sudo chage -M {m.group('n') or m.group('n2')} {m.group('user') or m.group('user2')}"),
    # "show the login history of user heidi"
    (re.compile(r"\blog\s*in\s+history\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"last {m.group('user')}"),
    # "create a user named deploy with a home directory and bash as the login shell": useradd told what the rest asks
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?(?P<system>system\s+)?user\s+(?:account\s+)?(?:named\s+|called\s+)?(?P<user>[a-z_][\w-]*)\s+"
                r"(?P<rest>with\b.*)$", re.I),
     lambda m: _user_added(m)),
    # "create a system user prometheus with no login shell"
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+|the\s+)?system\s+(?:user|account)\s+(?:called\s+|named\s+)?(?P<user>[a-z_][\w-]*)\b"
                r"(?=[^.]*\b(?:no\s+login|nologin|without\s+(?:a\s+)?(?:login\s+)?shell|can(?:no|')t\s+log\s*in|cannot\s+log\s*in)\b)", re.I),
     lambda m: f"sudo useradd -r -s /usr/sbin/nologin {m.group('user')}"),
    # "make the account oscar expire on 2025-12-31"
    (re.compile(r"\b(?:make|set)\s+(?:the\s+)?(?:user\s+)?(?:account\s+)?(?:of\s+)?(?:(?:the\s+)?user\s+)?(?P<user>[a-z_][\w-]*)(?:'s\s+account)?\s+(?:to\s+)?expire\s+on\s+"
                r"(?P<date>\d{4}-\d{2}-\d{2})\b", re.I),
     lambda m: f"sudo usermod -e {m.group('date')} {m.group('user')}"),
    # "show all established TCP connections"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:currently\s+)?established\s+(?:tcp\s+)?connections\s*[?.!]?\s*$", re.I),
     lambda m: "ss -t state established"),
    # "remove apache2 together with its configuration files", "purge the package mysql-server"
    (re.compile(r"\b(?:remove|uninstall|delete)\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\s+(?:together\s+|along\s+)?with\s+(?:all\s+)?"
                r"(?:of\s+)?its\s+config(?:uration)?(?:\s+files)?\b|\bpurge\s+(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\b", re.I),
     lambda m: f"sudo apt purge {m.group('pkg') or m.group('pkg2')}"),
    # "prevent the package linux-image-generic from being upgraded", "hold back nginx"
    (re.compile(r"\b(?:prevent|stop|keep|block)\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\s+from\s+(?:being\s+)?(?:upgraded|updated|upgrading|updating)\b"
                r"|\bhold\s+(?:back\s+)?(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\s+(?:at\s+its\s+(?:current\s+)?version|from\s+upgrades?)\b", re.I),
     lambda m: f"sudo apt-mark hold {m.group('pkg') or m.group('pkg2')}"),
    # "print the hostname"
    (re.compile(r"^\s*(?:print|show|display|what\s+is|what's)\s+(?:me\s+)?(?:the\s+|this\s+machine's\s+|my\s+)?(?:current\s+)?host\s*name"
                r"(?:\s+of\s+this\s+(?:machine|computer|server|box))?\s*[?.!]?\s*$", re.I),
     lambda m: "hostname"),
    # "show the CPU model name"
    (re.compile(r"^\s*(?:show|print|display|what\s+is|what's|which\s+is)\s+(?:me\s+)?(?:the\s+)?(?:cpu|processor)(?:'s)?\s+model(?:\s+name)?"
                r"(?:\s+of\s+this\s+(?:machine|computer|server))?\s*[?.!]?\s*$", re.I),
     lambda m: "grep -m1 'model name' /proc/cpuinfo"),
    # "show details of the installed memory modules"
    (re.compile(r"\b(?:installed\s+)?(?:memory|ram)\s+(?:modules|sticks|dimms|slots)\b", re.I),
     lambda m: "sudo dmidecode -t memory"),
    # "turn on IPv4 forwarding right now"
    (re.compile(r"\b(?:turn\s+on|enable|switch\s+on|activate)\s+(?:ipv4\s+|ip\s+)?(?:packet\s+)?forwarding\b", re.I),
     lambda m: "sudo sysctl -w net.ipv4.ip_forward=1"),
    # "load the kernel module br_netfilter", "unload the kernel module pcspkr"
    (re.compile(r"\b(?P<un>un)?load\s+(?:the\s+)?(?:kernel\s+)?module\s+(?P<mod>[\w-]+)\b"
                r"|\b(?P<un2>un)?load\s+(?:the\s+)?(?P<mod2>[\w-]+)\s+(?:kernel\s+)?module\b", re.I),
     lambda m: f"sudo modprobe {'-r ' if m.group('un') or m.group('un2') else ''}{m.group('mod') or m.group('mod2')}"),
    # "remount the root filesystem read-write"
    (re.compile(r"\bremount\s+(?:the\s+)?(?:(?P<root>root)\s+(?:file\s*system|partition)|(?:file\s*system\s+)?(?P<dir>/[\w/.-]*))\s+"
                r"(?:as\s+)?(?P<mode>read[\s-]*write|read[\s-]*only|rw|ro)\b", re.I),
     lambda m: f"sudo mount -o remount,{'ro' if re.search('only|ro', m.group('mode'), re.I) and 'write' not in m.group('mode').lower() and m.group('mode').lower() != 'rw' else 'rw'} "
               f"{'/' if m.group('root') else m.group('dir')}"),
    # "show the partition table of /dev/sda"
    (re.compile(r"\bpartition\s+table\s+(?:of|on|for)\s+(?:the\s+disk\s+|disk\s+)?(?P<dev>/dev/[\w/-]*\w)\b", re.I),
     lambda m: f"sudo fdisk -l {m.group('dev')}"),
    # "which device and filesystem type is /home on"
    (re.compile(r"\b(?:which|what)\s+(?:device|disk|partition|drive)(?P<type>\s+and\s+(?:file\s*system|fs)\s+type)?\s+(?:is|are)\s+"
                r"(?P<dir>/[\w/.-]*)\s+(?:on|mounted\s+(?:on|from))\s*[?.!]?\s*$", re.I),
     lambda m: f"df {'-T ' if m.group('type') else ''}{m.group('dir')}"),
    # "list all mounted ext4 filesystems"
    (re.compile(r"\b(?:list|show|display|which|what)\s+(?:all\s+)?(?:the\s+)?(?:currently\s+)?mounted\s+(?P<fs>ext[234]|xfs|btrfs|vfat|ntfs|nfs4?|"
                r"tmpfs|cifs|zfs|exfat)\s+(?:file\s*systems|partitions|mounts|volumes)\b", re.I),
     lambda m: f"findmnt -t {m.group('fs').lower()}"),
    # "show journal messages with priority err or worse from the current boot"
    (re.compile(r"\b(?:journal|log)\s+(?:messages|entries|lines)\s+(?:with\s+(?:a\s+)?)?priority\s+(?P<p>emerg|alert|crit|err|warning|notice|info|debug)"
                r"(?:\s+or\s+(?:worse|higher|above|more\s+severe))?\b(?P<boot>[^.]*\b(?:this|current|last)\s+boot\b)?", re.I),
     lambda m: f"journalctl -p {m.group('p').lower()}" + (" -b" if m.group("boot") else "")),
    # "delete journal entries older than 2 weeks"
    (re.compile(r"\b(?:delete|remove|clean\s+(?:up|out)?|purge|vacuum|drop|clear)\s+(?:the\s+)?(?:systemd\s+)?journal\s+(?:entries|logs|files|messages)?\s*"
                r"older\s+than\s+(?P<n>\d+)\s+(?P<unit>days?|weeks?|months?)\b", re.I),
     lambda m: f"sudo journalctl --vacuum-time={m.group('n')}{ {'d': 'd', 'w': 'weeks', 'm': 'months'}[m.group('unit')[0].lower()] }"),
    # "follow the mysql service log live"
    (re.compile(r"\b(?:follow|watch|tail)\s+(?:the\s+)?(?P<unit>[\w@.-]+)\s+service(?:'s)?\s+(?:log|logs|journal)\b", re.I),
     lambda m: f"journalctl -u {m.group('unit')} -f"),
    (_AT_ASKED, _at_job),
    # "schedule 'touch /tmp/done' to run 30 minutes from now with at"
    (re.compile(r"\b(?:schedule|run)\s+(?P<cmd>'[^']+'|\"[^\"]+\")\s+(?:to\s+run\s+)?(?:in\s+)?(?P<n>\d+)\s+(?P<unit>minutes?|hours?|days?)\s+"
                r"(?:from\s+now|later)\b", re.I),
     lambda m: f"echo {m.group('cmd')} | at now + {m.group('n')} {m.group('unit') if m.group('unit').endswith('s') or m.group('n') == '1' else m.group('unit') + 's'}"),
    # "print report.txt except for its last 3 lines", "all but the last 5 lines of x.log"
    (re.compile(r"\b(?:print|show|display|output|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:except|without|but\s+not|minus)\s+(?:for\s+)?(?:its|the)\s+last\s+"
                r"(?P<n>\d+)\s+lines\b|\ball\s+but\s+the\s+last\s+(?P<n2>\d+)\s+lines\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -n -{m.group('n') or m.group('n2')} {m.group('file') or m.group('file2')}"),
    # "show only the first and the last line of readings.txt"
    (re.compile(r"\b(?:only\s+|just\s+)?(?:the\s+)?first\s+and\s+(?:the\s+)?last\s+lines?\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"sed -n '1p;$p' {m.group('file')}"),
    # "print the odd-numbered lines of list.txt", "every even line of x.txt"
    (re.compile(r"\b(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?P<which>odd|even)(?:[\s-]*numbered)?\s+lines\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"awk 'NR%2=={1 if m.group('which').lower() == 'odd' else 0}' {m.group('file')}"),
    # "drop the first 10 characters from every line of stamped.log"
    (re.compile(r"\b(?:drop|remove|strip|delete|cut\s+off|skip)\s+(?:the\s+)?first\s+(?P<n>\d+)\s+(?:characters|chars)\s+(?:from|of|on)\s+(?:every|each|all\s+the)\s+lines?\s+"
                r"(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"cut -c{int(m.group('n')) + 1}- {m.group('file')}"),
    # "print dump.txt from the first line containing BEGIN to the end of the file"
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\s+from\s+the\s+(?:first\s+)?line\s+(?:containing|with|matching|that\s+contains)\s+(?P<pat>\S+)\s+"
                r"(?:to|through|until|till)\s+the\s+end\b", re.I),
     lambda m: f"sed -n '/{unquoted(m.group('pat'))}/,$p' {m.group('file')}"),
    # "list all the words in wordlist.txt that are exactly 5 letters long"
    (re.compile(r"\bwords\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that\s+are\s+|which\s+are\s+|with\s+)?exactly\s+(?P<n>\d+)\s+"
                r"(?:letters|characters|chars)(?:\s+long)?\b", re.I),
     lambda m: f"grep -xE '[[:alpha:]]{{{m.group('n')}}}' {m.group('file')}"),
    # "words in /usr/share/dict/words that start with pre and end with ing"
    (re.compile(r"\b(?:words|lines)\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:that|which)\s+(?:start|begin)\s+with\s+(?P<a>[\w-]+)\s+and\s+"
                r"end\s+(?:with|in)\s+(?P<b>[\w-]+)\b", re.I),
     lambda m: f"grep '^{m.group('a')}.*{m.group('b')}$' {m.group('file')}"),
    # "print the lines of tokens.txt that consist only of digits"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:consist|are\s+made\s+up)\s+(?:only|entirely|solely)\s+of\s+"
                r"(?:digits|numbers)|\blines\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:contain|have)\s+only\s+digits\b", re.I),
     lambda m: f"grep -xE '[0-9]+' {m.group('file') or m.group('file2')}"),
    # "remove all double quotes from quoted.csv and print the result"
    (re.compile(r"\b(?:remove|delete|strip)\s+(?:all\s+|every\s+)?(?:the\s+)?(?P<kind>double|single)\s+quotes?(?:\s+characters)?\s+(?:from|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b(?![^.]*\b(?:in\s+place|same\s+file|save|overwrit))", re.I),
     lambda m: f"tr -d {chr(39) + chr(34) + chr(39) if m.group('kind').lower() == 'double' else chr(34) + chr(39) + chr(34)} < {m.group('file')}"),
    # "print the lines of audit.log that contain both user and login"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:contain|have|mention)\s+both\s+(?P<a>[\w./-]+)\s+and\s+(?P<b>[\w./-]+)\b", re.I),
     lambda m: f"grep {m.group('a')} {m.group('file')} | grep {m.group('b')}"),
    # "print the line number of the first line containing main( in program.c"
    (re.compile(r"\bline\s+number\s+of\s+the\s+first\s+line\s+(?:containing|with|matching|that\s+contains)\s+(?P<pat>\S+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"grep -n -m1 {_shell_word(unquoted(m.group('pat')))} {m.group('file')} | cut -d: -f1"),
    # "remove inline comments (everything from # to the end of the line) from rules.conf and print the result"
    (re.compile(r"\b(?:remove|strip|delete|drop)\s+(?:the\s+|all\s+)?(?:inline|trailing|end[\s-]of[\s-]line)\s+comments\b[^.]*?\b(?:from|in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"sed 's/#.*//' {m.group('file')}"),
    # "list all the section headers in settings.ini"; "print the [database] section of config.ini"
    (re.compile(r"\b(?:section\s+(?:headers|names|titles)|sections)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.(?:ini|cfg|conf|cnf|toml))\b", re.I),
     lambda m: f"grep '^\\[' {m.group('file')}"),
    (re.compile(r"\[(?P<sec>[\w.-]+)\]\s+section\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.(?:ini|cfg|conf|cnf|toml))\b", re.I),
     lambda m: f"sed -n '/^\\[{m.group('sec')}\\]/,/^\\[/p' {m.group('file')}"),
    # "get the value of port from app.conf, which has key=value lines"; "set max_connections to 200 in db.conf (key=value lines)"
    (re.compile(r"\b(?:get|print|show|read|extract)\s+(?:the\s+|just\s+the\s+|only\s+the\s+)?value\s+of\s+(?:the\s+key\s+)?(?P<key>[A-Za-z_][\w.-]*)\s+"
                r"(?:from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*\bkey\s*=\s*value\b)", re.I),
     lambda m: f"grep '^{m.group('key')}=' {m.group('file')} | cut -d= -f2"),
    (re.compile(r"\bset\s+(?:the\s+key\s+)?(?P<key>[A-Za-z_][\w.-]*)\s+to\s+(?P<value>[\w./:-]+)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b(?=[^.]*\bkey\s*=\s*value\b)", re.I),
     lambda m: f"sed -i 's/^{m.group('key')}=.*/{m.group('key')}={m.group('value')}/' {m.group('file')}"),
    # "print the rows of data.csv where the second column is empty"
    (re.compile(r"\b(?:rows|lines)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+(?:where|whose|in\s+which)\s+(?:the\s+)?"
                r"(?:(?P<ord>\w+)\s+(?:column|field)|(?:column|field)\s+(?P<num>\d+))\s+is\s+empty\b", re.I),
     lambda m: _empty_field(m)),
    # "find the maximum value in column 2 of measurements.csv", "the smallest value in the 3rd column of temps.txt"
    (re.compile(r"\b(?P<which>max(?:imum)?|highest|largest|biggest|min(?:imum)?|lowest|smallest)\s+(?:value|number)\s+(?:in|of)\s+(?:the\s+)?"
                r"(?:(?P<ord>\w+)\s+column|column\s+(?P<num>\d+))\s+of\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt|dat|log))\b", re.I),
     lambda m: _column_extreme(m)),
    # "add up the numbers in numbers.txt, which has one number per line"
    (re.compile(r"\b(?:add\s+up|sum(?:\s+up)?|total(?:\s+up)?)\s+(?:all\s+)?the\s+numbers\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b"
                r"(?![^.]*\b(?:column|field)s?\b)", re.I),
     lambda m: f"paste -sd+ {m.group('file')} | bc"),
    # "print the lines of hostnames.txt ordered from shortest to longest"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:ordered|sorted|arranged)\s+(?:by\s+length\s+)?from\s+(?P<first>shortest|longest)"
                r"\s+to\s+(?:longest|shortest)\b|\bsort\s+(?:the\s+lines\s+of\s+)?(?P<file2>[~./\w][\w./~-]*\.\w+)\s+by\s+(?:line\s+)?length\b", re.I),
     lambda m: f"awk '{{print length, $0}}' {m.group('file') or m.group('file2')} | sort -n{'r' if (m.group('first') or '').lower() == 'longest' else ''} | cut -d' ' -f2-"),
    # "set the date of photo.jpg to 1 January 2020 at noon", "change the modification time of a.txt to 2023-05-01 08:30"
    (re.compile(r"\b(?:set|change)\s+(?:the\s+)?(?:modification\s+|last[\s-]modified\s+|access\s+)?(?:date|time|timestamp|mtime|date\s+and\s+time)\s+of\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<date>\d{4}-\d{2}-\d{2})(?:,?\s+(?:at\s+)?(?P<time>\d{1,2}:\d{2}(?::\d{2})?|noon|midnight))?", re.I),
     lambda m: f"touch -d '{m.group('date')}" + (f" {_clock(m.group('time'))}" if m.group("time") else "") + f"' {m.group('file')}"
     if m.group("time") else f"touch -d {m.group('date')} {m.group('file')}"),
    # "show the jobs I have set up to run automatically on a schedule"
    (re.compile(r"^\s*(?:show|list|display|what\s+are)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?:jobs|tasks|commands)\s+(?:that\s+)?(?:i\s+have\s+|i've\s+)?"
                r"(?:set\s+up\s+|scheduled\s+)?(?:(?:to\s+)?run\s+)?(?:automatically\s+)?(?:on\s+a\s+schedule|regularly|periodically|automatically)\b", re.I),
     lambda m: "crontab -l"),
    # "show recipe.txt with a line number in front of each line"
    (re.compile(r"^\s*(?:show|print|display|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:a\s+)?line\s+numbers?\s+(?:in\s+front\s+of|before|at\s+the\s+start\s+of|on)\s+"
                r"(?:each|every)\s+line\s*[.!]?\s*$", re.I),
     lambda m: f"cat -n {m.group('file')}"),
    # "refresh the list of available software and then upgrade everything"
    (re.compile(r"\b(?:refresh|update|reload)\s+(?:the\s+)?(?:list\s+of\s+(?:available\s+)?(?:software|packages|programs)|package\s+(?:lists?|index|"
                r"database)|software\s+lists?)\b[^.]*?\b(?:upgrade|update)\s+(?:everything|all(?:\s+(?:the\s+)?(?:installed\s+)?(?:packages|software))?)\b", re.I),
     lambda m: "sudo apt update && sudo apt upgrade" + (" -y" if NO_PROMPT.search(m.string) else "")),
    # "allocate a 2G file at /swapfile to use as swap"
    (re.compile(r"\b(?:allocate|preallocate|reserve)\s+(?:a\s+)?(?P<size>\d+(?:\.\d+)?\s*[KMGT])(?:i?B)?\s+file\s+(?:at|called|named|as)\s+(?P<file>[~./\w][\w./~-]*\w)\b", re.I),
     lambda m: ("sudo " if m.group("file").startswith("/") and not m.group("file").startswith("/tmp/") else "")
     + f"fallocate -l {m.group('size').replace(' ', '').upper()} {m.group('file')}"),
    # "count failed ssh password attempts per IP address in /var/log/auth.log, most frequent first"
    (re.compile(r"\b(?:failed|bad)\s+(?:ssh\s+)?(?:password|login)\s+(?:attempts|logins|tries)\b[^.]*?\b(?:per|by|for\s+each|from\s+each)\s+(?:ip|address|ip\s+address|source\s+ip)\b"
                r"[^.]*?\b(?:in|from)\s+(?P<log>/var/log/auth\.log|auth\.log|/var/log/secure)\b"
                r"|\b(?:ip\s+addresses|ips)\s+(?:out\s+)?of\s+the\s+'?failed\s+password'?\s+lines\s+in\s+(?P<log2>/var/log/auth\.log|auth\.log)\b[^.]*?\bcount\b", re.I),
     lambda m: f"grep 'Failed password' {m.group('log') or m.group('log2')} | grep -oE '([0-9]{{1,3}}\\.){{3}}[0-9]{{1,3}}' | sort | uniq -c | sort -rn"),
    # "download https://example.com/app.tar.gz and extract it (into /opt) (without saving the archive)"
    (re.compile(r"\b(?:download|fetch|get|grab)\s+(?P<url>https?://\S+?\.(?P<ext>tar\.gz|tgz|tar\.xz|txz|tar\.bz2|tbz2?|tar))\s+and\s+(?:then\s+)?(?:extract|unpack|untar)\s+"
                r"it\b(?:[^.]*?\b(?:into|in|to|under)\s+(?P<dir>[~/.][\w./~-]*\w|[\w-]+/))?", re.I),
     lambda m: f"curl -L {m.group('url')} | " + ("sudo " if (m.group("dir") or "").startswith(("/opt", "/usr", "/srv", "/etc", "/var")) else "")
     + f"tar -x{ {'gz': 'z', 'tgz': 'z', 'xz': 'J', 'txz': 'J', 'bz2': 'j', 'tbz': 'j', 'tbz2': 'j', 'tar': ''}[m.group('ext').rpartition('.')[2].lower()] }"
     + (f" -C {m.group('dir')}" if m.group("dir") else "")),
    # "forward local port 5433 to port 5432 on db.internal through bastion.example.com"
    (re.compile(r"\bforward\s+(?:my\s+)?local\s+port\s+(?P<local>\d+)\s+to\s+(?:remote\s+)?port\s+(?P<port>\d+)\s+(?:on|of)\s+(?P<host>[\w.-]*\w)\s+(?:through|via|over)\s+"
                r"(?:the\s+)?(?:(?:bastion|jump|gateway)\s+host\s+|host\s+)?(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>(?!(?:the|ssh|an?|tunnel)\b)[\w.-]*\w)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('jump')}"),
    # "prefix every line of domains.txt with https://", "add > to the start of each line of mail.txt"; the end of a line
    # "prefix every line of data.csv with its line number and a comma"
    (re.compile(r"\bprefix\s+(?:every|each)\s+line\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+its\s+line\s+number\s+and\s+a\s+(?P<sep>comma|colon|tab|space)\b", re.I),
     lambda m: f"awk '{{print NR \"{ {'comma': ',', 'colon': ':', 'tab': chr(92) + 't', 'space': ' '}[m.group('sep').lower()] }\" $0}}' {m.group('file')}"),
    (re.compile(r"\b(?:prefix|prepend\s+to)\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:'(?P<q>[^']+)'|\"(?P<dq>[^\"]+)\"|(?P<text>[^\s'\"]+))"
                r"|\b(?:add|put|insert|prepend)\s+['\"]?(?P<text2>[^\s'\"]+)['\"]?\s+(?:to\s+the\s+(?:start|beginning)\s+of|in\s+front\s+of|before)\s+(?:every|each|all(?:\s+the)?)\s+"
                r"lines?\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: _line_prefixed(m.group("q") or m.group("dq") or m.group("text") or m.group("text2"), m.group("file") or m.group("file2"))),
    (re.compile(r"\b(?:add|put|append)\s+['\"]?(?P<text>[^\s'\"]+)['\"]?\s+(?:to|at)\s+the\s+end\s+of\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b|\bsuffix\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+with\s+"
                r"['\"]?(?P<text2>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"sed 's{_delimiter(m.group('text') or m.group('text2'))}${_delimiter(m.group('text') or m.group('text2'))}{m.group('text') or m.group('text2')}"
               f"{_delimiter(m.group('text') or m.group('text2'))}' {m.group('file') or m.group('file2')}"),
    # "print the lines of app.log that start with the date 2024-03-15" (a date, a number or a word: the model takes a date for date's)
    (re.compile(r"\blines\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:start|begin)\s+with\s+(?:the\s+(?:date|timestamp|day)\s+)"
                r"(?P<pat>\d{4}-\d{2}-\d{2}(?:[ T]\d{2}(?::\d{2})?)?)\b", re.I),
     lambda m: f"grep '^{m.group('pat')}' {m.group('file')}"),
    # "swap the two columns of pairs.csv (comma separated)"
    (re.compile(r"\bswap\s+(?:the\s+)?(?:two\s+|first\s+two\s+)?columns\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\b", re.I),
     lambda m: {"csv": f"awk -F, -v OFS=, '{{print $2, $1}}' {m.group('file')}",
                "tsv": f"awk -F'\\t' -v OFS='\\t' '{{print $2, $1}}' {m.group('file')}"}.get(m.group("ext").lower(),
                                                                                            f"awk '{{print $2, $1}}' {m.group('file')}")),
    # "delete the old-api.local line from /etc/hosts", "remove the line containing DEBUG=1 from .env"
    (re.compile(r"\b(?:delete|remove|drop)\s+(?:the\s+|every\s+|all\s+(?:the\s+)?|any\s+)?(?:lines?\s+(?:containing|with|that\s+contains?|mentioning|matching)\s+"
                r"['\"]?(?P<pat>[^\s'\"]+)['\"]?|(?P<pat2>['\"][^'\"]+['\"]|[\w-]*[.\d_:/=@][\w.:/=@-]*)\s+lines?)\s+(?:from|in|of)\s+(?:[\w-]+\s+){0,2}?(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])"
                r"(?!.*\b(?:print|show|output|save|write|display|keep\s+the\s+original)\b)", re.I),
     lambda m: _line_edit(m, "d")),
    # "comment out the line containing test.local in /etc/hosts"
    (re.compile(r"\bcomment\s+out\s+(?:the\s+|every\s+|all\s+(?:the\s+)?)?(?:lines?\s+(?:containing|with|that\s+contains?|mentioning|matching)\s+['\"]?(?P<pat>[^\s'\"]+)['\"]?"
                r"|(?P<pat2>['\"][^'\"]+['\"]|[\w-]*[.\d_:/=@][\w.:/=@-]*)\s+lines?)\s+(?:in|of|from)\s+(?:[\w-]+\s+){0,2}?(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])", re.I),
     lambda m: _line_edit(m, "s/^/#/")),
    # ufw: the status with policies or numbers, a numbered rule deleted, a default policy, a rate limit, an app profile,
    # a port opened to one subnet
    (re.compile(r"\bufw\b[^.]*\b(?:status\b[^.]*\b(?:verbose|default\s+polic(?:y|ies)|polic(?:y|ies))|default\s+polic(?:y|ies))\b"
                r"|\b(?:firewall|ufw)\s+status\s+(?:including|with)\s+(?:the\s+)?default\s+polic", re.I),
     lambda m: "sudo ufw status verbose"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|all\s+)?(?:ufw|firewall)\s+rules\s+with\s+(?:their\s+)?numbers\b|\bnumbered\s+(?:ufw|firewall)\s+rules\b", re.I),
     lambda m: "sudo ufw status numbered"),
    (re.compile(r"\b(?:delete|remove)\s+(?:the\s+)?(?:ufw|firewall)\s+rule\s+(?:number\s+|#|no\.?\s+)?(?P<n>\d+)\b", re.I),
     lambda m: f"sudo ufw delete {m.group('n')}"),
    (re.compile(r"\b(?:make\s+)?ufw\s+(?:to\s+)?(?P<act>deny|allow|reject)\s+all\s+(?P<dir>incoming|outgoing)(?:\s+traffic)?\s+by\s+default\b"
                r"|\bdefault\s+(?:ufw\s+)?policy\s+(?:to\s+)?(?P<act2>deny|allow|reject)\s+(?P<dir2>incoming|outgoing)\b", re.I),
     lambda m: f"sudo ufw default {(m.group('act') or m.group('act2')).lower()} {(m.group('dir') or m.group('dir2')).lower()}"),
    (re.compile(r"\brate[\s-]?limit\s+(?:incoming\s+)?(?P<svc>ssh|http|https|\d+(?:/tcp|/udp)?)(?:\s+connections)?\s+(?:with|in|using)\s+ufw\b", re.I),
     lambda m: f"sudo ufw limit {m.group('svc').lower()}"),
    (re.compile(r"\ballow\s+(?:the\s+)?['\"](?P<app>[^'\"]+)['\"]\s+(?:application\s+|app\s+)?profile\s+(?:in|with|on)\s+ufw\b", re.I),
     lambda m: f"sudo ufw allow '{m.group('app')}'"),
    (re.compile(r"\ballow\s+(?:\w+\s+)?(?:on\s+)?port\s+(?P<port>\d+)(?:/(?P<proto>tcp|udp))?\s+only\s+from\s+(?:the\s+)?(?:subnet\s+|network\s+|address\s+|ip\s+)?"
                r"(?P<src>\d+\.\d+\.\d+\.\d+(?:/\d+)?)(?:\s+subnet)?(?:\s+(?:with|in|using)\s+ufw)?\b", re.I),
     lambda m: f"sudo ufw allow from {m.group('src')} to any port {m.group('port')}" + (f" proto {m.group('proto')}" if m.group("proto") else "")),
    # ip: a brief summary per interface, the route to an address, the neighbour table, an MTU, packet counters
    (re.compile(r"\b(?:brief|short|one[\s-]line[\s-]per[\s-]interface)\s+(?:\w+\s+)?(?:summary|list|overview)\s+of\s+(?:the\s+|all\s+)?(?:network\s+)?(?:ip\s+)?addresses\b", re.I),
     lambda m: "ip -br a"),
    (re.compile(r"\b(?:which|what)\s+(?:network\s+)?(?:interface|route|gateway)(?:\s+and\s+(?:gateway|interface|route))?\s+(?:would\s+be|is|will\s+be)\s+used\s+to\s+reach\s+"
                r"(?P<addr>[\w.:-]*\w)\b", re.I),
     lambda m: f"ip route get {m.group('addr')}"),
    (re.compile(r"\b(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:arp|neighbou?r)(?:\s*/\s*(?:arp|neighbou?r))?\s+(?:table|cache|entries)\b", re.I),
     lambda m: "ip neigh"),
    (re.compile(r"\bset\s+(?:the\s+)?mtu\s+(?:of|on|for)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\s+to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo ip link set dev {m.group('dev')} mtu {m.group('n')}"),
    (re.compile(r"\b(?:rx/tx|rx|tx|packet|error|traffic)\s+(?:and\s+error\s+|packet\s+)?(?:counters|statistics|stats|counts)\s+(?:of|for|on)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\b", re.I),
     lambda m: f"ip -s link show {m.group('dev')}"),
    (re.compile(r"\bapply\s+(?:the\s+)?netplan\b", re.I), lambda m: "sudo netplan apply"),
    (re.compile(r"\bflush\s+(?:the\s+)?(?:systemd-resolved\s+|local\s+)?dns\s+cache\b", re.I), lambda m: "sudo resolvectl flush-caches"),
    # "make my local port 3000 reachable as port 9000 on public.example.com with a reverse ssh tunnel"
    (re.compile(r"\blocal\s+port\s+(?P<local>\d+)\s+(?:reachable|available|accessible|exposed)\s+(?:as|on)\s+port\s+(?P<remote>\d+)\s+(?:on|of)\s+"
                r"(?:(?P<user>[a-z_][\w-]*)@)?(?P<host>[\w.-]*\w)\b", re.I),
     lambda m: f"ssh -R {m.group('remote')}:localhost:{m.group('local')} {m.group('user') + '@' if m.group('user') else ''}{m.group('host')}"),
    # ping: every N seconds, IPv6, a single ping with a timeout, only the summary
    (re.compile(r"\bping\s+(?:the\s+)?(?:gateway\s+|router\s+|host\s+|server\s+)?(?P<host>[\w.:-]*\w)\s+every\s+(?P<i>half\s+(?:a\s+)?second|\d+(?:\.\d+)?\s*(?:seconds?|s))\b", re.I),
     lambda m: f"ping -i {'0.5' if m.group('i').lower().startswith('half') else _leading_number(m.group('i'))} {m.group('host')}"),
    (re.compile(r"\bping\s+(?P<host>[\w.:-]*\w)\s+(?:over|using|with)\s+ipv6\b", re.I), lambda m: f"ping -6 {m.group('host')}"),
    (re.compile(r"\bping\s+(?P<host>[\w.:-]*\w)\s+(?P<n>\d+)\s+times\s+and\s+(?:show|print|display)\s+only\s+the\s+(?:summary|statistics|stats)\b", re.I),
     lambda m: f"ping -c {m.group('n')} -q {m.group('host')}"),
    # curl: a self-signed certificate, a proxy, a rate cap, a file as a form field, a check without downloading (wget --spider)
    (re.compile(r"\b(?:fetch|get|curl|request|download)\s+(?P<url>https://\S+?)\s+(?:ignoring|without\s+(?:checking|verifying))\s+(?:its\s+|the\s+)?(?:self[\s-]signed\s+|invalid\s+|tls\s+|ssl\s+)?"
                r"(?:certificate|cert)s?\b", re.I),
     lambda m: f"curl -k {m.group('url')}"),
    (re.compile(r"\b(?:fetch|get|download)\s+(?P<url>https?://\S+?)\s+(?:through|via|using)\s+(?:the\s+)?(?:https?\s+)?proxy\s+(?P<proxy>[\w.-]+:\d+)\b", re.I),
     lambda m: f"curl -x http://{m.group('proxy')} {m.group('url')}"),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+as\s+(?:the\s+)?(?:multipart\s+)?(?:form\s+)?field\s+['\"]?(?P<field>\w+)['\"]?\s+to\s+(?P<url>https?://\S+)", re.I),
     lambda m: f"curl -F '{m.group('field')}=@{m.group('file')}' {m.group('url')}"),
    (re.compile(r"\bcheck\s+(?:whether|if)\s+(?P<url>https?://\S+?)\s+exists\s+without\s+downloading\b", re.I),
     lambda m: f"wget --spider {m.group('url')}"),
    # "add 127.0.0.1 api.local to /etc/hosts", "map api.local to 127.0.0.1 in /etc/hosts"
    (re.compile(r"\b(?:add|append)\s+(?:the\s+(?:line|entry|mapping)\s+|an\s+entry\s+)?['\"]?(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+(?P<names>[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)*?)['\"]?"
                r"(?:\s+as\s+(?:a\s+)?(?:new\s+)?(?:line|entry))?\s+(?:to|in|into|at\s+the\s+end\s+of)\s+/etc/hosts\b|\b(?:map|point)\s+(?P<name2>[A-Za-z][\w.-]*)\s+to\s+(?P<ip2>\d{1,3}(?:\.\d{1,3}){3})\s+in\s+/etc/hosts\b", re.I),
     lambda m: f"echo '{m.group('ip') or m.group('ip2')} {m.group('names') or m.group('name2')}' | sudo tee -a /etc/hosts"),
    # git: the tasks named plainly that the model has no words for
    (re.compile(r"\b(?:status\s+of\s+(?:this|the)\s+repo(?:sitory)?|git\s+status)\s+in\s+(?:short|brief|compact)\s+(?:format|form)\b"
                r"|\bshort\s+(?:git\s+)?status\b", re.I), lambda m: "git status -s"),
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:git\s+)?stash(?:es)?\s*$", re.I), lambda m: "git stash list"),
    (re.compile(r"\bapply\s+the\s+(?:most\s+recent|latest|last)\s+stash\s+and\s+(?:remove|drop|delete)\s+it\b|\bpop\s+the\s+(?:latest\s+|last\s+)?stash\b", re.I),
     lambda m: "git stash pop"),
    (re.compile(r"\b(?:name\s+of\s+the\s+(?:git\s+)?branch\s+i'?m\s+on|current\s+git\s+branch(?:\s+name)?|which\s+(?:git\s+)?branch\s+am\s+i\s+on)\b", re.I),
     lambda m: "git branch --show-current"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\b[^.]*\b(?:respecting|honou?ring|according\s+to)\s+\.gitignore\b", re.I),
     lambda m: "git ls-files --others --exclude-standard"),
    (re.compile(r"\b(?:delete|remove)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\s+and\s+(?:directories|folders|dirs)\b", re.I), lambda m: "git clean -fd"),
    (re.compile(r"\bstop\s+tracking\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in\s+git\s+)?but\s+keep\s+(?:the\s+file|it)\b", re.I),
     lambda m: f"git rm --cached {m.group('file')}"),
    (re.compile(r"\bcommits?\s+(?:whose|with\s+a|where\s+the)\s+(?:commit\s+)?message\s+(?:mentions|contains|includes|says)\s+['\"]?(?P<text>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"git log --grep={m.group('text')}"),
    (re.compile(r"\bcommits?\s+that\s+(?:added\s+or\s+removed|introduced\s+or\s+removed|changed\s+the\s+number\s+of)\s+(?:the\s+)?(?:string|text|word)?\s*['\"]?(?P<text>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"git log -S {m.group('text')}"),
    (re.compile(r"\bhistory\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:following|across|through)\s+renames\b", re.I), lambda m: f"git log --follow {m.group('file')}"),
    (re.compile(r"\bcommits\s+(?:on|in)\s+(?P<b>[\w./-]+)\s+that\s+(?:are\s+not|aren't)\s+(?:yet\s+)?in\s+(?P<a>[\w./-]+)\b", re.I),
     lambda m: f"git log {m.group('a')}..{m.group('b')}"),
    (re.compile(r"\bnames\s+of\s+(?:the\s+)?files\s+that\s+(?:differ|changed)\s+between\s+(?:(?:the\s+)?(?:branches|commits|tags|revisions)\s+(?P<a2>[\w./~^-]+)\s+and\s+"
                r"(?P<b2>[\w./~^-]+)|(?P<a>main|master|develop|dev|trunk|HEAD[~^]?\d*|v\d[\w.-]*)\s+and\s+(?P<b>[\w./~^-]+))\b", re.I),
     lambda m: f"git diff --name-only {m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\s+as\s+it\s+was\s+(?:in|at)\s+(?:commit\s+)?(?P<rev>[0-9a-f]{6,40}|HEAD~?\d*|v\d[\w.-]*)\b", re.I),
     lambda m: f"git show {m.group('rev')}:{m.group('file')}"),
    (re.compile(r"\bset\s+my\s+(?:git\s+)?(?P<what>email|name)\s+to\s+(?P<value>\S+?)\s+for\s+this\s+repo(?:sitory)?\s+only\b", re.I),
     lambda m: f"git config user.{m.group('what').lower()} {m.group('value')}"),
    (re.compile(r"\bmerge\s+(?P<b>[\w./-]+)\s+into\s+the\s+current\s+branch\b[^.]*\b(?:always\s+)?(?:creat\w+|making|with)\s+a\s+merge\s+commit\b", re.I),
     lambda m: f"git merge --no-ff {m.group('b')}"),
    (re.compile(r"\bfetch\s+from\s+all\s+(?:the\s+)?remotes\s+and\s+prune\b", re.I), lambda m: "git fetch --all --prune"),
    # pytest, Python and npm
    (re.compile(r"\brun\s+(?P<file>[\w./-]+\.py)\s+with\s+pytest\s+in\s+verbose\s+mode\b", re.I), lambda m: f"pytest -v {m.group('file')}"),
    (re.compile(r"\brun\s+only\s+the\s+(?:pytest\s+)?tests\s+whose\s+names\s+(?:match|contain)\s+['\"]?(?P<k>\w+)['\"]?", re.I), lambda m: f"pytest -k {m.group('k')}"),
    (re.compile(r"\brun\s+pytest\s+and\s+stop\s+(?:at|on|after)\s+the\s+first\s+(?:failure|error|failing\s+test)\b", re.I), lambda m: "pytest -x"),
    (re.compile(r"\brun\s+(?:just|only)\s+(?:the\s+test\s+)?(?P<test>test_\w+)\s+in\s+(?P<file>[\w./-]+\.py)\b", re.I),
     lambda m: f"pytest {m.group('file')}::{m.group('test')}"),
    (re.compile(r"\bcheck\s+(?P<file>[\w./-]+\.py)\s+for\s+syntax\s+errors\b", re.I), lambda m: f"python3 -m py_compile {m.group('file')}"),
    (re.compile(r"\bclean\s+npm\s+install\b|\bnpm\s+ci\b", re.I), lambda m: "npm ci"),
    (re.compile(r"\binstall\s+(?P<pkg>[@\w./-]+)\s+as\s+a\s+dev(?:elopment)?\s+dependency\b", re.I), lambda m: f"npm install --save-dev {m.group('pkg')}"),
    (re.compile(r"\b(?:which|what|show|list)\s+(?:\w+\s+)?npm\s+packages\s+(?:are\s+)?outdated\b|\boutdated\s+npm\s+packages\b", re.I), lambda m: "npm outdated"),
    # "what day of the week is 2024-12-25?"
    (re.compile(r"\b(?:what|which)\s+day\s+of\s+the\s+week\s+(?:is|was|will\s+be|falls\s+on)\s+(?P<date>\d{4}-\d{2}-\d{2})\b"
                r"|\b(?:day\s+of\s+the\s+week|weekday)\s+(?:of|for)\s+(?P<date2>\d{4}-\d{2}-\d{2})\b", re.I),
     lambda m: f"date -d {m.group('date') or m.group('date2')} +%A"),
    # "create a group called devops"
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?(?:unix\s+|user\s+|system\s+)?group\s+(?:called|named)\s+(?P<group>[a-z_][\w-]*)\s*[.!?]?\s*$", re.I),
     lambda m: f"sudo groupadd {m.group('group')}"),
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
    # "just the filename from /home/user/docs/report.pdf"
    (re.compile(r"^\s*(?:(?:just|only|print|show|get|give\s+me)\s+)*the\s+file\s*name\s+(?:from|of|in|out\s+of)\s+(?P<path>[~/][\w./~-]*[\w])\s*[.!?]?\s*$", re.I),
     lambda m: f"basename {m.group('path')}"),
    # "when does the certificate in cert.pem expire"; a site's certificate
    (re.compile(r"\b(?:when\s+does|expiry\s+date\s+of|expiration\s+date\s+of)\s+(?:the\s+)?(?:tls\s+|ssl\s+|x509\s+)?certificate\s+(?:in|from|of|stored\s+in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?:pem|crt|cer|cert))\b", re.I),
     lambda m: f"openssl x509 -enddate -noout -in {m.group('file')}"),
    (re.compile(r"\b(?:expiry|expiration|validity)\s+dates?\s+of\s+the\s+(?:tls\s+|ssl\s+)?certificate\s+(?:of|served\s+by|for|on)\s+(?:the\s+site\s+|the\s+server\s+)?"
                r"(?P<host>[\w-]+(?:\.[\w-]+)+)(?:\s+on\s+port\s+(?P<port>\d+))?"
                r"|\bcertificate\s+(?:expiry|expiration|validity)\s+dates?\s+of\s+(?:the\s+site\s+|the\s+server\s+)?(?P<host2>[\w-]+(?:\.[\w-]+)+)(?:\s+on\s+port\s+(?P<port2>\d+))?", re.I),
     lambda m: f"echo | openssl s_client -connect {m.group('host') or m.group('host2')}:{m.group('port') or m.group('port2') or 443} "
               f"-servername {m.group('host') or m.group('host2')} 2>/dev/null | openssl x509 -noout "
               + ("-dates" if re.search(r"validity|dates\b", m.group(0), re.I) else "-enddate")),
    # "create a directory for each name listed in dirs.txt"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:directory|folder|dir)\s+for\s+(?:each|every)\s+(?:name|line|entry)\s+(?:listed\s+)?in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"xargs mkdir -p < {m.group('file')}"),
    # "run psql as the postgres user"
    (re.compile(r"^\s*(?:how\s+do\s+i\s+)?(?:run|start|open)\s+(?P<cmd>[a-z][\w.-]*)\s+as\s+(?:the\s+)?(?:user\s+)?(?P<user>(?!root\b)[a-z_][\w-]*)(?:\s+user)?\s*[?.!]?\s*$", re.I),
     lambda m: f"sudo -u {m.group('user')} {m.group('cmd')}" if m.group("cmd").lower() in COMMAND_WORDS | {"psql", "bash", "sh", "mysql", "python3", "python"}
     else None),
    # "check if the package nginx is installed"
    (re.compile(r"\bcheck\s+(?:if|whether)\s+(?:the\s+)?package\s+(?P<pkg>[a-z0-9][\w.+-]*)\s+is\s+installed\b", re.I), lambda m: f"dpkg -l {m.group('pkg')}"),
    # "for each line in paths.txt print only the part after the last slash"
    (re.compile(r"\b(?:part|piece|text|bit)\s+after\s+the\s+last\s+(?P<sep>slash|/|dot|\.|colon|:|comma|,|dash|-|underscore|_)\b[^.]*?\b(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b"
                r"|\b(?:each|every)\s+line\s+(?:in|of)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+print\s+(?:only\s+)?the\s+(?:part|piece|text)\s+after\s+the\s+last\s+"
                r"(?P<sep2>slash|/|dot|\.|colon|:|comma|,|dash|-|underscore|_)", re.I),
     lambda m: f"awk -F{_named_separator(m.group('sep') or m.group('sep2'))} '{{print $NF}}' {m.group('file') or m.group('file2')}"),
    # "securely shred secrets.txt and then remove it"
    (re.compile(r"\bshred\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+and\s+(?:then\s+)?(?:remove|delete|unlink)\s+it\b", re.I),
     lambda m: f"shred -u {m.group('file')}"),
    # "which file under config was modified most recently", "the newest file anywhere under /srv/data"
    (re.compile(r"\b(?:which|what)\s+file\s+(?:anywhere\s+)?(?:under|beneath|below|anywhere\s+in)\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:was\s+|has\s+been\s+)?"
                r"(?:modified|changed|updated|edited|written)\s+(?:most\s+recently|last)\b"
                r"|\b(?:most\s+recently\s+(?:modified|changed|updated)|newest|latest)\s+file\s+(?:anywhere\s+)?(?:under|beneath|below|anywhere\s+in)\s+"
                r"(?P<dir2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"find {m.group('dir') or m.group('dir2')} -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"),
    # "list only the subdirectories of the current directory", "list only the directories inside /var/log"
    (re.compile(r"^\s*(?:how\s+(?:can|do)\s+i\s+)?(?:list|show)\s+(?:only\s+|just\s+)?(?:the\s+)?(?:sub)?(?:directories|folders|dirs)\s+(?:only\s+)?(?:of|in|inside)\s+"
                r"(?:(?:the\s+)?(?P<here>current\s+(?:directory|folder|dir)|here|this\s+(?:directory|folder|dir))|(?P<dir>[~/][\w./~-]*))\s*[?.!]?\s*$", re.I),
     lambda m: "ls -d */" if m.group("here") else f"ls -d {m.group('dir').rstrip('/')}/*/"),
    # "show the CRON lines in /var/log/syslog"; "… on screen and also write them to errors.txt"
    (re.compile(r"^\s*(?:show|print|list|display|find|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|only\s+the\s+)?(?P<pat>[A-Z][A-Z_]{2,})\s+(?:lines|entries|messages)\s+"
                r"(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\w)(?P<tee>\s+on\s+(?:the\s+)?screen\s+and\s+(?:also\s+)?(?:write|save|copy)\s+them\s+(?:to|into)\s+"
                r"(?P<out>[~./\w][\w./~-]*\w))?\s*[.!]?\s*$"),
     lambda m: f"grep {m.group('pat')} {m.group('file')}" + (f" | tee {m.group('out')}" if m.group("tee") else "")),
    # "show the reboot history", "list the boots recorded in the journal", "when was the system last booted"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:system\s+)?reboot\s+history\s*$", re.I), lambda m: "last reboot"),
    # "show the calendar for last month, this month and next month", "a three-month calendar"
    (re.compile(r"\bcalendar\s+(?:for|of)\s+(?:the\s+)?(?:last|previous)\s+month,?\s+(?:this|the\s+current)\s+month,?\s+and\s+(?:the\s+)?next\s+month\b"
                r"|\bthree[\s-]months?\s+calendar\b|\bcalendar\s+(?:for|of)\s+(?:the\s+)?(?:previous|last),?\s+current\s+and\s+next\s+months?\b", re.I), lambda m: "cal -3"),
    # "show the times the system was rebooted", "when was the server rebooted"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:times|dates)\s+(?:when\s+)?(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:was|got|has\s+been)\s+"
                r"reboot(?:ed)?\s*$|^\s*when\s+(?:was|has)\s+(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:been\s+)?reboot(?:ed)?\s*\??\s*$", re.I), lambda m: "last reboot"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?boots\s+(?:recorded\s+|known\s+|logged\s+)?(?:in|by)\s+the\s+journal\b", re.I),
     lambda m: "journalctl --list-boots"),
    (re.compile(r"\bwhen\s+(?:was\s+)?(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:was\s+)?(?:last\s+)?(?:booted|started|rebooted|up)\b", re.I),
     lambda m: "uptime -s"),
    # "show human-readable disk usage but leave out tmpfs filesystems"
    (re.compile(r"\bdisk\s+(?:usage|space)\b[^.]*\b(?:leave\s+out|leaving\s+out|exclud\w*|without|skip\w*|hid\w*|ignor\w*)\s+(?:the\s+|all\s+)?"
                r"(?P<fs>tmpfs|devtmpfs|squashfs|overlay|nfs4?|snap)\s*(?:file\s*systems|mounts)?\b", re.I),
     lambda m: ("df -h" if re.search(r"human", m.string, re.I) else "df") + f" -x {'squashfs' if m.group('fs').lower() == 'snap' else m.group('fs').lower()}"),
    # "count open file descriptors of process 4321"
    (re.compile(r"\b(?:count|how\s+many)\s+(?:the\s+)?open\s+file\s+descriptors\s+(?:of|for|does)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"ls /proc/{m.group('pid')}/fd | wc -l"),
    # "test the integrity of every .gz file in /srv/app/logs/archive"
    (re.compile(r"\b(?:test|check|verify)\s+(?:the\s+integrity\s+of\s+)?(?:every|each|all(?:\s+the)?)\s+\.(?P<ext>gz|bz2|xz)\s+files?\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*\w)\b", re.I),
     lambda m: f"{ {'gz': 'gzip', 'bz2': 'bzip2', 'xz': 'xz'}[m.group('ext').lower()] } -t {m.group('dir')}/*.{m.group('ext')}"),
    # "show only error and warning messages from the kernel ring buffer"
    (re.compile(r"\b(?:only\s+)?(?:the\s+)?(?P<a>error|warning|warn|critical|info)s?\s+and\s+(?P<b>error|warning|warn|critical|info)\s+messages\s+(?:from|of|in)\s+"
                r"(?:the\s+)?kernel(?:\s+ring\s+buffer|\s+log)?\b", re.I),
     lambda m: "sudo dmesg --level=" + ",".join({"error": "err", "warning": "warn", "warn": "warn", "critical": "crit", "info": "info"}[w.lower()]
                                                for w in (m.group("a"), m.group("b")))),
    # "write "backup finished" to syslog with the tag backup", "log "disk almost full" to syslog with error priority"
    (re.compile(r"\b(?:write|log|send|add)\s+(?P<msg>'[^']+'|\"[^\"]+\")\s+to\s+(?:the\s+)?(?:syslog|system\s+log)\b(?:\s+with\s+(?:the\s+)?tag\s+(?P<tag>[\w.-]+))?"
                r"(?:\s+(?:with|at)\s+(?:an?\s+)?(?P<prio>emerg|alert|crit|critical|err|error|warning|warn|notice|info|debug)\s+(?:priority|level))?\s*[.!]?\s*$", re.I),
     lambda m: "logger" + (f" -t {m.group('tag')}" if m.group("tag") else "")
     + (f" -p user.{ {'error': 'err', 'critical': 'crit', 'warn': 'warning'}.get(m.group('prio').lower(), m.group('prio').lower()) }" if m.group("prio") else "")
     + f" '{m.group('msg')[1:-1]}'"),
    # logrotate: a forced rotation, a dry run
    (re.compile(r"\bforce\s+(?:a\s+)?log\s*rotation\s+(?:now\s+)?(?:using|with|for)\s+(?P<conf>/[\w./-]+)", re.I), lambda m: f"sudo logrotate -f {m.group('conf')}"),
    (re.compile(r"\bdry[\s-]?run\s+(?P<conf>/etc/logrotate[\w./-]*)|\b(?:test|debug)\s+(?:the\s+)?logrotate\s+(?:config(?:uration)?\s+)?(?P<conf2>/[\w./-]+)", re.I),
     lambda m: f"logrotate -d {m.group('conf') or m.group('conf2')}"),
    # "restart nginx if it is not active"
    (re.compile(r"\brestart\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+(?:only\s+)?if\s+it\s+(?:is\s+not|isn't|is\s+not\s+currently)\s+(?:active|running)\b", re.I),
     lambda m: f"systemctl is-active --quiet {m.group('unit')} || sudo systemctl restart {m.group('unit')}"),
    # the USB stick: unmounted, flushed, checked, formatted with a label, written with an image, what keeps it busy
    (re.compile(r"\b(?:safely\s+)?(?:unmount|umount|eject|safely\s+remove)\s+(?:the\s+)?(?:usb\s+(?:drive|stick|disk)\s+|drive\s+|disk\s+|partition\s+)?(?:at\s+|mounted\s+(?:at|on)\s+)?"
                r"(?P<path>/(?:media|mnt|run/media)/[\w./-]*\w|/dev/[\w/-]*\w)\b", re.I),
     lambda m: f"sudo umount {m.group('path')}"),
    (re.compile(r"\bmake\s+sure\s+(?:everything|all\s+(?:the\s+)?(?:data|files))\s+(?:has\s+been|is|was)\s+written\s+(?:to|on)\s+(?:the\s+)?(?:usb|disk|drive|stick)", re.I),
     lambda m: "sync"),
    (re.compile(r"\bcheck\s+(?:the\s+)?(?:usb\s+|external\s+)?(?:partition|file\s*system|disk|drive)\s+(?:on\s+)?(?P<dev>/dev/[\w/-]*\w)\s+for\s+errors\b", re.I),
     lambda m: f"sudo fsck {m.group('dev')}"),
    (re.compile(r"\bformat\s+(?P<dev>/dev/[\w/-]*\w)\s+(?:as|with|to)\s+(?P<fs>ext[234]|xfs|btrfs|vfat|fat32|exfat|ntfs)\b(?:\s+with\s+(?:the\s+)?label\s+['\"]?(?P<label>[\w-]+)['\"]?)?", re.I),
     lambda m: f"sudo mkfs.{ {'fat32': 'vfat'}.get(m.group('fs').lower(), m.group('fs').lower()) } "
               + (f"{'-n' if m.group('fs').lower() in ('vfat', 'fat32', 'exfat') else '-L'} {m.group('label')} " if m.group("label")
                  else "-F 32 " if m.group("fs").lower() == "fat32" else "") + m.group("dev")),
    (re.compile(r"\bwrite\s+(?P<img>[~./\w][\w./~-]*\.(?:iso|img))\s+(?:on|onto|to)\s+(?:the\s+)?(?:usb\s+(?:stick|drive|disk)\s+|sd\s*card\s+|disk\s+)?(?:at\s+)?(?P<dev>/dev/(?:[a-z]+|mmcblk\d+|nvme\d+n\d+|loop\d+))\b(?!p?\d)", re.I),
     lambda m: f"sudo dd if={m.group('img')} of={m.group('dev')} bs=4M status=progress"),
    (re.compile(r"\b(?:what(?:'s|\s+is)|(?:which|what)\s+process(?:es)?\s+(?:is|are))\s+(?:keeping|making)\s+(?P<path>/[\w./-]*\w)\s+busy\b", re.I), lambda m: f"lsof {m.group('path')}"),
    # file names changed in bulk in one folder: lower case, spaces to underscores, another extension
    (re.compile(r"\b(?:make|convert|turn|rename)\s+(?:all\s+(?:the\s+)?)?(?:file\s*names|files)\s+(?:in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\s+)?(?:to\s+)?lower\s*case\b"
                r"(?:\s+in\s+(?:this|the\s+current)\s+(?:folder|directory|dir))?", re.I),
     lambda m: 'for f in *; do mv "$f" "${f,,}"; done'),
    (re.compile(r"\breplace\s+(?:the\s+|all\s+(?:the\s+)?)?spaces\s+(?:with|by)\s+underscores\s+in\s+(?:all\s+(?:the\s+)?)?(?:file\s*names|the\s+names\s+of\s+(?:all\s+)?(?:the\s+)?files)"
                r"\s+in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\b", re.I),
     lambda m: 'for f in *\\ *; do mv "$f" "${f// /_}"; done'),
    (re.compile(r"\b(?:change|switch)\s+the\s+extension\s+of\s+(?:all|every)\s+(?:the\s+)?\.(?P<a>\w+)\s+files?\s+(?:in\s+(?P<dir>[~/.\w][\w./~-]*\w)\s+)?(?:from\s+\.\w+\s+)?to\s+\.(?P<b>\w+)\b", re.I),
     lambda m: f'for f in {m.group("dir") + "/" if m.group("dir") else ""}*.{m.group("a")}; do mv "$f" "${{f%.{m.group("a")}}}.{m.group("b")}"; done'),
    # "join the pieces movie.mkv.part_* back into movie.mkv"
    (re.compile(r"\b(?:join|combine|reassemble|concatenate|glue)\s+(?:the\s+)?(?:pieces|parts|chunks|files)\s+(?P<glob>[~./\w][\w./~-]*\*)\s+(?:back\s+)?(?:together\s+)?into\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file')}"),
    # ls by extension, in natural number order
    (re.compile(r"\blist\s+(?:the\s+)?files\s+in\s+(?P<dir>[~/.\w][\w./~-]*)\s+(?:grouped|sorted|ordered)\s+by\s+(?:file\s+)?(?:extension|type)\b", re.I),
     lambda m: f"ls -X {m.group('dir')}"),
    (re.compile(r"\blist\s+(?:the\s+)?(?:files|tracks|songs|episodes|chapters)\s+in\s+(?P<dir>[~/.\w][\w./~-]*)\s+in\s+(?:proper\s+|natural\s+)?(?:number|numeric(?:al)?|version)\s+order\b", re.I),
     lambda m: f"ls -v {m.group('dir')}"),
    # "make a playlist jazz.m3u of all the mp3s in ~/Music/Jazz"
    (re.compile(r"\bmake\s+(?:a\s+)?playlist\s+(?P<list>[~./\w][\w./~-]*\.m3u8?)\s+(?:of|from|with)\s+(?:all\s+)?(?:the\s+)?(?P<ext>mp3|flac|ogg|m4a|wav)s?\s+(?:files\s+)?in\s+(?P<dir>[~/.\w][\w./~-]*\w)", re.I),
     lambda m: f"find {m.group('dir')} -name '*.{m.group('ext').lower()}' > {m.group('list')}"),
    # "show all the details of photo.jpg like size and dates", "show the full path of song.mp3"
    (re.compile(r"^\s*(?:show|print|display|give\s+me)\s+(?:me\s+)?all\s+(?:the\s+)?details\s+(?:of|about)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I), lambda m: f"stat {m.group('file')}"),
    (re.compile(r"^\s*(?:show|print|display|give\s+me|what\s+is)\s+(?:me\s+)?the\s+(?:full|absolute|complete)\s+path\s+(?:of|to)\s+(?P<file>(?=[\w~.-]*[./])[~./\w][\w./~-]*\w)(?![\w./~-])", re.I),
     lambda m: f"realpath {m.group('file')}"),
    # "make the folder ~/Pictures/Wedding read-only"
    (re.compile(r"\bmake\s+(?:the\s+)?(?:folder|directory|dir)\s+(?P<dir>[~/.\w][\w./~-]*\w)\s+read[\s-]only\b", re.I), lambda m: f"chmod -R a-w {m.group('dir')}"),
    # "put a shortcut to ~/Documents/Taxes on my desktop"
    (re.compile(r"\b(?:put|make|create|add)\s+(?:a\s+)?(?:shortcut|link|symlink)\s+to\s+(?P<target>[~/][\w./~-]*\w)\s+on\s+(?:my|the)\s+desktop\b", re.I),
     lambda m: f"ln -s {m.group('target')} ~/Desktop/"),
    # "how full is the partition my home folder is on"
    (re.compile(r"\bhow\s+full\s+is\s+the\s+(?:partition|disk|drive|file\s*system)\s+(?:that\s+)?(?:my\s+home\s+(?:folder|directory)|(?P<path>[~/][\w./~-]*))\s+is\s+on\b", re.I),
     lambda m: f"df -h {m.group('path') or '~'}"),
    # "create a named pipe called mypipe"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:named\s+pipe|fifo)\s+(?:called\s+|named\s+)?(?P<name>[~./\w][\w./~-]*)"
                r"(?:\s+with\s+(?:the\s+)?(?:permissions?|mode)\s+(?P<mode>[0-7]{3,4}))?", re.I),
     lambda m: None if m.group("name").lower() in ("called", "named", "with") else
     f"mkfifo {'-m ' + m.group('mode') + ' ' if m.group('mode') else ''}{m.group('name')}"),
    # "print every 3rd line of input.txt"
    (re.compile(r"\b(?:print|show|output|keep)\s+(?:only\s+)?every\s+(?P<n>\d+)(?:st|nd|rd|th)\s+line\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk 'NR % {m.group('n')} == 0' {m.group('file')}"),
    # "list all systemd units that failed"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:systemd\s+)?(?:units|services)\s+that\s+(?:have\s+)?fail(?:e)?d\b|\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?fail(?:e)?d\s+(?:systemd\s+)?(?:units|services)\b", re.I),
     lambda m: "systemctl --failed"),
    # "generate ed25519 ssh key with comment me@laptop", "… saved as ~/.ssh/id_ed25519_github with the comment me@laptop"
    (re.compile(r"\b(?:generate|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?P<type>ed25519|rsa|ecdsa)\s+ssh\s+key\b(?P<rest>.*)$", re.I),
     lambda m: _ssh_key(m)),
    # "ssh tunnel local port 8080 to localhost:80 on server web01"; "reach port 5432 on db.internal through bastion…; tunnel it to my local port 5433"
    (re.compile(r"\b(?:ssh\s+)?tunnel\s+(?:my\s+)?local\s+port\s+(?P<local>\d+)\s+to\s+(?P<host>[\w.-]+):(?P<port>\d+)\s+(?:on|via|through)\s+(?:the\s+)?(?:server\s+|host\s+)?"
                r"(?:(?P<user>[a-z_][\w-]*)@)?(?P<server>[\w.-]*\w)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('server')}"),
    (re.compile(r"\breach\s+port\s+(?P<port>\d+)\s+on\s+(?P<host>[\w.-]*\w)\s+(?:through|via)\s+(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>[\w.-]*\w)\W+.*\btunnel\s+it\s+to\s+"
                r"(?:my\s+)?local\s+port\s+(?P<local>\d+)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('jump')}"),
    # "show kernel msgs about usb"
    (re.compile(r"\bkernel\s+(?:messages|msgs|log\s+messages|log)\s+(?:about|mentioning|for|related\s+to)\s+(?P<word>[\w-]+)\s*$", re.I),
     lambda m: f"sudo dmesg | grep -i {m.group('word')}"),
    # "who is holding /var/lib/dpkg/lock open?"
    (re.compile(r"\b(?:who|what)\s+(?:is\s+)?(?:holding|keeping|has)\s+(?:the\s+file\s+)?(?P<file>/[\w./-]*\w)\s+open\b", re.I),
     lambda m: ("sudo " if re.match(r"/(?:var|etc|dev|proc|run|root|srv|usr)/", m.group("file")) else "") + f"lsof {m.group('file')}"),
    # users: locks, renames, homes moved, primary groups, expiry
    (re.compile(r"\b(?P<un>un)?lock\s+(?:the\s+)?(?:(?:password|account)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)"
                r"|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+(?:password|account)|user\s+(?:account\s+)?(?P<user3>[a-z_][\w-]*)|account\s+(?!of\b|for\b)(?P<user4>[a-z_][\w-]*))\b", re.I),
     lambda m: f"sudo passwd -{'u' if m.group('un') else 'l'} {m.group('user') or m.group('user2') or m.group('user3') or m.group('user4')}"),
    (re.compile(r"\brename\s+(?:the\s+)?user\s+(?:account\s+)?(?P<old>[a-z_][\w-]*)\s+to\s+(?P<new>[a-z_][\w-]*)\b"
                r"|\bchange\s+(?:the\s+)?(?:login\s+name|user\s*name)\s+(?:of\s+)?(?:user\s+)?(?P<old2>[a-z_][\w-]*)\s+to\s+(?P<new2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo usermod -l {m.group('new') or m.group('new2')} {m.group('old') or m.group('old2')}"),
    (re.compile(r"\b(?P<move>move|change|set)\s+(?:(?:the\s+)?home\s+(?:directory|folder|dir)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)"
                r"|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+home\s+(?:directory|folder|dir))\s+to\s+"
                r"(?P<dir>/[\w./-]*\w)(?P<rest>.*)$", re.I),
     lambda m: f"sudo usermod -d {m.group('dir')}"
               + (" -m" if m.group("move").lower() == "move" or re.search(r"\bmov\w*\b", m.group("rest"), re.I) else "") + f" {m.group('user') or m.group('user2')}"),
    (re.compile(r"\b(?:set|change|make)\s+(?:the\s+)?primary\s+group\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:to|into)\s+(?P<group>[a-z_][\w-]*)\b"
                r"|\b(?:set|change)\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+primary\s+group\s+to\s+(?P<group2>[a-z_][\w-]*)\b"
                r"|\bmake\s+(?P<group3>[a-z_][\w-]*)\s+the\s+primary\s+group\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user3>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo usermod -g {m.group('group') or m.group('group2') or m.group('group3')} {m.group('user') or m.group('user2') or m.group('user3')}"),
    (re.compile(r"\b(?:make\s+)?(?:the\s+)?password\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+expire\s+(?:after|every)\s+(?:at\s+most\s+)?(?P<n>\d+)\s+days\b"
                r"|\bmax(?:imum)?\s+password\s+age\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+to\s+(?P<n2>\d+)(?:\s+days)?\b"
                r"|\b(?:max(?:imum)?\s+password\s+age|password\s+max(?:imum)?\s+age)\s+(?:of\s+)?(?P<n3>\d+)\s+days?\s+(?:for|on)\s+(?:the\s+)?(?:user\s+)?"
                r"(?P<user3>[a-z_][\w-]*?)(?:'s)?\b", re.I),
     lambda m: f"sudo chage -M {m.group('n') or m.group('n2') or m.group('n3')} {m.group('user') or m.group('user2') or m.group('user3')}"),
    # sudo: what I may run, a root shell, a sudoers file's syntax, a line written to a file of the system
    (re.compile(r"\b(?:list|show|see|what)\b[^.?]*\b(?:allowed|permitted|able)\s+to\s+run\s+(?:as\s+root\s+)?(?:with|using|via|through)\s+sudo\b"
                r"|\b(?:list|show|check)\s+(?:my|the\s+current\s+user's)\s+sudo\s+(?:rights|privileges|permissions)\b", re.I),
     lambda m: "sudo -l"),
    (re.compile(r"^\s*(?:open|start|get|give\s+me|drop\s+(?:me\s+)?into)\s+(?:a\s+)?root\s+(?:login\s+)?shell\s*[.!]?\s*$", re.I), lambda m: "sudo -i"),
    (re.compile(r"\b(?:check|validate|verify|test)\s+(?:the\s+)?syntax\s+of\s+(?P<file>/etc/sudoers(?:\.d/[\w.-]+)?)"
                r"|\b(?:check|validate|verify|test)\s+(?P<file2>/etc/sudoers(?:\.d/[\w.-]+)?)\s+for\s+(?:syntax\s+)?errors\b", re.I),
     lambda m: "sudo visudo -c" + (f"f {f}" if (f := m.group("file") or m.group("file2")) != "/etc/sudoers" else "")),
    (re.compile(r"\b(?P<verb>writ(?:e|ing)|put(?:ting)?|add(?:ing)?|append(?:ing)?)\s+(?:the\s+line\s+)?(?P<q>['\"])(?P<text>[^'\"]+)(?P=q)\s+(?:to|into|in|at\s+the\s+end\s+of)\s+"
                r"(?P<file>/(?:etc|usr|opt|srv|var|boot)/[\w./-]*\w)\b", re.I),
     lambda m: f"echo '{m.group('text')}' | sudo tee {'-a ' if m.group('verb').lower().startswith(('add', 'append')) else ''}{m.group('file')}"),
    (re.compile(r"\b(?:add|append)(?:ing)?\s+(?:the\s+line\s+)?(?P<line>(?:export\s+)?[A-Za-z_]\w*=[^\s'\"]+|alias\s+\w+=(?:'[^']*'|\"[^\"]*\"))\s+"
                r"(?:to|at\s+the\s+end\s+of)\s+(?:my\s+)?(?P<file>~/\.[\w.-]+|\.[\w.-]+rc)\b", re.I),
     lambda m: (f'echo "{m.group("line")}"' if "'" in m.group("line") else f"echo '{m.group('line')}'") + f" >> {m.group('file')}"),
    # systemd: a service's main PID, the default boot target
    (re.compile(r"\bmain\s+pid\s+of\s+(?:the\s+)?(?P<unit>[\w@.-]+?)(?:\.service)?(?:\s+(?:service|unit|daemon))?\s*[?.!]?\s*$", re.I),
     lambda m: f"systemctl show -p MainPID {m.group('unit')}"),
    (re.compile(r"\bboot\s+(?:in)?to\s+(?P<t>[\w-]+\.target)\b[^.]*\bby\s+default\b|\bby\s+default\b[^.]*\bboot\s+(?:in)?to\s+(?P<t2>[\w-]+\.target)\b"
                r"|\b(?:set|make|change)\s+(?:the\s+)?default\s+(?:systemd\s+)?(?:boot\s+)?target\s+(?:to\s+)?(?P<t3>[\w-]+\.target)\b", re.I),
     lambda m: f"sudo systemctl set-default {m.group('t') or m.group('t2') or m.group('t3')}"),
    # cron: the system-wide crontab, cron's lines in the syslog, a folder of cron scripts run now
    (re.compile(r"\b(?:show|print|display|view|see|cat)\s+(?:me\s+)?(?:the\s+)?system[\s-]*wide\s+crontab\b", re.I), lambda m: "cat /etc/crontab"),
    (re.compile(r"\bcron\s+(?:entries|messages|lines|log\s+lines|activity|runs)\s+(?:in|from)\s+(?P<file>/var/log/syslog|syslog)\b", re.I),
     lambda m: f"grep CRON {'/var/log/syslog' if m.group('file') == 'syslog' else m.group('file')}"),
    (re.compile(r"\brun\s+(?:all\s+)?(?:the\s+)?(?:scripts|jobs)\s+in\s+(?P<dir>/etc/cron\.(?:hourly|daily|weekly|monthly))\b", re.I),
     lambda m: f"sudo run-parts {m.group('dir')}"),
    # packages: the files one installed, its versions, broken installs, how many are installed, a PPA
    (re.compile(r"\b(?:list|show|which|what)\s+(?:are\s+)?(?:all\s+)?(?:the\s+)?files\s+(?:that\s+)?(?:the\s+)?(?:package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\s+(?:package\s+)?"
                r"(?:installed|has\s+installed|put\s+on\s+(?:the\s+)?(?:system|disk))\b"
                r"|\bfiles\s+(?:installed|shipped)\s+by\s+(?:the\s+)?(?:package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\b", re.I),
     lambda m: f"dpkg -L {m.group('pkg') or m.group('pkg2')}"),
    (re.compile(r"\b(?:installed\s+and\s+candidate|candidate\s+and\s+installed)\s+versions?\s+of\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\b"
                r"|\bwhich\s+versions?\s+of\s+(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\s+(?:are|is)\s+available\b", re.I),
     lambda m: f"apt policy {m.group('pkg') or m.group('pkg2')}"),
    (re.compile(r"\b(?:fix|repair)\s+(?:the\s+)?broken\s+(?:package\s+)?(?:dependencies|packages|installs?|installations?)\b", re.I),
     lambda m: "sudo apt --fix-broken install"),
    (re.compile(r"\b(?:count|how\s+many|number\s+of)\s+(?:the\s+)?(?:deb(?:ian)?\s+|apt\s+)?packages\s+(?:are\s+)?installed\b", re.I),
     lambda m: "dpkg -l | grep -c '^ii'"),
    (re.compile(r"\badd\s+(?:the\s+)?(?:repository\s+)?(?P<ppa>ppa:[\w.-]+/[\w.-]+)", re.I), lambda m: f"sudo add-apt-repository {m.group('ppa')}"),
    # time and locale: ntp on or off, the clock set, the system locale
    (re.compile(r"\b(?P<on>turn\s+on|enable|activate|switch\s+on|turn\s+off|disable|deactivate|switch\s+off)\s+(?:the\s+)?(?:ntp|network\s+time)\s+"
                r"(?:time\s+)?sync(?:hroni[sz]ation)?\b", re.I),
     lambda m: f"sudo timedatectl set-ntp {'false' if re.search(r'off|dis|deac', m.group('on'), re.I) else 'true'}"),
    (re.compile(r"\bset\s+(?:the\s+)?(?:system\s+)?(?:clock|date\s+and\s+time|time\s+and\s+date)\s+to\s+(?P<dt>\d{4}-\d{2}-\d{2}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?)", re.I),
     lambda m: f"sudo timedatectl set-time '{m.group('dt')}'"),
    (re.compile(r"\bset\s+(?:the\s+)?(?:system(?:'s)?\s+)?(?:default\s+)?locale\s+to\s+(?P<loc>[a-z]{2}_[A-Z]{2}(?:\.[\w-]+)?)", re.I),
     lambda m: f"sudo localectl set-locale LANG={m.group('loc')}"),
    # mounts and swap: fstab, an ISO image, a swap file made and turned on
    (re.compile(r"\bmount\s+(?:everything|all(?:\s+(?:the\s+)?(?:file\s*systems|entries))?)\s+(?:that\s+is\s+|that\s+are\s+)?(?:listed\s+)?in\s+(?:/etc/)?fstab\b", re.I),
     lambda m: "sudo mount -a"),
    (re.compile(r"\bmount\s+(?:the\s+)?(?:iso\s+(?:file\s+|image\s+)?)?(?P<iso>[~./\w][\w./~-]*\.iso)\s+(?P<ro>(?:as\s+)?read[\s-]only\s+)?(?:on|at|to|under|in|onto)\s+"
                r"(?P<dir>[~/.\w][\w./~-]*\w)(?P<rest>.*)$", re.I),
     lambda m: "sudo mount -o loop" + (",ro" if m.group("ro") or re.search(r"read[\s-]only", m.group("rest"), re.I) else "")
               + f" {m.group('iso')} {m.group('dir')}"),
    (re.compile(r"\b(?:turn|make|format|set\s+up)\s+(?P<f>/[\w./-]*\w)\s+(?:into|as)\s+(?:a\s+)?swap(?:\s+(?:space|area|file))?\b", re.I),
     lambda m: f"sudo mkswap {m.group('f')}"),
    (re.compile(r"\b(?:enable|activate|turn\s+on|switch\s+on|use)\s+(?:the\s+)?swap\s*(?:file|partition|space|device)\s+(?P<f>/[\w./-]*\w)\b", re.I),
     lambda m: f"sudo swapon {m.group('f')}"),
    # ufw: a port blocked, a network let in to a port, the default policy, an address blocked
    (re.compile(r"\b(?P<act>block|close|deny)\s+(?:incoming\s+)?(?:traffic\s+(?:to|on)\s+)?port\s+(?P<port>\d+)(?P<proto>/tcp|/udp)?\s+(?:with|in|using|on)\s+(?:the\s+)?(?:ufw|firewall)\b", re.I),
     lambda m: f"sudo ufw deny {m.group('port')}{m.group('proto') or ''}"),
    (re.compile(r"\ballow\s+(?P<src>\d+\.\d+\.\d+\.\d+(?:/\d+)?)\s+to\s+(?:reach|access|connect\s+to|use)\s+port\s+(?P<port>\d+)\b", re.I),
     lambda m: f"sudo ufw allow from {m.group('src')} to any port {m.group('port')}"),
    (re.compile(r"\b(?P<act>deny|block|reject|allow)\s+all\s+(?P<dir>incoming|outgoing)(?:\s+(?:traffic|connections))?\s+by\s+default\b", re.I),
     lambda m: f"sudo ufw default {'deny' if m.group('act').lower() == 'block' else m.group('act').lower()} {m.group('dir').lower()}"),
    (re.compile(r"^\s*(?:block|deny|ban|drop)\s+(?:all\s+)?(?:traffic|connections|access|packets|requests)\s+from\s+(?P<ip>\d+\.\d+\.\d+\.\d+(?:/\d+)?)"
                r"(?:\s+(?:with|in|using)\s+(?:ufw|the\s+firewall))?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo ufw deny from {m.group('ip')}"),
    # the kernel: its log searched, its errors and warnings, its boot command line, sysctl.conf applied
    (re.compile(r"\bsearch\s+(?:the\s+)?kernel\s+(?:log|messages|ring\s+buffer)\s+for\s+(?P<word>[\w-]+)(?:\s+(?:messages|entries|lines|errors))?\s*$", re.I),
     lambda m: f"sudo dmesg | grep -i {m.group('word')}"),
    (re.compile(r"\bkernel\s+(?:log\s+)?(?:(?P<both>errors\s+and\s+warnings|warnings\s+and\s+errors)|errors)\b(?!\s+(?:in|from|about|for))", re.I),
     lambda m: f"sudo dmesg --level=err{',warn' if m.group('both') else ''}"),
    (re.compile(r"\bkernel(?:'s)?\s+(?:boot\s+)?(?:command[\s-]*line|cmdline|boot\s+parameters|boot\s+options)\b", re.I), lambda m: "cat /proc/cmdline"),
    (re.compile(r"\b(?:apply|load|reload)\s+(?:the\s+)?(?:settings|changes|config(?:uration)?|parameters)\s+(?:in|from)\s+(?P<file>/etc/sysctl\.conf|/etc/sysctl\.d/[\w.-]+)\b", re.I),
     lambda m: "sudo sysctl -p" + ("" if m.group("file") == "/etc/sysctl.conf" else f" {m.group('file')}")),
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
    # power and messages: a shutdown or reboot in some minutes, a message to every user, a reboot needed after updates
    (re.compile(r"\b(?P<how>shut|power|reboot|restart)\s+(?:down\s+)?(?:the\s+|this\s+)?(?:server|machine|computer|system|box|pc|host)?\s*(?:down\s+)?in\s+"
                r"(?P<n>\d+)\s*(?P<unit>minutes?|mins?|m|hours?|hrs?|h)\b", re.I),
     lambda m: f"sudo shutdown {'-r' if m.group('how').lower() in ('reboot', 'restart') else '-h'} "
               f"+{int(m.group('n')) * (60 if m.group('unit').lower().startswith('h') else 1)}"
               + (f" '{said.group(1)}'" if (said := re.search(r"\bmessage\s+['\"]([^'\"]+)['\"]", m.string, re.I)) else "")),
    (re.compile(r"\b(?:send|broadcast|write)\s+(?P<q>['\"])(?P<msg>[^'\"]+)(?P=q)\s+to\s+(?:all\s+|every\s+|everyone\s+)?(?:the\s+)?(?:logged[\s-]in\s+)?(?:users?|terminals)\b", re.I),
     lambda m: f"wall '{m.group('msg')}'"),
    (re.compile(r"\b(?:does|do|will)\s+(?:the\s+|this\s+)?(?:system|server|machine|computer|box)\s+need\s+(?:a\s+)?(?:reboot|restart)\b", re.I),
     lambda m: "cat /var/run/reboot-required"),
    # permissions (session 28): copied from a file, all taken from a class, one class like another, special bits
    (re.compile(r"\b(?:copy|clone|take)\s+(?:the\s+)?(?:permission(?:s|\s+bits)?|mode)\s+(?:of|from)\s+(?P<a>[~./\w][\w./~-]*)\s+(?:on)?to\s+(?P<b>[~./\w][\w./~-]*\w)"
                r"|\bgive\s+(?P<b2>[~./\w][\w./~-]*)\s+the\s+same\s+(?:permissions|mode)\s+as\s+(?P<a2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"chmod --reference={m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\bgive\s+(?P<b>[~./\w][\w./~-]*)\s+the\s+same\s+owner(?:\s+and\s+group)?\s+as\s+(?P<a>[~./\w][\w./~-]*\w)"
                r"|\b(?:copy|clone)\s+(?:the\s+)?owner(?:ship)?(?:\s+and\s+group)?\s+(?:of|from)\s+(?P<a2>[~./\w][\w./~-]*)\s+(?:on)?to\s+(?P<b2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"sudo chown --reference={m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\b(?:remove|take\s+away|revoke|strip)\s+(?:every|all|any)\s+(?:the\s+)?(?:permissions?|access|rights)\s+(?:for|from)\s+(?:the\s+)?"
                r"(?P<who>others|other\s+users|everyone\s+else|the\s+world|world|group|the\s+group|owner)\s+(?:on|to|of|from)\s+"
                r"(?:(?:everything|anything|all\s+(?:files|the\s+files))\s+(?P<inside>in|inside|under|within)\s+)?(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: "chmod " + ("-R " if m.group("inside") or re.search(r"\brecursiv\w*|\beverything\s+(?:in|inside|under)\s+it\b|\band\s+(?:all\s+)?its\s+contents\b", m.string, re.I) else "")
               + f"{'g' if 'group' in m.group('who').lower() else 'u' if 'owner' in m.group('who').lower() else 'o'}-rwx {m.group('file')}"),
    (re.compile(r"\bmake\s+the\s+(?P<who>group|other(?:s|s')?|world)\s+permissions\s+of\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:the\s+)?same\s+as\s+(?:the\s+)?"
                r"(?P<like>owner|user|group)(?:'s)?\b", re.I),
     lambda m: f"chmod {'g' if m.group('who').lower() == 'group' else 'o'}={'g' if m.group('like').lower() == 'group' else 'u'} {m.group('file')}"),
    (re.compile(r"\b(?P<verb>remove|clear|unset|drop|take\s+off|set|add|put|turn\s+on)\s+(?:the\s+)?(?P<bit>setuid|suid|set-user-id|setgid|sgid|set-group-id|sticky)\s+(?:bit|flag)?\s*"
                r"(?:from|on|of|to)\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+)?(?!(?:it|that|this|them|those)\b)(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: _special_bit(m.group("bit"), bool(re.match(r"remove|clear|unset|drop|take", m.group("verb"), re.I)), m.group("file"))),
    # umask: shown, shown in letters, set for new files and folders, set for one command, kept in ~/.bashrc
    (re.compile(r"^\s*(?:what(?:'s|\s+is)|show|print|display|check)\s+(?:me\s+)?(?:my|the)\s+(?:current\s+)?umask(?:\s+(?:value|setting))?\s*\??\s*$", re.I), lambda m: "umask"),
    (re.compile(r"\bumask\b[^.?]*\b(?:symbolic|letters|rwx)\b", re.I), lambda m: "umask -S"),
    (re.compile(r"\bumask\b[^.?]*?\bfiles?\s+(?:come\s+out|are\s+created|get|end\s+up)?\s*(?:as\s+|with\s+)?(?P<f>[0-7]{3})\b[^.?]*?\b(?:dirs|directories|folders)\s+"
                r"(?:come\s+out\s+|get\s+|are\s+created\s+|end\s+up\s+)?(?:as\s+|with\s+)?(?P<d>[0-7]{3})\b", re.I),
     lambda m: f"umask {''.join(str(7 - int(c)) for c in m.group('d')).zfill(3)}"),
    (re.compile(r"\bmake\s+(?:the\s+)?umask\s+(?P<u>[0-7]{3,4})\s+permanent\b|\badd\s+umask\s+(?P<u2>[0-7]{3,4})\s+to\s+(?:my\s+)?~/\.bashrc\b", re.I),
     lambda m: f"echo 'umask {m.group('u') or m.group('u2')}' >> ~/.bashrc"),
    (re.compile(r"\bcreate\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+a\s+(?:temporary\s+)?(?P<u>[0-7]{3,4})\s+umask\b", re.I),
     lambda m: f"(umask {m.group('u')} && touch {m.group('file')})"),
    # file attributes: the immutable and append-only flags, shown for a folder itself
    (re.compile(r"\b(?:remove|clear|unset|drop|take\s+off)\s+(?:the\s+)?immutable\s+(?:flag|attribute|bit)\s+(?:from|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"sudo chattr -i {m.group('file')}"),
    (re.compile(r"\bmake\s+(?P<file>[~./\w][\w./~-]*\w)\s+append[\s-]only\b", re.I), lambda m: f"sudo chattr +a {m.group('file')}"),
    (re.compile(r"\bmake\s+(?P<dir>[~./\w][\w./~-]*\w)\s+and\s+everything\s+(?:in|inside|under)\s+it\s+immutable\b", re.I),
     lambda m: f"sudo chattr -R +i {m.group('dir')}"),
    (re.compile(r"\b(?:recursively\s+)?make\s+(?:everything|all(?:\s+(?:the\s+)?files)?)\s+(?:in|inside|under|below)\s+(?P<dir>[~./\w][\w./~-]*\w)\s+immutable\b", re.I),
     lambda m: f"sudo chattr -R +i {m.group('dir')}"),
    (re.compile(r"\b(?:turn\s+off|disable|stop|switch\s+off|no)\s+(?:the\s+)?(?:access[\s-]time|atime)\s+updates?\s+(?:for|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}chattr +A {m.group('file')}"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:me\s+)?the\s+(?:extended\s+|special\s+)?(?:file\s+)?attributes\s+of\s+(?:the\s+)?"
                r"(?P<all>all\s+(?:the\s+)?(?:files|entries)\s+(?:under|in|inside|below)\s+)?(?P<kind>directory\s+|folder\s+|file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\w)(?P<rest>.*)$", re.I),
     lambda m: "lsattr " + ("-R " if re.search(r"\brecursiv\w*", m.string, re.I) or m.group("all") and re.search(r"\b(?:under|below)\b", m.group("all"), re.I)
                            else "-d " if re.search(r"\bitself\b|\bnot\s+its\s+contents\b", m.group("rest"), re.I) else "") + m.group("file")),
    # ACLs: a user's or a group's entry set (recursively, by default), shown, removed, stripped, backed up, restored
    (re.compile(r"\b(?P<rec>recursively\s+)?(?:give|grant)\s+(?P<kind>user|group)\s+(?P<name>[a-z_][\w-]*)\s+(?P<perm>rwx|rw|rx|r|(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+)(?:read|write|execute))*)"
                r"\s+(?:access\s+)?(?:on|to)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:via|with|using|through)\s+(?:an?\s+)?acls?\b(?P<rest>.*)$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}setfacl {'-R ' if m.group('rec') or re.search(r'recursiv', m.group('rest'), re.I) else ''}"
               f"-m {m.group('kind')[0].lower()}:{m.group('name')}:{_acl_letters(m.group('perm'))} {m.group('file')}"),
    (re.compile(r"\b(?:show|list|print|display|view|get)\s+(?:me\s+)?(?:the\s+)?acls?\s+(?:entries\s+)?(?:of|for|on)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: "getfacl " + ("--omit-header " if re.search(r"\b(?:without|no|omit\w*|skip\w*|hide|drop\w*)\s+(?:the\s+)?(?:comment\s+)?header", m.string, re.I)
                            else "") + m.group("file")),
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:the\s+)?acl\s+entry\s+(?:for|of)\s+(?P<kind>user|group)\s+(?P<name>[a-z_][\w-]*)\s+(?:from|on)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"setfacl -x {m.group('kind')[0].lower()}:{m.group('name')} {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|clear)\s+(?:all\s+)?(?:the\s+)?(?:extended\s+)?acls?\s+(?:entries\s+)?(?:from|on|of)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"setfacl -b {m.group('file')}"),
    (re.compile(r"\b(?:back\s*up|save|dump)\s+(?:all\s+)?(?:the\s+)?acls\s+(?:under|of|in|for)\s+(?P<dir>[~./\w][\w./~-]*\w)\s+(?:to|into|in)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"getfacl -R {m.group('dir')} > {m.group('file')}"),
    (re.compile(r"\brestore\s+(?:the\s+)?acls\s+from\s+(?P<file>[~./\w][\w./~-]*\w)", re.I), lambda m: f"sudo setfacl --restore={m.group('file')}"),
    # "extract every .tar.gz file in this directory", "unzip each zip in downloads into its own folder": one run per archive
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|untar|unzip|decompress|open)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+(?:the\s+)?"
                r"\.?(?P<kind>tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip)\s*(?:files?|archives?|tarballs?)?"
                r"(?:\s+(?:in|from|inside)\s+(?:(?:this|the\s+current)\s+(?:directory|folder|dir)|(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?)|\s+here)?"
                r"(?P<own>\s+(?:each\s+)?in(?:to)?\s+(?:its|their)\s+own\s+(?:folder|directory|dir)(?:\s+named\s+after\s+(?:it|the\s+\w+(?:\s+file)?|them))?)?\s*$", re.I),
     lambda m: _each_unpacked(m)),
    # "zip each subdirectory of the current folder into its own zip named after the directory"
    (re.compile(r"^\s*(?:please\s+)?(?P<tool>zip|tar(?:\s+and\s+gzip)?|compress|archive)\s+(?:up\s+)?(?:each|every)\s+(?:sub-?)?(?:folder|directory|dir)"
                r"(?:\s+(?:of|in)\s+(?:the\s+current\s+(?:folder|directory|dir)|this\s+(?:folder|directory|dir)|here))?"
                r"\s+(?:in)?to\s+its\s+own\s+(?P<kind>zip|tar\.gz|tarball|archive|\.zip|\.tar\.gz)(?:\s+(?:file|archive))?(?:\s+named\s+after\s+(?:it|the\s+(?:folder|directory|dir)))?\s*$", re.I),
     lambda m: ('for d in */; do zip -r "${d%/}.zip" "$d"; done' if "zip" in (m.group("tool") + m.group("kind")).lower()
                else 'for d in */; do tar -czf "${d%/}.tar.gz" "$d"; done')),
    (_TOP_RUN, _top_built),
    # tar's other modes and listings said in words: a detailed listing, the biggest members, the members under a path,
    # their total size, an update, two archives concatenated, a comparison with the disk, a verified write
    (re.compile(r"\b(?:detailed|verbose|long|full)\s+listing\s+of\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')}"),
    (re.compile(r"\b(?:the\s+)?(?P<n>\d+)\s+(?:largest|biggest)\s+(?:files|entries|members)\s+(?:inside|in|stored\s+in)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} | sort -k3 -nr | head -n {m.group('n')}"),
    (re.compile(r"\b(?:list|show)\s+(?:only\s+|just\s+)?the\s+(?:entries|files|members)\s+under\s+(?P<path>[\w.-]+(?:/[\w.-]+)*)/?\s+in\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -t{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} {m.group('path')}"),
    (re.compile(r"\b(?:add\s+up|sum|total)\s+(?:of\s+)?the\s+sizes\s+of\s+(?:all\s+)?(?:the\s+)?(?:files|entries|members)\s+(?:stored\s+)?(?:in|inside)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} | awk '{{s+=$3}} END {{print s}}'"),
    (re.compile(r"\bupdate\s+(?P<arch>[~./\w][\w./~-]*\.tar)\s+with\s+(?:any\s+|the\s+)?(?:files|changes)\s+(?:in|from)\s+(?P<src>[~./\w][\w./~-]*)\s+"
                r"(?:that\s+are\s+)?newer\b", re.I),
     lambda m: f"tar -uf {m.group('arch')} {m.group('src')}"),
    (re.compile(r"\b(?:concatenate|append)\s+(?:the\s+archive\s+)?(?P<b>[~./\w][\w./~-]*\.tar)\s+(?:onto|to)\s+(?:the\s+end\s+of\s+)?(?P<arch>[~./\w][\w./~-]*\.tar)\b", re.I),
     lambda m: f"tar -Af {m.group('arch')} {m.group('b')}"),
    (re.compile(r"\bcompare\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))\s+(?:with|against|to)\s+(?:the\s+)?files\s+on\s+(?:the\s+)?disk\b", re.I),
     lambda m: f"tar -d{(tar_letter(m.group('arch')) or '')}f {m.group('arch')}"),
    # "print every other line of input.txt, starting with the first line"
    (re.compile(r"\bevery\s+(?:other|second|2nd)\s+line\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?P<rest>.*)$", re.I),
     lambda m: _every_other(m)),
    # "count the comma separated fields in the first line of wide.csv", "how many columns does data.csv have"
    (re.compile(r"\b(?:count|number\s+of)\s+(?:the\s+)?(?:(?:comma|tab|colon|semicolon)[\s-]separated\s+)?(?:fields|columns)\s+(?:in|of)\s+(?:the\s+)?(?:first|header)\s+(?:line|row)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"|\bhow\s+many\s+(?:columns|fields)\s+(?:does|are\s+in|is\s+in)\s+(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -n 1 {m.group('file') or m.group('file2')} | awk {_awk_fields((m.group('file') or m.group('file2')).rsplit('.', 1)[1], output=False)}'{{print NF}}'"),
    # "print the header of data.csv with one column name per line"
    (re.compile(r"\b(?:header|first\s+line|column\s+names)\s+(?:line\s+)?of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:with\s+)?(?:one\s+(?:column\s+)?(?:name|field)\s+per\s+line|each\s+(?:column\s+)?(?:name|field)\s+on\s+its\s+own\s+line)", re.I),
     lambda m: _header_listed(m)),
    # "show the rows of import.csv that don't have exactly 5 comma separated fields"
    (re.compile(r"\b(?:rows|lines|records)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?P<how>don'?t\s+have\s+exactly|do\s+not\s+have\s+exactly|have\s+more\s+than|have\s+fewer\s+than|have\s+less\s+than|have\s+exactly)\s+"
                r"(?P<n>\d+)\s+(?:\w+[\s-]separated\s+)?(?:fields|columns)\b", re.I),
     lambda m: _fields_counted(m)),
    # "print the running total of column 2 in deposits.csv"
    (re.compile(r"\b(?:running|cumulative)\s+(?:total|sum)\s+of\s+(?:the\s+)?(?:column|field)\s+(?P<n>\d+)\s+(?:of|in|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'{{s+=${m.group('n')}; print s}}' {m.group('file')}"),
    # "remove duplicate rows from leads.csv based only on column 1, keeping the first occurrence"
    (re.compile(r"\b(?:remove|drop|delete|skip)\s+(?:the\s+)?duplicate\s+(?:rows|lines|records)\s+(?:from|of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:based\s+)?(?:only\s+)?(?:on|by)\s+(?:the\s+)?"
                r"(?:column|field)\s+(?P<n>\d+)\b", re.I),
     lambda m: f"awk {_awk_fields(m.group('file').rsplit('.', 1)[1], output=False)}'!seen[${m.group('n')}]++' {m.group('file')}"),
    # "keep only the first 100 lines of big.txt, deleting the rest in place"
    (re.compile(r"\bkeep\s+only\s+the\s+first\s+(?P<n>\d+)\s+lines\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)(?=.*\b(?:in\s+place|delet\w*|remov\w*|drop\w*))", re.I),
     lambda m: f"sed -i '{int(m.group('n')) + 1},$d' {m.group('file')}"),
    # "join every pair of lines in pairs.txt into one line separated by a colon", "lay out the lines of items.txt in 3 columns"
    (re.compile(r"\b(?:join|merge|combine|put|glue)\s+(?:every|each)\s+(?P<n>two|three|four|five|pair\s+of|\d+)\s+(?:consecutive\s+)?lines\s+(?:of|in|from)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)|\blines\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)\s+(?:in|into|as)\s+(?P<n2>two|three|four|five|\d+)\s+"
                r"(?:(?:tab|comma|space)[\s-]separated\s+)?columns\b", re.I),
     lambda m: _lines_pasted(m)),
    # "list all files opened by user dave", "just the pids of processes that have /var/log/nginx/access.log open"
    (re.compile(r"\b(?:files|everything)\s+(?:that\s+)?(?:is\s+|are\s+)?(?:opened|open|held\s+open)\s+by\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"lsof -u {m.group('user')}"),
    (re.compile(r"\b(?:just|only)\s+the\s+pids\s+of\s+(?:the\s+)?(?:processes|programs)\s+(?:that\s+)?(?:have|hold|keep|are\s+using)\s+(?P<file>/[\w./-]*\w)(?:\s+open)?\b", re.I),
     lambda m: f"lsof -t {m.group('file')}"),
    # "how many processes does www-data have"
    (re.compile(r"^\s*how\s+many\s+(?:processes|programs)\s+(?:does|do|is|are)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:have|run|running|own)\b", re.I),
     lambda m: f"pgrep -c -u {m.group('user')}"),
    # "renice every process of user carol to 10", "raise the priority of process 777 to nice -5"
    (re.compile(r"\brenice\b|\b(?:raise|lower|change|set|increase|decrease)\s+the\s+(?:cpu\s+)?(?:priority|niceness|nice\s+value)\b", re.I),
     lambda m: _reniced(m.string)),
    # "add bob to both the audio and video groups", "set bob's supplementary groups to exactly devs and qa"
    (re.compile(r"^(?=.*\bgroups?\b)\s*(?:please\s+)?add\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+(?:both\s+|all\s+of\s+)?(?:the\s+)?(?:groups?\s+)?"
                r"(?P<groups>[a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*\s*,?\s+and\s+[a-z_][\w-]*)(?:\s+groups?)?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo usermod -aG {','.join(items_listed(m.group('groups')))} {m.group('user')}"),
    (re.compile(r"\b(?:set|make|change)\s+(?:the\s+user\s+)?(?P<user>[a-z_][\w-]*)'s\s+(?:supplementary\s+|secondary\s+|extra\s+)?groups\s+(?:to\s+)?"
                r"(?:be\s+)?(?:exactly\s+|only\s+|just\s+)?(?P<groups>[a-z_][\w-]*(?:(?:\s*,\s*|\s*,?\s+and\s+)[a-z_][\w-]*)*)", re.I),
     lambda m: f"sudo usermod -G {','.join(_groups_named(m.group('groups')))} {m.group('user')}"),
    # "show the name of my primary group", "list all groups on the system"
    (re.compile(r"\b(?:name\s+of\s+)?my\s+primary\s+group\b|\bprimary\s+group\s+(?:name\s+)?(?:of\s+)?(?:mine|me|my\s+user)\b", re.I), lambda m: "id -gn"),
    (re.compile(r"^\s*(?:please\s+)?(?:list|show|print|display)\s+(?:the\s+names\s+of\s+)?(?:all\s+)?(?:the\s+)?groups\s+(?:on|of|in)\s+(?:this|the)\s+"
                r"(?:system|machine|server|box|computer)\s*[.?!]?\s*$", re.I),
     lambda m: "getent group | cut -d: -f1"),
    # "list accounts that have UID 0", "users whose login shell is /bin/bash": a test of one field of /etc/passwd
    (re.compile(r"\b(?:accounts|users|usernames|user\s+names|logins)\s+(?:that\s+have|which\s+have|with|whose|having)\s+(?:a\s+|an\s+|the\s+)?"
                r"(?P<field>uid|user\s+id|gid|group\s+id|(?:login\s+)?shell|home(?:\s+(?:directory|dir|folder))?)\s+(?P<test>.+?)\s*[.?!]?\s*$", re.I),
     lambda m: _passwd_field_tested(m)),
    # "kill all rsync processes that have been running for more than 2 hours", "… but ask me to confirm each one"
    (re.compile(r"^\s*(?:please\s+)?(?:kill|terminate|stop|end)\s+(?:all\s+|every\s+)?(?:the\s+|running\s+)*"
                r"(?P<name>(?!(?:the|all|every|my|those|these|any|running|old|stale|stuck)\b)[a-z][\w.-]*)\s+process(?:es)?\b(?P<rest>.*)$", re.I),
     lambda m: _killall_built(m)),
    # "print line 42 of huge.log", "show the 7th line of notes.txt": one line by its number
    (re.compile(r"^\s*(?:please\s+)?(?:print|show|display|get|output|view|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?(?:line\s+(?:number\s+|no\.?\s+)?(?P<n>\d+)"
                r"|the\s+(?P<o>\d+(?:st|nd|rd|th))\s+line)\s+(?:of|in|from)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+|/[\w./-]+)\s*[.?!]?\s*$", re.I),
     lambda m: f"sed -n '{m.group('n') or m.group('o')[:-2]}p' {m.group('file')}"),
    # "count the rows in shipments.csv where column 5 is shipped": rows kept by a test of one column
    (_AWK_WHERE, _awk_filtered),
    # any other request about ACLs: built from its parts (who, which bits, default, recursive, where)
    (re.compile(r"\bacls?\b|\baccess\s+control\s+lists?\b", re.I), lambda m: _acl_built(m.string)),
    # hard links: how many a file has
    (re.compile(r"\bhow\s+many\s+hard\s+links\s+(?:does|do)\s+(?P<file>[~./\w][\w./~-]*\w)\s+have\b|\b(?:hard\s+)?link\s+count\s+of\s+(?P<file2>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"stat -c %h {m.group('file') or m.group('file2')}"),
    # the permissions along a path, a listing with numeric ids
    (re.compile(r"\bpermissions\s+of\s+(?:every|each|all\s+(?:the\s+)?)\s*(?:directory|directories|folder|folders|component|part)\s+(?:along|in|on|of)\s+(?:the\s+)?(?:path\s+)?(?P<path>/[\w./-]*\w)", re.I),
     lambda m: f"namei -l {m.group('path')}"),
    (re.compile(r"\blist\s+(?P<dir>[~./\w][\w./~-]*)\s+with\s+(?:the\s+)?numeric\s+(?:user\s+and\s+group\s+ids|uids?\s+and\s+gids?|ids)\b", re.I),
     lambda m: f"ls -ln {m.group('dir')}"),
    # text (session 28): lines uncommented, blank runs squeezed, case swapped, lines quoted, tags stripped, made visible
    (re.compile(r"\buncomment\s+(?:the\s+|all\s+(?:the\s+)?|every\s+)?(?:lines?\s+)?(?:that\s+)?(?:start(?:s|ing)?\s+with\s+|beginning\s+with\s+|containing\s+|for\s+)?"
                r"['\"]?#\s*(?P<pat>[\w.-]+)['\"]?\s+(?:lines?\s+)?in\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i 's/^#{m.group('pat')}/{m.group('pat')}/' {m.group('file')}"),
    (re.compile(r"\b(?:collapse|squeeze|squash|merge|reduce)\s+(?:multiple|consecutive|repeated|runs\s+of)\s+(?:consecutive\s+)?(?:blank|empty)\s+lines\b[^.]*?"
                r"\b(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cat -s {m.group('file')}"),
    (re.compile(r"\b(?:swap|invert|toggle|flip)\s+(?:the\s+)?(?:upper\s*(?:case)?\s+and\s+lower\s*(?:case)?|case)\s+(?:of\s+(?:the\s+|all\s+)?)?(?:letters\s+)?(?:in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tr 'a-zA-Z' 'A-Za-z' < {m.group('file')}"),
    (re.compile(r"\b(?:wrap|surround|enclose|put)\s+(?:each|every|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in|with|between|inside)\s+"
                r"(?P<kind>double|single)\s+quot(?:es|ation\s+marks)\b", re.I),
     lambda m: f"sed 's/.*/\"&\"/' {m.group('file')}" if m.group("kind").lower() == "double" else f"sed \"s/.*/'&'/\" {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete)\s+(?:all\s+|out\s+)?(?:the\s+)?html\s+tags\s+(?:from|in|of|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/<[^>]*>//g' {m.group('file')}"),
    (re.compile(r"\b(?:show|display|print|view|cat)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+(?:the\s+|all\s+)?(?:tabs|line\s+endings|invisible|non-?printing|hidden|special)"
                r"[^.]*?\b(?:visible|shown|marked)\b"
                r"|\bmake\s+(?:the\s+)?(?:tabs|line\s+endings|invisible\s+characters|hidden\s+characters|non-?printing\s+characters)\s+(?:and\s+(?:\w+\s+){1,2})?visible\s+in\s+"
                r"(?P<file2>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cat -A {m.group('file') or m.group('file2')}"),
    # fields: /etc/passwd by UID, addresses per domain, a column summed per key, a file split at a marker
    (re.compile(r"\bsort\s+(?:the\s+)?(?:lines\s+of\s+)?/etc/passwd\s+(?:numerically\s+)?by\s+(?:the\s+)?(?P<what>uid|user\s+id|gid|group\s+id)\b", re.I),
     lambda m: f"sort -t: -k{4 if m.group('what').lower().startswith('g') else 3},{4 if m.group('what').lower().startswith('g') else 3}n /etc/passwd"),
    (re.compile(r"^(?=.*\b(?:each|per|by)\s+(?:e-?mail\s+)?domain\b)(?=.*\b(?:count|how\s+many|number\s+of|tally)\b).*?\b(?:addresses|e-?mails)\b.*?"
                r"\b(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"cut -d@ -f2 {m.group('file')} | sort | uniq -c | sort -rn"),
    (re.compile(r"\b(?:sum|total|add\s+up)\s+(?:up\s+)?(?:the\s+)?(?:\w+\s+)?(?:in\s+)?(?:column|field)\s+(?P<n>\d+)\b(?:(?![.;]\s)[^;])*?\b(?:for\s+each|per|grouped\s+by|by)\s+"
                r"(?:\w+\s+)?(?:in\s+)?(?:column|field)\s+(?P<k>\d+)\b", re.I),
     lambda m: _summed_per_key(m)),
    (re.compile(r"\bsplit\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in(?:to)?\s+(?:separate\s+|several\s+|multiple\s+)?(?:files|pieces|parts)\s+)?(?:at|on|before)\s+"
                r"(?:every|each)\s+line\s+(?:that\s+)?(?:starts?|starting|begins?|beginning)\s+with\s+['\"]?(?P<pat>[^'\"\s]+)['\"]?", re.I),
     lambda m: f"csplit {m.group('file')} '/^{m.group('pat')}/' '{{*}}'"),
    # a setting given a new value whatever it was ("set MaxClients in httpd.conf to 200")
    (re.compile(r"\bset\s+(?:the\s+)?(?:value\s+of\s+)?(?:the\s+)?(?P<key>[A-Za-z_][\w.]*)\s+(?:setting\s+|option\s+|key\s+)?in\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?:conf|cfg|ini|env|properties|cnf))\s+to\s+['\"]?(?P<val>[^\s,'\"]+)['\"]?", re.I),
     lambda m: _setting_set(m)),
    # text found by its shape: "phone numbers like 555-123-4567", "every date in YYYY-MM-DD format"
    (re.compile(r"\b(?:extract|pull(?:\s+out)?|grab|find|list|print|show|get)\s+(?:out\s+)?(?:all\s+(?:the\s+)?|every\s+|each\s+|the\s+)?(?:[\w-]+\s+){0,3}?"
                r"(?:like\s+|such\s+as\s+|in\s+(?:the\s+)?(?:format\s+)?|formatted\s+(?:as|like)\s+)"
                r"(?P<ex>(?=[\w:/.-]*\d)(?=[\w]*[-:/.]\w)[\w:/.-]*\w|[YMDhms]{1,4}(?:[-/:.][YMDhms]{1,4})+)(?:\s+format)?\s+(?:from|in|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"),
     lambda m: None if re.search(r"\b(?:lines?|rows?|files?|folders?|directories|entries|names?)\s+(?:like|such)", m.group(0), re.I)
     else f"grep -oE '{_shape_regex(m.group('ex'))}' {m.group('file')}"),
    # git (session 28): branches, stash and tag messages, amended messages, history searched, conflicts, archives, worktrees
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:local\s+and\s+remote|remote\s+and\s+local)\s+branches\b|\ball\s+branches\s+including\s+(?:the\s+)?remote", re.I),
     lambda m: "git branch -a"),
    (re.compile(r"\bstash\s+(?:my\s+|the\s+|all\s+)?(?:current\s+)?(?:changes\s+|work\s+)?with\s+(?:the\s+|a\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git stash push -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\b(?:create|make|add)\s+(?:an\s+)?annotated\s+tag\s+(?P<tag>[\w./-]+)\s+with\s+(?:the\s+|a\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git tag -a {m.group('tag')} -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\b(?:change|amend|fix|reword|edit)\s+the\s+(?:last|latest|previous|most\s+recent)\s+commit(?:'s)?\s+message\s+to\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git commit --amend -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\bsearch\s+(?:the\s+|all\s+)?(?:git\s+)?commit\s+messages\s+for\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git log --grep={_shell_word(m.group('text'))}"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\s+(?:that\s+are\s+)?(?:not\s+ignored|but\s+not\s+(?:the\s+)?ignored\s+ones)\b", re.I),
     lambda m: "git ls-files --others --exclude-standard"),
    (re.compile(r"\brestore\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?:how|what)\s+it\s+(?:was|looked\s+like)\s+(?P<n>\d+)\s+commits?\s+ago\b", re.I),
     lambda m: f"git checkout HEAD~{m.group('n')} -- {m.group('file')}"),
    (re.compile(r"\bmerge\s+(?P<b>[\w./-]+)\s+(?:into\s+(?:the\s+)?(?:current\s+branch|\S+)\s+)?without\s+(?:a\s+)?fast[\s-]?forward(?:ing)?\b", re.I),
     lambda m: f"git merge --no-ff {m.group('b')}"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|all\s+)?commits\s+between\s+(?:the\s+)?(?:tags\s+|commits\s+|revisions\s+)?(?P<a>[\w./~^-]+)\s+and\s+(?P<b>[\w./~^-]+)(?P<rest>.*)$", re.I),
     lambda m: "git log " + ("--oneline " if re.search(r"one\s+(?:per\s+)?line|oneline|short", m.group("rest"), re.I) else "") + f"{m.group('a')}..{m.group('b')}"),
    (re.compile(r"\brevert\s+(?:the\s+)?(?:commit\s+)?(?P<rev>[0-9a-f]{6,40}|HEAD~?\d*)\s+without\s+(?:opening\s+|launching\s+)?(?:an?\s+|the\s+)?editor\b", re.I),
     lambda m: f"git revert --no-edit {m.group('rev')}"),
    (re.compile(r"\bhistory\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+including\s+renames\b", re.I), lambda m: f"git log --follow -- {m.group('file')}"),
    (re.compile(r"\b(?:list|show|which)\s+(?:the\s+|all\s+)?(?:files\s+(?:that\s+)?(?:have|with|are\s+in)\s+(?:merge\s+)?conflicts?|conflicted\s+files|files\s+in\s+conflict)\b", re.I),
     lambda m: "git diff --name-only --diff-filter=U"),
    (re.compile(r"\b(?:make|create)\s+a\s+(?P<fmt>zip|tar(?:ball)?)\s+(?:archive\s+)?of\s+the\s+repo(?:sitory)?\s+at\s+(?:tag\s+|commit\s+)?(?P<rev>[\w./-]+)\s+(?:called|named)\s+(?P<file>[\w./-]+\.\w+)", re.I),
     lambda m: f"git archive --format={'zip' if m.group('fmt').lower() == 'zip' else 'tar'} -o {m.group('file')} {m.group('rev')}"),
    (re.compile(r"\bapply\s+the\s+patch\s+(?:file\s+)?(?P<file>[~./\w][\w./~-]*\.(?:patch|diff))\s+to\s+the\s+(?:git\s+)?(?:working\s+tree|repo(?:sitory)?|checkout)\b", re.I),
     lambda m: f"git apply {m.group('file')}"),
    (re.compile(r"\b(?:init(?:iali[sz]e)?\s+and\s+update|update\s+and\s+init(?:iali[sz]e)?)\s+(?:all\s+)?(?:the\s+)?(?:git\s+)?submodules\b", re.I),
     lambda m: "git submodule update --init --recursive"),
    (re.compile(r"\bcheck\s*out\s+(?P<b>[\w./-]+)\s+in\s+a\s+new\s+worktree\s+(?:at|in)\s+(?P<path>[~./\w][\w./~-]*)", re.I),
     lambda m: f"git worktree add {m.group('path')} {m.group('b')}"),
    (re.compile(r"\b(?:show|print|what\s+is|what's|get)\s+(?:me\s+)?the\s+(?:most\s+recent|latest|last|newest)\s+(?:git\s+)?tag\b", re.I),
     lambda m: "git describe --tags --abbrev=0"),
    (re.compile(r"\bpush\s+(?P<b>[\w./-]+)\s+to\s+(?P<remote>origin|upstream)\s+and\s+(?:set|make)\s+(?:it\s+(?:as\s+)?)?(?:the\s+)?(?:its\s+)?upstream\b", re.I),
     lambda m: f"git push -u {m.group('remote')} {m.group('b')}"),
    # make, configure, compilers
    (re.compile(r"\brun\s+the\s+(?P<t>[\w-]+)\s+target\s+(?:of|in|from)\s+(?:the\s+)?makefile\b", re.I), lambda m: f"make {m.group('t')}"),
    (re.compile(r"\brun\s+make\s+(?:inside|in)\s+(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:directory|folder|dir))?\s*$", re.I), lambda m: f"make -C {m.group('dir')}"),
    (re.compile(r"\b(?:show|print|list)\s+(?:me\s+)?the\s+commands\s+make\s+would\s+run\b|\bdry[\s-]run\s+(?:of\s+)?make\b", re.I), lambda m: "make -n"),
    (re.compile(r"\binstall\s+the\s+(?:built\s+)?(?:project|program|software)\s+(?:system[\s-]wide\s+)?with\s+make\b", re.I), lambda m: "sudo make install"),
    (re.compile(r"\brun\s+(?:\./)?configure\s+with\s+(?:the\s+)?(?:install(?:ation)?\s+)?prefix\s+(?P<p>[~/][\w./~-]*)", re.I), lambda m: f"./configure --prefix={m.group('p')}"),
    (re.compile(r"\bcompile\s+(?P<src>[\w./-]+\.c)\s+with\s+all\s+warnings\s+(?:on\s+|enabled\s+)?into\s+(?:an?\s+)?(?:executable|binary|program)\s+(?:called\s+|named\s+)?(?P<out>[\w./-]+)", re.I),
     lambda m: f"gcc -Wall -o {m.group('out')} {m.group('src')}"),
    # npm, node, go, jest, pytest, unittest, black
    (re.compile(r"\bcreate\s+a\s+package\.json\s+with\s+(?:the\s+)?default(?:\s+values|s)?\b", re.I), lambda m: "npm init -y"),
    (re.compile(r"\brun\s+the\s+(?P<s>[\w:-]+)\s+script\s+(?:from|in|of|defined\s+in)\s+package\.json\b", re.I), lambda m: f"npm run {m.group('s')}"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|only\s+the\s+)?top[\s-]level\s+(?:npm\s+)?(?:dependencies|packages)\b", re.I), lambda m: "npm ls --depth=0"),
    (re.compile(r"\bfix\s+(?:the\s+)?vulnerab\w*\s+(?:npm\s+)?(?:dependencies|packages)\b", re.I), lambda m: "npm audit fix"),
    (re.compile(r"\bclean\s+install\s+of\s+(?:the\s+)?node\s+dependencies\b|\binstall\s+exactly\s+what\s+package-lock\.json\s+(?:says|lists)\b", re.I), lambda m: "npm ci"),
    (re.compile(r"\brun\s+(?:the\s+)?go\s+tests\s+(?:for|of|in)\s+all\s+(?:the\s+)?packages\b", re.I), lambda m: "go test ./..."),
    (re.compile(r"\brun\s+jest\s+(?:only\s+)?on\s+(?P<file>[\w./-]+)", re.I), lambda m: f"npx jest {m.group('file')}"),
    (re.compile(r"\brun\s+pytest\s+with\s+coverage\s+(?:for|of)\s+(?:the\s+)?(?P<pkg>[\w.]+)(?:\s+package)?\b", re.I), lambda m: f"pytest --cov={m.group('pkg')}"),
    (re.compile(r"\brun\s+(?:the\s+)?(?:python\s+)?unittest\s+discovery\s+in\s+(?:the\s+)?(?P<dir>[\w./-]+?)(?:\s+(?:directory|folder|dir))?\s*$", re.I),
     lambda m: f"python3 -m unittest discover -s {m.group('dir')}"),
    (re.compile(r"\bformat\s+(?:the\s+code\s+in\s+|the\s+files\s+in\s+)?(?P<path>[\w./-]+)\s+with\s+black\b", re.I), lambda m: f"black {m.group('path')}"),
    # code searched for a definition
    (re.compile(r"\b(?:find\s+)?where\s+(?:the\s+)?function\s+(?P<f>\w+)\s+is\s+defined\s+in\s+(?:the\s+)?python\s+files\s+(?:under|in)\s+(?P<dir>[~./\w][\w./~-]*)", re.I),
     lambda m: f"grep -rn 'def {m.group('f')}' --include='*.py' {m.group('dir')}"),
    (re.compile(r"\bwhich\s+files?\s+defines?\s+(?:the\s+)?class\s+(?P<c>\w+)\s*\??\s*$", re.I), lambda m: f"grep -rl 'class {m.group('c')}' ."),
    # columns swapped, sizes made readable, passwords, an address given to an interface
    (re.compile(r"\bswap\s+(?:the\s+)?(?:first|1st)\s+and\s+(?:the\s+)?(?:second|2nd)\s+(?:columns|fields)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>\w+))", re.I),
     lambda m: f"awk -F, -v OFS=, '{{print $2, $1}}' {m.group('file')}" if m.group("ext").lower() == "csv" else f"awk '{{print $2, $1}}' {m.group('file')}"),
    (re.compile(r"\bconvert\s+(?P<n>\d+)\s+bytes\s+(?:in)?to\s+(?:a\s+)?human[\s-]*readable(?:\s+(?:size|form|format|units))?\b", re.I),
     lambda m: f"numfmt --to=iec {m.group('n')}"),
    (re.compile(r"\b(?:generate|make|create|give\s+me)\s+(?:a\s+)?(?:new\s+|strong\s+|secure\s+)?random\s+(?P<n>\d+)[\s-]*(?:char(?:acter)?s?)[\s-]+(?:long\s+)?(?:password|passphrase|secret)\b", re.I),
     lambda m: f"openssl rand -base64 {int(m.group('n')) * 3 // 4}" if int(m.group("n")) % 4 == 0 else None),
    (re.compile(r"\b(?:assign|add|give|set)\s+(?:the\s+)?(?:ip\s+)?(?:address\s+)?(?P<ip>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:to|on)\s+(?:the\s+)?(?:interface\s+)?(?P<dev>(?:eth|ens|enp|eno|wlan|wlp|br|bond|veth)[\w.-]*)\b", re.I),
     lambda m: f"sudo ip addr add {m.group('ip')} dev {m.group('dev')}"),
    (re.compile(r"^\s*(?:show|print|display|get)\s+(?:the\s+)?(?:logs?|journal)\s+(?:of|for)\s+my\s+user\s+(?:service|unit)\s+(?P<unit>[\w@.-]+)(?P<rest>.*)$", re.I),
     lambda m: None if m.group("rest").strip() and not re.fullmatch(r"\s*since\s+(?:yesterday|today)\s*", m.group("rest"))
     else f"journalctl --user -u {m.group('unit')}" + (f" --since {m.group('rest').split()[-1]}" if m.group("rest").strip() else "")),
    # pgrep of an exact name
    (re.compile(r"\b(?:pids?|process\s+ids?)\s+of\s+(?:all\s+|the\s+)?(?:processes|procs)\s+(?:named|called)\s+exactly\s+(?P<name>[\w.-]+)\s*$", re.I),
     lambda m: f"pgrep -x {m.group('name')}"),
    # tar archives: one member extracted into a folder, one deleted, members counted, listed by a glob, looked for
    (re.compile(r"^\s*extract\s+(?:just|only)\s+(?:the\s+file\s+)?(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+from\s+"
                rf"{_TAR_NAME}\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} -C {m.group('dir')} {m.group('member')}"),
    (re.compile(r"^\s*(?:delete|remove)\s+(?P<member>[\w./-]+)\s+from\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.tar)\s*$", re.I),
     lambda m: f"tar --delete -f {m.group('arch')} {m.group('member')}"),
    (re.compile(r"^\s*(?:count\s+(?:how\s+many|the)\s+(?:entries|files|members)|how\s+many\s+(?:entries|files|members))\s+(?:are\s+)?(?:there\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | wc -l"),
    (re.compile(r"^\s*(?:list|show)\s+(?:only|just)\s+the\s+\.(?P<ext>\w+)\s+files\s+(?:contained\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    (re.compile(r"^\s*(?:check|see)\s+(?:whether|if)\s+(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+is\s+(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} {m.group('member')}"),
    # archives: an archive's own size (not a listing of it), a member deleted from a zip, only some members extracted
    # or some left out, the names alone
    (re.compile(r"^\s*(?:(?:show|print|get|check|tell\s+me|display)\s+|what(?:'s|\s+is)\s+)?(?:the\s+)?(?:(?:file\s+|disk\s+)?size\s+of|how\s+(?:big|large))"
                r"\s+(?:the\s+)?(?:archive\s+|file\s+)?(?P<arch>[~./\w][\w./~-]*\.(?:zip|tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|gz|bz2|xz|7z|rar))"
                r"(?:\s+is)?\s*\??\s*$", re.I),
     lambda m: f"du -h {m.group('arch')}"),
    (re.compile(r"\b(?:delete|remove)\s+(?P<member>[\w./*-]+)\s+from\s+(?:the\s+)?(?:zip\s+)?(?:archive\s+|file\s+)?(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zip -d {m.group('zip')} {m.group('member')}"),
    (re.compile(r"\bextract\s+(?:only|just)\s+(?:the\s+)?\.(?P<ext>\w+)\s+files\s+from\s+(?P<arch>[~./\w][\w./~-]*\.(?:zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar))\b", re.I),
     lambda m: f"unzip {m.group('arch')} '*.{m.group('ext')}'" if m.group("arch").endswith(".zip")
     else f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:unzip|extract)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:except|but\s+not|without|leaving\s+out|skipping)\s+(?:for\s+)?(?:the\s+)?\.(?P<ext>\w+)\s+files\b", re.I),
     lambda m: f"unzip {m.group('zip')} -x '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:print|list|show)\s+(?:only|just)\s+the\s+(?:file\s*)?names\s+(?:stored\s+|of\s+the\s+files\s+)?in\s+(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zipinfo -1 {m.group('zip')}"),
    (re.compile(r"\b(?:join|combine|reassemble|concatenate|glue)\s+(?P<glob>[~./\w][\w./~-]*\*)\s+(?:back\s+)?(?:together\s+)?into\s+(?P<file>[~./\w][\w./~-]*\w)", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file')}"),
    # a variable for this shell, a file emptied, the text between two markers
    (re.compile(r"^\s*set\s+(?:the\s+)?(?:environment|env|shell)\s+var(?:iable)?\s+(?P<name>[A-Za-z_]\w*)\s+(?:to|=)\s+['\"]?(?P<value>[^\s'\"]+)['\"]?"
                r"(?:\s+(?:for\s+(?:this|the\s+current)\s+(?:shell|session|terminal)|here|now))?\s*[.!]?\s*$", re.I),
     lambda m: f"export {m.group('name')}={m.group('value')}"),
    (re.compile(r"^\s*(?:empty|truncate|clear|wipe|zero(?:\s+out)?)\s+(?:out\s+)?(?:the\s+contents\s+of\s+|the\s+(?:log\s+)?file\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?:\s+(?:down\s+)?to\s+(?:zero|0)\s+bytes)?(?:\s+without\s+(?:deleting|removing)\s+it)?\s*[.!]?\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}truncate -s 0 {m.group('file')}"),
    (re.compile(r"\b(?:print|show|extract|display|get)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:text|lines|everything|content)\s+between\s+['\"]?(?P<a>[^\s'\"]+)['\"]?\s+and\s+"
                r"['\"]?(?P<b>[^\s'\"]+)['\"]?\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed -n '/{m.group('a')}/,/{m.group('b')}/p' {m.group('file')}"),
    # text by kind: addresses, numbers, comments; letters capitalised; one column changed; lines spaced or trimmed
    (re.compile(r"\b(?P<count>count\s+how\s+many\s+times\s+each\s+|how\s+often\s+each\s+)?(?:(?:extract|list|show|print|find|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?)?"
                r"(?P<uniq>unique\s+|distinct\s+|different\s+)?(?:ipv4|ip)\s+address(?:es)?\s+(?:that\s+)?(?:appear\w*\s+|occur\w*\s+|show\s+up\s+)?(?:in|from|out\s+of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '([0-9]{{1,3}}\\.){{3}}[0-9]{{1,3}}' {m.group('file')}"
               + (" | sort | uniq -c | sort -rn" if m.group("count") else " | sort -u" if m.group("uniq") else "")
     if (m.group("count") or re.match(r"\s*(?:extract|list|show|print|find|pull|get|grab)", m.group(0), re.I))
     and not ("access" in m.group("file") and (m.group("count") or m.group("uniq")))
     and not re.search(r"\bfirst\s+(?:field|column)\b", m.string, re.I) else None),   # clients of an access log: its first field
    (re.compile(r"\b(?:extract|list|show|print|find|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?mac\s+address(?:es)?\s+(?:in|from|out\s+of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '([0-9A-Fa-f]{{2}}:){{5}}[0-9A-Fa-f]{{2}}' {m.group('file')}"),
    (re.compile(r"\b(?:extract|list|print|pull(?:\s+out)?|get|grab)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:integers|whole\s+numbers|numbers)\s+(?:out\s+of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -oE '[0-9]+' {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|cut)\s+(?:off\s+)?everything\s+(?:from|after)\s+(?:a\s+|the\s+)?#\s+(?:to\s+the\s+end\s+of\s+(?:the|each|every)\s+line\s+)?(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/#.*//' {m.group('file')}"),
    (re.compile(r"\bcapitali[sz]e\s+the\s+first\s+letter\s+of\s+(?:each|every|all(?:\s+the)?)\s+(?P<what>lines?|words?)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/^./\\U&/' {m.group('file')}" if m.group("what").lower().startswith("line") else f"sed 's/\\b\\(.\\)/\\u\\1/g' {m.group('file')}"),
    (re.compile(r"\b(?:convert|change|make|turn)\s+(?:the\s+)?(?:(?P<ord>\w+)\s+column|column\s+(?P<num>\d+))\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+(?:to|into)\s+(?P<case>upper|lower)\s*case\b", re.I),
     lambda m: _column_cased(m)),
    (re.compile(r"\bset\s+the\s+(?:(?P<ord>\w+)\s+(?:field|column)|(?:field|column)\s+(?P<num>\d+))\s+of\s+(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:in|of)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?P<ext>csv|tsv|txt))\s+to\s+['\"]?(?P<value>[^'\"\s]+)['\"]?", re.I),
     lambda m: _column_set(m)),
    (re.compile(r"\bdouble[\s-]space\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I), lambda m: f"sed G {m.group('file')}"),
    (re.compile(r"\b(?:remove|strip|delete|trim)\s+(?:the\s+|all\s+)?(?P<side>leading)\s+(?:white\s*space|spaces(?:\s+and\s+tabs)?|blanks|tabs\s+and\s+spaces)\s+"
                r"(?:from|on|in|of)\s+(?:each|every|all(?:\s+the)?)\s+lines?\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed 's/^[[:space:]]*//' {m.group('file')}"),
    (re.compile(r"\b(?:change|convert|replace|turn|switch)\s+(?:the\s+)?(?:field\s+)?(?:delimiter|separator)s?\s+(?:in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+)?from\s+(?P<a>commas?|tabs?|semicolons?|colons?|pipes?|spaces?)\s+"
                r"to\s+(?P<b>commas?|tabs?|semicolons?|colons?|pipes?|spaces?)(?:\s+in\s+(?P<file2>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: f"tr {_separator_char(m.group('a'))} {_separator_char(m.group('b'))} < {m.group('file') or m.group('file2')}" if m.group("file") or m.group("file2") else None),
    # networking (session 28): addresses and routes, ufw and iptables, packet captures, sockets, names, transfers
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:the\s+)?(?:ip\s+)?address\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+from\s+(?:the\s+)?(?:interface\s+)?(?P<dev>[\w.-]+)", re.I),
     lambda m: f"sudo ip addr del {m.group('ip')} dev {m.group('dev')}"),
    (re.compile(r"\b(?:delete|remove|drop)\s+the\s+route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)", re.I), lambda m: f"sudo ip route del {m.group('net')}"),
    (re.compile(r"\b(?:add|create)\s+a\s+route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+via\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3})", re.I),
     lambda m: f"sudo ip route add {m.group('net')} via {m.group('gw')}"),
    (re.compile(r"\b(?:change|set|replace)\s+the\s+default\s+(?:gateway|route)\s+to\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3})", re.I), lambda m: f"sudo ip route replace default via {m.group('gw')}"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:me\s+)?the\s+(?:neighbou?r|arp)(?:\s+\((?:arp|neighbou?r)\))?\s+(?:table|cache)\b", re.I), lambda m: "ip neigh"),
    (re.compile(r"\b(?:brief|short)\s+(?:one[\s-]line\s+)?summary\s+of\s+(?:every|each|all(?:\s+the)?)\s+(?:network\s+)?interfaces?\b", re.I), lambda m: "ip -br addr"),
    (re.compile(r"\bufw\s+status\s+with\s+(?:the\s+)?(?:rule\s+)?numbers\b", re.I), lambda m: "sudo ufw status numbered"),
    (re.compile(r"^\s*allow\s+(?P<svc>ssh|http|https|openssh|nginx\s+full)\s+(?:through|in|with|on)\s+(?:the\s+)?(?:ufw|firewall)\s*$", re.I),
     lambda m: f"sudo ufw allow {m.group('svc').lower()}"),
    (re.compile(r"\b(?:deny|block|drop)\s+all\s+(?:incoming\s+)?(?:connections|traffic|packets)\s+from\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)\s+with\s+(?P<tool>ufw|iptables)\b", re.I),
     lambda m: f"sudo ufw deny from {m.group('ip')}" if m.group("tool").lower() == "ufw" else f"sudo iptables -A INPUT -s {m.group('ip')} -j DROP"),
    (re.compile(r"\b(?:drop|block|deny)\s+all\s+incoming\s+(?:traffic|connections|packets)\s+from\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)\s+(?:with|using)\s+iptables\b", re.I),
     lambda m: f"sudo iptables -A INPUT -s {m.group('ip')} -j DROP"),
    (re.compile(r"\bset\s+ufw\s+to\s+(?P<act>deny|allow|reject)\s+(?P<dir>incoming|outgoing)\s+(?:traffic\s+|connections\s+)?by\s+default\b", re.I),
     lambda m: f"sudo ufw default {m.group('act').lower()} {m.group('dir').lower()}"),
    (re.compile(r"\blist\s+(?:the\s+|all\s+)?iptables\s+rules\s+with\s+line\s+numbers\b", re.I),
     lambda m: "sudo iptables -L -n --line-numbers" if re.search(r"\bnumeric|\bnumbers\s+and\s+numeric|-n\b", m.string, re.I) else "sudo iptables -L --line-numbers"),
    (re.compile(r"\bsave\s+the\s+(?:current\s+)?iptables\s+rules\s+to\s+(?P<file>/[\w./-]+)", re.I), lambda m: f"sudo sh -c 'iptables-save > {m.group('file')}'"),
    (re.compile(r"\bdelete\s+rule\s+(?:number\s+)?(?P<n>\d+)\s+from\s+the\s+iptables\s+(?P<chain>INPUT|OUTPUT|FORWARD)\s+chain\b", re.I),
     lambda m: f"sudo iptables -D {m.group('chain').upper()} {m.group('n')}"),
    (re.compile(r"\b(?:list|show)\s+the\s+(?:whole\s+|entire\s+|full\s+)?nftables\s+ruleset\b", re.I), lambda m: "sudo nft list ruleset"),
    (re.compile(r"\bcapture\s+(?P<n>\d+)\s+packets\s+on\s+(?P<dev>[\w.-]+)\s+and\s+(?:write|save)\s+them\s+to\s+(?P<file>[\w./-]+\.pcap\w*)", re.I),
     lambda m: f"sudo tcpdump -i {m.group('dev')} -c {m.group('n')} -w {m.group('file')}"),
    (re.compile(r"\b(?:watch|capture|sniff|show)\s+(?:the\s+)?(?:dns\s+)?traffic\s+on\s+port\s+(?P<port>\d+)\s+on\s+all\s+interfaces\b", re.I),
     lambda m: f"sudo tcpdump -i any port {m.group('port')}"),
    (re.compile(r"^\s*(?:show|print|display)\s+(?:me\s+)?a\s+summary\s+of\s+(?:the\s+)?socket\s+statistics\s*$", re.I), lambda m: "ss -s"),
    (re.compile(r"\bopen\s+an?\s+sftp\s+session\s+to\s+(?P<host>[\w.-]+)\s+as\s+(?:user\s+)?(?P<user>[a-z_][\w-]*)", re.I), lambda m: f"sftp {m.group('user')}@{m.group('host')}"),
    (re.compile(r"\btrace\s+the\s+dns\s+delegation\s+(?:for|of)\s+(?P<host>[\w.-]+\.\w+)", re.I), lambda m: f"dig +trace {m.group('host')}"),
    (re.compile(r"\bresolve\s+(?P<host>[\w.-]+)\s+the\s+way\s+the\s+system(?:'s)?\s+resolver\s+does\b", re.I), lambda m: f"getent hosts {m.group('host')}"),
    (re.compile(r"\bmirror\s+(?:the\s+)?(?:web\s*)?site\s+(?P<url>https?://\S+?)\s+for\s+offline\s+(?:browsing|viewing|reading|use)\b", re.I),
     lambda m: f"wget --mirror --convert-links --page-requisites --no-parent {m.group('url')}"),
    (re.compile(r"\bcheck\s+(?:whether|if)\s+(?P<url>https?://\S+?)\s+exists\s+(?:using\s+wget\s+)?without\s+downloading\b", re.I), lambda m: f"wget --spider {m.group('url')}"),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+an?\s+HTTP\s+PUT\s+to\s+(?P<url>https?://\S+)", re.I), lambda m: f"curl -T {m.group('file')} {m.group('url')}"),
    # an interface's MAC address, a user's home folder
    (re.compile(r"\bmac\s+address\s+of\s+(?:the\s+)?(?:interface\s+)?(?P<dev>(?:eth|ens|enp|eno|wlan|wlp|br|bond)[\w.-]*)\b", re.I), lambda m: f"ip link show {m.group('dev')}"),
    (re.compile(r"^\s*(?:print|show|display|get|find|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?home\s+(?:directory|folder|dir)\s+(?:path\s+)?of\s+(?:the\s+)?user\s+"
                r"(?P<user>[a-z_][\w-]*)(?:\s+(?:from|in)\s+/etc/passwd)?\s*\??\s*$|^\s*what(?:'s|\s+is)\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+home\s+(?:directory|folder|dir)\s*\??\s*$", re.I),
     lambda m: f"getent passwd {m.group('user') or m.group('user2')} | cut -d: -f6"),
    # processes (session 28): one field of one process by ps, job control, signals, priorities, affinity
    (re.compile(r"\b(?P<what>parent\s+pid|ppid|start(?:ing)?\s+time|elapsed\s+time|been\s+running|threads?|nice\s+value|niceness|process\s+group(?:\s+id)?|pgid"
                r"|(?:working|current)\s+directory|(?:program|command\s+name|executable)\s+(?:name\s+)?|resident\s+memory|rss)\b[^.;]*?\b(?:process|pid)\s+(?:id\s+)?(?P<pid>\d+)\b"
                r"|\b(?:process|pid)\s+(?P<pid2>\d+)\s+(?:has\s+)?(?P<what2>been\s+running|start(?:ed)?)\b", re.I),
     lambda m: _ps_field(m)),
    (re.compile(r"^\s*(?:check\s+)?(?:whether|if)\s+(?:process|pid)\s+(?P<pid>\d+)\s+is\s+(?:still\s+)?(?:alive|running)\s*\??\s*$", re.I),
     lambda m: f"kill -0 {m.group('pid')}"),
    (re.compile(r"^\s*(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?signal\s+names\s*$", re.I), lambda m: "kill -l"),
    (re.compile(r"\b(?:kill|stop|terminate)\s+(?:the\s+)?background\s+job\s+(?:number\s+)?%?(?P<n>\d+)\b", re.I), lambda m: f"kill %{m.group('n')}"),
    (re.compile(r"\bdetach\s+job\s+%?(?P<n>\d+)\s+from\s+the\s+shell\b|\bdisown\s+job\s+%?(?P<n2>\d+)\b", re.I), lambda m: f"disown %{m.group('n') or m.group('n2')}"),
    (re.compile(r"\bkill\s+(?:every|all)\s+process(?:es)?\s+(?:running\s+)?on\s+(?:the\s+)?terminal\s+(?P<tty>(?:pts/|tty)\d+)", re.I), lambda m: f"pkill -t {m.group('tty')}"),
    (re.compile(r"\bkill\s+the\s+(?P<which>newest|latest|oldest)\s+(?P<name>[\w.-]+)\s+process\b", re.I),
     lambda m: f"pkill -{'o' if m.group('which').lower() == 'oldest' else 'n'} {m.group('name')}"),
    (re.compile(r"\b(?:pid|process)\s+of\s+the\s+(?P<which>most\s+recently\s+started|newest|latest|oldest)\s+(?P<name>[\w.-]+)\s+process\b", re.I),
     lambda m: f"pgrep -{'o' if m.group('which').lower() == 'oldest' else 'n'} {m.group('name')}"),
    (re.compile(r"\brenice\s+all\s+processes\s+of\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+to\s+(?P<n>-?\d+)\b", re.I),
     lambda m: f"{'sudo ' if int(m.group('n')) < 0 else ''}renice -n {m.group('n')} -u {m.group('user')}"),
    (re.compile(r"\brun\s+(?P<cmd>.+?)\s+with\s+(?:an?\s+)?idle\s+i/?o\s+priority\s*$", re.I), lambda m: f"ionice -c 3 {m.group('cmd')}"),
    (re.compile(r"\brun\s+(?P<cmd>\S+)\s+pinned\s+to\s+cpu\s+(?P<cpu>[\d,-]+)\s*$", re.I), lambda m: f"taskset -c {m.group('cpu')} {m.group('cmd')}"),
    (re.compile(r"\b(?:show|print|get)\s+the\s+cpu\s+affinity\s+of\s+(?:process\s+|pid\s+)?(?P<pid>\d+)\b", re.I), lambda m: f"taskset -p {m.group('pid')}"),
    (re.compile(r"\bstart\s+(?P<cmd>\S+)\s+in\s+a\s+new\s+session\b", re.I), lambda m: f"setsid {m.group('cmd')}"),
    (re.compile(r"^\s*wait\s+(?:until|for)\s+process\s+(?P<pid>\d+)\s+(?:exits|ends|finishes|to\s+(?:exit|end|finish))\s*$", re.I),
     lambda m: f"while kill -0 {m.group('pid')} 2>/dev/null; do sleep 1; done"),
    # databases: dumps made and loaded (MySQL as a user with a password prompt, PostgreSQL as postgres)
    (re.compile(r"\bdump\s+the\s+mysql\s+database\s+(?P<db>\w+)\s+(?:as\s+(?:user\s+)?(?P<user>\w+)\s+)?(?P<gz>and\s+compress\s+it\s+)?(?:to|into)\s+(?P<file>[~/.\w][\w./~-]*)"
                r"(?:\s+as\s+(?:user\s+)?(?P<user2>\w+))?", re.I),
     lambda m: f"mysqldump -u {m.group('user') or m.group('user2') or 'root'} -p {m.group('db')}"
               + (" | gzip" if m.group("gz") or m.group("file").endswith(".gz") else "") + f" > {m.group('file')}"),
    (re.compile(r"\b(?:import|load|restore)\s+(?:the\s+)?(?P<gz>gzipped\s+|compressed\s+)?(?:dump\s+)?(?P<file>[~/.\w][\w./~-]*\.sql(?:\.gz)?)\s+into\s+the\s+mysql\s+database\s+(?P<db>\w+)"
                r"(?:\s+as\s+(?:user\s+)?(?P<user>\w+))?", re.I),
     lambda m: (f"zcat {m.group('file')} | mysql" if m.group("file").endswith(".gz") else "mysql")
               + f" -u {m.group('user') or 'root'} -p {m.group('db')}" + ("" if m.group("file").endswith(".gz") else f" < {m.group('file')}")),
    (re.compile(r"\bdump\s+the\s+postgres(?:ql)?\s+database\s+(?P<db>\w+)\s+(?:to|into)\s+(?P<file>[~/.\w][\w./~-]*)", re.I),
     lambda m: f"sudo -u postgres pg_dump {m.group('db')} > {m.group('file')}"),
    (re.compile(r"\blist\s+(?:all\s+)?(?:the\s+)?postgres(?:ql)?\s+databases\b", re.I), lambda m: "sudo -u postgres psql -l"),
    (re.compile(r"\brestore\s+the\s+custom[\s-]format\s+dump\s+(?P<file>[~/.\w][\w./~-]*)\s+into\s+the\s+postgres(?:ql)?\s+database\s+(?P<db>\w+)", re.I),
     lambda m: f"sudo -u postgres pg_restore -d {m.group('db')} {m.group('file')}"),
    # processes and services (DZ): one more field of a process, its executable, memory map and ancestors, a wait for
    # it to end, a process group killed; a unit started only when inactive or restarted only when running
    (re.compile(r"^\s*(?:which|what)\s+user\s+(?:owns|runs|is\s+running|started)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s*\??\s*$", re.I), lambda m: f"ps -o user= -p {m.group('pid')}"),
    (re.compile(r"\bhow\s+much\s+cpu\s+time\s+(?:has|did)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:used|taken|consumed)\b|\bcpu\s+time\s+(?:used\s+by|of)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"ps -o time= -p {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"\b(?:which|what)\s+(?:executable|binary|program\s+file)\s+is\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+running\b", re.I), lambda m: f"readlink /proc/{m.group('pid')}/exe"),
    (re.compile(r"\bmemory\s+map\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I), lambda m: f"pmap {m.group('pid')}"),
    (re.compile(r"\b(?:all\s+)?(?:the\s+)?ancestors\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b|\bparent\s+chain\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"pstree -s {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"^\s*(?:check\s+)?(?:whether|if)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:still\s+)?exists\s*\??\s*$", re.I), lambda m: f"kill -0 {m.group('pid')}"),
    (re.compile(r"^\s*wait\s+until\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:exits|ends|finishes|dies)\s+and\s+then\s+(?:print|echo|say)\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"tail --pid={m.group('pid')} -f /dev/null && echo {m.group('text')}"),
    (re.compile(r"\bkill\s+(?:all\s+)?(?:the\s+)?process(?:es)?\s+in\s+(?:the\s+)?process\s+group\s+(?P<pgid>\d+)\b", re.I), lambda m: f"kill -- -{m.group('pgid')}"),
    (re.compile(r"^\s*start\s+(?P<cmd>\./[\w./-]+)\s+in\s+the\s+background\s+and\s+(?:save|write|store)\s+its\s+pid\s+(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"{m.group('cmd')} & echo $! > {m.group('file')}"),
    (re.compile(r"^\s*start\s+(?P<unit>[\w@.-]+)\s+(?:only\s+)?if\s+it\s+is\s+(?:not|n't)\s+(?:active|running)\s*$|^\s*start\s+(?P<unit2>[\w@.-]+)\s+unless\s+it\s+is\s+(?:already\s+)?(?:active|running)\s*$", re.I),
     lambda m: f"systemctl is-active --quiet {m.group('unit') or m.group('unit2')} || sudo systemctl start {m.group('unit') or m.group('unit2')}"),
    (re.compile(r"^\s*restart\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+only\s+if\s+it\s+is\s+(?:already\s+)?(?:running|active)\s*$", re.I),
     lambda m: f"sudo systemctl try-restart {m.group('unit')}"),
    (re.compile(r"^\s*since\s+when\s+has\s+(?:the\s+)?(?P<unit>[\w@.-]+)\s+service\s+been\s+(?:running|active|up)\s*\??\s*$", re.I),
     lambda m: f"systemctl show -p ActiveEnterTimestamp {m.group('unit')}"),
    (re.compile(r"\blist\s+(?:all\s+)?(?:the\s+)?service\s+unit\s+files\b", re.I), lambda m: "systemctl list-unit-files --type=service"),
    (re.compile(r"^\s*(?:(?:show|print|check|display)\s+(?:me\s+)?(?:the\s+)?)?(?P<verb>start|stop|restart|enable|disable|status\s+of)\s+my\s+user\s+"
                r"(?:service|unit)\s+(?P<unit>[\w@.-]+)\s*$", re.I),
     lambda m: f"systemctl --user {m.group('verb').split()[0].lower()} {m.group('unit')}"),
    # HTTP with curl (DW): a file's size from its headers, the time a fetch takes, cookies saved, a byte range, an
    # upload, form fields posted
    (re.compile(r"\b(?:get|show|find|check|what(?:'s|\s+is))\s+(?:the\s+)?(?:file\s+)?size\s+of\s+(?P<url>https?://\S+?)\s+without\s+downloading\b", re.I),
     lambda m: f"curl -sI {m.group('url')} | grep -i content-length"),
    (re.compile(r"\b(?:measure|show|how\s+long|time)\b[^.;]*?\b(?:total\s+)?time\b[^.;]*?\b(?:fetch|download|load|get|request)\w*\s+(?P<url>https?://\S+?)[.,;?!]?\s*$", re.I),
     lambda m: f"curl -o /dev/null -s -w '%{{time_total}}\\n' {m.group('url')}"),
    (re.compile(r"\b(?:log\s*in|sign\s+in|go)\s+(?:at|to)\s+(?P<url>https?://\S+?)\s+and\s+save\s+(?:the\s+)?cookies\s+(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*)", re.I),
     lambda m: f"curl -c {m.group('file')} {m.group('url')}"),
    (re.compile(r"\bdownload\s+only\s+the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<url>https?://\S+?)(?:\s+(?:into|to|as)\s+(?P<file>[~./\w][\w./~-]*))?\s*$", re.I),
     lambda m: f"curl -r 0-{int(m.group('n')) - 1} " + (f"-o {m.group('file')} " if m.group("file") else "-O ") + m.group("url")),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<url>(?:ftp|https?)://\S+?)(?:\s+as\s+(?:user\s+)?(?P<user>[\w.-]+)\s+with\s+(?:the\s+)?password\s+(?P<pw>\S+))?\s*$", re.I),
     lambda m: f"curl -T {m.group('file')}" + (f" -u {m.group('user')}:{m.group('pw')}" if m.group("user") else "") + f" {m.group('url')}"),
    (re.compile(r"\bpost\s+the\s+form\s+fields?\s+(?P<a>\w+=\S+?)\s+and\s+(?P<b>\w+=\S+?)\s+to\s+(?P<url>https?://\S+?)\s*$", re.I),
     lambda m: f"curl -d '{m.group('a')}&{m.group('b')}' {m.group('url')}"),
    (re.compile(r"\bfetch\s+(?P<url>https://(?P<host>[\w.-]+)\S*?)\s+but\s+resolve\s+(?P=host)\s+to\s+(?P<ip>[\d.]+)\s*$", re.I),
     lambda m: f"curl --resolve {m.group('host')}:443:{m.group('ip')} {m.group('url')}"),
    # accounts (DV): password ageing by chage (its maximum age above), groups made, renamed and given members, ids looked up, a login shell,
    # a full name, a password set without a prompt, sudo rights of another user
    (re.compile(r"\b(?:at\s+least|a\s+minimum\s+of|minimum)\s+(?P<n>\d+)\s+days?\s+between\s+password\s+changes\s+for\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\b"
                r"|\bmin(?:imum)?\s+password\s+age\s+(?:of\s+)?(?P<n2>\d+)\s+days?\s+(?:for|on)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*?)(?:'s)?\b", re.I),
     lambda m: f"sudo chage -m {m.group('n') or m.group('n2')} {m.group('user') or m.group('user2')}"),
    (re.compile(r"\bwarn\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?P<n>\d+)\s+days?\s+before\s+(?:his|her|their|the|its)\s+password\s+expires\b", re.I),
     lambda m: f"sudo chage -W {m.group('n')} {m.group('user')}"),
    (re.compile(r"\b(?:disable|lock|deactivate|inactivate)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+account\s+(?P<n>\d+)\s+days?\s+after\s+(?:his|her|their|the|its)\s+password\s+expires\b", re.I),
     lambda m: f"sudo chage -I {m.group('n')} {m.group('user')}"),
    (re.compile(r"\bremove\s+(?:the\s+)?(?:account\s+)?expir(?:y|ation)(?:\s+date)?\s+(?:for|of|from)\s+(?:the\s+)?(?:user\s+|account\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo chage -E -1 {m.group('user')}"),
    (re.compile(r"\bpassword\s+(?:ageing|aging|expiry|expiration)\s+(?:info(?:rmation)?|details|settings|data)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo chage -l {m.group('user')}"),
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?group\s+(?:called\s+|named\s+)?(?P<group>[a-z_][\w-]*)\s+with\s+(?:the\s+)?(?:gid|group\s+id)\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo groupadd -g {m.group('n')} {m.group('group')}"),
    (re.compile(r"^\s*(?:delete|remove)\s+(?:the\s+)?(?:unix\s+|user\s+)?group\s+(?:called\s+|named\s+)?(?P<group>[a-z_][\w-]*)\s*[.!]?\s*$", re.I),
     lambda m: f"sudo groupdel {m.group('group')}"),
    (re.compile(r"\brename\s+(?:the\s+)?group\s+(?P<old>[a-z_][\w-]*)\s+(?:to|as)\s+(?P<new>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo groupmod -n {m.group('new')} {m.group('old')}"),
    (re.compile(r"\bchange\s+the\s+(?:gid|group\s+id)\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo groupmod -g {m.group('n')} {m.group('group')}"),
    (re.compile(r"\bmake\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?:an?\s+)?(?:administrator|admin)\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo gpasswd -A {m.group('user')} {m.group('group')}"),
    (re.compile(r"\bset\s+the\s+members\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+to\s+(?:exactly\s+|just\s+|only\s+)?(?P<list>[a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*(?:\s*,?\s+and\s+[a-z_][\w-]*)?)\s*$", re.I),
     lambda m: f"sudo gpasswd -M {','.join(items_listed(m.group('list')))} {m.group('group')}"),
    (re.compile(r"\bmembers\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+one\s+per\s+line\b|\bcount\s+(?:how\s+many\s+users\s+are\s+listed\s+as\s+|the\s+)?members\s+of\s+(?:the\s+)?group\s+(?P<group2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"getent group {m.group('group') or m.group('group2')} | cut -d: -f4 | tr ',' '\\n'" + (" | grep -c ." if m.group("group2") else "")),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:numeric\s+)?(?:uid|user\s+id)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"id -u {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is)|which\s+is)\s+(?:me\s+)?(?:the\s+)?primary\s+group(?:\s+name)?\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"id -gn {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:gid|group\s+id)\s+(?:of|for)\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"getent group {m.group('group')} | cut -d: -f3"),
    (re.compile(r"^\s*(?:which|what)\s+user\s+(?:has|owns|is)\s+(?:the\s+)?(?:uid|user\s+id)\s+(?P<n>\d+)\s*\??\s*$", re.I), lambda m: f"getent passwd {m.group('n')}"),
    (re.compile(r"\b(?:list|show|find|print)\s+(?:every|all|each|the)\s+(?:accounts?|users?)\s+with\s+(?:uid|user\s+id)\s+(?P<n>\d+)\b", re.I),
     lambda m: f"awk -F: '$3=={m.group('n')} {{print $1}}' /etc/passwd"),
    (re.compile(r"\bshadow\s+(?:entry|line|record)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I), lambda m: f"sudo getent shadow {m.group('user')}"),
    (re.compile(r"\bchange\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?:login\s+|default\s+)?shell\s+to\s+(?P<shell>/[\w/]+|zsh|bash|fish|sh|dash|ksh|tcsh)\b", re.I),
     lambda m: f"sudo chsh -s {_SHELLS.get(m.group('shell').lower(), m.group('shell'))} {m.group('user')}"),
    # "make a site folder with css, js and img subfolders", "create project with src, tests and docs subdirectories"
    (re.compile(r"^\s*(?:create|make)\s+(?:a\s+|the\s+)?(?:(?:folder|directory|dir)\s+(?:called\s+|named\s+)?)?(?P<dir>[\w.~/-]*\w)(?:\s+(?:folder|directory|dir))?\s+"
                r"(?:with|containing|holding)\s+(?:the\s+)?(?P<subs>[\w.-]+(?:\s*,\s*[\w.-]+)*\s*,?\s+and\s+[\w.-]+)\s+"
                r"(?:sub-?folders|sub-?directories|subdirs|folders|directories|dirs)(?:\s+(?:in|inside)\s+it)?\s*[.!]?\s*$", re.I),
     lambda m: None if m.group("dir").lower() in ("a", "the", "folder", "directory", "new")
     else f"mkdir -p {m.group('dir')}/{{{','.join(items_listed(m.group('subs')))}}}"),
    (_DISKS_ASKED, _lsblk_columns),
    (re.compile(r"\bprocess(?:es)?\b", re.I), _ps_columns),
    (re.compile(r"^(?=.*\b(?:(?:only|just)\s+(?:the\s+)?(?:use|usage|percent\w*|available|free|source|size|used|mount|type)|bare\s+number)\b)"
                r"(?=.*\b(?:file\s*systems?|df)\b)(?!.*\b(?:du|find|largest|biggest|folders?|director(?:y|ies)|ext[234]|xfs|btrfs|tmpfs|nfs4?|vfat|ntfs)\b)", re.I),
     _df_columns),
    # "in app.conf set the line starting with timeout= to timeout=30, in place", "replace the line beginning with X in F with Y"
    (re.compile(r"^\s*(?:in\s+(?P<file>[~./\w][\w./~-]*\.\w+|\.\w+)\s*,?\s+)?(?:set|change|replace)\s+the\s+(?:whole\s+)?line\s+(?:that\s+)?(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\s+"
                r"['\"]?(?P<key>[^\s'\"]+)['\"]?\s+(?:in\s+(?P<file2>[~./\w][\w./~-]*\.\w+|\.\w+)\s+)?(?:to|with)\s+['\"]?(?P<val>[^\s'\",]+)['\"]?"
                r"(?P<rest>\s*,?\s*(?:in[\s-]place|editing\s+(?:the\s+file\s+)?in\s+place)?\s*[.!]?)\s*$", re.I),
     lambda m: None if not (m.group("file") or m.group("file2")) or "/" in m.group("key") + m.group("val")
     else f"{_sudo_for(m.group('file') or m.group('file2'))}sed {'-i ' if m.group('rest').strip(' ,.!') else ''}"
          f"'s/^{re.escape(m.group('key'))}.*/{m.group('val')}/' {m.group('file') or m.group('file2')}"),
    # "show lsblk output for /dev/sdb only", "show the df output for /home": the program named, run on the name given
    (re.compile(r"^\s*(?:show|print|display|give\s+me|get)\s+(?:me\s+)?(?:the\s+)?(?P<tool>[a-z][\w-]*)\s+output\s+(?:for|of|on)\s+(?:just\s+)?"
                r"(?P<arg>[~./\w][\w./:@~-]*)(?:\s+only)?\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('tool')} {m.group('arg')}" if m.group("tool") in COMMAND_WORDS else None),
    # file systems by label, UUID and type; mount points; checks that change nothing
    (re.compile(r"\b(?:check|tell\s+me|see)\s+(?:if|whether)\s+(?P<dir>/[\w./-]*)\s+is\s+a\s+mount\s*point\b|\bis\s+(?P<dir2>/[\w./-]*)\s+a\s+mount\s*point\b", re.I),
     lambda m: f"mountpoint {m.group('dir') or m.group('dir2')}"),
    (re.compile(r"\b(?:which|what)\s+(?:mounted\s+)?(?:file\s*system|mount|device)\s+(?:is\s+)?(?P<path>/[\w./-]*\w)\s+(?:lives|is|sits|resides)\s+on\b"
                r"|\b(?:which|what)\s+(?:mounted\s+)?file\s*system\s+(?:holds|contains)\s+(?P<path2>/[\w./-]*\w)", re.I),
     lambda m: f"findmnt -T {m.group('path') or m.group('path2')}"),
    (re.compile(r"\b(?:verify|check|validate)\s+(?:the\s+)?/etc/fstab\b(?:\s+for\s+(?:errors|mistakes|problems))?", re.I), lambda m: "sudo findmnt --verify"),
    (re.compile(r"\bcheck\s+(?P<dev>/dev/[\w/-]+)\s+for\s+(?:file\s*system\s+)?errors\s+without\s+(?:changing|fixing|repairing|modifying)\s+anything\b", re.I),
     lambda m: f"sudo fsck -n {m.group('dev')}"),
    (re.compile(r"\bsuperblock\s+(?:details|info(?:rmation)?)\s+of\s+(?:the\s+)?(?:ext[234]\s+)?(?:file\s*system\s+)?(?:on\s+)?(?P<dev>/dev/[\w/-]+)", re.I),
     lambda m: f"sudo tune2fs -l {m.group('dev')}"),
    (re.compile(r"\bset\s+the\s+label\s+of\s+(?:the\s+)?(?:ext[234]\s+)?(?:partition\s+|file\s*system\s+)?(?P<dev>/dev/[\w/-]+)\s+to\s+(?P<label>[\w-]+)", re.I),
     lambda m: f"sudo e2label {m.group('dev')} {m.group('label')}"),
    (re.compile(r"^\s*(?:show|print|what(?:'s|\s+is))\s+(?:me\s+)?the\s+label\s+of\s+(?:the\s+)?ext[234]\s+(?:partition\s+|file\s*system\s+)?(?P<dev>/dev/[\w/-]+)\s*\??\s*$", re.I),
     lambda m: f"sudo e2label {m.group('dev')}"),
    (re.compile(r"\b(?:which|what|find\s+(?:the|which))\s+device\s+(?:has|with|carries)\s+(?:the\s+)?(?:file\s*system\s+)?label\s+(?P<label>[\w-]+)", re.I),
     lambda m: f"blkid -L {m.group('label')}"),
    (re.compile(r"\b(?:which|what|find\s+(?:the|which))\s+device\s+(?:has|with)\s+(?:the\s+)?UUID\s+(?P<uuid>[0-9a-fA-F-]{8,})", re.I),
     lambda m: f"blkid -U {m.group('uuid')}"),
    (re.compile(r"\bflush\s+(?:all\s+)?(?:the\s+)?(?:cached\s+writes|file\s*system\s+buffers|write\s+cache|dirty\s+pages)\s+to\s+disk\s*$", re.I), lambda m: "sync"),
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
    # "disable shell login for user ed (by giving him the nologin shell)", "give bob the nologin shell"
    (re.compile(r"\b(?:disable|block|prevent|deny)\s+(?:the\s+)?(?:shell\s+|interactive\s+)?logins?\s+(?:for|of|by)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b"
                r"|\bgive\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+(?:the\s+)?nologin\s+shell\b", re.I),
     lambda m: f"sudo usermod -s /usr/sbin/nologin {m.group('user') or m.group('user2')}"),
    # "force amy to choose a new password at her next login", "expire bob's password"
    (re.compile(r"\bforce\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+(?:choose|change|set|pick|reset|enter)\s+(?:a\s+new\s+|their\s+|his\s+|her\s+)?password\b"
                r"|\bexpire\s+(?:the\s+)?(?:password\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)|(?:user\s+)?(?P<user3>[a-z_][\w-]*)'s\s+password)\b", re.I),
     lambda m: f"sudo passwd -e {m.group('user') or m.group('user2') or m.group('user3')}"),
    # "show whether harry's password is locked or set", "password status of user ann"
    (re.compile(r"\b(?:whether|if)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+password\s+is\s+(?:locked|set|usable|disabled)\b"
                r"|\bpassword\s+status\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\b|\b(?:user\s+)?(?P<user3>[a-z_][\w-]*)'s\s+password\s+status\b", re.I),
     lambda m: f"sudo passwd -S {m.group('user') or m.group('user2') or m.group('user3')}"),
    # "show the last login time for user irene", "when did bob last log in"
    (re.compile(r"\blast\s+login(?:\s+time|\s+date)?\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$"
                r"|\bwhen\s+did\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+last\s+log\s*in\b", re.I),
     lambda m: f"lastlog -u {m.group('user') or m.group('user2')}"),
    # "show logins of user quinn since 2024-01-01"
    (re.compile(r"\blogins\s+(?:of|by|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+since\s+(?P<date>\d{4}-\d{2}-\d{2})\s*$", re.I),
     lambda m: f"last -s {m.group('date')} {m.group('user')}"),
    # "forget my cached sudo credentials", "make sudo ask for my password again"
    (re.compile(r"\b(?:forget|clear|drop|invalidate|reset|revoke)\s+(?:my\s+|the\s+)?(?:cached\s+)?sudo\s+(?:credentials|password|timestamp|session)\b"
                r"|\bmake\s+sudo\s+(?:ask|prompt)\s+(?:for\s+)?(?:my\s+|the\s+)?password\s+again\b", re.I), lambda m: "sudo -k"),
    # "edit the sudoers file safely"
    (re.compile(r"^\s*(?:safely\s+)?edit\s+(?:the\s+)?sudoers(?:\s+file)?(?:\s+safely)?\s*$", re.I), lambda m: "sudo visudo"),
    # "edit /etc/fstab with sudoedit"
    (re.compile(r"^\s*(?:open|edit)\s+(?P<file>/[\w./-]*\w)\s+(?:with|using|via)\s+sudoedit\s*$", re.I), lambda m: f"sudoedit {m.group('file')}"),
    (re.compile(r"\b(?:set|change|update)\s+the\s+(?:full\s+name|real\s+name|comment|gecos(?:\s+field)?)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+['\"]?(?P<name>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"sudo usermod -c '{m.group('name')}' {m.group('user')}"),
    (re.compile(r"\bdefault\s+settings\s+(?:that\s+)?useradd\s+(?:applies|uses|gives)\b|\buseradd(?:'s)?\s+defaults\b", re.I), lambda m: "useradd -D"),
    (re.compile(r"\bset\s+(?:the\s+password\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+password)\s+to\s+(?P<pw>\S+)\s+"
                r"(?:non-?interactively|without\s+(?:an?\s+)?(?:interactive\s+)?prompt(?:ing)?)\s*$", re.I),
     lambda m: f"echo '{m.group('user') or m.group('user2')}:{m.group('pw')}' | sudo chpasswd"),
    (re.compile(r"\bcheck\s+(?:if|whether)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:may|can|is\s+allowed\s+to)\s+run\s+(?P<cmd>\S+)\s+(?:through|with|via|using)\s+sudo\b", re.I),
     lambda m: f"sudo -l -U {m.group('user')} {m.group('cmd')}"),
    (re.compile(r"^\s*(?:safely\s+)?edit\s+(?:the\s+sudoers\s+file\s+)?(?P<file>/etc/sudoers(?:\.d/[\w.-]+)?)\s*(?:safely)?\s*$", re.I),
     lambda m: "sudo visudo" + ("" if m.group("file") == "/etc/sudoers" else f" -f {m.group('file')}")),
    (re.compile(r"\binstall\s+(?P<src>[~./\w][\w./~-]*)\s+(?:as|to|into|in)\s+(?P<dst>/[\w./-]+)\s+owned\s+by\s+(?P<owner>[a-z_][\w-]*)"
                r"(?:(?::|\s*,?\s+(?:and\s+)?(?:the\s+)?group\s+)(?P<group>[a-z_][\w-]*))?"
                r"\s*,?\s+(?:and\s+)?(?:with\s+)?(?:the\s+)?(?:mode|permissions)\s+(?P<mode>[0-7]{3,4})\b", re.I),
     lambda m: f"sudo install -o {m.group('owner')}" + (f" -g {m.group('group')}" if m.group("group") else "")
               + f" -m {m.group('mode')} {m.group('src')} {m.group('dst')}"),
    # "create the directory /var/log/myapp owned by syslog, group adm, mode 750": one install -d
    # "create /srv/data owned by the www-data user and group"
    (re.compile(r"\b(?:create|make\s+a(?:\s+new)?)\s+(?:the\s+|a\s+)?(?:(?:directory|folder|dir)\s+)?(?P<dir>(?:[~/]|\./)[\w./~-]*\w|(?<=(?:ory|der|dir)\s)[\w.-]+)\s+owned\s+by\s+"
                r"(?:the\s+)?(?:user\s+)?(?P<owner>[a-z_][\w-]*)(?P<both>\s+(?:user\s+)?and\s+group\b)?"
                r"(?:(?::|\s*,?\s+(?:and\s+)?(?:the\s+)?group\s+)(?P<group>[a-z_][\w-]*))?"
                r"(?:\s*,?\s+(?:and\s+)?(?:with\s+)?(?:the\s+)?(?:mode|permissions)\s+(?P<mode>[0-7]{3,4}))?\s*$", re.I),
     lambda m: f"sudo install -d -o {m.group('owner')}" + (f" -g {m.group('group') or m.group('owner')}" if m.group("group") or m.group("both") else "")
               + (f" -m {m.group('mode')}" if m.group("mode") else "") + f" {m.group('dir')}"),
    (re.compile(r"\b(?:check|see|show)\s+(?:whether|if)\s+(?P<file>[~./\w][\w./~-]*)\s+has\s+the\s+immutable\s+(?:attribute|flag|bit)\b", re.I), lambda m: f"lsattr {m.group('file')}"),
    # a command written out, run with nohup in the background: its output appended, thrown away, split, or its pid shown
    (re.compile(r"^\s*(?:run|start)\s+(?P<cmd>.+?)\s+(?:with|using|under)\s+nohup\s+(?:in\s+the\s+background\s*)?(?:,\s*|\s+and\s+|\s+)"
                r"(?:(?P<append>append(?:ing)?\s+(?:its\s+|the\s+|all\s+)?output\s+to\s+(?P<afile>[~./\w][\w./~-]*))"
                r"|(?P<drop>(?:throw(?:ing)?\s+away|discard(?:ing)?|drop(?:ping)?|ignor(?:e|ing))\s+(?:all\s+)?(?:its\s+|the\s+)?output)"
                r"|(?:send(?:ing)?\s+)?stdout\s+to\s+(?P<out>[~./\w][\w./~-]*)\s+and\s+stderr\s+to\s+(?P<err>[~./\w][\w./~-]*)"
                r"|(?P<pid>print(?:ing)?\s+(?:its|the)\s+pid))\s*$", re.I),
     lambda m: None if not re.match(r"[\w./~-]+(?:\s|$)", m.group("cmd")) else
     f"nohup {m.group('cmd')} >> {m.group('afile')} 2>&1 &" if m.group("append") else
     f"nohup {m.group('cmd')} > /dev/null 2>&1 &" if m.group("drop") else
     f"nohup {m.group('cmd')} > {m.group('out')} 2> {m.group('err')} &" if m.group("out") else
     f"nohup {m.group('cmd')} > nohup.out 2>&1 & echo $!"),
    # users: the passwd entry, the login shell, all group names, login and reboot history
    (re.compile(r"^\s*(?:show|print|display|get)\s+(?:me\s+)?(?:the\s+)?(?:/etc/)?passwd\s+(?:entry|line|record)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*$", re.I),
     lambda m: f"getent passwd {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:login\s+|default\s+)?shell\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"getent passwd {m.group('user')} | cut -d: -f7"),
    (re.compile(r"^\s*(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?(?:group\s+names|names\s+of\s+(?:all\s+)?(?:the\s+)?groups)(?:\s+on\s+(?:the|this)\s+(?:system|machine))?\s*$", re.I),
     lambda m: "cut -d: -f1 /etc/group"),
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:recent\s+)?log\s*in\s+history\s*$", re.I), lambda m: "last"),
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?history\s+of\s+(?:the\s+)?(?:system\s+)?reboots\s*$", re.I), lambda m: "last reboot"),
    (re.compile(r"\bname\s+of\s+(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+primary\s+group\b", re.I), lambda m: f"id -gn {m.group('user')}"),
    (re.compile(r"^\s*set\s+(?:the\s+|my\s+)?umask\s+to\s+(?P<u>[0-7]{3,4})(?:\s+for\s+(?:this|the\s+current)\s+(?:shell|session))?\s*$", re.I),
     lambda m: f"umask {m.group('u')}"),
    (re.compile(r"\bgive\s+the\s+(?P<who>group|others)\s+the\s+same\s+permissions\s+(?:as\s+|that\s+)?the\s+(?P<from>owner|group)\s+(?:has\s+)?on\s+(?P<file>[~./\w][\w./~-]*)", re.I),
     lambda m: None if m.group("who") == m.group("from") else
     f"chmod {'g' if m.group('who').lower() == 'group' else 'o'}={'u' if m.group('from').lower() == 'owner' else 'g'} {m.group('file').rstrip('.')}"),
    # groups: a user added to one, its members
    (re.compile(r"^\s*add\s+(?:the\s+)?(?:existing\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+to\s+(?:the\s+)?(?:supplementary\s+|secondary\s+)?group\s+(?P<group>[a-z_][\w-]*)\s*$"
                r"|^\s*add\s+(?:the\s+)?(?:existing\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s+to\s+the\s+(?P<group2>[a-z_][\w-]*)\s+group\s*$", re.I),
     lambda m: f"sudo usermod -aG {m.group('group') or m.group('group2')} {m.group('user') or m.group('user2')}"),
    (re.compile(r"\b(?:who\s+are|list|show)\s+(?:all\s+)?the\s+members\s+of\s+the\s+(?P<group>[a-z_][\w-]*)\s+group\b|\bmembers\s+of\s+(?:the\s+)?group\s+(?P<group2>[a-z_][\w-]*)\b"
                r"|\b(?:which|what)\s+users\s+are\s+(?:in|members\s+of)\s+the\s+(?P<group3>[a-z_][\w-]*)\s+group\b", re.I),
     lambda m: f"getent group {m.group('group') or m.group('group2') or m.group('group3')}"),
    # a signal to the process whose PID a file holds
    (re.compile(r"\bsend\s+(?:a\s+)?(?:SIG)?(?P<sig>HUP|USR1|USR2|TERM|KILL|INT)\s+(?:signal\s+)?to\s+the\s+process\s+whose\s+pid\s+is\s+in\s+(?P<file>/[\w./-]+)", re.I),
     lambda m: f"{_sudo_for(m.group('file').replace('/run/', '/var/run/', 1))}kill -{m.group('sig').upper()} $(cat {m.group('file')})"),
    # "extract only the pdf files from docs.zip", "unzip just the .csv files in data.zip"
    (re.compile(r"\b(?:extract|unzip|unpack|pull\s+out|get)\s+(?:only|just)\s+(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+(?:files\s+)?(?:from|in|out\s+of)\s+"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"unzip {m.group('zip')} '*.{m.group('ext').lower()}'"),
    # system information, more of it (DI): one field of a device, the boot time, vendors, clocks, the machine
    (re.compile(r"\b(?:only|just)\s+the\s+(?:file\s*system|fs)\s+type\s+of\s+(?P<dev>/dev/[\w/-]+)", re.I), lambda m: f"lsblk -no FSTYPE {m.group('dev')}"),
    (re.compile(r"\buuid\s+and\s+(?:the\s+)?(?:file\s*system|fs)\s+type\s+of\s+(?P<dev>/dev/[\w/-]+)|\b(?:file\s*system|fs)\s+type\s+and\s+(?:the\s+)?uuid\s+of\s+(?P<dev2>/dev/[\w/-]+)", re.I),
     lambda m: f"sudo blkid {m.group('dev') or m.group('dev2')}"),
    (re.compile(r"\b(?:date\s+and\s+time|time|date)\s+(?:when\s+|that\s+)?the\s+(?:system|machine|server|computer|box)\s+(?:was\s+)?(?:last\s+)?(?:booted|started)\b", re.I),
     lambda m: "uptime -s"),
    (re.compile(r"\b(?:number\s+of\s+)?seconds\s+since\s+(?:the\s+)?(?:last\s+)?boot\b", re.I), lambda m: "awk '{print $1}' /proc/uptime"),
    (re.compile(r"\busb\s+devices\s+(?:from|by|of|made\s+by)\s+(?:the\s+)?vendor\s+(?:id\s+)?(?P<vendor>[0-9a-f]{4})\b", re.I), lambda m: f"lsusb -d {m.group('vendor').lower()}:"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is)?|whats)\b[^.]*?\b(?:configured\s+)?(?:system\s+)?time\s*zone\s+name\b", re.I),
     lambda m: "timedatectl show -p Timezone --value"),
    (re.compile(r"^\s*(?:show|print|display|get|read|what(?:'s|\s+is)?|whats)\b[^.]*?(?:\bhardware\s+clock(?:\s+time)?\b|\bthe\s+rtc\s+time\b)(?![^.]*\b(?:set|sync|write|adjust)\b)", re.I),
     lambda m: "sudo hwclock --show"),
    (re.compile(r"\b(?:each|every)\s+(?:logical\s+)?cpu\s+with\s+its\s+core\b|\blogical\s+cpus?\s+with\s+(?:their\s+)?(?:cores?|sockets?)\b", re.I), lambda m: "lscpu -e"),
    (re.compile(r"\bproduct\s+name\s+of\s+(?:this|the)\s+(?:machine|computer|system|server|box)\b", re.I), lambda m: "cat /sys/class/dmi/id/product_name"),
    (re.compile(r"\bpretty\s+name\s+of\s+the\s+(?:os|operating\s+system|distro|distribution)\b", re.I), lambda m: "grep PRETTY_NAME /etc/os-release"),
    (re.compile(r"\bhostname\s*,\s*(?:the\s+)?os\s*,\s*(?:the\s+)?kernel\s+and\s+(?:the\s+)?architecture\b", re.I), lambda m: "hostnamectl"),
    # "what filesystem is on /dev/sdb1", "file system type of /dev/nvme0n1p2"
    (re.compile(r"\b(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:file\s*system|fs)(?:\s+type)?\s+(?:is\s+(?:on|used\s+(?:on|by))|does)\s+(?P<dev>/dev/[\w/-]+)"
                r"|\b(?:file\s*system|fs)\s+type\s+(?:of|on|for)\s+(?P<dev2>/dev/[\w/-]+)", re.I),
     lambda m: f"lsblk -f {m.group('dev') or m.group('dev2')}"),
    # "check if photos.zip is corrupted", "test the integrity of backup.tar.gz", "check dump.tar.xz for corruption"
    (re.compile(r"\b(?:check|test|verify|see)\s+(?:if|whether)\s+(?P<file>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz))\s+is\s+(?:corrupt(?:ed)?|broken|damaged|ok|okay|intact|valid|fine|good)\b"
                r"|\b(?:test|check|verify)\s+(?:the\s+)?integrity\s+of\s+(?:the\s+)?(?:(?:zip|gzip|xz|bzip2|tar|compressed)\s+)?(?:archive\s+|file\s+)?"
                r"(?P<file2>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz))\b"
                r"|\b(?:test|check|verify)\s+(?:the\s+)?(?:(?:zip|gzip|xz|bzip2|tar|compressed)\s+)?(?:archive\s+|file\s+)?(?P<file3>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz))"
                r"\s+for\s+(?:corruption|damage|errors|integrity)\b", re.I),
     lambda m: _archive_tested(m.group("file") or m.group("file2") or m.group("file3"))),
    # "show the contents of notes.txt.xz", "print the text of readme.txt.bz2 to the screen": a compressed file's text
    (re.compile(r"^\s*(?:please\s+)?(?:show|print|display|view|read|output|cat)\s+(?:me\s+)?(?:the\s+)?(?:(?:contents?|text|lines)\s+(?:of|in)\s+)?"
                r"(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?(?P<file>[~./\w][\w./~-]*\.(?<!\.tar\.)(?:gz|bz2|xz))"
                r"(?:\s+(?:to|on)\s+(?:the\s+)?(?:screen|terminal)|\s+without\s+(?:decompressing|extracting|unpacking|unzipping)(?:\s+it)?(?:\s+(?:to|on)\s+disk)?)?\s*[.!]?\s*$", re.I),
     lambda m: None if re.search(r"\.tar\.\w+$", m.group("file")) else f"{_COMPRESSED_TOOL[m.group('file').rsplit('.', 1)[1].lower()]}cat {m.group('file')}"),
    # "search kern.log.xz for panic", "search nginx.log.gz case-insensitively for timeout and show line numbers"
    (re.compile(r"^\s*(?:please\s+)?(?:search|grep|look\s+through)\s+(?:in\s+|through\s+)?(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:gz|bz2|xz))(?P<how>(?:\s+(?:case[\s-]*insensitive(?:ly)?|ignoring\s+case))?)\s+for\s+(?:the\s+(?:word|string|text)\s+)?"
                r"(?P<pat>'[^']+'|\"[^\"]+\"|[\w.:=/-]+)(?P<rest>(?:\s*,?\s*(?:and\s+)?(?:(?:show|print|with)\s+(?:the\s+)?line\s+numbers|case[\s-]*insensitive(?:ly)?|ignoring\s+case))*)\s*$"
                r"|^\s*(?:please\s+)?(?:search|grep|look)\s+for\s+(?:the\s+(?:word|string|text)\s+)?(?P<pat2>'[^']+'|\"[^\"]+\"|[\w.:=/-]+)\s+in\s+(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?"
                r"(?P<file2>[~./\w][\w./~-]*\.(?:gz|bz2|xz))(?P<rest2>(?:\s*,?\s*(?:and\s+)?(?:(?:show|print|with)\s+(?:the\s+)?line\s+numbers|case[\s-]*insensitive(?:ly)?|ignoring\s+case))*)\s*$", re.I),
     lambda m: _compressed_searched(m)),
    # "show the compressed size, uncompressed size and ratio of archive.gz"
    (re.compile(r"\b(?:compress(?:ed|ion)\s+(?:size|ratio)|uncompressed\s+size)s?\b.*?\b(?:of|for|in)\s+(?:the\s+)?(?:(?:zip|gzip|xz)\s+)?(?:archive\s+|file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:gz|xz|zip))\s*$", re.I),
     lambda m: f"unzip -v {m.group('file')}" if m.group("file").lower().endswith(".zip")
               else f"{'xz' if m.group('file').lower().endswith('.xz') else 'gzip'} -l {m.group('file')}"),
    # "create an empty file called todo.md inside the notes folder"
    (re.compile(r"\b(?:create|make|add)\s+(?:an?\s+)?(?:new\s+)?empty\s+file\s+(?:called|named)\s+(?P<file>[\w.-]+\.\w+)\s+(?:in|inside|under)\s+"
                r"(?:(?:the|my)\s+(?P<dir>[\w.-]+)\s+(?:folder|directory|dir)|(?:the\s+)?(?:folder|directory|dir)\s+(?P<dir2>[\w.-]+)|(?P<dir3>[~./][\w./~-]*?))/?\s*[.!?]?\s*$", re.I),
     lambda m: f"touch {(m.group('dir') or m.group('dir2') or m.group('dir3')).rstrip('/')}/{m.group('file')}"),
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
    # "count how many times the word failed appears in install.log" (not lines: each time)
    (re.compile(r"\bhow\s+many\s+times\s+(?:the\s+(?:word|string|text)\s+)?['\"]?(?P<word>[\w.-]+)['\"]?\s+(?:appears|occurs|shows\s+up|is\s+(?:used|mentioned))\s+in\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"grep -o {m.group('word')} {m.group('file')} | wc -l"),
    # "print only the available space on /", "just the used space of /home"
    (re.compile(r"\b(?:print|show|get|display)\s+(?:me\s+)?(?:only|just)\s+(?:the\s+)?(?P<what>available|free|used|total)\s+(?:disk\s+)?space\s+(?:on|of|in|for)\s+"
                r"(?P<mount>/[\w./-]*)", re.I),
     lambda m: f"df -h {m.group('mount')} | awk 'NR==2 {{print ${ {'available': 4, 'free': 4, 'used': 3, 'total': 2}[m.group('what').lower()] }}}'"),
    # "print only the percentage of disk used on /"
    (re.compile(r"\b(?:only|just)\s+the\s+(?:percentage|percent|use%)\s+(?:of\s+(?:the\s+)?disk\s+)?(?:used|usage)\s+(?:on|of|for)\s+(?P<mount>/[\w./-]*)", re.I),
     lambda m: f"df --output=pcent {m.group('mount')} | tail -n 1"),
    # "print only the total RAM in MB using free", "only the available memory in megabytes"
    (re.compile(r"\b(?:only|just)\s+the\s+(?P<what>total|used|free|available)\s+(?:amount\s+of\s+)?(?:ram|memory)\s+in\s+(?:mb|megabytes|mib)\b", re.I),
     lambda m: f"free -m | awk '/^Mem:/ {{print ${ {'total': 2, 'used': 3, 'free': 4, 'available': 7}[m.group('what').lower()] }}}'"),
    # "which mount point holds the file /srv/data/app.db"
    (re.compile(r"\b(?:which|what)\s+(?:mount\s*point|file\s*system|partition)\s+(?:holds|contains|has)\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+)?(?P<path>[~/][\w./~-]*)", re.I),
     lambda m: f"df --output=target {m.group('path')} | tail -n 1"),
    # "show the available space on /data in gigabytes"
    (re.compile(r"\b(?:available|free)\s+(?:disk\s+)?space\s+(?:on|of|in)\s+(?P<mount>/[\w./-]*)\s+in\s+(?P<unit>gigabytes|gb|gib|megabytes|mb|mib)\b", re.I),
     lambda m: f"df -B{'G' if m.group('unit').lower().startswith('g') else 'M'} {m.group('mount')}"),
    # "show disk usage only for ext4 filesystems"
    (re.compile(r"\bdisk\s+(?:usage|space)\s+(?:of\s+|for\s+)?only\s+(?:for\s+|of\s+)?(?:the\s+)?(?P<fs>ext[234]|xfs|btrfs|tmpfs|vfat|zfs|nfs4?)\s+(?:file\s*systems|partitions|mounts)\b", re.I),
     lambda m: f"df -h -t {m.group('fs').lower()}"),
    # "show all mounted filesystems with their types and sizes in human readable units"
    (re.compile(r"\b(?:show|list)\s+(?:all\s+)?(?:the\s+)?mounted\s+file\s*systems\s+with\s+(?:their\s+)?types?\s+and\s+(?:their\s+)?sizes\b", re.I),
     lambda m: "df -hT"),
    # "list the groups user dave belongs to"
    (re.compile(r"\b(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?groups\s+(?:that\s+)?(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:belongs\s+to|is\s+(?:in|a\s+member\s+of))\b", re.I),
     lambda m: f"groups {m.group('user')}"),
    # "list files opened by processes named nginx"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:open\s+)?files\s+(?:opened|open|held)\s+by\s+(?:the\s+)?(?:processes|programs?)\s+(?:named|called)\s+(?P<name>[\w.-]+)", re.I),
     lambda m: f"lsof -c {m.group('name')}"),
    # "show processes using the mount /mnt/usb"
    (re.compile(r"\b(?:show|list|which|what)\s+(?:the\s+)?(?:processes|programs)\s+(?:are\s+)?(?:using|holding|keeping\s+busy)\s+(?:the\s+)?(?:mount(?:\s*point)?|file\s*system|drive)\s+(?P<mount>/[\w./-]*)", re.I),
     lambda m: f"fuser -vm {m.group('mount')}"),
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
    # "show the machine hardware architecture", "is the OS 32 or 64 bit"
    (re.compile(r"\b(?:machine|hardware|cpu|system)\s+(?:hardware\s+)?architecture\b", re.I), lambda m: "uname -m"),
    (re.compile(r"\b(?:32|64)[\s-]*(?:bit)?\s+or\s+(?:32|64)[\s-]*bit\b", re.I), lambda m: "getconf LONG_BIT"),
    # "show the operating system release details", "print the Ubuntu release codename"
    (re.compile(r"^\s*(?:show|print|display)\s+(?:me\s+)?(?:the\s+)?(?:operating\s+system|os)\s+(?:release\s+)?(?:details|info(?:rmation)?|version)\s*$", re.I),
     lambda m: "cat /etc/os-release"),
    (re.compile(r"\b(?:ubuntu|debian|release|distribution|distro)\s+code\s*name\b", re.I), lambda m: "lsb_release -cs"),
    # "check whether the system needs a reboot"
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+)?(?:system|machine|server|box)\s+(?:needs|requires)\s+(?:a\s+)?reboot\b", re.I), lambda m: "cat /var/run/reboot-required"),
    # "check whether this machine is a virtual machine or a container"
    (re.compile(r"\b(?:is|whether|if)\s+(?:this|the)\s+(?:machine|system|server|box|host)\s+(?:is\s+)?(?:a\s+|running\s+(?:in|on)\s+a\s+)?(?:virtual\s+machine|vm|container)\b", re.I),
     lambda m: "systemd-detect-virt"),
    # "show the BIOS version"
    (re.compile(r"\bbios\s+version\b", re.I), lambda m: "sudo dmidecode -s bios-version"),
    # "show the open files limit for the current shell", "system-wide maximum number of open files"
    (re.compile(r"\bsystem[\s-]*wide\s+(?:maximum|max|limit)\s+(?:number\s+)?of\s+open\s+files\b", re.I), lambda m: "cat /proc/sys/fs/file-max"),
    (re.compile(r"^\s*(?:show|print|display|get|check|see|what(?:'s|\s+is)?|whats|how\s+many)\b(?:(?!\b(?:raise|set|increase|change|lower)\b).)*?"
                r"(?:\bopen\s+files?\s+limit\b|\blimit\s+(?:on|of|for)\s+(?:the\s+number\s+of\s+)?open\s+files\b)", re.I), lambda m: "ulimit -n"),
    # "show USB devices as a tree", "PCI devices with the kernel drivers in use", "the graphics card"
    (re.compile(r"\busb\s+devices\s+(?:as\s+a\s+)?tree\b|\btree\s+of\s+(?:the\s+)?usb\s+devices\b", re.I), lambda m: "lsusb -t"),
    (re.compile(r"\bpci\s+devices\s+with\s+(?:the\s+|their\s+)?(?:kernel\s+)?(?:drivers?|modules?)\b", re.I), lambda m: "lspci -k"),
    (re.compile(r"\b(?:graphics|video|gpu|display)\s+(?:card|adapter|controller)\b", re.I), lambda m: "lspci | grep -i vga"),
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:the\s+)?pci\s+devices\s*$", re.I), lambda m: "lspci"),
    # "list the names of logged-in users", "list the users currently logged in, each name once"
    (re.compile(r"\b(?:names\s+of\s+(?:the\s+)?logged[\s-]in\s+users|users\s+(?:currently\s+)?logged\s+in,?\s+(?:each\s+(?:name\s+)?once|once\s+each|without\s+duplicates))\b", re.I),
     lambda m: "who | awk '{print $1}' | sort -u"),
    # "list current login sessions known to systemd-logind"
    (re.compile(r"\blogin\s+sessions\b", re.I), lambda m: "loginctl list-sessions"),
    # "show the current locale settings"
    (re.compile(r"^\s*(?:show|print|display|what\s+are)\s+(?:me\s+)?(?:the\s+|my\s+)?(?:current\s+)?locale(?:\s+settings)?\s*\??\s*$", re.I), lambda m: "locale"),
    # "check whether the CPU supports the avx2 instruction set", "hardware virtualization"
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+|this\s+|my\s+)?(?:cpu|processor)\s+supports?\s+(?:the\s+)?(?:hardware\s+)?virtuali[sz]ation\b", re.I),
     lambda m: "grep -E -c '(vmx|svm)' /proc/cpuinfo"),
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+|this\s+|my\s+)?(?:cpu|processor)\s+supports?\s+(?:the\s+)?(?P<flag>avx\d*\w*|sse\d[\w.]*|aes|vmx|svm|fma)\b", re.I),
     lambda m: f"grep -o -m 1 -w {m.group('flag').lower()} /proc/cpuinfo"),
    (re.compile(r"\b(?:current\s+)?(?:clock\s+speed|frequency|mhz)\s+of\s+(?:each|every|all\s+(?:the\s+)?)\s*(?:cpu|core|processor)s?\b", re.I), lambda m: "grep MHz /proc/cpuinfo"),
    # "count the CPU cores listed in /proc/cpuinfo"
    (re.compile(r"\bcount\s+(?:the\s+)?(?:cpu\s+)?(?:cores|processors|cpus)\s+(?:listed\s+)?in\s+/proc/cpuinfo\b", re.I), lambda m: "grep -c ^processor /proc/cpuinfo"),
    # "show the total amount of RAM from /proc/meminfo"
    (re.compile(r"\btotal\s+(?:amount\s+of\s+)?(?:ram|memory)\s+(?:from|in)\s+/proc/meminfo\b", re.I), lambda m: "grep MemTotal /proc/meminfo"),
    # "what percentage of memory is currently used"
    (re.compile(r"\b(?:percentage|percent)\s+of\s+(?:the\s+)?(?:ram|memory)\s+(?:is\s+)?(?:currently\s+)?(?:used|in\s+use)\b", re.I),
     lambda m: "free | awk '/^Mem:/ {printf \"%.1f%%\\n\", $3/$2*100}'"),
    # "list the filesystem types the kernel supports"
    (re.compile(r"\bfile\s*system\s+types\s+(?:that\s+)?the\s+kernel\s+supports\b", re.I), lambda m: "cat /proc/filesystems"),
    # "print the size of /dev/nvme0n1 in bytes", "show the model of disk /dev/sda", "is /dev/sdb a spinning disk or an SSD"
    (re.compile(r"\bsize\s+of\s+(?:the\s+)?(?:disk\s+|drive\s+|device\s+)?(?P<dev>/dev/[\w-]+)\s+in\s+bytes\b", re.I), lambda m: f"lsblk -bdno SIZE {m.group('dev')}"),
    (re.compile(r"\bmodel\s+(?:name\s+)?of\s+(?:the\s+)?(?:disk|drive)\s+(?P<dev>/dev/[\w-]+)", re.I), lambda m: f"lsblk -dno MODEL {m.group('dev')}"),
    (re.compile(r"(?<!\S)(?P<dev>/dev/[a-z]+)\s+is\s+(?:a\s+)?(?:spinning|rotational|hdd|hard)\b[^.]*\b(?:ssd|solid)", re.I),
     lambda m: f"cat /sys/block/{m.group('dev')[5:]}/queue/rotational"),
    # "the 5 longest lines in file.txt"
    (re.compile(r"\b(?P<n>\d+)\s+longest\s+lines\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"awk '{{print length, $0}}' {m.group('file')} | sort -nr | head -n {m.group('n')}"),
    # "count the zombie processes", "list zombie processes"
    (re.compile(r"^\s*(?:count|how\s+many)\s+(?:the\s+)?(?:are\s+there\s+)?zombie\s+process(?:es)?\b|\bhow\s+many\s+zombie\s+process(?:es)?\b", re.I),
     lambda m: "ps -eo stat | grep -c '^Z'"),
    # "list running java processes without the grep line showing up"
    (re.compile(r"\b(?P<name>[\w.-]+)\s+process(?:es)?\s+without\s+(?:the\s+)?grep\s+(?:line|itself|process)\b", re.I),
     lambda m: f"ps aux | grep [{m.group('name')[0]}]{m.group('name')[1:]}"),
    # "find which package owns the ls command"
    (re.compile(r"\b(?:which|what)\s+package\s+(?:owns|provides|installed|contains|ships)\s+(?:the\s+)?(?P<cmd>[a-z][\w.+-]*)\s+(?:command|program|binary|tool)\b", re.I),
     lambda m: f"dpkg -S $(which {m.group('cmd')})"),
    # "print yes if the user alice exists"
    (re.compile(r"\b(?:print|echo|say)\s+yes\s+if\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+exists\b", re.I),
     lambda m: f"id {m.group('user')} > /dev/null 2>&1 && echo yes"),
    (re.compile(r"\b(?:check\s+)?(?:whether|if)\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+exists\b|\bdoes\s+(?:the\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s+exist\b", re.I),
     lambda m: f"id {m.group('user') or m.group('user2')}"),
    # "ping 8.8.8.8 once and print online if it answers, otherwise offline"
    (re.compile(r"\bping\s+(?P<host>[\w.-]+)\s+once\s+and\s+(?:print|echo|say)\s+(?P<yes>\w+)\s+if\s+it\s+(?:answers|replies|responds|is\s+up)\s*,?\s+(?:otherwise|else|or)\s+(?P<no>\w+)", re.I),
     lambda m: f"ping -c 1 {m.group('host')} > /dev/null && echo {m.group('yes')} || echo {m.group('no')}"),
    # "compile hello.c into hello with gcc and run it only if compilation succeeds"
    (re.compile(r"\bcompile\s+(?P<src>[\w./-]+\.c)\s+(?:in)?to\s+(?:an?\s+)?(?:program\s+|binary\s+|executable\s+)?(?:called\s+|named\s+)?(?P<out>[\w./-]+)(?:\s+with\s+gcc)?"
                r"(?P<run>\s*,?\s+and\s+(?:then\s+)?run\s+it\b)?", re.I),
     lambda m: f"gcc {m.group('src')} -o {m.group('out')}" + (f" && ./{m.group('out')}" if m.group("run") else "")),
    # "count the lines of data.txt that match any pattern in patterns.txt"
    (re.compile(r"\b(?P<count>count\s+(?:the\s+)?)?lines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+match\s+(?:any|one)\s+(?:of\s+the\s+)?patterns?\s+(?:listed\s+)?in\s+(?P<pats>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep {'-c ' if m.group('count') else ''}-f {m.group('pats')} {m.group('file')}"),
    # "create a fresh temporary directory and cd into it"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:fresh\s+|new\s+)?(?:temporary|temp|tmp)\s+(?:directory|folder|dir)\s+and\s+(?:cd|change|go|move|switch)\s+(?:in)?to\s+it\b", re.I),
     lambda m: "cd $(mktemp -d)"),
    # "cd into the directory that contains the python3 executable"
    (re.compile(r"\b(?:cd|go|change)\s+(?:in)?to\s+the\s+(?:directory|folder)\s+(?:that\s+)?(?:contains|holding|holds|with)\s+the\s+(?P<cmd>[a-z][\w.+-]*)\s+(?:executable|binary|program|command)\b", re.I),
     lambda m: f"cd $(dirname $(which {m.group('cmd')}))"),
    # "quietly compare a.bin and b.bin and print same or different"
    (re.compile(r"\bcompare\s+(?P<a>[~./\w][\w./~-]*\.\w+)\s+(?:and|with|to)\s+(?P<b>[~./\w][\w./~-]*\.\w+)\s*,?\s+and\s+(?:print|say|echo|tell\s+me)\s+"
                r"['\"]?(?P<yes>same|identical|equal|yes)['\"]?\s+or\s+['\"]?(?P<no>different|differ|no|not\s+same)['\"]?", re.I),
     lambda m: f"cmp -s {m.group('a')} {m.group('b')} && echo {m.group('yes')} || echo {_shell_word(m.group('no'))}"),
    # "is notes.txt empty? print empty or not empty"
    (re.compile(r"\bis\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+empty\??\s*,?\s*(?:and\s+)?(?:print|say|echo)\s+['\"]?empty['\"]?\s+or\s+['\"]?not\s+empty['\"]?", re.I),
     lambda m: f"[ -s {m.group('file')} ] && echo 'not empty' || echo empty"),
    # "print the CRC checksum and byte count of archive.tar", "compute the BLAKE2 checksum of disk.img"
    (re.compile(r"\b(?:crc|cksum)\s+(?:checksum|sum)\b[^.]*?\bof\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I), lambda m: f"cksum {m.group('file')}"),
    (re.compile(r"\bblake2?b?\s+(?:checksum|hash|sum|digest)\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I), lambda m: f"b2sum {m.group('file')}"),
    # "join part_aa, part_ab and part_ac back together into restored.bin"
    (re.compile(r"\b(?:join|put|glue|stitch|reassemble|combine|merge)\s+(?P<parts>[\w./-]+(?:\s*,\s*[\w./-]+)*,?\s+and\s+[\w./-]+)\s+(?:back\s+)?(?:together\s+)?(?:in)?to\s+"
                r"(?:one\s+file\s+(?:called\s+|named\s+)?)?(?P<out>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: _parts_joined(m)),
    # "cut the first 10MB of dump.bin out into head.bin"; "copy everything after the first 512 bytes of disk.img into rest.img"
    (re.compile(r"\b(?:cut|copy|take|extract|save|write)\s+(?:out\s+)?the\s+first\s+(?P<size>\d+\s*(?:[KMG]i?B?|bytes|kilobytes|megabytes))\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"\s+(?:out\s+)?(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -c {_byte_size(m.group('size'))} {m.group('file')} > {m.group('out')}"),
    (re.compile(r"\b(?:everything|all|the\s+rest)\s+(?:after|past|beyond)\s+the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+"
                r"(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tail -c +{int(m.group('n')) + 1} {m.group('file')} > {m.group('out')}"),
    # "make a 10MB file of random data called random.dat"; "quickly create a 1GB file called test.img without writing data to it"
    (re.compile(r"\b(?:make|create|generate)\s+an?\s+(?P<size>\d+\s*(?:[KMG]i?B?|kilobytes|megabytes|gigabytes))\s+file\s+(?:of|with|full\s+of|filled\s+with)\s+random\s+"
                r"(?:data|bytes|content)\s+(?:called|named)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"head -c {_byte_size(m.group('size'))} /dev/urandom > {m.group('file')}"),
    (re.compile(r"\b(?:create|make|allocate)\s+an?\s+(?P<size>\d+\s*(?:[KMG]i?B?|kilobytes|megabytes|gigabytes))\s+file\s+(?:called|named)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+"
                r"without\s+(?:actually\s+)?writing\s+(?:any\s+)?(?:data|zeros|bytes)", re.I),
     lambda m: f"fallocate -l {_byte_size(m.group('size'))} {m.group('file')}"),
    # "cut log.txt down to just its first 1MB", "shrink app.log to 100KB"
    (re.compile(r"\b(?:cut|shrink|truncate|trim)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:down\s+)?to\s+(?:just\s+)?(?:its\s+first\s+)?(?P<size>\d+\s*(?:[KMG]i?B?|bytes|kilobytes|megabytes))\b", re.I),
     lambda m: f"truncate -s {_byte_size(m.group('size'))} {m.group('file')}"),
    # "create symlinks in ~/bin for every .sh script in ~/scripts"
    (re.compile(r"\b(?:create|make)\s+(?:symbolic\s+links|symlinks|links)\s+in\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:for|to)\s+(?:every|each|all(?:\s+the)?)\s+\.?(?P<ext>\w+)\s+"
                r"(?:scripts?|files?|programs?)\s+in\s+(?P<src>[~./\w][\w./~-]*)", re.I),
     lambda m: f"ln -s {m.group('src').rstrip('/')}/*.{m.group('ext')} {m.group('dir').rstrip('/')}/"),
    # "list the files in logs/ with full ISO modification timestamps"
    (re.compile(r"\b(?:list|show)\s+(?:the\s+)?files\s+in\s+(?P<dir>[~./\w][\w./~-]*)\s+with\s+(?:their\s+)?(?:full|complete|exact)\s+(?:iso\s+)?(?:modification\s+)?(?:timestamps|times|dates)\b", re.I),
     lambda m: f"ls -l --full-time {m.group('dir').rstrip('/') or '/'}"),
    # "open app.log in less, jumping straight to the end"
    (re.compile(r"\bopen\s+(?P<file>[~./\w][\w./~-]*)\s+in\s+less\s*,?\s+(?:jumping|starting|going|scrolled)\s+(?:straight\s+|right\s+|directly\s+)?(?:to|at)\s+the\s+(?:end|bottom)\b", re.I),
     lambda m: f"less +G {m.group('file')}"),
    # "copy data.csv into archive/ and keep numbered backups of any data.csv already in there"
    (re.compile(r"\bcopy\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*,?\s+(?:and\s+)?keep(?:ing)?\s+numbered\s+backups\b", re.I),
     lambda m: f"cp --backup=numbered {m.group('file')} {m.group('dir')}"),
    (re.compile(r"\bcopy\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*,?\s+(?:and\s+)?(?:if\s+[^,]+,\s*)?keep\s+(?:it|the\s+old\s+one)\s+as\s+a\s+backup\s+with\s+the\s+suffix\s+(?P<suf>\.?[\w~-]+)", re.I),
     lambda m: f"cp --backup --suffix={m.group('suf')} {m.group('file')} {m.group('dir')}"),
    # "rename draft.md to final.md, but back up the existing final.md first"
    (re.compile(r"\b(?:rename|move)\s+(?P<a>[~./\w][\w./~-]*)\s+to\s+(?P<b>[~./\w][\w./~-]*)\s*,?\s+(?:but\s+)?back(?:ing)?\s*up\s+the\s+(?:existing|old|current)\s+", re.I),
     lambda m: f"mv -b {m.group('a')} {m.group('b')}"),
    # "copy the symlink latest itself, not the file it points to, into releases_backup/"
    (re.compile(r"\bcopy\s+the\s+(?:sym(?:bolic\s+)?link|link)\s+(?P<link>[~./\w][\w./~-]*)\s+itself\b[^,]*,?\s*(?:not\s+(?:the\s+)?(?:file|thing|target)\s+it\s+points\s+to\s*,?\s*)?(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)", re.I),
     lambda m: f"cp -P {m.group('link')} {m.group('dir')}"),
    # "split emails.txt into 10 files without breaking any lines"
    (re.compile(r"\bsplit\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+into\s+(?P<n>\d+)\s+(?:files|pieces|parts|chunks)\s+without\s+(?:breaking|splitting|cutting)\s+(?:any\s+)?lines\b", re.I),
     lambda m: f"split -n l/{m.group('n')} {m.group('file')}"),
    # "create a directory called private that only I can read, write or enter"
    (re.compile(r"\b(?:create|make)\s+(?:a\s+)?(?:directory|folder|dir)\s+(?:called|named)\s+(?P<dir>[\w./~-]+)\s+(?:that|which)\s+only\s+(?:i|me|my\s+user)\s+can\s+"
                r"(?:read|write|enter|access|use|open)", re.I),
     lambda m: f"mkdir -m 700 {m.group('dir')}"),
    # "run ./cleanup.sh silently, throw away all output", "run cleanup.sh silently no output"
    (re.compile(r"^\s*run\s+(?P<cmd>(?:\./|~/|/)?[\w./-]+\.(?:sh|py|pl|rb))\s*,?\s+(?:silently|quietly|with\s+no\s+output|without\s+any\s+output)"
                r"(?:\s*,?\s+(?:and\s+)?(?:throw\s+away|discard|hide|suppress|no)\s+(?:all\s+)?(?:of\s+its\s+)?output)?\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('cmd') if '/' in m.group('cmd') else './' + m.group('cmd')} > /dev/null 2>&1"),
    # "comment out PermitRootLogin in /etc/ssh/sshd_config"
    (re.compile(r"\bcomment\s+out\s+(?:the\s+)?(?:line\s+|setting\s+|option\s+)?(?P<word>[A-Z][A-Za-z_]+)(?:\s+(?:line|setting|option))?\s+in\s+(?P<file>[~./\w][\w./~-]*)\s*[.!]?\s*$"),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i '/{m.group('word')}/s/^/#/' {m.group('file')}"),
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
    # "show the modification time of /etc/passwd as a unix timestamp"
    (re.compile(r"\b(?:modification|mtime|last\s+modified)\s+time\s+of\s+(?P<file>[~./\w][\w./~-]*)\s+(?:as|in)\s+(?:a\s+)?(?:unix\s+|epoch\s+)?(?:timestamp|epoch\s+seconds|seconds\s+since\s+the\s+epoch)\b", re.I),
     lambda m: f"stat -c %Y {m.group('file')}"),
    # "empty debug.log without deleting it", "empty app.log down to zero bytes without deleting the file"
    (re.compile(r"\b(?:empty|truncate|clear|wipe|zero)\s+(?:out\s+)?(?:the\s+(?:log\s+)?(?:file\s+)?)?(?P<file>[~./\w][\w./~-]*\.\w+)\s*,?\s+(?:(?:down\s+)?to\s+(?:zero|0)\s+bytes\s*,?\s*)?"
                r"(?:without|but\s+(?:don'?t|do\s+not))\s+(?:deleting|removing|delete|remove)\b", re.I),
     lambda m: f"truncate -s 0 {m.group('file')}"),
    # "print the current date and time as 2024-05-01 13:45:00", "today's date like 31/01/2024"
    (re.compile(r"\b(?:print|show|display|output|echo|give\s+me)\s+(?:the\s+)?(?:current\s+|today'?s\s+)(?:date|time|date\s+and\s+time)\s+(?:as|like|in\s+the\s+(?:form|format)\s+(?:of\s+)?)\s*['\"]?"
                r"(?P<ex>\d{4}-\d\d-\d\d(?:[ T_]\d\d:\d\d(?::\d\d)?)?|\d\d/\d\d/\d{4}(?:\s\d\d:\d\d(?::\d\d)?)?|\d\d:\d\d(?::\d\d)?)['\"]?\s*[.!]?\s*$", re.I),
     lambda m: _example_format(m.group("ex"))),
    # "save the sha512 checksum of release.tar.xz to release.tar.xz.sha512"
    (re.compile(r"\b(?:save|write|store|put|record)\s+(?:the\s+)?(?P<alg>md5|sha1|sha224|sha256|sha384|sha512|b2)[\s-]*(?:sum|checksum|hash|digest)?\s+of\s+"
                r"(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:in)?to\s+(?:a\s+file\s+(?:called|named)\s+)?(?P<out>[~./\w][\w./~-]*\w)\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('alg').lower()}sum {m.group('file')} > {m.group('out')}"),
    # "check files.md5 and only report the files that fail"
    (re.compile(r"\b(?:check|verify)\s+(?:the\s+(?:checksums?|sums)\s+in\s+)?(?P<file>[~./\w][\w./~-]*\.(?P<alg>md5|sha1|sha256|sha512)|(?P<alg2>MD5|SHA1|SHA256|SHA512)SUMS)\b"
                r"[^.]*?\b(?:only|just)\s+(?:report|show|list|print)\s+(?:the\s+)?(?:files?\s+(?:that|which)\s+)?(?:fail|failed|failures|bad|mismatch)", re.I),
     lambda m: f"{(m.group('alg') or m.group('alg2')).lower()}sum -c --quiet {m.group('file')}"),
    # "print etc/hosts from inside backup.tar.gz to the screen without extracting it"
    (re.compile(r"\b(?:print|show|cat|display|read|output)\s+(?:the\s+file\s+)?(?P<member>[\w.-]+(?:/[\w.-]+)*)\s+(?:from|in)\s+(?:inside\s+)?(?:the\s+archive\s+)?"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\b(?:\s+(?:to\s+(?:the\s+)?(?:screen|stdout|terminal)|on\s+(?:the\s+)?screen))?"
                r"(?:\s*,?\s+without\s+(?:extracting|unpacking)\b.*)?\s*[.!]?\s*$", re.I),
     lambda m: _member_printed(m.group("arch"), m.group("member"))),
    # "search for TODO in the files inside project.zip"
    (re.compile(r"\b(?:search|grep|look)\s+(?:for\s+)?['\"]?(?P<word>[\w.-]+)['\"]?\s+in\s+(?:the\s+files\s+|all\s+(?:the\s+)?files\s+)?(?:inside|in|within)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zipgrep {m.group('word')} {m.group('zip')}"),
    # text one-liners named plainly (DN): blank lines dropped into a file, an average, the longest line, quotes and digits
    (re.compile(r"\b(?:remove|delete|drop|strip)\s+(?:all\s+)?(?:the\s+)?(?:empty|blank)\s+lines\s+(?:from|of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:and\s+)?"
                r"(?:write|save|put|store)\s+(?:the\s+result|it|them|the\s+output)\s+(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"sed '/^$/d' {m.group('file')} > {m.group('out')}"),
    (re.compile(r"\b(?:compute|calculate|print|show|get|find|work\s+out)\s+the\s+(?:average|mean)\s+of\s+(?:all\s+)?the\s+numbers\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"awk '{{s+=$1}} END {{print s/NR}}' {m.group('file')}"),
    (re.compile(r"\b(?:print|show|find|display)\s+the\s+longest\s+line\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!?]?\s*$", re.I),
     lambda m: f"awk 'length > max {{max = length; line = $0}} END {{print line}}' {m.group('file')}"),
    (re.compile(r"\b(?:strip|remove|delete|drop)\s+(?:all\s+(?:the\s+)?)?double\s+quotes\s+(?:out\s+)?(?:of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: f"tr -d '\"' < {m.group('file')}"),
    (re.compile(r"\breplace\s+(?:every|each|all(?:\s+the)?)\s+digits?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+['\"]?(?P<ch>[^\s'\"/\\&])['\"]?\s*[.!]?\s*$", re.I),
     lambda m: f"sed 's/[0-9]/{m.group('ch')}/g' {m.group('file')}"),
    # "print build.log from the first line containing "BUILD FAILED" to the end"; "the part of server.log between the line containing START and …"
    (re.compile(r"\bprint\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+from\s+the\s+first\s+line\s+(?:containing|with|matching)\s+['\"]?(?P<pat>[^'\"/]+?)['\"]?\s+to\s+the\s+end\b", re.I),
     lambda m: f"sed -n '/{m.group('pat')}/,$p' {m.group('file')}"),
    (re.compile(r"\b(?:print|show|extract|display)\s+(?:everything|the\s+part\s+of\s+(?P<file2>[~./\w][\w./~-]*\.\w+)|the\s+lines)\s+between\s+the\s+(?:line\s+containing\s+|lines?\s+with\s+)?['\"]?(?P<a>[A-Z][\w-]*)['\"]?"
                r"\s+(?:line\s+)?and\s+(?:the\s+(?:line\s+containing\s+|line\s+with\s+)?)?['\"]?(?P<b>[A-Z][\w-]*)['\"]?(?:\s+marker)?(?:\s+lines?)?(?:\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: f"sed -n '/{m.group('a')}/,/{m.group('b')}/p' {m.group('file') or m.group('file2')}" if (m.group("file") or m.group("file2")) else None),
    # "search app.log for the literal string [ERROR]"
    (re.compile(r"\bsearch\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+for\s+the\s+(?:literal|exact|fixed)\s+(?:string|text)\s+(?P<text>\S+)\s*$", re.I),
     lambda m: f"grep -F {_shell_word(m.group('text'))} {m.group('file')}"),
    # "line counts of every .log file in logs/, biggest first"
    (re.compile(r"\bline\s+counts?\s+of\s+(?:every|each|all(?:\s+the)?)\s+\.(?P<ext>\w+)\s+files?\s+in\s+(?P<dir>[~./\w][\w./~-]*?)/?\s*,?\s+(?:biggest|largest|longest|most)\s+first\b", re.I),
     lambda m: f"wc -l {m.group('dir')}/*.{m.group('ext')} | sort -rn"),
    # "drop the first 2 and the last 3 lines of report.txt"
    (re.compile(r"\b(?:drop|remove|skip|delete|strip)\s+the\s+first\s+(?P<a>\d+)\s+(?:lines\s+)?and\s+the\s+last\s+(?P<b>\d+)\s+lines\s+(?:of|from|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tail -n +{int(m.group('a')) + 1} {m.group('file')} | head -n -{m.group('b')}"),
    # "print the line numbers of the lines containing panic in kernel.log"
    (re.compile(r"\b(?:print|show|list|give\s+me)\s+(?:only\s+|just\s+)?the\s+line\s+numbers\s+of\s+(?:the\s+)?lines\s+(?:containing|with|matching)\s+['\"]?(?P<pat>[\w.-]+)['\"]?\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -n {m.group('pat')} {m.group('file')} | cut -d: -f1"),
    # "print the lines of phones.txt that are exactly 10 digits"
    (re.compile(r"\blines\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:that|which)\s+(?:are|consist\s+of)\s+exactly\s+(?P<n>\d+)\s+digits\b", re.I),
     lambda m: f"grep -xE '[0-9]{{{m.group('n')}}}' {m.group('file')}"),
    # "find the lines with non-ASCII characters in import.csv"
    (re.compile(r"\blines\s+(?:with|containing|that\s+have)\s+non[\s-]?ascii\s+(?:characters|chars|bytes)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -P '[^\\x00-\\x7F]' {m.group('file')}"),
    # "remove non-printable characters from raw.txt, keeping newlines, and save it as clean.txt"
    (re.compile(r"\b(?:remove|strip|delete)\s+(?:all\s+)?(?:the\s+)?non[\s-]?printable\s+(?:characters|chars)\s+from\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?:\s*,?\s+keeping\s+(?:the\s+)?newlines)?\s*,?\s+and\s+(?:save|write)\s+(?:it|the\s+result)\s+(?:as|to|in)\s+(?P<out>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"tr -cd '[:print:]\\n' < {m.group('file')} > {m.group('out')}"),
    # "count how often each character appears in text.txt, most frequent first"
    (re.compile(r"\bcount\s+how\s+(?:often|many\s+times)\s+each\s+(?:character|char|letter)\s+(?:appears|occurs)\s+in\s+(?P<file>[~./\w][\w./~-]*\.\w+)", re.I),
     lambda m: f"grep -o . {m.group('file')} | sort | uniq -c | sort -rn"),
    # "show the last 50 log lines of the redis-server service"
    (re.compile(r"\b(?:show|print|get|display)\s+(?:me\s+)?the\s+(?:last|latest|most\s+recent)\s+(?P<n>\d+)\s+(?:log\s+)?(?:lines|entries|messages)\s+(?:of|from|for)\s+(?:the\s+)?"
                r"(?P<unit>[\w@.-]+)\s+(?:service|unit|daemon)\b", re.I),
     lambda m: f"journalctl -u {m.group('unit')} -n {m.group('n')}"),
    # "set ~/.ssh to 700 and ~/.ssh/authorized_keys to 600"
    (re.compile(r"\b(?:set|chmod|change)\s+(?:the\s+permissions\s+of\s+)?(?P<a>[~./][\w./~-]*)\s+to\s+(?P<m>[0-7]{3,4})\s+and\s+(?P<b>[~./][\w./~-]*)\s+to\s+(?P<n>[0-7]{3,4})\s*[.!]?\s*$", re.I),
     lambda m: f"chmod {m.group('m')} {m.group('a')} && chmod {m.group('n')} {m.group('b')}"),
    # "check the sudoers file for syntax errors"
    (re.compile(r"\b(?:check|validate|verify|test)\s+(?:the\s+)?(?:/etc/)?sudoers(?:\s+file)?\s+(?:for\s+(?:syntax\s+)?errors|syntax)\b", re.I), lambda m: "sudo visudo -c"),
    # "list the iptables rules numerically with line numbers"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?iptables\s+rules\b[^.]*\bline\s+numbers\b", re.I), lambda m: "sudo iptables -L -n --line-numbers"),
    # "find deleted files that are still held open"
    (re.compile(r"\bdeleted\s+files\s+(?:that\s+are\s+)?(?:still\s+)?(?:held\s+)?open\b|\bopen\s+(?:but\s+)?deleted\s+files\b", re.I), lambda m: "sudo lsof +L1"),
    # "extend the logical volume /dev/vg0/data by 10G and grow its filesystem"
    (re.compile(r"\b(?:extend|grow|enlarge)\s+(?:the\s+)?(?:logical\s+volume|lv)\s+(?P<lv>/dev/[\w/-]+)\s+by\s+(?P<size>\d+\s*[KMGT]i?B?)\b(?P<fs>[^.]*\b(?:file\s*system|fs)\b)?", re.I),
     lambda m: f"sudo lvextend {'-r ' if m.group('fs') else ''}-L +{_byte_size(m.group('size'))} {m.group('lv')}"),
    # "create and enable a 2G swap file at /swapfile"
    (re.compile(r"\b(?:create|make|add)\s+(?:and\s+(?:enable|activate|turn\s+on)\s+)?an?\s+(?P<size>\d+\s*[KMGT]i?B?)\s+swap\s*file\s+(?:at|called|named|in)\s+(?P<file>/[\w./-]+)", re.I),
     lambda m: f"sudo fallocate -l {_byte_size(m.group('size'))} {m.group('file')} && sudo chmod 600 {m.group('file')} && sudo mkswap {m.group('file')} && sudo swapon {m.group('file')}"),
    # "follow /var/log/nginx/access.log live and show only lines containing 404"
    (re.compile(r"\b(?:follow|tail|watch)\s+(?P<file>[~./\w][\w./~-]*\w)\s+(?:live\s+|as\s+it\s+grows\s+)?and\s+(?:show|print|display)\s+(?:only\s+|just\s+)?(?:the\s+)?lines\s+"
                r"(?:containing|with|matching|that\s+contain)\s+['\"]?(?P<pat>[\w.:/-]+)['\"]?\s*[.!]?\s*$", re.I),
     lambda m: f"tail -f {m.group('file')} | grep {m.group('pat')}"),
    # "add a cron job running /home/joe/job.sh daily at 04:00", "make /home/pi/start.sh run at every boot via my crontab",
    # "add \"certbot renew\" to root's crontab to run every Sunday at 03:15", "schedule ./sync.sh to run every night at 2:30"
    (re.compile(r"^(?!.*\b(?:remove|delete|drop|list|show|print|display|edit|wipe|clear|disable|comment)\b)"
                r"(?:.*\b(?:add|create|set\s+up|install|put|make|schedule|register)\b.*\bcron(?:tab)?\b|.*\bcron(?:tab)?\b.*\b(?:add|create|set\s+up|install|put|schedule)\b"
                r"|.*\bmake\s+cron\s+run\b|\s*cron(?:\s*job)?\s*[:,-]\s*(?:run|execute)s?\b"
                # "run /srv/app/purge.sh at 4:15 am on the 1st and 15th of each month" (a "cron job:" label read off before)
                r"|\s*(?:run|execute)\s+\S+\s+(?:at\s+\d\S*(?:\s*[ap]m)?\s+)?(?:on\s+the\s+\d+(?:st|nd|rd|th)\b.*\b(?:of\s+)?(?:each|every)\s+month\b"
                r"|(?:every|each)\s+(?:day|night|morning|evening|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday)\b)|\s*schedule\b.*\bto\s+run\s+(?:every|each|daily|nightly|hourly|weekly|monthly|at\s+\S+\s+(?:every|each|daily|on))\b)", re.I),
     _cron_job),
    # "stream a gzipped tar of /srv/app over ssh to backup01 and save it as /backups/app.tar.gz"
    (re.compile(r"^(?=.*\btar\b)(?=.*\b(?:stream\w*|pip\w*|over\s+ssh|via\s+ssh|through\s+ssh|without\s+(?:writing|making|creating|keeping)\s+(?:a\s+)?local)\b)", re.I),
     _tar_streamed),
    # "list processes using more than 50% CPU", "processes with over 20 percent of memory"
    (re.compile(r"\bprocess(?:es)?\s+(?:(?:that|which)\s+)?(?:are\s+|is\s+)?(?:using|consuming|taking|eating|with|at|above|over)\s+(?:more\s+than\s+|over\s+|above\s+|at\s+least\s+)?"
                r"(?P<n>\d+(?:\.\d+)?)\s*(?:%|percent)\s+(?:of\s+(?:the\s+)?)?(?P<what>cpu|processor|memory|mem|ram)\b", re.I),
     lambda m: f"ps aux | awk 'NR>1 && ${3 if m.group('what').lower() in ('cpu', 'processor') else 4} > {m.group('n')}'"),
    # "list processes whose resident memory is over 1 GB", "processes using more than 500MB of memory"
    (re.compile(r"\bprocess(?:es)?\s+(?:whose\s+(?:resident\s+)?(?:memory|rss|ram)(?:\s+usage)?\s+is\s+|(?:(?:that|which)\s+)?(?:are\s+|is\s+)?(?:using|consuming|taking|with)\s+)"
                r"(?:more\s+than\s+|over\s+|above\s+|at\s+least\s+)?(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[KMG])i?B?\b(?:\s+(?:of\s+)?(?:resident\s+)?(?:memory|ram|rss))?", re.I),
     lambda m: f"ps -eo pid,rss,comm | awk '$2 > {int(float(m.group('n')) * {'K': 1, 'M': 1024, 'G': 1048576}[m.group('unit').upper()])}'"),
    # "comment out lines 1 to 5 of config.yaml", "uncomment lines 10-15 of setup.conf by removing the leading #"
    (re.compile(r"\b(?P<un>un)?comment\s+(?:out\s+)?lines\s+(?P<a>\d+)\s*(?:to|through|thru|-|–)\s*(?P<b>\d+)\s+(?:of|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     lambda m: f"sed -i '{m.group('a')},{m.group('b')}s/^{'#//' if m.group('un') else '/#/'}' {m.group('file')}" if int(m.group("a")) < int(m.group("b")) else None),
    # "append a line reading END to the end of output.txt", "add the line done to log.txt"
    (re.compile(r"^\s*(?:append|add)\s+(?:a|the|one)\s+(?:new\s+)?line\s+(?:reading|saying|that\s+says|with\s+(?:the\s+)?(?:text|word)|containing)?\s*"
                r"(?P<q>['\"]?)(?P<text>[^'\"]+?)(?P=q)\s+(?:to|at)\s+(?:the\s+)?(?:end\s+of\s+|bottom\s+of\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s*[.!]?\s*$", re.I),
     lambda m: f"echo {_shell_word(m.group('text'))} >> {m.group('file')}" if not re.search(r"\b(?:after|before|below|above)\b", m.group("text"), re.I) else None),
    # "append hello world to greetings.txt": plain words appended as a line (not a file's contents, a line's place, a name)
    (re.compile(r"^\s*(?:please\s+)?(?:append|add)\s+(?P<q>['\"]?)(?P<text>(?![^'\"]*\b(?:contents?|output|lines?\s+of|file|files|user|group|"
                r"line|after|before|below|above|path|date|time|timestamp|hostname|result|results)\b)"
                r"(?!(?:the|a|an|my|its|their|this|that|current|today'?s?|all|every|some|each)\b)[^'\"./~]+?)(?P=q)\s+(?:to|at)\s+(?:the\s+)?(?:end\s+of\s+|bottom\s+of\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:txt|log|md|csv|list|conf|cfg|ini))\s*[.!]?\s*$", re.I),
     lambda m: f"echo {_shell_word(m.group('text'))} >> {m.group('file')}" if len(m.group("text").split()) > 1 or m.group("q") else None),
    # "create the folders a, b and c": one mkdir of the folders listed
    (re.compile(r"^\s*(?:please\s+)?(?:create|make)\s+(?:the\s+)?(?:new\s+)?(?:folders|directories|dirs)\s+(?:called\s+|named\s+)?"
                r"(?P<list>[\w.-]+(?:\s*,\s*[\w.-]+)*\s*,?\s+and\s+[\w.-]+)\s*[.!]?\s*$", re.I),
     lambda m: f"mkdir {' '.join(items_listed(m.group('list')))}"),
    # "add a line port=8080 right after the line containing [server] in app.ini"
    (re.compile(r"\b(?:add|insert|append)\s+(?:a|the)\s+(?:new\s+)?line\s+(?:reading\s+|saying\s+)?(?P<q>['\"]?)(?P<text>[^'\"]+?)(?P=q)\s+(?:right\s+|directly\s+|just\s+)?"
                r"(?P<where>after|before|below|above)\s+(?:the\s+|each\s+|every\s+)?line\s+(?:containing|with|matching|that\s+contains|mentioning)\s+"
                r"(?P<q2>['\"]?)(?P<pat>[^'\"]+?)(?P=q2)\s+(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\b", re.I),
     _line_added),
    # "remove every line that mentions cleanup.sh from my crontab"
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:every|each|all|any|the)\s+(?:cron\s+)?(?:line|entry|entries|lines|jobs?)\s+(?:that\s+)?(?:mentions?|contains?|containing|mentioning|with|for|runs?|running)\s+"
                r"(?P<pat>[\w./-]+)\s+from\s+(?:my\s+|the\s+)?crontab\b", re.I),
     lambda m: f"crontab -l | grep -v {m.group('pat')} | crontab -"),
    # "pull only etc/hosts out of backup.tar.gz and print it to the screen"
    (re.compile(r"\b(?:pull|get|extract|take)\s+(?:only\s+|just\s+)?(?P<member>[\w.-]+(?:/[\w.-]+)*)\s+(?:out\s+of|from)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\s+"
                r"and\s+(?:print|show|display|cat)\s+it(?:\s+(?:to|on)\s+(?:the\s+)?(?:screen|stdout|terminal))?\s*[.!]?\s*$", re.I),
     lambda m: _member_printed(m.group("arch"), m.group("member"))),
    # "show when the TLS certificate served by example.com:443 expires"
    (re.compile(r"\bwhen\s+(?:does\s+)?(?:the\s+)?(?:tls\s+|ssl\s+|https\s+)?cert(?:ificate)?\s+(?:served\s+by|of|for|on)\s+(?:the\s+site\s+|the\s+server\s+)?"
                r"(?P<host>[\w-]+(?:\.[\w-]+)+)(?::(?P<port>\d+)|\s+on\s+port\s+(?P<port2>\d+))?\s+expires?\b", re.I),
     lambda m: f"echo | openssl s_client -connect {m.group('host')}:{m.group('port') or m.group('port2') or 443} -servername {m.group('host')} "
               f"2>/dev/null | openssl x509 -noout -enddate"),
    # "image the whole disk /dev/sdb to /backup/sdb.img"
    (re.compile(r"\b(?:image|clone|copy|back\s+up|dump)\s+(?:the\s+)?(?:whole\s+|entire\s+|raw\s+)?(?:disk|drive|partition|device)\s+(?P<dev>/dev/[\w-]+)\s+(?:in)?to\s+"
                r"(?:the\s+(?:image\s+)?(?:file\s+)?)?(?P<out>[~./][\w./~-]*\.(?:img|iso|bin|raw|dd))\s*[.!]?\s*$", re.I),
     lambda m: f"sudo dd if={m.group('dev')} of={m.group('out')} bs=4M status=progress"),
    # "show failed login attempts from /var/log/btmp"
    (re.compile(r"\bfailed\s+log\s*ins?\s+(?:attempts\s+)?(?:from|in)\s+/var/log/btmp\b", re.I), lambda m: "sudo lastb"),
    # "run make install as root"
    (re.compile(r"^\s*(?:and\s+)?(?:then\s+)?run\s+(?P<cmd>[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?)\s+as\s+root\s*[.!]?\s*$", re.I),
     lambda m: f"sudo {m.group('cmd')}" if m.group("cmd").split()[0].lower() in COMMAND_WORDS | {"make"} else None),
)


def _parts_joined(m: re.Match) -> str | None:
    """``cat`` of the parts a request names back into one file; None when they are not the pieces of one."""
    parts = items_listed(m.group("parts").strip())
    if not re.search(r"part|chunk|piece|\.\d+\b|_a[a-z]\b", m.group("parts"), re.I):
        return None
    return f"cat {' '.join(parts)} > {m.group('out')}"


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


def _member_printed(archive: str, member: str) -> str:
    """The command that writes one member of an archive to the screen, unpacking nothing to disk."""
    if archive.endswith(".zip"):
        return f"unzip -p {archive} {member}"
    letter = tar_letter(archive) or ""
    return f"tar -x{letter}Of {archive} {member}"


def _byte_size(said: str) -> str:
    """A size as head -c, truncate and fallocate take it: "10MB" → ``10M``, "512 bytes" → ``512``."""
    m = re.fullmatch(r"(\d+)\s*(.*)", said.strip())
    unit = m.group(2).lower()
    letter = SIZE_UNITS.get(unit, unit[:1]) if unit else "c"   # find's letters: c for bytes, k for KiB ("1Ki": k)
    return m.group(1) + ("" if letter == "c" else letter.upper())


# The prefix of the tools that read a compressed file as text, by its extension (zcat, bzgrep, xzcat …).
_COMPRESSED_TOOL = {"gz": "z", "bz2": "bz", "xz": "xz"}


def _compressed_searched(m: re.Match) -> str:
    """zgrep, bzgrep or xzgrep searching a compressed file for a pattern, ignoring case and numbering lines where
    the request says so."""
    file, pattern = m.group("file") or m.group("file2"), m.group("pat") or m.group("pat2")
    how = " ".join(g or "" for g in (m.group("how"), m.group("rest"), m.group("rest2")))
    flags = ("i" if re.search(r"case|ignoring", how, re.I) else "") + ("n" if re.search(r"line\s+numbers", how, re.I) else "")
    tool = _COMPRESSED_TOOL[file.rsplit(".", 1)[1].lower()] + "grep"
    return f"{tool}{' -' + flags if flags else ''} {pattern} {file}"


def _each_unpacked(m: re.Match) -> str:
    """A loop unpacking every archive of a kind in a folder (unzip takes a quoted glob itself), each into a folder
    of its own name where the request says so."""
    kind, folder = m.group("kind").lower(), (m.group("dir") or "").rstrip("/")
    glob = f"{folder}/*.{kind}" if folder else f"*.{kind}"
    if kind == "zip":
        return f'for f in {glob}; do unzip "$f" -d "${{f%.zip}}"; done' if m.group("own") else f"unzip '{glob}'"
    letter = tar_letter(glob) or ""
    if m.group("own"):
        return f'for f in {glob}; do mkdir -p "${{f%.{kind}}}" && tar -x{letter}f "$f" -C "${{f%.{kind}}}"; done'
    return f'for f in {glob}; do tar -x{letter}f "$f"; done'


_ACL_WHO = re.compile(r"\b(?P<kind>user|group)\s+(?!(?:and|or|the|a|an|to|on|for|access|acl)\b)(?P<name>[a-z_][\w-]*)"
                      r"|\b(?:give|grant|let|allow)\s+(?P<user>[a-z_][\w-]*)\s+(?=rwx|rw|rx|r|read|write|execute|full)", re.I)
_ACL_BITS = re.compile(r"(?<![\w-])(?P<letters>rwx|rw|rx|r|wx|w|x)(?![\w-])|\b(?P<full>full)\b|\b(?P<ro>read[\s-]only)\b"
                       r"|\b(?P<words>(?:read|write|execute)(?:(?:\s*,\s*|\s+and\s+|\s*/\s*)(?:read|write|execute))*)\b", re.I)
_ACL_TARGET = re.compile(r"\b(?:on|to|for|of|from|in|under)\s+(?:the\s+)?(?:(?:directory|folder|dir|file)\s+)?(?P<t>[~./\w][\w./~-]*\w|/)"
                         r"(?:\s+(?:directory|folder|dir|file))?(?=[\s,;.]|$)", re.I)
_ACL_NOT_TARGETS = frozenset({"the", "a", "an", "it", "them", "group", "user", "acl", "acls", "access", "new", "newly", "files", "default", "bob",
                              "everything", "read", "write", "execute", "full", "all", "too"})


def _acl_built(text: str) -> str | None:
    """setfacl or getfacl for a request about ACLs that the rows above do not answer: a user's or group's entry given
    ("recursively give the group qa read-only ACL access to the reports directory" → ``setfacl -R -m g:qa:rX
    reports``), as the default for new files (``-d``, or beside the entry: ``u:bob:rwx,d:u:bob:rwx``), the default
    ACL removed (``-k``), one file's ACL copied to another. None when a part is missing."""
    targets = [t.group("t") for t in _ACL_TARGET.finditer(text) if t.group("t").lower() not in _ACL_NOT_TARGETS]
    copied = re.search(r"\bcop(?:y|ies)\s+(?:the\s+)?acls?\s+(?:entries\s+)?(?:from|of)\s+(?P<a>[~./\w][\w./~-]*\w)\s+(?:to|onto)\s+"
                       r"(?P<b>[~./\w][\w./~-]*\w)", text, re.I)
    if copied:
        return f"getfacl {copied.group('a')} | setfacl --set-file=- {copied.group('b')}"
    if not targets:
        return None
    target, recursive = targets[-1], bool(re.search(r"\brecursiv\w*|\beverything\s+(?:in|under|inside)\b", text, re.I))
    if re.search(r"\b(?:remove|delete|drop|clear|strip)\s+(?:the\s+|all\s+)?default\s+acls?\b", text, re.I):
        return f"{_sudo_for(target)}setfacl {'-R ' if recursive else ''}-k {target}"
    who = _ACL_WHO.search(text)
    if not re.search(r"\b(?:give|grant|let|allow|set|add)\b", text, re.I) or who is None:
        return None
    entry = f"{who.group('kind')[0].lower()}:{who.group('name')}" if who.group("kind") else f"u:{who.group('user')}"
    said = _ACL_BITS.search(text, who.end())
    if said is None:
        return None
    if said.group("full"):
        bits = "rwx"
    elif said.group("ro"):
        bits = "rX" if recursive else "r"
    else:
        bits = _acl_letters(said.group("letters") or said.group("words"))
        bits = bits + "X" if recursive and bits == "r" else bits
    default = re.search(r"\bdefault\b|\bnew(?:ly\s+created)?\s+(?:files|folders|directories|entries)\b", text, re.I)
    both = default and re.search(r"\b(?:too|as\s+well|also)\b", text, re.I)
    flags = ("-R " if recursive else "") + ("-d " if default and not both else "")
    spec = f"{entry}:{bits},d:{entry}:{bits}" if both else f"{entry}:{bits}"
    return f"{_sudo_for(target)}setfacl {flags}-m {spec} {target}"


def _archive_tested(file: str) -> str:
    """The command that reads all of an archive to tell whether it is whole."""
    if file.endswith(".zip"):
        return f"unzip -t {file}"
    tool = next((name for name, ext in COMPRESSORS.items() if file.endswith("." + ext)), "gzip")   # .gz and .tgz: gzip
    return f"{tool} -t {file}"


def phrasebook(command: str, rec: Recognized) -> str:
    """The whole answer to a task the model cannot write but the request names plainly (``_PHRASEBOOK``):
    "which users in /etc/passwd have /bin/bash as their shell" gave ``cut -d: -f1 /etc/passwd`` (every user)
    → ``grep '/bin/bash$' /etc/passwd | cut -d: -f1``; "show the UUIDs of my partitions" → ``sudo blkid``;
    "show failed login attempts" → ``sudo lastb``; "securely delete secret.txt" → ``shred -u secret.txt``; a
    yes-or-no question about a file ("is deploy.sh executable?") → ``test -x deploy.sh && echo yes || echo no``.
    The first phrase found answers."""
    said = _answer(rec.text)
    return command if said is None else said


@functools.lru_cache(maxsize=4096)
def _answer(text: str) -> str | None:
    """The first phrasebook answer for ``text``, or None; once per request, not once per candidate."""
    for pattern, answer in _PHRASEBOOK:
        if (m := pattern.search(text)) and (said := answer(m)) is not None:
            return said   # (an answer of None: the phrase matched, but not the task)
    return None
