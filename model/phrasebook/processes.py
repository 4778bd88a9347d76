"""Processes: ``ps`` columns and one field of one process (its threads, memory, environment, open file descriptors),
zombies, ``top`` and its options, signals (``kill``, ``killall``, ``pkill``), priorities (``renice``, ``ionice``), CPU
affinity (``taskset``), job control, open files (``lsof``, ``fuser``), ``pgrep``, processes over a CPU or memory
threshold, and commands run with ``nohup`` or in the background. Also: processes ranked by CPU, memory or swap, a
user's processes, who has a port (``ss``, ``lsof``), signals to a pid or a pid file, a user's sessions ended
(``loginctl``), ``nice``/``ionice``/``setsid`` runs, ``free``/``vmstat``/``iostat``/``mpstat``/``pidstat`` options said in
words, a field of /proc/meminfo, ``uptime`` over ssh, and ``systemctl`` of named services (several at once, the user's,
without the pager, a property, yes or no) and ``journalctl`` of a unit between two hours.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _count, _said, _shell_word, _sudo_for


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
                      r"|^\s*(?:please\s+)?(?:(?:show|list|print|display|get)\s+(?:me\s+)?)?(?:only\s+|just\s+)?(?:the\s+)?(?P<list2>[^;]+?)\s+(?:columns?\s+)?"
                      r"(?:of|for)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:running\s+)?process(?:es)?"
                      r"(?:\s*,?\s*(?:sorted|ordered)\s+by\s+(?:the\s+)?(?:cpu|memory|mem|ram|rss|resident\s+memory)(?:\s+(?:usage|use))?(?:\s*,?\s*(?:descending|ascending|largest\s+first|smallest\s+first))?)?\s*$", re.I)


def _ps_sort(text: str) -> str:
    """ps's ``--sort`` for the order a request says ("sorted by rss descending", "by memory"), or ""."""
    by = re.search(r"\b(?:most|highest|biggest|by|sorted\s+by|ordered\s+by)\s+(?:the\s+)?(?P<what>cpu|memory|mem|ram|rss|resident\s+memory)\b", text, re.I)
    if by:
        what = by.group("what").lower()
        key = "%cpu" if what == "cpu" else "rss" if what in ("rss", "resident memory") else "%mem"
        up = re.search(r"\bascending\b|\b(?:smallest|lowest|least)\s+first\b", text, re.I)
        return f" --sort={'' if up else '-'}{key}"
    if re.search(r"\boldest\s+first\b|\bby\s+start\s+time\b", text, re.I):
        return " --sort=start_time"
    return ""


def _ps_columns(m: re.Match) -> str | None:
    """ps with the columns a request lists for the processes, in its order, sorted and cut to the top ones where
    it says so: "show the 10 processes using the most CPU, with only the pid, command name and %cpu columns" →
    ``ps -eo pid,comm,%cpu --sort=-%cpu | head -n 11`` (the header line besides the ten). None for fewer than two
    columns or a list with words that are no column."""
    text = m.string
    if re.search(r"\b(?:kill|stop|terminate|renice|signal|limit|tree|hierarchy|forest|total|sum|average|count|how\s+many)\b", text, re.I):
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
    sort = _ps_sort(text)
    top = re.search(r"\b(?:top|the)\s+(?P<n>\d+)\s+(?:\w+\s+)?process", text, re.I)
    owners = re.search(r"\bprocess(?:es)?\s+(?:of|owned\s+by|run\s+by|belonging\s+to)\s+(?:the\s+)?(?:users?\s+)?"
                       r"(?P<users>(?!all\b|every\w*\b|any\w*\b)[a-z_][\w-]*(?:(?:\s*,\s*|\s+and\s+)[a-z_][\w-]*)*)\s+with\b", text, re.I)
    users = re.split(r"\s*,\s*|\s+and\s+", owners.group("users")) if owners else []
    chosen = f"-u {','.join(users)} -o" if users else "-eo"
    return f"ps {chosen} {','.join(columns)}{sort}" + (f" | head -n {int(top.group('n')) + 1}" if top else "")


# What ps prints for each thing asked of a process (``ps -o FIELD= -p PID``).
_PS_FIELDS = ((r"parent\s+pid|ppid", "ppid"), (r"start", "lstart"), (r"elapsed|been\s+running", "etime"), (r"threads?", "nlwp"),
              (r"nice|niceness", "ni"), (r"group|pgid", "pgid"), (r"directory", None), (r"program|command\s+name|executable", "comm"),
              (r"resident|rss", "rss"), (r"owns|owner|user", "user"), (r"cpu\s+time", "time"))


def _ps_field(m: re.Match) -> str | None:
    """ps printing the one thing a request asks of a process ("what is the parent pid of process 4100" → ``ps -o ppid= -p
    4100``); its working directory is pwdx's."""
    if re.search(r"\b(?:change|set|kill|quit|stop|terminate|renice|make|give|lower|raise|increase|decrease)\b", m.string, re.I) \
            or not (re.match(r"\s*(?:show|print|display|what|which|who|how|when|get|find|tell|list|check|since)\b", m.string, re.I)
                    or m.string[:m.start()].strip().lower() in ("", "the", "the current", "current", "name of the")):   # the phrase alone
        return None   # "change the niceness of PID 3300 to 10": a task on the process, not a question about it
    if re.search(r"\b(?:which|what)\s+(?:executable|binary)\s+is\b", m.string, re.I):
        return None   # "which executable is process 7070 running": the file it runs (readlink, below), not its name
    what, pid = (m.group("what") or m.group("what2")).lower(), m.group("pid") or m.group("pid2") or m.group("pid3")
    if m.group("what2") and not re.match(r"\s*(?:when|since\s+when|how\s+long|for\s+how\s+long)\b", m.string, re.I):
        return None   # "start process 55 again": a task, not a question about it
    field = next((f for pattern, f in _PS_FIELDS if re.search(pattern, what)), "")
    if field is None:
        return f"pwdx {pid}"
    return f"ps -o {field}= -p {pid}" if field else None


def _cpu_list(said: str) -> str:
    """taskset's list of CPUs from the words: "0 and 1" → ``0,1``, "2 - 5" → ``2-5``."""
    return re.sub(r"\s*(?:,|\band\b)\s*", ",", said).replace(" ", "")


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
                     r"|\b(?P<z>[a-z_][\w-]*)\s+user'?s\s+processes|\b(?P<w>(?!user')[a-z_][\w-]*)'s\s+processes|\bprocesses\s+(?:of|owned\s+by)\s+(?P<x>(?!user\b)[a-z_][\w-]*)"
                     r"|\bfor\s+(?P<y>(?!all\b|every\b|the\b|its\b)[a-z_][\w-]*)\s+processes", text, re.I)
    if user:
        flags += ["-u", next(g for g in user.group("u", "v", "z", "w", "x", "y") if g)]
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


# A number of processes said in digits or a small word ("the 5 most", "top ten")
_HOW_MANY = re.compile(r"\b(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b", re.I)
# "top 10", "the 5": how many of a ranking a request asks for
_TOP_N = r"\b(?:top|the)\s+(?P<n>\d+)\b"
# The words a ranking puts before "processes": a number, a superlative, the resource ("5 most cpu-hungry processes");
# any other ("java processes", "bob's processes") narrows the processes, which a ranking of all of them does not
_RANK_WORD = re.compile(r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|the|top|most|which|what|running|active|current|all"
                        r"|cpu|memory|ram|mem|[\w-]*(?:hungry|hungriest|heaviest|busiest|biggest|greediest|largest|intensive|heavy|consuming|hogging)", re.I)
# The resource a request ranks processes by: the processor or the memory
_RESOURCE = re.compile(r"\b(?P<cpu>cpu|processor)\b|\b(?:memory|mem|ram)\b", re.I)
# Words of a request about processes that ask more than a ranking by CPU or memory
_NOT_A_RANKING = re.compile(r"\b(?:owned|run|belonging|started)\s+by\b|\bprocesses\s+of\b|\b(?:named|called|matching|container\w*)\b|\b(?:kill\w*|stop|renice|nice|swap|threads?|users?|tree|watch|every|htop|files?|ports?|disk|i/?o|network|least|lowest|fewest|"
                            r"child(?:ren)?|pid|pids|containers?|docker|pods?|kubectl|log|since|average|history)\b|\btop\s+(?:command|program|batch)"
                            r"|\b(?:in|run|open|launch|start)\s+top\b|\d\s*(?:%|percent)|\bwith\s+(?!the\s+(?:most|highest|biggest|heaviest))", re.I)


def _ps_ranked(m: re.Match) -> str | None:
    """ps sorted by the CPU or the memory a request names, cut to the number it asks for besides the header: "5 most
    cpu-hungry processes right now" → ``ps aux --sort=-%cpu | head -n 6``; "which process is using the most cpu" →
    ``ps aux --sort=-%cpu | head -n 2``. None for both resources, several numbers, or processes without a number."""
    text = m.string
    if _NOT_A_RANKING.search(text) or any(not _RANK_WORD.fullmatch(w) for w in re.findall(r"(\S+)\s+process(?:es)?\b", text, re.I)):
        return None
    kinds = {"cpu" if r.group("cpu") else "mem" for r in _RESOURCE.finditer(text)}
    counts = [c.group("n") for c in _HOW_MANY.finditer(text)]
    if len(kinds) != 1 or len(counts) > 1:
        return None
    if counts:
        n = int(_count(counts[0]))
    elif not re.search(r"\bprocesses\b", text, re.I):
        n = 1   # "which process is …": the one at the top
    else:
        return None
    return f"ps aux --sort=-%{kinds.pop()} | head -n {n + 1}"


def _free_built(m: re.Match) -> str | None:
    """free with the options a request says in words: its units (``-h``, ``-k``, ``-m``, ``-g``, ``-b``), a total
    line (``-t``), wide columns (``-w``), a refresh (``-s N``): "free in gigabytes with a total line" → ``free -g -t``;
    "memory in megabytes, refresh every 2 seconds" → ``free -m -s 2``. None when it says no option."""
    opts, flags = m.group("opts"), []
    unit = re.search(r"\b(?P<u>human|kilo|kb|kib|mega|mb|mib|giga|gb|gib|bytes)", opts, re.I)
    if unit:
        u = unit.group("u").lower()
        flags.append("-h" if u == "human" else "-b" if u == "bytes" else f"-{u[0]}")
    if re.search(r"\bwide\b", opts, re.I):
        flags.append("-w")
    if re.search(r"\btotals?\b", opts, re.I):
        flags.append("-t")
    every = re.search(r"\bevery\s+(?P<n>\d+)", opts, re.I)
    if every:
        flags += ["-s", every.group("n")]
    return f"free {' '.join(flags)}" if flags else None


def _vmstat_built(m: re.Match) -> str | None:
    """vmstat with the options a request says: timestamps (``-t``), units (``-S M``), wide (``-w``), active memory
    (``-a``), the delay and the number of reports: "vmstat each second with timestamps" → ``vmstat -t 1``; "vmstat
    every 5 seconds, 10 samples" → ``vmstat 5 10``."""
    opts, flags = m.group("opts"), []
    if re.search(r"\btimestamps?\b", opts, re.I):
        flags.append("-t")
    if re.search(r"\bwide\b", opts, re.I):
        flags.append("-w")
    if re.search(r"\bactive\b", opts, re.I):
        flags.append("-a")
    unit = re.search(r"\b(?P<u>kilo|kb|kib|mega|mb|mib)", opts, re.I)
    if unit:
        flags += ["-S", unit.group("u")[0].upper()]
    every = re.search(r"\b(?:every|each)\s+(?:(?P<n>\d+)\s*(?:s|secs?|seconds?)|(?P<one>second|sec)\b)", opts, re.I)
    times = re.search(r"\b(?P<c>\d+)\s+(?:samples|times|reports|updates|iterations|rounds)\b", opts, re.I)
    if times and not every:
        return None   # a count needs the delay before it
    if every:
        flags.append(every.group("n") or "1")
    if times:
        flags.append(times.group("c"))
    return f"vmstat {' '.join(flags)}" if flags else None


def _iostat_built(m: re.Match) -> str | None:
    """iostat with the options a request says: extended (``-x``), units (``-k``, ``-m``), human (``-h``), the delay
    and the number of reports: "iostat every 5 seconds in MB" → ``iostat -m 5``."""
    opts, flags = m.group("opts"), []
    if re.search(r"\bextended\b", opts, re.I):
        flags.append("-x")
    unit = re.search(r"\b(?P<u>human|kilo|kb|kib|mega|mb|mib)", opts, re.I)
    if unit:
        flags.append("-h" if unit.group("u").lower() == "human" else f"-{unit.group('u')[0].lower()}")
    every = re.search(r"\b(?:every|each)\s+(?:(?P<n>\d+)\s*(?:s|secs?|seconds?)|(?P<one>second|sec)\b)", opts, re.I)
    times = re.search(r"\b(?P<c>\d+)\s+(?:samples|times|reports|updates|iterations|rounds)\b", opts, re.I)
    if times and not every:
        return None
    if every:
        flags.append(every.group("n") or "1")
    if times:
        flags.append(times.group("c"))
    return f"iostat {' '.join(flags)}" if flags else None


def _signal_sent(m: re.Match) -> str | None:
    """kill with the signal a request names, to the one pid it says or the pid a pid file holds: "dd is running as
    pid 7020, send it USR1 so it prints progress" → ``kill -USR1 7020``; "send HUP to the gunicorn master, pid file is
    /run/gunicorn.pid" → ``sudo kill -HUP "$(cat /run/gunicorn.pid)"``. None for another step or no single target."""
    text = m.string
    if re.search(r"\b(?:and\s+then|then|every|after|unless|if)\b|&&|;", text, re.I):
        return None
    sig = m.group("sig").upper()
    pidfile = re.search(r"(?<![\w/])(?P<f>[~/][\w./-]*\.pid)\b|\bpid\s*file\s+(?:is\s+|at\s+)?(?P<g>[~/][\w./-]*\w)", text, re.I)
    pids = set(re.findall(r"\b(?:pid|process|running\s+as)\s+(?:id\s+)?(?:pid\s+)?(\d+)\b", text, re.I))
    if pidfile and not pids:
        path = pidfile.group("f") or pidfile.group("g")
        return f'{_sudo_for(re.sub(r"^/run/", "/var/run/", path))}kill -{sig} "$(cat {path})"'
    if len(pids) == 1 and not pidfile:
        return f"kill -{sig} {pids.pop()}"
    return None


def _port_owner(m: re.Match) -> str | None:
    """Who has a port, as root to see every user's processes, of one protocol where the request names it: "who has
    udp port 53" → ``sudo lsof -i udp:53``; "whats using port 8080" → ``sudo lsof -i :8080``; "which process is
    listening on udp port 53" → ``sudo ss -lunp 'sport = :53'``. None for a TCP port listened on: the model's ss or
    lsof, which people write in many ways."""
    port, proto = m.group("port"), (m.group("proto") or m.group("proto2") or "").lower()
    if int(port) > 65535:
        return None
    if re.search(r"\blisten\w*\b", m.group("how"), re.I):
        return f"sudo ss -lunp 'sport = :{port}'" if proto == "udp" else None
    return f"sudo lsof -i {proto}:{port}"


def _between_hours(hour: str, part: str | None, other: str | None) -> str:
    """An hour said as "9", "11am", "3:30pm" as ``HH:MM``; without its own am or pm, the other end's (``other``)."""
    h, _, mins = hour.partition(":")
    n = int(h) % 12 if (part or other) else int(h)
    if (part or other or "").lower() == "pm":
        n += 12
    return f"{n:02d}:{mins or '00'}"


def _journal_between(m: re.Match) -> str | None:
    """journalctl of a unit between two hours of a day: "nginx logs between 9 and 11am on 2024-03-14" →
    ``journalctl -u nginx --since '2024-03-14 09:00' --until '2024-03-14 11:00'``."""
    date, b_part = m.group("date"), m.group("bp")
    start = _between_hours(m.group("a"), m.group("ap"), b_part if not m.group("ap") else None)
    end = _between_hours(m.group("b"), b_part, m.group("ap"))
    if start >= end:
        start = _between_hours(m.group("a"), m.group("ap") or "am", None)
    if start >= end:
        return None
    return f"journalctl -u {m.group('unit')} --since '{date} {start}' --until '{date} {end}'"


# Words that are no unit in a list of services ("restart nginx and then …")
_NOT_UNITS = re.compile(r"(?:the|then|it|its|them|show|status|all|my|services?|units?|everything|again|now|too|also|docker-compose|containers?"
                        r"|wi-?fi|wlan\d*|eth\d+|ipv[46]|swap|selinux|apparmor|vpn|hotspot|tracing|logging|debug\w*)", re.I)


def _units_at_once(m: re.Match) -> str | None:
    """One systemctl for several services a request lists: "restart nginx, php8.1-fpm and redis-server in one go"
    → ``sudo systemctl restart nginx php8.1-fpm redis-server``."""
    units = [u for u in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group("units")) if u]
    if len(units) < 2 or any(_NOT_UNITS.fullmatch(u) or u.isdigit() or "/" in u for u in units):
        return None
    return f"sudo systemctl {m.group('verb').lower()} {' '.join(units)}"


def _uptime_remote(m: re.Match) -> str | None:
    """uptime of other hosts over ssh: one host directly, several in a loop: "how long has web01 been up" → ``ssh
    web01 uptime``; "uptime on web01 web02 and web03" → ``for h in web01 web02 web03; do ssh "$h" uptime; done``."""
    hosts = [h for h in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+", m.group("hosts") or m.group("host")) if h]
    if any(not re.fullmatch(r"(?:[\w.-]+@)?(?:[a-z][\w-]*\d[\w-]*|[a-z][\w-]*(?:\.[\w-]+)+)", h, re.I) for h in hosts):
        return None
    if len(hosts) == 1:
        return f"ssh {hosts[0]} uptime"
    return f'for h in {" ".join(hosts)}; do ssh "$h" uptime; done'


ROWS = (
    # "run npm start in the background logging to logs/server.log so it survives logout": nohup, both streams to the log
    (re.compile(r"^(?!.*\bnohup\b)\s*(?:please\s+)?(?:run|start|launch)\s+(?P<cmd>(?:\./|~/)?[a-z][\w./-]*(?:\s+(?!in\b)[^\s,]+){0,3}?)\s+in\s+the\s+background\s*,?\s+(?:and\s+)?"
                r"(?:log(?:ging)?|writ(?:e|ing)|send(?:ing)?|sav(?:e|ing))\s+(?:its\s+|all\s+|the\s+)?(?:output\s+)?(?:to|into|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)"
                r"(?P<kept>\s*,?\s+(?:so\s+(?:that\s+)?it\s+(?:survives|keeps\s+running\s+after|stays\s+up\s+after)\s+(?:(?:my|the)\s+)?(?:logout|logging\s+out|log\s+out|the\s+terminal\s+closes))"
                r"|\s*,?\s+(?:even\s+)?after\s+(?:i\s+)?log(?:ging)?\s+out)?\s*$", re.I),
     lambda m: f"{'nohup ' if m.group('kept') else ''}{m.group('cmd')} > {m.group('file')} 2>&1 &"),
    # "full command line of pid 2231", "what command line was process 1234 started with"
    (re.compile(r"\b(?:full\s+)?command[\s-]*line\s+(?:of|for)\s+(?:the\s+)?(?:pid|process)\s+(?:id\s+)?(?P<pid>\d+)\b"
                r"|\bwhat\s+command(?:[\s-]*line)?\s+was\s+(?:pid|process)\s+(?P<pid2>\d+)\s+(?:started|run|launched)\s+with\b", re.I),
     lambda m: f"ps -p {m.group('pid') or m.group('pid2')} -o args="),
    # "what command line is pid 8080 running"
    (re.compile(r"\bwhat\s+(?:command(?:[\s-]*line)?|program)\s+is\s+(?:pid|process)\s+(?P<pid>\d+)\s+running\b"
                r"|^\s*(?:(?:show|print|get)\s+)?(?:the\s+)?(?:exact\s+|full\s+)?command[\s-]*line\s+(?:that\s+)?(?:pid|process)\s+(?P<pid2>\d+)\s+is\s+running\s*$", re.I),
     lambda m: f"ps -p {m.group('pid') or m.group('pid2')} -o args="),
    # "what's the parent pid of 9182", "which directory is pid 3150 running in", "kill all the children of pid 4242"
    (re.compile(r"\b(?:parent\s+(?:pid|process(?:\s+id)?)|ppid)\s+of\s+(?:the\s+)?(?:pid|process)?\s*(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -o ppid= -p {m.group('pid')}"),
    (re.compile(r"\b(?:which|what)\s+(?:directory|folder|dir)\s+is\s+(?:pid|process)\s+(?P<pid>\d+)\s+(?:running|working)\s+in\b"
                r"|\b(?:(?:working|current)\s+(?:directory|folder|dir)|cwd)\s+of\s+(?:the\s+)?(?:pid|process)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"pwdx {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"^\s*(?:please\s+)?kill\s+(?:all\s+)?(?:the\s+)?(?:child(?:ren)?|child\s+processes)\s+of\s+(?:pid|process)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"pkill -P {m.group('pid')}"),
    # "kill any phantomjs that has been running for more than an hour": killall's -o (older than) in its units
    (re.compile(r"^\s*(?:please\s+)?(?:kill|stop|terminate)\s+(?:any|all|every|each)?\s*(?:the\s+)?(?P<name>[a-z][\w.-]*)\s+(?:process(?:es)?\s+)?(?:that\s+|which\s+)?"
                r"(?:has|have|had|'s|'ve)?\s*(?:been\s+)?running\s+(?:for\s+)?(?:more|longer)\s+than\s+(?P<n>\d+|an?|one)\s+(?P<unit>second|minute|hour|day|week|month|year)s?\s*$", re.I),
     lambda m: f"killall -o {1 if m.group('n').lower() in ('a', 'an', 'one') else m.group('n')}"
               f"{ {'second': 's', 'minute': 'm', 'hour': 'h', 'day': 'd', 'week': 'w', 'month': 'M', 'year': 'y'}[m.group('unit').lower()] } {m.group('name')}"),
    # "are there any zombie processes?"
    (re.compile(r"\b(?:any|list|show|find)\s+(?:all\s+)?(?:the\s+)?zombie\s+process(?:es)?\b", re.I),
     lambda m: "ps aux | awk '$8 ~ /^Z/'"),
    # "list all the open files of process 3310"
    (re.compile(r"\bopen\s+files\b[^.?]*?\b(?:pid|process)\s+(?:id\s+)?(?P<pid>\d+)\b|\b(?:pid|process)\s+(?P<pid2>\d+)\b[^.?]*?\bopen\s+files\b", re.I),
     lambda m: None if re.search(r"\blimits?\b", m.string, re.I) else f"lsof -p {m.group('pid') or m.group('pid2')}"),   # a limit: prlimit's
    # "dump the environment of process 4321 with one variable per line"
    (re.compile(r"\benvironment(?:\s+variables)?\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b"
                r"|\benvironment\s+variables\s+does\s+(?:process|pid)\s+(?P<pid2>\d+)\s+have\b", re.I),
     lambda m: f"tr '\\0' '\\n' < /proc/{m.group('pid') or m.group('pid2')}/environ"),
    # "which program is holding the file /var/lib/dpkg/lock open?", "which processes have /var/log/syslog open"
    (re.compile(r"\b(?:which|what)\s+(?:programs?|process(?:es)?|apps?|applications?)\s+(?:(?:currently|still|now)\s+)?(?:is|are|has|have)\s+(?:(?:currently|still|now)\s+)?(?:holding\s+|keeping\s+|got\s+)?"
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
    (re.compile(r"\b(?:list|show|display|print)\s+(?:all\s+)?(?:the\s+)?threads\s+(?:of|in|for)\s+(?:the\s+)?(?:[\w.-]+\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -T -p {m.group('pid')}"),
    # "show the resident memory (RSS) of process 5555"
    (re.compile(r"\b(?:resident\s+(?:set\s+size|memory)|rss)\b[^.;]*?\b(?:of|for|used\s+by)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -o rss= -p {m.group('pid')}"),
    # "count open file descriptors of process 4321"
    (re.compile(r"\b(?:count|how\s+many)\s+(?:the\s+)?(?:open\s+)?file\s+descriptors\s+(?:of|for|does)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b(?:\s+have\s+open)?", re.I),
     lambda m: f"ls /proc/{m.group('pid')}/fd | wc -l"),
    # "who is holding /var/lib/dpkg/lock open?"
    (re.compile(r"\b(?:who|what)\s+(?:is\s+)?(?:holding|keeping|has)\s+(?:the\s+file\s+)?(?P<file>/[\w./-]*\w)\s+open\b"
                r"|^\s*something(?:'s|\s+is)\s+(?:holding|locking|using)\s+(?P<file2>/[\w./-]*\w)\s*,?\s+(?:which|what)\s+(?:process|program)\s*\??\s*$", re.I),
     lambda m: ("sudo " if re.match(r"/(?:var|etc|dev|proc|run|root|srv|usr)/", m.group("file") or m.group("file2")) else "") + f"lsof {m.group('file') or m.group('file2')}"),
    (_TOP_RUN, _top_built),
    # "list all files opened by user dave", "just the pids of processes that have /var/log/nginx/access.log open"
    (re.compile(r"\b(?:files|everything)\s+(?:that\s+)?(?:is\s+|are\s+)?(?:opened|open|held\s+open)\s+by\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\b"
                r"|^\s*(?:(?:list|show)\s+)?(?:all\s+the\s+files|everything|all\s+files|what)\s+(?:that\s+)?(?:the\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s+(?:has|holds|keeps)\s+open\s*\??\s*$", re.I),
     lambda m: f"lsof -u {m.group('user')}" if m.group("user") else f"sudo lsof -u {m.group('user2')}"),
    (re.compile(r"\b(?:just|only)\s+the\s+pids\s+of\s+(?:the\s+)?(?:processes|programs)\s+(?:that\s+)?(?:have|hold|keep|are\s+using)\s+(?P<file>/[\w./-]*\w)(?:\s+open)?\b", re.I),
     lambda m: f"lsof -t {m.group('file')}"),
    # "how many processes does www-data have"
    (re.compile(r"^\s*how\s+many\s+(?:processes|programs)\s+(?:does|do|is|are)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:have|run|running|own)\b", re.I),
     lambda m: f"pgrep -c -u {m.group('user')}"),
    # "renice every process of user carol to 10", "raise the priority of process 777 to nice -5"
    (re.compile(r"\brenice\b|\b(?:raise|lower|change|set|increase|decrease)\s+the\s+(?:cpu\s+)?(?:priority|niceness|nice\s+value)\b", re.I),
     lambda m: _reniced(m.string)),
    # "kill all rsync processes that have been running for more than 2 hours", "… but ask me to confirm each one"
    (re.compile(r"^\s*(?:please\s+)?(?:kill|terminate|stop|end)\s+(?:all\s+|every\s+)?(?:the\s+|running\s+)*"
                r"(?P<name>(?!(?:the|all|every|my|those|these|any|running|old|stale|stuck)\b)[a-z][\w.-]*)\s+process(?:es)?\b(?P<rest>.*)$", re.I),
     lambda m: _killall_built(m)),
    # pgrep of an exact name
    (re.compile(r"\b(?:pids?|process\s+ids?)\s+of\s+(?:all\s+|the\s+)?(?:processes|procs)\s+(?:named|called)\s+exactly\s+(?P<name>[\w.-]+)\s*$", re.I),
     lambda m: f"pgrep -x {m.group('name')}"),
    # processes (session 28): one field of one process by ps, job control, signals, priorities, affinity
    (re.compile(r"\b(?P<what>parent\s+pid|ppid|start(?:ing)?\s+time|elapsed\s+time|been\s+running|threads?|nice\s+value|niceness|process\s+group(?:\s+id)?|pgid"
                r"|(?:working|current)\s+directory|(?:program|command\s+name|executable)\s+(?:name\s+)?|resident\s+memory|rss|who\s+owns|owner|(?:total\s+)?cpu\s+time)\b[^.;]*?"
                r"\b(?:(?:process|pid)\s+(?:id\s+)?(?P<pid>\d+)\b|(?:of|does)\s+(?P<pid3>\d{3,})\s*(?:have\s*)?\??\s*$)"
                r"|\b(?:process|pid)\s+(?P<pid2>\d+)\s+(?:has\s+)?(?P<what2>been\s+running|start(?:ed)?)\b", re.I),
     lambda m: _ps_field(m)),
    (re.compile(r"^\s*(?:check\s+)?(?:whether|if)\s+(?:process|pid)\s+(?P<pid>\d+)\s+is\s+(?:still\s+)?(?:alive|running)\s*\??\s*$", re.I),
     lambda m: f"kill -0 {m.group('pid')}"),
    (re.compile(r"^\s*(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?signal\s+names\s*$", re.I), lambda m: "kill -l"),
    (re.compile(r"\b(?:kill|stop|terminate)\s+(?:the\s+)?(?:background\s+)?job\s+(?:number\s+|no\.?\s+|#)?%?(?P<n>\d+)\b", re.I), lambda m: f"kill %{m.group('n')}"),
    (re.compile(r"\bdetach\s+job\s+%?(?P<n>\d+)\s+from\s+the\s+shell\b|\bdisown\s+job\s+%?(?P<n2>\d+)\b"
                r"|\b(?:don'?t|do\s+not)\s+let\s+job\s+%?(?P<n3>\d+)\s+(?:die|be\s+killed|stop)\s+when\s+i\s+(?:close|exit|quit|log\s+out\s+of)\b", re.I),
     lambda m: f"disown %{m.group('n') or m.group('n2') or m.group('n3')}"),
    (re.compile(r"\bkill\s+(?:every|all)\s+process(?:es)?\s+(?:running\s+)?on\s+(?:the\s+)?terminal\s+(?P<tty>(?:pts/|tty)\d+)", re.I), lambda m: f"pkill -t {m.group('tty')}"),
    # the newest or the oldest process of a name ("kill only the newest node process")
    (re.compile(r"\bkill\s+(?:only\s+|just\s+)?the\s+(?P<which>newest|latest|oldest)\s+(?P<name>[\w.-]+)\s+process\b", re.I),
     lambda m: f"pkill -{'o' if m.group('which').lower() == 'oldest' else 'n'} {m.group('name')}"),
    (re.compile(r"\b(?:pid|process)\s+of\s+the\s+(?P<which>most\s+recently\s+started|newest|latest|oldest)\s+(?P<name>[\w.-]+)\s+process\b", re.I),
     lambda m: f"pgrep -{'o' if m.group('which').lower() == 'oldest' else 'n'} {m.group('name')}"),
    (re.compile(r"\brenice\s+all\s+processes\s+of\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+to\s+(?P<n>-?\d+)\b", re.I),
     lambda m: f"{'sudo ' if int(m.group('n')) < 0 else ''}renice -n {m.group('n')} -u {m.group('user')}"),
    (re.compile(r"\brun\s+(?P<cmd>.+?)\s+with\s+(?:an?\s+)?idle\s+i/?o\s+priority\s*$", re.I), lambda m: f"ionice -c 3 {m.group('cmd')}"),
    (re.compile(r"\brun\s+(?P<cmd>\S+)\s+pinned\s+to\s+cpu\s+(?P<cpu>[\d,-]+)\s*$", re.I), lambda m: f"taskset -c {m.group('cpu')} {m.group('cmd')}"),
    (re.compile(r"\b(?:show|print|get)\s+the\s+cpu\s+affinity\s+of\s+(?:process\s+|pid\s+)?(?P<pid>\d+)\b", re.I), lambda m: f"taskset -p {m.group('pid')}"),
    (re.compile(r"^\s*(?:the\s+)?cpu\s+affinity\s+of\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s*\??\s*$", re.I), lambda m: f"taskset -cp {m.group('pid')}"),
    (re.compile(r"^\s*(?:please\s+)?(?:pin|bind|restrict|lock)\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s+to\s+(?:cpus?|cores?|processors?)\s+(?P<cpu>\d+(?:\s*(?:,|and|-)\s*\d+)*)\s*$", re.I),
     lambda m: f"taskset -cp {_cpu_list(m.group('cpu'))} {m.group('pid')}"),
    (re.compile(r"^\s*(?:please\s+)?(?:set|change|make)\s+(?:the\s+)?i/?o\s+priority\s+of\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s+(?:to\s+)?idle\s*$", re.I),
     lambda m: f"ionice -c3 -p {m.group('pid')}"),
    (re.compile(r"^\s*(?:show\s+|print\s+|what\s+are\s+)?(?:the\s+)?(?:resource\s+)?limits\s+of\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s*\??\s*$", re.I),
     lambda m: f"cat /proc/{m.group('pid')}/limits"),
    (re.compile(r"^\s*(?:which|what)\s+cgroup\s+is\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s+in\s*\??\s*$", re.I), lambda m: f"cat /proc/{m.group('pid')}/cgroup"),
    (re.compile(r"^\s*(?:the\s+)?(?:full\s+)?path\s+(?:to|of)\s+the\s+(?:executable|binary)\s+of\s+(?:the\s+)?(?:process\s+|pid\s+)(?P<pid>\d+)\s*\??\s*$", re.I),
     lambda m: f"readlink /proc/{m.group('pid')}/exe"),
    (re.compile(r"\bstart\s+(?P<cmd>\S+)\s+in\s+a\s+new\s+session\b", re.I), lambda m: f"setsid {m.group('cmd')}"),
    (re.compile(r"^\s*wait\s+(?:until|for)\s+process\s+(?P<pid>\d+)\s+(?:exits|ends|finishes|to\s+(?:exit|end|finish))\s*$", re.I),
     lambda m: f"while kill -0 {m.group('pid')} 2>/dev/null; do sleep 1; done"),
    # processes (DZ): one more field of a process, its executable, memory map and ancestors, a wait for
    # it to end, a process group killed
    (re.compile(r"^\s*(?:which|what)\s+user\s+(?:owns|runs|is\s+running|started)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s*\??\s*$", re.I), lambda m: f"ps -o user= -p {m.group('pid')}"),
    (re.compile(r"\bhow\s+much\s+cpu\s+time\s+(?:has|did)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:used|taken|consumed)\b|\bcpu\s+time\s+(?:used\s+by|of)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"ps -o time= -p {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"\b(?:which|what)\s+(?:executable|binary|program\s+file)\s+is\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+running\b", re.I), lambda m: f"readlink /proc/{m.group('pid')}/exe"),
    (re.compile(r"\b(?P<x>extended\s+|detailed\s+)?memory\s+map\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I), lambda m: f"pmap {'-x ' if m.group('x') else ''}{m.group('pid')}"),
    (re.compile(r"\b(?:all\s+)?(?:the\s+)?ancestors\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b|\bparent\s+chain\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\b", re.I),
     lambda m: f"pstree -s {m.group('pid') or m.group('pid2')}"),
    (re.compile(r"^\s*(?:check\s+)?(?:whether|if)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:still\s+)?exists\s*\??\s*$", re.I), lambda m: f"kill -0 {m.group('pid')}"),
    (re.compile(r"^\s*wait\s+until\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s+(?:exits|ends|finishes|dies)\s+and\s+then\s+(?:print|echo|say)\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"tail --pid={m.group('pid')} -f /dev/null && echo {m.group('text')}"),
    (re.compile(r"\bkill\s+(?:all\s+)?(?:the\s+)?(?:process(?:es)?\s+in\s+(?:the\s+)?)?process\s+group\s+(?P<pgid>\d+)\b", re.I), lambda m: f"kill -- -{m.group('pgid')}"),
    (re.compile(r"^\s*(?:start|run|launch)\s+(?P<cmd>\./[\w./-]+(?:\s+[\w./=-]+)*?|(?:node|python3?|ruby|java\s+-jar|php|deno|bun)\s+[\w./-]+(?:\s+[\w./=-]+)*?)\s+in\s+the\s+background\s+and\s+"
                r"(?:save|write|store|put)\s+its\s+pid\s+(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"{m.group('cmd')} & echo $! > {m.group('file')}"),
    (re.compile(r"\bprocess(?:es)?\b", re.I), _ps_columns),
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
    # a signal to the process whose PID a file holds
    (re.compile(r"\bsend\s+(?:a\s+)?(?:SIG)?(?P<sig>HUP|USR1|USR2|TERM|KILL|INT)\s+(?:signal\s+)?to\s+the\s+process\s+whose\s+pid\s+is\s+in\s+(?P<file>/[\w./-]+)", re.I),
     lambda m: f"{_sudo_for(m.group('file').replace('/run/', '/var/run/', 1))}kill -{m.group('sig').upper()} " + '"$(cat ' + m.group("file") + ')"'),
    # "list files opened by processes named nginx"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:open\s+)?files\s+(?:opened|open|held)\s+by\s+(?:the\s+)?(?:processes|programs?)\s+(?:named|called)\s+(?P<name>[\w.-]+)", re.I),
     lambda m: f"lsof -c {m.group('name')}"),
    # "show processes using the mount /mnt/usb"
    (re.compile(r"\b(?:show|list|which|what)\s+(?:the\s+)?(?:processes|programs)\s+(?:are\s+)?(?:using|holding|keeping\s+busy)\s+(?:the\s+)?(?:mount(?:\s*point)?|file\s*system|drive)\s+(?P<mount>/[\w./-]*)"
                r"|(?<![\w/])(?P<mount2>/(?:mnt|media|run/media)/[\w./-]*\w)\s+(?:is|says|reports)\s+(?:target\s+)?busy\b[^.;]*?\b(?:who|what|which\s+process(?:es)?)(?:'s|\s+is|\s+are)\s+(?:using|holding)\s+it\b"
                r"|\b(?:can'?t|cannot|unable\s+to)\s+u?n?mount\s+(?P<mount3>/[\w./-]*\w)\b[^;]*?\b(?:who|what|which\s+process(?:es)?)(?:'s|\s+is|\s+are)\s+(?:using|holding|keeping)\s+it(?:\s+busy)?\s*\??\s*$", re.I),   # "umount says /mnt/usb is busy, who is using it"
     lambda m: f"fuser -vm {m.group('mount')}" if m.group("mount") else f"sudo fuser -vm {m.group('mount2') or m.group('mount3')}"),   # busy: as root, to see every user's
    # "count the zombie processes", "list zombie processes"
    (re.compile(r"^\s*(?:count|how\s+many)\s+(?:the\s+)?(?:are\s+there\s+)?zombie\s+process(?:es)?\b|\bhow\s+many\s+zombie\s+process(?:es)?\b", re.I),
     lambda m: "ps -eo stat | grep -c '^Z'"),
    # "list running java processes without the grep line showing up"
    (re.compile(r"\b(?P<name>[\w.-]+)\s+process(?:es)?\s+without\s+(?:the\s+)?grep\s+(?:line|itself|process)\b", re.I),
     lambda m: f"ps aux | grep [{m.group('name')[0]}]{m.group('name')[1:]}"),
    # "find deleted files that are still held open"
    (re.compile(r"\bdeleted\s+files\s+(?:that\s+are\s+)?(?:(?:that\s+)?(?:processes|programs)\s+)?(?:still\s+)?(?:held\s+|hold\s+)?open\b|\bopen\s+(?:but\s+)?deleted\s+files\b", re.I),
     lambda m: "sudo lsof +L1"),
    # "list processes using more than 50% CPU", "processes with over 20 percent of memory"
    (re.compile(r"\bprocess(?:es)?\s+(?:(?:that|which)\s+)?(?:are\s+|is\s+)?(?:using|consuming|taking|eating|with|at|above|over)\s+(?:more\s+than\s+|over\s+|above\s+|at\s+least\s+)?"
                r"(?P<n>\d+(?:\.\d+)?)\s*(?:%|percent)\s+(?:of\s+(?:the\s+)?)?(?P<what>cpu|processor|memory|mem|ram)\b", re.I),
     lambda m: f"ps aux | awk 'NR>1 && ${3 if m.group('what').lower() in ('cpu', 'processor') else 4} > {m.group('n')}'"),
    # "list processes whose resident memory is over 1 GB", "processes using more than 500MB of memory"
    (re.compile(r"\bprocess(?:es)?\s+(?:whose\s+(?:resident\s+)?(?:memory|rss|ram)(?:\s+usage)?\s+is\s+|(?:(?:that|which)\s+)?(?:are\s+|is\s+)?(?:using|consuming|taking|with)\s+)"
                r"(?:more\s+than\s+|over\s+|above\s+|at\s+least\s+)?(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>[KMG])i?B?\b(?:\s+(?:of\s+)?(?:resident\s+)?(?:memory|ram|rss))?", re.I),
     lambda m: f"ps -eo pid,rss,comm | awk '$2 > {int(float(m.group('n')) * {'K': 1, 'M': 1024, 'G': 1048576}[m.group('unit').upper()])}'"),
    # processes (47): rankings by CPU or memory, a user's processes, processes by start time, signals to a pid or a
    # pid file, several pids killed, sessions of a user ended, services several at once or with their status after
    # "5 most cpu-hungry processes right now", "which process is using the most cpu"
    (re.compile(r"^(?=.*\b(?:most|top|hungr\w*|hogg\w*|heaviest|biggest|highest|greediest)\b).*\bprocess(?:es)?\b", re.I), _ps_ranked),
    # "all processes ordered by start time, newest at the bottom"
    (re.compile(r"^\s*(?:(?:list|show|print|display)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?(?:running\s+)?process(?:es)?\s+(?:sorted|ordered)\s+by\s+(?:their\s+)?start(?:ing)?\s+time"
                r"(?:\s*,?\s*(?:(?P<up>oldest\s+first|newest\s+(?:at\s+the\s+)?(?:bottom|last)|oldest\s+at\s+the\s+top)|(?P<down>newest\s+first|newest\s+at\s+the\s+top|most\s+recent\s+first)))?\s*$", re.I),
     lambda m: f"ps -eo pid,lstart,cmd --sort={'-' if m.group('down') else ''}start_time"),
    # "cpu and memory % of pid 4410", "memory usage of process 880"
    (re.compile(r"^\s*(?:(?:show|print|get|what(?:'s|\s+is|\s+are))\s+)?(?:me\s+)?(?:the\s+)?(?P<what>(?:cpu|memory|mem)(?:\s*(?:and|&|,|/)\s*(?:cpu|memory|mem))?)\s*"
                r"(?:%|percent(?:age)?s?|usage|use)?\s+(?:of|for|by)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s*\??\s*$", re.I),
     lambda m: f"ps -p {m.group('pid')} -o pid,{'%cpu,' if 'cpu' in m.group('what').lower() else ''}{'%mem,' if 'mem' in m.group('what').lower() else ''}comm"),
    # "how many threads are running on the whole system"
    (re.compile(r"^\s*(?:how\s+many|count(?:\s+all)?(?:\s+the)?|(?:the\s+)?(?:total\s+)?number\s+of)\s+threads\s+(?:are\s+)?(?:(?:running|there|in\s+total)\s+)?"
                r"(?:on|in|across)\s+(?:the\s+|this\s+)?(?:whole\s+|entire\s+)?(?:system|machine|box|server|computer|host)\s*\??\s*$", re.I),
     lambda m: "ps -eL --no-headers | wc -l"),
    # "list www-data's processes with full command lines", "which processes is www-data running"
    (re.compile(r"^\s*(?:please\s+)?(?:(?:list|show|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:(?P<u>[a-z_][\w-]*)'s\s+(?:running\s+)?processes"
                r"|(?:running\s+)?processes\s+(?:of|owned\s+by|run\s+by|belonging\s+to)\s+(?:the\s+)?user\s+(?P<v>[a-z_][\w-]*))"
                r"|(?:which|what)\s+processes\s+(?:is|does)\s+(?:the\s+)?(?:user\s+)?(?P<w>[a-z_][\w-]*)\s+(?:running|run|have(?:\s+running)?))"
                r"(?P<full>\s+with\s+(?:their\s+|the\s+)?(?:full\s+command[\s-]*lines?|full\s+commands?|(?:all\s+)?(?:the\s+)?details|full\s+details|arguments))?\s*\??\s*$", re.I),
     lambda m: f"ps {'-f ' if m.group('full') else ''}-u {m.group('u') or m.group('v') or m.group('w')}"),
    # "which user is running the most processes", "how many processes does each user have"
    (re.compile(r"^\s*(?:which|what)\s+user\s+(?:is\s+running|runs|has|owns)\s+the\s+most\s+processes\s*\??\s*$", re.I),
     lambda m: "ps -eo user= | sort | uniq -c | sort -rn | head -n 1"),
    (re.compile(r"^\s*(?:how\s+many\s+processes\s+(?:does\s+)?each\s+user\s+(?:has|have|runs?)|(?:count\s+)?(?:the\s+)?(?:number\s+of\s+)?processes\s+per\s+user)\s*\??\s*$", re.I),
     lambda m: "ps -eo user= | sort | uniq -c | sort -rn"),
    # "processes matching 'node server.js' with full cmdline"
    (re.compile(r"^\s*(?:(?:list|show|find)\s+)?(?:all\s+)?(?:the\s+)?processes\s+(?:matching|whose\s+command\s+line\s+(?:contains|matches))\s+(?P<q>'[^']+'|\"[^\"]+\")"
                r"(?P<full>\s+with\s+(?:their\s+|the\s+)?(?:full\s+)?(?:cmdline|command[\s-]*lines?|commands?|arguments))?\s*$", re.I),
     lambda m: f"pgrep -{'a' if m.group('full') else 'l'}f {_shell_word(m.group('q')[1:-1])}"),
    # "total RSS of all postgres processes in MB"
    (re.compile(r"^\s*(?:(?:show|print|get|what(?:'s|\s+is))\s+)?(?:the\s+)?total\s+(?:rss|resident\s+memory|memory)(?:\s+(?:memory|usage))?\s+(?:of|used\s+by)\s+(?:all\s+)?(?:the\s+)?"
                r"(?P<name>[\w.-]+)\s+process(?:es)?\s*,?\s+in\s+(?P<u>mb|megabytes|mib|kb|kilobytes|kib|gb|gigabytes|gib)\s*\??\s*$", re.I),
     lambda m: f"ps -C {m.group('name')} -o rss= | awk '{{s+=$1}} END {{print s{ {'m': '/1024', 'k': '', 'g': '/1048576'}[m.group('u')[0].lower()] }}}'"),
    # "what's eating my swap? top 10 processes by swap"
    (re.compile(r"\bprocess(?:es)?\s+(?:by|using\s+(?:the\s+)?most)\s+swap\b|\b(?:what|which\s+process(?:es)?)(?:'s|\s+is|\s+are)\s+(?:eating|using|hogging)\s+(?:(?:my|the|all\s+the)\s+)?swap\b", re.I),
     lambda m: None if re.search(r"\b(?:kill|stop|file|partition|turn|disable|enable)\b", m.string, re.I) else
     f"grep VmSwap /proc/[0-9]*/status 2>/dev/null | sort -k2 -rn | head -n {_said(_TOP_N, m.string, 'n') or 10}"),
    # "keep an eye on the number of apache2 processes, refresh every 5s"
    (re.compile(r"^\s*(?:keep\s+an\s+eye\s+on|watch|monitor)\s+(?:the\s+)?(?:number|count)\s+of\s+(?:running\s+)?(?P<name>[\w.-]+)\s+process(?:es)?"
                r"(?:\s*,?\s+(?:refresh(?:ing|ed)?\s+|updat(?:e|ing|ed)\s+)?every\s+(?P<n>\d+)\s*(?:s|secs?|seconds?))?\s*$", re.I),
     lambda m: f"watch {'-n ' + m.group('n') + ' ' if m.group('n') else ''}'pgrep -c {m.group('name')}'"),
    # "is pid 6123 still alive?"
    (re.compile(r"^\s*(?:is|does)\s+(?:the\s+)?(?:pid|process)\s+(?P<pid>\d+)\s+(?:still\s+)?(?:alive|running|exist|exists|around)\s*\??\s*$", re.I),
     lambda m: f"ps -p {m.group('pid')}"),
    # "is rsync running? I only need the exit code"
    (re.compile(r"^\s*(?:is|are)\s+(?:the\s+)?(?P<name>[\w.-]+)\s+(?:process(?:es)?\s+)?running\s*\??\s*,?\s*(?:i\s+)?(?:only|just)\s+(?:need|want)\s+(?:the\s+)?exit\s+(?:code|status)\s*$"
                r"|^\s*(?:silently|quietly)\s+check\s+(?:whether|if)\s+(?P<name2>[\w.-]+)\s+is\s+running\s*$", re.I),
     lambda m: f"pgrep -x {m.group('name') or m.group('name2')} > /dev/null"),
    # "kill 1201 1202 and 1203"
    (re.compile(r"^\s*(?:please\s+)?(?P<force>force[\s-]+)?kill\s+(?:(?:the\s+)?(?:processes|pids)\s+)?(?P<pids>\d+(?:\s*(?:,|and|&)?\s*\d+)+)\s*$", re.I),
     lambda m: ("kill -9 " if m.group("force") else "kill ") + " ".join(re.findall(r"\d+", m.group("pids")))),
    # "dd is running as pid 7020, send it USR1", "send HUP to the gunicorn master, pid file is /run/gunicorn.pid"
    (re.compile(r"\bsend\s+(?:it\s+|(?:the\s+)?(?:process|pid)\s+\d+\s+)?(?:an?\s+|the\s+)?(?:SIG)?(?P<sig>HUP|USR1|USR2|TERM|KILL|INT|STOP|CONT|QUIT|WINCH)\b", re.I), _signal_sent),
    # "kill the sleep processes on terminal pts/3"
    (re.compile(r"^\s*kill\s+(?:all\s+|every\s+)?(?:the\s+)?(?P<name>[a-z][\w.-]*)\s+process(?:es)?\s+(?:running\s+)?on\s+(?:the\s+)?terminal\s+(?P<tty>(?:pts/|tty)\d+)\s*$", re.I),
     lambda m: f"pkill -t {m.group('tty')} -x {m.group('name')}"),
    # "kick user carol off the machine, terminate all her sessions"
    (re.compile(r"^\s*(?:please\s+)?(?:kick|throw|boot|log)\s+(?:the\s+)?(?:user\s+)?(?P<user>(?!me\b|him\b|her\b|them\b|everyone\b|all\b)[a-z_][\w-]*)\s+(?:off|out)(?:\s+of)?"
                r"(?:\s+(?:the|this)\s+(?:machine|box|server|system|host))?(?:\s*,?\s*(?:and\s+)?(?:terminate|end|kill|close)\s+(?:all\s+)?(?:of\s+)?(?:his|her|their)\s+sessions)?\s*$"
                r"|^\s*(?:terminate|end|kill|close)\s+(?:all\s+)?(?:the\s+)?(?:login\s+)?sessions\s+of\s+(?:the\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s*$", re.I),
     lambda m: f"sudo loginctl terminate-user {m.group('user') or m.group('user2')}"),
    # "whats using port 8080", "who has udp port 53", "which program is listening on 443"
    (re.compile(r"^\s*(?:what|who|which\s+(?:process(?:es)?|programs?|apps?|applications?|services?|pids?))(?:'s|s|\s+is|\s+are)?\s+(?:currently\s+|now\s+)?"
                r"(?P<how>using|on|holding|bound\s+to|listening\s+on|listening\s+to|has|have|got|occupying|running\s+on)\s+(?:the\s+)?(?:(?P<proto>tcp|udp)\s+)?(?:port\s+)?"
                r"(?P<port>\d{1,5})(?:/(?P<proto2>tcp|udp))?\s*\??\s*$", re.I), _port_owner),
    # "network connections of pid 2525"
    (re.compile(r"^\s*(?:(?:show|list)\s+)?(?:all\s+)?(?:the\s+)?(?:open\s+)?(?:network\s+connections|(?:network\s+)?sockets)\s+(?:of|for|opened\s+by|held\s+by)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\s*$"
                r"|^\s*what\s+network\s+connections\s+does\s+(?:the\s+)?(?:process|pid)\s+(?P<pid2>\d+)\s+have(?:\s+open)?\s*\??\s*$", re.I),
     lambda m: f"sudo lsof -a -p {m.group('pid') or m.group('pid2')} -i"),
    # "open connections to db01"
    (re.compile(r"^\s*(?:(?:show|list)\s+)?(?:all\s+)?(?:the\s+)?open\s+(?:network\s+)?connections\s+(?:to|with)\s+(?:the\s+host\s+)?(?P<host>(?!port\b)[a-z0-9][\w.-]*)\s*$", re.I),
     lambda m: None if m.group("host").isdigit() else f"lsof -i @{m.group('host')}"),
    # "list open files under /srv/uploads recursively"
    (re.compile(r"^\s*(?:(?:list|show|find)\s+)?(?:all\s+)?(?:the\s+)?open\s+files\s+(?:under|below|in|inside)\s+(?P<dir>[~/.][\w./~-]*)\s*(?:,\s*)?(?P<deep>recursively|and\s+(?:its\s+)?sub(?:folders|directories|dirs))?\s*$", re.I),
     lambda m: f"sudo lsof +{'D' if m.group('deep') else 'd'} {m.group('dir')}"),
    # "files opened by nginx processes", "how many files has nginx got open"
    (re.compile(r"^\s*(?:(?:list|show)\s+)?(?:all\s+)?(?:the\s+)?(?:open\s+)?files\s+(?:opened|open|held)\s+by\s+(?:the\s+)?(?:running\s+)?(?P<name>(?!user\b|process\b)[a-z][\w.-]*)\s+process(?:es)?\s*$", re.I),
     lambda m: f"sudo lsof -c {m.group('name')}"),
    (re.compile(r"^\s*how\s+many\s+(?:open\s+)?files\s+(?:has|does|do|is)\s+(?:the\s+)?(?P<name>[a-z][\w.-]*)(?:\s+process(?:es)?)?\s+(?:got\s+open|have\s+open|opened|holding(?:\s+open)?)\s*\??\s*$", re.I),
     lambda m: f"sudo lsof -c {m.group('name')} | tail -n +2 | wc -l"),
    # "run rsync -a /srv/data/ /mnt/backup/data/ in the background at nice 19 and idle io class"
    (re.compile(r"^\s*(?:please\s+)?(?:run|start|launch)\s+(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!in\b|at\b|with\b)[^\s,]+)*?)(?P<bg>\s+in\s+the\s+background)?"
                r"\s+(?:at|with)\s+(?:nice(?:ness)?\s+(?:level\s+)?(?P<n>\d+)|(?:the\s+)?lowest\s+(?:cpu\s+)?priority)(?P<io>\s*,?\s+and\s+(?:the\s+|an?\s+)?idle\s+i/?o(?:\s+(?:class|priority))?)?(?P<bg2>\s+in\s+the\s+background)?\s*$", re.I),
     lambda m: None if m.group("bg") and m.group("bg2") else
     f"nice -n {m.group('n') or 19} {'ionice -c 3 ' if m.group('io') else ''}{m.group('cmd')}{' &' if m.group('bg') or m.group('bg2') else ''}"),
    # "nohup ./server --port 9000 so it keeps running after I log out, log to server.out"
    (re.compile(r"^\s*nohup\s+(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!so\b|and\b|log\b)[^\s,]+)*?)(?:\s*,?\s*so\s+(?:that\s+)?it\s+(?:keeps\s+running|survives|stays\s+up)(?:\s+after\s+(?:i\s+)?log(?:ging)?\s+out|\s+logout)?)?"
                r"\s*,?\s+(?:and\s+)?(?:log(?:ging)?|writ(?:e|ing)|send(?:ing)?|sav(?:e|ing))\s+(?:its\s+|all\s+|the\s+)?(?:output\s+)?(?:to|into|in)\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s*$", re.I),
     lambda m: f"nohup {m.group('cmd')} > {m.group('file')} 2>&1 &"),
    # "background a sleep 600 and print its pid"
    (re.compile(r"^\s*(?:background|run|start|launch)\s+(?:a\s+)?(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!and\b|in\b)[^\s,]+)*?)(?:\s+in\s+the\s+background)?\s*,?\s+and\s+(?:print|show|echo|output)\s+(?:its|the)\s+pid\s*$", re.I),
     lambda m: None if m.group(0).lower().lstrip().startswith(("run", "start", "launch")) and "background" not in m.group(0).lower() else f"{m.group('cmd')} & echo $!"),
    # "launch ./long_job.sh with setsid so it's detached from this terminal, discard all output"
    (re.compile(r"^\s*(?:run|start|launch)\s+(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!with\b|in\b)[^\s,]+)*?)\s+(?:with|using|under|via)\s+setsid"
                r"(?:\s*,?\s*so\s+(?:that\s+)?it(?:'s|\s+is)\s+detached\s+from\s+(?:this|the)\s+terminal)?"
                r"(?P<drop>\s*,?\s+(?:and\s+)?(?:discard|throw\s+away|drop|ignore|silence)\s+(?:all\s+)?(?:its\s+|the\s+)?output)?\s*$", re.I),
     lambda m: f"setsid {m.group('cmd')}{' > /dev/null 2>&1 < /dev/null' if m.group('drop') else ''} &"),
    # "free in gigabytes with a total line", "memory in megabytes, refresh every 2 seconds"
    (re.compile(r"^\s*(?:(?:run|show)\s+)?(?:free|(?:the\s+)?(?:memory|ram)(?:\s+usage)?(?=\s+in\b))(?P<opts>(?:\s*,?\s*(?:and\s+)?(?:in\s+(?:human[\s-]*readable(?:\s+(?:form|format|units))?"
                r"|kilobytes|kb|kib|megabytes|mb|mib|gigabytes|gb|gib|bytes)|with\s+(?:a\s+)?totals?(?:\s+(?:line|row))?|(?:a\s+)?totals?\s+(?:line|row)"
                r"|(?:refresh(?:ing|ed)?\s+|updat(?:e|ing|ed)\s+)?every\s+\d+\s*(?:s|secs?|seconds?)|(?:in\s+)?wide(?:\s+(?:output|mode|columns))?|please))+)\s*$", re.I), _free_built),
    # "vmstat each second with timestamps", "disk statistics from vmstat", "iostat every 5 seconds in MB"
    (re.compile(r"^\s*(?:run\s+)?vmstat(?P<opts>(?:\s*,?\s*(?:and\s+)?(?:(?:every|each)\s+(?:\d+\s*(?:s|secs?|seconds?)|second|sec)|\d+\s+(?:samples|times|reports|updates|iterations|rounds)"
                r"|with\s+timestamps?|(?:in\s+)?(?:kilobytes|kb|kib|megabytes|mb|mib)|(?:in\s+)?wide(?:\s+(?:output|mode))?|with\s+active(?:\s+and\s+inactive)?\s+memory))+)\s*$", re.I), _vmstat_built),
    (re.compile(r"^\s*(?:show\s+)?(?:the\s+)?disk\s+(?:statistics|stats)\s+(?:from|with|using|via|of)\s+vmstat\s*$|^\s*vmstat\s+disk\s+(?:statistics|stats)\s*$", re.I), lambda m: "vmstat -d"),
    (re.compile(r"^\s*(?:run\s+)?iostat(?P<opts>(?:\s*,?\s*(?:and\s+)?(?:(?:every|each)\s+(?:\d+\s*(?:s|secs?|seconds?)|second|sec)|\d+\s+(?:samples|times|reports|updates|iterations|rounds)"
                r"|(?:in\s+)?(?:kilobytes|kb|kib|megabytes|mb|mib|human[\s-]*readable(?:\s+units)?)|(?:with\s+)?extended(?:\s+(?:stats|statistics|output))?))+)\s*$", re.I), _iostat_built),
    # "per-core cpu usage every 2 sec"
    (re.compile(r"^\s*(?:show\s+)?(?:the\s+)?(?:(?:per[\s-]*(?:core|cpu)|each\s+(?:core|cpu)'?s?|all\s+cores'?)\s+cpu\s+(?:usage|utili[sz]ation|load|stats|statistics)"
                r"|cpu\s+(?:usage|utili[sz]ation|load|stats|statistics)\s+(?:per|of\s+each|for\s+each)\s+(?:core|cpu))"
                r"(?:\s*,?\s+(?:refresh(?:ed|ing)?\s+)?every\s+(?:(?P<n>\d+)\s*(?:s|secs?|seconds?)|(?P<one>second)))?\s*$", re.I),
     lambda m: f"mpstat -P ALL {m.group('n') or ('1' if m.group('one') else '')}".rstrip()),
    # "cpu stats for pid 1010 every second, 5 times"
    (re.compile(r"^\s*(?:show\s+)?(?P<what>cpu|memory|mem|disk|i/?o)\s+(?:stats|statistics|usage)\s+(?:for|of)\s+(?:the\s+)?(?:pid|process)\s+(?P<pid>\d+)\s*,?\s+"
                r"every\s+(?:(?P<n>\d+)\s*(?:s|secs?|seconds?)|second)(?:\s*,?\s*(?P<c>\d+)\s+times)?\s*$", re.I),
     lambda m: f"pidstat {({'m': '-r ', 'd': '-d ', 'i': '-d '}).get(m.group('what')[0].lower(), '')}-p {m.group('pid')} {m.group('n') or 1}{' ' + m.group('c') if m.group('c') else ''}"),
    # "how much MemAvailable do we have": a field of /proc/meminfo by its name
    (re.compile(r"\b(?P<key>Mem(?:Total|Free|Available)|Swap(?:Total|Free|Cached)|Committed_AS|CommitLimit|HugePages_(?:Total|Free|Rsvd)|Hugepagesize|SReclaimable|SUnreclaim|AnonPages|VmallocUsed)\b"),
     lambda m: None if re.search(r"\b(?:set|change|increase|decrease|watch|every|graph|plot)\b", m.string, re.I) else f"grep {m.group('key')} /proc/meminfo"),
    # "uptime on web01 web02 and web03", "how long has web01 been up"
    (re.compile(r"^\s*(?:(?:show|check|get)\s+)?(?:the\s+)?uptime\s+(?:on|of|for)\s+(?P<hosts>[\w.@-]+(?:(?:\s*,\s*|\s+and\s+|\s+)[\w.@-]+)*)\s*\??\s*$"
                r"|^\s*how\s+long\s+(?:has|have)\s+(?P<host>[\w.@-]+)\s+been\s+up\s*\??\s*$", re.I), _uptime_remote),
    # "htop but sorted by memory usage"
    (re.compile(r"^\s*(?:open\s+|run\s+|start\s+)?htop\s*,?\s+(?:but\s+)?(?:sorted|ordered)\s+by\s+(?P<k>memory|mem|ram|cpu)(?:\s+(?:usage|use))?\s*$", re.I),
     lambda m: f"htop --sort-key PERCENT_{'CPU' if m.group('k').lower() == 'cpu' else 'MEM'}"),
    # "is the docker service up?"
    (re.compile(r"^\s*is\s+(?:the\s+)?(?P<unit>[\w@.-]+)\s+(?:service|daemon|unit)\s+(?:up|running|active|alive|started)(?:\s+(?:right\s+)?now)?\s*\??\s*$", re.I),
     lambda m: f"systemctl is-active {m.group('unit')}"),
    # "nginx status but don't open the pager"
    (re.compile(r"^\s*(?:(?:show|print|check)\s+)?(?:the\s+)?(?:(?P<unit>(?!status\b|the\b|service\b|systemctl\b)[\w@.-]+)(?:\s+service)?\s+status|status\s+of\s+(?:the\s+)?(?P<unit2>[\w@.-]+)(?:\s+service)?)"
                r"\s*,?\s+(?:but\s+)?(?:without\s+(?:the\s+|a\s+)?pager|(?:with\s+)?no\s+pager|(?:don'?t|do\s+not)\s+(?:open|use)\s+(?:the\s+|a\s+)?pager)\s*$", re.I),
     lambda m: f"systemctl status {m.group('unit') or m.group('unit2')} --no-pager"),
    # "which services are enabled?"
    (re.compile(r"^\s*(?:which|what|list|show)\s+(?:all\s+)?(?:the\s+)?(?:systemd\s+)?services\s+(?:are\s+)?(?P<state>enabled|disabled)(?:\s+(?:at|on)\s+boot)?\s*\??\s*$"
                r"|^\s*(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?P<state2>enabled|disabled)\s+(?:systemd\s+)?services\s*$|^\s*which\s+services\s+(?P<boot>start)\s+(?:at|on)\s+boot\s*\??\s*$", re.I),
     lambda m: f"systemctl list-unit-files --type=service --state={(m.group('state') or m.group('state2') or 'enabled').lower()}"),
    # "restart docker and then show me its status"
    (re.compile(r"^\s*(?:please\s+)?(?P<verb>restart|start|stop|reload)\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s*,?\s+(?:and\s+)?(?:then\s+)?(?:show|check|print|display)\s+(?:me\s+)?(?:its|the)\s+status(?:\s+after(?:wards)?)?\s*$", re.I),
     lambda m: f"sudo systemctl {m.group('verb').lower()} {m.group('unit')} && systemctl status {m.group('unit')}"),
    # "restart my user pipewire service"
    (re.compile(r"^\s*(?:please\s+)?(?P<verb>start|stop|restart|reload|enable|disable)\s+(?:my|the)\s+(?:user\s+(?P<unit>[\w@.-]+)|(?P<unit2>[\w@.-]+)\s+user)\s+(?:service|unit)\s*$", re.I),
     lambda m: f"systemctl --user {m.group('verb').lower()} {m.group('unit') or m.group('unit2')}"),
    # "what's the Restart= policy of the nginx service"
    (re.compile(r"^\s*(?:(?:what(?:'s|\s+is)|show|print|get)\s+)?(?:the\s+)?(?P<prop>[A-Za-z]\w+)=?\s+(?:policy|setting|option)\s+(?:of|for)\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+(?:service|unit))?\s*\??\s*$"),
     lambda m: f"systemctl show {m.group('unit')} -p {m.group('prop')}" if m.group("prop")[0].isupper() else None),
    # "restart nginx, php8.1-fpm and redis-server in one go"
    (re.compile(r"^\s*(?:please\s+)?(?P<verb>restart|start|stop|reload|enable|disable)\s+(?:the\s+)?(?P<units>[\w@.-]+(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)[\w@.-]+)+)"
                r"(?:\s+services?)?(?:\s+(?:in\s+one\s+go|at\s+once|all\s+at\s+once|together|in\s+one\s+command))?\s*$", re.I), _units_at_once),
    # "print yes if apache2 is active, no otherwise"
    (re.compile(r"^\s*(?:print|echo|say|output)\s+['\"]?(?P<yes>\w+)['\"]?\s+if\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+is\s+(?P<state>active|running|enabled|failed)\s*,?\s+"
                r"(?:and\s+)?(?:['\"]?(?P<no>\w+)['\"]?\s+(?:otherwise|if\s+not)|otherwise\s+(?:print\s+)?['\"]?(?P<no2>\w+)['\"]?)\s*$", re.I),
     lambda m: f"systemctl is-{ {'running': 'active'}.get(m.group('state').lower(), m.group('state').lower()) } --quiet {m.group('unit')} && echo {m.group('yes')} || echo {m.group('no') or m.group('no2')}"),
    # "nginx logs between 9 and 11am on 2024-03-14"
    (re.compile(r"^\s*(?:(?:show|get|print)\s+)?(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?(?:'s)?\s+(?:logs?|journal(?:\s+entries)?|messages)\s+(?:from\s+)?between\s+(?P<a>\d{1,2}(?::\d\d)?)\s*(?P<ap>am|pm)?"
                r"\s+and\s+(?P<b>\d{1,2}(?::\d\d)?)\s*(?P<bp>am|pm)?\s+on\s+(?P<date>\d{4}-\d\d-\d\d)\s*$", re.I), _journal_between),
)
