"""Files a security check looks for, found with find: setuid and setgid programs, world-writable files and folders
(with or without the sticky bit), files whose owner or group no longer exists; on the whole system unless the request
names folders, silent about folders it may not read, on one filesystem (``-xdev``) where the request says so; listed,
counted, shown in long form or saved sorted.
"""

from __future__ import annotations

import re

_SUID = re.compile(r"\b(?:set-?uid|suid)\b", re.I)   # ("set uid and gid 1000": chown's)
_SGID = re.compile(r"\b(?:set-?gid|sgid)\b", re.I)
_WORLD = re.compile(r"\bworld[\s-]*writ(?:e)?able\b|\bwritable\s+by\s+(?:everyone|anyone|all(?:\s+users)?|others)\b", re.I)
_ORPHAN = re.compile(r"\b(?:no|without\s+an?|unowned|orphan\w*)\s+(?:valid\s+)?(?:owner|user|group)\b(?!\s*agents?)|\bunowned\b|\borphan(?:ed)?\s+files\b"
                     r"|\b(?:user|owner)\s+or\s+group\s+(?:doesn'?t|does\s+not|no\s+longer)\s+exist", re.I)
_PATHS = re.compile(r"(?<![\w.~-])(/(?:[\w.-]+/?)*|~(?:/[\w.-]+)*/?)(?=[\s,?]|$)")
_NOT_HERE = re.compile(r"[|`;]|\$\(|\b(?:chmod|chown|remove|delete|fix|give|diff|compare|packages?|dpkg|strip|unset|clear|add|^\s*set|set\s+(?:the\s+)?(?:[\w/.~-]+\s+){0,2}(?:to|on)|come\s+from|make|allow|let|grant|plus|rwx|r-x|(?<![/-])[0-7]{3,4}(?![/-])|mount\w*|nosuid|capabilit\w*|getcap|"
                       r"does\s+\S+\s+have|permissions\s+of|mode\s+of|octal|inode|uid\s+\d+)\b|\b(?:check|show)\s+the\s+sticky\b", re.I)


def _scope(text: str) -> tuple[str, bool] | None:
    """The folders searched and whether it is the whole system ("on the system", "anywhere", none named)."""
    text = re.sub(r"\b(?:skip(?:ping)?|except|excluding|exclude|ignor\w+|not\s+in)\s+(?:(?:/[\w./-]*|and|or|other\s+file\s*systems?|,)\s*)+", " ", text, flags=re.I)
    paths = [p.rstrip("/") or "/" for p in _PATHS.findall(text) if not p.startswith(("/dev/null",))]
    if re.search(r"\bto\s+(?:~|/)\S*\.txt\b|>\s*\S+", text):
        paths = [p for p in paths if not p.endswith(".txt")]
    if not paths:
        return "/", True
    if paths == ["/"]:
        return "/", True
    return " ".join(dict.fromkeys(paths)), False


def audited(m: re.Match) -> str | None:
    """"list every setuid file on the system" → ``find / -type f -perm -4000 2>/dev/null``; "world writable
    directories that are missing the sticky bit" → ``find / -type d -perm -0002 ! -perm -1000 2>/dev/null``;
    "files with no owner, stay on the root filesystem" → ``find / -xdev -nouser 2>/dev/null``."""
    text = m.string
    if _NOT_HERE.search(text):
        return None
    saved = re.search(r"\b(?:save|write|store|put)\b.*?\b(?:to|in|into)\s+(?P<out>[~./\w][\w./~-]*\.(?:txt|list|lst|log))\b", text, re.I)
    where = _scope(text.replace(saved.group("out"), " ") if saved else text)
    if where is None:
        return None
    paths, system = where
    suid, sgid, world, orphan = _SUID.search(text), _SGID.search(text), _WORLD.search(text), _ORPHAN.search(text)
    tests = []
    if suid and sgid or re.search(r"\bsuid\s*/\s*sgid\b|\bs[ug]id\s+or\s+s[ug]id\b", text, re.I):
        tests.append("-perm /6000")
    elif suid:
        tests.append("-perm -4000")
    elif sgid:
        tests.append("-perm -2000")
    if world:
        sticky_missing = re.search(r"\b(?:missing|without|lack\w*|no)\s+(?:the\s+)?sticky\b|\bsticky\s+bit\s+(?:is\s+)?(?:not\s+set|missing)\b", text, re.I)
        sticky_set = not sticky_missing and re.search(r"\b(?:with|have|has|having)\s+(?:the\s+)?sticky\b|\bsticky\s+bit\s+set\b|\bdo\s+have\s+the\s+sticky\b", text, re.I)
        tests.append("-perm -1002" if sticky_set else "-perm -0002")
        if sticky_missing:
            tests.append("! -perm -1000")
    if orphan:
        no_user = re.search(r"\b(?:owner|user)\b", text, re.I)
        no_group = re.search(r"\bgroup\b", text, re.I)
        tests.append("\\( -nouser -o -nogroup \\)" if no_user and no_group else "-nogroup" if no_group and not no_user else "-nouser")
    if not tests:
        return None
    if re.search(r"\bnot\s+owned\s+by\s+root\b|\bowned\s+by\s+(?:someone|anyone)\s+other\s+than\s+root\b", text, re.I):
        tests.append("! -user root")
    elif re.search(r"\broot[\s-]owned\b|\bowned\s+by\s+root\b", text, re.I):
        tests.insert(0, "-user root")
    if age := re.search(r"\b(?:modified|changed|touched)\s+(?:in\s+)?(?:the\s+)?(?:past|last)\s+(?:(?P<n>\d+)\s+)?(?P<u>days?|weeks?)\b", text, re.I):
        days = int(age.group("n") or 1) * (7 if age.group("u").lower().startswith("w") else 1)
        tests.append(f"-mtime -{days}")
    kind = ""
    if re.search(r"\b(?:directories|directory|dirs?|folders?)\b", text, re.I) and not re.search(r"\bfiles?\b", text, re.I):
        kind = "-type d "
    elif not orphan and re.search(r"\b(?:files?|programs?|binar(?:y|ies)|executables?)\b", text, re.I) or re.search(r"\bregular\s+files\b", text, re.I):
        kind = "-type f "
    xdev = "-xdev " if re.search(r"\b(?:root\s+file\s*system|root\s+fs|other\s+file\s*systems?|same\s+file\s*system|one\s+file\s*system|-xdev|/proc)\b", text, re.I) else ""
    quiet = " 2>/dev/null" if system or " " in paths else ""   # (folders of other users: some cannot be read)
    body = f"find {paths} {xdev}{kind}{' '.join(tests)}"
    if re.search(r"\blong\s+listing\b|\bls\s+-l\b|\bwith\s+(?:details|their\s+(?:owners|permissions))\b|\bdetailed\b", text, re.I):
        body += " -exec ls -l {} +" if kind == "-type f " else " -ls"
    elif re.search(r"\boctal\s+mode\b|\bmode\s+next\s+to\b", text, re.I):
        body += " -printf '%m %p\\n'"
    if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
        return f"{body}{quiet} | wc -l"
    if saved:
        return f"{body}{quiet} | sort > {saved.group('out')}"
    return f"{body}{quiet}"


ROWS = (
    # "list every setuid file on the system", "anything in /usr/local/bin with suid or sgid set?", "world writable
    # directories that are missing the sticky bit", "files with no owner", "how many setuid programs are there on /"
    (re.compile(rf"{_SUID.pattern}|{_SGID.pattern}|{_WORLD.pattern}|{_ORPHAN.pattern}", re.I), audited),
)
