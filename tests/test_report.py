"""compute_report on a hand-built test set, and the text table."""

from __future__ import annotations

import json
import math

import pytest

from serval.errors import ServalError
from serval.training.report import Prediction, Reference, compute_report, format_table

REFS = [
    Reference("list all files", "ls -l -a", "ls -l -a"),
    Reference("find text files", "find . -name '*.txt'", "find Path_1 -name Pattern_1"),
    Reference("count lines of a.txt", "wc -l a.txt", "wc -l File_1"),
    Reference("show files in /tmp", "ls /tmp", "ls Directory_1"),
]
PREDS = [
    # 0: exact at top-1
    [Prediction("ls -l -a", "ls -l -a", -0.1)],
    # 1: wrong at top-1 (utility), template right at top-2, command quoted differently
    [
        Prediction("locate txt", "locate Text_1", math.log(0.5)),
        Prediction('find . -name "*.txt"', "find Path_1 -name Pattern_1", math.log(0.25)),
    ],
    # 2: no prediction at all
    [],
    # 3: flags differ at top-1 (ls -l vs ls): template wrong, NLC2CMD f = -1 -> 0
    [Prediction("ls -l /tmp", "ls -l Directory_1", -0.2)],
]


@pytest.fixture()
def report() -> dict:
    return compute_report(REFS, PREDS, k=3, n_errors=30, seed=0)


def test_accuracies_hand_computed(report):
    assert report["n"] == 4 and report["k"] == 3
    assert report["template_exact_top1"] == pytest.approx(1 / 4)
    assert report["template_exact_topk"] == pytest.approx(2 / 4)
    assert report["command_exact_top1"] == pytest.approx(1 / 4)
    assert report["command_exact_topk"] == pytest.approx(1 / 4)  # quoting differs
    assert report["command_equivalent_top1"] == pytest.approx(1 / 4)
    assert report["command_equivalent_topk"] == pytest.approx(2 / 4)  # quoting forgiven


def test_nlc2cmd_hand_computed(report):
    # top-1 (delta = 1): 1, -1 (locate vs find), -1 (no prediction), 0 (ls -l vs ls)
    assert report["nlc2cmd_top1"] == pytest.approx((1 - 1 - 1 + 0) / 4)
    # top-5: example 1 has scores -1 and delta2 = 0.25/0.5 = 0.5 -> max 0.5
    assert report["nlc2cmd_top5"] == pytest.approx((1 + 0.5 - 1 + 0) / 4)
    assert report["unparseable_refs"] == 0


def test_tm_and_bleu_ranges(report):
    # TM top-1: 1; {locate} vs {find,-name} -> 0; none -> 0; {ls,-l} vs {ls} -> 1/sqrt2
    assert report["tm_top1"] == pytest.approx((1 + 0 + 0 + 1 / math.sqrt(2)) / 4)
    # no top-1 template has four tokens, so there is no 4-gram to match: corpus BLEU is 0
    assert report["template_bleu"] == 0.0
    assert 0 < report["char_bleu"] < 100


def test_per_utility_breakdown_sorted_by_count(report):
    assert report["per_utility"] == [
        {"utility": "ls", "count": 2, "template_exact_top1": 0.5},
        {"utility": "find", "count": 1, "template_exact_top1": 0.0},
        {"utility": "wc", "count": 1, "template_exact_top1": 0.0},
    ]


def test_errors_listed_with_fields(report):
    assert report["n_template_errors"] == 3
    assert [e["index"] for e in report["errors"]] == [1, 2, 3]
    e = report["errors"][1]
    assert e == {
        "index": 2,
        "nl": "count lines of a.txt",
        "ref_command": "wc -l a.txt",
        "ref_template": "wc -l File_1",
        "pred_command": "",
        "pred_template": "",
    }


def test_error_sample_is_seeded_and_bounded():
    refs = [Reference(f"q{i}", f"echo {i}", "echo Number_1") for i in range(50)]
    preds = [[Prediction("ls", "ls", 0.0)] for _ in range(50)]
    a = compute_report(refs, preds, n_errors=5, seed=1)
    b = compute_report(refs, preds, n_errors=5, seed=1)
    c = compute_report(refs, preds, n_errors=5, seed=2)
    assert len(a["errors"]) == 5 and a["errors"] == b["errors"]
    assert [e["index"] for e in a["errors"]] != [e["index"] for e in c["errors"]]
    idx = [e["index"] for e in a["errors"]]
    assert idx == sorted(idx)


def test_report_is_json_serialisable(report):
    assert json.loads(json.dumps(report)) == report


def test_unparseable_reference_counted():
    refs = [Reference("q", "ls 'oops", "ls Text_1")]
    r = compute_report(refs, [[Prediction("ls 'oops", "ls Text_1", 0.0)]])
    assert r["unparseable_refs"] == 1
    assert r["nlc2cmd_top1"] == 0.0  # an unparseable reference scores 0


def test_bad_input_is_a_serval_error():
    with pytest.raises(ServalError):
        compute_report(REFS, PREDS[:2])
    with pytest.raises(ServalError):
        compute_report([], [])
    with pytest.raises(ServalError):
        compute_report(REFS, PREDS, k=0)


def test_format_table_model_and_baseline(report):
    baseline = compute_report(REFS, [[Prediction("ls", "ls", 0.0)]] * 4)
    text = format_table(report, baseline)
    lines = text.splitlines()
    assert lines[0].split() == ["Metric", "Model", "Baseline"]
    row = next(line for line in lines if line.startswith("Template exact, top-1 "))
    assert row.split()[-2:] == ["25.0%", "0.0%"]
    row = next(line for line in lines if line.startswith("Template exact, top-3"))
    assert row.split()[-2:] == ["50.0%", "0.0%"]
    row = next(line for line in lines if line.startswith("NLC2CMD, top-1"))
    assert row.split()[-2] == "-0.250"
    # the headline rows are aligned: every value column ends at the same position
    headline = lines[2 : lines.index("")]
    assert len({len(line) for line in headline}) == 1
    utilities = lines[lines.index("") + 1 :]
    assert utilities[0].startswith("Top 3 utilities")
    assert utilities[3].split() == ["ls", "2", "50.0%", "0.0%"]


def test_format_table_without_baseline(report):
    text = format_table(report)
    assert text.splitlines()[0].split() == ["Metric", "Model"]
    assert "Baseline" not in text
