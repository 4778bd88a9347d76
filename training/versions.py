"""Model versions on disk: ``models/NNNN/{model.pt,meta.json}``, the ``ACTIVE`` pointer, the train lock.

Why it is built this way: a fine-tuning run can be killed at any moment (laptop lid,
OOM killer, ``kill -9``) or hit a full disk, and the daemon reads ``ACTIVE`` on its next
start. So:

* a version is written into ``models/.tmp-*`` and renamed to ``models/NNNN`` only when
  both files are complete and fsynced: a folder under a final name is always whole;
* ``ACTIVE`` is replaced by temp file + fsync + ``os.replace`` (+ folder fsync), so it
  names either the old or the new version, never half of one;
* leftover ``.tmp-*`` folders from a killed run are removed by the next run (under the lock).

Version ``"0"`` is the model shipped inside the package; it has no folder. Standard library
only: ``serval model list`` and ``--if-new`` must not import torch.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterator

from serval import paths
from serval.atomic import atomic_write
from serval.errors import ServalError

DEFAULT_VERSION = "0"          # the shipped model, always listed, never deleted
POINTER_NAME = "ACTIVE"        # models/ACTIVE holds the active version name
LOCK_NAME = ".train.lock"      # fcntl lock held for a whole fine-tuning run
TMP_PREFIX = ".tmp-"           # half-written version folders start with this
EXIT_LOCKED = 3                # exit code of a second concurrent run


@dataclass
class VersionInfo:
    """One model version as ``serval model list`` shows it."""

    name: str                                    # "0", "0001", ...
    path: Path                                   # the model.pt file
    meta: dict = field(default_factory=dict)     # meta.json contents ({} for version 0 or unreadable)
    active: bool = False                         # named by ACTIVE (or the default when ACTIVE is absent)

    @property
    def parent(self) -> str | None:
        return self.meta.get("parent")


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def models_root(create: bool = False) -> Path:
    root = paths.models_dir()
    if create:
        root.mkdir(parents=True, exist_ok=True)
    return root


def is_version_name(name: str) -> bool:
    return name == DEFAULT_VERSION or (len(name) == 4 and name.isdigit() and name != "0000")


def normalize(name: str) -> str:
    """``"3"`` → ``"0003"``, ``"0"`` stays ``"0"``; ServalError for anything else."""
    text = str(name).strip()
    if text.isdigit():
        number = int(text)
        if number == 0:
            return DEFAULT_VERSION
        if number < 10000:
            return f"{number:04d}"
    raise ServalError(f"not a model version: {name!r} (use a number such as 0 or 0003; see: serval model list)")


def version_path(name: str) -> Path:
    """The model.pt of a version (the shipped file for "0")."""
    return paths.default_model_path() if name == DEFAULT_VERSION else models_root() / name / "model.pt"


def read_meta(name: str) -> dict:
    if name == DEFAULT_VERSION:
        return {"version": DEFAULT_VERSION, "parent": None, "note": "shipped default"}
    try:
        data = json.loads((models_root() / name / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def active_version() -> str:
    """The version ACTIVE names, when that version exists; otherwise "0"."""
    try:
        name = (models_root() / POINTER_NAME).read_text(encoding="utf-8").strip()
    except OSError:
        return DEFAULT_VERSION
    if name != DEFAULT_VERSION and is_version_name(name) and version_path(name).is_file():
        return name
    return DEFAULT_VERSION


def version_names() -> list[str]:
    """Complete versions on disk, oldest first (temp folders and strays ignored)."""
    root = models_root()
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir()
                  if is_version_name(p.name) and p.name != DEFAULT_VERSION and (p / "model.pt").is_file())


def list_versions() -> list[VersionInfo]:
    """Version 0 first, then every version on disk; the active one marked."""
    active = active_version()
    return [VersionInfo(name, version_path(name), read_meta(name), name == active)
            for name in [DEFAULT_VERSION, *version_names()]]


def next_version_name() -> str:
    names = version_names()
    root = models_root()
    # Count folders that are not complete versions too: a name is never reused.
    taken = [int(p.name) for p in root.iterdir() if p.name.isdigit()] if root.is_dir() else []
    number = max([int(n) for n in names] + taken + [0]) + 1
    if number >= 10000:
        raise ServalError("model version numbers are exhausted (9999); remove old versions under "
                          f"{root}")
    return f"{number:04d}"


def set_active(name: str) -> None:
    """Point ACTIVE at ``name`` atomically: temp file, fsync, os.replace, folder fsync."""
    name = normalize(name)
    if name != DEFAULT_VERSION and not version_path(name).is_file():
        raise ServalError(f"model version {name} does not exist (see: serval model list)")
    root = models_root(create=True)
    try:
        with atomic_write(root / POINTER_NAME, "w", prefix=TMP_PREFIX + "active-") as f:
            f.write(name + "\n")
    except OSError as exc:
        raise ServalError(f"could not switch the active model to {name}: {exc.strerror or exc}; "
                          f"{POINTER_NAME} is unchanged") from None
    _fsync_dir(root)


def rollback_target() -> str:
    """The parent of the active version, or "0"."""
    active = active_version()
    if active == DEFAULT_VERSION:
        return DEFAULT_VERSION
    parent = str(read_meta(active).get("parent") or DEFAULT_VERSION)
    if parent != DEFAULT_VERSION and not version_path(parent).is_file():
        return DEFAULT_VERSION
    return parent


def write_version(save_model: Callable[[Path, str], None], meta: dict) -> str:
    """Create the next version from ``save_model(path, name)`` and ``meta``; return its name.

    Both files are written and fsynced in ``models/.tmp-*``, then the folder is renamed to
    its final name. Any failure (disk full, permissions) removes the temp folder and
    raises ServalError; nothing under a version name is ever partial.
    """
    root = models_root(create=True)
    name = next_version_name()
    try:
        tmp = Path(tempfile.mkdtemp(prefix=TMP_PREFIX, dir=root))
    except OSError as exc:
        raise ServalError(f"could not write model version {name} under {root}: {exc.strerror or exc}; "
                          f"the active model is unchanged") from None
    try:
        model_file = tmp / "model.pt"
        save_model(model_file, name)
        with open(model_file, "rb") as f:
            os.fsync(f.fileno())
        meta = {**meta, "version": name, "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        with open(tmp / "meta.json", "w", encoding="utf-8") as f:
            json.dump(meta, f, indent=2, sort_keys=True)
            f.write("\n")
            f.flush()
            os.fsync(f.fileno())
        _fsync_dir(tmp)
        os.rename(tmp, root / name)
        _fsync_dir(root)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise ServalError(f"could not write model version {name} under {root}: {exc.strerror or exc}; "
                          f"the active model is unchanged") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return name


def update_meta(name: str, **changes) -> None:
    """Rewrite fields of a version's meta.json (atomically); used to record the promotion decision."""
    folder = models_root() / name
    meta = {**read_meta(name), **changes}
    with atomic_write(folder / "meta.json", "w", prefix=TMP_PREFIX + "meta-") as f:
        json.dump(meta, f, indent=2, sort_keys=True)
        f.write("\n")


def clean_partial() -> list[Path]:
    """Remove ``.tmp-*`` leftovers of killed runs. Call only while holding the train lock."""
    root = models_root()
    removed = []
    if root.is_dir():
        for p in root.iterdir():
            if p.name.startswith(TMP_PREFIX):
                if p.is_dir():
                    shutil.rmtree(p, ignore_errors=True)
                else:
                    try:
                        p.unlink()
                    except OSError:
                        continue
                removed.append(p)
    return removed


def last_trained_id() -> int:
    """Largest feedback row id any earlier run (promoted or not) has seen."""
    best = 0
    for name in version_names():
        try:
            best = max(best, int(read_meta(name).get("feedback_max_id", 0) or 0))
        except (TypeError, ValueError):
            continue
    return best


@contextmanager
def train_lock() -> Iterator[None]:
    """Hold ``models/.train.lock`` (fcntl) for the body; ServalError(exit 3) when another run has it.

    The kernel drops an fcntl lock when its holder dies, so a killed run never leaves a
    stale lock behind.
    """
    root = models_root(create=True)
    fd = os.open(root / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            try:
                holder = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            except OSError:
                holder = ""
            who = f" (pid {holder})" if holder else ""
            raise ServalError(f"another serval-train --from-feedback is already running{who}; "
                              f"try again when it has finished", exit_code=EXIT_LOCKED) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        try:
            yield
        finally:
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def import_model(source: Path, note: str = "imported", parent: str | None = None, activate: bool = True) -> str:
    """Copy an existing checkpoint in as a new version (tests, benchmarks, a model from elsewhere)."""
    source = Path(source)
    if not source.is_file():
        raise ServalError(f"model file not found: {source}")
    name = write_version(lambda dst, _name: shutil.copyfile(source, dst),
                         {"parent": parent if parent is not None else active_version(), "note": note,
                          "source": str(source), "promoted": activate})
    if activate:
        set_active(name)
    return name


def notify_daemon(model: Path) -> str:
    """Ask a running daemon to load ``model``; a short status text. Silent no-op when none runs."""
    try:
        from serval.daemon import client, process
    except ImportError:  # pragma: no cover - daemon package missing from a partial install
        return "no daemon client"
    try:
        if process.probe_socket() != process.LISTENING:
            return "daemon not running"
        reply = client.request({"v": 1, "op": "reload", "model": os.fspath(Path(model).resolve())},
                               timeout_ms=120_000)
    except client.DaemonNotRunning:
        return "daemon not running"
    except ServalError as exc:
        return f"daemon reload failed: {exc}"
    return f"daemon reloaded {reply.get('model_path', model)}"
