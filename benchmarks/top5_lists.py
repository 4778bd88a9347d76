"""Write every request set's and dev's top-5 lists to one JSON file, or compare two such files.

Usage: python benchmarks/top5_lists.py dump OUT.json [--model model/default/model.pt] [--data ../shared/data/nl2bash]
       python benchmarks/top5_lists.py diff BEFORE.json AFTER.json [--show 40] [--hide j,l,q]

A change to recognition, filling, rewrites or ranking is measured by dumping before and after it
(same model) and diffing: per set, how many top-1 / top-3 answers are equivalent to an accepted
command (``command_equivalent``) before and after, how many top-5 lists changed at all, and how many requests
became right (won) or wrong (lost) at top-1, with a sign test over the blind sets; for dev,
template exact top-1 / top-3 and the changed lists. ``--show`` prints that many changed top-1 answers,
except those of the sets named by ``--hide`` (kept blind: only their counts are read).
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path

from serval.model.command import command_template
from serval.model.translator import Translator
from serval.paths import active_model_path
from serval.training.data import load_split
from serval.training.metrics import command_equivalent, template_exact

ROOT = Path(__file__).resolve().parent.parent
SETS = ROOT / "tests" / "data"


def _requests() -> dict[str, list[dict]]:
    out = {}
    for f in sorted(SETS.glob("user_requests*.jsonl")):
        name = f.stem.removeprefix("user_requests").lstrip("_") or "a"
        out[name] = [json.loads(line) for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def dump(out: Path, model: Path | None, data: Path) -> None:
    translator = Translator.load(model or active_model_path(), device="cpu")
    result: dict[str, list[dict]] = {}
    for name, items in _requests().items():
        lists = translator.translate_batch([it["nl"] for it in items], n=5)
        result[name] = [{"nl": it["nl"], "refs": it["commands"], "top5": [c.command for c in cands]}
                        for it, cands in zip(items, lists)]
    pairs = load_split(data, "dev")
    lists = translator.translate_batch([p.nl for p in pairs], n=5)
    result["dev"] = [{"nl": p.nl, "refs": [p.cmd], "top5": [c.command for c in cands]}
                     for p, cands in zip(pairs, lists)]
    out.write_text(json.dumps(result, ensure_ascii=False, indent=0), encoding="utf-8")


def _hits(name: str, row: dict, k: int) -> bool:
    if name == "dev":
        gold = command_template(row["refs"][0])
        return any(template_exact(command_template(c), gold) for c in row["top5"][:k])
    return any(command_equivalent(c, r) for c in row["top5"][:k] for r in row["refs"])


def sign_test(won: int, lost: int) -> float:
    """Two-sided sign test: the chance of a split at least this uneven if either way were as likely."""
    n = won + lost
    if n == 0:
        return 1.0
    return min(1.0, 2 * sum(math.comb(n, k) for k in range(max(won, lost), n + 1)) / 2 ** n)


def diff(before: Path, after: Path, show: int, hide: frozenset[str] = frozenset()) -> None:
    a, b = (json.loads(p.read_text(encoding="utf-8")) for p in (before, after))
    shown = 0
    blind = [0, 0]   # top-1 won, lost over the sets named by hide
    print(f"{'set':>6} {'n':>4} {'top-1':>11} {'top-3':>11} {'lists changed':>14} {'won':>4} {'lost':>4}")
    for name in a:
        if name not in b:
            continue
        rows = list(zip(a[name], b[name]))
        t1 = [sum(_hits(name, r, 1) for r in side) for side in (a[name], b[name])]
        t3 = [sum(_hits(name, r, 3) for r in side) for side in (a[name], b[name])]
        changed = sum(x["top5"] != y["top5"] for x, y in rows)
        won = sum(_hits(name, y, 1) and not _hits(name, x, 1) for x, y in rows)
        lost = sum(_hits(name, x, 1) and not _hits(name, y, 1) for x, y in rows)
        if name in hide:
            blind[0] += won
            blind[1] += lost
        print(f"{name:>6} {len(rows):>4} {t1[0]:>5}→{t1[1]:<5} {t3[0]:>5}→{t3[1]:<5} {changed:>14} {won:>4} {lost:>4}")
        for x, y in rows:
            if shown < show and x["top5"][:1] != y["top5"][:1] and name not in hide:
                shown += 1
                mark = {(True, False): "LOST", (False, True): "WON"}.get((_hits(name, x, 1), _hits(name, y, 1)), "")
                print(f"  [{name}] {x['nl']!r} {mark}\n     was {x['top5'][:1]}\n     now {y['top5'][:1]}")
    if hide:
        print(f"blind sets ({','.join(sorted(hide))}): top-1 won {blind[0]}, lost {blind[1]}, "
              f"two-sided sign test p = {sign_test(*blind):.2g}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--model", type=Path, default=None)
    d.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "nl2bash")
    c = sub.add_parser("diff")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    c.add_argument("--show", type=int, default=40)
    c.add_argument("--hide", default="", help="sets kept blind, their answers not shown: j,l,q")
    args = ap.parse_args()
    if args.cmd == "dump":
        dump(args.out, args.model, args.data)
    else:
        diff(args.before, args.after, args.show, frozenset(filter(None, args.hide.split(","))))


if __name__ == "__main__":
    main()
