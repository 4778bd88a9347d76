"""Drive real interactive zsh and bash sessions through tmux, for the widget tests.

Each ``TmuxShell`` runs one shell in its own tmux server (private socket), with HOME,
ZDOTDIR and SERVAL_HOME pointing into a temp folder, so tests never touch a real home and
never see each other. Keys go in with ``send-keys``; the screen comes back with
``capture-pane``; every wait is a bounded poll, so a broken widget fails a test, not hangs it.

Also here: ``RunningDaemon``, a real ``serval-daemon`` started on a given model under its own
SERVAL_HOME (used as a module-scoped fixture by the shell test files), and a reader for the
feedback SQLite file.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sqlite3
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
HOOKS = REPO / "shell_hooks"
BIN_DIR = Path(sys.executable).parent  # the venv's bin: serval, serval-daemon
SERVAL = BIN_DIR / "serval"
SERVAL_DAEMON = BIN_DIR / "serval-daemon"


class ShellTimeout(AssertionError):
    """A screen condition did not show up in time; carries the last screen for the report."""


@dataclass
class ShellConfig:
    shell: str                          # "zsh" or "bash"
    root: Path                          # temp folder: home/, cwd work/, tmux socket
    serval_home: Path                   # SERVAL_HOME given to the shell (daemon's home)
    env: dict[str, str] = field(default_factory=dict)  # extra environment variables
    prompt: str = "$ "                  # PS1 (single-quoted in the shell, so escapes are literal)
    source_hook: bool = True            # source shell_hooks/serval.<shell> at start
    argv: list[str] | None = None       # the shell command; default `zsh -f -i` / `bash --norc --noprofile -i`
    width: int = 400                    # terminal columns: wide, so model output never wraps
    sandbox: bool = True                # run the shell in bubblewrap: / read-only, no network
    height: int = 40                    # terminal rows


class TmuxShell:
    """One interactive shell in a private tmux server."""

    def __init__(self, cfg: ShellConfig):
        self.cfg = cfg
        self.home = cfg.root / "home"
        self.cwd = cfg.root / "work"
        self.home.mkdir(parents=True, exist_ok=True)
        self.cwd.mkdir(parents=True, exist_ok=True)
        # A short socket path: AF_UNIX paths are limited to ~100 bytes.
        self.socket = Path("/tmp") / f"serval-tmux-{uuid.uuid4().hex[:10]}"
        self._started = False

    # -- lifecycle -------------------------------------------------------------------------
    def environment(self) -> dict[str, str]:
        env = {
            "PATH": f"{BIN_DIR}:/usr/local/bin:/usr/bin:/bin",
            "HOME": str(self.home),
            "ZDOTDIR": str(self.home),
            "SERVAL_HOME": str(self.cfg.serval_home),
            "SERVAL_BIN": str(SERVAL),
            "SERVAL_NO_AUTOSTART": "1",
            "TERM": "screen",
            "LANG": "C.UTF-8",
            "HISTFILE": str(self.home / ".history"),
        }
        env.update(self.cfg.env)
        return env

    def start(self) -> "TmuxShell":
        shell = self.cfg.shell
        argv = self.cfg.argv or (["zsh", "-f", "-i"] if shell == "zsh"
                                 else ["bash", "--norc", "--noprofile", "-i"])
        env = self.environment()
        env_args = [f"{k}={v}" for k, v in env.items()]
        cmd = shlex.join(["env", "-i", *env_args, *self.sandbox_prefix(env), *argv])
        self._tmux("-f", "/dev/null", "new-session", "-d", "-x", str(self.cfg.width),
                   "-y", str(self.cfg.height), "-c", str(self.cwd), cmd)
        self._tmux("set-option", "-g", "escape-time", "0")
        self._started = True
        setup = f"PS1={ansi_c_quote(self.cfg.prompt)}"
        if shell == "bash":
            setup += "; PROMPT_COMMAND="  # no inherited prompt hooks
        if self.cfg.source_hook:
            setup += f"; source {shlex.quote(str(HOOKS / ('serval.' + shell)))}"
        self.type(setup + "; clear")
        self.press("Enter")
        self.wait_prompt()
        return self

    def sandbox_prefix(self, env: dict[str, str]) -> list[str]:
        """bubblewrap arguments: the model's suggestions run with / read-only and no network.

        Writable: the test's folder (home, cwd) and the daemon's SERVAL_HOME (its socket).
        Without bubblewrap the shell runs as is; the tests then run only harmless commands.
        """
        if not self.cfg.sandbox or not shutil.which("bwrap"):
            return []
        self.cfg.serval_home.mkdir(parents=True, exist_ok=True)
        writable = {str(self.cfg.root), str(self.cfg.serval_home)}
        writable.update(env[k] for k in ("HOME", "ZDOTDIR") if k in env)
        args = ["bwrap", "--ro-bind", "/", "/", "--dev-bind", "/dev", "/dev", "--proc", "/proc",
                "--tmpfs", "/tmp", "--unshare-net", "--die-with-parent"]
        # a checkout or venv under /tmp would be hidden by the tmpfs: shown again, read-only
        for path in sorted({str(REPO), sys.prefix}):
            if path.startswith("/tmp/"):
                args += ["--ro-bind", path, path]
        for path in sorted(writable):
            args += ["--bind", path, path]
        return args + ["--chdir", str(self.cwd)]

    def close(self) -> None:
        if self._started:
            subprocess.run(["tmux", "-S", str(self.socket), "kill-server"],
                           capture_output=True, timeout=10)
            self._started = False
        self.socket.unlink(missing_ok=True)

    def __enter__(self) -> "TmuxShell":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    # -- keys and screen -------------------------------------------------------------------
    def _tmux(self, *args: str) -> str:
        proc = subprocess.run(["tmux", "-S", str(self.socket), *args],
                              capture_output=True, text=True, timeout=10)
        if proc.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)} failed: {proc.stderr.strip()}")
        return proc.stdout

    def type(self, text: str) -> None:
        """Send literal text (no key names)."""
        self._tmux("send-keys", "-l", "--", text)

    def press(self, *keys: str) -> None:
        """Send tmux key names: Enter, C-g, C-r, C-c, C-_, BSpace, Escape..."""
        self._tmux("send-keys", *keys)

    def screen(self) -> list[str]:
        return [line.rstrip() for line in self._tmux("capture-pane", "-p").split("\n")]

    def cursor(self) -> tuple[int, int]:
        x, y = self._tmux("display-message", "-p", "#{cursor_x} #{cursor_y}").split()
        return int(x), int(y)

    def current_line(self) -> str:
        """The screen row holding the cursor: the prompt and the line being edited."""
        _, y = self.cursor()
        rows = self.screen()
        return rows[y] if y < len(rows) else ""

    def text(self) -> str:
        return "\n".join(self.screen()).rstrip()

    def wait_for(self, predicate, what: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if predicate():
                return
            if time.monotonic() > deadline:
                raise ShellTimeout(f"timed out waiting for {what}; screen:\n{self.text()}")
            time.sleep(0.03)

    def wait_line(self, expected: str, timeout: float = 30.0) -> None:
        """Wait until the cursor row is exactly ``prompt + expected``."""
        want = (self.cfg.prompt.splitlines()[-1] if "\n" in self.cfg.prompt else self.cfg.prompt) + expected
        want = want.rstrip()
        self.wait_for(lambda: self.current_line() == want, f"line {want!r}", timeout)

    def wait_text(self, fragment: str, timeout: float = 30.0) -> None:
        self.wait_for(lambda: fragment in self.text(), f"text {fragment!r}", timeout)

    def wait_prompt(self, timeout: float = 30.0) -> None:
        """Wait for an empty prompt on the cursor row."""
        self.wait_line("", timeout)

    def run(self, command: str, timeout: float = 30.0) -> None:
        """Type a command, run it, wait for the next empty prompt."""
        self.type(command)
        self.press("Enter")
        self.wait_prompt(timeout)

    def clear(self) -> None:
        """Clear screen and scrollback so later waits see only new output."""
        self.run("clear")
        self._tmux("clear-history")


# -- the daemon -----------------------------------------------------------------------------
class RunningDaemon:
    """A real serval-daemon on ``model``, under ``home`` (its SERVAL_HOME)."""

    def __init__(self, home: Path, model: Path):
        self.home = home
        self.model = model

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["SERVAL_HOME"] = str(self.home)
        env["SERVAL_NO_AUTOSTART"] = "1"
        return env

    def start(self) -> "RunningDaemon":
        proc = subprocess.run([str(SERVAL_DAEMON), "start", "--model", str(self.model)],
                              env=self.env(), capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(f"serval-daemon start failed ({proc.returncode}): "
                               f"{proc.stdout}{proc.stderr}")
        return self

    def stop(self) -> None:
        subprocess.run([str(SERVAL_DAEMON), "stop"], env=self.env(),
                       capture_output=True, text=True, timeout=60)

    def translate(self, text: str, n: int = 5) -> list[str]:
        """The candidates the client gives for ``text`` (what the widget should show)."""
        env = self.env()
        env["SERVAL_TIMEOUT_MS"] = "20000"
        proc = subprocess.run([str(SERVAL), "_shell", "translate", "-n", str(n), "--", text],
                              env=env, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return [line.split("\t")[0] for line in proc.stdout.splitlines() if line]


def feedback_rows(serval_home: Path) -> list[dict]:
    """All rows of the feedback table, oldest first (empty if the file does not exist yet)."""
    db = serval_home / "data" / "feedback.sqlite3"
    if not db.exists():
        return []
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    try:
        con.row_factory = sqlite3.Row
        return [dict(r) for r in con.execute("SELECT * FROM feedback ORDER BY id")]
    except sqlite3.OperationalError:  # table not created yet
        return []
    finally:
        con.close()


def wait_feedback(serval_home: Path, count: int, timeout: float = 15.0) -> list[dict]:
    """Wait until at least ``count`` feedback rows exist (feedback is sent in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        rows = feedback_rows(serval_home)
        if len(rows) >= count or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


def rows_answer(rows, text: str) -> str | None:
    """The answer the phrasebook rows ``rows`` (one module's) give ``text``, or None where none of them answers: what a
    module says on its own, whatever the rows before it in the phrasebook would."""
    for pattern, made in rows:
        if (m := pattern.search(text)) and (said := made(m)) is not None:
            return said
    return None


def ansi_c_quote(text: str) -> str:
    """``$'...'`` quoting (zsh and bash), so a prompt with a newline is typed on one line."""
    return "$'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"


def have(*programs: str) -> bool:
    return all(shutil.which(p) for p in programs)


# -- a wedged daemon: listens on the socket, never answers ----------------------------------
class WedgedDaemon:
    """A real ZeroMQ ROUTER bound where the daemon's socket goes, that never replies.

    It is what a daemon stuck in a long computation looks like to the client: the connect
    succeeds and the reply never comes, so the client runs into SERVAL_TIMEOUT_MS.
    """

    def __init__(self, home: Path):
        self.home = home

    def __enter__(self) -> "WedgedDaemon":
        import zmq

        run = self.home / "run"
        run.mkdir(parents=True, exist_ok=True)
        os.chmod(run, 0o700)
        self._ctx = zmq.Context()
        self._sock = self._ctx.socket(zmq.ROUTER)
        self._sock.bind(f"ipc://{run / 'daemon.sock'}")
        return self

    def __exit__(self, *exc) -> None:
        self._sock.close(linger=0)
        self._ctx.term()


# -- choosing what to run ---------------------------------------------------------------------
# Generated commands are run in the tests, inside a temp dir. Only plain listing commands
# qualify: no shell metacharacters, no absolute or parent paths, no find actions.
HARMLESS_FIRST_WORDS = {"ls", "find", "du", "pwd", "echo"}
FIND_ACTIONS = {"-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0",
                "-fprintf", "-fls"}
REQUESTS = ("list all files", "list files in the current directory",
            "find all files in the current directory", "print the current directory",
            "find all files")


def is_harmless(command: str) -> bool:
    if any(ch in command for ch in "|;&<>`$(){}\\\n*?[]'\"!"):
        return False
    words = command.split()
    if not words or words[0] not in HARMLESS_FIRST_WORDS:
        return False
    if any(w.startswith(("/", "~", "..")) for w in words[1:]):
        return False
    return not (words[0] == "find" and FIND_ACTIONS.intersection(words))


@dataclass
class Request:
    text: str              # the request typed after "# "
    candidates: list[str]  # what the daemon answers, best first
    run_index: int         # 0-based index of the candidate to run in tests
    harmless: bool         # that candidate is a plain listing command (expect exit status 0)


# Utilities that read the terminal (stdin) or wait: never run by the shell tests.
READS_STDIN = {"cat", "sleep", "read", "less", "more", "vi", "vim", "nano", "top", "watch", "tail", "head",
               "sort", "grep", "wc", "xargs", "ssh", "tr", "cut", "uniq", "tac", "nl", "rev", "tee", "bc",
               "jq", "awk", "sed", "base64", "gzip", "gunzip", "zcat", "md5sum", "sha1sum", "sha256sum",
               "sha512sum", "python", "python3", "node", "perl", "ruby", "bash", "sh", "zsh", "dd", "nc",
               "cpio", "mail", "passwd", "su", "sudo", "ftp", "telnet", "mysql", "psql", "sqlite3"}
# Utilities that read no stdin even without arguments.
NO_STDIN = {"ls", "find", "du", "df", "pwd", "echo", "date", "whoami", "id", "uname", "hostname", "ps",
            "env", "printenv", "true", "false", "uptime", "free", "groups", "history", "jobs", "dirs"}


def is_runnable(command: str) -> bool:
    """Parses as one complete line (no quotes or brackets to leave open) and reads no stdin: a utility
    outside ``NO_STDIN`` must be given an operand (``md5sum`` alone would wait for the terminal)."""
    if any(ch in command for ch in "'\"\\`$(){}[]<|&;"):
        return False
    words = command.split()
    if not words or words[0] in READS_STDIN:
        return False
    return words[0] in NO_STDIN or any(not w.startswith("-") for w in words[1:])


def pick_request(daemon: RunningDaemon) -> Request:
    """A request (of a few plain ones) and which of its candidates the tests may run.

    Best: a harmless listing command. A tiny test model may suggest nonsense; then any
    candidate that is a complete line and reads no input is run (inside bubblewrap).
    """
    seen = {text: daemon.translate(text) for text in REQUESTS[:1]}
    for text in REQUESTS:
        cands = seen.get(text) or daemon.translate(text)
        seen[text] = cands
        for i, cand in enumerate(cands):
            if is_harmless(cand):
                return Request(text, cands, i, True)
    if not shutil.which("bwrap"):
        raise AssertionError(f"no harmless candidate and no bubblewrap to run others in: {seen}")
    for text, cands in seen.items():
        for i, cand in enumerate(cands):
            if is_runnable(cand):
                return Request(text, cands, i, False)
    raise AssertionError(f"the model gave no candidate the tests can run: {seen}")


# -- fixtures shared by the shell test files (imported there; session scope: one daemon) ------
@pytest.fixture(scope="session")
def shell_daemon(tmp_path_factory, tiny_model_path):
    """A real serval-daemon on the tiny test model, shared by the zsh and bash tests."""
    d = RunningDaemon(tmp_path_factory.mktemp("shell_daemon_home"), tiny_model_path).start()
    yield d
    d.stop()


@pytest.fixture(scope="session")
def shell_request(shell_daemon):
    return pick_request(shell_daemon)


@pytest.fixture
def daemon(shell_daemon):
    """Short name the shell tests use for the shared daemon."""
    return shell_daemon


@pytest.fixture
def request_(shell_request):
    """Short name the shell tests use for the shared request and its candidates."""
    return shell_request


class ShellFactory:
    """Starts shells of one kind in tmux for a test and kills them all at the end."""

    def __init__(self, shell: str, root: Path):
        self.shell, self.root = shell, root
        self.shells: list[TmuxShell] = []

    def __call__(self, serval_home, env=None, **kw) -> TmuxShell:
        root = self.root / f"sh{len(self.shells)}"
        # A tiny model on a busy 2-core machine can take over the 1.5 s default.
        kw["env"] = {"SERVAL_TIMEOUT_MS": "20000", **(env or {})}
        sh = TmuxShell(ShellConfig(self.shell, root, serval_home, **kw))
        self.shells.append(sh)
        return sh.start()

    def close_all(self) -> None:
        for sh in self.shells:
            sh.close()


def show_candidate(sh: TmuxShell, req, index: int) -> str:
    """Type the request, press Ctrl-G until candidate ``index`` (0-based) is on the line."""
    sh.type(f"# {req.text}")
    sh.press("C-g")
    sh.wait_line(req.candidates[0])
    for i in range(1, index + 1):
        sh.press("C-g")
        sh.wait_line(req.candidates[i])
    return req.candidates[index]


def run_in_folder(command: str, where: Path, check: bool = True) -> subprocess.CompletedProcess:
    """``command`` run by bash inside the folder ``where`` only: with bubblewrap (where it is installed) the rest of
    the machine is read-only and there is no network; the output comes back as text."""
    jail = ["bwrap", "--ro-bind", "/", "/", "--dev-bind", "/dev", "/dev", "--proc", "/proc", "--bind", str(where), str(where),
            "--unshare-net", "--die-with-parent", "--chdir", str(where)] if shutil.which("bwrap") else []
    return subprocess.run([*jail, "bash", "-c", command], cwd=where, check=check, timeout=20, capture_output=True, text=True)
