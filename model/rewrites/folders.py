"""Folders and places: the names a request places in a folder written with that folder's path (the home folder
said in words too), lists of names written out, and folders made first, nested (``mkdir -p``) or inside the
place the request names.
"""

from __future__ import annotations

import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import HERE_SAID, HOME_FOLDERS, NOT_NAMES, Recognized, items_listed
from serval.model.phrasebook.shared import _sudo_for
from serval.model.repair import has_flag, joined_places, listed_names, simple_commands, unquoted
from serval.model.rewrites.shared import _KIND_GLOB, _found


# "every .bin file in firmware/", "the node_modules folder in frontend/": a name, then the folder it is in.
_IN_FOLDER = re.compile(r"\s+(?:(?:files?|folders?|dir|directory|directories|script|archive)\s+)?"
                        r"(?:(?:in|inside|under|within|from)\s+(?:the\s+|my\s+)?|on\s+(?:the|my)\s+)(?:(?:folder|directory|dir)\s+)?$", re.I)   # "on my desktop", not "on photos"


# "hosts.orig in my home dir": the home folder said in words, which is no entity.
_IN_HOME = re.compile(r"\s+(?:in|inside|into|under)\s+(?:my|your|the)\s+home(?:\s+(?:dir|directory|folder))?\b", re.I)


def place_joined(command: str, rec: Recognized) -> str:
    """``command`` with the names the request places in a folder written with that folder's path (see
    ``serval.model.repair.joined_places``): "md5 of every .bin file in firmware/" → ``md5sum firmware/*.bin``,
    "a copy of /etc/hosts called hosts.orig in my home dir" → ``cp /etc/hosts ~/hosts.orig``."""
    ents = sorted(rec.entities, key=lambda e: e.start)
    pairs = [(a.value, b.value) for a, b in zip(ents, ents[1:])
             if a.type in ("File", "Pattern", "Directory") and b.type in ("Directory", "Path")
             and _IN_FOLDER.fullmatch(rec.text[a.end:b.start])]
    pairs += [(a.value, "~") for a in ents if a.type in ("File", "Pattern", "Directory") and _IN_HOME.match(rec.text, a.end)]
    if not pairs:
        return command
    words = command.split(" ")
    out = joined_places(words, pairs)
    return command if out == words else " ".join(out)


_LIST_GLUE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)")
_PLACES = frozenset({"File", "Directory", "Path", "Pattern"})


def _name_lists(rec: Recognized, files_by_spaces: bool = False) -> list[list[str]]:
    """The lists of two names or more the request gives ("a.txt, b.txt and c.txt"), each in the request's order; with
    ``files_by_spaces`` also files listed with spaces alone ("cv.pdf cover_letter.pdf and references.pdf")."""
    ents = sorted((e for e in rec.entities if e.type in _PLACES), key=lambda e: e.start)
    lists, run = [], ents[:1]
    for a, b in zip(ents, ents[1:]):
        between = rec.text[a.end:b.start]
        # "make folders src tests and docs": folders may be listed with spaces alone
        if _LIST_GLUE.fullmatch(between) or between.isspace() and (a.type == b.type == "Directory" or files_by_spaces and a.type == b.type == "File"):
            run.append(b)
        else:
            lists.append(run)
            run = [b]
    return [[e.value for e in run] for run in lists + [run] if len(run) >= 2]


def names_listed(command: str, rec: Recognized) -> str:
    """``command`` with all the names of a list the request gives ("create folders logs, tmp and cache"),
    where the model wrote the first of them only (see ``serval.model.repair.listed_names``)."""
    lists = _name_lists(rec)
    if not lists:
        return command
    words = command.split(" ")
    out = listed_names(words, lists)
    return command if out == words else " ".join(out)


_NOT_DESTINATIONS = NOT_NAMES | {"it", "them", "there", "here"}
_DESTINATION = re.compile(r"\b(?:in)?to\s+(?:the\s+)?(?:(?:folder|directory|dir)\s+)?(?P<dest>[~./\w][\w./~-]*?)/?(?:\s+(?:folder|directory|dir))?"
                          # "… to backup keeping permissions, ownership and timestamps": how, after where
                          r"(?:\s*,?\s+(?:keeping|preserving|retaining|with|without|recursively|verbosely|showing|overwriting|not|but|and\s+(?:keep|preserve))\b[^/]*?)?"
                          r"\s*[.!]?\s*$", re.I)


def destination_said(command: str, rec: Recognized) -> str:
    """``command`` with the folder a copy or move goes into, where the request ends by naming it and the model
    left it out: "move a.txt, b.txt and c.txt into done" gave ``mv a.txt b.txt c.txt`` → ``mv a.txt b.txt
    c.txt done/``. Only when every operand is a name the request gives before that folder."""
    m = _found(_DESTINATION, rec.text)
    c = re.fullmatch(r"((?:sudo\s+)?(?:mv|cp)(?:\s+-[\w-]+)*)((?:\s+(?!-)[^\s|;&<>]+)+)", command)
    if m is None or c is None or m.group("dest").lower() in _NOT_DESTINATIONS:
        return command
    dest, operands = m.group("dest"), c.group(2).split()
    before = rec.text[:m.start("dest")]
    if any(unquoted(o).rstrip("/") == dest.rstrip("/") for o in operands) \
            or not all(re.search(rf"(?<![\w./~-]){re.escape(unquoted(o).removeprefix('~/'))}(?![\w~-])", before) for o in operands):   # "~/.bashrc": ".bashrc from my home"
        return command
    if len(operands) >= 2 and not re.search(r"\.\w+$|\*", unquoted(operands[-1])):
        return command   # the last one may be the folder, said differently
    return f"{command} {dest}" if re.search(r"\.\w+$", dest) else f"{command} {dest}/"   # a file's name takes no slash


_NESTED = re.compile(r"\b(?:tree|nested|parents?|intermediate|as\s+needed)\b", re.I)


def mkdir_parents(command: str, rec: Recognized) -> str:
    """``command`` with ``-p`` on a ``mkdir`` of a path three folders deep, or two when the request speaks
    of a tree, nested folders or parents ("make a directory tree a/b/c" gave ``mkdir a/b/c``, which fails
    unless a/b exists). ``mkdir src/utils`` is left as written: its parent is most likely there."""
    words = command.split(" ")
    depth = 1 if _found(_NESTED, rec.text) else 2   # slashes inside the path that call for -p
    for util, end in reversed(list(simple_commands(words))):
        args = words[util + 1:end]
        if words[util] != "mkdir" or has_flag(args, "p", "--parents"):
            continue
        if any(not a.startswith("-") and a.strip("'\"").rstrip("/").lstrip("~/").count("/") >= depth for a in args):
            words.insert(util + 1, "-p")
    return " ".join(words)


# "a private folder ~/secrets that only i can get into": a folder made with the owner's bits alone
_PRIVATE_FOLDER = re.compile(r"\bprivate\s+(?:folder|directory|dir)\b|\bonly\s+(?:i|me)\s+(?:can|may|could|should\s+be\s+able\s+to)\s+(?:get\s+into|enter|access|open|read|see|use)\b"
                            r"|\bnobody\s+(?:else\s+)?(?:but\s+me\s+)?can\s+(?:get\s+into|enter|access|open|read|see)\b", re.I)


def private_folder(command: str, rec: Recognized) -> str:
    """``command`` making a folder only its owner may enter where the request asks for a private one: "create a private
    folder ~/secrets that only i can get into" gave ``mkdir -p ~/secrets`` → ``mkdir -m 700 ~/secrets``."""
    if not _found(_PRIVATE_FOLDER, rec.text):
        return command
    m = re.fullmatch(r"mkdir((?:\s+-[pv]+)*)\s+([^\s|;&<>-][^\s|;&<>]*)", command)
    return command if m is None else f"mkdir{m.group(1)} -m 700 {m.group(2)}"


# "move report.pdf into archive/2023, creating the folder if needed": mkdir -p first.
_FOLDER_FIRST = re.compile(r"\bcreat(?:e|ing)\s+(?:the\s+|that\s+|this\s+|it\s+|a\s+|its\s+)?(?:(?:target|destination|new|missing|parent)\s+)?(?:folders?|director(?:y|ies)|dirs?)?\s*"
                           r"(?:first|beforehand|if\s+(?:needed|necessary|(?:it|they)\s+(?:doesn'?t|don'?t|does\s+not|do\s+not)\s+(?:already\s+)?exist|missing)|as\s+needed|when\s+missing)\b"
                           r"|\b(?:if|when)\s+(?:the\s+|that\s+)?(?:folder|directory|dir|destination)\s+(?:doesn'?t|does\s+not|may\s+not)\s+exist"
                           # "create /tmp/restore and extract backup.tar.gz into it"
                           r"|^\s*(?:please\s+)?(?:create|make)\s+(?:the\s+|a\s+)?(?:new\s+)?(?:folder\s+|directory\s+|dir\s+)?\S+\s+(?:first\s+)?and\s+"
                           r"(?:then\s+)?(?:extract|unpack|untar|unzip|copy|move|put|download|save)\b(?:(?!\.\s)[^;])*?\b(?:into|in|to)\s+(?:it|there)\b", re.I)


def folder_made_first(command: str, rec: Recognized) -> str:
    """``command`` making the folder it puts things in first when the request asks for that: "move report.pdf
    into archive/2023, creating the folder if needed" gave ``mv report.pdf archive/2023/`` →
    ``mkdir -p archive/2023 && mv report.pdf archive/2023/``; so for cp and for tar -C, unzip -d."""
    if not _found(_FOLDER_FIRST, rec.text) or "mkdir" in command or any(w in SEGMENT_ENDS for w in command.split(" ")):
        return command
    words = command.split(" ")
    folder = None
    if words[0] in ("mv", "cp", "rsync"):
        operands = [w for w in words[1:] if not w.startswith("-")]
        folder = operands[-1] if len(operands) >= 2 else None
    elif words[0] in ("tar", "unzip"):
        flag = "-C" if words[0] == "tar" else "-d"
        folder = words[words.index(flag) + 1] if flag in words[:-1] else None
    if folder is None or ":" in folder or "*" in folder or unquoted(folder) in (".", "..", "~", "/"):
        return command
    return f"mkdir -p {folder.rstrip('/') or folder} && {command}"


_RENAME_IN = re.compile(r"\brename\s+(?:the\s+file\s+)?([\w.~/-]+\.\w+)\s+(?:in|inside|under|on)\s+([~./][\w./~-]*|[\w-]+/|(?:my\s+|the\s+)(?:desktop|downloads|documents|pictures|videos|music))\s+"
                        r"(?:to|as|into)\s+([\w.-]+)", re.I)
_MOVE_AND_NAME = re.compile(r"\b(?:move|copy|put)\s+([\w.~/-]+\.\w+)\s+(?:to|into|in)\s+([~./][\w./~-]*|[\w-]+/)\s*,?\s+and\s+"
                            r"(?:name|call|rename)\s+it\s+([\w.-]+)", re.I)


def named_in_folder(command: str, rec: Recognized) -> str:
    """``command`` renaming a file inside the folder the request names: "rename budget.xlsx in ~/Documents to
    budget_2023.xlsx" gave ``mv budget.xlsx budget_2023.xlsx ~/Documents`` (both moved into the folder) →
    ``mv ~/Documents/budget.xlsx ~/Documents/budget_2023.xlsx``; "move IMG_0042.JPG to ./photos/2023 and name
    it beach.jpg" → ``mv IMG_0042.JPG ./photos/2023/beach.jpg``."""
    words = command.split(" ")
    if words[:1] not in (["mv"], ["cp"], ["sudo"]) or any(w in SEGMENT_ENDS for w in words):
        return command
    head = words[:2] if words[0] == "sudo" else words[:1]
    flags = [w for w in words[len(head):] if w.startswith("-")]
    operands = [unquoted(w).rstrip("/") for w in words[len(head):] if not w.startswith("-")]
    if (m := _found(_RENAME_IN, rec.text)) and head[-1] == "mv":
        old, place, new = m.group(1), m.group(2).rstrip("/"), m.group(3)
        if home := re.fullmatch(r"(?:my|the)\s+(\w+)", place, re.I):   # "on my desktop": the home's Desktop
            place = "~/" + HOME_FOLDERS[home.group(1).lower()]
            operands = [o.removeprefix(place + "/") if o.removeprefix(place + "/") in (old, new) else o for o in operands]
        if {old, new} <= set(operands) and set(operands) <= {old, new, place}:
            return " ".join(head + flags + [f"{place}/{old}", f"{place}/{new}"])
    if m := _found(_MOVE_AND_NAME, rec.text):
        name, place, new = m.group(1), m.group(2).rstrip("/"), m.group(3)
        if name in operands and set(operands) <= {name, place, new, f"{place}/{new}"} and f"{place}/{new}" not in operands:
            return " ".join(head + flags + [name, f"{place}/{new}"])
    return command


_AT_ONCE = r"(?:\s*,?\s+(?:in\s+one\s+(?:command|go|step|line)|(?:all\s+)?at\s+once|one\s+(?:for\s+)?(?:each|every|per)\s+\w+))?\s*$"
_MADE_INSIDE = re.compile(r"\b(?:folders?|directories|directory|dirs?)\s+(?:called\s+|named\s+)?(.+?)\s+(?:in|inside|under|within)\s+"
                          r"([~./][\w./~-]*|[\w-]+/[\w./-]*|(?!(?:it|them|there|here|one|each)\b)[\w-]+)" + _AT_ONCE, re.I)
# "create releases, shared and logs folders under /var/www/api": the names before the noun
_MADE_NAMES_FIRST = re.compile(r"\b(?:create|make|add)\s+(?:the\s+)?((?:[\w.-]+\s*,\s*)+[\w.-]+,?\s+and\s+[\w.-]+)\s+(?:folders|directories|dirs)"
                               r"\s+(?:in|inside|under|within)\s+([~./][\w./~-]*|[\w-]+/[\w./-]*|(?!(?:it|them|there|here|one|each)\b)[\w-]+)" + _AT_ONCE, re.I)

# "… inside a new directory 2024", "in the folder named work": the folder's name alone
_NEW_FOLDER_NAMED = re.compile(r"\b((?:in|inside|under|within)\s+)(?:a|the)\s+(?:new\s+)?(?:folder|directory|dir)\s+(?:called\s+|named\s+)?"
                               r"(?=[\w-]+(?:\s|$))", re.I)


def made_inside(command: str, rec: Recognized) -> str:
    """``command`` making the folders a request names inside the place it names: "make a folder called
    invoices inside ~/Documents/taxes" gave ``mkdir -p ~/Documents/taxes`` → ``mkdir -p
    ~/Documents/taxes/invoices``; "dirs 2021, 2022 and 2023 under ~/Documents/taxes" → one path each;
    "folders 01 to 12 inside ./photos/2023" → ``./photos/2023/{01..12}``."""
    words = command.split(" ")
    if words[:1] != ["mkdir"] or any(w in SEGMENT_ENDS for w in words):
        return command
    text = _NEW_FOLDER_NAMED.sub(r"\1./", rec.text.rstrip(".?!"))   # "inside a new directory 2024": ./2024
    m = _MADE_INSIDE.search(text) or _MADE_NAMES_FIRST.search(text)
    if m is None:
        return command
    place = m.group(2).rstrip("/")
    if place.startswith("./") and "./" + place[2:] not in rec.text:
        place = place[2:]
    if place.split("/")[0] in HOME_FOLDERS.values() and not HERE_SAID.search(rec.text):
        place = "~/" + place   # "inside Documents": the home's
    operands = [unquoted(w).rstrip("/") for w in words[1:] if not w.startswith("-") and w != "."]   # mkdir . : nothing made
    names = m.group(1)
    parts = [p.strip("'\" ") for p in items_listed(names)]
    listed = set(parts)
    # mkdir -p css js ~/projects/site/img for "dirs css, js and img inside ~/projects/site": some placed, some not
    if operands != [place] and not (set(operands) <= listed | {place} | {f"{place}/{n}" for n in listed}
                                    and set(operands) & listed):
        return command
    span = re.fullmatch(r"(\d+)\s+(?:to|through|-)\s+(\d+)", names)
    if span:
        made = [f"{place}/{{{span.group(1)}..{span.group(2)}}}"]
    else:
        if not parts or any(not re.fullmatch(r"[\w.-]+(?:/[\w.-]+)*", p) or p.lower() in NOT_NAMES for p in parts):
            return command
        made = [f"{place}/{p}" for p in parts]
    return " ".join(words[:1] + [w for w in words[1:] if w.startswith("-")] + made)


_FOLDER_IN_PLACE = re.compile(r"\b(?:folder|directory|dir)\s+(?:called\s+|named\s+)?(['\"]?)([\w.-]+(?:\s[\w.-]+)?)\1\s+"
                              r"(?:in|inside|under|within|from)\s+([~./][\w./~-]*|[\w-]+/[\w./-]*)", re.I)
_PLACED_TOOLS = frozenset({"mkdir", "rmdir", "rm", "cd", "ls", "du", "chmod", "chown", "cp", "mv", "tar", "zip"})


def folder_in_place(command: str, rec: Recognized) -> str:
    """``command`` with a folder the request places inside another written as one path: "remove the empty
    folder old_stuff in ~/Downloads" gave ``rmdir ~/Downloads`` (the place itself) → ``rmdir
    ~/Downloads/old_stuff``; "make a folder named 'Tax Returns' in ~/Documents" gave ``mkdir "Tax Returns"``
    → ``mkdir ~/Documents/'Tax Returns'``."""
    m = _found(_FOLDER_IN_PLACE, rec.text)
    if m is None or not any(e.value == m.group(2) for e in rec.entities):   # a name ("directory sizes in /var/lib": no)
        return command
    name, place = m.group(2), m.group(3).rstrip("/")
    if " " in name and not m.group(1):
        return command   # two bare words: not surely one name
    joined = f"{place}/'{name}'" if " " in name else f"{place}/{name}"
    words = command.split(" ")
    if len(simple_commands_list := list(simple_commands(words))) != 1 or words[simple_commands_list[0][0]] not in _PLACED_TOOLS:
        return command
    text = " ".join(words)
    quoted_name = next((q for q in (f'"{name}"', f"'{name}'", name) if q in text), None)
    if quoted_name and place not in text:   # mkdir "Tax Returns": the name, placed nowhere
        return text.replace(quoted_name, joined, 1) if (" " in name or quoted_name == name and quoted_name in words) else command
    if quoted_name is None:   # rmdir ~/Downloads: the place, not the folder in it
        for k, w in enumerate(words):
            if unquoted(w).rstrip("/") == place:
                words[k] = joined
                return " ".join(words)
    return command


_GLOB_PLACE_TOOLS = frozenset({"tar", "zip", "rm", "ls", "du", "chmod", "chown", "gzip", "wc", "md5sum", "sha256sum"})


def glob_in_place(command: str, rec: Recognized) -> str:
    """``command`` with the glob of files the request places in a folder joined to it where the model gave
    both as operands: "put all the .csv files in ./exports into exports.tar.gz" gave ``tar -czf exports.tar.gz
    *.csv ./exports`` (every .csv here, and the whole folder) → ``tar -czf exports.tar.gz ./exports/*.csv``."""
    places = {}
    for e in rec.entities:
        if e.type != "Pattern" or not _KIND_GLOB.fullmatch(e.value):
            continue
        m = re.match(r"\s*(?:[a-z]+\s+)?(?:files?|images?|photos?|pictures?|documents?|scripts?|logs?)?\s*(?:in|from|inside|under)\s+(\S+)",
                     rec.text[e.end:])
        if m:
            places[e.value] = m.group(1).rstrip(".,;?")
    if not places:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in _GLOB_PLACE_TOOLS:
            continue
        for k in range(util + 1, end):
            glob = unquoted(words[k])
            place = places.get(glob)
            if place is None:
                continue
            at = next((j for j in range(util + 1, end) if j != k and unquoted(words[j]).rstrip("/") == place.rstrip("/")), None)
            if at is not None:
                words[k] = f"{place.rstrip('/')}/{glob}"
                del words[at]
                return " ".join(words)
    return command


# "every .css and .js file in dist": the kinds listed, then the folder they are in
_KINDS_PLACED = re.compile(r"\s*(?:(?:,|and|or|&)\s*(?:\*?\.|\*\.)\w+\s*)*(?:[a-z]+\s+)?(?:files?|images?|photos?|pictures?|documents?|scripts?|logs?)?"
                           r"\s*(?:in|inside)\s+((?:\.{1,2}/|~/|/)?[\w.-]+(?:/[\w.-]+)*/?)(?=[\s,;?]|$)", re.I)


def globs_placed(command: str, rec: Recognized) -> str:
    """``command`` with bare globs put in the folder the request names for them when the model left the folder out:
    "gzip every .css and .js file in dist" gave ``gzip *.css *.js`` (the files here) → ``gzip dist/*.css
    dist/*.js``; a for loop's list likewise ("change every .jpeg in photos/ to .jpg": ``for f in photos/*.jpeg``). Only
    where the folder appears nowhere in the command and the tool reads the files it is given."""
    places = {}
    for e in rec.entities:
        if e.type == "Pattern" and _KIND_GLOB.fullmatch(e.value):
            m = _KINDS_PLACED.match(rec.text, e.end)
            if m and not re.fullmatch(r"(?:this|the|here|there|it|them|my|a|an|all|each|every|both)", m.group(1), re.I):
                places[e.value] = m.group(1).rstrip(".,;?")
    words = command.split(" ")
    if not places or any(p.rstrip("/") and p.rstrip("/") in command for p in places.values()):
        return command
    loop = re.match(r"for\s+\w+\s+in\s+(\S+)\s+;", command)   # for f in *.jpeg ; do …: the loop's list of files
    if loop and unquoted(loop.group(1)) in places:
        return f"{command[:loop.start(1)]}{places[unquoted(loop.group(1))].rstrip('/')}/{loop.group(1)}{command[loop.end(1):]}"
    for util, end in simple_commands(words):
        if words[util] not in _GLOB_PLACE_TOOLS:
            continue
        for k in range(util + 1, end):
            place = places.get(unquoted(words[k]))
            if place is not None:
                words[k] = f"{place.rstrip('/')}/{words[k]}"
    return " ".join(words)


def own_folder_left(command: str, rec: Recognized) -> str:
    """``command`` moving or copying files into a folder from where the request has them, not from inside that
    folder: "move the files whose names start with draft_ into the drafts folder" gave ``mv drafts/draft_*
    drafts`` (a move of drafts' files into drafts itself, which does nothing) → ``mv draft_* drafts``."""
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("mv", "cp") or end - util < 3:
            continue
        dest = unquoted(words[end - 1]).rstrip("/")
        for k in range(util + 1, end - 1):
            word = unquoted(words[k])
            if dest and word.startswith(dest + "/") and not word.startswith("-") and "/" not in word[len(dest) + 1:] \
                    and word[len(dest) + 1:] and not re.search(rf"\b(?:from|in|inside|within|out\s+of)\s+(?:the\s+)?"
                                                               rf"(?:folder\s+|directory\s+|dir\s+)?{re.escape(dest)}\b", rec.text):
                words[k] = words[k].replace(dest + "/", "", 1)
    return " ".join(words)


_PLACED_IN_HOME = re.compile(r"(?<![\w/~.-])([\w][\w.-]*(?:/[\w.-]+)*)\s+(?:in|inside|under)\s+(?:my|your|the)\s+home\s+(?:dir(?:ectory)?|folder)\b", re.I)


def dotfile_at_home(command: str, rec: Recognized) -> str:
    """``command`` with a dot-file of the user's home written with its place where the request says whose it is: "add
    export PATH=… to my .bashrc" gave ``echo '…' >> .bashrc`` (a .bashrc here) → ``>> ~/.bashrc``."""
    for e in rec.entities:
        if e.type == "File" and e.value.startswith("~/.") and "/" not in e.value[2:]:
            command = re.sub(rf"(?<![\w/~.$'\"-]){re.escape(e.value[2:])}(?![\w/.-])", e.value, command)
    return command


def home_placed(command: str, rec: Recognized) -> str:
    """``command`` with the name the request places in the home folder given its path there: "create the
    folder projects/2024/reports in my home directory" gave ``mkdir -p projects/2024/reports`` (here, wherever
    here is) → ``mkdir -p ~/projects/2024/reports``; "a backup of /etc called etc-backup.tar.gz in my home
    directory" → ``~/etc-backup.tar.gz``. (``place_joined`` joins a name to the home folder where
    ``joined_places`` knows the tool's operands; this takes the one name the request places there, any tool.)"""
    m = _found(_PLACED_IN_HOME, rec.text)
    if m is None or m.group(1) not in {e.value for e in rec.entities if e.type in ("File", "Directory", "Path")}:
        return command   # "bigger than 1G in my home dir": a size, not a name placed there
    name = m.group(1)
    if re.search(rf"-i?name\s+['\"]?{re.escape(name)}", command):
        return command   # "search for report.pdf in my home folder": a name sought there, find ~ -name report.pdf
    return re.sub(rf"(?<![\w/~.$-]){re.escape(name)}(?![\w/.-])", f"~/{name}", command, count=1)


# Tools whose operands a list of the request gives, in its order (an archive lists its members in that order).
_LIST_TAKERS = frozenset({"zip", "tar", "7z", "cp", "mv", "cat", "rm", "gzip", "ls", "wc", "du", "chmod", "scp", "rsync"})


def listed_in_order(command: str, rec: Recognized) -> str:
    """``command`` with the names of a list the request gives in the request's order, each once: "zip report.pdf,
    summary.docx and notes.md into docs.zip" gave ``zip docs.zip notes.md report.pdf summary.docx notes.md`` →
    ``zip docs.zip report.pdf summary.docx notes.md``. Only where the names stand side by side in one command."""
    words = command.split(" ")
    if words[0] not in _LIST_TAKERS or any(w in SEGMENT_ENDS for w in words):
        return command
    for run in _name_lists(rec, files_by_spaces=True):
        at = [k for k, w in enumerate(words) if unquoted(w) in run]
        if not at or {unquoted(words[k]) for k in at} != set(run) or at != list(range(at[0], at[0] + len(at))):
            continue
        spelled = {}
        for k in at:
            spelled.setdefault(unquoted(words[k]), words[k])
        ordered = [spelled[name] for name in run]
        if ordered == words[at[0]:at[-1] + 1]:
            return command
        return " ".join(words[:at[0]] + ordered + words[at[-1] + 1:])
    return command


_SAME_FOLDER = re.compile(r"\b(?:in|into|to)\s+the\s+same\s+(?:folder|directory|dir|place|location)\b|\bnext\s+to\s+(?:it|the\s+original)\b", re.I)


def same_folder_copy(command: str, rec: Recognized) -> str:
    """``command`` copying a file beside itself where the request says "in the same folder": "back up
    /etc/nginx/nginx.conf as nginx.conf.bak in the same directory" gave ``cp /etc/nginx/nginx.conf nginx.conf.bak``
    (a copy in the current folder) → ``sudo cp /etc/nginx/nginx.conf /etc/nginx/nginx.conf.bak`` (root for a file of
    the system)."""
    m = re.fullmatch(r"(?P<sudo>sudo\s+)?(?P<cp>cp|mv)(?P<flags>(?:\s+-\w+)*)\s+(?P<src>[~/][^\s|;&<>]*/[^\s/|;&<>]+)\s+(?P<dst>[\w.-]+)", command)
    if m is None or not _found(_SAME_FOLDER, rec.text):
        return command
    folder = m.group("src").rsplit("/", 1)[0]
    sudo = m.group("sudo") or _sudo_for(folder + "/")
    return f"{sudo}{m.group('cp')}{m.group('flags')} {m.group('src')} {folder}/{m.group('dst')}"
