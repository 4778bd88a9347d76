"""Backups and syncing composed from their parts, as Linux users type them: restic (repositories made at a path or
an ``sftp:``, ``s3:``, ``b2:`` or ``rest:`` address, backups of paths with excludes, an exclude file, tags, one file
system, a dry run or a dump from stdin; snapshots listed by tag, host or the latest N; restores of the latest or one
snapshot into a target with includes; a file dumped; snapshots listed, searched and compared; retention with
``forget --keep-*`` and ``--prune``; ``prune``, ``check`` with data read back, ``stats``, ``unlock``, ``mount``,
tags added; a password file), borg (repositories made with an encryption mode; archives created with a dated or
placeholder name, compression, excludes, progress and stats, a dry run, from stdin; archives listed, looked into,
extracted, tested, pruned, compacted, checked, deleted, mounted and unmounted, compared, renamed, exported as a
tarball; the key exported, a stale lock broken; ``BORG_REPO``), rclone (copy, sync, move, copyto, bisync, check, ls,
lsd, lsl, size, about, cat, tree, link, mount, delete, purge, dedupe, ncdu, rcat and listremotes, with ``--dry-run``,
``--progress``, ``--bwlimit``, ``--transfers``, includes, excludes, ages and sizes, a backup dir and a log file),
rsync backups with options a plain copy does not need (snapshots hard-linked with ``--link-dest`` into dated folders,
mirrors with deletions, a bandwidth limit, an ssh port, a dry run itemized, hard links, ACLs and xattrs kept,
checksums, size limits, a file list, source files removed, a backup dir), duplicity (full and incremental backups to
``file://`` and ``sftp://`` targets, restores of all, one file or a past time, ``collection-status``,
``list-current-files``, ``verify``, ``remove-older-than``, ``remove-all-but-n-full``, ``cleanup``), rsnapshot's
intervals, and tar backups with the date in the name (excludes, zstd, xz, pigz, incremental with
``--listed-incremental``, streamed over ssh, split, encrypted with gpg).

Every answer is composed from the parts the request says (tool, repository or remote, paths, excludes, tags, keep
counts, target, flags); a part the command needs and the request does not say gives None, never a made-up
repository, remote or path. Each row is anchored on the tool's name or a phrase only a backup uses ("--link-dest",
"snapshot-style", "incremental tar", a dated tarball), so a plain "copy X to Y" stays with the other modules.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _shell_word

# ---------------------------------------------------------------- parts shared by the tools

# A local path: absolute, under the home folder or relative with ./ (a bare word is not taken for a path).
_LOCAL = r"(?<![\w:/.@-])(?:~(?=/|\b)|\.{1,2}(?=/)|(?=/))(?:/[\w.@%+*{},=-]*)*"
# An ssh location: user@host:path or host:/path.
_SSH = r"(?<![\w/.@:-])(?:[\w.-]+@)?[a-z][\w.-]*:(?:/|~/)[\w./@%+*-]*|(?<![\w/.@:-])[\w.-]+@[a-z][\w.-]*:[\w./@%+*~-]+"

_DATE_WORDS = ((r"YYYY-MM-DD[_-]HHMM(?:SS)?", None), (r"YYYY-MM-DD", "%F"), (r"YYYYMMDD", "%Y%m%d"),
               (r"<(?:today(?:'s)?(?:\s+date)?|date|the\s+date|current\s+date|today)>", "%F"))


def _clean(path: str) -> str:
    """A path said at the end of a clause, without its closing punctuation."""
    return re.sub(r"[.,;:!?)]+$", "", path) if not path.endswith(":") else path


def _locals(text: str) -> list[str]:
    """The local paths a request names, in order (not the path part of a remote or a URL)."""
    text = re.sub(r"\w+://\S+", " ", text)
    text = re.sub(_SSH, " ", text, flags=re.I)
    text = re.sub(r"(?<![\w/])[\w-]+:[\w./-]*", " ", text)   # remote:path
    out = []
    for m in re.finditer(_LOCAL, text):
        p = _clean(m.group())
        if p in ("", "/", ".", "..") and m.group() != "/" and not re.match(r"/(?=\s|$|,)", text[m.start():]):
            continue
        if p == "" and m.group().startswith("/"):
            p = "/"
        if p:
            out.append(p)
    return out


def _dated(name: str) -> str:
    """A file or folder name with its date said as a placeholder (``etc-YYYY-MM-DD.tar.gz``, ``home-<today>``,
    ``git-<hostname>-<date>``) written with ``$(date …)`` and ``$(hostname)``."""
    name = re.sub(r"YYYY-MM-DD([_-])HHMM(SS)?", lambda m: f"$(date +%F{m.group(1)}%H%M{'%S' if m.group(2) else ''})", name)
    name = re.sub(r"YYYY-MM-DD", "$(date +%F)", name)
    name = re.sub(r"YYYYMMDD", "$(date +%Y%m%d)", name)
    name = re.sub(r"<(?:host(?:name)?)>", "$(hostname)", name, flags=re.I)
    name = re.sub(r"<(?:today(?:'s)?(?:\s+date)?|date|the\s+date|current\s+date|today)>", "$(date +%F)", name, flags=re.I)
    return name


def _dq(word: str) -> str:
    """A word holding ``$(…)`` in double quotes (so the shell still runs it), else as one plain shell word."""
    if "$(" in word:
        return '"' + word + '"'
    return _shell_word(word) if not word.startswith("~/") or re.search(r"[*?{}\s]", word) else word


def _sq(word: str) -> str:
    """A pattern in single quotes where it holds a glob or a brace (for the program to read, not the shell)."""
    return "'" + word + "'" if re.search(r"[*?{}\[\]]", word) else _shell_word(word)


def _count(word: str) -> str:
    words = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
             "a": "1", "an": "1", "twelve": "12", "fourteen": "14", "thirty": "30"}
    return words.get(word.lower(), word)


_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty)"


def _keeps(text: str, sep: str = " ") -> list[str]:
    """Retention counts said as "keep 7 daily, 4 weekly and 12 monthly", "--keep-daily 14", "keep the last 10",
    as ``--keep-daily 7`` (``sep`` "=" for ``--keep-daily=7``)."""
    out = []
    for unit, flag in (("hourl(?:y|ies)|hours?", "hourly"), ("dail(?:y|ies)|days?", "daily"), ("weekl(?:y|ies)|weeks?", "weekly"),
                       ("monthl(?:y|ies)|months?", "monthly"), ("yearl(?:y|ies)|years?|annual", "yearly")):
        m = re.search(rf"--keep-{flag}[=\s]+(\d+)|\b{_N}\s+(?:{unit})\b(?!\s+(?:old|ago))(?:\s+(?:snapshots?|archives?|backups?|ones?))?", text, re.I)
        if m and not re.search(rf"\b(?:last|past|within)\s+{re.escape(m.group(0))}", text, re.I):
            out.append(f"--keep-{flag}{sep}{_count(m.group(1) or m.group(2))}")
    last = re.search(r"--keep-last[=\s]+(\d+)|\bkeep(?:ing)?\s+(?:only\s+)?(?:the\s+)?(?:last|latest|newest|most\s+recent)\s+" + _N + r"\b(?!\s+(?:days?|weeks?|months?|years?|hours?))", text, re.I)
    if last:
        out.insert(0, f"--keep-last{sep}{_count(last.group(1) or last.group(2))}")
    within = re.search(r"\b(?:from|within)\s+the\s+(?:last|past)\s+(\d+)\s+(days?|weeks?|months?|years?|hours?)\b", text, re.I)
    if within:
        out.append(f"--keep-within{sep}{within.group(1)}{ {'d': 'd', 'w': 'w', 'm': 'm', 'y': 'y', 'h': 'h'}[within.group(2)[0].lower()] }")
    return out


def _excludes(text: str) -> list[str]:
    """What a request leaves out ("skip node_modules and .venv folders", "except *.tmp files and .git folders",
    "excluding /home/anna/.cache and all *.iso files"), as the words said (a kind of file as ``*.ext``)."""
    m = re.search(r"\b(?:but\s+)?(?:skip(?:ping)?|exclud(?:e|ing)|except(?:\s+for)?|leav(?:e|ing)\s+out|without|ignor(?:e|ing)|minus|not)\s+(?:the\s+)?(?P<list>.+?)"
                  r"(?=\s*(?:[,;]\s*(?!and\b)|\s+and\s+(?:also\s+)?(?:skip|show|print|tag|log|then|put|keep|stay)\b|\s+(?:with|using|into|to|from|in)\s+(?!the\s+(?:root|home))|$|\.\s|\.$))", text, re.I)
    if m is None:
        return []
    said = m.group("list")
    out = []
    for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+|\s+plus\s+", said):
        part = re.sub(r"^(?:all|any|every|the|my)\s+", "", part.strip(), flags=re.I)
        w = re.match(r"(?:(?P<kind>\*?\.[\w]+)\s+files?|(?P<word>[\w./*~+-]+)(?:\s+(?:folders?|dirs?|directories|files?))?)$", part, re.I)
        if not w:
            continue
        if w.group("kind"):
            out.append("*" + w.group("kind").lstrip("*"))
        else:
            word = w.group("word")
            if word.lower() in ("any", "files", "file", "anything", "the", "a"):
                continue
            out.append(word.rstrip("/") if not word.endswith("/") else word)
    return out


# ---------------------------------------------------------------- restic

_RESTIC_REMOTE = r"(?:sftp|s3|b2|rest|azure|gs|swift|rclone):[^\s,;()]+"


def _restic_repo(text: str, sub: str) -> str | None:
    """The repository a restic request names: ``-r X``, a remote (``sftp:…``, ``s3:…``, ``b2:…``), said as sftp in
    words (user, host, path) or Backblaze (bucket, path), "repo X", "repo is X", or by the subcommand's preposition."""
    m = re.search(r"(?:-r|--repo)\s+(\S+)|\brestic_repository=(\S+)", text, re.I)
    if m:
        return _clean(m.group(1) or m.group(2))
    m = re.search(rf"(?<![\w/]){_RESTIC_REMOTE}", text)
    if m:
        return _clean(m.group())
    sftp = re.search(r"\bsftp\b.*?\buser\s+(?P<u>[\w.-]+),?\s+host\s+(?P<h>[\w.-]+),?\s+path\s+(?P<p>/\S+)", text, re.I)
    if sftp:
        return f"sftp:{sftp.group('u')}@{sftp.group('h')}:{_clean(sftp.group('p'))}"
    b2 = re.search(r"\b(?:backblaze|b2)\b.*?\bbucket\s+(?P<b>[\w.-]+),?\s+(?:repo\s+)?path\s+(?P<p>[\w./-]+)", text, re.I)
    if b2:
        return f"b2:{b2.group('b')}:{_clean(b2.group('p'))}"
    path = r"(?P<p>(?:~|\.{1,2})?/[\w./@%+-]*)"
    m = re.search(rf"\b(?:repo(?:sitory)?|restic)\s+(?:is\s+|at\s+|in\s+|=\s*|path\s+)?(?:at\s+|in\s+)?{path}", text, re.I)
    if m:
        return _clean(m.group("p"))
    m = re.search(rf"\b(?:repo(?:sitory)?)\b[^/~]*?\b(?:at|in|is|on)\s+{path}", text, re.I)
    if m:
        return _clean(m.group("p"))
    preps = {"backup": r"to|into|in|onto|against", "init": r"at|in|on", "snapshots": r"in|of|from|on", "restore": r"from|of|in",
             "any": r"in|from|of|on|at|for|to|against"}.get(sub, r"in|from|of|on|at|for|to|against")
    found = [m for m in re.finditer(rf"\b(?:{preps})\s+(?:the\s+)?(?:restic\s+)?(?:repo(?:sitory)?\s+)?{path}", text, re.I)]
    if sub == "backup" and found:
        return _clean(found[-1].group("p"))
    if found:
        return _clean(found[0].group("p"))
    alone = _locals(text)
    return alone[0] if len(alone) == 1 and sub not in ("backup", "restore") else None


_SNAP_ID = r"(?<![\w/.-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8,64}(?![\w/.-])"


def restic_task(m: re.Match) -> str | None:
    """restic's everyday commands composed from the request: ``restic -r REPO SUB …``."""
    text = m.string
    low = text.lower()

    def head(sub: str) -> str | None:
        repo = _restic_repo(text, sub)
        if repo is None:
            return None
        pw = re.search(r"\bpassword\b.*?\b(?:from|in|file)\s+(?P<f>(?:~|\.{1,2})?/[\w./-]+)|--password-file[=\s]+(?P<g>\S+)", text, re.I)
        pfile = f" --password-file {_clean(pw.group('f') or pw.group('g'))}" if pw else ""
        return f"restic -r {repo}{pfile}"

    ids = re.findall(_SNAP_ID, text)
    latest = re.search(r"\b(?:latest|newest|most\s+recent|last)\b", text, re.I)
    # a dump from stdin: mysqldump/pg_dump piped into restic
    dump = re.search(r"\b(?P<tool>mysqldump|pg_dump)\b(?:\s+of)?\s+(?:the\s+)?(?P<db>[\w-]+)(?:\s+(?:database|db))?", text, re.I)
    if dump and re.search(r"\b(?:pipe|stream|straight|stdin)\w*", text, re.I):
        h = head("backup")
        name = re.search(r"\b(?:as|named|called)\s+(?P<n>[\w.-]+\.\w+)", text, re.I)
        if h is None:
            return None
        source = f"{dump.group('tool')} {dump.group('db')}"
        return f"{source} | {h} backup --stdin" + (f" --stdin-filename {name.group('n')}" if name else "")
    if re.search(r"\bunlock\b|\b(?:stale|leftover|left-over|old)\s+lock|\blocked\b|\bremove\s+(?:the\s+)?locks?\b", low):
        h = head("any")
        return h and f"{h} unlock"
    if re.search(r"\b(?:init|initiali[sz]e|create|make|set\s*up)\b", low) and re.search(r"\b(?:repo|repository)\b", low) and not re.search(r"\bbackup\s+of\b|\bback\s+up\b", low):
        h = head("init")
        return h and f"{h} init"
    if re.search(r"\bunmount\b|\bumount\b", low):
        return None
    if re.search(r"\bmount\b", low):
        h = head("any")
        points = [p for p in _locals(text) if p != _restic_repo(text, "any")]
        return h and points and f"{h} mount {points[-1]}"
    if re.search(r"\badd\s+(?:the\s+)?tag\b|\btag\s+(?:snapshot|it)\b", low) and ids:
        tag = re.search(r"\btag\s+['\"]?(?P<t>[\w.-]+)['\"]?\s+to\b|\btag\s+(?:it\s+)?(?:as\s+|with\s+)?['\"]?(?P<u>[\w.-]+)", text, re.I)
        h = head("any")
        return h and tag and f"{h} tag --add {tag.group('t') or tag.group('u')} {ids[0]}"
    # retention
    keeps = _keeps(text)
    if re.search(r"\bforget\b|\bretention\b|\bkeep\b|--keep-", low) or (re.search(r"\b(?:delete|remove|drop)\b", low) and ids and re.search(r"\bsnapshots?\b", low)):
        h = head("any")
        if h is None:
            return None
        parts = [f"{h} forget"]
        if ids and not keeps:
            parts.append(" ".join(ids))
        tag = re.search(r"\btagged\s+(?P<t>[\w.-]+)|--tag\s+(?P<u>\S+)", text, re.I)
        if tag:
            parts.append(f"--tag {tag.group('t') or tag.group('u')}")
        host = re.search(r"\b(?:from\s+)?host\s+(?P<h>[\w.-]+)", text, re.I)
        if host and not ids:
            parts.append(f"--host {host.group('h')}")
        if not keeps and not ids:
            return None
        parts += keeps
        if re.search(r"\bno\s+prune\b|\bwithout\s+prun|\bdon'?t\s+prune|\bnot\s+prune", low):
            pass
        elif re.search(r"\bprune\b|\bfree\s+(?:up\s+)?(?:the\s+)?space\b|\bunused\s+data\b", low):
            parts.append("--prune")
        if re.search(r"\bdry[\s-]*run\b|\bpreview\b|\bwithout\s+(?:actually\s+)?delet|\bwhat\s+would\b|\bwould\s+(?:drop|remove|forget|delete)", low):
            parts.append("--dry-run")
        return " ".join(parts)
    if re.search(r"\bprune\b", low):
        h = head("any")
        return h and f"{h} prune"
    if re.search(r"\b(?:check|verif\w*|verfiy|integrity|consisten\w*|corrupt\w*)\b", low) and not re.search(r"\bcheck\s+(?:what|which)\b", low):
        h = head("any")
        if h is None:
            return None
        sub = re.search(r"\b(\d+(?:\.\d+)?)\s*%", text)
        if sub and re.search(r"\bread", low):
            return f"{h} check --read-data-subset {sub.group(1)}%"
        if re.search(r"\bread(?:s|ing)?\s+(?:back\s+)?(?:all\s+)?(?:the\s+)?(?:data|everything|packs?)\b|--read-data\b|\bfull\s+(?:data\s+)?check\b", low):
            return f"{h} check --read-data"
        return f"{h} check"
    if re.search(r"\bstats\b|\bhow\s+(?:much|big)\b|\bsize\b|\bspace\b", low) and not re.search(r"\bback\s*up\b", low):
        h = head("any")
        if h is None:
            return None
        if re.search(r"\bdedup\w*|\bon\s+disk\b|\braw\b|\breally\b|\bactual\w*", low):
            return f"{h} stats --mode raw-data"
        return f"{h} stats" + (f" {ids[0]}" if ids else " latest" if latest and re.search(r"\bsnapshot\b", low) else "")
    if re.search(r"\bwhat\s+changed\b|\bdiff\w*\b|\bcompare\b", low) and len(ids) >= 2:
        h = head("any")
        return h and f"{h} diff {ids[0]} {ids[1]}"
    if re.search(r"\b(?:search|find|look\s+for)\b", low) and re.search(r"\bnamed\b|\bcalled\b|\*", low):
        pat = re.search(r"\b(?:named|called)\s+['\"]?(?P<p>[\w.*?-]+)['\"]?", text, re.I) or re.search(r"\bfor\s+['\"]?(?P<p>[\w.-]*\*[\w.*?-]*)", text, re.I)
        h = head("any")
        return h and pat and f"{h} find {_sq(pat.group('p'))}"
    if re.search(r"\b(?:restore|recover|get\s+back|bring\s+back|roll\s+back)\b|\brestored\b", low):
        h = head("restore")
        if h is None:
            return None
        repo = _restic_repo(text, "restore")
        snap = ids[0] if ids else "latest"
        others = [p for p in _locals(text) if p != repo]
        target = re.search(r"\b(?:into|to|under|in|at)\s+(?P<t>(?:~|\.{1,2})?/[\w./@%+-]*)", re.sub(re.escape(repo), " ", text), re.I)
        if target is None:
            return None
        t = _clean(target.group("t"))
        includes = [p for p in others if p != t]
        return f"{h} restore {snap} --target {t}" + "".join(f" --include {p}" for p in includes)
    if re.search(r"\bdump\b|\bas\s+it\s+was\b|\bsave\b.*\bfrom\b.*\bsnapshot\b|\bsnapshot\b.*\bto\s+\S+$", low) and re.search(r"\bsnapshot\b", low):
        h = head("any")
        repo = _restic_repo(text, "any")
        files = [p for p in _locals(text) if p != repo]
        if h is None or len(files) < 2:
            return None
        out = re.sub(r"^\./", "", files[-1])
        return f"{h} dump {ids[0] if ids else 'latest'} {files[0]} > {out}"
    if re.search(r"\bsnapshots\b|\b(?:list|show)\b.*\bsnapshot", low) and not re.search(r"\bback\s*up\s+(?:of\s+)?[~/]", low) and not re.search(r"\b(?:list|ls)\b.*\b(?:everything|files|contents?)\b", low):
        h = head("snapshots")
        if h is None:
            return None
        parts = [f"{h} snapshots"]
        tag = re.search(r"\btagged\s+(?P<t>[\w.-]+)|--tag\s+(?P<u>\S+)|\bwith\s+(?:the\s+)?tag\s+(?P<v>[\w.-]+)", text, re.I)
        if tag:
            parts.append(f"--tag {tag.group('t') or tag.group('u') or tag.group('v')}")
        host = re.search(r"\bhost\s+(?!and\b|or\b|names?\b)(?P<h>[\w.-]+)", text, re.I)
        if host:
            parts.append(f"--host {host.group('h')}")
        n = re.search(r"\b(?:newest|latest|last|most\s+recent)\s+" + _N + r"\b", text, re.I)
        if n:
            parts.append(f"--latest {_count(n.group(1))}")
        return " ".join(parts)
    if re.search(r"\b(?:list|ls|show|browse)\b", low) and re.search(r"\bsnapshot\b", low):
        h = head("any")
        if h is None:
            return None
        repo = _restic_repo(text, "any")
        inside = [p for p in _locals(text) if p != repo]
        rec = " --recursive" if re.search(r"\brecursive\w*|\beverything\s+under\b", low) else ""
        return f"{h} ls {ids[0] if ids else 'latest'}" + (f" {inside[0]}" if inside else "") + rec
    if re.search(r"\bback\s*-?up\b|\bbackup\b|\bsnapshot\s+of\b|\bsave\b|\bdry[\s-]*run\b|\bwhat\s+would\b", low):
        h = head("backup")
        if h is None:
            return None
        repo = _restic_repo(text, "backup")
        ex_files = re.search(r"\bexclude\w*\s+(?:list|file|patterns?)\s+(?:in|from|at)\s+(?P<f>(?:~|\.{1,2})?/\S+)|--exclude-file[=\s]+(?P<g>\S+)|\bexclud\w*\s+(?:the\s+)?(?:patterns|list)\s+(?:in|from)\s+(?P<h>\S+)", text, re.I)
        exf = _clean(ex_files.group("f") or ex_files.group("g") or ex_files.group("h")) if ex_files else None
        pw = re.search(r"\bpassword\b.*?\b(?:from|in|file)\s+(?P<f>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
        skip = {repo, exf, pw and _clean(pw.group("f"))}
        clause = re.split(r"\b(?:but|skip\w*|exclud\w*|except|leav\w+\s+out|without)\b", text, maxsplit=1, flags=re.I)[0]
        paths = [p for p in _locals(clause) if p not in skip]
        if not paths:
            return None
        parts = [f"{h} backup " + " ".join(paths)]
        if exf:
            parts.append(f"--exclude-file {exf}")
        if not exf:
            for x in _excludes(text):
                if x not in skip:
                    parts.append(f"--exclude {_sq(x)}")
        if re.search(r"cachedir\.tag|\bcache\s+dir\w*\s+tag", low):
            parts.append("--exclude-caches")
        if re.search(r"\bone\s+file\s*system\b|\bstay\w*\s+on\s+(?:the\s+)?(?:root\s+)?(?:file\s*system|fs|partition)\b|\bother\s+(?:mounts|file\s*systems)\b|--one-file-system|-x\b", low):
            parts.append("--one-file-system")
        tag = re.search(r"\btag(?:ged)?\s+(?:it\s+)?(?:as\s+|with\s+)?['\"]?(?P<t>[\w.-]+)['\"]?", text, re.I)
        if tag and tag.group("t").lower() not in ("it", "the", "a"):
            parts.append(f"--tag {tag.group('t')}")
        if re.search(r"\bdry[\s-]*run\b|\bwhat\s+would\b|\bdon'?t\s+store\b|\bwithout\s+storing\b", low):
            parts.append("--dry-run")
            if re.search(r"\bverbose\b", low):
                parts.append("-v")
        elif re.search(r"\bverbose\b", low):
            parts.append("-v")
        return " ".join(parts)
    return None


# ---------------------------------------------------------------- borg

def _borg_repo(text: str, create: bool = False) -> str | None:
    """The repository a borg request names: ``user@host:path``, "on HOST as user U in ~/P" (``U@HOST:P``), "repo X",
    or a path after in/into/from/of/on."""
    m = re.search(r"(?<![\w@.:/~-])(?P<r>(?:[\w.-]+@[\w.-]+:)?[\w./~-]+)::", text)
    if m:
        return m.group("r")
    m = re.search(r"(?<![\w/.@-])(?:ssh://)?[\w.-]+@[\w.-]+:[\w./~-]+", text)
    if m:
        return _clean(m.group())
    host = re.search(r"\bon\s+(?P<h>[a-z][\w.-]*)\s+as\s+(?:user\s+)?(?P<u>[\w.-]+)\s+in\s+(?P<p>~/[\w./-]+|/[\w./-]+)", text, re.I)
    if host:
        p = host.group("p")
        return f"{host.group('u')}@{host.group('h')}:{_clean(p[2:] if p.startswith('~/') else p)}"
    m = re.search(r"(?<![/\w.-])(?:repo(?:sitory)?|borg(?:\s+(?!create\b|into\b|to\b|on\b|onto\b|from\b|of\b)[a-z-]+)?)\s+(?:is\s+|at\s+|in\s+|path\s+)?(?:at\s+|in\s+)?(?P<p>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
    if m and not create:
        return _clean(m.group("p"))
    m = create and re.search(r"\b(?:into|to|in)\s+(?:the\s+)?(?:borg\s+)?(?:repo(?:sitory)?\s+)?(?P<p>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
    if m:
        return _clean(m.group("p"))
    m = re.search(r"\((?:repo\s+)?(?P<p>(?:~|\.{1,2})?/[\w./-]+)\)|\brepo\s+(?:is\s+)?(?P<q>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
    if m:
        return _clean(m.group("p") or m.group("q"))
    m = re.search(r"\b(?:in|into|from|of|on|at)\s+(?P<p>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
    return _clean(m.group("p")) if m else None


_ARCHIVE = r"[\w.{}%:-]*\d[\w.{}%:-]*|[\w-]+-\{now[^}]*\}"


def _archive_name(text: str) -> str | None:
    """The name a borg archive gets: "called docs-YYYY-MM-DD with today's date" (``docs-{now:%Y-%m-%d}``), "as
    home-<today's date>", "named after the hostname plus the current timestamp" (``{hostname}-{now}``), "as www-{now}"."""
    said = re.search(r"::(?P<n>[\w{}%:.-]+)", text)
    if said:
        return said.group("n").rstrip(".,")
    if re.search(r"\bnamed\s+after\s+the\s+host\s*name\b", text, re.I):
        return "{hostname}-{now}" if re.search(r"\btime\s*stamp|\bnow\b|\bdate\b|\btime\b", text, re.I) else "{hostname}"
    m = re.search(r"\b(?:archive\s+(?:called|named|name)|called|named|as|archive)\s+['\"]?(?P<n>[\w{}%:.-]+(?:<[^>]+>)?)['\"]?", text, re.I)
    if m is None:
        return None
    name = m.group("n").rstrip(".,)")
    if name.lower() in ("a", "an", "the", "it", "of", "archive", "repokey", "with"):
        return None
    name = re.sub(r"YYYY-MM-DD|<(?:today(?:'s)?(?:\s+date)?|date|the\s+date|current\s+date)>", "{now:%Y-%m-%d}", name)
    name = re.sub(r"<(?:time\s*stamp|now)>", "{now}", name)
    if re.search(r"[<>]", name):
        return None
    return name


def _borg_loc(repo: str, archive: str | None) -> str:
    loc = f"{repo}::{archive}" if archive else repo
    return f"'{loc}'" if re.search(r"[{}%*]", loc) else loc


def borg_task(m: re.Match) -> str | None:
    """borg's everyday commands composed from the request."""
    text = m.string
    low = text.lower()
    if re.search(r"\bunmount\b|\bumount\b", low):
        points = _locals(text)
        return f"borg umount {points[-1]}" if points else None
    creating = bool(re.search(r"\bcreate\b|\bback\s*-?up\s+of\b|\bbackup\s+of\b|\barchive\s+of\b|\bstream\w*\b|\bdump\b.*\binto\b", low)) and not re.search(r"\brepo(?:sitory)?\b", re.sub(r"\S*[/:]\S*", " ", re.sub(r"\brepo\s+(?:is\s+)?\S*[/:]", "", low)))
    repo = _borg_repo(text, creating)
    if repo is None:
        return None
    rest = text.replace(repo, " ")
    archives = re.findall(r"(?<![\w/:.-])[a-z][\w.]*-(?:[\w.]*-)*\d{4}-\d{2}(?:-\d{2})?(?![\w.-])|(?<=::)[\w.{}%:-]+", rest, re.I)
    said_archive = re.search(r"\barchives?\s+(?!called\b|named\b|in\b|from\b|of\b|at\b|on\b|into\b)(?P<a>[\w.-]+)", rest, re.I)
    if said_archive and said_archive.group("a") not in archives and re.search(r"\d|-", said_archive.group("a")):
        archives.insert(0, said_archive.group("a"))
    if re.search(r"\bborg_repo\b", low):
        if re.search(r"\blist\b|\barchives\b", low):
            return f"BORG_REPO={repo} borg list"
        return None
    if re.search(r"\bbreak[\s-]*lock\b|\b(?:stale|leftover|left-over|old)\s+lock\b|\block\b.*\bbreak\b", low):
        return f"borg break-lock {repo}"
    if re.search(r"\bkey\b", low) and re.search(r"\bexport\w*|\bback\s*up\b|\bsave\b", low):
        out = [p for p in _locals(rest)]
        return f"borg key export {repo}" + (f" {out[-1]}" if out else "")
    if creating:
        return _borg_create(text, low, rest, repo)
    if re.search(r"\b(?:init|initiali[sz]e|create|make|set\s*up|new|unencrypted|encrypted)\b", low) and re.search(r"\b(?:repo|repository)\b", low) and not re.search(r"\bbackup\s+of\b|\barchive\s+of\b", low) or re.search(r"\bborg\s+init\b", low):
        mode = re.search(r"\b(repokey-blake2|keyfile-blake2|authenticated-blake2|repokey|keyfile|authenticated|none)\b", low)
        enc = mode.group(1) if mode else "none" if re.search(r"\bunencrypted\b|\bno\s+encryption\b|\bwithout\s+encryption\b", low) else "repokey"
        return f"borg init --encryption={enc} {repo}"
    if re.search(r"\brename\b", low) and re.search(r"\bto\s+(?P<n>[\w.-]+)", rest, re.I):
        old = re.search(r"\barchive\s+(?P<o>[\w.-]+)\s+to\s+(?P<n>[\w.-]+)", rest, re.I)
        return old and f"borg rename {repo}::{old.group('o')} {old.group('n')}"
    if re.search(r"\bexport-tar\b|\btar\s*ball\b|\.tar(?:\.\w+)?\b", low) and archives:
        out = re.search(r"(?P<f>[\w./~-]+\.tar(?:\.\w+)?)", rest)
        return out and f"borg export-tar {repo}::{archives[0]} {out.group('f')}"
    if re.search(r"\bdiff\b|\bcompare\b|\bwhat\s+changed\b", low) and len(archives) >= 2:
        return f"borg diff {repo}::{archives[0]} {archives[1]}"
    if re.search(r"\bmount\b", low):
        points = [p for p in _locals(rest)]
        if not points:
            return None
        return f"borg mount {_borg_loc(repo, archives[0] if archives else None)} {points[-1]}"
    if re.search(r"\bcompact\b|\bfree\s+up\b|\breclaim\b", low) and not re.search(r"\bprune\b.*\bkeep|\bkeep\w*\b", low):
        return f"borg compact {repo}"
    keeps = _keeps(text, sep="=")
    if re.search(r"\bprune\b|\bretention\b|--keep", low) or (keeps and re.search(r"\bkeep\b", low)):
        if not keeps:
            return None
        opts = []
        if re.search(r"\bdry[\s-]*run\b|\bpreview\b|\bwould\s+be\b", low):
            opts += ["--dry-run", "--list"]
        elif re.search(r"\blist\b|\bshow\b", low):
            opts.append("--list")
        glob = re.search(r"\b(?:only|just)\s+(?:prune\s+)?(?:the\s+)?(?P<g>[\w.-]*\*[\w.*-]*)\s+archives\b|--glob-archives[=\s]+'?(?P<h>[^'\s]+)|\barchives\s+(?:starting|beginning)\s+with\s+(?P<p>[\w.-]+)", text, re.I)
        if glob:
            opts.append(f"--glob-archives '{glob.group('g') or glob.group('h') or glob.group('p') + '*'}'")
        cmd = "borg prune " + " ".join(opts + keeps) + f" {repo}"
        if re.search(r"\bcompact\b|\bfree\s+(?:up\s+)?(?:the\s+)?(?:disk\s+)?space\b", low):
            cmd += f" && borg compact {repo}"
        return cmd
    if re.search(r"\bdelete\b|\bremove\b|\bdrop\b(?!\s+the\s+leading)", low) and archives and not re.search(r"\bextract\b", low):
        return f"borg delete {repo}::{archives[0]}"
    if re.search(r"\bcheck\b|\bconsisten\w*|\bintegrity\b|\bverif\w*", low):
        verify = " --verify-data" if re.search(r"verify[\s-]data|\bread\w*\s+(?:all\s+)?(?:the\s+)?data\b", low) else ""
        return f"borg check{verify} {repo}"
    if re.search(r"\bextract\b|\brestore\b|\bpull\b.*\bout\s+of\b|\bget\s+back\b|\brecover\b", low):
        if not archives:
            return None
        inner = re.search(r"\b(?:pull|extract|restore|get\s+back)\s+(?:just\s+|only\s+)?(?P<p>(?![\w.-]+\s+from)[a-z][\w.-]*/[\w./-]*)", rest, re.I)
        opts = []
        if re.search(r"\bdry[\s-]*run\b|\btest[\s-]*extract\b|\bwithout\s+writing\b", low):
            opts += ["--dry-run", "--list"]
        strip = re.search(r"\bstrip[\s-]*components?\s+(\d+)|\bdrop\s+(?:the\s+)?leading\s+(?P<p>[\w.-]+/)+", text, re.I)
        if strip:
            opts.append(f"--strip-components {strip.group(1) or strip.group(0).rstrip('/').count('/') or 1}")
        cmd = "borg extract " + " ".join(opts + [f"{repo}::{archives[0]}"]) + (f" {inner.group('p').rstrip('/.,')}" if inner else "")
        into = re.search(r"\b(?:into|to|in)\s+(?P<d>(?:~|\.{1,2})?/[\w./-]+)", rest, re.I)
        if into and not re.search(r"\bcurrent\s+(?:dir|directory|folder)\b", low):
            cmd = f"cd {_clean(into.group('d'))} && {cmd}"
        return cmd
    if re.search(r"\binfo\b|\bsizes?\b|\bdedup\w*|\bstats\b|\bratio\b", low):
        return f"borg info {_borg_loc(repo, archives[0] if archives else None)}"
    if re.search(r"\bis\s+(?P<f>\S+)\s+in\b", low) and archives:
        f = re.search(r"\bis\s+(?P<f>[\w./-]+)\s+in\b", rest, re.I)
        return f and f"borg list {repo}::{archives[0]} | grep {f.group('f')}"
    if re.search(r"\b(?:list|lsit|show|what)\b", low) and not re.search(r"\bbackup\s+of\b|\bcreate\b", low):
        n = re.search(r"\b(?:last|latest|newest|most\s+recent)\s+" + _N + r"\b|\b" + _N + r"\s+(?:most\s+recent|newest|latest)\b", text, re.I)
        if n:
            return f"borg list --last {_count(n.group(1) or n.group(2))} {repo}"
        inside = archives and "::" in text or archives and re.search(r"\b(?:files|inside|contents?|in\s+(?:the\s+)?archive)\b", low)
        return f"borg list {_borg_loc(repo, archives[0] if inside else None)}"
    if re.search(r"\bcreate\b|\bback\s*-?up\b|\bbackup\b|\barchive\b|\bsnapshot\b|\bsave\b|\bstream\w*\b|\bdry[\s-]*run\b", low):
        return _borg_create(text, low, rest, repo)
    return None


def _borg_create(text: str, low: str, rest: str, repo: str) -> str | None:
    """``borg create`` composed from the request: options, excludes, the archive's name (``{hostname}-{now}`` when
    none is said), the paths; a database dump piped in as ``-``."""
    name = _archive_name(rest) or "{hostname}-{now}"
    dump = re.search(r"\b(?P<tool>mysqldump|pg_dump)\b(?:\s+of)?\s+(?:the\s+)?(?P<db>[\w-]+)(?:\s+(?:database|db))?", text, re.I)
    name = name.replace("YYYY-MM-DD", "{now:%Y-%m-%d}")
    if dump:
        if re.search(r"\btoday\b", low) and "{now" not in name and "YYYY" not in name:
            pass
        return f"{dump.group('tool')} {dump.group('db')} | borg create {_borg_loc(repo, name)} -"
    if re.search(r"\btoday'?s?\s+date\b|\bcurrent\s+date\b|\bwith\s+the\s+date\b", low) and "{now" not in name:
        name += "-{now:%Y-%m-%d}"
    opts = []
    if re.search(r"\bdry[\s-]*run\b", low):
        opts.append("--dry-run")
    if re.search(r"\blist\b", low):
        opts.append("--list")
    if re.search(r"\bprogress\b", low):
        opts.append("--progress")
    if re.search(r"\bstats\b|\bstatistics\b|\bsummary\b", low):
        opts.append("--stats")
    comp = re.search(r"\b(lz4|zstd|zlib|lzma|none)\b(?:\s+(?:compression\s+)?(?:at\s+)?level\s+(\d+)|,(\d+))?|\bcompression\s+(lz4|zstd|zlib|lzma)", low)
    if comp:
        algo = comp.group(1) or comp.group(4)
        lvl = comp.group(2) or comp.group(3)
        if lvl is None:
            lv = re.search(r"\blevel\s+(\d+)", low)
            lvl = lv.group(1) if lv else None
        opts.append(f"--compression {algo}{',' + lvl if lvl else ''}")
    clause = re.split(r"\b(?:but|skip\w*|exclud\w*|except|leav\w+\s+out|without)\b", rest, maxsplit=1, flags=re.I)
    src = [p for p in _locals(clause[0])]
    if not src:
        return None
    excl = []
    if len(clause) > 1:
        tail = clause[1]
        for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", tail):
            part = part.strip()
            kind = re.search(r"(?P<k>\*\.\w+|\.\w+)\s+files\b", part)
            users = re.search(r"\bevery\s+user'?s\s+(?P<d>[\w.-]+)", part)
            if kind:
                excl.append("'*." + kind.group("k").lstrip("*.") + "'")
            elif users and src:
                excl.append(f"'{src[0].rstrip('/')}/*/{users.group('d')}'")
            elif re.search(r"cachedir\.tag", part, re.I):
                excl.append(None)
            else:
                w = re.match(r"(?:the\s+|any\s+|all\s+)?(?P<w>[\w./*~-]+)", part)
                if w and w.group("w").lower() not in ("and", "any", "the"):
                    excl.append(_sq(w.group("w")))
    opts += [f"--exclude {x}" for x in excl if x]
    if None in excl or re.search(r"cachedir\.tag", low):
        opts.append("--exclude-caches")
    return "borg create " + " ".join(opts + [_borg_loc(repo, name)] + src)


# ---------------------------------------------------------------- rclone

_CLOUD = r"(?:gdrive|gdrive\w*|drive|googledrive|b2|s3|dropbox|onedrive|gcs|box|mega|pcloud|remote|nextcloud|webdav|wasabi|r2|minio|\w+remote)"
_REMOTE = r"(?<![\w/@.:-])[A-Za-z][\w-]*:(?!//|\s*\d)[\w./*{}@%+,-]*(?<![.,])"


def _remotes(text: str) -> list[str]:
    """The rclone remotes a request names (``gdrive:Photos``, ``b2:bucket/path``), in order, with "(remote gdrive)",
    "my gdrive remote", "google drive" and "the X folder on gdrive" as ``gdrive:…``."""
    out = []
    for m in re.finditer(_REMOTE, text):
        word = m.group()
        if re.fullmatch(r"(?:https?|ftp|sftp|file|ssh|repo|path|host|user|remote|rclone|note|ps|eg|ie|e\.g|i\.e)", word.split(":")[0], re.I) and not re.fullmatch(r"remote:[\w./-]+", word):
            continue
        out.append((m.start(), word))
    return [w for _, w in sorted(out)]


def _named_remote(text: str) -> str | None:
    """A remote named in words: "(remote gdrive)", "remote is gdrive", "my gdrive remote", "on gdrive"."""
    m = re.search(r"\bremote\s+(?:is\s+|called\s+|named\s+)?(?P<r>[a-z][\w-]*)\b(?!:)|\b(?:my\s+|the\s+)(?P<s>[a-z][\w-]*)\s+remote\b", text, re.I)
    if m:
        r = m.group("r") or m.group("s")
        if r.lower() not in ("side", "end", "the", "a", "my", "and", "is", "host", "path", "folder"):
            return r
    m = re.search(r"\b(?:on|in|to|from)\s+(?:my\s+)?(?P<r>gdrive|dropbox|onedrive)\b(?!:)", text, re.I)
    return m.group("r") if m else None


def rclone_task(m: re.Match) -> str | None:
    """rclone's commands composed from the request: the subcommand said in words, the local paths and remotes in
    the order said, and the options (dry run, progress, a bandwidth limit, transfers, includes and excludes, ages,
    sizes, a backup dir, a log file)."""
    text = m.string
    low = text.lower()
    remotes = _remotes(text)
    named = _named_remote(text)
    if re.search(r"\blistremotes\b|\b(?:which|what|list|show)\b.*\bremotes\b", low):
        return "rclone listremotes"
    if not remotes and named:
        folder = re.search(r"\bthe\s+(?P<f>[\w.-]+)\s+folder\s+(?:on|in)\b|\bfolder\s+(?P<g>[\w.-]+)\s+(?:on|in)\b", text, re.I)
        remotes = [f"{named}:{(folder.group('f') or folder.group('g')) if folder else ''}"]
    if not remotes:
        return None
    # where a remote's path is said after it in words: "to google drive (remote gdrive) under Photos/2024"
    under = re.search(r"\bunder\s+(?P<p>[\w.-]+(?:/[\w.-]+)*)", text, re.I)
    if under and len(remotes) == 1 and remotes[0].endswith(":") and not re.search(r"(?:~|/)" + re.escape(under.group("p")), text):
        remotes = [remotes[0] + under.group("p")]
    paths = [p for p in _locals(re.sub(r"\S+\.rclone-\S+|--\S+", " ", text))]
    def where(p: str) -> int:
        at = text.find(p)
        return at if at >= 0 else text.find(p.split(":")[0])
    places = sorted([(where(p), p) for p in remotes] + [(text.find(p), p) for p in paths])
    order = [p for _, p in places]
    r0 = remotes[0]

    def opts() -> list[str]:
        o = []
        if re.search(r"\bdry[\s-]*run\b|\btrial\s+run\b|\bwhat\s+would\b|\bwithout\s+(?:actually\s+)?(?:changing|copying|deleting)\b", low):
            o.append("--dry-run")
        if re.search(r"\bprogress\b", low):
            o.append("--progress")
        bw = re.search(r"\b(?:cap|limit|throttle|bwlimit|bandwidth)\w*\b.*?(\d+(?:\.\d+)?)\s*(k|m|g)i?b?(?:/s|ps|\s*per\s+sec\w*)?\b", text, re.I)
        if bw:
            o.append(f"--bwlimit {bw.group(1)}{bw.group(2).upper()}")
        tr = re.search(r"\b(\d+)\s+(?:parallel\s+|simultaneous\s+|concurrent\s+)?(?:transfers|uploads|streams|files\s+at\s+(?:a|once))\b|--transfers[=\s]+(\d+)", text, re.I)
        if tr:
            o.append(f"--transfers {tr.group(1) or tr.group(2)}")
        kinds = re.search(r"\bonly\s+(?:the\s+)?(?P<a>\w+)\s+(?:and|,)\s+(?P<b>\w+)\s+files\b|\bonly\s+(?:the\s+)?(?P<c>\w+)\s+files\b|\bonly\s+(?:the\s+)?\*\.(?P<d>\w+)", text, re.I)
        if kinds and not re.search(r"\bbigger\b|\blarger\b|\bsmaller\b|\bover\b|\bunder\b|\bolder\b|\bnewer\b|\bmodified\b|\bchanged\b", low):
            if kinds.group("a"):
                o.append(f"--include '*.{{{kinds.group('a').lower()},{kinds.group('b').lower()}}}'")
            else:
                o.append(f"--include '*.{(kinds.group('c') or kinds.group('d')).lower()}'")
        exf = re.search(r"\b(?:patterns|excludes?|exclusions)\s+(?:are\s+)?(?:in|from|listed\s+in)\s+(?P<f>~?/?[\w./-]+)|--exclude-from[=\s]+(?P<g>\S+)", text, re.I)
        if exf:
            o.append(f"--exclude-from {_clean(exf.group('f') or exf.group('g'))}")
        else:
            for x in _excludes(re.sub(r"--\S+", " ", text)):
                if x in paths or ":" in x:
                    continue
                if re.fullmatch(r"\.?[\w-]+", x) and not x.startswith("*"):
                    x = x + "/**"
                o.append(f"--exclude '{x}'")
        age = re.search(r"\b(?:modified|changed|created|newer\s+than|in\s+the\s+last|within\s+the\s+last)\b.*?\b(?:last|past)?\s*(\d+)\s*(h|hours?|d|days?|m|mins?|minutes?|w|weeks?)\b", text, re.I)
        if age and not re.search(r"\bolder\b", low):
            o.append(f"--max-age {age.group(1)}{_age_unit(age.group(2))}")
        old = re.search(r"\bolder\s+th[ae]n\s+(\d+)\s*(h|hours?|d|days?|w|weeks?|months?|y|years?)\b", text, re.I)
        if old:
            o.append(f"--min-age {old.group(1)}{_age_unit(old.group(2))}")
        big = re.search(r"\b(?:bigger|larger|over|more)\s+than\s+(\d+)\s*([kmgt])i?b?\b|\bover\s+(\d+)\s*([kmgt])i?b?\b", text, re.I)
        if big:
            o.append(f"--min-size {big.group(1) or big.group(3)}{(big.group(2) or big.group(4)).upper()}")
        small = re.search(r"\b(?:smaller|less|under)\s+than\s+(\d+)\s*([kmgt])i?b?\b", text, re.I)
        if small:
            o.append(f"--max-size {small.group(1)}{small.group(2).upper()}")
        log = re.search(r"\blog\w*\b.*?\b(?:into|to|in)\s+(?P<f>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
        if log:
            o.append(f"--log-file {_clean(log.group('f'))}")
            lv = re.search(r"\b(DEBUG|INFO|NOTICE|ERROR)\b(?:\s+level)?", text, re.I)
            if lv:
                o.append(f"--log-level {lv.group(1).upper()}")
        return o

    def two(sub: str) -> str | None:
        pair = [p for p in order if not (log_file and p == log_file) and p not in excl_files]
        if len(pair) < 2:
            return None
        return " ".join([f"rclone {sub}", _dq(pair[0]), _dq(pair[1])] + opts())

    logm = re.search(r"\blog\w*\b.*?\b(?:into|to|in)\s+(?P<f>(?:~|\.{1,2})?/[\w./-]+)", text, re.I)
    log_file = _clean(logm.group("f")) if logm else None
    exm = re.search(r"\b(?:patterns|excludes?|exclusions)\s+(?:are\s+)?(?:in|from|listed\s+in)\s+(?P<f>~?/?[\w./-]+)|\bfiles\s+listed\s+in\s+(?P<g>~?/?[\w./-]+)", text, re.I)
    excl_files = {_clean(exm.group("f") or exm.group("g"))} if exm else set()

    if re.search(r"\b(?:free\s+space|quota|space\s+(?:is\s+)?left|how\s+full|about)\b", low) and len(remotes) == 1:
        return f"rclone about {r0.split(':')[0]}:"
    if re.search(r"\bshar(?:e|able|ing)\s+link\b|\bpublic\s+link\b|\blink\s+(?:to|for)\b", low):
        return f"rclone link {r0}"
    if re.search(r"\bbisync\b|\btwo[\s-]*way\b|\bbidirectional\b", low):
        c = two("bisync")
        return c and c + (" --resync" if re.search(r"\bfirst\s+(?:run|time)\b|\bresync\b|\binitial\b", low) else "")
    if re.search(r"\bunmount\b|\bumount\b", low):
        return f"fusermount -u {paths[-1]}" if paths else None
    if re.search(r"\bmount\b", low):
        if not paths:
            return None
        o = []
        if re.search(r"\bread[\s-]*only\b", low):
            o.append("--read-only")
        vfs = re.search(r"\b(full|writes|minimal|off)\s+vfs\s+cach\w*|\bvfs[\s-]*cache[\s-]*mode\s+(full|writes|minimal|off)\b", low)
        if vfs:
            o.append(f"--vfs-cache-mode {vfs.group(1) or vfs.group(2)}")
        if re.search(r"\bbac?k?ground\w*|\bbackround\b|\bdaemon\b|\bdetach\w*", low):
            o.append("--daemon")
        return " ".join([f"rclone mount {r0} {paths[-1]}"] + o)
    if re.search(r"\btar\b", low) and re.search(r"\bstream\w*\b|\brcat\b|\bno\s+local\b", low):
        src = paths[0] if paths else None
        name = re.search(r"\bas\s+(?P<n>[\w.<>'-]+\.tar\.\w+|[\w<>'-]+)", text, re.I)
        if not src or not name:
            return None
        parent, _, base = src.rstrip("/").rpartition("/")
        dest = f"{r0.rstrip('/')}/{_dated(name.group('n'))}" if not r0.endswith(":") else f"{r0}{_dated(name.group('n'))}"
        cflag = "-czf" if name.group("n").endswith("gz") else "-cf"
        return f"tar {cflag} - -C {parent or '/'} {base} | rclone rcat {_dq(dest)}"
    if re.search(r"\b(?:print|cat|show\s+(?:me\s+)?the\s+contents?|read)\b", low) and re.search(r"\.\w+$", r0) and not paths:
        return f"rclone cat {r0}"
    if re.search(r"\btree\b", low):
        lv = re.search(r"\b(\d+)\s+levels?\b|\blevel\s+(\d+)\b|\bdepth\s+(\d+)\b", low)
        return f"rclone tree {r0}" + (f" --level {lv.group(1) or lv.group(2) or lv.group(3)}" if lv else "")
    if re.search(r"\bncdu\b|\binteractive\w*\b.*\b(?:usage|space)\b", low):
        return f"rclone ncdu {r0}"
    if re.search(r"\bdedupe\b|\bduplicat\w*", low):
        mode = re.search(r"\b(newest|oldest|largest|smallest|rename|first|skip|interactive)\b", low)
        return f"rclone dedupe {r0}" + (f" --dedupe-mode {mode.group(1)}" if mode else "")
    if re.search(r"\bhow\s+(?:big|large|much)\b|\bsize\b|\bnumber\s+of\s+files\b|\bhow\s+many\s+files\b", low) and not paths and not re.search(r"\bfiles?\s+with\s+(?:its|their)\s+size", low):
        return f"rclone size {r0}"
    if re.search(r"\b(?:check|verify|compare)\b|\bsame\s+files\b|\bidentical\b|\bin\s+sync\b", low) and not re.search(r"\bsync\s+\S+\s+to\b", low):
        c = two("check")
        if c and re.search(r"\bone[\s-]*way\b|\bnot\s+the\s+other\s+way\b|\bonly\s+care\s+that\s+everything\s+local\b", low):
            c += " --one-way"
        return c
    if re.search(r"\bpurge\b|\bremove\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:folder|dir\w*)\s+and\s+(?:all\s+)?(?:its\s+)?contents\b", low):
        return f"rclone purge {r0}"
    if re.search(r"\b(?:delete|remove)\b", low) and not re.search(r"\b(?:sync|mirror|move)\b", low) and len(remotes) == 1 and not paths:
        return " ".join([f"rclone delete {r0}"] + opts())
    if re.search(r"\b(?:top-level\s+)?(?:folders|directories|dirs)\b", low) and re.search(r"\b(?:list|show|what)\b", low) and not paths:
        return f"rclone lsd {r0}"
    if re.search(r"\b(?:list|ls|show)\b", low) and not paths:
        if re.search(r"\bmod\w*\s+times?\b|\btimestamps?\b|\bdates?\b", low):
            return f"rclone lsl {r0}"
        if re.search(r"\bfiles?\b", low):
            return f"rclone ls {r0}"
        return None
    if re.search(r"\bmove\b", low) and not re.search(r"\bsync\b|\bmirror\b", low):
        c = two("move")
        if c and re.search(r"\bempty\b.*\b(?:sub)?folders?\b|\bempty\s+(?:local\s+)?(?:sub)?dir", low):
            c += " --delete-empty-src-dirs"
        return c
    if re.search(r"\bsync\b|\bmirror\b|\bdelet\w*\s+(?:things|files)\s+on\s+the\s+remote\b", low):
        c = two("sync")
        bd = re.search(r"\bmove\s+them\s+to\s+(?P<d>[^\s<]*(?:<[^>]+>[^\s,]*)?)|\bbackup[\s-]dir\s+(?P<e>\S+)", text, re.I)
        if c and bd:
            d = _clean(bd.group("d") or bd.group("e"))
            c += " --backup-dir " + _dq(_dated(d))
        return c
    bare = re.search(r"\b(?:upload|copy|send|put|push)\s+(?P<f>[\w.~/-]+\.\w+)\s+(?:up\s+)?to\b", text, re.I)
    if bare and not paths:
        paths = [bare.group("f")]
    if re.search(r"\bcall(?:ed)?\s+it\b|\brenam\w*\b|\bsave\s+it\s+as\b|\bas\s+[\w.-]+\.\w+\s+there\b", low) and paths:
        new = re.search(r"\b(?:call(?:ed)?\s+it|as|to)\s+(?P<n>[\w.-]+\.\w+)", text, re.I)
        if new:
            return f"rclone copyto {paths[0]} {r0.rstrip('/')}/{new.group('n')}"
    if re.search(r"\bfiles?\s+listed\s+in\b", low) and exm:
        lst = _clean(exm.group("g")) if exm.group("g") else None
        rel = re.search(r"\brelative\s+to\s+(?P<b>(?:~|\.{1,2})?/[\w./-]*)", text, re.I)
        if lst and rel:
            return f"rclone copy {_clean(rel.group('b'))} {r0} --files-from {lst}"
        return None
    if re.search(r"\b(?:copy|upload|send|push|download|fetch|pull|get|back\s*up|backup|put)\b|->|\bonly\b", low):
        if len(order) == 1 and re.search(r"\bdownload\b|\bfetch\b|\bpull\b|\bget\b", low) and re.search(r"\bcurrent\s+(?:dir|directory|folder)\b|\bhere\b", low):
            return f"rclone copy {r0} ."
        return two("copy")
    return None


def _age_unit(word: str) -> str:
    w = word.lower()
    if w.startswith("mo"):
        return "M"
    if w.startswith("mi") or w == "m":
        return "m"
    return w[0]


# ---------------------------------------------------------------- rsync backups

_RSYNC_OPTS = re.compile(r"\blink[\s-]*dest\b|\bhard[\s-]*link\w*|\bsnapshot\w*\b|\bdelet\w*|\bmirror\w*|\bcompress\w*|\bport\s+\d+|\bdry[\s-]*run\b|\bitemi[sz]\w*|"
                         r"\bacls?\b|\bxattrs?\b|\bnumeric\s+ids?\b|\bbwlimit\b|\blimit\b|\bresum\w*|\bprogress\b|\bchecksums?\b|\bover\s+\d+\s*[kmg]|"
                         r"\bfiles?\s+listed\s+in\b|\bremov\w*\s+(?:the\s+)?source|\bmissing\s+parent\b|\bmkpath\b|\bexclude\s+patterns\b|--exclude-from\b|"
                         r"\bbackup[\s-]dir\b|\bmoved\s+into\b|\bpurge\b", re.I)


def _rsync_src(p: str, text: str) -> str:
    """A source folder as its contents (``src/``), a file as it is."""
    if p.endswith("/") or re.search(r"\.\w{2,5}$", p) and not re.search(r"\bcontents\b", text, re.I):
        return p
    return p + "/"


def rsync_task(m: re.Match) -> str | None:
    """rsync backups with the options a plain copy does not need, composed from the request."""
    text = m.string
    low = text.lower()
    if not _RSYNC_OPTS.search(text) or re.search(r"\b(?:restic|borg|rclone|duplicity|rsnapshot)\b", low):
        return None
    if not re.search(r"--link-dest|hard[\s-]*link|\bsnapshots?\b|--backup-dir|\bbackup[\s-]dir\b|\bmoved?\s+(?:in)?to\b|\bfiles?\s+listed\s+in\b|--files-from|--exclude-from"
                     r"|\bexclude\s+patterns\s+(?:in|from)\b|\byyyy-mm-dd\b|\btoday'?s\b|\bdated\b|<date>"
                     r"|\blimit\b|\bbwlimit\b|\bbandwidth\b|\bchecksums?\b"
                     r"|\bdeleting\s+the\s+local\s+cop|\bremove-source-files\b|\bone\s+overall\s+progress|\bprogress2\b|\bmissing\s+parent|--mkpath|\bpurge\b|--delete-excluded"
                     r"|\bitemi[sz]e|\bresumable\b|\bresum\w+\b", low):
        return None   # a plain copy or mirror: the model's and the rsync rewrites', measured better there
    if re.search(r"\bhow\s+much\s+(?:disk\s+)?space\b|\bdisk\s+usage\b", low):
        where = _locals(text)
        if len(where) == 1 and re.search(r"\beach\b.*\bsnapshots?\b|\bsnapshots\b", low):
            return f"du -sh {where[0].rstrip('/')}/*"   # (du counts a hard-linked file once: what each adds)
        return None
    dated = re.search(r"\byyyy-mm-dd\b|\btoday'?s\b|\bdated\b|<date>|<today>", low)
    # sources and destinations: ssh locations and local paths in order
    pulled = re.search(r"\bpull\s+(?P<p>/[\w./-]*)\s+from\s+(?P<h>(?:[\w.-]+@)?[\w.-]+)\b", text, re.I)
    link = re.findall(r"(?:against|--link-dest[=\s]+)(?:\s+both)?\s+(?:yesterday'?s\s+)?(?P<l>(?:~|\.{1,2})?/[\w./-]+)(?:\s+and\s+(?P<m>(?:~|\.{1,2})?/[\w./-]+))?", text, re.I)
    links = [x for pair in link for x in pair if x]
    links = [_clean(x) for x in links]
    bdir = re.search(r"\b(?:moved|move[sd]?|goes|go)\s+(?:in)?to\s+(?P<b>(?:~|\.{1,2})?/[\w./-]+)|--backup-dir[=\s]+(?P<c>\S+)", text, re.I)
    backup_dir = _clean(bdir.group("b") or bdir.group("c")) if bdir else None
    lst = re.search(r"\bfiles?\s+listed\s+in\s+(?P<f>(?:~|\.{1,2})?/[\w./-]+)|--files-from[=\s]+(?P<g>\S+)", text, re.I)
    files_from = _clean(lst.group("f") or lst.group("g")) if lst else None
    exf = re.search(r"\bexclude\s+patterns\s+(?:in|from)\s+(?P<f>~?/?[\w./-]+)|--exclude-from[=\s]+(?P<g>\S+)", text, re.I)
    exclude_from = _clean(exf.group("f") or exf.group("g")) if exf else None
    skip = set(links) | {backup_dir, files_from, exclude_from}
    spots = []
    for mm in re.finditer(_SSH, text, re.I):
        spots.append((mm.start(), _clean(mm.group())))
    masked = re.sub(_SSH, lambda x: " " * len(x.group()), text, flags=re.I)
    for mm in re.finditer(_LOCAL, masked):
        p = _clean(mm.group())
        if p and p not in skip:
            spots.append((mm.start(), p))
    excl_clause = re.search(r"\b(?:skip(?:ping)?|exclud\w*|leav\w+\s+out)\b.*$", text, re.I)
    excluded_abs = []
    if excl_clause and re.search(r"\bcontents\s+of\b", excl_clause.group(), re.I):
        excluded_abs = [p for p in _locals(excl_clause.group())]
        spots = [s for s in spots if s[0] < excl_clause.start()]
        extra = re.findall(r"(?<![\w/])/[\w+.-]+(?:\+[\w]+)?", excl_clause.group())
        excluded_abs = list(dict.fromkeys(excluded_abs + [e for e in extra if e not in excluded_abs]))
    spots = [p for _, p in sorted(spots)]
    if pulled:
        host = pulled.group("h")
        spots = [f"{host}:{pulled.group('p')}"] + [p for p in spots if p != pulled.group("p")]
    if files_from:
        rel = re.search(r"\brelative\s+to\s+(?P<r>/[\w./-]*)", text, re.I)
        base = rel.group("r") if rel else None
        spots = [p for p in spots if p != base]
        if base is None or not spots:
            return None
        spots = [base] + spots
    if len(spots) < 2:
        return None
    src, dst = spots[0], spots[-1]
    if re.search(r"YYYY|<[^>]+>", dst):
        dst = _dated(dst)
    elif dated and not re.search(r"\d{4}-\d{2}-\d{2}", dst):
        dst = dst.rstrip("/") + "/$(date +%F)"
    is_file = bool(re.search(r"\.(?:qcow2|img|iso|raw|vmdk|vdi|tar|gz|zst|xz|zip|sql|dump|bak|\w{2,4})$", src)) and not src.endswith("/")
    flags = [] if is_file else ["-a"]
    opts = []
    if re.search(r"\bhard[\s-]*links\b", low) and not re.search(r"\bhard[\s-]*link(?:ed|ing)\s+(?:unchanged\s+files\s+)?against\b|\bhardlinked\s+against\b", low):
        flags.append("-H")
    if re.search(r"\bacls?\b", low):
        flags.append("-A")
    if re.search(r"\bxattrs?\b|\bextended\s+attr", low):
        flags.append("-X")
    if re.search(r"\bcompress\w*", low):
        flags.append("-z")
    if re.search(r"\bnumeric\s+ids?\b", low):
        opts.append("--numeric-ids")
    if re.search(r"\bdelet(?:e|ing)\s+files\s+on\b|\bwith\s+deletions\b|\bmirror\w*|--delete\b|\bdelete\s+(?:what|files|anything|things)\b|\bremoved\s+locally\b|\bdelet\w*\s+(?:removed|deleted|extra|stale|old)\b", low):
        opts.append("--delete")
    if re.search(r"\bpurge\b.*\bexclud\w*|\bdelete-excluded\b|\bexcluded\s+files\b.*\b(?:delet|remov|purg)", low):
        opts.append("--delete-excluded")
    if backup_dir:
        opts += ["--backup", f"--backup-dir={backup_dir}"]
    if re.search(r"\bdry[\s-]*run\b|\bwhat\s+\S+\s+would\b|\bwould\s+change\b", low):
        opts.append("--dry-run")
        if re.search(r"\bitemi[sz]\w*", low):
            opts.append("--itemize-changes")
    port = re.search(r"\bport\s+(\d+)\b", low)
    if port:
        opts.append(f"-e 'ssh -p {port.group(1)}'")
    bw = re.search(r"\b(?:limit|cap|throttle|bwlimit)\w*\b.*?(\d+)\s*([kmg])b?(?:/s|ps)?\b", low)
    if bw:
        opts.append(f"--bwlimit={bw.group(1)}{bw.group(2)}")
    if re.search(r"\bone\s+(?:overall\s+)?progress\s+line\b|\boverall\s+progress\b|\btotal\s+progress\b|progress2", low):
        opts.append("--info=progress2")
    elif re.search(r"\bresum\w*", low):
        flags.append("-P")
    elif re.search(r"\bprogress\b", low):
        opts.append("--progress")
    if re.search(r"\bby\s+checksums?\b|\bchecksums?\b", low):
        opts.append("--checksum")
    big = re.search(r"\bover\s+(\d+)\s*([kmg])b?\b|\b(?:bigger|larger)\s+than\s+(\d+)\s*([kmg])b?\b", low)
    if big:
        opts.append(f"--max-size={big.group(1) or big.group(3)}{(big.group(2) or big.group(4)).upper()}")
    if files_from:
        opts.append(f"--files-from={files_from}")
    if re.search(r"\bremov\w*\s+(?:the\s+)?source|\bdelet\w*\s+the\s+local\s+copies\b|\bremove-source-files\b", low):
        opts.append("--remove-source-files")
    if re.search(r"\bmissing\s+parent\b|\bmkpath\b|\bcreat\w*\s+(?:any\s+)?(?:missing\s+)?parent", low):
        opts.append("--mkpath")
    if exclude_from:
        opts.append(f"--exclude-from {exclude_from}" if exclude_from.startswith("~") else f"--exclude-from={exclude_from}")
    if excluded_abs:
        inner = ",".join(e if re.search(r"lost\+found", e) else e.rstrip("/") + "/*" for e in excluded_abs)
        opts.append(f"--exclude={{{inner}}}")
    elif excl_clause and not exclude_from:
        for x in _excludes(text):
            if x in spots:
                continue
            opts.append(f"--exclude={_sq(x)}")
    for lk in links:
        opts.append(f"--link-dest={lk}")
    if not (opts or len(flags) > 1 or "-P" in flags):
        return None   # a plain copy: files' and developer's rows
    short = ""
    if flags:
        short = "-" + "".join(f.lstrip("-") for f in flags)
    s = src if is_file or src == "/" else _rsync_src(src, text)
    d = dst if dst.endswith("/") or is_file else dst + "/"
    cmd = " ".join(x for x in ["rsync", short] + opts + [_dq(s), _dq(d)] if x)
    if re.search(r"\bpoint\s+(?:the\s+)?latest\b|\blatest\s+symlink\b|\bupdate\s+(?:the\s+)?latest\b", low) and links:
        latest = links[0]
        cmd += f" && ln -sfn {_dq(dst.rstrip('/'))} {latest}"
    return cmd


# ---------------------------------------------------------------- duplicity

def duplicity_task(m: re.Match) -> str | None:
    """duplicity's commands composed from the request: backups (full or incremental) of a folder to a ``file://``,
    ``sftp://`` or other URL (a local folder said as a path becomes ``file://``), restores, chains listed, files
    listed, verified, old chains removed, a failed run cleaned up."""
    text = m.string
    low = text.lower()
    urls = [_clean(u) for u in re.findall(r"\b(?:file|sftp|scp|ssh|rsync|s3|b2|gs|ftp|ftps|webdav|webdavs|boto3\+s3|par2\+\w+)://\S+", text)]
    rest = text
    for u in urls:
        rest = rest.replace(u, " ")
    paths = _locals(rest)
    force = " --force" if not re.search(r"\bjust\s+(?:a\s+)?list|\bdry[\s-]*run\b|\bwhat\s+would\b|\bpreview\b", low) or re.search(r"\bfor\s+real\b|\bactually\b", low) else ""
    if re.search(r"\bcollection[\s-]*status\b|\bchains?\b.*\bsets?\b|\bbackup\s+chains\b|\bstatus\b", low) and not re.search(r"\bkeep\b|\bremove\b|\bdelete\b", low):
        return f"duplicity collection-status {urls[0]}" if urls else None
    if re.search(r"\bcleanup\b|\bclean\s+up\b|\bleftover\b|\bjunk\b", low):
        return f"duplicity cleanup{force} {urls[0]}" if urls else None
    full_n = re.search(r"\b(?:keep|all\s+but)\s+(?:only\s+)?(?:the\s+)?(?:last|latest|newest)?\s*" + _N + r"\s+full\b", text, re.I)
    if full_n and urls:
        return f"duplicity remove-all-but-n-full {_count(full_n.group(1))}{force} {urls[0]}"
    older = re.search(r"\bolder\s+th[ae]n\s+(\d+)\s*(d|days?|w|weeks?|m|months?|y|years?)\b", text, re.I)
    if older and re.search(r"\b(?:remove|delete|drop|purge|prune|clean)\b", low):
        unit = older.group(2).lower()
        u = "M" if unit.startswith("mo") or unit == "m" else unit[0].upper()
        return f"duplicity remove-older-than {older.group(1)}{u}{force} {urls[0]}" if urls else None
    if re.search(r"\blist\b.*\bfiles\b|\blist-current-files\b|\bwhat\s+files\b", low):
        return f"duplicity list-current-files {urls[0]}" if urls else None
    if re.search(r"\bverify\b|\bcompare\b", low):
        return f"duplicity verify {urls[0]} {paths[0]}" if urls and paths else None
    if re.search(r"\brestore\w*\b|\bget\s+back\b|\brecover\b|\bbring\s+back\b", low):
        if not urls or not paths:
            return None
        one = re.search(r"\b(?:just|only)\s+(?P<f>[\w][\w./-]*\.\w+|[\w][\w.-]*/[\w./-]+)\s+from\b", rest, re.I)
        ago = re.search(r"\b(\d+)\s*(days?|weeks?|months?|years?|hours?)\s+ago\b", low)
        opts = []
        if ago:
            u = {"d": "D", "w": "W", "m": "M", "y": "Y", "h": "h"}[ago.group(2)[0]]
            opts.append(f"--time {ago.group(1)}{u}")
        if one:
            opts.append(f"--file-to-restore {one.group('f')}")
        target = [p for p in paths if not one or p != one.group("f")]
        if re.search(r"\bthe\s+way\s+it\s+was\b|\bas\s+it\s+was\b", low) and len(target) > 1:
            target = target[1:]
        return " ".join(["duplicity restore"] + opts + [urls[0], target[-1]])
    if re.search(r"\bback\s*-?up\b|\bbackup\b|\bfull\b|\bincremental\b", low):
        if not paths:
            return None
        src = paths[0]
        if urls:
            dest = urls[0]
        elif len(paths) >= 2:
            dest = "file://" + paths[1] if paths[1].startswith("/") else None
            if dest is None:
                return None
        else:
            return None
        opts = []
        mode = ""
        older_full = re.search(r"\bfull\b.*\bolder\s+than\s+(?:a|one|1)\s+month\b|--full-if-older-than\s+(\S+)|\bfull\b.*\bolder\s+than\s+(\d+)\s*(days?|weeks?|months?)", low)
        if older_full:
            val = older_full.group(1) or (f"{older_full.group(2)}{ {'d': 'D', 'w': 'W', 'm': 'M'}[older_full.group(3)[0]] }" if older_full.group(2) else "1M")
            opts.append(f"--full-if-older-than {val}")
        elif re.search(r"\bforce\s+(?:a\s+)?full\b|\bfull\s+backup\b|\bnew\s+full\b", low) and not re.search(r"\bfirst\b", low):
            mode = "full"
        elif re.search(r"\bforce\w*\s+(?:an?\s+)?incremental\b", low):
            mode = "incremental"
        if re.search(r"\bno\s+(?:gpg\s+)?encryption\b|\bwithout\s+(?:any\s+)?(?:gpg\s+)?encrypt\w*|\bunencrypted\b", low):
            opts.append("--no-encryption")
        key = re.search(r"\b(?:gpg\s+)?key\s+(?:id\s+)?(?P<k>[0-9A-F]{8,40})\b", text)
        if key:
            opts.append(f"--encrypt-key {key.group('k')}")
        excl_m = re.search(r"\b(?:excluding|exclude|skip(?:ping)?|except|without)\b(?P<x>.*)$", rest, re.I)
        if excl_m:
            for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", excl_m.group("x")):
                part = re.sub(r"^(?:the|all|any|every)\s+", "", part.strip(), flags=re.I)
                k = re.match(r"\*?\.?(?P<e>\w+)\s+files\b|\*\.(?P<f>\w+)$", part)
                if k:
                    opts.append(f"--exclude '**/*.{k.group('e') or k.group('f')}'")
                elif re.match(r"(?:~|/)[\w./-]+$", part):
                    opts.append(f"--exclude {_clean(part)}")
            if excl_m.group("x") and src in excl_m.group("x"):
                pass
        return " ".join(["duplicity"] + ([mode] if mode else []) + opts + [src, dest])
    return None


# ---------------------------------------------------------------- rsnapshot

def rsnapshot_task(m: re.Match) -> str | None:
    """rsnapshot's runs: an interval (``sudo rsnapshot daily``), a test run (``-t``), the configuration tested, the
    snapshots' sizes."""
    text = m.string
    low = text.lower()
    if re.search(r"\bconfig\w*\b.*\b(?:test|check|valid\w*|syntax)\b|\b(?:test|check|valid\w*)\b.*\bconfig\w*\b|\bconfigtest\b", low):
        return "sudo rsnapshot configtest"
    if re.search(r"\bdu\b|\bhow\s+much\s+(?:disk\s+)?space\b|\bdisk\s+usage\b|\bsizes?\b", low):
        return "sudo rsnapshot du"
    interval = re.search(r"\b(alpha|beta|gamma|delta|hourly|daily|weekly|monthly|yearly)\b", low)
    if interval is None:
        return None
    test = "-t " if re.search(r"\btest\s+run\b|\bdry[\s-]*run\b|\bwhat\s+(?:it\s+)?would\b|\bwithout\s+(?:actually\s+)?(?:running|doing|changing)\b|\bpreview\b", low) else ""
    return f"sudo rsnapshot {test}{interval.group(1)}"


# ---------------------------------------------------------------- tar backups

_TAR_KINDS = (("tar.gz", "-czf", r"tar\.gz|tgz|gzip\w*|gz"), ("tar.zst", "--zstd -cf", r"tar\.zst|zstd?"), ("tar.xz", "-cJf", r"tar\.xz|xz"),
              ("tar.bz2", "-cjf", r"tar\.bz2|bzip2?|bz2"))


def tar_backup(m: re.Match) -> str | None:
    """A dated tar backup: ``tar -czf "/var/backups/etc-$(date +%F).tar.gz" /etc`` from "tar.gz of /etc named
    etc-YYYY-MM-DD.tar.gz in /var/backups", with excludes, zstd, xz at max compression, pigz; incremental with
    ``--listed-incremental``; streamed over ssh to a dated file; split into pieces; encrypted with gpg."""
    text = m.string
    low = text.lower()
    if re.search(r"\b(?:restic|borg|rclone|duplicity|rsnapshot|rsync)\b", low):
        return None
    name_m = re.search(r"(?<![\w/.<-])(?P<n>(?:(?:~|\.{1,2})?/)?[\w./<>'-]*(?:YYYY|<)[\w./<>' -]*?\.(?:tar(?:\.\w+)?|tgz)(?:\.gpg)?|[\w./-]+\.snar|[\w./~-]+\.tar\.\w+(?:\.gpg)?)", text)
    snar = re.search(r"(?P<s>(?:~|\.{1,2})?/?[\w./-]+\.snar)\b", text)
    # the archive's name: said with a date placeholder, or a plain name
    names = re.findall(r"(?<![\w<])((?:(?:~|\.{1,2})?/)?[\w./-]*(?:<[^>]+>|YYYY-MM-DD|YYYYMMDD|[\w./-])*?\.(?:tar\.\w+|tgz|tar)(?:\.gpg)?|(?:(?:~|\.{1,2})?/)?[\w./-]*(?:<[^>]+>|YYYY-MM-DD|YYYYMMDD)[\w./<>-]*\.(?:tar\.\w+|tgz|tar)(?:\.gpg)?)", text)
    del name_m
    dated = [n for n in names if re.search(r"<[^>]+>|YYYY", n)]
    incremental = re.search(r"\bincremental\b|--listed-incremental\b|\.snar\b", low)
    if not dated and not incremental:
        return None
    name = (dated or [n for n in names if not n.endswith(".snar")] or [None])[0]
    if name is None:
        return None
    # where it goes: "named X in /var/backups", "to /mnt/usb/X"
    folder = re.search(r"\b(?:in|into|under)\s+(?P<d>(?:~|\.{1,2})?/[\w./-]+)\s*$", text, re.I)
    if folder and "/" not in name:
        name = folder.group("d").rstrip("/") + "/" + name
    target = _dated(name)
    if re.search(r"<[^>]*>", target):
        return None
    rest = text.replace(name, " ")
    if snar:
        rest = rest.replace(snar.group("s"), " ")
    if folder:
        rest = rest[:rest.rfind(folder.group("d"))] + rest[rest.rfind(folder.group("d")) + len(folder.group("d")):]
    clause = re.split(r"\b(?:leav\w+\s+out|exclud\w*|skip\w*|but\s+not|without)\b", rest, maxsplit=1, flags=re.I)
    src = [p for p in _locals(clause[0])]
    # "over ssh to backup@nas01 and store it there as …"
    ssh = re.search(r"\bover\s+ssh\s+to\s+(?P<h>(?:[\w.-]+@)?[\w.-]+)", text, re.I)
    if not src:
        return None
    ext = re.search(r"\.(tar\.\w+|tgz|tar)(?:\.gpg)?$", name).group(1)
    letter = {"tar.gz": "z", "tgz": "z", "tar.xz": "J", "tar.bz2": "j", "tar": ""}.get(ext)
    excludes = []
    if len(clause) > 1:
        for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", clause[1]):
            part = re.sub(r"^(?:the|all|any|every)\s+", "", part.strip(), flags=re.I)
            w = re.match(r"(?P<w>[\w./*~+-]+)(?:\s+(?:dirs?|folders?|directories|files?))?$", part)
            if w:
                excludes.append(f"--exclude={_sq(w.group('w'))}")
    env = ""
    if ext == "tar.zst":
        create = "--zstd -cf"
    elif letter is None:
        return None
    else:
        create = f"-c{letter}f"
    if re.search(r"\bpigz\b|\ball\s+(?:the\s+)?cores\b|\bparallel\b|\bmulti[\s-]*thread\w*", low) and letter == "z":
        create = "-I pigz -cf"
    if letter == "J" and re.search(r"\bmax(?:imum)?\s+compression\b|\bbest\s+compression\b|-9\b", low):
        env = "XZ_OPT=-9 "
    if incremental:
        if snar is None:
            return None
        excludes.insert(0, f"--listed-incremental={snar.group('s')}")
    changed = re.search(r"\b(?:changed|modified|touched|new)\s+(?:in\s+)?(?:the\s+)?(?:last|past)\s+(\d+)\s*(hours?|h|days?|d)\b", low)
    if changed and letter is not None and len(src) == 1:
        n, unit = int(changed.group(1)), changed.group(2)[0]
        age = f"-mtime -{n}" if unit == "d" else f"-mtime -{n // 24}" if n % 24 == 0 else f"-mmin -{n * 60}"
        return f"find {src[0]} -type f {age} -print0 | tar --null -T - -c{letter}f {_dq(target)}"
    if ssh:
        return f"tar -c{letter}f - {' '.join(src)} | ssh {ssh.group('h')} \"cat > {target}\""
    if target.endswith(".gpg"):
        return f"{env}tar -c{letter}f - {' '.join(src)} | gpg -c -o {_dq(target)}"
    return f"{env}tar {' '.join(excludes + [create, _dq(target)] + src)}"


def dated_dump(m: re.Match) -> str | None:
    """A database dump written to a file whose name holds the date said as a placeholder: "dump the shop mysql db,
    gzipped, into /var/backups/mysql/shop-YYYY-MM-DD_HHMM.sql.gz" → ``mysqldump shop | gzip > "…-$(date +%F_%H%M)…"``."""
    text = m.string
    low = text.lower()
    out = re.search(r"(?P<o>(?:~|\.{1,2})?/?[\w./-]*(?:YYYY[\w-]*|<[^>]+>)[\w.<>-]*)", text)
    if out is None or not re.search(r"\.(?:sql|dump|gz|zst|xz|bak)\b", out.group("o")):
        return None
    db = re.search(r"\b(?:the\s+)?(?P<db>[\w-]+)\s+(?:(?:mysql|mariadb|postgres(?:ql)?|pg)\s+)?(?:db|database)\b|\b(?:mysqldump|pg_dump)\s+(?:of\s+)?(?:the\s+)?(?!(?:the|of)\b)(?P<d2>[\w-]+)\b(?!\s+(?:db|database))", text, re.I)
    if db is None:
        return None
    name = db.group("d2") or db.group("db")
    if name.lower() in ("the", "a", "my", "mysql", "postgres", "postgresql", "of", "whole"):
        return None
    target = _dq(_dated(out.group("o")))
    gz = re.search(r"\bgzip\w*|\.gz\b", low)
    if re.search(r"\bmysql\w*|\bmariadb\b", low):
        return f"mysqldump {name}" + (f" | gzip > {target}" if gz else f" > {target}")
    if re.search(r"\bpg_dump\b|\bpostgres\w*", low):
        fmt = "-Fc " if re.search(r"\bcustom[\s-]*format\b|\.dump\b", low) else ""
        return f"pg_dump {fmt}{name}" + (f" | gzip > {target}" if gz and not fmt else f" > {target}")
    return None


def _tar_letter(name: str) -> str | None:
    ext = name.lower().rsplit(".", 1)[-1]
    return {"gz": "z", "tgz": "z", "xz": "J", "txz": "J", "bz2": "j", "tbz2": "j", "tar": "", "zst": "--zstd "}.get(ext)


def tar_restore(m: re.Match) -> str | None:
    """A tar backup (its name says backup or a date) looked into, one member pulled out, compared with the disk,
    restored over / keeping permissions and owners; every tarball of a folder tested; split and encrypted backups."""
    text = m.string
    low = text.lower()
    arch = m.group("arch")
    letter = _tar_letter(arch)
    if letter is None or letter.startswith("--"):
        return None
    rest = text.replace(arch, " ")
    if re.search(r"\b(?:what'?s\s+inside|list\b|contents?\b|show\s+(?:me\s+)?(?:the\s+)?files)", low) and not re.search(r"\b(?:extract|pull|restore|differ|compare)\b", low):
        verbose = "v" if re.search(r"\bsizes?\b|\bpermissions?\b|\bdetails?\b|\bowners?\b|\blong\b|\bverbose\b", low) else ""
        return f"tar -t{verbose}{letter}f {arch}"
    if re.search(r"\bdiffer\w*|\bcompare\b|\bchanged\s+since\b", low):
        folder = re.search(r"\bin\s+(?P<d>/[\w./-]+)\s+differ|\bcompare\s+(?P<e>/[\w./-]+)", rest, re.I)
        top = re.search(r"\bhas\s+(?P<t>[\w.-]+)/\s+at\s+the\s+top\b", text, re.I)
        d = folder and (folder.group("d") or folder.group("e")).rstrip("/")
        if d and top and d.rsplit("/", 1)[-1] == top.group("t"):
            return f"tar -d{letter}f {arch} -C {d.rsplit('/', 1)[0] or '/'}"
        return None
    if re.search(r"\b(?:pull|extract|get|restore)\s+(?:only|just)\b", low):
        member = re.search(r"\b(?:only|just)\s+(?P<f>[\w][\w./-]*)\s+(?:out\s+of|from)\b", rest, re.I)
        into = re.search(r"\b(?:into|to|under)\s+(?P<d>(?:~|\.{1,2})?/[\w./-]*)", rest, re.I)
        if member is None:
            return None
        return f"tar -x{letter}f {arch}" + (f" -C {_clean(into.group('d'))}" if into else "") + f" {member.group('f').rstrip('/.,')}"
    if re.search(r"\brestore\b|\bextract\b|\bunpack\b", low) and re.search(r"\bover\s+/(?:\s|$|,)|\binto\s+/(?:\s|$|,)|\bto\s+/(?:\s|$|,)", low):
        opts = " --numeric-owner" if re.search(r"\bnumeric\b", low) else ""
        keep = "p" if re.search(r"\bpermissions?\b|\bmodes?\b", low) else ""
        return f"tar -x{keep}{letter}f {arch} -C /{opts}"
    return None


def old_backups(m: re.Match) -> str | None:
    """Backups of one kind in a folder tested, deleted past an age, or all but the newest N removed: "delete tar.gz
    backups in /var/backups older than 14 days", "keep only the 7 newest db-*.sql.gz dumps in /srv/dumps"."""
    text = m.string
    low = text.lower()
    folder = re.search(r"\b(?:in|under|from)\s+(?P<d>(?:~|\.{1,2})?/[\w./-]*)", text, re.I)
    if folder is None:
        return None
    d = _clean(folder.group("d")).rstrip("/") or "/"
    kind = re.search(r"(?<![\w*])(?:\*?\.)?(?P<k>tar\.gz|tar\.xz|tar\.zst|tar\.bz2|tgz|sql\.gz|sql|dump|zip|tar)\s+(?:backups|dumps|files|archives)\b", text, re.I)
    glob = re.search(r"(?<![\w/])(?P<g>[\w.-]*\*[\w.*-]*)\s+(?:backups|dumps|files|archives)\b", text)
    pattern = glob.group("g") if glob else f"*.{kind.group('k')}" if kind else None
    if pattern is None:
        return None
    keep = re.search(r"\bkeep\s+(?:only\s+)?(?:the\s+)?" + _N + r"\s+(?:newest|latest|most\s+recent)\b|\bkeep\s+(?:only\s+)?(?:the\s+)?(?:newest|latest|most\s+recent|last)\s+" + _N + r"\b", text, re.I)
    if keep and re.search(r"\b(?:remove|delete|drop|rm)\b", low):
        n = int(_count(keep.group(1) or keep.group(2)))
        return f"ls -1t {d}/{pattern} | tail -n +{n + 1} | xargs -r rm --"
    older = re.search(r"\bolder\s+th[ae]n\s+(\d+)\s+days?\b", low)
    if re.search(r"\b(?:over|bigger\s+than|larger\s+than|above|under|smaller\s+than)\s+\d", low):
        return None   # a size test too: find's own rows and the model
    if older and re.search(r"\b(?:delete|remove|purge|clean\s+up|drop|rm)\b", low):
        return f"find {d} -name '{pattern}' -mtime +{older.group(1)} -delete"
    if re.search(r"\b(?:test|check|verify)\b.*\b(?:corrupt\w*|integrity|intact|damage\w*|broken)\b", low) and pattern.endswith(("gz", "tgz")):
        return f"gzip -t {d}/{pattern}"
    return None


def tar_split(m: re.Match) -> str | None:
    """A tarball split into pieces of a size: ``tar -czf - SRC | split -b 4G - NAME.part-``."""
    text = m.string
    size = re.search(r"\b(\d+)\s*([KMGT])i?B?\s+(?:pieces|parts|chunks|files|volumes)\b", text, re.I)
    name = re.search(r"(?P<n>[\w./~-]+\.(?:tar\.\w+|tgz|tar)\.?(?:part-?|part\.)?)aa\b", text)
    src = _locals(text.replace(name.group(0), " ") if name else text)
    if not size or not name or not src:
        return None
    letter = {"gz": "z", "tgz": "z", "xz": "J", "bz2": "j", "tar": ""}.get(re.search(r"\.(tar\.(\w+)|tgz|tar)", name.group("n")).group(2) or "tar", "z")
    return f"tar -c{letter}f - {src[0]} | split -b {size.group(1)}{size.group(2).upper()} - {name.group('n')}"


ROWS = (
    # "restic backup of /etc and /var/www to /srv/restic-repo, tag it nightly", "restic -r /srv/restic-repo check"
    (re.compile(r"\brestic\b", re.I), restic_task),
    # "borg prune /mnt/backup/borg: keep 7 daily, 4 weekly, 6 monthly", "init an encrypted borg repo at /mnt/backup/borg"
    (re.compile(r"\bborg(?:backup)?\b|\bborg_repo\b", re.I), borg_task),
    # "mirror ~/Documents to b2:acme-docs/laptop with rclone", "list the top-level folders on my gdrive remote"
    (re.compile(r"\brclone\b|(?<![\w/@.:-])(?:gdrive|dropbox|onedrive|b2|s3|gcs|remote)\w*:(?!//)|\b(?:gdrive|dropbox|onedrive)\s+remote\b|\bremote\s+(?:is\s+)?gdrive\b|\bon\s+gdrive\b", re.I), rclone_task),
    # "first duplicity backup of ~/Documents to /mnt/usb/dup-docs"
    (re.compile(r"\bduplicity\b|\bsftp://[^/\s]+//(?=.*\b(?:restore|back\s*up|backup)\b)|(?=.*\b(?:restore|back\s*up|backup)\b).*\bsftp://[^/\s]+//", re.I), duplicity_task),
    (re.compile(r"\brsnapshot\b", re.I), rsnapshot_task),
    # "snapshot-style backup: rsync /home/anna/ into … hard-linking unchanged files against …"
    (re.compile(r"\brsync\w*\b|--link-dest\b|\bmirror\w*\b(?=.*\b(?:delet\w*|purge|over\s+ssh|compress\w*)\b)|\bhard[\s-]*linked\s+snapshots?\b|\bsnapshot-style\b|\bhard[\s-]*link(?:ed|ing)\s+(?:unchanged\s+files\s+)?against\b", re.I), rsync_task),
    # "tar.gz of /etc named etc-YYYY-MM-DD.tar.gz in /var/backups", "next incremental … using /mnt/usb/home.snar"
    (re.compile(r"\btar\b|\btar\.\w+|\btarball\b|\.tgz\b|\bincremental\b", re.I), tar_backup),
    # "gzip-tar ~/Videos and split it into 4G pieces named videos.tar.gz.part-aa"
    (re.compile(r"\bsplit\b.*\b\d+\s*[KMGT]i?B?\s+(?:pieces|parts|chunks|volumes)\b", re.I), tar_split),
    # "pull only home/anna/notes.txt out of /mnt/usb/home-anna-2024-06-01.tar.gz into /tmp/restore"
    (re.compile(r"(?P<arch>(?<![\w.-])(?:(?:~|\.{1,2})?/)?[\w./-]*\d{4}-?\d{2}-?\d{2}[\w./-]*\.(?:tar\.(?:gz|xz|bz2)|tgz|tar))\b", re.I), tar_restore),
    # "delete tar.gz backups in /var/backups older than 14 days", "keep only the 7 newest db-*.sql.gz dumps in /srv/dumps"
    (re.compile(r"\b(?:backups|dumps)\b", re.I), old_backups),
    # "dump the shop mysql db, gzipped, into /var/backups/mysql/shop-YYYY-MM-DD_HHMM.sql.gz"
    (re.compile(r"\b(?:mysqldump|pg_dump|dump)\b.*(?:YYYY|<(?:date|today)[^>]*>)", re.I), dated_dump),
)
