"""Reading parallel data: NL2Bash-style ``X.nl`` + ``X.cm`` files, or JSONL ``{"nl": …, "cmd": …}``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from serval.errors import ServalError


class DataError(ServalError):
    """A data file that cannot be used, with the file and line named."""


@dataclass(frozen=True)
class Pair:
    nl: str       # the English request
    cmd: str      # the command


def _read_lines(path: Path) -> list[str]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError(f"{path}:{line}: not UTF-8 (byte {exc.start})") from exc
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise DataError(f"{path}: empty file")
    return [line.rstrip("\r") for line in lines]


def load_parallel(prefix: Path | str) -> list[Pair]:
    """Pairs from ``prefix.nl`` and ``prefix.cm`` (same line number = same pair)."""
    prefix = Path(prefix)
    nl_path, cm_path = prefix.with_name(prefix.name + ".nl"), prefix.with_name(prefix.name + ".cm")
    nls, cms = _read_lines(nl_path), _read_lines(cm_path)
    if len(nls) != len(cms):
        raise DataError(f"{nl_path} has {len(nls)} lines but {cm_path} has {len(cms)}: "
                        f"they must pair line by line (first unmatched line: {min(len(nls), len(cms)) + 1})")
    for i, (nl, cm) in enumerate(zip(nls, cms), 1):
        if not nl.strip():
            raise DataError(f"{nl_path}:{i}: empty sentence")
        if not cm.strip():
            raise DataError(f"{cm_path}:{i}: empty command")
    return [Pair(nl, cm) for nl, cm in zip(nls, cms)]


def load_jsonl(path: Path | str) -> list[Pair]:
    """Pairs from a JSONL file of objects with string fields ``nl`` and ``cmd``."""
    path = Path(path)
    pairs = []
    for i, line in enumerate(_read_lines(path), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DataError(f"{path}:{i}: not JSON ({exc.msg})") from exc
        if not isinstance(obj, dict) or not isinstance(obj.get("nl"), str) or not isinstance(obj.get("cmd"), str):
            raise DataError(f"{path}:{i}: expected an object with string fields \"nl\" and \"cmd\"")
        if not obj["nl"].strip() or not obj["cmd"].strip():
            raise DataError(f"{path}:{i}: empty \"nl\" or \"cmd\"")
        pairs.append(Pair(obj["nl"], obj["cmd"]))
    if not pairs:
        raise DataError(f"{path}: no pairs")
    return pairs


def load_split(data: Path | str, split: str) -> list[Pair]:
    """``split`` of a data folder (``DIR/split.nl`` + ``.cm`` or ``DIR/split.jsonl``), or a file path."""
    data = Path(data)
    if data.is_file():
        return load_jsonl(data) if data.suffix == ".jsonl" else load_parallel(data.with_suffix(""))
    if (data / f"{split}.jsonl").exists():
        return load_jsonl(data / f"{split}.jsonl")
    if not (data / f"{split}.nl").exists():
        raise DataError(f"{data}: no {split}.nl/{split}.cm or {split}.jsonl here")
    return load_parallel(data / split)
