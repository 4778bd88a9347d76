"""PostgreSQL and MySQL/MariaDB from the shell, their commands composed from what a request says: a database dumped
(``pg_dump``, ``mysqldump``: one table or all but one, the schema or the data only, plain SQL, custom or directory
format with parallel jobs, gzip/xz/zstd, the date in the file's name, into a folder, from another host, port or user),
every database or only the roles (``pg_dumpall``, ``--all-databases``), a dump loaded back (``psql``, ``pg_restore``,
``mysql``, compressed dumps piped in), a dump's contents listed, and the servers asked plain questions: the
databases, a database's size, the connections, whether the server accepts connections, a database made or dropped.

PostgreSQL runs as the ``postgres`` user (``sudo -u postgres``) unless the request names a user or a host; MySQL
asks for a password (``-u USER -p``) only for a user the request names.
"""

from __future__ import annotations

import re

from serval.model.entities import count_value

_PG = re.compile(r"\b(?:postgres(?:ql)?|pg_dump(?:all)?|pg_restore|psql|pg|pgsql)\b", re.I)
_MY = re.compile(r"\b(?:mysql|mariadb|mysqldump)\b", re.I)
_NAME = r"[A-Za-z_][\w-]*"
_NOT_NAMES = frozenset("""the a an my our this that it its each every all one both some any whole entire postgres postgresql mysql
mariadb pg database databases db dbs dump dumps backup file table tables schema data server cluster called named into to from
with and or of on in as for only just custom plain sql format local remote new production prod live straight directly quickly
now today tonight file that which then up""".split())
_FILE = r"(?P<file>[~/.\w][\w./~-]*\.(?:sql(?:\.(?:gz|xz|zst|bz2))?|dump|pgdump|custom|backup|bak|tar|gz|xz|zst)|[~/][\w./~-]*)"
_HOST = r"(?P<host>[a-z][\w-]*\d[\w.-]*|[a-z][\w-]*(?:\.[\w-]+)+|(?:\d{1,3}\.){3}\d{1,3}|localhost)"


def _engine(text: str) -> str | None:
    """``pg`` or ``my``: the server the request names first, or None."""
    pg, my = _PG.search(text), _MY.search(text)
    if pg and my:
        return "pg" if pg.start() < my.start() else "my"
    return "pg" if pg else "my" if my else None


def _named(text: str, words: str) -> str | None:
    """The name said with one of ``words`` ("the database orders_db", "the orders_db database", "db 'shop'")."""
    for pattern in (rf"\b(?:{words})\s+(?:called\s+|named\s+)?['\"]?(?P<n>{_NAME})['\"]?", rf"['\"]?(?P<n>{_NAME})['\"]?\s+(?:{words})\b"):
        for m in re.finditer(pattern, text, re.I):
            if m.group("n").lower() not in _NOT_NAMES and not _PG.fullmatch(m.group("n")) and not _MY.fullmatch(m.group("n")):
                return m.group("n")
    return None


def _database(text: str) -> str | None:
    return _named(text, r"(?:postgres(?:ql)?\s+|mysql\s+|mariadb\s+|pg\s+)?(?:database|db)")


def _login(text: str, engine: str) -> tuple[str, str]:
    """The connection options a request says (host, port, user), and ``sudo -u postgres `` where PostgreSQL's client
    runs as postgres (no user or host said, or postgres named on this machine), else ""."""
    host = re.search(rf"\b(?:on|from|at)\s+(?:the\s+)?(?:host\s+|server\s+)?{_HOST}(?::(?P<hport>\d+))?\b", text, re.I)
    port = re.search(r"\bport\s+(?P<p>\d{2,5})\b", text, re.I)
    user = re.search(rf"\b(?:as|with|for)\s+(?:the\s+)?(?:user|role)\s+(?P<u>{_NAME})\b|\b(?:as|with)\s+(?P<u2>{_NAME})\s+user\b|\bas\s+(?P<u3>root|postgres)\b",
                     text, re.I)
    who = next((g for g in (user.group("u"), user.group("u2"), user.group("u3")) if g), None) if user else None
    host_name = host.group("host") if host and host.group("host").lower() not in ("the", "a") else None
    port_no = port.group("p") if port else host.group("hport") if host and host.group("hport") else None
    options, sudo = [], False
    if engine == "pg":
        if host_name and host_name != "localhost" or host_name == "localhost" and port_no:
            options.append(f"-h {host_name}")
        if port_no:
            options.append(f"-p {port_no}")
        if who and who.lower() != "postgres":
            options.append(f"-U {who}")
        sudo = not options or who is not None and who.lower() == "postgres" and not host_name
        if who and who.lower() == "postgres" and host_name:
            options.append("-U postgres")
    else:
        if host_name and host_name != "localhost":
            options.append(f"-h {host_name}")
        if port_no:
            options.append(f"-P {port_no}")
        if who:
            options.append(f"-u {who} -p")
    return " ".join(options), "sudo -u postgres " if sudo else ""


def _compressor(text: str, file: str | None) -> str | None:
    """The program a dump is piped through: what the file's name ends in, or what the request says."""
    ends = {"gz": "gzip", "xz": "xz", "zst": "zstd", "bz2": "bzip2"}
    if file and (ext := file.rsplit(".", 1)[-1].lower()) in ends:
        return ends[ext]
    if said := re.search(r"\b(?P<c>gzip|xz|zstd|bzip2)(?:ped|'d|ed)?\b|\bcompress(?:ed|ing)?\b|\bzipped\b", text, re.I):
        return (said.group("c") or "gzip").lower()
    return None


def _dated(name: str) -> str:
    """A file name with today's date before its extension (``orders_db.sql`` → ``orders_db_$(date +%F).sql``)."""
    stem, dot, ext = name.partition(".")
    head, slash, base = stem.rpartition("/")
    return f"{head}{slash}{base}_$(date +%F){dot}{ext}"


def dump_asked(m: re.Match) -> str | None:
    """A database dumped to a file (``pg_dump``/``pg_dumpall``/``mysqldump``), or None where the request says no
    server or no database."""
    text = m.string
    engine = _engine(text)
    if engine is None or re.search(r"\b(?:restore|load|import|docker|container|kubectl|pod|ssh|encrypt\w*|gpg)\b|\.gpg\b", text, re.I):
        return None   # (an encrypted dump: crypto's)
    everything = re.search(r"\b(?:all|every|each)\s+(?:the\s+)?(?:postgres(?:ql)?\s+|mysql\s+)?(?:databases|dbs|database|db)\b|\bwhole\s+(?:postgres(?:ql)?\s+)?(?:cluster|server)\b"
                           r"|\bpg_dumpall\b|\ball-databases\b", text, re.I)
    roles = re.search(r"\b(?:only\s+)?(?:the\s+)?(?:roles|users\s+and\s+roles|globals)(?:\s+only)?\b", text, re.I)
    db = _database(text)
    if db is None and not everything and not roles:   # "pg_dump appdb …", "the schema of orders_db"
        names = [w.group("n") for w in re.finditer(rf"\b(?:pg_dump|mysqldump)\s+(?P<n>{_NAME})\b", text)] \
            + [w.group("n") for w in re.finditer(rf"\b(?:schema|structure|data|tables?)\s+(?:of|from|in)\s+(?:the\s+)?(?P<n>{_NAME})\b", text)]
        db = next((w for w in names if w.lower() not in _NOT_NAMES), None)
    if db is None and not (everything or roles and engine == "pg"):
        return None
    options, sudo = _login(text, engine)
    target = re.search(rf"\b(?:to|into|as|in)\s+(?:a\s+|the\s+)?(?:file\s+|folder\s+|directory\s+)?{_FILE}", text, re.I)
    file = target.group("file").rstrip(".") if target else None
    folder = file if file and not re.search(r"\.\w+$", file) else None
    if folder:
        file = None
    dated = re.search(r"\b(?:date|today'?s\s+date|timestamp|dated|datestamp)\b", text, re.I)
    custom = re.search(r"\bcustom(?:[\s-]+format)?\b|\b-Fc\b", text, re.I) or bool(file and re.search(r"\.(?:dump|pgdump|custom)$", file))
    directory = re.search(r"\bdirectory[\s-]+format\b|\b-Fd\b", text, re.I)
    jobs = re.search(r"\b(?P<n>\d+|" + "|".join(("two", "three", "four", "five", "six", "eight")) + r")\s+(?:parallel\s+)?(?:jobs|workers|threads|processes)\b", text, re.I)
    table = _named(text, r"table")
    excluded = re.search(rf"\b(?:except|excluding|without|but\s+not|leave\s+out|skip(?:ping)?)\s+(?:the\s+)?(?:table\s+)?(?P<t>{_NAME})(?:\s+table)?\b", text, re.I)
    if excluded and excluded.group("t").lower() in ("data", "the", "owner", "ownership", "privileges", "grants", "a", "compression"):
        excluded = None
    if excluded and table == excluded.group("t"):
        table = None
    schema_only = re.search(r"\b(?:schema|structure|ddl|definitions?)\s+only\b|\bonly\s+(?:the\s+)?(?:schema|structure|table\s+definitions)\b|\bwithout\s+(?:any\s+)?(?:the\s+)?data\b|\bno\s+data\b", text, re.I)
    data_only = re.search(r"\bdata\s+only\b|\bonly\s+(?:the\s+)?data\b|\bwithout\s+(?:the\s+)?(?:schema|structure|create\s+statements)\b", text, re.I)
    no_owner = re.search(r"\b(?:without|no)\s+(?:the\s+)?own(?:er|ership)\b", text, re.I)
    squeeze = _compressor(text, file)
    if engine == "pg":
        if everything or roles and not db:
            program = ["pg_dumpall"] + (["--roles-only"] if roles and re.search(r"\broles\b", text, re.I) and not re.search(r"\bglobals\b", text, re.I)
                                        else ["--globals-only"] if roles else [])
            name = file or f"{'roles' if roles else 'all_databases'}.sql" + (f".{_EXT[squeeze]}" if squeeze else "")
        else:
            program = ["pg_dump"]
            if directory:
                program.append("-Fd")
                if jobs:
                    program.append(f"-j {count_value(jobs.group('n'))}")
            elif custom:
                program.append("-Fc")
            program += ["-s"] if schema_only else ["-a"] if data_only else []
            program += ["-O"] if no_owner else []
            program += [f"-t {table}"] if table else []
            program += [f"-T {excluded.group('t')}"] if excluded else []
            ext = "dump" if custom and not directory else "sql"
            name = file or (f"{table}.sql" if table and not folder else f"{db}.{ext}") + (f".{_EXT[squeeze]}" if squeeze and not custom else "")
        if options:
            program.insert(1, options)
        run = f"{sudo}{' '.join(program)}"
        if not everything and not (roles and not db):
            run += f" {db}"
    else:
        program = ["mysqldump"] + ([options] if options else [])
        program += ["--single-transaction"] if re.search(r"\bsingle[\s-]transaction\b|\bwithout\s+lock\w*\b|\bconsistent\b", text, re.I) else []
        program += ["--routines"] if re.search(r"\b(?:routines|stored\s+procedures|procedures)\b", text, re.I) else []
        program += ["--no-data"] if schema_only else ["--no-create-info"] if data_only else []
        if excluded:
            program.append(f"--ignore-table={db}.{excluded.group('t')}")
        if everything:
            program.append("--all-databases")
            name = file or "all_databases.sql" + (f".{_EXT[squeeze]}" if squeeze else "")
        else:
            program.append(db + (f" {table}" if table else ""))
            name = file or (f"{table}.sql" if table else f"{db}.sql") + (f".{_EXT[squeeze]}" if squeeze else "")
        run = " ".join(program)
    if folder:
        name = f"{folder.rstrip('/')}/{name}"
    if dated and "$(date" not in name:
        name = _dated(name)
    if directory and engine == "pg":   # the folder said is the dump's own
        return f"{run} -f {folder.rstrip('/') if folder else re.sub(r'[.]sql$', '', name)}"
    if squeeze and not (custom and engine == "pg"):
        return f"{run} | {squeeze} > {name}"
    return f"{run} > {name}"


_EXT = {"gzip": "gz", "xz": "xz", "zstd": "zst", "bzip2": "bz2"}


def restore_asked(m: re.Match) -> str | None:
    """A dump loaded into a database: ``psql`` or ``pg_restore`` (custom format: ``.dump``), ``mysql``; a
    compressed dump piped in without unpacking it; or None."""
    text = m.string
    file = re.search(rf"(?<![\w/.~-]){_FILE}", text)
    engine = _engine(text) or ("pg" if file and re.search(r"\.(?:dump|pgdump)$", file.group("file")) else None)
    if engine is None or file is None or re.search(r"\b(?:docker|container|kubectl|pod|ssh|curl|wget|https?://|decrypt\w*|gpg)\b|\.(?:gpg|asc|enc)\b", text, re.I):
        return None   # (an encrypted dump: crypto's)
    path = file.group("file")
    into = re.search(rf"\b(?:in)?to\s+(?:the\s+)?(?:(?:new|empty|existing)\s+)?(?:postgres(?:ql)?\s+|mysql\s+|mariadb\s+|pg\s+)?(?:database|db)\s+(?:called\s+|named\s+)?(?P<db>{_NAME})"
                     rf"|\b(?:in)?to\s+(?:the\s+)?(?P<db2>{_NAME})\s+(?:postgres(?:ql)?\s+|mysql\s+)?(?:database|db)\b", text, re.I)
    db = (into.group("db") or into.group("db2")) if into else None
    if db is None or db.lower() in _NOT_NAMES:
        return None
    options, sudo = _login(text, engine)
    if not re.search(r"\bas\s+(?:the\s+)?(?:user\s+)?postgres\b", text, re.I):
        sudo = ""   # a dump loaded as the user who asks, unless said as postgres
    squeeze = {"gz": "zcat", "xz": "xzcat", "zst": "zstdcat", "bz2": "bzcat"}.get(path.rsplit(".", 1)[-1].lower())
    jobs = re.search(r"\b(?P<n>\d+|two|three|four|five|six|eight)\s+(?:parallel\s+)?(?:jobs|workers|threads|processes)\b", text, re.I)
    if engine == "pg":
        if re.search(r"\.(?:dump|pgdump|custom|tar)$", path) or re.search(r"\bcustom[\s-]+format\b|\bpg_restore\b", text, re.I):
            flags = ([options] if options else []) + (["--no-owner"] if re.search(r"\b(?:without|no)\s+(?:the\s+)?own(?:er|ership)\b", text, re.I) else []) \
                + ([f"-j {count_value(jobs.group('n'))}"] if jobs else []) + (["--clean"] if re.search(r"\b(?:clean|drop\w*\s+(?:the\s+)?(?:existing\s+)?objects)\b", text, re.I) else [])
            table = _named(text, r"table")
            flags += [f"-t {table}"] if table else []
            return f"{sudo}pg_restore {' '.join(flags + [f'-d {db}', path])}"
        run = f"{sudo}psql {options + ' ' if options else ''}-d {db}"
        return f"{squeeze} {path} | {run}" if squeeze else f"{run} -f {path}"
    run = f"mysql {options + ' ' if options else ''}{db}"
    return f"{squeeze} {path} | {run}" if squeeze else f"{run} < {path}"


def server_asked(m: re.Match) -> str | None:
    """Plain questions to a database server: its databases, one database's size, its connections, whether it
    accepts connections; a database made or dropped; the tables of one; a .sql file run against one."""
    text = m.string
    engine = _engine(text)
    if engine is None or re.search(r"\b(?:docker|container|kubectl|pod|ssh|dump\w*|back\s*up|backups?|restore|import|load|service|systemctl|journal\w*|logs?|"
                                    r"install\w*|apt|package|config\w*|\.conf|\.cnf|/var/lib|/etc/|change|set|edit|allow\w*|bind-address|grant\w*|password)\b", text, re.I):
        return None
    options, sudo = _login(text, engine)
    db = _database(text)
    pg = f"{sudo}psql{' ' + options if options else ''}"
    my = f"mysql{' ' + options if options else ''}"
    if re.search(r"\b(?:list|show|which|what)\b.*\bdatabases\b|\bdatabases\b.*\b(?:exist|are\s+there)\b", text, re.I) and not re.search(r"\bsizes?\b|\bbig\b|\blarge\b", text, re.I):
        return f"{pg} -l" if engine == "pg" else f"{my} -e 'SHOW DATABASES;'"
    if re.search(r"\b(?:size|how\s+big|how\s+large|disk\s+space)\b", text, re.I):
        if re.search(r"\b(?:all|each|every)\s+(?:the\s+)?(?:postgres(?:ql)?\s+|mysql\s+|mariadb\s+)?databases?\b|\bdatabases\b", text, re.I) and not db:
            if engine == "pg":
                return f"{pg} -c \"SELECT datname, pg_size_pretty(pg_database_size(datname)) FROM pg_database ORDER BY pg_database_size(datname) DESC;\""
            return (f"{my} -e \"SELECT table_schema, ROUND(SUM(data_length + index_length) / 1024 / 1024, 1) AS size_mb "
                    f"FROM information_schema.tables GROUP BY table_schema ORDER BY size_mb DESC;\"")
        if db:
            if engine == "pg":
                return f"{pg} -c \"SELECT pg_size_pretty(pg_database_size('{db}'));\""
            return (f"{my} -e \"SELECT ROUND(SUM(data_length + index_length) / 1024 / 1024, 1) AS size_mb "
                    f"FROM information_schema.tables WHERE table_schema = '{db}';\"")
        return None
    if engine == "pg" and re.search(r"\b(?:accept\w*\s+connections|ready|reachable|up|responding|alive)\b", text, re.I) and not re.search(r"\bwait\b|\buntil\b", text, re.I):
        host = re.search(rf"\b(?:on|at)\s+{_HOST}(?::(?P<p>\d+))?", text, re.I)
        if host and host.group("host").lower() not in ("the", "a"):
            return f"pg_isready -h {host.group('host')}" + (f" -p {host.group('p')}" if host.group("p") else "")
        return "pg_isready"
    if re.search(r"\b(?:connections|sessions|who\s+is\s+connected|running\s+quer(?:y|ies)|active\s+quer(?:y|ies)|processlist)\b", text, re.I):
        if re.search(r"\b(?:how\s+many|count|number\s+of)\b", text, re.I):
            return f"{pg} -c \"SELECT count(*) FROM pg_stat_activity;\"" if engine == "pg" else f"{my} -e \"SHOW STATUS LIKE 'Threads_connected';\""
        return f"{pg} -c \"SELECT pid, usename, datname, state, query FROM pg_stat_activity;\"" if engine == "pg" else f"{my} -e 'SHOW FULL PROCESSLIST;'"
    made = re.search(rf"\b(?:create|make|add)\s+(?:a\s+)?(?:new\s+)?(?:(?:empty\s+)?(?:postgres(?:ql)?|mysql|mariadb|pg)\s+)?(?:database|db)\s+(?:called\s+|named\s+)?['\"]?(?P<db>{_NAME})"
                     rf"(?:['\"]?\s+(?:owned\s+by|with\s+owner|for\s+(?:the\s+)?(?:user|role))\s+(?P<owner>{_NAME}))?", text, re.I)
    if made and made.group("db").lower() not in _NOT_NAMES:
        if engine == "pg":
            return f"{sudo}createdb{' ' + options if options else ''}" + (f" -O {made.group('owner')}" if made.group("owner") else "") + f" {made.group('db')}"
        return f"{my} -e 'CREATE DATABASE {made.group('db')};'"
    dropped = re.search(rf"\b(?:drop|delete|remove)\s+(?:the\s+)?(?:(?:postgres(?:ql)?|mysql|mariadb|pg)\s+)?(?:database|db)\s+(?:called\s+|named\s+)?['\"]?(?P<db>{_NAME})", text, re.I)
    if dropped and dropped.group("db").lower() not in _NOT_NAMES:
        return f"{sudo}dropdb{' ' + options if options else ''} {dropped.group('db')}" if engine == "pg" else f"{my} -e 'DROP DATABASE {dropped.group('db')};'"
    if db and re.search(r"\b(?:list|show|which|what)\b.*\btables\b", text, re.I):
        return f"{pg} -d {db} -c '\\dt'" if engine == "pg" else f"{my} -e 'SHOW TABLES;' {db}"
    ran = re.search(r"\b(?:run|execute|apply)\s+(?:the\s+)?(?:sql\s+)?(?:file\s+|script\s+)?(?P<file>[~/.\w][\w./~-]*\.sql)\b", text, re.I)
    if ran and db:
        return f"{pg} -d {db} -f {ran.group('file')}" if engine == "pg" else f"{my} {db} < {ran.group('file')}"
    return None


ROWS = (
    # "dump the postgres database orders_db to /backup/pg/orders_db.sql.gz", "back up the mysql db shop with today's
    # date in the name", "pg_dump only the schema of orders_db", "dump every postgres database into all.sql"
    (re.compile(r"\b(?:dump|back\s*up|backup|export|pg_dump|pg_dumpall|mysqldump|save)\b.*\b(?:databases?|dbs?|pg_dump\w*|mysqldump|roles|globals)\b"
                r"|\b(?:pg_dump|pg_dumpall|mysqldump)\b", re.I), dump_asked),
    # "restore /backup/app.dump into the postgres database app", "load shop.sql.gz into the mysql database shop"
    (re.compile(r"\b(?:restore|load|import|reload|feed|pipe)\b.*\b(?:into|to)\b.*\b(?:database|db)\b", re.I), restore_asked),
    # "list the postgres databases", "how big is the orders_db postgres database", "active connections to mysql",
    # "create a postgres database called reports owned by analyst", "is postgres on db02.internal accepting connections"
    (re.compile(r"\b(?:postgres(?:ql)?|mysql|mariadb|psql|pg)\b", re.I), server_asked),
)
