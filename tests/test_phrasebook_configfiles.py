"""The phrasebook's configfiles module (serval.model.phrasebook.configfiles): YAML, XML, INI, TOML and KEY=value
files read and changed by their paths. The answers run for real in the sandbox where the tools are installed
(xmllint and xmlstarlet, crudini, python-yq's yq and tomlq for reads; sed and bash for .env files); yq's in-place
edits are mikefarah's syntax, which python-yq does not take, so those are checked as written."""

import json

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import configfiles, phrasebook
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("what port is set under server.port in config.yaml?", "yq -r '.server.port' config.yaml"),
    ("list the names of all services defined in docker-compose.yml", "yq -r '.services | keys | .[]' docker-compose.yml"),
    ("top level keys of group_vars/all.yml", "yq -r 'keys | .[]' group_vars/all.yml"),
    ("set spec.replicas to 3 in k8s/deployment.yaml, editing the file in place", "yq -i '.spec.replicas = 3' k8s/deployment.yaml"),
    ("drop the top-level debug key from settings.yml, save in place", "yq -i 'del(.debug)' settings.yml"),
    ("convert values.yaml to json and write it to values.json", "yq -o=json '.' values.yaml > values.json"),
    ("pretty print feed.xml with proper indentation", "xmllint --format feed.xml"),
    ("Is sitemap.xml well-formed? I only want to see errors if there are any", "xmllint --noout sitemap.xml"),
    ("validate invoice.xml against the schema in invoice.xsd", "xmllint --noout --schema invoice.xsd invoice.xml"),
    ("how many <item> elements does rss.xml have", "xmlstarlet sel -t -v 'count(//item)' -n rss.xml"),
    ("xmllint: text of /config/db/host in app-config.xml", "xmllint --xpath 'string(/config/db/host)' app-config.xml"),
    ("pull the <title> text out of page.html", "xmllint --html --xpath 'string(//title)' page.html 2>/dev/null"),
    ("broken.xml won't parse. recover whatever xmllint can and write it to fixed.xml", "xmllint --recover broken.xml > fixed.xml"),
    ("what is bind-address set to in the [mysqld] section of /etc/mysql/mysql.conf.d/mysqld.cnf",
     "crudini --get /etc/mysql/mysql.conf.d/mysqld.cnf mysqld bind-address"),
    ("set max_connections = 500 in the [mysqld] section of /etc/mysql/mysql.conf.d/mysqld.cnf",
     "sudo crudini --set /etc/mysql/mysql.conf.d/mysqld.cnf mysqld max_connections 500"),
    ("remove the proxy key from the [network] section of ~/.config/syncapp/settings.ini", "crudini --del ~/.config/syncapp/settings.ini network proxy"),
    ("grab the DATABASE_URL value out of .env, just the value", "grep '^DATABASE_URL=' .env | cut -d= -f2-"),
    ("What is log.dirs set to in /opt/kafka/config/server.properties?", "grep '^log\\.dirs=' /opt/kafka/config/server.properties | cut -d= -f2-"),
    ("load everything in .env into my current shell as exported variables", "set -a; source .env; set +a"),
    ("run npm start with the vars from .env.production, but don't leave them set in my shell afterwards", "(set -a; . ./.env.production; npm start)"),
    ("pyproject.toml: print tool.black.line-length", "tomlq -r '.tool.black.\"line-length\"' pyproject.toml"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_structured_files_are_read_and_changed_by_their_paths(text, expected):
    assert rows_answer(configfiles.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "extract only config/app.yml from release.tar.gz",                     # an archive's member, not a path in YAML
    "change localhost to db.example.com everywhere in config/database.yml",  # sed's
    "what's different between config.yaml and config.yaml.orig",
    "generate config.yml from config.tmpl, filling in the ${DB_HOST} style env vars",
    "extract the text between <title> and </title> in index.html",
    "change port to 3307 but only inside the [mysql] section of my.ini",       # a sed range, as the file's lines say
    "put a new <server>web03</server> inside <servers> in hosts.xml",
    "parse the XML file example.xml and number all key tags of the config section",   # parsed to read, not checked
])
def test_other_tasks_on_such_files_are_left_alone(text):
    assert rows_answer(configfiles.ROWS, text) is None


def test_env_files_are_read_and_loaded_for_real(tmp_path):
    (tmp_path / ".env").write_text("APP_ENV=dev\nDATABASE_URL=postgres://u:p@db:5432/app?x=1\n")
    value = run_in_folder(rows_answer(configfiles.ROWS, "grab the DATABASE_URL value out of .env, just the value"), tmp_path).stdout
    assert value == "postgres://u:p@db:5432/app?x=1\n"
    loaded = rows_answer(configfiles.ROWS, "load everything in .env into my current shell as exported variables")
    assert run_in_folder(f"{loaded}; bash -c 'echo $APP_ENV'", tmp_path).stdout == "dev\n"
    (tmp_path / "server.properties").write_text("log.dirs=/var/kafka\nlogXdirs=wrong\n")
    said = rows_answer(configfiles.ROWS, "What is log.dirs set to in server.properties?")
    assert run_in_folder(said, tmp_path).stdout == "/var/kafka\n"   # the dot is a dot, not any character


@pytest.mark.skipif(not have("xmllint", "xmlstarlet"), reason="xmllint and xmlstarlet are not installed")
def test_xml_answers_run_for_real(tmp_path):
    (tmp_path / "rss.xml").write_text("<rss><channel><item><title>a</title></item><item><title>b</title></item></channel></rss>")
    assert run_in_folder(rows_answer(configfiles.ROWS, "how many <item> elements does rss.xml have"), tmp_path).stdout.strip() == "2"
    assert run_in_folder(rows_answer(configfiles.ROWS, "Is rss.xml well-formed? I only want to see errors"), tmp_path).returncode == 0
    (tmp_path / "bad.xml").write_text("<a><b></a>")
    assert run_in_folder(rows_answer(configfiles.ROWS, "Is bad.xml well-formed? I only want to see errors"), tmp_path, check=False).returncode != 0
    (tmp_path / "app-config.xml").write_text("<config><db><host>db01</host></db></config>")
    assert run_in_folder(rows_answer(configfiles.ROWS, "xmllint: text of /config/db/host in app-config.xml"), tmp_path).stdout.strip() == "db01"
    assert run_in_folder(rows_answer(configfiles.ROWS, "pretty print app-config.xml"), tmp_path).stdout.count("\n") >= 5
    (tmp_path / "page.html").write_text("<html><head><title>Hello page</title></head><body></body></html>")
    assert run_in_folder(rows_answer(configfiles.ROWS, "pull the <title> text out of page.html"), tmp_path).stdout.strip() == "Hello page"


@pytest.mark.skipif(not have("crudini"), reason="crudini is not installed")
def test_ini_answers_run_for_real(tmp_path):
    (tmp_path / "my.cnf").write_text("[client]\nport = 3306\n[mysqld]\nbind-address = 127.0.0.1\nproxy = x\n")
    got = run_in_folder(rows_answer(configfiles.ROWS, "what is bind-address set to in the [mysqld] section of my.cnf"), tmp_path).stdout
    assert got.strip() == "127.0.0.1"
    run_in_folder(rows_answer(configfiles.ROWS, "set max_connections = 500 in the [mysqld] section of my.cnf"), tmp_path)
    run_in_folder(rows_answer(configfiles.ROWS, "remove the proxy key from the [mysqld] section of my.cnf"), tmp_path)
    text = (tmp_path / "my.cnf").read_text()
    assert "max_connections = 500" in text and "proxy" not in text and "port = 3306" in text


@pytest.mark.skipif(not have("yq", "tomlq"), reason="yq is not installed")
def test_yaml_and_toml_reads_run_for_real(tmp_path):
    (tmp_path / "config.yaml").write_text("server:\n  port: 8080\nservices:\n  app: {}\n  db: {}\n")
    assert run_in_folder(rows_answer(configfiles.ROWS, "what port is set under server.port in config.yaml?"), tmp_path).stdout.strip() == "8080"
    names = run_in_folder(rows_answer(configfiles.ROWS, "list the names of all services defined in config.yaml"), tmp_path).stdout.split()
    assert names == ["app", "db"]
    (tmp_path / "pyproject.toml").write_text('[tool.black]\nline-length = 100\n')
    assert run_in_folder(rows_answer(configfiles.ROWS, "pyproject.toml: print tool.black.line-length"), tmp_path).stdout.strip() == "100"
    assert json.loads(run_in_folder("yq . config.yaml", tmp_path).stdout)["server"]["port"] == 8080
