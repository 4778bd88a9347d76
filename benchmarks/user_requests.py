"""How the translator does on requests as people type them, with concrete names (not NL2Bash).

Usage: python benchmarks/user_requests.py [--model model/default/model.pt] [--file tests/data/user_requests.jsonl]
                                          [--show-misses]

Each line of the file is ``{"nl": ..., "commands": [...]}``: a request and the commands a
competent user would accept. A prediction counts when it equals one of them after whitespace
normalisation ("exact") or is equivalent to one ("equivalent": quoting, flag order and split
short flags normalised, ``serval.training.metrics.command_equivalent``). Reports top-1 and
top-3 of both, and the NLC2CMD top-1 score (δ = 1) against the best-scoring accepted command.
The requests were written for this project, independently of the model's outputs.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from serval.model.translator import Translator
from serval.paths import active_model_path
from serval.training.metrics import command_equivalent, nlc2cmd_pair, normalize_ws

DEFAULT_FILE = Path(__file__).resolve().parent.parent / "tests" / "data" / "user_requests.jsonl"


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score(translator: Translator, items: list[dict], show_misses: bool = False) -> dict:
    exact1 = exact3 = equiv1 = equiv3 = 0
    nlc = 0.0
    for item in items:
        cands = [c.command for c in translator.translate(item["nl"], n=3)]
        refs = item["commands"]
        ex = [any(normalize_ws(c) == normalize_ws(r) for r in refs) for c in cands]
        eq = [any(command_equivalent(c, r) for r in refs) for c in cands]
        exact1 += bool(ex[:1] and ex[0])
        exact3 += any(ex)
        equiv1 += bool(eq[:1] and eq[0])
        equiv3 += any(eq)
        nlc += max(nlc2cmd_pair(cands[0], r) for r in refs) if cands else -1.0
        if show_misses and not (eq[:1] and eq[0]):
            print(f"MISS {item['nl']!r}\n     got  {cands[:3]}\n     want {refs}")
    n = max(1, len(items))
    return {"requests": len(items), "exact_top1": round(exact1 / n, 3), "exact_top3": round(exact3 / n, 3),
            "equivalent_top1": round(equiv1 / n, 3), "equivalent_top3": round(equiv3 / n, 3),
            "nlc2cmd_top1": round(nlc / n, 3)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--file", type=Path, default=DEFAULT_FILE)
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args()
    translator = Translator.load(args.model or active_model_path(), device="cpu")
    result = score(translator, load(args.file), args.show_misses)
    result["model"] = str(args.model or active_model_path())
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
