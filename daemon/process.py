"""Where the daemon lives on disk and how it is started, found, and stopped.

Why this is separate from the server: the client hot path needs the cheap parts
(probe the socket, read the pid file, spawn a detached daemon) without importing torch
or click. This module is standard library plus psutil (imported only where needed).

Single-instance rule: the running server holds an exclusive ``fcntl.flock`` on
``serval.paths.lock_path()`` for its whole life. The kernel drops the lock when the
process dies, even after ``kill -9``, so a leftover pid file or socket with nobody
holding the lock is stale and safe to remove.
"""

from __future__ import annotations

import errno
import fcntl
import os
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

from serval import paths
from serval.errors import ServalError

# Results of probe_socket().
LISTENING = "listening"  # something accepts connections on the socket
STALE = "stale"  # the socket file exists but nobody listens (crashed daemon)
MISSING = "missing"  # no socket file

EXIT_NOT_RUNNING = 3  # exit code of `serval-daemon status|stop` when no daemon runs


def check_runtime_dir(path: Path | None = None) -> Path:
    """Create the runtime dir 0700, or refuse (ServalError) if it exists and is not private.

    Why refuse instead of chmod: a folder another user owns, or one others can write to,
    lets them replace the socket and answer our requests; silently fixing it would hide that.
    """
    path = path or paths.runtime_dir()
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return paths.ensure_private_dir(path)
    if not stat.S_ISDIR(st.st_mode):
        raise ServalError(f"runtime path {path} exists and is not a directory; remove it")
    if st.st_uid != os.getuid():
        raise ServalError(f"runtime dir {path} belongs to uid {st.st_uid}, not you (uid {os.getuid()}); "
                          f"refusing to start. Remove it or set SERVAL_HOME.")
    if st.st_mode & 0o077:
        raise ServalError(f"runtime dir {path} has permissions {stat.S_IMODE(st.st_mode):04o}; "
                          f"it must be private. Fix with: chmod 700 {path}")
    return path


def probe_socket(path: Path | None = None) -> str:
    """LISTENING / STALE / MISSING with one plain AF_UNIX connect (well under a millisecond).

    A ZeroMQ REQ socket connects silently to nothing and waits out its whole timeout;
    this tells the three cases apart before ZeroMQ is involved.
    """
    path = path or paths.socket_path()
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.settimeout(0.5)
        s.connect(os.fspath(path))
        return LISTENING
    except FileNotFoundError:
        return MISSING
    except ConnectionRefusedError:
        return STALE
    except OSError as exc:
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):
            return MISSING
        if exc.errno in (errno.ECONNREFUSED, errno.ENOTSOCK):
            return STALE
        if exc.errno == errno.EAGAIN:  # backlog full: someone is listening, just busy
            return LISTENING
        return STALE
    finally:
        s.close()


def read_pid(path: Path | None = None) -> int | None:
    """The pid in the pid file, or None if missing or unreadable."""
    path = path or paths.pid_path()
    try:
        text = path.read_text(encoding="ascii").strip()
        pid = int(text)
    except (OSError, ValueError):
        return None
    return pid if pid > 0 else None


def write_pid(pid: int, path: Path | None = None) -> None:
    """Write the pid file atomically, mode 0600."""
    path = path or paths.pid_path()
    tmp = path.with_name(path.name + f".{pid}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as fh:
        fh.write(f"{pid}\n")
    os.replace(tmp, path)


def pid_is_daemon(pid: int) -> bool:
    """True if ``pid`` is alive and looks like a serval daemon (guards against pid reuse)."""
    import psutil

    try:
        proc = psutil.Process(pid)
        if proc.status() == psutil.STATUS_ZOMBIE:
            return False
        cmdline = " ".join(proc.cmdline())
    except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
        return False
    return "serval" in cmdline


class DaemonLock:
    """The exclusive lock the running server holds (released by the kernel on any exit)."""

    def __init__(self, path: Path | None = None):
        self.path = path or paths.lock_path()
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Try once, without waiting; True if this process now holds the lock."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


def lock_is_held() -> bool:
    """True if some process (a running daemon, or one still loading its model) holds the lock."""
    if not paths.runtime_dir().is_dir():
        return False
    lock = DaemonLock()
    try:
        if lock.acquire():
            lock.release()
            return False
    except OSError:
        return False
    return True


def clean_stale_files() -> list[Path]:
    """Remove a pid file / socket left by a dead daemon; return what was removed.

    Only when no process holds the lock, so a live daemon's files are never touched.
    """
    removed: list[Path] = []
    if lock_is_held():
        return removed
    pid = read_pid()
    if paths.pid_path().exists() and (pid is None or not pid_is_daemon(pid)):
        paths.pid_path().unlink(missing_ok=True)
        removed.append(paths.pid_path())
    if paths.socket_path().exists() and probe_socket() != LISTENING:
        paths.socket_path().unlink(missing_ok=True)
        removed.append(paths.socket_path())
    return removed


def require_model(model: Path | None) -> Path:
    """The model a new daemon would load; ServalError now rather than a silent failed start."""
    path = model or paths.active_model_path()
    if not Path(path).is_file():
        raise ServalError(f"model file not found: {path} (give one with --model or SERVAL_MODEL, "
                          f"or train one with serval-train)")
    return Path(path)


def daemon_command(model: Path | None = None, listen: str | None = None, batch: bool = True) -> list[str]:
    """argv of the foreground server (the same interpreter, so the same venv)."""
    cmd = [sys.executable, "-m", "serval.daemon.cli", "start", "--foreground"]
    if model is not None:
        cmd += ["--model", os.fspath(model)]
    if listen:
        cmd += ["--listen", listen]
    if not batch:
        cmd.append("--no-batch")
    return cmd


def spawn_detached(model: Path | None = None, listen: str | None = None, batch: bool = True) -> subprocess.Popen:
    """Start the foreground server in a new session, stdio away from the terminal.

    A new session means closing the terminal tab (SIGHUP to its process group) does not
    kill the daemon. stderr goes to ``daemon.err`` beside the log, so a crash before
    logging is set up still leaves a trace.
    """
    log_dir = paths.log_dir()
    log_dir.mkdir(parents=True, exist_ok=True)
    err = open(log_dir / "daemon.err", "ab")
    try:
        return subprocess.Popen(
            daemon_command(model, listen, batch),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
            close_fds=True,
            env={**os.environ, "SERVAL_DAEMON_CHILD": "1"},
        )
    finally:
        err.close()


def ping(timeout_ms: int = 1000) -> dict | None:
    """The ping reply, or None if the daemon does not answer."""
    from serval.daemon.client import DaemonUnavailable, request

    try:
        reply = request({"op": "ping"}, timeout_ms=timeout_ms)
    except DaemonUnavailable:
        return None
    return reply if reply.get("pong") else None


def start(model: Path | None = None, listen: str | None = None, batch: bool = True,
          wait_s: float = 30.0) -> tuple[int, bool]:
    """Start a detached daemon unless one answers; return (pid, started_now).

    Two concurrent calls give one daemon: both may spawn a server, but only one gets
    the lock; the other exits, and both callers wait for the same ping.
    """
    check_runtime_dir()
    reply = ping(timeout_ms=1000) if probe_socket() == LISTENING else None
    if reply:
        return int(reply["pid"]), False
    require_model(model)
    clean_stale_files()
    proc = spawn_detached(model, listen, batch)
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if probe_socket() == LISTENING:
            reply = ping(timeout_ms=1000)
            if reply:
                return int(reply["pid"]), int(reply["pid"]) == proc.pid
        code = proc.poll()
        if code is not None and not lock_is_held():
            # Our server died and nobody else is starting one: report why.
            raise ServalError(f"the daemon exited with status {code} while starting: {last_error_line()}\n"
                              f"see: serval-daemon logs")
        time.sleep(0.05)
    raise ServalError(f"the daemon did not answer within {wait_s:.0f} s; see: serval-daemon logs")


def last_error_line() -> str:
    """The last meaningful line of daemon.err / daemon.log (for start-up failure messages)."""
    for name in ("daemon.err", "daemon.log"):
        try:
            lines = (paths.log_dir() / name).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for line in reversed(lines):
            if line.strip():
                return line.strip()[:300]
    return "no log output"


def running_pid() -> int | None:
    """The pid of the running daemon (pid file checked against the lock), or None."""
    pid = read_pid()
    if pid is not None and pid_is_daemon(pid) and lock_is_held():
        return pid
    return None


def stop(wait_s: float = 15.0) -> int | None:
    """SIGTERM the daemon and wait until it is gone; return its pid, or None if not running.

    Falls back to SIGKILL when it does not exit in time (a wedged daemon), then cleans up.
    """
    pid = running_pid()
    if pid is None:
        clean_stale_files()
        return None
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        clean_stale_files()
        return pid
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if not pid_is_daemon(pid):
            break
        time.sleep(0.05)
    else:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        time.sleep(0.2)
    # Wait for the lock too: the process may be gone from the table before the fd is closed.
    deadline = time.monotonic() + 5
    while lock_is_held() and time.monotonic() < deadline:
        time.sleep(0.05)
    clean_stale_files()
    return pid
