"""`serval feedback …` through click's CliRunner, on the real database under SERVAL_HOME."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from serval import paths
from serval.daemon.feedback import FeedbackDB, is_enabled
from serval.daemon.feedback_cli import feedback_group


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def filled() -> list[int]:
    """Five rows in the default database: 2 accepted, 2 corrected, 1 rejected."""
    with FeedbackDB() as db:
        return [
            db.record("list files", "accepted", candidates=["ls"], rank=0, suggested="ls", final="ls",
                      exit_status=0, model_version="1"),
            db.record("show disk usage", "corrected", suggested="du", final="du -sh .", exit_status=0,
                      model_version="1"),
            db.record("delete logs", "rejected", suggested="rm *.log", model_version="2"),
            db.record("login with password=hunter2", "corrected", suggested="mysql -psecret9",
                      final="mysql -u me -psecret9", exit_status=1),
            db.record("count lines\nin files", "accepted", suggested="wc -l *", final="wc -l *", exit_status=0),
        ]


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_list_shows_newest_first_in_a_table(runner, filled):
    result = runner.invoke(feedback_group, ["list"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split()[:4] == ["ID", "WHEN", "(UTC)", "VERDICT"]
    ids = [int(line.split()[0]) for line in lines[1:]]
    assert ids == sorted(filled, reverse=True)
    assert "count lines in files" in result.output  # newline flattened in the cell
    assert "du -sh ." in result.output and "hunter2" not in result.output and "secret9" not in result.output
    assert _mode(paths.feedback_db_path()) == 0o600


def test_list_limit_and_verdict_filter(runner, filled):
    result = runner.invoke(feedback_group, ["list", "--limit", "2"])
    assert result.exit_code == 0
    assert len(result.output.splitlines()) == 3
    result = runner.invoke(feedback_group, ["list", "--verdict", "corrected"])
    assert result.exit_code == 0
    rows = result.output.splitlines()[1:]
    assert [int(r.split()[0]) for r in rows] == [filled[3], filled[1]]
    assert all("corrected" in r for r in rows)


def test_list_rejects_bad_options(runner):
    result = runner.invoke(feedback_group, ["list", "--verdict", "maybe"])
    assert result.exit_code == 2 and "maybe" in result.output
    result = runner.invoke(feedback_group, ["list", "--limit", "0"])
    assert result.exit_code == 2


def test_list_on_an_empty_database_creates_it_private(runner):
    result = runner.invoke(feedback_group, ["list"])
    assert result.exit_code == 0 and "No feedback recorded yet." in result.output
    assert _mode(paths.feedback_db_path()) == 0o600
    result = runner.invoke(feedback_group, ["list", "--verdict", "rejected"])
    assert result.exit_code == 0 and "No rejected feedback." in result.output


def test_export_jsonl_to_stdout(runner, filled):
    result = runner.invoke(feedback_group, ["export", "--jsonl"])
    assert result.exit_code == 0
    objs = [json.loads(line) for line in result.output.splitlines()]
    assert [o["id"] for o in objs] == filled
    assert objs[1]["final_command"] == "du -sh ." and objs[0]["candidates"] == ["ls"]


def test_export_to_a_file_is_private(runner, filled, tmp_path: Path):
    out = tmp_path / "fb.jsonl"
    result = runner.invoke(feedback_group, ["export", "--jsonl", "-o", str(out)])
    assert result.exit_code == 0
    assert "Exported 5 rows" in result.output
    assert _mode(out) == 0o600
    assert len(out.read_text().splitlines()) == 5


def test_export_to_an_unwritable_place_fails_cleanly(runner, filled, tmp_path: Path):
    result = runner.invoke(feedback_group, ["export", "-o", str(tmp_path / "missing" / "x.jsonl")])
    assert result.exit_code == 1
    assert "cannot write" in result.output and "Traceback" not in result.output


def test_stats_text_and_json(runner, filled):
    result = runner.invoke(feedback_group, ["stats"])
    assert result.exit_code == 0
    assert "Total:      5" in result.output
    assert "accepted:   2 (40%)" in result.output and "rejected:   1 (20%)" in result.output
    assert "1: 2 total" in result.output and "unknown: 2 total" in result.output
    result = runner.invoke(feedback_group, ["stats", "--json"])
    data = json.loads(result.output)
    assert data["total"] == 5 and data["verdicts"]["corrected"] == 2 and data["enabled"] is True


def test_stats_on_empty_database(runner):
    result = runner.invoke(feedback_group, ["stats"])
    assert result.exit_code == 0 and "Total:      0" in result.output and "First:" not in result.output


def test_off_and_on(runner, serval_home: Path):
    result = runner.invoke(feedback_group, ["off"])
    assert result.exit_code == 0 and "off" in result.output
    assert not is_enabled() and (serval_home / "data" / "feedback-off").exists()
    with FeedbackDB() as db:
        assert db.record("ignored", "accepted") == -1
    assert "Recording:  off" in runner.invoke(feedback_group, ["stats"]).output
    result = runner.invoke(feedback_group, ["on"])
    assert result.exit_code == 0 and is_enabled()
    with FeedbackDB() as db:
        assert db.record("kept", "accepted") > 0
        assert [r.query for r in db.iter_rows()] == ["kept"]


def test_forget_requires_all_and_confirmation(runner, filled):
    result = runner.invoke(feedback_group, ["forget"])
    assert result.exit_code == 2 and "--all" in result.output
    result = runner.invoke(feedback_group, ["forget", "--all"], input="n\n")
    assert result.exit_code == 1 and "Aborted" in result.output
    with FeedbackDB() as db:
        assert db.stats()["total"] == 5
    result = runner.invoke(feedback_group, ["forget", "--all"], input="y\n")
    assert result.exit_code == 0 and "Deleted 5 rows." in result.output
    with FeedbackDB() as db:
        assert db.stats()["total"] == 0


def test_forget_yes_skips_the_question(runner, filled):
    result = runner.invoke(feedback_group, ["forget", "--all", "--yes"])
    assert result.exit_code == 0 and result.output == "Deleted 5 rows.\n"
    assert _mode(paths.feedback_db_path()) == 0o600


def test_a_corrupt_database_is_one_clear_error(runner):
    db_path = paths.feedback_db_path()
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"garbage" * 500)
    result = runner.invoke(feedback_group, ["list"])
    assert result.exit_code == 1
    assert "feedback database" in result.output and "Traceback" not in result.output


def test_help_lists_every_command(runner):
    result = runner.invoke(feedback_group, ["--help"])
    assert result.exit_code == 0
    for name in ("list", "export", "stats", "off", "on", "forget"):
        assert name in result.output
