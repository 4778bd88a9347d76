"""A small Transformer encoder-decoder in plain PyTorch, with an explicit KV cache.

Written out by hand (not ``nn.Transformer``) so that the daemon can decode one token at a
time against preallocated key/value buffers, and so that every mask is built in one place.
The translator feeds integer ids only; vocabularies live with the caller.

Conventions (shared with the vocabularies of the lead's preprocessing):

* ids ``PAD, UNK, BOS, EOS = 0, 1, 2, 3`` in both the source and the target vocabulary;
* ``src`` is ``(B, S)`` source ids right-padded with ``PAD`` (no BOS/EOS needed);
* ``tgt_in`` is ``(B, T)`` target ids starting with ``BOS`` (teacher forcing input);
* ``src_pad_mask`` is ``(B, S)`` bool, True where ``src`` is padding.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from typing import Any

import torch
import torch.nn as nn
import torch.nn.functional as F

from serval.errors import ServalError

PAD, UNK, BOS, EOS = 0, 1, 2, 3
SPECIAL_TOKENS = ("<pad>", "<unk>", "<s>", "</s>")


@dataclass
class ModelConfig:
    """Everything needed to rebuild a ``Seq2Seq``; stored inside every checkpoint."""

    src_vocab_size: int  # source (English generic form) vocabulary size, specials included
    tgt_vocab_size: int  # target (command generic form) vocabulary size, specials included
    d_model: int = 256  # width of every residual stream
    n_heads: int = 4  # attention heads; d_model must be divisible by it
    n_enc_layers: int = 3  # encoder blocks
    n_dec_layers: int = 3  # decoder blocks
    d_ff: int = 1024  # hidden width of the feed-forward sublayer
    dropout: float = 0.1  # dropout on embeddings, attention weights and residual branches
    max_len: int = 256  # longest source or target sequence (positions table size)
    tie_output: bool = True  # share the decoder input embedding with the output projection
    pre_norm: bool = True  # LayerNorm before each sublayer (plus a final one) instead of after
    version: int = 1  # config format version, bumped when fields change meaning

    def __post_init__(self) -> None:
        if self.src_vocab_size <= EOS or self.tgt_vocab_size <= EOS:
            raise ServalError("vocabulary sizes must include the 4 special tokens")
        if self.d_model % self.n_heads != 0:
            raise ServalError(f"d_model {self.d_model} is not divisible by n_heads {self.n_heads}")
        if self.max_len < 2:
            raise ServalError("max_len must be at least 2")

    @property
    def head_dim(self) -> int:
        """Width of one attention head."""
        return self.d_model // self.n_heads

    def to_dict(self) -> dict[str, Any]:
        """Plain ints/floats/bools, safe for ``torch.load(weights_only=True)``."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ModelConfig":
        """Rebuild from ``to_dict`` output; unknown keys are an error, not silently dropped."""
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ServalError(f"unknown model config fields: {sorted(unknown)}")
        version = data.get("version", 1)
        if version != 1:
            raise ServalError(f"unsupported model config version {version} (this build reads 1)")
        return cls(**data)


def check_ids(ids: torch.Tensor, vocab: int, what: str) -> None:
    """Raise a ``ServalError`` unless ``ids`` is a (batch, length) int64 tensor of ids below ``vocab``."""
    if ids.dim() != 2 or ids.dtype != torch.long:
        raise ServalError(f"{what} must be a (batch, length) tensor of int64 ids, got {tuple(ids.shape)} {ids.dtype}")
    if ids.numel() and (int(ids.min()) < 0 or int(ids.max()) >= vocab):
        raise ServalError(f"{what} holds ids outside the vocabulary [0, {vocab})")


def source_ids(src: torch.Tensor, vocab: int) -> torch.Tensor:
    """``src`` (B, S) checked, an empty source made one padding token (a defined result)."""
    check_ids(src, vocab, "src")
    if src.size(1) == 0:
        src = torch.full((src.size(0), 1), PAD, dtype=torch.long, device=src.device)
    return src


def key_padding_mask(src_pad_mask: torch.Tensor) -> torch.Tensor:
    """Boolean "may attend" mask ``(B, 1, 1, S)`` from a ``(B, S)`` padding mask.

    A row made only of padding would leave a query with nothing to attend to (NaN from
    softmax), so such rows may attend to position 0; their output is meaningless but finite.
    """
    allowed = ~src_pad_mask
    empty = ~allowed.any(dim=1)
    if bool(empty.any()):
        allowed = allowed.clone()
        allowed[empty, 0] = True
    return allowed[:, None, None, :]


class SinusoidalPositions(nn.Module):
    """Fixed sine/cosine position encodings (a buffer, not trained)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        pos = torch.arange(cfg.max_len, dtype=torch.float32)[:, None]
        div = torch.exp(torch.arange(0, cfg.d_model, 2, dtype=torch.float32) * (-math.log(10000.0) / cfg.d_model))
        table = torch.zeros(cfg.max_len, cfg.d_model)
        table[:, 0::2] = torch.sin(pos * div)
        table[:, 1::2] = torch.cos(pos * div)
        # Not persistent: it is recomputed from the config, so checkpoints stay small.
        self.register_buffer("table", table, persistent=False)

    def forward(self, start: int, length: int) -> torch.Tensor:
        """Encodings for positions ``start .. start+length-1``: ``(length, d_model)``."""
        if start + length > self.table.size(0):
            raise ServalError(f"sequence longer than the model's max_len {self.table.size(0)}")
        return self.table[start : start + length]


class LayerKVCache:
    """Preallocated self-attention keys/values of one decoder layer, plus its cross K/V."""

    def __init__(self, batch: int, n_heads: int, max_len: int, head_dim: int, *, dtype, device):
        shape = (batch, n_heads, max_len, head_dim)
        self.k = torch.zeros(shape, dtype=dtype, device=device)  # (B, nh, Tmax, hs)
        self.v = torch.zeros(shape, dtype=dtype, device=device)  # (B, nh, Tmax, hs)
        self.cross_k: torch.Tensor | None = None  # (B, nh, S, hs), from memory, computed once
        self.cross_v: torch.Tensor | None = None  # (B, nh, S, hs)

    def update(self, pos: int, k: torch.Tensor, v: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Write ``k, v`` (B, nh, T, hs) at ``pos``; return all keys/values up to ``pos + T``."""
        end = pos + k.size(2)
        if end > self.k.size(2):
            raise ServalError(f"KV cache full: position {end - 1} >= {self.k.size(2)}")
        self.k[:, :, pos:end] = k
        self.v[:, :, pos:end] = v
        return self.k[:, :, :end], self.v[:, :, :end]

    def index_select(self, indices: torch.Tensor) -> None:
        """Keep rows ``indices`` (in that order); used to reorder beams."""
        self.k = self.k.index_select(0, indices)
        self.v = self.v.index_select(0, indices)
        if self.cross_k is not None and self.cross_v is not None:
            self.cross_k = self.cross_k.index_select(0, indices)
            self.cross_v = self.cross_v.index_select(0, indices)


class KVCache:
    """Decoder state for step-wise decoding: one ``LayerKVCache`` per layer and the position.

    ``pos`` is the position of the next token to feed; ``Seq2Seq.decode_step`` advances it.
    """

    def __init__(self, cfg: ModelConfig, batch: int, max_len: int | None = None, *, dtype=torch.float32, device="cpu"):
        self.max_len = min(max_len or cfg.max_len, cfg.max_len)
        self.layers = [
            LayerKVCache(batch, cfg.n_heads, self.max_len, cfg.head_dim, dtype=dtype, device=device)
            for _ in range(cfg.n_dec_layers)
        ]
        self.pos = 0

    @property
    def batch_size(self) -> int:
        return self.layers[0].k.size(0) if self.layers else 0

    def advance(self, n: int = 1) -> None:
        self.pos += n

    def reset(self) -> None:
        """Start over (buffers are overwritten, cross K/V recomputed on the next step)."""
        self.pos = 0
        for layer in self.layers:
            layer.cross_k = layer.cross_v = None

    def index_select(self, indices: torch.Tensor) -> "KVCache":
        """Reorder/select batch rows in place (beam search); returns self."""
        for layer in self.layers:
            layer.index_select(indices)
        return self


class MultiHeadAttention(nn.Module):
    """Scaled dot-product attention over ``n_heads`` heads, for self- or cross-attention."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.n_heads = cfg.n_heads
        self.head_dim = cfg.head_dim
        self.q_proj = nn.Linear(cfg.d_model, cfg.d_model)
        self.k_proj = nn.Linear(cfg.d_model, cfg.d_model)
        self.v_proj = nn.Linear(cfg.d_model, cfg.d_model)
        self.out_proj = nn.Linear(cfg.d_model, cfg.d_model)
        self.out_proj.residual_scaled = True  # type: ignore[attr-defined]  # see Seq2Seq._init_weights
        self.dropout = cfg.dropout

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        B, T, _ = x.shape
        return x.view(B, T, self.n_heads, self.head_dim).transpose(1, 2)  # (B, nh, T, hs)

    def project_kv(self, context: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Keys and values of ``context`` (B, S, C): each ``(B, nh, S, hs)``."""
        return self._split(self.k_proj(context)), self._split(self.v_proj(context))

    def attend(
        self,
        x: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        mask: torch.Tensor | None = None,
        is_causal: bool = False,
    ) -> torch.Tensor:
        """Queries from ``x`` (B, T, C) against given keys/values; ``mask`` bool or additive."""
        B, T, C = x.shape
        q = self._split(self.q_proj(x))  # (B, nh, T, hs)
        y = F.scaled_dot_product_attention(
            q, k, v, attn_mask=mask, dropout_p=self.dropout if self.training else 0.0, is_causal=is_causal
        )  # (B, nh, T, hs)
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.out_proj(y)

    def forward(
        self,
        x: torch.Tensor,
        context: torch.Tensor | None = None,
        mask: torch.Tensor | None = None,
        is_causal: bool = False,
    ) -> torch.Tensor:
        """Self-attention when ``context`` is None, else cross-attention to ``context``."""
        k, v = self.project_kv(x if context is None else context)
        return self.attend(x, k, v, mask, is_causal)


class FeedForward(nn.Module):
    """Position-wise two-layer MLP with ReLU."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.fc1 = nn.Linear(cfg.d_model, cfg.d_ff)
        self.fc2 = nn.Linear(cfg.d_ff, cfg.d_model)
        self.fc2.residual_scaled = True  # type: ignore[attr-defined]
        self.drop = nn.Dropout(cfg.dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.drop(F.relu(self.fc1(x))))


class _Residual(nn.Module):
    """``x + dropout(f(norm(x)))`` (pre-norm) or ``norm(x + dropout(f(x)))`` (post-norm)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.d_model)
        self.drop = nn.Dropout(cfg.dropout)
        self.pre_norm = cfg.pre_norm

    def forward(self, x: torch.Tensor, fn) -> torch.Tensor:
        if self.pre_norm:
            return x + self.drop(fn(self.norm(x)))
        return self.norm(x + self.drop(fn(x)))


class EncoderLayer(nn.Module):
    """Self-attention over the source (padding masked), then feed-forward."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadAttention(cfg)
        self.ff = FeedForward(cfg)
        self.res_attn = _Residual(cfg)
        self.res_ff = _Residual(cfg)

    def forward(self, x: torch.Tensor, src_mask: torch.Tensor) -> torch.Tensor:
        x = self.res_attn(x, lambda h: self.self_attn(h, mask=src_mask))
        return self.res_ff(x, self.ff)


class DecoderLayer(nn.Module):
    """Causal self-attention, cross-attention to the encoder memory, then feed-forward."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = MultiHeadAttention(cfg)
        self.cross_attn = MultiHeadAttention(cfg)
        self.ff = FeedForward(cfg)
        self.res_self = _Residual(cfg)
        self.res_cross = _Residual(cfg)
        self.res_ff = _Residual(cfg)

    def forward(self, x: torch.Tensor, memory: torch.Tensor, src_mask: torch.Tensor) -> torch.Tensor:
        """Whole prefix at once (training and the uncached reference path)."""
        x = self.res_self(x, lambda h: self.self_attn(h, is_causal=True))
        x = self.res_cross(x, lambda h: self.cross_attn(h, memory, mask=src_mask))
        return self.res_ff(x, self.ff)

    def step(
        self, x: torch.Tensor, memory: torch.Tensor, src_mask: torch.Tensor, cache: LayerKVCache, pos: int
    ) -> torch.Tensor:
        """New tokens only (B, T, C) at ``pos``; earlier keys/values come from ``cache``."""

        def self_block(h: torch.Tensor) -> torch.Tensor:
            k, v = self.self_attn.project_kv(h)  # (B, nh, T, hs)
            k_all, v_all = cache.update(pos, k, v)  # (B, nh, pos+T, hs)
            causal = None
            if h.size(1) > 1:  # several new tokens: each sees the cache and its own past
                T, total = h.size(1), pos + h.size(1)
                causal = torch.ones(T, total, dtype=torch.bool, device=h.device).tril(diagonal=pos)
            return self.self_attn.attend(h, k_all, v_all, causal)

        def cross_block(h: torch.Tensor) -> torch.Tensor:
            if cache.cross_k is None or cache.cross_v is None:
                cache.cross_k, cache.cross_v = self.cross_attn.project_kv(memory)
            return self.cross_attn.attend(h, cache.cross_k, cache.cross_v, src_mask)

        x = self.res_self(x, self_block)
        x = self.res_cross(x, cross_block)
        return self.res_ff(x, self.ff)


class Seq2Seq(nn.Module):
    """Encoder-decoder Transformer: ``forward`` for training, ``encode``/``decode_step`` for decoding."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.config = cfg
        self.src_embed = nn.Embedding(cfg.src_vocab_size, cfg.d_model, padding_idx=PAD)
        self.tgt_embed = nn.Embedding(cfg.tgt_vocab_size, cfg.d_model, padding_idx=PAD)
        self.positions = SinusoidalPositions(cfg)
        self.drop = nn.Dropout(cfg.dropout)
        self.encoder = nn.ModuleList(EncoderLayer(cfg) for _ in range(cfg.n_enc_layers))
        self.decoder = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.n_dec_layers))
        self.enc_norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()
        self.dec_norm = nn.LayerNorm(cfg.d_model) if cfg.pre_norm else nn.Identity()
        self.lm_head = nn.Linear(cfg.d_model, cfg.tgt_vocab_size, bias=False)
        self.apply(self._init_weights)
        if cfg.tie_output:
            self.lm_head.weight = self.tgt_embed.weight
        self.embed_scale = math.sqrt(cfg.d_model)

    def _init_weights(self, module: nn.Module) -> None:
        """Small normal weights (std 0.02); residual output projections scaled by depth.

        Embeddings use the same 0.02, not the d_model**-0.5 often paired with the sqrt(d_model)
        input scale: with a tied output projection, unit-variance embeddings make the decoder
        start out predicting its own input token (initial loss ~7 instead of ~log V), and a
        small reverse task then barely trains; with 0.02 it learns in ~100 steps.
        """
        n_layers = self.config.n_enc_layers + self.config.n_dec_layers
        if isinstance(module, nn.Linear):
            std = 0.02 / math.sqrt(2 * n_layers) if getattr(module, "residual_scaled", False) else 0.02
            nn.init.normal_(module.weight, mean=0.0, std=std)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
            with torch.no_grad():
                module.weight[PAD].zero_()

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())


    def _embed_tgt(self, tokens: torch.Tensor, start: int) -> torch.Tensor:
        x = self.tgt_embed(tokens) * self.embed_scale + self.positions(start, tokens.size(1))
        return self.drop(x)  # (B, T, C)

    def encode(self, src: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Run the encoder once: ``memory`` (B, S, C) and ``src_pad_mask`` (B, S) bool."""
        src = source_ids(src, self.config.src_vocab_size)
        src_pad_mask = src == PAD
        mask = key_padding_mask(src_pad_mask)  # (B, 1, 1, S)
        x = self.drop(self.src_embed(src) * self.embed_scale + self.positions(0, src.size(1)))
        for layer in self.encoder:
            x = layer(x, mask)
        return self.enc_norm(x), src_pad_mask

    def decode_full(self, tgt_in: torch.Tensor, memory: torch.Tensor, src_pad_mask: torch.Tensor) -> torch.Tensor:
        """Uncached decoder over the whole prefix: logits (B, T, V)."""
        check_ids(tgt_in, self.config.tgt_vocab_size, "tgt_in")
        mask = key_padding_mask(src_pad_mask)
        x = self._embed_tgt(tgt_in, 0)
        for layer in self.decoder:
            x = layer(x, memory, mask)
        return self.lm_head(self.dec_norm(x))

    def forward(self, src: torch.Tensor, tgt_in: torch.Tensor) -> torch.Tensor:
        """Teacher forcing: src (B, S), tgt_in (B, T) BOS-prefixed -> logits (B, T, V)."""
        memory, src_pad_mask = self.encode(src)
        return self.decode_full(tgt_in, memory, src_pad_mask)

    def new_cache(self, batch: int, max_len: int | None = None, device: torch.device | str | None = None) -> KVCache:
        """An empty ``KVCache`` for ``batch`` rows and up to ``max_len`` target positions."""
        p = self.lm_head.weight
        return KVCache(self.config, batch, max_len, dtype=p.dtype, device=device or p.device)

    def decode_step(
        self, tokens_t: torch.Tensor, cache: KVCache, memory: torch.Tensor, src_pad_mask: torch.Tensor
    ) -> torch.Tensor:
        """Feed one new token per row (B,) at ``cache.pos``; return next-token logits (B, V).

        Cross-attention keys/values are computed from ``memory`` on the first step and kept in
        the cache. ``memory``/``src_pad_mask`` must have the cache's batch rows (see
        ``expand_for_beams`` and ``KVCache.index_select``).
        """
        if tokens_t.dim() != 1:
            raise ServalError(f"decode_step takes one token per row (B,), got {tuple(tokens_t.shape)}")
        tokens = tokens_t[:, None]  # (B, 1)
        check_ids(tokens, self.config.tgt_vocab_size, "tokens_t")
        if cache.pos >= cache.max_len:
            raise ServalError(f"decoding past the cache length {cache.max_len}")
        mask = key_padding_mask(src_pad_mask)
        x = self._embed_tgt(tokens, cache.pos)
        for layer, layer_cache in zip(self.decoder, cache.layers):
            x = layer.step(x, memory, mask, layer_cache, cache.pos)
        cache.advance(1)
        return self.lm_head(self.dec_norm(x))[:, -1]

    @staticmethod
    def expand_for_beams(
        memory: torch.Tensor, src_pad_mask: torch.Tensor, beam_size: int
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Repeat each sentence's memory ``beam_size`` times: rows b*K .. b*K+K-1 are sentence b."""
        return memory.repeat_interleave(beam_size, dim=0), src_pad_mask.repeat_interleave(beam_size, dim=0)
