"""Check hand-written training pairs against the generic forms before training on them.

Usage: python scripts/check_pairs.py FILE.jsonl [FILE.jsonl ...] [--quiet]
                                        [--data ../shared/data/nl2bash] [--model model/default/model.pt]

For every {"nl", "cmd"} line: the command must parse, and the template aligned as in training must
fill back to an equivalent command from the sentence alone — every value of the command is named in
the sentence or is a generic-form conversion. Alignment is the training one: the literal set of
NL2Bash train plus training/data/*.jsonl, and the model's source vocabulary as the known words
(other words are copied as Text entities, as at inference). Failing lines are printed with the
reason; the exit code is 1 if any line fails.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch

from serval.model.command import parse_command
from serval.model.entities import recognize
from serval.model.generic import align, fill
from serval.training.data import load_split
from serval.training.metrics import command_equivalent
from serval.training.prepare import literal_set

ROOT = Path(__file__).resolve().parents[1]


def check(nl: str, cmd: str, keep: frozenset[str], known: frozenset[str]) -> str | None:
    """The reason a pair would teach the model something wrong, or None."""
    parsed = parse_command(cmd)
    if not parsed.parsed:
        return "bashlex cannot parse the command"
    rec = recognize(nl, known)
    target = align(parsed, rec, keep)
    unnamed = [t for t in target.tokens if t.endswith("_0")]
    if unnamed:
        return f"not named in the sentence: {' '.join(unnamed)} in {' '.join(target.tokens)}"
    filled = fill(target.tokens, rec).command
    if not command_equivalent(filled, cmd):
        return f"fills back as {filled!r} from {' '.join(target.tokens)}"
    return None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--quiet", action="store_true", help="only the counts")
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared/data/nl2bash")
    ap.add_argument("--model", type=Path, default=ROOT / "model/default/model.pt")
    args = ap.parse_args()
    train = load_split(args.data, "train") + [
        p for path in sorted((ROOT / "training/data").glob("*.jsonl")) for p in load_split(path, "train")]
    keep = literal_set(train)
    # Only the vocabulary: a model of an older preprocessing version still tells which words are known.
    known = frozenset(torch.load(args.model, map_location="cpu", weights_only=True)["src_vocab"])
    bad = total = 0
    for path in args.files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            pair = json.loads(line)
            total += 1
            reason = check(pair["nl"], pair["cmd"], keep, known)
            if reason:
                bad += 1
                if not args.quiet:
                    print(f"{path.name}:{n}: {pair['nl']!r} -> {pair['cmd']!r}\n    {reason}")
    print(f"{total - bad} of {total} pairs fill back from their sentence")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
