"""Requests of two steps, the second acting on what the first made: "create the directory /srv/www/site and make
www-data its owner" is ``mkdir -p /srv/www/site && chown www-data /srv/www/site``.

The model was trained on one command per request; asked for two things it writes the first (often well) and
drops or garbles the second. ``two_steps`` cuts such a request into its two clauses, the second with its
pronouns ("it", "its owner", "the archive") written as the name the first clause made, so each translates as
a request of its own; ``joined`` runs them one after the other with ``&&``; ``covers`` says whether a
candidate for the whole request already does both. Nothing here imports torch.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from serval.model.entities import COUNT_WORDS, count_value, recognize

# The first clause makes or changes something: a step whose result the second can act on. A first clause
# that only looks (find, show, count) is left whole: its second half is usually a pipe ("find … and delete them").
_MAKING = (r"create|make|add|append|write|copy|move|rename|archive|compress|tar|zip|gzip|pack|back\s+up|install|"
           r"generate|split|join|concatenate|combine|merge|mount|format|touch|extract|unpack|untar|decompress|dump|"
           r"set\s+up|build|clone|initiali[sz]e|change|set|restart|stop|start|enable|chmod|chown|sort|go\s+to|cd|"
           r"glue|insert|prepend|unzip|gunzip|convert|encrypt|pull(?![^,;]*\b(?:stream|over\s+ssh|pipe)\b)")
_FIRST = re.compile(rf"^\s*(?:please\s+)?(?:{_MAKING})\b", re.I)
# Where the second clause starts: "and", "and then", ", then", "then", "; " before a verb of its own.
_VIEWS = r"print|show|list|display|compute|calculate|verify|check|count|view|cat|test|grep|search"
_ACTIONS = (r"restart|reload|start|stop|enable|disable|add|make|create|give|set|change|format|move|copy|put|run|execute|"
            r"mount|install|append|write|extract|unpack|compress|gzip|rename|chmod|chown|send|upload|link|symlink|"
            r"activate|sign|encrypt|delete|remove|decompress|gunzip|bunzip2|unxz|verify|scp|rsync|cd|unzip|tar|zip|archive|"
            r"enter|go\s+(?:in)?to|open")
# "… and once that worked delete the zip file": ``&&`` says as much
_ONCE = r"(?:once|when|if)\s+(?:that|it|this)\s+(?:worked|works|succeeded|succeeds|(?:is|'s|was|has)\s+(?:done|finished|fine|ok))\s*,?\s+"
_THEN = re.compile(rf"(?:\s*,\s*|\s+|\s*;\s*)(?:and\s+(?:then\s+|after\s+that\s+|{_ONCE})?|then\s+|after\s+that\s+|afterwards\s+|&&\s*|(?<=[;,])\s*)"
                   rf"(?P<verb>(?:securely\s+)?(?:{_VIEWS}|{_ACTIONS}))\b(?![.:/@-])", re.I)
_VIEW = re.compile(rf"(?:{_VIEWS})\b", re.I)
# A sequence said outright ("restart nginx and then show its status"): two steps even where the first clause names
# nothing the model knows as a name (the second still names something or refers to the first's)
_KNOWN_VERB = re.compile(rf"^\s*(?:please\s+)?(?:{_VIEWS}|{_ACTIONS})\b", re.I)   # a first clause that starts as a step does
_SAID_THEN = re.compile(r"(?:,\s*|\s+)(?:and\s+)?(?:then|after\s+that|afterwards)\s+$", re.I)   # (not "; ": context, then the task)
# A first clause that makes a folder: the second's "there" is that folder ("create /mnt/usb2 and mount /dev/sde1 there");
# after a move it may be anywhere ("move jack's home to /srv/jack and move his files there" is one step of usermod)
_MADE_FOLDER = re.compile(r"^\s*(?:please\s+)?(?:create|make|mkdir|set\s+up)\b", re.I)
# A first clause that goes to a folder: the next one's "there" is where the shell already is ("go to /var/www and
# create a directory named staging there")
_WENT = re.compile(r"^\s*(?:please\s+)?(?:go\s+to|cd|change\s+(?:the\s+)?(?:directory|dir)\s+to)\s+\S+\s*$", re.I)
_ENTERED = re.compile(r"(?:move|go|step|get|change|switch|cd)\s+(?:(?:directory|dir)\s+)?(?:in)?to\s+X|enter\s+X|cd\s+X", re.I)
# What the second clause may call the first one's product.
_ITS = re.compile(r"\b(?:its|the\s+(?:archive|file|folder|directory|dir|image|tarball|iso|user|account|new\s+\w+)'s)\s+"
                  r"(?P<what>(?:[\w-]+\s+){0,2}?(?:owner|group|contents|permissions|mode|size|checksum|sha\d*(?:\s*(?:sum|checksum|hash))?|"
                  r"md5(?:\s*(?:sum|checksum|hash))?|hash|lines|(?:first|last)\s+(?:\d+\s+lines|line)|name|password|shell|home(?:\s+directory)?|status|logs?))\b", re.I)
_IT = re.compile(r"\b(?:it|the\s+(?:archive|file|folder|directory|dir|image|tarball|iso|copy|backup|script|zip(?:\s+file)?|new\s+(?:file|folder|directory|"
                 r"archive|user|account)|user|account))\b", re.I)
# Words that want the first step's output rather than its product: a pipe, not two steps.
_OUTPUT = re.compile(r"\b(?:them|those|these|the\s+(?:result|results|output|ones|matches|lines|list|rest|originals?|"
                     r"duplicates|top\s+\d+|most|largest|biggest|pieces|parts|chunks)|each\s+(?:one|of\s+them|piece|part|chunk)"
                     r"|its\s+output)\b", re.I)
# "… and show progress while it copies": how the first step runs, not a second one
_MANNER = re.compile(r"(?:show|display|print|report)\s+(?:the\s+|its\s+)?(?:progress|what\s+it\s+does|each\s+file)\b", re.I)
# "so only I can read and write it", "to read and write": the verb after "and" shares the clause of the one before
_COORDINATED = re.compile(r"\b(?:can|could|to|will|may|must|should|cannot|can't|only|not)\s+\w+\s*,?\s+(?:and|or)\s+(?:then\s+)?$", re.I)
# "convert users.csv to tab separated, write to users.tsv", "… and print it to the screen": where the first step's
# output goes, no step of its own
_WRITTEN_TO = re.compile(r"(?:write|save|store|output|send|print|put|dump)\s+(?:(?:it|them|that|(?:the\s+)?(?:result|output)|the\s+converted\s+\w+"
                         r"|the\s+\w+\s+files?)\s+)?(?:(?:(?:in)?to|as|on)\s+(?:the\s+)?)?(?:[~./\w-]+\.\w+|[~/.][\w./~-]*|screen|stdout|standard\s+output|terminal|console)\s*$", re.I)
# "unzip file.gz to standard output and execute it in bash": the next step reads the first one's output, a pipe's work
_TO_STDOUT = re.compile(r"\b(?:to|on(?:to)?)\s+(?:the\s+)?(?:standard\s+output|stdout)\b", re.I)
# "… and list the archive's contents to check it": why the step is asked, no part of it.
_PURPOSE = re.compile(r"\s*,?\s+(?:to\s+(?:check|verify|make\s+sure|confirm|see|test)|so\s+(?:that\s+)?(?:i|we)\s+can\s+\w+)\b.*$", re.I)
# "… and delete the archive only if the extraction worked": what ``&&`` does anyway
_IF_DONE = re.compile(r"\s*,?\s+(?:but\s+)?only\s+if\s+(?:it|that|this|the\s+\w+|\w+ing\s+(?:it|worked|succeeded))\s+"
                      r"(?:succeed(?:s|ed)|work(?:s|ed)|(?:was|is)\s+(?:successful|ok|fine))\s*$", re.I)
# A copy or move of a file into a folder makes the file there: "copy deploy.sh into ~/bin and make the copy executable"
_COPIED_IN = re.compile(r"^\s*(?:copy|move|cp|mv|scp|fetch|download|pull|grab)\s+(?:the\s+file\s+)?(?P<src>[~./\w][\w./~-]*\.[A-Za-z]\w*)"
                        r"(?:\s+from\s+(?:the\s+)?(?:host|server|machine)?\s*[\w.@-]+)?\s+(?:in)?to\s+"
                        r"(?:the\s+(?:folder|directory)\s+)?(?P<dir>[~./\w][\w./~-]*|(?:the|my)\s+current\s+(?:folder|directory|dir))\s*$", re.I)
# A file or folder made by name inside another folder
_MADE_IN = re.compile(r"^\s*(?:please\s+)?(?:create|make|touch|mkdir)\s+(?:an?\s+)?(?:(?:new|empty)\s+)*(?:file|folder|directory|dir)\s+"
                      r"(?:called|named)\s+(?P<name>[\w.-]*\w)\s+(?:inside|in|under|within)\s+(?:my\s+|the\s+)?(?P<dir>[~./][\w./~-]*)"
                      r"(?:\s+(?:folder|directory|dir))?\s*$", re.I)
# A first clause that (re)starts or stops a service by its name: what "its status" is about
_SERVICE_NAMED = re.compile(r"^\s*(?:please\s+)?(?:sudo\s+)?(?:re)?(?:start|stop|restart|reload|enable|disable)\s+(?:the\s+)?(?P<unit>[a-z][\w@.-]*)(?:\s+service)?\s*$", re.I)
# A second clause that names nothing and is still a step: a service (re)started or a program run after the change.
_SERVICE_STEP = re.compile(r"(?:restart|reload|start|stop|enable|disable|run|execute|reboot)\b", re.I)
# The kinds of name a first step makes and a second can be about (not numbers, sizes, modes or URLs).
_PRODUCTS = frozenset({"File", "Directory", "Path", "User", "Text", "Group"})
# The verbs of unpacking; a first step that packs (and unpacks nothing): its product is the archive it names, not the
# folder packed ("tar ./site into site.tar.gz")
_UNPACKS = r"extract|unpack|untar|unzip|decompress"
_PACKING = re.compile(rf"^(?!.*\b(?:{_UNPACKS})\b).*\b(?:archive|compress|tar|zip|gzip|bzip2|xz|pack|"
                      r"tarball|back\s+up)\b", re.I)
# A clause that unpacks an archive, and what a later one calls that archive
_UNPACKING = re.compile(rf"^\s*(?:please\s+)?(?:{_UNPACKS}|gunzip)\b", re.I)
_ARCHIVE_REF = re.compile(r"\bthe\s+(?:zip(?:\s+file)?|archive|tarball|\.?zip|\.?tar(?:\.gz)?(?:\s+file)?)\b", re.I)
# A clause that makes a file from another, and what a later one calls the other
_FROM_SOURCE = re.compile(r"^\s*(?:please\s+)?(?:convert|encrypt|copy|transcode|render|resize|turn|back\s+up"
                          r"|make\s+an?\s+(?:backup\s+)?copy\s+of)\b", re.I)
_ORIGINAL_REF = re.compile(r"\bthe\s+original(?:\s+(?:\.?\w+\s+)?file|\s+one)?\b", re.I)
_ARCHIVE_NAME = re.compile(r"\.(?:tar(?:\.\w+)?|tgz|tbz2?|txz|zip|gz|bz2|xz|7z)$", re.I)
# After packing, "the folder" is the one packed, not the archive ("tar logs into logs.tar.gz and delete the folder")
_FOLDER_REF = re.compile(r"\bthe\s+(?:original\s+)?(?:folder|directory|dir)\b(?!'s)", re.I)
# A first step that changes files named by a pattern ("make all the .sh scripts in ~/scripts executable", "move the
# pdfs from ~/Downloads to ~/docs"): a later "them" is those files where the step leaves them, not its output
_GROUP_CHANGED = re.compile(r"^\s*(?:please\s+)?(?:make|chmod|chown|chgrp|change|set|move|copy|touch)\b", re.I)
_THEM = re.compile(r"\b(?:them|those\s+files|these\s+files)\b", re.I)
# "… and then show the acl": an attribute of the first step's product, said without naming it
_ATTRIBUTE = re.compile(r"\bthe\s+(?P<what>acls?|permissions|ownership|owner(?:\s+and\s+group)?)\b(?!\s+(?:of|on|for)\b)", re.I)


@dataclass
class Steps:
    first: str    # the first clause, as written
    second: str   # the second clause with its references to the first one's product written as that name
    first_command: str | None = None   # the first clause's command when it is known without the model (a download)
    later: tuple[str, ...] = ()        # the clauses after the second, their references named the same way

    @property
    def clauses(self) -> tuple[str, ...]:
        """The clauses whose commands the model is asked for: the first unless its command is known, then the rest."""
        return ((self.first,) if self.first_command is None else ()) + (self.second,) + self.later


# "download https://example.com/install.sh and make it executable": the file lands under the URL's last part, which
# the second step is about. Unpacking is left to a pipe (curl … | tar -xz), and so is a URL without a file name.
_DOWNLOAD = re.compile(r"^\s*(?:please\s+)?(?:download|fetch|grab|get)\s+(?P<url>https?://[^\s/]+/(?:[^\s/]+/)*"
                       r"(?P<name>[\w+-][\w.+-]*\.[A-Za-z]\w*))(?=[\s,;]|$)", re.I)
_PIPED = re.compile(r"(?:extract|unpack|untar|unzip|pipe|read|view|cat|show|print|display|count|grep|search)\b", re.I)


def two_steps(text: str) -> Steps | None:
    """The clauses of a request that makes something and then acts on it, or ``None`` for any other request
    (one step; a first step that only looks; a later step that wants the one before's output, which a pipe
    passes; a URL, which a pipe reads, unless a download of a named file comes first: ``_downloaded``).
    More than two ("create release, copy app.bin into it, then tar it up") are cut the same way, each later
    clause's references written as the name the clause before it made (or, when it made none, the one before)."""
    if isinstance(text, str) and "|" not in text and (download := _DOWNLOAD.match(text)):
        return _downloaded(text, download)
    if not isinstance(text, str) or "://" in text or "|" in text:
        return None
    if not _FIRST.match(text) and not (_KNOWN_VERB.match(text) and any(_said_then(text, t) for t in _THEN.finditer(text))):
        return None
    # "tar and gzip ~/project into project.tar.gz and copy it …": a clause starts after the first one names something
    cuts = _cuts(text)
    if not cuts:
        return None
    first = text[:cuts[0].start()].strip(" ,;")
    clauses = [text[a.start("verb"):b.start() if b else len(text)] for a, b in zip(cuts, cuts[1:] + [None])]
    clauses = [_IF_DONE.sub("", _PURPOSE.sub("", c)).strip(" ,;.") for c in clauses]
    if (group := _group(first)) is not None:
        clauses = [_THEM.sub(group, c) for c in clauses]
    archive, source, packed = _unpacked(first), _source(first), _packed(first)
    # ("… and delete the original file" after a conversion: the file converted, no output)
    if not first or any(not c or _OUTPUT.search(_ORIGINAL_REF.sub("", c) if source else c) or _MANNER.match(c) for c in clauses) \
            or _WRITTEN_TO.match(clauses[0]) or _TO_STDOUT.search(first):
        return None
    if len(clauses) > 1 and any(_VIEW.match(c) for c in clauses[:-1]):
        return None   # "… and list it and …": a look in the middle of a chain is a pipe's
    product, made_folder, resolved = _product(first), bool(_MADE_FOLDER.match(first)), []
    if product is None and (service := _SERVICE_NAMED.match(first)):
        product = service.group("unit")   # "restart nginx and then show its status": the service
    for clause in clauses:
        went = bool(_WENT.match(resolved[-1] if resolved else first))
        said = [e for e in recognize(clause).entities if e.type not in ("Number",)]
        done = clause
        if product is not None and re.search(r"\.ssh/id_\w+$", product):   # a private key goes nowhere: its public half is installed
            done = re.sub(r"\bthe\s+public\s+(?:half|key|part)(?:\s+of\s+it)?\b", f"{product}.pub", done, flags=re.I)
            done = re.sub(r"^(?:copy|send|upload|put)\s+it\s+(?:to|on(?:to)?)\s+", f"install the public key {product}.pub on ", done, flags=re.I)
        if went:
            done = re.sub(r"\s+there\b", "", done)   # the shell is there already
        if archive is not None:   # "unzip invoices.zip into invoices_2023 and delete the zip file": the archive, not the folder
            done = _ARCHIVE_REF.sub(archive, done)
        if source is not None:   # "encrypt secrets.txt and securely delete the original file": secrets.txt
            done = _ORIGINAL_REF.sub(source, done)
        if packed is not None:   # "compress logs into logs.tar.gz and delete the folder": logs
            done = _FOLDER_REF.sub(f"the {packed} folder", done)
        if product is not None:
            done = _named(done, product, there=made_folder)
            if made_folder and _ENTERED.fullmatch(done.replace(product, "X")):
                done = f"change directory to {product}"   # "… and move into it": the shell goes there, nothing is moved
            if re.search(r"[/.]", product):   # "… and then show the acl": the acl of the folder changed
                done = _ATTRIBUTE.sub(lambda k: f"the {k.group('what')} of {product}", done)
        elif _ITS.search(clause) or _IT.search(clause):
            return None   # a reference to nothing named
        if done == clause and not said and (_VIEW.match(clause) or not _SERVICE_STEP.match(clause)):
            # "… and show the top 5": a look at the first step's output; "… and give the files the current time": how the
            # first step runs. A service restarted after a change is a step of its own.
            return None
        resolved.append(done)
        product, made_folder, archive, source, packed = (_product(done) or product, bool(_MADE_FOLDER.match(done)), _unpacked(done),
                                                         _source(done), _packed(done))
    return Steps(first, resolved[0], later=tuple(resolved[1:]))


def _cuts(text: str) -> list[re.Match]:
    """Where the clauses after the first start: at "and", "then", "; " … before a verb, once the clause before
    names something and does not share its verb with the next ("so only I can read and write it")."""
    cuts: list[re.Match] = []
    for t in _THEN.finditer(text):
        start = cuts[-1].start("verb") if cuts else 0
        said = text[start:t.start()]
        if not recognize(said).entities and not (cuts and (_IT.search(said) or _ITS.search(said))) and not _said_then(text, t):
            continue   # a later clause may name only the one before's product ("add it to the docker group")
        if _COORDINATED.search(text, start, t.start("verb")):
            return []   # two verbs of one clause
        cuts.append(t)
    return cuts


def _said_then(text: str, t: re.Match) -> bool:
    """Whether the cut ``t`` is a sequence said outright ("and then", "after that")."""
    said = _SAID_THEN.search(text, 0, t.start("verb"))   # (anchored at the verb: the words just before it)
    return said is not None and said.start() >= t.start()


def _product(clause: str) -> str | None:
    """The name a clause makes, which the next can call "it": the last file, folder, user … it names; a packing
    step's archive rather than the folder packed ("tar ./site into site.tar.gz")."""
    if made_in := _MADE_IN.match(clause):   # "make a folder called reports inside ~/work": ~/work/reports
        return f"{made_in.group('dir').rstrip('/')}/{made_in.group('name')}"
    copied = _COPIED_IN.match(clause)
    if copied and not re.search(r"\.\w{1,4}$", copied.group("dir")):
        name, folder = copied.group("src").rsplit("/", 1)[-1], copied.group("dir").rstrip("/")
        return name if folder in (".", "") or folder.lower().startswith(("the ", "my ")) else f"{folder}/{name}"
    made = [e for e in recognize(clause).entities if e.type in _PRODUCTS]
    product = made[-1].value if made else None
    if _PACKING.search(clause):
        product = next((e.value for e in reversed(made) if _ARCHIVE_NAME.search(e.value)), product)
    return product


def _group(clause: str) -> str | None:
    """The files a changing step names by a pattern, as a glob where the step leaves them (``~/scripts/*.sh``), or
    None: the glob in the last folder the clause names (the destination of a move or copy)."""
    if not _GROUP_CHANGED.match(clause):
        return None
    said = recognize(clause).entities
    patterns = [e.value for e in said if e.type == "Pattern"]
    folders = [e.value for e in said if e.type in ("Path", "Directory") and not re.search(r"\.\w{1,4}$", e.value)]
    if len(patterns) != 1 or "/" in patterns[0] or len(folders) > 2:
        return None
    return f"{folders[-1].rstrip('/')}/{patterns[0]}" if folders else patterns[0]


def _unpacked(clause: str) -> str | None:
    """The archive a clause unpacks, which the next may call "the zip file" or "the archive"."""
    if not _UNPACKING.match(clause):
        return None
    return next((e.value for e in recognize(clause).entities if _ARCHIVE_NAME.search(e.value)), None)


def _packed(clause: str) -> str | None:
    """The one folder a packing clause packs, which the next may call "the folder"."""
    if not _PACKING.search(clause):
        return None
    folders = [e.value for e in recognize(clause).entities if e.type in ("Path", "Directory", "File")
               and not _ARCHIVE_NAME.search(e.value) and not re.search(r"\.\w{1,4}$", e.value)]
    return folders[0] if len(folders) == 1 else None


def _source(clause: str) -> str | None:
    """The file a clause makes another from (a copy, a conversion, an encryption), which the next may call "the
    original"."""
    if not _FROM_SOURCE.match(clause):
        return None
    return next((e.value for e in recognize(clause).entities if e.type in ("File", "Path")), None)


def _named(clause: str, product: str, there: bool = False) -> str:
    """``clause`` with its references to the first step's product ("it", "its owner", "the archive", and with
    ``there`` a folder's "there") written as ``product``."""
    clause = _IT.sub(product, _ITS.sub(lambda k: f"the {k.group('what')} of {product}", clause))
    if there and not _ARCHIVE_NAME.search(product) and not re.search(r"\.\w{1,4}$", product):   # "… and mount /dev/sde1 there"
        clause = re.sub(r"\bthere\b", ("at " if re.match(r"\s*mount\b", clause, re.I) else "into ") + product, clause)
    return clause


_SAVED_AS = re.compile(r"\s+(?:(?:in)?to\s+(?:the\s+(?:folder|directory)\s+)?(?P<dir>[~/.][\w./~-]*)|as\s+(?P<as>[\w.-]+\.\w+))(?=[\s,;]|$)", re.I)


def _downloaded(text: str, m: re.Match) -> Steps | None:
    """The steps of "download URL and then do something to the file": ``wget URL`` first, the second clause
    about the file's name. ``None`` when nothing follows, or when what follows reads the download (a pipe)."""
    where = _SAVED_AS.match(text, m.end())   # "… into /tmp", "… as main.tar.gz": where the file lands
    then = _THEN.match(text, where.end() if where else m.end())
    # unpacking is a pipe's (curl … | tar -xz), but unzip reads no pipe: a zip is unpacked as a second step
    # (a file saved in a folder named stays there: "download … into ~/Downloads and print its first line" reads it)
    if then is None or _PIPED.match(then.group("verb")) and not (where is not None and where.group("dir")) and not (m.group("name").lower().endswith(".zip")
                                                                  and re.match(r"(?:extract|unpack|unzip)\b", then.group("verb"), re.I)):
        return None
    second = _PURPOSE.sub("", text[then.start("verb"):]).strip(" .")
    if _OUTPUT.search(second) or _THEN.search(second):
        return None
    name, command = m.group("name"), f"wget {m.group('url')}"
    if where is not None and where.group("dir"):
        name, command = f"{where.group('dir').rstrip('/')}/{name}", f"wget -P {where.group('dir')} {m.group('url')}"
    elif where is not None:
        name, command = where.group("as"), f"wget -O {where.group('as')} {m.group('url')}"
    resolved = _named(second, name)
    if resolved == second and name not in second:
        return None   # a second step about something else: not this chain
    return Steps(text[:(where or m).end()].strip(), resolved, command)


def joined(*commands: str) -> str:
    """The commands run one after the other, each only if the one before succeeded."""
    return " && ".join(commands)


def _utilities(command: str) -> Counter[str]:
    """The programs a command runs, each as often as it runs (the first word of each simple command, past sudo)."""
    out = Counter()
    for part in re.split(r"\s*(?:&&|\|\||\||;)\s*", command):
        words = [w for w in part.split() if w != "sudo" and "=" not in w.split("/")[0]]
        if words:
            out[words[0].lstrip("(")] += 1
    return out


# Programs that need no root on the user's own files
_USER_TOOLS = frozenset({"cp", "mv", "nano", "vim", "vi", "less", "cat", "touch", "mkdir", "rm", "gpg", "tar", "zip", "unzip", "gzip", "head", "tail"})


def _needless_root(command: str) -> bool:
    """Whether ``command`` runs sudo only before programs that need no root, on names in the user's own folders."""
    rooted = re.findall(r"\bsudo\s+(\S+)", command)
    return bool(rooted) and set(rooted) <= _USER_TOOLS and not re.search(r"(?<![\w~.-])/(?!tmp\b)", command)


def covers(command: str, *steps: str) -> bool:
    """Whether ``command`` (for the whole request) runs every program of the steps' commands on the places they
    name: it already does them all, in its own way, and stays first."""
    runs, ran = _utilities(command), [_utilities(step) for step in steps]
    if _needless_root(command) and not any(step.startswith("sudo ") for step in steps):
        return False   # sudo cp … && sudo nano notes.txt: root where no step needs it
    if set().union(*ran) - set(runs):
        return False
    # tar -cjf photos.tar.bz2 photos does not cover tar -cjf … && tar -tjf …: one run of tar packs, lists or unpacks
    if runs["tar"] < sum(1 for r in ran if "tar" in r):
        return False
    # mkdir -p /etc && cp ~/conf-backup/*.conf /etc/ runs both programs with the places swapped: the steps' own
    # places must all be there
    def places(text: str) -> set[str]:   # paths, and files named by their kind (unzip tools has no tool-2.1.zip)
        return {w.strip("'\"").rstrip("/") for w in text.split()
                if ("/" in w or re.fullmatch(r"['\"]?[\w-][\w.-]*\.[A-Za-z]\w{0,4}['\"]?", w)) and not w.startswith("-")}
    return set().union(*map(places, steps)) <= places(command)


# A request run on another machine over ssh: "show the last 50 lines of /var/log/syslog on logs01 over ssh" is
# ``ssh logs01 tail -n 50 /var/log/syslog``, the local request run there. The model knows ssh, and it knows
# tail, but not the one inside the other.
_HOST = r"(?:(?P<user>[a-z_][\w-]*)@)?(?P<host>[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?)*)"
_OVER_SSH = r"(?:over|via|through|using|with)\s+ssh\b"
_THERE = r"(?:on|from|at)\s+(?:the\s+)?(?:remote\s+)?(?:host|server|machine|box|vm)?\s*"
_RUN_ON = re.compile(rf"^\s*(?:please\s+)?(?:run|execute)\s+(?P<cmd>.+?)\s+{_THERE}{_HOST}(?:\s+as\s+(?:user\s+)?(?P<as>[a-z_][\w-]*))?"
                     rf"(?:\s+{_OVER_SSH})?(?:\s+as\s+(?:user\s+)?(?P<as2>[a-z_][\w-]*))?(?P<rest>\s*(?:[,;(]|\bwithout\b|\band\b|\bthen\b|$).*)$", re.I)
_TASK_THERE = re.compile(rf"^\s*(?:please\s+)?(?P<task>.+?)\s+{_THERE}{_HOST}(?:\s+as\s+(?:user\s+)?(?P<as>[a-z_][\w-]*))?\s+{_OVER_SSH}"
                         rf"(?:\s+as\s+(?:user\s+)?(?P<as2>[a-z_][\w-]*))?(?P<rest>.*)$", re.I)
# The same without "over ssh", ending the request: "show the last 50 lines of /var/log/nginx/error.log on web01", "check
# disk usage on root@10.0.0.5". Only for a host nothing else could be (``_IMPLIED_HOST``), and the translator keeps the
# model's own answer first when that already reaches the host with a network tool ("is port 22 open on web01").
_TASK_ON = re.compile(rf"^\s*(?:please\s+)?(?P<task>.+?)\s+on\s+(?P<named>(?:the\s+)?(?:remote\s+)?(?:host|server|machine|box|vm)\s+)?{_HOST}"
                      rf"(?:\s+as\s+(?:user\s+)?(?P<as>[a-z_][\w-]*))?\s*[.?!]?\s*$", re.I)
# A machine's usual name: letters then a number (web01, db-2, app3); not a disk, partition, interface, terminal or CPU.
_MACHINE_NAME = re.compile(r"[a-z]+-?\d+[a-z]?")
_DEVICE_NAME = re.compile(r"(?:sd|hd|vd|xvd|nvme|mmcblk)[a-z]*\d|(?:loop|md|dm|eth|ens|enp|eno|wlan|wlp|lo|tty|pts|cpu|core|br|docker|veth|tun"
                          r"|tap|bond|vlan|usb|sr|dev|port|line|page|day|week|level|node|python|php|java|ruby|perl|gcc|go|v|version|ipv"
                          r"|ext|fat|utf|sha|base|x|i|arm|aarch|amd|win|windows|mac|macos|centos|rhel|fedora|ubuntu|debian|el)-?\d", re.I)


# A machine's full name or address: a domain name ending in a top-level or private domain (db01.internal,
# web01.example.com, nas.local) or an IPv4 address; not a file (notes.txt), whose last part is no domain.
_DOMAIN_NAME = re.compile(r"[a-z][\w-]*(?:\.[a-z0-9][\w-]*)*\.(?:com|net|org|io|dev|internal|local|lan|corp|home|intra|cloud|example|test|"
                          r"co|de|uk|eu|us|fr|nl|ch|at|se|no|fi|dk|pl|it|es|br|jp|ca|me|app|site|xyz|tech|info|biz)"
                          r"|(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}", re.I)


def _implied_host(m: re.Match) -> bool:
    """Whether the host ending a request without "over ssh" can only be a machine: a user@host, a host the request
    calls a host or server, a machine's usual name (web01), or a full domain name or address (db01.internal)."""
    host = m.group("host")
    return bool(m.group("user") or m.group("named")) and host.lower() not in _NOT_HOSTS \
        or bool(_MACHINE_NAME.fullmatch(host)) and not _DEVICE_NAME.match(host) or bool(_DOMAIN_NAME.fullmatch(host))


# Tasks that are ssh's own, or another tool's that reaches the host itself: not run there.
_SSH_OWN = re.compile(r"\b(?:forward\w*|tunnel\w*|sync\w*|rsync|scp|copy|upload\w*|download\w*|send|transfer\w*|push|pull|"
                      r"connect\w*|log\s*in|login|ssh|mount\w*|mirror\w*|backup|back\s+up|put\s+[\w.-]+\.\w+\s+(?:in|into|to|onto))\b", re.I)
# What reaches a host from here: a remote task only when the request says ssh.
_REACHES = re.compile(r"\b(?:ports?|ping\w*|reachabl\w*|resolv\w*|dns|look\s*up|curl|wget|https?|traceroute|route|certificate|ssl|tls|scan\w*|nmap"
                      r"|respond\w*|up|alive|online|latency)\b", re.I)
_SAVED = re.compile(r"\b(?:save|write|store|put|redirect)\s+(?:the\s+|its\s+)?(?:output|result)s?\s+(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I)
_LOCAL_SCRIPT = re.compile(r"^(?:my\s+|the\s+)?(?:local\s+(?:shell\s+|bash\s+)?(?:script\s+)?(?P<script>[~./\w][\w./~-]*\.\w+)"
                           r"|(?:script\s+)?(?P<script2>[~./\w][\w./~-]*\.(?:sh|bash))\s+(?:from|on|that'?s\s+on)\s+(?:this|my|the\s+local)\s+(?:machine|computer|laptop|box|host))$", re.I)
# Programs that draw on a terminal: ssh gives them one only with -t.
_TERMINAL = frozenset({"htop", "top", "btop", "vim", "vi", "nano", "less", "more", "tmux", "screen", "watch", "mysql", "psql",
                       "iotop", "iftop", "nethogs", "sudo"})
_NOT_HOSTS = frozenset({"it", "this", "that", "here", "there", "startup", "boot", "login", "logout", "exit", "reboot", "linux",
                        "ubuntu", "debian", "all", "every", "each", "my", "the", "a", "an", "port", "localhost", "local"})


@dataclass
class Remote:
    host: str             # where to run, [user@]host
    command: str | None   # the command as the request writes it ("run uptime on web-01"), or
    task: str | None      # the request to translate and run there
    output: str | None    # a local file the remote output is saved to
    implied: bool = False  # the request names the host without saying "ssh" ("… on web01")
    hosts: str = ""       # several machines in turn, as a for loop lists them ("web01 web02", "web0{1..4}"), or ""


# Several machines ending a request: "apt update on web01, web02 and db01", "is nginx active on web01 through web04".
_MACHINE = r"[a-z][\w-]*\d[\w.-]*|[a-z][\w-]*(?:\.[\w-]+)+"
_ON_MACHINES = re.compile(rf"^\s*(?:please\s+)?(?P<task>.+?)\s+on\s+(?:each\s+of\s+|all\s+of\s+|every\s+one\s+of\s+)?"
                          rf"(?:(?P<list>(?:{_MACHINE})(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+)(?:{_MACHINE}))+)|(?P<a>{_MACHINE})\s+(?:through|thru|to|-)\s+(?P<b>{_MACHINE}))"
                          r"(?P<tail>\s*,\s*(?:each|they|every\s+one)\b[^,]*)?\s*[.?!]?\s*$", re.I)


def _machines(m: re.Match) -> str | None:
    """The machines a request lists, as a for loop takes them: "web01, web02 and db01" → ``web01 web02 db01``; "web01
    through web04" → ``web0{1..4}``; None where one of them is no machine's name."""
    if m.group("a"):
        a, b = re.fullmatch(r"(?P<p>\D*?)(?P<n>\d+)", m.group("a")), re.fullmatch(r"(?P<p>\D*?)(?P<n>\d+)", m.group("b"))
        if not (a and b) or a.group("p") != b.group("p") or len(a.group("n")) != len(b.group("n")) or int(a.group("n")) >= int(b.group("n")):
            return None
        x, y = a.group("n"), b.group("n")
        if x[:-1] == y[:-1]:   # web01 … web04: the digits they share, then a range of the last
            return f"{a.group('p')}{x[:-1]}{{{x[-1]}..{y[-1]}}}"
        return f"{a.group('p')}{{{x}..{y}}}"
    names = [n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s+", m.group("list").strip()) if n]
    if len(names) < 2 or not all((_MACHINE_NAME.fullmatch(n) and not _DEVICE_NAME.match(n)) or _DOMAIN_NAME.fullmatch(n) for n in names):
        return None
    return " ".join(names)


def remote_run(text: str, command_words: frozenset[str] = frozenset()) -> Remote | None:
    """What a request runs on another machine over ssh, or None. Either a command it writes out ("run df -h on
    storage01 and save the output to storage01_disk.txt"; ``command_words`` are the programs it may start with),
    or a task to translate ("show the last 50 lines of /var/log/syslog on logs01 over ssh")."""
    if not isinstance(text, str) or "://" in text:
        return None
    if (several := _ON_MACHINES.match(text)) and (hosts := _machines(several)) \
            and not _REACHES.search(several.group("task")) and not _SSH_OWN.search(several.group("task")):
        return Remote("$h", None, several.group("task"), None, True, hosts)
    m = _RUN_ON.match(text)
    command = task = None
    if m is not None:
        cmd = m.group("cmd").strip().strip("'\"`")
        first = cmd.split()[0].lower() if cmd.split() else ""
        script = _LOCAL_SCRIPT.match(cmd)
        if script is not None:
            command = f"'bash -s' < {script.group('script') or script.group('script2')}"
        elif first in command_words and not re.search(rf"\b{_OVER_SSH}", cmd, re.I):
            command = cmd
        elif re.search(_OVER_SSH, text, re.I):
            task = m.group("cmd")
        else:
            m = None
    implied = False
    if m is None:
        m = _TASK_THERE.match(text)
        if m is None:
            m = _TASK_ON.match(text)
            if m is None or not _implied_host(m):
                return None
            implied = True
        task = m.group("task")
    if implied and _REACHES.search(task):
        return None   # "is port 22 open on web01", "ping the gateway on db1": the host reached from here
    if implied and re.search(r"\b(?:diff|compare|against|versus|vs|match(?:es)?)\b|\b(?:here|local(?:ly)?)\b", task, re.I):
        return None   # "diff my /etc/hosts against the one on db01.internal": a file here and one there
    if task is not None and _SSH_OWN.search(task):
        return None   # "forward local port 5433 to … through ssh", "sync site/ to web01 over ssh": ssh's own work
    opened = re.fullmatch(r"(?:open|launch|start|run|use)\s+(?:up\s+)?(\S+)", (task or "").strip(), re.I)
    if opened and opened.group(1).lower() in command_words:   # "open htop on web02 over ssh": the program alone
        command, task = opened.group(1).lower(), None
    host = m.group("host")
    if host.lower() in _NOT_HOSTS or not (re.search(r"[.\d-]", host) or re.search(_OVER_SSH, text, re.I)):
        return None   # "run backup.sh on startup": no machine
    user = m.group("user") or m.group("as") or m.groupdict().get("as2")
    saved = _SAVED.search(m.groupdict().get("rest") or "")
    return Remote(f"{user}@{host}" if user else host, command, task, saved.group("file") if saved else None, implied)


def over_ssh(remote: Remote, command: str) -> str:
    """``command`` run on ``remote``'s host with ssh: plain words as they are (ssh joins them), quoted as one word
    where the remote shell must read it whole (a pipe, a glob, quotes, a variable); with a terminal for a program
    that draws on one; its output saved where the request says."""
    words = command.split()
    if not words:
        return command
    tty = "-t " if words[0] in _TERMINAL else ""
    if command.startswith("'bash -s' <") or re.fullmatch(r"[\w./:=@%+, -]+", command):
        run = command   # plain words: ssh joins them into the same command line ("ssh db01 df -h")
    elif "'" not in command:
        run = f"'{command}'"
    else:
        run = '"' + re.sub(r'(["$`\\])', r"\\\1", command) + '"'
    if remote.hosts:   # each machine in turn
        return f'for h in {remote.hosts}; do ssh {tty}"$h" {run}; done'
    return f"ssh {tty}{remote.host} {run}" + (f" > {remote.output}" if remote.output else "")


# How to run a task, said in words around it: at a low priority (nice, ionice), with a time limit (timeout), in the
# background (&, and nohup to outlive the login), again and again (watch, or a loop), after a wait (sleep), timed
# (time). The task without these words is a request of its own.
_UNITS = r"(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)"


def _span(k: str = "") -> str:
    """An amount of time: digits then a unit ("45m", "2 hours"), or a number word, a space and a unit ("an hour");
    not "and a half" more. Its groups are ``n{k}`` and ``u{k}``."""
    return (rf"(?P<n{k}>\d+(?:\.\d+)?(?=\s*{_UNITS}\b)|(?:an?|one|half\s+an?|{'|'.join(COUNT_WORDS)})(?=\s+{_UNITS}\b))\s*(?P<u{k}>{_UNITS})\b"
            r"(?!\s+and\s+a\s+half)")

_NICE_SAID = re.compile(r"\s*,?\s+(?:at|with|using)\s+(?:the\s+|a\s+)?(?:lowest|lower|low|minimum|minimal|least)\s+(?:possible\s+)?(?:cpu\s+|scheduling\s+)?priority\b"
                        r"|\s*,?\s+with\s+(?:a\s+)?nice(?:ness)?\s+(?:value\s+|level\s+)?(?:of\s+)?(?P<n>-?\d+)\b"
                        r"|\s*,?\s+(?P<plain>without\s+(?:hogging|slowing\s+down|eating(?:\s+up)?)\s+the\s+(?:cpu|processor|machine))\b", re.I)
_IONICE_SAID = re.compile(r"\s*,?\s+(?:with|using|at|in)\s+(?:an?\s+|the\s+)?idle\s+(?:disk\s+)?i/?o(?:\s+priority|\s+class)?\b"
                          r"|\s*,?\s+without\s+(?:hogging|slowing\s+down)\s+the\s+(?:disk|i/?o)\b", re.I)
_BOTH_LOW_SAID = re.compile(r"\s*,?\s+with\s+(?:both\s+)?(?:the\s+)?cpu\s+and\s+(?:disk|i/?o)\s+priorit(?:y|ies)\s+(?:turned\s+)?(?:all\s+the\s+way\s+)?down\b"
                            r"|\s*,?\s+(?:at|with)\s+(?:the\s+)?lowest\s+cpu\s+and\s+(?:disk|i/?o)\s+priorit(?:y|ies)\b", re.I)
_TIMEOUT_SAID = (
    re.compile(rf"\s*,?\s+with\s+(?:a\s+)?(?P<n>\d+)[\s-]*(?P<u>{_UNITS})\s+(?:time\s*limit|time-?out|limit)\b", re.I),
    re.compile(rf"\s*,?\s+(?:but\s+|and\s+)?(?:kill|stop|abort|end|quit)\s+(?:it\s+)?(?:automatically\s+)?(?:if\s+it\s+(?:takes|runs|lasts)\s+(?:longer|more)\s+than"
               rf"|if\s+it\s+(?:is|'s)\s+still\s+(?:going|running)\s+after|if\s+it\s+(?:hasn'?t|has\s+not|didn'?t)\s+(?:finished|ended|completed)\s+(?:after|in|within)|after)\s+"
               rf"{_span()}", re.I),
    re.compile(rf"\s*,?\s+(?:but\s+|and\s+)?(?:(?:give|giving)\s+up|tim(?:e|ing)\s+out)\s+after\s+{_span()}", re.I),
    re.compile(rf"\s*,?\s+(?:for\s+)?(?P<n>\d+)\s*(?P<u>{_UNITS})\s+(?:max(?:imum)?|at\s+most|tops)\s*$", re.I),
)
# "don't let pytest run longer than 5 minutes": the task inside the words
_NOT_LONGER = re.compile(rf"^\s*(?:don'?t|do\s+not|never)\s+let\s+(?P<task>.+?)\s+(?:run|take|go\s+on|last)\s+(?:for\s+)?(?:any\s+)?(?:longer|more)\s+than\s+"
                         rf"{_span()}\s*[.!]?\s*$", re.I)
_BACKGROUND_SAID = re.compile(r"\s*,?\s+(?:in\s+(?:the\s+)?background|as\s+a\s+background\s+(?:job|process|task))\b(?P<keep>\s*,?\s*(?:so\s+(?:that\s+)?it\s+(?:keeps\s+running|survives|continues|goes\s+on)"
                              r"|(?:and\s+)?(?:keep\s+it\s+running\s+)?even\s+(?:after|if|when)\s+(?:i|you)\s+(?:log\s*out|close|exit|disconnect)"
                              r"|and\s+keep\s+it\s+running\s+after)[^,;]*)?", re.I)
# Again and again: "docker ps every 3 seconds with changes highlighted", "the last 20 lines of app.log refreshing every 2
# seconds", "nvidia-smi twice a second" (watch); "hit http://localhost:8080/health every 30 seconds forever" (a loop).
_EVERY_SAID = re.compile(rf"\s*,?\s+(?:and\s+)?(?:(?:refresh(?:ed|ing|es)?|updat(?:ed|ing|es)|re-?run(?:ning)?|repeat(?:ed|ing)?|re-?check(?:ed|ing)?)"
                         rf"(?:\s+(?:it|the\s+(?:listing|list|output|view|screen|display)))?\s+)?"
                         rf"(?:every\s+{_span()}|every\s+(?P<one>second|minute)(?!\s+(?:line|row|word|column|item|file|of|one|character|char|field|page|entry|record|frame)s?\b)"
                         rf"|(?P<twice>twice|two\s+times)\s+(?:a|per)\s+second|(?P<half>every\s+half\s+(?:a\s+)?second)|once\s+(?:a|per|every)\s+(?P<once>second|minute))\b(?P<forever>\s+forever|\s+(?:non-?stop|endlessly))?", re.I)
_WATCH_OPTIONS = (("-d", re.compile(r"\s*,?\s+(?:and\s+|with\s+)?(?:(?:the\s+)?(?:changes|differences)\s+highlighted|highlight(?:ing)?\s+(?:the\s+|what\s+)?(?:changes|differences|changed))\b", re.I)),
                  ("-t", re.compile(r"\s*,?\s+(?:and\s+)?without\s+(?:the\s+)?(?:watch\s+)?(?:header|title)(?:\s+line)?\b", re.I)),
                  ("-b", re.compile(r"\s*,?\s+(?:and\s+)?beep\s+(?:when|if|whenever)\s+it\s+fails\b", re.I)))
# "watch memory with free -m and highlight changes": watch said as the verb, with an option of its own but no interval
_WATCH_VERB = re.compile(r"^\s*(?:please\s+)?(?:watch|monitor)\s+(?:\w+\s+){0,3}?(?:with|using|via|through)\s+(?=\S)", re.I)
# Not watch: a schedule, a loop of its own, a log kept; programs that repeat by themselves (ping -i, vmstat 2 5, top)
_NOT_WATCHED = re.compile(r"\b(?:cron\w*|schedul\w*|systemd|timer|at\s+\d|daily|hourly|weekly|log\s+(?:it\s+)?to|append\w*|until|while|loop"
                          r"|ping\w*|vmstat|iostat|mpstat|pidstat|sar|top|htop|keep-?alives?|(?:virtual\s+memory|disk\s+i/?o|i/?o)\s+stat\w*"
                          r"|times|samples|record|(?<![/.~])log(?!/)|into?\s+\S+\.(?:csv|txt|log))\b", re.I)
# After a wait: "kill pid 4321 in 45 minutes", "suspend the laptop after 2 hours", "in 10 minutes, lock the screen".
_LATER_END = re.compile(rf"\s*,?\s+(?:in|after)\s+(?:another\s+)?{_span()}(?:\s+from\s+now)?\s*[.!]?\s*$"
                        rf"|\s*,?\s+{_span('2')}\s+from\s+now\s*[.!]?\s*$", re.I)
_LATER_START = re.compile(rf"^\s*(?:in|after)\s+{_span()}\s*,?\s+(?:then\s+)?"
                          rf"|^\s*wait\s+(?:for\s+)?{_span('2')}\s*,?\s+(?:and\s+)?(?:then\s+)?", re.I)
# Not a wait: a schedule (at, cron), a time filter ("changed in the last 10 minutes"), a machine shut down (shutdown's
# own +N), a time limit, a message or reminder about a time, a question
_NOT_LATER = re.compile(r"\b(?:(?:stop|kill|quit|abort|end|terminate)\s+(?:it\s+)?(?:automatically\s+)?(?:after|in)|give\s+up|giving\s+up|automatically|kill\s+(?:\./|\S+\.\w+)|at|cron\w*|schedul\w*|queue"
                        r"|systemd|timer|last|past|ago|within|older|newer|modified|changed|accessed|created|updated|touched|expir\w*|valid|every|each"
                        r"|shutdown|shut|reboot\w*|restart\w*|power\w*|switch\s+off|turn\s+off|halt|timeout|time\s+out|timing\s+out"
                        r"|saying|says|message|notif\w*|remind\w*|tell|wall|broadcast|if|whether|since|hasn'?t|been|what|which|when|how)\b", re.I)
# Timed: "how long does make -j4 take", "measure how long ./build.sh takes"; a program or script the request names
_HOW_LONG = re.compile(r"^\s*(?:measure\s+|time\s+|tell\s+me\s+|show\s+(?:me\s+)?)?how\s+long\s+(?:does|will|did|do)?\s*(?P<task>.+?)\s+takes?(?:\s+to\s+(?:run|finish|complete))?\s*\??\s*$", re.I)
_TIMED_PROGRAM = re.compile(r"`?(?:\./|[\w-]+\.(?:py|sh|pl|rb|js)\b|(?:make|npm|yarn|pnpm|pytest|python3?|node|cargo|go|gcc|g\+\+|javac|mvn|gradle|docker|git|tar"
                            r"|rsync|cp|du|find|dd|zip|gzip|xz|zstd|ffmpeg|bash|sh)\b)")
_NOT_A_TASK = re.compile(r"\b(?:jobs?|processes|foreground|running\s+in\s+the\s+background|what(?:'s|\s+is)|which|list|show)\b", re.I)


@dataclass
class Wrapped:
    task: str           # the request without the words of how to run it
    prefix: str         # what runs it ("nohup ", "timeout 10s ", "nice -n 19 ", "watch -n 2 ", "sleep 45m && ")
    suffix: str         # " &" for the background, "; sleep 30; done" for a loop
    whole: bool = False  # the prefix runs a whole pipeline (sleep … &&, time, a loop), not only its first program
    quoted: bool = False  # the task's command goes to the prefix as one word when it holds shell syntax (watch)

    def around(self, command: str) -> str | None:
        """``command`` run this way, or None where the prefix would run only part of it."""
        if self.quoted and re.search(r"[|;&<>$`*?'\"\\()]", command):
            command = f"'{command}'" if "'" not in command else '"' + re.sub(r'(["$`\\])', r"\\\1", command) + '"'
        elif self.prefix and re.search(r"[;&]" if self.whole else r"[|;&]", command):
            return None
        return f"{self.prefix}{command}{self.suffix}"


def _amount(n: str) -> float:
    """A number said in words or digits: "a" and "an" are 1, "half a" 0.5."""
    n = n.lower()
    return 1.0 if n in ("a", "an", "one") else 0.5 if n.startswith("half") else float(count_value(n))


def _duration(n: str, unit: str, seconds: bool = False) -> str:
    """``n`` ``unit`` as sleep and timeout take it ("45m", "2h", "30", "0.5"), or in seconds (watch -n)."""
    value, letter = _amount(n), unit.lower()[0]
    if not seconds and value != int(value) and letter in "hm" and value * 60 == int(value * 60):
        value, letter = value * 60, "m" if letter == "h" else "s"   # half an hour: 30m
    if seconds or value != int(value):
        value *= {"s": 1, "m": 60, "h": 3600}[letter]
        letter = "s"
    number = f"{value:g}"
    return number if letter == "s" else f"{number}{letter}"


def _watch_flags(rest: str) -> tuple[str, str]:
    """``rest`` without the words of watch's options (-d, -t, -b), and those options ("-d -t ")."""
    flags = ""
    for flag, pattern in _WATCH_OPTIONS:
        if (o := pattern.search(rest)) is not None:
            flags += f"{flag} "
            rest = rest[:o.start()] + rest[o.end():]
    return rest, flags


def _again(task: str) -> tuple[str, str, str, bool, bool] | None:
    """``task`` without the words that run it again and again, and how: ``watch -n N`` (with -d, -t, -b said), or a
    loop for "forever"; None when it says no repetition, or a schedule (cron, at) or a loop of its own."""
    m = _EVERY_SAID.search(task)
    if m is None and (w := _WATCH_VERB.match(task)) is not None and not _NOT_WATCHED.search(task):
        rest, flags = _watch_flags(task[w.end():])
        return (rest, f"watch {flags}", "", False, True) if flags else None   # watch's own 2 seconds
    if m is None or _NOT_WATCHED.search(task) or m.group("u") and m.group("u").lower().startswith("h"):
        return None   # (every N hours: a schedule's, not watch's)
    if m.group("n"):
        seconds = _duration(m.group("n"), m.group("u"), seconds=True)
    else:
        seconds = "0.5" if m.group("twice") or m.group("half") else "60" if (m.group("one") or m.group("once") or "").lower() == "minute" else "1"
    rest = task[:m.start()] + task[m.end():]
    if m.group("forever"):
        return rest, "while true; do ", f"; sleep {seconds}; done", True, False
    rest, flags = _watch_flags(rest)
    rest = re.sub(r"^\s*(?:re-?run|repeat|keep\s+running)\s+", "", rest, flags=re.I)
    return rest, f"watch {flags}-n {seconds} ", "", False, True


def _trimmed(task: str) -> str:
    """A task with the commas, dots and joining words its cut left at its ends ("ping google.com but" → "ping
    google.com"), a leading "./" kept."""
    task = re.sub(r"^[\s,;]+|[\s,;.?!]+$", "", task)
    return re.sub(r"[\s,;]+(?:but|and|then)$", "", task).rstrip(" ,;")


def wrapped_task(text: str) -> Wrapped | None:
    """The task of a request that says how to run it in words, and the words' command line ("create
    /backup/home.tar.gz from /home at the lowest cpu priority" → ``nice -n 19`` before the command for "create
    /backup/home.tar.gz from /home"; "docker ps every 3 seconds" → ``watch -n 3`` before ``docker ps``; "kill pid 4321
    in 45 minutes" → ``sleep 45m &&`` before ``kill 4321``), or None. Not for a request that starts a program by name
    ("run …", "start …": the model writes those, and the rewrite ``command_wrapped``) or asks about jobs or processes."""
    if not isinstance(text, str) or re.match(r"\s*(?:please\s+)?(?:run|execute|start|launch|exec)\b", text, re.I):
        return None   # a program run by name: the model's and command_wrapped's
    if (m := _HOW_LONG.match(text)) is not None:
        task = _trimmed(m.group("task"))
        return Wrapped(task.strip("`"), "time ", "", whole=True) if _TIMED_PROGRAM.match(task) else None
    if (m := _NOT_LONGER.match(text)) is not None:
        return Wrapped(_trimmed(m.group("task")), f"timeout {_duration(m.group('n'), m.group('u'))} ", "")
    prefix, suffix, task, whole, quoted = "", "", text, False, False
    if (again := _again(task)) is not None:
        task, prefix, suffix, whole, quoted = again
        task = _trimmed(task)
        return Wrapped(task, prefix, suffix, whole, quoted) if len(task.split()) >= 1 else None
    if not _NOT_LATER.search(text):
        later = _LATER_END.search(task) or _LATER_START.search(task)
        if later is not None:
            n, unit = (later.group("n"), later.group("u")) if later.group("n") else (later.group("n2"), later.group("u2"))
            task = _trimmed(task[:later.start()] + task[later.end():])
            if len(task.split()) >= 2:
                return Wrapped(task, f"sleep {_duration(n, unit)} && ", "", whole=True)
            return None
    if (m := _BACKGROUND_SAID.search(task)) is not None:
        if _NOT_A_TASK.search(task[:m.start()]):
            return None
        suffix = " &"
        prefix = "nohup " if m.group("keep") else ""
        task = task[:m.start()] + task[m.end():]
    if (m := next((found for p in _TIMEOUT_SAID if (found := p.search(task))), None)) is not None:
        prefix += f"timeout {_duration(m.group('n'), m.group('u'))} "
        task = task[:m.start()] + task[m.end():]
    if (m := _BOTH_LOW_SAID.search(task)) is not None:
        prefix += "nice -n 19 ionice -c 3 "
        task = task[:m.start()] + task[m.end():]
    else:
        if (m := _NICE_SAID.search(task)) is not None:
            prefix += "nice " if m.group("plain") else f"nice -n {m.group('n') or 19} "
            task = task[:m.start()] + task[m.end():]
        if (m := _IONICE_SAID.search(task)) is not None:
            prefix += "ionice -c 3 "
            task = task[:m.start()] + task[m.end():]
    task = _trimmed(task)
    if task == _trimmed(text) or not (prefix or suffix) or len(task.split()) < 2 or re.search(r"\b(?:run|start|launch|execute)\b", task, re.I):
        return None   # "…, so run it with the lowest CPU priority": a program run, said in other words
    return Wrapped(task, prefix, suffix)
