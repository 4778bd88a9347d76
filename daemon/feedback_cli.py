"""``serval feedback …``: look at, export, pause and erase the feedback database.

A thin click layer over :class:`serval.daemon.feedback.FeedbackDB`; every rule (what is stored,
redaction, the off switch) lives there. The group is mounted by ``serval.daemon.commands``.
Errors reach the user as one line (click's ``ClickException``), exit code 1.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import click

from serval.daemon import feedback as fb
from serval.errors import ServalError

_VERDICT = click.Choice(fb.VERDICTS)


@contextmanager
def _open_db() -> Iterator[fb.FeedbackDB]:
    try:
        db = fb.FeedbackDB()
    except ServalError as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        yield db
    except (ServalError, sqlite3.Error) as exc:  # busy for too long, disk full, …
        raise click.ClickException(str(exc)) from exc
    finally:
        db.close()


def _cell(text: object, width: int) -> str:
    """One table cell: no newlines/tabs, cut to ``width`` with an ellipsis."""
    s = "-" if text is None else " ".join(str(text).split())
    return s if len(s) <= width else s[: width - 1] + "…"


@click.group("feedback")
def feedback_group() -> None:
    """What you did with suggestions (accepted / corrected / rejected), stored locally."""


@feedback_group.command("list")
@click.option("--limit", "-n", type=click.IntRange(min=1), default=20, show_default=True,
              help="How many of the newest rows to show.")
@click.option("--verdict", type=_VERDICT, default=None, help="Only rows with this verdict.")
def list_cmd(limit: int, verdict: str | None) -> None:
    """Show the newest feedback rows, newest first."""
    with _open_db() as db:
        rows = db.recent(limit=limit, verdict=verdict)
    if not rows:
        click.echo("No feedback recorded yet." if verdict is None else f"No {verdict} feedback.")
        return
    header = f"{'ID':>6}  {'WHEN (UTC)':<16}  {'VERDICT':<9}  {'EXIT':>4}  {'QUERY':<32}  COMMAND"
    click.echo(header)
    for r in rows:
        when = r.created_at[:16].replace("T", " ")
        command = r.final_command if r.final_command is not None else r.suggested
        click.echo(
            f"{r.id:>6}  {when:<16}  {r.verdict:<9}  {_cell(r.exit_status, 4):>4}  "
            f"{_cell(r.query, 32):<32}  {_cell(command, 60)}"
        )


@feedback_group.command("export")
@click.option("--jsonl", "jsonl", is_flag=True, default=True,
              help="JSON Lines, one object per row (the only format; the default).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write to this file (created 0600) instead of stdout; '-' is stdout.")
def export_cmd(jsonl: bool, output: Path | None) -> None:
    """Export every row as JSON Lines (for training with --from-feedback or inspection)."""
    with _open_db() as db:
        if output is None or str(output) == "-":
            n = db.export_jsonl(sys.stdout)
            sys.stdout.flush()
        else:
            try:
                fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                with os.fdopen(fd, "w", encoding="utf-8") as fp:
                    n = db.export_jsonl(fp)
            except OSError as exc:
                raise click.ClickException(f"cannot write {output}: {exc.strerror or exc}") from exc
            click.echo(f"Exported {n} row{'s' if n != 1 else ''} to {output}", err=True)


@feedback_group.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print the numbers as one JSON object.")
def stats_cmd(as_json: bool) -> None:
    """Counts per verdict and per model version."""
    with _open_db() as db:
        s = db.stats()
    if as_json:
        click.echo(json.dumps(s, indent=2))
        return
    click.echo(f"Recording:  {'on' if s['enabled'] else 'off'}")
    click.echo(f"Database:   {db.path}")
    click.echo(f"Total:      {s['total']}")
    for verdict, n in s["verdicts"].items():
        share = f" ({100 * n / s['total']:.0f}%)" if s["total"] else ""
        click.echo(f"  {verdict + ':':<11} {n}{share}")
    if s["total"]:
        click.echo(f"First:      {s['first']}")
        click.echo(f"Last:       {s['last']}")
        click.echo("Per model version:")
        for version, c in s["models"].items():
            click.echo(f"  {version}: {c['total']} total, {c['accepted']} accepted, "
                       f"{c['corrected']} corrected, {c['rejected']} rejected")


@feedback_group.command("off")
def off_cmd() -> None:
    """Stop recording feedback (takes effect at once, also in a running daemon)."""
    fb.set_enabled(False)
    click.echo("Feedback recording is off. Existing rows are kept; erase them with: "
               "serval feedback forget --all")


@feedback_group.command("on")
def on_cmd() -> None:
    """Record feedback again."""
    fb.set_enabled(True)
    click.echo("Feedback recording is on.")


@feedback_group.command("forget")
@click.option("--all", "forget_all", is_flag=True, help="Delete every row (required).")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
def forget_cmd(forget_all: bool, yes: bool) -> None:
    """Erase all recorded feedback from disk."""
    if not forget_all:
        raise click.UsageError("say what to forget: serval feedback forget --all")
    if not yes:
        click.confirm("Delete all recorded feedback? This cannot be undone", abort=True)
    with _open_db() as db:
        n = db.forget_all()
    click.echo(f"Deleted {n} row{'s' if n != 1 else ''}.")
