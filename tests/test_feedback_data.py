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


def test_held_out_split_is_deterministic_and_about_a_fifth():
    flags = [fd.is_held_out(i) for i in range(1, 2001)]
    assert flags == [fd.is_held_out(i) for i in range(1, 2001)]
    assert 0.17 < sum(flags) / len(flags) < 0.23
    assert not any(fd.is_held_out(i, 0.0) for i in range(1, 200))
    assert all(fd.is_held_out(i, 1.0) for i in range(1, 200))


def test_held_out_rows_never_in_train():
    with FeedbackDB() as db:
        for i in range(60):
            db.record(f"list files number {i}", "accepted", suggested=f"ls -l file{i}")
    got = fd.read_feedback(paths.feedback_db_path())
    train_ids = {p.id for p in got.train}
    held_ids = {p.id for p in got.held_out}
    assert train_ids and held_ids and not train_ids & held_ids
    assert held_ids == {i for i in train_ids | held_ids if fd.is_held_out(i)}


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
