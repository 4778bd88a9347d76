"""Developer and package tools: ``git`` commits, authors, diffs and resets, ``pip``, ``apt`` (rather than
another distribution's tool), Python and Java runs, virtual environments, ``docker`` ports and copies,
programs' versions, and build output kept whole.
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import NOT_NAMES, Recognized, items_listed
from serval.model.generic import COMMAND_STARTS
from serval.model.repair import has_flag, simple_commands, unquoted
from serval.model.rewrites.shared import _KIND_LEFT_OUT, _found


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


_SOURCED_FOLDER = re.compile(r"(?<![\w./-])(source|\.) ((?:\./)?[\w.~/-]*(?:venv|env|virtualenv)[\w.-]*)/?(?=\s*(?:$|[;&|]))")


def venv_activate(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a virtual environment's folder sourced as its activate script: "activate the
    virtualenv in venv" gave ``source venv`` (a folder is no script) → ``source venv/bin/activate``."""
    def activate(m: re.Match) -> str:
        if m.group(2).rsplit("/", 1)[-1].endswith(".env"):   # source .env: a dotenv file of variables
            return m.group(0)
        return f"{m.group(1)} {m.group(2)}/bin/activate"
    return _SOURCED_FOLDER.sub(activate, command)


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


_PIP_REQUIREMENTS = re.compile(r"\b(pip3?|python3?\s+-m\s+pip)\s+install\s+((?:-[\w-]+\s+)*)(?!-r\s)([\w./~-]*\.txt)\b")


def pip_requirements(command: str, rec: Recognized | None = None) -> str:
    """``command`` with ``-r`` before a requirements file pip installs (``pip install requirements.txt``
    looks for a package of that name)."""
    return _PIP_REQUIREMENTS.sub(lambda m: m.group(0) if re.search(r"(?:^|\s)(?:-r|--requirement)\s", m.group(2))
                                 else f"{m.group(1)} install {m.group(2)}-r {m.group(3)}", command)


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


_WHICH_FILES = re.compile(r"\b(?:which|what)\s+files\b|\b(?:list|names?)\s+(?:of\s+)?(?:the\s+)?(?:changed\s+)?files\b"
                          r"|\bfile\s*names\b|\bjust\s+the\s+(?:file\s*)?names\b", re.I)


def diff_names_only(command: str, rec: Recognized) -> str:
    """``command`` with ``--name-only`` on a ``git diff`` for a request that asks which files changed
    ("which files changed between tags v1.2 and v1.3"), not for the changes themselves; ``-q`` on a ``diff -r`` of
    two folders ("just list the files that differ"); a kind of file a ``diff -r`` leaves out ("… but ignore .o files": ``-x
    '*.o'``)."""
    left = _found(_KIND_LEFT_OUT, rec.text)
    if left is not None and re.match(r"diff\s+(?:-\S+\s+)*-[a-zA-Z]*r", command) and " -x " not in command and "--exclude" not in command:
        glob = left.group("glob") if left.group("glob").startswith("*") else "*" + left.group("glob")
        command = re.sub(r"^(diff\s+(?:-\S+\s+)*-[a-zA-Z]*r[a-zA-Z]*)", rf"\1 -x '{glob}'", command)   # "… but ignore .o files"
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


# diff's options said in words: (pattern, flag) pairs, in the order they are written; "ignoring whitespace and case"
_IGNORING = r"\bignor\w*\s+(?:(?:blank\s+lines|white\s*space|spaces|case|the\s+case)(?:\s*,\s*|\s+(?:and|or)\s+))?"
_DIFF_OPTIONS = ((re.compile(rf"{_IGNORING}(?:the\s+|all\s+|any\s+)?(?:blank|empty)\s+lines\b", re.I), "-B"),
                 (re.compile(r"\bignor\w*\s+(?:the\s+)?(?:changes\s+in\s+(?:the\s+)?)?amount\s+of\s+white\s*space\b", re.I), "-b"),
                 (re.compile(rf"{_IGNORING}(?:all\s+|any\s+)?(?:white\s*space|spaces)(?!\s+at)\b", re.I), "-w"),
                 (re.compile(rf"{_IGNORING}(?:the\s+)?(?:upper\s*/?\s*lower\s+)?case\b|\bcase[\s-]*insensitive\w*\b", re.I), "-i"),
                 (re.compile(r"\bside[\s-]+by[\s-]+side\b", re.I), "-y"),
                 (re.compile(r"\bcolou?r(?:ed|ful|ized|ised|s)?\b", re.I), "--color"))
_IGNORING_FLAGS = ("B", "b", "w", "i")
_COMMON_SUPPRESSED = re.compile(r"\b(?:only|just)\s+(?:the\s+)?(?:lines\s+that\s+(?:differ|changed)|differ\w*\s+lines|changed\s+lines|changes|differences)\b"
                                r"|\b(?:suppress\w*|hid(?:e|ing)|without|skip\w*|no)\s+(?:the\s+)?(?:common|identical|same|unchanged)\s+lines\b", re.I)
_CONTEXT_LINES = re.compile(r"\b(\d+)\s+lines\s+of\s+context\b|\bcontext\s+of\s+(\d+)\s+lines\b", re.I)


def diff_options_said(command: str, rec: Recognized) -> str:
    """``command`` with the ``diff`` options the request says in words: "diff schema.sql and schema_prod.sql but ignore
    blank lines" gave ``diff -w …`` → ``diff -B …`` (an ignoring flag the request never says goes); "side by side … only
    the lines that differ" ``-y --suppress-common-lines``; "coloured" ``--color``; "with 5 lines of context" ``-U 5``."""
    words = command.split(" ")
    util = 1 if words[:1] == ["sudo"] else 0
    if words[util:util + 1] != ["diff"]:
        return command
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS or w in (">", ">>")), len(words))
    wanted = [flag for pattern, flag in _DIFF_OPTIONS if _found(pattern, rec.text)]
    if "-y" in wanted or has_flag(words[util + 1:end], "y", "--side-by-side"):
        if _found(_COMMON_SUPPRESSED, rec.text):
            wanted.append("--suppress-common-lines")
    context = _found(_CONTEXT_LINES, rec.text)
    if not wanted and not context:
        return command
    said = {f[1] for f in wanted if len(f) == 2}
    if said & set(_IGNORING_FLAGS):   # an ignoring flag the request does not say, where it says another: the model's guess
        for k in range(util + 1, end):
            if re.fullmatch(r"-[A-Za-z]+", words[k]):
                kept = "".join(c for c in words[k][1:] if c not in _IGNORING_FLAGS or c in said)
                words[k] = f"-{kept}" if kept else ""
    if context:
        n = context.group(1) or context.group(2)
        for k in range(util + 1, end):
            if re.fullmatch(r"-[A-Za-z]+", words[k]) and re.search("[uc]", words[k]):
                words[k] = re.sub("[uc]", "", words[k]).rstrip("-") if len(words[k]) > 2 else ""
        wanted.append(f"-U {n}")
    args = [w for w in words[util + 1:end] if w]
    missing = [f for f in wanted if f.startswith("-U") or not (f in args or len(f) == 2 and has_flag(args, f[1]))]
    return " ".join(words[:util + 1] + missing + [w for w in words[util + 1:] if w])


_BYTES_SAID = re.compile(r"\bbytes?\b|\bbyte[\s-]+(?:by|for)[\s-]+byte\b|\bbinary\b", re.I)
_EVERY_BYTE = re.compile(r"\b(?:every|each|all(?:\s+the)?|list(?:\s+(?:all|every|each)(?:\s+the)?)?|how\s+many|count)\s+(?:of\s+the\s+)?(?:differing\s+)?bytes?\b", re.I)
_FIRST_BYTES = re.compile(r"\b(?:first|initial)\s+(\d+)\s+bytes\b", re.I)


def bytes_compared(command: str, rec: Recognized) -> str:
    """``command`` comparing two files byte by byte with ``cmp`` where the request speaks of bytes: "where is the first
    byte that differs between firmware_a.bin and firmware_b.bin" gave ``diff -q a b`` → ``cmp a b``; every differing
    byte ``cmp -l``, how many of them ``cmp -l a b | wc -l``, "only the first 512 bytes" ``cmp -n 512``."""
    m = re.fullmatch(r"(?:diff|cmp)(?:\s+-[a-zA-Z]+)*\s+([^\s|;&<>-]\S*)\s+([^\s|;&<>-]\S*)(\s*\|\s*wc\s+-l)?", command)
    if m is None or not _found(_BYTES_SAID, rec.text) or re.search(r"\b(?:folders?|directories|dirs?)\b", rec.text, re.I):
        return command
    first = _found(_FIRST_BYTES, rec.text)
    every = _found(_EVERY_BYTE, rec.text)
    counted = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", rec.text, re.I)
    flags = (" -l" if every else "") + (f" -n {first.group(1)}" if first else "")
    return f"cmp{flags} {m.group(1)} {m.group(2)}" + (" | wc -l" if every and counted else "")


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


_NO_QUESTIONS = re.compile(r"\bwithout\s+(?:asking|being\s+asked|(?:a\s+)?(?:confirm\w*|prompt\w*))|\bno\s+(?:confirm\w*|prompts?|questions)\b"
                           r"|\bnon[\s-]?interactive(?:ly)?\b|\bassum\w*\s+yes\b|\b(?:auto(?:matically)?|always)\s+(?:answer\s+)?yes\b", re.I)


def apt_asked(command: str, rec: Recognized) -> str:
    """``command`` with apt doing it the way the request says: "list installed packages" gave ``apt list`` (every
    package the archive has) → ``apt list --installed``; "upgrade all packages without asking for confirmation"
    → ``apt upgrade -y``; dpkg installing or removing runs as root."""
    if re.fullmatch(r"(?:sudo\s+)?apt\s+list", command) and re.search(r"\binstalled\b", rec.text, re.I):
        return command + " --installed"
    if _found(_NO_QUESTIONS, rec.text):
        command = re.sub(r"(\bapt(?:-get)?\s+(?:install|upgrade|full-upgrade|dist-upgrade|remove|purge|autoremove)\b)(?![^|;&]*\s-y\b)([^|;&]*)",
                         r"\1\2 -y", command)
    # dpkg -i pkg.deb: installing or removing a package is root's
    return re.sub(r"(^|&&\s+|;\s+)dpkg\s+(?=-[iPr]\b|--install\b|--remove\b|--purge\b)", r"\1sudo dpkg ", command)


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


# Words that want the output on the screen as well as in the file
_ON_SCREEN = re.compile(r"\b(?:as\s+well\s+as\s+|and\s+(?:also\s+)?|while\s+(?:still\s+)?(?:showing\s+it\s+)?)on\s+(?:the\s+)?(?:screen|terminal|console)\b"
                        r"|\bwhile\s+(?:still\s+)?(?:seeing|watching|showing|printing)\b|\band\s+(?:also\s+)?(?:show|print|display)\s+it\s+(?:too|as\s+well)\b", re.I)
# Words that want the output on the screen too (tee's job), not only in the file
_SEEN_TOO = re.compile(r"\b(?:show\w*|display\w*|screen|see\w*|print\w*|watch\w*|also|while|terminal|console|both|tee|view\w*|echo\w*|copy)\b", re.I)
_SYSTEM_FILE = re.compile(r"^/(?:etc|var|usr|opt|root|srv|boot|lib|proc|sys|dev)/")


def tee_unasked(command: str, rec: Recognized) -> str:
    """``command`` writing its output to the file the request names with a redirection where the request does not ask
    to see it as well: "save the output of df -h to disk_report.txt" gave ``df -h | tee disk_report.txt`` → ``df -h >
    disk_report.txt`` ("append …" ``>>``); a file of the system stays with tee, run as root (``| sudo tee -a
    /var/log/uptime.log``), as a redirection cannot be. The other way round, output written to a file "as well as on
    the screen" goes through tee (``./deploy.sh 2>&1 | tee deploy.log``)."""
    shown = re.fullmatch(r"(?P<cmd>[^|;&<>]*\S)\s+(?P<op>>>?)\s+(?P<file>[~./\w$][\w./~$()+%-]*)(?P<err>\s+2>&1)?", command)
    if shown is not None and _found(_ON_SCREEN, rec.text):   # "… in deploy.log as well as on the screen": tee
        return f"{shown.group('cmd')}{' 2>&1' if shown.group('err') else ''} | tee{' -a' if shown.group('op') == '>>' else ''} {shown.group('file')}"
    m = re.fullmatch(r"(?P<cmd>.*\S)\s+\|\s+(?P<sudo>sudo\s+)?tee(?P<append>\s+-a)?\s+(?P<file>[~./\w$][\w./~$()+%-]*)", command)
    if m is None or _found(_SEEN_TOO, rec.text) or "2>&1" in m.group("cmd") or m.group("sudo"):
        return command   # (sudo tee: a file only root may write)
    if _SYSTEM_FILE.match(m.group("file")):
        return command if m.group("sudo") or command.startswith("sudo ") else \
            f"{m.group('cmd')} | sudo tee{m.group('append') or ''} {m.group('file')}"
    return f"{m.group('cmd')} {'>>' if m.group('append') else '>'} {m.group('file')}"


# "… appending its normal output to import.out and its errors to import.err", "throw away the permission errors, and
# save the list to bak_files.txt": where each stream goes.
_ERRORS_TO = re.compile(r"\b(?:its\s+|the\s+|all\s+)?(?:errors?|error\s+(?:output|messages)|stderr|standard\s+error)\s+(?:go\s+)?(?:to|into|in)\s+"
                        r"(?P<file>[~./\w][\w./~-]*\.\w+)", re.I)
_ERRORS_DROPPED = re.compile(r"\b(?:throw\w*\s+away|discard\w*|hid\w*|suppress\w*|ignor\w*|silenc\w*|drop\w*|without)\s+(?:the\s+|all\s+|any\s+)?"
                             r"(?:permission(?:\s+denied)?\s+)?(?:errors?|error\s+messages|denied\s+messages|warnings)\b"
                             r"|\b(?:hid\w*|suppress\w*|silenc\w*|ignor\w*|without)\s+(?:the\s+|all\s+|any\s+)?permission\s+denied(?:\s+(?P<noun>noise|spam|clutter|junk|lines|messages|stuff))?\b", re.I)


def streams_said(command: str, rec: Recognized) -> str:
    """``command`` with each output stream where the request sends it: ``./import.sh >> import.out > import.err`` for
    "appending its normal output to import.out and its errors to import.err" → ``… >> import.out 2>> import.err``;
    ``find / -name "*.bak" 2> bak_files.txt`` for "throw away the permission errors, and save the list to
    bak_files.txt" → ``… 2> /dev/null > bak_files.txt``."""
    errors = _found(_ERRORS_TO, rec.text)
    if errors is not None and "2>&1" not in command and "&>" not in command \
            and not re.search(r"(?<![\w./-])(?:stdout|output|out)\s+and\s+(?:its\s+|the\s+)?$", rec.text[:errors.start()], re.I):   # "output and errors to x": both
        file = re.escape(errors.group("file"))
        appending = bool(re.search(r"\bappend\w*\b", rec.text, re.I))
        return re.sub(rf"(?<![\d&>])>>?\s*({file})(?=\s|$)", lambda k: f"{'2>>' if appending else '2>'} {k.group(1)}", command, count=1)
    dropped = _found(_ERRORS_DROPPED, rec.text)
    if dropped:
        m = re.search(r"\s2>\s*(?!/dev/null|&)(\S+)$", command)
        if m is not None and re.search(rf"\b(?:to|into|in)\s+{re.escape(m.group(1))}", rec.text):
            return f"{command[:m.start()]} 2> /dev/null > {m.group(1)}"
        noun = dropped.groupdict().get("noun")
        if noun:   # "hide the permission denied noise": the noise is stderr, not a word to grep away
            command = re.sub(rf"\s+\|\s+grep\s+(?:-v\s+)?['\"]?{noun}['\"]?$", "", command, flags=re.I)
        first = re.match(r"(?:sudo\s+)?(?:find|grep|egrep|du|ls|locate)\s[^|;&<>]*?(?=\s+\||$)", command)
        if first is not None and "2>" not in command and "&>" not in command:
            return f"{command[:first.end()]} 2> /dev/null{command[first.end():]}"
    return command


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


_NOT_PACKAGES = frozenset("""start enable run restart configure open check update upgrade remove then make set test use
launch verify show its it the a an all them dependencies everything don do dont then also please""".split())


def packages_listed(command: str, rec: Recognized) -> str:
    """``command`` installing every package the request lists: "install nginx and curl without being asked for
    confirmation" gave ``sudo apt install -y nginx`` → ``sudo apt install -y nginx curl``; "install htop, iotop and ncdu"
    gave ``sudo apt install iotop`` → ``sudo apt install htop iotop ncdu``."""
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
        at = [util + 1 + j for j, a in enumerate(args) if a in names]   # the listed packages it wrote, any of them ("iotop" alone)
        if not at or at != list(range(at[0], at[-1] + 1)) or len(at) == len(names):
            continue
        return " ".join(words[:at[0]] + names + words[at[-1] + 1:])
    return command
