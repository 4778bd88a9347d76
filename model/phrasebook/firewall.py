"""Firewall rules and bans composed from their parts, as a Debian or Ubuntu admin types them, all with ``sudo``:
ufw (a port, a range, a service or an app profile allowed, denied, rejected or rate-limited; from an address, on an
interface, outgoing, inserted at a position; rules deleted by number or by what they say; default policies; enabled,
disabled, reloaded, reset; logging; the status plain, numbered or verbose, the rules added, the listening report,
app profiles listed and shown; routed rules), nftables (the ruleset, a table, a chain or a set listed, with
handles; tables, base chains, sets, elements and rules added or inserted from a match and a verdict; a rule deleted
by its handle; the ruleset or a chain flushed; a file loaded or checked; the ruleset saved), iptables and ip6tables
(rules listed with counters, numbers or as specs; appended, inserted, checked and deleted by number or by spec, with
ports, addresses, interfaces, conntrack states, rate limits, LOG and REJECT; chains made, flushed, zeroed and given a
policy; NAT redirects, port forwards and masquerading; saved to and restored from files, tested) and fail2ban (the
jails' status, bans and unbans, the banned list, a jail's settings read and changed, its ignore list, a filter tested
with fail2ban-regex, the Ban lines of its log).

Every answer is composed from the parts the request says (action, port and protocol, address, interface, direction,
chain, table, position); a part it needs and the request does not say gives None, never a made-up port or address.
Requests that read the firewall's logs (ufw.log, kern.log) are systemlogs', listening ports ss's (network).
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _sudo_for

# ---------------------------------------------------------------- parts shared by the four tools

_IP4 = r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?(?!\d|\.\d)"
_IP6 = r"(?<![\w:])(?=[0-9A-Fa-f:]*::|(?:[0-9A-Fa-f]{1,4}:){4})(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?:/\d{1,3})?(?![\w:])"
_ADDR = rf"(?:{_IP4}|{_IP6})"
_IFACE = (r"(?:(?:eth|ens|enp|eno|em|wlan|wlp|wlo|wg|tun|tap|br|docker|veth|bond|virbr|vmbr|lxcbr|lxdbr|ppp|vlan|tailscale|zt|cni|"
          r"podman|ovpn)\d[\w.-]*|br-[0-9a-f]{6,})")
_HOOK_CHAINS = ("input", "output", "forward", "prerouting", "postrouting")

# Services named in words: (the pattern, ufw's own name for it or None, its port, its protocol or None for both).
_SERVICES = (
    (r"https", "https", "443", "tcp"), (r"http", "http", "80", "tcp"), (r"ssh|sshd|openssh", "ssh", "22", "tcp"),
    (r"smtps", None, "465", "tcp"), (r"smtp|e-?mail|mail", None, "25", "tcp"), (r"submission", None, "587", "tcp"),
    (r"imaps", None, "993", "tcp"), (r"imap", None, "143", "tcp"), (r"pop3s", None, "995", "tcp"), (r"pop3", None, "110", "tcp"),
    (r"dns(?!\s+(?:lookups?|resolution|resolving|names?|reverse))", None, "53", None), (r"mysql|mariadb", None, "3306", "tcp"), (r"postgres(?:ql)?", None, "5432", "tcp"),
    (r"redis", None, "6379", "tcp"), (r"mongo(?:db)?", None, "27017", "tcp"), (r"telnet", None, "23", "tcp"),
    (r"ftp", None, "21", "tcp"), (r"rdp|remote\s+desktop", None, "3389", "tcp"), (r"vnc", None, "5900", "tcp"),
    (r"ntp", None, "123", "udp"), (r"snmp", None, "161", "udp"), (r"openvpn", None, "1194", "udp"),
    (r"wireguard", None, "51820", "udp"), (r"mosh", None, "60000:61000", "udp"), (r"ldaps", None, "636", "tcp"),
    (r"ldap", None, "389", "tcp"), (r"samba|smb", None, "445", "tcp"), (r"nfs", None, "2049", "tcp"),
    (r"rsyncd?", None, "873", "tcp"), (r"memcached", None, "11211", "tcp"), (r"elasticsearch", None, "9200", "tcp"),
    (r"minecraft", None, "25565", "tcp"),
)
_TCP_PORTS = frozenset(p for _, _, p, proto in _SERVICES if proto == "tcp") | {"8080", "8443", "3000", "5000", "8000"}

# Numbers that are not ports: rule numbers, handles, priorities, positions, rates, counts, times, families.
_NOT_PORTS = re.compile(
    r"\brule\s*(?:number\s*|no\.?\s*|#\s*)?\d+|#\s*\d+|\b\d+(?:st|nd|rd|th)\b|\bhandle\s+\d+|\bpriority\s+-?\d+|\bposition\s+\d+"
    r"|\b(?:insert\w*|put|add|place)\s+(?:it\s+|this\s+|the\s+rule\s+)?(?:(?:at|as)\s+)?(?:number\s+|rule\s+|position\s+)?\d+"
    r"|\b\d+\s*(?:/|(?:per|an?|every|each)\b)\s*(?:s|sec|second|minute|min|m|hour|hr|h|day|d)\b|\b(?:top|last|first|head|tail|latest|newest|recent)\s+\d+\b"
    r"|\b\d+\s*(?:times|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|retries|attempts|tries|lines|entries|events|bans|ips|x|rules)\b"
    r"|\bburst\s+(?:of\s+)?\d+|\blevel\s+\d+|\bnumber\s+\d+|\bip(?:v[46]|6)\w*|\binet6?\b|\brules\.v[46]\b|['\"][^'\"]*['\"]", re.I)


def _addresses(text: str) -> list[tuple[str, str]]:
    """The addresses and networks a request names, each with its role: ``dst`` after "to", "towards",
    "destination", else ``src`` (from, source, or a bare address)."""
    out = []
    for m in re.finditer(_ADDR, text):
        before = text[:m.start()]
        role = "dst" if re.search(r"\b(?:to|towards|destination|dest|daddr|reaching|for\s+destination)\s+(?:the\s+)?(?:host\s+|server\s+|address\s+|ip\s+|"
                                  r"network\s+|subnet\s+|machine\s+)?$", before, re.I) else "src"
        out.append((role, m.group().rstrip(".")))
    return out


def _interfaces(text: str) -> tuple[str | None, str | None]:
    """The interface traffic comes in on and the one it goes out on: "on eth0", "in on wg0", "from docker0" are
    in; "out eth0", "out on eth0", "going out eth0", "leaving via eth1" are out. The loopback said in words is lo."""
    iif = oif = None
    for m in re.finditer(rf"\b(?:{_IFACE}|lo)\b", text):
        if m.group() == "lo" and not re.search(r"\b(?:on|in|via|iif|interface|from)\s+(?:the\s+)?$", text[:m.start()], re.I):
            continue
        before = text[max(0, m.start() - 40):m.start()]
        if re.search(r"\b(?:out|outgoing|outbound|leaving|leaves|egress|exit\w*|to)\b(?:\s+(?:on|via|through|of|the|interface|over))*\s*$", before, re.I):
            oif = oif or m.group()
        else:
            iif = iif or m.group()
    if iif is None and re.search(r"\bloopback\b|\baccept[\s-]loopback\b", text, re.I):
        iif = "lo"
    return iif, oif


def _services(text: str) -> list[tuple[str | None, str, str | None]]:
    """The services a request names in words ("ssh", "postgres", "dns"), in its order, as (ufw's name, port, protocol)."""
    found = []
    for pattern, name, port, proto in _SERVICES:
        m = re.search(rf"(?<![\w./-])(?:{pattern})(?![\w/-])", text, re.I)
        if m:
            found.append((m.start(), (name, port, proto)))
    return [svc for _, svc in sorted(found)]


def _service(text: str) -> tuple[str | None, str, str | None] | None:
    """The first service a request names in words, or None."""
    found = _services(text)
    return found[0] if found else None


def _ports(text: str) -> list[str]:
    """The port numbers and ranges a request says, in its order: "8080/tcp", "udp 53", "ports 80 and 443",
    "60000 to 61000" (as ``60000:61000``), "(tcp 25)"; never an address, a rule number, a handle, a rate or a count."""
    t = re.sub(_ADDR, " ", text)
    t = re.sub(rf"\b{_IFACE}\b", " ", t)
    t = _NOT_PORTS.sub(" ", t)
    found = []
    for m in re.finditer(r"(?<![\w./:#-])(\d{1,5})\s*(?::|-|–|\bto\b|\bthrough\b|\bthru\b|\.\.)\s*(\d{1,5})(?![\w.:])(?!/(?!tcp|udp))", t):
        if 0 < int(m.group(1)) < int(m.group(2)) <= 65535:
            found.append((m.start(), f"{m.group(1)}:{m.group(2)}"))
            t = t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():]
    for m in re.finditer(r"(?<![\w./:#-])(\d{1,5})(?!\.?\d)(?![\w:]|/(?!tcp\b|udp\b))", t):
        if 0 < int(m.group(1)) <= 65535:
            found.append((m.start(), m.group(1)))
    return list(dict.fromkeys(p for _, p in sorted(found)))


def _proto_said(text: str) -> str | None:
    """tcp or udp where the request says it ("8080/tcp", "udp 53", "over UDP")."""
    said = {p.lower() for p in re.findall(r"(?<![\w-])(tcp|udp)(?![\w-])", _NOT_PORTS.sub(" ", text), re.I)}
    return said.pop() if len(said) == 1 else None   # both said: both


def _target(text: str) -> tuple[list[str], str | None, tuple | None]:
    """What a rule is about: its ports (said, or the named service's), its protocol (said, or the service's, or
    tcp where every port is a well-known tcp one) and the service named."""
    ports = _ports(text)
    named = _services(text)
    svc = named[0] if named else None
    proto = _proto_said(text)
    if named and not ports:
        ports = list(dict.fromkeys(p for _, p, _ in named))
    protos = {p for _, _, p in named}
    if proto is None and named and len(protos) == 1 and None not in protos:
        proto = protos.pop()
    return ports, proto, (svc if len(named) == 1 else None)


def _no_prompt(text: str) -> bool:
    """Whether a request asks ufw not to prompt ("without asking", "no prompt", "in a script"): ``--force``."""
    return bool(re.search(r"\bwithout\s+(?:it\s+|any\s+|a\s+|me\s+)?(?:asking|prompt\w*|confirm\w*|questions|interaction)|\bno\s+(?:prompts?|confirm\w*|questions)\b|"
                          r"\bnon-?interactive\w*|\bforce\b|--force|\b(?:don'?t|do\s+not|doesn'?t|never)\s+(?:ask|prompt)|\bunattended\b|\bin\s+a\s+script\b|"
                          r"\bfrom\s+a\s+script\b|\bskip\w*\s+(?:the\s+)?(?:prompt|confirm\w*)", text, re.I))


def _position(text: str) -> str | None:
    """Where a rule is inserted: "at the top", "make it the first rule" (1), "at position 3", "as rule 2"."""
    m = re.search(r"\b(?:at|as|in|to)\s+(?:position|rule|number|place|slot|index)\s+#?(\d+)\b|\bposition\s+#?(\d+)\b|\binsert\w*\s+(?:it\s+)?(?:at\s+)?#?(\d+)\b", text, re.I)
    if m:
        return m.group(1) or m.group(2) or m.group(3)
    if re.search(r"\b(?:first|top)\s+(?:rule|position|place|spot|entry|one)\b|\bat\s+the\s+(?:very\s+)?(?:top|start|beginning|front|head)\b|"
                 r"\bmake\s+it\s+(?:the\s+)?first\b|\bbefore\s+(?:all|every|any)\s+(?:the\s+)?other|\bprepend\w*|\b(?:rule|it)\s+first\b|\bfirst\s+in\s+line\b", text, re.I):
        return "1"
    return None


def _rule_number(text: str) -> str | None:
    """A rule's number: "rule #3", "rule number 3", "rule 3", "the 4th rule", "the first rule"."""
    m = re.search(r"\brule\s*(?:number\s*|no\.?\s*|#\s*)?#?(\d+)\b|(?<!\w)#\s*(\d+)\b|\b(\d+)(?:st|nd|rd|th)\s+(?:\w+\s+)?rule\b|\bnumber\s+(\d+)\b", text, re.I)
    if m:
        return next(g for g in m.groups() if g)
    words = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10"}
    m = re.search(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:\w+\s+)?rule\b", text, re.I)
    return words[m.group(1).lower()] if m else None


def _file(text: str) -> str | None:
    """A file the request names: a path, or a name with a rules-file extension."""
    m = re.search(r"(?<![\w/.-])(?:~/|\.{1,2}/|/)[\w./-]*[\w-]|(?<![\w/.-])[\w-][\w.-]*\.(?:v4|v6|nft|conf|rules|txt|ipt|bak|save)(?![\w-])", text)
    if m is None:
        return None
    path = m.group().rstrip(".")
    return None if re.fullmatch(r"/\d+", path) else path


def _saved_to(program: str, path: str) -> str:
    """``program``'s output written to ``path`` as root where root owns the folder (``sudo sh -c '… > FILE'``)."""
    return f"sudo sh -c '{program} > {path}'" if _sudo_for(path) or path.startswith("/") and not path.startswith(("/home/", "/tmp/")) else f"sudo {program} > {path}"


def _log_read(text: str) -> bool:
    """A request that reads the firewall's log (systemlogs' ufw.log and kern.log rows), not one that sets it up."""
    return bool(re.search(r"\b(?:ufw|kern|syslog|messages)\.log\b|(?-i:\bUFW\s+BLOCK\b)|\bjournal\w*\b|\b(?:ufw|firewall)\s+(?:has\s+)?blocked\b|"
                          r"\bblocked\s+(?:by|the\s+most|most)\b|\b(?:top|most)\b.*\bblock|\bblock\w*\b.*\b(?:most\s+often|most|often|frequently|how\s+many\s+times)\b", text, re.I))


# A request that names the firewall only as its context ("a firewall rule might be blocking us, so check with netcat …",
# "the firewall audit is tomorrow; show which ports this server is listening on"): the other tool's.
_OTHER_TOOL = re.compile(r"\b(?:netcat|nc|ncat|ss|netstat|lsof|nmap|telnet|curl|wget|ping|traceroute|tcpdump|openssl|listening|listens?)\b", re.I)

_OTHER_FIREWALLS = re.compile(r"\bfirewall-cmd\b|\bfirewalld\b|\bwindows\b|\bmac\s*os\b|\bmacos\b|\bpf\b|\bpfctl\b|\bsecurity\s+groups?\b|\baws\b|\bgcp\b|\bgcloud\b|"
                              r"\bazure\b|\bcloud\s+firewall\b|\brouter'?s?\b|\bpfsense\b|\bopnsense\b|\bmikrotik\b|\bweb\s+application\s+firewall\b|\bwaf\b|\bdocker\b|"
                              r"\bkubernetes\b|\bnetwork\s*polic", re.I)

# ---------------------------------------------------------------- ufw

_UFW_ACTIONS = (("limit", r"\brate[\s-]*limit\w*|\blimit(?:s|ed|ing)?\b|\bthrottl\w*"),
                ("reject", r"\breject\w*|\brefus\w*|\bget\s+an?\s+(?:error|refusal)\b"),
                ("deny", r"\b(?:deny|denie[sd]|denying|block|blocks|blocked|blocking|close|closes|closed|closing|drop|drops|dropped|dropping|ban|bans|banned|"
                         r"blacklist\w*|forbid\w*|stop|stops|prevent\w*|disallow\w*|shut|keep\s+out)\b"),
                ("allow", r"\b(?:allow\w*|open|opens|opened|opening|permit\w*|let|lets|letting|whitelist\w*|accept\w*|reach|access|get\s+through|get\s+in|"
                          r"connect|unblock|expose)\b"))


def _ufw_action(text: str) -> str | None:
    """The action a request's words ask of ufw: limit, reject, deny or allow, in that order of strength ("reject
    … instead of a silent drop" rejects, "block X so nothing lets them in" denies)."""
    for action, pattern in _UFW_ACTIONS:
        if re.search(pattern, text, re.I):
            return action
    return None


def _ufw_out(text: str) -> bool:
    """Whether a rule is for outgoing traffic ("outgoing DNS", "sending mail out", "allow out")."""
    return bool(re.search(r"\b(?:outgoing|outbound|egress)\b|\bgoing\s+out\b|\b(?:sending|send|sends|leaving|leave|reaching\s+out)\b.*\bout\b|"
                          r"\bout\s+(?:on|to|via|through)\b|\b(?:allow|deny|reject|limit)\s+out\b|\bfrom\s+(?:this|the|my)\s+(?:box|server|machine|host)\b", text, re.I))


def _quote_app(name: str, quoted: bool) -> str:
    return f"'{name}'" if quoted or " " in name else name


_NOT_APPS = frozenset("which what the a an this that ufw app application please show list my all any every each its".split())


def _ufw_app(text: str) -> tuple[str, bool] | None:
    """The ufw application profile a request names: quoted, or a capitalised name next to "profile"."""
    bare = re.search(r"\b(?:allow|deny|reject|limit)\s+['\"]([A-Za-z][^'\"]*)['\"]", text, re.I)
    if bare and not re.search(r"\bcomment", text[:bare.start()], re.I):
        return bare.group(1), True   # "ufw allow 'Apache Full'": quoted right after the action, a profile
    if not re.search(r"\bprofile\b|\bapp\b|\bapplication\b", text, re.I):
        return None
    m = re.search(r"['\"]([^'\"]+)['\"]", text)
    if m:
        return m.group(1), True
    for pattern in (r"\b(?:the\s+)?([A-Z][\w-]*(?:\s+(?:Full|HTTPS?|Secure|SMTPS|Submission|IMAPS?|POP3S?))?)\s+(?:ufw\s+)?(?:app(?:lication)?\s+)?profile\b",
                    r"\bprofile\s+(?:called\s+|named\s+|for\s+)?([A-Z][\w-]*(?:\s+(?:Full|HTTPS?|Secure|SMTPS|Submission|IMAPS?|POP3S?))?)",
                    r"\b(?:app|application)\s+(?:called\s+|named\s+)?([A-Z][\w-]*(?:\s+(?:Full|HTTPS?|Secure))?)"):
        m = re.search(pattern, text)
        if m and m.group(1).split()[0].lower() not in _NOT_APPS:
            return m.group(1), False
    return None


def _ufw_body(text: str, action: str) -> str | None:
    """A ufw rule after ``ufw`` (and ``insert N``): ``allow 8080/tcp``, ``deny out 25/tcp``, ``allow from
    10.0.0.0/8 to any port 22 proto tcp``, ``allow in on eth0 to any port 443 proto tcp``, ``allow 'Nginx Full'``."""
    app = _ufw_app(text)
    ports, proto, svc = _target(text)
    addrs = _addresses(text)
    src = next((a for role, a in addrs if role == "src"), None)
    dst = next((a for role, a in addrs if role == "dst"), None)
    iif, oif = _interfaces(text)
    out = _ufw_out(text) or (oif is not None and iif is None)
    if app:
        if src or iif:
            return f"{action}{f' in on {iif}' if iif else ''}{f' from {src}' if src else ''} to {dst or 'any'} app {_quote_app(*app)}"
        return f"{action} {_quote_app(*app)}"
    if len(ports) > 1 or any(":" in p for p in ports):
        if proto is None and all(p in _TCP_PORTS for p in ports):
            proto = "tcp"
        if proto is None:
            return None   # ufw takes a list or a range only with a protocol
    if not (src or dst or iif or oif):
        if not ports:
            return None
        if svc and svc[0] and ports == [svc[1]] and not _proto_said(text) and not re.search(rf"(?<![\w.]){svc[1]}\b", text):
            spec = svc[0]   # "allow ssh": ufw's own name, as the request says it
        else:
            spec = ",".join(ports) + (f"/{proto}" if proto else "")
        return f"{action}{' out' if out else ''} {spec}"
    words = [action]
    if out:
        words.append("out" + (f" on {oif or iif}" if (oif or iif) else ""))
    elif iif:
        words.append(f"in on {iif}")
    words += _ufw_ends(src, dst, ports)
    if proto and (ports or _proto_said(text)):
        words.append(f"proto {proto}")
    return " ".join(words)


def _ufw_ends(src: str | None, dst: str | None, ports: list[str]) -> list[str]:
    """A ufw rule's ends: ``from SRC``, ``to DST`` (``any`` where only ports are said), ``port N[,M]``."""
    return ([f"from {src}"] if src else []) + ([f"to {dst or 'any'}"] if dst or ports else []) + ([f"port {','.join(ports)}"] if ports else [])


def _ufw_defaults(text: str) -> list[tuple[str, str]]:
    """(policy, direction) pairs a request sets: "deny incoming by default", "default policy for incoming
    traffic to deny", "outgoing: allow"."""
    acts = {"deny": "deny", "block": "deny", "drop": "deny", "allow": "allow", "accept": "allow", "permit": "allow", "reject": "reject"}
    dirs = {"incoming": "incoming", "inbound": "incoming", "ingress": "incoming", "outgoing": "outgoing", "outbound": "outgoing", "egress": "outgoing",
            "routed": "routed", "forwarded": "routed", "forwarding": "routed", "forward": "routed", "routing": "routed"}
    act, dirw = "(deny|block|drop|allow|accept|permit|reject)\\w*", "(incoming|inbound|ingress|outgoing|outbound|egress|routed|forwarded|forwarding|forward|routing)"
    found = []
    for m in re.finditer(rf"\b{act}\s+(?:all\s+|any\s+|every\s+)?(?:the\s+)?{dirw}\b|\b{dirw}\b(?:\s+(?!(?:and|but)\b)[\w-]+){{0,4}}?\s*(?:to|:|=|->|as|should\s+be|is)\s+{act}\b"
                         rf"|\b{dirw}\b(?:\s+(?:traffic|connections|packets|policy))?\s+{act}\b", text, re.I):
        a = m.group(1) or m.group(4) or m.group(6)
        d = m.group(2) or m.group(3) or m.group(5)
        found.append((m.start(), acts[a.lower()], dirs[d.lower()]))
    return list(dict.fromkeys((a, d) for _, a, d in sorted(found)))


def ufw_task(m: re.Match) -> str | None:
    """ufw's everyday commands, composed from the request's parts."""
    text = m.string
    if _OTHER_FIREWALLS.search(text) or _log_read(text) and not re.search(r"\blogging\b", text, re.I) or re.search(r"\bfail2ban\b|\bjails?\b", text, re.I):
        return None
    ports, _, svc = _target(text)
    addrs = _addresses(text)
    iif, oif = _interfaces(text)
    app = _ufw_app(text)
    has_target = bool(ports or addrs or iif or oif or app)
    force = "--force " if _no_prompt(text) else ""
    # logging: on, off, a level
    if re.search(r"\blog(?:ging)?\b", text, re.I) and not has_target:
        if re.search(r"^\s*(?:is|are|what|which|does|do|show|check)\b|\?\s*$", text, re.I):
            return "sudo ufw status verbose"   # its Logging: line
        level = re.search(r"\b(low|medium|high|full)\b", text, re.I)
        if level:
            return f"sudo ufw logging {level.group(1).lower()}"
        if re.search(r"\b(?:off|disable\w*|stop\w*|spam\w*|silence|quiet|noisy|no\s+more|mute)\b", text, re.I):
            return "sudo ufw logging off"
        if re.search(r"\b(?:on|enable\w*|start\w*|turn\s+on)\b", text, re.I):
            return "sudo ufw logging on"
        return None
    # application profiles listed, or one shown
    question = re.search(r"^\s*(?:what|which|show|list|display|describe|tell|info|details|how|does|do|is|are)\b|\?\s*$|\binfo\b|\bdetails\b", text, re.I)
    if re.search(r"\bprofiles?\b|\bapps?\b|\bapplications?\b", text, re.I) and (question or not re.search(r"\b(?:allow|deny|reject|limit|open|block|permit)\w*\b", text, re.I)):
        if app and re.search(r"\bprofile\b", text, re.I):
            return f"sudo ufw app info {_quote_app(*app)}"
        if re.search(r"\bprofiles\b|\bapp\s+list\b|\b(?:list|which|what)\b", text, re.I):
            return "sudo ufw app list"
        return None
    # everything back to the defaults
    if re.search(r"\breset\b|\bback\s+to\s+(?:the\s+)?(?:install(?:ation)?\s+|factory\s+)?defaults?\b|\bfactory\b|\bstart\s+over\b|"
                 r"\b(?:wipe|delete|remove|clear|flush|purge)\s+(?:out\s+)?(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?(?:ufw\s+|firewall\s+)?rules\b", text, re.I) and not has_target:
        return f"sudo ufw {force}reset"
    # default policies
    if re.search(r"\bdefault\b|\bpolic(?:y|ies)\b", text, re.I) and not has_target:
        pairs = _ufw_defaults(text)
        if pairs:
            return " && ".join(f"sudo ufw default {a} {d}" for a, d in pairs)
        if re.search(r"\b(?:show|list|what|which|see|view|check|display|print|status|verbose|tell|are|is)\b", text, re.I):
            return "sudo ufw status verbose"
        return None
    if re.search(r"\breload\w*\b|\bre-?read\b|\bpick\s+up\b|\bapply\s+(?:the\s+)?(?:new\s+)?(?:changes|rules)\b", text, re.I) and not has_target:
        return "sudo ufw reload"
    if re.search(r"\brestart\w*\b", text, re.I) and not has_target:
        return "sudo systemctl restart ufw"
    # a routed (forwarded) rule between interfaces
    if re.search(r"\broute\b|\brouted\b|\bforward\w*\b", text, re.I) and (iif or oif):
        action = _ufw_action(re.sub(r"\b(?:let|allow\w*)\b", " ", text)) or "allow"
        action = "allow" if action not in ("deny", "reject", "limit") else action
        words = [f"sudo ufw route {action}"]
        if iif:
            words.append(f"in on {iif}")
        if oif:
            words.append(f"out on {oif}")
        src = next((a for role, a in addrs if role == "src"), None)
        dst = next((a for role, a in addrs if role == "dst"), None)
        return " ".join(words + _ufw_ends(src, dst, ports))
    # a rule deleted: by its number, or by what it says
    deleted = re.search(r"\b(?:delete|remove|get\s+rid\s+of|drop|erase|undo|revoke|take\s+(?:out|away|back)|kill)\b(?=.*\brules?\b)|\bufw\s+delete\b|\bunblock\b|"
                        r"\b(?:no\s+longer|stop)\s+(?:block|allow|deny|reject|limit)\w*", text, re.I)
    if deleted:
        number = _rule_number(text)
        several = re.search(r"\brules?\s*(?:numbers?\s*)?#?(\d+(?:\s*(?:,|and|&)\s*#?\d+)+)\b", text, re.I)
        if several and not (addrs or app):
            numbers = sorted({int(n) for n in re.findall(r"\d+", several.group(1))}, reverse=True)   # the last first: the numbers shift
            return " && ".join(f"sudo ufw {force}delete {n}" for n in numbers)
        if number and not (addrs or app):
            return f"sudo ufw {force}delete {number}"
        if re.search(r"\bunblock\b|\b(?:no\s+longer|stop)\s+(?:block|deny)\w*", text, re.I):
            action = "deny"
        elif re.search(r"\b(?:no\s+longer|stop)\s+allow\w*", text, re.I):
            action = "allow"
        else:
            action = _ufw_action(text[:deleted.start()] + " " + text[deleted.end():])
        if action is None:
            return None
        body = _ufw_body(text, action)
        return f"sudo ufw {force}delete {body}" if body else None
    # questions and listings: the status, the rules added, the listening report
    rule_words = _ufw_action(text)
    asked = re.search(r"\b(?:show|list|display|print|see|view|dump|what|which|check|get|give|report|tell|status|is|are)\b|\?\s*$", text, re.I)
    if not has_target and (asked or not rule_words):
        if re.search(r"\bshow\s+added\b|\b(?:rules?\s+(?:(?:that\s+)?(?:i|we)(?:'?ve|\s+have)?|you'?ve)\s+added|added\s+rules)\b|\b(?:inactive|disabled|not\s+(?:active|enabled|running))\b", text, re.I):
            return "sudo ufw show added"
        if re.search(r"\blisten\w*\b", text, re.I):
            return "sudo ufw show listening"
        if re.search(r"\braw\b", text, re.I):
            return "sudo ufw show raw"
        if re.search(r"\bnumber(?:s|ed)?\b|\bindex(?:es)?\b", text, re.I):
            return "sudo ufw status numbered"
        if re.search(r"\bverbose\b|\bpolic(?:y|ies)\b|\bdefaults?\b|\bdetail\w*\b|\blogging\s+level\b", text, re.I):
            return "sudo ufw status verbose"
        if asked and re.search(r"\bstatus\b|\brules?\b|\b(?:on|active|enabled|running|up|working)\b|\bports?\b", text, re.I) and not re.search(r"\b(?:turn|switch|enable|disable|activate|start)\b", text, re.I):
            return "sudo ufw status"
    # on and off
    if not has_target:
        if re.search(r"\b(?:disable\w*|deactivate\w*)\b|\b(?:turn|switch|shut)\s+(?:(?:the\s+|ufw\s+|firewall\s+|it\s+)*)?(?:off|down)\b|\bstop\s+(?:the\s+)?(?:ufw|firewall)\b", text, re.I):
            return "sudo ufw disable"
        if re.search(r"\b(?:enable\w*|activate\w*)\b|\b(?:turn|switch)\s+(?:(?:the\s+|ufw\s+|firewall\s+|it\s+)*)?on\b|\bstart\s+(?:up\s+)?(?:the\s+)?(?:ufw|firewall)\b|\bbring\s+up\b|\bon\s+at\s+boot\b", text, re.I):
            return f"sudo ufw {force}enable"
        return None
    # a rule: one action, said as a task, not asked about
    polite = re.search(r"^\s*(?:can|could|would|will)\s+(?:you|i|we)\b", text, re.I)
    if rule_words is None or not polite and re.search(r"^\s*(?:why|how|what|which|where|when|does|do|did|is|are|was|were|can|could|should|explain)\b|\?\s*$", text, re.I):
        return None
    if re.search(r"\beverything\s+else\b|\ball\s+(?:the\s+)?(?:rest|others?)\b|\botherwise\b|\bexcept\b", text, re.I):
        return None   # a rule and a policy: two commands
    verbs = {re.sub(r"\W", "", v.lower()).replace("block", "deny").replace("open", "allow").replace("close", "deny")
             for v in re.findall(rf"\b(allow|deny|block|reject|limit|open|close)\s+(?:(?:ports?|tcp|udp|from|to|in|out)\s+)*(?=\d|{_ADDR}|(?:ssh|https?|dns|smtp|mysql|postgres)\b)", text, re.I)}
    if len(verbs) > 1:
        return None   # two rules in one request
    body = _ufw_body(text, rule_words)
    if body is None:
        return None
    comment = re.search(r"\bcomment(?:ed)?\s+(?:it\s+)?(?:as\s+|with\s+)?['\"]([^'\"]+)['\"]|\bwith\s+(?:the\s+|a\s+)?comment\s+['\"]([^'\"]+)['\"]", text, re.I)
    note = f" comment '{comment.group(1) or comment.group(2)}'" if comment else ""
    position = _position(text)
    return f"sudo ufw {'insert ' + position + ' ' if position else ''}{body}{note}"


def bare_rule(m: re.Match) -> str | None:
    """A firewall rule said without a tool ("block all traffic from 203.0.113.5", "deny 198.51.100.0/24 access to
    mysql on 3306", "open port 8080/tcp"): ufw's, Debian's and Ubuntu's firewall; a rule that drops or accepts by
    those words ("drop mysql 3306 coming in on eth1") iptables'. Ports said bare need the words of traffic."""
    text = m.string
    if re.search(r"\b(?:nginx|apache2?|htaccess|hosts|sshd?_config|ssh\s+(?:-\w|config)|sftp|scp|session|shell|nc|netcat|ncat|socat|tunnel\w*|listen\w*|"
                 r"python|node|npm|docker|kubectl|selinux|apparmor|grant|pg_hba|sudoers|cors|browser|database|table|user|users|login|password|stash|"
                 r"process|pid|kill|fuser|lsof|ss|netstat|nmap|scan\w*|curl|wget|nft|iptables|ufw|fail2ban|jails?|file|files|folder|directory)\b|https?://|\S@\S", text, re.I):
        return None
    ports, _, _ = _target(text)
    addrs = _addresses(text)
    if not (ports or addrs):
        return None
    verb = re.sub(r"\W+", "", m.group("verb").lower())
    traffic = re.search(r"\b(?:traffic|packets|connections?|access|incoming|inbound|outgoing|outbound|coming\s+in|going\s+out|firewall|public|internet|"
                        r"outside|world)\b|\bon\s+(?:interface\s+)?" + _IFACE, text, re.I)
    port_words = re.search(r"\bports?\b|/(?:tcp|udp)\b|\b(?:tcp|udp)\b", text, re.I)
    if verb in ("drop", "accept"):
        return iptables_task(m) if traffic and (ports or addrs) else None
    if verb in ("open", "close"):
        if not re.search(r"^\s*(?:please\s+)?(?:open|close)\s+(?:up\s+)?(?:the\s+)?(?:(?:tcp|udp)\s+)?(?:ports?\s+)?\d", text, re.I):
            return None
        if verb == "close" and not traffic:
            return None   # "close port 3000" may as well mean the program listening there
    elif not addrs and not (port_words or traffic):
        return None
    return ufw_task(m)


# ---------------------------------------------------------------- nftables

_FAM = r"(?:inet|ip6|ip|arp|bridge|netdev)"
_NOT_TABLES = frozenset("""saddr daddr address addresses addr set sets family families table tables protocol rules rule traffic packets
dport sport version and or to from in on chain chains only with of the a an for that this is are any all every called named
forwarding forward route routes range ranges list lists ruleset nft nftables it its""".split())
_NOT_CHAINS = frozenset("""itself of in on to for the a an inet ip ip6 table with and that which called named base new whole entire same
this regular nft nftables its my our each every custom user-defined is are it rule rules hook type policy priority
filter nat route handle handles first top""".split())
_NOT_SETS = frozenset("""address addresses ipv4 ipv6 named called the a an nft nftables new this that it its my ip
element elements type of in to from any is are one""".split())


def _nft_place(text: str) -> tuple[str | None, str | None, str | None]:
    """The family, table and chain a request names: "table inet filter", "inet filter input", "the input chain of
    table inet filter", "a table called filter in the inet family", "chain input in inet filter"."""
    fam = table = chain = None
    m = re.search(rf"\btable\s+(?:(?:called|named)\s+)?['\"]?(?:(?P<f>{_FAM})\s+)?(?P<t>[A-Za-z_][\w-]*)", text, re.I)
    if m and m.group("t").lower() not in _NOT_TABLES and not re.fullmatch(_FAM, m.group("t"), re.I):
        fam, table = m.group("f"), m.group("t")
    if table is None:
        for m in re.finditer(rf"\b(?P<f>{_FAM})\s+(?P<t>[A-Za-z_][\w-]*)(?:\s+table)?\b", text, re.I):
            if m.group("t").lower() not in _NOT_TABLES and not re.fullmatch(_FAM, m.group("t"), re.I):
                fam, table = m.group("f"), m.group("t")
                break
    if fam is None:
        f = re.search(rf"\b(?P<f>{_FAM})\s+family\b|\bfamily\s+(?P<f2>{_FAM})\b", text, re.I)
        fam = (f.group("f") or f.group("f2")) if f else None
    if table:
        after = re.search(rf"\b{re.escape(table)}\s+(?:table\s+)?(?:chain\s+)?['\"]?(?P<c>[A-Za-z_][\w-]*)", text[text.find(table):], re.I)
        if after and after.group("c").lower() in _HOOK_CHAINS:
            chain = after.group("c")
    if chain is None:
        for pattern in (r"\bchain\s+(?:called\s+|named\s+)?['\"]?(?P<c>[A-Za-z_][\w-]*)", r"\b(?P<c>[A-Za-z_][\w-]*)['\"]?\s+chain\b"):
            for c in re.finditer(pattern, text, re.I):
                if c.group("c").lower() not in _NOT_CHAINS and c.group("c") != table:
                    chain = c.group("c")
                    break
            if chain:
                break
    return (fam.lower() if fam else None), table, chain


def _nft_set(text: str) -> str | None:
    """The named set a request means: "the blocklist set", "set named blocklist", "@blocklist"."""
    for pattern in (r"@(?P<s>[A-Za-z_][\w-]*)", r"\bset\s+(?:called\s+|named\s+)?['\"]?(?P<s>[A-Za-z_][\w-]*)", r"\b(?:named|called)\s+['\"]?(?P<s>[A-Za-z_][\w-]*)",
                    r"\b(?P<s>[A-Za-z_][\w-]*)['\"]?\s+set\b"):
        for m in re.finditer(pattern, text, re.I):
            if m.group("s").lower() not in _NOT_SETS and not re.fullmatch(_FAM, m.group("s"), re.I):
                return m.group("s")
    return None


def _nft_where(fam: str | None, table: str) -> str:
    return f"{fam} {table}" if fam else table


def _braced(items: list[str]) -> str:
    return f"'{{ {', '.join(items)} }}'" if len(items) > 1 else items[0]


def _nft_rule_body(text: str) -> str | None:
    """An nft rule's match and verdict: ``ip saddr 203.0.113.7 drop``, ``tcp dport '{ 80, 443 }' accept``,
    ``iif lo accept``, ``ip saddr @blocklist drop``, ``tcp dport 22 counter accept``, ``ct state established,related accept``."""
    body = re.sub(r"['\"][^'\"]*['\"]", " ", text)
    if re.search(r"\breject\w*\b", body, re.I):
        verdict = "reject"
    elif re.search(r"\b(?:drop\w*|block|blocks|blocked|blocking|deny|denies|discard\w*|ban)\b", body, re.I):
        verdict = "drop"
    elif re.search(r"\b(?:accept\w*|allow\w*|permit\w*|let|lets|open)\b|\baccept-", body, re.I):
        verdict = "accept"
    else:
        jump = re.search(r"\bjump\s+(?:to\s+)?(?:chain\s+)?([A-Za-z_][\w-]*)", body, re.I)
        if jump:
            verdict = f"jump {jump.group(1)}"
        elif re.search(r"\bcount(?:s|er|ers|ing)?\b", body, re.I):
            verdict = ""   # a counter alone
        else:
            return None
    v6 = bool(re.search(r"\bipv6\b|\bip6\b", body, re.I))
    parts = []
    iif, oif = _interfaces(text)
    if iif == "lo":
        parts.append("iif lo")
    elif iif:
        parts.append(f"iifname {iif}")
    if oif:
        parts.append(f"oifname {oif}")
    addrs = _addresses(text)
    for role, a in addrs:
        fam = "ip6" if ":" in a else "ip"
        parts.append(f"{fam} {'saddr' if role == 'src' else 'daddr'} {a}")
    if not addrs and re.search(r"\bset\b|@\w", body, re.I):
        s = _nft_set(text)
        if s is None:
            return None
        role = "daddr" if re.search(r"\bto\s+(?:any\s+)?(?:address(?:es)?\s+)?(?:in\s+)?(?:the\s+)?@?\w+\s+set\b|\bdestination", body, re.I) else "saddr"
        parts.append(f"{'ip6' if v6 else 'ip'} {role} @{s}")
    ports, proto, _ = _target(re.sub(r"\b(?:handle|priority|position)\s+\d+", " ", text))
    if re.search(r"\bping\b|\becho[\s-]request\b", body, re.I):
        parts.append("icmpv6 type echo-request" if v6 else "icmp type echo-request")
    elif ports:
        parts.append(f"{proto or 'tcp'} dport {_braced([p.replace(':', '-') for p in ports])}")
    states = [s for s in ("established", "related", "invalid", "new") if re.search(rf"\b{s}\b", body, re.I) and (s != "new" or re.search(r"\bnew\s+connections\b|\bstate\s+new\b", body, re.I))]
    if states:
        parts.append(f"ct state {','.join(states)}")
    rate = re.search(r"\b(\d+)\s*(?:/|(?:per|an?|every)\b)\s*(s|sec|second|minute|min|m|hour|h|day|d)\b", body, re.I)
    if rate:
        unit = {"s": "second", "sec": "second", "min": "minute", "m": "minute", "h": "hour", "d": "day"}.get(rate.group(2).lower(), rate.group(2).lower())
        parts.append(f"limit rate {rate.group(1)}/{unit}")
    if re.search(r"\bcount(?:s|er|ers|ing)?\b", body, re.I):
        parts.append("counter")
    if re.search(r"\blog(?:s|ged|ging)?\b", body, re.I):
        prefix = re.search(r"\bprefix\s+(?:of\s+)?['\"]([^'\"]*)['\"]", text, re.I)
        parts.append(f"log prefix '\"{prefix.group(1)}\"'" if prefix else "log")
    if not parts and not re.search(r"\beverything\b|\ball\s+(?:traffic|packets)\b", body, re.I):
        return None
    return " ".join(parts + [verdict]).strip()


def nft_task(m: re.Match) -> str | None:
    """nftables' everyday commands, composed from the family, table, chain, set and the request's verb."""
    text = m.string
    if _OTHER_FIREWALLS.search(text):
        return None
    fam, table, chain = _nft_place(text)
    path = _file(text)
    handles = "-a " if re.search(r"\bhandles?\b", text, re.I) and not re.search(r"\bhandle\s+\d+", text, re.I) else ""
    # files: checked, saved, loaded
    if path and not re.search(r"^/\d", path):
        if re.search(r"\bcheck\w*|\bvalidat\w*|\bsyntax\b|\bdry[\s-]?run\b|\btest\w*|\bwithout\s+(?:actually\s+)?(?:applying|loading)|\blint\b|\berrors?\b", text, re.I):
            return f"sudo nft -c -f {path}"
        if re.search(r"\b(?:save|saves|saving|write|writes|dump|export|back\s*up|backup|store|persist)\w*\b", text, re.I) and re.search(r"\b(?:to|into|in|as)\s+\S*" + re.escape(path), text, re.I):
            return _saved_to("nft list ruleset", path)
        if re.search(r"\b(?:load|apply|restore|import|read|run|activate|use)\w*\b", text, re.I):
            return f"sudo nft -f {path}"
        return None
    if re.search(r"\bmonitor\w*\b|\bwatch\b|\blive\b", text, re.I) and not table:
        return "sudo nft monitor"
    add = re.search(r"\b(?:add|adds|adding|create|make|new|define|put|insert\w*|append\w*|prepend\w*|allow\w*|block\w*|deny|permit|count\w*)\b|\brule\s+to\b|"
                    r"\b(?:drop|accept|reject)\w*\b", text, re.I)
    # flushed
    if re.search(r"\bflush\w*|\bempty\b|\bclear\w*|\bwipe\w*|\bremove\s+(?:all|every)\s+(?:the\s+)?rules\b|\bdelete\s+(?:all|every)\s+(?:the\s+)?rules\b", text, re.I):
        if chain and table:
            return f"sudo nft flush chain {_nft_where(fam, table)} {chain}"
        if re.search(r"\bset\b", text, re.I) and table and _nft_set(text):
            return f"sudo nft flush set {_nft_where(fam, table)} {_nft_set(text)}"
        if table and not re.search(r"\bruleset\b|\beverything\b", text, re.I):
            return f"sudo nft flush table {_nft_where(fam, table)}"
        if re.search(r"\bruleset\b|\beverything\b|\bentire\b|\bwhole\b|\ball\b", text, re.I) and not chain:
            return "sudo nft flush ruleset"
        return None
    # deleted: a rule by its handle, an element, a set, a chain, a table
    if re.search(r"\b(?:delete|remove|get\s+rid\s+of|take\s+out)\b|\bdrop\s+(?:the\s+)?(?:[\w-]+\s+)?(?:table|chain|set|rule|element)\b", text, re.I):
        handle = re.search(r"\bhandle\s+#?(\d+)\b", text, re.I)
        if handle:
            return f"sudo nft delete rule {_nft_where(fam, table)} {chain} handle {handle.group(1)}" if table and chain else None
        addrs = [a for _, a in _addresses(text)]
        s = _nft_set(text) if re.search(r"\bset\b", text, re.I) else None
        if addrs and s and table:
            return f"sudo nft delete element {_nft_where(fam, table)} {s} '{{ {', '.join(addrs)} }}'"
        if re.search(r"\bset\b", text, re.I) and s and table:
            return f"sudo nft delete set {_nft_where(fam, table)} {s}"
        if re.search(r"\bchain\b", text, re.I) and chain and table and not re.search(r"\brule\b", text, re.I):
            return f"sudo nft delete chain {_nft_where(fam, table)} {chain}"
        if re.search(r"\btable\b", text, re.I) and table and not re.search(r"\b(?:rule|chain)\b", text, re.I):
            return f"sudo nft delete table {_nft_where(fam, table)}"
        return None
    # listed
    listing = re.search(r"\b(?:list|lists|show|shows|dump|print|display|see|view|inspect|what|which|whats|what's|need|get|look|contents?|cat)\b|\?\s*$", text, re.I)
    if listing and not re.search(r"\b(?:add|create|make|insert|append|define|put)\b", text, re.I):
        s = _nft_set(text) if re.search(r"\bset\b", text, re.I) else None
        if re.search(r"\btables\b", text, re.I) and not table:
            return "sudo nft list tables"
        if re.search(r"\bsets\b", text, re.I) and not s:
            return "sudo nft list sets"
        if re.search(r"\bchains\b", text, re.I) and not chain:
            return "sudo nft list chains"
        if s and table:
            return f"sudo nft {handles}list set {_nft_where(fam, table)} {s}"
        if chain and table:
            return f"sudo nft {handles}list chain {_nft_where(fam, table)} {chain}"
        if table:
            return f"sudo nft {handles}list table {_nft_where(fam, table)}"
        if chain or s:
            return None
        return f"sudo nft {handles}list ruleset"
    if not add:
        return None
    where = _nft_where(fam, table) if table else None
    # a set made
    if (re.search(r"\bset\b", text, re.I) and not re.search(r"\brule\b|\bset\s+of\s+rules\b", text, re.I) and not _addresses(text)
            and re.search(r"\b(?:add|create|make|new|define)\b", text, re.I) and not re.search(r"\b(?:drop|accept|reject|block|allow|deny)(?:s|ed|ing)?\b", text, re.I)):
        s = _nft_set(text)
        kind = ("ipv4_addr" if re.search(r"\bipv4\b|\bip\s+address|\baddresses\b|\baddress\b", text, re.I) and not re.search(r"\bipv6\b", text, re.I)
                else "ipv6_addr" if re.search(r"\bipv6\b", text, re.I)
                else "inet_service" if re.search(r"\bports?\b|\bservices?\b", text, re.I)
                else "ether_addr" if re.search(r"\bmac\b|\bether\w*\b", text, re.I) else None)
        if not (s and where and kind):
            return None
        flags = " flags interval;" if re.search(r"\bcidr\b|\bnetworks?\b|\bsubnets?\b|\bprefix\w*\b|\branges?\b|\binterval\b", text, re.I) else ""
        timeout = re.search(r"\btimeout\s+(?:of\s+)?(\d+)\s*(s|m|h|d)\w*\b|\bexpire\w*\s+after\s+(\d+)\s*(s|m|h|d)\w*\b", text, re.I)
        if timeout:
            flags += f" flags timeout; timeout {timeout.group(1) or timeout.group(3)}{(timeout.group(2) or timeout.group(4)).lower()};"
            flags = flags.replace(" flags interval; flags timeout;", " flags interval,timeout;")
        return f"sudo nft add set {where} {s} '{{ type {kind};{flags} }}'"
    # elements put into a set
    if re.search(r"\bset\b", text, re.I) and _addresses(text) and re.search(r"\b(?:put|add|adds|insert|into|in)\b", text, re.I) and not re.search(r"\b(?:drop|accept|reject|block)(?:s|ed|ing)?\b", text, re.I):
        s = _nft_set(text)
        if not (s and where):
            return None
        return f"sudo nft add element {where} {s} '{{ {', '.join(a for _, a in _addresses(text))} }}'"
    # a chain made: a base chain with its type, hook, priority and policy, or a regular one
    if re.search(r"\bchain\b", text, re.I) and not re.search(r"\brule\b", text, re.I) and re.search(r"\b(?:add|create|make|new|define)\b", text, re.I) and not _addresses(text) and not _ports(text):
        if not (where and chain):
            return None
        hook = re.search(r"\b(input|output|forward|prerouting|postrouting|ingress|egress)\s+hook\b|\bhook\s+(input|output|forward|prerouting|postrouting|ingress|egress)\b", text, re.I)
        base = hook or re.search(r"\bbase\b|\bhook\b|\bpriority\b|\bpolicy\b", text, re.I)
        if not base:
            return f"sudo nft add chain {where} {chain}"
        hook_name = (hook.group(1) or hook.group(2)).lower() if hook else chain.lower() if chain.lower() in _HOOK_CHAINS else None
        if hook_name is None:
            return None
        kind = re.search(r"\b(filter|nat|route)\s+type\b|\btype\s+(filter|nat|route)\b", text, re.I)
        kind = (kind.group(1) or kind.group(2)).lower() if kind else "filter"
        prio = re.search(r"\bpriority\s+(-?\d+|filter|raw|mangle|srcnat|dstnat|security)\b", text, re.I)
        policy = re.search(r"\bpolicy\s+(?:of\s+|to\s+)?(accept|drop)\b|\b(accept|drop)\s+policy\b|\bdefault\s+(?:to\s+)?(accept|drop)\b", text, re.I)
        spec = f"type {kind} hook {hook_name} priority {prio.group(1) if prio else '0'};"
        if policy:
            spec += f" policy {(policy.group(1) or policy.group(2) or policy.group(3)).lower()};"
        return f"sudo nft add chain {where} {chain} '{{ {spec} }}'"
    # a table made
    if re.search(r"\btable\b", text, re.I) and not re.search(r"\b(?:rule|chain)\b", text, re.I) and re.search(r"\b(?:add|create|make|new|define)\b", text, re.I):
        return f"sudo nft add table {where}" if where else None
    # a rule added or inserted
    if not (where and chain):
        return None
    body = _nft_rule_body(text)
    if body is None:
        return None
    verb = "insert" if re.search(r"\binsert\w*|\bprepend\w*|\bat\s+the\s+(?:very\s+)?(?:top|start|beginning|front)\b|\bfirst\s+(?:rule|position)\b", text, re.I) else "add"
    return f"sudo nft {verb} rule {where} {chain} {body}"


# ---------------------------------------------------------------- iptables

_BUILTIN = ("INPUT", "OUTPUT", "FORWARD", "PREROUTING", "POSTROUTING")
_NOT_IPT_CHAINS = frozenset("""itself of in on to for the a an with and that which called named new whole entire same this is it rule
rules first top default policy its my nat filter mangle raw iptables ip6tables custom user-defined own separate
whole every each one chain chains empty""".split())


def _ipt_chains(text: str) -> list[str]:
    """The chains a request names, in its order: INPUT, OUTPUT … (capitals, or "the input chain"), and named ones
    ("chain called BLOCKLIST", "the BLOCKLIST chain")."""
    found = []
    for m in re.finditer(r"\b(INPUT|OUTPUT|FORWARD|PREROUTING|POSTROUTING)\b", text):
        found.append((m.start(), m.group(1)))
    for m in re.finditer(r"\b(input|output|forward|prerouting|postrouting)\s+chain\b", text, re.I):
        found.append((m.start(), m.group(1).upper()))
    for pattern in (r"\bchain\s+(?:called\s+|named\s+)?['\"]?([A-Za-z][\w-]*)", r"\b['\"]?([A-Za-z][\w-]*)['\"]?\s+chain\b"):
        for m in re.finditer(pattern, text):
            if m.group(1).lower() not in _NOT_IPT_CHAINS:
                found.append((m.start(1), m.group(1).upper() if m.group(1).upper() in _BUILTIN else m.group(1)))
    return list(dict.fromkeys(c for _, c in sorted(found)))


def _ipt_target(text: str, chains: list[str]) -> tuple[str | None, str | None]:
    """The jump target and the chain of the rule: a named chain traffic is sent through ("through the BLOCKLIST
    chain", "jump to BLOCKLIST") is the target, the other chain the rule's."""
    for c in chains:
        if c not in _BUILTIN and re.search(rf"\b(?:through|jump\w*\s+(?:to\s+)?|into|to|via|send\w*\s+(?:\w+\s+)*?to)\s+(?:the\s+)?(?:chain\s+)?['\"]?{re.escape(c)}\b", text, re.I):
            rest = [x for x in chains if x != c]
            return c, (rest[0] if rest else None)
    return None, (chains[0] if chains else None)


def _ipt_spec(text: str, chain: str, ipv6: bool) -> list[str] | None:
    """The match options of an iptables rule in the usual order: ``-i``, ``-o``, ``-p``, ``-s``, ``-d``,
    ``--dport`` or ``-m multiport --dports``, ``--icmp-type``, ``-m conntrack --ctstate``, ``-m limit --limit``."""
    opts = []
    iif, oif = _interfaces(text)
    if iif and chain not in ("OUTPUT", "POSTROUTING"):
        opts.append(f"-i {iif}")
    if oif and chain not in ("INPUT", "PREROUTING"):
        opts.append(f"-o {oif}")
    body = re.sub(r"['\"][^'\"]*['\"]|\b(?:with\s+(?:an?\s+)?)?icmp[\s-](?:port|host|net|admin)[\s-]\w+", " ", text, flags=re.I)
    ports, proto, _ = _target(body)
    if re.search(r"\bping\w*\b|\becho[\s-]request\b|\bicmp\b", body, re.I):
        icmp = "ipv6-icmp" if ipv6 else "icmp"
        opts.append(f"-p {icmp}")
        if re.search(r"\bping\w*\b|\becho[\s-]request\b", body, re.I):
            opts.append("--icmpv6-type echo-request" if ipv6 else "--icmp-type echo-request")
        ports = []
    elif ports:
        opts.append(f"-p {proto or 'tcp'}")
    elif proto:
        opts.append(f"-p {proto}")
    for role, a in _addresses(text):
        opts.append(f"{'-s' if role == 'src' else '-d'} {a}")
    if len(ports) > 1:
        opts.append(f"-m multiport --dports {','.join(ports)}")
    elif ports:
        opts.append(f"--dport {ports[0]}")
    states = [s.upper() for s in ("established", "related", "invalid") if re.search(rf"\b{s}\b", body, re.I)]
    if re.search(r"\bnew\s+(?:\w+\s+)?connections\b|\bstate\s+new\b", body, re.I):
        states.append("NEW")
    if states:
        opts.append(f"-m conntrack --ctstate {','.join(states)}")
    rate = re.search(r"\b(\d+)\s*(?:/|(?:per|an?|every)\b)\s*(s|sec|second|minute|min|m|hour|h|day|d)\b", body, re.I)
    if rate:
        unit = {"s": "second", "sec": "second", "min": "minute", "m": "minute", "h": "hour", "d": "day"}.get(rate.group(2).lower(), rate.group(2).lower())
        opts.append(f"-m limit --limit {rate.group(1)}/{unit}")
        burst = re.search(r"\bburst\s+(?:of\s+)?(\d+)", body, re.I)
        if burst:
            opts.append(f"--limit-burst {burst.group(1)}")
    return opts


def _ipt_jump(text: str, target_chain: str | None) -> str | None:
    """The rule's target: LOG with its prefix, REJECT (with a TCP reset or an ICMP message), DROP, ACCEPT, or a named chain."""
    if target_chain:
        return f"-j {target_chain}"
    body = re.sub(r"['\"][^'\"]*['\"]", " ", text)
    if re.search(r"\bLOG\b|\blog\w*\b", body):
        if re.search(r"\b(?:and|then)\s+(?:drop|reject|accept|block)\w*", body, re.I):
            return None   # two rules
        prefix = re.search(r"\bprefix\s+(?:of\s+)?['\"]([^'\"]*)['\"]", text, re.I)
        return "-j LOG" + (f' --log-prefix "{prefix.group(1)}"' if prefix else "")
    if re.search(r"\breject\w*\b", body, re.I):
        with_ = ""
        if re.search(r"\btcp[\s-]?(?:reset|rst)\b|\brst\b|\breset\b", body, re.I):
            with_ = " --reject-with tcp-reset"
        elif re.search(r"\bport[\s-]unreachable\b", body, re.I):
            with_ = " --reject-with icmp-port-unreachable"
        elif re.search(r"\bhost[\s-]prohibited\b", body, re.I):
            with_ = " --reject-with icmp-host-prohibited"
        elif re.search(r"\badmin\w*[\s-]prohibited\b", body, re.I):
            with_ = " --reject-with icmp-admin-prohibited"
        return "-j REJECT" + with_
    if re.search(r"\b(?:drop\w*|block|blocks|blocked|blocking|deny|denies|discard\w*|ban|close)\b", body, re.I):
        return "-j DROP"
    if re.search(r"\b(?:accept\w*|allow\w*|permit\w*|let|lets|open|whitelist)\b", body, re.I):
        return "-j ACCEPT"
    if re.search(r"\breturn\b", body, re.I):
        return "-j RETURN"
    if re.search(r"\brate[\s-]*limit\w*|\blimit\b|\bthrottl\w*", body, re.I):
        return "-j ACCEPT"   # a rate limit lets through what stays under it
    return None


def iptables_task(m: re.Match) -> str | None:
    """iptables' and ip6tables' everyday commands, composed from the chain, table, match and target the request says."""
    text = m.string
    if _OTHER_FIREWALLS.search(text) or re.search(r"\bnft\b|\bnftables\b|\bufw\b|\bfail2ban\b", text, re.I) and not re.search(r"\biptables\b", text, re.I):
        return None
    if re.search(r"^\s*(?:why|how\s+(?:do|does|can|come|to|would|should)|explain)\b|\bwhat\s+(?:does|is|are)\b(?!.*\b(?:rules|polic\w*)\b)|\beverything\s+else\b|\botherwise\b|\bexcept\b|\binstall\w*\b", text, re.I):
        return None
    ipv6 = bool(re.search(r"\bip6tables\w*|\bipv6\b|\bip6\b|\bv6\b|\.v6\b", text, re.I) or any(":" in a for _, a in _addresses(text)))
    prog = "ip6tables" if ipv6 else "iptables"
    if re.search(r"\bpersist\w*\b|\bsurvive\s+(?:a\s+)?reboots?\b|\bacross\s+reboots?\b|\bafter\s+(?:a\s+)?reboot\b|\bnetfilter-persistent\b", text, re.I) and not _file(text):
        return "sudo netfilter-persistent save"
    path = _file(text)
    # saved and restored
    if path and re.search(r"\bsave\w*|\bdump\w*|\bexport\w*|\bpersist\w*|\bback\s*up|\bbackup\b|\bwrite\b|\bstore\b|-save\b", text, re.I) and not re.search(r"\brestor\w*|\bload\w*", text, re.I):
        return _saved_to(f"{prog}-save", path)
    if path and re.search(r"\brestor\w*|\bload\w*|\bapply\w*|\bimport\w*|\bread\s+(?:back|in)\b|-restore\b", text, re.I):
        test = " --test" if re.search(r"\btest\w*|\bdry[\s-]?run\b|\bpars\w*|\bcheck\w*|\bsyntax\b|\bvalid\w*|\bwithout\s+(?:actually\s+)?(?:applying|loading)", text, re.I) else ""
        return f"sudo {prog}-restore{test} < {path}"
    if re.search(r"\b(?:iptables|ip6tables)-save\b", text, re.I) and not path and re.search(r"\b(?:show|print|run|dump|see|list|display)\b", text, re.I) and not re.search(r"\bstyle\b|\bformat\b|\blike\b", text, re.I):
        return f"sudo {prog}-save"
    chains = _ipt_chains(text)
    jump_chain, chain = _ipt_target(text, chains)
    nat = bool(re.search(r"\bnat\b|\bmasquerad\w*|\bredirect\w*|\bdnat\b|\bsnat\b|\bport[\s-]?forward\w*|\bforward\w*\s+(?:(?:incoming|inbound)\s+)?(?:(?:tcp|udp)\s+)?port\b|"
                         r"\bPREROUTING\b|\bPOSTROUTING\b", text, re.I))
    table = "-t nat " if nat else "-t mangle " if re.search(r"\bmangle\b", text, re.I) else "-t raw " if re.search(r"\braw\s+table\b", text, re.I) else ""
    addrs = _addresses(text)
    ports = _ports(re.sub(r"['\"][^'\"]*['\"]", " ", text))
    has_spec = bool(addrs or ports or _service(text) or _interfaces(text) != (None, None))
    # a chain made or removed, flushed, zeroed, given a policy
    if re.search(r"\b(?:create|add|make|new)\b", text, re.I) and re.search(r"\bchain\b", text, re.I) and not has_spec and not re.search(r"\brule\b|\bthrough\b|\bjump\b", text, re.I):
        named = [c for c in chains if c not in _BUILTIN]
        return f"sudo {prog} {table}-N {named[0]}" if named else None
    if re.search(r"\bpolicy\b|\bdefault\b", text, re.I) and not has_spec:
        pol = re.search(r"\b(ACCEPT|DROP|accept|drop|deny|block|allow)\b", re.sub(r"['\"][^'\"]*['\"]", " ", text))
        chain = chain or ("OUTPUT" if re.search(r"\boutgoing\b|\boutbound\b", text, re.I) else "FORWARD" if re.search(r"\bforward\w*\b", text, re.I)
                          else "INPUT" if re.search(r"\bincoming\b|\binbound\b", text, re.I) else None)
        if pol and chain in _BUILTIN:
            return f"sudo {prog} {table}-P {chain} {'DROP' if pol.group(1).lower() in ('drop', 'deny', 'block') else 'ACCEPT'}"
        return None   # a policy asked about, or of no chain said
    if re.search(r"\bflush\w*|\bempty\b|\bclear\w*|\bwipe\w*|\b(?:delete|remove)\s+(?:all|every)\s+(?:the\s+)?(?:\w+\s+)?rules\b", text, re.I) and not has_spec and not re.search(r"\bcounters?\b", text, re.I):
        return f"sudo {prog} {table}-F" + (f" {chain}" if chain else "")
    if re.search(r"\b(?:zero|reset|clear)\w*\b.*\bcounters?\b|\bcounters?\b.*\b(?:zero|reset)\w*\b", text, re.I):
        return f"sudo {prog} {table}-Z" + (f" {chain}" if chain else "")
    if re.search(r"\b(?:delete|remove|drop|get\s+rid\s+of)\b\s+(?:the\s+|that\s+|this\s+)?(?:\w+\s+)?(?:user[\s-]defined\s+|custom\s+)?chain\b", text, re.I) and not re.search(r"\brule\b", text, re.I):
        named = [c for c in chains if c not in _BUILTIN]
        return f"sudo {prog} {table}-X {named[0]}" if named else None
    # a rule deleted by its number
    deleted = re.search(r"\b(?:delete|remove|get\s+rid\s+of|take\s+out)\b|\bdrop\s+(?:the\s+)?(?:\w+\s+)?rule\b", text, re.I)
    if deleted:
        number = _rule_number(text)
        if number and not addrs:
            return f"sudo {prog} {table}-D {chain} {number}" if chain else None
        if not chain:
            return None
        rest = text[:deleted.start()] + " " + text[deleted.end():]
        jump = _ipt_jump(rest, jump_chain)
        spec = _ipt_spec(rest, chain, ipv6)
        return f"sudo {prog} {table}-D {chain} {' '.join(spec + [jump])}" if jump and spec else None
    # NAT: a redirect, a port forward, masquerading
    if re.search(r"\bmasquerad\w*", text, re.I):
        _, oif = _interfaces(text)
        iif, _ = _interfaces(text)
        out = oif or iif
        if not out:
            return None
        src = next((a for role, a in addrs if role == "src"), None)
        return f"sudo {prog} -t nat -A POSTROUTING" + (f" -s {src}" if src else "") + f" -o {out} -j MASQUERADE"
    if re.search(r"\bredirect\w*", text, re.I):
        to = re.search(r"\bto\s+(?:the\s+)?(?:local\s+)?(?:port\s+)?(\d{1,5})\b", text, re.I)
        numbers = [n for n in re.findall(r"(?<![\w./:])(\d{1,5})(?![\w.:])", re.sub(_ADDR, " ", text)) if to and n != to.group(1)]
        if not to or len(numbers) != 1:
            return None
        src_port = numbers[0]
        proto = _proto_said(text) or "tcp"
        iif, _ = _interfaces(text)
        where = "OUTPUT" if re.search(r"\blocal(?:ly)?\s+(?:generated|made|originating)\b|\bfrom\s+(?:this\s+(?:box|machine|host)|localhost)\b", text, re.I) else "PREROUTING"
        return f"sudo {prog} -t nat -A {where}" + (f" -i {iif}" if iif else "") + f" -p {proto} --dport {src_port} -j REDIRECT --to-ports {to.group(1)}"
    dnat = re.search(rf"\b(?:forward\w*|dnat)\s+(?:(?:incoming|inbound)\s+)?(?:(?:tcp|udp)\s+)?(?:port\s+)?(\d{{1,5}})\s+(?:on\s+\S+\s+)?to\s+(?:host\s+|server\s+)?({_IP4})(?::(\d{{1,5}}))?"
                     rf"(?:\s+(?:on\s+)?port\s+(\d{{1,5}}))?", text, re.I)
    if dnat and nat:
        iif, _ = _interfaces(text)
        proto = _proto_said(text) or "tcp"
        dest = dnat.group(2) + (f":{dnat.group(3) or dnat.group(4)}" if (dnat.group(3) or dnat.group(4)) else "")
        return f"sudo {prog} -t nat -A PREROUTING" + (f" -i {iif}" if iif else "") + f" -p {proto} --dport {dnat.group(1)} -j DNAT --to-destination {dest}"
    # rules listed
    body = re.sub(r"['\"][^'\"]*['\"]", " ", text)
    jump = _ipt_jump(text, jump_chain)
    asked_rule = jump is not None and (has_spec or jump_chain or re.search(r"\b(?:established|related|invalid|LOG|log|ping\w*|icmp|echo[\s-]request)\b", body) or re.search(r"\b(?:everything|all\s+traffic)\b", body, re.I))
    if not asked_rule or re.search(r"\b(?:list|show|print|display|dump)\b.*\brules\b", body, re.I) and not has_spec:
        if re.search(r"-save\s+style|\bas\s+(?:iptables\s+)?commands\b|\brule\s+specs?\b|\bspecs?\b|\blist-rules\b|(?<!\w)-S\b|\bsave\s+(?:style|format)\b", text, re.I):
            return f"sudo {prog} {table}-S" + (f" {chain}" if chain else "")
        if has_spec or not re.search(r"\b(?:list|lists|listing|show|print|display|dump|see|view|what|which|how\s+many|counters?|packets|hits|numbers|numeric|verbose)\b", body, re.I):
            return None
        if re.search(r"\bhow\s+many\s+rules\b|\bcount\s+(?:the\s+)?rules\b|\bnumber\s+of\s+rules\b", body, re.I):
            return f"sudo {prog} {table}-S" + (f" {chain}" if chain else "") + " | grep -c '^-A'"
        opts = [f"-L{' ' + chain if chain else ''}"]
        if re.search(r"\bnumeric\w*|\bno\s+(?:dns|reverse|name|host)\w*|\bwithout\s+(?:dns|resolving|name|lookups?)\w*|\bdon'?t\s+resolve\b|(?<!\w)-n\b|\bnumerically\b", text, re.I):
            opts.append("-n")
        if re.search(r"\bverbose\b|\bcounters?\b|\bpackets?\b|\bbytes\b|\bhits?\b|\bstats\b|\bstatistics\b|(?<!\w)-v\b", text, re.I):
            opts.append("-v")
        if re.search(r"\bline\s+numbers?\b|\bnumbered\b|\brule\s+numbers\b|\bwith\s+(?:their\s+)?numbers\b|--line-numbers", text, re.I):
            opts.append("--line-numbers")
        return f"sudo {prog} {table}{' '.join(opts)}"
    # a rule checked, appended or inserted
    if chain is None:
        chain = ("OUTPUT" if re.search(r"\b(?:outgoing|outbound|egress)\b|\bgoing\s+out\b|\bleaving\b", body, re.I)
                 else "FORWARD" if re.search(r"\bforward\w*\b|\brouted\b", body, re.I) else "INPUT")
    spec = _ipt_spec(text, chain, ipv6)
    if jump.endswith("tcp-reset") and not any(o.startswith("-p ") for o in spec):
        spec.insert(0, "-p tcp")
    if re.search(r"^\s*(?:does|do|is\s+there|are\s+there)\b|\balready\s+(?:ha[sv]e?|exists?|there)\b|\bcheck\s+(?:if|whether)\b|\bexists?\b|\bcheck\s+with\b", body, re.I):
        return f"sudo {prog} {table}-C {chain} {' '.join(spec + [jump])}"
    position = _position(text)
    if re.search(r"\binsert\w*\b|\bprepend\w*\b|\bat\s+the\s+(?:very\s+)?(?:top|start|beginning|front|head)\b|\bfirst\b|\bbefore\s+(?:all|every|any)", body, re.I) or position:
        where = f"-I {chain}" + (f" {position}" if position and position != "1" or re.search(r"\bposition\s+1\b|\bas\s+rule\s+1\b", body, re.I) else "")
        if re.search(r"\bat\s+the\s+(?:very\s+)?top\b|\bfirst\s+rule\b", body, re.I) and not re.search(r"\bposition\b", body, re.I):
            where = f"-I {chain} 1"
    else:
        where = f"-A {chain}"
    return f"sudo {prog} {table}{where} {' '.join(spec + [jump])}"


# ---------------------------------------------------------------- fail2ban

_NOT_JAILS = frozenset("""the a an every each all any which what that this my fail2ban its running active current same one
its jail jails is are in to from for of and edited my new own""".split())
_JAIL_SETTINGS = (("bantime", r"\bban\s*-?time\b|\bban\s+(?:duration|length)\b|\bhow\s+long\b.*\bban"),
                  ("findtime", r"\bfind\s*-?time\b|\bwindow\b"),
                  ("maxretry", r"\bmax\s*-?retry\b|\bmax(?:imum)?\s+retries\b|\bhow\s+many\s+(?:failures|retries|attempts|tries)\b|\bretries\b|\battempts\s+(?:before|allowed)\b"),
                  ("ignoreip", r"\bignore\s*-?ip\w*\b|\bignore\s+list\b|\bignored\s+(?:ips|addresses)\b|\bwhitelist(?:ed)?\s+(?:ips|addresses)\b"),
                  ("logpath", r"\blog\s*-?path\b|\bwhich\s+log\s+files?\b|\bwhat\s+log\s+files?\b"),
                  ("actions", r"\bactions?\b"))


def _jail(text: str) -> str | None:
    """The jail a request names: "the sshd jail", "jail nginx-http-auth", "sshd jail"; not jail.local."""
    for pattern in (r"(?<!['\w-])['\"]?([\w-]+)['\"]?\s+jail\b(?![.\w-])", r"\bjail\s+(?:called\s+|named\s+)?['\"]?([\w-]+)\b(?![.])"):
        for m in re.finditer(pattern, text, re.I):
            if m.group(1).lower() not in _NOT_JAILS and not re.fullmatch(r"\d+|is|status|list|config\w*|settings?|file|for|at|that|with|and|to|in", m.group(1), re.I):
                return m.group(1)
    m = re.search(r"\b(sshd|recidive|nginx-[\w-]+|apache-[\w-]+|postfix(?:-[\w-]+)?|dovecot|vsftpd|proftpd|pure-ftpd|asterisk|mysqld-auth|named-refused|exim|sendmail-auth)\b", text)
    return m.group(1) if m else None


def _seconds(n: str, unit: str | None) -> str:
    unit = (unit or "s").lower()
    mult = 60 if unit.startswith("m") and not unit.startswith("mo") else 3600 if unit.startswith("h") else 86400 if unit.startswith("d") else 604800 if unit.startswith("w") else 1
    return str(int(n) * mult)


def fail2ban_task(m: re.Match) -> str | None:
    """fail2ban's everyday commands: the jails' status, bans and unbans, the banned list, a jail's settings read and
    changed, its ignore list, a filter tested, the Ban lines of its log, the server reloaded."""
    text = m.string
    if re.search(r"\bfirejail\b|\bchroot\b|\bfreebsd\b|\bjls\b|\biocage\b|\bprison\b", text, re.I):
        return None
    jail = _jail(text)
    addrs = [a for _, a in _addresses(text)]
    count = re.search(r"\b(?:last|latest|recent|newest)\s+(\d+)\b", text, re.I)
    # a filter tested against a log
    if re.search(r"\bfail2ban-regex\b|\bfilter\b", text, re.I) and re.search(r"\btest\w*|\btry\b|\bcheck\w*|\bagainst\b|\bmatch\w*|\bregex\b", text, re.I):
        log = re.search(r"(?<![\w])(?:/|~/|\./)[\w./-]+\.log\b|(?<![\w/])/var/log/[\w./-]+|(?<![\w/.-])[\w.-]+\.log\b", text)
        filt = re.search(r"(?<![\w])/etc/fail2ban/filter\.d/[\w.-]+\.conf\b", text)
        name = re.search(r"\b([\w-]+)\s+(?:fail2ban\s+)?filter\b|\bfilter\s+(?:called\s+|named\s+)?['\"]?([\w-]+)", text, re.I)
        name = next((g for g in (name.groups() if name else ()) if g and g.lower() not in _NOT_JAILS and g.lower() not in ("against", "on", "with")), None)
        if not log or not (filt or name):
            return None
        return f"sudo fail2ban-regex {log.group()} {filt.group() if filt else f'/etc/fail2ban/filter.d/{name}.conf'}"
    # the Ban lines of fail2ban's log
    follow = re.search(r"\bfollow\w*\b|\blive\b|\bwatch\w*\b|\bas\s+they\s+happen\b|\breal[\s-]?time\b", text, re.I)
    if (re.search(r"\bfail2ban\.log\b|\blogs?\b|\bevents?\b|\bhistory\b", text, re.I) or follow) and re.search(r"\b(?:un)?bans?\b|\b(?:un)?banned\b|\bbanning\b", text, re.I):
        word = "Unban" if re.search(r"\bunbans?\b|\bunbanned\b", text, re.I) else "Ban"
        grep = f"sudo grep ' {word} ' /var/log/fail2ban.log"
        if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I) and not re.search(r"\bper\s+(?:ip|address)|\beach\s+(?:ip|address)|\bmost\b|\btop\b", text, re.I):
            return f"sudo grep -c ' {word} ' /var/log/fail2ban.log"
        if re.search(r"\bper\s+(?:ip|address)|\beach\s+(?:ip|address)|\bmost\b|\btop\b|\bwhich\s+ips\b", text, re.I):
            return f"{grep} | awk '{{print $NF}}' | sort | uniq -c | sort -rn"
        if count:
            return f"{grep} | tail -n {count.group(1)}"
        if follow:
            return f"sudo tail -f /var/log/fail2ban.log | grep --line-buffered ' {word} '"
        return grep
    # every ban lifted
    if re.search(r"\bunban\w*\s+(?:all|every(?:one|body|thing)?)\b|\b(?:clear|lift|remove|drop|flush|reset|undo)\w*\s+(?:all|every)\s+(?:the\s+)?(?:fail2ban\s+)?bans?\b|\bunban\s+--all\b", text, re.I) and not addrs:
        return "sudo fail2ban-client unban --all"
    # one address unbanned or banned
    if re.search(r"\bunban\w*\b|\blift\w*\s+(?:the\s+)?ban\b|\bremove\s+(?:the\s+)?ban\b|\bun-?ban\b|\bfree\b|\brelease\b", text, re.I) and addrs:
        if jail and not re.search(r"\b(?:every|all|any)\s+jails?\b|\bacross\b|\beverywhere\b", text, re.I):
            return f"sudo fail2ban-client set {jail} unbanip {' '.join(addrs)}"
        return f"sudo fail2ban-client unban {' '.join(addrs)}"
    # the ignore list at runtime
    if addrs and re.search(r"\bwhitelist\w*|\bignore\w*|\bnever\s+ban\w*|\bexclude\w*|\bexempt\w*|\btrust\w*", text, re.I):
        if not jail:
            return None
        verb = "delignoreip" if re.search(r"\b(?:remove|delete|drop|take)\b.*\b(?:from|off)\b|\bno\s+longer\b|\bun-?whitelist\w*", text, re.I) else "addignoreip"
        return f"sudo fail2ban-client set {jail} {verb} {' '.join(addrs)}"
    if addrs and re.search(r"\bban\b|\bbanip\b|\bblock\b|\bjail\s+(?:the\s+)?(?:ip|address)\b", text, re.I):
        if re.search(r"\bis\b|\bwas\b|\b(?:has|have)\s+been\b|\?\s*$", text, re.I) and not re.search(r"\bmanually\b|\bplease\b", text, re.I):
            return f"sudo fail2ban-client banned {addrs[0]}"
        return f"sudo fail2ban-client set {jail} banip {' '.join(addrs)}" if jail else None
    if addrs and re.search(r"\bbanned\b", text, re.I):
        return f"sudo fail2ban-client banned {addrs[0]}"
    # a jail's settings read and changed
    for name, pattern in _JAIL_SETTINGS:
        if re.search(pattern, text, re.I):
            if not jail:
                return None
            value = re.search(r"\b(?:to|=|at)\s+(\d+)\s*(s|sec\w*|m|mins?|minutes?|h|hours?|hrs?|d|days?|w|weeks?)?\b", text, re.I)
            if value and name != "ignoreip" and re.search(r"\b(?:set|change|make|raise|lower|increase|decrease|bump|put)\b", text, re.I):
                val = _seconds(value.group(1), value.group(2)) if name in ("bantime", "findtime") else value.group(1)
                return f"sudo fail2ban-client set {jail} {name} {val}"
            return f"sudo fail2ban-client get {jail} {name}"
    # the server reloaded, its configuration tested (restarted, started, stopped: systemctl's rows)
    if re.search(r"\b(?:restart|start|stop|enable|disable)\w*\b|\bservice\b|\bsystemctl\b", text, re.I) and not addrs:
        return None
    if re.search(r"\btest\w*\b|\bvalidat\w*|\bsyntax\b|\bcheck\w*\b.*\berrors?\b|\berrors?\b", text, re.I) and re.search(r"\bconfig\w*\b|\bjail\.(?:local|conf)\b|\bjails?\b", text, re.I):
        return "sudo fail2ban-client -t"
    if re.search(r"\breload\w*\b|\bpick\s+up\b|\bre-?read\b|\bapply\b|\bnew\s+config\w*\b|\bchanges\b", text, re.I):
        one = f" {jail}" if jail and not re.search(r"jail\.(?:local|conf)", text) else ""
        return f"sudo fail2ban-client reload{one}"
    # banned addresses, one jail's status, every jail's
    if re.search(r"\bbanned\b|\bbans\b|\bblocked\b", text, re.I):
        if jail and not re.search(r"\b(?:every|all|any)\s+(?:fail2ban\s+)?jails\b|\bacross\b", text, re.I):
            if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
                which = "Total banned" if re.search(r"\btotal\b|\bever\b|\bsince\b|\ball[\s-]time\b", text, re.I) else "Currently banned"
                return f"sudo fail2ban-client status {jail} | grep '{which}'"
            return f"sudo fail2ban-client status {jail}"
        if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
            return None
        return "sudo fail2ban-client banned"
    if re.search(r"\bstatus\b|\bjails?\b|\bshow\b|\blist\b|\bwhat\b|\bwhich\b|\brunning\b|\bactive\b|\benabled\b|\bfail\w*\s+counts?\b", text, re.I):
        if jail:
            return f"sudo fail2ban-client status {jail}"
        if re.search(r"\bjails\b|\bjail\s+list\b|\bstatus\b|\brunning\b|\bactive\b|\benabled\b", text, re.I):
            return "sudo fail2ban-client status"
    return None


ROWS = (
    # "unban 203.0.113.50 from the sshd jail", "whats the bantime for the sshd jail?", "last 20 Ban events from the fail2ban log"
    (re.compile(r"\bfail2ban\b|\bfail2ban-(?:client|regex)\b|\bjail\.(?:local|conf)\b|\bjails?\b(?![.\w-])|\bban\s*-?time\b|\bfind\s*-?time\b|\bmax\s*-?retry\b|\bunban\w*\b|\bbanip\b|\bunbanip\b", re.I),
     fail2ban_task),
    # "show just the input chain of table inet filter", "nft: drop everything from 203.0.113.7 in inet filter input"
    (re.compile(r"\bnft\b|\bnftables\b|\btable\s+(?:inet|ip6?|bridge|netdev|arp)\b|\b(?:inet|ip6|bridge|netdev)\s+(?:filter|nat|mangle|raw)\b|\bnftables\.conf\b|\.nft\b", re.I), nft_task),
    # "append an iptables rule dropping everything from 185.220.101.4", "set INPUT chain default policy to DROP",
    # "masquerade traffic going out eth0", "show the nat table with counters"
    (re.compile(r"\bip6?tables(?:-save|-restore)?\b|\bnetfilter\b|\bmasquerad\w*|\bnat\s+table\b|\btcp[\s-]reset\b|\bconntrack\b|"
                r"\b(?:INPUT|OUTPUT|FORWARD|PREROUTING|POSTROUTING)\b(?=.*\b(?:rules?|chain|polic\w*|accept\w*|drop\w*|reject\w*|block\w*|allow\w*|append|insert|flush|delete|"
                r"packets?|hit|through|LOG|ACCEPT|DROP|REJECT|send|jump|list|show)\b)|"
                r"\b(?:rules?|chain|polic\w*|accept\w*|drop\w*|reject\w*|append|insert|flush|delete|packets?|LOG|send|list|show)\b.*\b(?:INPUT|OUTPUT|FORWARD|PREROUTING|POSTROUTING)\b"),
     iptables_task),
    # "open port 8080/tcp on the firewall, we use ufw", "delete ufw rule #3", "reload ufw"
    (re.compile(r"\bufw\b", re.I), ufw_task),
    # "list ipv6 firewall rules numeric verbose": ip6tables; "turn the firewall on", "show the firewall rules": ufw
    (re.compile(r"\bipv6\s+firewall\s+rules\b|\bfirewall\s+rules\s+for\s+ipv6\b", re.I), iptables_task),
    (re.compile(r"\bfirewall\b", re.I), lambda m: None if _OTHER_TOOL.search(m.string) else ufw_task(m)),
    # "block all traffic from 203.0.113.5", "deny 198.51.100.0/24 access to mysql on 3306", "drop mysql 3306 coming in on eth1"
    (re.compile(r"^\s*(?:please\s+)?(?P<verb>allow|deny|block|open|close|reject|whitelist|blacklist|drop|accept|rate[\s-]?limit)\b", re.I), bare_rule),
)
