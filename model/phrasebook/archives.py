"""Archives and compressed files: ``tar`` listings and members (listed, extracted, counted, deleted, printed),
updates, concatenations and comparisons, ``zip`` and ``unzip`` members, an archive's integrity tested, every archive
of a folder unpacked or every folder archived, compressed files read and searched (``zcat``, ``zgrep``, ``xzcat``),
compression ratios, an archive downloaded and unpacked, and a tar streamed to another host over ssh. Composed from
the options a request says in words (and None when any words are left unread): one archive unpacked (tar, zip and its
kin, 7z, rar: a folder made first, a password, quiet, flat, permissions kept, as root), one file compressed or
decompressed (gzip, bzip2, xz, zstd: the original kept or removed, a level, all cores, a copy to another name), a tar
written (excludes, version control left out, -X and -T lists, -C, newer files, pigz/lz4/zstd programs, owner, sorted
names, -a, pv, sudo), a 7z made (password, hidden names, AES-256 zip, ultra, volumes, excludes), a zip made (split
parts, symlinks, hidden files). Also 7z's and rar's listings, adds, deletes and members, files split with the
names shown and split tarballs restored, zips freshened, merged and repaired, tar listings (top level, members over a
size, kinds), recompressions, a folder copied with tar over ssh, top folders renamed while unpacking, an archive's
size counted without writing it, cpio, an encrypted tarball, and a command's output compressed to a file.
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
_SEARCH_HOW = r"without\s+(?:unzipping|decompressing|extracting|uncompressing|gunzipping)(?:\s+it)?(?:\s+first)?|(?:show|print|with)\s+(?:the\s+)?line\s+numbers|case[\s-]*insensitive(?:ly)?|ignor\w*\s+(?:the\s+)?case|regardless\s+of\s+case|in\s+any\s+case"
_PHRASE_STOP = r"(?!(?:and|with|without|case|ignor\w*|regardless|show|print|in|lines?|for|the|an?|all|every|each|any|files?|recursively)\b)"
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
    kind, folder = m.group("kind").lower(), place_said(m.group("dir") or ".").rstrip("/")
    folder = "" if folder == "." else folder   # "in here": the current folder
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
    if file.endswith(".zst"):
        return f"zstd -t {file}"
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


# ---- one archive unpacked with options said in words, one file compressed or decompressed, a tar written with
# options said in words, 7z's modes, files split and joined

# Any archive a request names, as a row's group "arch": tar (any compression), zip and its kin (docx, jar …), 7z, rar
_ANY_ARCHIVE = (r"(?P<arch>[~./\w][\w./~-]*\.(?:tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar\.zst|tzst|zip|jar|war|apk|whl|docx|xlsx|pptx|odt|ods|epub"
                r"|7z|rar))(?![\w-]|\.\w)")
# A zip by another name: office documents, Java archives, wheels
_ZIP_KIN = re.compile(r"\.(?:zip|jar|war|apk|whl|docx|xlsx|pptx|odt|ods|epub)$", re.I)
# tar's compression letters and long options by extension, beyond tar_letter's (zstd)
_TAR_MODES = (("tar.gz", "z"), ("tgz", "z"), ("tar.bz2", "j"), ("tbz2", "j"), ("tar.xz", "J"), ("txz", "J"),
              ("tar.zst", "--zstd"), ("tzst", "--zstd"), ("tar", ""))
# Words that carry nothing once a row has read a request's names and options
_FILLER = re.compile(r"\b(?:please|can|could|would|will|you|i|we|need|want|like|to|into|in|inside|the|a|an|it|its|and|then|archive|tarball|file|files|"
                     r"folder|directory|dir|there|me|for|just|called|named|new|here|of|contents|all|everything|from|up|out|is|be|my|this|that|"
                     r"current|so|also|let'?s|go|goes|should|needs?|whole|thing|put|them|on|with)\b|[\s,.;:!?()'\"-]+", re.I)


def _understood(text: str, *spans: str) -> bool:
    """Whether ``text`` says nothing beyond ``spans`` (the parts a row read, taken out in turn) and filler words: an
    extra condition or step leaves words behind, and the row then gives the request to the model."""
    for span in sorted(spans, key=len, reverse=True):   # "src.tar.gz" before "src"
        if span:
            text = text.replace(span, " ", 1)
    return not _FILLER.sub("", text).strip()


def _tar_mode(archive: str) -> str | None:
    """tar's compression for ``archive`` as letter(s) to glue to its mode (``z``), a long option (``--zstd``), or
    None for a name that is no tar archive."""
    low = archive.lower()
    return next((mode for ext, mode in _TAR_MODES if low.endswith("." + ext)), None)


# What a request asks of an unpacking besides its archive and folder, each with the words that say it
_UNPACK_QUIET = re.compile(r"\b(?:quietly|silently|without\s+(?:any\s+)?output|no\s+output)\b", re.I)
_UNPACK_VERBOSE = re.compile(r"\b(?:verbosely|(?:and\s+)?(?:print|show|list|display)(?:ing)?\s+(?:each|every|the)\s+(?:file\s*)?(?:name|file)s?(?:\s+as\s+(?:it|they)\s+(?:comes?|goes?)\s+out|\s+as\s+it\s+goes)?)\b", re.I)
_UNPACK_KEEP_PERMS = re.compile(r"\b(?:preserv|keep)(?:e|es|ing)?\s+(?:the\s+)?(?:file\s+)?(?:permissions|modes?)(?:\s+and\s+(?:the\s+)?(?:ownership|owners))?\b", re.I)
_UNPACK_ROOT = re.compile(r"\b(?:as\s+root|with\s+sudo|using\s+sudo)\b", re.I)
_UNPACK_FLAT = re.compile(r"\b(?:flat(?:ten(?:ed)?)?|(?:ignor(?:e|ing)|without|drop(?:ping)?|junk(?:ing)?)\s+(?:the\s+|all\s+)?(?:folders|directories|paths|folder\s+structure)(?:\s+in\s+the\s+(?:zip|archive))?|with\s+no\s+sub-?(?:folders|directories))\b", re.I)
_UNPACK_MISSING = re.compile(r"\b(?:(?:that|the|this)\s+(?:folder|directory|dir)\s+(?:does\s*n'?t|does\s+not)\s+exist(?:\s+yet)?|(?:it|which)\s+(?:does\s*n'?t|does\s+not)\s+exist(?:\s+yet)?"
                             r"|creat(?:e|ing)\s+(?:it|the\s+(?:folder|directory))(?:\s+(?:first|if\s+(?:needed|missing|it\s+does\s*n'?t\s+exist)))?)\b", re.I)
_UNPACK_PASSWORD = re.compile(r"\b(?:the\s+)?(?:password|passphrase|pw|pass)\s*(?:is|=|:)?\s*(?P<pw>[^\s,;'\"]+)", re.I)
_UNPACK_OVERWRITE = re.compile(r"\b(?:overwrit(?:e|ing)|replac(?:e|ing))\s+(?:any\s+|the\s+)?existing(?:\s+files)?(?:\s+without\s+(?:asking|prompting))?\b", re.I)
# The folder an archive is unpacked into ("into /tmp/logs", "to a folder called mods", "go into ~/src")
_UNPACK_PLACE = re.compile(r"\b(?:in(?:to)?|to|under)\s+(?:(?:the|a)\s+(?:new\s+)?(?:folder|directory|dir)\s+(?:called\s+|named\s+)?|the\s+existing\s+)?"
                           r"(?P<dir>[~./\w][\w./~-]*)", re.I)
_UNPACK_PURPOSE = re.compile(r"\bso\s+(?:that\s+)?(?:i|we)\s+can\s+(?:look\s+at|see|read|inspect|browse|check)\b.*$", re.I)


def _place_in(text: str, start: int) -> re.Match | None:
    """The first folder ``_UNPACK_PLACE`` finds in ``text`` from ``start`` that is a name, not a filler word ("to go
    into ~/src": ``~/src``, not "go")."""
    return next((p for p in _UNPACK_PLACE.finditer(text, start) if not _NO_FOLDER.fullmatch(p.group("dir"))), None)


# Words after "into" or "to" that are no folder's name ("needs to go into", "to make sure")
_NO_FOLDER = re.compile(r"go|be|it|its|the|a|an|there|here|them|this|that|make|get|see|check|do|keep|have|me|my|your", re.I)


# An archive unpacked into a folder in the plain words the model's training data has ("extract x.tar.gz into /opt",
# "unzip photos.zip to ~/trip")
_PLAIN_UNPACK = re.compile(r"^\s*(?:please\s+)?(?:extract|unzip|untar|unpack|decompress)\s+(?:the\s+)?(?:archive\s+|file\s+)?[~./\w][\w./~-]*\s+"
                           r"(?:in|into|to|under|inside)\s+(?:the\s+)?(?:(?:folder|directory|dir)\s+)?[~./\w][\w./~-]*\s*[.!]?\s*$", re.I)


def _unpacked(m: re.Match) -> str | None:
    """One archive unpacked with the options a request says in words: "as root, extract rootfs.tar.gz into
    /mnt/target preserving permissions and ownership" → ``sudo tar -xpzf rootfs.tar.gz -C /mnt/target``; a folder
    that does not exist yet made first for tar (unzip and 7z make it themselves); unzip's and 7z's password, quiet
    and flat modes. None for an option the archive's tool lacks or words not read."""
    text = m.string
    archives = list(re.finditer(_ANY_ARCHIVE, text, re.I))
    if len(archives) != 1:
        return None
    arch = archives[0].group("arch")
    place = _place_in(text, archives[0].end()) or _place_in(text, 0)
    folder = place.group("dir") if place else None
    if folder == arch:
        return None
    said = {name: list(p.finditer(text)) for name, p in (("quiet", _UNPACK_QUIET), ("verbose", _UNPACK_VERBOSE), ("perms", _UNPACK_KEEP_PERMS),
                                                  ("root", _UNPACK_ROOT), ("flat", _UNPACK_FLAT), ("missing", _UNPACK_MISSING),
                                                  ("pw", _UNPACK_PASSWORD), ("over", _UNPACK_OVERWRITE), ("why", _UNPACK_PURPOSE))}
    if folder is None and not any(said[k] for k in ("quiet", "verbose", "perms", "flat", "pw")):
        return None   # "extract site.tar": the model's
    tool = re.search(r"\b(?:with|using)\s+(?:7z|7-zip|unzip|tar|unrar)\b|^\s*(?:7z|tar)\b", text, re.I)
    if not _understood(text, m.group(0), arch, place.group(0) if place else "", tool.group(0) if tool else "", *(s.group(0) for found in said.values() for s in found)):
        return None
    if folder:
        folder = folder.rstrip("/") or "/"
    sudo = "sudo " if said["root"] else ""
    mode, low = _tar_mode(arch), arch.lower()
    if not any(found for key, found in said.items() if key != "why") and (mode is not None or _ZIP_KIN.search(low)) and _PLAIN_UNPACK.match(text):
        return None   # "extract logs.tar.gz into /tmp/logs": the model writes tar's and unzip's plain form itself
    if mode is not None:
        if said["flat"] or said["pw"]:
            return None
        flags = "x" + ("v" if said["verbose"] else "") + ("p" if said["perms"] else "")
        core = f"tar -{flags}{mode}f {arch}" if not mode.startswith("--") else f"tar {mode} -{flags}f {arch}"
        if not folder:
            return sudo + core
        made = f"{sudo}mkdir -p {folder} && " if said["missing"] else ""
        return f"{made}{sudo}{core} -C {folder}"
    if said["perms"] or said["verbose"]:
        return None
    if _ZIP_KIN.search(low):
        opts = "".join((" -q" if said["quiet"] else "", " -o" if said["over"] else "", " -j" if said["flat"] else "",
                        f" -P {said['pw'][0].group('pw')}" if said["pw"] else ""))
        return f"{sudo}unzip{opts} {arch}" + (f" -d {folder}" if folder else "")
    if low.endswith(".7z"):
        opts = (" -y" if said["over"] else "") + (f" -p{said['pw'][0].group('pw')}" if said["pw"] else "")
        out = f" -o{folder.removeprefix('./')}" if folder else ""
        return f"{sudo}7z {'e' if said['flat'] else 'x'}{opts} {arch}{out}"
    if low.endswith(".rar"):
        opts = (" -o+" if said["over"] else "") + (f" -p{said['pw'][0].group('pw')}" if said["pw"] else "")
        return f"{sudo}unrar {'e' if said['flat'] else 'x'}{opts} {arch}" + (f" {folder}/" if folder else "")
    return None


# Single-file compressors: the extension each writes, its decompressor, its best and fastest levels
_SQUEEZERS = {"gzip": ("gz", "gunzip", "9", "1"), "bzip2": ("bz2", "bunzip2", "9", "1"), "xz": ("xz", "unxz", "9", "0"),
              "zstd": ("zst", "unzstd", "19", "1")}
_SQUEEZER_SAID = re.compile(r"\b(?:with|using|via|as|to)\s+(?P<tool>gzip|bzip2|xz|zstd)\b|^\s*(?:please\s+)?(?P<tool2>gzip|bzip2|xz|zstd)\b(?:\s+compress)?", re.I)
_SQUEEZE_VERB = re.compile(r"\b(?:compress|gzip|bzip2|xz|zstd)\b", re.I)
_UNSQUEEZE_VERB = re.compile(r"\b(?:decompress|uncompress|unpack|extract|gunzip|bunzip2|unxz|unzstd|unzip)\b", re.I)
_SQUEEZE_KEEP = re.compile(r"\b(?:(?:and\s+|but\s+)?keep(?:ing)?\s+(?:the\s+)?(?:original|(?:un)?compressed(?:\s+(?:copy|one|version))?|source|\.\w+|[\w-]+\.\w+)(?:\s+(?:file|copy|one))?(?:\s+(?:around|too|as\s+well))?"
                           r"|(?:and\s+|but\s+)?(?:don'?t|do\s+not)\s+(?:delete|remove|touch)\s+(?:the\s+)?(?:original|\.\w+|[\w.-]+\.\w+)(?:\s+file)?"
                           r"|(?:and\s+|but\s+)?leav(?:e|ing)\s+(?:the\s+)?(?:original|\.\w+|[\w.-]+\.\w+)(?:\s+file)?\s+(?:alone|there|in\s+place|untouched|as\s+it\s+is)"
                           r"|without\s+(?:deleting|removing)\s+(?:the\s+)?(?:original|\.\w+|[\w.-]+\.\w+)(?:\s+file)?)\b", re.I)
_SQUEEZE_DROP = re.compile(r"\b(?:and\s+)?(?:remove|delete)\s+(?:the\s+)?original(?:\s+file)?(?:\s+(?:afterwards|after(?:wards)?|when\s+done))?\b", re.I)
_SQUEEZE_LEVEL = re.compile(r"\b(?:(?:at|with|using)\s+)?(?:compression\s+)?level\s+(?P<n>\d{1,2})\b|\b(?:with\s+|using\s+|at\s+)?(?:the\s+)?(?P<best>best|maximum|max|highest|strongest)\s+compression(?:\s+level)?\b"
                            r"|\b(?:with\s+|using\s+|at\s+)?(?:the\s+)?(?P<fast>fastest|quickest)\s+(?:compression(?:\s+level)?|setting)\b", re.I)
_SQUEEZE_THREADS = re.compile(r"\b(?:using|with|on)\s+(?:all\s+(?:the\s+)?(?:cpu\s+)?(?:cores|threads|cpus)|every\s+(?:cpu\s+)?(?:core|thread|cpu))\b", re.I)
_SQUEEZE_COPY = re.compile(r"\b(?:(?:write|make|create|save|keep)\s+)?(?:(?:a\s+)?(?:gzipped|compressed|xz(?:-compressed)?|bzipped|zstd)\s+copy\s+of\s+)", re.I)
_SQUEEZE_TARGET = re.compile(r"\b(?:to|as|into)\s+(?P<out>[~./\w][\w./~-]*\.(?:gz|bz2|xz|zst)|[~./\w][\w./~-]*)\s*(?=,|\s+and\b|$)", re.I)
# A plain file a compressor reads (not an archive, not a folder), or every file of a kind ("all the .txt files")
_SQUEEZED_FILE = re.compile(r"(?P<file>[~./\w][\w./~-]*\.[A-Za-z0-9]{1,6})\b", re.I)
_SQUEEZED_KIND = re.compile(r"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+files?(?:\s+in\s+(?:this\s+(?:folder|directory|dir)|here|the\s+current\s+(?:folder|directory|dir)|(?P<dir>[~./][\w./~-]*)))?", re.I)


# Files whose "compression" is a re-encoding (ffmpeg's, ImageMagick's, Ghostscript's), not gzip's
_MEDIA = re.compile(r"\.(?:mp4|mkv|mov|avi|webm|m4v|jpe?g|png|gif|webp|tiff?|heic|pdf|mp3|wav|flac|ogg|m4a|aac)$", re.I)


def _squeezed(m: re.Match) -> str | None:
    """One file (or every file of a kind in a folder) compressed or decompressed with gzip, bzip2, xz or zstd and
    the options said in words: "xz database.sql at level 9, keep the original" → ``xz -9 -k database.sql``;
    "decompress dump.sql.gz, don't delete the .gz" → ``gunzip -k dump.sql.gz``; "write a gzipped copy of report.csv
    to /tmp/report.csv.gz" → ``gzip -c report.csv > /tmp/report.csv.gz``. None for a tar archive, a condition
    (age, size) or words not read."""
    text = m.string
    if re.search(r"\.(?:tar|tgz|tbz2|txz|zip|7z|rar)\b|\btar\b", text, re.I):
        return None   # tar's and zip's own rows and the model
    tool_said = _SQUEEZER_SAID.search(text)
    kind = _SQUEEZED_KIND.search(text)
    files = [f for f in _SQUEEZED_FILE.finditer(text) if not (kind and kind.start() <= f.start() < kind.end())]
    keep, drop, level = _SQUEEZE_KEEP.search(text), _SQUEEZE_DROP.search(text), _SQUEEZE_LEVEL.search(text)
    threads, copy, target = _SQUEEZE_THREADS.search(text), _SQUEEZE_COPY.search(text), None
    if keep:   # "leave report.csv alone" names the file again
        files = [f for f in files if not (keep.start() <= f.start() < keep.end())]
    src = files[0] if files and not kind else None
    if src is None and kind is None:
        return None
    known = [s for s in (tool_said, keep, drop, level, threads, copy, kind) if s]
    if src is not None and len(files) > 1:
        target = _SQUEEZE_TARGET.search(text, src.end())
        if target is None or len(files) > 2:
            return None
    undo = src is not None and re.search(r"\.(?:gz|bz2|xz|zst)$", src.group("file"), re.I)
    if undo:
        if not _UNSQUEEZE_VERB.search(text) or level or threads or drop or copy:
            return None
        tool = next(t for t, v in _SQUEEZERS.items() if src.group("file").lower().endswith("." + v[0]))
        verb = _UNSQUEEZE_VERB.search(text)
    else:
        verb = _SQUEEZE_VERB.search(text) if not copy else copy
        if verb is None or _UNSQUEEZE_VERB.search(text):
            return None
        tool = (tool_said.group("tool") or tool_said.group("tool2")).lower() if tool_said else ("gzip" if copy and "gz" in copy.group(0).lower() else None)
        if tool is None and re.match(r"(?:please\s+)?compress\b", text.strip(), re.I) and (keep or level or target) and src is not None \
                and not _MEDIA.search(src.group("file")):
            tool = "gzip"   # "compress notes.txt and keep the original": gzip, the default compressor
        if tool is None:
            return None
    ext, unpack, best, fast = _SQUEEZERS[tool]
    if not _understood(text, verb.group(0), src.group("file") if src else "", target.group(0) if target else "", *(s.group(0) for s in known)):
        return None
    opts = []
    if level:
        n = level.group("n") or (best if level.group("best") else fast)
        opts.append(f"-{n}")
    if threads and tool in ("xz", "zstd"):
        opts.append("-T0")
    elif threads:
        return None
    if drop and tool == "zstd":
        opts.append("--rm")
    if target:
        out = target.group("out")
        prog = unpack if undo else tool
        return f"{prog} {' '.join(opts + ['-c'])} {src.group('file')} > {out}"
    if keep:
        opts.append("-k")
    what = src.group("file") if src else (f"{kind.group('dir').rstrip('/')}/*.{kind.group('ext')}" if kind.group("dir") else f"*.{kind.group('ext')}")
    prog = unpack if undo else tool
    return f"{prog} {' '.join(opts) + ' ' if opts else ''}{what}"


# A tar archive a request writes, any compression, as group "arch"
_NEW_TAR = r"(?P<arch>[~./\w][\w./~-]*\.(?:tar|tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar\.zst|tzst|tar\.lz4))(?![\w-]|\.\w)"
# What a tar is asked to do besides packing its sources, each with the words that say it
_TAR_LEAVE_OUT = re.compile(r"(?:\bbut\s+)?\b(?:leav(?:e|ing)\s+out|exclud(?:e|ing)|skip(?:ping)?|without|except(?:\s+for)?|ignor(?:e|ing))\s+(?P<what>.+?)"
                            r"(?=\s*[,;]|\s*$|\s+(?:and\s+)?(?:use|using|with|so)\b)", re.I)
_TAR_VCS = re.compile(r"^(?:the\s+|any\s+|all\s+)?version[\s-]control(?:\s+(?:dirs?|directories|folders|files|data|stuff|metadata))?"
                      r"(?:\s+(?:like|such\s+as|e\.?g\.?)\s+\.?\w+(?:\s*(?:,|and|or)\s*\.?\w+)*)?$", re.I)
_TAR_EXCLUDE_FILE = re.compile(r"^(?:the\s+|any\s+|all\s+)?(?:patterns|files|paths|names)\s+(?:listed\s+|given\s+)?in\s+(?P<f>[~./\w][\w./~-]*)$", re.I)
_TAR_SUBFOLDER = re.compile(r"^(?:its|the)\s+(?P<name>[\w.-]+)\s+(?:sub-?)?(?:folder|directory|dir)$", re.I)
_TAR_GLOBS = re.compile(r"^(?:all\s+|any\s+|the\s+)?(?P<globs>\*?[\w*]*\.[\w*]+(?:\s*(?:,|and|or)\s*\*?[\w*]*\.[\w*]+)*)(?:\s+files)?$", re.I)
_TAR_LISTED = re.compile(r"^(?:the\s+)?(?:files|paths|names)\s+(?:listed|named|given)\s+in\s+(?P<f>[~./\w][\w./~-]*)$", re.I)
_TAR_ROOTED = re.compile(r"\bso\s+(?:that\s+)?(?:the\s+)?paths\s+(?:inside|in\s+(?:it|the\s+archive))\s+start\s+(?:at|with)\s+[\w.-]+/?(?:\s*,?\s*not\s+/?[\w./-]+)?"
                         r"|\bwithout\s+the\s+leading\s+(?:path|folders|directories)\b", re.I)
_TAR_NEWER = re.compile(r"\b(?:that\s+(?:were|was)\s+)?(?:modified|changed)\s+(?:after|since)\s+(?P<date>\d{4}-\d{2}-\d{2})\b|\bnewer\s+than\s+(?P<date2>\d{4}-\d{2}-\d{2})\b", re.I)
_TAR_PROGRAM = re.compile(r"(?:\bbut\s+)?\b(?:use|using|with|via|through)\s+(?P<prog>pigz|pbzip2|lbzip2|pixz|plzip|zstd|lz4)\b"
                          r"(?:\s+(?:so|to\s+make\s+sure)\s+(?:that\s+)?all\s+(?:the\s+)?(?:cpu\s+)?(?:cores|cpus|threads)\s+(?:get|are)\s+used)?", re.I)
_TAR_ZSTD_LEVEL = re.compile(r"\bzstd\s+(?:at\s+)?level\s+(?P<n>\d{1,2})\b|\b(?:at\s+)?(?:zstd\s+)?level\s+(?P<n2>\d{1,2})\b", re.I)
_TAR_ALL_THREADS = re.compile(r"\b(?:using\s+|with\s+|on\s+)?all\s+(?:the\s+)?(?:cpu\s+)?(?:threads|cores|cpus)\b", re.I)
_TAR_OWNER = re.compile(r"\b(?:with\s+)?(?:every|each|all)\s+(?:the\s+)?(?:files?|entries|members)\s+owned\s+by\s+(?P<u>[a-z_][\w-]*)(?::(?P<g>[a-z_][\w-]*))?"
                        r"(?:\s+(?:inside|in)\s+the\s+(?:archive|tarball))?", re.I)
_TAR_SORTED = re.compile(r"\b(?:with\s+)?(?:the\s+)?(?:member\s+|file\s*|entry\s+)?names\s+sorted\b|\b(?:with\s+(?:the\s+)?(?:members|entries|files)\s+)?(?:in\s+sorted\s+order|sorted\s+by\s+name)\b", re.I)
_TAR_AUTO = re.compile(r"\b(?:and\s+)?let\s+tar\s+(?:pick|choose|work\s+out|decide|guess)\s+(?:on\s+)?(?:the\s+)?compression(?:\s+(?:from|by)\s+the\s+(?:extension|suffix|file\s*name|name))?", re.I)
_TAR_VERBOSE = re.compile(r"\bverbosely\b|\b(?:and\s+)?(?:show|print|list)(?:ing)?\s+each\s+file(?:\s*name)?(?:\s+as\s+it(?:'s|\s+is|\s+gets)\s+added)?", re.I)
_TAR_PV = re.compile(r"\b(?:with|showing|and\s+show)\s+(?:a\s+)?(?:pv\s+)?progress\s+(?:meter|bar)(?:\s+(?:from|using)\s+pv)?|\b(?:through|using|via)\s+pv\b", re.I)
_TAR_SUDO = re.compile(r"\b(?:with\s+sudo|as\s+root|using\s+sudo)\b", re.I)
_TAR_FOLLOW = re.compile(r"\bfollow(?:ing)?\s+(?:the\s+)?sym(?:bolic\s+)?links\b|\bdereferenc\w+(?:\s+(?:the\s+)?sym(?:bolic\s+)?links)?", re.I)
_TAR_WHY = re.compile(r"\b(?:because|since|as)\s+(?:i\s+want\s+(?:it\s+)?|it(?:'s|\s+is)\s+)(?:fast|quick|faster|quicker|small|smaller)\w*\b", re.I)
# The pipe compressor of each tar compression, for a tar streamed through pv
_STREAM_SQUEEZER = {"z": "gzip", "j": "bzip2", "J": "xz", "--zstd": "zstd", "": ""}


# Hidden folders a request leaves out by name (".git"), not kinds of file (".log")
_HIDDEN_FOLDER = re.compile(r"\.(?:git|svn|hg|bzr|venv|cache|idea|vscode|tox|pytest_cache|mypy_cache|terraform|next|nuxt|gradle|m2|npm)", re.I)


def _tar_sources(said: str) -> list[str] | None:
    """The folders and files a request packs ("index.html plus the css and js folders" → index.html, css, js), or
    None for words that name no path."""
    items = [re.sub(r"^(?:the|my)\s+|\s+(?:folders?|directory|directories|dirs?)$|^(?:folders?|directory|dir)\s+", "", x.strip(), flags=re.I)
             for x in re.split(r"\s*(?:,|\bplus\b|\band\b|&)\s*", said.strip()) if x.strip()]
    if not items or any(not re.fullmatch(r"[~./\w][\w./~-]*", x) or _FILLER.fullmatch(x) for x in items):
        return None
    return [x.rstrip("/") or "/" for x in items]


def _tar_written(m: re.Match) -> str | None:
    """A tar written with the options a request says in words: "src.tar.gz from src, leaving out *.o and *.tmp
    files" → ``tar --exclude='*.o' --exclude='*.tmp' -czf src.tar.gz src``; files listed in a file (-T), version
    control left out, a pattern file (-X), paths rooted at the folder itself (-C), newer files only, a compressor
    program (pigz, lz4, zstd at a level), owner root, sorted names, compression from the name (-a), a pv meter. None
    when nothing is asked beyond a plain archive (the model's) or words are not read."""
    text, arch, rest = m.string, m.group("arch"), m.group("rest") or ""
    listed = _TAR_LISTED.match(m.group("src").strip())
    sources = None if listed else _tar_sources(m.group("src"))
    if not listed and not sources:
        return None
    mode = _tar_mode(arch)
    if mode is None and not arch.lower().endswith(".tar.lz4"):
        return None
    lz4 = arch.lower().endswith(".lz4") and re.search(r"\blz4\b", rest, re.I)
    if mode is None and not lz4:
        return None
    spans, pre = [m.group("head") or "", m.group("src"), arch], []
    for leave in _TAR_LEAVE_OUT.finditer(rest):
        what = leave.group("what").strip()
        vcs, xfile, sub, globs = _TAR_VCS.match(what), _TAR_EXCLUDE_FILE.match(what), _TAR_SUBFOLDER.match(what), _TAR_GLOBS.match(what)
        if vcs:
            pre.append("--exclude-vcs")
        elif xfile:
            pre.append(f"-X {xfile.group('f')}")
        elif sub and sub.group("name").startswith("."):
            pre.append(f"--exclude={sub.group('name')}")   # ".git": a hidden folder's name, at any depth
        elif sub and sources and len(sources) == 1:
            pre.append(f"--exclude='{sources[0]}/{sub.group('name')}'")
        elif globs:
            pre += [f"--exclude={g}" if _HIDDEN_FOLDER.fullmatch(g) else f"--exclude='{'*' if g.startswith('.') else ''}{g}'"
                    for g in re.split(r"\s*(?:,|\band\b|\bor\b)\s*", globs.group("globs")) if g]
        else:
            return None
        spans.append(leave.group(0))
    flags, program = "", None
    found = {name: p.search(rest) for name, p in (("rooted", _TAR_ROOTED), ("newer", _TAR_NEWER), ("prog", _TAR_PROGRAM), ("level", _TAR_ZSTD_LEVEL),
                                                   ("threads", _TAR_ALL_THREADS), ("owner", _TAR_OWNER), ("sorted", _TAR_SORTED), ("auto", _TAR_AUTO),
                                                   ("verbose", _TAR_VERBOSE), ("pv", _TAR_PV), ("sudo", _TAR_SUDO), ("follow", _TAR_FOLLOW), ("why", _TAR_WHY))}
    found["sudo"] = found["sudo"] or _TAR_SUDO.search(m.group("head") or "")
    spans += [f.group(0) for f in found.values() if f]
    if lz4:
        spans.append(lz4.group(0))
    if found["owner"]:
        pre += [f"--owner={found['owner'].group('u')}", f"--group={found['owner'].group('g') or found['owner'].group('u')}"]
    if found["sorted"]:
        pre.append("--sort=name")
    if found["newer"]:
        pre.append(f"--newer-mtime='{found['newer'].group('date') or found['newer'].group('date2')}'")
    if found["prog"] or found["level"] or lz4 or (found["threads"] and mode == "--zstd"):
        prog = found["prog"].group("prog").lower() if found["prog"] else ("lz4" if lz4 else "zstd")
        if prog == "zstd" and mode != "--zstd" or prog == "lz4" and not arch.lower().endswith(".lz4") or found["pv"]:
            return None
        if prog in ("pigz", "pbzip2", "lbzip2", "pixz", "plzip") and {"pigz": "z", "pbzip2": "j", "lbzip2": "j", "pixz": "J", "plzip": "lzip"}[prog] != mode:
            return None
        level = found["level"] and (found["level"].group("n") or found["level"].group("n2"))
        if level and prog != "zstd":
            return None
        extra = (f" -{level}" if level else "") + (" -T0" if found["threads"] and prog == "zstd" else "")
        program = f"'{prog}{extra}'" if extra else prog
        pre.append(f"-I {program}")
    elif found["threads"] or found["level"]:
        return None
    if found["verbose"]:
        flags += "v"
    if found["follow"]:
        flags += "h"
    if not (pre or listed or found["rooted"] or found["auto"] or found["pv"] or found["sudo"] or flags or (sources and len(sources) > 1)):
        return None   # a plain archive: the model's
    if not _understood(text, *spans):
        return None
    if program:
        mode = ""
    elif found["auto"]:
        mode = "a"
    sudo = "sudo " if found["sudo"] else ""
    if listed:
        if found["rooted"]:
            return None
        what = f"-T {listed.group('f')}"
    elif found["rooted"]:
        if len(sources) != 1 or "/" not in sources[0].strip("/"):
            return None
        parent, _, base = sources[0].rpartition("/")
        what = f"-C {parent or '/'} {base}"
    else:
        what = " ".join(sources)
    if found["pv"]:
        if pre or listed or mode == "a":
            return None
        squeeze = _STREAM_SQUEEZER[mode]
        return f"{sudo}tar -c{flags}f - {what} | pv" + (f" | {squeeze}" if squeeze else "") + f" > {arch}"
    lead = " ".join(pre) + " " if pre else ""
    core = f"-c{flags}{mode}f" if not mode.startswith("--") else f"{mode} -c{flags}f"
    return f"{sudo}tar {lead}{core} {arch} {what}"

# What a 7z archive is asked to be besides its folder, each with the words that say it
_SEVEN_PROMPT = re.compile(r"\b(?:with\s+a\s+password|password[\s-]protect(?:ed)?|(?:and\s+)?(?:ask(?:ing)?|prompt(?:ing)?)\s+(?:me\s+)?for\s+(?:the\s+|a\s+)?password|\(\s*prompt\s+for\s+the\s+password\s*\))", re.I)
_SEVEN_HIDE = re.compile(r"\b(?:and\s+)?(?:hide|encrypt)\s+the\s+file\s*names(?:\s+too|\s+as\s+well)?\b", re.I)
_SEVEN_AES = re.compile(r"\b(?:an?\s+)?AES-?256(?:[\s-]encrypted)?\b", re.I)
_SEVEN_ULTRA = re.compile(r"\b(?:with\s+)?(?:ultra|maximum|max|best|highest)\s+compression\b", re.I)
_SEVEN_VOLUMES = re.compile(r"\bsplit\s+(?:it\s+)?into\s+(?P<size>\d+)\s*(?P<unit>[KMG])B?\s+(?:volumes|parts|pieces|chunks)\b", re.I)
_SEVEN_EXCLUDE = re.compile(r"\b(?:excluding|skipping|without|leaving\s+out)\s+(?:all\s+)?(?:the\s+)?(?P<glob>\*?\.\w+)(?:\s+files)?\b", re.I)
# The folder a 7z archive packs: "7z the taxes folder into", "compress vm-images with 7z into", "of the dataset folder"
_SEVEN_SOURCE = re.compile(r"(?:\b7z|\bcompress|\barchive|\bpack)\s+(?:the\s+)?(?P<src>[~./\w][\w./~-]*)(?:\s+(?:folder|directory|dir))?\s+(?:with\s+7z\s+)?(?:in)?to\b"
                           r"|\bof\s+(?:the\s+)?(?P<src2>[~./\w][\w./~-]*)\s+(?:folder|directory|dir)\b", re.I)


def _seven_made(m: re.Match) -> str | None:
    """A 7z archive (or a zip 7z writes) of a folder with the options said in words: "7z the taxes folder into
    taxes.7z with a password and hide the file names too" → ``7z a -p -mhe=on taxes.7z taxes``; ultra compression
    (-mx=9), volumes (-v1g), a kind left out (-xr'!*.log'), AES-256 for a zip. None with nothing asked beyond a
    plain archive, or words not read."""
    text, arch = m.string, m.group("arch")
    src = _SEVEN_SOURCE.search(text)
    if src is None:
        return None
    folder = (src.group("src") or src.group("src2")).rstrip("/")
    if _FILLER.fullmatch(folder) or folder == arch:
        return None
    found = {name: list(p.finditer(text)) for name, p in (("prompt", _SEVEN_PROMPT), ("hide", _SEVEN_HIDE), ("aes", _SEVEN_AES), ("ultra", _SEVEN_ULTRA),
                                                   ("volumes", _SEVEN_VOLUMES), ("exclude", _SEVEN_EXCLUDE))}
    if not any(found.values()):
        return None
    lead = re.match(r"\s*(?:please\s+)?(?:use\s+7z\s+to\s+(?:make|create)|(?:make|create)|7z|compress|archive|pack)\b", text, re.I)
    tool = re.search(r"\b(?:with|using)\s+7z\b|\b7z\b", text, re.I)
    spans = [s.group(0) for f in found.values() for s in f] + [src.group(0), arch, lead.group(0) if lead else "", tool.group(0) if tool else "",
                                                           "->", "encrypted", "7z archive"]
    if not _understood(text, *spans):
        return None
    is_zip = arch.lower().endswith(".zip")
    if (found["hide"] and is_zip) or (found["aes"] and not is_zip):
        return None
    opts = (["-tzip"] if is_zip else []) + (["-p"] if found["prompt"] or found["aes"] or found["hide"] else []) \
        + (["-mhe=on"] if found["hide"] else []) + (["-mem=AES256"] if found["aes"] else []) + (["-mx=9"] if found["ultra"] else []) \
        + ([f"-v{found['volumes'][0].group('size')}{found['volumes'][0].group('unit').lower()}"] if found["volumes"] else [])
    globs = [f"-xr'!{'' if x.group('glob').startswith('*') else '*'}{x.group('glob')}'" for x in found["exclude"]]
    tail = "".join(" " + g for g in globs)
    return f"7z a {' '.join(opts) + ' ' if opts else ''}{arch} {folder}{tail}"


# A 7z or rar archive named in a request, as group "arch"
_SEVEN_NAME = r"(?P<arch>[~./\w][\w./~-]*\.(?:7z|rar))(?![\w-]|\.\w)"


def _seven_listed(m: re.Match) -> str:
    """The members of a 7z or rar archive listed with its own tool: ``7z l drivers.7z``, ``unrar l photos.rar``."""
    arch = m.group("arch")
    return f"unrar l {arch}" if arch.lower().endswith(".rar") else f"7z l {arch}"


def _added(m: re.Match) -> str | None:
    """Files added to an existing archive with the tool of its kind: "add new_chapter.docx to book.7z" → ``7z a
    book.7z new_chapter.docx``; a zip's ``zip``, an uncompressed tar's ``tar -rf`` (a compressed tar cannot grow)."""
    arch, files = m.group("arch"), re.split(r"\s*(?:,|\band\b)\s*", m.group("files").strip())
    if not all(re.fullmatch(r"[~./\w][\w./~*-]*", f) for f in files):
        return None
    low, names = arch.lower(), " ".join(files)
    if low.endswith(".7z"):
        return f"7z a {arch} {names}"
    if low.endswith(".zip"):
        return f"zip {arch} {names}"
    if low.endswith(".tar"):
        return f"tar -rf {arch} {names}"
    return None


def _split_named(m: re.Match) -> str:
    """``split`` cutting a file into pieces of a size, the pieces' prefix and suffixes from the names the request
    shows: "named bigdump.tar.gz.part_aa, part_ab …" → prefix ``bigdump.tar.gz.part_``; "3-digit numeric suffixes
    like db.tar.xz.000" → ``-d -a 3`` and prefix ``db.tar.xz.``."""
    size = re.sub(r"\s+", "", m.group("size")).upper().rstrip("B")
    digits = m.group("digits")
    shown = m.group("shown") or m.group("like") or ""
    if digits or re.search(r"\d$", shown):
        prefix = re.sub(r"\d+$", "", shown) or m.group("file") + "."
        width = digits or str(len(re.search(r"\d+$", shown).group(0)))
        return f"split -b {size} -d -a {width} {m.group('file')} {prefix}"
    prefix = re.sub(r"a[a-z]$", "", shown) if shown else m.group("prefix")
    return f"split -b {size} {m.group('file')} {prefix}"

# What a zip is asked to be besides its sources: parts of a size, links stored as links, hidden files in
_ZIP_PARTS = re.compile(r"\b(?:as\s+a\s+split\s+zip\s+(?:with|in)|split\s+(?:it\s+)?into|in)\s+(?P<size>\d+)\s*(?P<unit>[KMG])B?\s+(?:parts|pieces|volumes|chunks)\b", re.I)
_ZIP_LINKS = re.compile(r"\b(?:storing|keeping|preserving|store|keep)\s+(?:the\s+)?sym(?:bolic\s+)?links\s+as\s+(?:sym)?links(?:\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+files\s+they\s+point\s+(?:to|at)|following\s+them))?\b", re.I)
_ZIP_HIDDEN = re.compile(r"\b(?:with\s+|including\s+)?(?:the\s+)?hidden\s+(?:files|ones|dot\s*files)(?:\s+(?:included|too|as\s+well))?\b|\bincluding\s+(?:the\s+)?dot\s*files\b", re.I)
# The sources of a zip: "the raw_footage folder", "everything in the current directory", "bin"
_ZIP_SOURCE = re.compile(r"^(?:the\s+|my\s+)?(?:(?:folder|directory|dir)\s+)?(?P<src>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?$"
                         r"|^(?P<here>everything|all(?:\s+the\s+files)?)\s+(?:in\s+)?(?:here|this\s+(?:folder|directory|dir)|the\s+current\s+(?:folder|directory|dir))$", re.I)


def _zip_made(m: re.Match) -> str | None:
    """``zip -r`` of a folder with the options a request says in words: "create footage.zip from the raw_footage
    folder as a split zip with 2GB parts" → ``zip -r -s 2g footage.zip raw_footage``; symlinks stored as links
    (-y); everything here with hidden files (``.``, which takes them where ``*`` does not). None with nothing asked
    beyond a plain zip (the model's) or words not read."""
    text, zipfile = m.string, m.group("zip") or m.group("zip2")
    head, said = m.group("head") or m.group("head2"), m.group("src") or m.group("src2")
    rest = " ".join(g or "" for g in (m.group("rest"), m.group("rest2"), m.group("rest3")))
    source = _ZIP_SOURCE.match(said.strip())
    if source is None:
        return None
    src = "." if source.group("here") else source.group("src").rstrip("/") or "/"
    src = place_said(src)
    if _FILLER.fullmatch(src) and src != ".":
        return None
    parts, links, hidden = _ZIP_PARTS.search(rest), _ZIP_LINKS.search(rest), _ZIP_HIDDEN.search(rest)
    if not (parts or links or hidden):
        return None
    if not _understood(text, head, said, zipfile, *(f.group(0) for f in (parts, links, hidden) if f)):
        return None
    if hidden and src != ".":
        return None
    split = f" -s {parts.group('size')}{parts.group('unit').lower()}" if parts else ""
    return f"zip -r{'y' if links else ''}{split} {zipfile} {src}"


# The byte multiples a size in a request is said with (binary: "10 MiB", "10M", "10 MB" alike)
_BYTES = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}


def _members_over(m: re.Match) -> str | None:
    """The listing lines of a tar archive's members bigger than a size: awk on the size column of ``tar -tv``."""
    letter = tar_letter(m.group("arch"))
    if letter is None:
        return None
    unit = (m.group("unit") or "").lower()[:1]
    size = int(m.group("n")) * _BYTES.get(unit, 1)
    return f"tar -tv{letter}f {m.group('arch')} | awk '$3 > {size}'"


# Each compressed format's reader to stdout and its compressor from stdin, by extension
_CATS = {"gz": "zcat", "tgz": "zcat", "bz2": "bzcat", "tbz2": "bzcat", "xz": "xzcat", "txz": "xzcat", "zst": "zstdcat"}
_PACKERS = {"gz": "gzip", "tgz": "gzip", "bz2": "bzip2", "tbz2": "bzip2", "xz": "xz", "txz": "xz", "zst": "zstd"}


def _recompressed(m: re.Match) -> str | None:
    """A compressed file rewritten in another compression without an unpacked copy on disk: "recompress
    data.tar.gz as data.tar.xz" → ``zcat data.tar.gz | xz > data.tar.xz``."""
    old, new = m.group("old"), m.group("new")
    cat, pack = _CATS.get(old.rsplit(".", 1)[-1].lower()), _PACKERS.get(new.rsplit(".", 1)[-1].lower())
    if not (cat and pack) or cat.startswith(pack[:2]) and old.rsplit(".", 1)[-1] == new.rsplit(".", 1)[-1]:
        return None
    return f"{cat} {old} | {pack} > {new}"


ROWS = (
    # zip's own options said in words: a folder left out of an unzip, an archive brought up to date, paths not stored,
    # only files of one kind
    (re.compile(r"^\s*(?:please\s+)?unzip\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:excluding|without|except(?:\s+for)?|skipping|but\s+not|(?:but\s+)?(?:skip|exclude|ignore|leave\s+out))\s+(?:the\s+)?"
                r"(?P<dir>[\w.-]+)(?P<kind>\s+(?:junk|folder|directory|dir|stuff))?\s*$", re.I),
     lambda m: f"unzip {m.group('zip')} -x '{m.group('dir')}/*'" if m.group("kind") or m.group("dir").startswith(("__", ".")) else None),
    (re.compile(r"^\s*(?:please\s+)?update\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+with\s+(?:(?:any\s+|the\s+|all\s+(?:the\s+)?)?(?:changed|new|modified|newer)\s+(?:or\s+new\s+)?files"
                r"|(?:whatever|anything|everything|what)\s+(?:has\s+)?(?:changed|been\s+(?:changed|modified)|is\s+new)(?:\s+or\s+(?:got|been|was|has\s+been)\s+added)?)\s+(?:in|from|under)\s+"
                r"(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s*[.!]?\s*$", re.I),
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
    (re.compile(r"\b(?:test|check|verify)\s+(?:the\s+integrity\s+of\s+)?(?:every|each|all(?:\s+the)?)\s+\.?(?P<ext>gz|bz2|xz|zip)\s+(?:files?|archives?)\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*\w)\b", re.I),
     lambda m: (f'for f in {m.group("dir")}/*.zip; do unzip -tq "$f"; done' if m.group("ext").lower() == "zip"
                else f"{ {'gz': 'gzip', 'bz2': 'bzip2', 'xz': 'xz'}[m.group('ext').lower()] } -t {m.group('dir')}/*.{m.group('ext')}")),
    # "extract every .tar.gz file in this directory", "unzip each zip in downloads into its own folder": one run per archive
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|untar|unzip|decompress|open)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?)\s+(?:the\s+)?"
                r"\.?(?P<kind>tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip)\s*(?:files?|archives?|tarballs?)?"
                r"(?:\s+(?:in|from|inside)\s+(?:(?:this|the\s+current)\s+(?:directory|folder|dir)|(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?)|\s+here)?"
                r"(?P<own>\s+(?:each\s+)?in(?:to)?\s+(?:its|their)\s+own\s+(?:folder|directory|dir)(?:\s+named\s+after\s+(?:it|the\s+\w+(?:\s+file)?|them))?"
                r"|\s*,?\s+(?:each(?:\s+one)?\s+)?in(?:to)?\s+a\s+(?:folder|directory|dir)\s+(?:named|called)\s+after\s+(?:it|itself|the\s+(?:zip|archive|file|tarball)))?\s*$", re.I),
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
    (re.compile(r"^\s*(?:in\s+(?:the\s+current\s+(?:folder|directory|dir)|this\s+(?:folder|directory|dir)|here)\s*,?\s+)?(?:please\s+)?(?P<tool>zip|tar(?:\s+and\s+gzip)?|compress|archive)\s+(?:up\s+)?(?:each|every)\s+(?:sub-?)?(?:folder|directory|dir)"
                r"(?:\s+(?:of|in)\s+(?:the\s+current\s+(?:folder|directory|dir)|this\s+(?:folder|directory|dir)|here))?"
                r"\s+(?:in)?to\s+its\s+own\s+(?P<kind>zip|tar\.gz|tarball|archive|\.zip|\.tar\.gz)(?:\s+(?:file|archive))?(?:\s+named\s+after\s+(?:it|the\s+(?:folder|directory|dir)))?"
                r"(?:\s*\(\s*(?:e\.?g\.?\s*)?[\w.-]+/?\s*->\s*[\w.-]+\s*\))?\s*$", re.I),
     lambda m: ('for d in */; do zip -r "${d%/}.zip" "$d"; done' if "zip" in (m.group("tool") + m.group("kind")).lower()
                else 'for d in */; do tar -czf "${d%/}.tar.gz" "$d"; done')),
    # tar's other modes and listings said in words: a detailed listing, the biggest members, the members under a path,
    # their total size, an update, two archives concatenated, a comparison with the disk, a verified write
    (re.compile(r"\b(?:detailed|verbose|long|full)\s+listing(?:\s+with\s+(?:the\s+)?(?:permissions|sizes|dates|owners|times|modes)(?:\s*(?:,|and)\s*(?:the\s+)?(?:permissions|sizes|dates|owners|times|modes))*)?"
                r"\s+of\s+(?:the\s+)?(?:(?:files|entries|members)\s+(?:in|inside)\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.(?:tar(?:\.gz|\.bz2|\.xz)?|tgz|tbz2?|txz))", re.I),
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
    (re.compile(r"^\s*(?:delete|remove)\s+(?P<member>[\w./-]+)\s+from\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.tar)"
                r"(?:\s*\(\s*(?:an?\s+|the\s+)?(?:plain\s+)?(?:uncompressed\s+)?tar(?:\s+(?:file|archive))?\s*\))?\s*$", re.I),
     lambda m: f"tar --delete -f {m.group('arch')} {m.group('member')}"),
    (re.compile(r"^\s*(?:count\s+(?:how\s+many|the)\s+(?:entries|files|members)|how\s+many\s+(?:entries|files|members))\s+(?:are\s+)?(?:there\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | wc -l"),
    (re.compile(r"^\s*(?:list|show)\s+(?:only|just)\s+the\s+\.(?P<ext>\w+)\s+files\s+(?:contained\s+)?(?:in|inside)\s+"
                rf"{_TAR_NAME}\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{m.group('ext')}'"),
    # "does logs-march.tar.xz have an error.log in it"
    (re.compile(rf"^\s*does\s+{_TAR_NAME}\s+(?:have|has|contain|include)\s+(?:an?\s+|the\s+(?:file\s+)?|(?:anything|any\s+files?|a\s+file)\s+with\s+)?(?P<member>[\w.-]*/[\w./-]+|[\w-]+\.\w+|(?<=with\s)[\w.-]+(?=\s+in\s+(?:the|its)\s+name))"
                r"(?:\s+(?:in\s+it|inside(?:\s+it)?|in\s+(?:the|its)\s+(?:file\s*)?name))?\s*\??\s*$"
                rf"|^\s*is\s+(?:there\s+(?:an?\s+)?)?(?P<member2>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+(?:somewhere\s+)?(?:in|inside)\s+{_TAR_NAME.replace('arch', 'arch2')}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch') or m.group('arch2')) or ''}f {m.group('arch') or m.group('arch2')} | grep {m.group('member') or m.group('member2')}"),   # (at any depth)
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
    (re.compile(r"\bextract\s+(?:only|just)\s+(?:the\s+)?\.(?P<ext>\w+)\s+files\s+from\s+(?P<arch>[~./\w][\w./~-]*\.(?:zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar))\b"
                r"(?:\s+(?:in)?to\s+(?:the\s+)?(?:(?:folder|directory)\s+)?(?P<dir>[~./\w][\w./~-]*))?", re.I),
     lambda m: f"unzip {m.group('arch')} '*.{m.group('ext')}'" + (f" -d {m.group('dir').removeprefix('./').rstrip('/')}" if m.group("dir") else "")
     if m.group("arch").endswith(".zip")
     else f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')}" + (f" -C {m.group('dir')}" if m.group("dir") else "") + f" --wildcards '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:unzip|extract)\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s+(?:except|but\s+not|without|leaving\s+out|skipping)\s+(?:for\s+)?(?:the\s+)?\.(?P<ext>\w+)\s+files\b", re.I),
     lambda m: f"unzip {m.group('zip')} -x '*.{m.group('ext')}'"),
    (re.compile(r"\b(?:print|list|show)\s+(?:only|just)\s+the\s+(?:file\s*)?names\s+(?:stored\s+|of\s+the\s+files\s+)?in\s+(?P<zip>[~./\w][\w./~-]*\.zip)\b"
                r"|^\s*(?:only|just)\s+the\s+(?:file\s*)?names\s+(?:stored\s+)?(?:in|of)\s+(?P<zip2>[~./\w][\w./~-]*\.zip)(?:\s*,?\s*one\s+(?:per|a)\s+line)?\s*$", re.I),
     lambda m: f"zipinfo -1 {m.group('zip') or m.group('zip2')}"),
    (re.compile(r"\b(?:join|combine|reassemble|concatenate|glue)\s+(?:the\s+)?(?P<glob>[~./\w][\w./~-]*\*)(?:\s+(?:pieces|parts|chunks))?(?:\s+back)?(?:\s+together)?"
                r"(?:\s+into\s+(?P<file>[~./\w][\w./~-]*\w)|\s*$)", re.I),
     lambda m: f"cat {m.group('glob')} > {m.group('file') or _whole_name(m.group('glob'))}" if m.group("file") or _whole_name(m.group("glob")) else None),
    # "extract only the pdf files from docs.zip", "unzip just the .csv files in data.zip"
    (re.compile(r"\b(?:extract|unzip|unpack|pull\s+out|get)\s+(?:only|just)\s+(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+(?:files\s+)?(?:from|in|out\s+of)\s+"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\b(?:\s+(?:in)?to\s+(?:the\s+)?(?:(?:folder|directory)\s+)?(?P<dir>[~./\w][\w./~-]*))?", re.I),
     lambda m: f"unzip {m.group('zip')} '*.{_singular_ext(m.group('ext'))}'" + (f" -d {m.group('dir').removeprefix('./').rstrip('/')}" if m.group("dir") else "")),
    # "extract installer.7z to /tmp/installer": 7z's folder is glued to -o
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|unzip|decompress)\s+(?:the\s+)?(?:archive\s+)?(?P<arch>[~./\w][\w./~-]*\.7z)\s+(?:in)?to\s+(?:the\s+)?(?:folder\s+|directory\s+)?"
                r"(?P<dir>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"7z x {m.group('arch')} -o{m.group('dir')}"),
    # "pull all the .jpg files out of images.tar.gz": the members by a wildcard
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack|pull|get|take)\s+(?:out\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?\.?(?P<ext>[A-Za-z0-9]{1,5})\s+files\s+(?:out\s+of|from)\s+"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tbz2|tar\.xz|txz|tar))\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --wildcards '*.{_singular_ext(m.group('ext'))}'"),
    # "check if photos.zip is corrupted", "test the integrity of backup.tar.gz", "check dump.tar.xz for corruption"
    (re.compile(r"\b(?:(?:check|test|verify|see|make\s+sure)\s+(?:(?:if|whether|that)\s+)?(?:the\s+(?:(?:zstd|gzip|xz|bzip2)\s+)?compression\s+of\s+)?|^\s*is\s+)"
                r"(?P<file>[~./\w][\w./~-]*\.(?:zip|gz|tgz|bz2|xz|7z|zst))\s+(?:is\s+)?(?:corrupt(?:ed)?|broken|damaged|ok|okay|intact|fine|good"
                r"|(?:an?\s+)?valid(?:\s+(?:zip|gzip|xz|bzip2|zstd|7z|compressed))?(?:\s+(?:file|archive))?)\b"
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
    (re.compile(r"^\s*(?:please\s+)?(?:search|grep|look\s+through)\s+(?:in\s+|through\s+)?(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?)?(?:rotated\s+|old\s+)?(?:compressed\s+)?(?:(?:log\s+)?file\s+)?"
                r"(?P<file>[~./\w][\w./~*-]*\.(?:gz|bz2|xz))(?:\s+(?:files|logs))?(?P<how>(?:\s+(?:case[\s-]*insensitive(?:ly)?|ignoring\s+case))?)\s+for\s+(?:the\s+(?:word|string|text)\s+)?"
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
                r"(?P<file>[~./\w][\w./~-]*\.(?:gz|xz|zip))\s*\??\s*$"
                r"|^\s*how\s+big\s+(?:will|would|is)\s+(?P<file2>[~./\w][\w./~-]*\.(?:gz|xz))\s+(?:be\s+)?(?:once|when|after)\s+(?:(?:it'?s|it\s+is|being)\s+)?(?:de|un)compressed\s*\??\s*$", re.I),
     lambda m: f"{'xz' if m.group('file2').lower().endswith('.xz') else 'gzip'} -l {m.group('file2')}" if m.group("file2") else f"unzip -v {m.group('file')}" if m.group("file").lower().endswith(".zip")
               else f"{'xz' if m.group('file').lower().endswith('.xz') else 'gzip'} -l {m.group('file')}"),
    # "print etc/hosts from inside backup.tar.gz to the screen without extracting it"
    (re.compile(r"\b(?:print|show|cat|display|read|output)\s+(?:the\s+file\s+)?(?P<member>[\w.-]+(?:/[\w.-]+)*)\s+(?:from|in|out\s+of)\s+(?:inside\s+)?(?:the\s+archive\s+)?"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.bz2|tar\.xz|tar|zip))\b(?:\s+(?:to\s+(?:the\s+)?(?:screen|stdout|terminal)|on\s+(?:the\s+)?screen))?"
                r"(?:\s*,?\s+(?:without\s+(?:extracting|unpacking|unzipping|untarring|writing)|(?:and\s+)?(?:don'?t|do\s+not)\s+(?:write|extract|unpack|save))\b.*)?\s*[.!]?\s*$", re.I),
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
                r"(?:\s+(?:in\s+it|inside(?:\s+it)?))?\s*\??\s*$"
                r"|^\s*is\s+(?:there\s+(?:an?\s+)?)?(?P<member2>[\w.-]*/[\w./-]+|[\w-]+\.\w+)\s+(?:somewhere\s+)?(?:in|inside)\s+(?P<zip2>[~./\w][\w./~-]*\.zip)\s*\??\s*$", re.I),
     lambda m: f"unzip -l {m.group('zip') or m.group('zip2')} | grep {m.group('member') or m.group('member2')}"),
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
    # "I need logs.tar.bz2 extracted into /tmp/logs, that folder doesn't exist yet", "quietly unzip node-v20.zip to
    # /opt": one archive unpacked with options said in words
    (re.compile(r"\b(?:extract\w*|extrcat\w*|unpack\w*|untar\w*|unzip\w*|decompress\w*|unrar)\b|\bdump\s+(?:all\s+)?(?:the\s+)?files\s+(?:from|out\s+of)\b", re.I), _unpacked),
    # "xz database.sql at level 9, keep the original", "decompress dump.sql.gz, don't delete the .gz"
    (re.compile(r"\b(?:compress|decompress|uncompress|gzip|gunzip|bzip2|bunzip2|xz|unxz|zstd|unzstd)\b|\b(?:gzipped|compressed)\s+copy\b", re.I), _squeezed),
    # "tar /var/lib/mysql into mysql.tar.gz so the paths inside start at mysql/", "src.tar.gz from src, leaving out
    # *.o and *.tmp files": a tar with options said in words
    (re.compile(r"^\s*(?P<head>(?:please\s+)?(?:(?:with\s+sudo|as\s+root)\s*,?\s+)?(?:tar(?:\s*(?:\+|and)\s*(?:gzip|gz|bzip2|xz|zstd))?|tar\.gz|tgz|tar\.xz|archive|pack|bundle|put|compress)(?:\s+up)?)"
                rf"\s+(?P<src>.+?)\s+(?:in)?to\s+(?:a\s+(?:new\s+)?(?:archive|tarball)\s+(?:called|named)\s+)?{_NEW_TAR}(?P<rest>(?:\s*[,;]|\s+).*)?$", re.I),
     _tar_written),
    (re.compile(rf"^\s*(?P<head>(?:please\s+)?(?:(?:make|create|build|write|produce)\s+(?:me\s+)?(?:an?\s+)?(?:archive\s+|tarball\s+)?)?){_NEW_TAR}\s+(?:of|from|containing)\s+"
                r"(?P<src>[^,;]+?)(?P<rest>(?:\s*[,;]|\s+(?:and|but|so|using|use|with|skipping|excluding|leaving|without|except|ignoring|owned|sorted|that|modified|changed|newer"
                r"|following|lz4|zstd|pigz|as|verbosely|showing)\b).*)?$", re.I),
     _tar_written),
    # "7z the taxes folder into taxes.7z with a password and hide the file names too", "use 7z to make an AES-256
    # encrypted contracts.zip of the contracts folder"
    (re.compile(r"(?=.*\b7z\b)(?=.*?(?P<arch>[~./\w][\w./~-]*\.(?:7z|zip))(?![\w-]|\.\w))", re.I), _seven_made),
    # "list files in drivers.7z", "photos.rar - what's in it": a 7z's or rar's members
    (re.compile(r"^\s*(?:please\s+)?(?:(?:list|show)\s+(?:me\s+)?(?:the\s+)?(?:files|contents|members|entries)\s+(?:in|of|inside)\s+(?:the\s+)?(?:archive\s+)?"
                rf"|what(?:'s|\s+is)\s+(?:in|inside)\s+){_SEVEN_NAME}\s*\??\s*$|^\s*{_SEVEN_NAME.replace('arch', 'arch2')}\s*[-:,]\s*what(?:'s|\s+is)\s+in(?:side)?\s+it\s*\??\s*$", re.I),
     lambda m: _seven_listed(m) if m.group("arch") else f"{'unrar' if m.group('arch2').lower().endswith('.rar') else '7z'} l {m.group('arch2')}"),
    # "add new_chapter.docx to book.7z", "append notes.txt to the existing archive.tar"
    (re.compile(r"^\s*(?:please\s+)?(?:add|append)\s+(?P<files>[~./\w][\w./~*-]*(?:\s*(?:,|and)\s*[~./\w][\w./~*-]*)*)\s+(?:in)?to\s+(?:the\s+)?(?:existing\s+)?(?:archive\s+)?"
                r"(?P<arch>[~./\w][\w./~-]*\.(?:7z|zip|tar))\s*$", re.I),
     _added),
    # "take draft.txt out of notes.7z (delete it from the archive)", "delete old.log from logs.7z"
    (re.compile(rf"^\s*(?:please\s+)?(?:delete|remove|take)\s+(?P<member>[\w./*-]+)\s+(?:out\s+of|from)\s+(?:inside\s+)?(?:the\s+archive\s+)?{_SEVEN_NAME.replace('|rar', '')}"
                r"(?:\s*\(?\s*(?:delete|remove)\s+it\s+from\s+the\s+archive\s*\)?)?\s*$", re.I),
     lambda m: f"7z d {m.group('arch')} {m.group('member')}"),
    # "settings.7z - I only want config.ini from it", "extract just config.ini from settings.7z"
    (re.compile(r"^\s*(?P<arch>[~./\w][\w./~-]*\.7z)\s*[-:,]\s*(?:i\s+)?(?:only|just)\s+(?:want|need)\s+(?P<member>[\w./-]+\.\w+)\s+(?:from|out\s+of)\s+it\s*$"
                r"|^\s*(?:please\s+)?(?:extract|get|pull(?:\s+out)?)\s+(?:only\s+|just\s+)(?:the\s+file\s+)?(?P<member2>[\w./-]+\.\w+)\s+(?:from|out\s+of)\s+(?P<arch2>[~./\w][\w./~-]*\.7z)\s*$", re.I),
     lambda m: f"7z x {m.group('arch') or m.group('arch2')} {m.group('member') or m.group('member2')}"),
    # "i have backup.7z.001 .002 .003, extract the whole thing": 7z reads the volumes from the first
    (re.compile(r"(?P<first>[~./\w][\w./~-]*\.(?:7z|zip|rar)\.001)\b(?:\s*,?\s*\.?\d{3})*\s*,?\s*(?:(?:and\s+)?(?:so\s+on|etc)\s*,?\s*)?(?:please\s+)?(?:extract|unpack|open)\s+"
                r"(?:the\s+whole\s+thing|(?:all\s+of\s+)?it|them(?:\s+all)?|everything)\s*$", re.I),
     lambda m: f"7z x {m.group('first')}"),
    # "split bigdump.tar.gz into 500M pieces named bigdump.tar.gz.part_aa, part_ab and so on", "… with 3-digit numeric
    # suffixes like db.tar.xz.000", "cut movie.mkv into 500M pieces with prefix movie.part."
    (re.compile(r"^\s*(?:please\s+)?(?:split|cut|chop|break)\s+(?:up\s+)?(?P<file>[~./\w][\w./~-]*\.\w+)\s+into\s+(?P<size>\d+\s*[KMG]B?)\s+(?:pieces|chunks|parts|files)"
                r"(?:\s+named\s+(?P<shown>[\w./-]+?)\s*,\s*[\w./-]+(?:\s*,?\s*(?:and\s+so\s+on|etc\.?|\.\.\.))?"
                r"|\s+with\s+(?P<digits>\d)[\s-]digit\s+numeric\s+suffix(?:es)?(?:\s*,?\s+(?:like|e\.?g\.?)\s+(?P<like>[\w./-]+))?"
                r"|\s+with\s+(?:the\s+)?(?:name\s+)?prefix\s+(?P<prefix>[\w./-]+))\s*$", re.I),
     _split_named),
    # "restore the split tarball archive.tgz.part-* into the existing restore folder": the pieces joined and unpacked
    (re.compile(r"^\s*(?:please\s+)?(?:restore|extract|unpack|untar)\s+(?:the\s+)?split\s+(?:tarball|archive|tar)\s+(?P<glob>[~./\w][\w./~-]*\*)\s+(?:in)?to\s+(?:the\s+)?(?:existing\s+)?"
                r"(?:(?:folder|directory|dir)\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s*$", re.I),
     lambda m: (f"cat {m.group('glob')} | tar -x{tar_letter(_whole_name(m.group('glob')) or '') or ''}f - -C {m.group('dir')}"
                if _whole_name(m.group("glob")) and tar_letter(_whole_name(m.group("glob"))) is not None else None)),
    # "tar and gzip the archive folder straight into 1G pieces named archive.tgz.part-aa, …": tar piped to split
    (re.compile(r"^\s*(?:please\s+)?tar(?:\s+and\s+gzip|\s*\+\s*gzip)?\s+(?:up\s+)?(?:the\s+)?(?P<src>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s+(?:straight\s+|directly\s+)?into\s+"
                r"(?P<size>\d+)\s*(?P<unit>[KMG])B?\s+(?:pieces|chunks|parts)\s+named\s+(?P<shown>[\w./-]+?)aa\s*,\s*[\w./-]+(?:\s*,?\s*(?:\.\.\.|etc\.?|and\s+so\s+on))?\s*$", re.I),
     lambda m: (f"tar -c{tar_letter(m.group('shown').rstrip('._-').rsplit('.part', 1)[0])}f - {m.group('src')} | split -b {m.group('size')}{m.group('unit').upper()} - {m.group('shown')}"
                if tar_letter(m.group("shown").rstrip("._-").rsplit(".part", 1)[0]) else None)),
    # "create footage.zip from the raw_footage folder as a split zip with 2GB parts", "zip the bin folder into bin.zip
    # storing symlinks as links": a zip with options said in words
    (re.compile(r"^\s*(?P<head>(?:please\s+|could\s+you\s+|can\s+you\s+)?(?:zip(?:\s+up)?|compress|pack))\s+(?P<src>.+?)\s*,?\s+(?P<rest>(?:[^,]*?,\s*)?)"
                r"(?:in)?to\s+(?P<zip>[~./\w][\w./~-]*\.zip)(?P<rest2>(?:\s*,|\s+)?.*?)\s*[?.!]?\s*$"
                r"|^\s*(?P<head2>(?:please\s+)?(?:create|make|build)(?:\s+an?)?)\s+(?P<zip2>[~./\w][\w./~-]*\.zip)\s+(?:from|of)\s+(?P<src2>[^,]+?)(?P<rest3>(?:\s*,|\s+(?:as|with|storing|keeping|including|split)\b).*)\s*$", re.I),
     _zip_made),
    # "freshen docs.zip": only the entries with newer files on disk replaced, nothing added
    (re.compile(r"^\s*(?:please\s+)?freshen\s+(?P<zip>[~./\w][\w./~-]*\.zip)(?:\s*[:,-]\s*(?:replace|update|refresh)\s+(?:the\s+|only\s+the\s+)?(?:entries|files|members)\s+that\s+have\s+"
                r"newer\s+versions(?:\s+on\s+disk)?(?:\s*,?\s*(?:but|and)\s+(?:don'?t|do\s+not)\s+add\s+(?:any\s+)?new\s+(?:files|ones|entries))?)?\s*$"
                r"|^\s*(?:please\s+)?(?:replace|update|refresh)\s+(?:only\s+)?the\s+(?:entries|files|members)\s+(?:of|in)\s+(?P<zip2>[~./\w][\w./~-]*\.zip)\s+that\s+have\s+newer\s+versions"
                r"(?:\s+on\s+disk)?\s*,?\s*(?:but|and)\s+(?:don'?t|do\s+not)\s+add\s+(?:any\s+)?new\s+(?:files|ones|entries)\s*$", re.I),
     lambda m: f"zip -f {m.group('zip') or m.group('zip2')}"),
    # "merge the split zip archive.zip (with archive.z01, archive.z02) into one normal full.zip"
    (re.compile(r"^\s*(?:please\s+)?(?:merge|join|combine|reassemble)\s+(?:the\s+)?split\s+zip\s+(?:archive\s+)?(?P<zip>[~./\w][\w./~-]*\.zip)(?:\s*\((?:with\s+)?[\w.,\s-]*\))?\s+"
                r"(?:back\s+)?into\s+(?:one\s+|a\s+|a\s+single\s+|one\s+single\s+)?(?:normal\s+|regular\s+|ordinary\s+|whole\s+)?(?:full\s+)?(?:zip\s+)?(?:file\s+|archive\s+)?(?:called\s+|named\s+)?"
                r"(?P<out>[~./\w][\w./~-]*\.zip)\s*$", re.I),
     lambda m: f"zip -s 0 {m.group('zip')} --out {m.group('out')}"),
    # "try to repair broken.zip and write the fixed one to fixed.zip"
    (re.compile(r"^\s*(?:please\s+)?(?:try\s+to\s+)?(?:repair|fix|recover|salvage)\s+(?:the\s+)?(?:broken\s+|corrupt(?:ed)?\s+|damaged\s+)?(?:zip\s+)?(?:archive\s+|file\s+)?(?P<zip>[~./\w][\w./~-]*\.zip)\s+"
                r"(?:and\s+(?:write|save|put|store)\s+(?:the\s+)?(?:fixed|repaired|recovered|salvaged)\s+(?:one|copy|archive|version|zip|result)\s+(?:to|as|in|into)|(?:in)?to|as)\s+(?P<out>[~./\w][\w./~-]*\.zip)\s*$", re.I),
     lambda m: f"zip -FF {m.group('zip')} --out {m.group('out')}"),
    # "how many entries are in archive.zip"
    (re.compile(r"^\s*(?:count\s+(?:how\s+many|the)\s+(?:entries|files|members)|how\s+many\s+(?:entries|files|members))\s+(?:are\s+)?(?:there\s+)?(?:in|inside)\s+"
                r"(?P<zip>[~./\w][\w./~-]*\.zip)\s*\??\s*$", re.I),
     lambda m: f"unzip -Z1 {m.group('zip')} | wc -l"),
    # "show only the top-level entries of bundle.tar.gz"
    (re.compile(r"^\s*(?:please\s+)?(?:show|list|print)\s+(?:me\s+)?(?:only\s+|just\s+)?the\s+top[\s-]?level\s+(?:entries|files|folders|directories|items|members|names)\s+(?:of|in|inside)\s+"
                rf"{_TAR_NAME}\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | cut -d/ -f1 | sort -u"),
    # "which files in assets.tar.gz are bigger than 10 MiB? show their listing lines"
    (re.compile(rf"^\s*(?:which|what|show|list)\s+(?:the\s+)?(?:files|entries|members)\s+(?:in|inside)\s+{_TAR_NAME}\s+(?:are\s+)?(?:bigger|larger)\s+than\s+(?P<n>\d+)\s*"
                r"(?P<unit>[KMG]i?B?|bytes)?\s*\??\s*(?:,?\s*(?:and\s+)?show\s+(?:their|the)\s+(?:listing\s+)?lines)?\s*$", re.I),
     _members_over),
    # "recompress data.tar.gz as data.tar.xz"
    (re.compile(r"^\s*(?:please\s+)?re-?compress\s+(?P<old>[~./\w][\w./~-]*\.(?:gz|tgz|bz2|tbz2|xz|txz|zst))\s+(?:as|to|into)\s+(?P<new>[~./\w][\w./~-]*\.(?:gz|tgz|bz2|tbz2|xz|txz|zst))\s*$", re.I),
     _recompressed),
    # "copy the site folder to web01:/var/www with tar over ssh"
    (re.compile(r"^\s*(?:please\s+)?(?:copy|send|transfer|move)\s+(?:the\s+)?(?P<src>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s+to\s+(?P<host>(?:[\w-]+@)?[\w.-]+):(?P<dir>/[\w./~-]*|~[\w./~-]*)\s+"
                r"(?:with|using|via|through|by)\s+(?:a\s+)?tar(?:\s+pipe)?\s+(?:over|via|through)\s+ssh\s*$", re.I),
     lambda m: f"tar -czf - {m.group('src')} | ssh {m.group('host')} 'tar -xzf - -C {m.group('dir')}'"),
    # "which .conf files are in etc-backup.tar.gz"
    (re.compile(rf"^\s*(?:which|what)\s+\.(?P<ext>\w+)\s+files\s+(?:are\s+)?(?:there\s+)?(?:in|inside)\s+{_TAR_NAME}\s*\??\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} | grep '\\.{m.group('ext')}$'"),
    # "read backup.tar.gz all the way through to make sure tar can read every entry": a read, the listing thrown away
    (re.compile(rf"^\s*(?:please\s+)?(?:read|check|verify|test)\s+{_TAR_NAME}\s+(?:all\s+the\s+way\s+through|from\s+start\s+to\s+(?:end|finish)|end\s+to\s+end)"
                r"(?:\s+to\s+(?:make\s+sure|check|verify|see)\s+(?:that\s+|whether\s+|if\s+)?tar\s+can\s+read\s+(?:every|each|all(?:\s+the)?)\s+(?:entry|entries|members?|files?))?"
                r"(?:\s*,?\s*(?:but\s+)?i\s+(?:don'?t|do\s+not)\s+need\s+(?:to\s+see\s+)?the\s+(?:listing|list|output|file\s+names))?\s*$", re.I),
     lambda m: f"tar -t{tar_letter(m.group('arch')) or ''}f {m.group('arch')} > /dev/null"),
    # "any 'segfault' lines in kern.log.xz?": a compressed log searched
    (re.compile(r"^\s*(?:are\s+there\s+)?any\s+(?P<pat>'[^']+'|\"[^\"]+\"|[\w.:-]+)\s+(?:lines|entries|messages)\s+in\s+(?P<file>[~./\w][\w./~-]*\.(?P<ext>gz|bz2|xz))\s*\??\s*$", re.I),
     lambda m: f"{_COMPRESSED_TOOL[m.group('ext').lower()]}grep {m.group('pat')} {m.group('file')}"),
    # "zip the PDFs in invoices/2024 into invoices.zip, flat, no folder paths": the files of a kind, paths dropped
    (re.compile(r"^\s*(?:please\s+)?zip\s+(?:up\s+)?(?:all\s+|only\s+|just\s+)?(?:the\s+)?(?:\.?(?P<ext>[A-Za-z0-9]{1,5})\s+files|(?P<plural>[A-Za-z0-9]{2,5}s))\s+(?:in|from)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s+"
                r"(?:in)?to\s+(?P<zip>[~./\w][\w./~-]*\.zip)\s*,?\s+(?:flat|flattened|without\s+(?:the\s+)?(?:folder\s+|directory\s+)?(?:paths|structure))"
                r"(?:\s*,?\s*(?:no|without)\s+(?:the\s+)?(?:folder|directory)\s+(?:paths|structure))?\s*$", re.I),
     lambda m: (f"zip -j {m.group('zip')} {m.group('dir')}/*.{(m.group('ext') or _singular_ext(m.group('plural'))).lower()}"
                if m.group("ext") or _singular_ext(m.group("plural")) != m.group("plural").lower() else None)),
    # "unpack app.tar.gz but rename the top folder app-v1 to app while extracting": tar's --transform
    (re.compile(rf"^\s*(?:please\s+)?(?:extract|unpack|untar)\s+{_TAR_NAME}\s*,?\s+(?:but\s+|and\s+)?rename\s+(?:the\s+)?(?:top(?:[\s-]level)?\s+)?(?:folder|directory|dir)\s+"
                r"(?:from\s+)?(?P<old>[\w.-]+)\s+to\s+(?P<new>[\w.-]+)(?:\s+(?:while|when|as)\s+(?:extracting|unpacking)(?:\s+it)?)?\s*$", re.I),
     lambda m: f"tar -x{tar_letter(m.group('arch')) or ''}f {m.group('arch')} --transform='s,^{m.group('old')},{m.group('new')},'"),
    # "how big would the project folder be as a tar.gz? don't write any file": the archive counted, never written
    (re.compile(r"^\s*how\s+(?:big|large)\s+(?:would|will)\s+(?:the\s+|my\s+)?(?P<src>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s+be\s+(?:as|in|packed\s+(?:as|into))\s+an?\s+"
                r"\.?(?P<kind>tar\.gz|tgz|tar\.xz|tar\.bz2|tar|zip)(?:\s+(?:file|archive))?\s*\??\s*(?:,?\s*(?:but\s+)?(?:don'?t|do\s+not|without)\s+(?:writ(?:e|ing)|sav(?:e|ing)|creat(?:e|ing)|mak(?:e|ing))"
                r"\s+(?:any(?:thing)?|a|the)?\s*(?:files?|archives?)?(?:\s+to\s+disk)?\s*[.!]?)?\s*$", re.I),
     lambda m: (f"zip -r - {m.group('src')} | wc -c" if m.group("kind").lower() == "zip"
                else f"tar -c{tar_letter('x.' + m.group('kind').lower())}f - {m.group('src').rstrip('/')} | wc -c")),
    # "extract initrd.cpio into the current directory, creating subdirs as needed"
    (re.compile(r"^\s*(?:please\s+)?(?:extract|unpack)\s+(?:the\s+)?(?:cpio\s+)?(?:archive\s+)?(?P<file>[~./\w][\w./~-]*\.cpio)(?:\s+(?:in)?to\s+(?:the\s+current\s+(?:directory|folder|dir)|here))?"
                r"(?:\s*,?\s+(?:creating|making)\s+(?:the\s+)?(?:sub-?(?:dirs|directories|folders)|(?:leading\s+)?directories)(?:\s+(?:as|where)\s+needed)?)?\s*$", re.I),
     lambda m: f"cpio -id < {m.group('file')}"),
    # "tar the keys folder and encrypt it with a gpg passphrase into keys.tar.gz.gpg": no clear tarball left on disk
    (re.compile(r"^\s*(?:please\s+)?tar\s+(?:up\s+)?(?:the\s+)?(?P<src>[~./\w][\w./~-]*?)(?:\s+(?:folder|directory|dir))?\s+and\s+encrypt\s+it\s+(?:with\s+(?:a\s+)?(?:gpg\s+)?(?:passphrase|password)\s+|symmetrically\s+)?"
                r"(?:in)?to\s+(?P<out>[~./\w][\w./~-]*\.(?:tar\.gz|tgz|tar\.xz|tar\.bz2|tar)\.gpg)\s*$", re.I),
     lambda m: f"tar -c{tar_letter(m.group('out')[:-4])}f - {m.group('src')} | gpg -c -o {m.group('out')}"),
    # "save the output of ps aux gzipped to ps.txt.gz": a command's output compressed on its way to the file
    (re.compile(r"^\s*(?:please\s+)?(?:save|write|store|put)\s+the\s+output\s+of\s+(?P<cmd>(?!(?:the|a|my|this)\b)[a-z][\w.-]*(?:\s+-{0,2}[\w.=/-]+){0,4}?)\s+"
                r"(?:gzipped|compressed(?:\s+with\s+(?:gzip|xz|bzip2|zstd))?|xz-compressed)\s+(?:to|as|into|in)\s+(?P<out>[~./\w][\w./~-]*\.(?P<ext>gz|xz|bz2|zst))\s*$", re.I),
     lambda m: f"{m.group('cmd')} | {_PACKERS[m.group('ext').lower()]} > {m.group('out')}"),
)
