"""The phrasebook's questions about logins and sudo in the authentication log (serval.model.phrasebook.authlog): the
answers' text, and the answers run on a real log inside a sandbox."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import authlog, phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("top 10 IPs with failed ssh passwords in auth.log",
     "grep 'Failed password' auth.log | awk '{print $(NF-3)}' | sort | uniq -c | sort -rn | head -n 10"),
    ("failed ssh logins in /var/log/auth.log grouped by source ip",
     "grep 'Failed password' /var/log/auth.log | awk '{print $(NF-3)}' | sort | uniq -c | sort -rn"),
    ("show IPs that failed an SSH password more than 10 times according to /var/log/auth.log",
     "grep 'Failed password' /var/log/auth.log | awk '{print $(NF-3)}' | sort | uniq -c | awk '$1 > 10'"),
    ("failed password attempts per user in auth.log, most first", "grep 'Failed password' auth.log | awk '{print $(NF-5)}' | sort | uniq -c | sort -rn"),
    ("how many failed ssh logins were there for root", "grep -c 'Failed password for root ' /var/log/auth.log"),
    ("show the last 20 failed password attempts in /var/log/auth.log", "grep 'Failed password' /var/log/auth.log | tail -n 20"),
    ("list the invalid usernames tried against sshd with counts", "grep -oP 'Invalid user \\K\\S+' /var/log/auth.log | sort | uniq -c | sort -rn"),
    ("accepted ssh logins for user deploy in /var/log/auth.log", "grep 'Accepted .* for deploy ' /var/log/auth.log"),
    ("show the last 20 commands run through sudo according to /var/log/auth.log", "grep 'COMMAND=' /var/log/auth.log | tail -n 20"),
    ("which users have used sudo and how often", "grep 'sudo:.*COMMAND=' /var/log/auth.log | awk '{print $6}' | sort | uniq -c | sort -rn"),
])
def test_logins_and_sudo_are_read_from_the_auth_log(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "ssh to git.example.com with verbose output so i can see why it fails",           # no question about the log
    "show each line with 'Failed password' in /var/log/auth.log plus the 2 lines after it",   # grep's context: text's rows
    "count how many lines in auth.log say failed",
    "failed ssh logins from 203.0.113.7, just the timestamps",
    "failed password counts in auth.log and auth.log.1 separately",
])
def test_other_auth_log_requests_are_left_to_other_rows(text):
    m = authlog._ASKED.search(text)
    assert m is None or authlog.auth_log(m) is None


_LOG_LINES = [
    "May 12 10:00:01 web sshd[101]: Failed password for root from 203.0.113.7 port 4242 ssh2",
    "May 12 10:00:05 web sshd[101]: Failed password for invalid user admin from 203.0.113.7 port 4243 ssh2",
    "May 12 10:01:00 web sshd[102]: Invalid user admin from 203.0.113.7 port 4243",
    "May 12 10:02:00 web sshd[103]: Failed password for alice from 198.51.100.2 port 5000 ssh2",
    "May 12 10:03:00 web sshd[104]: Accepted publickey for deploy from 192.0.2.10 port 6000 ssh2",
    "May 12 10:04:00 web sudo:   deploy : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx",
]


@pytest.mark.parametrize("text, output", [
    ("failed ssh logins in auth.log grouped by source ip", "      2 203.0.113.7\n      1 198.51.100.2\n"),
    ("failed password attempts per user in auth.log, most first", "      1 root\n      1 admin\n      1 alice\n"),
    ("list the invalid usernames tried against sshd in auth.log with counts", "      1 admin\n"),
    ("accepted ssh logins for user deploy in auth.log", _LOG_LINES[4] + "\n"),
    ("which users have used sudo in auth.log and how often", "      1 deploy\n"),
])
def test_answers_run_on_a_real_auth_log(tmp_path, text, output):
    (tmp_path / "auth.log").write_text("".join(line + "\n" for line in _LOG_LINES))
    command = answer(text)
    assert command != "echo unchanged"
    got = run_in_folder(command, tmp_path).stdout
    assert sorted(got.splitlines()) == sorted(output.splitlines())
