"""Alignment of entities to command slots, and slot filling at inference."""

import shutil
import subprocess

import pytest

from serval.model.command import GLUE, parse_command
from serval.model.entities import recognize
from serval.model.generic import align, cron_schedule, fill, mixed_roles, shell_quote


def target(nl, cmd, keep=frozenset({"."})):
    return align(parse_command(cmd), recognize(nl), keep).tokens


def test_arguments_named_in_the_sentence_become_its_placeholders():
    assert target("find log files bigger than 10MB", "find . -name '*.log' -size +10M") == \
        ["find", ".", "-name", "Pattern_1", "-size", "+" + GLUE, "Size_1"]


def test_units_and_signs_align():
    assert target("files changed in the last 2 hours", "find . -mmin -120") == \
        ["find", ".", "-mmin", "-" + GLUE, "Timespan_1"]
    assert target("older than 3 weeks", "find . -mtime +21") == ["find", ".", "-mtime", "+" + GLUE, "Timespan_1"]


def test_unnamed_arguments_become_type_zero_slots_unless_common():
    assert target("search for it", "grep -r word src", keep=frozenset()) == \
        ["grep", "-r", "Pattern_0", "Path_0"]
    assert target("search for it", "grep -r word src", keep=frozenset({"src"})) == \
        ["grep", "-r", "Pattern_0", "src"]


def test_words_of_the_sentence_that_are_no_entity_stay_literal():
    # "notes" is an ordinary word the model reads; a hole here could never be filled.
    assert target("list what is in notes", "ls -l notes", keep=frozenset()) == ["ls", "-l", "notes"]
    assert target("list what is in notes", "ls -l Notes", keep=frozenset()) == ["ls", "-l", "Path_0"]


def test_trailing_slash_is_a_suffix():
    assert target("compare dir1 and dir2", "diff -r dir1/ dir2/") == \
        ["diff", "-r", "Path_1", GLUE + "/", "Path_2", GLUE + "/"]


def test_fill_round_trips_the_training_target():
    nl, cmd = "copy test.txt to /tmp/backup", "cp test.txt /tmp/backup"
    rec = recognize(nl)
    assert fill(target(nl, cmd), rec).command == cmd


def test_fill_converts_units_for_the_flag():
    rec = recognize("files modified in the last 2 hours")
    assert fill(["find", ".", "-mmin", "-" + GLUE, "Timespan_1"], rec).command == "find . -mmin -120"
    # -mtime counts whole days (GNU find takes no fractions): its minute twin says 2 hours
    assert fill(["find", ".", "-mtime", "-" + GLUE, "Timespan_1"], rec).command == "find . -mmin -120"


def test_fill_uses_a_compatible_unused_entity_then_defaults_then_a_visible_placeholder():
    rec = recognize("search notes.txt")
    out = fill(["grep", "-i", "Pattern_0", "File_2", "|", "head", "-n", "Number_0"], rec)
    assert out.command == "grep -i <pattern> notes.txt | head -n <number>" and out.unfilled == 2
    rec = recognize("list everything")
    out = fill(["find", "Path_0", "-name", "Pattern_0"], rec)
    assert out.command == "find . -name <pattern>" and out.unfilled == 1


def test_filled_values_are_quoted_for_the_shell():
    rec = recognize('find files named "my file.txt" and *.log')
    out = fill(["find", ".", "-name", "File_1", "-o", "-name", "Pattern_1"], rec).command
    assert out == 'find . -name "my file.txt" -o -name "*.log"'
    assert shell_quote("it's $HOME", "Text") == "'it'\"'\"'s $HOME'"
    assert shell_quote("~/docs", "Path") == "~/docs"
    assert shell_quote("$HOME/x", "Path") == '"$HOME/x"'


def test_template_of_a_candidate_is_typed_like_a_gold_command():
    rec = recognize('make "a.txt" and "b" owned by root')
    filled = fill(["chown", "User_1", "Text_1", "File_1"], rec)
    assert filled.command == "chown root b a.txt"
    assert filled.template == "chown User_1 Path_1 Path_2"   # typed by the command, not the sentence
    assert fill(["find", "Path_0", "-name", "Pattern_0"], recognize("x")).template == "find Path_1 -name Pattern_1"


def test_oracle_fill_rate_on_dev(nl2bash_dir):
    """Gold template filled from the gold sentence's entities: the ceiling for full-command accuracy."""
    from serval.training.data import load_split
    from serval.training.metrics import command_equivalent
    from serval.training.prepare import literal_set

    keep = literal_set(load_split(nl2bash_dir, "train"))
    pairs = load_split(nl2bash_dir, "dev")
    hits = sum(command_equivalent(fill(align(parse_command(p.cmd), recognize(p.nl), keep).tokens,
                                       recognize(p.nl)).command, p.cmd) for p in pairs)
    assert hits / len(pairs) >= 0.5


def test_rare_training_words_become_text_entities_as_unknown_words_do_at_inference():
    from serval.training.data import Pair
    from serval.training.prepare import frequent_words, make_examples

    pairs = [Pair("print lines with PROBES of config", "grep PROBES config"),
             Pair("print lines with UTRACE of config", "grep UTRACE config"),
             Pair("print lines of config", "cat config")]
    known = frequent_words(pairs, 2)
    assert "print" in known and "prob" not in known and "probes" not in known
    ex = make_examples(pairs, frozenset({"config"}), known)[0]
    assert ex.src == ["print", "lin", "with", "Text_1", "of", "config"]
    assert ex.tgt == ["grep", "Text_1", "config"]          # copied from the sentence, not Pattern_0
    # Without the known-word split the word stays a word of the input, so the target writes it.
    assert make_examples(pairs, frozenset({"config"}))[0].tgt == ["grep", "PROBES", "config"]


def test_a_port_written_after_a_colon_aligns_and_fills_back():
    assert target("what is listening on port 8080", "lsof -i :8080") == ["lsof", "-i", ":" + GLUE, "Port_1"]
    rec = recognize("who uses port 5432")
    assert fill(["lsof", "-i", ":" + GLUE, "Port_1"], rec).command == "lsof -i :5432"


def test_a_moment_in_the_past_fills_as_n_units_ago_but_an_age_stays_a_number():
    assert target("what was the date 3 days ago", "date -d '3 days ago'") == ["date", "-d", "Timespan_1"]
    rec = recognize("show the journal since 2 hours ago")
    assert fill(["journalctl", "--since", "Timespan_1"], rec).command == 'journalctl --since "2 hours ago"'
    rec = recognize("files changed 3 days ago")
    assert fill(["find", ".", "-mtime", "Timespan_1"], rec).command == "find . -mtime 3"
    # whole days written with find's minute flag: the day flag says it as the request does
    assert fill(["find", ".", "-mmin", "-" + GLUE, "Timespan_1"], rec).command == "find . -mtime -3"
    rec = recognize("files changed in the last 2 weeks")
    assert fill(["find", ".", "-amin", "-" + GLUE, "Timespan_1"], rec).command == "find . -atime -14"
    rec = recognize("files changed in the last 24 hours")
    assert fill(["find", ".", "-mmin", "-" + GLUE, "Timespan_1"], rec).command == "find . -mtime -1"
    rec = recognize("files changed in the last 36 hours")
    assert fill(["find", ".", "-mmin", "-" + GLUE, "Timespan_1"], rec).command == "find . -mmin -2160"


def test_words_that_commands_mostly_take_as_arguments_are_names_to_copy():
    from serval.training.data import Pair
    from serval.training.prepare import frequent_words, make_examples, name_words

    pairs = [Pair("is nginx running", "ps aux | grep nginx"),
             Pair("restart nginx now", "systemctl restart nginx"),
             Pair("how to restart a service", "man systemctl"),
             Pair("list running processes", "ps aux"),
             Pair("list processes now", "ps -ef")]
    names = name_words(pairs)
    assert "nginx" in names                  # an argument in 2 of its 2 sentences
    assert "restart" not in names            # an action word, even where it is an argument
    assert "run" not in names and "process" not in names
    known = frequent_words(pairs, 2) - names
    ex = make_examples(pairs, frozenset({"aux"}), known)[0]
    assert ex.src == ["is", "Text_1", "run"] and ex.tgt == ["ps", "aux", "|", "grep", "Text_1"]


def test_a_glob_inside_a_named_folder_is_the_folder_then_the_glob():
    tokens = target("move all mp3 files from ~/Downloads to ~/Music", "mv ~/Downloads/*.mp3 ~/Music/")
    assert tokens == ["mv", "Path_1", GLUE + "/" + GLUE, "Pattern_1", "Path_2", GLUE + "/"]
    rec = recognize("move all mp3 files from ~/Music to ~/Old")
    assert fill(tokens, rec).command == "mv ~/Music/*.mp3 ~/Old/"      # the glob is not quoted: it must expand
    assert target("sizes of everything in /var", "du -sh /var/*") == ["du", "-sh", "Path_1", GLUE + "/*"]
    rec = recognize("remove sql files in build/")
    assert fill(["rm", "Directory_1", GLUE + "/" + GLUE, "Pattern_1"], rec).command == "rm build/*.sql"
    assert target("delete a/*.txt", "rm a/*.txt") == ["rm", "File_1"]   # written whole: one entity


def test_a_glob_glued_to_an_option_stays_quoted():
    rec = recognize("grep TODO in python files")
    # (the folder searched is the current one, named by repair)
    assert fill(["grep", "-r", "--include=" + GLUE, "Pattern_2", "Pattern_1"], rec).command == 'grep -r --include="*.py" TODO .'


def test_subcommands_seen_twice_stay_literal_but_rare_odd_arguments_do_not():
    from serval.training.data import Pair
    from serval.training.prepare import literal_set

    pairs = [Pair("switch to develop", "git checkout develop"), Pair("go to main", "git checkout main"),
             Pair("x", "cat A_B.X"), Pair("y", "cat A_B.X"), Pair("z", "cat once")]
    keep = literal_set(pairs)
    assert "checkout" in keep and "A_B.X" not in keep and "once" not in keep


def test_a_quoted_glob_in_a_folder_is_for_the_tool_and_is_not_split():
    tokens = target("find groovy files not under ./target", 'find . -name "*.groovy" -not -path "./target/*"')
    assert GLUE + "/*" not in tokens and GLUE + "/" + GLUE not in tokens


def test_times_fill_as_moments_gnu_date_reads():
    def cmd(tokens, nl):
        return fill(tokens, recognize(nl)).command
    assert cmd(["date", "-d", "Timespan_1"], "what was the date 3d ago") == 'date -d "3 days ago"'
    assert cmd(["date", "-d", "Timespan_1"], "what date will it be in 3 days") == 'date -d "3 days"'
    assert cmd(["journalctl", "--since", "Timespan_1"], "journal of the last 1 hour") == 'journalctl --since "1 hour ago"'
    assert cmd(["date", "-d", "Date_0"], "what date will it be in 3 days") == "date -d <date>"   # no bare number


def test_commands_that_take_a_variable_name_get_it_without_the_dollar():
    assert target("remove the DEBUG variable", "unset DEBUG") == ["unset", "Variable_1"]
    rec = recognize("remove the HISTFILE variable from my environment")
    assert fill(["unset", "Variable_1"], rec).command == "unset HISTFILE"
    assert fill(["echo", "Variable_1"], recognize("print the HOME variable")).command == "echo $HOME"


@pytest.mark.parametrize("nl, tokens, command", [
    ("delete ~/Downloads/*.mp3", ["rm", "Path_1"], "rm ~/Downloads/*.mp3"),
    ("sizes of everything in ~/", ["du", "-sh", "Path_1", GLUE + "/*"], "du -sh ~/*"),
    ("list ~", ["ls", "Path_1"], "ls ~"),
    ("find '*.log' files in /tmp", ["find", "Path_1", "-name", "Pattern_1"], "find /tmp -name '*.log'"),
])
def test_a_glob_or_tilde_the_user_typed_as_a_path_expands(nl, tokens, command):
    assert fill(tokens, recognize(nl)).command.replace('"', "'") == command


def test_names_never_become_literals_and_commands_never_become_names():
    from serval.training.data import Pair
    from serval.training.prepare import literal_set, name_words

    pairs = [Pair("delete the empty folders of staging", "find staging -type d -empty -delete"),
             Pair("what is in staging", "ls staging"),
             Pair("list docker containers", "docker ps"), Pair("docker images", "docker images"),
             Pair("is docker running", "systemctl status docker"), Pair("restart docker", "systemctl restart docker"),
             Pair("remove txt files", "rm txt"), Pair("show txt files", "ls txt")]
    assert "staging" not in literal_set(pairs)
    names = name_words(pairs)
    assert "stag" in names and "docker" not in names and "txt" not in names


@pytest.mark.parametrize("nl, cmd, tokens", [
    ("replace localhost with 127.0.0.1 in settings.py", "sed -i 's/localhost/127.0.0.1/g' settings.py",
     ["sed", "-i", "'s/" + GLUE, "Text_1", GLUE + "/" + GLUE, "Text_2", GLUE + "/g'", "File_1"]),
    ("print lines 10 to 20 of input.csv", "sed -n '10,20p' input.csv",
     ["sed", "-n", "'" + GLUE, "Number_1", GLUE + "," + GLUE, "Number_2", GLUE + "p'", "File_1"]),
    ("print the second column of data.txt", "awk '{print $2}' data.txt",
     ["awk", "'{print $" + GLUE, "Number_1", GLUE + "}'", "File_1"]),
    ("set EDITOR to vim", "export EDITOR=vim", ["export", "Text_1", GLUE + "=" + GLUE, "Text_2"]),
])
def test_scripts_are_built_around_the_values_the_sentence_names(nl, cmd, tokens):
    assert target(nl, cmd) == tokens
    assert fill(tokens, recognize(nl)).command == cmd


def test_a_script_with_no_named_value_stays_one_slot():
    assert target("print the last column of data.tsv", "awk '{print $NF}' data.tsv", keep=frozenset()) == \
        ["awk", "Text_0", "File_1"]
    # a number inside a longer number is not that number
    assert target("show 12 lines", "sed -n '120p' f.txt", keep=frozenset())[2] == "Text_0"


def test_values_filled_into_a_quoted_script_are_escaped_for_it():
    tokens = target("replace foo with bar in a.txt", "sed -i 's/foo/bar/g' a.txt")
    assert fill(tokens, recognize("replace http:// with it's in a.txt")).command == \
        "sed -i 's/http:\\/\\//it'\\''s/g' a.txt"
    tokens = target("replace foo with bar in a.txt", 'sed -i "s|foo|bar|" a.txt')
    # sed's regex and replacement syntax: "." and "&" are literal; the double quotes keep "$" literal
    assert fill(tokens, recognize("replace $1.5 with T&J in a.txt")).command == 'sed -i "s|\\\\\\$1\\\\.5|T\\\\&J|" a.txt'
    tokens = target("print the first column of data.csv", 'awk -F, "{print \\"x\\", $1}" data.csv')
    assert fill(tokens, recognize("print the third column of data.csv")).command == 'awk -F, "{print \\"x\\", $3}" data.csv'


def test_a_script_keeping_a_word_of_the_sentence_is_not_split():
    # "gcc" is a word the model knows: split around 12 only, the script would teach "gcc/clang" as syntax
    assert target("on line 12 of main.mk change gcc to clang", "sed -i '12s/gcc/clang/g' main.mk")[2] == "Text_0"


def test_each_named_value_stands_for_one_place_in_the_script():
    tokens = target("print the first column of data.csv without the header", "awk -F, 'NR>1 {print $1}' data.csv")
    assert fill(tokens, recognize("print the third column of a.csv without the header")).command == \
        "awk -F, 'NR>1 {print $3}' a.csv"


def test_an_exported_variable_is_assigned_by_its_bare_name():
    nl, cmd = "set the JAVA_HOME variable to /opt/jdk17", "export JAVA_HOME=/opt/jdk17"
    assert target(nl, cmd) == ["export", "Variable_1", GLUE + "=" + GLUE, "Path_1"]
    assert fill(target(nl, cmd), recognize(nl)).command == cmd


def test_a_number_glued_to_its_flag_is_copied():
    nl, cmd = "print the third field of samples.tsv", "cut -f3 samples.tsv"
    assert target(nl, cmd) == ["cut", "-f" + GLUE, "Number_1", "File_1"]
    assert fill(target(nl, cmd), recognize("print the 5th field of a.tsv")).command == "cut -f5 a.tsv"
    assert target("show 3 files", "ls -l | head -n 3") == ["ls", "-l", "|", "head", "-n", "Number_1"]


@pytest.mark.parametrize("nl, cmd, tokens, other, filled", [
    ("characters 5 to 12 of each line of ids.txt", "cut -c5-12 ids.txt",
     ["cut", "-c" + GLUE, "Number_1", GLUE + "-" + GLUE, "Number_2", "File_1"],
     "characters 3 to 8 of each line of a.txt", "cut -c3-8 a.txt"),
    ("first 8 characters of each line in hashes.txt", "cut -c1-8 hashes.txt",
     ["cut", "-c1-" + GLUE, "Number_1", "File_1"], "first 20 characters of each line in a.txt", "cut -c1-20 a.txt"),
    ("kill what's listening on port 3000", "kill $(lsof -t -i:3000)",
     ["kill", "$(", "lsof", "-t", "-i:" + GLUE, "Port_1", ")"], "kill whatever is on port 8443", "kill $(lsof -t -i:8443)"),
    ("first 100 bytes of data.bin", "head -c 100 data.bin", ["head", "-c", "Size_1", "File_1"],
     "first 64 bytes of a.bin", "head -c 64 a.bin"),
])
def test_numbers_glued_to_a_flag_and_bytes_are_the_requests(nl, cmd, tokens, other, filled):
    """cut's ranges, lsof's port and a count of bytes are the request's numbers, not literals to learn."""
    assert target(nl, cmd) == tokens
    assert fill(tokens, recognize(nl)).command == cmd
    assert fill(tokens, recognize(other)).command == filled


def test_bytes_keep_their_c_only_for_find():
    rec = recognize("files smaller than 100 bytes, and the first 100 bytes")
    assert fill(["find", ".", "-size", "-" + GLUE, "Size_1"], rec).command == "find . -size -100c"
    assert fill(["head", "-c", "Size_1", "x"], rec).command == "head -c 100 x"


@pytest.mark.parametrize("tokens, command", [
    (["sed", "-i", "'s/" + GLUE, "Text_1", GLUE + "/" + GLUE, "Text_2", GLUE + "/g'", "Pattern_1"],
     "sed -i 's/foo/bar/g' *.html"),
    (["ls", "-l", "Pattern_1"], "ls -l *.html"),
    (["sudo", "rm", "Pattern_1"], "sudo rm *.html"),
    (["find", ".", "-name", "Pattern_1"], 'find . -name "*.html"'),
    (["grep", "Pattern_1", "a.txt"], 'grep "*.html" a.txt'),
    (["tar", "-czf", "x.tgz", "--exclude", "Pattern_1", "."], 'tar -czf x.tgz --exclude "*.html" .'),
    (["for", "f", "in", "Pattern_1", ";", "do", "echo", '"$f"', ";", "done"], 'for f in *.html ; do echo "$f" ; done'),
])
def test_a_glob_is_left_to_the_shell_only_where_files_are_expected(tokens, command):
    assert fill(tokens, recognize("replace foo with bar in all html files")).command == command


def test_a_value_inside_a_command_line_for_another_shell_is_quoted_for_that_shell(tmp_path):
    (tmp_path / "my dir").mkdir()
    (tmp_path / "my dir" / "inside.txt").write_text("x")
    rec = recognize(f"list '{tmp_path}/my dir' in a subshell")
    command = fill(["bash", "-c", "'cd " + GLUE, "Path_1", GLUE + " && ls'"], rec).command
    assert command == f"bash -c 'cd \"{tmp_path}/my dir\" && ls'"
    # run only in the test's folder, read-only and without network where bubblewrap is present
    jail = ["bwrap", "--ro-bind", "/", "/", "--dev-bind", "/dev", "/dev", "--proc", "/proc", "--unshare-net",
            "--die-with-parent", "--chdir", str(tmp_path)] if shutil.which("bwrap") else []
    out = subprocess.run([*jail, "bash", "-c", command], capture_output=True, text=True, cwd=tmp_path, timeout=10)
    assert out.stdout.split() == ["inside.txt"]


def test_a_value_inside_a_double_quoted_string_of_a_single_quoted_script_is_escaped_for_it():
    tokens = ["awk", "'$2 == \"" + GLUE, "Text_1", GLUE + "\"'", "File_1"]
    assert fill(tokens, recognize('rows of log.txt whose second column is \'say "hi"\'')).command == \
        "awk '$2 == \"say \\\"hi\\\"\"' log.txt"


def test_a_range_of_names_is_one_brace_expansion_the_shell_expands(tmp_path):
    nl, cmd = "create file1.txt through file10.txt", "touch file{1..10}.txt"
    tokens = target(nl, cmd)
    assert tokens == ["touch", "Path_1"]
    filled = fill(tokens, recognize(nl)).command
    assert filled == cmd
    subprocess.run(["bash", "-c", filled], cwd=tmp_path, check=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"file{i}.txt" for i in range(1, 11))


def test_a_glob_in_a_folder_the_sentence_names_as_a_plain_word():
    assert target("move all csv files of exports to /data/archive", "mv exports/*.csv /data/archive/",
                  keep=frozenset()) == ["mv", "exports", GLUE + "/" + GLUE, "Pattern_1", "Path_1", GLUE + "/"]
    # after files and in/from, the plain word is the folder they are in: a slot
    assert target("move all csv files in exports to /data/archive", "mv exports/*.csv /data/archive/",
                  keep=frozenset()) == ["mv", "Directory_1", GLUE + "/" + GLUE, "Pattern_1", "Path_1", GLUE + "/"]


def test_a_said_folder_word_keeps_the_commands_trailing_slash():
    assert target("copy the .otf files here into fonts", "cp *.otf fonts/", keep=frozenset()) == \
        ["cp", "Pattern_1", "fonts", GLUE + "/"]


@pytest.mark.parametrize("nl, cmd", [
    ("give plan.md to alice:devs", "chown alice:devs plan.md"),
    ("set the owner of /srv/app to user deploy and group www", "chown -R deploy:www /srv/app"),
    ("copy my key to ops@db1.internal", "ssh-copy-id ops@db1.internal"),
    ("install flask version 3.0.2 with pip", "pip install flask==3.0.2"),
    ("check out release-2.1", "git checkout release-2.1"),
])
def test_joined_values_align_and_fill_back(nl, cmd):
    tokens = target(nl, cmd, keep=frozenset({"checkout", "install", "-R"}))
    assert not [t for t in tokens if t.endswith("_0")], tokens
    assert fill(tokens, recognize(nl)).command == cmd


def test_a_folder_word_takes_the_form_the_sentence_says():
    # The model reads "project" (stemmed) and may write the commoner "projects".
    rec = recognize("find python files under project sorted by name")
    assert fill(["find", "projects", "-name", "Pattern_1"], rec).command == 'find project -name "*.py"'
    rec = recognize("list what is in projects")
    assert fill(["ls", "projects"], rec).command == "ls projects"
    # Not in patterns, subcommands or flag values.
    assert fill(["grep", "-r", "error", "."], recognize("grep errors here")).command == "grep -r error ."
    assert fill(["apt", "install", "htop"], recognize("installing htop")).command == "apt install htop"
    # A process substitution starts its own command: "sort" there is a utility, not diff's operand.
    rec = recognize("diff a.txt and b.txt after sorting them")
    assert fill(["diff", "<(", "sort", "File_1", ")", "<(", "sort", "File_2", ")"], rec).command == \
        "diff <(sort a.txt) <(sort b.txt)"


@pytest.mark.parametrize("nl, flag, value", [
    ("which files in /etc changed in the last 30 minutes?", "-mmin", "30"),
    ("files in /etc modified within the last 2 hours", "-mmin", "120"),
    ("files in /etc modified in the last 3 days", "-mtime", "3"),
    ("files in /etc modified in the last 48 hours", "-mtime", "2"),   # whole days stay days
])
def test_a_day_flag_given_minutes_or_hours_becomes_its_minute_twin(nl, flag, value):
    filled = fill(["find", "Path_1", "-type", "f", "-mtime", "-" + GLUE, "Timespan_1"], recognize(nl))
    assert filled.command == f"find /etc -type f {flag} -{value}"
    assert f" {flag} " in filled.template


@pytest.mark.parametrize("nl, cmd, tokens, filled", [
    ("run df -h every 5 seconds", "watch -n 5 df -h", ["watch", "-n", "Timespan_1", "Text_1"], 'watch -n 5 "df -h"'),
    ("make an alias ll for ls -alF", "alias ll='ls -alF'", ["alias", "ll=" + GLUE, "Text_1"], 'alias ll="ls -alF"'),
    ("run df -h on web-01", "ssh web-01 'df -h'", ["ssh", "Text_2", "Text_1"], 'ssh web-01 "df -h"'),
])
def test_a_command_written_in_the_request_aligns_as_one_value(nl, cmd, tokens, filled):
    assert target(nl, cmd) == tokens
    assert fill(tokens, recognize(nl)).command == filled


def test_a_run_of_words_matches_only_within_one_simple_command():
    assert target('run "ls -l" every 2 seconds', "ls | -l", keep=frozenset()) != ["Text_1"]
    assert "Text_1" not in target('count "a b" lines', "echo a | b", keep=frozenset())


def test_sed_with_slashes_in_its_text_is_written_with_bars():
    rec = recognize("change every http:// to https:// in index.html")
    tokens = ["sed", "-i", "'s/" + GLUE, "Text_1", GLUE + "/" + GLUE, "Text_2", GLUE + "/g'", "File_1"]
    assert fill(tokens, rec).command == "sed -i 's|http://|https://|g' index.html"


def test_rsync_of_the_contents_of_a_folder_ends_the_source_with_a_slash():
    rec = recognize("rsync the contents of ./site to /var/www/site on 10.0.0.5 as deploy")
    tokens = ["rsync", "-av", "Path_1", "User_1", GLUE + "@" + GLUE, "Host_1", GLUE + ":" + GLUE, "Path_2"]
    assert fill(tokens, rec).command == "rsync -av ./site/ deploy@10.0.0.5:/var/www/site"
    # a source with the destination's name is synced into it, not one level deeper (/mnt/usb/photos/photos)
    rec = recognize("sync ~/photos to /mnt/usb/photos")
    assert fill(["rsync", "-av", "Path_1", "Path_2"], rec).command == "rsync -av ~/photos/ /mnt/usb/photos"
    rec = recognize("sync ~/photos to /mnt/usb")
    assert fill(["rsync", "-av", "Path_1", "Path_2"], rec).command == "rsync -av ~/photos /mnt/usb"


def test_a_start_up_file_named_bare_is_the_one_in_the_home_folder():
    rec = recognize("add alias ll for ls -la to .bashrc")
    assert fill(["echo", "Text_1", ">>", "File_1"], rec).command == 'echo "ls -la" >> ~/.bashrc'
    rec = recognize("show the last lines of .env")
    assert fill(["tail", "File_1"], rec).command == "tail .env"
    rec = recognize("back up my .bashrc to .bashrc.bak")   # its backup lives beside it
    assert fill(["cp", "File_1", "File_2"], rec).command == "cp ~/.bashrc ~/.bashrc.bak"


@pytest.mark.parametrize("command, mixed", [
    ("find node_modules -type d -name node_modules -prune -exec rm -rf {} +", 1),   # the folder searched for itself
    ("find . -type d -name node_modules -prune -exec rm -rf {} +", 0),
    ("find . -name foo -exec grep foo {} +", 0),       # a name and a pattern: both searched for
    ("mv notes notes.bak", 0),
    ("grep -r src src", 1),
    ("df ~/mnt/sdc1 | grep -q ~/mnt/sdc1", 0),         # the path looked for in another command's output
])
def test_names_used_both_as_a_place_and_as_a_searched_name_are_counted(command, mixed):
    assert mixed_roles(parse_command(command)) == mixed


def test_fill_reports_mixed_roles():
    rec = recognize("delete the node_modules directory")
    tokens = ["find", "Directory_1", "-type", "d", "-name", "Directory_1", "-exec", "rm", "-rf", "{}", "+"]
    assert fill(tokens, rec).mixed_roles == 1


def test_a_home_folder_inside_double_quotes_is_written_with_home():
    """No tilde expansion inside "…": training aligns "$HOME/bin" with "~/bin", and fill writes it back so."""
    nl, cmd = "add ~/bin to my PATH in .bashrc", "echo 'export PATH=\"$HOME/bin:$PATH\"' >> ~/.bashrc"
    tokens = target(nl, cmd)
    assert "Path_1" in tokens
    assert fill(tokens, recognize("add ~/.local/bin to my PATH in .zshrc")).command == \
        "echo 'export PATH=\"$HOME/.local/bin:$PATH\"' >> ~/.zshrc"
    tokens = target("add ~/go/bin to PATH", 'export PATH="${HOME}/go/bin:$PATH"')
    assert fill(tokens, recognize("add ~/tools to PATH")).command == 'export PATH="$HOME/tools:$PATH"'
    # unquoted, the tilde stays
    assert fill(["ls", "Path_1"], recognize("list ~/bin")).command == "ls ~/bin"


@pytest.mark.parametrize("nl, cmd, other_nl, other_cmd", [
    # seconds since the epoch: the number after date's "@"
    ("convert unix timestamp 1700000000 to a date", "date -d @1700000000",
     "what date is epoch 1609459200", "date -d @1609459200"),
    # ssh forwarding: the two ports around the host they are forwarded through
    ("forward local port 8080 to port 80 on app-server", "ssh -L 8080:localhost:80 app-server",
     "forward local port 5433 to port 5432 on app-server", "ssh -L 5433:localhost:5432 app-server"),
    # a brace range's end is the number of times
    ("run ./bench.sh 5 times", "for i in {1..5}; do ./bench.sh; done",
     "run ./bench.sh 12 times", "for i in {1..12} ; do ./bench.sh ; done"),
    # a JSON field as jq writes it
    ("get the version field from package.json", "jq -r '.version' package.json",
     "get the scripts.build key from app.json", "jq -r .scripts.build app.json"),
])
def test_values_inside_date_ssh_loop_and_jq_arguments_align_and_fill_back(nl, cmd, other_nl, other_cmd):
    tokens = target(nl, cmd, keep=frozenset({"i"}))
    assert not [t for t in tokens if t.endswith("_0")], tokens
    assert fill(tokens, recognize(other_nl)).command == other_cmd


def test_watch_counts_its_interval_in_seconds():
    assert fill(["watch", "-n", "Timespan_1", "File_1"], recognize("run ./sync.sh every 5 minutes")).command == \
        "watch -n 300 ./sync.sh"
    assert fill(["watch", "-n", "Timespan_1", "df", "-h"], recognize("run df -h every 2 seconds")).command == \
        "watch -n 2 df -h"


def test_a_user_the_request_does_not_name_is_left_out_of_user_at_host():
    at = GLUE + "@" + GLUE
    rec = recognize("copy backup.sql from the remote host db1 to the current folder")   # db1 is a Host (session 23)
    assert fill(["scp", "User_1", at, "Host_1", GLUE + ":" + GLUE, "File_1", "."], rec).command == "scp db1:backup.sql ."
    rec = recognize("copy backup.sql from admin@db1 to the current folder")
    assert fill(["scp", "User_1", at, "Host_1", GLUE + ":" + GLUE, "File_1", "."], rec).command == \
        "scp admin@db1:backup.sql ."


@pytest.mark.parametrize("tokens, command", [
    (["nohup", "File_1", "&"], "nohup ./backup.sh &"),            # run as a command: by its path
    (["File_1"], "./backup.sh"),
    (["chmod", "+x", "File_1", "&&", "File_1"], "chmod +x backup.sh && ./backup.sh"),
    (["bash", "File_1"], "bash backup.sh"),                       # an argument: as named
])
def test_a_bare_script_name_run_as_a_command_runs_from_the_current_folder(tokens, command):
    assert fill(tokens, recognize("run backup.sh in the background")).command == command
@pytest.mark.parametrize("nl, cmd, expected, other_nl, other_cmd", [
    # the script a loop runs is the request's file, so another script name fills in
    ("run ./bench.sh 5 times", "for i in {1..5}; do ./bench.sh; done",
     ["for", "i", "in", "{1..⁀", "Number_1", "⁀}", ";", "do", "File_1", ";", "done"],
     "run ./load.sh 3 times", "for i in {1..3} ; do ./load.sh ; done"),
    # a program under a folder, after a prefix utility, with its output redirected
    ("run scripts/build.sh in the background and log to build.log", "nohup scripts/build.sh > build.log 2>&1 &",
     ["nohup", "File_1", ">", "File_2", "2>&1", "&"],
     "run tools/sync.sh in the background and log to sync.log", "nohup tools/sync.sh > sync.log 2>&1 &"),
    # a bare name the command runs from the current folder: ./ then the name
    ("make deploy.sh executable and run it", "chmod +x deploy.sh && ./deploy.sh",
     ["chmod", "+x", "File_1", "&&", "./⁀", "File_1"],
     "make setup.sh executable and run it", "chmod +x setup.sh && ./setup.sh"),
    # a path without an extension
    ("run ~/bin/deploy every 10 seconds", "while true; do ~/bin/deploy; sleep 10; done",
     ["while", "true", ";", "do", "Path_1", ";", "sleep", "Timespan_1", ";", "done"],
     "run ~/bin/backup every 30 seconds", "while true ; do ~/bin/backup ; sleep 30 ; done"),
])
def test_a_program_run_by_its_path_is_the_requests_file(nl, cmd, expected, other_nl, other_cmd):
    tokens = target(nl, cmd, keep=frozenset({"i", "+x", "true"}))
    assert tokens == [t.replace("⁀", GLUE) for t in expected]
    assert fill(tokens, recognize(other_nl)).command == other_cmd


def test_a_program_path_the_request_does_not_name_stays_a_command_word():
    assert target("discard the output", "./run.sh > /dev/null") == ["./run.sh", ">", "/dev/null"]
    assert target("send the listing to /dev/null", "ls > /dev/null") == ["ls", ">", "/dev/null"]


def test_dot_slash_before_a_value_that_is_a_path_already_is_dropped():
    # the model writes ./⁀ File_1; the user's file may carry its own folder
    assert fill(["./" + GLUE, "File_1"], recognize("run ./bench.sh")).command == "./bench.sh"
    assert fill(["./" + GLUE, "Path_1"], recognize("run ~/bin/deploy")).command == "~/bin/deploy"
    assert fill(["./" + GLUE, "File_1"], recognize("run bench.sh")).command == "./bench.sh"


def test_a_brace_range_missing_its_opening_does_not_count_as_parsing():
    rec = recognize("run ./bench.sh 5 times")
    good = fill(["for", "i", "in", "{1..⁀", "Number_1", "⁀}", ";", "do", "File_1", ";", "done"], rec)
    broken = fill(["for", "i", "in", "Number_1", "⁀}", ";", "do", "File_1", ";", "done"], rec)
    assert good.parses and good.command == "for i in {1..5} ; do ./bench.sh ; done"
    assert not broken.parses
    assert fill(["echo", "file⁀", "{1..⁀", "Number_1", "⁀}", "⁀.txt"], rec).parses


@pytest.mark.parametrize("nl, cmd, other_nl, other_cmd", [
    # timeout's duration comes before the command it runs
    ("stop ./x.sh after 30 seconds", "timeout 30s ./x.sh", "stop ./y.sh after 45 seconds", "timeout 45 ./y.sh"),
    ("run make but give up after 10 minutes", "timeout 10m make", "run make but give up after 2 hours", "timeout 2h make"),
    # docker takes a duration with its unit letter, not GNU date's "10 minutes ago"
    ("show the logs of the container web for the last 10 minutes", "docker logs --since 10m web",
     "show the logs of the container web for the last 3 hours", "docker logs --since 3h web"),
    # and its durations stop at hours: "2 days" is 48h
    ("show the logs of the container web from the last 2 days", "docker logs --since 48h web",
     "show the logs of the container web from the last 3 days", "docker logs --since 72h web"),
    ("logs of the container web for the past week", "docker logs --since 168h web",
     "logs of the container web for the past 2 weeks", "docker logs --since 336h web"),
    # a host and a path the request names apart are one host:path word of scp
    ("copy backup.sql from db1 to here", "scp db1:backup.sql .",
     "copy dump.gz from app-3 to here", "scp app-3:dump.gz ."),
    ("copy the logs folder from app1 to here", "scp -r app1:logs .",
     "copy the conf folder from web7 to here", "scp -r web7:conf ."),
])
def test_durations_and_remote_paths_align_and_fill_back(nl, cmd, other_nl, other_cmd):
    tokens = target(nl, cmd)
    assert not [t for t in tokens if t.endswith("_0")], tokens
    assert fill(tokens, recognize(other_nl)).command == other_cmd


def test_journalctl_since_stays_a_moment():
    rec = recognize("nginx journal for the last 2 hours")
    assert fill(["journalctl", "-u", "nginx", "--since", "Timespan_1"], rec).command == \
        'journalctl -u nginx --since "2 hours ago"'


def test_a_host_path_named_as_one_word_is_one_value():
    tokens = target("copy notes.txt to web1:/tmp", "scp notes.txt web1:/tmp")
    assert tokens == ["scp", "File_1", "Path_1"]


def test_curl_data_from_a_file_aligns_with_the_file_the_request_names():
    nl = "post payload.json to http://localhost:8080/api"
    tokens = target(nl, "curl -d @payload.json http://localhost:8080/api")
    assert tokens[:4] == ["curl", "-d", "@" + GLUE, "File_1"]
    assert fill(tokens, recognize(nl)).command == "curl -d @payload.json http://localhost:8080/api"


def test_an_unfilled_chmod_mode_is_taken_from_the_words_of_the_request():
    rec = recognize("remove write permission for group and others on secrets.txt")
    filled = fill(["chmod", "Permission_1", "File_1"], rec)
    assert filled.command == "chmod go-w secrets.txt" and filled.unfilled == 0
    # without a mode in words the slot stays a visible placeholder
    assert fill(["chmod", "Permission_1", "File_1"], recognize("change secrets.txt")).unfilled == 1


@pytest.mark.parametrize("text, expected", [
    ("delete everything in /tmp/cache but keep the folder", "rm -rf /tmp/cache/*"),
    ("empty the folder logs", "rm -rf logs/*"),
    ("clear out build/", "rm -rf build/*"),
    ("remove the empty folder logs", "rm -rf logs"),   # an empty folder is removed whole
    ("delete the folder logs", "rm -rf logs"),
])
def test_removing_a_folders_contents_keeps_the_folder(text, expected):
    assert fill(["rm", "-rf", "Directory_1"], recognize(text)).command == expected


@pytest.mark.parametrize("tokens, text, expected", [
    (["rm", "-r", "tmp"], "remove everything in the tmp folder", "rm -r tmp/*"),   # a folder the model knows as a word
    (["rmdir", "logs"], "empty the logs directory", "rm -rf logs/*"),              # rmdir removes the folder
    (["cp", "-r", "dist", "/var/www"], "copy the contents of the dist folder to /var/www", "cp -r dist/. /var/www"),
    # "empty" as an adjective names the folder itself
    (["rmdir", "Directory_1"], "Removes empty folder 'edi'", "rmdir edi"),
    (["rmdir", "logs"], "remove the empty logs directory", "rmdir logs"),
])
def test_the_contents_of_a_folder_named_by_a_known_word_are_its_entries(tokens, text, expected):
    assert fill(tokens, recognize(text)).command == expected


def test_a_destructive_tool_gets_no_default_place():
    """An unnamed place of rm or rmdir is a hole to fill, never the current folder."""
    rec = recognize("remove the directory")
    assert fill(["rmdir", "Directory_1"], rec).command == "rmdir <directory>"
    assert fill(["rm", "-rf", "Directory_1"], rec).command == "rm -rf <directory>"
    assert fill(["find", "Directory_1", "-type", "d", "-empty", "-delete"], rec).command == "find . -type d -empty -delete"


@pytest.mark.parametrize("text, schedule", [
    ("run backup.sh every day at 3am with cron", "0 3 * * *"),
    ("every weekday at 6:30pm", "30 18 * * 1-5"),
    ("run report.py every monday at 9am", "0 9 * * 1"),
    ("every tuesday and thursday at 7am", "0 7 * * 2,4"),
    ("on the 15th of each month at 2am", "0 2 15 * *"),
    ("on the first of every month", "0 0 1 * *"),
    ("at midnight every night", "0 0 * * *"),
    ("run it at 14:45 daily", "45 14 * * *"),
    ("every 5 minutes", "*/5 * * * *"),
    ("every 2 hours", "0 */2 * * *"),
    ("hourly", "0 * * * *"),
    ("every sunday", "0 0 * * 0"),
    ("weekly", "0 0 * * 0"),
    ("start it at boot", "@reboot"),
    ("every time the machine boots", "@reboot"),
    ("every 5 minutes from 9:00 to 17:59 on weekdays", "*/5 9-17 * * 1-5"),
    ("every 10 minutes between 9am and 5pm", "*/10 9-17 * * *"),
    ("at 00:00 on January 1st every year", "0 0 1 1 *"),
    ("every year on march 15th at 8am", "0 8 15 3 *"),
    # no schedule, or an impossible one
    ("list files by month", None), ("run backup.sh", None), ("every day at 27:00", None),
])
def test_a_schedule_in_words_is_a_crontab_schedule(text, schedule):
    assert cron_schedule(text) == schedule


def test_an_image_format_is_the_extension_not_a_glob():
    rec = recognize("convert every .png in the current folder to .jpg with imagemagick")
    out = fill(["for", "f", "in", "Pattern_1", ";", "do", "mogrify", "-format", "Text_0", '"$f"', ";", "done"], rec)
    assert out.command == 'for f in *.png ; do mogrify -format jpg "$f" ; done'


def test_a_span_from_today_is_in_the_future():
    from serval.model.generic import moment
    text = "what date will it be 90 days from today"
    ent = next(e for e in recognize(text).entities if e.type == "Timespan")
    assert moment(ent, text) == "90 days"
    text = "what was the date 90 days ago"
    assert moment(next(e for e in recognize(text).entities if e.type == "Timespan"), text) == "90 days ago"


@pytest.mark.parametrize("text, options", [
    ("mount the image ubuntu.iso read-only at /mnt/iso", "loop,ro"),
    ("remount the root filesystem / read-write", "remount,rw"),
    ("remount /data read only", "remount,ro"),
    ("mount /dev/sdb1 at /mnt/usb read-only", "ro"),
    ("mount the image disk.img at /mnt/img", None),   # loop alone: left to the model
    ("mount /dev/sdb1 at /mnt/usb", None),
    ("Remount the root file system with read and write permission", "remount,rw"),
    ("remount /data", None),                                    # no mode said: left to the model
    ('Remount subtree "/outside" to "/inside" as a bind', None),   # --bind
])
def test_mount_options_come_from_the_requests_words(text, options):
    from serval.model.generic import mount_options
    assert mount_options(text) == options


@pytest.mark.parametrize("text, expected", [
    ("daily at 8:00 and 20:00", "0 8,20 * * *"),
    ("at 9am and 5pm on weekdays", "0 9,17 * * 1-5"),
    ("every day at 9:30 and 17:45", "30 9 * * *"),   # two minutes: not one line's hours
    ("at 4:15 am on the 1st and 15th of each month", "15 4 1,15 * *"),
])
def test_cron_schedules_of_several_hours_or_days(text, expected):
    assert cron_schedule(text) == expected
