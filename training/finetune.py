"""``serval-train --from-feedback``: fine-tune the active model on what the user did, promote it only if safe.

The run, in order (each step prints one line):

1. cheap checks, without torch: database missing or empty, fewer than ``--min-new`` rows
   since the last run → say so, exit 0 (this is what the daily timer hits);
2. take ``models/.train.lock`` (a second run exits 3), remove leftovers of killed runs;
3. read the rows (:mod:`serval.training.feedback_data`): positives, negatives, skips
   (unrelated corrections among them), a deterministic ~20% of requests held out by text hash;
4. load the active version, grow both vocabularies with the feedback's new words/tokens
   (new embedding rows = mean of the old rows + small noise, so ``rg`` becomes producible);
5. evaluate before: template exact on the first ``dev_limit`` base ``dev`` pairs and on
   the held-out feedback; fine-tune on feedback + a replay sample of base ``train`` pairs
   (``replay_factor`` × as many), with an unlikelihood term pushing rejected commands down;
   evaluate after;
   The *established* feedback is checked too: the rows the active version was itself trained on
   and gets right. Feedback that overturns what the user taught before (nonsense, or a row
   attached to the wrong request) shows up there, where the new rows alone cannot show it:
   held-out accuracy on new nonsense can "hold" at 0 % or even rise;
6. write ``models/NNNN`` atomically (:mod:`serval.training.versions`), then promote it
   (replace ``ACTIVE``) only if dev dropped by at most ``margin`` points, the held-out
   feedback did not get worse and at most ``established_tolerance`` of the established rows
   were lost (one row is always allowed); ask a running daemon to reload.

torch is imported inside the functions that need it, so steps 1–2 stay fast.
"""

from __future__ import annotations

import io
import math
import os
import random
import sqlite3
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

from serval import paths
from serval.errors import ServalError
from serval.training import feedback_data, versions


@dataclass
class FinetuneOptions:
    """Knobs of one ``--from-feedback`` run (CLI flags map onto these)."""

    data: Path | None = None          # base corpus (train/dev splits) for replay and the dev check; None = feedback only
    epochs: int = 6                   # passes over feedback + replay
    seed: int = 1                     # replay sample, batch order, dropout, new-row noise
    min_new: int = 1                  # do nothing with fewer new rows than this since the last run
    dry_run: bool = False             # evaluate and report, write nothing
    if_new: bool = False              # quiet fast exit (no torch import) when there is nothing new
    margin: float = 1.0               # allowed drop of dev template accuracy, in percentage points
    established_tolerance: float = 0.1  # share of established rows (taught before, right before) a run may lose
    replay_factor: float = 16.0       # replay pairs per feedback training pair (anchors the base skills;
                                      # 8 cost the v4 model 2.3 dev points, see BENCHMARKS)
    dev_limit: int = 0                # first N dev pairs for the before/after check (0 = all: a 1-point
                                      # margin is below the noise of 300 pairs)
    lr: float = 1e-4                  # peak learning rate (v5 model, dry runs: 2e-4 cost 0.9 dev points, 1e-4
                                      # +0.1 with the same held-out gain; see BENCHMARKS)
    warmup_steps: int = 10            # linear warmup steps, then cosine decay to zero
    batch_tokens: int = 512           # padded tokens per batch (2048 left ~2 steps per epoch: nothing learned)
    label_smoothing: float = 0.1      # as in training
    unlikelihood: float = 1.0         # weight of the rejected-command term (0 = rejected rows only excluded)
    feedback_repeat: int = 4          # each feedback pair appears this many times per epoch
    held_out_fraction: float = feedback_data.HELD_OUT_FRACTION  # rows kept for evaluation
    base_model: Path | None = None    # start from this checkpoint instead of the active version
    db_path: Path | None = None       # feedback database (default: serval.paths.feedback_db_path())
    notify_daemon: bool = True        # ask a running daemon to reload after a promotion
    progress: bool = True             # progress lines on stderr
    threads: int = 0                  # torch CPU threads (0 = pick from cores and load, see _threads)


def main_from_feedback(ctx, opts: dict) -> None:
    """Entry from ``serval-train --from-feedback`` (``ctx`` is the click context, ``opts`` its params).

    ``--epochs`` keeps the fine-tuning default (6) unless given on the command line: the
    main group's default of 30 is for training from scratch. The group's ``--dev-limit``
    sets how many dev pairs the before/after check uses (0 = all of them, the default).
    """
    import click

    epochs = opts["epochs"]
    if ctx.get_parameter_source("epochs") == click.core.ParameterSource.DEFAULT:
        epochs = FinetuneOptions.epochs
    data = opts.get("data")
    run_from_feedback(FinetuneOptions(data=Path(data) if data else None, epochs=int(epochs), seed=int(opts["seed"]),
                                      min_new=int(opts["min_new"]), dry_run=bool(opts["dry_run"]),
                                      if_new=bool(opts["if_new"]), margin=float(opts["margin"]),
                                      dev_limit=int(opts.get("dev_limit") or FinetuneOptions.dev_limit),
                                      threads=int(opts.get("threads") or 0)))


def _say(opts: FinetuneOptions, message: str) -> None:
    print(message, flush=True)


def _progress(opts: FinetuneOptions, message: str) -> None:
    if opts.progress:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()


def count_new_rows(db_path: Path, since_id: int) -> int:
    """Rows with ``id > since_id`` (read-only connection; 0 when the file is missing or blank)."""
    if not Path(db_path).is_file():
        return 0
    try:
        conn = sqlite3.connect(f"{Path(db_path).resolve().as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM feedback WHERE id > ?", (since_id,)).fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def run_from_feedback(opts: FinetuneOptions) -> dict[str, Any]:
    """The whole run; returns a summary dict whose ``status`` says what happened.

    Statuses: ``no_database``, ``empty``, ``not_enough_new``, ``no_usable_rows``,
    ``dry_run``, ``promoted``, ``refused``. Errors a user can act on raise ServalError
    (exit 3 when another run holds the lock).
    """
    db_path = Path(opts.db_path or paths.feedback_db_path())
    if not db_path.is_file():
        if not opts.if_new:
            _say(opts, f"no feedback database at {db_path}: nothing to learn from yet")
        return {"status": "no_database", "db": str(db_path)}
    if feedback_data.max_row_id(db_path) == 0:
        if not opts.if_new:
            _say(opts, f"the feedback database {db_path} is empty: nothing to learn from yet")
        return {"status": "empty", "db": str(db_path)}
    new = count_new_rows(db_path, versions.last_trained_id())
    if not opts.dry_run and new < opts.min_new:
        if not opts.if_new:
            _say(opts, f"{new} new feedback rows since the last run (--min-new {opts.min_new}): nothing to do")
        return {"status": "not_enough_new", "new_rows": new}

    with versions.train_lock():
        new = count_new_rows(db_path, versions.last_trained_id())  # again: a run may have finished meanwhile
        if not opts.dry_run and new < opts.min_new:
            if not opts.if_new:
                _say(opts, f"{new} new feedback rows since the last run: another run just used them")
            return {"status": "not_enough_new", "new_rows": new}
        removed = versions.clean_partial()
        if removed:
            _progress(opts, f"removed {len(removed)} leftover(s) of an interrupted run")
        return _run_locked(opts, db_path, new)


def _run_locked(opts: FinetuneOptions, db_path: Path, new_rows: int) -> dict[str, Any]:
    started = time.time()
    fb = feedback_data.read_feedback(db_path, opts.held_out_fraction)
    skipped = ", ".join(f"{k} {v}" for k, v in sorted(fb.skipped.items())) or "none"
    _say(opts, f"feedback: {fb.rows_seen} rows ({new_rows} new): {len(fb.train)} training pairs, "
               f"{len(fb.held_out)} held out, {len(fb.train_negatives)} rejected; skipped: {skipped}")
    if not fb.train and not fb.train_negatives:
        _say(opts, "no usable feedback rows to train on: nothing to do")
        return {"status": "no_usable_rows", "feedback": fb.summary()}

    return _finetune(opts, fb, started)


# ----------------------------------------------------------------------------- vocabulary growth


def grow_vocabulary(ckpt: dict, new_src: list[str], new_tgt: list[str], seed: int = 1) -> dict:
    """A copy of ``ckpt`` whose vocabularies end with ``new_src``/``new_tgt`` (old ids unchanged).

    Each new embedding row starts at the mean of the existing rows (specials excluded) plus
    noise of a tenth of their per-dimension spread: close enough to the average word that
    the model is not thrown off, distinct enough that the rows can learn different things.
    The decoder's output matrix is grown with the target embedding (it is the same tensor
    when ``tie_output``; a separate ``lm_head`` is grown the same way otherwise).
    """
    import torch

    src_vocab = list(ckpt["src_vocab"])
    tgt_vocab = list(ckpt["tgt_vocab"])
    add_src = [t for t in dict.fromkeys(new_src) if t not in set(src_vocab)]
    add_tgt = [t for t in dict.fromkeys(new_tgt) if t not in set(tgt_vocab)]
    state = {k: (v.float() if v.is_floating_point() else v) for k, v in ckpt["model"].items()}
    gen = torch.Generator().manual_seed(seed)

    def grown(weight: torch.Tensor, n: int) -> torch.Tensor:
        if n == 0:
            return weight.clone()
        base = weight[4:] if weight.size(0) > 5 else weight
        mean, std = base.mean(0), base.std(0)
        rows = mean + 0.1 * std * torch.randn(n, weight.size(1), generator=gen)
        return torch.cat([weight, rows], 0)

    state["src_embed.weight"] = grown(state["src_embed.weight"], len(add_src))
    state["tgt_embed.weight"] = grown(state["tgt_embed.weight"], len(add_tgt))
    cfg = dict(ckpt["model_config"])
    if "lm_head.weight" in state:
        state["lm_head.weight"] = (state["tgt_embed.weight"] if cfg.get("tie_output", True)
                                   else grown(state["lm_head.weight"], len(add_tgt)))
    cfg["src_vocab_size"] = len(src_vocab) + len(add_src)
    cfg["tgt_vocab_size"] = len(tgt_vocab) + len(add_tgt)
    return {**ckpt, "model": state, "model_config": cfg, "src_vocab": src_vocab + add_src,
            "tgt_vocab": tgt_vocab + add_tgt}


# ----------------------------------------------------------------------------- evaluation


def template_hits(src_vocab, tgt_vocab, pairs: list):
    """:func:`serval.training.pipeline.template_hits`, imported late (it needs torch)."""
    from serval.training.pipeline import template_hits as hits

    return hits(src_vocab, tgt_vocab, pairs)


def template_accuracy(model, src_vocab, tgt_vocab, pairs: list) -> float | None:
    """Greedy top-1 template exact match (the training pipeline's dev metric); None for no pairs."""
    if not pairs:
        return None
    from serval.training.pipeline import dev_template_accuracy

    return float(dev_template_accuracy(src_vocab, tgt_vocab, pairs)(model))


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


# ----------------------------------------------------------------------------- training


def _unlikelihood(logits, tgt_out, pad: int):
    """Mean of -log(1 - p(token)) over the non-pad positions of rejected commands."""
    import torch

    probs = torch.softmax(logits.float(), -1).gather(-1, tgt_out.unsqueeze(-1)).squeeze(-1)
    mask = tgt_out != pad
    loss = -torch.log(torch.clamp(1.0 - probs, min=1e-5))
    return (loss * mask).sum() / mask.sum().clamp(min=1)


def train_steps(model, pairs: list, negatives: list, opts: FinetuneOptions,
                report: Callable[[str], None]) -> dict[str, float]:
    """Fine-tune ``model`` in place: cross-entropy on ``pairs``, unlikelihood on ``negatives``."""
    import torch
    import torch.nn.functional as F

    from serval.model.transformer import EOS, PAD
    from serval.training.trainer import TrainConfig, collate, lr_at, make_batches

    torch.manual_seed(opts.seed)
    device = torch.device("cpu")
    cfg = TrainConfig(epochs=opts.epochs, batch_tokens=opts.batch_tokens, lr=opts.lr, warmup_steps=opts.warmup_steps,
                      schedule="cosine", seed=opts.seed, device="cpu")
    optimizer = torch.optim.AdamW(model.parameters(), lr=opts.lr, betas=(0.9, 0.98), eps=1e-9, weight_decay=0.01)
    per_epoch = len(make_batches(pairs, opts.batch_tokens, opts.seed, 0)) if pairs else 0
    neg_batch = 16
    if not pairs:  # only rejected rows: still take a few steps so the negatives act
        per_epoch = max(1, math.ceil(len(negatives) / neg_batch))
    total = max(1, per_epoch * opts.epochs)
    step, last_loss, t0 = 0, float("nan"), time.time()
    neg_order = list(range(len(negatives)))
    rng = random.Random(opts.seed)
    model.train()
    for epoch in range(opts.epochs):
        batches = make_batches(pairs, opts.batch_tokens, opts.seed, epoch) if pairs else [None] * per_epoch
        rng.shuffle(neg_order)
        for b, idx in enumerate(batches):
            lr = lr_at(step + 1, cfg, total)
            for group in optimizer.param_groups:
                group["lr"] = lr
            loss = torch.zeros(())
            if idx is not None:
                src, tgt_in, tgt_out = collate(pairs, idx, device)
                logits = model(src, tgt_in)
                loss = F.cross_entropy(logits.view(-1, logits.size(-1)), tgt_out.view(-1), ignore_index=PAD,
                                       label_smoothing=opts.label_smoothing)
            if negatives and opts.unlikelihood > 0:
                start = (b * neg_batch) % len(negatives)
                pick = [neg_order[(start + j) % len(negatives)] for j in range(min(neg_batch, len(negatives)))]
                src, tgt_in, tgt_out = collate(negatives, pick, device)
                tgt_out = tgt_out.masked_fill(tgt_out == EOS, PAD)  # a rejected command's end is not the problem
                loss = loss + opts.unlikelihood * _unlikelihood(model(src, tgt_in), tgt_out, PAD)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            step += 1
            last_loss = float(loss.detach())
            if step % 20 == 0 or step == total:
                report(f"fine-tune: epoch {epoch + 1}/{opts.epochs} step {step}/{total} loss {last_loss:.3f} "
                       f"({time.time() - t0:.0f}s)")
    model.eval()
    return {"steps": step, "final_loss": last_loss, "train_seconds": round(time.time() - t0, 1)}


# ----------------------------------------------------------------------------- the run


def _load_base_data(opts: FinetuneOptions, n_feedback: int) -> tuple[list, list, str]:
    """(replay pairs, dev pairs, note). Empty lists with a note when no base corpus is usable."""
    from serval.training.data import load_split

    if opts.data is None:
        return [], [], "no base data (--data): fine-tuning on feedback only, dev accuracy not checked"
    try:
        train = load_split(opts.data, "train")
    except ServalError as exc:
        return [], [], f"base data unusable ({exc}): fine-tuning on feedback only, dev accuracy not checked"
    try:
        dev = load_split(opts.data, "dev")[: opts.dev_limit or None]
    except ServalError:
        dev = []
    k = min(len(train), int(round(opts.replay_factor * n_feedback)))
    replay = random.Random(opts.seed).sample(train, k)
    note = f"replay: {len(replay)} base pairs; dev check on the first {len(dev)} dev pairs"
    return replay, dev, note


def _negative_pairs(negatives: list, keep: frozenset, src_vocab, tgt_vocab) -> list[tuple[list[int], list[int]]]:
    from serval.training.data import Pair
    from serval.training.prepare import make_examples

    out = []
    for neg in negatives:
        ex = make_examples([Pair(neg.nl, neg.cmd)], keep, src_vocab.words)
        if ex:
            out.append((src_vocab.encode(ex[0].src), tgt_vocab.encode(ex[0].tgt)))
    return out


def _rejected_hit_rate(model, src_vocab, tgt_vocab, negatives: list) -> float | None:
    """Share of rejected rows whose rejected template is still the greedy top-1 (lower is better)."""
    return template_accuracy(model, src_vocab, tgt_vocab, negatives)


def _threads() -> int:
    """Up to 2 threads, but 1 when the machine is already busy.

    Measured on the 2-core dev box with a training job in the background: 2 threads ran
    40 fine-tuning steps in 27 s, 1 thread ran 100 steps in 0.5 s (OpenMP threads spinning
    against another process's threads). A background job should not fight for cores.
    """
    cores = os.cpu_count() or 1
    try:
        busy = os.getloadavg()[0] > max(cores - 1, 0.5)
    except OSError:
        busy = False
    return 1 if busy else max(1, min(2, cores))


def _finetune(opts: FinetuneOptions, fb: feedback_data.FeedbackSet, started: float) -> dict[str, Any]:
    import torch

    from serval.model.vocab import Vocab
    from serval.training.data import Pair
    from serval.training.prepare import frequent_words, make_examples, name_words
    from serval.training.trainer import load_checkpoint, member_states, members_from_checkpoint, model_from_checkpoint

    torch.set_num_threads(opts.threads or _threads())
    parent = versions.active_version() if opts.base_model is None else "external"
    base_path = Path(opts.base_model) if opts.base_model else versions.version_path(parent)
    if not base_path.is_file():
        raise ServalError(f"the active model {base_path} does not exist (version {parent}); "
                          f"install the shipped model or choose one with: serval model use VERSION")
    base = load_checkpoint(base_path)
    keep = frozenset(base.get("keep_literal", ()))
    base_dtype = next((v.dtype for v in base["model"].values() if v.is_floating_point()), torch.float32)

    train_pos = [Pair(p.nl, p.cmd) for p in fb.current]
    taught = list({(feedback_data.query_key(p.nl), p.cmd): p for p in train_pos}.values())  # distinct rows
    held = [Pair(p.nl, p.cmd) for p in fb.held_out]
    negs = [Pair(p.nl, p.cmd) for p in fb.train_negatives]
    # As in base training: a feedback word the commands take as an argument ("is nginx running" →
    # pgrep nginx) is a name to copy; other new words ("ripgrep") join the vocabulary.
    known = frozenset(base["src_vocab"]) | (frequent_words(train_pos, 1) - name_words(train_pos, 1))
    fb_examples = make_examples(train_pos, keep, known)
    replay, dev, data_note = _load_base_data(opts, len(fb_examples))
    _say(opts, data_note)

    old_src, old_tgt = Vocab(list(base["src_vocab"])), Vocab(list(base["tgt_vocab"]))
    # An ensemble checkpoint (several seeds, see serval.model.translator) is fine-tuned member by
    # member on the same batches, and measured as the ensemble (greedy over the mean distribution).
    before_model = members_from_checkpoint(base)
    _progress(opts, f"evaluating version {parent} (dev {len(dev)}, held-out {len(held)}, rejected {len(negs)})")
    before = {"dev": template_accuracy(before_model, old_src, old_tgt, dev),
              "held_out": template_accuracy(before_model, old_src, old_tgt, held),
              "rejected_top1": _rejected_hit_rate(before_model, old_src, old_tgt, negs),
              "taught": template_accuracy(before_model, old_src, old_tgt, taught)}
    established = _established(parent, fb, before_model, old_src, old_tgt)
    before["established"] = len(established)
    del before_model

    growns = [grow_vocabulary({**base, "model": state}, [t for e in fb_examples for t in e.src],
                              [t for e in fb_examples for t in e.tgt], seed=opts.seed) for state in member_states(base)]
    grown = growns[0]
    src_vocab, tgt_vocab = Vocab(grown["src_vocab"]), Vocab(grown["tgt_vocab"])
    added = {"src": len(src_vocab) - len(old_src), "tgt": len(tgt_vocab) - len(old_tgt),
             "tgt_tokens": grown["tgt_vocab"][len(old_tgt):][:50]}
    if added["src"] or added["tgt"]:
        _say(opts, f"vocabulary: +{added['src']} source words, +{added['tgt']} command tokens"
                   + (f" ({', '.join(added['tgt_tokens'][:10])})" if added["tgt"] else ""))
    models = [model_from_checkpoint(g) for g in growns]

    fb_ids = [(src_vocab.encode(e.src), tgt_vocab.encode(e.tgt)) for e in fb_examples]
    replay_ids = [(src_vocab.encode(e.src), tgt_vocab.encode(e.tgt))
                  for e in make_examples(replay, keep, old_src.words)]
    max_len = models[0].config.max_len
    pairs = [p for p in fb_ids * max(1, opts.feedback_repeat) + replay_ids
             if len(p[0]) <= max_len and len(p[1]) + 1 <= max_len and p[0]]
    negatives = [p for p in _negative_pairs(fb.train_negatives, keep, src_vocab, tgt_vocab)
                 if p[0] and len(p[0]) <= max_len and len(p[1]) + 1 <= max_len]
    _progress(opts, f"fine-tuning on {len(fb_ids)} feedback pairs (x{opts.feedback_repeat}) + {len(replay_ids)} "
                    f"replay pairs, {len(negatives)} rejected, {opts.epochs} epochs")
    runs = []
    for i, model in enumerate(models):
        who = f"member {i + 1}/{len(models)}: " if len(models) > 1 else ""
        runs.append(train_steps(model, pairs, negatives, opts, lambda m, who=who: _progress(opts, who + m)))
    stats = {"steps": sum(r["steps"] for r in runs), "final_loss": runs[-1]["final_loss"],
             "train_seconds": round(sum(r["train_seconds"] for r in runs), 1), "members": len(models)}

    _progress(opts, "evaluating the fine-tuned model")
    after = {"dev": template_accuracy(models, src_vocab, tgt_vocab, dev),
             "held_out": template_accuracy(models, src_vocab, tgt_vocab, held),
             "rejected_top1": _rejected_hit_rate(models, src_vocab, tgt_vocab, negs),
             "taught": template_accuracy(models, src_vocab, tgt_vocab, taught),
             "established": sum(template_hits(src_vocab, tgt_vocab, established)(models)) if established else 0}
    promote, reasons = decide(before, after, opts.margin, opts.established_tolerance)
    seconds = round(time.time() - started, 1)
    _say(opts, f"dev template accuracy {_pct(before['dev'])} -> {_pct(after['dev'])}; held-out feedback "
               f"{_pct(before['held_out'])} -> {_pct(after['held_out'])}; rejected still top-1 "
               f"{_pct(before['rejected_top1'])} -> {_pct(after['rejected_top1'])}; training feedback reproduced "
               f"{_pct(before['taught'])} -> {_pct(after['taught'])}; established rows kept "
               f"{after['established']} of {before['established']}  ({seconds}s)")
    result: dict[str, Any] = {"feedback": fb.summary(), "before": before, "after": after, "added_vocab": added,
                              "training": stats, "seconds": seconds, "parent": parent, "data_note": data_note,
                              "promote": promote, "reasons": reasons}
    if opts.dry_run:
        _say(opts, f"dry run: would {'promote' if promote else 'refuse'} ({'; '.join(reasons)}); nothing written")
        return {**result, "status": "dry_run"}

    states = [{k: v.detach().to(base_dtype) if v.is_floating_point() else v for k, v in m.state_dict().items()}
              for m in models]
    slim = {k: v for k, v in grown.items() if k not in ("optimizer", "scheduler", "rng", "scaler", "ensemble")}
    slim["model"] = states[0]
    if len(states) > 1:
        slim["ensemble"] = states[1:]

    def save(path: Path, name: str) -> None:
        # Serialised in memory first: a full disk then fails as a plain OSError on write(),
        # not somewhere inside torch's zip writer.
        buffer = io.BytesIO()
        torch.save({**slim, "version": name, "parent_version": parent}, buffer)
        with open(path, "wb") as f:
            f.write(buffer.getbuffer())

    meta = {"parent": parent, "base_model": str(base_path), "model_config": grown["model_config"],
            "metrics": {"before": before, "after": after}, "feedback_ids": fb.ids(),
            "held_out_ids": sorted(p.id for p in fb.held_out), "feedback_max_id": fb.max_id,
            "feedback": fb.summary(), "added_vocab": added, "training": stats,
            "options": {k: (str(v) if isinstance(v, Path) else v) for k, v in asdict(opts).items()},
            "promoted": False, "decision": reasons, "seconds": seconds}
    name = versions.write_version(save, meta)
    result["version"] = name
    if not promote:
        _say(opts, f"version {name} kept aside, not promoted: {'; '.join(reasons)} "
                   f"(use it anyway with: serval model use {name})")
        return {**result, "status": "refused"}
    try:
        versions.update_meta(name, promoted=True)
    except OSError as exc:
        raise ServalError(f"could not record the promotion of version {name} ({exc.strerror or exc}); "
                          f"the active model is unchanged") from None
    versions.set_active(name)
    _say(opts, f"version {name} promoted to active ({'; '.join(reasons)})")
    if opts.notify_daemon:
        note = versions.notify_daemon(versions.version_path(name))
        if note != "daemon not running":
            _say(opts, note)
    return {**result, "status": "promoted"}


def _established(parent: str, fb: feedback_data.FeedbackSet, model, src_vocab, tgt_vocab) -> list:
    """Distinct (request, command) rows the parent version was trained on and gets right (greedy template)."""
    from serval.training.data import Pair

    taught = set(versions.read_meta(parent).get("feedback_ids") or ()) if parent != "external" else set()
    distinct = {(feedback_data.query_key(p.nl), p.cmd): p for p in fb.train if p.id in taught}  # one per behaviour
    rows = [Pair(p.nl, p.cmd) for p in distinct.values()]
    if not rows:
        return []
    return [p for p, hit in zip(rows, template_hits(src_vocab, tgt_vocab, rows)(model)) if hit]


def decide(before: dict, after: dict, margin: float, tolerance: float = 0.1) -> tuple[bool, list[str]]:
    """Promotion rule: dev may drop by at most ``margin`` points, held-out feedback must not drop,
    and at most ``tolerance`` of the established rows (at least one row) may be lost."""
    reasons, ok = [], True
    if before["dev"] is None or after["dev"] is None:
        reasons.append("dev accuracy not measured (no base data)")
    else:
        drop = 100 * (before["dev"] - after["dev"])
        if drop > margin + 1e-9:
            ok = False
            reasons.append(f"dev accuracy dropped {drop:.1f} points (> margin {margin:g})")
        else:
            reasons.append(f"dev change {100 * (after['dev'] - before['dev']):+.1f} points (margin {margin:g})")
    if before["held_out"] is None or after["held_out"] is None:
        reasons.append("no held-out feedback rows to check")
    elif after["held_out"] + 1e-9 < before["held_out"]:
        ok = False
        reasons.append(f"held-out feedback accuracy fell {_pct(before['held_out'])} -> {_pct(after['held_out'])}")
    else:
        reasons.append(f"held-out feedback {_pct(before['held_out'])} -> {_pct(after['held_out'])}")
    n_est = before.get("established") or 0
    if n_est:
        lost = n_est - int(after.get("established") or 0)
        allowed = max(1, math.floor(tolerance * n_est))
        if lost > allowed:
            ok = False
            reasons.append(f"it unlearns what the user taught before: {lost} of {n_est} established rows lost "
                           f"(at most {allowed} allowed)")
        else:
            reasons.append(f"established feedback kept ({n_est - lost} of {n_est})")
    if before["dev"] is None and before["held_out"] is None and not n_est:
        ok = False
        reasons.append("nothing could be measured, so nothing is promoted")
    return ok, reasons
