"""Greedy and beam search: exactness against brute force, cache equivalence, length caps."""

from __future__ import annotations

import itertools

import pytest
import torch

from serval.errors import ServalError
from serval.model.decoding import Hypothesis, beam_search, greedy_decode, length_penalty, pad_batch
from serval.model.transformer import BOS, EOS, PAD, ModelConfig, Seq2Seq


def tiny_model(seed: int, tgt_vocab: int = 11, max_len: int = 32, d_model: int = 32, **over) -> Seq2Seq:
    torch.manual_seed(seed)
    cfg = ModelConfig(
        src_vocab_size=12, tgt_vocab_size=tgt_vocab, d_model=d_model, n_heads=4, n_enc_layers=2,
        n_dec_layers=2, d_ff=64, dropout=0.0, max_len=max_len, **over,
    )
    model = Seq2Seq(cfg).eval()
    with torch.no_grad():  # sharper distributions than the tiny init gives, so scores differ clearly
        model.lm_head.weight.mul_(8.0)
    return model


SOURCES = [[4, 5, 6, 7], [8, 9], [10, 4, 11, 5, 6, 7, 8], [5]]


def ref_logprobs(model: Seq2Seq, src: list[int], prefix: list[int]) -> torch.Tensor:
    """Independent scoring: the full teacher-forced forward pass, PAD/BOS excluded."""
    logits = model(torch.tensor([src]), torch.tensor([[BOS] + prefix]))[0, -1].clone()
    logits[PAD] = logits[BOS] = float("-inf")
    return torch.log_softmax(logits, dim=-1)


def test_greedy_matches_stepwise_argmax_reference():
    model = tiny_model(1)
    out = greedy_decode(model, SOURCES, max_len=12)
    with torch.inference_mode():
        for src, got in zip(SOURCES, out):
            ref: list[int] = []
            while len(ref) < 12:
                tok = int(ref_logprobs(model, src, ref).argmax())
                if tok == EOS:
                    break
                ref.append(tok)
            assert got == ref


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_greedy_cached_equals_uncached(seed):
    model = tiny_model(seed)
    src = pad_batch(SOURCES)
    assert greedy_decode(model, src, max_len=20) == greedy_decode(model, src, max_len=20, use_cache=False)


@pytest.mark.parametrize("seed", [5, 6])
def test_beam_cached_equals_uncached(seed):
    model = tiny_model(seed)
    cached = beam_search(model, SOURCES, beam_size=4, n_best=3, max_len=15)
    uncached = beam_search(model, SOURCES, beam_size=4, n_best=3, max_len=15, use_cache=False)
    assert [[h.tokens for h in hs] for hs in cached] == [[h.tokens for h in hs] for hs in uncached]
    for hs_c, hs_u in zip(cached, uncached):
        for a, b in zip(hs_c, hs_u):
            assert a.logprob == pytest.approx(b.logprob, abs=1e-4)


@pytest.mark.parametrize("alpha", [0.0, 0.6, 1.5])
def test_beam_is_exact_against_brute_force(alpha):
    """Vocab 7 (generatable: UNK, 4, 5, 6 and EOS), up to 3 tokens: 85 sequences in all."""
    model = tiny_model(7, tgt_vocab=7, d_model=16)
    src, max_len, n_best = [4, 9, 6], 3, 6
    scored = []
    with torch.inference_mode():
        for length in range(max_len + 1):
            for seq in itertools.product([1, 4, 5, 6], repeat=length):
                seq = list(seq)
                lp = sum(float(ref_logprobs(model, src, seq[:i])[tok]) for i, tok in enumerate(seq + [EOS]))
                scored.append((lp / length_penalty(len(seq) + 1, alpha), lp, seq))
    assert len(scored) == 85
    scored.sort(key=lambda x: x[0], reverse=True)
    [hyps] = beam_search(model, [src], beam_size=64, n_best=n_best, alpha=alpha, max_len=max_len)
    assert [h.tokens for h in hyps] == [s[2] for s in scored[:n_best]]
    for h, (score, lp, _) in zip(hyps, scored):
        assert h.score == pytest.approx(score, abs=1e-4)
        assert h.logprob == pytest.approx(lp, abs=1e-4)
    assert [h.score for h in hyps] == sorted((h.score for h in hyps), reverse=True)


def test_beam_scores_follow_length_penalty_and_stay_sorted():
    model = tiny_model(8)
    results = beam_search(model, SOURCES, beam_size=5, n_best=5, alpha=0.6, max_len=10)
    assert len(results) == len(SOURCES)
    for hyps in results:
        assert 1 <= len(hyps) <= 5
        assert all(isinstance(h, Hypothesis) for h in hyps)
        scores = [h.score for h in hyps]
        assert scores == sorted(scores, reverse=True)
        for h in hyps:
            assert EOS not in h.tokens and BOS not in h.tokens and PAD not in h.tokens
            assert h.score == pytest.approx(h.logprob / length_penalty(len(h.tokens) + 1, 0.6))
        assert len({tuple(h.tokens) for h in hyps}) == len(hyps)


def test_batched_beam_equals_one_sentence_at_a_time():
    model = tiny_model(9)
    batched = beam_search(model, SOURCES, beam_size=3, n_best=3, max_len=12)
    for src, hyps in zip(SOURCES, batched):
        [alone] = beam_search(model, [src], beam_size=3, n_best=3, max_len=12)
        assert [h.tokens for h in hyps] == [h.tokens for h in alone]
        for a, b in zip(hyps, alone):
            assert a.score == pytest.approx(b.score, abs=1e-4)


def test_beam_size_one_agrees_with_greedy_when_greedy_ends():
    model = tiny_model(10)
    greedy = greedy_decode(model, SOURCES, max_len=30)
    beams = beam_search(model, SOURCES, beam_size=1, n_best=1, alpha=0.0, max_len=30)
    for g, [h] in zip(greedy, beams):
        if len(g) < 30:
            assert h.tokens == g


def never_eos_model() -> Seq2Seq:
    """A tiny model whose final hidden state is constant and whose output never favours EOS."""
    model = tiny_model(11, tie_output=False, max_len=16)
    with torch.no_grad():
        model.dec_norm.weight.zero_()
        model.dec_norm.bias.fill_(1.0)
        model.lm_head.weight.zero_()
        model.lm_head.weight[5] = 0.5  # token 5 is always the favourite
        model.lm_head.weight[EOS] = -1.0
    return model


def test_max_len_caps_greedy_and_beam():
    model = never_eos_model()
    assert greedy_decode(model, [[4, 5]], max_len=7) == [[5] * 7]
    assert greedy_decode(model, [[4, 5]], max_len=7, use_cache=False) == [[5] * 7]
    # requested lengths beyond the model's positions are capped, not an error or a hang
    assert greedy_decode(model, [[4]], max_len=1000) == [[5] * 16]
    for use_cache in (True, False):
        [hyps] = beam_search(model, [[4, 5]], beam_size=3, n_best=2, max_len=6, use_cache=use_cache)
        assert hyps and all(len(h.tokens) <= 6 for h in hyps)
        [hyps] = beam_search(model, [[4]], beam_size=2, n_best=2, max_len=500, use_cache=use_cache)
        assert hyps and all(len(h.tokens) <= 15 for h in hyps)


def test_decoding_is_deterministic_and_restores_training_mode():
    model = tiny_model(12)
    model.train()
    a = beam_search(model, SOURCES, beam_size=3, n_best=2, max_len=10)
    b = beam_search(model, SOURCES, beam_size=3, n_best=2, max_len=10)
    assert a == b
    assert greedy_decode(model, SOURCES, max_len=10) == greedy_decode(model, SOURCES, max_len=10)
    assert model.training


def test_bad_arguments_are_serval_errors():
    model = tiny_model(13)
    with pytest.raises(ServalError):
        beam_search(model, [[4]], beam_size=0)
    with pytest.raises(ServalError):
        beam_search(model, [[4]], alpha=-1.0)
    with pytest.raises(ServalError):
        greedy_decode(model, [[4]], max_len=0)
    with pytest.raises(ServalError):
        greedy_decode(model, [[400]])
    with pytest.raises(ServalError):
        beam_search(model, torch.tensor([4, 5]))
    assert greedy_decode(model, []) == [] and beam_search(model, []) == []
    # an empty source is a defined input, not a crash
    assert len(beam_search(model, [[]], beam_size=2, n_best=1, max_len=5)[0]) == 1


def test_inexact_stop_takes_no_more_steps_and_returns_full_sorted_pools():
    model = tiny_model(8)
    calls = {"n": 0}
    decode_step = model.decode_step

    def counted(*args, **kwargs):
        calls["n"] += 1
        return decode_step(*args, **kwargs)

    model.decode_step = counted
    exact = beam_search(model, SOURCES, beam_size=4, n_best=4, alpha=0.6, max_len=20)
    exact_steps, calls["n"] = calls["n"], 0
    quick = beam_search(model, SOURCES, beam_size=4, n_best=4, alpha=0.6, max_len=20, exact=False)
    assert calls["n"] <= exact_steps
    for fast, full in zip(quick, exact):
        assert len(fast) == len(full) == 4
        assert [h.score for h in fast] == sorted((h.score for h in fast), reverse=True)
        # Whatever the quick search finds, the exact one finds too or beats.
        assert full[0].score >= fast[0].score - 1e-6


def test_an_ensemble_of_one_model_twice_decodes_as_the_model_alone():
    model = tiny_model(12)
    alone = beam_search(model, SOURCES, beam_size=4, n_best=3, max_len=12)
    twice = beam_search([model, model], SOURCES, beam_size=4, n_best=3, max_len=12)
    assert [[h.tokens for h in hs] for hs in twice] == [[h.tokens for h in hs] for hs in alone]
    for hs_a, hs_b in zip(alone, twice):
        for a, b in zip(hs_a, hs_b):
            assert a.logprob == pytest.approx(b.logprob, abs=1e-4)
    assert greedy_decode([model, model], SOURCES, max_len=12) == greedy_decode(model, SOURCES, max_len=12)


def test_ensemble_scores_are_the_log_of_the_members_mean_probability():
    """Two different models: beam search is exact against brute force over the mean distribution."""
    a, b = tiny_model(13, tgt_vocab=7, d_model=16), tiny_model(14, tgt_vocab=7, d_model=16)
    src, max_len, alpha = [4, 9, 6], 3, 0.6

    def mixed(prefix: list[int]) -> torch.Tensor:
        p = (ref_logprobs(a, src, prefix).exp() + ref_logprobs(b, src, prefix).exp()) / 2
        return p.log()

    scored = []
    with torch.inference_mode():
        for length in range(max_len + 1):
            for seq in itertools.product([1, 4, 5, 6], repeat=length):
                seq = list(seq)
                lp = sum(float(mixed(seq[:i])[tok]) for i, tok in enumerate(seq + [EOS]))
                scored.append((lp / length_penalty(len(seq) + 1, alpha), lp, seq))
    scored.sort(key=lambda x: x[0], reverse=True)
    for use_cache in (True, False):
        [hyps] = beam_search([a, b], [src], beam_size=64, n_best=5, alpha=alpha, max_len=max_len,
                             use_cache=use_cache)
        assert [h.tokens for h in hyps] == [s[2] for s in scored[:5]]
        for h, (score, lp, _) in zip(hyps, scored):
            assert h.logprob == pytest.approx(lp, abs=1e-4)
    # and it is neither member alone
    [only_a] = beam_search(a, [src], beam_size=64, n_best=5, alpha=alpha, max_len=max_len)
    assert [h.logprob for h in only_a] != pytest.approx([s[1] for s in scored[:5]], abs=1e-4)


def test_ensemble_batched_equals_single_and_members_must_share_vocabularies():
    a, b = tiny_model(15), tiny_model(16)
    batched = beam_search([a, b], SOURCES, beam_size=3, n_best=3, max_len=12)
    for src, hyps in zip(SOURCES, batched):
        [alone] = beam_search([a, b], [src], beam_size=3, n_best=3, max_len=12)
        assert [h.tokens for h in hyps] == [h.tokens for h in alone]
    with pytest.raises(ServalError, match="vocabulary sizes"):
        beam_search([a, tiny_model(17, tgt_vocab=13)], SOURCES)
    with pytest.raises(ServalError, match="at least one model"):
        greedy_decode([], SOURCES)
