"""The ``serval`` client: the shell contract (exit codes, stdout/stderr shape), autostart,
the import budget of the hot path, and the click commands.

A real daemon on the real tiny model serves these tests; the timeout and error-reply
cases use a plain ZeroMQ ROUTER bound on the daemon's socket path, which is exactly what
a wedged or misbehaving daemon looks like to the client.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import zmq
from click.testing import CliRunner

from serval import paths
from serval.daemon import client, process, protocol

BIN = Path(sys.executable).parent
SERVAL = BIN / "serval"


def serval(*argv: object, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([os.fspath(SERVAL), *map(os.fspath, argv)], capture_output=True, text=True,
                          timeout=timeout, env=env)




class FakeRouter:
    """A ROUTER on the daemon's socket that answers with ``reply`` (or never, if None)."""

    def __init__(self, reply: bytes | None):
        paths.ensure_private_dir(paths.runtime_dir())
        self.sock = zmq.Context.instance().socket(zmq.ROUTER)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.bind(client.endpoint())
        self.reply = reply
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while not self.stop.is_set():
            if self.sock.poll(50):
                frames = self.sock.recv_multipart()
                if self.reply is not None:
                    self.sock.send_multipart(frames[:-1] + [self.reply])

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)
        self.sock.close()


# ------------------------------------------------------------------ daemon down


def test_translate_when_daemon_missing_exits_2_with_one_line():
    result = serval("_shell", "translate", "list all files")
    assert result.returncode == client.EXIT_NOT_RUNNING
    assert result.stdout == ""
    assert result.stderr == "serval: daemon not running — start it with: serval-daemon start\n"


def test_translate_with_stale_socket_exits_2():
    paths.ensure_private_dir(paths.runtime_dir())
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(os.fspath(paths.socket_path()))
    s.close()  # the file stays, nobody listens: what a crashed daemon leaves
    assert process.probe_socket() == process.STALE
    result = serval("_shell", "translate", "list all files")
    assert result.returncode == client.EXIT_NOT_RUNNING
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "serval-daemon start" in result.stderr


def test_autostart_starts_the_daemon_in_the_background(tiny_model_path, monkeypatch):
    monkeypatch.delenv("SERVAL_NO_AUTOSTART")
    monkeypatch.setenv("SERVAL_MODEL", os.fspath(tiny_model_path))
    result = serval("_shell", "translate", "list all files")
    assert result.returncode == client.EXIT_NOT_RUNNING
    assert result.stdout == ""
    assert result.stderr == "serval: starting the daemon, try again in a moment\n"
    try:
        deadline = time.monotonic() + 60
        while process.ping(500) is None and time.monotonic() < deadline:
            time.sleep(0.1)
        again = serval("_shell", "translate", "list all files", env={**os.environ, "SERVAL_TIMEOUT_MS": "20000"})
        assert again.returncode == 0, again.stderr
        assert again.stdout.strip()
    finally:
        assert process.stop() is not None


def test_autostart_with_missing_model_says_so(tmp_path, monkeypatch):
    monkeypatch.delenv("SERVAL_NO_AUTOSTART")
    monkeypatch.setenv("SERVAL_MODEL", os.fspath(tmp_path / "gone.pt"))
    result = serval("_shell", "translate", "list all files")
    assert result.returncode == client.EXIT_NOT_RUNNING
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert "cannot start the daemon" in result.stderr and "gone.pt" in result.stderr
    assert not process.lock_is_held()
    warm = serval("_shell", "warm")
    assert (warm.returncode, warm.stdout, warm.stderr) == (0, "", "")


def test_warm_without_autostart_does_nothing():
    result = serval("_shell", "warm")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    assert not paths.socket_path().exists()
    assert not process.lock_is_held()


def test_feedback_when_daemon_down_is_silent_exit_1():
    result = serval("_shell", "feedback", "--verdict", "accepted", "--query", "list files", "--suggested", "ls")
    assert (result.returncode, result.stdout, result.stderr) == (1, "", "")


def test_timeout_exits_3(monkeypatch):
    wedged = FakeRouter(reply=None)
    try:
        result = serval("_shell", "translate", "list all files", env={**os.environ, "SERVAL_TIMEOUT_MS": "300"})
    finally:
        wedged.close()
    assert result.returncode == client.EXIT_TIMEOUT
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "300 ms" in lines[0] and "serval-daemon" in lines[0]


def test_error_reply_exits_4():
    broken = FakeRouter(reply=protocol.encode(protocol.error_reply(protocol.INTERNAL, "model exploded")))
    try:
        result = serval("_shell", "translate", "list all files")
    finally:
        broken.close()
    assert result.returncode == client.EXIT_ERROR_REPLY
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "model exploded" in result.stderr


def test_candidates_with_newline_or_tab_are_skipped():
    reply = {"v": 1, "ok": True, "model": "x", "elapsed_ms": 1.0, "candidates": [
        {"command": "echo a\nrm -rf /", "template": "", "score": -1.0, "warnings": []},
        {"command": "printf 'a\tb'", "template": "", "score": -1.5, "warnings": []},
        {"command": "ls -la", "template": "ls -la", "score": -2.0, "warnings": ["one", "two"]},
    ]}
    fake = FakeRouter(reply=protocol.encode(reply))
    try:
        result = serval("_shell", "translate", "list all files")
    finally:
        fake.close()
    assert result.returncode == 0
    assert result.stdout == "ls -la\tone; two\n"


# ------------------------------------------------------------------ daemon up


def test_shell_translate_prints_command_tab_warnings(live):
    result = serval("_shell", "translate", "-n", "3", "list", "all", "files",
                    env={**os.environ, "SERVAL_TIMEOUT_MS": "20000"})
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert 1 <= len(lines) <= 3
    direct = client.request({"op": "translate", "text": "list all files", "n": 3})
    expected = [f"{c['command']}\t{'; '.join(c['warnings'])}" for c in direct["candidates"]
                if "\n" not in c["command"] and "\t" not in c["command"]]
    assert lines == expected


def test_shell_feedback_writes_a_row(live):
    result = serval("_shell", "feedback", "--verdict", "corrected", "--query", "show files",
                    "--suggested", "ls", "--final", "ls -la", "--exit", "0", "--rank", "1",
                    "--candidates-json", json.dumps(["ls -a", "ls"]))
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    with sqlite3.connect(paths.feedback_db_path()) as db:
        row = db.execute("SELECT query, verdict, suggested, final_command, exit_status, rank, candidates "
                         "FROM feedback ORDER BY id DESC LIMIT 1").fetchone()
    assert row == ("show files", "corrected", "ls", "ls -la", 0, 1, json.dumps(["ls -a", "ls"]))


@pytest.mark.parametrize("argv", [
    ["--verdict", "perhaps", "--query", "q"],
    ["--query", "q"],
    ["--verdict", "accepted"],
    ["--verdict", "accepted", "--query", "q", "--exit", "zero"],
    ["--verdict", "accepted", "--query", "q", "--candidates-json", "{not json"],
])
def test_shell_feedback_bad_arguments_exit_1_silently(live, argv):
    result = serval("_shell", "feedback", *argv)
    assert (result.returncode, result.stdout, result.stderr) == (1, "", "")


def test_hot_path_does_not_import_torch_or_click(live):
    code = (
        "import sys\n"
        "from serval.daemon import client\n"
        "rc = client.main(['_shell', 'translate', 'list all files'])\n"
        "heavy = sorted(m for m in ('torch', 'click', 'numpy') if m in sys.modules)\n"
        "print('RC', rc, 'HEAVY', heavy, file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "SERVAL_TIMEOUT_MS": "20000"})
    assert "RC 0 HEAVY []" in result.stderr, result.stderr
    assert result.stdout.strip()


def test_hot_path_import_time_excludes_torch(live):
    result = subprocess.run([sys.executable, "-X", "importtime", "-c",
                             "import sys; from serval.daemon import client;"
                             "client.main(['_shell', 'translate', 'list files'])"],
                            capture_output=True, text=True, timeout=60,
                            env={**os.environ, "SERVAL_TIMEOUT_MS": "20000"})
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert "zmq" in imported
    assert not {"torch", "click"} & imported


# ------------------------------------------------------------------ click commands


def commands_run(args: list[str]) -> tuple[int, str, str]:
    """Run ``serval ARGS`` through client.main in a subprocess-free way (CliRunner)."""
    from serval.daemon.commands import cli

    result = CliRunner().invoke(cli, args, prog_name="serval")
    return result.exit_code, result.stdout, result.stderr


def test_user_translate_when_daemon_down(monkeypatch):
    result = serval("list", "all", "files")
    assert result.returncode == client.EXIT_NOT_RUNNING
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "serval-daemon start" in result.stderr


def test_user_translate_best_and_alternatives(live):
    best = serval("list all files")
    assert best.returncode == 0, best.stderr
    direct = client.request({"op": "translate", "text": "list all files", "n": 1})
    assert best.stdout == direct["candidates"][0]["command"] + "\n"

    code, out, _err = commands_run(["-n", "3", "list all files"])
    assert code == 0
    numbered = [line for line in out.splitlines() if line[:1].isdigit()]
    assert 1 <= len(numbered) <= 3 and numbered[0].startswith("1. ")

    code, out, _err = commands_run(["--json", "-n", "2", "list", "all", "files"])
    assert code == 0
    data = json.loads(out)
    assert len(data["candidates"]) <= 2 and "model" in data


def test_user_translate_local_without_daemon(tiny_model_path):
    code, out, err = commands_run(["--local", "--model", os.fspath(tiny_model_path), "list all files"])
    assert code == 0, err
    from serval.model.translator import Translator

    best = Translator.load(tiny_model_path, device="cpu").translate("list all files", n=1)
    assert out.strip() == best[0].command


def test_help_and_version():
    result = serval("--help")
    assert result.returncode == 0 and "doctor" in result.stdout and "init" in result.stdout
    assert serval("--version").returncode == 0


def test_init_prints_the_hook_file():
    from serval.shell_hooks import hook_path

    for shell in ("zsh", "bash"):
        code, out, _err = commands_run(["init", shell])
        assert code == 0
        assert out == hook_path(shell).read_text(encoding="utf-8")
    code, _out, _err = commands_run(["init", "fish"])
    assert code == 2


def test_doctor_reports_a_stopped_daemon_and_a_missing_model(tmp_path, monkeypatch):
    monkeypatch.setenv("SERVAL_MODEL", os.fspath(tmp_path / "missing.pt"))
    code, out, _err = commands_run(["doctor"])
    assert code == 1
    assert "[FAIL] daemon: not running" in out
    assert "[FAIL] model" in out and "missing.pt" in out


def test_doctor_reports_bad_runtime_dir_permissions(tmp_path):
    run_dir = paths.runtime_dir()
    run_dir.mkdir(parents=True)
    os.chmod(run_dir, 0o775)
    code, out, _err = commands_run(["doctor"])
    assert code == 1
    assert "[FAIL] runtime dir" in out and "chmod 700" in out


def test_doctor_all_good_with_daemon(live, tiny_model_path, monkeypatch, tmp_path):
    monkeypatch.setenv("SERVAL_MODEL", os.fspath(tiny_model_path))
    monkeypatch.setenv("HOME", os.fspath(tmp_path))
    (tmp_path / ".zshrc").write_text('eval "$(serval init zsh)"\n')
    code, out, _err = commands_run(["doctor"])
    assert code == 0, out
    assert "[ok] daemon: answering" in out and "[ok] model" in out and "zsh" in out


def test_feedback_group_is_mounted(live):
    code, out, _err = commands_run(["feedback", "--help"])
    assert code == 0 and "stats" in out
    result = serval("feedback", "stats")
    assert result.returncode == 0, result.stderr
