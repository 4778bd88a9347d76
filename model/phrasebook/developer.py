"""Developer tasks: ``git`` (status, stash, branches, history searched, diffs, tags, amended messages, reverts,
conflicts, archives, worktrees, submodules, remotes), ``make`` and ``./configure``, ``gcc``, tests (``pytest``'s options composed,
``unittest``, ``go test``, ``jest``), ``npm`` (scripts run and listed), ``black``, a script's syntax checked (``bash -n``), code
searched (a definition, a folder grepped for a text, TODO markers listed, matching lines counted per file, lines of one
kind of file totalled, the longest files), build output and package folders deleted (``node_modules`` under a folder,
``.map`` files, a reinstall from scratch), ``.env`` files (variables another lacks, a random secret appended) and app
logs (compressed ones searched with ``zgrep``, distinct ids counted) (database dumps: the ``databases`` module).
"""

from __future__ import annotations

import re

from serval.model.entities import count_value
from serval.model.phrasebook.shared import _shell_word, place_said


_SYNTAX_CHECKED = re.compile(r"\b(?:check|test|lint|validate)\w*\s+(\S+\.(?:sh|bash))\s+for\s+(?:bash\s+|shell\s+)?syntax\s+errors?\b"
                             r"|\bsyntax\s+(?:errors?\s+)?(?:of|in)\s+(\S+\.(?:sh|bash))\b", re.I)


def _patch_made(a: str, b: str, out: str | None, dirs: bool = False, new_files: bool = False) -> str:
    """A unified diff of ``a`` against ``b`` saved as ``out``, or as ``b``'s name with ``.patch``; of two folders
    recursive (``-r``), with the files only the new one has written out whole where that is asked (``-N``)."""
    stem = b.rsplit(".", 1)[0] if "." in b.lstrip(".") else b
    flags = "-" + "r" * dirs + "u" + "N" * new_files
    return f"diff {flags} {a} {b} > {out or stem + '.patch'}"


# A patch named first, made from two folders or files: "make fix.patch from dirs orig and patched, include new
# files", "create changes.diff between the folders v1 and v2"
_PATCH_OF_TWO = re.compile(r"^\s*(?:please\s+)?(?:make|create|generate|produce|write)\s+(?P<out>[~./\w][\w./~-]*\.(?:patch|diff))\s+"
                           r"(?:from|between|of|out\s+of)\s+(?:the\s+)?(?P<dirs>(?:dirs|directories|folders)\s+)?"
                           r"(?P<a>[~./\w][\w./~-]*)\s+(?:and|to|vs\.?|versus)\s+(?P<b>[~./\w][\w./~-]*?)"
                           r"(?P<new>\s*,?\s+(?:and\s+)?(?:includ\w*|with|treat\w*)\s+(?:the\s+)?(?:new|added|absent)\s+files(?:\s+too|\s+as\s+well)?)?\s*[.!]?\s*$", re.I)

# A patch applied, undone or tried: "apply ~/fix.patch to ~/src/app with p1", "apply fix.patch stripping one path
# level", "undo feature.patch", "test if fix.patch applies without changing anything"; what follows the patch's
# name is read by _patch_applied (_PATCH_WORDS), and any other word there leaves the request to the model.
_PATCH_APPLIED = re.compile(r"^\s*(?:please\s+)?(?:(?P<undo>undo|revert|reverse|unapply)|apply|(?P<try>test|check)\s+(?:if|whether))\s+(?:the\s+)?(?:patch\s+)?"
                            r"(?P<patch>[\w./~-]+\.(?:patch|diff))(?P<rest>.*)$", re.I)
_PATCH_WORDS = (
    ("dir", re.compile(r"\s*,?\s*(?:to|in|inside|on|against|onto|into)\s+(?:the\s+)?(?:folder\s+|directory\s+|tree\s+)?(?P<v>[~./\w][\w./~-]*?)/?(?=\s|,|$)", re.I)),
    ("level", re.compile(r"\s*,?\s*(?:with\s+|using\s+)?(?:-p\s*|p)(?P<v>\d)\b", re.I)),
    ("level", re.compile(r"\s*,?\s*strip(?:ping)?\s+(?P<v>zero|one|two|\d)\s+(?:leading\s+)?(?:path\s+)?(?:levels?|components?|directories)\b", re.I)),
    ("dry", re.compile(r"\s*,?\s*(?:as\s+a\s+)?(?:(?:do\s+a\s+)?dry[\s-]run|applies\s+(?:cleanly\s+)?(?:without\s+(?:changing|touching|modifying)\s+anything)?)", re.I)),
)


def _patch_applied(m: re.Match) -> str | None:
    """``patch`` with the folder (``-d``), strip level and dry run said after the patch's name (``-p1`` when no level is
    said: diff -u of two folders and git diff both write one leading folder); undone with ``-R``; a patch applied to
    one file names that file ("apply fix.patch to old.c" → ``patch old.c < fix.patch``)."""
    rest, said = m.group("rest"), {}
    while rest.strip(" .!?"):
        for key, pattern in _PATCH_WORDS:
            if key not in said and (w := pattern.match(rest)) and w.end():
                said[key], rest = w.groupdict().get("v", True), rest[w.end():]
                break
        else:
            return None   # a word this row does not read
    if m.group("try") and "dry" not in said:
        return None   # "check if fix.patch …" asks whether it applies
    level = {"zero": 0, "one": 1, "two": 2}.get(str(said.get("level", 1)).lower(), said.get("level", 1))
    target = said.get("dir", "")
    if re.search(r"[^/.]\.\w{1,5}$", target) and "level" not in said:   # "apply fix.patch to old.c": that one file
        return f"patch {'-R ' * bool(m.group('undo'))}{'--dry-run ' * ('dry' in said)}{target} < {m.group('patch')}"
    flags = ([f"-d {target}"] if target else []) + ["-R"] * bool(m.group("undo")) + [f"-p{level}"]
    return f"patch {' '.join(flags + ['--dry-run'] * ('dry' in said))} < {m.group('patch')}"


# Languages said by name, and their files' extension ("count lines of python in app/").
_LANGUAGE_EXT = {"python": "py", "javascript": "js", "typescript": "ts", "go": "go", "golang": "go", "java": "java", "rust": "rs",
                 "ruby": "rb", "php": "php", "shell": "sh", "bash": "sh", "c#": "cs", "kotlin": "kt", "swift": "swift", "scala": "scala"}
def _definition_found(m: re.Match) -> str | None:
    """grep -rn for where a class or function is defined: "class X" as written, a function as python's "def X" or go's
    "func X" by the language said (none said: no answer)."""
    name, place = m.group("name") or m.group("name2"), m.group("dir") or m.group("dir2") or "."
    kind = (m.group("kind") or "").lower()
    lang = (m.group("lang") or "").lower()
    if kind in ("class", "struct", "interface", "def", "func"):
        keyword = kind
    elif lang == "python":
        keyword = "def"
    elif lang in ("go", "golang"):
        keyword = "func"
    else:
        return None
    return f"grep -rn '{keyword} {name}' {place.rstrip('/') or '/'}"



_PYTEST_FILE = re.compile(r"(?<![\w./-])(?P<path>(?:[\w.-]+/)*test_[\w-]*\.py|(?:[\w.-]+/)*[\w-]+_test\.py|tests?/(?:[\w.-]+/?)*|(?:[\w.-]+/)+tests?/?)(?![\w/.-])")


def pytest_asked(m: re.Match) -> str | None:
    """pytest's options composed from what a request says: the files, folders or one test (``file::test``), tests
    picked by name (``-k``) or marker (``-m``), stop at the first failure (``-x``) or after N (``--maxfail``), the
    last failures only or first (``--lf``, ``--ff``), verbose or quiet, print output shown (``-s``), the N slowest
    (``--durations``), coverage (``--cov``, its report), parallel workers (``-n``), a JUnit XML report. None where the
    request also asks to save or filter pytest's output (a pipe: the model's and the other rows')."""
    text = m.string
    if re.search(r"\b(?:save|write|tee|log|grep|pipe|count|how\s+many|history|timeout|kill|install|pip|docker|every\s+folder|inside\s+every)\b|\|", text, re.I):
        return None
    flags = []
    if re.search(r"\bverbose(?:ly)?\b|\b-v\b", text, re.I):
        flags.append("-v")
    if re.search(r"\bquiet(?:ly)?\b|\b-q\b", text, re.I):
        flags.append("-q")
    if re.search(r"\b(?:stop|abort|bail)\w*\s+(?:at|on|after)\s+the\s+first\s+(?:failure|error|failing\s+test)\b|\bfail\s+fast\b|\b-x\b", text, re.I):
        flags.append("-x")
    elif maxfail := re.search(r"\b(?:stop|abort)\w*\s+after\s+(?P<n>\d+|two|three|four|five|ten)\s+failures\b", text, re.I):
        flags.append(f"--maxfail={count_value(maxfail.group('n'))}")
    if re.search(r"\b(?:only\s+)?(?:the\s+)?(?:tests?\s+that\s+failed|failed\s+tests?|failures)\s+(?:from\s+)?(?:last\s+time|the\s+last\s+run|before|previously)\b|\blast[\s-]failed\b|\bre-?run\s+(?:the\s+|only\s+the\s+)?failures\b", text, re.I):
        flags.append("--lf")
    elif re.search(r"\bfailed\s+(?:tests?\s+|ones\s+)?first\b|\bfailures\s+first\b", text, re.I):
        flags.append("--ff")
    if re.search(r"\b(?:show|see|print)\w*\s+(?:the\s+)?(?:print|stdout|output\s+of\s+print)\w*\b|\bdon'?t\s+capture\b|\bwithout\s+(?:output\s+)?captur\w*\b|\bno\s+capture\b", text, re.I):
        flags.append("-s")
    if slow := re.search(r"\b(?P<n>\d+|five|ten|twenty)\s+slowest\s+tests\b|\bslowest\s+(?P<n2>\d+)\s+tests\b", text, re.I):
        flags.append(f"--durations={count_value(slow.group('n') or slow.group('n2'))}")
    if cov := re.search(r"\bcoverage\b(?:\s+(?:for|of|on)\s+(?:the\s+)?(?P<pkg>[a-z_][\w.]*)(?:\s+package)?)?", text, re.I):
        pkg = cov.group("pkg") if cov.group("pkg") and cov.group("pkg").lower() not in ("the", "a", "all", "it", "html", "report") else None
        flags.append(f"--cov={pkg}" if pkg else "--cov")
        if re.search(r"\bhtml\b", text, re.I):
            flags.append("--cov-report=html")
        elif re.search(r"\bmissing\s+lines\b|\bwhich\s+lines\s+(?:are|were)\s+not\s+covered\b|\bterm-missing\b", text, re.I):
            flags.append("--cov-report=term-missing")
    if workers := re.search(r"\bin\s+parallel\b(?:\s+(?:on|with|using)\s+(?P<n>\d+|two|four|eight)\s+(?:cores|cpus|workers|processes))?|\b(?P<n2>\d+|two|four|eight)\s+(?:parallel\s+)?workers\b", text, re.I):
        n = workers.group("n") or workers.group("n2")
        flags.append(f"-n {count_value(n)}" if n else "-n auto")
    if junit := re.search(r"\bjunit(?:\s*xml)?\s+(?:report\s+)?(?:to|into|in|as)\s+(?P<file>[\w./-]+\.xml)\b", text, re.I):
        flags.append(f"--junitxml={junit.group('file')}")
    if marked := re.search(r"\b(?:skip(?:ping)?|except|excluding|without|but\s+not)\s+(?:the\s+)?(?:tests\s+)?(?:marked\s+(?:as\s+)?)?(?P<not>\w+)\s+(?:tests|ones)\b|\bnot\s+marked\s+(?:as\s+)?(?P<not2>\w+)\b"
                           r"|\b(?:tests?\s+)?marked\s+(?:as\s+|with\s+)?(?P<m>\w+)\b", text, re.I):
        excluded = marked.group("not") or marked.group("not2")
        flags.append(f"-m 'not {excluded}'" if excluded else f"-m {marked.group('m')}")
    elif named := re.search(r"\b(?:whose\s+names?|that|with\s+names?)\s+(?:match(?:es|ing)?|contain(?:s|ing)?|include)\s+['\"]?(?P<k>[\w ]+?)['\"]?(?=\s+(?:in|under|from)\b|\s*$|,)"
                            r"|\bwith\s+['\"]?(?P<k2>\w+)['\"]?\s+in\s+(?:the|their)\s+names?\b|\s-k\s+['\"]?(?P<k3>[^'\"]+?)['\"]?(?=\s+(?:in|under)\b|\s*$)", text, re.I):
        k = named.group("k") or named.group("k2") or named.group("k3")
        flags.append(f"-k '{k}'" if " " in k else f"-k {k}")
    targets = [t.group("path") for t in _PYTEST_FILE.finditer(text)]
    one = re.search(r"\b(?:test|only|just)\s+(?P<test>test_\w+|Test\w+)\s+(?:in|from|of)\s+(?P<file>[\w./-]+\.py)\b|\b(?:only|just)\s+(?P<test2>test_\w+)\s+(?:in|from)\s+(?P<file2>[\w./-]+\.py)\b", text)
    if one:
        targets = [f"{one.group('file') or one.group('file2')}::{one.group('test') or one.group('test2')}"]
    if not flags and not targets:
        return None
    return " ".join(["pytest"] + flags + targets)


def site_asked(m: re.Match) -> str | None:
    """A static site's generator run as asked: Hugo (``hugo server`` with drafts, port, bind address; a build, minified,
    with drafts, with garbage collection, into a folder; a new post; drafts listed) or Jekyll (``bundle exec jekyll
    serve``/``build`` with drafts, live reload, port, host; a production build)."""
    text = m.string
    if re.search(r"\b(?:install|apt|snap|version|theme|submodule|rsync|scp|upload|deploy|publish|git|docker|kill|port\s+\d+\s+(?:is|in\s+use))\b", text, re.I):
        return None
    jekyll = re.search(r"\bjekyll\b", text, re.I)
    serve = re.search(r"\b(?:serve|server|preview|run\s+(?:it\s+|the\s+site\s+)?locally|locally|live\s*reload|watch)\b", text, re.I)
    drafts = re.search(r"\b(?:with|including|include|and|plus)\s+(?:the\s+|my\s+)?drafts\b|\bdrafts\s+(?:included|too|as\s+well)\b", text, re.I)
    port = re.search(r"\bport\s+(?P<p>\d{2,5})\b|:(?P<p2>\d{4,5})\b", text, re.I)
    everywhere = re.search(r"\b(?:0\.0\.0\.0|all\s+interfaces|from\s+(?:other|another)\s+(?:devices?|machines?|computers?|phones?)|on\s+the\s+(?:lan|network))\b", text, re.I)
    if jekyll:
        run = "bundle exec jekyll " + ("serve" if serve else "build")
        opts = []
        if drafts:
            opts.append("--drafts")
        if serve and re.search(r"\blive\s*reload\w*\b|\breload\w*\s+(?:the\s+)?(?:browser|page)\b", text, re.I):
            opts.append("--livereload")
        if serve and port:
            opts.append(f"--port {port.group('p') or port.group('p2')}")
        if serve and everywhere:
            opts.append("--host 0.0.0.0")
        prod = "JEKYLL_ENV=production " if re.search(r"\bproduction\b", text, re.I) and not serve else ""
        return prod + " ".join([run] + opts)
    new = re.search(r"\b(?:new|create|start|add)\s+(?:a\s+)?(?:new\s+)?(?:hugo\s+)?(?:blog\s+)?post\s+(?:called\s+|named\s+|titled\s+)?(?P<name>[\w./-]*\w)", text, re.I)
    if new and new.group("name").lower() not in ("with", "in", "for", "the", "a"):
        name = new.group("name").removesuffix(".md")
        path = name if "/" in name else f"posts/{name}"
        return f"hugo new {path}.md"
    if re.search(r"\b(?:list|show|which)\b.*\bdrafts\b", text, re.I) and not serve:
        return "hugo list drafts"
    opts = []
    if drafts:
        opts.append("-D")
    if serve:
        if port:
            opts.append(f"--port {port.group('p') or port.group('p2')}")
        if everywhere:
            opts.append("--bind 0.0.0.0")
        return " ".join(["hugo server"] + opts)
    if not re.search(r"\b(?:build|generate|render|compile|rebuild)\b", text, re.I):
        return None
    if re.search(r"\bminif\w*\b", text, re.I):
        opts.append("--minify")
    if re.search(r"\bgarbage\b|\b--gc\b|\bclean\s+up\s+(?:unused\s+)?(?:cache|resources)\b", text, re.I):
        opts.append("--gc")
    out = re.search(r"\b(?:in)?to\s+(?:the\s+)?(?:folder\s+|directory\s+)?(?P<dir>[~./\w][\w./~-]*/?)(?:\s+(?:folder|directory))?\s*$", text, re.I)
    if out and out.group("dir").lower() not in ("production", "public", "html"):
        opts.append(f"-d {out.group('dir')}")
    return " ".join(["hugo"] + opts)

# A file named before an "it" stands for: a dotfile (".env"), a name with an extension, a folder with a slash
_FILE_BEFORE = re.compile(r"(?<![\w./~-])(\.\w[\w.-]*|[~./\w][\w./~-]*\.\w[\w.-]*|[~./\w][\w./~-]*/)(?=[\s,;:]|$)")


def _untracked(m: re.Match) -> str | None:
    """``git rm --cached`` for the file named, or the one file an "it" stands for: "I committed .env by mistake, stop
    tracking it but keep the file on disk" → ``git rm --cached .env``; a folder with ``-r``."""
    file = m.group("file")
    if file.lower() in ("it", "this", "that", "them"):
        before = list(dict.fromkeys(_FILE_BEFORE.findall(m.string[:m.start()])))
        if len(before) != 1:
            return None
        file = before[0]
    return f"git rm {'-r ' * file.endswith('/')}--cached {file}"


def _grep_word(text: str) -> str:
    """A search text said with or without quotes, in single quotes for grep (a text holding one: as _shell_word)."""
    text = text.strip("'\"")
    return _shell_word(text) if "'" in text else f"'{text}'"


# A folder's code searched for a text: "search src for 'function handleSubmit', with line numbers", "grep lib for
# parseConfig"; a file (a name with an extension) is text's rows', a folder's sense words the model's
_CODE_SEARCHED = re.compile(r"^\s*(?:please\s+)?(?:search|grep)\s+(?:through\s+|in\s+)?(?:the\s+)?(?P<dir>[\w~.][\w./~-]*?)/?\s+(?:folder\s+|directory\s+|dir\s+)?"
                            r"for\s+(?P<q>'[^']+'|\"[^\"]+\"|[^\s'\",]+)(?P<n>\s*,?\s*(?:with|showing|and\s+show)\s+(?:the\s+)?line\s+numbers)?\s*[.!]?\s*$", re.I)
_NOT_CODE_FOLDERS = frozenset({"web", "internet", "google", "history", "files", "file", "text", "output", "it", "them", "packages", "package",
                               "log", "logs", "journal", "man", "manual", "docs", "process", "processes", "apt", "npm", "pip", "network"})


def _code_searched(m: re.Match) -> str | None:
    """grep -r in a folder for the text said, with line numbers where asked: "search src for 'function handleSubmit',
    with line numbers" → ``grep -rn 'function handleSubmit' src``; "search the code for X" searches here."""
    folder = m.group("dir")
    if folder.lower() in ("code", "codebase", "repo", "repository", "project", "source"):
        folder = "."
    if folder.lower() in _NOT_CODE_FOLDERS or re.search(r"[^/.]\.\w{1,5}$", folder):
        return None   # a file, or no folder
    return f"grep -r{'n' * bool(m.group('n'))} {_grep_word(m.group('q'))} {folder}"


# Markers listed where they are: "list all the TODOs in .ts files under src with file name and line number", "find
# every FIXME in lib"
_MARKERS_LISTED = re.compile(r"^\s*(?:please\s+)?(?:list|find|show|grep|print)\s+(?:me\s+)?(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?(?P<q>TODO|FIXME|XXX|HACK)(?:s|'s)?"
                             r"(?:\s+(?:comments?|markers?|notes?))?\s+(?:in|under|across)\s+(?:(?:all\s+)?(?:the\s+)?(?:\*?\.)(?P<ext>[a-z]{1,5})\s+files\s+(?:in|under|inside)\s+)?"
                             r"(?:the\s+)?(?P<dir>[\w~.][\w./~-]*?)/?(?:\s+(?:folder|directory))?"
                             r"(?:\s*,?\s*(?:with|showing|and\s+show)\s+(?:the\s+)?(?:(?:file\s*names?|files?)(?:\s+and\s+(?:the\s+)?)?)?(?:line\s+numbers?)?)?\s*[.!]?\s*$", re.I)


def _markers_listed(m: re.Match) -> str | None:
    """grep -rn for a TODO-like marker in a folder, in one kind of file where said: "list all the TODOs in .ts files
    under src with file name and line number" → ``grep -rn --include='*.ts' 'TODO' src``."""
    folder = m.group("dir")
    if re.search(r"[^/.]\.\w{1,5}$", folder) or folder.lower() in ("it", "them", "files"):
        return None
    include = f"--include='*.{m.group('ext')}' " if m.group("ext") else ""
    return f"grep -rn {include}'{m.group('q').upper()}' {folder}"


# Lines holding a text counted file by file: "per file in src, how many lines have console.log? skip files with zero"
_COUNT_PER_FILE = re.compile(r"^\s*(?:per|for\s+each|in\s+each|for\s+every)\s+file\s+(?:in|under)\s+(?P<dir>[\w~.][\w./~-]*?)/?\s*,?\s+(?:how\s+many|count(?:\s+the)?)\s+lines\s+"
                             r"(?:have|contain|with|mention|containing|having)\s+(?P<q>'[^']+'|\"[^\"]+\"|[^\s'\",?]+)\s*\??"
                             r"(?P<skip>\s*,?\s*(?:and\s+)?(?:skip|hide|omit|leave\s+out|drop|ignore|exclude|excluding|without)\s+(?:the\s+)?(?:files|ones)\s+with\s+(?:zero|0|none|no\s+(?:matches|hits)))?\s*[.?]?\s*$", re.I)


def _counted_per_file(m: re.Match) -> str:
    """grep -rc in a folder (-F for a text with regex characters), the files with none dropped where asked:
    "per file in src, how many lines have console.log? skip files with zero" → ``grep -rcF 'console.log' src | grep -v ':0$'``."""
    text = m.group("q").strip("'\"")
    fixed = "F" if re.search(r"[.*\[\]^$\\+?(){}|]", text) else ""
    return f"grep -rc{fixed} {_grep_word(text)} {m.group('dir')}" + (" | grep -v ':0$'" if m.group("skip") else "")


# Folders of build output or installed packages under a folder, deleted: "I have way too many node_modules folders
# under ~/projects, delete all of them", "remove every __pycache__ directory in src"
_PACKAGE_DIRS = r"node_modules|__pycache__|\.next|\.pytest_cache|\.mypy_cache|\.turbo|\.parcel-cache"
_PACKAGE_DIRS_DELETED = re.compile(rf"^(?:i\s+have\s+)?(?:(?:way\s+)?(?:too\s+many|a\s+lot\s+of|lots\s+of|so\s+many)\s+)?(?P<what>{_PACKAGE_DIRS})\s+(?:folders|directories|dirs)\s+"
                                   r"(?:in|under|inside|below|across)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s*,?\s*(?:so\s+|please\s+)?(?:delete|remove|nuke|wipe|get\s+rid\s+of)\s+"
                                   r"(?:all\s+of\s+them|them(?:\s+all)?|all|every\s+one(?:\s+of\s+them)?)\s*[.!]?\s*$"
                                   rf"|^\s*(?:please\s+)?(?:delete|remove|nuke|wipe|get\s+rid\s+of)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?(?P<what2>{_PACKAGE_DIRS})\s+"
                                   r"(?:folders|directories|dirs)\s+(?:in|under|inside|below|anywhere\s+(?:in|under))\s+(?P<dir2>[~./\w][\w./~-]*?)/?\s*[.!]?\s*$", re.I)

def _folder_said(word: str) -> str:
    """A folder as a path: "the current directory", "this folder", "here" → ``.``; "the dist" → ``dist``."""
    if re.fullmatch(r"(?:the\s+)?(?:current|this)\s+(?:folder|directory|dir)|here", word, re.I):
        return "."
    return re.sub(r"^the\s+", "", word, flags=re.I)


# Build output of one kind deleted from a folder: "delete all the .map files in dist"
_BUILD_FILES_DELETED = re.compile(r"^\s*(?:please\s+)?(?:delete|remove|rm|clean\s+out|get\s+rid\s+of)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?\*?\.?"
                                  r"(?P<ext>map|js\.map|css\.map|o|obj|pyc|class|tsbuildinfo)\s+files?\s+(?:in|from|under|inside)\s+(?P<dir>(?:the\s+)?(?:current|this)\s+(?:folder|directory|dir)|here|(?:the\s+)?[~./\w][\w./~-]*?)/?"
                                  r"(?:\s+(?:folder|directory|dir))?\s*[.!]?\s*$", re.I)

# node_modules and a lock file deleted and the packages installed again: "nuke node_modules and package-lock.json, then reinstall"
_REINSTALLED = re.compile(r"^\s*(?:please\s+)?(?:nuke|delete|remove|rm|wipe|blow\s+away)\s+(?:the\s+)?node_modules(?:\s+(?:folder|dir(?:ectory)?))?"
                          r"(?:\s*(?:,|and|&|plus)\s*(?:the\s+)?(?P<lock>package-lock\.json|yarn\.lock|pnpm-lock\.yaml)(?:\s+file)?)?\s*,?\s*(?:and\s+)?(?:then\s+)?"
                          r"(?:reinstall|re-install|install\s+(?:again|everything(?:\s+again)?|fresh)|do\s+a\s+fresh\s+install)(?:\s+(?:everything|the\s+dependencies|the\s+packages|deps))?\s*[.!]?\s*$", re.I)
_INSTALLERS = {"package-lock.json": "npm", "yarn.lock": "yarn", "pnpm-lock.yaml": "pnpm"}

# Variables of one .env file that another lacks: "which variable names are in .env.example but missing from my .env?"
_ENV_MISSING = re.compile(r"^\s*(?:which|what|list|show)\s+(?:the\s+)?(?:variable(?:\s+name)?s|var(?:iable)?\s+names|keys|vars|settings|names|variables|env\s+vars)\s+"
                          r"(?:are\s+)?(?:in|from)\s+(?P<a>[\w./~-]*\.env[\w.-]*)\s+(?:but|and)\s+(?:are\s+)?(?:missing|absent|not)\s+(?:in|from)\s+(?:my\s+|the\s+)?"
                          r"(?P<b>[\w./~-]*\.env[\w.-]*)\s*\??\s*$", re.I)

# A random secret appended to an env file: "append a JWT_SECRET line with a random 32-byte hex value to .env"
_ENV_SECRET = re.compile(r"^\s*(?:please\s+)?(?:append|add)\s+(?:a\s+|an\s+)?(?P<key>[A-Za-z_][A-Za-z0-9_]*)(?:\s+(?:line|entry|variable|key|setting))?\s+"
                         r"(?:with|set\s+to|holding)\s+(?:a\s+)?(?:new\s+)?random\s+(?P<n>\d+)[\s-]?bytes?\s+(?P<enc>hex|base64)(?:\s+(?:value|string|secret|key|token))?\s+"
                         r"to\s+(?P<file>[\w./~-]*\.env[\w.-]*)\s*[.!]?\s*$", re.I)

# Compressed logs of a folder searched: "search all the gzipped logs in logs/archive for timeout"
_GZ_LOGS_SEARCHED = re.compile(r"^\s*(?:please\s+)?(?:search|grep)\s+(?:through\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:gzipped|gzip|compressed|\.gz|rotated\s+and\s+(?:gzipped|compressed))\s+"
                               r"(?:logs?|log\s+files|files)\s+(?:in|under|inside)\s+(?P<dir>[~./\w][\w./~-]*?)/?\s+for\s+(?P<q>'[^']+'|\"[^\"]+\"|[^\s'\",]+)"
                               r"(?P<i>\s*,?\s*(?:ignoring|ignore|any)\s+case)?\s*[.!]?\s*$", re.I)

# Distinct ids of a log counted by how they look: "how many distinct users show up in logs/app.log? the ids look like userId=1234"
_IDS_COUNTED = re.compile(r"^\s*how\s+many\s+(?:distinct|different|unique)\s+\w+\s+(?:show\s+up|appear|are\s+there|are|occur)\s+in\s+(?P<file>[\w./~-]+\.\w+)\s*[?,.;]?\s*"
                          r"(?:the\s+)?(?:ids?|keys?|values?|they)\s+(?:look|looks|are\s+written|appear)\s+like\s+(?P<key>[A-Za-z_][\w.-]*)(?P<sep>[=:])(?P<v>\w+)\s*[.!]?\s*$", re.I)


ROWS = (
    # "run the tests marked slow in tests/ verbosely", "rerun only the tests that failed last time and stop at the first
    # failure", "pytest with coverage for myapp and an html report", "the 10 slowest tests", "run pytest in parallel"
    (re.compile(r"\bpytest\b", re.I), pytest_asked),
    # "serve the hugo site locally with drafts on port 1314", "build the site with hugo, minified", "bundle exec jekyll
    # serve with live reload", "new hugo post called first-trip"
    (re.compile(r"\b(?:hugo|jekyll)\b", re.I), site_asked),
    # "count lines of python in app/": the lines of every file of that language under the folder
    (re.compile(r"^\s*(?:count\s+(?:the\s+)?|how\s+many\s+|total\s+)?lines\s+of\s+(?P<lang>python|javascript|typescript|golang|go|java|rust|ruby|php|shell|bash|kotlin|swift|scala)"
                r"(?:\s+code)?\s+(?:are\s+there\s+)?(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*)\s*\??\s*$", re.I),
     lambda m: f"find {m.group('dir').rstrip('/') or '/'} -type f -name '*.{_LANGUAGE_EXT[m.group('lang').lower()]}' -exec cat {{}} + | wc -l"),
    # "size of the repo not counting .git"
    (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(?:total\s+)?(?:disk\s+)?size\s+of\s+(?P<what>(?:the\s+|this\s+)?(?:repo(?:sitory)?|project|checkout|folder|directory)|[~./\w][\w./~-]*)\s+"
                r"(?:not\s+counting|without|excluding|minus|ignoring|except(?:\s+for)?)\s+(?:the\s+)?(?P<ex>[.\w][\w.-]*)(?:\s+(?:folder|directory|dir))?\s*\??\s*$", re.I),
     lambda m: f"du -sh --exclude={m.group('ex')} {place_said(m.group('what'))}"),
    # "rsync this project to ~/backups/myapp without node_modules"
    (re.compile(r"^\s*rsync\s+(?P<src>(?:the\s+|this\s+)?(?:repo|project|folder|directory)|[~./\w][\w./~-]*)\s+to\s+(?P<dst>[~./\w][\w./~:@-]*)\s+"
                r"(?:without|excluding|skipping|except(?:\s+for)?|but\s+not)\s+(?:the\s+)?(?P<ex>[.\w][\w.-]*(?:\s*(?:,|and)\s*(?:the\s+)?[.\w][\w.-]*)*)(?:\s+(?:folders?|directories|dirs?))?\s*$", re.I),
     lambda m: "rsync -av " + " ".join(f"--exclude={x}" for x in re.split(r"\s*(?:,|\band\b)\s*(?:the\s+)?", m.group("ex")) if x)
     + f" {place_said(m.group('src')).rstrip('/')}/ {m.group('dst')}"),
    # "build with make using all cores"
    (re.compile(r"^\s*(?:build|compile|run\s+make|make)\b[^.;]*\bmake\b[^.;]*\b(?:all|every)\s+(?:the\s+|my\s+)?(?:cpu\s+)?cores\b"
                r"|^\s*run\s+make\s+(?:on|with|using)\s+(?:all|every)\s+(?:the\s+)?(?:cpu\s+)?cores\b", re.I),
     lambda m: 'make -j"$(nproc)"'),
    # "where is class UserService defined", "where is parse_args defined in the python code under lib"
    (re.compile(r"^\s*where\s+(?:is|are)\s+(?:the\s+)?(?P<kind>class|def|func|function|method|struct|interface)\s+(?P<name>[A-Za-z_]\w*)\s+defined"
                r"(?:\s+in\s+(?:the\s+)?(?:\w+\s+code\s+)?(?:under|in)?\s*(?P<dir>[~./\w][\w./~-]*))?\s*\??\s*$"
                r"|^\s*where\s+is\s+(?P<name2>[A-Za-z_]\w*)\s+defined\s+in\s+the\s+(?P<lang>python|go|golang)\s+code(?:\s+(?:under|in)\s+(?P<dir2>[~./\w][\w./~-]*))?\s*\??\s*$", re.I),
     lambda m: _definition_found(m)),
    # "apply fix.patch": a patch made by diff -u or git diff, applied from the folder it was made in
    (_PATCH_APPLIED, _patch_applied),
    (_PATCH_OF_TWO, lambda m: _patch_made(m.group("a"), m.group("b"), m.group("out"), bool(m.group("dirs")), bool(m.group("new")))),
    # "make a patch with the changes between config.orig and config", "create a patch from old.c to new.c called fix.patch"
    (re.compile(r"^\s*(?:please\s+)?(?:make|create|generate|produce|write)\s+(?:a\s+|the\s+)?(?:unified\s+)?(?:patch|diff)(?:\s+file)?\s+(?:with|of)?\s*(?:the\s+)?(?:changes\s+)?"
                r"(?:between|from)\s+(?P<a>[~./\w][\w./~-]*)\s+(?:and|to)\s+(?P<b>[~./\w][\w./~-]*?)(?:\s+(?:called|named|as|in|into|to)\s+(?P<out>[~./\w][\w./~-]*\.(?:patch|diff)))?\s*$", re.I),
     lambda m: _patch_made(m.group("a"), m.group("b"), m.group("out"))),
    # "check deploy.sh for bash syntax errors without running it" (the model: php -l deploy.sh)
    (_SYNTAX_CHECKED, lambda m: f"bash -n {m.group(1) or m.group(2)}"),
    # git: the tasks named plainly that the model has no words for
    # "git status in short format", "git status, short format", "short git status"
    (re.compile(r"\b(?:status\s+of\s+(?:this|the)\s+repo(?:sitory)?|git\s+status)\s*(?:,\s*(?:in\s+)?|\s+in\s+)(?:the\s+)?(?:short|brief|compact)\s+(?:format|form|output)\b(?![^.;]*\bbranch)"
                r"|\bshort\s+(?:git\s+)?status\b", re.I), lambda m: "git status -s"),
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:git\s+)?stash(?:es)?\s*$", re.I), lambda m: "git stash list"),
    (re.compile(r"\bapply\s+the\s+(?:most\s+recent|latest|last)\s+stash\s+and\s+(?:remove|drop|delete)\s+it\b|\bpop\s+the\s+(?:latest\s+|last\s+)?stash\b", re.I),
     lambda m: "git stash pop"),
    (re.compile(r"\b(?:name\s+of\s+the\s+(?:git\s+)?branch\s+i'?m\s+on|current\s+git\s+branch(?:\s+name)?|(?:which|what)\s+(?:git\s+)?branch\s+am\s+i\s+(?:on|in))\b", re.I),
     lambda m: "git branch --show-current"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\b[^.]*\b(?:respecting|honou?ring|according\s+to)\s+\.gitignore\b", re.I),
     lambda m: "git ls-files --others --exclude-standard"),
    (re.compile(r"\b(?:delete|remove)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\s+and\s+(?:directories|folders|dirs)\b", re.I), lambda m: "git clean -fd"),
    (re.compile(r"\bcommits?\s+(?:whose|with\s+a|where\s+the)\s+(?:commit\s+)?message\s+(?:mentions|contains|includes|says)\s+['\"]?(?P<text>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"git log --grep={m.group('text')}"),
    (re.compile(r"\bcommits?\s+that\s+(?:added\s+or\s+removed|introduced\s+or\s+removed|changed\s+the\s+number\s+of)\s+(?:the\s+)?(?:string|text|word)?\s*['\"]?(?P<text>[^\s'\"]+)['\"]?", re.I),
     lambda m: f"git log -S {m.group('text')}"),
    (re.compile(r"\bcommits\s+(?:on|in)\s+(?P<b>[\w./-]+)\s+that\s+(?:are\s+not|aren't)\s+(?:yet\s+)?in\s+(?P<a>[\w./-]+)\b", re.I),
     lambda m: f"git log {m.group('a')}..{m.group('b')}"),
    (re.compile(r"\bnames\s+of\s+(?:the\s+)?files\s+that\s+(?:differ|changed)\s+between\s+(?:(?:the\s+)?(?:branches|commits|tags|revisions)\s+(?P<a2>[\w./~^-]+)\s+and\s+"
                r"(?P<b2>[\w./~^-]+)|(?P<a>main|master|develop|dev|trunk|HEAD[~^]?\d*|v\d[\w.-]*)\s+and\s+(?P<b>[\w./~^-]+))\b", re.I),
     lambda m: f"git diff --name-only {m.group('a') or m.group('a2')} {m.group('b') or m.group('b2')}"),
    (re.compile(r"\b(?P<file>[~./\w][\w./~-]*\.\w+)\s+as\s+it\s+was\s+(?:in|at)\s+(?:commit\s+)?(?P<rev>[0-9a-f]{6,40}|HEAD~?\d*|v\d[\w.-]*)\b", re.I),
     lambda m: f"git show {m.group('rev')}:{m.group('file')}"),
    (re.compile(r"\bset\s+my\s+(?:git\s+)?(?P<what>email|name)\s+to\s+(?P<value>\S+?)\s+for\s+this\s+repo(?:sitory)?\s+only\b", re.I),
     lambda m: f"git config user.{m.group('what').lower()} {m.group('value')}"),
    (re.compile(r"\bfetch\s+from\s+all\s+(?:the\s+)?remotes\s+and\s+prune\b", re.I), lambda m: "git fetch --all --prune"),
    # pytest, Python and npm
    (re.compile(r"\brun\s+(?P<file>[\w./-]+\.py)\s+with\s+pytest\s+in\s+verbose\s+mode\b", re.I), lambda m: f"pytest -v {m.group('file')}"),
    (re.compile(r"\brun\s+only\s+the\s+(?:pytest\s+)?tests\s+whose\s+names\s+(?:match|contain)\s+['\"]?(?P<k>\w+)['\"]?", re.I), lambda m: f"pytest -k {m.group('k')}"),
    (re.compile(r"\brun\s+pytest\s+and\s+stop\s+(?:at|on|after)\s+the\s+first\s+(?:failure|error|failing\s+test)\b", re.I), lambda m: "pytest -x"),
    (re.compile(r"\brun\s+(?:just|only)\s+(?:the\s+test\s+)?(?P<test>test_\w+)\s+in\s+(?P<file>[\w./-]+\.py)\b", re.I),
     lambda m: f"pytest {m.group('file')}::{m.group('test')}"),
    (re.compile(r"\bcheck\s+(?P<file>[\w./-]+\.py)\s+for\s+syntax\s+errors\b", re.I), lambda m: f"python3 -m py_compile {m.group('file')}"),
    (re.compile(r"\bclean\s+npm\s+install\b|\bnpm\s+ci\b", re.I), lambda m: "npm ci"),
    (re.compile(r"\binstall\s+(?P<pkg>[@\w./-]+)\s+as\s+a\s+dev(?:elopment)?\s+dependency\b", re.I), lambda m: f"npm install --save-dev {m.group('pkg')}"),
    (re.compile(r"\b(?:which|what|show|list)\s+(?:\w+\s+)?npm\s+packages\s+(?:are\s+)?outdated\b|\boutdated\s+npm\s+packages\b", re.I), lambda m: "npm outdated"),
    # git (session 28): branches, stash and tag messages, amended messages, history searched, conflicts, archives, worktrees
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:local\s+and\s+remote|remote\s+and\s+local)\s+branches\b|\ball\s+branches\s+including\s+(?:the\s+)?remote", re.I),
     lambda m: "git branch -a"),
    (re.compile(r"\bstash\s+(?:my\s+|the\s+|all\s+)?(?:current\s+)?(?:changes\s+|work\s+)?with\s+(?:the\s+|a\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git stash push -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\b(?:create|make|add)\s+(?:an\s+)?annotated\s+tag\s+(?P<tag>[\w./-]+)\s+with\s+(?:the\s+|a\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git tag -a {m.group('tag')} -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\b(?:change|amend|fix|reword|edit)\s+the\s+(?:last|latest|previous|most\s+recent)\s+commit(?:'s)?\s+message\s+to\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git commit --amend -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\bsearch\s+(?:the\s+|all\s+)?(?:git\s+)?commit\s+messages\s+for\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git log --grep={_shell_word(m.group('text'))}"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?untracked\s+files\s+(?:that\s+are\s+)?(?:not\s+ignored|but\s+not\s+(?:the\s+)?ignored\s+ones)\b", re.I),
     lambda m: "git ls-files --others --exclude-standard"),
    (re.compile(r"\brestore\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?:how|what)\s+it\s+(?:was|looked\s+like)\s+(?P<n>\d+)\s+commits?\s+ago\b", re.I),
     lambda m: f"git checkout HEAD~{m.group('n')} -- {m.group('file')}"),
    (re.compile(r"\bmerge\s+(?P<b>[\w./-]+)\s+(?:into\s+(?:the\s+)?(?:current\s+branch|\S+)\s+)?without\s+(?:a\s+)?fast[\s-]?forward(?:ing)?\b", re.I),
     lambda m: f"git merge --no-ff {m.group('b')}"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|all\s+)?commits\s+between\s+(?:the\s+)?(?:tags\s+|commits\s+|revisions\s+)?(?!\d{4}-\d\d-\d\d\b)(?P<a>[\w./~^-]+)\s+and\s+(?P<b>[\w./~^-]+)(?P<rest>.*)$", re.I),
     lambda m: "git log " + ("--oneline " if re.search(r"one\s+(?:per\s+)?line|oneline|short", m.group("rest"), re.I) else "") + f"{m.group('a')}..{m.group('b')}"),
    (re.compile(r"\brevert\s+(?:the\s+)?(?:commit\s+)?(?P<rev>[0-9a-f]{6,40}|HEAD~?\d*)\s+without\s+(?:opening\s+|launching\s+)?(?:an?\s+|the\s+)?editor\b", re.I),
     lambda m: f"git revert --no-edit {m.group('rev')}"),
    (re.compile(r"\bhistory\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+including\s+renames\b", re.I), lambda m: f"git log --follow -- {m.group('file')}"),
    (re.compile(r"\b(?:list|show|which)\s+(?:the\s+|all\s+)?(?:files\s+(?:that\s+)?(?:have|with|are\s+in)\s+(?:merge\s+)?conflicts?|conflicted\s+files|files\s+in\s+conflict)\b", re.I),
     lambda m: "git diff --name-only --diff-filter=U"),
    (re.compile(r"\b(?:make|create)\s+a\s+(?P<fmt>zip|tar(?:ball)?)\s+(?:archive\s+)?of\s+the\s+repo(?:sitory)?\s+at\s+(?:tag\s+|commit\s+)?(?P<rev>[\w./-]+)\s+(?:called|named)\s+(?P<file>[\w./-]+\.\w+)", re.I),
     lambda m: f"git archive --format={'zip' if m.group('fmt').lower() == 'zip' else 'tar'} -o {m.group('file')} {m.group('rev')}"),
    (re.compile(r"\bapply\s+the\s+patch\s+(?:file\s+)?(?P<file>[~./\w][\w./~-]*\.(?:patch|diff))\s+to\s+the\s+(?:git\s+)?(?:working\s+tree|repo(?:sitory)?|checkout)\b", re.I),
     lambda m: f"git apply {m.group('file')}"),
    (re.compile(r"\b(?:init(?:iali[sz]e)?\s+and\s+update|update\s+and\s+init(?:iali[sz]e)?)\s+(?:all\s+)?(?:the\s+)?(?:git\s+)?submodules\b", re.I),
     lambda m: "git submodule update --init --recursive"),
    (re.compile(r"\bcheck\s*out\s+(?P<b>[\w./-]+)\s+in\s+a\s+new\s+worktree\s+(?:at|in)\s+(?P<path>[~./\w][\w./~-]*)", re.I),
     lambda m: f"git worktree add {m.group('path')} {m.group('b')}"),
    (re.compile(r"\b(?:show|print|what\s+is|what's|get)\s+(?:me\s+)?the\s+(?:most\s+recent|latest|last|newest)\s+(?:git\s+)?tag\b", re.I),
     lambda m: "git describe --tags --abbrev=0"),
    (re.compile(r"\bpush\s+(?P<b>[\w./-]+)\s+to\s+(?P<remote>origin|upstream)\s+and\s+(?:set|make)\s+(?:it\s+(?:as\s+)?)?(?:the\s+)?(?:its\s+)?upstream\b", re.I),
     lambda m: f"git push -u {m.group('remote')} {m.group('b')}"),
    # make, configure, compilers
    (re.compile(r"\brun\s+the\s+(?P<t>[\w-]+)\s+target\s+(?:of|in|from)\s+(?:the\s+)?makefile(?![\w.-])", re.I), lambda m: f"make {m.group('t')}"),
    (re.compile(r"\brun\s+make\s+(?:inside|in)\s+(?:the\s+)?(?P<dir>[~./\w][\w./~-]*?)(?:\s+(?:directory|folder|dir))?\s*$", re.I), lambda m: f"make -C {m.group('dir')}"),
    (re.compile(r"\b(?:show|print|list)\s+(?:me\s+)?the\s+commands\s+make\s+would\s+run\b|\bdry[\s-]run\s+(?:of\s+)?make\b", re.I), lambda m: "make -n"),
    (re.compile(r"\binstall\s+the\s+(?:built\s+)?(?:project|program|software)\s+(?:system[\s-]wide\s+)?with\s+make\b", re.I), lambda m: "sudo make install"),
    (re.compile(r"\brun\s+(?:\./)?configure\s+with\s+(?:the\s+)?(?:install(?:ation)?\s+)?prefix\s+(?P<p>[~/][\w./~-]*)", re.I), lambda m: f"./configure --prefix={m.group('p')}"),
    (re.compile(r"\bcompile\s+(?P<src>[\w./-]+\.c)\s+with\s+all\s+warnings\s+(?:on\s+|enabled\s+)?into\s+(?:an?\s+)?(?:executable|binary|program)\s+(?:called\s+|named\s+)?(?P<out>[\w./-]+)", re.I),
     lambda m: f"gcc -Wall -o {m.group('out')} {m.group('src')}"),
    # npm, node, go, jest, pytest, unittest, black
    (re.compile(r"\bcreate\s+a\s+package\.json\s+with\s+(?:the\s+)?default(?:\s+values|s)?\b", re.I), lambda m: "npm init -y"),
    (re.compile(r"\brun\s+the\s+(?P<s>[\w:-]+)\s+script\s+(?:from|in|of|defined\s+in)\s+package\.json\b", re.I), lambda m: f"npm run {m.group('s')}"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|only\s+the\s+)?top[\s-]level\s+(?:npm\s+)?(?:dependencies|packages)\b", re.I), lambda m: "npm ls --depth=0"),
    (re.compile(r"\bfix\s+(?:the\s+)?vulnerab\w*\s+(?:npm\s+)?(?:dependencies|packages)\b", re.I), lambda m: "npm audit fix"),
    (re.compile(r"\bclean\s+install\s+of\s+(?:the\s+)?node\s+dependencies\b|\binstall\s+exactly\s+what\s+package-lock\.json\s+(?:says|lists)\b", re.I), lambda m: "npm ci"),
    (re.compile(r"\brun\s+(?:the\s+)?go\s+tests\s+(?:for|of|in)\s+all\s+(?:the\s+)?packages\b", re.I), lambda m: "go test ./..."),
    (re.compile(r"\brun\s+jest\s+(?:only\s+)?on\s+(?P<file>[\w./-]+)", re.I), lambda m: f"npx jest {m.group('file')}"),
    (re.compile(r"\brun\s+pytest\s+with\s+coverage\s+(?:for|of)\s+(?:the\s+)?(?P<pkg>[\w.]+)(?:\s+package)?\b", re.I), lambda m: f"pytest --cov={m.group('pkg')}"),
    (re.compile(r"\brun\s+(?:the\s+)?(?:python\s+)?unittest\s+discovery\s+in\s+(?:the\s+)?(?P<dir>[\w./-]+?)(?:\s+(?:directory|folder|dir))?\s*$", re.I),
     lambda m: f"python3 -m unittest discover -s {m.group('dir')}"),
    (re.compile(r"\bformat\s+(?:the\s+code\s+in\s+|the\s+files\s+in\s+)?(?P<path>[\w./-]+)\s+with\s+black\b", re.I), lambda m: f"black {m.group('path')}"),
    # code searched for a definition
    (re.compile(r"\b(?:find\s+)?where\s+(?:the\s+)?function\s+(?P<f>\w+)\s+is\s+defined\s+in\s+(?:the\s+)?python\s+files\s+(?:under|in)\s+(?P<dir>[~./\w][\w./~-]*)", re.I),
     lambda m: f"grep -rn 'def {m.group('f')}' --include='*.py' {m.group('dir')}"),
    (re.compile(r"\bwhich\s+files?\s+defines?\s+(?:the\s+)?class\s+(?P<c>\w+)\s*\??\s*$", re.I), lambda m: f"grep -rl 'class {m.group('c')}' ."),
    # "compile hello.c into hello with gcc and run it only if compilation succeeds"
    (re.compile(r"\bcompile\s+(?P<src>[\w./-]+\.c)\s+(?:in)?to\s+(?:an?\s+)?(?:program\s+|binary\s+|executable\s+)?(?:called\s+|named\s+)?(?P<out>[\w./-]+)(?:\s+with\s+gcc)?"
                r"(?P<run>\s*,?\s+and\s+(?:then\s+)?run\s+it\b)?", re.I),
     lambda m: f"gcc {m.group('src')} -o {m.group('out')}" + (f" && ./{m.group('out')}" if m.group("run") else "")),
    # git tasks as the probe set FN said them (session 35)
    (re.compile(r"\bgit\s+status\b[^.;]*\bshort\b[^.;]*\bbranch\b|\bshort\s+(?:git\s+)?status\s+with\s+(?:the\s+)?branch\b", re.I), lambda m: "git status -sb"),
    (re.compile(r"\bcommits?\s+(?:made\s+)?(?:between|from)\s+(?P<a>\d{4}-\d{2}-\d{2})\s+(?:and|to|until)\s+(?P<b>\d{4}-\d{2}-\d{2})\b", re.I),
     lambda m: f"git log --since={m.group('a')} --until={m.group('b')}"),
    (re.compile(r"\bcommits?\s+(?:are\s+|that\s+are\s+)?(?:on|in)\s+(?P<b>[\w./-]+)\s+but\s+not\s+(?:yet\s+)?(?:on|in)\s+(?P<a>[\w./-]+)", re.I),
     lambda m: f"git log {m.group('a')}..{m.group('b')}"),
    (re.compile(r"\bhistory\s+of\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+(?:even\s+)?(?:across|through|following|including|over)\s+renames\b", re.I),
     lambda m: f"git log --follow {m.group('file')}"),
    (re.compile(r"\bhow\s+many\s+commits\s+(?:has|did|have)\s+each\s+(?:person|author|contributor|developer|user)\b"
                r"|\bcommits?\s+(?:counts?\s+)?(?:per|by\s+each|for\s+each)\s+(?:person|author|contributor|developer)\b", re.I), lambda m: "git shortlog -sn"),
    (re.compile(r"\bfiles\s+changed\s+in\s+the\s+last\s+commit\s+with\s+(?:their\s+)?(?:line\s+counts|(?:the\s+)?stats?|how\s+many\s+lines)\b", re.I),
     lambda m: "git show --stat HEAD"),
    (re.compile(r"\bdiff\s*stat\s+(?:between|of)\s+(?:the\s+)?(?:tags?\s+|commits?\s+|branches\s+)?(?P<a>[\w./~^-]+)\s+and\s+(?P<b>[\w./~^-]+)", re.I),
     lambda m: f"git diff --stat {m.group('a')} {m.group('b')}"),
    (re.compile(r"\b(?:save|write|export|dump)\s+(?:my\s+|the\s+|all\s+)?(?:uncommitted|unstaged|local|current)\s+changes\s+(?:as|to|in|into)\s+"
                r"(?:a\s+patch\s+(?:file\s+)?(?:called\s+|named\s+)?)?(?P<file>[\w./~-]+\.(?:patch|diff))\b", re.I),
     lambda m: f"git diff > {m.group('file')}"),
    (re.compile(r"\b(?:check|test|see)\s+(?:whether|if)\s+(?P<file>[\w./~-]+\.(?:patch|diff))\s+(?:would\s+|will\s+)?appl(?:y|ies)\s+cleanly\b", re.I),
     lambda m: f"git apply --check {m.group('file')}"),
    (re.compile(r"\b(?:make|create|generate|export)\s+(?:a\s+)?patch(?:\s+files?|es)\s+(?:for|of|from)\s+the\s+last\s+(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+commits\b", re.I),
     lambda m: f"git format-patch -{count_value(m.group('n'))}"),
    (re.compile(r"\bapply\s+the\s+(?:mailbox|e-?mail(?:ed)?|mbox)\s+patch\s+(?P<file>[\w./~-]+)", re.I), lambda m: f"git am {m.group('file')}"),
    (re.compile(r"\b(?:print|show|cat|display)\s+(?P<file>[\w./-]+\.\w+)\s+(?:from|as\s+it\s+was)\s+(?P<n>\d+|two|three|four|five)\s+commits?\s+ago\b", re.I),
     lambda m: f"git show HEAD~{count_value(m.group('n'))}:{m.group('file')}"),
    (re.compile(r"\b(?P<file>[\w./-]+\.\w+)\s+as\s+it\s+(?:was|is|looked)\s+(?:in|at|on)\s+(?:the\s+)?(?:tag|commit|branch|revision)\s+(?P<rev>[\w./~^-]+)", re.I),
     lambda m: f"git show {m.group('rev')}:{m.group('file')}"),
    (re.compile(r"\b(?:save|write|copy|export)\s+(?P<file>[\w./-]+\.\w+)\s+from\s+(?:the\s+)?(?P<rev>[\w./-]+)\s+branch\s+(?:to|as|into)\s+(?P<out>[~./\w][\w./~-]*)", re.I),
     lambda m: f"git show {m.group('rev')}:{m.group('file')} > {m.group('out')}"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?branches\s*,?\s+(?:both\s+)?(?:local\s+and\s+remote|remote\s+and\s+local)\b"
                r"|\ball\s+(?:the\s+)?(?:local\s+and\s+remote|remote\s+and\s+local)\s+branches\b", re.I), lambda m: "git branch -a"),
    (re.compile(r"\bmerge\s+(?P<b>[\w./-]+)\s+into\s+(?:this|the\s+current|my)\s+branch\b[^.;]*\b(?:merge\s+commit|no[\s-]?ff|fast[\s-]?forward)", re.I),
     lambda m: f"git merge --no-ff {m.group('b')}"),
    (re.compile(r"\bstash\s+(?:everything|all(?:\s+my)?\s+changes|my\s+changes)\s*,?\s+including\s+(?:the\s+)?untracked(?:\s+files)?"
                r"(?:\s*,?\s+with\s+(?:the\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?)?\s*$", re.I),
     lambda m: f"git stash push -u -m {_shell_word(m.group('msg'))}" if m.group("msg") else "git stash -u"),
    (re.compile(r"\btag\s+(?:this|the\s+current|the\s+latest)\s+commit\s+(?:as\s+)?(?P<tag>[\w.-]+)\s+with\s+(?:the\s+)?message\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git tag -a {m.group('tag')} -m {_shell_word(m.group('msg'))}"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:git\s+)?tags\s+(?:that\s+)?(?:start(?:ing|s)?|begin(?:ning|s)?)\s+with\s+['\"]?(?P<p>[\w.-]+)", re.I),
     lambda m: f"git tag -l '{m.group('p')}*'"),
    (re.compile(r"^(?!.*\bremote\b).*\b(?:delete|remove)\s+(?:the\s+)?(?:local\s+)?(?:git\s+)?tag\s+(?P<tag>[\w.-]+)\s*$", re.I), lambda m: f"git tag -d {m.group('tag')}"),
    # "stop tracking config.local but keep the file", "I committed .env by mistake, stop tracking it but keep the file on disk"
    (re.compile(r"\bstop\s+tracking\s+(?P<file>[~./\w][\w./~-]*)\s+(?:in\s+git\s+)?but\s+(?:leave|keep)\s+(?:the\s+file|it)\b", re.I), _untracked),
    (re.compile(r"\b(?:make|create)\s+an?\s+(?P<fmt>tar\.gz|tgz|zip|tar)\s+(?:archive\s+|file\s+)?of\s+the\s+repo(?:sitory)?\s+at\s+(?:tag\s+|commit\s+)?(?P<rev>[\w./-]+)\s+"
                r"(?:called|named)\s+(?P<file>[\w./-]+\.\w+)", re.I),
     lambda m: f"git archive --format={m.group('fmt').lower().replace('tgz', 'tar.gz')} -o {m.group('file')} {m.group('rev')}"),
    # make, python, npm, docker compose and patch as the probe set FN said them
    (re.compile(r"^\s*(?:run\s+)?make\s+(?:using|with|on)\s+(?:all\s+(?:the\s+)?)?(?:cpu\s+)?cores\b", re.I), lambda m: 'make -j"$(nproc)"'),
    (re.compile(r"\brun\s+make\s+(?P<target>[\w-]+)\s+(?:inside|in)\s+(?P<dir>[\w./~-]+?)/?\s+without\s+(?:a\s+)?cd\b", re.I),
     lambda m: f"make -C {m.group('dir')} {m.group('target')}"),
    (re.compile(r"\b(?:show|print|list)\s+what\s+make\s+(?P<target>[\w-]+\s+)?would\s+(?:run|do|execute)\b(?:\s+for\s+the\s+(?P<target2>[\w-]+)\s+target\b)?", re.I),
     lambda m: "make -n" + (f" {(m.group('target') or m.group('target2')).strip()}" if m.group("target") or m.group("target2") else "")),
    (re.compile(r"\brun\s+the\s+(?P<target>[\w-]+)\s+target\s+(?:from|of|in)\s+(?P<file>[\w./~-]*Makefile[\w.-]*|[\w./~-]+\.mk)\b", re.I),
     lambda m: f"make -f {m.group('file')} {m.group('target')}"),
    (re.compile(r"\brun\s+(?P<file>[\w./-]+\.py)\s+with\s+pytest\s*,?\s+(?:in\s+)?verbose(?:ly)?\b|\brun\s+(?P<file2>[\w./-]+\.py)\s+verbosely\s+with\s+pytest\b", re.I),
     lambda m: f"pytest -v {m.group('file') or m.group('file2')}"),
    (re.compile(r"\b(?:python\s+)?(?:http|web)\s+server\s+on\s+(?:port\s+)?(?P<port>\d+)\b[^.;]*\bonly\s+(?:reachable|accessible|visible)\s+(?:from\s+)?(?:localhost|this\s+machine)", re.I),
     lambda m: f"python3 -m http.server {m.group('port')} --bind 127.0.0.1"),
    (re.compile(r"\brun\s+the\s+(?P<module>[a-z_][\w]*(?:\.[a-z_]\w*)+)\s+module(?:\s+with\s+(?P<args>--?[\w-]+(?:\s+--?[\w-]+)*))?\s*$", re.I),
     lambda m: f"python3 -m {m.group('module')}" + (f" {m.group('args')}" if m.group("args") else "")),
    (re.compile(r"\bprofile\s+(?P<file>[\w./-]+\.py)\s+(?:sorted|ordered)\s+by\s+cumulative\s+time\b", re.I), lambda m: f"python3 -m cProfile -s cumtime {m.group('file')}"),
    (re.compile(r"\bclean\s+install\s+from\s+(?:the\s+)?package-lock\b|\bnpm\s+install\s+exactly\s+(?:as\s+)?(?:in\s+)?the\s+lock\s*file\b", re.I), lambda m: "npm ci"),
    (re.compile(r"\btop[\s-]+level\s+npm\s+packages\b|\bnpm\s+packages\s+installed\s+(?:in\s+this\s+project\s+)?(?:at\s+the\s+)?top\s+level\b", re.I), lambda m: "npm ls --depth=0"),
    (re.compile(r"\b(?:docker\s+)?compose\s+down\s+and\s+(?:delete|remove)\s+(?:the\s+)?volumes\b", re.I), lambda m: "docker compose down -v"),
    # npm scripts named like npm's own commands: "npm build pls" (npm has no build command of its own)
    (re.compile(r"^\s*(?:please\s+)?(?:run\s+)?npm\s+(?P<s>build|dev|serve|lint|format|watch|preview|typecheck)(?:\s+(?:pls|please|plz|now))?\s*[.!]?\s*$", re.I),
     lambda m: f"npm run {m.group('s').lower()}"),
    # "what npm scripts does this project have?", "list the scripts in package.json"
    (re.compile(r"^\s*(?:what|which)\s+(?:npm\s+)?scripts\s+(?:does\s+(?:this|the|my)\s+(?:project|package|repo|app)\s+have|are\s+(?:there|defined|available)(?:\s+in\s+package\.json)?"
                r"|(?:does\s+)?package\.json\s+(?:have|has|define|defines))\s*\??\s*$|^\s*(?:list|show)\s+(?:me\s+)?(?:the\s+|all\s+)?(?:npm\s+scripts|scripts\s+(?:in|of|from)\s+package\.json)\s*$", re.I),
     lambda m: "npm run" if re.search(r"\bnpm\b|\bpackage\.json\b", m.string, re.I) else None),
    # code searched: a folder for a text, markers listed, lines counted per file
    (_CODE_SEARCHED, _code_searched),
    (_MARKERS_LISTED, _markers_listed),
    (_COUNT_PER_FILE, _counted_per_file),
    # "total number of lines across all the .js files in src" (the model's ``cat src/*.js`` misses the subfolders)
    (re.compile(r"^\s*(?:count\s+(?:the\s+)?|how\s+many\s+)?(?:the\s+)?(?:total\s+)?(?:number\s+of\s+)?lines\s+(?:across|in)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?\*?\.(?P<ext>[a-z]{1,5})\s+files\s+"
                r"(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*?)/?(?:\s+(?:together|combined|in\s+total))?\s*\??\s*$", re.I),
     lambda m: f"find {m.group('dir')} -name '*.{m.group('ext')}' -exec cat {{}} + | wc -l"),
    # "5 longest .ts files in src by line count"
    (re.compile(r"^\s*(?:the\s+|show\s+(?:me\s+)?(?:the\s+)?)?(?P<n>\d+)\s+longest\s+\*?\.(?P<ext>[a-z]{1,5})\s+files\s+(?:in|under)\s+(?P<dir>[~./\w][\w./~-]*?)/?"
                r"(?:\s*,?\s+by\s+(?:line\s+count|(?:the\s+)?number\s+of\s+lines|lines))?\s*\??\s*$", re.I),
     lambda m: f"find {m.group('dir')} -type f -name '*.{m.group('ext')}' -exec wc -l {{}} \\; | sort -rn | head -n {m.group('n')}"),
    # build output and installed packages deleted
    (_PACKAGE_DIRS_DELETED, lambda m: f"find {m.group('dir') or m.group('dir2')} -type d -name {m.group('what') or m.group('what2')} -prune -exec rm -rf {{}} +"),
    (_BUILD_FILES_DELETED, lambda m: f"find {_folder_said(m.group('dir'))} -type f -name '*.{m.group('ext')}' -delete"),
    (_REINSTALLED, lambda m: f"rm -rf node_modules{' ' + m.group('lock') if m.group('lock') else ''} && {_INSTALLERS.get(m.group('lock') or '', 'npm')} install"),
    # "10 biggest packages in node_modules, human readable sizes"
    (re.compile(r"^\s*(?:show\s+(?:me\s+)?)?(?:the\s+)?(?:(?P<n>\d+)\s+)?(?:biggest|largest|heaviest)\s+(?:(?P<n2>\d+)\s+)?(?:packages|dependencies|deps|modules|folders)\s+in\s+node_modules"
                r"(?:\s*,?\s*(?:in\s+|with\s+)?human[\s-]readable(?:\s+(?:sizes?|form|units))?)?\s*\??\s*$", re.I),
     lambda m: f"du -sh node_modules/* | sort -rh | head -n {m.group('n') or m.group('n2') or 10}"),
    # .env files: variables one lacks, a random secret appended
    (_ENV_MISSING, lambda m: f"comm -13 <(grep -v '^#' {m.group('b')} | cut -d= -f1 | sort -u) <(grep -v '^#' {m.group('a')} | cut -d= -f1 | sort -u)"),
    (_ENV_SECRET, lambda m: f'echo "{m.group("key")}=$(openssl rand -{m.group("enc").lower()} {m.group("n")})" >> {m.group("file")}'),
    # app logs: compressed ones searched, distinct ids counted
    (_GZ_LOGS_SEARCHED, lambda m: f"zgrep {'-i ' * bool(m.group('i'))}{_grep_word(m.group('q'))} {m.group('dir')}/*.gz"),
    (_IDS_COUNTED, lambda m: f"grep -oE '{m.group('key')}{m.group('sep')}" + ("[0-9]+" if m.group("v").isdigit() else "[[:alnum:]_-]+")
     + f"' {m.group('file')} | sort -u | wc -l"),
)
