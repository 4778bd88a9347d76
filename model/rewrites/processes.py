"""Processes, services and the system: ``ps``, ``pgrep`` and ``kill`` of whose processes, ``systemctl`` units
and states, the journal, cron, shutdown, users' groups, programs run under ``nice``, ``ionice``, ``timeout``,
``taskset``, ``nohup`` or ``watch``, and memory against disk.
"""

from __future__ import annotations

import functools
import re

from serval.model.command import FLAG_ARG_TYPES, SEGMENT_ENDS
from serval.model.entities import COMMAND_WORDS, PROGRAM_NAMES, Recognized
from serval.model.repair import has_flag, simple_commands, unquoted
from serval.model.rewrites.shared import _found


# "the processes using the most memory" with no number: ps's first screen, not its top process.
_ONE_PROCESS = re.compile(r"(\bps\b[^|]*\|\s*head)\s+(?:-n\s*2|-2)(?=\s*$|\s*[|;&])")


def plural_processes(command: str, rec: Recognized) -> str:
    """``command`` with ``ps … | head -n 2`` (one process under the header) made ``ps … | head`` when
    the request asks for processes (programs, apps) in the plural and names no number."""
    if not re.search(r"\b(?:processes|programs|apps|applications|tasks|services)\b", rec.text, re.I) or \
            any(e.type == "Number" for e in rec.entities):
        return command
    return _ONE_PROCESS.sub(r"\1", command)


_UNIT_VERBS = ("start", "stop", "restart", "reload", "status", "enable", "disable")
_SAID_UNIT = re.compile(r"\b(start|stop|restart|reload|status\s+of|enable|disable)\w*\s+(?:the\s+|my\s+)?(?:(?:user|system)[\s-](?:level|wide)\s+)?([a-z][\w@.-]*)", re.I)
_NO_UNIT = frozenset({"service", "services", "server", "machine", "computer", "system", "it", "them", "all", "every",
                      "at", "on", "in", "now", "when", "after", "daemon", "process", "container", "web"})


def systemctl_unit(command: str, rec: Recognized) -> str:
    """``command`` with the unit the request names put after a ``systemctl`` verb that has none: "restart
    apache" gave ``sudo systemctl restart`` → ``sudo systemctl restart apache``; a unit written as its file's path is
    its name (``systemctl restart /etc/systemd/system/worker.service`` → ``systemctl restart worker``)."""
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if "/systemd/" in command:   # systemctl restart /etc/systemd/system/worker.service: a unit by its name
            for k in range(util + 2, end):
                m = re.fullmatch(r"(?:/etc|/lib|/usr/lib|~/.config)/systemd/(?:system|user)/([\w@.-]+)\.service", words[k])
                if m and words[k - 1] in _UNIT_VERBS and re.search(rf"\b{words[k - 1]}\w*\b(?!\s+(?:the\s+)?systemd\b)", rec.text, re.I):
                    words[k] = m.group(1)   # (not for "reload systemd after I edited …": that reload is daemon-reload's)
        if words[util] != "systemctl" or len(args) != 1 or args[0] not in _UNIT_VERBS:
            continue
        said = [m.group(2) for m in _SAID_UNIT.finditer(rec.text) if m.group(1).lower().startswith(args[0][:4])]
        if len(said) == 1 and said[0].lower() not in _NO_UNIT:
            words.insert(end, said[0])
    return " ".join(words)


def user_units_unrooted(command: str, rec: Recognized | None = None) -> str:
    """``command``'s ``systemctl --user`` run without sudo: the user's own service manager is not root's
    (``sudo systemctl --user restart syncthing`` → ``systemctl --user restart syncthing``)."""
    return command[5:] if command.startswith(("sudo systemctl --user ", "sudo journalctl --user ")) else command


_STATUS_AFTER = re.compile(r"\b(?:and|then|,)\s+(?:then\s+)?(?:show|check|print|see|display|give)\s+(?:me\s+)?(?:its|the|his|their)\s+status\b"
                           r"(?P<nopager>[^.;]*\b(?:without|no)\s+(?:the\s+|a\s+)?pager\b)?", re.I)


def status_after_action(command: str, rec: Recognized) -> str:
    """``command`` showing a unit's status after acting on it where the request asks for both: "restart nginx and show
    its status" gave ``sudo systemctl restart nginx`` → ``sudo systemctl restart nginx && systemctl status nginx``
    (``--no-pager`` "without the pager")."""
    m = _found(_STATUS_AFTER, rec.text)
    act = re.fullmatch(r"(?:sudo\s+)?systemctl\s+(?:start|restart|reload|stop|enable\s+--now|try-restart|reload-or-restart)\s+([\w@.-]+)", command)
    if m is None or act is None:
        return command
    return f"{command} && systemctl status {act.group(1)}" + (" --no-pager" if m.group("nopager") else "")


def pid_file_read(command: str, rec: Recognized) -> str:
    """``command`` signalling the process whose number a pid file holds: "send HUP to the pid stored in
    /run/nginx.pid" gave ``kill -HUP /run/nginx.pid`` (kill wants a number) → ``kill -HUP $(cat /run/nginx.pid)``; ``pkill -f
    /var/run/app.pid`` matches no process and is ``kill $(cat /var/run/app.pid)``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("pkill", "killall") and end - util >= 2 and end - util == 2 + (words[util + 1] == "-f") \
                and re.fullmatch(r"[\w./~-]+\.pid", unquoted(words[end - 1])):
            words[util:end] = ["kill", words[end - 1]]   # pkill -f /var/run/app.pid: no process is named so
            return pid_file_read(" ".join(words), rec)
        if words[util] != "kill":
            continue
        for k in range(util + 1, end):
            if re.fullmatch(r"[\w./~-]+\.pid", unquoted(words[k])) and not words[k - 1].startswith("$("):
                words[k] = f"$(cat {words[k]})"
        return " ".join(words)
    return command


_ENABLED_ASKED = re.compile(r"^(?:is|are|check\s+(?:if|whether)|whether|find\s+out\s+(?:if|whether)|tell\s+me\s+(?:if|whether))\b"
                            r"[^.;]*\benabled\b", re.I)
_ERRORS_ONLY = re.compile(r"\berror(?:s|[\s-]level|[\s-]priority)?\b", re.I)


def service_state_asked(command: str, rec: Recognized) -> str:
    """``command`` asking systemd what the request asks instead of changing it, and reading the journal the
    way the request bounds it: "is fail2ban enabled to start at boot" gave ``systemctl enable fail2ban`` →
    ``systemctl is-enabled fail2ban``; "all systemd timers including inactive ones" → ``list-timers --all``;
    journalctl "between 2024-05-01 and 2024-05-02" gets the ``--until`` it lacks, "the current boot" is ``-b``
    (not ``-b -1``, the one before) and "error-level messages" ``-p err``."""
    if _found(_ENABLED_ASKED, rec.text):
        command = re.sub(r"^(sudo\s+)?systemctl\s+enable\s+(?!--)", "systemctl is-enabled ", command)
    if re.search(r"\binclud\w*\s+(?:the\s+)?inactive\b|\binactive\s+ones\s+too\b", rec.text, re.I):
        command = re.sub(r"^(systemctl\s+list-(?:timers|units|unit-files|sockets))(?!.*\s--all\b)", r"\1 --all", command)
    if not command.startswith(("journalctl", "sudo journalctl")):
        return command
    dates = [e for e in rec.entities if e.type in ("Date", "Timespan")]
    between = re.search(r"\bbetween\b", rec.text, re.I)
    if between and len(dates) == 2 and "--until" not in command and re.search(rf"--since\s+['\"]?{re.escape(dates[0].value)}", command):
        until = dates[1].value
        command += f' --until "{until}"' if " " in until else f" --until {until}"
    if re.search(r"\b(?:current|this)\s+boot\b", rec.text, re.I):
        command = re.sub(r"\s-b\s+-1\b", " -b", command)
    # "between 10:00 and 11:00 today": the two times of day, as said
    if (clocks := re.search(r"\bbetween\s+(\d{1,2}:\d\d)\s+and\s+(\d{1,2}:\d\d)\b", rec.text)) is not None:
        command = re.sub(r"\s--(?:since|until)(?:=|\s+)(?:\"[^\"]*\"|'[^']*'|\S+)", "", command)
        command += f" --since {clocks.group(1)} --until {clocks.group(2)}"
    if _found(_ERRORS_ONLY, rec.text) and re.search(r"\bonly\b|\blevel\b|\bpriority\b", rec.text, re.I) and "grep" not in command:
        if " -p" not in command and "--priority" not in command:   # after the unit, as people write it
            command = re.sub(r"^((?:sudo\s+)?journalctl(?:\s+-u\s+(?!['\"]?error[\s-])\S+)?)", r"\1 -p err", command)
        # the words said as a unit or an argument ("journalctl -u error-level"): the priority says them
        command = re.sub(r"\s(?:-u\s+)?['\"]?error[\s-](?:level|priority)['\"]?(?=\s|$)", "", command)
    return command


_NAMED_OWNER = re.compile(r"\b(?:owned\s+by|run\s+by|running\s+as|started\s+by|belong(?:ing|s)?\s+to|of)\s+(?:the\s+)?user\s+([a-z_][\w-]*)\b"
                          r"|\b(?:owned\s+by|run\s+by|running\s+as|started\s+by)\s+([a-z_][\w-]*)\b", re.I)


def owner_of_processes(command: str, rec: Recognized) -> str:
    """``command`` signalling or finding only the processes of the user the request names: "force kill every
    java process owned by the user tomcat" gave ``pkill -9 java`` (every user's java) → ``pkill -9 -u tomcat java``."""
    users = {e.value for e in rec.entities if e.type == "User"}
    m = _found(_NAMED_OWNER, rec.text)
    user = (m.group(1) or m.group(2)) if m else None
    if user not in users:
        return command
    words = command.split(" ")
    named = _found(_PROCESS_NAMED, rec.text)
    process = (named.group(1) or named.group(2)) if named else None
    for util, end in simple_commands(words):
        if words[util] not in ("pkill", "pgrep", "killall"):
            continue
        args = words[util + 1:end]
        if user not in args:
            at = next((k for k in range(util + 1, end) if not words[k].startswith("-")), end)   # after the flags
            words.insert(at, f"-u {user}")
            return " ".join(words)
        k = util + 1 + args.index(user)
        if words[k - 1] not in ("-u", "-U", "--euid", "--uid", "--user") and process and process != user \
                and process not in args:
            words[k] = f"-u {user} {process}"   # "pkill -f deploy" for node of user deploy: the user as a pattern
            if "-f" in words[util + 1:k]:
                words.remove("-f")   # -f matched the user's name in command lines; the process name needs none
            return " ".join(words)
    return command


_SCRIPT = re.compile(r"[\w./-]+\.(?:py|js|mjs|ts|sh|rb|pl|php|jar)")
_INTERPRETERS = frozenset("python python3 python2 node nodejs ruby perl php java bash sh deno bun".split())


def pkill_one_pattern(command: str, rec: Recognized) -> str:
    """``command`` with a pkill or pgrep given one pattern, as they take: "kill the python script scraper.py" gave
    ``pkill python scraper.py`` (an error) → ``pkill -f scraper.py`` (the script in the command line); "terminate
    all node processes of alice" gave ``pkill node alice`` → ``pkill -u alice node``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("pkill", "pgrep"):
            continue
        at = [k for k in range(util + 1, end) if not words[k].startswith("-") and words[k - 1] not in ("-u", "-U", "-t", "-g", "-G", "-P", "-s")]
        if len(at) != 2:
            continue
        first, second = (words[k] for k in at)
        script = next((w for w in (first, second) if _SCRIPT.fullmatch(w)), None)
        if script and {first, second} - {script} <= _INTERPRETERS:
            rest = [w for k, w in enumerate(words[util + 1:end], util + 1) if k not in at and w != "-f"]
            words[util:end] = [words[util], *rest, "-f", script]
            return " ".join(words)
        owner = next((w for w in (first, second) if re.search(rf"\b(?:of|for|by|owned\s+by|belonging\s+to)\s+(?:the\s+)?(?:user\s+)?{re.escape(w)}\b|\b{re.escape(w)}'s\b", rec.text)), None)
        if owner and owner != (other := second if owner == first else first):
            rest = [w for k, w in enumerate(words[util + 1:end], util + 1) if k not in at]
            words[util:end] = [words[util], *rest, "-u", owner, other]
            return " ".join(words)
    return command


_PROCESS_NAMED = re.compile(r"\bprocess(?:es)?\s+(?:named|called)\s+([\w.-]+)|\b(?:every|all|each|the)\s+([\w.-]+)\s+process(?:es)?\b", re.I)


def watched_unquoted(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the simple command watch reruns written bare, as people type it: ``watch -n 5 "df -h"``
    → ``watch -n 5 df -h`` (the same: watch joins its arguments). Kept quoted when it holds anything a shell
    would read first (a pipe, a redirection, a variable, a glob); a watch with nothing to rerun gets what the request
    watches ("show the date every 2 seconds": ``watch -n 2 date``)."""
    if rec is not None and re.fullmatch(r"(?:sudo\s+)?watch(?:\s+-n\s*[\d.]+)?", command):
        # "show the date every 2 seconds": watch with nothing to rerun gets what the request watches
        watched = next((run for pattern, run in _WATCHED if re.search(pattern, rec.text, re.I)), None)
        return command if watched is None else f"{command} {watched}"
    m = re.fullmatch(r"((?:sudo\s+)?watch(?:\s+-\w+(?:\s+[\d.]+)?)*\s+)(['\"])([^'\"]+)\2", command)
    if m is None or re.search(r"[|;&<>$*?`(){}\\]", m.group(3)):
        return command
    return m.group(1) + m.group(3)


# What a watch with no command reruns, by what the request watches
_WATCHED = ((r"\b(?:date|time|clock)\b", "date"), (r"\bmemory\b|\bram\b", "free -h"), (r"\bdisk\s+(?:space|usage)\b|\bfree\s+space\b", "df -h"),
            (r"\bload\b|\buptime\b", "uptime"), (r"\blogged[\s-]in\s+users\b|\bwho\s+is\s+logged\b", "who"))


_DISK_SAID = re.compile(r"\bdisk(?:\s+space|\s+usage)?\b|\bfile\s*systems?\b|\bpartitions?\b", re.I)
_MEMORY_SAID = re.compile(r"\bmemory\b|\bram\b|\bswap\b|\bmem\b", re.I)


_RUN_PROGRAM = re.compile(r"\brun\s+(?:the\s+)?(?:command\s+|program\s+)?(\./[\w./-]+|[a-z][\w.-]*)", re.I)


_RUN_INTERPRETED = re.compile(r"\b(python3?|bash|sh|node|perl|ruby|php)\s+([\w./-]+\.(?:py|sh|js|pl|rb|php))\b")


def wrapped_program(command: str, rec: Recognized) -> str:
    """``command`` running the program the request names under nice, ionice, nohup or timeout where the model put a
    number in its place: "run make with the lowest cpu priority" gave ``nice -n 19 19`` → ``nice -n 19 make``; and the
    interpreter it names for a script (``nice -n 19 python3 long_job.py``, not ``nice -n 19 long_job.py``)."""
    words = command.split(" ")
    said = _found(_RUN_INTERPRETED, rec.text)
    if said is not None and words[0] in ("nice", "ionice", "nohup", "timeout", "time", "watch") and said.group(2) in words \
            and said.group(1) not in words:
        # "run python3 long_job.py with the lowest cpu priority" gave nice -n 19 long_job.py: the interpreter put back
        k = words.index(said.group(2))
        return " ".join(words[:k] + [said.group(1)] + words[k:])
    m = _found(_RUN_PROGRAM, rec.text)
    if m is None or words[0] not in ("nice", "ionice", "nohup", "timeout") or len(words) < 3 or not words[-1].isdigit() \
            or words[-1] not in words[1:-1] or m.group(1) in words:
        return command
    program = m.group(1)
    if not (program.startswith("./") or program in COMMAND_WORDS):
        return command
    return " ".join(words[:-1] + [program])


_UNIT = r"(?P<u{0}>s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)"
# What to run a command under, said after it ("run make with the lowest CPU priority and idle I/O priority"):
# (pattern, the wrapper). Written out in this order, outermost first.
_WRAPPERS = (
    ("timeout", re.compile(rf"\b(?P<n1>\d+)[\s-]*{_UNIT.format(1)}\s+(?:time\s*limit|time-?out)\b"
                           rf"|\btime\s*(?:limit|-?out)\s+of\s+(?P<n2>\d+)\s*{_UNIT.format(2)}\b"
                           rf"|\b(?:kill(?:ing)?\s+it|stop(?:ping)?\s+it|end(?:ing)?\s+it)\b[^,;]*?\b(?:if\s+it\s+(?:runs|takes|lasts)\s+(?:longer|more)\s+than|after)"
                           rf"\s+(?P<n3>\d+)\s*{_UNIT.format(3)}\b", re.I)),
    ("taskset", re.compile(r"\b(?:on|to)\s+(?:cpus?|cores?|processors?)\s+(?P<cpus>\d+(?:\s*(?:,|and|-)\s*\d+)*)(?:\s+only)?\b", re.I)),
    ("nice", re.compile(r"\bnice(?:ness)?\s+(?:value\s+|level\s+)?(?:of\s+)?(?P<n>-?\d+)\b|\b(?P<lowest>lowest)\s+(?:cpu\s+|scheduling\s+)?priority\b", re.I)),
    ("ionice", re.compile(r"\b(?P<idle>idle)\s+(?:disk\s+)?I/?O(?:\s+priority|\s+class)?\b|\bI/?O\s+(?:priority|class)\s+(?:of\s+|to\s+)?(?P<idle2>idle)\b", re.I)),
)
_RUN_WRITTEN = re.compile(r"^\s*(?:please\s+)?(?:run|execute|start|launch)\s+(?:the\s+command\s+)?(?P<cmd>.+)$", re.I)


def _wrapper(kind: str, m: re.Match, text: str) -> str:
    """The command line prefix one of ``_WRAPPERS`` stands for."""
    if kind == "timeout":
        k = next(i for i in "123" if m.group(f"n{i}"))
        unit = m.group(f"u{k}").lower()[0]
        signal = re.search(r"\bSIG(KILL|TERM|INT|HUP)\b|\bwith\s+(KILL)\b|\bsignal\s+(9)\b", text)
        after = re.search(r"\bKILL\s+(\d+)\s*(?:s|secs?|seconds?)\s+after\b", text, re.I)
        flags = (f" -k {after.group(1)}" if after else "") + (f" -s {next(g for g in signal.groups() if g).replace('9', 'KILL')}"
                                                               if signal and not after else "")
        return f"timeout{flags} {m.group(f'n{k}')}{'' if unit == 's' else unit}"
    if kind == "taskset":
        cpus = re.sub(r"\s*(?:,|and)\s*", ",", m.group("cpus")).replace(" ", "")
        return f"taskset -c {cpus}"
    if kind == "nice":
        return f"nice -n {m.group('n') or 19}"
    return "ionice -c 3"


def command_wrapped(command: str, rec: Recognized) -> str:
    """The command a request writes out run under what it says to run it with: "run tar -czf home.tar.gz /home/dave
    with a niceness of 10" → ``nice -n 10 tar -czf home.tar.gz /home/dave``; "run ./long_job.sh with a 5 minute time
    limit" → ``timeout 5m ./long_job.sh``; "run ffmpeg -i in.mp4 out.webm on CPU 2 only" → ``taskset -c 2 ffmpeg …``.
    Only a command the request writes out, starting with a program (or a script) it names."""
    wrapped = _wrapped_written(rec.text)
    return command if wrapped is None else wrapped


@functools.lru_cache(maxsize=256)   # the same answer for every candidate of one request
def _wrapped_written(text: str) -> str | None:
    """The command ``text`` writes out under the wrappers it says (``command_wrapped``), or None."""
    run = _RUN_WRITTEN.search(text)
    if run is None:
        return None
    found = [(kind, m) for kind, pattern in _WRAPPERS if (m := pattern.search(run.group("cmd")))]
    if not found:
        return None
    cut = min(m.start() for _, m in found)
    written = re.sub(r"(?:[\s,]+(?:with|but|and|using|on|at|under|in|so\s+that|,))+\s*(?:an?\s+|the\s+|both\s+(?:the\s+)?)?$", "",
                     run.group("cmd")[:cut]).strip().strip(",")
    words = written.split()
    program = bool(words) and (words[0] in COMMAND_WORDS or words[0] in PROGRAM_NAMES or words[0] in FLAG_ARG_TYPES
                               or re.fullmatch(r"\.{0,2}/[\w./-]+|[\w-]+\.(?:sh|py|pl|rb)", words[0])
                               or len(words) > 1 and re.fullmatch(r"[a-z][\w.+-]*", words[0]) and words[1].startswith("-"))
    if not program or re.search(r"\b(?:with|and|the|a|every|each|all)\b", written) and len(words) > 1 and not re.search(r"\s-\w", written):
        return None   # "run make with …" is a command; "run the tests with …" is not one written out
    prefix = " ".join(_wrapper(kind, m, text) for kind, m in found)
    return f"{prefix} {written}"


def disk_or_memory(command: str, rec: Recognized) -> str:
    """``command`` reporting what the request asks about, disks or memory: "watch disk usage every 5 seconds" gave
    ``watch -n 5 free -h`` (memory) → ``watch -n 5 df -h``; "show free memory" with ``df -h`` → ``free -h``."""
    disk, memory = bool(_found(_DISK_SAID, rec.text)), bool(_found(_MEMORY_SAID, rec.text))
    if disk and not memory:
        return re.sub(r"(^|\s)free(\s+-[hmgkb]+)?(?=\s*$|\s*[|;&)'\"])", r"\1df -h", command)
    if memory and not disk:
        return re.sub(r"(^|\s)df(\s+-[hHk]+)?(?=\s*$|\s*[|;&)'\"])", r"\1free -h", command)
    return command


_CRONTAB_WIPED = re.compile(r"\b(?:wipe|remove|delete|clear|erase|drop)\w*\s+(?:out\s+)?(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?"
                            r"(?:\S+\s+)?cron\s*(?:tab\s+)?(?:jobs?|entries|lines)|(?:the\s+|\S+'s\s+|my\s+|(?:the\s+)?(?:whole|entire)\s+)"
                            r"crontab)\b", re.I)


def crontab_wiped(command: str, rec: Recognized) -> str:
    """``command`` removing a crontab the request wipes whole: "wipe all cron jobs of user olddev" gave
    ``crontab -u olddev -l`` (a listing) → ``crontab -u olddev -r``. Not for one job ("remove the cron job
    that runs backup.sh" is an edit)."""
    if not _found(_CRONTAB_WIPED, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "crontab":
            for k in range(util + 1, end):
                if words[k] in ("-l", "-e"):
                    words[k] = "-r"
    return " ".join(words)


def shutdown_scheduled(command: str, rec: Recognized) -> str:
    """``command`` with a shutdown that happens at the time the request gives, not a cancelled one: "schedule
    a shutdown of the machine in 10 minutes" gave ``sudo shutdown -c +10`` (-c cancels a pending shutdown)
    → ``sudo shutdown -h +10``; "cancel the scheduled shutdown" keeps its -c."""
    if re.search(r"\b(?:cancel|abort|call\s+off|stop)\w*\b", rec.text, re.I):
        return command
    return re.sub(r"(\bshutdown\s+)-c\s+(?:\+?(\d+)|(\d{1,2}:\d{2}|now))(?![\w:])",
                  lambda m: f"{m.group(1)}-h {'+' + m.group(2) if m.group(2) else m.group(3)}", command)


def journal_grepped(command: str, rec: Recognized) -> str:
    """``command`` filtering the journal for a word the request looks for with grep: journalctl takes no text
    to search as an operand (only field matches such as ``_PID=1``): "show ssh journal lines containing
    'Accepted'" gave ``journalctl -u ssh Accepted`` → ``journalctl -u ssh | grep Accepted``."""
    words = command.split(" ")
    if not words or words[0] != "journalctl" or "|" in words:
        return command
    valued = {"-u", "--unit", "-n", "--lines", "-p", "--priority", "--since", "--until", "-S", "-U", "-t", "-g", "--grep",
              "-o", "--output", "-b", "--boot", "-D", "--directory", "--user-unit"}
    sought = {e.value for e in rec.entities if e.type in ("Text", "Pattern")}
    for k in range(len(words) - 1, 0, -1):
        word = words[k]
        if word.startswith("-") or words[k - 1] in valued or "=" in word or unquoted(word) not in sought:
            continue
        return " ".join(words[:k] + words[k + 1:] + ["|", "grep", word])
    return command


_NOT_UNITS = frozenset({"the", "a", "an", "this", "that", "my", "its", "their", "systemd", "user", "each", "every", "which", "what", "any", "whole"})


def journal_unit(command: str, rec: Recognized) -> str:
    """``command`` reading the journal of the service the request names as a unit: "show fail2ban journal
    entries since 2024-03-01 10:00" gave ``journalctl --since "2024-03-01 10:00" fail2ban`` (an operand
    journalctl reads as a field match or a path) → ``journalctl -u fail2ban --since "2024-03-01 10:00"``; a unit other than
    the one the request calls a unit or service is that one ("the postgresql unit … with warnings": not ``-u warnings``)."""
    words = command.split(" ")
    if words[:1] != ["journalctl"]:
        return command
    said = re.search(r"(?<![\w.@-])([A-Za-z][\w@-]*)\s+(?:unit|service)\b", rec.text)
    unit = said.group(1) if said else None
    if unit and unit.lower() not in _NOT_UNITS and "-u" in words:
        k = words.index("-u")   # journalctl -p warning -u warnings for "the postgresql unit … with warnings": the unit said
        if k + 1 < len(words) and re.fullmatch(r"[a-z]+", words[k + 1]) and words[k + 1] != unit \
                and re.search(rf"\b{re.escape(words[k + 1])}\b(?!['.]|\s+(?:unit|service|journal|logs?)\b)", rec.text):
            words[k + 1] = unit
            return " ".join(words)
    if "|" in words or has_flag(words[1:], "u", "--unit"):
        return command
    valued = {"-n", "--lines", "-p", "--priority", "--since", "--until", "-S", "-U", "-t", "-g", "--grep", "-o",
              "--output", "-b", "--boot", "-D", "--directory"}
    names = {e.value for e in rec.entities}
    k = 1
    while k < len(words):
        if words[k].startswith('"') and not words[k].endswith('"') or words[k].startswith("'") and not words[k].endswith("'"):
            quote = words[k][0]   # a quoted value spans words: skip to its end
            while k < len(words) and not words[k].endswith(quote):
                k += 1
        elif not words[k].startswith("-") and words[k - 1] not in valued and re.fullmatch(r"[A-Za-z][\w@.-]*", words[k]) \
                and words[k] in names and re.search(rf"\b{re.escape(words[k])}(?:'s)?\s+(?:journal|logs?|service|unit|entries)\b"
                                                    rf"|\b(?:service|unit)\s+{re.escape(words[k])}\b", rec.text):
            unit = words.pop(k)
            return " ".join(words[:1] + ["-u", unit] + words[1:])
        k += 1
    return command


_GROUP_CREATED = re.compile(r"^\s*(?:please\s+)?(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?(?:unix\s+|user\s+|system\s+)?group\s+"
                            r"(?:called\s+|named\s+)?['\"]?([a-z_][\w-]*)['\"]?\s*[.!]?$", re.I)
_MEMBER_REMOVED = re.compile(r"^\s*(?:please\s+)?(?:remove|delete|take|kick)\s+(?:the\s+)?(?:user\s+)?([a-z_][\w-]*)\s+(?:out\s+)?(?:of|from)\s+"
                             r"(?:the\s+)?(?:group\s+)?([a-z_][\w-]*)(?:\s+group)?\s*[.!]?$", re.I)


def group_commands(command: str, rec: Recognized) -> str:
    """``command`` as the group tool the request's task needs, where the model reached for the user tools:
    "create a new group called developers" gave ``sudo useradd -m developers`` → ``sudo groupadd developers``;
    "remove user mike from the group developers" gave ``sudo usermod -aG developers mike`` (which adds him) →
    ``sudo gpasswd -d mike developers``."""
    sudo = "sudo " if command.startswith("sudo ") else ""
    tool = command.removeprefix("sudo ").split(" ")[0]
    if (m := _found(_GROUP_CREATED, rec.text)) and tool in ("useradd", "adduser", "usermod", m.group(1)):
        return f"{sudo}groupadd {m.group(1)}"
    if (m := _found(_MEMBER_REMOVED, rec.text)) and not (tool == "deluser" and command.split(" ")[-2:] == list(m.groups())) \
            and m.group(1).lower() not in ("user", "users", "the", "all"):
        return f"{sudo}gpasswd -d {m.group(1)} {m.group(2)}"
    return command


_UNIT_MASKED = re.compile(r"^\s*(?:please\s+)?(mask|unmask)\s+(?:the\s+)?([\w@.-]+?)(?:\.service)?\s+(?:service|unit)\b", re.I)


def unit_masked(command: str, rec: Recognized) -> str:
    """``command`` masking or unmasking the unit with systemctl: "mask the bluetooth service so it can't be
    started at all" gave ``docker mask …`` (no such thing) → ``sudo systemctl mask bluetooth``."""
    m = _found(_UNIT_MASKED, rec.text)
    if m is None or re.search(r"\bsystemctl\s+(?:--\S+\s+)*(?:un)?mask\b", command):
        return command
    return f"sudo systemctl {m.group(1).lower()} {m.group(2)}"


def pid_only(command: str, rec: Recognized) -> str:
    """``command`` printing only process IDs where the request asks for them alone: "find the PID of nginx" gave
    ``pgrep -a nginx`` (each with its command line) → ``pgrep nginx``."""
    if not re.search(r"\b(?:pids?|process\s+ids?|process\s+numbers?|(?:is|are)\s+(?:\w+\s+)?running)\b", rec.text, re.I) or \
            re.search(r"\b(?:command|name|full|args|arguments|details|with)\b", rec.text, re.I):
        return command
    return re.sub(r"^((?:sudo\s+)?pgrep)\s+-a\s+", r"\1 ", command)


_FREE_UNITS = ((re.compile(r"\b(?:mega\s*bytes?|mebibytes?|MB|MiB|megs?)\b"), "-m"), (re.compile(r"\b(?:giga\s*bytes?|gibibytes?|GB|GiB|gigs?)\b"), "-g"),
               (re.compile(r"\b(?:kilo\s*bytes?|KB|KiB)\b"), "-k"))


def free_units(command: str, rec: Recognized) -> str:
    """``command`` showing memory in the unit the request names: "how much free memory do I have, in megabytes?" gave
    ``free -h`` → ``free -m``."""
    said = [flag for pattern, flag in _FREE_UNITS if pattern.search(rec.text)]
    words = command.split(" ")
    if len(said) != 1 or (words[:1] != ["free"] and words[:2] != ["sudo", "free"]) or any(w in SEGMENT_ENDS for w in words):
        return command
    at = words.index("free") + 1
    kept, k = [], at
    while k < len(words):
        w = words[k]
        if w == "-s" and k + 1 < len(words) and re.fullmatch(r"\d+(?:\.\d+)?", words[k + 1]):
            kept += [w, words[k + 1]]   # free -m -s 5: every five seconds
            k += 2
            continue
        if not re.fullmatch(r"-[hbkmgt]|--(?:human|mega|giga|kilo)\S*|-s|\S*mem\S*", w):
            kept.append(w)
        k += 1
    return " ".join(words[:at] + [said[0]] + kept)


def header_uncounted(command: str, rec: Recognized | None = None) -> str:
    """``command`` not counting ps's header line as a process: "how many processes is user www-data running" gave
    ``ps -u www-data | wc -l`` (one too many) → ``ps -u www-data --no-headers | wc -l``."""
    return re.sub(r"^((?:sudo\s+)?ps\s+[^|;&]*?)\s*\|\s*wc\s+-l$",
                  lambda m: m.group(0) if re.search(r"--no-headers?|\s-\w*h\b|=(?:\s|$)", m.group(1)) else f"{m.group(1)} --no-headers | wc -l",
                  command)


# A signal the request names: by its name ("SIGUSR1", "USR1 signal") or in words ("an interrupt signal", "hang up").
_SIGNAL_NAMED = re.compile(r"\bSIG(?P<sig>HUP|INT|QUIT|KILL|USR1|USR2|TERM|STOP|CONT|TSTP|ALRM|WINCH)\b"
                           r"|\b(?P<sig2>HUP|INT|QUIT|USR1|USR2|TERM|STOP|CONT)\s+signal\b"
                           r"|\b(?:an?\s+|the\s+)?(?P<word>interrupt|hang\s*up|hangup|quit|terminate|termination|stop|continue)\s+signal\b", re.I)
_SIGNAL_WORDS = {"interrupt": "INT", "hangup": "HUP", "hang up": "HUP", "quit": "QUIT", "terminate": "TERM", "termination": "TERM",
                 "stop": "STOP", "continue": "CONT"}


def signal_said(command: str, rec: Recognized) -> str:
    """``command`` sending the signal the request names: "send SIGUSR1 to process 3456" gave ``kill 3456`` (TERM) →
    ``kill -USR1 3456``; "send an interrupt signal to process 777" → ``kill -INT 777``. A signal of the model's own
    other than the one named is replaced (``pkill -9 celery`` for "SIGQUIT to celery" → ``pkill -QUIT celery``)."""
    m = _found(_SIGNAL_NAMED, rec.text)
    if m is None or m.group("word") and not re.search(r"\b(?:send|with|using|deliver)\w*\b[^.;]*$", rec.text[:m.start()], re.I):
        return command   # "it ignores the normal termination signal": a signal talked about, not the one to send
    sig = (m.group("sig") or m.group("sig2") or _SIGNAL_WORDS[re.sub(r"\s+", " ", m.group("word").lower())]).upper()
    if sig != "KILL" and re.search(r"\bforce(?:fully|d)?[\s-]+kill|\bkill\s+-9\b|\bSIGKILL\b", rec.text, re.I):
        return command
    words = command.split(" ")
    if words[0] == "pgrep" and any(w.upper() in (sig, f"SIG{sig}") for w in words[1:]):
        # pgrep -a "celery worker" SIGQUIT: a signal to send is pkill's, matched on the command line when it has a space
        names = [w for w in words[1:] if not w.startswith("-") and w.upper() not in (sig, f"SIG{sig}")]
        whole = any(w.startswith(("'", '"')) and " " in unquoted(" ".join(names)) for w in names)
        words = ["pkill", *(["-f"] if whole else []), *names]
    for util, end in reversed(list(simple_commands(words))):
        if words[util] not in ("kill", "pkill", "killall"):
            continue
        given = next((k for k in range(util + 1, end) if re.fullmatch(r"-(?:\d+|(?:SIG)?[A-Z][A-Z0-9]+)", words[k])), None)
        named = next((k for k in range(util + 1, end - 1) if words[k] in ("-s", "--signal")), None)
        if named is not None:
            words[named + 1] = sig
        elif given is not None:
            words[given] = f"-{sig}"
        elif sig != "TERM":   # TERM is what kill sends unless told
            words.insert(util + 1, f"-{sig}")
        # the name copied as an operand
        words = [w for k, w in enumerate(words) if not (w.upper() in (sig, f"SIG{sig}") and not w.startswith("-")
                                                        and not (k and words[k - 1] in ("-s", "--signal")))]
    return " ".join(words)


# Tools that take their own interval and count ("vmstat 2 10"): watch around them repeats a single report instead.
_SAMPLERS = frozenset({"vmstat", "iostat", "mpstat", "pidstat", "sar"})
_EVERY = re.compile(r"\bevery\s+(?:(?P<n>\d+)\s*(?:s|secs?|seconds?)\b|(?P<one>second)\b)|\b(?P<m>\d+)\s*(?:s|secs?|seconds?)\s+apart\b"
                    r"|\b(?:at\s+)?(?:an?\s+)?interval\s+of\s+(?P<k>\d+)\s*(?:s|secs?|seconds?)?\b", re.I)
_TIMES = re.compile(r"\b(?P<c>\d+)\s+(?:times|samples|reports|iterations|rounds|readings|updates)\b", re.I)


def sampled_in_turn(command: str, rec: Recognized) -> str:
    """``command`` giving vmstat, iostat, mpstat, pidstat or sar the interval and count the request says, as their
    own operands: "run vmstat every 2 seconds, 10 times" gave ``watch -n 2 vmstat`` → ``vmstat 2 10``."""
    every = _found(_EVERY, rec.text)
    if every is None:
        return command
    m = re.fullmatch(r"(?:watch\s+(?:-[nt]\s*\S+\s+|-[a-z]+\s+)*)?(?P<tool>vmstat|iostat|mpstat|pidstat|sar)(?P<flags>(?:\s+-[A-Za-z]+(?:\s+[A-Z]\b)?)*)(?:\s+\d+){0,2}", command)
    if m is None:
        return command
    interval = every.group("n") or every.group("m") or every.group("k") or "1"
    times = _found(_TIMES, rec.text)
    return f"{m.group('tool')}{m.group('flags')} {interval}" + (f" {times.group('c')}" if times else "")


_MY_OWN = re.compile(r"\bmy\s+(?:own\s+)?(?:login\s+|default\s+)?(?:shell|password|full\s+name|finger\s+info\w*)\b", re.I)


def own_account_unrooted(command: str, rec: Recognized) -> str:
    """``command`` without sudo where the request changes the user's own shell, password or name, which chsh, passwd
    and chfn do without root (``sudo passwd`` changes root's password): "change my own login shell to /bin/bash"
    gave ``sudo chsh -s /bin/bash`` → ``chsh -s /bin/bash``. Only without a user named after the options; another
    user's, named after them, gets sudo."""
    if not _found(_MY_OWN, rec.text) or re.search(r"\broot\b", rec.text, re.I):
        # another user's shell or password is root's to change: chsh -s /bin/zsh bob → sudo chsh -s /bin/zsh bob
        other = re.fullmatch(r"(?:chsh\s+-s\s+\S+|passwd(?:\s+-[A-Za-z]+)*|chfn(?:\s+-[A-Za-z]+\s+(?:'[^']*'|\"[^\"]*\"|\S+))*)\s+[a-z_][\w-]*", command)
        return f"sudo {command}" if other else command
    m = re.fullmatch(r"sudo\s+((?:chsh|passwd|chfn)(?:\s+-[A-Za-z]+(?:\s+(?:/\S+|'[^']*'|\"[^\"]*\"))?)*)", command)
    return command if m is None else m.group(1)


_ME_OWNER = re.compile(r"\bmake\s+me\s+(?:the\s+)?owner\b|\bgive\s+me\s+(?:the\s+)?ownership\b|\btake\s+(?:back\s+)?ownership\b|\b(?:so\s+(?:that\s+)?|that\s+)i\s+own\b"
                       r"|\bme\s+as\s+(?:the\s+)?owner\b|\bowned\s+by\s+me\b|\bownership\b[^.;]*?\b(?:back\s+)?to\s+me\b", re.I)


def me_as_owner(command: str, rec: Recognized) -> str:
    """``command`` with the owner a chown left out where the request makes its user the owner: "make me the owner of
    everything in ~/projects again" gave ``sudo chown -R ~/projects`` (no owner: chown refuses) → ``sudo chown -R
    "$USER" ~/projects``."""
    if not _found(_ME_OWNER, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        k = next((j for j in range(util + 1, end) if not words[j].startswith("-")), None) if words[util] == "chown" else None
        if k is not None and (re.match(r"[~/.]", words[k]) or end - k == 1):
            words.insert(k, '"$USER"')
            return " ".join(words)
        if k is not None and re.fullmatch(r"(?:user(?:name)?|me|myuser|your_?user(?:name)?)(?::(?:user(?:name)?|me))?", words[k]):
            words[k] = '"$USER"'   # chown username dump.sql: a placeholder for the user who asks
            return " ".join(words)
    return command


_MY_PROCESSES = re.compile(r"\b(?:(?:that\s+|which\s+)?i\s+own|owned\s+by\s+me|of\s+mine|(?:that\s+|which\s+)?i\s+(?:started|run|ran|launched))\b"
                           r"|\bmy\s+(?:own\s+)?(?:\w+\s+)?process(?:es)?\b", re.I)
_OTHERS_SIGNALLED = re.compile(r"^(pkill|killall)((?:\s+-\S+)*?)\s+-u\s+(?!\$USER\b|\"\$USER\"|\$\(whoami\))([a-z_][\w-]*)\b")


def me_as_user(command: str, rec: Recognized) -> str:
    """``command`` naming the user who runs it as ``$USER`` where it took "me" for a user's name: "force kill everything
    named java owned by me" gave ``pkill -9 -u me java`` → ``pkill -9 -u $USER java``; where it names no user for "every
    python3 process i own" (``pkill -9 python3`` → ``pkill -9 -u "$USER" python3``). Another user's processes are
    signalled as root (``sudo pkill -u guest``), a negative niceness set as root (``sudo renice -n -5 -p 880``)."""
    if re.match(r"(?:renice|nice)\s+(?:-n\s*)?-\d", command):
        return f"sudo {command}"   # only root may raise a priority
    own = re.search(r"\b(?:me|mine|myself|my|i)\b", rec.text, re.I)   # the request speaks of its user
    if _OTHERS_SIGNALLED.match(command) and not own:
        return f"sudo {command}"
    if not own:
        return command
    command = re.sub(r"(?<=\s)(-u|-U|--user|-user|-uid|-g)\s+me(?=\s|$)", r"\1 $USER", command)
    mine = re.match(r"(pkill|pgrep|killall)((?:\s+-[A-Za-z0-9]+)*)\s+(?=[\w.-]+$)", command)
    if mine and _found(_MY_PROCESSES, rec.text) and " -u " not in command:
        return f"{mine.group(1)}{mine.group(2)} -u \"$USER\" {command[mine.end():]}"
    return command
