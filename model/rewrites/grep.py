"""Searching text with ``grep``: recursion into folders, file names only, line numbers and context,
``--include`` and ``--exclude-dir``, inversion only where the request negates, either of two words, the case
of the word searched, the first matches, and searching inside files rather than their names.
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import NOT_NAMES, Recognized
from serval.model.phrasebook.shared import _shell_word
from serval.model.repair import GREPS, asks_in_contents, grep_words, has_flag, negation_ignored, simple_commands, unquoted
from serval.model.rewrites.shared import _KIND_GLOB, _called_folder, _found, _grep_flag


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


_FIND_THEN_GREP = re.compile(
    r"find (?P<dir>[^\s|;&-][^\s|;&]*)(?P<tests>(?: (?:-type f|-i?name (?P<q>['\"]?)[^\s'\"|;&]+(?P=q)"
    r"|(?:-not|!) -path (?P<p>['\"]?)\*/[\w.-]+/\*(?P=p)))*)"
    r"(?: -print0 \| xargs -0| \| xargs(?: -0)?| -exec) grep(?P<flags>(?: -[ABCm] \d+| -[A-Za-z]+)*)"
    r" (?P<word>'[^']+'|\"[^\"]+\"|[^\s'\"{}|;&-]\S*)(?P<end> \{\} (?:\+|\\;|';'|\";\"))?(?P<rest> \|.*)?")
_FIND_SAYS_MORE = re.compile(r"\b(?:modified|changed|edited|touched|accessed|created|older|newer|recent\w*|today|yesterday|days?|hours?|minutes?"
                             r"|weeks?|months?|size|big+(?:er|est)?|large[rst]*|small(?:er|est)?|owned|owner|belong\w*|empty|depth|deep"
                             r"|levels?|permissions?|executable|symlinks?|links?|xargs|exec)\b|\b(?:using|use|with|via|by)\s+(?:the\s+)?find\b", re.I)


def find_grep_recursive(command: str, rec: Recognized) -> str:
    """``command`` as one recursive grep where it is a find of one kind of file whose names are handed to
    grep: "search all .py files under src for TODO" gave ``find src -name "*.py" | xargs grep TODO`` →
    ``grep -r TODO --include="*.py" src``, which is shorter, safe with spaces in names and what people
    type. A find that tests anything else (an age, a size, an owner, a depth) is left alone, as is one
    whose request says such a thing for a later rewrite to add, or asks for find or xargs by name."""
    m = _FIND_THEN_GREP.fullmatch(command)
    if not m or _found(_FIND_SAYS_MORE, rec.text):
        return command
    if (m["end"] is None) != (" -exec" not in command[:m.start("flags")]):
        return command   # -exec without {} +, or {} + after xargs
    tests = m["tests"]
    names = re.findall(r"-i?name (['\"]?)([^\s'\"]+)\1", tests)
    if len(names) > 1 or (names and not re.fullmatch(r"\*?[\w.-]*\*?", names[0][1])) \
            or (names and "*" not in names[0][1] and "." not in names[0][1]):
        return command
    valued = " ".join(re.findall(r"-[ABCm] \d+", m["flags"]))
    letters = "".join(f[1:] for f in re.sub(r"-[ABCm] \d+", "", m["flags"]).split())
    if set(letters) & set("rR"):
        return command
    include = f' --include="{names[0][1]}"' if names else ""
    excluded = "".join(f" --exclude-dir={x}" for x in re.findall(r"-path ['\"]?\*/([\w.-]+)/\*", tests))
    return (f"grep -r{letters}{' ' + valued if valued else ''} {m['word']}{include}{excluded} {m['dir']}{m['rest'] or ''}")


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
                         r"|^\s*(?:which|what)\s+(?:[\w.*]+\s+)?files\b(?!.*\b(?:lines?|where|how\s+many|count)\b)"
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


_GREP_FAMILY = GREPS | {"rg"}   # the greps, and ripgrep: a pattern, then files


def searched_case(command: str, rec: Recognized) -> str:
    """``command`` searching for a word in the case the request writes it: "search app.log.1.gz for error"
    gave ``zgrep ERROR app.log.1.gz`` (the training data's log level), which misses every "error"; a word
    the request writes in lower case only is searched in lower case; with ``-i`` too ("find error in app.log, case
    insensitive" gave ``grep -i ERROR app.log``: the same lines, but not the word the user typed)."""
    words = command.split(" ")
    said = set(re.findall(r"[A-Za-z]+", rec.text))
    for util, end in simple_commands(words):
        if words[util] not in _GREP_FAMILY:
            continue
        for k in range(util + 1, end):
            bare = unquoted(words[k])
            if re.fullmatch(r"[A-Z]{3,}", bare) and bare not in said and bare.lower() in said:
                words[k] = words[k].replace(bare, bare.lower())
                return " ".join(words)
    return command


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


_BOTH = re.compile(r"\bboth\s+(?P<a>'[^']+'|\"[^\"]+\"|[^\s,'\"]+)\s+and\s+(?P<b>'[^']+'|\"[^\"]+\"|[^\s,?'\"]+)", re.I)


def both_patterns(command: str, rec: Recognized) -> str:
    """``command`` searching for the second of two things the request wants together: "lines in app.log that contain
    both user=alice and denied" gave ``grep user=alice app.log`` → ``grep user=alice app.log | grep denied``; "files
    under ~/src that use both useState and useEffect" gave ``grep -rl useState ~/src`` → ``… | xargs grep -l
    useEffect`` (the files of the first search searched again)."""
    m = _found(_BOTH, rec.text)
    words = command.split(" ")
    if m is None or words[:1] != ["grep"] or any(w in SEGMENT_ENDS for w in words):
        return command
    one, other = (unquoted(g) for g in m.group("a", "b"))
    at = next((k for k in range(1, len(words)) if not words[k].startswith("-")), None)
    if at is None or {one.lower(), other.lower()} & _NOT_SEARCHED or unquoted(words[at]) not in (one, other):
        return command
    missing = other if unquoted(words[at]) == one else one
    if missing in command:
        return command
    flags = words[1:at]
    case = "i" if any(re.fullmatch(r"-[A-Za-z]*i[A-Za-z]*", f) for f in flags) else ""
    quoted = _shell_word(missing)
    if has_flag(flags, "l", "--files-with-matches"):
        return f"{command} | xargs grep -{case}l {quoted}"
    if has_flag(flags, "c", "--count"):
        if has_flag(flags, "r", "--recursive"):
            return command   # a count per file: not one count of lines with both
        uncounted = [w.replace("c", "") if re.fullmatch(r"-[A-Za-z]*c[A-Za-z]*", w) else w for w in words]
        return " ".join(w for w in uncounted if w != "-") + f" | grep -{case}c {quoted}"
    return f"{command} | grep{' -i' if case else ''} {quoted}"


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


_CONTEXT_SIDE = re.compile(r"\b(?:lines?\s+(?:of\s+context\s+)?|context\s+)(before|after|above|below|preceding|following)\b", re.I)


_BOTH_SIDES = re.compile(r"\b(?:before|after|above|below)\s+(?:and|&|or)\s+(?:before|after|above|below)\b|\bboth\s+sides\b|\baround\b", re.I)


_TWO_SIDES = re.compile(r"\b(\d+)\s+lines?\s+(?:of\s+context\s+)?(before|above|preceding|after|below|following)\s+(?:it\s+|each\s+\S+\s+)?and\s+"
                        r"(?:the\s+)?()(\d+)\s+(?:lines?\s+)?(before|above|preceding|after|below|following)\b", re.I)


def context_side(command: str, rec: Recognized) -> str:
    """``command`` with grep's context on the side the request says: "2 lines of context before every FATAL
    line" gave ``grep -C 2 FATAL app.log`` (both sides) → ``grep -B 2 …``; after/below is ``-A``."""
    if (two := _found(_TWO_SIDES, rec.text)) and re.search(r"\bgrep\b", command):
        # "2 lines before and 4 lines after every segfault": each side its own number
        before, after = (two.group(1), two.group(4)) if two.group(2).lower() in ("before", "above", "preceding") else (two.group(4), two.group(1))
        return re.sub(r"(\bgrep\b[^|;&]*?)\s-[ABC]\s*\d+(?:\s-[ABC]\s*\d+)?\b", rf"\g<1> -B {before} -A {after}", command, count=1)
    sides = {m.group(1).lower() for m in _CONTEXT_SIDE.finditer(rec.text)}
    if len(sides) != 1 or " -C" not in command or _found(_BOTH_SIDES, rec.text):
        return command
    flag = "-B" if sides & {"before", "above", "preceding"} else "-A"
    return re.sub(r"(\bgrep\b[^|;&]*?\s)-C(\s*\d+\b)", rf"\g<1>{flag}\g<2>", command)


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


# ("just the line numbers where …": the leading "just" is gone before the rewrites read the request)
_LINE_NUMBERS_ONLY = re.compile(r"\b(?:just|only)\s+(?:the\s+)?line\s+numbers\b|^\s*the\s+line\s+numbers\s+(?:where|in\s+which|of\s+the\s+lines)\b", re.I)


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


def blind_filter_dropped(command: str, rec: Recognized) -> str:
    """``command`` without a last grep whose pattern nothing in the request gives: "show size, used and available
    space of the filesystem mounted at /home in megabytes" gave ``df -m /home | grep <pattern>`` → ``df -m /home``
    (the hole asked the user for a filter the request never wanted)."""
    m = re.fullmatch(r"(.*\S)\s+\|\s+e?grep(?:\s+-[A-Za-z]+)*\s+<pattern>", command)
    return command if m is None else m.group(1)


def inversion_asked(command: str, rec: Recognized) -> str:
    """``command`` with grep's ``-v`` where the request does not want the lines of the word it greps for ("print
    names.txt without the lines containing test" gave ``grep test names.txt`` → ``grep -v test names.txt``): one grep
    of one word, as ``negation_ignored`` reads the request."""
    words = command.split(" ")
    greps = [util for util, _ in simple_commands(words) if words[util] in GREPS]
    if len(greps) != 1 or not negation_ignored(words, rec.text) \
            or any(re.fullmatch(r"-[A-Za-z]*[lLc][A-Za-z]*", w) or w in ("--files-with-matches", "--count") for w in words[greps[0] + 1:]):
        return command   # files or counts: -L and the like are other rules' (grep -rl -v lists files with any other line)
    return " ".join(words[:greps[0] + 1] + ["-v"] + words[greps[0] + 1:])


_BUT_NOT = re.compile(r"\b(?:with|contain\w*|mention\w*|match\w*|hav(?:e|ing)|has|includ\w*)\s+(?:the\s+(?:word|string|text)\s+)?"
                      r"(?P<a>'[^']+'|\"[^\"]+\"|[\w.:/=-]+)\s*,?\s+but\s+(?:(?:do(?:es)?\s+)?not|do(?:es)?n'?t)\s+"
                      r"(?:(?:mention|contain|have|include|match|say)\w*\s+)?(?:the\s+(?:word|string|text)\s+)?(?P<b>'[^']+'|\"[^\"]+\"|[\w.:/=-]+)",
                      re.I)


# "ERROR lines in app.log but skip the HealthCheck noise": a capitalised or quoted name left out of what is kept
_BUT_SKIP = re.compile(r"\b(?:skip(?:ping)?|ignor(?:e|ing)|minus|without|except(?:\s+for)?|excluding|leav(?:e|ing)\s+out|filter(?:ing)?\s+out|hid(?:e|ing))\s+"
                       r"(?:the\s+|any\s+|all\s+)?(?P<b>[A-Z][a-z]+[A-Z][\w.:/=-]*|[A-Z][A-Z_]{2,}|'[^']+'|\"[^\"]+\")(?:\s+(?:noise|lines|ones|entries|messages|spam|stuff))?(?=\s*$|[\s,.;)])")


def _kept_and_skipped(command: str, rec: Recognized) -> re.Match | None:
    """The words of a request that keeps the lines of the command's grep pattern and leaves out those of another, as
    a match with groups ``a`` (kept: the grep's own pattern, said before) and ``b`` (left out)."""
    m = _found(_BUT_SKIP, rec.text)
    words = command.split(" ")
    if m is None or words[:1] not in (["grep"], ["egrep"]):
        return None
    at = next((k for k in range(1, len(words)) if not words[k].startswith("-")), None)
    kept = unquoted(words[at]) if at is not None else ""
    said = [p for p in re.split(r"\|", kept) if p]
    if not said or unquoted(m.group("b")) in said or not all(p in rec.text[:m.start()] for p in said):
        return None
    return re.fullmatch(r"(?P<a>[^\0]*)\0(?P<b>[^\0]*)", f"{words[at]}\0{m.group('b')}")   # (the two as a match's groups)


def kept_but_not(command: str, rec: Recognized) -> str:
    """``command`` keeping the lines of one word and then dropping those of another, where the request wants both:
    "show lines in app.log with error but not debug" gave ``grep -v debug app.log`` → ``grep error app.log | grep
    -v debug``; "ERROR or FATAL lines in app.log but skip the HealthCheck noise" gave ``grep -E -v 'ERROR|FATAL'
    app.log`` → ``grep -E 'ERROR|FATAL' app.log | grep -v HealthCheck`` (a capitalised or quoted name left out). One
    grep of one pattern; its flags other than ``-v`` kept for the first, ``-i`` for both, ``-c`` for the last ("how
    many lines contain ERROR but do not mention timeout": ``grep ERROR f | grep -vc timeout``)."""
    pipe = re.fullmatch(r"(e?grep\s[^|]*?)\s\|\s(grep\s+-v\s+)(\S+)", command)
    if pipe and (skip := _found(_BUT_SKIP, rec.text)) and unquoted(pipe.group(3)) not in rec.text:
        return f"{pipe.group(1)} | {pipe.group(2)}{skip.group('b')}"   # grep ERROR app.log | grep -v '^#': the noise named
    m = _found(_BUT_NOT, rec.text) or _kept_and_skipped(command, rec)
    words = command.split(" ")
    greps = [(util, end) for util, end in simple_commands(words) if words[util] in GREPS]
    if m is None or len(greps) != 1 or re.search(r"\s-[A-Za-z]*[eflLr][A-Za-z]*\b", " ".join(words[greps[0][0]:greps[0][1]])):
        return command
    util, end = greps[0]
    counted = any(re.fullmatch(r"-[A-Za-z]*c[A-Za-z]*", w) for w in words[util + 1:end])   # the count goes to the last grep
    flags, operands = [], []
    for w in words[util + 1:end]:
        if w.startswith("-") and len(w) > 1:
            w = w.replace("v", "").replace("c", "") if re.fullmatch(r"-[A-Za-z]+", w) else w
            if w != "-":
                flags.append(w)
        else:
            operands.append(w)
    if not operands:
        return command
    first, second = m.group("a"), m.group("b")
    case = " -i" if any(re.fullmatch(r"-[A-Za-z]*i[A-Za-z]*", f) for f in flags) else ""
    kept = " ".join([words[util], *flags, first, *operands[1:]])
    return " ".join(words[:util] + [kept, "|", f"grep{case} -v{'c' if counted else ''} {second}"] + words[end:])


def caps_phrase_kept(command: str, rec: Recognized) -> str:
    """``command`` searching for the whole phrase of capital words the request names where the grep took one of its
    words: "show the 5 lines after every BEGIN TRANSACTION in db.log" gave ``grep -A 5 TRANSACTION db.log`` →
    ``grep -A 5 'BEGIN TRANSACTION' db.log``. Only words of capitals (log levels, SQL, markers), two or three."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in GREPS or (grep := grep_words(words, util, end)) is None or not grep[1]:
            continue
        pattern = grep[1][0]
        if not re.fullmatch(r"[A-Z][A-Z_]{2,}", pattern):
            continue
        m = re.search(rf"(?<![\w'\"-])((?:[A-Z][A-Z_]+\s+){{0,2}}{pattern}(?:\s+[A-Z][A-Z_]+){{0,2}})(?![\w'\"-])", rec.text)
        if m is None or m.group(1) == pattern:
            continue
        k = words.index(pattern, util)
        words[k] = f"'{m.group(1)}'"
        return " ".join(words)
    return command


def include_as_pattern(command: str, rec: Recognized) -> str:
    """``command`` searching for the word it had put in ``--include=`` (a word with no glob is no file pattern), without
    the excluded folder it also took for an operand: "search recursively for password in this folder but skip
    node_modules" gave ``grep --exclude-dir=node_modules -r --include=password node_modules .`` → ``grep
    --exclude-dir=node_modules -r password .``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in GREPS:
            continue
        args = words[util + 1:end]
        word = next((m.group(1) for w in args if (m := re.fullmatch(r"--include=['\"]?([A-Za-z_][\w-]*)['\"]?", w))), None)
        if word is None or not re.search(rf"(?<![\w.-]){re.escape(word)}(?![\w.-])", rec.text):
            continue
        excluded = {m.group(1) for w in args if (m := re.fullmatch(r"--exclude-dir=['\"]?([^'\"]+)['\"]?", w))}
        kept = [w for w in args if not re.fullmatch(rf"--include=['\"]?{re.escape(word)}['\"]?", w) and w not in excluded]
        first = next((k for k, w in enumerate(kept) if not w.startswith("-")), len(kept))
        if word not in kept[first:]:
            kept.insert(first, word)
        places = [w for w in kept[first + 1:] if not w.startswith("-")]
        if "." in places and len(places) > 1 and not re.search(r"\b(?:here|this\s+(?:folder|dir|directory)|current\s+(?:folder|dir|directory))\b", rec.text, re.I):
            kept.remove(".")   # "in src": not in src and here
        return " ".join(words[:util + 1] + kept + words[end:])
    return command

