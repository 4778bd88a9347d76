"""Generic-form figures: parse coverage and round trip on all.cm, oracle fill rate on a split.

Usage: python benchmarks/generic_forms.py [--data ../shared/data/nl2bash] [--split test]
Oracle fill: the gold command's template (aligned to the gold sentence's entities) filled back
from those entities, compared with the gold command — the ceiling for full-command accuracy.
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path

from serval.model.command import join_tokens, parse_command, same_words
from serval.model.entities import recognize
from serval.model.generic import align, fill
from serval.training.data import load_split
from serval.training.metrics import command_equivalent, normalize_ws
from serval.training.prepare import literal_set


def coverage(data: Path) -> dict:
    lines = (data / "all.cm").read_text(encoding="utf-8").splitlines()
    parsed = [parse_command(c) for c in lines]
    ok = [p for p in parsed if p.parsed]
    round_trip = sum(same_words(join_tokens(p.words()), p.source) for p in ok)
    return {"commands": len(lines), "parsed_by_bashlex": len(ok), "fallback_tokenizer": len(lines) - len(ok),
            "round_trip_same_words": round_trip, "round_trip_rate": round(round_trip / len(ok), 4)}


def oracle(data: Path, split: str) -> dict:
    keep = literal_set(load_split(data, "train"))
    pairs = load_split(data, split)
    strict = equivalent = 0
    failures: collections.Counter[str] = collections.Counter()
    for pair in pairs:
        rec = recognize(pair.nl)
        target = align(parse_command(pair.cmd), rec, keep)
        cmd = fill(target.tokens, rec).command
        strict += normalize_ws(cmd) == normalize_ws(pair.cmd)
        if command_equivalent(cmd, pair.cmd):
            equivalent += 1
            continue
        unnamed = [t for t in target.tokens if t.endswith("_0")]
        failures[f"argument not named in the sentence ({unnamed[0].split('_')[0]})" if unnamed else "other"] += 1
    return {"split": split, "pairs": len(pairs), "oracle_exact": round(strict / len(pairs), 4),
            "oracle_equivalent": round(equivalent / len(pairs), 4), "failure_classes": failures.most_common()}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared/data/nl2bash")
    ap.add_argument("--split", default="test")
    args = ap.parse_args()
    print(json.dumps({"coverage": coverage(args.data), "oracle": oracle(args.data, args.split)}, indent=2))
