"""The evaluation report: every metric of :mod:`serval.training.metrics` over a test set.

``serval-train evaluate`` decodes each test sentence into a ranked list of predictions and
hands them here; :func:`compute_report` returns a JSON-serialisable dict (written next to the
model so runs can be compared later) and :func:`format_table` prints the headline numbers,
optionally beside the retrieval baseline's, so a regression is visible at a glance.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass

from serval.errors import ServalError
from serval.training import metrics

EMPTY_UTILITY = "(empty)"  # per-utility key of a reference whose template is blank


@dataclass(frozen=True)
class Reference:
    """One test example."""

    nl: str  # the English request as the user typed it
    command: str  # the reference shell command
    template: str  # the reference command with typed slots (``find Path_1 -name Pattern_1``)


@dataclass(frozen=True)
class Prediction:
    """One ranked candidate from the model (or the baseline)."""

    command: str  # the candidate with slots filled from the request
    template: str  # the candidate with typed slots
    logprob: float  # total log-probability of the candidate (for NLC2CMD's top-5 confidence)


# Headline rows: (key in the report, label, kind) where kind says how format_table prints it.
HEADLINE = [
    ("template_exact_top1", "Template exact, top-1", "pct"),
    ("template_exact_topk", "Template exact, top-{k}", "pct"),
    ("template_equivalent_top1", "Template, flags normalised, top-1", "pct"),
    ("template_equivalent_topk", "Template, flags normalised, top-{k}", "pct"),
    ("command_exact_top1", "Command exact, top-1", "pct"),
    ("command_exact_topk", "Command exact, top-{k}", "pct"),
    ("command_equivalent_top1", "Command equivalent, top-1", "pct"),
    ("command_equivalent_topk", "Command equivalent, top-{k}", "pct"),
    ("template_bleu", "Template BLEU, top-1", "num"),
    ("char_bleu", "Character BLEU, top-1", "num"),
    ("tm_top1", "TM, top-1", "num3"),
    ("nlc2cmd_top1", "NLC2CMD, top-1 (delta=1)", "num3"),
    ("nlc2cmd_top5", "NLC2CMD, top-5 (competition)", "num3"),
]


def _utility(template: str) -> str:
    words = metrics.normalize_ws(template).split(" ")
    return words[0] if words[0] else EMPTY_UTILITY


def compute_report(
    refs: list[Reference],
    preds: list[list[Prediction]],
    *,
    k: int = 3,
    n_errors: int = 30,
    seed: int = 0,
) -> dict:
    """All metrics of ``preds[i]`` (ranked, best first) against ``refs[i]``.

    Returned keys (accuracies and TM are fractions in [0, 1]; BLEU is 0–100; NLC2CMD is in
    [−1, 1]): ``n``, ``k``, ``template_exact_top1``/``_topk``, ``template_equivalent_top1``/``_topk``
    (flags normalised), ``command_exact_top1``/``_topk``,
    ``command_equivalent_top1``/``_topk``, ``template_bleu``, ``char_bleu``, ``tm_top1``,
    ``nlc2cmd_top1``, ``nlc2cmd_top5``, ``unparseable_refs`` (references bashlex cannot
    parse), ``per_utility`` (list of ``{utility, count, template_exact_top1}`` sorted by count
    then name; utility = first word of the reference template), ``errors`` (up to
    ``n_errors`` top-1 template errors sampled with ``seed``, in test-set order) and
    ``n_template_errors``. An empty prediction list is wrong for every accuracy, scores 0 for
    BLEU/TM (an empty string is scored) and −1 for NLC2CMD.
    """
    if len(refs) != len(preds):
        raise ServalError(f"compute_report: {len(preds)} prediction lists for {len(refs)} references")
    if not refs:
        raise ServalError("compute_report: no references to evaluate")
    if k < 1:
        raise ServalError(f"compute_report: k must be at least 1, got {k}")
    if n_errors < 0:
        raise ServalError(f"compute_report: n_errors must be >= 0, got {n_errors}")

    n = len(refs)
    sums: Counter = Counter()
    top1_templates: list[str] = []
    top1_commands: list[str] = []
    error_indices: list[int] = []
    util_count: Counter = Counter()
    util_correct: Counter = Counter()
    unparseable = 0
    for i, (ref, cands) in enumerate(zip(refs, preds)):
        top = cands[0] if cands else None
        topk = list(cands[:k])
        t1 = top is not None and metrics.template_exact(top.template, ref.template)
        sums["template_exact_top1"] += t1
        sums["template_exact_topk"] += any(metrics.template_exact(p.template, ref.template) for p in topk)
        sums["template_equivalent_top1"] += top is not None and metrics.template_equivalent(top.template, ref.template)
        sums["template_equivalent_topk"] += any(metrics.template_equivalent(p.template, ref.template) for p in topk)
        sums["command_exact_top1"] += top is not None and metrics.command_exact(top.command, ref.command)
        sums["command_exact_topk"] += any(metrics.command_exact(p.command, ref.command) for p in topk)
        sums["command_equivalent_top1"] += top is not None and metrics.command_equivalent(
            top.command, ref.command
        )
        sums["command_equivalent_topk"] += any(
            metrics.command_equivalent(p.command, ref.command) for p in topk
        )
        sums["tm_top1"] += metrics.tm_score(top.template, ref.template) if top else 0.0
        sums["nlc2cmd_top1"] += metrics.nlc2cmd_query([(top.command, 1.0)] if top else [], ref.command)
        sums["nlc2cmd_top5"] += metrics.nlc2cmd_top5([(p.command, p.logprob) for p in cands], ref.command)
        unparseable += metrics.nlc2cmd_structure(ref.command) is None
        top1_templates.append(top.template if top else "")
        top1_commands.append(top.command if top else "")
        utility = _utility(ref.template)
        util_count[utility] += 1
        util_correct[utility] += t1
        if not t1:
            error_indices.append(i)

    report: dict = {"n": n, "k": k}
    for key in (
        "template_exact_top1", "template_exact_topk", "template_equivalent_top1", "template_equivalent_topk",
        "command_exact_top1", "command_exact_topk", "command_equivalent_top1", "command_equivalent_topk", "tm_top1", "nlc2cmd_top1",
        "nlc2cmd_top5",
    ):
        report[key] = float(sums[key]) / n
    report["template_bleu"] = metrics.template_bleu(top1_templates, [r.template for r in refs])
    report["char_bleu"] = metrics.corpus_char_bleu(top1_commands, [r.command for r in refs])
    report["unparseable_refs"] = unparseable
    report["per_utility"] = [
        {"utility": u, "count": c, "template_exact_top1": util_correct[u] / c}
        for u, c in sorted(util_count.items(), key=lambda uc: (-uc[1], uc[0]))
    ]
    sampled = sorted(random.Random(seed).sample(error_indices, min(n_errors, len(error_indices))))
    report["n_template_errors"] = len(error_indices)
    report["errors"] = [
        {
            "index": i,
            "nl": refs[i].nl,
            "ref_command": refs[i].command,
            "ref_template": refs[i].template,
            "pred_command": top1_commands[i],
            "pred_template": top1_templates[i],
        }
        for i in sampled
    ]
    return report


def _fmt(value, kind: str) -> str:
    if value is None:
        return "-"
    if kind == "pct":
        return f"{100.0 * value:.1f}%"
    if kind == "num3":
        return f"{value:.3f}"
    return f"{value:.1f}"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    """Left-aligned first column, right-aligned others, a dashed rule under the header."""
    widths = [max(len(r[c]) for r in [header] + rows) for c in range(len(header))]

    def line(cells: list[str]) -> str:
        parts = [cells[0].ljust(widths[0])] + [x.rjust(w) for x, w in zip(cells[1:], widths[1:])]
        return "  ".join(parts).rstrip()

    return [line(header), "  ".join("-" * w for w in widths)] + [line(r) for r in rows]


def format_table(report: dict, baseline: dict | None = None, top_utilities: int = 15) -> str:
    """Headline metrics as an aligned text table (model column, optional baseline column),
    then the most frequent reference utilities with their top-1 template accuracy."""
    k = report.get("k", "k")
    header = ["Metric", "Model"] + (["Baseline"] if baseline is not None else [])
    rows = []
    for key, label, kind in HEADLINE:
        row = [label.format(k=k), _fmt(report.get(key), kind)]
        if baseline is not None:
            row.append(_fmt(baseline.get(key), kind))
        rows.append(row)
    rows.append(["Examples", str(report.get("n", "-"))] + ([str(baseline.get("n", "-"))] if baseline is not None else []))
    rows.append(
        ["Unparseable references", str(report.get("unparseable_refs", "-"))]
        + ([str(baseline.get("unparseable_refs", "-"))] if baseline is not None else [])
    )
    lines = _table(header, rows)

    base_acc = defaultdict(lambda: None)
    if baseline is not None:
        for entry in baseline.get("per_utility", []):
            base_acc[entry["utility"]] = entry["template_exact_top1"]
    util_rows = []
    for entry in report.get("per_utility", [])[:top_utilities]:
        row = [entry["utility"], str(entry["count"]), _fmt(entry["template_exact_top1"], "pct")]
        if baseline is not None:
            row.append(_fmt(base_acc[entry["utility"]], "pct"))
        util_rows.append(row)
    if util_rows:
        lines.append("")
        lines.append(f"Top {len(util_rows)} utilities (top-1 template exact)")
        uheader = ["Utility", "Count", "Model"] + (["Baseline"] if baseline is not None else [])
        lines.extend(_table(uheader, util_rows))
    return "\n".join(lines) + "\n"
