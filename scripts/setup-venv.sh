#!/usr/bin/env bash
# Usage: setup-venv.sh VENV [EXTRA]  — create VENV if needed and install this checkout into it.
# torch: the CPU build (torch==2.13.0) unless an NVIDIA GPU is present, so no multi-GB CUDA download.
set -euo pipefail
venv=${1:-.venv}
extra=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
pip=("$venv/bin/python" -m pip install -q --disable-pip-version-check)
if ! "$venv/bin/python" -c "import torch" 2>/dev/null; then
    if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
        "${pip[@]}" "torch>=2.2,<2.15"
    else
        "${pip[@]}" torch==2.13.0
    fi
fi
"${pip[@]}" -e "$root${extra:+[$extra]}"
