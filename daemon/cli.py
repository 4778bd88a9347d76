"""``serval-daemon``: start, stop, restart, status, reload and logs of the background daemon.

Exit codes: 0 ok, 1 error, 3 not running (status, stop, reload).
``start`` detaches a foreground server (``start --foreground``) in a new session and
returns once it answers a ping; ``--foreground`` runs the server in this process
(what a systemd unit uses).
"""

from __future__ import annotations

import json
import os
import sys
from collections import deque
from pathlib import Path

import click

from serval import paths
from serval.daemon import process
from serval.errors import ServalError

model_option = click.option("--model", "model", type=click.Path(dir_okay=False, path_type=Path),
                            default=None, help="Checkpoint to serve (default: the active model).")
listen_option = click.option("--listen", default=None, metavar="tcp://127.0.0.1:PORT",
                             help="Also listen on a loopback TCP port (the ipc socket is always used).")
batch_option = click.option("--batch/--no-batch", default=True, show_default=True,
                            help="Translate requests that arrive together in one batch.")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli() -> None:
    """Run the ServalShell daemon that keeps the model warm for the shell widgets."""


@cli.command()
@click.option("--foreground", is_flag=True, help="Run the server in this process (logs also to stderr on a terminal).")
@model_option
@listen_option
@batch_option
@click.option("--device", default="auto", type=click.Choice(["auto", "cpu", "cuda"]), show_default=True)
def start(foreground: bool, model: Path | None, listen: str | None, batch: bool, device: str) -> None:
    """Start the daemon (detached unless --foreground) and wait until it answers."""
    if listen:
        from serval.daemon.server import validate_listen

        validate_listen(listen)
    model_path = process.require_model(model)
    if foreground:
        from serval.daemon.server import ServerConfig, run

        config = ServerConfig(model_path=model_path, listen=listen, batch=batch,
                              device=device)
        sys.exit(run(config, to_stderr=sys.stderr.isatty()))
    pid, started = process.start(model=model, listen=listen, batch=batch)
    click.echo(f"serval daemon {'started' if started else 'already running'} (pid {pid})")


@cli.command()
def stop() -> None:
    """Stop the daemon (SIGTERM, then wait)."""
    pid = process.stop()
    if pid is None:
        click.echo("serval daemon is not running", err=True)
        sys.exit(process.EXIT_NOT_RUNNING)
    click.echo(f"serval daemon stopped (pid {pid})")


@cli.command()
@model_option
@listen_option
@batch_option
def restart(model: Path | None, listen: str | None, batch: bool) -> None:
    """Stop the daemon if it runs, then start it."""
    process.stop()
    pid, _ = process.start(model=model, listen=listen, batch=batch)
    click.echo(f"serval daemon restarted (pid {pid})")


def _ask(payload: dict, timeout_ms: int = 5000) -> dict:
    from serval.daemon.client import DaemonNotRunning, request

    try:
        return request(payload, timeout_ms=timeout_ms)
    except DaemonNotRunning:
        click.echo("serval daemon is not running — start it with: serval-daemon start", err=True)
        sys.exit(process.EXIT_NOT_RUNNING)


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the raw stats object.")
def status(as_json: bool) -> None:
    """Show pid, uptime, model, device, requests served and median latency."""
    reply = _ask({"op": "stats"})
    reply.pop("v", None)
    reply.pop("ok", None)
    if as_json:
        click.echo(json.dumps(reply, indent=2))
        return
    p50 = reply.get("p50_ms")
    click.echo("serval daemon running")
    for label, value in [("pid", reply.get("pid")), ("uptime", f"{reply.get('uptime_s', 0):.0f} s"),
                         ("model", reply.get("model_path")), ("version", reply.get("model_version")),
                         ("device", reply.get("device")), ("precision", reply.get("precision")),
                         ("requests", reply.get("requests")),
                         ("p50 latency", "-" if p50 is None else f"{p50:.1f} ms"),
                         ("batching", "on" if reply.get("batching") else "off")]:
        click.echo(f"  {label:<12} {value}")


@cli.command()
@model_option
def reload(model: Path | None) -> None:
    """Load a model (default: the one served now) and swap it in without dropping requests."""
    payload: dict = {"op": "reload"}
    if model is not None:
        payload["model"] = os.fspath(model.expanduser().resolve())
    reply = _ask(payload, timeout_ms=120_000)
    click.echo(f"reloaded {reply.get('model_path')} (version {reply.get('model')})")


@cli.command()
@click.option("-n", "--lines", default=50, show_default=True, help="How many lines from the end.")
@click.option("--all", "show_all", is_flag=True, help="The whole log.")
def logs(lines: int, show_all: bool) -> None:
    """Print the daemon log."""
    path = paths.log_dir() / "daemon.log"
    if not path.exists():
        click.echo(f"no log yet ({path})", err=True)
        return
    with open(path, encoding="utf-8", errors="replace") as fh:
        tail = list(fh) if show_all else list(deque(fh, maxlen=max(lines, 0)))
    click.echo("".join(tail), nl=False)


def main(argv: list[str] | None = None) -> None:
    """Entry point: ServalError → its message and exit code (traceback only with SERVAL_DEBUG=1)."""
    try:
        cli.main(args=argv, prog_name="serval-daemon", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.Abort:
        click.echo("Aborted!", err=True)
        sys.exit(1)
    except ServalError as exc:
        if os.environ.get("SERVAL_DEBUG"):
            raise
        click.echo(f"serval-daemon: {exc}" if not str(exc).startswith("serval") else str(exc), err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)
    sys.exit(0)


if __name__ == "__main__":
    main()
