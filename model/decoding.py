"""Greedy and beam-search decoding for ``Seq2Seq``, cached (KV cache) or uncached.

The uncached path recomputes the decoder over the whole prefix each step; it exists as a
reference that the cached path must match exactly (tests) and as the benchmark baseline.
``PAD`` and ``BOS`` are never generated: their scores are set to -inf at every step.

Both functions take one model or a sequence of models sharing the vocabularies (an ensemble):
each member encodes the source once and keeps its own KV cache, and the next-token distribution
is the mean of the members' probabilities, log(1/M · Σ_m p_m), so scores stay log-probabilities.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence, Union

import torch

from serval.errors import ServalError
from serval.model.ensemble import stackable, stacked_decoder, stacked_encoder
from serval.model.transformer import BOS, EOS, PAD, KVCache, Seq2Seq

Models = Union[Seq2Seq, Sequence[Seq2Seq]]  # one model, or an ensemble sharing the vocabularies


@dataclass
class Hypothesis:
    """One finished beam-search output."""

    tokens: list[int]  # target ids, without BOS and EOS
    logprob: float  # sum of token log-probabilities, EOS included
    score: float  # logprob / length_penalty(len(tokens) + 1)


def length_penalty(length: int, alpha: float) -> float:
    """GNMT length penalty lp(Y) = ((5 + |Y|) / 6) ** alpha, |Y| counting EOS."""
    return ((5.0 + length) / 6.0) ** alpha


def pad_batch(seqs: Sequence[Sequence[int]], device: torch.device | str = "cpu") -> torch.Tensor:
    """Right-pad lists of ids with ``PAD`` into a (B, S) int64 tensor (S >= 1)."""
    width = max([len(s) for s in seqs] + [1])
    out = torch.full((len(seqs), width), PAD, dtype=torch.long)
    for i, s in enumerate(seqs):
        if len(s):
            out[i, : len(s)] = torch.tensor(list(s), dtype=torch.long)
    return out.to(device)


class _EvalMode:
    """Put the models in eval mode for the call, restoring their previous modes after."""

    def __init__(self, models: list[Seq2Seq]):
        self.models = models
        self.was_training = [m.training for m in models]

    def __enter__(self) -> None:
        for m, was in zip(self.models, self.was_training):
            if was:   # .eval() walks every module: skip it for a model already in eval mode
                m.eval()

    def __exit__(self, *exc) -> None:
        for m, was in zip(self.models, self.was_training):
            if was:
                m.train(True)


def _members(models: Models) -> list[Seq2Seq]:
    members = [models] if isinstance(models, Seq2Seq) else list(models)
    if not members:
        raise ServalError("decoding needs at least one model")
    sizes = {(m.config.src_vocab_size, m.config.tgt_vocab_size) for m in members}
    if len(sizes) > 1:
        raise ServalError(f"ensemble members have different vocabulary sizes: {sorted(sizes)}")
    return members


def _prepare_src(model: Seq2Seq, src: torch.Tensor | Sequence[Sequence[int]]) -> torch.Tensor:
    device = next(model.parameters()).device
    if not isinstance(src, torch.Tensor):
        src = pad_batch(src, device)
    if src.dim() != 2:
        raise ServalError(f"src must be (batch, length), got shape {tuple(src.shape)}")
    return src.to(device)


def _next_logprobs(logits: torch.Tensor) -> torch.Tensor:
    """Log-softmax over the vocabulary with PAD and BOS made impossible."""
    logits = logits.float()
    logits[:, PAD] = float("-inf")
    logits[:, BOS] = float("-inf")
    return torch.log_softmax(logits, dim=-1)


class _Member:
    """One model's decoding state: its encoder output, source mask and KV cache."""

    def __init__(self, model: Seq2Seq, src: torch.Tensor, beams: int, max_steps: int, use_cache: bool):
        self.model = model
        memory, src_pad_mask = model.encode(src)
        self.memory, self.src_pad_mask = Seq2Seq.expand_for_beams(memory, src_pad_mask, beams)
        self.cache: KVCache | None = model.new_cache(src.size(0) * beams, max_steps) if use_cache else None

    def logits(self, prefix: torch.Tensor) -> torch.Tensor:
        if self.cache is not None:
            return self.model.decode_step(prefix[:, -1], self.cache, self.memory, self.src_pad_mask)
        return self.model.decode_full(prefix, self.memory, self.src_pad_mask)[:, -1]

    def select(self, rows: torch.Tensor) -> None:
        self.memory = self.memory.index_select(0, rows)
        self.src_pad_mask = self.src_pad_mask.index_select(0, rows)
        if self.cache is not None:
            self.cache.index_select(rows)


class _Stacked:
    """Cached decoding of an ensemble of one config: its encoders and decoders stacked into batched products."""

    def __init__(self, models: list[Seq2Seq], src: torch.Tensor, beams: int, max_steps: int,
                 dtype: torch.dtype | None = None):
        self.decoder = stacked_decoder(models, dtype)
        memory, src_pad_mask = stacked_encoder(models, dtype).encode(src)  # (M, B, S, C), (B, S)
        self.state = self.decoder.start(memory, src_pad_mask, max_steps, beams)

    def logits(self, prefix: torch.Tensor) -> torch.Tensor:
        """Every member's next-token logits (M, B, V)."""
        return self.decoder.step(prefix[:, -1], self.state)

    def select(self, rows: torch.Tensor) -> None:
        self.state.index_select(rows)


class _Stepper:
    """Feeds the newest token of each row to every member and returns next-token log-probs.

    A cached ensemble of one config decodes stacked (``serval.model.ensemble``); otherwise each
    member decodes on its own.
    """

    def __init__(self, models: list[Seq2Seq], src: torch.Tensor, beams: int, max_steps: int, use_cache: bool,
                 stack: bool = True, dtype: torch.dtype | None = None):
        self.count = len(models)
        self.stacked = (_Stacked(models, src, beams, max_steps, dtype) if stack and use_cache and stackable(models)
                        else None)
        self.members = [] if self.stacked else [_Member(m, src, beams, max_steps, use_cache) for m in models]

    def __call__(self, prefix: torch.Tensor) -> torch.Tensor:
        """``prefix`` (B, t) BOS-first; returns log-probs (B, V) of token t+1."""
        if self.stacked is not None:
            logits = self.stacked.logits(prefix)  # (M, B, V)
            lps = _next_logprobs(logits.flatten(0, 1)).view_as(logits)
        elif self.count == 1:
            return _next_logprobs(self.members[0].logits(prefix))
        else:
            lps = torch.stack([_next_logprobs(m.logits(prefix)) for m in self.members])  # (M, B, V)
        return torch.logsumexp(lps, dim=0) - math.log(self.count)

    def select(self, rows: torch.Tensor) -> None:
        """Keep batch rows ``rows`` (beam reordering, dropping finished sentences)."""
        for m in [self.stacked] if self.stacked else self.members:
            m.select(rows)


@torch.inference_mode()
def greedy_decode(
    model: Models, src: torch.Tensor | Sequence[Sequence[int]], max_len: int = 100, use_cache: bool = True
) -> list[list[int]]:
    """Argmax decoding of a batch; per row, the ids before the first EOS (at most ``max_len``).

    ``max_len`` is capped at the model's ``max_len`` (positions); rows that never emit EOS
    return their first ``max_len`` tokens.
    """
    if max_len < 1:
        raise ServalError("max_len must be at least 1")
    models = _members(model)
    with _EvalMode(models):
        src = _prepare_src(models[0], src)
        B = src.size(0)
        if B == 0:
            return []
        max_len = min([max_len] + [m.config.max_len for m in models])
        step = _Stepper(models, src, 1, max_len, use_cache)
        ys = torch.full((B, 1), BOS, dtype=torch.long, device=src.device)  # (B, t)
        finished = torch.zeros(B, dtype=torch.bool, device=src.device)
        for _ in range(max_len):
            nxt = step(ys).argmax(dim=-1)  # (B,)
            nxt = nxt.masked_fill(finished, PAD)
            ys = torch.cat([ys, nxt[:, None]], dim=1)
            finished |= nxt == EOS
            if bool(finished.all()):
                break
        out: list[list[int]] = []
        for row in ys[:, 1:].tolist():
            tokens = []
            for t in row:
                if t in (EOS, PAD):
                    break
                tokens.append(t)
            out.append(tokens)
        return out


@torch.inference_mode()
def beam_search(
    model: Models,
    src: torch.Tensor | Sequence[Sequence[int]],
    beam_size: int = 5,
    n_best: int = 5,
    alpha: float = 0.6,
    max_len: int = 100,
    use_cache: bool = True,
    exact: bool = True,
    stack: bool = True,
    dtype: torch.dtype | None = None,
) -> list[list[Hypothesis]]:
    """Beam search over a batch; for each sentence up to ``n_best`` hypotheses, best first.

    Every alive beam's EOS extension is offered to the sentence's finished pool at each
    step; the ``beam_size`` best non-EOS extensions stay alive. A sentence stops when its
    pool holds ``n_best`` hypotheses and no alive beam can still beat the worst of them:
    log-probs only fall as tokens are added and the penalty is largest at the maximal
    length, so ``best_alive_logprob / lp(max_len + 1)`` bounds any future score. At most
    ``max_len`` tokens are generated before EOS (capped by the model's positions); at that
    length only EOS is allowed, so every sentence ends with at least one hypothesis.

    With ``stack=False`` an ensemble decodes member by member even when its decoders could run
    stacked (the reference the benchmark times the stacked decoding against).

    ``dtype`` is what a stacked ensemble's decoder computes in (``serval.model.ensemble``; bfloat16 is
    faster on CPUs that have it natively); members decoding apart always use their own.

    With ``exact=False`` the bound uses the penalty of the next length, ``lp(t + 2)``, instead of
    the largest one (the heuristic of Hugging Face's ``early_stopping=False``): fewer steps, and a
    longer hypothesis that would still have won may be missed.
    """
    if beam_size < 1 or n_best < 1 or max_len < 1:
        raise ServalError("beam_size, n_best and max_len must all be at least 1")
    if alpha < 0:
        raise ServalError("alpha must be >= 0")
    models = _members(model)
    with _EvalMode(models):
        src = _prepare_src(models[0], src)
        B, K = src.size(0), beam_size
        if B == 0:
            return []
        device = src.device
        # the forced-EOS step needs a position
        max_len = min([max_len] + [m.config.max_len - 1 for m in models])
        best_bound_penalty = length_penalty(max_len + 1, alpha)
        step = _Stepper(models, src, K, max_len + 1, use_cache, stack, dtype)

        active = list(range(B))  # original sentence index of each active block of K rows
        prefix = torch.full((B * K, 1), BOS, dtype=torch.long, device=device)  # (A*K, t)
        alive_lp = torch.full((B, K), float("-inf"), device=device)  # (A, K)
        alive_lp[:, 0] = 0.0  # only one real beam at the start
        pools: list[list[Hypothesis]] = [[] for _ in range(B)]

        for t in range(max_len + 1):
            A = len(active)
            lp = step(prefix).view(A, K, -1)  # (A, K, V)
            V = lp.size(-1)
            total = alive_lp[:, :, None] + lp  # (A, K, V)

            # Finished candidates: each alive beam followed by EOS, length t+1 with EOS.
            eos_lp = total[:, :, EOS].tolist()
            penalty = length_penalty(t + 1, alpha)
            tokens_cpu = prefix[:, 1:].view(A, K, -1).tolist()
            for a, b in enumerate(active):
                pool = pools[b]
                for k in range(K):
                    score_lp = eos_lp[a][k]
                    if score_lp == float("-inf"):
                        continue
                    hyp = Hypothesis(tokens=tokens_cpu[a][k], logprob=score_lp, score=score_lp / penalty)
                    if len(pool) < n_best or hyp.score > pool[-1].score:
                        pool.append(hyp)
                        pool.sort(key=lambda h: h.score, reverse=True)
                        del pool[n_best:]

            if t == max_len:
                break

            # Alive candidates: the K best non-EOS extensions of each sentence.
            total[:, :, EOS] = float("-inf")
            top_lp, top_idx = total.view(A, K * V).topk(K, dim=-1)  # (A, K)
            beam_idx = top_idx // V
            token = top_idx % V

            # Which sentences are done: full pool and no alive beam can beat its worst entry.
            keep: list[int] = []
            best_alive = top_lp[:, 0].tolist()
            # exact=False: as if the best alive beam ended at the next step
            bound_penalty = best_bound_penalty if exact else length_penalty(t + 2, alpha)
            for a, b in enumerate(active):
                pool = pools[b]
                bound = best_alive[a] / bound_penalty
                done = best_alive[a] == float("-inf") or (len(pool) >= n_best and bound <= pool[-1].score)
                if not done:
                    keep.append(a)
            if not keep:
                break

            rows = (torch.arange(A, device=device)[:, None] * K + beam_idx).view(-1)  # (A*K,)
            prefix = torch.cat([prefix.index_select(0, rows), token.view(-1, 1)], dim=1)
            alive_lp = top_lp
            step.select(rows)
            if len(keep) < A:  # drop finished sentences' rows from every batched tensor
                keep_t = torch.tensor(keep, device=device)
                keep_rows = (keep_t[:, None] * K + torch.arange(K, device=device)).view(-1)
                prefix = prefix.index_select(0, keep_rows)
                alive_lp = alive_lp.index_select(0, keep_t)
                step.select(keep_rows)
                active = [active[a] for a in keep]

        return pools
