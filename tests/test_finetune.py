"""Fine-tuning from feedback on a real tiny model: vocabulary growth, promotion accepted/refused, no-ops."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from serval import paths
from serval.daemon.feedback import FeedbackDB
from serval.training import versions
from serval.training.finetune import FinetuneOptions, decide, grow_vocabulary, run_from_feedback
from serval.training.trainer import load_checkpoint

# A tiny consistent "user": query -> the command this user wants.
SIMPLE = [("list the files", "ls"), ("show the date", "date"), ("print the working directory", "pwd"),
          ("show who i am", "whoami"), ("clear the screen", "clear"), ("show the calendar", "cal"),
          ("show the uptime", "uptime"), ("show the hostname", "hostname")]


def _opts(**kw) -> FinetuneOptions:
    base = dict(data=None, epochs=60, lr=1e-2, batch_tokens=40, dev_limit=20, notify_daemon=False, progress=False,
                held_out_fraction=0.0, min_new=1, threads=1)  # one thread: the same sums, run after run
    base.update(kw)
    return FinetuneOptions(**base)


def _data_dir(tmp_path: Path, pairs) -> Path:
    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    for split in ("train", "dev"):
        with open(folder / f"{split}.jsonl", "w") as f:
            for nl, cmd in pairs:
                f.write(json.dumps({"nl": nl, "cmd": cmd}) + "\n")
    return folder


def _greedy_template(model_path: Path, text: str) -> str:
    from serval.model.translator import Translator

    return Translator.load(model_path, device="cpu").translate(text, 1)[0].template


def test_grow_vocabulary_keeps_old_ids_and_rows(tiny_model_path):
    ckpt = load_checkpoint(tiny_model_path)
    old_src, old_tgt = list(ckpt["src_vocab"]), list(ckpt["tgt_vocab"])
    grown = grow_vocabulary(ckpt, ["ripgrep", old_src[10]], ["rg", "fd", "rg", old_tgt[7]], seed=5)
    assert grown["src_vocab"] == old_src + ["ripgrep"]
    assert grown["tgt_vocab"] == old_tgt + ["rg", "fd"]
    assert grown["model_config"]["src_vocab_size"] == len(old_src) + 1
    assert grown["model_config"]["tgt_vocab_size"] == len(old_tgt) + 2
    w_old, w_new = ckpt["model"]["tgt_embed.weight"].float(), grown["model"]["tgt_embed.weight"]
    assert torch.equal(w_new[: len(old_tgt)], w_old)
    mean = w_old[4:].mean(0)
    spread = (w_new[len(old_tgt):] - mean).abs().max()
    assert 0 < spread < 0.5 * w_old[4:].std(0).max() * 4  # near the mean, not equal to it
    assert not torch.equal(w_new[-1], w_new[-2])
    assert grown["model"]["lm_head.weight"] is grown["model"]["tgt_embed.weight"]  # still tied
    from serval.training.trainer import model_from_checkpoint

    model_from_checkpoint(grown)  # loads: shapes agree with the config


def test_new_utility_becomes_producible(tiny_model_path):
    versions.import_model(tiny_model_path, note="tiny")
    words = ["TODO", "main", "error", "warning", "config", "import", "class", "return", "print", "debug"]
    with FeedbackDB() as db:
        for w in words:
            db.record(f"search for {w} in all files", "corrected", suggested=f"grep -r {w} .", final=f"rg {w}",
                      exit_status=0)
    result = run_from_feedback(_opts(held_out_fraction=0.0))
    assert result["added_vocab"]["tgt_tokens"] == ["rg"]
    path = versions.version_path(result["version"])
    ckpt = load_checkpoint(path)
    assert ckpt["tgt_vocab"][-1] == "rg" and ckpt["version"] == result["version"]
    assert _greedy_template(path, "search for TODO in all files").split()[0] == "rg"
    # Nothing measurable without base data or held-out rows: kept aside, ACTIVE unchanged.
    assert result["status"] == "refused" and versions.active_version() == "0001"


def test_an_ensemble_is_fine_tuned_member_by_member(tiny_model_path, tmp_path):
    from serval.model.translator import Translator
    from serval.training.pipeline import export_model

    other = load_checkpoint(tiny_model_path)
    torch.manual_seed(0)
    other["model"] = {k: v + 0.05 * torch.randn_like(v) if v.is_floating_point() else v
                      for k, v in other["model"].items()}
    torch.save(other, tmp_path / "seed2.pt")
    export_model(tiny_model_path, tmp_path / "pair.pt", fp16=False, members=(tmp_path / "seed2.pt",))
    versions.import_model(tmp_path / "pair.pt", note="tiny pair")
    with FeedbackDB() as db:
        for w in ["TODO", "main", "error", "warning", "config", "import", "class", "return"]:
            db.record(f"search for {w} in all files", "corrected", suggested=f"grep -r {w} .", final=f"rg {w}",
                      exit_status=0)
    result = run_from_feedback(_opts(held_out_fraction=0.0))
    assert result["training"]["members"] == 2
    ckpt = load_checkpoint(versions.version_path(result["version"]))
    assert ckpt["tgt_vocab"][-1] == "rg" and len(ckpt["ensemble"]) == 1
    first, second = ckpt["model"]["tgt_embed.weight"], ckpt["ensemble"][0]["tgt_embed.weight"]
    assert first.shape == second.shape == (len(ckpt["tgt_vocab"]), ckpt["model_config"]["d_model"])
    assert not torch.equal(first, second)  # each member kept its own weights
    pair = Translator.load(versions.version_path(result["version"]), device="cpu")
    assert len(pair.members) == 2
    assert pair.translate("search for TODO in all files", 1)[0].template.split()[0] == "rg"


def _teach_simple(tiny_model_path, tmp_path) -> Path:
    """Make a version that knows SIMPLE (promoted with margin 100); return the data folder."""
    versions.import_model(tiny_model_path, note="tiny")
    data = _data_dir(tmp_path, SIMPLE)
    with FeedbackDB() as db:
        for _ in range(3):
            for nl, cmd in SIMPLE:
                db.record(nl, "accepted", suggested=cmd)
    result = run_from_feedback(_opts(data=data, margin=100.0, epochs=100, replay_factor=0.0))
    assert result["status"] == "promoted", result["reasons"]
    assert versions.active_version() == result["version"] == "0002"
    assert result["after"]["dev"] >= 0.75, result["after"]
    meta = versions.read_meta("0002")
    assert meta["promoted"] is True and meta["parent"] == "0001" and len(meta["feedback_ids"]) == 3 * len(SIMPLE)
    return data


def test_promotion_accepted_then_nonsense_refused(tiny_model_path, tmp_path):
    data = _teach_simple(tiny_model_path, tmp_path)
    active_before = (paths.models_dir() / "ACTIVE").read_text()
    with FeedbackDB() as db:
        db.forget_all()
        for _ in range(4):  # nonsense: every query "corrected" to another query's command
            for (nl, _), (_, wrong) in zip(SIMPLE, SIMPLE[1:] + SIMPLE[:1]):
                db.record(nl, "corrected", suggested="ls", final=wrong, exit_status=0)
    result = run_from_feedback(_opts(data=data, margin=0.0, epochs=60, replay_factor=1.0))
    assert result["status"] == "refused"
    assert result["after"]["dev"] < result["before"]["dev"]
    assert any("dev accuracy dropped" in r for r in result["reasons"])
    assert (paths.models_dir() / "ACTIVE").read_text() == active_before
    assert versions.read_meta(result["version"])["promoted"] is False


def _nonsense_on_top(times: int) -> None:
    """Every SIMPLE query "corrected" to another query's command, ``times`` times, old rows kept."""
    with FeedbackDB() as db:
        for _ in range(times):
            for (nl, _), (_, wrong) in zip(SIMPLE, SIMPLE[1:] + SIMPLE[:1]):
                db.record(nl, "corrected", suggested="ls", final=wrong, exit_status=0)


def test_nonsense_the_dev_set_cannot_see_is_refused_by_the_established_feedback(tiny_model_path, tmp_path):
    _teach_simple(tiny_model_path, tmp_path)
    _nonsense_on_top(4)
    # No base data and no held-out rows: only what the user taught before can tell.
    result = run_from_feedback(_opts(data=None, epochs=60, held_out_fraction=0.0))
    assert result["status"] == "refused", result["reasons"]
    assert result["before"]["established"] >= len(SIMPLE) - 2   # the rows the tiny model reproduces
    assert result["after"]["established"] <= 1
    assert any("unlearns what the user taught before" in r for r in result["reasons"])
    assert versions.active_version() == "0002"


def test_a_changed_habit_is_not_mistaken_for_nonsense(tiny_model_path, tmp_path):
    _teach_simple(tiny_model_path, tmp_path)
    with FeedbackDB() as db:
        for _ in range(12):  # the user now wants UTC dates: one established row changes on purpose
            db.record("show the date", "corrected", suggested="date", final="date -u", exit_status=0)
    result = run_from_feedback(_opts(data=None, epochs=60, held_out_fraction=0.0))
    assert result["status"] == "promoted", result["reasons"]
    # every row the parent got right is kept but the one changed on purpose
    assert result["before"]["established"] >= len(SIMPLE) - 1
    assert result["after"]["established"] >= result["before"]["established"] - 1
    assert _greedy_template(versions.version_path(result["version"]), "show the date") == "date -u"


def test_rejected_rows_push_the_rejected_command_down(tiny_model_path, tmp_path):
    data = _teach_simple(tiny_model_path, tmp_path)
    # A row the taught version answers right (the tiny model learns most, not always all, of SIMPLE) with
    # an answer it gives no other row: where two rows share one answer ("show the calendar" → date), the
    # taught mapping is confused and a further fine-tune moves it with or without the rejections.
    answers = {nl: _greedy_template(versions.version_path("0002"), nl) for nl, _ in SIMPLE}
    nl, cmd = next((nl, cmd) for nl, cmd in SIMPLE[1:]
                   if answers[nl] == cmd and list(answers.values()).count(cmd) == 1)
    with FeedbackDB() as db:
        for _ in range(3):
            db.record(nl, "rejected", suggested=cmd)
            db.record("list the files", "accepted", suggested="ls")
    without = run_from_feedback(_opts(data=data, margin=100.0, epochs=20, dry_run=True, unlikelihood=0.0))
    result = run_from_feedback(_opts(data=data, margin=100.0, epochs=20, dry_run=True, unlikelihood=2.0))
    assert result["status"] == without["status"] == "dry_run"
    assert result["before"]["rejected_top1"] == without["before"]["rejected_top1"] == 1.0
    assert without["after"]["rejected_top1"] == 1.0  # excluding the row alone leaves it on top
    assert result["after"]["rejected_top1"] == 0.0   # the unlikelihood term pushes it down
    assert versions.version_names() == ["0001", "0002"]  # dry run wrote nothing


def test_missing_empty_and_nothing_new(tiny_model_path, capsys):
    assert run_from_feedback(_opts())["status"] == "no_database"
    assert "no feedback database" in capsys.readouterr().out
    assert not paths.feedback_db_path().exists()
    FeedbackDB().close()  # creates the schema, no rows
    assert run_from_feedback(_opts())["status"] == "empty"
    assert "empty" in capsys.readouterr().out
    versions.import_model(tiny_model_path)
    with FeedbackDB() as db:
        db.record("list files", "accepted", suggested="ls")
    assert run_from_feedback(_opts(min_new=2))["status"] == "not_enough_new"
    assert "--min-new 2" in capsys.readouterr().out
    assert versions.version_names() == ["0001"]


def test_only_unusable_rows(tiny_model_path, capsys):
    versions.import_model(tiny_model_path)
    with FeedbackDB() as db:
        db.record("broken", "corrected", suggested="ls", final="ls (((", exit_status=0)
    assert run_from_feedback(_opts())["status"] == "no_usable_rows"
    assert "unparseable 1" in capsys.readouterr().out


def test_decide_rule():
    assert decide({"dev": 0.5, "held_out": 0.2}, {"dev": 0.495, "held_out": 0.2}, 1.0)[0]
    assert not decide({"dev": 0.5, "held_out": 0.2}, {"dev": 0.48, "held_out": 0.3}, 1.0)[0]
    assert not decide({"dev": 0.5, "held_out": 0.4}, {"dev": 0.5, "held_out": 0.3}, 1.0)[0]
    assert decide({"dev": 0.5, "held_out": None}, {"dev": 0.6, "held_out": None}, 1.0)[0]
    assert not decide({"dev": None, "held_out": None}, {"dev": None, "held_out": None}, 1.0)[0]
    # Established rows: one may always go, then at most the tolerance.
    assert decide({"dev": None, "held_out": None, "established": 5}, {"dev": None, "held_out": None,
                                                                      "established": 4}, 1.0, 0.1)[0]
    assert not decide({"dev": 0.5, "held_out": 0.1, "established": 5}, {"dev": 0.5, "held_out": 0.2,
                                                                       "established": 3}, 1.0, 0.1)[0]
    assert decide({"dev": 0.5, "held_out": 0.1, "established": 40}, {"dev": 0.5, "held_out": 0.2,
                                                                    "established": 36}, 1.0, 0.1)[0]


def _cli(*args, env_home: Path) -> subprocess.CompletedProcess:
    import os

    env = {**os.environ, "SERVAL_HOME": str(env_home), "SERVAL_NO_AUTOSTART": "1"}
    return subprocess.run([sys.executable, "-m", "serval.training.cli", *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_cli_if_new_is_quiet_and_skips_torch(serval_home):
    code = ("import sys, runpy; sys.argv=['serval-train','--from-feedback','--if-new'];"
            "from serval.training.cli import main\n"
            "try:\n    main()\nexcept SystemExit as e:\n    print('exit', e.code)\n"
            "print('torch' in sys.modules)")
    import os

    env = {**os.environ, "SERVAL_HOME": str(serval_home)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.stdout.split() == ["exit", "0", "False"], out.stderr
    assert out.stderr == ""


def test_cli_from_feedback_end_to_end(tiny_model_path, serval_home, nl2bash_dir):
    import os

    os.environ["SERVAL_HOME"] = str(serval_home)
    versions.import_model(tiny_model_path)
    with FeedbackDB() as db:
        for i in range(6):
            db.record(f"search for word{i} in files", "corrected", suggested="grep -r x .", final=f"rg word{i}",
                      exit_status=0)
    env = {**os.environ, "SERVAL_NO_AUTOSTART": "1"}
    base = [sys.executable, "-c", "from serval.training.cli import main; main()", "--from-feedback",
            "--data", str(nl2bash_dir), "--dev-limit", "10", "--margin", "100"]
    dry = subprocess.run(base + ["--dry-run"], capture_output=True, text=True, env=env, timeout=120)
    assert dry.returncode == 0, dry.stderr
    assert "dry run: would promote" in dry.stdout and versions.version_names() == ["0001"]
    run = subprocess.run(base, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "version 0002 promoted" in run.stdout and "fine-tune:" in run.stderr
    assert versions.active_version() == "0002"
    again = subprocess.run(base + ["--if-new"], capture_output=True, text=True, env=env, timeout=120)
    assert again.returncode == 0 and again.stdout == "" and versions.version_names() == ["0001", "0002"]
