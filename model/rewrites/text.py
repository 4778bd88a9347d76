"""Text tools that pick lines and columns: ``cut`` ranges and columns, ``awk`` fields and tests, field
separators said in words, ``sort`` keys and output, ``uniq``, ``wc``, ``comm``, ``split``, and
``head``/``tail`` counts, ends and following (-f).
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import COUNT_WORDS, ORDINALS, Recognized, count_value
from serval.model.repair import HEADER_LEFT_OUT, has_flag, simple_commands, unquoted
from serval.model.phrasebook.shared import ACCESS_FIELDS
from serval.model.rewrites.shared import _ALL_BUT_FIRST_COLUMN, _found


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


_SEPARATOR_NAMES = {"comma": ",", "colon": ":", "semicolon": ";", "semi-colon": ";", "pipe": "|", "tab": "\t", "space": " "}
_SAID_SEPARATOR = re.compile(r"\b(comma|colon|semi-?colon|pipe|tab|space)s?[\s-]*(?:separated|delimited|seperated)\b"
                             r"|\b(?:separated|delimited|split)\s+(?:by|with|on)\s+(?:an?\s+|the\s+)?(comma|colon|semi-?colon|pipe|tab|space)s?\b"
                             # the character itself: "columns are separated by |", "fields delimited by ';'"
                             r"|\b(?:separated|delimited|split)\s+(?:by|with|on)\s+(?:an?\s+|the\s+)?(?:character\s+)?['\"]?([|;:,])['\"]?(?=\s|$|[,.)])",
                             re.I)
_SEPARATOR_FLAGS = {"awk": "-F", "cut": "-d", "sort": "-t", "column": "-s", "join": "-t", "paste": "-d"}


def _separator_word(tool: str, char: str) -> str:
    flag = _SEPARATOR_FLAGS[tool]
    if char == "\t":
        return flag + ("'\\t'" if tool == "awk" else "$'\\t'")
    return f"{flag}'{char}'" if char in "|; " else flag + char


_KIND_SEPARATOR = {"csv": ",", "tsv": "\t"}
_TR_SEPARATOR = {"csv": "','", "tsv": "'\\t'"}   # the same as tr's quoted sets


def _kind_of(word: str) -> str | None:
    m = re.fullmatch(r"[\w./~-]+\.(csv|tsv)", unquoted(word), re.I)
    return m.group(1).lower() if m else None


def file_separators(command: str, rec: Recognized) -> str:
    """``command`` splitting a .csv at commas and a .tsv at tabs where it had them the wrong way round: "convert
    data.tsv to data.csv" gave ``tr ',' '\t' < data.tsv > data.csv`` → ``tr '\t' ','``; "pretty print orders.tsv as an
    aligned table" gave ``column -t -s, orders.tsv`` → ``column -t -s $'\t'``; the header of orders.tsv one name per
    line, ``head -n 1 orders.tsv | tr ',' '\n'`` → ``tr '\t' '\n'``. Only between a comma and a tab, and a column's
    separator only where the request names none in words (``said_separator``'s)."""
    words = command.split(" ")
    read = next((_kind_of(w) for w in words if _kind_of(w)), None)   # the first .csv or .tsv named: what is read
    for util, end in simple_commands(words):
        tool = words[util]
        if tool == "tr":
            sets = [k for k in range(util + 1, end) if words[k] in _TR_SEPARATOR.values()]
            if len(sets) == 2 and sets[1] == sets[0] + 1:
                src = next((_kind_of(words[k + 1]) for k in range(util, end - 1) if words[k] == "<"), None) or read
                dst = next((_kind_of(words[k + 1]) for k in range(util, end - 1) if words[k] == ">"), None)
                if src and dst and src != dst:
                    words[sets[0]], words[sets[1]] = _TR_SEPARATOR[src], _TR_SEPARATOR[dst]
            elif len(sets) == 1 and sets[0] + 1 < end and words[sets[0] + 1] == "'\\n'" and read and util > 0:
                words[sets[0]] = _TR_SEPARATOR[read]
        elif tool == "column" and read and not _found(_SAID_SEPARATOR, rec.text):
            at = next((k for k in range(util + 1, end) if words[k].startswith("-s")), None)
            if at is not None and words[at] in ("-s,", "-s$'\\t'") or at is not None and words[at] == "-s" and at + 1 < end and words[at + 1] in (",", "$'\\t'"):
                files = [_kind_of(w) for w in words[util + 1:end] if _kind_of(w)]
                span = 2 if words[at] == "-s" else 1
                words[at:at + span] = [_separator_word("column", _KIND_SEPARATOR[files[0] if files else read])]
    return " ".join(words)   # (the words joined as they were split: the command itself where nothing changed)


def said_separator(command: str, rec: Recognized) -> str:
    """``command`` with the field separator the request names in words ("the colon separated mounts.txt",
    "its pipe delimited") on awk (-F), cut (-d), sort (-t) and column (-s): a different one the model wrote
    is replaced (``column -t -s,`` → ``column -t -s:``), a missing one added where the tool splits fields.
    Left alone when the request names two separators (a conversion)."""
    said = {m.group(3) or _SEPARATOR_NAMES[(m.group(1) or m.group(2)).lower()] for m in _SAID_SEPARATOR.finditer(rec.text)}
    if len(said) != 1:
        return command
    char = said.pop()
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        tool = words[util]
        if tool not in _SEPARATOR_FLAGS or tool == "paste" and any(re.fullmatch(r"-[A-Za-z]*d.*", w) and not w.startswith("-d")
                                                                  for w in words[util + 1:end]):
            continue   # paste -sd' ': its separator given inside a cluster
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
                  "sort": any(re.match(r"-k|--key", a) for a in args), "column": has_flag(args, "t", "--table"), "join": True, "paste": True}[tool]
        whitespace = char == " " and tool not in ("cut", "paste") or char == "\t" and tool in ("cut", "paste")
        if splits and not whitespace:
            words.insert(util + 1, wanted)
    return " ".join(words)


_ONWARD = re.compile(r"\b(?:from|starting\s+(?:at|with|from))\s+(?:the\s+)?(?:field|column)?\s*(\d+)(?:st|nd|rd|th)?\s*(?:field|column)?"
                     r"\s+(?:on(?:wards?)?|and\s+(?:after|beyond|everything\s+after)|to\s+the\s+end|till\s+the\s+end)\b", re.I)


def fields_onward(command: str, rec: Recognized) -> str:
    """``command`` with a cut's ``-fN`` made ``-fN-`` for "everything from the 2nd field onward"; an awk printing field N
    of a file with a one-character separator becomes that cut."""
    m = _found(_ONWARD, rec.text)
    if m is None:
        return command
    n = m.group(1)
    # awk -F, '{print $5}' metrics.csv for "from the 5th column to the end": the fields from there, as cut prints them
    awk = re.fullmatch(rf"awk\s+-F\s*(['\"]?)([^'\"\s\\])\1\s+'\{{print\s+\${n}\}}'\s+([^\s|;&<>]+)", command)
    if awk is not None:
        return f"cut -d{awk.group(2)} -f{n}- {awk.group(3)}"
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
    if first and re.search(r"(?:^|\|\s*)tail\s+-n\s*\+\d+(?=\s|$)", command):
        # "everything in survey.csv except the first line": tail -n +1 prints line 1 too; "skip the first 3 lines" gave
        # tail -n +2: the first line kept is the one after those left out
        return re.sub(r"((?:^|\|\s*)tail\s+-n\s*\+)\d+(?=\s|$)", rf"\g<1>{count + 1}", command, count=1)
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


# "list the usernames in /etc/passwd whose shell is /bin/bash, sorted alphabetically", "print each one once, sorted":
# lines sorted after whatever made them (a column or key to sort by is another rule's).
_SORT_ASKED = re.compile(r"\bsorted(?!\s+(?:by|on|according|in\s+reverse|descending|newest|oldest|biggest|largest|smallest|with))\b"
                         r"|\b(?:in\s+)?alphabetical(?:ly)?(?:\s+order)?\b", re.I)
_SORT_NUMERIC = re.compile(r"\b(?:sorted\s+)?numerical(?:ly)?\b|\bin\s+numeric(?:al)?\s+order\b", re.I)
_SORT_ONCE = re.compile(r"\bonce\b|\bunique\b|\bdistinct\b|\b(?:no|without)\s+duplicates\b|\bde-?duplicated\b", re.I)
# Programs whose output is lines in no order of their own
_UNSORTED_LINES = frozenset({"grep", "egrep", "zgrep", "cut", "awk", "find", "env", "printenv", "sed", "tr", "getent", "cat", "zcat"})


def sort_appended(command: str, rec: Recognized) -> str:
    """``command`` with the sort a request asks of the lines it makes: "list the usernames in /etc/passwd whose login
    shell is /bin/bash, sorted alphabetically" gave ``grep '/bin/bash$' /etc/passwd | cut -d: -f1`` → ``… | cut -d:
    -f1 | sort``; "… print each one once, sorted" → ``| sort -u``; the sort goes before a head or tail that picks
    from it, and before the file the output is saved to."""
    if not _found(_SORT_ASKED, rec.text) or re.search(r"\b(?:sort|ls|uniq|du)\b", command) or re.search(r"[;&]|\$\(|`", command):
        return command
    stages = command.split(" | ")
    at = next((k for k, st in enumerate(stages) if k and st.split(" ", 1)[0] in ("head", "tail")), len(stages))
    last = stages[at - 1]
    saved = re.search(r"\s+>>?\s+\S+$", last)
    body = last[:saved.start()] if saved else last
    tool = body.split(" ", 1)[0]
    if tool == "sudo":
        tool = body.split(" ")[1] if len(body.split(" ")) > 1 else ""
    if tool not in _UNSORTED_LINES or (saved and at < len(stages)):
        return command
    sort = "sort" + (" -u" if _found(_SORT_ONCE, rec.text) else "") + (" -n" if _found(_SORT_NUMERIC, rec.text) else "")
    stages[at - 1] = f"{body} | {sort}" + (saved.group(0) if saved else "")
    return " | ".join(stages)


# "on lines 5 through 20", "lines 10-15", "between lines 3 and 8": a range of line numbers
_LINE_RANGE = re.compile(r"\blines?\s+(\d+)\s*(?:through|thru|to|until|till|-|and)\s*(\d+)\b|\bbetween\s+lines?\s+(\d+)\s+and\s+(\d+)\b"
                         r"|\bfrom\s+lines?\s+(\d+)\s+(?:to|through|until)\s+(?:line\s+)?(\d+)\b", re.I)
# Files whose fields a colon separates
_COLON_FILES = re.compile(r"^/etc/(?:passwd|group|shadow|gshadow)$")


def line_tools_fixed(command: str, rec: Recognized) -> str:
    """``command`` with four slips of line tools put right: a sed command on one line of a range the request
    names ("substitute DEBUG with INFO on lines 5 through 20" gave ``sed -i '5s/DEBUG/INFO/g'`` → ``'5,20s/…'``);
    awk or cut reading /etc/passwd or /etc/group without their colon (``awk '{print $NF}' /etc/passwd`` → ``awk
    -F: …``); the first lines of every file taken from one stream (``cat *.txt | head -n 5`` for "the first 5 lines of
    every .txt file" → ``head -n 5 *.txt``); and every line counted for the non-empty ones (``cat notes.txt | wc -l`` →
    ``grep -c . notes.txt``)."""
    m = _found(_LINE_RANGE, rec.text)
    if m is not None:
        low, high = next((m.group(k), m.group(k + 1)) for k in (1, 3, 5) if m.group(k))
        command = re.sub(rf"^((?:sudo\s+)?sed\s+(?:-\S+\s+)*)(['\"]){low}(?=[a-z{{!])", rf"\g<1>\g<2>{low},{high}", command)
        command = re.sub(r"^((?:sudo\s+)?sed\s+(?:-\S+\s+)*)(['\"])(?=s([/|#]).*\3.*\3)", rf"\g<1>\g<2>{low},{high}", command)   # no address at all
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if not any(_COLON_FILES.match(a) for a in args):
            continue
        if words[util] == "awk" and not any(a.startswith("-F") for a in args):
            words.insert(util + 1, "-F:")
        elif words[util] == "cut" and not any(a.startswith(("-d", "--delimiter")) for a in args) and any(a.startswith("-f") for a in args):
            words.insert(util + 1, "-d:")
    command = " ".join(words)
    counted = re.fullmatch(r"cat\s+(\S+)\s+\|\s+wc\s+-l|wc\s+-l\s+(?:<\s+)?(\S+)", command)
    if counted is not None and re.search(r"\bnon[\s-]?(?:empty|blank)\s+lines\b|\blines\s+that\s+are\s+not\s+(?:empty|blank)\b", rec.text, re.I):
        return f"grep -c . {counted.group(1) or counted.group(2)}"   # "count the non-empty lines in notes.txt": wc counts them all
    each = re.fullmatch(r"cat\s+(\S*[*?]\S*)\s+\|\s+(head|tail)\s+(-n\s*\d+|-\d+)", command)
    if each is not None and re.search(r"\b(?:every|each|all\s+the|per)\b", rec.text, re.I):
        command = f"{each.group(2)} {each.group(3)} {each.group(1)}"
    return command


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
    m = _found(_CUT_RANGE, rec.text)
    awk = re.fullmatch(r"awk\s+-F\s*(['\"]?)([^\s'\"])\1\s+'\{print \$(\d+), \$(\d+)\}'\s+([^\s|;&<>]+)", command)
    if awk and m and m.group(1).lower().startswith(("field", "column")) and (awk.group(3), awk.group(4)) == (m.group(2), m.group(3)) \
            and int(m.group(3)) - int(m.group(2)) > 1:
        # awk -F, '{print $2, $4}' for "fields 2 through 4 of data.csv": the ends of the range only
        separator = awk.group(2) if re.fullmatch(r"[\w,.:=@/-]", awk.group(2)) else f"'{awk.group(2)}'"
        return f"cut -d{separator} -f{m.group(2)}-{m.group(3)} {awk.group(5)}"
    if not re.search(r"(?:^|[|;&(]\s*)cut\b", command):
        return command
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


_ONE_COUNT = re.compile(r"^\s*(?:count|how\s+many)\s+(?:the\s+|all\s+)?(?:number\s+of\s+)?(?:requests|lines|entries|rows|records|hits|errors|responses)\b", re.I)
_COUNT_PER = re.compile(r"\b(?:each|per|by|every|distinct|unique|different|grouped|breakdown|most|top|frequent)\b", re.I)


def one_count(command: str, rec: Recognized) -> str:
    """``command`` counting the lines it selects, once, where the request asks for one number: "count the requests in
    access.log whose 9th field (the status) is 404" gave ``awk '$9 == 404' access.log | sort | uniq -c | sort -rn``
    (a count per line) → ``awk '$9 == 404' access.log | wc -l``."""
    if not _found(_ONE_COUNT, rec.text) or _found(_COUNT_PER, rec.text):
        return command
    # grep payment app.log | grep failed for "count lines in app.log that have both payment and failed": the last grep counts
    chain = re.fullmatch(r"(grep\s.*\|\s*grep)((?:\s+-[A-Za-z]+)*)(\s+(?!-)[^|;&<>]+)", command)
    if chain and not re.search(r"[clLoq]", chain.group(2)) and " wc " not in command:
        flags = chain.group(2).strip()
        return f"{chain.group(1)} {flags + 'c' if flags else '-c'}{chain.group(3)}"
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


_SPLIT_NAMED = re.compile(r"\b(?:named|called|like)\s+([\w.-]*?)(aa|00|0|a)(\.[A-Za-z]\w*)?\s*,\s*\1(ab|01|1|b)\3?(?![\w-])", re.I)
# "named dump_part_aa and so on": one name shown, the rest said in words
_SPLIT_ONE = re.compile(r"\b(?:named|called|like)\s+([\w.-]*?)(aa|00)(\.[A-Za-z]\w*)?\s*,?\s+(?:and\s+so\s+on|etc\b|\.\.\.|and\s+onwards?)", re.I)
# "named with the prefix part_", "using the prefix chunk-": the prefix alone (no suffix kind said)
_SPLIT_PREFIX = re.compile(r"\bprefix(?:ed)?\s+(?:of\s+|with\s+)?['\"]?([\w.-]*[\w_-])['\"]?()(?=[\s,;]|\.?$)"
                           # "500-line files whose names start with part_"
                           r"|\bnames?\s+(?:start|begin)(?:s|ning)?\s+with\s+['\"]?([\w.-]*[\w_-])['\"]?()(?=[\s,;]|\.?$)", re.I)


def split_prefix(command: str, rec: Recognized) -> str:
    """``command`` giving split the prefix of the pieces' names the request shows: "split big.csv into
    1000-line pieces named part_aa, part_ab and so on" gave ``split -l1000 big.csv part_ab part_aa`` →
    ``split -l1000 big.csv part_``; numbered names (part_00, part_01) add ``-d``, names with a kind (chunk_aa.sql)
    ``--additional-suffix``; so for "with the prefix part_" and for one name shown ("named dump_part_aa and so on").
    Pieces of whole lines ("without cutting lines") are ``-C``'s, "4 equal sized pieces" ``-n 4``."""
    words = command.split(" ")
    if words[:1] != ["split"] or any(w in SEGMENT_ENDS for w in words):
        return command
    if re.search(r"\b(?:without|not|never)\s+(?:cutting|splitting|breaking|chopping)\s+(?:any\s+)?lines\b|\bwhole\s+lines\b", rec.text, re.I):
        words = ["-C" if w == "-b" else w for w in words]   # pieces of at most a size, of whole lines
    equal = re.search(r"\b(\d+)\s+(?:equal(?:ly)?[\s-]*(?:sized?\s+)?)(?:pieces|parts|chunks|files)\b", rec.text, re.I)
    if equal is not None and "-n" not in words:   # "into 4 equal sized pieces": split -n 4
        k = next((k for k, w in enumerate(words) if w in ("-l", "-b") or re.fullmatch(r"-[lb]\d+", w)), None)
        if k is not None:
            words[k:k + (1 if len(words[k]) > 2 else 2)] = ["-n", equal.group(1)]
    command = " ".join(words)
    m = _found(_SPLIT_NAMED, rec.text) or _found(_SPLIT_ONE, rec.text) or _found(_SPLIT_PREFIX, rec.text)
    if m is None:
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
    elif m.group(2) and m.group(2).isalpha():   # part_aa: letters, split's own suffixes
        kept = [w for w in kept if w != "-d"]
    if m.re is not _SPLIT_PREFIX and m.group(3) and "--additional-suffix" not in command:   # chunk_aa.sql, chunk_ab.sql
        kept.insert(1, f"--additional-suffix={m.group(3)}")
    return " ".join(kept + [w for w in words[operands[0] + 1:] if w.startswith("-")])


_SORTED_SAID = re.compile(r"\bsorted\b|\balready\s+in\s+order\b|\bin\s+sorted\s+order\b", re.I)


def inputs_sorted(command: str, rec: Recognized) -> str:
    """``command`` with comm's two files sorted first where the request does not say they are sorted (comm needs
    sorted input; join is left as people write it, on files kept sorted by their key): "show the lines common to list1.txt and list2.txt" gave ``comm -12 list1.txt
    list2.txt`` → ``comm -12 <(sort list1.txt) <(sort list2.txt)``."""
    m = re.fullmatch(r"(comm(?:\s+-\S+)*)\s+([\w./~-]+\.\w+)\s+([\w./~-]+\.\w+)", command)
    if m is None or _found(_SORTED_SAID, rec.text):
        return command
    return f"{m.group(1)} <(sort {m.group(2)}) <(sort {m.group(3)})"


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


_KEY_ORDER = "bdfghiMnRrV"   # sort's ordering letters as the key takes them, in the order man sort lists them
_SORT_ORDERING = re.compile(r"-[nrhgM]+")
_SORT_UNIQUE = re.compile(r"-[a-zA-Z]*[um][a-zA-Z]*|--unique|--merge")


_FIRST_N = re.compile(r"\b(?:first|top)\s+(\d+)\s+(?:rows?|lines?|entries|records|results|items|ones)\b", re.I)


def head_count_said(command: str, rec: Recognized) -> str:
    """``command`` keeping as many lines as the request says, where its head took another of the request's numbers:
    "sort users.csv by the third column … and show only the first 10 rows" gave ``… | head -n 3`` (the column) →
    ``… | head -n 10``."""
    said = [int(n) for n in _FIRST_N.findall(rec.text)]
    heads = re.findall(r"\bhead\s+-n\s*(\d+)\b", command)
    if len(said) != 1 or len(heads) != 1 or int(heads[0]) == said[0]:
        return command
    others = {int(n) for n in re.findall(r"\b\d+\b", rec.text)} | {_ordinal_number(w) for w in re.findall(r"\b\w+\b", rec.text.lower()) if w in ORDINALS}
    if int(heads[0]) not in others:
        return command
    return re.sub(r"\bhead\s+-n\s*\d+\b", f"head -n {said[0]}", command, count=1)


# "sort users.csv numerically by the third column": the one column a sort is asked to go by
_SORT_COLUMN = re.compile(r"\b(?:sort\w*|order\w*)\b[^;|]{0,60}?\bby\s+(?:(?:its|the)\s+)?(?:[\w-]+\s+){0,2}?(?:(?:column|field)\s+\$?(?P<n>\d+)\b(?!\s*(?:-|to|through|and|,))"
                          r"|(?P<m>\d+(?:st|nd|rd|th)|" + "|".join(ORDINALS[:9]) + r")\s+(?:column|field)\b)", re.I)


def sort_key_said(command: str, rec: Recognized) -> str:
    """``command`` sorting by the column the request names, where it names one: "sort users.csv numerically by the
    third column, highest first, and show only the first 10 rows" gave ``sort -t, -k10,10nr users.csv | …`` (the
    other number) → ``sort -t, -k3,3nr users.csv | …``. Left alone: a request naming more than one column, a command
    with several keys."""
    m = _found(_SORT_COLUMN, rec.text)
    if m is None or len(re.findall(r"\b(?:columns?|fields?)\b", rec.text, re.I)) != 1:
        return command
    said = _ordinal_number(m.group("n") or m.group("m"))
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "sort":
            continue
        keys = [j for j in range(util + 1, end) if re.fullmatch(r"-k\d+(?:,\d+)?[a-zA-Z]*", words[j])]
        if len(keys) != 1 or any(words[j] in ("-k", "--key") for j in range(util + 1, end)):
            return command
        k = re.fullmatch(r"-k(\d+)(?:,(\d+))?([a-zA-Z]*)", words[keys[0]])
        if int(k.group(1)) == said or (k.group(2) and k.group(2) != k.group(1)):
            return command
        words[keys[0]] = f"-k{said}" + (f",{said}" if k.group(2) else "") + k.group(3)
        return " ".join(words)
    return command


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


# "by column 2 alphabetically and then by column 3 numerically", "by department in column 2, then by salary in column 4
# from highest to lowest", "by the 2nd column, then numerically by the 3rd": two keys, each with its own ordering
_COLUMN = r"(?:(?:column|field)\s+\$?(?P<{0}>\d+)|(?:the\s+)?(?P<{1}>\d+(?:st|nd|rd|th)|{2})(?:\s+(?:column|field))?)"
_TWO_KEYS = re.compile(r"\bby\s+(?:[\w-]+\s+){0,3}?(?:in\s+)?" + _COLUMN.format("n1", "m1", "|".join(ORDINALS[:9]))
                       + r"(?P<o1>[^,;]{0,40}?)\s*,?\s*(?:and\s+)?then\s+(?P<p2>(?:\w+\s+){0,2}?)by\s+(?:[\w-]+\s+){0,3}?(?:in\s+)?"
                       + _COLUMN.format("n2", "m2", "|".join(ORDINALS[:9])) + r"(?P<o2>[^,;]{0,40})", re.I)
_NUMERIC = re.compile(r"\bnumer\w*|\bnumbers?\b|\b(?:highest|lowest|largest|smallest|biggest)\b", re.I)
_DESCENDING = re.compile(r"\brevers\w*|\bdescending|\bhighest\s+(?:to\s+lowest|first)|\blargest\s+(?:to\s+smallest|first)"
                         r"|\bbiggest\s+first|\bnewest\s+first|\bz\s+to\s+a\b", re.I)


def sort_keys_said(command: str, rec: Recognized) -> str:
    """``command`` sorting by the two columns the request names in turn, each key with its own ordering: "sort
    people.csv by column 2 alphabetically and then by column 3 numerically" gave ``sort -t, -k2,2 people.csv`` →
    ``sort -t, -k2,2 -k3,3n people.csv``; the separator the command gives, else the one of a .csv or .tsv file."""
    m = _found(_TWO_KEYS, rec.text)
    if m is None:
        return command
    first, second = _ordinal_number(m.group("n1") or m.group("m1")), _ordinal_number(m.group("n2") or m.group("m2"))
    if first is None or second is None or first == second:
        return command
    keys = []
    for n, said in ((first, m.group("o1")), (second, (m.group("p2") or "") + " " + (m.group("o2") or ""))):
        keys.append(f"-k{n},{n}" + ("n" if _NUMERIC.search(said) else "") + ("r" if _DESCENDING.search(said) else ""))
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] != "sort":
            continue
        args, kept, skip = words[util + 1:end], [], False
        for j, w in enumerate(args):
            if skip:
                skip = False
            elif w == "-k":
                skip = True
            elif not (re.fullmatch(r"-k\S+|--key\S*", w) or _SORT_ORDERING.fullmatch(w) or w.startswith("-t") and w in kept):
                kept.append(w)
        at = next((j + 1 + (kept[j] == "-t") for j, w in enumerate(kept) if w.startswith("-t")), None)
        if at is None:   # no separator given: a .csv's comma, a .tsv's tab
            kind = next((unquoted(w).rsplit(".", 1)[-1].lower() for w in kept if re.fullmatch(r"[\w./~-]+\.(?:csv|tsv)", unquoted(w), re.I)), None)
            kept[:0], at = ([] if kind is None else ["-t,"] if kind == "csv" else ["-t$'\\t'"]), 0 if kind is None else 1
        return " ".join(words[:util + 1] + kept[:at] + keys + kept[at:] + words[end:])
    return command


_DUPLICATES_DROPPED = re.compile(r"\b(?:duplicates?\s+(?:removed|dropped|taken\s+out|stripped)|(?:remov|drop|strip|delet|eliminat)\w*\s+(?:the\s+|any\s+|all\s+)?"
                                 r"duplicates?|without\s+(?:any\s+)?duplicates?|no\s+duplicates?|dedup\w*|de-dup\w*)\b", re.I)


def duplicates_dropped(command: str, rec: Recognized) -> str:
    """``command`` keeping one of each line where the request drops the duplicates: "print tags.txt in lowercase
    with duplicates removed" gave ``… | sort | uniq -d`` (only the duplicated lines) → ``… | sort -u``."""
    if not _found(_DUPLICATES_DROPPED, rec.text) or re.search(r"\b(?:only|just)\s+(?:the\s+)?duplicat|\bshow\w*\s+(?:the\s+)?duplicat", rec.text, re.I):
        return command
    command = re.sub(r"\bsort(\s+-[a-zA-Z]+)?\s+\|\s+uniq\s+-d\b(?!\S)", lambda m: "sort -u" if not m.group(1) else f"sort{m.group(1)}u", command)
    return re.sub(r"\buniq\s+-d\b(?!\S)", "uniq", command)


def access_log_field(command: str, rec: Recognized) -> str:
    """``command`` printing the field of an access log the request names by what it holds, where it gives no number:
    "count requests per HTTP status code in access.log" gave ``awk '{print $1}' access.log | …`` → ``awk '{print $9}'
    access.log | …`` (status is the 9th field of the combined log format, the URL the 7th, the client's IP the 1st)."""
    if not re.search(r"\baccess(?:[._-]\w+)*\.log\b|/(?:nginx|apache2|httpd)/", rec.text) or re.search(r"\b(?:field|column)\s+\d", rec.text, re.I):
        return command
    per = re.search(r"\b(?:per|by|for\s+each|each)\s+(.{0,30})", rec.text, re.I)
    said = [field for pattern, field in ACCESS_FIELDS if pattern.search(per.group(1) if per else "")]
    if len(said) != 1:
        return command
    return re.sub(r"^(awk\s+(?:-F\S+\s+)?'\{print\s+\$)(\d+)(\}')", lambda k: f"{k.group(1)}{said[0]}{k.group(3)}", command, count=1)


_HEADER_ON_TOP = re.compile(r"\b(?:keep(?:ing)?|leav(?:e|ing)|with)\s+(?:the\s+)?(?:header|first)\s+(?:line|row)?\s*(?:at\s+the\s+top|first|in\s+place|where\s+it\s+is)\b"
                            r"|\bheader\s+(?:line\s+|row\s+)?(?:stays?|staying|remains?)\s+(?:at\s+the\s+top|first|on\s+top)\b", re.I)


def header_on_top(command: str, rec: Recognized) -> str:
    """``command`` printing a file's header line before its sorted (or filtered) body, where the request keeps the
    header at the top: "sort report.csv numerically by column 3 but keep the header line at the top" gave ``tail -n +2
    report.csv | sort -t, -k3,3n`` (the header dropped) → ``(head -n 1 report.csv; tail -n +2 report.csv | sort …)``."""
    if not _found(_HEADER_ON_TOP, rec.text):
        return command
    m = re.fullmatch(r"tail\s+-n\s*\+2\s+([\w./~-]+)\s+(\|\s+[^;&()<>]+?)((?:\s+>\s*\S+)?)", command)
    if m is None:
        return command
    return f"(head -n 1 {m.group(1)}; tail -n +2 {m.group(1)} {m.group(2)}){m.group(3)}"


_ONE_ROW = re.compile(r"^(?!.*\b(?:top|first|last|bottom)\s+\d+\b).*\bthe\s+(?:single\s+|one\s+)?(?:row|line|record|entry|file|process|user|ip)\s+"
                      r"(?:\S+\s+){0,4}?(?:with|having|that\s+has|of)\s+the\s+(?:highest|largest|biggest|greatest|lowest|smallest|most|least|max(?:imum)?|min(?:imum)?)\b", re.I)


def one_row_kept(command: str, rec: Recognized) -> str:
    """``command`` keeping one line where the request asks for the one row with the highest (or lowest) value: "print
    the row of stats.csv with the highest value in column 3" gave ``sort -t, -k3,3nr stats.csv | head -n 3`` (the
    column's number taken as a count) → ``… | head -n 1``. Only a last head whose count the request never says."""
    if not _found(_ONE_ROW, rec.text):
        return command
    m = re.fullmatch(r"(.*\|\s*(?:head|tail))\s+(?:-n\s*|-)(\d+)", command)
    if m is None or m.group(2) == "1":
        return command
    return f"{m.group(1)} -n 1"


_LINE_NUMBERS_SAID = re.compile(r"\bwith\s+(?:the\s+|their\s+)?line\s+numbers\b|\bline\s+numbers\s+(?:printed\s+)?(?:in\s+front|before|at\s+the\s+start)\b"
                                r"|\bnumber(?:ed)?\s+(?:the\s+|each\s+)?lines?\b", re.I)


def range_numbered(command: str, rec: Recognized) -> str:
    """``command`` printing a range of lines with their numbers where the request asks for them: "show me lines 200
    to 250 of /var/log/syslog with the line numbers printed in front" gave ``sed -n '200,250p' /var/log/syslog`` →
    ``cat -n /var/log/syslog | sed -n '200,250p'`` (numbers of the file, not of the range)."""
    m = re.fullmatch(r"sed\s+-n\s+(['\"]?)(\d+),(\d+)p\1\s+(\S+)", command)
    if m is None or not _found(_LINE_NUMBERS_SAID, rec.text):
        return command
    return f"cat -n {m.group(4)} | sed -n '{m.group(2)},{m.group(3)}p'"


_OVERWRITTEN = re.compile(r"\boverwrit\w*\s+(?:the\s+(?:original\s+)?file|it)\b|\bin\s+place\b|\bsave\s+(?:it|the\s+result)\s+back\b"
                          r"|\breplac\w*\s+the\s+(?:original\s+)?file\b", re.I)


def tr_in_place(command: str, rec: Recognized) -> str:
    """``command`` writing tr's output back over the file it read where the request says so (tr has no in-place
    mode, and ``> same`` would empty the file first): "turn everything in headers.txt into lower case and overwrite
    the file" gave ``tr '[:upper:]' '[:lower:]' < headers.txt`` → ``… < headers.txt > headers.tmp && mv headers.tmp
    headers.txt``."""
    m = re.fullmatch(r"(tr\s+.+?)\s+<\s+(\S+?)(\.\w+)?", command)
    if m is None or not _found(_OVERWRITTEN, rec.text) or re.search(r"[|>;&]", m.group(1)):
        return command
    name, ext = m.group(2), m.group(3) or ""
    return f"{m.group(1)} < {name}{ext} > {name}.tmp && mv {name}.tmp {name}{ext}"


_RANKED = re.compile(r"\b(?:biggest|largest|most|highest|longest|heaviest)\s+(?:ones?\s+|files?\s+|folders?\s+)?(?:first|on\s+top|at\s+the\s+top)\b|\bin\s+descending\s+order\b"
                     r"|\b(?P<up>smallest|fewest|shortest|least)\s+(?:ones?\s+|files?\s+)?first\b", re.I)


def counts_ranked(command: str, rec: Recognized) -> str:
    """``command`` with its counts or sizes sorted the way the request ranks them: "how many lines does each .py file in
    app/ have, biggest first" gave ``wc -l app/*.py`` → ``wc -l app/*.py | sort -rn``; du's human sizes sort with -h."""
    m = _found(_RANKED, rec.text)
    if m is None or re.search(r"[|;&<>]|\$\(|`", command) or not re.match(r"(?:wc\s+-[lwcm]+|du\s+-[a-zA-Z]*s[a-zA-Z]*)\s", command):
        return command
    human = command.startswith("du") and re.match(r"du\s+-[a-zA-Z]*h", command)
    return f"{command} | sort -{'' if m.group('up') else 'r'}{'h' if human else 'n'}"


_SECOND_TO_LAST = re.compile(r"\b(?:(?:second|2nd)[\s-]+(?:to[\s-]+|from[\s-]+(?:the[\s-]+)?)?last|next[\s-]+to[\s-]+last|penultimate|one\s+before\s+(?:the\s+)?last)"
                             r"\s+(?:field|column|word|part|item|value|element)\b", re.I)


def second_to_last_field(command: str, rec: Recognized) -> str:
    """``command``'s awk printing the field before the last where the request asks for it: "print the second to last
    field of every line in fields.txt" gave ``awk '{print $NF}' fields.txt`` → ``awk '{print $(NF-1)}' fields.txt``."""
    if not _found(_SECOND_TO_LAST, rec.text) or "$(NF-1)" in command or not command.startswith("awk "):
        return command
    return re.sub(r"\$NF\b", "$(NF-1)", command, count=1)


_COLUMN_EMPTY = re.compile(r"\b(?:column|field|col)\b[^,.;]*?\b(?:is|are)\s+(?:empty|blank|missing)\b|\b(?:empty|blank|missing)\s+(?:\w+\s+)?(?:column|field|value)\b", re.I)


def empty_field_test(command: str, rec: Recognized) -> str:
    """``command``'s awk testing a column for the empty value where the request asks for rows whose column is empty:
    "rows in contacts.csv where the phone column (2nd) is empty" gave ``awk -F, '$2 == "phone"' contacts.csv`` (the
    column's name as its value) → ``awk -F, '$2 == ""' contacts.csv``."""
    if not _found(_COLUMN_EMPTY, rec.text) or not command.startswith("awk "):
        return command
    return re.sub(r"(\$\d+\s*==\s*)\"[^\"]+\"", r'\1""', command, count=1)


def matches_counted_by_line(command: str, rec: Recognized | None = None) -> str:
    """``command`` counting grep -o's matches by lines: grep -o prints one match a line, so ``| wc -l`` counts them and
    ``| wc -w`` miscounts any match with a space in it ("how many times does the word linux appear in article.md" gave
    ``grep -o linux article.md | wc -w``)."""
    return re.sub(r"^((?:grep|egrep)\s+-[A-Za-z]*o[A-Za-z]*\s[^|]*\|\s*wc\s+)-w$", r"\1-l", command)
