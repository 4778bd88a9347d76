"""Networking: addresses, routes, links and the neighbour table (``ip``), firewall rules (``ufw``, ``iptables``,
``nft``), reachability (``ping``), names looked up (``dig``, ``getent hosts``, /etc/hosts entries), ssh tunnels (local
and reverse port forwarding), HTTP with ``curl`` and ``wget`` (certificates, proxies, headers, byte ranges, uploads,
form fields, mirrors, checks without downloading), packet captures (``tcpdump``), sockets (``ss``) and the expiry of a
TLS certificate (``openssl``).
"""

from __future__ import annotations

import re

from serval.model.entities import count_value
from serval.model.phrasebook.shared import options_said


def _leading_number(text: str) -> str:
    """The number a phrase starts with ("2 seconds" → "2", "0.5s" → "0.5")."""
    return re.match(r"[\d.]+", text).group(0)


_IFACE = r"(?:eth|ens|enp|eno|wlan|wlp|wlx|br|bond|tun|wg)[\w.]*\d\w*"
_PING_HOST = re.compile(r"\b(?:ping(?:ing)?|pings?\s+to|(?:reach|get\s+to)(?:es)?)\s+(?:the\s+)?(?:router|gateway|host|server|box|machine|vm|dns\s+server)?\s*(?:ipv[46]\s+)?(?:address\s+)?(?P<host>(?:[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][\w-]*(?:\.[\w-]+)+|[a-z][\w-]*\d[\w-]*))(?![\w.:-])", re.I)
_NUMBER_WORDS = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a\s+hundred|hundred"
_TENS = {"thirty": "30", "forty": "40", "fifty": "50", "hundred": "100", "a hundred": "100", "one": "1"}


def ping_built(m: re.Match) -> str | None:
    """``ping`` with the options said in words: "ping the router 192.168.1.1 fifty times, 0.2s apart" → ``ping -c 50 -i
    0.2 192.168.1.1``; "ping 8.8.8.8 out of eth1 four times" → ``ping -I eth1 -c 4 8.8.8.8``; "keep pinging 1.1.1.1 with a
    timestamp on each line" → ``ping -D 1.1.1.1``. Only where some option is said; a bare "ping x" is the model's."""
    text = m.string
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|after\s+that|afterwards|until|unless|if\s+it|sweep|alive|ssh|nmap|output|log|tee|save|copy|append"
                 r"|write|file|average|round[\s-]trip|rtt|loss|latency|jitter)\b|/\d{1,2}\b|\.(?:txt|log)\b", text, re.I):
        return None
    host = _PING_HOST.search(text)
    if host is None:
        return None
    rest = text[:host.start("host")] + " " + text[host.end("host"):]
    opts = options_said(rest, ((r"\b(?:over|using|via|with)\s+ipv6\b|\bipv6\s+only\b", "-6"), (r"\b(?:over|using|via|with)\s+ipv4\b|\bipv4\s+only\b", "-4")), first=True)
    if iface := re.search(rf"\b(?:out\s+of|from|via|through|using|over|on)\s+(?:the\s+)?(?:interface\s+)?(?P<i>{_IFACE})\b", rest, re.I):
        opts.append(f"-I {iface.group('i')}")
    fragment = re.search(r"\bwithout\s+fragment\w*|\b(?:don'?t|do\s+not|never)[\s-]fragment\b|\bdf\s+bit\b", rest, re.I)
    if fragment:
        opts.append("-M do")
    if size := re.search(r"\b(?P<n>\d+)[\s-]*byte\s+(?:packets?|payloads?|pings?)\b|\b(?:packet|payload)\s+size\s+(?:of\s+)?(?P<n2>\d+)\b", rest, re.I):
        n = int(size.group("n") or size.group("n2"))
        full = re.search(r"\bfull\b", rest, re.I) and fragment
        opts.append(f"-s {n - 28 if full else n}")   # a full packet of n bytes: its ICMP payload (IP and ICMP headers off)
    count = re.search(rf"\b(?P<n>{_NUMBER_WORDS})\s+(?:times|pings|packets|requests|echo\s+requests)\b|\bcount\s+(?:of\s+)?(?P<n2>\d+)\b", rest, re.I)
    if count:
        n = " ".join((count.group("n") or count.group("n2")).lower().split())
        opts.append(f"-c {_TENS.get(n) or count_value(n)}")
    elif re.search(r"\bonce\b|\b(?:a\s+)?single\s+ping\b|\bone\s+ping\b", rest, re.I):
        opts.append("-c 1")
    elif re.search(r"\btwice\b", rest, re.I):
        opts.append("-c 2")
    if interval := re.search(r"\b(?P<n>\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\s+apart\b|\bevery\s+(?P<n2>\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b"
                             r"|\binterval\s+(?:of\s+)?(?P<n3>\d+(?:\.\d+)?)\b|\b(?P<n4>\d+(?:\.\d+)?)[\s-]*(?:s|secs?|seconds?)\s+(?:interval|between|gap)\b"
                             r"|\b(?:every\s+)?(?P<half>half\s+(?:a\s+)?second)(?:\s+(?:between|apart|interval))?\b", rest, re.I):
        opts.append(f"-i {'0.5' if interval.group('half') else interval.group('n') or interval.group('n2') or interval.group('n3') or interval.group('n4')}")
    if wait := re.search(r"\bwait\w*\s+(?:at\s+most\s+|up\s+to\s+)?(?P<n>\d+)\s*(?:s|secs?|seconds?)\s+for\s+(?:each\s+|a\s+|the\s+)?(?:reply|response|answer)|\b(?:reply|response)\s+timeout\s+(?:of\s+)?(?P<n2>\d+)", rest, re.I):
        opts.append(f"-W {wait.group('n') or wait.group('n2')}")
    if deadline := re.search(r"\b(?:for|stop\w*\s+after|at\s+most)\s+(?P<n>\d+)\s*(?:s|secs?|seconds?)\b(?!\s+apart)", rest, re.I):
        if not wait:
            opts.append(f"-w {deadline.group('n')}")
    opts += options_said(rest, ((r"\btime\s*stamps?\b", "-D"), (r"\bbeep\w*\b|\baudible\b", "-a"),
                              (r"\b(?:only|just)\s+(?:print\s+|show\s+|display\s+|give\s+)?(?:me\s+)?(?:the\s+)?(?:summary|statistics|stats)\b|\bquiet\w*\b|\bsummary\s+only\b", "-q")))
    if not opts or opts == ["-c 4"] and not count:
        return None
    return " ".join(["ping", *opts, host.group("host")])


_DOMAIN = r"(?P<name>(?:_[\w-]+\.)*(?:[a-z0-9](?:[\w-]*[a-z0-9])?\.)+(?!(?:txt|log|csv|json|conf|sh|py|gz|zip|tar|md|yml|yaml|html|pdf)\b)[a-z][a-z0-9-]{1,23})(?![\w.-])"
_DNS_TYPES = ((r"\bmx\b|\bmail\s+(?:servers?|exchangers?)\b", "MX"), (r"\baaaa\b|\bipv6\s+address", "AAAA"), (r"\btxt\b", "TXT"),
              (r"\bns\s+records?\b|\bname\s*servers?\s+(?:of|for|does|do|are|is|used)\b|\b(?:which|the|list\s+the|get\s+the)\s+name\s*servers\b|\bns\b(?!\s+@)", "NS"), (r"\bsoa\b", "SOA"), (r"\bcname\b|\balias\b", "CNAME"), (r"\bsrv\b", "SRV"),
              (r"\bcaa\b", "CAA"))
_PUBLIC_DNS = {"google": "8.8.8.8", "cloudflare": "1.1.1.1", "quad9": "9.9.9.9", "opendns": "208.67.222.222"}


def dig_built(m: re.Match) -> str | None:
    """``dig`` with the record type, server and output said in words: "ask 1.1.1.1 for the AAAA of cloudflare.com" →
    ``dig @1.1.1.1 AAAA cloudflare.com``; "txt records of mydomain.io, short output" → ``dig +short TXT mydomain.io``;
    "reverse lookup 8.8.8.8" → ``dig -x 8.8.8.8``; an SPF or DMARC policy read from its TXT record."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\b(?:and\s+then|then|curl|wget|ping|ssh|getent|resolvectl|systemd|nslookup|compare|certificate|whois|nmap|traceroute|mtr"
                 r"|greps?|extract\w*|filter\w*|strip\w*)\b|/etc/hosts|https?://|\band\s+(?:resolve|show|print|count|sort|save|write)\b(?!\s+(?:me\s+)?(?:only\s+|just\s+)?(?:the\s+)?(?:short|brief|answer))", text, re.I):
        return None
    plain = re.sub(r"\S*[./:@]\S*", " ", text)   # the words only: "notes.txt" or "/srv" name no record type
    if not re.search(r"\b(?:dns|dig|records?|name\s*servers?|look\s*up|lookup|resolve\w*|mx|aaaa|cname|txt|soa|srv|caa|ptr|spf|dmarc|zone\s+transfer)\b", plain, re.I):
        return None
    ip = re.search(r"\b(?:reverse\s+(?:dns\s+)?(?:lookup|look\s+up|resolve)|ptr)\b(?:\s+(?:of|for))?\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*)", text, re.I)
    if ip:
        return f"dig -x {ip.group('ip')}"
    names = [d.group("name") for d in re.finditer(rf"(?<![\w.@/-]){_DOMAIN}", text, re.I)]
    servers = []
    if said := re.search(r"\b(?:ask|on|using|via|against|query|at|from)\s+(?:our\s+|the\s+)?(?:dns\s+server\s+|name\s*server\s+|server\s+|resolver\s+)?['\"]?(?P<s>\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][\w-]*(?:\.[\w-]+)+)['\"]?"
                         r"(?:\s+(?P<said>name\s*server|dns\s+server|server|resolver))?(?![\w.-])", text, re.I):
        if said.group(0).lower().lstrip().startswith("from") and not said.group("said") and not re.search(r"\bfrom\s+(?:our\s+|the\s+)?(?:dns\s+server|name\s*server|server|resolver)\s", said.group(0), re.I):
            pass   # "from example.com": the name asked about, not a server
        else:
            servers.append(said.group("s"))
    elif public := re.search(r"\b(?P<p>google|cloudflare|quad9|opendns)(?:'s)?\s+(?:dns|resolver|public\s+dns)\b", text, re.I):
        servers.append(_PUBLIC_DNS[public.group("p").lower()])
    if axfr := re.search(r"\bzone\s+transfer\s+(?:of|for)\s+" + _DOMAIN + r"\s+from\s+(?P<ns>[\w.-]+\w)", text, re.I):
        return f"dig AXFR {axfr.group('name')} @{axfr.group('ns')}"
    names = [n for n in names if n not in servers]
    if len(names) != 1:
        return None
    name = names[0]
    at = f"@{servers[0]} " if servers else ""
    short = "+short " if re.search(r"\bjust\s+the\s+(?:ip|address)|\bonly\s+the\s+(?:ip|address)|\bshort(?:\s+output)?\b|\bbrief\b|\bnothing\s+else\b|\bterse\b", text, re.I) else ""
    if re.search(r"\bspf\b", text, re.I):
        return f"dig +short TXT {name} | grep -i spf"
    if re.search(r"\bdmarc\b", text, re.I):
        return f"dig +short TXT _dmarc.{name}"
    if re.search(r"\btrace\b", text, re.I):
        return f"dig +trace {name}"
    if re.search(r"\bonly\s+the\s+answer(?:\s+section)?\b|\banswer\s+section\s+only\b", text, re.I):
        return f"dig +noall +answer {at}{name}"
    if re.search(r"\bhow\s+long\b|\bquery\s+time\b|\bhow\s+fast\b", text, re.I) and servers:
        return f"dig {at}{name} | grep 'Query time'"
    types = options_said(plain, _DNS_TYPES, first=True)
    if not types and not (short or at) and not re.search(r"\b(?:a\s+record|dns|dig)\b", text, re.I):
        return None
    if not re.search(r"\b(?:dns|dig|records?|look\s*up|resolve\w*|ip\s+of|address\s+of|nameservers?|name\s+servers?|mail\s+servers?|point|mx|txt|soa|srv|cname|aaaa)\b", text, re.I):
        return None
    port = re.search(r"\bport\s+(?P<p>\d{2,5})\b", text, re.I)
    return f"dig {at}{'-p ' + port.group('p') + ' ' if port else ''}{short}{types[0] + ' ' if types else ''}{name}"


def _status_only(text: str) -> str:
    """curl's options that print the HTTP status code alone, where the request asks for it ("… and just print the status
    code"), else none."""
    return "-s -o /dev/null -w '%{http_code}' " if re.search(r"\bstatus(?:\s+code)?\b", text, re.I) else ""


ROWS = (
    # "show the IP addresses of my network interfaces"
    (re.compile(r"\b(?:ip|ipv4|network)\s+addresses\s+of\s+(?:all\s+)?(?:the\s+|my\s+|this\s+machine's\s+)?(?:network\s+)?"
                r"(?:interfaces|cards|adapters|nics)\b", re.I),
     lambda m: "ip addr"),
    # "forward local port 8080 to db.internal:5432 through bastion.example.com (as user ops)", "tunnel local port 5433 to
    # postgres on db01.internal:5432 through jump.example.org"
    (re.compile(r"\b(?:tunnel|forward)\s+(?:my\s+)?local\s+(?:port\s+)?(?P<local>\d+)\s+to\s+(?:\w+\s+on\s+)?(?P<host>[\w.-]+):(?P<port>\d+)\s+"
                r"(?:through|via|over)\s+(?:the\s+)?(?:(?:bastion|jump|gateway)\s+host\s+|host\s+)?(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>(?!the\b)[\w.-]*\w)"
                r"(?:\s+host)?(?:\s+as\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*))?", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} "
               f"{(m.group('user') or m.group('user2') or '') and (m.group('user') or m.group('user2')) + '@'}{m.group('jump')}"),
    # "add the address 192.168.10.20/24 to eth0"; "add a route to 10.10.0.0/16 via 192.168.1.1"; "bring eth1 up"
    (re.compile(r"\badd\s+(?:the\s+)?(?:ip\s+)?(?:address\s+)?(?P<addr>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+to\s+(?:the\s+)?(?:interface\s+)?"
                r"(?P<dev>[a-z][\w.-]*\d)\b", re.I),
     lambda m: f"sudo ip addr add {m.group('addr')} dev {m.group('dev')}"),
    (re.compile(r"\badd\s+(?:a\s+|the\s+)?(?:static\s+)?route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:via|through)\s+"
                r"(?P<gw>\d{1,3}(?:\.\d{1,3}){3})\b", re.I),
     lambda m: f"sudo ip route add {m.group('net')} via {m.group('gw')}"),
    (re.compile(r"^\s*(?:please\s+)?(?:bring|take|set|turn)\s+(?:the\s+)?(?:network\s+)?(?:interface\s+)?(?P<dev>[a-z][\w.-]*\d)\s+(?P<state>up|down)\b", re.I),
     lambda m: f"sudo ip link set {m.group('dev')} {m.group('state').lower()}"),
    # "can I reach 8.8.8.8?"
    (re.compile(r"^\s*(?:can|could)\s+(?:i|we|this\s+(?:machine|box|server))\s+reach\s+(?P<host>[\w.:-]*\w)(?:\s+from\s+here)?\s*\??\s*"
                r"(?:[,.;]?\s*(?:try(?:\s+it)?|ping(?:\s+it)?|send|check)\s+(?P<n>\d+)\s+(?:times|pings|packets)\s*[.!]?\s*)?$", re.I),
     lambda m: f"ping -c {m.group('n') or 4} {m.group('host')}"),
    # "show all established TCP connections"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:currently\s+)?established\s+(?:tcp\s+)?connections\s*[?.!]?\s*$", re.I),
     lambda m: "ss -t state established"),
    # "download db.sql from backup@db01.internal:/backups to the current dir": the file's remote path is the folder's
    (re.compile(r"^\s*(?:please\s+)?(?:copy|download|fetch|get|grab|pull|bring|scp)\s+(?:the\s+file\s+)?(?P<file>[\w-][\w.-]*\.\w+)\s+from\s+"
                r"(?P<remote>(?:[a-z_][\w-]*@)?[\w.-]*\w):(?P<dir>[~/][^\s:]*)\s*(?:(?:in)?to\s+(?:(?P<here>(?:the\s+)?(?:current|this|my\s+current)\s+"
                r"(?:dir(?:ectory)?|folder)|here|\.)|(?P<dest>[~./][^\s]*)))?\s*[.!]?\s*$", re.I),
     lambda m: f"scp {m.group('remote')}:{m.group('dir').rstrip('/')}/{m.group('file')} {m.group('dest') or '.'}"),
    # "show open network connections with process names": every TCP and UDP socket with its program (root's view)
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?:open|active|current)\s+(?:network\s+)?connections\s+"
                r"(?:with|and|including|plus)\s+(?:the\s+|their\s+)?(?:process(?:es)?|programs?|pids?)(?:\s+names?)?\s*[?.!]?\s*$", re.I),
     lambda m: "sudo ss -tunap"),
    # "forward local port 5433 to port 5432 on db.internal through bastion.example.com"
    (re.compile(r"\bforward\s+(?:my\s+)?local\s+port\s+(?P<local>\d+)\s+to\s+(?:remote\s+)?port\s+(?P<port>\d+)\s+(?:on|of)\s+(?P<host>[\w.-]*\w)\s+(?:through|via|over)\s+"
                r"(?:the\s+)?(?:(?:bastion|jump|gateway)\s+host\s+|host\s+)?(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>(?!(?:the|ssh|an?|tunnel)\b)[\w.-]*\w)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('jump')}"),
    # ufw: the status with policies or numbers, a numbered rule deleted, a default policy, a rate limit, an app profile,
    # a port opened to one subnet
    (re.compile(r"\bufw\b[^.]*\b(?:status\b[^.]*\b(?:verbose|default\s+polic(?:y|ies)|polic(?:y|ies))|default\s+polic(?:y|ies))\b(?!\s*:?\s*(?:to\s+)?(?:deny|allow|reject)\b)"
                r"|\b(?:firewall|ufw)\s+status\s+(?:including|with)\s+(?:the\s+)?default\s+polic", re.I),
     lambda m: "sudo ufw status verbose"),
    (re.compile(r"\b(?:(?:list|show)\s+(?:the\s+|all\s+)?)?(?:ufw|firewall)\s+rules\s+with\s+(?:their\s+)?numbers\b|\bnumbered\s+(?:ufw|firewall)\s+rules\b", re.I),
     lambda m: "sudo ufw status numbered"),
    (re.compile(r"\b(?:delete|remove)\s+(?:the\s+)?(?:ufw|firewall)\s+rule\s+(?:number\s+|#|no\.?\s+)?(?P<n>\d+)\b", re.I),
     lambda m: f"sudo ufw delete {m.group('n')}"),
    (re.compile(r"\b(?:make\s+)?ufw\s+(?:to\s+)?(?P<act>deny|allow|reject)\s+all\s+(?P<dir>incoming|outgoing)(?:\s+traffic)?\s+by\s+default\b"
                r"|\bdefault\s+(?:ufw\s+)?policy\s*:?\s*(?:to\s+)?(?P<act2>deny|allow|reject)\s+(?P<dir2>incoming|outgoing)\b", re.I),
     lambda m: f"sudo ufw default {(m.group('act') or m.group('act2')).lower()} {(m.group('dir') or m.group('dir2')).lower()}"),
    (re.compile(r"\brate[\s-]?limit\s+(?:incoming\s+)?(?P<svc>ssh|http|https|\d+(?:/tcp|/udp)?)(?:\s+connections)?\s+(?:with|in|using)\s+ufw\b", re.I),
     lambda m: f"sudo ufw limit {m.group('svc').lower()}"),
    (re.compile(r"\ballow\s+(?:the\s+)?['\"](?P<app>[^'\"]+)['\"]\s+(?:application\s+|app\s+)?profile\s+(?:in|with|on)\s+ufw\b", re.I),
     lambda m: f"sudo ufw allow '{m.group('app')}'"),
    (re.compile(r"\ballow\s+(?:\w+\s+)?(?:on\s+)?port\s+(?P<port>\d+)(?:/(?P<proto>tcp|udp))?\s+(?:only\s+)?from\s+(?:the\s+)?(?:subnet\s+|network\s+|address\s+|ip\s+)?"
                r"(?P<src>\d+\.\d+\.\d+\.\d+(?:/\d+)?)(?:\s+subnet)?(?:\s+(?:with|in|using)\s+ufw)?\b", re.I),
     lambda m: f"sudo ufw allow from {m.group('src')} to any port {m.group('port')}" + (f" proto {m.group('proto')}" if m.group("proto") else "")),
    # ip: a brief summary per interface, the route to an address, the neighbour table, an MTU, packet counters
    (re.compile(r"\b(?:brief|short|one[\s-]line[\s-]per[\s-]interface)\s+(?:\w+\s+)?(?:summary|list|overview)\s+of\s+(?:the\s+|all\s+)?(?:network\s+)?(?:ip\s+)?addresses\b", re.I),
     lambda m: "ip -br a"),
    (re.compile(r"\b(?:which|what)\s+(?:network\s+)?(?:interface|route|gateway)(?:\s+and\s+(?:gateway|interface|route))?\s+(?:would\s+be|is|will\s+be)\s+used\s+to\s+reach\s+"
                r"(?P<addr>[\w.:-]*\w)\b", re.I),
     lambda m: f"ip route get {m.group('addr')}"),
    (re.compile(r"\b(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:arp|neighbou?r)(?:\s*/\s*(?:arp|neighbou?r))?\s+(?:table|cache|entries)\b", re.I),
     lambda m: "ip neigh"),
    (re.compile(r"\bset\s+(?:the\s+)?mtu\s+(?:of|on|for)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\s+to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo ip link set dev {m.group('dev')} mtu {m.group('n')}"),
    (re.compile(r"\b(?:rx/tx|rx|tx|packet|error|traffic)\s+(?:and\s+error\s+|packet\s+)?(?:counters|statistics|stats|counts)\s+(?:of|for|on)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\b", re.I),
     lambda m: f"ip -s link show {m.group('dev')}"),
    (re.compile(r"\bapply\s+(?:the\s+)?netplan\b", re.I), lambda m: "sudo netplan apply"),
    (re.compile(r"\bflush\s+(?:the\s+)?(?:systemd-resolved\s+|local\s+)?dns\s+cache\b", re.I), lambda m: "sudo resolvectl flush-caches"),
    # "make my local port 3000 reachable as port 9000 on public.example.com with a reverse ssh tunnel"
    (re.compile(r"\blocal\s+port\s+(?P<local>\d+)\s+(?:reachable|available|accessible|exposed)\s+(?:as|on)\s+port\s+(?P<remote>\d+)\s+(?:on|of)\s+"
                r"(?:(?P<user>[a-z_][\w-]*)@)?(?P<host>[\w.-]*\w)\b", re.I),
     lambda m: f"ssh -R {m.group('remote')}:localhost:{m.group('local')} {m.group('user') + '@' if m.group('user') else ''}{m.group('host')}"),
    # ping: every N seconds, IPv6, a single ping with a timeout, only the summary
    (re.compile(r"\bping\s+(?P<host>[\w.:-]*\w)\s+(?P<n>\d+)\s+times\s+and\s+(?:show|print|display)\s+only\s+the\s+(?:summary|statistics|stats)\b", re.I),
     lambda m: f"ping -c {m.group('n')} -q {m.group('host')}"),
    # curl: a self-signed certificate, a proxy, a rate cap, a file as a form field, a check without downloading (wget --spider)
    (re.compile(r"\b(?:fetch|get|curl|request|download)\s+(?P<url>https://\S+?)\s+(?:ignoring|without\s+(?:checking|verifying))\s+(?:its\s+|the\s+)?(?:self[\s-]signed\s+|invalid\s+|tls\s+|ssl\s+)?"
                r"(?:certificate|cert)s?\b", re.I),
     lambda m: f"curl -k {m.group('url')}"),
    (re.compile(r"\b(?:fetch|get|download)\s+(?P<url>https?://\S+?)\s+(?:through|via|using)\s+(?:the\s+)?(?:https?\s+)?proxy\s+(?P<proxy>[\w.-]+:\d+)\b", re.I),
     lambda m: f"curl -x http://{m.group('proxy')} {m.group('url')}"),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+as\s+(?:the\s+)?(?:multipart\s+)?(?:form\s+)?field\s+['\"]?(?P<field>\w+)['\"]?\s+to\s+(?P<url>https?://\S+)", re.I),
     lambda m: f"curl -F '{m.group('field')}=@{m.group('file')}' {m.group('url')}"),
    (re.compile(r"\bcheck\s+(?:whether|if)\s+(?P<url>https?://\S+?)\s+exists\s+without\s+downloading\b", re.I),
     lambda m: f"wget --spider {m.group('url')}"),
    # "add 127.0.0.1 api.local to /etc/hosts", "map api.local to 127.0.0.1 in /etc/hosts"
    (re.compile(r"\b(?:add|append)\s+(?:the\s+(?:line|entry|mapping)\s+|an\s+entry\s+)?['\"]?(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+(?P<names>[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)*?)['\"]?"
                r"(?:\s+as\s+(?:a\s+)?(?:new\s+)?(?:line|entry))?\s+(?:to|in|into|at\s+the\s+end\s+of)\s+(?:/etc/hosts|(?:the|my)\s+hosts\s+file)\b|\b(?:map|point)\s+(?P<name2>[A-Za-z][\w.-]*)\s+to\s+(?P<ip2>\d{1,3}(?:\.\d{1,3}){3})\s+in\s+(?:/etc/hosts|(?:the|my)\s+hosts\s+file)\b"
                r"|\badd\s+(?P<name3>[A-Za-z][\w.-]*)\s+(?:pointing|resolving|mapped)\s+(?:at|to)\s+(?P<ip3>\d{1,3}(?:\.\d{1,3}){3})\s+(?:to|in)\s+(?:/etc/hosts|(?:the|my)\s+hosts\s+file)\b", re.I),
     lambda m: f"echo '{m.group('ip') or m.group('ip2') or m.group('ip3')} {m.group('names') or m.group('name2') or m.group('name3')}' | sudo tee -a /etc/hosts"),
    # "when does the certificate in cert.pem expire"; a site's certificate
    (re.compile(r"\b(?:when\s+does|expiry\s+date\s+of|expiration\s+date\s+of)\s+(?:the\s+)?(?:tls\s+|ssl\s+|x509\s+)?certificate\s+(?:in|from|of|stored\s+in)\s+"
                r"(?P<file>[~./\w][\w./~-]*\.(?:pem|crt|cer|cert))\b", re.I),
     lambda m: f"openssl x509 -enddate -noout -in {m.group('file')}"),
    (re.compile(r"\b(?:expiry|expiration|validity)\s+dates?\s+of\s+the\s+(?:tls\s+|ssl\s+)?certificate\s+(?:of|served\s+by|for|on)\s+(?:the\s+site\s+|the\s+server\s+)?"
                r"(?P<host>[\w-]+(?:\.[\w-]+)+)(?:\s+on\s+port\s+(?P<port>\d+))?"
                r"|\bcertificate\s+(?:expiry|expiration|validity)\s+dates?\s+of\s+(?:the\s+site\s+|the\s+server\s+)?(?P<host2>[\w-]+(?:\.[\w-]+)+)(?:\s+on\s+port\s+(?P<port2>\d+))?", re.I),
     lambda m: f"echo | openssl s_client -connect {m.group('host') or m.group('host2')}:{m.group('port') or m.group('port2') or 443} "
               f"-servername {m.group('host') or m.group('host2')} 2>/dev/null | openssl x509 -noout "
               + ("-dates" if re.search(r"validity|dates\b", m.group(0), re.I) else "-enddate")),
    # "ssh tunnel local port 8080 to localhost:80 on server web01"; "reach port 5432 on db.internal through bastion…; tunnel it to my local port 5433"
    (re.compile(r"\b(?:ssh\s+)?tunnel\s+(?:my\s+)?local\s+port\s+(?P<local>\d+)\s+to\s+(?P<host>[\w.-]+):(?P<port>\d+)\s+(?:on|via|through)\s+(?:the\s+)?(?:server\s+|host\s+)?"
                r"(?:(?P<user>[a-z_][\w-]*)@)?(?P<server>[\w.-]*\w)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('server')}"),
    (re.compile(r"\breach\s+port\s+(?P<port>\d+)\s+on\s+(?P<host>[\w.-]*\w)\s+(?:through|via)\s+(?:(?P<user>[a-z_][\w-]*)@)?(?P<jump>[\w.-]*\w)\W+.*\btunnel\s+it\s+to\s+"
                r"(?:my\s+)?local\s+port\s+(?P<local>\d+)", re.I),
     lambda m: f"ssh -L {m.group('local')}:{m.group('host')}:{m.group('port')} {m.group('user') + '@' if m.group('user') else ''}{m.group('jump')}"),
    # ufw: a port blocked, a network let in to a port, the default policy, an address blocked
    (re.compile(r"\b(?P<act>block|close|deny)\s+(?:incoming\s+)?(?:traffic\s+(?:to|on)\s+)?port\s+(?P<port>\d+)(?P<proto>/tcp|/udp)?\s+(?:with|in|using|on)\s+(?:the\s+)?(?:ufw|firewall)\b", re.I),
     lambda m: f"sudo ufw deny {m.group('port')}{m.group('proto') or ''}"),
    (re.compile(r"\ballow\s+(?P<src>\d+\.\d+\.\d+\.\d+(?:/\d+)?)\s+to\s+(?:reach|access|connect\s+to|use)\s+port\s+(?P<port>\d+)\b", re.I),
     lambda m: f"sudo ufw allow from {m.group('src')} to any port {m.group('port')}"),
    (re.compile(r"\b(?P<act>deny|block|reject|allow)\s+all\s+(?P<dir>incoming|outgoing)(?:\s+(?:traffic|connections))?\s+by\s+default\b", re.I),
     lambda m: f"sudo ufw default {'deny' if m.group('act').lower() == 'block' else m.group('act').lower()} {m.group('dir').lower()}"),
    (re.compile(r"^\s*(?:block|deny|ban|drop)\s+(?:all\s+)?(?:traffic|connections|access|packets|requests)\s+from\s+(?P<ip>\d+\.\d+\.\d+\.\d+(?:/\d+)?)"
                r"(?:\s+(?:with|in|using)\s+(?:ufw|the\s+firewall))?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo ufw deny from {m.group('ip')}"),
    # an address given to an interface
    (re.compile(r"\b(?:assign|add|give|set)\s+(?:the\s+)?(?:ip\s+)?(?:address\s+)?(?P<ip>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:to|on)\s+(?:the\s+)?(?:interface\s+)?(?P<dev>(?:eth|ens|enp|eno|wlan|wlp|br|bond|veth)[\w.-]*)\b", re.I),
     lambda m: f"sudo ip addr add {m.group('ip')} dev {m.group('dev')}"),
    # networking (session 28): addresses and routes, ufw and iptables, packet captures, sockets, names, transfers
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:the\s+)?(?:ip\s+)?address\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+from\s+(?:the\s+)?(?:interface\s+)?(?P<dev>[\w.-]+)", re.I),
     lambda m: f"sudo ip addr del {m.group('ip')} dev {m.group('dev')}"),
    (re.compile(r"\b(?:delete|remove|drop)\s+the\s+default\s+route(?:\s+via\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3}))?", re.I),
     lambda m: "sudo ip route del default" + (f" via {m.group('gw')}" if m.group("gw") else "")),
    (re.compile(r"\b(?:delete|remove|drop)\s+the\s+route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)", re.I), lambda m: f"sudo ip route del {m.group('net')}"),
    (re.compile(r"\b(?:add|create)\s+a\s+route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+via\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3})", re.I),
     lambda m: f"sudo ip route add {m.group('net')} via {m.group('gw')}"),
    (re.compile(r"\b(?:change|set|replace)\s+the\s+default\s+(?:gateway|route)\s+to\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3})", re.I), lambda m: f"sudo ip route replace default via {m.group('gw')}"),
    (re.compile(r"\b(?:show|list|print|display)\s+(?:me\s+)?the\s+(?:neighbou?r|arp)(?:\s+\((?:arp|neighbou?r)\))?\s+(?:table|cache)\b", re.I), lambda m: "ip neigh"),
    (re.compile(r"\b(?:brief|short)\s+(?:one[\s-]line\s+)?summary\s+of\s+(?:every|each|all(?:\s+the)?)\s+(?:network\s+)?interfaces?\b", re.I), lambda m: "ip -br addr"),
    (re.compile(r"\bufw\s+status\s+with\s+(?:the\s+)?(?:rule\s+)?numbers\b", re.I), lambda m: "sudo ufw status numbered"),
    (re.compile(r"^\s*allow\s+(?P<svc>ssh|http|https|openssh|nginx\s+full)\s+(?:through|in|with|on)\s+(?:the\s+)?(?:ufw|firewall)\s*$", re.I),
     lambda m: f"sudo ufw allow {m.group('svc').lower()}"),
    (re.compile(r"\b(?:deny|block|drop)\s+all\s+(?:incoming\s+)?(?:connections|traffic|packets)\s+from\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)\s+with\s+(?P<tool>ufw|iptables)\b", re.I),
     lambda m: f"sudo ufw deny from {m.group('ip')}" if m.group("tool").lower() == "ufw" else f"sudo iptables -A INPUT -s {m.group('ip')} -j DROP"),
    (re.compile(r"\b(?:drop|block|deny)\s+all\s+incoming\s+(?:traffic|connections|packets)\s+from\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)\s+(?:with|using)\s+iptables\b", re.I),
     lambda m: f"sudo iptables -A INPUT -s {m.group('ip')} -j DROP"),
    (re.compile(r"\bset\s+ufw\s+to\s+(?P<act>deny|allow|reject)\s+(?P<dir>incoming|outgoing)\s+(?:traffic\s+|connections\s+)?by\s+default\b", re.I),
     lambda m: f"sudo ufw default {m.group('act').lower()} {m.group('dir').lower()}"),
    (re.compile(r"\blist\s+(?:the\s+|all\s+)?iptables\s+rules\s+with\s+line\s+numbers\b", re.I),
     lambda m: "sudo iptables -L -n --line-numbers" if re.search(r"\bnumeric|\bnumbers\s+and\s+numeric|-n\b", m.string, re.I) else "sudo iptables -L --line-numbers"),
    (re.compile(r"\bsave\s+the\s+(?:current\s+)?iptables\s+rules\s+to\s+(?P<file>/[\w./-]+)", re.I), lambda m: f"sudo sh -c 'iptables-save > {m.group('file')}'"),
    (re.compile(r"\bdelete\s+rule\s+(?:number\s+)?(?P<n>\d+)\s+from\s+the\s+iptables\s+(?P<chain>INPUT|OUTPUT|FORWARD)\s+chain\b", re.I),
     lambda m: f"sudo iptables -D {m.group('chain').upper()} {m.group('n')}"),
    (re.compile(r"\b(?:list|show)\s+the\s+(?:whole\s+|entire\s+|full\s+)?nftables\s+ruleset\b", re.I), lambda m: "sudo nft list ruleset"),
    (re.compile(r"\bcapture\s+(?P<n>\d+)\s+packets\s+on\s+(?P<dev>[\w.-]+)\s+and\s+(?:write|save)\s+them\s+to\s+(?P<file>[\w./-]+\.pcap\w*)", re.I),
     lambda m: f"sudo tcpdump -i {m.group('dev')} -c {m.group('n')} -w {m.group('file')}"),
    (re.compile(r"\b(?:watch|capture|sniff|show)\s+(?:the\s+)?(?:dns\s+)?traffic\s+on\s+port\s+(?P<port>\d+)\s+on\s+all\s+interfaces\b", re.I),
     lambda m: f"sudo tcpdump -i any port {m.group('port')}"),
    (re.compile(r"^\s*(?:show|print|display)\s+(?:me\s+)?a\s+summary\s+of\s+(?:the\s+)?socket\s+statistics\s*$", re.I), lambda m: "ss -s"),
    (re.compile(r"\bopen\s+an?\s+sftp\s+session\s+to\s+(?P<host>[\w.-]+)\s+as\s+(?:user\s+)?(?P<user>[a-z_][\w-]*)", re.I), lambda m: f"sftp {m.group('user')}@{m.group('host')}"),
    (re.compile(r"\btrace\s+the\s+dns\s+delegation\s+(?:for|of)\s+(?P<host>[\w.-]+\.\w+)", re.I), lambda m: f"dig +trace {m.group('host')}"),
    (re.compile(r"\bresolve\s+(?P<host>[\w.-]+)\s+the\s+way\s+the\s+system(?:'s)?\s+resolver\s+does\b", re.I), lambda m: f"getent hosts {m.group('host')}"),
    (re.compile(r"\bmirror\s+(?:the\s+)?(?:web\s*)?site\s+(?P<url>https?://\S+?)\s+for\s+offline\s+(?:browsing|viewing|reading|use)\b", re.I),
     lambda m: f"wget --mirror --convert-links --page-requisites --no-parent {m.group('url')}"),
    (re.compile(r"\bcheck\s+(?:whether|if)\s+(?P<url>https?://\S+?)\s+exists\s+(?:using\s+wget\s+)?without\s+downloading\b", re.I), lambda m: f"wget --spider {m.group('url')}"),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+with\s+an?\s+HTTP\s+PUT\s+to\s+(?P<url>https?://\S+)", re.I), lambda m: f"curl -T {m.group('file')} {m.group('url')}"),
    # an interface's MAC address
    (re.compile(r"\bmac\s+address\s+of\s+(?:the\s+)?(?:interface\s+)?(?P<dev>(?:eth|ens|enp|eno|wlan|wlp|br|bond)[\w.-]*)\b", re.I), lambda m: f"ip link show {m.group('dev')}"),
    # HTTP with curl (DW): a file's size from its headers, the time a fetch takes, cookies saved, a byte range, an
    # upload, form fields posted
    (re.compile(r"\b(?:get|show|find|check|what(?:'s|\s+is))\s+(?:the\s+)?(?:file\s+)?size\s+of\s+(?P<url>https?://\S+?)\s+without\s+downloading\b", re.I),
     lambda m: f"curl -sI {m.group('url')} | grep -i content-length"),
    (re.compile(r"\b(?:measure|show|how\s+long|time)\b[^.;]*?\b(?:total\s+)?time\b[^.;]*?\b(?:fetch|download|load|get|request)\w*\s+(?P<url>https?://\S+?)[.,;?!]?\s*$", re.I),
     lambda m: f"curl -o /dev/null -s -w '%{{time_total}}\\n' {m.group('url')}"),
    (re.compile(r"\b(?:log\s*in|sign\s+in|go)\s+(?:at|to)\s+(?P<url>https?://\S+?)\s+and\s+save\s+(?:the\s+)?cookies\s+(?:to|in|into)\s+(?P<file>[~./\w][\w./~-]*)", re.I),
     lambda m: f"curl -c {m.group('file')} {m.group('url')}"),
    (re.compile(r"\bdownload\s+only\s+the\s+first\s+(?P<n>\d+)\s+bytes\s+of\s+(?P<url>https?://\S+?)(?:\s+(?:into|to|as)\s+(?P<file>[~./\w][\w./~-]*))?\s*$", re.I),
     lambda m: f"curl -r 0-{int(m.group('n')) - 1} " + (f"-o {m.group('file')} " if m.group("file") else "-O ") + m.group("url")),
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<url>(?:ftp|https?)://\S+?)(?:\s+as\s+(?:user\s+)?(?P<user>[\w.-]+)\s+with\s+(?:the\s+)?password\s+(?P<pw>\S+))?\s*$", re.I),
     lambda m: f"curl -T {m.group('file')}" + (f" -u {m.group('user')}:{m.group('pw')}" if m.group("user") else "") + f" {m.group('url')}"),
    (re.compile(r"\bpost\s+the\s+form\s+fields?\s+(?P<a>\w+=\S+?)\s+and\s+(?P<b>\w+=\S+?)\s+to\s+(?P<url>https?://\S+?)\s*$", re.I),
     lambda m: f"curl -d '{m.group('a')}&{m.group('b')}' {m.group('url')}"),
    (re.compile(r"\bfetch\s+(?P<url>https://(?P<host>[\w.-]+)\S*?)\s+but\s+resolve\s+(?P=host)\s+to\s+(?P<ip>[\d.]+)\s*$", re.I),
     lambda m: f"curl --resolve {m.group('host')}:443:{m.group('ip')} {m.group('url')}"),
    # "ping 8.8.8.8 once and print online if it answers, otherwise offline"
    (re.compile(r"\bping\s+(?P<host>[\w.-]+)\s+once\s+and\s+(?:print|echo|say)\s+(?P<yes>\w+)\s+if\s+it\s+(?:answers|replies|responds|is\s+up)\s*,?\s+(?:otherwise|else|or)\s+(?P<no>\w+)", re.I),
     lambda m: f"ping -c 1 {m.group('host')} > /dev/null && echo {m.group('yes')} || echo {m.group('no')}"),
    # "list the iptables rules numerically with line numbers"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?iptables\s+rules\b[^.]*\bline\s+numbers\b", re.I), lambda m: "sudo iptables -L -n --line-numbers"),
    # "show when the TLS certificate served by example.com:443 expires"
    (re.compile(r"\bwhen\s+(?:does\s+)?(?:the\s+)?(?:tls\s+|ssl\s+|https\s+)?cert(?:ificate)?\s+(?:served\s+by|of|for|on)\s+(?:the\s+site\s+|the\s+server\s+)?"
                r"(?P<host>[\w-]+(?:\.[\w-]+)+)(?::(?P<port>\d+)|\s+on\s+port\s+(?P<port2>\d+))?\s+expires?\b", re.I),
     lambda m: f"echo | openssl s_client -connect {m.group('host')}:{m.group('port') or m.group('port2') or 443} -servername {m.group('host')} "
               f"2>/dev/null | openssl x509 -noout -enddate"),
    # ssh, names and sockets as the probe set FM said them (session 35)
    # "ssh to app02 as ops going through the jump host bastion.corp.net", "ssh to app05.internal hopping through
    # gw1.example.com and then gw2.internal", "reach db.internal by hopping through gw1 and then gw2", "go through
    # admin@bastion.example.com on port 2222 to reach root@10.0.3.14"
    (re.compile(r"\b(?:ssh|connect|log\s*in)\s+(?:in)?to\s+(?P<host>[\w.-]*\w)\s+(?:as\s+(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+)?(?:by\s+)?(?:going|hopping|jumping)\s+"
                r"(?:through|via)\s+(?:the\s+)?(?:(?:jump\s+host|bastion(?:\s+host)?|gateway)\s+)?(?P<jump>[\w.-]*\w)(?:\s+and\s+(?:then\s+)?(?P<jump2>[\w.-]*\w))?\s*$", re.I),
     lambda m: f"ssh -J {m.group('jump')}{',' + m.group('jump2') if m.group('jump2') else ''} {m.group('user') + '@' if m.group('user') else ''}{m.group('host')}"),
    (re.compile(r"\breach\s+(?P<host>[\w.-]*\w)\s+by\s+(?:hopping|jumping|going)\s+through\s+(?P<a>[\w.-]*\w)\s+and\s+(?:then\s+)?(?P<b>[\w.-]*\w)\s*$", re.I),
     lambda m: f"ssh -J {m.group('a')},{m.group('b')} {m.group('host')}"),
    (re.compile(r"^\s*go\s+through\s+(?P<jump>(?:[a-z_][\w-]*@)?[\w.-]*\w)(?:\s+on\s+port\s+(?P<port>\d+))?\s+to\s+reach\s+(?P<host>(?:[a-z_][\w-]*@)?[\w.-]*\w)\s*$", re.I),
     lambda m: f"ssh -J {m.group('jump')}{':' + m.group('port') if m.group('port') else ''} {m.group('host')}"),
    # "expose my local dev server on 3000 as port 8080 on tunnel.example.com"
    (re.compile(r"\bexpose\s+(?:my\s+)?local\s+(?:[\w-]+\s+)*?(?:on\s+|port\s+)(?P<local>\d+)\s+as\s+port\s+(?P<remote>\d+)\s+on\s+(?:the\s+(?:server|host|machine|box|vps)\s+)?"
                r"(?P<host>[\w.-]*\w)(?:\s*,?\s+(?:log\s*in|login|user)\s+(?:as\s+)?(?P<user>[a-z_][\w-]*))?", re.I),
     lambda m: f"ssh -R {m.group('remote')}:localhost:{m.group('local')} {m.group('user') + '@' if m.group('user') else ''}{m.group('host')}"),
    # "set the right permissions on my ~/.ssh folder and authorized_keys"
    (re.compile(r"\b(?:set|fix|correct|repair)\s+(?:the\s+)?(?:right|correct|proper|safe|usual)\s+perm(?:ission)?s\s+(?:on|of|for)\s+(?:my\s+)?~/\.ssh(?:\s+(?:folder|directory|dir))?"
                r"(?P<keys>\s+and\s+(?:the\s+|my\s+)?(?:~/\.ssh/)?authorized_keys)?\s*$", re.I),
     lambda m: "chmod 700 ~/.ssh" + (" && chmod 600 ~/.ssh/authorized_keys" if m.group("keys") else "")),
    # "connect to web3.example.com using the key ~/.ssh/id_ed25519_work"
    (re.compile(r"^\s*(?:ssh|connect|log\s*in)\s+(?:in)?to\s+(?:(?P<user>[a-z_][\w-]*)@)?(?P<host>[\w.-]*\w)\s+(?:using|with)\s+(?:the\s+)?(?:key|identity(?:\s+file)?)\s+"
                r"(?P<key>[~./\w][\w./~-]*)\s*$", re.I),
     lambda m: f"ssh -i {m.group('key')} {m.group('user') + '@' if m.group('user') else ''}{m.group('host')}"),
    # "grab the host keys of gitlab.company.com and append them to my known_hosts"
    (re.compile(r"\b(?:grab|get|fetch|scan|add)\s+(?:the\s+)?(?:ssh\s+)?host\s+keys?\s+(?:of|for|from)\s+(?P<host>[\w.-]*\w)\b[^.;]*\bknown_hosts\b", re.I),
     lambda m: f"ssh-keyscan {m.group('host')} >> ~/.ssh/known_hosts"),
    (re.compile(r"\badd\s+(?P<host>[\w.-]*\w)'s\s+(?:ssh\s+)?host\s+keys?\s+to\s+(?:my\s+|the\s+)?known_hosts\b", re.I),
     lambda m: f"ssh-keyscan {m.group('host')} >> ~/.ssh/known_hosts"),
    # known_hosts: a host's old key forgotten, a host looked up
    (re.compile(r"\b(?:remove|delete|drop|forget|clear)\s+(?:the\s+)?(?:old\s+|stale\s+|saved\s+|changed\s+)?(?:ssh\s+)?host\s+keys?\s+(?:of|for)\s+(?P<host>[\w.-]*\w)\b"
                r"|\b(?:remove|delete|drop)\s+(?P<host2>[\w.-]*\w)\s+from\s+(?:my\s+|the\s+)?known_hosts\b", re.I),
     lambda m: f"ssh-keygen -R {m.group('host') or m.group('host2')}"),
    (re.compile(r"\bis\s+(?P<host>[\w.-]*\w)\s+(?:already\s+)?(?:in|listed\s+in)\s+(?:my\s+|the\s+)?known_hosts\b", re.I), lambda m: f"ssh-keygen -F {m.group('host')}"),
    # the ssh agent: its keys, one started in this shell
    (re.compile(r"\b(?:which|what)\s+keys\s+(?:does\s+(?:my\s+|the\s+)?ssh[\s-]agent\s+(?:have|hold)|are\s+(?:loaded\s+)?in\s+(?:my\s+|the\s+)?ssh[\s-]agent)\b"
                r"|\blist\s+(?:the\s+)?keys\s+(?:loaded\s+)?in\s+(?:my\s+|the\s+)?ssh[\s-]agent\b", re.I), lambda m: "ssh-add -l"),
    (re.compile(r"^\s*(?:please\s+)?(?:start|run|launch)\s+(?:an?\s+|the\s+)?ssh[\s-]agent(?:\s+(?:in|for)\s+(?:this|the\s+current)\s+shell)?\s*$", re.I),
     lambda m: 'eval "$(ssh-agent -s)"'),
    # "i lost deploy_key.pub, rebuild it from ~/.ssh/deploy_key": the public half printed from the private key
    (re.compile(r"\b(?P<pub>[\w.~/-]+\.pub)\b[^.;]*?\b(?:rebuild|regenerate|recreate|restore|derive|make)\s+it\s+from\s+(?P<key>[~./\w][\w./~-]*)"
                r"|\b(?:rebuild|regenerate|recreate|derive|extract)\s+(?:the\s+)?public\s+key\s+(?:of|from)\s+(?:the\s+private\s+key\s+)?(?P<key2>[~./\w][\w./~-]*)", re.I),
     lambda m: f"ssh-keygen -y -f {m.group('key') or m.group('key2')} > {m.group('key') or m.group('key2')}.pub"),
    # "test whether my ssh key works with github"
    (re.compile(r"\b(?:test|check|verify)\s+(?:whether\s+|if\s+|that\s+)?(?:my\s+)?ssh\s+(?:key|access|auth\w*|connection)\s+(?:works\s+|is\s+working\s+)?(?:with|to|for|on|against)\s+"
                r"(?P<host>github|gitlab|bitbucket)(?:\.(?:com|org))?\b", re.I),
     lambda m: f"ssh -T git@{ {'github': 'github.com', 'gitlab': 'gitlab.com', 'bitbucket': 'bitbucket.org'}[m.group('host').lower()] }"),
    # "unmount the sshfs mount at ~/mnt/web01"
    (re.compile(r"\b(?:unmount|umount)\s+(?:the\s+)?sshfs\s+(?:mount\s+|share\s+)?(?:at|on|in|from)?\s*(?P<point>[~./][\w./~-]*)", re.I), lambda m: f"fusermount -u {m.group('point')}"),
    # "check if i can log into web01 as deploy without being asked for a password"
    (re.compile(r"\b(?:check|test|see)\s+(?:if|whether)\s+i\s+can\s+(?:log\s*in|ssh)\s*(?:to|into)?\s+(?:(?P<user>[a-z_][\w-]*)@)?(?P<host>[\w.-]*\w)\s+(?:as\s+(?P<user2>[a-z_][\w-]*)\s+)?"
                r"without\s+(?:being\s+asked\s+for\s+|typing\s+|entering\s+)?(?:a\s+|my\s+)?password\b", re.I),
     lambda m: f"ssh -o BatchMode=yes {(m.group('user') or m.group('user2') or '') + '@' if m.group('user') or m.group('user2') else ''}{m.group('host')} true"),
    # "open an sftp session to deploy@web01 port 2222"
    (re.compile(r"\b(?:open\s+an?\s+sftp\s+session|sftp|connect\s+with\s+sftp)\s+(?:in)?to\s+(?P<dest>(?:[a-z_][\w-]*@)?[\w.-]*\w)\s+(?:on\s+)?port\s+(?P<port>\d+)\b", re.I),
     lambda m: f"sftp -P {m.group('port')} {m.group('dest')}"),
    # "mount /srv/data from nas01 on ~/mnt/nas with sshfs"
    (re.compile(r"\bmount\s+(?P<path>/[\w./-]*)\s+from\s+(?P<host>[\w.@-]*\w)\s+(?:on|at)\s+(?P<point>[~./][\w./~-]*)\s+(?:with|using|over)\s+sshfs\b", re.I),
     lambda m: f"sshfs {m.group('host')}:{m.group('path')} {m.group('point')}"),
    # "listen on tcp 9000 with netcat", "wait for a file on port 7000 and write it to incoming.bin", "send dump.bin to 10.0.0.4 on port 7000 with nc"
    (re.compile(r"\blisten\s+on\s+(?:tcp\s+)?(?:port\s+)?(?P<port>\d+)\s+with\s+(?:netcat|nc)\b"
                r"(?:[^.;]*?\b(?:save|write|store)\w*\s+(?:it|whatever\s+arrives|what\s+arrives|the\s+data)?\s*(?:to|into|in|as)\s+(?P<file>[~./\w][\w./~-]*\.\w+))?", re.I),
     lambda m: f"nc -l {m.group('port')}" + (f" > {m.group('file')}" if m.group("file") else "")),
    (re.compile(r"\bwait\s+for\s+a\s+file\s+on\s+(?:tcp\s+)?port\s+(?P<port>\d+)\s+and\s+(?:write|save)\s+it\s+(?:to|as|into)\s+(?P<file>[~./\w][\w./~-]*)", re.I),
     lambda m: f"nc -l {m.group('port')} > {m.group('file')}"),
    (re.compile(r"\bsend\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<host>[\w.-]*\w)\s+on\s+(?:tcp\s+)?port\s+(?P<port>\d+)\s+(?:with|using|over)\s+(?:netcat|nc)\b", re.I),
     lambda m: f"nc {m.group('host')} {m.group('port')} < {m.group('file')}"),
    # "check github.com 443 is reachable, wait at most 3 seconds"
    (re.compile(r"\bcheck\s+(?:if\s+|whether\s+|that\s+)?(?!(?:tcp|udp|port|if|whether|that)\b)(?P<host>[\w.-]*\w)(?:\s+port)?\s+(?P<port>\d+)\s+is\s+(?:reachable|open)\b"
                r"(?:[^.;]*?\bwait\s+(?:at\s+most\s+|up\s+to\s+)?(?P<wait>\d+)\s+seconds?)?", re.I),
     lambda m: f"nc -zv {'-w ' + m.group('wait') + ' ' if m.group('wait') else ''}{m.group('host')} {m.group('port')}"),
    # "ask 1.1.1.1 for the AAAA record of cloudflare.com", "does internal.corp resolve on our dns server 10.0.0.2"
    (re.compile(r"\bask\s+(?P<server>[\w.:-]*\w)\s+for\s+the\s+(?P<type>A|AAAA|MX|NS|TXT|CNAME|SOA|SRV|PTR|CAA)\s+records?\s+(?:of|for)\s+(?P<name>[\w.-]*\w)", re.I),
     lambda m: f"dig @{m.group('server')} {m.group('name')} {m.group('type').upper()}"),
    (re.compile(r"\bdoes\s+(?P<name>[\w.-]*\w)\s+resolve\s+(?:on|with|using|via)\s+(?:our\s+|the\s+)?(?:dns\s+|name\s+)?server\s+(?P<server>[\w.:-]*\w)", re.I),
     lambda m: f"dig @{m.group('server')} {m.group('name')}"),
    (re.compile(r"\btrace\s+(?:the\s+)?dns\s+(?:delegation|resolution|lookup)\s+(?:for|of)\s+(?P<name>[\w.-]*\w)", re.I), lambda m: f"dig +trace {m.group('name')}"),
    (re.compile(r"\b(?:try\s+)?a\s+zone\s+transfer\s+(?:of|for)\s+(?P<zone>[\w.-]*\w)\s+from\s+(?P<server>[\w.-]*\w)", re.I),
     lambda m: f"dig axfr {m.group('zone')} @{m.group('server')}"),
    (re.compile(r"\bresolve\s+(?P<name>[\w.-]*\w)\s+(?:like|as|the\s+way)\s+the\s+system\s+does\b", re.I), lambda m: f"getent hosts {m.group('name')}"),
    # "find the path mtu to vpn.example.com", "trace the path to example.com using tcp port 443"
    (re.compile(r"^(?!.*\bping\b).*\b(?:path\s+mtu|pmtu)\s+(?:to|of|for)\s+(?P<host>[\w.-]*\w)", re.I), lambda m: f"tracepath {m.group('host')}"),
    (re.compile(r"\btrace\s+(?:the\s+)?(?:path|route)\s+to\s+(?P<host>[\w.-]*\w)\s+(?:using|over|with)\s+tcp(?:\s+port)?\s+(?P<port>\d+)", re.I),
     lambda m: f"sudo traceroute -T -p {m.group('port')} {m.group('host')}"),
    # "route 10.20.0.0/16 via 192.168.1.254"
    (re.compile(r"^\s*route\s+(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:via|through)\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3})\s*$", re.I),
     lambda m: f"sudo ip route add {m.group('net')} via {m.group('gw')}"),
    # "who are the nameservers for mycompany.io", "mail servers of example.org"
    (re.compile(r"\b(?:who|what|which)\s+(?:are|is)\s+the\s+(?:name\s*servers?|dns\s+servers?)\s+(?:for|of)\s+(?P<name>[\w-]+(?:\.[\w-]+)+)", re.I),
     lambda m: f"dig NS {m.group('name')}"),
    # "check if https://example.com/old-page still exists without downloading it"
    (re.compile(r"\b(?:check|see|test)\s+(?:if|whether)\s+['\"]?(?P<url>https?://[^\s'\"]+)['\"]?\s+(?:still\s+)?(?:exists|is\s+(?:there|up|reachable))\s+"
                r"without\s+downloading\b", re.I),
     lambda m: f"wget --spider {m.group('url')}"),
    # "download 'https://example.com/export?id=17' and use the filename the server sends"
    (re.compile(r"\bdownload\s+['\"]?(?P<url>https?://[^\s'\"]+)['\"]?\s+(?:and\s+)?(?:use|keep|save\s+it\s+under)\s+the\s+(?:file\s*name|name)\s+the\s+server\s+"
                r"(?:sends|gives|suggests|provides)\b", re.I),
     lambda m: f"curl -OJ '{m.group('url')}'" if re.search(r"[?&]", m.group("url")) else f"curl -OJ {m.group('url')}"),
    # "wget http://files.lan/private/report.pdf with http user bob and password pa55"
    (re.compile(r"^\s*wget\s+(?P<url>https?://\S+)\s+(?:with|using|as)\s+(?:the\s+)?(?:http\s+|basic\s+auth\s+)?user(?:name)?\s+(?P<user>[\w.@-]+)\s+"
                r"and\s+(?:the\s+)?password\s+(?P<pw>\S+)\s*$", re.I),
     lambda m: f"wget --user={m.group('user')} --password={m.group('pw')} {m.group('url')}"),
    # ping from its options said in words (after the rows above, which answer their own phrases whole)
    (re.compile(r"\bping(?:ing|s)?\b", re.I), ping_built),
    # "send a GET request to localhost:8000/health", "check that the api on localhost 8080 answers on /health": a local URL said without its scheme
    (re.compile(r"^(?!.*://)(?!.*\b(?:ssh|tunnel\w*|forward\w*|listen\w*|serve|kill|using|bound|free|open|block|allow|firewall|ufw|iptables|nc|netcat|header\w*|bearer"
                r"|token|auth\w*|post|put|delete|patch|json|times?|every|pretty|save|download|output|cookies?|user|password|body|data|form"
                r"|and(?!\s+(?:just\s+|only\s+)?(?:print|show|give|return|tell)\w*\s+(?:me\s+)?(?:just\s+|only\s+)?the\s+(?:http\s+)?status))\b)"
                r".*\b(?:get|GET\s+request|request|curl|hit|call|check|query|fetch|answers?|responds?)\b.*?\b(?P<host>localhost|127\.0\.0\.1)(?::|\s+(?:on\s+)?(?:port\s+)?)(?P<port>\d{2,5})"
                r"(?:\s+(?:answers\s+|responds\s+)?(?:on|at)\s+)?(?P<path>/[\w./-]*)", re.I),
     lambda m: f"curl {_status_only(m.string)}http://{m.group('host')}:{m.group('port')}{m.group('path')}"),
    # dig from its record type, server and output said in words (after the rows above)
    (re.compile(r"\b(?:dig|dns|records?|nameservers?|name\s+servers?|mx|aaaa|cname|txt|soa|srv|ptr|spf|dmarc|reverse|zone\s+transfer|ip\s+of)\b", re.I), dig_built),
    # "which hosts are up on 192.168.1.0/24": a ping scan of the subnet
    (re.compile(r"^\s*(?:which|what)\s+(?:hosts|machines|devices|ips|ip\s+addresses)\s+are\s+(?:up|alive|online|live)\s+(?:on|in)\s+(?:the\s+)?(?:network\s+|subnet\s+)?"
                r"(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s*\??\s*$"
                r"|^\s*(?:scan|ping[\s-]?sweep|sweep)\s+(?P<net2>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+for\s+(?:live|up|online)\s+(?:hosts|machines|devices)\s*$", re.I),
     lambda m: f"nmap -sn {m.group('net') or m.group('net2')}"),
    # "what ports is sshd listening on": the listening sockets of one program
    (re.compile(r"^\s*(?:what|which)\s+ports?\s+(?:is|are|does)\s+(?P<prog>[a-z][\w.-]*)\s+listen(?:ing)?\s+on\s*\??\s*$", re.I),
     lambda m: f"sudo ss -tlnp | grep {m.group('prog')}"),
    # "how many sockets are stuck in TIME_WAIT"
    (re.compile(r"^\s*how\s+many\s+(?:tcp\s+)?(?:sockets|connections)\s+(?:are\s+)?(?:stuck\s+|sitting\s+|currently\s+)?in\s+(?P<st>TIME[_-]WAIT|CLOSE[_-]WAIT|ESTABLISHED|SYN[_-]SENT|FIN[_-]WAIT[_-][12])\s*(?:state)?\s*\??\s*$", re.I),
     lambda m: f"ss -Htan state {m.group('st').lower().replace('_', '-')} | wc -l"),
    # ufw (HP): everything from an address blocked, a port range let through, two ports opened, a rule deleted by what it allows
    (re.compile(r"^\s*(?:block|deny|drop)\s+(?:everything|all\s+traffic|all\s+connections|anything)\s+(?:coming\s+)?from\s+(?P<src>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)(?:\s+(?:with|in|using)\s+ufw)?\s*$", re.I),
     lambda m: f"sudo ufw deny from {m.group('src')}"),
    (re.compile(r"^\s*(?:allow|open)\s+(?P<proto>udp|tcp)\s+(?:ports?\s+)?(?P<a>\d+)\s*(?:to|-|through)\s*(?P<b>\d+)(?:\s+(?:for\s+[\w-]+|in\s+ufw|in\s+the\s+firewall))*\s*$"
                r"|^\s*(?:allow|open)\s+(?:ports?\s+)?(?P<a2>\d+)\s*(?:to|-|through)\s*(?P<b2>\d+)\s*/?\s*(?P<proto2>udp|tcp)(?:\s+(?:for\s+[\w-]+|in\s+ufw|in\s+the\s+firewall))*\s*$", re.I),
     lambda m: f"sudo ufw allow {m.group('a') or m.group('a2')}:{m.group('b') or m.group('b2')}/{(m.group('proto') or m.group('proto2')).lower()}"),
    (re.compile(r"^\s*(?:open|allow)\s+(?:ports?\s+)?(?P<a>\d+)\s+and\s+(?P<b>\d+)(?:\s*/?\s*(?P<proto>tcp|udp))?\s+(?:in|on|through)\s+(?:the\s+)?(?:firewall|ufw)\s*$", re.I),
     lambda m: f"sudo ufw allow {m.group('a')},{m.group('b')}" + (f"/{m.group('proto').lower()}" if m.group("proto") else "/tcp")),
    (re.compile(r"^\s*(?:remove|delete|drop)\s+the\s+(?:ufw|firewall)\s+rule\s+(?:that|which)\s+(?P<act>allows|denies|blocks)\s+(?P<what>\d+(?:/(?:tcp|udp))?|[\w-]+)\s*$", re.I),
     lambda m: f"sudo ufw delete {'allow' if m.group('act').lower() == 'allows' else 'deny'} {m.group('what')}"),
)
