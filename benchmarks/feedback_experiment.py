"""Does learning from feedback work? A simulated user, the real daemon, the real feedback path.

The user (``tests/data/simulated_user.jsonl``, intents written for this project, not from
NL2Bash) prefers particular tools and flag styles (``rg``, ``fd``, ``du -sh``, ``ls -lah``).
For every training phrasing the script asks the running daemon for a suggestion exactly as
the shell widget does (``serval _shell translate``) and reports what the user did through
``serval _shell feedback`` (accepted when the suggestion already is the preferred command,
corrected otherwise; some suggestions are first rejected). Then ``serval-train
--from-feedback`` runs, and the script measures:

* top-1 accuracy on the held-back paraphrases (never trained on), through the daemon,
  before → after (command = same words; template = same generic form);
* base template accuracy on NL2Bash ``test`` (greedy top-1, the pipeline's metric) before → after;
* wall time of the fine-tuning run;
* then nonsense feedback (every query "corrected" to another intent's command) and a second
  run, which promotion must refuse.

Usage: python benchmarks/feedback_experiment.py [--model PATH] [--data DIR] [--test-limit N]
Everything happens under a temporary SERVAL_HOME; the user's own data is never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _run(args: list[str], env: dict, timeout: float = 1800) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=timeout)


def suggest(query: str, env: dict) -> str:
    """Top-1 suggestion from the daemon, as the shell widget gets it ('' when none)."""
    out = _run([str(BIN / "serval"), "_shell", "translate", "-n", "1", query], env, timeout=60)
    if out.returncode != 0 or not out.stdout.strip():
        return ""
    return out.stdout.split("\n")[0].split("\t")[0]


def feedback(env: dict, verdict: str, query: str, suggested: str, final: str | None = None) -> None:
    args = [str(BIN / "serval"), "_shell", "feedback", "--verdict", verdict, "--query", query,
            "--suggested", suggested]
    if final is not None:
        args += ["--final", final, "--exit", "0"]
    out = _run(args, env, timeout=60)
    if out.returncode != 0:
        raise SystemExit(f"feedback was not recorded ({out.returncode}): {out.stderr.strip()}")


def paraphrase_accuracy(intents: list[dict], env: dict) -> dict:
    from serval.model.command import command_template, same_words

    cmd_hits = tpl_hits = total = 0
    for intent in intents:
        for query in intent["test"]:
            got = suggest(query, env)
            total += 1
            cmd_hits += bool(got) and same_words(got, intent["prefer"])
            tpl_hits += bool(got) and command_template(got) == command_template(intent["prefer"])
    return {"command": cmd_hits / total, "template": tpl_hits / total, "n": total}


def test_template_accuracy(model_path: Path, data: Path, limit: int) -> float:
    from serval.model.vocab import Vocab
    from serval.training.data import load_split
    from serval.training.finetune import template_accuracy
    from serval.training.trainer import load_checkpoint, members_from_checkpoint

    ckpt = load_checkpoint(model_path)
    pairs = load_split(data, "test")[: limit or None]
    return template_accuracy(members_from_checkpoint(ckpt), Vocab(ckpt["src_vocab"]), Vocab(ckpt["tgt_vocab"]), pairs)


def main() -> None:
    from serval import paths

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", type=Path, default=None, help="starting model (default: the active/shipped one)")
    parser.add_argument("--data", type=Path, default=paths.shared_data_dir(), help="NL2Bash-style data folder")
    parser.add_argument("--intents", type=Path, default=REPO / "tests" / "data" / "simulated_user.jsonl")
    parser.add_argument("--test-limit", type=int, default=0, help="first N test pairs (0 = all)")
    parser.add_argument("--dev-limit", type=int, default=0, help="dev pairs for the promotion check (0 = all)")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--reject-every", type=int, default=4, help="every Nth intent: the suggestion is first rejected")
    parser.add_argument("--out", type=Path, default=None, help="write the JSON summary here too")
    args = parser.parse_args()
    model = (args.model or paths.active_model_path()).resolve()
    if not model.is_file():
        raise SystemExit(f"model not found: {model} (give --model)")
    if args.data is None:
        raise SystemExit("no --data and ../shared/data/nl2bash not found")
    intents = [json.loads(line) for line in args.intents.read_text().splitlines() if line.strip()]

    home = Path(tempfile.mkdtemp(prefix="serval-fbexp-"))
    os.environ.update(SERVAL_HOME=str(home), SERVAL_NO_AUTOSTART="1", SERVAL_TIMEOUT_MS="60000")
    os.environ.pop("SERVAL_MODEL", None)
    env = dict(os.environ)
    from serval.training import versions

    first = versions.import_model(model, note="experiment start")
    start = _run([str(BIN / "serval-daemon"), "start", "--model", str(versions.version_path(first))], env, 120)
    if start.returncode != 0:
        raise SystemExit(f"daemon did not start: {start.stderr}")
    summary: dict = {"model": str(model), "intents": len(intents), "home": str(home)}
    try:
        t0 = time.time()
        before_para = paraphrase_accuracy(intents, env)
        rows = {"accepted": 0, "corrected": 0, "rejected": 0}
        for i, intent in enumerate(intents):
            for j, query in enumerate(intent["train"]):
                got = suggest(query, env) or "true"
                from serval.model.command import same_words

                if same_words(got, intent["prefer"]):
                    feedback(env, "accepted", query, got)
                    rows["accepted"] += 1
                    continue
                if j == 1 and i % max(args.reject_every, 1) == 0:
                    feedback(env, "rejected", query, got)
                    rows["rejected"] += 1
                feedback(env, "corrected", query, got, intent["prefer"])
                rows["corrected"] += 1
        summary["feedback_rows"] = rows
        summary["simulation_seconds"] = round(time.time() - t0, 1)
        print(f"feedback sent through the daemon: {rows}", flush=True)

        base_test = test_template_accuracy(versions.version_path(first), args.data, args.test_limit)
        t1 = time.time()
        train = _run([str(BIN / "serval-train"), "--from-feedback", "--data", str(args.data), "--epochs",
                      str(args.epochs), "--dev-limit", str(args.dev_limit)], env)
        summary["train_seconds"] = round(time.time() - t1, 1)
        print(train.stdout, end="")
        if train.returncode != 0:
            raise SystemExit(f"serval-train failed ({train.returncode}): {train.stderr[-2000:]}")
        active = versions.active_version()
        meta = versions.read_meta(versions.version_names()[-1])
        after_para = paraphrase_accuracy(intents, env)  # the daemon was told to reload when promoted
        after_test = test_template_accuracy(versions.version_path(active), args.data, args.test_limit)
        summary.update(
            promoted=active != first, active=active,
            paraphrase_before=before_para, paraphrase_after=after_para,
            test_template_before=base_test, test_template_after=after_test,
            test_pairs=args.test_limit or "all",
            run_metrics=meta.get("metrics"), decision=meta.get("decision"))

        # Nonsense: every training query "corrected" to the command of a different intent.
        rng = random.Random(7)
        shuffled = intents[1:] + intents[:1]
        rng.shuffle(shuffled)
        for intent, wrong in zip(intents, shuffled):
            for query in intent["train"]:
                for _ in range(3):
                    feedback(env, "corrected", query, intent["prefer"], wrong["prefer"])
        t2 = time.time()
        bad = _run([str(BIN / "serval-train"), "--from-feedback", "--data", str(args.data), "--epochs",
                    str(args.epochs), "--dev-limit", str(args.dev_limit)], env)
        summary["nonsense_train_seconds"] = round(time.time() - t2, 1)
        print(bad.stdout, end="")
        bad_meta = versions.read_meta(versions.version_names()[-1])
        summary.update(nonsense_refused=versions.active_version() == active and not bad_meta.get("promoted"),
                       nonsense_metrics=bad_meta.get("metrics"), nonsense_decision=bad_meta.get("decision"))
    finally:
        _run([str(BIN / "serval-daemon"), "stop"], env, 60)
    pb, pa = summary["paraphrase_before"], summary["paraphrase_after"]
    print(f"\nunseen paraphrases ({pb['n']}): command top-1 {100 * pb['command']:.1f}% -> {100 * pa['command']:.1f}%, "
          f"template top-1 {100 * pb['template']:.1f}% -> {100 * pa['template']:.1f}%")
    print(f"base test template accuracy ({summary['test_pairs']} pairs): {100 * summary['test_template_before']:.1f}% "
          f"-> {100 * summary['test_template_after']:.1f}%")
    print(f"fine-tuning run: {summary['train_seconds']}s; promoted: {summary['promoted']}; "
          f"nonsense feedback refused: {summary['nonsense_refused']} ({'; '.join(summary['nonsense_decision'] or [])})")
    rm = summary.get("run_metrics") or {}
    if rm:
        print(f"rejected suggestions still top-1 on their queries: {rm['before'].get('rejected_top1')} -> "
              f"{rm['after'].get('rejected_top1')} (unlikelihood term)")
    if args.out:
        args.out.write_text(json.dumps(summary, indent=2, default=str))


if __name__ == "__main__":
    main()
