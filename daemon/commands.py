"""The user-facing ``serval`` commands (click), loaded lazily by ``serval.daemon.client``.

``serval "TEXT"`` prints the best command; ``-n 5`` the alternatives with scores and
warnings; ``--json`` the daemon's reply; ``--local`` translates in this process without
the daemon. Subcommands: ``doctor``, ``init zsh|bash``, ``feedback ...``.
A first argument that is not a subcommand is the text to translate, so no quoting rules
change for the user (``serval find big files`` works too).
"""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from pathlib import Path
from typing import Any

import click

from serval import paths
from serval.daemon import client, process
from serval.errors import ServalError


class DefaultToTranslate(click.Group):
    """A group whose unknown first word means ``translate <words...>``."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("-h", "--help", "--version"):
            args = ["translate", *args]
        return super().parse_args(ctx, args)


@click.group(cls=DefaultToTranslate, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="servalshell", prog_name="serval")
def cli() -> None:
    """Turn an English request into a shell command (offline).

    \b
    Examples:
      serval "find log files bigger than 10MB"
      serval -n 5 "compress the folder docs"
      serval doctor
      eval "$(serval init zsh)"     # in ~/.zshrc: Ctrl-G on a line starting with '#'
    """


def _local_translate(text: str, n: int, model: Path | None) -> dict[str, Any]:
    """Translate in this process (no daemon): loads torch and the model, so it is slow."""
    from serval.daemon import safety
    from serval.daemon.server import load_translator

    t0 = time.perf_counter()
    translator = load_translator(model or paths.active_model_path())
    cands = translator.translate(text, n=n)
    out = [{"command": c.command, "template": c.template, "score": float(c.score),
            "warnings": list(safety.check(c.command))} for c in cands]
    return {"candidates": safety.rerank(out), "model": translator.version,
            "elapsed_ms": (time.perf_counter() - t0) * 1000}


def _daemon_translate(text: str, n: int) -> dict[str, Any]:
    """Ask the daemon; if it is down, start it (unless SERVAL_NO_AUTOSTART) and ask again."""
    payload = {"op": "translate", "text": text, "n": n}
    timeout = client.timeout_ms(client.CLI_TIMEOUT_MS)
    try:
        return client.request(payload, timeout)
    except client.DaemonNotRunning:
        if not client.autostart_allowed():
            raise ServalError(f"serval: daemon not running — {client.START_HINT} "
                              f"(or use: serval --local ...)", exit_code=client.EXIT_NOT_RUNNING) from None
    click.echo("serval: starting the daemon...", err=True)
    process.start()
    return client.request(payload, timeout)


@cli.command("translate", hidden=True)
@click.argument("words", nargs=-1, required=True)
@click.option("-n", "n", default=1, show_default=True, type=click.IntRange(1, 20),
              help="How many candidates (more than 1 prints scores and warnings).")
@click.option("--json", "as_json", is_flag=True, help="Print the reply as JSON.")
@click.option("--local", is_flag=True, help="Translate in this process, without the daemon.")
@click.option("--model", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Checkpoint for --local (default: the active model).")
def translate_cmd(words: tuple[str, ...], n: int, as_json: bool, local: bool, model: Path | None) -> None:
    """Translate WORDS into a shell command (the default command)."""
    text = " ".join(words).strip()
    if not text:
        raise ServalError("serval: nothing to translate")
    reply = _local_translate(text, n, model) if local else _daemon_translate(text, n)
    cands = reply.get("candidates", [])
    if as_json:
        click.echo(json.dumps({k: v for k, v in reply.items() if k not in ("v", "ok")}, ensure_ascii=False))
        return
    if not cands:
        raise ServalError("serval: no suggestion for that request — try rephrasing it")
    if n == 1:
        click.echo(cands[0]["command"])
        for warning in cands[0].get("warnings", []):
            click.echo(f"serval: warning: {warning}", err=True)
        return
    for i, cand in enumerate(cands, 1):
        click.echo(f"{i}. {cand['command']}    ({cand['score']:.2f})")
        for warning in cand.get("warnings", []):
            click.echo(f"   ! {warning}")


@cli.command()
@click.argument("shell", type=click.Choice(["zsh", "bash"]))
def init(shell: str) -> None:
    """Print the shell integration; add  eval "$(serval init zsh)"  to your rc file."""
    from serval.shell_hooks import hook_path

    path = hook_path(shell)
    try:
        click.echo(path.read_text(encoding="utf-8"), nl=False)
    except OSError as exc:
        raise ServalError(f"serval: the {shell} integration is missing ({path}): {exc.strerror}") from None


def _check(ok: bool, label: str, detail: str) -> bool:
    click.echo(f"[{'ok' if ok else 'FAIL'}] {label}: {detail}")
    return ok


@cli.command()
def doctor() -> None:
    """Check the daemon, its folder, the model and the shell hooks; exit 1 if something is wrong."""
    good = True
    run_dir = paths.runtime_dir()
    try:
        if run_dir.exists():
            process.check_runtime_dir(run_dir)
            good &= _check(True, "runtime dir", f"{run_dir} (private)")
        else:
            _check(True, "runtime dir", f"{run_dir} (created when the daemon starts)")
    except ServalError as exc:
        good &= _check(False, "runtime dir", str(exc))

    state = process.probe_socket()
    if state == process.LISTENING:
        try:
            stats = client.request({"op": "stats"}, timeout_ms=3000)
            _check(True, "daemon", f"answering (pid {stats.get('pid')}, model {stats.get('model_version')}, "
                                   f"device {stats.get('device')})")
        except ServalError as exc:
            good &= _check(False, "daemon", f"socket open but no proper answer ({exc}); "
                                            f"try: serval-daemon restart")
    else:
        good &= _check(False, "daemon", f"not running ({state}); start it with: serval-daemon start")

    model = paths.active_model_path()
    if not model.is_file():
        good &= _check(False, "model", f"{model} does not exist; train one (serval-train) or reinstall")
    else:
        try:
            from serval.daemon.server import load_translator

            t = load_translator(model, "cpu")
            _check(True, "model", f"{model} loads (version {t.version})")
        except Exception as exc:  # any load failure is a finding, not a crash
            good &= _check(False, "model", f"{model} does not load: {exc}")

    home = Path(os.environ.get("HOME", "~")).expanduser()
    rcs = {"zsh": Path(os.environ.get("ZDOTDIR", home)) / ".zshrc", "bash": home / ".bashrc"}
    found = []
    for shell, rc in rcs.items():
        try:
            if "serval init" in rc.read_text(encoding="utf-8", errors="replace"):
                found.append(f"{shell} ({rc})")
        except OSError:
            pass
    # Hooks are optional (the CLI works without them): report, do not fail.
    _check(True, "shell hooks", ", ".join(found) if found else
           'none found; add  eval "$(serval init zsh)"  to ~/.zshrc (or bash to ~/.bashrc)')

    db = paths.feedback_db_path()
    if db.exists():
        mode = stat.S_IMODE(db.stat().st_mode)
        good &= _check(not mode & 0o077, "feedback db", f"{db} mode {mode:04o}")
    if not good:
        sys.exit(1)


def _mount_feedback() -> None:
    from serval.daemon.feedback_cli import feedback_group

    cli.add_command(feedback_group, "feedback")
    cli.add_command(__import__("serval.daemon.model_cli", fromlist=["model_group"]).model_group, "model")


_mount_feedback()


def run(args: list[str]) -> int:
    """Run the click app on ``args``; ServalError → message + exit code (traceback with SERVAL_DEBUG=1)."""
    args = args or ["--help"]  # bare `serval`: help, exit 0
    try:
        cli.main(args=args, prog_name="serval", standalone_mode=False)
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except click.Abort:
        click.echo("Aborted!", err=True)
        return 1
    except ServalError as exc:
        if os.environ.get("SERVAL_DEBUG"):
            raise
        message = str(exc)
        click.echo(message if message.startswith("serval") else f"serval: {message}", err=True)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return 0
