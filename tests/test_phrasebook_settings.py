"""The phrasebook's configuration edits (serval.model.phrasebook.settings), and what they do to a real file."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # a setting in the file's own way of writing it
    ("set max_connections = 200 in /etc/postgresql/15/main/postgresql.conf",
     "sudo sed -i 's/^max_connections\\s*=.*/max_connections = 200/' /etc/postgresql/15/main/postgresql.conf"),
    ("set listen_addresses to '*' in /etc/postgresql/16/main/postgresql.conf",
     "sudo sed -i \"s/^listen_addresses\\s*=.*/listen_addresses = '*'/\" /etc/postgresql/16/main/postgresql.conf"),
    ("worker_processes should be 4 in /etc/nginx/nginx.conf", "sudo sed -i 's/^worker_processes.*/worker_processes 4;/' /etc/nginx/nginx.conf"),
    ("set maxmemory to 256mb in /etc/redis/redis.conf, it is commented out right now",
     "sudo sed -i 's/^#\\?maxmemory.*/maxmemory 256mb/' /etc/redis/redis.conf"),
    ("change bind-address to 0.0.0.0 in /etc/mysql/mysql.conf.d/mysqld.cnf",
     "sudo sed -i 's/^bind-address\\s*=.*/bind-address = 0.0.0.0/' /etc/mysql/mysql.conf.d/mysqld.cnf"),
    ("set DATA_DIR to /srv/data in .env", "sed -i 's|^\\(DATA_DIR\\s*=\\s*\\).*|\\1/srv/data|' .env"),   # text's row: "KEY = " kept
    ("set worker_processes to 4 in /etc/nginx/nginx.conf", "sudo sed -i 's/^worker_processes.*/worker_processes 4;/' /etc/nginx/nginx.conf"),
    # sshd by what a setting does
    ("disable root login in /etc/ssh/sshd_config", "sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config"),
    ("turn off password logins in /etc/ssh/sshd_config by setting PasswordAuthentication to no, then restart the ssh service",
     "sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config && sudo systemctl restart ssh"),
    ("set PermitRootLogin to no in /etc/ssh/sshd_config", "sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config"),
    ("turn off ssh password logins", "sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config"),
    ("change ssh port 22 to 2222 in sshd_config, keep a .bak copy", "sudo sed -i.bak 's/^#\\?Port.*/Port 2222/' /etc/ssh/sshd_config"),
    # lines commented back in or out, a file's active lines
    ("uncomment net.ipv4.ip_forward=1 in /etc/sysctl.conf", "sudo sed -i 's/^#\\s*net\\.ipv4\\.ip_forward=1/net.ipv4.ip_forward=1/' /etc/sysctl.conf"),
    ("comment out anything in crontab.txt that calls backup.sh", "sed -i '/backup\\.sh/ s/^/#/' crontab.txt"),
    ("enable the deb-src lines in /etc/apt/sources.list", "sudo sed -i 's/^#\\s*deb-src/deb-src/' /etc/apt/sources.list"),
    ("comment out lines 30 to 45 of /etc/nginx/sites-available/default", "sudo sed -i '30,45s/^/#/' /etc/nginx/sites-available/default"),
    ("print only the active settings in /etc/php/8.2/fpm/php.ini", "grep -Ev '^\\s*(;|$)' /etc/php/8.2/fpm/php.ini"),
    ("show active lines of /etc/ssh/sshd_config with their line numbers", "grep -nEv '^\\s*(#|$)' /etc/ssh/sshd_config"),
])
def test_configuration_edits_said_plainly(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "set the owner of app.conf to bob",
    "comment out lines 1 to 5 of the file",
    "mysql: change bind-address to 0.0.0.0 so it accepts remote connections",   # no file named
])
def test_other_requests_get_no_settings_row(text):
    assert answer(text) == "echo unchanged"


def test_settings_written_into_a_real_file(tmp_path):
    conf = tmp_path / "postgresql.conf"
    conf.write_text("#listen_addresses = 'localhost'\nmax_connections = 100\nmax_connections_per_ip = 5\n")
    nginx = tmp_path / "nginx.conf"
    nginx.write_text("user www-data;\nworker_processes auto;\n")
    for text in ("set max_connections = 200 in ./postgresql.conf", "set listen_addresses to '*' in ./postgresql.conf even though it is commented out",
                 "worker_processes should be 4 in ./nginx.conf"):
        command = answer(text).removeprefix("sudo ")
        run_in_folder(command, tmp_path)
    assert conf.read_text() == "listen_addresses = '*'\nmax_connections = 200\nmax_connections_per_ip = 5\n"
    assert nginx.read_text() == "user www-data;\nworker_processes 4;\n"
