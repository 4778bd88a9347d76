"""The zsh widget in a real interactive zsh (tmux), against a real serval-daemon.

Each test types into `zsh -f -i` with shell_hooks/serval.zsh sourced, HOME/ZDOTDIR and
SERVAL_HOME in temp folders, and looks at the screen. Commands the model suggests are run
only when they are plain listing commands (shell_helpers.is_harmless), inside a temp dir.
"""

from __future__ import annotations

import subprocess
import time

import pytest

from shell_helpers import (
    HOOKS,
    ShellFactory,
    show_candidate,
    WedgedDaemon,
    daemon,  # noqa: F401  (fixture)
    request_,  # noqa: F401  (fixture)
    shell_daemon,  # noqa: F401  (session fixture)
    shell_request,  # noqa: F401  (session fixture)
    wait_feedback,
)

SHELL = "zsh"


@pytest.fixture
def make_shell(tmp_path):
    """Factory: start a zsh in tmux; every shell is killed at the end of the test."""
    factory = ShellFactory(SHELL, tmp_path)
    yield factory
    factory.close_all()


def test_undo_restores_comment_and_records_rejected(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-_")
    sh.wait_line(f"# {request_.text}")
    rows = wait_feedback(daemon.home, before + 1)
    assert rows[-1]["verdict"] == "rejected"
    assert rows[-1]["final_command"] is None
    sh.press("Enter")  # the comment runs as a comment (interactive_comments): nothing happens
    sh.wait_prompt()
    assert "command not found" not in sh.text()


def test_keep_comment_option(make_shell, daemon, request_):
    sh = make_shell(daemon.home, env={"SERVAL_KEEP_COMMENT": "1"})
    sh.type(f"# {request_.text}")
    sh.press("C-g")
    sh.wait_line(f"{request_.candidates[0]}  # {request_.text}")


def test_two_line_prompt(make_shell, daemon, request_):
    sh = make_shell(daemon.home, prompt="top line of the prompt\n$ ")
    sh.type(f"# {request_.text}")
    sh.press("C-g")
    sh.wait_line(request_.candidates[0])
    _, y = sh.cursor()
    assert sh.screen()[y - 1] == "top line of the prompt"
    assert sh.text().count("top line of the prompt") == 1  # prompt not drawn twice


def test_daemon_down_keeps_line_and_says_why(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.type("# list all files")
    sh.press("C-g")
    sh.wait_text("serval-daemon start")
    sh.wait_line("# list all files")
    assert sh.text().count("serval:") == 1  # one short message


def test_timeout_keeps_line(make_shell, tmp_path):
    home = tmp_path / "wedged_home"
    with WedgedDaemon(home):
        sh = make_shell(home, env={"SERVAL_TIMEOUT_MS": "400"})
        sh.type("# list all files")
        sh.press("C-g")
        sh.wait_text("serval:")
        sh.wait_for(lambda: "translating" not in sh.text(), "the timeout message")
        sh.wait_line("# list all files")


def test_typing_continues_and_stale_reply_is_discarded(make_shell, tmp_path):
    home = tmp_path / "wedged_home"
    with WedgedDaemon(home):
        sh = make_shell(home, env={"SERVAL_TIMEOUT_MS": "800"})
        sh.type("# list all files")
        sh.press("C-g")
        sh.type(" please")  # typing goes on while the request runs
        sh.wait_line("# list all files please")
        # After the client timed out, the reply for the old line changed nothing and said nothing.
        time.sleep(1.5)  # the client gives up after 0.8 s; its reply reaches a changed line
        sh.wait_line("# list all files please")
        assert "serval:" not in sh.text()
        assert "did not answer" not in sh.text() and "timed out" not in sh.text()


def test_ctrl_c_while_waiting_cancels_and_keeps_line(make_shell, tmp_path):
    home = tmp_path / "wedged_home"
    with WedgedDaemon(home):
        sh = make_shell(home, env={"SERVAL_TIMEOUT_MS": "5000"})
        sh.type("# list all files")
        sh.press("C-g")
        sh.wait_text("translating")
        sh.press("C-c")
        sh.wait_text("serval: cancelled")
        sh.wait_line("# list all files")


def test_plain_line_keeps_old_ctrl_g(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.type("echo should-not-run")
    sh.press("C-g")  # send-break: the line is abandoned, a fresh prompt comes
    sh.wait_prompt()
    assert "serval" not in sh.text()
    assert sh.text().count("should-not-run") == 1  # only the abandoned line, never run


def test_isearch_ctrl_g_still_cancels(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.run("echo first-entry")
    sh.press("C-r")
    sh.type("first")
    sh.wait_text("bck-i-search")
    sh.press("C-g")
    sh.wait_prompt()
    assert "serval" not in sh.text()


def test_no_bind_leaves_key_alone(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home", env={"SERVAL_NO_BIND": "1"})
    sh.run("bindkey '^G'")
    sh.wait_text('"^G" send-break')
    sh.run("bindkey -M isearch '^G'")
    assert "serval-translate-widget" not in sh.text()


def test_vi_insert_binding(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    sh.run("bindkey -v")
    sh.type(f"# {request_.text}")
    sh.press("C-g")
    sh.wait_line(request_.candidates[0])


def test_non_interactive_source_does_nothing(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SERVAL_BIN": "/nonexistent/serval"}
    proc = subprocess.run(
        ["zsh", "-f", "-c", f"source {HOOKS / 'serval.zsh'}; eval \"$(<{HOOKS / 'serval.zsh'})\"; print -r -- done; "
         "whence -w serval-translate-widget >/dev/null || print -r -- undefined"],
        env=env, capture_output=True, text=True, timeout=20)
    assert proc.stdout == "done\nundefined\n"
    assert proc.stderr == ""
    assert proc.returncode == 0


def test_plugin_file_loads_widget(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home", source_hook=False)
    sh.run(f"source {HOOKS / 'serval.plugin.zsh'}; clear")
    sh.run("bindkey '^G'")
    sh.wait_text('"^G" serval-translate-widget')


def test_load_prints_nothing(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")  # start() already cleared the screen
    sh.run(f"source {HOOKS / 'serval.zsh'}")  # a second load: still silent
    assert [line for line in sh.screen() if line.strip()] == ["$ source " + str(HOOKS / "serval.zsh"), "$"]


def test_abandoned_suggestion_is_rejected(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-c")  # abandon the line: a new prompt comes
    sh.wait_prompt()
    rows = wait_feedback(daemon.home, before + 1)
    assert len(rows) == before + 1 and rows[-1]["verdict"] == "rejected"


def test_no_feedback_setting(make_shell, daemon, request_):
    sh = make_shell(daemon.home, env={"SERVAL_NO_FEEDBACK": "1"})
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-_")
    sh.wait_line(f"# {request_.text}")
    sh.run("true")
    time.sleep(1.0)  # feedback would have been sent in the background by now
    assert len(wait_feedback(daemon.home, 0, timeout=0)) == before


def test_custom_key(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home", env={"SERVAL_KEY": "^T"})
    sh.run("bindkey '^T'")
    sh.wait_text('"^T" serval-translate-widget')
    sh.run("bindkey '^G'")
    sh.wait_text('"^G" send-break')
