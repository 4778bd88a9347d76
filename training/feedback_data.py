"""Turning feedback rows into fine-tuning material: pairs, negatives, a held-out split.

Why a separate, torch-free module: ``serval-train --from-feedback --if-new`` runs daily from
a timer and must decide "nothing new, exit 0" in milliseconds, so the row counting and the
row filtering live here with the standard library (plus bashlex through
:mod:`serval.model.command`, which does not import torch).

What becomes what:

* ``accepted``  → a training pair ``query → suggested``;
* ``corrected`` → a training pair ``query → final_command``, only when the command parses
  and its exit status is 0 or unknown (a correction that then failed is not a preference);
* ``rejected``  → a negative: ``query ↛ suggested`` (used by the unlikelihood term).

A ``corrected`` row whose command uses none of the things the request names (the request
says "TODO" and ``src``, the command is ``rg -c "import"``) is skipped as ``unrelated``: the
user gave up on the suggestion and typed something else, or the row is plain noise. Teaching
it would attach the user's words to a command about something else.

The held-out split is by request text, not by row: the same sentence asked twice never sits on
both sides, so the held-out accuracy measures generalisation to new phrasings, not recall.

Rows are skipped, and counted per reason, when a text is too big, not clean UTF-8 or holds
control characters, contains the ``[REDACTED]`` mark (the secrets filter touched it, so the
text is no longer what the user typed), or the command does not parse as shell.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from serval.daemon.feedback import FeedbackRow
from serval.errors import ServalError

MAX_TEXT_BYTES = 2048            # texts longer than this (UTF-8 bytes) are skipped, not cut
REDACTION_MARK = "[REDACTED]"    # what serval.daemon.secrets puts in place of a secret
HELD_OUT_FRACTION = 0.2          # share of requests kept for evaluation, chosen by a hash of the text

# Skip reasons (keys of FeedbackSet.skipped), in the order they are checked.
SKIP_NO_COMMAND = "no_command"            # accepted/rejected without suggested, corrected without final
SKIP_TOO_BIG = "too_big"                  # a text over MAX_TEXT_BYTES
SKIP_BAD_TEXT = "bad_text"                # not clean UTF-8, or control characters
SKIP_REDACTED = "redacted"                # contains [REDACTED]
SKIP_UNPARSEABLE = "unparseable"          # the command does not parse with bashlex
SKIP_FAILED = "failed_command"            # corrected, but the final command exited non-zero
SKIP_UNRELATED = "unrelated"              # corrected to a command that uses none of the request's names
SKIP_REASONS = (SKIP_NO_COMMAND, SKIP_TOO_BIG, SKIP_BAD_TEXT, SKIP_REDACTED, SKIP_UNPARSEABLE, SKIP_FAILED,
                SKIP_UNRELATED)


@dataclass(frozen=True)
class FeedbackPair:
    """One usable feedback row."""

    id: int          # feedback row id
    nl: str          # the user's sentence
    cmd: str         # preferred command (training target) or the rejected command (negative)
    verdict: str     # accepted | corrected | rejected
    held_out: bool   # True: evaluation only, never trained on


@dataclass
class FeedbackSet:
    """Everything extracted from the feedback rows of one run."""

    positives: list[FeedbackPair] = field(default_factory=list)   # accepted + corrected
    negatives: list[FeedbackPair] = field(default_factory=list)   # rejected
    skipped: Counter = field(default_factory=Counter)             # reason -> rows
    rows_seen: int = 0                                            # rows read, usable or not
    max_id: int = 0                                               # largest row id read

    @property
    def train(self) -> list[FeedbackPair]:
        return [p for p in self.positives if not p.held_out]

    @property
    def current(self) -> list[FeedbackPair]:
        """Training pairs without the superseded ones: when the user's latest command for a request
        differs from earlier ones (a changed habit, ``date`` → ``date -u``), only the latest is taught.
        The superseded rows still count as established behaviour in the promotion check, so that
        rewriting many habits at once (nonsense) is still caught there."""
        latest: dict[str, FeedbackPair] = {}
        for p in self.train:
            key = query_key(p.nl)
            if key not in latest or p.id > latest[key].id:
                latest[key] = p
        return [p for p in self.train if p.cmd == latest[query_key(p.nl)].cmd]

    @property
    def held_out(self) -> list[FeedbackPair]:
        return [p for p in self.positives if p.held_out]

    @property
    def train_negatives(self) -> list[FeedbackPair]:
        return [p for p in self.negatives if not p.held_out]

    def ids(self) -> list[int]:
        """Ids of every usable row (what a version's meta.json records as seen)."""
        return sorted(p.id for p in self.positives + self.negatives)

    def summary(self) -> dict:
        return {"rows": self.rows_seen, "train_pairs": len(self.train), "held_out_pairs": len(self.held_out),
                "negatives": len(self.train_negatives), "skipped": dict(sorted(self.skipped.items()))}


def query_key(query: str) -> str:
    """A request's text as the held-out split sees it: case, spacing and a leading ``#`` aside."""
    return " ".join(query.lstrip("#").lower().split()).rstrip(".?!")


def is_held_out(query: str, fraction: float = HELD_OUT_FRACTION) -> bool:
    """Deterministic evaluation split by request: the same sentence is held out on every run and machine."""
    digest = hashlib.sha256(f"serval-feedback-{query_key(query)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 < fraction


def related(query: str, command: str) -> bool:
    """False when the request names things, the command has arguments, and none of them match.

    Matching is loose on purpose (only a clearly unrelated command should fail): an argument
    equal to, containing or contained in an entity's value or text, case aside, with a glob's
    ``*.`` and a trailing ``/`` ignored (``*.md`` matches ``fd -e md``).
    """
    from serval.model.command import parse_command
    from serval.model.entities import recognize

    entities = recognize(query).entities
    args = [t.value.lower() for t in parse_command(command).tokens if t.slot and t.value]
    if not entities or not args:
        return True
    forms = {f for e in entities for v in (e.value, e.text)
             for f in (v.lower(), v.lower().lstrip("*."), v.lower().rstrip("/")) if f}
    return any(f == a or (len(f) >= 2 and f in a) or (len(a) >= 3 and a in f) for a in args for f in forms)


def _text_problem(text: str) -> str | None:
    """The skip reason for one text, or None when it is usable."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        return SKIP_BAD_TEXT
    if len(data) > MAX_TEXT_BYTES:
        return SKIP_TOO_BIG
    if "\ufffd" in text or any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in text):
        return SKIP_BAD_TEXT  # U+FFFD: the writer had to replace undecodable bytes
    if REDACTION_MARK in text:
        return SKIP_REDACTED
    return None


def parses(command: str) -> bool:
    """True when bashlex parses the command into something with at least one word."""
    from serval.model.command import parse_command

    try:
        parsed = parse_command(command)
    except Exception:  # the parser wrapper should not raise, but a bad row must never stop a run
        return False
    return bool(parsed.parsed and parsed.tokens)


def classify(row, fraction: float = HELD_OUT_FRACTION) -> FeedbackPair | str:
    """One FeedbackRow (or anything with the same fields) → a FeedbackPair or a skip reason."""
    if row.verdict == "corrected":
        command = row.final_command
    elif row.verdict in ("accepted", "rejected"):
        command = row.suggested
    else:
        return SKIP_NO_COMMAND
    if not isinstance(command, str) or not command.strip() or not isinstance(row.query, str) \
            or not row.query.strip():
        return SKIP_NO_COMMAND
    for text in (row.query, command):
        problem = _text_problem(text)
        if problem:
            return problem
    if not parses(command):
        return SKIP_UNPARSEABLE
    if row.verdict == "corrected" and row.exit_status not in (None, 0):
        return SKIP_FAILED
    if row.verdict == "corrected" and not related(row.query, command):
        return SKIP_UNRELATED
    return FeedbackPair(int(row.id), row.query.strip(), command.strip(), row.verdict,
                        is_held_out(row.query, fraction))


def extract(rows: Iterable, fraction: float = HELD_OUT_FRACTION) -> FeedbackSet:
    """Sort every row into positives, negatives or a counted skip reason."""
    out = FeedbackSet()
    for row in rows:
        out.rows_seen += 1
        out.max_id = max(out.max_id, int(row.id))
        got = classify(row, fraction)
        if isinstance(got, str):
            out.skipped[got] += 1
        elif got.verdict == "rejected":
            out.negatives.append(got)
        else:
            out.positives.append(got)
    return out


def iter_rows(db_path: Path) -> Iterator[FeedbackRow]:
    """Every row in id order, read with a read-only connection that survives bad bytes.

    Why not ``FeedbackDB.iter_rows``: SQLite hands Python whatever bytes a row holds, and
    one row written by another tool with invalid UTF-8 makes the default decoder raise for
    the whole page. Here undecodable bytes become lone surrogates, which
    :func:`classify` then skips as ``bad_text``. Read-only also means the daily run never
    creates the file nor waits for the daemon's write lock.
    """
    uri = f"{Path(db_path).resolve().as_uri()}?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=10)
    except sqlite3.Error as exc:
        raise ServalError(f"cannot open the feedback database {db_path}: {exc}") from None
    conn.text_factory = lambda raw: raw.decode("utf-8", "surrogateescape")
    try:
        since = 0
        while True:
            try:
                page = conn.execute(
                    "SELECT id, created_at, updated_at, query, rank, suggested, final_command, verdict, "
                    "exit_status, model_version, source FROM feedback WHERE id > ? ORDER BY id LIMIT 500",
                    (since,)).fetchall()
            except sqlite3.Error as exc:
                raise ServalError(f"cannot read the feedback database {db_path}: {exc}") from None
            if not page:
                return
            for v in page:
                yield FeedbackRow(v[0], v[1], v[2], v[3], [], v[4], v[5], v[6], v[7], v[8], v[9], v[10])
            since = page[-1][0]
    finally:
        conn.close()


def read_feedback(db_path: Path, fraction: float = HELD_OUT_FRACTION) -> FeedbackSet:
    """Every row of the feedback database, extracted. The caller checks the file exists first."""
    return extract(iter_rows(db_path), fraction)


def max_row_id(db_path: Path) -> int:
    """Largest feedback row id, 0 for a missing or empty database, read without the daemon's module.

    Opened read-only (``mode=ro``) so a missing file is never created and a daily timer
    never contends for the write lock.
    """
    db_path = Path(db_path)
    if not db_path.is_file():
        return 0
    try:
        conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            row = conn.execute("SELECT MAX(id) FROM feedback").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return 0  # no feedback table yet (a blank file): nothing to learn from
    return int(row[0] or 0)
