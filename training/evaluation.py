"""``serval-train evaluate``: a checkpoint (and the retrieval baseline) on a split, as a report."""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

from serval.model.command import command_template, parse_command
from serval.model.entities import recognize
from serval.model.generic import align, fill
from serval.model.translator import Translator
from serval.training.baseline import RetrievalBaseline
from serval.training.data import Pair, load_split
from serval.training.prepare import literal_set
from serval.training.report import Prediction, Reference, compute_report, format_table

SEP = "\x1f"  # joins target tokens inside the baseline's template strings (tokens may hold spaces)


def model_predictions(translator: Translator, pairs: list[Pair], n: int = 5, batch: int = 16) -> list[list[Prediction]]:
    preds: list[list[Prediction]] = []
    for i in range(0, len(pairs), batch):
        for cands in translator.translate_batch([p.nl for p in pairs[i:i + batch]], n=n):
            preds.append([Prediction(c.command, c.template, c.logprob) for c in cands])
    return preds


def fit_baseline(train: list[Pair]) -> RetrievalBaseline:
    """TF-IDF over the generic-form training sentences; answers carry placeholder targets."""
    keep = literal_set(train)
    sources, targets = [], []
    for pair in train:
        rec = recognize(pair.nl)
        sources.append(rec.tokens)
        targets.append(SEP.join(align(parse_command(pair.cmd), rec, keep).tokens))
    return RetrievalBaseline().fit(sources, targets, [p.cmd for p in train])


def baseline_predictions(baseline: RetrievalBaseline, pairs: list[Pair], n: int = 5) -> list[list[Prediction]]:
    preds = []
    for pair in pairs:
        rec = recognize(pair.nl)
        row = []
        for idx, cosine in baseline.query(rec.tokens, k=n):
            tokens = baseline.templates[idx].split(SEP)
            filled = fill(tokens, rec)
            row.append(Prediction(filled.command, filled.template, math.log(max(cosine, 1e-9))))
        preds.append(row)
    return preds


def run_evaluation(model_path: Path, data: Path, split: str, *, train_split: str = "train", baseline: str = "retrieval",
                   beam: int = 5, alpha: float | None = None, limit: int = 0, report_path: Path | None = None) -> str:
    pairs = load_split(data, split)
    if limit:
        pairs = pairs[:limit]
    refs = [Reference(p.nl, p.cmd, command_template(p.cmd)) for p in pairs]
    translator = Translator.load(model_path)
    translator.beam_size = beam
    if alpha is not None:
        translator.alpha = alpha
    started = time.time()
    report = compute_report(refs, model_predictions(translator, pairs))
    report["seconds"] = round(time.time() - started, 1)
    report["model"] = str(model_path)
    report["split"] = split
    report["beam"], report["alpha"] = beam, translator.alpha
    base_report = None
    if baseline == "retrieval":
        base = fit_baseline(load_split(data, train_split))
        base_report = compute_report(refs, baseline_predictions(base, pairs))
        report["baseline_retrieval"] = base_report
    if report_path:
        Path(report_path).parent.mkdir(parents=True, exist_ok=True)
        Path(report_path).write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    return format_table(report, base_report)
