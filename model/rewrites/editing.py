"""Editing text: ``sed``'s substitutions, inserted lines, ranges between markers, backups and in-place editing
as the request says them, ``tr``'s direction and character classes, and line endings (dos2unix, unix2dos).
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import ORDINALS, Recognized
from serval.model.repair import simple_commands, unquoted
from serval.model.rewrites.shared import _found


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
    edits the named file (or files, by a glob, or the sed a find runs on each file) and has no s command of its own."""
    m = _found(_VALUE_REPLACED, rec.text)
    words = command.split(" ")
    if m is None or any(w in SEGMENT_ENDS - {"-exec"} for w in words) or re.search(r"['\"]?s([/|#,]).*\1", command):
        return command
    # a lone sed, or the sed a find runs on each file ("… in all the .yml files under config": -exec sed … {} +)
    at = 0 if words[0] == "sed" else next((k + 1 for k, w in enumerate(words[:-1]) if w == "-exec" and words[k + 1] == "sed"), None)
    if at is None:
        return command
    end = len(words) if at == 0 else next((k for k in range(at, len(words)) if words[k] in ("+", "\\;", ";")), None)
    if end is None or end - at < 3:
        return command
    old, new, target = m.group(2), m.group(4), m.group(5)
    operand = unquoted(words[end - 1])
    many = ("*" in operand or operand == "{}") and re.search(r"\bfiles\b", rec.text, re.I)
    if operand != target and not many or "/" in old + new:
        return command
    edit = [w for w in words[at + 1:end - 1] if re.fullmatch(r"-i(?:\.\w+)?|--in-place\S*", w)]
    script = f"'s/{re.escape(old).replace(chr(92) + '-', '-')}/{new}/g'"
    return " ".join(words[:at] + ["sed", *edit, script, words[end - 1]] + words[end:])


# "in links.txt replace the first http on each line with https", "change port 8080 to 9090 everywhere in /etc/x.conf",
# "in pets.txt replace cat with dog and red with blue": the pairs a sed substitutes, in the named file.
def _pair(n: int, between: str = "") -> str:
    """One "A with B" of ``_SUBSTITUTED``, its groups numbered ``n``, with ``between`` allowed after A."""
    return (rf"(?P<q{n}>['\"]?)(?P<old{n}>[\w.:@-]+)(?P=q{n}){between}\s+(?:with|to|into|by)\s+"
            rf"(?P<r{n}>['\"]?)(?P<new{n}>[\w.:@-]+)(?P=r{n})")


_SUBSTITUTED = re.compile(r"\b(?:replace|change|substitute|swap|switch|turn)\s+(?:every\s+|all\s+(?:the\s+)?|each\s+)?(?P<first>the\s+first\s+)?"
                          r"(?:(?:occurrence\s+of|instance\s+of|port|value|word|string|text)\s+)?" + _pair(1, r"(?:\s+(?:on|in)\s+(?:each|every|a)\s+line)?")
                          + r"(?:\s*,?\s+and\s+(?:every\s+|all\s+)?" + _pair(2) + r")?", re.I)
_EDITED_FILE = re.compile(r"\b(?:in|inside|within|throughout|of)\s+(?:the\s+file\s+)?(?P<file>[~./\w][\w./~-]*\.[\w]+|/[\w./-]*\w)(?=[\s,;.]|$)", re.I)
_SUFFIX_SAID = re.compile(r"\bback\s*up\s+(?:called|named)\s+(?P<name>\S+?\.\w+)(?=[\s,;]|$)|\b(?:a\s+|with\s+a\s+)?(?P<dot>\.[a-z]\w*)\s+back\s*up\b"
                          r"|\bback\s*up\s+with\s+(?:the\s+)?(?:suffix|extension)\s+(?P<suffix>\.?\w+)\b", re.I)


def _suffix_said(text: str, target: str | None = None) -> str:
    """The backup suffix a request gives sed -i, or "": a ".bak backup", a "suffix .orig", or with ``target`` the
    backup's whole name ("a backup called links.txt.bak" of links.txt: ``.bak``)."""
    m = _found(_SUFFIX_SAID, text)
    if m is None:
        return ""
    if m.group("name"):
        return m.group("name")[len(target):] if target and m.group("name").startswith(target) else ""
    return m.group("dot") or "." + m.group("suffix").lstrip(".")


def sed_substitution_built(command: str, rec: Recognized) -> str:
    """``command`` as the sed the request spells out where the model's lost its script: "in links.txt replace the
    first http on each line with https, in place, keeping a backup called links.txt.bak" gave ``sed -i.bak https
    links.txt > links.txt.bak`` → ``sed -i.bak 's/http/https/' links.txt``; two pairs are two ``-e`` scripts. The
    backup's suffix comes from its name, a ".bak backup" or "suffix .orig"; "the first" on each line drops ``g``."""
    words = command.split(" ")
    if not words or words[0] not in ("sed", "sudo") or words[0] == "sudo" and words[1:2] != ["sed"]:
        return command
    m, place = _found(_SUBSTITUTED, rec.text), _found(_EDITED_FILE, rec.text)
    if m is None or place is None:
        return command
    target = place.group("file")
    pairs = [(m.group(f"old{n}"), m.group(f"new{n}")) for n in (1, 2) if m.group(f"old{n}")]
    if any(v == target or "/" in v for pair in pairs for v in pair):
        return command
    # a script of the model's own stays, unless it is one of two pairs asked (the other dropped)
    written = re.findall(r"['\"](?:[^'\"\s]*?[\d$/,])?s([/|#,])([^'\"]*?)\1([^'\"]*?)\1", command)
    if re.search(r"['\"][^'\"\s]*?[\d$/,]s[/|#,]", command) or written and not (
            len(pairs) > len(written) and all((unquoted(a), b) in pairs for _, a, b in written)):
        return command   # an addressed substitution ('15s/foo/bar/g') is the model's own reading of the lines
    flag = "" if m.group("first") else "g"
    scripts = [f"'s/{re.escape(a).replace(chr(92) + '-', '-')}/{b}/{flag}'" for a, b in pairs]
    edit = ""
    if re.search(r"\bin[\s-]place\b|\bback\s*up\b|\boverwrit\w*|\bsame\s+file\b|-i\b", rec.text + " " + command, re.I):
        edit = "-i" + _suffix_said(rec.text, target) + " "
    body = " ".join(scripts) if len(scripts) == 1 else " ".join(f"-e {sc}" for sc in scripts)
    return f"{'sudo ' if command.startswith('sudo ') else ''}sed {edit}{body} {target}"


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


_SHOWN = re.compile(r"\b(?:print|show|display|output|preview|see)\w*\b", re.I)
_SAVED = re.compile(r"\bin[\s-]?place\b|\bedit\w*|\bmodif\w*|\bsav(?:e|ing)\b|\boverwrit\w*|\bpermanent\w*|\bupdat\w*"
                    r"|\b(?:in|to)\s+the\s+file\b|\bfix\w*|\bwrite\s+(?:it\s+)?back\b|\bdirectly\b", re.I)


def sed_shown_not_saved(command: str, rec: Recognized) -> str:
    """``command`` without sed's ``-i`` where the request asks to see the result and never to change the
    file: "replace foo with bar everywhere in input.txt and print the result" gave ``sed -i 's/foo/bar/g'
    input.txt``, which prints nothing and rewrites the file."""
    kept = re.sub(r"\b(?:without|not)\s+(?:chang|modif|touch|edit|sav|overwrit|alter)\w*[^,.;]*", "", rec.text, flags=re.I)
    # sed -i -n '10,20p' cuts the file down to the lines printed, sed -i '10,20p' writes them twice: a request to see
    # lines wants them printed (-n), the file left alone
    printing = re.fullmatch(r"sed\s+((?:-[a-zA-Z]+\s+)*)'[\d$,/^\w:.\\ *-]*p'\s+[^\s|;&<>]+", command)
    if printing and re.search(r"-[a-zA-Z]*i", printing.group(1)) and not _SAVED.search(kept) \
            and not re.search(r"\b(?:keep|leave|delet|remov|strip|cut|trim|truncat|drop)\w*", rec.text, re.I):
        flags = "".join(c for f in printing.group(1).split() for c in f[1:] if c != "i")
        flags = flags if "n" in flags else "n" + flags
        return f"sed -{flags} {command[printing.end(1):]}"
    if not _found(_SHOWN, rec.text) or _SAVED.search(kept):   # "… and print the result without changing the file"
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] == "sed":
            for k in range(util + 1, end):
                if re.fullmatch(r"-i\S*|--in-place\S*", words[k]):
                    words[k] = ""
    return " ".join(w for w in words if w)


_TWO_TIMES = re.compile(r"\b(?:between|from)\s+(?:(?P<d1>\d{4}-\d\d-\d\d)\s+)?(?P<t1>\d{1,2}:\d\d(?::\d\d)?)\s+(?:and|to|until|till|-)\s+"
                        r"(?:(?P<d2>\d{4}-\d\d-\d\d)\s+)?(?P<t2>\d{1,2}:\d\d(?::\d\d)?)\b", re.I)


def time_range_lines(command: str, rec: Recognized) -> str:
    """``command`` printing the lines of a log from one time of day to another where the model read the times as line
    numbers: "app.log lines between 2024-05-01 10:00 and 11:00" gave ``sed -n '10,00p' app.log`` → ``sed -n '/2024-05-01
    10:00/,/2024-05-01 11:00/p' app.log`` (from the first line stamped with the one time to the first with the other)."""
    m = _found(_TWO_TIMES, rec.text)
    sed = re.fullmatch(r"sed\s+-n\s+'(\d+),(\d+)p'\s+([^\s|;&<>]+)", command)
    if m is None or sed is None or sed.group(1) not in m.group("t1").split(":") + m.group("t2").split(":"):
        return command
    date = m.group("d1") or m.group("d2")
    first, last = (f"{date} {t}" if date else t for t in (m.group("t1"), m.group("t2")))
    return f"sed -n '/{first}/,/{last}/p' {sed.group(3)}"


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


# "sed -i.bak 's/a/b/g' app.conf": the backup is sed's own; the -i suffix and a file written around it.
_SED_BACKUP = re.compile(r"((?:sudo\s+)?sed\s+(?:-\S+\s+)*-i(\.[\w.-]+)\s+(?:-\S+\s+)*(?:'[^']*'|\"[^\"]*\")\s+)(\S+)"
                         r"(?:\s*>>?\s*(\S+))?$")


def sed_backup_kept(command: str, rec: Recognized) -> str:
    """``command`` with a ``sed -i.bak`` that edits the file the request names and leaves the backup to sed:
    "replace localhost with db.internal in settings.conf in place, keeping a backup settings.conf.bak" gave
    ``sed -i.bak 's/…/' settings.conf.bak > settings.conf`` (the backup's name as the file, and a redirection
    that empties settings.conf, since ``sed -i`` writes nothing out) → ``sed -i.bak 's/…/' settings.conf``; a backup
    suffix said ("saving a backup with suffix .orig") is given to a bare ``sed -i``."""
    suffix = _suffix_said(rec.text)
    bare = re.match(r"((?:sudo\s+)?sed\s+(?:-[^i\s]\S*\s+)*)-i(\s)", command)
    if suffix and bare is not None:
        # "… in place, saving a backup with suffix .orig" on a sed -i of its own: the suffix is sed's
        command = f"{bare.group(1)}-i{suffix}{bare.group(2)}{command[bare.end():]}"
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


_ON_LINE = re.compile(r"\b(?:on|in|at)\s+line\s+(\d+)\b(?!\s*(?:-|to|through|and)\s*\d)", re.I)


def substitution_addressed(command: str, rec: Recognized) -> str:
    """``command`` with sed's substitution limited to the lines the request names: "replace localhost with 10.0.0.5
    but only on lines containing db_host, editing in place" gave ``sed -i 's/localhost/10.0.0.5/g' settings.conf``
    (every line) → ``sed -i '/db_host/s/localhost/10.0.0.5/g' settings.conf``; "on line 12" is ``12s/…/…/``."""
    m = _found(_ONLY_ON_LINES, rec.text)
    if m is None:
        if (n := _found(_ON_LINE, rec.text)) is None:
            return command
        # "on line 12 of settings.py change localhost to db01.internal": that line only (``12s/…/…/``)
        return re.sub(r"^((?:sudo\s+)?sed\s+(?:-\S+\s+)*)(['\"])s/([^/]*)/([^/]*)/g?\2", lambda k: f"{k.group(1)}{k.group(2)}{n.group(1)}s/{k.group(3)}/{k.group(4)}/{k.group(2)}",
                      command, count=1)
    where = _sed_marker(m.group(1))
    return re.sub(r"^((?:sudo\s+)?sed\s+(?:-\S+\s+)*)(['\"])(s(.).*)$", lambda k: f"{k.group(1)}{k.group(2)}/{where}/{k.group(3)}"
                  if "/" not in k.group(4) or k.group(4) == "/" else command, command, count=1)


# The single characters a request names, as tr spells them (case names are tr_turned's, classes tr_classes')
_CHARS = ("\\t", " ", "\\n", ",", ";", ":", "|", "_", "-", ".", "/")
_OWN_LINE = re.compile(r"\b(?:on|onto)\s+(?:its|their|a)\s+own\s+lines?\b|\bone\s+per\s+line\b|\beach\s+on\s+(?:a\s+)?(?:separate|new)\s+line\b"
                       r"|\bon\s+(?:separate|new)\s+lines\b", re.I)


def tr_sets_said(command: str, rec: Recognized) -> str:
    """``command`` with a tr translating the characters the request names, in the order it names them (what is
    replaced first): "replace every space with an underscore in filenames.txt" gave ``tr ' ' < filenames.txt`` →
    ``tr ' ' '_' …``; "the semicolon separated export.txt into a tab separated export.tsv" → ``tr ';' '\\t'``;
    "each comma separated tag … on its own line" → ``tr ',' '\\n'``. Only for two characters named (one and a
    line of its own), no tr flags, and words that ask for nothing else (``instead of``: ``tr_turned``'s)."""
    if re.search(r"\binstead\s+of\b|\brather\s+than\b", rec.text, re.I):
        return command
    said = sorted((at, c) for c in _CHARS if (at := _char_said(c, rec.text)) is not None)
    order = [c for _, c in said]
    if len(order) == 1 and order[0] != "\\n" and _found(_OWN_LINE, rec.text):
        order.append("\\n")
    if len(order) != 2:
        return command
    words = command.replace("' '", "'\u2423'").split(" ")   # a quoted space is one word here
    trs = [(util, end) for util, end in simple_commands(words) if words[util] == "tr"]
    if len(trs) != 1:
        return command
    util, end = trs[0]
    sets = [k for k in range(util + 1, end) if words[k] not in ("<", ">", ">>") and (k == util + 1 or words[k - 1] not in ("<", ">", ">>"))]
    if any(words[k].startswith("-") for k in sets) or len(sets) > 2 or not sets:
        return command
    wanted = [f"'{c}'" for c in order]
    if [unquoted(words[k]).replace("\u2423", " ") for k in sets] == order:
        return command
    if len(sets) == 1:
        words[sets[0]:sets[0] + 1] = wanted
    else:
        words[sets[0]], words[sets[1]] = wanted
    return " ".join(words).replace("'\u2423'", "' '")


_REPLACE_SAID = re.compile(r"\b(?:replace|change|substitute|swap)\s+(?:every\s+|all\s+|each\s+)?(?:occurrences?\s+of\s+)?['\"]?(?P<a>[^\s'\"]+)['\"]?\s+(?:with|to|by|for)\s+['\"]?(?P<b>[^\s'\"]+?)['\"]?(?=\s|,|$)", re.I)


def replacement_said(command: str, rec: Recognized) -> str:
    """``command`` substituting what the request says for the text it names, where sed took another of its words:
    "replace localhost with db01.internal in every .env file under deploy" gave ``… sed -i 's/localhost/deploy/g' …``
    → ``… sed -i 's/localhost/db01.internal/g' …``."""
    m = _found(_REPLACE_SAID, rec.text)
    if m is None or "sed" not in command:
        return command
    a, b = m.group("a"), m.group("b")

    def fixed(s: re.Match) -> str:
        if s.group("x") != a or s.group("y") == b:
            return s.group(0)
        d = s.group("d")
        if d in b:
            return s.group(0)
        return f"s{d}{a}{d}{b}{d}{s.group('f')}"
    return re.sub(r"\bs(?P<d>[/|#:])(?P<x>[^/|#:']*)(?P=d)(?P<y>[^/|#:']*)(?P=d)(?P<f>[gIi0-9]*)", fixed, command)


_NAMED_CHARS = {"semicolon": ";", "semi-colon": ";", "hash": "#", "hash sign": "#", "pound sign": "#", "number sign": "#", "hashtag": "#",
               "colon": ":", "comma": ",", "dash": "-", "hyphen": "-", "minus sign": "-", "percent sign": "%", "percent": "%",
               "at sign": "@", "exclamation mark": "!", "bang": "!", "double slash": "//", "slash": "/", "asterisk": "*", "star": "*"}
_LINE_START_NAMED = re.compile(r"\b(?:begin(?:s|ning)?|start(?:s|ing)?)\s+with\s+(?:an?\s+|the\s+|a\s+single\s+)?(?P<name>"
                               + "|".join(sorted((re.escape(n).replace(r"\ ", r"\s+") for n in _NAMED_CHARS), key=len, reverse=True)) + r")\b", re.I)


def named_line_start(command: str, rec: Recognized) -> str:
    """``command`` matching lines that start with the character the request names in words: "strip the lines
    beginning with a semicolon from php.ini.bak" gave ``sed -i '/^#/d' php.ini.bak`` (comment lines of another
    kind) → ``sed -i '/^;/d' php.ini.bak``."""
    m = _found(_LINE_START_NAMED, rec.text)
    if m is None:
        return command
    char = _NAMED_CHARS[re.sub(r"\s+", " ", m.group("name").lower())]
    pattern = re.escape(char) if char == "*" else char.replace("/", r"\/")
    return re.sub(r"(?<=['\"/])\^(?![\[\\])([#;:,%@!*-]|\\/\\/)(?!\w)", lambda h: "^" + pattern if h.group(1) != pattern else h.group(0), command, count=1)


_UNLESS_THERE = re.compile(r"\bunless\s+(?:(?P<key>\S+)\s+is|it'?s|it\s+is|the\s+line\s+is|that\s+(?:line\s+)?is)\s+already\s+(?:in\s+)?(?:there|in\s+(?:there|it|the\s+file)|present|listed)\b"
                           r"|\b(?:only\s+)?if\s+(?:it'?s|it\s+is|it\s+isn'?t|it\s+is\s*n'?t|the\s+line\s+is\s*n'?t|the\s+line\s+is\s+not|that\s+line\s+is\s*n'?t)\s+(?:not\s+)?(?:already\s+)?(?:there|present|in\s+(?:there|it|the\s+file))(?:\s+(?:yet|already))?\b"
                           r"|\bif\s+(?:it'?s\s+)?(?:missing|absent|not\s+(?:already\s+)?(?:there|present))\b|\bwithout\s+(?:adding\s+)?(?:a\s+)?duplicates?\b", re.I)
_APPEND = re.compile(r"^(?P<cmd>echo\s+(?P<q>['\"])(?P<line>[^'\"]+)(?P=q)\s+(?:>>\s*(?P<f>\S+)|\|\s+(?:sudo\s+)?tee\s+-a\s+(?P<f2>\S+)))$")


def appended_once(command: str, rec: Recognized) -> str:
    """``command`` appending a line only when the file lacks it, where the request says so: "add 10.1.1.5 gitlab.lan
    to /etc/hosts unless gitlab.lan is already in there" gave ``echo '10.1.1.5 gitlab.lan' | sudo tee -a /etc/hosts``
    → ``grep -qF 'gitlab.lan' /etc/hosts || echo …``; the whole line looked for (``grep -qxF``) where no key is named."""
    m = _found(_UNLESS_THERE, rec.text)
    a = _APPEND.match(command)
    if m is None or a is None:
        return command
    path = a.group("f") or a.group("f2")
    key = m.group("key") if m.groupdict().get("key") and m.group("key").lower() not in ("it", "that", "this", "the") else None
    word = lambda t: "'" + t.replace("'", "'\\''") + "'"   # noqa: E731
    look = f"grep -qF {word(key)} {path}" if key else f"grep -qxF {word(a.group('line'))} {path}"
    return f"{look} || {command}"
