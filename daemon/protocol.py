"""The wire format between the ``serval`` client and the daemon: JSON, version 1.

Why a module of its own: the client hot path and the server must agree on every field,
and this file is the single place that says what a valid request is. It is pure
standard library (no torch, no zmq), so the client can import it in a few milliseconds.

Every request is one UTF-8 JSON object with ``"v": 1`` and an ``"op"``. Every error reply
is ``{"v": 1, "error": {"code": ..., "message": ...}}``. Nothing on the wire is ever
unpickled or evaluated.
"""

from __future__ import annotations

import json
import math
from typing import Any

VERSION = 1
MAX_FRAME = 64 * 1024  # bytes: requests bigger than this get a too_large error
MAX_N = 20  # most candidates a translate request may ask for
VERDICTS = ("accepted", "corrected", "rejected")
OPS = ("translate", "feedback", "ping", "reload", "stats")

# Error codes (the "code" field of an error reply).
BAD_JSON = "bad_json"  # not UTF-8, not JSON, or not a JSON object
BAD_REQUEST = "bad_request"  # JSON object with missing / wrongly typed fields
UNKNOWN_OP = "unknown_op"  # "op" names no operation
BAD_VERSION = "bad_version"  # "v" is not a version this daemon speaks
TOO_LARGE = "too_large"  # frame over MAX_FRAME bytes
INTERNAL = "internal"  # the daemon failed; the message says how (details in its log)
BUSY = "busy"  # a reload is already running


class ProtocolError(Exception):
    """A request that cannot be served; carries the error code for the reply."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class Request:
    """A validated request: ``op`` plus its typed arguments in ``args``.

    A plain class, not a dataclass: importing dataclasses (and inspect) costs the client
    hot path several milliseconds.
    """

    __slots__ = ("op", "args")

    def __init__(self, op: str, args: dict[str, Any] | None = None):
        self.op = op  # one of OPS
        self.args = args if args is not None else {}  # op-specific, already validated

    def __repr__(self) -> str:
        return f"Request({self.op!r}, {self.args!r})"


def encode(message: dict[str, Any]) -> bytes:
    """One message as compact UTF-8 JSON (the version field added when missing)."""
    if "v" not in message:
        message = {"v": VERSION, **message}
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def error_reply(code: str, message: str) -> dict[str, Any]:
    return {"v": VERSION, "error": {"code": code, "message": message}}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def decode_object(frame: bytes) -> dict[str, Any]:
    """Bytes → JSON object, or ProtocolError (bad_json / too_large)."""
    if len(frame) > MAX_FRAME:
        raise ProtocolError(TOO_LARGE, f"request of {len(frame)} bytes is over the {MAX_FRAME} byte limit")
    try:
        text = frame.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError(BAD_JSON, "request is not valid UTF-8") from None
    try:
        obj = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(BAD_JSON, f"request is not valid JSON: {str(exc)[:120]}") from None
    if not isinstance(obj, dict):
        raise ProtocolError(BAD_JSON, "request must be a JSON object")
    return obj


def _str(obj: dict, key: str, *, required: bool = True, max_len: int = 8192) -> str | None:
    value = obj.get(key)
    if value is None:
        if required:
            raise ProtocolError(BAD_REQUEST, f"'{key}' is required (a string)")
        return None
    if not isinstance(value, str):
        raise ProtocolError(BAD_REQUEST, f"'{key}' must be a string")
    if len(value) > max_len:
        raise ProtocolError(BAD_REQUEST, f"'{key}' is longer than {max_len} characters")
    return value


def _int(obj: dict, key: str, *, required: bool, lo: int | None = None, hi: int | None = None) -> int | None:
    value = obj.get(key)
    if value is None:
        if required:
            raise ProtocolError(BAD_REQUEST, f"'{key}' is required (an integer)")
        return None
    # bool is an int subclass in Python; true/false are not numbers on this wire.
    if not isinstance(value, int) or isinstance(value, bool):
        raise ProtocolError(BAD_REQUEST, f"'{key}' must be an integer")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ProtocolError(BAD_REQUEST, f"'{key}' must be between {lo} and {hi}")
    return value


def parse_request(frame: bytes) -> Request:
    """Validate one request frame; raise ProtocolError with the reply's code otherwise."""
    obj = decode_object(frame)
    version = obj.get("v")
    if version != VERSION or isinstance(version, bool):
        raise ProtocolError(BAD_VERSION, f"protocol version must be {VERSION}, got {version!r}"[:200])
    op = obj.get("op")
    if not isinstance(op, str):
        raise ProtocolError(BAD_REQUEST, "'op' is required (a string)")
    if op not in OPS:
        raise ProtocolError(UNKNOWN_OP, f"unknown op {op[:40]!r}; known: {', '.join(OPS)}")
    if op == "translate":
        text = _str(obj, "text")
        assert text is not None
        if not text.strip():
            raise ProtocolError(BAD_REQUEST, "'text' is empty")
        n = _int(obj, "n", required=False, lo=1, hi=MAX_N)
        return Request(op, {"text": text, "n": 5 if n is None else n})
    if op == "feedback":
        return Request(op, _parse_feedback(obj))
    if op == "reload":
        return Request(op, {"model": _str(obj, "model", required=False, max_len=4096)})
    return Request(op)


def _parse_feedback(obj: dict) -> dict[str, Any]:
    verdict = _str(obj, "verdict")
    if verdict not in VERDICTS:
        raise ProtocolError(BAD_REQUEST, f"'verdict' must be one of {', '.join(VERDICTS)}")
    candidates = obj.get("candidates", [])
    if candidates is None:
        candidates = []
    if not isinstance(candidates, list) or not all(isinstance(c, str) for c in candidates):
        raise ProtocolError(BAD_REQUEST, "'candidates' must be a list of strings")
    if len(candidates) > 50:
        raise ProtocolError(BAD_REQUEST, "'candidates' has more than 50 entries")
    return {
        "query": _str(obj, "query"),
        "verdict": verdict,
        "candidates": candidates,
        "rank": _int(obj, "rank", required=False, lo=0, hi=1000),
        "suggested": _str(obj, "suggested", required=False),
        "final": _str(obj, "final", required=False),
        "exit_status": _int(obj, "exit_status", required=False, lo=-(2**31), hi=2**31 - 1),
    }


def finite(x: float) -> float:
    """A score safe for JSON (allow_nan=False): non-finite scores become -1e9."""
    return float(x) if math.isfinite(x) else -1e9
