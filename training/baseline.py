"""The nearest-neighbour retrieval baseline: answer with the template of the most similar
training sentence.

Any learned model has to beat this to be worth its weight, so the evaluation report prints it
beside the model. Sentences are compared by TF-IDF cosine over unigrams and bigrams of the
already-normalised English tokens (lower-cased words with entity placeholders, produced by the
lead's preprocessing). Only numpy is used; the index is an inverted file (one posting list per
term), so a query costs time proportional to the postings of its own terms. It is stored as
JSON, never pickle, so a model folder can be inspected and loaded safely.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from serval.errors import ServalError

FORMAT = "serval-retrieval-baseline"  # the "format" field of the saved JSON
VERSION = 1  # bumped when the saved layout changes


@dataclass
class BaselineConfig:
    """Settings of the TF-IDF index."""

    max_n: int = 2  # n-gram orders 1..max_n (unigrams and bigrams)
    smooth_idf: bool = True  # idf = ln((1 + N) / (1 + df)) + 1, as scikit-learn's default


def _terms(tokens: list[str], max_n: int) -> Counter:
    """Raw counts of the 1..max_n-grams of one token list (n-grams as tuples)."""
    counts: Counter = Counter()
    for n in range(1, max_n + 1):
        for i in range(len(tokens) - n + 1):
            counts[tuple(tokens[i : i + n])] += 1
    return counts


class RetrievalBaseline:
    """TF-IDF nearest-neighbour retrieval over training sentences."""

    def __init__(self, config: BaselineConfig | None = None):
        self.config = config or BaselineConfig()
        self.vocab: dict[tuple[str, ...], int] = {}  # term → column
        self.idf = np.zeros(0)  # (V,) inverse document frequency
        self.postings_ptr = np.zeros(1, dtype=np.int64)  # (V+1,) CSC column pointers
        self.postings_doc = np.zeros(0, dtype=np.int64)  # (nnz,) training sentence index
        self.postings_weight = np.zeros(0)  # (nnz,) l2-normalised tf-idf weight
        self.templates: list[str] = []  # template of each training example
        self.commands: list[str] = []  # full command of each training example

    @property
    def fitted(self) -> bool:
        return bool(self.templates)

    def fit(
        self,
        train_sources: list[list[str]],
        train_templates: list[str],
        train_commands: list[str],
    ) -> "RetrievalBaseline":
        """Index the training sentences (token lists) with their templates and commands."""
        n = len(train_sources)
        if n == 0:
            raise ServalError("RetrievalBaseline.fit: no training examples")
        if not (len(train_templates) == n == len(train_commands)):
            raise ServalError(
                f"RetrievalBaseline.fit: {n} sources, {len(train_templates)} templates, "
                f"{len(train_commands)} commands"
            )
        max_n = self.config.max_n
        doc_terms = [_terms(list(tokens), max_n) for tokens in train_sources]
        vocab: dict[tuple[str, ...], int] = {}
        df: Counter = Counter()
        for counts in doc_terms:
            for term in counts:
                if term not in vocab:
                    vocab[term] = len(vocab)
                df[vocab[term]] += 1
        v = len(vocab)
        df_arr = np.array([df[j] for j in range(v)], dtype=np.float64)
        if self.config.smooth_idf:
            idf = np.log((1.0 + n) / (1.0 + df_arr)) + 1.0
        else:
            idf = np.log(n / df_arr) + 1.0

        # Row-wise weights, l2-normalised, then transposed into posting lists (CSC).
        cols: list[np.ndarray] = []
        rows: list[np.ndarray] = []
        vals: list[np.ndarray] = []
        for i, counts in enumerate(doc_terms):
            if not counts:
                continue
            c = np.fromiter((vocab[t] for t in counts), dtype=np.int64, count=len(counts))
            w = np.fromiter(counts.values(), dtype=np.float64, count=len(counts)) * idf[c]
            w /= np.linalg.norm(w)
            cols.append(c)
            rows.append(np.full(len(c), i, dtype=np.int64))
            vals.append(w)
        col = np.concatenate(cols) if cols else np.zeros(0, dtype=np.int64)
        row = np.concatenate(rows) if rows else np.zeros(0, dtype=np.int64)
        val = np.concatenate(vals) if vals else np.zeros(0)
        order = np.lexsort((row, col))  # by term, then by document
        self.postings_doc = row[order]
        self.postings_weight = val[order]
        self.postings_ptr = np.zeros(v + 1, dtype=np.int64)
        np.cumsum(np.bincount(col, minlength=v), out=self.postings_ptr[1:])
        self.vocab = vocab
        self.idf = idf
        self.templates = list(train_templates)
        self.commands = list(train_commands)
        return self

    def scores(self, tokens: list[str]) -> np.ndarray:
        """Cosine similarity of the query to every training sentence, shape (N,)."""
        if not self.fitted:
            raise ServalError("RetrievalBaseline: query before fit() or load()")
        sims = np.zeros(len(self.templates))
        counts = _terms(list(tokens), self.config.max_n)
        known = [(self.vocab[t], c) for t, c in counts.items() if t in self.vocab]
        if not known:
            return sims
        cols = np.array([j for j, _ in known], dtype=np.int64)
        q = np.array([c for _, c in known], dtype=np.float64) * self.idf[cols]
        # Terms never seen in training have no idf and are dropped (as a fitted vectoriser
        # does), so the query vector lives in the training vocabulary.
        q /= np.linalg.norm(q)
        for j, wq in zip(cols, q):
            lo, hi = self.postings_ptr[j], self.postings_ptr[j + 1]
            sims[self.postings_doc[lo:hi]] += wq * self.postings_weight[lo:hi]
        return np.minimum(sims, 1.0)

    def query(self, tokens: list[str], k: int = 5) -> list[tuple[int, float]]:
        """The top-k training examples with distinct templates: (train index, cosine).

        Best first; ties go to the lower training index (stable order). Only examples with a
        positive similarity are returned, so an empty or all-unknown query gives ``[]``.
        """
        if k < 1:
            raise ServalError(f"RetrievalBaseline.query: k must be at least 1, got {k}")
        sims = self.scores(tokens)
        order = np.argsort(-sims, kind="stable")
        out: list[tuple[int, float]] = []
        seen: set[str] = set()
        for i in order:
            s = float(sims[i])
            if s <= 0.0 or len(out) == k:
                break
            template = self.templates[i]
            if template in seen:
                continue
            seen.add(template)
            out.append((int(i), s))
        return out

    def save(self, path: str | Path) -> None:
        """Write the index as JSON (floats written with full precision, so loading is exact)."""
        if not self.fitted:
            raise ServalError("RetrievalBaseline.save: nothing to save, call fit() first")
        terms = [None] * len(self.vocab)
        for term, j in self.vocab.items():
            terms[j] = list(term)
        data = {
            "format": FORMAT,
            "version": VERSION,
            "config": {"max_n": self.config.max_n, "smooth_idf": self.config.smooth_idf},
            "terms": terms,
            "idf": self.idf.tolist(),
            "postings_ptr": self.postings_ptr.tolist(),
            "postings_doc": self.postings_doc.tolist(),
            "postings_weight": self.postings_weight.tolist(),
            "templates": self.templates,
            "commands": self.commands,
        }
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)

    @classmethod
    def load(cls, path: str | Path) -> "RetrievalBaseline":
        """Read an index written by :meth:`save`; a missing or malformed file is a ServalError."""
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as e:
            raise ServalError(f"cannot read retrieval baseline {path}: {e.strerror or e}") from e
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise ServalError(f"retrieval baseline {path} is not valid JSON: {e}") from e
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ServalError(f"{path} is not a retrieval baseline file")
        if data.get("version") != VERSION:
            raise ServalError(f"{path}: unsupported baseline version {data.get('version')!r}")
        try:
            model = cls(BaselineConfig(**data["config"]))
            model.vocab = {tuple(t): j for j, t in enumerate(data["terms"])}
            model.idf = np.array(data["idf"], dtype=np.float64)
            model.postings_ptr = np.array(data["postings_ptr"], dtype=np.int64)
            model.postings_doc = np.array(data["postings_doc"], dtype=np.int64)
            model.postings_weight = np.array(data["postings_weight"], dtype=np.float64)
            model.templates = [str(t) for t in data["templates"]]
            model.commands = [str(c) for c in data["commands"]]
        except (KeyError, TypeError, ValueError) as e:
            raise ServalError(f"retrieval baseline {path} is incomplete: {e}") from e
        v = len(model.vocab)
        if (
            len(model.idf) != v
            or len(model.postings_ptr) != v + 1
            or len(model.postings_doc) != len(model.postings_weight)
            or (v and model.postings_ptr[-1] != len(model.postings_doc))
            or len(model.templates) != len(model.commands)
            or not model.templates
        ):
            raise ServalError(f"retrieval baseline {path} is inconsistent")
        return model
