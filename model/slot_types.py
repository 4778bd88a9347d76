"""The typed slots of generic forms, shared by the command and English sides.

A slot token is ``Type_N`` (``Path_1``, ``Size_2``): the type, then its number in order of
appearance among slots of that type. This module is pure standard library.
"""

from __future__ import annotations

import re

SLOT_TYPES = (
    "File",        # a file name or path to a file: a.txt, /etc/passwd
    "Directory",   # a directory: /var/log, dir1, ~/backup
    "Path",        # a file or directory, unclear which (find's roots): ., ~, /tmp
    "Pattern",     # a glob or regular expression: *.log, '^abc'
    "Number",      # a bare number: 5, 100
    "Size",        # a size with unit or sign: +10M, 1G, 512k
    "Timespan",    # an age or duration: +7 (after -mtime), 30 (after -mmin), 5s
    "Permission",  # a mode: 755, u+x, go-w
    "User",        # a user name: root, www-data
    "Group",       # a group name: staff
    "Text",        # any other quoted string or free word argument
    "Url",         # a URL: https://example.com/x
    "Host",        # a host name or IP address: example.com, 10.0.0.1
    "Port",        # a port number: 8080
    "Date",        # a date or time stamp: 2021-01-01, 20:00
    "Variable",    # a shell variable or parameter expansion: $HOME, ${x}
)

SLOT_RE = re.compile(r"^(%s)_(\d+)$" % "|".join(SLOT_TYPES))


def is_slot(token: str) -> bool:
    """True for a slot token such as ``Path_1``."""
    return SLOT_RE.match(token) is not None


def slot_type(token: str) -> str | None:
    """``"Path"`` for ``"Path_1"``; None for a token that is not a slot."""
    m = SLOT_RE.match(token)
    return m.group(1) if m else None
