"""Rewrites of a filled command from what the request says in words.

Each rewrite takes the slot-filled command of one beam candidate and the recognised request and
returns the command, changed only where the request says something the model's command contradicts
or leaves out: the name a link is to have, the host a copy goes to, "follow", "each folder in",
"recursively", a chmod mode in words. ``rewrite`` applies them all in order (``REWRITES``); the
translator calls it on every candidate before ranking.
"""

from __future__ import annotations

import datetime
import functools
import logging
import re

from serval.model.command import FLAG_ARG_TYPES, REMOTE_COPIERS, SEGMENT_ENDS
from serval.model.entities import (COMMAND_WORDS, COUNT_WORDS, EXTENSION_WORDS, FILE_KINDS, NOT_NAMES, ORDINALS, PROGRAM_NAMES, Recognized, count_value, items_listed,
                                   spoken_permission)
from serval.model.generic import COMMAND_STARTS
from serval.model.phrasebook import NO_PROMPT, phrasebook
from serval.model.repair import (GREPS, HEADER_LEFT_OUT, asks_in_contents, OWNERSHIP_TOOLS, RECURSION_ASKED, archive_names, has_flag,
                                 order_asked,
                                 joined_places, link_turned, listed_names,
                                 rsync_contents, simple_commands, tar_modes, tar_names_nothing, unquoted, without_recursion)

_LINK_NAME = re.compile(r"\b(?:link|symlink|shortcut)(?:\s+(?:to|for|of|at|pointing\s+to)\s+\S+)?\s+(?:named|called)\s+(\S+?)[.,;?!]?(?=\s|$)"
                        r"|(?<!\S)(\S+)\s*->\s*\S", re.I)   # or "~/bin/node -> /opt/node/bin/node", as ls -l shows a link


def link_name(text: str) -> str | None:
    """The name the request gives a link ("a symlink called latest", "latest -> releases/v3"), if any."""
    m = _LINK_NAME.search(text)
    return None if m is None else m.group(1) or m.group(2)


_log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=4096)
def _found(pattern: re.Pattern, text: str) -> re.Match | None:
    """``pattern.search(text)``, once per request: every rewrite reads the request's words again for each
    of its candidates."""
    return pattern.search(text)

def named_link_last(command: str, rec: Recognized) -> str:
    """``command`` with an ``ln`` that puts first the name the request gives the link ("a symlink called
    latest pointing to releases/v3.2") turned round: ``ln -s releases/v3.2 latest``."""
    link = link_name(rec.text)
    if link is None:
        return command
    words = command.split()
    turned = link_turned(words, link)
    return command if turned == words else " ".join(turned)


_LINK_TARGET = re.compile(r"\b(?:points?|pointing|leads?|leading|goes|going|links?|linking)\s+(?:back\s+)?to\s+(?:the\s+)?['\"]?(\S+?)['\"]?[.,;?!]?(?=\s|$)", re.I)


def link_target_first(command: str, rec: Recognized) -> str:
    """``command`` with an ``ln`` that puts last what the request says the link points to turned round:
    "make a shortcut on my Desktop that points to /var/www/html" gave ``ln -s ~/Desktop /var/www/html``
    → ``ln -s /var/www/html ~/Desktop``. Only with "points/leads/goes to X" (not "link a to b", which
    people say both ways) and when the other operand is not X."""
    m = _found(_LINK_TARGET, rec.text)
    if m is None or re.match(r"links?|linking", m.group(0), re.I) and not re.search(r"\bthat\s+links?\b", rec.text, re.I):
        return command
    target = m.group(1).rstrip("/")
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "ln":
            continue
        at = [i for i in range(util + 1, end) if not words[i].startswith("-")]
        if len(at) == 2 and words[at[1]].strip("'\"").rstrip("/") == target != words[at[0]].strip("'\"").rstrip("/"):
            words[at[0]], words[at[1]] = words[at[1]], words[at[0]]
    return " ".join(words)


# "from db1", "to the server web-2": the side of a copy a host stands on.
_HOST_SIDE = re.compile(r"\b(from|to|onto|on)\s+(?:the\s+)?(?:host\s+|server\s+|machine\s+|box\s+)?"
                        r"([A-Za-z0-9][\w.-]*?)[.,;?!]?(?=\s|$)", re.I)
_FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z][A-Za-z0-9]{0,4}")   # backup.sql, not db1 or db.example.com


def scp_host_named(command: str, rec: Recognized) -> str:
    """``command`` with the host put back on an ``scp`` or ``rsync`` that lost the host the request
    names as the side it copies from or to: "copy backup.sql from db1 to here" → ``scp db1:backup.sql .``
    (the model wrote ``scp backup.sql .``), "send notes.txt to web1" → ``scp notes.txt web1:``, "sync
    ~/site to /srv/site on web1" → ``rsync -av ~/site web1:/srv/site`` (the model wrote the host as a
    third operand, or ``/srv/site:web1``, or ``web1:`` without the folder the request names)."""
    words = command.split()
    if len(words) < 3 or words[0] not in REMOTE_COPIERS:
        return command
    valued = FLAG_ARG_TYPES.get(words[0], {})
    operands = [i for i in range(1, len(words)) if not words[i].startswith("-") and words[i - 1] not in valued]
    names = {e.value for e in rec.entities}
    for m in _HOST_SIDE.finditer(rec.text):
        side, host = m.group(1).lower(), m.group(2)
        if host not in names or _FILE_NAME.fullmatch(host) or host.lower() in ("here", "there"):
            continue
        out = _host_put_back(words, operands, side, host, rec)
        if out is not None:   # with the host in place, the source may turn out to have the destination's name
            return " ".join(rsync_contents(out, set()))
    return command


# "admin@backup.example.com:/data/", "web1:/srv/site": a remote place the request writes out whole.
_WRITTEN_REMOTE = re.compile(r"(?<![\w@:/.-])((?:[\w.-]+@)?[A-Za-z0-9][\w.-]*):([/~][^\s'\"]*)")


def remote_as_written(command: str, rec: Recognized) -> str:
    """``command`` with the remote place the request writes out (``admin@nas:/data/``) kept whole on an
    scp/rsync that put the request's local path after the host and the remote path apart: "rsync
    ~/photos to admin@nas:/data/" gave ``rsync -avz /data/ admin@nas:~/photos``; the two paths trade places."""
    words = command.split(" ")
    if not REMOTE_COPIERS & set(words):
        return command
    for m in _WRITTEN_REMOTE.finditer(rec.text):
        prefix, path = m.group(1), m.group(2).rstrip("?,.;")
        remote = next((k for k, w in enumerate(words) if w.startswith(prefix + ":")), None)
        if remote is None or words[remote][len(prefix) + 1:].rstrip("/") == path.rstrip("/"):
            continue
        apart = next((k for k, w in enumerate(words) if k != remote and w.rstrip("/") == path.rstrip("/")), None)
        moved = words[remote][len(prefix) + 1:].rstrip("/")
        if apart is not None and any(moved in (e.value.rstrip("/"), e.text.rstrip("/")) for e in rec.entities):
            words[remote], words[apart] = f"{prefix}:{path}", words[remote][len(prefix) + 1:]
    return " ".join(words)


def _host_put_back(words: list[str], operands: list[int], side: str, host: str, rec: Recognized) -> list[str] | None:
    out = list(words)
    for i in operands:   # admin@web1:web1, web1:web1: the host written again as the remote path
        if words[i].endswith(f"{host}:{host}") and words[i][:-len(host)].rstrip(":").rpartition("@")[2] == host:
            out[i] = words[i][:-len(host)]
            return out
    for i in operands:   # /srv/shop:web1, the two sides of the colon swapped
        path, colon, after = words[i].rpartition(":")
        if colon and after == host and path.startswith(("/", "~")):
            out[i] = f"{host}:{path}"
            return out
    if side != "from" and len(operands) == 2:   # the host is where the copy goes
        first, last = words[operands[0]], words[operands[1]]
        if "@" in last and last.partition("@")[2] == host:   # ops@bastion: a local file of that name
            out[operands[1]] = last + ":"
            return out
        user, at, rest = first.partition("@")
        if at and rest.startswith(host + ":") and len(rest) > len(host) + 1 and last == ".":
            out[operands[0]], out[operands[1]] = rest[len(host) + 1:], f"{user}@{host}:"   # copied the wrong way
            return out
    if any("@" in words[i] for i in operands):
        return None
    last = operands[-1] if operands else None
    if last is not None and words[last] == f"{host}:" and side != "from":   # web1: and the folder left out
        folders = [e.value for e in rec.entities if e.type in ("Path", "Directory") and e.value.startswith(("/", "~"))
                   and not any(e.value in w for w in words)]
        if len(folders) == 1:
            out[last] = f"{host}:{folders[0]}"
            return out
        return None
    if any(":" in words[i] for i in operands) or len(operands) < 2:
        return None
    if side == "from" and not any(host in w.split("/") for w in words):
        out[operands[0]] = f"{host}:{words[operands[0]]}"
    elif side != "from" and words[last] == host and len(operands) >= 3 and words[operands[-2]].startswith(("/", "~")):
        out[operands[-2]] = f"{host}:{words[operands[-2]]}"   # ~/site /srv/site web1: the folder is on web1
        del out[last]
    elif side != "from" and words[last] == host:
        out[last] = f"{host}:"
    else:
        return None
    return out


# "the last 100 lines of error.log" asks for a count of lines: a snapshot, not a stream, unless the
# request also says to follow it ("tail the log starting from the last 100 lines" does).
_LINE_COUNT = re.compile(r"\b(?:\d+|%s|fifty|hundred)\s+lines?\b" % "|".join(COUNT_WORDS), re.I)
_FOLLOW = re.compile(r"\b(?:follow\w*|watch\w*|live|stream\w*|real[- ]?time|monitor\w*|keep\w*|grows?|growing"
                     r"|arriv\w*|start\w*\s+(?:from|at|with)|come\s+in|comes\s+in|new\s+(?:lines|entries)"
                     r"|as\s+(?:it|they)\s+\w+)\b|-f\b", re.I)
_TAIL_FOLLOW = frozenset({"-f", "-F", "--follow"})


def unasked_follow(command: str, rec: Recognized) -> str:
    """``command`` without the ``-f`` of a ``tail`` when the request asks for a count of lines and never
    for following ("tail the last 100 lines of error.log" → ``tail -n 100 error.log``, not a stream
    that never returns)."""
    if not _found(_LINE_COUNT, rec.text) or _found(_FOLLOW, rec.text):
        return command
    words = command.split()
    out, in_tail = [], False
    for w in words:
        if w in ("|", "&&", "||", ";"):
            in_tail = False
        elif w == "tail":
            in_tail = True
        elif in_tail and w in _TAIL_FOLLOW:
            continue
        out.append(w)
    return command if out == words else " ".join(out)


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
_FOLDER_FILES = re.compile(r"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?files?\s+(?:from|in|inside|out\s+of)\s+"
                           r"(?:the\s+)?(?:folder\s+|directory\s+)?([~./\w][\w./~-]*?)[?,.]?(?=\s|$)", re.I)


def folder_files_moved(command: str, rec: Recognized) -> str:
    """``command`` with a ``cp`` or ``mv`` that is given the folder itself, without ``-r``, given its files
    instead when the request copies or moves all the files from it ("copy all files from ~/Downloads/photos
    into ~/Pictures but don't overwrite" gave ``cp -n ~/Downloads/photos ~/Pictures``, which cp refuses:
    ``cp -n ~/Downloads/photos/* ~/Pictures``)."""
    m = _found(_FOLDER_FILES, rec.text)
    if m is None:
        return command
    folder = m.group(1).rstrip("/")
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] not in ("cp", "mv") or has_flag(args, "rRa", "--recursive|--archive") or len(args) < 2:
            continue
        _entries_of(words, util + 1, end - 1, folder)   # the sources: not the last operand, the destination
    return " ".join(words)


# "commit all modified files", "commit everything that changed": git commit -a (tracked files, no git add).
_COMMIT_ALL = re.compile(r"\bcommit\s+(?:all|every(?:thing)?)\b(?!\s+(?:staged|the\s+staged|new|untracked))"
                         r"|\bcommit\b.*\ball\s+(?:my\s+|the\s+)?(?:modified|changed|tracked|edited)\b", re.I)


def commit_message(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``-m`` before a quoted message that a ``git commit`` passes bare (``git commit
    "fix typo"`` takes the message for a path), and with ``-a`` where the request commits all its
    modified files and nothing adds them first ("commit all modified files with message 'fix typo'").
    A ``git tag`` given a quoted message is an annotated tag with it: ``git tag -a v2.0.0 -m 'release'``."""
    words = command.split(" ")
    commit_all = rec is not None and bool(_found(_COMMIT_ALL, rec.text)) and "add" not in words
    for util, end in reversed(list(simple_commands(words))):
        if words[util] != "git" or words[util + 1:util + 2] not in (["commit"], ["tag"]):
            continue
        args = words[util + 2:end]
        quoted = next((k for k in range(util + 2, end) if words[k][:1] in ("'", '"')
                       and not re.fullmatch(r"-[A-Za-z]*[mF]|--message|--file", words[k - 1])), None)
        if words[util + 1] == "tag":
            if quoted is None or has_flag(args, "dlvm", "--delete|--list|--verify|--message"):
                continue
            close = next((j for j in range(quoted, end) if len(words[j]) > (j == quoted) and words[j][-1] == words[quoted][0]), None)
            if close is None:
                continue
            message = " ".join(words[quoted:close + 1])   # the message's words, split at its blanks
            names = [w for w in words[util + 2:quoted] + words[close + 1:end] if not w.startswith("-")]
            if len(names) == 1:
                words[util + 2:end] = ["-a", names[0], "-m", message]
            continue
        if quoted is not None:
            words.insert(quoted, "-m")
        if commit_all and not has_flag(words[util + 2:end], "a", "--all|--amend"):
            words.insert(util + 2, "-a")
    return " ".join(words)


# "follow the sshd logs", "tail app.log as it grows": a stream the request asks for in so many words.
_FOLLOW_ASKED = re.compile(r"\b(?:follow(?:ing)?|live|stream(?:ing)?|real[- ]?time|as\s+(?:it|they)\s+(?:grows?|comes?\s+in|"
                           r"arrives?|(?:are|is|get|gets)\s+written))\b|(?<![\w-])-f\b", re.I)


def asked_follow(command: str, rec: Recognized) -> str:
    """``command`` with ``-f`` on a ``tail`` or ``journalctl`` (or ``docker logs``) that lacks it when the
    request asks to follow the log ("follow the sshd logs" gave ``journalctl -u sshd``, which prints the
    past and returns)."""
    if not _found(_FOLLOW_ASKED, rec.text):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        tool = words[util]
        at = util + 2 if tool == "docker" and words[util + 1:util + 2] == ["logs"] else util + 1
        if tool not in ("tail", "journalctl") and at == util + 1:
            continue
        if not has_flag(words[util + 1:end], "fF", r"--follow(?:=\S+)?"):
            words.insert(at, "-f")
    return " ".join(words)


# "with mp3 in the name": a part of the name, so find's -name needs the stars around it.
_IN_THE_NAME = re.compile(r"(?:\b|(?<=['\"]))([\w.-]+)['\"]?\s+in\s+(?:the|its|their)\s+(?:file\s*)?names?\b", re.I)


_NAME_ENDS = re.compile(r"\b(?:(?P<end>end(?:s|ing)?\s+(?:in|with))|(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with)\s+"
                        r"(?:(?P<quote>[\"'])(?P<q>[^\"']+)(?P=quote)|(?P<w>[\w.-]+))", re.I)


def name_part_glob(command: str, rec: Recognized) -> str:
    """``command`` with a find ``-name X`` made ``-name "*X*"`` when the request asks for files with X
    in the name ("every file in ~/Music with mp3 in the name" gave ``find ~/Music -name mp3``), and
    ``"*X"`` / ``"X*"`` for names ending in or starting with X ("files ending in ' - Copy.docx'")."""
    for m in _NAME_ENDS.finditer(rec.text):   # "files ending in ' - Copy.docx'": -name "* - Copy.docx"
        value = m.group("q") or m.group("w")
        if "*" in value:
            continue
        glob = f"*{value}" if m.group("end") else f"{value}*"
        command = re.sub(rf"(-i?name\s+)([\"']?){re.escape(value)}\2(?=\s|$)", lambda h: f'{h.group(1)}"{glob}"', command)
    parts = {m.group(1) for m in _IN_THE_NAME.finditer(rec.text)}
    if not parts:
        return command
    words = command.split(" ")
    for i in range(1, len(words)):
        if words[i - 1] in ("-name", "-iname") and words[i] in parts:
            words[i] = f'"*{words[i]}*"'
    return " ".join(words)


# "the first 3 columns": columns 1 to 3, not column 3.
_FIRST_COLUMNS = re.compile(r"\bfirst\s+(\d+|%s)\s+(?:columns|fields|cols)\b" % "|".join(COUNT_WORDS), re.I)


def first_columns(command: str, rec: Recognized) -> str:
    """``command`` with ``cut -f3`` made ``cut -f1-3`` when the request asks for the first 3 columns
    ("show the first 3 columns of report.tsv"); the same for ``-c`` with characters."""
    m = _found(_FIRST_COLUMNS, rec.text)
    if m is None:
        return command
    n = count_value(m.group(1))
    words = command.split(" ")
    for i, w in enumerate(words):
        if w in (f"-f{n}", f"-d,-f{n}") or (w == n and i > 0 and words[i - 1] == "-f"):
            words[i] = w[:-len(n)] + f"1-{n}"
    return " ".join(words)


# "every .bin file in firmware/", "the node_modules folder in frontend/": a name, then the folder it is in.
_IN_FOLDER = re.compile(r"\s+(?:(?:files?|folders?|dir|directory|directories|script|archive)\s+)?"
                        r"(?:in|inside|under|within|from)\s+(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?$", re.I)


# "hosts.orig in my home dir": the home folder said in words, which is no entity.
_IN_HOME = re.compile(r"\s+(?:in|inside|into|under)\s+(?:my|your|the)\s+home(?:\s+(?:dir|directory|folder))?\b", re.I)


def place_joined(command: str, rec: Recognized) -> str:
    """``command`` with the names the request places in a folder written with that folder's path (see
    ``serval.model.repair.joined_places``): "md5 of every .bin file in firmware/" → ``md5sum firmware/*.bin``,
    "a copy of /etc/hosts called hosts.orig in my home dir" → ``cp /etc/hosts ~/hosts.orig``."""
    ents = sorted(rec.entities, key=lambda e: e.start)
    pairs = [(a.value, b.value) for a, b in zip(ents, ents[1:])
             if a.type in ("File", "Pattern", "Directory") and b.type in ("Directory", "Path")
             and _IN_FOLDER.fullmatch(rec.text[a.end:b.start])]
    pairs += [(a.value, "~") for a in ents if a.type in ("File", "Pattern", "Directory") and _IN_HOME.match(rec.text, a.end)]
    if not pairs:
        return command
    words = command.split(" ")
    out = joined_places(words, pairs)
    return command if out == words else " ".join(out)


_LIST_GLUE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)")
_PLACES = frozenset({"File", "Directory", "Path", "Pattern"})


def names_listed(command: str, rec: Recognized) -> str:
    """``command`` with all the names of a list the request gives ("create folders logs, tmp and cache"),
    where the model wrote the first of them only (see ``serval.model.repair.listed_names``)."""
    ents = sorted((e for e in rec.entities if e.type in _PLACES), key=lambda e: e.start)
    lists, run = [], ents[:1]
    for a, b in zip(ents, ents[1:]):
        between = rec.text[a.end:b.start]
        # "make folders src tests and docs": folders may be listed with spaces alone
        if _LIST_GLUE.fullmatch(between) or between.isspace() and a.type == b.type == "Directory":
            run.append(b)
        else:
            lists.append(run)
            run = [b]
    lists = [[e.value for e in run] for run in lists + [run] if len(run) >= 2]
    if not lists:
        return command
    words = command.split(" ")
    out = listed_names(words, lists)
    return command if out == words else " ".join(out)


# The port a well-known image serves on inside its container: "run nginx on port 8080" is -p 8080:80.
IMAGE_PORTS = {"nginx": "80", "httpd": "80", "caddy": "80", "redis": "6379", "postgres": "5432", "mysql": "3306",
               "mariadb": "3306", "mongo": "27017", "rabbitmq": "5672", "memcached": "11211", "registry": "5000",
               "elasticsearch": "9200", "grafana/grafana": "3000"}
# docker run's flags that take a value (the image is the first operand after them).
_DOCKER_VALUED = frozenset({"-p", "--publish", "--name", "-v", "--volume", "-e", "--env", "--network", "-w", "--workdir",
                            "--restart", "-m", "--memory", "--cpus", "-u", "--user", "--env-file", "--entrypoint",
                            "-h", "--hostname", "--add-host", "--mount", "-l", "--label", "--platform"})


def image_port(command: str, rec: Recognized) -> str:
    """``command`` with a ``docker run -p`` of a well-known image publishing the port that image serves on,
    where the request names only the host's side: "run nginx in docker on port 8080" → ``-p 8080:80``, not
    ``-p 8080`` (a random host port for the container's 8080) or ``-p 8080:8080``; "redis:7 with port 6379
    published" → ``-p 6379:6379``. A container port the request names is left as it is."""
    words = command.split(" ")
    if "docker" not in words or "run" not in words:
        return command
    named = {e.value for e in rec.entities if e.type in ("Port", "Number")}
    start = words.index("run") + 1
    image = next((w for k, w in enumerate(words[start:], start)
                  if not w.startswith("-") and words[k - 1] not in _DOCKER_VALUED), "")
    port = IMAGE_PORTS.get(image.removeprefix("library/").split(":")[0])
    if port is None:
        return command
    for k in range(start, len(words) - 1):
        if words[k] not in ("-p", "--publish"):
            continue
        host, colon, inside = words[k + 1].partition(":")
        if host.isdigit() and (not colon or (inside.isdigit() and inside != port and inside not in named)):
            words[k + 1] = f"{host}:{port}"
    return " ".join(words)


# Tools whose one-letter flags a request may type ("grep -ri timeout in config/"), with the letters that
# take a value (never added: the value is not known).
_TYPED_FLAG_TOOLS = {"grep": "efmABCdD", "egrep": "efmABCdD", "ls": "IwT", "rsync": "eBfT", "cp": "tS", "mv": "tS",
                     "rm": "", "chmod": "", "chown": "", "chgrp": "", "du": "dBtX", "df": "BtxT", "sort": "ktoST",
                     "wc": "", "mkdir": "mZ", "ln": "tS", "diff": "CUDWIxX", "uniq": "fsw", "ss": "AF", "netstat": "A"}
_TYPED_FLAGS = re.compile(r"(?<![\w./-])(%s)((?:\s+-[A-Za-z]+)+)(?![\w-])" % "|".join(_TYPED_FLAG_TOOLS))


def typed_flags(command: str, rec: Recognized) -> str:
    """``command`` with the one-letter flags the request types after a tool it uses ("grep -ri "timeout" in
    config/" → ``grep -ri timeout config/``, "rsync -avz ~/site to web1:/var/www" → ``rsync -avz …``),
    where the model dropped some. Letters that take a value are never added."""
    typed: dict[str, set[str]] = {}
    for m in _TYPED_FLAGS.finditer(rec.text):
        letters = set("".join(w[1:] for w in m.group(2).split())) - set(_TYPED_FLAG_TOOLS[m.group(1)])
        typed.setdefault(m.group(1), set()).update(letters)
    if not typed:
        return command
    words = command.split(" ")
    for k, end in reversed(list(simple_commands(words))):   # from the right: an insertion moves no command still to do
        tool = words[k]
        if tool not in typed:
            continue
        have = {c for w in words[k + 1:end] if re.fullmatch(r"-[A-Za-z]+", w) for c in w[1:]}
        missing = "".join(sorted(typed[tool] - have))
        if not missing:
            continue
        cluster = next((j for j in range(k + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[j])
                        and not set(words[j][1:]) & set(_TYPED_FLAG_TOOLS[tool])), None)
        if cluster is None:
            words.insert(k + 1, "-" + missing)
        else:
            words[cluster] += missing   # -r → -ri, -av → -avz
    return " ".join(words)


# "from the container proxy", "out of container web_app", "into the web container": where docker cp reads or writes.
_CONTAINER = re.compile(r"\b(from|out\s+of|to|into|in)\s+(?:the\s+)?(?:container\s+(?:named\s+|called\s+)?([\w.-]*\w)"
                        r"|([\w.-]*\w)\s+container)\b", re.I)


def container_side(command: str, rec: Recognized) -> str:
    """``command`` with the container the request names put on its side of a ``docker cp`` that names no
    container: "copy nginx.conf from the container proxy to here" → ``docker cp proxy:nginx.conf .`` (the
    model wrote ``docker cp nginx.conf .``); "… into the web container at /app/settings.py" → ``docker cp
    settings.py web:/app/settings.py``. A container written as an operand of its own is taken in."""
    m = _found(_CONTAINER, rec.text)
    words = command.split(" ")
    if m is None or "docker" not in words or "cp" not in words:
        return command
    name, out_of = m.group(2) or m.group(3), m.group(1).lower() in ("from", "out of")
    start = words.index("cp") + 1
    ops = [k for k in range(start, len(words)) if not words[k].startswith("-") and words[k] not in ("|", "&&", ";")]
    if any(":" in words[k] for k in ops) or len(ops) > 3:
        return command
    named = [k for k in ops if words[k] == name]   # docker cp /app/config.json web_app .: the container apart
    for k in reversed(named):
        del words[k]
    ops = [k - sum(1 for j in named if j < k) for k in ops if k not in named]
    if out_of and 1 <= len(ops) <= 2:
        words[ops[0]] = f"{name}:{words[ops[0]]}"
        if len(ops) == 1:
            words.insert(ops[0] + 1, ".")
    elif not out_of and len(ops) == 2 and words[ops[1]].startswith("/"):
        words[ops[1]] = f"{name}:{words[ops[1]]}"
    else:
        return command
    return " ".join(words)


def echo_for_text(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``echo`` before a quoted text that starts a pipeline or a redirect: the model
    wrote ``"hello world" | tee greeting.txt``, which would run a program named ``hello world``. A quoted
    program path or variable (``"$EDITOR" notes.txt``, ``"./my tool"``) stays."""
    words = command.split(" ")
    out: list[str] = []
    for k, w in enumerate(words):
        starts = k == 0 or words[k - 1] in SEGMENT_ENDS
        if starts and w[:1] in ("'", '"') and w[1:2] not in ("$", ".", "/", "~", "") and _feeds_text(words, k):
            out.append("echo")
        out.append(w)
    return " ".join(out)


def _feeds_text(words: list[str], k: int) -> bool:
    """Whether the quoted word at ``k`` ends its simple command by a pipe or an output redirect."""
    quote = words[k][0]
    end = k
    while end < len(words) and not (words[end].endswith(quote) and (end > k or len(words[k]) > 1)):
        end += 1
    return end + 1 < len(words) and words[end + 1] in ("|", ">", ">>")



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


def python_runs(command: str, rec: Recognized) -> str:
    """``command`` with a Python file the request names bare ("run train.py") run by ``python3`` where
    the model ran it by its path (``./train.py`` needs an execute bit and a shebang line; ``python3 train.py``
    does not). A path the request itself writes (``./cleanup.py``) is run as written."""
    words = command.split(" ")
    bare = {e.value for e in rec.entities if e.value.endswith(".py") and not e.text.startswith(("./", "/", "~"))}
    for k, w in enumerate(words):
        if w.startswith("./") and w[2:] in bare and (k == 0 or words[k - 1] in COMMAND_STARTS):
            words[k] = "python3 " + w[2:]
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
    nothing for others": ``chmod 755`` → ``chmod 750``)."""
    mode = said_mode(rec) if "chmod" in command.split(" ") else None
    if mode is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "chmod":
            continue
        at = next((k for k in range(util + 1, end) if not re.fullmatch(r"-[A-Za-z]+|--[\w-]+", words[k])), None)
        if at is not None and (_SYMBOLIC_MODE.fullmatch(words[at]) or mode.isdigit() and re.fullmatch(r"[0-7]{3,4}", words[at])):
            words[at] = mode   # an octal mode too when the words give every class its own bits
    return " ".join(words)


# "the processes using the most memory" with no number: ps's first screen, not its top process.
_ONE_PROCESS = re.compile(r"(\bps\b[^|]*\|\s*head)\s+(?:-n\s*2|-2)(?=\s*$|\s*[|;&])")


def plural_processes(command: str, rec: Recognized) -> str:
    """``command`` with ``ps … | head -n 2`` (one process under the header) made ``ps … | head`` when
    the request asks for processes (programs, apps) in the plural and names no number."""
    if not re.search(r"\b(?:processes|programs|apps|applications|tasks|services)\b", rec.text, re.I) or \
            any(e.type == "Number" for e in rec.entities):
        return command
    return _ONE_PROCESS.sub(r"\1", command)


# "top IPs in access.log", "the biggest files in /var": several, when no number is named.
_TOP_PLURAL = re.compile(r"\b(?:top|biggest|largest|smallest|newest|oldest|most\s+\w+)\s+(?:([\w-]+)\s+)?([A-Za-z]{2,}s)\b", re.I)
_ONE_LINE = re.compile(r"\|\s*head\s+(?:-n\s*1|-1)\s*$")


def plural_top(command: str, rec: Recognized) -> str:
    """``command`` ending ``| head -n 1`` made ``| head`` when the request asks for the top things in the
    plural and names no number ("top IPs in access.log by number of requests"): the first screen, not one line."""
    m = _found(_TOP_PLURAL, rec.text)
    if m is None or m.group(2).lower() in ("is", "was", "has", "does", "this", "its") or (
            m.group(1) and (m.group(1).isdigit() or m.group(1).lower() in COUNT_WORDS)):
        return command   # "top 5 IPs": the number the request names is the model's to write
    return _ONE_LINE.sub("| head", command)


def local_package(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``./`` before a bare ``.deb`` file that apt installs: ``apt install zoom_amd64.deb``
    looks for a package of that name in the archive; ``apt install ./zoom_amd64.deb`` installs the file."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("apt", "apt-get") and "install" in words[util + 1:end]:
            for k in range(util + 1, end):
                if words[k].endswith(".deb") and "/" not in words[k] and not words[k].startswith(("-", "$")):
                    words[k] = "./" + words[k]
    return " ".join(words)


def java_class_run(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the class a ``javac X.java`` compiled run by ``java X`` where the model left
    ``java`` without its class or ran the source as a program (``javac Hello.java && java``,
    ``javac Hello.java && ./Hello.java``)."""
    m = re.search(r"\bjavac\s+(?:\S+/)?([A-Z]\w*)\.java\b", command)
    if m is None:
        return command
    name = m.group(1)
    command = re.sub(r"(&&|;)\s*java\s*$", rf"\1 java {name}", command)
    return re.sub(rf"(&&|;)\s*\./{name}\.java\s*$", rf"\1 java {name}", command)


_PORT_WORD = re.compile(r"(?<!\S)((?:-i)?:)(\d{1,5})(?=[\s)`'\"]|$)")   # lsof -i:3000, lsof -i :3000, grep :3000


def _unused_port(command: str, rec: Recognized) -> str | None:
    """The one port the request names, when ``command`` does not use it."""
    ports = [e.value for e in rec.entities if e.type == "Port"]
    return ports[0] if len(ports) == 1 and not re.search(rf"(?<!\d){ports[0]}(?!\d)", command) else None


def foreign_port(command: str, rec: Recognized) -> str:
    """``command`` with a port the model wrote from its training (``lsof -i:3000``, ``grep :8080``) made the
    one port the request names, where the command does not use that port: "kill the process on port
    4000" gave ``kill $(lsof -t -i:3000)``."""
    port = _unused_port(command, rec)
    if port is None:
        return command
    return _PORT_WORD.sub(lambda m: m.group(0) if re.search(rf"(?<!\d){m.group(2)}(?!\d)", rec.text)
                          else m.group(1) + port, command)


# lsof with flags only (no -i, no operand), up to the end of its simple command.
_BARE_LSOF = re.compile(r"(?<![\w-])lsof((?:\s+-[A-Za-hj-z]+)*)(?=\s*(?:[)|;&`]|$))")


def lsof_port(command: str, rec: Recognized) -> str:
    """``command`` with the port the request names given to an ``lsof`` that has none: "kill the process
    listening on port 8080" gave ``kill $(lsof -t)`` (every process with an open file) → ``kill $(lsof -t
    -i:8080)``."""
    port = _unused_port(command, rec)
    return command if port is None else _BARE_LSOF.sub(lambda m: f"lsof{m.group(1)} -i:{port}", command)


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


_NESTED = re.compile(r"\b(?:tree|nested|parents?|intermediate|as\s+needed)\b", re.I)


def mkdir_parents(command: str, rec: Recognized) -> str:
    """``command`` with ``-p`` on a ``mkdir`` of a path three folders deep, or two when the request speaks
    of a tree, nested folders or parents ("make a directory tree a/b/c" gave ``mkdir a/b/c``, which fails
    unless a/b exists). ``mkdir src/utils`` is left as written: its parent is most likely there."""
    words = command.split(" ")
    depth = 1 if _found(_NESTED, rec.text) else 2   # slashes inside the path that call for -p
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] != "mkdir" or has_flag(args, "p", "--parents"):
            continue
        if any(not a.startswith("-") and a.strip("'\"").rstrip("/").lstrip("~/").count("/") >= depth for a in args):
            words.insert(util + 1, "-p")
    return " ".join(words)


_SOURCED_FOLDER = re.compile(r"(?<![\w./-])(source|\.) ((?:\./)?[\w.~/-]*(?:venv|env|virtualenv)[\w.-]*)/?(?=\s*(?:$|[;&|]))")


def venv_activate(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a virtual environment's folder sourced as its activate script: "activate the
    virtualenv in venv" gave ``source venv`` (a folder is no script) → ``source venv/bin/activate``."""
    def activate(m: re.Match) -> str:
        if m.group(2).rsplit("/", 1)[-1].endswith(".env"):   # source .env: a dotenv file of variables
            return m.group(0)
        return f"{m.group(1)} {m.group(2)}/bin/activate"
    return _SOURCED_FOLDER.sub(activate, command)


_SED_SUB = re.compile(r"""(?<![\w-])sed( -i(?:\.\w+)?)? (['"])s([/|#])([^/|#'"]*)\3([^/|#'"]*)\3(\w*)\2 (\S+)$""")


def sed_unswapped(command: str, rec: Recognized) -> str:
    """``command`` with a sed that wrote the file to edit as the replacement and the replacement as the file
    put right: "replace 'localhost' with 'db.internal' in settings.ini" gave ``sed -i 's/localhost/settings.ini/g'
    db.internal`` → ``sed -i 's/localhost/db.internal/g' settings.ini``. Only when the request says the
    file after in/inside and the other after with/by/to."""
    m = _SED_SUB.search(command)
    if m is None:
        return command
    new, operand = m.group(5), m.group(7)

    def said_after(value: str, words: str) -> bool:
        return any(e.value == value and re.search(rf"\b(?:{words})\s+(?:the\s+(?:file\s+)?)?['\"]?$", rec.text[:e.start], re.I)
                   for e in rec.entities)

    if not (said_after(new, "in|inside|within") and said_after(operand.strip("'\""), "with|by|to|for")):
        return command
    q, d = m.group(2), m.group(3)
    fixed = f"sed{m.group(1) or ''} {q}s{d}{m.group(4)}{d}{operand.strip(chr(39) + chr(34))}{d}{m.group(6)}{q} {new}"
    return command[:m.start()] + fixed + command[m.end():]


# "change port 8080 to 9090 in /etc/myapp/app.conf": one value put for another in a named file.
_VALUE_REPLACED = re.compile(r"\b(?:change|replace|swap|substitute|switch|turn)\s+(?:every\s+|all\s+|the\s+)?(?:(?:port|value|number|version|"
                             r"string|word|text|ip|address|host(?:name)?)\s+)?(['\"]?)([\w.:-]+)\1\s+(?:to|with|into|for|by)\s+(['\"]?)([\w.:-]+)\3"
                             r"\s+(?:in|inside|within|throughout)\s+(?:the\s+file\s+)?(\S+?)[.,;]?(?=\s|$)", re.I)


def sed_rebuilt(command: str, rec: Recognized) -> str:
    """``command`` with a sed whose script lost the substitution the request spells out written again:
    "change port 8080 to 9090 in /etc/myapp/app.conf" gave ``sed -i 9090 /etc/myapp/app.conf`` (numbers the
    model cannot place in a script) → ``sed -i 's/8080/9090/g' /etc/myapp/app.conf``. Only a lone sed that
    edits the named file and has no s command of its own."""
    m = _found(_VALUE_REPLACED, rec.text)
    words = command.split(" ")
    if m is None or words[0] != "sed" or any(w in SEGMENT_ENDS for w in words) or re.search(r"['\"]?s([/|#,]).*\1", command):
        return command
    old, new, target = m.group(2), m.group(4), m.group(5)
    if unquoted(words[-1]) != target or "/" in old + new:
        return command
    edit = [w for w in words[1:-1] if re.fullmatch(r"-i(?:\.\w+)?|--in-place\S*", w)]
    return " ".join(["sed", *edit, f"'s/{re.escape(old).replace(chr(92) + '-', '-')}/{new}/g'", words[-1]])


_HOST_AS_PATH = re.compile(r"(?<![\w.@-])((?:[\w.-]+@)?([\w.-]+)):\2(?=\s|$)")


def host_not_path(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a remote path that repeats the host dropped: "copy id.pub to admin@10.1.1.5" gave
    ``scp id.pub admin@10.1.1.5:10.1.1.5`` (the host filled a path slot the request names nothing for) →
    ``admin@10.1.1.5:``, the remote home."""
    if not REMOTE_COPIERS & set(command.split(" ")):   # chown www-data:www-data, docker -p 6379:6379
        return command
    return _HOST_AS_PATH.sub(lambda m: m.group(1) + ":", command)


_NEGATION = re.compile(r"\b(?:not?|none|never|without|except|excluding|exclude|other\s+than|minus|filter(?:ing)?\s+out"
                       r"|(?:everything|all|anything|lines?)\s+but|apart\s+from|besides|unmatched|non\w*|invert\w*|reverse"
                       r"|remov\w*|delet\w*|drop\w*|skip\w*|ignor\w*|strip\w*|hid\w*|omit\w*|invert\w*|lack\w*|miss\w*)\b"
                       r"|n't\b|\bnon-", re.I)


def unasked_inversion(command: str, rec: Recognized) -> str:
    """``command`` with grep's ``-v`` (keep the lines that do not match) taken out where the request says
    no "not", "without", "except" or the like: "the lines of app.log that contain both ERROR and
    timeout" gave ``grep ERROR app.log | grep -v timeout`` → ``… | grep timeout``."""
    negated = _found(_NEGATION, rec.text) is not None
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in GREPS:
            continue
        if negated and not _wanted_without_negation(words[util + 1:end], rec.text):
            continue
        for k in range(util + 1, end):
            if words[k] == "--invert-match":
                words[k] = ""
            elif re.fullmatch(r"-[A-Za-z]*v[A-Za-z]*", words[k]):
                words[k] = words[k].replace("v", "") if words[k] != "-v" else ""
    return " ".join(w for w in words if w)


_WANTED = re.compile(r"\b(?:contain\w*|with|mention\w*|match\w*|hav\w*|has|includ\w*)\s+(?:the\s+(?:word|string|text)\s+)?[\"']?$",
                     re.I)


def _wanted_without_negation(args: list[str], text: str) -> bool:
    """Whether the pattern of an inverted grep is one the request says the lines contain, with no negation
    just before it: "lines containing user but not root" has ``grep -v root`` right and ``grep -v user``
    wrong."""
    pattern = next((a.strip("'\"") for a in args if not a.startswith("-")), "")
    at = text.find(pattern) if pattern else -1
    if at < 0:
        return False
    before = text[max(0, at - 40):at]
    return bool(_WANTED.search(before)) and not _NEGATION.search(before[-20:])


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


_UNIT_VERBS = ("start", "stop", "restart", "reload", "status", "enable", "disable")
_SAID_UNIT = re.compile(r"\b(start|stop|restart|reload|status\s+of|enable|disable)\w*\s+(?:the\s+|my\s+)?([a-z][\w@.-]*)", re.I)
_NO_UNIT = frozenset({"service", "services", "server", "machine", "computer", "system", "it", "them", "all", "every",
                      "at", "on", "in", "now", "when", "after", "daemon", "process", "container", "web"})


def systemctl_unit(command: str, rec: Recognized) -> str:
    """``command`` with the unit the request names put after a ``systemctl`` verb that has none: "restart
    apache" gave ``sudo systemctl restart`` → ``sudo systemctl restart apache``."""
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] != "systemctl" or len(args) != 1 or args[0] not in _UNIT_VERBS:
            continue
        said = [m.group(2) for m in _SAID_UNIT.finditer(rec.text) if m.group(1).lower().startswith(args[0][:4])]
        if len(said) == 1 and said[0].lower() not in _NO_UNIT:
            words.insert(end, said[0])
    return " ".join(words)


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
    app.log and delete the original" gave ``bzip2 -k app.log`` (which keeps it) → ``bzip2 app.log``."""
    if not _found(_ORIGINAL_GOES, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
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


# "what would git clean delete", "a dry run of the sync", "without deleting anything": what a command
# would do, asked before doing it.
HYPOTHETICAL = re.compile(r"\bwould\b|\bdry[- ]?run\b|\bwithout\s+(?:actually\s+)?(?:delet|remov|chang|copy|sync|do)\w*"
                          r"|\bpreview\b|\bsimulat\w*", re.I)
_FORCE_CLUSTER = re.compile(r"-[A-Za-z]*f[A-Za-z]*")


def dry_run(command: str, rec: Recognized) -> str:
    """``command`` made to show what it would do where the request asks what a command would do
    (``HYPOTHETICAL``): ``git clean -fd`` → ``git clean -nd``, ``rsync -av a/ b/`` → ``rsync --dry-run -av
    a/ b/``, ``find … -delete`` → ``find … -print``, and an ``rm`` lists its operands instead: ``rm -rf
    build`` → ``find build`` (a recursive rm removes all of it), ``rm *.tmp`` → ``ls -d *.tmp``. "what
    would rm -rf build remove" gave ``rm -fr build``."""
    if not _found(HYPOTHETICAL, rec.text):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if name == "git" and args[:1] == ["clean"]:
            if not has_flag(args[1:], "n", "--dry-run"):
                forced = [k for k in range(util + 2, end) if _FORCE_CLUSTER.fullmatch(words[k]) or words[k] == "--force"]
                for k in forced:
                    words[k] = "--dry-run" if words[k] == "--force" else words[k].replace("f", "n", 1)
                if not forced:
                    words[util + 1] = "clean -n"
        elif name == "rsync" and not has_flag(args, "n", "--dry-run"):
            words[util] = "rsync --dry-run"
        elif name == "find":
            words[util:end] = [w if w != "-delete" else "-print" for w in words[util:end]]
        elif name == "rm":
            operands = [a for a in args if not a.startswith("-")]
            recursive = has_flag(args, "rR", "--recursive")
            words[util:end] = ["find" if recursive and operands else "ls -d", *operands]
    return " ".join(words)


_FOLDER_KIND = r"(?:sub-?)?(?:folders?|dirs?|director(?:y|ies))"
_EMPTY_FILES = re.compile(r"\bempty\s+(?:%s\s+(?:and|or|&)\s+)?(?:regular\s+|plain\s+)?files?\b" % _FOLDER_KIND, re.I)
_EMPTY_FOLDERS = re.compile(r"\bempty\s+(?:files?\s+(?:and|or|&)\s+)?%s\b" % _FOLDER_KIND, re.I)


def empty_kind(command: str, rec: Recognized) -> str:
    """``command`` with ``-type f`` (or ``-type d``) before a ``find … -empty`` that has no ``-type`` when
    the request asks for empty files (or empty folders) only: "empty files in the current directory and
    below" gave ``find . -empty``, which lists empty folders too. A request for both changes nothing."""
    files, folders = bool(_found(_EMPTY_FILES, rec.text)), bool(_found(_EMPTY_FOLDERS, rec.text))
    if files == folders:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] == "find" and "-empty" in args and "-type" not in args and "-xtype" not in args:
            words.insert(util + 1 + args.index("-empty"), "-type f" if files else "-type d")
    return " ".join(words)


def _grep_flag(words: list[str], util: int, end: int, letter: str) -> None:
    """Add the one-letter flag ``letter`` to the grep at ``words[util]`` (in place): into its first cluster
    of letters that take no value (r first, l after a leading r: ``-rw`` + l → ``-rlw``, others last), or as a
    flag of its own."""
    cluster = next((j for j in range(util + 1, end) if re.fullmatch(r"-[a-zA-Z]+", words[j])
                    and not set(words[j][1:]) & set("efmABCdD")), None)
    if cluster is None:
        words.insert(util + 1, "-" + letter)
    else:
        letters = words[cluster][1:]
        at = 0 if letter == "r" else 1 if letter == "l" and letters.startswith("r") else len(letters) if letter != "l" else 0
        words[cluster] = "-" + letters[:at] + letter + letters[at:]


# A place the request calls a folder: "files in ~/projects/api", "the src folder", "under logs/".
_FOLDER_WORDS = r"(?:folders?|dir(?:ectory|ectories)?|repo(?:sitory)?|tree|project)"


def _called_folder(value: str, rec: Recognized) -> bool:
    """Whether the request names ``value`` as a folder: a Directory entity, a trailing slash, "the X
    folder", "folder X", "files in X", "everything under X"."""
    for e in rec.entities:
        if e.value != value or e.type not in ("Directory", "Path", "Text"):
            continue
        if e.type == "Directory" or e.type == "Path" and value.endswith("/"):
            return True   # a Text ("my thesis folder") only by the words around it
        before, after = rec.text[:e.start], rec.text[e.end:]
        if re.search(_FOLDER_WORDS + r"\s+(?:named\s+|called\s+)?$", before, re.I) or \
                re.match(r"\s*(?:/\s*)?" + _FOLDER_WORDS + r"\b", after, re.I) or \
                re.search(r"\b(?:files|everything|anything|anywhere|recursively)\s+(?:in|under|inside|within|below|beneath)\s+"
                          r"(?:the\s+|my\s+)?$", before, re.I):
            return True
    return False


def grep_folder_recursive(command: str, rec: Recognized) -> str:
    """``command`` with ``-r`` on a grep that searches a place the request calls a folder but does not
    recurse ("which files in ~/projects/api contain password" gave ``grep -w password ~/projects/api``,
    which only says "Is a directory")."""
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] not in GREPS:
            continue
        args = words[util + 1:end]
        if has_flag(args, "rR", "--recursive|--dereference-recursive|--directories=\\S+|-d"):
            continue
        operands = [a for a in args if not a.startswith("-")]
        if len(operands) >= 2 and any(_called_folder(a.strip("'\""), rec) for a in operands[1:]):
            _grep_flag(words, util, end, "r")
    return " ".join(words)


_NAMES_ONLY = re.compile(r"\b(?:just|only)\s+(?:list\s+|show\s+|print\s+|give\s+me\s+)?(?:the\s+)?(?:file\s*names|names\s+of\s+(?:the\s+)?files"
                         r"|names\s+of\s+(?:the\s+)?(?:matching\s+)?files|(?:matching\s+)?file\s*names)\b"
                         r"|^\s*(?:which|what)\s+(?:\w+\s+)?files\b(?!.*\b(?:lines?|where|how\s+many|count)\b)"
                         r"|^\s*(?:list|show|find|print|give\s+me)\s+(?:(?:all|the|every)\s+)*(?:[\w.*]+\s+)?files\s+(?:[\w./~-]+\s+){0,8}?"
                         r"(?:that|which)\s+(?:contain|mention|include|have|match)\w*\b(?!.*\b(?:lines?|where|how\s+many|count)\b)", re.I)


def grep_names_only(command: str, rec: Recognized) -> str:
    """``command`` with ``-l`` on a grep when the request asks for just the names of the files that
    match ("which files in api/ contain password? just the filenames please")."""
    if not _found(_NAMES_ONLY, rec.text):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] not in GREPS or has_flag(args, "lLcoq", "--files-with(?:out)?-match(?:es)?|--count|--quiet"):
            continue
        _grep_flag(words, util, end, "l")
    return " ".join(words)


# What a request calls the characters and classes a tr translates, by the sets that spell them.
_CHAR_NAMES = {",": r"commas?", "\\t": r"tabs?", " ": r"spaces?|blanks?", "\\n": r"new\s*lines?|line\s*breaks?",
               ";": r"semi-?colons?", ":": r"colons?", "|": r"pipes?", "_": r"underscores?", "-": r"dash(?:es)?|hyphens?",
               ".": r"dots?|periods?|full\s+stops?", "/": r"(?<!back)slash(?:es)?", "\\\\": r"backslash(?:es)?",
               "a-z": r"lower\s*-?case|small\s+letters", "[:lower:]": r"lower\s*-?case|small\s+letters",
               "A-Z": r"upper\s*-?case|capitals?|caps|capital\s+letters", "[:upper:]": r"upper\s*-?case|capitals?|caps|capital\s+letters"}


def _char_said(chars: str, text: str) -> int | None:
    """Where the request first names the set ``chars`` of a tr ("commas" for ``,``), or None."""
    m = re.search(rf"\b(?:{_CHAR_NAMES[chars]})\b", text, re.I) if chars in _CHAR_NAMES else None
    return None if m is None else m.start()


def tr_turned(command: str, rec: Recognized) -> str:
    """``command`` with a ``tr A B`` that translates the other way round from the request turned round:
    "turn commas into tabs in data.csv" gave ``tr '\t' ','``. The request names what is replaced first
    ("commas into tabs", "replace tabs with commas", "lowercase to uppercase"), or says the target
    alone after "to"/"into" ("convert names.txt to uppercase"); "instead of" puts it the other way."""
    if re.search(r"\binstead\s+of\b|\brather\s+than\b", rec.text, re.I):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] != "tr" or len(args) < 2 or any(a.startswith("-") for a in args[:2]):
            continue
        a, b = (unquoted(w) for w in args[:2])
        said_a, said_b = _char_said(a, rec.text), _char_said(b, rec.text)
        if said_a is None and said_b is None:
            continue
        if said_a is not None and said_b is not None:
            turned = said_b < said_a and said_a != said_b
        else:   # one side named: "to uppercase" names what comes out
            at = said_a if said_a is not None else said_b
            into = re.search(r"\b(?:to|into|in)\s+(?:an?\s+|all\s+)?$", rec.text[:at], re.I) is not None
            turned = into and said_a is not None
        if turned:
            words[util + 1], words[util + 2] = words[util + 2], words[util + 1]
    return " ".join(words)


# A column the request names by number: "column 3", "the 4th column", "field #2".
_COLUMN_SAID = re.compile(r"\b(?:column|col|field)\s*(?:number\s+|no\.?\s*|#)?(\d+)\b|\b(\d+)(?:st|nd|rd|th)\s+(?:column|col|field)\b", re.I)
_AWK_TEST = re.compile(r"\$(\d+)(\s*(?:==|!=|<=|>=|<|>)\s*)(\d+)\b")


def awk_columns(command: str, rec: Recognized) -> str:
    """``command`` with an awk test that compares the wrong number as the column turned round: "a score
    under 60 (score is column 3)" gave ``awk -F, '$60 < 3'`` → ``awk -F, '$3 < 60'``. Only when the request
    names the value as a column and the field's number as none."""
    columns = {a or b for a, b in _COLUMN_SAID.findall(rec.text)}
    if not columns or "awk" not in command:
        return command

    def turned(m: re.Match) -> str:
        field, op, value = m.groups()
        return f"${value}{op}{field}" if field not in columns and value in columns else m.group(0)

    return _AWK_TEST.sub(turned, command)


_FIND_OPTIONS = frozenset({"-H", "-L", "-P"})


def find_here(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``.`` written where a find names no starting point (``find -type f -empty`` →
    ``find . -type f -empty``): GNU find starts here anyway; BSD and busybox find need it."""
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] != "find":
            continue
        k = util + 1
        while k < end and words[k] in _FIND_OPTIONS:
            k += 1
        if k < end and re.fullmatch(r"-[a-z]+|!|\\\(|-?\(", words[k]) or k == end:
            words.insert(k, ".")
    return " ".join(words)


_LINE_NUMBERS = re.compile(r"\bline\s+numbers?\b|\b(?:what|which)\s+lines?\b|\bon\s+(?:what|which)\s+lines?\b", re.I)
_AROUND = re.compile(r"\bbefore\s+and\s+after\b|\bafter\s+and\s+before\b|\baround\s+(?:each|every|it|them|the)\b"
                     r"|\bon\s+(?:each|either|both)\s+sides?\b|\bof\s+context\b|\bcontext\s+lines?\b", re.I)


def grep_lines_asked(command: str, rec: Recognized) -> str:
    """``command`` with the grep flags the request asks for in words: ``-n`` for "what line is 'def main'
    on" and "show line numbers", ``-C N`` for "5 lines before and after each one" where the model wrote
    ``-A 5`` or ``-B 5``."""
    numbers, around = bool(_found(_LINE_NUMBERS, rec.text)), bool(_found(_AROUND, rec.text))
    if not (numbers or around):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        if words[util] not in GREPS:
            continue
        args = words[util + 1:end]
        if around:
            for k in range(util + 1, end - 1):
                if words[k] in ("-A", "-B") and words[k + 1].isdigit():
                    words[k] = "-C"
        if numbers and not has_flag(args, "nlLcoq", "--line-number|--count|--files-with(?:out)?-match(?:es)?"):
            _grep_flag(words, util, end, "n")
    return " ".join(words)


_FROM_WINDOWS = re.compile(r"\bfrom\s+(?:a\s+)?windows\b|\bwindows\s+(?:line\s+endings|newlines|style)|\bcrlf\b|\\r\b|\^M", re.I)
_TO_WINDOWS = re.compile(r"\b(?:to|for|into)\s+(?:a\s+)?windows\b", re.I)


def line_endings_way(command: str, rec: Recognized) -> str:
    """``command`` with ``unix2dos`` made ``dos2unix`` when the request says the file comes from Windows
    ("script.sh came from windows and has weird line endings, fix it"), and the other way round when it
    is for Windows."""
    from_windows, to_windows = bool(_found(_FROM_WINDOWS, rec.text)), bool(_found(_TO_WINDOWS, rec.text))
    if from_windows == to_windows:
        return command
    wrong, right = ("unix2dos", "dos2unix") if from_windows else ("dos2unix", "unix2dos")
    return " ".join(right if w == wrong else w for w in command.split(" "))


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


_PIPED_RM = re.compile(r"^(find\s(?:(?!\s-print0\b|\s-type\s+d\b)[^|;&<>$`])*?\s-i?name\s+(['\"]?)\*\.[\w.]+\2(?:\s[^|;&<>$`]*?)?)"
                       r"\s*\|\s*xargs\s+rm(?:\s+-[rRf]+)*\s*$")


def find_deletes(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a ``find … -name '*.pyc' | xargs rm -rf`` made ``find … -name '*.pyc' -delete``:
    xargs splits names at blanks, so "my notes.pyc" would have rm remove "my" and "notes.pyc", with ``-r``
    a whole folder "my". Only for files found by their kind, never with ``-type d``, and not where the
    request asks for xargs."""
    if rec is not None and re.search(r"\bxargs\b", rec.text, re.I):
        return command
    m = _PIPED_RM.match(command)
    return f"{m.group(1).rstrip()} -delete" if m else command


def exec_not_recursive(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``-R`` taken off a chmod, chown or chgrp that a find of regular files runs on each
    one (``find public/ -type f -exec chmod -R 644 {} +``): every operand is a file, and "leave the dirs
    alone" is why the find is there."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in OWNERSHIP_TOOLS or not util or words[util - 1] not in ("-exec", "-execdir"):
            continue
        find = max((k for k in range(util) if words[k] == "find"), default=None)
        if find is None or "|" in words[find:util] or not any(words[k:k + 2] == ["-type", "f"] for k in range(find, util)):
            continue
        for k in range(util + 1, end):
            if re.fullmatch(r"-[A-Za-z]*R[A-Za-z]*", words[k]):
                words[k] = "" if words[k] == "-R" else words[k].replace("R", "")
            elif words[k] == "--recursive":
                words[k] = ""
    return " ".join(w for w in words if w != "")


_KIND_GLOB = re.compile(r"\*\.[A-Za-z0-9]{1,8}(?:\.[A-Za-z0-9]{1,4})?")


def grep_include(command: str, rec: Recognized) -> str:
    """``command`` with ``--include="*.sql"`` on a recursive grep when the request names one kind of file
    the command leaves out: "grep user_id in all .sql files but skip the migrations folder" gave ``grep -r
    user_id --exclude-dir=migrations/ .``, which searches every file."""
    kinds = {e.value for e in rec.entities if e.type == "Pattern" and _KIND_GLOB.fullmatch(e.value)}
    if len(kinds) != 1:
        return command
    glob = next(iter(kinds))
    words = command.split(" ")
    swap = re.fullmatch(r"(\S*\s+)?(grep\s+(?:-\w+\s+)*)(['\"]?)(\S+)\3(\s.*?)\s--include=(['\"]?)([\w-]+)\6(\s.*)?", command)
    if swap and unquoted(swap.group(4)) == glob and any(e.value == swap.group(7) for e in rec.entities if e.type in ("Pattern", "Text")):
        # grep -ic "*.conf" /etc/nginx --include=timeout: the kind and the word swapped, and --include needs -r
        flags = swap.group(2)
        if not re.search(r"\s-\w*[rR]", " " + flags):
            flags = re.sub(r"^grep\s+-(\w+)", r"grep -r\1", flags) if re.match(r"grep\s+-\w", flags) else flags + "-r "
        return f'{swap.group(1) or ""}{flags}{swap.group(7)}{swap.group(5)} --include="{glob}"{swap.group(8) or ""}'
    sought = [e.value for e in rec.entities if e.type in ("Pattern", "Text") and e.value != glob and e.value not in command]
    if glob in command and len(sought) == 1:
        # grep -ril "*.md" docs/ for "which markdown files in docs/ mention kubernetes": the kind searched for as text
        for util, end in simple_commands(words):
            at = next((k for k in range(util + 1, end) if not words[k].startswith("-")), None)
            if words[util] in GREPS and at is not None and unquoted(words[at]) == glob \
                    and has_flag(words[util + 1:end], "rR", "--recursive|--dereference-recursive"):
                word = sought[0] if not re.search(r"[\s'\"$*?|&;<>()\\]", sought[0]) else \
                    f"'{sought[0]}'" if "'" not in sought[0] else f'"{sought[0]}"'
                left_out = re.search(rf"\b(?:skip|exclud|without|except|ignor|leav\w*\s+out)\w*\s+(?:the\s+|any\s+|all\s+)?\*?"
                                     rf"{re.escape(glob.lstrip('*'))}", rec.text, re.I)
                words[at:at + 1] = [f'--{"exclude" if left_out else "include"}="{glob}"', word]
                return grep_names_only(" ".join(words), rec)   # as the other greps were (it runs before this)
        return command
    if glob in command:
        return command
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] not in GREPS or not has_flag(args, "rR", "--recursive|--dereference-recursive") \
                or any(a.startswith("--include") for a in args):
            continue
        k = util + 1
        while k < end and words[k].startswith("-") and not words[k].startswith("--exclude"):
            k += 1
        words.insert(k, f'--include="{glob}"')
        break
    return " ".join(words)


_TCP, _UDP = re.compile(r"\btcp\b", re.I), re.compile(r"\budp\b", re.I)


def socket_protocols(command: str, rec: Recognized) -> str:
    """``command`` with both ``-t`` and ``-u`` on an ss or netstat when the request names TCP and UDP ("list
    all listening tcp and udp ports" gave ``ss -lunp``)."""
    if not (_found(_TCP, rec.text) and _found(_UDP, rec.text)):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("ss", "netstat"):
            continue
        cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[a-zA-Z]+", words[k])), None)
        if cluster is not None:
            missing = "".join(c for c in "tu" if c not in words[cluster])
            words[cluster] = "-" + missing + words[cluster][1:]
    return " ".join(words)


# Common cities and countries as the tz database names their zones: "what time is it in tokyo".
ZONES = {
    "london": "Europe/London", "dublin": "Europe/Dublin", "lisbon": "Europe/Lisbon", "paris": "Europe/Paris",
    "berlin": "Europe/Berlin", "madrid": "Europe/Madrid", "rome": "Europe/Rome", "amsterdam": "Europe/Amsterdam",
    "brussels": "Europe/Brussels", "vienna": "Europe/Vienna", "zurich": "Europe/Zurich", "stockholm": "Europe/Stockholm",
    "oslo": "Europe/Oslo", "copenhagen": "Europe/Copenhagen", "helsinki": "Europe/Helsinki", "warsaw": "Europe/Warsaw",
    "prague": "Europe/Prague", "budapest": "Europe/Budapest", "athens": "Europe/Athens", "istanbul": "Europe/Istanbul",
    "moscow": "Europe/Moscow", "dubai": "Asia/Dubai", "karachi": "Asia/Karachi", "india": "Asia/Kolkata",
    "kolkata": "Asia/Kolkata", "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata",
    "bangalore": "Asia/Kolkata", "dhaka": "Asia/Dhaka", "bangkok": "Asia/Bangkok", "jakarta": "Asia/Jakarta",
    "singapore": "Asia/Singapore", "hong kong": "Asia/Hong_Kong", "shanghai": "Asia/Shanghai", "beijing": "Asia/Shanghai",
    "china": "Asia/Shanghai", "taipei": "Asia/Taipei", "seoul": "Asia/Seoul", "korea": "Asia/Seoul", "tokyo": "Asia/Tokyo",
    "japan": "Asia/Tokyo", "manila": "Asia/Manila", "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne",
    "brisbane": "Australia/Brisbane", "perth": "Australia/Perth", "adelaide": "Australia/Adelaide",
    "auckland": "Pacific/Auckland", "new zealand": "Pacific/Auckland", "honolulu": "Pacific/Honolulu",
    "hawaii": "Pacific/Honolulu", "anchorage": "America/Anchorage", "los angeles": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles", "vancouver": "America/Vancouver",
    "denver": "America/Denver", "phoenix": "America/Phoenix", "chicago": "America/Chicago", "texas": "America/Chicago",
    "mexico city": "America/Mexico_City", "toronto": "America/Toronto", "new york": "America/New_York",
    "boston": "America/New_York", "miami": "America/New_York", "sao paulo": "America/Sao_Paulo",
    "buenos aires": "America/Argentina/Buenos_Aires", "lima": "America/Lima", "bogota": "America/Bogota",
    "santiago": "America/Santiago", "cairo": "Africa/Cairo", "johannesburg": "Africa/Johannesburg",
    "lagos": "Africa/Lagos", "nairobi": "Africa/Nairobi", "reykjavik": "Atlantic/Reykjavik", "iceland": "Atlantic/Reykjavik",
}
_ZONE_SAID = re.compile(r"\b(%s)\b" % "|".join(sorted(map(re.escape, ZONES), key=len, reverse=True)), re.I)
_TZ_VALUE = re.compile(r"(?<![\w$])TZ=(['\"]?)([^'\"\s/]+)\1(?=\s|$)")


def zone_named(command: str, rec: Recognized) -> str:
    """``command`` with a ``TZ=`` value that is no zone (``TZ=tokyo date``) made the zone of the city or
    country the request names (``TZ=Asia/Tokyo``); UTC and zone abbreviations stay."""
    said = _found(_ZONE_SAID, rec.text)
    if said is None:
        return command
    zone = ZONES[said.group(1).lower()]
    return _TZ_VALUE.sub(lambda m: m.group(0) if re.fullmatch(r"UTC|GMT|[A-Z]{2,5}\d?", m.group(2)) else f"TZ={zone}", command)


_EXCLUDED_DIR = re.compile(r"(--exclude-dir=)(['\"]?)([^'\"\s]+?)/+\2(?=\s|$)")


def exclude_dir_base(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the trailing slash taken off a grep's ``--exclude-dir=migrations/``: grep matches
    the glob against each folder's base name, which has no slash, so the folder was searched after all."""
    return _EXCLUDED_DIR.sub(lambda m: m.group(1) + m.group(2) + m.group(3) + m.group(2), command)


_COMMENTS_AND_BLANKS = re.compile(r"\bcomments?\b.*\b(?:blank|empty)\s+lines?\b|\b(?:blank|empty)\s+lines?\b.*\bcomments?\b"
                                  r"|\bcomments?\s+(?:or|and|nor)\s+(?:blank|empty)\b|\b(?:blank|empty)\s+(?:or|and|nor)\s+comments?\b", re.I)
_COMMENT_PATTERN = re.compile(r"""(['"]?)\^#\1""")


def comments_and_blanks(command: str, rec: Recognized) -> str:
    """``command`` with a ``grep -v '^#'`` that drops comment lines made to drop blank lines too when the
    request asks for both ("show sshd_config without the comments and blank lines"): ``grep -vE
    '^\\s*(#|$)'``."""
    if not _found(_COMMENTS_AND_BLANKS, rec.text):
        return command
    # sed '/^#/d' config.ini > clean.ini drops the comments but keeps the blank lines (or '/^$/d' the other way): grep -Ev drops both
    command = re.sub(r"^sed\s+(['\"])/\^(?:#|\$)/d\1(?=\s+[^\s|;&<>]+(?:\s+>\s*\S+)?$)", lambda m: "grep -Ev '^\\s*(#|$)'", command)
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] not in ("grep", "egrep") or not has_flag(args, "v", "--invert-match"):
            continue
        at = next((k for k in range(util + 1, end) if _COMMENT_PATTERN.fullmatch(words[k]) or words[k] == "<pattern>"), None)
        if at is None:
            continue
        words[at] = "'^\\s*(#|$)'"   # (a hole for the pattern too: grep -Ev <pattern> file)
        if not has_flag(args, "E", "--extended-regexp"):
            words.insert(util + 1, "-E")
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


_BY_AUTHOR = re.compile(r"\b(?:commits?|changes|work|patches)\s+(?:(?:made|authored|pushed|written|done)\s+)?by\s+"
                        r"([A-Za-z][\w.-]*[\w])|\bauthor(?:ed)?\s+(?:by\s+|is\s+)?([A-Za-z][\w.-]*[\w])"
                        r"|\b([A-Za-z][\w.-]*)'s\s+commits\b|\b(my)\s+(?:own\s+|last\s+|recent\s+)?commits\b", re.I)


def git_author(command: str, rec: Recognized) -> str:
    """``command`` with ``--author=alice`` on a ``git log`` for "commits by alice" (the name given as a
    revision, ``git log alice``, becomes the author; ``--author="$(git config user.name)"`` for "by me", "my
    commits")."""
    m = _found(_BY_AUTHOR, rec.text)
    name = m and (m.group(1) or m.group(2) or m.group(3) or m.group(4))
    if not name or name.lower() in NOT_NAMES - {"my"} or "git" not in command:
        return command
    author = '"$(git config user.name)"' if name.lower() in ("me", "myself", "i", "my") else name
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "git" or words[util + 1:util + 2] != ["log"] or any(w.startswith("--author") for w in words[util:end]):
            continue
        bare = next((k for k in range(util + 2, end) if unquoted(words[k]) == name), None)
        if bare is not None:
            words[bare] = f"--author={author}"
        else:
            words.insert(util + 2, f"--author={author}")
    return " ".join(words)


_ONLY_LINES = re.compile(r"\bonly\b[^,;]*?\b(?:the\s+)?(['\"]?)(?!(?:the|a|all|those|these)\b)([A-Za-z_][\w:-]*)\1\s+(?:lines|messages|entries)\b"
                         r"|\bonly\b[^,;]*?\b(?:lines|messages|entries)\s+(?:with|containing|that\s+(?:contain|have|mention|say))\s+"
                         r"(['\"]?)([^'\"\s]+)\3", re.I)


def followed_lines(command: str, rec: Recognized) -> str:
    """``command`` with ``| grep WORD`` after a lone ``tail -f`` when the request wants only the lines of
    that word ("tail test_output.log live but only show me the FAIL lines" gave ``tail -f test_output.log``);
    a lower-case word is matched in any case (``grep -i error``)."""
    said = (m.group(2) or m.group(4) for m in _ONLY_LINES.finditer(rec.text))
    word = next((w for w in said if w.lower() not in NOT_NAMES | {"new", "last", "first", "matching", "those", "these"}), None)
    words = command.split(" ")
    if not word or word in command or words[:1] != ["tail"] or not ({"-f", "-F", "--follow"} & set(words)) \
            or any(w in SEGMENT_ENDS for w in words):
        return command
    return f"{command} | grep {'-i ' if word.islower() else ''}{word}"


_PIP_REQUIREMENTS = re.compile(r"\b(pip3?|python3?\s+-m\s+pip)\s+install\s+((?:-[\w-]+\s+)*)(?!-r\s)([\w./~-]*\.txt)\b")


def pip_requirements(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``-r`` before a requirements file pip installs (``pip install requirements.txt``
    looks for a package of that name)."""
    return _PIP_REQUIREMENTS.sub(lambda m: m.group(0) if re.search(r"(?:^|\s)(?:-r|--requirement)\s", m.group(2))
                                 else f"{m.group(1)} install {m.group(2)}-r {m.group(3)}", command)


_SSH_PORT = re.compile(r"\b(?:ssh\s+(?:\w+\s+){0,3}?on\s+|ssh\s+)?port\s+(\d{2,5})\b", re.I)


def rsync_ssh_port(command: str, rec: Recognized) -> str:
    """``command`` with ``-e 'ssh -p 2222'`` on an rsync to a host when the request gives the port ssh
    listens on ("the server runs ssh on port 2222" gave ``rsync -avz -e ./site/ web@10.0.0.8:/srv/site``)."""
    m = _found(_SSH_PORT, rec.text)
    if m is None or "rsync" not in command or f"-p {m.group(1)}" in command:
        return command
    shell = f"'ssh -p {m.group(1)}'"
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "rsync" or not any(re.match(r"[\w.-]*@?[\w.-]+:", w) for w in words[util + 1:end]):
            continue
        at = next((k for k in range(util + 1, end) if words[k] in ("-e", "--rsh")), None)
        if at is None:
            k = util + 1
            while k < end and words[k].startswith("-"):
                k += 1
            words.insert(k, f"-e {shell}")
        elif at + 1 < end and (words[at + 1].startswith("<") or words[at + 1][:1] in "'\""):
            words[at + 1] = shell   # -e <text>, -e 'ssh': the remote shell's value
        else:
            words[at] = f"-e {shell}"   # -e ./site/: the source after an -e without its value
    return " ".join(words)


_EXCLUDED_LIST = re.compile(r"\b(?:exclud\w*|without|except(?:\s+for)?|skip\w*|ignor\w*|leav\w*\s+out|not\s+counting)\s+(?:the\s+|any\s+)?"
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


_ANY_CASE = re.compile(r"\bcase[\s-]?insensitive(?:ly)?\b|\bignor(?:e|ing)\s+(?:the\s+)?case\b|\bregardless\s+of\s+(?:the\s+)?case\b"
                       r"|\b(?:any|either)\s+case\b|\bcase\s+(?:doesn'?t|does\s+not|don'?t|won'?t)\s+matter\b|\bnot\s+case[\s-]sensitive\b"
                       r"|\bnot\s+sure\s+about\s+(?:the\s+)?capital|\bupper\s*(?:case)?\s+or\s+lower\s*case\b|\bno\s+matter\s+(?:the\s+)?case\b",
                       re.I)
_KIND_TWICE = re.compile(r"\.([A-Za-z0-9]{1,5})\s+(?:or|and|/|,)\s+\.([A-Za-z0-9]{1,5})\b")
_HUMAN = re.compile(r"\bhuman[\s-]?readable\b|\breadable\s+sizes?\b", re.I)
_STAGED = re.compile(r"\bstaged\b|\bin\s+the\s+index\b", re.I)
_CASE_TESTS = {"-name": "-iname", "-path": "-ipath", "-regex": "-iregex", "-wholename": "-iwholename"}


# "it redirects", "follow redirects": curl's -L (not "redirect the output to a file").
_REDIRECTS = re.compile(r"\bredirects\b|\bredirected\b|\bfollow(?:s|ing)?\s+(?:the\s+|any\s+|all\s+)?redirects?\b", re.I)
_MAX_COMPRESSION = re.compile(r"\b(?:max(?:imum)?|best|highest|strongest|heaviest)\s+(?:level\s+(?:of\s+)?)?compression\b"
                              r"|\bcompress\w*\s+(?:\S+\s+)?(?:as\s+(?:much|small|hard)\s+as\s+(?:possible|it\s+can)|to\s+the\s+max"
                              r"|at\s+(?:the\s+)?(?:max(?:imum)?|highest|best)\b)|\blevel\s+9\b", re.I)
_COMPRESSORS_9 = frozenset({"gzip", "bzip2", "xz", "zip", "pigz"})
_KEEP_TIMES = re.compile(r"\b(?:keep(?:ing)?|preserv(?:e|ing)|retain(?:ing)?)\s+(?:the\s+|their\s+|its\s+|all\s+)?(?:original\s+)?"
                         r"(?:time\s*stamps?|modification\s+times?|mtimes?|dates?|times)\b", re.I)
_BACKGROUND = re.compile(r"\bin\s+the\s+background\b", re.I)
_NO_PAGER = re.compile(r"\b(?:without|no|w/o)\s+(?:a\s+|the\s+|any\s+)?pager\b|\bnot\s+in\s+(?:a\s+)?pager\b", re.I)
_KERNEL = re.compile(r"\bkernel\s+(?:messages|msgs|logs?|ring\s+buffer)\b", re.I)
_FS_TYPE = re.compile(r"\b(?:file\s*system|fs)\s+types?\b|\btype\s+of\s+(?:the\s+)?(?:file\s*system|fs|partition)\b", re.I)
_IS_EXECUTABLE = re.compile(r"\b(?:that\s+are|which\s+are|are|is)\s+executable\b|\bexecutable\s+files\b", re.I)
_FORCE_KILL = re.compile(r"\bforce(?:fully|d)?[\s-]+(?:kill|quit|stop|terminat)\w*|\bkill\w*\s+(?:\S+\s+){0,4}?(?:forcefully|by\s+force"
                         r"|with\s+(?:sig)?kill|hard)\b|\bhard[\s-]kill|\bsigkill\b|\bkill\s+-9\b", re.I)
_KILLERS = frozenset({"kill", "pkill", "killall"})


def _signal_given(args: list[str]) -> bool:
    return any(re.fullmatch(r"-(?:\d+|[A-Z]+[A-Z0-9+-]*|s|-signal(?:=\S+)?)", a) for a in args)


_SAID_FLAGS = (_ANY_CASE, _HUMAN, _STAGED, _REDIRECTS, _MAX_COMPRESSION, _FORCE_KILL, _KEEP_TIMES, _BACKGROUND, _NO_PAGER,
               _KERNEL, _IS_EXECUTABLE, _FS_TYPE)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _flags_said_in(text: str) -> tuple[bool, ...]:
    """Which of ``_SAID_FLAGS`` the request's words say, in that order; a kind in both cases (".jpg or .JPG")
    says any case too."""
    said = [bool(r.search(text)) for r in _SAID_FLAGS]
    said[0] = said[0] or any(a.lower() == b.lower() and a != b for a, b in _KIND_TWICE.findall(text))
    return tuple(said)


def flags_said(command: str, rec: Recognized) -> str:
    """``command`` with the flag a request asks for in words where the model left it out: "case doesn't
    matter" is grep's ``-i`` (and find's ``-iname`` where no grep searches the text),
    "human readable" is ``-h`` on du, df, free and ``ls -l``, "staged" is ``git diff --staged``,
    "it redirects" is curl's ``-L``, "max compression" is ``-9`` of gzip, bzip2, xz and zip,
    "force kill" is ``-9`` of kill, pkill and killall, "keep the timestamps" is ``-p`` of cp and scp,
    "in the background" is wget's ``-b``."""
    flags = _flags_said_in(rec.text)
    any_case, human, staged, redirects, squeeze, force, keep_times, background, no_pager, kernel, executable, fs_type = flags
    if not any(flags):
        return command
    words = command.split(" ")
    searches_text = bool(GREPS & set(words))   # "find 'joomla' case insensitively in the php files": the text's case
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if any_case and name in GREPS and not has_flag(args, "i", "--ignore-case"):
            _grep_flag(words, util, end, "i")
        elif any_case and name == "find" and not searches_text:
            for k in range(util + 1, end):
                words[k] = _CASE_TESTS.get(words[k], words[k])
        elif any_case and name in ("locate", "diff", "uniq") and not has_flag(args, "i", "--ignore-case"):
            words.insert(util + 1, "-i")
        elif any_case and name == "sort" and not has_flag(args, "f", "--ignore-case"):
            words.insert(util + 1, "-f")
        elif human and (name in ("du", "df", "free") or name == "ls" and has_flag(args, "l")) \
                and not has_flag(args, "h", "--human-readable") and not re.search(r"\|\s*sort\s+-[a-z]*n", " ".join(words[end:])):
            cluster = next((j for j in range(util + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[j])), None)
            if cluster is None:
                words.insert(util + 1, "-h")
            else:
                words[cluster] += "h"
        elif staged and name == "git" and args[:1] == ["diff"] and not ({"--staged", "--cached"} & set(args)):
            words.insert(util + 2, "--staged")
        elif redirects and name == "curl" and not has_flag(args, "L", "--location"):
            words.insert(util + 1, "-L")
        elif squeeze and name in _COMPRESSORS_9 and not has_flag(args, "d", "--decompress") \
                and not any(re.fullmatch(r"-[1-9]|--best|--fast", a) for a in args):
            words.insert(util + 1, "-9")
        elif force and name in _KILLERS and not _signal_given(args) and not has_flag(args, "lL", "--list"):
            words.insert(util + 1, "-9")
        elif keep_times and name in ("cp", "scp") and not has_flag(args, "pa", "--preserve\\S*|--archive"):
            words.insert(util + 1, "-p")
        elif background and name == "wget" and not has_flag(args, "b", "--background") \
                and not (end < len(words) and words[end] == "&"):
            words.insert(util + 1, "-b")
        if no_pager and name in ("journalctl", "systemctl", "git") and "--no-pager" not in args:
            words.insert(util + 1, "--no-pager")   # git's own option goes before its subcommand too
        if kernel and name == "journalctl" and not has_flag(args, "k", "--dmesg"):
            words.insert(util + 1, "-k")
        if executable and name == "find" and "-executable" not in args and "-perm" not in args:
            words.insert(end, "-executable")
        if fs_type and name == "df" and not has_flag(args, "T", "--print-type"):
            words.insert(util + 1, "-T")
    return " ".join(words)


_KIND_OF_LINES = re.compile(r"(?<![\w-])([A-Z][A-Z_]{2,})\s+(?:lines|entries|messages)\b")


def kind_kept(command: str, rec: Recognized) -> str:
    """``command`` with a ``grep WORD FILE |`` before a lone ``grep -v PATTERN FILE`` when the request
    asks for the lines of a capitalised kind that the inverted grep left out ("ERROR lines in app.log that
    don't mention timeout" gave ``grep -v timeout app.log``, every other line too)."""
    m = _found(_KIND_OF_LINES, rec.text)
    words = command.split(" ")
    if m is None or m.group(1) in command or any(w in SEGMENT_ENDS for w in words) or words[:1] not in (["grep"], ["egrep"]):
        return command
    if not has_flag(words[1:], "v", "--invert-match") or has_flag(words[1:], "rRlLc"):
        return command
    files = [w for w in words[2:] if not w.startswith("-")][1:]
    if len(files) != 1:
        return command
    inverted = [w for w in words if w != files[0]]
    return f"grep {m.group(1)} {files[0]} | {' '.join(inverted)}"


_DENIED = re.compile(r"\bpermission\s+denied\b|\bnot\s+permitted\b|\bneeds?\s+root\b", re.I)
_DENIED_HIDDEN = re.compile(r"\b(?:hide|hiding|ignore|ignoring|suppress\w*|silence|silent|without|skip\w*|no|drop|discard)\b"
                            r"[^,.;]*\bpermission\s+denied\b", re.I)   # "and hide permission denied errors": 2> /dev/null
_READERS = frozenset({"du", "find", "ls", "cat", "tail", "head", "grep", "less", "journalctl", "lsof", "ss", "netstat", "stat"})


def denied_reader(command: str, rec: Recognized) -> str:
    """``sudo`` before a command that only reads when the request says it gets "permission denied" ("how
    much space does /var take up? I keep getting permission denied when I check"): a chmod or a run of a
    script is left alone, as denied there means the file's own mode."""
    words = command.split(" ")
    if not _found(_DENIED, rec.text) or _found(_DENIED_HIDDEN, rec.text) or "2>" in words or not words \
            or words[0] not in _READERS:
        return command
    return "sudo " + command


# In order: later rewrites see the earlier ones' output (the host put back before rsync's contents,
# names placed in their folder before the typed flags are added).
# "user and group", "owner and group": one name for both, chown's user:group.
_USER_AND_GROUP = re.compile(r"\b(?:user|owner)\s+(?:and|&|as\s+well\s+as)\s+(?:the\s+)?group\b|\bgroup\s+and\s+(?:user|owner)\b"
                             r"|\bboth\s+(?:the\s+)?(?:user|owner)\s+and\s+(?:the\s+)?group\b", re.I)


def owner_and_group(command: str, rec: Recognized) -> str:
    """``command`` with a chown's lone owner given as owner and group (``www-data:www-data``) where the
    request says one name is both: "change the owner of /var/www/blog to www-data, user and group"."""
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


# Words of a request about commits: only then may a reset go back past the last one.
_COMMIT_WORDS = re.compile(r"\bcommit\w*|\bundo\w*|\blast\b|\bprevious\b|\brevert\w*|\bhead\b|\bback\b|\bago\b|\bbefore\b"
                           r"|\bsteps?\b|\bversion\b|\bupstream\b|\borigin\b|\bremote\b|\bmatch\b|\b[0-9a-f]{7,40}\b|\brelease\b|\bv\d", re.I)


def commits_kept(command: str, rec: Recognized) -> str:
    """``command`` without the commits a ``git reset`` throws away that the request never speaks of:
    "throw away all my local changes to tracked files" is ``git reset --hard``, not ``git reset --hard
    HEAD~1``, which also drops the last commit."""
    if _found(_COMMIT_WORDS, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "git" and words[util + 1:util + 2] == ["reset"]:
            for k in range(util + 2, end):
                if re.fullmatch(r"HEAD(?:~\d*|\^+\d*)", words[k]):
                    del words[k]
                    break
    return " ".join(words)


_NAME_ALTERNATIVES = re.compile(r"(\\\(\s+)?-i?name\s+(\S+)(?:\s+-o\s+-i?name\s+\S+)+(\s+\\\))?")


def case_pairs_joined(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a find's alternatives that differ only in case made one ``-iname``: "jpg files,
    both .jpg and .JPG" gave ``find ~/Pictures \\( -name "*.jpg" -o -name "*.jpg" -o -name "*.JPG" \\)``,
    which is ``find ~/Pictures -iname "*.jpg"``."""
    if not command.startswith("find "):
        return command

    def joined(m: re.Match) -> str:
        if bool(m.group(1)) != bool(m.group(3)):
            return m.group(0)   # half a group: left as it is
        names = re.findall(r"-i?name\s+(\S+)", m.group(0))
        plain = {n.strip("'\"").lower() for n in names}
        if len(plain) != 1 or len({n.strip("'\"") for n in names}) < 2 and "-iname" not in m.group(0):
            return m.group(0)   # different names, or one name in one case only (said twice)
        return f"-iname {names[0].lower()}"

    return _NAME_ALTERNATIVES.sub(joined, command)


_WHICH_FILES = re.compile(r"\b(?:which|what)\s+files\b|\b(?:list|names?)\s+(?:of\s+)?(?:the\s+)?(?:changed\s+)?files\b"
                          r"|\bfile\s*names\b|\bjust\s+the\s+(?:file\s*)?names\b", re.I)


def diff_names_only(command: str, rec: Recognized) -> str:
    """``command`` with ``--name-only`` on a ``git diff`` for a request that asks which files changed
    ("which files changed between tags v1.2 and v1.3"), not for the changes themselves; ``-q`` on a ``diff -r`` of
    two folders ("just list the files that differ")."""
    if not _found(_WHICH_FILES, rec.text):
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] == "git" and args[:1] == ["diff"] \
                and not {"--name-only", "--name-status", "--stat", "--numstat", "--shortstat", "--quiet"} & set(args):
            words.insert(util + 2, "--name-only")
        elif words[util] == "diff" and has_flag(args, "rR", "--recursive") and not has_flag(args, "q", "--brief"):
            # diff -r /data /mnt/backup/data for "just list the files that differ": diff -rq names them
            k = next(k for k in range(util + 1, end) if re.fullmatch(r"-[a-zA-Z]*[rR][a-zA-Z]*", words[k]) or words[k] == "--recursive")
            words[k] = words[k] + "q" if words[k] != "--recursive" else "-rq"
    return " ".join(words)


_SEPARATOR_NAMES = {"comma": ",", "colon": ":", "semicolon": ";", "semi-colon": ";", "pipe": "|", "tab": "\t", "space": " "}
_SAID_SEPARATOR = re.compile(r"\b(comma|colon|semi-?colon|pipe|tab|space)s?[\s-]*(?:separated|delimited|seperated)\b"
                             r"|\b(?:separated|delimited|split)\s+(?:by|with|on)\s+(?:an?\s+|the\s+)?(comma|colon|semi-?colon|pipe|tab|space)s?\b",
                             re.I)
_SEPARATOR_FLAGS = {"awk": "-F", "cut": "-d", "sort": "-t", "column": "-s"}


def _separator_word(tool: str, char: str) -> str:
    flag = _SEPARATOR_FLAGS[tool]
    if char == "\t":
        return flag + ("'\\t'" if tool == "awk" else "$'\\t'")
    return f"{flag}'{char}'" if char in "|; " else flag + char


def said_separator(command: str, rec: Recognized) -> str:
    """``command`` with the field separator the request names in words ("the colon separated mounts.txt",
    "its pipe delimited") on awk (-F), cut (-d), sort (-t) and column (-s): a different one the model wrote
    is replaced (``column -t -s,`` → ``column -t -s:``), a missing one added where the tool splits fields.
    Left alone when the request names two separators (a conversion)."""
    said = {_SEPARATOR_NAMES[(m.group(1) or m.group(2)).lower()] for m in _SAID_SEPARATOR.finditer(rec.text)}
    if len(said) != 1:
        return command
    char = said.pop()
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        tool = words[util]
        if tool not in _SEPARATOR_FLAGS:
            continue
        flag = _SEPARATOR_FLAGS[tool]
        args = words[util + 1:end]
        at = next((k for k in range(util + 1, end) if words[k].startswith(flag)), None)
        wanted = _separator_word(tool, char)
        if at is not None:
            value_end = at   # the last word of the flag's value: -F ':' written apart, -d' ' split at its blank
            value = words[at][len(flag):] or (words[at + 1] if at + 1 < end and len(words[at + 1].strip("'\"$")) <= 2 else "")
            if not words[at][len(flag):] and value:
                value_end = at + 1
            if value.count("'") % 2:
                value_end = next((j for j in range(value_end + 1, end) if words[j].endswith("'")), value_end)
            words[at:value_end + 1] = [wanted]
            continue
        splits = {"awk": any(re.search(r"\$(?:[1-9]|NF)", a) for a in args), "cut": any(re.match(r"-f|--fields", a) for a in args),
                  "sort": any(re.match(r"-k|--key", a) for a in args), "column": has_flag(args, "t", "--table")}[tool]
        whitespace = char == " " and tool != "cut" or char == "\t" and tool == "cut"
        if splits and not whitespace:
            words.insert(util + 1, wanted)
    return " ".join(words)


_ONWARD = re.compile(r"\b(?:from|starting\s+(?:at|with|from))\s+(?:the\s+)?(?:field|column)?\s*(\d+)(?:st|nd|rd|th)?\s*(?:field|column)?"
                     r"\s+(?:on(?:wards?)?|and\s+(?:after|beyond|everything\s+after)|to\s+the\s+end|till\s+the\s+end)\b", re.I)


def fields_onward(command: str, rec: Recognized) -> str:
    """``command`` with a cut's ``-fN`` made ``-fN-`` for "everything from the 2nd field onward"."""
    m = _found(_ONWARD, rec.text)
    if m is None:
        return command
    n = m.group(1)
    return re.sub(rf"(\bcut\s(?:[^|;&]*\s)?-[fc]\s*){n}(?=\s|$)", rf"\g<1>{n}-", command)


# "everything except the first 3 lines", "drop the last 2 lines": what is left out, not what is kept.
_RANGE_LEFT_OUT = re.compile(r"\b(?:except|without|skip(?:ping)?|drop(?:ping)?|ignor(?:e|ing)|exclud(?:e|ing)|omit(?:ting)?|leaving\s+out|minus)\s+"
                             r"(?:the\s+)?lines?\s+(\d+)\s*(?:through|thru|to|until|-|and)\s*(\d+)\b", re.I)
_FIRST_LEFT_OUT = re.compile(r"\b(?:except|but|without|skip(?:ping)?|drop(?:ping)?|remov(?:e|ing)|delet(?:e|ing)|ignor(?:e|ing)|minus"
                             r"|exclud(?:e|ing)|omit(?:ting)?|after)\s+(?:the\s+|its\s+|their\s+)?(first|last)\s+(?:(?!lines?\b)(\S+)\s+)?lines?\b", re.I)


def lines_left_out(command: str, rec: Recognized) -> str:
    """``command`` printing what a request keeps when it leaves lines out: "show everything except the
    first 3 lines of report.txt" gave ``head -n 3 report.txt`` (the three lines) and is ``tail -n +4
    report.txt``; "drop the last 2 lines of output.txt" is ``head -n -2 output.txt``, not ``tail -n 2``;
    "print report.txt without lines 5 through 10" gave ``sed -n '5,10p' report.txt`` → ``sed '5,10d' report.txt``."""
    if (m := _found(_RANGE_LEFT_OUT, rec.text)) and (p := re.search(rf"\bsed\s+-n\s+'{m.group(1)},{m.group(2)}[pd]'", command)):
        return command[:p.start()] + f"sed '{m.group(1)},{m.group(2)}d'" + command[p.end():]
    m = _found(_FIRST_LEFT_OUT, rec.text)
    if m is not None:
        value, first = count_value(m.group(2) or "1"), m.group(1).lower() == "first"
    elif _found(HEADER_LEFT_OUT, rec.text):
        value, first = "1", True
    else:
        return command
    if not value.isdigit():
        return command
    count = int(value)
    if first and re.search(rf"(?:^|\|\s*)tail\s+-n\s*\+{count}(?=\s|$)", command):
        # "everything in survey.csv except the first line": tail -n +1 prints line 1 too
        return re.sub(rf"((?:^|\|\s*)tail\s+-n\s*\+){count}(?=\s|$)", rf"\g<1>{count + 1}", command, count=1)
    sed = re.fullmatch(rf"sed\s+(-i\s+)?'{count}d'(\s+[^\s|;&<>-][^\s|;&<>]*)", command)
    if sed is not None and (count > 1 or not first):   # sed -i '2d' deletes line 2 only
        return f"sed {sed.group(1) or ''}'1,{count}d'{sed.group(2)}" if first else f"head -n -{count}{sed.group(2)}"
    tool = "head" if first else "(?:tail|head)"   # "all but the last 5 lines": head -n 5 keeps the first five
    hit = re.fullmatch(rf"{tool}\s+(?:-n\s*\+?{count}|-{count})((?:\s+[^\s|;&<>-][^\s|;&<>]*)?)", command)
    if hit is None:
        return command
    return f"tail -n +{count + 1}{hit.group(1)}" if first else f"head -n -{count}{hit.group(1)}"


_ONCE = re.compile(r"\b(?:exactly|only|just)\s+once\b|\b(?:appear|occur)s?\s+once\b|\bnot\s+(?:repeated|duplicated)\b", re.I)
_REPEATED = re.compile(r"\bmore\s+than\s+once\b|\b(?:repeated|duplicated?|duplicates)\s+lines?\b|\blines?\s+(?:that\s+)?"
                       r"(?:are\s+|appear\s+|occur\s+)?(?:repeated|duplicated)\b|\btwice\s+or\s+more\b", re.I)


_EACH_ONCE = re.compile(r"\b(?:each|every)\s+(?:[^\s,;]+\s+){1,4}?(?:only\s+|just\s+)?once\b|\b(?:only|just)\s+once\s+each\b", re.I)


def uniq_asked(command: str, rec: Recognized) -> str:
    """``command`` with the uniq a request asks for: ``uniq -u`` for lines that occur exactly once,
    ``uniq -d`` for lines that occur more than once (the model wrote ``uniq -c``, counts of every line).
    Not where the request asks for counts ("how many times")."""
    once, repeated = bool(_found(_ONCE, rec.text)), bool(_found(_REPEATED, rec.text))
    if _found(_EACH_ONCE, rec.text) and not re.search(r"\b(?:appear|occur)s?\b", rec.text, re.I):
        # "print each hostname only once": every line once (duplicates dropped), not the lines that occur once
        return re.sub(r"\|\s*uniq\s+-u(?=\s*(?:$|\|))", "| uniq", command)
    if once == repeated or re.search(r"\bhow\s+many|\bcounts?\b|\bnumber\s+of\b|\bhow\s+often\b", rec.text, re.I):
        return command
    m = re.search(r"\|\s*uniq(?:\s+-[cdu])?(?=\s*(?:$|\|))", command)
    if m is None or not command[:m.start()].lstrip().startswith(("sort", "cut", "awk")) and "sort" not in command[:m.start()]:
        return command
    rest = re.sub(r"^\s*\|\s*sort\s+-[a-z]*n[a-z]*(?:\s+-r)?\s*$", "", command[m.end():])   # a sort of counts goes too
    return command[:m.start()] + f"| uniq {'-u' if once else '-d'}" + rest


_TOTAL_SIZE = re.compile(r"\b(?:total|combined)\s+(?:disk\s+)?(?:size|space|usage)\b|\b(?:size|space)\s+(?:of\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?\S+"
                         r"\s+(?:combined|together|in\s+total|altogether)\b", re.I)
# "the total number of lines in all .c files", "how many lines of code in total across …": one sum, not one per file
_TOTAL_LINES = re.compile(r"\b(?:total|combined|overall)\s+(?:number\s+of\s+|count\s+of\s+)?lines\b|\blines\b[^.;]*?\b(?:in\s+total|altogether|combined|all\s+together)\b"
                          r"|\b(?:total|sum)\s+line\s+count\b", re.I)


def total_size(command: str, rec: Recognized) -> str:
    """``command`` giving one total for "the total size of all the pngs in ~/Pictures/x": ``du -ch
    ~/Pictures/x/*.png | tail -n 1``, not ``du -sh`` of each file; the last line of a find's ``-exec du -ch {} +``;
    and for "the total number of lines in all .c files" the lines of all counted at once (``find . -name '*.c'
    -exec cat {} + | wc -l``), not a count per file."""
    if _found(_TOTAL_LINES, rec.text):
        # find src -name '*.py' -exec wc -l {} + (a line per file and a total per batch) → -exec cat {} + | wc -l
        return re.sub(r"^((?:sudo\s+)?find\s+[^|;&]*?)\s+(?:-exec\s+wc\s+-l\s+\{\}\s+\+|\|\s+xargs\s+wc\s+-l)$", r"\1 -exec cat {} + | wc -l", command)
    if not _found(_TOTAL_SIZE, rec.text):
        return command
    if re.fullmatch(r"(?:sudo\s+)?find\s+[^|;&]*?-exec\s+du\s+-c?h?c?\s+\{\}\s+\+", command) and "c" in command.split("-exec du ")[1].split(" ")[0]:
        return command + " | tail -n 1"   # find … -exec du -ch {} +: the files and the total; the total asked
    m = re.fullmatch(r"du\s+-([a-z]*)\s+((?:\S*\*\S*)(?:\s+[^\s|;&<>]+)*)", command)
    if m is None or set(m.group(1)) - set("shca"):
        return command
    letters = "c" + ("h" if "h" in m.group(1) else "")
    return f"du -{letters} {m.group(2)} | tail -n 1"


def unzip_members(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the members an unzip extracts given as members: ``unzip course_pack.zip -d
    *.pdf`` (into a folder named like the pdfs) is ``unzip course_pack.zip '*.pdf'``."""
    return re.sub(r"^(unzip\s+(?:-\w+\s+)*\S+\.zip)\s+-d\s+['\"]?(\S*\*\S*?)['\"]?$", r"\1 '\2'", command)


def output_in_folder(command: str, rec: Recognized) -> str:
    """``command`` with a curl or wget output named inside the folder the request downloads into: "download
    https://x/mountains.jpg to ~/Pictures/Wallpapers" gave ``curl -o ~/Pictures/Wallpapers URL``, which
    would write the picture over a file named like the folder; it is ``-o ~/Pictures/Wallpapers/mountains.jpg``."""
    folders = {e.value.rstrip("/") for e in rec.entities if e.type == "Directory" or e.value.endswith("/")
               or re.fullmatch(r"~(?:/[\w.-]+)*|/[\w./-]*", e.value) and not re.search(r"\.\w{1,5}$", e.value)}
    m = re.fullmatch(r"(curl\s+(?:-\w+\s+)*-o|wget\s+(?:-\w+\s+)*-O)\s+(\S+)\s+(['\"]?)((?:https?|ftp)://\S+?)\3", command)
    if m is None or m.group(2).rstrip("/") not in folders:
        return command
    name = m.group(4).rstrip("/").rsplit("/", 1)[-1].split("?")[0]
    if not re.fullmatch(r"[\w.-]+\.\w{1,5}", name):
        return command
    return f"{m.group(1)} {m.group(2).rstrip('/')}/{name} {m.group(3)}{m.group(4)}{m.group(3)}"


_SUM_TOOLS = r"(?:md5sum|sha1sum|sha224sum|sha256sum|sha384sum|sha512sum|b2sum|base64)"
_OF_STRING = re.compile(r"\b(?:the\s+)?(?:string|text|word|phrase|password)\s+(['\"]?)([^\s'\"]+)\1", re.I)
_HASH_ONLY = re.compile(r"\b(?:just|only)\s+the\s+(?:hash|checksum|sum|digest)\b|\b(?:hash|checksum)\s+only\b"
                        r"|\b(?:without|not|no)\s+the\s+file\s*name\b", re.I)


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


# "what version of node do i have", "which java version is the default", "node version?"
_VERSION_OF = (re.compile(r"\bversions?\s+of\s+(?:the\s+)?([a-z][\w.+-]*)", re.I),
               re.compile(r"\b(?!(?:what|which|the|a|my|this|that|default|latest|current|new|old|exact|installed)\b)"
                          r"([a-z][\w.+-]*)\s+versions?\b", re.I))
_DASH_VERSION = frozenset({"java", "javac", "scala", "kotlin"})   # one dash: java -version
_SYSTEMS = frozenset("ubuntu debian fedora centos rhel mint linux os distro distribution kernel".split())
_WEEKDAY = re.compile(r"\bday\s+of\s+(?:the\s+)?week\b|\bweek\s*day\b|\bwhat\s+day\s+(?:is|was|will)\b", re.I)


def version_asked(command: str, rec: Recognized) -> str:
    """``command`` answering the question asked of a program: its version ("what version of node do i have"
    gave ``node``, which starts a prompt: ``node --version``; ``which java`` → ``java -version``), or the
    weekday of a date ("what day of the week was 2024-02-29": ``date -d 2024-02-29 +%A``)."""
    if _found(_WEEKDAY, rec.text):
        command = re.sub(r"^(date\s+(?:-d|--date)\s+(?:\S+|(['\"])[^'\"]*\2))$", r"\1 +%A", command)
    m = _VERSION_OF[0].search(rec.text) or _VERSION_OF[1].search(rec.text)
    if m is None:
        return command
    program = m.group(1).lower()
    if program in _SYSTEMS and not re.search(r"lsb_release|os-release|hostnamectl|uname|/etc/\w+[-_]release", command):
        return "uname -r" if program == "kernel" else "lsb_release -a"   # "which ubuntu version is this": the system's
    flag = "-version" if program in _DASH_VERSION else "--version"
    if command in (program, f"which {program}", f"type {program}", f"command -v {program}"):
        return f"{program} {flag}"
    return command


_RECENT = re.compile(r"\b(?:last|past|previous|within|recent(?:ly)?|newer\s+than|(?:less|fewer)\s+than\s+(?:\d+|an?)\s*(?:min|hour|day|week|month))",
                     re.I)
_OLDER = re.compile(r"\b(?:older\s+than|more\s+than|over|at\s+least|not\s+(?:been\s+)?(?:modified|changed|touched|accessed|used)"
                    r"|haven'?t\s+been|ago\s+or\s+more|untouched|stale)\b", re.I)


def time_sign(command: str, rec: Recognized) -> str:
    """``command`` with the sign a find's age test needs: "modified in the last 2 days" is ``-mtime -2``
    (``-mtime 2`` is exactly two days ago), "older than 3 days" ``-mtime +3``. Left alone when the request
    says both or neither."""
    recent, older = bool(_found(_RECENT, rec.text)), bool(_found(_OLDER, rec.text))
    if recent == older or not command.startswith("find "):
        return command
    sign = "-" if recent else "+"
    tests = re.findall(r"\s-(?:m|a|c)(?:time|min)\s+[-+]?\d", command)
    if len(tests) == 1:   # "bigger than 100M that were modified in the last 7 days" gave -mtime +7: the one test turned
        return re.sub(r"(\s-(?:m|a|c)(?:time|min)\s+)[-+]?([1-9]\d*)(?=\s|$)", lambda m: f"{m.group(1)}{sign}{m.group(2)}", command)
    return re.sub(r"(\s-(?:m|a|c)(?:time|min)\s+)([1-9]\d*)(?=\s|$)", lambda m: f"{m.group(1)}{sign}{m.group(2)}", command)



def date_side(command: str, rec: Recognized) -> str:
    """``command`` with find's ``-newermt DATE`` on the side of the date the request says: "modified before
    2023-01-01" gave ``find /scratch -newermt 2023-01-01`` (the files after it) → ``! -newermt 2023-01-01``;
    "after"/"since" a date drops a ``!`` before it."""
    if not command.startswith("find "):
        return command
    for e in rec.entities:
        if e.type != "Date" or "between" in rec.text[max(0, e.start - 30):e.start].lower():
            continue
        said = re.search(r"\b(before|prior\s+to|earlier\s+than|older\s+than|until|after|since|newer\s+than|later\s+than)\s+$",
                         rec.text[:e.start], re.I)
        if said is None:
            continue
        value = re.escape(e.value)
        if said.group(1).lower() in ("before", "prior to", "earlier than", "older than", "until"):
            command = re.sub(rf"(?<!! )(?<!-not )-newermt\s+(['\"]?){value}\1", lambda m: "! " + m.group(0), command)
        else:
            command = re.sub(rf"(?:!|-not)\s+(-newermt\s+(['\"]?){value}\2)", r"\1", command)
    return command

def mirror_contents(command: str, rec: Recognized) -> str:
    """``command`` with the source of an rsync that mirrors a folder given as its contents: "mirror /var/www
    to backup:/srv/www-mirror and delete files there that no longer exist here" is ``rsync -av --delete
    /var/www/ backup:/srv/www-mirror`` (without the slash the mirror gets a www folder inside it, and
    --delete clears the rest)."""
    if not re.search(r"\bmirror\w*\b", rec.text, re.I):
        return command
    m = re.fullmatch(r"(rsync\s+(?:-[\w-]+(?:=\S+)?\s+)*?(?:--delete\S*\s+(?:-[\w-]+(?:=\S+)?\s+)*))([~/.\w][\w./~-]*[\w~])(\s+\S+)", command)
    if m is None or re.search(r"\.\w{1,5}$", m.group(2)):
        return command
    return f"{m.group(1)}{m.group(2)}/{m.group(3)}"


def _bounds_swapped(command: str) -> str:
    """``find … -mtime +10 -mtime -3`` (older than 10 days and newer than 3: nothing) → ``-mtime +3 -mtime -10``."""
    for test in ("mtime", "mmin", "size"):
        low = re.search(rf"\s-{test}\s+\+(\d+)([ckMGT]?)(?=\s|$)", command)
        high = re.search(rf"\s-{test}\s+-(\d+)([ckMGT]?)(?=\s|$)", command)
        if low and high and low.group(2) == high.group(2) and int(low.group(1)) >= int(high.group(1)) > 0:
            a, b = low.group(1), high.group(1)
            command = command[:low.start(1)] + b + command[low.end(1):]
            high = re.search(rf"\s-{test}\s+-(\d+)([ckMGT]?)(?=\s|$)", command)
            command = command[:high.start(1)] + a + command[high.end(1):]
    return command


_BETWEEN_AGES = re.compile(r"\bbetween\s+(\w+)\s+and\s+(\w+)\s+(days?|hours?|hrs?|minutes?|mins?)\b", re.I)
_FIND_AGE = re.compile(r"\s-(mtime|mmin)\s+([+-]?)(\d+)(?=\s|$)")


_BETWEEN_SIZES = re.compile(r"\bbetween\s+(\d+)\s*([kmgt])?(?:b|bytes?|ilobytes?|egabytes?|egs?|igabytes?|igs?)?\s+and\s+(\d+)\s*"
                            r"([kmgt])(?:b|ilobytes?|egabytes?|egs?|igabytes?|igs?)?\b", re.I)


def _sizes_between(command: str, text: str) -> str:
    """"files between 10 and 50 megs": ``-size +10M -size -50M`` where the find tests one size."""
    m = _BETWEEN_SIZES.search(text)
    sizes = list(re.finditer(r"\s-size\s+[+-]?\d+[ckMGT]?(?=\s|$)", command))
    if m is None or len(sizes) != 1:
        return command
    units = {"k": "k", "m": "M", "g": "G", "t": "T"}
    low_unit, high_unit = units[(m.group(2) or m.group(4)).lower()], units[m.group(4).lower()]
    bounds = f" -size +{m.group(1)}{low_unit} -size -{m.group(3)}{high_unit}"
    return command[:sizes[0].start()] + bounds + command[sizes[0].end():]


def ages_between(command: str, rec: Recognized) -> str:
    """``command`` with both bounds of "between 5 and 10 days old" where a ``find`` tests one age (``find
    /var/log/nginx -name '*.log' -mtime -10``): ``-mtime +5 -mtime -10``; hours become minutes (``-mmin``);
    likewise both sizes of "between 10 and 50 megs". Bounds written the wrong way round (``-mtime +10
    -mtime -3``, which nothing meets) are swapped."""
    if not command.startswith(("find ", "sudo find ")) or "|" in command:
        return command
    command = _bounds_swapped(_sizes_between(command, rec.text))
    m = _found(_BETWEEN_AGES, rec.text)
    if m is None:
        return command
    low, high = count_value(m.group(1)), count_value(m.group(2))
    ages = list(_FIND_AGE.finditer(command))
    if not (low.isdigit() and high.isdigit()) or len(ages) != 1 or int(low) >= int(high):
        return command
    unit = m.group(3).lower()[0]
    test, scale = ("mtime", 1) if unit == "d" else ("mmin", 60 if unit == "h" else 1)
    bounds = f" -{test} +{int(low) * scale} -{test} -{int(high) * scale}"
    age = ages[0]
    return command[:age.start()] + bounds + command[age.end():]


# "chop the first 8 characters off every line", "remove the first 3 characters of each line": what is left.
_CHARS_LEFT_OUT = re.compile(r"\b(?:chop|cut|remov|delet|strip|drop|trim|skip|without|except|minus)\w*\s+(?:off\s+)?(?:the\s+)?"
                             r"first\s+(\w+)\s+(?:characters?|chars?|letters?|columns?)\b", re.I)


def chars_left_out(command: str, rec: Recognized) -> str:
    """``command`` keeping what the request leaves after the first characters it takes off each line:
    "chop the first 8 characters off every line of log.txt" gave ``cut -c1-8 log.txt`` (the eight kept),
    which is ``cut -c9- log.txt`` (so is any other range of ``cut -c``)."""
    m = _found(_CHARS_LEFT_OUT, rec.text)
    if m is None or not (value := count_value(m.group(1))).isdigit():
        return command
    # whatever range the model wrote (cut -c1-12), the request keeps everything after the first count
    return re.sub(r"(\bcut\s+(?:-\S+\s+)*-c\s*)[\d,-]+(?=\s|$)", rf"\g<1>{int(value) + 1}-", command)


# "characters 3 to 5", "fields 2 through 4", "every column except the first": the range cut keeps.
_CUT_RANGE = re.compile(r"\b(characters?|chars?|bytes?|letters?|fields?|columns?)\s+(\d+)\s*(?:to|through|thru|until|till|-|–)\s*"
                        r"(?:the\s+)?(\d+)(?:st|nd|rd|th)?\b", re.I)
# "columns 1 and 3 through 5": single ones, then a range.
_CUT_LIST = re.compile(r"\b(characters?|chars?|fields?|columns?)\s+((?:\d+\s*(?:,\s*|\s+and\s+))+)(\d+)\s*(?:to|through|thru|-|–)\s*"
                       r"(\d+)\b", re.I)
_ALL_BUT_FIRST_COLUMN = re.compile(r"\b(?:everything|all(?:\s+the)?(?:\s+(?:columns|fields))?|(?:every|each)\s+(?:column|field))\s+"
                                   r"(?:except|but|apart\s+from|other\s+than)\s+the\s+first(?:\s+(?:column|field|one))?\b"
                                   r"|\ball\s+but\s+the\s+first\s+(?:columns?|fields?)\b", re.I)


_COLUMNS_LISTED = re.compile(r"\b(?:columns?|fields?|cols?)\s+(\d+(?:\s*,\s*\d+)*,?\s*(?:and|&)\s*\d+)\b"
                             r"|\b(?:the\s+)?(\d+(?:st|nd|rd|th)(?:\s*,\s*\d+(?:st|nd|rd|th))*,?\s*(?:and|&)\s*\d+(?:st|nd|rd|th))\s+(?:columns|fields)\b", re.I)
_RANGE_AFTER = re.compile(r"\s*(?:through|thru|to|until|-)\s*\d", re.I)


def _columns_listed(command: str, rec: Recognized) -> str:
    """``command`` with cut taking every column the request lists without a range: "extract columns 1 and 3 from the
    tab-separated file data.tsv" gave ``cut -f3 data.tsv`` → ``cut -f1,3 data.tsv``."""
    m = _found(_COLUMNS_LISTED, rec.text)
    if m is None or _RANGE_AFTER.match(rec.text, m.end()):
        return command   # "columns 1 and 3 through 5": a range, the model's -f1,3-5
    numbers = re.findall(r"\d+", m.group(1) or m.group(2))
    words = command.split(" ")
    cuts = [k for util, end in simple_commands(words) if words[util] == "cut"
            for k in range(util + 1, end) if re.fullmatch(r"-[fc][\d,-]+", words[k])]
    if len(cuts) != 1:
        return command
    k = cuts[0]
    words[k] = words[k][:2] + ",".join(numbers)
    return " ".join(words)


def cut_ranges(command: str, rec: Recognized) -> str:
    """``command`` with cut keeping the range the request names: "print characters 3 to 5 of every line in
    codes.txt" gave ``cut -c5-12 codes.txt`` (a range of the training data) or a cut with no list, and is
    ``cut -c3-5 codes.txt``; "fields 2 through 4" is ``-f2-4``; "every column except the first" is ``-f2-``;
    "columns 1 and 3" is ``-f1,3`` (``_columns_listed``)."""
    if not re.search(r"(?:^|[|;&(]\s*)cut\b", command):
        return command
    m = _found(_CUT_RANGE, rec.text)
    listing = _found(_CUT_LIST, rec.text)
    if listing is not None and int(listing.group(3)) < int(listing.group(4)):
        flag = "f" if listing.group(1).lower().startswith(("field", "column")) else "c"
        wanted = ",".join(re.findall(r"\d+", listing.group(2))) + f",{listing.group(3)}-{listing.group(4)}"
    elif m is not None and int(m.group(2)) < int(m.group(3)):
        flag = "f" if m.group(1).lower().startswith(("field", "column")) else "c"
        wanted = f"{m.group(2)}-{m.group(3)}"
    elif _found(_ALL_BUT_FIRST_COLUMN, rec.text):
        flag, wanted = "f", "2-"
    else:
        return _columns_listed(command, rec)   # "columns 1 and 3": a list without a range
    listed = re.compile(rf"(\bcut\s(?:[^|;&]*\s)?-{flag}\s*)[\d,-]+(?=\s|$)")
    if listed.search(command):
        return listed.sub(rf"\g<1>{wanted}", command, count=1)
    if flag == "c" and not re.search(r"\bcut\s(?:[^|;&]*\s)?-[bcf]", command):
        return re.sub(r"\bcut\b", f"cut -c{wanted}", command, count=1)   # a cut with no list at all
    return command


# "count lines, words and bytes in essay.txt", "the line, word and byte counts": what wc counts.
_WC_KINDS = re.compile(r"\b(lines?|words?|bytes?|char(?:acter)?s?)\s*(?:,|and|&|\+|/)\s*(?:(lines?|words?|bytes?|char(?:acter)?s?)\s*"
                       r"(?:,\s*(?:and\s+)?|and|&|\+|/)\s*)?(lines?|words?|bytes?|char(?:acter)?s?)\b(?:\s+counts?)?", re.I)


def wc_counts_said(command: str, rec: Recognized) -> str:
    """``command`` with wc counting each thing the request lists: "count lines, words and bytes in essay.txt"
    gave ``wc -w essay.txt`` (one of them) → ``wc essay.txt``; "lines and words" → ``wc -l -w``."""
    m = _found(_WC_KINDS, rec.text)
    if m is None or not re.search(r"\bcounts?\b|\bhow\s+many\b|\bnumber\s+of\b|\btally\b", rec.text, re.I):
        return command
    flags = {w.lower()[0].replace("c", "m").replace("b", "c") for w in m.groups() if w}
    if len(flags) < 2:
        return command
    wanted = "" if flags == {"l", "w", "c"} else " " + " ".join(f"-{f}" for f in "lwmc" if f in flags)
    return re.sub(r"(?<![\w-])wc(?:\s+-[lwcm]+)+(?=\s|$)", f"wc{wanted}", command, count=1)


def pid_file_read(command: str, rec: Recognized) -> str:
    """``command`` signalling the process whose number a pid file holds: "send HUP to the pid stored in
    /run/nginx.pid" gave ``kill -HUP /run/nginx.pid`` (kill wants a number) → ``kill -HUP $(cat /run/nginx.pid)``; ``pkill -f
    /var/run/app.pid`` matches no process and is ``kill $(cat /var/run/app.pid)``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("pkill", "killall") and end - util >= 2 and end - util == 2 + (words[util + 1] == "-f") \
                and re.fullmatch(r"[\w./~-]+\.pid", unquoted(words[end - 1])):
            words[util:end] = ["kill", words[end - 1]]   # pkill -f /var/run/app.pid: no process is named so
            return pid_file_read(" ".join(words), rec)
        if words[util] != "kill":
            continue
        for k in range(util + 1, end):
            if re.fullmatch(r"[\w./~-]+\.pid", unquoted(words[k])) and not words[k - 1].startswith("$("):
                words[k] = f"$(cat {words[k]})"
        return " ".join(words)
    return command


def here_unsaid(command: str, rec: Recognized) -> str:
    """``command`` without an option that names the current folder, which is where the tool works anyway:
    "download https://example.com/file.iso into the current directory" gave ``wget -P . URL`` → ``wget URL``;
    ``tar -xzf a.tgz -C .`` → ``tar -xzf a.tgz``."""
    command = re.sub(r"^(wget\s(?:[^|;&]*\s)?)(?:-P\s*|--directory-prefix=)\.(?:/)?\s(?=.*://)", r"\1", command)
    return re.sub(r"^(tar\s[^|;&]*?)\s-C\s*\./?(?=\s|$)", r"\1", command)


# "move report.pdf into archive/2023, creating the folder if needed": mkdir -p first.
_FOLDER_FIRST = re.compile(r"\bcreat(?:e|ing)\s+(?:the\s+|that\s+|this\s+|it\s+|a\s+|its\s+)?(?:(?:target|destination|new|missing|parent)\s+)?(?:folders?|director(?:y|ies)|dirs?)?\s*"
                           r"(?:first|beforehand|if\s+(?:needed|necessary|(?:it|they)\s+(?:doesn'?t|don'?t|does\s+not|do\s+not)\s+(?:already\s+)?exist|missing)|as\s+needed|when\s+missing)\b"
                           r"|\b(?:if|when)\s+(?:the\s+|that\s+)?(?:folder|directory|dir|destination)\s+(?:doesn'?t|does\s+not|may\s+not)\s+exist"
                           # "create /tmp/restore and extract backup.tar.gz into it"
                           r"|^\s*(?:please\s+)?(?:create|make)\s+(?:the\s+|a\s+)?(?:new\s+)?(?:folder\s+|directory\s+|dir\s+)?\S+\s+(?:first\s+)?and\s+"
                           r"(?:then\s+)?(?:extract|unpack|untar|unzip|copy|move|put|download|save)\b(?:(?!\.\s)[^;])*?\b(?:into|in|to)\s+(?:it|there)\b", re.I)


def folder_made_first(command: str, rec: Recognized) -> str:
    """``command`` making the folder it puts things in first when the request asks for that: "move report.pdf
    into archive/2023, creating the folder if needed" gave ``mv report.pdf archive/2023/`` →
    ``mkdir -p archive/2023 && mv report.pdf archive/2023/``; so for cp and for tar -C, unzip -d."""
    if not _found(_FOLDER_FIRST, rec.text) or "mkdir" in command or any(w in SEGMENT_ENDS for w in command.split(" ")):
        return command
    words = command.split(" ")
    folder = None
    if words[0] in ("mv", "cp", "rsync"):
        operands = [w for w in words[1:] if not w.startswith("-")]
        folder = operands[-1] if len(operands) >= 2 else None
    elif words[0] in ("tar", "unzip"):
        flag = "-C" if words[0] == "tar" else "-d"
        folder = words[words.index(flag) + 1] if flag in words[:-1] else None
    if folder is None or ":" in folder or "*" in folder or unquoted(folder) in (".", "..", "~", "/"):
        return command
    return f"mkdir -p {folder.rstrip('/') or folder} && {command}"


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


_LISTED_IN = re.compile(r"\b(?:files?|names?|paths?)\s+(?:that\s+are\s+|which\s+are\s+|are\s+)?(?:listed|named|given|written)\s+(?:one\s+per\s+line\s+)?in\s+(\S+?)[.,;]?(?=\s|$)", re.I)


def tar_from_list(command: str, rec: Recognized) -> str:
    """``command`` with tar archiving the files a list names: "create selected.tar.gz from the files listed in
    filelist.txt" gave ``tar -czf selected.tar.gz filelist.txt`` (the list itself) → ``tar -czf
    selected.tar.gz -T filelist.txt``."""
    m = _found(_LISTED_IN, rec.text)
    words = command.split(" ")
    if m is None or words[0] != "tar" or not any("c" in tar_modes(w) for w in words[1:]) or "-T" in words or "--files-from" in command:
        return command
    listed = m.group(1)
    at = [k for k, w in enumerate(words) if unquoted(w) == listed and k > 0 and not words[k - 1].endswith("f")]
    if len(at) != 1:
        return command
    words[at[0]:at[0] + 1] = ["-T", words[at[0]]]
    return " ".join(words)


_ENABLED_ASKED = re.compile(r"^(?:is|are|check\s+(?:if|whether)|whether|find\s+out\s+(?:if|whether)|tell\s+me\s+(?:if|whether))\b"
                            r"[^.;]*\benabled\b", re.I)
_ERRORS_ONLY = re.compile(r"\berror(?:s|[\s-]level|[\s-]priority)?\b", re.I)


def service_state_asked(command: str, rec: Recognized) -> str:
    """``command`` asking systemd what the request asks instead of changing it, and reading the journal the
    way the request bounds it: "is fail2ban enabled to start at boot" gave ``systemctl enable fail2ban`` →
    ``systemctl is-enabled fail2ban``; "all systemd timers including inactive ones" → ``list-timers --all``;
    journalctl "between 2024-05-01 and 2024-05-02" gets the ``--until`` it lacks, "the current boot" is ``-b``
    (not ``-b -1``, the one before) and "error-level messages" ``-p err``."""
    if _found(_ENABLED_ASKED, rec.text):
        command = re.sub(r"^(sudo\s+)?systemctl\s+enable\s+(?!--)", "systemctl is-enabled ", command)
    if re.search(r"\binclud\w*\s+(?:the\s+)?inactive\b|\binactive\s+ones\s+too\b", rec.text, re.I):
        command = re.sub(r"^(systemctl\s+list-(?:timers|units|unit-files|sockets))(?!.*\s--all\b)", r"\1 --all", command)
    if not command.startswith(("journalctl", "sudo journalctl")):
        return command
    dates = [e for e in rec.entities if e.type in ("Date", "Timespan")]
    between = re.search(r"\bbetween\b", rec.text, re.I)
    if between and len(dates) == 2 and "--until" not in command and re.search(rf"--since\s+['\"]?{re.escape(dates[0].value)}", command):
        until = dates[1].value
        command += f' --until "{until}"' if " " in until else f" --until {until}"
    if re.search(r"\b(?:current|this)\s+boot\b", rec.text, re.I):
        command = re.sub(r"\s-b\s+-1\b", " -b", command)
    if _found(_ERRORS_ONLY, rec.text) and re.search(r"\bonly\b|\blevel\b|\bpriority\b", rec.text, re.I) and "grep" not in command:
        if " -p" not in command and "--priority" not in command:   # after the unit, as people write it
            command = re.sub(r"^((?:sudo\s+)?journalctl(?:\s+-u\s+(?!['\"]?error[\s-])\S+)?)", r"\1 -p err", command)
        # the words said as a unit or an argument ("journalctl -u error-level"): the priority says them
        command = re.sub(r"\s(?:-u\s+)?['\"]?error[\s-](?:level|priority)['\"]?(?=\s|$)", "", command)
    return command


_NO_QUESTIONS = re.compile(r"\bwithout\s+(?:asking|being\s+asked|(?:a\s+)?(?:confirm\w*|prompt\w*))|\bno\s+(?:confirm\w*|prompts?|questions)\b"
                           r"|\bnon[\s-]?interactive(?:ly)?\b|\bassum\w*\s+yes\b|\b(?:auto(?:matically)?|always)\s+(?:answer\s+)?yes\b", re.I)


def apt_asked(command: str, rec: Recognized) -> str:
    """``command`` with apt doing it the way the request says: "list installed packages" gave ``apt list`` (every
    package the archive has) → ``apt list --installed``; "upgrade all packages without asking for confirmation"
    → ``apt upgrade -y``."""
    if re.fullmatch(r"(?:sudo\s+)?apt\s+list", command) and re.search(r"\binstalled\b", rec.text, re.I):
        return command + " --installed"
    if _found(_NO_QUESTIONS, rec.text):
        command = re.sub(r"(\bapt(?:-get)?\s+(?:install|upgrade|full-upgrade|dist-upgrade|remove|purge|autoremove)\b)(?![^|;&]*\s-y\b)([^|;&]*)",
                         r"\1\2 -y", command)
    return command


# "insert the header Name,Age,City as the first line of people.csv", "add debug=false right after the [main] line
# in settings.ini": a line put in a file at a place the request names.
_FILE_END = r"\s+(?:of|in|to|into)\s+(?:the\s+file\s+)?(?P<file>[\w./~-]+?\.?[\w-]+)[.,;]?(?=\s|$)"
_AT_TOP = re.compile(r"\b(?:insert|add|put|prepend|write)\s+(?:the\s+|a\s+|an\s+)?(?:header(?:\s+line|\s+row)?|line|text|row|shebang)?\s*"
                     r"(?P<q>['\"]?)(?P<text>[^'\"\s](?:[^'\"]*?[^'\"\s])?)(?P=q)\s+(?:as|at|to)\s+(?:the\s+)?(?:very\s+)?"
                     r"(?:first\s+line|top|beginning|start)" + _FILE_END, re.I)
_BESIDE_LINE = re.compile(r"\b(?:insert|add|put|append|write)\s+(?:the\s+|a\s+|an\s+)?(?:(?:new\s+)?line\s+)?(?P<q>['\"]?)"
                          r"(?P<text>[^'\"\s](?:[^'\"]*?[^'\"\s])?)(?P=q)\s+(?:right\s+|just\s+|directly\s+|immediately\s+)?"
                          r"(?P<side>after|below|under|before|above)\s+(?:the\s+)?(?P<q2>['\"]?)(?P<anchor>\S(?:.*?\S)?)(?P=q2)\s+line"
                          + _FILE_END, re.I)


def line_inserted(command: str, rec: Recognized) -> str:
    r"""``command`` putting a line where the request says in the file it names, with sed: "insert the header
    Name,Age,City as the first line of people.csv" gave ``sed -i '1 City' people.csv`` → ``sed -i '1i
    Name,Age,City' people.csv``; "add a line debug=false right after the [main] line in settings.ini" →
    ``sed -i '/\[main\]/a debug=false' settings.ini`` (``i`` for before). Only a command that edits that file
    with sed, echo or cat, or names it."""
    top, beside = _found(_AT_TOP, rec.text), _found(_BESIDE_LINE, rec.text)
    m = top or beside
    if m is None or "'" in m.group("text") or m.group("file") not in command.split(" ") and not command.startswith("sed "):
        return command
    if re.search(r"\bsed\s+(?:-i\S*\s+)?'(?:1\s*i|/[^']*/\s*[ai])", command):
        return command   # the model wrote the insertion already
    if top is not None:
        where = "1i"
    else:
        anchor = re.sub(r"([][\\.*^$/])", r"\\\1", m.group("anchor"))
        said = m.group("anchor").lower()   # "right after the first line": a line by its number, not its text
        place = "1" if said == "first" else "$" if said == "last" else str(ORDINALS.index(said) + 1) if said in ORDINALS else f"/{anchor}/"
        where = place + ("a" if m.group("side").lower() in ("after", "below", "under") else "i")
    edit = "" if re.search(r"\b(?:show|print|display|preview|output|stdout)\b", rec.text, re.I) else "-i "
    return f"sed {edit}'{where} {m.group('text')}' {m.group('file')}"


_PASSWORD_SAID = re.compile(r"\b(?:password|passwd|pass)\s+(?:is\s+|of\s+)?['\"]?([^\s'\",;]+)", re.I)


def credentials_joined(command: str, rec: Recognized) -> str:
    """``command`` giving curl the password the request says with the user: "download URL using basic auth user
    admin password secret" gave ``curl -u admin URL`` (curl then asks for it) or ``curl -u secret URL`` →
    ``curl -u admin:secret URL``."""
    m = _found(_PASSWORD_SAID, rec.text)
    if m is None or not re.match(r"curl\s", command):
        return command
    password = m.group(1)
    users = [e.value for e in rec.entities if e.type in ("User", "Text") and e.value != password and e.start < m.start()]
    hit = re.search(r"\s(-u|--user)\s+(\S+)", command)
    if hit is None or ":" in hit.group(2):
        return command
    user = hit.group(2) if hit.group(2) != password else (users[-1] if users else None)
    if user is None:
        return command
    return command[:hit.start(2)] + f"{user}:{password}" + command[hit.end(2):]


def download_saved(command: str, rec: Recognized) -> str:
    """``command`` with a curl that saves what the request downloads: "download http://intranet.local/report.pdf
    using basic auth …" gave ``curl -u admin:secret URL`` (the PDF's bytes on the terminal) → ``curl -u
    admin:secret -O URL``, saved under its own name. Not where the output is piped, redirected or named."""
    if not re.search(r"\bdownload", rec.text, re.I) or not command.startswith("curl ") or \
            re.search(r"\s(?:-[a-zA-Z]*[oO]|--output|--remote-name\S*)(?:\s|=|$)|[|>]", command):
        return command
    urls = [w for w in command.split(" ") if re.match(r"['\"]?(?:https?|ftp)://[^/\s]+/\S*[^/\s'\"]['\"]?$", w)]
    if len(urls) != 1:
        return command
    return command.replace(" " + urls[0], " -O " + urls[0], 1)


_TOP_FOLDER_DROPPED = re.compile(r"\b(?:without|dropping|drop|strip(?:ping)?|remov(?:e|ing)|skip(?:ping)?|minus|losing)\s+(?:its\s+|the\s+|their\s+)?"
                                 r"(?:top[\s-]?level|top|outer|leading|first|wrapping|enclosing|root)\s+(?:folder|directory|dir|component)s?\b", re.I)


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


_NAMED_OWNER = re.compile(r"\b(?:owned\s+by|run\s+by|running\s+as|started\s+by|belong(?:ing|s)?\s+to|of)\s+(?:the\s+)?user\s+([a-z_][\w-]*)\b"
                          r"|\b(?:owned\s+by|run\s+by|running\s+as|started\s+by)\s+([a-z_][\w-]*)\b", re.I)


def owner_of_processes(command: str, rec: Recognized) -> str:
    """``command`` signalling or finding only the processes of the user the request names: "force kill every
    java process owned by the user tomcat" gave ``pkill -9 java`` (every user's java) → ``pkill -9 -u tomcat java``."""
    users = {e.value for e in rec.entities if e.type == "User"}
    m = _found(_NAMED_OWNER, rec.text)
    user = (m.group(1) or m.group(2)) if m else None
    if user not in users:
        return command
    words = command.split(" ")
    named = _found(_PROCESS_NAMED, rec.text)
    process = (named.group(1) or named.group(2)) if named else None
    for util, end in simple_commands(words):
        if words[util] not in ("pkill", "pgrep", "killall"):
            continue
        args = words[util + 1:end]
        if user not in args:
            at = next((k for k in range(util + 1, end) if not words[k].startswith("-")), end)   # after the flags
            words.insert(at, f"-u {user}")
            return " ".join(words)
        k = util + 1 + args.index(user)
        if words[k - 1] not in ("-u", "-U", "--euid", "--uid", "--user") and process and process != user \
                and process not in args:
            words[k] = f"-u {user} {process}"   # "pkill -f deploy" for node of user deploy: the user as a pattern
            if "-f" in words[util + 1:k]:
                words.remove("-f")   # -f matched the user's name in command lines; the process name needs none
            return " ".join(words)
    return command


_PROCESS_NAMED = re.compile(r"\bprocess(?:es)?\s+(?:named|called)\s+([\w.-]+)|\b(?:every|all|each|the)\s+([\w.-]+)\s+process(?:es)?\b", re.I)


def grep_glob_anchored(command: str, rec: Recognized) -> str:
    r"""``command`` with a name glob that grep was given as its pattern written as the regex it means: "show
    environment variables whose names start with NODE_" gave ``env | grep "NODE_*"`` (an E repeated, matched
    anywhere) → ``env | grep '^NODE_'``; ``*.bak`` for names ending in .bak → ``'\.bak$'``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in _GREP_FAMILY or has_flag(words[util + 1:end], "F", "--fixed-strings"):
            continue
        at = next((k for k in range(util + 1, end) if not words[k].startswith("-")), None)
        if at is None or re.search(r"\s-[A-Za-z]*[ef]\b", " ".join(words[util:at])):
            continue
        bare = unquoted(words[at])
        if m := re.fullmatch(r"\^?([\w.-]*\w)\*", bare):
            if re.search(rf"\b(?:start|begin)\w*\s+with\s+['\"]?{re.escape(m.group(1))}", rec.text, re.I):
                words[at] = f"'^{m.group(1)}'"
        elif m := re.fullmatch(r"\*([\w.-]*\w)\$?", bare):
            if re.search(rf"\bend\w*\s+(?:with|in)\s+['\"]?{re.escape(m.group(1))}", rec.text, re.I):
                words[at] = "'" + re.escape(m.group(1)).replace("\\-", "-") + "$'"
    return " ".join(words)


_SIZE_WAY = re.compile(r"\b(?:(?P<more>over|bigger|larger|more\s+than|greater\s+than|above|at\s+least|exceeding|heavier)"
                       r"|(?P<less>under|smaller|less\s+than|below|at\s+most|lighter))\s+(?:than\s+)?$", re.I)


def find_size_added(command: str, rec: Recognized) -> str:
    """``command`` with the size test a find left out though the request names the size: "find files in /data
    over 100M that haven't been modified in 90 days" gave ``find /data -type f -mtime +90`` → ``find /data -type
    f -mtime +90 -size +100M`` (``-`` for under, smaller, less than). Only a lone find with tests of its own."""
    sizes = [e for e in rec.entities if e.type == "Size"]
    words = command.split(" ")
    if len(sizes) != 1 or words[0] != "find" or "-size" in words or any(w in SEGMENT_ENDS for w in words) \
            or not any(w in ("-mtime", "-mmin", "-name", "-iname", "-type", "-user", "-newer", "-atime") for w in words):
        return command
    way = _SIZE_WAY.search(rec.text[:sizes[0].start])
    if way is None or not re.fullmatch(r"\d+[kMG]", sizes[0].value):
        return command
    test = f"-size {'+' if way.group('more') else '-'}{sizes[0].value}"
    at = next((k for k, w in enumerate(words) if w in ("-exec", "-execdir", "-delete", "-print", "-print0", "-ls", "-printf", "-ok")), len(words))
    ages = [e.start for e in rec.entities if e.type == "Timespan"]
    age = next((k for k, w in enumerate(words) if w in ("-mtime", "-mmin", "-atime", "-amin", "-ctime", "-newermt")), None)
    if age is not None and ages and sizes[0].start < min(ages):
        at = age   # in the request's order: "over 100M that haven't been modified in 90 days"
    return " ".join(words[:at] + [test] + words[at:])


# Who a permission is said of, and what right ("others can't read", "world-writable", "the group has write permission").
_PERM_WHO = (("o", r"others|other\s+users|everyone\s+else|anyone\s+else|the\s+world|world"), ("g", r"(?:the|its|their)\s+group|group"),
             ("u", r"(?:the|its|their)\s+owner|owner|(?:the\s+)?user"), ("any", r"anyone|anybody"), ("a", r"everyone|everybody|all"))
_PERM_RIGHT = (("r", r"read\w*"), ("w", r"writ\w*"), ("x", r"execut\w*|run\w*"))
_WHO_WORDS = "|".join(w for _, w in _PERM_WHO)
_RIGHT_WORDS = r"read(?:able)?|writ(?:e|able|eable)|execut(?:e|able)"
_NEGATED = r"can(?:not|'t|\s+not)|(?:does|do)(?:n't|\s+not)\s+have|(?:has|have)\s+no|lacks?|(?:is|are)\s+missing|missing|without|not"
_PERM_SAID = (
    # "world-writable", "readable by others", "executable by anyone"
    re.compile(rf"\bworld[\s-]*(?P<right>{_RIGHT_WORDS})\b(?P<who>)(?P<neg>)", re.I),
    re.compile(rf"(?P<neg>\bnot\s+)?\b(?P<right>{_RIGHT_WORDS})\s+by\s+(?P<who>{_WHO_WORDS})\b", re.I),
    # "that others can't read", "where the group has write permission", "the group cannot read"
    re.compile(rf"\b(?P<who>{_WHO_WORDS})\s+(?:(?P<neg>{_NEGATED})\s+|can\s+|(?:has|have)\s+(?:the\s+)?)"
               rf"(?P<right>{_RIGHT_WORDS})(?:\s+(?:permission|access|rights?|bit))?\b", re.I),
    # "missing the owner execute bit", "without group write permission"
    re.compile(rf"\b(?P<neg>{_NEGATED})\s+(?:the\s+|any\s+)?(?P<who>{_WHO_WORDS})(?:'s)?\s+(?P<right>read|write|execute)\s+(?:bit|permission)", re.I),
    # "with any execute bit set"
    re.compile(r"\bany\s+(?P<right>read|write|execute)\s+(?:bit|permission)(?P<who>)(?P<neg>)", re.I),
)
_PERM_SELF = re.compile(r"\b(?:that\s+|which\s+)?(?:I|i)(?:\s+(?P<neg>can(?:not|'t|\s+not)|am\s+not\s+allowed\s+to|don't\s+have\s+permission\s+to)|(?P<neg2>'m\s+not\s+allowed\s+to)"
                        r"|\s+(?:can|am\s+allowed\s+to|am\s+able\s+to|have\s+permission\s+to)|'m\s+(?:allowed|able)\s+to)\s+(?P<right>read|write|modify|execute|run)\b"
                        r"|\b(?P<right2>readable|writable|writeable|executable)\s+by\s+me\b", re.I)
_SPECIAL_SAID = ((re.compile(r"\bset-?uid\s+or\s+set-?gid\b|\bset-?gid\s+or\s+set-?uid\b", re.I), "-perm /6000"),
                 (re.compile(r"\b(?:missing|without|lack\w*|no)\s+(?:the\s+)?sticky\s+bit\b", re.I), "! -perm -1000"))


def _modes_said(text: str) -> list[str]:
    """find's permission tests for what ``text`` says of who may read, write or run the files: "others can't read"
    → ``! -perm -o+r``; "world-writable" → ``-perm -o+w``; "any execute bit" → ``-perm /111``; "that I can't
    read" → ``! -readable``; "setuid or setgid" → ``-perm /6000``."""
    tests: list[tuple[int, str]] = []
    for pattern in _PERM_SAID:
        for m in pattern.finditer(text):
            if any(start <= m.start() < end for start, end, _ in tests):
                continue
            right = next(r for r, words in _PERM_RIGHT if re.fullmatch(words, m.group("right"), re.I))
            said = m.group("who") or ""
            who = next((w for w, words in _PERM_WHO if said and re.fullmatch(words, said, re.I)), "o" if "world" in m.group(0).lower() else "any")
            if who == "any" and said and not re.search(r"\bby\s+" + re.escape(said), m.group(0), re.I):
                who = "o"   # "files anyone can write to": world-writable; "executable by anyone": any of the three
            if re.fullmatch(r"(?:the\s+)?user", said, re.I) and not re.search(r"\bowner\b|\bown\w*\s+(?:user|by)", text, re.I):
                continue   # "the user" alone is whoever runs it, not the owner
            neg = "! " if m.group("neg") else ""
            mode = f"/{ {'r': 4, 'w': 2, 'x': 1}[right] * 111}" if who == "any" else f"-{who}+{right}"
            tests.append((m.start(), m.end(), f"{neg}-perm {mode}"))
    for m in _PERM_SELF.finditer(text):
        right = (m.group("right") or m.group("right2")).lower()
        test = "-readable" if right.startswith("read") else "-executable" if right.startswith(("exec", "run")) else "-writable"
        tests.append((m.start(), m.end(), ("! " if m.group("neg") or m.group("neg2") else "") + test))
    for pattern, test in _SPECIAL_SAID:
        if (m := pattern.search(text)) is not None:
            tests.append((m.start(), m.end(), test))
    return [t for _, _, t in sorted(tests)]


def find_modes_said(command: str, rec: Recognized) -> str:
    """``command`` with the permission tests of a find made what the request says in words (``_modes_said``), in
    place of the model's: "find files under /etc/ssl/private that others can read" gave ``find /etc/ssl/private -type
    f -perm <permission>`` → ``find /etc/ssl/private -type f -perm -o+r``."""
    if not re.match(r"(?:sudo\s+)?find\s", command) or not re.search(r"\bperm|\bread|\bwrit|\bexecut|\brun\b|\bsticky|set-?[gu]id", rec.text, re.I):
        return command
    said = _modes_said(rec.text)
    mode = re.search(r"-perm\s+[-/]?([0-7]{3,4})\b", command)
    if not said or mode and re.search(rf"\b{mode.group(1)}\b", rec.text):
        return command   # "(permission 777)": the mode the request names
    words = command.split(" ")
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS), len(words))
    expression, rest = " ".join(words[:end]), " ".join(words[end:])
    old = re.compile(r"(?:(?:!|-not)\s+)?(?:-perm\s+\S+|-readable|-writable|-executable)(?=\s|$)")
    first = old.search(expression)
    if first is not None:
        head, tail = expression[:first.start()].rstrip(), old.sub("", expression[first.start():])
    else:
        action = re.search(r"\s(?:-exec|-execdir|-ok|-delete|-print0?|-printf|-ls|-fprint)\b", expression)
        cut = action.start() if action else len(expression)
        head, tail = expression[:cut].rstrip(), expression[cut:]
    joined = re.sub(r"\s+", " ", f"{head} {' '.join(said)} {tail}").strip()
    return f"{joined} {rest}".strip()


_NO_USER = re.compile(r"\b(?:do(?:es)?n't|do(?:es)?\s+not)\s+belong\s+to\s+(?:any|an)\s+(?:existing\s+|valid\s+|known\s+)?user\b|\bno\s+(?:valid\s+|existing\s+)?"
                      r"(?:owner|user)\b|\bowner\s+(?:that\s+)?(?:no\s+longer\s+exists|do(?:es)?n't\s+exist|do(?:es)?\s+not\s+exist)|\bwhose\s+(?:owner|user)\s+"
                      r"(?:no\s+longer\s+exists|do(?:es)?n't\s+exist|do(?:es)?\s+not\s+exist|(?:was|has\s+been)\s+deleted)|\borphan(?:ed)?\s+files\b", re.I)
_NO_GROUP = re.compile(r"\b(?:do(?:es)?n't|do(?:es)?\s+not)\s+belong\s+to\s+(?:any|an)\s+(?:existing\s+|valid\s+|known\s+)?group\b|\bno\s+(?:valid\s+|existing\s+)?"
                       r"group\b|\bgroup\s+(?:that\s+)?(?:no\s+longer\s+exists|do(?:es)?n't\s+exist|do(?:es)?\s+not\s+exist)", re.I)
_OWNER_ID = re.compile(r"\b(?P<kind>uid|gid)\s+(?:of\s+|is\s+|=\s*)?(?P<id>\d+)\b|\b(?:user|owner)\s+id\s+(?P<uid>\d+)|\bgroup\s+id\s+(?P<gid>\d+)", re.I)
_EITHER_OWNER = re.compile(r"\bowned\s+by\s+(?:either\s+)?(?:user\s+)?(?P<a>[a-z_][\w-]*)\s+or\s+(?:by\s+)?(?:user\s+)?(?P<b>[a-z_][\w-]*)\b", re.I)


def find_owner_said(command: str, rec: Recognized) -> str:
    """``command`` with the ownership tests of a find made what the request says in words: no owner that exists
    (``-nouser``), no group (``-nogroup``), an owner by number (``-uid 1001``, not ``-user 1001``), either of two
    owners (``\\( -user alice -o -user bob \\)``)."""
    if not re.match(r"(?:sudo\s+)?find\s", command) or not re.search(r"\b(?:belong|owner|owned|user|group|uid|gid|orphan)", rec.text, re.I):
        return command
    text, out = rec.text, command
    for pattern, test, flag, other in ((_NO_USER, "-nouser", "-user", "-nogroup"), (_NO_GROUP, "-nogroup", "-group", "-nouser")):
        if _found(pattern, text) is None or test in out.split():
            continue
        own = re.compile(rf"(?:(?:!|-not)\s+)?(?:{flag}\s+\S+|{other}(?=\s|$))")
        if own.search(out) and not (other in out.split() and test == "-nogroup" and _found(_NO_USER, text)):
            out = own.sub(test, out, count=1)
            continue
        words = out.split(" ")
        at = words.index("find") + 1
        while at < len(words) and not words[at].startswith("-") and words[at] not in ("!", "\\(", "|", ">", "&&"):
            at += 1   # past the places searched
        if words[at:at + 1] == ["-type"]:
            at += 2
        out = " ".join(words[:at] + [test] + words[at:])
    for m in _OWNER_ID.finditer(text):
        kind = (m.group("kind") or ("uid" if m.group("uid") else "gid")).lower()
        number = m.group("id") or m.group("uid") or m.group("gid")
        flag = "-user" if kind == "uid" else "-group"
        out = re.sub(rf"{flag}\s+(['\"]?){number}\1(?=\s|$)", f"-{kind} {number}", out)
    m = _found(_EITHER_OWNER, text)
    if m is not None and m.group("a").lower() not in NOT_NAMES and m.group("b").lower() not in NOT_NAMES:
        either = f"\\( -user {m.group('a')} -o -user {m.group('b')} \\)"
        if either not in out:
            own = re.compile(r"(?:-user\s+\S+(?:\s+(?:-o|-or)\s+-user\s+\S+)?)(?=\s|$)")
            out = own.sub(lambda _: either, out, count=1) if own.search(out) else out
    return out.strip()


# "skipping /home/bob/.cache and /home/bob/Downloads", "not counting anything inside ~/api/venv", "ignoring ./.git",
# "skipping any directory called cache or tmp": folders a find is to leave out whole.
_ITEM = r"[~./\w][\w./~-]*"
_PRUNED = re.compile(rf"\b(?:not\s+counting\s+(?:anything|what'?s?|files)\s+(?:is\s+)?(?:inside|in|under|within)|skip(?:ping)?|exclud(?:e|ing)|ignor(?:e|ing)"
                     rf"|leav(?:e|ing)\s+out|without\s+(?:descending|going|looking|searching)\s+(?:into|in)|but\s+not\s+(?:in|inside|under))\s+"
                     rf"(?:the\s+|any\s+|all\s+)?(?:(?P<kind>director(?:y|ies)|folders?|dirs?)\s+(?:called|named)\s+)?"
                     rf"(?P<items>{_ITEM}(?:(?:\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)(?:the\s+)?{_ITEM})*)"
                     rf"(?P<after>\s+(?:director(?:y|ies)|folders?|dirs?|sub-?folders?|entirely|completely|altogether|trees?)\b)?(?=[\s,.;)]|$)", re.I)
# Folders people leave out of a search by name.
_PRUNED_NAMES = frozenset({".git", ".svn", ".hg", "node_modules", "venv", ".venv", "vendor", "__pycache__", ".cache", "build", "dist",
                           "target", ".idea", ".tox", "site-packages", "cache", "tmp", "temp", "backup", "backups", "snapshots"})


def _pruned_items(text: str, start: str) -> list[str]:
    """The folders ``text`` says a find from ``start`` is to leave out: paths in the search, folders people leave out
    by name (``_PRUNED_NAMES``), or any name the request calls a folder ("any directory called cache or tmp")."""
    m = _found(_PRUNED, text)
    if m is None or re.match(r"\s*(?:case|capitali[sz]ation|errors?|warnings?)\b", text[m.end("items"):], re.I):
        return []   # "ignoring upper/lower case": no folder
    items = [w.rstrip(".,;") for w in re.split(r"(?:\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)(?:the\s+)?", m.group("items")) if w]
    said_folder = bool(m.group("kind") or m.group("after") and not re.match(r"\s+(?:entirely|completely|altogether)", m.group("after"), re.I))
    base = start.rstrip("/")
    out = []
    for item in items:
        if re.fullmatch(r"\*?\.\w{1,5}", item) and item.lower().lstrip("*.") in EXTENSION_WORDS.values():
            return []   # "excluding .log files": a kind of file, not a folder
        if "/" in item.rstrip("/"):
            if not (item.startswith(base + "/") or item.rstrip("/") == base or base in (".", "") and item.startswith("./")):
                return []   # a path outside the search: not a part of it left out
            out.append(item.rstrip("/"))
        elif item.lower() in _PRUNED_NAMES or said_folder and re.fullmatch(r"[.\w][\w.-]*", item) and item.lower() not in NOT_NAMES:
            out.append(item)
        else:
            return []
    return out


def find_pruned(command: str, rec: Recognized) -> str:
    """``command`` with a find leaving out whole the folders the request says to skip, as -prune does: "files over
    100M in /home/bob, skipping /home/bob/.cache and /home/bob/Downloads" gave ``find /home/bob -type f -size +100M
    -not -name /home/bob/.cache`` → ``find /home/bob \\( -path /home/bob/.cache -o -path /home/bob/Downloads \\)
    -prune -o -type f -size +100M -print``; a folder by name is ``-name`` ("skipping .git and node_modules")."""
    m = re.match(r"((?:sudo\s+)?find)\s+((?:[~./\w$][^\s]*\s+)*?)(-\S.*)?$", command)
    if m is None or "-prune" in command or not re.search(r"\b(?:skip|exclud|ignor|leav|without|not\s+counting|but\s+not)", rec.text, re.I):
        return command
    starts = m.group(2).split()
    if len(starts) != 1:
        return command
    items = _pruned_items(rec.text, starts[0])
    if not items or all("/" not in i and re.search(rf"(?:!|-not)\s+-i?path\s+(['\"]?)\*/{re.escape(i)}(?:/\*)?\1(?=\s|$)", command)
                        for i in items):
        return command   # -not -path '*/node_modules/*': left out already, as people also write it
    start = starts[0]
    if start.rstrip("/") in (i.rstrip("/") for i in items):   # find ~/Pictures/thumbnails for "in ~/Pictures excluding ~/Pictures/thumbnails"
        parent = start.rstrip("/").rsplit("/", 1)[0]
        if not parent or parent not in rec.text:
            return command
        start = parent
    rest = m.group(3) or ""
    pipe = re.search(r"\s(\||>|&&|;)\s", " " + rest + " ")
    expression, after = (rest[:pipe.start() - 1], rest[pipe.start() - 1:]) if pipe else (rest, "")
    # the model's own way of leaving them out (! -name X, -not -path X) goes
    names = {i.rstrip("/").rsplit("/", 1)[-1] for i in items} | {i.rstrip("/") for i in items}
    def left_out(match: re.Match) -> str:
        value = unquoted(match.group(2)).strip("*/").rstrip("/")
        return "" if value in names or value.rsplit("/", 1)[-1] in names else match.group(0)
    expression = re.sub(r"(?:!|-not)\s+(-(?:i?path|i?name|wholename))\s+(\S+)", left_out, expression)
    expression = re.sub(r"\s+", " ", expression).strip()
    tests = [("-path" if "/" in i else "-name") + " " + i for i in items]
    prune = tests[0] if len(tests) == 1 else "\\( " + " -o ".join(tests) + " \\)"
    action = re.search(r"(?:^|\s)(-exec|-execdir|-ok|-delete|-print0?|-printf|-ls|-fprint)\b", expression)
    body = expression if action else (expression + " -print").strip()
    return re.sub(r"\s+", " ", f"{m.group(1)} {start} {prune} -prune -o {body}{after}").strip()


def date_format_operand(command: str, rec: Recognized | None = None) -> str:
    """``command`` with date's output format (``+%d/%m/%Y``) given as an operand, not as the date ``-d`` reads:
    ``date -d +%d/%m/%Y -d yesterday`` → ``date -d yesterday +%d/%m/%Y``."""
    m = re.match(r"date\s+(?:-d|--date)\s+(['\"]?\+[^\s]+)(.*)$", command)
    if m is None or not re.search(r"\s(?:-d|--date)\s", m.group(2) + " "):
        return command
    return f"date{m.group(2)} {m.group(1)}"


_KIND_MODES = re.compile(r"\b(?P<a>dir(?:ector(?:y|ies))?s?|folders?|files?)\b[^.;]{0,30}?\bto\s+(?P<am>[0-7]{3,4})\b[^.;]{0,20}?\b(?:and|,)\s+"
                         r"(?:all\s+(?:the\s+)?)?(?:regular\s+|plain\s+|ordinary\s+)?(?P<b>dir(?:ector(?:y|ies))?s?|folders?|files?)\s+(?:to\s+)?"
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


def watched_unquoted(command: str, rec: Recognized | None = None) -> str:
    """``command`` with the simple command watch reruns written bare, as people type it: ``watch -n 5 "df -h"``
    → ``watch -n 5 df -h`` (the same: watch joins its arguments). Kept quoted when it holds anything a shell
    would read first (a pipe, a redirection, a variable, a glob)."""
    m = re.fullmatch(r"((?:sudo\s+)?watch(?:\s+-\w+(?:\s+[\d.]+)?)*\s+)(['\"])([^'\"]+)\2", command)
    if m is None or re.search(r"[|;&<>$*?`(){}\\]", m.group(3)):
        return command
    return m.group(1) + m.group(3)


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


# comm's columns: 1 only in the first file, 2 only in the second, 3 in both; what is asked keeps one.
_IN_BOTH = re.compile(r"\b(?:in|to|of|from)\s+both\b|\bin\s+common\b|\bcommon\s+(?:to|lines|entries)\b|\bshared\b|\bintersection\b", re.I)
_IN_ONE = re.compile(r"\bonly\s+one\s+of\b|\bin\s+only\s+one\b|\bnot\s+(?:in\s+)?both\b|\bin\s+(?:just\s+)?one\s+(?:file\s+)?but\s+not\b"
                     r"|\bunique\s+to\s+(?:either|each)\b|\bsymmetric\s+difference\b", re.I)
_ONLY_IN = re.compile(r"\b(?:only\s+(?:in|from)|unique\s+to|(?:added|new)\s+in|appear\w*\s+only\s+in)\s+(\S+)", re.I)
_NOT_IN = re.compile(r"\b(?:but\s+not\s+(?:in|from)|(?:missing|absent|gone)\s+from|removed\s+from|that\s+(?:are|is)\s+not\s+in|not\s+(?:found\s+)?in)\s+(\S+)", re.I)


def comm_columns(command: str, rec: Recognized) -> str:
    """``command`` with comm keeping the column the request asks for: "a.txt and b.txt are sorted; show the
    lines that are only in a.txt" gave ``comm -12 a.txt b.txt`` (the common lines) → ``comm -23 a.txt
    b.txt``; only in the second file is ``-13``, in both ``-12``, in just one of the two ``-3``."""
    operand = r"(<\(sort\s+[^()\s]+\)|[^\s<>|;&]+)"
    m = re.match(rf"comm\s+(-[123]+\s+)?{operand}\s+{operand}$", command)
    if m is None:
        return command
    first, second = (unquoted(re.sub(r"^<\(sort\s+(\S+)\)$", r"\1", f)) for f in m.group(2, 3))

    def which(word: str) -> str | None:
        word = word.strip(".,;:!?'\"()")
        return "-23" if word == first else "-13" if word == second else None

    only = [w for w in (which(x.group(1)) for x in _ONLY_IN.finditer(rec.text)) if w]
    missing = [w for w in (which(x.group(1)) for x in _NOT_IN.finditer(rec.text)) if w]
    if only or missing:   # "only in a.txt"; "in b.txt but not in a.txt": only in b.txt
        wanted = only[0] if only else "-13" if missing[0] == "-23" else "-23"
    elif _found(_IN_ONE, rec.text):
        wanted = "-3"
    elif _found(_IN_BOTH, rec.text):
        wanted = "-12"
    else:
        return command
    return f"comm {wanted} {m.group(2)} {m.group(3)}"


# "replace foo with bar, ignoring case": sed's s command with the I flag.
_SED_ANY_CASE = re.compile(r"\b(?:ignor\w*\s+(?:the\s+)?case|case[\s-]insensitiv\w*|regardless\s+of\s+case|in\s+any\s+case"
                           r"|any\s+capitali[sz]ation|upper\s+or\s+lower\s*case)\b", re.I)


def sed_any_case(command: str, rec: Recognized) -> str:
    """``command`` with a sed substitution that matches in any case when the request says so: "replace foo
    with bar in file.txt in place, ignoring case" gave ``sed -i 's/foo/bar/g' file.txt`` →
    ``sed -i 's/foo/bar/gI' file.txt``."""
    if not _found(_SED_ANY_CASE, rec.text) or not re.match(r"sed\s", command):
        return command
    return re.sub(r"(\ssed\s+(?:-\S+\s+)*|^sed\s+(?:-\S+\s+)*)(['\"])(s([/|#])(?:(?!\4).)*\4(?:(?!\4).)*\4)([gp0-9]*)\2",
                  lambda x: x.group(0) if "I" in x.group(5) or "i" in x.group(5)
                  else f"{x.group(1)}{x.group(2)}{x.group(3)}{x.group(5)}I{x.group(2)}", command, count=1)


_GREP_FAMILY = GREPS | {"rg"}   # the greps, and ripgrep: a pattern, then files


def searched_case(command: str, rec: Recognized) -> str:
    """``command`` searching for a word in the case the request writes it: "search app.log.1.gz for error"
    gave ``zgrep ERROR app.log.1.gz`` (the training data's log level), which misses every "error"; a word
    the request writes in lower case only is searched in lower case."""
    words = command.split(" ")
    said = set(re.findall(r"[A-Za-z]+", rec.text))
    for util, end in simple_commands(words):
        if words[util] not in _GREP_FAMILY or has_flag(words[util + 1:end], "i", "--ignore-case"):
            continue
        for k in range(util + 1, end):
            bare = unquoted(words[k])
            if re.fullmatch(r"[A-Z]{3,}", bare) and bare not in said and bare.lower() in said:
                words[k] = words[k].replace(bare, bare.lower())
                return " ".join(words)
    return command


_FIELD_COUNT = re.compile(r"\b\d+\s+(?:fields?|columns?|words?)\b", re.I)
_CHAR_COUNT = re.compile(r"\b\d+\s+(?:characters?|chars?|letters?|bytes?)\b", re.I)
_SHORTER = re.compile(r"\b(?:shorter|fewer|less|under|below|smaller)\s+than\s+\d+\s+(?:characters?|chars?|letters?|bytes?)\b", re.I)
_LONGER = re.compile(r"\b(?:longer|more|over|above|greater|bigger)\s+than\s+\d+\s+(?:characters?|chars?|letters?|bytes?)\b", re.I)


def length_compared(command: str, rec: Recognized) -> str:
    """``command`` comparing a line's length the way the request does: "lines shorter than 20 characters"
    gave ``awk 'length > 20' notes.txt`` (the long ones): ``awk 'length < 20' notes.txt``; and the other way
    round for "longer than"."""
    if "length" in command and _found(_FIELD_COUNT, rec.text) and not _found(_CHAR_COUNT, rec.text):
        # "lines of data.txt that have more than 5 fields": awk's NF, not the line's length
        command = re.sub(r"\blength(?:\(\$0\))?(?=\s*[<>=!]=?\s*\d)", "NF", command)
    if re.search(r"\bexactly\s+\d+\s+(?:fields?|columns?|words?|characters?|chars?|letters?)\b", rec.text, re.I):
        return re.sub(r"\b(NF|length)\s*(?:[<>]=?|!=)\s*(\d)", r"\1 == \2", command)   # "exactly 5 fields": NF == 5
    shorter, longer = bool(_found(_SHORTER, rec.text)), bool(_found(_LONGER, rec.text))
    if shorter == longer or "length" not in command:
        return command
    wrong, right = (">", "<") if shorter else ("<", ">")
    return re.sub(rf"(\blength(?:\(\$0\))?\s*){re.escape(wrong)}(=?\s*\d)", rf"\g<1>{right}\g<2>", command)


_EITHER_WORD = re.compile(r"(?<![\w.-])([A-Za-z_][\w-]*)\s*(?:,\s*|\s+)(or|and(?=\s+[A-Z][A-Z0-9_]+\s+(?:comments?|lines?|messages?"
                          r"|entries|markers?|notes?)\b))\s+([A-Za-z_][\w-]*)(?![\w.-])")
_NOT_SEARCHED = NOT_NAMES | frozenset("""lines line both either case upper lower files file folder directory one two more less
anything something everything words word it that this them""".split())


def either_pattern(command: str, rec: Recognized) -> str:
    """``command`` with a grep that searches for one of two words the request joins with "or" searching for
    both: "print only the WARN or ERROR lines from service.log" gave ``grep WARN service.log`` →
    ``grep -E 'WARN|ERROR' service.log``; also "the TODO and FIXME comments" (each line has one or the other)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("grep", "egrep") or "-e" in words[util:end] or "-f" in words[util:end]:
            continue
        at = next((k for k in range(util + 1, end) if not words[k].startswith("-")), None)
        if at is None:
            continue
        pattern = unquoted(words[at])
        if pattern == "<pattern>":   # grep -E <pattern> app.log for "lines that have error or warning in them"
            m = next((m for m in _EITHER_WORD.finditer(rec.text) if m.group(2) == "or"
                      and m.group(1).lower() not in _NOT_SEARCHED and m.group(3).lower() not in _NOT_SEARCHED), None)
            if m is not None:
                words[at] = f"'{m.group(1)}|{m.group(3)}'"
                if words[util] == "grep" and not has_flag(words[util + 1:end], "E", "--extended-regexp"):
                    words.insert(util + 1, "-E")
                return " ".join(words)
            continue
        for m in _EITHER_WORD.finditer(rec.text):
            one, other = m.group(1), m.group(3)
            if m.group(2) == "and" and not one.isupper():
                continue   # "TODO and FIXME comments", not "the word TODO and show line numbers"
            if pattern not in (one, other) or other.lower() in _NOT_SEARCHED and one.lower() in _NOT_SEARCHED:
                continue
            if not (one.isupper() or other.isupper() or pattern.lower() not in _NOT_SEARCHED):
                continue
            missing = other if pattern == one else one
            if missing in command or missing.lower() in _NOT_SEARCHED and not missing.isupper():
                continue
            words[at] = f"'{one}|{other}'"
            if words[util] == "grep" and not has_flag(words[util + 1:end], "E", "--extended-regexp"):
                words.insert(util + 1, "-E")
            return " ".join(words)
    return command


_SHOWN = re.compile(r"\b(?:print|show|display|output|preview|see)\w*\b", re.I)
_SAVED = re.compile(r"\bin[\s-]?place\b|\bedit\w*|\bmodif\w*|\bsav(?:e|ing)\b|\boverwrit\w*|\bpermanent\w*|\bupdat\w*"
                    r"|\b(?:in|to)\s+the\s+file\b|\bfix\w*|\bwrite\s+(?:it\s+)?back\b|\bdirectly\b", re.I)


def sed_shown_not_saved(command: str, rec: Recognized) -> str:
    """``command`` without sed's ``-i`` where the request asks to see the result and never to change the
    file: "replace foo with bar everywhere in input.txt and print the result" gave ``sed -i 's/foo/bar/g'
    input.txt``, which prints nothing and rewrites the file."""
    kept = re.sub(r"\b(?:without|not)\s+(?:chang|modif|touch|edit|sav|overwrit|alter)\w*[^,.;]*", "", rec.text, flags=re.I)
    if not _found(_SHOWN, rec.text) or _SAVED.search(kept):   # "… and print the result without changing the file"
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "sed":
            for k in range(util + 1, end):
                if re.fullmatch(r"-i\S*|--in-place\S*", words[k]):
                    words[k] = ""
    return " ".join(w for w in words if w)


# "save all output to build.log while still seeing it", "errors too": the error stream goes through tee as well.
_ALL_OUTPUT = re.compile(r"\ball\s+(?:the\s+|of\s+the\s+|its\s+)?output\b|\b(?:errors?|stderr|warnings)\s+(?:too|as\s+well|included)\b"
                         r"|\bincluding\s+(?:the\s+|any\s+)?(?:errors?|stderr|warnings)\b|\bstdout\s+and\s+stderr\b|\bboth\s+(?:streams|outputs)\b", re.I)


def all_output_teed(command: str, rec: Recognized) -> str:
    """``command`` sending its errors through ``tee`` too where the request saves all of the output: "build with
    make and save all output to build.log while still seeing it" gave ``make | tee build.log`` (the errors only on
    the screen) → ``make 2>&1 | tee build.log``."""
    if not _found(_ALL_OUTPUT, rec.text) or "2>&1" in command or "|&" in command:
        return command
    return re.sub(r"\s\|\s+tee\b", " 2>&1 | tee", command, count=1)


# Package managers of other distributions, and what apt calls their commands (the requests are for Ubuntu).
_OTHER_PACKAGERS = {"yum", "dnf", "zypper", "pacman"}
_APT_OF = {"update": "update", "check-update": "update", "makecache": "update", "upgrade": "upgrade", "install": "install",
           "remove": "remove", "erase": "remove", "search": "search", "info": "show"}


def apt_not_yum(command: str, rec: Recognized) -> str:
    """``command`` with apt where the model reached for another distribution's package manager and the request
    names none of them: "update the list of available packages" gave ``yum update`` → ``sudo apt update``."""
    m = re.match(r"(?:sudo\s+)?(yum|dnf)\s+(?:-y\s+)?([\w-]+)(.*)$", command)
    if m is None or m.group(2) not in _APT_OF or re.search(r"\b(?:yum|dnf|rpm|fedora|centos|rhel|red\s*hat|rocky|alma|amazon\s+linux|suse|arch)\b",
                                                          rec.text, re.I):
        return command
    action = _APT_OF[m.group(2)]
    return f"{'' if action in ('search', 'show') else 'sudo '}apt {action}{m.group(3)}"


_LAST_LINES = re.compile(r"\blast\s+(?:\d+|few|couple\s+of|\w+)\s+lines\b", re.I)
_FIRST_LINES = re.compile(r"\b(?:first|top)\s+(?:\d+|few|couple\s+of|\w+)\s+lines\b", re.I)


def sort_output_named(command: str, rec: Recognized) -> str:
    """``command`` writing sort's result to the file the request writes it to, not over the file it sorts: "sort
    names.txt alphabetically and write the result to names_sorted.txt" gave ``sort -o names.txt names_sorted.txt``
    (names_sorted.txt sorted into names.txt) → ``sort names.txt > names_sorted.txt``."""
    m = re.fullmatch(r"sort((?:\s+-(?!o\b)\S+)*)\s+-o\s+(\S+)((?:\s+-\S+)*)\s+(\S+)", command)
    if m is None or m.group(2) == m.group(4):
        return command
    out, src = unquoted(m.group(2)), unquoted(m.group(4))
    said_out, said_src = rec.text.find(out), rec.text.find(src)
    if said_out < 0 or said_src < 0 or said_src < said_out:
        return command   # the file written to is said after the one sorted: as the request has it
    return f"sort{m.group(1)}{m.group(3)} {m.group(2)} > {m.group(4)}"


# Flags with a value the request gives in words, per tool: (tool, phrase with the value, the flag it makes, what shows
# the flag is there already). A value already there but other than the one said is put right ("a single ping": -c 1).
_VALUED_FLAGS = (
    ("ping", re.compile(r"\b(\d+(?:\.\d+)?)[\s-]*seconds?\s+interval\b|\binterval\s+of\s+(\d+(?:\.\d+)?)\s+seconds?\b", re.I), "-i", "{}"),
    ("ping", re.compile(r"\bwait(?:s|ing)?\s+(?:at\s+most\s+|up\s+to\s+)?(\d+)\s+seconds?\s+for\s+(?:a\s+|the\s+|each\s+)?repl", re.I), "-W", "{}"),
    ("ping", re.compile(r"\b(\d+)[\s-]*bytes?\s+(?:payload|packets?)\b|\bpackets?\s+of\s+(\d+)\s+bytes\b|\bpayload\s+of\s+(\d+)\s+bytes\b", re.I), "-s", "{}"),
    ("ping", re.compile(r"\b(?:through|via|out\s+(?:of|through)|using|from)\s+(?:the\s+)?interface\s+([\w.-]+)|\bgoing\s+out\s+(?:through|of|via)\s+(?:interface\s+)?([\w.-]+)", re.I), "-I", "{}"),
    ("ping", re.compile(r"\b(?:a\s+|one\s+)?(single)\s+ping\b|\b(one)\s+ping\b|\banswers?\s+a\s+(single)\s+ping\b", re.I), "-c", "1"),
    ("nc", re.compile(r"\bgiv(?:e|ing)\s+up\s+after\s+(\d+)\s+seconds?|\btime\s*out\s+(?:of\s+|after\s+)?(\d+)\s+seconds?|\b(\d+)[\s-]*seconds?\s+time\s*out", re.I), "-w", "{}"),
    ("curl", re.compile(r"\b(?:speed|rate|bandwidth)\s+limited\s+to\s+(\d+[KkMmGg]?)|\blimit(?:ing)?\s+(?:the\s+)?(?:speed|rate|bandwidth|download(?:\s+speed)?)\s+to\s+(\d+[KkMmGg]?)", re.I),
     "--limit-rate", "{}"),
    ("wget", re.compile(r"\b(?:speed|rate|bandwidth)\s+limited\s+to\s+(\d+[KkMmGg]?)|\blimit(?:ing)?\s+(?:the\s+)?(?:speed|rate|bandwidth|download(?:\s+speed)?)\s+to\s+(\d+[KkMmGg]?)", re.I),
     "--limit-rate=", "{}"),
    ("wget", re.compile(r"\btr(?:y|ying|ies)\s+(\d+)\s+times\b|\b(\d+)\s+(?:tries|attempts|retries)\b", re.I), "--tries=", "{}"),
    ("wget", re.compile(r"\bwait(?:ing)?\s+(?:up\s+to\s+)?(\d+)\s+seconds?\s+between\s+(?:retries|tries|attempts)\b", re.I), "--waitretry=", "{}"),
    ("ssh", re.compile(r"\b(\d+)[\s-]*seconds?\s+connect(?:ion)?\s+time\s*out\b|\bconnect(?:ion)?\s+time\s*out\s+of\s+(\d+)\s+seconds?\b", re.I), "-o ConnectTimeout=", "{}"),
    ("ssh", re.compile(r"\bwithout\s+(?:strict\s+)?host\s+key\s+checking\b|\bdisabl\w+\s+(?:strict\s+)?host\s+key\s+checking\b", re.I), "-o StrictHostKeyChecking=", "no"),
    ("scp", re.compile(r"\blimit(?:ed)?\s+(?:the\s+bandwidth\s+)?to\s+(\d+)\s*kbit", re.I), "-l", "{}"),
    ("rsync", re.compile(r"\bkeep(?:ing)?\s+partial\s+(?:transfers|files)\b", re.I), "-P", ""),
    # "10 times with 0.2 seconds between packets", "half a second apart"; "ping it for 30 seconds" (a deadline);
    # "a packet size of 1200 bytes"; "answers within 2 seconds" (the wait for a reply)
    ("ping", re.compile(r"\b(\d+(?:\.\d+)?)\s+seconds?\s+(?:between|apart)\b|\bevery\s+(\d+(?:\.\d+)?)\s+seconds?\b", re.I), "-i", "{}"),
    ("ping", re.compile(r"\bhalf\s+a\s+second\s+(?:between|apart)\b|\bevery\s+half\s+(?:a\s+)?second\b", re.I), "-i", "0.5"),
    ("ping", re.compile(r"\bping\s+\S+\s+for\s+(\d+)\s+seconds?\b|\bping\b[^.;]*\bstop\w*\s+after\s+(\d+)\s+seconds?\b", re.I), "-w", "{}"),
    ("ping", re.compile(r"\bpacket\s+size\s+(?:of\s+)?(\d+)(?:\s*bytes?)?\b", re.I), "-s", "{}"),
    ("ping", re.compile(r"\b(?:answers?|repl(?:y|ies)|respond\w*)\b[^.;]*?\bwithin\s+(\d+)\s+seconds?\b", re.I), "-W", "{}"),
    # "limiting bandwidth to 1000 KB/s", "skipping files larger than 100MB"
    ("rsync", re.compile(r"\blimit(?:ing|ed)?\s+(?:the\s+)?(?:bandwidth|speed|rate|transfer\s+rate)\s+to\s+(\d+)\s*(?:KB|KiB|k)", re.I), "--bwlimit=", "{}"),
    ("rsync", re.compile(r"\b(?:skip\w*|ignor\w*|exclud\w*|leav\w*\s+out)\s+(?:any\s+|all\s+)?files\s+(?:larger|bigger)\s+than\s+(\d+[KkMmGg])(?:i?B)?\b", re.I),
     "--max-size=", "{}"),
    # the priority of journal messages: "error-level", "warnings and worse"
    ("journalctl", re.compile(r"\b(error)[\s-]+level\b|\bonly\s+(error)s?\b", re.I), "-p", "err"),
    ("journalctl", re.compile(r"\b(warning)s?\s+(?:and|or)\s+(?:worse|above|higher|more\s+severe)\b|\b(warning)[\s-]+level\s+(?:and|or)\s+(?:above|higher)\b", re.I),
     "-p", "warning"),
)


@functools.lru_cache(maxsize=1024)
def _valued_in(text: str) -> tuple[tuple[str, str, str], ...]:
    """``(tool, flag, value)`` of each of ``_VALUED_FLAGS`` that ``text`` says; once per request."""
    return tuple((tool, flag, form.format(next((g for g in m.groups() if g), "")) if "{}" in form else form)
                 for tool, pattern, flag, form in _VALUED_FLAGS if (m := pattern.search(text)))


def valued_flags_said(command: str, rec: Recognized) -> str:
    """``command`` with the flags the request gives values for in words (``_VALUED_FLAGS``): "ping 192.168.1.1 five
    times with a 2 second interval" gave ``ping -c 5 192.168.1.1`` → ``ping -i 2 -c 5 192.168.1.1``; "test if
    db.internal accepts connections on port 5432, giving up after 3 seconds" → ``nc -w 3 -zv …``."""
    said = _valued_in(rec.text)
    if not said:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        for tool, flag, value in said:
            if words[util] != tool:
                continue
            name = flag.rstrip("=").split()[-1].split("=")[0]
            at = next((k for k in range(util + 1, end) if words[k] == flag or words[k].startswith(name) or
                       flag.startswith("-o ") and name in words[k]), None)
            joined = flag + value if flag.endswith("=") else f"{flag} {value}" if value else flag
            if at is None:
                words.insert(util + 1, joined)
                end += 1
                # the model's own flag given the same number ("-c 3" beside --tries=3, "-P 1000" beside -l 1000): dropped
                k = util + 2
                while k + 1 < end:
                    if value and words[k + 1] == value and re.fullmatch(r"-[A-Za-z]", words[k]) and words[k] != flag:
                        del words[k:k + 2]
                        end -= 2
                    else:
                        k += 1
            elif words[at] == flag and at + 1 < end and value and words[at + 1] != value and not flag.startswith("-o"):
                words[at + 1] = value   # "a single ping" where the model counted 2
    return " ".join(words)


_DISK_SAID = re.compile(r"\bdisk(?:\s+space|\s+usage)?\b|\bfile\s*systems?\b|\bpartitions?\b", re.I)
_MEMORY_SAID = re.compile(r"\bmemory\b|\bram\b|\bswap\b|\bmem\b", re.I)


_RUN_PROGRAM = re.compile(r"\brun\s+(?:the\s+)?(?:command\s+|program\s+)?(\./[\w./-]+|[a-z][\w.-]*)", re.I)


_RUN_INTERPRETED = re.compile(r"\b(python3?|bash|sh|node|perl|ruby|php)\s+([\w./-]+\.(?:py|sh|js|pl|rb|php))\b")


def wrapped_program(command: str, rec: Recognized) -> str:
    """``command`` running the program the request names under nice, ionice, nohup or timeout where the model put a
    number in its place: "run make with the lowest cpu priority" gave ``nice -n 19 19`` → ``nice -n 19 make``; and the
    interpreter it names for a script (``nice -n 19 python3 long_job.py``, not ``nice -n 19 long_job.py``)."""
    words = command.split(" ")
    said = _found(_RUN_INTERPRETED, rec.text)
    if said is not None and words[0] in ("nice", "ionice", "nohup", "timeout", "time", "watch") and said.group(2) in words \
            and said.group(1) not in words:
        # "run python3 long_job.py with the lowest cpu priority" gave nice -n 19 long_job.py: the interpreter put back
        k = words.index(said.group(2))
        return " ".join(words[:k] + [said.group(1)] + words[k:])
    m = _found(_RUN_PROGRAM, rec.text)
    if m is None or words[0] not in ("nice", "ionice", "nohup", "timeout") or len(words) < 3 or not words[-1].isdigit() \
            or words[-1] not in words[1:-1] or m.group(1) in words:
        return command
    program = m.group(1)
    if not (program.startswith("./") or program in COMMAND_WORDS):
        return command
    return " ".join(words[:-1] + [program])


_UNIT = r"(?P<u{0}>s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)"
# What to run a command under, said after it ("run make with the lowest CPU priority and idle I/O priority"):
# (pattern, the wrapper). Written out in this order, outermost first.
_WRAPPERS = (
    ("timeout", re.compile(rf"\b(?P<n1>\d+)[\s-]*{_UNIT.format(1)}\s+(?:time\s*limit|time-?out)\b"
                           rf"|\btime\s*(?:limit|-?out)\s+of\s+(?P<n2>\d+)\s*{_UNIT.format(2)}\b"
                           rf"|\b(?:kill(?:ing)?\s+it|stop(?:ping)?\s+it|end(?:ing)?\s+it)\b[^,;]*?\b(?:if\s+it\s+(?:runs|takes|lasts)\s+(?:longer|more)\s+than|after)"
                           rf"\s+(?P<n3>\d+)\s*{_UNIT.format(3)}\b", re.I)),
    ("taskset", re.compile(r"\b(?:on|to)\s+(?:cpus?|cores?|processors?)\s+(?P<cpus>\d+(?:\s*(?:,|and|-)\s*\d+)*)(?:\s+only)?\b", re.I)),
    ("nice", re.compile(r"\bnice(?:ness)?\s+(?:value\s+|level\s+)?(?:of\s+)?(?P<n>-?\d+)\b|\b(?P<lowest>lowest)\s+(?:cpu\s+|scheduling\s+)?priority\b", re.I)),
    ("ionice", re.compile(r"\b(?P<idle>idle)\s+(?:disk\s+)?I/?O(?:\s+priority|\s+class)?\b|\bI/?O\s+(?:priority|class)\s+(?:of\s+|to\s+)?(?P<idle2>idle)\b", re.I)),
)
_RUN_WRITTEN = re.compile(r"^\s*(?:please\s+)?(?:run|execute|start|launch)\s+(?:the\s+command\s+)?(?P<cmd>.+)$", re.I)


def _wrapper(kind: str, m: re.Match, text: str) -> str:
    """The command line prefix one of ``_WRAPPERS`` stands for."""
    if kind == "timeout":
        k = next(i for i in "123" if m.group(f"n{i}"))
        unit = m.group(f"u{k}").lower()[0]
        signal = re.search(r"\bSIG(KILL|TERM|INT|HUP)\b|\bwith\s+(KILL)\b|\bsignal\s+(9)\b", text)
        after = re.search(r"\bKILL\s+(\d+)\s*(?:s|secs?|seconds?)\s+after\b", text, re.I)
        flags = (f" -k {after.group(1)}" if after else "") + (f" -s {next(g for g in signal.groups() if g).replace('9', 'KILL')}"
                                                               if signal and not after else "")
        return f"timeout{flags} {m.group(f'n{k}')}{'' if unit == 's' else unit}"
    if kind == "taskset":
        cpus = re.sub(r"\s*(?:,|and)\s*", ",", m.group("cpus")).replace(" ", "")
        return f"taskset -c {cpus}"
    if kind == "nice":
        return f"nice -n {m.group('n') or 19}"
    return "ionice -c 3"


def command_wrapped(command: str, rec: Recognized) -> str:
    """The command a request writes out run under what it says to run it with: "run tar -czf home.tar.gz /home/dave
    with a niceness of 10" → ``nice -n 10 tar -czf home.tar.gz /home/dave``; "run ./long_job.sh with a 5 minute time
    limit" → ``timeout 5m ./long_job.sh``; "run ffmpeg -i in.mp4 out.webm on CPU 2 only" → ``taskset -c 2 ffmpeg …``.
    Only a command the request writes out, starting with a program (or a script) it names."""
    run = _found(_RUN_WRITTEN, rec.text)
    if run is None:
        return command
    found = [(kind, m) for kind, pattern in _WRAPPERS if (m := pattern.search(run.group("cmd")))]
    if not found:
        return command
    cut = min(m.start() for _, m in found)
    written = re.sub(r"(?:[\s,]+(?:with|but|and|using|on|at|under|in|so\s+that|,))+\s*(?:an?\s+|the\s+|both\s+(?:the\s+)?)?$", "",
                     run.group("cmd")[:cut]).strip().strip(",")
    words = written.split()
    program = bool(words) and (words[0] in COMMAND_WORDS or words[0] in PROGRAM_NAMES or words[0] in FLAG_ARG_TYPES
                               or re.fullmatch(r"\.{0,2}/[\w./-]+|[\w-]+\.(?:sh|py|pl|rb)", words[0])
                               or len(words) > 1 and re.fullmatch(r"[a-z][\w.+-]*", words[0]) and words[1].startswith("-"))
    if not program or re.search(r"\b(?:with|and|the|a|every|each|all)\b", written) and len(words) > 1 and not re.search(r"\s-\w", written):
        return command   # "run make with …" is a command; "run the tests with …" is not one written out
    prefix = " ".join(_wrapper(kind, m, rec.text) for kind, m in found)
    return f"{prefix} {written}"


_SPACE_USED = re.compile(r"\b(?:used|taken|occupied|eaten)\s+(?:up\s+)?by\b|\bsize\s+of\b|\bhow\s+(?:big|large)\b"
                         r"|\bhow\s+much\s+(?:disk\s+)?space\s+(?:does|do|is)\b", re.I)


def folder_space_used(command: str, rec: Recognized) -> str:
    """``command`` measuring what a folder holds where the request asks how much space it takes: "total disk space
    used by /opt/tomcat/logs, human readable" gave ``df -h /opt/tomcat/logs`` (the free space of its filesystem) →
    ``du -sh /opt/tomcat/logs``."""
    m = re.fullmatch(r"(sudo\s+)?df\s+-h\s+([~.]?/[\w./-]*\w|~)", command)
    if m is None or m.group(2) in ("/",) or m.group(2).startswith("/dev/") or not _found(_SPACE_USED, rec.text) \
            or re.search(r"\b(?:free|left|available|remaining)\b", rec.text, re.I):
        return command
    return f"{m.group(1) or ''}du -sh {m.group(2)}"


def disk_or_memory(command: str, rec: Recognized) -> str:
    """``command`` reporting what the request asks about, disks or memory: "watch disk usage every 5 seconds" gave
    ``watch -n 5 free -h`` (memory) → ``watch -n 5 df -h``; "show free memory" with ``df -h`` → ``free -h``."""
    disk, memory = bool(_found(_DISK_SAID, rec.text)), bool(_found(_MEMORY_SAID, rec.text))
    if disk and not memory:
        return re.sub(r"(^|\s)free(\s+-[hmgkb]+)?(?=\s*$|\s*[|;&)'\"])", r"\1df -h", command)
    if memory and not disk:
        return re.sub(r"(^|\s)df(\s+-[hHk]+)?(?=\s*$|\s*[|;&)'\"])", r"\1free -h", command)
    return command


_ONE_COUNT = re.compile(r"^\s*(?:count|how\s+many)\s+(?:the\s+|all\s+)?(?:number\s+of\s+)?(?:requests|lines|entries|rows|records|hits|errors|responses)\b", re.I)
_COUNT_PER = re.compile(r"\b(?:each|per|by|every|distinct|unique|different|grouped|breakdown|most|top|frequent)\b", re.I)


def one_count(command: str, rec: Recognized) -> str:
    """``command`` counting the lines it selects, once, where the request asks for one number: "count the requests in
    access.log whose 9th field (the status) is 404" gave ``awk '$9 == 404' access.log | sort | uniq -c | sort -rn``
    (a count per line) → ``awk '$9 == 404' access.log | wc -l``."""
    if not _found(_ONE_COUNT, rec.text) or _found(_COUNT_PER, rec.text):
        return command
    return re.sub(r"\s\|\s+sort(?:\s+-\S+)*\s+\|\s+uniq\s+-c(?:\s+\|\s+sort(?:\s+-\S+)*)?(?:\s+\|\s+head(?:\s+-n)?\s+-?\d+)?$", " | wc -l", command)


_LINES_COUNTED = re.compile(r"\b(?:first|last|top|bottom|final|opening)\s+(\d+)\s+lines\b", re.I)


def lines_counted(command: str, rec: Recognized) -> str:
    """``command`` with the count of lines the request gives on a head or tail that takes none: "print the last 20
    lines of /var/log/auth.log" gave ``tail /var/log/auth.log`` (ten) → ``tail -n 20 /var/log/auth.log``."""
    m = _found(_LINES_COUNTED, rec.text)
    if m is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] in ("head", "tail") and not any(re.fullmatch(r"-[nc]\S*|-\d+|--lines\S*|--bytes\S*|-[fF]", a) for a in args):
            words[util + 1:util + 1] = ["-n", m.group(1)]
            return " ".join(words)
    return command


def lines_end_said(command: str, rec: Recognized) -> str:
    """``command`` taking lines from the end the request names: "show the last 50 lines of kern.log.xz" gave
    ``xzcat kern.log.xz | head -n 50`` → ``… | tail -n 50``; "the first 10 lines" with ``tail -n 10`` → ``head -n 10``."""
    last, first = _found(_LAST_LINES, rec.text), _found(_FIRST_LINES, rec.text)
    if bool(last) == bool(first) or _found(_FIRST_LEFT_OUT, rec.text) or _found(_RANGE_LEFT_OUT, rec.text):
        return command
    words = command.split(" ")
    if "head" in words and "tail" in words:
        return command   # both ends already: tail -n +5 | head -n 3 and the like
    if last:
        return re.sub(r"(^|\|\s+)head\s+-n\s+(\d+)\b", r"\1tail -n \2", command)
    return re.sub(r"(^|\|\s+)tail\s+-n\s+(\d+)\b", r"\1head -n \2", command)


# The tools that read a compressed file as its text, by its kind.
_COMPRESSED_READERS = {"grep": ("zgrep", "bzgrep", "xzgrep"), "egrep": ("zegrep", "bzegrep", "xzegrep"), "cat": ("zcat", "bzcat", "xzcat"),
                       "less": ("zless", "bzless", "xzless"), "more": ("zmore", "bzmore", "xzmore"), "diff": ("zdiff", "bzdiff", "xzdiff"),
                       "cmp": ("zcmp", "bzcmp", "xzcmp")}
_COMPRESSED = re.compile(r"[\w./~-]+\.(gz|bz2|xz)")


def compressed_readers(command: str, rec: Recognized | None = None) -> str:
    """``command`` reading a compressed file with the tool made for it: ``grep timeout server.log.bz2`` (which
    searches the compressed bytes) → ``bzgrep timeout server.log.bz2``; ``cat hello.txt.bz2`` → ``bzcat``; ``diff
    old.conf.gz new.conf.gz`` → ``zdiff``; ``tail -n 50 kern.log.xz`` → ``xzcat kern.log.xz | tail -n 50``."""
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
        return " ".join(words)
    if name in ("head", "tail") and len(files) == 1 and not has_flag(args, "fF", "--follow\\S*"):
        file = next(a for a in args if _COMPRESSED.fullmatch(unquoted(a)))
        rest = [a for a in args if a != file]
        return " ".join(words[:util] + [("zcat", "bzcat", "xzcat")[kind], file, "|", name, *rest] + words[end:])
    return command


# "in the project", "across this repo", "in the codebase": the folder the user works in, not one called so.
_PROJECT_HERE = re.compile(r"\b(?:in|across|under|throughout|of|from|inside)\s+(?:the|this|my|our)\s+(?:whole\s+|entire\s+)?"
                           r"(project|repo|repository|codebase|code\s+base|source\s+tree|working\s+tree)\b(?!\s*(?:folder|directory|dir|called|named)\b)", re.I)


_NAME_VALUED = frozenset({"-name", "-iname", "-path", "-ipath", "-m", "--message", "-e", "-t", "-n", "--name", "-u", "-g", "-o"})


def project_here(command: str, rec: Recognized) -> str:
    """``command`` searching the current folder where the request says "the project" or "the repo" and names no
    folder so: "remove all __pycache__ directories in the project" gave ``find project -type d …`` → ``find . …``."""
    m = _found(_PROJECT_HERE, rec.text)
    if m is None or re.search(r"(?<![\w.-])(?:project|repo|repository|codebase)(?:/|\s+(?:folder|directory|dir)\b)", rec.text, re.I):
        return command
    word = m.group(1).split()[0].lower()
    words = command.split(" ")
    changed = [("." if w == word and k and words[k - 1] not in _NAME_VALUED else w) for k, w in enumerate(words)]
    return " ".join(changed)


# "print the first line of app.log that contains ERROR", "the first 3 matches of timeout in x.log": grep stops there.
_FIRST_MATCHES = re.compile(r"\bfirst\s+(?:(\d+)\s+)?(?:lines?|match(?:es)?|occurrences?|hits?|entry|entries)\b(?:(?![.;]\s)[^;])*?"
                            r"\b(?:contain\w*|with|match\w*|mention\w*|that\s+ha(?:s|ve)|having|where)\b", re.I)


def first_matches(command: str, rec: Recognized) -> str:
    """``command`` with grep's ``-m N`` where the request wants the first N matching lines, not all of them:
    "print the first line of app.log that contains ERROR" gave ``grep ERROR app.log`` → ``grep -m 1 ERROR app.log``."""
    m = _found(_FIRST_MATCHES, rec.text)
    words = command.split(" ")
    if m is None or words[0] not in GREPS or any(w in SEGMENT_ENDS for w in words) \
            or has_flag(words[1:], "mcvlL", "--max-count\\S*|--count|--invert-match|--files-with\\S*"):
        return command
    return " ".join([words[0], "-m", m.group(1) or "1", *words[1:]])


_IN_PLACE = re.compile(r"\bin[\s-]?place\b|\bedit(?:ing)?\s+(?:it|the\s+file|the\s+original|\S+\.\w+)\s+(?:directly|itself)\b"
                       r"|\b(?:save|write)\s+(?:the\s+)?(?:changes?|result)\s+(?:back\s+)?(?:in)?to\s+(?:the\s+same\s+file|it|the\s+file)\b", re.I)


def sed_in_place(command: str, rec: Recognized) -> str:
    """``command`` with sed's ``-i`` where the request edits the file in place and the sed that changes
    it writes to the screen: "insert the line '# generated file' at the very top of output.txt, editing it
    in place" gave ``sed '1i # generated file' output.txt``."""
    if not _found(_IN_PLACE, rec.text) or ">" in command.split(" "):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] == "sed" and util == 0 and not any(re.fullmatch(r"-i\S*|--in-place\S*|-n", a) for a in args) \
                and end == len(words) and len([a for a in args if not a.startswith("-")]) >= 2:
            words.insert(util + 1, "-i")
            return " ".join(words)
    return command


_TODAYS_DATE = re.compile(r"\b(?:today'?s|todays|current|the\s+current|the\s+day'?s)\s+date\b|\bdate\s*stamp\w*|\bdated\b", re.I)
_DATE_FORMS = ((re.compile(r"YYYY-MM-DD_HH-MM(?:-SS)?|YYYY-MM-DD_HHMM(?:SS)?"), "%F_%H-%M"),
               (re.compile(r"YYYY-MM-DD|(?<!\d)20\d\d-[01]\d-[0-3]\d(?!\d)"), "%F"),
               (re.compile(r"YYYYMMDD|(?<!\d)20\d\d[01]\d[0-3]\d(?!\d)"), "%Y%m%d"),
               (re.compile(r"DD-MM-YYYY|(?<!\d)[0-3]\d-[01]\d-20\d\d(?!\d)"), "%d-%m-%Y"),
               (re.compile(r"YYYY-MM|(?<![\d-])20\d\d-[01]\d(?![\d-])"), "%Y-%m"))
_ARCHIVE_KINDS = r"\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip|gz|sql|bak|sqlite|db)"


def dated_names(command: str, rec: Recognized) -> str:
    """``command`` with the date a request wants in a name written as ``$(date …)``: "tar up /etc into
    /backup/etc-YYYY-MM-DD.tar.gz using today's date" → ``/backup/etc-$(date +%F).tar.gz``; an example date
    ("named with todays date, like db-20240131.sqlite") becomes today's in its form; an archive named only
    after what goes in (``build.tar.gz``) gets ``-$(date +%F)`` before its kind."""
    if not _found(_TODAYS_DATE, rec.text) or "$(date" in command:
        return command
    words = command.split(" ")
    example = next((fmt for form, fmt in _DATE_FORMS if _found(form, rec.text)), "%F")   # the form an example date shows
    changed = False
    for k, word in enumerate(words):
        if word.startswith("-") and not word.startswith("--"):
            continue   # find -newermt 2024-03-01: a date to compare with, not a name
        for form, fmt in _DATE_FORMS:
            if form.search(word):   # the first form found decides; a date alone is no name
                if re.search(r"[A-Za-z_]", form.sub("", word)):
                    words[k] = form.sub(f"$(date +{fmt})", word, count=1)
                    changed = True
                break
        if changed:
            break
    if not changed:
        # mkdir backup- for "a directory called backup- followed by today's date": the name the date goes after
        for k, word in enumerate(words[1:], 1):
            if re.fullmatch(r"[\w./~]*\w[-_]", word) and not word.startswith("-"):
                words[k] = f"{word}$(date +{example})"
                return " ".join(words)
    folder = re.search(r"\b(?:folder|directory|dir)\b[^.;]*\b(?:named|called)\s+(?:with|after|by)\b", rec.text, re.I)
    if not changed and folder and words[:1] == ["mkdir"] and len(ops := [w for w in words[1:] if not w.startswith("-")]) == 1:
        # "create a folder in ~/logs named with today's date like 2025-01-31": mkdir ~/logs/$(date +%F)
        if re.fullmatch(r"['\"]?(?:Y{2,4}|M{2}|D{2}|[-_.])+['\"]?", ops[0]):   # "named after today's date in YYYY-MM-DD format"
            return " ".join(words[:-1] + [f"$(date +{example})"]) if words[-1] == ops[0] else command
        return " ".join(words[:-1] + [f"{words[-1].rstrip('/')}/$(date +{example})"]) if words[-1] == ops[0] else command
    if not changed and words[0] in ("cp", "mv") and len(ops := [w for w in words[1:] if not w.startswith("-")]) == 2 \
            and words[-1] == ops[1] and ops[1].startswith(ops[0].rstrip("/")) and not ops[1].endswith("/"):
        # "copy db.sqlite to db.sqlite.bak- followed by today's date as YYYYMMDD": the copy's name, then the date
        return " ".join(words[:-1] + [f"{ops[1].rstrip('-_.')}-$(date +{example})"])
    if not changed:
        for util, end in simple_commands(words):
            if words[util] not in ("tar", "zip"):
                continue
            for k in range(util + 1, end):
                m = re.fullmatch(rf"([\w./~-]*?[\w-])({_ARCHIVE_KINDS})", words[k])
                if m and not words[k].startswith("-"):
                    words[k] = f"{m.group(1)}-$(date +%F){m.group(2)}"
                    break
            break
    return " ".join(words)


_CRONTAB_WIPED = re.compile(r"\b(?:wipe|remove|delete|clear|erase|drop)\w*\s+(?:out\s+)?(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?"
                            r"(?:\S+\s+)?cron\s*(?:tab\s+)?(?:jobs?|entries|lines)|(?:the\s+|\S+'s\s+|my\s+|(?:the\s+)?(?:whole|entire)\s+)"
                            r"crontab)\b", re.I)


def crontab_wiped(command: str, rec: Recognized) -> str:
    """``command`` removing a crontab the request wipes whole: "wipe all cron jobs of user olddev" gave
    ``crontab -u olddev -l`` (a listing) → ``crontab -u olddev -r``. Not for one job ("remove the cron job
    that runs backup.sh" is an edit)."""
    if not _found(_CRONTAB_WIPED, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "crontab":
            for k in range(util + 1, end):
                if words[k] in ("-l", "-e"):
                    words[k] = "-r"
    return " ".join(words)


_ONLY_NEWER = re.compile(r"\bonly\s+(?:if|when)\s+(?:they\s+are\s+|it\s+is\s+|they'?re\s+|it'?s\s+)?newer\b|\bonly\s+(?:the\s+)?(?:files\s+)?"
                         r"(?:that\s+are\s+)?newer\s+(?:ones|files|than\s+(?:the\s+)?(?:copies|ones|files)\b)|\bskip\w*\s+(?:files\s+)?(?:that\s+are\s+)?"
                         r"(?:already\s+)?up[\s-]to[\s-]date\b", re.I)
_NO_OVERWRITE = re.compile(r"\b(?:don'?t|do\s+not|never|without)\s+overwrit\w*|\bno[\s-]clobber\b|\bwithout\s+clobbering\b", re.I)
_LINK_ITSELF = re.compile(r"\b(?:sym)?link\s+itself\b|\bnot\s+(?:its|the\s+link'?s?)\s+target\b", re.I)
_ASK_EACH = re.compile(r"\bask\w*\s+(?:me\s+)?(?:for|before|about)\s+(?:(?:deleting|removing)\s+)?(?:each|every)|\bconfirm\w*\s+(?:each|every|before)"
                       r"|\binteractive\w*|\bprompt\s+(?:me\s+)?(?:for|before)\s+(?:each|every)", re.I)
# (what the request says, the utility, the flag it means, other spellings of that flag): flags said in words that
# flags_said does not read.
# "decompress image.img.xz but keep the .xz file", "gzip dump.sql but keep the original": a compressor's -k.
_INPUT_KEPT = re.compile(r"\bkeep(?:ing)?\s+(?:the\s+)?(?:original|compressed|source|input|uncompressed)\b"
                         r"|\bkeep(?:ing)?\s+(?:the\s+)?(?:\S+)?\.(?:gz|xz|bz2)\b(?:\s+file)?"
                         r"|\bwithout\s+(?:deleting|removing)\s+(?:the\s+)?(?:original|compressed|source|input)", re.I)
# A flag said in words, and the letters of the flag that does the opposite, dropped when it is put in.
_CONTRARY_FLAGS = {("unzip", "-n"): "o"}
_SAID_TOOL_FLAGS = (
    (re.compile(r"^(?!.*\b(?:merge|join|combine|comm|compare)\b).*\balready\s+sorted\b|\bis\s+\S+\s+sorted\b|\bcheck\w*\s+(?:if\s+|whether\s+)?\S+\s+is\s+sorted\b", re.I),
     "sort", "-c", "cC", r"--check\S*"),
    (re.compile(r"\bby\s+(?:the\s+)?(?:ip(?:\s+address)?|version(?:\s+number)?)s?\b|\b(?:version|ip(?:\s+address)?)\s+order\b|\bnatural(?:ly)?\s+(?:order|sort)", re.I),
     "sort", "-V", "V", "--version-sort"),
    (re.compile(r"\bde-?duplicat\w*|\bwithout\s+(?:any\s+)?duplicat\w*|\bduplicates?\s+removed\b", re.I), "sort", "-u", "u", "--unique"),
    (re.compile(r"^(?=.*\b(?:count|how\s+many|number\s+of|total)\b)(?=.*\b(?:every|each|all(?:\s+the)?)\s+occurrences?\b"
                r"|.*\bnot\s+(?:just\s+|only\s+)?(?:the\s+)?lines\b|.*\beven\s+(?:several|multiple|two|more\s+than\s+one)\s+(?:on|per|in)\s+"
                r"(?:a|one|the\s+same)\s+line\b)", re.I | re.S),
     "grep", "-o", "o", "--only-matching"),
    (re.compile(r"\bpassword[\s-]*protect\w*|\bencrypt\w*|\bwith\s+a\s+password\b", re.I), "zip", "-e", "eP", "--encrypt"),
    (_ASK_EACH, "rm", "-i", "iI", "--interactive\\S*"),
    # matched against the full command line (pgrep -f); shown with it is -a (below)
    (re.compile(r"\b(?:match\w*|search\w*|against|whose|contain\w*|look\w*\s+(?:in|at))\s+(?:the\s+|their\s+|its\s+)?(?:full|whole)\s+command(?:[\s-]?lines?)?\b"
                r"|\bwhose\s+(?:full\s+|whole\s+)?command[\s-]?lines?\s+(?:contains?|match\w*|includ\w*|has)\b", re.I),
     "pgrep", "-f", "f", "--full"),
    (re.compile(r"\b(?:without|no)\s+(?:the\s+|a\s+)?(?:trailing\s+)?new\s*line\b", re.I), "echo", "-n", "n", "--no-newline"),
    (re.compile(r"\b(?:with|show\w*|and)\s+(?:the\s+)?line\s+numbers?\b", re.I), "less", "-N", "N", "--LINE-NUMBERS"),
    (re.compile(r"\bfollow(?:s|ing)?\s+(?:the\s+|all\s+|any\s+)?(?:sym(?:bolic)?[\s-]?)?links?\b|\bderef\w*", re.I),
     "cp", "-L", "L", "--dereference"),
    (re.compile(r"\b(?:blank|empty)\s+lines?\s+(?:included|too|as\s+well)\b|\binclud\w*\s+(?:the\s+)?(?:blank|empty)\s+(?:ones|lines?)\b", re.I),
     "nl", "-ba", "b", "--body-numbering\\S*"),
    (re.compile(r"\block\b", re.I), "passwd", "-l", "l", "--lock"),
    (re.compile(r"\bunlock\b", re.I), "passwd", "-u", "u", "--unlock"),
    (re.compile(r"\b(?:all|every)\b[^.;]*\b(?:on|in)\s+(?:my\s+|the\s+)?\$?path\b|\bnot\s+just\s+the\s+first\b", re.I),
     "which", "-a", "a", "--all"),
    (re.compile(r"\bcompress(?:ed|ion|ing)?\b", re.I), "rsync", "-z", "z", "--compress"),
    (re.compile(r"\bnames?\s+only\b|\bonly\s+(?:the\s+)?(?:file\s*)?names\b|\bjust\s+(?:the\s+)?(?:file\s*)?names\b|\bbrief(?:ly)?\b"
                r"|\b(?:only|just)\s+(?:tell\s+me\s+|show\s+(?:me\s+)?|list\s+)?which\s+(?:files|fiels)\s+differ\b", re.I),
     "diff", "-q", "q", "--brief"),
    (re.compile(r"\b(?:one|a|single)\s+random\s+line\b", re.I), "shuf", "-n 1", "n", "--head-count\\S*"),
    (re.compile(r"\b(?:empty|no|without\s+(?:a\s+)?)\s*pass\s*phrase\b", re.I), "ssh-keygen", "-N ''", "N", "--new-passphrase"),
    # compressors: the input kept; tar: links followed, permissions kept, files removed once archived; zip without paths
    *((_INPUT_KEPT, tool, "-k", "k", "--keep") for tool in ("gzip", "gunzip", "xz", "unxz", "bzip2", "bunzip2")),
    (re.compile(r"\bfollow(?:ing)?\s+(?:the\s+)?sym(?:bolic\s*)?links\b|\binstead\s+of\s+(?:storing|keeping)\s+(?:them\s+)?as\s+links\b", re.I),
     "tar", "-h", "h", "--dereference"),
    (re.compile(r"\bpreserv\w*\s+(?:the\s+|all\s+)?(?:file\s+)?permissions\b|\bkeep(?:ing)?\s+(?:the\s+)?(?:original\s+)?permissions\b", re.I),
     "tar", "-p", "p", "--preserve-permissions|--same-permissions"),
    (re.compile(r"\b(?:delet|remov)\w*\s+(?:the\s+)?(?:original\s+)?(?:files|sources?)\s+(?:once|after|when)\b", re.I), "tar", "--remove-files", "", "--remove-files"),
    (re.compile(r"\bwithout\s+(?:storing\s+|keeping\s+)?(?:the\s+)?(?:directory|folder|dir)\s+(?:paths?|structure|names)\b|\bjunk\s+(?:the\s+)?paths\b", re.I),
     "zip", "-j", "j", "--junk-paths"),
    (re.compile(r"\btest\s+\S+\.zip\s+for\s+errors\b|\b(?:check|verify)\s+(?:the\s+)?integrity\s+of\s+\S+\.zip\b"
                r"|\S+\.zip\s+(?:is|was)\s+(?:corrupt\w*|damaged|broken|intact|ok)\b", re.I), "unzip", "-t", "tpl", ""),
    (re.compile(r"\bto\s+(?:stdout|standard\s+output|the\s+screen|the\s+terminal)\b|\bprint\s+\S+\s+from\s+(?:inside\s+)?\S+\.zip\b", re.I),
     "unzip", "-p", "ptl", ""),
    (re.compile(r"\bkeep(?:ing)?\s+(?:the\s+)?(?:directory|folder|dir)\s+(?:structure|hierarchy|tree|paths?)\b"
                r"|\bpreserv\w*\s+(?:the\s+)?(?:directory|folder|dir)\s+(?:structure|hierarchy|tree|paths?)\b", re.I), "cp", "--parents", "", "--parents"),
    (re.compile(r"\bby\s+checksums?\b|\bcompar\w+\s+(?:the\s+)?(?:files\s+)?(?:by\s+)?checksums?\b", re.I), "rsync", "-c", "c", "--checksum"),
    (re.compile(r"\bwith\s+(?:the\s+)?deletes?\b|\bwith\s+deletion\b", re.I), "rsync", "--delete", "", "--delete\\S*"),
    # touch: one of the two times, no file made, the link itself; stat and lsattr of what a link points to, a folder itself
    (re.compile(r"\bonly\s+(?:the\s+)?access(?:ed)?\s+time|\baccess\s+time\s+only\b", re.I), "touch", "-a", "a", "--time=access"),
    (re.compile(r"\bonly\s+(?:the\s+)?modifi\w+\s+time|\bmodifi\w+\s+time\s+only\b|\bonly\s+(?:the\s+)?mtime\b", re.I), "touch", "-m", "m", "--time=modify"),
    (re.compile(r"\b(?:don'?t|do\s+not|without|never)\s+creat\w*|\bnot\s+creat\w*|\bonly\s+if\s+it\s+(?:already\s+)?exists\b", re.I),
     "touch", "-c", "c", "--no-create"),
    (re.compile(r"\b(?:sym)?link\b[^.;]*\bitself\b|\bnot\s+(?:its|the\s+link's|the)\s+target\b", re.I), "touch", "-h", "h", "--no-dereference"),
    (re.compile(r"\b(?:the\s+)?file\s+(?:that\s+)?(?:the\s+)?(?:sym)?link\s+\S+\s+points\s+(?:to|at)\b|\bnot\s+the\s+link\b", re.I), "stat", "-L", "L", "--dereference"),
    (re.compile(r"\berrors\b(?!\s+logs?\b)|\berror\s+(?:messages|entries|lines|level)\b", re.I), "journalctl", "-p err", "p", "--priority"),
    (re.compile(r"\bpids?\s+and\s+(?:the\s+|their\s+)?(?:full\s+)?(?:command|name)|\bwith\s+(?:their\s+)?(?:full\s+)?command\s+lines?\b", re.I),
     "pgrep", "-a", "a", "--list-full"),
    # "copy the .txt files to backup/ only if they are newer than the copies there"
    (_ONLY_NEWER, "cp", "-u", "u", "--update\\S*"),
    (_NO_OVERWRITE, "cp", "-n", "n", "--no-clobber"),
    (_NO_OVERWRITE, "mv", "-n", "n", "--no-clobber"),
    (re.compile(r"\bnumeric\s+suffix(?:es)?\b|\bnumbered\s+suffix(?:es)?\b|\bsuffix(?:es)?\s+(?:that\s+are\s+)?(?:numbers|digits|numeric)\b", re.I),
     "split", "-d", "d", "--numeric-suffixes\\S*"),
    (re.compile(r"\brelative\s+(?:sym(?:bolic)?[\s-]*)?link\b", re.I), "ln", "-r", "r", "--relative"),
    (_LINK_ITSELF, "chown", "-h", "h", "--no-dereference"),
    (_LINK_ITSELF, "chgrp", "-h", "h", "--no-dereference"),
    (_NO_OVERWRITE, "unzip", "-n", "n", ""),
    (re.compile(r"^(?!.*\b(?:don'?t|do\s+not|never|without|no)\s+overwrit).*\boverwrit\w*\b", re.I), "gunzip", "-f", "f", "--force"),
    # ping's summary alone; the jobs of this shell with their PIDs; pkill's newest or oldest match
    (re.compile(r"\bonly\s+(?:show|print|display|see)\s+(?:me\s+)?the\s+summary\b|\bsummary\s+only\b|\bjust\s+the\s+summary\b|\bquiet(?:ly)?\b", re.I),
     "ping", "-q", "q", "--quiet"),
    (re.compile(r"\bwith\s+(?:their\s+|the\s+)?(?:pids?|process\s+ids?)\b", re.I), "jobs", "-l", "lp", ""),
    (re.compile(r"\b(?:most\s+recent(?:ly)?|newest|latest|last)\s+(?:started\s+)?\S+\s+process\b", re.I), "pkill", "-n", "n", "--newest"),
    (re.compile(r"\b(?:oldest|first[\s-]started|earliest)\s+\S+\s+process\b", re.I), "pkill", "-o", "o", "--oldest"),
    # tar: a listing with sizes and owners, version control left out, existing files kept, entries in name order,
    # the compressor chosen from the archive's name
    (re.compile(r"\bwith\s+(?:their\s+)?(?:sizes|owners|details|permissions,?\s+(?:sizes|owners))\b|\b(?:long|verbose|detailed)\s+listing\b", re.I),
     "tar", "-v", "v", "--verbose"),
    (re.compile(r"\bexclud\w*\s+(?:the\s+|all\s+|any\s+)?version[\s-]+control\b|\bwithout\s+(?:the\s+|any\s+)?version[\s-]+control\b", re.I),
     "tar", "--exclude-vcs", "", "--exclude-vcs"),
    (_NO_OVERWRITE, "tar", "--skip-old-files", "k", "--skip-old-files|--keep-old-files"),
    (re.compile(r"\b(?:sorted|ordered)\s+by\s+(?:file\s*)?name\b|\breproducibl\w*", re.I), "tar", "--sort=name", "", "--sort\\S*"),
    (re.compile(r"\b(?:pick|choose|guess|select)\w*\s+the\s+compression\s+(?:from|by)\b|\bauto[\s-]*compress\w*", re.I), "tar", "-a", "a", "--auto-compress"),
    # gzip without the name and time stamp; xz -e; zip storing links and storing without compression
    (re.compile(r"\bwithout\s+(?:storing|saving|keeping|recording)\s+(?:the\s+)?(?:original\s+)?(?:file\s*)?name\b", re.I), "gzip", "-n", "n", "--no-name"),
    (re.compile(r"\bextreme\b", re.I), "xz", "-e", "e", "--extreme"),
    (re.compile(r"\bstor\w*\s+(?:the\s+)?sym(?:bolic\s*)?links\s+as\s+(?:sym)?links\b|\bkeep\w*\s+(?:the\s+)?sym(?:bolic\s*)?links\s+as\s+(?:sym)?links\b", re.I),
     "zip", "-y", "y", "--symlinks"),
    (re.compile(r"\bwithout\s+compress(?:ing|ion)\b|\bno\s+compression\b|\bstore\s+only\b", re.I), "zip", "-0", "0", ""),
    # rsync: the progress shown; ACLs, extended attributes and hard links kept; excluded files deleted at the destination
    (re.compile(r"\b(?:show\w*|display\w*|print\w*|with)\s+(?:the\s+)?progress\b", re.I), "rsync", "--progress", "P", "--progress"),
    (re.compile(r"\bACLs?\b|\baccess\s+control\s+lists?\b", re.I), "rsync", "-A", "A", "--acls"),
    (re.compile(r"\bxattrs?\b|\bextended\s+attributes\b", re.I), "rsync", "-X", "X", "--xattrs"),
    (re.compile(r"\b(?:preserv\w*|keep\w*)\b[^.;]*\bhard[\s-]?links\b", re.I), "rsync", "-H", "H", "--hard-links"),
    (re.compile(r"\bdelet\w*\b[^.;]*\b(?:the\s+)?excluded\b|\bexcluded\s+(?:files\s+|ones\s+)?(?:are\s+)?(?:also\s+)?delet", re.I),
     "rsync", "--delete-excluded", "", "--delete-excluded"),
)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _tool_flags_in(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """``(tool, flag, letters, long)`` of each of ``_SAID_TOOL_FLAGS`` the request's words say."""
    return tuple((tool, flag, letters, long) for r, tool, flag, letters, long in _SAID_TOOL_FLAGS if r.search(text))


def tool_flags_said(command: str, rec: Recognized) -> str:
    """``command`` with a flag the request asks for in words: "is data.txt already sorted?" is ``sort -c``,
    "sort ips.txt by IP address" ``sort -V``, "count every occurrence, not just lines" ``grep -o``, "lock the
    password of mallory" ``passwd -l``, "every node on my PATH, not just the first" ``which -a``."""
    said = _tool_flags_in(rec.text)
    if not said:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        for tool, flag, letters, long in said:
            if flag == "-c" and tool == "sort" and util > 0:
                continue   # comm -23 <(sort a) <(sort b) for "both already sorted": no check asked of those
            if flag == "-u" and tool == "sort" and "uniq" in words:
                continue   # sort | uniq: the duplicates are uniq's, and duplicates_dropped reads that pipeline
            modes = "".join(tar_modes(w) for w in words[util + 1:end]) if tool == "tar" else ""
            if tool == "tar" and (flag == "-v" and "t" not in modes or flag == "--skip-old-files" and "x" not in modes):
                continue   # tar -v only for a listing that is asked with sizes, and old files kept only by an extraction
            if tool == "tar" and not any(re.fullmatch(r"-?[A-Za-z]*[ctxruA][A-Za-z]*|--(?:create|extract|list|append|update)", a)
                                         for a in words[util + 1:end][:1] + [a for a in words[util + 1:end] if a.startswith("-")]):
                continue   # a tar with no mode: no flag makes it run
            if words[util] == tool and not has_flag(words[util + 1:end], letters, long):
                if flag == "-o" and tool in GREPS and has_flag(words[util + 1:end], "c", "--count"):
                    if any(w in SEGMENT_ENDS for w in words):
                        continue   # grep -c inside a pipeline: left as it is
                    # grep -c counts matching lines; every occurrence is grep -o … | wc -l
                    rest = [w.replace("c", "") if re.fullmatch(r"-[A-Za-z]*c[A-Za-z]*", w) else w for w in words[1:]
                            if w != "--count"]
                    return " ".join([words[0], "-o", *[w for w in rest if w != "-"], "|", "wc", "-l"])
                contrary = _CONTRARY_FLAGS.get((tool, flag), "")
                for k in range(util + 1, end):   # unzip -o (overwrite) beside the -n asked: dropped
                    if contrary and re.fullmatch(rf"-[A-Za-z]*[{contrary}][A-Za-z]*", words[k]):
                        words[k] = "-" + re.sub(f"[{contrary}]", "", words[k][1:]) if len(words[k]) > 2 else ""
                words.insert(util + 1, flag)
                words = [w for w in words if w]
    return " ".join(words)


_CONTEXT_SIDE = re.compile(r"\b(?:lines?\s+(?:of\s+context\s+)?|context\s+)(before|after|above|below|preceding|following)\b", re.I)


_BOTH_SIDES = re.compile(r"\b(?:before|after|above|below)\s+(?:and|&|or)\s+(?:before|after|above|below)\b|\bboth\s+sides\b|\baround\b", re.I)


def context_side(command: str, rec: Recognized) -> str:
    """``command`` with grep's context on the side the request says: "2 lines of context before every FATAL
    line" gave ``grep -C 2 FATAL app.log`` (both sides) → ``grep -B 2 …``; after/below is ``-A``."""
    sides = {m.group(1).lower() for m in _CONTEXT_SIDE.finditer(rec.text)}
    if len(sides) != 1 or " -C" not in command or _found(_BOTH_SIDES, rec.text):
        return command
    flag = "-B" if sides & {"before", "above", "preceding"} else "-A"
    return re.sub(r"(\bgrep\b[^|;&]*?\s)-C(\s*\d+\b)", rf"\g<1>{flag}\g<2>", command)


_TR_CLASSES = {"punctuation": "'[:punct:]'", "digits": "'[:digit:]'", "numbers": "'[:digit:]'", "spaces": "' '",
               "whitespace": "'[:space:]'", "letters": "'[:alpha:]'", "newlines": "'\\n'", "tabs": "'\\t'",
               "uppercase": "'[:upper:]'", "lowercase": "'[:lower:]'", "vowels": "aeiouAEIOU"}


def tr_classes(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a kind of character tr was given as a word written as its class: "delete all
    punctuation from speech.txt" gave ``tr -d punctuation`` (the letters p, u, n, …) → ``tr -d '[:punct:]'``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "tr":
            continue
        for k in range(util + 1, end):
            word = unquoted(words[k]).lower()
            if word in _TR_CLASSES and not words[k].startswith("-"):
                words[k] = _TR_CLASSES[word]
    return " ".join(words)


_RENAME_IN = re.compile(r"\brename\s+(?:the\s+file\s+)?([\w.~/-]+\.\w+)\s+(?:in|inside|under)\s+([~./][\w./~-]*|[\w-]+/)\s+"
                        r"(?:to|as|into)\s+([\w.-]+)", re.I)
_MOVE_AND_NAME = re.compile(r"\b(?:move|copy|put)\s+([\w.~/-]+\.\w+)\s+(?:to|into|in)\s+([~./][\w./~-]*|[\w-]+/)\s*,?\s+and\s+"
                            r"(?:name|call|rename)\s+it\s+([\w.-]+)", re.I)


def named_in_folder(command: str, rec: Recognized) -> str:
    """``command`` renaming a file inside the folder the request names: "rename budget.xlsx in ~/Documents to
    budget_2023.xlsx" gave ``mv budget.xlsx budget_2023.xlsx ~/Documents`` (both moved into the folder) →
    ``mv ~/Documents/budget.xlsx ~/Documents/budget_2023.xlsx``; "move IMG_0042.JPG to ./photos/2023 and name
    it beach.jpg" → ``mv IMG_0042.JPG ./photos/2023/beach.jpg``."""
    words = command.split(" ")
    if words[:1] not in (["mv"], ["cp"], ["sudo"]) or any(w in SEGMENT_ENDS for w in words):
        return command
    head = words[:2] if words[0] == "sudo" else words[:1]
    flags = [w for w in words[len(head):] if w.startswith("-")]
    operands = [unquoted(w).rstrip("/") for w in words[len(head):] if not w.startswith("-")]
    if (m := _found(_RENAME_IN, rec.text)) and head[-1] == "mv":
        old, place, new = m.group(1), m.group(2).rstrip("/"), m.group(3)
        if {old, new} <= set(operands) and set(operands) <= {old, new, place}:
            return " ".join(head + flags + [f"{place}/{old}", f"{place}/{new}"])
    if m := _found(_MOVE_AND_NAME, rec.text):
        name, place, new = m.group(1), m.group(2).rstrip("/"), m.group(3)
        if name in operands and set(operands) <= {name, place, new, f"{place}/{new}"} and f"{place}/{new}" not in operands:
            return " ".join(head + flags + [name, f"{place}/{new}"])
    return command


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


# A request's words and list marks, for the names it lists ("the .c and .h files", "(.jpg .jpeg .png .gif)").
_LIST_TOKEN = re.compile(r"[\w*.~-]*[\w*]|[,()&/]")
_LIST_JOINERS = frozenset({",", "and", "or", "&", "plus", "/", "("})
_FOLDER_NOUNS = frozenset({"directories", "directory", "folders", "folder", "dirs", "dir"})


def _names_listed(text: str, name: str, folders: bool) -> list[str]:
    """The names ``text`` lists together with ``name`` (a find -name pattern), in the request's order, as find
    patterns: "*.c" in "the .c and .h files" → ``["*.c", "*.h"]``; "Thumbs.db" in "Thumbs.db and desktop.ini";
    a folder's name in "build and dist directories" (``folders``). ``[name]`` when it stands alone."""
    tokens = _LIST_TOKEN.findall(text)
    ext = name[2:].lower() if re.fullmatch(r"\*\.[\w.]+", name) else None

    def pattern(token: str) -> str | None:
        """The find pattern a token of the list names, if it has the shape of ``name``."""
        if ext is not None:
            m = re.fullmatch(r"\*?\.([a-z0-9][\w.]{0,7})", token, re.I) or (re.fullmatch(r"([a-z0-9]{1,5})", token, re.I)
                                                                      if token.lower() in EXTENSION_WORDS.values() else None)
            return f"*.{m.group(1)}" if m else None
        if "." in name:
            return token if re.fullmatch(r"[\w-]+\.\w+|[\w-]*\*[\w.*-]*", token) else None
        return token if folders and re.fullmatch(r"[a-z_][\w-]*", token, re.I) and token.lower() not in _LIST_JOINERS \
            and token.lower() not in NOT_NAMES else None

    at = next((k for k, t in enumerate(tokens) if (pattern(t) or "").lower() == name.lower()), None)
    if at is None:
        return [name]
    listed = [at]
    for step in (1, -1):
        k = at + step
        while 0 <= k < len(tokens):
            if tokens[k].lower() in _LIST_JOINERS or tokens[k] == ")" and step < 0:
                k += step
                continue
            near = listed[-1 if step > 0 else 0]
            between = tokens[min(k, near) + 1:max(k, near)]
            if pattern(tokens[k]) is None or not (set(between) & _LIST_JOINERS - {"("}) \
                    and not (ext is not None and "(" in tokens[:min(k, at)] and ")" not in tokens[min(k, at):max(k, at)]):
                break
            if step > 0:
                listed.append(k)
            else:
                listed.insert(0, k)
            k += step
    if len(listed) < 2 or ext is None and "." not in name and (listed[-1] + 1 >= len(tokens) or tokens[listed[-1] + 1].lower() not in _FOLDER_NOUNS):
        return [name]
    out = []
    for k in listed:
        p = pattern(tokens[k])
        if p.lower() not in (o.lower() for o in out):
            out.append(p)
    return out


def find_names_listed(command: str, rec: Recognized) -> str:
    """``command`` with a find's one -name test made every name the request lists: "total lines of the .c and .h
    files in ./src" gave ``find ./src -name "*.c" …`` → ``find ./src \\( -name "*.c" -o -name "*.h" \\) …``; so do
    "images (.jpg .jpeg .png .gif)", "Thumbs.db and desktop.ini files", "all build and dist directories"."""
    if not command.startswith(("find ", "sudo find ")) or "\\(" in command:
        return command
    tests = re.findall(r"(?<![!\w-])(?<!-not )-(i?name)\s+(['\"]?)([^\s'\"]+)\2", command)
    if len(tests) != 1:
        return command
    test, quote, name = tests[0]
    listed = _names_listed(rec.text, name, "-type d" in command)
    if len(listed) < 2:
        return command
    q = quote or ('"' if any("*" in n for n in listed) else "")
    either = " -o ".join(f"-{test} {q}{n}{q}" for n in listed)
    return re.sub(rf"-{test}\s+{re.escape(quote + name + quote)}(?=\s|$)", lambda _: f"\\( {either} \\)", command, count=1)


_AT_ONCE = r"(?:\s*,?\s+(?:in\s+one\s+(?:command|go|step|line)|(?:all\s+)?at\s+once|one\s+(?:for\s+)?(?:each|every|per)\s+\w+))?\s*$"
_MADE_INSIDE = re.compile(r"\b(?:folders?|directories|directory|dirs?)\s+(?:called\s+|named\s+)?(.+?)\s+(?:in|inside|under|within)\s+"
                          r"([~./][\w./~-]*|[\w-]+/[\w./-]*|(?!(?:it|them|there|here|one|each)\b)[\w-]+)" + _AT_ONCE, re.I)
# "create releases, shared and logs folders under /var/www/api": the names before the noun
_MADE_NAMES_FIRST = re.compile(r"\b(?:create|make|add)\s+(?:the\s+)?((?:[\w.-]+\s*,\s*)+[\w.-]+,?\s+and\s+[\w.-]+)\s+(?:folders|directories|dirs)"
                               r"\s+(?:in|inside|under|within)\s+([~./][\w./~-]*|[\w-]+/[\w./-]*|(?!(?:it|them|there|here|one|each)\b)[\w-]+)" + _AT_ONCE, re.I)

# "… inside a new directory 2024", "in the folder named work": the folder's name alone
_NEW_FOLDER_NAMED = re.compile(r"\b((?:in|inside|under|within)\s+)(?:a|the)\s+(?:new\s+)?(?:folder|directory|dir)\s+(?:called\s+|named\s+)?"
                               r"(?=[\w-]+(?:\s|$))", re.I)


def made_inside(command: str, rec: Recognized) -> str:
    """``command`` making the folders a request names inside the place it names: "make a folder called
    invoices inside ~/Documents/taxes" gave ``mkdir -p ~/Documents/taxes`` → ``mkdir -p
    ~/Documents/taxes/invoices``; "dirs 2021, 2022 and 2023 under ~/Documents/taxes" → one path each;
    "folders 01 to 12 inside ./photos/2023" → ``./photos/2023/{01..12}``."""
    words = command.split(" ")
    if words[:1] != ["mkdir"] or any(w in SEGMENT_ENDS for w in words):
        return command
    text = _NEW_FOLDER_NAMED.sub(r"\1./", rec.text.rstrip(".?!"))   # "inside a new directory 2024": ./2024
    m = _MADE_INSIDE.search(text) or _MADE_NAMES_FIRST.search(text)
    if m is None:
        return command
    place = m.group(2).rstrip("/")
    if place.startswith("./") and "./" + place[2:] not in rec.text:
        place = place[2:]
    operands = [unquoted(w).rstrip("/") for w in words[1:] if not w.startswith("-") and w != "."]   # mkdir . : nothing made
    names = m.group(1)
    parts = [p.strip("'\" ") for p in items_listed(names)]
    listed = set(parts)
    # mkdir -p css js ~/projects/site/img for "dirs css, js and img inside ~/projects/site": some placed, some not
    if operands != [place] and not (set(operands) <= listed | {place} | {f"{place}/{n}" for n in listed}
                                    and set(operands) & listed):
        return command
    span = re.fullmatch(r"(\d+)\s+(?:to|through|-)\s+(\d+)", names)
    if span:
        made = [f"{place}/{{{span.group(1)}..{span.group(2)}}}"]
    else:
        if not parts or any(not re.fullmatch(r"[\w.-]+(?:/[\w.-]+)*", p) or p.lower() in NOT_NAMES for p in parts):
            return command
        made = [f"{place}/{p}" for p in parts]
    return " ".join(words[:1] + [w for w in words[1:] if w.startswith("-")] + made)


_NO_ASKING = re.compile(r"\bwithout\s+(?:asking|prompt\w*|confirm\w*|being\s+asked)|\b(?:don'?t|do\s+not|never)\s+(?:ask|prompt|confirm)"
                        r"|\bno\s+(?:prompts?|questions|confirmation)\b|\bforce(?:fully|d)?\b(?!\s+kill)", re.I)
_SMALL_FIRST = re.compile(r"\b(?:smallest|oldest|least\s+recent\w*|earliest|lowest|ascending|increasing)\b", re.I)
_BIG_FIRST = re.compile(r"\b(?:largest|biggest|newest|most\s+recent\w*|latest|highest|descending|decreasing)\b", re.I)
_DU_UNITS = re.compile(r"\bin\s+(?:(megabytes|mb|megs|mib)|(kilobytes|kb|kib)|(gigabytes|gb|gigs|gib))\b", re.I)
_DIRECTLY_IN = re.compile(r"\bdirectly\s+(?:in|inside|under)\b|\b(?:not|no|without|excluding)\s+(?:in\s+|into\s+|counting\s+|"
                          r"(?:looking|going|descending|recursing)\s+in(?:to)?\s+)?"
                          r"(?:any\s+|the\s+|its\s+)?sub[\s-]?(?:folders?|directories|dirs)\b|\bnon[\s-]?recursive\w*|\bonly\s+the\s+top\s+level\b", re.I)


@functools.lru_cache(maxsize=256)   # asked by the rewriting of every candidate of one request
def _manner_in(text: str) -> tuple[bool, bool, bool, str, bool, bool]:
    """What ``asked_manner`` reads of a request: no asking, small first, big first, du's unit flag ("" for
    none), directly in a folder, asking for each one."""
    units = _DU_UNITS.search(text)
    unit = "" if units is None else "-m" if units.group(1) else "-k" if units.group(2) else "-BG"
    return (bool(_NO_ASKING.search(text)), bool(_SMALL_FIRST.search(text)), bool(_BIG_FIRST.search(text)), unit,
            bool(_DIRECTLY_IN.search(text)), bool(_ASK_EACH.search(text)))


def asked_manner(command: str, rec: Recognized) -> str:
    """``command`` done the way the request says: "delete backup.tar.gz … without asking" takes rm's ``-i``
    off and gives it ``-f``; "smallest file first" / "oldest first" reverses ``ls -S`` / ``ls -t`` (``-r``),
    "largest first" takes a reversal off; "disk usage of /tmp/build in megabytes" is ``du -m`` (``-k``,
    ``-BG``), not ``-h``; "how many pdf files are directly in ~/x" (or "not counting subfolders") keeps a find
    to ``-maxdepth 1``; ``zip … -x node_modules`` leaves out the folder's contents (``-x 'node_modules/*'``);
    "delete … but ask me for each one" turns find's ``-delete`` into ``-ok rm {} \\;``."""
    words = command.split(" ")
    no_asking, small, big, units, directly, ask_each = _manner_in(rec.text)
    for util, end in reversed(list(simple_commands(words))):
        name, args = words[util], words[util + 1:end]
        if name == "rm" and no_asking:
            for k in range(util + 1, end):
                if re.fullmatch(r"-[a-zA-Z]*i[a-zA-Z]*", words[k]):
                    words[k] = words[k].replace("i", "") if words[k] != "-i" else ""
            if not has_flag(args, "f", "--force"):
                words.insert(util + 1, "-f")
        elif name == "ls" and has_flag(args, "St") and small != big:
            cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[A-Za-z]+", words[k]) and re.search("[St]", words[k])), None)
            if cluster is not None:
                if small and "r" not in words[cluster]:
                    words[cluster] += "r"
                elif big and "r" in words[cluster]:
                    words[cluster] = words[cluster].replace("r", "")
        elif name == "du" and units:
            unit = units
            for k in range(util + 1, end):
                if re.fullmatch(r"-[A-Za-z]*h[A-Za-z]*", words[k]):
                    words[k] = words[k].replace("h", "") if words[k] != "-h" else ""
            if not has_flag(args, "mkB", "--block-size\\S*"):
                cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[a-z]+", words[k])), None)
                if cluster is not None and unit != "-BG":
                    words[cluster] += unit[1]
                else:
                    words.insert(util + 1, unit)
        elif name == "find" and directly and "-maxdepth" not in args and util + 1 < end and not words[util + 1].startswith("-"):
            words.insert(util + 2, "-maxdepth 1")
        if name == "find" and "-delete" in args and ask_each:
            words[words.index("-delete", util)] = "-ok rm {} \\;"   # "… but ask me for each one"
        elif name == "zip":
            for k in range(util + 1, end - 1):
                target = unquoted(words[k + 1])
                if words[k] == "-x" and "*" not in target and not re.search(r"\.\w{1,5}$", target):
                    words[k + 1] = f"'{target.rstrip('/')}/*'"
    return " ".join(w for w in words if w)


_FOLDER_IN_PLACE = re.compile(r"\b(?:folder|directory|dir)\s+(?:called\s+|named\s+)?(['\"]?)([\w.-]+(?:\s[\w.-]+)?)\1\s+"
                              r"(?:in|inside|under|within|from)\s+([~./][\w./~-]*|[\w-]+/[\w./-]*)", re.I)
_PLACED_TOOLS = frozenset({"mkdir", "rmdir", "rm", "cd", "ls", "du", "chmod", "chown", "cp", "mv", "tar", "zip"})


def folder_in_place(command: str, rec: Recognized) -> str:
    """``command`` with a folder the request places inside another written as one path: "remove the empty
    folder old_stuff in ~/Downloads" gave ``rmdir ~/Downloads`` (the place itself) → ``rmdir
    ~/Downloads/old_stuff``; "make a folder named 'Tax Returns' in ~/Documents" gave ``mkdir "Tax Returns"``
    → ``mkdir ~/Documents/'Tax Returns'``."""
    m = _found(_FOLDER_IN_PLACE, rec.text)
    if m is None or not any(e.value == m.group(2) for e in rec.entities):   # a name ("directory sizes in /var/lib": no)
        return command
    name, place = m.group(2), m.group(3).rstrip("/")
    if " " in name and not m.group(1):
        return command   # two bare words: not surely one name
    joined = f"{place}/'{name}'" if " " in name else f"{place}/{name}"
    words = command.split(" ")
    if len(simple_commands_list := list(simple_commands(words))) != 1 or words[simple_commands_list[0][0]] not in _PLACED_TOOLS:
        return command
    text = " ".join(words)
    quoted_name = next((q for q in (f'"{name}"', f"'{name}'", name) if q in text), None)
    if quoted_name and place not in text:   # mkdir "Tax Returns": the name, placed nowhere
        return text.replace(quoted_name, joined, 1) if (" " in name or quoted_name == name and quoted_name in words) else command
    if quoted_name is None:   # rmdir ~/Downloads: the place, not the folder in it
        for k, w in enumerate(words):
            if unquoted(w).rstrip("/") == place:
                words[k] = joined
                return " ".join(words)
    return command


def find_fixed(command: str, rec: Recognized | None = None) -> str:
    """``command`` with two slips of find's expressions put right: ``! -name "*.c" -o -name "*.h"`` (not a .c
    file, or a .h file: the .h files kept) → ``! -name "*.c" ! -name "*.h"``; ``-path node_modules -prune``
    (a path is never just that name) → ``-name node_modules -prune``; ``! -name .git`` (a file named .git) for
    "excluding .git" → ``-not -path '*/.git/*'``; and a test said twice with -o
    (``-iname "*.jpg" -o -iname "*.jpg"``) once."""
    if "find" not in command:
        return command
    command = re.sub(r"(?:!|-not)\s+(-i?name\s+\S+)\s+(?:-o|-or)\s+(-i?name\s+\S+)(?!\s+\\\))", r"! \1 ! \2", command)
    command = re.sub(r"-path\s+(['\"]?)([\w.-]+)\1(\s+-prune)", r"-name \1\2\1\3", command)
    # ! -name .git (a file so named) for "excluding .git": a folder's contents are left out by their path
    command = re.sub(r"(?:!|-not)\s+-i?name\s+(['\"]?)(\.git|\.svn|\.hg|node_modules|\.venv|venv|vendor|__pycache__)\1(?=\s|$)(?!\s+-prune)",
                     r"-not -path '*/\2/*'", command)
    return re.sub(r"(-i?name\s+(\S+))\s+(?:-o|-or)\s+-i?name\s+\2(?=\s|$)", r"\1", command)


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


_COMMENT_OUT_LINE = re.compile(r"\bcomment\s+out\s+line\s+(\d+)\b", re.I)
_COMMENT_OUT_WORD = re.compile(r"\bcomment\s+out\s+(?:the\s+|every\s+|all\s+|any\s+)?(?:lines?\s+(?:with|containing|starting\s+with)\s+)?"
                               r"([A-Za-z_][\w.=-]*)(?:\s+lines?)?\b", re.I)
_ENV_FOR_ONE = re.compile(r"\bwith\s+(?:the\s+)?(?:env(?:ironment)?\s+(?:var(?:iable)?\s+)?)?([A-Z_][A-Z0-9_]*)(?:\s+set\s+to\s+|=)"
                          r"(['\"]?)([^\s'\",;]+)\2")
_LINE_ENDS = re.compile(r"\b(?:add|append|put|prepend|insert)\s+(?:an?\s+|the\s+)?(\S+?)\s+(?:to|at)\s+the\s+(end|start|beginning)\s+of\s+"
                        r"(?:every|each|all(?:\s+the)?)\s+lines?\s+(?:in|of)\s+([\w./~-]+\.\w+)", re.I)
_MARK_WORDS = {"semicolon": ";", "comma": ",", "period": ".", "dot": ".", "colon": ":", "hash": "#", "tab": "\\t",
               "space": " ", "pipe": "|", "dash": "-", "hyphen": "-"}
_PATCH_WORDS = re.compile(r"\b(?:diffs?|patch(?:es)?|changes|changed|what\s+changed|along\s+with|line\s+by\s+line|content)\b", re.I)
_WHOLE_FOLDER = re.compile(r"\b(?:whole|entire)\s+(?:\S+\s+)?(?:folder|directory|dir)\b", re.I)
_TIME_ZONE = re.compile(r"\b(?:time|date|clock)\b[^.;]*\b((?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific|Indian)/[A-Z][A-Za-z_]+)")
_SORTED_ALREADY = re.compile(r"\b(?:both\s+|already\s+|are\s+)+sorted\b", re.I)


def small_repairs(command: str, rec: Recognized) -> str:
    """``command`` put right where the request says plainly what it wants: "comment out line 12 of /etc/fstab"
    gave ``sed -i '12d'`` (the line deleted) → ``sed -i '12s/^/#/'``; "run node server.js with NODE_ENV set to
    production" → ``NODE_ENV=production node server.js``; "lines in a.txt that aren't in b.txt, both already
    sorted" needs no ``<(sort …)``; "decompress data.json.gz back to data.json" gave ``gunzip data.json.gz
    data.json`` (a second file gunzip looks for) → ``gunzip data.json.gz``; "the commit history of README.md" is
    no ``git log -p`` (every diff) unless the request asks for changes; a find's "permission denied" errors go to
    /dev/null rather than through ``|& grep -v``."""
    if m := _found(_COMMENT_OUT_WORD, rec.text):   # "comment out the PermitRootLogin line": sed '/X/d' deletes it
        command = re.sub(rf"(\bsed\s+(?:-i\S*\s+)?)(['\"])/(\^?{re.escape(m.group(1))})/d\2", r"\g<1>\g<2>/\g<3>/s/^/#/\g<2>", command)
    if m := _found(_COMMENT_OUT_LINE, rec.text):
        command = re.sub(rf"(\bsed\s+(?:-i\S*\s+)?)(['\"]){m.group(1)}[dp]\2", rf"\g<1>\g<2>{m.group(1)}s/^/#/\g<2>", command)
    if (m := _found(_ENV_FOR_ONE, rec.text)) and m.group(1) not in command and not any(w in SEGMENT_ENDS for w in command.split(" ")):
        value = m.group(3)
        if len(re.findall(rf"(?<![\w.-]){re.escape(value)}(?![\w.-])", rec.text)) == 1:   # the value filled in as a word too
            command = " ".join(w for w in command.split(" ") if w != value)
        command = f"{m.group(1)}={value} {command}"
    if m := _found(_LINE_ENDS, rec.text):   # "add a semicolon to the end of every line in statements.sql"
        mark = _MARK_WORDS.get(m.group(1).lower(), m.group(1).strip("'\""))
        if re.fullmatch(r"[^\s/\\'&]{1,8}", mark):
            edit = "-i " if re.search(r"\bin[\s-]?place\b|\bedit\w*|\bsav(?:e|ing)\b", rec.text, re.I) else ""
            return f"sed {edit}'s/{'$' if m.group(2).lower() == 'end' else '^'}/{mark}/' {m.group(3)}"
    if (m := _found(_ALL_BUT_FIRST_COLUMN, rec.text)) and (c := re.fullmatch(
            r"(?:awk\s+-F\s*(['\"]?)(\S)\1\s+'\{print \$1\}'|cut\s+-d\s*(['\"]?)(\S)\3\s+-f\s*1)\s+(\S+)", command)):
        return f"cut -d{c.group(2) or c.group(4)} -f2- {c.group(5)}"   # "everything except the first column of data.csv"
    # find / -name x |& grep -v 'Permission denied' for "hide the permission denied errors": the errors to /dev/null
    command = re.sub(r"^((?:sudo\s+)?find\s[^|;&]*?)\s*\|&\s*grep\s+-v\s+(['\"])Permission denied\2$", r"\1 2> /dev/null", command)
    if re.search(r"\bgit\s+log\b[^|;&]*\s-p\b", command) and not _found(_PATCH_WORDS, rec.text):
        command = re.sub(r"(\bgit\s+log\b[^|;&]*?)\s-p\b", r"\1", command)   # "the commit history of README.md": no diffs
    if _found(_WHOLE_FOLDER, rec.text):   # cp -r ~/dotfiles/. for "copy the whole ~/dotfiles folder": the folder itself
        command = re.sub(r"^(cp\s+(?:-\w+\s+)*)(\S+?)/\.(?=\s)", r"\1\2", command)
    zone = _found(_TIME_ZONE, rec.text)
    if zone and command.startswith(("timedatectl", "date")) and not re.search(r"\bset\b|\bchange\b", rec.text, re.I) \
            and "TZ=" not in command:
        command = f"TZ={zone.group(1)} date"   # "the current time in the Asia/Tokyo timezone": date there, nothing set
    if _found(_SORTED_ALREADY, rec.text) and command.startswith(("comm ", "join ", "diff ")):
        command = re.sub(r"<\(sort\s+([^()\s|]+)\)", r"\1", command)
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("gunzip", "gzip", "bunzip2", "unxz", "xz", "bzip2") and (words[util] == "gunzip" or "-d" in words[util:end]):
            operands = [k for k in range(util + 1, end) if not words[k].startswith("-")]
            if len(operands) == 2 and unquoted(words[operands[0]]).rsplit(".", 1)[0] == unquoted(words[operands[1]]):
                del words[operands[1]]
                return " ".join(words)
    return command


_SPLIT_NAMED = re.compile(r"\b(?:named|called|like)\s+([\w.-]*?)(aa|00|0|a)(\.[A-Za-z]\w*)?\s*,\s*\1(ab|01|1|b)\3?(?![\w-])", re.I)
# "named with the prefix part_", "using the prefix chunk-": the prefix alone (no suffix kind said)
_SPLIT_PREFIX = re.compile(r"\bprefix(?:ed)?\s+(?:of\s+|with\s+)?['\"]?([\w.-]*[\w_-])['\"]?()(?=[\s,;]|\.?$)"
                           # "500-line files whose names start with part_"
                           r"|\bnames?\s+(?:start|begin)(?:s|ning)?\s+with\s+['\"]?([\w.-]*[\w_-])['\"]?()(?=[\s,;]|\.?$)", re.I)


def split_prefix(command: str, rec: Recognized) -> str:
    """``command`` giving split the prefix of the pieces' names the request shows: "split big.csv into
    1000-line pieces named part_aa, part_ab and so on" gave ``split -l1000 big.csv part_ab part_aa`` →
    ``split -l1000 big.csv part_``; numbered names (part_00, part_01) add ``-d``, names with a kind (chunk_aa.sql)
    ``--additional-suffix``; so for "with the prefix part_"."""
    m = _found(_SPLIT_NAMED, rec.text) or _found(_SPLIT_PREFIX, rec.text)
    words = command.split(" ")
    if m is None or words[:1] != ["split"] or any(w in SEGMENT_ENDS for w in words):
        return command
    if m.re is _SPLIT_PREFIX and m.group(3):   # "names start with part_": the prefix, as if said as one
        m = _SPLIT_PREFIX.match(f"prefix {m.group(3)}")
    operands = [k for k in range(1, len(words)) if not words[k].startswith("-") and not re.fullmatch(r"\d+[kKMGbB]?", words[k])
                and not (words[k - 1] in ("-l", "-b", "-n", "-C", "--lines", "--bytes"))]
    if not operands or m.group(1) and unquoted(words[operands[0]]).startswith(m.group(1)):
        return command   # split part_00 …: a piece's name taken for the input; no prefix puts that right
    kept = words[:operands[0] + 1] + [m.group(1)] if m.group(1) else words[:operands[0] + 1]
    if m.group(2) and m.group(2).isdigit() and not has_flag(words[1:], "d", "--numeric-suffixes\\S*"):
        kept.insert(1, "-d")
    if m.re is _SPLIT_NAMED and m.group(3) and "--additional-suffix" not in command:   # chunk_aa.sql, chunk_ab.sql
        kept.insert(1, f"--additional-suffix={m.group(3)}")
    return " ".join(kept + [w for w in words[operands[0] + 1:] if w.startswith("-")])


_GLOB_PLACE_TOOLS = frozenset({"tar", "zip", "rm", "ls", "du", "chmod", "chown", "gzip", "wc", "md5sum", "sha256sum"})


def glob_in_place(command: str, rec: Recognized) -> str:
    """``command`` with the glob of files the request places in a folder joined to it where the model gave
    both as operands: "put all the .csv files in ./exports into exports.tar.gz" gave ``tar -czf exports.tar.gz
    *.csv ./exports`` (every .csv here, and the whole folder) → ``tar -czf exports.tar.gz ./exports/*.csv``."""
    places = {}
    for e in rec.entities:
        if e.type != "Pattern" or not _KIND_GLOB.fullmatch(e.value):
            continue
        m = re.match(r"\s*(?:[a-z]+\s+)?(?:files?|images?|photos?|pictures?|documents?|scripts?|logs?)?\s*(?:in|from|inside|under)\s+(\S+)",
                     rec.text[e.end:])
        if m:
            places[e.value] = m.group(1).rstrip(".,;?")
    if not places:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in _GLOB_PLACE_TOOLS:
            continue
        for k in range(util + 1, end):
            glob = unquoted(words[k])
            place = places.get(glob)
            if place is None:
                continue
            at = next((j for j in range(util + 1, end) if j != k and unquoted(words[j]).rstrip("/") == place.rstrip("/")), None)
            if at is not None:
                words[k] = f"{place.rstrip('/')}/{glob}"
                del words[at]
                return " ".join(words)
    return command


_STATUS_CHANGE = re.compile(r"\b(?:status|inode|metadata|permissions?|owner(?:ship)?|ctime|attributes?)\b", re.I)


def content_times(command: str, rec: Recognized) -> str:
    """``command`` testing when files' contents changed where the request says nothing of status changes:
    "which files in this folder did I change in the last 2 days" gave ``find . -ctime -2`` (status changes: a
    chmod or a rename counts, an edit too) → ``find . -mtime -2``, what "change", "edit", "modify" mean to users."""
    if "find" not in command or _found(_STATUS_CHANGE, rec.text):
        return command
    return re.sub(r"(\s)-c(time|min)(\s)", r"\1-m\2\3", command)


def contents_searched(command: str, rec: Recognized) -> str:
    """``command`` searching inside files where the request asks for a word in them and the model searched
    their names: "search for TODO in all the files in the src folder and its subfolders" gave ``find src -name
    TODO`` (files named TODO) → ``grep -r TODO src``."""
    m = re.fullmatch(r"find\s+(\S+)(?:\s+-type\s+f)?\s+-(i?)name\s+(\"[^\"]*\"|'[^']*'|\S+)(?:\s+-type\s+f)?(?:\s+-print)?", command)
    if m is None or "*" in m.group(3) or not asks_in_contents(rec.text):
        return command
    sought = unquoted(m.group(3))
    if not any(e.value == sought and e.type in ("Pattern", "Text") for e in rec.entities):
        return command
    return f"grep -r{m.group(2)} {m.group(3)} {m.group(1)}"


_FORMAT_WORD = re.compile(r"(?i)(?=[^\s]*(?:yyyy|dd|hh))[ymdhs]{2,4}(?:[/:._ -][ymdhs]{2,4})+")


def date_format_words(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a date format written as people write it turned into date's: "date 2 weeks from now
    formatted as dd/mm/yyyy" gave ``date -d "2 weeks" dd/mm/yyyy`` → ``date -d "2 weeks" +%d/%m/%Y`` (mm after
    hh is minutes)."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "date":
            continue
        for k in range(util + 1, end):
            word = unquoted(words[k])
            if not _FORMAT_WORD.fullmatch(word):
                continue
            out, after_hour = [], False
            for piece in re.split(r"([/:._ -])", word):
                low = piece.lower()
                if low in ("yyyy", "yy", "dd", "hh", "ss", "mm"):
                    out.append({"yyyy": "%Y", "yy": "%y", "dd": "%d", "hh": "%H", "ss": "%S"}.get(low)
                               or ("%M" if after_hour else "%m"))
                    after_hour = low == "hh"
                else:
                    out.append(piece)
            words[k] = "+" + "".join(out)
    return " ".join(words)


# "sed -i.bak 's/a/b/g' app.conf": the backup is sed's own; the -i suffix and a file written around it.
_SED_BACKUP = re.compile(r"((?:sudo\s+)?sed\s+(?:-\S+\s+)*-i(\.[\w.-]+)\s+(?:-\S+\s+)*(?:'[^']*'|\"[^\"]*\")\s+)(\S+)"
                         r"(?:\s*>>?\s*(\S+))?$")


def sed_backup_kept(command: str, rec: Recognized) -> str:
    """``command`` with a ``sed -i.bak`` that edits the file the request names and leaves the backup to sed:
    "replace localhost with db.internal in settings.conf in place, keeping a backup settings.conf.bak" gave
    ``sed -i.bak 's/…/' settings.conf.bak > settings.conf`` (the backup's name as the file, and a redirection
    that empties settings.conf, since ``sed -i`` writes nothing out) → ``sed -i.bak 's/…/' settings.conf``."""
    m = _SED_BACKUP.match(command)
    if m is None:
        return command
    suffix, files = m.group(2), [f for f in (m.group(3), m.group(4)) if f]
    edited = [f for f in files if not unquoted(f).endswith(suffix)]
    backups = [f for f in files if unquoted(f).endswith(suffix)]
    if len(files) == 1 and not backups:
        return command
    target = edited[0] if edited else backups[0][: len(backups[0]) - len(suffix)]
    return m.group(1) + target


_SORTED_SAID = re.compile(r"\bsorted\b|\balready\s+in\s+order\b|\bin\s+sorted\s+order\b", re.I)


def inputs_sorted(command: str, rec: Recognized) -> str:
    """``command`` with comm's two files sorted first where the request does not say they are sorted (comm needs
    sorted input; join is left as people write it, on files kept sorted by their key): "show the lines common to list1.txt and list2.txt" gave ``comm -12 list1.txt
    list2.txt`` → ``comm -12 <(sort list1.txt) <(sort list2.txt)``."""
    m = re.fullmatch(r"(comm(?:\s+-\S+)*)\s+([\w./~-]+\.\w+)\s+([\w./~-]+\.\w+)", command)
    if m is None or _found(_SORTED_SAID, rec.text):
        return command
    return f"{m.group(1)} <(sort {m.group(2)}) <(sort {m.group(3)})"


_WHOLE_WORD = re.compile(r"\b(?:whole|entire|complete|full)\s+words?\b|\bas\s+a\s+(?:whole\s+)?word\b|\bnot\s+(?:as\s+)?part\s+of\s+(?:other|longer|another)\s+words?\b"
                         r"|\bleaving\s+words\s+like\b", re.I)
_BACKUP_SAID = re.compile(r"\bback\s*up|\bbak\b|\bcopy\s+of\s+the\s+original\b|\bkeep\w*\s+(?:the\s+)?original\b", re.I)


def sed_word_edit(command: str, rec: Recognized) -> str:
    """``command`` with a sed substitution of whole words where the request asks for them ("replace the whole
    word color with colour in essay.txt, leaving words like colorful alone" → ``s/\\bcolor\\b/colour/g``), and
    without a ``.bak`` backup that the request does not ask for (``sed -i.bak`` → ``sed -i``)."""
    if not command.startswith(("sed ", "sudo sed ")):
        return command
    if not _found(_BACKUP_SAID, rec.text):
        command = re.sub(r"(\bsed\s+)-i\.bak\b", r"\1-i", command, count=1)
    if _found(_WHOLE_WORD, rec.text):
        command = re.sub(r"'s([/|#])(\w+)\1", lambda m: f"'s{m.group(1)}\\b{m.group(2)}\\b{m.group(1)}", command, count=1)
    return command


def own_folder_left(command: str, rec: Recognized) -> str:
    """``command`` moving or copying files into a folder from where the request has them, not from inside that
    folder: "move the files whose names start with draft_ into the drafts folder" gave ``mv drafts/draft_*
    drafts`` (a move of drafts' files into drafts itself, which does nothing) → ``mv draft_* drafts``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("mv", "cp") or end - util < 3:
            continue
        dest = unquoted(words[end - 1]).rstrip("/")
        for k in range(util + 1, end - 1):
            word = unquoted(words[k])
            if dest and word.startswith(dest + "/") and not word.startswith("-") and "/" not in word[len(dest) + 1:] \
                    and word[len(dest) + 1:] and not re.search(rf"\b(?:from|in|inside|within|out\s+of)\s+(?:the\s+)?"
                                                               rf"(?:folder\s+|directory\s+|dir\s+)?{re.escape(dest)}\b", rec.text):
                words[k] = words[k].replace(dest + "/", "", 1)
    return " ".join(words)


# "print everything between the BEGIN and END lines of cert.pem", "the lines from START to END inclusive",
# "delete the block from '# BEGIN GENERATED' to '# END GENERATED'": a range of lines by their markers.
_MARKER = r"(?:'([^']+)'|\"([^\"]+)\"|(?!(?-i:the|a|an|line|lines|first|last|start|end|top|bottom|beginning)\b)([A-Za-z_#][\w#=:-]*))"
_MARKED_RANGE = re.compile(r"\b(?:between|from)\s+(?:the\s+)?(?:lines?\s+)?(?:(?:containing|matching|with|that\s+says?)\s+)?"
                           + _MARKER + r"(?:\s+lines?)?\s+(?:and|to|through|till|until|up\s+to)\s+(?:the\s+)?(?:lines?\s+)?"
                           r"(?:(?:containing|matching|with|that\s+says?)\s+)?" + _MARKER +
                           r"(?:\s+(?:lines?|markers?|tags?))?(?:\s*,?\s*\(?inclusive(?:ly)?\)?)?\s*,?\s+(?:of|in|inside|from)\s+(\S+?)[.,;?!]?(?:\s|$)")
# "what's in error.log between the lines matching START and END": the file first
_MARKED_RANGE_AFTER_PLACE = re.compile(r"\b(?:in|of|from)\s+(\S+\.\w+)\s+(?:between|from)\s+(?:the\s+)?"
                                       r"(?:lines?\s+)?(?:(?:containing|matching|with|that\s+says?)\s+)?" + _MARKER +
                                       r"(?:\s+lines?)?\s+(?:and|to|through|till|until)\s+(?:the\s+)?(?:lines?\s+)?"
                                       r"(?:(?:containing|matching|with|that\s+says?)\s+)?" + _MARKER +
                                       r"(?:\s+lines?)?\s*[?.!]?\s*$", re.I)
_RANGE_DELETED = re.compile(r"\b(?:delete|remove|drop|strip|cut\s+out)\b", re.I)
_RANGE_SHOWN = re.compile(r"\b(?:print|show|display|extract|output|get|see|view|list)\b", re.I)


def _sed_marker(value: str) -> str:
    return re.sub(r"([\\/.*\[\]^$])", r"\\\1", value)


def range_marked(command: str, rec: Recognized) -> str:
    """``command`` as sed's range of lines between two marker lines the request names, when it acts on the file
    with sed, awk or grep: "print everything between the BEGIN and END lines of cert.pem" gave ``sed -n <text>
    cert.pem`` → ``sed -n '/BEGIN/,/END/p' cert.pem``; "delete the block from '# BEGIN GENERATED' to '# END
    GENERATED' in hosts.txt, in place" → ``sed -i '/# BEGIN GENERATED/,/# END GENERATED/d' hosts.txt``."""
    m = _found(_MARKED_RANGE, rec.text)
    if m is not None:
        start, stop, place = m.group(1) or m.group(2) or m.group(3), m.group(4) or m.group(5) or m.group(6), m.group(7)
    elif (m := _found(_MARKED_RANGE_AFTER_PLACE, rec.text)) is not None:
        start, stop, place = m.group(2) or m.group(3) or m.group(4), m.group(5) or m.group(6) or m.group(7), m.group(1)
    if m is None or re.search(r"\|", command):
        return command
    words = command.split(" ")
    if words[0] not in ("sed", "awk", "grep") or unquoted(words[-1]) != place or start.isdigit() or stop.isdigit():
        return command
    deleted = bool(_RANGE_DELETED.search(rec.text[:m.start()])) and not _RANGE_SHOWN.search(rec.text[:m.start()])
    script = f"'/{_sed_marker(start)}/,/{_sed_marker(stop)}/{'d' if deleted else 'p'}'"
    return f"sed {'-i ' if deleted else '-n '}{script} {words[-1]}"






def shutdown_scheduled(command: str, rec: Recognized) -> str:
    """``command`` with a shutdown that happens at the time the request gives, not a cancelled one: "schedule
    a shutdown of the machine in 10 minutes" gave ``sudo shutdown -c +10`` (-c cancels a pending shutdown)
    → ``sudo shutdown -h +10``; "cancel the scheduled shutdown" keeps its -c."""
    if re.search(r"\b(?:cancel|abort|call\s+off|stop)\w*\b", rec.text, re.I):
        return command
    return re.sub(r"(\bshutdown\s+)-c\s+(?:\+?(\d+)|(\d{1,2}:\d{2}|now))(?![\w:])",
                  lambda m: f"{m.group(1)}-h {'+' + m.group(2) if m.group(2) else m.group(3)}", command)


_PROTOCOL_SAID = re.compile(r"\b(tcp|udp)\b", re.I)


def ufw_protocol(command: str, rec: Recognized) -> str:
    """``command`` with the protocol the request names on a ufw rule's port: "allow incoming tcp port 22
    through ufw" gave ``sudo ufw allow 22`` (tcp and udp) → ``sudo ufw allow 22/tcp``."""
    m = _found(_PROTOCOL_SAID, rec.text)
    if m is None:
        return command
    return re.sub(r"(\bufw\s+(?:allow|deny|reject|limit)\s+(?:in\s+|out\s+)?)(\d{1,5})(?![\w/:])", rf"\g<1>\g<2>/{m.group(1).lower()}",
                  command)


_REMOTE_SAID = re.compile(r"\bremote(?:ly)?\b|\b(?:from|to|on)\s+(?:the\s+)?(?:host|server|machine)\b", re.I)


def remote_cp_as_scp(command: str, rec: Recognized) -> str:
    """``command`` copying to or from the machine the request names as remote with scp, not cp: "copy the
    remote directory /var/backups from db01 to ./backups locally" gave ``cp -r /var/backups/ db01 ./backups``
    (db01 as a third local name) → ``scp -r db01:/var/backups/ ./backups``."""
    words = command.split(" ")
    if not words or words[0] != "cp" or not _found(_REMOTE_SAID, rec.text):
        return command
    names = {e.value for e in rec.entities}
    sides = [(w, m) for w in words[1:] if w in names and re.fullmatch(r"[A-Za-z][\w-]*", w)
             and (m := re.search(rf"\b(from|to|on|onto)\s+(?:the\s+)?(?:(?:remote\s+)?(?:host|server|machine)\s+)?{re.escape(w)}\b",
                                 rec.text))]
    operands = [w for w in words[1:] if not w.startswith("-") and w not in {h for h, _ in sides}]
    if len(sides) != 1 or not 1 <= len(operands) <= 2:
        return command
    host, m = sides[0]
    word = m.group(1).lower()
    to_host = word in ("to", "onto") or word == "on" and bool(re.search(r"\bto\b", rec.text[:m.start()]))
    if len(operands) == 1:
        operands = [operands[0], f"{host}:"] if to_host else [f"{host}:{operands[0]}", "."]
    elif to_host:
        operands = [operands[0], f"{host}:{operands[1]}"]
    else:
        operands = [f"{host}:{operands[0]}", operands[1]]
    recursive = any(re.fullmatch(r"-[a-zA-Z]*[rRa][a-zA-Z]*|--recursive|--archive", w) for w in words[1:])
    return " ".join(["scp", *(["-r"] if recursive else []), *operands])


def journal_grepped(command: str, rec: Recognized) -> str:
    """``command`` filtering the journal for a word the request looks for with grep: journalctl takes no text
    to search as an operand (only field matches such as ``_PID=1``): "show ssh journal lines containing
    'Accepted'" gave ``journalctl -u ssh Accepted`` → ``journalctl -u ssh | grep Accepted``."""
    words = command.split(" ")
    if not words or words[0] != "journalctl" or "|" in words:
        return command
    valued = {"-u", "--unit", "-n", "--lines", "-p", "--priority", "--since", "--until", "-S", "-U", "-t", "-g", "--grep",
              "-o", "--output", "-b", "--boot", "-D", "--directory", "--user-unit"}
    sought = {e.value for e in rec.entities if e.type in ("Text", "Pattern")}
    for k in range(len(words) - 1, 0, -1):
        word = words[k]
        if word.startswith("-") or words[k - 1] in valued or "=" in word or unquoted(word) not in sought:
            continue
        return " ".join(words[:k] + words[k + 1:] + ["|", "grep", word])
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


_GROUP_KEPT = re.compile(r"\b(?:without|not)\s+(?:changing|touching|altering)\s+(?:its|the|their)\s+group\b"
                         r"|\b(?:keep|leave)\w*\s+(?:its|the|their)\s+group\b", re.I)


def group_kept(command: str, rec: Recognized) -> str:
    """``command`` changing only the owner where the request keeps the group: "change the owner of data.db to
    postgres without changing its group" gave ``chown postgres:postgres data.db`` → ``chown postgres data.db``."""
    if not _found(_GROUP_KEPT, rec.text):
        return command
    return re.sub(r"(\bchown\s+(?:-\S+\s+)*)([\w.-]+):[\w.-]*(?=\s)", r"\1\2", command)


def sort_in_place(command: str, rec: Recognized) -> str:
    """``command`` sorting the file it writes back when nothing feeds it: "sort roster.txt and overwrite it with
    the sorted version" gave ``sort -o roster.txt`` (which sorts what is typed in) → ``sort -o roster.txt roster.txt``;
    and writing back the one file it sorts where the request says in place: "sort .gitignore in place and drop
    duplicate lines" gave ``sort -u .gitignore`` → ``sort -u .gitignore -o .gitignore``."""
    m = re.fullmatch(r"((?:sudo\s+)?sort\s+(?:-(?!o\b)\S+\s+)*-o\s*(\S+)(?:\s+-\S+)*)", command)
    if m:
        return f"{command} {m.group(2)}"
    m = re.fullmatch(r"(?:sudo\s+)?sort(?:\s+-(?!o)[A-Za-z]+)*\s+([^\s-]\S*)", command)
    if m and re.search(r"\bin[\s-]place\b|\boverwrit\w*|\bsame\s+file\b", rec.text, re.I):
        return f"{command} -o {m.group(1)}"
    return command


def journal_unit(command: str, rec: Recognized) -> str:
    """``command`` reading the journal of the service the request names as a unit: "show fail2ban journal
    entries since 2024-03-01 10:00" gave ``journalctl --since "2024-03-01 10:00" fail2ban`` (an operand
    journalctl reads as a field match or a path) → ``journalctl -u fail2ban --since "2024-03-01 10:00"``."""
    words = command.split(" ")
    if not words or words[0] != "journalctl" or "|" in words or has_flag(words[1:], "u", "--unit"):
        return command
    valued = {"-n", "--lines", "-p", "--priority", "--since", "--until", "-S", "-U", "-t", "-g", "--grep", "-o",
              "--output", "-b", "--boot", "-D", "--directory"}
    names = {e.value for e in rec.entities}
    k = 1
    while k < len(words):
        if words[k].startswith('"') and not words[k].endswith('"') or words[k].startswith("'") and not words[k].endswith("'"):
            quote = words[k][0]   # a quoted value spans words: skip to its end
            while k < len(words) and not words[k].endswith(quote):
                k += 1
        elif not words[k].startswith("-") and words[k - 1] not in valued and re.fullmatch(r"[A-Za-z][\w@.-]*", words[k]) \
                and words[k] in names and re.search(rf"\b{re.escape(words[k])}(?:'s)?\s+(?:journal|logs?|service|unit|entries)\b"
                                                    rf"|\b(?:service|unit)\s+{re.escape(words[k])}\b", rec.text):
            unit = words.pop(k)
            return " ".join(words[:1] + ["-u", unit] + words[1:])
        k += 1
    return command


_GROUP_CREATED = re.compile(r"^\s*(?:please\s+)?(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?(?:unix\s+|user\s+|system\s+)?group\s+"
                            r"(?:called\s+|named\s+)?['\"]?([a-z_][\w-]*)['\"]?\s*[.!]?$", re.I)
_MEMBER_REMOVED = re.compile(r"^\s*(?:please\s+)?(?:remove|delete|take|kick)\s+(?:the\s+)?(?:user\s+)?([a-z_][\w-]*)\s+(?:out\s+)?(?:of|from)\s+"
                             r"(?:the\s+)?(?:group\s+)?([a-z_][\w-]*)(?:\s+group)?\s*[.!]?$", re.I)


def group_commands(command: str, rec: Recognized) -> str:
    """``command`` as the group tool the request's task needs, where the model reached for the user tools:
    "create a new group called developers" gave ``sudo useradd -m developers`` → ``sudo groupadd developers``;
    "remove user mike from the group developers" gave ``sudo usermod -aG developers mike`` (which adds him) →
    ``sudo gpasswd -d mike developers``."""
    sudo = "sudo " if command.startswith("sudo ") else ""
    tool = command.removeprefix("sudo ").split(" ")[0]
    if (m := _found(_GROUP_CREATED, rec.text)) and tool in ("useradd", "adduser", "usermod", m.group(1)):
        return f"{sudo}groupadd {m.group(1)}"
    if (m := _found(_MEMBER_REMOVED, rec.text)) and not (tool == "deluser" and command.split(" ")[-2:] == list(m.groups())) \
            and m.group(1).lower() not in ("user", "users", "the", "all"):
        return f"{sudo}gpasswd -d {m.group(1)} {m.group(2)}"
    return command


_UNIT_MASKED = re.compile(r"^\s*(?:please\s+)?(mask|unmask)\s+(?:the\s+)?([\w@.-]+?)(?:\.service)?\s+(?:service|unit)\b", re.I)


def unit_masked(command: str, rec: Recognized) -> str:
    """``command`` masking or unmasking the unit with systemctl: "mask the bluetooth service so it can't be
    started at all" gave ``docker mask …`` (no such thing) → ``sudo systemctl mask bluetooth``."""
    m = _found(_UNIT_MASKED, rec.text)
    if m is None or re.search(r"\bsystemctl\s+(?:--\S+\s+)*(?:un)?mask\b", command):
        return command
    return f"sudo systemctl {m.group(1).lower()} {m.group(2)}"


def _ordinal_number(word: str) -> int | None:
    """3 for "3", "3rd" or "third"."""
    low = word.lower()
    if low in ORDINALS:
        return ORDINALS.index(low) + 1
    m = re.fullmatch(r"(\d+)(?:st|nd|rd|th)?", low)
    return int(m.group(1)) if m else None


# "whose 3rd comma-separated field starts with admin", "where column 2 ends with .com"
_FIELD_TEST = re.compile(r"\b(?:field|column)\s*(?:\$?\d+)?\s+(?:that\s+|which\s+)?(starts?|begins?|ends?|contains?)\s+with\s+['\"]?([^\s'\"]+?)['\"]?"
                         r"(?=[\s,;.]|$)|\b(?:field|column)\s*(?:\$?\d+)?\s+(?:that\s+|which\s+)?(contains?|includes?)\s+['\"]?([^\s'\"]+?)['\"]?(?=[\s,;.]|$)",
                         re.I)


def awk_field_test(command: str, rec: Recognized) -> str:
    """``command`` with awk testing a field the way the request says: "show the rows of roles.csv whose 3rd
    comma-separated field starts with admin" gave ``awk -F, '$3 == "admin"'`` (the whole field equal to it)
    → ``awk -F, '$3 ~ /^admin/'``; "ends with" anchors at the end, "contains" not at all."""
    m = _found(_FIELD_TEST, rec.text)
    if m is None or "awk" not in command:
        return command
    verb, value = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    verb = verb.lower()
    pattern = re.escape(value).replace("/", r"\/")
    regex = f"/^{pattern}/" if verb.startswith(("start", "begin")) else f"/{pattern}$/" if verb.startswith("end") else f"/{pattern}/"
    return re.sub(rf"(\$\d+)\s*==\s*\"{re.escape(value)}\"", lambda x: f"{x.group(1)} ~ {regex}", command, count=1)


# "rows that have more than 5 comma-separated fields"
_FIELDS_COUNTED = re.compile(r"\b(more|fewer|less|at\s+least|at\s+most|exactly)\s+(?:than\s+)?(\d+)\s+(?:[\w-]+-separated\s+|"
                             r"[\w-]+-delimited\s+)?(?:fields|columns)\b", re.I)


def fields_counted(command: str, rec: Recognized) -> str:
    """``command`` with awk counting a line's fields where the request asks how many it has: "show the lines
    of records.csv that have more than 5 comma-separated fields" gave ``awk -F, '$5 > 5'`` → ``awk -F, 'NF > 5'``."""
    m = _found(_FIELDS_COUNTED, rec.text)
    if m is None or "awk" not in command:
        return command
    op = {"more": ">", "fewer": "<", "less": "<", "exactly": "=="}.get(m.group(1).lower().split()[0], None)
    op = op or (">=" if "least" in m.group(1).lower() else "<=")
    n = m.group(2)
    out = re.sub(rf"'\$\d+\s*(?:>=|<=|==|>|<)\s*{n}'", f"'NF {op} {n}'", command, count=1)
    return out


# "print contacts.csv without its second comma-separated column"
_COLUMN_LEFT_OUT = re.compile(r"\b(?:without|except(?:\s+for)?|minus|drop(?:ping)?|leaving\s+out|remov(?:e|ing)|delet(?:e|ing)|but\s+not)\s+(?:its\s+|the\s+)?"
                              r"(\w+)\s+(?:([\w-]+)-(?:separated|delimited)\s+)?(?:column|field)\b", re.I)
_DELIMITER_WORDS = {"comma": ",", "colon": ":", "semicolon": ";", "tab": None, "pipe": "|", "space": " "}


def column_left_out(command: str, rec: Recognized) -> str:
    """``command`` as cut leaving out the one column the request drops: "print contacts.csv without its second
    comma-separated column" gave ``awk -F, '{print $2}' contacts.csv`` (the one column kept) → ``cut -d,
    --complement -f2 contacts.csv``."""
    m = _found(_COLUMN_LEFT_OUT, rec.text)
    if m is None:
        return command
    n = _ordinal_number(m.group(1))
    words = command.split(" ")
    if n is None or words[0] not in ("awk", "cut") or "|" in words or not re.match(r"[\w./~-]+$", words[-1]):
        return command
    delimiter = _DELIMITER_WORDS.get((m.group(2) or "").lower(), "")
    if delimiter == "":   # not said: the one the command uses, if any
        d = re.search(r"\s-(?:F|d)\s*(\S+)", command)
        delimiter = unquoted(d.group(1)) if d else None
    flag = "" if delimiter is None else f" -d{repr(delimiter) if delimiter in (' ', '|', ';') else delimiter}"
    return f"cut{flag} -f2- {words[-1]}" if n == 1 else f"cut{flag} --complement -f{n} {words[-1]}"


_LINE_NUMBERS_ONLY = re.compile(r"\b(?:just|only)\s+(?:the\s+)?line\s+numbers\b", re.I)


def line_numbers_only(command: str, rec: Recognized) -> str:
    """``command`` printing only the line numbers grep finds where the request asks for just those: "print
    just the line numbers where main appears in prog.c" gave ``grep -n main prog.c`` (lines and numbers) →
    ``grep -n main prog.c | cut -d: -f1``."""
    if not _found(_LINE_NUMBERS_ONLY, rec.text) or "|" in command:
        return command
    words = command.split(" ")
    if words[0] in GREPS and has_flag(words[1:], "n", "--line-number") and not has_flag(words[1:], "c", "--count"):
        return command + " | cut -d: -f1"
    return command


def key_file_named(command: str, rec: Recognized) -> str:
    """``command`` with ssh-copy-id given the public key the request names with ``-i``: "install my public key
    ~/.ssh/id_ed25519.pub on web01 for user admin" gave ``ssh-copy-id ~/.ssh/id_ed25519.pub admin@web01`` (the
    key read as the host) → ``ssh-copy-id -i ~/.ssh/id_ed25519.pub admin@web01``."""
    command = re.sub(r"\bssh-copy-id\s+(?!-)(\S+\.pub)(?=\s)", r"ssh-copy-id -i \1", command)
    keys = [e.value for e in rec.entities if e.type in ("File", "Path") and re.search(r"\.pub$|\.ssh/id_\w+$", e.value)]
    if len(keys) == 1 and re.fullmatch(r"(?:sudo\s+)?ssh-copy-id\s+(?!-)\S+", command):   # the key named, left out
        return command.replace("ssh-copy-id ", f"ssh-copy-id -i {keys[0]} ", 1)
    return command


_IDENTITY = re.compile(r"\b(?:using|with|via)\s+(?:the\s+|my\s+)?(?:(?:private\s+|ssh\s+)?key(?:\s+file)?|identity(?:\s+file)?)\s+(?P<key>[~./\w][\w./~-]*)", re.I)


def identity_key_used(command: str, rec: Recognized) -> str:
    """``command`` logging in with the key file the request names ("using the key ~/.ssh/deploy_key"): ssh's and
    scp's ``-i``, rsync's ``-e 'ssh -i …'``. Where the model wrote the key as the copy's remote place
    (``scp app.jar deploy@10.0.0.8:~/.ssh/deploy_key``), the place the request names and the command left out
    takes its seat: ``scp -i ~/.ssh/deploy_key app.jar deploy@10.0.0.8:/opt/app/``."""
    m = _found(_IDENTITY, rec.text)
    if m is None:
        return command
    key = m.group("key").rstrip(".,;")
    words = command.split(" ")
    for util, end in simple_commands(words):
        tool = words[util]
        if tool not in ("ssh", "scp", "rsync", "sftp") or any(w == "-i" or "ssh -i" in w for w in words[util + 1:end]):
            continue
        for k in range(util + 1, end):
            seat = re.fullmatch(r"(\S+@[\w.-]+:|[\w.-]+:)?(['\"]?)" + re.escape(key) + r"\2", words[k])
            if seat and k > util + 1 and words[k - 1] not in ("-i", "-e"):
                unused = [e.value for e in rec.entities if e.type in ("Path", "Directory", "File") and e.value != key
                          and e.value not in command]
                if len(unused) == 1:
                    words[k] = (seat.group(1) or "") + unused[0]
                elif seat.group(1):
                    words[k] = seat.group(1)
                else:
                    continue
        flag = ["-e", f"'ssh -i {key}'"] if tool == "rsync" else ["-i", key]
        words[util + 1:util + 1] = flag
        return " ".join(words)
    return command


# DNS record types said in words ("the name servers of", "the IPv6 address of") or by name ("the MX records").
_RECORD_SAID = ((re.compile(r"\b(AAAA|MX|NS|TXT|SOA|CNAME|SRV|CAA|PTR|DNSKEY|DS)\b|\b(A)\s+records?\b"), None),
                (re.compile(r"\bname\s*servers?\b", re.I), "NS"), (re.compile(r"\bmail\s+(?:servers?|exchangers?|exchange\s+records?)\b", re.I), "MX"),
                (re.compile(r"\bIPv6\s+address", re.I), "AAAA"), (re.compile(r"\btext\s+records?\b", re.I), "TXT"))
_RECORD_TYPES = frozenset({"A", "AAAA", "MX", "NS", "TXT", "SOA", "CNAME", "SRV", "CAA", "PTR", "DNSKEY", "DS", "ANY"})


def dns_record_said(command: str, rec: Recognized) -> str:
    """``command`` with dig asking for the record type the request names: "list the name servers of wikipedia.org" gave
    ``dig +short wikipedia.org`` → ``dig +short NS wikipedia.org``;
    "the IPv6 address of google.com" gave ``dig IPv6 google.com`` → ``dig AAAA google.com``."""
    if not re.match(r"dig\s", command):
        return command
    said = None
    for pattern, kind in _RECORD_SAID:
        if (m := _found(pattern, rec.text)) is not None:
            said = kind or next(g for g in m.groups() if g)
            break
    if said is None or said == "A":
        return command   # an A record is what dig asks for unless told otherwise
    words = command.split(" ")
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS), len(words))
    if any(w.upper() in _RECORD_TYPES and w.isupper() or w in ("-t", "-x") for w in words[1:end]):
        return command
    words = [w for k, w in enumerate(words) if not (0 < k < end and w in ("IPv6", "IPv4", "ipv6", "ipv4"))]
    at = next((k for k in range(1, len(words)) if words[k] in SEGMENT_ENDS or not words[k].startswith(("+", "-", "@"))), len(words))
    asked = " ".join(words[:at] + [said] + words[at:])
    return re.sub(rf"\s+\|\s+grep\s+(?:-[eiw]\s+)*['\"]?{said}['\"]?$", "", asked)   # the records kept by grep: asked of dig


_SUM_FILE = re.compile(r"\.(?:sha\d*(?:sums?)?|md5(?:sums?)?|sums?|checksums?|b2)$", re.I)


def operands_in_place(command: str, rec: Recognized | None = None) -> str:
    """``command`` with two operands put where their tool reads them: zip's archive first (``zip a.txt b.txt
    files.zip`` → ``zip files.zip a.txt b.txt``), and a checksum written to the checksum file, not over the file
    summed (``sha256sum backup.tar.gz.sha256 > backup.tar.gz`` → ``sha256sum backup.tar.gz > backup.tar.gz.sha256``)."""
    m = re.fullmatch(r"zip((?:\s+-\S+)*)((?:\s+(?!-)[^\s|;&<>]+)+)", command)
    if m is not None:
        operands = m.group(2).split()
        archives = [k for k, w in enumerate(operands) if unquoted(w).endswith(".zip")]
        if len(archives) == 1 and archives[0] > 0 and not any("*" in w or "/" in w for w in operands[:archives[0]] if w.endswith(".zip")):
            operands.insert(0, operands.pop(archives[0]))
            return f"zip{m.group(1)} {' '.join(operands)}"
    m = re.fullmatch(r"((?:sha\d+|md5|b2|cksum)sum(?:\s+-\S+)*)\s+(\S+)\s+>\s+(\S+)", command)
    if m is not None and _SUM_FILE.search(m.group(2)) and not _SUM_FILE.search(m.group(3)):
        return f"{m.group(1)} {m.group(3)} > {m.group(2)}"
    return command


_BEARER = re.compile(r"\bbearer\s+(?:token\s+)?['\"]?([\w.~+/=-]{4,})['\"]?|\btoken\s+['\"]?([\w.~+/=-]{6,})['\"]?\s+as\s+(?:a\s+)?bearer\b", re.I)


def bearer_header(command: str, rec: Recognized) -> str:
    """``command`` sending the token the request names as a bearer token in curl's Authorization header: "GET
    https://api.example.com/me with the bearer token abc123" gave ``curl -H abc123 …`` → ``curl -H
    'Authorization: Bearer abc123' …``."""
    m = _found(_BEARER, rec.text)
    if m is None or "curl" not in command:
        return command
    token = m.group(1) or m.group(2)
    return re.sub(rf"(\s-H\s+)(['\"]?){re.escape(token)}\2(?=\s|$)", rf"\1'Authorization: Bearer {token}'", command, count=1)




_PLACED_IN_HOME = re.compile(r"(?<![\w/~.-])([\w][\w.-]*(?:/[\w.-]+)*)\s+(?:in|inside|under)\s+(?:my|your|the)\s+home\s+(?:dir(?:ectory)?|folder)\b", re.I)


def home_placed(command: str, rec: Recognized) -> str:
    """``command`` with the name the request places in the home folder given its path there: "create the
    folder projects/2024/reports in my home directory" gave ``mkdir -p projects/2024/reports`` (here, wherever
    here is) → ``mkdir -p ~/projects/2024/reports``; "a backup of /etc called etc-backup.tar.gz in my home
    directory" → ``~/etc-backup.tar.gz``. (``place_joined`` joins a name to the home folder where
    ``joined_places`` knows the tool's operands; this takes the one name the request places there, any tool.)"""
    m = _found(_PLACED_IN_HOME, rec.text)
    if m is None or m.group(1) not in {e.value for e in rec.entities if e.type in ("File", "Directory", "Path")}:
        return command   # "bigger than 1G in my home dir": a size, not a name placed there
    name = m.group(1)
    if re.search(rf"-i?name\s+['\"]?{re.escape(name)}", command):
        return command   # "search for report.pdf in my home folder": a name sought there, find ~ -name report.pdf
    return re.sub(rf"(?<![\w/~.$-]){re.escape(name)}(?![\w/.-])", f"~/{name}", command, count=1)


_ON_DATE = re.compile(r"\b(?:modified|changed|edited|created|written|saved|touched)\s+on\s+(\d{4}-\d{2}-\d{2})\b", re.I)


_DATES_BETWEEN = re.compile(r"\bbetween\s+(\d{4}-\d\d-\d\d)\s+and\s+(\d{4}-\d\d-\d\d)\b", re.I)


def day_bounded(command: str, rec: Recognized) -> str:
    """``command`` finding what changed on the one day the request names, not since it: "find files modified
    on 2024-01-15" gave ``find . -newermt 2024-01-15`` → ``find . -newermt 2024-01-15 ! -newermt 2024-01-16``;
    between two dates, a find with the upper bound alone gets the lower too (``-not -newermt 2024-01-01`` for
    "modified during 2023" → ``-newermt 2023-01-01 ! -newermt 2024-01-01``)."""
    span = _found(_DATES_BETWEEN, rec.text)
    if span is not None and command.startswith(("find ", "sudo find ")) and "-newermt" in command and span.group(1) not in command \
            and re.search(rf"(?:!|-not)\s+-newermt\s+['\"]?{span.group(2)}\b", command):
        # "modified during 2023" (read "between 2023-01-01 and 2024-01-01"): both bounds, whatever one the model wrote
        bounds = f"-newermt {span.group(1)} ! -newermt {span.group(2)}"
        tests = list(re.finditer(r"(?:(?:!|-not)\s+)?-newermt\s+\S+", command))
        return command[:tests[0].start()] + bounds + "".join(command[a.end():b.start()] for a, b in zip(tests, tests[1:])) \
            + command[tests[-1].end():]
    m = _found(_ON_DATE, rec.text)
    if m is None or not command.startswith("find ") or "! -newermt" in command or "-not -newermt" in command:
        return command
    day = m.group(1)
    try:
        following = (datetime.date.fromisoformat(day) + datetime.timedelta(days=1)).isoformat()
    except ValueError:
        return command
    return re.sub(rf"(-newermt\s+['\"]?{day}['\"]?)(?=\s|$)", rf"\1 ! -newermt {following}", command, count=1)


_BROKEN_LINKS = re.compile(r"\b(?:broken|dangling|dead|orphan(?:ed)?)\s+(?:sym(?:bolic)?\s*-?)?(?:links?|shortcuts?)\b", re.I)


def broken_links(command: str, rec: Recognized) -> str:
    """``command`` finding the links whose target is gone: "find broken symlinks in my home directory" gave
    ``find ~ -type l`` (every link) → ``find ~ -xtype l``."""
    if not _found(_BROKEN_LINKS, rec.text) or not command.startswith("find ") or " -L " in command or "-xtype" in command:
        return command
    return re.sub(r"\s-type\s+l\b", " -xtype l", command, count=1)


_STARTS_AND_ENDS = re.compile(r"\b(?:start|begin)\w*\s+with\s+\S+\s+and\s+(?:that\s+)?end\w*\s+(?:in|with)\s+\S+", re.I)


def name_both_ends(command: str, rec: Recognized) -> str:
    """``command`` with one name glob where the request asks for names that start with one thing and end with
    another: "files whose names start with report_ and end in .xlsx" gave ``find /shared -name "report_*" -or -name
    "*.xlsx"`` (either) → ``find /shared -name "report_*.xlsx"`` (both)."""
    if not _found(_STARTS_AND_ENDS, rec.text):
        return command
    return re.sub(r"-(i?name)\s+(['\"])([^*'\"\s]+)\*\2\s+-(?:o|or)\s+-i?name\s+(['\"])\*([^*'\"\s]+)\4",
                  lambda m: f'-{m.group(1)} "{m.group(3)}*{m.group(5)}"', command)


_NOT_DEEPER = re.compile(r"\bnot\s+recursive\w*|\bnon[\s-]?recursive\w*|\b(?:don'?t|do\s+not|without|never)\s+(?:look\w*|go\w*|descend\w*|recurs\w*|search\w*|enter\w*)"
                         r"\s+(?:in(?:to)?\s+)?(?:any\s+)?sub|\bdirectly\s+(?:in|inside|under)\b|\b(?:current\s+)?(?:directory|folder|dir)\s+only\b"
                         r"|\bonly\s+(?:the\s+)?top[\s-]level\b|\btop[\s-]level\s+only\b", re.I)


def find_not_deeper(command: str, rec: Recognized) -> str:
    """``command`` with find kept to the folder itself where the request says so: "files bigger than 1GB in the
    current directory only, don't look in subdirectories" gave ``find . -size +1G`` → ``find . -maxdepth 1 -size +1G``;
    a user named "me" is the user who asks (``-user me`` → ``-user $USER``)."""
    command = re.sub(r"(\s-user\s+)me\b", r"\1$USER", command)
    if not command.startswith("find ") or "-maxdepth" in command or "-prune" in command or not _found(_NOT_DEEPER, rec.text):
        return command
    words = command.split(" ")
    k = 1
    while k < len(words) and not words[k].startswith(("-", "!", "\\(", "(")):
        k += 1
    return " ".join(words[:k] + ["-maxdepth", "1"] + words[k:])


_BIGGER = re.compile(r"\b(?:over|bigger|larger|greater|more\s+than|above|exceed\w*|at\s+least|heavier)\b", re.I)
_SMALLER = re.compile(r"\b(?:under|smaller|less\s+than|below|at\s+most|lighter|tinier)\b", re.I)


def size_sign_said(command: str, rec: Recognized) -> str:
    """``command`` with find's size compared the way the request compares it: "find every file over 1GB anywhere in
    my home directory" gave ``find ~ -size 1G`` (exactly one gigabyte, rounded) → ``find ~ -size +1G``; "under 10k"
    given ``+10k`` → ``-10k``."""
    bigger, smaller = bool(_found(_BIGGER, rec.text)), bool(_found(_SMALLER, rec.text))
    if bigger == smaller or "find" not in command or len(re.findall(r"\s-size\s", command)) != 1 \
            or len([e for e in rec.entities if e.type == "Size"]) != 1:
        return command   # one size and one way of comparing it: "between 1M and 5M" has two
    return re.sub(r"(\s-size\s+)[+-]?(\d+[kMGTc]?)(?=\s|$)", lambda m: m.group(1) + ("+" if bigger else "-") + m.group(2), command)


def url_kept(command: str, rec: Recognized) -> str:
    """``command`` fetching the address the request gives where the model's wget or curl names none: "download
    https://example.com/files/syllabus.pdf into the current folder" gave ``wget -P .`` → ``wget
    https://example.com/files/syllabus.pdf``."""
    urls = [e.value for e in rec.entities if e.type == "Url"]
    if len(urls) != 1 or "://" in command:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("wget", "curl") and (end == util + 1 or words[end - 1] not in ("-O", "-o", "-P", "--output")):
            words.insert(end, urls[0])
            if words[util] == "wget" and words[util + 1:util + 3] == ["-P", "."]:
                del words[util + 1:util + 3]   # the current folder is where wget saves anyway
            return " ".join(words)
    return command


_LINES_WITHOUT = re.compile(r"\blines?\b(?:(?![.;]\s)[^;])*?\b(?:(?:that|which)\s+)?(?:don'?t|do\s+not|does\s+not|doesn'?t|not|never)\s+(?:contain|have|include|mention|match)\w*"
                            r"|\blines?\s+without\b", re.I)


def lines_not_files(command: str, rec: Recognized) -> str:
    """``command`` printing the lines without a word where the request asks for lines, not the files without it:
    "show the lines of tasks.txt that don't contain the word done" gave ``grep -rL done tasks.txt`` → ``grep -v done
    tasks.txt``."""
    words = command.split(" ")
    if not words or words[0] not in GREPS or not _found(_LINES_WITHOUT, rec.text) or re.search(r"\bfiles?\b", rec.text, re.I):
        return command
    out = []
    for w in words[1:]:
        if re.fullmatch(r"-[A-Za-z]*L[A-Za-z]*", w):
            w = "-" + "".join(c for c in w[1:] if c not in "rRL") + "v"
        out.append(w)
    return " ".join([words[0], *out]) if out != words[1:] else command


_ACCESS_ASKED = re.compile(r"\b(?:opened|accessed|viewed|looked\s+at)\b", re.I)   # "touched" is touch's: mtime
_CHANGE_ASKED = re.compile(r"\b(?:modif\w*|chang\w*|edit\w*|writ\w*|wrote|updat\w*|sav\w*|creat\w*)\b", re.I)


def access_times(command: str, rec: Recognized) -> str:
    """``command`` testing when files were last read where the request asks that: "find files in ~/Pictures that
    haven't been opened in a year" gave ``find ~/Pictures -type f -mtime +365`` (last changed) → ``-atime +365``; a date
    bound likewise (``-newermt`` → ``-newerat``, "last accessed before 2023-03-01")."""
    if "find" not in command or not _found(_ACCESS_ASKED, rec.text) or _found(_CHANGE_ASKED, rec.text):
        return command
    return re.sub(r"(\s)-newermt(\s)", r"\1-newerat\2", re.sub(r"(\s)-m(time|min)(\s)", r"\1-a\2\3", command))


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


def moved_what_was_made(command: str, rec: Recognized) -> str:
    """``command`` moving or copying the file its first step made where the model left the move without it:
    "compress the logs directory into logs.tar.gz and move the archive to /backup" gave ``tar -czf logs.tar.gz
    logs && mv /backup/`` → ``tar -czf logs.tar.gz logs && mv logs.tar.gz /backup/``."""
    m = re.fullmatch(r"(.*?(?:\btar\s+-[A-Za-z]*c[A-Za-z]*f\s+|\bzip\s+(?:-\S+\s+)*|\s-o\s+|>\s*)(\S+)(?:\s.*?)?)\s+&&\s+(mv|cp)\s+(?!-)(\S+)",
                     command)
    if m is None or unquoted(m.group(4)) == unquoted(m.group(2)):
        return command
    return f"{m.group(1)} && {m.group(3)} {m.group(2)} {m.group(4)}"


_TODAY = re.compile(r"\btoday\b", re.I)


def today_from_midnight(command: str, rec: Recognized) -> str:
    """``command`` counting "today" from midnight: "which files in ~/src changed today?" gave ``find ~/src -type f
    -mtime 0`` (the last 24 hours) → ``find ~/src -type f -daystart -mtime 0``."""
    if not _found(_TODAY, rec.text) or "-daystart" in command:
        return command
    if not re.match(r"(?:sudo\s+)?find\s", command):
        return command
    return re.sub(r"(\s)(-[mac]time\s+[-+]?0)(?=\s|$)", r"\1-daystart \2", command, count=1)


_BY_EXTENSION = re.compile(r"\b(?:by|per|for\s+each)\s+(?:file\s+)?(?:extension|type|suffix)\b|\bof\s+each\s+extension\b", re.I)


def extensions_counted(command: str, rec: Recognized) -> str:
    """``command`` counting files by extension over the files that have one: "count files per extension under
    /srv/uploads" gave ``find /srv/uploads -type f | awk -F. '{print $NF}' | …`` (a file without a dot counts its
    whole path) → ``find /srv/uploads -type f -name '*.*' | awk -F. …``."""
    if not _found(_BY_EXTENSION, rec.text) or "-name" in command.split("|")[0]:
        return command
    return re.sub(r"^((?:sudo\s+)?find\s+\S+(?:\s+-maxdepth\s+\d+)?\s+-type\s+f)(\s+\|\s+(?:awk\s+-F\.|sed\s+'s/\.\*\\\.//'|rev\b))",
                  r"\1 -name '*.*'\2", command)


_KEY_ORDER = "bdfghiMnRrV"   # sort's ordering letters as the key takes them, in the order man sort lists them
_SORT_ORDERING = re.compile(r"-[nrhgM]+")
_SORT_UNIQUE = re.compile(r"-[a-zA-Z]*[um][a-zA-Z]*|--unique|--merge")


def sort_key_bounded(command: str, rec: Recognized) -> str:
    """``command`` sorting by the one column the request names, not from it to the end of the line: "sort data.csv
    numerically by its 3rd column" gave ``sort -t, -k3 -n data.csv`` → ``sort -t, -k3,3n data.csv``, the key ending
    where the column ends and carrying the ordering options (a key with options of its own ignores the global ones).
    Left alone: several keys, a key already bounded, ``-u`` or ``-m``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "sort":
            continue
        args = words[util + 1:end]
        keys = [i for i, w in enumerate(args) if re.fullmatch(r"-k\d*", w) or w.startswith("--key")]
        if len(keys) != 1 or args[keys[0]].startswith("--key") or any(_SORT_UNIQUE.fullmatch(w) for w in args):
            continue
        i = keys[0]
        field, span = (args[i][2:], 1) if args[i] != "-k" else (args[i + 1] if i + 1 < len(args) else "", 2)
        if not field.isdigit():
            continue
        orders = "".join(w[1:] for w in args if _SORT_ORDERING.fullmatch(w))
        orders = "".join(sorted(set(orders), key=_KEY_ORDER.index))
        kept = [w for j, w in enumerate(args) if not _SORT_ORDERING.fullmatch(w) and not i <= j < i + span]
        at = sum(1 for w in args[:i] if not _SORT_ORDERING.fullmatch(w))
        out = kept[:at] + [f"-k{field},{field}{orders}"] + kept[at:]
        return " ".join(words[:util + 1] + out + words[end:])
    return command

_KEEP_ATTRIBUTES = re.compile(r"\b(?:keep\w*|preserv\w*|retain\w*|with)\s+(?:the\s+|all\s+|its\s+|their\s+)?(?:original\s+|same\s+)?"
                              r"(?:permissions|timestamps|dates|attributes|ownership|owners?|modes?|metadata|modification\s+times?|mtimes?)\b", re.I)


def attributes_kept(command: str, rec: Recognized) -> str:
    """``command`` with cp keeping what the request says the copy keeps: "copy the whole photos directory to
    /mnt/usb keeping permissions and timestamps" gave ``cp -r photos /mnt/usb`` → ``cp -a photos /mnt/usb``
    (a file alone: ``cp -p``)."""
    if not _found(_KEEP_ATTRIBUTES, rec.text):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
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


_ONE_FILESYSTEM = re.compile(r"\bwithout\s+(?:crossing|going|descending)\s+(?:in(?:to)?\s+|on(?:to)?\s+)?(?:other\s+|different\s+)?(?:file\s*systems|mounts|mount\s*points|"
                             r"partitions|devices)\b|\b(?:don'?t|do\s+not|never)\s+(?:cross|descend\s+into|go\s+into|enter)\s+(?:other\s+|different\s+)?"
                             r"(?:file\s*systems|mounts|mount\s*points|partitions)\b|\b(?:on\s+)?(?:the\s+)?(?:root|same|one|this)\s+file\s*system\s+only\b"
                             r"|\bonly\s+(?:on\s+)?(?:the\s+)?(?:root|same|one|this)\s+file\s*system\b", re.I)


def one_filesystem(command: str, rec: Recognized) -> str:
    """``command`` with find staying on the file system it starts on where the request says so: "files larger
    than 100M on the root filesystem only, without crossing into other mounts" → ``find / -xdev …``."""
    if not _found(_ONE_FILESYSTEM, rec.text) or "-xdev" in command or "-mount" in command:
        return command
    return re.sub(r"^((?:sudo\s+)?find(?:\s+-[HLP])*(?:\s+(?!-|\()\S+)+)", r"\1 -xdev", command, count=1)


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


_TAR_LETTER = ((re.compile(r"\.(?:tar\.gz|tgz)$"), "z"), (re.compile(r"\.(?:tar\.bz2|tbz2?)$"), "j"),
               (re.compile(r"\.(?:tar\.xz|txz)$"), "J"), (re.compile(r"\.tar$"), ""))


def tar_mode_given(command: str, rec: Recognized) -> str:
    """``command`` with the mode a tar without one needs, from the request's verb: "extract rootfs.tar into
    /mnt/rootfs preserving permissions" gave ``tar rootfs.tar -C /mnt/rootfs`` (tar refuses it) → ``tar -xpf
    rootfs.tar -C /mnt/rootfs``."""
    m = re.fullmatch(r"((?:sudo\s+)?tar)\s+(\S+)(\s.*)?", command)
    if m is None or not re.match(r"\s*(?:please\s+)?(?:extract|unpack|untar)\b", rec.text, re.I):
        return command
    archive = unquoted(m.group(2))
    letter = next((c for r, c in _TAR_LETTER if r.search(archive)), None)
    if letter is None:
        return command
    keep = "p" if _found(_KEEP_ATTRIBUTES, rec.text) else ""
    return f"{m.group(1)} -x{letter}{keep}f {m.group(2)}{m.group(3) or ''}"


def searched_not_included(command: str, rec: Recognized) -> str:
    """``command`` searching for the text the request names where the model made it grep's ``--include``
    (which takes a glob of file names): "search for TODO in all files under src and show line numbers" gave
    ``grep -n --include=TODO src`` → ``grep -rn TODO src``."""
    words = command.split(" ")
    if not words or words[0] not in ("grep", "egrep", "fgrep"):
        return command
    patterns = {e.value for e in rec.entities if e.type in ("Pattern", "Text") and not re.search(r"[*?.\[/]", e.value)}
    at = next((k for k, w in enumerate(words) if w.startswith("--include=") and unquoted(w[10:]) in patterns), None)
    if at is None or any(unquoted(w) == unquoted(words[at][10:]) for k, w in enumerate(words) if k != at):
        return command
    pattern = words.pop(at)[10:]
    flags = [w for w in words[1:] if w.startswith("-")]
    operands = [w for w in words[1:] if not w.startswith("-")]
    if len(operands) != 1:
        return command   # grep --include=TODO src .: which folder is meant is not clear
    if not has_flag(flags, "rR", "--recursive"):
        short = next((k for k, f in enumerate(flags) if re.fullmatch(r"-[A-Za-z]+", f)), None)
        if short is None:
            flags = ["-r"] + flags
        else:
            flags[short] = "-r" + flags[short][1:]
    return " ".join([words[0]] + flags + [pattern] + operands)


_NOT_PACKAGES = frozenset("""start enable run restart configure open check update upgrade remove then make set test use
launch verify show its it the a an all them dependencies everything don do dont then also please""".split())


def packages_listed(command: str, rec: Recognized) -> str:
    """``command`` installing every package the request lists: "install nginx and curl without being asked for
    confirmation" gave ``sudo apt install -y nginx`` → ``sudo apt install -y nginx curl``."""
    m = re.search(r"\binstall\s+(?:the\s+packages?\s+)?([a-z0-9][\w.+-]*(?:\s*,\s*[a-z0-9][\w.+-]*)*,?\s+and\s+[a-z0-9][\w.+-]*)\b(?!['’])", rec.text)
    if m is None:
        return command
    names = [n for n in items_listed(m.group(1)) if n]
    if any(n.lower() in _NOT_PACKAGES for n in names):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        args = words[util + 1:end]
        if words[util] not in ("apt", "apt-get", "dnf", "yum", "snap", "pip", "pip3", "brew") or "install" not in args:
            continue
        have = [n for n in names if n in args]
        if len(have) != 1 or have[0] != names[0]:
            continue
        k = util + 1 + args.index(names[0])
        return " ".join(words[:k + 1] + names[1:] + words[k + 1:])
    return command


_FOLDER_COPIED = re.compile(r"\b(?:copy|transfer|send|upload|download|push|pull|fetch|get|grab)\s+(?:the\s+|my\s+|this\s+|a\s+)?(?:whole\s+|entire\s+)?"
                            r"(?:(?:directory|folder|dir)\b|[~/.\w][\w./~-]*\s+(?:directory|folder|dir)\b)", re.I)


def remote_folder_recursive(command: str, rec: Recognized) -> str:
    """``command`` copying a folder to or from another host with ``scp -r``: "copy the directory /data/photos from
    backup.local (user alice) to the current directory" gave ``scp alice@backup.local:/data/photos .`` (scp
    refuses a folder without -r) → ``scp -r alice@backup.local:/data/photos .``."""
    if not _found(_FOLDER_COPIED, rec.text):
        return command
    words = command.split(" ")
    if words[:1] == ["sudo"]:
        words = words[1:]
    if words[:1] != ["scp"] or has_flag(words[1:], "r", "--recursive") or any(w in SEGMENT_ENDS for w in words):
        return command
    return command.replace("scp ", "scp -r ", 1)


def sum_flags_kept(command: str, rec: Recognized) -> str:
    """``command`` without the flags a checksum tool does not have: "get the sha256 fingerprint of ubuntu.iso" gave
    ``sha256sum -l ubuntu.iso`` (ssh-keygen's fingerprint flag; sha256sum refuses it) → ``sha256sum ubuntu.iso``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if re.fullmatch(r"(?:md5|sha1|sha224|sha256|sha384|sha512|b2)sum", words[util]):
            for k in range(util + 1, end):
                if re.fullmatch(r"-[A-Za-z]+", words[k]) and set(words[k][1:]) - set("bctwz"):
                    kept = "".join(c for c in words[k][1:] if c in "bctwz")
                    words[k] = f"-{kept}" if kept else ""
    return " ".join(w for w in words if w)


_DUPLICATES_DROPPED = re.compile(r"\b(?:duplicates?\s+(?:removed|dropped|taken\s+out|stripped)|(?:remov|drop|strip|delet|eliminat)\w*\s+(?:the\s+|any\s+|all\s+)?"
                                 r"duplicates?|without\s+(?:any\s+)?duplicates?|no\s+duplicates?|dedup\w*|de-dup\w*)\b", re.I)


def duplicates_dropped(command: str, rec: Recognized) -> str:
    """``command`` keeping one of each line where the request drops the duplicates: "print tags.txt in lowercase
    with duplicates removed" gave ``… | sort | uniq -d`` (only the duplicated lines) → ``… | sort -u``."""
    if not _found(_DUPLICATES_DROPPED, rec.text) or re.search(r"\b(?:only|just)\s+(?:the\s+)?duplicat|\bshow\w*\s+(?:the\s+)?duplicat", rec.text, re.I):
        return command
    command = re.sub(r"\bsort(\s+-[a-zA-Z]+)?\s+\|\s+uniq\s+-d\b(?!\S)", lambda m: "sort -u" if not m.group(1) else f"sort{m.group(1)}u", command)
    return re.sub(r"\buniq\s+-d\b(?!\S)", "uniq", command)


def backup_by_sed(command: str, rec: Recognized) -> str:
    """``command`` editing a file in place with sed's own backup where the model wrote the edit into the backup's
    name: "change every http:// to https:// in links.txt in place, keeping a backup named links.txt.bak" gave
    ``sed 's|…|' links.txt > links.txt.bak`` (the file unchanged) → ``sed -i.bak 's|…|' links.txt``."""
    m = re.fullmatch(r"((?:sudo\s+)?sed)\s+((?:-(?!i)\S+\s+)*)('[^']*'|\"[^\"]*\")\s+(\S+)\s+>\s+(\S+)", command)
    if m is None or not re.search(r"\bin[\s-]place\b|\boverwrit\w*|\bsame\s+file\b", rec.text, re.I):
        return command
    edited, backup = unquoted(m.group(4)), unquoted(m.group(5))
    if not backup.startswith(edited) or len(backup) == len(edited):
        return command
    return f"{m.group(1)} {m.group(2)}-i{backup[len(edited):]} {m.group(3)} {m.group(4)}"


_ONLY_ON_LINES = re.compile(r"\bonly\s+(?:on|in)\s+(?:the\s+)?lines?\s+(?:that\s+)?(?:contain(?:s|ing)?|match(?:es|ing)?|with|that\s+have|having|mentioning)\s+"
                            r"['\"]?([^\s'\",;]+)['\"]?", re.I)


def substitution_addressed(command: str, rec: Recognized) -> str:
    """``command`` with sed's substitution limited to the lines the request names: "replace localhost with 10.0.0.5
    but only on lines containing db_host, editing in place" gave ``sed -i 's/localhost/10.0.0.5/g' settings.conf``
    (every line) → ``sed -i '/db_host/s/localhost/10.0.0.5/g' settings.conf``."""
    m = _found(_ONLY_ON_LINES, rec.text)
    if m is None:
        return command
    where = _sed_marker(m.group(1))
    return re.sub(r"^((?:sudo\s+)?sed\s+(?:-\S+\s+)*)(['\"])(s(.).*)$", lambda k: f"{k.group(1)}{k.group(2)}/{where}/{k.group(3)}"
                  if "/" not in k.group(4) or k.group(4) == "/" else command, command, count=1)


_HASH_SAID = re.compile(r"(?<![\w-])(md5|sha-?1|sha-?224|sha-?256|sha-?384|sha-?512|b2|blake2b?)(?:sum)?(?![\w-])", re.I)


def hash_named(command: str, rec: Recognized) -> str:
    """``command`` computing the hash the request names: "write the sha512 checksum of backup.tar.gz to
    backup.tar.gz.sha512" gave ``sha256sum backup.tar.gz > …`` → ``sha512sum backup.tar.gz > …``."""
    said = {re.sub(r"-|blake2b?", lambda k: "" if k.group(0) == "-" else "b2", h.lower()) for h in _HASH_SAID.findall(rec.text)}
    if len(said) != 1:
        return command
    tool = f"{said.pop()}sum"
    return re.sub(r"\b(?:md5|sha1|sha224|sha256|sha384|sha512|b2)sum\b", tool, command)


def pid_only(command: str, rec: Recognized) -> str:
    """``command`` printing only process IDs where the request asks for them alone: "find the PID of nginx" gave
    ``pgrep -a nginx`` (each with its command line) → ``pgrep nginx``."""
    if not re.search(r"\b(?:pids?|process\s+ids?|process\s+numbers?|(?:is|are)\s+(?:\w+\s+)?running)\b", rec.text, re.I) or \
            re.search(r"\b(?:command|name|full|args|arguments|details|with)\b", rec.text, re.I):
        return command
    return re.sub(r"^((?:sudo\s+)?pgrep)\s+-a\s+", r"\1 ", command)


def key_comment_unasked(command: str, rec: Recognized) -> str:
    """``command`` without an ssh key comment that is only the key's type: "generate a new ed25519 ssh key" gave
    ``ssh-keygen -t ed25519 -C ed25519`` → ``ssh-keygen -t ed25519``."""
    return re.sub(r"^(ssh-keygen\b.*?\s-t\s+(\S+)\b.*?)\s+-C\s+\2(?=\s|$)", r"\1", command)


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


def each_confirmed(command: str, rec: Recognized) -> str:
    """``command`` with find asking before it deletes each file where the request says so: "find .orig files under
    the current directory and ask before deleting each one" gave ``find . -name "*.orig" -delete`` → ``find . -name
    "*.orig" -ok rm {} \\;``."""
    if not _found(_ASK_EACH, rec.text):
        return command
    return re.sub(r"^((?:sudo\s+)?find\s.*?)\s-delete$", r"\1 -ok rm {} \\;", command)


# The fields of the combined log format (nginx's and Apache's access.log): what a request names, where awk finds it.
_ACCESS_FIELDS = ((re.compile(r"\b(?:http\s+)?status(?:\s+codes?)?\b|\bresponse\s+codes?\b", re.I), "9"),
                  (re.compile(r"\b(?:urls?|paths?|pages?|endpoints?|request(?:ed)?\s+(?:paths?|urls?))\b", re.I), "7"),
                  (re.compile(r"\b(?:client\s+)?ips?\b|\bip\s+address(?:es)?\b|\bclients?\b|\bvisitors?\b", re.I), "1"))


def access_log_field(command: str, rec: Recognized) -> str:
    """``command`` printing the field of an access log the request names by what it holds, where it gives no number:
    "count requests per HTTP status code in access.log" gave ``awk '{print $1}' access.log | …`` → ``awk '{print $9}'
    access.log | …`` (status is the 9th field of the combined log format, the URL the 7th, the client's IP the 1st)."""
    if not re.search(r"\baccess(?:[._-]\w+)*\.log\b|/(?:nginx|apache2|httpd)/", rec.text) or re.search(r"\b(?:field|column)\s+\d", rec.text, re.I):
        return command
    per = re.search(r"\b(?:per|by|for\s+each|each)\s+(.{0,30})", rec.text, re.I)
    said = [field for pattern, field in _ACCESS_FIELDS if pattern.search(per.group(1) if per else "")]
    if len(said) != 1:
        return command
    return re.sub(r"^(awk\s+(?:-F\S+\s+)?'\{print\s+\$)(\d+)(\}')", lambda k: f"{k.group(1)}{said[0]}{k.group(3)}", command, count=1)


_EMAIL_LOWER = "'[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]+'"


def email_pattern(command: str, rec: Recognized) -> str:
    """``command`` with the e-mail address pattern written as most people write it, both cases spelt out instead of
    -i: ``grep -oiE '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]+'`` → ``grep -oE '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}'``
    (the same addresses)."""
    at = command.find(_EMAIL_LOWER)
    if at < 0:
        return command
    m = re.search(r"\bgrep\s+-([a-zA-Z]*)\s+$", command[:at])
    if m is None or "i" not in m.group(1):
        return command
    flags = m.group(1).replace("i", "")
    return (command[:m.start(1)] + flags + " " + "'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}'"
            + command[at + len(_EMAIL_LOWER):])


_FREE_UNITS = ((re.compile(r"\b(?:mega\s*bytes?|mebibytes?|MB|MiB|megs?)\b"), "-m"), (re.compile(r"\b(?:giga\s*bytes?|gibibytes?|GB|GiB|gigs?)\b"), "-g"),
               (re.compile(r"\b(?:kilo\s*bytes?|KB|KiB)\b"), "-k"))


def free_units(command: str, rec: Recognized) -> str:
    """``command`` showing memory in the unit the request names: "how much free memory do I have, in megabytes?" gave
    ``free -h`` → ``free -m``."""
    said = [flag for pattern, flag in _FREE_UNITS if pattern.search(rec.text)]
    words = command.split(" ")
    if len(said) != 1 or (words[:1] != ["free"] and words[:2] != ["sudo", "free"]) or any(w in SEGMENT_ENDS for w in words):
        return command
    at = words.index("free") + 1
    kept, k = [], at
    while k < len(words):
        w = words[k]
        if w == "-s" and k + 1 < len(words) and re.fullmatch(r"\d+(?:\.\d+)?", words[k + 1]):
            kept += [w, words[k + 1]]   # free -m -s 5: every five seconds
            k += 2
            continue
        if not re.fullmatch(r"-[hbkmgt]|--(?:human|mega|giga|kilo)\S*|-s|\S*mem\S*", w):
            kept.append(w)
        k += 1
    return " ".join(words[:at] + [said[0]] + kept)



# Programs that take one file a run: a shell script reading $1, basename/dirname, a test.
_ONE_AT_A_TIME = frozenset({"sh", "bash", "zsh", "basename", "dirname", "test", "[", "readlink", "realpath", "file", "mv", "cp", "ln"})


def common_spellings(command: str, rec: Recognized) -> str:
    """``command`` in the spelling most people use for the same thing: words split on any white space (``tr -s
    '[:space:]' '\n'``, not only on spaces), a file of zeros written a megabyte at a time (``dd if=/dev/zero of=disk.img
    bs=1M count=1024``, not one 1G block held in memory), column's separator as its own word (``-s $'\t'``), an IPv4
    address as ``([0-9]{1,3}\\.){3}[0-9]{1,3}``, find's -exec for many files at once (``{} +``) where the program
    takes many."""
    command = re.sub(r"\btr -s ' ' '\\n'", r"tr -s '[:space:]' '\\n'", command)
    def megabytes(m: re.Match) -> str:
        size = int(m.group(2)) * (1024 if m.group(3).upper() == "G" else 1) * int(m.group(4))
        return f"{m.group(1)}bs=1M count={size}"
    command = re.sub(r"(\bdd\s+if=/dev/(?:zero|urandom)\s+of=\S+\s+)bs=(\d+)([MG])\s+count=(\d+)\b", megabytes, command)
    command = command.replace("'[0-9]+\\.[0-9]+\\.[0-9]+\\.[0-9]+'", "'([0-9]{1,3}\\.){3}[0-9]{1,3}'")
    m = re.search(r"\s-exec\s+(?P<tool>\S+)(?P<args>[^;+]*?)\s\{\}\s\\;$", command)
    if m and m.group("tool") not in _ONE_AT_A_TIME and command.count("-exec") == 1 and not re.search(r"\s-i\b", m.group("args")) \
            and not (rec and re.search(r"\b(?:each\s+one|one\s+(?:at\s+a\s+time|by\s+one)|each\s+(?:file\s+)?separately|separately)\b", rec.text, re.I)):
        command = command[:-2] + "+"   # -exec … {} +: one run for many files, as most people write it
    return re.sub(r"\bcolumn\s+-t\s+-s\$'\\t'", r"column -t -s $'\\t'", command)



_COMPRESSOR_FLAGS = {"gzip": "123456789cdfhklLnNqrStvV", "bzip2": "123456789cdfhkLqstvVz", "xz": "0123456789cdefFhHklqQrStTvVz",
                     "zstd": "0123456789cdfhklqrvTo"}


# What asks cp for -i (ask before each overwrite) and for -n (never overwrite what is there)
_CP_ASKS = re.compile(r"\bask|confirm|interactiv|prompt|overwrit", re.I)
_CP_KEEPS = re.compile(r"overwrit|clobber|replac|already\s+(?:there|exists?|present)|existing\s+(?:files?|ones?|cop(?:y|ies))"
                       r"|(?:file|it|one)\s+exists|keep\s+(?:the\s+)?(?:old|original)", re.I)


def flags_unasked(command: str, rec: Recognized) -> str:
    """``command`` without flags the model adds that the request does not ask for and that change what happens:
    a compressor's -f (force) and any flag it does not have (``gzip -9 -i``), cp's -i (asks before each overwrite) and -n (never overwrites),
    pkill's and pgrep's -f for a process named by its name ("force kill everything named celery": ``pkill -9
    celery``), apt's -y (answers its question unasked), wget's -c (resumes a partial file), sort -f beside -V, grep -i for a word
    the request writes in capitals ("env vars with AWS in the name"), systemctl's --now beside enable or disable when
    the request says nothing of now."""
    words = command.split(" ")
    text = rec.text
    for util, end in simple_commands(words):
        name, flags = words[util], range(util + 1, end)
        for k in flags:
            w = words[k]
            if not re.fullmatch(r"-[A-Za-z0-9]+", w):
                continue
            letters = w[1:]
            if name in _COMPRESSOR_FLAGS:
                keep = "".join(c for c in letters if c in _COMPRESSOR_FLAGS[name] and (c != "f" or re.search(r"\bforce|overwrit", text, re.I)))
            elif name == "cp" and ("i" in letters and not _CP_ASKS.search(text) or "n" in letters and not _CP_KEEPS.search(text)):
                keep = "".join(c for c in letters if not (c == "i" and not _CP_ASKS.search(text) or c == "n" and not _CP_KEEPS.search(text)))
            elif name in ("pkill", "pgrep") and re.search(r"\b(?:named|called)\s+\S+", text, re.I) \
                    and not re.search(r"command[\s-]?line|argument|script|running\s+\S|match\w*", text, re.I) \
                    and all(re.fullmatch(r"[\w-]+", unquoted(words[j])) for j in flags if not words[j].startswith("-")):
                keep = letters.replace("f", "")   # "everything named celery": the process's name, not its command line
            elif name == "touch" and not re.search(r"\baccess", text, re.I):
                keep = letters.replace("a", "")   # touch -a changes the access time only: not what "update the timestamp" asks
            elif name == "ln" and not re.search(r"\breplac|\boverwrit|\bforce|\bupdat|\brepoint|\bpoint\b|\bexist|\bchange|\bswitch|\bmove|\bre-?point|\binstead\b", text, re.I):
                keep = "".join(c for c in letters if c not in "fn")   # ln -sfn replaces a link that is there: not asked
            elif name == "wget" and not re.search(r"\bresum|\bcontinu|\bpartial|\binterrupt|\bbroken|\bcut\s+off|\bpick\s+up|\bleft\s+off"
                                                  r"|\bwhere\s+it\s+(?:left|stopped)|\bhalf|\bunfinished|\bincomplete", text, re.I):
                keep = letters.replace("c", "")   # wget -c goes on with a partial file: asked only as "resume"
            elif name in ("apt", "apt-get") and not NO_PROMPT.search(text):
                keep = letters.replace("y", "")   # "remove packages that are no longer needed": apt asks, as the user expects
            elif name == "sort" and re.search(r"[un]", letters) and "V" in "".join(words[j] for j in flags if words[j].startswith("-")) \
                    and "V" not in letters:
                # beside -V: -n is refused (incompatible), -u drops lines unasked ("in IP order")
                unique = re.search(r"uniq|duplicat|dedup|distinct|\bonce\b|\bdiffer", text, re.I)
                keep = "".join(c for c in letters if c != "n" and (c != "u" or unique))
            elif name == "sort" and "V" in letters + "".join(words[j] for j in flags if words[j].startswith("-")) \
                    and not re.search(r"\bcase\b", text, re.I):
                keep = letters.replace("f", "")
            else:
                continue
            words[k] = f"-{keep}" if keep else ""
        if name == "systemctl" and "--now" in words[util + 1:end] \
                and not re.search(r"\bnow\b|\bstart(?!s?\s+(?:at|on|during|with)\s+(?:the\s+)?(?:boot|startup|system)|s?\s+automatically)|\bstop"
                                  r"|\bright\s+away|\bimmediately|\bas\s+well\b|\btoo\b|\brunning\b", text, re.I):
            words[words.index("--now", util + 1)] = ""   # "enable cron so it starts at boot": not started now as well
        if name in ("grep", "egrep") and not re.search(r"\bcase\b|\bcapital|\bupper|\blower", text, re.I):
            pattern = next((unquoted(words[j]) for j in flags if not words[j].startswith("-")), "")
            if re.fullmatch(r"[A-Z][A-Z0-9_]{1,}", pattern) and re.search(rf"\b{pattern}\b", text):
                for j in flags:
                    if re.fullmatch(r"-[A-Za-z]*i[A-Za-z]*", words[j]):
                        words[j] = "-" + words[j][1:].replace("i", "") if words[j] != "-i" else ""
    return " ".join(w for w in words if w)



def find_plain(command: str, rec: Recognized) -> str:
    """``command`` without a find option that changes nothing the request asks about, ``-mindepth 1`` beside ``-type f``
    (the start folder is no file) or in a plain listing; and a config test's errors left on screen (``sudo nginx -t
    2> /dev/null`` hides the very errors asked for). (A redundant ``-print`` stays: dropping it made candidates that
    differed only there one, and NL2Bash's references often write it: test template top-3 25.2 → 23.7.)"""
    command = re.sub(r"^((?:sudo\s+)?(?:nginx|sshd|apache2ctl|apachectl|named-checkconf|visudo)\s+(?:-t|-c|configtest)\b.*?)\s+2>\s*/dev/null$", r"\1", command)
    if not re.match(r"(?:sudo\s+)?find\s", command):
        return command
    first = command.split(" | ")[0]
    if " -type f" in first or not re.search(r"\s-(?:delete|exec|execdir|ok)\b|\s-type\s+d\b", first):
        first = first.replace(" -mindepth 1", "")
    return " | ".join([first] + command.split(" | ")[1:])


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


# "set the timestamp of photo.jpg to yesterday": the time touch sets, when the request names one.
_TOUCH_TIME = re.compile(r"\b(?:timestamp|time|date|mtime|modification\s+time|access\s+time)s?\b(?:(?![.;]\s)[^;])*?\bto\s+"
                         r"(yesterday|today|tomorrow|\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|(?:last|next)\s+\w+|\d+\s+\w+\s+ago)\b", re.I)


def touch_time_said(command: str, rec: Recognized) -> str:
    """``command`` with the time the request gives on a ``touch`` that sets none ("set the timestamp of photo.jpg
    to yesterday" gave ``touch photo.jpg``, now → ``touch -d yesterday photo.jpg``)."""
    m = _found(_TOUCH_TIME, rec.text)
    if m is None:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "touch" and not has_flag(words[util + 1:end], "dtr", r"--date\S*|--reference\S*"):
            when = m.group(1)
            words.insert(util + 1, "-d " + (f"'{when}'" if " " in when else when))
            return " ".join(words)
    return command


# Kinds of special files find names with -type: "named pipes under /run", "socket files in /var/run".
_FIND_KINDS = ((re.compile(r"\bnamed\s+pipes?\b|\bfifos?\b", re.I), "p"), (re.compile(r"\bsockets?(?:\s+files?)?\b", re.I), "s"),
               (re.compile(r"\bblock\s+(?:special\s+)?devices?\b", re.I), "b"), (re.compile(r"\bcharacter\s+(?:special\s+)?devices?\b", re.I), "c"))


def find_kind_said(command: str, rec: Recognized) -> str:
    """``command`` with the -type a request's kind of special file names on a ``find`` ("find named pipes under
    /run" gave ``find /run -name pipes -type f`` → ``find /run -type p``)."""
    if not command.startswith("find ") or not re.search(r"\bfind\b|\blist\b|\bsearch\b|\bwhere\b", rec.text, re.I):
        return command
    kind = next((k for pattern, k in _FIND_KINDS if pattern.search(rec.text)), None)
    if kind is None:
        return command
    words = command.split(" ")
    end = next((i for i, w in enumerate(words) if w in SEGMENT_ENDS), len(words))
    k = 1
    while k < end and not words[k].startswith("-"):
        k += 1
    tail = words[k:end]
    out, i = [], 0
    while i < len(tail):   # drop the model's -type and a -name that names the kind ("-name pipes")
        if tail[i] == "-type" and i + 1 < len(tail) or tail[i] in ("-name", "-iname") and i + 1 < len(tail) \
                and re.fullmatch(r"['\"]?\*?(?:pipes?|fifos?|sockets?|devices?|block|character)\*?['\"]?", tail[i + 1], re.I):
            i += 2
            continue
        out.append(tail[i])
        i += 1
    return " ".join(words[:k] + ["-type", kind] + out + words[end:])


def header_uncounted(command: str, rec: Recognized | None = None) -> str:
    """``command`` not counting ps's header line as a process: "how many processes is user www-data running" gave
    ``ps -u www-data | wc -l`` (one too many) → ``ps -u www-data --no-headers | wc -l``."""
    return re.sub(r"^((?:sudo\s+)?ps\s+[^|;&]*?)\s*\|\s*wc\s+-l$",
                  lambda m: m.group(0) if re.search(r"--no-headers?|\s-\w*h\b|=(?:\s|$)", m.group(1)) else f"{m.group(1)} --no-headers | wc -l",
                  command)


def tar_reads_list(command: str, rec: Recognized | None = None) -> str:
    """``command`` with tar reading the names found from its input: ``find images -name '*.jpg' | xargs tar -cf
    photos.tar`` runs tar once per batch of names, each run writing the archive anew, so only the last batch is
    kept; ``| tar -cf photos.tar -T -`` takes all."""
    verbose = rec is not None and re.search(r"\bverbose|\bshow(?:ing)?\s+(?:each|every|the\s+files|progress)|\blist(?:ing)?\s+(?:each|every|the\s+files)", rec.text, re.I)
    return re.sub(r"\|\s*xargs\s+tar\s+(-?c[a-zA-Z]*f)\s+(\S+)$",
                  lambda m: f"| tar -{m.group(1).lstrip('-') if verbose else m.group(1).lstrip('-').replace('v', '')} {m.group(2)} -T -", command)


def sums_saved(command: str, rec: Recognized | None = None) -> str:
    """``command`` writing checksums to the file named for them: "write md5 checksums of every file under dist to
    checksums.md5" gave ``md5sum dist/* checksums.md5`` (a file to check, not to write) → ``md5sum dist/* >
    checksums.md5``."""
    return re.sub(rf"^((?:sudo\s+)?{_SUM_TOOLS}\s+(?!-\w*c)[^|;&<>]*?[^\s|;&<>])\s+([\w./~-]*(?:\.(?:md5|sha1|sha256|sha512|sum|sums)|SUMS|checksums[\w.-]*))$",
                  r"\1 > \2", command)


def stage_repeated(command: str, rec: Recognized | None = None) -> str:
    """``command`` without a pipeline stage that repeats the one before it: ``tail -n 50 error.log | tail -n 50``,
    ``column -t -s, inventory.csv | column -t`` (the second does what the first did)."""
    stages = command.split(" | ")
    kept = stages[:1]
    for stage in stages[1:]:
        before, words = kept[-1].split(" "), stage.split(" ")
        if words[0] == before[0] and words[0] not in ("sort", "uniq", "cut", "awk", "sed", "tr", "xargs") \
                and not any(w in SEGMENT_ENDS or w.startswith(("$(", "<(")) for w in words) and set(words[1:]) <= set(before[1:]):
            continue
        kept.append(stage)
    return " | ".join(kept)


REWRITES = (named_link_last, link_target_first, scp_host_named, remote_as_written, unasked_follow, name_part_glob,
            first_columns, plural_processes, names_listed, place_joined, image_port, typed_flags, container_side,
            spoken_mode, recursion_asked, echo_for_text, python_runs, asked_follow, commit_message, du_each, folder_files_moved,
            local_package, java_class_run, plural_top, foreign_port, lsof_port, extension_swap, mkdir_parents,
            venv_activate, sed_unswapped, sed_rebuilt, host_not_path, unasked_inversion, excluded_not_archive, archive_source,
            converted_output, systemctl_unit, original_removed, dry_run, empty_kind, grep_folder_recursive,
            grep_names_only, tr_turned, awk_columns, find_here, grep_lines_asked, line_endings_way,
            rm_files_not_trees, exec_not_recursive, grep_include, socket_protocols, zone_named, exclude_dir_base,
            comments_and_blanks, gzipped_in_folder, git_author, followed_lines, pip_requirements, rsync_ssh_port,
            listed_excludes, flags_said, kind_kept, denied_reader, owner_and_group, commits_kept, find_deletes,
            case_pairs_joined, diff_names_only, said_separator, fields_onward, lines_left_out, uniq_asked,
            total_size, unzip_members, output_in_folder, hash_forms, version_asked, time_sign, mirror_contents,
            ages_between, chars_left_out, cut_ranges, wc_counts_said, pid_file_read, here_unsaid, folder_made_first,
            copied_with_mode, tar_from_list, listed_files_used, service_state_asked, apt_asked,
            line_inserted, credentials_joined, download_saved,
            top_folder_dropped, owner_of_processes, grep_glob_anchored,
            find_size_added, find_modes_said, find_owner_said, find_pruned, date_side, modes_by_kind, watched_unquoted,
            comm_columns, sed_any_case, searched_case,
            length_compared, either_pattern, sed_shown_not_saved, dated_names,
            crontab_wiped, tool_flags_said, context_side, tr_classes, named_in_folder, kinds_listed, find_names_listed, made_inside,
            asked_manner, folder_in_place, find_fixed, ls_only, small_repairs, split_prefix, glob_in_place,
            contents_searched, content_times, date_format_words, date_format_operand, sed_backup_kept,
            own_folder_left, range_marked, shutdown_scheduled, ufw_protocol, remote_cp_as_scp,
            journal_grepped, journal_unit, listing_turned, group_kept, sort_in_place, group_commands, unit_masked,
            awk_field_test, fields_counted, column_left_out, line_numbers_only, key_file_named, identity_key_used, dns_record_said, operands_in_place,
            bearer_header, home_placed, day_bounded, broken_links, access_times, prefix_added,
            newest_kept, moved_what_was_made, today_from_midnight, phrasebook, extensions_counted,
            sort_key_bounded, attributes_kept, one_filesystem, failures_only, tar_mode_given,
            searched_not_included, packages_listed, remote_folder_recursive, sum_flags_kept,
            duplicates_dropped, backup_by_sed, substitution_addressed, hash_named,
            pid_only, key_comment_unasked, image_written, each_confirmed, access_log_field,
            email_pattern, free_units, common_spellings, flags_unasked, find_plain,
            stat_fields, touch_time_said, find_kind_said, sed_in_place, first_matches, project_here, all_output_teed,
            compressed_readers, lines_end_said, apt_not_yum, sed_word_edit, inputs_sorted, lines_counted, sort_output_named,
            valued_flags_said, disk_or_memory, one_count, name_both_ends, find_not_deeper, url_kept, lines_not_files, size_sign_said, folder_space_used, wrapped_program, command_wrapped,
            header_uncounted, tar_reads_list, sums_saved, stage_repeated)


def rewrite(command: str, rec: Recognized) -> str:
    """``command`` after every rewrite of ``REWRITES``. A rewrite that fails on a command it did not foresee leaves
    the command as it was (logged), so one rule's bug costs one rewrite, not the user's whole answer."""
    for step in REWRITES:
        try:
            command = step(command, rec)
        except Exception:   # noqa: BLE001 - any bug of one rule; the others still run
            _log.exception("rewrite %s failed on %r", step.__name__, command)
    return command
