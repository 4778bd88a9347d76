"""Archives and compressed files: ``tar`` listings and members (listed, extracted, counted, deleted, printed),
updates, concatenations and comparisons, ``zip`` and ``unzip`` members, an archive's integrity tested, every archive
of a folder unpacked or every folder archived, compressed files read and searched (``zcat``, ``zgrep``, ``xzcat``),
compression ratios, an archive downloaded and unpacked, and a tar streamed to another host over ssh.
"""

from __future__ import annotations

import re

from serval.model.repair import COMPRESSORS, tar_letter
from serval.model.phrasebook.shared import place_said, quoted_glob


_ARCHIVE_HOLDS = re.compile(r"\b(?:does|do|is\s+there)\s+(?:the\s+archive\s+)?(\S+\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2|txz))\s+"
                            r"(?:contain|have|include|hold)\s+(?:a\s+file\s+(?:named|called)\s+|the\s+file\s+)?([\w./-]+?)\s*\??\s*$", re.I)

# A tar archive's name, compressed or not, as a row's group "arch"
_TAR_NAME = r"(?P<arch>[~./\w][\w./~-]*\.(?:tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz))"

_TAR_SOURCE = re.compile(r"\btar(?:\.gz|\.xz|\.bz2|ball)?\s+(?:up\s+)?(?:of\s+)?(?:my\s+local\s+|the\s+local\s+|my\s+|the\s+)?"
                         r"(?:(?:folder|directory|dir)\s+)?(?P<src>[~./\w][\w./~-]*)", re.I)
_REMOTE_ARCHIVE = re.compile(r"\b(?:as|to|at|into)\s+(?P<dest>(?:[~/]|\$HOME)[\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar))\b", re.I)
_STREAM_HOST = re.compile(r"\b(?:to|on)\s+(?:the\s+)?(?:remote\s+)?(?:host\s+|server\s+|machine\s+)?(?P<host>(?:[a-z_][\w-]*@)?[A-Za-z0-9][\w.-]*[A-Za-z0-9])"
                          r"(?=\s*[,;]|\s+(?:as|and|saving|storing|over|via|through|writing|where|into)\b|\s*$)", re.I)


def _tar_streamed(m: re.Match) -> str | None:
    """A folder archived straight onto another host, with no local file: "stream a gzipped tar of /srv/app over
    ssh to backup01 and save it as /backups/app.tar.gz" → ``tar -czf - /srv/app | ssh backup01 'cat >
    /backups/app.tar.gz'``; the compression is the archive name's."""
    text = m.string
    src, dest = _TAR_SOURCE.search(text), _REMOTE_ARCHIVE.search(text)
    host = next((h for h in _STREAM_HOST.finditer(text) if "/" not in h.group("host") and not _REMOTE_ARCHIVE.match(h.group(0))
                 and h.group("host").lower() not in ("it", "there", "ssh", "disk", "a", "the")), None)
    if not (src and dest and host) or src.group("src").lower() in ("up", "of", "a", "an", "it", "archive", "file", "gzipped"):
        return None
    letter = tar_letter(dest.group("dest"))
    if letter is None:
        return None
    return f"tar -c{letter}f - {src.group('src').rstrip('.,')} | ssh {host.group('host')} 'cat > {dest.group('dest')}'"


def _archive_listed(m: re.Match) -> str:
    """Whether an archive holds a file, by listing it with the mode its kind takes (``_ARCHIVE_HOLDS``)."""
    archive = m.group(1)
    return f"tar -t{tar_letter(archive) or ''}f {archive} | grep {m.group(2)}"


def _member_printed(archive: str, member: str) -> str:
    """The command that writes one member of an archive to the screen, unpacking nothing to disk."""
    if archive.endswith(".zip"):
        return f"unzip -p {archive} {member}"
    letter = tar_letter(archive) or ""
    return f"tar -x{letter}Of {archive} {member}"


def _singular_ext(word: str) -> str:
    """A file kind said as a plural ("the pdfs", "jpgs") as its extension; other words as they are, lower case."""
    word = word.lower()
    return word[:-1] if word.endswith("s") and word[:-1] in _PLURAL_KINDS else word


_PLURAL_KINDS = frozenset("pdf jpg jpeg png gif csv txt mp3 mp4 doc docx xls xlsx json xml log md py sh zip svg wav mkv iso tif tiff".split())


# The prefix of the tools that read a compressed file as text, by its extension (zcat, bzgrep, xzcat …).
_COMPRESSED_TOOL = {"gz": "z", "bz2": "bz", "xz": "xz"}


# What a search is asked to be besides its pattern: blind to case, with line numbers.
_SEARCH_HOW = r"(?:show|print|with)\s+(?:the\s+)?line\s+numbers|case[\s-]*insensitive(?:ly)?|ignor\w*\s+(?:the\s+)?case|regardless\s+of\s+case|in\s+any\s+case"
_PHRASE_STOP = r"(?!(?:and|with|case|ignor\w*|regardless|show|print|in|lines?|for|the|an?|all|every|each|any|files?|recursively)\b)"
# the last word of what a request searches for that says what kind of thing it is ("error messages"), not its text
_KIND_LAST = re.compile(r"\s(?:messages?|errors?|warnings?|entries|entry|occurrences?|mentions?|hits?|matches|comments?|strings?|words?|text|lines?|calls?|requests?|responses?)$", re.I)
# a pattern of one to five plain words ("create table users"), and of two to five (one word is the model's to write)
_PHRASE = rf"[\w.:=/-]+(?:\s+{_PHRASE_STOP}[\w.:=/-]+){{0,4}}"
_PHRASE_OF_WORDS = rf"{_PHRASE_STOP}[\w.:=/-]+(?:\s+{_PHRASE_STOP}[\w.:=/-]+){{1,4}}"


def _compressed_searched(m: re.Match) -> str | None:
    """zgrep, bzgrep or xzgrep searching a compressed file for a pattern, ignoring case and numbering lines where
    the request says so."""
    file, pattern = m.group("file") or m.group("file2"), m.group("pat") or m.group("pat2")
    if _KIND_LAST.search(pattern):
        return None   # "grep for error messages in app.log": the kind of line, the model's to write
    how = " ".join(g or "" for g in (m.group("how"), m.group("rest"), m.group("rest2")))
    flags = ("i" if re.search(r"case|ignoring", how, re.I) else "") + ("n" if re.search(r"line\s+numbers", how, re.I) else "")
    tool = _COMPRESSED_TOOL.get(file.rsplit(".", 1)[1].lower(), "") + "grep"
    if " " in pattern and pattern[0] not in "'\"":
        pattern = f"'{pattern}'"   # "search dump.sql.gz for create table users": one phrase
    return f"{tool}{' -' + flags if flags else ''} {pattern} {file}"


def _each_unpacked(m: re.Match) -> str:
    """A loop unpacking every archive of a kind in a folder (unzip takes a quoted glob itself), each into a folder
    of its own name where the request says so."""
    kind, folder = m.group("kind").lower(), (m.group("dir") or "").rstrip("/")
    glob = f"{folder}/*.{kind}" if folder else f"*.{kind}"
    if kind == "zip":
        return f'for f in {glob}; do unzip "$f" -d "${{f%.zip}}"; done' if m.group("own") else f"unzip {quoted_glob(glob)}"
    letter = tar_letter(glob) or ""
    if m.group("own"):
        return f'for f in {glob}; do mkdir -p "${{f%.{kind}}}" && tar -x{letter}f "$f" -C "${{f%.{kind}}}"; done'
    return f'for f in {glob}; do tar -x{letter}f "$f"; done'


def _archive_tested(file: str) -> str:
    """The command that reads all of an archive to tell whether it is whole."""
    if file.endswith(".zip"):
        return f"unzip -t {file}"
    if file.endswith(".7z"):
        return f"7z t {file}"
    tool = next((name for name, ext in COMPRESSORS.items() if file.endswith("." + ext)), "gzip")   # .gz and .tgz: gzip
    return f"{tool} -t {file}"


def _whole_name(glob: str) -> str | None:
    """The file split pieces were cut from: ``backup.tar.gz.part-*`` → ``backup.tar.gz``; None when it cannot be told."""
    m = re.fullmatch(r"(.+?\.\w+)\.(?:part|chunk|piece)?[-_.]?\*", glob)
    return m.group(1) if m else None


def _zip_left_out(src: str, archive: str, left: str) -> str:
    """``zip -r`` of ``src`` into ``archive`` without the folders (or ``.ext`` kinds) listed in ``left``: zip's -x
    patterns match the stored paths, which start with ``src``'s name unless it is the current folder."""
    place = place_said(src).rstrip("/") or "/"
    here = place == "."
    items = [x for x in re.split(r"\s*(?:,|\band\b)\s*(?:the\s+)?", left) if x]
    patterns = [f"'*{x}'" if re.fullmatch(r"\*?\.\w{1,5}", x) and x.lstrip("*.").lower() not in ("git", "svn", "hg", "venv", "cache")
                else f"'{x}/*'" if here else f"'{place}/{x}/*'" for x in items]
    return f"zip -r {archive} {place} -x {' '.join(patterns)}"


def _kind_of_folder(kind: str, folder: str) -> str:
    """An archive of ``kind`` (an extension) packing ``folder``, named after it: ``tar -cjf src.tar.bz2 src``."""
    name = folder.rsplit("/", 1)[-1].lstrip(".") or "archive"
    kind = kind.lower()
    if kind == "zip":
        return f"zip -r {name}.zip {folder}"
    letter = {"tar.gz": "z", "tgz": "z", "tar.bz2": "j", "tbz2": "j", "tar.xz": "J", "txz": "J", "tar": ""}[kind]
    return f"tar -c{letter}f {name}.{kind} {folder}"


ROWS = (
    # zip's own options said in words: a folder left out of an unzip, an archive brought up to date, paths not stored,
    # only files of one kind
    (re.compile(r"^\s*(?:please\s+)?unzip\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:excluding|without|except(?:\s+for)?|skipping|but\s+not)\s+(?:the\s+)?"
                r"(?P<dir>[\w.-]+)(?P<kind>\s+(?:junk|folder|directory|dir|stuff))?\s*$", re.I),
     lambda m: f"unzip {m.group('zip')} -x '{m.group('dir')}/*'" if m.group("kind") or m.group("dir").startswith(("__", ".")) else None),
    (re.compile(r"^\s*(?:please\s+)?update\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+with\s+(?:any\s+|the\s+|all\s+(?:the\s+)?)?(?:changed|new|modified|newer)\s+(?:or\s+new\s+)?files\s+(?:in|from|under)\s+"
                r"(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"zip -ru {m.group('zip')} {m.group('dir').rstrip('/') or '/'}"),
    (re.compile(r"^\s*(?:please\s+)?(?:make\s+a\s+zip\s+of|zip(?:\s+up)?)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s*,?\s+(?:but\s+)?(?:flatten(?:ed)?(?:\s+it)?|without\s+(?:the\s+)?(?:folder|directory)\s+(?:paths|structure))"
                r"[^.;]*$", re.I),
     lambda m: f"zip -rj {m.group('dir').rsplit('/', 1)[-1]}.zip {m.group('dir')}"),
    (re.compile(r"^\s*(?:please\s+)?zip\s+(?:only\s+)?(?:the\s+)?(?:files\s+with\s+(?:the\s+)?extension\s+|files\s+ending\s+in\s+)?\.?(?P<ext>[a-z0-9]{1,5})(?:\s+files)?\s+from\s+"
                r"(?P<dir>[~./\w][\w./~-]*?)/?\s+(?:recursively\s+)?(?:in)?to\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s*$", re.I),
     lambda m: f"zip -r {m.group('zip')} {m.group('dir')} -i '*.{m.group('ext').lower()}'"),
    # "pull the files out of ubuntu.iso into ./iso-files using 7z": 7z's folder is glued to -o
    (re.compile(r"^\s*(?:please\s+)?(?:pull|get|extract|unpack)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:files\s+)?(?:out\s+of|from)\s+(?P<arch>[~./\w][\w./~-]*\.(?:iso|rar|7z|zip|cab|dmg))\s+"
                r"(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s+(?:using|with)\s+7z\s*$", re.I),
     lambda m: f"7z x {m.group('arch')} -o{m.group('dir').removeprefix('./')}"),
    # "zip this folder into ../site.zip skipping node_modules and .git"
    (re.compile(r"^\s*(?:please\s+)?zip\s+(?:up\s+)?(?P<src>this\s+(?:folder|directory|dir|project|repo)|the\s+current\s+(?:folder|directory|dir)|[~./\w][\w./~-]*)\s+(?:in)?to\s+"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\s*,?\s+(?:skipping|excluding|without|except(?:\s+for)?|but\s+not|leaving\s+out)\s+(?:the\s+)?"
                r"(?P<left>[*.\w][\w.-]*(?:\s*(?:,|and)\s*(?:the\s+)?[*.\w][\w.-]*)*)(?:\s+(?:folders?|directories|dirs?|files))?\s*$", re.I),
     lambda m: _zip_left_out(m.group("src"), m.group("zip"), m.group("left"))),
    # "check backup.tar.gz isn't corrupted", "test the integrity of backup.tar.gz"
    (re.compile(r"\b(?:check|test|verify)\s+(?:that\s+|whether\s+|if\s+)?(?P<file>[~./\w][\w./~-]*\.(?:gz|tgz))\s+(?:is\s*n'?t|is\s+not)\s+"
                r"(?:corrupt(?:ed)?|damaged|broken)\b|\b(?:test|check|verify)\s+the\s+integrity\s+of\s+(?P<file2>[~./\w][\w./~-]*\.(?:gz|tgz))\b", re.I),
     lambda m: f"gzip -t {m.group('file') or m.group('file2')}"),
    # "does backup.tar.gz contain a file named config.yaml?" (the model: tar -czf backup.tar.gz config.yaml)
    (_ARCHIVE_HOLDS, _archive_listed),
    # "download https://example.com/app.tar.gz and extract it (into /opt) (without saving the archive)"
    (re.compile(r"\b(?:download|fetch|get|grab)\s+(?P<url>https?://\S+?\.(?P<ext>tar\.gz|tgz|tar\.xz|txz|tar\.bz2|tbz2?|tar))\s+and\s+(?:then\s+)?(?:extract|unpack|untar)\s+"
                r"it\b(?:[^.]*?\b(?:into|in|to|under)\s+(?P<dir>[~/.][\w./~-]*\w|[\w-]+/))?", re.I),
     lambda m: f"curl -L {m.group('url')} | " + ("sudo " if (m.group("dir") or "").startswith(("/opt", "/usr", "/srv", "/etc", "/var")) else "")
     + f"tar -x{ {'gz': 'z', 'tgz': 'z', 'xz': 'J', 'txz': 'J', 'bz2': 'j', 'tbz': 'j', 'tbz2': 'j', 'tar': ''}[m.group('ext').rpartition('.')[2].lower()] }"
     + (f" -C {m.group('dir')}" if m.group("dir") else "")),
    # "test the integrity of every .gz file in /srv/app/logs/archive"
    (re.compile(r"\b(?:test|check|verify)\s+(?:the\s+integrity\s+of\s+)?(?:every|each|all(?:\s+the)?)\s+\.(?P<ext>gz|bz2|xz)\s+files?\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*\w)\b", re.I),
     lambda m: f"{ {'gz': 'gzip', 'bz2': 'bzip2', 'xz': 'xz'}[m.group('ext').lower()] } -t {m.group('dir')}/*.{m.group('ext')}"),
    # "extract every .tar.gz file in this directory", "unzip each zip in downloads into its own folder": one run per archive
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|untar|unzip|decompress|open)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+(?:the\s+)?"
                r"\.?(?P<kind>tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip)\s*(?:files?|archives?|tarballs?)?"
                r"(?:\s+(?:in|from|inside)\s+(?:(?:this|the\s+current)\s+(?:directory|folder|dir)|(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?)|\s+here)?"
                r"(?P<own>\s+(?:each\s+)?in(?:to)?\s+(?:its|their)\s+own\s+(?:folder|directory|dir)(?:\s+named\s+after\s+(?:it|the\s+\w+(?:\s+file)?|them))?)?\s*$", re.I),
     lambda m: _each_unpacked(m)),
    # "make a tar.bz2 of the src folder", "pack docs into a tar.xz", "create a zip archive of photos": an archive of a
    # kind named by its extension alone, named after the folder
    (re.compile(r"^\s*(?:please\s+)?(?:(?:make|create|build|produce|generate)\s+(?:me\s+)?an?\s+\.?(?P<kind>tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar|zip)"
                r"(?:\s+(?:archive|file|tarball|bundle))?\s+(?:of|from|containing|with)\s+(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?(?P<dir>[~./\w][\w./~-]*?)"
                r"|(?:pack|put|compress|archive|bundle)\s+(?:up\s+)?(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?(?P<dir2>[~./\w][\w./~-]*?)"
                r"(?:\s+(?:folder|directory|dir))?\s+(?:in)?to\s+an?\s+\.?(?P<kind2>tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar|zip))"
                r"(?:\s+(?:folder|directory|dir|archive|file))?\s*$", re.I),
     lambda m: _kind_of_folder(m.group("kind") or m.group("kind2"), (m.group("dir") or m.group("dir2")).rstrip("/"))),
    # "zip each subdirectory of the current folder into its own zip named after the directory"
    (re.compile(r"^\s*(?:please\s+)?(?P<tool>zip|tar(?:\s+and\s+gzip)?|compress|archive)\s+(?:up\s+)?(?:each|every)\s+(?:sub-?)?(?:folder|directory|dir)"
                r"(?:\s+(?:of|in)\s+(?:the\s+current\s+(?:folder|directory|dir)|this\s+(?:folder|directory|dir)|here))?"
                r"\s+(?:in)?to\s+its\s+own\s+(?P<kind>zip|tar\.gz|tarball|archive|\.zip|\.tar\.gz)(?:\s+(?:file|archive))?(?:\s+named\s+after\s+(?:it|the\s+(?:folder|directory|dir)))?\s*$", re.I),
     lambda m: ('for d in */; do zip -r "${d%/}.zip" "$d"; done' if "zip" in (m.group("tool") + m.group("kind")).lower()
                else 'for d in */; do tar -czf "${d%/}.tar.gz" "$d"; done')),
    # tar's other modes and listings said in words: a detailed listing, the biggest members, the members under a path,
    # their total size, an update, two archives concatenated, a comparison with the disk, a verified write
    (re.compile(r"\b(?:detailed|verbose|long|full)\s+listing\s+of\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')}"),
    (re.compile(r"\b(?:the\s+)?(?P<n>\d+)\s+(?:largest|biggest)\s+(?:files|entries|members)\s+(?:inside|in|stored\s+in)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} | sort -k3 -nr | head -n {m.group('n')}"),
    (re.compile(r"\b(?:list|show)\s+(?:only\s+|just\s+)?the\s+(?:entries|files|members)\s+under\s+(?P<path>[\w.-]+(?:/[\w.-]+)*)/?\s+in\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -t{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} {m.group('path')}"),
    (re.compile(r"\b(?:add\s+up|sum|total)\s+(?:of\s+)?the\s+sizes\s+of\s+(?:all\s+)?(?:the\s+)?(?:files|entries|members)\s+(?:stored\s+)?(?:in|inside)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
     lambda m: f"tar -tv{(tar_letter(m.group('arch')) or '')}f {m.group('arch')} | awk '{{s+=$3}} END {{print s}}'"),
    (re.compile(r"\bupdate\s+(?P<arch>[~./\w][\w./~-]*\.tar)\s+with\s+(?:any\s+|the\s+)?(?:files|changes)\s+(?:in|from)\s+(?P<src>[~./\w][\w./~-]*)\s+"
                r"(?:that\s+are\s+)?newer\b", re.I),
     lambda m: f"tar -uf {m.group('arch')} {m.group('src')}"),
    (re.compile(r"\b(?:concatenate|append)\s+(?:the\s+archive\s+)?(?P<b>[~./\w][\w./~-]*\.tar)\s+(?:onto|to)\s+(?:the\s+end\s+of\s+)?(?P<arch>[~./\w][\w./~-]*\.tar)\b", re.I),
     lambda m: f"tar -Af {m.group('arch')} {m.group('b')}"),
    (re.compile(r"\bcompare\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))\s+(?:with|against|to)\s+(?:the\s+)?files\s+on\s+(?:the\s+)?disk\b", re.I),
     lambda m: f"tar -d{(tar_letter(m.group('arch')) or '')}f {m.group('arch')}"),
    # tar archives: one member extracted into a folder, one deleted, members counted, listed by a glob, looked for
    (re.compile(r"^\s*extract\s+(?:just|only)\s+(?:the\s+file\s+)?(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+from\s+"
                rf"{_TAR_NAME}\s+(?:in)?to\s+(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} -C {m.group('dir')} {m.group('member')}"),
    (re.compile(r"^\s*(?:delete|remove)\s+(?P<member>[\w./-]+)\s+from\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.tar)\s*$", re.I),
     lambda m: f"tar --delete -f {m.group('arch')} {m.group('member')}"),
    (re.compile(r"^\s*(?:count\s+(?:how\s+many|the)\s+(?:entries|files|members)|how\s+many\s+(?:entries|files|members))\s+(?:are\s+)?(?:there\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | wc -l"),
    (re.compile(r"^\s*(?:list|show)\s+(?:only|just)\s+the\s+\.(?P<ext>\w+)\s+files\s+(?:contained\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    # "does logs-march.tar.xz have an error.log in it"
    (re.compile(rf"^\s*does\s+{_TAR_NAME}\s+(?:have|has|contain|include)\s+(?:an?\s+|the\s+(?:file\s+)?)?(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)"
                r"(?:\s+(?:in\s+it|inside(?:\s+it)?))?\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | grep {m.group('member')}"),   # (at any depth)
    (re.compile(r"^\s*(?:check|see)\s+(?:whether|if)\s+(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+is\s+(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} {m.group('member')}"),
    # archives: an archive's own size (not a listing of it), a member deleted from a zip, only some members extracted
    # or some left out, the names alone
    (re.compile(r"^\s*(?:(?:show|print|get|check|tell\s+me|display)\s+|what(?:'s|\s+is)\s+)?(?:the\s+)?(?:(?:file\s+|disk\s+)?size\s+of|how\s+(?:big|large))"
                r"\s+(?:the\s+)?(?:archive\s+|file\s+)?(?P<arch>[~./\w][\w./~-]*\.(?:zip|tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|gz|bz2|xz|7z|rar))"
                r"(?:\s+is)?\s*\??\s*$", re.I),
     lambda m: f"du -h {m.group('arch')}"),
    (re.compile(r"\b(?:delete|remove)\s+(?P<member>[\w./*-]+)\s+from\s+(?:the\s+)?(?:zip\s+)?(?:archive\s+|file\s+)?(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zip -d {m.group('zip')} {m.group('member')}"),
    (re.compile(r"\bextract\s+(?:only|just)\s+(?:the\s+)?\.(?P<ext>\w+)\s+files\s+from\s+(?P<arch>[~./\w][\w./~-]*\.(?:zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar))\b", re.I),
     lambda m: f"unzip {m.group('arch')} '*.{m.group('ext')}'" if m.group("arch").endswith(".zip")
     else f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:unzip|extract)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:except|but\s+not|without|leaving\s+out|skipping)\s+(?:for\s+)?(?:the\s+)?\.(?P<ext>\w+)\s+files\b", re.I),
     lambda m: f"unzip {m.group('zip')} -x '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:print|list|show)\s+(?:only|just)\s+the\s+(?:file\s*)?names\s+(?:stored\s+|of\s+the\s+files\s+)?in\s+(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zipinfo -1 {m.group('zip')}"),
    (re.compile(r"\b(?:join|combine|reassemble|concatenate|glue)\s+(?:the\s+)?(?P<glob>[~./\w][\w./~-]*\*)(?:\s+(?:pieces|parts|chunks))?(?:\s+back)?(?:\s+together)?"
                r"(?:\s+into\s+(?P<file>[~./\w][\w./~-]*\w)|\s*$)", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file') or _whole_name(m.group('glob'))}" if m.group("file") or _whole_name(m.group("glob")) else None),
    # "extract only the pdf files from docs.zip", "unzip just the .csv files in data.zip"
    (re.compile(r"\b(?:extract|unzip|unpack|pull\s+out|get)\s+(?:only|just)\s+(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+(?:files\s+)?(?:from|in|out\s+of)\s+"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"unzip {m.group('zip')} '*.{_singular_ext(m.group('ext'))}'"),
    # "extract installer.7z to /tmp/installer": 7z's folder is glued to -o
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|unzip|decompress)\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.7z)\s+(?:in)?to\s+(?:the\s+)?(?:folder\s+|directory\s+)?"
                r"(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"7z x {m.group('arch')} -o{m.group('dir')}"),
    # "pull all the .jpg files out of images.tar.gz": the members by a wildcard
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|pull|get|take)\s+(?:out\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+files\s+(?:out\s+of|from)\s+"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar))\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{_singular_ext(m.group('ext'))}'"),
    # "check if photos.zip is corrupted", "test the integrity of backup.tar.gz", "check dump.tar.xz for corruption"
    (re.compile(r"\b(?:(?:check|test|verify|see)\s+(?:if|whether)\s+|^\s*is\s+)(?P<file>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz|7z))\s+(?:is\s+)?(?:corrupt(?:ed)?|broken|damaged|ok|okay|intact|valid|fine|good)\b"
                r"|\b(?:test|check|verify)\s+(?:the\s+)?integrity\s+of\s+(?:the\s+)?(?:(?:zip|gzip|xz|bzip2|tar|compressed)\s+)?(?:archive\s+|file\s+)?"
                r"(?P<file2>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz|7z))\b"
                r"|\b(?:test|check|verify)\s+(?:the\s+)?(?:(?:zip|gzip|xz|bzip2|tar|compressed)\s+)?(?:archive\s+|file\s+)?(?P<file3>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz|7z))"
                r"\s+for\s+(?:corruption|damage|errors|integrity)\b", re.I),
     lambda m: _archive_tested(m.group("file") or m.group("file2") or m.group("file3"))),
    # "show the contents of notes.txt.xz", "print the text of readme.txt.bz2 to the screen": a compressed file's text
    (re.compile(r"^\s*(?:please\s+)?(?:show|print|display|view|read|output|cat)\s+(?:me\s+)?(?:the\s+)?(?:(?:contents?|text|lines)\s+(?:of|in)\s+)?"
                r"(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?(?P<file>[~./\w][\w./~-]*\.(?<!\.tar\.)(?:gz|bz2|xz))"
                r"(?:\s+(?:to|on)\s+(?:the\s+)?(?:screen|terminal)|\s+without\s+(?:decompressing|extracting|unpacking|unzipping)(?:\s+it)?(?:\s+(?:to|on)\s+disk)?)?\s*[.!]?\s*$", re.I),
     lambda m: None if re.search(r"\.tar\.\w+$", m.group("file")) else f"{_COMPRESSED_TOOL[m.group('file').rsplit('.', 1)[1].lower()]}cat {m.group('file')}"),
    # "search kern.log.xz for panic", "search nginx.log.gz case-insensitively for timeout and show line numbers"
    (re.compile(r"^\s*(?:please\s+)?(?:search|grep|look\s+through)\s+(?:in\s+|through\s+)?(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:gz|bz2|xz))(?P<how>(?:\s+(?:case[\s-]*insensitive(?:ly)?|ignoring\s+case))?)\s+for\s+(?:the\s+(?:word|string|text)\s+)?"
                rf"(?P<pat>'[^']+'|\"[^\"]+\"|{_PHRASE})(?P<rest>(?:\s*,?\s*(?:and\s+)?(?:{_SEARCH_HOW}))*)\s*$"
                r"|^\s*(?:please\s+)?(?:search|grep|look)\s+for\s+(?:the\s+(?:word|string|text)\s+)?(?P<pat2>'[^']+'|\"[^\"]+\"|[\w.:=/-]+)\s+in\s+(?:the\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?"
                rf"(?P<file2>[~./\w][\w./~-]*\.(?:gz|bz2|xz))(?P<rest2>(?:\s*,?\s*(?:and\s+)?(?:{_SEARCH_HOW}))*)\s*$", re.I),
     lambda m: _compressed_searched(m)),
    # "grep Accepted publickey in auth.log", "search install.log for Reached target, ignore case": a phrase of
    # two to five words, searched whole (one word is the model's)
    (re.compile(r"^\s*(?:please\s+)?(?:search|grep|look\s+through)\s+(?:in\s+|through\s+)?(?:the\s+)?(?:(?:log\s+)?file\s+)?"
                rf"(?P<file>[~./\w][\w./~-]*\.(?:log|txt|out|csv|md|conf|sql|json|ya?ml|cfg|ini|html|xml)(?:\.\d+)?)(?P<how>)\s+for\s+(?P<pat>{_PHRASE_OF_WORDS})"
                rf"(?P<rest>(?:\s*,?\s*(?:and\s+)?(?:{_SEARCH_HOW}))*)\s*$"
                rf"|^\s*(?:please\s+)?grep\s+(?P<pat2>{_PHRASE_OF_WORDS})\s+in\s+(?P<file2>[~./\w][\w./~-]*\.(?:log|txt|out|csv|md|conf|sql|json|ya?ml|cfg|ini|html|xml)(?:\.\d+)?)"
                rf"(?P<rest2>(?:\s*,?\s*(?:and\s+)?(?:{_SEARCH_HOW}))*)\s*$", re.I),
     lambda m: _compressed_searched(m)),
    # "count Failed password lines in /var/log/auth.log.2.gz"
    (re.compile(rf"^\s*(?:please\s+)?count\s+(?:the\s+)?(?P<pat>{_PHRASE_OF_WORDS})\s+lines\s+in\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>gz|bz2|xz|log|txt|out)(?:\.\d+)?)\s*$", re.I),
     lambda m: None if _KIND_LAST.search(m.group("pat")) or not re.match(r"[A-Z]|.*[\d/]", m.group("pat"))   # "count the number of unique lines": no text
     else f"{_COMPRESSED_TOOL.get(m.group('ext').lower(), '')}grep -c '{m.group('pat')}' {m.group('file')}"),
    # "show the compressed size, uncompressed size and ratio of archive.gz"
    (re.compile(r"\b(?:compress(?:ed|ion)\s+(?:size|ratio)|uncompressed\s+size)s?\b.*?\b(?:of|for|in)\s+(?:the\s+)?(?:(?:zip|gzip|xz)\s+)?(?:archive\s+|file\s+)?"
                r"(?P<file>[~./\w][\w./~-]*\.(?:gz|xz|zip))\s*$", re.I),
     lambda m: f"unzip -v {m.group('file')}" if m.group("file").lower().endswith(".zip")
               else f"{'xz' if m.group('file').lower().endswith('.xz') else 'gzip'} -l {m.group('file')}"),
    # "print etc/hosts from inside backup.tar.gz to the screen without extracting it"
    (re.compile(r"\b(?:print|show|cat|display|read|output)\s+(?:the\s+file\s+)?(?P<member>[\w.-]+(?:/[\w.-]+)*)\s+(?:from|in)\s+(?:inside\s+)?(?:the\s+archive\s+)?"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\b(?:\s+(?:to\s+(?:the\s+)?(?:screen|stdout|terminal)|on\s+(?:the\s+)?screen))?"
                r"(?:\s*,?\s+(?:without\s+(?:extracting|unpacking|writing)|(?:and\s+)?(?:don'?t|do\s+not)\s+(?:write|extract|unpack|save))\b.*)?\s*[.!]?\s*$", re.I),
     lambda m: _member_printed(m.group("arch"), m.group("member"))),
    # "compare docs.tar with what's on disk now": tar's own diff of an archive against the files it holds
    (re.compile(r"\b(?:compare|diff|check)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar))\s+(?:with|against|to)\s+(?:what'?s\s+(?:on|in)\s+(?:the\s+)?disk"
                r"|the\s+(?:files\s+on\s+disk|disk|file\s*system|current\s+files)|the\s+files\s+(?:it\s+holds|now))", re.I),
     lambda m: f"tar -d{tar_letter(m.group('arch')) or ''}f {m.group('arch')}"),
    # "extract every .conf file from etc-backup.tar.gz": members picked by a wildcard
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|pull\s+out|get)\s+(?:every|all(?:\s+the)?|only\s+the|just\s+the|the)\s+\.?(?P<ext>[a-z0-9]{1,5})\s+files?\s+(?:from|out\s+of|in)\s+"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar))\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    # "does backup.zip contain wp-config.php"
    (re.compile(r"^\s*does\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:have|has|contain|include)\s+(?:an?\s+|the\s+(?:file\s+)?)?(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+)"
                r"(?:\s+(?:in\s+it|inside(?:\s+it)?))?\s*\??\s*$", re.I),
     lambda m: f"unzip -l {m.group('zip')} | grep {m.group('member')}"),
    # "search every file inside config.zip for api_key", "search the text files inside docs.zip for license without unzipping it"
    (re.compile(r"\b(?:search|grep)\s+(?:through\s+)?(?:every\s+file|each\s+file|everything|(?:all\s+)?the\s+(?:[\w-]+\s+)?files)\s+(?:inside|in|within)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+"
                r"for\s+['\"]?(?P<word>[\w.:-]+)['\"]?(?:\s*,?\s+without\s+(?:unzipping|extracting|unpacking)(?:\s+it)?)?\s*$", re.I),
     lambda m: f"zipgrep {m.group('word')} {m.group('zip')}"),
    # "grep db_host in config_backup.tar.gz without extracting it": the members streamed to grep
    (re.compile(rf"\b(?:grep|search)\s+(?:for\s+)?['\"]?(?P<word>[\w.:-]+)['\"]?\s+(?:in|across|inside|through)\s+(?:(?:all\s+)?the\s+files\s+(?:in|of)\s+)?{_TAR_NAME}\s*,?\s+"
                r"without\s+(?:extracting|unpacking|unzipping|untarring)(?:\s+it)?\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}Of {m.group('arch')} | grep {m.group('word')}"),
    # "search for TODO in the files inside project.zip"
    (re.compile(r"\b(?:search|grep|look)\s+(?:for\s+)?['\"]?(?P<word>[\w.-]+)['\"]?\s+in\s+(?:the\s+files\s+|all\s+(?:the\s+)?files\s+)?(?:inside|in|within)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\b", re.I),
     lambda m: f"zipgrep {m.group('word')} {m.group('zip')}"),
    # "stream a gzipped tar of /srv/app over ssh to backup01 and save it as /backups/app.tar.gz"
    (re.compile(r"^(?=.*\btar\b)(?=.*\b(?:stream\w*|pip\w*|over\s+ssh|via\s+ssh|through\s+ssh|without\s+(?:writing|making|creating|keeping)\s+(?:a\s+)?local)\b)", re.I),
     _tar_streamed),
    # "pull only etc/hosts out of backup.tar.gz and print it to the screen"
    (re.compile(r"\b(?:pull|get|extract|take)\s+(?:only\s+|just\s+)?(?P<member>[\w.-]+(?:/[\w.-]+)*)\s+(?:out\s+of|from)\s+(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\s+"
                r"and\s+(?:print|show|display|cat)\s+it(?:\s+(?:to|on)\s+(?:the\s+)?(?:screen|stdout|terminal))?\s*[.!]?\s*$", re.I),
     lambda m: _member_printed(m.group("arch"), m.group("member"))),
    # "delete debug.log from inside release.zip": the member removed from the zip, nothing unpacked
    (re.compile(r"^\s*(?:delete|remove)\s+(?P<member>[\w./*-]+)\s+from\s+(?:inside\s+|within\s+)?(?:the\s+(?:zip\s+)?(?:archive\s+|file\s+)?)?"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\s*$", re.I),
     lambda m: f"zip -d {m.group('zip')} {m.group('member')}"),
)
