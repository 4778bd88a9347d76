"""Sweep the translator's reranking costs on NL2Bash dev and a realistic-request set.

Usage: python benchmarks/sweep_rerank.py [--model model/default/model.pt] [--data ../shared/data/nl2bash]
                                         [--requests tests/data/user_requests.jsonl] [--dev-limit 0]

The beam is searched once per sentence; each setting of the costs then only re-ranks the cached,
slot-filled candidates (``Translator._candidates`` with ``serval.model.translator``'s cost
constants set), so a grid of settings costs seconds. Prints, per setting, dev template top-1 (exact)
and the request set's equivalent top-1, best settings first by their mean, and the current
setting's row. Tune on these two sets only; never on NL2Bash test.
"""

from __future__ import annotations

import argparse
import itertools
import json
from pathlib import Path

from serval.model import translator as tr
from serval.model.command import command_template
from serval.model.translator import Translator
from serval.paths import active_model_path
from serval.training.data import load_split
from serval.training.metrics import command_equivalent, template_exact

ROOT = Path(__file__).resolve().parent.parent
GRID = {
    "UNFILLED_COST": (0.5, 1.0, 2.0),
    "UNUSED_COST": (0.0, 0.1, 0.2, 0.4, 0.8),
    "UNUSED_NAMED_COST": (0.0, 0.1, 0.3, 0.6, 1.0, 1.5),
    "REPEAT_COST": (0.0, 1.0),
    "ROOT_SEARCH_COST": (0.0, 0.25, 0.5, 1.0, 2.0),
    "WRONG_TOOL_COST": (0.0, 0.5, 1.0, 2.0),
    "REPEATED_FLAG_COST": (0.0, 0.25, 0.5, 1.0, 2.0),
    "GREP_SWAP_COST": (0.0, 0.5, 1.0, 2.0),
    "MIXED_ROLE_COST": (0.0, 0.5, 1.0, 2.0),
    "MISSING_OPERAND_COST": (0.0, 0.5, 1.0, 2.0),
    "NAMED_TOOL_COST": (0.0, 0.25, 0.5, 1.0, 2.0),
}


def cached_beams(t: Translator, texts: list[str]) -> list[tuple]:
    """(recognised sentence, beam hypotheses) per text: the part of translation that costs time."""
    return t.search(texts, t.beam_size)


def top1(t: Translator, beams: list[tuple]) -> list[tr.Candidate | None]:
    return [(t._candidates(rec, hyps) or [None])[0] if hyps else None for rec, hyps in beams]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default=None)
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "nl2bash"))
    ap.add_argument("--requests", default=str(ROOT / "tests" / "data" / "user_requests.jsonl"))
    ap.add_argument("--dev-limit", type=int, default=0)
    ap.add_argument("--top", type=int, default=15, help="settings to print, best first")
    ap.add_argument("--only", choices=sorted(GRID), action="append",
                    help="sweep this cost (repeat for a joint grid), the others at their current values")
    args = ap.parse_args()
    grid = {name: GRID[name] for name in args.only} if args.only else GRID
    t = Translator.load(args.model or active_model_path())
    dev = load_split(Path(args.data), "dev")
    if args.dev_limit:
        dev = dev[: args.dev_limit]
    dev_refs = [command_template(p.cmd) for p in dev]
    reqs = [json.loads(line) for line in Path(args.requests).read_text(encoding="utf-8").splitlines() if line.strip()]
    dev_beams = cached_beams(t, [p.nl for p in dev])
    req_beams = cached_beams(t, [r["nl"] for r in reqs])
    current = {name: getattr(tr, name) for name in grid}
    rows = []
    for values in itertools.product(*grid.values()):
        for name, value in zip(grid, values):
            setattr(tr, name, value)
        dev_hit = sum(c is not None and template_exact(c.template, ref) for c, ref in zip(top1(t, dev_beams), dev_refs))
        req_hit = sum(c is not None and any(command_equivalent(c.command, r) for r in item["commands"])
                      for c, item in zip(top1(t, req_beams), reqs))
        dev_acc, req_acc = dev_hit / len(dev), req_hit / len(reqs)
        rows.append((round((dev_acc + req_acc) / 2, 4), round(dev_acc, 4), round(req_acc, 4), dict(zip(grid, values))))
    for name, value in current.items():
        setattr(tr, name, value)
    rows.sort(key=lambda r: r[0], reverse=True)
    print(f"dev pairs {len(dev)}, requests {len(reqs)} ({args.requests}), model {t.path}")
    print("mean  dev_template_top1  requests_equiv_top1  costs")
    for row in rows[: args.top]:
        print(*row)
    print("current:", next((r for r in rows if r[3] == current), "(not in the grid)"))


if __name__ == "__main__":
    main()
