"""The interactive shell's own state: login shells and shell options, the command hash, functions, what a name is,
locales, aliases (defined, shown, listed, removed, kept in a startup file, bypassed),
variables (shown, exported, unset, set for one command only, made permanent, grown at one end, tested for being set,
searched and counted), PATH asked about (a folder on it, its entries numbered or counted, duplicates, a folder taken
out), the history (the last N commands, searched, cleared, one entry deleted, the commands used most), and the
terminal's size.
"""

from __future__ import annotations

import re

from serval.model.entities import COMMAND_WORDS
from serval.model.phrasebook.shared import _count, grown_variable

_VAR = r"[A-Z_][A-Z0-9_]*"
_STARTUP = r"(?P<rc>~/\.(?:bashrc|bash_aliases|bash_profile|profile|zshrc)|\.(?:bashrc|bash_aliases|bash_profile|profile|zshrc)|bashrc|zshrc|bash_aliases)"
_PERMANENT = re.compile(rf"\bpermanent(?:ly)?\b|\bfor\s+good\b|\bso\s+it\s+(?:sticks|stays|persists|survives)\b|\b(?:in|to|into|via)\s+(?:my\s+|the\s+)?{_STARTUP}\b"
                        r"|\b(?:every|each|all)\s+(?:new\s+)?(?:shells?|terminals?|sessions?)\b", re.I)
_PATH_LINES = "echo \"$PATH\" | tr ':' '\\n'"


def _rc(text: str, default: str = "~/.bashrc") -> str:
    """The startup file a request names (``~/.bash_aliases``, ``~/.profile``), or ``default``."""
    m = re.search(rf"(?<![\w/~.]){_STARTUP}\b", text, re.I)
    if m is None:
        return default
    name = m.group("rc")
    return name if name.startswith("~/") else "~/" + (name if name.startswith(".") else "." + name)


def _a_command(words: str) -> bool:
    """Whether ``words`` are a command line written out (a known program first), not a task said in English."""
    first = words.split()[0] if words.split() else ""
    return first in COMMAND_WORDS or first in ("sudo", "cd", "ls", "git", "docker", "kubectl", "python3", "curl", "ss") or first.startswith(("./", "/", "~/"))


def alias_asked(m: re.Match) -> str | None:
    """An alias defined (for this shell, or kept in a startup file), shown, listed, counted, removed, or bypassed."""
    text = m.string
    made = re.search(r"\b(?:make|create|define|add|set\s+up|set)\s+(?:an?\s+|the\s+)?(?:bash\s+)?(?:alias|shortcut)\s+(?:called\s+|named\s+)?['\"]?(?P<name>[\w.-]+)['\"]?\s+"
                     r"(?:for|that\s+runs|to\s+run|which\s+runs|to\s+mean|=|as|to)\s+['\"]?(?P<cmd>.+?)['\"]?"
                     r"(?P<rest>\s*(?:,|\band\b\s+(?:save|keep|put|make|add)|\bpermanent|\bin\s+(?:my\s+)?~?/?\.?(?:bashrc|bash_aliases|zshrc|profile)|\bso\s+it\b|$).*)$"
                     r"|^\s*(?:permanently\s+)?alias\s+(?P<name2>[\w.-]+)\s+(?:to|as|for|=)\s+['\"]?(?P<cmd2>.+?)['\"]?"
                     r"(?P<rest2>\s*(?:,|\band\b\s+(?:save|keep|put|make|add)|\bpermanent|\bin\s+(?:my\s+)?~?/?\.?(?:bashrc|bash_aliases|zshrc|profile)|\bso\s+it\b|$).*)$", text, re.I)
    if made:
        name, cmd = (made.group("name"), made.group("cmd")) if made.group("name") else (made.group("name2"), made.group("cmd2"))
        if not _a_command(cmd) or "'" in cmd:
            return None
        line = f"alias {name}='{cmd}'"
        return f"echo \"{line}\" >> {_rc(text)}" if _PERMANENT.search(text) else line
    if re.search(r"\b(?:remove|delete|unset|drop|get\s+rid\s+of)\s+(?:every|all)\s+(?:of\s+)?(?:the\s+|my\s+)?alias(?:es)?\b|\b(?:every|all)\s+aliases?\b.*\b(?:remove|delete|unset)\b", text, re.I):
        return "unalias -a"
    gone = re.search(r"\b(?:remove|delete|unset|drop|get\s+rid\s+of|undefine)\s+(?:the\s+|my\s+)?alias\s+(?:called\s+|named\s+)?['\"]?(?P<name>[\w.-]+)['\"]?(?P<rest>.*)$", text, re.I)
    if gone:
        if re.search(rf"\b(?:from|out\s+of)\s+(?:my\s+)?{_STARTUP}", gone.group("rest"), re.I):
            return f"sed -i '/^alias {re.escape(gone.group('name'))}=/d' {_rc(text)}"
        return f"unalias {gone.group('name')}"
    out_of = re.search(rf"\btake\s+(?:the\s+)?alias\s+(?:for\s+)?(?P<name>[\w.-]+)\s+out\s+of\s+(?:my\s+)?{_STARTUP}", text, re.I)
    if out_of:
        return f"sed -i '/^alias {re.escape(out_of.group('name'))}=/d' {_rc(text)}"
    one = re.search(r"\b(?:what\s+does|what\s+is|what's|show|print)\s+(?:me\s+)?(?:the\s+|my\s+)?alias\s+['\"]?(?P<name>[\w.-]+)['\"]?(?:\s+(?:expand|stand|mean)\w*(?:\s+(?:to|for))?)?\s*\??\s*$", text, re.I)
    if one:
        return f"alias {one.group('name')}"
    if re.search(r"\b(?:how\s+many|count|number\s+of)\b.*\baliases\b", text, re.I):
        return "alias | wc -l"
    using = re.search(r"\baliases\s+(?:that\s+|which\s+)?(?:use|call|run|mention|contain|with)\s+(?P<word>[\w.-]+)", text, re.I)
    if using:
        return f"alias | grep {using.group('word')}"
    if re.search(r"^\s*(?:list|show|print|display|see)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:current\s+|defined\s+)?aliases(?:\s+(?:i\s+have|defined|in\s+this\s+shell))?\s*$", text, re.I):
        return "alias"
    bare = re.search(r"\brun\s+(?P<prog>[a-z][\w-]*)\s+without\s+(?:my|the|its|any)\s+alias\b", text, re.I)
    if bare:
        return f"\\{bare.group('prog')}"
    real = re.search(r"\b(?:bypass|skip|ignore)\s+(?:the|my)\s+(?P<prog>[a-z][\w-]*)\s+alias\s+and\s+(?:call|run|use)\s+(?:the\s+real\s+)?(?P<cmd>(?P=prog)\b.*)$", text, re.I)
    if real:
        return f"command {real.group('cmd').strip()}"
    return None


def variable_asked(m: re.Match) -> str | None:
    """An environment variable shown, exported, unset, set for one command, made permanent, grown at one end, tested,
    or the environment searched and counted."""
    text = m.string
    if re.search(r"\bPATH\b", text) and re.search(r"\b(?:add|put|prepend|append|remove|take|drop|delete|dedup\w*|duplicates?|number|count|how\s+many|is\s+\S+\s+in)\b", text, re.I):
        return None   # PATH's own questions: path_asked
    once = re.search(rf"^\s*(?:run|start|launch|execute)\s+(?P<cmd>.+?)\s+with\s+(?P<vars>{_VAR}(?:=|\s+set\s+to\s+|\s+)[^\s,]+(?:\s*(?:,|and)\s*{_VAR}(?:=|\s+set\s+to\s+|\s+)[^\s,]+)*)"
                     r"\s*(?:,?\s*(?:only|just)\s+for\s+(?:this|that|the)\s+(?:one\s+)?(?:run|command|time|invocation)|,?\s*without\s+exporting\s+(?:them|it)|,?\s*(?:only|just)\s+(?:this|that)\s+once)\s*[.!]?\s*$", text)
    if once and _a_command(once.group("cmd")):
        pairs = re.findall(rf"({_VAR})(?:=|\s+set\s+to\s+|\s+)([^\s,]+)", once.group("vars"))
        cmd = once.group("cmd")
        if re.match(r"\s*start\b", text, re.I) and cmd in ("npm", "yarn", "pnpm"):   # "start npm": its start script
            cmd += " start"
        return " ".join(f"{k}={v}" for k, v in pairs) + f" {cmd}"
    kept = re.search(rf"\bmake\s+(?P<var>{_VAR})=(?P<val>\S+)\s+permanent\b|\b(?:set|export)\s+(?P<var2>{_VAR})=(?P<val2>\S+)\s+permanently\b", text)
    if kept:
        var, val = (kept.group("var"), kept.group("val")) if kept.group("var") else (kept.group("var2"), kept.group("val2"))
        return f"echo 'export {var}=\"{val}\"' >> {_rc(text)}"
    grown = re.search(rf"\b(?P<how>append|add|prepend)\s+(?P<dir>[~/$][\w./~${{}}-]*)\s+(?P<where>to\s+the\s+(?:end|front|start|beginning)\s+of\s+|to\s+)?\$?(?P<var>{_VAR})\b", text)
    if grown and grown.group("var") not in ("PATH",):
        front = grown.group("how").lower() == "prepend" or bool(grown.group("where") and re.search(r"front|start|beginning", grown.group("where")))
        return grown_variable(grown.group("var"), grown.group("dir"), not front)
    made = re.search(rf"^\s*(?:export\s+(?P<var>{_VAR})=(?P<val>\S+)|set\s+(?P<var2>{_VAR})\s+to\s+(?P<val2>\S+?)\s*,?\s+and\s+export\s+it"
                     rf"|export\s+(?P<var3>{_VAR})\s+as\s+(?P<val3>\S+))(?:\s+(?:for\s+(?:this|the\s+current)\s+(?:session|shell|terminal)|here|now))?\s*[.!]?\s*$", text)
    if made:
        var = made.group("var") or made.group("var2") or made.group("var3")
        val = made.group("val") or made.group("val2") or made.group("val3")
        return f"export {var}='{val}'" if re.search(r"://|[\s&;|<>*?$]", val) else f"export {var}={val}"
    readonly = re.search(rf"\b(?:set|make|declare)\s+(?:a\s+)?read-?only\s+(?:variable\s+)?(?P<var>{_VAR})=(?P<val>\S+)", text)
    if readonly:
        return f"readonly {readonly.group('var')}={readonly.group('val')}"
    gone = re.search(r"^\s*(?:unset|remove|delete|clear)\s+(?:the\s+)?(?:(?:environment\s+|env\s+|shell\s+)?variables?\s+)?(?:both\s+)?(?P<vars>[A-Za-z_]\w*(?:\s*(?:,|and)\s*[A-Za-z_]\w*)*)"
                     r"(?:\s+(?:from\s+(?:my|the)\s+(?:environment|env|shell)|variables?))?\s*[.!]?\s*$", text, re.I)
    if gone:
        names = [n for n in re.split(r"\s*(?:,|\band\b)\s*", gone.group("vars")) if n]
        if names and all(re.fullmatch(r"[A-Z_][A-Z0-9_]*|[a-z]+_proxy", n) for n in names):
            return "unset " + " ".join(names)
    tested = re.search(rf"^\s*is\s+(?:the\s+)?(?:(?:environment\s+|env\s+)?variable\s+)?\$?(?P<var>{_VAR})\s+(?:set|defined)(?:\s+at\s+all)?\s*\??\s*$", text)
    if tested:
        return f'[ -n "${{{tested.group("var")}+x}}" ] && echo set || echo unset'
    starts = re.search(rf"\b(?:env(?:ironment)?\s+var(?:iable)?s|variables)\s+(?:that\s+|whose\s+names?\s+)?(?:start|begin)s?\s+with\s+(?P<p>{_VAR})", text, re.I)
    if starts:
        return f"env | grep '^{starts.group('p')}'"
    named = re.search(r"\b(?:env(?:ironment)?\s+var(?:iable)?s|variables)\s+(?:that\s+)?(?:have|with|contain(?:ing)?)\s+(?P<p>\w+)\s+in\s+(?:the|their)\s+names?\b", text, re.I)
    if named:
        word = named.group("p")
        return f"env | grep {word}" if word.isupper() else f"env | grep -i {word}"
    kind = re.search(r"^\s*(?:(?:are\s+there\s+)?any|(?:show|list|print)(?:\s+me)?(?:\s+all)?(?:\s+the)?|which|what)\s+(?P<p>proxy|locale|ssh|java|python|node|go|docker|aws|git|xdg|lc)\s+"
                     r"(?:env(?:ironment)?\s+var(?:iable)?s|variables|vars|settings)(?:\s+(?:are\s+)?(?:set|defined|exported))?(?:\s+(?:here|now|in\s+(?:this|my)\s+(?:shell|session)))?\s*\??\s*$", text, re.I)
    if kind:   # "any proxy env vars set?": the variables of that kind, named in either case (http_proxy, HTTPS_PROXY)
        return f"env | grep -i {kind.group('p').lower()}"
    valued = re.search(r"\b(?:env(?:ironment)?\s+var(?:iable)?s|variables)\s+whose\s+values?\s+(?:contains?|has|have|includes?)\s+['\"]?(?P<p>[^\s'\"]+)", text, re.I)
    if valued:
        return f"env | grep '{valued.group('p')}'"
    if re.search(r"\bhow\s+many\s+(?:environment|env)\s+variables\b", text, re.I):
        return "env | wc -l"
    if re.search(r"\b(?:all|every)\s+(?:the\s+)?(?:env|environment)\s+var(?:iable)?s\s+sorted\b|\b(?:env|environment)\s+var(?:iable)?s\s+sorted\b", text, re.I):
        return "env | sort"
    if re.search(r"\bnames\s+of\s+(?:all\s+)?(?:the\s+)?exported\s+variables\b", text, re.I):
        return "compgen -e"
    two = re.search(rf"^\s*(?:print|show|echo|display)\s+(?:the\s+)?(?P<a>{_VAR})\s+and\s+(?P<b>{_VAR})\s+(?:variables\s+)?on\s+one\s+line\s*$", text)
    if two:
        return f'echo "${two.group("a")} ${two.group("b")}"'
    shown = re.search(rf"^\s*(?:show|print|echo|display|what\s+is|what's)\s+(?:me\s+)?(?:the\s+)?(?:value\s+of\s+(?:the\s+)?)?(?:(?:environment\s+|env\s+)?variable\s+)?\$?(?P<var>{_VAR})(?:\s+variable)?\s*\??\s*$", text)
    if shown and shown.group("var") not in ("PATH",):
        return f'echo "${shown.group("var")}"'
    return None


def path_asked(m: re.Match) -> str | None:
    """PATH asked about: a folder on it, its entries numbered or counted, duplicates, a folder taken out or added."""
    text = m.string
    if re.search(r"\b(?:and\s+)?then\b|\band\s+(?:reload|source)\b", text, re.I):
        return None   # a second step: the translator's
    folder = re.search(r"(?P<dir>(?:~|\$HOME|\.)?/[\w./~-]*|\$PWD/[\w./-]+)", text)
    if re.search(r"\bis\s+(?P<dir>\S+)\s+(?:in|on)\s+(?:my|the)\s+\$?PATH\b", text, re.I) and folder:
        return f"{_PATH_LINES} | grep -x '{folder.group('dir')}'"
    if re.search(r"\bnumber\s+(?:the\s+)?(?:entries|directories|dirs|folders)\b", text, re.I):
        return f"{_PATH_LINES} | nl"
    if re.search(r"\bhow\s+many\s+(?:directories|dirs|folders|entries)\s+(?:are\s+)?(?:in|on)\b", text, re.I):
        return f"{_PATH_LINES} | wc -l"
    if re.search(r"\b(?:find|show|list|any)\s+(?:the\s+)?duplicate\w*\b", text, re.I):
        return f"{_PATH_LINES} | sort | uniq -d"
    out = re.search(r"\b(?:take|remove|drop|delete)\s+(?P<dir>/[\w./-]+)\s+(?:out\s+of|from)\s+(?:my\s+|the\s+)?\$?PATH\b", text, re.I)
    if out:
        return f"export PATH=$({_PATH_LINES} | grep -vx '{out.group('dir')}' | paste -sd:)"
    grown = re.search(r"\b(?:add|put|prepend|append)\s+(?P<dir>(?:~|\$HOME|\$PWD)?/[\w./~-]*|the\s+current\s+directory's\s+(?P<rel>[\w./-]+))\s+"
                      r"(?:(?:to|at)\s+the\s+(?P<where>end|back|front|start|beginning)\s+of\s+|to\s+)(?:my\s+|the\s+)?\$?path\b", text, re.I)
    if grown:
        directory = f"$PWD/{grown.group('rel')}" if grown.group("rel") else grown.group("dir")
        at_end = bool(grown.group("where") and grown.group("where").lower() in ("end", "back")) or re.search(r"\bappend\b", text, re.I) is not None
        return grown_variable("PATH", directory, at_end, _rc(text) if _PERMANENT.search(text) else None)
    return None


def history_asked(m: re.Match) -> str | None:
    """The shell's history: the last N commands, searched, cleared, an entry deleted, saved, the commands used most."""
    text = m.string
    if re.search(r"\b(?:file|\.bash_history)\b", text, re.I) and not re.search(r"\b(?:write|save)\s+(?:the\s+)?(?:current\s+)?(?:session\s+)?history\s+to\s+the\s+history\s+file\b", text, re.I):
        return None
    last = re.search(r"\b(?:last|latest|previous)\s+(?P<n>\d+|\w+)\s+commands\b", text, re.I)
    if last and re.fullmatch(r"\d+|" + "|".join(("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty")), last.group("n"), re.I):
        return f"history {_count(last.group('n'))}"
    most = re.search(r"\b(?:(?P<n>\d+)\s+)?most\s+(?:used|frequent(?:ly\s+used)?|common)\s+commands\b|\btop\s+(?P<n2>\d+)\s+commands\b", text, re.I)
    if most:
        n = most.group("n") or most.group("n2") or "10"
        return f"history | awk '{{print $2}}' | sort | uniq -c | sort -rn | head -n {n}"
    entry = re.search(r"\b(?:delete|remove)\s+(?:history\s+)?(?:entry|line|item)\s+(?:number\s+)?(?P<n>\d+)\b", text, re.I)
    if entry:
        return f"history -d {entry.group('n')}"
    if re.search(r"^\s*(?:clear|wipe|erase|delete)\s+(?:my\s+|the\s+)?(?:shell\s+|bash\s+|command\s+)?history\s*$", text, re.I):
        return "history -c"
    searched = re.search(r"\b(?:search|grep)\s+(?:my\s+|the\s+)?(?:shell\s+|bash\s+)?history\s+for\s+(?:anything\s+(?:touching|mentioning|with)\s+)?['\"]?(?P<w>[^'\"]+?)['\"]?(?:\s+commands)?\s*$"
                         r"|\bevery\s+time\s+i\s+ran\s+['\"]?(?P<w2>[^'\"]+?)['\"]?\s+in\s+(?:my\s+)?history\s*$", text, re.I)
    if searched:
        word = searched.group("w") or searched.group("w2")
        return f"history | grep '{word}'" if " " in word else f"history | grep {word}"
    if re.search(r"\bturn\s+off\s+history\b|\bstop\s+(?:recording|saving)\s+(?:the\s+)?history\b", text, re.I):
        return "set +o history"
    return None


def terminal_asked(m: re.Match) -> str | None:
    """The terminal's width (columns), height (lines) or both."""
    text = m.string
    if re.search(r"\brows\s+and\s+columns\b|\bsize\b", text, re.I) and not re.search(r"\bfont\b", text, re.I):
        return "stty size"
    if re.search(r"\bwide\b|\bwidth\b|\bcolumns\b", text, re.I):
        return "tput cols"
    if re.search(r"\btall\b|\bheight\b|\blines\b|\brows\b", text, re.I):
        return "tput lines"
    return None



_SHELLS = {"bash": "/bin/bash", "zsh": "/bin/zsh", "fish": "/usr/bin/fish", "sh": "/bin/sh", "dash": "/bin/dash", "nologin": "/usr/sbin/nologin"}
_NAME = r"(?P<name>[a-z_][\w.+-]*)"


def shell_asked(m: re.Match) -> str | None:
    """The shell itself: login shells (changed, another user's, shown), the shells installed, shell options (shopt,
    set -o), the command hash, shell functions listed or removed, what kind of command a name is, every match on the
    PATH, where a program's files are, the builtins, the nesting depth, locales, and the history's settings."""
    text = m.string
    login = re.search(rf"\b(?:change|set|switch)\s+(?:my\s+)?(?:login\s+|default\s+)?shell\s+to\s+(?P<sh>bash|zsh|fish|sh|dash)\b"
                      rf"|\b(?:set|change)\s+the\s+(?:login\s+)?shell\s+of\s+(?:the\s+)?user\s+{_NAME}\s+to\s+(?P<sh2>bash|zsh|fish|sh|dash)\b"
                      rf"|\bgive\s+(?:the\s+)?user\s+{_NAME.replace('name>', 'name2>')}\s+a\s+(?P<sh3>nologin|bash|zsh)\s+shell\b", text, re.I)
    if login:
        if login.group("sh"):
            return f"chsh -s {_SHELLS[login.group('sh').lower()]}"
        if login.group("sh2"):
            return f"sudo chsh -s {_SHELLS[login.group('sh2').lower()]} {login.group('name')}"
        return f"sudo usermod -s {_SHELLS[login.group('sh3').lower()]} {login.group('name2')}"
    users_shell = re.search(rf"\b(?:what|which)\s+(?:login\s+)?shell\s+does\s+(?:the\s+)?(?:user\s+)?{_NAME}\s+(?:have|use)\b", text, re.I)
    if users_shell:
        return f"getent passwd {users_shell.group('name')} | cut -d: -f7"
    if re.search(r"\b(?:list|show|which)\b.*\bshells\s+(?:are\s+)?(?:installed|available|allowed)\b", text, re.I):
        return "cat /etc/shells"
    if re.search(r"\b(?:which|what)\s+shell\s+am\s+i\s+(?:using|in|running)\s+(?:right\s+)?now\b|\b(?:which|what)\s+shell\s+am\s+i\s+currently\b", text, re.I):
        return 'echo "$0"'
    if re.search(r"\bhow\s+deep(?:ly)?\s+(?:are\s+)?(?:my\s+)?(?:nested\s+)?shells?\b|\bshell\s+(?:nesting\s+)?level\b", text, re.I):
        return 'echo "$SHLVL"'
    version = re.search(r"\b(?:what|which)\s+version\s+of\s+(?P<sh>bash|zsh|fish)\b|\b(?P<sh2>bash|zsh|fish)\s+version\b", text, re.I)
    if version:
        return f"{(version.group('sh') or version.group('sh2')).lower()} --version"
    if re.search(r"\bam\s+i\s+in\s+a\s+login\s+shell\b|\bis\s+this\s+a\s+login\s+shell\b", text, re.I):
        return "shopt -q login_shell && echo login || echo 'not login'"
    option = re.search(r"\b(?:turn\s+on|enable|set)\s+(?P<opt>globstar|extglob|nullglob|dotglob|nocaseglob|autocd|histappend|cdspell)\b", text, re.I)
    if option:
        return f"shopt -s {option.group('opt').lower()}"
    if re.search(r"\bhistory\s+(?:to\s+)?append\b|\bappend\s+(?:to\s+the\s+)?history\b.*\binstead\s+of\s+overwrit", text, re.I):
        return "shopt -s histappend"
    keys = re.search(r"\b(?P<mode>vi|emacs)\s+(?:key\s*bindings|mode|keys|editing)\b", text, re.I)
    if keys and re.search(r"\b(?:switch|set|use|turn\s+on|change)\b", text, re.I):
        return f"set -o {keys.group('mode').lower()}"
    if re.search(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?shell\s+options\s+(?:that\s+are\s+)?(?:on|set|enabled)\b", text, re.I):
        return "shopt -s"
    if re.search(r"\bclear\b.*\b(?:remembered|cached|hashed)\s+(?:command\s+)?(?:locations|paths)\b|\bhash\s+-r\b", text, re.I):
        return "hash -r"
    forget = re.search(rf"\bforget\s+(?:the\s+)?(?:cached|remembered|hashed)\s+(?:location|path)\s+of\s+{_NAME}\b", text, re.I)
    if forget:
        return f"hash -d {forget.group('name')}"
    if re.search(r"\b(?:show|list)\b.*\b(?:hashed|cached|remembered)\s+(?:command\s+)?(?:paths|locations)\b", text, re.I):
        return "hash"
    if re.search(r"\b(?:list|show)\s+(?:the\s+)?names\s+of\s+(?:all\s+)?(?:the\s+)?(?:shell\s+)?functions\b|\blist\s+(?:all\s+)?(?:the\s+)?(?:defined\s+)?shell\s+functions\b", text, re.I):
        return "declare -F"
    unfunction = re.search(rf"\b(?:remove|delete|unset|undefine)\s+(?:the\s+)?(?:shell\s+|bash\s+)?function\s+{_NAME}\b", text, re.I)
    if unfunction:
        return f"unset -f {unfunction.group('name')}"
    kind = re.search(rf"\bis\s+{_NAME}\s+(?:an?\s+)?(?:alias|builtin|function|keyword)\b.*\b(?:or|binary|program)\b", text, re.I)
    if kind:
        return f"type {kind.group('name')}"
    every = re.search(rf"\b(?:show|list|find)\s+(?:me\s+)?(?:every|all)\s+(?:the\s+)?{_NAME}s?\s+(?:on|in)\s+(?:my|the)\s+path\b", text, re.I)
    if every:
        return f"which -a {every.group('name')}"
    where = re.search(rf"\b(?:binary|executable),?\s+(?:the\s+)?source\s+and\s+man(?:\s+page)?\s+(?:locations?|files|paths)\s+(?:for|of)\s+{_NAME}\b", text, re.I)
    if where:
        return f"whereis {where.group('name')}"
    if re.search(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?built-?in\s+commands\b|\bbash\s+builtins\b", text, re.I):
        return "compgen -b"
    if re.search(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?locales\s+(?:that\s+are\s+)?(?:available|installed|generated)\b", text, re.I):
        return "locale -a"
    made = re.search(r"\bgenerate\s+(?:the\s+)?(?P<loc>[a-z]{2}_[A-Z]{2}(?:\.UTF-8|\.utf8)?)\s+locale\b", text)
    if made:
        return f"sudo locale-gen {made.group('loc')}"
    if re.search(r"\b(?:plain\s+)?byte\s+order\b.*\binstead\s+of\s+the\s+locale\b|\bignor\w*\s+the\s+locale\b", text, re.I):
        sort = re.search(r"\bsort\s+(?P<file>[\w./-]+\.\w+)", text, re.I)
        return f"LC_ALL=C sort {sort.group('file')}" if sort else None
    size = re.search(r"\b(?:keep|remember|store)\s+(?P<n>\d+)\s+(?:lines|commands|entries)\s+(?:of\s+history\s+)?(?:in\s+(?:the\s+)?history\s+)?(?:for\s+this\s+session)?\b", text, re.I)
    if size and re.search(r"\bhistory\b", text, re.I):
        return f"HISTSIZE={size.group('n')}"
    if re.search(r"\bhistory\b.*\bignore\s+duplicates\s+and\s+(?:lines|commands)\s+start\w*\s+with\s+a\s+space\b", text, re.I):
        return "export HISTCONTROL=ignoreboth"
    if re.search(r"\b(?:add|show)\s+(?:timestamps|dates\s+and\s+times|times)\s+(?:to|in)\s+(?:the\s+)?history\b", text, re.I):
        return "export HISTTIMEFORMAT='%F %T '"
    if re.search(r"\bwhere\s+is\s+my\s+(?:bash\s+)?history\s+file\b", text, re.I):
        return 'echo "$HISTFILE"'
    if re.search(r"\breload\s+(?:the\s+)?history\s+from\b|\bre-?read\s+(?:the\s+)?history\s+file\b", text, re.I):
        return "history -r"
    if re.search(r"\bwipe\b.*\bhistory\s+file\b.*\b(?:session|too)\b", text, re.I):
        return "history -c && history -w"
    entries = re.search(r"\bhistory\s+entries\s+(?P<a>\d+)\s+(?:through|to|-)\s+(?P<b>\d+)\b", text, re.I)
    if entries:
        return f"fc -l {entries.group('a')} {entries.group('b')}"
    if re.search(r"\b(?:re-?run|repeat)\s+the\s+(?:last|previous)\s+command\s+(?:with|as)\s+(?:sudo|root)\b", text, re.I):
        return "sudo !!"
    reread = re.search(r"\bre-?(?:read|load)\s+(?P<rc>~/\.\w+|\.\w+rc)\s+without\s+(?:logging\s+out|restarting|a\s+new\s+shell)\b", text, re.I)
    if reread:
        return f"source {reread.group('rc')}"
    if re.search(r"\bwhat\s+PATH\s+does\s+root\s+get\s+with\s+sudo\b|\bsudo'?s\s+PATH\b", text):
        return "sudo printenv PATH"
    return None

ROWS = (
    # "make an alias ll for ls -alF", "create alias k for kubectl and save it in .bashrc so it sticks", "remove the
    # alias la", "what does the alias gs expand to", "run ls without my alias applied"
    (re.compile(r"\balias(?:es)?\b|\bshortcut\s+(?:called\s+|named\s+)?[\w.-]+\s+for\b", re.I), alias_asked),
    # "make rm ask before deleting by default"
    (re.compile(r"^\s*make\s+rm\s+(?:always\s+)?(?:ask|prompt|confirm)\s+(?:me\s+)?before\s+(?:deleting|removing)(?:\s+(?:by\s+default|every\s+time|always))?\s*$", re.I),
     lambda m: "alias rm='rm -i'"),
    # "is /usr/local/sbin in my PATH", "number the entries in my PATH", "take /snap/bin out of PATH"
    (re.compile(r"\bPATH\b|\bmy\s+path\b", re.I), path_asked),
    # "export NODE_ENV=production for this session", "run make with CC set to clang just for that one command"
    (re.compile(r"\b[A-Z_][A-Z0-9_]+\b|(?i:\b(?:env|environment)\s+var|\bvariables?\b|\benvironment\b|\b\w+_proxy\b)"), variable_asked),
    # "show the last 20 commands i ran", "search my history for ssh commands", "delete history entry number 1042"
    (re.compile(r"\bhistory\b|\blast\s+\d+\s+commands\b|\bmost\s+used\s+commands\b", re.I), history_asked),
    # "change my login shell to zsh", "turn on globstar", "clear bash's remembered command locations", "remove the shell
    # function mkcd", "is cd a builtin or a program", "list all locales available", "where is my history file"
    (re.compile(r"\bshells?\b|\bshopt\b|\bglobstar\b|\bkey\s*bindings\b|\bhash\w*\b|\bcached\b|\bremembered\b|\bfunctions?\b|\bbuilt-?ins?\b"
                r"|\bon\s+(?:my|the)\s+path\b|\bman\s+page\b|\blocales?\b|\bhistory\b|\bsudo\b|\bwithout\s+logging\s+out\b", re.I), shell_asked),
    # "how wide is this terminal in columns", "print my terminal size as rows and columns"
    (re.compile(r"\b(?:terminal|tty|console)(?:\s+window)?(?:'s)?\s+(?:width|height|size|dimensions)\b|\b(?:width|height|size|dimensions)\s+of\s+(?:this|the|my)\s+(?:terminal|tty|console)\b"
                r"|\bhow\s+(?:wide|tall)\s+is\s+(?:this|the|my)\s+(?:terminal|window|tty)\b|\bhow\s+many\s+(?:lines|rows|columns)\s+(?:tall|wide)\s+is\s+(?:this|the|my)\s+(?:terminal|window)\b"
                r"|\bmy\s+terminal\s+size\b", re.I), terminal_asked),
)
