"""The Transformer's masks, its KV cache against the uncached decoder, and its config."""

from __future__ import annotations

import pytest
import torch

from serval.errors import ServalError
from serval.model.transformer import BOS, EOS, PAD, KVCache, ModelConfig, Seq2Seq


def tiny_model(seed: int = 0, **over) -> Seq2Seq:
    torch.manual_seed(seed)
    cfg = ModelConfig(
        src_vocab_size=13, tgt_vocab_size=11, d_model=32, n_heads=4, n_enc_layers=2, n_dec_layers=2,
        d_ff=64, dropout=0.0, max_len=24, **over,
    )
    return Seq2Seq(cfg).eval()


def rand_ids(gen: torch.Generator, shape, vocab: int) -> torch.Tensor:
    return torch.randint(EOS + 1, vocab, shape, generator=gen)


@pytest.mark.parametrize("pre_norm", [True, False])
def test_forward_shape_and_finite(pre_norm):
    model = tiny_model(pre_norm=pre_norm)
    g = torch.Generator().manual_seed(1)
    src, tgt = rand_ids(g, (3, 7), 13), rand_ids(g, (3, 5), 11)
    tgt[:, 0] = BOS
    logits = model(src, tgt)
    assert logits.shape == (3, 5, 11)
    assert torch.isfinite(logits).all()


def test_future_target_tokens_do_not_change_earlier_outputs():
    model = tiny_model()
    g = torch.Generator().manual_seed(2)
    src, tgt = rand_ids(g, (2, 6), 13), rand_ids(g, (2, 8), 11)
    tgt[:, 0] = BOS
    base = model(src, tgt)
    changed = tgt.clone()
    changed[:, 5:] = (changed[:, 5:] - EOS) % (11 - EOS - 1) + EOS + 1  # a different real token
    assert not torch.equal(changed, tgt)
    other = model(src, changed)
    torch.testing.assert_close(other[:, :5], base[:, :5], atol=1e-6, rtol=0)
    assert not torch.allclose(other[:, 5:], base[:, 5:])


def test_source_padding_does_not_change_outputs():
    model = tiny_model()
    g = torch.Generator().manual_seed(3)
    short, long = rand_ids(g, (1, 4), 13), rand_ids(g, (1, 9), 13)
    tgt = rand_ids(g, (1, 6), 11)
    tgt[:, 0] = BOS
    alone = model(short, tgt)
    padded = torch.cat([torch.cat([short, torch.full((1, 5), PAD)], dim=1), long], dim=0)
    batched = model(padded, tgt.expand(2, -1))
    torch.testing.assert_close(batched[:1], alone, atol=1e-5, rtol=0)
    # and the padding really is ignored: changing a real source token does change the output
    changed = short.clone()
    changed[0, 0] = (short[0, 0] - EOS) % (13 - EOS - 1) + EOS + 1
    assert not torch.allclose(model(changed, tgt), alone)


def test_all_padding_source_gives_finite_output():
    model = tiny_model()
    src = torch.full((2, 3), PAD)
    src[1, :2] = 5
    tgt = torch.tensor([[BOS, 4], [BOS, 6]])
    assert torch.isfinite(model(src, tgt)).all()
    assert torch.isfinite(model(torch.zeros((2, 0), dtype=torch.long), tgt)).all()


@pytest.mark.parametrize("pre_norm", [True, False])
def test_cached_steps_equal_full_decoder(pre_norm):
    model = tiny_model(seed=4, pre_norm=pre_norm)
    g = torch.Generator().manual_seed(5)
    src = rand_ids(g, (3, 7), 13)
    src[0, 4:] = PAD
    tgt = rand_ids(g, (3, 9), 11)
    tgt[:, 0] = BOS
    with torch.inference_mode():
        memory, mask = model.encode(src)
        full = model.decode_full(tgt, memory, mask)
        cache = model.new_cache(3)
        steps = [model.decode_step(tgt[:, t], cache, memory, mask) for t in range(tgt.size(1))]
    assert cache.pos == tgt.size(1)
    torch.testing.assert_close(torch.stack(steps, dim=1), full, atol=1e-5, rtol=0)


def test_cache_index_select_follows_rows():
    """Reordering the cache rows is the same as having decoded the reordered batch."""
    model = tiny_model(seed=6)
    g = torch.Generator().manual_seed(7)
    src = rand_ids(g, (1, 5), 13)
    tgt = rand_ids(g, (3, 6), 11)
    tgt[:, 0] = BOS
    order = torch.tensor([2, 2, 0])
    with torch.inference_mode():
        memory, mask = model.encode(src)
        memory, mask = Seq2Seq.expand_for_beams(memory, mask, 3)
        cache = model.new_cache(3)
        for t in range(4):
            model.decode_step(tgt[:, t], cache, memory, mask)
        cache.index_select(order)
        memory, mask = memory.index_select(0, order), mask.index_select(0, order)
        reordered = tgt.index_select(0, order)
        last = [model.decode_step(reordered[:, t], cache, memory, mask) for t in (4, 5)]
        ref = model.decode_full(reordered, memory, mask)
    torch.testing.assert_close(torch.stack(last, dim=1), ref[:, 4:6], atol=1e-5, rtol=0)


def test_expand_for_beams_layout():
    memory = torch.arange(6.0).view(2, 3, 1)
    mask = torch.tensor([[False, False, True], [False, False, False]])
    m, k = Seq2Seq.expand_for_beams(memory, mask, 3)
    assert m.shape == (6, 3, 1)
    assert torch.equal(m[0], memory[0]) and torch.equal(m[2], memory[0]) and torch.equal(m[3], memory[1])
    assert torch.equal(k[1], mask[0]) and torch.equal(k[5], mask[1])


def test_cache_overflow_and_bad_input_are_serval_errors():
    model = tiny_model()
    src = torch.tensor([[5, 6]])
    with torch.inference_mode():
        memory, mask = model.encode(src)
        cache = model.new_cache(1, max_len=2)
        model.decode_step(torch.tensor([BOS]), cache, memory, mask)
        model.decode_step(torch.tensor([4]), cache, memory, mask)
        with pytest.raises(ServalError):
            model.decode_step(torch.tensor([5]), cache, memory, mask)
    with pytest.raises(ServalError):
        model(torch.tensor([[99]]), torch.tensor([[BOS]]))  # id outside the vocabulary
    with pytest.raises(ServalError):
        model(torch.tensor([[4.0]]), torch.tensor([[BOS]]))  # not integer ids
    with pytest.raises(ServalError):
        model(torch.full((1, 30), 5), torch.tensor([[BOS]]))  # longer than max_len
    with pytest.raises(ServalError):
        ModelConfig(src_vocab_size=10, tgt_vocab_size=10, d_model=30, n_heads=4)


def test_cache_reset_restarts_decoding():
    model = tiny_model(seed=8)
    src = torch.tensor([[5, 6, 7]])
    with torch.inference_mode():
        memory, mask = model.encode(src)
        cache: KVCache = model.new_cache(1)
        first = model.decode_step(torch.tensor([BOS]), cache, memory, mask)
        model.decode_step(torch.tensor([4]), cache, memory, mask)
        cache.reset()
        again = model.decode_step(torch.tensor([BOS]), cache, memory, mask)
    torch.testing.assert_close(again, first, atol=1e-6, rtol=0)


def test_tied_output_and_config_round_trip(tmp_path):
    model = tiny_model()
    assert model.lm_head.weight is model.tgt_embed.weight
    untied = tiny_model(tie_output=False)
    assert untied.lm_head.weight is not untied.tgt_embed.weight
    data = model.config.to_dict()
    assert all(isinstance(v, (int, float, bool)) for v in data.values())
    path = tmp_path / "m.pt"
    torch.save({"model_config": data, "model": model.state_dict()}, path)
    loaded = torch.load(path, weights_only=True)
    clone = Seq2Seq(ModelConfig.from_dict(loaded["model_config"]))
    clone.load_state_dict(loaded["model"])
    clone.eval()
    src, tgt = torch.tensor([[4, 5, 6]]), torch.tensor([[BOS, 7]])
    torch.testing.assert_close(clone(src, tgt), model(src, tgt), atol=0, rtol=0)
    with pytest.raises(ServalError):
        ModelConfig.from_dict({**data, "bogus": 1})
    with pytest.raises(ServalError):
        ModelConfig.from_dict({**data, "version": 2})


def test_padding_embedding_rows_start_at_zero():
    model = tiny_model()
    assert torch.count_nonzero(model.src_embed.weight[PAD]) == 0
    assert torch.count_nonzero(model.tgt_embed.weight[PAD]) == 0
