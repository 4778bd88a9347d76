"""Training end to end: data → generic forms → vocabularies → trainer → slim model file."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import torch

from serval.atomic import atomic_write
from serval.errors import ServalError
from serval.model.command import command_template
from serval.model.decoding import greedy_decode
from serval.model.entities import recognize
from serval.model.generic import PREPROCESS_VERSION, fill
from serval.model.transformer import ModelConfig
from serval.model.vocab import Vocab
from serval.training.data import Pair, load_split
from serval.training.prepare import build_vocabs, frequent_words, literal_set, make_examples, name_words
from serval.training.trainer import TrainConfig, average_checkpoints, load_checkpoint, train


@dataclass
class TrainOptions:
    data: Path                 # folder with the splits
    out: Path                  # output folder
    train_split: str = "train"
    dev_split: str = "dev"
    d_model: int = 256
    layers: int = 3
    enc_layers: int = 0        # encoder blocks (0: ``layers``)
    dec_layers: int = 0        # decoder blocks (0: ``layers``)
    heads: int = 4
    d_ff: int = 1024
    dropout: float = 0.1
    label_smoothing: float = 0.1
    lr: float = 7e-4
    warmup: int = 400
    schedule: str = "inverse_sqrt"
    batch_tokens: int = 4096
    epochs: int = 30
    max_steps: int = 0
    patience: int = 6
    limit: int = 0
    dev_limit: int = 0
    seed: int = 1
    device: str = "auto"
    resume: bool = False
    average: int = 0
    threads: int = 0           # CPU threads (0: the trainer's default, up to 2)
    extra: tuple[Path, ...] = ()  # more training pairs (files), added to the train split


def template_hits(src_vocab: Vocab, tgt_vocab: Vocab, pairs: list[Pair], batch: int = 64):
    """A ``hits(model) -> list[bool]`` callback: greedy top-1 template exact match per pair."""
    recs = [recognize(p.nl, src_vocab.words) for p in pairs]
    srcs = [src_vocab.encode(r.tokens[:96]) or [1] for r in recs]
    golds = [command_template(p.cmd) for p in pairs]

    def hits(model) -> list[bool]:
        out: list[bool] = []
        for i in range(0, len(srcs), batch):
            outs = greedy_decode(model, srcs[i:i + batch], max_len=96)
            for ids, gold, rec in zip(outs, golds[i:i + batch], recs[i:i + batch]):
                tokens = [t for t in tgt_vocab.decode(ids) if not t.startswith("<")]
                out.append(fill(tokens, rec).template == gold)
        return out

    return hits


def dev_template_accuracy(src_vocab: Vocab, tgt_vocab: Vocab, dev: list[Pair], batch: int = 64):
    """An ``evaluate(model)`` callback: greedy top-1 template exact match on ``dev``."""
    hits = template_hits(src_vocab, tgt_vocab, dev, batch)

    def evaluate(model) -> float:
        return sum(hits(model)) / max(1, len(dev))

    return evaluate


def _resumed_vocabularies(out: Path) -> dict | None:
    """The vocabularies and kept literals of ``out/last.pt``, which a resumed run continues with.

    Rebuilding them from the data would give other ones whenever recognition changed since the run
    started (a word that is now a name, a new literal), and the checkpoint's weights would no longer
    fit: a resumed run keeps its own, and a word outside them is ``<unk>`` as at inference. A
    checkpoint of another preprocessing version is refused: its examples meant something else.
    """
    last = out / "last.pt"
    if not last.exists():
        return None   # the trainer reports the missing checkpoint
    ckpt = load_checkpoint(last)
    missing = [k for k in ("src_vocab", "tgt_vocab", "keep_literal") if k not in ckpt]
    if missing:
        raise ServalError(f"{last} holds no {', '.join(missing)}: cannot resume it with the pipeline")
    version = ckpt.get("preprocess_version")
    if version != PREPROCESS_VERSION:
        raise ServalError(f"{last} was prepared with preprocessing version {version}, this code is version "
                          f"{PREPROCESS_VERSION}: cannot resume")
    return ckpt


def run_training(opts: TrainOptions) -> dict:
    started = time.time()
    train_pairs = load_split(opts.data, opts.train_split)
    dev_pairs = load_split(opts.data, opts.dev_split)
    if opts.limit:
        train_pairs = train_pairs[: opts.limit]
    extra_pairs = [p for path in opts.extra for p in load_split(path, opts.train_split)]
    train_pairs = train_pairs + extra_pairs
    if opts.dev_limit:
        dev_pairs = dev_pairs[: opts.dev_limit]
    resumed = _resumed_vocabularies(Path(opts.out)) if opts.resume else None
    keep = set(resumed["keep_literal"]) if resumed else literal_set(train_pairs)
    min_freq = 1 if opts.limit else 2
    known = frequent_words(train_pairs, min_freq) - name_words(train_pairs)
    examples = make_examples(train_pairs, keep, known)
    if not examples:
        raise ServalError(f"{opts.data}: no usable training pairs")
    if resumed:
        src_vocab, tgt_vocab = Vocab(resumed["src_vocab"]), Vocab(resumed["tgt_vocab"])
    else:
        src_vocab, tgt_vocab = build_vocabs(examples, src_min_freq=min_freq, tgt_min_freq=min_freq)
    pairs = [(src_vocab.encode(e.src), tgt_vocab.encode(e.tgt)) for e in examples]
    cfg = ModelConfig(src_vocab_size=len(src_vocab), tgt_vocab_size=len(tgt_vocab), d_model=opts.d_model,
                      n_heads=opts.heads, n_enc_layers=opts.enc_layers or opts.layers,
                      n_dec_layers=opts.dec_layers or opts.layers, d_ff=opts.d_ff,
                      dropout=opts.dropout, max_len=128)
    tcfg = TrainConfig(epochs=opts.epochs, max_steps=opts.max_steps, batch_tokens=opts.batch_tokens, lr=opts.lr,
                       warmup_steps=opts.warmup, schedule=opts.schedule, label_smoothing=opts.label_smoothing,
                       seed=opts.seed, device=opts.device, patience=opts.patience,
                       keep_epoch_checkpoints=max(opts.average, 0),
                       **({"num_threads": opts.threads} if opts.threads > 0 else {}))
    extra = {"src_vocab": src_vocab.tokens, "tgt_vocab": tgt_vocab.tokens, "preprocess_version": PREPROCESS_VERSION,
             "keep_literal": sorted(keep), "alpha": 0.6, "beam_size": 5,
             "trained_on": f"{Path(opts.data).name}/{opts.train_split} ({len(train_pairs) - len(extra_pairs)} pairs)"
                           + "".join(f" + {Path(p).name}" for p in opts.extra)}
    result = train(cfg, tcfg, pairs, opts.out, evaluate=dev_template_accuracy(src_vocab, tgt_vocab, dev_pairs),
                   extra=extra, resume=opts.resume)
    source = result.best_path
    if opts.average > 1:
        epochs = sorted(Path(opts.out).glob("epoch*.pt"), key=lambda p: int(p.stem[5:]))[-opts.average:]
        if len(epochs) > 1:
            ckpt = load_checkpoint(result.best_path)
            ckpt["model"] = average_checkpoints(epochs)
            source = Path(opts.out) / "averaged.pt"
            torch.save(ckpt, source)
    model_path = Path(opts.out) / "model.pt"
    size = export_model(source, model_path, fp16=False)
    return {"model": str(model_path), "size_mb": round(size / 1e6, 2), "best_dev_template_acc": result.best_metric,
            "best_epoch": result.best_epoch, "epochs_run": result.epochs_run, "steps": result.steps,
            "stopped_early": result.stopped_early, "seconds": round(time.time() - started, 1),
            "src_vocab": len(src_vocab), "tgt_vocab": len(tgt_vocab), "train_examples": len(examples)}


def export_model(checkpoint: Path, out: Path, fp16: bool = True, members: tuple[Path, ...] = ()) -> int:
    """Slim inference file: weights (fp16 optional), config, vocabularies, metadata. Written atomically.

    ``members``: more checkpoints of the same config, vocabularies and preprocessing (other seeds of
    one recipe), stored as an ensemble under ``ensemble``; metadata comes from ``checkpoint``.
    """
    ckpt = load_checkpoint(checkpoint)
    slim = {k: v for k, v in ckpt.items() if k not in ("optimizer", "scheduler", "rng", "scaler", "ensemble")}
    states = [ckpt["model"]]
    for path in members:
        other = load_checkpoint(path)
        for key in ("model_config", "src_vocab", "tgt_vocab", "preprocess_version", "keep_literal"):
            if other.get(key) != ckpt.get(key):
                raise ServalError(f"{path}: its {key} differs from {checkpoint}'s, so it cannot join the ensemble")
        states.append(other["model"])
    if fp16:
        states = [_half(s) for s in states]
    slim["model"] = states[0]
    if len(states) > 1:
        slim["ensemble"] = states[1:]
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with atomic_write(out, prefix=".tmp-", suffix=".pt") as f:
        torch.save(slim, f)
    return out.stat().st_size


def _half(state: dict) -> dict:
    """fp16 copy of a state dict in which equal tensors (the tied output matrix and target embedding,
    kept apart by checkpoint averaging) are one tensor again, so the file holds them once."""
    kept: list[torch.Tensor] = []
    out = {}
    for k, v in state.items():
        if v.is_floating_point():
            half = v.half()
            v = next((t for t in kept if t.shape == half.shape and torch.equal(t, half)), None)
            if v is None:
                kept.append(half)
                v = half
        out[k] = v
    return out
