"""Token vocabularies: a list of strings, the four specials first (ids fixed by serval.model.transformer)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

SPECIALS = ("<pad>", "<unk>", "<s>", "</s>")
UNK_ID = 1


class Vocab:
    def __init__(self, tokens: list[str]):
        if tuple(tokens[:4]) != SPECIALS:
            raise ValueError("a vocabulary starts with <pad> <unk> <s> </s>")
        self.tokens = list(tokens)
        self.index = {t: i for i, t in enumerate(self.tokens)}
        self.words = frozenset(self.index)  # for recognition's "known word" checks: built once, hashed once

    @classmethod
    def build(cls, sequences: Iterable[list[str]], min_freq: int = 1, always: Iterable[str] = ()) -> "Vocab":
        counts = Counter(t for seq in sequences for t in seq)
        extra = [t for t in always if t not in SPECIALS]
        rest = sorted((t for t, c in counts.items() if c >= min_freq and t not in SPECIALS and t not in extra),
                      key=lambda t: (-counts[t], t))
        return cls([*SPECIALS, *extra, *rest])

    def __len__(self) -> int:
        return len(self.tokens)

    def encode(self, tokens: list[str]) -> list[int]:
        return [self.index.get(t, UNK_ID) for t in tokens]

    def decode(self, ids: list[int]) -> list[str]:
        return [self.tokens[i] if 0 <= i < len(self.tokens) else "<unk>" for i in ids]
