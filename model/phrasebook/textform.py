"""The form of a text file rather than its words: line endings (CRLF found, counted and removed, a Mac file's CR),
byte-order marks (checked, found, stripped, added), trailing whitespace and tabs (found, counted, removed, expanded),
characters outside ASCII, NUL bytes, control characters and terminal colour codes (found or removed), character
encodings (``iconv`` from a named encoding, a file checked for valid UTF-8, accents made plain ASCII), and a file's
bytes seen in hex (the last N, N at an offset, one plain hex string, hex turned back into bytes, the magic number),
and its type as file(1) tells it (without the name, MIME type or character set, through a symlink, inside compression).

An answer names the file or folder the request names; one written out goes where the request says ("into
clean.log"), one changed in place is ``sed -i`` or a temporary file moved over the original.
"""

from __future__ import annotations

import re

from serval.model.entities import count_value

_FILE = r"(?P<file>(?:[~/.]|\w)[\w./~-]*\.\w{1,8}|(?:[~.]|\w)*/[\w./~-]*[\w-]|Makefile|Dockerfile|README)"
_DIR = r"(?P<dir>(?:~|\.{1,2})?/[\w.~-]+(?:/[\w.~-]+)*/?|[\w~-][\w.~-]*/(?:[\w.-]+/)*|\.(?![\w/])|~(?![\w/]))"
_OUT = re.compile(r"\b(?:in)?to\s+(?P<out>(?:[~/.]|\w)[\w./~-]*\.\w{1,8})\b|\b(?:save|write|saving|writing)\s+(?:it\s+|the\s+result\s+)?(?:(?:as|to|in)\s+)?(?P<out2>(?:[~/.]|\w)[\w./~-]*\.\w{1,8})\b"
                  r"|\bas\s+(?P<out3>(?:[~/.]|\w)[\w./~-]*\.\w{1,8})\b|\bcopy\s+(?P<out4>(?:[~/.]|\w)[\w./~-]*\.\w{1,8})\b", re.I)
_IN_PLACE = re.compile(r"\bin[\s-]place\b|\boverwrit\w*\b|\bfix\s+(?:the\s+)?(?:file|it)\b|\bfix\b", re.I)
# The files of a kind a request names ("the shell scripts under scripts/", "all python files in this project")
_KINDS = (("*.py", r"python|\.py"), ("*.sh", r"shell(?:\s+scripts?)?|bash(?:\s+scripts?)?|\.sh"), ("*.js", r"js|javascript|\.js"), ("*.rb", r"ruby|\.rb"),
          ("*.c", r"c|\.c"), ("*.cs", r"c#|cs|\.cs"), ("*.go", r"go|\.go"), ("*.java", r"java|\.java"), ("*.md", r"markdown|md|\.md"),
          ("*.txt", r"te?xt|\.txt"), ("*.csv", r"csv|\.csv"), ("*.html", r"html|\.html"), ("*.css", r"css|\.css"), ("*.php", r"php|\.php"),
          ("*.yml", r"yaml|yml|\.ya?ml"), ("*.json", r"json|\.json"), ("*.srt", r"srt|\.srt|subtitles?"), ("*.ts", r"typescript|ts|\.ts"))
_ENCODINGS = {"latin1": "ISO-8859-1", "latin-1": "ISO-8859-1", "iso-8859-1": "ISO-8859-1", "iso8859-1": "ISO-8859-1", "iso-8859-15": "ISO-8859-15",
              "latin9": "ISO-8859-15", "windows-1252": "WINDOWS-1252", "cp1252": "CP1252", "win1252": "WINDOWS-1252", "windows-1251": "WINDOWS-1251",
              "cp1251": "CP1251", "utf-16": "UTF-16", "utf16": "UTF-16", "utf-16le": "UTF-16LE", "utf-16be": "UTF-16BE", "utf-8": "UTF-8", "utf8": "UTF-8",
              "ascii": "ASCII", "us-ascii": "ASCII", "shift_jis": "SHIFT_JIS", "shift-jis": "SHIFT_JIS", "sjis": "SHIFT_JIS", "gbk": "GBK",
              "big5": "BIG5", "koi8-r": "KOI8-R", "macroman": "MACINTOSH", "mac-roman": "MACINTOSH", "euc-jp": "EUC-JP", "cp437": "CP437"}
_ENCODING = r"(?P<enc>" + "|".join(sorted((re.escape(e) for e in _ENCODINGS), key=len, reverse=True)) + r")"


def _file(text: str) -> str | None:
    """The one file a request names (not an output file after "into", "as" or "save to"; not a folder whose files
    the request means)."""
    outs = {o for m in _OUT.finditer(text) for o in m.groups() if o}
    many = _many(text)
    for m in re.finditer(rf"(?<![\w./~-]){_FILE}(?![\w/~^-])", text):
        name = m.group("file").rstrip(".")
        if name not in outs and not re.fullmatch(r"\d+(?:\.\d+)*|[\w-]+\.(?:com|org|net)", name) and name.lower() not in _ENCODINGS \
                and not (many and not re.search(r"\.\w{1,8}$", name)):
            return name
    return None


def _out(text: str) -> str | None:
    m = _OUT.search(text)
    return next((g for g in m.groups() if g), None) if m else None


def _many(text: str) -> tuple[str, str | None] | None:
    """(folder, glob) of the files a request means when it names a kind or "every file" under a folder, or None."""
    here = re.search(r"\b(?:in|under|inside|within|below|from)\s+(?:the\s+|this\s+)?(?:current\s+(?:working\s+)?(?:folder|directory|dir)|(?:folder|directory|dir)\s+here)\b", text, re.I)
    where = None if here else re.search(rf"\b(?:in|under|inside|within|below|from)\s+(?:the\s+)?(?:folder\s+|directory\s+)?{_DIR}", text, re.I) \
        or re.search(r"\b(?:under|below|within)\s+(?P<dir>(?!(?:the|this|my|all|every|each|current)\b)[\w-]+)\b(?!\.)", text, re.I)
    project = re.search(r"\b(?:this|the|my)\s+(?:project|repo(?:sitory)?|solution|folder|directory|tree)\b|\brecursively\b|\bhere\b", text, re.I)
    kind = re.search(r"\b(?:files|scripts|(?:every|each|all)\s+(?:the\s+)?[\w.]*\s*(?:files?|scripts?))\b", text, re.I)
    if not kind or not (where or project or here):
        return None
    folder = where.group("dir") if where else "."
    glob = next((g for g, words in _KINDS if re.search(rf"(?<![\w.])(?:{words})\s+(?:files?|scripts?|sources?)\b|\*\.{re.escape(g[2:])}\b|\b{g[2:]}\s+files\b", text, re.I)), None)
    if glob is None and re.search(r"\bshell\s+scripts?\b", text, re.I):
        glob = "*.sh"
    return folder, glob


def _written(command: str, file: str, text: str, default_out: str | None = None, in_place: bool = False) -> str:
    """A filter ``command`` (reading ``file``) written where the request says: a named file, in place (a temporary
    file moved over the original), or the terminal."""
    out = _out(text) or default_out
    if out and out != file:
        return f"{command} > {out}"
    if in_place or _IN_PLACE.search(text) or out == file:
        return f"{command} > {file}.tmp && mv {file}.tmp {file}"
    return command


def _grep_many(pattern: str, text: str, count: bool = False) -> str | None:
    """``grep -rl`` (or ``-c`` per file) of ``pattern`` over the files a request means, or None."""
    many = _many(text)
    if many is None:
        return None
    folder, glob = many
    include = f" --include='{glob}'" if glob else ""
    if count:
        return f"grep -c {pattern} {folder.rstrip('/') + '/' if folder not in ('.', '~') else folder + '/'}{glob or '*'}" if glob else None
    files = re.search(r"\b(?:which|list|find|names?\s+of|what)\b[^.]*\b(?:files|scripts)\b|\b(?:files|scripts)\s+(?:that|which|with|containing)\b"
                      r"|^\s*(?:the\s+)?[\w.]+\s+(?:files|scripts)\s+(?:in|under)\b", text, re.I)
    return f"grep -r{'l' if files else 'n'}{include or 'I'} {pattern} {folder}"


def endings_asked(m: re.Match) -> str | None:
    """Windows (CRLF) and old-Mac (CR) line endings: which files or lines have them, how many, and removed."""
    text = m.string
    file = _file(text)
    cr = "$'\\r'"
    if re.search(r"\b(?:mac|cr[\s-]only|cr\s+line\s+endings)\b", text, re.I) and re.search(r"\bconvert|turn|change|fix\b", text, re.I) and file:
        return _written(f"tr '\\r' '\\n' < {file}", file, text)
    if file and re.search(r"\b(?:in)?to\s+(?:dos|windows|crlf)(?:[\s-]style)?\s+(?:line\s+endings|format)\b|\bunix2dos\b", text, re.I):
        return f"unix2dos {file}"
    if re.search(r"\b(?:convert|fix|change|turn|strip|remove|delete|get\s+rid|normali[sz]e|make)\w*\b", text, re.I) \
            and not re.search(r"^\s*(?:does|do|is|are|has|have|which|what)\b|\b(?:how\s+many|count|which|list|find|show)\b", text, re.I):
        if not file and (many := _many(text)):
            folder, glob = many
            found = f"find {folder} -type f" + (f" -name '{glob}'" if glob else "")
            return f"{found} -exec dos2unix {{}} +" if re.search(r"\bdos2unix\b|\bunix\s+line\s+endings\b", text, re.I) else f"{found} -exec sed -i 's/\\r$//' {{}} +"
        if file is None:
            return None
        if re.search(r"\bdos2unix\b", text, re.I):
            keep = re.search(r"\b(?:keep|preserv)\w*\s+(?:the\s+)?(?:original\s+)?(?:time\s*stamps|dates?|mtimes?)\b", text, re.I)
            return f"dos2unix{' -k' if keep else ''} {file}"
        out = _out(text)
        return f"tr -d '\\r' < {file} > {out}" if out and out != file else f"sed -i 's/\\r$//' {file}"
    if file and re.search(r"\b(?:how\s+many|count|number\s+of)\b", text, re.I):
        if re.search(r"\b(?:and|vs|versus)\s+(?:how\s+many\s+)?(?:are\s+)?(?:plain\s+)?(?:lf|unix)\b", text, re.I):
            return f"grep -c $'\\r$' {file}; grep -vc $'\\r$' {file}"
        return f"grep -c $'\\r$' {file}"
    if file and re.search(r"\bline\s+numbers?\b|\bwhich\s+lines\b|\bshow\s+(?:me\s+)?(?:the\s+)?lines\b", text, re.I):
        return f"grep -n {cr} {file}"
    if not file and (found := _grep_many(cr, text)):
        return found
    if file and re.search(r"\b(?:does|do|has|have|is|are|uses?|check|whether)\b", text, re.I):
        return f"file {file}"
    return None


_BOM = "\\xEF\\xBB\\xBF"


def bom_asked(m: re.Match) -> str | None:
    """A UTF-8 byte-order mark: checked for, files with one found, stripped (one file or many), or added."""
    text = m.string
    file = _file(text)
    if (re.search(r"\b(?:add|prepend|insert)\b.*\b(?:bom|byte[\s-]order[\s-]mark)\b", text, re.I)
            or re.search(r"\b(?:make|create|write|save|copy)\b.*\bwith\s+an?\s+(?:utf-?8\s+)?(?:bom|byte[\s-]order[\s-]mark)\b", text, re.I)) and not re.search(r"\b(?:strip|remove|delete|without)\b", text, re.I) and file:
        out = _out(text)
        return f"printf '{_BOM}' | cat - {file} > {out}" if out and out != file else f"sed -i '1s/^/{_BOM}/' {file}"
    if re.search(r"\b(?:strip|remove|delete|drop|get\s+rid)\w*\b", text, re.I):
        if not file and (many := _many(text)):
            folder, glob = many
            return f"find {folder} -type f" + (f" -name '{glob}'" if glob else "") + f" -exec sed -i '1s/^{_BOM}//' {{}} +"
        if file:
            out = _out(text)
            return f"sed '1s/^{_BOM}//' {file} > {out}" if out and out != file else f"sed -i '1s/^{_BOM}//' {file}"
        return None
    if not file and (found := _grep_many(f"$'^{_BOM}'", text)):
        return found
    if file:
        return f"head -c 3 {file} | xxd"
    return None


def whitespace_asked(m: re.Match) -> str | None:
    """Trailing whitespace and tabs: lines or files that have them, how many, removed; tabs made spaces or back."""
    text = m.string
    file = _file(text)
    if re.search(r"\b(?:ignor\w*|diff|compare|comparing|duplicates?|dedup\w*|then)\b|\band\s+(?:delete|remove|sort|count)\b", text, re.I):
        return None   # whitespace ignored in a comparison, or a second step: not this row's
    trailing = re.search(r"\btrailing\s+(?:white\s*space|spaces?|blanks?(?!\s+lines)|tabs?)\b|\bspaces?\s+at\s+(?:the\s+)?ends?\s+of\s+(?:the\s+)?lines\b", text, re.I)
    if trailing:
        if re.search(r"\bleading\s+and\s+trailing\b", text, re.I) and file:   # both ends of every line
            both = "'s/^[[:space:]]*//;s/[[:space:]]*$//'"
            return f"sed -i {both} {file}" if _IN_PLACE.search(text) and not _out(text) else _written(f"sed {both} {file}", file, text)
        if re.search(r"\b(?:strip|remove|delete|trim|drop|clean|get\s+rid)\w*\b", text, re.I):
            if not file and (many := _many(text)):
                folder, glob = many
                return f"find {folder}" + (f" -name '{glob}'" if glob else " -type f") + " -exec sed -i 's/[[:space:]]*$//' {} +"
            if file:
                out = _out(text)
                return f"sed 's/[[:space:]]*$//' {file} > {out}" if out and out != file else f"sed -i 's/[[:space:]]*$//' {file}"
            return None
        if re.search(r"\$\s+at\s+(?:the\s+)?line\s+ends\b|\bspot\b|\bsee\b.*\bends\b", text, re.I) and file:
            return f"cat -A {file}"
        if re.search(r"\b(?:how\s+many|count|number\s+of)\b", text, re.I):
            if file:
                return f"grep -c '[[:space:]]$' {file}"
            return _grep_many("'[[:blank:]]$'", text, count=True)
        if file:
            return f"grep -n '[[:space:]]$' {file}"
        return _grep_many("'[[:blank:]]$'", text)
    if not re.search(r"\btabs?\b|\btab\s+characters?\b", text, re.I):
        return None
    width = re.search(r"\b(?P<n>\d+|two|four|eight)\s+spaces?\b|\b(?P<n2>\d+)[\s-]*(?:columns?|cols?|char(?:acter)?s?)\s+tab\s*stops?\b"
                      r"|\btab\s*(?:stops?|size|width)\s+(?:of\s+)?(?P<n3>\d+)\b", text, re.I)
    n = count_value(next(g for g in width.groups() if g)) if width else None
    if re.search(r"\b(?:spaces?)\s+(?:in)?to\s+tabs\b|\bunexpand\b|\binto\s+tabs\b", text, re.I) and file:
        first = " --first-only" if re.search(r"\bleading\b|\bindentation\b|\bat\s+the\s+start\b", text, re.I) else " -a"
        return _written(f"unexpand{first if n else ' -a'}{f' -t {n}' if n else ''} {file}", file, text, in_place=True)
    if re.search(r"\b(?:replace|convert|turn|expand|change|make)\w*\b", text, re.I) and file:
        initial = " -i" if re.search(r"\b(?:leading|indentation|only\s+(?:the\s+)?(?:indent|leading))\b", text, re.I) else ""
        if n and not initial and _IN_PLACE.search(text) and not _out(text):   # every tab, in place: sed's
            return f"sed -i 's/\\t/{' ' * int(n)}/g' {file}"
        return _written(f"expand{initial}{f' -t {n}' if n else ''} {file}", file, text)
    if re.search(r"\b(?:how\s+many|count|number\s+of)\b", text, re.I) and file:
        return f"tr -cd '\\t' < {file} | wc -c"
    if re.search(r"\bindent\w*\s+with\s+tabs\b", text, re.I):
        return _grep_many("$'^\\t'", text)
    if file and re.search(r"\bwhich\s+lines\b|\blines\s+(?:that\s+)?(?:contain|with|have)\b", text, re.I):
        return f"grep -P '\\t' {file}"
    if file and re.search(r"\b(?:any|are\s+there|contain|has|have|find|show)\b", text, re.I):
        return f"grep -n $'\\t' {file}"
    return None


def characters_asked(m: re.Match) -> str | None:
    """Characters outside plain text: non-ASCII ones (lines found, or removed), NUL bytes, control characters, terminal
    colour codes, non-breaking and zero-width spaces."""
    text = m.string
    file = _file(text)
    if file is None:
        return None
    remove = re.search(r"\b(?:strip|remove|delete|drop|get\s+rid|clean)\w*\b", text, re.I)
    if re.search(r"\b(?:ansi|colou?r)\s+(?:colou?r\s+|escape\s+)?(?:codes?|sequences?|escapes?)\b", text, re.I) and remove:
        return _written(f"sed 's/\\x1b\\[[0-9;]*m//g' {file}", file, text)
    if re.search(r"\bnul(?:l)?\s+(?:bytes?|characters?|chars?)\b|\\0\b|\\x00\b", text, re.I) and not re.search(r"\b(?:delimit\w*|separat\w*|terminat\w*|print0|xargs)\b", text, re.I):
        return _written(f"tr -d '\\000' < {file}", file, text) if remove else f"grep -c -P '\\x00' {file}"
    if re.search(r"\bnon[\s-]?breaking\s+spaces?\b", text, re.I):
        return f"sed -i 's/\\xC2\\xA0/ /g' {file}" if re.search(r"\breplace|turn|convert|swap|remove\w*\b", text, re.I) else f"grep -n $'\\xC2\\xA0' {file}"
    if re.search(r"\bzero[\s-]width\s+(?:spaces?|characters?|chars?)\b", text, re.I):
        return f"sed -i 's/\\xE2\\x80\\x8B//g' {file}" if remove else f"grep -n $'\\u200b' {file}"
    if re.search(r"\bcontrol\s+(?:characters?|chars?|codes?)\b", text, re.I):
        return _written(f"tr -d '\\000-\\010\\013\\014\\016-\\037\\177' < {file}", file, text) if remove else f"grep -n '[[:cntrl:]]' {file}"
    if re.search(r"\bnon[\s-]?ascii\b|\bnot\s+(?:plain\s+)?ascii\b|\boutside\s+(?:of\s+)?ascii\b", text, re.I):
        if remove:
            return _written(f"tr -cd '\\000-\\177' < {file}", file, text)
        if re.search(r"\b(?:how\s+many|count|number\s+of)\b", text, re.I):
            return f"grep -cP '[^\\x00-\\x7F]' {file}"
        numbered = "n" if re.search(r"\bline\s+numbers?\b|\bwhich\s+lines\b|\bwhere\b", text, re.I) else ""
        return f"grep -{numbered}P '[^\\x00-\\x7F]' {file}"
    return None


def encoding_asked(m: re.Match) -> str | None:
    """Character encodings: a file converted from one named encoding to another with iconv (into a file, in place, or
    every file of a kind in a folder), accents made plain ASCII, a file checked for valid UTF-8, iconv's encodings."""
    text = m.string
    if re.search(r"\b(?:list|show|which|what)\b.*\bencodings\b.*\biconv\b|\biconv\b.*\b(?:knows?|supports?)\b", text, re.I):
        return "iconv -l"
    file = _file(text)
    if re.search(r"\b(?:valid|proper|correct)\s+utf-?8\b", text, re.I) and file and re.search(r"\b(?:is|check|whether|if)\b", text, re.I) and not re.search(r"\blines\b", text, re.I):
        return f"iconv -f UTF-8 -t UTF-8 {file} > /dev/null && echo valid || echo invalid"
    if re.search(r"\binvalid\s+utf-?8\b|\bnot\s+valid\s+utf-?8\b", text, re.I) and file and re.search(r"\blines\b", text, re.I):
        return f"grep -naxv '.*' {file}"
    ascii_plain = re.search(r"\b(?:accent\w*|diacritics?|umlauts?)\b.*\b(?:plain\s+)?ascii\b|\btransliterat\w*\b", text, re.I)
    said = [(x.start(), _ENCODINGS[x.group("enc").lower()]) for x in re.finditer(rf"(?<![\w-]){_ENCODING}(?![\w-])", text, re.I)]
    source = re.search(rf"\bfrom\s+{_ENCODING}(?![\w-])|\b(?:is|in|as)\s+(?:an?\s+)?{_ENCODING.replace('(?P<enc>', '(?P<enc2>')}(?![\w-])", text, re.I)
    target = re.search(rf"\bto\s+{_ENCODING.replace('(?P<enc>', '(?P<enc3>')}(?![\w-])|\binto\s+{_ENCODING.replace('(?P<enc>', '(?P<enc4>')}(?![\w-])", text, re.I)
    if not re.search(r"\b(?:convert|turn|change|re-?encode|transcode|make|iconv|save|write|fix)\w*\b", text, re.I) or not (said or ascii_plain):
        return None
    src = _ENCODINGS[(source.group("enc") or source.group("enc2")).lower()] if source else None
    dst = _ENCODINGS[(target.group("enc3") or target.group("enc4")).lower()] if target else None
    if ascii_plain:
        src, dst = src or "UTF-8", "ASCII//TRANSLIT"
    if src is None and dst is not None:
        src = next((e for _, e in said if e != dst), None)
    if dst is None:
        dst = "UTF-8" if src != "UTF-8" else None
    if src is None or dst is None or src == dst:
        return None
    drop = " -c" if re.search(r"\bdrop\w*\b|\bskip\w*\b|\bignor\w*\b|\bdon'?t\s+fit\b", text, re.I) else ""
    if file is None:
        many = _many(text)
        if many is None or many[1] is None:
            return None
        folder, glob = many
        files = f"{folder.rstrip('/')}/{glob}" if folder not in (".",) else glob
        return f'for f in {files}; do iconv{drop} -f {src} -t {dst} "$f" > "$f.tmp" && mv "$f.tmp" "$f"; done'
    return _written(f"iconv{drop} -f {src} -t {dst} {file}", file, text)   # no file said: onto the terminal


def bytes_asked(m: re.Match) -> str | None:
    """A file's bytes in hex or binary: the last N, N from an offset, the magic number, one plain hex string, hex made
    bytes again, a line's raw bytes, escapes of every character."""
    text = m.string
    file = _file(text)
    if file is None:
        return None
    n = re.search(r"\b(?P<n>\d+)\s+bytes?\b", text, re.I)
    if re.search(r"\bhex\b.*\bback\s+(?:in)?to\s+(?:binary|bytes)\b|\bfrom\s+hex\b|\bunhex\b|\breverse\b.*\bhex", text, re.I):
        out = _out(text) or next((o.group("file") for o in re.finditer(rf"(?<![\w./~-]){_FILE}", text) if o.group("file") != file), None)
        return f"xxd -r -p {file} > {out}" if out else f"xxd -r -p {file}"
    if re.search(r"\b(?:plain|one|single|continuous)\s+(?:long\s+)?hex\s+string\b|\bas\s+plain\s+hex\b", text, re.I):
        return f"xxd -p {file} | tr -d '\\n'"
    if re.search(r"\bmagic\s+(?:number|bytes)\b", text, re.I):
        return f"head -c {n.group('n') if n else 4} {file} | xxd"
    offset = re.search(r"\b(?:at|from)\s+offset\s+(?P<o>0x[0-9a-f]+|\d+)\b|\boffset\s+(?P<o2>0x[0-9a-f]+|\d+)\b", text, re.I)
    if offset and n:
        return f"xxd -s {offset.group('o') or offset.group('o2')} -l {n.group('n')} {file}"
    if n and re.search(r"\blast\b", text, re.I):
        return f"tail -c {n.group('n')} {file} | xxd"
    line = re.search(r"\bline\s+(?P<l>\d+)\b", text, re.I)
    if line and re.search(r"\braw\s+bytes\b|\bin\s+hex\b|\bhex\s*dump\b|\bbytes\b", text, re.I):
        return f"sed -n {line.group('l')}p {file} | xxd"
    if re.search(r"\bin\s+binary\b|\bas\s+bits\b|\bbits\s+of\b", text, re.I):
        first = re.search(r"\bfirst\s+(?:(?P<k>\d+)\s+)?bytes?\b", text, re.I)
        return f"xxd -b -l {first.group('k') or 1 if first else (n.group('n') if n else 1)} {file}"
    if re.search(r"\bevery\s+character\b.*\bescapes?\b|\\r\s+and\s+\\n|\bas\s+escapes\b|\bod\s+-c\b", text, re.I):
        return f"od -c {file}"
    return None



def filetype_asked(m: re.Match) -> str | None:
    """file(1) as a request asks it: the type without the name (``-b``), the MIME type or the character set, a
    symlink's target (``-L``), what is inside a compressed file (``-z``), every file of a kind in a folder, or every file
    under a folder (``find … -exec file``)."""
    text = m.string
    if re.search(r"\b(?:convert|change|fix|strip|remove|rename|delete|move|copy|count|how\s+many|size|filesystem|file\s*system|system\s+type)\b", text, re.I):
        return None
    flags = []
    if re.search(r"\bmime[\s-]?types?\b", text, re.I):
        flags.append("--mime-type")
    elif re.search(r"\b(?:charset|character\s+set|(?:text\s+|character\s+)?encoding)\b", text, re.I):
        flags.append("--mime-encoding")
    elif re.search(r"\bmime\b", text, re.I):
        flags.append("-i")
    if re.search(r"\bno\s+(?:file\s*name|name)\b|\bwithout\s+(?:the\s+)?(?:file\s*name|name)\b|\b(?:just|only)\s+(?:the\s+)?(?:type|mime\s+type)\b", text, re.I):
        flags.insert(0, "-b")
    if re.search(r"\bfollow\w*\s+(?:the\s+)?(?:sym)?links?\b|\bdereferenc\w*\b|\b(?:the\s+)?(?:sym)?link'?s?\s+target\b", text, re.I):
        flags.insert(0, "-L")
    if re.search(r"\b(?:inside|within|in)\s+(?:the\s+)?compress\w*\b|\bcompressed\s+data\b|\bwithout\s+(?:unpacking|decompressing|uncompressing)\b", text, re.I):
        flags.insert(0, "-z")
    options = " ".join(["file"] + flags)
    many = _many(text)
    if re.search(r"\brecursive\w*\b|\ball\s+files\s+under\b|\bevery\s+file\s+under\b", text, re.I) and many:
        folder, glob = many
        return f"find {folder} -type f" + (f" -name '{glob}'" if glob else "") + f" -exec {options} {{}} +"
    if many and many[1]:
        folder, glob = many
        return f"{options} {folder.rstrip('/') + '/' if folder not in ('.',) else ''}{glob}"
    every = re.search(rf"\b(?:everything|all\s+(?:the\s+)?files|every\s+file)\s+in\s+{_DIR}", text, re.I)
    if every:
        return f"{options} {every.group('dir').rstrip('/')}/*"
    file = _file(text)
    if file is None or not (flags or re.search(r"\b(?:file\s+type|type\s+of|what\s+(?:kind|type)\s+of\s+file)\b", text, re.I)):
        return None
    return f"{options} {file}"

ROWS = (
    # "fix the ^M bad interpreter in install.sh", "which line numbers in Makefile contain a carriage return", "how
    # many lines in export.txt end in \r\n", "find the shell scripts under scripts/ that have CRLF endings"
    (re.compile(r"\bcrlf\b|\bcarriage\s+returns?\b|\\r\\n|\\r\b|\^M\b|\bwindows(?:[\s-]style)?\s+line\s+(?:endings|breaks)\b|\bdos\s+line\s+endings\b"
                r"|\b(?:mac|cr[\s-]only)\b.*\bline\s+endings\b|\bcr\s+only\b|\bunix\s+line\s+endings\b|\bline\s+endings\b", re.I), endings_asked),
    # "strip the byte order mark from header.csv", "check if data.csv starts with a utf-8 BOM"
    (re.compile(r"\bbom\b|\bbyte[\s-]order[\s-]marks?\b", re.I), bom_asked),
    # "strip trailing whitespace from every js file under web/", "replace the tabs in legacy.c with 4 spaces"
    (re.compile(r"\btrailing\s+(?:white\s*space|spaces?|blanks?|tabs?)\b|\btabs?\b.*\bspaces?\b|\bspaces?\b.*\btabs?\b|\btab\s+characters?\b|\bindented\s+with\s+tabs\b"
                r"|\b(?:any|are\s+there)\s+tabs\b", re.I), whitespace_asked),
    # "remove the ansi color codes from build_output.log into build_plain.log", "lines in contacts.csv with non-ascii"
    (re.compile(r"\bnon[\s-]?ascii\b|\bnot\s+(?:plain\s+)?ascii\b|\bnul(?:l)?\s+(?:bytes?|characters?|chars?)\b|\bcontrol\s+(?:characters?|chars?)\b"
                r"|\b(?:ansi|colou?r)\s+(?:colou?r\s+|escape\s+)?(?:codes?|sequences?)\b|\bnon[\s-]?breaking\s+spaces?\b|\bzero[\s-]width\b", re.I), characters_asked),
    # "convert lyrics.txt from latin1 to utf-8 and save as lyrics_utf8.txt", "is notes.txt valid utf-8"
    (re.compile(r"\b(?:latin-?1|iso-?8859-\d+|windows-125\d|cp125\d|utf-?16\w*|utf-?8|shift[_-]jis|iconv|encodings?|koi8-r|big5|gbk)\b|\baccent\w*\b.*\bascii\b", re.I),
     encoding_asked),
    # "print only the mime type of logo.webp, no filename", "the charset of every txt file in notes/", "file type of
    # /usr/bin/python3 following the symlink", "what's inside archive.gz without unpacking it"
    (re.compile(r"\bmime\b|\bcharset\b|\bcharacter\s+set\b|\bfile\s+type\b|\btype\s+of\s+(?:the\s+)?(?:file\s+)?\S+\.\w+\b.*\b(?:follow|symlink|without|compress)", re.I), filetype_asked),
    # "last 64 bytes of trailer.bin in hex", "dump secret.key as one plain hex string", "magic number of mystery.dat"
    (re.compile(r"\bhex\b|\bmagic\s+(?:number|bytes)\b|\braw\s+bytes\b|\bin\s+binary\b|\bxxd\b|\bas\s+escapes\b|\bbytes\b.*\boffset\s+(?:0x[0-9a-f]+|\d+)\b", re.I), bytes_asked),
)
