"""Terminal sessions and jobs: tmux (sessions made, attached, listed, killed, renamed; windows and panes split,
named, laid out, sent keys, captured; options set), screen (sessions started detached, listed, reattached, shared,
quit, sent text; serial consoles, logs), the shell's job control (fg, bg, kill %N, disown, jobs' options, wait), a
command kept running after logout (nohup, setsid, disown) and its PID, terminal sessions recorded and replayed
(script, scriptreplay, asciinema), and a command run when something ends or appears (a PID gone, a file made, a
host answering, a port accepting, a process no longer running).
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _quoted, _said, _shell_word

_NAME = r"[\w.:-]+"
_NOT_NAMES = frozenset("""a an the my this that it its one new detached named called session sessions window windows pane panes
there here and or to in on with for from of all every which current name names id number""".split())


def _session(text: str) -> str | None:
    """The session a request names: "session called backend", "tmux session deploy", "the deploy session"."""
    for pattern in (rf"\bsession\s+(?:called|named)\s+['\"]?(?P<n>{_NAME})", rf"\bname\s+it\s+(?P<n>{_NAME})", rf"\b(?:tmux|screen)\s+session\s+['\"]?(?P<n>{_NAME})",
                    rf"\bsession\s+['\"]?(?P<n>{_NAME})", rf"\b(?:the|my)\s+(?P<n>{_NAME})\s+(?:tmux\s+|screen\s+)?session\b",
                    rf"\bsession\s+(?:is\s+)?(?:called|named)\s+(?P<n>{_NAME})"):
        m = re.search(pattern, text, re.I)
        if m and m.group("n").lower() not in _NOT_NAMES and not m.group("n").lower().startswith(("tmux", "screen")):
            return m.group("n").rstrip(".,")
    return None


_INTO_FILE = r"\b(?:in)?to\s+(?P<f>[\w~/.-]+\.\w+)"   # the file a pane's text, log or buffer goes to


def _command_said(text: str) -> str | None:
    """The command a new session, window or pane runs: "… running make -j8 inside …", "… that runs ./vacuum.sh"."""
    m = re.search(r"\b(?:that\s+)?(?:runs?|running|to\s+run|executing|with|tails?|tailing)\s+(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!inside\b|in\b|and\b|called\b|named\b|as\b|there\b|to\b|into\b|on\b)[^\s,]+)*)", text, re.I)
    if m is None:
        return None
    cmd = m.group("cmd")
    if m.group(0).lower().split()[-2 if len(m.group(0).split()) > 1 else 0] in ("tails", "tail", "tailing"):
        cmd = f"tail -f {cmd}"
    if cmd.split()[0].lower() in ("it", "the", "a", "an", "my", "mouse", "logging", "timing", "its", "no"):
        return None
    return cmd


def _quote_cmd(cmd: str) -> str:
    return cmd if re.fullmatch(r"[\w./~-]+", cmd) else "'" + cmd.replace("'", "'\\''") + "'"


def tmux_task(m: re.Match) -> str | None:
    """tmux's everyday commands, composed from the request."""
    text = m.string
    session = _session(text)
    target = f" -t {session}" if session else ""
    remote = re.search(r"\b(?:ssh\s+(?:in)?to|on)\s+(?P<host>(?:[\w.-]+@)?[a-z][\w.-]*\d[\w.-]*|(?:[\w-]+\.)+[a-z]{2,})\b", text, re.I)
    if re.search(r"\bread[\s-]*only\b", text, re.I) and session:
        return f"tmux attach -r -t {session}"
    if re.search(r"\bif\s+it\s+exists\b.*\b(?:otherwise|else)\b|\bor\s+create\b|\bcreate\s+it\s+if\b", text, re.I) and session:
        return f"tmux new -A -s {session}"
    if remote and re.search(r"\battach", text, re.I) and session:
        return f"ssh -t {remote.group('host')} tmux attach -t {session}"
    if re.search(r"\bkill\b.*\b(?:all|every)\b.*\bexcept\s+(?P<keep>[\w.-]+)", text, re.I):
        keep = re.search(r"\bexcept\s+(?:the\s+)?(?P<keep>[\w.-]+)", text, re.I).group("keep")
        return f"tmux kill-session -a -t {keep}"
    if re.search(r"\b(?:kill|nuke|close|end|stop)\b.*\b(?:every|all)\s+(?:tmux\s+)?sessions?\b|\bkill[\s-]server\b|\bwhole\s+server\b", text, re.I):
        return "tmux kill-server"
    window = re.search(r"\bwindow\s+(?P<w>\d+)\b", text, re.I)
    pane = re.search(r"\bpane\s+(?P<p>\d+)\b", text, re.I)
    if re.search(r"\b(?:close|kill)\s+window\s+\d+", text, re.I) and window:
        return f"tmux kill-window -t {session + ':' if session else ''}{window.group('w')}"
    if re.search(r"\b(?:kill|close|end|terminate|stop|remove|delete|nuke)\b", text, re.I) and session and not re.search(r"\bpane\b|\bsend\b|ctrl", text, re.I):
        return f"tmux kill-session -t {session}"
    if re.search(r"\brename\b", text, re.I):
        new = re.search(r"\bto\s+(?P<new>[\w.-]+)\s*$", text, re.I)
        return f"tmux rename-session -t {session} {new.group('new')}" if session and new else None
    if re.search(r"\b(?:send|type)\b", text, re.I) and session:
        keys = _quoted(text)
        ctrl = re.search(r"\bctrl[\s-]*(?P<k>[a-z])\b|\bC-(?P<k2>[a-z])\b", text, re.I)
        where = session + (f":{window.group('w')}" if window else "") + (f".{pane.group('p')}" if pane and window else "")
        if ctrl:
            return f"tmux send-keys -t {where} C-{(ctrl.group('k') or ctrl.group('k2')).lower()}"
        if keys is None:
            plain = re.search(r"\b(?:send|type)\s+(?P<k>.+?)\s+(?:and|followed\s+by|plus)\s+(?:an?\s+)?enter\b", text, re.I)
            keys = plain.group("k") if plain else None
        if keys is None:
            return None
        enter = " Enter" if re.search(r"\benter\b|\breturn\b|\brun\s+it\b", text, re.I) else ""
        return f"tmux send-keys -t {where} {_shell_word(keys)}{enter}"
    if re.search(r"\bsplit\b", text, re.I):
        side = "-h" if re.search(r"\bright\b|\bleft\b|\bside\s+by\s+side\b|\bbeside\b|\bvertical(?:ly)?\b|\bcolumns?\b", text, re.I) else "-v"
        cmd = re.search(r"\brun(?:ning)?\s+(?P<cmd>[a-z][\w./-]*(?:\s+[^\s,]+)*?)\s+in\s+the\s+new\b|\bwith\s+(?P<cmd2>[a-z][\w./-]*)\s+in\s+(?:it|the\s+new)", text, re.I)
        run = cmd.group("cmd") or cmd.group("cmd2") if cmd else None
        return f"tmux split-window {side}" + (f" {_quote_cmd(run)}" if run else "")
    if re.search(r"\b(?:even\s+grid|tiled|tile)\b", text, re.I):
        return "tmux select-layout tiled"
    if re.search(r"\bscrollback|\bcapture\b|\bhistory\b.*\b(?:into|to)\b", text, re.I):
        out = _said(_INTO_FILE, text, "f")
        return f"tmux capture-pane -p -S -{target}" + (f" > {out}" if out else "") if session or out else None
    if re.search(r"\bmouse\b", text, re.I):
        off = re.search(r"\b(?:off|disable)\b", text, re.I)
        return f"tmux set -g mouse {'off' if off else 'on'}"
    if re.search(r"\b(?:number|numbering|index)\b.*\bfrom\s+1\b|\bstart\w*\s+at\s+1\b|\bbase[\s-]index\b", text, re.I):
        return "tmux set -g base-index 1"
    if re.search(r"\breload\b|\bsource\b", text, re.I) and re.search(r"\.tmux\.conf|\bconfig\b", text, re.I):
        conf = re.search(r"[\w~/.-]*\.tmux\.conf\b", text)
        return f"tmux source-file {conf.group() if conf else '~/.tmux.conf'}"
    if re.search(r"\bevery\s+pane\b.*\bsame\s+time\b|\bsynchroni[sz]e", text, re.I):
        return "tmux setw synchronize-panes on"
    if re.search(r"\blog\b.*\bpane\b|\bpipe[\s-]pane\b", text, re.I):
        out = _said(_INTO_FILE, text, "f")
        return f"tmux pipe-pane -o 'cat >> {out}'" if out else None
    if re.search(r"\blist\b.*\bwindows\b|\bwindows\s+(?:in|of)\b", text, re.I):
        return f"tmux list-windows{target}"
    if re.search(r"\b(?:list|show)\b.*\bpanes?\b", text, re.I):
        return "tmux list-panes -a" if re.search(r"\b(?:all|every)\b", text, re.I) else "tmux list-panes"
    if re.search(r"\bkey\s*bindings\b|\bkeybindings\b|\blist[\s-]keys\b", text, re.I):
        return "tmux list-keys"
    if re.search(r"\bzoom\b", text, re.I):
        return "tmux resize-pane -Z"
    width = re.search(r"\b(?P<n>\d+)\s+(?:columns|cols)\s+wide\b|\bwidth\s+(?:of\s+|to\s+)?(?P<n2>\d+)\b", text, re.I)
    if width and re.search(r"\bpane\b", text, re.I):
        return f"tmux resize-pane -x {width.group('n') or width.group('n2')}"
    if re.search(r"\bbreak\b.*\bpane\b", text, re.I):
        return "tmux break-pane"
    if re.search(r"\bswap\b.*\bpane\b", text, re.I):
        return "tmux swap-pane -U" if re.search(r"\bprevious\b|\bup\b", text, re.I) else "tmux swap-pane -D"
    if re.search(r"\bpaste\s+buffer\b", text, re.I):
        out = _said(_INTO_FILE, text, "f")
        return f"tmux save-buffer {out}" if out else "tmux show-buffer"
    if re.search(r"\bwhich\s+(?:tmux\s+)?session\s+am\s+i\b|\bcurrent\s+session'?s?\s+name\b|\bname\s+of\s+(?:the\s+|this\s+)?current\s+session\b", text, re.I):
        return "tmux display-message -p '#S'"
    if re.search(r"\bjump\b|\bswitch\b", text, re.I) and session:
        return f"tmux switch-client -t {session}"
    if re.search(r"\bis\s+there\b|\bdoes\b.*\bexist|\byes\s+or\s+no\b", text, re.I) and session:
        return f"tmux has-session -t {session} 2>/dev/null && echo yes || echo no"
    if re.search(r"\bnew\s+(?:tmux\s+)?window\b|\bopen\s+a\s+(?:new\s+)?window\b|\bwindow\s+(?:named|called)\b", text, re.I):
        name = re.search(r"\bwindow\s+(?:named|called)\s+(?P<n>[\w.-]+)|\bnamed\s+(?P<n2>[\w.-]+)", text, re.I)
        cmd = _command_said(text)
        here = " -c '#{pane_current_path}'" if re.search(r"\bsame\s+(?:directory|dir|folder)\b", text, re.I) else ""
        return "tmux new-window" + here + (f" -n {name.group('n') or name.group('n2')}" if name else "") + (f" {_quote_cmd(cmd)}" if cmd else "")
    if re.search(r"\bdetach\b", text, re.I) and not re.search(r"\bnew\b|\bstart\b|\bcreate\b|\bdetached\b|\battach\b", text, re.I):
        return "tmux detach"
    if re.search(r"\b(?:re)?attach|\bget\s+back\s+(?:in)?to\b|\bresume\b|\breconnect\b|\bgo\s+back\s+to\b", text, re.I) and session:
        others = " -d" if re.search(r"\bdetach\w*\s+(?:any\s+)?other|\bkick\w*\s+(?:the\s+)?other", text, re.I) else ""
        return f"tmux attach{others} -t {session}"
    if re.search(r"\b(?:list|show|what|which)\b.*\bsessions\b|\bsessions\b.*\b(?:running|open|have|got)\b", text, re.I):
        return "tmux ls"
    if re.search(r"\b(?:new|start|fire\s+up|create|open|launch|make|spin\s+up)\b", text, re.I) and session:
        options = []
        if re.search(r"\bdetached\b|\bin\s+the\s+background\b|\bwithout\s+attaching\b", text, re.I):
            options.append("-d")
        options.append(f"-s {session}")
        first = re.search(r"\bfirst\s+window\s+(?:is\s+)?(?:called|named)\s+(?P<n>[\w.-]+)", text, re.I)
        if first:
            options.append(f"-n {first.group('n')}")
        inside = re.search(r"\b(?:inside|in)\s+(?P<dir>~/[\w./-]*|/[\w./-]+|\./[\w./-]*)", text, re.I)
        if inside:
            options.append(f"-c {inside.group('dir')}")
        cmd = _command_said(text)
        written = re.search(r"^\s*(?:please\s+)?(?:start|run|launch)\s+(?P<c>.+?)\s+(?:inside|in)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:detached\s+)?tmux\s+session\b", text, re.I)
        if written:
            cmd = written.group("c")
        command = "tmux new " + " ".join(options) + (f" {_quote_cmd(cmd)}" if cmd else "")
        if remote and not re.search(r"\bssh\s+(?:in)?to\b", text, re.I):
            return f"ssh {remote.group('host')} '{command}'" if "'" not in command else None
        return command
    return None


def screen_task(m: re.Match) -> str | None:
    """GNU screen's everyday commands, composed from the request."""
    text = m.string
    session = _session(text)
    if session is None:
        said = re.search(r"\b(?P<n>[\w.-]+)\s+is\s+(?:attached|detached)\b", text, re.I)
        session = said.group("n") if said and said.group("n").lower() not in _NOT_NAMES | {"screen"} else None
    serial = re.search(r"(?P<dev>/dev/tty\w+)(?:\s+at)?\s+(?P<baud>\d{4,7})\b|(?P<baud2>\d{4,7})\s+baud\b.*?(?P<dev2>/dev/tty\w+)|(?P<dev3>/dev/tty\w+).*?\b(?P<baud3>\d{4,7})\s*baud", text, re.I)
    if serial:
        dev = serial.group("dev") or serial.group("dev2") or serial.group("dev3")
        baud = serial.group("baud") or serial.group("baud2") or serial.group("baud3")
        return f"screen {dev} {baud}"
    if re.search(r"\bdead\b|\bwipe\b|\bclean\s+up\b", text, re.I):
        return "screen -wipe"
    if re.search(r"\b(?:list|show|which|what)\b.*\bsessions\b|^\s*screen\s+sessions\s*\??$", text, re.I) and not session:
        return "screen -ls"
    if session is None:
        return None
    if re.search(r"\brename\b", text, re.I):
        new = re.search(r"\bto\s+(?P<new>[\w.-]+)\s*$", text, re.I)
        return f"screen -S {session} -X sessionname {new.group('new')}" if new else None
    if re.search(r"\b(?:type|send|stuff)\b", text, re.I):
        keys = _quoted(text)
        if keys is None:
            plain = re.search(r"\b(?:type|send)\s+(?P<k>.+?)\s+(?:followed\s+by|and|plus)\s+(?:an?\s+)?enter\b", text, re.I)
            keys = plain.group("k") if plain else None
        if keys is None:
            return None
        return f"screen -S {session} -X stuff '{keys}\\n'"
    if re.search(r"\bhardcopy\b|\bsave\s+what'?s\s+on\b|\bwhat'?s\s+on\s+screen\b", text, re.I):
        out = re.search(r"\b(?:in)?to\s+(?P<f>[\w~/.-]+)", text, re.I)
        window = re.search(r"\bwindow\s+(?P<w>\d+)", text, re.I)
        return f"screen -S {session} -p {window.group('w') if window else 0} -X hardcopy {out.group('f')}" if out else None
    if re.search(r"\badd\s+a\s+window\b|\bnew\s+window\b", text, re.I):
        cmd = _command_said(text)
        return f"screen -S {session} -X screen {cmd}" if cmd else None
    if re.search(r"\b(?:kill|terminate|quit|end|close|stop)\b", text, re.I):
        return f"screen -S {session} -X quit"
    if re.search(r"\battached\s+(?:somewhere\s+)?else|\belsewhere\b.*\battach|\bdetach\s+it\s+there\b", text, re.I):
        return f"screen -d -r {session}"
    if re.search(r"\bjoin\b|\balongside\b|\bshare\b|\bwithout\s+kicking\b|\bmulti", text, re.I):
        return f"screen -x {session}"
    if re.search(r"\bdetach\b", text, re.I) and not re.search(r"\bdetached\b", text, re.I):
        return f"screen -d {session}"
    if re.search(r"\b(?:re)?attach|\bget\s+back\s+(?:in)?to\b|\bresume\b|\bgo\s+back\s+to\b|\breconnect\b", text, re.I):
        return f"screen -r {session}"
    if re.search(r"\b(?:new|start|launch|open|create|run)\b", text, re.I):
        options = []
        log = re.search(r"\blog\w*\b.*?\b(?:written\s+to|to|into)\s+(?P<f>[\w~/.-]+\.\w+)", text, re.I)
        if log:
            options += ["-L", f"-Logfile {log.group('f')}"]
        lines = re.search(r"\b(?P<n>\d+)\s+lines\s+of\s+scrollback\b", text, re.I)
        if lines:
            options.append(f"-h {lines.group('n')}")
        cmd = _command_said(text) or _said(r"\b(?:launch|run|start)\s+(?P<c>\./[\w./-]+(?:\s+[^\s,]+)*?)\s+in\b", text, "c")
        if re.search(r"\bdetached\b|\bin\s+the\s+background\b", text, re.I) and cmd:
            return f"screen -dmS {session} {cmd}"
        return " ".join(["screen"] + options + [f"-S {session}"] + ([cmd] if cmd else []))
    return None


def _job(text: str) -> str | None:
    m = re.search(r"\bjob\s+(?:number\s+)?%?(?P<n>\d+)\b|(?<![\w%])%(?P<n2>\d+)\b", text, re.I)
    return (m.group("n") or m.group("n2")) if m else None


def jobs_task(m: re.Match) -> str | None:
    """The shell's job control: jobs listed (PIDs, stopped, running, counted), brought to the foreground, resumed in
    the background, killed, stopped, disowned, waited for."""
    text = m.string
    if re.search(r"\b(?:cron|systemd|docker|kubectl|slurm|sbatch|squeue|printers?|print\s+(?:jobs?|queue)|lp|at\s+jobs?|parallel\s+jobs?|jobs?\s+(?:queue|scheduler|failed))\b|"
                 r"\bjobs\.\w+|/jobs\b|https?://|\bin\s+jobs\b|\bjobs\s+in\s+(?!this\b)", text, re.I):
        return None
    if re.search(r"\b(?:start|run|launch)\s+(?:\./|~/|/)", text, re.I) and not re.search(r"\bjob\s+%?\d", text, re.I):
        return None   # a command written out, started now: kept_running's
    job = _job(text)
    spec = f"%{job}" if job else None
    named = re.search(r"\b(?:the\s+)?(?:suspended|stopped|paused|background(?:ed)?)\s+(?P<p>[a-z][\w-]*)\b(?!\s+jobs?)", text, re.I)
    if named and named.group("p").lower() not in ("job", "jobs", "process", "one", "thing", "task", "command", "and", "or", "in", "then", "so", "with"):
        spec = spec or f"%{named.group('p')}"
    has = re.search(r"\b(?:whose\s+command\s+(?:has|contains)|with)\s+(?P<w>[\w.-]+)\s+in\s+it\b", text, re.I)
    if has:
        spec = f"%?{has.group('w')}"
    if re.search(r"\bforeground\b|\bfg\b", text, re.I):
        if spec:
            return f"fg {spec}"
        return "fg" if re.search(r"\b(?:most\s+recent|last|latest|current)\b", text, re.I) else None
    if re.search(r"\bsurvive\b|\blog(?:ging)?\s+out\b|\bdetach\s+(?:job\s+%?\d+|it)\s+from\s+the\s+shell\b|\bclos(?:e|ing)\s+the\s+terminal\b|\bafter\s+(?:i\s+)?log\w*\s+out\b|\bsighup\b|\bhangups?\b|\bdisown\b|\bdetach\s+it\s+from\s+the\s+shell\b", text, re.I):
        if re.search(r"\bctrl[\s-]*z\b", text, re.I):
            return "bg && disown"
        if re.search(r"\bsighup\b|\bkeep\b.*\bjobs?\s+list\b", text, re.I) and spec:
            return f"disown -h {spec}"
        if re.search(r"\ball\b", text, re.I) and re.search(r"\bjobs\b", text, re.I):
            return "disown -a"
        if spec:
            return f"disown {spec}"
        return None
    if re.search(r"\bwait\b|\bblock\s+until\b|\bonce\b.*\bfinish|\bwhen\b.*\b(?:is\s+)?(?:done|finish\w*)\b", text, re.I):
        after = _then(text) or ""
        if re.search(r"\bbell\b|\bbeep\b", text, re.I):
            after = "printf '\\a'"
        pids = re.findall(r"\b(\d{3,7})\b", text)
        if re.search(r"\bwhichever\b|\bfirst\s+one\b|\bany\s+(?:one\s+)?of\b", text, re.I):
            return "wait -n" + (f"; {after}" if after else "")
        if spec:
            return f"wait {spec}" + (f"; {after}" if after else "")
        if pids and re.search(r"\bchildren\b|\bpids?\b|\bprocess(?:es)?\b", text, re.I) and not re.search(r"\btail\b", text, re.I):
            return f"wait {' '.join(pids)}" + (f"; {after}" if after else "")
        if re.search(r"\ball\b.*\bjobs\b|\bbackground\s+jobs\b", text, re.I):
            return "wait" + (f" && {after}" if after else "")
        return None
    if re.search(r"\bpid\s+of\s+the\s+last\b|\blast\s+(?:thing|job|process)\s+i\s+(?:put\s+in\s+the\s+)?background", text, re.I):
        return "echo $!"
    if re.search(r"\bkill\b|\bterminate\b|\bforce\b", text, re.I):
        if re.search(r"\ball\b.*\bjobs\b", text, re.I):
            return "kill $(jobs -p)"
        if not spec:
            return None
        force = "-9 " if re.search(r"\bforce\b|\bignores?\s+sigterm\b|\b-9\b|\bsigkill\b|\bhard\b", text, re.I) else ""
        return f"kill {force}{spec}"
    if re.search(r"\bpause\b|\bsuspend\b|\bfreeze\b|\bstop\b(?!ped)", text, re.I) and spec:
        return f"kill -STOP {spec}"
    if re.search(r"\bresume\b|\bcontinue\b|\bbackground\b|\bbg\b", text, re.I) and spec:
        return f"bg {spec}"
    if re.search(r"\bjobs\b", text, re.I):
        if not re.search(r"\b(?:my|background|shell'?s?|stopped|running|suspended|paused)\s+jobs\b|\bjobs\s+(?:do\s+i|have\s+i|are\s+(?:running|stopped)|in\s+this\s+shell|list)\b|\bof\s+my\s+jobs\b|\bthe\s+jobs\s+that\s+are\b", text, re.I):
            return None   # somebody else's jobs: a log's, a queue's, a file's
        if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
            return "jobs -p | wc -l"
        if re.search(r"\bonly\s+the\s+pids\b|\bjust\s+the\s+pids\b|\bpids\s+only\b|\bnothing\s+else\b", text, re.I):
            return "jobs -p"
        if re.search(r"\bstopped\b|\bsuspended\b|\bpaused\b", text, re.I):
            return "jobs -s"
        if re.search(r"\brunning\b", text, re.I) and re.search(r"\bonly\b|\bactually\b|\bjust\b", text, re.I):
            return "jobs -r"
        if re.search(r"\bpids?\b", text, re.I):
            return "jobs -l"
        if re.search(r"\b(?:list|show|what|which)\b", text, re.I):
            return "jobs"
    return None


def kept_running(m: re.Match) -> str | None:
    """A command kept running after logout or detached from the terminal: ``nohup``'s output thrown away or logged
    with its PID printed, ``CMD & disown``, ``setsid``, its PID written to a file."""
    text = m.string
    cmd = re.search(r"\b(?:nohup|start|run|launch)\s+(?P<cmd>(?:\./|~/|/)?[a-z][\w./-]*(?:\s+(?!in\b|into\b|and\b|with\b|completely\b|detached\b)[^\s,]+)*)", text, re.I)
    if cmd is None:
        return None
    command = cmd.group("cmd")
    if command.split()[0].lower() in ("it", "the", "a", "my", "this", "nohup"):
        return None
    if re.search(r"\bown\s+session\b|\bsetsid\b|\bcompletely\s+detached\b", text, re.I):
        log = re.search(r"\boutput\s+(?:to|into)\s+(?P<f>[\w~/.-]+\.\w+)", text, re.I)
        out = f" > {log.group('f')} 2>&1" if log else " > /dev/null 2>&1"
        return f"setsid {command}{out} < /dev/null &"
    if re.search(r"\bdisown\b", text, re.I) and re.search(r"\bbackground\b", text, re.I):
        return f"{command} & disown"
    pidfile = re.search(r"\b(?:write|save|put|store)\s+its\s+pid\s+(?:to|in|into)\s+(?P<f>[\w~/.-]+)", text, re.I)
    if pidfile and re.search(r"\bbackground\b", text, re.I):
        return f"{command} & echo $! > {pidfile.group('f')}"
    if not re.search(r"\bnohup\b", text, re.I):
        return None
    if re.search(r"\bdon'?t\s+care\s+about\s+(?:its\s+)?output\b|\bdiscard\s+(?:the\s+|its\s+)?output\b|\bno\s+output\b|\bthrow\s+away\b", text, re.I):
        return f"nohup {command} > /dev/null 2>&1 &"
    log = re.search(r"\b(?:in)?to\s+(?P<f>[\w~/.-]+\.(?:log|out|txt))\b", text, re.I)
    pid = re.search(r"\b(?:print|show|echo|tell\s+me)\s+(?:its|the)\s+pid\b", text, re.I)
    if log and pid:
        return f"nohup {command} > {log.group('f')} 2>&1 & echo $!"
    return None


def recorded(m: re.Match) -> str | None:
    """A terminal session recorded or replayed: ``script`` (appended, a command, timing, quiet, flushed),
    ``scriptreplay`` (faster), ``asciinema`` (rec with a command, idle limit, title, append/overwrite; play at a
    speed; upload; cat)."""
    text = m.string
    files = re.findall(r"(?<![\w/])[~./\w][\w./~-]*\.(?:cast|log|tm|timing|typescript|txt|out)\b", text)
    if re.search(r"\basciinema\b|\.cast\b", text, re.I):
        cast = next((f for f in files if f.endswith(".cast")), None)
        if cast is None:
            return None
        if re.search(r"\bupload\b|\bshare\b|\bpublish\b", text, re.I):
            return f"asciinema upload {cast}"
        if re.search(r"\braw\b|\bcat\b|\bterminal\s+output\b", text, re.I):
            out = next((f for f in files if f != cast), None)
            return f"asciinema cat {cast}" + (f" > {out}" if out else "")
        if re.search(r"\bplay\b|\breplay\b|\bwatch\b", text, re.I):
            speed = re.search(r"\b(?P<n>\d+(?:\.\d+)?)\s*x\s+speed\b|\b(?P<n2>\d+)\s+times\s+(?:as\s+)?fast|\btwice\s+as\s+fast\b", text, re.I)
            n = (speed.group("n") or speed.group("n2") or "2") if speed else None
            return f"asciinema play {'-s ' + n + ' ' if n else ''}{cast}"
        options = []
        cmd = re.search(r"\brecord\s+(?:just\s+|only\s+)?(?P<c>[a-z][\w-]*)\s+with\s+asciinema\b", text, re.I)
        if cmd:
            options.append(f"-c {cmd.group('c')}")
        idle = re.search(r"\bidle\b.*?\b(?P<n>\d+(?:\.\d+)?)\s*(?:s|sec|secs|seconds?)\b", text, re.I)
        if idle:
            options.append(f"-i {idle.group('n')}")
        title = re.search(r"\btitle\s+(?:'(?P<q>[^']+)'|\"(?P<dq>[^\"]+)\"|(?P<w>.+?))\s*$", text, re.I)
        if title:
            options.append(f"-t {_shell_word(title.group('q') or title.group('dq') or title.group('w'))}")
        if re.search(r"\bappend\b|\bonto\s+the\s+end\b|\bkeep\s+recording\b", text, re.I):
            options.append("--append")
        if re.search(r"\boverwrite\b|\bfrom\s+scratch\b", text, re.I):
            options.append("--overwrite")
        return " ".join(["asciinema rec"] + options + [cast])
    timing = next((f for f in files if f.endswith((".tm", ".timing"))), None) or (
        _said(r"\btiming\s+(?:file\s+)?(?:in\s+)?(?P<t>[\w~/.-]+)", text, "t"))
    logs = [f for f in files if f != timing]
    if re.search(r"^\s*(?:please\s+)?(?:replay|play\s+back|play)\b", text, re.I) and timing and logs:
        faster = re.search(r"\btwice\s+as\s+fast\b|\b(?P<n>\d+)\s*(?:x|times)\s+(?:as\s+)?(?:fast|speed)\b", text, re.I)
        divisor = f"-d {faster.group('n') or 2} " if faster else ""
        return f"scriptreplay {divisor}--timing={timing} {logs[0]}"
    if not re.search(r"\bscript\b|\brecord\b|\bterminal\s+session\b|\blog(?:ging)?\s+(?:my|the|this)\s+(?:terminal|session)\b|\bexactly\s+as\s+the\s+terminal\b", text, re.I) or not logs:
        return None
    options = []
    if re.search(r"\bappend\b|\binstead\s+of\s+overwriting\b", text, re.I):
        options.append("-a")
    if re.search(r"\bno\s+(?:start/stop\s+)?banners?\b|\bquiet(?:ly)?\b", text, re.I):
        options.append("-q")
    if re.search(r"\bflush\b|\btail\s+it\b", text, re.I):
        options.append("-f")
    if timing:
        options.append(f"--timing={timing}")
    cmd = re.search(r"\b(?:run|capture\s+the\s+output\s+of)\s+(?P<c>(?:\./)?[\w.-]+(?:\s+(?!under\b|exactly\b|into\b)[^\s,]+)*)", text, re.I)
    if cmd and cmd.group("c").lower() not in ("it", "script"):
        c = cmd.group("c")
        options.append(f"-c {_shell_word(c)}")
    return " ".join(["script"] + options + [logs[-1]])


def _then(text: str) -> str | None:
    """What a request runs after something ends, said last: "then run ./report.sh", "then print all done" (``echo``),
    "and ssh in", "then sudo apt upgrade"; or None."""
    m = re.search(r"\b(?:then|run|and)\s+(?P<cmd>(?:\./|~/|/)[\w./-]+(?:\s+[^\s,]+)*|print\s+.+|echo\s+.+|ssh\s+in|sudo\s+[\w-]+(?:\s+[\w-]+)*)\s*$", text, re.I)
    if m is None:
        return None
    cmd = m.group("cmd")
    printed = re.match(r"print\s+(?P<w>.+)$", cmd, re.I)
    return f"echo {_shell_word(printed.group('w'))}" if printed else cmd


def waited(m: re.Match) -> str | None:
    """A command run when something ends or appears: a PID gone (``tail --pid``), a file made, a host answering
    ping, a port accepting connections, a process no longer running; or the wait itself limited."""
    text = m.string
    pid = re.search(r"\b(?:pid|process)\s+(?:id\s+)?(?P<pid>\d{2,7})\b|\(pid\s+(?P<pid2>\d+)\)", text, re.I)
    then = _then(text)
    every = re.search(r"\bevery\s+(?P<n>\d+)\s*(?:s|sec|secs|seconds?)\b", text, re.I)
    step = every.group("n") if every else "1"
    children = re.search(r"\b(?:children|child\s+processes|pids?|processes)\s+(?P<pids>\d+(?:\s*(?:,|and)\s*\d+)+)", text, re.I)
    if children:
        return "wait " + " ".join(re.findall(r"\d+", children.group("pids")))
    if pid:
        p = pid.group("pid") or pid.group("pid2")
        limit = re.search(r"\bat\s+most\s+(?P<n>\d+)\s*(?:s|sec|secs|seconds?)\b", text, re.I)
        if limit:
            return f"timeout {limit.group('n')} tail --pid={p} -f /dev/null"
        if re.search(r"\bnotif\w*|\bpop\s*-?up\b|\balert\b", text, re.I):
            saying = re.search(r"\bsaying\s+(?:'(?P<q>[^']+)'|\"(?P<dq>[^\"]+)\"|(?P<w>[\w .!-]+?))\s*$", text, re.I)
            message = (saying.group("q") or saying.group("dq") or saying.group("w")) if saying else f"Process {p} finished"
            return f"tail --pid={p} -f /dev/null && notify-send {_shell_word(message)}"
        if then:
            return f"tail --pid={p} -f /dev/null && {then}"
        return None
    appears = re.search(r"\b(?:till|until|for)\s+(?P<f>[~.]{0,2}/[\w./-]+|[\w.-]+\.\w+)\s+(?:shows\s+up|appears|exists|is\s+created)\b", text, re.I)
    if appears and then:
        return f"until [ -e {appears.group('f')} ]; do sleep {step}; done; {then}"
    host = re.search(r"\b(?:pinging|ping)\s+(?P<h>[\w.-]+)\b.*\buntil\s+it\s+(?:answers|responds|is\s+up|comes\s+back)\b", text, re.I)
    if host and then:
        cmd = f"ssh {host.group('h')}" if then.lower() == "ssh in" else then
        return f"until ping -c 1 -W 1 {host.group('h')} > /dev/null 2>&1; do sleep {step}; done; {cmd}"
    pg = re.search(r"\bpostgres\w*\s+on\s+(?P<h>[\w.-]+):(?P<p>\d+)\s+to\s+accept", text, re.I)
    if pg and then:
        return f"until pg_isready -h {pg.group('h')} -p {pg.group('p')}; do sleep 1; done; {then}"
    gone = re.search(r"\bonce\s+(?P<p>[\w.-]+)\s+is\s+no\s+longer\s+running\b|\bwhen\s+(?P<p2>[\w.-]+)\s+(?:is\s+done|finishes|stops\s+running|exits)\b", text, re.I)
    power_off = re.search(r"\bpower\s+(?:the\s+\w+\s+)?off\b|\bshut\s*down\b", text, re.I)
    if gone and (then or power_off):
        name = gone.group("p") or gone.group("p2")
        action = "sudo shutdown -h now" if power_off else then
        return f"while pgrep -x {name} > /dev/null; do sleep {step}; done; {action}"
    container = re.search(r"\b(?:block|wait)\s+until\s+(?:the\s+)?docker\s+container\s+(?P<c>[\w.-]+)\s+(?:stops|exits)\b", text, re.I)
    if container:
        return f"docker wait {container.group('c')}"
    return None


ROWS = (
    # "fire up a new tmux session called backend", "split my tmux window so I get a second pane to the right"
    (re.compile(r"\btmux\b", re.I), tmux_task),
    # "launch ./start-server.sh in a detached screen session called mc", "list screen sessions"
    (re.compile(r"^\s*screen\b|\bscreen\s+(?:sessions?|-\w)\b|\b(?:in|using|with|under)\s+(?:a\s+)?(?:detached\s+)?screen\b|\bscreen\s+session|\bscreen\s+/dev/|"
                r"\b(?:new|start|list)\s+screen\b", re.I), screen_task),
    # "record this terminal session to ~/sessions/today.log", "asciinema: record into demo.cast", "replay demo.log"
    (re.compile(r"\basciinema\b|\.cast\b|\bscriptreplay\b|\bscript\s+(?:-\w|to\b|with\b|but\b)|\b(?:with|under|using|in)\s+script\b|\brecord\b.*\bterminal\b|\bterminal\s+session\b|\bplay\s+back\b.*\btiming\b|"
                r"\breplay\b.*\btiming\b|\bexactly\s+as\s+the\s+terminal\s+shows\b", re.I), recorded),
    # "when process 4821 exits, run ./next-step.sh", "wait till /tmp/export.done shows up … then print ready"
    (re.compile(r"\b(?:when|once|after|until|till|wait)\b.*\b(?:pid|process|exits?|exit\b|finish\w*|shows\s+up|appears|answers|accept|no\s+longer\s+running|stops)\b", re.I), waited),
    # "bring job 2 to the foreground", "disown all my background jobs", "which of my jobs are stopped?"
    (re.compile(r"\bjobs?\b|(?<![\w%])%\d\b|\bfg\b|\bbg\b|\bforeground\b|\bdisown\b|\bbackgrounded\b|\bsuspended\s+\w+\b", re.I), jobs_task),
    # "nohup ./poller.sh in the bg, I don't care about its output", "start ./server in the background and write its PID to server.pid"
    (re.compile(r"\bnohup\b|\bdisown\b|\bsetsid\b|\bown\s+session\b|\bcompletely\s+detached\b|\bits\s+pid\b", re.I), kept_running),
)
