"""From raw pairs to model examples: generic forms on both sides, literal set, vocabularies."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from serval.model.command import parse_command
from serval.model.entities import recognize
from serval.model.generic import align
from serval.model.slot_types import SLOT_TYPES
from serval.model.vocab import Vocab
from serval.training.data import Pair

MAX_SRC = 96     # source tokens kept (longer sentences are cut)
MAX_TGT = 96     # target tokens kept
LITERAL_MIN_COUNT = 5  # an unaligned argument seen this often stays literal in targets
PLACEHOLDER_RANGE = 10  # Type_1 … Type_9 are in every vocabulary (Type_0 on the target side)


@dataclass
class Example:
    src: list[str]   # model input tokens
    tgt: list[str]   # model target tokens


def literal_set(pairs: list[Pair], min_count: int = LITERAL_MIN_COUNT) -> frozenset[str]:
    """Argument texts common enough to keep literal when no entity names them (``.``, ``/``, ``1``)."""
    counts: Counter[str] = Counter()
    for pair in pairs:
        for tok in parse_command(pair.cmd).tokens:
            if tok.slot is not None:
                counts[tok.text] += 1
    return frozenset(t for t, c in counts.items() if c >= min_count and len(t) <= 40)


def frequent_words(pairs: list[Pair], min_freq: int) -> frozenset[str]:
    """Input words seen at least ``min_freq`` times: the words the source vocabulary will hold."""
    counts = Counter(t for pair in pairs for t in recognize(pair.nl).tokens)
    return frozenset(t for t, c in counts.items() if c >= min_freq)


def make_examples(pairs: list[Pair], keep_literal: frozenset[str],
                  known: frozenset[str] | set[str] | None = None) -> list[Example]:
    """Model examples. With ``known`` (see ``frequent_words``), other words become Text entities,
    exactly as words outside the vocabulary do at inference, so the model learns to copy them."""
    out = []
    for pair in pairs:
        rec = recognize(pair.nl, known)
        tgt = align(parse_command(pair.cmd), rec, keep_literal).tokens
        if rec.tokens and tgt:
            out.append(Example(rec.tokens[:MAX_SRC], tgt[:MAX_TGT]))
    return out


def placeholder_tokens(start: int) -> list[str]:
    return [f"{t}_{i}" for t in SLOT_TYPES for i in range(start, PLACEHOLDER_RANGE)]


def build_vocabs(examples: list[Example], src_min_freq: int = 2, tgt_min_freq: int = 2) -> tuple[Vocab, Vocab]:
    src = Vocab.build((e.src for e in examples), src_min_freq, always=placeholder_tokens(1))
    tgt = Vocab.build((e.tgt for e in examples), tgt_min_freq, always=placeholder_tokens(0))
    return src, tgt
