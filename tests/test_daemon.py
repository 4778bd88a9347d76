"""The daemon as a real process on a real socket: lifecycle, locking, stale files, protocol
errors, reload under load, and feedback durability across kill -9.

Every daemon here serves the real tiny model (``tiny_model_path``) under a temporary
SERVAL_HOME. Starting one costs a few seconds (torch import + model load), so the
protocol tests share one module-scoped daemon.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest
import zmq

from serval import paths
from serval.daemon import client, process, protocol

BIN = Path(sys.executable).parent
SERVAL = BIN / "serval"
SERVAL_DAEMON = BIN / "serval-daemon"


def run(*argv: object, timeout: float = 90, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([os.fspath(a) for a in argv], capture_output=True, text=True, timeout=timeout,
                          env=env)


def daemons_under(home: Path) -> list[psutil.Process]:
    """Live serval daemon processes whose SERVAL_HOME is ``home``."""
    found = []
    for proc in psutil.process_iter(["cmdline", "status"]):
        try:
            if proc.info["status"] == psutil.STATUS_ZOMBIE:
                continue
            cmd = " ".join(proc.info["cmdline"] or [])
            if "serval.daemon.cli" in cmd and "--foreground" in cmd and \
                    proc.environ().get("SERVAL_HOME") == str(home):
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found


def dealer(timeout_ms: int = 10000) -> zmq.Socket:
    sock = zmq.Context.instance().socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, timeout_ms)
    sock.connect(client.endpoint())
    return sock




# ------------------------------------------------------------------ lifecycle


def test_start_status_stop_cycle(tiny_model_path, serval_home):
    started = run(SERVAL_DAEMON, "start", "--model", tiny_model_path)
    assert started.returncode == 0, started.stderr
    assert "started" in started.stdout
    pid = process.read_pid()
    assert pid and psutil.pid_exists(pid)

    run_dir = paths.runtime_dir()
    assert stat.S_IMODE(run_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE(paths.socket_path().stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.pid_path().stat().st_mode) == 0o600

    again = run(SERVAL_DAEMON, "start", "--model", tiny_model_path)
    assert again.returncode == 0 and "already running" in again.stdout

    status = run(SERVAL_DAEMON, "status", "--json")
    assert status.returncode == 0, status.stderr
    stats = json.loads(status.stdout)
    assert stats["pid"] == pid
    assert Path(stats["model_path"]) == tiny_model_path
    assert stats["device"] == "cpu"
    assert stats["precision"] == "float32"   # the tiny model is one model: no stacked decoder

    # SIGTERM with requests in flight: each of them is still answered before the daemon exits.
    sock = dealer(20000)
    try:
        for i in range(3):
            sock.send(protocol.encode({"op": "translate", "text": f"list files number {i}", "n": 5}))
        stopped = run(SERVAL_DAEMON, "stop")
        replies = [json.loads(sock.recv()) for _ in range(3)]
    finally:
        sock.close()
    assert all(r.get("ok") and r["candidates"] for r in replies), replies
    assert stopped.returncode == 0, stopped.stderr
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    assert not paths.socket_path().exists()
    assert not paths.pid_path().exists()

    assert run(SERVAL_DAEMON, "status").returncode == process.EXIT_NOT_RUNNING
    not_running = run(SERVAL_DAEMON, "stop")
    assert not_running.returncode == process.EXIT_NOT_RUNNING
    assert "not running" in not_running.stderr

    log = run(SERVAL_DAEMON, "logs")
    assert log.returncode == 0 and "listening on ipc://" in log.stdout and "stopped" in log.stdout


def test_two_concurrent_starts_give_one_daemon(tiny_model_path, serval_home):
    procs = [subprocess.Popen([SERVAL_DAEMON, "start", "--model", tiny_model_path], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=90) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    pids = {int(out.split("pid ")[1].rstrip(")\n")) for out, _ in outs}
    assert len(pids) == 1, outs
    live = daemons_under(serval_home)
    assert [p.pid for p in live] == list(pids)
    assert run(SERVAL_DAEMON, "stop").returncode == 0
    assert daemons_under(serval_home) == []


def test_runtime_dir_is_never_seen_open_while_it_is_made(serval_home, monkeypatch):
    # Two starts at once: the second one lstat()s the folder the first is making. It must
    # already be 0700 then, not 0755 waiting for a chmod (the second start refused it).
    run_dir = paths.runtime_dir()
    seen = []
    real_chmod = os.chmod

    def chmod_after_looking(path, mode, *args, **kwargs):
        seen.append(stat.S_IMODE(os.lstat(path).st_mode))
        return real_chmod(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "chmod", chmod_after_looking)
    old_umask = os.umask(0o022)
    try:
        assert process.check_runtime_dir() == run_dir
    finally:
        os.umask(old_umask)
    assert seen and all(mode & 0o077 == 0 for mode in seen), [oct(m) for m in seen]
    assert stat.S_IMODE(run_dir.stat().st_mode) == 0o700
    assert process.check_runtime_dir() == run_dir  # the second caller accepts it


def test_refuses_runtime_dir_open_to_others(tiny_model_path, serval_home):
    run_dir = paths.runtime_dir()
    run_dir.mkdir(parents=True)
    os.chmod(run_dir, 0o755)
    for argv in (["start"], ["start", "--foreground"]):
        result = run(SERVAL_DAEMON, *argv, "--model", tiny_model_path)
        assert result.returncode == 1
        assert "0755" in result.stderr and "chmod 700" in result.stderr
        assert "Traceback" not in result.stderr
    assert not paths.socket_path().exists()
    assert stat.S_IMODE(run_dir.stat().st_mode) == 0o755  # reported, not silently changed


@pytest.mark.parametrize("endpoint", ["tcp://0.0.0.0:5599", "tcp://192.168.1.10:5599", "tcp://127.0.0.1",
                                      "ipc:///tmp/x", "tcp://example.com:80"])
def test_refuses_non_loopback_listen(endpoint, tiny_model_path):
    result = run(SERVAL_DAEMON, "start", "--model", tiny_model_path, "--listen", endpoint)
    assert result.returncode == 1
    assert "listen" in result.stderr and "Traceback" not in result.stderr
    assert not paths.socket_path().exists()


def test_missing_model_is_a_clear_error(tmp_path):
    result = run(SERVAL_DAEMON, "start", "--model", tmp_path / "nope.pt")
    assert result.returncode == 1
    assert "model file not found" in result.stderr
    assert "Traceback" not in result.stderr
    assert not process.lock_is_held()


# ------------------------------------------------------------------ serving


def test_translate_over_socket_matches_the_model(live, tiny_model_path):
    from serval.model.translator import Translator

    reply = client.request({"op": "translate", "text": "list all files", "n": 3})
    assert reply["ok"] is True and reply["v"] == 1
    cands = reply["candidates"]
    assert 1 <= len(cands) <= 3
    for cand in cands:
        assert set(cand) == {"command", "template", "score", "warnings"}
        assert isinstance(cand["command"], str) and cand["command"]
        assert isinstance(cand["warnings"], list)
    local = Translator.load(tiny_model_path, device="cpu").translate("list all files", n=3)
    assert sorted(c["command"] for c in cands) == sorted(c.command for c in local)
    assert reply["model"] == Translator.load(tiny_model_path, device="cpu").version
    assert reply["elapsed_ms"] > 0


def test_ping_and_stats(live, tiny_model_path):
    ping = client.request({"op": "ping"})
    assert ping["pong"] is True and ping["pid"] == process.read_pid()
    client.request({"op": "translate", "text": "find large logs", "n": 1})
    stats = client.request({"op": "stats"})
    assert stats["pid"] == ping["pid"]
    assert stats["requests"] >= 2
    assert stats["p50_ms"] > 0
    assert stats["uptime_s"] > 0
    assert Path(stats["model_path"]) == tiny_model_path
    assert stats["members"] == 1


def test_model_members_setting_decodes_with_the_first_members_only(tiny_model_path, tmp_path, monkeypatch):
    from serval.daemon.server import load_translator
    from serval.errors import ServalError
    from serval.training.pipeline import export_model

    export_model(tiny_model_path, tmp_path / "pair.pt", members=(tiny_model_path,))
    monkeypatch.delenv("SERVAL_MODEL_MEMBERS", raising=False)
    assert len(load_translator(tmp_path / "pair.pt", "cpu").members) == 2
    monkeypatch.setenv("SERVAL_MODEL_MEMBERS", "1")
    one = load_translator(tmp_path / "pair.pt", "cpu")
    assert len(one.members) == 1 and one.translate("list all files", n=1)
    monkeypatch.setenv("SERVAL_MODEL_MEMBERS", "5")   # more than there are: all of them
    assert len(load_translator(tmp_path / "pair.pt", "cpu").members) == 2
    for bad in ("0", "two", "-1"):
        monkeypatch.setenv("SERVAL_MODEL_MEMBERS", bad)
        with pytest.raises(ServalError, match="SERVAL_MODEL_MEMBERS must be a whole number"):
            load_translator(tmp_path / "pair.pt", "cpu")


def test_status_names_the_precision_decoding_computes_in(tiny_model_path, tmp_path, monkeypatch):
    from serval.daemon.server import decode_precision, load_translator
    from serval.training.pipeline import export_model

    export_model(tiny_model_path, tmp_path / "pair.pt", members=(tiny_model_path,))
    monkeypatch.delenv("SERVAL_MODEL_MEMBERS", raising=False)
    for precision in ("bfloat16", "float32"):
        monkeypatch.setenv("SERVAL_PRECISION", precision)
        assert decode_precision(load_translator(tmp_path / "pair.pt", "cpu")) == precision
    monkeypatch.setenv("SERVAL_PRECISION", "bfloat16")
    monkeypatch.setenv("SERVAL_MODEL_MEMBERS", "1")   # one model decodes unstacked, in its own float32
    assert decode_precision(load_translator(tmp_path / "pair.pt", "cpu")) == "float32"


def test_dangerous_candidates_carry_warnings(live):
    # Whatever the tiny model says, the daemon runs every candidate through safety.check.
    from serval.daemon import safety

    reply = client.request({"op": "translate", "text": "remove everything in the root folder", "n": 5})
    for cand in reply["candidates"]:
        assert cand["warnings"] == safety.check(cand["command"])


MALFORMED = [
    # (frames sent by a DEALER, expected error code)
    ([b"\xff\xfe not utf-8"], protocol.BAD_JSON),
    ([b"{not json"], protocol.BAD_JSON),
    ([b"[1, 2, 3]"], protocol.BAD_JSON),
    ([b'"just a string"'], protocol.BAD_JSON),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": NaN}'], protocol.BAD_JSON),
    ([b"[" * 50000], protocol.BAD_JSON),
    ([b'{"op": "ping"}'], protocol.BAD_VERSION),
    ([b'{"v": 2, "op": "ping"}'], protocol.BAD_VERSION),
    ([b'{"v": true, "op": "ping"}'], protocol.BAD_VERSION),
    ([b'{"v": 1}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": 7}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "launch_missiles"}'], protocol.UNKNOWN_OP),
    ([b'{"v": 1, "op": "translate"}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": 42}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "   "}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": 0}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": 1000000}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": "5"}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": true}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "translate", "text": "x", "n": 2.5}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "feedback", "query": "q", "verdict": "maybe"}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "feedback", "query": "q", "verdict": "accepted", "candidates": "ls"}'],
     protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "feedback", "query": "q", "verdict": "accepted", "rank": -1}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "feedback", "verdict": "accepted"}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "reload", "model": "/nonexistent/model.pt"}'], protocol.BAD_REQUEST),
    ([b'{"v": 1, "op": "ping"}', b'{"v": 1, "op": "ping"}'], protocol.BAD_REQUEST),
    ([b"a", b"b", b"c"], protocol.BAD_REQUEST),
    ([b"", b"", b"x"], protocol.BAD_REQUEST),
    ([b"x" * (protocol.MAX_FRAME + 1)], protocol.TOO_LARGE),
    ([b'{"v":1,"op":"translate","text":"' + b"a" * 70000 + b'"}'], protocol.TOO_LARGE),
]


@pytest.mark.parametrize("frames,code", MALFORMED, ids=[f"{i}-{c}" for i, (_, c) in enumerate(MALFORMED)])
def test_malformed_request_gets_error_and_daemon_keeps_serving(live, frames, code):
    sock = dealer()
    try:
        sock.send_multipart(frames)
        reply_frames = sock.recv_multipart()
        reply = json.loads(reply_frames[-1])
        assert reply["v"] == 1
        assert reply["error"]["code"] == code, reply
        assert isinstance(reply["error"]["message"], str) and reply["error"]["message"]
        assert "ok" not in reply
    finally:
        sock.close()
    assert client.request({"op": "ping"}, timeout_ms=5000)["pong"] is True


def test_req_client_with_empty_frame_body_is_answered(live):
    """A REQ client sending an empty body still gets an error (the delimiter is not the body)."""
    sock = zmq.Context.instance().socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, 5000)
    sock.connect(client.endpoint())
    try:
        sock.send(b"")
        assert json.loads(sock.recv())["error"]["code"] == protocol.BAD_JSON
    finally:
        sock.close()


def test_client_disconnect_mid_request(live):
    for _ in range(3):
        sock = zmq.Context.instance().socket(zmq.REQ)
        sock.setsockopt(zmq.LINGER, 0)
        sock.connect(client.endpoint())
        sock.send(protocol.encode({"op": "translate", "text": "list all files in the folder", "n": 5}))
        sock.close()  # gone before the reply is ready
    reply = client.request({"op": "translate", "text": "list files", "n": 2}, timeout_ms=20000)
    assert reply["ok"] and reply["candidates"]


def test_batched_requests_each_get_their_own_reply(live):
    """Requests arriving together are batched; every client still gets the answer to its text."""
    texts = ["list all files", "find large logs", "list files in the folder", "find logs"]
    socks = [dealer(20000) for _ in texts]
    try:
        for i, (sock, text) in enumerate(zip(socks, texts)):
            sock.send(protocol.encode({"op": "translate", "text": text, "n": 1 + i % 2}))
        replies = [json.loads(s.recv()) for s in socks]
    finally:
        for s in socks:
            s.close()
    singles = [client.request({"op": "translate", "text": t, "n": 1 + i % 2}) for i, t in enumerate(texts)]
    for i, (got, single) in enumerate(zip(replies, singles)):
        assert got["ok"], got
        assert len(got["candidates"]) <= 1 + i % 2
        assert [c["command"] for c in got["candidates"]] == [c["command"] for c in single["candidates"]]


def test_reload_drops_no_request(live, tiny_model_path, tmp_path):
    copy = tmp_path / "model-v2.pt"
    shutil.copy(tiny_model_path, copy)
    results: list[str] = []
    stop = threading.Event()

    def hammer() -> None:
        while not stop.is_set():
            try:
                reply = client.request({"op": "translate", "text": "list all files", "n": 2}, timeout_ms=30000)
                results.append("ok" if reply.get("candidates") else "empty")
            except Exception as exc:  # recorded, asserted below
                results.append(f"fail: {exc}")

    worker = threading.Thread(target=hammer)
    worker.start()
    try:
        time.sleep(0.3)
        reloaded = client.request({"op": "reload", "model": os.fspath(copy)}, timeout_ms=120000)
        during = len(results)
        time.sleep(0.3)
    finally:
        stop.set()
        worker.join(60)
    assert reloaded["ok"] and Path(reloaded["model_path"]) == copy
    assert results and all(r == "ok" for r in results), results
    assert during >= 1  # requests were being answered while the new model loaded
    stats = client.request({"op": "stats"})
    assert Path(stats["model_path"]) == copy
    # Back to the original for the other tests, through the CLI this time.
    cli = run(SERVAL_DAEMON, "reload", "--model", tiny_model_path)
    assert cli.returncode == 0, cli.stderr
    assert Path(client.request({"op": "stats"})["model_path"]) == tiny_model_path


def test_feedback_is_acknowledged_after_commit(live):
    reply = client.request({"op": "feedback", "query": "list all files", "verdict": "corrected",
                            "candidates": ["ls", "ls -a"], "rank": 0, "suggested": "ls",
                            "final": "ls -la", "exit_status": 0})
    assert reply["ok"] and reply["id"] > 0
    with sqlite3.connect(paths.feedback_db_path()) as db:
        row = db.execute("SELECT query, verdict, final_command, candidates FROM feedback WHERE id = ?",
                         (reply["id"],)).fetchone()
    assert row == ("list all files", "corrected", "ls -la", json.dumps(["ls", "ls -a"]))


# ------------------------------------------------------------------ crashes


def test_kill9_during_feedback_then_stale_files_are_cleaned(tiny_model_path, serval_home):
    """kill -9 mid-stream: every acknowledged row survives; the next start cleans the leftovers."""
    assert run(SERVAL_DAEMON, "start", "--model", tiny_model_path).returncode == 0
    pid = process.read_pid()
    acked: list[int] = []
    failed = threading.Event()

    def writer() -> None:
        i = 0
        while not failed.is_set():
            try:
                reply = client.request({"op": "feedback", "query": f"request number {i}", "verdict": "accepted",
                                        "suggested": f"echo {i}", "candidates": [f"echo {i}"]}, timeout_ms=1500)
            except client.DaemonUnavailable:
                failed.set()
                return
            acked.append(reply["id"])
            i += 1

    thread = threading.Thread(target=writer)
    thread.start()
    deadline = time.monotonic() + 30
    while len(acked) < 25 and time.monotonic() < deadline:
        time.sleep(0.01)
    os.kill(pid, signal.SIGKILL)
    thread.join(30)
    assert len(acked) >= 25

    with sqlite3.connect(paths.feedback_db_path()) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        stored = {r[0] for r in db.execute("SELECT id FROM feedback")}
    assert set(acked) <= stored

    # The crash left a socket nobody listens on and a pid file naming a dead process.
    assert paths.socket_path().exists() and paths.pid_path().exists()
    assert process.probe_socket() == process.STALE
    status = run(SERVAL_DAEMON, "status")
    assert status.returncode == process.EXIT_NOT_RUNNING
    shell = run(SERVAL, "_shell", "translate", "list files")
    assert shell.returncode == client.EXIT_NOT_RUNNING and shell.stdout == ""

    restarted = run(SERVAL_DAEMON, "start", "--model", tiny_model_path)
    assert restarted.returncode == 0, restarted.stderr
    new_pid = process.read_pid()
    assert new_pid != pid
    assert process.probe_socket() == process.LISTENING
    assert client.request({"op": "translate", "text": "list files", "n": 1})["candidates"]
    assert run(SERVAL_DAEMON, "stop").returncode == 0



def free_port() -> int:
    """A loopback TCP port that was free a moment ago."""
    import socket as socketlib

    with socketlib.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_listen_on_loopback_tcp(tiny_model_path, serval_home):
    endpoint = f"tcp://127.0.0.1:{free_port()}"
    started = run(SERVAL_DAEMON, "start", "--model", tiny_model_path, "--listen", endpoint)
    assert started.returncode == 0, started.stderr
    try:
        assert client.request({"op": "ping"}, address=endpoint, timeout_ms=5000)["pong"] is True
        assert client.request({"op": "ping"}, timeout_ms=5000)["pong"] is True  # ipc still served
    finally:
        assert run(SERVAL_DAEMON, "stop").returncode == 0
