"""Fuzz the daemon's socket with thousands of bad frames; it must answer every one with an
error object and still translate correctly afterwards.

Fast by design: one DEALER socket sends a chunk of frames without waiting, then reads the
chunk's replies (DEALER replies can arrive in any order, so they are counted by code).
Every generated request is guaranteed invalid, so none of them reaches the model.
"""

from __future__ import annotations

import json
import random
import string
from collections import Counter

import pytest
import zmq

from serval.daemon import client, process, protocol

N_FRAMES = 6000
CHUNK = 500
ERROR_CODES = {protocol.BAD_JSON, protocol.BAD_REQUEST, protocol.UNKNOWN_OP, protocol.BAD_VERSION,
               protocol.TOO_LARGE}


@pytest.fixture(scope="module")
def fuzz_home(tmp_path_factory, tiny_model_path):
    home = tmp_path_factory.mktemp("fuzz_daemon")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SERVAL_HOME", str(home))
        process.start(model=tiny_model_path)
        yield home
        process.stop()


def random_json(rng: random.Random, depth: int = 0):
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 10**6, 2**63, rng.randint(-1000, 1000), 1.5, -0.0])
    if kind == 3:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(12)))
    if kind == 4:
        return "\u0000\ud7ff\u2603 é"[: rng.randrange(6)]
    if kind == 5:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["v", "op", "text", "n", "x", ""]): random_json(rng, depth + 1) for _ in range(rng.randrange(4))}


BAD_FIELDS = {
    # op → list of (field, invalid value) mutations; applying one always makes the request invalid
    "translate": [("text", None), ("text", 5), ("text", ["a"]), ("text", ""), ("text", " \t "),
                  ("n", 0), ("n", -3), ("n", 21), ("n", 10**6), ("n", "5"), ("n", 2.0), ("n", True), ("n", [1])],
    "feedback": [("verdict", "maybe"), ("verdict", None), ("verdict", 1), ("query", None), ("query", 3),
                 ("candidates", "ls"), ("candidates", [1, 2]), ("candidates", {"a": 1}), ("rank", -1),
                 ("rank", "0"), ("exit_status", 1.5), ("suggested", 7), ("final", ["x"])],
    "reload": [("model", 5), ("model", "/definitely/not/here.pt"), ("model", ["a"])],
}
VALID_BASE = {
    "translate": {"v": 1, "op": "translate", "text": "list files", "n": 3},
    "feedback": {"v": 1, "op": "feedback", "query": "q", "verdict": "accepted", "candidates": ["ls"]},
    "reload": {"v": 1, "op": "reload"},
}


def bad_frame(rng: random.Random) -> list[bytes]:
    """One message (list of frames) that the daemon must reject."""
    kind = rng.randrange(7)
    if kind == 0:  # random bytes
        return [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))]
    if kind == 1:  # random JSON that is not a usable request
        value = random_json(rng)
        if isinstance(value, dict):
            value["op"] = rng.choice([None, 3, "", "translatee", "PING", ["ping"]])
        return [json.dumps(value).encode()]
    if kind == 2:  # a real op with one field of the wrong type or range
        op = rng.choice(list(BAD_FIELDS))
        req = dict(VALID_BASE[op])
        key, value = rng.choice(BAD_FIELDS[op])
        req[key] = value
        return [json.dumps(req).encode()]
    if kind == 3:  # wrong protocol version
        return [json.dumps({"v": rng.choice([0, 2, "1", None, 1.0001]), "op": "ping"}).encode()]
    if kind == 4:  # multipart garbage (2-4 frames)
        return [bytes(rng.randrange(256) for _ in range(rng.randrange(1, 20))) for _ in range(rng.randrange(2, 5))]
    if kind == 5:  # truncated valid JSON
        text = json.dumps(VALID_BASE["translate"]).encode()
        return [text[: rng.randrange(1, len(text) - 1)]]
    return [b"\x00" * rng.randrange(1, 64)]  # NUL bytes


def exchange(sock: zmq.Socket, messages: list[list[bytes]]) -> Counter:
    for frames in messages:
        sock.send_multipart(frames)
    codes: Counter = Counter()
    for _ in messages:
        reply = json.loads(sock.recv_multipart()[-1])
        codes[reply["error"]["code"] if "error" in reply else "OK"] += 1
    return codes


def test_fuzz_thousands_of_frames_then_a_correct_translate(fuzz_home, monkeypatch):
    monkeypatch.setenv("SERVAL_HOME", str(fuzz_home))
    rng = random.Random(20240501)
    sock = zmq.Context.instance().socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.RCVTIMEO, 20000)
    sock.setsockopt(zmq.RCVHWM, 0)
    sock.connect(client.endpoint())
    total: Counter = Counter()
    try:
        # The oversized ones first: 10 MB, just over the limit, and a deep JSON nest.
        special = [[b"x" * (10 * 1024 * 1024)], [b"{" * (protocol.MAX_FRAME + 1)], [b"[" * 60000],
                   [json.dumps({"v": 1, "op": "translate", "text": "a" * 70000}).encode()]]
        codes = exchange(sock, special)
        assert codes == Counter({protocol.TOO_LARGE: 3, protocol.BAD_JSON: 1})
        total += codes
        sent = len(special)
        while sent < N_FRAMES:
            chunk = [bad_frame(rng) for _ in range(min(CHUNK, N_FRAMES - sent))]
            total += exchange(sock, chunk)
            sent += len(chunk)
    finally:
        sock.close()
    assert sum(total.values()) == N_FRAMES
    assert "OK" not in total
    assert set(total) <= ERROR_CODES
    assert {protocol.BAD_JSON, protocol.BAD_REQUEST, protocol.BAD_VERSION, protocol.UNKNOWN_OP} <= set(total)

    reply = client.request({"op": "translate", "text": "list all files", "n": 3}, timeout_ms=20000)
    assert reply["ok"] and 1 <= len(reply["candidates"]) <= 3
    assert all(c["command"] for c in reply["candidates"])
    assert client.request({"op": "stats"})["requests"] >= N_FRAMES
