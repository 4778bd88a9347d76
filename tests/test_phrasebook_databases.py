"""The phrasebook's databases module (serval.model.phrasebook.databases): PostgreSQL and MySQL dumps, restores and
plain questions composed from a request, every option checked against the real clients' own --help."""

import shutil
import subprocess

import bashlex
import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import databases, phrasebook
from shell_helpers import rows_answer


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


def db_answer(text: str) -> str | None:
    return rows_answer(databases.ROWS, text)


COMPOSED = [
    # dumps: PostgreSQL as postgres unless a user or host is said, MySQL with -u/-p only for a user said
    ("dump the postgres database orders_db to /backup/pg/orders_db.sql.gz", "sudo -u postgres pg_dump orders_db | gzip > /backup/pg/orders_db.sql.gz"),
    ("back up the postgres database inventory as the postgres user into inventory.dump using the custom format",
     "sudo -u postgres pg_dump -Fc inventory > inventory.dump"),
    ("pg_dump appdb as the postgres user in custom format to /backups/appdb.dump", "sudo -u postgres pg_dump -Fc appdb > /backups/appdb.dump"),
    ("pg_dump only the schema of orders_db into schema.sql", "sudo -u postgres pg_dump -s orders_db > schema.sql"),
    ("dump the orders table of the postgres database shop to orders.sql", "sudo -u postgres pg_dump -t orders shop > orders.sql"),
    ("dump the postgres database orders_db on db02.internal as user backup to orders.sql", "pg_dump -h db02.internal -U backup orders_db > orders.sql"),
    ("dump the postgres database warehouse in directory format with 4 parallel jobs to /backup/pg/warehouse",
     "sudo -u postgres pg_dump -Fd -j 4 warehouse -f /backup/pg/warehouse"),
    ("back up the orders_db postgres database into /backup/pg with the date in the name",
     "sudo -u postgres pg_dump orders_db > /backup/pg/orders_db_$(date +%F).sql"),
    ("dump every postgres database into all.sql", "sudo -u postgres pg_dumpall > all.sql"),
    ("dump only the roles from postgres to roles.sql", "sudo -u postgres pg_dumpall --roles-only > roles.sql"),
    ("dump the mysql database crm as root and compress it to /backup/crm.sql.gz", "mysqldump -u root -p crm | gzip > /backup/crm.sql.gz"),
    ("dump the mysql shop database straight into shop.sql.gz", "mysqldump shop | gzip > shop.sql.gz"),
    ("dump the mysql database shop to a gzipped file with today's date in the name", "mysqldump shop | gzip > shop_$(date +%F).sql.gz"),
    ("dump the mysql database crm without the audit_log table to crm.sql", "mysqldump --ignore-table=crm.audit_log crm > crm.sql"),
    ("mysqldump all databases into /backup/all.sql.gz", "mysqldump --all-databases | gzip > /backup/all.sql.gz"),
    # restores: psql, pg_restore for a custom-format dump, mysql; a compressed dump piped in
    ("restore /backup/app.dump into the postgres database app", "pg_restore -d app /backup/app.dump"),
    ("restore the custom-format dump /backup/app.dump into the postgres database app as user postgres",
     "sudo -u postgres pg_restore -d app /backup/app.dump"),
    ("load schema.sql into the postgres database appdb", "psql -d appdb -f schema.sql"),
    ("load shop.sql.gz into the mysql database shop", "zcat shop.sql.gz | mysql shop"),
    ("import /backup/shopdb.sql into the mysql database shopdb as root", "mysql -u root -p shopdb < /backup/shopdb.sql"),
    # plain questions
    ("list the postgres databases", "sudo -u postgres psql -l"),
    ("how big is the orders_db postgres database", "sudo -u postgres psql -c \"SELECT pg_size_pretty(pg_database_size('orders_db'));\""),
    ("show active connections to mysql", "mysql -e 'SHOW FULL PROCESSLIST;'"),
    ("how many connections does postgres have right now", "sudo -u postgres psql -c \"SELECT count(*) FROM pg_stat_activity;\""),
    ("is postgres on db02.internal accepting connections", "pg_isready -h db02.internal"),
    ("create a postgres database called reports owned by analyst", "sudo -u postgres createdb -O analyst reports"),
    ("drop the mysql database test_old", "mysql -e 'DROP DATABASE test_old;'"),
    ("run migrate.sql against the postgres database analytics", "sudo -u postgres psql -d analytics -f migrate.sql"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_a_database_task_is_composed_from_the_request(text, expected):
    assert db_answer(text) == expected
    assert answer(text) == expected   # and no earlier module answers it otherwise


@pytest.mark.parametrize("text", [
    "is the mysql service running?",                          # systemd's
    "how big is the mysql data directory /var/lib/mysql",     # du's
    "show the last 50 log lines of the mysql service",        # the journal's
    "exec psql as postgres inside the db container",          # docker's
    "dump the database",                                      # no server, no name
])
def test_requests_about_a_database_server_that_are_another_modules_are_left_alone(text):
    assert db_answer(text) is None


def _options(command: str) -> list[tuple[str, str]]:
    """(program, option) for every option of the database clients in ``command``."""
    found = []
    for part in command.split("|"):
        words = part.replace("sudo -u postgres", "").split()
        if words and words[0] in ("pg_dump", "pg_dumpall", "pg_restore", "psql", "mysqldump", "mysql", "createdb", "dropdb", "pg_isready"):
            found += [(words[0], w.split("=")[0]) for w in words[1:] if w.startswith("-")]
    return found


def test_every_option_is_one_the_real_clients_know_and_every_command_parses():
    for _, command in COMPOSED:
        bashlex.parse(command)
        assert subprocess.run(["bash", "-n", "-c", command]).returncode == 0, command
    for program, option in {o for _, c in COMPOSED for o in _options(c)}:
        path = shutil.which(program)
        assert path, f"{program} is not installed (.ci/run installs postgresql-client and mariadb-client)"
        helped = subprocess.run([path, "--help"], capture_output=True, text=True).stdout
        short = option if option.startswith("--") else option[:2]
        assert f"{short}," in helped or f"{short} " in helped or f"{short}=" in helped or f"{short}\n" in helped, (program, option)
