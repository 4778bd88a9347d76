"""Archives, compression and checksums: what ``tar``, ``zip``/``unzip`` and the compressors archive, leave
out, keep and extract, the tools that read compressed files (zgrep, zcat), and the checksum tools' hashes,
forms, flags and files.
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import NOT_NAMES, Recognized
from serval.model.repair import GREPS, archive_names, has_flag, simple_commands, tar_letter, tar_modes, tar_names_nothing, unquoted
from serval.model.phrasebook.shared import quoted_glob
from serval.model.rewrites.shared import _KEEP_ATTRIBUTES, _LISTED_IN, _called_folder, _found


_HOME_SAID = re.compile(r"\b(?:my\s+home|home\s+(?:directory|folder|dir))\b", re.I)
_HERE_SAID = re.compile(r"\b(?:this|the\s+current)\s+(?:directory|folder|dir)\b|\bhere\b", re.I)


def archive_source(command: str, rec: Recognized) -> str:
    """``command`` with the folder the request says a tar archive is made of, where the tar has no source:
    "backup my home directory to /mnt/backup/home.tar.gz" gave ``tar -czf /mnt/backup/home.tar.gz`` →
    ``… ~``; "this folder" gives ``.``."""
    said = "~" if _found(_HOME_SAID, rec.text) else "." if _found(_HERE_SAID, rec.text) else None
    if said is None:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] == "tar" and tar_names_nothing(words, util, end):
            words.insert(end, said)
    return " ".join(words)


_ORIGINAL_GOES = re.compile(r"\b(?:delet|remov|drop|discard)\w*\s+(?:the\s+)?(?:original|uncompressed|source)", re.I)
_COMPRESSORS = frozenset({"gzip", "bzip2", "xz", "zstd", "lz4"})


def original_removed(command: str, rec: Recognized) -> str:
    """``command`` without a compressor's keep flag where the request says the original goes: "compress
    app.log and delete the original" gave ``bzip2 -k app.log`` (which keeps it) → ``bzip2 app.log``; a zip moves its files in
    (``zip -rm``)."""
    if not _found(_ORIGINAL_GOES, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "zip":   # zip -r reports.zip reports original: zip -m moves the files into the archive
            words[util + 1:end] = [w for w in words[util + 1:end] if w not in ("original", "originals", "folder", "source")]
            cluster = next((k for k in range(util + 1, len(words)) if re.fullmatch(r"-[A-Za-z]+", words[k])), None)
            if cluster is None:
                words.insert(util + 1, "-m")
            else:   # (zip's -k is DOS names, never "keep")
                words[cluster] = words[cluster].replace("k", "") + ("" if "m" in words[cluster] else "m")
            continue
        if words[util] not in _COMPRESSORS:
            continue
        for k in range(util + 1, end):
            if words[k] in ("-k", "--keep"):
                words[k] = ""
            elif re.fullmatch(r"-[A-Za-z]*k[A-Za-z]*", words[k]):
                words[k] = words[k].replace("k", "")
    return " ".join(w for w in words if w)


_EXCLUDING = re.compile(r"\b(?:exclud\w*|without|except|but\s+not|skip\w*|leav\w*\s+out|ignor\w*)\s+(?:the\s+)?$", re.I)


def excluded_not_archive(command: str, rec: Recognized) -> str:
    """``command`` with a name the request excludes, which a creating tar took for its archive, made
    an ``--exclude`` and the archive named after the one source: "a tarball of ~/notes excluding .git"
    gave ``tar -czf .git ~/notes`` → ``tar -czf notes.tar.gz --exclude=.git ~/notes``."""
    excluded = {e.value for e in rec.entities if _EXCLUDING.search(rec.text[:e.start])}
    if not excluded:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] != "tar":
            continue
        for k in range(util + 1, end - 2):
            if "c" in tar_modes(words[k]) and words[k + 1] in excluded:
                if sum(1 for w in words[k + 2:end] if not w.startswith("-")) == 1:
                    words[k + 1] = "--exclude=" + words[k + 1]
                    words = archive_names(words[:k + 1] + ["tar"] + words[k + 1:])
                break
    return " ".join(words)


def _shell_words(words: list[str], start: int, end: int) -> list[tuple[int, bool]]:
    """``(index, whole)`` of each shell word of ``words[start:end]``: where it starts, and whether it is
    one piece (``"upstream timed out"`` is three pieces of one shell word, the first at its index)."""
    out, quote = [], None
    for k in range(start, end):
        opened = quote
        for c in words[k]:
            if quote is None and c in "'\"":
                quote = c
            elif c == quote:
                quote = None
        if opened is None:
            out.append((k, quote is None))
    return out


def _files_in(value: str, rec: Recognized) -> bool:
    """Whether the request names ``value`` (a path without an extension) as the place of several files:
    "the gzipped logs in /var/log/nginx", "archives under backups"."""
    return "." not in value.rpartition("/")[2] and any(
        e.value == value and e.type in ("Path", "Directory")
        and re.search(r"\b(?:logs|files|archives)\b[^.;]*\b(?:in|under|inside|within|from)\s+(?:the\s+|my\s+)?$",
                      rec.text[:e.start], re.I) for e in rec.entities)


def gzipped_in_folder(command: str, rec: Recognized) -> str:
    """``command`` with ``/*.gz`` after a folder that zgrep or zcat reads ("search the gzipped logs in
    /var/log/nginx for 'upstream timed out'" gave ``zgrep "upstream timed out" /var/log/nginx``: a folder is
    no compressed file)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("zgrep", "zcat", "zless", "zegrep"):
            continue
        first = 1 if words[util] in ("zcat", "zless") else 2   # zgrep: the pattern, then files
        operands = [(k, whole) for k, whole in _shell_words(words, util + 1, end) if not words[k].startswith("-")]
        for k, whole in operands[first - 1:]:
            if not whole:
                continue
            value = unquoted(words[k])
            base = value.rstrip("/").rpartition("/")[2]
            if base and "*" not in value and (value.endswith("/") or _called_folder(value, rec) or _files_in(value, rec)):
                words[k] = value.rstrip("/") + "/*.gz"
    return " ".join(words)


# The verbs of leaving something out ("excluding", "without", "skip", "leaving out")
_LEAVING_OUT = r"exclud\w*|without|except(?:\s+for)?|skip\w*|ignor\w*|leav\w*\s+out"
_EXCLUDED_LIST = re.compile(rf"\b(?:{_LEAVING_OUT}|not\s+counting)\s+(?:the\s+|any\s+)?"
                            r"([\w.~/-]+(?:\s*(?:,|,?\s+(?:and|or|nor))\s+(?:the\s+)?[\w.~/-]+)*)", re.I)
_USUAL_LEFT_OUT = frozenset("node_modules venv env build dist target vendor logs tmp cache __pycache__ coverage".split())


def listed_excludes(command: str, rec: Recognized) -> str:
    """``command`` with an exclusion for each name the request lists as left out, where a creating tar
    or a grep already leaves one out: "make myapp.tar.gz without node_modules or .git" gave
    ``--exclude=node_modules`` only, "search for API_KEY but skip node_modules and .git" gave
    ``--exclude-dir=.git`` only; where nothing is left out yet, a recursive grep's folders and a creating tar's
    names ("grep for password in ~/project but skip the .git folder"). Names are what look like files or
    folders (a dot, slash, underscore or digit, a name the request gives, or a folder people usually leave
    out), not "without compression"."""
    named = {e.value for e in rec.entities}
    wanted = []
    for m in _EXCLUDED_LIST.finditer(rec.text):
        for name in re.split(r"\s*(?:,|,?\s+(?:and|or|nor))\s+(?:the\s+)?", m.group(1)):
            name = name.rstrip(".,;")
            if name and (re.search(r"[._/\d-]", name) or name in named or name in _USUAL_LEFT_OUT) \
                    and name.lower() not in NOT_NAMES:
                wanted.append(name)
    if not wanted:
        return command
    words = command.split(" ")
    kinds = {f"*{n}" for n in wanted if re.fullmatch(r"\.\w{1,8}", n)}   # "skip .bak files": *.bak
    for k, w in enumerate(words):   # grep -r password --include="*.bak" for "skip .bak files": the kind left out
        m = re.fullmatch(r"--include=(['\"]?)(\*\.\w+)\1", w)
        if m and m.group(2) in kinds and any(words[u] in GREPS for u, _ in simple_commands(words)):
            words[k] = f"--exclude={m.group(1)}{m.group(2)}{m.group(1)}"
    for util, end in simple_commands(words):
        if words[util] == "tar" and any("c" in tar_modes(w) for w in words[util + 1:end]) or words[util] == "du":
            flag = "--exclude="   # du -sh ./app for "how much space … not counting node_modules" too
        elif words[util] in GREPS:
            flag = "--exclude-dir="   # only names without a glob: grep's folders
        else:
            continue
        have = {w.split("=", 1)[1].strip("'\"").rstrip("/") for w in words[util:end] if w.startswith(flag)}
        # "excluding any .o files" with --exclude=*.o already there: the kind, not a file named .o
        missing = [n for n in wanted if n.rstrip("/") not in have and not (flag == "--exclude-dir=" and "*" in n)
                   and not (re.fullmatch(r"\.\w{1,8}", n) and f"*{n}" in have)]
        if not missing:
            continue
        if not have:
            # none excluded yet: a recursive grep leaves out folders ("grep for password in ~/project but skip the
            # .git folder"), a creating tar what the list names; not kinds of file, which grep's --exclude takes
            if flag == "--exclude-dir=":
                if not has_flag(words[util + 1:end], "rR", "--recursive|--dereference-recursive"):
                    continue
                missing = [n for n in missing if not re.fullmatch(r"\.\w{1,8}", n) or n in (".git", ".svn", ".hg", ".venv", ".cache")]
            if not missing:
                continue
            words[util + 1:util + 1] = [f"{flag}{n}" for n in missing]
            break
        last = max(k for k in range(util, end) if words[k].startswith(flag))
        words[last + 1:last + 1] = [f"{flag}{n}" for n in missing]
        break
    return " ".join(words)


def archive_into_folder(command: str, rec: Recognized) -> str:
    """``command`` writing a new tar archive into the folder the request puts it in, not archiving that folder too:
    "tar up /srv/data into /backups with today's date in the filename" gave ``tar -czf data-$(date +%F).tar.gz /srv/data
    /backups`` → ``tar -czf /backups/data-$(date +%F).tar.gz /srv/data``."""
    m = re.fullmatch(r"((?:sudo\s+)?tar\s+-?[A-Za-z]*c[A-Za-z]*f)\s+((?:[^\s$]|\$\([^)]*\))+)\s+(.+)", command)   # a name may hold $(date +%F)
    if m is None or "/" in m.group(2) or any(w in SEGMENT_ENDS for w in command.split(" ")):
        return command
    sources = m.group(3).split(" ")
    if len(sources) < 2 or any(w.startswith("-") for w in sources):
        return command
    last = sources[-1]
    into = re.search(rf"\b(?:into|to)\s+(?:the\s+)?(?:folder\s+|directory\s+)?{re.escape(last.rstrip('/'))}/?(?=[\s,]|$)", rec.text)
    said_first = re.search(rf"(?<![\w/.~-]){re.escape(sources[0])}(?![\w/.~-])", rec.text)
    if into is None or said_first is None or said_first.start() > into.start() or re.search(r"\.\w{1,5}$", last):
        return command   # the folder named after what is archived, as the archive's place
    return f"{m.group(1)} {last.rstrip('/')}/{m.group(2)} {' '.join(sources[:-1])}"


def unzip_members(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the members an unzip extracts given as members: ``unzip course_pack.zip -d
    *.pdf`` (into a folder named like the pdfs) is ``unzip course_pack.zip '*.pdf'``; and a glob of archives quoted for
    unzip to expand: ``unzip ~/Downloads/*.zip`` (the shell's expansion makes every archive after the first a member
    name of the first) is ``unzip "$HOME/Downloads/*.zip"``."""
    many = re.fullmatch(r"(unzip\s+(?:-\w+\s+)*)([^\s'\"]*\*[^\s'\"]*\.zip)((?:\s+-d\s+\S+)?)", command)
    if many:
        return f"{many.group(1)}{quoted_glob(many.group(2))}{many.group(3)}"
    return re.sub(r"^(unzip\s+(?:-\w+\s+)*\S+\.zip)\s+-d\s+['\"]?(\S*\*\S*?)['\"]?$", r"\1 '\2'", command)


_SUM_TOOLS = r"(?:md5sum|sha1sum|sha224sum|sha256sum|sha384sum|sha512sum|b2sum|base64)"
_OF_STRING = re.compile(r"\b(?:the\s+)?(?:string|text|word|phrase|password)\s+(['\"]?)([^\s'\",;]+)\1", re.I)
_HASH_ONLY = re.compile(r"\b(?:just|only)\s+the\s+(?:(?:md5|sha\d+|b2|blake2b?)\s+)?(?:hash|checksum|sum|digest)\b|\b(?:hash|checksum)\s+only\b"
                        r"|\b(?:without|not|no)\s+(?:the\s+)?file\s*name\b", re.I)


def hash_forms(command: str, rec: Recognized) -> str:
    """``command`` with a checksum or base64 of what the request means: of a string ("md5 of the string
    password123": ``echo -n password123 | md5sum``, not a file of that name), the hash alone ("just the hash
    not the filename": ``| cut -d' ' -f1``), and base64's ``-w`` given its width (``base64 -w 0``)."""
    command = re.sub(r"\bbase64\s+-w(?=\s+(?!\d))", "base64 -w 0", command)
    m = _found(_OF_STRING, rec.text)
    if m is not None:
        value = re.escape(m.group(2))
        command = re.sub(rf"^({_SUM_TOOLS}(?:\s+-[a-z]+)*)\s+(['\"]?){value}\2$",
                         lambda h: f"echo -n {h.group(2)}{m.group(2)}{h.group(2)} | {h.group(1)}", command)
    if _found(_HASH_ONLY, rec.text) and re.fullmatch(rf"{_SUM_TOOLS.replace('|base64', '')}\s+[^|;&<>]+", command):
        command += " | cut -d' ' -f1"
    return command


def tar_from_list(command: str, rec: Recognized) -> str:
    """``command`` with tar archiving the files a list names: "create selected.tar.gz from the files listed in
    filelist.txt" gave ``tar -czf selected.tar.gz filelist.txt`` (the list itself) → ``tar -czf
    selected.tar.gz -T filelist.txt``; the files listed to leave out are ``-X list``."""
    m = _found(_LISTED_IN, rec.text)
    words = command.split(" ")
    if m is None or words[0] != "tar" or not any("c" in tar_modes(w) for w in words[1:]) or "-T" in words or "--files-from" in command:
        return command
    listed = m.group(1)
    if re.search(r"\b(?:exclud\w*|skip\w*|without|except|leav\w*\s+out)\b[^.;]*$", rec.text[:m.start()], re.I):
        # "excluding files listed in exclude.txt": tar -X reads the names to leave out from the list
        return re.sub(rf"--exclude=(['\"]?){re.escape(listed)}\1(?=\s|$)", lambda _: f"-X {listed}", command)
    if "-X" in words:
        return command
    at = [k for k, w in enumerate(words) if unquoted(w) == listed and k > 0 and not words[k - 1].endswith("f")]
    if len(at) != 1:
        return command
    words[at[0]:at[0] + 1] = ["-T", words[at[0]]]
    return " ".join(words)


_TOP_FOLDER_DROPPED = re.compile(r"\b(?:without|dropping|drop|strip(?:ping)?|remov(?:e|ing)|skip(?:ping)?|minus|losing)\s+(?:its\s+|the\s+|their\s+)?"
                                 r"(?:top[\s-]?level|top|outer|leading|first|wrapping|enclosing|root)\s+(?:path\s+)?(?:folder|directory|dir|component)s?\b", re.I)


def top_folder_dropped(command: str, rec: Recognized) -> str:
    """``command`` extracting an archive without the folder everything in it sits in, when the request says so:
    "unpack app-1.2.tar.gz into the current directory without its top-level folder" gave ``tar -xzf
    app-1.2.tar.gz`` → ``tar -xzf app-1.2.tar.gz --strip-components=1``."""
    if not _found(_TOP_FOLDER_DROPPED, rec.text) or "--strip-components" in command:
        return command
    words = command.split(" ")
    if words[0] != "tar" or not any("x" in tar_modes(w) for w in words[1:]):
        return command
    return " ".join(words + ["--strip-components=1"])


# The tools that read a compressed file as its text, by its kind.
_COMPRESSED_READERS = {"grep": ("zgrep", "bzgrep", "xzgrep"), "egrep": ("zegrep", "bzegrep", "xzegrep"), "cat": ("zcat", "bzcat", "xzcat"),
                       "less": ("zless", "bzless", "xzless"), "more": ("zmore", "bzmore", "xzmore"), "diff": ("zdiff", "bzdiff", "xzdiff"),
                       "cmp": ("zcmp", "bzcmp", "xzcmp")}
_COMPRESSED = re.compile(r"[\w./~-]+\.(gz|bz2|xz)")


def compressed_readers(command: str, rec: Recognized | None = None) -> str:
    """``command`` reading a compressed file with the tool made for it: ``grep timeout server.log.bz2`` (which
    searches the compressed bytes) → ``bzgrep timeout server.log.bz2``; ``cat hello.txt.bz2`` → ``bzcat``; ``diff
    old.conf.gz new.conf.gz`` → ``zdiff``; ``tail -n 50 kern.log.xz`` → ``xzcat kern.log.xz | tail -n 50`` (and wc: the lines of the text, not of the bytes); zgrep without ``-r``, which it does not have."""
    words = command.split(" ")
    if len(simple_commands_list := list(simple_commands(words))) != 1:
        return command
    util, end = simple_commands_list[0]
    name, args = words[util], words[util + 1:end]
    files = [m.group(1) for a in args if not a.startswith("-") and (m := _COMPRESSED.fullmatch(unquoted(a)))]
    if not files or len(set(files)) != 1 or any(a in (">", ">>", "<") for a in args):
        return command
    kind = ("gz", "bz2", "xz").index(files[0])
    if name in _COMPRESSED_READERS:
        words[util] = _COMPRESSED_READERS[name][kind]
    if words[util] in ("zgrep", "zegrep", "bzgrep", "bzegrep", "xzgrep", "xzegrep"):
        # zgrep -r logs/app.log.1.gz: zgrep reads the files it is given and has no -r
        words[util + 1:end] = [w if not re.fullmatch(r"-[A-Za-z]+", w) else ("-" + w[1:].replace("r", "").replace("R", "")) for w in args]
        return " ".join(w for w in words if w != "-")
    if name in _COMPRESSED_READERS:
        return " ".join(words)
    if name in ("head", "tail", "wc") and len(files) == 1 and not has_flag(args, "fF", "--follow\\S*"):   # wc: "count lines in events.json.xz"
        file = next(a for a in args if _COMPRESSED.fullmatch(unquoted(a)))
        rest = [a for a in args if a != file]
        return " ".join(words[:util] + [("zcat", "bzcat", "xzcat")[kind], file, "|", name, *rest] + words[end:])
    return command


# A request that makes an archive ("put a.csv and b.csv into r.tar.gz"), not one that asks what one holds.
_PACKING = re.compile(r"^\s*(?:please\s+)?(?:put|pack|archive|create|make|tar|bundle|compress|zip|7z|add|back\s*up|backup|combine|store|save)\b", re.I)
_ARCHIVE_NAME = re.compile(r"\.(?:tar(?:\.(?:gz|bz2|xz|zst|lz4|lzma))?|tgz|tbz2?|txz|7z|zip)$", re.I)
_SUM_FILE = re.compile(r"\.(?:sha\d*(?:sums?)?|md5(?:sums?)?|sums?|checksums?|b2)$", re.I)


def operands_in_place(command: str, rec: Recognized | None = None) -> str:
    """``command`` with two operands put where their tool reads them: zip's, 7z's and tar's archive first (``zip a.txt
    b.txt files.zip`` → ``zip files.zip a.txt b.txt``, ``tar -czf a.csv b.csv r.tar.gz`` → ``tar -czf r.tar.gz a.csv b.csv``), and a checksum written to the checksum file, not over the file
    summed (``sha256sum backup.tar.gz.sha256 > backup.tar.gz`` → ``sha256sum backup.tar.gz > backup.tar.gz.sha256``)."""
    m = re.fullmatch(r"zip((?:\s+(?:-[PsbntxiO]\s+\S+|-\S+))*)((?:\s+(?!-)[^\s|;&<>]+)+)", command)   # -P pw: a flag's value
    if m is not None:
        operands = m.group(2).split()
        archives = [k for k, w in enumerate(operands) if unquoted(w).endswith(".zip")]
        if len(archives) == 1 and archives[0] > 0:
            operands.insert(0, operands.pop(archives[0]))
            return f"zip{m.group(1)} {' '.join(operands)}"
    # tar -czf a.csv b.csv reports.tar.gz: the archive made is -f's; 7z a music music.7z: 7z's archive comes first
    m = re.fullmatch(r"((?:sudo\s+)?tar\s+-?[A-Za-z]*c[A-Za-z]*f|7z\s+a)\s+([^\s|;&<>]+)((?:\s+(?!-)[^\s|;&<>]+)+)", command)
    if m is not None and not _ARCHIVE_NAME.search(unquoted(m.group(2))) and not re.search(r"[$`'\"()]", command) \
            and rec is not None and _found(_PACKING, rec.text) and not _found(_LISTED_IN, rec.text):   # (words, not a dated name; a list file is tar_from_list's)
        operands = m.group(3).split()
        archives = [k for k, w in enumerate(operands) if _ARCHIVE_NAME.search(unquoted(w))]
        if len(archives) == 1:
            archive = operands.pop(archives[0])
            rest = [w for w in [m.group(2), *operands] if w != archive]
            return f"{m.group(1)} {archive} {' '.join(dict.fromkeys(rest))}"
    m = re.fullmatch(r"((?:sha\d+|md5|b2|cksum)sum(?:\s+-\S+)*)\s+(\S+)\s+>\s+(\S+)", command)
    if m is not None and _SUM_FILE.search(m.group(2)) and not _SUM_FILE.search(m.group(3)):
        return f"{m.group(1)} {m.group(3)} > {m.group(2)}"
    return command


def moved_what_was_made(command: str, rec: Recognized) -> str:
    """``command`` moving or copying the file its first step made where the model left the move without it:
    "compress the logs directory into logs.tar.gz and move the archive to /backup" gave ``tar -czf logs.tar.gz
    logs && mv /backup/`` → ``tar -czf logs.tar.gz logs && mv logs.tar.gz /backup/``."""
    m = re.fullmatch(r"(.*?(?:\btar\s+-[A-Za-z]*c[A-Za-z]*f\s+|\bzip\s+(?:-\S+\s+)*|\s-o\s+|>\s*)(\S+)(?:\s.*?)?)\s+&&\s+(mv|cp)\s+(?!-)(\S+)",
                     command)
    if m is None or unquoted(m.group(4)) == unquoted(m.group(2)):
        return command
    return f"{m.group(1)} && {m.group(3)} {m.group(2)} {m.group(4)}"


_FAILURES_ONLY = re.compile(r"\bonly\s+(?:show|list|print|report|display|see)\s+(?:me\s+)?(?:the\s+)?(?:ones|files|those|entries|checksums|sums)?\s*"
                            r"(?:that|which)?\s*(?:fail|failed|failing|don'?t\s+match|mismatch)|\b(?:show|list|print|report)\s+(?:me\s+)?only\s+"
                            r"(?:the\s+)?(?:ones|files|those|entries|failures|mismatches)\b(?:\s+(?:that|which)\s+(?:fail|failed|don'?t\s+match))?"
                            r"|\bonly\s+(?:the\s+)?(?:failures|failed\s+(?:ones|files|checks))\b", re.I)


def failures_only(command: str, rec: Recognized) -> str:
    """``command`` with a checksum check quiet about the files that pass where the request wants only the
    failures: "verify the md5 sums in checksums.md5 and only show the ones that fail" → ``md5sum -c --quiet
    checksums.md5``."""
    if not _found(_FAILURES_ONLY, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if re.fullmatch(r"(?:md5|sha\d*|b2|cksum)sum|cksum", words[util]) and has_flag(args, "c", "--check") \
                and "--quiet" not in args and words[end:end + 1] != ["|"]:
            return " ".join(words[:util + 1] + [w for w in args if w.startswith("-")] + ["--quiet"]
                            + [w for w in args if not w.startswith("-")] + words[end:])
    return command


def tar_mode_given(command: str, rec: Recognized) -> str:
    """``command`` with the mode a tar without one needs, from the request's verb: "extract rootfs.tar into
    /mnt/rootfs preserving permissions" gave ``tar rootfs.tar -C /mnt/rootfs`` (tar refuses it) → ``tar -xpf
    rootfs.tar -C /mnt/rootfs``."""
    m = re.fullmatch(r"((?:sudo\s+)?tar)\s+(\S+)(\s.*)?", command)
    if m is None or not re.match(r"\s*(?:please\s+)?(?:extract|unpack|untar)\b", rec.text, re.I):
        return command
    archive = unquoted(m.group(2))
    letter = tar_letter(archive)
    if letter is None:
        return command
    keep = "p" if _found(_KEEP_ATTRIBUTES, rec.text) else ""
    return f"{m.group(1)} -x{letter}{keep}f {m.group(2)}{m.group(3) or ''}"


_RESTORED = re.compile(r"^\s*(?:please\s+)?restore\b[^.;]*?(?<![\w./~-])[\w./~-]+\.(?:tar|tgz|tbz2?|txz)(?:\.\w+)?\b", re.I)
_RESTORED_TO = re.compile(r"\b(?:to|into|in|onto)\s+([~/.][^\s,;]*)", re.I)


def tar_restored(command: str, rec: Recognized) -> str:
    """``command`` unpacking the archive a request restores where the model packed it again: "restore etc-backup.tar.gz
    to / keeping original permissions" gave ``tar -p -czf etc-backup.tar.gz /`` (the backup overwritten with the whole
    disk) → ``tar -p -xzf etc-backup.tar.gz -C /``."""
    if not _found(_RESTORED, rec.text):
        return command
    words = command.split(" ")
    at = next((k for k, w in enumerate(words) if re.fullmatch(r"-?[A-Za-z]*c[A-Za-z]*f", w) and k and words[k - 1] in ("tar", "-p", "-v")), None)
    if at is None or at + 1 >= len(words) or not _ARCHIVE_NAME.search(unquoted(words[at + 1])):
        return command
    to = _found(_RESTORED_TO, rec.text)
    rest = words[at + 2:]
    if any(w in SEGMENT_ENDS for w in rest) or len([w for w in rest if not w.startswith("-")]) > 1:
        return command
    places = [w for w in rest if not w.startswith("-")]
    if places and (to is None or places[0].rstrip("/") != to.group(1).rstrip("/") and places[0] != "/"):
        return command
    words[at] = words[at].replace("c", "x")
    tail = ["-C", places[0]] if places else []
    return " ".join(words[:at + 2] + tail)


def sum_flags_kept(command: str, rec: Recognized) -> str:
    """``command`` without the flags a checksum tool does not have: "get the sha256 fingerprint of ubuntu.iso" gave
    ``sha256sum -l ubuntu.iso`` (ssh-keygen's fingerprint flag; sha256sum refuses it) → ``sha256sum ubuntu.iso``."""
    if "sum" not in command:
        return command   # (no checksum tool; a quoted run of spaces kept as it is)
    words = command.split(" ")
    for util, end in simple_commands(words):
        if re.fullmatch(r"(?:md5|sha1|sha224|sha256|sha384|sha512|b2)sum", words[util]):
            own = "bctwzl" if words[util] == "b2sum" else "bctwz"   # (b2sum's -l: the digest's length in bits)
            for k in range(util + 1, end):
                if re.fullmatch(r"-[A-Za-z]+", words[k]) and set(words[k][1:]) - set(own):
                    kept = "".join(c for c in words[k][1:] if c in own)
                    words[k] = f"-{kept}" if kept else ""
    return " ".join(w for w in words if w)


_HASH_SAID = re.compile(r"(?<![\w-])(md5|sha-?1|sha-?224|sha-?256|sha-?384|sha-?512|b2|blake2b?)(?:sum)?(?![\w-])", re.I)


def hash_named(command: str, rec: Recognized) -> str:
    """``command`` computing the hash the request names: "write the sha512 checksum of backup.tar.gz to
    backup.tar.gz.sha512" gave ``sha256sum backup.tar.gz > …`` → ``sha512sum backup.tar.gz > …``."""
    said = {re.sub(r"-|blake2b?", lambda k: "" if k.group(0) == "-" else "b2", h.lower()) for h in _HASH_SAID.findall(rec.text)}
    if len(said) != 1:
        return command
    tool = f"{said.pop()}sum"
    return re.sub(r"\b(?:md5|sha1|sha224|sha256|sha384|sha512|b2)sum\b", tool, command)


def tar_reads_list(command: str, rec: Recognized | None = None) -> str:
    """``command`` with tar reading the names found from its input: ``find images -name '*.jpg' | xargs tar -cf
    photos.tar`` runs tar once per batch of names, each run writing the archive anew, so only the last batch is
    kept; ``| tar -cf photos.tar -T -`` takes all."""
    verbose = rec is not None and re.search(r"\bverbose|\bshow(?:ing)?\s+(?:each|every|the\s+files|progress)|\blist(?:ing)?\s+(?:each|every|the\s+files)", rec.text, re.I)
    # (xargs tar -czf py.tar.gz -T - and xargs tar -czf c.tar.gz . are the same run with a stray list or folder)
    command = re.sub(r"\|\s*xargs\s+tar\s+(-?c[a-zA-Z]*f)\s+(\S+)(?:\s+-T\s+-|\s+\.)?$",
                     lambda m: f"| tar -{m.group(1).lstrip('-') if verbose else m.group(1).lstrip('-').replace('v', '')} {m.group(2)} -T -", command)
    # the same for zip, which reads names with -@ ("find notes -name '*.md' and zip them into docs.zip")
    squeeze = rec is not None and re.search(r"\b(?:max\w*|best|highest|strongest)\s+compression\b|-9\b", rec.text, re.I)
    def zip_list(m: re.Match) -> str:
        flags = [f for f in m.group(1).split() if squeeze or f != "-9"]
        return " ".join(["| zip", *flags, m.group(2), "-@"])
    command = re.sub(r"\|\s*xargs\s+zip((?:\s+-[a-z0-9]+)*)\s+(\S+\.zip)$", zip_list, command)
    # find's list of names written into the archive itself ("pack all .conf files under /etc into confs.tar.gz" gave
    # find /etc -name "*.conf" > confs.tar.gz): the names for tar or zip to pack
    found = re.fullmatch(r"(find\s[^|;&<>]+?)\s+>\s+(\S+?\.(tar\.gz|tgz|tar\.bz2|tbz2?|tar\.xz|txz|tar|zip))", command)
    if found is not None:
        kind = found.group(3).lower()
        if kind == "zip":
            return f"{found.group(1)} | zip {found.group(2)} -@"
        return f"{found.group(1)} | tar -c{tar_letter(found.group(2)) or ''}f {found.group(2)} -T -"
    return command


_FOLDER_LEFT_OUT = re.compile(rf"\b(?:{_LEAVING_OUT})\s+(?:everything\s+in\s+|anything\s+in\s+)?"
                              r"(?:the\s+|its\s+)?(?P<name>[\w.-]+)\s+(?:folder|directory|dir)\b", re.I)


def zip_folder_left_out(command: str, rec: Recognized) -> str:
    """``command`` leaving out the folder the request names, as zip and unzip write it (-x with the folder's
    contents): "zip the src folder into src.zip leaving out the .git directory" gave ``zip -r src.zip src`` →
    ``zip -r src.zip src -x 'src/.git/*'``; "unzip archive.zip but skip everything in the images folder" gave
    ``unzip archive.zip -d images`` → ``unzip archive.zip -x 'images/*'``."""
    m = _found(_FOLDER_LEFT_OUT, rec.text)
    words = command.split(" ")
    if m is None or words[0] not in ("zip", "unzip") or "-x" in words or any(w in ("|", ";", "&&", ">") for w in words):
        return command
    name = m.group("name")
    if name.lower() in NOT_NAMES:
        return command   # "ignoring the directory structure": no folder named
    if words[0] == "unzip":
        words = [w for k, w in enumerate(words) if not (w == "-d" and k + 1 < len(words) and unquoted(words[k + 1]) == name)
                 and not (k and words[k - 1] == "-d" and unquoted(w) == name)]
        return " ".join(words + ["-x", f"'{name}/*'"])
    operands = [w for w in words[1:] if not w.startswith("-")]
    if len(operands) == 3 and operands[0].endswith(".zip") and name in (unquoted(operands[1]), unquoted(operands[2])):
        words.remove(next(w for w in operands[1:] if unquoted(w) == name))   # the folder left out written as one to pack
        operands = [w for w in words[1:] if not w.startswith("-")]
    if len(operands) != 2 or not operands[0].endswith(".zip") or unquoted(operands[1]) == name:
        return command
    return " ".join(words + ["-x", f"'{unquoted(operands[1]).rstrip('/')}/{name}/*'"])


_LEVEL_SAID = re.compile(r"\b(?:compression\s+)?level\s+(\d{1,2})\b|-(\d{1,2})\s+compression\b", re.I)
_LEVELLED = frozenset({"gzip", "bzip2", "xz", "zstd", "zip", "pigz", "lz4", "brotli"})


def compression_level(command: str, rec: Recognized) -> str:
    """``command`` with the compression level the request names given to its compressor: "compress trace.bin with
    zstd level 19" gave ``zstd trace.bin`` (or ``zstd 19 trace.bin``, the level as a file) → ``zstd -19 trace.bin``."""
    m = _found(_LEVEL_SAID, rec.text)
    if m is None:
        return command
    level = m.group(1) or m.group(2)
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in _LEVELLED or any(re.fullmatch(r"-\d{1,2}|--(?:fast|best)", w) for w in words[util + 1:end]):
            continue
        kept = [w for w in words[util + 1:end] if w != level]   # the level written as an operand
        words[util + 1:end] = [f"-{level}", *kept]
        return " ".join(words)
    return command


_COMPRESSED_EXT = {"gzip": ".gz", "bzip2": ".bz2", "xz": ".xz"}


def compressed_to(command: str, rec: Recognized) -> str:
    """``command`` writing the compressed file where the request names it: "compress notes.txt into
    archive/notes.txt.gz and leave the original alone" gave ``gzip -k notes.txt`` (notes.txt.gz beside it) →
    ``gzip -c notes.txt > archive/notes.txt.gz``. A name other than the one the compressor writes needs ``-c``
    and a redirect; the original stays either way."""
    m = re.fullmatch(r"(?P<tool>gzip|bzip2|xz)(?P<flags>(?:\s+-[a-z0-9]+)*)\s+(?P<src>[^\s|;&<>*-][^\s|;&<>*]*)", command)
    if m is None or re.search(r"[dtlc]", m.group("flags").replace("-", "")):
        return command
    ext, src = _COMPRESSED_EXT[m.group("tool")], unquoted(m.group("src"))
    named = [e.value for e in rec.entities if e.value.endswith(ext) and e.value != src + ext]
    if len(named) != 1 or not re.search(rf"\b(?:into|to|as)\s+{re.escape(named[0])}", rec.text):
        return command
    flags = " ".join(f for f in m.group("flags").split() if f != "-k")
    return " ".join(w for w in (m.group("tool"), "-c", flags, m.group("src"), ">", named[0]) if w)


_PASSWORD_SAID = re.compile(r"\b(?:with|using)\s+(?:the\s+)?password\s+(?:of\s+)?['\"]?(?P<pw>[^\s'\"]+)['\"]?"
                            r"|\bthe\s+password\s+is\s+['\"]?(?P<pw2>[^\s'\"]+)['\"]?", re.I)


def zip_password_said(command: str, rec: Recognized) -> str:
    """``command`` with the password the request gives: "zip report.pdf into secure.zip with the password hunter2"
    gave ``zip -e secure.zip report.pdf hunter2`` (-e asks for one; hunter2 a file to add) → ``zip -P hunter2
    secure.zip report.pdf``; "extract docs.zip using the password s3cret" → ``unzip -P s3cret docs.zip``."""
    m = _found(_PASSWORD_SAID, rec.text)
    words = command.split(" ")
    if m is None or words[0] not in ("zip", "unzip") or "-P" in words:
        return command
    pw = (m.group("pw") or m.group("pw2")).rstrip(".,;")
    if words[0] == "unzip" and re.search(r"\b(?:extract|unzip|unpack)\w*\b", rec.text, re.I):
        words = [w for w in words if w not in ("-l", "-t", "-v")]   # a listing or a test extracts nothing
    kept = []
    for k, w in enumerate(words[1:], 1):
        if unquoted(w) == pw or w in ("-e", "--encrypt") or words[k - 1] == "-d" and unquoted(w) == pw:
            continue
        if re.fullmatch(r"-[a-zA-Z]*e[a-zA-Z]*", w) and words[0] == "zip":
            w = w.replace("e", "")
            if w == "-":
                continue
        kept.append(w)
    kept = [w for k, w in enumerate(kept) if not (w == "-d" and (k + 1 == len(kept) or kept[k + 1].startswith("-")))]
    return " ".join([words[0], "-P", pw, *kept])


def sums_saved(command: str, rec: Recognized | None = None) -> str:
    """``command`` writing checksums to the file named for them: "write md5 checksums of every file under dist to
    checksums.md5" gave ``md5sum dist/* checksums.md5`` (a file to check, not to write) → ``md5sum dist/* >
    checksums.md5``."""
    return re.sub(rf"^((?:sudo\s+)?{_SUM_TOOLS}\s+(?!-\w*c)[^|;&<>]*?[^\s|;&<>])\s+([\w./~-]*(?:\.(?:md5|sha1|sha256|sha512|sum|sums)|SUMS|checksums[\w.-]*))$",
                  r"\1 > \2", command)


# "extract backup.tar.gz into restore", "unzip photos.zip into the folder album": where the archive unpacks
_UNPACKED_INTO = re.compile(r"\b(?:extract|unpack|untar|unzip|decompress|expand)\w*\s+(?:the\s+)?(?:archive\s+|tarball\s+|zip\s+)?"
                            r"(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz|\.zst)?|tgz|tbz2?|txz|zip))\s+(?:in)?to\s+(?:the\s+|a\s+)?"
                            r"(?:(?:new\s+|existing\s+)?(?:folder|directory|dir)\s+(?:called\s+|named\s+)?)?(?P<dir>[~./\w][\w./~-]*)", re.I)


def unpacked_into(command: str, rec: Recognized) -> str:
    """``command`` unpacking where the request says, when the folder is a plain word the model left out: "extract
    backup.tar.gz into restore" gave ``tar -xzf backup.tar.gz`` → ``tar -xzf backup.tar.gz -C restore``; an unzip
    gets ``-d``."""
    m = _found(_UNPACKED_INTO, rec.text)
    if m is None or m.group("dir").lower() in NOT_NAMES | {"it", "there", "here"}:
        return command
    arch, folder = m.group("arch"), m.group("dir")
    if re.fullmatch(rf"(?:sudo\s+)?tar\s+-?[a-zA-Z]*x[a-zA-Z]*f?\s+(?:-\S+\s+)*{re.escape(arch)}", command):
        return f"{command} -C {folder}"
    if re.fullmatch(rf"(?:sudo\s+)?unzip\s+(?:-\S+\s+)*{re.escape(arch)}", command):
        return f"{command} -d {folder}"
    return command


# Where a request's files are only those of one folder, not of its tree: "in the current directory", "here"
_HERE_ONLY = re.compile(r"\b(?:in|from)\s+(?:the\s+)?(?:current|this|my\s+current)\s+(?:directory|folder|dir)\b|\bhere\b", re.I)
_TREE = re.compile(r"\b(?:under|below|beneath|recursive\w*|sub-?(?:folders?|directories|dirs?)|anywhere|tree|nested|at\s+any\s+depth|find)\b", re.I)


def here_globbed(command: str, rec: Recognized) -> str:
    """``command`` packing the files of one kind of the current folder by a glob, not by find (which also goes into
    every folder below): "tar all the .csv files in the current directory into csvs.tar.gz" gave ``find . -name
    "*.csv" | tar -czf csvs.tar.gz -T -`` → ``tar -czf csvs.tar.gz *.csv``; zip's ``-@`` list the same."""
    if not _found(_HERE_ONLY, rec.text) or _found(_TREE, rec.text):
        return command
    m = re.fullmatch(r"find\s+\.\s+(?:-maxdepth\s+1\s+)?(?:-type\s+f\s+)?-name\s+(['\"]?)(\*\.[\w.]+)\1\s+\|\s+"
                     r"(tar\s+-?[A-Za-z]*c[A-Za-z]*f\s+\S+|zip(?:\s+-[A-Za-z0-9]+)*\s+\S+\.zip)\s+(?:-T\s+-|-@)((?:\s+&&\s+.*)?)", command)
    if m is None:
        return command
    return f"{m.group(3)} {m.group(2)}{m.group(4)}"


def folder_before_members(command: str, rec: Recognized | None = None) -> str:
    """``command`` with tar's ``-C DIR`` before the members it extracts, where GNU tar reads it for them: ``tar -xjf
    year.tar.bz2 report.txt -C /tmp/r`` → ``tar -xjf year.tar.bz2 -C /tmp/r report.txt``."""
    m = re.fullmatch(r"((?:sudo\s+)?tar\s+-?[A-Za-z]*x[A-Za-z]*f\s+\S+)((?:\s+(?!-)[^\s|;&<>]+)+)\s+(-C\s+\S+)", command)
    return command if m is None else f"{m.group(1)} {m.group(3)}{m.group(2)}"


_OTHER_COMPRESSOR = re.compile(r"\b(?:bzip2?|bz2|xz|zstd?|zst|lzma|lz4|7z|7-?zip|zip|tar|tarball|archive)\b|\.(?:bz2|xz|zst|zip|7z)\b", re.I)


def plain_compressor(command: str, rec: Recognized) -> str:
    """``command`` compressing with gzip where the request names no compressor: "compress access.log" gave ``bzip2
    access.log`` (the model's pick among its compressors) → ``gzip access.log``, what "compress" means unsaid; the
    same for find's ``-exec`` and xargs."""
    if not re.search(r"\bcompress\w*\b", rec.text, re.I) or _found(_OTHER_COMPRESSOR, rec.text):
        return command
    words = command.split(" ")
    if any(unquoted(w).endswith(".bz2") for w in words):
        return command
    for k, w in enumerate(words):   # the program run: first, after sudo, a pipe, find's -exec or xargs (compress: not on Ubuntu)
        if w in ("bzip2", "compress") and (k == 0 or words[k - 1] in ("sudo", "|", "&&", ";", "-exec", "-execdir", "xargs", "-0")):
            words[k] = "gzip"
    return " ".join(words)


_ONLY_KINDS = re.compile(r"\b(?:including|include|with|keeping|taking)\s+only\b|\bonly\s+(?:the\s+)?(?:\*?\.\w+|\w+)\s+(?:and|or|,)\s+(?:\*?\.\w+|\w+)\s+files\b"
                         r"|\bonly\s+(?:the\s+)?(?:\*?\.\w+)\s+files\b", re.I)
_LEAVING_SAID = re.compile(r"\b(?:exclud\w*|except|without|skip\w*|leav\w*\s+out|ignor\w*|but\s+not|minus)\b", re.I)


def zip_only_kinds(command: str, rec: Recognized) -> str:
    """``command`` with zip's ``-x`` (leave out) made ``-i`` (take only) where the request takes only some files and
    leaves nothing out: "zip the data folder into data.zip including only .csv and .json files" gave ``zip -r data.zip
    data -x "*.json" "*.csv"`` → ``… -i "*.json" "*.csv"``."""
    if not _found(_ONLY_KINDS, rec.text) or _found(_LEAVING_SAID, rec.text):
        return command
    return re.sub(r"^(zip\s(?:[^|;&]*\s)?)-x(?=\s)", r"\1-i", command)


_UNDOING = re.compile(r"\b(?:de|un)compress\w*|\bextract\w*|\bunpack\w*|\bunzip\w*|\binflat\w*|\bexpand\w*|\bopen\w*|\bread\w*|\bview\w*"
                      r"|\bshow\w*|\bcat\b|\bunxz\b|\bgunzip\b|\bbunzip2\b|\btest\w*|\bcheck\w*|\bintegrity\b|\blist\w*|\bcontents?\b", re.I)


def compression_kept(command: str, rec: Recognized) -> str:
    """``command`` compressing where the request asks to compress and says nothing of undoing it: "compress all csv
    files in exports with xz" gave ``xz -d exports/*.csv`` → ``xz exports/*.csv``."""
    if not re.search(r"\bcompress\w*\b", rec.text, re.I) or _UNDOING.search(rec.text):
        return command
    command = re.sub(r"\b(xz|gzip|bzip2|zstd|lz4)\s+(?:-d|--decompress)(?=\s)", r"\1", command)
    return re.sub(r"\b(xz|gzip|bzip2|zstd)\s+-([a-ce-zA-Z]*)d([a-ce-zA-Z]*)(?=\s)", lambda m: f"{m.group(1)} -{m.group(2)}{m.group(3)}", command)


_PACKED_AS_ARCHIVE = re.compile(r"^(?P<pre>(?:sudo\s+)?tar\s+(?:--exclude=\S+\s+)*-(?P<modes>[a-zA-Z]*c[a-zA-Z]*)f)\s+(?P<target>[~./\w][\w./~-]*\w)(?P<rest>(?:\s+--exclude=\S+)*)$")


def folder_as_archive(command: str, rec: Recognized) -> str:
    """``command`` packing the folder the request names into an archive of its name, where tar took the folder for
    the archive and packs nothing: "tar up ~/projects/api but leave out node_modules" gave ``tar -czf ~/projects/api
    --exclude=node_modules`` → ``tar -czf api.tar.gz --exclude=node_modules ~/projects/api``."""
    m = _PACKED_AS_ARCHIVE.match(command)
    if m is None or re.search(r"\.(?:tar|tgz|tbz2?|txz|gz|bz2|xz|zst|zip|7z)$", m.group("target")):
        return command
    target = m.group("target")
    if not any(e.value.rstrip("/") == target.rstrip("/") for e in rec.entities):
        return command
    modes = m.group("modes")
    ext = ".tar.gz" if "z" in modes else ".tar.bz2" if "j" in modes else ".tar.xz" if "J" in modes else ".tar"
    name = target.rstrip("/").rsplit("/", 1)[-1].lstrip(".") or "archive"
    return f"{m.group('pre')} {name}{ext}{m.group('rest')} {target}"


def system_archived_as_root(command: str, rec: Recognized | None = None) -> str:
    """``sudo`` before a tar that packs all of /etc, or anything under /root: some of their files only root may read
    (/etc/shadow, /etc/ssl/private), so a user's tar stops with errors ("back up /etc into a tarball" → ``sudo tar -czf …
    /etc``). A folder inside /etc that everyone may read (/etc/nginx) is left as written (references: no sudo there)."""
    if not command.startswith("tar ") or any(w in SEGMENT_ENDS for w in command.split(" ")):
        return command
    words = command.split(" ")
    if not re.fullmatch(r"-?[A-Za-z]*c[A-Za-z]*", words[1]) and "--create" not in words:
        return command
    return "sudo " + command if any(re.fullmatch(r"['\"]?/(?:etc|root)(?:/(?:\.\w+)?)?['\"]?", w) or w.startswith(("/root/", "'/root/")) for w in words[2:]) else command
