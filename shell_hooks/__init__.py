"""serval.shell_hooks: the zsh and bash widgets, shipped as package data."""

from pathlib import Path


def hook_path(shell: str) -> Path:
    """Path of the widget file for ``shell`` ("zsh" or "bash")."""
    return Path(__file__).resolve().parent / f"serval.{shell}"
