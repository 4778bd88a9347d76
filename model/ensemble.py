"""The decoders of an ensemble run as one: every weight stacked on a leading member axis.

Decoding one token for M same-shaped models is M times the same small matrix products on 5-row
inputs, too small to keep two CPU cores busy. Stacking each weight of the M decoders into one
``(M, out, in)`` tensor turns them into one batched product per layer (``torch.baddbmm``), which
the cores share, and divides the Python work per step by M. The arithmetic is the members' own:
``StackedDecoder.step`` returns the logits each member's ``Seq2Seq.decode_step`` would (tests),
for decoding only (no dropout, no gradients).

The stacked copies are made once and reused while no member's parameters change:
``stacked_decoder`` keeps the last one built, keyed on the models and their parameters' version
counters, which every in-place update (an optimiser step, ``load_state_dict``) advances.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from serval.errors import ServalError
from serval.model.transformer import ModelConfig, Seq2Seq, key_padding_mask


def _stack(tensors: list[torch.Tensor]) -> torch.Tensor:
    return torch.stack([t.detach() for t in tensors])


@dataclass
class _Linear:
    weight: torch.Tensor  # (M, in, out)
    bias: torch.Tensor | None  # (M, 1, out)

    @classmethod
    def of(cls, layers: list[list[nn.Linear]]) -> "_Linear":
        """Per member, one or more Linears whose outputs are concatenated (fused q/k/v)."""
        weight = _stack([torch.cat([lin.weight for lin in group]).t() for group in layers]).contiguous()
        has_bias = layers[0][0].bias is not None
        bias = _stack([torch.cat([lin.bias for lin in group]) for group in layers])[:, None] if has_bias else None
        return cls(weight, bias)

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        """``x`` (M, N, in) -> (M, N, out)."""
        if self.bias is None:
            return torch.bmm(x, self.weight)
        return torch.baddbmm(self.bias, x, self.weight)


@dataclass
class _LayerNorm:
    weight: torch.Tensor  # (M, 1, C)
    bias: torch.Tensor  # (M, 1, C)
    eps: float

    @classmethod
    def of(cls, norms: list[nn.LayerNorm]) -> "_LayerNorm":
        return cls(_stack([n.weight for n in norms])[:, None], _stack([n.bias for n in norms])[:, None], norms[0].eps)

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return F.layer_norm(x, x.shape[-1:], eps=self.eps) * self.weight + self.bias


class _StackedLayer:
    """One decoder layer of every member: causal self-attention, cross-attention, feed-forward."""

    def __init__(self, layers: list, cfg: ModelConfig):
        self.n_heads, self.head_dim, self.pre_norm = cfg.n_heads, cfg.head_dim, cfg.pre_norm
        self.qkv = _Linear.of([[l.self_attn.q_proj, l.self_attn.k_proj, l.self_attn.v_proj] for l in layers])
        self.self_out = _Linear.of([[l.self_attn.out_proj] for l in layers])
        self.cross_q = _Linear.of([[l.cross_attn.q_proj] for l in layers])
        self.cross_out = _Linear.of([[l.cross_attn.out_proj] for l in layers])
        self.fc1 = _Linear.of([[l.ff.fc1] for l in layers])
        self.fc2 = _Linear.of([[l.ff.fc2] for l in layers])
        self.norm_self = _LayerNorm.of([l.res_self.norm for l in layers])
        self.norm_cross = _LayerNorm.of([l.res_cross.norm for l in layers])
        self.norm_ff = _LayerNorm.of([l.res_ff.norm for l in layers])

    def _residual(self, x: torch.Tensor, norm: _LayerNorm, fn) -> torch.Tensor:
        return x + fn(norm(x)) if self.pre_norm else norm(x + fn(x))

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        """(M, N, C) of one position -> (M*N, nh, 1, hs)."""
        M, N, _ = x.shape
        return x.reshape(M * N, self.n_heads, 1, self.head_dim)

    def _merge(self, y: torch.Tensor, M: int) -> torch.Tensor:
        """(M*N, nh, 1, hs) -> (M, N, C)."""
        return y.reshape(M, -1, self.n_heads * self.head_dim)

    def step(self, x: torch.Tensor, state: "_LayerState", pos: int, cross_mask: torch.Tensor) -> torch.Tensor:
        """``x`` (M, N, C), the token at ``pos`` of every row of every member."""
        M, N, C = x.shape

        def self_block(h: torch.Tensor) -> torch.Tensor:
            q, k, v = self.qkv(h).split(C, dim=-1)  # each (M, N, C)
            state.k[:, :, :, pos] = k.view(M, N, self.n_heads, self.head_dim)
            state.v[:, :, :, pos] = v.view(M, N, self.n_heads, self.head_dim)
            k_all = state.k[:, :, :, : pos + 1].flatten(0, 1)  # (M*N, nh, pos+1, hs)
            v_all = state.v[:, :, :, : pos + 1].flatten(0, 1)
            return self.self_out(self._merge(F.scaled_dot_product_attention(self._heads(q), k_all, v_all), M))

        def cross_block(h: torch.Tensor) -> torch.Tensor:
            q = self._heads(self.cross_q(h))  # (M*N, nh, 1, hs)
            y = F.scaled_dot_product_attention(q, state.cross_k.flatten(0, 1), state.cross_v.flatten(0, 1),
                                               attn_mask=cross_mask)
            return self.cross_out(self._merge(y, M))

        x = self._residual(x, self.norm_self, self_block)
        x = self._residual(x, self.norm_cross, cross_block)
        return self._residual(x, self.norm_ff, lambda h: self.fc2(F.relu(self.fc1(h))))


class _LayerState:
    """Self-attention keys/values of one stacked layer, and the members' cross keys/values."""

    def __init__(self, k: torch.Tensor, v: torch.Tensor, cross_k: torch.Tensor, cross_v: torch.Tensor):
        self.k, self.v = k, v  # (M, N, nh, Tmax, hs)
        self.cross_k, self.cross_v = cross_k, cross_v  # (M, N, nh, S, hs)

    def index_select(self, rows: torch.Tensor) -> None:
        self.k, self.v = self.k.index_select(1, rows), self.v.index_select(1, rows)
        self.cross_k, self.cross_v = self.cross_k.index_select(1, rows), self.cross_v.index_select(1, rows)


class StackedDecoder:
    """The decoders of M models sharing one ``ModelConfig``, as batched products over the members."""

    def __init__(self, models: list[Seq2Seq]):
        if not stackable(models):
            raise ServalError("only models with one shared config can be stacked")
        cfg = models[0].config
        self.config = cfg
        self.members = len(models)
        self.embed = _stack([m.tgt_embed.weight for m in models])  # (M, V, C)
        head = self.embed if cfg.tie_output else _stack([m.lm_head.weight for m in models])  # (M, V, C)
        self.head_t = head.transpose(1, 2).contiguous()  # (M, C, V), laid out for the output product
        self.positions = models[0].positions.table  # (max_len, C)
        self.embed_scale = models[0].embed_scale
        self.layers = [_StackedLayer([m.decoder[i] for m in models], cfg) for i in range(cfg.n_dec_layers)]
        self.dec_norm = _LayerNorm.of([m.dec_norm for m in models]) if cfg.pre_norm else None

    def start(self, models: list[Seq2Seq], memories: list[torch.Tensor], src_pad_mask: torch.Tensor,
              max_len: int) -> "StackedState":
        """Decoding state for N rows: each member's memory (N, S, C) and the shared (N, S) padding mask.

        The members' cross-attention keys/values are computed here, once, by the members themselves.
        """
        cfg = self.config
        N = src_pad_mask.size(0)
        max_len = min(max_len, cfg.max_len)
        layers = []
        for i in range(cfg.n_dec_layers):
            kv = [m.decoder[i].cross_attn.project_kv(mem) for m, mem in zip(models, memories)]  # (N, nh, S, hs)
            buf = memories[0].new_zeros(self.members, N, cfg.n_heads, max_len, cfg.head_dim)
            layers.append(_LayerState(buf, buf.clone(), torch.stack([k for k, _ in kv]), torch.stack([v for _, v in kv])))
        return StackedState(layers, src_pad_mask, max_len)

    def step(self, tokens: torch.Tensor, state: "StackedState") -> torch.Tensor:
        """Feed one token per row (N,) at ``state.pos``; return every member's logits (M, N, V)."""
        if state.pos >= state.max_len:
            raise ServalError(f"decoding past the cache length {state.max_len}")
        x = self.embed[:, tokens] * self.embed_scale + self.positions[state.pos]  # (M, N, C)
        cross_mask = key_padding_mask(state.src_pad_mask).repeat(self.members, 1, 1, 1)  # (M*N, 1, 1, S)
        for layer, layer_state in zip(self.layers, state.layers):
            x = layer.step(x, layer_state, state.pos, cross_mask)
        state.pos += 1
        if self.dec_norm is not None:
            x = self.dec_norm(x)
        return torch.bmm(x, self.head_t)  # (M, N, V)


class StackedState:
    """Where a stacked decoding is: per layer its caches, the rows' padding mask, the next position."""

    def __init__(self, layers: list[_LayerState], src_pad_mask: torch.Tensor, max_len: int):
        self.layers = layers
        self.src_pad_mask = src_pad_mask  # (N, S) bool
        self.max_len = max_len
        self.pos = 0

    def index_select(self, rows: torch.Tensor) -> None:
        """Keep rows ``rows`` (in that order) of every member: beam reordering, finished sentences."""
        self.src_pad_mask = self.src_pad_mask.index_select(0, rows)
        for layer in self.layers:
            layer.index_select(rows)


def stackable(models: list[Seq2Seq]) -> bool:
    """Several models of one config on one device and dtype: what ``StackedDecoder`` can run."""
    if len(models) < 2:
        return False
    first = models[0].lm_head.weight
    return all(m.config == models[0].config and m.lm_head.weight.device == first.device
               and m.lm_head.weight.dtype == first.dtype for m in models)


class _LastStack:
    """The most recently built ``StackedDecoder`` and what it was built from."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.decoder: StackedDecoder | None = None

    def get(self, models: list[Seq2Seq]) -> StackedDecoder:
        key = tuple((id(p), p._version) for m in models for p in m.parameters())
        if key != self.key or self.decoder is None:
            self.decoder, self.key = None, None  # free the old copies before making new ones
            self.decoder, self.key = StackedDecoder(models), key
        return self.decoder


_last = _LastStack()


def stacked_decoder(models: list[Seq2Seq]) -> StackedDecoder:
    """A ``StackedDecoder`` of ``models``, rebuilt only when a member or one of its parameters changed."""
    return _last.get(models)
