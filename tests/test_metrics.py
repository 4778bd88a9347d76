"""Hand-computed checks of every metric in serval.training.metrics."""

from __future__ import annotations

import math

import pytest

from serval.errors import ServalError
from serval.training.metrics import (
    char_bleu,
    command_equivalent,
    command_exact,
    corpus_char_bleu,
    nlc2cmd_pair,
    nlc2cmd_query,
    nlc2cmd_structure,
    nlc2cmd_top5,
    normalize_ws,
    template_bleu,
    template_exact,
    tm_score,
    top5_deltas,
)

# ---------------------------------------------------------------- whitespace and exact match


def test_normalize_ws_collapses_and_strips():
    assert normalize_ws("  ls   -l\t\n /tmp ") == "ls -l /tmp"
    assert normalize_ws("") == ""


def test_template_exact_ignores_whitespace_only():
    assert template_exact("find  Path_1 -name Pattern_1 ", "find Path_1 -name Pattern_1")
    assert not template_exact("find Path_1 -name Pattern_1", "find Path_1 -iname Pattern_1")


def test_command_exact_is_whitespace_normalised_but_quote_sensitive():
    assert command_exact("ls  -l  /tmp", "ls -l /tmp")
    assert not command_exact("ls '/tmp'", "ls /tmp")


# ---------------------------------------------------------------- command equivalence


@pytest.mark.parametrize(
    "pred, ref",
    [
        ("find . -name '*.txt'", 'find . -name "*.txt"'),  # quoting
        ("rsync -avz a b", "rsync -a -v -z a b"),  # combined short flags
        ("rsync -zva a b", "rsync -a -v -z a b"),  # and their order
        ("ls -l -a /tmp", "ls -a /tmp -l"),  # flag position among arguments
        ("ls|wc -l", "ls | wc -l"),  # operators need no spaces
        ("find . -exec rm {} \\;", "find . -exec rm '{}' ';'"),  # escaped vs quoted ;
        ("grep --color=auto -i x f", "grep -i --color=auto x f"),
        ("sort -rn f | head -5", "sort -nr f | head -n 5"),  # head's and tail's old count form
        ("tail -20 app.log", "tail -n 20 app.log"),
        ("for i in $(seq 5) ; do ./x.sh ; done", "for i in $(seq 5); do ./x.sh; done"),  # ")" then ";"
        ("(cd src && make)", "( cd src && make )"),
        ("find docs/ -name '*.md'", "find docs -name '*.md'"),  # a folder's trailing slash
        ("chgrp -R devs shared/", "chgrp -R devs shared"), ("cp -p a.conf ~/bak", "cp -p a.conf ~/bak/"),
        ("scp r.pdf m@h.org:/home/m/docs", "scp r.pdf m@h.org:/home/m/docs/"), ("rsync -a a/ /mnt/b", "rsync -a a/ /mnt/b/"),
        ("chmod +x ./release.sh", "chmod +x release.sh"), ("find ./src -name x", "find src -name x"),
        # a command substitution is part of its word, quoted or not, and its own command is normalised too
        ('tar -czf x_$(date +%F).tar.gz x', 'tar -czf "x_$(date +%F).tar.gz" x'),
        ("kill $(lsof -t -i :3000)", "kill $(lsof -t -i:3000)"), ("echo $(date) ; ls", "echo $( date ) ; ls"),
        # ssh joins its remote command's words: one quoted word of plain words is those words
        ("ssh admin@db01 'df -h'", "ssh admin@db01 df -h"), ("ssh s1 'df -h' > disk.txt", "ssh s1 df -h > disk.txt"),
    ],
)
def test_command_equivalent_true(pred, ref):
    assert command_equivalent(pred, ref)
    assert command_equivalent(ref, pred)


@pytest.mark.parametrize(
    "pred, ref",
    [
        ("cp a b", "cp b a"),  # argument order matters
        ("ls -l", "ls -la"),  # different flag multiset
        ("find . -type f -o -name x", "find . -name x -o -type f"),  # find keeps its order across -o
        ("ls | wc -l", "ls ; wc -l"),  # different operator
        ("tail -20 app.log", "tail -n 2 app.log"),  # a different count
        ("cut -5 f", "cut -n 5 f"),  # the count form is head's and tail's only
        ("ls 'unbalanced", "ls unbalanced"),  # cannot split: falls back to exact
        ("cat a | sort", "sort | cat a"),
        ("echo $(date) ; ls", "echo $(date) | ls"),
        ("rsync -a photos/ /mnt/usb", "rsync -a photos /mnt/usb"),  # rsync: src/ is the folder's contents
        ("sed 's/a/b/' f", "sed 's/a/b' f"), ("ls /", "ls"),
        ("./run.sh", "run.sh"),   # a file run by its path is no program on the PATH
        ("touch x_$(date +%F).log", "touch x_$(date +%F) .log"),   # two words
        ("kill $(pgrep app)", "kill $(pgrep -f app)"), ("echo '$(date)'", "echo $(date)"),   # single quotes: no substitution
        ("ssh h 'ls *.log'", "ssh h ls *.log"),   # the glob: expanded there, or here
        ("ssh h 'tail -n 5 a | wc -l'", "ssh h tail -n 5 a | wc -l"),   # the pipe: run there, or here
    ],
)
def test_command_equivalent_false(pred, ref):
    assert not command_equivalent(pred, ref)


def test_command_equivalent_exact_unbalanced_still_equal():
    assert command_equivalent("echo 'oops", "echo  'oops")


# ---------------------------------------------------------------- BLEU


def test_template_bleu_identical_is_100_and_disjoint_is_0():
    refs = ["find Path_1 -name Pattern_1 -type f", "ls -l -a Directory_1 | wc -l"]
    assert template_bleu(refs, refs) == pytest.approx(100.0)
    assert template_bleu(["a b c d e", "f g h i j"], refs) == pytest.approx(0.0)


def test_template_bleu_hand_computed_one_sentence():
    # pred "a b c d e" vs ref "a b c d f": p1=4/5 p2=3/4 p3=2/3 p4=1/2, equal length -> BP=1.
    expected = 100 * math.exp((math.log(4 / 5) + math.log(3 / 4) + math.log(2 / 3) + math.log(1 / 2)) / 4)
    assert template_bleu(["a  b c d e"], ["a b c d f"]) == pytest.approx(expected, rel=1e-6)


def test_template_bleu_rejects_length_mismatch_and_handles_empty():
    with pytest.raises(ServalError):
        template_bleu(["a"], [])
    assert template_bleu([], []) == 0.0


def test_char_bleu_identical():
    assert char_bleu("ls -l", "ls  -l") == pytest.approx(1.0)


def test_char_bleu_hand_computed_method1_smoothing():
    # "abcd" vs "abce": p1=3/4, p2=2/3, p3=1/2, p4=0/1 -> 0.1/1 (method1); BP=1.
    expected = (0.75 * (2 / 3) * 0.5 * 0.1) ** 0.25
    assert char_bleu("abcd", "abce") == pytest.approx(expected)
    assert expected == pytest.approx(0.39764, abs=1e-5)


def test_char_bleu_hand_computed_brevity_penalty():
    # "ab" vs "abcd": p1=1, p2=1, no 3- or 4-grams -> 0.1 each; BP=exp(1-4/2)=e^-1.
    expected = math.exp(-1) * (1 * 1 * 0.1 * 0.1) ** 0.25
    assert char_bleu("ab", "abcd") == pytest.approx(expected)


def test_char_bleu_no_common_character_and_empty_cases():
    assert char_bleu("xyz", "abc") == 0.0
    assert char_bleu("", "") == 1.0
    assert char_bleu("", "ls") == 0.0
    assert char_bleu("ls", "") == 0.0


def test_char_bleu_longer_prediction_has_no_brevity_penalty():
    # "abcde" vs "abcd": p1=4/5 p2=3/4 p3=2/3 p4=1/2, c > r -> BP = 1.
    expected = (0.8 * 0.75 * (2 / 3) * 0.5) ** 0.25
    assert char_bleu("abcde", "abcd") == pytest.approx(expected)


def test_corpus_char_bleu_is_mean_times_100():
    expected = 100 * (1.0 + (0.75 * (2 / 3) * 0.5 * 0.1) ** 0.25) / 2
    assert corpus_char_bleu(["ls -l", "abcd"], ["ls -l", "abce"]) == pytest.approx(expected)
    assert corpus_char_bleu([], []) == 0.0
    with pytest.raises(ServalError):
        corpus_char_bleu(["a"], ["a", "b"])


# ---------------------------------------------------------------- TM


def test_tm_score_ignores_slots_and_quoted_literals():
    assert tm_score("find Path_1 -name Pattern_1", "find Path_2 -name 'x y'") == pytest.approx(1.0)


def test_tm_score_hand_computed_cosine():
    # pred bag {ls:1, -l:1}; ref bag {ls:1, -l:1, -a:1}: cos = 2 / (sqrt2 * sqrt3)
    assert tm_score("ls -l Directory_1", "ls -l -a Directory_1") == pytest.approx(2 / math.sqrt(6))
    # multiset counts: {a:2} vs {a:1, b:1}: cos = 2 / (2 * sqrt2)
    assert tm_score("a a", "a b") == pytest.approx(1 / math.sqrt(2))


def test_tm_score_empty_bags():
    assert tm_score("File_1", "'x'") == 1.0
    assert tm_score("", "ls") == 0.0
    assert tm_score("ls", "Path_1") == 0.0


# ---------------------------------------------------------------- NLC2CMD structure


def test_structure_pipes_lists_substitutions_exec_xargs():
    s = nlc2cmd_structure(
        "find . -name '*.log' -exec grep -l err {} \\; | xargs -I {} rm -rf {} && echo $(date +%s)"
    )
    assert s == [
        ("find", frozenset({"-name", "-exec"})),
        ("grep", frozenset({"-l"})),
        ("xargs", frozenset({"-I"})),
        ("rm", frozenset({"-r", "-f"})),
        ("echo", frozenset()),
        ("date", frozenset()),
    ]


def test_structure_flag_rules():
    assert nlc2cmd_structure("ls -la --color=auto x") == [
        ("ls", frozenset({"-l", "-a", "--color"}))
    ]
    # find primaries are not split; their arguments (-644, -30) are no flags
    assert nlc2cmd_structure("find / -perm -644 -mtime -30 -type f") == [
        ("find", frozenset({"-perm", "-mtime", "-type"}))
    ]
    # quoted words and words after -- are arguments
    assert nlc2cmd_structure("grep -e '-v' -- -x f") == [("grep", frozenset({"-e"}))]
    # digits as xargs options, attached values
    assert nlc2cmd_structure("xargs -0n1 echo") == [
        ("xargs", frozenset({"-0", "-n"})),
        ("echo", frozenset()),
    ]


def test_structure_wrappers():
    assert nlc2cmd_structure("sudo -u root find / -name x") == [
        ("sudo", frozenset({"-u"})),
        ("find", frozenset({"-name"})),
    ]
    assert nlc2cmd_structure("env A=1 ls -l") == [("env", frozenset()), ("ls", frozenset({"-l"}))]


def test_structure_unparseable_is_none():
    assert nlc2cmd_structure("ls 'unterminated") is None
    assert nlc2cmd_structure("time ls") is None  # bashlex does not implement the time keyword
    assert nlc2cmd_structure("") is None


# ---------------------------------------------------------------- NLC2CMD scores


def test_nlc2cmd_extra_flag_gives_half():
    # f = (2*1 - 2) / 2 = 0 -> s = (1 + 0) / 2
    assert nlc2cmd_pair("ls -l", "ls -l -a") == pytest.approx(0.5)


def test_nlc2cmd_identical_is_one():
    cmd = "find . -type f -name '*.py' | xargs wc -l"
    assert nlc2cmd_pair(cmd, cmd) == pytest.approx(1.0)
    assert nlc2cmd_pair("ls", "ls") == pytest.approx(1.0)  # both flag sets empty -> f = 1


def test_nlc2cmd_wrong_utility_is_minus_delta():
    assert nlc2cmd_pair("cat a", "ls -l") == pytest.approx(-1.0)
    assert nlc2cmd_pair("cat a", "ls -l", delta=0.4) == pytest.approx(-0.4)


def test_nlc2cmd_combined_short_flags():
    assert nlc2cmd_pair("ls -la", "ls -l -a") == pytest.approx(1.0)


def test_nlc2cmd_different_lengths():
    # T = 2: position 1 identical (s=1), position 2 padded (s=-1) -> 0
    assert nlc2cmd_pair("ls -l | wc -l", "ls -l") == pytest.approx(0.0)
    # T = 3: ls vs ls -l (f = (0-1)/1 = -1 -> s=0), sort = sort (s=1), pad vs head (s=-1)
    assert nlc2cmd_pair("ls | sort", "ls -l | sort | head") == pytest.approx(0.0)
    # T = 3: ls -l vs ls -l -a (s=0.5), sort = sort (s=1), pad vs head (s=-1) -> 0.5/3
    assert nlc2cmd_pair("ls -l | sort", "ls -l -a | sort | head") == pytest.approx(0.5 / 3)
    # T = 3: ls = ls (1), then two pads (-1, -1) -> -1/3
    assert nlc2cmd_pair("ls", "ls | sort | head") == pytest.approx(-1 / 3)
    # flags: {-n, -r} vs {-n}: f = (2-2)/2 = 0 -> s = 0.5; then wc = wc -> 1; mean 0.75
    assert nlc2cmd_pair("sort -nr | wc", "sort -n | wc") == pytest.approx(0.75)


def test_nlc2cmd_delta_scaling():
    assert nlc2cmd_pair("ls -l", "ls -l -a", delta=0.5) == pytest.approx(0.25)
    assert nlc2cmd_pair("ls -l", "ls -l", delta=0.0) == pytest.approx(0.0)
    with pytest.raises(ServalError):
        nlc2cmd_pair("ls", "ls", delta=1.5)
    with pytest.raises(ServalError):
        nlc2cmd_pair("ls", "ls", delta=float("nan"))


def test_nlc2cmd_unparseable_reference_and_prediction():
    assert nlc2cmd_pair("ls", "ls 'unterminated") == 0.0
    # unparseable prediction = no utilities: T = 1, padded -> -1
    assert nlc2cmd_pair("ls 'unterminated", "ls") == pytest.approx(-1.0)


def test_nlc2cmd_query_max_mean_and_no_prediction():
    ref = "ls -l -a"
    # scores 0.5 and -1 -> some positive -> max
    assert nlc2cmd_query([("cat x", 1.0), ("ls -l", 1.0)], ref) == pytest.approx(0.5)
    # scores -1 and -0.5 -> none positive -> mean
    assert nlc2cmd_query([("cat x", 1.0), ("cat y", 0.5)], ref) == pytest.approx(-0.75)
    assert nlc2cmd_query([], ref) == -1.0
    # only five candidates count: the sixth (a perfect one) is ignored
    five_wrong = [("cat x", 1.0)] * 5
    assert nlc2cmd_query(five_wrong + [(ref, 1.0)], ref) == pytest.approx(-1.0)


def test_top5_deltas():
    deltas = top5_deltas([-1.0, -1.0 + math.log(0.5), -0.5, float("-inf")])
    assert deltas == pytest.approx([1.0, 0.5, 1.0, 0.0])
    assert top5_deltas([]) == []
    assert top5_deltas([float("-inf"), float("-inf")]) == [1.0, 0.0]


def test_nlc2cmd_top5_uses_probability_ratio():
    ref = "ls -l -a"
    # first wrong (s=-1), second exact with delta = p2/p1 = 0.25 -> max = 0.25
    preds = [("cat x", math.log(0.4)), ("ls -la", math.log(0.1))]
    assert nlc2cmd_top5(preds, ref) == pytest.approx(0.25)
    assert nlc2cmd_top5([], ref) == -1.0


def test_template_equivalent_normalises_flags_and_side_by_side_find_tests():
    from serval.training.metrics import template_equivalent

    assert template_equivalent("ls -la Path_1", "ls -a -l Path_1")
    assert template_equivalent("rsync -a -z -v Path_1 Path_2", "rsync -avz Path_1 Path_2")
    assert not template_equivalent("ls -l Path_1", "ls -la Path_1")
    assert template_equivalent("find Path_1 -type f -name Pattern_1", "find Path_1 -name Pattern_1 -type f")   # tests side by side
    assert not template_equivalent("find Path_1 -type f -o -name Pattern_1", "find Path_1 -name Pattern_1 -o -type f")
    assert not template_equivalent("cp Path_1 Path_2", "cp Path_2 Path_1")


@pytest.mark.parametrize("pred, ref, same", [
    ("awk -F: '$3 >= 1000 {print $1}' /etc/passwd", "awk -F: '$3>=1000 {print $1}' /etc/passwd", True),
    ("awk '{print $1, $2}' f", "awk '{print $1,$2}' f", True),
    ("awk '{ s += $5 } END { print s }' f", "awk '{s+=$5} END {print s}' f", True),
    ('awk \'{print "a b"}\' f', 'awk \'{print "ab"}\' f', False),   # a string's spaces are its own
    ("awk '{print a b}' f", "awk '{print ab}' f", False),           # two names, not one
    ("sed 's/a = b/c/' f", "sed 's/a=b/c/' f", False),              # awk's programs only
])
def test_awk_programs_equal_up_to_spacing(pred, ref, same):
    assert command_equivalent(pred, ref) is same


@pytest.mark.parametrize("pred, ref, same", [
    ("find /srv -type f -user henry | wc -l", "find /srv -user henry -type f | wc -l", True),
    ('find . -type f -name "*.py" -exec rm {} +', 'find . -name "*.py" -type f -exec rm {} +', True),
    ("find . -name a -o -type f", "find . -type f -o -name a", False),        # across -o: not moved
    ("find . -type f -daystart -mtime 0", "find . -daystart -type f -mtime 0", False),   # -daystart changes what follows
    ("find . -print -type f", "find . -type f -print", False),              # an action is where it is
    ("find a -type f", "find b -type f", False),
])
def test_find_tests_side_by_side_in_any_order(pred, ref, same):
    assert command_equivalent(pred, ref) is same


@pytest.mark.parametrize("pred, ref, same", [
    ("find logs -name '*.log' -mtime +30 -exec gzip {} +", "find logs -name '*.log' -mtime +30 -exec gzip {} \\;", True),
    ("find site -name '*.html' -exec chmod 644 {} +", "find site -name '*.html' -exec chmod 644 {} \\;", True),
    ("find . -name '*.bak' -exec mv -t /tmp/old {} +", "find . -name '*.bak' -exec mv -t /tmp/old {} \\;", True),
    ("find . -exec gzip {} \\; && ls", "find . -exec gzip {} + && ls", True),
    ("find . -exec grep -l x {} +", "find . -exec grep -l x {} \\;", False),   # grep names the files only when given several
    ("find . -exec wc -l {} +", "find . -exec wc -l {} \\;", False),          # and wc adds a total
    ("find . -exec gzip {} \\; ; ls", "find . -exec gzip {} +", False),        # the shell's ; after find's own
])
def test_find_exec_per_file_or_batched_for_programs_that_do_the_same(pred, ref, same):
    assert command_equivalent(pred, ref) is same


@pytest.mark.parametrize("pred, ref, same", [
    ("join -t$'\\t' left.tsv right.tsv", "join -t $'\\t' left.tsv right.tsv", True),
    ("sort -t, -k3,3n a.csv", "sort -t , -k 3,3n a.csv", True),
    ("cut -d: -f1,7 /etc/passwd", "cut -d : -f 1,7 /etc/passwd", True),
    ("find . -type f -not -name '*.txt'", "find . -type f ! -name '*.txt'", True),
    ("sort -t, -k3,3n a.csv", "sort -t, -k2,2n a.csv", False),
    ("ls -la", "ls -l -a", True),                        # clusters of letters: as before
])
def test_a_value_written_onto_its_flag_and_finds_not(pred, ref, same):
    assert command_equivalent(pred, ref) is same


@pytest.mark.parametrize("pred, ref, same", [
    ("find /opt/app -type f -perm -o+w", "find /opt/app -type f -perm -o=w", True),
    ("find /tmp -type d -perm -o+w ! -perm -1000", "find /tmp -type d -perm -0002 ! -perm -1000", True),
    ("find / -perm -u+s", "find / -perm -4000", True),
    ("find src -perm /a+x", "find src -perm /111", True),
    ("find src -perm -o+w", "find src -perm /o+w", False),     # all of the bits vs any of them
    ("find src -perm 644", "find src -perm -644", False),
])
def test_find_perm_modes_compared_in_octal(pred, ref, same):
    assert command_equivalent(pred, ref) is same
