"""Daemon benchmark: round-trip latency, batching throughput, memory and cold start.

Usage:  python benchmarks/bench_daemon.py --model PATH [--n 50] [--clients 8]

Runs its own daemons under a temporary SERVAL_HOME (never touches a running one) and prints:
  - cold start: seconds from `serval-daemon start` until it answers a ping, and daemon RSS;
  - latency (beam/n = 5) p50/p95 with a REQ socket in this process (client start excluded)
    and with `serval _shell translate` subprocesses (client process start included);
  - throughput with --clients concurrent clients, batching on vs off, and the ratio.
Nothing is imported or run at import time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

QUERIES = [
    "find log files bigger than 10MB",
    "list all files in the current directory",
    "count the lines in every python file",
    "show disk usage of the home folder",
    "delete empty directories under /tmp",
    "search for the word error in all log files",
    "compress the folder docs into a tar archive",
    "print the last 20 lines of syslog",
    "find files modified in the last 7 days",
    "change permissions of script.sh to executable",
    "copy all jpg files to the backup folder",
    "show the 10 largest files in var",
]

BIN = Path(sys.executable).parent


def pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def start_daemon(model: Path, batch: bool, home: str) -> tuple[int, float]:
    """(pid, seconds until the daemon answered) for a fresh `serval-daemon start` under ``home``."""
    argv = [os.fspath(BIN / "serval-daemon"), "start", "--model", os.fspath(model)]
    if not batch:
        argv.append("--no-batch")
    t0 = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, text=True, env={**os.environ, "SERVAL_HOME": home})
    elapsed = time.perf_counter() - t0
    pid = int((Path(home) / "run" / "daemon.pid").read_text())
    return pid, elapsed


def stop_daemon(home: str) -> None:
    subprocess.run([os.fspath(BIN / "serval-daemon"), "stop"], capture_output=True, text=True,
                   env={**os.environ, "SERVAL_HOME": home})


def address(home: str) -> str:
    return "ipc://" + os.fspath(Path(home) / "run" / "daemon.sock")


def latency_in_process(n: int) -> list[float]:
    from serval.daemon import client

    times = []
    for i in range(n):
        t0 = time.perf_counter()
        client.request({"op": "translate", "text": QUERIES[i % len(QUERIES)], "n": 5}, timeout_ms=60000)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def latency_subprocess(n: int) -> list[float]:
    env = {**os.environ, "SERVAL_TIMEOUT_MS": "60000"}
    times = []
    for i in range(n):
        t0 = time.perf_counter()
        subprocess.run([os.fspath(BIN / "serval"), "_shell", "translate", "-n", "5", QUERIES[i % len(QUERIES)]],
                       check=True, capture_output=True, env=env)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def throughput(clients: int, per_client: int, addr: str) -> float:
    """Requests per second with ``clients`` threads each sending ``per_client`` requests to ``addr``."""
    from serval.daemon import client

    errors: list[str] = []

    def worker(k: int) -> None:
        for i in range(per_client):
            try:
                client.request({"op": "translate", "text": QUERIES[(k * 5 + i) % len(QUERIES)], "n": 5},
                               timeout_ms=120000, address=addr)
            except Exception as exc:  # counted and reported
                errors.append(str(exc))

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - t0
    if errors:
        raise SystemExit(f"{len(errors)} requests failed, first: {errors[0]}")
    return clients * per_client / elapsed


def rss_mb(pid: int) -> float:
    import psutil

    return psutil.Process(pid).memory_info().rss / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True, help="checkpoint to serve")
    parser.add_argument("--n", type=int, default=50, help="requests per latency measurement")
    parser.add_argument("--clients", type=int, default=8, help="concurrent clients for throughput")
    parser.add_argument("--rounds", type=int, default=5, help="alternating throughput rounds per mode")
    args = parser.parse_args(argv)
    model = args.model.expanduser().resolve()
    if not model.is_file():
        parser.error(f"model not found: {model}")

    home = tempfile.mkdtemp(prefix="serval-bench-")
    home_off = tempfile.mkdtemp(prefix="serval-bench-nobatch-")
    os.environ["SERVAL_HOME"] = home  # the in-process and subprocess latency clients use this one
    os.environ["SERVAL_NO_AUTOSTART"] = "1"
    rows: list[tuple[str, str]] = []
    try:
        pid, cold = start_daemon(model, True, home)
        rows.append(("cold start (start → ping answers)", f"{cold:.2f} s"))
        latency_in_process(3)  # settle caches
        rows.append(("daemon RSS after warm-up", f"{rss_mb(pid):.0f} MB"))
        inproc = latency_in_process(args.n)
        rows.append(("latency, in-process REQ, p50 / p95", f"{pct(inproc, 50):.1f} / {pct(inproc, 95):.1f} ms"))
        sub = latency_subprocess(args.n)
        rows.append(("latency, `serval _shell translate`, p50 / p95", f"{pct(sub, 50):.1f} / {pct(sub, 95):.1f} ms"))

        # Throughput: a batching and a non-batching daemon side by side, measured in
        # alternating rounds so that load from other processes hits both alike.
        start_daemon(model, False, home_off)
        per_client = max(4, args.n // args.clients)
        on_runs, off_runs = [], []
        for addr in (address(home), address(home_off)):
            throughput(args.clients, 2, addr)  # warm-up round: batch shapes seen once before timing
        for _ in range(args.rounds):
            on_runs.append(throughput(args.clients, per_client, address(home)))
            off_runs.append(throughput(args.clients, per_client, address(home_off)))
        on, off = statistics.median(on_runs), statistics.median(off_runs)
        label = f"{args.clients} clients, median of {args.rounds} rounds"
        rows.append((f"throughput, batching on ({label})", f"{on:.1f} req/s"))
        rows.append((f"throughput, batching off ({label})", f"{off:.1f} req/s"))
        rows.append(("batching speed-up (on / off)", f"{on / off:.2f}x"))
    finally:
        stop_daemon(home)
        stop_daemon(home_off)

    width = max(len(k) for k, _ in rows)
    print(f"model: {model}  n={args.n}  beam/n=5  cpu threads: {os.cpu_count()}")
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  {'-' * 16}")
    for key, value in rows:
        print(f"{key:<{width}}  {value}")
    print(f"(median in-process latency {statistics.median(inproc):.1f} ms over {len(inproc)} requests)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
