"""The feedback database: what the user did with each suggestion, in one SQLite file.

Every Ctrl-G suggestion ends as a verdict (``accepted`` = run as suggested, ``corrected`` =
edited then run, ``rejected`` = discarded). Those rows are the raw material for evaluating
and fine-tuning the model, so a row that was acknowledged must never be lost: the file is
in WAL mode with ``synchronous=FULL`` and ``record()`` returns only after COMMIT.

Privacy rules, because this file sits in the user's home for years:

* every text passes through :func:`serval.daemon.secrets.redact` before it is stored;
* no working directory, host name or anything else that locates the user is recorded;
* the file is created with mode 0600;
* a switch file ``feedback-off`` in :func:`serval.paths.data_dir` turns recording off
  (``record()`` then stores nothing and returns -1); ``forget_all()`` deletes every row
  and VACUUMs so the text is gone from the file too.

The schema is built by append-only named migrations recorded in ``_migrations`` (the
simonw/llm pattern): never edit a migration that has shipped, add a new one at the end.

This module is standard library only (plus :mod:`serval.daemon.secrets`): the daemon and the
``serval feedback`` commands import it, and neither should pay for torch.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TextIO

from serval import paths
from serval.daemon.secrets import redact
from serval.errors import ServalError

TABLE = "feedback"
VERDICTS = ("accepted", "corrected", "rejected")
MAX_TEXT_BYTES = 8 * 1024          # longer texts are cut to this many UTF-8 bytes
MAX_CANDIDATES = 64                # more candidates than this is a caller bug, not a user action
TRUNCATION_MARK = " …[truncated]"  # appended to a cut text so a reader knows it was cut
OFF_SWITCH_NAME = "feedback-off"   # file in data_dir() whose presence turns recording off
BUSY_TIMEOUT_MS = 10_000           # wait this long for another writer (daemon vs. CLI) before failing
_PAGE = 500                        # rows fetched per query by iter_rows, so no lock is held while the caller works


# --------------------------------------------------------------------------------------
# Migrations: (name, function) pairs, applied in order, each recorded in _migrations.
# NEVER edit or reorder one that has shipped; append new ones at the end.
# --------------------------------------------------------------------------------------


def _m001_create_feedback(db: sqlite3.Connection) -> None:
    db.execute(
        f"""
        CREATE TABLE {TABLE} (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            created_at    TEXT NOT NULL,               -- ISO 8601 UTC, e.g. 2024-05-01T12:00:00.123456+00:00
            updated_at    TEXT NOT NULL,
            query         TEXT NOT NULL,               -- the user's sentence
            candidates    TEXT NOT NULL DEFAULT '[]',  -- JSON list of the command strings shown
            rank          INTEGER,                     -- index of the chosen candidate, NULL if unknown
            suggested     TEXT,                        -- the command the widget put on the line
            final_command TEXT,                        -- the command finally run, NULL if none
            verdict       TEXT NOT NULL CHECK (verdict IN ('accepted', 'corrected', 'rejected')),
            exit_status   INTEGER,                     -- exit status of final_command, NULL if unknown
            model_version TEXT,
            source        TEXT NOT NULL DEFAULT 'shell'
        )
        """
    )


def _m002_feedback_indexes(db: sqlite3.Connection) -> None:
    db.execute(f"CREATE INDEX idx_{TABLE}_verdict ON {TABLE} (verdict)")
    db.execute(f"CREATE INDEX idx_{TABLE}_model_version ON {TABLE} (model_version)")


MIGRATIONS: list[tuple[str, Callable[[sqlite3.Connection], None]]] = [
    ("m001_create_feedback", _m001_create_feedback),
    ("m002_feedback_indexes", _m002_feedback_indexes),
]


def migrate(db: sqlite3.Connection) -> list[str]:
    """Apply the migrations not yet recorded in ``_migrations``; return their names.

    Runs inside one ``BEGIN IMMEDIATE`` transaction, so two processes opening a fresh file
    at the same moment (daemon and CLI) cannot both apply a migration: the second waits,
    then finds everything recorded. ``db`` must be in autocommit mode (isolation_level=None).
    """
    applied: list[str] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in db.execute("SELECT name FROM _migrations")}
        for name, fn in MIGRATIONS:
            if name in done:
                continue
            fn(db)
            db.execute("INSERT INTO _migrations (name, applied_at) VALUES (?, ?)", (name, _now()))
            applied.append(name)
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return applied


# --------------------------------------------------------------------------------------
# The off switch
# --------------------------------------------------------------------------------------


def _off_switch() -> Path:
    return paths.data_dir() / OFF_SWITCH_NAME


def is_enabled() -> bool:
    """True unless the ``feedback-off`` file exists in the data dir (checked on every call)."""
    return not _off_switch().exists()


def set_enabled(enabled: bool) -> None:
    """Create (off) or remove (on) the switch file; a running daemon sees it at its next record()."""
    switch = _off_switch()
    if enabled:
        switch.unlink(missing_ok=True)
    else:
        switch.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        switch.write_text("Feedback recording is off. Delete this file or run: serval feedback on\n")


# --------------------------------------------------------------------------------------
# Rows
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FeedbackRow:
    """One stored verdict, as read back (texts already redacted/truncated at write time)."""

    id: int                      # row id, increasing
    created_at: str              # ISO 8601 UTC
    updated_at: str              # ISO 8601 UTC
    query: str                   # the user's sentence
    candidates: list[str]        # commands shown, in the order shown
    rank: int | None             # index of the chosen candidate
    suggested: str | None        # command put on the line
    final_command: str | None    # command run, if any
    verdict: str                 # accepted | corrected | rejected
    exit_status: int | None      # exit status of final_command
    model_version: str | None    # model that produced the candidates
    source: str                  # where the verdict came from ("shell", "cli", ...)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_COLUMNS = (
    "id, created_at, updated_at, query, candidates, rank, suggested, final_command, "
    "verdict, exit_status, model_version, source"
)


def _row(values: Sequence[Any]) -> FeedbackRow:
    try:
        candidates = json.loads(values[4])
        if not isinstance(candidates, list):
            candidates = []
    except (TypeError, ValueError):
        candidates = []  # a hand-edited file should not make every read fail
    return FeedbackRow(values[0], values[1], values[2], values[3], [str(c) for c in candidates],
                       *values[5:])


# --------------------------------------------------------------------------------------
# Validation helpers
# --------------------------------------------------------------------------------------


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def _clean_text(value: str) -> str:
    """Redact secrets, make storable UTF-8, cut to MAX_TEXT_BYTES (marking the cut)."""
    # Lone surrogates (from surrogateescape'd argv) cannot be encoded; replace them.
    text = redact(value.encode("utf-8", "replace").decode("utf-8"))
    data = text.encode("utf-8")
    if len(data) <= MAX_TEXT_BYTES:
        return text
    keep = MAX_TEXT_BYTES - len(TRUNCATION_MARK.encode("utf-8"))
    return data[:keep].decode("utf-8", "ignore") + TRUNCATION_MARK


def _opt_text(name: str, value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string or None, not {type(value).__name__}")
    return _clean_text(value)


def _opt_int(name: str, value: object, *, minimum: int | None = None) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer or None, not {type(value).__name__}")
    if minimum is not None and value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")
    if not -(2**63) <= value < 2**63:
        raise ValueError(f"{name} is out of range: {value}")
    return value


# --------------------------------------------------------------------------------------
# The database
# --------------------------------------------------------------------------------------


class FeedbackDB:
    """The feedback SQLite file. Safe to share between threads (one connection behind a lock).

    Opening creates the parent folder, the file (mode 0600) and the schema. Errors opening
    it (not a database, unwritable folder) become a :class:`ServalError` with the path.
    """

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else paths.feedback_db_path()
        self._lock = threading.RLock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            # Create the file ourselves so it is 0600 from the first byte (sqlite would use the umask).
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            os.close(fd)
            os.chmod(self.path, 0o600)
            # isolation_level=None: we issue BEGIN/COMMIT ourselves, so "after COMMIT" is exact.
            self._db = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                check_same_thread=False,
            )
            # A row written by another tool may hold bytes that are not UTF-8: read it, never crash.
            self._db.text_factory = lambda raw: raw.decode("utf-8", errors="replace")
        except (OSError, sqlite3.Error) as exc:
            raise ServalError(f"cannot open the feedback database {self.path}: {exc}") from exc
        try:
            self._db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            mode = self._db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise sqlite3.OperationalError(f"could not switch to WAL mode (got {mode})")
            self._db.execute("PRAGMA synchronous = FULL")
            self._db.execute("PRAGMA foreign_keys = ON")
            migrate(self._db)
        except sqlite3.Error as exc:
            self._db.close()
            raise ServalError(f"cannot use the feedback database {self.path}: {exc}") from exc

    # -- lifecycle ----------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> FeedbackDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ------------------------------------------------------------------------

    def record(
        self,
        query: str,
        verdict: str,
        *,
        candidates: Iterable[str] | None = (),
        rank: int | None = None,
        suggested: str | None = None,
        final: str | None = None,
        exit_status: int | None = None,
        model_version: str | None = None,
        source: str = "shell",
    ) -> int:
        """Store one verdict; return its row id once the row is COMMITted (fsynced).

        Every text (query, each candidate, suggested, final, model_version, source) goes
        through ``secrets.redact()``; a text longer than 8 KiB of UTF-8 is cut to 8 KiB and
        ends with ``" …[truncated]"``. Bad types, an empty query, an unknown verdict, a
        negative rank or more than 64 candidates raise ``ValueError`` with a clear message;
        a database failure (locked for over 10 s, disk full) raises ``ServalError``.
        When feedback is switched off (``serval feedback off``) nothing is stored and -1 is
        returned.
        """
        if not isinstance(query, str):
            raise ValueError(f"query must be a string, not {type(query).__name__}")
        if not query.strip():
            raise ValueError("query must not be empty")
        if not isinstance(verdict, str) or verdict not in VERDICTS:
            raise ValueError(f"verdict must be one of {', '.join(VERDICTS)}; got {verdict!r}")
        if candidates is None:
            candidates = ()
        if isinstance(candidates, (str, bytes)):
            raise ValueError("candidates must be a list of strings, not a single string")
        try:
            cand_list = list(candidates)
        except TypeError:
            raise ValueError(
                f"candidates must be a list of strings, not {type(candidates).__name__}"
            ) from None
        if len(cand_list) > MAX_CANDIDATES:
            raise ValueError(f"too many candidates ({len(cand_list)} > {MAX_CANDIDATES})")
        for i, c in enumerate(cand_list):
            if not isinstance(c, str):
                raise ValueError(f"candidates[{i}] must be a string, not {type(c).__name__}")
        rank = _opt_int("rank", rank, minimum=0)
        exit_status = _opt_int("exit_status", exit_status)
        if not isinstance(source, str) or not source.strip():
            raise ValueError("source must be a non-empty string")
        values = (
            _clean_text(query),
            json.dumps([_clean_text(c) for c in cand_list], ensure_ascii=False),
            rank,
            _opt_text("suggested", suggested),
            _opt_text("final", final),
            verdict,
            exit_status,
            _opt_text("model_version", model_version),
            _clean_text(source),
        )
        if not is_enabled():
            return -1
        now = _now()
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                try:
                    cur = self._db.execute(
                        f"INSERT INTO {TABLE} (created_at, updated_at, query, candidates, rank, "
                        "suggested, final_command, verdict, exit_status, model_version, source) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (now, now, *values),
                    )
                    row_id = int(cur.lastrowid)
                    self._db.execute("COMMIT")
                except BaseException:
                    if self._db.in_transaction:
                        self._db.execute("ROLLBACK")
                    raise
            except sqlite3.Error as exc:  # locked for too long, disk full, file gone read-only
                raise ServalError(f"could not store feedback in {self.path}: {exc}") from exc
        return row_id

    def forget_all(self) -> int:
        """Delete every row, then VACUUM and truncate the WAL so the texts leave the disk too.

        Returns the number of rows deleted. The schema and migrations stay.
        """
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                n = self._db.execute(f"DELETE FROM {TABLE}").rowcount
                self._db.execute("DELETE FROM sqlite_sequence WHERE name = ?", (TABLE,))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("VACUUM")
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return n

    # -- reading ------------------------------------------------------------------------

    def iter_rows(self, since_id: int = 0, verdicts: Iterable[str] | None = None) -> Iterator[FeedbackRow]:
        """Rows with ``id > since_id`` in id order, optionally only the given verdicts.

        Fetched in pages, so the lock is not held while the caller works on a row and a
        ``record()`` from another thread is never blocked by a slow reader.
        """
        since = _opt_int("since_id", since_id)
        assert since is not None
        where, params = self._verdict_filter(verdicts)
        while True:
            with self._lock:
                rows = self._db.execute(
                    f"SELECT {_COLUMNS} FROM {TABLE} WHERE id > ?{where} ORDER BY id LIMIT ?",
                    (since, *params, _PAGE),
                ).fetchall()
            if not rows:
                return
            for values in rows:
                yield _row(values)
            since = rows[-1][0]

    def recent(self, limit: int = 20, verdict: str | None = None) -> list[FeedbackRow]:
        """The newest ``limit`` rows, newest first (what ``serval feedback list`` shows)."""
        n = _opt_int("limit", limit, minimum=1)
        where, params = self._verdict_filter(None if verdict is None else [verdict])
        with self._lock:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM {TABLE} WHERE 1{where} ORDER BY id DESC LIMIT ?",
                (*params, n),
            ).fetchall()
        return [_row(v) for v in rows]

    def stats(self) -> dict[str, Any]:
        """Counts for ``serval feedback stats``.

        Keys: ``total``; ``verdicts`` ({verdict: count}, all three always present);
        ``first`` / ``last`` (created_at of the oldest/newest row, None when empty);
        ``models`` ({model_version or "unknown": {"total", "accepted", "corrected",
        "rejected"}}); ``enabled`` (the off switch).
        """
        with self._lock:
            total, first, last = self._db.execute(
                f"SELECT COUNT(*), MIN(created_at), MAX(created_at) FROM {TABLE}"
            ).fetchone()
            by_verdict = self._db.execute(
                f"SELECT verdict, COUNT(*) FROM {TABLE} GROUP BY verdict"
            ).fetchall()
            by_model = self._db.execute(
                f"SELECT COALESCE(model_version, 'unknown'), verdict, COUNT(*) FROM {TABLE} "
                "GROUP BY 1, 2 ORDER BY 1"
            ).fetchall()
        verdicts = {v: 0 for v in VERDICTS}
        verdicts.update({v: n for v, n in by_verdict})
        models: dict[str, dict[str, int]] = {}
        for version, verdict, n in by_model:
            entry = models.setdefault(version, {"total": 0, **{v: 0 for v in VERDICTS}})
            entry[verdict] = n
            entry["total"] += n
        return {"total": total, "verdicts": verdicts, "first": first, "last": last,
                "models": models, "enabled": is_enabled()}

    def export_jsonl(self, fp: TextIO) -> int:
        """Write every row as one JSON object per line (``FeedbackRow`` fields); return the count."""
        n = 0
        for row in self.iter_rows():
            fp.write(json.dumps(row.to_dict(), ensure_ascii=False) + "\n")
            n += 1
        return n

    def schema(self) -> dict[str, list[str]]:
        """{table name: column names} of every table (for tests and ``serval doctor``)."""
        with self._lock:
            tables = [r[0] for r in self._db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                "ORDER BY name")]
            return {t: [c[1] for c in self._db.execute(f"PRAGMA table_info({t})")] for t in tables}

    def integrity_check(self) -> str:
        """``PRAGMA integrity_check``'s answer: "ok" for a healthy file."""
        with self._lock:
            return str(self._db.execute("PRAGMA integrity_check").fetchone()[0])

    # -- helpers ------------------------------------------------------------------------

    @staticmethod
    def _verdict_filter(verdicts: Iterable[str] | None) -> tuple[str, tuple[str, ...]]:
        if verdicts is None:
            return "", ()
        if isinstance(verdicts, str):
            verdicts = [verdicts]
        chosen = tuple(verdicts)
        bad = [v for v in chosen if v not in VERDICTS]
        if bad:
            raise ValueError(f"unknown verdict {bad[0]!r}; use one of {', '.join(VERDICTS)}")
        if not chosen:
            return " AND 0", ()
        return f" AND verdict IN ({', '.join('?' * len(chosen))})", chosen
