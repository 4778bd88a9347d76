"""JSON files read and changed with ``jq``: pretty-printed, minified, validated, counted, a field of every element
printed or summed, elements selected by a field's value, sorted by a field, turned into CSV, a key removed or set,
a value picked by its path (``.database.host``). The model's training data never saw jq; requests about a ``.json``
or ``.jsonl`` file (or a URL that returns JSON) name these tasks plainly.
"""

from __future__ import annotations

import re


def _source(n: str = "") -> str:
    """The JSON a request reads: a file (group "file" + ``n``) or a URL fetched with curl (group "url" + ``n``); ``n``
    tells apart the groups of two alternatives of one row."""
    return rf"(?:the\s+)?(?:(?P<file{n}>[~./\w][\w./~-]*\.jsonl?)\b|(?P<url{n}>https?://\S+?))"


_SOURCE = _source()
_FIELD = r"(?P<field>[A-Za-z_]\w*)"
_EACH = r"(?:every|each|all(?:\s+the)?)\s+(?:\w+\s+)?"
# A value in a test or an assignment: a number, true/false/null, or a word taken as a string
_VALUE = r"['\"]?(?P<value>-?\d+(?:\.\d+)?|[\w.@:/-]+)['\"]?"


def _read(m: re.Match) -> str:
    """How the answer reads its JSON: the file as an operand, or curl's output piped in."""
    file, url = m.groupdict().get("file"), m.groupdict().get("url")
    return f" {file}" if file else f"curl -s {_quoted(url.rstrip('.,;'))} |"


def _quoted(word: str) -> str:
    """A URL quoted where the shell would read its ``?``, ``&`` or ``*``."""
    return f"'{word}'" if re.search(r"[?&*\s]", word) else word


def _jq(m: re.Match, program: str, flags: str = "") -> str:
    """``jq [flags] 'program' FILE`` or ``curl -s URL | jq [flags] 'program'``."""
    source = _read(m)
    flags = f" {flags}" if flags else ""
    program = program if re.fullmatch(r"[\w.]+", program) else f"'{program}'"
    if source.startswith("curl"):
        return f"{source} jq{flags} {program}"
    return f"jq{flags} {program}{source}"


def _literal(value: str) -> str:
    """A value as jq writes it: numbers, booleans and null bare, anything else a string."""
    return value if re.fullmatch(r"-?\d+(?:\.\d+)?|true|false|null", value) else f'"{value}"'


def _elements(m: re.Match) -> str:
    """The elements of the file: every line of a JSON Lines file, every element of a JSON array."""
    return "." if (m.groupdict().get("file") or "").endswith(".jsonl") else ".[]"


def _selected(m: re.Match) -> str:
    """Elements whose field has the value said (``select(.level == "error")``), counted when the request counts."""
    test = f'select(.{m.group("field")} == {_literal(m.group("value"))})'
    counted = re.search(r"\b(?:count|how\s+many|number\s+of)\b", m.string, re.I) is not None
    if (m.group("file") or "").endswith(".jsonl"):
        return _jq(m, test, "-c") + (" | wc -l" if counted else "")
    return _jq(m, f"[.[] | {test}] | length" if counted else f".[] | {test}")


def _path_read(m: re.Match) -> str | None:
    """The value at a path a request writes as jq does, when reading it is all it asks ("what's the database host
    in settings.json (.database.host)"); None where the path is only part of a task (counted, tested, sorted by, set)."""
    file = m.group("file") or m.group("file2")
    asks = re.match(r"\s*(?:what(?:'s|\s+is)|get|print|show|read|extract|output)\b", m.string, re.I)
    if not file or asks is None or re.search(r"\b(?:count|where|sort\w*|set|each|every|equal|under|array|only|select\w*)\b|[<>=]", m.string, re.I):
        return None
    return f"jq -r '{m.group('path') or m.group('path2')}' {file}"


ROWS = (
    # "pretty print data.json (and save the result as data_pretty.json)", "format config.json with proper indentation"
    (re.compile(rf"\b(?:pretty[\s-]?print|pretty[\s-]?format|prettify|format|indent|beautify)\s+(?:the\s+)?(?:minified\s+)?{_SOURCE}"
                r"(?:[^.;]*?\b(?:save|write|store)\w*\s+(?:it|the\s+result|the\s+output)?\s*(?:as|to|in|into)\s+(?P<out>[~./\w][\w./~-]*\.json))?"
                r"(?![^.;]*\b(?:python|first\s+\d+|last\s+\d+|head|tail|grep|less|page)\b)", re.I),
     lambda m: _jq(m, ".") + (f" > {m.group('out')}" if m.group("out") else "")),
    # "minify response.json onto one line", "compact data.json"
    (re.compile(rf"\b(?:minify|compact|compress)\s+{_SOURCE}(?:\s+(?:onto|into|to)\s+(?:one|a\s+single)\s+line)?", re.I),
     lambda m: _jq(m, ".", "-c")),
    # "check if data.json is valid json", "validate config.json"
    (re.compile(rf"\b(?:check|test|verify|see)\s+(?:if|whether|that)\s+{_SOURCE}\s+is\s+(?:valid|well[\s-]formed)(?:\s+json)?\b"
                rf"|\bvalidate\s+(?:the\s+json\s+(?:in|of)\s+)?{_source('2')}", re.I),
     lambda m: f"jq empty {m.group('file') or m.group('file2')}" if (m.group("file") or m.group("file2")) else None),
    # "how many items are in the array in items.json", "count the entries in users.json"
    (re.compile(rf"\b(?:how\s+many\s+(?:items|entries|elements|objects|records)\s+(?:are\s+)?(?:there\s+)?in|count\s+(?:the\s+)?"
                rf"(?:items|entries|elements|objects|records)\s+in|(?:length|size)\s+of)\s+(?:the\s+(?:json\s+)?array\s+(?:in|from|returned\s+by)\s+)?{_SOURCE}\s*\??\s*$", re.I),
     lambda m: _jq(m, "length") if not (m.group("file") or "").endswith(".jsonl") else f"wc -l < {m.group('file')}"),
    # "print the name of every user in users.json", "print only the name field of each one" (of a URL's array)
    (re.compile(rf"\b(?:print|show|list|get|output|extract)\s+(?:me\s+)?(?:just\s+|only\s+)?(?:the\s+)?{_FIELD}\s+(?:field\s+|key\s+|value\s+|property\s+)?"
                rf"(?:of|from|for)\s+{_EACH}(?:one|object|entry|element|item|record|\w+)?\s*(?:in|of|from)?\s*(?:the\s+)?"
                rf"(?:\w+\s+)?(?:array\s+)?(?:in\s+)?{_SOURCE}", re.I),
     lambda m: _jq(m, f"{_elements(m)}.{m.group('field')}".replace("..", "."), "-r")),
    # "get https://api.example.com/users, it returns a json array of objects, and print only the name field of each one"
    (re.compile(rf"\b(?P<url>https?://[^\s,]+)[,\s].*?\b(?:print|show|list|get|output)\s+(?:me\s+)?(?:just\s+|only\s+)?(?:the\s+)?{_FIELD}\s+"
                r"(?:field|key|value|property)\s+(?:of|from|for)\s+(?:every|each)\s+(?:one|object|entry|element|item|record)\b", re.I),
     lambda m: _jq(m, f".[].{m.group('field')}", "-r")),
    # "just the title of https://api.example.com/posts/1": one field of the object a URL returns
    (re.compile(r"^\s*(?:(?:print|show|get|fetch)\s+)?(?:me\s+)?(?:just|only)\s+(?:the\s+)?(?P<field>[A-Za-z_]\w*)\s+(?:field\s+|value\s+)?(?:of|from)\s+(?P<url>https?://\S+?)\s*$", re.I),
     lambda m: f"curl -s {_quoted(m.group('url'))} | jq -r .{m.group('field')}" if re.search(r"api|json|/v\d", m.group("url"), re.I)
     and m.group("field").lower() not in ("headers", "header", "status", "body", "code", "page", "html", "response", "size", "content", "text", "cookies")
     else None),
    # "add up the amount field across all entries in payments.json", "total of the price values in cart.json"
    (re.compile(rf"\b(?:add\s+up|sum(?:\s+up)?|total(?:\s+of)?)\s+(?:the\s+|all\s+the\s+)?{_FIELD}\s+(?:fields?|keys?|values?|propert(?:y|ies))\s+"
                rf"(?:across|of|in|over|from)\s+(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:\w+\s+)?(?:in\s+)?{_SOURCE}", re.I),
     lambda m: _jq(m, f"[.[].{m.group('field')}] | add")),
    # "count the lines in events.jsonl where level is error", "users in users.json whose role is admin"
    (re.compile(rf"{_SOURCE}\s+(?:where|whose|with)\s+(?:the\s+)?{_FIELD}\s+(?:is|==|=|equals)\s+{_VALUE}\s*$", re.I), _selected),
    # "sort products.json by price"
    (re.compile(rf"\bsort\s+{_SOURCE}\s+by\s+(?:the\s+)?{_FIELD}(?:\s+(?:field|key))?\s*$", re.I),
     lambda m: _jq(m, f"sort_by(.{m.group('field')})")),
    # "turn users.json into csv with id, name and email"
    (re.compile(rf"\b(?:turn|convert|export)\s+{_SOURCE}\s+(?:in)?to\s+(?:a\s+)?csv\s+(?:with|of)\s+(?:the\s+(?:fields?|columns?|keys?)\s+)?"
                r"(?P<fields>[A-Za-z_]\w*(?:\s*(?:,|and|,\s*and)\s*[A-Za-z_]\w*)+)\s*$", re.I),
     lambda m: _jq(m, ".[] | [" + ", ".join("." + f for f in re.split(r"\s*(?:,\s*and|,|and)\s*", m.group("fields"))) + "] | @csv", "-r")),
    # "print user.json with the password key removed", "remove the token field from session.json"
    (re.compile(rf"\b(?:print|show|output)\s+{_SOURCE}\s+with(?:out)?\s+the\s+{_FIELD}\s+(?:key|field|property)(?:\s+removed|\s+deleted|\s+left\s+out)?\s*$"
                rf"|\b(?:remove|delete|drop|strip)\s+the\s+(?P<field2>[A-Za-z_]\w*)\s+(?:key|field|property)\s+(?:from|of|in)\s+"
                rf"{_source('2')}\s*$", re.I),
     lambda m: (f"jq 'del(.{m.group('field') or m.group('field2')})' {m.group('file') or m.group('file2')}"
                if (m.group("file") or m.group("file2")) else None)),
    # "bump the version in package.json to 2.0.0", "set debug to true in config.json": written back through a temporary file
    (re.compile(rf"\b(?:bump|set|change|update)\s+(?:the\s+)?{_FIELD}\s+(?:field\s+|key\s+|value\s+)?in\s+(?P<file>[~./\w][\w./~-]*\.json)\s+to\s+{_VALUE}\s*$"
                rf"|\bset\s+(?:the\s+)?(?P<field2>[A-Za-z_]\w*)\s+(?:field\s+|key\s+)?to\s+(?P<value2>[\w.@:/-]+)\s+in\s+(?P<file2>[~./\w][\w./~-]*\.json)\s*$", re.I),
     lambda m: (lambda field, value, file: f"jq '.{field} = {_literal(value)}' {file} > tmp.json && mv tmp.json {file}")(
         m.group("field") or m.group("field2"), m.group("value") or m.group("value2"), m.group("file") or m.group("file2"))),
    # "what's the database host in settings.json (.database.host)": a path given as jq writes it
    (re.compile(rf"(?:\(|\b(?:path|key)\s+|^|\s)(?P<path>\.[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d*\])*)\)?(?=[\s,;?]|$).*?\b(?:in|of|from)\s+{_SOURCE}"
                rf"|\b(?:in|of|from)\s+(?P<file2>[~./\w][\w./~-]*\.json)\b.*?(?:\(|\b(?:path|key)\s+|\s)(?P<path2>\.[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d*\])*)\)?(?=[\s,;?]|$)", re.I),
     lambda m: _path_read(m)),
)
