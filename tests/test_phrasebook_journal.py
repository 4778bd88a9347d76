"""The phrasebook's journal module (serval.model.phrasebook.journal): journalctl's options composed from a request, and
every composed command given to the real journalctl, which rejects an unknown option, priority or timestamp."""

import pytest

from serval.model.entities import COMMAND_WORDS, recognize
from serval.model.phrasebook import journal, phrasebook
from serval.model.steps import over_ssh, remote_run
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


def journal_answer(text: str) -> str | None:
    return rows_answer(journal.ROWS, text)


COMPOSED = [
    ("errors of the nginx unit since 9am", "journalctl -u nginx -p err --since 09:00"),
    ("show the logs of the nginx service since the last boot", "journalctl -u nginx -b"),
    ("warnings only (not errors) from the last boot", "journalctl -b -1 -p warning..warning"),
    ("only crit level messages, nothing above or below in the journal", "journalctl -p crit..crit"),
    ("kernel messages from two boots ago", "journalctl -k -b -2"),
    ("kernel log of the current boot with monotonic timestamps", "journalctl -k -b -o short-monotonic"),
    ("what has the kernel logged in the past 10 minutes", "journalctl -k --since '10 minutes ago'"),
    ("last 100 lines of the previous boot's journal, to see what happened before the crash", "journalctl -b -1 -n 100"),
    ("last 5 nginx journal entries as json", "journalctl -u nginx -n 5 -o json"),
    ("haproxy logs with microsecond timestamps", "journalctl -u haproxy -o short-precise"),
    ("sshd journal with UTC timestamps", "journalctl -u sshd --utc"),
    ("myapp logs since 9am, just the messages with no timestamps", "journalctl -u myapp --since 09:00 -o cat"),
    ("redis-server service logs since 8:30, just the message text", "journalctl -u redis-server --since 08:30 -o cat"),
    ("cron logs between 2am and 4am today", "journalctl -u cron --since 02:00 --until 04:00"),
    ("journal for apache2 on 2024-06-12 from 14:00 to 15:30", "journalctl -u apache2 --since '2024-06-12 14:00' --until '2024-06-12 15:30'"),
    ("nginx journal entries between 14:00 and 15:00 on 2024-05-03", "journalctl -u nginx --since '2024-05-03 14:00' --until '2024-05-03 15:00'"),
    ("show cron logs between 2024-05-01 and 2024-05-02", "journalctl -u cron --since 2024-05-01 --until 2024-05-02"),
    ("show postgresql logs from yesterday between 08:00 and 12:00",
     'journalctl -u postgresql --since "$(date -d yesterday +%F) 08:00" --until "$(date -d yesterday +%F) 12:00"'),
    ("cron journal entries from yesterday", "journalctl -u cron --since yesterday --until today"),
    ("show the ssh service logs from the last two hours", "journalctl -u ssh --since '2 hours ago'"),
    ("show nginx logs since 10 minutes ago in the journal", "journalctl -u nginx --since '10 minutes ago'"),
    ("follow nginx and php8.2-fpm logs together", "journalctl -u nginx -u php8.2-fpm -f"),
    ("follow the journal of myapp.service live", "journalctl -u myapp.service -f"),
    ("show logs of my user unit syncthing since yesterday", "journalctl --user -u syncthing --since yesterday"),
    ("mysql won't start, show its recent log with explanations", "journalctl -xe -u mysql"),
    ("journal messages from uid 1001", "journalctl _UID=1001"),
    ("show today's journal messages with syslog identifier sshd", "journalctl -t sshd --since today"),
    ("show the last 100 journal lines of apache2.service without the pager", "journalctl -u apache2.service -n 100 --no-pager"),
    ("dump today's journal into journal_today.txt", "journalctl --since today --no-pager > journal_today.txt"),
    ("grep the journal for timeout since 2024-06-10, any case", "journalctl --since 2024-06-10 | grep -i timeout"),
    ("search the journal for 'Out of memory'", "journalctl -g 'Out of memory'"),
    ("search the nginx journal for 'upstream timed out'", "journalctl -u nginx | grep 'upstream timed out'"),
    ("show the last 50 journal lines of the ssh service and filter them for Failed", "journalctl -u ssh -n 50 | grep Failed"),
    ("sda messages from the last boot's kernel log", "journalctl -k -b -1 | grep sda"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_journalctl_is_composed(text, expected):
    assert journal_answer(text) == expected


def test_the_journal_of_another_machine_is_read_there():
    # "… on app02": the translator's remote task (steps.remote_run) asks the journal module for the task alone
    remote = remote_run("last 100 journal lines of the api service on app02", COMMAND_WORDS)
    assert over_ssh(remote, journal_answer(remote.task)) == "ssh app02 journalctl -u api -n 100"


@pytest.mark.parametrize("text", [
    "show the nginx logs",                                    # nginx writes its own files
    "directories named logs no more than 3 levels deep in /opt",
    "make an empty file in ~/journal named with today's date",
    "number the non-blank lines of journal.txt",
    "throw away journal entries older than 2 weeks",          # upkeep: another row's
    "show the last 50 kernel messages",                       # this boot's kernel messages: dmesg
    "restart nginx and show its journal",
    "show docker logs of the web container since yesterday",
    "last 20 lines of /var/log/syslog",
])
def test_other_requests_are_left_alone(text):
    assert journal_answer(text) is None


@pytest.mark.parametrize("text, expected", [(t, e) for t, e in COMPOSED if e and " -f" not in e and not e.startswith("ssh ")])
def test_real_journalctl_takes_every_composed_command(tmp_path, text, expected):
    # No journal may be on the machine: journalctl still checks every option, priority and timestamp first, and
    # fails with a message naming the one it cannot read; a boot it has no record of is the only failure allowed.
    done = run_in_folder(expected.replace("journalctl", "journalctl --no-pager", 1), tmp_path, check=False)
    assert done.returncode == 0 or "boot" in done.stderr.lower() or "No journal files" in done.stderr, done.stderr
    assert "Failed to parse" not in done.stderr and "unrecognized option" not in done.stderr and "invalid" not in done.stderr.lower()


@pytest.mark.parametrize("text, expected", [
    ("Show only messages of priority err or worse from the current boot", "journalctl -b -p err"),
    ("messages with priority warning since yesterday", "journalctl -p warning --since yesterday"),
    ("successful ssh logins in the journal (the Accepted lines)", "journalctl -u ssh | grep Accepted"),
    ("failed ssh password attempts today according to the journal", "journalctl -u ssh --since today | grep 'Failed password'"),
    ("failed sshd logins in the journal since yesterday", "journalctl -u sshd --since yesterday | grep 'Failed password'"),
    ("ssh logs from the journal", "journalctl -u ssh"),
])
def test_priorities_and_sshd_lines_are_read(text, expected):
    assert journal_answer(text) == expected
