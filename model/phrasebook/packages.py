"""Debian packages said in words: apt's install with its options (answers assumed, no recommends, a pinned version, a
dry run), the archive searched, removal that keeps or purges configuration, holds, manual and automatic marks, dependencies either way,
repositories (PPAs), a package's .deb downloaded or looked into, dpkg's half-done configuration finished.
"""

from __future__ import annotations

import re

_PKG = r"(?P<pkg>[a-z0-9][a-z0-9+.-]*[a-z0-9+])"
# Words that are no package's name where a phrase expects one
_NOT_PACKAGES = frozenset({"the", "a", "an", "it", "this", "that", "all", "every", "any", "some", "my", "package", "packages", "them",
                           "again", "one", "something", "everything", "anything", "apt", "dpkg", "deb", "version", "versions"})


# A systemd unit's name, no package's ("mysql.service", "multi-user.target")
_UNIT_SUFFIX = re.compile(r"\.(?:service|target|socket|timer|mount|path|slice)$")
# The package archive a search names: "search the repos for fail2ban", "search apt for htop"
_ARCHIVE = r"(?:the\s+)?(?:apt\s+|package\s+|ubuntu\s+|debian\s+)?(?:repos|repositories|repository|archive|package\s+(?:index|lists?|archive)|apt(?:\s+cache)?|packages)"


def _pkg(m: re.Match, *groups: str) -> str | None:
    """The package the first of ``groups`` (default "pkg") that matched names, or None where it is no package's name."""
    name = next((m.group(g) for g in groups or ("pkg",) if m.group(g)), None)
    return None if name is None or name.lower() in _NOT_PACKAGES else name


def apt_install(m: re.Match) -> str | None:
    """``apt install`` with the options said: "install nginx and say yes to everything" → ``sudo apt install -y nginx``;
    "install texlive-latex-base without the recommended extras" → ``sudo apt install --no-install-recommends
    texlive-latex-base``; "install nodejs version 18.19.0-1nodesource1 exactly" → ``sudo apt install
    nodejs=18.19.0-1nodesource1``; a dry run is apt-get's -s."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\b(?:pip3?|pipx|npm|yarn|snap|gem|cargo|conda|brew|flatpak|docker|python|node\s+module|from\s+source)\b|\.deb\b|\b(?:and\s+then|then)\b", text, re.I):
        return None
    pkg = _pkg(m)
    if pkg is None:
        return None
    opts = []
    if re.search(r"\b(?:dry[\s-]run|simulat\w*|what\s+would)\b", text, re.I):
        return f"apt-get -s install {pkg}"
    if re.search(r"\b(?:say\w*\s+yes|answer\w*\s+yes|assume\s+yes|without\s+(?:asking|prompt\w*|confirm\w*)|no\s+(?:prompts?|questions|confirmation)|non[\s-]?interactive\w*|-y\b)", text, re.I):
        opts.append("-y")
    if re.search(r"\b(?:without|no|skip\w*)\s+(?:the\s+|any\s+)?recommend\w*|\bonly\s+(?:the\s+)?(?:required|hard)\s+dep", text, re.I):
        opts.append("--no-install-recommends")
    if re.search(r"\breinstall\b", text, re.I):
        opts.append("--reinstall")
    version = re.search(r"\bversion\s+(?P<v>\d[\w.:~+-]*[-:~][\w.:~+-]*)", text, re.I)   # a Debian version: a revision after "-"
    target = f"{pkg}={version.group('v')}" if version else pkg
    if not opts and not version:
        return None   # a plain install: the model's
    return " ".join(["sudo apt install", *opts, target])


ROWS = (
    (re.compile(rf"^\s*(?:please\s+)?(?:re)?install\s+(?:the\s+)?(?:package\s+)?{_PKG}\b", re.I), apt_install),
    (re.compile(rf"^(?!.*\b(?:pip3?|npm|snap|gem|cargo)\b)\s*(?:dry[\s-]run|simulate)\b\W*(?:what\s+would\s+)?install(?:ing)?\s+(?:the\s+package\s+)?{_PKG}\b", re.I),
     lambda m: f"apt-get -s install {p}" if (p := _pkg(m)) else None),
    # "search the repos for fail2ban", "search apt for a package called htop"
    (re.compile(rf"^\s*(?:please\s+)?(?:search|look\s+(?:through|in))\s+{_ARCHIVE}\s+for\s+(?:a\s+|the\s+)?(?:package\s+)?(?:called\s+|named\s+)?{_PKG}\s*[.!?]?\s*$", re.I),
     lambda m: f"apt search {p}" if (p := _pkg(m)) else None),
    # removal keeping or dropping configuration
    (re.compile(rf"\bremove\s+{_PKG}\s+but\s+(?:leave|keep)\s+(?:its|the)\s+config(?:uration)?\s+(?:files\s+)?(?:alone|in\s+place|around)?", re.I),
     lambda m: f"sudo apt remove {m.group('pkg')}"),
    (re.compile(r"\bautoremove\s+and\s+(?:also\s+)?(?:delete|remove|purge)\s+(?:the\s+)?config", re.I), lambda m: "sudo apt autoremove --purge"),
    (re.compile(r"\b(?:clean\s+up|remove|get\s+rid\s+of)\s+(?:the\s+)?packages\s+(?:that\s+were\s+)?(?:pulled\s+in|installed)\s+(?:automatically\s+)?as\s+dependencies\s+(?:and|that)\s+"
                r"(?:are\s*n[o']t|aren'?t)\s+needed", re.I), lambda m: "sudo apt autoremove"),
    (re.compile(r"\b(?:clear|clean|delete|empty)\w*\s+(?:out\s+)?(?:the\s+)?(?:downloaded\s+)?\.?deb\s+files\s+(?:in|from)\s+(?:the\s+)?apt\s+cache\b|\b(?:clear|clean|empty)\s+(?:out\s+)?(?:the\s+)?apt\s+cache\b", re.I),
     lambda m: "sudo apt clean"),
    (re.compile(r"\bfull\s+upgrade\b|\bupgrade\b[^.;]*\bcan\s+(?:also\s+)?remove\s+packages\b|\bdist[\s-]upgrade\b", re.I),
     lambda m: None if re.search(r"\b(?:release|ubuntu|debian|version)\b", m.string, re.I) else "sudo apt full-upgrade"),
    # holds and marks
    (re.compile(rf"\b(?:let|allow)\s+{_PKG}\s+(?:to\s+)?upgrade\s+again\b|\b(?:unhold|release\s+the\s+hold\s+on|take\s+{_PKG.replace('<pkg>', '<pkg2>')}\s+off\s+hold)\s*{_PKG.replace('<pkg>', '<pkg3>')}?", re.I),
     lambda m: f"sudo apt-mark unhold {p}" if (p := _pkg(m, "pkg", "pkg2", "pkg3")) else None),
    (re.compile(r"\b(?:which|what|list|show)\s+(?:the\s+)?packages\s+(?:are\s+)?(?:currently\s+)?(?:held|on\s+hold|pinned\s+by\s+a\s+hold)\b", re.I), lambda m: "apt-mark showhold"),
    (re.compile(r"\b(?:list|show|which)\s+(?:the\s+)?packages\s+(?:that\s+)?i\s+installed\s+(?:by\s+hand|manually|myself|explicitly)\b|\bmanually\s+installed\s+packages\b", re.I),
     lambda m: "apt-mark showmanual"),
    (re.compile(rf"\bmark\s+{_PKG}\s+as\s+(?:automatically\s+installed|auto(?:matic)?)\b", re.I), lambda m: f"sudo apt-mark auto {m.group('pkg')}"),
    (re.compile(rf"\bmark\s+{_PKG}\s+as\s+(?:manually\s+installed|manual)\b", re.I), lambda m: f"sudo apt-mark manual {m.group('pkg')}"),
    # dependencies either way
    (re.compile(rf"^(?!.*(?<![\w-])(?:shared|librar\w*|binary|executable|command|pip|npm|python)(?![\w-])).*(?:\bwhat\s+(?:does|do)\s+{_PKG}\s+depend\s+on\b"
                rf"|\b(?:the\s+)?dependencies\s+of\s+(?:the\s+)?package\s+{_PKG.replace('<pkg>', '<pkg2>')}\b)", re.I),
     lambda m: f"apt-cache depends {p}" if (p := _pkg(m, "pkg", "pkg2")) and not _UNIT_SUFFIX.search(p) else None),   # mysql.service: systemd's
    (re.compile(rf"\b(?:which|what)\s+(?:installed\s+)?packages\s+depend\s+on\s+{_PKG}\b|\breverse\s+dependencies\s+of\s+{_PKG.replace('<pkg>', '<pkg2>')}\b", re.I),
     lambda m: f"apt-cache rdepends {m.group('pkg') or m.group('pkg2')}"),
    # versions and repositories
    (re.compile(rf"\ball\s+(?:the\s+)?versions\s+of\s+{_PKG}\s+(?:that\s+)?(?:the\s+)?(?:repos?|repositories|apt)\s+(?:offers?|has|have|know)", re.I), lambda m: f"apt list -a {m.group('pkg')}"),
    (re.compile(rf"\b(?:print|show)\s+(?:just|only)\s+the\s+installed\s+version\s+of\s+{_PKG}\b", re.I), lambda m: f"dpkg-query -W -f='${{Version}}\\n' {m.group('pkg')}"),
    (re.compile(r"\badd\s+the\s+(?P<ppa>[\w-]+)\s+ppa\b|\badd\s+(?:the\s+)?ppa:(?P<full>[\w-]+/[\w-]+)", re.I),
     lambda m: f"sudo add-apt-repository ppa:{m.group('full') or m.group('ppa') + '/ppa'}"),
    (re.compile(r"\b(?:drop|remove|delete)\s+the\s+(?P<ppa>[\w-]+)\s+ppa\b|\b(?:drop|remove|delete)\s+(?:the\s+)?ppa:(?P<full>[\w-]+/[\w-]+)", re.I),
     lambda m: f"sudo add-apt-repository --remove ppa:{m.group('full') or m.group('ppa') + '/ppa'}"),
    (re.compile(rf"\b(?:grab|download|fetch|get)\s+(?:the\s+)?{_PKG}\s+\.?deb\b[^.;]*\bwithout\s+installing\b", re.I), lambda m: f"apt download {m.group('pkg')}"),
    # "which package did /usr/bin/convert come from", "what package owns /etc/nanorc"
    (re.compile(r"\b(?:which|what)\s+package\s+(?:did|does)\s+(?P<f>/[\w./+-]+)\s+come\s+from\b|\b(?:which|what)\s+package\s+(?:owns|provides|installed|put\s+there)\s+(?P<f2>/[\w./+-]+)", re.I),
     lambda m: f"dpkg -S {m.group('f') or m.group('f2')}"),
    # a .deb looked into; dpkg's work finished; a package reconfigured
    (re.compile(r"\b(?:what\s+files\s+are\s+(?:inside|in)|list\s+(?:the\s+)?(?:files|contents)\s+(?:of|in|inside))\s+(?P<deb>[\w./~+-]+\.deb)\b"
                r"|\bwhat\s+(?:files\s+)?(?:would|will|does)\s+(?P<deb2>[\w./~+-]+\.deb)\s+(?:install|put|contain)\b", re.I),
     lambda m: f"dpkg -c {m.group('deb') or m.group('deb2')}"),
    (re.compile(r"\b(?:control\s+info(?:rmation)?|package\s+info(?:rmation)?|metadata)\b[^.;]*\b(?:of|for|in)\s+(?P<deb>[\w./~+-]+\.deb)\b", re.I), lambda m: f"dpkg -I {m.group('deb')}"),
    (re.compile(r"\bfinish\s+configuring\s+(?:the\s+)?packages\b|\bconfigure\s+(?:all\s+)?(?:the\s+)?(?:unconfigured|half[\s-]installed)\s+packages\b", re.I), lambda m: "sudo dpkg --configure -a"),
    (re.compile(rf"\breconfigure\s+{_PKG}\b", re.I), lambda m: f"sudo dpkg-reconfigure {p}" if (p := _pkg(m)) else None),
    (re.compile(r"\bwhat\s+has\s+apt\s+(?:done|installed|changed)\b|\bapt(?:'s)?\s+history(?:\s+log)?\b", re.I), lambda m: "less /var/log/apt/history.log"),
)
