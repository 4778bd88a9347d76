"""End to end on a real tiny model: train → save → load → translate, and bad inputs and files."""

import torch
import pytest

from serval.model.command import GLUE

from serval.errors import ServalError
from serval.model.command import parse_command
from serval.model.entities import recognize
from serval.model.translator import (MAX_OUT_TOKENS, Candidate, Translator, dropped_words, echoed_words,
                                     input_overwritten, lost_in_transfer, lowered_first_word, output_cap, rank_value, unasked_destruction, unpacks_target, unasked_owner, unasked_power,
                                     unsaid_capitals)
from serval.training.pipeline import export_model


@pytest.fixture(scope="module")
def translator(tiny_model_path):
    return Translator.load(tiny_model_path, device="cpu")


def test_the_model_reads_a_request_with_its_slips_put_right(translator):
    assert "find" in translator.src_vocab.words and "fnid" not in translator.src_vocab.words
    rec = translator.recognized("fnid log files bigger than 10MB in /var/log")
    assert rec.text.startswith("find log files") and rec.tokens[0] == "find"
    assert [c.command for c in translator.translate("fnid log files bigger than 10MB in /var/log", n=3)] == \
        [c.command for c in translator.translate("find log files bigger than 10MB in /var/log", n=3)]


def test_the_model_reads_a_request_without_the_words_around_it(translator):
    rec = translator.recognized("Could you please find log files bigger than 10MB in /var/log for me")
    assert rec.text == "find log files bigger than 10MB in /var/log"
    assert [c.command for c in translator.translate("how do I find log files bigger than 10MB in /var/log?", n=3)] == \
        [c.command for c in translator.translate("find log files bigger than 10MB in /var/log?", n=3)]


def test_translate_returns_ranked_filled_candidates(translator):
    cands = translator.translate("find log files bigger than 10MB in /var/log", n=3)
    assert 1 <= len(cands) <= 3
    parses = [parse_command(c.template).parsed for c in cands]
    assert parses == sorted(parses, reverse=True)  # templates that parse come first
    rec = recognize("find log files bigger than 10MB in /var/log", translator.src_vocab.index.keys())
    values = [rank_value(c, rec) for c, ok in zip(cands, parses) if ok]
    assert values == sorted(values, reverse=True)
    for c in cands:
        assert c.command and c.template and c.logprob <= 0
        assert "Size_" not in c.command and "Path_" not in c.command  # slots are filled or shown as <…>


def test_ranking_prefers_filled_commands_that_use_the_users_names():
    rec = recognize("copy notes.txt to /tmp/backup")
    full = Candidate("cp notes.txt /tmp/backup", "cp Path_1 Path_2", score=-1.0, logprob=-3.0)
    hole = Candidate("cp notes.txt <path>", "cp Path_1 Path_2", score=-0.5, logprob=-2.0, unfilled=1)
    partial = Candidate("cat notes.txt", "cat Path_1", score=-0.95, logprob=-2.5)
    assert rank_value(full, rec) > rank_value(hole, rec)      # a hole costs more than 0.5 of score
    assert rank_value(full, rec) > rank_value(partial, rec)   # /tmp/backup ignored costs 0.1 + 0.1 (a name)
    assert rank_value(full, rec) == -1.0
    dropped = Candidate("cp notes.txt /tmp/backup", "cp Path_1 Path_2", score=-0.5, logprob=-2.0, unknown=1)
    assert rank_value(full, rec) > rank_value(dropped, rec)   # a word the model could not spell, dropped: a hole


def test_ranking_pushes_a_stuttered_word_below_the_clean_command():
    rec = recognize("download https://example.com/a.zip")
    clean = Candidate("curl -O https://example.com/a.zip", "curl -O Url_1", score=-1.0, logprob=-3.0)
    stutter = Candidate("curl curl -O https://example.com/a.zip", "curl curl -O Url_1", score=-0.5, logprob=-2.0)
    assert rank_value(clean, rec) > rank_value(stutter, rec)


def test_ranking_keeps_find_off_the_root_unless_the_request_says_so():
    here = Candidate('find . -name "*.log" -size +10M', "find Path_1 -name Pattern_1 -size Size_1", score=-1.2, logprob=-3.0)
    root = Candidate('find / -name "*.log" -size +10M', "find Path_1 -name Pattern_1 -size Size_1", score=-1.0, logprob=-2.5)
    rec = recognize("find log files bigger than 10MB")
    assert rank_value(here, rec) > rank_value(root, rec)
    for text in ("find log files bigger than 10MB anywhere on the system", "find log files bigger than 10MB under /"):
        assert rank_value(root, recognize(text)) > rank_value(here, recognize(text))
    sudo_root = Candidate('sudo find / -name "*.log"', "sudo find Path_1 -name Pattern_1", score=-1.0, logprob=-2.5)
    sudo_here = Candidate('sudo find . -name "*.log"', "sudo find Path_1 -name Pattern_1", score=-1.0, logprob=-2.5)
    var_log = Candidate('sudo find /var/log -name "*.log"', "sudo find Path_1 -name Pattern_1", score=-1.0, logprob=-2.5)
    assert rank_value(sudo_here, rec) - rank_value(sudo_root, rec) == pytest.approx(0.5)
    assert rank_value(var_log, rec) == rank_value(sudo_here, rec)


def test_ranking_pushes_wrong_archive_tools_and_backwards_links_down():
    rec = recognize("list what's inside release.tar.bz2")
    right = Candidate("tar -tjf release.tar.bz2", "", score=-1.2, logprob=-3.0)
    wrong = Candidate("unzip -l release.tar.bz2", "", score=-1.0, logprob=-2.5)
    assert rank_value(right, rec) > rank_value(wrong, rec)
    rec = recognize("create a symlink named current pointing to releases/v2.3")
    right = Candidate("ln -s releases/v2.3 current", "", score=-1.2, logprob=-3.0)
    backwards = Candidate("ln -s current releases/v2.3", "", score=-1.0, logprob=-2.5)
    assert rank_value(right, rec) > rank_value(backwards, rec)


def test_ranking_pushes_a_grep_searching_for_the_place_down():
    # as the translator recognises it: "src", a word outside the vocabulary, is a name
    rec = recognize('search for "TODO" in all python files in src', {"search", "for", "in", "all", "fil"})
    assert "src" in [e.value for e in rec.entities]
    right = Candidate('grep -r --include="*.py" TODO src', "", score=-1.2, logprob=-3.0)
    swapped = Candidate('grep -r --include="*.py" src TODO', "", score=-1.0, logprob=-2.5)
    assert rank_value(right, rec) > rank_value(swapped, rec)
    # no place named with in/under/…: nothing to tell the two apart by
    rec = recognize("grep TODO src", {"grep"})
    assert rank_value(swapped, rec) > rank_value(right, rec)


def test_batch_equals_single(translator):
    texts = ["list all files", "count lines in a.txt"]
    batch = translator.translate_batch(texts, n=2)
    assert [c.command for c in batch[1]] == [c.command for c in translator.translate(texts[1], n=2)]


def test_a_batch_with_two_step_requests_equals_single_queries(translator):
    # a download's first step is written without the model: its clauses take one search less than another two-step request's
    texts = ["download https://example.com/install.sh and make it executable",
             "create the directory site and make www-data its owner", "count lines in a.txt"]
    batch = translator.translate_batch(texts, n=3)
    for text, got in zip(texts, batch):
        assert [c.command for c in got] == [c.command for c in translator.translate(text, n=3)]


def test_output_cap_grows_with_the_input_and_is_bounded():
    caps = [output_cap(n) for n in range(0, 200)]
    assert caps == sorted(caps) and caps[0] >= 12 and caps[-1] == MAX_OUT_TOKENS
    assert all(c % 8 == 0 or c == MAX_OUT_TOKENS for c in caps)  # few distinct caps: batches share searches
    assert all(c >= 2 * n + 12 for n, c in enumerate(caps) if c < MAX_OUT_TOKENS)


def test_batch_of_short_and_long_inputs_equals_single_queries(translator):
    texts = ["list files", "find all files in the current directory tree that were modified in the last 2 days and "
                           "print their names sorted by size with the largest first"]
    batch = translator.translate_batch(texts, n=3)
    for text, got in zip(texts, batch):
        assert [c.command for c in got] == [c.command for c in translator.translate(text, n=3)]


@pytest.mark.parametrize("text", ["", "   ", "?!?", "x" * 10_000, "répertoire ünïcode 日本語", "\x00\x1b[2J"])
def test_bad_input_gives_a_defined_answer(translator, text):
    cands = translator.translate(text, n=5)
    assert isinstance(cands, list)
    for c in cands:
        assert len(c.command) < 2000


def test_checkpoint_alone_rebuilds_the_translator(tiny_model_path, tmp_path):
    ckpt = torch.load(tiny_model_path, weights_only=True)
    assert {"model_config", "src_vocab", "tgt_vocab", "preprocess_version"} <= set(ckpt)
    out = tmp_path / "half.pt"
    export_model(tiny_model_path, out, fp16=True)
    a = Translator.load(out, device="cpu").translate("list all files", n=1)
    assert a and a[0].command
    # the tied output matrix is stored once, even though averaging had made it a separate tensor
    half = torch.load(out, weights_only=True)["model"]
    assert half["lm_head.weight"].data_ptr() == half["tgt_embed.weight"].data_ptr()
    assert half["lm_head.weight"].dtype == torch.float16


def test_corrupt_truncated_and_foreign_checkpoints_fail_clearly(tiny_model_path, tmp_path):
    data = tiny_model_path.read_bytes()
    (tmp_path / "trunc.pt").write_bytes(data[: len(data) // 2])
    (tmp_path / "junk.pt").write_bytes(b"not a model")
    torch.save({"hello": 1}, tmp_path / "foreign.pt")
    ckpt = torch.load(tiny_model_path, weights_only=True)
    ckpt["src_vocab"] = ckpt["src_vocab"][:-1]
    torch.save(ckpt, tmp_path / "vocab.pt")
    ckpt = torch.load(tiny_model_path, weights_only=True)
    ckpt["preprocess_version"] = 999
    torch.save(ckpt, tmp_path / "version.pt")
    for name, message in [("trunc.pt", "trunc.pt"), ("junk.pt", "junk.pt"), ("foreign.pt", "not a ServalShell"),
                          ("vocab.pt", "vocabulary sizes"), ("version.pt", "preprocessing version"),
                          ("missing.pt", "not found")]:
        with pytest.raises(ServalError, match=message):
            Translator.load(tmp_path / name, device="cpu")


def test_an_ensemble_checkpoint_loads_every_member_and_rejects_strangers(tiny_model_path, tmp_path):
    # a second member: the same model with its weights nudged, as another seed would differ
    other = torch.load(tiny_model_path, weights_only=True)
    torch.manual_seed(0)
    other["model"] = {k: v + 0.05 * torch.randn_like(v) if v.is_floating_point() else v
                      for k, v in other["model"].items()}
    torch.save(other, tmp_path / "seed2.pt")
    size_one = export_model(tiny_model_path, tmp_path / "one.pt", fp16=True)
    size_two = export_model(tiny_model_path, tmp_path / "two.pt", fp16=True, members=(tmp_path / "seed2.pt",))
    assert size_two > 1.8 * size_one
    pair = Translator.load(tmp_path / "two.pt", device="cpu")
    assert len(pair.members) == 2 and pair.members[0] is pair.model
    assert all(m.lm_head.weight.dtype == torch.float32 for m in pair.members)
    single = Translator.load(tmp_path / "one.pt", device="cpu")
    assert len(single.members) == 1
    text = "find log files bigger than 10MB in /var/log"
    assert pair.translate(text, n=3) and [c.score for c in pair.translate(text, n=3)] != \
        [c.score for c in single.translate(text, n=3)]

    other["tgt_vocab"] = other["tgt_vocab"][:-1] + ["something-else"]
    torch.save(other, tmp_path / "stranger.pt")
    with pytest.raises(ServalError, match="stranger.pt: its tgt_vocab differs"):
        export_model(tiny_model_path, tmp_path / "bad.pt", members=(tmp_path / "stranger.pt",))
    assert not (tmp_path / "bad.pt").exists()
    broken = torch.load(tmp_path / "two.pt", weights_only=True)
    broken["ensemble"][0] = {k: v[:1] for k, v in broken["ensemble"][0].items()}
    torch.save(broken, tmp_path / "broken.pt")
    with pytest.raises(ServalError, match="broken.pt: ensemble member 1's weights do not fit"):
        Translator.load(tmp_path / "broken.pt", device="cpu")


def test_serval_precision_chooses_what_the_stacked_decoder_computes_in(monkeypatch):
    from serval.model import translator as tr

    cpu, cuda = torch.device("cpu"), torch.device("cuda")
    for native in (True, False):
        monkeypatch.setattr(tr, "bfloat16_is_native", lambda native=native: native)
        monkeypatch.delenv("SERVAL_PRECISION", raising=False)
        assert tr.decode_dtype(cpu) == (torch.bfloat16 if native else torch.float32)
        assert tr.decode_dtype(cuda) == torch.float32
        monkeypatch.setenv("SERVAL_PRECISION", " Auto ")
        assert tr.decode_dtype(cpu) == (torch.bfloat16 if native else torch.float32)
        monkeypatch.setenv("SERVAL_PRECISION", "float32")
        assert tr.decode_dtype(cpu) == torch.float32
        monkeypatch.setenv("SERVAL_PRECISION", "bfloat16")
        assert tr.decode_dtype(cpu) == torch.bfloat16
    monkeypatch.setenv("SERVAL_PRECISION", "fp8")
    with pytest.raises(ServalError, match="SERVAL_PRECISION must be auto, float32 or bfloat16, got 'fp8'"):
        tr.decode_dtype(cpu)


def test_an_ensemble_translates_alike_in_bfloat16_and_float32(tiny_model_path, tmp_path, monkeypatch):
    other = torch.load(tiny_model_path, weights_only=True)
    torch.manual_seed(1)
    other["model"] = {k: v + 0.05 * torch.randn_like(v) if v.is_floating_point() else v
                      for k, v in other["model"].items()}
    torch.save(other, tmp_path / "seed2.pt")
    export_model(tiny_model_path, tmp_path / "two.pt", members=(tmp_path / "seed2.pt",))
    answers = {}
    for precision in ("float32", "bfloat16"):
        monkeypatch.setenv("SERVAL_PRECISION", precision)
        pair = Translator.load(tmp_path / "two.pt", device="cpu")
        assert pair.decode_dtype == getattr(torch, precision)
        answers[precision] = pair.translate("find log files bigger than 10MB in /var/log", n=3)
    assert answers["bfloat16"]
    best = answers["float32"][0]
    same = [c for c in answers["bfloat16"] if c.command == best.command]
    assert same and same[0].logprob == pytest.approx(best.logprob, abs=0.1 * (len(best.template.split()) + 2))


def test_serval_train_export_writes_an_ensemble_and_names_a_stranger(tiny_model_path, tmp_path):
    from click.testing import CliRunner

    from serval.training.cli import main

    runner = CliRunner()
    result = runner.invoke(main, ["export", str(tiny_model_path), str(tmp_path / "pair.pt"),
                                  "--member", str(tiny_model_path)])
    assert result.exit_code == 0, result.output
    assert "2 ensemble members" in result.output
    assert len(Translator.load(tmp_path / "pair.pt", device="cpu").members) == 2
    ckpt = torch.load(tiny_model_path, weights_only=True)
    ckpt["preprocess_version"] = -1
    torch.save(ckpt, tmp_path / "old.pt")
    result = runner.invoke(main, ["export", str(tiny_model_path), str(tmp_path / "bad.pt"),
                                  "--member", str(tmp_path / "old.pt")])
    assert result.exit_code != 0 and "old.pt: its preprocess_version differs" in result.output
    assert not (tmp_path / "bad.pt").exists()


def test_an_entity_filled_in_escaped_form_counts_as_used():
    rec = recognize("replace 127.0.0.1 with localhost in hosts.txt")
    escaped = Candidate("sed -i 's/127\\.0\\.0\\.1/localhost/g' hosts.txt", "sed -i Text_1 File_1", score=-1.0,
                        logprob=-3.0, used=frozenset(e.name for e in rec.entities))
    plain = Candidate("sed -i 's/127\\.0\\.0\\.1/localhost/g' hosts.txt", "sed -i Text_1 File_1", score=-1.0,
                      logprob=-3.0)
    assert rank_value(escaped, rec) > rank_value(plain, rec)


def test_tools_the_request_names_are_preferred_when_some_candidate_uses_them():
    from serval.model.translator import unnamed_tools
    assert unnamed_tools("zip the reports folder", ["gzip -r reports", "zip -r reports.zip reports"]) == [1, 0]
    # met by a command of the same family; a file name is not the tool named
    assert unnamed_tools("kill all python processes", ["pkill python", "ps aux"]) == [0, 1]
    assert unnamed_tools("unzip backup.tar.gz", ["tar -xzf backup.tar.gz", "unzip backup.tar.gz"]) == [0, 0]
    assert unnamed_tools("list the files in backup.zip", ["unzip -l backup.zip", "ls"]) == [0, 0]
    # no candidate uses the tool: no difference between them
    assert unnamed_tools("zip the reports folder", ["gzip -r reports", "bzip2 -r reports"]) == [0, 0]
    # sudo typed in the request is asked for
    assert unnamed_tools("sudo chown /srv to www-data", ["chown www-data /srv", "sudo chown www-data /srv"]) == [1, 0]
    # a tool's job named in plain words: the number of lines is wc's (or grep -c's), not nl's
    assert unnamed_tools("number of lines in users.csv", ["nl users.csv", "wc -l users.csv"]) == [1, 0]
    assert unnamed_tools("number the lines of users.csv", ["nl users.csv", "cat -n users.csv"]) == [0, 0]
    assert unnamed_tools("the size of backup.tar.gz", ["tar -tvzf backup.tar.gz", "du -h backup.tar.gz"]) == [1, 0]
    assert unnamed_tools("disk usage of ~/Downloads", ["df -h ~/Downloads", "du -sh ~/Downloads"]) == [1, 0]
    assert unnamed_tools("disk usage of the system", ["df -h", "du -sh /"]) == [0, 0]
    assert unnamed_tools("save the output of ls -la to l.txt and show it on screen too",
                         ["ls -la > l.txt", "ls -la | tee l.txt"]) == [1, 0]
    # linking is ln's; a hash named with its hyphen, bzip2 and xz by name
    assert unnamed_tools("symlink every .sh script from ~/scripts into ~/bin",
                         ["find ~/scripts -name '*.sh'", "ln -s ~/scripts/*.sh ~/bin"]) == [1, 0]
    # (a copy is a copying tool's: ln makes no copy)
    assert unnamed_tools("copy the symlink current itself into ~/releases", ["cp -P current ~/releases", "ln -s x y"]) == [0, 1]
    assert unnamed_tools("write SHA-256 sums of release/*", ["zip r.zip release", "sha256sum release/*"]) == [1, 0]
    assert unnamed_tools("compress notes.txt with xz", ["gzip notes.txt", "xz notes.txt"]) == [1, 0]


def test_a_command_the_request_spells_out_costs_as_much_unused_as_a_name():
    rec = recognize("run df -h on the remote host storage01")
    spelled = [e for e in rec.entities if e.value == "df -h"]
    assert spelled
    with_it = Candidate('ssh storage01 "df -h"', "", -1.7, -1.7, used=frozenset(e.name for e in rec.entities))
    without = Candidate("host storage01", "", -1.3, -1.3, used=frozenset(e.name for e in rec.entities if e.value != "df -h"))
    assert rank_value(with_it, rec) > rank_value(without, rec)


def test_an_unknown_command_word_is_the_script_the_request_names():
    from serval.model.translator import runnable_for_unknown
    rec = recognize("run ./healthcheck.sh every 10 seconds forever")
    script = next(e.name for e in rec.entities if e.value == "./healthcheck.sh")
    tokens = ["while", "true", ";", "do", "<unk>", ";", "sleep", "Timespan_1", ";", "done"]
    assert runnable_for_unknown(tokens, rec) == tokens[:4] + [script] + tokens[5:]
    # not in command position: left for the caller to drop
    assert runnable_for_unknown(["ls", "<unk>"], rec) == ["ls", "<unk>"]
    # the script is already used, or the request names none or two: unchanged
    assert runnable_for_unknown(["do", "<unk>", ";", script], rec) == ["do", "<unk>", ";", script]
    assert runnable_for_unknown(["<unk>"], recognize("show the disk usage of logs")) == ["<unk>"]
    assert runnable_for_unknown(["<unk>"], recognize("run ./a.sh then ./b.sh")) == ["<unk>"]


def test_a_crontab_line_the_model_cannot_spell_is_written_from_the_schedule_the_request_states():
    from serval.model.translator import scheduled_for_unknown
    job = ["(", "crontab", "-l", ";", "echo", "<unk>", "File_1", GLUE + '"', ")", "|", "crontab", "-"]
    rec = recognize("run backup.sh every day at 3am with cron")
    assert [e.name for e in rec.entities] == ["File_1"]
    assert scheduled_for_unknown(job, rec) == job[:5] + ['"0 3 * * * $PWD/backup.sh"'] + job[8:]   # cron runs from ~
    rec = recognize("add a cron job that runs /opt/clean.sh every 15 minutes")
    assert scheduled_for_unknown(job, rec)[5] == '"*/15 * * * * /opt/clean.sh"'
    # no schedule said, no script, or no crontab: unchanged
    assert scheduled_for_unknown(job, recognize("add backup.sh to my crontab")) == job
    assert scheduled_for_unknown(job, recognize("run it every day at 3am with cron")) == job
    assert scheduled_for_unknown(job[4:8], rec) == job[4:8]


def test_a_capitalised_first_word_copied_as_a_name_is_lowered_only_when_commands_use_it():
    known = {"sleep", "target", "file", "list"}
    rec = lowered_first_word(recognize("Mask sleep.target", known), {"mask", "systemctl"})
    assert [e.value for e in rec.entities if e.guessed] == ["mask"]
    rec = lowered_first_word(recognize("California list", known), {"mask", "systemctl"})
    assert [e.value for e in rec.entities if e.guessed] == ["California"]
    rec = lowered_first_word(recognize("list Mask", known), {"mask"})   # not the first word: a name
    assert [e.value for e in rec.entities if e.guessed] == ["Mask"]


@pytest.mark.parametrize("command, echoed", [
    ("ps aux --sort=-%mem aux", 1), ("docker logs --since 1h logs", 1),
    ("docker run --name web web", 0),            # a flag's value may repeat an operand
    ("cp a.txt b.txt && cp a.txt c.txt", 0),     # counted per simple command
    ("find . -name x -o -name y", 0),
])
def test_a_plain_word_a_simple_command_has_twice_is_counted(command, echoed):
    assert echoed_words(command.split()) == echoed


def test_capitalised_words_of_the_request_count_against_commands_that_drop_them():
    commands = ["tail -n 20 app.log", "grep ERROR app.log | tail -n 20", "tail -n 20 app.log | grep ERROR"]
    assert unsaid_capitals("show the last 20 ERROR lines from app.log", commands) == [1, 0, 0]
    # acronyms are things, not text to find; a word no candidate writes counts against none
    assert unsaid_capitals("convert the PDF report.pdf", ["pdftotext report.pdf", "cat report.pdf"]) == [0, 0]
    assert unsaid_capitals("lines with FATAL in app.log", ["grep -i fatal app.log", "cat app.log"]) == [0, 0]


def test_request_words_another_candidate_takes_as_arguments_count_against_commands_that_drop_them():
    rec = recognize("rename all .jpeg files of pics to .jpg")
    commands = ['for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done',
                'for f in pics/*.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done']
    assert dropped_words(rec, commands) == [1, 0]   # pics, a part of pics/*.jpeg
    rec = recognize("tar up src and docs into code.tar.gz")
    assert dropped_words(rec, ["tar -czf code.tar.gz docs", "tar -czf code.tar.gz --exclude=src docs",
                               "tar -czf code.tar.gz docs src"]) == [1, 0, 0]   # a flag's value counts
    # a subcommand is no argument; a tool's name neither; a word no candidate takes counts against none
    rec = recognize("logs of the api service from the last hour")
    assert dropped_words(rec, ["docker logs --since 1h api", 'journalctl -u api --since "1 hour ago"']) == [0, 0]
    rec = recognize("show the git log of app.py")
    assert dropped_words(rec, ["git log app.py", "git log --oneline app.py"]) == [0, 0]
    rec = recognize("files in the home folder readable by me")   # ~ is the home folder
    assert dropped_words(rec, ["find ~ -readable", "find /home -readable", "find . -readable"]) == [0, 0, 1]
    rec = recognize("list every user who has a login shell")   # a word that names nothing counts for none
    assert dropped_words(rec, ["su -l who", "lastlog"]) == [0, 0]


@pytest.mark.parametrize("command, text, unasked", [
    ("reboot", "show me the last reboot time", 1),
    ("sudo reboot", "is a reboot required?", 1),
    ("sudo systemctl poweroff", "when was the last poweroff", 1),
    ("sudo shutdown -h now", "what does shutdown -h do", 1),
    ("init 6", "check the runlevel", 1),
    ("sudo reboot", "restart apache", 1),                    # a service to restart, not the machine
    ("sudo shutdown -r now", "restart the nginx service", 1),
    ("sudo reboot", "restart the server", 0), ("sudo reboot", "restart now", 0), ("sudo reboot", "restart", 0),
    ("sudo shutdown -h now", "turn off the computer", 0), ("sudo systemctl suspend", "suspend", 0),
    ("sudo shutdown -h now", "turn off bluetooth", 1), ("sudo poweroff", "shut down the docker containers", 1),
    ("sudo shutdown -h now", "shut down in 10 minutes", 0), ("sudo reboot", "reboot", 0),
    # asked for: an order, "how do I"; and what only reports or cancels
    ("sudo reboot", "reboot the server now", 0),
    ("sudo reboot", "how do I reboot", 0),
    ("sudo shutdown -h +10", "please shutdown in 10 minutes", 0),
    ("sudo shutdown -c", "is there a shutdown scheduled? cancel it", 0),
    ("last reboot", "show me the last reboot time", 0),
    ("systemctl status reboot.target", "show the reboot target", 0),
])
def test_a_reboot_for_a_request_that_only_asks_is_counted(command, text, unasked):
    assert unasked_power(command.split(), text) == unasked


@pytest.mark.parametrize("command, text, unasked", [
    ("pkill nginx", "is nginx running?", 1),
    ("git clean -fd", "show files that git clean would delete", 1),   # asked what it would do
    ("rm -rf build", "what would rm -rf build remove", 1),
    ("find /srv -type d -mtime +1 -exec rm -rf {} \\;", "find the dated folders in /srv older than a day", 1),
    ("find . -name x -delete", "list files named x", 1),
    ("git reset --hard HEAD~1", "show the last commit", 1),
    ("sudo mkfs.ext4 /dev/sdb1", "check the partition table of /dev/sdb", 1),
    ("sudo apt purge nginx", "check the syntax of nginx config", 1),
    # asked for, not destructive, or not a question
    ("find . -name '*.tmp' -delete", "find .tmp files and delete them", 0),
    ("kill -9 4242", "how do I force kill 4242", 0),
    ("pkill firefox", "quit firefox", 0),
    ("kill -l", "show the kill signals", 0),
    ("git clean -nd", "show files that git clean would delete", 0),
    ("ps aux | grep nginx", "is nginx running?", 0),
    ("git push origin main", "show me how to push to main", 0),
    ("pkill oom", "did the oom killer kill anything lately", 1),   # a question about what happened
])
def test_a_deletion_for_a_request_that_only_asks_is_counted(command, text, unasked):
    assert unasked_destruction(command.split(), text) == unasked


@pytest.mark.parametrize("command, text, lost", [
    ("find ~/Desktop/old -type f -mtime +90 -delete", "put the files on my Desktop that haven't been touched in 90 days into ~/Desktop/old", 1),
    ("find src -name '*.bak' -exec rm {} +", "move every .bak under src into ~/bak", 1),
    ("cp a.txt b/ && rm a.txt", "copy a.txt into b/", 1),
    # what arrives, or a removal the request asks for
    ("find ~/Desktop -type f -mtime +90 -exec mv -t ~/Desktop/old {} +", "put the files on my Desktop that haven't been touched in 90 days into ~/Desktop/old", 0),
    ("mv logs/*.log /archive && rm -r logs/tmp", "move the logs to /archive and delete logs/tmp", 0),
    ("find . -name '*.tmp' -delete", "find .tmp files and delete them", 0),
])
def test_a_deletion_for_a_request_that_moves_or_copies_is_counted(command, text, lost):
    assert lost_in_transfer(command.split(), text) == lost


@pytest.mark.parametrize("command, text, overwritten", [
    ("cut -d, -f2 jan.csv | sort > feb.csv", "customers who ordered in both jan.csv and feb.csv", 1),
    ("grep -v x a.txt > b.txt", "lines of a.txt not in b.txt", 1),
    # a file the request writes, a file it does not name, /dev/null
    ("sort a.txt > b.txt", "sort a.txt and save it as b.txt", 0),
    ("grep -c x a.txt > /dev/null", "does a.txt contain x", 0),
    ("sort a.txt > out.txt", "lines of a.txt in order", 0),
    ("crontab -l > ~/crontab.bak", "back up my crontab to ~/crontab.bak", 0),   # named as the destination
    ("cut -d, -f1 old.csv > new.csv", "list the IDs that are in old.csv but missing from new.csv", 1),   # "new" of a name is no word
])
def test_a_redirect_into_a_named_file_nothing_writes_is_counted(command, text, overwritten):
    assert input_overwritten(command.split(), text) == overwritten


@pytest.mark.parametrize("command, text, changes", [
    ("sudo systemctl enable docker", "will docker come up by itself after a reboot?", 1),
    ("sudo usermod -aG docker dev", "am i in the docker group?", 1),
    ("crontab /var/log/rsync.log", "did the cron job write anything to /var/log/rsync.log today", 1),
    ("crontab -l", "which cron jobs do i have", 0),
    ("echo x > a.txt", "what is in a.txt", 1), ("ls > /dev/null", "is ls quiet", 0),
    ("systemctl is-enabled docker", "will docker come up by itself after a reboot?", 0),
    ("chmod +x run.sh", "running ./run.sh says permission denied. fix it", 0),          # a change asked
    ("sudo usermod -aG docker dev", "add me to the docker group", 0),                      # not a question
    ("sudo systemctl enable docker", "will docker start automatically after a reboot?", 1),
    ("unzip plugin-kit.zip README.md", "what does the README.md inside plugin-kit.zip say", 1),
    ("unzip -p plugin-kit.zip README.md", "what does the README.md inside plugin-kit.zip say", 0),
    ("sudo dpkg -i htop.deb", "what files would htop.deb install", 0),   # "install": maybe asked
    ("sudo dpkg -i htop.deb", "which files are in htop.deb", 1), ("dpkg -c htop.deb", "which files are in htop.deb", 0),
    ("dos2unix deploy.sh", "does deploy.sh have windows line endings?", 1),
])
def test_a_change_for_a_question_that_asks_none_is_counted(command, text, changes):
    from serval.model.translator import unasked_change
    assert unasked_change(command.split(), text) == changes


def test_a_tar_that_unpacks_the_archive_the_request_writes_to_is_counted():
    targets = frozenset({"/mnt/backup/home.tar.gz"})
    assert unpacks_target("tar -xzf /mnt/backup/home.tar.gz".split(), targets)
    assert unpacks_target("tar tf /mnt/backup/home.tar.gz".split(), targets)
    assert not unpacks_target("tar -czf /mnt/backup/home.tar.gz ~".split(), targets)
    assert not unpacks_target("tar -xzf home.tar.gz -C /mnt/backup/home.tar.gz".split(), frozenset({"/srv"}))


def test_a_dropped_word_costs_a_candidate_its_place():
    rec = recognize("rename all .jpeg files of pics to .jpg")
    loose = Candidate('for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done', "", score=-0.75, logprob=-6.0,
                      unsaid_words=1)
    kept = Candidate('for f in pics/*.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done', "", score=-1.22, logprob=-9.0)
    assert rank_value(kept, rec) > rank_value(loose, rec)


def test_a_number_the_request_types_costs_more_unused_than_a_name():
    rec = recognize("first 8 characters of each line in ids.txt")
    typed = Candidate("cut -c1-8 ids.txt", "cut -c1-Number_1 File_1", score=-1.36, logprob=-4.0)
    other = Candidate("cut -c1-10 ids.txt", "cut -c1-10 File_1", score=-0.87, logprob=-3.0)
    assert rank_value(typed, rec) > rank_value(other, rec)   # 0.1 + 0.1 + 0.5 for the unused 8


def test_an_octal_chmod_costs_more_when_the_request_says_the_mode_in_words():
    rec = recognize("make everything in public/ readable by everyone")
    words = Candidate("chmod a+r public/", "chmod a+r Directory_1", score=-1.9, logprob=-5.0)
    octal = Candidate("chmod 755 public/", "chmod 755 Directory_1", score=-1.4, logprob=-4.0)
    assert rank_value(words, rec) > rank_value(octal, rec)
    typed = recognize("chmod public/ to 755")   # a mode typed: no mode in words to go by
    assert rank_value(octal, typed) > rank_value(words, typed)


@pytest.mark.parametrize("text, command, count", [
    ("I want to kill firefox", "pkill -u firefox", 1),
    ("I want to kill firefox", "pkill firefox", 0),
    ("kill all processes of bob", "pkill -u bob", 0),          # "of bob": whose processes
    ("kill everything run by deploy", "pkill -u deploy", 0),
    ("show processes of user alice", "ps -u alice", 0),
    ("stop nginx", "ps -u nginx | grep x && pkill -u nginx", 2),
])
def test_picking_by_owner_needs_a_user_in_the_request(text, command, count):
    assert unasked_owner(command.split(), text) == count


def test_a_find_from_the_text_looked_for_ranks_below_one_from_a_folder():
    from serval.model.translator import Candidate, RequestRoles, rank_value
    rec = recognize('look only in .py files in this directory tree for "import requests"')
    assert RequestRoles.of(rec).sought == frozenset({"import requests"})
    names = frozenset(e.name for e in rec.entities)
    wrong = Candidate('find "import requests" -name "*.py"', "", -0.8, -0.8, 0, names, 0)
    right = Candidate('find . -name "*.py" -exec grep -l "import requests" {} +', "", -2.8, -2.8, 0, names, 0)
    assert rank_value(right, rec) > rank_value(wrong, rec)


def test_a_command_that_ignores_the_glob_the_request_writes_ranks_lower():
    from serval.model.translator import Candidate, rank_value
    rec = recognize("put all the .xlsx files from ~/Documents/finance into finance_2024.zip")
    names = frozenset(e.name for e in rec.entities)
    whole = Candidate("zip -r finance_2024.zip ~/Documents/finance", "", -1.0, -1.0, 0,
                      frozenset(e.name for e in rec.entities if e.type != "Pattern"), 0)
    kind = Candidate("zip finance_2024.zip ~/Documents/finance/*.xlsx", "", -1.4, -1.4, 0, names, 0)
    assert rank_value(kind, rec) > rank_value(whole, rec)


def test_how_much_space_a_folder_uses_is_du_not_df():
    from serval.model.translator import unnamed_tools
    assert unnamed_tools("how much space is ~/Downloads using?", ["df -h ~/Downloads", "du -sh ~/Downloads"]) == [1, 0]
    assert unnamed_tools("whats eating my disk in /home", ["df -h /home", "du -sh /home/* | sort -h"]) == [1, 0]
    assert unnamed_tools("how much space is left on the disk", ["df -h", "du -sh ."]) == [0, 0]


def test_a_process_named_after_pid_of_is_no_user():
    from serval.model.translator import unasked_owner
    assert unasked_owner("pgrep -u nginx".split(), "what's the pid of nginx") == 1
    assert unasked_owner("pgrep -a nginx".split(), "what's the pid of nginx") == 0
    assert unasked_owner("pkill -u bob".split(), "kill the processes of bob") == 0


def test_a_number_counts_as_used_only_as_a_whole_number():
    from serval.model.translator import _said_in
    one = next(e for e in recognize("take characters 1 to 10 of each line in ids.txt").entities if e.value == "1")
    assert not _said_in(one, "cut -c5-12 ids.txt")
    assert _said_in(one, "cut -c1-10 ids.txt")


def test_a_tool_run_inside_a_substitution_counts_as_used():
    from serval.model.translator import unnamed_tools
    text = "kill the process listening on port 8080"
    assert unnamed_tools(text, ["kill $(lsof -t -i:8080)", "lsof -i:8080"]) == [0, 1]   # the second kills nothing


def test_a_command_written_anew_by_a_rewrite_keeps_none_of_the_old_holes():
    from serval.model.translator import _HOLE
    assert _HOLE.findall("sed -i <text> a.txt") == ["<text>"]
    assert _HOLE.findall("xargs rm < to_delete.txt") == []


def test_the_name_a_compressed_file_is_to_have_says_the_compressor():
    from serval.model.translator import unnamed_tools
    text = "compress dump.sql into dump.sql.gz but keep the original file too"
    assert unnamed_tools(text, ["bzip2 -k dump.sql > dump.sql.gz", "gzip -k dump.sql"]) == [1, 0]
    assert unnamed_tools("compress notes.txt as notes.txt.xz", ["gzip notes.txt", "xz notes.txt"]) == [1, 0]
    assert unnamed_tools("compress logs into logs.tar.gz", ["tar -czf logs.tar.gz logs", "gzip -r logs"]) == [0, 0]


def test_two_steps_are_joined_first_unless_a_candidate_already_does_both():
    from serval.model.translator import with_steps
    first = Candidate("mkdir -p /srv/site", "mkdir -p Path_1", -0.1, -0.5)
    second = Candidate("chown www-data /srv/site", "chown Text_1 Path_1", -0.2, -0.6)
    garbled = Candidate("mkdir -p www-data /srv/site", "mkdir -p Text_1 Path_1", -0.3, -0.9)
    out = with_steps([garbled], first, second)
    assert [c.command for c in out] == ["mkdir -p /srv/site && chown www-data /srv/site", "mkdir -p www-data /srv/site"]
    both = Candidate("sudo mkdir -p /srv/site && sudo chown www-data /srv/site", "t", -0.2, -1.0)
    assert [c.command for c in with_steps([both], first, second)][1] == "mkdir -p /srv/site && chown www-data /srv/site"
    holed = Candidate("chown <user> /srv/site", "chown <user> Path_1", -0.2, -0.6, unfilled=1)
    assert with_steps([garbled], first, holed) == [garbled]
    assert with_steps([garbled], None, second) == [garbled]
    # the model wrote the joined command too, lower down: it goes where the steps' own would
    joined_too = Candidate("mkdir -p /srv/site && chown www-data /srv/site", "t", -0.9, -2.0)
    assert [c.command for c in with_steps([garbled, joined_too], first, second)] == \
        ["mkdir -p /srv/site && chown www-data /srv/site", "mkdir -p www-data /srv/site"]
    # three steps: all three joined, and a hole in any of them leaves the candidates as they were
    third = Candidate("chmod 755 /srv/site", "chmod Permission_1 Path_1", -0.1, -0.3)
    assert with_steps([garbled], first, second, third)[0].command == \
        "mkdir -p /srv/site && chown www-data /srv/site && chmod 755 /srv/site"
    assert with_steps([garbled], first, holed, third) == [garbled]


def test_a_task_said_how_to_run_is_run_so_first_unless_the_first_candidate_does():
    from serval.model.steps import Wrapped
    from serval.model.translator import with_wrapper
    garbled = Candidate("nice -n 19 /backup/home.tar.gz", "t", -0.3, -0.9)
    task = Candidate("tar -czf /backup/home.tar.gz /home", "tar -czf File_1 Path_1", -0.1, -0.5)
    nice = Wrapped("create /backup/home.tar.gz from /home", "nice -n 19 ", "")
    assert [c.command for c in with_wrapper([garbled], nice, task)] == ["nice -n 19 tar -czf /backup/home.tar.gz /home", garbled.command]
    done = Candidate("nice -n 19 tar -czvf /backup/home.tar.gz /home", "t", -0.2, -0.8)
    assert with_wrapper([done], nice, task)[0] is done
    # a hole, or a pipe a prefix would only half run: as they were
    assert with_wrapper([garbled], nice, Candidate("tar -czf <file> /home", "t", -0.1, -0.5, unfilled=1)) == [garbled]
    assert with_wrapper([garbled], nice, Candidate("cat a | gzip", "t", -0.1, -0.5)) == [garbled]
    background = Wrapped("compress big.log", "", " &")
    assert with_wrapper([], background, Candidate("gzip big.log", "gzip File_1", -0.1, -0.2))[0].command == "gzip big.log &"
    # a program's own way counts: docker run -d, wget -b, nc -w (a pattern that reads "timeout" does not)
    from serval.model.translator import _runs_so
    assert _runs_so("docker compose -f stack.yml up -d", background) and _runs_so("wget -b https://e.com/a.iso", background)
    assert not _runs_so("wget https://e.com/a.iso", background)
    limit = Wrapped("count the lines of huge.csv", "timeout 10 ", "")
    assert _runs_so("nc -w 3 -zv example.com 443", limit) and not _runs_so("grep -c timeout huge.csv", limit)
    assert _runs_so("ssh -o ConnectTimeout=5 ci-runner-4", limit)
    # watch as said (interval and flags), or a program that repeats by itself; a pipeline goes to watch quoted
    watched = Wrapped("the 5 most memory hungry processes", "watch -n 3 ", "", False, True)
    assert _runs_so("watch -n 3 free -h", watched) and _runs_so("free -h -s 3", watched) and _runs_so("ping -i 3 db01", watched)
    assert not _runs_so("watch -n 1 free -h", watched) and not _runs_so("ps aux --sort=-%mem", watched)
    hungry = Candidate("ps aux --sort=-%mem | head -n 6", "t", -0.1, -0.2)
    assert with_wrapper([Candidate("watch -n 5 -n 3 free -h", "t", -0.3, -0.9)], watched, hungry)[0].command == \
        "watch -n 3 'ps aux --sort=-%mem | head -n 6'"
    later = Wrapped("kill pid 4321", "sleep 45m && ", "", True)
    assert not _runs_so("sleep 45m", later) and _runs_so("sleep 2700 && kill 4321", later)   # a bare sleep runs nothing
    assert with_wrapper([Candidate("kill 45 4321", "t", -0.3, -0.9)], later, Candidate("kill 4321", "kill Number_1", -0.1, -0.2))[0].command == \
        "sleep 45m && kill 4321"


def test_a_step_on_a_place_another_step_needs_root_for_runs_as_root_too():
    from serval.model.translator import root_shared
    assert root_shared(["mkdir /opt/myapp", "sudo chown deploy /opt/myapp"]) == ["sudo mkdir /opt/myapp", "sudo chown deploy /opt/myapp"]
    # another place, a shell's own cd, a pipe: left as they are
    assert root_shared(["mkdir ~/app", "sudo chown deploy /opt/myapp"]) == ["mkdir ~/app", "sudo chown deploy /opt/myapp"]
    assert root_shared(["cd /opt/myapp", "sudo make install"])[0] == "cd /opt/myapp"
    assert root_shared(["sed -n 1p /etc/hosts | tee x", "sudo chmod 600 /etc/hosts"])[0] == "sed -n 1p /etc/hosts | tee x"


def test_a_remote_task_runs_over_ssh_first():
    from serval.model.steps import Remote
    from serval.model.translator import with_remote
    local = Candidate("tail -n 50 logs01 /var/log/syslog", "t", -0.5, -1.0)
    task = Candidate("tail -n 50 /var/log/syslog", "tail -n Number_1 Path_1", -0.2, -0.4)
    out = with_remote([local], Remote("logs01", None, "show the last 50 lines of /var/log/syslog", None), task)
    assert [c.command for c in out] == ["ssh logs01 tail -n 50 /var/log/syslog", "tail -n 50 logs01 /var/log/syslog"]
    written = with_remote([Candidate("ssh web-01 uptime", "t", -0.1, -0.1)], Remote("web-01", "uptime", None, None), None)
    assert [c.command for c in written] == ["ssh web-01 uptime"]
    holed = Candidate("tail -n <number> x", "t", -0.2, -0.4, unfilled=1)
    assert with_remote([local], Remote("logs01", None, "x", None), holed) == [local]


def test_a_host_named_without_ssh_leaves_first_an_answer_that_reaches_it_from_here():
    from serval.model.steps import Remote
    from serval.model.translator import with_remote
    remote = Remote("web01", None, "check that the database answers", None, implied=True)
    task = Candidate("pg_isready", "pg_isready", -0.2, -0.4)
    reaching = Candidate("nc -zv web01 5432", "t", -0.5, -1.0)
    assert with_remote([reaching], remote, task) == [reaching]
    local = Candidate("tail -n 50 web01 /var/log/syslog", "t", -0.5, -1.0)
    out = with_remote([local], remote, task)
    assert [c.command for c in out] == ["ssh web01 pg_isready", "tail -n 50 web01 /var/log/syslog"]


def test_an_age_written_in_days_uses_the_timespan_said():
    from serval.model.translator import _said_in
    rec = recognize("move everything on my Desktop older than 1 year into ~/old_desktop")
    age = next(e for e in rec.entities if e.type == "Timespan")
    assert _said_in(age, "find ~/Desktop -type f -mtime +365 -exec mv -t ~/old_desktop {} +")
    assert not _said_in(age, "find ~/Desktop -type f -mtime +30 -exec mv -t ~/old_desktop {} +")


def test_a_request_of_two_steps_the_phrasebook_answers_whole_keeps_that_answer_first(translator):
    # two_steps splits it at "and"; the phrasebook's command does both at once, with the PID of the program just started
    # (an answer of one command to the first step only, "append … to ~/.bashrc and reload it", leaves the steps first)
    text = "start ./server in the background and write its PID to server.pid"
    assert translator.translate_batch([text], n=3)[0][0].command == "./server & echo $! > server.pid"


@pytest.mark.parametrize("task, typed", [
    ("free -m", True), ("ss -tn", True), ("df -h /var", True), ("docker ps -a", True), ("nvidia-smi", True), ("Uptime", True),
    ("ls -la my folder", False), ("check memory usage", False), ("pods in the staging namespace", False), ("kill pid 4242", False),
    ("git status -s", True),
])
def test_a_task_typed_as_a_command_line_is_recognised(task, typed):
    from serval.model.translator import written_out
    assert written_out(task) is typed


def test_a_watched_task_typed_as_a_command_is_run_as_typed(translator):
    assert translator.translate("watch memory with free -m and highlight changes")[0].command == "watch -d free -m"
    assert translator.translate("ss -tn every 2 seconds")[0].command == "watch -n 2 ss -tn"
