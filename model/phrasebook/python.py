"""A Python project's chores at the shell: virtual environments (made with python3 -m venv, activated), pip (a
package installed, at a version, from a requirements file, the project editable with extras, upgraded, uninstalled
without a prompt, frozen into a file, shown, the outdated ones), code tools run on a folder (black, ruff, flake8,
mypy, isort, compileall), and code searched: where a function or class is used or defined, a module's imports.
"""

from __future__ import annotations

import re

_PKG = r"(?P<pkg>[A-Za-z][\w.-]*(?:\[[\w,-]+\])?)"
_NOT_PACKAGES = frozenset("""the a an all my this that it them packages package everything requirements project dependencies deps
stuff things tools python pip version latest newest current""".split())


def venv_asked(m: re.Match) -> str | None:
    """A virtual environment made (``python3 -m venv DIR``, with the system's site packages, upgraded tools, cleared)
    or activated (``source DIR/bin/activate``)."""
    text = m.string
    named = re.search(r"\b(?:called|named|in|at|into)\s+(?P<dir>[~./\w][\w./~-]*)", text, re.I)
    folder = named.group("dir") if named and named.group("dir").lower() not in ("python3", "python", "the", "a", "this", "my") else None
    if re.search(r"\bactivat\w*\b", text, re.I) and not re.search(r"\b(?:create|make|set\s+up|new)\b", text, re.I):
        return f"source {folder or '.venv'}/bin/activate"
    if not re.search(r"\b(?:create|make|set\s+up|new|build)\b", text, re.I) or re.search(r"\b(?:and|then)\s+(?:activate|install)\b", text, re.I):
        return None
    options = []
    if re.search(r"\bsystem\s+site[\s-]packages\b", text, re.I):
        options.append("--system-site-packages")
    if re.search(r"\bupgrad\w*\s+(?:pip|the\s+deps|its\s+tools)\b|\bupgrade-deps\b", text, re.I):
        options.append("--upgrade-deps")
    return " ".join(["python3 -m venv"] + options + [folder or ".venv"])


def pip_asked(m: re.Match) -> str | None:
    """pip's work as a request says it (``pip`` as the references write it)."""
    text = m.string
    if re.search(r"\b(?:apt|npm|docker|conda|poetry|pipx|brew|yarn|node|react|project's\s+node)\b|\|", text, re.I) \
            or re.search(r"\b(?:create|make|activate)\b.*\b(?:venv|virtualenv|virtual\s+env\w*)\b", text, re.I):
        return None   # another package manager's, or a virtual environment made first: steps of their own
    req = re.search(r"(?<![\w./-])(?P<file>[\w./-]*requirements[\w.-]*\.txt)\b", text, re.I)
    if re.search(r"\bfreez\w*\b|\b(?:write|save|dump|export)\s+(?:the\s+|my\s+|all\s+)?(?:currently\s+)?(?:installed\s+)?(?:pip\s+|python\s+)?packages\b.*\b(?:to|into|in)\b", text, re.I):
        return f"pip freeze > {req.group('file') if req else 'requirements.txt'}" if re.search(r"\b(?:to|into|in)\b", text, re.I) else "pip freeze"
    if re.search(r"\boutdated\b|\bout\s+of\s+date\b|\bnewer\s+versions?\b", text, re.I):
        return "pip list --outdated"
    if re.search(r"\buninstall\b|\bremove\s+(?:the\s+)?(?:python\s+|pip\s+)?(?:package|module)s?\b|\bremove\s+[\w.-]+\s+with\s+pip\b", text, re.I):
        if req:
            return f"pip uninstall -y -r {req.group('file')}"
        gone = re.search(rf"\b(?:uninstall|remove)\s+(?:the\s+)?(?:python\s+|pip\s+)?(?:package\s+)?{_PKG}", text, re.I)
        if gone and gone.group("pkg").lower() not in _NOT_PACKAGES:
            quiet = "-y " if re.search(r"\bwithout\s+(?:asking|a\s+prompt|prompting|confirm\w*)|\bno\s+(?:prompts?|questions|confirm\w*)\b|\b-y\b|\bnon-?interactive\w*\b", text, re.I) else ""
            return f"pip uninstall {quiet}{gone.group('pkg')}"
        return None
    shown = None if not re.search(r"\b(?:pip|python)\b", text, re.I) else re.search(rf"\b(?:which|what)\s+version\s+of\s+(?:the\s+)?(?:python\s+)?(?:package\s+)?{_PKG}\s+(?:is|do\s+i\s+have)\b|\b(?:details|info(?:rmation)?)\s+(?:about|of|on)\s+(?:the\s+)?(?:installed\s+)?(?:python\s+|pip\s+)?(?:package\s+)?{_PKG.replace('pkg>', 'pkg2>')}", text, re.I)
    if shown:
        pkg = shown.group("pkg") or shown.group("pkg2")
        return f"pip show {pkg}" if pkg.lower() not in _NOT_PACKAGES else None
    if not re.search(r"\binstall\w*\b", text, re.I):
        return None
    if req:
        return f"pip install -r {req.group('file')}"
    editable = re.search(r"\beditable\b|\bdevelop(?:ment)?\s+mode\b", text, re.I)
    if editable:
        extras = re.search(r"\bwith\s+(?:the\s+)?(?P<x>[\w,-]+(?:\s+and\s+[\w-]+)?)\s+extras?\b|\bextras?\s+(?P<x2>[\w,-]+)\b", text, re.I)
        if extras:
            names = re.sub(r"\s+and\s+", ",", extras.group("x") or extras.group("x2"))
            return f"pip install -e '.[{names}]'"
        return "pip install -e ."
    upgrade = re.search(r"\bupgrad\w*\b|\bupdat\w*\b|\blatest\b", text, re.I)
    pinned = re.search(rf"\binstall\s+(?:the\s+)?(?:python\s+|pip\s+)?(?:package\s+)?{_PKG}\s+(?:version\s+|at\s+version\s+|==\s*)?(?P<ver>\d+(?:\.\d+)+)\b", text, re.I)
    if pinned and pinned.group("pkg").lower() not in _NOT_PACKAGES:
        return f"pip install {pinned.group('pkg')}=={pinned.group('ver')}"
    plain = re.search(rf"\b(?:install|upgrade|update)\s+(?:the\s+)?(?:python\s+|pip\s+)?(?:package\s+|module\s+)?{_PKG}(?:\s+(?:with|using)\s+pip)?\s*$", text, re.I)
    if plain and plain.group("pkg").lower() not in _NOT_PACKAGES and "pip" in text.lower():
        pkg = plain.group("pkg")
        pkg = f"'{pkg}'" if "[" in pkg else pkg
        return f"pip install --upgrade {pkg}" if upgrade else f"pip install {pkg}"
    return None


_TOOLS = (("black", r"black", "black {d}"), ("ruff", r"ruff", "ruff check {d}"), ("flake8", r"flake8", "flake8 {d}"), ("mypy", r"mypy", "mypy {d}"),
          ("isort", r"isort", "isort {d}"), ("pylint", r"pylint", "pylint {d}"))


_BLACK_THE_COLOUR = re.compile(r"\.(?:png|jpe?g|gif|webp|svg|bmp|tiff?|ico)\b|\bblack\s+(?:and\s+white|background|text|border|letters|font|bars?|screen|image|pixels?|\d+\s*[x×])"
                               r"|\b(?:white|red|green|blue|yellow|transparent|colou?rs?|pt|pixels?)\b", re.I)


def tool_asked(m: re.Match) -> str | None:
    """A code tool run on the folder or file a request names: black, ruff check (or ruff format), flake8, mypy, isort,
    pylint; every Python file compiled to find syntax errors (compileall)."""
    text = m.string
    place = re.search(r"\b(?:on|over|in|under|for|check)\s+(?:the\s+)?(?P<dir>[~./\w][\w./~-]*)(?:\s+(?:folder|directory|dir|package))?\b", text, re.I)
    folder = place.group("dir") if place and place.group("dir").lower() not in ("the", "my", "this", "all", "every", "it", "project", "code",
                                                                                   "python", "files", "syntax", "errors", "black", "ruff", "mypy") else "."
    if re.search(r"\bcompile\w*\b.*\b(?:syntax\s+errors?|python\s+files|\.py)\b|\bcompileall\b", text, re.I):
        return f"python3 -m compileall -q {folder}"
    for name, words, form in _TOOLS:
        if name == "black" and _BLACK_THE_COLOUR.search(text):
            continue   # "a plain black 1920x1080 png", "black text on a transparent background": the colour
        if re.search(rf"\b{words}\b", text, re.I):
            if name == "ruff" and re.search(r"\bformat\w*\b", text, re.I):
                return f"ruff format {folder}"
            if name == "ruff" and re.search(r"\bfix\w*\b", text, re.I):
                return f"ruff check --fix {folder}"
            if name == "black" and re.search(r"\b(?:check|without\s+chang\w*|dry[\s-]run|would\s+change)\b", text, re.I):
                return f"black --check {folder}"
            return form.format(d=folder)
    return None


def code_search_asked(m: re.Match) -> str | None:
    """Python code searched: where a function or class is used (called) or defined, or a module imported."""
    text = m.string
    place = re.search(r"\b(?:in|under|inside|within)\s+(?:the\s+)?(?P<dir>[~./\w][\w./~-]*/?)(?:\s+(?:folder|directory|dir|package))?\s*$", text, re.I)
    folder = place.group("dir") if place and place.group("dir").lower() not in ("the", "all", "my", "this", "python", "project", "code", "files", "repo") else "."
    imports = re.search(r"\b(?:imports?\s+of|who\s+imports|(?:files|modules)\s+(?:that\s+)?import(?:ing)?|where\s+is)\s+(?:the\s+)?(?:module\s+)?(?P<mod>[a-z_][\w.]*)(?:\s+(?:module|package))?(?:\s+(?:is\s+)?imported)?\b", text, re.I)
    if imports and imports.group("mod").lower() not in ("the", "all", "every", "it"):
        mod = re.escape(imports.group("mod")).replace("\\.", "\\.")
        return f"grep -rnE --include='*.py' '^\\s*(import|from) {mod}\\b' {folder}"
    used = re.search(r"\bwhere\s+(?:the\s+)?(?:function|method|class)\s+(?P<name>\w+)\s+is\s+(?:used|called|referenced)\b|\b(?:usages?|uses|calls|callers)\s+of\s+(?:the\s+)?(?:function\s+|method\s+|class\s+)?(?P<name2>\w+)\b", text, re.I)
    if used:
        return f"grep -rn --include='*.py' '{used.group('name') or used.group('name2')}' {folder}"
    return None


ROWS = (
    # "create a virtual environment called .venv with python3", "activate the virtualenv in .venv"
    (re.compile(r"\b(?:virtual\s*env(?:ironment)?s?|virtualenvs?|venvs?)\b", re.I), venv_asked),
    # "freeze the installed packages into requirements.txt", "uninstall requests without asking", "which version of
    # django is installed", "install the project in editable mode with the dev extras"
    (re.compile(r"\bpip3?\b|\brequirements[\w.-]*\.txt\b|\beditable\b|\bpython\s+packages?\b|\b(?:which|what)\s+version\s+of\s+\w+\s+is\s+installed\b"
                r"|\bfreeze\s+(?:the\s+)?(?:installed\s+)?packages\b|\b(?:uninstall|remove)\s+[\w.-]+\s+without\s+(?:asking|a\s+prompt)\b", re.I), pip_asked),
    # "run black on the src folder", "check src with ruff", "compile all python files in src to check for syntax errors"
    (re.compile(r"(?<![.\w])(?:black|ruff|flake8|mypy|isort|pylint|compileall)\b(?![.-]\w)|\bcompile\w*\b.*\bpython\s+files\b.*\bsyntax\b", re.I), tool_asked),
    # "find where the function parse_invoice is used", "find imports of requests in all python files"
    (re.compile(r"\bwhere\s+(?:the\s+)?(?:function|method|class)\s+\w+\s+is\s+(?:used|called|referenced)\b|\bimports?\s+of\s+\w+\b.*\bpython\b|\bwho\s+imports\b"
                r"|\b(?:usages?|callers)\s+of\s+(?:the\s+)?(?:function|method|class)\b", re.I), code_search_asked),
)
