"""The phrasebook's sessions module (serval.model.phrasebook.sessions): tmux, screen, the shell's job control,
commands kept running after logout, sessions recorded, and commands run when something ends. The tmux answers run
against a real tmux server on a private socket folder, the job-control answers in a real bash with job control on,
script's in the sandbox, and the waits against real processes and files."""

import os
import shutil
import subprocess

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, sessions
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("fire up a new tmux session called backend", "tmux new -s backend"),
    ("Reattach to my tmux session named deploy", "tmux attach -t deploy"),
    ("what tmux sessions have I got running?", "tmux ls"),
    ("kill the tmux session scratch, don't need it anymore", "tmux kill-session -t scratch"),
    ("nuke every tmux session at once, whole server", "tmux kill-server"),
    ("kill all tmux sessions except main", "tmux kill-session -a -t main"),
    ("split my tmux window so I get a second pane to the right", "tmux split-window -h"),
    ("create a detached tmux session named build that runs make -j8 inside ~/src/firmware", "tmux new -d -s build -c ~/src/firmware 'make -j8'"),
    ("start rsync -a ~/photos/ nas01:/backup/photos/ inside a detached tmux session named sync", "tmux new -d -s sync 'rsync -a ~/photos/ nas01:/backup/photos/'"),
    ("send git pull and Enter to the tmux session web", "tmux send-keys -t web 'git pull' Enter"),
    ("send ctrl-c to pane 1 of window 0 in tmux session worker", "tmux send-keys -t worker:0.1 C-c"),
    ("rename tmux session 0 to monitoring", "tmux rename-session -t 0 monitoring"),
    ("attach to tmux session work if it exists, otherwise create it", "tmux new -A -s work"),
    ("attach to tmux session presentation and detach any other clients that are on it", "tmux attach -d -t presentation"),
    ("dump the full scrollback history of tmux session api into api-pane.txt", "tmux capture-pane -p -S - -t api > api-pane.txt"),
    ("is there a tmux session called backup? just print yes or no", "tmux has-session -t backup 2>/dev/null && echo yes || echo no"),
    ("ssh into web01 and attach straight to the tmux session deploy there", "ssh -t web01 tmux attach -t deploy"),
    ("turn on mouse support in tmux for all sessions, right now", "tmux set -g mouse on"),
    ("list every pane across all tmux sessions", "tmux list-panes -a"),
    ("launch ./start-server.sh in a detached screen session called mc", "screen -dmS mc ./start-server.sh"),
    ("list screen sessions", "screen -ls"),
    ("get back into screen session mc", "screen -r mc"),
    ("screen says irc is attached somewhere else, detach it there and attach it here", "screen -d -r irc"),
    ("terminate the screen session called oldjob", "screen -S oldjob -X quit"),
    ("open the serial console on /dev/ttyUSB0 at 115200 baud using screen", "screen /dev/ttyUSB0 115200"),
    ("show my background jobs with their PIDs", "jobs -l"),
    ("only the PIDs of my jobs, nothing else", "jobs -p"),
    ("which of my jobs are stopped?", "jobs -s"),
    ("how many jobs do I have in this shell", "jobs -p | wc -l"),
    ("bring job 2 to the foreground", "fg %2"),
    ("resume stopped job 3 in the background", "bg %3"),
    ("job %2 ignores sigterm, force kill it", "kill -9 %2"),
    ("pause job 1 without killing it", "kill -STOP %1"),
    ("kill the background job whose command has ffmpeg in it", "kill %?ffmpeg"),
    ("disown all my background jobs", "disown -a"),
    ("detach job 1 from the shell so logging out doesn't kill it", "disown %1"),
    ("Wait for all background jobs to finish, then print all done", "wait && echo 'all done'"),
    ("once job %1 finishes, whatever its exit status, run ./report.sh", "wait %1; ./report.sh"),
    ("children 3101 and 3102 - block until both of them exit", "wait 3101 3102"),
    ("nohup ./worker.sh into worker.log in the background and print its PID", "nohup ./worker.sh > worker.log 2>&1 & echo $!"),
    ("nohup ./poller.sh in the bg, I don't care about its output at all", "nohup ./poller.sh > /dev/null 2>&1 &"),
    ("start ./mirror.sh in the background and disown it in one go", "./mirror.sh & disown"),
    ("start ./server in the background and write its PID to server.pid", "./server & echo $! > server.pid"),
    ("start ./server.sh completely detached from this terminal in its own session, output to server.log", "setsid ./server.sh > server.log 2>&1 < /dev/null &"),
    ("record this terminal session to ~/sessions/2024-05-14.log", "script ~/sessions/2024-05-14.log"),
    ("run ./install.sh under script, log to install.log, no start/stop banners", "script -q -c ./install.sh install.log"),
    ("replay demo.log using timing file demo.tm", "scriptreplay --timing=demo.tm demo.log"),
    ("asciinema: record into demo.cast", "asciinema rec demo.cast"),
    ("play tutorial.cast at 3x speed", "asciinema play -s 3 tutorial.cast"),
    ("when process 4821 exits, run ./next-step.sh", "tail --pid=4821 -f /dev/null && ./next-step.sh"),
    ("when pid 5501 exits pop up a notification saying done", "tail --pid=5501 -f /dev/null && notify-send done"),
    ("wait till /tmp/export.done shows up, checking every 5 seconds, then print ready", "until [ -e /tmp/export.done ]; do sleep 5; done; echo ready"),
    ("power the box off once rsync is no longer running, check every 30 seconds", "while pgrep -x rsync > /dev/null; do sleep 30; done; sudo shutdown -h now"),
    ("wait at most 60 seconds for pid 5050 to go away", "timeout 60 tail --pid=5050 -f /dev/null"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_sessions_and_jobs_are_composed_from_the_request(text, expected):
    assert rows_answer(sessions.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "list pending at jobs",                                            # atq's
    "count the lines of jobs.txt whose fourth column is FAILED",
    "how many jobs in jobs.csv have status failed, status is the 6th field",
    "using 4 parallel jobs, list .log files under /data/logs that contain ERROR",
    "show the last line of every .log file in ~/jobs",
    "My build script prints output I want to both see on the screen and keep, so run ./build.sh and copy its output into build.log",
    "take a screenshot of the whole screen",
    "create a named screen session",                                     # no name said (NL2Bash): not a listing
    "dynamically define the tmux session name to attach to",
])
def test_other_jobs_scripts_and_screens_are_left_alone(text):
    assert rows_answer(sessions.ROWS, text) is None


@pytest.mark.skipif(not have("tmux"), reason="tmux is not installed")
def test_tmux_answers_run_against_a_real_server(tmp_path):
    sockets = tmp_path / "sock"
    sockets.mkdir(mode=0o700)
    env = {**os.environ, "TMUX_TMPDIR": str(sockets)}
    env.pop("TMUX", None)

    def tmux(text: str) -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", rows_answer(sessions.ROWS, text)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=20)

    try:
        (tmp_path / "src").mkdir()
        made = tmux("create a detached tmux session named build that runs 'sleep 30' inside ./src")
        assert made.returncode == 0, made.stderr
        assert tmux("is there a tmux session called build? just print yes or no").stdout.strip() == "yes"
        assert tmux("is there a tmux session called nope? just print yes or no").stdout.strip() == "no"
        assert tmux("what tmux sessions have I got running?").stdout.startswith("build:")
        subprocess.run(["tmux", "new", "-d", "-s", "web", "bash", "--norc", "--noprofile"], env=env, check=True, timeout=20)
        assert tmux("send 'echo hello-from-tmux' and Enter to the tmux session web").returncode == 0
        for _ in range(50):
            if "hello-from-tmux\n" in tmux("dump the full scrollback history of tmux session web into web-pane.txt").stdout + \
                    (tmp_path / "web-pane.txt").read_text():
                break
            subprocess.run(["sleep", "0.1"])
        assert "hello-from-tmux" in (tmp_path / "web-pane.txt").read_text()
        assert tmux("kill the tmux session build, don't need it anymore").returncode == 0
        assert tmux("is there a tmux session called build? just print yes or no").stdout.strip() == "no"
    finally:
        subprocess.run(["tmux", "kill-server"], env=env, capture_output=True, timeout=20)


def _with_jobs(text: str, folder, before: str = "sleep 30 & sleep 30 &") -> str:
    """``text``'s answer run in bash with job control on, after ``before`` started two background jobs."""
    script = f"set -m; {before} {rows_answer(sessions.ROWS, text)}; kill $(jobs -p) 2>/dev/null; true"
    return run_in_folder(script, folder).stdout


def test_job_control_answers_run_in_a_real_bash(tmp_path):
    assert _with_jobs("how many jobs do I have in this shell", tmp_path).strip() == "2"
    assert len(_with_jobs("only the PIDs of my jobs, nothing else", tmp_path).split()) == 2
    assert _with_jobs("kill background job 1", tmp_path, "sleep 30 & sleep 30 & sleep 0.2;") == ""
    paused = rows_answer(sessions.ROWS, "pause job 1 without killing it")
    state = run_in_folder(f"set -m; sleep 30 & {paused}; for i in $(seq 100); do s=$(ps -o stat= -p $!); "
                          f"case $s in T*) break;; esac; sleep 0.05; done; echo $s; kill -9 %1", tmp_path).stdout
    assert state.startswith("T")   # stopped, not gone
    assert _with_jobs("Wait for all background jobs to finish, then print all done", tmp_path, "sleep 0.2 & sleep 0.3 &").strip() == "all done"
    assert _with_jobs("disown all my background jobs", tmp_path, "sleep 0.5 & sleep 0.5 &") == ""


def test_a_command_is_run_when_a_process_ends_or_a_file_appears(tmp_path):
    (tmp_path / "next-step.sh").write_text("echo next step ran\n")
    (tmp_path / "next-step.sh").chmod(0o755)
    waited = rows_answer(sessions.ROWS, "when process 4821 exits, run ./next-step.sh").replace("4821", "$!")
    assert run_in_folder(f"sleep 0.3 & {waited}", tmp_path).stdout.strip() == "next step ran"
    appears = rows_answer(sessions.ROWS, "wait till ./export.done shows up, checking every 1 seconds, then print ready")
    assert run_in_folder(f"(sleep 0.5; touch export.done) & {appears}", tmp_path).stdout.strip() == "ready"
    limited = rows_answer(sessions.ROWS, "wait at most 1 seconds for pid 5050 to go away").replace("5050", "$!")
    assert run_in_folder(f"sleep 30 & {limited}; echo $?; kill %1", tmp_path).stdout.split()[0] == "124"


@pytest.mark.skipif(not shutil.which("script"), reason="util-linux script is not installed")
def test_script_records_a_command_for_real(tmp_path):
    (tmp_path / "install.sh").write_text("echo installing\n")
    (tmp_path / "install.sh").chmod(0o755)
    shown = run_in_folder(rows_answer(sessions.ROWS, "run ./install.sh under script, log to install.log, no start/stop banners"), tmp_path).stdout
    assert "installing" in (tmp_path / "install.log").read_text()
    assert "installing" in shown and "Script started" not in shown   # -q: no banners on the terminal
