"""FeedbackDB against real SQLite files: migrations, records, privacy, durability."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from serval import paths
from serval.daemon import feedback
from serval.daemon.feedback import (
    MAX_TEXT_BYTES,
    MIGRATIONS,
    TRUNCATION_MARK,
    FeedbackDB,
    FeedbackRow,
    is_enabled,
    migrate,
    set_enabled,
)
from serval.errors import ServalError

EXPECTED_COLUMNS = [
    "id", "created_at", "updated_at", "query", "candidates", "rank", "suggested",
    "final_command", "verdict", "exit_status", "model_version", "source",
]


def _schema_sql(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    return conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall()


# ---------------------------------------------------------------------------------------
# Migrations
# ---------------------------------------------------------------------------------------


def test_migrating_a_blank_database_gives_the_schema(tmp_path: Path):
    conn = sqlite3.connect(tmp_path / "blank.sqlite3", isolation_level=None)
    applied = migrate(conn)
    assert applied == [name for name, _ in MIGRATIONS]
    cols = [r[1] for r in conn.execute("PRAGMA table_info(feedback)")]
    assert cols == EXPECTED_COLUMNS
    notnull = {r[1]: bool(r[3]) for r in conn.execute("PRAGMA table_info(feedback)")}
    assert notnull["query"] and notnull["verdict"] and not notnull["rank"] and not notnull["final_command"]
    indexes = {r[1] for r in conn.execute("PRAGMA index_list(feedback)")}
    assert {"idx_feedback_verdict", "idx_feedback_model_version"} <= indexes
    recorded = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
    assert recorded == applied
    assert all(r[0] for r in conn.execute("SELECT applied_at FROM _migrations"))


def test_running_migrations_twice_is_a_no_op(tmp_path: Path):
    conn = sqlite3.connect(tmp_path / "twice.sqlite3", isolation_level=None)
    migrate(conn)
    before = _schema_sql(conn)
    rows_before = conn.execute("SELECT name, applied_at FROM _migrations").fetchall()
    assert migrate(conn) == []
    assert _schema_sql(conn) == before
    assert conn.execute("SELECT name, applied_at FROM _migrations").fetchall() == rows_before


def test_verdict_check_constraint_holds_for_raw_inserts(tmp_path: Path):
    db = FeedbackDB(tmp_path / "c.sqlite3")
    db.close()
    conn = sqlite3.connect(tmp_path / "c.sqlite3")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO feedback (created_at, updated_at, query, verdict) VALUES ('t', 't', 'q', 'maybe')"
        )


def test_reopening_an_existing_database_keeps_rows_and_applies_nothing(tmp_path: Path):
    path = tmp_path / "re.sqlite3"
    with FeedbackDB(path) as db:
        rid = db.record("list files", "accepted", suggested="ls")
    with FeedbackDB(path) as db:
        assert [r.id for r in db.iter_rows()] == [rid]
        assert migrate(db._db) == []  # white-box: the migration table already has everything


# ---------------------------------------------------------------------------------------
# The file
# ---------------------------------------------------------------------------------------


def test_default_path_mode_wal_and_synchronous(serval_home: Path):
    with FeedbackDB() as db:
        assert db.path == paths.feedback_db_path()
        assert db.path.parent == serval_home / "data"
        assert stat.S_IMODE(db.path.stat().st_mode) == 0o600
        db.record("x", "rejected")
        # white-box: synchronous is a per-connection setting, so read it from ours.
        assert db._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        for extra in ("-wal", "-shm"):
            side = Path(str(db.path) + extra)
            assert stat.S_IMODE(side.stat().st_mode) & 0o077 == 0
    conn = sqlite3.connect(paths.feedback_db_path())
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path: Path):
    bad = tmp_path / "junk.sqlite3"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(ServalError, match="feedback database"):
        FeedbackDB(bad)


def test_an_unwritable_location_gives_a_clear_error(tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(ServalError, match="cannot open the feedback database"):
        FeedbackDB(blocker / "sub" / "fb.sqlite3")


# ---------------------------------------------------------------------------------------
# record()
# ---------------------------------------------------------------------------------------


def test_record_round_trip_of_every_field(tmp_path: Path):
    with FeedbackDB(tmp_path / "r.sqlite3") as db:
        rid = db.record(
            "find log files bigger than 10MB", "corrected",
            candidates=["find . -name '*.log' -size +10M", "ls -S"], rank=0,
            suggested="find . -name '*.log' -size +10M", final="find /var/log -name '*.log' -size +10M",
            exit_status=1, model_version="3", source="cli",
        )
        (row,) = list(db.iter_rows())
    assert isinstance(row, FeedbackRow) and row.id == rid > 0
    assert row.query == "find log files bigger than 10MB"
    assert row.candidates == ["find . -name '*.log' -size +10M", "ls -S"]
    assert (row.rank, row.verdict, row.exit_status, row.model_version, row.source) == (0, "corrected", 1, "3", "cli")
    assert row.final_command == "find /var/log -name '*.log' -size +10M"
    assert row.created_at == row.updated_at and row.created_at.endswith("+00:00")


def test_record_defaults_and_increasing_ids(tmp_path: Path):
    with FeedbackDB(tmp_path / "d.sqlite3") as db:
        ids = [db.record(f"q{i}", "rejected") for i in range(3)]
        ids.append(db.record("q3", "rejected", candidates=None))  # None = nothing shown
        rows = list(db.iter_rows())
    assert ids == sorted(ids) and len(set(ids)) == 4
    assert rows[0].candidates == [] and rows[0].rank is None and rows[0].final_command is None
    assert rows[0].source == "shell" and rows[0].model_version is None
    assert rows[3].candidates == []


@pytest.mark.parametrize(
    "args,kwargs,message",
    [
        ((None, "accepted"), {}, "query must be a string"),
        (("   ", "accepted"), {}, "query must not be empty"),
        (("q", "maybe"), {}, "verdict must be one of"),
        (("q", None), {}, "verdict must be one of"),
        (("q", "accepted"), {"candidates": "ls"}, "not a single string"),
        (("q", "accepted"), {"candidates": 5}, "candidates must be a list"),
        (("q", "accepted"), {"candidates": ["ls", 3]}, r"candidates\[1\] must be a string"),
        (("q", "accepted"), {"candidates": ["ls"] * 65}, "too many candidates"),
        (("q", "accepted"), {"rank": "1"}, "rank must be an integer"),
        (("q", "accepted"), {"rank": True}, "rank must be an integer"),
        (("q", "accepted"), {"rank": -1}, "rank must be >= 0"),
        (("q", "accepted"), {"exit_status": 1.5}, "exit_status must be an integer"),
        (("q", "accepted"), {"exit_status": 2**70}, "exit_status is out of range"),
        (("q", "accepted"), {"suggested": 7}, "suggested must be a string"),
        (("q", "accepted"), {"final": b"ls"}, "final must be a string"),
        (("q", "accepted"), {"source": ""}, "source must be a non-empty string"),
    ],
)
def test_record_rejects_bad_input_with_a_clear_message(tmp_path: Path, args, kwargs, message):
    with FeedbackDB(tmp_path / "v.sqlite3") as db:
        with pytest.raises(ValueError, match=message):
            db.record(*args, **kwargs)
        assert list(db.iter_rows()) == []


def test_texts_are_redacted_before_they_reach_the_file(tmp_path: Path):
    path = tmp_path / "s.sqlite3"
    with FeedbackDB(path) as db:
        db.record(
            "connect with password=hunter2", "corrected",
            candidates=["mysql -u root -psecret123"], suggested="mysql -u root -psecret123",
            final="curl -H 'Authorization: Bearer abcdef123456' https://x.test",
        )
    conn = sqlite3.connect(path)
    dump = "\n".join(conn.iterdump())
    for secret in ("hunter2", "secret123", "abcdef123456"):
        assert secret not in dump
    assert "[REDACTED]" in dump and "mysql -u root -p[REDACTED]" in dump


def test_long_texts_are_truncated_to_8_kib_without_breaking_characters(tmp_path: Path):
    long_query = "é" * 10_000  # 2 bytes each: 20 000 bytes
    with FeedbackDB(tmp_path / "t.sqlite3") as db:
        db.record(long_query, "rejected", candidates=["x" * 9000], suggested="short")
        (row,) = list(db.iter_rows())
    for text in (row.query, row.candidates[0]):
        assert text.endswith(TRUNCATION_MARK)
        assert len(text.encode("utf-8")) <= MAX_TEXT_BYTES
    assert set(row.query[: -len(TRUNCATION_MARK)]) == {"é"}
    assert row.suggested == "short"


def test_unencodable_text_is_stored_with_replacement(tmp_path: Path):
    with FeedbackDB(tmp_path / "u.sqlite3") as db:
        db.record("bad \udcff byte", "rejected")
        (row,) = list(db.iter_rows())
    assert row.query.startswith("bad ") and row.query.endswith(" byte")


# ---------------------------------------------------------------------------------------
# Off switch
# ---------------------------------------------------------------------------------------


def test_off_switch_stores_nothing_and_returns_minus_one(serval_home: Path):
    with FeedbackDB() as db:
        assert is_enabled()
        set_enabled(False)
        assert not is_enabled()
        assert (serval_home / "data" / "feedback-off").exists()
        assert db.record("q", "accepted") == -1
        assert list(db.iter_rows()) == [] and db.stats()["enabled"] is False
        set_enabled(True)
        assert is_enabled() and not (serval_home / "data" / "feedback-off").exists()
        assert db.record("q", "accepted") > 0
        set_enabled(True)  # idempotent


# ---------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------


def test_iter_rows_since_and_verdict_filters_across_pages(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(feedback, "_PAGE", 3)  # small pages so paging is exercised
    verdicts = ["accepted", "corrected", "rejected"]
    with FeedbackDB(tmp_path / "i.sqlite3") as db:
        ids = [db.record(f"q{i}", verdicts[i % 3]) for i in range(10)]
        assert [r.id for r in db.iter_rows()] == ids
        assert [r.id for r in db.iter_rows(since_id=ids[6])] == ids[7:]
        assert [r.query for r in db.iter_rows(verdicts=["rejected"])] == ["q2", "q5", "q8"]
        assert [r.query for r in db.iter_rows(verdicts=("accepted", "corrected"), since_id=ids[5])] == ["q6", "q7", "q9"]
        assert list(db.iter_rows(verdicts=[])) == []
        with pytest.raises(ValueError, match="unknown verdict"):
            list(db.iter_rows(verdicts=["nope"]))
        assert [r.query for r in db.recent(limit=2)] == ["q9", "q8"]
        assert [r.query for r in db.recent(limit=5, verdict="accepted")] == ["q9", "q6", "q3", "q0"]


def test_stats_counts(tmp_path: Path):
    with FeedbackDB(tmp_path / "st.sqlite3") as db:
        empty = db.stats()
        assert empty["total"] == 0 and empty["first"] is None and empty["models"] == {}
        assert empty["verdicts"] == {"accepted": 0, "corrected": 0, "rejected": 0}
        db.record("a", "accepted", model_version="1")
        db.record("b", "accepted", model_version="2")
        db.record("c", "rejected", model_version="2")
        db.record("d", "corrected")
        s = db.stats()
    assert s["total"] == 4
    assert s["verdicts"] == {"accepted": 2, "corrected": 1, "rejected": 1}
    assert s["first"] <= s["last"]
    assert s["models"]["2"] == {"total": 2, "accepted": 1, "corrected": 0, "rejected": 1}
    assert s["models"]["unknown"]["corrected"] == 1 and s["models"]["1"]["total"] == 1


def test_export_jsonl_writes_one_object_per_row(tmp_path: Path):
    with FeedbackDB(tmp_path / "e.sqlite3") as db:
        db.record("list files", "accepted", candidates=["ls"], rank=0, suggested="ls", final="ls", exit_status=0)
        db.record("übersicht", "rejected")
        buf = io.StringIO()
        assert db.export_jsonl(buf) == 2
    lines = buf.getvalue().splitlines()
    objs = [json.loads(line) for line in lines]
    assert list(objs[0]) == EXPECTED_COLUMNS
    assert objs[0]["candidates"] == ["ls"] and objs[1]["query"] == "übersicht"


def test_forget_all_removes_rows_and_the_text_from_disk(tmp_path: Path):
    path = tmp_path / "f.sqlite3"
    marker = "unforgettable-zebra-phrase"
    with FeedbackDB(path) as db:
        for i in range(50):
            db.record(f"{marker} {i}", "accepted", suggested=f"echo {marker}")
        assert db.forget_all() == 50
        assert list(db.iter_rows()) == [] and db.stats()["total"] == 0
        on_disk = b"".join(p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("f.sqlite3"))
        assert marker.encode() not in on_disk
        assert db.record("after", "accepted") > 0  # schema intact
        assert db.integrity_check() == "ok"


# ---------------------------------------------------------------------------------------
# Concurrency and durability
# ---------------------------------------------------------------------------------------


def test_records_from_many_threads_are_all_kept(tmp_path: Path):
    db = FeedbackDB(tmp_path / "th.sqlite3")
    ids: list[int] = []
    lock = threading.Lock()

    def writer(n: int) -> None:
        for i in range(25):
            rid = db.record(f"t{n}-{i}", "accepted")
            with lock:
                ids.append(rid)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    reader_rows = list(db.iter_rows())  # reading while others write must not fail
    for t in threads:
        t.join()
    assert len(reader_rows) <= 100
    assert sorted(ids) == [r.id for r in db.iter_rows()] and len(set(ids)) == 100
    db.close()


def test_two_connections_in_two_processes_share_the_file(tmp_path: Path):
    path = tmp_path / "p.sqlite3"
    code = (
        "import sys; from pathlib import Path; from serval.daemon.feedback import FeedbackDB\n"
        "db = FeedbackDB(Path(sys.argv[1]))\n"
        "print(db.record('from child', 'accepted'))\n"
    )
    with FeedbackDB(path) as db:
        mine = db.record("from parent", "rejected")
        out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                             timeout=60, check=True)
        theirs = int(out.stdout.strip())
        assert [r.id for r in db.iter_rows()] == [mine, theirs]


WRITER = """
import sys
from pathlib import Path
from serval.daemon.feedback import FeedbackDB
db = FeedbackDB(Path(sys.argv[1]))
i = 0
while True:
    rid = db.record(f"query {i}", "accepted", candidates=["ls", "ls -la"], rank=0,
                    suggested="ls", final="ls -la", exit_status=0, model_version="t")
    sys.stdout.write(f"{rid}\\n")
    sys.stdout.flush()
    i += 1
"""


def test_kill_9_during_writes_loses_no_acknowledged_row(tmp_path: Path):
    path = tmp_path / "k.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE,
                            text=True, env=os.environ.copy())
    acked: list[int] = []
    try:
        assert proc.stdout is not None
        while len(acked) < 150:
            line = proc.stdout.readline()
            if not line:
                break
            acked.append(int(line))
    finally:
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate(timeout=30)
    acked += [int(x) for x in rest.split()]  # printed before the kill, read after it
    assert proc.returncode == -signal.SIGKILL
    assert len(acked) >= 150
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    stored = {r[0] for r in conn.execute("SELECT id FROM feedback")}
    assert set(acked) <= stored
    conn.close()
    with FeedbackDB(path) as db:  # and our own class opens it and keeps writing
        assert db.integrity_check() == "ok"
        assert db.record("after the crash", "accepted") > max(acked)


def test_a_write_that_sqlite_refuses_is_a_serval_error(tmp_path: Path):
    path = tmp_path / "busy.sqlite3"
    with FeedbackDB(path) as db:
        blocker = sqlite3.connect(path, isolation_level=None, timeout=0)
        blocker.execute("BEGIN EXCLUSIVE")  # another process holding the write lock
        db._db.execute("PRAGMA busy_timeout = 50")  # white-box: do not wait the real 10 s
        with pytest.raises(ServalError, match="could not store feedback"):
            db.record("q", "accepted")
        blocker.execute("ROLLBACK")
        blocker.close()
        assert db.record("q", "accepted") > 0  # the connection is still usable


def test_modules_do_not_import_torch():
    code = (
        "import sys; import serval.daemon.feedback, serval.daemon.feedback_cli, "
        "serval.daemon.safety, serval.daemon.secrets; "
        "print('torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


def test_rows_with_non_utf8_bytes_written_by_another_tool_are_readable(tmp_path):
    import sqlite3

    from serval.daemon.feedback import FeedbackDB

    db = FeedbackDB(tmp_path / "fb.sqlite3")
    db.record("list files", "accepted", suggested="ls")
    raw = sqlite3.connect(tmp_path / "fb.sqlite3")
    raw.execute("UPDATE feedback SET query = CAST(? AS TEXT)", (b"bad \xff bytes",))
    raw.commit()
    raw.close()
    rows = list(db.iter_rows())
    assert rows[0].query == "bad \ufffd bytes"
