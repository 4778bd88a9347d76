"""The stacked ensemble encoder and decoder: the members' own arithmetic, beam reordering, rebuilt after training."""

from __future__ import annotations

import pytest
import torch

from serval.errors import ServalError
from serval.model.decoding import _next_logprobs, beam_search, greedy_decode, pad_batch
from serval.model.ensemble import (StackedDecoder, StackedEncoder, bfloat16_is_native, stackable, stacked_decoder,
                                   stacked_encoder)
from serval.model.transformer import BOS, EOS, ModelConfig, Seq2Seq

SOURCES = [[4, 5, 6, 7], [8, 9], [10, 4, 11, 5, 6, 7, 8], [5]]


def model(seed: int, **over) -> Seq2Seq:
    torch.manual_seed(seed)
    settings = dict(src_vocab_size=12, tgt_vocab_size=11, d_model=32, n_heads=4, n_enc_layers=2,
                    n_dec_layers=2, d_ff=64, dropout=0.0, max_len=32)
    settings.update(over)
    m = Seq2Seq(ModelConfig(**settings)).eval()
    with torch.no_grad():  # sharper distributions than the tiny init, and non-trivial norms and biases
        m.lm_head.weight.mul_(8.0)
        for name, p in m.named_parameters():
            if "norm" in name or name.endswith("bias"):
                p.add_(0.1 * torch.randn_like(p))
    return m


@pytest.mark.parametrize("over", [{}, {"pre_norm": False}, {"tie_output": False}])
def test_stacked_logits_are_each_members_own_through_beam_reordering(over):
    members = [model(1, **over), model(2, **over), model(3, **over)]
    src = pad_batch(SOURCES)
    rows = torch.tensor([3, 3, 0, 1])  # reorder and repeat rows, as beam search does
    with torch.inference_mode():
        memories, mask = zip(*(m.encode(src) for m in members))
        caches = [m.new_cache(src.size(0), 8) for m in members]
        decoder = StackedDecoder(members)
        state = decoder.start(torch.stack(memories), mask[0], 8)
        memories, mask = list(memories), mask[0]
        tokens = torch.full((src.size(0),), BOS)
        for step in range(5):
            stacked = decoder.step(tokens, state)  # (M, N, V)
            for i, m in enumerate(members):
                alone = m.decode_step(tokens, caches[i], memories[i], mask)
                torch.testing.assert_close(stacked[i], alone, atol=1e-5, rtol=1e-5)
            tokens = stacked[0].argmax(-1)
            if step == 1:
                state.index_select(rows)
                for c in caches:
                    c.index_select(rows)
                memories = [mem.index_select(0, rows) for mem in memories]
                mask = mask.index_select(0, rows)
                tokens = tokens.index_select(0, rows)
        with pytest.raises(ServalError, match="cache length"):
            for _ in range(4):
                decoder.step(tokens, state)


@pytest.mark.parametrize("over", [{}, {"pre_norm": False}])
def test_stacked_memories_are_each_members_own(over):
    """Padded sentences of different lengths, one sentence, and an empty source."""
    members = [model(1, **over), model(2, **over), model(3, **over)]
    encoder = StackedEncoder(members)
    with torch.inference_mode():
        for src in (pad_batch(SOURCES), pad_batch(SOURCES[2:3]), torch.zeros((2, 0), dtype=torch.long)):
            memory, mask = encoder.encode(src)  # (M, B, S, C)
            assert memory.shape[:2] == (3, src.size(0))
            for i, m in enumerate(members):
                alone, alone_mask = m.encode(src)
                torch.testing.assert_close(memory[i], alone, atol=1e-5, rtol=1e-5)
                assert torch.equal(mask, alone_mask)
        with pytest.raises(ServalError, match="outside the vocabulary"):
            encoder.encode(torch.tensor([[4, 99]]))
        with pytest.raises(ServalError, match="max_len"):
            encoder.encode(torch.full((1, 40), 4))


def test_beams_of_a_sentence_share_its_cross_keys_and_values_through_reordering_and_drops():
    """Rows b*K .. b*K+K-1 are sentence b: reordered within sentences, then sentence 1 dropped."""
    members, K = [model(1), model(2)], 3
    src = pad_batch(SOURCES)
    with torch.inference_mode():
        memories, mask = zip(*(m.encode(src) for m in members))
        state = (decoder := StackedDecoder(members)).start(torch.stack(memories), mask[0], 8, beams=K)
        expanded = [Seq2Seq.expand_for_beams(mem, mask[0], K) for mem in memories]
        caches = [m.new_cache(src.size(0) * K, 8) for m in members]
        tokens = torch.full((src.size(0) * K,), BOS)
        reorder = torch.tensor([2, 2, 0, 3, 5, 4, 6, 6, 6, 11, 9, 10])   # within each sentence's block
        drop = torch.tensor([0, 1, 2, 6, 7, 8, 9, 10, 11])                # sentence 1 is finished
        for step in range(5):
            stacked = decoder.step(tokens, state)
            for i, m in enumerate(members):
                alone = m.decode_step(tokens, caches[i], *expanded[i])
                torch.testing.assert_close(stacked[i], alone, atol=1e-5, rtol=1e-5)
            tokens = stacked[1].argmax(-1)
            rows = {1: reorder, 3: drop}.get(step)
            if rows is not None:
                state.index_select(rows)
                for c in caches:
                    c.index_select(rows)
                expanded = [(mem.index_select(0, rows), pad.index_select(0, rows)) for mem, pad in expanded]
                tokens = tokens.index_select(0, rows)
        assert state.src_pad_mask.size(0) == 3
        with pytest.raises(ServalError, match="different sentences"):
            state.index_select(torch.tensor([0, 3, 4, 5, 6, 7, 8, 1, 2]))
        with pytest.raises(ServalError, match="whole blocks"):
            state.index_select(torch.tensor([0, 1]))


def assert_same_hypotheses(got, want) -> None:
    assert [[h.tokens for h in hs] for hs in got] == [[h.tokens for h in hs] for hs in want]
    for hs_got, hs_want in zip(got, want):
        assert [h.logprob for h in hs_got] == pytest.approx([h.logprob for h in hs_want], abs=1e-4)


def test_ensemble_decoding_matches_the_members_decoding_apart():
    """Cached stacked decoding against cached decoding member by member and uncached decoding."""
    members = [model(4), model(5)]
    assert stackable(members)
    src = pad_batch(SOURCES)
    assert greedy_decode(members, src, max_len=12) == greedy_decode(members, src, max_len=12, use_cache=False)
    stacked = beam_search(members, src, beam_size=4, n_best=4, max_len=12)
    assert_same_hypotheses(stacked, beam_search(members, src, beam_size=4, n_best=4, max_len=12, stack=False))
    assert_same_hypotheses(stacked, beam_search(members, src, beam_size=4, n_best=4, max_len=12, use_cache=False))


def test_the_stack_is_reused_and_rebuilt_when_a_member_changes():
    members = [model(6), model(7)]
    first = stacked_decoder(members)
    assert stacked_decoder(members) is first
    before = beam_search(members, SOURCES, beam_size=3, n_best=3, max_len=10)
    with torch.no_grad():  # an in-place update, as an optimiser step makes
        members[1].lm_head.weight.mul_(-1.0)
    assert stacked_decoder(members) is not first
    after = beam_search(members, SOURCES, beam_size=3, n_best=3, max_len=10)
    assert_same_hypotheses(after, beam_search(members, SOURCES, beam_size=3, n_best=3, max_len=10, stack=False))
    assert [[h.tokens for h in hs] for hs in after] != [[h.tokens for h in hs] for hs in before]
    encoder = stacked_encoder(members)
    with torch.no_grad():  # an encoder-only weight: the stacked encoder is rebuilt too
        members[0].encoder[0].ff.fc1.weight.mul_(-1.0)
    assert stacked_encoder(members) is not encoder
    changed = beam_search(members, SOURCES, beam_size=3, n_best=3, max_len=10)
    assert_same_hypotheses(changed, beam_search(members, SOURCES, beam_size=3, n_best=3, max_len=10, stack=False))


def test_members_of_different_shapes_decode_apart():
    small, wide = model(8), model(9, d_model=64)
    assert not stackable([small, wide]) and not stackable([small])
    with pytest.raises(ServalError, match="one shared config"):
        StackedDecoder([small, wide])
    cached = beam_search([small, wide], SOURCES, beam_size=3, n_best=3, max_len=10)
    assert_same_hypotheses(cached, beam_search([small, wide], SOURCES, beam_size=3, n_best=3, max_len=10, use_cache=False))


def test_a_bfloat16_stack_gives_the_members_float32_logits_within_rounding():
    """Weights, activations and caches in bfloat16; the logits come back float32, a rounding away from the members'."""
    members = [model(1), model(2), model(3)]
    src = pad_batch(SOURCES)
    with torch.inference_mode():
        memories, mask = zip(*(m.encode(src) for m in members))
        caches = [m.new_cache(src.size(0), 8) for m in members]
        decoder = StackedDecoder(members, torch.bfloat16)
        state = decoder.start(torch.stack(memories), mask[0], 8)
        assert decoder.dtype == torch.bfloat16 and state.layers[0].k.dtype == torch.bfloat16
        tokens = torch.full((src.size(0),), BOS)
        for _ in range(5):
            stacked = decoder.step(tokens, state)
            assert stacked.dtype == torch.float32
            for i, m in enumerate(members):
                alone = m.decode_step(tokens, caches[i], memories[i], mask[0])
                torch.testing.assert_close(stacked[i], alone, atol=0.1, rtol=0.02)   # logits of about ±4
            tokens = stacked[0].argmax(-1)


def _float32_logprob(members: list[Seq2Seq], source: list[int], tokens: list[int]) -> float:
    """The ensemble's float32 log-probability of ``tokens`` then EOS, by teacher forcing."""
    src = pad_batch([source])
    ys = torch.tensor([[BOS] + tokens])
    with torch.inference_mode():
        per_member = []
        for m in members:
            memory, mask = m.encode(src)
            per_member.append(_next_logprobs(m.decode_full(ys, memory, mask)[0]))   # (t+1, V), PAD and BOS impossible
        lps = torch.logsumexp(torch.stack(per_member), dim=0) - torch.log(torch.tensor(float(len(members))))
    targets = tokens + [EOS]
    return float(sum(lps[i, t] for i, t in enumerate(targets)))


def test_beam_search_with_a_bfloat16_stack_scores_its_hypotheses_as_float32_would():
    members = [model(4), model(5)]
    found = beam_search(members, SOURCES, beam_size=4, n_best=4, max_len=12, dtype=torch.bfloat16)
    assert stacked_decoder(members, torch.bfloat16).dtype == torch.bfloat16
    assert stacked_decoder(members).dtype == torch.float32   # another dtype: another stack, both kept
    assert stacked_decoder(members, torch.bfloat16) is stacked_decoder(members, torch.bfloat16)
    assert stacked_decoder(members, torch.float32) is stacked_decoder(members)
    for source, hyps in zip(SOURCES, found):
        assert len(hyps) == 4
        for h in hyps:
            assert h.logprob == pytest.approx(_float32_logprob(members, source, h.tokens), abs=0.05 * (len(h.tokens) + 1))


def test_bfloat16_is_native_reads_the_cpu_flags(tmp_path):
    flags = tmp_path / "cpuinfo"
    flags.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_bf16 avx512_vnni\n")
    assert bfloat16_is_native(flags)
    plain = tmp_path / "plain"
    plain.write_text("processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni\n")
    assert not bfloat16_is_native(plain)
    amx = tmp_path / "amx"
    amx.write_text("flags\t\t: fpu amx_bf16 amx_tile\n")
    assert bfloat16_is_native(amx)
    assert not bfloat16_is_native(tmp_path / "missing")
