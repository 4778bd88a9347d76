"""Columns of a CSV or TSV file named by their header: "total of the salary column in employees.csv
(id,name,department,salary)" is "total of column 4 in employees.csv, it has a header" to every part that reads
a request after this (the phrasebook's column reports, the rewrites, the model), which know columns by number.

A request names a column by header only where it also says where that column is: a header listed in full
("header is date,customer,amount", "(id,name,department,salary)", "columns are ...") or one column placed
("dept is column 3", "price (3rd column)", "status is the last column"). Without that, nothing changes: the
command would have to look the column up in the file's first line, which no rule here writes.
"""

from __future__ import annotations

import re

from serval.model.entities import ORDINALS
from serval.model.phrasebook.text import _column_said

_NAME = r"[A-Za-z_][\w]*"
_NAMES = rf"(?P<names>{_NAME}(?:\s*,\s*{_NAME}){{2,}})"
_DATA_FILE = re.compile(r"[\w./~-]+\.(?:csv|tsv)\b", re.I)
# "header is id,name,salary", "has header id,name,salary", "columns are a, b, c", "with columns: a,b,c"
_HEADER_LIST = re.compile(rf"(?:\s*[-,;]\s*|\s+)(?:it\s+|which\s+|that\s+)?(?:(?:the\s+)?(?:header|columns|fields)(?:\s+(?:line|row))?\s*(?:is|are|:|=)"
                          rf"|(?:has|have|with)\s+(?:a\s+|the\s+)?(?:header|columns|fields)(?:\s+(?:line|row))?(?:\s+(?:of|is))?\s*:?)\s*{_NAMES}\b(?![.\w/])", re.I)
# "(id,name,department,salary)": a header in brackets after the file
_HEADER_BRACKETS = re.compile(rf"\s*\(\s*(?:header\s*:?\s*)?{_NAMES}\s*\)")
_PLACE = (r"(?:the\s+)?(?:(?:column|col|field)\s+\$?(?P<n>\d+)|(?P<o>\d+(?:st|nd|rd|th)|" + "|".join(ORDINALS)
          + r"|last)\s+(?:column|col|field))\b")
# "dept is column 3", "country is the 5th field", "(price is col 3, qty col 4)": a declaration, which goes
_PLACED = re.compile(rf"(?P<lead>\s*\(\s*|\s*[-,;]\s*(?:and\s+)?|\s+and\s+|\s+)?(?:the\s+)?(?P<name>{_NAME})(?:\s+(?:column|field))?"
                     rf"(?:\s+(?:is|=|being|sits\s+in|lives\s+in)\s+{_PLACE}(?!\s+(?:in|of)\s+(?!YYYY|yyyy|dd|the\s+(?:format|form))\w)"
                     rf"|\s+(?P<bare>{_PLACE.replace('<n>', '<vn>').replace('<o>', '<vo>')})(?=\s*(?:[),;.]|and\b|$)))(?P<trail>\s*\))?", re.I)
# "the ip (column 2) starts with 10.", "dates in column 1 of events.csv": the name and its place, said where it is used
_PAIRED = r"(?:first|last|full|user|file|host|product|customer|order|unit|zip|postal|email|phone|ip|hire|birth|start|end)"
_INLINE = re.compile(rf"(?<![\w./~$-])(?:the\s+)?(?P<name>(?:{_PAIRED}[\s_])?{_NAME})\s+(?:\(\s*{_PLACE}\s*\)|in\s+{_PLACE.replace('<n>', '<n2>').replace('<o>', '<o2>')})", re.I)
_NOT_NAMES = frozenset({"it", "this", "that", "which", "what", "there", "here", "data", "file", "key", "value", "values", "one",
                        "column", "col", "field", "row", "rows", "line", "lines", "header", "and", "or", "the", "a", "an", "where", "sum", "total",
                        "low", "high", "lowest", "highest", "descending", "ascending", "desc", "asc", "numerically", "reverse", "order",
                        "first", "last", "sort", "sorted", "by", "per", "of", "in", "on", "for", "to", "from", "with", "each", "every",
                        "numbers", "number", "words", "text", "strings", "entries", "items", "digits", "things", "everything", "anything",
                        "names", "dates", "times", "amounts", "fields", "columns", "cells", "characters", "chars", "spaces", "duplicates"})

# "rows that have Toyota in the 2nd column": a value the column holds, not the column's name
_VALUE_BEFORE = re.compile(r"\b(?:have|has|having|contains?|containing)\s+$", re.I)


# "insert the header line id,name,email at the top of users.csv": a header written, not one the file has
_INSERTED = re.compile(r"\b(?:insert|add|prepend|put|write|set|replace|rename|change)\w*\b[^.;]*\bheaders?\b", re.I)


def _number(n: str | None, o: str | None) -> str | None:
    """The column a place names, as the words later parts read: "column 4" or "the last column"."""
    if (o or "").lower() == "last":
        return "the last column"
    column = _column_said(n, o)
    return None if column is None else f"column {column}"


def _mentioned(name: str, text: str) -> str | None:
    """How ``text`` says ``name`` outside its declaration: the name itself, or a longer word it abbreviates ("dept"
    for "department"); None where it does not."""
    if re.search(rf"(?<![\w./~$-]){re.escape(name)}s?(?![\w./~-])", text, re.I):
        return name
    for word in re.findall(r"(?<![\w./~$-])[A-Za-z_]\w+(?![\w./~-])", text):
        low = word.lower()
        if low.startswith(name[:3]) and len(low) > len(name) and re.fullmatch(".*?".join(map(re.escape, name)) + ".*", low):
            return low
    return None


def columns_numbered(text: str) -> str:
    """``text`` with the columns it names by header written as the columns they are, where it says where they are:
    "average salary per department in employees.csv, columns are id,name,department,salary" → "average column 4
    per column 3 in employees.csv, it has a header"; "rows in customers.csv where country is Germany (country is
    column 5)" → "rows in customers.csv where column 5 is Germany"; "the ip (column 2) starts with 10." → "column 2
    starts with 10.". A request naming no .csv or .tsv file, placing no column, or placing one it never uses
    otherwise ("give everyone a 5% raise in salaries.csv (salary is column 3)") is left as it is."""
    if not isinstance(text, str) or not _DATA_FILE.search(text) or _INSERTED.search(text):
        return text
    original = text
    text = _INLINE.sub(lambda m: m.group(0) if m.group("name").lower() in _NOT_NAMES
                       or not m.group(0).lower().startswith("the ") and _VALUE_BEFORE.search(m.string, 0, m.start()) else
                       m.group(0)[:m.start("name") - m.start()] + (_number(m.group("n") or m.group("n2"), m.group("o") or m.group("o2")) or m.group(0)), text)
    places: dict[str, str] = {}
    header = None
    if m := _HEADER_LIST.search(text) or _HEADER_BRACKETS.search(text):
        names = [n.strip() for n in m.group("names").split(",")]
        if len({n.lower() for n in names}) == len(names):
            places = {n.lower(): f"column {i}" for i, n in enumerate(names, 1)}
            header = m
    placed = []
    for p in _PLACED.finditer(text):
        name = p.group("name").lower()
        where = _number(p.group("n") or p.group("vn"), p.group("o") or p.group("vo"))
        if name in _NOT_NAMES or where is None or name in places and places[name] != where:
            continue
        if p.group("bare") and not (placed and re.search(r"[,(]|\band\b", p.group("lead") or "")):
            continue   # "price column 4" only in a list of places after one said with its verb
        places[name] = where
        placed.append(p)
    if not places:
        return text
    # the declarations go: a header list says the file has one; a placed column says nothing more
    cuts = sorted(([(header.start(), header.end(), ", it has a header")] if header else [])
                  + [(p.start(), p.end(), "" if p.group("lead") and p.group("lead").strip() else " ") for p in placed])
    out, at = [], 0
    for start, end, said in cuts:
        if start < at:
            continue
        out += [text[at:start], said]
        at = end
    text = "".join(out + [text[at:]])
    for p in placed:   # a column placed but never used: the request asks something of it no rule reads
        name = p.group("name").lower()
        said = _mentioned(name, text)
        if said is None:
            return original
        places[said] = places[name]
    names = "|".join(re.escape(n) for n in sorted(places, key=len, reverse=True))

    def named(m: re.Match) -> str:
        where = places[m.group("word").lower()]
        if m.group("many"):   # "how many different departments"
            return f"{m.group('many')} values of {where}"
        return f"the {where} values" if m.group("plural") else where   # "customers who ordered …": the column's values

    text = re.sub(rf"(?<![\w./~$-])(?:(?P<many>different|distinct|unique)\s+)?(?:the\s+)?(?P<word>{names})(?P<plural>s)?(?:\s+(?:column|field|col))?(?![\w./~-])",
                  named, text, flags=re.I)
    text = re.sub(r"\b(?:the\s+)?(?:column|field|col)\s+(column \d+|the last column)", r"\1", text)
    return re.sub(r"\s+([,?])", r"\1", re.sub(r"\s{2,}", " ", text)).strip(" ,;-")
