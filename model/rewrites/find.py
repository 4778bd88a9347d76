"""Rewrites of ``find``: the names it matches (a part of the name, both ends, either case, every name a request
lists), the kinds it tests (-type, -empty, -xtype), its sizes, depth and file system, permissions and owners said
in words, folders it leaves out whole (-prune), slips in its expressions, and what it does with what it finds
(-delete, -exec, -ok).
"""

from __future__ import annotations

import functools
import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import EXTENSION_WORDS, NOT_NAMES, Recognized
from serval.model.repair import OWNERSHIP_TOOLS, asks_all_depths, simple_commands, unquoted
from serval.model.rewrites.shared import _ASK_EACH, _ONE_FILESYSTEM, _find_action_at, _found


# "with mp3 in the name": a part of the name, so find's -name needs the stars around it.
_IN_THE_NAME = re.compile(r"(?:\b|(?<=['\"]))([\w.-]+)['\"]?\s+(?:anywhere\s+|somewhere\s+)?in\s+(?:the|its|their)\s+(?:file\s*)?names?\b"
                          r"|\bnames?\s+(?:contain(?:s|ing)?|includ(?:es|ing))\s+['\"]?([\w.-]+)\b", re.I)


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
    parts = {m.group(1) or m.group(2) for m in _IN_THE_NAME.finditer(rec.text)}
    if not parts:
        return command
    words = command.split(" ")
    for i in range(1, len(words)):
        if words[i - 1] in ("-name", "-iname") and words[i] in parts:
            words[i] = f'"*{words[i]}*"'
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


def depth_uncapped(command: str, rec: Recognized) -> str:
    """``command`` without a find's ``-maxdepth 1`` where the request takes in every level: "grab every .jpg from
    ~/Pictures/2023 and all its subfolders and put them flat into ~/flat_jpgs" gave ``find ~/Pictures/2023 -maxdepth 1
    -name "*.jpg" …`` in every candidate."""
    if " -maxdepth 1 " not in command + " " or not re.match(r"(?:sudo\s+)?find\s", command) or not asks_all_depths(rec.text):
        return command
    return (command + " ").replace(" -maxdepth 1 ", " ", 1).rstrip()


def deletion_unasked(command: str, rec: Recognized) -> str:
    """``command`` listing what a find finds where the model deleted it and the request only asks to see it: "find
    leftover .orig and .rej files from the patch" gave ``find . \\( -name "*.orig" -o -name "*.rej" \\) -delete`` (every
    candidate deleted) → ``find . \\( … \\)``. The deletion is what ``unasked_destruction`` counts."""
    m = re.fullmatch(r"((?:sudo\s+)?find\s.*?)\s+(?:-delete|-exec\s+rm\s+(?:-[rf]+\s+)?\{\}\s+(?:\+|\\;))", command)
    if m is None:
        return command
    from serval.model.translator import unasked_destruction   # (the translator's rule of what a request asks to destroy)
    return m.group(1) if unasked_destruction(command.split(" "), rec.text) else command


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
    at = _find_action_at(words)
    ages = [e.start for e in rec.entities if e.type == "Timespan"]
    age = next((k for k, w in enumerate(words) if w in ("-mtime", "-mmin", "-atime", "-amin", "-ctime", "-newermt")), None)
    if age is not None and ages and sizes[0].start < min(ages):
        at = age   # in the request's order: "over 100M that haven't been modified in 90 days"
    return " ".join(words[:at] + [test] + words[at:])


# Who a permission is said of, and what right ("others can't read", "world-writable", "the group has write permission").
_PERM_WHO = (("o", r"others?|other\s+users|everyone\s+else|anyone\s+else|the\s+world|world"), ("g", r"(?:the|its|their)\s+group|group"),
             ("u", r"(?:the|its|their)\s+owner|owner|(?:the\s+)?user"), ("any", r"anyone|anybody"), ("a", r"everyone|everybody|all"))
_PERM_RIGHT = (("r", r"read\w*"), ("w", r"writ\w*"), ("x", r"execut\w*|run\w*"))
_WHO_WORDS = "|".join(w for _, w in _PERM_WHO)
_RIGHT_WORDS = r"read(?:able)?|writ(?:e|able|eable)|execut(?:e|able)"
_NEGATED = r"can(?:not|'t|\s+not)|(?:does|do)(?:n't|\s+not)\s+have|(?:has|have)\s+no|lacks?|(?:is|are)\s+missing|missing|without|not"
_PERM_SAID = (
    # "world-writable", "readable by others", "executable by anyone"; "group-writable", "other-readable"
    re.compile(rf"\bworld[\s-]*(?P<right>{_RIGHT_WORDS})\b(?P<who>)(?P<neg>)", re.I),
    re.compile(rf"\b(?P<who>group|owner|others?)-(?P<right>{_RIGHT_WORDS})\b(?P<neg>)", re.I),
    re.compile(rf"(?P<neg>\bnot\s+)?\b(?P<right>{_RIGHT_WORDS})\s+by\s+(?P<who>{_WHO_WORDS})\b", re.I),
    # "that others can't read", "where the group has write permission", "the group cannot read"
    re.compile(rf"\b(?P<who>{_WHO_WORDS})\s+(?:(?P<neg>{_NEGATED})\s+|can\s+|(?:has|have)\s+(?:the\s+)?)"
               rf"(?P<right>{_RIGHT_WORDS})(?:\s+(?:permission|access|rights?|bit))?\b", re.I),
    # "missing the owner execute bit", "without group write permission"
    re.compile(rf"\b(?P<neg>{_NEGATED})\s+(?:the\s+|any\s+)?(?P<who>{_WHO_WORDS})(?:'s)?\s+(?P<right>read|write|execute)\s+(?:bit|permission)", re.I),
    # "with any execute bit set"
    re.compile(r"\bany\s+(?P<right>read|write|execute)\s+(?:bit|permission)(?P<who>)(?P<neg>)", re.I),
    # "missing the execute bit", "without execute permission": nobody said, the owner's bit (the one that runs it)
    re.compile(rf"\b(?P<neg>{_NEGATED})\s+(?:the\s+|an?\s+)?(?P<right>read|write|execute)\s+(?:bit|permission|flag)s?\b(?P<who>)(?P<bare>)", re.I),
)
_PERM_SELF = re.compile(r"\b(?:that\s+|which\s+)?(?:I|i)(?:\s+(?P<neg>can(?:not|'t|\s+not)|am\s+not\s+allowed\s+to|don't\s+have\s+permission\s+to)|(?P<neg2>'m\s+not\s+allowed\s+to)"
                        r"|\s+(?:can|am\s+allowed\s+to|am\s+able\s+to|have\s+permission\s+to)|'m\s+(?:allowed|able)\s+to)\s+(?P<right>read|write|modify|execute|run)\b"
                        r"|\b(?P<right2>readable|writable|writeable|executable)\s+by\s+me\b", re.I)
_SPECIAL_SAID = ((re.compile(r"\bset-?uid(?:\s+bit)?\s+or\s+(?:the\s+)?set-?gid\b|\bset-?gid(?:\s+bit)?\s+or\s+(?:the\s+)?set-?uid\b", re.I), "-perm /6000"),
                 (re.compile(r"\b(?:missing|without|lack\w*|no)\s+(?:the\s+)?sticky\s+bit\b", re.I), "! -perm -1000"),
                 # one special bit alone ("find directories with the sticky bit set", "setuid files in /usr/bin")
                 (re.compile(r"\bsticky(?:\s+bit)?\b", re.I), "-perm -1000"),
                 (re.compile(r"\b(?:set-?uid|suid)\b", re.I), "-perm -4000"),
                 (re.compile(r"\b(?:set-?gid|sgid)\b", re.I), "-perm -2000"))


# A request that looks for files (the bits alone of ``_SPECIAL_SAID`` are then what they are found by)
_LOOKED_FOR = re.compile(r"\b(?:find|list|search|locate|which|show|look|print|count|where|any)\w*\b", re.I)


# What a find does with what it finds: its new tests go before these.
_FIND_ACTION = r"(?:-exec|-execdir|-ok|-delete|-print0?|-printf|-ls|-fprint)\b"


@functools.lru_cache(maxsize=256)   # read by the rewriting of every candidate of one request
def _modes_said(text: str) -> tuple[str, ...]:
    """find's permission tests for what ``text`` says of who may read, write or run the files: "others can't read"
    → ``! -perm -o+r``; "world-writable" → ``-perm -o+w``; "any execute bit" → ``-perm /111``; "that I can't
    read" → ``! -readable``; "setuid or setgid" → ``-perm /6000``."""
    tests: list[tuple[int, int, str]] = []
    for pattern in _PERM_SAID:
        for m in pattern.finditer(text):
            if any(start <= m.start() < end for start, end, _ in tests):
                continue
            right = next(r for r, words in _PERM_RIGHT if re.fullmatch(words, m.group("right"), re.I))
            said = m.group("who") or ""
            who = next((w for w, words in _PERM_WHO if said and re.fullmatch(words, said, re.I)), "o" if "world" in m.group(0).lower() else "any")
            who = "u" if "bare" in pattern.groupindex else who
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
    looked_for = _LOOKED_FOR.search(text) is not None
    for k, (pattern, test) in enumerate(_SPECIAL_SAID):
        if k >= 2 and not looked_for:
            break   # "set the sticky bit on /srv/dropbox": a bit given, not one files are found by
        if (m := pattern.search(text)) is not None and not any(start <= m.start() < end for start, end, _ in tests):
            tests.append((m.start(), m.end(), test))
    return tuple(t for _, _, t in sorted(tests))


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
    old = re.compile(r"(?:(?:!|-not)\s+)?(?:(?:-perm\s+)+\S+|-readable|-writable|-executable)(?=\s|$)")   # (-perm -perm -4000: one)
    first = old.search(expression)
    if first is not None:
        head, tail = expression[:first.start()].rstrip(), old.sub("", expression[first.start():])
    else:
        action = re.search(r"\s" + _FIND_ACTION, expression)
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
        at = _after_places(words, words.index("find") + 1)
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
    return _owner_changed(out, text).strip()


# "every file under /srv owned by olduser to be owned by newuser", "change the group to dev for every file … that has
# group ops": the owner a find looks for and the one its chown or chgrp gives.
_OWNER_HELD = re.compile(r"\b(?<!\bbe\s)(?:owned\s+by|belong(?:s|ing)?\s+to|(?:has|have|having|with)\s+(?:the\s+)?(?:group|owner)|"
                         r"(?:group|owner)\s+(?:is|of))\s+(?:the\s+)?(?:user\s+|group\s+)?(?P<name>[a-z_][\w-]*)", re.I)
_OWNER_GIVEN = re.compile(r"\bto\s+(?:be\s+owned\s+by\s+|belong\s+to\s+)?(?:the\s+)?(?:user\s+|group\s+)?(?P<name>[a-z_][\w-]*)\b", re.I)


# "files owned by alice", "that belong to www-data", "that user deploy modified", "that belong to me", "my own
# directories in /tmp": the owner of what a find looks for.
_OWNED_BY = re.compile(r"\b(?:owned\s+by|belong(?:s|ing)?\s+to|whose\s+owner\s+is)\s+(?:the\s+)?(?:(?P<group>group)\s+|user\s+)?(?P<name>(?!(?:user|group)\b)\$?[a-z_][\w-]*)(?![\w$])"
                       r"|\b(?:that|which)\s+(?:the\s+)?user\s+(?P<doer>[a-z_][\w-]*)\s+(?:has\s+)?(?:modified|changed|edited|created|made|wrote|touched|owns)\b"
                       r"|\b(?P<mine>my\s+own)\s+(?:files|dir(?:ectorie)?s|folders|stuff)\b|\b(?:that|which)\s+(?P<own>i)\s+own\b"
                       r"|\b(?:does|do|did)\s+(?P<owner>(?!i\b|you\b|we\b|they\b)[a-z_][\w-]*)\s+own\b", re.I)


def find_owner_added(command: str, rec: Recognized) -> str:
    """``command`` with the owner test a find left out though the request names the owner: "find files owned by
    alice in /home/shared larger than 100MB" gave ``find /home/shared -type f -size +100M`` → ``find /home/shared
    -type f -user alice -size +100M``; "… that belong to me" is ``-user "$USER"``, "owned by the group staff"
    ``-group staff``. Only a find that tests no owner or group, and whose request does not give an owner
    ("change the owner … to deploy": ``find_owner_said``'s)."""
    words = command.split(" ")
    at = 1 if words[:1] == ["find"] else 2 if words[:2] == ["sudo", "find"] else None
    if at is None or not re.search(r"\b(?:owned|belong|owner|user|own)\b", rec.text, re.I):
        return command
    m = _found(_OWNED_BY, rec.text)
    if m is None or any(w in _OWNER_TESTS for w in words) or re.search(r"\b(?:ch(?:own|grp)|owner(?:ship)?\s+to|to\s+be\s+owned)\b", rec.text, re.I):
        return command
    name = m.group("name") or m.group("doer") or m.group("owner")
    if name is not None and (name.lower() in NOT_NAMES | {"me", "us", "nobody", "no", "any", "an", "someone", "a"}):
        if name.lower() != "me":
            return command
        name = None
    test = f"-group {name}" if m.group("group") else f"-user {name}" if name else '-user "$USER"'
    at = _after_places(words, at)
    while words[at:at + 1] and words[at] in ("-type", "-maxdepth", "-mindepth", "-xdev", "-mount", "-depth"):
        at += 1 if words[at] in ("-xdev", "-mount", "-depth") else 2   # past the options find wants first, and the kind
    return " ".join(words[:at] + [test] + words[at:])


_OWNER_TESTS = frozenset({"-user", "-uid", "-nouser", "-group", "-gid", "-nogroup"})


def _after_places(words: list[str], at: int) -> int:
    """The index past the places a find searches, its words read from ``at`` (the word after ``find``): where a new
    test may go."""
    while at < len(words) and not words[at].startswith("-") and words[at] not in ("!", "\\(", "|", ">", "&&"):
        at += 1
    return at


def _owner_changed(command: str, text: str) -> str:
    """A find that changes owners with the owner sought and the owner given each where the request says:
    ``find /srv -user newuser -exec chown olduser {} +`` → ``-user olduser -exec chown newuser``; ``-group ops
    -exec chgrp ops`` (the group sought given again) → ``chgrp dev``."""
    for test, tool in (("-user", "chown"), ("-group", "chgrp")):
        sought = re.search(rf"{test}\s+(\S+)", command)
        given = re.search(rf"\b{tool}\s+(?:-\w+\s+)*([a-z_][\w-]*)(?=\s|$)", command)
        if sought is None or given is None:
            continue
        held = [m.group("name") for m in _OWNER_HELD.finditer(text) if m.group("name").lower() not in NOT_NAMES | {"user", "group"}]
        gives = [m.group("name") for m in _OWNER_GIVEN.finditer(text)
                 if m.group("name").lower() not in NOT_NAMES | {"be", "user", "group", "them", "it"} and m.group("name") not in held]
        if len(held) != 1 or len(gives) != 1:
            continue
        a, b = sought.group(1), given.group(1)
        if {a, b} <= {held[0], gives[0]} and (a, b) != (held[0], gives[0]):
            command = command[:sought.start(1)] + held[0] + command[sought.end(1):given.start(1)] + gives[0] + command[given.end(1):]
    return command


# "skipping /home/bob/.cache and /home/bob/Downloads", "not counting anything inside ~/api/venv", "ignoring ./.git",
# "skipping any directory called cache or tmp": folders a find is to leave out whole.
_ITEM = r"[~./\w][\w./~-]*"
_PRUNED = re.compile(rf"\b(?:not\s+counting\s+(?:anything|what'?s?|files)\s+(?:is\s+)?(?:inside|in|under|within)|skip(?:ping)?|exclud(?:e|ing)|ignor(?:e|ing)"
                     rf"|leav(?:e|ing)\s+out|without\s+(?:descending|going|looking|searching)\s+(?:into|in)|but\s+not\s+(?:in|inside|under)"
                     rf"|except(?:\s+for)?(?:\s+(?:the\s+ones?|anything|what'?s|files|those)\s+(?:in|inside|under|within))?)\s+"
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
    if m is None or "-prune" in command or not re.search(r"\b(?:skip|exclud|ignor|leav|without|not\s+counting|but\s+not|except)", rec.text, re.I):
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
        # find venv … for "python files in ~/code except the venv folder": the one other place the request names
        others = [e.value for e in rec.entities if e.type in ("Path", "Directory") and e.value.rstrip("/") not in (i.rstrip("/") for i in items)]
        if parent and parent != start.rstrip("/") and parent in rec.text:
            start = parent
        elif len(others) == 1:
            start = others[0]
        else:
            return command
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
    action = re.search(r"(?:^|\s)" + _FIND_ACTION, expression)
    body = expression if action else (expression + " -print").strip()
    return re.sub(r"\s+", " ", f"{m.group(1)} {start} {prune} -prune -o {body}{after}").strip()


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


# "isn't a .jpg, .png or .gif", "neither .txt nor .md", "other than .csv and .tsv": the names listed are the ones left out
_NOT_THESE = re.compile(r"\b(?:is\s*n'?t|isnt|is\s+not|are\s*n'?t|arent|are\s+not|not|neither|other\s+than|except(?:\s+for)?|apart\s+from|besides"
                        r"|excluding)\s+(?:an?\s+|the\s+|any\s+|of\s+|one\s+)*(?P<first>\*?\.\w+|[\w*.-]+\*[\w*.-]*)", re.I)


# A find test that no "!" or "-not" negates (and no longer option ends in it).
_UNNEGATED = r"(?<![\w-])(?<!! )(?<!-not )"


def find_alternatives_negated(command: str, rec: Recognized) -> str:
    """``command`` with a find's list of names left out where the request negates the list: "anything in uploads that
    isn't a .jpg, .png or .gif" gave ``find uploads -type f \\( -name "*.jpg" -o -name "*.png" -o -name "*.gif" \\)`` →
    ``find uploads -type f ! \\( … \\)``; "files here that are neither .txt nor .md" gave ``find . -name "*.txt" -o -name
    "*.md"`` → ``find . ! -name "*.txt" ! -name "*.md"``. Only when the first name the negation says is the list's first."""
    m = _found(_NOT_THESE, rec.text)
    if m is None or not command.startswith(("find ", "sudo find ")):
        return command
    first = m.group("first")
    first = "*" + first if first.startswith(".") else first
    group = re.search(r"(?P<neg>(?:!|-not)\s+)?\\\(\s+-i?name\s+(['\"]?)(?P<name>[^\s'\"]+)\2(?:\s+(?:-o|-or)\s+-i?name\s+\S+)+\s+\\\)", command)
    if group is not None:
        if group.group("neg") or group.group("name").lower() != first.lower():
            return command
        return command[:group.start()] + "! " + command[group.start():]
    chain = re.search(_UNNEGATED + r"-(?P<t>i?name)\s+(['\"]?)(?P<name>[^\s'\"]+)\2(?:\s+(?:-o|-or)\s+-i?name\s+\S+)+(?=\s*$|\s+(?:-print|-exec|-delete|\||>))", command)
    if chain is None:
        tests = re.findall(_UNNEGATED + r"-i?name\s+(['\"]?)([^\s'\"]+)\1", command)
        if len(tests) == 1 and tests[0][1].lower() == first.lower() and len(re.findall(r"-i?name\s", command)) == 1:
            return re.sub(_UNNEGATED + r"(-i?name\s)", r"! \1", command, count=1)   # "that are not .txt"
        return command
    if chain.group("name").lower() != first.lower():
        return command
    tests = re.findall(r"-i?name\s+\S+", chain.group(0))
    return command[:chain.start()] + " ".join("! " + t for t in tests) + command[chain.end():]


_POINTS_INTO = re.compile(r"\bpoint(?:s|ing)?\s+(?:somewhere\s+|anywhere\s+)?(?:in|into|inside|under|below|within)\b", re.I)


def links_into(command: str, rec: Recognized) -> str:
    """``command`` with a find's link target made a folder's contents where the request asks for links that point into
    it: "symlinks in my home that point somewhere in /mnt/old" gave ``find ~ -lname /mnt/old`` (only links to the
    folder itself) → ``find ~ -type l -lname '/mnt/old/*'``."""
    m = re.search(r"-lname\s+(['\"]?)(\*?)(/[^\s'\"*]*?)/?\1(?=\s|$)", command)
    if m is None or not _found(_POINTS_INTO, rec.text):
        return command
    out = command[:m.start()] + f"-lname '{m.group(3)}/*'" + command[m.end():]
    return out if "-type l" in out else out.replace(" -lname", " -type l -lname", 1)


def find_fixed(command: str, rec: Recognized | None = None) -> str:
    """``command`` with two slips of find's expressions put right: ``! -name "*.c" -o -name "*.h"`` (not a .c
    file, or a .h file: the .h files kept) → ``! -name "*.c" ! -name "*.h"``; ``-path node_modules -prune``
    (a path is never just that name) → ``-name node_modules -prune``; ``! -name .git`` (a file named .git) for
    "excluding .git" → ``-not -path '*/.git/*'``; and a test said twice with -o
    (``-iname "*.jpg" -o -iname "*.jpg"``) once; ``-not -path "test_*.py"`` (no path is so) is ``! -name``; a change is no test (``! -exec chmod``) and prints nothing the request
    does not ask to see (``-print -exec chmod``)."""
    if "find" not in command:
        return command
    command = re.sub(r"(?:!|-not)\s+(-i?name\s+\S+)\s+(?:-o|-or)\s+(-i?name\s+\S+)(?!\s+\\\))", r"! \1 ! \2", command)
    command = re.sub(r"-path\s+(['\"]?)([\w.-]+)\1(\s+-prune)", r"-name \1\2\1\3", command)
    # ! -name .git (a file so named) for "excluding .git": a folder's contents are left out by their path
    command = re.sub(r"(?:!|-not)\s+-i?name\s+(['\"]?)(\.git|\.svn|\.hg|node_modules|\.venv|venv|vendor|__pycache__)\1(?=\s|$)(?!\s+-prune)",
                     r"-not -path '*/\2/*'", command)
    # -not -path "test_*.py": a path starts with the folder searched, so a pattern without "/" that starts with no "*" never
    # matches and leaves nothing out; the names were meant
    command = re.sub(r"(?:!|-not)\s+-i?path\s+(['\"]?)([^\s/'\"*][^\s/'\"]*)\1(?=\s|$)(?!\s+-prune)",
                     lambda m: f"! -name {m.group(1)}{m.group(2)}{m.group(1)}" if m.group(2) not in (".", "..") else m.group(0), command)
    # ! -exec chmod 755 {} + for "… but don't touch the files": a change is made, not tested for
    command = re.sub(r"(?:!|-not)\s+(-exec(?:dir)?\s+(?:chmod|chown|chgrp|rm|mv|cp|touch)\s)", r"\1", command)
    # -print -exec chmod 644 {} + for "… should become 644": the change alone, unless the names are asked for too
    if rec is not None and not _SHOWN.search(rec.text):
        command = re.sub(r"\s-print(\s+-exec(?:dir)?\s+(?:chmod|chown|chgrp)\s)", r"\1", command)
    return re.sub(r"(-i?name\s+(\S+))\s+(?:-o|-or)\s+-i?name\s+\2(?=\s|$)", r"\1", command)


_SHOWN = re.compile(r"(?<![/.\w-])(?:print\w*|show\w*|list\w*|display\w*|echo\w*|report\w*|verbose\w*|see|tell|which|names?)(?![/.\w-])", re.I)


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


_EXACT_SIZE = re.compile(r"\bexactly\s+\d+(?:\.\d+)?\s*(?:bytes?|[kmg]i?b|kilobytes?|megabytes?|gigabytes?|[kmgc])\b(?:\s+(?:in\s+size|big|large|long))?", re.I)


def size_sign_said(command: str, rec: Recognized) -> str:
    """``command`` with find's size compared the way the request compares it: "find every file over 1GB anywhere in
    my home directory" gave ``find ~ -size 1G`` (exactly one gigabyte, rounded) → ``find ~ -size +1G``; "under 10k"
    given ``+10k`` → ``-10k``."""
    if _found(_EXACT_SIZE, rec.text) and "find" in command and len(re.findall(r"\s-size\s", command)) == 1:
        return re.sub(r"(\s-size\s+)[+-](\d+[kMGTc]?)(?=\s|$)", r"\1\2", command)   # "exactly 4096 bytes": no sign
    bigger, smaller = bool(_found(_BIGGER, rec.text)), bool(_found(_SMALLER, rec.text))
    if bigger == smaller or "find" not in command or len(re.findall(r"\s-size\s", command)) != 1 \
            or len([e for e in rec.entities if e.type == "Size"]) != 1:
        return command   # one size and one way of comparing it: "between 1M and 5M" has two
    return re.sub(r"(\s-size\s+)[+-]?(\d+[kMGTc]?)(?=\s|$)", lambda m: m.group(1) + ("+" if bigger else "-") + m.group(2), command)


_BY_EXTENSION = re.compile(r"\b(?:by|per|for\s+each)\s+(?:their\s+|its\s+)?(?:file\s+)?(?:extension|type|suffix)\b|\bof\s+each\s+extension\b", re.I)


def extensions_counted(command: str, rec: Recognized) -> str:
    """``command`` counting files by extension over the files that have one: "count files per extension under
    /srv/uploads" gave ``find /srv/uploads -type f | awk -F. '{print $NF}' | …`` (a file without a dot counts its
    whole path) → ``find /srv/uploads -type f -name '*.*' | awk -F. …``."""
    if not _found(_BY_EXTENSION, rec.text) or "-name" in command.split("|")[0]:
        return command
    # find … | wc -l for "count files by extension": one number, not one per extension
    # (or a count per line with no extension cut out of the names: find . -type f | grep -c <pattern> | sort | uniq -c)
    counted = re.fullmatch(r"((?:sudo\s+)?find\s+\S+(?:\s+-maxdepth\s+\d+)?)(?:\s+-type\s+f)?\s+\|\s+(?:wc\s+-l|(?:(?!sed|awk|rev|cut)[^|]+\|\s+)*"
                           r"(?:sort\s+\|\s+)?uniq\s+-c(?:\s+\|\s+sort\s+-n?rn?)?)", command)
    if counted and re.search(r"\bcount\w*|\bhow\s+many\b|\bnumber\s+of\b", rec.text, re.I):
        return f"{counted.group(1)} -type f -name '*.*' | sed 's/.*\\.//' | sort | uniq -c | sort -rn"
    return re.sub(r"^((?:sudo\s+)?find\s+\S+(?:\s+-maxdepth\s+\d+)?\s+-type\s+f)(\s+\|\s+(?:awk\s+-F\.|sed\s+'s/\.\*\\\.//'|rev\b))",
                  r"\1 -name '*.*'\2", command)




def one_filesystem(command: str, rec: Recognized) -> str:
    """``command`` with find staying on the file system it starts on where the request says so: "files larger
    than 100M on the root filesystem only, without crossing into other mounts" → ``find / -xdev …``."""
    if not _found(_ONE_FILESYSTEM, rec.text) or "-xdev" in command or "-mount" in command:
        return command
    return re.sub(r"^((?:sudo\s+)?find(?:\s+-[HLP])*(?:\s+(?!-|\()\S+)+)", r"\1 -xdev", command, count=1)


def each_confirmed(command: str, rec: Recognized) -> str:
    """``command`` with find asking before it deletes each file where the request says so: "find .orig files under
    the current directory and ask before deleting each one" gave ``find . -name "*.orig" -delete`` → ``find . -name
    "*.orig" -ok rm {} \\;``."""
    if not _found(_ASK_EACH, rec.text):
        return command
    return re.sub(r"^((?:sudo\s+)?find\s.*?)\s-delete$", r"\1 -ok rm {} \\;", command)


def find_plain(command: str, rec: Recognized) -> str:
    """``command`` without a find option that changes nothing the request asks about, ``-mindepth 1`` beside ``-type f``
    (the start folder is no file) or in a plain listing; a ``-print0`` that ends a listing (NULs on a terminal); and a config test's errors left on screen (``sudo nginx -t
    2> /dev/null`` hides the very errors asked for). (A redundant ``-print`` stays: dropping it made candidates that
    differed only there one, and NL2Bash's references often write it: test template top-3 25.2 → 23.7.)"""
    command = re.sub(r"^((?:sudo\s+)?(?:nginx|sshd|apache2ctl|apachectl|named-checkconf|visudo)\s+(?:-t|-c|configtest)\b.*?)\s+2>\s*/dev/null$", r"\1", command)
    if not re.match(r"(?:sudo\s+)?find\s", command):
        return command
    first = command.split(" | ")[0]
    if " -type f" in first or not re.search(r"\s-(?:delete|exec|execdir|ok)\b|\s-type\s+d\b", first):
        first = first.replace(" -mindepth 1", "")
    if first == command and command.endswith(" -print0") and not re.search(r"\bnull|\bnul\b|print0|\\0|\bzero|\bxargs\b", rec.text, re.I):
        first = command[:-len(" -print0")]   # names run together with NULs on the screen: a listing prints lines
    return " | ".join([first] + command.split(" | ")[1:])


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


_NAME_STARTS = re.compile(r"\bnames?\s+(?:that\s+|which\s+)?(?:start|begin)s?\s+with\s+(?:the\s+(?:word|prefix|text)\s+)?['\"]?(?P<p>[\w.-]*[\w-])['\"]?(?=[\s,;.]|$)"
                          r"|\b(?:prefixed\s+with|with\s+the\s+prefix)\s+['\"]?(?P<p2>[\w.-]*[\w-])['\"]?(?=[\s,;.]|$)", re.I)


def name_start_kept(command: str, rec: Recognized) -> str:
    """``command`` finding files of a kind whose names start as the request says: "find python files in src whose
    names start with test_" gave ``find src -name "*.py"`` → ``find src -name "test_*.py"`` (one -name of a kind,
    the start missing from it)."""
    m = _found(_NAME_STARTS, rec.text)
    if m is None or not command.startswith("find "):
        return command
    start = m.group("p") or m.group("p2")
    kinds = list(re.finditer(r"(-i?name\s+)(['\"]?)\*(\.[\w.]+)\2(?=\s|$)", command))
    if len(kinds) != 1 or len(re.findall(r"-i?name\s", command)) != 1 or start in command:
        return command
    k = kinds[0]
    quote = k.group(2) or '"'
    return command[:k.start()] + f"{k.group(1)}{quote}{start}*{k.group(3)}{quote}" + command[k.end():]


# What a find prints of each file, by the words of the request: the name alone, the folder it is in, its mode
_PRINTED = ((re.compile(r"\b(?:without|minus|no|not)\s+(?:the\s+|their\s+|its\s+)?(?:leading\s+)?(?:paths?|directory|directories|folders?)\b"
                        r"|\b(?:just|only)\s+(?:the\s+)?(?:bare\s+|base\s*)?(?:file\s*)?names\b|\bbase\s*names\b", re.I), "-printf '%f\\n'"),
            (re.compile(r"\b(?:directories|folders|dirs)\b[^.;]*?\b(?:that\s+|which\s+)?(?:contain|have|hold|include)s?\s+(?:a\s+|an\s+)?(?:file\s+)?"
                        r"(?:named|called)\b", re.I), "-printf '%h\\n'"),
            (re.compile(r"\b(?:permissions?|modes?)\s+in\s+octal\b|\boctal\s+(?:permissions?|modes?)\b", re.I), "-printf '%m %p\\n'"),
            (re.compile(r"\bstop\s+(?:at|after)\s+the\s+first\b|\bonly\s+the\s+first\s+(?:match|one|file|hit)\b|\bthe\s+first\s+(?:[\w.-]+\s+)?(?:match|hit|result)\b|\bquit\s+after\s+the\s+first\b", re.I),
             "-print -quit"))


def find_printed_said(command: str, rec: Recognized) -> str:
    """``command`` with find printing what the request asks of each file, where it prints the paths: "print just
    the file names, without the path, of all .mp3 files under ~/Music" → ``… -printf '%f\\n'``; "the directories
    under ~/src that contain a file named Makefile" → ``… -printf '%h\\n'``; "stop at the first file named
    settings.py" → ``… -print -quit``; "with its permissions in octal" → ``-printf '%m %p\\n'``. One find, no
    action of its own, nothing after it."""
    said = [action for pattern, action in _PRINTED if _found(pattern, rec.text)]
    if len(said) != 1 or not command.startswith("find ") or re.search(r"[|;&<>](?!\w+>)", command.replace("<permission>", "")):
        return command
    if said[0].startswith("-printf '%m"):   # the mode printed, not looked for
        command = command.replace(" -perm <permission>", "")
        if not any(e.type == "Permission" for e in rec.entities):
            command = re.sub(r"\s+-perm\s+\S+", "", command)
    if re.search(_FIND_ACTION, command):
        return command if not re.fullmatch(r".*\s-print", command) else command[:-len(" -print")] + " " + said[0]
    return f"{command} {said[0]}"


_AGE_END = re.compile(r"\b(?:the\s+)?(?:(?P<old>oldest|least\s+recent(?:ly\s+\w+)?|earliest)|(?P<new>newest|latest|most\s+recent(?:ly\s+\w+)?|youngest))\b", re.I)


def age_end_kept(command: str, rec: Recognized) -> str:
    """``command`` sorting found files by time toward the end the request asks for: "find the oldest file anywhere
    under /var/log/app" gave ``find … -printf '%T@ %p\\n' | sort -rn | head -n 1`` (the newest) → ``… | sort -n
    | …``; "the newest" the other way. Only one of the two said."""
    said = [m for m in _AGE_END.finditer(rec.text)]
    if not said or len({bool(m.group("old")) for m in said}) != 1:
        return command
    oldest = bool(said[0].group("old"))
    m = re.search(r"-printf\s+['\"]%[TCA][@+][^|]*\|\s*sort\s+(-[a-zA-Z]+)", command)
    if m is None or not re.fullmatch(r"-[gnr]+", m.group(1)):
        return command
    letters = m.group(1)[1:].replace("r", "")
    if re.match(r"\s*\|\s*tail\b", command[m.end():]):
        oldest = not oldest   # the last line of the sorted list is the one kept
    wanted = f"-{letters}" if oldest else f"-r{letters}"
    return command[:m.start(1)] + wanted + command[m.end(1):]


_OWNER_WORDS = re.compile(r"\b(?:owner\w*|owned|own|user\w*|group\w*|belong\w*|orphan\w*|uid|gid|nobody)\b", re.I)
_NO_EXTENSION = re.compile(r"(?<!names\s)(?<!name\s)\b(?:no\s+|without\s+(?:an?\s+)?|lacking\s+(?:an?\s+)?|missing\s+(?:an?\s+)?)(?:file\s+)?(?:extension|suffix)s?\b", re.I)
_HARD_LINKS = re.compile(r"\b(?:more\s+than|over|at\s+least)\s+(?P<n>one|two|three|\d+)\s+hard[\s-]*links?\b", re.I)


def find_tests_worded(command: str, rec: Recognized) -> str:
    """``command`` with the tests of a find the request says, and none it does not: no ``-nouser``/``-nogroup``
    where no owner is spoken of ("just the file names, no paths, of all markdown files in ~/wiki" gave ``find ~/wiki
    -nouser -name "*.md" …``); ``! -name '*.*'`` for files with no extension; ``-links +1`` for files with more
    than one hard link (for the model's ``-samefile`` of the folder searched)."""
    if not re.match(r"(?:sudo\s+)?find\s", command):
        return command
    if not _found(_OWNER_WORDS, rec.text):
        command = re.sub(r"\s+(?:(?:!|-not)\s+)?-no(?:user|group)(?=\s|$)", "", command)
    added = []
    if _found(_NO_EXTENSION, rec.text) and "'*.*'" not in command and '"*.*"' not in command:
        added.append("! -name '*.*'")
    links = _found(_HARD_LINKS, rec.text)
    if links is not None and "-links" not in command:
        n = links.group("n").lower()
        n = {"one": 1, "two": 2, "three": 3}.get(n, n)
        n = int(n) - 1 if re.match(r"at\s+least", links.group(0), re.I) else int(n)
        command = re.sub(r"\s+-samefile\s+\S+", "", command)
        added.append(f"-links +{n}")
    if not added:
        return command
    words = command.split(" ")
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS), len(words))
    action = next((k for k in range(end) if re.fullmatch(_FIND_ACTION, words[k])), end)
    return " ".join(words[:action] + added + words[action:])


_REMOVAL_SAID = re.compile(r"\b(?:delet|remov|eras|purg|clean\w*\s+up|get\s+rid|wip|rm\b|prun)\w*", re.I)
_COMPRESSOR_SAID = ((re.compile(r"\bxz(?:-compress\w*)?\b", re.I), "xz"), (re.compile(r"\bbzip2\b|\bbz2\b", re.I), "bzip2"),
                    (re.compile(r"\bgzip\w*\b|\bcompress\w*\b", re.I), "gzip"))


def find_compresses(command: str, rec: Recognized) -> str:
    """``command`` compressing what a find finds where the request compresses and never deletes: "xz-compress the
    .log files in /srv/myapp/logs older than 14 days" gave ``find … -mtime +14 -delete`` → ``find … -mtime +14 -exec
    xz {} +`` (gzip for "compress" or "gzip", bzip2 for bzip2; "and delete the originals" is what they do anyway)."""
    # ("… and delete the originals": what gzip and xz do anyway)
    text = re.sub(r"\b(?:delet|remov)\w*\s+the\s+(?:original|uncompressed)\s*(?:files?|ones?|s)?\b", "", rec.text, flags=re.I)
    if not re.match(r"(?:sudo\s+)?find\s", command) or not command.endswith(" -delete") or _REMOVAL_SAID.search(text):
        return command
    tool = next((t for pattern, t in _COMPRESSOR_SAID if _found(pattern, rec.text)), None)
    if tool is None:
        return command
    return command[:-len(" -delete")] + f" -exec {tool} {{}} +"


_NOT_EXECUTABLE = re.compile(r"\b(?:not|aren'?t|isn'?t|non)[\s-]+executable\b|\bwithout\s+(?:the\s+)?(?:execute|exec|x)\s+(?:permission|bit)\b", re.I)


def not_executable(command: str, rec: Recognized) -> str:
    """``command`` keeping the files that are not executable where the request asks for those and the find tests
    nothing of the kind: "find all .sh scripts that are not executable in scripts/" gave ``find scripts/ -name "*.sh"``
    → ``… ! -executable``."""
    if not _found(_NOT_EXECUTABLE, rec.text) or not re.match(r"find\s", command) or re.search(r"-executable|-perm|[|;&]", command):
        return command
    return re.sub(r"^(find\s.*?)(\s+-(?:exec|execdir|ok|delete|print0?|ls)\b.*)?$", lambda m: f"{m.group(1)} ! -executable{m.group(2) or ''}", command, count=1)


# find /mnt/big … -exec mv {} /mnt/big \; : the find searching the folder its finds go to
_EXEC_DEST = re.compile(r"^find\s+(?P<start>[^\s-][^\s]*)\s.*?-exec\s+(?:mv|cp|rsync)\b(?:\s+-[A-Za-z]+)*"
                        r"(?:\s+-t\s+(?P<t>\S+)\s+\{\}\s+\+|\s+\{\}\s+(?P<last>\S+)\s+\\;)$")


def find_not_from_destination(command: str, rec: Recognized) -> str:
    """``command`` with a find that searches the folder it moves or copies into made to search where the files
    are: "move *.mp4 files bigger than 1G to /mnt/big" gave ``find /mnt/big -name "*.mp4" -size +1G -exec mv {}
    /mnt/big \\;`` → ``find . -name …``; the place the request names as the source when there is one ("from
    ~/Videos")."""
    m = _EXEC_DEST.match(command)
    if m is None:
        return command
    dest = (m.group("t") or m.group("last")).rstrip("/") or "/"
    if m.group("start").rstrip("/") != dest:
        return command
    others = [e.value for e in rec.entities if e.type in ("Path", "Directory") and e.value.rstrip("/") != dest and e.value not in command]
    start = others[0] if len(others) == 1 else "."
    return f"find {start}{command[m.end('start'):]}"


_UNIT_BELOW = {"k": "1024c", "M": "1024k", "G": "1024M", "T": "1024G"}


def size_below_one_unit(command: str, rec: Recognized | None = None) -> str:
    """``command`` with a find's "smaller than 1G" written in the next smaller unit: find rounds a size up to
    whole units before comparing, so ``-size -1G`` matches only empty files → ``-size -1024M`` (``-1k`` →
    ``-1024c``)."""
    if "find" not in command:
        return command
    return re.sub(r"(?<=\s-size\s)-1([kMGT])(?=\s|$)", lambda m: "-" + _UNIT_BELOW[m.group(1)], command)


_TIMED_TEST = re.compile(r"-(?:[acm](?:time|min)|newer\w*|[acm]newer|size|daystart)")
_FOLDERS_SAID = re.compile(r"\b(?:folders?|directories|directory|dirs?|subfolders?|subdirector(?:y|ies))\b", re.I)


def timed_files_only(command: str, rec: Recognized) -> str:
    """``command`` with ``-type f`` in a find that picks by age or size alone: "how many files landed in /data/incoming
    during the last hour" gave ``find /data/incoming -mmin -60 | wc -l`` → ``find /data/incoming -type f -mmin -60 |
    wc -l``; a folder's time changes whenever a file in it does, so an age picks folders no one asked for. Not where
    a name already picks the files (``-name "*.tmp"``: references mostly leave the kind out there), where the request
    speaks of folders, or where the find prunes, joins tests with ``-o`` or removes whole trees."""
    words = command.split(" ")
    util = 1 if words[:1] == ["sudo"] else 0
    if words[util:util + 1] != ["find"] or _found(_FOLDERS_SAID, rec.text):
        return command
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS and w not in ("-exec", "-execdir")), len(words))
    args = words[util + 1:end]
    if not any(_TIMED_TEST.fullmatch(w) for w in args) or any(w in ("-type", "-xtype", "-prune", "-o", "-or", "-empty", "-name", "-iname",
                                                                    "-regex", "-iregex", "-path", "-wholename") for w in args) \
            or re.search(r"\brm\s+-\w*r|\brmdir\b|\bxargs\s+(?:-0\s+)?rm\s+-\w*r", " ".join(words)):
        return command
    k = util + 1
    while k < end and not re.match(r"[-!(\\]", words[k]):
        k += 1   # past the places searched
    while k + 1 < end and words[k] in ("-maxdepth", "-mindepth"):
        k += 2
    return " ".join(words[:k] + ["-type", "f"] + words[k:])


_LINES_OF_EACH = re.compile(r"\bline\s+counts?\s+(?:of|for|in)\b|\b(?:count|number\s+of)\s+(?:the\s+)?lines\s+(?:in|of)\s+(?:each|every)\b"
                            r"|\blines?\s+(?:in|of)\s+each\b|\bhow\s+many\s+lines\s+(?:each|every)\b|\blines\s+per\s+file\b", re.I)


def lines_of_found(command: str, rec: Recognized) -> str:
    """``command`` counting the lines of each file a find finds where the request asks for their line counts: "line
    counts of csv files that arrived in /data/drop in the last 3 hours" gave ``find /data/drop -name "*.csv" -mmin -180 |
    wc -l`` (how many files) → ``find … -exec wc -l {} +``."""
    m = re.fullmatch(r"((?:sudo\s+)?find\s[^|;&<>]*?)(?:\s+-print)?\s*\|\s*wc\s+-l", command)
    if m is None or "-exec" in m.group(1) or not _found(_LINES_OF_EACH, rec.text):
        return command
    return f"{m.group(1)} -exec wc -l {{}} +"
