#!/usr/bin/env bash
# Sets up a virtual environment in .venv (CPU torch unless a GPU is present) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-venv.sh .venv test
exec .venv/bin/python -m pytest -q "$@"
