"""End to end on a real tiny model: train → save → load → translate, and bad inputs and files."""

import torch
import pytest

from serval.errors import ServalError
from serval.model.command import parse_command
from serval.model.entities import recognize
from serval.model.rewrites import (REWRITES, asked_follow, commit_message, container_side, du_each, echo_for_text,
                                   first_columns, image_port, name_part_glob, named_link_last, names_listed,
                                   place_joined, plural_processes, python_runs, recursion_asked, remote_as_written,
                                   rewrite, scp_host_named, spoken_mode, typed_flags, unasked_follow)
from serval.model.translator import (MAX_OUT_TOKENS, Candidate, Translator, echoed_words, lowered_first_word,
                                     output_cap, rank_value, unsaid_capitals)
from serval.training.pipeline import export_model


@pytest.fixture(scope="module")
def translator(tiny_model_path):
    return Translator.load(tiny_model_path, device="cpu")


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


@pytest.mark.parametrize("text, command, expected", [
    ("create a symbolic link called latest pointing to releases/v3.2", "ln -s latest releases/v3.2",
     "ln -s releases/v3.2 latest"),
    ("create a symbolic link called latest pointing to releases/v3.2", "ln -s releases/v3.2 latest",
     "ln -s releases/v3.2 latest"),
    ("link releases/v3.2 to latest", "ln -s latest releases/v3.2", "ln -s latest releases/v3.2"),  # no name said
    ("symlink ~/bin/node -> /opt/node/bin/node", "ln -s ~/bin/node /opt/node/bin/node",
     "ln -s /opt/node/bin/node ~/bin/node"),
    ("make a hard link to data.db called data_link.db", "ln data_link.db data.db", "ln data.db data_link.db"),
])
def test_a_link_the_request_names_is_written_last(text, command, expected):
    assert named_link_last(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy backup.sql from db1 to here", "scp backup.sql .", "scp db1:backup.sql ."),
    ("fetch the logs folder from web3 into /tmp", "scp -r logs /tmp", "scp -r web3:logs /tmp"),
    ("copy x.log from db1 over port 2222 to here", "scp -P 2222 x.log .", "scp -P 2222 db1:x.log ."),
    ("send notes.txt to web1", "scp notes.txt web1", "scp notes.txt web1:"),
    ("copy app.tar.gz to the server 10.0.0.5", "scp app.tar.gz 10.0.0.5", "scp app.tar.gz 10.0.0.5:"),
    # left alone: a remote side already, no scp, a "from" that is a local folder or a file
    ("copy notes.txt to web1:/tmp", "scp notes.txt web1:/tmp", "scp notes.txt web1:/tmp"),
    ("copy backup.sql from db1 to here", "cp backup.sql .", "cp backup.sql ."),
    ("copy report.pdf from the docs folder to web1", "scp docs/report.pdf web1", "scp docs/report.pdf web1:"),
    ("copy a.txt from b.txt", "scp a.txt b.txt", "scp a.txt b.txt"),
    # rsync too; a host written after the folder it holds, or on the wrong side of the colon
    ("sync ~/projects/shop to /srv/shop on web1", "rsync -av ~/projects/shop /srv/shop web1",
     "rsync -av ~/projects/shop/ web1:/srv/shop"),   # and the source's slash: the destination has its name
    ("send report.csv to /tmp on web1", "scp report.csv /tmp:web1", "scp report.csv web1:/tmp"),
    ("send report.csv to /tmp on web1", "scp report.csv web1:", "scp report.csv web1:/tmp"),
    ("send report.csv to web1", "scp report.csv web1:", "scp report.csv web1:"),
    ("mirror site/ to web1", "rsync -av site/ web1", "rsync -av site/ web1:"),
    ("copy x to /srv on web1 as deploy", "scp x deploy@web1:/srv", "scp x deploy@web1:/srv"),
    # with a user: the colon added, a copy the wrong way turned round
    ("copy id_ed25519.pub to the server web-02 as user ops", "scp id_ed25519.pub ops@web-02",
     "scp id_ed25519.pub ops@web-02:"),
    ("copy id_ed25519.pub to the server web-02 as user ops", "scp ops@web-02:id_ed25519.pub .",
     "scp id_ed25519.pub ops@web-02:"),
    ("copy dump.sql from web-02 as ops", "scp ops@web-02:dump.sql .", "scp ops@web-02:dump.sql ."),
    ("copy notes.txt to web-02 as admin", "scp notes.txt admin@web-02:web-02", "scp notes.txt admin@web-02:"),
    ("copy notes.txt to web-02", "scp notes.txt web-02:web-02", "scp notes.txt web-02:"),
])
def test_an_scp_between_local_paths_gets_the_host_the_request_names(text, command, expected):
    assert scp_host_named(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("tail the last 100 lines of /var/log/nginx/error.log", "tail -n 100 -f /var/log/nginx/error.log",
     "tail -n 100 /var/log/nginx/error.log"),
    ("last five lines of app.log", "sudo tail -F -n 5 app.log | grep -v x", "sudo tail -n 5 app.log | grep -v x"),
    # left alone: a request that asks to follow, one that names no count, a -f of another tool
    ("follow the last 100 lines of app.log", "tail -n 100 -f app.log", "tail -n 100 -f app.log"),
    ("show the last 20 lines of app.log as they come in", "tail -n 20 -f app.log", "tail -n 20 -f app.log"),
    ("tail app.log", "tail -f app.log", "tail -f app.log"),
    ("tail the error log starting from the last 100 lines", "tail -n 100 -f x.log", "tail -n 100 -f x.log"),
    ("cut the first 3 lines of a.csv", "cut -f 1 a.csv | tail -n 3", "cut -f 1 a.csv | tail -n 3"),
])
def test_a_tail_follows_only_when_the_request_asks_to(text, command, expected):
    assert unasked_follow(command, recognize(text)) == expected


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


def test_a_capitalised_first_word_copied_as_a_name_is_lowered_only_when_commands_use_it():
    known = {"sleep", "target", "file", "list"}
    rec = lowered_first_word(recognize("Mask sleep.target", known), {"mask", "systemctl"})
    assert [e.value for e in rec.entities if e.guessed] == ["mask"]
    rec = lowered_first_word(recognize("California list", known), {"mask", "systemctl"})
    assert [e.value for e in rec.entities if e.guessed] == ["California"]
    rec = lowered_first_word(recognize("list Mask", known), {"mask"})   # not the first word: a name
    assert [e.value for e in rec.entities if e.guessed] == ["Mask"]


@pytest.mark.parametrize("text, command, expected", [
    ("list every file in ~/Music with mp3 in the name", "find ~/Music -name mp3", 'find ~/Music -name "*mp3*"'),
    ("files with backup in their names", "find . -iname backup -type f", 'find . -iname "*backup*" -type f'),
    # left alone: already a glob, another word, no "in the name"
    ("files with backup in the name", 'find . -name "*backup*"', 'find . -name "*backup*"'),
    ("files with backup in the name", "ls | grep backup", "ls | grep backup"),
    ("find the file named backup", "find . -name backup", "find . -name backup"),
])
def test_a_part_of_the_name_is_globbed_for_find(text, command, expected):
    assert name_part_glob(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the first 3 columns of report.tsv", "cut -f3 report.tsv", "cut -f1-3 report.tsv"),
    ("the first 2 fields of a.csv", "cut -d, -f 2 a.csv", "cut -d, -f 1-2 a.csv"),
    ("the first three columns of a.tsv", "cut -f3 a.tsv", "cut -f1-3 a.tsv"),
    # left alone: already a range, the third column only
    ("show the first 3 columns of report.tsv", "cut -f1-3 report.tsv", "cut -f1-3 report.tsv"),
    ("show column 3 of report.tsv", "cut -f3 report.tsv", "cut -f3 report.tsv"),
])
def test_the_first_n_columns_are_a_range(text, command, expected):
    assert first_columns(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the processes using the most memory", "ps aux --sort=-%mem | head -n 2", "ps aux --sort=-%mem | head"),
    # left alone: one process asked for, a number named
    ("which process uses the most memory", "ps aux --sort=-%mem | head -n 2", "ps aux --sort=-%mem | head -n 2"),
    ("the 2 processes using the most cpu", "ps aux --sort=-%cpu | head -n 2", "ps aux --sort=-%cpu | head -n 2"),
    ("show the processes using the most memory", "ps aux --sort=-%mem | head -n 20", "ps aux --sort=-%mem | head -n 20"),
])
def test_processes_in_the_plural_are_not_one_process(text, command, expected):
    assert plural_processes(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("md5 of every .bin file in firmware/", "md5sum *.bin", "md5sum firmware/*.bin"),
    ("nuke the node_modules folder in frontend/", "rm -rf node_modules frontend/", "rm -rf frontend/node_modules"),
    ("move all the pdfs from my downloads to ~/docs", "mv *.pdf ~/docs", "mv ~/Downloads/*.pdf ~/docs"),
    ("rename every .jpeg file in photos/ to .jpg", 'for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done',
     'for f in photos/*.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done'),
    # left alone: the name is not placed in the folder, the folder is where it goes
    ("copy notes.txt to backup/", "cp notes.txt backup/", "cp notes.txt backup/"),
    ("md5 of every .bin file, and list firmware/", "md5sum *.bin", "md5sum *.bin"),
])
def test_a_name_the_request_places_in_a_folder_gets_its_path(text, command, expected):
    assert place_joined(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("create folders logs, tmp and cache", "mkdir -p logs tmp", "mkdir -p logs tmp cache"),
    ("copy a.txt and b.txt to docs/", "cp a.txt docs/", "cp a.txt b.txt docs/"),
    # left alone: no list (docs/ is where the copy goes), one name
    ("copy a.txt to docs/", "cp a.txt", "cp a.txt"),
    ("delete a.log", "rm a.log", "rm a.log"),
])
def test_every_name_of_a_listed_group_is_used(text, command, expected):
    assert names_listed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("run nginx in docker on port 8080", "docker run -d -p 8080 nginx", "docker run -d -p 8080:80 nginx"),
    ("run redis:7 in the background with port 6379 published", "docker run -d -p 6379:80 redis:7",
     "docker run -d -p 6379:6379 redis:7"),
    ("run postgres:16 named db on port 5433", "docker run -d --name db -p 5433 postgres:16",
     "docker run -d --name db -p 5433:5432 postgres:16"),
    # left alone: the container port named, an image of unknown port, no docker run
    ("run nginx with host port 8080 mapped to 8081", "docker run -d -p 8080:8081 nginx", "docker run -d -p 8080:8081 nginx"),
    ("run myapp on port 3000", "docker run -d -p 3000 myapp", "docker run -d -p 3000 myapp"),
    ("stop nginx", "docker stop nginx", "docker stop nginx"),
])
def test_a_well_known_image_publishes_the_port_it_serves_on(text, command, expected):
    assert image_port(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ('grep -ri "timeout" in config/', "grep -r timeout config/", "grep -ri timeout config/"),
    ("rsync -avz ~/site to web1:/var/www", "rsync -av ~/site/ web1:/var/www", "rsync -avz ~/site/ web1:/var/www"),
    ("ls -la in /etc", "ls /etc", "ls -al /etc"),
    ("sort -rn sizes.txt", "sort -k2 sizes.txt | head", "sort -nr -k2 sizes.txt | head"),   # -k takes a value: apart
    # left alone: all there, a letter that takes a value, a tool the command does not run, no typed flags
    ("ls -la in /etc", "ls -al /etc", "ls -al /etc"),
    ("grep -m 5 error in app.log", "grep error app.log", "grep error app.log"),
    ("grep -ri timeout in config/", "find config/ -name timeout", "find config/ -name timeout"),
    ("search for timeout in config/", "grep -r timeout config/", "grep -r timeout config/"),
])
def test_flags_the_request_types_are_kept(text, command, expected):
    assert typed_flags(command, recognize(text)) == expected


@pytest.mark.parametrize("command, echoed", [
    ("ps aux --sort=-%mem aux", 1), ("docker logs --since 1h logs", 1),
    ("docker run --name web web", 0),            # a flag's value may repeat an operand
    ("cp a.txt b.txt && cp a.txt c.txt", 0),     # counted per simple command
    ("find . -name x -o -name y", 0),
])
def test_a_plain_word_a_simple_command_has_twice_is_counted(command, echoed):
    assert echoed_words(command.split()) == echoed


@pytest.mark.parametrize("text, command, expected", [
    ("copy nginx.conf from the container proxy to here", "docker cp nginx.conf .", "docker cp proxy:nginx.conf ."),
    ("copy /app/config.json out of container web_app", "docker cp /app/config.json web_app",
     "docker cp web_app:/app/config.json ."),
    ("copy settings.py into the web container at /app/settings.py", "docker cp settings.py /app/settings.py web",
     "docker cp settings.py web:/app/settings.py"),
    # left alone: a container named already, no path inside it, no docker cp
    ("copy a.txt from the container web", "docker cp web:/a.txt .", "docker cp web:/a.txt ."),
    ("copy dump.sql to the db container", "docker cp dump.sql db", "docker cp dump.sql db"),
    ("copy a.txt from the container web", "cp a.txt .", "cp a.txt ."),
])
def test_docker_cp_gets_the_container_the_request_names(text, command, expected):
    assert container_side(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("make app.conf read-only for everyone", "chmod a+r app.conf", "chmod a=r app.conf"),
    ("remove write permission for others on projects recursively", "chmod -R o+w projects", "chmod -R o-w projects"),
    ("make app.conf read-only for everyone", "chmod 644 app.conf", "chmod 644 app.conf"),   # octal stays
    ("set the mode of run.sh to u+x", "chmod a+x run.sh", "chmod a+x run.sh"),           # a typed mode rules
    ("make deploy.sh executable and run it", "chmod +x deploy.sh && ./deploy.sh", "chmod +x deploy.sh && ./deploy.sh"),
])
def test_a_symbolic_chmod_mode_follows_the_words_of_the_request(text, command, expected):
    assert spoken_mode(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('"hello world" | tee greeting.txt', 'echo "hello world" | tee greeting.txt'),
    ("'abc' >> notes.txt", "echo 'abc' >> notes.txt"),
    ('ls && "done now" > log.txt', 'ls && echo "done now" > log.txt'),
    ('"$EDITOR" notes.txt', '"$EDITOR" notes.txt'),            # a quoted program stays
    ('"./my tool" | wc -l', '"./my tool" | wc -l'),
    ('ls | grep "a b" | wc -l', 'ls | grep "a b" | wc -l'),     # quoted arguments are not commands
    ('"hello world"', '"hello world"'),                        # nothing fed: not ours to guess
])
def test_quoted_text_that_feeds_a_pipe_or_a_file_is_echoed(command, expected):
    assert echo_for_text(command) == expected


def test_capitalised_words_of_the_request_count_against_commands_that_drop_them():
    commands = ["tail -n 20 app.log", "grep ERROR app.log | tail -n 20", "tail -n 20 app.log | grep ERROR"]
    assert unsaid_capitals("show the last 20 ERROR lines from app.log", commands) == [1, 0, 0]
    # acronyms are things, not text to find; a word no candidate writes counts against none
    assert unsaid_capitals("convert the PDF report.pdf", ["pdftotext report.pdf", "cat report.pdf"]) == [0, 0]
    assert unsaid_capitals("lines with FATAL in app.log", ["grep -i fatal app.log", "cat app.log"]) == [0, 0]


@pytest.mark.parametrize("text, command, expected", [
    ("rsync ~/photos to admin@backup.example.com:/data/", "rsync -avz /data/ admin@backup.example.com:~/photos",
     "rsync -avz ~/photos admin@backup.example.com:/data/"),
    ("copy backup.tar.gz to deploy@10.0.0.5:/srv/backups", "scp backup.tar.gz deploy@10.0.0.5:/srv/backups",
     "scp backup.tar.gz deploy@10.0.0.5:/srv/backups"),                       # already as written
    ("get web1:/var/log/app.log here", "scp /var/log/app.log web1:.", "scp /var/log/app.log web1:."),  # '.' is no name of the request
    ("copy ~/a to web1:/srv/a", "cp /srv/a web1:~/a", "cp /srv/a web1:~/a"),   # not a remote copier
])
def test_a_remote_place_written_out_stays_whole(text, command, expected):
    assert remote_as_written(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("give the group write permission on shared/ and everything in it", "chmod g+w shared/", "chmod -R g+w shared/"),
    ("change the owner of /srv/app to deploy recursively", "sudo chown deploy /srv/app", "sudo chown -R deploy /srv/app"),
    ("change the group of data including subfolders to staff", "chgrp staff data", "chgrp -R staff data"),
    ("change the owner of /srv/app to deploy recursively", "chown -R deploy /srv/app", "chown -R deploy /srv/app"),
    ("give the group write access to shared_docs", "chmod g+w shared_docs", "chmod g+w shared_docs"),   # not asked
    ("chmod the folder, not recursive", "chmod 755 x", "chmod 755 x"),
    ("grep TODO recursively in src", "grep TODO src", "grep TODO src"),   # only ownership and modes
])
def test_ownership_and_modes_go_recursive_when_the_request_asks(text, command, expected):
    assert recursion_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("run train.py", "./train.py", "python3 train.py"),
    ("run long_job.py in the background so it survives logout", "nohup ./long_job.py &", "nohup python3 long_job.py &"),
    ("run fetch.py and then train.py", "./fetch.py && ./train.py", "python3 fetch.py && python3 train.py"),
    ("how do i run ./cleanup.py as www-data", "sudo -u www-data ./cleanup.py", "sudo -u www-data ./cleanup.py"),  # as written
    ("make train.py executable", "chmod +x ./train.py", "chmod +x ./train.py"),          # not run
    ("run backup.sh", "./backup.sh", "./backup.sh"),                                     # not Python
])
def test_a_python_file_named_bare_runs_with_python3(text, command, expected):
    assert python_runs(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("follow the sshd logs", "journalctl -u sshd", "journalctl -f -u sshd"),
    ("follow app.log as new lines are written", "tail app.log", "tail -f app.log"),
    ("follow the logs of the api container", "docker logs api", "docker logs -f api"),
    ("live log of nginx filtered for 404", "tail access.log | grep 404", "tail -f access.log | grep 404"),
    ("follow app.log", "tail -F app.log", "tail -F app.log"),                    # already following
    ("follow the sshd logs", "journalctl -fu sshd", "journalctl -fu sshd"),
    ("show the last 20 lines of app.log", "tail -n 20 app.log", "tail -n 20 app.log"),   # not asked
    ("follow the sshd logs", "grep sshd /var/log/auth.log", "grep sshd /var/log/auth.log"),   # no log follower
])
def test_a_log_the_request_asks_to_follow_is_followed(text, command, expected):
    assert asked_follow(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('git commit "fix typo"', 'git commit -m "fix typo"'),
    ('git add -A && git commit "fix typo"', 'git add -A && git commit -m "fix typo"'),
    ('git commit -am "fix typo"', 'git commit -am "fix typo"'),
    ('git commit --amend -m "fix typo"', 'git commit --amend -m "fix typo"'),
    ('git log --grep "fix"', 'git log --grep "fix"'),
])
def test_a_bare_commit_message_gets_its_flag(command, expected):
    assert commit_message(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("how much space does each folder in /var take up?", "du -sh /var", "du -sh /var/*"),
    ("size of each folder in ~/projects sorted", "du -sh ~/projects/ | sort -h", "du -sh ~/projects/* | sort -h"),
    ("size of /var", "du -sh /var", "du -sh /var"),                                           # one total asked
    ("how big is each subfolder of /opt, one level", "du -h --max-depth=1 /opt", "du -h --max-depth=1 /opt"),
])
def test_du_of_each_folder_in_a_place_lists_its_entries(text, command, expected):
    assert du_each(command, recognize(text)) == expected


def test_rewrite_applies_every_rewrite_in_order():
    rec = recognize("give the group write permission on shared/ and everything in it, recursively")
    assert rewrite("chmod g+w shared/", rec) == "chmod -R g+w shared/"
    assert len(set(REWRITES)) == len(REWRITES) == 19
    # each rewrite leaves alone a command the request has nothing to say about
    plain = recognize("list the files")
    assert all(step("ls -l", plain) == "ls -l" for step in REWRITES)
