"""The phrasebook's loops (serval.model.phrasebook.loops): a command run in every subfolder, or once per line of a
list file; the answers' text, and answers run inside a sandbox."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("run git pull in every repo folder under ~/code", 'for d in ~/code/*/; do git -C "$d" pull; done'),
    ("run make clean in each folder under exercises", 'for d in exercises/*/; do make -C "$d" clean; done'),
    ("run npm install in every subdirectory of packages/ that has a package.json",
     'for d in packages/*/; do [ -f "$d/package.json" ] && (cd "$d" && npm install); done'),
    ("for each directory in services/, run docker compose pull", 'for d in services/*/; do (cd "$d" && docker compose pull); done'),
    ("run pytest inside every folder in tests/ that starts with test_", 'for d in tests/test_*/; do (cd "$d" && pytest); done'),
    ("run frobnicate in every folder under src", "echo unchanged"),   # no command this knows
])
def test_a_command_runs_in_every_subfolder(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("get the md5 of each file listed in manifest.txt", "xargs -d '\\n' md5sum < manifest.txt"),
    ("grep for TODO in each of the files listed in changed_files.txt", "xargs -d '\\n' grep -n TODO < changed_files.txt"),
    ("copy all the files named in filelist.txt into /mnt/usb/export", "xargs -d '\\n' cp -t /mnt/usb/export < filelist.txt"),
    ("ping every host in hosts.txt once and show which ones are up",
     'while read -r h; do ping -c 1 -W 1 "$h" > /dev/null && echo "$h up" || echo "$h down"; done < hosts.txt'),
    ("run ssh uptime on every server in servers.txt", 'while read -r h; do echo "$h: $(ssh -n "$h" uptime)"; done < servers.txt'),
    ("install all the packages listed in packages.txt with apt", "xargs -a packages.txt sudo apt-get install -y"),
    ("create a user for each name in newusers.txt", 'while read -r u; do sudo useradd -m "$u"; done < newusers.txt'),
    ("download the urls in links.txt 8 at a time", "xargs -n 1 -P 8 wget -q < links.txt"),
    ("install the packages listed in requirements.txt", "pip install -r requirements.txt"),   # pip's own list: the python module's
    ("delete every file listed in to_delete.txt", "echo unchanged"),         # xargs rm, the model's
])
def test_a_command_runs_for_each_line_of_a_list(text, expected):
    assert answer(text) == expected


def test_every_subfolder_gets_the_command_for_real(tmp_path):
    for name in ("projects/a b", "projects/c", "projects/d"):
        (tmp_path / name).mkdir(parents=True)
    (tmp_path / "projects/file.txt").write_text("not a folder")
    run_in_folder(answer("run touch built.txt in every folder under projects"), tmp_path).stdout
    assert sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("built.txt")) == \
        ["projects/a b/built.txt", "projects/c/built.txt", "projects/d/built.txt"]


def test_each_listed_file_is_read_whole_for_real(tmp_path):
    (tmp_path / "my notes.txt").write_text("x\n")
    (tmp_path / "b.txt").write_text("y\n")
    (tmp_path / "manifest.txt").write_text("my notes.txt\nb.txt\n")
    got = run_in_folder(answer("get the md5 of each file listed in manifest.txt"), tmp_path).stdout
    assert [line.split("  ", 1)[1] for line in got.splitlines()] == ["my notes.txt", "b.txt"]


@pytest.mark.parametrize("text, expected", [
    ("give me a random number between 1 and 100", "shuf -i 1-100 -n 1"),
    ("numbers 1 to 50 in random order", "shuf -i 1-50"),
    ("choose randomly between pizza, sushi and tacos", "shuf -n 1 -e pizza sushi tacos"),
    ("random quote from quotes.txt", "shuf -n 1 quotes.txt"),
    ("pick 10 names from raffle.txt at random, repeats allowed", "shuf -r -n 10 raffle.txt"),
    ("pick a random wallpaper from ~/Pictures/wallpapers", "ls ~/Pictures/wallpapers | shuf -n 1"),
    ("copy 3 random files from ./samples into ./test_set", "find ./samples -maxdepth 1 -type f -print0 | shuf -z -n 3 | xargs -0 cp -t ./test_set"),
])
def test_chance_is_shuf(text, expected):
    assert answer(text) == expected


def test_random_files_copied_are_that_many_for_real(tmp_path):
    (tmp_path / "samples").mkdir()
    (tmp_path / "test_set").mkdir()
    for k in range(6):
        (tmp_path / "samples" / f"s {k}.wav").write_text(str(k))
    run_in_folder(answer("copy 3 random files from ./samples into ./test_set"), tmp_path).stdout
    assert len(list((tmp_path / "test_set").iterdir())) == 3
