"""The encoders and decoders of an ensemble run as one: every weight stacked on a leading member axis.

Decoding one token for M same-shaped models is M times the same small matrix products on 5-row
inputs, too small to keep two CPU cores busy. Stacking each weight of the M decoders into one
``(M, out, in)`` tensor turns them into one batched product per layer (``torch.baddbmm``), which
the cores share, and divides the Python work per step by M. The encoders of a one-sentence query
are as small (a dozen rows) and are stacked the same way. The arithmetic is the members' own:
``StackedDecoder.step`` returns the logits each member's ``Seq2Seq.decode_step`` would and
``StackedEncoder.encode`` the memories of each member's ``Seq2Seq.encode`` (tests), for decoding
only (no dropout, no gradients).

The stacked copies are made once and reused while no member's parameters change:
``stacked_decoder`` keeps the last ones built (one per decoder dtype), keyed on the models and their
parameters' version counters, which every in-place update (an optimiser step, ``load_state_dict``) advances.

The stacked decoder may compute in bfloat16 (``dtype``): its weights, activations and caches are then
bfloat16 and only the logits it returns are float32. On a CPU with native bfloat16 products
(``bfloat16_is_native``: AVX-512 BF16 or AMX) its matrix products take about 0.6 times as long; the
answers are the float32 ones within rounding (a few top-5 lists of a hundred reorder; BENCHMARKS.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

from serval.errors import ServalError
from serval.model.transformer import PAD, ModelConfig, Seq2Seq, key_padding_mask, source_ids


def _stack(tensors: list[torch.Tensor], dtype: torch.dtype | None = None) -> torch.Tensor:
    return torch.stack([t.detach() for t in tensors]).to(dtype or tensors[0].dtype)


@lru_cache(maxsize=1)
def bfloat16_is_native(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """Whether this CPU multiplies bfloat16 matrices in hardware (AVX-512 BF16 or AMX); elsewhere
    bfloat16 products are emulated and slower than float32. False where the flags cannot be read."""
    try:
        flags = cpuinfo.read_text(encoding="ascii", errors="replace").split()
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


@dataclass
class _Linear:
    weight: torch.Tensor  # (M, in, out)
    bias: torch.Tensor | None  # (M, 1, out)

    @classmethod
    def of(cls, layers: list[list[nn.Linear]], dtype: torch.dtype | None = None) -> "_Linear":
        """Per member, one or more Linears whose outputs are concatenated (fused q/k/v)."""
        weight = _stack([torch.cat([lin.weight for lin in group]).t() for group in layers], dtype).contiguous()
        has_bias = layers[0][0].bias is not None
        bias = _stack([torch.cat([lin.bias for lin in group]) for group in layers], dtype)[:, None] if has_bias else None
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
    def of(cls, norms: list[nn.LayerNorm], dtype: torch.dtype | None = None) -> "_LayerNorm":
        return cls(_stack([n.weight for n in norms], dtype)[:, None], _stack([n.bias for n in norms], dtype)[:, None],
                   norms[0].eps)

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return F.layer_norm(x, x.shape[-1:], eps=self.eps) * self.weight + self.bias


def _residual(pre_norm: bool, x: torch.Tensor, norm: _LayerNorm, fn) -> torch.Tensor:
    """``x + fn(norm(x))`` (pre-norm) or ``norm(x + fn(x))`` (post-norm), as ``transformer._Residual`` without dropout."""
    return x + fn(norm(x)) if pre_norm else norm(x + fn(x))


class _StackedLayer:
    """One decoder layer of every member: causal self-attention, cross-attention, feed-forward."""

    def __init__(self, layers: list, cfg: ModelConfig, dtype: torch.dtype | None = None):
        self.n_heads, self.head_dim, self.pre_norm = cfg.n_heads, cfg.head_dim, cfg.pre_norm
        self.qkv = _Linear.of([[l.self_attn.q_proj, l.self_attn.k_proj, l.self_attn.v_proj] for l in layers], dtype)
        self.self_out = _Linear.of([[l.self_attn.out_proj] for l in layers], dtype)
        self.cross_q = _Linear.of([[l.cross_attn.q_proj] for l in layers], dtype)
        self.cross_kv = _Linear.of([[l.cross_attn.k_proj, l.cross_attn.v_proj] for l in layers], dtype)
        self.cross_out = _Linear.of([[l.cross_attn.out_proj] for l in layers], dtype)
        self.fc1 = _Linear.of([[l.ff.fc1] for l in layers], dtype)
        self.fc2 = _Linear.of([[l.ff.fc2] for l in layers], dtype)
        self.norm_self = _LayerNorm.of([l.res_self.norm for l in layers], dtype)
        self.norm_cross = _LayerNorm.of([l.res_cross.norm for l in layers], dtype)
        self.norm_ff = _LayerNorm.of([l.res_ff.norm for l in layers], dtype)

    def cross_keys_values(self, memory: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Every member's cross-attention keys and values of its ``memory`` (M, A, S, C): each (M, A, nh, S, hs)."""
        M, A, S, C = memory.shape
        kv = self.cross_kv(memory.reshape(M, A * S, C)).view(M, A, S, 2, self.n_heads, self.head_dim)
        k, v = kv.permute(3, 0, 1, 4, 2, 5)  # each (M, A, nh, S, hs)
        return k.contiguous(), v.contiguous()

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
            # The K rows of a sentence share its keys/values: they are its K query positions.
            A = state.cross_k.size(1)
            K = N // A
            q = self.cross_q(h).view(M, A, K, self.n_heads, self.head_dim).transpose(2, 3)  # (M, A, nh, K, hs)
            y = F.scaled_dot_product_attention(q.reshape(M * A, self.n_heads, K, self.head_dim),
                                               state.cross_k.flatten(0, 1), state.cross_v.flatten(0, 1),
                                               attn_mask=cross_mask)  # (M*A, nh, K, hs)
            return self.cross_out(y.view(M, A, self.n_heads, K, self.head_dim).transpose(2, 3).reshape(M, N, C))

        x = _residual(self.pre_norm, x, self.norm_self, self_block)
        x = _residual(self.pre_norm, x, self.norm_cross, cross_block)
        return _residual(self.pre_norm, x, self.norm_ff, lambda h: self.fc2(F.relu(self.fc1(h))))


class _StackedEncoderLayer:
    """One encoder layer of every member: self-attention over the source (padding masked), feed-forward."""

    def __init__(self, layers: list, cfg: ModelConfig):
        self.n_heads, self.head_dim, self.pre_norm = cfg.n_heads, cfg.head_dim, cfg.pre_norm
        self.qkv = _Linear.of([[l.self_attn.q_proj, l.self_attn.k_proj, l.self_attn.v_proj] for l in layers])
        self.out = _Linear.of([[l.self_attn.out_proj] for l in layers])
        self.fc1 = _Linear.of([[l.ff.fc1] for l in layers])
        self.fc2 = _Linear.of([[l.ff.fc2] for l in layers])
        self.norm_attn = _LayerNorm.of([l.res_attn.norm for l in layers])
        self.norm_ff = _LayerNorm.of([l.res_ff.norm for l in layers])

    def __call__(self, x: torch.Tensor, B: int, mask: torch.Tensor) -> torch.Tensor:
        """``x`` (M, B*S, C), B sentences of S positions; ``mask`` (M*B, 1, 1, S) may-attend."""
        M, N, C = x.shape
        S = N // B

        def attention(h: torch.Tensor) -> torch.Tensor:
            qkv = self.qkv(h).view(M * B, S, 3, self.n_heads, self.head_dim)
            q, k, v = qkv.permute(2, 0, 3, 1, 4)  # each (M*B, nh, S, hs)
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)  # (M*B, nh, S, hs)
            return self.out(y.transpose(1, 2).reshape(M, N, C))

        x = _residual(self.pre_norm, x, self.norm_attn, attention)
        return _residual(self.pre_norm, x, self.norm_ff, lambda h: self.fc2(F.relu(self.fc1(h))))


class _StackedSide:
    """What the stacked encoder and decoder share: the members' config, embeddings and positions."""

    def __init__(self, models: list[Seq2Seq], embeddings: list[torch.Tensor], dtype: torch.dtype | None = None):
        if not stackable(models):
            raise ServalError("only models with one shared config can be stacked")
        self.config = models[0].config
        self.members = len(models)
        self.embed = _stack(embeddings, dtype)  # (M, V, C)
        self.dtype = self.embed.dtype  # what the stacked products compute in
        self.positions = models[0].positions  # SinusoidalPositions: (start, length) -> (length, C)
        self.embed_scale = models[0].embed_scale


class StackedEncoder(_StackedSide):
    """The encoders of M models sharing one ``ModelConfig``, as batched products over the members."""

    def __init__(self, models: list[Seq2Seq]):
        super().__init__(models, [m.src_embed.weight for m in models])
        cfg = self.config
        self.layers = [_StackedEncoderLayer([m.encoder[i] for m in models], cfg) for i in range(cfg.n_enc_layers)]
        self.enc_norm = _LayerNorm.of([m.enc_norm for m in models]) if cfg.pre_norm else None

    def encode(self, src: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Every member's ``memory`` (M, B, S, C) of ``src`` (B, S), and the shared padding mask (B, S)."""
        cfg = self.config
        src = source_ids(src, cfg.src_vocab_size)
        B, S = src.shape
        src_pad_mask = src == PAD
        mask = key_padding_mask(src_pad_mask).repeat(self.members, 1, 1, 1)  # (M*B, 1, 1, S)
        x = self.embed[:, src.reshape(-1)] * self.embed_scale + self.positions(0, S).repeat(B, 1)  # (M, B*S, C)
        for layer in self.layers:
            x = layer(x, B, mask)
        if self.enc_norm is not None:
            x = self.enc_norm(x)
        return x.view(self.members, B, S, cfg.d_model), src_pad_mask


class _LayerState:
    """Self-attention keys/values of one stacked layer per row, and the members' cross keys/values per sentence."""

    def __init__(self, k: torch.Tensor, v: torch.Tensor, cross_k: torch.Tensor, cross_v: torch.Tensor):
        self.k, self.v = k, v  # (M, N, nh, Tmax, hs), N = A*K rows
        self.cross_k, self.cross_v = cross_k, cross_v  # (M, A, nh, S, hs)


class StackedDecoder(_StackedSide):
    """The decoders of M models sharing one ``ModelConfig``, as batched products over the members,
    computing in ``dtype`` (the members' own by default; see the module docstring for bfloat16)."""

    def __init__(self, models: list[Seq2Seq], dtype: torch.dtype | None = None):
        super().__init__(models, [m.tgt_embed.weight for m in models], dtype)
        cfg = self.config
        head = self.embed if cfg.tie_output else _stack([m.lm_head.weight for m in models], dtype)  # (M, V, C)
        self.head_t = head.transpose(1, 2).contiguous()  # (M, C, V), laid out for the output product
        self.position_table = self.positions.table.to(self.dtype)  # (max_len, C)
        self.layers = [_StackedLayer([m.decoder[i] for m in models], cfg, dtype) for i in range(cfg.n_dec_layers)]
        self.dec_norm = _LayerNorm.of([m.dec_norm for m in models], dtype) if cfg.pre_norm else None

    def start(self, memory: torch.Tensor, src_pad_mask: torch.Tensor, max_len: int,
              beams: int = 1) -> "StackedState":
        """Decoding state for A sentences of ``beams`` rows each (rows b*K .. b*K+K-1 are sentence b):
        every member's memory stacked in member order (M, A, S, C), as ``StackedEncoder.encode`` returns
        it, and the shared (A, S) padding mask.

        The members' cross-attention keys/values are computed here, once per sentence.
        """
        cfg = self.config
        A = src_pad_mask.size(0)
        max_len = min(max_len, cfg.max_len)
        memory = memory.to(self.dtype)
        layers = []
        for layer in self.layers:
            buf = memory.new_zeros(self.members, A * beams, cfg.n_heads, max_len, cfg.head_dim)
            layers.append(_LayerState(buf, buf.clone(), *layer.cross_keys_values(memory)))
        return StackedState(layers, src_pad_mask, self.members, beams, max_len)

    def step(self, tokens: torch.Tensor, state: "StackedState") -> torch.Tensor:
        """Feed one token per row (N,) at ``state.pos``; return every member's float32 logits (M, N, V)."""
        if state.pos >= state.max_len:
            raise ServalError(f"decoding past the cache length {state.max_len}")
        x = self.embed[:, tokens] * self.embed_scale + self.position_table[state.pos]  # (M, N, C)
        for layer, layer_state in zip(self.layers, state.layers):
            x = layer.step(x, layer_state, state.pos, state.cross_mask)
        state.pos += 1
        if self.dec_norm is not None:
            x = self.dec_norm(x)
        return torch.bmm(x, self.head_t).float()  # (M, N, V)


class StackedState:
    """Where a stacked decoding is: per layer its caches, the sentences' padding mask, the next position."""

    def __init__(self, layers: list[_LayerState], src_pad_mask: torch.Tensor, members: int, beams: int,
                 max_len: int):
        self.layers = layers
        self.members, self.beams, self.max_len = members, beams, max_len
        self.pos = 0
        self._set_sentences(src_pad_mask)

    def _set_sentences(self, src_pad_mask: torch.Tensor) -> None:
        self.src_pad_mask = src_pad_mask  # (A, S) bool
        self.cross_mask = key_padding_mask(src_pad_mask).repeat(self.members, 1, 1, 1)  # (M*A, 1, 1, S)

    def index_select(self, rows: torch.Tensor) -> None:
        """New row i continues old row ``rows[i]`` (beam reordering, dropping finished sentences).

        Each block of ``beams`` new rows must continue rows of one sentence, as beam search's do:
        the sentences' cross keys/values are then selected only when the sentences change.
        """
        K = self.beams
        if rows.numel() % K:
            raise ServalError(f"{rows.numel()} rows are no whole blocks of {K} beams")
        blocks = rows.view(-1, K) // K  # (A', K) old sentence of each new row
        sentences = blocks[:, 0]
        if not bool((blocks == sentences[:, None]).all()):
            raise ServalError("a block of beams continues rows of different sentences")
        for layer in self.layers:
            layer.k, layer.v = layer.k.index_select(1, rows), layer.v.index_select(1, rows)
        A = self.src_pad_mask.size(0)
        if sentences.numel() != A or not torch.equal(sentences, torch.arange(A, device=rows.device)):
            for layer in self.layers:
                layer.cross_k = layer.cross_k.index_select(1, sentences)
                layer.cross_v = layer.cross_v.index_select(1, sentences)
            self._set_sentences(self.src_pad_mask.index_select(0, sentences))


def stackable(models: list[Seq2Seq]) -> bool:
    """Several models of one config on one device and dtype: what ``StackedDecoder`` can run."""
    if len(models) < 2:
        return False
    first = models[0].lm_head.weight
    return all(m.config == models[0].config and m.lm_head.weight.device == first.device
               and m.lm_head.weight.dtype == first.dtype for m in models)


class _LastStack:
    """The most recently built stacked encoder and decoder per decoder dtype, and what they were built from."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.built: dict[torch.dtype, tuple[StackedEncoder, StackedDecoder]] = {}
        self.members: list[Seq2Seq] = []     # held, so that no new model can take one's id
        self.params: list[torch.Tensor] = []

    def _key(self, models: list[Seq2Seq]) -> tuple:
        if len(models) != len(self.members) or any(a is not b for a, b in zip(models, self.members)):
            # walking the modules for parameters() costs more than the check itself: once per member set
            self.members, self.params = list(models), [p for m in models for p in m.parameters()]
        return tuple((id(p), p._version) for p in self.params)

    def get(self, models: list[Seq2Seq], dtype: torch.dtype | None = None) -> tuple[StackedEncoder, StackedDecoder]:
        key = self._key(models)
        dtype = dtype or models[0].lm_head.weight.dtype
        if key != self.key:
            self.built, self.key = {}, None  # free the old copies before making new ones
        if dtype not in self.built:
            self.built[dtype], self.key = (StackedEncoder(models), StackedDecoder(models, dtype)), key
        return self.built[dtype]


_last = _LastStack()


def stacked_decoder(models: list[Seq2Seq], dtype: torch.dtype | None = None) -> StackedDecoder:
    """A ``StackedDecoder`` of ``models`` computing in ``dtype`` (default: theirs), rebuilt only when a member or
    one of its parameters changed (one is kept per dtype)."""
    return _last.get(models, dtype)[1]


def stacked_encoder(models: list[Seq2Seq], dtype: torch.dtype | None = None) -> StackedEncoder:
    """A ``StackedEncoder`` of ``models`` (in their own dtype; built with the decoder of ``dtype``), rebuilt
    only when a member or one of its parameters changed."""
    return _last.get(models, dtype)[0]
