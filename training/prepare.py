"""From raw pairs to model examples: generic forms on both sides, literal set, vocabularies."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from serval.model.command import parse_command
from serval.model.entities import EXTENSION_WORDS, free_words, recognize, stem
from serval.model.generic import align
from serval.model.slot_types import SLOT_TYPES
from serval.model.vocab import Vocab
from serval.training.data import Pair

MAX_SRC = 96     # source tokens kept (longer sentences are cut)
MAX_TGT = 96     # target tokens kept
LITERAL_MIN_COUNT = 5  # an unaligned argument seen this often stays literal in targets
LITERAL_WORD_MIN_COUNT = 2  # ... or this often when it is a plain lower-case word (a subcommand)
PLAIN_WORD = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
PLACEHOLDER_RANGE = 10  # Type_1 … Type_9 are in every vocabulary (Type_0 on the target side)
NAME_RATE = 0.5   # a word its commands use as an argument at least this often is a name (see name_words)
# Words that commands take as arguments but that carry the request's meaning (systemctl restart,
# curl -X POST, git pull): they stay words the model reads, never names to copy.
ACTION_WORDS = frozenset("""start stop restart reload status enable disable post get put delete patch
pull push fetch clone commit merge checkout import install remove update upgrade run exec build test
list show add create kill""".split())


@dataclass
class Example:
    src: list[str]   # model input tokens
    tgt: list[str]   # model target tokens


def literal_set(pairs: list[Pair], min_count: int = LITERAL_MIN_COUNT,
                word_min_count: int = LITERAL_WORD_MIN_COUNT) -> frozenset[str]:
    """Argument texts common enough to keep literal when no entity names them (``.``, ``/``, ``1``).

    Plain lower-case words need fewer sightings: mostly subcommands and fixed values (``git checkout``,
    ``apt install``, ``systemctl reload``) that would otherwise become holes the user must fill.
    """
    counts: Counter[str] = Counter()
    unsaid: Counter[str] = Counter()   # times the sentence does not contain the word: command vocabulary
    for pair in pairs:
        words = set(re.findall(r"[\w-]+", pair.nl.lower()))
        for tok in parse_command(pair.cmd).tokens:
            if tok.slot is not None:
                counts[tok.text] += 1
                unsaid[tok.text] += tok.text.lower() not in words
    # A plain word qualifies only when the sentences mostly do not say it: a name the user writes
    # ("staging", "bob") must stay a slot, never become a word the model may print for someone else.
    return frozenset(t for t, c in counts.items() if len(t) <= 40 and (
        c >= min_count or PLAIN_WORD.fullmatch(t) and unsaid[t] >= word_min_count and 2 * unsaid[t] >= c))


def frequent_words(pairs: list[Pair], min_freq: int) -> frozenset[str]:
    """Input words seen at least ``min_freq`` times: the words the source vocabulary will hold."""
    counts = Counter(t for pair in pairs for t in recognize(pair.nl).tokens)
    return frozenset(t for t, c in counts.items() if c >= min_freq)


def name_words(pairs: list[Pair], min_count: int = 2, rate: float = NAME_RATE) -> frozenset[str]:
    """Stemmed input words that are mostly names: in at least ``rate`` of the sentences using them,
    the command has the word itself as an argument (``nginx``, ``foo``, ``node_modules``).

    Left out of the known words (and so of the vocabulary), they become Text entities exactly as
    unknown words do at inference, and the model learns to copy them (``pgrep Text_1``) instead of
    treating ``grep nginx`` as a phrase whose argument it cannot reproduce for ``firefox``.
    """
    seen: Counter[str] = Counter()
    as_arg: Counter[str] = Counter()
    commands: set[str] = set()   # words that are commands somewhere (docker, gcc): vocabulary, not names
    for pair in pairs:
        rec = recognize(pair.nl)
        tokens = parse_command(pair.cmd).tokens
        values = {tok.value.lower() for tok in tokens if tok.slot is not None}
        commands.update(stem(tok.text.lower()) for tok in tokens if tok.slot is None)
        stems = {w.lower(): stem(w.lower()) for _, _, w in free_words(rec.text, rec.entities)}
        for key in set(stems.values()):   # counted per stem: "downloads" is a name, "download" not
            seen[key] += 1
            as_arg[key] += any(k == key and w in values for w, k in stems.items())
    actions = {stem(w) for w in ACTION_WORDS} | {stem(w) for w in EXTENSION_WORDS} | commands
    return frozenset(key for key, n in seen.items()
                     if n >= min_count and as_arg[key] >= rate * n and key not in actions)


def make_examples(pairs: list[Pair], keep_literal: frozenset[str],
                  known: frozenset[str] | set[str] | None = None) -> list[Example]:
    """Model examples. With ``known`` (see ``frequent_words``), other words become Text entities,
    exactly as words outside the vocabulary do at inference, so the model learns to copy them."""
    known = None if known is None else frozenset(known)   # once, not per word recognition checks it
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
