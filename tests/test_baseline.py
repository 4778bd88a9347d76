"""The TF-IDF retrieval baseline on a small synthetic corpus, plus one hand-computed cosine."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from serval.errors import ServalError
from serval.training.baseline import RetrievalBaseline

SOURCES = [
    "find all files named Pattern_1 in Path_1".split(),
    "find all directories in Path_1".split(),
    "count lines in File_1".split(),
    "delete all files older than Timespan_1 days in Path_1".split(),
    "show disk usage of Directory_1".split(),
    "count the lines in File_1".split(),  # same template as index 2
    "list files in Directory_1 sorted by size".split(),
]
TEMPLATES = [
    "find Path_1 -name Pattern_1",
    "find Path_1 -type d",
    "wc -l File_1",
    "find Path_1 -mtime +Timespan_1 -delete",
    "du -sh Directory_1",
    "wc -l File_1",
    "ls -S Directory_1",
]
COMMANDS = [
    "find . -name '*.txt'",
    "find /tmp -type d",
    "wc -l a.txt",
    "find /var/log -mtime +7 -delete",
    "du -sh /home",
    "wc -l b.txt",
    "ls -S ~",
]


@pytest.fixture()
def fitted() -> RetrievalBaseline:
    return RetrievalBaseline().fit(SOURCES, TEMPLATES, COMMANDS)


def test_nearest_neighbour_is_the_expected_one(fitted):
    assert fitted.query("show the disk usage of Directory_1".split(), k=1)[0][0] == 4
    assert fitted.query("find directories in Path_1".split(), k=1)[0][0] == 1
    assert fitted.query("remove files older than Timespan_1 days".split(), k=1)[0][0] == 3
    assert fitted.query("list files sorted by size".split(), k=1)[0][0] == 6


def test_identical_sentence_has_cosine_one(fitted):
    for i, tokens in enumerate(SOURCES):
        best_index, best_score = fitted.query(tokens, k=1)[0]
        assert best_score == pytest.approx(1.0)
        assert TEMPLATES[best_index] == TEMPLATES[i]


def test_results_have_distinct_templates_sorted_by_score(fitted):
    results = fitted.query("count lines in File_1".split(), k=5)
    templates = [TEMPLATES[i] for i, _ in results]
    assert len(templates) == len(set(templates))
    assert templates.count("wc -l File_1") == 1
    scores = [s for _, s in results]
    assert scores == sorted(scores, reverse=True)
    assert all(0 < s <= 1 for s in scores)


def test_hand_computed_cosine_with_smooth_idf():
    # Two documents: ["a", "b"] and ["a"]. N = 2.
    # idf(a) = ln(3/3) + 1 = 1; idf(b) = idf(a b) = ln(3/2) + 1.
    # doc0 = [a:1, b:ib, ab:ib] / norm; query ["b"] = [b:1] -> cos = ib / sqrt(1 + 2 ib^2)
    model = RetrievalBaseline().fit([["a", "b"], ["a"]], ["T0", "T1"], ["c0", "c1"])
    ib = math.log(1.5) + 1
    (index, score), = model.query(["b"], k=5)
    assert index == 0
    assert score == pytest.approx(ib / math.sqrt(1 + 2 * ib * ib))
    # query ["a"]: doc1 = [a:1] -> cos 1; doc0 -> 1 / sqrt(1 + 2 ib^2)
    results = model.query(["a"], k=5)
    assert [i for i, _ in results] == [1, 0]
    assert results[1][1] == pytest.approx(1 / math.sqrt(1 + 2 * ib * ib))


def test_empty_and_unknown_queries_give_empty_list(fitted):
    assert fitted.query([], k=5) == []
    assert fitted.query("zebra quagga".split(), k=5) == []


def test_save_load_roundtrip_is_identical(fitted, tmp_path):
    path = tmp_path / "baseline.json"
    fitted.save(path)
    json.loads(path.read_text())  # plain JSON on disk
    loaded = RetrievalBaseline.load(path)
    for tokens in SOURCES + ["disk usage of files".split(), ["in"]]:
        assert loaded.query(tokens, k=5) == fitted.query(tokens, k=5)
        assert np.array_equal(loaded.scores(tokens), fitted.scores(tokens))
    assert loaded.templates == TEMPLATES and loaded.commands == COMMANDS


def test_bad_input_is_a_serval_error(fitted, tmp_path):
    with pytest.raises(ServalError):
        RetrievalBaseline().query(["a"])
    with pytest.raises(ServalError):
        RetrievalBaseline().fit([], [], [])
    with pytest.raises(ServalError):
        RetrievalBaseline().fit([["a"]], ["T"], [])
    with pytest.raises(ServalError):
        fitted.query(["a"], k=0)
    with pytest.raises(ServalError):
        RetrievalBaseline.load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ServalError):
        RetrievalBaseline.load(bad)
    bad.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(ServalError):
        RetrievalBaseline.load(bad)
    with pytest.raises(ServalError):
        RetrievalBaseline().save(tmp_path / "x.json")


def test_empty_training_sentence_is_tolerated():
    model = RetrievalBaseline().fit([[], ["a"]], ["T0", "T1"], ["c0", "c1"])
    assert model.query(["a"]) == [(1, pytest.approx(1.0))]
