"""One command run many times: in every subfolder of a folder ("run git pull in every repo under ~/code"), or once for
each line of a list file ("get the md5 of each file listed in manifest.txt", "ping every host in hosts.txt").
The command a request names is written as it says it; the folders are a glob's (``DIR/*/``), the list's lines are
read whole (``xargs -d '\\n'``, ``while read -r``), so names with spaces stay one name.
"""

from __future__ import annotations

import re

from serval.model.entities import COMMAND_WORDS

# Programs people run once per project folder, besides COMMAND_WORDS
_PROJECT_TOOLS = frozenset("git npm yarn pnpm make pytest cargo go mvn gradle composer pip poetry docker terraform ansible bundle rake tox "
                           "ls du touch mkdir rm".split())
_FOLDERS = (r"(?:every|each|all(?:\s+the)?|all\s+of\s+the)\s+(?:(?:git\s+)?(?:sub)?(?:folders?|directories|directory|dirs?|repos?|repositories|repository|projects?|"
            r"services?|packages?|modules?)|(?:repo|project|service|package|module)\s+(?:folders?|directories|dirs?))")
_DIR = r"(?P<dir>[~./\w][\w./~-]*)"
_IN_EACH = re.compile(rf"^\s*(?:please\s+)?(?:run|do|execute)\s+(?P<cmd>.+?)\s+(?:in|inside|for|on|within)\s+{_FOLDERS}\s+(?:under|in|of|inside|within|below)\s+{_DIR}"
                      rf"(?:\s+(?:that|which)\s+(?:has|have|contains?)\s+(?:an?\s+)?(?P<has>[\w.-]+)|\s+that\s+(?:starts?|begins?)\s+with\s+[\w.-]+)?\s*[.!]?\s*$"
                      rf"|^\s*(?:for|in)\s+{_FOLDERS}\s+(?:under|in|of|inside)\s+{_DIR.replace('dir>', 'dir2>')}\s*,?\s+(?:run|do)\s+(?P<cmd2>.+?)\s*[.!]?\s*$",
                      re.I)
# Folders named by a pattern: "every folder in tests/ that starts with test_"
_STARTING = re.compile(r"\s+that\s+(?:starts?|begins?)\s+with\s+(?P<p>[\w.-]+)\s*$", re.I)


def _in_each_folder(m: re.Match) -> str | None:
    """``for d in DIR/*/; do (cd "$d" && CMD); done``; git and make told the folder instead (``git -C "$d" pull``,
    ``make -C "$d" clean``); a folder kept only where it has the file the request names."""
    cmd = (m.group("cmd") or m.group("cmd2")).strip()
    folder = (m.group("dir") or m.group("dir2")).rstrip("/")
    starting = _STARTING.search(m.string)
    glob = f"{folder}/{starting.group('p') if starting else ''}*/"
    cmd = re.sub(r"^['\"`](.*)['\"`]$", r"\1", cmd)
    first = cmd.split()[0].lower()
    if first not in COMMAND_WORDS and first not in _PROJECT_TOOLS or re.search(r"[;&|<>`$]", cmd):
        return None
    if first == "git" and len(cmd.split()) > 1:
        step = f'git -C "$d" {cmd.split(" ", 1)[1]}'
    elif first == "make":
        step = f'make -C "$d"{" " + cmd.split(" ", 1)[1] if " " in cmd else ""}'
    else:
        step = f'(cd "$d" && {cmd})'
    has = m.groupdict().get("has")
    if has:
        step = f'[ -f "$d/{has}" ] && {step}'
    return f"for d in {glob}; do {step}; done"


# A list file and what is done with each of its lines
_LIST = r"(?P<list>[~./\w][\w./~-]*\.(?:txt|list|lst))"
_EACH_LISTED = re.compile(rf"\b(?:each|every|all(?:\s+(?:of\s+)?the)?|the(?=\s+(?:urls|links|hosts|servers|packages)\b))\s+(?:of\s+the\s+)?(?P<what>files?|hosts?|servers?|machines?|urls?|links?|packages?|names?|users?)\s+"
                          rf"(?:(?:that\s+are\s+)?(?:listed|named|mentioned)\s+)?(?:in|from)\s+{_LIST}\b", re.I)


def _each_listed(m: re.Match) -> str | None:
    """The request's command once per line of the list: files to a tool (``xargs -d '\\n' md5sum < manifest.txt``),
    hosts pinged or reached over ssh, packages installed, users made."""
    text, what, listed = m.string, m.group("what").lower().rstrip("s"), m.group("list")
    before = text[:m.start()]
    if what == "file":
        tools = (
            (r"\b(?:md5|md5sums?)\b", "md5sum"), (r"\bsha256\w*\b", "sha256sum"), (r"\bsha1\w*\b", "sha1sum"),
            (r"\b(?:line\s+counts?|count\s+(?:the\s+)?lines|lines\s+in)\b", "wc -l"),
            (r"\b(?:size|sizes|how\s+big)\b", "du -h"), (r"\b(?:print|show|cat)\s+(?:the\s+)?(?:contents?|them)\b", "cat"),
        )
        if (grep := re.search(r"\b(?:grep|search)\s+(?:for\s+)?(?P<p>'[^']+'|\"[^\"]+\"|[A-Z][A-Z_]+|\w+)\s+in\b", before, re.I)):
            return f"xargs -d '\\n' grep -n {grep.group('p')} < {listed}"
        if (dest := re.search(r"\b(?P<v>copy|move|cp|mv)\b.*?\b(?:in)?to\s+(?P<d>[~./\w][\w./~-]*)\s*$", text, re.I)):
            verb = "cp" if dest.group("v").lower() in ("copy", "cp") else "mv"
            return f"xargs -d '\\n' {verb} -t {dest.group('d')} < {listed}"
        for pattern, tool in tools:
            if re.search(pattern, before, re.I):
                return f"xargs -d '\\n' {tool} < {listed}"
        return None
    if what in ("host", "server", "machine"):
        if re.search(r"\bping\b", before, re.I):
            if re.search(r"\b(?:up|down|alive|reachable|respond\w*)\b", text, re.I):
                return f'while read -r h; do ping -c 1 -W 1 "$h" > /dev/null && echo "$h up" || echo "$h down"; done < {listed}'
            return f'while read -r h; do ping -c 1 "$h"; done < {listed}'
        run = re.search(r"\brun\s+(?:ssh\s+)?(?P<cmd>[\w-]+(?:\s+-\w+)*)\s+on\s*$", before, re.I)
        if run and run.group("cmd").split()[0] in COMMAND_WORDS:
            return f'while read -r h; do echo "$h: $(ssh -n "$h" {run.group("cmd")})"; done < {listed}'
        return None
    if what == "package" and re.search(r"\binstall\b", before, re.I) and "requirements" not in listed:
        return f"xargs -a {listed} sudo apt-get install -y"
    if what in ("user", "name") and re.search(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?users?\b", before, re.I):
        return f'while read -r u; do sudo useradd -m "$u"; done < {listed}'
    if what in ("url", "link") and re.search(r"\bdownload\b", before, re.I):
        if par := re.search(r"\b(\d+)\s+at\s+a\s+time\b|\b(\d+)\s+in\s+parallel\b", text, re.I):
            return f"xargs -n 1 -P {par.group(1) or par.group(2)} wget -q < {listed}"
        return None   # one after another: wget -i, the model's
    return None


ROWS = (
    # "run git pull in every repo folder under ~/code", "for each directory in services/, run docker compose pull"
    (_IN_EACH, _in_each_folder),
    # "get the md5 of each file listed in manifest.txt", "ping every host in hosts.txt once and show which ones are up"
    (_EACH_LISTED, _each_listed),
)
