"""Shared fixtures: every path the tool uses points into a temporary folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NL2BASH = Path(os.environ.get("SERVAL_NL2BASH", REPO.parent / "shared" / "data" / "nl2bash"))


@pytest.fixture(autouse=True)
def serval_home(tmp_path_factory, monkeypatch) -> Path:
    """SERVAL_HOME in a fresh temp dir for every test, so no test touches a real home."""
    home = tmp_path_factory.mktemp("serval_home")
    monkeypatch.setenv("SERVAL_HOME", str(home))
    monkeypatch.setenv("SERVAL_NO_AUTOSTART", "1")
    return home


@pytest.fixture(scope="session")
def nl2bash_dir() -> Path:
    if not (NL2BASH / "train.nl").exists():
        pytest.fail(f"NL2Bash corpus not found at {NL2BASH} (set SERVAL_NL2BASH)")
    return NL2BASH


@pytest.fixture(scope="session")
def tiny_model_path(tmp_path_factory, nl2bash_dir) -> Path:
    """A real, tiny translator trained for a few seconds on a slice of NL2Bash train (CPU).

    Quality is poor by design; it exercises the whole train → save → load → translate path. The
    slice gets a few listing requests (``tests/data/tiny_requests.jsonl``) so that the shell tests
    find a candidate they can run, and the exported model is the mean of the last two epochs (its
    20-pair dev metric stays at zero, so the "best" epoch would be the first, barely trained one).
    """
    from serval.training.pipeline import TrainOptions, run_training

    out = tmp_path_factory.mktemp("tiny_model")
    result = run_training(TrainOptions(data=nl2bash_dir, out=out, limit=300, dev_limit=20, d_model=64, layers=1,
                                       heads=2, d_ff=128, epochs=4, warmup=20, lr=3e-3, batch_tokens=256,
                                       device="cpu", seed=3, average=2,
                                       extra=(Path(__file__).parent / "data/tiny_requests.jsonl",)))
    return Path(result["model"])


@pytest.fixture(scope="module")
def live_home(tmp_path_factory, tiny_model_path):
    """A real daemon serving the tiny model, one per test module, under its own SERVAL_HOME."""
    from serval.daemon import process

    home = tmp_path_factory.mktemp("live_daemon")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SERVAL_HOME", str(home))
        mp.setenv("SERVAL_NO_AUTOSTART", "1")
        process.start(model=tiny_model_path)
        yield home
        process.stop()


@pytest.fixture
def live(live_home, monkeypatch) -> Path:
    """SERVAL_HOME pointed at the module's live daemon."""
    monkeypatch.setenv("SERVAL_HOME", str(live_home))
    return live_home
