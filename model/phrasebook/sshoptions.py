"""An ssh login built from the options a request says in words: the port, a key (alone, the agent's ignored), X11 or
agent forwarding, no host key checks for a throwaway machine, a password instead of keys, a connection timeout, keep-alives,
debug output, no remote shell; and the agent's own tasks (its keys listed or all removed, a key added for a while, their
fingerprints in MD5).
"""

from __future__ import annotations

import re

_HOST = r"(?P<host>(?:[a-z_][\w-]*@)?(?:[a-z][\w-]*\d[\w.-]*|[a-z][\w-]*(?:\.[\w-]+)+|\d{1,3}(?:\.\d{1,3}){3}))"
_LOGIN = re.compile(rf"^\s*(?:please\s+)?(?:ssh|log\s*in|login|connect)\s+(?:in)?(?:to\s+)?(?:the\s+\w+\s+(?:vm|box|machine|server|host)\s+)?{_HOST}\b"
                    rf"|^\s*(?:please\s+)?use\s+(?:only\s+)?(?:the\s+key\s+)?~?/?[\w.-]*/[\w./-]+\s+(?:for|with|to\s+(?:log\s*in|connect)\s+to)\s+{_HOST.replace('host>', 'host2>')}\b", re.I)
_OPTIONS = ((r"\bwithout\s+(?:any\s+)?host\s*key\s+check\w*|\bno\s+host\s*key\s+check\w*|\bskip\w*\s+(?:the\s+)?host\s*key\s+check\w*|\bdon'?t\s+check\s+(?:the\s+)?host\s*key",
             "-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"),
            (r"\bdon'?t\s+(?:try|use|offer)\s+(?:my\s+|any\s+)?keys\b|\bwithout\s+(?:my\s+|any\s+)?keys\b|\bpassword\s+only\b|\bforce\s+(?:a\s+)?password\b",
             "-o PubkeyAuthentication=no"),
            (r"\bwith\s+agent\s+forwarding\b|\bforward(?:ing)?\s+(?:my\s+)?(?:ssh\s+)?agent\b", "-A"),
            (r"\bx11\b|\bx\s+forwarding\b|\b(?:show|display)\s+(?:it\s+)?on\s+my\s+(?:screen|display|desktop)\b", "-X"),
            (r"\bverbose\b|\bdebug\s+output\b|\bdebugging\b", "-v"),
            (r"\bno\s+remote\s+(?:shell|command)\b|\bwithout\s+(?:a\s+)?(?:remote\s+)?shell\b", "-N"))


def login(m: re.Match) -> str | None:
    """"log in to the throwaway vm 203.0.113.10 without host key checks" → ``ssh -o StrictHostKeyChecking=no -o
    UserKnownHostsFile=/dev/null 203.0.113.10``; "ssh to 10.0.0.8 with a password, don't try my keys" → ``ssh -o
    PubkeyAuthentication=no 10.0.0.8``; "log in to build01 with agent forwarding" → ``ssh -A build01``."""
    text, host = m.string, m.group("host") or m.group("host2")
    if re.search(r"\b(?:through|via|hopping|jump\w*|tunnel\w*|forward\s+(?:local\s+)?port|-L|-R|-D|socks|copy|scp|rsync|mount|sftp)\b", text, re.I):
        return None   # jumps, tunnels and copies: rows of their own
    options = [option for pattern, option in _OPTIONS if re.search(pattern, text, re.I)]
    if port := re.search(r"\b(?:on\s+)?port\s+(?P<p>\d{2,5})\b|\bssh\s+(?:is\s+|listens\s+)?on\s+(?P<p2>\d{2,5})\b", text, re.I):
        options.insert(0, f"-p {port.group('p') or port.group('p2')}")
    if key := re.search(r"\b(?:use\s+only|only\s+(?:use\s+)?|use|using|with)\s+(?:the\s+)?(?:key\s+|identity\s+(?:file\s+)?)?(?P<key>~?/?[\w.-]*/[\w./-]+|~/\.ssh/[\w.-]+)", text, re.I):
        only = re.search(r"\bonly\b|\bignor\w*\s+(?:whatever|what'?s|the\s+keys?)\s+(?:is\s+)?in\s+the\s+agent\b|\bnot\s+the\s+agent\b", text, re.I)
        options.insert(0, f"-i {key.group('key')}" + (" -o IdentitiesOnly=yes" if only else ""))
    if wait := re.search(r"\b(?:give\s+up|time\s*out|timeout|fail)\s+(?:after\s+)?(?P<n>\d+)\s*(?:s|secs?|seconds)\b", text, re.I):
        options.append(f"-o ConnectTimeout={wait.group('n')}")
    if alive := re.search(r"\b(?:keep\w*\s+(?:\S+\s+){0,4}alive|keep-?alive\w*)\b.*?\b(?:every\s+)?(?P<n>\d+)\s*(?:s|secs?|seconds)\b", text, re.I):
        options.append(f"-o ServerAliveInterval={alive.group('n')}")
    if not any(o.startswith(("-o", "-A", "-X", "-v", "-N")) or "IdentitiesOnly" in o for o in options):
        return None   # a port or a key alone: the model's and network's rows write those
    if (user := re.search(r"\bas\s+(?:user\s+)?(?P<u>[a-z_][\w-]*)\b(?!\s+(?:they|it)\b)", text, re.I)) and "@" not in host \
            and user.group("u").lower() not in ("a", "an", "the", "well", "soon", "fast", "long"):
        host = f"{user.group('u')}@{host}"   # "… as deploy"
    return f"ssh {' '.join(options)} {host}"


def agent(m: re.Match) -> str | None:
    """The ssh agent's keys: "list the keys loaded in my agent" → ``ssh-add -l``; "remove all identities from the
    agent" → ``ssh-add -D``; "add ~/.ssh/work_key to the agent but have it expire after an hour" → ``ssh-add -t 3600
    ~/.ssh/work_key``; "agent key fingerprints in md5 format" → ``ssh-add -l -E md5``."""
    text = m.string
    if re.search(r"\b(?:remove|delete|clear|drop|forget|flush)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:keys|identities)\b|\bempty\s+(?:my\s+|the\s+)?(?:ssh[\s-])?agent\b", text, re.I):
        return "ssh-add -D"
    if add := re.search(r"\badd\s+(?P<key>[~./\w][\w./~-]*)\s+to\s+(?:my\s+|the\s+)?(?:ssh[\s-])?agent\b", text, re.I):
        life = re.search(r"\b(?:expire|expires|expiring|for|lifetime\s+of)\s+(?:after\s+|in\s+)?(?P<n>an?|one|\d+)\s*(?P<u>hours?|h|minutes?|mins?|m|seconds?|s)\b", text, re.I)
        if life:
            n = 1 if life.group("n").lower() in ("a", "an", "one") else int(life.group("n"))
            seconds = n * {"h": 3600, "m": 60, "s": 1}[life.group("u")[0].lower()]
            return f"ssh-add -t {seconds} {add.group('key')}"
        return f"ssh-add {add.group('key')}"
    if re.search(r"\bfingerprints?\b", text, re.I):
        return "ssh-add -l -E md5" if re.search(r"\bmd5\b", text, re.I) else "ssh-add -l"
    if re.search(r"\b(?:list|show|which|what)\b.*\b(?:keys|identities)\b", text, re.I):
        return "ssh-add -l"
    return None


ROWS = (
    # "log in to the throwaway vm 203.0.113.10 without host key checks", "ssh to 10.0.0.8 with a password, don't try my
    # keys", "give up after 5 seconds if web09 doesn't answer" (below), "log in to build01 with agent forwarding"
    (_LOGIN, login),
    (re.compile(rf"\b(?:give\s+up|time\s*out)\s+after\s+\d+\s*(?:s|secs?|seconds)\s+if\s+{_HOST}\s+(?:doesn'?t|does\s+not|won'?t)\s+(?:answer|respond)", re.I),
     lambda m: login(m)),
    (re.compile(rf"\bkeep\s+my\s+(?:ssh\s+)?connection\s+to\s+{_HOST}\s+alive\b", re.I), lambda m: login(m)),
    # "list the keys loaded in my agent", "remove all identities from the agent", "agent key fingerprints in md5 format"
    (re.compile(r"(?<!user\s)(?<!user-)(?<!browser\s)\b(?:ssh[\s-])?agent\b(?!\s+forward)", re.I), agent),
)
