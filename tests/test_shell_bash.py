"""The bash widget in a real interactive bash (tmux), against a real serval-daemon.

Each test types into `bash --norc --noprofile -i` with shell_hooks/serval.bash sourced, HOME and
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

SHELL = "bash"


@pytest.fixture
def make_shell(tmp_path):
    """Factory: start a bash in tmux; every shell is killed at the end of the test."""
    factory = ShellFactory(SHELL, tmp_path)
    yield factory
    factory.close_all()


def test_undo_restores_comment_and_records_rejected(make_shell, daemon, request_):
    """Readline's undo (Ctrl-_) reverts the bind -x edit; running the comment then rejects."""
    sh = make_shell(daemon.home)
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-_")
    sh.wait_line(f"# {request_.text}")
    sh.press("Enter")  # a comment: nothing runs
    sh.wait_prompt()
    assert "command not found" not in sh.text()
    rows = wait_feedback(daemon.home, before + 1)
    assert len(rows) == before + 1
    assert rows[-1]["verdict"] == "rejected"
    assert rows[-1]["final_command"] is None


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
    # The message goes above the prompt's last line; the prompt is not drawn twice.
    assert sh.text().count("top line of the prompt") == 1
    _, y = sh.cursor()
    assert sh.screen()[y - 1].startswith("serval 1/")


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
        sh.wait_line("# list all files")
        sh.type(" still here")  # the shell is responsive again
        sh.wait_line("# list all files still here")


def test_ctrl_c_while_waiting_cancels_and_keeps_line(make_shell, tmp_path):
    home = tmp_path / "wedged_home"
    with WedgedDaemon(home):
        sh = make_shell(home, env={"SERVAL_TIMEOUT_MS": "5000"})
        sh.type("# list all files")
        sh.press("C-g")
        time.sleep(0.5)  # the client is waiting for the wedged daemon
        sh.press("C-c")
        sh.wait_text("serval: cancelled", timeout=3)
        sh.wait_line("# list all files")


def test_plain_line_keeps_old_ctrl_g(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.type("echo should-not-run")
    sh.press("C-g")  # abort: rings the bell, the line stays, nothing runs, no request
    time.sleep(0.3)
    sh.wait_line("echo should-not-run")
    assert "serval" not in sh.text()
    sh.type(" x")  # the line is still being edited
    sh.wait_line("echo should-not-run x")


def test_isearch_ctrl_g_still_cancels(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.run("echo first-entry")
    sh.press("C-r")
    sh.type("first")
    sh.wait_text("reverse-i-search")
    sh.press("C-g")
    sh.wait_prompt()
    assert "failed" not in sh.text()


def test_vi_insert_binding(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    sh.run("set -o vi")
    sh.type(f"# {request_.text}")
    sh.press("C-g")
    sh.wait_line(request_.candidates[0])


def test_existing_prompt_command_and_debug_trap_still_run(make_shell, daemon, request_):
    sh = make_shell(daemon.home, source_hook=False)
    sh.run("__pc=0 __dbg=0; PROMPT_COMMAND='__pc=$((__pc+1))'; trap '__dbg=$((__dbg+1))' DEBUG")
    sh.run(f"source {HOOKS / 'serval.bash'}; eval \"$(<{HOOKS / 'serval.bash'})\"; clear")
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    cmd = show_candidate(sh, request_, request_.run_index)
    sh.press("Enter")
    sh.wait_prompt()
    rows = wait_feedback(daemon.home, before + 1)
    assert rows[-1]["verdict"] == "accepted" and rows[-1]["final_command"] == cmd
    sh.run("clear")
    sh.run("echo pc=$__pc dbg=$__dbg")
    line = next(l for l in sh.screen() if l.startswith("pc="))
    pc, dbg = (int(part.split("=")[1]) for part in line.split())
    assert pc >= 3 and dbg >= 3  # both hooks kept running after serval's were added


def test_abandoned_suggestion_is_rejected(make_shell, daemon, request_):
    sh = make_shell(daemon.home)
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-c")  # abandon the line: a new prompt comes
    sh.wait_prompt()
    rows = wait_feedback(daemon.home, before + 1)
    assert rows[-1]["verdict"] == "rejected"


def test_no_bind_leaves_key_alone(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home", env={"SERVAL_NO_BIND": "1"})
    sh.run("bind -p | grep -F '\"\\C-g\"'")
    sh.wait_text('"\\C-g": abort')
    sh.run("bind -X")
    assert "__serval" not in sh.text()


def test_non_interactive_source_does_nothing(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SERVAL_BIN": "/nonexistent/serval"}
    proc = subprocess.run(
        ["bash", "--norc", "--noprofile", "-c", f"source {HOOKS / 'serval.bash'}; eval \"$(<{HOOKS / 'serval.bash'})\"; echo done; "
         "declare -F __serval_dispatch >/dev/null || echo undefined"],
        env=env, capture_output=True, text=True, timeout=20)
    assert proc.stdout == "done\nundefined\n"
    assert proc.stderr == ""
    assert proc.returncode == 0


def test_load_prints_nothing(make_shell, tmp_path):
    sh = make_shell(tmp_path / "no_daemon_home")  # start() already cleared the screen
    sh.run(f"source {HOOKS / 'serval.bash'}")  # a second load: still silent
    assert [line for line in sh.screen() if line.strip()] == ["$ source " + str(HOOKS / "serval.bash"), "$"]


def test_no_feedback_setting(make_shell, daemon, request_):
    sh = make_shell(daemon.home, env={"SERVAL_NO_FEEDBACK": "1"})
    before = len(wait_feedback(daemon.home, 0, timeout=0))
    show_candidate(sh, request_, 0)
    sh.press("C-c")
    sh.wait_prompt()
    sh.run("true")
    time.sleep(1.0)  # feedback would have been sent in the background by now
    assert len(wait_feedback(daemon.home, 0, timeout=0)) == before


def test_custom_key_with_another_old_function(make_shell, tmp_path):
    """SERVAL_KEY=\\C-t: that key was transpose-chars, so the macro dispatch keeps it working."""
    sh = make_shell(tmp_path / "no_daemon_home", env={"SERVAL_KEY": "\\C-t"})
    sh.type("echo ab")
    sh.press("C-t")  # transpose-chars still works on a plain line
    sh.wait_line("echo ba")
    sh.press("C-u")
    sh.type("# list all files")
    sh.press("C-t")  # and asks serval on a comment line (no daemon here: the message)
    sh.wait_text("serval-daemon start")
    sh.wait_line("# list all files")
    sh.press("C-u")
    sh.run("bind -p | grep -F '\"\\C-g\"'")
    sh.wait_text('"\\C-g": abort')  # Ctrl-G untouched


def test_vi_modes_keep_their_old_ctrl_g(make_shell, tmp_path):
    """vi-insert: Ctrl-G was self-insert (inserts ^G); vi-command: abort (the line stays)."""
    sh = make_shell(tmp_path / "no_daemon_home")
    sh.run("set -o vi")
    sh.type("echo ab")
    sh.press("C-g")
    sh.type("c")
    sh.wait_line("echo ab^Gc")
    sh.press("Escape")
    sh.press("C-g")  # vi-command: rings the bell, nothing inserted
    sh.press("A")
    sh.type("d")
    sh.wait_line("echo ab^Gcd")
    assert "serval" not in sh.text()
