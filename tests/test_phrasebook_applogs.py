"""The phrasebook's questions about an application log whose lines start with an ISO timestamp
(serval.model.phrasebook.applogs): the answers' text, and the answers run on a real log inside a sandbox."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import applogs, phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("app.log lines between 2024-05-01 10:00 and 11:00", "grep '^2024-05-01 10:' app.log"),
    ("lines in app.log logged during the 10 o'clock hour on 2024-05-01 (each line starts with a timestamp like 2024-05-01 10:23:45)",
     "grep '^2024-05-01 10:' app.log"),
    ("show app.log lines between 2024-05-12 14:00 and 2024-05-12 15:30",
     "awk 'substr($0, 1, 16) >= \"2024-05-12 14:00\" && substr($0, 1, 16) <= \"2024-05-12 15:30\"' app.log"),
    ("today's lines in app.log", "grep \"^$(date +%F)\" app.log"),
    ("yesterday's errors from app.log", "grep \"^$(date -d yesterday +%F)\" app.log | grep ERROR"),
    ("how many errors has app.log logged today", "grep \"^$(date +%F)\" app.log | grep -c ERROR"),
    ("show ERROR or WARN lines from 2024-05-14 in logs/app.log", "grep '^2024-05-14' logs/app.log | grep -E 'ERROR|WARN'"),
    ("errors in app.log from the last 15 minutes",
     "awk -v t=\"$(date -d '15 minutes ago' '+%Y-%m-%d %H:%M:%S')\" '$0 >= t && /ERROR/' app.log"),
    ("last 200 non-DEBUG lines of app.log", "grep -v DEBUG app.log | tail -n 200"),
])
def test_lines_are_kept_by_time_and_level(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("count lines per hour in app.log; each line starts with \"YYYY-MM-DD HH:MM:SS\"", "cut -c1-13 app.log | sort | uniq -c"),
    ("lines in app.log start with a timestamp like 2024-03-15 10:42:07; count the entries per hour",   # an example, not a day
     "cut -c1-13 app.log | sort | uniq -c"),
    ("count ERROR lines per day in app.log; the date is the first field", "grep ERROR app.log | cut -c1-10 | sort | uniq -c"),
    ("errors per minute in app.log during the 14:00 hour on 2024-05-01",
     "grep '^2024-05-01 14:' app.log | grep ERROR | cut -c1-16 | sort | uniq -c"),
    ("which hours had more than 50 errors in /var/log/myapp/app.log",
     "grep ERROR /var/log/myapp/app.log | cut -c1-13 | sort | uniq -c | awk '$1 > 50'"),
    ("count the 'timeout' lines in app.log per hour, busiest hour first", "grep timeout app.log | cut -c1-13 | sort | uniq -c | sort -rn"),
    ("count lines per log level in /var/log/myapp/app.log (date time LEVEL message)",
     "awk '{print $3}' /var/log/myapp/app.log | sort | uniq -c | sort -rn"),
    ("top 20 error messages in app.log with counts, ignoring the timestamp and level",
     "grep ERROR app.log | cut -d' ' -f4- | sort | uniq -c | sort -rn | head -n 20"),
    ("first and last timestamp in app.log", "sed -n '1p;$p' app.log | cut -d' ' -f1,2"),
])
def test_lines_are_counted(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "count the lines in app.log that don't contain INFO",          # a word grepped: text's rows
    "how many lines in app.log contain \"error\", case insensitive",
    "find the lines containing ERROR in app.log and show only the last 20 of them",
    "count every occurrence of the word error in app.log, even several on one line",
    "extract every date in YYYY-MM-DD format from events.log",
    "add a cron job running /home/joe/job.sh daily at 04:00, appending stdout and stderr to /home/joe/job.log",
    "group similar error messages in app.log, treat any numbers in them as the same",
    "count the lines with ERROR in app.log and then also show me the last 5 of them",
])
def test_other_log_requests_are_left_to_other_rows(text):
    m = applogs._LOG.search(text)
    assert m is not None and applogs.app_log(m) is None


_LOG_LINES = [
    "2024-05-01 09:58:00 INFO worker started",
    "2024-05-01 10:02:11 ERROR db connection lost",
    "2024-05-01 10:15:42 WARN slow query",
    "2024-05-01 10:59:59 ERROR db connection lost",
    "2024-05-01 11:00:00 DEBUG heartbeat",
    "2024-05-02 08:00:01 ERROR disk full",
]


@pytest.mark.parametrize("text, output", [
    ("app.log lines between 2024-05-01 10:00 and 11:00", "".join(line + "\n" for line in _LOG_LINES[1:4])),
    ("app.log lines between 2024-05-01 10:10 and 2024-05-01 11:00", "".join(line + "\n" for line in _LOG_LINES[2:5])),
    ("count ERROR lines per day in app.log", "      2 2024-05-01\n      1 2024-05-02\n"),
    ("errors per hour in app.log", "      2 2024-05-01 10\n      1 2024-05-02 08\n"),
    ("count lines per log level in app.log", "      3 ERROR\n      1 WARN\n      1 INFO\n      1 DEBUG\n"),
    ("most common error messages in app.log", "      2 db connection lost\n      1 disk full\n"),
    ("first and last timestamp in app.log", "2024-05-01 09:58:00\n2024-05-02 08:00:01\n"),
    ("last 2 non-DEBUG lines of app.log", _LOG_LINES[3] + "\n" + _LOG_LINES[5] + "\n"),
])
def test_answers_run_on_a_real_log(tmp_path, text, output):
    (tmp_path / "app.log").write_text("".join(line + "\n" for line in _LOG_LINES))
    command = answer(text)
    assert command != "echo unchanged"
    got = run_in_folder(command, tmp_path).stdout
    if "uniq -c | sort -rn" in command:   # ties in a tally come in any order
        assert sorted(got.splitlines()) == sorted(output.splitlines())
    else:
        assert got == output
