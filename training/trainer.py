"""The training loop for ``Seq2Seq``: token-budget batches, warmup schedules, checkpoints.

The loop works on integer ids only (the caller owns vocabularies and puts them in
``extra``). Checkpoints hold nothing but plain Python types and tensors, so every reader
can use ``torch.load(weights_only=True)``; they are written atomically so a crash never
leaves a half-written ``last.pt``. Checkpoints are taken at epoch boundaries, and the
batch order of an epoch depends only on ``(seed, epoch)``, which is what makes
``resume=True`` reproduce an uninterrupted run exactly. Under ``torchrun`` (WORLD_SIZE > 1)
the same loop runs data-parallel: every rank builds the same batch list and takes its
share; only rank 0 evaluates and writes files; the stop decision is broadcast.
"""

from __future__ import annotations

import math
import os
import sys
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Callable

import torch
import torch.nn.functional as F

from serval.atomic import atomic_write
from serval.errors import ServalError
from serval.model.transformer import BOS, EOS, PAD, ModelConfig, Seq2Seq

CHECKPOINT_FORMAT = 1  # bumped when the checkpoint dict changes shape
_RESERVED_KEYS = {
    "format", "model_config", "model", "optimizer", "scaler", "epoch", "step", "best_metric",
    "best_epoch", "bad_epochs", "finished", "history", "train_config", "rng",
}


def _default_threads() -> int:
    return max(1, min(2, os.cpu_count() or 1))


@dataclass
class TrainConfig:
    """How to train; stored in every checkpoint (``asdict``)."""

    epochs: int = 30  # passes over the training pairs
    max_steps: int = 0  # stop after this many optimizer steps (0 = no limit)
    batch_tokens: int = 4096  # padded tokens per batch (sentences x longest side), length-bucketed
    lr: float = 7e-4  # peak learning rate, reached at the end of warmup
    warmup_steps: int = 400  # linear warmup steps
    schedule: str = "inverse_sqrt"  # after warmup: "inverse_sqrt" decay or "cosine" to zero
    label_smoothing: float = 0.1  # cross-entropy label smoothing
    weight_decay: float = 0.01  # AdamW decay, applied to matrices and embeddings only
    grad_clip: float = 1.0  # max global gradient norm (0 = no clipping)
    dropout: float | None = None  # overrides ModelConfig.dropout when set
    seed: int = 1  # seeds weights, dropout and batch order
    device: str = "auto"  # "auto" (cuda when available), "cpu" or "cuda"
    amp: bool = True  # float16 autocast + GradScaler; only ever used on cuda
    patience: int = 5  # stop after this many epochs without improvement (0 = never)
    log_every: int = 50  # steps between progress lines when stderr is not a terminal
    num_threads: int = field(default_factory=_default_threads)  # torch.set_num_threads on CPU
    keep_epoch_checkpoints: int = 0  # also keep the last N epoch{E}.pt files (for averaging)

    def __post_init__(self) -> None:
        if self.schedule not in ("inverse_sqrt", "cosine"):
            raise ServalError(f"unknown schedule {self.schedule!r} (use inverse_sqrt or cosine)")
        if self.device not in ("auto", "cpu", "cuda"):
            raise ServalError(f"unknown device {self.device!r} (use auto, cpu or cuda)")
        if self.epochs < 1 or self.batch_tokens < 1 or self.lr <= 0:
            raise ServalError("epochs, batch_tokens and lr must be positive")
        if self.max_steps < 0 or self.warmup_steps < 0 or self.patience < 0:
            raise ServalError("max_steps, warmup_steps and patience must not be negative")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TrainConfig":
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


@dataclass
class TrainResult:
    """What a ``train`` call did."""

    out_dir: Path  # where the checkpoints are
    last_path: Path  # out_dir/last.pt
    best_path: Path  # out_dir/best.pt
    best_metric: float  # best dev metric (or minus the lowest training loss without evaluate)
    best_epoch: int  # 1-based epoch of best_metric
    epochs_run: int  # epochs completed in total (across resumes)
    steps: int  # optimizer steps in total
    stopped_early: bool  # patience ran out
    history: list[dict[str, float]]  # per epoch: epoch, train_loss, metric, steps, seconds


# ----------------------------------------------------------------------------- checkpoints


def _atomic_save(obj: dict, path: Path) -> None:
    """torch.save to a temp file in the same folder, fsync, then os.replace."""
    with atomic_write(path) as f:
        torch.save(obj, f)


def load_checkpoint(path: Path | str) -> dict:
    """Read a checkpoint on the CPU with ``weights_only=True``; ServalError if it is not one."""
    path = Path(path)
    if not path.is_file():
        raise ServalError(f"checkpoint not found: {path}")
    try:
        ckpt = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # truncated zip, pickle garbage, disallowed globals...
        raise ServalError(f"cannot read checkpoint {path}: corrupt, truncated or not a checkpoint ({type(exc).__name__})") from None
    if not isinstance(ckpt, dict) or not isinstance(ckpt.get("model"), dict) or not isinstance(ckpt.get("model_config"), dict):
        raise ServalError(f"{path} is not a ServalShell checkpoint (no model or model_config)")
    return ckpt


def model_from_checkpoint(ckpt: dict) -> Seq2Seq:
    """Rebuild the model a checkpoint describes, in eval mode, on the CPU."""
    model = Seq2Seq(ModelConfig.from_dict(ckpt["model_config"]))
    try:
        model.load_state_dict(ckpt["model"])
    except RuntimeError as exc:
        raise ServalError(f"checkpoint weights do not match its model_config: {exc}") from None
    return model.eval()


def member_states(ckpt: dict) -> list:
    """The weights of every model of a checkpoint: ``model``, then the other members of an ensemble
    checkpoint (``ensemble``, see ``serval.training.pipeline.export_model``)."""
    return [ckpt["model"]] + list(ckpt.get("ensemble") or [])


def members_from_checkpoint(ckpt: dict) -> list[Seq2Seq]:
    """Every model of a checkpoint (``member_states``), in fp32 and eval mode on the CPU."""
    return [model_from_checkpoint({**ckpt, "model": {k: v.float() if v.is_floating_point() else v
                                                      for k, v in state.items()}}) for state in member_states(ckpt)]


def average_checkpoints(paths: list[Path]) -> dict[str, torch.Tensor]:
    """Element-wise mean of the models' float weights (others taken from the last file)."""
    if not paths:
        raise ServalError("average_checkpoints needs at least one checkpoint")
    states = [load_checkpoint(p)["model"] for p in paths]
    keys = set(states[0])
    for p, s in zip(paths, states):
        if set(s) != keys:
            raise ServalError(f"{p} holds different weights from {paths[0]}; cannot average")
    out: dict[str, torch.Tensor] = {}
    for k in states[-1]:
        tensors = [s[k] for s in states]
        if any(t.shape != tensors[0].shape for t in tensors):
            raise ServalError(f"weight {k} has different shapes across checkpoints; cannot average")
        if tensors[0].is_floating_point():
            acc = torch.zeros_like(tensors[0], dtype=torch.float64)
            for t in tensors:
                acc += t.double()
            out[k] = (acc / len(tensors)).to(tensors[0].dtype)
        else:
            out[k] = tensors[-1].clone()
    return out


# ----------------------------------------------------------------------------- batching


def make_batches(
    pairs: list[tuple[list[int], list[int]]], batch_tokens: int, seed: int, epoch: int
) -> list[list[int]]:
    """Index batches for one epoch: length-bucketed, within a padded-token budget, shuffled.

    The order depends only on ``(seed, epoch)``. A batch's cost is its sentence count times
    its longest side (source, or target + 1 for BOS/EOS).
    """
    gen = torch.Generator().manual_seed(seed * 1_000_003 + epoch)
    order = torch.randperm(len(pairs), generator=gen).tolist()
    order.sort(key=lambda i: (len(pairs[i][0]), len(pairs[i][1])))  # stable: ties stay shuffled
    batches: list[list[int]] = []
    current: list[int] = []
    longest = 0
    for i in order:
        size = max(len(pairs[i][0]), len(pairs[i][1]) + 1)
        if current and max(longest, size) * (len(current) + 1) > batch_tokens:
            batches.append(current)
            current, longest = [], 0
        current.append(i)
        longest = max(longest, size)
    if current:
        batches.append(current)
    perm = torch.randperm(len(batches), generator=gen).tolist()
    return [batches[j] for j in perm]


def collate(
    pairs: list[tuple[list[int], list[int]]], idx: list[int], device: torch.device
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``src`` (B,S) padded; ``tgt_in`` = BOS + tgt; ``tgt_out`` = tgt + EOS (both PAD-padded)."""
    S = max(1, max(len(pairs[i][0]) for i in idx))
    T = max(len(pairs[i][1]) for i in idx) + 1
    src = torch.full((len(idx), S), PAD, dtype=torch.long)
    tgt_in = torch.full((len(idx), T), PAD, dtype=torch.long)
    tgt_out = torch.full((len(idx), T), PAD, dtype=torch.long)
    for row, i in enumerate(idx):
        s, t = pairs[i]
        if s:
            src[row, : len(s)] = torch.tensor(s, dtype=torch.long)
        tgt_in[row, : len(t) + 1] = torch.tensor([BOS] + list(t), dtype=torch.long)
        tgt_out[row, : len(t) + 1] = torch.tensor(list(t) + [EOS], dtype=torch.long)
    return src.to(device), tgt_in.to(device), tgt_out.to(device)


def _check_pairs(pairs, cfg: ModelConfig) -> list[tuple[list[int], list[int]]]:
    """Keep pairs that fit the model; ServalError on bad ids or when nothing is left."""
    kept, dropped = [], 0
    for n, pair in enumerate(pairs):
        try:
            src, tgt = list(pair[0]), list(pair[1])
        except (TypeError, IndexError):
            raise ServalError(f"training pair {n} is not a (src_ids, tgt_ids) pair") from None
        if any(not isinstance(t, int) or t < 0 or t >= cfg.src_vocab_size for t in src):
            raise ServalError(f"training pair {n}: source id outside [0, {cfg.src_vocab_size})")
        if any(not isinstance(t, int) or t < 0 or t >= cfg.tgt_vocab_size for t in tgt):
            raise ServalError(f"training pair {n}: target id outside [0, {cfg.tgt_vocab_size})")
        if len(src) > cfg.max_len or len(tgt) + 1 > cfg.max_len:
            dropped += 1
            continue
        kept.append((src, tgt))
    if dropped:
        print(f"serval-train: skipped {dropped} pairs longer than max_len {cfg.max_len}", file=sys.stderr)
    if not kept:
        raise ServalError("no training pairs to train on")
    return kept


# ----------------------------------------------------------------------------- schedule, progress


def lr_at(step: int, cfg: TrainConfig, total_steps: int) -> float:
    """Learning rate for optimizer step ``step`` (1-based)."""
    step = max(step, 1)
    warm = max(cfg.warmup_steps, 1)
    if step <= cfg.warmup_steps:
        return cfg.lr * step / warm
    if cfg.schedule == "inverse_sqrt":
        return cfg.lr * math.sqrt(warm / step)
    span = max(total_steps - cfg.warmup_steps, 1)
    progress = min((step - cfg.warmup_steps) / span, 1.0)
    return cfg.lr * 0.5 * (1.0 + math.cos(math.pi * progress))


class _Progress:
    """Plain-text progress on stderr: \\r-updated on a terminal, one line per log_every otherwise."""

    def __init__(self, log_every: int, enabled: bool):
        self.enabled = enabled
        self.tty = enabled and sys.stderr.isatty()
        self.log_every = max(1, log_every)
        self.tokens = 0
        self.t0 = time.perf_counter()

    def update(self, epoch: int, step: int, loss: float, lr: float, tokens: int) -> None:
        if not self.enabled:
            return
        self.tokens += tokens
        if not self.tty and step % self.log_every:
            return
        rate = self.tokens / max(time.perf_counter() - self.t0, 1e-9)
        line = f"epoch {epoch} step {step} loss {loss:.4f} lr {lr:.2e} {rate:,.0f} tok/s"
        if self.tty:
            sys.stderr.write("\r" + line + "\x1b[K")
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def epoch_end(self, message: str) -> None:
        if self.enabled:
            sys.stderr.write(("\r\x1b[K" if self.tty else "") + message + "\n")
            sys.stderr.flush()
        self.tokens, self.t0 = 0, time.perf_counter()


# ----------------------------------------------------------------------------- distributed


@dataclass
class _Dist:
    """Who we are in a torchrun job (world 1 when not distributed)."""

    rank: int = 0  # global rank
    world: int = 1  # number of processes
    local_rank: int = 0  # rank on this machine (cuda device index)
    owned: bool = False  # we initialised the process group, so we tear it down

    @property
    def main(self) -> bool:
        return self.rank == 0


def _init_distributed(device_kind: str) -> _Dist:
    world = int(os.environ.get("WORLD_SIZE", "1"))
    if world <= 1:
        return _Dist()
    import torch.distributed as dist

    owned = False
    if not dist.is_initialized():
        dist.init_process_group(backend="nccl" if device_kind == "cuda" else "gloo")
        owned = True
    return _Dist(dist.get_rank(), dist.get_world_size(), int(os.environ.get("LOCAL_RANK", "0")), owned)


def _resolve_device(kind: str, dist_info: _Dist) -> torch.device:
    if kind == "cuda" and not torch.cuda.is_available():
        raise ServalError("device 'cuda' requested but no GPU is available")
    if kind == "cuda" or (kind == "auto" and torch.cuda.is_available()):
        return torch.device("cuda", dist_info.local_rank if dist_info.world > 1 else torch.cuda.current_device())
    return torch.device("cpu")


# ----------------------------------------------------------------------------- training


def _rng_state(device: torch.device) -> dict[str, Any]:
    state: dict[str, Any] = {"torch": torch.get_rng_state()}
    if device.type == "cuda":
        state["cuda"] = torch.cuda.get_rng_state_all()
    return state


def _set_rng_state(state: dict[str, Any], device: torch.device) -> None:
    torch.set_rng_state(state["torch"])
    if device.type == "cuda" and "cuda" in state:
        torch.cuda.set_rng_state_all(state["cuda"])


def _param_groups(model: Seq2Seq, weight_decay: float) -> list[dict]:
    decay, no_decay = [], []
    for p in model.parameters():  # parameters() yields a tied weight once
        (decay if p.dim() >= 2 else no_decay).append(p)
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]


def _out_of_patience(cfg: TrainConfig, bad_epochs: int) -> bool:
    return cfg.patience > 0 and bad_epochs >= cfg.patience


def _more_allowed(cfg: TrainConfig, epoch: int, step: int, bad_epochs: int) -> bool:
    """Whether ``cfg`` lets a run that has done ``epoch`` epochs and ``step`` steps train on: the rule that
    ends a run after each epoch, and lets a resumed run that had ended go on under larger limits."""
    return not _out_of_patience(cfg, bad_epochs) and epoch < cfg.epochs and not (cfg.max_steps and step >= cfg.max_steps)


def train(
    model_config: ModelConfig,
    train_cfg: TrainConfig,
    train_pairs: list[tuple[list[int], list[int]]],
    out_dir: Path,
    *,
    evaluate: Callable[[Seq2Seq], float] | None = None,
    extra: dict | None = None,
    resume: bool = False,
) -> TrainResult:
    """Train a ``Seq2Seq`` on (src_ids, tgt_ids) pairs without BOS/EOS; write checkpoints.

    ``evaluate(model)`` (higher is better) runs after each epoch on rank 0 in eval mode;
    without it the metric is minus the epoch's training loss. ``out_dir/last.pt`` is written
    every epoch, ``out_dir/best.pt`` when the metric improves. ``resume=True`` continues from
    ``out_dir/last.pt``.
    """
    extra = dict(extra or {})
    clash = _RESERVED_KEYS & set(extra)
    if clash:
        raise ServalError(f"extra checkpoint keys clash with trainer keys: {sorted(clash)}")
    out_dir = Path(out_dir)
    if train_cfg.dropout is not None:
        model_config = ModelConfig.from_dict({**model_config.to_dict(), "dropout": train_cfg.dropout})
    pairs = _check_pairs(train_pairs, model_config)

    dist_info = _init_distributed("cuda" if train_cfg.device == "cuda" else "cpu")
    try:
        return _train(model_config, train_cfg, pairs, out_dir, evaluate, extra, resume, dist_info)
    finally:
        if dist_info.owned:
            import torch.distributed as dist

            dist.destroy_process_group()


def _train(
    model_config: ModelConfig,
    cfg: TrainConfig,
    pairs: list[tuple[list[int], list[int]]],
    out_dir: Path,
    evaluate: Callable[[Seq2Seq], float] | None,
    extra: dict,
    resume: bool,
    dist_info: _Dist,
) -> TrainResult:
    device = _resolve_device(cfg.device, dist_info)
    if device.type == "cpu":
        local_world = int(os.environ.get("LOCAL_WORLD_SIZE", "1"))
        torch.set_num_threads(max(1, cfg.num_threads // max(local_world, 1)))
    use_amp = cfg.amp and device.type == "cuda"
    if dist_info.main:
        out_dir.mkdir(parents=True, exist_ok=True)
    last_path, best_path = out_dir / "last.pt", out_dir / "best.pt"

    torch.manual_seed(cfg.seed)
    model = Seq2Seq(model_config).to(device)
    optimizer = torch.optim.AdamW(_param_groups(model, cfg.weight_decay), lr=cfg.lr, betas=(0.9, 0.98), eps=1e-9)
    scaler = torch.amp.GradScaler("cuda", enabled=use_amp)

    epoch, step, bad_epochs, best_epoch = 0, 0, 0, 0
    best_metric = -math.inf
    finished = False
    history: list[dict[str, float]] = []
    if resume:
        ckpt = load_checkpoint(last_path)
        if ckpt["model_config"] != model_config.to_dict():
            raise ServalError(f"{last_path} was trained with a different model config; cannot resume")
        model.load_state_dict(ckpt["model"])
        optimizer.load_state_dict(ckpt["optimizer"])
        if use_amp and ckpt.get("scaler"):
            scaler.load_state_dict(ckpt["scaler"])
        epoch, step = int(ckpt["epoch"]), int(ckpt["step"])
        best_metric, best_epoch = float(ckpt["best_metric"]), int(ckpt["best_epoch"])
        bad_epochs, finished = int(ckpt["bad_epochs"]), bool(ckpt["finished"])
        if finished and _more_allowed(cfg, epoch, step, bad_epochs):
            finished = False  # a run that ended goes on under a larger --epochs or --patience
        history = [dict(h) for h in ckpt["history"]]
        _set_rng_state(ckpt["rng"], device)

    raw_model = model
    if dist_info.world > 1:
        from torch.nn.parallel import DistributedDataParallel as DDP

        model = DDP(model, device_ids=[device.index] if device.type == "cuda" else None)

    batches_per_epoch = len(make_batches(pairs, cfg.batch_tokens, cfg.seed, 0))
    per_rank = math.ceil(batches_per_epoch / dist_info.world)
    total_steps = cfg.max_steps or cfg.epochs * per_rank
    progress = _Progress(cfg.log_every, enabled=dist_info.main)
    stopped_early = finished and bad_epochs >= cfg.patience > 0

    while not finished and epoch < cfg.epochs and not (cfg.max_steps and step >= cfg.max_steps):
        t_epoch = time.perf_counter()
        model.train()
        batches = make_batches(pairs, cfg.batch_tokens, cfg.seed, epoch)
        if dist_info.world > 1:  # equal counts on every rank (wrap around), then this rank's share
            needed = per_rank * dist_info.world
            batches = [batches[i % len(batches)] for i in range(needed)][dist_info.rank :: dist_info.world]
        loss_sum, token_sum = 0.0, 0
        for idx in batches:
            src, tgt_in, tgt_out = collate(pairs, idx, device)
            lr = lr_at(step + 1, cfg, total_steps)
            for group in optimizer.param_groups:
                group["lr"] = lr
            with torch.autocast(device_type=device.type, dtype=torch.float16, enabled=use_amp):
                logits = model(src, tgt_in)  # (B, T, V)
                loss = F.cross_entropy(
                    logits.float().view(-1, logits.size(-1)), tgt_out.view(-1),
                    ignore_index=PAD, label_smoothing=cfg.label_smoothing,
                )
            optimizer.zero_grad(set_to_none=True)
            scaler.scale(loss).backward()
            if cfg.grad_clip > 0:
                scaler.unscale_(optimizer)
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.grad_clip)
            scaler.step(optimizer)
            scaler.update()
            step += 1
            n_tok = int((tgt_out != PAD).sum())
            loss_sum += float(loss.detach()) * n_tok
            token_sum += n_tok
            progress.update(epoch + 1, step, float(loss.detach()), lr, n_tok + int((src != PAD).sum()))
            if cfg.max_steps and step >= cfg.max_steps:
                break
        epoch += 1
        train_loss = loss_sum / max(token_sum, 1)

        stop = torch.zeros(1, dtype=torch.long)
        if dist_info.main:
            raw_model.eval()
            metric = float(evaluate(raw_model)) if evaluate is not None else -train_loss
            raw_model.train()
            if math.isnan(metric):
                raise ServalError("evaluate() returned NaN")
            improved = metric > best_metric
            if improved:
                best_metric, best_epoch, bad_epochs = metric, epoch, 0
            else:
                bad_epochs += 1
            out_of_patience = _out_of_patience(cfg, bad_epochs)
            done = not _more_allowed(cfg, epoch, step, bad_epochs)
            history.append({
                "epoch": epoch, "train_loss": train_loss, "metric": metric, "steps": step,
                "seconds": time.perf_counter() - t_epoch,
            })
            ckpt = {
                "format": CHECKPOINT_FORMAT,
                "model_config": model_config.to_dict(),
                "model": raw_model.state_dict(),
                "optimizer": optimizer.state_dict(),
                "scaler": scaler.state_dict() if use_amp else {},
                "epoch": epoch,
                "step": step,
                "best_metric": best_metric,
                "best_epoch": best_epoch,
                "bad_epochs": bad_epochs,
                "finished": done,
                "history": history,
                "train_config": asdict(cfg),
                "rng": _rng_state(device),
                **extra,
            }
            _atomic_save(ckpt, last_path)
            if improved:
                _atomic_save(ckpt, best_path)
            if cfg.keep_epoch_checkpoints > 0:
                _atomic_save(ckpt, out_dir / f"epoch{epoch}.pt")
                old = out_dir / f"epoch{epoch - cfg.keep_epoch_checkpoints}.pt"
                if old.exists():
                    old.unlink()
            progress.epoch_end(
                f"epoch {epoch} done: train loss {train_loss:.4f} metric {metric:.4f}"
                f"{' (best)' if improved else ''} steps {step}"
            )
            stopped_early = out_of_patience
            stop[0] = 2 if out_of_patience else (1 if done else 0)
        if dist_info.world > 1:
            import torch.distributed as dist

            dist.broadcast(stop, src=0)  # every rank stops together
            if not dist_info.main:
                if stop.item():
                    finished = True
                    stopped_early = stop.item() == 2
                continue
        finished = bool(stop.item())

    return TrainResult(
        out_dir=out_dir, last_path=last_path, best_path=best_path, best_metric=best_metric,
        best_epoch=best_epoch, epochs_run=epoch, steps=step, stopped_early=stopped_early, history=history,
    )
