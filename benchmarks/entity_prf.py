"""Precision and recall of English entity recognition on tests/data/entity_sentences.jsonl.

Usage: python benchmarks/entity_prf.py [--show-errors]
An entity counts when its value matches; "strict" also needs the same type, "coarse" treats
File/Directory/Path as one type (the slot filler accepts any of them for a path slot).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from serval.model.entities import recognize

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "entity_sentences.jsonl"
COARSE = {"File": "path", "Directory": "path", "Path": "path"}


def score(show_errors: bool = False) -> dict:
    tp = {"strict": 0, "coarse": 0}
    n_pred = n_gold = 0
    for line in DATA.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        gold = [tuple(e) for e in item["entities"]]
        pred = [(e.type, e.value) for e in recognize(item["text"]).entities]
        n_pred += len(pred)
        n_gold += len(gold)
        for mode in ("strict", "coarse"):
            norm = (lambda t: t) if mode == "strict" else (lambda t: COARSE.get(t, t))
            left = [(norm(t), v) for t, v in gold]
            for t, v in pred:
                if (norm(t), v) in left:
                    left.remove((norm(t), v))
                    tp[mode] += 1
        if show_errors and sorted(pred) != sorted(gold):
            print(f"{item['text']!r}\n   gold {gold}\n   pred {pred}")
    out = {"sentences": len(DATA.read_text().splitlines()), "gold": n_gold, "predicted": n_pred}
    for mode in ("strict", "coarse"):
        out[f"precision_{mode}"] = round(tp[mode] / max(1, n_pred), 3)
        out[f"recall_{mode}"] = round(tp[mode] / max(1, n_gold), 3)
    return out


if __name__ == "__main__":
    print(json.dumps(score("--show-errors" in sys.argv), indent=2))
