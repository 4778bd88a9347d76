"""The developer module's pytest row (serval.model.phrasebook.developer.pytest_asked): pytest's options composed from a
request, and the composed commands run for real, by this venv's pytest, on a small suite in a sandboxed folder."""

import re
import sys

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import developer, phrasebook
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("rerun only the tests that failed last time and stop at the first failure with pytest", "pytest -x --lf"),
    ("pytest with coverage for myapp and an html report", "pytest --cov=myapp --cov-report=html"),
    ("show the 10 slowest tests with pytest", "pytest --durations=10"),
    ("run pytest in parallel on 4 cores", "pytest -n 4"),
    ("run pytest but skip the slow tests", "pytest -m 'not slow'"),
    ("run only test_user_create in tests/test_models.py with pytest", "pytest tests/test_models.py::test_user_create"),
    ("run pytest on tests/test_api.py and show print output", "pytest -s tests/test_api.py"),
    ("run tests/test_api.py with pytest in verbose mode", "pytest -v tests/test_api.py"),
    ("run only the pytest tests whose names match login", "pytest -k login"),
    ("pytest tests/unit -k 'login and not slow'", "pytest -k 'login and not slow' tests/unit"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_pytest_options_are_composed_from_the_request(text, expected):
    assert rows_answer(developer.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "run pytest and save the output to test.log while showing it",   # output saved: a pipe, not this row's
    "don't let pytest run longer than 5 minutes",                    # a time limit: the translator's wrapper
    "pip install pytest",
])
def test_pytest_said_with_other_work_is_left_to_the_other_rows(text):
    assert developer.pytest_asked(developer.ROWS[0][0].search(text)) is None


SUITE = """
import pytest

def test_login_ok():
    assert True

def test_login_broken():
    assert False

@pytest.mark.slow
def test_big():
    assert True

def test_other():
    print("printed by test_other")
"""


def _pytest(text: str, folder) -> str:
    command = rows_answer(developer.ROWS, text)
    assert command.startswith("pytest ")
    run = run_in_folder(f"{sys.executable} -m pytest {command[len('pytest '):]}", folder, check=False)
    return run.stdout


def test_the_composed_options_select_and_stop_as_asked_in_a_real_run(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_suite.py").write_text(SUITE)
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: slow tests\n")
    assert "2 passed, 1 failed" in _pytest("run pytest but skip the slow tests", tmp_path).replace("1 failed, 2 passed", "2 passed, 1 failed")
    picked = _pytest("run only the pytest tests whose names match login", tmp_path)
    assert "1 failed, 1 passed" in picked and "2 deselected" in picked
    stopped = _pytest("run pytest in tests/ and stop at the first failure", tmp_path)
    assert "stopping after 1 failures" in stopped
    again = _pytest("rerun only the tests that failed last time with pytest", tmp_path)
    assert "1 failed" in again and "passed" not in again.splitlines()[-1]
    assert "printed by test_other" in _pytest("run pytest on tests/test_suite.py and show print output", tmp_path)


SITES = [
    ("serve the hugo site locally with drafts on port 1314", "hugo server -D --port 1314"),
    ("build the site with hugo, minified", "hugo --minify"),
    ("build the hugo site including drafts", "hugo -D"),
    ("start the hugo server so my phone on the lan can see it", "hugo server --bind 0.0.0.0"),
    ("create a new hugo post called first-trip", "hugo new posts/first-trip.md"),
    ("list the drafts in my hugo site", "hugo list drafts"),
    ("run jekyll locally with live reload", "bundle exec jekyll serve --livereload"),
    ("build the jekyll site for production", "JEKYLL_ENV=production bundle exec jekyll build"),
]


@pytest.mark.parametrize("text, expected", SITES)
def test_a_static_sites_generator_is_run_as_asked(text, expected):
    """The developer module's hugo and jekyll row (site_asked); "install hugo" is the package rows'."""
    assert rows_answer(developer.ROWS, text) == expected
    assert answer(text) == expected
    assert developer.site_asked(re.search(r"hugo", "install hugo")) is None
