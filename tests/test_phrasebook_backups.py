"""The phrasebook's backups module (serval.model.phrasebook.backups): restic, borg, rclone, rsync backups, duplicity,
rsnapshot and dated tar backups composed from the parts a request says. The answers are compared as text; where a
tool is installed, a few of them run for real inside a temporary folder (no network, nothing outside it); requests
that are not about a backup, or that leave out a repository, remote or path the command needs, get no answer."""

import shlex

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, backups
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str | None:
    return _answer(clean(text))


RESTIC = [
    ("initialize a new restic repo at /mnt/usb/restic-repo", "restic -r /mnt/usb/restic-repo init"),
    ("init a restic repository at s3:s3.amazonaws.com/mybucket", "restic -r s3:s3.amazonaws.com/mybucket init"),
    ("Set up a restic repository on my NAS over sftp: user backup, host nas01, path /srv/restic/laptop",
     "restic -r sftp:backup@nas01:/srv/restic/laptop init"),
    ("create a restic repo in /backup/restic and take the password from ~/.config/restic/pass instead of typing it",
     "restic -r /backup/restic --password-file ~/.config/restic/pass init"),
    ("back up ~/projects to the restic repo /mnt/usb/restic-repo but skip node_modules and .venv folders",
     "restic -r /mnt/usb/restic-repo backup ~/projects --exclude node_modules --exclude .venv"),
    ("restic backup of /etc and /var/www to /srv/restic-repo, tag it nightly", "restic -r /srv/restic-repo backup /etc /var/www --tag nightly"),
    ("backup /home with restic to /mnt/restic, exclude *.iso and tag weekly", "restic -r /mnt/restic backup /home --exclude '*.iso' --tag weekly"),
    ("whole-system restic backup of / into /mnt/backup/restic, stay on the root filesystem", "restic -r /mnt/backup/restic backup / --one-file-system"),
    ("what would restic back up from ~/Documents? dry run with verbose output against /mnt/usb/restic-repo",
     "restic -r /mnt/usb/restic-repo backup ~/Documents --dry-run -v"),
    ("backup ~/Pictures with restic to backblaze, bucket family-photos, repo path laptop", "restic -r b2:family-photos:laptop backup ~/Pictures"),
    ("pipe a mysqldump of the shop database straight into restic (repo /srv/restic-db) and store it as shop.sql",
     "mysqldump shop | restic -r /srv/restic-db backup --stdin --stdin-filename shop.sql"),
    ("restic -r /srv/repo snapshots", "restic -r /srv/repo snapshots"),
    ("list all snapshots in the restic repository /srv/restic-repo", "restic -r /srv/restic-repo snapshots"),
    ("show only the restic snapshots that came from host web01 (repo sftp:backup@nas01:/srv/restic/servers)",
     "restic -r sftp:backup@nas01:/srv/restic/servers snapshots --host web01"),
    ("which restic snapshots in /srv/restic-repo are tagged nightly?", "restic -r /srv/restic-repo snapshots --tag nightly"),
    ("just the newest 3 restic snapshots, repo is /mnt/usb/restic-repo", "restic -r /mnt/usb/restic-repo snapshots --latest 3"),
    ("restore the latest restic snapshot from /mnt/usb/restic-repo into /tmp/restore", "restic -r /mnt/usb/restic-repo restore latest --target /tmp/restore"),
    ("restore snapshot 1f2e3d4c from /srv/restic into ~/restored with restic", "restic -r /srv/restic restore 1f2e3d4c --target ~/restored"),
    ("restic: get back only /home/anna/a.pdf from the latest snapshot and put it under /tmp/taxes (repo /mnt/usb/restic-repo)",
     "restic -r /mnt/usb/restic-repo restore latest --target /tmp/taxes --include /home/anna/a.pdf"),
    ("search every restic snapshot in /mnt/usb/restic-repo for files named *.kdbx", "restic -r /mnt/usb/restic-repo find '*.kdbx'"),
    ("what changed between restic snapshots 4f9a2c1e and 9b7d03aa? repo /srv/restic-repo", "restic -r /srv/restic-repo diff 4f9a2c1e 9b7d03aa"),
    ("restic retention on /srv/restic-repo: keep 7 daily, 4 weekly and 12 monthly snapshots, and prune",
     "restic -r /srv/restic-repo forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune"),
    ("restic forget --keep-daily 7 --keep-weekly 4 on /srv/repo and prune", "restic -r /srv/repo forget --keep-daily 7 --keep-weekly 4 --prune"),
    ("preview which snapshots restic would drop with --keep-daily 14 on /mnt/usb/restic-repo",
     "restic -r /mnt/usb/restic-repo forget --keep-daily 14 --dry-run"),
    ("delete restic snapshot 1a2b3c4d from /srv/restic-repo and prune", "restic -r /srv/restic-repo forget 1a2b3c4d --prune"),
    ("keep every snapshot from the last 30 days in restic repo /mnt/usb/restic-repo, forget the older ones",
     "restic -r /mnt/usb/restic-repo forget --keep-within 30d"),
    ("prune the restic repo at /srv/restic", "restic -r /srv/restic prune"),
    ("verify the integrity of restic repo /srv/restic-repo", "restic -r /srv/restic-repo check"),
    ("check restic repo /srv/restic and read all data", "restic -r /srv/restic check --read-data"),
    ("restic check reading back 5% of the data, repo /srv/r", "restic -r /srv/r check --read-data-subset 5%"),
    ("restic stats for /srv/restic", "restic -r /srv/restic stats"),
    ("restic says /mnt/usb/restic-repo is locked, clear the stale lock", "restic -r /mnt/usb/restic-repo unlock"),
    ("mount restic repo /srv/restic-repo at /mnt/restic", "restic -r /srv/restic-repo mount /mnt/restic"),
    ("list files in the latest restic snapshot of /srv/restic", "restic -r /srv/restic ls latest"),
]

BORG = [
    ("init an encrypted borg repo at /mnt/backup/borg (repokey mode)", "borg init --encryption=repokey /mnt/backup/borg"),
    ("create a borg repository on nas01 as user backup in ~/borg/laptop with repokey-blake2 encryption",
     "borg init --encryption=repokey-blake2 backup@nas01:borg/laptop"),
    ("unencrypted borg repo in /srv/borg/scratch please", "borg init --encryption=none /srv/borg/scratch"),
    ("borg backup of ~/Documents into /mnt/backup/borg, archive called docs-YYYY-MM-DD, zstd compression level 6",
     "borg create --compression zstd,6 '/mnt/backup/borg::docs-{now:%Y-%m-%d}' ~/Documents"),
    ("borg create /srv/borg::docs-{now} ~/Documents with lz4 compression", "borg create --compression lz4 '/srv/borg::docs-{now}' ~/Documents"),
    ("borg backup of /var/www to /mnt/backup/borg as www-{now}, show progress and print the stats",
     "borg create --progress --stats '/mnt/backup/borg::www-{now}' /var/www"),
    ("make a borg archive of /etc named after the hostname plus the current timestamp, repo backup@nas01:borg/servers",
     "borg create 'backup@nas01:borg/servers::{hostname}-{now}' /etc"),
    ("list the borg archives in /srv/borg", "borg list /srv/borg"),
    ("show only the 5 most recent archives in borg repo backup@nas01:borg/laptop", "borg list --last 5 backup@nas01:borg/laptop"),
    ("borg list /srv/borg::docs-2024-01-01", "borg list /srv/borg::docs-2024-01-01"),
    ("is invoice.pdf in the borg archive home-2024-06-01? repo /mnt/backup/borg", "borg list /mnt/backup/borg::home-2024-06-01 | grep invoice.pdf"),
    ("restore the whole borg archive home-2024-06-01 from /mnt/backup/borg into /tmp/restore",
     "cd /tmp/restore && borg extract /mnt/backup/borg::home-2024-06-01"),
    ("extract borg archive home-2024-01-02 from /srv/borg", "borg extract /srv/borg::home-2024-01-02"),
    ("borg prune /srv/borg keep 7 daily and 4 weekly", "borg prune --keep-daily=7 --keep-weekly=4 /srv/borg"),
    ("prune borg repo /srv/borg/db keeping the last 30 archives, then compact it", "borg prune --keep-last=30 /srv/borg/db && borg compact /srv/borg/db"),
    ("compact borg repo /srv/borg", "borg compact /srv/borg"),
    ("borg check /srv/borg", "borg check /srv/borg"),
    ("show info about borg archive docs-2024-01-01 in /srv/borg", "borg info /srv/borg::docs-2024-01-01"),
    ("delete the borg archive test-2024-05-20 from /mnt/backup/borg", "borg delete /mnt/backup/borg::test-2024-05-20"),
    ("mount borg repo /srv/borg at /mnt/borg", "borg mount /srv/borg /mnt/borg"),
    ("done browsing, unmount the borg archive at ~/borgmnt", "borg umount ~/borgmnt"),
    ("diff borg archives etc-2024-06-01 and etc-2024-06-08 in /srv/borg/servers", "borg diff /srv/borg/servers::etc-2024-06-01 etc-2024-06-08"),
    ("borg keeps complaining about a leftover lock on /mnt/backup/borg. break it", "borg break-lock /mnt/backup/borg"),
    ("stream a pg_dump of the crm database into a borg archive crm-YYYY-MM-DD in /srv/borg/db",
     "pg_dump crm | borg create '/srv/borg/db::crm-{now:%Y-%m-%d}' -"),
]

RCLONE = [
    ("rclone copy ~/photos remote:photos --progress", "rclone copy ~/photos remote:photos --progress"),
    ("copy ~/Pictures/2024 to google drive (remote gdrive) under Photos/2024", "rclone copy ~/Pictures/2024 gdrive:Photos/2024"),
    ("rclone sync /data b2:bucket/data --dry-run", "rclone sync /data b2:bucket/data --dry-run"),
    ("mirror ~/Documents to b2:acme-docs/laptop with rclone and show progress", "rclone sync ~/Documents b2:acme-docs/laptop --progress"),
    ("sync ~/Music to dropbox:Music with rclone, 8 transfers, limit to 1M", "rclone sync ~/Music dropbox:Music --bwlimit 1M --transfers 8"),
    ("upload ~/Videos/holiday to gdrive:Videos/holiday but cap it at 2 MB/s", "rclone copy ~/Videos/holiday gdrive:Videos/holiday --bwlimit 2M"),
    ("rclone copy everything in ~/Work to b2:acme-docs/work except *.tmp files and .git folders",
     "rclone copy ~/Work b2:acme-docs/work --exclude '*.tmp' --exclude '.git/**'"),
    ("move everything from ~/Uploads to b2:acme-inbox with rclone", "rclone move ~/Uploads b2:acme-inbox"),
    ("list the files in dropbox:Work", "rclone ls dropbox:Work"),
    ("list the top-level folders on my gdrive remote", "rclone lsd gdrive:"),
    ("How big is the Backups folder on gdrive?", "rclone size gdrive:Backups"),
    ("check that ~/Music and gdrive:Music have the same files", "rclone check ~/Music gdrive:Music"),
    ("rclone mount gdrive: ~/gd --daemon", "rclone mount gdrive: ~/gd --daemon"),
    ("mount gdrive: at ~/gdrive in the background", "rclone mount gdrive: ~/gdrive --daemon"),
    ("rclone ncdu gdrive:", "rclone ncdu gdrive:"),
    ("find duplicate files on gdrive:Photos with rclone", "rclone dedupe gdrive:Photos"),
    ("delete the files older than 90 days in b2:acme-backups/db", "rclone delete b2:acme-backups/db --min-age 90d"),
    ("which remotes have i configured in rclone?", "rclone listremotes"),
    ("download gdrive:Backups/db.sql.gz to the current directory", "rclone copy gdrive:Backups/db.sql.gz ."),
    ("send files from /var/log/archive modified in the last 24h to gdrive:logs", "rclone copy /var/log/archive gdrive:logs --max-age 24h"),
]

RSYNC = [
    ("snapshot-style backup: rsync /home/anna/ into /mnt/backup/snapshots/2024-06-02, hard-linking unchanged files against /mnt/backup/snapshots/2024-06-01",
     "rsync -a --link-dest=/mnt/backup/snapshots/2024-06-01 /home/anna/ /mnt/backup/snapshots/2024-06-02/"),
    ("snapshot-style backup of ~/docs into /backups/docs dated, hardlinked against /backups/docs/latest",
     'rsync -a --link-dest=/backups/docs/latest ~/docs/ "/backups/docs/$(date +%F)/"'),
    ("make today's snapshot of ~/work in /backup/work/YYYY-MM-DD with rsync, hardlinked against /backup/work/latest, then point the latest symlink at the new snapshot",
     'rsync -a --link-dest=/backup/work/latest ~/work/ "/backup/work/$(date +%F)/" && ln -sfn "/backup/work/$(date +%F)" /backup/work/latest'),
    ("copy the contents of /srv/isos to nas01:/data/isos but limit rsync to roughly 5 MB/s", "rsync -a --bwlimit=5m /srv/isos/ nas01:/data/isos/"),
    ("rsync ~/Photos/ to /mnt/usb/Photos/ deciding what changed by checksum", "rsync -a --checksum ~/Photos/ /mnt/usb/Photos/"),
    ("mirror /var/www/ to /mnt/backup/www/, excluding *.log and cache/ dirs, and also purge those excluded files from the backup",
     "rsync -a --delete --delete-excluded --exclude='*.log' --exclude=cache/ /var/www/ /mnt/backup/www/"),
    ("how much space does each hardlinked snapshot in /mnt/backup/snapshots really add?", "du -sh /mnt/backup/snapshots/*"),
]

DUPLICITY_RSNAPSHOT = [
    ("duplicity backup of /home to file:///mnt/usb/dup", "duplicity /home file:///mnt/usb/dup"),
    ("first duplicity backup of ~/Documents to /mnt/usb/dup-docs", "duplicity ~/Documents file:///mnt/usb/dup-docs"),
    ("force a full duplicity backup of /etc to sftp://backup@nas01//srv/dup/etc", "duplicity full /etc sftp://backup@nas01//srv/dup/etc"),
    ("duplicity backup of ~/music to /mnt/usb/dup-music without any gpg encryption", "duplicity --no-encryption ~/music file:///mnt/usb/dup-music"),
    ("restore from duplicity backup file:///mnt/usb/dup into /tmp/r", "duplicity restore file:///mnt/usb/dup /tmp/r"),
    ("show duplicity's backup chains and sets at file:///mnt/usb/dup-docs", "duplicity collection-status file:///mnt/usb/dup-docs"),
    ("remove duplicity backups older than 6 months from file:///mnt/usb/dup-docs", "duplicity remove-older-than 6M --force file:///mnt/usb/dup-docs"),
    ("clean up after a failed duplicity run at file:///mnt/usb/dup-docs", "duplicity cleanup --force file:///mnt/usb/dup-docs"),
    ("run rsnapshot daily", "sudo rsnapshot daily"),
    ("test the rsnapshot config", "sudo rsnapshot configtest"),
    ("do a rsnapshot dry run of the weekly interval", "sudo rsnapshot -t weekly"),
]

TAR = [
    ("tar up /etc into etc-YYYY-MM-DD.tar.gz", 'tar -czf "etc-$(date +%F).tar.gz" /etc'),
    ("tar.gz of /etc named etc-YYYY-MM-DD.tar.gz in /var/backups", 'tar -czf "/var/backups/etc-$(date +%F).tar.gz" /etc'),
    ("make a dated tarball of ~/projects named projects-<date>.tar.gz excluding node_modules",
     'tar --exclude=node_modules -czf "projects-$(date +%F).tar.gz" ~/projects'),
    ("zstd tar of ~/projects named projects-YYYYMMDD.tar.zst", 'tar --zstd -cf "projects-$(date +%Y%m%d).tar.zst" ~/projects'),
    ("start incremental tar backups of /home/anna: full dump to /mnt/usb/home-full.tar.gz, snapshot file /mnt/usb/home.snar",
     "tar --listed-incremental=/mnt/usb/home.snar -czf /mnt/usb/home-full.tar.gz /home/anna"),
    ("gzip-tar ~/Videos and split it into 4G pieces named videos.tar.gz.part-aa, part-ab and so on",
     "tar -czf - ~/Videos | split -b 4G - videos.tar.gz.part-"),
    ("list what's inside backup-2024-06-01.tar.gz with sizes and permissions", "tar -tvzf backup-2024-06-01.tar.gz"),
    ("delete tar.gz backups in /var/backups older than 14 days", "find /var/backups -name '*.tar.gz' -mtime +14 -delete"),
    ("keep only the 7 newest db-*.sql.gz dumps in /srv/dumps and remove the older ones", "ls -1t /srv/dumps/db-*.sql.gz | tail -n +8 | xargs -r rm --"),
    ("test all the .tar.gz backups in /mnt/usb for corruption", "gzip -t /mnt/usb/*.tar.gz"),
    ("dump the shop mysql db, gzipped, into /var/backups/mysql/shop-YYYY-MM-DD_HHMM.sql.gz",
     'mysqldump shop | gzip > "/var/backups/mysql/shop-$(date +%F_%H%M).sql.gz"'),
]


@pytest.mark.parametrize("text, expected", RESTIC + BORG + RCLONE + RSYNC + DUPLICITY_RSNAPSHOT + TAR)
def test_backup_commands_are_composed_from_their_parts(text, expected):
    said = answer(text)
    assert said == expected
    shlex.split(said)   # well-formed shell words


@pytest.mark.parametrize("text", [
    # a needed part missing: no repository, remote or path made up
    "back up my documents with restic",
    "restic snapshots",
    "restore the latest restic snapshot",
    "list the borg archives",
    "borg prune, keep 7 daily",
    "rclone sync my music folder",
    "duplicity backup of ~/Documents",
    "restic forget the old snapshots in /srv/repo",
    "make a dated tarball named etc-<date>.tar.gz",
    # plain copies and unrelated requests stay with the other modules
    "copy notes.txt to backup.txt",
    "copy the photos folder to /mnt/usb",
    "rsync -av src/ dst/",
    "create a new directory called backups",
    "copy my backups folder to /mnt/usb",
    "list the backups in /var/backups",
    "how many snapshots do I have?",
    "what time is it",
    "mirror image.png horizontally into flipped.png",
])
def test_requests_without_a_needed_part_or_about_something_else_get_no_backup_answer(text):
    assert rows_answer(backups.ROWS, clean(text)) is None


def test_plain_copies_keep_the_answers_of_the_other_modules():
    assert answer("rsync this project to ~/backups/myapp without node_modules") == "rsync -av --exclude=node_modules ./ ~/backups/myapp"
    assert answer("back up my whole home to /media/backup/home but skip the .cache folder") == "rsync -a --exclude=.cache ~/ /media/backup/home/"
    assert answer("show the contents of backup.tar.gz") is None or "tar" in answer("show the contents of backup.tar.gz")


def _run(text, folder, env="", check=True):
    said = rows_answer(backups.ROWS, clean(text))
    assert said is not None, text
    return run_in_folder(env + said, folder, check=check)


def test_rsync_snapshots_hard_link_unchanged_files_for_real(tmp_path):
    if not have("rsync"):
        pytest.skip("rsync is missing")
    src = tmp_path / "home"
    src.mkdir()
    (src / "a.txt").write_text("same\n")
    (src / "b.txt").write_text("first\n")
    run_in_folder(f"mkdir -p snaps && rsync -a {src}/ {tmp_path}/snaps/2024-06-01/", tmp_path)
    (src / "b.txt").write_text("second\n")
    _run(f"snapshot-style backup: rsync {src}/ into {tmp_path}/snaps/2024-06-02, hard-linking unchanged files against {tmp_path}/snaps/2024-06-01", tmp_path)
    old, new = tmp_path / "snaps/2024-06-01", tmp_path / "snaps/2024-06-02"
    assert (new / "a.txt").stat().st_ino == (old / "a.txt").stat().st_ino   # unchanged: one file, two names
    assert (new / "b.txt").read_text() == "second\n" and (old / "b.txt").read_text() == "first\n"
    (src / "a.txt").unlink()
    _run(f"rsync {src}/ to {tmp_path}/mirror/ deciding what changed by checksum", tmp_path)
    assert sorted(p.name for p in (tmp_path / "mirror").iterdir()) == ["b.txt"]


def test_dated_and_incremental_tar_backups_for_real(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "keep.txt").write_text("keep\n")
    (tmp_path / "data" / "node_modules").mkdir()
    (tmp_path / "data" / "node_modules" / "x.js").write_text("x\n")
    _run("make a dated tarball of ./data named data-<date>.tar.gz excluding node_modules", tmp_path)
    made = list(tmp_path.glob("data-*.tar.gz"))
    assert len(made) == 1 and len(made[0].name) == len("data-2024-06-01.tar.gz")
    listed = run_in_folder(f"tar -tzf {made[0].name}", tmp_path).stdout
    assert "keep.txt" in listed and "node_modules" not in listed
    _run(f"start incremental tar backups of ./data: full dump to {tmp_path}/full.tar.gz, snapshot file {tmp_path}/data.snar", tmp_path)
    assert (tmp_path / "data.snar").exists() and (tmp_path / "full.tar.gz").exists()


def test_restic_backs_up_lists_and_restores_for_real(tmp_path):
    if not have("restic"):
        pytest.skip("restic is missing")
    (tmp_path / "pass").write_text("secret\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.txt").write_text("alpha\n")
    env = f"export RESTIC_PASSWORD_FILE={tmp_path}/pass RESTIC_CACHE_DIR={tmp_path}/cache TMPDIR={tmp_path}; "
    _run(f"initialize a new restic repo at {tmp_path}/repo", tmp_path, env)
    _run(f"restic backup of {tmp_path}/docs to {tmp_path}/repo, tag it nightly", tmp_path, env)
    assert "nightly" in _run(f"which restic snapshots in {tmp_path}/repo are tagged nightly?", tmp_path, env).stdout
    _run(f"restore the latest restic snapshot from {tmp_path}/repo into {tmp_path}/out", tmp_path, env)
    assert (tmp_path / "out" / str(tmp_path / "docs" / "a.txt").lstrip("/")).read_text() == "alpha\n"
    _run(f"verify the integrity of restic repo {tmp_path}/repo", tmp_path, env)


def test_borg_creates_lists_and_extracts_for_real(tmp_path):
    if not have("borg"):
        pytest.skip("borg is missing")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.txt").write_text("alpha\n")
    env = f"export BORG_BASE_DIR={tmp_path}/base TMPDIR={tmp_path} BORG_UNKNOWN_UNENCRYPTED_REPO_ACCESS_IS_OK=yes BORG_RELOCATED_REPO_ACCESS_IS_OK=yes; "
    _run(f"unencrypted borg repo in {tmp_path}/repo please", tmp_path, env)
    _run(f"borg backup of {tmp_path}/docs into {tmp_path}/repo, archive called docs-YYYY-MM-DD with lz4 compression", tmp_path, env)
    listed = _run(f"list the borg archives in {tmp_path}/repo", tmp_path, env).stdout
    assert "docs-" in listed
    (tmp_path / "out").mkdir()
    archive = listed.split()[0]
    _run(f"restore the whole borg archive {archive} from {tmp_path}/repo into {tmp_path}/out", tmp_path, env)
    assert (tmp_path / "out" / str(tmp_path / "docs" / "a.txt").lstrip("/")).read_text() == "alpha\n"


def test_rclone_copies_and_checks_between_local_remotes_for_real(tmp_path):
    if not have("rclone"):
        pytest.skip("rclone is missing")
    (tmp_path / "music").mkdir()
    (tmp_path / "music" / "a.mp3").write_text("la\n")
    (tmp_path / "music" / "b.tmp").write_text("junk\n")
    env = f"export RCLONE_CONFIG={tmp_path}/rclone.conf RCLONE_CONFIG_DISK_TYPE=local; "
    _run(f"rclone copy everything in {tmp_path}/music to disk:{tmp_path}/copy except *.tmp files", tmp_path, env)
    assert sorted(p.name for p in (tmp_path / "copy").iterdir()) == ["a.mp3"]
    (tmp_path / "music" / "b.tmp").unlink()
    _run(f"check with rclone that {tmp_path}/music and disk:{tmp_path}/copy have the same files", tmp_path, env)
    assert _run(f"rclone: list the files in disk:{tmp_path}/copy", tmp_path, env).stdout.split() == ["3", "a.mp3"]


@pytest.mark.parametrize("text", [
    # plain copies and mirrors with rsync's everyday options (delete, compress, an ssh port, a dry run) are the model's
    # and the rsync rewrites' (-av, -n), measured better there than a composed -a
    "back up /etc to /backup/etc with rsync, deleting removed files",
    "mirror ~/projects/ to nas01:/srv/backups/projects/ over ssh, compress in transit and delete files on the nas that I removed locally",
    "copy the contents of ~/Documents into backup@nas01:/volume1/docs with rsync, ssh listens on port 2222 there",
    "dry run: what would rsync copy from ~/music to /media/ext/music",
])
def test_everyday_rsync_copies_are_left_to_the_model(text):
    assert rows_answer(backups.ROWS, clean(text)) is None
