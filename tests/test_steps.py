import pytest

from serval.model.steps import Steps, Wrapped, covers, joined, two_steps, wrapped_task


@pytest.mark.parametrize("text, first, second", [
    ("create the directory /srv/www/site and make www-data its owner",
     "create the directory /srv/www/site", "make www-data the owner of /srv/www/site"),
    ("create the user deploy with a home directory and add it to the sudo group",
     "create the user deploy with a home directory", "add deploy to the sudo group"),
    ("archive the src directory as src.tar.gz and then list the archive's contents to check it",
     "archive the src directory as src.tar.gz", "list the contents of src.tar.gz"),
    ("append the line 'PermitRootLogin no' to /etc/ssh/sshd_config and restart the ssh service",
     "append the line 'PermitRootLogin no' to /etc/ssh/sshd_config", "restart the ssh service"),
    ("make a folder called site, then extract site.tar.gz into it",
     "make a folder called site", "extract site.tar.gz into site"),
    ("create site.tar.gz from site and then write its sha256 to site.tar.gz.sha256",
     "create site.tar.gz from site", "write the sha256 of site.tar.gz to site.tar.gz.sha256"),
    # "tar and gzip": two verbs of the first clause, which ends once it names something
    ("tar and gzip ~/project into project.tar.gz and copy it to /mnt/backup",
     "tar and gzip ~/project into project.tar.gz", "copy project.tar.gz to /mnt/backup"),
    # a packing step's product is the archive, named before or after the folder packed
    ("make a bzip2 tarball photos.tar.bz2 of ./photos and then list what's in it",
     "make a bzip2 tarball photos.tar.bz2 of ./photos", "list what's in photos.tar.bz2"),
    ("archive /etc/nginx into nginx-backup.tar.gz and scp it to admin@10.0.0.5:/backups",
     "archive /etc/nginx into nginx-backup.tar.gz", "scp nginx-backup.tar.gz to admin@10.0.0.5:/backups"),
    ("copy ~/photos to /media/usb/photos and then show the total size of the copy",
     "copy ~/photos to /media/usb/photos", "show the total size of /media/usb/photos"),
    ("extract site.tar.gz into /srv/www and then make www-data its owner",   # unpacking makes the folder
     "extract site.tar.gz into /srv/www", "make www-data the owner of /srv/www"),
    # after packing, "the folder" is the one packed, not the archive
    ("compress the logs folder into logs_2024-06.tar.gz and delete the folder afterwards",
     "compress the logs folder into logs_2024-06.tar.gz", "delete the logs folder afterwards"),
    # a new key's "public half" is its .pub; "so I can paste it" is why, no step
    ("generate a new ed25519 key at ~/.ssh/id_github and print the public half so I can paste it",
     "generate a new ed25519 key at ~/.ssh/id_github", "print ~/.ssh/id_github.pub"),
])
def test_a_request_of_two_steps_is_cut_with_its_references_named(text, first, second):
    assert two_steps(text) == Steps(first, second)


@pytest.mark.parametrize("text, first, second, later", [
    # each later clause's "it" is what the clause before it made; a list may start with a bare comma
    ("create a directory release_1.4, copy dist/app.bin and README.md into it, then tar it up as release_1.4.tar.gz",
     "create a directory release_1.4", "copy dist/app.bin and README.md into release_1.4",
     ("tar release_1.4 up as release_1.4.tar.gz",)),
    # a file copied into a folder is "the copy" there
    ("create ~/bin if it does not exist, copy deploy.sh into it and make the copy executable",
     "create ~/bin if it does not exist", "copy deploy.sh into ~/bin", ("make ~/bin/deploy.sh executable",)),
    # a clause may name nothing but the one before's product
    ("create the user deploy, add it to the docker group and set its shell to /bin/bash",
     "create the user deploy", "add deploy to the docker group", ("set the shell of deploy to /bin/bash",)),
    # "only if it worked" is what && does
    ("extract nightly.tar.gz and delete the archive only if the extraction succeeded",
     "extract nightly.tar.gz", "delete nightly.tar.gz", ()),
    # "once that worked" too; an unzipped archive is "the zip file", not the folder it went into
    ("unzip invoices.zip into a new folder called invoices_2023 and once that worked delete the zip file",
     "unzip invoices.zip into a new folder called invoices_2023", "delete invoices.zip", ()),
    # a file or folder made by name inside another is there
    ("make a folder called reports_march inside ~/work and move every csv file from ~/Downloads into it",
     "make a folder called reports_march inside ~/work", "move every csv file from ~/Downloads into ~/work/reports_march", ()),
    ("make an empty file called todo.md in my ~/notes folder and then open it in nano",
     "make an empty file called todo.md in my ~/notes folder", "open ~/notes/todo.md in nano", ()),
    # "the original" after a conversion, encryption or copy is the file it was made from
    ("encrypt secrets.txt with gpg, and once that works securely delete the original file",
     "encrypt secrets.txt with gpg", "securely delete secrets.txt", ()),
    ("make a backup copy of config.yaml called config.yaml.bak and then open the original one in vim",
     "make a backup copy of config.yaml called config.yaml.bak", "open config.yaml in vim", ()),
    # "and after that", "the script"; a file pulled into the current folder is its base name here
    ("insert the line #!/bin/bash at the very top of deploy.sh and after that make the script executable",
     "insert the line #!/bin/bash at the very top of deploy.sh", "make deploy.sh executable", ()),
    ("pull the file /var/log/app/error.log from the server prod02 into my current folder and open it in less",
     "pull the file /var/log/app/error.log from the server prod02 into my current folder", "open error.log in less", ()),
])
def test_a_request_of_more_steps_is_cut_into_a_chain(text, first, second, later):
    steps = two_steps(text)
    assert (steps.first, steps.second, steps.later) == (first, second, later)
    assert steps.clauses == (first, second) + later


@pytest.mark.parametrize("text", [
    "find all empty directories under projects and remove them",       # a first step that only looks
    "compress app.log and delete the original",                        # the original: one command's flag
    "set secret.key so only the owner can read and write it",          # two verbs of one clause
    "split big.log into 100MB pieces and gzip each piece",             # the pieces: the first step's output
    "download https://example.com/app.tar.gz and extract it into /opt",  # a URL: a pipe reads it
    "create a tarball of logs and show the top 5",                     # a look at the output, nothing named
    "copy photos to /media/usb and show progress while it copies",     # how the first step runs
    "sync ~/Music to /mnt/backup/music and delete stuff on the backup that's gone from ~/Music",   # rsync --delete
    "make a backup of notes.txt",                                      # one step
    "convert users.csv to tab separated, write to users.tsv",          # where the output goes, no step
    "pull only etc/hosts out of backup.tar.gz and print it to the screen",
    "convert every png in shots to jpg and put the jpg files into ~/shots/jpg",
    "pull /home/admin/site from admin@oldhost as a tar stream over ssh and unpack it here",   # a pipe
    'unzip "file.gz" to standard output and execute in bash with arguments "-n wordpress"',     # a pipe too
    "",
])
def test_other_requests_are_no_two_steps(text):
    assert two_steps(text) is None


@pytest.mark.parametrize("text, second, first_command", [
    ("download https://example.com/install.sh and make it executable", "make install.sh executable",
     "wget https://example.com/install.sh"),
    ("fetch https://example.com/get.sh and then run it with bash", "run get.sh with bash", "wget https://example.com/get.sh"),
    ("download https://example.com/dumps/backup.sql.gz and decompress it to backup.sql", "decompress backup.sql.gz to backup.sql",
     "wget https://example.com/dumps/backup.sql.gz"),
    ("download https://example.com/a.iso and check its sha256", "check the sha256 of a.iso", "wget https://example.com/a.iso"),
    # saved in a folder, the file stays there to be read
    ("download https://example.org/stats/daily.csv into ~/Downloads and then print its first line",
     "print the first line of ~/Downloads/daily.csv", "wget -P ~/Downloads https://example.org/stats/daily.csv"),
])
def test_a_download_then_a_step_on_the_file_is_wget_first(text, second, first_command):
    steps = two_steps(text)
    assert (steps.second, steps.first_command) == (second, first_command)


@pytest.mark.parametrize("text", [
    "download https://example.com/app.tar.gz and extract it into /opt",     # a pipe unpacks it
    "download https://example.com/status and show it",                       # no file name
    "download https://example.com/page.html and count the lines with <a",    # a pipe reads it
    "download https://example.com/a.sh and restart nginx",                   # a second step about something else
    "download https://example.com/a.sh",
])
def test_other_downloads_are_no_two_steps(text):
    assert two_steps(text) is None


def test_steps_are_joined_and_a_command_running_both_programs_covers_them():
    assert joined("mkdir -p site", "chown www-data site") == "mkdir -p site && chown www-data site"
    assert covers("sudo mkdir -p site && sudo chown www-data site", "mkdir -p site", "chown www-data site")
    assert not covers("mkdir -p www-data site", "mkdir -p site", "chown www-data site")
    # root for the user's own files is no cover of steps that need none
    assert not covers("sudo cp notes.txt notes_old.txt && sudo nano notes.txt", "cp notes.txt notes_old.txt", "nano notes.txt")
    # both programs, but the places swapped
    assert not covers("mkdir -p /etc && cp ~/conf-backup/*.conf /etc/", "mkdir -p ~/conf-backup", "cp /etc/*.conf ~/conf-backup/")
    assert covers("mkdir -p ~/conf-backup && cp /etc/*.conf ~/conf-backup", "mkdir -p ~/conf-backup", "cp /etc/*.conf ~/conf-backup/")
    # a tar both steps run has to run twice; systemctl enable --now does two steps in one run
    assert covers("sudo systemctl enable --now apache2", "sudo systemctl enable apache2", "sudo systemctl start apache2")
    assert not covers("tar -cjf photos.tar.bz2 ./photos", "tar -cjf photos.tar.bz2 ./photos", "tar -tjf photos.tar.bz2")
    assert covers("tar -cjf p.tar.bz2 ./photos && tar -tvjf p.tar.bz2", "tar -cjf p.tar.bz2 ./photos", "tar -tjf p.tar.bz2")
    # three steps: every program and every place of each
    assert joined("mkdir r", "cp a.bin r", "tar -cf r.tar r") == "mkdir r && cp a.bin r && tar -cf r.tar r"
    assert covers("mkdir r && cp a.bin r/ && tar -cf r.tar r", "mkdir r", "cp a.bin r", "tar -cf r.tar r")
    assert not covers("mkdir r && cp a.bin r/", "mkdir r", "cp a.bin r", "tar -cf r.tar r")


from serval.model.entities import COMMAND_WORDS
from serval.model.steps import Remote, over_ssh, remote_run


@pytest.mark.parametrize("text, remote", [
    ("run uptime on db1.internal as root without opening an interactive shell", Remote("root@db1.internal", "uptime", None, None)),
    ("run df -h on storage01 and save the output to storage01_disk.txt", Remote("storage01", "df -h", None, "storage01_disk.txt")),
    ("run my local script deploy.sh on app01 over ssh", Remote("app01", "'bash -s' < deploy.sh", None, None)),
    ("execute the local setup.sh on db02 over ssh", Remote("db02", "'bash -s' < setup.sh", None, None)),
    ("run cleanup.sh from this machine on the server backup01", Remote("backup01", "'bash -s' < cleanup.sh", None, None)),
    ("open htop on web02 over ssh", Remote("web02", "htop", None, None)),
    ("show the last 50 lines of /var/log/syslog on logs01 over ssh",
     Remote("logs01", None, "show the last 50 lines of /var/log/syslog", None)),
    ("show the last 50 lines of /var/log/nginx/error.log on web01",
     Remote("web01", None, "show the last 50 lines of /var/log/nginx/error.log", None, implied=True)),
    ("check disk usage in human readable form on root@10.0.0.5",
     Remote("root@10.0.0.5", None, "check disk usage in human readable form", None, implied=True)),
    ("show free memory on the server db.internal", Remote("db.internal", None, "show free memory", None, implied=True)),
    ("run uptime on 10.0.0.5 over ssh", Remote("10.0.0.5", "uptime", None, None)),   # an address of one-digit parts
    ("check disk usage on db01.internal", Remote("db01.internal", None, "check disk usage", None, implied=True)),   # a full name
    ("which kernel is running on 192.168.1.20", Remote("192.168.1.20", None, "which kernel is running", None, implied=True)),
    ("syn scan 80 and 443 on 10.9.8.7", None),      # scanned from here
    ("diff my /etc/hosts against the one on db01.internal", None),   # a file here and one there
    ("summarize the notes in notes.txt on todo.md", None),   # files, no machine
    ("apt update on web01, web02 and db01, each will ask for the sudo password",
     Remote("$h", None, "apt update", None, True, "web01 web02 db01")),   # several machines in turn
    ("is nginx active on web01 through web04", Remote("$h", None, "is nginx active", None, True, "web0{1..4}")),
    ("put deploy.sh into /tmp on web01 web02 web03", None),   # a copy there: scp's
    ("partition sda1 and sda2 on sdb1 sdb2", None),
    ("partition the disk on sda1", None),           # a disk, not a machine
    ("show the traffic on eth0", None),             # an interface
    ("is port 22 open on web01", None),             # web01 reached from here
    ("check disk usage on host", None),
    ("run backup.sh on startup", None),            # no machine
    ("run the tests on python 3.11", None),        # a version, not a host, and nothing said of ssh
    ("show disk usage", None),
])
def test_a_request_run_on_another_machine_is_found(text, remote):
    assert remote_run(text, COMMAND_WORDS) == remote


def test_a_remote_command_is_quoted_once_where_it_needs_to_be_and_given_a_terminal_when_it_draws():
    assert over_ssh(Remote("web-01", "uptime", None, None), "uptime") == "ssh web-01 uptime"
    assert over_ssh(Remote("logs01", None, "x", None), "tail -n 50 /var/log/syslog") == "ssh logs01 tail -n 50 /var/log/syslog"
    assert over_ssh(Remote("web02", "htop", None, None), "htop") == "ssh -t web02 htop"
    assert over_ssh(Remote("s1", "df -h", None, "disk.txt"), "df -h") == "ssh s1 df -h > disk.txt"
    assert over_ssh(Remote("s1", None, "x", None), "ls *.log") == "ssh s1 'ls *.log'"   # the remote shell's glob
    assert over_ssh(Remote("$h", None, "x", None, True, "web01 web02"), "sudo apt update") == 'for h in web01 web02; do ssh -t "$h" sudo apt update; done'
    assert over_ssh(Remote("$h", None, "x", None, True, "db{1..3}"), "df -h | tail -n 1") == "for h in db{1..3}; do ssh \"$h\" 'df -h | tail -n 1'; done"
    assert over_ssh(Remote("s1", None, "x", None), "grep 'a b' f") == "ssh s1 \"grep 'a b' f\""


@pytest.mark.parametrize("text", [
    "forward local port 8080 to port 80 on web01 through ssh",
    "sync the contents of site/ to /var/www/html on the server web01 over ssh",
])
def test_ssh_s_own_work_is_no_remote_task(text):
    assert remote_run(text, COMMAND_WORDS) is None


def test_the_user_may_follow_over_ssh():
    assert remote_run("run uptime on web02 over ssh as user admin", COMMAND_WORDS) == Remote("admin@web02", "uptime", None, None)


def test_a_new_private_key_copied_to_a_host_installs_its_public_half():
    steps = two_steps("generate an ed25519 ssh key at ~/.ssh/id_ed25519 with an empty passphrase and copy it to admin@10.0.0.5")
    assert steps.second == "install the public key ~/.ssh/id_ed25519.pub on admin@10.0.0.5"


@pytest.mark.parametrize("text, second", [
    ("create the directory /mnt/usb2 and mount /dev/sde1 there", "mount /dev/sde1 at /mnt/usb2"),
    ("make a folder called build and copy main.c there", "copy main.c into build"),
])
def test_there_is_the_folder_the_first_step_made(text, second):
    assert two_steps(text).second == second


def test_there_after_a_move_is_no_folder_made():
    steps = two_steps("move the home directory of user jack to /srv/jack and move his files there")
    assert steps is None or "there" in steps.second


@pytest.mark.parametrize("text, second", [
    ("make a directory called reports_2024 and move into it", "change directory to reports_2024"),
    ("create the directory ~/projects/webapp/src/components including any missing parents and cd into it",
     "change directory to ~/projects/webapp/src/components"),
])
def test_going_into_the_folder_made_is_a_cd(text, second):
    assert two_steps(text).second == second


@pytest.mark.parametrize("text, second, first_command", [
    ("download https://downloads.example.org/tool-2.1.zip and unzip it into a folder named tools", "unzip tool-2.1.zip into a folder named tools",
     "wget https://downloads.example.org/tool-2.1.zip"),
    ("download https://example.com/pkg.deb into /tmp and install it with dpkg", "install /tmp/pkg.deb with dpkg",
     "wget -P /tmp https://example.com/pkg.deb"),
])
def test_downloads_saved_somewhere_and_zips_unpacked_as_a_step(text, second, first_command):
    steps = two_steps(text)
    assert (steps.second, steps.first_command) == (second, first_command)


def test_a_tarball_download_is_still_unpacked_by_a_pipe():
    assert two_steps("download https://x.org/a.tar.gz and extract it") is None


def test_a_command_naming_another_file_does_not_cover_a_step():
    from serval.model.steps import covers
    assert not covers("wget https://x.org/tool.zip && unzip tools", "wget https://x.org/tool.zip", "unzip tool.zip -d tools")
    assert covers("wget https://x.org/tool.zip && unzip tool.zip -d tools", "wget https://x.org/tool.zip", "unzip tool.zip -d tools")


@pytest.mark.parametrize("text, wrapped", [
    ("create /backup/home.tar.gz from /home at the lowest cpu priority", Wrapped("create /backup/home.tar.gz from /home", "nice -n 19 ", "")),
    ("compress big.log in the background", Wrapped("compress big.log", "", " &")),
    ("download https://example.com/big.iso in the background so it keeps running after I log out",
     Wrapped("download https://example.com/big.iso", "nohup ", " &")),
    ("count the lines of huge.csv with a 10 second timeout", Wrapped("count the lines of huge.csv", "timeout 10 ", "")),
    ("fetch http://example.com with curl and kill it if it takes more than 2 minutes", Wrapped("fetch http://example.com with curl", "timeout 2m ", "")),
    # again and again: watch with its interval and flags, a loop for "forever"
    ("docker ps every 3 seconds with changes highlighted", Wrapped("docker ps", "watch -d -n 3 ", "", False, True)),
    ("pods in the staging namespace, refreshed every 5s", Wrapped("pods in the staging namespace", "watch -n 5 ", "", False, True)),
    ("nvidia-smi refreshing twice a second", Wrapped("nvidia-smi", "watch -n 0.5 ", "", False, True)),
    ("uptime every 10 seconds without the watch header", Wrapped("uptime", "watch -t -n 10 ", "", False, True)),
    ("rerun make test every 30 seconds and beep when it fails", Wrapped("make test", "watch -b -n 30 ", "", False, True)),
    ("check memory usage every minute", Wrapped("check memory usage", "watch -n 60 ", "", False, True)),
    ("nvidia-smi refreshing every half second", Wrapped("nvidia-smi", "watch -n 0.5 ", "", False, True)),
    # watch said as the verb, with a tool and an option of watch's but no interval: watch's own two seconds
    ("watch memory with free -m and highlight changes", Wrapped("free -m", "watch -d ", "", False, True)),
    ("monitor connections using ss -tn, highlighting the differences", Wrapped("ss -tn", "watch -d ", "", False, True)),
    ("watch the log with tail", None),                            # no option of watch's: tail -f's
    # a log file or /var/log named is the task's, not "log it to a file" (which keeps a record: not watch's)
    ("check the size of /var/log once a minute", Wrapped("check the size of /var/log", "watch -n 60 ", "", False, True)),
    ("last 20 lines of /var/log/nginx/error.log, refreshed every 5s", Wrapped("last 20 lines of /var/log/nginx/error.log", "watch -n 5 ", "", False, True)),
    ("hit http://localhost:8080/health every 30 seconds forever",
     Wrapped("hit http://localhost:8080/health", "while true; do ", "; sleep 30; done", True)),
    # after a wait: sleep first
    ("kill pid 4321 in 45 minutes", Wrapped("kill pid 4321", "sleep 45m && ", "", True)),
    ("in half an hour, delete /tmp/session.lock", Wrapped("delete /tmp/session.lock", "sleep 30m && ", "", True)),
    ("kill process 5555 two hours from now", Wrapped("kill process 5555", "sleep 2h && ", "", True)),
    # time limits and priorities said in other words; a run timed
    ("tail -f app.log but stop after a minute", Wrapped("tail -f app.log", "timeout 1m ", "")),
    ("don't let pytest run longer than 5 minutes", Wrapped("pytest", "timeout 5m ", "")),
    ("ping google.com but give up after 10 seconds", Wrapped("ping google.com", "timeout 10 ", "")),
    ("tar up /home into /backup/home.tar.gz without hogging the cpu", Wrapped("tar up /home into /backup/home.tar.gz", "nice ", "")),
    ("copy /data/ to /mnt/backup/data/ with rsync using idle io priority", Wrapped("copy /data/ to /mnt/backup/data/ with rsync", "ionice -c 3 ", "")),
    ("search / for files named core.* with both cpu and disk priority turned all the way down",
     Wrapped("search / for files named core.*", "nice -n 19 ionice -c 3 ", "")),
    ("how long does ./build.sh take to run", Wrapped("./build.sh", "time ", "", True)),
    # none of these: a schedule, a program's own repeat, a time filter, a machine shut down, a question, "every second line"
    ("archive the logs every 5 minutes with cron", None),
    ("ping 192.168.1.1 every 0.2 seconds", None),
    ("vmstat every 2 seconds, 5 times", None),
    ("delete every second line of samples.txt", None),
    ("show files changed in the last 10 minutes", None),
    ("shut the server down in 10 minutes", None),
    ("what user am i logged in as", None),
    ("what time will it be 3 hours from now", None),
    ("print stale if heartbeat.txt hasn't been updated in 5 minutes", None),
    ("how long did the last boot take", None),
    ("show smb.conf minus comments and blank lines, it uses both # and ;", None),
    ("show the jobs running in the background", None),          # a question about jobs
    ("run make with the lowest priority", None),                 # a command written out: command_wrapped's
    ("My batch job compress_all.sh shouldn't slow down the users, so run it with the lowest CPU priority", None),   # a program run
    ("compress big.log", None),
])
def test_how_to_run_a_task_said_in_words_is_cut_from_it(text, wrapped):
    assert wrapped_task(text) == wrapped


@pytest.mark.parametrize("text, second", [
    # "them" after a change to files named by a pattern: those files, where the change leaves them
    ("make all the .py files in ~/tools executable and then list them", "list ~/tools/*.py"),
    ("move all the png files from ~/Desktop to ~/shots and then show them with their sizes", "show ~/shots/*.png with their sizes"),
    # an attribute of the folder or file changed, said without naming it
    ("set an acl giving the user ci rwx on /srv/builds and then show the acl", "show the acl of /srv/builds"),
])
def test_later_steps_name_the_files_and_folder_the_first_one_changed(text, second):
    assert two_steps(text).second == second


@pytest.mark.parametrize("text", [
    "find all .tmp files in /tmp and delete them",             # a look first: a pipe's
    "compress every .log in /var/log/app and then show them",  # compressed, the files are no longer *.log
    "give user mona read and write access to /srv/data/report.xlsx using an ACL",   # one step: "read and write" is its access
])
def test_them_after_a_look_or_a_compression_is_no_named_group(text):
    assert two_steps(text) is None


@pytest.mark.parametrize("text, first, second", [
    # "and then" cuts even where the first clause names nothing; a service's "its" is that service
    ("restart nginx and then show its status without the pager", "restart nginx", "show the status of nginx without the pager"),
    ("print the kernel version and then show /etc/os-release", "print the kernel version", "show /etc/os-release"),
])
def test_a_sequence_said_outright_is_cut(text, first, second):
    steps = two_steps(text)
    assert (steps.first, steps.second) == (first, second)


@pytest.mark.parametrize("text", [
    "allow port 8080 through ufw and then show the rules numbered",   # a second clause naming nothing: the first's output
    "list the files and then sort them by size",                      # them: a pipe
    "securely shred secrets.txt and then remove it",                  # a first verb no step starts with: shred -u does both
])
def test_a_sequence_said_outright_still_needs_a_second_step_of_its_own(text):
    assert two_steps(text) is None


def test_a_wrapped_command_runs_whole_as_bash_reads_it(tmp_path):
    """watch gets a pipeline as one quoted word; sleep, time and a loop run a pipeline whole; a prefix that would run
    only the first program of a pipeline gives nothing. The commands run for real in a temporary folder."""
    import subprocess
    pipeline = "ls -1 | wc -l"
    watched = Wrapped("count the files", "watch -n 2 ", "", False, True).around(pipeline)
    assert watched == "watch -n 2 'ls -1 | wc -l'"
    assert Wrapped("x", "watch -n 2 ", "", False, True).around("grep 'a b' f | wc -l") == 'watch -n 2 "grep \'a b\' f | wc -l"'
    assert Wrapped("x", "nice -n 19 ", "").around(pipeline) is None
    later = Wrapped("count the files", "sleep 0.1 && ", "", True).around(pipeline)
    timed = Wrapped("count the files", "time ", "", True).around(pipeline)
    limited = Wrapped("follow it", "timeout 1 ", "").around("tail -f notes.txt")
    looped = Wrapped("count the files", "while true; do ", "; sleep 0.1; done", True).around(pipeline)
    (tmp_path / "notes.txt").write_text("one\n")
    for command in (watched, later, timed, limited, looped):
        assert subprocess.run(["bash", "-n", "-c", command]).returncode == 0, command
    run = lambda c: subprocess.run(["bash", "-c", c], cwd=tmp_path, capture_output=True, text=True, timeout=20)
    assert run(later).stdout.strip() == "1"
    assert run(timed).stdout.strip() == "1" and "real" in run(timed).stderr
    limited_run = run(limited)
    assert limited_run.returncode == 124 and limited_run.stdout == "one\n"   # stopped by timeout after a second
    assert run(f"timeout 1 bash -c {looped!r}").stdout.count("1") >= 2       # the loop goes on until stopped
