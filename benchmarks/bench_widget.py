"""Keypress-to-replaced-line latency of the Ctrl-G widget, in real zsh and bash through tmux.

A warm serval-daemon runs on the given model under a temporary SERVAL_HOME. For each shell,
the script types a request, sends Ctrl-G, and polls tmux's screen until the line shows the
daemon's best candidate; the time from sending the key to seeing the line is one sample.
Screen polling costs a tmux process per look (a few ms), so the numbers are an upper bound
of what a user sees. Feedback is off during the run (SERVAL_NO_FEEDBACK=1), and the client
waits up to 10 s (SERVAL_TIMEOUT_MS) so that a slow press is measured, not dropped.

    .venv/bin/python benchmarks/bench_widget.py --model PATH [--presses 50] [--shells zsh bash]
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _load_shell_helpers():
    """The tmux driver shared with the tests (tests/ is not a package, so load it by path)."""
    spec = importlib.util.spec_from_file_location("shell_helpers", REPO / "tests" / "shell_helpers.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["shell_helpers"] = module  # dataclasses look the module up while building
    spec.loader.exec_module(module)
    return module


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def measure(h, shell: str, daemon, request: str, expected: str, presses: int, root: Path) -> list[float]:
    sh = h.TmuxShell(h.ShellConfig(shell, root / shell, daemon.home,
                                   env={"SERVAL_NO_FEEDBACK": "1", "SERVAL_TIMEOUT_MS": "10000"}))
    want = "$ " + expected
    samples = []
    with sh:
        for _ in range(presses + 2):  # two warm-up presses, not counted
            sh.type(f"# {request}")
            sh.wait_line(f"# {request}")
            t0 = time.perf_counter()
            sh.press("C-g")
            deadline = t0 + 10
            while sh.current_line() != want:
                if time.perf_counter() > deadline:
                    raise SystemExit(f"{shell}: no suggestion within 10 s; screen:\n{sh.text()}")
            samples.append((time.perf_counter() - t0) * 1000)
            sh.press("C-u")
            sh.wait_prompt()
            sh.clear()
    return samples[2:]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", type=Path, required=True, help="model checkpoint (model.pt)")
    ap.add_argument("--presses", type=int, default=50, help="Ctrl-G presses per shell")
    ap.add_argument("--shells", nargs="+", default=["zsh", "bash"], choices=["zsh", "bash"])
    ap.add_argument("--request", default="list all files", help="the request typed after #")
    args = ap.parse_args()
    if not args.model.exists():
        print(f"bench_widget: model not found: {args.model}", file=sys.stderr)
        return 2
    h = _load_shell_helpers()
    with tempfile.TemporaryDirectory(prefix="serval-bench-") as tmp:
        root = Path(tmp)
        daemon = h.RunningDaemon(root / "serval_home", args.model.resolve()).start()
        try:
            expected = daemon.translate(args.request)[0]
            print(f"request: # {args.request}  ->  {expected}")
            print(f"{'shell':<6} {'presses':>7} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
            for shell in args.shells:
                s = measure(h, shell, daemon, args.request, expected, args.presses, root)
                print(f"{shell:<6} {len(s):>7} {statistics.median(s):>8.1f} "
                      f"{percentile(s, 95):>8.1f} {max(s):>8.1f}")
        finally:
            daemon.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
