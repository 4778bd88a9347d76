"""Evaluation metrics for natural-language-to-shell translation.

Every function here is pure (no I/O, no global state) so the evaluation report, the CLI and the
tests all compute exactly the same numbers. The metrics follow the ones reported in the
literature so our numbers can be compared with published ones:

* exact match of templates (commands with typed slots such as ``Path_1``) and of full commands,
  plus a normalised command equivalence that forgives quoting and flag order;
* template BLEU (sacrebleu, corpus level) and character BLEU (NL2Bash's sentence-level 4-gram
  BLEU over characters, re-implemented here without NLTK);
* TM, the cosine similarity of the bags of non-argument tokens (utilities, flags, operators);
* the NLC2CMD score of the NeurIPS 2020 competition (utility and flag structure via bashlex).
"""

from __future__ import annotations

import math
import re
import shlex
from collections import Counter
from dataclasses import dataclass

import bashlex

from serval.errors import ServalError
from serval.model.slot_types import is_slot

# --------------------------------------------------------------------------------------------
# Whitespace and exact match
# --------------------------------------------------------------------------------------------

_WS_RE = re.compile(r"\s+")


def normalize_ws(cmd: str) -> str:
    """Collapse every run of whitespace to one space and strip both ends.

    Exact-match metrics must not punish a model for emitting two spaces where the reference
    has one, so every comparison goes through this first.
    """
    return _WS_RE.sub(" ", cmd).strip()


def template_exact(pred_template: str, ref_template: str) -> bool:
    """True when the two templates are equal after :func:`normalize_ws`."""
    return normalize_ws(pred_template) == normalize_ws(ref_template)


def command_exact(pred: str, ref: str) -> bool:
    """True when the two full commands are equal after :func:`normalize_ws`."""
    return normalize_ws(pred) == normalize_ws(ref)


# --------------------------------------------------------------------------------------------
# Flags: shared helpers for command equivalence and NLC2CMD
# --------------------------------------------------------------------------------------------

# Utilities whose options are whole words after one dash (``find -name``, ``gcc -Wall``):
# their options are never split into single letters, and their word order is kept.
NO_SPLIT_UTILITIES = frozenset(
    {"find", "java", "gcc", "g++", "cc", "clang", "ffmpeg", "convert", "mogrify", "identify"}
)

_SHORT_CLUSTER_RE = re.compile(r"^-([A-Za-z]+)")
_OPERATOR_CHARS = set("();<>|&")


def _looks_like_flag(word: str) -> bool:
    """``-l``, ``-la``, ``--all``, ``--foo=bar`` are flags; ``-``, ``--``, ``-30``, ``-/x`` are not."""
    if word.startswith("--"):
        return len(word) > 2 and word[2].isalpha()
    return len(word) > 1 and word[0] == "-" and word[1].isalpha()


def _flag_names(word: str, utility: str) -> list[str]:
    """The flag names one flag word stands for (NLC2CMD's view: arguments dropped).

    ``--foo=bar`` → ``--foo``; for utilities in :data:`NO_SPLIT_UTILITIES` the word is kept
    whole (``-name``); otherwise the leading letters of a short cluster are split
    (``-la`` → ``-l -a``) and anything from the first non-letter on is an attached argument
    (``-p3382`` → ``-p``, ``-I{}`` → ``-I``).
    """
    if word.startswith("--"):
        return [word.split("=", 1)[0]]
    if utility in NO_SPLIT_UTILITIES:
        return [word]
    m = _SHORT_CLUSTER_RE.match(word)
    return ["-" + ch for ch in m.group(1)] if m else [word]


# --------------------------------------------------------------------------------------------
# Command equivalence
# --------------------------------------------------------------------------------------------


def _substitutions_held(cmd: str) -> tuple[str, dict[str, str]]:
    """``cmd`` with each ``$( … )`` outside single quotes replaced by a placeholder word, and the placeholders'
    texts: a command substitution is part of the word it stands in (``x_$(date +%F).tar.gz`` is one word, as
    ``"x_$(date +%F).tar.gz"`` is), not words and operators of its own."""
    out, held, k, quote = [], {}, 0, ""
    while k < len(cmd):
        c = cmd[k]
        if quote != '"' and c == "'":
            quote = "" if quote == "'" else "'"
        elif quote != "'" and c == '"':
            quote = "" if quote == '"' else '"'
        elif quote != "'" and cmd.startswith("$(", k):
            depth, end = 0, k + 1
            while end < len(cmd):
                depth += {"(": 1, ")": -1}.get(cmd[end], 0)
                if depth == 0:
                    break
                end += 1
            if end < len(cmd):   # a closed substitution: held whole
                key = f"\x00{len(held)}\x00"
                held[key] = cmd[k:end + 1]
                out.append(key)
                k = end + 1
                continue
        out.append(c)
        k += 1
    return "".join(out), held


def _shell_words(cmd: str) -> list[str] | None:
    """Shell words with quotes removed and operators (``|``, ``&&``, ``;``, ``>``) split off; a command
    substitution stays inside its word (``_substitutions_held``)."""
    text, held = _substitutions_held(cmd)
    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        words = list(lexer)
    except ValueError:  # unbalanced quotes or a trailing backslash
        return None
    for key, sub in held.items():   # the substitution's own command in its canonical form (``kill $(lsof -t -i:3000)``)
        inner = _canonical_command(sub[2:-1])
        sub = f"$({inner!r})" if inner is not None else sub
        words = [w.replace(key, sub) for w in words]
    return words


# Utilities where a folder's trailing slash changes what is done (rsync copies a src/'s contents) or a
# word ending in / is a script (sed 's/a/b/').
_SLASH_MATTERS = frozenset({"rsync", "sed", "perl", "awk", "gawk", "tr", "rename"})
_SLASHED_PATH = re.compile(r"[\w.~$@:-][\w.~$@:/-]*[^/]/|/[\w.~$@:/-]*[^/]/")


# find's tests that take one argument, and those that take none: ANDed side by side, their order is no difference
_FIND_TESTS_1 = frozenset({"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-lname", "-ilname",
                           "-type", "-xtype", "-user", "-group", "-uid", "-gid", "-size", "-mtime", "-mmin", "-atime", "-amin", "-ctime",
                           "-cmin", "-perm", "-newer", "-anewer", "-cnewer", "-newermt", "-newerat", "-newerct", "-links", "-inum",
                           "-samefile", "-maxdepth", "-mindepth", "-fstype", "-used"})
_FIND_TESTS_0 = frozenset({"-empty", "-executable", "-readable", "-writable", "-nouser", "-nogroup", "-xdev", "-mount", "-true", "-false"})


def _find_tests_sorted(words: list[str]) -> list[str]:
    """find's words with each run of plain tests (``-type f -user henry`` = ``-user henry -type f``) in one order.
    A run ends at anything else: an operator (``!``, ``-o``, parentheses), an action, ``-daystart`` (it changes the
    tests after it), so only tests ANDed side by side move."""
    out: list[str] = []
    run: list[tuple[str, ...]] = []
    k = 0
    while k < len(words):
        w = words[k]
        if w in _FIND_TESTS_1 and k + 1 < len(words):
            run.append((w, words[k + 1]))
            k += 2
            continue
        if w in _FIND_TESTS_0:
            run.append((w,))
            k += 1
            continue
        out.extend(x for test in sorted(run) for x in test)
        run = []
        out.append(w)
        k += 1
    out.extend(x for test in sorted(run) for x in test)
    return out


# Programs whose run over many files at once does what a run per file does, file by file, with the same output:
# ``-exec gzip {} \;`` = ``-exec gzip {} +`` (not grep, wc, head, tail or ls, whose output changes with several files)
_BATCHABLE = frozenset({"gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "zstd", "chmod", "chown", "chgrp", "rm", "touch", "md5sum",
                        "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "cat", "file", "stat", "du",
                        "cp", "mv", "shred", "setfacl", "chattr", "lsattr"})
_EXECS = frozenset({"-exec", "-execdir", "-ok", "-okdir"})


_PERM_BITS = {("u", "r"): 0o400, ("u", "w"): 0o200, ("u", "x"): 0o100, ("u", "s"): 0o4000, ("g", "r"): 0o40, ("g", "w"): 0o20,
              ("g", "x"): 0o10, ("g", "s"): 0o2000, ("o", "r"): 0o4, ("o", "w"): 0o2, ("o", "x"): 0o1, ("o", "t"): 0o1000}


def _perm_octal(mode: str) -> str:
    """find's ``-perm`` mode as four octal digits after its ``-`` or ``/``: ``-o+w`` = ``-o=w`` = ``-0002``, ``-u+s`` =
    ``-4000``, ``/a+x`` = ``/0111`` (a symbolic mode is taken from zero, so ``+`` and ``=`` set the same bits). A mode
    it cannot read stays as written."""
    m = re.fullmatch(r"([-/]?)(?:([0-7]{1,4})|((?:[ugoa]*[+=][rwxst]+)(?:,[ugoa]*[+=][rwxst]+)*))", mode)
    if m is None:
        return mode
    if m.group(2):
        return m.group(1) + m.group(2).zfill(4)
    value = 0
    for clause in m.group(3).split(","):
        who, bits = re.split(r"[+=]", clause)
        for w in (who or "a").replace("a", "ugo"):
            value |= sum(_PERM_BITS.get((w, b), 0o1000 if b == "t" else 0) for b in bits)
    return m.group(1) + format(value, "04o")


def _exec_batched(words: list[str]) -> list[str]:
    """find's words with each ``-exec TOOL … {} ;`` of a :data:`_BATCHABLE` program ending in ``+`` instead."""
    out = list(words)
    for k, w in enumerate(out):
        if w in ("-exec", "-execdir") and k + 1 < len(out) and out[k + 1] in _BATCHABLE:
            end = next((j for j in range(k + 2, len(out)) if out[j] in (";", "+")), None)
            if end is not None and out[end] == ";" and out[end - 1] == "{}" and "{}" not in out[k + 2:end - 1]:
                out[end] = "+"
    return out


def _exec_open(words: list[str]) -> bool:
    """Whether find's words end inside an -exec that its ``;`` has not closed yet."""
    starts = [k for k, w in enumerate(words) if w in _EXECS]
    return bool(starts) and not any(w in (";", "+") for w in words[starts[-1] + 1:])


_AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})
_AWK_STRING = re.compile(r'("(?:[^"\\]|\\.)*")')


def _awk_spacing(program: str) -> str:
    """An awk program with the spaces that change nothing taken out: between two word characters one space stays
    (``print x``), everywhere else none (``$3 >= 1000`` = ``$3>=1000``); string literals are left as written."""
    parts = _AWK_STRING.split(program)
    return "".join(part if k % 2 else re.sub(r"\s+", "", re.sub(r"(?<=\w)\s+(?=\w)", "\x00", part)).replace("\x00", " ")
                   for k, part in enumerate(parts))


def _canonical_segment(words: list[str]) -> tuple:
    """One simple command in canonical form: (utility, sorted flags, positional words).

    Flags are split into single letters when the whole cluster is letters (``-avz``), and
    their order is ignored; positional words keep their order. ``--`` ends the flags.
    Utilities in :data:`NO_SPLIT_UTILITIES` (``find``) keep all their words in order, since
    their primaries and arguments depend on position; find's plain tests side by side are the exception
    (``_find_tests_sorted``).
    """
    if not words:
        return ()
    utility = words[0]
    rest = [w[2:] if w.startswith("./") and len(w) > 2 else w for w in words[1:]]   # ./a.sh = a.sh as an operand
    if utility not in _SLASH_MATTERS:   # docs/ = docs: a folder named with or without its slash
        rest = [w[:-1] if _SLASHED_PATH.fullmatch(w) else w for w in rest]
    elif utility == "rsync" and rest and _SLASHED_PATH.fullmatch(rest[-1]):
        rest = rest[:-1] + [rest[-1][:-1]]   # only a source's slash matters to rsync, not the destination's
    if utility == "find":   # -not is !; a -perm mode in octal
        rest = ["!" if w == "-not" else _perm_octal(w) if k and rest[k - 1] == "-perm" else w for k, w in enumerate(rest)]
        return (utility, (), tuple(_find_tests_sorted(_exec_batched(rest))))
    if utility in NO_SPLIT_UTILITIES:
        return (utility, (), tuple(rest))
    if utility in _AWKS:   # '$3 >= 1000 {print $1}' = '$3>=1000 {print $1}'
        rest = [_awk_spacing(w) if not _looks_like_flag(w) else w for w in rest]
    if utility in ("head", "tail"):  # the old count form: head -5 = head -n 5
        rest = [w for word in rest for w in (["-n", word[1:]] if re.fullmatch(r"-\d+", word) else [word])]
    flags: list[str] = []
    positional: list[str] = []
    flags_done = False
    for word in rest:
        if not flags_done and word == "--":
            flags_done = True
            positional.append(word)
        elif not flags_done and _looks_like_flag(word):
            if not word.startswith("--") and word[1:].isalpha():
                flags.extend("-" + ch for ch in word[1:])
            elif not word.startswith("--") and not word[2].isalpha():   # -t, = -t ,: a value written onto its flag
                flags.append(word[:2])
                positional.append(word[2:])
            else:
                flags.append(word)
        else:
            positional.append(word)
    return (utility, tuple(sorted(flags)), tuple(positional))


_OPERATORS = re.compile(r"\|\||&&|;;|>>|<<|>&|<&|&>|[|;&()<>]")


def _remote_words(words: list[str]) -> list[str]:
    """An ssh command's remote command as its words: ``ssh h 'df -h'`` runs what ``ssh h df -h`` runs (ssh joins its
    words with spaces), when the quoted word holds plain words only (no operator, glob or variable for a shell)."""
    if words[:1] != ["ssh"]:
        return words
    return words[:1] + [piece for w in words[1:] for piece in (w.split() if " " in w and re.fullmatch(r"[\w./:=@%+, -]+", w) else [w])]


def _canonical_command(cmd: str) -> tuple | None:
    words = _shell_words(cmd)
    if words is None:
        return None
    segments: list[tuple] = []
    current: list[str] = []
    for word in words:
        if word == ";" and current[:1] == ["find"] and _exec_open(current):
            current.append(word)   # find's own ``\;``, which ends its -exec, not the command
        elif word and set(word) <= _OPERATOR_CHARS:
            if current:   # "$(date) ; ls" and "$(date); ls": no empty command between ")" and ";"
                segments.append(_canonical_segment(_remote_words(current)))
            segments.extend(("op", op) for op in _OPERATORS.findall(word))   # ");" is ")" then ";"
            current = []
        else:
            current.append(word)
    segments.append(_canonical_segment(_remote_words(current)))
    return tuple(segments)


def command_equivalent(pred: str, ref: str) -> bool:
    r"""Command equality up to quoting and flag order.

    What is normalised, exactly:

    1. whitespace (as :func:`command_exact`);
    2. quoting: both commands are split into shell words with POSIX ``shlex`` (quotes and
       backslash escapes removed), so ``'*.txt'``, ``"*.txt"`` and ``\*.txt`` are equal;
       operators ``| || && ; & ( ) < > >>`` become separate words, so ``ls|wc`` = ``ls | wc``;
    3. ``head -5`` and ``tail -5`` are ``head -n 5`` and ``tail -n 5``;
    4. ``./`` before an operand (``chmod +x ./run.sh`` = ``chmod +x run.sh``; not before the utility, where
       ``./run.sh`` runs a file and ``run.sh`` a program on the PATH);
    5. a path's trailing slash (``find docs/`` = ``find docs``, ``scp a h:/x/`` = ``scp a h:/x``), except
       for utilities in :data:`_SLASH_MATTERS` (sed's scripts; rsync, where ``src/`` means its contents:
       only its last word, the destination, loses its slash);
    6. within each simple command (between operators), except for utilities in
       :data:`NO_SPLIT_UTILITIES` such as ``find``: all-letter short-flag clusters are split
       (``-avz`` = ``-a -v -z``) and the multiset of flags is compared regardless of order
       and position; the non-flag words must appear in the same order. Flags are words
       starting with ``-`` plus a letter (or ``--`` plus a letter) before a ``--``.
    7. the order of find's plain tests ANDed side by side (``-type f -user henry`` = ``-user henry -type f``; not
       across ``!``, ``-o``, parentheses, actions or ``-daystart``);
    8. an awk program's spacing outside its string literals (``'$3 >= 1000 {print $1}'`` =
       ``'$3>=1000 {print $1}'``; a space between two word characters stays, ``print x``);
    9. find's ``-exec TOOL … {} \;`` and ``-exec TOOL … {} +`` for a program that does to many files at once
       what it does to each (:data:`_BATCHABLE`: gzip, chmod, rm, md5sum …; not grep or wc, whose output
       changes); find's ``\;`` is its own word, not the shell's ``;``; find's ``-not`` is ``!``;
    10. a value written onto its one-letter flag is the flag and the value (``-t,`` = ``-t ,``, ``-k2,2n`` =
        ``-k 2,2n``, ``-t$'\t'`` = ``-t $'\t'``), outside :data:`NO_SPLIT_UTILITIES`;
    11. find's ``-perm`` modes in octal (``-perm -o+w`` = ``-perm -o=w`` = ``-perm -0002``, ``-perm -u+s`` =
        ``-perm -4000``).
    12. a command substitution ``$( … )`` outside single quotes is part of the word it stands in, quoted or not
        (``x_$(date +%F).tar.gz`` = ``"x_$(date +%F).tar.gz"``), and its own command is compared in this same
        canonical form (``kill $(lsof -t -i:3000)`` = ``kill $(lsof -t -i :3000)``).
    13. ssh's remote command quoted as one word or written as its plain words (``ssh db01 'df -h'`` = ``ssh db01 df
        -h``: ssh joins them), where the quoted word holds no operator, glob or variable (session 43).

    Not normalised: which flag an argument belongs to (``-e a -f b`` equals ``-f b -e a`` but
    also ``-e b -f a``; arities are unknown), long versus short option spellings, globs
    versus quoted patterns (quoting only is removed), and backquoted substitutions. When either
    command cannot be split (unbalanced quotes) this falls back to :func:`command_exact`.
    """
    if command_exact(pred, ref):
        return True
    p, r = _canonical_command(pred), _canonical_command(ref)
    if p is None or r is None:
        return False
    return p == r


def template_equivalent(pred_template: str, ref_template: str) -> bool:
    """Template equality with flags normalised as :func:`command_equivalent` does it.

    Within each simple command except ``find``-like ones, short-flag clusters are split
    (``-avz`` = ``-a -v -z``) and flag order is ignored; everything else keeps its order. The
    notes on the anchors call this fair to report beside the exact figure.
    """
    return command_equivalent(pred_template, ref_template)


# --------------------------------------------------------------------------------------------
# BLEU
# --------------------------------------------------------------------------------------------


def template_bleu(preds: list[str], refs: list[str]) -> float:
    """Corpus BLEU (0–100) of predicted templates, sacrebleu defaults with ``tokenize="none"``.

    Templates are whitespace-normalised first, so tokens are exactly the whitespace-separated
    words (slots, utilities, flags). Empty input gives 0.0.
    """
    import sacrebleu

    if len(preds) != len(refs):
        raise ServalError(f"template_bleu: {len(preds)} predictions for {len(refs)} references")
    if not preds:
        return 0.0
    bleu = sacrebleu.metrics.BLEU(tokenize="none")
    score = bleu.corpus_score([normalize_ws(p) for p in preds], [[normalize_ws(r) for r in refs]])
    return float(score.score)


CHAR_BLEU_ORDER = 4  # n-grams of 1..4 characters, as NL2Bash
CHAR_BLEU_EPSILON = 0.1  # NLTK SmoothingFunction().method1's epsilon for zero-match orders


def _ngrams(chars: str, n: int) -> Counter:
    return Counter(chars[i : i + n] for i in range(len(chars) - n + 1))


def char_bleu(pred: str, ref: str) -> float:
    """Sentence-level 4-gram BLEU over characters, in [0, 1].

    The definition NL2Bash used (NLTK ``sentence_bleu`` over character lists, uniform weights
    0.25), re-implemented so we need no NLTK:

    * both strings are whitespace-normalised, then every character (spaces included) is a token;
    * p_n = clipped n-gram matches / number of n-grams in the prediction, n = 1..4;
    * smoothing is NLTK's ``method1``: an order with zero matches uses
      p_n = ε / max(1, number of prediction n-grams) with ε = 0.1 (so a prediction shorter than
      4 characters has p_4 = 0.1, and even an identical 3-character string scores < 1);
    * as NLTK does, no matching character at all (p_1 = 0) gives 0;
    * brevity penalty BP = 1 if c > r else exp(1 − r/c), with c, r the character lengths;
    * BLEU = BP · exp(Σ 0.25 · ln p_n).

    Edge cases (defined here, not by NLTK): both empty → 1.0; exactly one empty → 0.0.
    """
    hyp, ref_n = normalize_ws(pred), normalize_ws(ref)
    if not hyp and not ref_n:
        return 1.0
    if not hyp or not ref_n:
        return 0.0
    log_sum = 0.0
    for n in range(1, CHAR_BLEU_ORDER + 1):
        hyp_grams, ref_grams = _ngrams(hyp, n), _ngrams(ref_n, n)
        total = sum(hyp_grams.values())
        matches = sum(min(count, ref_grams[g]) for g, count in hyp_grams.items())
        if matches == 0:
            if n == 1:
                return 0.0
            p_n = CHAR_BLEU_EPSILON / max(1, total)
        else:
            p_n = matches / total
        log_sum += math.log(p_n) / CHAR_BLEU_ORDER
    c, r = len(hyp), len(ref_n)
    bp = 1.0 if c > r else math.exp(1 - r / c)
    return bp * math.exp(log_sum)


def corpus_char_bleu(preds: list[str], refs: list[str]) -> float:
    """Mean of :func:`char_bleu` over the pairs, times 100 (0.0 for empty input)."""
    if len(preds) != len(refs):
        raise ServalError(f"corpus_char_bleu: {len(preds)} predictions for {len(refs)} references")
    if not preds:
        return 0.0
    return 100.0 * sum(char_bleu(p, r) for p, r in zip(preds, refs)) / len(preds)


# --------------------------------------------------------------------------------------------
# TM: bag of non-argument tokens
# --------------------------------------------------------------------------------------------


def _template_tokens(template: str) -> list[str]:
    """Whitespace tokens, keeping a quoted string with spaces as one token."""
    try:
        return shlex.split(template, posix=False)
    except ValueError:
        return template.split()


def tm_tokens(template: str) -> Counter:
    """The multiset of non-argument tokens: not a slot, not a quoted literal (``'x'``/``"x"``)."""
    return Counter(
        t for t in _template_tokens(template) if not is_slot(t) and not t.startswith(("'", '"'))
    )


def tm_score(pred_template: str, ref_template: str) -> float:
    """Cosine similarity of the bags of non-argument tokens of two templates, in [0, 1].

    Utilities, flags and operators remain; slots (``Path_1``) and quoted literals are dropped,
    so TM measures whether the right tools and options were chosen regardless of arguments.
    Both bags empty → 1.0; exactly one empty → 0.0.
    """
    a, b = tm_tokens(pred_template), tm_tokens(ref_template)
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    dot = sum(count * b[t] for t, count in a.items())
    norm = math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values()))
    return dot / norm


# --------------------------------------------------------------------------------------------
# NLC2CMD structure: utilities in pre-order with their flag sets
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Wrapper:
    """A utility whose arguments contain another command (``xargs rm``, ``sudo find``)."""

    short_with_arg: str  # short options that take a value (``-I {}``); the value may be attached
    long_with_arg: frozenset[str]  # long options that take a separate value unless ``=`` is used
    positionals: int = 0  # plain words before the command (``timeout 5s cmd``: 1)
    skip_assignments: bool = False  # ``env A=1 cmd``: skip NAME=value words


WRAPPERS: dict[str, _Wrapper] = {
    "xargs": _Wrapper(
        "IdnPLsEa",
        frozenset({"--arg-file", "--delimiter", "--eof", "--replace", "--max-lines",
                   "--max-args", "--max-procs", "--max-chars", "--process-slot-var"}),
    ),
    "sudo": _Wrapper("ugCDhpRrtTU", frozenset({"--user", "--group", "--prompt", "--chdir",
                                               "--close-from", "--host", "--role", "--type",
                                               "--other-user", "--command-timeout"})),
    "nohup": _Wrapper("", frozenset()),
    "nice": _Wrapper("n", frozenset({"--adjustment"})),
    "env": _Wrapper("uCS", frozenset({"--unset", "--chdir", "--split-string"}),
                    skip_assignments=True),
    "timeout": _Wrapper("sk", frozenset({"--signal", "--kill-after"}), positionals=1),
}

# find's primaries that run a command up to ``;`` (or ``{} +``).
FIND_EXEC = frozenset({"-exec", "-execdir", "-ok", "-okdir"})
# find's primaries that take one argument (skipped, so ``-perm -644`` or ``-name -x`` is no flag).
FIND_WITH_ARG = frozenset({
    "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
    "-lname", "-ilname", "-type", "-xtype", "-size", "-mtime", "-mmin", "-atime", "-amin",
    "-ctime", "-cmin", "-used", "-perm", "-user", "-group", "-uid", "-gid", "-maxdepth",
    "-mindepth", "-newer", "-anewer", "-cnewer", "-links", "-inum", "-samefile", "-printf",
    "-fprint", "-fprint0", "-fls", "-regextype", "-fstype", "-context",
})
_ASSIGNMENT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")

Structure = list[tuple[str, frozenset[str]]]


class _Unparseable(Exception):
    pass


class _StructureBuilder:
    """Walks a bashlex tree and lists utilities in pre-order with their flag sets."""

    def __init__(self, source: str):
        self.source = source

    def _is_quoted(self, word) -> bool:
        raw = self.source[word.pos[0] : word.pos[1]]
        return raw[:1] in ("'", '"')

    def visit(self, node) -> Structure:
        kind = getattr(node, "kind", None)
        if kind == "command":
            return self._command(node)
        if kind in ("commandsubstitution", "processsubstitution"):
            return self.visit(node.command)
        out: Structure = []
        for attr in ("parts", "list", "redirects", "output", "heredoc"):
            child = getattr(node, attr, None)
            if isinstance(child, bashlex.ast.node):
                out.extend(self.visit(child))
            elif isinstance(child, list):
                for c in child:
                    if isinstance(c, bashlex.ast.node):
                        out.extend(self.visit(c))
        return out

    def _command(self, node) -> Structure:
        words = [p for p in node.parts if p.kind == "word"]
        others = [p for p in node.parts if p.kind != "word"]
        out = self._words(words)
        for other in others:  # substitutions inside assignments and redirections come last
            out.extend(self.visit(other))
        return out

    def _substitutions(self, word) -> Structure:
        out: Structure = []
        for part in getattr(word, "parts", []) or []:
            out.extend(self.visit(part))
        return out

    def _words(self, words: list) -> Structure:
        """Structure of one simple command given as its word nodes (first word = utility)."""
        if not words:
            return []
        utility = words[0].word
        flags: set[str] = set()
        children: Structure = self._substitutions(words[0])
        wrapper = WRAPPERS.get(utility)
        i = 1
        flags_done = False
        positionals_left = wrapper.positionals if wrapper else 0
        while i < len(words):
            w = words[i]
            text = w.word
            if utility == "find" and text in FIND_EXEC:
                flags.add(text)
                j = i + 1
                while j < len(words):
                    if words[j].word == ";" or (
                        words[j].word == "+" and words[j - 1].word == "{}"
                    ):
                        break
                    j += 1
                children.extend(self._words(words[i + 1 : j]))
                i = j + 1
                continue
            if not flags_done and text == "--" and not self._is_quoted(w):
                flags_done = True
                i += 1
                continue
            if wrapper and not flags_done and self._wrapper_flag(text) and not self._is_quoted(w):
                names, takes_next = self._wrapper_flag_names(wrapper, text)
                flags.update(names)
                i += 2 if takes_next else 1
                continue
            if not flags_done and _looks_like_flag(text) and not self._is_quoted(w):
                flags.update(_flag_names(text, utility))
                if utility == "find" and text in FIND_WITH_ARG:
                    i += 1  # the primary's argument
                i += 1
                continue
            if wrapper and not (
                (wrapper.skip_assignments and _ASSIGNMENT_RE.match(text)) or positionals_left > 0
            ):
                # this word and the rest are the wrapped command, a child of the wrapper
                return [(utility, frozenset(flags))] + children + self._words(words[i:])
            if wrapper and not (wrapper.skip_assignments and _ASSIGNMENT_RE.match(text)):
                positionals_left -= 1
            children.extend(self._substitutions(w))
            i += 1
        return [(utility, frozenset(flags))] + children

    @staticmethod
    def _wrapper_flag(text: str) -> bool:
        """Wrapper options may be digits too (``xargs -0``): any ``-x`` word but ``-``/``--``."""
        return len(text) > 1 and text[0] == "-" and text != "--"

    @staticmethod
    def _wrapper_flag_names(wrapper: _Wrapper, text: str) -> tuple[list[str], bool]:
        """Flag names of one wrapper option word, and whether it consumes the next word.

        ``--max-args=1`` → ``--max-args``; ``-0n1`` → ``-0 -n`` (``1`` is n's attached value);
        ``-I`` at the end of a cluster takes the next word as its value.
        """
        if text.startswith("--"):
            name = text.split("=", 1)[0]
            return [name], "=" not in text and name in wrapper.long_with_arg
        names: list[str] = []
        cluster = text[1:]
        for k, ch in enumerate(cluster):
            names.append("-" + ch)
            if ch in wrapper.short_with_arg:
                return names, k == len(cluster) - 1
        return names, False


def nlc2cmd_structure(cmd: str) -> Structure | None:
    """Utilities of ``cmd`` in pre-order, each with its set of flag names; None if unparseable.

    Parsed with bashlex. Utilities are found through pipelines, ``&&``/``||``/``;`` lists,
    subshells and compound commands, ``$( )``/backticks/``<( )``, the command after find's
    ``-exec``/``-execdir``/``-ok``/``-okdir`` (up to ``;`` or ``{} +``), and the command
    wrapped by ``xargs``, ``sudo``, ``nohup``, ``nice``, ``env`` and ``timeout`` (their own
    value-taking options are skipped). A command's own entry comes before the utilities nested
    in it. Flags are unquoted words starting with ``-`` plus a letter before ``--``; see
    :func:`_flag_names` for splitting (``-la`` → ``-l -a``, ``--foo=bar`` → ``--foo``, find
    primaries kept whole, and a find primary's argument such as ``-perm -644`` skipped).
    Arguments are ignored. bashlex rejects some valid bash (e.g. the ``time`` keyword,
    ``case``); such commands give None.
    """
    if not isinstance(cmd, str) or not cmd.strip():
        return None
    try:
        trees = bashlex.parse(cmd)
        builder = _StructureBuilder(cmd)
        out: Structure = []
        for tree in trees:
            out.extend(builder.visit(tree))
        return out
    except Exception:  # bashlex raises ParsingError, NotImplementedError, IndexError, ...
        return None


def _check_delta(delta: float) -> float:
    if not isinstance(delta, (int, float)) or math.isnan(delta) or not 0.0 <= delta <= 1.0:
        raise ServalError(f"NLC2CMD confidence must be in [0, 1], got {delta!r}")
    return float(delta)


def nlc2cmd_structure_score(pred: Structure, ref: Structure, delta: float = 1.0) -> float:
    """S of the NLC2CMD metric for two already-parsed structures (see :func:`nlc2cmd_pair`)."""
    delta = _check_delta(delta)
    t = max(len(pred), len(ref))
    if t == 0:
        return 0.0
    total = 0.0
    for i in range(t):
        p = pred[i] if i < len(pred) else None
        g = ref[i] if i < len(ref) else None
        if p is None or g is None or p[0] != g[0]:
            total += -delta  # u_i = 0
            continue
        fp, fg = p[1], g[1]
        if not fp and not fg:
            f = 1.0
        else:
            f = (2 * len(fp & fg) - len(fp | fg)) / max(1, len(fp), len(fg))
        total += delta * (1.0 + f) / 2.0
    return total / t


def nlc2cmd_pair(pred: str, ref: str, delta: float = 1.0) -> float:
    """NLC2CMD score S of one prediction with confidence ``delta`` against one reference.

    With the utilities of each command listed in pre-order (:func:`nlc2cmd_structure`),
    T = the longer length (the shorter is padded with nulls); at position i, u_i = 1 if the
    utility names match; f_i = 1 if both flag sets are empty, else
    (2|F_p ∩ F_g| − |F_p ∪ F_g|) / max(1, |F_p|, |F_g|); s_i = δ·(u_i·(1 + f_i)/2 − (1 − u_i));
    S = mean of s_i (0 when T = 0). An unparseable reference scores 0 (as the competition
    did); an unparseable prediction counts as having no utilities. Range [−δ, δ].
    """
    delta = _check_delta(delta)
    ref_s = nlc2cmd_structure(ref)
    if ref_s is None:
        return 0.0
    pred_s = nlc2cmd_structure(pred) or []
    return nlc2cmd_structure_score(pred_s, ref_s, delta)


NLC2CMD_MAX_PREDICTIONS = 5  # the competition scored at most five candidates per query


def nlc2cmd_query(preds_with_delta: list[tuple[str, float]], ref: str) -> float:
    """Per-query NLC2CMD over up to 5 (prediction, δ) pairs: the best S if any S > 0, else
    the mean S; −1 when there is no prediction. Candidates after the fifth are ignored."""
    preds = list(preds_with_delta)[:NLC2CMD_MAX_PREDICTIONS]
    if not preds:
        return -1.0
    ref_s = nlc2cmd_structure(ref)
    scores = []
    for cmd, delta in preds:
        delta = _check_delta(delta)
        if ref_s is None:
            scores.append(0.0)
        else:
            scores.append(nlc2cmd_structure_score(nlc2cmd_structure(cmd) or [], ref_s, delta))
    best = max(scores)
    return best if best > 0 else sum(scores) / len(scores)


def top5_deltas(logprobs: list[float]) -> list[float]:
    """Competition confidences: 1 for the first candidate, exp(lp_k − lp_1) clipped to [0, 1]
    for the others (= p_k / p_1). Undefined ratios (both −inf, NaN) become 0."""
    if not logprobs:
        return []
    first = float(logprobs[0])
    out = [1.0]
    for lp in logprobs[1:]:
        diff = float(lp) - first
        if math.isnan(diff):
            out.append(0.0)
        elif diff >= 0:
            out.append(1.0)
        else:
            out.append(math.exp(diff))
    return out


def nlc2cmd_top5(preds: list[tuple[str, float]], ref: str) -> float:
    """Competition NLC2CMD of up to 5 (command, log-probability) candidates in ranked order.

    δ = 1 for the first candidate and δ_k = exp(logprob_k − logprob_1) clipped to [0, 1] for
    the others; no padding candidates are added. −1 when there is no candidate.
    """
    preds = list(preds)[:NLC2CMD_MAX_PREDICTIONS]
    deltas = top5_deltas([lp for _, lp in preds])
    return nlc2cmd_query([(cmd, d) for (cmd, _), d in zip(preds, deltas)], ref)
