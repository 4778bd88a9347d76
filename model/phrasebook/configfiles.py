"""Structured files other than JSON, read and changed by their paths: YAML with ``yq`` (a value at a dotted path,
set or deleted in place, the keys of a mapping, turned into JSON; mikefarah's yq, whose ``-i`` edits in place and
``-o=json`` converts; its reads are python-yq's too), XML with ``xmllint`` and ``xmlstarlet`` (pretty-printed, checked
for being well-formed or valid against a schema, elements counted, the text at an XPath), INI files with ``crudini``
(a key of a ``[section]`` read, set or deleted), TOML with ``tomlq``, and ``KEY=value`` files (.env, .properties): a
value read, the whole file loaded into the shell or into one command's environment.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _sudo_for

_YAML = r"(?P<file>[~./\w][\w./~-]*\.ya?ml)(?!\.?\w)"
_XML = r"(?P<file>[~./\w][\w./~-]*\.(?:xml|xsd|xhtml|svg|gpx|rss|atom|pom|csproj|plist|html?))\b"
_DOTTED = r"(?P<path>\.?[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+|\.[A-Za-z_][\w-]*)"


def _yq_path(path: str) -> str:
    """A dotted path as yq (and jq) writes it: ``spec.replicas`` → ``.spec.replicas``, a key with a dash quoted."""
    parts = path.lstrip(".").split(".")
    return "".join(f'."{p}"' if "-" in p else f".{p}" for p in parts)


_NOT_PATH_PARTS = re.compile(r"^(?:gz|tgz|tar|zip|xz|bz2|zst|ya?ml|json|txt|log|xml|conf|ini|toml|py|js|ts|sh|sql|csv|md|html?|"
                             r"com|org|net|io|internal|local|lan|dev|de|uk|example|tmpl|tpl|bak|orig|old|sample|dist|j2|\d+)$", re.I)


def _path_said(text: str, file: str) -> str | None:
    """A dotted path the request names (``server.port``, ``jobs.test.strategy``), not a file name, host or version."""
    for m in re.finditer(rf"(?:^|[\s(:'\"]){_DOTTED}(?=[\s,;?'\")]|$)", text.replace(file, " ")):
        path = m.group("path")
        if not any(_NOT_PATH_PARTS.match(part) for part in path.lstrip(".").split(".")):
            return path
    return None


def _value(said: str) -> str:
    """A value as yq writes it: numbers and true/false/null bare, anything else in double quotes."""
    said = said.strip("'\"")
    return said if re.fullmatch(r"-?\d+(?:\.\d+)?|true|false|null", said) else f'"{said}"'


def yaml_task(m: re.Match) -> str | None:
    """A YAML file's value read, set or deleted, its keys listed, or the file turned into JSON, with ``yq``."""
    text = m.string
    file = m.group("file")
    if re.search(r"\b(?:kubectl|helm|docker\s+compose\s+config|lint|yamllint|merge|rename|for\s+f|tar|zip|extract\w*|archive|unpack\w*|replace|swap|everywhere|sed|diff\w*|backup|vim?|nano|generate|envsubst|template)\b|\beach\s+one\b|---", text, re.I):
        return None
    in_place = re.search(r"\bin\s+place\b|\bsave\b|\bedit\w*\s+the\s+file\b|\bin\s+the\s+file\b", text, re.I) is not None
    sets = re.search(rf"\b(?:set|change|bump|update)\s+(?:the\s+)?{_DOTTED}\s+(?:to|=)\s+(?P<val>'[^']*'|\"[^\"]*\"|[\w.:/@-]+)\s+in\s+", text, re.I) \
        or re.search(rf"\b{_DOTTED}\s+in\s+\S+\s+should\s+be\s+(?P<val>'[^']*'|\"[^\"]*\"|[\w.:/@-]+)", text, re.I)
    if sets:
        return f"yq -i '{_yq_path(sets.group('path'))} = {_value(sets.group('val'))}' {file}"
    dropped = re.search(r"\b(?:drop|delete|remove)\s+(?:the\s+)?(?:top[\s-]level\s+)?(?P<key>[\w.-]+)\s+(?:key|entry|section|field)\s+(?:from|in|of)\b", text, re.I)
    if dropped:
        program = f"del({_yq_path(dropped.group('key'))})"
        return f"yq -i '{program}' {file}" if in_place else f"yq '{program}' {file}"
    if re.search(r"\b(?:top[\s-]level|root)\s+keys\b", text, re.I):
        return f"yq -r 'keys | .[]' {file}"
    named = re.search(r"\bnames\s+of\s+(?:all\s+)?(?:the\s+)?(?P<what>services|volumes|networks|jobs|secrets|configs)\b", text, re.I)
    if named:
        return f"yq -r '.{named.group('what').lower()} | keys | .[]' {file}"
    convert = re.search(r"\b(?:convert|turn)\b.*\b(?:to|into)\s+json\b", text, re.I)
    if convert:
        out = re.search(r"\b(?:write|save)\w*\s+(?:it\s+)?(?:to|as|in)\s+(?P<out>[\w~/.-]+\.json)\b|\b(?:to|into)\s+(?P<out2>[\w~/.-]+\.json)\b", text, re.I)
        target = (out.group("out") or out.group("out2")) if out else None
        return f"yq -o=json '.' {file}" + (f" > {target}" if target else "")   # mikefarah's yq, as the set and del forms
    path = _path_said(text, file)
    if path and re.search(r"\b(?:what|which|show|print|get|read|value|set\s+(?:under|to)|is\s+set|from|in)\b", text, re.I):
        return f"yq -r '{_yq_path(path)}' {file}"
    key = re.search(r"\bwhat(?:'s|\s+is)\s+(?P<key>[\w-]+)\s+(?:set\s+to\s+)?in\s+(?:my\s+)?", text, re.I)
    if key and key.group("key").lower() not in ("the", "a", "this", "that", "it", "set"):
        return f"yq -r '{_yq_path(key.group('key'))}' {file}"
    return None


def xml_task(m: re.Match) -> str | None:
    """An XML (or HTML) file pretty-printed, checked, validated, its elements counted or the text at a path read."""
    text = m.string
    file = m.group("file")
    html = file.lower().endswith((".html", ".htm"))
    if re.search(r"\b(?:for\s+f|every\s+file|each\s+file|all\s+the\s+\.?xml|convert|csv|json|yaml|sed|grep|edit|change|set|rename|add|insert|delete|remove|strip|put|new)\b", text, re.I):
        return None
    out = re.search(r"\b(?:save|write)\w*\s+(?:it\s+|the\s+result\s+)?(?:to|as|in|into)\s+(?P<out>[\w~/.-]+\.\w+)|\b(?:into|to)\s+(?P<out2>[\w~/.-]+\.\w+)\s*$", text, re.I)
    target = (out.group("out") or out.group("out2")) if out else None
    redirect = f" > {target}" if target and target != file else ""
    if re.search(r"\bpretty[\s-]*print|\bindent\w*|\bformat\s+(?!is\b)|\breformat|\bbeautif", text, re.I) and not html:
        return f"xmllint --format {file}{redirect}"
    if re.search(r"\brecover", text, re.I):
        return f"xmllint --recover {file}{redirect}"
    schema = re.search(r"(?P<s>[\w~/.-]+\.(?P<kind>xsd|dtd|rng))\b", text, re.I)
    if schema and re.search(r"\bvalid|\bagainst\b|\bschema\b|\bcheck\b", text, re.I) and not html:
        option = {"xsd": "--schema", "dtd": "--dtdvalid", "rng": "--relaxng"}[schema.group("kind").lower()]
        return f"xmllint --noout {option} {schema.group('s')} {file}"
    if re.search(r"\bwell[\s-]*formed\b|\b(?:does|will|won'?t|doesn'?t|can'?t)\b[^.]*\bparse\b|\bparses?\s*(?:ok|okay|cleanly|correctly)?\s*\??\s*$|\bvalid\s+xml\b|\bsyntax\s+errors?\b", text, re.I) and not html:
        return f"xmllint --noout {file}"
    if re.search(r"\bminif\w*|\bwhitespace[\s-]*only\b|\bnoblanks\b", text, re.I) and not html:
        return f"xmllint --noblanks {file}{redirect}"
    if re.search(r"\bcanonical\b|\bc14n\b", text, re.I):
        return f"xmllint --c14n {file}"
    count = re.search(r"\bhow\s+many\s+<(?P<tag>[\w:-]+)>|\bcount\s+(?:the\s+)?<(?P<tag2>[\w:-]+)>|\bhow\s+many\s+(?P<tag3>[\w:-]+)\s+elements\b", text, re.I)
    if count:
        tag = count.group("tag") or count.group("tag2") or count.group("tag3")
        return f"xmlstarlet sel -t -v 'count(//{tag})' -n {file}"
    xpath = re.search(r"(?<![<\w.])(?P<x>/{1,2}[A-Za-z_][\w:-]*(?:/[A-Za-z_@][\w:-]*)*)(?![\w./])", text.replace(file, " "))
    tag = re.search(r"<(?P<t>[A-Za-z_][\w:-]*)>", text)
    if html and tag and not re.search(r"\bbetween\b", text, re.I) and re.search(r"\btext\b|\bpull\b|\bget\b|\bwhat'?s\s+in\b", text, re.I):
        return f"xmllint --html --xpath 'string(//{tag.group('t')})' {file} 2>/dev/null"
    if xpath and not html:
        if re.search(r"\bxmllint\b", text, re.I):
            return f"xmllint --xpath 'string({xpath.group('x')})' {file}"
        return f"xmlstarlet sel -t -v '{xpath.group('x')}' {file}"
    return None


def ini_task(m: re.Match) -> str | None:
    """A key of an INI file's ``[section]`` read, set or deleted with ``crudini``; the sections listed."""
    text = m.string
    file = m.group("file")
    section = re.search(r"\[(?P<s>[^\]]+)\]", text)
    if section is None:
        return None
    name = section.group("s")
    sect = name if re.fullmatch(r"[\w.-]+", name) else f"'{name}'"
    sudo = _sudo_for(file)
    if re.search(r"\b(?:down\s+to\s+the\s+end|sed|everywhere|replace|swap)\b|\bonly\s+inside\b", text, re.I):
        return None   # lines edited by sed: settings' rows and the model
    key = re.search(r"\b(?:set|bump)\s+(?P<k>[\w.-]+)\s*(?:=|to)\s*(?P<v>'[^']*'|\"[^\"]*\"|[^\s,;]+)", text, re.I)
    if key:
        return f"{sudo}crudini --set {file} {sect} {key.group('k')} {key.group('v')}"
    dropped = re.search(r"\b(?:remove|delete|drop)\s+(?:the\s+)?(?P<k>[\w.-]+)\s+(?:key\s+|setting\s+|option\s+|line\s+)?from\b", text, re.I)
    if dropped:
        return f"{sudo}crudini --del {file} {sect} {dropped.group('k')}"
    read = re.search(r"\bwhat\s+is\s+(?P<k>[\w.-]+)\s+set\s+to\b|\b(?:show|get|print|read)\s+(?:me\s+)?(?:the\s+)?(?P<k2>[\w.-]+)\s+(?:from|in|of)\s+the\s+\[", text, re.I)
    if read:
        k = read.group("k") or read.group("k2")
        return f"crudini --get {file} {sect} {k}"
    return None


def env_task(m: re.Match) -> str | None:
    """A ``KEY=value`` file (.env, .properties): one key's value read, or the file loaded into the shell's
    environment (here, or for one command only)."""
    text = m.string
    file = m.group("file")
    if re.search(r"\bload\b.*\b(?:into|in)\s+(?:my\s+)?(?:current\s+)?shell\b|\bexport\w*\s+(?:all|every|everything)\b", text, re.I) and re.search(r"\.env", file):
        return f"set -a; source {file}; set +a"
    run = re.search(r"\brun\s+(?P<cmd>[a-z][\w.-]*(?:\s+[\w.-]+)*?)\s+with\s+the\s+(?:vars|variables|values)\s+from\s+", text, re.I)
    if run and re.search(r"\bdon'?t\s+leave\b|\bwithout\s+(?:leaving|setting)\b|\bonly\s+for\b", text, re.I):
        here = file if file.startswith(("/", "~", "./")) else f"./{file}"
        return f"(set -a; . {here}; {run.group('cmd')})"
    key = re.search(r"\b(?:grab|get|read|show|print|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?P<k>[A-Za-z_][\w.-]*)\s+(?:value\s+|setting\s+)?(?:out\s+of|from|in|set\s+to\s+in)\b"
                    r"|\bwhat\s+is\s+(?P<k2>[A-Za-z_][\w.-]*)\s+set\s+to\s+in\b", text, re.I)
    if key is None:
        return None
    k = key.group("k") or key.group("k2")
    if k.lower() in ("the", "a", "value", "values", "all", "everything", "it", "port", "version"):
        return None
    return f"grep '^{re.escape(k)}=' {file} | cut -d= -f2-".replace("\\_", "_")


def toml_task(m: re.Match) -> str | None:
    """A TOML file's value at a dotted path read with ``tomlq``."""
    text = m.string
    file = m.group("file")
    path = _path_said(text, file)
    if path is None or re.search(r"\b(?:set|change|bump|edit|update|replace|sed)\b", text, re.I):
        return None
    return f"tomlq -r '{_yq_path(path)}' {file}"


ROWS = (
    # "what port is set under server.port in config.yaml?", "set spec.replicas to 3 in k8s/deployment.yaml"
    (re.compile(_YAML, re.I), yaml_task),
    # "pretty print feed.xml", "validate invoice.xml against invoice.xsd", "how many <item> elements does rss.xml have"
    (re.compile(_XML, re.I), xml_task),
    # "what is bind-address set to in the [mysqld] section of mysqld.cnf"
    (re.compile(r"^(?=.*\[[^\]]+\]).*?(?P<file>[~./\w][\w./~-]*(?:\.(?:ini|cnf|cfg|conf|desktop|service)|/credentials|/config))\b", re.I), ini_task),
    # "grab the DATABASE_URL value out of .env", "load everything in .env into my current shell"
    (re.compile(r"(?P<file>(?<![\w.])(?:[~./\w][\w./~-]*)?\.env(?:\.[\w-]+)?|[~./\w][\w./~-]*\.properties)\b", re.I), env_task),
    # "pyproject.toml -- print tool.black.line-length"
    (re.compile(r"(?P<file>[~./\w][\w./~-]*\.toml)\b", re.I), toml_task),
)

