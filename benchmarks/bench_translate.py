"""Latency of the translator on real sentences: end to end, and KV-cached vs uncached beam search.

Usage: python benchmarks/bench_translate.py --model model/default/model.pt --split dev --n 200
Prints p50/p95 ms per query (single query, beam 5, torch threads as the daemon sets them),
the uncached/cached ratio measured in the same run (both with the translator's output cap and in
float32), the translator's cached search in its own precision against float32 (``SERVAL_PRECISION``), the
cached search with the old fixed 96-token cap (what the cap saves), for an ensemble checkpoint its
first member decoding alone (what the ensemble costs) and its members decoding apart instead of
stacked (what stacking saves), the checkpoint size and resident memory.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import psutil
import torch

from serval.model.decoding import beam_search
from serval.model.entities import recognize
from serval.model.translator import MAX_OUT_TOKENS, Translator, output_cap
from serval.paths import active_model_path, shared_data_dir
from serval.training.data import load_split


def pct(values: list[float], q: float) -> float:
    return round(statistics.quantiles(values, n=100)[int(q) - 1], 1) if len(values) > 1 else round(values[0], 1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--data", type=Path, default=shared_data_dir())
    ap.add_argument("--split", default="dev")
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--beam", type=int, default=5)
    args = ap.parse_args()
    model_path = args.model or active_model_path()
    rss0 = psutil.Process().memory_info().rss
    t = Translator.load(model_path, device="cpu")
    texts = [p.nl for p in load_split(args.data, args.split)[: args.n]]
    t.translate(texts[0])  # warm-up (an ensemble builds its stacked decoder here)
    rss = psutil.Process().memory_info().rss
    end_to_end, cached, uncached, fixed_cap, exact_bound, single, apart, fp32 = [], [], [], [], [], [], [], []
    dtype = t.decode_dtype
    for text in texts:
        start = time.perf_counter()
        t.translate(text, n=args.beam)
        end_to_end.append((time.perf_counter() - start) * 1000)
        ids = t.src_vocab.encode(recognize(text, t.src_vocab.words).tokens[:96]) or [1]
        cap = output_cap(len(ids))
        rule = t.exact_stop   # the translator's own stopping rule, except in the last bucket
        runs = [(t.members, True, cap, rule, cached), (t.members, False, cap, rule, uncached),
                (t.members, True, MAX_OUT_TOKENS, rule, fixed_cap), (t.members, True, cap, True, exact_bound)]
        runs = [(*run, True, dtype) for run in runs]
        runs[1] = (*runs[1][:-1], torch.float32)  # uncached decoding is member by member, in float32
        if dtype != torch.float32:  # what the translator's precision saves
            runs.append((t.members, True, cap, rule, fp32, True, torch.float32))
        if len(t.members) > 1:  # what the ensemble costs: its first member alone; its members decoding apart
            runs += [(t.model, True, cap, rule, single, True, dtype), (t.members, True, cap, rule, apart, False, dtype)]
        for models, use_cache, max_len, exact, bucket, stack, run_dtype in runs:
            start = time.perf_counter()
            beam_search(models, [ids], beam_size=args.beam, n_best=args.beam, alpha=t.alpha, max_len=max_len,
                        use_cache=use_cache, exact=exact, stack=stack, dtype=run_dtype)
            bucket.append((time.perf_counter() - start) * 1000)
    print(json.dumps({
        "model": str(model_path), "members": len(t.members), "queries": len(texts), "beam": args.beam,
        "end_to_end_ms": {"p50": pct(end_to_end, 50), "p95": pct(end_to_end, 95)},
        "decode_precision": str(dtype).removeprefix("torch."),
        "beam_cached_ms": {"p50": pct(cached, 50), "p95": pct(cached, 95)},
        **({"beam_cached_float32_ms": {"p50": pct(fp32, 50), "p95": pct(fp32, 95)},
            "precision_over_float32_p50": round(statistics.median(cached) / statistics.median(fp32), 2)}
           if fp32 else {}),
        "beam_uncached_ms": {"p50": pct(uncached, 50), "p95": pct(uncached, 95)},
        "uncached_over_cached_float32_p50": round(statistics.median(uncached) / statistics.median(fp32 or cached), 2),
        "beam_cached_fixed_96_cap_ms": {"p50": pct(fixed_cap, 50), "p95": pct(fixed_cap, 95)},
        "translator_exact_stop": t.exact_stop,
        "beam_cached_exact_stop_ms": {"p50": pct(exact_bound, 50), "p95": pct(exact_bound, 95)},
        "exact_stop_over_translator_p50": round(statistics.median(exact_bound) / statistics.median(cached), 2),
        **({"beam_cached_first_member_alone_ms": {"p50": pct(single, 50), "p95": pct(single, 95)},
            "ensemble_float32_over_one_member_p50": round(statistics.median(fp32 or cached) / statistics.median(single), 2),
            "beam_cached_members_apart_ms": {"p50": pct(apart, 50), "p95": pct(apart, 95)},
            "members_apart_over_stacked_float32_p50": round(statistics.median(apart) / statistics.median(fp32 or cached), 2)}
           if single else {}),
        "checkpoint_mb": round(Path(model_path).stat().st_size / 1e6, 2),
        "translator_rss_mb": round(rss / 1e6, 1), "rss_added_by_model_mb": round((rss - rss0) / 1e6, 1),
    }, indent=2))


if __name__ == "__main__":
    main()
