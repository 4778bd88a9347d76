"""Time beam-search decoding per sentence with and without the KV cache.

Usage::

    python benchmarks/bench_decoding.py --checkpoint runs/x/best.pt --n 200
    python benchmarks/bench_decoding.py --random-model --n 100       # default-size untrained model
    python benchmarks/bench_decoding.py --checkpoint m.pt --src-file ids.txt   # one line of ids per sentence

Prints p50/p95 milliseconds per sentence for both paths and the uncached/cached ratio, and
checks that both paths return the same hypotheses. Importing this module runs nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import torch

from serval.model.decoding import beam_search
from serval.model.transformer import EOS, ModelConfig, Seq2Seq


def load_model(checkpoint: Path | None, seed: int) -> Seq2Seq:
    """The checkpoint's model, or an untrained default-size one (vocab 2000) when None."""
    if checkpoint is not None:
        from serval.training.trainer import load_checkpoint, model_from_checkpoint

        return model_from_checkpoint(load_checkpoint(checkpoint))
    torch.manual_seed(seed)
    return Seq2Seq(ModelConfig(src_vocab_size=2000, tgt_vocab_size=2000)).eval()


def source_sentences(model: Seq2Seq, n: int, src_file: Path | None, seed: int) -> list[list[int]]:
    """Id lists from ``src_file`` (space-separated ids per line) or random ones of length 4-20."""
    if src_file is not None:
        lines = src_file.read_text(encoding="utf-8").splitlines()
        return [[int(t) for t in line.split()] for line in lines if line.strip()][:n]
    rng = random.Random(seed)
    vocab = model.config.src_vocab_size
    return [[rng.randrange(EOS + 1, vocab) for _ in range(rng.randint(4, 20))] for _ in range(n)]


def time_path(model: Seq2Seq, sources: list[list[int]], use_cache: bool, beam: int, max_len: int):
    """Per-sentence milliseconds and outputs, one sentence at a time (as the daemon decodes)."""
    times, outputs = [], []
    for src in sources:
        t0 = time.perf_counter()
        hyps = beam_search(model, [src], beam_size=beam, n_best=beam, max_len=max_len, use_cache=use_cache)[0]
        times.append((time.perf_counter() - t0) * 1000.0)
        outputs.append([h.tokens for h in hyps])
    return times, outputs


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--checkpoint", type=Path, help="a trainer checkpoint (best.pt / last.pt / model.pt)")
    ap.add_argument("--random-model", action="store_true", help="untrained default-size model instead")
    ap.add_argument("--src-file", type=Path, help="source ids, one sentence per line")
    ap.add_argument("--n", type=int, default=200, help="sentences to decode")
    ap.add_argument("--beam", type=int, default=5)
    ap.add_argument("--max-len", type=int, default=60)
    ap.add_argument("--threads", type=int, default=1, help="torch threads (the daemon's setting)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.checkpoint is None and not args.random_model:
        ap.error("give --checkpoint or --random-model")

    torch.set_num_threads(args.threads)
    model = load_model(args.checkpoint, args.seed)
    sources = source_sentences(model, args.n, args.src_file, args.seed)
    time_path(model, sources[:3], True, args.beam, args.max_len)  # warm-up
    cached_ms, cached_out = time_path(model, sources, True, args.beam, args.max_len)
    uncached_ms, uncached_out = time_path(model, sources, False, args.beam, args.max_len)
    same = sum(a == b for a, b in zip(cached_out, uncached_out))

    cfg = model.config
    print(f"model d_model={cfg.d_model} layers={cfg.n_enc_layers}+{cfg.n_dec_layers} "
          f"vocab={cfg.src_vocab_size}/{cfg.tgt_vocab_size}; {len(sources)} sentences, "
          f"beam {args.beam}, max_len {args.max_len}, {args.threads} thread(s)")
    for name, ms in (("cached", cached_ms), ("uncached", uncached_ms)):
        print(f"{name:>9}: p50 {percentile(ms, 0.5):8.1f} ms  p95 {percentile(ms, 0.95):8.1f} ms  "
              f"mean {statistics.fmean(ms):8.1f} ms")
    print(f"uncached/cached ratio: p50 {percentile(uncached_ms, 0.5) / percentile(cached_ms, 0.5):.2f}x  "
          f"mean {statistics.fmean(uncached_ms) / statistics.fmean(cached_ms):.2f}x")
    print(f"identical n-best lists: {same}/{len(sources)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
