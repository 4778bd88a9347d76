"""Flags that follow from the user's names once the slots are filled (serval.model.repair)."""

import pytest

from serval.model.command import GLUE
from serval.model.entities import recognize
from serval.model.generic import fill
from serval.model.repair import (invented_places, joined_places, listed_names, cp_contents, copy_swapped, grep_swapped, sed_swapped, host_as_user, link_backwards, link_turned, missing_operands, readable_sed,
                                 repair, repeated_flags, rsync_contents, split_substitutions, wrong_tools)


@pytest.mark.parametrize("words, fixed", [
    (["tar", "-tzf", "backup.tar.bz2"], ["tar", "-tjf", "backup.tar.bz2"]),
    (["tar", "-czvf", "site.tar.xz", "site"], ["tar", "-cvJf", "site.tar.xz", "site"]),
    (["tar", "xjf", "a.tgz"], ["tar", "xzf", "a.tgz"]),
    (["tar", "-cvzf", "plain.tar", "docs"], ["tar", "-cvf", "plain.tar", "docs"]),
    (["tar", "-xf", "'my backup.tar.gz'", "-C", "out"], ["tar", "-xzf", "'my backup.tar.gz'", "-C", "out"]),
    (["sudo", "tar", "-xvf", "a.tbz2"], ["sudo", "tar", "-xvjf", "a.tbz2"]),
])
def test_tar_compression_follows_the_archive_name(words, fixed):
    assert repair(words) == fixed


@pytest.mark.parametrize("words", [
    ["tar", "-czf", "backup.tar.gz", "docs"],     # already right
    ["tar", "-czf", "archive.zip", "docs"],       # not a tar name: nothing to infer
    ["tar", "-czf", "-", "docs"],                 # to stdout
    ["gzip", "-f", "a.tar"],                      # not tar
])
def test_tar_left_alone_when_nothing_follows(words):
    assert repair(words) == words


def test_fields_of_a_csv_file_are_split_at_commas():
    assert repair(["awk", "'{print $2}'", "data.csv"]) == ["awk", "-F,", "'{print $2}'", "data.csv"]
    assert repair(["cut", "-f2", "data.csv"]) == ["cut", "-d,", "-f2", "data.csv"]
    assert repair(["sort", "-k3", "-n", "sales.CSV"]) == ["sort", "-t,", "-k3", "-n", "sales.CSV"]
    # Only the simple command that reads the file; a pipeline's other commands stay.
    assert repair(["cut", "-f1", "a.csv", "|", "sort", "-k1"]) == ["cut", "-d,", "-f1", "a.csv", "|", "sort", "-k1"]


def test_fields_of_a_tsv_file_are_split_at_tabs():
    assert repair(["awk", "'{print $2}'", "data.tsv"]) == ["awk", "-F'\\t'", "'{print $2}'", "data.tsv"]
    assert repair(["sort", "-k3", "x.TSV"]) == ["sort", "-t$'\\t'", "-k3", "x.TSV"]
    assert repair(["cut", "-f2", "data.tsv"]) == ["cut", "-f2", "data.tsv"]      # cut's default is the tab
    # a comma written for a tab-separated file becomes the tab
    assert repair(["cut", "-d,", "-f2", "data.tsv"]) == ["cut", "-f2", "data.tsv"]
    assert repair(["awk", "-F,", "'{print $2}'", "data.tsv"]) == ["awk", "-F'\\t'", "'{print $2}'", "data.tsv"]
    assert repair(["sort", "-t,", "-k2", "data.tsv"]) == ["sort", "-t$'\\t'", "-k2", "data.tsv"]


@pytest.mark.parametrize("words", [
    ["awk", "-F';'", "'{print $2}'", "data.csv"],   # a delimiter given
    ["cut", "-d", ";", "-f2", "data.csv"],
    ["awk", "'NR > 1'", "data.csv"],                # no fields used
    ["awk", "'{print $2}'", "data.txt"],            # neither csv nor tsv
    ["awk", "-F:", "'{print $2}'", "data.tsv"],     # a delimiter other than the comma is what was asked
    ["sort", "-t", ":", "-k3", "a.csv"],
    ["wc", "-l", "a.csv"],
])
def test_delimiter_left_alone(words):
    assert repair(words) == words


def test_fill_repairs_command_and_template():
    # What the model writes for "print the second column of data.csv": the program glued around a slot.
    filled = fill(["awk", "'{print $" + GLUE, "Number_1", GLUE + "}'", "File_1"],
                  recognize("print the second column of data.csv"))
    assert filled.command == "awk -F, '{print $2}' data.csv"
    assert filled.template.startswith("awk -F,")
    filled = fill(["tar", "-tzf", "File_1"], recognize("list the contents of backup.tar.bz2"))
    assert filled.command == "tar -tjf backup.tar.bz2"
    assert filled.template == "tar -tjf File_1"


@pytest.mark.parametrize("command, wrong", [
    ("unzip -l release.tar.bz2", 1),          # unzip reads zip files only
    ("tar -xzf site.zip", 1),
    ("gzip -k dump.sql.gz", 1),               # compressing what is compressed
    ("gunzip -k dump.sql.gz", 0),
    ("gzip -dk dump.sql.gz", 0),
    ("tar -tjf release.tar.bz2", 0),
    ("unzip photos.zip -d out", 0),
    ("zcat app.log.gz | grep error", 0),
    ("gzip app.log && unzip a.tgz", 1),       # counted per simple command
    ("scp -r ~/old/Documents:.cache /mnt/backup", 2),   # a local path as the host, and no host at all
    ("rsync -av ./site:/www /tmp", 1),
    ("scp -r db1:~/docs . ", 0), ("rsync -av site/ web1:/srv/site", 0), ("scp f ops@h:/tmp", 0),
    ("scp report.pdf ~/Desktop", 1), ("rsync -a report.pdf ~/Desktop", 0),   # scp between local names: cp's job
    ("grep -c ERROR app.log | wc -l", 1), ("grep -ic x f | wc -l", 1), ("wc -l f | wc -l", 1),
    ("ps aux | awk postgres", 1), ("awk '{print $1}' f", 0), ("awk -F: '$3 > 999' /etc/passwd", 0),
    ('echo "1.2.3.4 a" >> /etc/hosts', 1), ('echo "1.2.3.4 a" | sudo tee -a /etc/hosts', 0),
    ("dmesg | tee /var/log/d.txt", 1), ("dmesg > /var/tmp/d.txt", 0), ("dmesg > d.txt", 0),
    ("grep -o ERROR app.log | wc -l", 0), ("grep -c ERROR app.log", 0), ("grep -c x f | sort", 0),
    ('grep -r TODO "*.py"', 1), ('grep -r TODO --include="*.py" .', 0), ("grep TODO *.py", 0),   # a quoted glob
    ('grep "*.log" list.txt', 0), ('grep -e "a*" f.txt', 0),                                    # is no file
    ("grep -i password /etc", 1), ("grep TODO src/", 1), ("grep x .", 1),                          # a folder
    ("grep -ril password /etc", 0), ("grep -rn TODO src/", 0), ("grep root /etc/passwd", 0),      # needs -r
    ("tar -czf .git ~/notes", 1), ("tar -czf notes.tar.gz ~/notes", 0), ("tar -czf - src", 0),   # an archive
    ("tar -czf $OUT src", 0), ("tar czf a.tgz b", 0), ("tar -xf data", 0),                       # by its name
    ("find . -iname '*.JPG' -exec rename *.jpg {} \\;", 1),
    ('rename *.md "*.txt"', 1), ("rename .txt .md *.txt", 0), ("rename 's/\\.txt$/.md/' *.txt", 0),  # a glob for the change
    ("python3 -m .venv", 1), ("python3 -m venv .venv", 0), ("python -m http.server 8000", 0),
    ("python3 -m http.server train.py", 1), ("python3 -m pytest tests/test_a.py", 0), ("python3 -m venv env", 0),
    ("python3 .venv", 1), ("python3 ./run.py", 0), ("python3 app.py .env", 0),
    ("crontab cleanup.sh", 1), ("crontab -u cleanup.sh", 1), ("crontab mycron.txt", 0), ("crontab -l", 0),
    ("( crontab -l ; echo monday ) | crontab -", 1), ('( crontab -l ; echo "0 9 * * 1 ~/r.sh" ) | crontab -', 0),
    ('( crontab -l ; echo "@reboot ~/start.sh" ) | crontab -', 0), ("echo monday", 0),            # a job is a line
    ('find d -name "*.pdf" -o -name "*.txt" \\)', 1), ('find . \\( -name "*.a" -o -name "*.b" \\)', 0),    # find's
    ("find . '(' -name x ')' -print", 0), ("find . \\( -name x", 1),                                        # groups
    ("docker docker-compose.yml up -d", 1), ("docker compose -f docker-compose.yml up -d", 0),              # docker
    ("head -n 8 r1.fastq.gz", 1), ("zcat r1.fastq.gz | head -n 8", 0), ("grep x logs.tar.gz", 1),        # text tools
    ("head -n 8 r1.fastq", 0), ("zgrep x a.gz", 0), ("sort -u a.txt", 0),                                   # on bytes
    ("sha256sum -c checksums.md5", 1), ("md5sum -c checksums.md5", 0), ("md5sum --check x.SHA256", 1),    # a list
    ("sha256sum checksums.md5", 0), ("sha256sum -c SHA256SUMS", 0),                                         # of sums
    ("cat rotate.sh | crontab", 1), ("( crontab -l ; cat r.py ) | crontab -", 1), ("cat jobs.txt | crontab -", 0),
    ("... firefox", 1), ("sudo ... x", 1), ("[ -f a.txt ] && cat a.txt", 0), (": > app.log", 0),   # no program
    ("date -u tokyo", 1), ("date --since today", 1), ('date -d "3 days ago"', 0), ('date --date="3 days ago"', 0),  # date's
    ("date -d tokyo", 1), ("date -d tomorrow", 0),
    ("date +%Y-%m-%d", 0), ("TZ=Asia/Tokyo date", 0), ("date -d tomorrow", 0), ("date -I", 0),              # words
    ("sed -i chokes deploy.sh", 1), ("sed -i 's/a/b/' x", 0), ("sed -n p x", 0), ("sed -e foo x", 0),        # sed's
    ("docker run -d -p 6379:cache redis:7", 1), ("docker run -d -p 8080:80 nginx", 0),                      # port
    ("docker run -p 127.0.0.1:53:53/udp dns", 0), ("docker ps -p x", 0),                                    # maps
])
def test_wrong_archive_tools_are_counted(command, wrong):
    assert wrong_tools(command.split()) == wrong


def test_a_link_named_in_the_request_goes_last():
    assert link_backwards("ln -s current releases/v2.3".split(), "current")
    assert not link_backwards("ln -s releases/v2.3 current".split(), "current")
    assert not link_backwards("ln -sfn /opt/jdk-21 ~/jdk".split(), "~/jdk")
    assert not link_backwards("cp current releases".split(), "current")


@pytest.mark.parametrize("command, turned", [
    ("ln -s latest releases/v3.2", "ln -s releases/v3.2 latest"),
    ("sudo ln -sfn latest /opt/app-2.1 && ls -l latest", "sudo ln -sfn /opt/app-2.1 latest && ls -l latest"),
    ("ln -s releases/v3.2 latest", "ln -s releases/v3.2 latest"),     # right already
    ("cp latest releases", "cp latest releases"),                     # no ln
])
def test_a_backwards_link_is_turned_round(command, turned):
    assert " ".join(link_turned(command.split(), "latest")) == turned


@pytest.mark.parametrize("command, repeats", [
    ("journalctl -f myapp.service -f", 1),
    ("tar -czf a.tgz -czf docs", 1),
    ("grep -e foo -e bar app.log", 0),          # repeated on purpose
    ("curl -H 'A: 1' -H 'B: 2' https://x.io", 0),
    ("find . -name a -o -name b", 0),           # find's expression
    ("sort -n a.txt | sort -n", 0),             # two simple commands
])
def test_repeated_flags_are_counted(command, repeats):
    assert repeated_flags(command.split()) == repeats


@pytest.mark.parametrize("command, swapped", [
    ('grep -r --include="*.py" src TODO', True),      # the place first: searches for "src" in TODO
    ('grep -r --include="*.py" TODO src', False),
    ("grep -rn --exclude-dir node_modules src TODO", True),   # a flag's value is no operand
    ("grep -e src TODO", False),                      # the pattern given by -e: all operands are files
    ("grep -r src", False),                           # one operand
    ("find src -name '*.py' | xargs grep TODO", False),
    ("cat a.txt | grep src b.txt", True),
    ("grep -r --include=src TODO .", True),          # the place taken for a glob of names
    ("grep -r --exclude-dir=src/ TODO .", True),
    ('grep -r --include="*.py" TODO .', False),
    ('grep -rw main --include="*.go" src', False),    # a glob said after "in" ("in .go files under src")
])
def test_grep_with_pattern_and_place_backwards(command, swapped):
    assert grep_swapped(command.split(), {"src", "a.txt", "*.go"}) is swapped


@pytest.mark.parametrize("command, readable", [
    (r"sed -i 's/http:\/\//https:\/\//g' index.html", "sed -i 's|http://|https://|g' index.html"),
    (r"sed -e 's/\/usr\/local/\/opt/' -e 's/a/b/' f", "sed -e 's|/usr/local|/opt|' -e 's/a/b/' f"),
    (r"sed 's/a\/b/c|d/g' f", r"sed 's/a\/b/c|d/g' f"),      # a | in the text: left as it is
    ("sed 's/foo/bar/g' f", "sed 's/foo/bar/g' f"),
])
def test_readable_sed(command, readable):
    assert readable_sed(command) == readable


def test_rsync_contents_adds_the_slash_to_sources_only():
    assert rsync_contents(["rsync", "-av", "site", "host:/www"], {"site"}) == ["rsync", "-av", "site/", "host:/www"]
    assert rsync_contents(["rsync", "-av", "a", "site"], {"site"}) == ["rsync", "-av", "a", "site"]   # the destination
    assert rsync_contents(["rsync", "-av", "'my site'", "b"], {"my site"}) == ["rsync", "-av", "'my site/'", "b"]
    assert rsync_contents(["cp", "-r", "site", "b"], {"site"}) == ["cp", "-r", "site", "b"]


def test_an_rsync_source_with_the_destination_s_name_is_synced_as_its_contents():
    # sync ~/photos to /mnt/usb/photos: without the slash rsync makes /mnt/usb/photos/photos
    assert " ".join(rsync_contents("rsync -av ~/photos /mnt/usb/photos".split(), set())) == \
        "rsync -av ~/photos/ /mnt/usb/photos"
    assert " ".join(rsync_contents("rsync -a shop web1:/srv/shop/".split(), set())) == "rsync -a shop/ web1:/srv/shop/"
    # left alone: other names, a destination with no name of its own
    assert " ".join(rsync_contents("rsync -av ~/photos /mnt/usb".split(), set())) == "rsync -av ~/photos /mnt/usb"
    assert " ".join(rsync_contents("rsync -av ~/x .".split(), set())) == "rsync -av ~/x ."


@pytest.mark.parametrize("command, short", [
    ("nohup &", 1), ("nohup ./backup.sh &", 0), ("sudo -i", 0),
    ("wget -O https://x.org/a.tgz", 1), ("wget -O a.tgz https://x.org/a.tgz", 0), ("wget https://x.org/a.tgz", 0),
    ("tail -f", 1), ("tail -f app.log", 0), ("journalctl -f | tail -n 5", 0), ("sort < names.txt", 0),
    ("chgrp shared/", 1), ("chgrp devs shared/", 0),
    ("pkill -f", 1), ("pkill -f python", 0), ("kill -9", 1), ("cp notes.txt", 1),
    ("find . -name '*.tmp' | xargs rm", 0), ("find . -name x -exec rm {} +", 0),   # operands from xargs/-exec
    ("docker rm", 1), ("docker ps", 0), ("docker rm web", 0),
    ("ls | grep", 1), ("ls | grep x", 0), ("df -h", 0),
    ("kill $(lsof -t)", 1), ("kill $(lsof -t -i :3000)", 0), ("kill $(lsof -ti:3000)", 0), ("lsof -t notes.txt", 0),
    ("lsof", 0), ("echo $(date) | grep", 1), ("tar -czf backup-$(date +%F).tgz docs", 0),
    ("sudo usermod -aG docker", 1), ("sudo usermod -aG docker deploy", 0), ("useradd -m", 1), ("useradd -m bob", 0),
    ("watch -n 10", 1), ("watch -n 10 df -h", 0), ("timeout 30s", 1), ("timeout 30 ./run.sh", 0), ("head -n 10", 0),
    ("grep app.log | grep ERROR", 1), ("cat x | grep app.log", 0), ("grep ERROR app.log", 0),   # a file as the pattern
    ("grep -f patterns.txt < app.log", 0),
])
def test_commands_short_of_an_operand_are_counted(command, short):
    assert missing_operands(split_substitutions(command.split())) == short


@pytest.mark.parametrize("command, repaired", [
    ("tar -czf tar.gz project", "tar -czf project.tar.gz project"),
    ("tar -cjf tar project/", "tar -cjf project.tar.bz2 project/"),
    ("tar czf tgz src/", "tar czf src.tgz src/"),
    ("tar -czf backup.tar.gz project", "tar -czf backup.tar.gz project"),   # named: left alone
    ("tar -czf tar.gz a b", "tar -czf tar.gz a b"),                          # two sources: no one name
    ("tar -xzf tar.gz", "tar -xzf tar.gz"),                                  # extracting
    ("tar -czf ~/notes", "tar -czf notes.tar.gz ~/notes"),                   # the source taken for the archive
    ("tar -cjf /etc/", "tar -cjf etc.tar.bz2 /etc/"),
    ("tar -czf - | ssh h", "tar -czf - | ssh h"), ("tar -czf .", "tar -czf ."),   # to stdout; no name to take
    ("tar -czf notes.tar.gz", "tar -czf notes.tar.gz"),                      # an archive: short of a source
    ("zip -r reports", "zip -r reports.zip reports"),
    ("zip -r reports.zip reports", "zip -r reports.zip reports"),
    ("zip -r *.pdf", "zip -r *.pdf"), ("tar -czf tar.gz *.log", "tar -czf tar.gz *.log"),   # a glob: no one name
])
def test_archives_are_named_after_their_source(command, repaired):
    assert " ".join(repair(command.split())) == repaired


def test_an_archive_is_named_after_its_source_past_a_flag_s_glued_value():
    tokens = ["tar", "-czf", "File_1", "--exclude=" + GLUE, "node_modules", "Directory_1"]
    rec = recognize("tar.gz the src dir but leave out node_modules")
    assert fill(tokens, rec).command == "tar -czf src.tar.gz --exclude=node_modules src"


def test_a_host_filled_as_its_own_user_goes():
    assert host_as_user("scp dump.sql db-01@db-01:~/") == "scp dump.sql db-01:~/"
    assert host_as_user("ssh web@web") == "ssh web"
    assert host_as_user("scp dump.sql bob@db-01:~/") == "scp dump.sql bob@db-01:~/"
    assert host_as_user("ssh abob@bob") == "ssh abob@bob"
    # through fill, where the user and host are glued pieces
    rec = recognize("copy dump.sql to my home dir on db-01")
    tokens = ["scp", "File_1", "Text_1", GLUE + "@" + GLUE, "Text_1", GLUE + ":~/"]
    assert fill(tokens, rec).command == "scp dump.sql db-01:~/"


@pytest.mark.parametrize("command, repaired", [
    ("ps aux --sort=-%mem | head -n 5", "ps aux --sort=-%mem | head -n 6"),   # the header takes a line
    ("ps aux --sort=-%cpu | head -10", "ps aux --sort=-%cpu | head -11"),
    ("ps aux | sort -nrk 4 | head -5", "ps aux | sort -nrk 4 | head -5"),     # sorted: no header on top
    ("ps -eo pid,comm --no-headers | head -n 3", "ps -eo pid,comm --no-headers | head -n 3"),
    ("ls -t | head -n 3", "ls -t | head -n 3"),
])
def test_head_right_after_ps_counts_the_header_line(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, repaired", [
    ("grep -r --exclude-dir=node_modules API_KEY", "grep -r --exclude-dir=node_modules API_KEY ."),
    ("grep -ril password", "grep -ril password ."),
    ("grep -rn --include '*.py' TODO", "grep -rn --include '*.py' TODO ."),   # --include's value is no operand
    ("grep -r TODO && echo done", "grep -r TODO . && echo done"),
    ("grep -rn TODO src", "grep -rn TODO src"),            # a folder is named
    ("grep -r -e TODO", "grep -r -e TODO"),                # the pattern comes from -e
    ("grep TODO", "grep TODO"),                            # not recursive: reads standard input
    ("git log | grep -r fix", "git log | grep -r fix"),    # fed by a pipe: left as written
])
def test_a_recursive_grep_without_a_file_names_the_current_folder(command, repaired):
    assert " ".join(repair(command.split())) == repaired


def test_a_recursive_grep_is_completed_through_fill():
    command = fill(["grep", "-r", "--exclude-dir=node_modules", "Pattern_1"],
                   recognize("search for API_KEY in the project but skip node_modules")).command
    assert command == "grep -r --exclude-dir=node_modules API_KEY ."


def test_a_recursive_grep_counts_glued_pieces_as_one_word():
    words = ["grep", "-r", "--exclude-dir=" + GLUE, "node_modules", "API_KEY"]
    assert repair(words) == words + ["."]


@pytest.mark.parametrize("command, repaired", [
    ("git push -u dev origin", "git push -u origin dev"),              # the remote comes first
    ("git push -u origin dev", "git push -u origin dev"),
    ("git pull develop origin", "git pull origin develop"), ("git fetch main origin", "git fetch origin main"),
    ("git push origin --delete old", "git push origin --delete old"),
    ("git blame -L 42 utils.py", "git blame -L 42,42 utils.py"),        # one line, not 42 to the end
    ("git blame -L 10,20 utils.py", "git blame -L 10,20 utils.py"),
])
def test_git_push_and_blame(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, repaired", [
    ("diff --staged", "git diff --staged"), ("sudo diff --cached app.py", "sudo git diff --cached app.py"),
    ("diff -u a.txt b.txt", "diff -u a.txt b.txt"), ("git diff --staged", "git diff --staged"),
])
def test_a_diff_with_a_git_only_flag_is_git_diff(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, repaired", [
    ("sed -i 1d data.csv > body.csv", "sed 1d data.csv > body.csv"),       # -i would leave body.csv empty
    ("sed -i s/a/b/ f.txt", "sed -i s/a/b/ f.txt"),
    ("curl -X POST -d payload.json http://localhost:8080/api", "curl -X POST -d @payload.json http://localhost:8080/api"),
    ("curl -d @payload.json http://h/api", "curl -d @payload.json http://h/api"),
    ("curl -d name=x http://h/api", "curl -d name=x http://h/api"),
])
def test_sed_in_place_into_a_redirect_and_curl_data_from_a_file(command, repaired):
    assert " ".join(repair(command.split())) == repaired


def test_git_blame_keeps_a_range_the_model_built_from_pieces():
    words = ["git", "blame", "-L", "15", GLUE + "," + GLUE, "40", "models.py"]
    assert repair(words) == words
    # as training aligns it: the second 88 is a piece glued to the first
    assert fill(["git", "blame", "-L", "Number_1", GLUE + ",88", "File_1"],
                recognize("who wrote line 88 of views.py")).command == "git blame -L 88,88 views.py"


@pytest.mark.parametrize("command, swapped", [
    ("sed -i 's/localhost/settings.py/g' db.internal", True),
    ("sed -i 's/localhost/db.internal/g' settings.py", False),
    ("sed -i 's/localhost/settings.py/g' settings.py", False),   # the place is edited: not backwards
    ("grep -c x settings.py | sed 's/a/b/'", False),
])
def test_a_sed_that_writes_the_file_it_should_edit_into_its_script_is_swapped(command, swapped):
    assert sed_swapped(command.split(), {"settings.py"}) is swapped


@pytest.mark.parametrize("command, repaired", [
    ("kill -HUP nginx", "pkill -HUP nginx"),
    ("sudo kill -s TERM gunicorn", "sudo pkill -s TERM gunicorn"),
    ("kill firefox", "pkill firefox"),
    # left alone: pids, jobs, substitutions, a mix
    ("kill -9 4321", "kill -9 4321"), ("kill %1", "kill %1"), ("kill $(pgrep node)", "kill $(pgrep node)"),
    ("kill -HUP $PID", "kill -HUP $PID"), ("kill 812 nginx", "kill 812 nginx"), ("kill -l", "kill -l"),
])
def test_a_kill_given_a_process_name_is_pkill(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, swapped", [
    ("mv ~/Pictures/shots screenshots", True),
    ("find ~/Pictures/shots -type f -exec mv {} screenshots \\;", True),
    ("mv screenshots ~/Pictures/shots/", False),
    ("find . -name '*.png' -exec mv {} ~/Pictures/shots \\;", False),
    ("mv a b", False),                       # the target is not used at all: not this cost's business
    ("cp -r ~/Pictures/shots", False),        # one operand: missing_operands counts it
    ("mv ~/Pictures/shots/*.png ~/Downloads", True),   # out of the target's folder
    ("mv ~/Downloads/*.png ~/Pictures/shots", False),
])
def test_a_copy_out_of_the_place_the_request_copies_to_is_swapped(command, swapped):
    assert copy_swapped(command.split(), {"~/Pictures/shots"}) is swapped


def test_a_copy_into_the_place_the_request_copies_from_is_swapped():
    sources = {"~/Desktop"}
    assert copy_swapped("mv shot.png ~/Desktop".split(), {"~/Pictures/shots"}, sources)
    assert not copy_swapped("mv ~/Desktop/shot.png ~/Pictures/shots".split(), {"~/Pictures/shots"}, sources)


@pytest.mark.parametrize("command, pairs, expected", [
    ("md5sum *.bin", [("*.bin", "firmware/")], "md5sum firmware/*.bin"),                    # the folder left out
    ("rm -rf node_modules frontend/", [("node_modules", "frontend/")], "rm -rf frontend/node_modules"),
    ("sudo rm -rf frontend node_modules", [("node_modules", "frontend/")], "sudo rm -rf frontend/node_modules"),
    ("mv report.pdf ~/Documents", [("report.pdf", "~/Downloads")], "mv ~/Downloads/report.pdf ~/Documents"),
    ("mv shot.png ~/Desktop ~/Pictures", [("shot.png", "~/Desktop")], "mv ~/Desktop/shot.png ~/Pictures"),  # a source
    ("wc -l *.py | tail -n 1", [("*.py", "src")], "wc -l src/*.py | tail -n 1"),
    # left alone: the folder used already, a tool that takes the folder, cp's destination, a path already
    ("cat docs/notes.txt", [("notes.txt", "docs")], "cat docs/notes.txt"),
    ("find photos/ -name .DS_Store -delete", [(".DS_Store", "photos/")], "find photos/ -name .DS_Store -delete"),
    ("grep -r TODO src", [("TODO", "src")], "grep -r TODO src"),
    ("cp notes.txt docs", [("notes.txt", "docs")], "cp notes.txt docs"),
    ("cd firmware && md5sum *.bin", [("*.bin", "firmware/")], "cd firmware && md5sum *.bin"),
    ("cat a/b.txt", [("a/b.txt", "docs")], "cat a/b.txt"),
    ("md5sum *.bin", [("*.bin", ".")], "md5sum *.bin"),
])
def test_a_name_in_a_folder_is_written_as_one_path(command, pairs, expected):
    assert " ".join(joined_places(command.split(), pairs)) == expected


@pytest.mark.parametrize("command, lists, expected", [
    ("mkdir -p logs tmp", [["logs", "tmp", "cache"]], "mkdir -p logs tmp cache"),
    ("cp a.txt docs/", [["a.txt", "b.txt"]], "cp a.txt b.txt docs/"),
    ("sudo rm a.log", [["a.log", "b.log", "c.log"]], "sudo rm a.log b.log c.log"),
    ("rm b.log", [["a.log", "b.log"]], "rm b.log a.log"),
    # left alone: all used, a name used elsewhere, out of order, not a tool that takes paths, a flag's value
    ("rm a.log b.log", [["a.log", "b.log"]], "rm a.log b.log"),
    ("rm a.log > b.log", [["a.log", "b.log", "c.log"]], "rm a.log > b.log"),
    ("rm c.log a.log", [["a.log", "b.log", "c.log"]], "rm c.log a.log"),
    ("grep a.log", [["a.log", "b.log"]], "grep a.log"),
    ("cp -t docs a.txt", [["docs", "src"]], "cp -t docs a.txt"),
])
def test_the_rest_of_a_listed_group_of_names_is_added(command, lists, expected):
    assert " ".join(listed_names(command.split(), lists)) == expected


@pytest.mark.parametrize("command, folders, expected", [
    ("cp -r ~/old/Documents ~/Documents", set(), "cp -r ~/old/Documents/. ~/Documents"),   # the same name
    ("cp -a dist/ /var/www/html", {"dist"}, "cp -a dist/. /var/www/html"),                # "the contents of dist/"
    # left alone: not recursive, already the contents, another name
    ("cp notes.txt ~/notes.txt", set(), "cp notes.txt ~/notes.txt"),
    ("cp -r dist/* /var/www/html", {"dist"}, "cp -r dist/* /var/www/html"),
    ("cp -r site /srv/www", set(), "cp -r site /srv/www"),
    # mv: only what the request calls the contents, as a glob
    ("mv ~/Desktop ~/Desktop/old", {"~/Desktop"}, "mv ~/Desktop/* ~/Desktop/old"),
    ("mv build/ dist/", {"build"}, "mv build/* dist/"),
    ("mv 'build' dist/", {"build"}, "mv 'build/'* dist/"),                                 # the star unquoted
    ("mv build dist", set(), "mv build dist"),
    ("mv ~/old/Documents ~/Documents", set(), "mv ~/old/Documents ~/Documents"),
    # rm: what the request calls the contents, as a glob; a folder removed whole otherwise
    ("rm -rf /tmp/cache", {"/tmp/cache"}, "rm -rf /tmp/cache/*"),
    ("sudo rm -r build/", {"build"}, "sudo rm -r build/*"),
    ("rm -rf /tmp/cache", set(), "rm -rf /tmp/cache"),
    ("rm -rf /tmp/cache/*", {"/tmp/cache"}, "rm -rf /tmp/cache/*"),
    ("rm -r \"build/\"", {"build"}, "rm -r \"build/\"*"),
    ("rmdir logs", {"logs"}, "rm -rf logs/*"), ("rmdir logs", set(), "rmdir logs"),   # "empty the logs folder"
    ("rm app.log", {"app.log"}, "truncate -s 0 app.log"),       # "erase the contents of app.log": a file's
    ("rm -f a.log b.log", {"a.log", "b.log"}, "truncate -s 0 a.log b.log"),
    ("rm -rf app.log logs", {"app.log", "logs"}, "rm -rf app.log logs/*"),   # a file among folders: its own rule
])
def test_a_recursive_cp_of_a_folder_s_contents_copies_what_is_in_it(command, folders, expected):
    assert " ".join(cp_contents(command.split(), folders)) == expected


@pytest.mark.parametrize("command, text, invented", [
    ('grep -r TODO services --include="*.py"', "grep for TODO in all python files recursively", 1),
    ('find /home -size -1k', "find files smaller than 1k in data/", 1),
    ("find data/ /srv -name x", "find x in data/", 1),
    # said, or a place no request names: here, home, everywhere; the tmp folder is /tmp
    ('grep -r TODO --include="*.py" .', "grep for TODO in all python files recursively", 0),
    ("find /tmp -mtime +7", "files in the tmp folder older than a week", 0),
    ("find ~ / -name x", "find x in my home and everywhere", 0),
    ("grep -rn TODO src/app", "TODO in src/app", 0),
    ("grep error app.log", "errors in app.log", 0),
    ("ls services", "list the folder", 0),   # neither a find nor a grep
])
def test_a_place_the_request_never_names_is_counted(command, text, invented):
    assert invented_places(command.split(), text) == invented


@pytest.mark.parametrize("command, repaired", [
    ("find projects -name node_modules -type d -delete", "find projects -name node_modules -type d -prune -exec rm -rf {} +"),
    ("find . -type d -name __pycache__ -delete", "find . -type d -name __pycache__ -prune -exec rm -rf {} +"),
    # empty folders (what -delete removes), files, or no deletion: left alone
    ("find ~/tmp -type d -empty -delete", "find ~/tmp -type d -empty -delete"),
    ("find . -name '*.pyc' -type f -delete", "find . -name '*.pyc' -type f -delete"),
    ("find . -type d -name build", "find . -type d -name build"),
    # a name that is always a folder is searched as one
    ("find ~/sites -type f -name node_modules -exec rm -rf {} +", "find ~/sites -type d -name node_modules -exec rm -rf {} +"),
    ("find . -type f -name '__pycache__'", "find . -type d -name '__pycache__'"),
    ("find . -type f -name build", "find . -type f -name build"),
    ("find ~/code -type f -size +1M -not -name .git", "find ~/code -type f -size +1M -not -name .git"),   # left out, not sought
])
def test_a_find_that_deletes_folders_removes_them_whole(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, repaired", [
    ("wget https://example.com/a.zip && unzip https://example.com/a.zip", "wget https://example.com/a.zip && unzip a.zip"),
    ("curl -LO https://x.org/v/t.tar.gz?dl=1 && tar -xzf https://x.org/v/t.tar.gz?dl=1",
     "curl -LO https://x.org/v/t.tar.gz?dl=1 && tar -xzf t.tar.gz"),
    ("unzip a.zip", "unzip a.zip"), ("wget https://example.com/a.zip", "wget https://example.com/a.zip"),
])
def test_an_unpacker_opens_the_downloaded_file_not_the_url(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, repaired", [
    ("find logs -mtime +7 | tar -czf old.tar.gz", "find logs -mtime +7 | tar -czf old.tar.gz -T -"),
    # names given, not fed by a pipe, or extracting: left alone
    ("find logs -mtime +7 | xargs tar -czf old.tar.gz", "find logs -mtime +7 | xargs tar -czf old.tar.gz"),
    ("tar -czf old.tar.gz logs", "tar -czf old.tar.gz logs"),
    ("cat a.tar | tar -xf -", "cat a.tar | tar -xf -"),
])
def test_a_tar_fed_names_by_a_pipe_reads_them_from_it(command, repaired):
    assert " ".join(repair(command.split())) == repaired


def test_a_find_that_starts_from_what_the_request_looks_for_is_told():
    from serval.model.repair import searched_from
    sought = {"import requests"}
    assert searched_from('find "import requests" -name "*.py"', sought)
    assert searched_from("find -L 'import requests' -type f", sought)
    assert not searched_from('find . -name "*.py" -exec grep -l "import requests" {} +', sought)
    assert not searched_from("grep -r 'import requests' .", sought)
    assert not searched_from("find src -name x", set())


@pytest.mark.parametrize("command, text, count", [
    ("du -sh /var/log/* | sort -h", "size of each dir in /var/log, largest first", 1),
    ("du -sh /var/log/* | sort -rh", "size of each dir in /var/log, largest first", 0),
    ("sort -t, -k4 -n p.csv", "sort p.csv numerically by the 4th column, highest first", 1),
    ("sort -t, -k4,4nr p.csv", "sort p.csv numerically by the 4th column, highest first", 0),
    ("sort -t, -k2 -nr g.csv", "sort g.csv alphabetically by column 2", 1),
    ("sort -t, -k2 g.csv", "sort g.csv alphabetically by column 2", 0),
    ("sort -r x.txt", "sort x.txt oldest first", 1),
    ("ls -lS ~/d", "files in ~/d, biggest first", 0), ("ls -lSr ~/d", "files in ~/d, biggest first", 1),
    ("ls -lt ~/d", "files in ~/d, oldest first", 1), ("ls -ltr ~/d", "files in ~/d, oldest first", 0),
    # no order said, or both: nothing counted
    ("sort -rh x", "sort x", 0), ("sort -h x", "smallest first or largest first", 0), ("ls -l", "list files", 0),
    # an order asked and nothing ordered at all
    ("ls -l", "largest first", 1), ("du -sh /var", "what folders in /var are using the most space", 1),
    ("du -sh /var/* | sort -h", "which folders in /var are eating the most space", 1),
    ("du -sh /var/* | sort -rh", "which folders in /var are eating the most space", 0),
    ("ps aux --sort=-%mem", "processes using the most memory first", 0),
])
def test_a_sort_in_another_order_than_asked_is_counted(command, text, count):
    from serval.model.repair import unasked_order
    assert unasked_order(command.split(), text) == count


@pytest.mark.parametrize("command, text, count", [
    ("awk -F, '$3 > 60' g.csv", "students in g.csv with a score under 60", 1),
    ("awk -F, '$3 < 60' g.csv", "students in g.csv with a score under 60", 0),
    ("awk '$5 <= 1000' x", "lines where column 5 is more than 1000", 1),
    ("awk '$5 >= 1000' x", "lines where column 5 is at least 1000", 0),
    ("awk '$2 > 3' x", "the 3 lines", 0), ("awk 'NR > 1' x", "skip under 1", 0),
])
def test_an_awk_comparison_the_other_way_from_the_words_is_counted(command, text, count):
    from serval.model.repair import unasked_comparison
    assert unasked_comparison(command, text) == count


def test_a_lone_cd_for_a_request_to_see_something_is_counted():
    from serval.model.repair import lone_cd
    assert lone_cd("cd /etc".split(), "list only the directories directly inside /etc, dont go any deeper") == 1
    assert lone_cd("cd /var/log".split(), "go to /var/log") == 0
    assert lone_cd("cd build".split(), "cd into the build folder") == 0
    assert lone_cd("cd src && make".split(), "build the project in src") == 0


@pytest.mark.parametrize("command, text, count", [
    ('find docs -name "*.md" -path "*/node_modules/*"', "markdown files in docs, skipping node_modules", 1),
    ('find docs -name "*.md" -not -path "*/node_modules/*"', "markdown files in docs, skipping node_modules", 0),
    ('find . -path ./node_modules -prune -o -name "*.md" -print', "markdown files, excluding node_modules", 0),
    ('find venv -name "*.py"', "find .py files excluding the venv folder", 1),
    ('find . -name "*.py"', "find .py files", 0),
])
def test_a_find_that_keeps_what_the_request_leaves_out_is_counted(command, text, count):
    from serval.model.repair import kept_exclusions
    assert kept_exclusions(command.split(), text) == count


def test_a_count_of_folders_is_no_depth():
    from serval.model.repair import count_as_depth
    text = "which 5 directories directly under /var take up the most space"
    assert count_as_depth("du -h --max-depth=5 /var | sort -rh | head -n 5".split(), text) == 1
    assert count_as_depth("find /var -maxdepth 1 -mindepth 5 -type d".split(), text) == 1
    assert count_as_depth("du -h --max-depth=1 /var | sort -rh | head -n 5".split(), text) == 0
    assert count_as_depth("du -h --max-depth=2 /opt".split(), "the 2 folders in /opt, 2 levels deep") == 0   # a depth said


def test_the_first_n_of_a_ranking_are_cut_from_it():
    from serval.model.repair import top_uncut
    text = "list the 5 days with the most entries in /var/log/dpkg.log"
    assert top_uncut("awk '{print $1}' /var/log/dpkg.log | sort | uniq -c | sort -rn".split(), text) == 1
    assert top_uncut("tail -n 5 /var/log/dpkg.log | sort | uniq -c | sort -rn".split(), text) == 1   # five lines ranked
    assert top_uncut("awk '{print $5}' /var/log/dpkg.log | sort | uniq -c | sort -rn".split(), text) == 1   # $5 is no count
    assert top_uncut("awk '{print $1}' /var/log/dpkg.log | sort | uniq -c | sort -rn | head -n 5".split(), text) == 0
    assert top_uncut("ps aux --sort=-%mem".split(), "show processes by memory") == 0
    assert top_uncut("ps aux --sort=-%mem | head -n 11".split(), "show the top 10 processes by memory usage") == 0   # and the header


def test_an_ordinal_is_no_count_of_lines():
    from serval.model.repair import ordinal_as_count
    rec = recognize("sort scores.txt by the second column numerically, highest first, and show the top 3")
    assert ordinal_as_count("sort -k3,3nr scores.txt | head -n 2".split(), rec) == 1
    assert ordinal_as_count("sort -k2,2nr scores.txt | head -n 3".split(), rec) == 0
    assert ordinal_as_count("head -n 2 b.txt".split(), recognize("show the first 2 lines of the second file b.txt")) == 0
    rec = recognize("count requests per client IP (first field) in access.log, busiest IP first")
    assert ordinal_as_count("awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -n 1".split(), rec) == 1
    assert ordinal_as_count("awk '{print $1}' access.log | sort | uniq -c | sort -rn".split(), rec) == 0
    rec = recognize("show the five largest files in /srv by the second column of du, top 3")   # "five" counts, no ordinal
    assert ordinal_as_count("du -a /srv | sort -k2 | head -n 5".split(), rec) == 0


def test_a_request_for_the_one_newest_file_wants_one_picked():
    from serval.model.repair import one_unpicked
    assert one_unpicked("ls -lt ~/Downloads".split(), "whats the newest file in my Downloads") == 1
    assert one_unpicked("ls -t ~/Downloads | head -n 1".split(), "whats the newest file in my Downloads") == 0
    assert one_unpicked("ls -lt ~/Downloads".split(), "list the newest files in ~/Downloads") == 0   # several
    assert one_unpicked("rm big.iso".split(), "delete the biggest file, big.iso") == 0                 # no listing


@pytest.mark.parametrize("command, text, cuts", [
    ("ls -lS | head", "list files in the current directory largest first", 1),
    ("ls -lt | head", "list files here by modification time, newest first, with details", 1),
    ("ls -lS", "list files in the current directory largest first", 0),
    ("ls -lS | head", "show the top files here, largest first", 0),            # a part is asked for
    ("ls -lS | head -n 5", "list the files largest first", 0),                  # a count: asked for elsewhere
    ("du -sh * | sort -rh | head", "the 5 biggest folders here, biggest first", 0),
    ("ls -lt | head", "list the files in logs", 0),                             # no order asked: not this rule's
    ("ls -lt | tail", "list files oldest first", 1),
    ("ls -lt | head", "list files with the newest at the bottom", 1),
    ("ls -t ~/Pictures/Screenshots | head -n 1", "list the png screenshots in ~/Pictures/Screenshots, newest first", 1),
    ("ls -t logs | head -n 1", "list the files in logs, newest first, just the first one", 0),
])
def test_a_listing_the_request_only_orders_is_not_cut_to_ten_lines(command, text, cuts):
    from serval.model.repair import unasked_cut
    assert unasked_cut(command.split(), text) == cuts


def test_a_copy_or_removal_of_a_name_the_request_never_says_is_invented():
    from serval.model.repair import invented_places
    text = "copy the whole music folder onto my usb stick, it's at /media/usb"
    assert invented_places("cp -r configs /media/usb".split(), text) == 1
    assert invented_places("cp -r music /media/usb".split(), text) == 0
    assert invented_places("rm -rf build".split(), "clean up the old logs") == 1
    assert invented_places("mv *.jpg ~/Pictures".split(), "move the jpgs to my Pictures") == 0


@pytest.mark.parametrize("command, text, count", [
    ("mkdir -p uploads", "make the uploads folder writable by everyone", 1),
    ("chmod a+w uploads", "make the uploads folder writable by everyone", 0),
    ("mkdir -p uploads", "make a new folder uploads and make it writable", 0),   # one is created
    ("mkdir build", "make a folder called build", 0),
    ("time tokyo", "what time is it in tokyo", 1), ("TZ=Asia/Tokyo date", "what time is it in tokyo", 0),
    ("time ./backup.sh", "time how long backup.sh takes", 0), ("time make", "how long does make take", 0),
    ("chmod -R 644 public/", "chmod every file in public/ to 644 but leave the dirs alone", 1),
    ("find public/ -type f -exec chmod 644 {} +", "chmod every file in public/ to 644 but leave the dirs alone", 0),
    ("chmod -R 755 public/", "make public/ and everything in it 755", 0),
    ("grep -r user_id migrations", "grep user_id in all .sql files but skip the migrations folder", 1),
    ("grep -r user_id --exclude-dir=migrations .", "grep user_id in all .sql files but skip the migrations folder", 0),
    ("grep -r user_id migrations", "grep user_id in the migrations folder", 0),
    ("mysql", "is mysqld running?", 1), ("nginx", "is nginx running", 1), ("ps aux | grep mysqld", "is mysqld running?", 0),
    ("systemctl start redis", "is redis up", 1), ("systemctl is-active redis", "is redis up", 0),
    ("docker ps", "is docker running", 0), ("nginx", "start nginx", 0),
    ("chown -R /opt/app", "owner and perms of /opt/app", 1), ("stat /opt/app", "owner and perms of /opt/app", 0),
    ("chown -R www-data /srv", "change the owner of /srv to www-data", 0), ("chmod 644 a", "permissions of a to 644", 0),
    ("kill -9 8080", "something is already using 8080, kill it", 1), ("kill -9 8080", "kill whatever is on port 8080", 1),
    ("kill $(lsof -t -i :8080)", "something is already using 8080, kill it", 0), ("kill -9 4242", "kill process 4242", 0),
    ("find ~/notes -name password", "which files in ~/notes have the word password", 1),
    ("grep -rl password ~/notes", "which files in ~/notes have the word password", 0),
    ("find src -name TODO", "what files in src mention TODO", 1),
    ("find . -name '*.py' -exec grep -l TODO {} +", "python files that contain the string TODO", 0),
    ("find . -name '*report*'", "files with the word report in their name", 0),
    ("find . -name '*.log'", "find all log files", 0),
    ("chmod -x template.html index.html", "give index.html the exact same permissions as template.html", 1),
    ("chmod --reference=template.html index.html", "give index.html the exact same permissions as template.html", 0),
    ("chmod -R +t /srv/shared", "set the sticky bit on /srv/shared", 1), ("chmod +t /srv/shared", "set the sticky bit on /srv/shared", 0),
    ("chmod -R g+s /srv/team", "set the setgid bit on /srv/team and everything in it", 0),
    ("git tag v1.3", "which files changed between tags v1.2 and v1.3", 1), ("git tag", "what tags are there", 0),
    ("git tag v1.3", "tag this commit v1.3", 0),
])
def test_commands_that_do_what_the_request_does_not_ask_are_counted(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("octal, mode, against", [
    ("755", "a+w", True), ("777", "a+w", False), ("666", "a+w", False), ("644", "a+r", False), ("600", "a+r", True),
    ("755", "go-w", False), ("775", "go-w", True), ("600", "u=rw", False), ("700", "u=rw", True), ("0755", "u+x", False),
    ("644", "weird", False),
])
def test_an_octal_mode_that_lacks_what_the_words_ask_is_against_them(octal, mode, against):
    from serval.model.repair import octal_against_mode
    assert octal_against_mode(octal, mode) is against


@pytest.mark.parametrize("command, count", [
    ("git messed src/app.js", 1), ("git restore src/app.js", 0), ("git -C repo status", 0), ("git --no-pager log", 0),
    ("docker old-api down", 1), ("docker stop old-api", 0), ("docker compose up -d", 0), ("docker -H tcp://h:2375 ps", 0),
    ("ls | git add x", 0), ("git", 0),
])
def test_a_git_or_docker_without_a_subcommand_of_theirs_is_counted(command, count):
    from serval.model.repair import unknown_subcommand
    assert unknown_subcommand(command.split()) == count


@pytest.mark.parametrize("command, repaired", [
    ("mv -r ~/Downloads/tax_2023 ~/Documents/finance", "mv ~/Downloads/tax_2023 ~/Documents/finance"),
    ("mv -Rv a b", "mv -v a b"), ("mv -n a b", "mv -n a b"), ("cp -r a b", "cp -r a b"),
])
def test_mv_has_no_recursive_flag(command, repaired):
    assert " ".join(repair(command.split())) == repaired


@pytest.mark.parametrize("command, text, kept", [
    ("./cleanup.sh", "run ./cleanup.sh and throw away all its output", 1),
    ("./cleanup.sh > /dev/null 2>&1", "run ./cleanup.sh and throw away all its output", 0),
    ("./cleanup.sh > /dev/null", "run ./cleanup.sh and throw away all its output", 1),   # the errors too
    ("pip install -r r.txt 2> /dev/null", "pip install -r r.txt but hide normal output, i still want to see errors", 1),
    ("pip install -r r.txt > /dev/null", "pip install -r r.txt but hide normal output, i still want to see errors", 0),
    ("pip install -q -r r.txt", "pip install -r r.txt but hide normal output, i still want to see errors", 0),
    ("./build.sh", "run ./build.sh", 0),
])
def test_output_the_request_throws_away_is_counted_when_kept(command, text, kept):
    from serval.model.repair import output_kept
    assert output_kept(command.split(), text) == kept


def test_a_redirect_into_a_glob_is_a_wrong_tool():
    from serval.model.repair import wrong_tools
    assert wrong_tools("sha256sum checksums.txt > dist/*".split()) == 1
    assert wrong_tools("sha256sum dist/* > checksums.txt".split()) == 0


@pytest.mark.parametrize("command, wrong", [
    ("ping -c 1 .", 1), ("ping -c 1 gitlab.example.org", 0), ("pgrep -c php-fpm | wc -l", 1),
    ("journalctl -u /var/log/syslog -n 30", 1), ("journalctl -u nginx -n 30", 0),
    ("lsof -i invoices.db", 1), ("lsof -i :8080", 0), ("lsof -i tcp:443", 0), ("lsof invoices.db", 0),
    ("docker logs --tail 30 /var/log/syslog", 1), ("docker logs --tail 30 web", 0),
])
def test_more_wrong_tools_from_set_x(command, wrong):
    from serval.model.repair import wrong_tools
    assert wrong_tools(command.split()) == wrong


@pytest.mark.parametrize("command, text, count", [
    ("last -n 30 /var/log/syslog", "what were the last 30 things logged in /var/log/syslog", 1),
    ("last -n 5", "who logged in last", 0), ("last reboot", "when was the last reboot", 0),
    ("chmod 600 ./release.sh", "running ./release.sh just says permission denied. fix it", 1),
    ("chmod +x ./release.sh", "running ./release.sh just says permission denied. fix it", 0),
    ("chmod 600 key.pem", "ssh says permission denied for key.pem, fix it", 0),
    ("grep -vc localhost hosts.txt", "which lines in hosts.txt dont contain localhost? number them", 1),
    ("grep -c ERROR a.log", "how many ERROR lines in a.log", 0), ("grep -c x f", "count the x lines of f", 0),
    ("ls -S /home/ana | head -n 10", "what are the 10 biggest files under /home/ana", 1),
    ("ls -S /home/ana | head -n 10", "the 10 biggest files in /home/ana", 0),
    ("find /data -size +1G -exec ls -lh {} +", "files over 1G under /data", 0),   # ls of what find found
    ("unzip invoices.zip", "delete invoices.zip", 1), ("rm invoices.zip", "delete invoices.zip", 0),   # removed, not unpacked
    ("unzip a.zip", "remove a.zip after you extract it", 0),
    ("cp .gitkeep logs", "create an empty file called .gitkeep in logs", 1),   # nothing there to copy
    ("touch logs/.gitkeep", "create an empty file called .gitkeep in logs", 0),
    ("cp a.txt b.txt", "copy a.txt to b.txt", 0),
])
def test_unasked_tools_from_set_x(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("command, repaired", [
    ("sudo crontab -u www-data", "sudo crontab -u www-data -l"), ("crontab -u bob -l", "crontab -u bob -l"),
    ("crontab -u bob jobs.txt", "crontab -u bob jobs.txt"), ("crontab -e -u bob", "crontab -e -u bob"),
])
def test_a_crontab_of_a_user_without_an_action_lists_it(command, repaired):
    assert " ".join(repair(command.split())) == repaired


def test_yes_is_no_answer_to_a_question_about_time():
    from serval.model.repair import unasked_tools
    assert unasked_tools("yes tokyo".split(), "what time is it in tokyo rn") == 1
    assert unasked_tools("yes | apt install x".split(), "answer yes to every prompt of apt install x") == 0


@pytest.mark.parametrize("command, text, count", [
    ('find build -name "*.tmp"', "find all .tmp files in build dir and delete them", 1),
    ('find build -name "*.tmp" -delete', "find all .tmp files in build dir and delete them", 0),
    ("find . -name '*.pyc' | xargs rm", "remove every .pyc here", 0),                  # deleted down the pipe
    ('find build -name "*.tmp"', "which .tmp files in build would i delete", 0),       # a question
    ("find . -perm -o+w", "remove write permission from files that have it", 0),
])
def test_a_find_that_leaves_out_the_deletion_asked_is_counted(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("command, text, kept", [
    ("cut -d, -f1 o.csv | sort -u | wc -l", "distinct values in column 1 of o.csv, not counting the header", 1),
    ("awk -F, 'NR>1 {print $1}' o.csv | sort -u | wc -l", "distinct values in column 1 of o.csv, not counting the header", 0),
    ("tail -n +2 s.csv | cut -d, -f2", "column 2 of s.csv, skipping the header row", 0),
    ("sed 1d s.csv", "s.csv without the header", 0),
    ("cut -d, -f2 s.csv", "column 2 of s.csv", 0),
])
def test_a_header_the_request_leaves_out_is_counted_when_kept(command, text, kept):
    from serval.model.repair import header_kept
    assert header_kept(command.split(), text) == kept


@pytest.mark.parametrize("command, text, missing", [
    ("grep -w warning build.log", "how many lines in build.log have the word warning", 1),
    ("grep -c warning build.log", "how many lines in build.log have the word warning", 0),
    ("find . -name '*.py' | wc -l", "count the python files here", 0),
    ("unzip -l photos.zip", "how many files are in photos.zip", 0),
    ("grep -w warning build.log", "lines in build.log with the word warning", 0),
    ("tail -n +2 i.csv | cut -d, -f3", "sum column 3 of i.csv", 1),
    ("awk -F, '{s+=$3} END {print s}' i.csv", "sum column 3 of i.csv", 0),
])
def test_a_count_or_sum_asked_is_counted_when_the_command_does_none(command, text, missing):
    from serval.model.repair import count_missing, sum_missing
    assert count_missing(command.split(), text) + sum_missing(command.split(), text) == missing


@pytest.mark.parametrize("command, text, count", [
    ("join a.txt b.txt > c.txt", "join a.txt and b.txt together into one file c.txt", 1),
    ("join -t, a.csv b.csv", "join a.csv and b.csv on their first column", 0),
    ("echo extra.txt >> main.txt", "stick the contents of extra.txt at the bottom of main.txt", 1),
    ("cat extra.txt >> main.txt", "stick the contents of extra.txt at the bottom of main.txt", 0),
    ("echo hi >> main.txt", "add hi to main.txt", 0),
])
def test_join_without_fields_and_echo_of_contents_are_unasked(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("command, wrong", [
    ("wget -P https://x.org/a.csv", 1), ("wget -P dl https://x.org/a.csv", 0), ("cd .", 1), ("cd -", 0),
])
def test_wget_into_an_address_and_cd_to_here_are_wrong(command, wrong):
    from serval.model.repair import wrong_tools
    assert wrong_tools(command.split()) == wrong


@pytest.mark.parametrize("command, text, backwards", [
    ("scp alice@hpc.uni.edu:r.tgz .", "copy r.tgz from here to my home on hpc.uni.edu", True),
    ("scp r.tgz alice@hpc.uni.edu:~", "copy r.tgz from here to my home on hpc.uni.edu", False),
    ("scp r.tgz web1:/tmp", "download /tmp/r.tgz from web1 to here", True),
    ("scp web1:/tmp/r.tgz .", "download /tmp/r.tgz from web1 to here", False),
    ("scp web1:/tmp/r.tgz .", "copy /tmp/r.tgz from web1", False),   # no direction said: the roles decide
    # the remote path itself written after "to" or "from"
    ("rsync -avz deploy@web1:/var/releases/ site.tar.gz", "rsync site.tar.gz to deploy@web1:/var/releases/", True),
    ("rsync -avz site.tar.gz deploy@web1:/var/releases/", "rsync site.tar.gz to deploy@web1:/var/releases/", False),
    ("scp notes.txt web1:/tmp/notes.txt", "fetch /tmp/notes.txt from web1:/tmp into notes.txt", True),
    ("scp a.txt web1:/tmp", "copy a.txt to https://x.org/a", False),   # an address is no remote path
    ("rsync -av /var/backups/ db01:backups/", "pull /var/backups/ from host db01 into the local directory backups/ with rsync", True),
])
def test_a_remote_copy_the_wrong_way_round_is_found(command, text, backwards):
    from serval.model.repair import remote_copy_backwards
    assert remote_copy_backwards(command.split(), text) is backwards


@pytest.mark.parametrize("command, text, count", [
    ("find /srv -mindepth 3 -type d -empty", "empty dirs under /srv, at most 3 levels down", 1),
    ("find /srv -maxdepth 3 -type d -empty", "empty dirs under /srv, at most 3 levels down", 0),
    ("find ~/code -mindepth 4 -maxdepth 4 -type d", "node_modules in ~/code without going more than 4 levels deep", 1),
    ("find /etc -maxdepth 2 -type f", "files in /etc exactly 2 levels down", 1),
    ("find /etc -mindepth 2 -maxdepth 2 -type f", "files in /etc exactly 2 levels down", 0),
    ("find /etc -mindepth 2 -type f", "files in /etc at least 2 levels down", 0),
])
def test_a_depth_the_request_does_not_bound_is_unasked(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("command, text, ignored", [
    ("grep bot access.log", "show the lines in access.log that do NOT contain bot", 1),
    ("grep -v bot access.log", "show the lines in access.log that do NOT contain bot", 0),
    ("grep -rL localhost /etc", "list files under /etc that do not contain localhost", 0),
    ("grep -c '^$' main.c", "count the non-blank lines in main.c", 1),
    ("grep -v '^$' main.c | wc -l", "count the non-blank lines in main.c", 0),
    ("grep DEBUG app.log", "lines in app.log without DEBUG", 1),
    ("grep user a.txt", "lines containing user but not root in a.txt", 0),
])
def test_a_grep_keeping_lines_the_request_does_not_want_is_counted(command, text, ignored):
    from serval.model.repair import negation_ignored
    assert negation_ignored(command.split(), text) == ignored


@pytest.mark.parametrize("command, wrong", [
    ("ssh deploy@/var/log/auth.log", 1), ("passwd /var/log/auth.log", 1), ("ssh deploy@web1", 0), ("passwd -l bob", 0),
    ("lsof -i /var/log/nginx/access.log", 1), ("lsof /var/log/nginx/access.log", 0),
    ("tar -czf /backup/etc-$(date +%F).tar.gz /etc", 0),   # a name made by date is no bad archive name
])
def test_a_file_as_host_user_or_address_is_wrong(command, wrong):
    from serval.model.repair import wrong_tools
    assert wrong_tools(command.split()) == wrong


def test_an_archive_named_by_a_glob_of_its_kind_takes_its_sources_name():
    from serval.model.repair import archive_names
    assert archive_names("tar -czf *.tar.gz build".split()) == "tar -czf build.tar.gz build".split()


@pytest.mark.parametrize("command, wrong", [
    ("tar -i backup.tar.gz /mnt/backup", 1), ("tar xvf a.tar", 0), ("tar -C /x -xzf a.tgz", 0), ("tar --list -f a.tar", 0),
    ("scp ~/Downloads:report.pdf ~/Documents/taxes", 2), ("scp user@h.example.com:~/a .", 0),
])
def test_tar_without_a_mode_and_scp_without_a_host_are_wrong(command, wrong):
    from serval.model.repair import wrong_tools
    assert wrong_tools(command.split()) == wrong


def test_a_checksum_check_is_unasked_where_sums_are_made():
    from serval.model.repair import unasked_tools
    assert unasked_tools("md5sum -c sums.md5".split(), "make md5 checksums of the files here and save them to sums.md5") == 1
    assert unasked_tools("md5sum -c sums.md5".split(), "check the md5 sums in sums.md5") == 0


@pytest.mark.parametrize("command, text, count", [
    ("awk '{print $1}' a.log | sort -u | uniq -c | sort -rn", "count unique IP addresses in a.log", 1),
    ("awk '{print $1}' a.log | sort | uniq -c | sort -rn", "how often does each IP appear in a.log", 0),
    ("touch -d 2025-01-31 ~/logs", "create a folder in ~/logs named with today's date", 1),
    ("touch ~/logs/a.txt", "create a file a.txt in ~/logs", 0),
])
def test_per_item_counts_for_one_number_and_touch_for_a_folder_are_unasked(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


@pytest.mark.parametrize("command, text, kept", [
    ("tail -n +2 e.csv | awk -F, '{s+=$3} END {print s}'", "sum up column 3 of e.csv (comma separated, no header)", 1),
    ("awk -F, '{s+=$3} END {print s}' e.csv", "sum up column 3 of e.csv (comma separated, no header)", 0),
    ("cut -d, -f2 s.csv", "column 2 of s.csv without the header", 1),
])
def test_a_header_the_file_does_not_have_is_not_skipped(command, text, kept):
    from serval.model.repair import header_kept
    assert header_kept(command.split(), text) == kept


def test_systemctl_of_a_file_is_wrong():
    from serval.model.repair import wrong_tools
    assert wrong_tools("sudo systemctl reload ~/.bashrc".split()) == 1
    assert wrong_tools("sudo systemctl reload nginx".split()) == 0


def test_a_path_as_group_is_wrong():
    from serval.model.repair import wrong_tools
    assert wrong_tools("chown gpio:/sys/class/gpio/unexport /sys/class/gpio/export".split()) == 1
    assert wrong_tools("chown www-data:www-data /srv/app".split()) == 0


def test_a_grep_keeping_lines_that_start_with_what_the_request_leaves_out_is_counted():
    from serval.model.repair import negation_ignored
    text = "show settings.conf without the lines that start with #"
    assert negation_ignored("grep '^#' settings.conf".split(), text) == 1
    assert negation_ignored("grep -v '^#' settings.conf".split(), text) == 0
    assert negation_ignored("grep '^#' settings.conf".split(), "show the lines of settings.conf that start with #") == 0


@pytest.mark.parametrize("command, wrong", [
    ("cut -d: -f1000 /etc/passwd", 1),                       # "a UID of 1000 or more": a number is no column
    ("awk -F: '$1000 >= 1000 {print $1}' /etc/passwd", 1),
    ("awk -F: '{print $1, $1000}' /etc/passwd", 1),
    ("awk -F: '$3 >= 1000 {print $1}' /etc/passwd", 0),
    ("cut -f 250 data.tsv", 1),
    ("sort -t, -k2,2n data.csv", 0),
])
def test_a_field_numbered_in_hundreds_is_a_wrong_column(command, wrong):
    assert wrong_tools(command.split()) == wrong


def test_a_tar_that_packs_where_the_request_unpacks_is_wrong():
    from serval.model.repair import tar_mode_unasked
    text = "extract data.tar.xz into a new folder called unpacked"
    assert tar_mode_unasked("tar -cJf data.tar.xz unpacked".split(), text) == 1
    assert tar_mode_unasked("tar -xJf data.tar.xz -C unpacked".split(), text) == 0
    assert tar_mode_unasked("tar xzf logs.tgz".split(), "compress logs into logs.tgz") == 1
    assert tar_mode_unasked("tar -czf logs.tgz logs".split(), "compress logs into logs.tgz") == 0
    assert tar_mode_unasked("tar -czf a.tgz a && tar -xzf a.tgz -C b".split(), "make a.tgz of a and then extract it into b") == 0
    # a copy of an archive neither packs nor unpacks it
    assert tar_mode_unasked("tar -czf project.tar.gz /mnt/backup".split(), "copy project.tar.gz to /mnt/backup") == 1
    assert tar_mode_unasked("tar -xzf project.tar.gz -C /mnt/backup".split(), "copy project.tar.gz to /mnt/backup") == 1
    assert tar_mode_unasked("cp project.tar.gz /mnt/backup".split(), "copy project.tar.gz to /mnt/backup") == 0
    assert tar_mode_unasked("tar -xzf a.tgz -C b".split(), "copy a.tgz's contents into b") == 0
    assert tar_mode_unasked("tar -tzf vendor.tar.gz".split(), "extract vendor.tar.gz without the owners") == 1   # a listing


def test_join_field_flags_take_a_number():
    assert wrong_tools("join -1 a.txt b.txt".split()) == 1
    assert wrong_tools("join -1 2 -2 1 a.txt b.txt".split()) == 0


def test_a_text_searched_for_is_no_file_name():
    from serval.model.repair import text_as_name
    text = "search recursively for TODO in the src directory"
    assert text_as_name("find src -name TODO".split(), text) == 1
    assert text_as_name("grep -r TODO src".split(), text) == 0
    assert text_as_name("find ~ -name report.pdf".split(), "search for report.pdf in my home folder") == 0


def test_lsusb_takes_no_path():
    assert wrong_tools("sudo lsusb /media/usb".split()) == 1
    assert wrong_tools("lsusb -t".split()) == 0


def test_usermod_takes_one_user():
    assert wrong_tools("sudo usermod -aG sudo . rita".split()) == 1
    assert wrong_tools("sudo usermod -aG sudo rita".split()) == 0
    assert wrong_tools("sudo useradd -m -s /bin/bash -G dev,ops ana".split()) == 0


@pytest.mark.parametrize("command, text, expected", [
    ("find site -type d ! -perm 755", "set every directory under site to 755 but don't touch the files", 1),
    ("find site -type d -exec chmod 755 {} +", "set every directory under site to 755 but don't touch the files", 0),
    ("find uploads -type f -perm 777 -print", "any file in uploads with permission 777 should become 644", 1),
    ("find uploads -type f -perm 777", "find files with permission 777 in uploads", 0),   # a mode looked for, none given
    ("install -d -m 750 /srv/x", "make the folder /srv/x with mode 750", 0),
    # a mode in words for owner, group and others
    ("chown full:full deploy.sh", "give the owner full access, the group read and execute, and others nothing on deploy.sh", 1),
    ("chmod 750 deploy.sh", "give the owner full access, the group read and execute, and others nothing on deploy.sh", 0),
    # bits given in words
    ("chgrp -R shared/", "give the group write access to shared/ and everything inside", 1),
    ("chmod -R g+w shared/", "give the group write access to shared/ and everything inside", 0),
    ("du -sh uploads/", "make uploads/ writable by everyone, just the folder itself", 1),
    ("find . -perm -o+w", "show me files writable by everyone", 0),   # bits looked for, none given
])
def test_a_mode_given_and_none_set(command, text, expected):
    from serval.model.repair import mode_unset
    assert mode_unset(command.split(), text) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find . -type f ! -perm -111", "list executable files in the current directory, not recursing", 1),
    ("find src -type f ! -perm -111", "find files in src that are not executable", 0),
    ("find logs -type f ! -empty", "find non-empty files in logs", 0),
    ("find . -maxdepth 1 -type f -executable", "list executable files in the current directory, not recursing", 0),
])
def test_a_find_test_negated_for_a_request_that_negates_nothing(command, text, expected):
    from serval.model.repair import negated_test
    assert negated_test(command.split(), text) == expected


@pytest.mark.parametrize("command, text, count", [
    ("rm /var/log/*.log", "delete empty .log files in /var/log", 1),
    ('find /var/log -name "*.log" -empty -delete', "delete empty .log files in /var/log", 0),
    ("rm /var/log/*.log", "delete zero length .log files in /var/log", 0),   # (recognize writes "empty" for it)
    ("find . -type f -size 0", "find empty files here", 0),
    ("touch logs/.gitkeep", "create an empty file called .gitkeep in logs", 0),
])
def test_a_command_that_does_not_pick_the_empty_files_asked_for_is_counted(command, text, count):
    from serval.model.repair import unasked_tools
    assert unasked_tools(command.split(), text) == count


def test_an_rm_of_what_the_request_keeps_is_counted():
    from serval.model.repair import kept_exclusions
    assert kept_exclusions("rm build .gitkeep".split(), "delete everything in build except .gitkeep") == 1
    assert kept_exclusions("find build ! -name .gitkeep -delete".split(), "delete everything in build except .gitkeep") == 0


def test_an_lsof_of_a_port_as_a_pid_is_counted():
    from serval.model.repair import unasked_tools
    assert unasked_tools("lsof -p 8080".split(), "who has 8080 open") == 1
    assert unasked_tools("lsof -i :8080".split(), "who has 8080 open") == 0
    assert unasked_tools("lsof -p 1234".split(), "what files has process 1234 open") == 0


def test_a_deletion_for_a_move_is_counted():
    from serval.model.repair import unasked_tools
    text = "move everything on my Desktop older than a year into ~/old_desktop"
    assert unasked_tools("find ~/Desktop -type f -mtime +365 -delete".split(), text) == 1
    assert unasked_tools("find ~/Desktop -type f -mtime +365 -exec mv -t ~/old_desktop {} +".split(), text) == 0
    assert unasked_tools("find ~/Desktop -mtime +365 -delete".split(), "delete everything on my Desktop older than a year") == 0


def test_a_copy_into_its_target_by_t_is_no_swap():
    from serval.model.repair import copy_swapped
    assert not copy_swapped("find ~/Desktop -exec mv -t ~/old {} +".split(), {"~/old"})
    assert copy_swapped("find ~/old -exec mv -t ~/Desktop {} +".split(), {"~/old"})


def test_a_listing_of_the_text_sought_as_a_folder_is_searched_from():
    from serval.model.repair import searched_from
    assert searched_from('ls "import requests"/*.py', {"import requests"})
    assert not searched_from("ls src/*.py", {"import requests"})


def test_a_firewall_turned_on_for_a_question_is_counted():
    from serval.model.repair import unasked_tools
    assert unasked_tools("sudo ufw enable".split(), "is the firewall turned on") == 1
    assert unasked_tools("sudo ufw enable".split(), "turn the firewall on") == 0
