"""An ssh login built from the options a request says in words, and tunnels (-L, -R, -D to a service by its name or port,
through a gateway, in the background; jump hosts are network's rows): the port, a key (alone, the agent's ignored), X11 or
agent forwarding, no host key checks for a throwaway machine, a password instead of keys, a connection timeout, keep-alives,
debug output, no remote shell; and the agent's own tasks (its keys listed or all removed, a key added for a while, their
fingerprints in MD5).
"""

from __future__ import annotations

import re

_HOST = r"(?P<host>(?:[a-z_][\w-]*@)?(?:[a-z][\w-]*\d[\w.-]*|[a-z][\w-]*(?:\.[\w-]+)+|\d{1,3}(?:\.\d{1,3}){3}))"
_LOGIN = re.compile(rf"^\s*(?:please\s+)?(?:ssh|log\s*in|login|connect)\s+(?:in)?(?:to\s+)?(?:the\s+\w+\s+(?:vm|box|machine|server|host)\s+)?{_HOST}\b"
                    rf"|^\s*(?:please\s+)?use\s+(?:only\s+)?(?:the\s+key\s+)?~?/?[\w.-]*/[\w./-]+\s+(?:for|with|to\s+(?:log\s*in|connect)\s+to)\s+{_HOST.replace('host>', 'host2>')}\b", re.I)
# "ssh to labpc with X11 forwarding", "my ssh to devbox keeps dropping …": a host named by a plain word, known to be one by
# the words around it (the verb ssh before it, an option after it)
_BARE_LOGIN = re.compile(r"^\s*(?:please\s+)?ssh\s+(?:in)?to\s+(?P<host>(?!(?:the|my|a|an|it|this|that|server|host|box|machine|vm)\b)(?:[a-z_][\w-]*@)?[a-z][\w-]*)\s+(?=with|without|using|and|but)\b"
                         r"|\bmy\s+ssh\s+(?:connections?\s+|sessions?\s+)?(?:to|into|with)\s+(?P<host2>(?!(?:the|my|a|an|it|this|that|server|host|box|machine|vm)\b)(?:[a-z_][\w-]*@)?[a-z][\w.-]*\w)\b"
                         # "build-server gets reinstalled all the time, ssh in without host key checking"
                         r"|^\s*(?P<host3>(?!(?:the|my|a|an|it|this|that|server|host|box|machine|vm)\b)[a-z][\w.-]*\w)\s+(?:gets|is|was|keeps\s+getting)\s+(?:re-?installed|rebuilt|recreated|re-?imaged|wiped)\b(?=.*\bssh\b)", re.I)
_OPTIONS = ((r"\bwithout\s+(?:any\s+)?host\s*key\s+check\w*|\bno\s+host\s*key\s+check\w*|\bskip\w*\s+(?:the\s+)?host\s*key\s+check\w*|\bdon'?t\s+check\s+(?:the\s+)?host\s*key",
             "-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null"),
            (r"\bdon'?t\s+(?:try|use|offer)\s+(?:my\s+|any\s+)?keys\b|\bwithout\s+(?:my\s+|any\s+)?keys\b|\bpassword\s+only\b|\bforce\s+(?:a\s+)?password\b",
             "-o PubkeyAuthentication=no"),
            (r"\bwith\s+agent\s+forwarding\b|\bforward(?:ing)?\s+(?:my\s+)?(?:ssh\s+)?agent\b", "-A"),
            (r"\bx11\b|\bx\s+forwarding\b|\b(?:show|display)\s+(?:it\s+)?on\s+my\s+(?:screen|display|desktop)\b", "-X"),
            (r"\b(?:max(?:imum|imal)?|most|full|all\s+the)\s+(?:debug(?:ging)?|verbos\w*)(?:\s+output)?\b|\bvery\s+verbose\b|\b(?:as\s+)?verbose\s+as\s+(?:possible|it\s+gets)\b", "-vvv"),
            (r"\bverbose\b|\bdebug\s+output\b|\bdebugging\b", "-v"),
            (r"\bno\s+remote\s+(?:shell|command)\b|\bwithout\s+(?:a\s+)?(?:remote\s+)?shell\b", "-N"))


def login(m: re.Match) -> str | None:
    """"log in to the throwaway vm 203.0.113.10 without host key checks" → ``ssh -o StrictHostKeyChecking=no -o
    UserKnownHostsFile=/dev/null 203.0.113.10``; "ssh to 10.0.0.8 with a password, don't try my keys" → ``ssh -o
    PubkeyAuthentication=no 10.0.0.8``; "log in to build01 with agent forwarding" → ``ssh -A build01``."""
    text, host = m.string, next((m.group(g) for g in ("host", "host2", "host3") if g in m.re.groupindex and m.group(g)), None)
    if host is None:
        return None
    if re.search(r"\b(?:through|via|hopping|jump\w*|tunnel\w*|forward\s+(?:local\s+)?port|-L|-R|-D|socks|copy|scp|rsync|mount|sftp)\b", text, re.I):
        return None   # jumps, tunnels and copies: rows of their own
    options = [option for pattern, option in _OPTIONS if re.search(pattern, text, re.I)]
    if "-vvv" in options and "-v" in options:
        options.remove("-v")
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



# The ports services listen on by default, for a tunnel to one named by its service ("forward 5433 to postgres on db01").
_SERVICE_PORTS = {"postgres": 5432, "postgresql": 5432, "mysql": 3306, "mariadb": 3306, "redis": 6379, "mongo": 27017, "mongodb": 27017,
                  "vnc": 5900, "rdp": 3389, "http": 80, "web": 80, "https": 443, "ssh": 22, "elasticsearch": 9200, "rabbitmq": 5672,
                  "memcached": 11211, "smtp": 25, "jupyter": 8888, "grafana": 3000, "prometheus": 9090}
_SERVICE = "|".join(sorted(_SERVICE_PORTS, key=len, reverse=True))
_NAME = r"(?:(?:the\s+)?(?:host|server|machine|box)\s+)?(?!(?:all|my|the|this|a|an|port|local|localhost|host|server|machine|box)\b)(?:[a-z_][\w-]*@)?(?:[a-z][\w-]*(?:\.[\w-]+)*|\d{1,3}(?:\.\d{1,3}){3})"


def tunnel(m: re.Match) -> str | None:
    """An ssh tunnel from its parts: "forward local port 5433 to postgres on db01.internal" → ``ssh -L
    5433:localhost:5432 db01.internal``; "forward local 3307 to mysql on db01.internal via bastion.example.com, no remote
    shell" → ``ssh -N -L 3307:db01.internal:3306 bastion.example.com``; "background socks proxy on 9050 via
    alice@home.example.net, its ssh is on 2200" → ``ssh -f -N -D 9050 -p 2200 alice@home.example.net``; "reverse tunnel so
    port 2222 on vps.example.com gets to ssh on this box" → ``ssh -R 2222:localhost:22 vps.example.com``."""
    text = m.string
    via = re.search(rf"\b(?:through|via|using|over)\s+(?:the\s+)?(?:jump\s+host\s+|bastion\s+|gateway\s+)?(?P<via>{_NAME})\b", text, re.I)
    if via and via.group("via").lower() in ("ssh", "the", "a", "port", "my"):
        via = None
    options = []
    if re.search(r"\b(?:in\s+the\s+)?background\b|\bbackgrounded\b|\bdetached\b", text, re.I):
        options += ["-f", "-N"]
    elif re.search(r"\bno\s+(?:remote\s+)?(?:shell|command)\b|\bwithout\s+(?:a\s+)?(?:remote\s+)?shell\b|\bjust\s+the\s+tunnel\b|\bwithout\s+running\s+(?:a\s+|any\s+)?(?:remote\s+)?command\b", text, re.I):
        options.append("-N")
    ssh_port = re.search(r"\b(?:its\s+|the\s+)?ssh\s+(?:is\s+|listens\s+|runs\s+)?on\s+(?:port\s+)?(?P<p>\d{2,5})\b|\bssh\s+port\s+(?P<p2>\d{2,5})\b", text, re.I)
    port_option = [f"-p {ssh_port.group('p') or ssh_port.group('p2')}"] if ssh_port else []
    if re.search(r"\bsocks\b|\bdynamic\b", text, re.I):
        local = re.search(r"\b(?:on|at|port)\s+(?:port\s+)?(?:localhost:)?(?P<p>\d{2,5})\b", text, re.I)
        if not (local and via):
            return None
        return "ssh " + " ".join(options + [f"-D {local.group('p')}"] + port_option + [via.group("via")])
    if re.search(r"\breverse\b|\bremote\s+(?:port\s+)?forward\w*\b|\bgets?\s+to\b.*\bthis\s+(?:box|machine|laptop|computer)\b", text, re.I):
        far = re.search(rf"\bport\s+(?P<p>\d{{2,5}})\s+on\s+(?P<host>{_NAME})", text, re.I)
        here = re.search(rf"\bto\s+(?:(?:my\s+)?local\s+(?:port\s+)?(?P<p>\d{{2,5}})|(?P<svc>{_SERVICE})\s+on\s+this\s+(?:box|machine|laptop|computer))", text, re.I)
        if not (far and here):
            return None
        local = here.group("p") or _SERVICE_PORTS[here.group("svc").lower()]
        return "ssh " + " ".join(options + [f"-R {far.group('p')}:localhost:{local}"] + port_option + [far.group("host")])
    local = re.search(r"\b(?:local(?:host)?\s*(?:port\s+|:)?|my\s+local\s+(?:port\s+)?|on\s+my\s+(?:laptop|machine|computer)\s+on\s+port\s+|from\s+my\s+laptop\s+on\s+port\s+|(?:my\s+)?local\s+)(?P<p>\d{2,5})\b"
                      r"|\bport\s+(?P<p2>\d{2,5})\s+on\s+all\s+(?:my\s+)?interfaces\b|\bon\s+port\s+(?P<p3>\d{2,5})\s*$", text, re.I)
    target = re.search(rf"\b(?:to\s+)?(?:(?:the\s+)?(?P<svc>{_SERVICE})(?:\s+port)?(?:\s+(?P<sp>\d{{2,5}}))?|port\s+(?P<p>\d{{2,5}}))\s+(?:on|of|at)\s+(?P<host>{_NAME})\b"
                       rf"|\bto\s+(?P<host2>{_NAME}):(?P<p2>\d{{2,5}})\b|\bto\s+(?P<p3>\d{{2,5}})\s+on\s+(?P<host3>{_NAME})\b", text, re.I)
    if not (local and target):
        return None
    lport = local.group("p") or local.group("p2") or local.group("p3")
    host = target.group("host") or target.group("host2") or target.group("host3")
    rport = target.group("sp") or target.group("p") or target.group("p2") or target.group("p3") or _SERVICE_PORTS[target.group("svc").lower()]
    if str(rport) == lport and not target.group("svc") and not target.group("p") and not target.group("p3"):
        return None
    bind = "0.0.0.0:" if re.search(r"\ball\s+(?:my\s+)?interfaces\b|\bfrom\s+other\s+machines\b|\bon\s+the\s+lan\b", text, re.I) else ""
    if via and via.group("via") != host:
        spec, at = f"{bind}{lport}:{host}:{rport}", via.group("via")
    else:
        spec, at = f"{bind}{lport}:localhost:{rport}", host
    if not options and re.search(r"\bi\s+want\s+to\s+reach\b|\bjust\s+(?:the\s+)?(?:tunnel|forward)", text, re.I):
        options.append("-N")
    return "ssh " + " ".join(options + [f"-L {spec}"] + port_option + [_as_user(text, at)])


def _as_user(text: str, host: str) -> str:
    """``host`` with the user the request logs in as ("as user ops", "logging in as anna", "(login admin)")."""
    host = re.sub(r"^(?:the\s+)?(?:host|server|machine|box)\s+", "", host)
    user = re.search(r"\b(?:as\s+(?:user\s+)?|logging\s+in\s+as\s+|log\s*in\s+as\s+|login\s+)(?P<u>[a-z_][\w-]*)\b", text, re.I)
    if "@" in host or user is None or user.group("u").lower() in ("a", "an", "the", "root's", "well"):
        return host
    return f"{user.group('u')}@{host}"


ROWS = (
    # "log in to the throwaway vm 203.0.113.10 without host key checks", "ssh to 10.0.0.8 with a password, don't try my
    # keys", "give up after 5 seconds if web09 doesn't answer" (below), "log in to build01 with agent forwarding"
    (_LOGIN, login),
    (re.compile(rf"\b(?:give\s+up|time\s*out)\s+after\s+\d+\s*(?:s|secs?|seconds)\s+if\s+{_HOST}\s+(?:doesn'?t|does\s+not|won'?t)\s+(?:answer|respond)", re.I),
     login),
    (re.compile(rf"\bkeep\s+my\s+(?:ssh\s+)?connection\s+to\s+{_HOST}\s+alive\b", re.I), login),
    (_BARE_LOGIN, login),
    # "list the keys loaded in my agent", "remove all identities from the agent", "agent key fingerprints in md5 format"
    (re.compile(r"(?<!user\s)(?<!user-)(?<!browser\s)\b(?:ssh[\s-])?agent\b(?!\s+forward)", re.I), agent),
    # tunnels: "forward local port 5433 to postgres on db01.internal", "background socks proxy on 9050 via …"
    (re.compile(r"\b(?:forward\w*|tunnel\w*|socks|reach\s+\w+\s+on)\b.*\b(?:port|local|localhost|\d{2,5})\b|\breverse\s+tunnel\b", re.I), tunnel),
    # "run firefox on lab01 but show it on my screen": X11 forwarding
    (re.compile(rf"^\s*(?:run|start|open|launch)\s+(?P<prog>[a-z][\w.-]*)\s+on\s+(?P<host>{_NAME})\s*,?\s+(?:but\s+|and\s+)?(?:show|display|see)\s+(?:it|the\s+window)\s+on\s+my\s+(?:screen|display|desktop)\s*$", re.I),
     lambda m: f"ssh -X {m.group('host')} {m.group('prog')}"),
)
