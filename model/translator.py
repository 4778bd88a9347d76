"""The public entry point: ``Translator.load(path).translate(text, n=5) -> list[Candidate]``.

A checkpoint alone rebuilds the translator: it carries the model config, both vocabularies,
the preprocessing version and the literal set next to the weights. A checkpoint may hold an
ensemble: more weights of the same config and vocabularies under ``ensemble`` (a list of state
dicts, written by ``serval.training.pipeline.export_model``); the beam search then averages the
members' next-token probabilities.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import torch

from serval.errors import ServalError
from serval.model.command import SEGMENT_ENDS
from serval.model.decoding import beam_search
from serval.model.ensemble import bfloat16_is_native
from serval.model.entities import (CHAT_WORDS, COMMAND_WORDS, Recognized, clean, context_dropped, courtesy_dropped, dates_written_out,
                                   one_for_article, placeholders_as_globs, rare_stems, reason_dropped, recognize,
                                   shorthand_written_out, spelling_fixed)
from serval.model.headers import columns_numbered
from serval.model.generic import COMMAND_STARTS, GLUE, PREPROCESS_VERSION, cron_schedule, fill, runnable, timespan_value
from serval.model.repair import (copy_swapped, count_as_depth, ordinal_as_count, top_uncut, count_missing, grep_swapped, has_flag, header_kept, invented_places,
                                 kept_exclusions, link_backwards, lone_cd, missing_operands, mode_unset, negated_test, negation_ignored,
                                 octal_against_mode, one_unpicked, output_kept, unasked_cut, remote_copy_backwards,
                                 repeated_flags, searched_from, sed_swapped, simple_commands, split_substitutions,
                                 sum_missing, tar_mode_unasked, tar_modes, text_as_name, unasked_comparison, unasked_order, unasked_tools,
                                 unknown_subcommand, unquoted, wrong_tools)
from serval.model.phrasebook import phrase_answer
from serval.model.rewrites import HYPOTHETICAL, link_name, rewrite, said_mode
from serval.model.steps import Remote, Wrapped, covers, joined, over_ssh, remote_run, two_steps, wrapped_task
from serval.model.transformer import ModelConfig, Seq2Seq
from serval.model.vocab import Vocab
from serval.training.trainer import load_checkpoint, member_states

MAX_SRC_TOKENS = 96    # input cut (matches training)
MAX_OUT_TOKENS = 96    # output length cap
# Reranking of the beam's candidates: score (length-normalised log-prob) minus these costs.
# A command with a <placeholder> hole, or one that ignores a name the user gave, is worth
# less to the user. Set on dev (v2 model, 782 pairs): template top-1 15.5 % → 16.4 %.
UNFILLED_COST = 1.0    # per slot left as a visible placeholder, and per <unk> word dropped (session 18)
UNUSED_COST = 0.1      # per entity of the request that the command does not use
# Set by hand in session 3 (not swept): a number or file the user typed should not be dropped,
# and a stutter is never what anyone means.
UNUSED_NAMED_COST = 0.1  # more per unused entity the user wrote as a name (not a guessed unknown word)
# more again per unused number the request types ("the first 8 characters" written as cut -c1-10) — since
# session 24 per unused value of any type but free text and globs (below).
# Swept 0-1 in session 17 on sets A-I and dev: 0.3-1 gain 1 request, dev unchanged. Since session 24 also
# per unused size and timespan ("older than 2 weeks and bigger than 10MB" is no find without -size): AE +2, N +1;
# and per unused file ("move old_build.log from /tmp/build to ~/logs" is no mv of the folder): blind AA +1, AH +2,
# L +1, Z +1, probes AI +1, no set loses a request, dev template unchanged; and per unused path or folder
# ("search for text files in /home/hobbes/ /home/calvin/"): AB +1, L +1, X +1, Y -1, dev template 139 -> 140;
# and per unused user, group, host, port, url, date … (every type but Text and Pattern): AA +1, no set loses.
UNUSED_VALUE_COST = 0.5
# More per unused name of a thing (file, folder, path, URL, user, group, host): "extract just etc/hosts from
# backup.tar" is no tar -xf backup.tar, "kill every java process owned by the user tomcat" no pkill java
# (session 25: 0.5 more gains AS, AV, AF, V one each, no set loses; all values 1.0 more lost three requests
# that leave an ordinal's or an example's number unused: "except the first line (the header)").
UNUSED_NAME_COST = 0.5
_NAME_TYPES = frozenset({"File", "Directory", "Path", "Url", "User", "Group", "Host"})
# More per unused glob the user wrote ("put all the .xlsx files from finance/ into f.zip" is no zip -r of
# the folder): swept 0-1 in session 20 on sets A–I, K, M, N (+1 request at 0.6-1) and dev (BLEU 35.0 →
# 35.3, NLC2CMD top-5 0.247 → 0.249, template accuracy unchanged at 1.0).
UNUSED_PATTERN_COST = 1.0
REPEAT_COST = 1.0      # per word repeated right after itself ("sudo sudo", "curl curl -s")
REPEATED_FLAG_COST = 0.5  # per flag given twice in one simple command (journalctl -f x -f); swept 0-2 in session 7: set C +1 request at 0.25-2, set A and dev unchanged
# A find from / searches the whole machine: slow, and not what "find log files bigger than 10MB"
# asks for unless the request says so ("on the system", "anywhere"). In NL2Bash train, 141 of the
# 2,491 finds whose sentence names no such place start at / (2,350 at .).
ROOT_SEARCH_COST = 0.5   # set by hand: no dev or set-C effect at 0-2 (templates type both as Path), flips near ties
_WIDE_PLACE = re.compile(r"\b(?:system|root|entire|whole|everywhere|anywhere|filesystem|file\s+system|disk|drive"
                         r"|computer|machine|server|partition)s?\b|(?<![\w.~])/(?![\w.])", re.I)
_FIND_FROM_ROOT = re.compile(r"(?:^|[|;&(`]\s*|\bsudo\s+)find\s+/(?=\s|$)")
# An archive tool on a name of another format (unzip -l x.tar.bz2, gzip -k x.gz) is wrong whatever
# its flags; so is an ln that puts first the name the request gives the link ("a symlink named
# current"). Swept 0-2 on dev and set C in session 7: set C 0.800 -> 0.817 at 1.0, dev unchanged.
# Swept again for the v9 model (session 9): 0, 0.5 and 1.0 alike; 2.0 sets A and C +1 each (the
# v9 pair is surer of ln -s current releases/v2.3), dev unchanged.
WRONG_TOOL_COST = 2.0
# A grep whose pattern is the place the request searches in ("search for TODO in src" → grep -r src TODO);
# the place is a name after in/inside/under/within.
# Swept 0-2 on the v9 model (session 9): 2.0 turns 'search for "TODO" in all python files in src' (A)
# right, dev and C unchanged. A sed that writes the place into its script (sed -i 's/a/settings.py/g' b
# for "replace a with b in settings.py") costs the same, and so does a cp/mv whose destination is not
# the place the request copies to while it uses that place (session 15, by hand; sets A-H unchanged).
GREP_SWAP_COST = 2.0
# A find that starts from what the request looks for ("look in .py files for "import requests"": find
# "import requests" -name '*.py'); set by hand above a grep swap, as no folder is searched at all.
SOUGHT_PLACE_COST = 3.0
# Per sort or listing in another order than the request asks ("largest first": sort -h; "alphabetically":
# sort -n), and per awk comparison the other way from the request's words ("under 60": $3 > 60); set by hand.
ORDER_COST = 1.0
# A name one simple command uses both as the place and as what it searches for (find node_modules
# -name node_modules): one of the two roles is wrong. Set by hand in session 9 (a sweep of 0-2 on the
# v9 model changes no accuracy on dev, A or C; at 1.0 the top-1 of "delete the node_modules directory"
# becomes find . -type d -name node_modules -prune -exec rm -rf {} +, one dev top-1 changes between
# two wrong answers). Raised to 2.0 in session 18 for "find folders called node_modules and remove them"
# (the v17 pair's find node_modules -type d -name node_modules … led by 1.5); sets A-I and dev unchanged.
MIXED_ROLE_COST = 2.0
# A simple command short of an operand its utility needs (chgrp shared/, pkill -f, nohup &): unfinished.
# Swept 0-2 in session 10 on dev + sets A, C, F (v9 and v10 weights alike): 0.5-2 gain 1 request, dev unchanged.
MISSING_OPERAND_COST = 1.0
# A tool the request names ("zip the reports folder", "kill whatever is on port 3000"), when some
# candidates use it and others do not: the others cost this much per such tool. Each tool is met by
# the commands listed (unzip by tar too: "unzip backup.tar.gz"); English words that are also tools
# (find, sort, cut, head) are not on the list. Swept 0-2 in session 10 on dev + sets A, C, F (v9 and v10
# weights alike): 0.5-2 gain 1 request ("zip the reports folder"), dev unchanged.
# Raised to 2.0 in session 18 with the phrases "disk usage of X" (du) and "… and show it on screen too"
# (tee), whose candidates trailed by 1.1-1.7: sets A-I and dev template unchanged, set K +2.
NAMED_TOOL_COST = 2.0
# A process tool that picks by owner a value the request never calls a user ("I want to kill firefox" gave
# pkill -u firefox, ahead of pkill firefox by 0.2). Set by hand in session 18.
UNASKED_OWNER_COST = 1.0
# A word the request writes in capitals ("the last 20 ERROR lines", "lines with WARN") is text to
# search for, when some candidates write it and others do not: the others cost this much per word.
# Acronyms of things rather than text (PDF, JSON, UTC, …) do not count.
CAPITAL_WORD_COST = 1.0
ACRONYMS = frozenset("""PDF PDFS JSON CSV TSV XML YAML YML HTML CSS URL URLS URI SSH SSL TLS HTTP HTTPS FTP DNS IP IPS
TCP UDP RAM CPU CPUS GPU PID PIDS UID GID UTC GMT ISO USB SSD HDD NFS API APIS SQL MD5 SHA AWS GCP VM VMS OS MAC
PNG JPG JPEG GIF MP3 MP4 ZIP TAR GZ KB MB GB TB KIB MIB GIB ID IDS ASCII UTF LF CRLF EOF PATH HOME USER
README TLDR FAQ CLI GUI UI""".split())
_CAPITAL_WORD = re.compile(r"(?<![\w$./-])([A-Z][A-Z_]{2,})(?![\w./-])")
NAMED_TOOLS = {"zip": {"zip"}, "unzip": {"unzip", "tar", "gunzip", "7z", "bunzip2", "unxz", "unzstd", "bzip2", "xz", "zstd", "gzip"}, "gzip": {"gzip", "tar"},
               "gunzip": {"gunzip", "tar", "zcat"}, "tar": {"tar"}, "rsync": {"rsync"}, "scp": {"scp"},
               "curl": {"curl"}, "wget": {"wget"}, "grep": {"grep", "egrep", "zgrep"}, "sed": {"sed"},
               "awk": {"awk"}, "jq": {"jq"}, "git": {"git"}, "docker": {"docker"}, "ssh": {"ssh"},
               "dig": {"dig"}, "ping": {"ping"}, "lsof": {"lsof"}, "chmod": {"chmod"}, "chown": {"chown"},
               "chgrp": {"chgrp", "chown"}, "stat": {"stat"}, "du": {"du"}, "df": {"df"}, "ps": {"ps"},
               "kill": {"kill", "pkill", "killall", "fuser"}, "pkill": {"pkill"}, "killall": {"killall", "pkill"},
               "journalctl": {"journalctl"}, "systemctl": {"systemctl"}, "base64": {"base64"},
               "md5sum": {"md5sum"}, "sha256sum": {"sha256sum"}, "openssl": {"openssl"}, "crontab": {"crontab"},
               "nohup": {"nohup"}, "watch": {"watch", "tail"}, "xargs": {"xargs"}, "tee": {"tee"},
               "rename": {"rename", "mv"},   # verbs too: "rename a.txt" is mv's, "watch app.log" tail -f's
               "dos2unix": {"dos2unix", "sed", "tr"}, "sudo": {"sudo"},
               # a hash by its name: "the sha512 of backup.tar" is sha512sum's, not tar's
               "md5": {"md5sum", "openssl"}, "sha1": {"sha1sum", "openssl"}, "sha256": {"sha256sum", "openssl"},
               "sha512": {"sha512sum", "openssl"}, "sha1sum": {"sha1sum"}, "sha512sum": {"sha512sum"},
               "sha-1": {"sha1sum", "openssl"}, "sha-256": {"sha256sum", "openssl"}, "sha-512": {"sha512sum", "openssl"},
               "bzip2": {"bzip2", "tar"}, "xz": {"xz", "tar"}}
# A chmod with an octal mode when the request says the mode in words ("make everything in public/ readable
# by everyone": chmod 755 sets bits nobody asked for; the words give a+r).
SPOKEN_MODE_COST = 1.0
# per request word another candidate takes as an argument and this one drops (session 19, v17 pair's beams):
# sets A–K 1,419 → 1,420 top-1 at 0.25 and 0.5, 1,418 at 1.0; dev template top-1 18.4 → 18.3 %, command
# equivalent 13.6 % unchanged.
DROPPED_WORD_COST = 0.5
# per place a find or grep searches that the request never names (session 19, v17 pair's beams): sets A–L
# 1,541 → 1,542 top-1 at 0.5 and 1.0; dev template top-1 −1 sentence, whose reference is `find . type -f …`
INVENTED_PLACE_COST = 0.5
# per reboot, halt or power-off for a request that only asks about something or asks for no such thing
# (session 19, set by hand: no request of sets A–L or dev changes at 0–4; "show me the last reboot time" and
# "restart apache" ranked reboot first)
POWER_COST = 4.0
# per deletion, kill or overwrite for a request that only asks about something (session 19, set by hand: sets A–L
# unchanged at 0 and 2; one dev sentence, wrong either way, loses its "-exec rm -rf {}")
DESTRUCTION_COST = 2.0
# per command that changes something (enables a service, edits a group, installs a crontab, writes a file)
# for a question that asks for no change (session 23, set X's misses; no set's counts move at 1.0 or 2.0,
# 2.0 as DESTRUCTION_COST: a question's answer should not change the machine)
CHANGE_COST = 2.0
_OCTAL_CHMOD = re.compile(r"\bchmod\s+(?:-[A-Za-z]+\s+)*([0-7]{3,4})\b")
# Phrases that name a tool's job as plainly as its name: "the number of lines in users.csv" is wc's
# (nl numbers the lines), "how many lines" too; "the size of backup.tar.gz" is du's or ls's, not tar's.
PHRASED_TOOLS = (  # "copy database.db to a file named with today's date": a copy is made by a copying tool, not touch
                 (re.compile(r"^\s*(?:please\s+)?copy\s+(?!(?:the\s+)?(?:output|result|text|contents?\s+of\s+\S+\s+to\s+(?:the\s+)?clipboard))", re.I),
                  {"cp", "rsync", "scp", "install", "dd", "tar", "cat", "tee", "xclip", "xsel", "sftp", "pv", "ditto", "rclone", "mv",
                   "ssh-copy-id"}),
                 # "run ./check.sh every 2 seconds and keep showing me the result": watch reruns it on screen
                 (re.compile(r"\bevery\s+(?:\d+\s+)?seconds?\b[^.;]*\b(?:keep\s+(?:showing|displaying|printing)|(?:show|display)\w*\s+(?:me\s+)?the\s+"
                             r"(?:latest\s+)?(?:result|output)|refresh\w*|on\s+(?:the\s+)?screen)\b", re.I), {"watch"}),
                 # "compress dump.sql into dump.sql.gz": the name it is to have says the compressor
                 (re.compile(r"\b(?:compress|pack|squeeze|shrink|zip)\w*\s+(?:\S+\s+){0,6}?(?:into|to|as|called|named)\s+\S+(?<!\.tar)\.gz\b", re.I),
                  {"gzip", "pigz"}),
                 (re.compile(r"\b(?:compress|pack|squeeze|shrink)\w*\s+(?:\S+\s+){0,6}?(?:into|to|as|called|named)\s+\S+(?<!\.tar)\.bz2\b", re.I),
                  {"bzip2", "pbzip2"}),
                 (re.compile(r"\b(?:compress|pack|squeeze|shrink)\w*\s+(?:\S+\s+){0,6}?(?:into|to|as|called|named)\s+\S+(?<!\.tar)\.xz\b", re.I),
                  {"xz", "pixz"}),
                 (re.compile(r"\b(?:number|count|total)\s+of\s+(?:lines|words|characters|chars|bytes)\b"
                             r"|\bhow\s+many\s+(?:lines|words|characters|chars|bytes)\b|\b(?:line|word|character|char)\s+counts?\b", re.I),
                  {"wc", "grep"}),
                 (re.compile(r"\b(?:size|sizes)\s+of\b|\bhow\s+(?:big|large)\b", re.I), {"du", "ls", "stat", "df", "wc", "find"}),
                 # "disk usage of ~/Downloads": what a folder takes (du), not what its disk has free (df)
                 (re.compile(r"\b(?:disk|space)\s+usage\s+(?:of|for|in|by)\s+(?!(?:the\s+|this\s+|each\s+|every\s+)?"
                             r"(?:system|disks?|drives?|machine|partitions?|filesystems?|mounts?)\b)", re.I), {"du", "ncdu"}),
                 # "how much space is ~/Downloads using?", "what's eating my disk in /home": what a folder takes
                 (re.compile(r"\bhow\s+much\s+(?:disk\s+)?space\s+(?:is|does|do|are)\s+(?!(?:the\s+)?(?:system|disks?|drives?|"
                             r"machine|partitions?|filesystems?|left|free|available)\b)\S+(?:\s+\S+){0,3}?\s+(?:us(?:e|ing)|tak(?:e|ing)\s+up)\b"
                             r"|\b(?:eating|hogging|using\s+up|filling\s+up)\s+(?:all\s+)?(?:my\s+|the\s+)?(?:disk|space|storage)\b", re.I),
                  {"du", "ncdu"}),
                 # "is there anything in my stash", "am i behind origin/main": git's words
                 (re.compile(r"\b(?:stash(?:es|ed)?|commits?|committed|uncommitted|branch(?:es)?|origin/[\w.-]+|upstream|rebase|"
                             r"merge\s+conflicts?|tags?\s+v\d[\w.-]*)\b", re.I), {"git"}),
                 # "what filesystem type is /mnt/backup": df -T, findmnt, stat -f, lsblk -f, blkid
                 (re.compile(r"\b(?:file\s*system|fs)\s+types?\b|\btype\s+of\s+(?:the\s+)?(?:file\s*system|fs|partition)\b", re.I),
                  {"df", "findmnt", "stat", "lsblk", "blkid", "mount"}),
                 # "which process has invoices.db open", "what's sitting on port 4000": who holds a file or port
                 (re.compile(r"\b(?:process(?:es)?|program|app|who|what|which)\b[^?.]*?\b(?:has|have|holds?|keeps?)\s+\S+\s+open\b"
                             r"|\b(?:sitting|listening|running|bound)\s+on\s+(?:port\s+)?:?\d{2,5}\b|\bwhat'?s\s+(?:using|on)\s+port\b", re.I),
                  {"lsof", "fuser", "ss", "netstat"}),
                 # "so it keeps going after I log out": a job that outlives the shell
                 (re.compile(r"\b(?:after|when|if)\s+(?:i|you|we)\s+(?:log\s*out|logout|log\s+off|disconnect|close\s+the\s+"
                             r"(?:terminal|shell|session|ssh))\b|\bsurvives?\s+(?:a\s+|the\s+)?(?:logout|log\s*out|hangup)\b", re.I),
                  {"nohup", "setsid", "disown", "screen", "tmux"}),
                 # "set every file under public_html to mode 644": a mode set (find … ! -perm 644 only lists them)
                 (re.compile(r"\b(?:set|change|reset|make)\b[^.;]*?\bto\s+(?:mode|permissions?|perms)\s+[0-7]{3,4}\b", re.I),
                  {"chmod", "install", "mkdir"}),
                 # "save the output to x and show it on screen too": both at once is tee
                 (re.compile(r"\b(?:on\s+(?:the\s+)?screen|in\s+the\s+terminal)\s+(?:too|as\s+well|also)\b"
                             r"|\b(?:and|while)\s+(?:also\s+)?(?:show|print|display|see)(?:ing)?\s+it\b", re.I), {"tee"}),
                 # "symlink every .sh script from ~/scripts into ~/bin": linking is ln's (a find alone only lists)
                 (re.compile(r"^\s*(?:(?:please|pls|now)\s+)?(?:sym-?link|soft-?link|hard-?link)\b(?!\s+(?:itself|points?)\b)", re.I),
                  {"ln", "cp"}))
_NAMED_TOOL = re.compile(r"(?<![\w./-])(%s)(?![\w./-])(?!\s+(?:group|user)s?\b)" % "|".join(NAMED_TOOLS), re.I)   # not "the docker group"
# Where a copy goes: a name after to/into.
_TARGET_BEFORE = re.compile(r"\b(?:to|into)\s+(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?$", re.I)
_SOURCE_BEFORE = re.compile(r"\b(?:from|out\s+of)\s+(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?$", re.I)
# "look in .py files for "import requests"", "files containing TODO": what is looked for, not where
# A line of code a request names as text ("import requests", "from os import path"): sought inside files.
_CODE_LINE = re.compile(r"(?:from\s+\S+\s+)?import\s+\S+")
_SOUGHT_BEFORE = re.compile(r"\b(?:look(?:ing)?|search(?:ing)?|grep(?:ping)?|hunt(?:ing)?|scan(?:ning)?)\b.*\bfor\s+(?:the\s+(?:text|word|string|phrase|line)\s+)?['\"]?$"
                            r"|\b(?:contain(?:s|ing)?|mention(?:s|ing)?)\s+(?:the\s+(?:text|word|string|phrase)\s+)?['\"]?$", re.I)
_PLACE_BEFORE = re.compile(r"\b(?:in|inside|under|within|throughout|all\s+of|across)\s+(?:the\s+|my\s+)?(?:(?:folder|directory|dir|file)\s+)?$", re.I)


def output_cap(src_len: int) -> int:
    """Longest output searched for an input of ``src_len`` tokens: 2 × input + 12 rounded up to a
    multiple of 8 (fewer distinct caps, so batched queries share searches), at most MAX_OUT_TOKENS.

    Covers 99.9 % of NL2Bash train (median output 7 tokens, 99th percentile 22). A tight cap
    also tightens beam search's exact stopping bound (``best alive / lp(cap + 1)``), which is
    where most of the decoding time of a long-capped search went.
    """
    return min(MAX_OUT_TOKENS, -(-(2 * max(0, src_len) + 12) // 8) * 8)


@dataclass
class Candidate:
    command: str       # slot-filled command for the user
    template: str      # generic form, slots numbered in order of appearance
    score: float       # length-normalised log-probability (higher is better)
    logprob: float     # total log-probability of the generated tokens
    unfilled: int = 0  # slots left as visible placeholders (<pattern>)
    used: frozenset[str] = field(default=frozenset(), repr=False)  # entity names filled in (for ranking)
    mixed_roles: int = field(default=0, repr=False)  # values used both as a place and as a searched name
    unnamed_tools: int = field(default=0, repr=False)  # tools the request names that this command does not use
    unsaid_capitals: int = field(default=0, repr=False)  # capitalised words of the request it does not write
    unknown: int = field(default=0, repr=False)  # <unk> words the model wrote and filling dropped (holes, unseen)
    unsaid_words: int = field(default=0, repr=False)  # request words another candidate takes as an argument, this one not

    def to_dict(self) -> dict:
        return {"command": self.command, "template": self.template, "score": self.score,
                "logprob": self.logprob, "unfilled": self.unfilled}


def pick_device(device: str = "auto") -> torch.device:
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cuda" and not torch.cuda.is_available():
        raise ServalError("--device cuda asked for, but no CUDA device is available")
    return torch.device(device)


PRECISIONS = {"float32": torch.float32, "bfloat16": torch.bfloat16}


def decode_dtype(device: torch.device) -> torch.dtype:
    """``SERVAL_PRECISION``: what an ensemble's stacked decoder computes in. ``auto`` (unset): bfloat16
    on a CPU that multiplies it natively (``bfloat16_is_native``: beam search about 0.8 times the
    float32 time there, answers the same within rounding), float32 elsewhere; ``float32`` or
    ``bfloat16`` chooses. A lone model always decodes in its own float32."""
    raw = os.environ.get("SERVAL_PRECISION", "").strip().lower() or "auto"
    if raw == "auto":
        return torch.bfloat16 if device.type == "cpu" and bfloat16_is_native() else torch.float32
    if raw not in PRECISIONS:
        raise ServalError(f"SERVAL_PRECISION must be auto, float32 or bfloat16, got {raw!r}")
    return PRECISIONS[raw]


class Translator:
    def __init__(self, model: Seq2Seq, src_vocab: Vocab, tgt_vocab: Vocab, meta: dict, path: Path | None,
                 device: torch.device, members: list[Seq2Seq] | None = None):
        self.model, self.src_vocab, self.tgt_vocab = model, src_vocab, tgt_vocab
        self.rare_words = rare_stems(src_vocab.index)   # words spelling_fixed may take for typos: once per vocabulary
        self.members = members or [model]  # the ensemble the search averages; model is members[0]
        self.meta, self.path, self.device = meta, path, device
        self.alpha = float(meta.get("alpha", 0.6))
        self.beam_size = int(meta.get("beam_size", 5))
        # Beam search's stopping bound (see beam_search): the next-length one by default. On dev (782)
        # and the two request sets every metric was identical to the exact bound's, at 1.26x less time.
        self.exact_stop = bool(meta.get("exact_stop", False))
        self.version = str(meta.get("version", "dev"))
        self.decode_dtype = decode_dtype(device)

    @classmethod
    def from_checkpoint(cls, ckpt: dict, path: Path | None = None, device: str = "auto") -> "Translator":
        where = path or "checkpoint"
        if ckpt.get("preprocess_version") != PREPROCESS_VERSION:
            raise ServalError(f"{where}: preprocessing version {ckpt.get('preprocess_version')!r}, "
                              f"this ServalShell needs {PREPROCESS_VERSION}: retrain or update")
        try:
            cfg = ModelConfig.from_dict(ckpt["model_config"])
            src_vocab, tgt_vocab = Vocab(list(ckpt["src_vocab"])), Vocab(list(ckpt["tgt_vocab"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ServalError(f"{where}: incomplete checkpoint ({exc})") from exc
        if (len(src_vocab), len(tgt_vocab)) != (cfg.src_vocab_size, cfg.tgt_vocab_size):
            raise ServalError(f"{where}: vocabulary sizes {len(src_vocab)}/{len(tgt_vocab)} do not match the "
                              f"model config {cfg.src_vocab_size}/{cfg.tgt_vocab_size}")
        dev = pick_device(device)
        members = []
        for i, weights in enumerate(member_states(ckpt)):
            if not isinstance(weights, dict):
                raise ServalError(f"{where}: ensemble member {i} is not a set of weights")
            model = Seq2Seq(cfg)
            state = {k: v.float() if v.is_floating_point() else v for k, v in weights.items()}
            try:
                model.load_state_dict(state)
            except RuntimeError as exc:
                what = "weights" if i == 0 else f"ensemble member {i}'s weights"
                raise ServalError(f"{where}: {what} do not fit the model config ({exc})") from exc
            members.append(model.to(dev).eval())
        if dev.type == "cpu" and not os.environ.get("SERVAL_KEEP_THREADS"):
            torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
        meta = {k: v for k, v in ckpt.items() if k not in ("model", "ensemble", "optimizer", "scheduler", "rng")}
        return cls(members[0], src_vocab, tgt_vocab, meta, Path(path) if path else None, dev, members)

    @classmethod
    def load(cls, path: Path | str, device: str = "auto") -> "Translator":
        return cls.from_checkpoint(load_checkpoint(Path(path)), Path(path), device)

    def translate(self, text: str, n: int = 5) -> list[Candidate]:
        return self.translate_batch([text], n)[0]

    def translate_batch(self, texts: list[str], n: int = 5) -> list[list[Candidate]]:
        """Candidates per text, best first; an empty or unusable text gives an empty list. A request of two steps
        (``serval.model.steps.two_steps``) also has its clauses translated, in the same search, and their commands
        joined; a request run on another machine (``remote_run``) has its task translated and run there over ssh."""
        n = max(1, min(int(n), 20))
        plain = [courtesy_dropped(clean(t)) if isinstance(t, str) else "" for t in texts]
        steps = [two_steps(t) for t in plain]
        remotes = [remote_run(t, COMMAND_WORDS) if s is None else None for t, s in zip(plain, steps)]
        wraps = [wrapped_task(t) if s is None and r is None else None for t, s, r in zip(plain, steps, remotes)]
        clauses = [c for s, r, w in zip(steps, remotes, wraps)
                   for c in (s.clauses if s is not None else (r.task,) if r is not None and r.task else (w.task,) if w is not None else ())]
        found = self.search(list(texts) + clauses, max(n, self.beam_size))
        out = [self._candidates(rec, hyps) if hyps else [] for rec, hyps in found[:len(texts)]]
        best = iter(self._candidates(rec, hyps)[:1] if hyps else [] for rec, hyps in found[len(texts):])
        for i, (s, r, w) in enumerate(zip(steps, remotes, wraps)):
            if s is not None:
                done = [[Candidate(s.first_command, s.first_command, 0.0, 0.0, 0)]] if s.first_command is not None else []
                done += [next(best) for _ in s.clauses]
                said = phrase_answer(found[i][0].text)   # the phrasebook's answer to the whole request, if it runs several commands
                whole = said is not None and bool(out[i]) and out[i][0].command == said and re.search(r"&&|;|\s&\s|\|\|", said) is not None
                out[i] = out[i] if whole else with_steps(out[i], *(c[0] if c else None for c in done))
            elif r is not None:
                task = next(best) if r.task else []
                out[i] = with_remote(out[i], r, task[0] if task else None)
            elif w is not None:
                task = next(best)
                if written_out(w.task):   # "nvidia-smi twice a second", "watch free -m …": the command itself
                    typed = re.sub(r"^\S+", lambda m: m.group().lower(), w.task.strip())
                    task = [Candidate(typed, typed, 0.0, 0.0, 0)]
                out[i] = with_wrapper(out[i], w, task[0] if task else None)
        return [cands[:n] for cands in out]

    def recognized(self, text: str) -> Recognized:
        """What the model reads of ``text``: a placeholder inside a name as a glob (``placeholders_as_globs``),
        columns named by a header they place as their numbers (``columns_numbered``), its words with slips put right (``spelling_fixed``), a unit of time said with an article as one of it
        (``one_for_article``), a date in words as the ISO date tools take (``dates_written_out``), names as slots."""
        known = self.src_vocab.words
        cleaned = clean(placeholders_as_globs(text) if isinstance(text, str) else "")
        cleaned = dates_written_out(reason_dropped(courtesy_dropped(context_dropped(columns_numbered(shorthand_written_out(cleaned))))))
        cleaned = one_for_article(spelling_fixed(cleaned, self.src_vocab.index, self.tgt_vocab.words, self.rare_words))
        return lowered_first_word(recognize(cleaned, known), self.tgt_vocab.index)

    def search(self, texts: list[str], beam: int) -> list[tuple]:
        """``(recognised text, beam hypotheses)`` per text, before slot filling and reranking
        (no hypotheses for an empty or unusable text)."""
        recs = [self.recognized(t) for t in texts]
        ids = [self.src_vocab.encode(r.tokens[:MAX_SRC_TOKENS]) for r in recs]
        found: list[list] = [[] for _ in texts]
        groups: dict[int, list[int]] = {}  # one search per output cap: a batch answers as single queries do
        for i, seq in enumerate(ids):
            if seq:
                groups.setdefault(output_cap(len(seq)), []).append(i)
        for cap, members in groups.items():
            hyps = beam_search(self.members, [ids[i] for i in members], beam_size=beam, n_best=beam,
                               alpha=self.alpha, max_len=cap, exact=self.exact_stop, dtype=self.decode_dtype)
            for i, sent_hyps in zip(members, hyps):
                found[i] = sent_hyps
        return list(zip(recs, found))

    def _candidates(self, rec, hyps) -> list[Candidate]:
        seen: set[str] = set()
        good, bad = [], []
        for h in hyps:
            tokens = scheduled_for_unknown(runnable_for_unknown(self.tgt_vocab.decode(h.tokens), rec), rec)
            unknown = tokens.count("<unk>")   # a word the model could not spell, dropped: a hole like a placeholder
            tokens = [t for t in tokens if t not in ("<unk>", "<pad>", "<s>", "</s>")]
            if not tokens:
                continue
            filled = fill(tokens, rec)
            command = rewrite(filled.command, rec)
            if command in seen:
                continue
            seen.add(command)
            # a rewrite that wrote another command, or dropped the stage with the hole, leaves none of the holes it
            # had (sed -i <text> f → xargs rm < f; df -m /home | grep <pattern> → df -m /home); a hole a rewrite
            # filled from the request's words still counts (the model did not know what goes there)
            anew = command.split(" ", 1)[0] != filled.command.split(" ", 1)[0] or command.count(" | ") < filled.command.count(" | ")
            unfilled = min(filled.unfilled, len(_HOLE.findall(command))) if anew else filled.unfilled
            cand = Candidate(command, filled.template, float(h.score), float(h.logprob), unfilled,
                             filled.used, filled.mixed_roles, unknown=unknown)
            # Candidates whose template does not parse as shell go below those that do.
            (good if filled.parses else bad).append(cand)
        commands = [c.command for c in good + bad]
        for cand, missed, unsaid, dropped in zip(good + bad, unnamed_tools(rec.text, commands),
                                                 unsaid_capitals(rec.text, commands), dropped_words(rec, commands)):
            cand.unnamed_tools, cand.unsaid_capitals, cand.unsaid_words = missed, unsaid, dropped
        roles = RequestRoles.of(rec)
        return sorted(good, key=lambda c: rank_value(c, rec, roles), reverse=True) + \
            sorted(bad, key=lambda c: rank_value(c, rec, roles), reverse=True)


# Programs that reach another machine themselves (``with_remote``); ssh alone is what a remote task becomes.
_REACHING_TOOLS = frozenset({"scp", "rsync", "sftp", "ping", "nc", "ncat", "netcat", "telnet", "nmap", "curl", "wget", "dig", "host",
                             "nslookup", "traceroute", "tracepath", "mtr", "ssh-copy-id", "ssh-keyscan", "openssl", "ftp", "mysql", "psql",
                             "redis-cli", "mount", "showmount", "smbclient", "rdesktop", "xfreerdp", "vncviewer", "arping", "whois"})
_HOLE = re.compile(r"<[a-z][a-z_]*>")   # a placeholder left for the user to fill (``<file>``, ``<text>``)


# Programs whose first operand is a subcommand word ("docker ps", "git status", "systemctl status nginx").
_SUBCOMMAND_TOOLS = frozenset("""docker podman git kubectl systemctl apt apt-get npm yarn pnpm go cargo ip nmcli snap pip pip3 virsh lxc
multipass vagrant helm gh tmux ufw nft brew journalctl""".split())
_WRITTEN_ARG = re.compile(r"-{1,2}[\w][\w=.,:-]*|[\w.~/:@%+-]*[./~\d][\w.~/:@%+-]*")


def written_out(task: str) -> bool:
    """Whether ``task`` is a command line as typed ("free -m", "ss -tn", "df -h /var", "docker ps -a", "nvidia-smi"):
    a program's name, then options and paths or numbers only (a subcommand word may follow the name)."""
    words = task.split()
    if not words or words[0].lower() not in COMMAND_WORDS:
        return False
    rest = words[1:]
    if rest and words[0].lower() in _SUBCOMMAND_TOOLS and re.fullmatch(r"[a-z][a-z-]*", rest[0]):
        rest = rest[1:]   # docker ps -a, git status -s (not "kill pid 4242": pid is a word of the request)
    return all(_WRITTEN_ARG.fullmatch(w) for w in rest)


def with_remote(whole: list[Candidate], remote: Remote, task: Candidate | None) -> list[Candidate]:
    """``whole`` (the candidates for a request to run something on another machine) with that command run there
    over ssh first: the command the request writes out, or the first for its task when it has no hole."""
    if remote.command is None and (task is None or task.unfilled or task.unknown or _HOLE.search(task.command)):
        return whole
    if remote.implied and whole and _REACHING_TOOLS & set(re.split(r"[\s|;&()]+", whole[0].command)):
        return whole   # "… on web01" without ssh, and the model's answer reaches web01 itself: left first
    command = over_ssh(remote, remote.command if remote.command is not None else task.command)
    there = Candidate(command, command if task is None else over_ssh(remote, task.template),
                      task.score if task else 0.0, task.logprob if task else 0.0, 0, task.used if task else frozenset())
    return [there] + [c for c in whole if c.command != command]


# A program's own way of running in the background or with a time limit (docker run -d, wget -b, nc -w 3, curl -m 10)
_OWN_BACKGROUND = re.compile(r"^docker\s.*\s-d\b|\s--detach\b|^wget\s(?:.*\s)?-b\b|\s--daemon\b|^nohup\b|^setsid\b|^screen\s+-d|^tmux\s+new(?:-session)?\s+-d|&$")
# A program's own way of running again and again (watch, a loop, ping, vmstat 5, free -s 2, top's refresh)
_OWN_REPEAT = re.compile(r"^(?:sudo\s+)?watch\s|^while\s|^until\s|^for\s|^ping\s|^(?:vmstat|iostat|mpstat|pidstat|sar|dstat)\s+(?:-\S+\s+)*\d"
                         r"|^free\s(?:.*\s)?-s\s*\d|^(?:top|htop|iotop)\b|^tail\s(?:.*\s)?-[fF]\b|\s-f$")
_OWN_TIMEOUT = re.compile(r"^(?:sudo\s+)?timeout\s|ConnectTimeout=|\s--timeout[=\s]|\s--request-timeout[=\s]|^curl\s(?:.*\s)?(?:--max-time|-m\s*\d)|^(?:nc|ncat|netcat)\s(?:.*\s)?-w\s*\d|\s--connect-timeout\b"
                          r"|^ping\s(?:.*\s)?-[Ww]\s*\d")


def _runs_so(command: str, wrapped: Wrapped) -> bool:
    """Whether a candidate already runs its program the way a request says: in the background (``&``, ``-d``, ``-b``,
    nohup), with a time limit (timeout, curl -m, nc -w, ssh's ConnectTimeout), at a priority (nice with a program after
    it), again and again (watch with the interval and flags said, a loop, a program that repeats by itself: ping, free
    -s, vmstat N), after a wait (sleep first), timed (time)."""
    if wrapped.prefix.startswith("watch "):   # watch as said (its interval and flags), or the program's own repeat
        return command.startswith(wrapped.prefix) or not command.startswith("watch ") and bool(_OWN_REPEAT.search(command))
    if wrapped.prefix.startswith("while "):
        return command.startswith(("while ", "until ")) and wrapped.suffix.strip(" ;") in command
    if wrapped.prefix.startswith("sleep "):   # a wait and then something: not a bare sleep
        return bool(re.match(r"sleep\s+\S+\s*(?:&&|;)\s*\S", command))
    if wrapped.prefix.startswith("time "):
        return bool(re.match(r"(?:time|/usr/bin/time(?:\s+-\S+)*)\s+\S", command))
    if wrapped.suffix and not _OWN_BACKGROUND.search(command):
        return False
    if "timeout" in wrapped.prefix and not _OWN_TIMEOUT.search(command):
        return False
    if "nice" in wrapped.prefix:
        niced = re.match(r"(?:sudo\s+)?nice\s+(?:-n\s*-?\d+\s+|-\d+\s+)?(\S+)", command)
        if niced is None or not re.fullmatch(r"\./\S+|[a-z][a-z0-9_+-]*", niced.group(1)):
            return False   # nice before a program, not before a file name the model put there
    return True


def with_wrapper(whole: list[Candidate], wrapped: Wrapped, task: Candidate | None) -> list[Candidate]:
    """``whole`` (the candidates for a request that says how to run its task: "… at the lowest cpu priority", "… in
    the background", "… every 5 seconds") with the task's own command run that way first, unless the first candidate
    already runs so (then second). Left out when the task's command has a hole, or a pipe or list that a prefix would
    only half run (``Wrapped.around``: watch takes it quoted, sleep and time run it whole)."""
    if task is None or task.unfilled or task.unknown or _HOLE.search(task.command):
        return whole
    command = wrapped.around(task.command)
    if command is None:
        return whole
    if whole and whole[0].command == command:
        return whole
    runs_so = bool(whole) and not _HOLE.search(whole[0].command) and _runs_so(whole[0].command, wrapped)   # (holes a rewrite filled: filled)
    rest = [c for c in whole if c.command != command]
    at = 1 if runs_so and rest else 0
    made = Candidate(command, wrapped.around(task.template) or command, task.score, task.logprob, 0, task.used)
    return rest[:at] + [made] + rest[at:]


def with_steps(whole: list[Candidate], *steps: Candidate | None) -> list[Candidate]:
    """``whole`` (the candidates for a request of several steps) with the steps' own commands joined by ``&&``:
    first when no candidate of the whole request already runs every step's programs, else second. Left out when
    a step has no command or a hole; a joined command the model wrote too is moved where it would go."""
    if not steps or any(c is None or c.unfilled or c.unknown or _HOLE.search(c.command) for c in steps):
        return whole
    commands = root_shared([c.command for c in steps])
    command = joined(*commands)
    at = 1 if whole and covers(whole[0].command, *commands) else 0
    if any(c.command == command for c in whole):   # the model wrote it too: where the steps' own command would go
        found = next(c for c in whole if c.command == command)
        rest = [c for c in whole if c is not found]
        return rest[:at] + [found] + rest[at:] if whole.index(found) > at else whole
    every = Candidate(command, joined(*(c.template for c in steps)), sum(c.score for c in steps),
                      sum(c.logprob for c in steps), 0, frozenset().union(*(c.used for c in steps)))
    return whole[:at] + [every] + whole[at:]


# Programs a step runs as root when another step on the same place needs to (sudo cannot run a shell's cd or a pipe).
_AS_ROOT_TOO = frozenset({"mkdir", "cp", "mv", "chmod", "chown", "chgrp", "tar", "rm", "touch", "ln", "unzip", "sed", "install", "rsync"})


def root_shared(commands: list[str]) -> list[str]:
    """The steps' commands with ``sudo`` before a step that works on a place another step needs root for:
    ``mkdir /opt/myapp`` then ``sudo chown deploy /opt/myapp`` is ``sudo mkdir …`` too (/opt is root's)."""
    rooted = {w.rstrip("/") for c in commands if c.startswith("sudo ") for w in c.split()[1:] if w.startswith("/")}
    return [f"sudo {c}" if not c.startswith("sudo ") and c.split(" ", 1)[0] in _AS_ROOT_TOO and not re.search(r"[|;&<>]", c)
            and any(w.rstrip("/") in rooted for w in c.split()[1:]) else c for c in commands]


def lowered_first_word(rec: Recognized, command_words) -> Recognized:
    """``rec`` with a capitalised first word that the model copies as a name put in lower case when it
    is a word of commands: "Mask sleep.target" → ``systemctl mask sleep.target``, not ``systemctl Mask``.
    The capital is the sentence's, not the name's ("California" stays as it is)."""
    for e in rec.entities:
        if e.guessed and e.start == 0 and e.text.istitle() and e.text.lower() in command_words:
            e.value = e.text.lower()
    return rec


def runnable_for_unknown(tokens: list[str], rec: Recognized) -> list[str]:
    """``tokens`` with an ``<unk>`` in command position replaced by the script the request names.

    A script run as a command (``for i in {1..5}; do ./bench.sh; done``) is a command word, not an
    argument slot, so the model cannot copy it and writes ``<unk>`` where it goes. When the request
    names exactly one runnable file (``./x.sh``, ``~/bin/x``, ``deploy.py``) that the tokens do not
    already use, it takes that place; otherwise the ``<unk>`` is dropped as before.
    """
    if "<unk>" not in tokens:
        return tokens
    scripts = [e for e in rec.entities if e.type in ("File", "Path") and runnable(e.value)
               and e.name not in tokens]
    if len(scripts) != 1:
        return tokens
    out = list(tokens)
    for i, tok in enumerate(out):
        if tok == "<unk>" and (i == 0 or out[i - 1] in COMMAND_STARTS):   # a program it could not spell
            out[i] = scripts[0].name
            break
    return out


def scheduled_for_unknown(tokens: list[str], rec: Recognized) -> list[str]:
    """``tokens`` with the crontab line the model could not spell written from the request's schedule.

    A job added with ``(crontab -l; echo "0 3 * * * ./backup.sh") | crontab -`` starts its quoted line
    with the schedule, one word of the vocabulary per schedule, which the model writes as ``<unk>`` before
    the script's slot and a closing quote. When the request states a schedule (``cron_schedule``) and
    names the script, the line is written whole: a relative script by its absolute path (``$PWD``, which
    the double quotes expand when the job is added), as cron runs jobs from the home folder.
    """
    for i in range(len(tokens) - 2):
        if not (tokens[i] == "<unk>" and i > 0 and tokens[i - 1] == "echo" and tokens[i + 2] == GLUE + '"'
                and "crontab" in tokens):
            continue
        schedule = cron_schedule(rec.text)
        script = next((e for e in rec.entities if e.name == tokens[i + 1]), None)
        if schedule is None or script is None:
            return tokens
        value = script.value
        if not value.startswith(("/", "~", "$")):
            value = "$PWD/" + value.removeprefix("./")
        return tokens[:i] + [f'"{schedule} {value}"'] + tokens[i + 3:]
    return tokens


def _unmet(asked: list[set[str]], met: list[set[str]]) -> list[int]:
    """Per candidate (``met``: what each one has), how many of ``asked`` (each met by any member of its
    set) it misses, counting only what some candidate meets."""
    asked = [a for a in asked if any(a & m for m in met)]
    return [sum(1 for a in asked if not a & m) for m in met]


def unsaid_capitals(text: str, commands: list[str]) -> list[int]:
    """Per command, how many words the request writes in capitals (``ERROR``, ``WARN``; not acronyms
    such as PDF) it does not write, counting only words that some command of ``commands`` writes."""
    said = {m.group(1) for m in _CAPITAL_WORD.finditer(text)} - ACRONYMS
    return _unmet([{w} for w in said], [set(re.findall(r"[A-Z][A-Z_]{2,}", c)) for c in commands])


def unnamed_tools(text: str, commands: list[str]) -> list[int]:
    """Per command, how many tools named in ``text`` it does not use, counting only tools that some
    command of ``commands`` uses (see ``NAMED_TOOL_COST``)."""
    named = [NAMED_TOOLS[m.group(1).lower()] for m in _NAMED_TOOL.finditer(text)]
    named += [tools for phrase, tools in PHRASED_TOOLS if phrase.search(text)]
    # words of substitutions too: kill $(lsof -t -i:8080) runs lsof
    return _unmet(named, [set(re.split(r"[\s$()`|;&<>]+", c)) for c in commands])


_PLAIN_WORD = re.compile(r"[A-Za-z][\w.-]+")
# English words that carry no name: "su -l who" for "list every user who has a login shell" takes no request word.
_FUNCTION_WORDS = frozenset("""a an the this that these those all every each any some no not and or but if then than of in
on at to into onto from for with without by as is are was were be been being do does did has have had it its i me
my mine you your we our they them their he she his her who whom whose what which where when why how there here
can could would should will shall may might must up down out off over under about""".split())
_SUBCOMMAND_TOOLS = frozenset({"git", "docker", "podman", "kubectl", "systemctl", "service", "apt", "apt-get", "dnf",
                               "yum", "npm", "yarn", "pip", "pip3", "brew", "snap", "cargo", "go", "conda", "ufw",
                               "ip", "nmcli", "helm", "gh", "heroku", "aws", "gcloud", "az", "terraform", "vagrant"})
_ARGUMENT_PART = re.compile(r"[^/=:,'\"*{}()$\s]+")


def dropped_words(rec: Recognized, commands: list[str]) -> list[int]:
    """Per command, how many plain words of the request (outside the names it certainly gives) it does
    not take as an argument or part of one, counting only words that some command of ``commands`` takes
    so: in "rename all .jpeg files in pics to .jpg", ``for f in *.jpeg`` drops the folder that
    ``for f in pics/*.jpeg`` keeps. An unknown word guessed as a name costs little when unused (it is
    often plain English); a word the model knows is no entity at all. Another candidate's use of it is
    the evidence that it is an argument."""
    spans = [(e.start, e.end) for e in rec.entities if not e.guessed]
    said = {m.group(0).lower() for m in _PLAIN_WORD.finditer(rec.text)
            if not any(a <= m.start() < b for a, b in spans)} - _FUNCTION_WORDS - CHAT_WORDS
    taken = []
    for command in commands:
        words = command.split()
        parts = set()
        for util, end in simple_commands(words):
            args = words[util + 1:end]
            if words[util] in _SUBCOMMAND_TOOLS:   # docker logs: the subcommand is no argument
                args = args[next((k + 1 for k, w in enumerate(args) if not w.startswith("-")), 0):]
            for w in args:
                if not w.startswith("-") or "=" in w:
                    parts.update(p.lower() for p in _ARGUMENT_PART.findall(w.partition("=")[2] if w.startswith("-") else w))
                    if w.startswith("~"):
                        parts.add("home")   # "the home folder" is ~ as much as /home or $HOME
        taken.append(parts & said)
    return _unmet([{w} for w in said], taken)


def echoed_words(words: list[str]) -> int:
    """How many plain words a simple command of ``words`` has twice, apart (``ps aux --sort=-%mem aux``):
    a name copied where the model had already written it; and how many simple commands repeat an earlier one
    (``sudo systemctl restart postgresql && sudo systemctl restart postgresql``, sudo or not)."""
    segments = [" ".join(w for w in words[u:e] if w != "sudo") for u, e in simple_commands(words)]
    echoed, seen = sum(1 for k, seg in enumerate(segments) if seg and seg in segments[:k]), set()
    for k, w in enumerate(words):
        if w in SEGMENT_ENDS or w == ")":
            seen = set()
        elif _PLAIN_WORD.fullmatch(w) and not (k > 0 and words[k - 1].startswith("-") and "=" not in words[k - 1]):
            echoed += w in seen   # a flag's value may repeat an operand: docker run --name web web
            seen.add(w)
    return echoed


_POWER_TOOLS = frozenset({"reboot", "shutdown", "poweroff", "halt"})
_POWER_VERBS = frozenset({"reboot", "poweroff", "halt", "suspend", "hibernate", "hybrid-sleep", "kexec"})
# A request that asks about something (a question, "show", "list") rather than for something to be done.
_ASKS_ABOUT = re.compile(r"\s*(?:please\s+)?(?:show|display|print|list|what|when|why|which|who|whose|is|are|was|were|any|"
                         r"does|did|do\s+i\s+need|check|find|tell|get|see|view|count|how\s+(?:long|many|much|often))\b", re.I)


# A request that takes the machine down: it reboots, or shuts down, restarts, turns off … the machine (or
# nothing else: "shut down now"); "turn off bluetooth" and "restart apache" are no such request.
_POWER_WORDS = re.compile(r"\breboot\w*\b|\b(?:shut\s*(?:s\s+)?down|shutdown|power\s*(?:off|down|cycle)|poweroff|halt|turn\s+off|"
                          r"restart\w*|suspend|hibernate)\s*(?:of\s+)?(?:(?:the|this|my|a)\s+)?(?:computer|machine|system|server|box|"
                          r"pc|laptop|host|vm|os|now\b|in\s+\d|at\s+\d|$|[.!?])", re.I)


def unasked_power(words: list[str], text: str) -> int:
    """How many simple commands reboot, halt or power off the machine for a request that only asks
    about something ("show me the last reboot time" is ``last reboot``, never ``reboot``) or that
    asks for no such thing ("restart apache" is never ``sudo reboot``)."""
    if not _ASKS_ABOUT.match(text) and _POWER_WORDS.search(text):
        return 0
    count = 0
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        count += (name in _POWER_TOOLS and "-c" not in args) or (name == "systemctl" and bool(_POWER_VERBS & set(args))) \
            or (name in ("init", "telinit") and bool({"0", "6"} & set(args)))
    return count


_DESTROYS = frozenset({"rm", "rmdir", "shred", "unlink", "dd", "wipefs", "truncate", "kill", "pkill", "killall"})
_GIT_DESTROYS = re.compile(r"clean\b(?!.*\s-[A-Za-z]*n)|reset\s.*--hard|branch\s+-[dD]\b|push\s.*(?:--force|\s-f\b)|stash\s+(?:drop|clear)")
# Words that ask for something to be removed, stopped or overwritten.
_DESTROY_WORDS = re.compile(r"\b(?:delet|remov|rm\b|eras|wip|clean|clear|empt|kill|stop|terminat|purg|drop|rid\b|"
                            r"uninstall|destroy|nuke|prun|shred|truncat|overwrit|reset|discard|forc|zero|format|"
                            r"end\b|close|quit|shut|wreck|trash|unlink)", re.I)


# "did the oom killer kill anything lately": a question about what happened; its verbs ask for nothing.
_PAST_QUESTION = re.compile(r"\s*(?:did|has|have|had|was|were)\b(?![^?]*\b(?:you|u)\b)", re.I)


def unasked_destruction(words: list[str], text: str) -> int:
    """How many simple commands delete, kill or overwrite for a request that only asks about something
    (a question, "show", "list") and says nothing of removing or stopping, or asks what a command would
    do: "is nginx running?" is never ``pkill nginx``, "show files that git clean would delete" never
    ``git clean -fd``."""
    if not _ASKS_ABOUT.match(text) or (_DESTROY_WORDS.search(text) and not HYPOTHETICAL.search(text)
                                       and not _PAST_QUESTION.match(text)):
        return 0
    count = 0
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        if name in _DESTROYS:
            count += not (name in ("kill", "pkill", "killall") and ({"-0", "-l", "-L", "--list"} & set(args)))
        elif name == "find":
            count += "-delete" in args
        elif name == "git":
            count += bool(_GIT_DESTROYS.match(" ".join(args)))
        elif name.startswith("mkfs"):
            count += 1
        elif name in ("apt", "apt-get", "dnf", "yum", "snap", "pip", "pip3", "npm"):
            count += bool({"remove", "purge", "autoremove", "uninstall", "erase"} & set(args))
    return count


# A request that moves or copies things somewhere: what it names must arrive, not be deleted on the way.
_TRANSFER = re.compile(r"\s*(?:please\s+)?(?:move|put|copy|gather|collect|transfer|relocate|shift|back\s*up|archive|stash|file)\b", re.I)


def lost_in_transfer(words: list[str], text: str) -> int:
    """How many simple commands delete what a request asks to move or copy ("put the files on my Desktop that haven't
    been touched in 90 days into ~/Desktop/old" is never ``find … -delete``), where it says nothing of removing."""
    if not _TRANSFER.match(text) or _DESTROY_WORDS.search(text):
        return 0
    count = 0
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        count += name in ("rm", "rmdir", "shred", "unlink") or name == "find" and ("-delete" in args or any(
            args[k] == "-exec" and k + 1 < len(args) and args[k + 1] in ("rm", "shred") for k in range(len(args))))
    return count


# Words that ask for a file to be written: a redirect into a file the request names is then its output.
_WRITE_WORDS = re.compile(r"\b(?:sav|writ|wrote|stor|output|redirect|put|dump|export|append|add|creat|make|generat|cop(?:y|ie)|into|overwrit|replac"
                          r"|tee|new|called|named|as|result|log|record|capture|send|keep|convert|turn|merg|combin|join|concat|split|sort|fill|empty|truncat|reset|clear|blank)", re.I)


def input_overwritten(words: list[str], text: str) -> int:
    """How many ``>`` redirects empty a file the request names when it asks for nothing to be written:
    "customers who ordered in both jan.csv and feb.csv" is never ``… jan.csv > feb.csv`` (feb.csv lost)."""
    if _WRITE_WORDS.search(re.sub(r"[\w./~-]+\.\w+", " ", text)):   # (the words, not a file's name: "new.csv")
        return 0
    return sum(1 for k, w in enumerate(words[:-1]) if w == ">" and words[k + 1] != "/dev/null"
               and re.search(rf"(?<![\w./~-])(?<!\bto\s)(?<!\binto\s)(?<!\bas\s){re.escape(unquoted(words[k + 1]))}(?![\w/~-]|\.\w)", text))


# A question: what is, whether, why, who … (not "can you …", a request in a question's form).
_QUESTION = re.compile(r"\s*(?:is|are|am|was|were|does|do|did|will|would|has|have|which|what|what'?s|whats|who|whose|why|how"
                       r"|where|when|any)\b(?!\s+(?:you|u)\b)(?!\s+(?:do|can|should|would)\s+i\b)", re.I)
# Words that ask for a change all the same ("is nginx running? if not start it", "… fix it").
_CHANGE_ASKED = re.compile(r"\b(?:fix|enable|start|restart|stop|make|set|change|add|remove|delete|kill|install|give|grant"
                           r"|turn|allow|create|if\s+not|update|upgrade|mount|unmount|reload|edit|write\s+to|put)\b", re.I)
_STATE_VERBS = {"systemctl": {"start", "stop", "restart", "enable", "disable", "mask", "reload", "kill"},
                "service": {"start", "stop", "restart", "reload"},
                "docker": {"rm", "rmi", "stop", "kill", "restart", "start", "run", "prune", "pull"},
                "git": {"commit", "push", "reset", "checkout", "merge", "rebase", "stash", "pull", "add", "rm", "tag"},
                "apt": {"install", "remove", "purge", "upgrade"}, "apt-get": {"install", "remove", "purge", "upgrade"}}
_ASKED_VERB = re.compile(r"^\s*(?:will|would|does|do|did|can|could|should|is|are)\s+(?:the\s+|my\s+)?[\w.-]+\s+\w+", re.I)
_STATE_TOOLS = frozenset({"dos2unix", "unix2dos", "usermod", "useradd", "adduser", "userdel", "groupadd", "chmod", "chown", "chgrp", "ssh-copy-id",
                          "ssh-keygen", "ssh-add", "mkdir", "touch", "mv", "cp", "7z", "zip", "passwd", "mount", "umount",
                          "crontab", "tee", "truncate", "ln"})


def unasked_change(words: list[str], text: str) -> int:
    """How many simple commands change something for a question that asks for no change: "will docker
    start automatically after a reboot?" is no ``systemctl enable docker``, "am i in the docker group?" no
    ``usermod``, "did the cron job write anything to x.log" no ``crontab x.log`` (which replaces the crontab)."""
    # "will docker start automatically …": the question's own verb asks for nothing
    if not _QUESTION.match(text) or _CHANGE_ASKED.search(_ASKED_VERB.sub(" ", text)):
        return 0
    count = 0
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        if name == "crontab":
            count += not any(a in ("-l", "-e") for a in args)
        elif name == "unzip":   # unzip plugin-kit.zip README.md for "what does the README.md inside it say"
            count += not has_flag(args, "lptcvZ")
        elif name == "tar":
            count += any("x" in tar_modes(a) for a in args)
        elif name in ("gunzip", "bunzip2", "unxz", "unzstd"):
            count += not has_flag(args, "ctl", "--stdout|--test|--list")
        elif name == "7z":
            count += bool(args) and args[0] in ("x", "e", "a", "d", "u")
        elif name in ("dpkg", "snap", "pip", "pip3", "npm", "yarn", "gem"):
            count += any(a in ("-i", "--install", "-r", "--remove", "-P", "--purge", "install", "remove", "uninstall", "add")
                         for a in args)
        elif name in _STATE_TOOLS:
            count += 1
        elif name in _STATE_VERBS:
            count += bool(args) and args[0] in _STATE_VERBS[name]
        elif name == "sed":
            count += any(a.startswith("-i") for a in args)
    count += sum(1 for k, w in enumerate(words[:-1]) if w in (">", ">>") and words[k + 1] != "/dev/null")
    return count


def unpacks_target(words: list[str], targets: frozenset[str]) -> bool:
    """Whether a tar extracts or lists the archive the request names as where things go: "backup my
    home directory to /mnt/backup/home.tar.gz" is no ``tar -xzf /mnt/backup/home.tar.gz``."""
    for util, end in simple_commands(words):
        if words[util] != "tar":
            continue
        for k in range(util + 1, end - 1):
            if set(tar_modes(words[k])) & set("xt") and words[k + 1].strip("'\"").rstrip("/") in targets:
                return True
    return False


# Tools whose -u/-U/--user picks processes or files by their owner.
_BY_OWNER_TOOLS = frozenset({"pkill", "pgrep", "ps", "top", "htop", "killall", "lsof"})
_USER_WORDS = re.compile(r"\b(?:users?|owners?|owned|belong\w*|accounts?|run(?:ning)?\s+(?:by|as)|started\s+by|as)\b", re.I)


def unasked_owner(words: list[str], text: str) -> int:
    """How many process tools pick by owner (``pkill -u firefox``) a value the request never says is a user:
    no user word ("user", "owned", "run by", "as") and the value not after of/by/for/from ("processes of
    bob", but not "the pid of nginx"). "I want to kill firefox" is ``pkill firefox``."""
    if _USER_WORDS.search(text):
        return 0
    count = 0
    for util, end in simple_commands(words):
        if words[util] not in _BY_OWNER_TOOLS:
            continue
        for k in range(util + 1, end - 1):
            if words[k] in ("-u", "-U", "--user"):
                value = words[k + 1].strip("'\"")
                named_process = re.search(rf"\b(?:pids?|ids?|process\s+ids?)\s+of\s+(?:the\s+)?{re.escape(value)}\b", text, re.I)
                count += bool(named_process) or not re.search(rf"\b(?:of|by|for|from)\s+{re.escape(value)}\b", text, re.I)
    return count


@dataclass(frozen=True)
class RequestRoles:
    """What a request says of its names, for ranking; the same for every candidate of one request."""
    link: str | None            # the name a link is to have ("a symlink called latest")
    wide: bool                  # the request asks for a search of the whole system
    places: frozenset[str]      # names said as the place to search or edit in
    targets: frozenset[str]     # names said as where to copy or move to
    sources: frozenset[str]     # names said as where to copy or move from
    mode: str | None = None     # a chmod mode said in words and no mode typed ("read-only for everyone": a=r)
    sought: frozenset[str] = frozenset()  # names said as what to look for ("search … for "import requests"")

    @classmethod
    def of(cls, rec: Recognized) -> "RequestRoles":
        def said(before: re.Pattern) -> frozenset[str]:
            return frozenset(e.value.rstrip("/") for e in rec.entities if before.search(rec.text[:e.start]))
        return cls(link_name(rec.text), bool(_WIDE_PLACE.search(rec.text)), said(_PLACE_BEFORE),
                   said(_TARGET_BEFORE), said(_SOURCE_BEFORE), said_mode(rec),
                   frozenset(e.value for e in rec.entities if _SOUGHT_BEFORE.search(rec.text[:e.start])
                             or e.type == "Text" and _CODE_LINE.match(e.value)))   # a line of code is sought


def _said_in(ent, command: str) -> bool:
    """Whether ``command`` has the entity's value or text; a number as a whole number (the 1 of "characters 1
    to 10" is not in ``cut -c5-12``)."""
    if ent.type == "Number":
        return any(re.search(rf"(?<!\d){re.escape(v)}(?!\d)", command) for v in (ent.value, ent.text))
    if ent.type == "Timespan" and re.search(r"\s-[acm](?:time|min)\s", command) \
            and any(re.search(rf"\s-[acm]{kind}\s+[+-]?{timespan_value(ent, '-m' + kind)}(?!\d)", command) for kind in ("time", "min")):
        return True   # "a year" written as -mtime +365
    return ent.value in command or ent.text in command


# A command the request spells out ("run df -h on storage01"), or a line of code it seeks ("which .py files have
# import requests"): as much a value to use as a file name.
_INLINE_COMMAND = re.compile(r"[a-z][\w.+-]*(?:\s+-{1,2}[\w-]+)+(?:\s+\S+)*|" + _CODE_LINE.pattern)


def rank_value(cand: Candidate, rec, roles: RequestRoles | None = None) -> float:
    """What candidates are ranked by: the score minus the costs of holes, ignored entities and stutters.
    ``roles`` is ``RequestRoles.of(rec)``, passed in when many candidates of one request are ranked."""
    roles = roles or RequestRoles.of(rec)
    unused = [e for e in rec.entities if e.name not in cand.used and not _said_in(e, cand.command)]
    words = cand.command.split()
    repeats = sum(1 for a, b in zip(words, words[1:]) if a == b and (a[:1].isalpha() or a[:1] in "/~")) + echoed_words(words)
    backwards = roles.link is not None and link_backwards(words, roles.link)
    from_root = ROOT_SEARCH_COST and _FIND_FROM_ROOT.search(cand.command) and not roles.wide
    swapped = bool(roles.places) and (grep_swapped(words, roles.places) or sed_swapped(words, roles.places))
    swapped = swapped or bool(roles.targets) and copy_swapped(words, roles.targets, roles.sources)
    swapped = swapped or bool(roles.targets) and unpacks_target(words, roles.targets)
    swapped = swapped or remote_copy_backwards(words, rec.text)
    octal = _OCTAL_CHMOD.search(cand.command) if roles.mode is not None else None
    octal_against_words = octal is not None and not roles.mode.isdigit()   # an octal the words say is no contradiction
    # chmod 755 uploads for "writable by everyone": an octal mode without the bits the words ask for
    octal_wrong = octal is not None and (octal.group(1)[-3:] != roles.mode if roles.mode.isdigit()
                                         else octal_against_mode(octal.group(1), roles.mode))
    return (cand.score - UNFILLED_COST * (cand.unfilled + cand.unknown) - UNUSED_COST * len(unused)
            - UNUSED_NAMED_COST * sum(1 for e in unused if not e.guessed) - REPEAT_COST * repeats
            - UNUSED_VALUE_COST * sum(1 for e in unused if (e.type not in ("Text", "Pattern") or _INLINE_COMMAND.fullmatch(e.value))
                                      and not e.guessed)
            - UNUSED_NAME_COST * sum(1 for e in unused if e.type in _NAME_TYPES and not e.guessed)
            - UNUSED_PATTERN_COST * sum(1 for e in unused if e.type == "Pattern" and not e.guessed)
            - (ROOT_SEARCH_COST if from_root else 0.0) - WRONG_TOOL_COST * (wrong_tools(words) + backwards + lone_cd(words, rec.text)
                                                             + unasked_tools(words, rec.text) + unknown_subcommand(words)
                                                             + count_missing(words, rec.text) + sum_missing(words, rec.text) + mode_unset(words, rec.text)
                                                             + negation_ignored(words, rec.text) + negated_test(words, rec.text) + tar_mode_unasked(words, rec.text)
                                                             + text_as_name(words, rec.text))
            - ORDER_COST * kept_exclusions(words, rec.text)
            - REPEATED_FLAG_COST * repeated_flags(words) - (GREP_SWAP_COST if swapped else 0.0)
            - MIXED_ROLE_COST * cand.mixed_roles - MISSING_OPERAND_COST * missing_operands(split_substitutions(words))
            - NAMED_TOOL_COST * cand.unnamed_tools - CAPITAL_WORD_COST * cand.unsaid_capitals
            - DROPPED_WORD_COST * cand.unsaid_words - POWER_COST * unasked_power(words, rec.text)
            - DESTRUCTION_COST * (unasked_destruction(words, rec.text) + input_overwritten(words, rec.text) + lost_in_transfer(words, rec.text))
            - CHANGE_COST * unasked_change(words, rec.text)
            - INVENTED_PLACE_COST * invented_places(words, rec.text)
            - (SOUGHT_PLACE_COST if roles.sought and searched_from(cand.command, roles.sought) else 0.0)
            - ORDER_COST * (unasked_order(words, rec.text) + unasked_comparison(cand.command, rec.text)
                            + one_unpicked(words, rec.text) + output_kept(words, rec.text) + unasked_cut(words, rec.text)
                            + header_kept(words, rec.text) + count_as_depth(words, rec.text) + top_uncut(words, rec.text)
                            + ordinal_as_count(words, rec))
            - (SPOKEN_MODE_COST if octal_against_words else 0.0) - (WRONG_TOOL_COST if octal_wrong else 0.0)
            - UNASKED_OWNER_COST * unasked_owner(words, rec.text))
