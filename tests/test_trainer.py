"""The training loop: learning, determinism, exact resume, checkpoints, DDP on gloo."""

from __future__ import annotations

import json
import os
import pickle
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from serval.errors import ServalError
from serval.model.decoding import greedy_decode
from serval.model.transformer import ModelConfig
from serval.training.trainer import (
    TrainConfig,
    average_checkpoints,
    load_checkpoint,
    lr_at,
    make_batches,
    model_from_checkpoint,
    train,
)


def reverse_pairs(n: int, seed: int, vocab: int = 14, lengths=(3, 6)) -> list[tuple[list[int], list[int]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        s = [rng.randint(4, vocab - 1) for _ in range(rng.randint(*lengths))]
        out.append((s, s[::-1]))
    return out


def small_config(**over) -> ModelConfig:
    base = dict(src_vocab_size=14, tgt_vocab_size=14, d_model=32, n_heads=4, n_enc_layers=1, n_dec_layers=1,
                d_ff=64, dropout=0.1, max_len=16)
    return ModelConfig(**{**base, **over})


def quick_train_config(**over) -> TrainConfig:
    base = dict(epochs=3, batch_tokens=96, lr=2e-3, warmup_steps=5, log_every=1000, num_threads=1, seed=3)
    return TrainConfig(**{**base, **over})


def weights(path: Path) -> dict[str, torch.Tensor]:
    return load_checkpoint(path)["model"]


def assert_same_weights(a: dict, b: dict) -> None:
    assert a.keys() == b.keys()
    for k in a:
        assert torch.equal(a[k], b[k]), k


def test_learns_reverse_task(tmp_path, capsys):
    train_pairs, dev = reverse_pairs(2000, seed=0), reverse_pairs(60, seed=1)
    cfg = small_config(d_model=64, n_enc_layers=2, n_dec_layers=2, d_ff=128, dropout=0.0)
    tc = TrainConfig(epochs=16, batch_tokens=512, lr=2e-3, warmup_steps=30, label_smoothing=0.0,
                     patience=0, log_every=100, num_threads=1, seed=1)
    result = train(cfg, tc, train_pairs, tmp_path)
    losses = [h["train_loss"] for h in result.history]
    assert result.epochs_run == 16 and result.steps > 300
    assert losses[-1] < losses[0] / 5
    model = model_from_checkpoint(load_checkpoint(result.best_path))
    out = greedy_decode(model, [s for s, _ in dev], max_len=10)
    accuracy = sum(o == t for o, (_, t) in zip(out, dev)) / len(dev)
    assert accuracy >= 0.8, accuracy
    err = capsys.readouterr().err
    assert "epoch 16 done" in err and "tok/s" in err  # progress lines on a non-terminal stderr


def test_same_seed_gives_identical_weights(tmp_path):
    pairs = reverse_pairs(120, seed=2)
    a = train(small_config(), quick_train_config(), pairs, tmp_path / "a")
    b = train(small_config(), quick_train_config(), pairs, tmp_path / "b")
    assert_same_weights(weights(a.last_path), weights(b.last_path))
    assert [h["train_loss"] for h in a.history] == [h["train_loss"] for h in b.history]
    c = train(small_config(), quick_train_config(seed=4), pairs, tmp_path / "c")
    assert not torch.equal(weights(a.last_path)["lm_head.weight"], weights(c.last_path)["lm_head.weight"])


class Interrupted(Exception):
    pass


def test_resume_matches_an_uninterrupted_run(tmp_path):
    """Dropout is on, so this also checks that the RNG state is restored."""
    pairs, dev = reverse_pairs(120, seed=5), reverse_pairs(10, seed=6)

    def dev_metric(model) -> float:
        out = greedy_decode(model, [s for s, _ in dev], max_len=8)
        return sum(len(o) for o in out) / 100.0 - sum(o == t for o, (_, t) in zip(out, dev))

    tc = quick_train_config(epochs=4, patience=0)
    full = train(small_config(), tc, pairs, tmp_path / "full", evaluate=dev_metric)

    calls = {"n": 0}

    def crashing_metric(model) -> float:
        calls["n"] += 1
        if calls["n"] == 3:
            raise Interrupted  # "killed" during epoch 3's evaluation: last.pt holds epoch 2
        return dev_metric(model)

    with pytest.raises(Interrupted):
        train(small_config(), tc, pairs, tmp_path / "cut", evaluate=crashing_metric)
    assert load_checkpoint(tmp_path / "cut" / "last.pt")["epoch"] == 2
    resumed = train(small_config(), tc, pairs, tmp_path / "cut", evaluate=dev_metric, resume=True)
    assert resumed.epochs_run == 4 and resumed.steps == full.steps
    assert_same_weights(weights(full.last_path), weights(resumed.last_path))
    assert_same_weights(weights(full.best_path), weights(resumed.best_path))
    opt_full = load_checkpoint(full.last_path)["optimizer"]["state"]
    opt_res = load_checkpoint(resumed.last_path)["optimizer"]["state"]
    for k in opt_full:
        assert torch.equal(opt_full[k]["exp_avg"], opt_res[k]["exp_avg"])
    assert [h["metric"] for h in full.history] == [h["metric"] for h in resumed.history]
    # resuming a finished run does no more work
    again = train(small_config(), tc, pairs, tmp_path / "cut", evaluate=dev_metric, resume=True)
    assert again.epochs_run == 4 and again.steps == full.steps


def test_resume_goes_on_after_early_stopping_under_more_patience(tmp_path):
    """A run stopped by --patience, resumed with patience 0, ends as a run that never stopped."""
    pairs = reverse_pairs(120, seed=5)

    def flat(model) -> float:
        return 0.0  # never improves after epoch 1

    full = train(small_config(), quick_train_config(epochs=4, patience=0), pairs, tmp_path / "full", evaluate=flat)
    stopped = train(small_config(), quick_train_config(epochs=4, patience=1), pairs, tmp_path / "cut", evaluate=flat)
    assert stopped.stopped_early and stopped.epochs_run == 2
    # the same patience again: nothing more to do
    again = train(small_config(), quick_train_config(epochs=4, patience=1), pairs, tmp_path / "cut", evaluate=flat,
                  resume=True)
    assert again.epochs_run == 2 and again.steps == stopped.steps
    resumed = train(small_config(), quick_train_config(epochs=4, patience=0), pairs, tmp_path / "cut", evaluate=flat,
                    resume=True)
    assert resumed.epochs_run == 4 and resumed.steps == full.steps and not resumed.stopped_early
    assert_same_weights(weights(full.last_path), weights(resumed.last_path))


def test_checkpoint_contents_load_with_weights_only(tmp_path):
    pairs = reverse_pairs(60, seed=7)
    extra = {"src_vocab": ["<pad>", "<unk>", "<s>", "</s>", "find"], "preprocess_version": 2}
    result = train(small_config(), quick_train_config(epochs=2), pairs, tmp_path, extra=extra)
    raw = torch.load(result.last_path, map_location="cpu", weights_only=True)
    for key in ("model_config", "model", "optimizer", "epoch", "step", "best_metric", "train_config", "rng"):
        assert key in raw
    assert raw["src_vocab"] == extra["src_vocab"] and raw["preprocess_version"] == 2
    assert raw["model_config"] == small_config().to_dict()
    assert raw["train_config"]["batch_tokens"] == 96 and raw["epoch"] == 2
    assert result.best_path.exists()
    assert not list(tmp_path.glob("*.tmp"))  # atomic writes leave no temp files behind
    # without evaluate, "best" is the epoch with the lowest training loss
    best_epoch = min(result.history, key=lambda h: h["train_loss"])["epoch"]
    assert load_checkpoint(result.best_path)["epoch"] == best_epoch == result.best_epoch
    with pytest.raises(ServalError):
        train(small_config(), quick_train_config(), pairs, tmp_path / "x", extra={"model": 1})


def test_dropout_override_is_recorded(tmp_path):
    result = train(small_config(), quick_train_config(epochs=1, dropout=0.0), reverse_pairs(30, 8), tmp_path)
    assert load_checkpoint(result.last_path)["model_config"]["dropout"] == 0.0


def test_load_checkpoint_rejects_bad_files(tmp_path):
    good = train(small_config(), quick_train_config(epochs=1), reverse_pairs(30, seed=9), tmp_path / "run")
    data = good.last_path.read_bytes()
    cases = {
        "truncated.pt": data[: len(data) // 2],
        "text.pt": b"this is not a checkpoint\n",
        "empty.pt": b"",
        "pickled.pt": pickle.dumps(Interrupted(), protocol=2),  # refused by weights_only
    }
    for name, blob in cases.items():
        (tmp_path / name).write_bytes(blob)
    torch.save([1, 2, 3], tmp_path / "list.pt")
    torch.save({"model": {}}, tmp_path / "nocfg.pt")
    for name in [*cases, "list.pt", "nocfg.pt", "missing.pt"]:
        with pytest.raises(ServalError, match=name):
            load_checkpoint(tmp_path / name)
    assert load_checkpoint(good.last_path)["epoch"] == 1


def test_average_checkpoints(tmp_path):
    tc = quick_train_config(epochs=4, keep_epoch_checkpoints=2)
    train(small_config(), tc, reverse_pairs(60, seed=10), tmp_path)
    assert sorted(p.name for p in tmp_path.glob("epoch*.pt")) == ["epoch3.pt", "epoch4.pt"]
    paths = [tmp_path / "epoch3.pt", tmp_path / "epoch4.pt"]
    avg = average_checkpoints(paths)
    w3, w4 = weights(paths[0]), weights(paths[1])
    torch.testing.assert_close(avg["lm_head.weight"], (w3["lm_head.weight"] + w4["lm_head.weight"]) / 2)
    assert_same_weights(average_checkpoints([paths[1]]), w4)
    model = model_from_checkpoint({"model_config": small_config().to_dict(), "model": avg})
    assert model.lm_head.weight is model.tgt_embed.weight
    other = train(small_config(d_model=16), quick_train_config(epochs=1), reverse_pairs(30, 11), tmp_path / "o")
    with pytest.raises(ServalError):
        average_checkpoints([paths[0], other.last_path])
    with pytest.raises(ServalError):
        average_checkpoints([])


def test_early_stopping_on_the_dev_metric(tmp_path):
    scores = iter([0.5, 0.7, 0.6, 0.65, 0.69, 0.9, 0.9])
    result = train(small_config(), quick_train_config(epochs=7, patience=3), reverse_pairs(40, 12), tmp_path,
                   evaluate=lambda model: next(scores))
    assert result.stopped_early and result.epochs_run == 5
    assert result.best_metric == 0.7 and result.best_epoch == 2
    assert load_checkpoint(result.best_path)["epoch"] == 2
    assert load_checkpoint(result.last_path)["epoch"] == 5


def test_max_steps_stops_mid_epoch(tmp_path):
    result = train(small_config(), quick_train_config(epochs=50, max_steps=7), reverse_pairs(100, 13), tmp_path)
    assert result.steps == 7 and result.epochs_run == 1


def test_learning_rate_schedules():
    inv = TrainConfig(lr=1.0, warmup_steps=100, schedule="inverse_sqrt")
    assert lr_at(1, inv, 1000) == pytest.approx(0.01)
    assert lr_at(100, inv, 1000) == pytest.approx(1.0)
    assert lr_at(400, inv, 1000) == pytest.approx(0.5)
    cos = TrainConfig(lr=1.0, warmup_steps=10, schedule="cosine")
    assert lr_at(10, cos, 110) == pytest.approx(1.0)
    assert lr_at(60, cos, 110) == pytest.approx(0.5)
    assert lr_at(110, cos, 110) == pytest.approx(0.0, abs=1e-12)
    assert lr_at(500, cos, 110) == pytest.approx(0.0, abs=1e-12)
    with pytest.raises(ServalError):
        TrainConfig(schedule="linear")
    with pytest.raises(ServalError):
        TrainConfig(device="tpu")


def test_batches_are_bucketed_within_budget_and_seeded():
    pairs = reverse_pairs(300, seed=14, lengths=(1, 12))
    batches = make_batches(pairs, 64, seed=1, epoch=0)
    assert sorted(i for b in batches for i in b) == list(range(300))
    for b in batches:
        longest = max(max(len(pairs[i][0]), len(pairs[i][1]) + 1) for i in b)
        assert longest * len(b) <= 64 or len(b) == 1
    assert batches == make_batches(pairs, 64, seed=1, epoch=0)
    assert batches != make_batches(pairs, 64, seed=1, epoch=1)


def test_bad_training_input_is_a_serval_error(tmp_path):
    with pytest.raises(ServalError):
        train(small_config(), quick_train_config(), [], tmp_path)
    with pytest.raises(ServalError):
        train(small_config(), quick_train_config(), [([4, 99], [5])], tmp_path)
    with pytest.raises(ServalError):
        train(small_config(), quick_train_config(), [([4], "x")], tmp_path)
    with pytest.raises(ServalError):  # every pair too long for max_len
        train(small_config(), quick_train_config(), [([4] * 20, [5])], tmp_path)
    with pytest.raises(ServalError, match="last.pt"):
        train(small_config(), quick_train_config(), reverse_pairs(10, 15), tmp_path / "none", resume=True)
    train(small_config(), quick_train_config(epochs=1), reverse_pairs(10, 15), tmp_path / "r")
    with pytest.raises(ServalError, match="different model config"):
        train(small_config(d_model=16), quick_train_config(), reverse_pairs(10, 15), tmp_path / "r", resume=True)


DDP_SCRIPT = textwrap.dedent(
    """
    import json, os, sys
    from pathlib import Path
    import torch
    from serval.model.transformer import ModelConfig
    from serval.training.trainer import TrainConfig, train

    out = Path(sys.argv[1])
    pairs = [tuple(p) for p in json.loads((out / "pairs.json").read_text())]
    cfg = ModelConfig(src_vocab_size=14, tgt_vocab_size=14, d_model=32, n_heads=4, n_enc_layers=1,
                      n_dec_layers=1, d_ff=64, dropout=0.1, max_len=16)
    tc = TrainConfig(epochs=5, batch_tokens=96, lr=2e-3, warmup_steps=5, patience=1, num_threads=2, log_every=1000,
                     seed=1)
    # constant metric: epoch 1 improves, epoch 2 does not, so patience 1 stops every rank after epoch 2
    result = train(cfg, tc, pairs, out / "ckpt", evaluate=lambda model: 0.0)
    rank = int(os.environ["RANK"])
    (out / f"rank{rank}.json").write_text(json.dumps({
        "epochs_run": result.epochs_run, "steps": result.steps, "stopped_early": result.stopped_early,
        "world": int(os.environ["WORLD_SIZE"]),
    }))
    """
)


def test_ddp_two_cpu_processes_on_gloo(tmp_path):
    script = tmp_path / "ddp_train.py"
    script.write_text(DDP_SCRIPT)
    pairs = reverse_pairs(80, seed=16, lengths=(2, 6))
    (tmp_path / "pairs.json").write_text(json.dumps(pairs))
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2", str(script), str(tmp_path)],
        env=env, capture_output=True, text=True, timeout=240,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    ranks = [json.loads((tmp_path / f"rank{r}.json").read_text()) for r in (0, 1)]
    assert all(r["world"] == 2 and r["epochs_run"] == 2 and r["stopped_early"] for r in ranks)
    assert ranks[0]["steps"] == ranks[1]["steps"] > 0
    ckpt = load_checkpoint(tmp_path / "ckpt" / "last.pt")
    assert ckpt["epoch"] == 2 and not any(k.startswith("module.") for k in ckpt["model"])
    model = model_from_checkpoint(ckpt)
    assert greedy_decode(model, [[4, 5, 6]], max_len=5)  # loads and decodes
    # each rank took half of the epoch's batches (rounded up): 2 epochs of that many steps
    n_batches = len(make_batches(pairs, 96, seed=1, epoch=0))
    assert n_batches > 2 and ranks[0]["steps"] == 2 * ((n_batches + 1) // 2)


def test_extra_training_files_are_added_to_the_train_split(tmp_path, nl2bash_dir):
    from serval.training.pipeline import TrainOptions, run_training
    from serval.training.trainer import load_checkpoint

    extra = tmp_path / "mine.jsonl"
    extra.write_text("".join(json.dumps({"nl": f"frobnicate {n}.txt with zorblax", "cmd": f"zorblax {n}.txt"}) + "\n"
                             for n in ("a", "b", "c")), encoding="utf-8")
    result = run_training(TrainOptions(data=nl2bash_dir, out=tmp_path / "out", limit=40, dev_limit=5, d_model=32,
                                       layers=1, heads=2, d_ff=64, epochs=1, batch_tokens=1024, device="cpu",
                                       extra=(extra,), threads=1))
    assert result["train_examples"] == 43
    ckpt = load_checkpoint(result["model"])
    assert "zorblax" in ckpt["tgt_vocab"] and "frobnicat" in ckpt["src_vocab"]
    assert ckpt["trained_on"].endswith("(40 pairs) + mine.jsonl")


def test_encoder_and_decoder_depths_can_differ(tmp_path, nl2bash_dir):
    from click.testing import CliRunner

    from serval.model.translator import Translator
    from serval.training.cli import main
    from serval.training.trainer import load_checkpoint

    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["--data", str(nl2bash_dir), "--out", str(out), "--limit", "40", "--dev-limit", "5",
                                       "--d-model", "32", "--heads", "2", "--d-ff", "64", "--enc-layers", "2",
                                       "--dec-layers", "1", "--epochs", "1", "--batch-tokens", "1024",
                                       "--device", "cpu", "--threads", "1"])
    assert result.exit_code == 0, result.output
    cfg = load_checkpoint(out / "model.pt")["model_config"]
    assert (cfg["n_enc_layers"], cfg["n_dec_layers"]) == (2, 1)
    model = Translator.load(out / "model.pt", device="cpu").members[0]
    assert (len(model.encoder), len(model.decoder)) == (2, 1)


def test_a_resumed_run_keeps_its_vocabularies_when_the_data_changed(tmp_path, nl2bash_dir):
    """Resuming after the data (or recognition) changed continues with the checkpoint's vocabularies:
    rebuilt ones would no longer fit its weights. New words are <unk> to it, as at inference."""
    from serval.training.pipeline import TrainOptions, run_training
    from serval.training.trainer import load_checkpoint

    common = dict(data=nl2bash_dir, out=tmp_path / "out", limit=40, dev_limit=5, d_model=32, layers=1, heads=2,
                  d_ff=64, batch_tokens=1024, device="cpu", threads=1, patience=0)
    first = run_training(TrainOptions(epochs=1, **common))
    cut = load_checkpoint(tmp_path / "out" / "last.pt")
    cut["finished"] = False   # as if killed after its first epoch of two
    torch.save(cut, tmp_path / "out" / "last.pt")
    vocab = cut["src_vocab"]
    extra = tmp_path / "new.jsonl"
    extra.write_text("".join(json.dumps({"nl": f"frobnicate {n}.txt with zorblax", "cmd": f"zorblax {n}.txt"}) + "\n"
                             for n in "abcdefgh"), encoding="utf-8")
    resumed = run_training(TrainOptions(epochs=2, extra=(extra,), resume=True, **common))
    assert resumed["epochs_run"] == 2 and resumed["src_vocab"] == first["src_vocab"]
    ckpt = load_checkpoint(tmp_path / "out" / "last.pt")
    assert ckpt["src_vocab"] == vocab and "zorblax" not in ckpt["tgt_vocab"]
    ckpt["preprocess_version"] = -1
    torch.save(ckpt, tmp_path / "out" / "last.pt")
    with pytest.raises(ServalError, match="preprocessing version -1"):
        run_training(TrainOptions(epochs=3, resume=True, **common))
