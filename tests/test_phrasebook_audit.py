"""The phrasebook's security checks with find (serval.model.phrasebook.audit): the answers' text, and the answers
run on files made in a test's folder."""

import os

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("list every setuid file on the system", "find / -type f -perm -4000 2>/dev/null"),
    ("anything in /usr/local/bin with suid or sgid set?", "find /usr/local/bin -perm /6000"),
    ("long listing of all root-owned suid files, stay on the root filesystem", "find / -xdev -type f -user root -perm -4000 -exec ls -l {} + 2>/dev/null"),
    ("how many setuid programs are there on /", "find / -type f -perm -4000 2>/dev/null | wc -l"),
    ("are there setuid files anywhere in /home or /tmp", "find /home /tmp -type f -perm -4000 2>/dev/null"),
    ("world writable directories that are missing the sticky bit", "find / -type d -perm -0002 ! -perm -1000 2>/dev/null"),
    ("world-writable files, skip /proc /sys and other filesystems", "find / -xdev -type f -perm -0002 2>/dev/null"),
    ("find files whose user or group doesn't exist anymore", "find / \\( -nouser -o -nogroup \\) 2>/dev/null"),
    ("orphaned files under /home with details", "find /home -nouser -ls"),
    ("set /srv/projects to rwxrwxr-x plus the setgid bit", "echo unchanged"),       # chmod's
    ("strip the setuid bit off /usr/bin/pkexec", "echo unchanged"),
    ("requests with no referrer and no user agent in access.log", "echo unchanged"),   # not about owners
    ("list setuid files in /opt/tool-755/bin", "find /opt/tool-755/bin -type f -perm -4000"),   # 755 in a path: no mode set
])
def test_security_checks_are_finds(text, expected):
    assert answer(text) == expected


def test_the_files_a_check_finds_are_the_right_ones_for_real(tmp_path):
    for name, mode in (("bin/plain", 0o755), ("bin/suid", 0o4755), ("bin/sgid", 0o2755), ("share/open.txt", 0o666), ("share/closed.txt", 0o644)):
        path = tmp_path / name
        path.parent.mkdir(exist_ok=True)
        path.write_text(name)
        os.chmod(path, mode)
    folder = str(tmp_path)
    got = run_in_folder(answer(f"anything in {folder}/bin with suid or sgid set?"), tmp_path).stdout.split()
    assert sorted(got) == [f"{folder}/bin/sgid", f"{folder}/bin/suid"]
    got = run_in_folder(answer(f"find world-writable files in {folder}/share"), tmp_path).stdout.split()
    assert got == [f"{folder}/share/open.txt"]
