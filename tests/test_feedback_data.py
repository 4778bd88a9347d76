"""Feedback rows → training pairs: every verdict, every skip reason, the held-out split (real SQLite)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys

import pytest

from serval import paths
from serval.daemon.feedback import FeedbackDB
from serval.training import feedback_data as fd


def _fill(db: FeedbackDB) -> dict[str, int]:
    ids = {}
    ids["accepted"] = db.record("list files with details", "accepted", suggested="ls -l", exit_status=0)
    ids["corrected"] = db.record("search for TODO in the code", "corrected", suggested="grep -r TODO .",
                                 final="rg TODO", exit_status=0)
    ids["corrected_unknown_exit"] = db.record("show disk usage", "corrected", suggested="du", final="du -sh .")
    ids["rejected"] = db.record("remove the build folder", "rejected", suggested="rm -rf /")
    ids["unparseable"] = db.record("broken one", "corrected", suggested="ls", final="ls (((", exit_status=0)
    ids["failed"] = db.record("show hidden files", "corrected", suggested="ls", final="ls -Z", exit_status=2)
    ids["too_big"] = db.record("x" * 3000, "accepted", suggested="ls")
    ids["control"] = db.record("list\x1b[31m files", "accepted", suggested="ls")
    ids["replacement_char"] = db.record("list \ufffd files", "accepted", suggested="ls")
    ids["redacted"] = db.record("log in", "accepted", suggested="mysql -p [REDACTED]")
    ids["no_command"] = db.record("no suggestion", "accepted")
    ids["secret"] = db.record("use my token", "accepted",
                              suggested="curl -H 'Authorization: Bearer ghp_abcdefghijklmnopqrstuvwxyz0123456789'")
    return ids


def test_each_verdict_and_every_skip_reason_counted():
    with FeedbackDB() as db:
        ids = _fill(db)
    got = fd.read_feedback(paths.feedback_db_path(), fraction=0.0)
    pos = {p.id: p for p in got.positives}
    assert pos[ids["accepted"]].cmd == "ls -l" and pos[ids["accepted"]].verdict == "accepted"
    assert pos[ids["corrected"]].cmd == "rg TODO" and pos[ids["corrected"]].nl == "search for TODO in the code"
    assert pos[ids["corrected_unknown_exit"]].cmd == "du -sh ."
    assert [(n.id, n.cmd) for n in got.negatives] == [(ids["rejected"], "rm -rf /")]
    assert got.skipped == {fd.SKIP_UNPARSEABLE: 1, fd.SKIP_FAILED: 1, fd.SKIP_TOO_BIG: 1, fd.SKIP_BAD_TEXT: 2,
                           fd.SKIP_REDACTED: 2, fd.SKIP_NO_COMMAND: 1}
    assert got.rows_seen == len(ids) and got.max_id == max(ids.values())
    assert got.summary()["train_pairs"] == 3 and got.summary()["negatives"] == 1
    assert set(got.ids()) == {ids["accepted"], ids["corrected"], ids["corrected_unknown_exit"], ids["rejected"]}


def test_held_out_split_is_deterministic_by_request_and_about_a_fifth():
    queries = [f"list the files of project {i}" for i in range(2000)]
    flags = [fd.is_held_out(q) for q in queries]
    assert flags == [fd.is_held_out(q) for q in queries]
    assert 0.17 < sum(flags) / len(flags) < 0.23
    assert not any(fd.is_held_out(q, 0.0) for q in queries[:200])
    assert all(fd.is_held_out(q, 1.0) for q in queries[:200])
    # One request, however it was typed, is on one side only.
    assert len({fd.is_held_out(q) for q in queries[0:1] + ["# List the  files of project 0.", "LIST THE FILES OF PROJECT 0"]}) == 1


def test_held_out_requests_never_in_train():
    with FeedbackDB() as db:
        for i in range(60):
            for _ in range(2):  # the same request twice: both rows on the same side
                db.record(f"list files number {i}", "accepted", suggested=f"ls -l file{i}")
    got = fd.read_feedback(paths.feedback_db_path())
    train_q = {p.nl for p in got.train}
    held_q = {p.nl for p in got.held_out}
    assert train_q and held_q and not train_q & held_q
    assert held_q == {q for q in train_q | held_q if fd.is_held_out(q)}


@pytest.mark.parametrize("query, command, ok", [
    ('search for "TODO" in every file here', 'rg "TODO"', True),
    ('search for "TODO" in src', 'rg -n TODO src/', True),
    ("find all markdown files", "fd -e md", True),               # *.md and "md"
    ("delete files bigger than 10MB", "find . -size +10M -delete", True),
    ("list files sorted by size", "ls -lS", True),               # nothing named: nothing to check
    ("show disk usage", "du -sh /var", True),                    # no entity in the request
    ('search for "TODO" in every file here', 'rg -c "import"', False),
    ("compress report.txt", "tar czf backup.tgz /home/bob", False),
])
def test_a_correction_must_use_something_the_request_names(query, command, ok):
    assert fd.related(query, command) is ok


def test_unrelated_corrections_are_skipped_and_counted():
    with FeedbackDB() as db:
        db.record('count lines in notes.txt', "corrected", suggested="wc notes.txt", final="wc -l notes.txt",
                  exit_status=0)
        db.record('count lines in notes.txt', "corrected", suggested="wc notes.txt", final="git push origin",
                  exit_status=0)
    got = fd.read_feedback(paths.feedback_db_path())
    assert [p.cmd for p in got.positives] == ["wc -l notes.txt"]
    assert got.skipped == {fd.SKIP_UNRELATED: 1}


def test_non_utf8_bytes_written_by_hand_are_skipped():
    """A row edited outside serval with raw bytes (and lone surrogates) is skipped, not a crash."""
    with FeedbackDB() as db:
        good = db.record("list files", "accepted", suggested="ls")
    conn = sqlite3.connect(paths.feedback_db_path())
    conn.text_factory = bytes
    conn.execute("INSERT INTO feedback (created_at, updated_at, query, suggested, verdict) "
                 "VALUES ('t', 't', CAST(? AS TEXT), 'ls', 'accepted')", (b"caf\xe9 list",))
    conn.commit()
    conn.close()
    got = fd.read_feedback(paths.feedback_db_path())
    assert [p.id for p in got.positives] == [good]
    assert got.skipped[fd.SKIP_BAD_TEXT] == 1


def test_max_row_id_missing_blank_and_filled(tmp_path):
    assert fd.max_row_id(tmp_path / "none.sqlite3") == 0
    assert not (tmp_path / "none.sqlite3").exists()  # a read never creates the file
    blank = tmp_path / "blank.sqlite3"
    blank.write_bytes(b"")
    assert fd.max_row_id(blank) == 0
    with FeedbackDB() as db:
        last = db.record("list files", "accepted", suggested="ls")
    assert fd.max_row_id(paths.feedback_db_path()) == last


def test_light_modules_do_not_import_torch():
    code = ("import sys; import serval.training.feedback_data, serval.training.versions, "
            "serval.training.finetune, serval.daemon.model_cli; print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("text,reason", [("ok text", None), ("a" * 2049, fd.SKIP_TOO_BIG),
                                         ("tab\there", fd.SKIP_BAD_TEXT), ("x [REDACTED] y", fd.SKIP_REDACTED),
                                         ("\ud800", fd.SKIP_BAD_TEXT), ("café ünïcode", None)])
def test_text_problem(text, reason):
    assert fd._text_problem(text) == reason


def test_the_latest_command_for_a_request_supersedes_earlier_ones_in_training():
    with FeedbackDB() as db:
        for _ in range(3):
            db.record("show the date", "accepted", suggested="date")
            db.record("list files", "accepted", suggested="ls")
        db.record("Show the date", "corrected", suggested="date", final="date -u", exit_status=0)
        db.record("list files", "accepted", suggested="ls")
    got = fd.read_feedback(paths.feedback_db_path(), fraction=0.0)
    assert len(got.train) == 8                                  # everything usable is still there (established check)
    assert sorted((p.nl.lower(), p.cmd) for p in got.current) == [("list files", "ls")] * 4 + [("show the date", "date -u")]
