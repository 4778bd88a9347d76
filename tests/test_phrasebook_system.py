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


# A Linux administrator's tasks: accounts, sudo, services, cron, logrotate, packages, reboots, sshd's settings
@pytest.mark.parametrize("request_, expected", [
    # accounts and groups
    ("new group: devops", "sudo groupadd devops"),
    ("add the group qa", "sudo groupadd qa"),
    ("create a group called devops", "sudo groupadd devops"),
    ("What is alice allowed to run with sudo?", "sudo -l -U alice"),
    ("what can bob run with sudo", None),
    ("list what i am allowed to run with sudo", "sudo -l"),
    ("bob's password should have a maximum age of 90 days", "sudo chage -M 90 bob"),
    ("switch the login shell of user ops to zsh", "sudo chsh -s /bin/zsh ops"),
    ("set the default shell for carol to fish", "sudo chsh -s /usr/bin/fish carol"),
    ("take contractor1 out of the sudo group, his contract ended", "sudo gpasswd -d contractor1 sudo"),
    ("remove bob from the docker group", "sudo gpasswd -d bob docker"),
    ("remove user eve from group wheel", "sudo gpasswd -d eve wheel"),
    ("I need a system user called prometheus, no home directory and no login shell", "sudo useradd -r -M -s /usr/sbin/nologin prometheus"),
    ("create a system user node_exporter that cannot log in", "sudo useradd -r -s /usr/sbin/nologin node_exporter"),
    ("make the intern2 account expire on 2024-12-31", "sudo usermod -e 2024-12-31 intern2"),
    ("show the last 10 failed login attempts", "sudo lastb -n 10"),
    ("list the latest 5 failed logins", "sudo lastb -n 5"),
    ("let the deploy user run 'systemctl restart nginx' as root via sudo without a password; put the rule in /etc/sudoers.d/deploy",
     "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart nginx' | sudo tee /etc/sudoers.d/deploy"),
    ("allow ci to run '/opt/ci/deploy.sh' via sudo without a password",
     "echo 'ci ALL=(root) NOPASSWD: /opt/ci/deploy.sh' | sudo tee /etc/sudoers.d/ci"),
    ("Fingerprint of this host's ed25519 host key?", "ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub"),
    ("show the rsa host key fingerprint", "ssh-keygen -lf /etc/ssh/ssh_host_rsa_key.pub"),
    ("web02 got reinstalled, remove its old key from my known_hosts", "ssh-keygen -R web02"),
    ("db1.example.com was rebuilt, so delete its host key from known_hosts", "ssh-keygen -R db1.example.com"),
    # services
    ("reload the apache config without dropping connections", "sudo systemctl reload apache2"),
    ("reload sshd so it rereads its config, don't kill existing sessions", "sudo systemctl reload ssh"),
    ("gracefully reload nginx", "sudo systemctl reload nginx"),
    ("stop cups and make sure it doesn't start at boot, no printing on this server", "sudo systemctl disable --now cups"),
    ("stop bluetooth and ensure it won't start on boot", "sudo systemctl disable --now bluetooth"),
    ("enable docker at boot and start it now", "sudo systemctl enable --now docker"),
    ("start redis-server and enable it at boot", "sudo systemctl enable --now redis-server"),
    ("i changed a unit file under /etc/systemd/system, make systemd pick up the change", "sudo systemctl daemon-reload"),
    ("reload systemd after editing a unit file", "sudo systemctl daemon-reload"),
    ("print the unit file of redis-server including drop-ins", "systemctl cat redis-server"),
    ("show nginx's unit file", "systemctl cat nginx"),
    ("which services are enabled to start at boot?", "systemctl list-unit-files --type=service --state=enabled"),
    ("list the enabled services", "systemctl list-unit-files --type=service --state=enabled"),
    ("what does mysql.service depend on", "systemctl list-dependencies mysql.service"),
    ("boot is slow. which units took the longest to start?", "systemd-analyze blame"),
    # cron
    ("wipe all of user guest's cron jobs", "sudo crontab -r -u guest"),
    ("delete the crontab of user backup", "sudo crontab -r -u backup"),
    ("Which scripts will cron run daily?", "run-parts --test /etc/cron.daily"),
    ("what jobs will run from /etc/cron.weekly", "run-parts --test /etc/cron.weekly"),
    ("grep /var/log/syslog for CRON lines that mention backup.sh", "grep CRON /var/log/syslog | grep -F backup.sh"),
    ("cron entries in /var/log/syslog mentioning certbot", "grep CRON /var/log/syslog | grep -F certbot"),
    # the journal's upkeep, logrotate
    ("drop journal entries older than two weeks", "sudo journalctl --vacuum-time=2weeks"),
    ("delete journal logs older than 10 days", "sudo journalctl --vacuum-time=10d"),
    ("list the boots the journal knows about", "journalctl --list-boots"),
    ("Force logrotate to rotate everything now using /etc/logrotate.conf", "sudo logrotate -f /etc/logrotate.conf"),
    ("dry run the nginx logrotate config so i can see what it would do", "sudo logrotate -d /etc/logrotate.d/nginx"),
    ("test the rsyslog logrotate config", "sudo logrotate -d /etc/logrotate.d/rsyslog"),
    # packages
    ("refresh package lists and upgrade all packages, answer yes automatically", "sudo apt update && sudo apt upgrade -y"),
    ("search the repos for fail2ban", "apt search fail2ban"),
    ("search apt for a package called ripgrep", "apt search ripgrep"),
    ("hold linux-image-generic so upgrades leave the kernel alone", "sudo apt-mark hold linux-image-generic"),
    ("put nginx on hold", "sudo apt-mark hold nginx"),
    # reboots
    ("does this box need a reboot after the updates? print yes or no", "[ -f /var/run/reboot-required ] && echo yes || echo no"),
    ("does the system need a reboot after updates", "cat /var/run/reboot-required"),
    ("which packages are asking for the reboot", "cat /var/run/reboot-required.pkgs"),
    ("what packages require a reboot", "cat /var/run/reboot-required.pkgs"),
    # disks, sshd
    ("open an interactive disk usage browser on /var", "sudo ncdu /var"),
    ("interactive disk usage viewer for ~/Downloads", "ncdu ~/Downloads"),
    ("list block devices with their mountpoints", "lsblk"),
    ("list block devices and their filesystems", "lsblk -f"),
    ("is password authentication disabled in the effective sshd config?", "sudo sshd -T | grep -i passwordauthentication"),
    ("is root login allowed in the running sshd config", "sudo sshd -T | grep -i permitrootlogin"),
    # owners and modes asked
    ("which users have /bin/bash as login shell", "grep '/bin/bash$' /etc/passwd | cut -d: -f1"),
    ("octal permissions for each file in ~/scripts", "stat -c '%a %n' ~/scripts/*"),
    ("show the numeric modes of all files in /etc/ssh", "stat -c '%a %n' /etc/ssh/*"),
    ("who owns /opt/app/config.yml and what are its permissions", "ls -l /opt/app/config.yml"),
    ("show the owner and permissions of notes.txt", "ls -l notes.txt"),
])
def test_admin_tasks(request_: str, expected: str | None) -> None:
    assert said(request_) == expected


@pytest.mark.parametrize("request_", [
    "change the shell of bob to /bin/zsh",                      # the model's, rooted by a rewrite
    "reload nginx and then tail its log",                       # a second step
    "reload my bashrc",
    "reload the firewall rules",
    "what does curl depend on",                                 # a package: apt-cache's (packages' row)
    "remove all files from the build group",
    "stop nginx and make sure it doesn't start at boot, then start apache2",
    "hold the door",
    "search the repos for fail2ban and install it",
    "let deploy run 'frobnicate --now' via sudo without a password",   # a program whose path is not known
])
def test_admin_rows_leave_alone(request_: str) -> None:
    answer = said(request_)
    assert answer is None or not answer.startswith(("sudo gpasswd", "sudo systemctl reload", "sudo systemctl disable", "sudo apt-mark",
                                                    "apt search", "echo '", "sudo chsh")), answer


def test_cron_lines_of_a_syslog_are_found(tmp_path) -> None:
    (tmp_path / "syslog").write_text("Jan 1 02:30:01 h CRON[1]: (root) CMD (/opt/scripts/backup.sh)\n"
                                     "Jan 1 02:31:00 h CRON[2]: (root) CMD (/usr/bin/certbot renew)\n"
                                     "Jan 1 02:32:00 h backup.sh[3]: done\n")
    command = said("grep /var/log/syslog for CRON lines that mention backup.sh").replace("/var/log/syslog", "syslog")
    done = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["Jan 1 02:30:01 h CRON[1]: (root) CMD (/opt/scripts/backup.sh)"]


def test_scripts_cron_would_run_are_listed_without_running(tmp_path) -> None:
    daily = tmp_path / "cron.daily"
    daily.mkdir()
    for name, mode in (("logrotate", 0o755), ("not-exec", 0o644), ("bad.name", 0o755)):
        (daily / name).write_text("#!/bin/sh\ntouch ran\n")
        os.chmod(daily / name, mode)
    command = said("Which scripts will cron run daily?").replace("/etc/cron.daily", str(daily))
    done = subprocess.run(command.split(), cwd=tmp_path, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == [str(daily / "logrotate")]
    assert not (tmp_path / "ran").exists()


def test_reboot_asked_as_yes_or_no_runs(tmp_path) -> None:
    command = said("does this box need a reboot after the updates? print yes or no").replace("/var/run/reboot-required", "flag")
    assert subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True).stdout == "no\n"
    (tmp_path / "flag").write_text("*** System restart required ***\n")
    assert subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True).stdout == "yes\n"


def test_octal_modes_of_a_folder_run(tmp_path) -> None:
    (tmp_path / "scripts").mkdir()
    for name, mode in (("a.sh", 0o755), ("b.txt", 0o640)):
        (tmp_path / "scripts" / name).write_text("x\n")
        os.chmod(tmp_path / "scripts" / name, mode)
    command = said("octal permissions for each file in scripts")
    done = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["755 scripts/a.sh", "640 scripts/b.txt"]
