"""Every directory ServalShell uses, in one place.

Paths come from platformdirs. When ``SERVAL_HOME`` is set, all of them live under
that one folder instead (the socket too), so tests and users can run isolated copies.
This module imports only the standard library and platformdirs: the shell hot path uses it.
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "serval"


def serval_home() -> Path | None:
    """The override folder from ``SERVAL_HOME``, or None."""
    home = os.environ.get("SERVAL_HOME")
    return Path(home).expanduser().resolve() if home else None


def _platform(kind: str) -> Path:
    import platformdirs

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP, appauthor=False))


def data_dir() -> Path:
    """Feedback database and installed models."""
    home = serval_home()
    return home / "data" if home else _platform("data")


def log_dir() -> Path:
    home = serval_home()
    return home / "log" if home else _platform("log")


def runtime_dir() -> Path:
    """Folder of the daemon's socket, pid file and lock (created 0700 by the daemon)."""
    home = serval_home()
    if home:
        return home / "run"
    base = os.environ.get("XDG_RUNTIME_DIR")
    if base and Path(base).is_dir():
        return Path(base) / APP
    if os.name == "posix" and not os.uname().sysname == "Darwin":
        # No XDG_RUNTIME_DIR (containers, cron): a per-user folder in the temp dir, created 0700.
        import tempfile

        return Path(tempfile.gettempdir()) / f"{APP}-{os.getuid()}"
    return _platform("runtime")


def models_dir() -> Path:
    return data_dir() / "models"


def feedback_db_path() -> Path:
    return data_dir() / "feedback.sqlite3"


def socket_path() -> Path:
    return runtime_dir() / "daemon.sock"


def pid_path() -> Path:
    return runtime_dir() / "daemon.pid"


def lock_path() -> Path:
    return runtime_dir() / "daemon.lock"


def ensure_private_dir(path: Path) -> Path:
    """Create ``path`` (and parents) with mode 0700 for the leaf; return it.

    The leaf is made 0700 by mkdir itself, never 0755 first and chmod-ed after: a second
    process that looks at it in between (two `serval-daemon start` at once) would see a
    folder others can read and refuse it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    path.mkdir(mode=0o700, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def default_model_path() -> Path:
    """The model shipped inside the package (version 0): ``model/default/model.pt``."""
    import importlib.util

    spec = importlib.util.find_spec("serval.model")  # locates model/ without importing torch
    assert spec is not None and spec.submodule_search_locations
    return Path(list(spec.submodule_search_locations)[0]) / "default" / "model.pt"


def active_model_path() -> Path:
    """The model every command uses when none is given.

    ``SERVAL_MODEL`` (a checkpoint file) wins; then the version named by the pointer file
    ``<data dir>/models/ACTIVE`` (written by ``serval model use`` and ``--from-feedback``);
    otherwise the shipped default model.
    """
    env = os.environ.get("SERVAL_MODEL")
    if env:
        return Path(env).expanduser()
    pointer = models_dir() / "ACTIVE"
    try:
        version = pointer.read_text(encoding="utf-8").strip()
    except OSError:
        version = ""
    if version and version != "0":
        candidate = models_dir() / version / "model.pt"
        if candidate.exists():
            return candidate
    return default_model_path()


def shared_data_dir() -> Path | None:
    """``../shared/data/nl2bash`` next to the checkout, when it exists (tests and dev only)."""
    env = os.environ.get("SERVAL_NL2BASH")
    if env:
        return Path(env)
    guess = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "nl2bash"
    return guess if guess.is_dir() else None
