"""Behaviour both widgets share, in real zsh and real bash (tmux) against a real serval-daemon.

Shell-specific behaviour is in test_shell_zsh.py and test_shell_bash.py.
"""

from __future__ import annotations

import pytest

from shell_helpers import (
    ShellFactory,
    daemon,  # noqa: F401  (fixture)
    request_,  # noqa: F401  (fixture)
    shell_daemon,  # noqa: F401  (session fixture)
    shell_request,  # noqa: F401  (session fixture)
    show_candidate,
    wait_feedback,
)


@pytest.fixture(params=["zsh", "bash"])
def make_shell(request, tmp_path):
    """Factory: start the parametrised shell in tmux; every shell is killed at the end of the test."""
    factory = ShellFactory(request.param, tmp_path)
    yield factory
    factory.close_all()


def test_ctrl_g_replaces_line_and_cycles(make_shell, daemon, request_):
    assert len(request_.candidates) >= 2, request_.candidates
    sh = make_shell(daemon.home)
    sh.type(f"# {request_.text}")
    sh.press("C-g")
    sh.wait_line(request_.candidates[0])
    n = len(request_.candidates)
    sh.wait_text(f"serval 1/{n}")
    assert sh.cursor()[0] == len("$ " + request_.candidates[0])  # cursor at the end
    sh.press("C-g")
    sh.wait_line(request_.candidates[1])
    sh.wait_text(f"serval 2/{n}")
    for _ in range(n - 1):  # wraps around to the best one
        sh.press("C-g")
    sh.wait_line(request_.candidates[0])


def test_enter_runs_suggestion_and_records_accepted(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    (sh.cwd / "marker-file.txt").write_text("x")
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    cmd = show_candidate(sh, request_, request_.run_index)
    sh.press("Enter")
    sh.wait_prompt(timeout=30)
    rows = wait_feedback(daemon.home, before + 1)
    assert len(rows) == before + 1
    row = rows[-1]
    assert row["verdict"] == "accepted"
    assert row["query"] == request_.text
    assert row["suggested"] == cmd and row["final_command"] == cmd
    assert row["rank"] == request_.run_index
    assert isinstance(row["exit_status"], int)
    if request_.harmless:
        assert row["exit_status"] == 0
    assert cmd in row["candidates"]


def test_edited_suggestion_records_corrected(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    cmd = show_candidate(sh, request_, request_.run_index)
    sh.press("C-a")
    sh.type("echo ")
    sh.press("Enter")
    sh.wait_text(cmd)  # echo printed the command
    sh.wait_prompt()
    rows = wait_feedback(daemon.home, before + 1)
    assert rows[-1]["verdict"] == "corrected"
    assert rows[-1]["final_command"] == f"echo {cmd}"
    assert rows[-1]["suggested"] == cmd
