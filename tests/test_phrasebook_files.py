"""The phrasebook's files module (serval.model.phrasebook.files) for files and folders said in plain words: ls's
orders and formats, finds by owner, group, executable bit or a name without a kind, folders copied whole or by their
contents, dated copies, files moved by a prefix, names with spaces, folders emptied, junk removed, existence tests,
permissions and owners said in words, chown -h and ACLs. The answers are compared as text; the ones that are safe
run for real inside pytest's temporary folder (nothing outside it, no sudo, no network); requests that say more
than a row reads get no answer from it."""

import os
import subprocess
import time

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer


def answer(text: str) -> str | None:
    return _answer(clean(text))


LISTINGS = [
    ("list ~/Documents with the oldest file at the top", "ls -ltr ~/Documents"),
    ("show /var/log oldest first", "ls -ltr /var/log"),
    ("ls with hidden files and human sizes", "ls -lah"),
    ("list ~/src including hidden files, human readable sizes", "ls -lah ~/src"),
    ("list the files grouped by extension", "ls -X"),
    ("list ~/Downloads sorted by file extension", "ls -X ~/Downloads"),
    ("show sizes in kilobytes for the files in ~/logs", "ls -l --block-size=K ~/logs"),
    ("list /srv/media with sizes in megabytes", "ls -l --block-size=M /srv/media"),
    ("list by modification time and show the full date with seconds", "ls -lt --full-time"),
    ("sort ~/shared by when things were last accessed", "ls -lut ~/shared"),
    ("list /data by access time", "ls -lut /data"),
    ("list the chapter files in natural number order so chapter2 comes before chapter10", "ls -v"),
    ("list ~/episodes in natural order", "ls -v ~/episodes"),
    ("long listing with folders shown before files", "ls -l --group-directories-first"),
    ("list /etc with directories first", "ls --group-directories-first /etc"),
    ("show only the hidden files in my home directory", "ls -d ~/.*"),
    ("list just the hidden files in /etc/skel", "ls -d /etc/skel/.*"),
    ("newest files first in ~/Downloads please", "ls -lt ~/Downloads"),
    ("/var/backups sorted by size", "ls -lS /var/backups"),
    ("whats in /etc starting with host", "ls -d /etc/host*"),
    ("list the files in ~/bin ending with .sh", "ls -d ~/bin/*.sh"),
]

FINDS = [
    ("Show everything in /opt that belongs to the user deploy", "find /opt -user deploy"),
    ("anything in /home/tom that isn't owned by tom?", "find /home/tom ! -user tom"),
    ("everything in /var/www whose group is www-data", "find /var/www -group www-data"),
    ("list the files under /srv/shared owned by the group staff", "find /srv/shared -group staff"),
    ("which files in ~/bin can I actually execute", "find ~/bin -type f -executable"),
    ("list the executable files in ./scripts", "find ./scripts -type f -executable"),
    ("files with draft in the name that aren't .docx", "find . -type f -name '*draft*' ! -name '*.docx'"),
    ("find files with report in their names in ~/docs except the .pdf ones", "find ~/docs -type f -name '*report*' ! -name '*.pdf'"),
    ("list all the node_modules folders under ~/projects but don't go looking inside them", "find ~/projects -type d -name node_modules -prune"),
    ("are there duplicate file names anywhere in ~/Music?", "find ~/Music -type f -printf '%f\\n' | sort | uniq -d"),
    ("quickly locate sshd_config using the locate database", "locate sshd_config"),
    ("find nginx.conf with locate", "locate nginx.conf"),
]

COPIES_AND_MOVES = [
    ("recreate the directory tree of src/ in dst/ without copying any files", "rsync -a --include='*/' --exclude='*' src/ dst/"),
    ("copy what's inside theme/ into /var/www/theme, not the theme folder itself", "cp -r theme/. /var/www/theme/"),
    ("copy the contents of build/ to /srv/site", "cp -r build/. /srv/site/"),
    ("copy the photos folder to /mnt/usb and keep the dates and permissions", "cp -a photos /mnt/usb/"),
    ("copy /home/anna/project into /backup/project, only files that are newer than what's already there", "cp -ru /home/anna/project/. /backup/project/"),
    ("copy the assets folder into /var/www/site and print each file as it goes", "cp -rv assets /var/www/site/"),
    ("Copy /etc/hosts into my home with today's date on the end, e.g. hosts.2024-05-12", 'cp /etc/hosts ~/hosts."$(date +%F)"'),
    ("copy /etc/fstab to /root/backups with today's date appended, like fstab_20240512", 'cp /etc/fstab /root/backups/fstab_"$(date +%Y%m%d)"'),
    ("move the IMG_ files from Downloads into Pictures/phone", "mv ~/Downloads/IMG_* ~/Pictures/phone/"),
    ("copy the files starting with draft- from ~/inbox to ~/drafts", "cp ~/inbox/draft-* ~/drafts/"),
    ("copy robots.txt into site1, site2 and site3", 'for d in site1 site2 site3; do cp robots.txt "$d"/; done'),
    ("copy every .conf file from /etc/nginx to ~/nginx_backup keeping the subfolder structure",
     "rsync -a --include='*/' --include='*.conf' --exclude='*' /etc/nginx/ ~/nginx_backup/"),
]

NAMES_AND_REMOVALS = [
    ('rename the folder "New Folder" to archive', "mv 'New Folder' archive"),
    ("move 'my notes.txt' to notes.txt", "mv 'my notes.txt' notes.txt"),
    ("delete the file my file.txt (yes there's a space in the name)", "rm 'my file.txt'"),
    ('remove the folder "Old Stuff"', "rm -r 'Old Stuff'"),
    ("empty ~/tmp completely, hidden files too, but keep the folder itself", "find ~/tmp -mindepth 1 -delete"),
    ("delete everything in ./cache but keep the folder", "find ./cache -mindepth 1 -delete"),
    ("clean up the Thumbs.db and .DS_Store junk on my usb stick at /media/usb",
     "find /media/usb -type f \\( -name 'Thumbs.db' -o -name '.DS_Store' \\) -delete"),
    ("remove the .DS_Store files under ~/code", "find ~/code -type f -name '.DS_Store' -delete"),
    ("shred secret.txt so it can't be recovered, then remove it", "shred -u secret.txt"),
    ("I want 52 folders named week01 through week52", "mkdir week{01..52}"),
    ("create folders named day1 to day7", "mkdir day{1..7}"),
]

PERMISSIONS = [
    ("does /mnt/backup exist as a folder", "[ -d /mnt/backup ] && echo yes || echo no"),
    ("does notes.txt exist as a regular file?", "[ -f notes.txt ] && echo yes || echo no"),
    ("/srv/team: full access for owner and group, nothing for anyone else", "chmod 770 /srv/team"),
    ("set report.pdf to read and write for the owner, read for group and others", "chmod 644 report.pdf"),
    ("make everything in ~/Documents private, no access for group or others, recursively", "chmod -R go-rwx ~/Documents"),
    ("make diary.txt private", "chmod go-rwx diary.txt"),
    ("list the files here with their permissions in octal", "stat -c '%a %n' *"),
    ("public_html: files 644, dirs 755", "find public_html -type f -exec chmod 644 {} + && find public_html -type d -exec chmod 755 {} +"),
    ("set all folders to 755 and all files to 644 in public_html",
     "find public_html -type d -exec chmod 755 {} + && find public_html -type f -exec chmod 644 {} +"),
    ("set owner and group of /var/www/html to www-data, everything inside too", "sudo chown -R www-data:www-data /var/www/html"),
    ("/var/www/shop owned by www-data user+group, recursive", "sudo chown -R www-data:www-data /var/www/shop"),
    ("change the owner and group of /srv/app to deploy", "sudo chown deploy:deploy /srv/app"),
    ("change owner of the symlink /srv/current to deploy, not the folder it points to", "sudo chown -h deploy /srv/current"),
    ("let user deploy read app.log without changing the normal permissions, with an ACL", "setfacl -m u:deploy:r app.log"),
]


@pytest.mark.parametrize("request_text, expected", LISTINGS + FINDS + COPIES_AND_MOVES + NAMES_AND_REMOVALS + PERMISSIONS)
def test_answer(request_text, expected):
    assert answer(request_text) == expected


# Requests these rows must leave to the model or to another row: a kind of file, a count, a second step, a file copied
# (not a folder), the common "show hidden files" (ls -a), a permission not given for every class.
NOT_ANSWERED = [
    "which files under /srv still belong to user olduser",   # files a user owns: the model's find
    "files owned by bob under /srv",
    "list the log files newest first",
    "list the files in /tmp by size and delete the biggest",
    "how many files in ~/Downloads, newest first",
    "show hidden files in my home folder",
    "human readable sizes of everything in this dir",
    "copy q3_summary.pptx to my desktop",
    "copy the photos folder to /mnt/usb and email me when done",
    "Show everything in /opt that belongs to the user deploy and delete it",
    "empty ~/tmp",
    "/srv/team: full access for owner",
    "make everything in ~/Documents private and encrypt it",
    "copy /etc/hosts into my home with today's date on the end, e.g. backup.txt",
    "I want 50 folders named week01 through week52",
    "delete the file my file.txt",
]


@pytest.mark.parametrize("request_text", NOT_ANSWERED)
def test_not_answered(request_text):
    assert answer(request_text) is None


def test_other_rows_keep_theirs():
    assert answer("is deploy.sh executable?") == "test -x deploy.sh && echo yes || echo no"
    assert answer("securely delete secret.txt") == "shred -u secret.txt"


def run(command: str, cwd) -> str:
    return subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, check=True).stdout


def test_oldest_first_runs(tmp_path):
    for i, name in enumerate(("b.txt", "a.txt", "c.txt")):
        (tmp_path / name).write_text(name)
        os.utime(tmp_path / name, (time.time() - 1000 + i * 100,) * 2)
    out = run(answer("list the files here oldest first"), tmp_path)
    assert [line.split()[-1] for line in out.splitlines()[1:]] == ["b.txt", "a.txt", "c.txt"]


def test_natural_order_runs(tmp_path):
    for name in ("chapter10", "chapter2", "chapter1"):
        (tmp_path / name).write_text("")
    assert run(answer("list the chapter files in natural number order so chapter2 comes before chapter10"), tmp_path).split() \
        == ["chapter1", "chapter2", "chapter10"]


def test_starting_with_runs(tmp_path):
    (tmp_path / "etc").mkdir()
    for name in ("hosts", "hostname", "passwd"):
        (tmp_path / "etc" / name).write_text("")
    assert sorted(run(answer("whats in ./etc starting with host"), tmp_path).split()) == ["./etc/hostname", "./etc/hosts"]


def test_name_but_not_runs(tmp_path):
    for name in ("draft1.docx", "draft2.md", "final.md", "mydraft.txt"):
        (tmp_path / name).write_text("")
    out = run(answer("files with draft in the name that aren't .docx"), tmp_path)
    assert sorted(out.split()) == ["./draft2.md", "./mydraft.txt"]


def test_executable_runs(tmp_path):
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "run.sh").write_text("#!/bin/sh\n")
    (tmp_path / "bin" / "run.sh").chmod(0o755)
    (tmp_path / "bin" / "notes.txt").write_text("")
    assert run(answer("which files in ./bin can I actually execute"), tmp_path).split() == ["./bin/run.sh"]


def test_duplicate_names_run(tmp_path):
    for d in ("a", "b"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "song.mp3").write_text(d)
    (tmp_path / "a" / "other.mp3").write_text("")
    assert run(answer("are there duplicate file names anywhere in ./"), tmp_path).split() == ["song.mp3"]


def test_contents_copy_runs(tmp_path):
    (tmp_path / "theme").mkdir()
    (tmp_path / "theme" / "style.css").write_text("x")
    (tmp_path / "theme" / ".hidden").write_text("y")
    (tmp_path / "site").mkdir()
    run(answer("copy what's inside theme/ into site/, not the theme folder itself"), tmp_path)
    assert sorted(p.name for p in (tmp_path / "site").iterdir()) == [".hidden", "style.css"]


def test_moved_by_prefix_runs(tmp_path):
    (tmp_path / "in").mkdir()
    (tmp_path / "out").mkdir()
    for name in ("IMG_1.jpg", "IMG_2.jpg", "other.jpg"):
        (tmp_path / "in" / name).write_text("")
    run(answer("move the IMG_ files from ./in into ./out"), tmp_path)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["IMG_1.jpg", "IMG_2.jpg"]
    assert [p.name for p in (tmp_path / "in").iterdir()] == ["other.jpg"]


def test_copied_to_each_runs(tmp_path):
    (tmp_path / "robots.txt").write_text("x")
    for d in ("site1", "site2", "site3"):
        (tmp_path / d).mkdir()
    run(answer("copy robots.txt into site1, site2 and site3"), tmp_path)
    assert all((tmp_path / d / "robots.txt").exists() for d in ("site1", "site2", "site3"))


def test_spaced_names_run(tmp_path):
    (tmp_path / "New Folder").mkdir()
    (tmp_path / "my file.txt").write_text("")
    run(answer('rename the folder "New Folder" to archive'), tmp_path)
    run(answer("delete the file my file.txt (yes there's a space in the name)"), tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["archive"]


def test_emptied_folder_runs(tmp_path):
    (tmp_path / "tmp" / "sub").mkdir(parents=True)
    (tmp_path / "tmp" / ".hidden").write_text("")
    (tmp_path / "tmp" / "sub" / "a").write_text("")
    run(answer("empty ./tmp completely, hidden files too, but keep the folder itself"), tmp_path)
    assert (tmp_path / "tmp").is_dir() and not list((tmp_path / "tmp").iterdir())


def test_junk_removed_runs(tmp_path):
    (tmp_path / "usb" / "photos").mkdir(parents=True)
    for name in ("Thumbs.db", ".DS_Store", "photos/.DS_Store", "photos/a.jpg"):
        (tmp_path / "usb" / name).write_text("")
    run(answer("clean up the Thumbs.db and .DS_Store junk on my usb stick at ./usb"), tmp_path)
    assert [str(p.relative_to(tmp_path / "usb")) for p in (tmp_path / "usb").rglob("*") if p.is_file()] == ["photos/a.jpg"]


def test_permissions_run(tmp_path):
    (tmp_path / "team").mkdir()
    run(answer("./team: full access for owner and group, nothing for anyone else"), tmp_path)
    assert (tmp_path / "team").stat().st_mode & 0o777 == 0o770
    (tmp_path / "public_html" / "css").mkdir(parents=True)
    (tmp_path / "public_html" / "css" / "a.css").write_text("")
    run(answer("public_html: files 644, dirs 755"), tmp_path)
    assert (tmp_path / "public_html" / "css").stat().st_mode & 0o777 == 0o755
    assert (tmp_path / "public_html" / "css" / "a.css").stat().st_mode & 0o777 == 0o644
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.txt").write_text("")
    (tmp_path / "docs" / "a.txt").chmod(0o666)
    run(answer("make everything in ./docs private, no access for group or others, recursively"), tmp_path)
    assert (tmp_path / "docs" / "a.txt").stat().st_mode & 0o777 == 0o600
    assert run(answer("list the files here with their permissions in octal"), tmp_path).split()[:2] == ["700", "docs"]


def test_existence_and_week_folders_run(tmp_path):
    run(answer("I want 52 folders named week01 through week52"), tmp_path)
    assert len(list(tmp_path.glob("week*"))) == 52 and (tmp_path / "week07").is_dir()
    assert run(answer("does ./week01 exist as a folder"), tmp_path).strip() == "yes"
    assert run(answer("does ./week53 exist as a folder"), tmp_path).strip() == "no"


# ---- a home user's folders: kinds of files moved, counted, measured and removed; the newest few; only the folders ----

HOME_TASKS = [
    ("Move all the PDFs from Downloads into Documents.", "mv ~/Downloads/*.pdf ~/Documents/"),
    ("move the .mkv and .mp4 files from Downloads into Videos", "mv ~/Downloads/*.mkv ~/Downloads/*.mp4 ~/Videos/"),
    ("copy the mp3s from ~/Downloads to my Music folder", "cp ~/Downloads/*.mp3 ~/Music/"),
    ("clean out png screenshots older than a year from ~/Pictures/Screenshots",
     "find ~/Pictures/Screenshots -name '*.png' -mtime +365 -delete"),
    ("delete .log files older than 30 days in /var/log/myapp", "find /var/log/myapp -name '*.log' -mtime +30 -delete"),
    ("remove unfinished downloads (.part and .crdownload files) from Downloads",
     "find ~/Downloads \\( -name '*.part' -o -name '*.crdownload' \\) -delete"),
    ("delete .log files older than 2 weeks from logs/ but not in subfolders", "find logs -maxdepth 1 -name '*.log' -mtime +14 -delete"),
    ("how many songs have i got? count mp3 and flac files in ~/Music", "find ~/Music \\( -name '*.mp3' -o -name '*.flac' \\) | wc -l"),
    ("how many jpg and png files are there in Pictures?", "find ~/Pictures \\( -name '*.jpg' -o -name '*.png' \\) | wc -l"),
    ("total disk space used by all .mp4 files under ~/Videos", "find ~/Videos -type f -name '*.mp4' -print0 | du -ch --files0-from=- | tail -n 1"),
    ("how much space do the mkv files in Videos take up?", "du -ch ~/Videos/*.mkv | tail -n 1"),
    ("how much space do all the .log files in ~/app/logs take together", "du -ch ~/app/logs/*.log | tail -n 1"),
    ("Move all the PDFs from ~/Downloads into ~/Documents/pdfs.", "mv ~/Downloads/*.pdf ~/Documents/pdfs/"),
    ("5 most recent things in downloads", "ls -t ~/Downloads | head -n 5"),
    ("show me the 10 newest files in /srv/uploads", "ls -t /srv/uploads | head -n 10"),
    ("just the folders in Documents please, no files and no hidden ones", "ls -d ~/Documents/*/"),
    ("list only the folders in ~/projects", "ls -d ~/projects/*/"),
    ("what kind of file is mystery_download? it has no extension", "file mystery_download"),
    ("what type of file is ~/Downloads/invoice", "file ~/Downloads/invoice"),
    ("what did I download today?", "find ~/Downloads -type f -daystart -mtime 0"),
    ("which files did i download yesterday", "find ~/Downloads -type f -daystart -mtime 1"),
    ("Where's config.json under /etc? could be in any subfolder", "find /etc -type f -name config.json"),
    ("where is notes.md in Documents?", "find ~/Documents -type f -name notes.md"),
    ("split holiday_2023.mkv into 3900M chunks so it fits on my fat32 stick", "split -b 3900M holiday_2023.mkv holiday_2023.mkv.part_"),
    ("split backup.iso into 1G pieces to fit on the usb stick", "split -b 1G backup.iso backup.iso.part_"),
    ("put holiday_2023.mkv back together from the holiday_2023.mkv.part_* pieces", "cat holiday_2023.mkv.part_* > holiday_2023.mkv"),
    ("make a shortcut called Backup in my home that points to /media/pete/WD_Elements", "ln -s /media/pete/WD_Elements ~/Backup"),
    ("create a link named music in ~/Desktop pointing to /srv/music", "ln -s /srv/music ~/Desktop/music"),
    ("wipe the mac junk (.DS_Store and ._ files) off the usb stick at /media/kim/USB",
     "find /media/kim/USB -type f \\( -name '.DS_Store' -o -name '._*' \\) -delete"),
    ("list stuff in downloads older than 30 days", "find ~/Downloads -type f -mtime +30"),
    ("show files in my Documents folder newer than 7 days", "find ~/Documents -type f -mtime -7"),
    ("lock down the folder ~/Documents/private so only I can open it", "chmod 700 ~/Documents/private"),
    ("lock down ~/Documents/private/ so only I can open it", "chmod 700 ~/Documents/private"),
    ("lock down taxes.pdf so only I can read it", "chmod 600 taxes.pdf"),
    ("list the hidden files and folders in my home directory", "ls -d ~/.*"),
    ("recreate the folder structure of ~/Music on /media/kim/USB/Music, folders only, no files",
     "rsync -a --include='*/' --exclude='*' ~/Music/ /media/kim/USB/Music/"),
]


@pytest.mark.parametrize("request_text, expected", HOME_TASKS)
def test_home_folder_tasks(request_text, expected):
    assert answer(request_text) == expected


@pytest.mark.parametrize("request_text", [
    "move all the files from Downloads into Documents",   # no kind: the model's mv
    "count the jpg files in ~/Pictures",   # one kind: the model's find | wc -l
    "delete all the .tmp files under /tmp/build pls",   # one kind, any age
    "remove the .log and .tmp files from /srv/app that are owned by root",   # a condition more
    "copy all the jpgs from Pictures to /media/kim/USB and keep the dates",
    "what kind of file is best for backups",
    "lock down ~/.ssh/id_rsa so only i can read it",   # a file or a folder? the model's chmod
    "split bigfile.dat into 100MB pieces",   # no reason said: the model's split
    "total size of all the .mp4 files in ~/Videos",   # the model's du
    "rename the photos in trip/ to holiday.jpg",
])
def test_home_folder_tasks_said_with_more_get_no_answer(request_text):
    assert answer(request_text) is None


def test_kinds_moved_and_removed_run(tmp_path):
    for name in ("inbox/a.pdf", "inbox/b.PDF", "inbox/c.txt", "docs/keep.md", "dl/x.part", "dl/y.crdownload", "dl/sub/z.part", "dl/ok.iso"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    subprocess.run(["bash", "-c", answer("move all the pdfs from inbox/ into docs/")], cwd=tmp_path, check=True)
    assert sorted(p.name for p in (tmp_path / "docs").iterdir()) == ["a.pdf", "keep.md"]
    subprocess.run(["bash", "-c", answer("remove unfinished downloads (.part and .crdownload files) from dl/")], cwd=tmp_path, check=True)
    assert sorted(str(p.relative_to(tmp_path / "dl")) for p in (tmp_path / "dl").rglob("*")) == ["ok.iso", "sub"]


def test_old_kinds_removed_run(tmp_path):
    shots = tmp_path / "shots"
    (shots / "sub").mkdir(parents=True)
    old = time.time() - 400 * 86400
    for name in ("old.png", "new.png", "old.jpg", "sub/old.png"):
        (shots / name).write_text(name)
        if name.endswith("old.png") or name == "old.jpg":
            os.utime(shots / name, (old, old))
    subprocess.run(["bash", "-c", answer("clean out png screenshots older than a year from shots/ (not in subfolders)")], cwd=tmp_path, check=True)
    assert sorted(str(p.relative_to(shots)) for p in shots.rglob("*")) == ["new.png", "old.jpg", "sub", "sub/old.png"]


def test_kinds_counted_and_measured_run(tmp_path):
    music = tmp_path / "tunes"
    (music / "album").mkdir(parents=True)
    for name, size in (("a.mp3", 1000), ("album/b.flac", 3000), ("c.ogg", 5000)):
        (music / name).write_bytes(b"x" * size)
    counted = subprocess.run(["bash", "-c", answer("count mp3 and flac files in tunes/")], cwd=tmp_path, check=True, capture_output=True, text=True)
    assert counted.stdout.strip() == "2"
    total = subprocess.run(["bash", "-c", answer("total disk space used by all .ogg files under tunes/")], cwd=tmp_path, check=True, capture_output=True, text=True)
    assert total.stdout.split()[-1] == "total"


def test_split_and_joined_run(tmp_path):
    (tmp_path / "big.bin").write_bytes(os.urandom(5000))
    subprocess.run(["bash", "-c", answer("split big.bin into 2K chunks so they fit on a floppy")], cwd=tmp_path, check=True)
    assert len(list(tmp_path.glob("big.bin.part_*"))) == 3
    (tmp_path / "copy").mkdir()
    original = (tmp_path / "big.bin").read_bytes()
    (tmp_path / "big.bin").unlink()
    subprocess.run(["bash", "-c", answer("put big.bin back together from the big.bin.part_* pieces")], cwd=tmp_path, check=True)
    assert (tmp_path / "big.bin").read_bytes() == original


def test_only_folders_and_newest_run(tmp_path):
    for name in ("docs/a/x", "docs/b/y", "docs/.hidden/z"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    (tmp_path / "docs/file.txt").write_text("f")
    listed = subprocess.run(["bash", "-c", answer("just the folders in docs/ please, no files")], cwd=tmp_path, check=True, capture_output=True, text=True)
    assert listed.stdout.split() == ["docs/a/", "docs/b/"]
    for i, name in enumerate(("one", "two", "three")):
        (tmp_path / "dl" / name).parent.mkdir(exist_ok=True)
        (tmp_path / "dl" / name).write_text(name)
        os.utime(tmp_path / "dl" / name, (1_000_000 + i * 100, 1_000_000 + i * 100))
    newest = subprocess.run(["bash", "-c", answer("2 most recent things in dl/")], cwd=tmp_path, check=True, capture_output=True, text=True)
    assert newest.stdout.split() == ["three", "two"]
