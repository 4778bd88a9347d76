"""The daemon: a warm Translator behind a ZeroMQ ROUTER socket.

Why a ROUTER and one loop thread: requests from many shells arrive on one socket with
their routing envelope, so the loop can drain everything that is waiting and translate
it in one ``translate_batch`` call (the model is the bottleneck, batching is the win),
then send each reply back to its own client. Model reloads load in a helper thread
while the loop keeps serving with the old model; the swap is one assignment, so no
request is dropped or answered by a half-loaded model.

Robustness rules: one bad request never stops the loop; every failure becomes an error
reply ``{"v":1,"error":{"code","message"}}``; EINTR continues, ETERM exits, anything
else is logged. SIGTERM/SIGINT finish the requests already received, then close the
socket and remove the socket and pid files this process created.
"""

from __future__ import annotations

import errno
import logging
import logging.handlers
import os
import signal
import statistics
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol
from urllib.parse import urlsplit

import zmq

from serval import paths
from serval.daemon import process, protocol
from serval.daemon.protocol import ProtocolError
from serval.errors import ServalError

log = logging.getLogger("serval.daemon")

MAX_RECV_BYTES = 32 * 1024 * 1024  # frames above this make libzmq drop the peer (memory guard)
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


class TranslatorLike(Protocol):
    """What the server needs from serval.model.translator.Translator."""

    version: str
    device: str

    def translate_batch(self, texts: list[str], n: int) -> list[list[Any]]: ...


@dataclass
class ServerConfig:
    """How one daemon runs."""

    model_path: Path  # checkpoint to load at start (reload may replace it)
    listen: str | None = None  # extra endpoint, tcp://127.0.0.1:PORT only; the ipc socket is always bound
    batch: bool = True  # drain waiting translate requests into one translate_batch call
    max_batch: int = 16  # most requests taken from the socket per loop turn
    device: str = "auto"  # "auto" (CUDA when available), "cpu" or "cuda"
    warmup: bool = True  # one translate at start, so the first real request is not slow
    poll_ms: int = 200  # loop wake-up interval (how fast SIGTERM and reloads are noticed)
    socket_path: Path = field(default_factory=paths.socket_path)  # the ipc endpoint's file


def validate_listen(endpoint: str) -> str:
    """Accept only ``tcp://<loopback>:<port>``: the daemon has no authentication."""
    parts = urlsplit(endpoint)
    if parts.scheme != "tcp":
        raise ServalError(f"--listen must be tcp://127.0.0.1:PORT, got {endpoint!r}")
    host = parts.hostname or ""
    try:
        port = parts.port
    except ValueError:
        port = None
    if host not in LOOPBACK_HOSTS and f"[{host}]" not in LOOPBACK_HOSTS:
        raise ServalError(f"refusing to listen on {host or endpoint!r}: only loopback addresses "
                          f"(127.0.0.1, ::1) are allowed, the daemon has no authentication")
    if port is None or not 0 < port < 65536:
        raise ServalError(f"--listen needs a port: tcp://127.0.0.1:PORT, got {endpoint!r}")
    return endpoint


def members_setting() -> int | None:
    """``SERVAL_MODEL_MEMBERS=N``: decode with the first N models of an ensemble checkpoint only (about
    N/M of the decoding time, at some cost in quality; see BENCHMARKS.md). Unset or empty: all of them."""
    raw = os.environ.get("SERVAL_MODEL_MEMBERS", "").strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) < 1:
        raise ServalError(f"SERVAL_MODEL_MEMBERS must be a whole number of at least 1, got {raw!r}")
    return int(raw)


def decode_precision(translator: TranslatorLike) -> str:
    """What decoding computes in: an ensemble's stacked decoder's dtype (``SERVAL_PRECISION``), else float32."""
    members = getattr(translator, "members", [None])
    dtype = getattr(translator, "decode_dtype", None) if len(members) > 1 else None
    return str(dtype).removeprefix("torch.") if dtype is not None else "float32"


def load_translator(path: Path, device: str = "auto") -> TranslatorLike:
    """Load the real Translator (torch imported here, never on the client path)."""
    if not Path(path).is_file():
        raise ServalError(f"model file not found: {path}")
    import torch

    from serval.model.translator import Translator

    translator = Translator.load(path, device=device)
    keep = members_setting()
    if keep is not None:
        translator.members = translator.members[:keep]
    if str(getattr(translator, "device", "cpu")) == "cpu":
        torch.set_num_threads(min(2, os.cpu_count() or 1))
    return translator


def setup_logging(to_stderr: bool) -> None:
    """daemon.log (rotating, 1 MB x 3) in the log dir; also stderr when asked (a terminal)."""
    log_dir = paths.log_dir()
    log_dir.mkdir(parents=True, exist_ok=True)
    root = logging.getLogger("serval")
    root.setLevel(logging.DEBUG if os.environ.get("SERVAL_DEBUG") else logging.INFO)
    for handler in list(root.handlers):
        root.removeHandler(handler)
    fmt = logging.Formatter("%(asctime)s %(process)d %(levelname)s %(message)s")
    fh = logging.handlers.RotatingFileHandler(log_dir / "daemon.log", maxBytes=1_000_000, backupCount=3,
                                              encoding="utf-8")
    fh.setFormatter(fmt)
    root.addHandler(fh)
    if to_stderr:
        sh = logging.StreamHandler()
        sh.setFormatter(fmt)
        root.addHandler(sh)


@dataclass
class _Pending:
    """A translate request waiting for its batch."""

    envelope: list[bytes]  # routing frames to send the reply back
    text: str
    n: int
    received: float  # time.perf_counter() at receipt, for elapsed_ms


@dataclass
class _Reload:
    """A model load running in a helper thread."""

    envelope: list[bytes]
    path: Path
    thread: threading.Thread
    result: Any = None  # the new translator when done
    error: str | None = None


class DaemonServer:
    """One daemon process: lock, model, socket, loop. Use ``setup()`` then ``serve()``."""

    def __init__(self, config: ServerConfig,
                 loader: Callable[[Path, str], TranslatorLike] = load_translator):
        self.config = config
        self.loader = loader
        self.translator: TranslatorLike | None = None
        self.model_path = Path(config.model_path)
        self.lock = process.DaemonLock()
        self.ctx: zmq.Context | None = None
        self.sock: zmq.Socket | None = None
        self.started = time.time()
        self.served = 0  # requests answered (any op, errors included)
        self.latencies: deque[float] = deque(maxlen=1000)  # translate elapsed_ms, recent first-in
        self._stop = False
        self._reload: _Reload | None = None
        self._feedback_db = None
        self._created: list[Path] = []  # files to remove at exit (only ours)

    # ------------------------------------------------------------ start / stop

    def setup(self) -> None:
        """Lock, load and warm the model, bind. Raises ServalError with a clear message."""
        process.check_runtime_dir(self.config.socket_path.parent)
        if self.config.listen:
            validate_listen(self.config.listen)
        if not self.lock.acquire():
            raise ServalError("another serval daemon is already running (or starting); "
                              "see: serval-daemon status")
        try:
            self.translator = self.loader(self.model_path, self.config.device)
            log.info("model %s loaded (version %s, device %s)", self.model_path,
                     getattr(self.translator, "version", "?"), getattr(self.translator, "device", "?"))
            if self.config.warmup:
                t0 = time.perf_counter()
                self.translator.translate_batch(["list files"], 1)
                log.info("warm-up translate took %.0f ms", (time.perf_counter() - t0) * 1000)
            self._bind()
        except BaseException:
            self.lock.release()
            raise

    def _bind(self) -> None:
        sock_path = self.config.socket_path
        # We hold the lock, so whatever socket or pid file is here was left by a dead daemon.
        sock_path.unlink(missing_ok=True)
        self.ctx = zmq.Context()
        self.sock = self.ctx.socket(zmq.ROUTER)
        self.sock.setsockopt(zmq.LINGER, 1000)
        self.sock.setsockopt(zmq.MAXMSGSIZE, MAX_RECV_BYTES)
        self.sock.setsockopt(zmq.RCVHWM, 10000)
        self.sock.setsockopt(zmq.SNDHWM, 10000)
        old_umask = os.umask(0o177)  # the socket file is born 0600, then chmod makes sure
        try:
            self.sock.bind("ipc://" + os.fspath(sock_path))
        finally:
            os.umask(old_umask)
        os.chmod(sock_path, 0o600)
        self._created.append(sock_path)
        if self.config.listen:
            try:
                self.sock.bind(self.config.listen)
            except zmq.ZMQError as exc:
                raise ServalError(f"cannot listen on {self.config.listen}: {exc}") from None
            log.info("also listening on %s", self.config.listen)
        process.write_pid(os.getpid())
        self._created.append(paths.pid_path())
        log.info("listening on ipc://%s (pid %d, batching %s)", sock_path, os.getpid(),
                 "on" if self.config.batch else "off")

    def request_stop(self, *_args: Any) -> None:
        self._stop = True

    def close(self) -> None:
        """Close the socket and remove only the files this process created."""
        if self.sock is not None:
            self.sock.close(linger=1000)
            self.sock = None
        if self.ctx is not None:
            self.ctx.term()
            self.ctx = None
        for path in self._created:
            try:
                if path == paths.pid_path() and process.read_pid(path) != os.getpid():
                    continue  # someone else's pid file now: not ours to remove
                path.unlink(missing_ok=True)
            except OSError as exc:
                log.warning("could not remove %s: %s", path, exc)
        self._created.clear()
        if self._feedback_db is not None and hasattr(self._feedback_db, "close"):
            try:
                self._feedback_db.close()
            except Exception:  # closing is best effort at exit
                log.exception("closing the feedback database")
        self.lock.release()
        log.info("stopped")

    # ------------------------------------------------------------ loop

    def serve(self) -> None:
        """Run until SIGTERM/SIGINT (or request_stop from another thread)."""
        assert self.sock is not None, "call setup() first"
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, self.request_stop)
            signal.signal(signal.SIGINT, self.request_stop)
        poller = zmq.Poller()
        poller.register(self.sock, zmq.POLLIN)
        while not self._stop:
            try:
                events = dict(poller.poll(self.config.poll_ms))
                self._finish_reload()
                if events:
                    self._serve_waiting()
            except zmq.ZMQError as exc:
                if exc.errno == errno.EINTR:
                    continue
                if exc.errno == zmq.ETERM:
                    break
                log.error("socket error (continuing): %s", exc)
            except Exception:  # never let one request take the daemon down
                log.exception("unexpected error in the loop (continuing)")
        # Finish what already arrived before closing.
        try:
            if self._reload is not None:
                self._reload.thread.join(timeout=60)
                self._finish_reload()
            self._serve_waiting()
        except Exception:
            log.exception("while finishing in-flight requests")

    def _serve_waiting(self) -> None:
        """Take up to max_batch waiting messages; answer the cheap ones, batch the translations."""
        assert self.sock is not None
        limit = self.config.max_batch if self.config.batch else 1
        pending: list[_Pending] = []
        for _ in range(limit):
            try:
                frames = self.sock.recv_multipart(zmq.NOBLOCK)
            except zmq.Again:
                break
            received = time.perf_counter()
            envelope, body, problem = _split(frames)
            if envelope is None:
                continue  # not even a routing id: nothing can be answered
            if problem is not None:
                self._reply(envelope, protocol.error_reply(protocol.BAD_REQUEST, problem))
                continue
            try:
                req = protocol.parse_request(body)
                if req.op == "translate":
                    pending.append(_Pending(envelope, req.args["text"], req.args["n"], received))
                else:
                    answer = self._handle(req, envelope)
                    if answer is not None:  # None: answered later (reload)
                        self._reply(envelope, answer)
            except ProtocolError as exc:
                self._reply(envelope, protocol.error_reply(exc.code, exc.message))
            except ServalError as exc:
                self._reply(envelope, protocol.error_reply(protocol.BAD_REQUEST, str(exc)))
            except Exception as exc:
                log.exception("request failed")
                self._reply(envelope, protocol.error_reply(protocol.INTERNAL, f"{type(exc).__name__}: {exc}"[:300]))
        if pending:
            self._translate(pending)

    def _reply(self, envelope: list[bytes] | None, message: dict[str, Any]) -> None:
        if envelope is None or self.sock is None:
            return
        try:
            self.sock.send_multipart(envelope + [protocol.encode(message)], zmq.NOBLOCK)
        except zmq.Again:
            log.warning("reply dropped: client queue full")
        except zmq.ZMQError as exc:
            log.warning("reply dropped: %s", exc)
        except ValueError as exc:  # a non-JSON-safe value slipped into a reply
            log.error("could not encode reply: %s", exc)
            self.sock.send_multipart(envelope + [protocol.encode(
                protocol.error_reply(protocol.INTERNAL, "reply could not be encoded"))], zmq.NOBLOCK)
        self.served += 1

    # ------------------------------------------------------------ operations

    def _handle(self, req: protocol.Request, envelope: list[bytes]) -> dict[str, Any] | None:
        if req.op == "ping":
            return {"v": protocol.VERSION, "ok": True, "pong": True, "pid": os.getpid()}
        if req.op == "stats":
            return {"v": protocol.VERSION, "ok": True, **self.stats()}
        if req.op == "feedback":
            return self._feedback(req.args)
        if req.op == "reload":
            return self._start_reload(req.args.get("model"), envelope)
        raise ProtocolError(protocol.UNKNOWN_OP, req.op)

    def stats(self) -> dict[str, Any]:
        lat = list(self.latencies)
        return {
            "pid": os.getpid(),
            "uptime_s": round(time.time() - self.started, 3),
            "model_path": os.fspath(self.model_path),
            "model_version": str(getattr(self.translator, "version", "")),
            "device": str(getattr(self.translator, "device", "")),
            "members": len(getattr(self.translator, "members", [None])),
            "precision": decode_precision(self.translator),
            "requests": self.served,
            "p50_ms": round(statistics.median(lat), 3) if lat else None,
            "batching": self.config.batch,
            "reloading": self._reload is not None,
        }

    def _feedback(self, args: dict[str, Any]) -> dict[str, Any]:
        """Record one feedback row; the reply goes out only after the SQLite commit."""
        if self._feedback_db is None:
            from serval.daemon.feedback import FeedbackDB

            try:
                self._feedback_db = FeedbackDB(paths.feedback_db_path())
            except ServalError as exc:
                raise ProtocolError(protocol.INTERNAL, str(exc)) from None
        try:
            row_id = self._feedback_db.record(
                args["query"], args["verdict"], candidates=args["candidates"], rank=args["rank"],
                suggested=args["suggested"], final=args["final"], exit_status=args["exit_status"],
                model_version=str(getattr(self.translator, "version", "")) or None, source="shell")
        except ValueError as exc:
            raise ProtocolError(protocol.BAD_REQUEST, str(exc)) from None
        return {"v": protocol.VERSION, "ok": True, "id": row_id}

    def _translate(self, pending: list[_Pending]) -> None:
        """Translate grouped by n (beam width changes results), one batch call per group."""
        groups: dict[int, list[_Pending]] = {}
        for item in pending:
            groups.setdefault(item.n, []).append(item)
        for n, items in groups.items():
            try:
                results = self._translate_texts([i.text for i in items], n)
            except Exception:
                # One bad text must not fail its neighbours: retry one by one.
                log.exception("batch of %d failed; retrying one by one", len(items))
                for item in items:
                    self._translate_one(item, n)
                continue
            for item, cands in zip(items, results):
                self._send_candidates_safely(item, cands, n)

    def _translate_texts(self, texts: list[str], n: int) -> list[list[Any]]:
        assert self.translator is not None
        results = self.translator.translate_batch(texts, n)
        if len(results) != len(texts):
            raise RuntimeError(f"translate_batch returned {len(results)} results for {len(texts)} texts")
        return results

    def _translate_one(self, item: _Pending, n: int) -> None:
        try:
            cands = self._translate_texts([item.text], n)[0]
        except ServalError as exc:
            self._reply(item.envelope, protocol.error_reply(protocol.BAD_REQUEST, str(exc)))
            return
        except Exception as exc:
            log.exception("translate failed for one request")
            self._reply(item.envelope, protocol.error_reply(protocol.INTERNAL, f"{type(exc).__name__}: {exc}"[:300]))
            return
        self._send_candidates_safely(item, cands, n)

    def _send_candidates_safely(self, item: _Pending, cands: list[Any], n: int) -> None:
        """Every translate request gets exactly one reply, even if the safety pass fails."""
        try:
            self._send_candidates(item, cands, n)
        except Exception as exc:
            log.exception("building the reply failed")
            self._reply(item.envelope, protocol.error_reply(protocol.INTERNAL, f"{type(exc).__name__}: {exc}"[:300]))

    def _send_candidates(self, item: _Pending, cands: list[Any], n: int) -> None:
        from serval.daemon import safety

        out = []
        for cand in list(cands)[:n]:
            command = str(cand.command)
            out.append({
                "command": command,
                "template": str(getattr(cand, "template", "")),
                "score": protocol.finite(float(cand.score)),
                "warnings": [str(w) for w in safety.check(command)],
            })
        out = safety.rerank(out)
        elapsed = (time.perf_counter() - item.received) * 1000
        self.latencies.append(elapsed)
        self._reply(item.envelope, {"v": protocol.VERSION, "ok": True, "candidates": out,
                                    "model": str(getattr(self.translator, "version", "")),
                                    "elapsed_ms": round(elapsed, 3)})

    # ------------------------------------------------------------ reload

    def _start_reload(self, model: str | None, envelope: list[bytes]) -> dict[str, Any] | None:
        if self._reload is not None:
            raise ProtocolError(protocol.BUSY, "a reload is already running")
        path = Path(model).expanduser() if model else self.model_path
        if not path.is_file():
            raise ProtocolError(protocol.BAD_REQUEST, f"model file not found: {path}")
        reload = _Reload(envelope, path, threading.Thread(target=lambda: None))

        def work() -> None:
            try:
                new = self.loader(path, self.config.device)
                new.translate_batch(["list files"], 1)  # warm before it takes traffic
                reload.result = new
            except Exception as exc:  # reported in the reload reply
                log.exception("reload of %s failed", path)
                reload.error = f"{type(exc).__name__}: {exc}"[:300]

        reload.thread = threading.Thread(target=work, name="serval-reload", daemon=True)
        self._reload = reload
        reload.thread.start()
        log.info("reloading model from %s", path)
        return None  # answered by _finish_reload once the new model is in place

    def _finish_reload(self) -> None:
        reload = self._reload
        if reload is None or reload.thread.is_alive():
            return
        self._reload = None
        if reload.error is not None or reload.result is None:
            self._reply(reload.envelope, protocol.error_reply(protocol.INTERNAL,
                                                              f"reload failed, old model kept: {reload.error}"))
            return
        self.translator = reload.result  # the swap: the next batch uses the new model
        self.model_path = reload.path
        log.info("model swapped to %s (version %s)", reload.path, getattr(self.translator, "version", "?"))
        self._reply(reload.envelope, {"v": protocol.VERSION, "ok": True, "model_path": os.fspath(reload.path),
                                      "model": str(getattr(self.translator, "version", ""))})


def _split(frames: list[bytes]) -> tuple[list[bytes] | None, bytes, str | None]:
    """ROUTER frames → (envelope, body, problem).

    REQ clients send ``[id, b"", body]``, bare DEALERs ``[id, body]``; the reply must carry
    the same envelope back. Anything else (several body frames) is answered with an error.
    """
    if not frames:
        return None, b"", None
    if len(frames) >= 2 and frames[1] == b"":
        envelope, rest = frames[:2], frames[2:]
    else:
        envelope, rest = frames[:1], frames[1:]
    if len(rest) != 1:
        return envelope, b"", f"expected one JSON frame, got {len(rest)} frames"
    return envelope, rest[0], None


def _exit_now(*_args: Any) -> None:
    raise SystemExit(0)


def run(config: ServerConfig, to_stderr: bool = False) -> int:
    """Foreground server: the body of ``serval-daemon start --foreground``; returns the exit code."""
    setup_logging(to_stderr)
    server = DaemonServer(config)
    # SIGTERM during model loading: exit promptly and quietly; serve() installs the graceful handler.
    signal.signal(signal.SIGTERM, _exit_now)
    try:
        try:
            server.setup()
        except ServalError as exc:
            log.error("not starting: %s", exc)
            raise
        server.serve()
    finally:
        server.close()
    return 0
