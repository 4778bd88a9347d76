"""The phrasebook's archives module (serval.model.phrasebook.archives): tar, zip, 7z, rar and single-file compressors
with the options a request says in words, archives split and joined, compressed files tested and searched. The
answers are compared as text; the ones whose tools are installed also run for real inside pytest's tmp_path, on
files the test makes there (nothing outside it, no sudo, no network); requests the rows do not wholly read, or that
are about something else, get no answer from this module."""

import shlex
import subprocess

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, archives
from shell_helpers import rows_answer


def answer(text: str) -> str | None:
    return _answer(clean(text))


def run(command: str, where) -> subprocess.CompletedProcess:
    """``command`` run by bash inside ``where`` (the test's tmp_path), its output as text."""
    return subprocess.run(["bash", "-c", command], cwd=where, check=True, timeout=30, capture_output=True, text=True)


UNPACKED = [
    ("I need logs.tar.bz2 extracted into /tmp/logs, that folder doesn't exist yet", "mkdir -p /tmp/logs && tar -xjf logs.tar.bz2 -C /tmp/logs"),
    ("extract site.tar.gz into out, create it if it doesn't exist", "mkdir -p out && tar -xzf site.tar.gz -C out"),
    ("as root, extract rootfs.tar.gz into /mnt/target preserving permissions and ownership", "sudo tar -xpzf rootfs.tar.gz -C /mnt/target"),
    ("unpack base.tar.xz to /srv/chroot with sudo, keeping the permissions", "sudo tar -xpJf base.tar.xz -C /srv/chroot"),
    ("linux-6.8.tar.xz needs to go into ~/src, unpack it there", "tar -xJf linux-6.8.tar.xz -C ~/src"),
    ("extract site.tar and print each filename as it comes out", "tar -xvf site.tar"),
    ("extrcat game_mods.7z into a folder called mods", "7z x game_mods.7z -omods"),
    ("7z extract vault.7z, the password is Tr0ub4dor", "7z x -pTr0ub4dor vault.7z"),
    ("dump all files from assets.7z into ./flat with no subfolders", "7z e assets.7z -oflat"),
    ("quietly unzip node-v20.zip to /opt", "unzip -q node-v20.zip -d /opt"),
    ("unzip protected.zip, pw is hunter2", "unzip -P hunter2 protected.zip"),
    ("unzip fonts.zip into ~/.fonts flat, ignore the folders in the zip", "unzip -j fonts.zip -d ~/.fonts"),
    ("unzip report.docx into a folder report_xml so I can look at the XML", "unzip report.docx -d report_xml"),
    ("extract photos.zip to pics, overwriting existing files", "unzip -o photos.zip -d pics"),
    ("extract just the .jpg files from album.zip into ./pics", "unzip album.zip '*.jpg' -d pics"),
    ("extract only the .conf files from etc.tar.gz into /tmp/etc", "tar -xzf etc.tar.gz -C /tmp/etc --wildcards '*.conf'"),
    ("extract all the .tar.gz files in here", 'for f in *.tar.gz; do tar -xzf "$f"; done'),
]

SQUEEZED = [
    ("decompress dump.sql.gz, don't delete the .gz", "gunzip -k dump.sql.gz"),
    ("decompress ubuntu.img.xz and leave the .xz file there", "unxz -k ubuntu.img.xz"),
    ("bunzip2 wiki.xml.bz2 but keep the compressed file", "bunzip2 -k wiki.xml.bz2"),
    ("compress huge.csv with bzip2 and keep the uncompressed copy", "bzip2 -k huge.csv"),
    ("xz database.sql at level 9, keep the original", "xz -9 -k database.sql"),
    ("xz big.img using every CPU core and keep big.img", "xz -T0 -k big.img"),
    ("zstd capture.pcap at level 19 and remove the original afterwards", "zstd -19 --rm capture.pcap"),
    ("write a gzipped copy of report.csv to /tmp/report.csv.gz and leave report.csv alone", "gzip -c report.csv > /tmp/report.csv.gz"),
    ("gzip all the .txt files in this folder with the best compression", "gzip -9 *.txt"),
    ("gzip notes.md with maximum compression", "gzip -9 notes.md"),
]

TAR_WRITTEN = [
    ("src.tar.gz from src, leaving out *.o and *.tmp files", "tar --exclude='*.o' --exclude='*.tmp' -czf src.tar.gz src"),
    ("Archive myrepo to myrepo.tar.gz and leave out version control dirs like .git", "tar --exclude-vcs -czf myrepo.tar.gz myrepo"),
    ("make home.tar.gz of /home/maria skipping the patterns in exclude.txt", "tar -X exclude.txt -czf home.tar.gz /home/maria"),
    ("tar /var/lib/mysql into mysql.tar.gz so the paths inside start at mysql/, not var/lib/mysql", "tar -czf mysql.tar.gz -C /var/lib mysql"),
    ("tar the genome directory to genome.tar.gz but use pigz so all cores get used", "tar -I pigz -cf genome.tar.gz genome"),
    ("logs.tar.zst from logs/, zstd level 19, all threads", "tar -I 'zstd -19 -T0' -cf logs.tar.zst logs"),
    ("make cache.tar.lz4 from the cache dir, lz4 because I want it fast", "tar -I lz4 -cf cache.tar.lz4 cache"),
    ("make release.tar.gz of dist with every file owned by root:root inside the archive", "tar --owner=root --group=root -czf release.tar.gz dist"),
    ("tar src into src.tar with the member names sorted", "tar --sort=name -cf src.tar src"),
    ("create music.tar.xz from music/ and let tar pick the compression from the extension", "tar -caf music.tar.xz music"),
    ("tar.gz the videos folder to /mnt/usb/videos.tar.gz with a pv progress meter", "tar -cf - videos | pv | gzip > /mnt/usb/videos.tar.gz"),
    ("tar+gzip the files listed in filelist.txt into selected.tar.gz", "tar -czf selected.tar.gz -T filelist.txt"),
    ("put index.html plus the css and js folders into site.tar.gz", "tar -czf site.tar.gz index.html css js"),
    ("Archive /var/www/html into html-2024-06-30.tar.gz but leave out its cache subfolder",
     "tar --exclude='/var/www/html/cache' -czf html-2024-06-30.tar.gz /var/www/html"),
    ("create docs.tar.bz2 from docs, excluding *.pdf", "tar --exclude='*.pdf' -cjf docs.tar.bz2 docs"),
    ("tar the config dir into config.tar.gz following symlinks", "tar -chzf config.tar.gz config"),
]

SEVEN_ZIP_SPLIT = [
    ("7z the taxes folder into taxes.7z with a password and hide the file names too (prompt for the password)", "7z a -p -mhe=on taxes.7z taxes"),
    ("compress vm-images with 7z into vm.7z, split into 1G volumes", "7z a -v1g vm.7z vm-images"),
    ("use 7z to make an AES-256 encrypted contracts.zip of the contracts folder, asking for the password", "7z a -tzip -p -mem=AES256 contracts.zip contracts"),
    ("ultra compression 7z of the dataset folder -> dataset.7z", "7z a -mx=9 dataset.7z dataset"),
    ("7z the project folder into project.7z excluding all *.log files", "7z a project.7z project -xr'!*.log'"),
    ("list files in drivers.7z", "7z l drivers.7z"),
    ("photos.rar - what's in it", "unrar l photos.rar"),
    ("add new_chapter.docx to book.7z", "7z a book.7z new_chapter.docx"),
    ("append notes.txt to the existing archive.tar", "tar -rf archive.tar notes.txt"),
    ("take draft.txt out of notes.7z (delete it from the archive)", "7z d notes.7z draft.txt"),
    ("settings.7z - I only want config.ini from it", "7z x settings.7z config.ini"),
    ("i have backup.7z.001 .002 .003, extract the whole thing", "7z x backup.7z.001"),
    ("split bigdump.tar.gz into 500M pieces named bigdump.tar.gz.part_aa, part_ab and so on", "split -b 500M bigdump.tar.gz bigdump.tar.gz.part_"),
    ("split db_backup.tar.xz into 100M chunks with 3-digit numeric suffixes like db_backup.tar.xz.000", "split -b 100M -d -a 3 db_backup.tar.xz db_backup.tar.xz."),
    ("cut movie.mkv into 500M pieces with prefix movie.part.", "split -b 500M movie.mkv movie.part."),
    ("restore the split tarball archive.tgz.part-* into the existing restore folder", "cat archive.tgz.part-* | tar -xzf - -C restore"),
    ("tar and gzip the archive folder straight into 1G pieces named archive.tgz.part-aa, archive.tgz.part-ab, ...",
     "tar -czf - archive | split -b 1G - archive.tgz.part-"),
]

ZIP_AND_LISTINGS = [
    ("Please update site.zip with whatever changed or got added in the site folder.", "zip -ru site.zip site"),
    ("unzip dataset.zip but skip the __MACOSX junk", "unzip dataset.zip -x '__MACOSX/*'"),
    ("create footage.zip from the raw_footage folder as a split zip with 2GB parts", "zip -r -s 2g footage.zip raw_footage"),
    ("zip the bin folder into bin.zip storing symlinks as links instead of the files they point to", "zip -ry bin.zip bin"),
    ("Could you zip everything in the current directory, hidden files included, into ../everything.zip?", "zip -r ../everything.zip ."),
    ("zip the PDFs in invoices/2024 into invoices.zip, flat, no folder paths", "zip -j invoices.zip invoices/2024/*.pdf"),
    ("freshen docs.zip: replace entries that have newer versions on disk but don't add new files", "zip -f docs.zip"),
    ("merge the split zip archive.zip (with archive.z01, archive.z02) into one normal full.zip", "zip -s 0 archive.zip --out full.zip"),
    ("try to repair broken.zip and write the fixed one to fixed.zip", "zip -FF broken.zip --out fixed.zip"),
    ("how many entries are in archive.zip", "unzip -Z1 archive.zip | wc -l"),
    ("is index.html somewhere inside site.zip?", "unzip -l site.zip | grep index.html"),
    ("just the filenames in export.zip, one per line", "zipinfo -1 export.zip"),
    ("test every zip file in ~/Downloads", 'for f in ~/Downloads/*.zip; do unzip -tq "$f"; done'),
    ("check that logs_old.gz is a valid gzip file", "gzip -t logs_old.gz"),
    ("is archive.zip corrupted? test it", "unzip -t archive.zip"),
    ("is backup.tar.xz ok? test the xz compression", "xz -t backup.tar.xz"),
    ("check the zstd compression of logs.tar.zst is intact", "zstd -t logs.tar.zst"),
    ("read backup.tar.gz all the way through to make sure tar can read every entry, I don't need the listing", "tar -tzf backup.tar.gz > /dev/null"),
    ("show me a long listing with permissions, sizes and dates of the files in site_backup.tar", "tar -tvf site_backup.tar"),
    ("delete old/cache.db from data.tar (plain uncompressed tar)", "tar --delete -f data.tar old/cache.db"),
    ("does backup.tar.gz have anything with id_rsa in the name", "tar -tzf backup.tar.gz | grep id_rsa"),
    ("is config.yaml somewhere inside release.tar.gz?", "tar -tzf release.tar.gz | grep config.yaml"),
    ("cat etc/hosts out of rootfs.tar.gz without unpacking the archive", "tar -xzOf rootfs.tar.gz etc/hosts"),
    ("show only the top-level entries of bundle.tar.gz", "tar -tzf bundle.tar.gz | cut -d/ -f1 | sort -u"),
    ("which files in assets.tar.gz are bigger than 10 MiB? show their listing lines", "tar -tvzf assets.tar.gz | awk '$3 > 10485760'"),
    ("which .conf files are in etc-backup.tar.gz", "tar -tzf etc-backup.tar.gz | grep '\\.conf$'"),
    ("recompress data.tar.gz as data.tar.xz", "zcat data.tar.gz | xz > data.tar.xz"),
    ("copy the site folder to web01:/var/www with tar over ssh", "tar -czf - site | ssh web01 'tar -xzf - -C /var/www'"),
    ("compression ratio of dump.sql.gz?", "gzip -l dump.sql.gz"),
    ("how big will data.tar.xz be once decompressed", "xz -l data.tar.xz"),
    ("search all the rotated /var/log/syslog.*.gz files for ERROR", "zgrep ERROR /var/log/syslog.*.gz"),
    ("search app.log.gz for ERROR without unzipping it first", "zgrep ERROR app.log.gz"),
    ("any 'segfault' lines in kern.log.xz?", "xzgrep 'segfault' kern.log.xz"),
    ("unpack app.tar.gz but rename the top folder app-v1 to app while extracting", "tar -xzf app.tar.gz --transform='s,^app-v1,app,'"),
    ("how big would the project folder be as a tar.gz? don't write any file", "tar -czf - project | wc -c"),
    ("extract initrd.cpio into the current directory, creating subdirs as needed", "cpio -id < initrd.cpio"),
    ("tar the keys folder and encrypt it with a gpg passphrase into keys.tar.gz.gpg", "tar -czf - keys | gpg -c -o keys.tar.gz.gpg"),
    ("save the output of ps aux gzipped to ps.txt.gz", "ps aux | gzip > ps.txt.gz"),
    ("save the output of dmesg compressed with xz to dmesg.txt.xz", "dmesg | xz > dmesg.txt.xz"),
    ("unzip every zip in this directory, each one into a folder named after the zip", 'for f in *.zip; do unzip "$f" -d "${f%.zip}"; done'),
    ("in the current dir, zip each subfolder into its own zip named after it (acme/ -> acme.zip)", 'for d in */; do zip -r "${d%/}.zip" "$d"; done'),
    ("tar up project into project.tar.gz but exclude its .git directory", "tar --exclude=.git -czf project.tar.gz project"),
    ("archive ~/work into work.tgz leaving out any .log files", "tar --exclude='*.log' -czf work.tgz ~/work"),
    ("tar and gzip the app directory into app.tar.gz, leaving out .git", "tar --exclude=.git -czf app.tar.gz app"),
    ("create backup.tar.gz of /etc as root", "sudo tar -czf backup.tar.gz /etc"),
    ("what's in backup.7z", "7z l backup.7z"),
    ("is README.md inside release.tar.gz?", "tar -tzf release.tar.gz | grep README.md"),
    ("gunzip access.log.gz but keep the original", "gunzip -k access.log.gz"),
]


@pytest.mark.parametrize("text, expected", UNPACKED + SQUEEZED + TAR_WRITTEN + SEVEN_ZIP_SPLIT + ZIP_AND_LISTINGS)
def test_archive_tasks_are_answered_from_what_the_request_says(text, expected):
    said = answer(text)
    assert said == expected
    shlex.split(said)   # well-formed shell words


@pytest.mark.parametrize("text", [
    # plain tasks the model writes: nothing asked beyond the archive itself
    "extract site.tar",
    "unzip file.zip",
    "compress notes.txt",
    "compress clip.mp4 and keep the original",
    "tar the docs folder into docs.tar.gz",
    "make project.tar.gz from the project folder",
    "7z the reports folder into reports.7z",
    "zip the photos folder into photos.zip",
    # an extra condition or step the rows do not read
    "extract backup.tar.gz into /srv/restore and then restart nginx",
    "unpack app.tar.gz but rename the top folder app-v1 to app and delete the docs",
    "compress all .log files older than 30 days in /var/log/app with gzip",
    "gzip report.csv and email it to bob",
    "gzip every .log file under /var/log/myapp",
    "save the output of the backup script gzipped to out.gz",
    "tar src into src.tar.gz, leaving out the files bigger than 1 MB",
    "make logs.tar.gz from logs, zstd level 19",
    "unzip photos.zip into pics and delete the zip afterwards",
    "xz database.sql at level 9 and upload it to the server",
    # about something else
    "compress the video clip.mp4 to 720p",
    "decompress the json in data.json",
    "split names.txt into 100-line files",
    "add alice to the docker group",
    "extract the audio from talk.mp4",
])
def test_requests_the_rows_do_not_wholly_read_get_no_archive_answer(text):
    assert rows_answer(archives.ROWS, clean(text)) is None


# -- run for real inside tmp_path -------------------------------------------------------------------------------------

def _tree(where) -> None:
    """A small project: src with a source file, object files and a temp file, a hidden file, a nested folder."""
    (where / "src" / "lib").mkdir(parents=True)
    (where / "src" / "main.c").write_text("int main(void) { return 0; }\n")
    (where / "src" / "main.o").write_text("object\n")
    (where / "src" / "scratch.tmp").write_text("temp\n")
    (where / "src" / "lib" / "util.c").write_text("void util(void) {}\n")
    (where / "src" / ".hidden").write_text("dot file\n")


def test_tar_left_out_kinds_are_not_in_the_archive(tmp_path):
    _tree(tmp_path)
    run(answer("src.tar.gz from src, leaving out *.o and *.tmp files"), tmp_path)
    names = run("tar -tzf src.tar.gz", tmp_path).stdout.split()
    assert "src/main.c" in names and "src/lib/util.c" in names
    assert not any(n.endswith((".o", ".tmp")) for n in names)


def test_tar_rooted_at_the_folder_and_listed_files(tmp_path):
    _tree(tmp_path)
    (tmp_path / "deep" / "var" / "lib").mkdir(parents=True)
    run("cp -r src deep/var/lib/mysql", tmp_path)
    command = answer("tar deep/var/lib/mysql into mysql.tar.gz so the paths inside start at mysql/, not deep/var/lib/mysql")
    assert command == "tar -czf mysql.tar.gz -C deep/var/lib mysql"
    run(command, tmp_path)
    assert all(n.startswith("mysql") for n in run("tar -tzf mysql.tar.gz", tmp_path).stdout.split())
    (tmp_path / "list.txt").write_text("src/main.c\nsrc/lib/util.c\n")
    run(answer("tar+gzip the files listed in list.txt into picked.tar.gz"), tmp_path)
    assert sorted(run("tar -tzf picked.tar.gz", tmp_path).stdout.split()) == ["src/lib/util.c", "src/main.c"]


def test_unpacked_into_a_folder_that_does_not_exist_yet(tmp_path):
    _tree(tmp_path)
    run("tar -czf site.tar.gz src", tmp_path)
    command = answer("I need site.tar.gz extracted into out/new, that folder doesn't exist yet")
    assert command == "mkdir -p out/new && tar -xzf site.tar.gz -C out/new"
    run(command, tmp_path)
    assert (tmp_path / "out" / "new" / "src" / "lib" / "util.c").is_file()


def test_zip_flat_and_with_hidden_files(tmp_path):
    _tree(tmp_path)
    run(answer("zip the c files in src/lib into flat.zip, flat, no folder paths").replace("*.c", "*.c"), tmp_path)
    assert run("zipinfo -1 flat.zip", tmp_path).stdout.split() == ["util.c"]
    (tmp_path / "src" / "sub").mkdir()
    run("cd src && " + answer("zip everything in the current directory, hidden files included, into ../all.zip"), tmp_path)
    assert ".hidden" in run("zipinfo -1 all.zip", tmp_path).stdout.split()
    run(answer("unzip all.zip into flatout flat, ignore the folders in the zip"), tmp_path)
    assert (tmp_path / "flatout" / "util.c").is_file()


def test_single_files_kept_copied_and_recompressed(tmp_path):
    (tmp_path / "report.csv").write_text("a,b\n1,2\n" * 100)
    run(answer("write a gzipped copy of report.csv to copy.csv.gz and leave report.csv alone"), tmp_path)
    assert (tmp_path / "report.csv").is_file()
    assert run("zcat copy.csv.gz", tmp_path).stdout == (tmp_path / "report.csv").read_text()
    run(answer("xz report.csv at level 9, keep the original"), tmp_path)
    assert (tmp_path / "report.csv").is_file() and (tmp_path / "report.csv.xz").is_file()
    run(answer("check that copy.csv.gz is a valid gzip file"), tmp_path)   # exits 0 on a whole file
    run("tar -czf data.tar.gz report.csv", tmp_path)
    run(answer("recompress data.tar.gz as data.tar.xz"), tmp_path)
    assert run("tar -tJf data.tar.xz", tmp_path).stdout.split() == ["report.csv"]


def test_split_pieces_and_the_tarball_restored_from_them(tmp_path):
    _tree(tmp_path)
    (tmp_path / "src" / "big.bin").write_bytes(bytes(range(256)) * 400)
    run("tar -cf - src | gzip -1 > archive.tgz", tmp_path)
    command = answer("split archive.tgz into 10K pieces named archive.tgz.part-aa, part-ab and so on")
    assert command == "split -b 10K archive.tgz archive.tgz.part-"
    run(command, tmp_path)
    assert (tmp_path / "archive.tgz.part-aa").is_file()
    (tmp_path / "restore").mkdir()
    run(answer("restore the split tarball archive.tgz.part-* into the existing restore folder"), tmp_path)
    assert (tmp_path / "restore" / "src" / "big.bin").stat().st_size == 256 * 400


def test_tar_listings_answer_what_was_asked(tmp_path):
    _tree(tmp_path)
    (tmp_path / "src" / "big.bin").write_bytes(b"x" * 3000)
    run("tar -czf bundle.tar.gz src", tmp_path)
    assert run(answer("show only the top-level entries of bundle.tar.gz"), tmp_path).stdout.split() == ["src"]
    over = run(answer("which files in bundle.tar.gz are bigger than 2 KiB? show their listing lines"), tmp_path).stdout
    assert "src/big.bin" in over and "main.c" not in over
    assert "src/main.c" in run(answer("does bundle.tar.gz have anything with main in the name"), tmp_path).stdout
    assert run(answer("cat src/main.c out of bundle.tar.gz without unpacking the archive"), tmp_path).stdout.startswith("int main")


def test_top_folder_renamed_while_unpacking_and_size_counted_without_a_file(tmp_path):
    (tmp_path / "app-v1" / "bin").mkdir(parents=True)
    (tmp_path / "app-v1" / "bin" / "run").write_text("echo hi\n")
    run("tar -czf app.tar.gz app-v1 && rm -r app-v1", tmp_path)
    run(answer("unpack app.tar.gz but rename the top folder app-v1 to app while extracting"), tmp_path)
    assert (tmp_path / "app" / "bin" / "run").is_file() and not (tmp_path / "app-v1").exists()
    size = int(run(answer("how big would the app folder be as a tar.gz? don't write any file"), tmp_path).stdout)
    assert size > 0 and sorted(p.name for p in tmp_path.iterdir()) == ["app", "app.tar.gz"]
