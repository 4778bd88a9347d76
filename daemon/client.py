"""The ``serval`` entry point and its hot path: talk to the warm daemon, fast.

Why this file is tiny and careful about imports: the shell widgets run
``serval _shell translate`` on every Ctrl-G, so start-up time is latency the user feels.
Only the standard library, pyzmq and ``serval.paths`` are imported here; torch and click
stay out (a test checks ``sys.modules``). Everything that is not ``_shell ...`` is handed
to the click app in ``serval.daemon.commands``, imported lazily.

Shell contract (used by shell_hooks/serval.{zsh,bash}; keep it exactly):

``serval _shell translate [-n N] TEXT``
    exit 0, stdout one line per candidate ``COMMAND<TAB>WARNINGS`` (warnings joined
    by "; "); candidates containing a newline or tab are skipped. On failure nothing on
    stdout, one line on stderr; exit 2 = daemon not running (started in the background
    unless SERVAL_NO_AUTOSTART), 3 = timeout, 4 = error reply.
``serval _shell feedback --verdict V --query Q [--suggested S] [--final F] [--exit N] [--rank R] [--candidates-json J]``
    silent; exit 0 once the daemon acknowledged the write, else 1.
``serval _shell warm``
    start the daemon detached if it is not running and autostart is allowed; silent; exit 0.

Environment: SERVAL_TIMEOUT_MS (default 1500 for ``_shell``, 20000 for user commands),
SERVAL_NO_AUTOSTART (never start the daemon implicitly), SERVAL_DEBUG (tracebacks).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from serval.errors import ServalError

SHELL_TIMEOUT_MS = 1500  # default wait for a reply on the shell hot path
CLI_TIMEOUT_MS = 20000  # default wait for user commands (the first request may load a model)

EXIT_NOT_RUNNING = 2
EXIT_TIMEOUT = 3
EXIT_ERROR_REPLY = 4

START_HINT = "start it with: serval-daemon start"


class DaemonUnavailable(ServalError):
    """The daemon cannot be asked: not running (exit 2) or did not answer in time (exit 3)."""


class DaemonNotRunning(DaemonUnavailable):
    exit_code = EXIT_NOT_RUNNING


class DaemonTimeout(DaemonUnavailable):
    exit_code = EXIT_TIMEOUT


class DaemonErrorReply(ServalError):
    """The daemon answered with an error object; ``code`` is its error code."""

    exit_code = EXIT_ERROR_REPLY

    def __init__(self, code: str, message: str):
        super().__init__(f"serval: daemon error ({code}): {message}")
        self.code = code


def timeout_ms(default: int) -> int:
    """SERVAL_TIMEOUT_MS when it is a positive integer, else ``default``."""
    try:
        value = int(os.environ.get("SERVAL_TIMEOUT_MS", ""))
    except ValueError:
        return default
    return value if value > 0 else default


def autostart_allowed() -> bool:
    return not os.environ.get("SERVAL_NO_AUTOSTART")


def endpoint() -> str:
    from serval import paths

    return "ipc://" + os.fspath(paths.socket_path())


def request(payload: dict[str, Any], timeout_ms: int = CLI_TIMEOUT_MS, address: str | None = None) -> dict[str, Any]:
    """One request, one reply (the Lazy Pirate pattern, without retries).

    Before ZeroMQ, a plain AF_UNIX connect tells "no daemon" apart in under a millisecond.
    The REQ socket lives for exactly one request: on timeout it is closed with LINGER 0
    and never reused (a REQ socket that missed its reply is stuck in the wrong state).
    Error replies raise DaemonErrorReply.
    """
    from serval.daemon import process, protocol

    if address is None:
        state = process.probe_socket()
        if state == process.MISSING:
            raise DaemonNotRunning(f"serval: daemon not running — {START_HINT}")
        if state == process.STALE:
            raise DaemonNotRunning(f"serval: daemon not running (stale socket) — {START_HINT}")
        address = endpoint()

    import zmq

    ctx = zmq.Context.instance()
    sock = ctx.socket(zmq.REQ)
    sock.setsockopt(zmq.LINGER, 0)
    try:
        sock.connect(address)
        sock.send(protocol.encode(payload))
        if not sock.poll(timeout_ms, zmq.POLLIN):
            raise DaemonTimeout(f"serval: no answer from the daemon within {timeout_ms} ms — "
                                f"check it with: serval-daemon status (restart: serval-daemon restart)")
        raw = sock.recv()
    finally:
        sock.close(linger=0)
    try:
        reply = json.loads(raw)
    except ValueError:
        raise DaemonErrorReply("bad_reply", "the daemon sent something that is not JSON") from None
    if not isinstance(reply, dict):
        raise DaemonErrorReply("bad_reply", "the daemon sent something that is not a JSON object")
    if "error" in reply:
        err = reply["error"] if isinstance(reply["error"], dict) else {}
        raise DaemonErrorReply(str(err.get("code", "unknown")), str(err.get("message", "")))
    return reply


def start_in_background() -> None:
    """Start the daemon detached and return at once (no waiting for it to answer)."""
    from serval.daemon import process

    process.check_runtime_dir()
    if process.lock_is_held():  # already starting (or running): nothing to do
        return
    try:
        process.require_model(None)
    except ServalError as exc:
        raise ServalError(f"serval: cannot start the daemon: {exc} — see: serval doctor",
                          exit_code=EXIT_NOT_RUNNING) from None
    process.clean_stale_files()
    process.spawn_detached()


def _err(message: str) -> None:
    sys.stderr.write(message.rstrip("\n").replace("\n", " ") + "\n")
    sys.stderr.flush()


# ---------------------------------------------------------------- _shell subcommands


def _parse_flags(args: list[str], spec: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """Tiny getopt: ``spec`` maps flag → key (all flags take a value); returns (flags, positionals).

    argparse would do, but costs import time on the hot path and prints usage on its own terms.
    """
    flags: dict[str, str] = {}
    rest: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            rest.extend(args[i + 1:])
            break
        name, eq, inline = arg.partition("=")
        if name in spec and (eq or i + 1 < len(args)):
            if eq:
                flags[spec[name]] = inline
            else:
                flags[spec[name]] = args[i + 1]
                i += 1
        elif arg in spec:
            raise ServalError(f"serval: {arg} needs a value", exit_code=EXIT_ERROR_REPLY)
        else:
            rest.append(arg)
        i += 1
    return flags, rest


def shell_translate(args: list[str]) -> int:
    flags, rest = _parse_flags(args, {"-n": "n", "--n": "n"})
    text = " ".join(rest).strip()
    if not text:
        _err("serval: nothing to translate — type a request after '#'")
        return EXIT_ERROR_REPLY
    try:
        n = int(flags.get("n", os.environ.get("SERVAL_N", "5")))
    except ValueError:
        _err("serval: -n needs a number")
        return EXIT_ERROR_REPLY
    n = max(1, min(n, 20))
    try:
        reply = request({"op": "translate", "text": text, "n": n}, timeout_ms(SHELL_TIMEOUT_MS))
    except DaemonNotRunning as exc:
        if autostart_allowed():
            try:
                start_in_background()
            except ServalError as start_exc:
                _err(str(start_exc))
                return EXIT_NOT_RUNNING
            _err("serval: starting the daemon, try again in a moment")
        else:
            _err(str(exc))
        return EXIT_NOT_RUNNING
    except ServalError as exc:
        _err(str(exc))
        return exc.exit_code
    lines = []
    for cand in reply.get("candidates", []):
        command = cand.get("command") if isinstance(cand, dict) else None
        if not isinstance(command, str) or not command or "\n" in command or "\t" in command or "\r" in command:
            continue
        warnings = "; ".join(w.replace("\t", " ").replace("\n", " ") for w in cand.get("warnings") or [])
        lines.append(f"{command}\t{warnings}\n")
    if not lines:
        _err("serval: no usable suggestion for that request — try rephrasing it")
        return EXIT_ERROR_REPLY
    sys.stdout.write("".join(lines))
    sys.stdout.flush()
    return 0


def shell_feedback(args: list[str]) -> int:
    """Silent by design: the shells call it in the background after each command."""
    try:
        flags, _rest = _parse_flags(args, {
            "--verdict": "verdict", "--query": "query", "--suggested": "suggested", "--final": "final",
            "--exit": "exit_status", "--rank": "rank", "--candidates-json": "candidates",
        })
        payload: dict[str, Any] = {"op": "feedback", "verdict": flags.get("verdict"), "query": flags.get("query")}
        for key in ("suggested", "final"):
            if key in flags:
                payload[key] = flags[key]
        for key in ("exit_status", "rank"):
            if flags.get(key, "") != "":
                payload[key] = int(flags[key])
        if flags.get("candidates"):
            payload["candidates"] = json.loads(flags["candidates"])
        request(payload, timeout_ms(CLI_TIMEOUT_MS))
    except (ServalError, ValueError):
        if os.environ.get("SERVAL_DEBUG"):
            raise
        return 1
    return 0


def shell_warm(_args: list[str]) -> int:
    if not autostart_allowed():
        return 0
    try:
        from serval.daemon import process

        if process.probe_socket() != process.LISTENING:
            start_in_background()
    except (ServalError, OSError):
        if os.environ.get("SERVAL_DEBUG"):
            raise
    return 0


SHELL_COMMANDS = {"translate": shell_translate, "feedback": shell_feedback, "warm": shell_warm}


def shell_main(args: list[str]) -> int:
    if not args or args[0] not in SHELL_COMMANDS:
        _err(f"serval: usage: serval _shell {{{'|'.join(SHELL_COMMANDS)}}} ...")
        return EXIT_ERROR_REPLY
    try:
        return SHELL_COMMANDS[args[0]](args[1:])
    except ServalError as exc:
        _err(str(exc))
        return exc.exit_code
    except KeyboardInterrupt:
        return 130


def main(argv: list[str] | None = None) -> int:
    """``serval``: the shell hot path here, everything else in the click app."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "_shell":
        code = shell_main(args[1:])
        if argv is None:
            sys.exit(code)
        return code
    from serval.daemon.commands import run

    code = run(args)
    if argv is None:
        sys.exit(code)
    return code


if __name__ == "__main__":
    main()
