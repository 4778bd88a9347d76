"""The phrasebook's answers to questions about the machine, its disks and its files (model/phrasebook/system.py and
disk.py): file system types, releases and versions, packages' files, sizes and dates, where the space went, the
machine's own address, temperatures, permissions."""

from __future__ import annotations

import os
import subprocess

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer


def said(request: str) -> str | None:
    return _answer(clean(request))


@pytest.mark.parametrize("request_, expected", [
    # a place's file system asked as its format
    ("I need to know what filesystem /data is formatted as", "df -T /data"),
    ("what filesystem is /srv/backup formatted with?", "df -T /srv/backup"),
    ("what is /mnt/usb formatted as?", "df -T /mnt/usb"),
    ("which file system is /dev/sdb1 formatted in", "lsblk -no FSTYPE /dev/sdb1"),
    ("what type of filesystem is /mnt/usb", "df -T /mnt/usb"),
    # the release of the OS
    ("which release of ubuntu is installed here", "lsb_release -a"),
    ("what version of debian is this box running", "lsb_release -a"),
    ("which version of the operating system is this", "lsb_release -a"),
    # a program's or a package's version
    ("nginx version installed?", "nginx -v"),
    ("what version of nginx is installed", "nginx -v"),
    ("which version of python3 do I have", "python3 --version"),
    ("which git version am I running", "git --version"),
    ("what's the docker version", "docker --version"),
    ("what version of java is installed on this machine", "java -version"),
    ("installed version of openssl package", "dpkg-query -W -f='${Version}\\n' openssl"),
    ("what version of the package curl is installed", "dpkg-query -W -f='${Version}\\n' curl"),
    # the files of a package
    ("what files did the htop package put on my system", "dpkg -L htop"),
    ("which files did tmux install", "dpkg -L tmux"),
    ("list the files installed by the package curl", "dpkg -L curl"),
    ("which files would slack-desktop-4.41.105-amd64.deb install", "dpkg -c slack-desktop-4.41.105-amd64.deb"),
    ("what files will zoom_amd64.deb install", "dpkg -c zoom_amd64.deb"),
    # the packages by size, a package's install date
    ("10 largest installed packages", "dpkg-query -W -f='${Installed-Size}\\t${Package}\\n' | sort -rn | head -n 10"),
    ("show the 5 biggest packages on this system", "dpkg-query -W -f='${Installed-Size}\\t${Package}\\n' | sort -rn | head -n 5"),
    ("which installed packages take up the most space", "dpkg-query -W -f='${Installed-Size}\\t${Package}\\n' | sort -rn | head -n 10"),
    ("when did I install jq?", "zgrep ' install jq:' /var/log/dpkg.log*"),
    ("when did we install the package ripgrep", "zgrep ' install ripgrep:' /var/log/dpkg.log*"),
    # hardware
    ("cpu temps", "sensors"),
    ("how hot is my cpu right now", "sensors"),
    ("show the cpu temperature", "sensors"),
    ("what graphics card is in here", "lspci | grep -Ei 'vga|3d|display'"),
    # a file's permissions
    ("what's the octal mode of run.sh", "stat -c %a run.sh"),
    ("octal perms of deploy.sh?", "stat -c %a deploy.sh"),
    ("my open files limit (ulimit)?", "ulimit -n"),
    ("show the open files limit for the current shell", "ulimit -n"),
    # this machine's own addresses
    ("what's this box's ip address", "hostname -I"),
    ("what is my local ip", "hostname -I"),
    ("what is the ip address of this machine", "hostname -I"),
    # mounts with their usage
    ("list mounted filesystems with their types and usage", "df -hT"),
    ("show all mounted file systems with their usage and types", "df -hT"),
    ("show mounted filesystems with their sizes", "df -h"),
    # where the space went
    ("what's eating the space in /var/log? biggest first", "sudo du -sh /var/log/* | sort -rh"),
    ("what's eating space at the top level of /, stay on the root filesystem", "sudo du -xh --max-depth=1 / | sort -rh"),
    ("what is taking up all the disk space in ~/projects", "du -sh ~/projects/* | sort -rh"),
    ("what's using the space under /srv/data, smallest first", "sudo du -sh /srv/data/* | sort -h"),
    ("what's eating all the space in /var/lib/docker", "sudo du -sh /var/lib/docker/* | sort -rh"),
    ("how much space is each user's home dir taking", "sudo du -sh /home/*"),
    ("disk usage of every home directory", "sudo du -sh /home/*"),
])
def test_answered(request_, expected):
    assert said(request_) == expected


@pytest.mark.parametrize("request_", [
    "kernel version?",                                   # uname -r: the model's
    "what's my ip",                                      # the public one as often
    "what's my public ip",
    "ip addresses on this box",                          # ip addr: the model's
    "set perms on deploy.sh to 755",                     # a change, not a question
    "what are the permissions on /etc/shadow",           # ls -l: the model's
    "perms on ~/.ssh/id_ed25519?",                       # (references split between ls -l and stat)
    "which version of requests is installed?",           # a Python library: pip show
    "top 5 biggest directories in /var",                 # du -sh /var/* | sort -rh | head -n 5: the model's
    "which files did pip install",                       # pip's files, not dpkg's
    "which files did you install",
    "what's eating space in /var/log and delete it",     # a further step
    "what version of the ubuntu iso is this",
    "list mounted filesystems",
    "is curl installed?",
])
def test_left_to_others(request_):
    assert said(request_) is None


@pytest.mark.parametrize("request_", [
    "when was the system installed",
    "when was report.docx last modified?",
])
def test_not_ours(request_):
    answer = said(request_)
    assert answer is None or not answer.startswith("zgrep ' install")


def _run(command: str, cwd) -> str:
    return subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, check=True).stdout


def _fill(path, size: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(os.urandom(size))


def test_space_hogs_runs(tmp_path):
    data = tmp_path / "data"
    _fill(data / "big" / "a.bin", 400_000)
    _fill(data / "small" / "b.bin", 20_000)
    _fill(data / "mid.bin", 120_000)
    command = said(f"what's eating the space in {data}? biggest first")
    assert command == f"du -sh {data}/* | sort -rh"
    names = [line.split("\t")[1].rsplit("/", 1)[1] for line in _run(command, tmp_path).splitlines()]
    assert names == ["big", "mid.bin", "small"]
    command = said(f"what's using space in {data}, smallest first")
    assert command == f"du -sh {data}/* | sort -h"
    names = [line.split("\t")[1].rsplit("/", 1)[1] for line in _run(command, tmp_path).splitlines()]
    assert names == ["small", "mid.bin", "big"]


def test_permissions_run(tmp_path):
    (tmp_path / "deploy.sh").write_text("echo hi\n")
    os.chmod(tmp_path / "deploy.sh", 0o750)
    assert _run(said("octal perms of deploy.sh?"), tmp_path).strip() == "750"


def test_fs_type_runs(tmp_path):
    command = said(f"what filesystem is {tmp_path} formatted as?")
    assert command == f"df -T {tmp_path}"
    out = _run(command, tmp_path).splitlines()
    assert out[0].split()[1] == "Type" and len(out) == 2
