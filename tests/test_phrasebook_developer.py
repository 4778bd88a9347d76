"""The developer and git rows of the phrasebook that compose a command from words said after a name: patches applied,
undone or tried (folder, strip level, dry run), patches made of two folders, a tag pushed, a remote's URL. The
answers run for real, in a throwaway folder."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def said(text: str) -> str | None:
    answer = phrasebook("<model>", recognize(text))
    return None if answer == "<model>" else answer


@pytest.mark.parametrize("text, expected", [
    # probe requests (tests/data/user_requests_kr.jsonl) and other phrasings
    ("apply ~/fix.patch to ~/src/app with p1", "patch -d ~/src/app -p1 < ~/fix.patch"),
    ("apply fix.patch", "patch -p1 < fix.patch"),
    ("apply fix-typo.patch stripping one path level", "patch -p1 < fix-typo.patch"),
    ("apply the patch vendor.diff in third_party/lib, strip 2 leading path components", "patch -d third_party/lib -p2 < vendor.diff"),
    ("apply hotfix.patch with -p0", "patch -p0 < hotfix.patch"),
    ("apply fix.patch to old.c", "patch old.c < fix.patch"),   # one file named: that file, no folders stripped
    ("revert fix.patch on main.c", "patch -R main.c < fix.patch"),
    ("apply fix.patch to the folder vendor, dry run", "patch -d vendor -p1 --dry-run < fix.patch"),
    ("undo feature.patch", "patch -R -p1 < feature.patch"),
    ("revert the patch feature.patch in ~/src/app", "patch -d ~/src/app -R -p1 < feature.patch"),
    ("test if fix.patch applies without changing anything", "patch -p1 --dry-run < fix.patch"),
    ("check whether fix.patch applies cleanly to src", "patch -d src -p1 --dry-run < fix.patch"),
    ("make fix.patch from dirs orig and patched, include new files", "diff -ruN orig patched > fix.patch"),
    ("create changes.diff between the folders v1 and v2", "diff -ru v1 v2 > changes.diff"),
    ("make a patch with the changes between config.orig and config", "diff -u config.orig config > config.patch"),
    ("tag v2.3.0 and push teh tag to origin", "git tag v2.3.0 && git push origin v2.3.0"),
    ("tag the current commit v1.4 then push it", "git tag v1.4 && git push origin v1.4"),
    ("tag 3.0.1 and push the tag to upstream", "git tag 3.0.1 && git push upstream 3.0.1"),
    ("url of origin?", "git remote get-url origin"),
    ("what's the remote url of upstream", "git remote get-url upstream"),
    ("where does origin point to", "git remote get-url origin"),
])
def test_patches_and_git_rows_read_every_word(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "apply fix.patch in ~/src/app and then rebuild",     # a second step: the model's
    "apply fix.patch but keep a backup of every file",   # a word the row does not read
    "check whether fix.patch is valid",                  # not whether it applies
    "tag myapp:1.0 as registry.example.com/myapp:1.0 and push it",   # a docker image, not a git tag
    "what's the url of the website",
])
def test_patch_and_git_rows_leave_what_they_do_not_read(text):
    answer = said(text)
    assert answer is None or not answer.startswith(("patch ", "git tag ", "git remote get-url"))


def test_a_patch_of_two_folders_with_new_files_applies_back(tmp_path):
    (tmp_path / "orig").mkdir()
    (tmp_path / "patched").mkdir()
    (tmp_path / "orig" / "app.conf").write_text("port=80\nuser=www\n")
    (tmp_path / "patched" / "app.conf").write_text("port=8080\nuser=www\n")
    (tmp_path / "patched" / "extra.conf").write_text("debug=1\n")
    run_in_folder(said("make fix.patch from dirs orig and patched, include new files") + " || [ $? -eq 1 ]", tmp_path)
    assert "+debug=1" in (tmp_path / "fix.patch").read_text()
    (tmp_path / "work").mkdir()
    run_in_folder("cp orig/app.conf work/", tmp_path)
    # diff -ruN writes orig/… and patched/…: one leading folder, stripped by -p1 inside the folder patched (-d);
    # the shell reads the patch itself from the folder the command runs in
    run_in_folder(said("apply fix.patch to work with p1"), tmp_path)
    assert (tmp_path / "work" / "app.conf").read_text() == "port=8080\nuser=www\n"
    assert (tmp_path / "work" / "extra.conf").read_text() == "debug=1\n"
    # (patch's dry run writes a temporary file: in the sandbox only this folder is writable)
    dry = run_in_folder("TMPDIR=$PWD " + said("revert the patch fix.patch in work, dry run"), tmp_path)
    assert "app.conf" in dry.stdout and (tmp_path / "work" / "app.conf").read_text() == "port=8080\nuser=www\n"


def test_a_tag_pushed_reaches_the_remote_and_its_url_is_read(tmp_path):
    run_in_folder("git init -q --bare origin.git && git init -q work && cd work && git -c user.name=t -c user.email=t@e "
                  "commit -q --allow-empty -m one && git remote add origin ../origin.git", tmp_path)
    run_in_folder("cd work && " + said("tag v2.3.0 and push the tag to origin"), tmp_path)
    assert "v2.3.0" in run_in_folder("git --git-dir=origin.git tag", tmp_path).stdout
    assert run_in_folder("cd work && " + said("url of origin?"), tmp_path).stdout.strip() == "../origin.git"
