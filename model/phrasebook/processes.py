"""Processes: ``ps`` columns and one field of one process (its threads, memory, environment, open file descriptors),
zombies, ``top`` and its options, signals (``kill``, ``killall``, ``pkill``), priorities (``renice``, ``ionice``), CPU
affinity (``taskset``), job control, open files (``lsof``, ``fuser``), ``pgrep``, processes over a CPU or memory
threshold, and commands run with ``nohup`` or in the background.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _sudo_for


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
    (re.compile(r"\bwhat\s+(?:command(?:[\s-]*line)?|program)\s+is\s+(?:pid|process)\s+(?P<pid>\d+)\s+running\b", re.I),
     lambda m: f"ps -p {m.group('pid')} -o args="),
    # "what's the parent pid of 9182", "which directory is pid 3150 running in", "kill all the children of pid 4242"
    (re.compile(r"\b(?:parent\s+(?:pid|process(?:\s+id)?)|ppid)\s+of\s+(?:the\s+)?(?:pid|process)?\s*(?P<pid>\d+)\b", re.I),
     lambda m: f"ps -o ppid= -p {m.group('pid')}"),
    (re.compile(r"\b(?:which|what)\s+(?:directory|folder|dir)\s+is\s+(?:pid|process)\s+(?P<pid>\d+)\s+(?:running|working)\s+in\b"
                r"|\b(?:working|current)\s+(?:directory|folder|dir)\s+of\s+(?:pid|process)\s+(?P<pid2>\d+)\b", re.I),
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
     lambda m: f"ps -o rss= -p {m.group('pid')}"),
    # "count open file descriptors of process 4321"
    (re.compile(r"\b(?:count|how\s+many)\s+(?:the\s+)?(?:open\s+)?file\s+descriptors\s+(?:of|for|does)\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b(?:\s+have\s+open)?", re.I),
     lambda m: f"ls /proc/{m.group('pid')}/fd | wc -l"),
    # "who is holding /var/lib/dpkg/lock open?"
    (re.compile(r"\b(?:who|what)\s+(?:is\s+)?(?:holding|keeping|has)\s+(?:the\s+file\s+)?(?P<file>/[\w./-]*\w)\s+open\b", re.I),
     lambda m: ("sudo " if re.match(r"/(?:var|etc|dev|proc|run|root|srv|usr)/", m.group("file")) else "") + f"lsof {m.group('file')}"),
    (_TOP_RUN, _top_built),
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
    (re.compile(r"\bkill\s+the\s+(?P<which>newest|latest|oldest)\s+(?P<name>[\w.-]+)\s+process\b", re.I),
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
    (re.compile(r"\bmemory\s+map\s+of\s+(?:the\s+)?(?:process|pid)\s+(?P<pid>\d+)\b", re.I), lambda m: f"pmap {m.group('pid')}"),
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
     lambda m: f"{_sudo_for(m.group('file').replace('/run/', '/var/run/', 1))}kill -{m.group('sig').upper()} $(cat {m.group('file')})"),
    # "list files opened by processes named nginx"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:open\s+)?files\s+(?:opened|open|held)\s+by\s+(?:the\s+)?(?:processes|programs?)\s+(?:named|called)\s+(?P<name>[\w.-]+)", re.I),
     lambda m: f"lsof -c {m.group('name')}"),
    # "show processes using the mount /mnt/usb"
    (re.compile(r"\b(?:show|list|which|what)\s+(?:the\s+)?(?:processes|programs)\s+(?:are\s+)?(?:using|holding|keeping\s+busy)\s+(?:the\s+)?(?:mount(?:\s*point)?|file\s*system|drive)\s+(?P<mount>/[\w./-]*)"
                r"|(?<![\w/])(?P<mount2>/(?:mnt|media|run/media)/[\w./-]*\w)\s+is\s+busy\b[^.;]*?\b(?:who|what|which\s+process(?:es)?)\s+(?:is|are)\s+(?:using|holding)\s+it\b", re.I),   # "umount says /mnt/usb is busy, who is using it"
     lambda m: f"fuser -vm {m.group('mount') or m.group('mount2')}"),
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
)
