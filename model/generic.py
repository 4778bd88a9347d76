"""Alignment and slot filling: the bridge between the English entities and the command slots.

Training: each command argument that matches an entity of the sentence (after normalising
units and signs: "10MB" ↔ ``+10M``, "2 days" ↔ ``-mtime -2``) becomes that entity's
placeholder (``Size_1``), so the model learns to copy placeholders. Unmatched arguments stay
literal when they are common syntax-like values (``.``, ``/``, ``1``), else they become a
typed slot numbered 0 (``Pattern_0``: "an argument the sentence did not name").

Inference: each placeholder in the generated tokens is filled from the user's entities by
name, then by a compatible unused entity, then by a default (``.`` for a search root); a slot
with nothing to fill stays a visible ``<pattern>``-style placeholder the user must edit —
never a made-up name. Filled values are quoted for the shell where needed.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from serval.model.command import GLUE, ParsedCommand, join_tokens, parse_command
from serval.model.entities import Entity, Recognized
from serval.model.slot_types import SLOT_RE

PREPROCESS_VERSION = 4  # bump when recognize()/parse_command()/targets change meaning

# Which entity types may fill a slot of a given type when names do not match.
COMPATIBLE: dict[str, tuple[str, ...]] = {
    "Path": ("Path", "Directory", "File", "Text", "Variable"),
    "File": ("File", "Path", "Text", "Variable"),
    "Directory": ("Directory", "Path", "Text", "Variable"),
    "Pattern": ("Pattern", "Text", "File"),
    "Text": ("Text", "Pattern", "File", "Path", "Number"),
    "Number": ("Number",),
    "Size": ("Size",),
    "Timespan": ("Timespan", "Number"),
    "Permission": ("Permission",),
    "User": ("User", "Text"),          # Text: a name the model never saw ("www-data", "fileserver")
    "Group": ("Group", "User", "Text"),
    "Url": ("Url",),
    "Host": ("Host", "Url", "Text"),
    "Port": ("Port", "Number"),
    "Date": ("Date",),
    "Variable": ("Variable",),
}
DEFAULTS = {"Path": ".", "Directory": "."}
SAFE_GLOB = re.compile(r"[\w.*?\[\]-]+")  # a glob that may stand unquoted after "dir/"
MINUTE_FLAGS = {"-mmin", "-amin", "-cmin"}
DAY_FLAGS = {"-mtime", "-atime", "-ctime"}
NAME_TAKERS = {"unset", "export", "printenv", "readonly", "declare", "local", "typeset"}  # take a name, not $NAME
MOMENT_FLAGS = {"-d", "--date", "--since", "--until", "-newermt", "--after", "--before", "-S", "-U"}  # take a time
UNIT_NAMES = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks", "M": "months", "y": "years"}
_MINUTES = {"s": 1 / 60, "m": 1, "h": 60, "d": 1440, "w": 10080}
_DAYS = {"h": 1 / 24, "d": 1, "w": 7, "M": 30, "y": 365}


def timespan_value(ent: Entity, flag: str | None) -> str:
    """The number a time entity becomes after ``flag`` (``-mmin`` counts minutes, ``-mtime`` days)."""
    if ent.type != "Timespan" or not ent.unit:
        return ent.value
    try:
        n = float(ent.value)
    except ValueError:
        return ent.value
    if flag in MINUTE_FLAGS and ent.unit in _MINUTES:
        n *= _MINUTES[ent.unit]
    elif flag in DAY_FLAGS and ent.unit in _DAYS:
        n *= _DAYS[ent.unit]
    elif flag in ("sleep", "timeout"):
        return ent.value + ("" if ent.unit == "s" else ent.unit.lower() if ent.unit in "mhd" else "")
    else:
        return ent.value
    return str(int(n)) if n == int(n) else f"{n:g}"


def variable_name(value: str) -> str:
    """``$HOME`` / ``${HOME}`` → ``HOME``: what unset/export/printenv take."""
    return value.lstrip("$").strip("{}")


def _match(value: str, ent: Entity, flag: str | None) -> str | None:
    """The sign/prefix to put before the entity for ``value``, or None when they do not match."""
    v, e = value, ent.value
    if v == e or v.lower() == e.lower():
        return ""
    if ent.type == "Timespan":
        e = timespan_value(ent, flag)
    if ent.type in ("Size", "Timespan", "Number") and v[:1] in "+-" and v[1:].lower() == e.lower():
        return v[0]
    if ent.type == "Port" and v[:1] == ":" and v[1:] == e:   # lsof -i :8080
        return ":"
    if ent.type == "Timespan" and v.lower() == f"{ent.text} ago".lower():   # date -d '3 days ago'
        return ""
    if ent.type == "Variable" and flag in NAME_TAKERS and v == variable_name(e):   # unset DEBUG
        return ""
    if ent.type == "Size" and v.lower() == e.lower():
        return ""
    if ent.type == "Timespan" and v == e:
        return ""
    return None


@dataclass
class Alignment:
    """Model target tokens for one training pair, and how many arguments found an entity."""

    tokens: list[str]
    aligned: int
    arguments: int


def align(parsed: ParsedCommand, rec: Recognized, keep_literal: frozenset[str] | set[str] = frozenset()) -> Alignment:
    """Target tokens: syntax as is, arguments as entity placeholders, common literals, or ``Type_0``."""
    out: list[str] = []
    used: set[str] = set()
    aligned = arguments = 0
    prev: str | None = None
    toks = parsed.tokens
    i = 0
    while i < len(toks):
        tok = toks[i]
        i += 1
        whole = _remote_run(toks, i - 1)
        if whole is not None:   # user@host:path named as one entity ("copy to 'me@box:/srv'")
            end, value = whole
            ent = next((e for e in rec.entities if e.value == value and e.name not in used), None)
            if ent is not None:
                used.add(ent.name)
                aligned += 1
                arguments += 1
                out.append(ent.name)
                prev, i = value, end
                continue
        if tok.slot is None:
            out.append(tok.text + (GLUE if tok.glue else ""))
            prev = tok.text
            continue
        arguments += 1
        # A trailing "/" the sentence did not write is kept as a suffix token ("dir1" → dir1/).
        forms = [(tok.value, "")]
        if len(tok.value) > 1 and tok.value.endswith("/"):
            forms.append((tok.value[:-1], "/"))
        hit: tuple[Entity, str, str] | None = None
        for ent in sorted(rec.entities, key=lambda e: e.name in used):
            for value, suffix in forms:
                sign = _match(value, ent, prev)
                if sign is not None:
                    hit = (ent, sign, suffix)
                    break
            if hit:
                break
        if hit:
            ent, sign, suffix = hit
            used.add(ent.name)
            aligned += 1
            if sign:
                out.append(sign + GLUE)
            out.append(ent.name)
            if suffix:
                out.append(GLUE + suffix)
        elif tok.text == tok.value and (split := _glob_in_folder(tok.value, rec, used)) is not None:
            out.extend(split)
            aligned += 1
        elif tok.text in keep_literal:
            out.append(tok.text)
        else:
            out.append(f"{tok.slot}_0")
        prev = tok.text
    return Alignment(out, aligned, arguments)


FOLDER_TYPES = ("Path", "Directory", "Variable", "Text")


def _glob_in_folder(value: str, rec: Recognized, used: set[str]) -> list[str] | None:
    """``~/Downloads/*.mp3`` from "mp3 files in ~/Downloads": the folder's placeholder, then the glob
    glued after a ``/`` (its placeholder, or a literal ``*``); None when the folder is not named."""
    head, sep, tail = value.rpartition("/")
    if not sep or not head or not any(c in tail for c in "*?["):
        return None
    folder = next((e for e in rec.entities if e.type in FOLDER_TYPES and head in (e.value, e.value.rstrip("/"))), None)
    if folder is None:
        return None
    used.add(folder.name)
    if tail == "*":
        return [folder.name, GLUE + "/*"]
    glob = next((e for e in rec.entities if e.type == "Pattern" and e.value == tail), None)
    if glob is not None:
        used.add(glob.name)
    return [folder.name, GLUE + "/" + GLUE, glob.name if glob else "Pattern_0"]


def _remote_run(toks: list, i: int) -> tuple[int, str] | None:
    """``(end, "user@host:path")`` when ``toks[i:end]`` is one ``user@host[:path]`` word, else None."""
    if toks[i].slot != "User" or i + 2 >= len(toks) or toks[i + 1].text != GLUE + "@":
        return None
    end = i + 3
    if end < len(toks) and toks[end].text == GLUE + ":":
        end += 2 if toks[end].glue and end + 1 < len(toks) else 1
    return end, "".join(t.value if t.slot else t.text.replace(GLUE, "") for t in toks[i:end])


def shell_quote(value: str, slot: str) -> str:
    """Quote a filled value for the shell; keep ``~/`` and ``$VAR`` expandable."""
    if value == "" :
        return "''"
    if re.fullmatch(r"[\w@%+=:,./-]+", value) and not (slot == "Pattern" and any(c in value for c in "*?[")):
        return value
    if slot == "Variable" or re.fullmatch(r"\$\{?\w+\}?(/[\w@%+=:,./-]*)?", value):
        return f'"{value}"' if "/" in value else value
    if (value == "~" or value.startswith("~/")) and re.fullmatch(r"[\w@%+=:,./-]*", value[2:]):
        return value
    if slot != "Pattern" and re.fullmatch(r"~?[\w@%+=:,./*?-]+", value) and not value.startswith("-"):
        return value   # a path with a glob the user typed ("~/Downloads/*.mp3"): the shell should expand it
    if not any(c in value for c in '$`"\\!'):
        return f'"{value}"'
    return shlex.quote(value)


def placeholder(slot: str) -> str:
    """What an unfillable slot shows: fails harmlessly if run unedited (``<`` is a redirection)."""
    return f"<{slot.lower()}>"


@dataclass
class Filled:
    command: str          # slot-filled command for the user
    template: str         # canonical template (slot types from the filled command, as for gold commands)
    unfilled: int         # slots left as visible placeholders
    parses: bool          # the command (placeholders aside) parses as shell


def _followed_by_ago(text: str, ent: Entity) -> bool:
    """``3 days ago``: the time is a moment for date/journalctl, not an age for find."""
    return re.match(r"\s*ago\b", text[ent.end:], re.I) is not None


def moment(ent: Entity, text: str) -> str:
    """A timespan as GNU date reads a moment: ``3 days ago`` ("3d ago", "the last 3 days"), or
    ``3 days`` for the future ("in 3 days", "3 days from now")."""
    n = ent.value
    unit = UNIT_NAMES.get(ent.unit, "days")
    if n == "1":
        unit = unit[:-1]
    future = re.search(r"\bin\s*$", text[:ent.start], re.I) or re.match(r"\s*(from now|later)\b", text[ent.end:], re.I)
    return f"{n} {unit}" + ("" if future else " ago")


def _assign(slots: list[tuple[int, str, str]], rec: Recognized) -> dict[int, Entity]:
    """Entity for each slot position: by placeholder name, then same type, then a compatible type."""
    by_name = rec.by_name()
    chosen: dict[int, Entity] = {i: by_name[tok] for i, tok, _ in slots if tok in by_name}
    used = {e.name for e in chosen.values()}
    for exact in (True, False):
        for i, _, slot in slots:
            if i in chosen:
                continue
            kinds = (slot,) if exact else COMPATIBLE.get(slot, (slot,))
            ent = next((e for e in rec.entities if e.name not in used and e.type in kinds), None)
            if ent is not None:
                chosen[i] = ent
                used.add(ent.name)
    return chosen


def fill(tokens: list[str], rec: Recognized) -> Filled:
    """Fill generated ``tokens`` from the user's entities (see module docstring)."""
    slots = [(i, tok, m.group(1)) for i, tok in enumerate(tokens) if (m := SLOT_RE.match(tok))]
    chosen = _assign(slots, rec)
    kinds = {i: slot for i, _, slot in slots}
    out: list[str] = []
    concrete: list[str] = []   # the same with a neutral word for unfilled slots (typed by context)
    unfilled = 0
    prev: str | None = None
    for i, tok in enumerate(tokens):
        if i not in kinds:
            out.append(tok)
            concrete.append(tok)
            if not tok.endswith(GLUE) and not tok.startswith(GLUE):
                prev = tok
            continue
        slot, ent = kinds[i], chosen.get(i)
        if ent is not None:
            value = timespan_value(ent, prev) if ent.type == "Timespan" else ent.value
            glued_glob = slot == "Pattern" and i > 0 and tokens[i - 1] == GLUE + "/" + GLUE and SAFE_GLOB.fullmatch(value)
            if i + 1 < len(tokens) and tokens[i + 1].startswith(GLUE + "/") and len(value) > 1:
                value = value.rstrip("/")   # "build/" then "/*.sql": one slash
            if ent.type == "Timespan" and (prev in MOMENT_FLAGS or slot == "Date" or (
                    prev not in MINUTE_FLAGS | DAY_FLAGS | {"sleep", "timeout"} and _followed_by_ago(rec.text, ent))):
                value = moment(ent, rec.text)
            elif ent.type == "Variable" and prev in NAME_TAKERS:
                value = variable_name(value)
            out.append(value if glued_glob else shell_quote(value, slot))   # dir/*.mp3 must expand
        elif slot in DEFAULTS:
            out.append(DEFAULTS[slot])
        else:
            out.append(placeholder(slot))
            unfilled += 1
        concrete.append(out[-1] if not out[-1].startswith("<") else "x")
        prev = tok
    parsed = parse_command(join_tokens(concrete))
    return Filled(join_tokens(out), parsed.template(), unfilled, parsed.parsed)


