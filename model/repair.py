"""Repairs of a filled command that follow from the names the user gave.

The model writes a template before it knows the names: ``tar -tzf File_1`` for "list the contents
of backup.tar.bz2", ``awk '{print $2}' File_1`` for "the second column of data.csv". Once the
slots hold the user's names, a few flags follow from them alone:

- tar's compression flag from the archive's extension (``.tar.gz``/``.tgz`` → ``z``,
  ``.tar.bz2``/``.tbz2`` → ``j``, ``.tar.xz``/``.txz`` → ``J``, ``.tar`` → none);
- the comma delimiter of awk (``-F,``), cut (``-d,``) and sort (``-t,``) reading fields of a
  ``.csv`` file named in the same simple command, when the command gives no delimiter; for a
  ``.tsv`` file the tab (``awk -F'\t'``, ``sort -t$'\t'``; cut splits at tabs by default), also in
  place of a comma the model wrote (``cut -d, -f2 data.tsv`` → ``cut -f2 data.tsv``).

``wrong_tools(words)`` counts simple commands that apply an archive tool to a name of another format
(``unzip -l release.tar.bz2``, ``gzip -k dump.sql.gz``): no flag makes those right, so the
translator ranks such a candidate lower instead of editing it.

``grep_swapped(words, places)`` tells whether a grep searches for a name the request gives as the
place to search (``grep -r src TODO`` for "search for TODO in src"); the translator ranks such a
candidate lower.

``readable_sed(command)`` writes a sed substitution whose text holds slashes with ``|`` as its
delimiter (``s|http://|https://|g``, not ``s/http:\\/\\//https:\\/\\//g``): the same command, one a
person can check before pressing Enter.

``rsync_contents(words, folders)`` ends an rsync source the request calls "the contents of", or one
with the destination's name, with ``/`` (``rsync -av ./site/ host:/var/www/site``): without it rsync
copies the folder itself into the destination, one level deeper than asked.

A ``head`` reading ``ps`` directly asks for one line more than the request's count: the first line is
ps's header (``ps aux --sort=-%mem | head -n 6`` for the top 5 processes).

``archive_names(words)`` names an archive being created after its one source when the model named
it by its format alone or not at all (``tar -czf tar.gz project`` → ``project.tar.gz``, ``zip -r
reports`` → ``zip -r reports.zip reports``).

``host_as_user(command)`` drops a user filled with the host's own name (``scp f db-01@db-01:~`` →
``scp f db-01:~``): the request named no user.

``missing_operands(words)`` counts simple commands short of an operand their utility needs
(``chgrp shared/``, ``pkill -f``, ``nohup &``); the translator ranks such a candidate lower.

``repair(words)`` takes the filled command as the list of words ``fill`` joins (glue marks
included) and returns the list to join instead; anything it does not recognise is left as it is.
"""

from __future__ import annotations

import functools
import re
import shlex
from dataclasses import dataclass

from serval.model.command import CURL_DATA_FLAGS, GLUE, REMOTE_COPIERS, SEGMENT_ENDS, utility_index
from serval.model.entities import IS_RUNNING, NOT_NAMES, ORDINALS, class_modes, spoken_permission

_TAR_CLUSTER = re.compile(r"(-?)([A-Za-z]*[ctxruA][A-Za-z]*)f")   # -czf, xvjf: mode letters, f last
_COMPRESSION_LETTERS = "zjJ"
_TAR_EXTENSIONS = ((re.compile(r"\.(tar\.gz|tgz|taz)$", re.I), "z"),
                   (re.compile(r"\.(tar\.bz2|tbz2?|tb2)$", re.I), "j"),
                   (re.compile(r"\.(tar\.xz|txz)$", re.I), "J"),
                   (re.compile(r"\.tar$", re.I), ""))
_FIELD_USERS = {"awk": "-F", "cut": "-d", "sort": "-t"}   # the delimiter flag of each
# The delimiter each tool needs for a file of that kind; None: the tool's default is right.
_DELIMITERS = {".csv": {"awk": "-F,", "cut": "-d,", "sort": "-t,"},
               ".tsv": {"awk": "-F'\\t'", "cut": None, "sort": "-t$'\\t'"}}
_USES_FIELDS = {"awk": re.compile(r"\$(NF|[1-9]|%s)" % GLUE), "cut": re.compile(r"^-f|^--fields"), "sort": re.compile(r"^-k|^--key")}


GREPS = frozenset({"grep", "egrep", "fgrep", "zgrep"})   # the greps: a pattern, then files
OWNERSHIP_TOOLS = frozenset({"chmod", "chown", "chgrp"})   # the tools that change a mode or an owner


def unquoted(word: str) -> str:
    """``word`` without the pair of quotes around it (``'*.log'`` → ``*.log``), if it has one."""
    return word[1:-1] if len(word) >= 2 and word[0] == word[-1] and word[0] in "'\"" else word


def split_substitutions(words: list[str]) -> list[str]:
    """``words`` (a command split at spaces) with the ``$(``/``<(`` a word starts with and the ``)`` it
    ends with as words of their own, as the model writes them: ``kill $(lsof -t)`` → kill $( lsof -t )."""
    out: list[str] = []
    for w in words:
        head = next((p for p in ("$(", "<(", ">(") if w.startswith(p) and len(w) > 2), None)
        if head:
            out.append(head)
            w = w[2:]
        if w.endswith(")") and len(w) > 1 and "(" not in w and w[0] not in "'\"\\":
            out.extend([w[:-1], ")"])
        else:
            out.append(w)
    return out


def _segments(words: list[str]) -> list[tuple[int, int]]:
    """``(start, end)`` of each simple command in ``words`` (a substitution's ``)`` ends one too)."""
    spans, start = [], 0
    for i, w in enumerate(words):
        if w in SEGMENT_ENDS or w == ")":
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(words)))
    return spans


def simple_commands(words: list[str]):
    """``(utility index, end)`` of each simple command of ``words`` that has a utility."""
    for start, end in _segments(words):
        util = utility_index(words, start, end)
        if util is not None:
            yield util, end


def tar_letter(archive: str) -> str | None:
    """tar's compression letter for an archive's name (z for .tar.gz/.tgz, j for .tar.bz2, J for .tar.xz, none for
    .tar); None for a name that is no tar archive."""
    return next((letter for ext, letter in _TAR_EXTENSIONS if ext.search(archive)), None)


def _tar(words: list[str], start: int, end: int) -> None:
    for i in range(start, end - 1):
        m = _TAR_CLUSTER.fullmatch(words[i])
        if not m or GLUE in words[i + 1]:
            continue
        archive = unquoted(words[i + 1])
        want = tar_letter(archive)
        if want is None:
            return
        letters = m.group(2)
        have = "".join(c for c in letters if c in _COMPRESSION_LETTERS)
        if have == want:
            return
        kept = "".join(c for c in letters if c not in _COMPRESSION_LETTERS)
        words[i] = f"{m.group(1)}{kept}{want}f"
        return


def tar_modes(word: str) -> str:
    """The letters before the final f of a tar flag cluster (``-czf`` → ``cz``, ``xvjf`` → ``xvj``); ""
    for any other word."""
    m = _TAR_CLUSTER.fullmatch(word)
    return m.group(2) if m else ""


def tar_names_nothing(words: list[str], util: int, end: int) -> bool:
    """Whether the tar at ``words[util]`` creates an archive and names nothing to put in it
    (``tar -czf old.tar.gz``)."""
    k = next((i for i in range(util + 1, end - 1) if "c" in tar_modes(words[i])), None)
    return k is not None and k + 2 == end


def _tar_reads_pipe(words: list[str], start: int, util: int, end: int) -> None:
    """``find … | tar -czf old.tar.gz`` archives nothing (tar takes its names as operands, not from its
    input): a creating tar fed by a pipe and given no names reads them from it (``-T -``)."""
    if start > 0 and words[start - 1] == "|" and tar_names_nothing(words, util, end):
        words[end:end] = ["-T", "-"]


def _delimiter(words: list[str], end: int, util: int) -> None:
    name = words[util]
    flag = _FIELD_USERS[name]
    args = words[util + 1:end]
    kind = next((ext for a in args if not a.startswith("-")
                 for ext in _DELIMITERS if unquoted(a).lower().endswith(ext)), None)
    if kind is None:
        return
    want = _DELIMITERS[kind][name]
    given = next((util + 1 + k for k, a in enumerate(args)
                  if a.startswith(flag) or (name == "awk" and a.startswith("--field-separator"))
                  or (name != "awk" and a.startswith(("--delimiter", "--field-separator")))), None)
    if given is not None:
        # A comma the model wrote for a tab-separated file: the tab instead.
        if kind == ".tsv" and unquoted(words[given][len(flag):]) == "," and GLUE not in words[given]:
            if want is None:
                del words[given]
            else:
                words[given] = want
        return
    if want is None or not any(_USES_FIELDS[name].search(a) for a in args):
        return
    words.insert(util + 1, want)


def repair(words: list[str]) -> list[str]:
    """The filled command's words with the flags its names imply (see the module docstring)."""
    out = list(words)
    for start, end in reversed(_segments(out)):   # from the right: an insertion moves no span still to do
        util = utility_index(out, start, end)
        if util is None:
            continue
        if out[util] == "tar":
            _tar(out, util + 1, end)
            _tar_reads_pipe(out, start, util, end)
        elif out[util] in _FIELD_USERS:
            _delimiter(out, end, util)
        elif out[util] == "head" and start >= 2 and out[start - 1] == "|":
            _head_after_ps(out, start, end)
        elif out[util] in GREPS and not (start >= 1 and out[start - 1] == "|"):
            _grep_here(out, util, end)
        elif out[util] == "git" and util + 1 < end:
            _git(out, util + 1, end)
        elif out[util] == "diff" and any(w in _GIT_DIFF_ONLY for w in out[util + 1:end]):
            out.insert(util, "git")   # diff --staged: only git's diff has a staging area
        elif out[util] == "sed" and "-i" in out[util + 1:end] and any(w in (">", ">>") for w in out[util + 1:end]):
            out.remove("-i")   # sed -i '1d' a.csv > b.csv: -i writes a.csv and nothing reaches b.csv
        elif out[util] == "curl":
            _curl_data_file(out, util, end)
        elif out[util] == "kill" and _kills_by_name(out, util, end):
            out[util] = "pkill"   # kill -HUP nginx: kill takes process ids; a name is pkill's
        elif out[util] == "find":
            _find_deletes_folders(out, util, end)
        elif out[util] == "mv":
            _mv_recursive(out, util, end)
        elif out[util] == "crontab":
            _crontab_lists(out, util, end)
        if out[util] in _UNPACKERS:
            _downloaded_names(out, util, end)
    return archive_names(out)


_UNPACKERS = frozenset({"unzip", "tar", "gunzip", "bunzip2", "unxz", "7z", "zcat"})


def without_recursion(flags: str) -> str:
    """A short-flag cluster without its r and R (``-rf`` → ``-f``), or "" when no letter is left."""
    letters = flags[1:].replace("r", "").replace("R", "")
    return "-" + letters if letters else ""


def _mv_recursive(words: list[str], util: int, end: int) -> None:
    """mv -r, mv -R: mv has no such flag (it moves a folder whole); the letter goes, and a flag left empty."""
    for k in range(end - 1, util, -1):
        if re.fullmatch(r"-[A-Za-z]*[rR][A-Za-z]*", words[k]):
            if flags := without_recursion(words[k]):
                words[k] = flags
            else:
                del words[k]


def _crontab_lists(words: list[str], util: int, end: int) -> None:
    """crontab -u www-data alone reads a new crontab from the terminal, replacing the user's: it lists it
    (-l) where no action (-l, -e, -r, -i) and no file is given."""
    if "-u" not in words[util + 1:end - 1]:
        return
    if not any(w in ("-l", "-e", "-r", "-i", "-") or not w.startswith("-") and words[k - 1] != "-u"
               for k, w in enumerate(words[util + 1:end], util + 1)):
        words.insert(end, "-l")


def _downloaded_names(words: list[str], util: int, end: int) -> None:
    """An unpacker given a URL (``wget https://x/a.zip && unzip https://x/a.zip``) opens the file the
    download wrote, which is named after the URL's last part: ``unzip a.zip``."""
    for k in range(util + 1, end):
        inner = unquoted(words[k])
        if "://" in inner and (name := inner.split("?")[0].rstrip("/").rsplit("/", 1)[-1]) and "." in name:
            words[k] = name


# Names that are folders wherever a tool or an editor makes them: a find for them looks for folders.
FOLDER_ONLY_NAMES = frozenset({"node_modules", "__pycache__", ".git", ".svn", ".hg", ".venv", ".pytest_cache", ".mypy_cache",
                               ".ruff_cache", ".tox", ".idea", ".vscode", ".terraform", ".next", ".gradle", "bower_components",
                               ".ipynb_checkpoints", "__MACOSX", ".Trash", "lost+found"})


def _find_deletes_folders(words: list[str], util: int, end: int) -> None:
    """``find projects -name node_modules -type d -delete`` removes only empty folders (``-delete`` is
    ``rmdir``): a folder search that deletes without asking for ``-empty`` removes each match whole and
    does not descend into it (``-prune -exec rm -rf {} +``). A ``-type f`` search for a name that is
    always a folder (``-type f -name node_modules``) is a ``-type d`` one."""
    for k in range(util + 1, end - 3):
        if words[k] == "-type" and words[k + 1] == "f" and not {"-prune", "-o", "-or"} & set(words[util + 1:end]) and any(
                words[j] in ("-name", "-iname") and unquoted(words[j + 1]) in FOLDER_ONLY_NAMES and words[j - 1] not in ("!", "-not")
                for j in range(util + 1, end - 1)):
            words[k + 1] = "d"
    args = words[util + 1:end]
    folders = any(a == "-type" and b == "d" for a, b in zip(args, args[1:]))
    if folders and "-delete" in args and "-empty" not in args:
        k = util + 1 + args.index("-delete")
        words[k:k + 1] = ["-prune", "-exec", "rm", "-rf", "{}", "+"]


_PROCESS_NAME = re.compile(r"[A-Za-z][\w.-]*")


def _kills_by_name(words: list[str], util: int, end: int) -> bool:
    """Whether the ``kill`` at ``words[util]`` is given process names only (no pid, job or substitution)."""
    operands, k = [], util + 1
    while k < end:
        if words[k] in ("-s", "-n", "--signal"):
            k += 2
            continue
        if not words[k].startswith("-"):
            operands.append(words[k])
        k += 1
    return bool(operands) and all(_PROCESS_NAME.fullmatch(w) for w in operands)


_DATA_FILE = re.compile(r"[\w./~-]+\.(?:json|xml|txt|csv|ya?ml|bin|gz|zip|tar|tgz)")


def _curl_data_file(words: list[str], util: int, end: int) -> None:
    """``curl -d payload.json URL`` posts the 12 characters of the name: a file is sent as ``@payload.json``."""
    for k in range(util + 1, end - 1):
        if words[k] in CURL_DATA_FLAGS and _DATA_FILE.fullmatch(words[k + 1]):
            words[k + 1] = "@" + words[k + 1]


_GIT_DIFF_ONLY = frozenset({"--staged", "--cached", "--name-only", "--name-status", "--stat"})


def _git(words: list[str], sub: int, end: int) -> None:
    """``git push -u dev origin`` (and pull, fetch): the remote comes before the branch; ``git blame -L 42 f``:
    one line is ``-L 42,42`` (``-L 42`` alone blames from line 42 to the end of the file)."""
    if words[sub] in ("push", "pull", "fetch"):
        operands = [k for k in range(sub + 1, end) if _operand(words, k)]
        if len(operands) == 2 and words[operands[1]] == "origin" and words[operands[0]] != "origin":
            words[operands[0]], words[operands[1]] = words[operands[1]], words[operands[0]]
    elif words[sub] == "blame":
        for k in range(sub + 1, end - 1):
            glued = k + 2 < end and words[k + 2].startswith(GLUE)   # -L 42 ⁀,50: already a range
            if words[k] == "-L" and words[k + 1].isdigit() and not glued:
                words[k + 1] = f"{words[k + 1]},{words[k + 1]}"


def _grep_here(words: list[str], util: int, end: int) -> None:
    """``grep -r PATTERN`` with no file: name the current folder, as GNU grep would search it (and
    BSD grep would wait on standard input instead)."""
    found = grep_words(words, util, end)
    if found is None:
        return                              # the pattern comes from a flag: the operand count differs
    flags, operands = found
    recursive = any(f in ("--recursive", "--dereference-recursive")
                    or (not f.startswith("--") and ("r" in f[1:] or "R" in f[1:])) for f in flags)
    if recursive and len(operands) == 1:
        words.insert(end, ".")


def _head_after_ps(words: list[str], start: int, end: int) -> None:
    """``ps aux --sort=-%mem | head -n 5`` shows 4 processes under ps's header line: ask head for one more."""
    before = _segments(words[:start - 1])[-1]
    util = utility_index(words, *before)
    if util is None or words[util] != "ps" or any(w in ("h", "--no-headers", "--no-heading") for w in words[util:start]):
        return
    for i in range(start + 1, end):
        if words[i] == "-n" and i + 1 < end and words[i + 1].isdigit():
            words[i + 1] = str(int(words[i + 1]) + 1)
            return
        if re.fullmatch(r"-\d+", words[i]):
            words[i] = f"-{int(words[i][1:]) + 1}"
            return


def _base(path: str) -> str:
    """The last name of a path, without a host before a colon: ``web1:/srv/shop/`` → ``shop``."""
    return path.rpartition(":")[2].rstrip("/").rpartition("/")[2]


def rsync_contents(words: list[str], folders: set[str]) -> list[str]:
    """``words`` with each rsync source named in ``folders``, or named as the destination's last name
    (``rsync -av ~/photos /mnt/usb/photos`` would make /mnt/usb/photos/photos), ending in ``/`` (see the
    module docstring)."""
    out = list(words)
    for util, end in simple_commands(out):
        if out[util] != "rsync":
            continue
        args = [k for k in range(util + 1, end) if not out[k].startswith("-") and GLUE not in out[k]
                and not (k + 1 < end and out[k + 1].startswith(GLUE))]
        if len(args) < 2:
            continue
        into = _base(unquoted(out[args[-1]]))
        for k in args[:-1]:   # the last operand is the destination
            word, inner = out[k], unquoted(out[k])
            same = into not in ("", ".", "..", "~") and _base(inner) == into   # sync ~/photos to /mnt/usb/photos
            if (inner.rstrip("/") in folders or same) and not inner.endswith("/"):
                out[k] = word + "/" if inner == word else word[:-1] + "/" + word[-1]
    return out


_RECURSIVE = re.compile(r"-[A-Za-z]*[rRa][A-Za-z]*|--recursive|--archive")   # cp -r, -a, -rp


_A_FILE = re.compile(r"[\w.~/-]*[\w-]\.[A-Za-z][A-Za-z0-9]{0,5}")   # app.log, ~/notes.txt: a name with an extension


def _contents_glob(word: str, inner: str) -> str:
    """The glob of what is in the folder ``word`` (``inner`` unquoted), its star outside the quotes."""
    return inner.rstrip("/") + "/*" if inner == word else word[:-1].rstrip("/") + "/" + word[-1] + "*"


def cp_contents(words: list[str], folders: set[str]) -> list[str]:
    """``words`` with each source of a recursive cp named in ``folders`` (what the request calls "the
    contents of" or "everything from"), or named as the destination's last name, ending in ``/.``:
    ``cp -r ~/old/Documents ~/Documents`` copies the folder into ~/Documents/Documents,
    ``cp -r ~/old/Documents/. ~/Documents`` what is in it. An mv of "everything in" / "the contents of" a
    folder moves ``SRC/*`` (``mv ~/Desktop ~/Desktop/old`` cannot move a folder into itself), and an rm of
    it removes ``X/*`` ("delete everything in /tmp/cache" is not ``rm -rf /tmp/cache``, the folder too), as
    does an rmdir of it ("empty the logs folder")."""
    out = list(words)
    for util, end in simple_commands(out):
        if out[util] == "rmdir" and end == util + 2 and unquoted(out[util + 1]).rstrip("/") in folders:
            out[util:end] = ["rm", "-rf", _contents_glob(out[util + 1], unquoted(out[util + 1]))]
            continue   # "empty the logs folder": rmdir removes the folder, and only when it is empty already
        if out[util] == "rm":
            emptied = [k for k in range(util + 1, end) if _operand(out, k) and unquoted(out[k]).rstrip("/") in folders
                       and not (k + 1 < end and out[k + 1].startswith(GLUE))]
            files = [k for k in emptied if _A_FILE.fullmatch(unquoted(out[k]))]
            if files and len(files) == len(emptied) == len([k for k in range(util + 1, end) if _operand(out, k)]):
                # "erase the contents of app.log": a file's contents go, the file stays (rm app.log/* removes nothing)
                out[util:end] = ["truncate", "-s", "0", *(out[k] for k in files)]
                continue
            for k in emptied:
                if k not in files:
                    out[k] = _contents_glob(out[k], unquoted(out[k]))
            continue
        moves = out[util] == "mv"
        if not moves and (out[util] != "cp" or not any(_RECURSIVE.fullmatch(w) for w in out[util + 1:end])):
            continue
        args = [k for k in range(util + 1, end) if _operand(out, k)]
        if len(args) < 2:
            continue
        into = _base(unquoted(out[args[-1]]))
        for k in args[:-1]:
            if k + 1 < end and out[k + 1].startswith(GLUE):
                continue   # build/ ⁀/*: a glob already
            word, inner = out[k], unquoted(out[k])
            same = into not in ("", ".", "..", "~") and _base(inner) == into
            if moves and inner.rstrip("/") not in folders:
                continue   # a folder moved whole is what mv is for, unless the request asks for what is in it
            if (inner.rstrip("/") in folders or same) and not inner.endswith(("/.", "*")) and "*" not in inner:
                if moves:   # a glob, its star outside any quotes: "my dir/"* and not "my dir/*"
                    out[k] = _contents_glob(word, inner)
                else:
                    tail = "." if inner.endswith("/") else "/."
                    out[k] = word + tail if inner == word else word[:-1] + tail + word[-1]
    return out


_SED_SLASHED = re.compile(r"'s/((?:\\.|[^/\\'])*)/((?:\\.|[^/\\'])*)/([A-Za-z0-9]*)'")


def readable_sed(command: str) -> str:
    """``command`` with each quoted ``s/…/…/`` script that escapes a slash rewritten with ``|``."""
    def swap(m: re.Match) -> str:
        pattern, replacement, flags = m.groups()
        if "\\/" not in pattern + replacement or "|" in pattern + replacement:
            return m.group(0)
        return f"'s|{pattern.replace(chr(92) + '/', '/')}|{replacement.replace(chr(92) + '/', '/')}|{flags}'"
    return _SED_SLASHED.sub(swap, command) if "'s/" in command else command


# Archive formats by name, and the tools that read or write them.
_FORMATS = ((re.compile(r"\.(tar\.gz|tgz|taz|tar\.bz2|tbz2?|tb2|tar\.xz|txz|tar\.zst|tar)$", re.I), "tar"),
            (re.compile(r"\.(zip|jar|apk|whl)$", re.I), "zip"),
            (re.compile(r"\.gz$", re.I), "gz"),
            (re.compile(r"\.bz2$", re.I), "bz2"),
            (re.compile(r"\.xz$", re.I), "xz"),
            (re.compile(r"\.(7z|rar)$", re.I), "other"))
_READS = {"unzip": {"zip"}, "zipinfo": {"zip"}, "gunzip": {"gz", "tar"}, "zcat": {"gz", "tar"}, "zless": {"gz"},
          "bunzip2": {"bz2", "tar"}, "bzcat": {"bz2", "tar"}, "unxz": {"xz", "tar"}, "xzcat": {"xz", "tar"}}
COMPRESSORS = {"gzip": "gz", "bzip2": "bz2", "xz": "xz"}   # compress unless -d: never a name already compressed
# Tools that read text line by line and show or edit it: of a compressed file they see its bytes.
_TEXT_READERS = frozenset({"head", "tail", "less", "more", "grep", "egrep", "fgrep", "sort", "uniq", "cut", "awk", "sed",
                           "nl", "tac"})


def _format(word: str) -> str | None:
    name = unquoted(word)
    return next((fmt for pattern, fmt in _FORMATS if pattern.search(name)), None)


# Where only root may write: a redirect there fails for the user (sudo tee writes it).
_SYSTEM_PATH = re.compile(r"/(?:etc|usr|boot|opt|srv|lib|bin|sbin|root|sys|proc)/|/var/(?!tmp/)")


# The checksum tools and the extension of the lists they write (checksums.md5, SHA256SUMS.sha256).
_SUMS = {"md5sum": "md5", "sha1sum": "sha1", "sha224sum": "sha224", "sha256sum": "sha256", "sha384sum": "sha384",
         "sha512sum": "sha512", "b2sum": "b2"}
_SUM_LIST = re.compile(r"\.(md5|sha1|sha224|sha256|sha384|sha512|b2)$", re.I)
_NO_PROGRAM = re.compile(r"\.{2,}|-+|…")
_SCRIPT = re.compile(r"[\w.~/-]*\.(?:sh|bash|py|pl|rb|js)")


_DATE_VALUED = frozenset({"-d", "--date", "-s", "--set", "-r", "--reference", "-f", "--file", "-I", "--iso-8601",
                          "--rfc-3339"})


# Single words GNU date -d reads as a date.
_DATE_WORDS = frozenset("""now today tomorrow yesterday midnight noon epoch monday tuesday wednesday thursday friday
saturday sunday mon tue wed thu fri sat sun january february march april may june july august september october
november december jan feb mar apr jun jul aug sep sept oct nov dec utc gmt""".split())


def _date_word(args: list[str]) -> bool:
    """Whether date's ``args`` hold a bare word that is no option's value (``date -u tokyo``) or a ``-d``
    value that is one word and no date (``date -d tokyo``)."""
    try:
        shell_words = shlex.split(" ".join(a for a in args if GLUE not in a))
    except ValueError:
        return False
    return any(re.fullmatch(r"[A-Za-z]+", a) and not (i and shell_words[i - 1] in _DATE_VALUED)
               or i and shell_words[i - 1] in ("-d", "--date") and re.fullmatch(r"[A-Za-z]+", a)
               and a.lower() not in _DATE_WORDS   # date -d tokyo: a city is no date
               for i, a in enumerate(shell_words))


_NO_SUM_LIST = re.compile(r"\.(?:iso|img|bin|tar|gz|tgz|xz|bz2|zip|deb|rpm|exe|jpg|png|pdf|mp4|mkv|so|dmg|qcow2|vmdk)$", re.I)


# The flags of usermod and useradd that take a value (-aG sudo: -G takes "sudo").
_USER_VALUED = {"usermod": "cdefgGlpsuZ", "useradd": "bcdefgGkKpsuZ"}


def _user_operands(args: list[str], valued: str) -> list[str]:
    """The operands of a usermod or useradd command: its words that are neither flags nor their values."""
    out, k = [], 0
    while k < len(args):
        a = args[k]
        if re.fullmatch(r"-[A-Za-z]+", a):
            k += 1 + (a[-1] in valued)   # -aG sudo: the cluster's last letter takes the next word
            continue
        if not a.startswith("-"):
            out.append(a)
        k += 1
    return out


def wrong_tools(words: list[str]) -> int:
    """How many simple commands of ``words`` run a word that is no program (``...``), no module or
    script (``python3 -m .venv``, ``python3 .venv``), apply an archive tool to a name of another format, copy
    to or from a "host" that is a local path, copy with scp between two local names (cp's work), count
    lines of a count (``grep -c x f | wc -l``), run awk on a bare word, redirect into a file only root
    may write (``echo x >> /etc/hosts``), give grep a quoted glob for a file (``grep -r TODO "*.py"``) or
    a folder without -r (``grep -i password /etc``), give rename a glob for the expression and one glob of
    names (``rename *.md "*.txt"``), feed crontab a line with no schedule (``echo monday``) or a script's lines,
    or check a list of another checksum (``sha256sum -c checksums.md5``), or give date a bare word (``date -u
    tokyo``), sed a bare word for its script (``sed -i chokes deploy.sh``) or docker run a port mapping that
    is no numbers (``-p 6379:cache``), or redirect into a glob (``sha256sum x > dist/*``)."""
    wrong = 0
    # sha256sum checksums.txt > dist/*: a redirect into a glob (bash: "ambiguous redirect")
    wrong += sum(1 for k, w in enumerate(words[:-1]) if w in (">", ">>") and "*" in words[k + 1])
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        wrong += bool(_NO_PROGRAM.fullmatch(name))   # "... firefox": an ellipsis of the training data is no program
        if re.fullmatch(r"python[\d.]*", name) and args:
            if "-m" in args[:-1]:   # python3 -m .venv: no module is named so; -m http.server train.py runs no train.py
                module = args[args.index("-m") + 1]
                wrong += not re.fullmatch(r"[A-Za-z_][\w.]*", module) or module in ("http.server", "venv", "SimpleHTTPServer") \
                    and any(re.fullmatch(r"[\w./~-]+\.py", unquoted(a)) for a in args[args.index("-m") + 2:])
            else:   # python3 .venv: a hidden folder is no script
                wrong += bool(re.fullmatch(r"\.[\w-]+/?", args[0]))
        elif name == "crontab":   # crontab cleanup.sh installs the script as the whole crontab, every job lost
            wrong += any(_SCRIPT.fullmatch(unquoted(a)) for a in args)
        formats = {fmt for a in args if not a.startswith("-") and GLUE not in a and (fmt := _format(a))}
        if name in _READS:
            wrong += bool(formats - _READS[name])
        elif name in _TEXT_READERS:   # head -n 8 reads.fastq.gz: the compressed bytes (zcat … | head, zgrep)
            wrong += bool(formats)
        elif name in COMPRESSORS:
            if has_flag(args, "d", "--decompress|--uncompress"):
                wrong += bool(formats - {COMPRESSORS[name], "tar"})
            else:
                wrong += any(fmt == COMPRESSORS[name] for fmt in formats)
        elif name == "tar":
            # tar -i backup.tar.gz /mnt/backup: no mode (create, extract, list, append …), tar refuses
            wrong += bool(args) and not any(re.fullmatch(r"-[a-zA-Z]+", a) and set(a[1:]) & set("ctxruAd") for a in args) \
                and not (re.fullmatch(r"[a-zA-Z]+", args[0]) and set(args[0]) & set("ctxruAd")) \
                and not any(a.startswith(("--create", "--extract", "--get", "--list", "--append", "--update", "--diff",
                                          "--delete", "--concatenate")) for a in args)
            archive = next((args[i + 1] for i, a in enumerate(args[:-1]) if _TAR_CLUSTER.fullmatch(a) or a == "-f"), None)
            wrong += archive is not None and _format(archive) in ("zip", "other")
            creates = any("c" in tar_modes(a) for a in args)
            wrong += creates and archive is not None and _format(archive) is None and not unquoted(archive).startswith(
                ("-", "$", "<", "/dev/")) and "$(" not in archive   # tar -czf .git ~/notes: an archive named like no archive
        elif name in ("scp", "rsync"):   # ~/docs:.cache: a local path is no host
            operands = [a for a in args if not a.startswith("-") and GLUE not in a]
            wrong += any(re.match(r"[~/.][^:@]*:", a) for a in operands)
            # scp a b, scp ~/Downloads:report.pdf ~/Documents: no host anywhere, cp's work
            wrong += name == "scp" and len(operands) >= 2 and not any(_REMOTE.match(unquoted(a)) for a in operands)
        if name == "awk":   # awk postgres: a bare word is no program (a variable's truth), nothing printed
            program = next((a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in ("-F", "-v", "-f"))), "")
            wrong += bool(re.fullmatch(r"[A-Za-z_]\w*", program))
            wrong += bool(re.search(r"\$\d{3,}", " ".join(args)))   # awk '$1000 >= 1000': no line has a thousand fields
        if name in ("cut", "sort"):   # cut -d: -f1000 for "a UID of 1000 or more": a number of the request is no column
            wrong += any(re.fullmatch(r"-[fk]\d{3,}(?:[,-]\d*)?|-[fk]", a) and (a != "-f" and a != "-k" or
                         re.fullmatch(r"\d{3,}.*", args[i + 1] if i + 1 < len(args) else "")) for i, a in enumerate(args))
        wrong += any(a in (">", ">>") and i + 1 < len(args) and _SYSTEM_PATH.match(unquoted(args[i + 1]))
                     for i, a in enumerate(args))   # echo x >> /etc/hosts: the shell opens it as the user, sudo or not
        if name == "tee" and not (util > 0 and words[util - 1] == "sudo"):   # | tee /etc/x: tee runs as the user
            wrong += any(_SYSTEM_PATH.match(unquoted(a)) for a in args if not a.startswith("-"))
        if (_counts(name, args) or name == "pgrep" and has_flag(args, "c", "--count")) \
                and words[end:end + 1] == ["|"] and words[end + 1:end + 3] == ["wc", "-l"]:
            wrong += 1   # grep -c x f | wc -l: one line of counts, always 1
        if name in ("chown", "chgrp") and (who := next((a for a in args if not a.startswith("-")), None)) \
                and re.match(r"[^/~:]*:[/~.]", unquoted(who)):
            wrong += 1   # chown gpio:/sys/class/gpio/unexport: a path is no group
        if name == "systemctl" and any(unquoted(a)[:1] in ("/", "~") for a in args[1:]):
            wrong += 1   # systemctl reload ~/.bashrc: a unit is no file
        if name in ("ping", "ping6", "traceroute", "mtr", "dig", "nslookup", "host", "ssh") \
                and any(unquoted(a) in (".", "..", "./") for a in args):
            wrong += 1   # ping -c 1 . for "is gitlab.example.org reachable from here": "here" is no host
        if name == "journalctl" and any(a in ("-u", "--unit") and k + 1 < len(args) and unquoted(args[k + 1])[:1] in "/~."
                                        for k, a in enumerate(args)):
            wrong += 1   # journalctl -u /var/log/syslog: a unit is no file
        if name == "docker" and args[:1] in (["logs"], ["stop"], ["restart"], ["exec"], ["inspect"], ["rm"]) \
                and any(unquoted(a)[:1] in ("/", "~") for a in args[1:]):
            wrong += 1   # docker logs --tail 30 /var/log/syslog: a container is no file
        if name == "lsof" and any(a == "-i" and k + 1 < len(args) and re.fullmatch(r"[\w-]+\.[A-Za-z]\w{0,5}|[/~]\S*", unquoted(args[k + 1]))
                                  and not re.match(r"(?:tcp|udp|TCP|UDP|[46])", args[k + 1]) for k, a in enumerate(args)):
            wrong += 1   # lsof -i invoices.db: -i takes addresses and ports, a file is lsof's operand
        if name in ("ssh", "passwd", "chage", "usermod", "userdel", "groups", "id", "su") \
                and any(re.match(r"(?:[\w.-]+@)?[/~]", unquoted(a)) for a in args if not a.startswith("-")):
            wrong += 1   # ssh deploy@/var/log/auth.log, passwd /var/log/auth.log: a file is no host or user
        if name in _USER_VALUED and len(_user_operands(args, _USER_VALUED[name])) > 1:
            wrong += 1   # usermod -aG sudo . rita: the tool takes one user
        if name == "wget" and any(a in ("-P", "--directory-prefix") and k + 1 < len(args) and "://" in args[k + 1]
                                  for k, a in enumerate(args)):
            wrong += 1   # wget -P https://x/survey.csv: -P takes the folder to save into, not the address
        if name == "cd" and [unquoted(a) for a in args] in (["."], ["./"]):
            wrong += 1   # cd .: stays where it is
        if name in GREPS:   # grep -r TODO "*.py": a quoted glob is a file named *.py
            operands = [a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in ("-e", "-f"))]
            wrong += any(_QUOTED_GLOB.fullmatch(a) for a in operands[1:])
            recursive = has_flag(args, "rRd", r"--recursive|--dereference-recursive|--directories=\S+")
            wrong += not recursive and any(_A_FOLDER.fullmatch(unquoted(a)) for a in operands[1:])   # grep x /etc
        if name in _SUMS and has_flag(args, "c", "--check"):   # sha256sum -c checksums.md5: another sum's list
            wrong += any(m.group(1).lower() != _SUMS[name] for a in args if (m := _SUM_LIST.search(unquoted(a))))
        if name in _SUMS and has_flag(args, "c", "--check"):
            # sha256sum -c ubuntu.iso for "the sha256 of ubuntu.iso": an image, an archive or a program is no list of sums
            wrong += any(_NO_SUM_LIST.search(unquoted(a)) for a in args if not a.startswith("-"))
        if name in ("lsusb", "lspci"):   # lsusb /media/usb: it lists devices, it takes no path
            wrong += any(unquoted(a).startswith(("/", "~", ".")) for a in args if not a.startswith("-"))
        if name == "join":   # join -1 a.txt b.txt: -1 and -2 take a field number
            wrong += any(a in ("-1", "-2", "-j") and not re.fullmatch(r"\d+", args[i + 1] if i + 1 < len(args) else "")
                         for i, a in enumerate(args))
        if name == "chmod":   # chmod -R maria /srv/shared: a user's name is no mode
            mode = next((a for a in args if not a.startswith("-") or re.fullmatch(r"-[rwxXst]+", a)), None)
            wrong += mode is not None and not any(a.startswith("--reference") for a in args) and not re.fullmatch(r"[0-7]{3,4}|(?:[ugoa]*[-+=][rwxXstugo]*,?)+|<[^>]*>|\$\S+", unquoted(mode))
        if name == "sed":   # sed -i chokes deploy.sh: a bare word is no sed script
            script = next((a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in ("-e", "-f"))), "")
            wrong += bool(re.fullmatch(r"[A-Za-z]{3,}", script)) and not any(a in ("-e", "-f") for a in args)
        if name == "docker" and "run" in args:   # docker run -p 6379:cache: a port mapping is numbers
            wrong += any(args[i - 1] in ("-p", "--publish") and not re.fullmatch(r"[\d.:]+(?:/(?:tcp|udp))?|<[^>]*>", unquoted(a))
                         for i, a in enumerate(args) if i)
        if name == "date":   # date -u tokyo: a bare word is no +FORMAT and no date to set
            wrong += _date_word(args)
        if name == "docker":   # docker docker-compose.yml up -d: a file is no docker command
            first = next((a for a in args if not a.startswith("-")), "")
            wrong += bool(re.fullmatch(r"[\w./-]+\.(?:ya?ml|json|txt|env|sh|conf|toml)", unquoted(first)))
        if name == "find":   # find … -o -name "*.txt" \): a group closed that was never opened, or left open
            opened = sum(a in ("\\(", "'('", '"("') for a in args)
            wrong += opened != sum(a in ("\\)", "')'", '")"') for a in args)
        if name == "echo" and "crontab" in words[end:]:   # (crontab -l; echo monday) | crontab -: no schedule, no job
            wrong += not _CRON_LINE.match(" ".join(args).strip("'\""))
        if name == "cat" and "crontab" in words[end:]:   # cat rotate.sh | crontab: a script's lines are no jobs
            wrong += any(_SCRIPT.fullmatch(unquoted(a)) for a in args)
        if name == "rename":   # rename *.md "*.txt": neither rename takes a glob for what to change
            operands = [a for a in args if not a.startswith("-") and a not in ("\\;", ";", "+")]   # -exec's end
            wrong += bool(operands) and "*" in unquoted(operands[0]) and len(operands) == 2
    return wrong


# A crontab line: a @keyword or five schedule fields, then the command.
_CRON_LINE = re.compile(r"@(?:reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)\s+\S|(?:\S+\s+){5}\S")
# The order a request asks a listing in: "largest first", "descending" / "oldest first", "ascending";
# and what it sorts as: "alphabetically" (not numbers) / "numerically".
_DESCENDING = re.compile(r"\b(?:largest|biggest|highest|most|newest|latest|longest|heaviest|greatest|busiest)\b[^,.;]*?\bfirst\b"
                         r"|\b(?:take|takes|taking|use|uses|using|eat|eats|eating|hog|hogs|hogging)\s+(?:up\s+)?(?:the\s+)?most\s+"
                         r"(?:space|room|disk|storage)\b"
                         r"|\bdescending\b|\bdecreasing\b|\breverse(?:d)?\b|\bhigh(?:est)?\s+to\s+low|\bbig(?:gest)?\s+to\s+small", re.I)
_ASCENDING = re.compile(r"\b(?:smallest|lowest|least|oldest|shortest|earliest|fewest)\b[^,.;]*?\bfirst\b"
                        # "with the newest at the bottom", "largest last": the other end of a descending list
                        r"|\b(?:largest|biggest|highest|most|newest|latest|longest)\s+(?:ones?\s+|files?\s+)?(?:at\s+the\s+(?:bottom|end)|last)\b"
                        r"|\bascending\b|\bincreasing\b|\blow(?:est)?\s+to\s+high|\bsmall(?:est)?\s+to\s+big", re.I)
_ALPHABETICAL = re.compile(r"\balphabetic(?:al)?(?:ly)?\b|\bby\s+(?:last\s+|first\s+)?name\b|\ba\s*(?:-|to)\s*z\b", re.I)
_NUMERIC = re.compile(r"\bnumeric(?:al)?(?:ly)?\b|\bby\s+(?:number|value|amount|score|count|price)\b", re.I)


_THE_ONE = re.compile(r"\bthe\s+(?:single\s+)?(?:newest|latest|most\s+recent(?:ly\s+\w+)?|oldest|largest|biggest|smallest|"
                      r"last\s+modified|most\s+recently\s+\w+)\s+(?:file|folder|directory|dir|one|log|item|entry)\b(?!s)", re.I)


def one_unpicked(words: list[str], text: str) -> int:
    """1 when the request asks for the one newest, largest … file ("whats the newest file in my Downloads")
    and ``words`` list them all (``ls -lt ~/Downloads``): no head, tail or -quit picks one."""
    return int(bool(_THE_ONE.search(text)) and not {"head", "tail", "-quit"} & set(words)
               and any(w in ("ls", "find", "du", "sort") for w in words))


# "the 5 biggest folders", "which 10 directories": a count of folders; "3 levels deep", "depth 2": a depth
_FOLDERS_COUNTED = re.compile(r"(?<![\d.])(\d+)\s+(?:\w+\s+){0,2}?(?:folders|directories|dirs|subfolders|subdirectories|entries|items)\b", re.I)
_DEPTH_SAID = re.compile(r"\b(?:levels?|deep|depth|down)\b", re.I)


def count_as_depth(words: list[str], text: str) -> int:
    """1 when ``words`` take a count of folders the request asks for ("which 5 directories under /var take the
    most space") as a depth (``du --max-depth=5``, ``find -mindepth 5``) and the request says no depth."""
    if _DEPTH_SAID.search(text):
        return 0
    counts = {m.group(1) for m in _FOLDERS_COUNTED.finditer(text)}
    glued = (re.fullmatch(r"(?:--max-depth=|-d)(\d+)", w) for w in words)
    depths = {m.group(1) for m in glued if m} | {b for a, b in zip(words, words[1:]) if a in ("-maxdepth", "-mindepth", "-d", "--max-depth")}
    return int(bool(counts & depths))


# "the 5 days with the most entries", "the 10 IPs that hit the site most", "top 3": a count of the first lines wanted
_TOP_COUNT = re.compile(r"\btop\s+(\d+)\b|\bthe\s+(\d+)\s+(?:[\w-]+\s+){1,3}?(?:with|having|that\s+(?:have|had|hit|got|use|take))\s+(?:the\s+)?"
                        r"(?:most|highest|largest|biggest|fewest|least|lowest|longest)\b", re.I)


def top_uncut(words: list[str], text: str) -> int:
    """1 when the request asks for the first N of a ranking ("list the 5 days with the most entries in
    /var/log/dpkg.log") and ``words`` list them all: no N in the command, or only before its first pipe."""
    m = _TOP_COUNT.search(text)
    if m is None or (n := m.group(1) or m.group(2)) == "1":
        return 0
    counts = (n, str(int(n) + 1))   # head -n 11 for the top 10 processes: ps's header line first
    said = [i for i, w in enumerate(words) if w in counts or any(re.fullmatch(rf"-[a-z]*{c}|--\w+={c}", w) for c in counts)]
    pipe = words.index("|") if "|" in words else len(words)
    # tail -n 5 log | sort | uniq -c: five lines ranked, not the first five of the ranking
    return int(not said or pipe < len(words) and all(i < pipe for i in said))


def ordinal_as_count(words: list[str], rec) -> int:
    """1 when ``words`` take the number of an ordinal ("by the second column") as a count of lines (``head -n 2``)
    where the request says a count of its own ("show the top 3"), or use it as the field too (``awk '{print $1}' … |
    head -n 1`` for "per client IP (first field) …, busiest first")."""
    ordinal = {e.value for e in rec.entities if e.type == "Number" and (e.text.lower() in ORDINALS
                                                                        or re.fullmatch(r"\d+(?:st|nd|rd|th)", e.text.lower()))}
    counts = {e.value for e in rec.entities if e.type == "Number" and e.value not in ordinal}
    fields = {a or b for w in words for a, b in re.findall(r"\$(\d+)|^-[fk](\d+)", w)}
    if not ordinal or not counts and not ordinal & fields:   # "(first field) …": the field, and no head -n 1 beside it
        return 0
    taken = {b for a, b in zip(words, words[1:]) if a in ("-n", "-c")} | \
            {m.group(1) for w in words for m in [re.fullmatch(r"-n?(\d+)", w)] if m}
    return int(bool(taken & ordinal))


# What asks for part of a listing: a count, "top", "a few", "the first/last lines", the head or tail itself.
_PART_ASKED = re.compile(r"\d|\b(?:top|head|tail|few|couple|handful|some|beginning|start\s+of|end\s+of|one|two|three|four|five"
                         r"|six|seven|eight|nine|ten|twenty|dozen|hundred)\b|\b(?:first|last)\s+(?!modified|changed|accessed)\w+", re.I)


def unasked_cut(words: list[str], text: str) -> int:
    """1 when ``words`` cut a listing to its first or last ten lines (``ls -lS | head``) that the request
    only asks to order ("list the files here largest first", "by modification time, newest first"): the
    listing is the answer, not ten lines of it (nor its first line alone, unless one is asked for)."""
    if not (_DESCENDING.search(text) or _ASCENDING.search(text)) or _PART_ASKED.search(re.sub(r"\b(?:largest|biggest|"
            r"highest|most|newest|latest|longest|smallest|lowest|least|oldest|shortest|earliest)\s+first\b", "", text)):
        return 0
    one = _THE_ONE.search(text) or re.search(r"\b(?:1|one)\b", text, re.I)
    return sum(1 for util, end in simple_commands(words) if words[util] in ("head", "tail") and util > 0
               and words[util - 1] == "|" and (not any(re.fullmatch(r"-n|-\d+|--lines(=.*)?|-c|-n\d+", w) for w in words[util + 1:end])
                                               or not one and words[util + 1:end] in (["-n", "1"], ["-1"], ["-n1"])))


def order_asked(text: str) -> tuple[bool, bool]:
    """(descending, ascending): whether the request asks for largest/newest first, and for smallest/oldest first."""
    return bool(_DESCENDING.search(text)), bool(_ASCENDING.search(text))


def unasked_order(words: list[str], text: str) -> int:
    """How many sorts and listings of ``words`` order otherwise than the request asks: ``sort -h`` for
    "largest first", ``sort -r`` for "oldest first", ``sort -n`` for "alphabetically", ``sort`` of text
    for "numerically", ``ls -Sr`` for "biggest first"; and a command that orders nothing where an order is
    asked."""
    desc, asc = order_asked(text)
    alpha, numeric = bool(_ALPHABETICAL.search(text)), bool(_NUMERIC.search(text))
    if desc == asc and alpha == numeric:
        return 0
    count, ordered = 0, False
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        ordered = ordered or name in ("sort", "top", "htop") or (name == "ls" and has_flag(args, "St")) \
            or any(a.startswith("--sort") for a in args)
        if name == "sort":
            reverse = has_flag(args, "r", "--reverse") or any(re.fullmatch(r"-k\S*r\S*", a) for a in args)
            by_number = has_flag(args, "nhg", "--numeric-sort|--human-numeric-sort|--general-numeric-sort") or \
                any(re.fullmatch(r"-k\S*[nhg]\S*", a) for a in args)
        elif name == "ls" and has_flag(args, "St"):
            reverse, by_number = not has_flag(args, "r", "--reverse"), None   # ls -S, -t: largest, newest first
        else:
            continue
        if desc != asc:
            count += reverse != desc
        if alpha != numeric and by_number is not None:
            count += by_number != numeric
    return count + (desc != asc and not ordered)   # du -sh /var for "which folders use the most space": no order at all


_AWK_COMPARE = re.compile(r"\$\w+\s*(<=|>=|<|>)\s*(\d+(?:\.\d+)?)\b")
_LESS_WORDS = re.compile(r"\b(?:under|below|less\s+than|lower\s+than|smaller\s+than|fewer\s+than|cheaper\s+than|at\s+most|up\s+to|<=?)\s*$", re.I)
_MORE_WORDS = re.compile(r"\b(?:over|above|more\s+than|greater\s+than|higher\s+than|bigger\s+than|larger\s+than|exceed(?:s|ing)?"
                         r"|at\s+least|>=?)\s*$", re.I)


def unasked_comparison(command: str, text: str) -> int:
    """How many awk comparisons of ``command`` with a number go the other way from the words the request
    puts before that number: ``$3 > 60`` for "a score under 60", ``$5 < 1000`` for "more than 1000"."""
    count = 0
    for m in _AWK_COMPARE.finditer(command):
        op, value = m.groups()
        for said in re.finditer(rf"(?<![\w.]){re.escape(value)}(?![\w.])", text):
            before = text[:said.start()]
            if _LESS_WORDS.search(before):
                count += op.startswith(">")
                break
            if _MORE_WORDS.search(before):
                count += op.startswith("<")
                break
    return count


_MOVE_WORDS = re.compile(r"\bcd\b|\bgo(?:ing)?\s+(?:to|into|back|up|over|in)\b|\bgoto\b|\bchange\s+(?:to|into|dir|folder|directory|the\s+)"
                         r"|\bswitch\s+to\b|\bmove\s+(?:to|into)\s+(?:the\s+)?(?:folder|directory|dir)\b|\benter\b|\bnavigate\b|\bjump\b"
                         r"|\btake\s+me\b|\bget\s+(?:me\s+)?(?:to|into|back)\b|\bback\s+to\b|\bopen\s+(?:the\s+|a\s+)?(?:folder|directory|dir)\b"
                         r"|\b(?:working|current)\s+dir\w*|\bwork\s+in\b", re.I)


def lone_cd(words: list[str], text: str) -> int:
    """1 when the whole command is a ``cd`` and the request asks for no change of folder: "list only the
    directories directly inside /etc" is no ``cd /etc``, which shows nothing."""
    return int(bool(words) and words[0] == "cd" and not any(w in SEGMENT_ENDS for w in words)
               and not _MOVE_WORDS.search(text))


_LEFT_OUT = re.compile(r"\b(?:skip(?:ping)?|exclud(?:e|ing)|except(?:\s+for)?|ignor(?:e|ing)|without|but\s+not|other\s+than|not\s+in"
                       r"|leav(?:e|ing)\s+out|apart\s+from|minus)\s+(?:the\s+|any\s+|all\s+)?(?:files?\s+|folders?\s+|dirs?\s+)?"
                       r"(?:in\s+|under\s+|named\s+|called\s+)?['\"]?([\w.*-][\w./*-]*)", re.I)


def _left_out(text: str) -> set[str]:
    """The names the request says to leave out ("skipping node_modules", "except the migrations folder")."""
    left_out = {m.group(1).rstrip(".,;:/").lower() for m in _LEFT_OUT.finditer(text)}
    return {w for w in left_out if len(w) > 2 and w not in NOT_NAMES}


def kept_exclusions(words: list[str], text: str) -> int:
    """How many find tests of ``words`` keep what the request leaves out: "markdown files in docs, skipping
    node_modules" is no ``find docs -name '*.md' -path '*/node_modules/*'`` (a ``!``, ``-not`` or
    ``-prune`` says it); a find that starts from it counts too, and so does an rm of it ("everything in build
    except .gitkeep" is no ``rm build .gitkeep``), and so does a tar or rsync that excludes nothing."""
    left_out = _left_out(text)
    if not left_out:
        return 0
    count = 0
    # names of files or folders among them ("except the tmp directory", "skipping .git"), not "without extracting"
    named_out = [w for w in left_out if re.search(r"[./*_\d-]", w)
                 or re.search(rf"\b{re.escape(w)}\s+(?:director(?:y|ies)|folders?|dirs?|files?|sub-?folders?)\b", text, re.I)]
    for util, end in simple_commands(words):
        if words[util] in ("rm", "shred", "unlink", "rmdir"):   # rm build .gitkeep for "… everything in build except .gitkeep"
            count += sum(1 for w in words[util + 1:end] if unquoted(w).rstrip("/").lower().removeprefix("./") in left_out)
        if words[util] in ("tar", "rsync") and named_out and not any(w.startswith(("--exclude", "--filter", "-X", "--max-size", "--min-size", "--include"))
                                                      for w in words[util + 1:end]):
            count += 1   # tar -xzf dump.tar.gz for "extract everything from dump.tar.gz except the tmp directory": all of it
        if words[util] != "find":
            continue
        starts = [unquoted(w).rstrip("/").lower() for w in words[util + 1:end] if not w.startswith(("-", "!", "(", "\\"))][:1]
        count += bool(starts) and starts[0].removeprefix("./") in left_out   # find venv … for "excluding venv"
        for k in range(util + 1, end - 1):
            if words[k] not in ("-path", "-name", "-iname", "-ipath", "-wholename", "-regex"):
                continue
            value = unquoted(words[k + 1]).lower()
            negated = words[k - 1] in ("!", "-not", "\\!")
            pruned = words[k + 2:k + 3] == ["-prune"]
            if not negated and not pruned and any(w.strip("*") and w.strip("*") in value for w in left_out):
                count += 1
    return count


# "make uploads writable by everyone": a state the request asks for, not a folder to make.
_MAKE_STATE = re.compile(r"\bmake\b[^,.;]*?\b(?:writ(?:e)?able|executable|runnable|readable|read[\s-]?only|private|public"
                         r"|accessible|world[\s-]?\w+)\b", re.I)
_CREATE = re.compile(r"\b(?:create|new|mkdir)\b", re.I)
# "what time is it in tokyo": the clock, not the time a command takes.
_CLOCK = re.compile(r"\bwhat\s+time\b|\btime\s+is\s+it\b|\b(?:current|local)\s+time\b|\btime\s*zones?\b|"
                    r"\btime\s+(?:in|over\s+in|at)\s+(?!(?:seconds|ms|milliseconds)\b)[a-z]", re.I)
_DURATION = re.compile(r"\bhow\s+long\b|\bmeasur\w*|\bbenchmark\w*|\btiming\b|\btakes?\b", re.I)
# "chmod every file … but leave the dirs alone": regular files only, no recursion over the folders.
_FILES_ONLY = re.compile(r"\bleav(?:e|ing)\s+(?:the\s+|all\s+)?(?:sub)?(?:dirs?|directories|folders?)\s+(?:alone|as\s+(?:they\s+are|is)|untouched)"
                         r"|\b(?:only|just)\s+(?:the\s+)?(?:regular\s+|plain\s+)?files\b|\bfiles\s+only\b"
                         r"|\bnot\s+(?:the\s+|any\s+)?(?:sub)?(?:dirs?|directories|folders?)\b"
                         r"|\b(?:skip(?:ping)?|exclud(?:e|ing)|ignor(?:e|ing))\s+(?:the\s+|all\s+)?(?:sub)?(?:dirs?|directories|folders?)\b", re.I)


# The subcommands of git and docker: "git messed src/app.js", "docker old-api down" run none.
GIT_SUBCOMMANDS = frozenset("""add am annotate apply archive bisect blame branch bundle cat-file check-ignore checkout
cherry cherry-pick citool clean clone commit config count-objects credential describe diff diff-tree difftool fetch
filter-branch for-each-ref format-patch fsck gc grep gui hash-object help init instaweb lfs log ls-files ls-remote
ls-tree maintenance merge merge-base mergetool mv name-rev notes pull push range-diff rebase reflog remote repack
replace request-pull reset restore rev-list rev-parse revert rm send-email shortlog show show-branch show-ref
sparse-checkout stage stash status submodule svn switch symbolic-ref tag update-index var verify-commit version
whatchanged worktree flow""".split())
DOCKER_SUBCOMMANDS = frozenset("""attach build buildx builder commit compose config container context cp create diff
events exec export history image images import info init inspect kill load login logout logs manifest network node
pause plugin port ps pull push rename restart rm rmi run save scout search secret service stack start stats stop
swarm system tag top trust unpause update version volume wait""".split())
_GIT_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace"})
_DOCKER_VALUED_GLOBAL = frozenset({"-H", "--host", "--context", "-c", "--config", "-l", "--log-level"})


def unknown_subcommand(words: list[str]) -> int:
    """How many git and docker commands of ``words`` name no subcommand of theirs (``git messed
    src/app.js`` for "i messed up src/app.js, throw away my changes", ``docker old-api down``)."""
    count = 0
    for util, end in simple_commands(words):
        name = words[util]
        if name not in ("git", "docker"):
            continue
        valued = _GIT_VALUED if name == "git" else _DOCKER_VALUED_GLOBAL
        k = util + 1
        while k < end and words[k].startswith("-"):
            k += 1 + (words[k] in valued)
        known = GIT_SUBCOMMANDS if name == "git" else DOCKER_SUBCOMMANDS
        count += k < end and unquoted(words[k]) not in known and GLUE not in words[k]
    return count


# "recursively", "and everything in it", "including subfolders" (not "not recursive").
RECURSION_ASKED = re.compile(r"(?<!not )\brecursive(?:ly)?\b|\band\s+(?:everything|all\s+(?:of\s+)?(?:its|the)\s+"
                              r"(?:contents?|files|subfolders|subdirectories))\s*(?:in|under|inside|within)?\s*(?:it|them)?\b"
                              r"|\bincluding\s+(?:all\s+)?(?:sub-?folders|sub-?directories|its\s+contents)\b"
                              r"|\beverything\s+(?:in|under|inside|within)\s+(?!it\b)"
                              r"|\b(?:including|and|with)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|its\s+)?(?:stuff|files|things|contents?)"
                              r"\s+(?:inside|in|under|within)\s+(?:it|them)\b", re.I)

_CHANGE_WORDS = re.compile(r"\b(?:change|changes|changing|set|make|give|grant|take|remove|add|fix|allow|let|transfer|assign"
                           r"|reset|restore|chmod|chown|chgrp|revoke|deny|strip|lock|unlock|update|to|into)\b|[0-7]{3}|[ugoa]*[+=-][rwx]",
                           re.I)
_ASKS_OWNER = re.compile(r"\b(?:owner|owners|ownership|owns|perms|permissions?|mode)\b", re.I)


# A request that asks to be shown something (a question, "show", "list"): it makes no tag and deletes
# nothing it finds. translator._QUESTION is the stricter question of unasked_change.
_ASKS_TO_SEE = re.compile(r"\s*(?:which|what|show|list|how|where|when|who|whose|did|does|is|are)\b", re.I)
# "find all .tmp files … and delete them", "remove every .pyc under src": what a find finds goes.
_DELETE_FOUND = re.compile(r"\b(?:delete|remove|rm|erase|purge|get\s+rid\s+of|clean\s+up|nuke|wipe)\b"
                           r"(?![^,.;]*\b(?:permission|write|read|exec\w*|line|lines|text|string|word|spaces?|comments?|dupes?)\b)", re.I)
_FILES_UNDER = re.compile(r"\bfiles?\b[^,.;?]*\b(?:under|anywhere\s+in|anywhere\s+under|recursively|including\s+sub\w*|in\s+all\s+sub\w*)\b"
                          r"|\b(?:under|anywhere\s+in|anywhere\s+under)\b[^,.;?]*\bfiles?\b", re.I)
_COUNT_ASKED = re.compile(r"\bhow\s+(?:many|often|much)\b|\bcount\w*|\bnumber\s+of\b|\btotal\b|\btally\b|\boccurr\w*|\bfrequen\w*"
                          r"|\bamount\b|\bcnt\b|\btimes\b", re.I)
_YES_ASKED = re.compile(r"\byes\b|\brepeat\w*|\bconfirm\w*|\banswer\w*", re.I)
_LOGIN_WORDS = re.compile(r"\blog(?:ged)?[\s-]?ins?\b(?!\s+(?:to\s+|in\s+)?[/~.])|\blogins?\b|\breboot\w*|\bshut\s*downs?\b|\bwho\b"
                          r"|\bbad\s+logins?\b|\bsessions?\b|\blast\s+(?:command\b|-)", re.I)
_RUN_DENIED = re.compile(r"\b(?:run|runs|running|execut\w*|start\w*|launch\w*|\./[\w.-]+)\b.*\bpermission\s+denied\b"
                         r"|\bpermission\s+denied\b.*\b(?:run|running|execut\w*)\b", re.I)


def _mode_without_run(mode: str) -> bool:
    """Whether a chmod mode leaves its owner unable to run the file: an even owner digit (``600``), or a
    symbolic mode that takes x away or sets no x (``-x``, ``u=rw``)."""
    if re.fullmatch(r"[0-7]{3,4}", mode):
        return int(mode[-3]) % 2 == 0
    m = re.fullmatch(r"([ugoa]*)([+=-])([rwxXst]+)", mode)
    return m is not None and ("x" not in m.group(3) and m.group(2) == "=" or "x" in m.group(3) and m.group(2) == "-")


_SAME_AS = re.compile(r"\bsame\s+(?:\w+\s+){0,2}(?:permissions?|perms|mode|owner(?:ship)?|group|rights)\s+as\b", re.I)
# A request to search inside files ("have the word password", "mention TODO"), not among their names.
_IN_CONTENTS = re.compile(r"\b(?:(?:have|has|having|with|contain\w*|includ\w*)\s+(?:the\s+|a\s+)?(?:word|string|text|phrase|line)s?"
                          r"|mention\w*|contain\w*\s+(?:the\s+)?(?:text|string|word)s?)\b|\b(?:the\s+)?(?:word|string|text)\s+\S+\s+in\s+(?:them|it)\b"
                          # "search for TODO in all the files in src", "search the config directory for password"
                          r"|\b(?:search|grep|look)\w*\s+for\s+(?:'[^']*'|\"[^\"]*\"|\S+)\s+in\s+(?:all\s+)?(?:the\s+|my\s+)?(?:files|contents)\b"
                          # "which .py files have import requests": a line of code inside them
                          r"|\b(?:have|has|having|contain\w*|use[sd]?|using|with|files|scripts|modules)\s+(?:from\s+\S+\s+)?import\s+(?!(?:or|and|lines?|statements?)\b)\w"
                          r"|\bsearch\w*\s+(?:the\s+|my\s+)?\S+\s+(?:folder|directory|dir|files)\s+for\b"
                          # "search all files under /var/log for 'connection refused'"
                          r"|\bsearch\w*\s+(?:through\s+|in\s+)?(?:all\s+|every\s+)?(?:the\s+|my\s+)?(?:files|logs|log\s+files)\s+"
                          r"(?:in|under|inside|within|of)\s+\S+\s+for\b"
                          # "find all TODO comments in src", "every use of parse_config": words inside files
                          r"|\b(?:TODO|FIXME|XXX)s?\b|\b\S+\s+comments\b|\b(?:occurrences?|usages?|uses?|calls|references?)\s+(?:of|to)\s+\S+", re.I)
_NAME_WORDS = re.compile(r"\bnam(?:e|es|ed)\b|\bcalled\b|\bfile\s*names?\b|\btitled?\b", re.I)
_NAME_TESTS = frozenset({"-name", "-iname", "-path", "-ipath", "-regex", "-iregex"})


# "throw away all its output", "hide normal output, i still want to see errors", "silence the errors"
_DISCARD = re.compile(r"\b(?:throw(?:ing)?\s+away|discard\w*|silenc\w*|suppress\w*|hid(?:e|ing)|get\s+rid\s+of|mut(?:e|ing)"
                      r"|without|no|ignor(?:e|ing))\s+(?:all\s+)?(?:of\s+)?(?:its\s+|the\s+|any\s+|their\s+)?"
                      r"(?:normal\s+|regular\s+|standard\s+)?(?:output|stdout|noise|messages)\b", re.I)
_ALL_OUTPUT = re.compile(r"\ball\s+(?:of\s+)?(?:its\s+|the\s+|their\s+)?output|\b(?:and|or|with)\s+(?:the\s+)?errors\b"
                         r"|\bstderr\s+too\b|\bboth\s+(?:stdout|outputs?)\b", re.I)
_KEEP_ERRORS = re.compile(r"\b(?:still|but|keep|want\s+to\s+see|show)\b[^.;]*\berrors?\b", re.I)


def output_kept(words: list[str], text: str) -> int:
    """1 when the request asks for a command's output to be thrown away and the command keeps it (no
    ``/dev/null``, no ``-q``): "run ./cleanup.sh and throw away all its output" is no bare ``./cleanup.sh``;
    also when it throws away the errors the request still wants to see (``2> /dev/null`` for "hide normal
    output, i still want to see errors")."""
    if not _DISCARD.search(text):
        return 0
    command = " ".join(words)
    keep_errors = bool(_KEEP_ERRORS.search(text))
    if keep_errors and re.search(r"2>\s*/dev/null|&>\s*/dev/null|>\s*/dev/null\s+2>&1", command):
        return 1
    if _ALL_OUTPUT.search(text) and not re.search(r"2>&1|&>|2>\s*/dev/null", command):
        return 1   # "throw away all its output": the errors too
    return int("/dev/null" not in command and not re.search(r"\s(?:-q|--quiet|-s|--silent)\b", command))


# "sum column 3 of invoice.csv, skipping the header", "not counting the header row": line 1 is left out.
HEADER_LEFT_OUT = re.compile(r"\b(?:skip(?:s|ping)?|without|except|exclud(?:e|ing)|ignor(?:e|ing)|not\s+counting|minus|drop(?:ping)?"
                             r"|leav(?:e|ing)\s+out|remov(?:e|ing)|strip(?:ping)?|omit(?:ting)?)\s+(?:the\s+|its\s+|their\s+)?"
                             r"(?:csv\s+|first\s+)?header(?:\s+(?:row|line))?\b", re.I)
_HEADER_SKIPPED = re.compile(r"\btail\s+-n\s*\+2\b|\bF?NR\s*(?:>|!=|>=\s*2)|\bsed\s+(?:-\S+\s+)*'?1d\b|'2,\$p'")


_NO_HEADER = re.compile(r"\b(?:no|without\s+a|has\s+no|with\s+no)\s+header\b|\bheader[\s-]?less\b", re.I)


def header_kept(words: list[str], text: str) -> int:
    """1 when the request leaves a file's header line out and the command keeps it: "how many distinct values
    in column 1 of orders.csv, not counting the header" is no ``cut -d, -f1 orders.csv | sort -u | wc -l``
    (``tail -n +2``, awk's ``NR>1`` and ``sed 1d`` leave it out); and when the file has no header ("sum
    column 3 of expenses.csv (comma separated, no header)") and the command drops its first line."""
    asks = _asks(text)
    if asks.no_header:
        return int(bool(_HEADER_SKIPPED.search(" ".join(words))))
    if not asks.header_left_out:
        return 0
    return int(not _HEADER_SKIPPED.search(" ".join(words)))


# "lines that do NOT contain bot", "lines without DEBUG", "everything except lines with foo": the word is unwanted.
_NEGATED_BEFORE = re.compile(r"(?:\bnot|n't|\bnever|\bno)\s+(?:contain\w*|mention\w*|match\w*|hav\w*|includ\w*|with|show\w*)"
                             r"\s+(?:the\s+(?:word|string|text)\s+|any\s+)?[\"']?$"
                             r"|\b(?:without|except(?:\s+for)?|excluding|minus|but\s+not)\s+(?:the\s+)?(?:(?:lines?|ones?)\s+"
                             r"(?:with|containing|that\s+(?:contain|have|mention|start|begin|end)s?(?:\s+with)?|(?:starting|beginning|ending)\s+with)\s+)?"
                             r"(?:the\s+(?:word|string|text)\s+)?[\"']?$", re.I)
_BLANK_PATTERNS = frozenset({"^$", "^\\s*$", "^[[:space:]]*$", "^ *$"})
_NON_BLANK = re.compile(r"\bnon[\s-]?(?:blank|empty)\b|\bnot\s+(?:blank|empty)\b|\bneither\s+blank\b", re.I)


def negation_ignored(words: list[str], text: str) -> int:
    """1 when a grep keeps the lines the request says it does not want: ``grep bot access.log`` for "the lines
    in access.log that do NOT contain bot", ``grep -c '^$' main.c`` for "count the non-blank lines" (no
    ``-v`` on the grep of that word, and no other grep -v in the command)."""
    if any(w in ("--invert-match", "--files-without-match") or re.fullmatch(r"-[A-Za-z]*[vL][A-Za-z]*", w) for w in words):
        return 0   # grep -v keeps the other lines, grep -L the files without a match
    for util, end in simple_commands(words):
        if words[util] not in GREPS:
            continue
        pattern = next((unquoted(a) for a in words[util + 1:end] if not a.startswith("-")), "")
        if pattern in _BLANK_PATTERNS:
            return int(_asks(text).non_blank)
        bare = re.sub(r"^\^|(?<!\\)\$$", "", pattern).replace("\\", "")   # '^#' is the "#" the request says
        at = text.lower().find(bare.lower()) if len(bare) > 1 or bare and not bare.isalnum() else -1
        if at > 0 and _NEGATED_BEFORE.search(text[:at]):
            return 1
    return 0


# Words that negate or leave something out; "not recursing", "not into subfolders" leave out depth, not a file test.
_ANY_NEGATION = re.compile(r"\b(?:not|no|never|none|nor|neither|without|except\w*|exclud\w*|but|other\s+than|skip\w*|ignor\w*|leav\w*|"
                           r"lack\w*|miss\w*|omit\w*|minus|instead|non|un[a-z]+|in[a-z]+able|isn't|aren't|doesn't|don't|can't|cannot|"
                           r"won't|hasn't|haven't)\b|\bnon-|n't\b", re.I)
_DEPTH_NEGATED = re.compile(r"\b(?:not|no|without|don't|do\s+not|never)\s+(?:recurs\w*|(?:going|descending|looking|searching|entering)\s+"
                            r"(?:in(?:to)?|down)|(?:into\s+)?sub-?(?:folders|directories|dirs)|deeper|further\s+down)\b[^,;.]*", re.I)


def negated_test(words: list[str], text: str) -> int:
    """1 when a find negates a test (``! -perm -111``, ``-not -name …``) and the request negates nothing: "list
    executable files in the current directory, not recursing" asks for the executable ones."""
    for util, end in simple_commands(words):
        if words[util] != "find":
            continue
        if any(w in ("!", "-not") and k + 1 < end and words[k + 1] in ("-perm", "-executable", "-readable", "-writable", "-empty", "-user",
                                                                    "-group", "-type", "-size", "-newer", "-mtime", "-mmin")
               for k, w in enumerate(words[util:end], util)):
            return int(not _asks(text).negates)
    return 0


# "sum column 3 of invoice.csv", "the total of the second field": numbers added up.
_SUM_ASKED = re.compile(r"\b(?:sum(?:s|med)?|add\s+up|total)\s+(?:up\s+)?(?:of\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:values?\s+(?:in|of)\s+(?:the\s+)?)?"
                        r"(?:\w+\s+)?(?:column|field|col)s?\b"
                        # "total the bytes sent in access.log; the byte count is field 10", "add up the numbers in n.txt"
                        r"|\b(?:sum|total|add\s+up)\s+(?:up\s+)?(?:all\s+)?the\s+(?!number\s+of\b|count\b|size\b|sizes\b|disk\b|space\b)"
                        r"(?:\w+\s+){0,2}?(?:numbers|values|amounts|bytes|prices|costs|hours|durations|scores|sales)\b"
                        r"(?=[^.]*?(?:\b(?:column|field|col)\s+\d|\bper\s+line\b|\bone\s+(?:number|value)\b|\.(?:txt|csv|tsv|log|dat)\b))", re.I)


def sum_missing(words: list[str], text: str) -> int:
    """1 when the request asks for a column's sum and the command adds nothing up (``tail -n +2 invoice.csv |
    cut -d, -f3`` for "sum column 3 of invoice.csv"): awk's ``+=``, ``paste -sd+ | bc`` or datamash's sum do."""
    if not _asks(text).sum_asked:
        return 0
    command = " ".join(words)
    return int(not re.search(r"\+=|\bpaste\b[^|]*-s|\bbc\b|\bdatamash\b[^|]*\bsum\b|\bnumfmt\b", command))


# "how many lines in build.log have the word warning", "count the words in essay.txt": a count of things.
_COUNT_OF = re.compile(r"\b(?:how\s+many|count(?:ing)?|number\s+of|tally)\s+(?:[\w-]+\s+){0,3}?(?:lines?|words?|characters?|chars|bytes"
                       r"|rows?|records?|entries|times|occurrences?|matches|hits|files?|folders?|directories|subdirectories"
                       r"|requests?|errors?|warnings?|users?|processes)\b", re.I)
_COUNTS = re.compile(r"\bwc\b|\s-\w*c\w*\b|--count\b|\bawk\b.*(?:\+\+|\+=|\bNR\b|\bNF\b|\bEND\b)|\bdu\b|\bstat\b"
                     r"|\bnproc\b|\bdatamash\b|\bunzip\s+-\w*[lZ]|\bzipinfo\b")


def count_missing(words: list[str], text: str) -> int:
    """1 when the request asks how many lines, files or matches there are and the command counts nothing
    (``grep -w warning build.log`` for "how many lines in build.log have the word warning"): wc, a ``-c``
    or ``--count`` flag, uniq -c, an awk program that counts, du and stat do."""
    if not _asks(text).count_of:
        return 0
    return int(not _COUNTS.search(" ".join(words)))


# "set every directory under site to 755", "any file with permission 777 should become 644", "make directories 750":
# a mode given to things, not one they are found by ("files with permission 777" alone changes nothing).
_MODE_GIVEN = re.compile(r"\b(?:(?:set|change|chmod|reset|fix)\b[^.;?]*?\b(?:to|into|as)|become|becomes|be\s+set\s+to|end\s+up\s+(?:as|with)"
                         r"|make\s+(?:(?:all|every|each|the)\s+)?(?:[\w.-]+\s+){0,3}?(?:files?|dir(?:ectorie)?s?|folders?|directory)"
                         r"(?:\s+(?:under|in|inside|below|within)\s+\S+)?)\s+(?:mode\s+|permissions?\s+)?[0-7]{3,4}\b", re.I)
_ALL_DEPTHS = re.compile(r"\b(?:and|including|plus|with)\s+(?:all\s+)?(?:of\s+)?(?:its|their|the|every)\s+sub-?(?:folders?|directories|dirs?)\b|(?<![\w-])(?<!non\s)(?<!not\s)recursive(?:ly)?\b"
                         r"|\bat\s+any\s+depth\b|\band\s+(?:everything\s+)?below\b", re.I)
_EMPTY_SOUGHT = re.compile(r"\bempty\s+(?:\S+\s+){0,2}?(?:files|dirs|directories|folders|logs)\b", re.I)
_EMPTY_TESTS = re.compile(r"^(?:-empty|-size|-s|!|-z)$")
_EMPTY_MADE = re.compile(r"\b(?:create|make|add|put|touch)\s+(?:a\s+|an\s+|some\s+|\d+\s+|two\s+|three\s+)?(?:new\s+)?(?:blank|empty)\s+(?:\w+\s+)?files?\b", re.I)
# "make uploads/ writable by everyone", "give the group write access to shared/": bits given or taken in words
_GIVES_BITS = re.compile(r"\s*(?:please\s+)?(?:make|give|grant|allow|add|set|remove|take\s+away|revoke|deny|strip)\b(?!\s+(?:me|us)\b)", re.I)
_MODE_SETTERS = re.compile(r"\b(?:chmod|umask|install\s+[^|;&]*-m|mkdir\s+[^|;&]*-m|setfacl)\b")


def mode_unset(words: list[str], text: str) -> int:
    """1 when the request gives files a mode and the command sets none: ``find site -type d ! -perm 755`` for
    "set every directory under site to 755" only lists the folders."""
    if not _asks(text).mode_given:
        return 0
    return int(not _MODE_SETTERS.search(" ".join(words)))


_DEPTH_CAP = re.compile(r"\b(?:at\s+most|no\s+(?:more|deeper|further)|not\s+(?:more|deeper|further)|without\s+going|up\s+to|max(?:imum)?"
                        r"|within|or\s+(?:less|fewer)|only)\b[^.;]*?\b(?:levels?|deep|down|depth)\b", re.I)
_DEPTH_FLOOR = re.compile(r"\b(?:exactly|at\s+least|min(?:imum)?|deeper\s+than|below|starting\s+at|from\s+level)\b", re.I)
_JOIN_FIELDS = re.compile(r"\b(?:fields?|columns?|keys?|common|matching|match|shared|ids?|relational|sql)\b", re.I)
_CONTENTS_OF = re.compile(r"\b(?:contents?|text|lines)\s+of\s+(\S+)", re.I)


@dataclass(frozen=True)
class _Asks:
    """What a request's words ask for and leave out, as ``unasked_tools`` reads them: read once per request
    (``_asks``), not once per candidate."""
    make_state: bool          # "make the uploads folder writable": a state, nothing to create
    clock: bool               # "what time is it in tokyo": the clock, not how long something takes
    files_only: bool          # "… but leave the dirs alone"
    left_out: frozenset[str]  # the names the request says to leave out
    only_asks_owner: bool     # "owner and perms of /opt/app": nothing to change
    ports: frozenset[str]     # port numbers said ("something is using 8080")
    special_bit: bool         # a sticky, setuid or setgid bit said, and no recursion
    question: bool            # asks to be shown something (_ASKS_TO_SEE)
    under_files: bool         # files "under" a place, at any depth
    delete_asked: bool        # what a find finds is to go
    logins: bool              # words of logins and reboots (last's business)
    run_denied: bool          # running something met "permission denied"
    same_as: bool             # "the same permissions as X"
    in_contents: bool         # a search inside files, not among their names
    count_asked: bool         # a count is asked for
    yes_asked: bool           # "yes", "confirm", "answer": yes's business
    program: str | None       # the program of "is mysqld running?"
    join_fields: bool = False  # fields, columns or keys said: join's business, not cat's
    depth_cap: bool = False   # "at most 3 levels down", "no deeper than 2": a depth not to pass, no least one
    verify: bool = False      # "check", "verify", "intact": checksums compared, not made
    count_distinct: bool = False  # "count unique IPs", "how many distinct values": one number
    folder_made: bool = False  # "create a folder …" (and no file said): mkdir's work
    header_left_out: bool = False  # "not counting the header": line 1 left out (HEADER_LEFT_OUT)
    no_header: bool = False   # "(no header)": line 1 is data
    non_blank: bool = False   # "the non-blank lines"
    sum_asked: bool = False   # "sum column 3": numbers added up
    count_of: bool = False    # "how many lines …", "count the words": a count of things
    depth_exact: bool = False  # "exactly 2 levels down": a least depth and a most
    contents_of: frozenset[str] = frozenset()  # the names of "the contents of extra.txt"
    mode_given: bool = False  # a mode given to files ("set every directory under site to 755")
    negates: bool = False     # the request negates or leaves out something (depth aside: "not recursing")
    removal_only: bool = False  # "delete invoices.zip": a removal, nothing unpacked
    empty_made: bool = False  # "create an empty file called .gitkeep in logs": nothing to copy or move
    empty_sought: bool = False  # "delete empty .log files in /var/log": only the empty ones
    moved: bool = False       # "move everything older than a year into ~/old": kept elsewhere, not deleted
    all_depths: bool = False  # "from ~/Pictures and all its subfolders", "recursively": no depth cap


def asks_all_depths(text: str) -> bool:
    """Whether the request takes in every level below its folder ("and all its subfolders", "recursively") and caps
    no depth."""
    return _asks(text).all_depths


def asks_in_contents(text: str) -> bool:
    """Whether the request searches inside files, not among their names (as ``unasked_tools`` reads it)."""
    return _asks(text).in_contents


@functools.lru_cache(maxsize=256)   # asked by the ranking of every candidate of one request
def _asks(text: str) -> _Asks:
    question = bool(_ASKS_TO_SEE.match(text))
    ports = {a or b or c for a, b, c in re.findall(r"\b(?:port|using|on|at)\s+(?:port\s+)?:?(\d{2,5})\b|:(\d{2,5})\b|(?<!process\s)(?<!pid\s)(?<!PID\s)\b(\d{2,5})\s+(?:open|busy|taken|in\s+use)\b", text)}
    asked = IS_RUNNING.search(text)   # a question about a program, which running it does not answer
    return _Asks(
        make_state=bool(_MAKE_STATE.search(text)) and not _CREATE.search(text),
        clock=bool(_CLOCK.search(text)) and not _DURATION.search(text),
        files_only=bool(_FILES_ONLY.search(text)),
        left_out=frozenset(_left_out(text)),
        only_asks_owner=bool(_ASKS_OWNER.search(text)) and not _CHANGE_WORDS.search(text),
        ports=frozenset(ports),
        # chmod -R +t /srv/shared for "set the sticky bit on /srv/shared": the bit on every file inside
        special_bit=(spoken_permission(text) or "")[-1:] in ("t", "s") and not RECURSION_ASKED.search(text),
        question=question,
        under_files=bool(_FILES_UNDER.search(text)),
        delete_asked=bool(_DELETE_FOUND.search(text)) and not question,
        logins=bool(_LOGIN_WORDS.search(text)),
        run_denied=bool(_RUN_DENIED.search(text)),
        same_as=bool(_SAME_AS.search(text)),   # "the exact same permissions as template.html": --reference
        in_contents=bool(_IN_CONTENTS.search(text)) and not _NAME_WORDS.search(text),
        count_asked=bool(_COUNT_ASKED.search(text)),
        yes_asked=bool(_YES_ASKED.search(text)),
        program=asked.group(1).lower() if asked else None,
        join_fields=bool(_JOIN_FIELDS.search(text)),
        header_left_out=bool(HEADER_LEFT_OUT.search(text)),
        no_header=bool(_NO_HEADER.search(text)),
        non_blank=bool(_NON_BLANK.search(text)),
        sum_asked=bool(_SUM_ASKED.search(text)),
        count_of=bool(_COUNT_OF.search(text)),
        folder_made=bool(re.search(r"\b(?:create|make|new)\b[^.;]*\b(?:folder|directory|dir)s?\b", text, re.I))
        and not re.search(r"\bfiles?\b", text, re.I),
        count_distinct=bool(re.search(r"\b(?:count(?:\s+the)?|how\s+many|number\s+of)\s+(?:unique|distinct|different)\b", text, re.I)),
        verify=bool(re.search(r"\b(?:check(?!sum)|verif|validat|compar|match|intact|corrupt|correct|ok\b|tamper)", text, re.I)),
        depth_cap=bool(_DEPTH_CAP.search(text)) and not _DEPTH_FLOOR.search(text),
        depth_exact=bool(re.search(r"\bexactly\s+\w+\s+(?:levels?|directories|folders|dirs)\b", text, re.I)),
        contents_of=frozenset(m.rstrip(".,;:?!") for m in _CONTENTS_OF.findall(text)),
        # or owner, group and others each theirs, or bits said in words with a verb that gives or takes them
        mode_given=bool(_MODE_GIVEN.search(text)) or class_modes(text) is not None
        or bool(_GIVES_BITS.match(text)) and spoken_permission(text) is not None,
        negates=bool(_ANY_NEGATION.search(_DEPTH_NEGATED.sub(" ", text))),
        empty_made=bool(_EMPTY_MADE.search(text)),
        all_depths=bool(_ALL_DEPTHS.search(text)) and not _DEPTH_CAP.search(text),
        moved=bool(re.match(r"\s*(?:please\s+)?(?:move|copy|transfer|relocate|back\s*up|archive)\b", text, re.I))
        and not re.search(r"\b(?:delet|remov|rm\b|eras|wip|purg|clean|get\s+rid)", text, re.I),
        empty_sought=bool(_EMPTY_SOUGHT.search(text)) and not _EMPTY_MADE.search(text),
        removal_only=bool(re.match(r"\s*(?:please\s+)?(?:delete|remove|erase|rm|get\s+rid\s+of)\s", text, re.I))
        and not re.search(r"\b(?:unzip|extract|unpack|untar|decompress|gunzip|open|read|contents?)\w*", text, re.I))


_SEARCHED_FOR = re.compile(r"\b(?:search|look|grep|hunt)\w*\s+(?:recursively\s+|everywhere\s+)?for\s+(?:the\s+)?(?:word\s+|string\s+|text\s+|pattern\s+)?"
                           r"['\"]?(?P<what>[^\s'\"]+?)['\"]?\s+(?:recursively\s+)?(?:in|inside|under|within|through|across)\b", re.I)


def text_as_name(words: list[str], text: str) -> int:
    """1 when the request searches for a text in a place and the command finds files of that exact name (``find src
    -name TODO`` for "search recursively for TODO in the src directory"): a search for words is grep's."""
    m = _SEARCHED_FOR.search(text)
    if m is None or re.search(r"[.*?/]", m.group("what")) or re.search(r"\b(?:files?|folders?|directories)\s+(?:named|called)\b", text, re.I):
        return 0
    what = m.group("what")
    return int(words[:1] == ["find"] and any(w in ("-name", "-iname") and k + 1 < len(words) and unquoted(words[k + 1]) == what
                                              for k, w in enumerate(words)))


_UNPACK_ASKED = re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|untar|decompress|uncompress|unarchive|expand"
                           # "restore etc-backup.tar.gz to /", "pull all the .jpg files out of images.tar.gz"
                           r"|restore\b[^.;]*?(?<![\w./~-])[\w./~-]+\.(?:tar|tgz|tbz2?|txz)(?:\.\w+)?"
                           r"|(?:pull|get|take|grab)\b[^.;]*?\bout\s+of\s+[\w./~-]+\.(?:tar|tgz|tbz2?|txz)(?:\.\w+)?)\b", re.I)
_PACK_ASKED = re.compile(r"^\s*(?:please\s+)?(?:create|make|archive|compress|pack|tar\s+up|bundle|back\s+up|backup)\b(?![^.;]*\band\s+"
                         r"(?:then\s+)?(?:extract|unpack)\b)", re.I)


_COPY_ASKED = re.compile(r"^\s*(?:please\s+)?(?:copy|move|cp|mv|scp|rsync|send|transfer|upload)\s+(?:the\s+)?(?:archive\s+|file\s+)?"
                         r"[~./\w][\w./~-]*\.(?:tar|tgz|tbz2?|txz|gz|bz2|xz|zip|7z)\b(?![^.;]*\b(?:extract|unpack|untar|contents?|inside)\b)", re.I)


def tar_mode_unasked(words: list[str], text: str) -> int:
    """1 when the request's first word asks tar to unpack and the command's tar packs or lists (``tar -cJf data.tar.xz
    unpacked`` for "extract data.tar.xz into a new folder called unpacked"), or the other way round, or when the request
    copies or moves an archive and the tar does anything to it ("copy project.tar.gz to /mnt/backup"); 0 otherwise."""
    unpack, pack = bool(_UNPACK_ASKED.match(text)), bool(_PACK_ASKED.match(text))
    if _COPY_ASKED.match(text):   # "copy project.tar.gz to /mnt/backup" neither packs nor unpacks
        return int(any(set(tar_modes(words[k]) or "") & set("cxt") for util, end in simple_commands(words)
                       if words[util] == "tar" for k in range(util + 1, end)))
    if unpack == pack:
        return 0
    modes = [tar_modes(words[k]) or (words[k] if k == util + 1 and re.fullmatch(r"[a-zA-Z]+", words[k]) else "")
             for util, end in simple_commands(words) if words[util] == "tar" for k in range(util + 1, end)]
    letters = set("".join(modes))
    # tar -tzf vendor.tar.gz for "extract vendor.tar.gz …": a listing unpacks nothing either
    return int(bool(letters) and (bool(letters & set("ct")) and "x" not in letters if unpack else "x" in letters and "c" not in letters))


def unasked_tools(words: list[str], text: str) -> int:
    """How many simple commands of ``words`` do what the request does not ask, by its words: a ``mkdir``
    for "make the uploads folder writable" (a state, nothing created); a ``time`` prefix for "what time
    is it in tokyo" (the clock, not how long a command runs); a recursive ``chmod``/``chown`` of a folder
    for "chmod every file in public/ to 644 but leave the dirs alone" (the folders change too); the program
    itself, or a systemctl that starts it, for "is mysqld running?" (a question, not a start); a chmod or
    chown for "owner and perms of /opt/app" (nothing to change); a kill of a port as a pid (``kill -9 8080``
    for "something is already using 8080, kill it"); a grep of
    the folder the request leaves out ("grep user_id in all .sql files but skip the migrations folder" is
    no ``grep -r user_id migrations``); a find by name for a request to search inside files ("which files
    in ~/notes have the word password" is no ``find ~/notes -name password``); a chmod or chown without
    ``--reference`` for "the same permissions as template.html"; a recursive chmod of a sticky, setuid or
    setgid bit the request sets on one folder ("set the sticky bit on /srv/shared"); a ``git tag`` that makes
    a tag for a question ("which files changed between tags v1.2 and v1.3")."""
    asks = _asks(text)
    count = 0
    for start, end in _segments(words):
        count += asks.clock and words[start:start + 1] == ["time"]
    if asks.in_contents and not any(words[u] in GREPS or words[u] in ("ack", "rg", "ag", "awk", "sed")
                                    for u, _ in simple_commands(words)):
        # find -name password for "which files in ~/notes have the word password": names, not contents
        count += any(w in _NAME_TESTS for w in words)
    program, left_out, ports = asks.program, asks.left_out, asks.ports
    for util, end in simple_commands(words):
        name, args = words[util], words[util + 1:end]
        count += asks.make_state and name == "mkdir"
        if program and util == 0 and end == len(words) == 1 and name.lower() in (program, program.removesuffix("d")):
            count += 1   # mysql for "is mysqld running?": starts a client, answers nothing
        if program and name == "systemctl" and args[:1] and args[0] in ("start", "restart", "enable", "reload"):
            count += 1
        count += asks.only_asks_owner and name in OWNERSHIP_TOOLS   # "owner and perms of /opt/app"
        # sudo ufw enable for "is the firewall turned on?": a question changes nothing
        count += asks.question and name == "ufw" and args[:1] in (["enable"], ["disable"], ["reset"], ["reload"])
        if name in ("kill", "pkill", "killall") and ports:   # kill -9 8080 for "something is using 8080": a pid
            count += any(a.lstrip("-") in ports for a in args)
        if name == "lsof" and ports:   # lsof -p 8080 for "who has 8080 open": a pid again
            count += any(a == "-p" and b in ports for a, b in zip(args, args[1:]))
        if name in GREPS and left_out and (grep := grep_words(words, util, end)) is not None:
            count += any(unquoted(w).rstrip("/").lower().removeprefix("./") in left_out for w in grep[1][1:])
        count += asks.special_bit and name == "chmod" and has_flag(args, "R", "--recursive")
        # git tag v1.3 for "which files changed between tags v1.2 and v1.3": a question makes no tag
        count += asks.question and name == "git" and args[:1] == ["tag"] and any(not a.startswith("-") for a in args[1:])
        count += asks.same_as and name in OWNERSHIP_TOOLS and not any(a.startswith("--reference") for a in args)
        count += name in ("last", "lastb") and util == 0 and not asks.logins   # "the last 30 things logged in syslog"
        # find build -name "*.tmp" for "find all .tmp files in build and delete them": the deletion left out
        count += asks.delete_asked and name == "find" and util == 0 and end == len(words) \
            and not any(a in ("-delete", "-exec", "-execdir", "-ok") for a in args)
        # ls -S /home/ana | head for "the 10 biggest files under /home/ana": files at any depth, not its top level
        count += name == "ls" and util == 0 and asks.under_files and not has_flag(args, "R", "--recursive")
        # grep -vc for "which lines dont contain localhost? number them": a count nobody asked for
        count += name in GREPS and has_flag(args, "c", "--count") and not asks.count_asked
        count += name == "yes" and not asks.yes_asked
        # chmod 600 ./release.sh for "running ./release.sh says permission denied": the owner still cannot run it
        count += asks.run_denied and name == "chmod" and bool(args) and _mode_without_run(next((a for a in args if not a.startswith("-")
                                                                                         or re.fullmatch(r"-[rwxX]+", a)), ""))
        count += asks.files_only and name in OWNERSHIP_TOOLS and has_flag(args, "R", "--recursive") \
            and not (util and words[util - 1] in ("-exec", "-execdir", "xargs"))
        # join part1.txt part2.txt for "join part1.txt and part2.txt together into one file": lines put together
        # on a common field, which nobody asked for (cat's work)
        count += name == "join" and not asks.join_fields
        count += name == "touch" and asks.folder_made   # touch ~/logs for "create a folder in ~/logs named …": a file
        # uniq -c for "count unique IP addresses": how many there are, not how often each comes
        count += name == "uniq" and has_flag(args, "c", "--count") and asks.count_distinct and "wc" not in words
        # md5sum -c checksums.md5 for "make md5 checksums of every file … and save them to checksums.md5": a check
        count += bool(re.fullmatch(r"(?:md5|sha\d*|b2)sum", name)) and has_flag(args, "c", "--check") and not asks.verify
        # find -mindepth 3 for "at most 3 levels down": what lies above level 3 left out
        count += name == "find" and asks.depth_cap and "-mindepth" in args
        count += name == "find" and asks.depth_exact and ("-mindepth" in args) != ("-maxdepth" in args)
        # echo extra.txt >> main.txt for "the contents of extra.txt at the bottom of main.txt": the name, not its lines
        count += name == "echo" and bool(asks.contents_of) and any(unquoted(a) in asks.contents_of for a in args)
        # rm /var/log/*.log for "delete empty .log files in /var/log": every one of them, empty or not
        count += asks.empty_sought and util == 0 and not any(_EMPTY_TESTS.match(w) for w in words) \
            and name not in ("rmdir", "test", "[", "touch", "truncate")   # (touch and truncate make empty files)
        # find ~/Desktop -mtime +365 -delete for "move everything on my Desktop older than a year into ~/old_desktop"
        count += asks.moved and util == 0 and (name in ("rm", "shred") or name == "find" and "-delete" in args) \
            and not any(w in ("mv", "cp", "rsync") for w in words)
        # cp .gitkeep logs for "create an empty file called .gitkeep in logs": a file that is not there yet
        count += asks.empty_made and name in ("cp", "mv")
        # unzip invoices.zip for "delete invoices.zip": unpacked, not removed
        count += asks.removal_only and name in ("unzip", "gunzip", "bunzip2", "unxz", "zcat", "xzcat", "bzcat")
    return count


_WHO_DIGITS = {"u": (0,), "g": (1,), "o": (2,), "a": (0, 1, 2)}


def octal_against_mode(octal: str, mode: str) -> bool:
    """Whether the octal chmod mode ``octal`` (``755``) contradicts the symbolic ``mode`` the request says
    in words (``a+w``, ``go-w``, ``u=rw``): it lacks bits asked for, keeps bits taken away, or differs from
    an exact mode. ``chmod 755 uploads`` for "writable by everyone" grants no one but the owner write."""
    m = re.fullmatch(r"([ugoa]*)([+=-])([rwx]+)", mode)
    if m is None or not re.fullmatch(r"[0-7]{3,4}", octal):
        return False
    digits = [int(d) for d in octal[-3:]]
    bits = sum({"r": 4, "w": 2, "x": 1}[c] for c in set(m.group(3)))
    who = {i for c in (m.group(1) or "a") for i in _WHO_DIGITS[c]}
    if m.group(2) == "+":
        return any(digits[i] & bits != bits for i in who)
    if m.group(2) == "-":
        return any(digits[i] & bits for i in who)
    return any(digits[i] != bits for i in who)


# Operands that are folders whatever the machine: . .. ~ /, a top-level folder (/etc, /srv), a name/.
_A_FOLDER = re.compile(r"\.|\.\.|~|/|/[a-z]+|\S+/")
_QUOTED_GLOB = re.compile(r"""(["'])[^"'/]*[*?][^"']*\1""")


def has_flag(args: list[str], letters: str, long: str = "") -> bool:
    """Whether ``args`` hold a short-flag cluster with one of ``letters`` (``-avz`` has ``z``) or a flag
    matching the pattern ``long`` (``--recursive|--directories=\\S+``)."""
    pattern = (rf"-[A-Za-z]*[{letters}][A-Za-z]*" if letters else "(?!)") + (f"|{long}" if long else "")   # no letters: long only
    return any(re.fullmatch(pattern, a) for a in args)


def _counts(name: str, args: list[str]) -> bool:
    """Whether the simple command prints a count of its own (``grep -c``, ``wc -l``): one line."""
    if name in GREPS:
        return has_flag(args, "c", "--count")
    return name == "wc" and not any(a.startswith("-") and a != "-l" for a in args)


# How many operands (words that are not flags) a utility needs at least; fewer is an unfinished
# command ("chgrp shared/", "pkill -f", "cp notes.txt"). Flag arguments count as operands here, so a
# command is only ever found short, never wrongly.
_MIN_OPERANDS = {"cp": 2, "mv": 2, "scp": 2, "rsync": 2, "chmod": 2, "chown": 2, "chgrp": 2, "zip": 2,
                 "usermod": 2, "gpasswd": 2, "useradd": 1, "userdel": 1, "groupadd": 1,
                 "ln": 1, "kill": 1, "pkill": 1, "killall": 1, "pgrep": 1, "pidof": 1, "grep": 1, "egrep": 1,
                 "mkdir": 1, "rmdir": 1, "rm": 1, "touch": 1, "ssh": 1, "ping": 1, "curl": 1, "wget": 1,
                 "unzip": 1, "sed": 1, "awk": 1, "jq": 1}
# Filters that read their input from files or a pipe: alone at the prompt they wait for the terminal.
_READS_INPUT = frozenset({"tail", "head", "less", "more", "cat", "tac", "wc", "sort", "uniq", "md5sum", "sha256sum"})
_DOCKER_TARGETED = frozenset({"rm", "rmi", "stop", "kill", "start", "restart", "logs", "exec", "inspect", "pull", "push"})
# Prefixes that run a command and are nothing without one ("nohup &"); sudo alone only without flags (sudo -i).
_NEEDS_COMMAND = frozenset({"nohup", "watch", "timeout", "stdbuf", "sudo", "nice", "ionice"})
_PREFIX_VALUE = re.compile(r"\d+(?:\.\d+)?[smhd]?")   # the interval or duration a prefix takes


_WGET_VALUED = frozenset({"-P", "-O", "-o", "-a", "-t", "-T", "-w", "-U", "-e", "--directory-prefix", "--output-document",
                          "--output-file", "--tries", "--timeout", "--user", "--password", "--header", "--user-agent"})


def missing_operands(words: list[str]) -> int:
    """How many simple commands of ``words`` lack an operand their utility needs (see ``_MIN_OPERANDS``).

    A command fed by ``xargs`` or ``find -exec`` gets its operands from them and is never short.
    """
    short = 0
    for start, end in _segments(words):
        if start > 0 and words[start - 1] in ("xargs", "-exec", "-execdir"):
            continue
        util = utility_index(words, start, end)
        if util is None:   # only a prefix and its flags: "nohup", "watch -n 5", but not "sudo -i"
            prefixes = [w for w in words[start:end] if not w.startswith("-")]
            flags = any(w.startswith("-") for w in words[start:end])
            short += any(w in _NEEDS_COMMAND and not (w == "sudo" and flags) for w in prefixes)
            continue
        operands = [w for w in words[util + 1:end] if not w.startswith("-") or w == "-"]
        if _PREFIX_VALUE.fullmatch(words[util]) and any(w in _NEEDS_COMMAND for w in words[start:util]):
            short += not operands   # watch -n 10, timeout 30s: the number is the prefix's, and no command follows
            continue
        if words[end:end + 1] in (["$("], ["<("], [">("]):
            operands.append(words[end])   # kill $(…): the substitution is the operand
        name = words[util]
        if name == "docker":
            short += len(operands) == 1 and operands[0] in _DOCKER_TARGETED
        elif name == "lsof":   # lsof -t alone lists every process with an open file: kill $(lsof -t) kills them all
            flags = [w for w in words[util + 1:end] if w.startswith("-")]
            short += not operands and has_flag(flags, "t") \
                and not any("i" in w for w in flags)
        elif name == "wget":   # wget -O URL: the address taken as the file to write, nothing left to fetch
            args = words[util + 1:end]
            urls = [k for k, w in enumerate(args) if "://" in w]
            short += bool(urls) and all(k > 0 and args[k - 1] in ("-O", "--output-document") for k in urls)
            # wget -P . for "download https://… here": no address at all (-i reads them from a file)
            short += not urls and not has_flag(args, "i", "--input-file\\S*") and not any(
                not w.startswith("-") and not (k and args[k - 1] in _WGET_VALUED) for k, w in enumerate(args))
        elif name in _READS_INPUT:   # tail -f alone waits on the terminal, unless a pipe or < feeds it
            fed = (start > 0 and words[start - 1] == "|") or "<" in words[start:end]
            short += not operands and not fed
        elif name in _MIN_OPERANDS:
            short += len(operands) < _MIN_OPERANDS[name]
        if name in GREPS and len(operands) == 1 and _FILE_LIKE.fullmatch(unquoted(operands[0])) \
                and not (start > 0 and words[start - 1] == "|") and "<" not in words[start:end]:
            short += 1   # grep app.log | …: the file taken for the pattern, and grep waits on the terminal
    return short


_FILE_LIKE = re.compile(r"[\w.~/-]*[\w-]\.(?:log|txt|csv|tsv|json|ya?ml|conf|ini|md|py|js|sh|xml|html?|sql|out|err)")


# A user slot filled with the host's own name (scp f db-01@db-01:~): the request named no user.
_HOST_AS_USER = re.compile(r"(?<![\w.@-])([\w.-]+)@\1(?=:|\s|$)")


def host_as_user(command: str) -> str:
    """``command`` without a user that is the host's own name: ``scp f db-01@db-01:~`` → ``scp f db-01:~``."""
    return _HOST_AS_USER.sub(r"\1", command) if "@" in command else command


_BARE_ARCHIVE = re.compile(r"(tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar\.zst|tar|zip)", re.I)
_TAR_SUFFIX = {"z": "tar.gz", "j": "tar.bz2", "J": "tar.xz", "": "tar"}


def _operand(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` is an operand: no flag, no glued piece, not the value glued to a flag (``--exclude=⁀ x``)."""
    return not words[k].startswith("-") and GLUE not in words[k] and not (k > 0 and words[k - 1].endswith(GLUE))


_A_SOURCE = re.compile(r"[~\w./-]*\w[~\w./-]*")   # a plain name or path: not -, $OUT or <(…)


def archive_names(words: list[str]) -> list[str]:
    """``words`` with an archive to be created named after what goes in it, where the model named it
    by its format alone or not at all: ``tar -czf tar.gz project`` → ``tar -czf project.tar.gz project``,
    ``tar -czf ~/notes`` → ``tar -czf notes.tar.gz ~/notes``, ``zip -r reports`` → ``zip -r reports.zip
    reports``."""
    out = list(words)
    for util, end in reversed(list(simple_commands(out))):
        name = out[util]
        if name == "tar":
            found = next(((i, m) for i in range(util + 1, end - 1)
                          if (m := _TAR_CLUSTER.fullmatch(out[i])) and "c" in m.group(2)), None)
            if found is None:
                continue
            at, cluster = found
            bare = unquoted(out[at + 1]).lstrip("*").lstrip(".")   # tar -czf *.tar.gz build: named by a glob
            sources = [out[k] for k in range(at + 2, end) if _operand(out, k)]
            if not sources and _format(out[at + 1]) is None and _A_SOURCE.fullmatch(unquoted(out[at + 1])) \
                    and at + 2 == end:
                # tar -czf ~/notes: the one source taken for the archive; the archive goes before it
                out.insert(at + 1, "tar")
                sources, bare = [out[at + 2]], "tar"
            if len(sources) == 1 and _BARE_ARCHIVE.fullmatch(bare):
                base = unquoted(sources[0]).rstrip("/").rsplit("/", 1)[-1]
                if base and base not in (".", "..") and not _GLOB_CHARS.search(base):
                    letters = "".join(c for c in cluster.group(2) if c in _COMPRESSION_LETTERS)
                    bare = bare.lower()
                    out[at + 1] = f"{base}.{bare if bare != 'tar' else _TAR_SUFFIX.get(letters, 'tar')}"
        elif name == "zip":
            operands = [i for i in range(util + 1, end) if _operand(out, i)]
            if len(operands) == 1 and "-r" in out[util + 1:end]:
                source = unquoted(out[operands[0]]).rstrip("/")
                base = source.rsplit("/", 1)[-1]
                if base and base not in (".", "..") and _format(source) is None and not _GLOB_CHARS.search(base):
                    out.insert(operands[0], base + ".zip")   # (zip -r *.pdf: no one name to take)
    return out


def link_backwards(words: list[str], link_name: str) -> bool:
    """Whether an ``ln`` of ``words`` puts ``link_name`` (what the request calls the link: "a symlink named
    current") first, where the target goes: ``ln -s current releases/v2`` for ``ln -s releases/v2 current``."""
    for util, end in simple_commands(words):
        if words[util] != "ln":
            continue
        operands = [unquoted(a) for a in words[util + 1:end] if not a.startswith("-")]
        if len(operands) == 2 and operands[0].rstrip("/") == link_name.rstrip("/") != operands[1].rstrip("/"):
            return True
    return False


def link_turned(words: list[str], link_name: str) -> list[str]:
    """``words`` with each backwards ``ln`` (see ``link_backwards``) turned round: the request says which
    name is the link, so ``ln -s current releases/v2`` is ``ln -s releases/v2 current``."""
    out = list(words)
    for util, end in simple_commands(out):
        if out[util] == "ln" and link_backwards(out[util:end], link_name):
            at = [i for i in range(util + 1, end) if not out[i].startswith("-")]
            out[at[0]], out[at[1]] = out[at[1]], out[at[0]]
    return out


# Flags that are given again on purpose (grep -e a -e b, curl -H … -H …, ssh -o …, docker -p/-v/-e, verbosity).
_REPEATABLE = frozenset({"-e", "-H", "-o", "-p", "-v", "-I", "-d", "-L", "-t", "-k", "-F", "-l",
                         "--exclude", "--include", "--exclude-dir", "--header", "--data", "--volume", "--env"})


def repeated_flags(words: list[str]) -> int:
    """Flags given twice in one simple command (``journalctl -f myapp.service -f``) where a repeat has no
    use: a flag that takes no value written twice. find's expression is left alone."""
    count = 0
    for util, end in simple_commands(words):
        if words[util] in ("find", "test", "["):
            continue
        seen: set[str] = set()
        for w in words[util + 1:end]:
            if w.startswith("-") and len(w) > 1 and GLUE not in w and not w[1:].isdigit():
                if w in seen and w not in _REPEATABLE:
                    count += 1
                seen.add(w)
    return count


# grep's options that give the pattern, and the others that take the next word as their value
# (when not written --opt=value).
_GREP_PATTERN_FLAGS = frozenset({"-e", "-f", "--regexp", "--file"})
_GREP_VALUED = frozenset({"-m", "-A", "-B", "-C", "-d", "-D", "--include", "--exclude", "--exclude-dir",
                          "--max-count", "--context"})


def grep_words(words: list[str], util: int, end: int) -> tuple[list[str], list[str]] | None:
    """The flags and the operands (pattern, then files) of the grep at ``words[util]``, without the
    values of valued flags or pieces glued to the word before (``--exclude-dir=⁀ node_modules``);
    None when a flag gives the pattern."""
    flags, operands, skip = [], [], False
    for k in range(util + 1, end):
        w = words[k]
        if skip:
            skip = False
        elif w.startswith(GLUE) or words[k - 1].endswith(GLUE):
            continue
        elif w in _GREP_PATTERN_FLAGS:
            return None
        elif w.startswith("-") and len(w) > 1:
            flags.append(w)
            skip = w in _GREP_VALUED
        else:
            operands.append(w)
    return flags, operands


_GLOB_CHARS = re.compile(r"[*?\[]")
_NAMED_PLACE = re.compile(r"/?(?:[\w.-]+/)*[\w.-]*[A-Za-z][\w.-]*/?")   # src, /tmp, /var/log/, data/raw


def invented_places(words: list[str], text: str) -> int:
    """How many places a find starts from, a grep searches or a cp, mv, rm or rsync names that the request
    never says: ``grep -r TODO services --include="*.py"`` for "grep for TODO in all python files
    recursively", ``cp -r configs /media/usb`` for "copy the whole music folder onto my usb stick": names
    of the training data. ``.``, ``~`` and ``/`` are said by "here", "my files", "everywhere"."""
    said = text.lower()
    count = 0
    for util, end in simple_commands(words):
        if words[util] == "find":
            k = util + 1
            while k < end and not words[k].startswith(("-", "(", "!", "\\(")):
                k += 1
            places = words[util + 1:k]
        elif words[util] in GREPS:
            split = grep_words(words, util, end)
            places = split[1][1:] if split else []
        elif words[util] in ("cp", "mv", "rm", "rsync"):   # cp -r configs /media/usb for "copy the music folder …"
            places = [w for w in words[util + 1:end] if not w.startswith("-") and GLUE not in w and not _GLOB_CHARS.search(w)
                      and w not in ("{}", "\\;", "+", ".", "..", "~", "/")]
        else:
            continue
        for place in places:
            inner = unquoted(place)
            if _NAMED_PLACE.fullmatch(inner) and _base(inner.lower()) not in said:   # "the tmp folder": /tmp
                count += 1
    return count


def grep_swapped(words: list[str], places: set[str]) -> bool:
    """Whether a grep of ``words`` takes as its pattern one of ``places`` (what the request names as
    where to search) while a later operand is not one of them: pattern and file given backwards; or
    takes a place for a glob of names (``grep -r --include=src TODO .`` for "TODO in all files under src")."""
    for util, end in simple_commands(words):
        if words[util] not in GREPS:
            continue
        for w in words[util + 1:end]:
            flag, eq, value = w.partition("=")
            value = unquoted(value).rstrip("/")
            if eq and flag in ("--include", "--exclude", "--exclude-dir") and value in places and not _GLOB_CHARS.search(value):
                return True   # "in .go files under cmd/": *.go is said after "in" too, and is a glob
        found = grep_words(words, util, end)
        if found is None:
            continue                        # the pattern is given by a flag: every operand is a file
        operands = [unquoted(w).rstrip("/") for w in found[1]]
        if len(operands) >= 2 and operands[0] in places and any(o not in places for o in operands[1:]):
            return True
    return False


def searched_from(command: str, sought: set[str] | frozenset[str]) -> bool:
    """Whether a find of ``command`` starts from one of ``sought`` (what the request names as what to look
    for: "look in .py files for "import requests"" is no ``find "import requests" -name '*.py'``), or an ls, du or cd
    reads it as a folder."""
    for value in sought:
        quoted = "|".join(re.escape(q + value + q) for q in ("", "'", '"'))
        if re.search(rf"(?<![\w./-])find\s+(?:-[HLP]\s+)*(?:{quoted})(?=\s|$)", command):
            return True
        if re.search(rf"(?<![\w./-])(?:ls|du|cd)\s+(?:-\S+\s+)*(?:{quoted})(?=[\s/]|$)", command):
            return True   # ls "import requests"/*.py: the text as a folder too
    return False


def sed_swapped(words: list[str], places: set[str]) -> bool:
    """Whether a sed of ``words`` writes into its script one of ``places`` (what the request names as
    where to edit: "replace a with b in settings.py") and edits a file that is not one of them:
    ``sed -i 's/a/settings.py/g' b``."""
    for util, end in simple_commands(words):
        if words[util] != "sed":
            continue
        operands = [unquoted(words[k]) for k in range(util + 1, end) if _operand(words, k)]
        if len(operands) >= 2 and any(p in operands[0] for p in places) \
                and any(o.rstrip("/") not in places for o in operands[1:]):
            return True
    return False


def copy_swapped(words: list[str], targets: set[str], sources: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether a ``cp``/``mv`` of ``words`` copies out of one of ``targets`` (what the request names as
    where the files go: "move the screenshots to ~/Pictures/shots") into a name that is not one of them:
    ``mv ~/Pictures/shots screenshots``, ``find ~/Pictures/shots -exec mv {} screenshots \\;``; or copies
    into one of ``sources`` (what it names as where they come from: ``mv shot.png ~/Desktop`` for "move
    shot.png from my Desktop to ~/Pictures")."""
    # the target used, by itself or as the folder of a name (mv ~/Music/Unsorted/*.mp3 ~/Downloads)
    named = {t for w in words for t in targets if unquoted(w).rstrip("/") == t or unquoted(w).startswith(t + "/")}
    for util, end in simple_commands(words):
        if words[util] not in ("cp", "mv", "scp", "rsync"):
            continue
        operands = [unquoted(words[k]).rstrip("/") for k in range(util + 1, end)
                    if _operand(words, k) and words[k] not in ("\\;", "';'", "+")]
        given = next((unquoted(words[k + 1]).rstrip("/") for k in range(util + 1, end - 1) if words[k] in ("-t", "--target-directory")), None)
        if given is not None:   # mv -t ~/old {} +: where they go is -t's
            operands = [w for w in operands if w != given] + [given]
        if len(operands) >= 2 and operands[-1] not in targets and named:
            return True   # the target is used, but not as where the files go (also find TARGET -exec mv {} x)
        if len(operands) >= 2 and operands[-1] in sources - targets:
            return True   # where the files come from, as where they go
    return False


_FROM_HERE = re.compile(r"\bfrom\s+(?:here|this\s+(?:machine|computer|box|laptop|pc|host)|my\s+(?:laptop|machine|computer|pc|desktop)"
                        r"|local(?:ly)?|the\s+local\s+\w+)\b|\bupload\w*", re.I)
_TO_HERE = re.compile(r"\b(?:to|into|down\s+to)\s+(?:here|this\s+(?:machine|computer|box|laptop|pc|folder|directory|dir)"
                      r"|my\s+(?:laptop|machine|computer|pc)|the\s+current\s+(?:folder|directory|dir))\b|\bdownload\w*|\blocally\b"
                      r"|^\s*(?:pull|fetch|grab)\b|\binto\s+the\s+local\s+(?:folder|directory|dir)\b", re.I)


_REMOTE = re.compile(r"(?![./~])[\w.@-]+:")   # host:path, user@host:path
# "rsync site.tar.gz to deploy@web1:/var/releases/": the request writes which side the remote path is on
_TO_REMOTE = re.compile(r"\b(?:to|into|onto)\s+(?![./~])[\w.-]+@?[\w.-]*:(?!//)", re.I)
_FROM_REMOTE = re.compile(r"\bfrom\s+(?![./~])[\w.-]+@?[\w.-]*:(?!//)", re.I)


def remote_copy_backwards(words: list[str], text: str) -> bool:
    """Whether an ``scp``/``rsync`` of ``words`` copies the other way from the request's words: from the host
    for "copy results.tar.gz from here to my home folder on hpc.uni.edu" (``scp alice@hpc.uni.edu:results.tar.gz
    .``), or to it for "download /var/log/app.log from web1 to here"."""
    up, down = bool(_FROM_HERE.search(text) or _TO_REMOTE.search(text)), bool(_TO_HERE.search(text) or _FROM_REMOTE.search(text))
    if up == down:
        return False
    for util, end in simple_commands(words):
        if words[util] not in REMOTE_COPIERS:
            continue
        operands = [unquoted(words[k]) for k in range(util + 1, end) if _operand(words, k)]
        if len(operands) < 2:
            continue
        remote_last = bool(_REMOTE.match(operands[-1]))
        remote_before = any(_REMOTE.match(a) for a in operands[:-1])
        if up and remote_before and not remote_last or down and remote_last and not remote_before:
            return True
    return False


# Tools whose operands are paths to the things they act on (not a folder to search, like find or grep -r).
_PATH_OPERAND_TOOLS = frozenset("""rm rmdir touch cat less more head tail wc md5sum sha1sum sha256sum sha512sum
chmod chown chgrp stat file du ls mkdir nano vim vi code shred truncate dos2unix unix2dos tac nl strings
hexdump xxd jq gzip gunzip bzip2 bunzip2 xz unxz zcat python python3 bash sh node ruby perl source open
xdg-open sort uniq diff cp mv ln rsync scp for""".split())
_SCRIPT_FIRST = GREPS | {"sed", "awk"}   # their first operand is a pattern or script
_PLACED_TOOLS = _PATH_OPERAND_TOOLS | _SCRIPT_FIRST | {"cut", "tee"}   # tools whose file joined_places may place
_COPIERS = frozenset({"cp", "mv", "ln", "rsync", "scp"})   # a folder operand next to the name is where it goes


def joined_places(words: list[str], pairs: list[tuple[str, str]]) -> list[str]:
    """``words`` with a name the request places in a folder ("every .bin file in firmware/", "the
    node_modules folder in frontend/") written as one path, where a tool that takes paths uses the
    name bare: ``md5sum *.bin`` → ``md5sum firmware/*.bin`` (the folder was left out),
    ``rm -rf node_modules frontend/`` → ``rm -rf frontend/node_modules`` (the folder written as an
    operand of its own). ``pairs`` holds ``(name, folder)`` as the request gives them. A cp, mv, ln or
    rsync keeps a folder operand of its own when it may be where the files go (the last operand, or
    before the name)."""
    out = list(words)
    for name, folder in pairs:
        base = folder.rstrip("/")
        if not base or base in (".", "..") or "/" in name or name.startswith(("~", "$", "-")):
            continue
        forms = {base, base + "/"}
        for util, end in reversed(list(simple_commands(out))):
            tool = out[util]
            operands = [k for k in range(util + 1, end) if _operand(out, k)]
            if tool in _SCRIPT_FIRST and not any(re.fullmatch(r"-[A-Za-z]*[ef]|--(?:regexp|file|expression)\S*", w)
                                                 for w in out[util + 1:end]):
                operands = operands[1:]   # grep nginx.conf /etc: the pattern searched for is no name to place
            hits = [k for k in operands if out[k] == name]
            if tool not in _PLACED_TOOLS or len(hits) != 1:
                continue
            if tool == "scp" and any(":" + base in out[j] for j in operands):
                break   # "put app.jar in /opt/app on app01": the folder is the remote host's

            k = hits[0]
            if not any(w in forms or w.startswith(base + "/") for w in out):
                out[k] = f"{base}/{name}"
            else:
                operands = [j for j in range(util + 1, end) if _operand(out, j)]
                beside = [j for j in (k - 1, k + 1) if util < j < end and out[j] in forms and _operand(out, j)
                          and (tool not in _COPIERS or (j == k + 1 and j != operands[-1]))]
                if beside:   # for a copier only a source: mv shot.png ~/Desktop ~/Pictures, not cp notes.txt docs
                    out[k] = f"{base}/{name}"
                    del out[beside[0]]
            break
    return out


_VALUED = frozenset({"-t", "--target-directory", "-m", "--mode", "-n", "-c", "-o", "-S", "--suffix"})


def listed_names(words: list[str], lists: list[list[str]]) -> list[str]:
    """``words`` with the rest of a list of names the request gives ("create folders logs, tmp and
    cache") put after the ones a tool that takes paths already uses (``mkdir -p logs tmp`` → ``mkdir -p
    logs tmp cache``, ``cp a.txt docs/`` for "copy a.txt and b.txt to docs/" → ``cp a.txt b.txt docs/``).
    The used names must stand next to each other in the list's order; names used elsewhere are left."""
    out = list(words)
    for names in lists:
        if all(n in out for n in names):
            continue
        for util, end in simple_commands(out):
            if out[util] not in _PATH_OPERAND_TOOLS:
                continue
            at = [k for k in range(util + 1, end) if out[k] in names and _operand(out, k) and out[k - 1] not in _VALUED]
            used = [out[k] for k in at]
            if not at or at != list(range(at[0], at[0] + len(at))) or used != [n for n in names if n in used]:
                continue
            missing = [n for n in names if n not in out]
            if not missing or len(at) != len([n for n in names if n in out]):
                continue
            out[at[-1] + 1:at[-1] + 1] = missing
            break
    return out
