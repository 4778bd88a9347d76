"""JSON files read and changed with ``jq``: pretty-printed, minified, validated, counted, a field of every element
printed or summed, elements selected by a field's value, sorted by a field, turned into CSV, a key removed or set,
a value picked by its path (``.database.host``); elements filtered by a test of a field (one field of them printed
or them counted), grouped and counted by a field, a field's distinct values, a key added to or removed from every
element, an array written as JSON Lines and JSON Lines slurped into an array, two objects deep-merged, the invalid
JSON files of a folder listed. The model's training data never saw jq; requests about a ``.json``
or ``.jsonl`` file (or a URL that returns JSON) name these tasks plainly.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _awk_test, _shell_word


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


def _selected(m: re.Match) -> str | None:
    """Elements whose field has the value said (``select(.level == "error")``), counted when the request counts; None
    where a field of them is to be printed ("the names of users in …"): ``_filtered``'s."""
    if re.search(r"\b(?:print|show|list|get|output|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?(?:the\s+)?\w+\s+(?:field\s+|value\s+|key\s+)?(?:of|from|for)\b", m.string[:m.start()], re.I):
        return None
    test = f'select(.{m.group("field")} == {_literal(m.group("value"))})'
    counted = re.search(r"\b(?:count|how\s+many|number\s+of)\b", m.string, re.I) is not None
    if (m.group("file") or "").endswith(".jsonl"):
        return _jq(m, test, "-c") + (" | wc -l" if counted else "")
    return _jq(m, f"[.[] | {test}] | length" if counted else f".[] | {test}")


def _path_read(m: re.Match) -> str | None:
    """The value at a path a request writes as jq does, when reading it is all it asks ("what's the database host
    in settings.json (.database.host)"); None where the path is only part of a task (counted, tested, sorted by, set)."""
    file = m.group("file") or m.group("file2")
    asks = re.match(r"\s*(?:what(?:'s|\s+is)|get|print|show|read|extract|output|grab|pull(?:\s+out)?|give\s+me)\b", m.string, re.I)
    if not file or asks is None or re.search(r"\b(?:count|where|sort\w*|set|each|every|equal|under|array|only|select\w*)\b|[<>=]", m.string, re.I):
        return None
    return f"jq -r '{m.group('path') or m.group('path2')}' {file}"


def _singular(word: str) -> str:
    """A field named in the plural as its key is written ("countries" → ``country``, "emails" → ``email``)."""
    if word.lower().endswith("ies"):
        return word[:-3] + "y"
    if word.lower().endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    return word[:-1] if word.lower().endswith("s") and not word.lower().endswith(("ss", "us")) else word


# A test on a field as awk's shared _awk_test reads it, and jq's "and" for awk's "&&" (a range "between 3 and 9")
_JQ_TEST_WORDS = re.compile(r"^(?:is|are|equals|==|!=|=|<|>|<=|>=|(?:is\s+)?(?:not|between|above|below|over|under|at\s+(?:least|most)|greater|more|less|fewer|bigger|smaller|larger|higher|lower|exactly))\b|^[<>=!]", re.I)


def _field_test(field: str, said: str) -> str | None:
    """jq's test of an element's field from the words after it ("is "click"" → ``.type == "click"``, "below 5" →
    ``.qty < 5``, a bare value → equality), or None for words it does not read."""
    said = said.strip()
    if not _JQ_TEST_WORDS.match(said):
        said = f"is {said}"   # "have status failed": the value alone
    test = _awk_test(said)
    if test is None:
        return None
    return re.sub(r'"(true|false|null)"', r"\1", test.replace("$N", f".{field}").replace(" && ", " and "))   # JSON's literals bare


def _filtered(m: re.Match) -> str | None:
    """jq keeping the elements whose field passes a test, one field of them printed or them counted where asked:
    "filter events.json (an array) down to the entries whose type is "click"" → ``jq '.[] | select(.type ==
    "click")' events.json``; "print only the sku of items in inventory.json where qty is below 5" → ``jq -r '.[] |
    select(.qty < 5) | .sku' inventory.json``; "how many records in records.jsonl have status "failed"" → ``jq -c
    'select(.status == "failed")' records.jsonl | wc -l``."""
    text = m.string
    if re.search(r"\b(?:delete|remove|drop|set|sort\w*|update|change|replace|sum|total|average|add|group\w*|csv|save|write|into|and\s+then|then)\b|[|;`]", text, re.I):
        return None   # more than elements picked
    test = _field_test(m.group("field"), m.group("test"))
    if test is None:
        return None
    file = m.group("file")
    lines = file.endswith(".jsonl")
    picked = re.search(r"\b(?:print|show|list|get|output|give\s+me)\s+(?:me\s+)?(?:only\s+|just\s+)?(?:the\s+)?(?P<f>[A-Za-z_]\w*)\s+(?P<named>field\s+|value\s+|key\s+)?(?:of|from|for)\b", text[:m.start("where")], re.I)
    counted = re.search(r"\b(?:count|how\s+many|number\s+of)\b", text, re.I)
    if picked and (counted or picked.group("f").lower() in ("entries", "items", "elements", "objects", "records", "lines", "rows", "ones", "all", "every", "each", "those")):
        picked = None
    field = (picked.group("f") if picked.group("named") else _singular(picked.group("f"))) if picked else None
    select = f"select({test})" + (f" | .{field}" if field else "")
    if counted:
        return f"jq -c '{select}' {file} | wc -l" if lines else f"jq '[.[] | {select}] | length' {file}"
    return f"jq {'-r ' if picked else ''}'{'' if lines else '.[] | '}{select}' {file}" if not lines else f"jq {'-r' if picked else '-c'} '{select}' {file}"


def _to_csv(m: re.Match) -> str | None:
    """jq writing the fields a request lists as CSV rows, one per element (one per line of a JSON Lines file), into
    the file it names: "products.json is an array of objects with id, name and price, turn it into products.csv with
    those three columns" → ``jq -r '.[] | [.id, .name, .price] | @csv' products.json > products.csv``."""
    rest = m.group("rest").strip(" .!")
    if rest and not re.fullmatch(r"(?:with|out\s+of|from|using|of|holding|keeping)\s+(?:those|these|the|all|only\s+those)\s+(?:\w+\s+)?(?:columns|fields|keys)", rest, re.I):
        return None
    fields = re.split(r"\s*(?:,\s*and|,|and)\s*", m.group("fields"))
    if not all(re.fullmatch(r"[A-Za-z_]\w*", f) for f in fields):
        return None
    file = m.group("file")
    each = "" if file.endswith(".jsonl") else ".[] | "
    return f"jq -r '{each}[{', '.join('.' + f for f in fields)}] | @csv' {file} > {m.group('out')}"


def _grouped_count(m: re.Match) -> str | None:
    """jq counting the elements per value of a field: "orders.json: group by customer and give me the number of
    orders for each customer" → ``jq 'group_by(.customer) | map({customer: .[0].customer, count: length})'
    orders.json``."""
    field = m.group("field") or m.group("field2")
    if re.search(r"\b(?:sum|total|average|mean|amount\s+of|sort\w*|top|most|where|only|then)\b|[|;`]", m.string, re.I):
        return None
    return f"jq 'group_by(.{field}) | map({{{field}: .[0].{field}, count: length}})' {m.group('file') or m.group('file2')}"


def _json_lines(m: re.Match) -> str | None:
    """jq writing each element of a JSON array on a line of its own (JSON Lines): "cities.json holds one big array,
    convert it to JSON lines in cities.jsonl" → ``jq -c '.[]' cities.json > cities.jsonl``."""
    out = m.group("out")
    return f"jq -c '.[]' {m.group('file')}" + (f" > {out}" if out else "")


def _merged(m: re.Match) -> str | None:
    """jq merging two JSON objects, the keys of the second winning at every depth: "deep-merge defaults.json and
    overrides.json, overrides should win" → ``jq -s '.[0] * .[1]' defaults.json overrides.json``; "merge local.json
    into base.json" keeps base.json's keys where local.json has none."""
    a, b = m.group("a"), m.group("b")
    if m.group("into"):
        a, b = b, a
    rest = m.group("rest").strip(" .!")
    out = re.fullmatch(r"(?:(?:and\s+)?(?:save|write|put)\s+(?:it|the\s+result)\s+)?(?:into|to|as|in)\s+(?P<out>[~./\w][\w./~-]*\.json)", rest, re.I)
    win = re.fullmatch(rf"(?:(?:so\s+that\s+|with\s+)?(?:the\s+)?(?:values?\s+(?:of|in|from)\s+)?(?:{re.escape(b.rsplit('.', 1)[0])}(?:\.json)?|the\s+second(?:\s+one)?|the\s+latter)\s+(?:should\s+)?(?:wins?|winning|tak\w+\s+precedence|overrid\w+(?:\s+the\s+first)?))", rest, re.I)
    if rest and not (out or win) or re.search(r"\barrays?\b", m.string, re.I):
        return None
    return f"jq -s '.[0] * .[1]' {a} {b}" + (f" > {out.group('out')}" if out else "")


def _unique_values(m: re.Match) -> str:
    """The distinct values of one field across a JSON array (or the lines of a JSON Lines file), one a line: "unique
    list of countries in customers.json" → ``jq -r '.[].country' customers.json | sort -u``."""
    said = m.group("field")
    field = said if m.group("named") or "values of" in m.group(0).lower() else _singular(said)
    file = m.group("file")
    return f"jq -r '{'.' if file.endswith('.jsonl') else '.[].'}{field}' {file} | sort -u".replace("'..", "'.")


ROWS = (
    # "pretty print data.json (and save the result as data_pretty.json)", "format config.json with proper indentation"
    (re.compile(rf"\b(?:pretty[\s-]?print|pretty[\s-]?format|prettify|format|indent|beautify)\s+(?:the\s+)?(?:minified\s+)?{_SOURCE}"
                r"(?:[^.;]*?\b(?:save|write|store)\w*\s+(?:it|the\s+result|the\s+output)?\s*(?:as|to|in|into)\s+(?P<out>[~./\w][\w./~-]*\.json))?"
                r"(?![^.;]*\b(?:python|first\s+\d+|last\s+\d+|head|tail|grep|less|page)\b)", re.I),
     lambda m: _jq(m, ".") + (f" > {m.group('out')}" if m.group("out") else "")),
    # "minify response.json onto one line", "compact data.json"
    (re.compile(rf"\b(?:minify|compact|compress)\s+{_SOURCE}(?:\s+(?:onto|into|to)\s+(?:one|a\s+single)\s+line)?"
                r"(?:\s*,?\s+(?:and\s+)?(?:(?:save|write|put)\s+(?:it|the\s+result)\s+)?(?:into|to|as|in)\s+(?P<out>[~./\w][\w./~-]*\.json)\b)?", re.I),
     lambda m: _jq(m, ".", "-c") + (f" > {m.group('out')}" if m.group("out") else "")),
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
    # "users.json is an array of objects, print each one's name field as plain text"
    (re.compile(rf"^\s*{_SOURCE}\s+is\s+an?\s+(?:json\s+)?(?:array|list)(?:\s+of\s+(?:objects|records|entries|users|items))?\s*[,;:-]+\s*(?:print|show|list|get|output|extract)\s+(?:me\s+)?"
                rf"(?:each|every)\s+(?:one|object|entry|element|item|record)'s\s+{_FIELD}(?:\s+(?:field|key|value|property))?"
                r"(?:\s*,?\s*(?:as\s+(?:plain\s+text|raw\s+strings?|plain\s+strings?)|without\s+(?:the\s+)?quotes))?\s*$", re.I),
     lambda m: _jq(m, f".[].{m.group('field')}", "-r")),
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
    # "payments.json is an array of objects, add up the amount field across all of them"
    (re.compile(rf"^\s*{_SOURCE}\s+(?:is|holds|has|contains)\s+an?\s+(?:json\s+)?(?:array|list)(?:\s+of\s+(?:objects|records|entries))?\s*[,;:-]+\s*(?:add\s+up|sum(?:\s+up)?|total)\s+(?:the\s+)?{_FIELD}"
                r"\s+(?:fields?|keys?|values?)\s+(?:across|of|over|in|for)\s+(?:all|every|each)(?:\s+of)?\s+(?:them|the\s+objects|objects|entries|elements|records|items)\s*$", re.I),
     lambda m: _jq(m, f"[.[].{m.group('field')}] | add")),
    # "count the lines in events.jsonl where level is error", "users in users.json whose role is admin"
    (re.compile(rf"{_SOURCE}\s+(?:where|whose|with)\s+(?:the\s+)?{_FIELD}\s+(?:is|==|=|equals)\s+{_VALUE}\s*$", re.I), _selected),
    # "sort products.json by price"
    # "sort the array in people.json by age", "sort the objects of scores.json by points, highest first"
    (re.compile(rf"\bsort\s+(?:the\s+(?:array|list|objects|entries|elements|items|records)\s+(?:in|of|from)\s+)?{_SOURCE}\s+by\s+(?:the\s+|their\s+|its\s+)?{_FIELD}"
                r"(?:\s+(?:field|key|value))?(?P<down>\s*,?\s*(?:descending|in\s+descending\s+order|reversed|(?:highest|largest|biggest|newest|most)\s+first))?\s*$", re.I),
     lambda m: _jq(m, f"sort_by(.{m.group('field')})" + (" | reverse" if m.group("down") else ""))),
    # "turn users.json into csv with id, name and email"
    (re.compile(rf"\b(?:turn|convert|export)\s+{_SOURCE}\s+(?:in)?to\s+(?:a\s+)?csv\s+(?:with|of)\s+(?:the\s+(?:fields?|columns?|keys?)\s+)?"
                r"(?P<fields>[A-Za-z_]\w*(?:\s*(?:,|and|,\s*and)\s*[A-Za-z_]\w*)+)\s*$", re.I),
     lambda m: _jq(m, ".[] | [" + ", ".join("." + f for f in re.split(r"\s*(?:,\s*and|,|and)\s*", m.group("fields"))) + "] | @csv", "-r")),
    # "print user.json with the password key removed", "remove the token field from session.json"
    (re.compile(rf"\b(?:print|show|output)\s+{_SOURCE}\s+with(?:out)?\s+the\s+{_FIELD}\s+(?:key|field|property)(?:\s+removed|\s+deleted|\s+left\s+out)?\s*$"
                rf"|\b(?:remove|delete|drop|strip)\s+the\s+(?P<field2>[A-Za-z_]\w*)\s+(?:key|field|property)\s+(?:from|of|in)\s+"
                rf"(?P<every>(?:every|each|all(?:\s+the)?)\s+(?:\w+\s+)?(?:in|of)\s+)?{_source('2')}\s*$", re.I),
     lambda m: (f"jq '{'map(del(.{0}))' if m.group('every') else 'del(.{0})'}' {m.group('file') or m.group('file2')}".format(m.group("field") or m.group("field2"))
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
    # "filter events.json (an array) down to the entries whose type is "click"", "print only the sku of items in
    # inventory.json where qty is below 5", "how many records in records.jsonl have status "failed""
    (re.compile(r"(?P<file>[~./\w][\w./~-]*\.jsonl?)\b.*?(?P<where>\b(?:where|whose|with|that\s+have|which\s+have|have|has)\s+(?:the\s+|an?\s+)?(?:field\s+|key\s+)?)"
                r"(?P<field>[A-Za-z_]\w*)\s+(?P<test>(?:is|are|equals|==|!=|=|<|>|[<>]=|(?:is\s+)?(?:not|between|above|below|over|under|at\s+least|at\s+most|greater|more|less|smaller|bigger|larger|higher|lower|exactly))\b.*?"
                r"|['\"][^'\"]+['\"])\s*[.?!]?\s*$", re.I), _filtered),
    # "products.json is an array of objects with id, name and price, turn it into products.csv with those three columns",
    # "events.jsonl has ts, user and action on every line; make events.csv out of those three fields"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.jsonl?)\s+(?:is\s+an?\s+(?:json\s+)?(?:array|list)\s+of\s+(?:objects|records|entries)\s+with|has|holds|contains)\s+(?:the\s+)?(?:fields\s+|keys\s+)?"
                r"(?P<fields>[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*,?\s*and\s+[A-Za-z_]\w*)(?:\s+(?:fields|keys))?(?:\s+(?:on|in|for)\s+(?:every|each)\s+(?:line|object|entry|record))?\s*[,;:-]+\s*"
                r"(?:turn|convert|make|write|export|save)\s+(?:it\s+|them\s+)?(?:(?:in)?to\s+)?(?P<out>[~./\w][\w./~-]*\.csv)\b(?P<rest>.*)$", re.I), _to_csv),
    # "orders.json: group by customer and give me the number of orders for each customer", "count the orders per customer in orders.json"
    (re.compile(r"^\s*(?P<file>[~./\w][\w./~-]*\.json)\s*[:,-]?\s*group\s+(?:it\s+|them\s+|the\s+\w+\s+)?by\s+(?:the\s+)?(?P<field>[A-Za-z_]\w*)\s+(?:field\s+)?(?:and\s+)?(?:give\s+me\s+|show\s+|print\s+|count\s+)?"
                r"(?:the\s+)?(?:number|count)(?:\s+of\s+\w+)?(?:\s+(?:for|in|per)\s+each(?:\s+\w+)?)?\s*$"
                r"|^\s*(?:count|number\s+of)\s+(?:the\s+)?\w+\s+(?:per|for\s+each|by)\s+(?P<field2>[A-Za-z_]\w*)\s+in\s+(?P<file2>[~./\w][\w./~-]*\.json)\s*$", re.I), _grouped_count),
    # "cities.json holds one big array, convert it to JSON lines in cities.jsonl"
    (re.compile(r"^\s*(?:(?:convert|turn|split|write|make)\s+)?(?P<file>[~./\w][\w./~-]*\.json)\b(?:\s+(?:holds|is|has|contains)\s+(?:one\s+|a\s+)?(?:big\s+|single\s+|json\s+)?(?:array|list)\s*,?\s*"
                r"(?:convert|turn|split|write|make)\s+it)?\s+(?:in)?to\s+(?:json[\s-]*lines|jsonl|ndjson|one\s+(?:object|element|record|entry)\s+per\s+line)"
                r"(?:\s+(?:in|as|into|called|named)\s+(?P<out>[~./\w][\w./~-]*\.(?:jsonl|ndjson|json)))?\s*$", re.I), _json_lines),
    # "slurp all the lines of logs.jsonl into a single json array"
    (re.compile(r"^\s*(?:slurp|combine|collect|gather|turn|wrap|merge)\s+(?:all\s+)?(?:the\s+)?(?:(?:lines|objects|records|entries)\s+(?:of|in|from)\s+)?(?P<file>[~./\w][\w./~-]*\.jsonl)\s+"
                r"(?:in)?to\s+(?:a\s+|one\s+)?(?:single\s+)?(?:json\s+)?array(?:\s+(?:in|as|into)\s+(?P<out>[~./\w][\w./~-]*\.json))?\s*$", re.I),
     lambda m: f"jq -s . {m.group('file')}" + (f" > {m.group('out')}" if m.group("out") else "")),
    # "deep-merge defaults.json and overrides.json, overrides should win", "merge local.json into base.json"
    (re.compile(r"^\s*(?:deep[\s-]?)?merge\s+(?:the\s+)?(?:json\s+)?(?:objects\s+(?:in|of)\s+)?(?P<a>[~./\w][\w./~-]*\.json)\s+(?:and|with|(?P<into>into|onto))\s+(?P<b>[~./\w][\w./~-]*\.json)\b"
                r"\s*,?\s*(?P<rest>.*)$", re.I), _merged),
    # "check every .json file in json_out/ and print the names of the ones that aren't valid JSON"
    (re.compile(r"\b(?:check|validate|test)\s+(?:every|each|all(?:\s+the)?)\s+\.?json\s+files?\s+(?:in|under|inside)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s*,?\s+and\s+(?:print|list|show)\s+"
                r"(?:the\s+names\s+of\s+)?(?:the\s+ones|those|the\s+files)\s+(?:that|which)\s+(?:are\s*n'?t|are\s+not|is\s*n'?t)\s+valid(?:\s+json)?\s*$"
                r"|^\s*(?:which|what|list|show|find)\s+(?:the\s+)?\.?json\s+files\s+(?:in|under|inside)\s+(?P<dir2>[~./\w][\w./~-]*?)/?\s+(?:are\s+(?:invalid|not\s+valid|broken|malformed)|are\s*n'?t\s+valid)(?:\s+json)?\s*\??\s*$", re.I),
     lambda m: f'for f in {_shell_word(m.group("dir") or m.group("dir2"))}/*.json; do jq empty "$f" >/dev/null 2>&1 || echo "$f"; done'),
    # "add "source": "crm" to every object in leads.json"
    (re.compile(r"^\s*add\s+(?:a\s+|the\s+)?(?:key\s+|field\s+)?['\"]?(?P<key>[A-Za-z_]\w*)['\"]?\s*(?::|=|with\s+value)\s*['\"]?(?P<value>[\w.@:/-]+)['\"]?\s+to\s+(?:every|each|all(?:\s+the)?)\s+"
                r"(?:\w+\s+)?(?:in|of)\s+(?P<file>[~./\w][\w./~-]*\.json)\s*$", re.I),
     lambda m: f"jq 'map(. + {{{m.group('key')}: {_literal(m.group('value'))}}})' {m.group('file')}"),
    # "unique list of countries in customers.json", "the distinct values of status in orders.jsonl"
    (re.compile(r"^\s*(?:(?:show|list|print|get|give\s+me)\s+)?(?:me\s+)?(?:a\s+|the\s+)?(?:unique|distinct)\s+(?:(?P<list>list\s+of)\s+|values\s+of\s+)?(?:the\s+|all\s+(?:the\s+)?)?"
                r"(?P<field>[A-Za-z_]\w*)(?P<named>\s+(?:field|key|values?))?\s+(?:in|of|from|across)\s+(?P<file>[~./\w][\w./~-]*\.jsonl?)\s*$", re.I), _unique_values),
)
