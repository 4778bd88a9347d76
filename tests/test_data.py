"""Parallel data loading: NL2Bash files and JSONL, with errors that name the file and line."""

import pytest

from serval.training.data import DataError, Pair, load_jsonl, load_parallel, load_split


def write(path, data: bytes):
    path.write_bytes(data)
    return path


def test_parallel_files(tmp_path):
    write(tmp_path / "x.nl", b"list files\ncount lines in a.txt\n")
    write(tmp_path / "x.cm", b"ls\nwc -l a.txt\n")
    assert load_parallel(tmp_path / "x") == [Pair("list files", "ls"), Pair("count lines in a.txt", "wc -l a.txt")]


def test_jsonl(tmp_path):
    write(tmp_path / "d.jsonl", b'{"nl": "list files", "cmd": "ls"}\n\n{"nl": "x", "cmd": "y"}\n')
    assert load_jsonl(tmp_path / "d.jsonl") == [Pair("list files", "ls"), Pair("x", "y")]


def test_real_corpus_split(nl2bash_dir):
    assert len(load_split(nl2bash_dir, "dev")) == 782


@pytest.mark.parametrize("nl, cm, message", [
    (b"a\nb\n", b"ls\n", "x.nl has 2 lines but"),
    (b"", b"", "x.nl: empty file"),
    (b"a\n\xff\n", b"ls\nls\n", "x.nl:2: not UTF-8"),
    (b"a\n \n", b"ls\nls\n", "x.nl:2: empty sentence"),
    (b"a\nb\n", b"ls\n\n", "x.cm:2: empty command"),
])
def test_parallel_errors_name_file_and_line(tmp_path, nl, cm, message):
    write(tmp_path / "x.nl", nl)
    write(tmp_path / "x.cm", cm)
    with pytest.raises(DataError, match=message.replace(".", r"\.")):
        load_parallel(tmp_path / "x")


@pytest.mark.parametrize("content, message", [
    (b'{"nl": "a", "cmd": "ls"}\nnot json\n', "d.jsonl:2: not JSON"),
    (b'[1, 2]\n', "d.jsonl:1: expected an object"),
    (b'{"nl": "a", "cmd": 3}\n', "d.jsonl:1: expected an object"),
    (b'{"nl": "", "cmd": "ls"}\n', "d.jsonl:1: empty"),
])
def test_jsonl_errors(tmp_path, content, message):
    write(tmp_path / "d.jsonl", content)
    with pytest.raises(DataError, match=message.replace(".", r"\.")):
        load_jsonl(tmp_path / "d.jsonl")


def test_missing_split(tmp_path):
    with pytest.raises(DataError, match="no train.nl"):
        load_split(tmp_path, "train")
