"""The phrasebook's questions to the system's log files (serval.model.phrasebook.systemlogs): dpkg's log, the mail
log and the kernel's log; the answers run on small logs of those formats, copied into a folder of their own."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, systemlogs
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


def systemlogs_answer(text: str) -> str | None:
    return rows_answer(systemlogs.ROWS, text)


@pytest.mark.parametrize("text, expected", [
    ("show every package removal recorded in dpkg.log", "grep ' remove ' /var/log/dpkg.log"),
    ("what was purged from the system per dpkg.log", "grep ' purge ' /var/log/dpkg.log"),
    ("when did nginx get upgraded", "grep ' upgrade nginx' /var/log/dpkg.log"),
    ("when was linux-image-6.8.0-45-generic installed", "grep ' install linux-image-6.8.0-45-generic' /var/log/dpkg.log"),
    ("check the rotated dpkg logs too for when docker-ce was installed", "zgrep -h ' install docker-ce' /var/log/dpkg.log*"),
    ("every kernel image ever installed according to the dpkg logs", "zgrep -h ' install linux-image-' /var/log/dpkg.log*"),
    ("names of the packages installed yesterday", "grep \"^$(date -d yesterday +%F) .* install \" /var/log/dpkg.log | awk '{print $4}'"),
    ("full dpkg.log lines for packages installed today", "grep \"^$(date +%F) .* install \" /var/log/dpkg.log"),
    ("package names upgraded on 2024-05-14", "awk '$1 == \"2024-05-14\" && $3 == \"upgrade\" {print $4}' /var/log/dpkg.log"),
    ("packages installed in the last 7 days", "awk -v d=\"$(date -d '7 days ago' +%F)\" '$1>=d && $3==\"install\" {print $1, $4}' /var/log/dpkg.log"),
    ("how many packages were installed per day", "awk '$3==\"install\" {print $1}' /var/log/dpkg.log | sort | uniq -c"),
    ("old and new versions for each openssl upgrade in dpkg.log", "awk '$3==\"upgrade\" && $4 ~ /^openssl:/ {print $1, $2, $5, \"->\", $6}' /var/log/dpkg.log"),
    ("show the 10 most recent package install entries in /var/log/dpkg.log", "grep ' install ' /var/log/dpkg.log | tail -n 10"),
    ("how many mails were rejected according to mail.log", "grep -c 'reject:' /var/log/mail.log"),
    ("count delivered mails in /var/log/mail.log", "grep -c 'status=sent' /var/log/mail.log"),
    ("show me the bounced messages in the mail log", "grep 'status=bounced' /var/log/mail.log"),
    ("most common reasons for deferred mail", "grep 'status=deferred' /var/log/mail.log | sed 's/.*status=deferred //' | sort | uniq -c | sort -rn | head"),
    ("which client ips got rejected most by postfix",
     "grep 'NOQUEUE: reject: RCPT from' /var/log/mail.log | sed -E 's/.*RCPT from [^[]*\\[([^]]+)\\].*/\\1/' | sort | uniq -c | sort -rn | head"),
    ("how many mails did postfix send vs defer vs bounce", "grep -o 'status=[a-z]*' /var/log/mail.log | sort | uniq -c"),
    ("list recipients that bounced in /var/log/mail.log", "grep 'status=bounced' /var/log/mail.log | grep -oP 'to=<\\K[^>]+' | sort | uniq -c | sort -rn"),
    ("mail.log lines for mails from newsletter@shop.example", "grep 'from=<newsletter@shop.example>' /var/log/mail.log"),
    ("sasl auth failures in mail.log", "grep 'SASL LOGIN authentication failed' /var/log/mail.log"),
    ("how many UFW BLOCK entries are in kern.log", "grep -c 'UFW BLOCK' /var/log/kern.log"),
    ("top 10 source ips blocked by ufw", "grep 'UFW BLOCK' /var/log/ufw.log | grep -o 'SRC=[^ ]*' | sort | uniq -c | sort -rn | head"),
    ("which destination ports does ufw block the most, going by kern.log",
     "grep 'UFW BLOCK' /var/log/kern.log | grep -o 'DPT=[0-9]*' | sort | uniq -c | sort -rn | head"),
    ("how many times has php-fpm segfaulted according to kern.log", "grep -c 'php-fpm.*segfault' /var/log/kern.log"),
    ("show segfaults in ~/logs/kern.log", "grep segfault ~/logs/kern.log"),
    ("which apparmor profiles get denied most in kern.log",
     "grep 'apparmor=\"DENIED\"' /var/log/kern.log | grep -o 'profile=\"[^\"]*\"' | sort | uniq -c | sort -rn"),
    ("count which process names got oom-killed in kern.log", "grep -oP 'Killed process \\d+ \\(\\K[^)]+' /var/log/kern.log | sort | uniq -c | sort -rn"),
])
def test_system_logs_are_asked(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "count the files in /var/spool/postfix/deferred including subdirectories",
    "search for segfault inside the compressed file kern.log.1.gz",
    "what were the 2 lines before each segfault in /var/log/kern.log",
    "show the \"Out of memory\" lines in /var/log/kern.log with 5 lines of context around each",
    "install nginx",
])
def test_other_requests_are_left_alone(text):
    assert systemlogs_answer(text) is None


def test_a_system_log_named_alone_is_the_systems():
    files = lambda text: [e.value for e in recognize(text).entities if e.type == "File"]
    assert files("count delivered mails in mail.log") == ["/var/log/mail.log"]
    assert files("show mail.err") == ["/var/log/mail.err"]
    assert files("grep error in ./mail.log here") != ["/var/log/mail.log"]


DPKG = """2024-05-13 09:12:01 install htop:amd64 <none> 3.2.2-2
2024-05-14 10:00:01 upgrade openssl:amd64 3.0.11-1 3.0.13-1
2024-05-14 10:00:05 install jq:amd64 <none> 1.6-2.1
2024-05-14 10:02:00 remove telnet:amd64 0.17-44 <none>
2024-05-15 08:30:00 install docker-ce:amd64 <none> 5:26.1.0-1
"""
MAIL = """May 14 10:00:01 mx postfix/smtp[101]: 4F2A81C0B12: to=<ann@example.com>, relay=a[1.2.3.4]:25, status=sent (250 ok)
May 14 10:00:02 mx postfix/smtp[102]: 5A1: to=<bob@example.org>, relay=none, status=deferred (connection timed out)
May 14 10:00:03 mx postfix/smtp[103]: 6B2: to=<eve@example.net>, relay=none, status=bounced (user unknown)
May 14 10:00:04 mx postfix/smtpd[104]: NOQUEUE: reject: RCPT from unknown[203.0.113.9]: 554 5.7.1 blocked; from=<x@spam.example>
May 14 10:00:05 mx postfix/smtpd[105]: NOQUEUE: reject: RCPT from unknown[203.0.113.9]: 554 5.7.1 blocked; from=<y@spam.example>
May 14 10:00:06 mx postfix/smtp[106]: 7C3: to=<bob@example.org>, relay=none, status=deferred (connection timed out)
"""
KERN = """May 14 10:00:01 host kernel: [UFW BLOCK] IN=eth0 OUT= SRC=198.51.100.7 DST=10.0.0.2 PROTO=TCP SPT=5000 DPT=22
May 14 10:00:02 host kernel: [UFW BLOCK] IN=eth0 OUT= SRC=198.51.100.7 DST=10.0.0.2 PROTO=TCP SPT=5001 DPT=23
May 14 10:00:03 host kernel: php-fpm8.2[991]: segfault at 0 ip 00007f sp 00007f error 4 in libc.so.6
May 14 10:00:04 host kernel: Out of memory: Killed process 1234 (java) total-vm:100kB
"""


@pytest.mark.parametrize("text, expected", [
    ("package names upgraded on 2024-05-14", "openssl:amd64\n"),
    ("show every package removal recorded in dpkg.log", "2024-05-14 10:02:00 remove telnet:amd64 0.17-44 <none>\n"),
    ("when was docker-ce installed", "2024-05-15 08:30:00 install docker-ce:amd64 <none> 5:26.1.0-1\n"),
    ("how many packages were installed per day", "      1 2024-05-13\n      1 2024-05-14\n      1 2024-05-15\n"),
    ("how many mails did postfix send vs defer vs bounce", "      1 status=bounced\n      2 status=deferred\n      1 status=sent\n"),
    ("which client ips got rejected most by postfix", "      2 203.0.113.9\n"),
    ("most common reasons for deferred mail", "      2 (connection timed out)\n"),
    ("how many UFW BLOCK entries are in kern.log", "2\n"),
    ("how many times has php-fpm segfaulted according to kern.log", "1\n"),
    ("count which process names got oom-killed in kern.log", "      1 java\n"),
])
def test_answers_run_on_logs_of_those_formats(tmp_path, text, expected):
    for name, body in (("dpkg.log", DPKG), ("mail.log", MAIL), ("kern.log", KERN)):
        (tmp_path / name).write_text(body)
    command = answer(text).replace("/var/log/", "./")   # the same files, in a folder of the test's own
    assert run_in_folder(command, tmp_path).stdout == expected
