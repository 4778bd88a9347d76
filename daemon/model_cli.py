"""``serval model list | use VERSION | rollback``: see and switch the model versions.

Versions are written by ``serval-train --from-feedback`` (see serval.training.versions);
version 0 is the model shipped with the package and is always listed. Switching rewrites
``models/ACTIVE`` atomically and asks a running daemon to load the new model. No torch
import: listing reads only meta.json files.
"""

from __future__ import annotations

import functools
import json
import sys

import click

from serval.errors import ServalError
from serval.training import versions


def _clean_errors(fn):
    """ServalError → one stderr line and its exit code, also when the group runs outside ``serval``."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except ServalError as exc:
            click.echo(f"serval: {exc}", err=True)
            sys.exit(exc.exit_code)

    return wrapper


def _pct(value) -> str:
    return "  -  " if value is None else f"{100 * float(value):5.1f}"


def _row(info: versions.VersionInfo) -> str:
    metrics = info.meta.get("metrics", {}).get("after", {}) if info.name != versions.DEFAULT_VERSION else {}
    before = info.meta.get("metrics", {}).get("before", {})
    if info.name == versions.DEFAULT_VERSION:
        status = "shipped" if info.path.is_file() else "shipped (file missing)"
    elif "metrics" not in info.meta:
        status = info.meta.get("note", "imported")
    else:
        status = "promoted" if info.meta.get("promoted") else "kept aside"
    created = str(info.meta.get("created_at", ""))[:19].replace("T", " ")
    dev = f"{_pct(before.get('dev'))} -> {_pct(metrics.get('dev'))}" if metrics else " " * 14
    held = f"{_pct(before.get('held_out'))} -> {_pct(metrics.get('held_out'))}" if metrics else " " * 14
    parent = info.meta.get("parent") or "-"
    return (f"{'*' if info.active else ' '} {info.name:<5} {parent:<7} {created:<19}  {dev}  {held}  "
            f"{len(info.meta.get('feedback_ids', [])):>6}  {status}")


@click.group("model", context_settings={"help_option_names": ["-h", "--help"]})
def model_group() -> None:
    """Model versions: list them, switch the active one, roll back."""


@model_group.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_clean_errors
def list_cmd(as_json: bool) -> None:
    """Every version with its metrics; the active one is marked with *."""
    infos = versions.list_versions()
    if as_json:
        click.echo(json.dumps([{"version": i.name, "active": i.active, "path": str(i.path), "meta": i.meta}
                               for i in infos], indent=2, default=str))
        return
    click.echo(f"  {'ver':<5} {'parent':<7} {'created (UTC)':<19}  {'dev before/after':<14}  "
               f"{'feedback held-out':<14}  {'rows':>6}  status")
    for info in infos:
        click.echo(_row(info))


def _switch(name: str) -> None:
    versions.set_active(name)
    click.echo(f"active model: version {name} ({versions.version_path(name)})")
    note = versions.notify_daemon(versions.version_path(name))
    if note != "daemon not running":
        click.echo(note)


@model_group.command("use")
@click.argument("version")
@_clean_errors
def use_cmd(version: str) -> None:
    """Make VERSION the active model (0 = the shipped default)."""
    _switch(versions.normalize(version))


@model_group.command("rollback")
@_clean_errors
def rollback_cmd() -> None:
    """Go back to the parent of the active version (or to 0)."""
    current = versions.active_version()
    target = versions.rollback_target()
    if current == versions.DEFAULT_VERSION:
        click.echo("already on version 0 (the shipped default); nothing to roll back")
        return
    click.echo(f"rolling back from version {current} to {target}")
    _switch(target)
