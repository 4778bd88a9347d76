"""Files: ``cp``, ``mv``, ``rm``, ``ls``, ``du`` and ``stat`` given the files, flags and order the request
asks for, modes and owners (``chmod``, ``chown``) said in words, by kind or recursively, renames by kind or
prefix, keeping the newest, disk images (``dd``) and the outputs of conversions.
"""

from __future__ import annotations

import functools
import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import EXTENSION_WORDS, FILE_KINDS, HOME_FOLDERS, NOT_NAMES, Recognized, count_value, spoken_permission
from serval.model.repair import OWNERSHIP_TOOLS, RECURSION_ASKED, has_flag, octal_against_mode, order_asked, simple_commands, unquoted, without_recursion
from serval.model.rewrites.shared import _KEEP_ATTRIBUTES, _KIND_LEFT_OUT, _LISTED_IN, _found


# "each folder in /var", "every subdirectory of ~/projects", "each file in uploads": the folder's entries, one by one.
_EACH_ENTRY = re.compile(r"\b(?:each|every|all)\s+(?:the\s+)?(?:sub-?)?(?:folders?|directory|directories|dirs?|files?|things?"
                         r"|items?|entry|entries)\s+"
                         r"(?:in|of|under|inside)\s+(?:the\s+)?(?:folder\s+|directory\s+)?(\S+?)[?,.]?(?=\s|$)", re.I)


# Tools that say one thing of each name they are given, and of a folder nothing useful.
_PER_NAME = frozenset({"stat", "file", "md5sum", "sha1sum", "sha256sum", "sha512sum", "wc"})


def _entries_of(words: list[str], start: int, end: int, folder: str) -> None:
    """``folder`` (with or without its slash) among ``words[start:end]`` written as its entries, ``folder/*``."""
    for k in range(start, end):
        if folder and words[k].rstrip("/") == folder:
            words[k] = folder + "/*"


def du_each(command: str, rec: Recognized) -> str:
    """``command`` with ``du -s X`` made ``du -s X/*`` when the request asks for each folder in X ("how
    much space does each folder in /var take up?" gave ``du -sh /var``: one total), and the same for a
    tool that reports on each name it is given ("the permissions of every file in bin/ in octal" gave
    ``stat -c '%a' bin/``)."""
    m = _found(_EACH_ENTRY, rec.text)
    if m is None:
        return command
    folder = m.group(1).rstrip("/")
    words = command.split(" ")
    for util, end in simple_commands(words):
        if not (words[util] == "du" and has_flag(words[util + 1:end], "s", "--summarize") or words[util] in _PER_NAME):
            continue
        _entries_of(words, util + 1, end, folder)
    return " ".join(words)


# "copy all files from ~/Downloads/photos into ~/Pictures", "move every file in inbox to done": a folder's files.
_FOLDER_FILES = re.compile(r"\b(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?files?|the\s+files)\s+(?:from|in|inside|out\s+of)\s+"
                           r"(?:the\s+)?(?:folder\s+|directory\s+)?([~./\w][\w./~-]*?)[?,.]?(?=\s|$)", re.I)


def folder_files_moved(command: str, rec: Recognized) -> str:
    """``command`` with a ``cp`` or ``mv`` that is given the folder itself, without ``-r``, given its files
    instead when the request copies or moves all the files from it ("copy all files from ~/Downloads/photos
    into ~/Pictures but don't overwrite" gave ``cp -n ~/Downloads/photos ~/Pictures``, which cp refuses:
    ``cp -n ~/Downloads/photos/* ~/Pictures``); an ``rm`` without ``-r`` the same ("delete the files in
    ~/Desktop/junk but ask me before each one": ``rm -i ~/Desktop/junk/*``)."""
    m = _found(_FOLDER_FILES, rec.text)
    if m is None:
        return command
    folder = m.group(1).rstrip("/")
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] == "rm" and not has_flag(args, "rRd", "--recursive|--dir"):
            _entries_of(words, util + 1, end, folder)   # "delete the files in ~/Desktop/junk": rm refuses the folder itself
            continue
        if words[util] not in ("cp", "mv") or has_flag(args, "rRa", "--recursive|--archive") or len(args) < 2:
            continue
        _entries_of(words, util + 1, end - 1, folder)   # the sources: not the last operand, the destination
    return " ".join(words)


def recursion_asked(command: str, rec: Recognized) -> str:
    """``command`` with ``-R`` on a chmod, chown or chgrp that lacks it when the request asks for the
    folder and everything in it ("give the group write permission on shared/ and everything in it")."""
    words = command.split(" ")
    if not OWNERSHIP_TOOLS & set(words) or not _found(RECURSION_ASKED, rec.text):
        return command
    for util, end in reversed(list(simple_commands(words))):
        if words[util] in OWNERSHIP_TOOLS and not has_flag(words[util + 1:end], "R", "--recursive"):
            words.insert(util + 1, "-R")
    return " ".join(words)


_SYMBOLIC_MODE = re.compile(r"[ugoa]*[+=-][rwxXst]+")


def said_mode(rec: Recognized) -> str | None:
    """The chmod mode the request says in words (``spoken_permission``), or None when it types a mode
    of its own (``644``, ``u+x``) or says none."""
    return None if any(e.type == "Permission" for e in rec.entities) else spoken_permission(rec.text)


def spoken_mode(command: str, rec: Recognized) -> str:
    """``command`` with a symbolic chmod mode the model wrote made the one the request says in words
    ("make app.conf read-only for everyone": ``chmod a+r`` → ``chmod a=r``), when the request types no
    mode of its own. Octal modes stay, unless the words say all nine bits ("rwx for owner, r-x for group and
    nothing for others": ``chmod 755`` → ``chmod 750``) or the octal lacks bits the words give or keeps bits they take ("writable by
    everyone": ``chmod 755`` → ``chmod a+w``)."""
    mode = said_mode(rec) if "chmod" in command.split(" ") else None
    if mode is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "chmod":
            continue
        at = next((k for k in range(util + 1, end) if not re.fullmatch(r"-[A-Za-z]+|--[\w-]+", words[k])), None)
        if at is not None and (_SYMBOLIC_MODE.fullmatch(words[at]) or re.fullmatch(r"[0-7]{3,4}", words[at])
                               and (mode.isdigit() or "=" not in mode and octal_against_mode(words[at], mode))):
            words[at] = mode   # an octal mode too when the words give every class its own bits, or deny it
    return " ".join(words)


_TO_KIND = re.compile(r"\b(?:to|into)\s+(?:\*?\.)?([A-Za-z0-9]{1,5})(?:\s+files?)?\W*$", re.I)
_RENAME_LOOP = re.compile(r'for (\w+) in \*\.([\w.]+) ; do mv (-- )?"\$\1" (\S+) ; done')


def extension_swap(command: str, rec: Recognized) -> str:
    """``command`` with the new name of a rename loop made the old name with the extension the request
    asks for: "change the extension of all .txt files to .md" gave ``for f in *.txt ; do mv "$f" . ;
    done`` (the model cannot spell ``"${f%.txt}.md"`` for extensions it never saw) → ``… mv "$f"
    "${f%.txt}.md" …``."""
    m = _RENAME_LOOP.fullmatch(command)
    if m is None:
        return command
    var, old = m.group(1), m.group(2)
    new = next((e.value[2:] for e in rec.entities if e.type == "Pattern" and e.value.startswith("*.")
                and e.value[2:] != old and re.fullmatch(r"[\w.]+", e.value[2:])), None)
    said = _found(_TO_KIND, rec.text)   # "rename all txt files to md": a kind named bare
    if new is None and said and said.group(1).lower() in FILE_KINDS and said.group(1) != old:
        new = said.group(1)
    if new is None:
        return command
    target = f'"${{{var}%.{old}}}.{new}"'
    return command[:m.start(4)] + target + command[m.end(4):]


_CONVERT_TO = re.compile(r"\b(?:convert|turn|transcode|change|export|render|make)\s+(?:the\s+)?(?P<src>[\w~./-]+\.\w+)"
                         r"\s+(?:in)?to\s+(?:an?\s+)?\.?(?P<ext>[A-Za-z0-9]{2,5})\b(?!\.)", re.I)
_CONVERTERS = frozenset({"ffmpeg", "convert", "magick", "pandoc"})


def converted_output(command: str, rec: Recognized) -> str:
    """``command`` given the output a conversion asks for by its format alone, named after the input:
    "convert video.mov to mp4" gave ``ffmpeg -i video.mov`` → ``ffmpeg -i video.mov video.mp4``; "convert
    README.md to html with pandoc" gave ``pandoc -s -o README.md`` (README.md overwritten) → ``pandoc -s
    README.md -o README.html``. Only ffmpeg, ImageMagick and pandoc, whose output is a name of its own."""
    m = _found(_CONVERT_TO, rec.text)
    if not m or m.group("ext").lower() == m.group("src").rpartition(".")[2].lower():
        return command
    src, ext = m.group("src"), m.group("ext").lower()
    out = src.rpartition(".")[0] + "." + ext
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if name not in _CONVERTERS or src not in args:
            continue
        bare = [k for k in range(util + 1, end) if words[k].strip("'\"").lower() in ("." + ext, "*." + ext)]
        if bare:   # ffmpeg -i clip.mkv .webm: the format written as the output's name
            words[bare[-1]] = out
            continue
        if any(a.lower().endswith("." + ext) for a in args):
            continue
        if name == "pandoc":
            flags = [a for k, a in enumerate(args) if a.startswith("-") and a not in ("-o", "--output")
                     and not (k and args[k - 1] in ("-o", "--output"))]
            words[util:end] = [name, *flags, src, "-o", out]
        elif name == "ffmpeg" or all(a == src or a.startswith("-") or (k and args[k - 1].startswith("-"))
                                     for k, a in enumerate(args)):
            words.insert(end, out)
    return " ".join(words)


_FILE_NAME_WITH_KIND = re.compile(r"(?:[^/\s]*/)*[^/\s]*[^/\s.]\.(?:tar\.)?([A-Za-z0-9]{1,5})")


def rm_files_not_trees(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``-r`` taken off an ``rm`` whose every operand is a file by its kind ("force delete
    old_backup.tar.gz" gave ``rm -rf old_backup.tar.gz``, "delete the huge file movie_raw.mov" ``rm -r …``):
    a recursive rm is for folders, and its flag turns a slip in the name into a lost tree. The same for a
    ``zip`` of files only (``zip -r pdfs.zip *.pdf``), and an ``scp`` of files only (``scp -r results.tar.gz
    alice@hpc:~``)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("rm", "zip", "scp"):
            continue
        flags = [k for k in range(util + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[k])]
        operands = [w.strip("'\"") for w in words[util + 1:end] if not w.startswith("-")]
        if words[util] == "zip":   # zip -r pdfs.zip *.pdf: the archive, then what goes in
            operands = operands[1:]
        elif words[util] == "scp":   # scp -r results.tar.gz host:~: what is copied, then where to
            operands = [o for o in operands[:-1] if not re.match(r"(?![./~])[\w.@-]+:", o)]
        files = {e.value for e in rec.entities if e.type == "File"} if rec is not None else set()
        said_file = rec is not None and re.search(r"\bfiles?\s+(?:called\s+|named\s+)?[~/.\w-]", rec.text)
        kinds = [m.group(1).lower() if (m := _FILE_NAME_WITH_KIND.fullmatch(o)) else
                 "file" if o in files or said_file and len(operands) == 1 and "*" not in o else None for o in operands]
        if operands and all(k in FILE_KINDS or k == "file" for k in kinds):
            for k in flags:
                words[k] = without_recursion(words[k])
    return " ".join(w for w in words if w != "")


# In order: later rewrites see the earlier ones' output (the host put back before rsync's contents,
# names placed in their folder before the typed flags are added).
# "user and group", "owner and group": one name for both, chown's user:group.
_USER_AND_GROUP = re.compile(r"\b(?:user|owner)\s+(?:and|&|as\s+well\s+as)\s+(?:the\s+)?group\b|\bgroup\s+and\s+(?:user|owner)\b"
                             r"|\bboth\s+(?:the\s+)?(?:user|owner)\s+and\s+(?:the\s+)?group\b", re.I)


# "set owner to deploy and group to www-data", "owner alice and group staff": each its name
_OWNER_THEN_GROUP = re.compile(r"\b(?:owner|user)\s+(?:to\s+|as\s+|=\s*)?(?P<user>(?!and\b|of\b)[a-z_][\w-]*)\s*(?:,\s*)?(?:and\s+)?(?:the\s+)?group\s+(?:to\s+|as\s+|=\s*)?"
                               r"(?P<group>[a-z_][\w-]*)\b", re.I)


def owner_changed_as_root(command: str, rec: Recognized | None = None) -> str:
    """``sudo`` before a chown, and before a chgrp of a system folder (/srv, /var, /etc, /opt, /usr): only root gives a
    file to another user ("make deploy the owner of /var/www/app" gave ``chown deploy /var/www/app``, which fails for a
    user). A chgrp of the user's own files to one of the user's groups needs no root and stays as it is. A chmod of a
    file of the system (/etc, /usr, /srv, /var, /boot, /root) needs root as well ("chmod /usr/local/bin/cleanup to
    755")."""
    m = re.match(r"(chown|chgrp|chmod)\s", command)
    if m is None or any(w in SEGMENT_ENDS for w in command.split(" ")):
        return command
    if m.group(1) == "chown" or m.group(1) == "chgrp" and re.search(r"\s['\"]?/(?:srv|var|etc|opt|usr)(?:/|\s|$)", command) \
            or m.group(1) == "chmod" and re.search(r"\s['\"]?/(?:srv|var|etc|usr|boot|root)(?:/|\s|$)", command):
        return "sudo " + command
    return command


def owner_and_group(command: str, rec: Recognized) -> str:
    """``command`` with a chown's lone owner given as owner and group (``www-data:www-data``) where the
    request says one name is both: "change the owner of /var/www/blog to www-data, user and group"; or says each
    ("set owner to deploy and group to www-data": ``deploy:www-data``)."""
    pair = _found(_OWNER_THEN_GROUP, rec.text)
    if pair is not None and not {pair.group("user").lower(), pair.group("group").lower()} & (NOT_NAMES | {"and", "to", "the", "of", "for", "on"}):
        words = command.split(" ")
        for util, end in simple_commands(words):
            k = next((j for j in range(util + 1, end) if not words[j].startswith("-")), None) if words[util] == "chown" else None
            if k is not None and words[k] == pair.group("user"):
                words[k] = f"{pair.group('user')}:{pair.group('group')}"
        return " ".join(words)
    if not _found(_USER_AND_GROUP, rec.text) or sum(e.type == "Group" for e in rec.entities):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "chown":
            continue
        k = next((j for j in range(util + 1, end) if not words[j].startswith("-")), None)
        if k is not None and ":" not in words[k] and "." not in words[k] and re.fullmatch(r"[a-z_][\w-]*", words[k]):
            words[k] = f"{words[k]}:{words[k]}"
    return " ".join(words)


_TOTAL_SIZE = re.compile(r"\b(?:total|combined)\s+(?:disk\s+)?(?:size|space|usage)\b|\b(?:size|space)\s+(?:of\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?\S+"
                         r"\s+(?:combined|together|in\s+total|altogether)\b"
                         # "how much space all files owned by alice take", "the size in megabytes of all files owned by …"
                         r"|\bhow\s+much\s+(?:disk\s+)?space\s+(?:all|the)\s+[^.;?]*?\b(?:take|use|occupy)\b|\bsize\s+(?:in\s+\w+\s+)?of\s+all\s+(?:the\s+)?files\b", re.I)
# "the total number of lines in all .c files", "how many lines of code in total across …": one sum, not one per file
_TOTAL_LINES = re.compile(r"\b(?:total|combined|overall)\s+(?:number\s+of\s+|count\s+of\s+)?lines\b|\blines\b[^.;]*?\b(?:in\s+total|altogether|combined|all\s+together)\b"
                          r"|\b(?:total|sum)\s+line\s+count\b", re.I)


def total_size(command: str, rec: Recognized) -> str:
    """``command`` giving one total for "the total size of all the pngs in ~/Pictures/x": ``du -ch
    ~/Pictures/x/*.png | tail -n 1``, not ``du -sh`` of each file; the last line of a find's ``-exec du -ch {} +``; a
    find that only names the files ("how much space all files owned by alice take under /home") gives them to du
    (``-print0 | du -ch --files0-from=- | tail -n 1``);
    and for "the total number of lines in all .c files" the lines of all counted at once (``find . -name '*.c'
    -exec cat {} + | wc -l``), not a count per file."""
    if _found(_TOTAL_LINES, rec.text):
        # find src -name '*.py' -exec wc -l {} + (a line per file and a total per batch) → -exec cat {} + | wc -l
        return re.sub(r"^((?:sudo\s+)?find\s+[^|;&]*?)\s+(?:-exec\s+wc\s+-l\s+\{\}\s+\+|\|\s+xargs\s+wc\s+-l)$", r"\1 -exec cat {} + | wc -l", command)
    if not _found(_TOTAL_SIZE, rec.text):
        return command
    if re.fullmatch(r"(?:sudo\s+)?find\s+[^|;&]*?-exec\s+du\s+-c?h?c?\s+\{\}\s+\+", command) and "c" in command.split("-exec du ")[1].split(" ")[0]:
        return command + " | tail -n 1"   # find … -exec du -ch {} +: the files and the total; the total asked
    command = re.sub(r"^((?:sudo\s+)?find\s+[^|;&<>]*?)\s+-exec\s+ls\s+-[lh]+\s+\{\}\s+(?:\+|\\;)$", r"\1", command)   # ls lists, adds nothing up
    if re.fullmatch(r"(?:sudo\s+)?find\s+[^|;&<>]*", command) and not re.search(r"\s-(?:exec|execdir|delete|print0?|printf|f?ls|ok)\b", command):
        unit = "m" if re.search(r"\bmega\s*bytes?\b|\bin\s+mb\b", rec.text, re.I) else "h"   # a find naming the files: du adds them up
        return f"{command} -print0 | du -c{unit} --files0-from=- | tail -n 1"
    m = re.fullmatch(r"du\s+-([a-z]*)\s+((?:\S*\*\S*)(?:\s+[^\s|;&<>]+)*)", command)
    if m is None or set(m.group(1)) - set("shca"):
        return command
    letters = "c" + ("h" if "h" in m.group(1) else "")
    return f"du -{letters} {m.group(2)} | tail -n 1"


def copied_with_mode(command: str, rec: Recognized) -> str:
    """``command`` copying with the mode the request gives the copy: "copy config.sample to /etc/myapp/config
    with permissions 640" gave ``cp 640 config.sample /etc/myapp/config`` (cp has no mode) → ``install -m 640
    config.sample /etc/myapp/config``."""
    modes = [e.value for e in rec.entities if e.type == "Permission" and re.fullmatch(r"[0-7]{3,4}", e.value)]
    words = command.split(" ")
    if len(modes) != 1 or words[0] != "cp" or any(w in SEGMENT_ENDS for w in words) or \
            not re.search(r"\b(?:with|having|and\s+set|set\s+to)\s+(?:the\s+)?(?:permissions?|mode|perms)\b", rec.text, re.I):
        return command
    operands = [w for w in words[1:] if not w.startswith("-") and w != modes[0]]
    if len(operands) != 2:
        return command
    return f"install -m {modes[0]} {operands[0]} {operands[1]}"


_KIND_MODES = re.compile(r"\b(?P<a>dir(?:ector(?:y|ies))?s?|folders?|files?)\b[^.;]{0,30}?\b(?:to\s+)?(?P<am>[0-7]{3,4})\b[^.;]{0,20}?\b(?:and|,)\s+"
                         r"(?:all\s+(?:the\s+)?|every\s+|each\s+)?(?:regular\s+|plain\s+|ordinary\s+)?(?P<b>dir(?:ector(?:y|ies))?s?|folders?|files?)"
                         r"(?:\s+(?:under|in|inside|within)\s+(?:it|there|them))?\s+(?:to\s+)?"
                         r"(?P<bm>[0-7]{3,4})\b", re.I)


def modes_by_kind(command: str, rec: Recognized) -> str:
    """``command`` giving folders and files each the mode the request says: "set all dirs under /var/www/html to
    755 and all files to 644" gave one find that changes one kind → ``find /var/www/html -type d -exec chmod 755
    {} + && find /var/www/html -type f -exec chmod 644 {} +``."""
    m = _found(_KIND_MODES, rec.text)
    if m is None or "chmod" not in command:
        return command
    kinds = {("f" if m.group(k).lower().startswith("file") else "d"): m.group(k + "m") for k in ("a", "b")}
    places = [e.value for e in rec.entities if e.type in ("Path", "Directory")]
    if not places:   # "set all directories under www to 755": a bare name after "under" is the folder
        places = [e.value for e in rec.entities if re.search(r"\b(?:under|in|inside|within|of)\s+$", rec.text[:e.start])
                  and not re.fullmatch(r"[0-7]{3,4}", e.value)]
    if not places:   # "all directories under public_html": a word the vocabulary knows is no entity, but the place
        places = [w.group(1) for w in re.finditer(r"\b(?:under|in|inside|within)\s+(?:the\s+)?(?:folder\s+|directory\s+)?([~./\w][\w./~-]*\w)", m.group(0))
                  if w.group(1).lower() not in NOT_NAMES][:1]
    if set(kinds) != {"d", "f"} or len(places) != 1:
        return command
    place = places[0]
    return f"find {place} -type d -exec chmod {kinds['d']} {{}} + && find {place} -type f -exec chmod {kinds['f']} {{}} +"


_LIST_ACTIONS = (("rm", re.compile(r"\b(?:delete|remove|rm|erase|get\s+rid\s+of)\b", re.I)),
                 ("cp", re.compile(r"\bcopy\b", re.I)), ("mv", re.compile(r"\bmove\b", re.I)))


def listed_files_used(command: str, rec: Recognized) -> str:
    """``command`` acting on the files a list names, not on the list: "delete the files whose names are listed in
    to_delete.txt" gave ``find / -name to_delete.txt -delete`` (the list deleted) → ``xargs rm < to_delete.txt``;
    "copy the files listed in files.txt into backup/" → ``xargs cp -t backup/ < files.txt`` (mv too)."""
    m = _found(_LISTED_IN, rec.text)
    if m is None or command.startswith(("tar ", "sudo tar ", "rsync ")):
        return command
    listed = m.group(1)
    tool = next((t for t, said in _LIST_ACTIONS if said.search(rec.text)), None)
    if tool is None or listed not in [unquoted(w) for w in command.split(" ")]:
        return command
    read = re.search(rf"(?:<\s*|-a\s+|cat\s+){re.escape(listed)}\b", command) and "xargs" in command
    if read and (tool == "rm" or " -t " in command):
        return command   # xargs rm < list, xargs cp -t backup/ < list: the list read as names already
    if tool == "rm":
        return f"xargs rm < {listed}"
    target = re.search(r"\b(?:in)?to\s+(\S+?)[.,;]?(?=\s|$)", rec.text[m.end():])
    places = [e.value for e in rec.entities if e.type in ("Directory", "Path") and target and e.value == target.group(1)]
    return f"xargs {tool} -t {places[0]} < {listed}" if places else command


_SPACE_USED = re.compile(r"\b(?:used|taken|occupied|eaten)\s+(?:up\s+)?by\b|\bsize\s+of\b|\bhow\s+(?:big|large)\b"
                         r"|\bhow\s+much\s+(?:disk\s+)?space\s+(?:does|do|is)\b", re.I)


def folder_space_used(command: str, rec: Recognized) -> str:
    """``command`` measuring what a folder holds where the request asks how much space it takes: "total disk space
    used by /opt/tomcat/logs, human readable" gave ``df -h /opt/tomcat/logs`` (the free space of its filesystem) →
    ``du -sh /opt/tomcat/logs``; "how large is the .git folder" gave ``ls -lh .git`` (the entries inside) → ``du -sh
    .git``."""
    listed = re.fullmatch(r"(sudo\s+)?ls\s+-[a-zA-Z]*l[a-zA-Z]*\s+([^\s|;&<>-]\S*)", command)
    if listed is not None and _found(_SPACE_USED, rec.text) and not re.search(r"\b(?:files?|each|every|inside|in\s+it)\b", rec.text, re.I):
        place = re.escape(listed.group(2).rstrip("/"))
        if any(e.type == "Directory" and e.value.rstrip("/") == listed.group(2).rstrip("/") for e in rec.entities) \
                or re.search(rf"(?<![\w.-]){place}/?\s+(?:folder|directory|dir)\b|\b(?:folder|directory|dir)\s+{place}(?![\w.-])", rec.text, re.I):
            return f"{listed.group(1) or ''}du -sh {listed.group(2)}"
    m = re.fullmatch(r"(sudo\s+)?df\s+-h\s+([~.]?/[\w./-]*\w|~)", command)
    if m is None or m.group(2) in ("/",) or m.group(2).startswith("/dev/") or not _found(_SPACE_USED, rec.text) \
            or re.search(r"\b(?:free|left|available|remaining)\b", rec.text, re.I):
        return command
    return f"{m.group(1) or ''}du -sh {m.group(2)}"


# du: files of a kind left out, every file listed with the folders, folders' times, folders over a size
_DU_EVERY_FILE = re.compile(r"\b(?:every|each|all)\s+(?:the\s+)?files?\s+and\s+(?:sub)?(?:folders?|director(?:y|ies)|dirs?)\b", re.I)
_DU_TIMES = re.compile(r"\b(?:last[\s-]modified|modification|mtime)\s+(?:time|date)s?\b|\blast\s+modified\b", re.I)
_ONE_SIZE = re.compile(r"\b(?:size|how\s+(?:big|large|much\s+(?:disk\s+)?space)|total|disk\s+usage|space\s+(?:used|taken))\b", re.I)
_EACH_SIZE = re.compile(r"\b(?:each|every|per|all|subfolders?|sub-?director(?:y|ies)|subdirs?|folders|directories|largest|biggest|smallest|inside|in\s+it)\b", re.I)
_BIG_FOLDERS = re.compile(r"^(sudo\s+)?find\s+(\S+)\s+-type\s+d\s+-size\s+\+(\d+[kMG])$")


def du_asked(command: str, rec: Recognized) -> str:
    """``command``'s du done as the request says: "disk usage of /var/lib not counting any *.log files" →
    ``--exclude='*.log'``; "every file and folder under /etc/nginx" → ``-a`` (not ``-s``); "the last-modified time
    alongside the size of each folder" → ``--time``; "the size of /var/lib/docker" one total (``-s``); and folders that
    "use at least 1G", which find's -size cannot
    tell (it is the size of the folder's own entry) → ``du -h --threshold=1G /data``."""
    big = _BIG_FOLDERS.match(command)
    if big is not None and re.search(r"\b(?:use|uses|using|take|takes|taking|hold|holds|occup\w+|with)\b", rec.text, re.I):
        return f"{big.group(1) or ''}du -h --threshold={big.group(3)} {big.group(2)}"
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] != "du":
            continue
        args = words[util + 1:end]
        left = _found(_KIND_LEFT_OUT, rec.text)
        if left is not None and not any(a.startswith("--exclude") for a in args):
            glob = left.group("glob") if left.group("glob").startswith("*") else "*" + left.group("glob")
            words.insert(end, f"--exclude='{glob}'")
            end += 1
        if _found(_DU_EVERY_FILE, rec.text) and not has_flag(args, "a", "--all"):
            words[util + 1:end] = [w.replace("s", "a") if re.fullmatch(r"-[a-zA-Z]*s[a-zA-Z]*", w) else w for w in words[util + 1:end]]
            if not has_flag(words[util + 1:end], "a", "--all"):
                words.insert(util + 1, "-a")
        if _found(_DU_TIMES, rec.text) and "--time" not in args:
            words.insert(util + 2 if util + 1 < len(words) and words[util + 1].startswith("-") else util + 1, "--time")
    # du -BG /var/lib/docker for "the size of /var/lib/docker": one total, not a line per folder inside
    one = re.fullmatch(r"((?:sudo\s+)?du)((?:\s+-[-\w=]+)*)\s+([~./\w][\w./~-]*?(?<!\.\w)(?<!\.\w\w)(?<!\.\w\w\w)(?<!\.\w\w\w\w)/?)", " ".join(words))
    if one is not None and _found(_ONE_SIZE, rec.text) and not _found(_EACH_SIZE, rec.text) \
            and not re.search(r"\s-[a-zA-Z]*[sad]|--max-depth|--summarize|--all|--threshold", one.group(2)):
        return f"{one.group(1)} -s{one.group(2)} {one.group(3)}"
    return " ".join(words)


_SPACE_HOGS = re.compile(r"\bwhat(?:'s|s|\s+is|\s+are)?\s+(?:taking|eating|using|hogging|filling|occupying|consuming)(?:\s+up)?(?:\s+all)?(?:\s+(?:the|my|of\s+the))?"
                         r"\s+(?:space|disk(?:\s+space)?|room|storage)\s+(?:in|on|under|inside)\s+", re.I)


def space_hogs(command: str, rec: Recognized) -> str:
    """``command`` showing what inside a folder takes its space, biggest first, where the request asks what takes it:
    "what is taking the space in /var" gave ``du -sh /var`` (one total) and "whats using all the space in my home"
    ``df -h`` (the file systems) → ``du -sh /var/* | sort -rh``."""
    m = _found(_SPACE_HOGS, rec.text)
    if m is None or re.search(r"\b(?:files?|top\s+\d+|\d+\s+(?:biggest|largest))\b", rec.text, re.I):
        return command
    place = re.match(r"(?:my\s+home(?:\s+(?:folder|directory|dir))?\b|(?:the\s+)?(?:home\s+folder|home\s+directory)\b|([~./][\w./~-]*))", rec.text[m.end():], re.I)
    if place is None:
        return command
    folder = (place.group(1) or "~").rstrip("/.,?") or "/"
    if not re.fullmatch(rf"(?:sudo\s+)?(?:du\s+-s?h\s+{re.escape(folder)}/?(?:\*)?|df(?:\s+-h)?(?:\s+{re.escape(folder)})?)", command):
        return command
    prefix = "sudo " if command.startswith("sudo ") else ""
    return f"{prefix}du -sh {folder.rstrip('/')}/* | sort -rh"


_HERE_SAID = re.compile(r"\bwhere\s+i\s+am\b|\b(?:in|on|for|of)\s+(?:the\s+)?(?:current|this|present)\s+(?:working\s+)?(?:folder|directory|dir)\b|\bhere\s*\??$", re.I)


def df_here(command: str, rec: Recognized) -> str:
    """``command``'s df given the current folder where the request asks about the disk it is on: "how much room is left
    where I am right now" gave ``df -h`` (every file system) → ``df -h .``."""
    m = re.fullmatch(r"(df(?:\s+-[A-Za-z]+)*)", command)
    if m is None or not _found(_HERE_SAID, rec.text):
        return command
    return f"{command} ."


# File system types df can pick or leave out by name
_FS_TYPES = r"(?:ext[234]|xfs|btrfs|zfs|tmpfs|devtmpfs|nfs4?|cifs|smb3?|vfat|fat32|exfat|ntfs|squashfs|overlay|iso9660|fuse\.\w+|ramfs|f2fs)"
_FS_LIST = rf"{_FS_TYPES}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)(?:the\s+)?{_FS_TYPES})*"
_FS_LEFT_OUT = re.compile(rf"\b(?:except|excluding|exclude|without|not|ignoring|ignore|skipping|skip|leaving\s+out|other\s+than|but\s+not|hide|hiding)"
                          rf"\s+(?:(?:the|any|all)\s+){{0,2}}(?:pseudo\s+)?(?P<types>{_FS_LIST})\b", re.I)
_FS_PICKED = re.compile(rf"(?<![\w.-])(?P<types>{_FS_LIST})(?:\s+(?:file\s*systems?|filesystems?|mounts?|volumes?|shares?|partitions?))\b"
                        rf"|\b(?:type|of\s+type)\s+(?P<types2>{_FS_LIST})\b", re.I)


def fs_types_said(command: str, rec: Recognized) -> str:
    """``command``'s df limited to the file system types the request names: "free space for all filesystems except
    tmpfs and devtmpfs" gave ``df -h tmpfs`` → ``df -h -x tmpfs -x devtmpfs``; "show only ext4 filesystems in df output"
    → ``df -h -t ext4`` (and "nfs and nfs4 mounts" ``-t nfs -t nfs4``). A type written as df's operand goes; one
    written after mount's device and folder is its ``-t``; a bind mount's two folders go in the request's order."""
    words = command.split(" ")
    # mount /dev/vg0/data /srv/data xfs for "mount the xfs volume /dev/vg0/data at /srv/data": the type is -t's
    m = re.fullmatch(rf"((?:sudo\s+)?mount)((?:\s+(?!-)\S+){{2}})\s+({_FS_TYPES})", command, re.I)
    if m is not None:
        return f"{m.group(1)} -t {m.group(3).lower()}{m.group(2)}"
    # mount --bind /home/frank/shared /srv/shared for "bind mount /srv/shared onto /home/frank/shared": the request's order
    bind = re.fullmatch(r"((?:sudo\s+)?mount\s+(?:-o\s+bind|--bind|-B))\s+(\S+)\s+(\S+)", command)
    if bind is not None and 0 <= rec.text.find(bind.group(3)) < rec.text.find(bind.group(2)) \
            and re.search(rf"{re.escape(bind.group(3))}\s+(?:on|onto|to|at|over)\s+{re.escape(bind.group(2))}", rec.text):
        return f"{bind.group(1)} {bind.group(3)} {bind.group(2)}"
    if "df" not in words or re.search(r"\s-[tx]\s|--type|--exclude-type", command):
        return command
    left = _found(_FS_LEFT_OUT, rec.text)
    picked = None if left is not None else _found(_FS_PICKED, rec.text)
    m = left or picked
    if m is None:
        return command
    types = re.findall(_FS_TYPES, m.group("types") or m.group("types2"), re.I)
    flag = "-x" if left is not None else "-t"
    for util, end in simple_commands(words):
        if words[util] != "df":
            continue
        kept = [w for w in words[util + 1:end] if w.lower() not in {t.lower() for t in types}]
        if flag == "-t" and not re.search(r"\btypes?\b", rec.text, re.I):   # -T prints the types; asked for by type alone, no
            kept = [w[:-1] if re.fullmatch(r"-[A-Za-z]*T", w) and len(w) > 2 else w for w in kept if w != "-T"]
        flags = [w for w in kept if w.startswith("-")]
        rest = [w for w in kept if not w.startswith("-")]
        words[util:end] = ["df"] + flags + [f"{flag} {t.lower()}" for t in types] + rest
        break
    return " ".join(words)


_KINDS_LISTED = re.compile(r"(?<![\w.])\*?\.?([a-z0-9]{2,5})\s*(?:,\s*|\s+)(?:and|or|&)\s+\*?\.?([a-z0-9]{2,5})\s+"
                           r"(?:files|images|pictures|photos|videos|documents)\b", re.I)   # "jpg and png", ".jpg and .png"


def kinds_listed(command: str, rec: Recognized) -> str:
    """``command`` with every kind of file the request lists where a cp/mv/rm/ls names one: "move all png and
    gif files from ~/Desktop to ~/Pictures/screens" gave ``mv ~/Desktop/*.gif ~/Pictures/screens/`` →
    ``mv ~/Desktop/*.png ~/Desktop/*.gif ~/Pictures/screens/``."""
    m = _found(_KINDS_LISTED, rec.text)
    if m is None:
        return command
    kinds = [m.group(1).lower(), m.group(2).lower()]
    words = command.split(" ")
    names = re.findall(r"-(i?)name\s+(['\"]?)\*\.(\w+)\2", command)
    if command.startswith(("find ", "sudo find ")) and len(names) == 1 and names[0][2].lower() in kinds:
        # find ~/Pictures -name "*.png" for "all jpg and png images": either kind
        test, quote, _ = names[0]
        either = " -o ".join(f"-{test}name {quote}*.{kind}{quote}" for kind in kinds)
        return re.sub(r"-i?name\s+(['\"]?)\*\.\w+\1", lambda _: f"\\( {either} \\)", command, count=1)
    for util, end in simple_commands(words):
        if words[util] not in ("cp", "mv", "rm", "ls", "du", "chmod", "zip"):
            continue
        for k in range(util + 1, end):
            hit = re.fullmatch(r"(['\"]?)((?:[^\s*]*/)?)\*\.(\w+)\1", words[k])
            if hit and hit.group(3).lower() in kinds:
                others = [kind for kind in kinds if f"*.{kind}" not in command]
                if others:
                    words[k:k] = [f"{hit.group(1)}{hit.group(2)}*.{kind}{hit.group(1)}" for kind in others
                                  if kind != hit.group(3).lower()]
                    return " ".join(words)
    return command


_ONLY_FOLDERS = re.compile(r"\b(?:only|just)\s+(?:the\s+)?(?:sub)?(?:directories|folders|dirs)\b", re.I)
_ONLY_HIDDEN = re.compile(r"\b(?:only|just)\s+(?:the\s+)?hidden\b", re.I)


def ls_only(command: str, rec: Recognized) -> str:
    """``command`` listing only what the request asks for in a folder: "list only the directories in ~/Documents"
    gave ``ls -d ~/Documents`` (the folder itself) → ``ls -d ~/Documents/*/``; "only the hidden files in
    project" gave ``ls -a project`` (everything) → ``ls -d project/.*``."""
    m = re.fullmatch(r"ls\s+(-[A-Za-z]+)\s+([~./\w][\w./~-]*)", command)
    if m is None or "*" in m.group(2):
        return command
    flags, place = m.group(1), m.group(2).rstrip("/")
    if _found(_ONLY_FOLDERS, rec.text) and "d" in flags:
        return f"ls {flags} {place}/*/"
    if _found(_ONLY_HIDDEN, rec.text) and re.search("[aA]", flags):
        kept = re.sub("[aA]", "", flags[1:])
        return f"ls -{kept}d {place}/.*" if kept else f"ls -d {place}/.*"
    return command


def listing_turned(command: str, rec: Recognized) -> str:
    """``command`` with an ``ls`` sorted by time or size, or a numeric ``sort``, in the direction the request
    asks: "list files in /var/log sorted by modification time with the newest at the bottom" gave ``ls -lt
    /var/log`` (newest at the top) → ``ls -ltr /var/log``; "by the 3rd column numerically, largest first" gave
    ``sort -t, -k3 -n`` → ``sort -t, -k3 -nr``; "largest first" takes an ``-r`` off an ``ls -Sr``."""
    descending, ascending = order_asked(rec.text)
    if descending == ascending:
        return command
    words = command.split(" ")
    numeric_sorts = [(util, end) for util, end in simple_commands(words) if words[util] == "sort"
                     and any(re.fullmatch(r"-[A-Za-z]*[nhg][A-Za-z]*|-k\S*[nhg]\S*", w) for w in words[util + 1:end])]
    if len(numeric_sorts) == 1:   # "by the 3rd column numerically, largest first": sort -rn
        util, end = numeric_sorts[0]
        args = words[util + 1:end]
        reverse = has_flag(args, "r", "--reverse") or any(re.fullmatch(r"-k\S*r\S*", w) for w in args)
        for k in range(util + 1, end):
            if re.fullmatch(r"-[A-Za-z]*[nhg][A-Za-z]*", words[k]):
                if descending and not reverse:
                    words[k] = words[k] + "r"
                elif ascending and reverse and "r" in words[k]:
                    words[k] = words[k].replace("r", "")
                break
    for util, end in simple_commands(words):
        if words[util] != "ls":
            continue
        for k in range(util + 1, end):
            flags = words[k]
            if not re.fullmatch(r"-[A-Za-z]+", flags) or not re.search(r"[tS]", flags):
                continue
            if ascending and "r" not in flags:
                words[k] = flags + "r"
            elif descending and "r" in flags:
                words[k] = flags.replace("r", "")
            break
    return " ".join(words)


_BY_SIZE = re.compile(r"\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?)\s+(?:them\s+|it\s+)?by\s+(?:their\s+|file\s+)?size\b|\b(?:largest|biggest|smallest)\s+(?:ones?\s+)?first\b", re.I)
_FOUND_LISTED = re.compile(r"(?P<find>find\s[^|;&<>]*?)\s+(?:-exec\s+ls\s+-[A-Za-z]*l[A-Za-z]*\s+\{\}\s+(?:\+|\\;)|\|\s*xargs\s+(?:-0\s+)?ls\s+-[A-Za-z]*l[A-Za-z]*)"
                           r"(?:\s+2>\s*/dev/null)?(?:\s*\|\s*sort\s+-[hrn]+)?")


def found_sorted_by_size(command: str, rec: Recognized) -> str:
    """``command`` listing what a find finds in size order where the request asks for it: "list files in /var/log
    bigger than 100M sorted by size" gave ``find /var/log -type f -size +100M | xargs ls -lh`` (in no order) or ``…
    -exec ls -lh {} + | sort -hr`` (sorting whole lines, which start with the modes) → ``find /var/log -type f -size
    +100M -exec du -h {} + | sort -rh`` (each size before its name); "smallest first" ``sort -h``."""
    if not _found(_BY_SIZE, rec.text):
        return command
    m = _FOUND_LISTED.fullmatch(command)
    if m is None:   # find … | sort: the names in order, not the sizes
        m = re.fullmatch(r"(?P<find>find\s[^|;&<>]*?)\s*\|\s*sort(?:\s+-r)?", command)
        if m is None or "-exec" in m.group("find"):
            return command
    descending, ascending = order_asked(rec.text)
    smallest = re.search(r"\bsmallest\s+(?:ones?\s+)?first\b", rec.text, re.I) or (ascending and not descending)
    find = m.group("find").replace(" -print0", "")
    return f"{find} -exec du -h {{}} + | sort -{'' if smallest else 'r'}h"


_LS_ACCESS = re.compile(r"\b(?:last\s+)?access(?:ed)?\s+(?:time|date)s?\b|\batime\b|\b(?:last\s+)?(?:opened|accessed|read)\s+(?:first|last)\b"
                        r"|\bby\s+when\s+(?:they\s+were\s+|it\s+was\s+)?(?:last\s+)?(?:opened|accessed|read)\b", re.I)
_LS_CHANGE = re.compile(r"\b(?:inode\s+|status\s+)?change\s+time\b|\bctime\b", re.I)


def ls_times_said(command: str, rec: Recognized) -> str:
    """``command``'s ``ls -t`` sorting by the time the request names: "list ~/Music sorted by last access time" gave
    ``ls -ltr ~/Music`` (modification time) → ``ls -ltu ~/Music`` (``-u``: access), "by change time" ``-c``. The
    direction asked is ``listing_turned``'s."""
    letter = "u" if _found(_LS_ACCESS, rec.text) else "c" if _found(_LS_CHANGE, rec.text) else None
    m = re.match(r"(ls\s+-)([A-Za-z]*t[A-Za-z]*)(?=\s|$)", command)
    if letter is None or m is None or re.search("[uc]", m.group(2)):
        return command
    flags = m.group(2) if any(order_asked(rec.text)) else m.group(2).replace("r", "")   # no order said: newest first
    return f"{m.group(1)}{flags}{letter}{command[m.end():]}"


_GROUP_KEPT = re.compile(r"\b(?:without|not)\s+(?:changing|touching|altering)\s+(?:its|the|their)\s+group\b"
                         r"|\b(?:keep|leave)\w*\s+(?:its|the|their)\s+group\b", re.I)


def group_kept(command: str, rec: Recognized) -> str:
    """``command`` changing only the owner where the request keeps the group: "change the owner of data.db to
    postgres without changing its group" gave ``chown postgres:postgres data.db`` → ``chown postgres data.db``."""
    if not _found(_GROUP_KEPT, rec.text):
        return command
    return re.sub(r"(\bchown\s+(?:-\S+\s+)*)([\w.-]+):[\w.-]*(?=\s)", r"\1\2", command)


_PREFIX_ADDED = re.compile(r"\b(?:add|put|prepend)\s+(?:the\s+|a\s+)?(?:prefix\s+)?['\"]?([\w.-]+)['\"]?\s+(?:to\s+the\s+(?:front|start|beginning)\s+of|to|in\s+front\s+of|before)\s+"
                           r"(?:the\s+names?\s+of\s+)?(?:every|all(?:\s+the)?|each)\s+(?:\*?\.(\w+)|(\w+))\s+files?(?:\s*names?)?\b", re.I)


def prefix_added(command: str, rec: Recognized) -> str:
    """Every file of a kind renamed with the prefix the request gives, in the folder it is in: "add the prefix
    trip_ to every .jpg file in the current folder" gave ``for f in *.jpg ; do mv "$f" trip_ ; done`` (every
    file onto one name) → ``for f in *.jpg; do mv "$f" "trip_$f"; done``."""
    m = _found(_PREFIX_ADDED, rec.text)
    if m is None or not re.search(r"\bmv\b|\brename\b", command):
        return command
    kind = m.group(2) or EXTENSION_WORDS.get((m.group(3) or "").lower())
    if not kind:
        return command
    return f'for f in *.{kind}; do mv "$f" "{m.group(1)}$f"; done'


_NEWEST_KEPT = re.compile(r"\b(?:keep|leave)\s+(?:only\s+|just\s+)?the\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+"
                          r"(?:newest|latest|most\s+recent)\s+(?P<glob>\.[\w.]+\s+|\*\.[\w.]+\s+)?(?:(files?|backups?|archives?|logs?|releases?|snapshots?|dumps?|"
                          r"(?:release\s+)?(?:directories|folders|dirs))\s+)?(?:in|under|inside)\s+([~./\w-][\w./~-]*)"
                          r"[^.;]*?\b(?:delete|remove|rm|drop|clean\s+up|get\s+rid\s+of)\b"
                          r"|\b(?:delete|remove)\s+(?:everything|all(?:\s+the)?\s+(?:files?|backups?))\s+in\s+([~./\w-][\w./~-]*)\s+"
                          r"(?:except|but)\s+(?:for\s+)?the\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:newest|latest|most\s+recent)"
                          r"(?:\s+(files?|backups?|ones?))?\b", re.I)


# "which file in /etc changed most recently", "the last modified file in src": one file, the newest
_ONE_NEWEST = re.compile(r"\b(?:which|what)\s+(?:\w+\s+)?(?:file|log|script|document|one)\b(?:(?!\bfiles\b)[^?;])*?\b(?:changed|modified|updated|edited"
                         r"|written|touched|saved)\s+(?:most\s+recently|last|latest)\b"
                         r"|\bthe\s+(?:last|latest|most\s+recently)\s+(?:changed|modified|updated|edited|written|touched|saved)\s+(?:\w+\s+)?(?:file|log)\b(?!s)"
                         r"|^\s*(?:(?:show|what\s+is|what's|which\s+is|find|get)\s+)?(?:me\s+)?(?:the\s+)?(?:newest|latest|most\s+recent)\s+(?:\.?\w+\s+)?(?:file|log)\b(?!s)", re.I)


def newest_one(command: str, rec: Recognized) -> str:
    """``command`` naming the one newest file where the request asks which one changed last: "which file in /etc
    changed most recently" gave ``ls -lt /etc`` → ``ls -t /etc | head -n 1``; a find of a folder's files ("which
    file in src was edited last", ``find src -type f``) → ``find src -type f -printf '%T@ %p\n' | sort -n | tail -n
    1``."""
    if not _found(_ONE_NEWEST, rec.text):
        return command
    m = re.fullmatch(r"ls\s+-(?:l?t|tl)\s+([^\s|;&<>-]\S*)(?:\s*\|\s*head(?:\s+-n\s*\d+|\s+-\d+)?)?", command)
    if m:
        return f"ls -t {m.group(1)} | head -n 1"
    m = re.fullmatch(r"find\s+([^\s|;&<>-]\S*)\s+-type\s+f(?:\s+-ls|\s+-print)?", command)
    if m:
        return f"find {m.group(1)} -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"
    return command


def newest_kept(command: str, rec: Recognized) -> str:
    """The N newest entries of a folder kept and the older ones deleted, as the request asks: "keep only the 5
    newest files in backups and delete all the older ones" gave ``ls -t backups | head -n 5`` (the five
    listed) → ``ls -t backups/* | tail -n +6 | xargs rm -f``; release folders are removed with ``rm -rf``."""
    m = _found(_NEWEST_KEPT, rec.text)
    if m is None or not re.search(r"\b(?:ls|find|rm|xargs|head|tail)\b", command):
        return command
    count, kind, place = (m.group(1), m.group(3), m.group(4)) if m.group(1) else (m.group(6), m.group(7), m.group(5))
    n = int(count_value(count)) if count_value(count).isdigit() else None
    if n is None:
        return command
    folders = bool(kind) and bool(re.search(r"release|director|folder|dir|snapshot", kind, re.I))
    glob = "*" + m.group("glob").strip().lstrip("*") if m.group("glob") else "*"   # "the 3 newest .tar.gz files"
    return f"ls -t {place.rstrip('/')}/{glob} | tail -n +{n + 1} | xargs rm -{'rf' if folders else 'f'}"


def attributes_kept(command: str, rec: Recognized) -> str:
    """``command`` with cp keeping what the request says the copy keeps: "copy the whole photos directory to
    /mnt/usb keeping permissions and timestamps" gave ``cp -r photos /mnt/usb`` → ``cp -a photos /mnt/usb``
    (a file alone: ``cp -p``); a ``cp -p`` of a folder, which cp refuses without ``-r``, is ``cp -a`` ("back up ~/Documents
    to /media/pete/BACKUP and keep the original dates")."""
    if not _found(_KEEP_ATTRIBUTES, rec.text):
        return command
    words = command.split(" ")
    folders = {e.value.rstrip("/") for e in rec.entities
               if e.type == "Directory" or e.value.endswith("/") or e.value.rstrip("/").rsplit("/", 1)[-1] in HOME_FOLDERS.values()}
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        sources = [w for w in args if not w.startswith("-")][:-1]
        if words[util] == "cp" and "-p" in args and not has_flag(args, "rRa", "--recursive|--archive") \
                and any(unquoted(w).rstrip("/") in folders for w in sources):
            args[args.index("-p")] = "-a"   # the folder, recursively, with what it keeps
            return " ".join(words[:util + 1] + args + words[end:])
        if words[util] != "cp" or has_flag(args, "ap", "--archive|--preserve\\S*"):
            continue
        at = next((k for k, w in enumerate(args) if re.fullmatch(r"-[A-Za-z]*[rR][A-Za-z]*", w)), None)
        if at is not None:
            args[at] = re.sub(r"[rR]", "a", args[at], count=1)
        elif "--recursive" in args:
            args[args.index("--recursive")] = "-a"
        else:
            args.insert(0, "-p")
        return " ".join(words[:util + 1] + args + words[end:])
    return command


def image_written(command: str, rec: Recognized) -> str:
    """``command`` writing an image to a device in blocks of 4M, with progress where the request asks: "write
    ubuntu.iso onto the usb stick at /dev/sdb and show progress" gave ``sudo dd if=ubuntu.iso of=/dev/sdb bs=1``
    (a byte at a time) → ``sudo dd if=ubuntu.iso of=/dev/sdb bs=4M status=progress``."""
    m = re.fullmatch(r"((?:sudo\s+)?dd\s+if=\S+\.(?:iso|img|raw)\s+of=/dev/\S+)((?:\s+\w+=\S+)*)", command)
    if m is None:
        return command
    options = dict(o.split("=", 1) for o in m.group(2).split())
    if options.get("bs") in (None, "1", "512", "1k", "1K"):
        options["bs"] = "4M"
    if re.search(r"\bprogress\b", rec.text, re.I):
        options["status"] = "progress"
    return m.group(1) + "".join(f" {k}={v}" for k, v in options.items())


# What stat prints for each thing a request can ask of a file, found in the request's words, and the
# seconds-since-epoch form of its times.
_STAT_FIELDS = ((re.compile(r"\b(?:numeric\s+)?uid\b|\bnumeric\s+(?:user|owner)\b", re.I), "%u"),
                (re.compile(r"\bgid\b|\bnumeric\s+group\b", re.I), "%g"),
                (re.compile(r"\bowner(?:'s)?(?:\s+name)?\b|\buser\s*name\b", re.I), "%U"),
                (re.compile(r"\bgroup(?:'s)?(?:\s+name)?\b", re.I), "%G"),
                (re.compile(r"\boctal\b|\bnumeric(?:al)?\s+(?:permissions|mode)\b|\bas\s+(?:a\s+)?numbers?\b|\bin\s+numbers\b", re.I), "%a"),
                (re.compile(r"\bsymbolic\b|\brwx\b|\bpermission\s+string\b|\bpermi?s+ions?\b(?!\s+(?:in\s+)?octal)", re.I), "%A"),
                (re.compile(r"\bsize\b|\bbytes\b", re.I), "%s"),
                (re.compile(r"\b(?:last\s+)?access(?:ed)?\b(?!\s+(?:rights|permissions?|control))|\batime\b", re.I), "%x"),
                (re.compile(r"\b(?:last\s+)?modifi(?:ed|cation)\b|\bmtime\b", re.I), "%y"),
                (re.compile(r"\bstatus\s+change\w*|\bctime\b|\bchange\s+time\b|\bstatus\s+(?:was\s+)?(?:last\s+)?changed\b", re.I), "%z"),
                (re.compile(r"\bbirth\b|\bcreat(?:ion|ed)\b", re.I), "%w"),
                (re.compile(r"\bhard\s+links?\b|\blink\s+count\b", re.I), "%h"),
                (re.compile(r"\binode(?:\s+number)?\b", re.I), "%i"),
                (re.compile(r"\bfile\s+type\b", re.I), "%F"),
                (re.compile(r"\b(?:and|plus|with)\s+(?:the\s+|its\s+)?(?:file\s*)?(?:name|path)\b", re.I), "%n"))
# "all the details", "all timestamps", "full status": stat's whole report, not a format of some of it.
_ALL_STATUS = re.compile(r"\b(?:all|every|full|whole|complete)\s+(?:the\s+|its\s+)?(?:details|timestamps|times|status|info(?:rmation)?|metadata)\b"
                         r"|\btimestamps\b|\beverything\b", re.I)
_EPOCH = re.compile(r"\bepoch\b|\bunix\s+(?:time|timestamp|seconds)\b|\bseconds\s+since\b", re.I)


@functools.lru_cache(maxsize=1024)
def _stat_format(text: str) -> str | None:
    """stat's ``-c`` format for what ``text`` asks of a file, in the order it asks (quoted when it has several
    fields); None when it asks nothing stat prints, or its whole report."""
    found = []
    for pattern, field in _STAT_FIELDS:
        found += [(m.start(), field) for m in pattern.finditer(text)]
    fields = list(dict.fromkeys(f for _, f in sorted(found)))
    if {"%u", "%U"} <= set(fields):
        fields.remove("%U")   # "the numeric uid": the number, not the name
    if {"%g", "%G"} <= set(fields):
        fields.remove("%G")
    if {"%a", "%A"} <= set(fields) and not re.search(r"\bsymbolic\b|\brwx\b|\bpermission\s+string\b", text, re.I):
        fields.remove("%A")   # "the permissions of x as an octal number": the number
    if not fields or _ALL_STATUS.search(text):
        return None
    if _EPOCH.search(text):
        fields = [{"%x": "%X", "%y": "%Y", "%z": "%Z", "%w": "%W"}.get(f, f) for f in fields]
    fmt = " ".join(fields)
    return f"'{fmt}'" if " " in fmt else fmt


def stat_fields(command: str, rec: Recognized) -> str:
    """``command`` with a ``stat -c`` printing what the request asks of the file, in the order it asks
    ("show the owner and group names of /var/www" gave ``stat -c '%U' /var/www`` → ``stat -c '%U %G'
    /var/www``; "when was index.html last accessed" ``%x``; "the mtime of build.log as unix epoch seconds" ``%Y``)."""
    fmt = _stat_format(rec.text) if "stat" in command else None
    if fmt is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "stat":
            continue
        args = words[util + 1:end]
        k = next((i for i, a in enumerate(args) if a in ("-c", "--format", "--printf")), None)
        if k is not None and k + 1 < len(args):
            words[util + 1 + k + 1] = fmt
        elif not any(a.startswith("-") for a in args) and " " not in fmt:   # several things: stat's whole report has them
            words[util + 1:util + 1] = ["-c", fmt]
        return " ".join(words)
    return command


_ITSELF = re.compile(r"\b(?:itself|rather\s+than\s+(?:its|the)\s+contents|not\s+(?:its|the)\s+contents|instead\s+of\s+(?:its|the)\s+contents)\b", re.I)
_DETAILS = re.compile(r"\b(?:permissions?|owner|ownership|modes?|details|size|modification\s+(?:time|date)|long)\b", re.I)


def folder_itself_listed(command: str, rec: Recognized) -> str:
    """``command`` listing a folder itself, not what is in it, where the request says so: "show the permissions of
    /var/log itself rather than its contents" gave ``ls -t /var/log`` → ``ls -ld /var/log`` (``-d``, and ``-l`` for
    permissions, owner or size; other listing flags dropped)."""
    if not _found(_ITSELF, rec.text):
        return command
    m = re.fullmatch(r"(sudo\s+)?ls((?:\s+-[A-Za-z]+)*)\s+([~./\w][\w./~-]*)", command)
    if m is None:
        return command
    flags = "".join(f.lstrip("-") for f in m.group(2).split())
    if "d" in flags:
        return command
    long = "l" if "l" in flags or _found(_DETAILS, rec.text) else ""
    return f"{m.group(1) or ''}ls -{long}d {m.group(3)}"
