"""Many files renamed one way: an extension changed or dropped, a prefix or suffix added, taken off or swapped, a
piece of every name replaced, names put in lower or upper case, and files sorted into folders by extension or
given a folder each, and files renumbered after an example name ("holiday_001.jpg, holiday_002.jpg and so on").

A request says three things, read apart: the change (one row each), which files (a kind said as ``.jpg``, ``jpgs``
or ``the pdfs``, else every file), and where (a folder said as a path, ``the docs folder``, a home folder by name,
``here``; under it, with its subfolders, when the request says ``under``, ``recursively`` or ``subfolders`` and
does not say ``not subfolders``). A request that names a place these words cannot read ("in photos") is left to
the model rather than answered for the current folder.

Forms: a change that keeps the path (an extension, a suffix before it) loops over ``DIR/*.ext``; a change of the
name's start or middle enters the folder first (``cd DIR && for f in …``), as ``${f#IMG_}`` of a path would not
see the prefix. Under a folder's subfolders: ``find … -exec sh -c 'mv …' _ {} \\;`` for an extension, perl's
``rename`` with ``-execdir`` (deepest first) for a case change or a replacement, and no answer for the others.
"""

from __future__ import annotations

import re

from serval.model.entities import EXTENSION_WORDS, FILE_KINDS, HERE_SAID, HOME_FOLDERS
from serval.model.phrasebook.files import _renamed_in
from serval.model.phrasebook.shared import in_folder, same_format
from serval.model.phrasebook.text import _CHAR_WORDS

# A folder written as a path (~/x, ./x, /x, x/), a home folder by name, or "the x folder".
_PATH = r"(?:~/[\w./-]*|\.{1,2}/[\w./-]*|/[\w./-]+|[\w.-]+/[\w./-]*)"
_PLACE = re.compile(rf"\b(?P<prep>in|under|inside|within|from|of|on)\s+(?:(?:the|my|all\s+the)\s+)?(?:(?P<path>{_PATH})(?=[\s,;:)]|$)"
                    rf"|(?P<home>{'|'.join(HOME_FOLDERS)})\b(?!\s+(?:folder|directory|dir)\s+\w)|(?P<word>[\w.-]+)\s+(?:folder|directory|dir)\b"
                    rf"|(?:folder|directory|dir)\s+(?P<word2>[\w.~/-]+))", re.I)
# "in X" that names something the words above do not read as a folder: "in photos", "in them"
_OTHER_PLACE = re.compile(r"\b(?:in|under|inside|within)\s+(?!(?:all\s+|the\s+|their\s+|its\s+|every\s+|each\s+|my\s+)*(?:file\s*names?|names?|filenames?|lower|upper|front|place"
                          r"|the\s+names?|them|it|name\s+order|order|one\s+go|bulk|a\s+loop|case)\b)(?:the\s+|my\s+)?[\w.-]+", re.I)
_UNDER = re.compile(r"\b(?:recursive(?:ly)?|sub-?(?:folders?|directories|dirs?)|at\s+any\s+depth|all\s+the\s+way\s+down|everything\s+under|anywhere\s+under)\b"
                    r"|\bunder\b", re.I)
_FLAT = re.compile(r"\b(?:not|no|without|excluding|don'?t\s+(?:go\s+into|touch|descend\s+into|recurse\s+into))\s+(?:into\s+)?(?:the\s+|any\s+)?"
                   r"(?:sub-?(?:folders?|directories|dirs?)|recursion|recursing)\b|\btop[\s-]level(?:\s+only)?\b|\bnon-?recursive(?:ly)?\b", re.I)

# Which files: ".jpg files", "every jpg", "the pdfs", "mp3s" (a kind), else every file.
_KIND = re.compile(r"(?<![\w*])\*?\.(?P<ext>[A-Za-z0-9]{1,5})\b(?!\.\w)(?:\s+(?:files?|ones|photos|images|pictures|documents|scripts|names|extensions?))?"
                   r"|\b(?:all|every|each|the)\s+(?:the\s+)?(?P<word>[A-Za-z0-9]{1,10}?)s?\b(?!\s+(?:folder|directory|dir)\b)(?:\s+files?)?", re.I)


def _kind(said: str) -> str | None:
    """The extension of the files ``said`` names ("the .png files", "every csv", "all the pdfs"), or None."""
    for m in _KIND.finditer(said):
        if m.group("ext"):
            return m.group("ext")
        word = m.group("word").lower()
        ext = EXTENSION_WORDS.get(word) or (word if word in FILE_KINDS else None)
        if ext and word not in ("text", "shell", "bash", "out", "a", "c", "h", "o"):
            return ext
    return None


def _place(text: str) -> tuple[str | None, bool] | None:
    """(folder or None for the current one, whether its subfolders count) that ``text`` says, or None when it names
    a place these words cannot read."""
    folder = None
    for m in _PLACE.finditer(text):
        word = m.group("word") or m.group("word2")
        if word and word.lower() in ("this", "current", "that", "same", "working", "each", "every", "one"):
            continue
        folder = (m.group("path") or (m.group("home") and "~/" + HOME_FOLDERS[m.group("home").lower()]) or word).rstrip("/") or "/"
        break
    if folder is None and (mine := re.search(rf"\bmy\s+({'|'.join(HOME_FOLDERS)})\b", text, re.I)):
        folder = "~/" + HOME_FOLDERS[mine.group(1).lower()]   # "sort my Downloads into …"
    if folder is None and not HERE_SAID.search(text) and _OTHER_PLACE.search(text):
        return None
    under = bool(_UNDER.search(text)) and not _FLAT.search(text)
    return folder, under


def _loop(text: str, glob: str, new: str, *, keeps_path: bool = False) -> str | None:
    """A loop renaming the files ``glob`` matches to ``new`` (said in terms of ``$f``), in the folder ``text`` says:
    over ``DIR/glob`` when ``keeps_path`` (the change keeps the path: an extension), else inside it. None when the
    request names a place it cannot read, or wants the subfolders too."""
    place = _place(text)
    if place is None or place[1]:
        return None
    folder, _ = place
    if keeps_path:   # written as people write it (and the model does): no "--" where "$f" starts with the folder or a name
        return f'for f in {folder + "/" if folder else ""}{glob}; do mv "$f" "{new}"; done'
    return _renamed_in(folder, glob, new)


def _under(text: str) -> tuple[str, bool] | None:
    """(folder, whether its subfolders count) for a change that can be made under subfolders; None for no place."""
    place = _place(text)
    return None if place is None else (place[0] or ".", place[1])


def _extension_changed(m: re.Match) -> str | None:
    """"change every .txt in notes/ to .md" → ``for f in notes/*.txt; do mv "$f" "${f%.txt}.md"; done``; under
    a folder's subfolders through find."""
    old, new = m.group("a"), m.group("b") or ""
    if old == new or (m.group("verb").lower() in ("convert", "turn") and not same_format(old, new)
                      and not re.search(r"\bextensions?\b", m.string, re.I)):
        return None   # "convert the .md files to .pdf": a conversion, not a new name
    target = f".{new}" if new else ""
    where = _under(m.string)
    if where is None:
        return None
    folder, under = where
    if under:
        return f"find {folder} -type f -name '*.{old}' -exec sh -c 'mv \"$1\" \"${{1%.{old}}}{target}\"' _ {{}} \\;"   # "$1" starts with the folder
    return _loop(m.string, f"*.{old}", f"${{f%.{old}}}{target}", keeps_path=True)


def _suffix_before_extension(m: re.Match) -> str | None:
    """"add _v2 before the extension on all the .png files in ./icons" → ``for f in ./icons/*.png; do mv -- "$f"
    "${f%.png}_v2.png"; done``."""
    ext = _kind(m.string[m.end():]) or _kind(m.string[:m.start()])
    if ext is None:
        return None
    return _loop(m.string, f"*.{ext}", f"${{f%.{ext}}}{m.group('s')}.{ext}", keeps_path=True)


def _suffix_dropped(m: re.Match) -> str | None:
    """"remove the _final suffix from file names in ~/thesis" → ``cd ~/thesis && for f in *_final.*; do mv -- "$f"
    "${f/_final./.}"; done``."""
    s = m.group("s")
    return _loop(m.string, f"*{s}.*", f"${{f/{s}./.}}")


def _prefix_glob(prefix: str, text: str) -> str:
    ext = _kind(text)
    return f"{prefix}*" + (f".{ext}" if ext else "")


def _prefix_dropped(m: re.Match) -> str | None:
    """"strip the IMG_ prefix from all the photos in ~/Pictures/trip" → ``cd ~/Pictures/trip && for f in IMG_*; do
    mv -- "$f" "${f#IMG_}"; done``."""
    p = m.group("p")
    return _loop(m.string, _prefix_glob(p, m.string[m.end():]), f"${{f#{p}}}")


def _prefix_swapped(m: re.Match) -> str | None:
    """"in ~/Pictures/italy change IMG_ at the start of the names to italy_" → ``cd ~/Pictures/italy && for f in
    IMG_*; do mv -- "$f" "italy_${f#IMG_}"; done``."""
    p, q = m.group("p"), m.group("q")
    return _loop(m.string, _prefix_glob(p, m.string[m.end():]), f"{q}${{f#{p}}}")


_DATE_FORMATS = {"yyyymmdd": "%Y%m%d", "yyyy-mm-dd": "%F", "yyyy_mm_dd": "%Y_%m_%d"}


def _prefix_added(m: re.Match) -> str | None:
    """"prefix every csv in reports/ with old_" → ``cd reports && for f in *.csv; do mv -- "$f" "old_$f"; done``;
    "prefix every .md file here with today's date" → ``… "$(date +%F)_$f" …``; with its modification date →
    ``$(date -r "$f" +%Y%m%d)_$f`` for the files only."""
    if re.search(r"\b(?:lines?|rows?|hits?|entr(?:y|ies)|outputs?|columns?|fields?|words?|matches)\b", m.group("what"), re.I):
        return None   # "prefix each line of … with the time": text, not names
    ext = _kind(m.group("what"))
    glob = f"*.{ext}" if ext else "*"
    if m.group("p"):
        return _loop(m.string, glob, f"{m.group('p')}$f")
    shape = re.search(r"\b(YYYY-?_?MM-?_?DD)(?P<sep>[_-])?", m.string, re.I)
    fmt = _DATE_FORMATS.get(shape.group(1).lower(), "%F") if shape else "%F"
    sep = (shape.group("sep") if shape else None) or "_"
    if m.group("today"):
        return _loop(m.string, glob, f"$(date +{fmt}){sep}$f")
    loop = _loop(m.string, glob, f'$(date -r "$f" +{fmt}){sep}$f')
    return loop and loop.replace('do mv', 'do [ -f "$f" ] && mv')


def _named_char(word: str) -> str:
    """A character named by a word, singular or plural ("spaces", "dashes"), as itself; any other word as it is."""
    said = word.lower()
    return next((_CHAR_WORDS[w] for w in (said, said[:-1], said[:-2]) if w in _CHAR_WORDS), word.strip("'\""))


def _replaced_in_names(m: re.Match) -> str | None:
    """"in ~/templates change 2023 to 2024 in all file names" → ``cd ~/templates && for f in *2023*; do mv -- "$f"
    "${f//2023/2024}"; done``; "spaces into dashes" likewise; under subfolders with perl's rename."""
    x, y = (_named_char(w) for w in m.group("x", "y"))
    if not x or x == y or x == "." or "/" in x + y:
        return None   # every dot but the extension's is another task
    where = _under(m.string)
    if where is None:
        return None
    folder, under = where
    if under:
        return f"find {folder} -depth -name '*{x}*' -execdir rename 's/{re.escape(x)}/{y}/g' {{}} +"
    glob = "*\\ *" if x == " " else f"*{x}*"
    return _loop(m.string, glob, "${f//" + x + "/" + y + "}")


def _case_changed(m: re.Match) -> str | None:
    """"lowercase all the filenames in ~/music/incoming" → ``cd ~/music/incoming && for f in *; do [ "$f" =
    "${f,,}" ] || mv -- "$f" "${f,,}"; done``; folders' names with ``*/``; under subfolders with perl's rename."""
    upper = (m.group("case") or m.group("case2")).lower().startswith("u")
    op = "^^" if upper else ",,"
    where = _under(m.string)
    if where is None:
        return None
    folder, under = where
    if under:
        return f"find {folder} -depth -mindepth 1 -execdir rename '{'y/a-z/A-Z/' if upper else 'y/A-Z/a-z/'}' {{}} +"
    if re.search(r"\b(?:folders|directories|dirs)\b", m.group(0), re.I):
        loop = f'for d in */; do d="${{d%/}}"; [ "$d" = "${{d{op}}}" ] || mv -- "$d" "${{d{op}}}"; done'
        return in_folder(None if folder == "." else folder, loop)
    ext = _kind(m.group(0))
    loop = f'for f in {"*." + ext if ext else "*"}; do [ "$f" = "${{f{op}}}" ] || mv -- "$f" "${{f{op}}}"; done'
    return in_folder(None if folder == "." else folder, loop)


def _sorted_by_extension(m: re.Match) -> str | None:
    """"sort the files in ~/Downloads into subfolders named after their extension" → a folder per extension, each
    file moved into its own."""
    place = _place(m.string)
    if place is None:
        return None
    loop = 'for f in *.*; do [ -f "$f" ] || continue; ext="${f##*.}"; mkdir -p "$ext" && mv -- "$f" "$ext/"; done'
    return in_folder(place[0], loop)


def _own_folders(m: re.Match) -> str | None:
    """"give every .mkv in ~/Movies its own folder" → ``cd ~/Movies && for f in *.mkv; do d="${f%.mkv}"; mkdir -p
    -- "$d" && mv -- "$f" "$d/"; done``."""
    ext = _kind(m.group("what"))
    place = _place(m.string)
    if ext is None or place is None:
        return None
    loop = f'for f in *.{ext}; do d="${{f%.{ext}}}"; mkdir -p -- "$d" && mv -- "$f" "$d/"; done'
    return in_folder(place[0], loop)


def _double_extension(m: re.Match) -> str | None:
    """"uploads in ~/uploads ended up as name.jpg.jpg, fix the double extension" → ``for f in ~/uploads/*.jpg.jpg;
    do mv -- "$f" "${f%.jpg}"; done``."""
    ext = m.group("e")
    return _loop(m.string, f"*.{ext}.{ext}", f"${{f%.{ext}}}", keeps_path=True)


def _renumbered(m: re.Match) -> str | None:
    """"renumber the jpgs in this folder as holiday_001.jpg, holiday_002.jpg and so on" → ``n=1; for f in *.jpg; do
    mv -- "$f" "$(printf 'holiday_%03d.jpg' "$n")"; n=$((n+1)); done``: the example's stem, width, start and kind."""
    kind = _kind(m.group("what")) or m.group("ext")
    place = _place(m.string)
    if place is None or place[1] or "%" in m.group("stem"):
        return None
    num = m.group("num")
    name = f"{m.group('stem')}%0{len(num)}d.{m.group('ext')}" if len(num) > 1 else f"{m.group('stem')}%d.{m.group('ext')}"
    loop = f'for f in *.{kind}; do mv -- "$f" "$(printf \'{name}\' "$n")"; n=$((n+1)); done'
    return f"n={int(num)}; {in_folder(place[0], loop)}"   # the count set first: "cd DIR && …" guards the loop


_SOME = r"(?:(?:all|every|each|any)\s+)?(?:(?:the|of\s+the|my)\s+)?"
_TO_EXT = (r"(?:to|into|so\s+(?:that\s+)?(?:it|they)\s+(?:ends?\s+(?:in|with)|uses?)|to\s+end\s+(?:in|with))\s+(?:an?\s+|the\s+|just\s+)?"
           r"(?:lower\s*-?case\s+|upper\s*-?case\s+|plain\s+)?\.(?P<b>[A-Za-z0-9]{1,5})\b(?!\.\w)")

ROWS = (
    # "change every .txt in notes/ to .md", "rename .htm to .html for the files in ~/site/pages"
    (re.compile(rf"\b(?P<verb>rename|change|switch|convert|turn)\s+(?:the\s+extensions?\s+of\s+)?{_SOME}(?<![\w*])\*?\.(?P<a>[A-Za-z0-9]{{1,5}})\b(?!\.\w)"
                rf"(?:[^.;]|\.(?=[\w/~]))*?{_TO_EXT}", re.I),
     _extension_changed),
    # "drop the .sh extension from all scripts in ~/bin"
    (re.compile(r"\b(?P<verb>drop|remove|strip|take\s+off|get\s+rid\s+of|delete)\s+(?:the\s+)?\.(?P<a>[A-Za-z0-9]{1,5})\s+(?:extensions?|endings?|suffix(?:es)?)\s+"
                r"(?:from|of|on|off)\b(?P<b>)", re.I),
     _extension_changed),
    # "add _v2 before the extension on all the .png files in ./icons"
    (re.compile(r"\b(?:add|append|put|insert|stick)\s+['\"]?(?P<s>[\w-]+)['\"]?\s+(?:just\s+|right\s+)?before\s+the\s+(?:file\s+)?extension\b", re.I),
     _suffix_before_extension),
    # "remove the _final suffix from file names in ~/thesis"
    (re.compile(r"\b(?:remove|strip|drop|take\s+off|get\s+rid\s+of|delete)\s+(?:the\s+)?['\"]?(?P<s>[\w-]+)['\"]?\s+suffix\s+(?:from|of|off)\b", re.I),
     _suffix_dropped),
    # "strip the IMG_ prefix from all the photos in ~/Pictures/trip"
    (re.compile(r"\b(?:remove|strip|drop|take\s+off|get\s+rid\s+of|delete|cut)\s+(?:the\s+)?['\"]?(?P<p>[\w.-]+?)['\"]?\s+"
                r"(?:prefix|at\s+the\s+(?:start|beginning|front)(?:\s+of\s+(?:the\s+)?(?:file\s*)?names?)?)\s+(?:from|of|off|in)\b", re.I),
     _prefix_dropped),
    # "change IMG_ at the start of the names to italy_", "replace the IMG_ prefix with trip_"
    (re.compile(r"\b(?:replace|change|swap|switch|rename)\s+(?:the\s+)?['\"]?(?P<p>[\w.-]+?)['\"]?\s+(?:prefix\s+|at\s+the\s+(?:start|beginning|front)\s+"
                r"(?:of\s+(?:the\s+|all\s+the\s+)?(?:file\s*)?names?\s+)?)(?:with|to|for|into)\s+['\"]?(?P<q>[\w.-]+?)['\"]?(?=[\s,;]|$)", re.I),
     _prefix_swapped),
    # "prefix every csv in reports/ with old_", "prefix every .md file here with today's date, like 2024-06-01_"
    (re.compile(r"\bprefix\s+(?P<what>(?:every|each|all(?:\s+the)?|the)\s+[^,;]*?)\s+with\s+(?:(?P<today>today'?s\s+date|the\s+(?:current|today'?s)\s+date)"
                r"|(?:its|their|the)\s+(?:last\s+)?(?:modification|modified|mtime|change)\s+(?:date|time)|['\"]?(?!(?:the|its|their|an?|his|her|my)\b)(?P<p>[\w.-]+?)['\"]?(?=[\s,;(]|$))", re.I),
     _prefix_added),
    # "put 2024_ in front of the name of every pdf in ~/Documents/receipts"
    (re.compile(r"\b(?:put|add|stick|prepend)\s+(?:(?P<today>today'?s\s+date|the\s+(?:current|today'?s)\s+date)|['\"]?(?!(?:the|a|an|my)\b)(?P<p>[\w.-]+?)['\"]?)\s+"
                r"(?:in\s+front\s+of|at\s+the\s+(?:start|beginning|front)\s+of)\s+(?:the\s+(?:file\s*)?names?\s+of\s+)?(?P<what>(?:every|each|all(?:\s+the)?)\s+[^,;]*?)"
                r"(?=\s+(?:in|under|inside|here)\b|\s*$)", re.I),
     _prefix_added),
    # "for the mp3s in ~/podcasts turn spaces into dashes", "change 2023 to 2024 in all file names"
    (re.compile(r"\b(?:replace|change|swap|turn|convert)\s+(?:all\s+|every\s+|the\s+|any\s+)*(?P<x>spaces?|underscores?|dashes|hyphens|dots|'[^']+'|\"[^\"]+\"|[\w-]+)"
                r"\s+(?:with|to|into|by|for)\s+(?P<y>underscores?|dashes?|hyphens?|spaces?|dots?|'[^']*'|\"[^\"]*\"|[\w-]+)\s+in\s+"
                r"(?:all\s+|the\s+|every\s+|their\s+|each\s+)*(?:file\s*names?|(?:names?|filenames?)\s+of\s+(?:all\s+|the\s+|every\s+)*files)\b", re.I),
     _replaced_in_names),
    (re.compile(r"\b(?:in|for)\s+(?:all\s+|the\s+|every\s+)*(?:file\s*names|[\w.]+s)\b[^,;]*?,?\s+(?:replace|change|swap|turn|convert)\s+(?:all\s+|every\s+|the\s+|any\s+)*"
                r"(?P<x>spaces?|underscores?|dashes|hyphens)\s+(?:with|to|into|by|for)\s+(?P<y>underscores?|dashes?|hyphens?|spaces?)\s*(?:$|,|;|\band\b(?!\s+make))", re.I),
     _replaced_in_names),
    # "lowercase all the filenames in ~/music/incoming", "uppercase the names of all the folders in ~/clients"
    (re.compile(r"\b(?P<case>lower\s*-?case|upper\s*-?case)\s+(?:all\s+|every\s+|the\s+)*(?:file\s*names?|names\s+of\s+(?:all\s+|every\s+|the\s+)*(?:files|folders|directories|dirs))\b"
                r"|\b(?:make|convert|turn|rename|change)\s+(?:all\s+|every\s+|each\s+|the\s+)*(?:file\s*names?|names\s+of\s+(?:all\s+|every\s+|the\s+)*(?:files|folders|directories|dirs)"
                r"|(?:\.?\w+\s+)?files)\b[^,;]*?\b(?:to\s+|in\s+|into\s+)?(?P<case2>lower\s*-?case|upper\s*-?case)\b(?!\s+(?:letters|text|contents?))", re.I),
     _case_changed),
    # "sort the files in ~/Downloads into subfolders named after their extension"
    (re.compile(r"\b(?:sort|organi[sz]e|file|group|move|put|split)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:files\s+|stuff\s+)?(?:in\s+[^,;]+?\s+|[\w~./-]+\s+)?(?:in)?to\s+"
                r"(?:sub-?)?(?:folders|directories|dirs)\s+(?:named\s+after|by|according\s+to|per|based\s+on)\s+(?:their\s+|the\s+|its\s+)?(?:file\s+)?(?:extension|type)s?\b"
                r"|\b(?:sort|organi[sz]e|group)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:files\s+)?(?:in\s+)?[\w~./-]*\s*(?:in)?to\s+(?:sub-?)?(?:folders|directories|dirs)\s+by\s+(?:file\s+)?extension\b", re.I),
     _sorted_by_extension),
    # "give every .mkv in ~/Movies its own folder"
    (re.compile(r"\b(?:give|put)\s+(?P<what>(?:every|each|all(?:\s+the)?)\s+[^,;]*?)\s+(?:its|their|in\s+its)\s+own\s+(?:folder|directory|dir)\b", re.I),
     _own_folders),
    # "some uploads ended up as name.jpg.jpg, fix the double extension"
    (re.compile(r"\.(?P<e>[A-Za-z0-9]{1,5})\.(?P=e)\b(?=.*\bdouble\s+extensions?\b)", re.I),
     _double_extension),
    # "the camera gives me .JPG, change them all to lowercase .jpg in ~/Pictures/Camera": the kind said first
    (re.compile(rf"(?<![\w*])\.(?P<a>[A-Za-z0-9]{{1,5}})\b(?!\.\w)[^;.]*?[,;]\s*(?:please\s+)?(?P<verb>rename|change|switch|turn)\s+(?:them|those|these|the\s+files)(?:\s+all)?\s+{_TO_EXT}", re.I),
     _extension_changed),
    # "renumber the jpgs in this folder as holiday_001.jpg, holiday_002.jpg and so on"
    (re.compile(r"\b(?:renumber|rename|number)\s+(?P<what>(?:all\s+|every\s+|each\s+)?(?:the\s+|my\s+)?[^,;]*?)\s+(?:as|to|like|into)\s+(?P<stem>[\w-]*?)(?P<num>\d{1,5})\.(?P<ext>[A-Za-z0-9]{1,5})"
                r"(?:\s*,\s*(?P=stem)\d{1,5}\.(?P=ext))+\s*,?\s*(?:and\s+so\s+on|etc\.?|\.\.\.|…)?\s*[.!]?\s*$", re.I),
     _renumbered),
)
