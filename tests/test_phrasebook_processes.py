"""The phrasebook's processes rows (model/phrasebook/processes.py): processes ranked by CPU or memory, one
process's fields, a user's processes, signals, lsof and fuser, nice and nohup, free/vmstat/iostat/mpstat/pidstat,
systemctl of named services and journalctl between two hours; the answers that are safe are run in tmp_path."""

from __future__ import annotations

import re
import subprocess
import time

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer


def answer(request: str) -> str | None:
    return _answer(clean(request))


@pytest.mark.parametrize("request_, expected", [
    # rankings by CPU or memory
    ("5 most cpu-hungry processes right now", "ps aux --sort=-%cpu | head -n 6"),
    ("something's hogging my CPU, show me the top 10 processes", "ps aux --sort=-%cpu | head -n 11"),
    ("which process is using the most cpu", "ps aux --sort=-%cpu | head -n 2"),
    ("top 3 processes by memory", "ps aux --sort=-%mem | head -n 4"),
    ("show the 5 processes eating the most ram", "ps aux --sort=-%mem | head -n 6"),
    ("all processes ordered by start time, newest at the bottom", "ps -eo pid,lstart,cmd --sort=start_time"),
    ("list processes ordered by start time, newest first", "ps -eo pid,lstart,cmd --sort=-start_time"),
    ("pid, user, rss and command for every process, sorted by rss descending", "ps -eo pid,user,rss,cmd --sort=-rss"),
    ("top 5 processes by swap", "grep VmSwap /proc/[0-9]*/status 2>/dev/null | sort -k2 -rn | head -n 5"),
    ("which user is running the most processes", "ps -eo user= | sort | uniq -c | sort -rn | head -n 1"),
    # one process
    ("cpu and memory % of pid 4410", "ps -p 4410 -o pid,%cpu,%mem,comm"),
    ("memory usage of pid 880", "ps -p 880 -o pid,%mem,comm"),
    ("show the threads of java process 3141", "ps -T -p 3141"),
    ("extended memory map of pid 4545", "pmap -x 4545"),
    ("memory map of process 12", "pmap 12"),
    ("exact command line pid 3999 is running", "ps -p 3999 -o args="),
    ("cwd of process 1777", "pwdx 1777"),
    ("is pid 6123 still alive?", "ps -p 6123"),
    ("cpu stats for pid 1010 every second, 5 times", "pidstat -p 1010 1 5"),
    ("memory stats for pid 55 every 2 seconds, 10 times", "pidstat -r -p 55 2 10"),
    ("network connections of pid 2525", "sudo lsof -a -p 2525 -i"),
    ("how many threads are running on the whole system", "ps -eL --no-headers | wc -l"),
    # a user's processes, processes by name
    ("list www-data's processes with full command lines", "ps -f -u www-data"),
    ("which processes is www-data running", "ps -u www-data"),
    ("show processes owned by user deploy with full commands", "ps -f -u deploy"),
    ("processes matching 'node server.js' with full cmdline", "pgrep -af 'node server.js'"),
    ("total RSS of all postgres processes in MB", "ps -C postgres -o rss= | awk '{s+=$1} END {print s/1024}'"),
    ("keep an eye on the number of apache2 processes, refresh every 5s", "watch -n 5 'pgrep -c apache2'"),
    ("is rsync running? I only need the exit code", "pgrep -x rsync > /dev/null"),
    ("top in batch mode, 3 iterations 2 seconds apart, only postgres user's processes", "top -b -n 3 -d 2 -u postgres"),
    ("htop but sorted by memory usage", "htop --sort-key PERCENT_MEM"),
    ("htop sorted by cpu", "htop --sort-key PERCENT_CPU"),
    # signals and kills
    ("kill 1201 1202 and 1203", "kill 1201 1202 1203"),
    ("force kill 11, 12 and 13", "kill -9 11 12 13"),
    ("dd is running as pid 7020, send it USR1 so it prints progress", "kill -USR1 7020"),
    ("send SIGTERM to pid 4000", "kill -TERM 4000"),
    ("send HUP to the gunicorn master, pid file is /run/gunicorn.pid", 'sudo kill -HUP "$(cat /run/gunicorn.pid)"'),
    ("send a HUP to nginx using the pid in /run/nginx.pid", 'sudo kill -HUP "$(cat /run/nginx.pid)"'),
    ("kill the sleep processes on terminal pts/3", "pkill -t pts/3 -x sleep"),
    ("kick user carol off the machine, terminate all her sessions", "sudo loginctl terminate-user carol"),
    ("kill only the newest node process", "pkill -n node"),
    ("pid of the oldest bash process", "pgrep -o bash"),
    ("terminate all sessions of user dave", "sudo loginctl terminate-user dave"),
    # open files, ports, busy mounts
    ("Which processes currently have /var/log/syslog open?", "sudo lsof /var/log/syslog"),
    ("something is holding /var/lib/dpkg/lock, which process?", "sudo lsof /var/lib/dpkg/lock"),
    ("everything user jenkins has open", "sudo lsof -u jenkins"),
    ("files opened by nginx processes", "sudo lsof -c nginx"),
    ("how many files has nginx got open", "sudo lsof -c nginx | tail -n +2 | wc -l"),
    ("list open files under /srv/uploads recursively", "sudo lsof +D /srv/uploads"),
    ("open connections to db01", "lsof -i @db01"),
    ("who has udp port 53", "sudo lsof -i udp:53"),
    ("which process is listening on udp port 53", "sudo ss -lunp 'sport = :53'"),
    ("whats using port 8080", "sudo lsof -i :8080"),
    ("/mnt/backup says busy, who's using it", "sudo fuser -vm /mnt/backup"),
    ("show processes using the mount /mnt/usb", "fuser -vm /mnt/usb"),
    # nice, nohup, background
    ("run rsync -a /srv/data/ /mnt/backup/data/ in the background at nice 19 and idle io class",
     "nice -n 19 ionice -c 3 rsync -a /srv/data/ /mnt/backup/data/ &"),
    ("run ./build.sh at nice 10", "nice -n 10 ./build.sh"),
    ("nohup ./server --port 9000 so it keeps running after I log out, log to server.out", "nohup ./server --port 9000 > server.out 2>&1 &"),
    ("background a sleep 600 and print its pid", "sleep 600 & echo $!"),
    ("launch ./long_job.sh with setsid so it's detached from this terminal, discard all output",
     "setsid ./long_job.sh > /dev/null 2>&1 < /dev/null &"),
    # the machine
    ("free in gigabytes with a total line", "free -g -t"),
    ("memory in megabytes, refresh every 2 seconds", "free -m -s 2"),
    ("vmstat each second with timestamps", "vmstat -t 1"),
    ("vmstat every 5 seconds, 10 samples", "vmstat 5 10"),
    ("vmstat in megabytes", "vmstat -S M"),
    ("disk statistics from vmstat", "vmstat -d"),
    ("iostat every 5 seconds in MB", "iostat -m 5"),
    ("iostat extended every 2 seconds", "iostat -x 2"),
    ("per-core cpu usage every 2 sec", "mpstat -P ALL 2"),
    ("cpu usage per core every second", "mpstat -P ALL 1"),
    ("how much MemAvailable do we have", "grep MemAvailable /proc/meminfo"),
    ("uptime on web01 web02 and web03", 'for h in web01 web02 web03; do ssh "$h" uptime; done'),
    ("how long has web01 been up", "ssh web01 uptime"),
    # services and the journal
    ("nginx status but don't open the pager", "systemctl status nginx --no-pager"),
    ("status of ssh without the pager", "systemctl status ssh --no-pager"),
    ("which services are enabled?", "systemctl list-unit-files --type=service --state=enabled"),
    ("list disabled services", "systemctl list-unit-files --type=service --state=disabled"),
    ("restart docker and then show me its status", "sudo systemctl restart docker && systemctl status docker"),
    ("restart my user pipewire service", "systemctl --user restart pipewire"),
    ("stop the pulseaudio user service", "systemctl --user stop pulseaudio"),
    ("what's the Restart= policy of the nginx service", "systemctl show nginx -p Restart"),
    ("restart nginx, php8.1-fpm and redis-server in one go", "sudo systemctl restart nginx php8.1-fpm redis-server"),
    ("stop apache2, mysql and redis", "sudo systemctl stop apache2 mysql redis"),
    ("print yes if apache2 is active, no otherwise", "systemctl is-active --quiet apache2 && echo yes || echo no"),
    ("print yes if cron is enabled, no otherwise", "systemctl is-enabled --quiet cron && echo yes || echo no"),
    ("is the docker service up?", "systemctl is-active docker"),
    ("nginx logs between 9 and 11am on 2024-03-14", "journalctl -u nginx --since '2024-03-14 09:00' --until '2024-03-14 11:00'"),
    ("nginx logs between 10pm and 11pm on 2024-03-14", "journalctl -u nginx --since '2024-03-14 22:00' --until '2024-03-14 23:00'"),
])
def test_answers(request_: str, expected: str) -> None:
    assert answer(request_) == expected


@pytest.mark.parametrize("request_", [
    "top processes by cpu",                 # no number: the model's
    "kill the top cpu process",             # a kill, not a ranking
    "which program uses the most memory and the most cpu",
    "send HUP to nginx",                    # no pid, no pid file
    "send HUP to pid 12 and then tail the log",
    "log me out",
    "start the server and the client",      # no list of units
    "restart nginx",                        # one unit: the model's
    "enable nginx and start it",
    "free up some space",
    "free -h",
    "vmstat 5",
    "uptime on this box",
    "how long has the server been up",
    "run sleep 100 and print its pid",      # not put in the background
    "open connections to 5432",
    "nginx status",
    "which program is listening on 443",    # a TCP port listened on: the model's ss or lsof
])
def test_not_answered(request_: str) -> None:
    assert answer(request_) is None


def _run(command: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, timeout=30)


def test_ranking_runs(tmp_path) -> None:
    out = _run(answer("5 most cpu-hungry processes right now"), tmp_path)
    lines = out.stdout.splitlines()
    assert out.returncode == 0 and lines[0].split()[:3] == ["USER", "PID", "%CPU"] and 2 <= len(lines) <= 6


def test_columns_sorted_run(tmp_path) -> None:
    out = _run(answer("pid, user, rss and command for every process, sorted by rss descending"), tmp_path)
    lines = out.stdout.splitlines()
    assert lines[0].split()[:3] == ["PID", "USER", "RSS"]
    rss = [int(line.split()[2]) for line in lines[1:]]
    assert rss == sorted(rss, reverse=True)


def test_start_time_order_runs(tmp_path) -> None:
    out = _run(answer("all processes ordered by start time, newest at the bottom"), tmp_path)
    assert out.returncode == 0 and out.stdout.splitlines()[0].split()[:2] == ["PID", "STARTED"]


def test_one_process_fields_run(tmp_path) -> None:
    sleeper = subprocess.Popen(["sleep", "30"], cwd=tmp_path)
    try:
        out = _run(answer(f"cpu and memory % of pid {sleeper.pid}"), tmp_path)
        assert out.stdout.split()[-1] == "sleep"
        assert _run(answer(f"is pid {sleeper.pid} still alive?"), tmp_path).returncode == 0
        assert _run(answer(f"cwd of process {sleeper.pid}"), tmp_path).stdout.strip() == f"{sleeper.pid}: {tmp_path}"
        assert _run(answer(f"exact command line pid {sleeper.pid} is running"), tmp_path).stdout.strip() == "sleep 30"
        _run(answer(f"kill {sleeper.pid} 999999"), tmp_path)
        sleeper.wait(timeout=10)
        assert sleeper.returncode != 0
    finally:
        sleeper.kill()


def test_background_pid_runs(tmp_path) -> None:
    command = answer("background a sleep 600 and print its pid").replace("600", "1")
    out = _run(command, tmp_path)
    assert re.fullmatch(r"\d+", out.stdout.strip())


def test_nohup_log_runs(tmp_path) -> None:
    (tmp_path / "server").write_text("#!/bin/sh\necho listening on $2\n")
    (tmp_path / "server").chmod(0o755)
    _run(answer("nohup ./server --port 9000 so it keeps running after I log out, log to server.out") + " wait", tmp_path)
    for _ in range(50):
        if (tmp_path / "server.out").exists() and (tmp_path / "server.out").read_text():
            break
        time.sleep(0.1)
    assert "listening on 9000" in (tmp_path / "server.out").read_text()


def test_free_total_runs(tmp_path) -> None:
    out = _run(answer("free in gigabytes with a total line"), tmp_path)
    assert out.returncode == 0 and out.stdout.splitlines()[-1].startswith("Total:")


def test_threads_count_runs(tmp_path) -> None:
    out = _run(answer("how many threads are running on the whole system"), tmp_path)
    assert int(out.stdout.strip()) >= 1
