"""Helpers that several of the rewrite modules use: ``_found`` (a request's regex search, cached once per
request), grep's flag insertion, what the request calls a folder, and phrases of the request that more than
one domain reads.
"""

from __future__ import annotations

import functools
import re

from serval.model.entities import Recognized


def _find_action_at(words: list[str]) -> int:
    """Where a find's action starts among its ``words`` (the end when it has none): its new tests go before it."""
    return next((k for k, w in enumerate(words) if w in ("-exec", "-execdir", "-delete", "-print", "-print0", "-ls", "-printf", "-ok")),
                len(words))


@functools.lru_cache(maxsize=4096)
def _found(pattern: re.Pattern, text: str) -> re.Match | None:
    """``pattern.search(text)``, once per request: every rewrite reads the request's words again for each
    of its candidates."""
    return pattern.search(text)


def _grep_flag(words: list[str], util: int, end: int, letter: str) -> None:
    """Add the one-letter flag ``letter`` to the grep at ``words[util]`` (in place): into its first cluster
    of letters that take no value (r first, l after a leading r: ``-rw`` + l → ``-rlw``, others last), or as a
    flag of its own."""
    cluster = next((j for j in range(util + 1, end) if re.fullmatch(r"-[a-zA-Z]+", words[j])
                    and not set(words[j][1:]) & set("efmABCdD")), None)
    if cluster is None:
        words.insert(util + 1, "-" + letter)
    else:
        letters = words[cluster][1:]
        at = 0 if letter == "r" else 1 if letter == "l" and letters.startswith("r") else len(letters) if letter != "l" else 0
        words[cluster] = "-" + letters[:at] + letter + letters[at:]


# A place the request calls a folder: "files in ~/projects/api", "the src folder", "under logs/".
_FOLDER_WORDS = r"(?:folders?|dir(?:ectory|ectories)?|repo(?:sitory)?|tree|project)"


def _called_folder(value: str, rec: Recognized) -> bool:
    """Whether the request names ``value`` as a folder: a Directory entity, a trailing slash, "the X
    folder", "folder X", "files in X", "everything under X"."""
    for e in rec.entities:
        if e.value != value or e.type not in ("Directory", "Path", "Text"):
            continue
        if e.type == "Directory" or e.type == "Path" and value.endswith("/"):
            return True   # a Text ("my thesis folder") only by the words around it
        before, after = rec.text[:e.start], rec.text[e.end:]
        if re.search(_FOLDER_WORDS + r"\s+(?:named\s+|called\s+)?$", before, re.I) or \
                re.match(r"\s*(?:/\s*)?" + _FOLDER_WORDS + r"\b", after, re.I) or \
                re.search(r"\b(?:files|everything|anything|anywhere|recursively)\s+(?:in|under|inside|within|below|beneath)\s+"
                          r"(?:the\s+|my\s+)?$", before, re.I):
            return True
    return False


# "not counting any *.log files", "but ignore .o files": a kind of file a du or diff leaves out, as its glob's tail
_KIND_LEFT_OUT = re.compile(r"\b(?:not\s+counting|exclud\w*|except(?:\s+for)?|without|ignor\w*|leav\w*\s+out|skip\w*)\s+(?:any\s+|all\s+|the\s+)?"
                            r"(?P<glob>\*?\.\w+)\s+files\b", re.I)
_KIND_GLOB = re.compile(r"\*\.[A-Za-z0-9]{1,8}(?:\.[A-Za-z0-9]{1,4})?")


_ALL_BUT_FIRST_COLUMN = re.compile(r"\b(?:everything|all(?:\s+the)?(?:\s+(?:columns|fields))?|(?:every|each)\s+(?:column|field))\s+"
                                   r"(?:except|but|apart\s+from|other\s+than)\s+the\s+first(?:\s+(?:column|field|one))?\b"
                                   r"|\ball\s+but\s+the\s+first\s+(?:columns?|fields?)\b", re.I)


_LISTED_IN = re.compile(r"\b(?:files?|names?|paths?)\s+(?:that\s+are\s+|which\s+are\s+|are\s+)?(?:listed|named|given|written)\s+(?:one\s+per\s+line\s+)?in\s+(\S+?)[.,;]?(?=\s|$)", re.I)


_ASK_EACH = re.compile(r"\bask\w*\s+(?:me\s+)?(?:for|before|about)\s+(?:(?:deleting|removing)\s+)?(?:each|every)|\bconfirm\w*\s+(?:each|every|before)"
                       r"|\binteractive\w*|\bprompt\s+(?:me\s+)?(?:for|before)\s+(?:each|every)", re.I)


_KEEP_ATTRIBUTES = re.compile(r"\b(?:keep\w*|preserv\w*|retain\w*|with)\s+(?:the\s+|all\s+|its\s+|their\s+)?(?:original\s+|same\s+)?"
                              r"(?:permissions|timestamps|dates|attributes|ownership|owners?|modes?|metadata|modification\s+times?|mtimes?)\b", re.I)


# "without crossing into other file systems", "on the root filesystem only": find -xdev, du -x
_ONE_FILESYSTEM = re.compile(r"\bwithout\s+(?:crossing|going|descending)\s+(?:in(?:to)?\s+|on(?:to)?\s+)?(?:other\s+|different\s+)?(?:file\s*systems|mounts|mount\s*points|"
                             r"partitions|devices)\b|\b(?:don'?t|do\s+not|never)\s+(?:cross|descend\s+into|go\s+into|enter)\s+(?:other\s+|different\s+)?"
                             r"(?:file\s*systems|mounts|mount\s*points|partitions)\b|\b(?:on\s+)?(?:the\s+)?(?:root|same|one|this)\s+file\s*system\s+only\b"
                             r"|\bonly\s+(?:on\s+)?(?:the\s+)?(?:root|same|one|this)\s+file\s*system\b", re.I)
