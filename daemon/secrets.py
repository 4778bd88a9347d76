"""Remove secrets from text before it is written to the feedback database.

Users type passwords and tokens into commands (``mysql -psecret``, ``curl -H
'Authorization: Bearer …'``); the corrected command lands in the feedback file and may later
be exported or shared as training data. :func:`redact` replaces the secret part with
``[REDACTED]`` and keeps the rest, so the row is still useful (``mysql -u root -p[REDACTED]``).

Rules, most specific first (each is one compiled pattern below):

1. PEM private key blocks (``-----BEGIN … PRIVATE KEY-----`` … END, or to the end if cut).
2. Well-known token shapes, anywhere: GitHub (``ghp_`` ``gho_`` ``ghu_`` ``ghs_`` ``ghr_``
   ``github_pat_``), Slack (``xoxb-`` …), AWS access key ids (``AKIA``/``ASIA`` + 16), JWTs.
3. ``Authorization: Bearer|Basic|Token …`` and ``X-…-Key|Token|Secret: …`` header values.
4. Passwords in URLs: ``scheme://user:PASSWORD@host``.
5. Assignments whose name contains password/passwd/pwd/pass/token/secret/api_key/…:
   ``password=…``, ``DB_PASSWORD=…``, ``"token": "…"``, ``--password=…``, and the
   AWS secret after ``aws_secret_access_key``.
6. Flags that take a secret as the next word: ``--password X``, ``--token X``,
   ``sshpass -p X``, ``curl -u user:X``, and mysql-style ``-pX`` / ``-p'X'``.
7. A high-entropy string (>= 20 chars, letters and digits, >= 3.5 bits/char) right after a
   word containing key/token/secret (``--api-key 7f9aQ…``).

Deliberately not redacted: words that merely mention secrets (``find . -name password.txt``,
``grep -r token src/``), paths after key words (``--key-file ~/.ssh/id_rsa``), ``-p`` of
non-mysql tools (``mkdir -p``, ``ssh -p 22``). Standard library only.
"""

from __future__ import annotations

import math
import re
from collections import Counter

MASK = "[REDACTED]"

# A value: a double- or single-quoted string that ends at a word boundary, or a bare word.
_VALUE = r"""(?:"[^"\n]*"(?=[\s;|&),}]|$)|'[^'\n]*'(?=[\s;|&),}]|$)|[^\s'"&;|<>,}]+)"""
_SECRET_NAME = (
    r"(?:[\w.-]*(?:password|passwd|passphrase|pwd|token|secret|api[_-]?key|apikey|"
    r"access[_-]?key|private[_-]?key|auth[_-]?key)[\w.-]*|(?:[\w.-]*[_.-])?pass)"
)
# Names that hold a location or a size, not the secret itself (--password-file=/run/x).
_NOT_SECRET_NAME = re.compile(r"(?i)(file|path|dir|length|len|size|type|name|url)$")

_PEM = re.compile(
    r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\Z)",
    re.S,
)
_TOKENS = [
    re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,255}\b"),
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,255}\b"),
    re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}"),
    re.compile(r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b"),
    re.compile(r"\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}"),  # JWT
]
_AUTH_HEADER = re.compile(
    r"(?i)(\b(?:proxy-)?authorization\s*:\s*(?:bearer|basic|token|digest|negotiate)?\s*)([^\s'\"]+)"
)
_KEY_HEADER = re.compile(r"(?i)(\bx-[\w-]*(?:key|token|secret|auth)[\w-]*\s*:\s*)([^\s'\"]+)")
_URL_PASSWORD = re.compile(r"(?i)(\b[a-z][a-z0-9+.-]*://[^/\s:@'\"]+:)([^@\s/'\"]+)(@)")
_AWS_SECRET = re.compile(
    r"(?i)(aws_secret_access_key[\"']?\s*[=:]\s*[\"']?)([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"
)
# name=value / name: value (JSON/YAML style). `=` must touch the value (shell); `:` may be spaced.
_ASSIGN = re.compile(
    rf"(?i)(?<![\w.-])({_SECRET_NAME}[\"']?(?:=|\s*:\s*))({_VALUE})"
)
_SECRET_FLAG = re.compile(
    r"(?i)((?<!\S)--(?:password|passwd|pass|token|secret|api-key|apikey|access-token|auth-token|"
    r"client-secret|secret-key|private-token)\s+)"
    rf"(?!-)({_VALUE})"
)
_SSHPASS = re.compile(r"(\bsshpass\s+-p\s*)(" + _VALUE + ")")
_CURL_USER = re.compile(r"((?<!\S)(?:-u|--user)\s+[^\s:'\"]+:)([^\s'\"]+)")
_MYSQL = re.compile(r"\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mariadb|mariadb-dump)\b[^\n;|&]*")
_MYSQL_P = re.compile(r"((?<!\S)-p)(" + _VALUE + ")")
_KEYWORD_ENTROPY = re.compile(
    r"(?i)(\b[\w-]*(?:key|token|secret)[\w-]*[\"']?(?:\s*[=:]\s*|\s+)[\"']?)([A-Za-z0-9+/=_.-]{20,})"
)


def _entropy(s: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def _looks_random(s: str) -> bool:
    if s.startswith(("/", "~", ".", "$", "-", "[")) or MASK in s:
        return False
    has_digit = any(c.isdigit() for c in s)
    has_alpha = any(c.isalpha() for c in s)
    return has_digit and has_alpha and _entropy(s) >= 3.5


def _mask_value(value: str) -> str:
    """Keep surrounding quotes so the shell syntax of the stored command still reads right."""
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[0] + MASK + value[0]
    return MASK


def _mask_group2(m: re.Match[str]) -> str:
    if m.group(2) == MASK or m.group(2).strip("'\"") == MASK:
        return m.group(0)
    return m.group(1) + _mask_value(m.group(2)) + m.group(0)[m.end(2) - m.start(0):]


def _mask_assignment(m: re.Match[str]) -> str:
    name, value = m.group(1), m.group(2)
    bare = name.rstrip("\"'=: \t")
    if _NOT_SECRET_NAME.search(bare.rstrip("-_.")):
        return m.group(0)
    spaced_colon = re.search(r":\s", name) is not None
    if spaced_colon and value[0] not in "'\"" and (value[0] in "-/.~$" or "/" in value):
        return m.group(0)  # `grep -r token: src/` searches for a word; src/ is no secret
    return _mask_group2(m)


def _mask_mysql(m: re.Match[str]) -> str:
    return _MYSQL_P.sub(lambda p: p.group(1) + _mask_value(p.group(2)), m.group(0))


def _mask_random(m: re.Match[str]) -> str:
    return m.group(1) + MASK if _looks_random(m.group(2)) else m.group(0)


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``[REDACTED]`` (see the module docstring)."""
    if not isinstance(text, str) or not text:
        return text
    text = _PEM.sub(MASK, text)
    for pattern in _TOKENS:
        text = pattern.sub(MASK, text)
    text = _AUTH_HEADER.sub(_mask_group2, text)
    text = _KEY_HEADER.sub(_mask_group2, text)
    text = _URL_PASSWORD.sub(lambda m: m.group(1) + MASK + m.group(3), text)
    text = _AWS_SECRET.sub(_mask_group2, text)
    text = _ASSIGN.sub(_mask_assignment, text)
    text = _SECRET_FLAG.sub(_mask_group2, text)
    text = _SSHPASS.sub(_mask_group2, text)
    text = _CURL_USER.sub(_mask_group2, text)
    text = _MYSQL.sub(_mask_mysql, text)
    text = _KEYWORD_ENTROPY.sub(_mask_random, text)
    return text
