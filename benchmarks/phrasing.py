"""How much the top-1 answer depends on the words around a request, not on the request itself.

Usage: python benchmarks/phrasing.py [--model model/default/model.pt] [--n 250] [--seed 7]
                                     [--file tests/data/user_requests.jsonl ...] [--show]

Samples ``--n`` requests of the request sets (``{"nl", "commands"}`` lines), says each the way people
also type it ("can you …", "how do I …?", "… please", "I want to …", capitalised with a full stop,
"command to …", "… in bash")
and counts the top-1 answers equivalent to an accepted command (``command_equivalent``), per form.
A robust translator scores every form as it scores the request as written.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from serval.model.translator import Translator
from serval.paths import active_model_path
from serval.training.metrics import command_equivalent

SETS = Path(__file__).resolve().parent.parent / "tests" / "data"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


FORMS = {
    "as written": lambda t: t,
    "can you …": lambda t: "can you " + _lower_first(t.rstrip("?")),
    "how do I …?": lambda t: "how do I " + _lower_first(t.rstrip("?")) + "?",
    "… please": lambda t: t.rstrip("?.") + " please",
    "Capital ….": lambda t: t[:1].upper() + t[1:].rstrip("?.") + ".",
    "I want to …": lambda t: "I want to " + _lower_first(t.rstrip("?")),
    "just …": lambda t: "just " + _lower_first(t),
    "command to …": lambda t: "command to " + _lower_first(t.rstrip("?")),
    "give me a bash one-liner to …": lambda t: "give me a bash one-liner to " + _lower_first(t.rstrip("?")),
    "… in bash": lambda t: t.rstrip("?.") + " in bash",
    "… on linux": lambda t: t.rstrip("?.") + " on linux",
    "can you please tell me how to …?": lambda t: "can you please tell me how to " + _lower_first(t.rstrip("?")) + "?",
    "what command do I use to …?": lambda t: "what command do I use to " + _lower_first(t.rstrip("?")) + "?",
    "hey, …": lambda t: "hey, " + _lower_first(t),
    "linux: …": lambda t: "linux: " + _lower_first(t),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--file", type=Path, action="append", default=None,
                    help="request set(s); default: every tests/data/user_requests*.jsonl")
    ap.add_argument("--n", type=int, default=250)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--show", action="store_true", help="print requests right as written and wrong in another form")
    args = ap.parse_args()
    files = args.file or sorted(SETS.glob("user_requests*.jsonl"))
    items = [json.loads(line) for f in files for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    random.Random(args.seed).shuffle(items)
    items = items[:args.n]
    translator = Translator.load(args.model or active_model_path(), device="cpu")

    def right(text: str, refs: list[str]) -> bool:
        cands = translator.translate(text, n=1)
        return bool(cands) and any(command_equivalent(cands[0].command, r) for r in refs)

    written = [right(it["nl"], it["commands"]) for it in items]
    result = {"requests": len(items), "seed": args.seed}
    for name, form in FORMS.items():
        hits = written if name == "as written" else [right(form(it["nl"]), it["commands"]) for it in items]
        result[name] = sum(hits)
        if args.show:
            for it, was, now in zip(items, written, hits):
                if was and not now:
                    print(f"[{name}] {form(it['nl'])!r}")
    print(json.dumps(result, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
