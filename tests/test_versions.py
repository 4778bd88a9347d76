"""Model versions: atomic writes, ACTIVE, `serval model`, the train lock, kill -9 and a full disk."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from serval import paths
from serval.daemon.feedback import FeedbackDB
from serval.daemon.model_cli import model_group
from serval.errors import ServalError
from serval.training import versions


def _fake_model(text: str):
    return lambda path, name: path.write_text(f"{text} {name}")


def test_write_version_is_complete_and_numbered():
    a = versions.write_version(_fake_model("m"), {"parent": "0", "metrics": {}})
    b = versions.write_version(_fake_model("m"), {"parent": a})
    assert (a, b) == ("0001", "0002")
    root = paths.models_dir()
    assert (root / b / "model.pt").read_text() == "m 0002"
    meta = json.loads((root / b / "meta.json").read_text())
    assert meta["version"] == "0002" and meta["parent"] == "0001" and "created_at" in meta
    assert not [p for p in root.iterdir() if p.name.startswith(".tmp-")]
    assert versions.active_version() == "0"  # writing never activates


def test_failed_write_leaves_nothing_and_raises_clearly():
    def boom(path, name):
        path.write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(ServalError, match="No space left on device; the active model is unchanged"):
        versions.write_version(boom, {})
    assert versions.version_names() == []
    assert not [p for p in paths.models_dir().iterdir() if p.name.startswith(".tmp-")]


def test_active_pointer_and_rollback_chain():
    one = versions.write_version(_fake_model("m"), {"parent": "0"})
    two = versions.write_version(_fake_model("m"), {"parent": one})
    versions.set_active(two)
    assert (paths.models_dir() / "ACTIVE").read_text() == "0002\n"
    assert paths.active_model_path() == paths.models_dir() / "0002" / "model.pt"
    assert versions.rollback_target() == "0001"
    versions.set_active(versions.rollback_target())
    assert versions.rollback_target() == "0"
    with pytest.raises(ServalError, match="does not exist"):
        versions.set_active("9")
    (paths.models_dir() / "ACTIVE").write_text("../../etc\n")  # junk pointer: treated as the default
    assert versions.active_version() == "0"


def test_normalize():
    assert versions.normalize("3") == "0003" and versions.normalize("0") == "0" and versions.normalize("0012") == "0012"
    for bad in ("", "x", "-1", "10000", "1.5"):
        with pytest.raises(ServalError):
            versions.normalize(bad)


def test_model_cli_list_use_rollback():
    runner = CliRunner()
    out = runner.invoke(model_group, ["list"])
    assert out.exit_code == 0 and "* 0 " in out.output  # version 0 always listed, active by default
    one = versions.write_version(_fake_model("m"), {"parent": "0", "promoted": True,
                                                     "metrics": {"before": {"dev": 0.40, "held_out": 0.1},
                                                                 "after": {"dev": 0.395, "held_out": 0.6}},
                                                     "feedback_ids": [1, 2, 3]})
    two = versions.write_version(_fake_model("m"), {"parent": one, "promoted": False,
                                                     "metrics": {"before": {"dev": 0.4}, "after": {"dev": 0.2}}})
    out = runner.invoke(model_group, ["use", "1"])
    assert out.exit_code == 0 and "active model: version 0001" in out.output
    listing = runner.invoke(model_group, ["list"]).output.splitlines()
    row1 = next(line for line in listing if " 0001 " in line)
    row2 = next(line for line in listing if " 0002 " in line)
    assert row1.startswith("*") and "40.0 ->  39.5" in row1 and "promoted" in row1 and "     3" in row1
    assert row2.startswith(" ") and "kept aside" in row2
    data = json.loads(runner.invoke(model_group, ["list", "--json"]).output)
    assert [d["version"] for d in data] == ["0", "0001", "0002"] and data[1]["active"]
    out = runner.invoke(model_group, ["use", two])
    assert out.exit_code == 0 and versions.active_version() == "0002"
    out = runner.invoke(model_group, ["rollback"])
    assert out.exit_code == 0 and "from version 0002 to 0001" in out.output
    out = runner.invoke(model_group, ["rollback"])
    assert versions.active_version() == "0"
    out = runner.invoke(model_group, ["rollback"])
    assert out.exit_code == 0 and "nothing to roll back" in out.output
    out = runner.invoke(model_group, ["use", "42"])
    assert out.exit_code == 1 and "model version 0042 does not exist" in out.output
    out = runner.invoke(model_group, ["use", "latest"])
    assert out.exit_code == 1 and "not a model version" in out.output


def test_serval_model_is_mounted_on_the_serval_command():
    out = subprocess.run([sys.executable, "-m", "serval.daemon.client", "model", "list"], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "* 0 " in out.stdout


def test_second_run_is_refused_by_the_lock():
    holder = subprocess.Popen([sys.executable, "-c",
                               "import sys, time\nfrom serval.training import versions\n"
                               "with versions.train_lock():\n    print('held', flush=True)\n    time.sleep(30)\n"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with FeedbackDB() as db:
            db.record("list files", "accepted", suggested="ls")
        out = subprocess.run([sys.executable, "-c", "from serval.training.cli import main; main()",
                              "--from-feedback"], capture_output=True, text=True, timeout=60)
        assert out.returncode == 3
        assert f"another serval-train --from-feedback is already running (pid {holder.pid})" in out.stderr
        assert "Traceback" not in out.stderr
    finally:
        holder.kill()
        holder.wait()
    with versions.train_lock():  # released when the holder died
        pass


def _assert_consistent() -> None:
    """ACTIVE names a complete loadable model; every version folder is whole; the DB opens."""
    from serval.model.translator import Translator

    root = paths.models_dir()
    for name in versions.version_names():
        meta = json.loads((root / name / "meta.json").read_text())
        assert meta["version"] == name
    for p in root.iterdir():
        if p.name.isdigit():
            assert (p / "model.pt").is_file() and (p / "meta.json").is_file(), f"partial version {p}"
    active = versions.active_version()
    assert active in versions.version_names()
    assert (root / "ACTIVE").read_text().strip() == active
    Translator.load(versions.version_path(active), device="cpu").translate("list files", 1)
    with FeedbackDB() as db:
        assert db.integrity_check() == "ok"
        assert db.stats()["total"] == 12


def test_kill_minus_9_at_random_moments(tiny_model_path, nl2bash_dir, serval_home):
    versions.import_model(tiny_model_path, note="tiny")
    with FeedbackDB() as db:
        for i in range(12):
            db.record(f"search for word{i} in the files", "corrected", suggested="grep -r x .",
                      final=f"rg word{i}", exit_status=0)
    cmd = [sys.executable, "-c", "from serval.training.cli import main; main()", "--from-feedback",
           "--data", str(nl2bash_dir), "--dev-limit", "5", "--margin", "100", "--min-new", "0", "--epochs", "1"]
    env = {**os.environ, "SERVAL_HOME": str(serval_home), "SERVAL_NO_AUTOSTART": "1"}
    rng = random.Random(20261122)
    for _ in range(3):  # a run takes ~3-8 s here (start-up, evaluation, training, writing): kill somewhere in it
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        time.sleep(rng.uniform(0.5, 6.0))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        _assert_consistent()
    after = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)
    assert after.returncode == 0, after.stderr
    _assert_consistent()
    assert not [p for p in paths.models_dir().iterdir() if p.name.startswith(".tmp-")]  # leftovers cleaned


def test_disk_full_while_writing_the_version(tiny_model_path, nl2bash_dir, serval_home, tmp_path):
    """The models folder on a real tmpfs (bubblewrap, a project dependency) too small for a second model."""
    assert shutil.which("bwrap"), "bubblewrap (apt: bubblewrap) is needed for the disk-full test"
    versions.import_model(tiny_model_path, note="tiny")
    with FeedbackDB() as db:
        for i in range(8):
            db.record(f"search for word{i} in the files", "corrected", suggested="grep -r x .",
                      final=f"rg word{i}", exit_status=0)
    models = paths.models_dir()
    stage = tmp_path / "stage"
    shutil.copytree(models, stage)
    size = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file())
    check = tmp_path / "check.py"
    check.write_text(
        "import json, sys\nfrom serval.training import versions\nfrom serval.model.translator import Translator\n"
        "from pathlib import Path\nroot = Path(sys.argv[1])\n"
        "print(json.dumps({'active': versions.active_version(), 'names': versions.version_names(),"
        " 'entries': sorted(p.name for p in root.iterdir()),"
        " 'loads': bool(Translator.load(versions.version_path(versions.active_version()), device='cpu'))}))\n")
    script = (f"cp -a {stage}/. {models}/ && "
              f"{sys.executable} -c 'from serval.training.cli import main; main()' --from-feedback "
              f"--data {nl2bash_dir} --dev-limit 5 --margin 100 --epochs 1; echo \"rc=$?\"; "
              f"{sys.executable} {check} {models}")
    env = {**os.environ, "SERVAL_HOME": str(serval_home), "SERVAL_NO_AUTOSTART": "1"}
    out = subprocess.run(["bwrap", "--dev-bind", "/", "/", "--size", str(size + 200_000), "--tmpfs", str(models),
                          "sh", "-c", script], capture_output=True, text=True, env=env, timeout=120)
    lines = out.stdout.strip().splitlines()
    assert "rc=1" in lines, out.stdout + out.stderr
    assert "No space left on device" in out.stderr and "the active model is unchanged" in out.stderr
    assert "Traceback" not in out.stderr
    state = json.loads(lines[-1])
    assert state["active"] == "0001" and state["names"] == ["0001"] and state["loads"]
    assert not [e for e in state["entries"] if e.startswith(".tmp-")]
