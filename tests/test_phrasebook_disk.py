"""The phrasebook's disk space rows (serval.model.phrasebook.disk): caches, the journal, files emptied in place."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import disk, phrasebook
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # caches emptied or measured
    ("purge the pip cache", "pip cache purge"),
    ("clean the npm cache", "npm cache clean --force"),
    ("wipe the go build cache", "go clean -cache"),
    ("clear the go module cache", "go clean -modcache"),
    ("clean up conda package caches and tarballs without prompting", "conda clean --all --yes"),
    ("clear the thumbnail cache", "rm -rf ~/.cache/thumbnails/*"),
    ("how much space is pip's cache using", "du -sh ~/.cache/pip"),
    ("how big is the apt cache", "sudo du -sh /var/cache/apt"),
    ("how much is the maven local repo using", "du -sh ~/.m2/repository"),
    ("wipe the docker build cache", "docker builder prune"),   # docker's own row still answers for docker
    # the journal: an age, a size, a number of files
    ("throw away journal entries older than 2 weeks", "sudo journalctl --vacuum-time=2weeks"),
    ("delete journal entries older than 10 days", "sudo journalctl --vacuum-time=10d"),
    ("rotate the journal and then vacuum it to 1G", "sudo journalctl --rotate --vacuum-size=1G"),
    ("shrink the journal to 500M", "sudo journalctl --vacuum-size=500M"),
    ("keep only the 5 newest archived journal files", "sudo journalctl --vacuum-files=5"),
    # files emptied in place
    ("nohup.out is huge, just empty it", "truncate -s 0 nohup.out"),
    ("empty build.log", "truncate -s 0 build.log"),
    ("truncate every .log in /var/log/myapp to zero bytes", "sudo truncate -s 0 /var/log/myapp/*.log"),
    ("zero out any file in /var/log bigger than 1G", "sudo find /var/log -type f -size +1G -exec truncate -s 0 {} +"),
    ("trim debug.log so only the last 1000 lines remain", "tail -n 1000 debug.log > debug.log.tmp && mv debug.log.tmp debug.log"),
    ("keep only the last 500 lines of app.log", "tail -n 500 app.log > app.log.tmp && mv app.log.tmp app.log"),
    ("list deleted files that processes still hold open", "sudo lsof +L1"),
    # the desktop's trash
    ("empty my trash", "gio trash --empty"),
    ("how much space is the trash using", "du -sh ~/.local/share/Trash"),
    ("send holiday_draft.odt to the trash instead of deleting it for good", "gio trash holiday_draft.odt"),
    ("free up space by clearing the apt package cache", "sudo apt clean"),
    # which folders take the most space; the free space of a place or of the drives
    ("which folders in my home take up the most space? hidden ones too, biggest first", "du -h --max-depth=1 ~ | sort -rh"),
    ("which directories directly under / eat the most space? top 15, stay on the root filesystem",
     "sudo du -xh --max-depth=1 / | sort -rh | head -n 15"),
    ("what directories in /srv/data use the most space, including hidden ones", "sudo du -h --max-depth=1 /srv/data | sort -rh"),
    ("which folders in ~/projects take up the most space? top 5, don't cross filesystems", "du -xh --max-depth=1 ~/projects | sort -rh | head -n 5"),
    ("what's eating space in /var? just the top-level dirs, sorted", "sudo du -sh /var/* | sort -rh"),
    ("how much free space is left on my home partition?", "df -h ~"),
    ("how much space is free on /media/kim/USB", "df -h /media/kim/USB"),
    ("free space on the usb stick at /media/kim/USB", "df -h /media/kim/USB"),
    ("show the drives mounted under /media and how much space is free on them", "df -h | grep /media"),
    ("how full is every drive? hide the tmpfs, devtmpfs and squashfs (snap) entries", "df -h -x tmpfs -x devtmpfs -x squashfs"),
    ("how full are all my disks? ignore tmpfs and snaps", "df -h -x tmpfs -x squashfs"),
])
def test_disk_space_tasks_said_plainly(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "show the pip cache dir",
    "move junk.txt into the ~/.trash folder instead of deleting it",   # a folder of that name, not the desktop's trash
    "how big is report.pdf",
    "show the last 1000 lines of debug.log",
    "show journal entries from the last 2 weeks",   # (read, not shrunk: the journal module's)
    "which folders in my home take up the most space and belong to root",   # a condition more
    "how much free space is left on my home partition after i empty the trash",
    "how full is every drive? hide the nfs mounts",   # not a pseudo file system it knows
    "which folders in /var take up the most space",   # the model's du -sh /var/* | sort -rh
])
def test_other_requests_get_no_disk_row(text):
    assert rows_answer(disk.ROWS, text) is None


def test_files_emptied_and_trimmed_for_real(tmp_path):
    (tmp_path / "nohup.out").write_text("x" * 5000)
    (tmp_path / "debug.log").write_text("".join(f"line {i}\n" for i in range(1, 11)))
    for text in ("nohup.out is huge, just empty it", "trim debug.log so only the last 3 lines remain"):
        run_in_folder(answer(text), tmp_path)
    assert (tmp_path / "nohup.out").read_text() == ""
    assert (tmp_path / "debug.log").read_text() == "line 8\nline 9\nline 10\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["debug.log", "nohup.out"]


def test_biggest_folders_run(tmp_path):
    for name, size in (("big/a", 300_000), ("small/b", 1000), (".hidden/c", 100_000)):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"x" * size)
    said = answer("which folders in ./ take up the most space? top 3, hidden ones too")
    assert said == "du -h --max-depth=1 . | sort -rh | head -n 3"
    listed = run_in_folder(said, tmp_path).stdout.splitlines()
    assert [line.split("\t")[-1] for line in listed] == [".", "./big", "./.hidden"]
