"""Command side of the generic forms: typed slots, syntax kept, round trip, fallback."""

import pytest

from serval.model.command import command_template, join_tokens, parse_command, same_words, utilities


@pytest.mark.parametrize("cmd, template", [
    ("find . -name '*.log' -size +10M", "find Path_1 -name Pattern_1 -size Size_1"),
    ("find /var/log -mtime -7 -type f", "find Path_1 -mtime Timespan_1 -type f"),
    ("find ~ -mmin +30 -user root -perm 644", "find Path_1 -mmin Timespan_1 -user User_1 -perm Permission_1"),
    ("find . -group staff -maxdepth 2", "find Path_1 -group Group_1 -maxdepth Number_1"),
    ("chmod 755 run.sh", "chmod Permission_1 Path_1"),
    ("chmod u+x script", "chmod Permission_1 Path_1"),
    ("chown root:wheel /srv", "chown User_1:Group_1 Path_1"),
    ("ssh-copy-id ops@db1.internal", "ssh-copy-id User_1@Host_1"),
    ("pip install requests==2.31.0", "pip Text_1 Text_2==Text_3"),
    ("mkdir backup", "mkdir Directory_1"),
    ("tar -tzf backup.tar.bz2", "tar -tzf File_1"),
    ("tar czf site.tgz site", "tar czf File_1 Path_1"),
    ("tar cf - dir1 | tar xf - -C dir2", "tar cf - Path_1 | tar xf - -C Directory_1"),
    ("cp a.txt dir/", "cp Path_1 Path_2"),
    ("mv notes old", "mv Path_1 Path_2"),
    ("echo \"hello world\"", "echo Text_1"),
    ("wget https://example.com/a.tgz", "wget Url_1"),
    ("ping -c 3 10.0.0.1", "ping -c Number_1 Host_1"),
    ("ssh -p 2222 example.com", "ssh -p Port_1 Host_1"),
    ("touch -d 2021-01-01 f.txt", "touch -d Date_1 Path_1"),
    ("echo $HOME", "echo Variable_1"),
    ("head -n 10 file.txt", "head -n Number_1 Path_1"),
    ("grep -r foo src", "grep -r Pattern_1 Path_1"),
])
def test_each_slot_type(cmd, template):
    assert command_template(cmd) == template


@pytest.mark.parametrize("cmd, template", [
    ("ls -l | grep foo > out.txt 2>&1", "ls -l | grep Pattern_1 > File_1 2>&1"),
    ("cd /tmp && ls", "cd Directory_1 && ls"),
    ("find . -name '*.py' -exec rm {} \\;", "find Path_1 -name Pattern_1 -exec rm {} \\;"),
    ("rm $(find . -name '*.tmp')", "rm $(find Path_1 -name Pattern_1)"),
    ("cat file.txt 2>/dev/null", "cat Path_1 2> /dev/null"),
    ("find . -print0 | xargs -0 -I {} mv {} dest", "find Path_1 -print0 | xargs -0 -I {} mv {} Path_2"),
    ("dd if=/dev/zero of=disk.img bs=1M count=10", "dd if=File_1 of=File_2 bs=Size_1 count=Number_1"),
    ("grep --include=*.py -r x .", "grep --include=Pattern_1 -r Pattern_2 Path_1"),
])
def test_operators_redirections_and_substitutions_are_kept(cmd, template):
    assert command_template(cmd) == template


def test_slots_are_numbered_per_type_in_order():
    assert command_template("cp a.txt b.txt c/") == "cp Path_1 Path_2 Path_3"
    assert command_template("grep -c foo a.txt b.txt") == "grep -c Pattern_1 Path_1 Path_2"


@pytest.mark.parametrize("a, b", [
    ("find / -name x", "find /etc/ -name y"),                # the spelling of a path does not change its type
    ("ls dir", "ls dir/"),
    ("cp a.txt b", "cp a b.txt"),
])
def test_slot_type_comes_from_context_not_spelling(a, b):
    assert command_template(a) == command_template(b)


@pytest.mark.parametrize("cmd, template", [
    ("find / -type f ! -perm 644", "find Path_1 -type f ! -perm Permission_1"),
    ("find . \\( -name '*.c' -o -name '*.h' \\) -print", "find Path_1 \\( -name Pattern_1 -o -name Pattern_2 \\) -print"),
    ("find . \\! -name x", "find Path_1 ! -name Pattern_1"),
    ("find . -exec rm '{}' ';'", "find Path_1 -exec rm {} \\;"),
    ("find a b -exec grep -H foo {} \\; -name x", "find Path_1 Path_2 -exec grep -H Pattern_1 {} \\; -name Pattern_2"),
    ("su - bob", "su - User_1"),
])
def test_find_expressions_and_shell_equivalent_spellings(cmd, template):
    assert command_template(cmd) == template


def test_round_trip_gives_the_same_words():
    cmd = "find . -name \"*.log\" -mtime +7 -exec gzip {} \\; 2>/dev/null | tee $(date +%F).txt"
    parsed = parse_command(cmd)
    assert parsed.parsed
    assert same_words(join_tokens(parsed.words()), cmd)


def test_round_trip_rate_on_the_corpus(nl2bash_dir):
    lines = (nl2bash_dir / "all.cm").read_text(encoding="utf-8").splitlines()[::10]
    parsed = [parse_command(c) for c in lines]
    ok = [p for p in parsed if p.parsed]
    assert len(ok) / len(lines) > 0.97
    rate = sum(same_words(join_tokens(p.words()), p.source) for p in ok) / len(ok)
    assert rate >= 0.99


def test_unparseable_commands_use_the_fallback_tokenizer():
    parsed = parse_command("time { sleep 1; } 'unterminated")
    assert not parsed.parsed
    assert parsed.tokens  # still tokens, no exception


@pytest.mark.parametrize("bad", ["", "   ", "\x00\x01", "a" * 10000, "echo 'x", "((((", "ls \udcff"])
def test_bad_input_never_raises(bad):
    parsed = parse_command(bad)
    assert isinstance(parsed.template(), str)


def test_utilities_through_pipes_exec_and_xargs():
    assert utilities("find . -name x -exec rm {} \\; | xargs -0 grep y") == ["find", "rm", "xargs", "grep"]
    assert utilities("sudo ls -l") == ["sudo", "ls"]


@pytest.mark.parametrize("cmd, template", [
    ("scp db1:backup.sql .", "scp Host_1:Path_1 Path_2"),
    ("rsync -av web1:/srv/www/ backup/", "rsync -av Host_1:Path_1 Path_2"),
    ("scp -P 2222 site.tgz web-2:", "scp -P Port_1 Path_1 Host_1:"),
    ("scp notes.txt ops@db1:/tmp", "scp Path_1 User_1@Host_1:Path_2"),
    ("rsync -av https://example.com/x .", "rsync -av Url_1 Path_1"),   # a URL is no host:path
])
def test_a_path_on_a_host_is_the_host_then_the_path(cmd, template):
    assert command_template(cmd) == template


@pytest.mark.parametrize("cmd, template", [
    ("tr '[:upper:]' '[:lower:]' < in.txt", "tr '[:upper:]' '[:lower:]' < File_1"),
    ("tr -d '\\r' < dos.txt", "tr -d '\\r' < File_1"),
    ("tr -dc 'a-zA-Z0-9'", "tr -dc 'a-zA-Z0-9'"),
    ("tr ',' '\\t' < a.csv", "tr Text_1 '\\t' < File_1"),   # a character the request names stays data
])
def test_tr_character_classes_and_ranges_are_syntax(cmd, template):
    assert command_template(cmd) == template


@pytest.mark.parametrize("cmd, template", [
    ("time ./build.sh", "time ./build.sh"),
    ("time -p make -j 4", "time -p make -j Number_1"),
    ("time find . -name '*.log' | wc -l", "time find Path_1 -name Pattern_1 | wc -l"),
])
def test_the_time_keyword_parses(cmd, template):
    parsed = parse_command(cmd)
    assert parsed.parsed and parsed.template() == template
    assert " ".join(t.text for t in parsed.tokens).split() == cmd.split()


@pytest.mark.parametrize("command, template", [
    ('while read h; do ping -c 1 "$h"; done < hosts.txt', "while read Variable_1 ; do ping -c Number_1 Host_1 ; done < File_1"),
    ('for f in *.txt; do wc -l "$f"; done > out.txt', "for Text_1 in Pattern_1 ; do wc -l Path_1 ; done > File_1"),
    ("{ date; uptime; } > status.log", "{ date ; uptime ; } > File_1"),
])
def test_a_loop_or_group_keeps_its_own_redirect(command, template):
    assert command_template(command) == template
