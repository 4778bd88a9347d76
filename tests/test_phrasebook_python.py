"""The phrasebook's python module (serval.model.phrasebook.python): virtual environments, pip, code tools and Python
code searched. A virtual environment is made and activated for real, compileall and the code searches run on real
files, and pip's options are checked against the real pip's help; all in a sandboxed temporary folder."""

import subprocess
import sys
from pathlib import Path

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, python
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("create a virtual environment called .venv with python3", "python3 -m venv .venv"),
    ("make a venv in env that can see the system site packages", "python3 -m venv --system-site-packages env"),
    ("activate the virtualenv in .venv", "source .venv/bin/activate"),
    ("install the packages in requirements-dev.txt", "pip install -r requirements-dev.txt"),
    ("freeze the installed packages into requirements.txt", "pip freeze > requirements.txt"),
    ("list the outdated pip packages", "pip list --outdated"),
    ("uninstall requests without asking", "pip uninstall -y requests"),
    ("which version of django is installed with pip", "pip show django"),
    ("install the project in editable mode with the dev extras", "pip install -e '.[dev]'"),
    ("install requests 2.31.0 with pip", "pip install requests==2.31.0"),
    ("run black on the src folder", "black src"),
    ("check src with ruff", "ruff check src"),
    ("compile all python files in src to check for syntax errors", "python3 -m compileall -q src"),
    ("find where the function parse_invoice is used", "grep -rn --include='*.py' 'parse_invoice' ."),
    ("find imports of requests in all python files", "grep -rnE --include='*.py' '^\\s*(import|from) requests\\b' ."),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_python_chores_are_composed_from_the_request(text, expected):
    assert rows_answer(python.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "show which version of react is installed in this project",   # npm's
    "create a python virtualenv in .venv, activate it and install everything from requirements.txt",   # three steps
    "remove blank lines from requirements.txt",                    # the file's text, not its packages
])
def test_other_managers_and_steps_are_left_alone(text):
    assert rows_answer(python.ROWS, text) is None


def test_a_virtual_environment_is_made_and_activated_for_real(tmp_path):
    made = rows_answer(python.ROWS, "create a virtual environment called .venv with python3").replace("python3", sys.executable, 1)
    activated = rows_answer(python.ROWS, "activate the virtualenv in .venv")
    run = run_in_folder(f"{made} --without-pip && {activated} && echo \"$VIRTUAL_ENV\"", tmp_path)
    assert run.stdout.strip() == str(tmp_path / ".venv") and (tmp_path / ".venv" / "bin" / "python").exists()


def test_compileall_and_the_code_searches_run_on_real_files(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    (src / "good.py").write_text("import requests\nfrom requests import get\n\ndef parse_invoice(x):\n    return x\n")
    (src / "bad.py").write_text("def broken(:\n    pass\n")
    (src / "use.py").write_text("from good import parse_invoice\nparse_invoice(1)\n")
    compiled = rows_answer(python.ROWS, "compile all python files in src to check for syntax errors").replace("python3", sys.executable, 1)
    run = run_in_folder(compiled, tmp_path, check=False)
    assert run.returncode != 0 and "bad.py" in run.stdout + run.stderr
    found = run_in_folder(rows_answer(python.ROWS, "find where the function parse_invoice is used"), tmp_path).stdout
    assert sorted(line.split(":")[0] for line in found.splitlines()) == ["./src/good.py", "./src/use.py", "./src/use.py"]
    imports = run_in_folder(rows_answer(python.ROWS, "find imports of requests in all python files"), tmp_path).stdout
    assert [line.split(":")[1] for line in imports.splitlines()] == ["1", "2"]


def test_pip_options_are_ones_the_real_pip_knows():
    pip = [sys.executable, "-m", "pip"]
    for _, command in COMPOSED:
        words = command.split()
        if words[0] != "pip":
            continue
        helped = subprocess.run(pip + [words[1], "--help"], capture_output=True, text=True).stdout
        for flag in (w for w in words[2:] if w.startswith("-")):
            assert f"{flag}," in helped or f"{flag} " in helped or f", {flag}" in helped, (command, flag)
