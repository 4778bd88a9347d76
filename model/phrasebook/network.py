"""Networking: addresses, routes, links and the neighbour table (``ip``), firewall rules (``ufw``, ``iptables``,
``nft``), reachability (``ping``, ``traceroute`` with its probes, hops and names said in words), names looked up (``dig``,
DKIM keys, ``getent hosts``, /etc/hosts entries), ssh tunnels (local and reverse port forwarding), copies to and from
hosts (``scp`` with a port, a rate cap or through this machine, a remote folder's files of one kind; ``rsync`` with
what only it does), a command on several hosts, a local file compared with a remote one, HTTP with ``curl`` and ``wget``
(certificates, proxies and SOCKS, a server's address forced, headers, byte ranges, uploads, form fields, mirrors, checks
without downloading, a numbered run of files, a tarball streamed into tar), packet captures (``tcpdump``), sockets
(``ss`` from what is asked of them) and the expiry of a TLS certificate (``openssl``).
"""

from __future__ import annotations

import re

from serval.model.entities import count_value
from serval.model.phrasebook.shared import _shell_word, options_said


def _leading_number(text: str) -> str:
    """The number a phrase starts with ("2 seconds" → "2", "0.5s" → "0.5")."""
    return re.match(r"[\d.]+", text).group(0)


_IFACE = r"(?:eth|ens|enp|eno|wlan|wlp|wlx|br|bond|tun|wg)[\w.]*\d\w*"
_PING_HOST = re.compile(r"\b(?:ping(?:ing)?|pings?\s+to|(?:reach|get\s+to)(?:es)?)\s+(?:the\s+)?(?:router|gateway|host|server|box|machine|vm|dns\s+server)?\s*(?:ipv[46]\s+)?(?:address\s+)?(?P<host>(?:[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][\w-]*(?:\.[\w-]+)+|[a-z][\w-]*\d[\w-]*))(?![\w.:-])", re.I)
# the host a ping is said to go to, away from the word ping ("test the path mtu to 10.0.0.1: ping with a 1472-byte payload")
_PING_TO = re.compile(r"\bto\s+(?P<host>\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][\w-]*(?:\.[\w-]+)+)(?![\w.-])\s*:", re.I)
_NUMBER_WORDS = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a\s+hundred|hundred"
_TENS = {"thirty": "30", "forty": "40", "fifty": "50", "hundred": "100", "a hundred": "100", "one": "1"}


def ping_built(m: re.Match) -> str | None:
    """``ping`` with the options said in words: "ping the router 192.168.1.1 fifty times, 0.2s apart" → ``ping -c 50 -i
    0.2 192.168.1.1``; "ping 8.8.8.8 out of eth1 four times" → ``ping -I eth1 -c 4 8.8.8.8``; "keep pinging 1.1.1.1 with a
    timestamp on each line" → ``ping -D 1.1.1.1``. Only where some option is said; a bare "ping x" is the model's."""
    text = re.sub(r",?\s*(?:and\s+)?then\s+stop\s*[.!]?\s*$", "", m.string, flags=re.I)   # "… for 10 seconds then stop": the deadline itself
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|after\s+that|afterwards|until|unless|if\s+it|sweep|alive|ssh|nmap|output|log|tee|save|copy|append"
                 r"|write|file|average|round[\s-]trip|rtt|loss|latency|jitter)\b|/\d{1,2}\b|\.(?:txt|log)\b", text, re.I):
        return None
    host = _PING_HOST.search(text) or _PING_TO.search(text)
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
    if not re.search(r"\b(?:dns|dig|records?|name\s*servers?|look\s*up|lookup|resolve\w*|mx|aaaa|cname|txt|soa|srv|caa|ptr|spf|dmarc|dkim|zone\s+transfer)\b", plain, re.I):
        return None
    ip = re.search(r"\b(?:reverse\s+(?:dns\s+)?(?:lookup|look\s+up|resolve)|ptr)\b(?:\s+(?:of|for))?\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*)", text, re.I)
    if ip:
        return f"dig -x {ip.group('ip')}"
    names = [d.group("name") for d in re.finditer(rf"(?<![\w.@/-]){_DOMAIN}", text, re.I)]
    dkim = re.search(r"\bdkim\b[^.;]*\bselector\s+['\"]?(?P<sel>[\w-]+)['\"]?|\bselector\s+['\"]?(?P<sel2>[\w-]+)['\"]?[^.;]*\bdkim\b", text, re.I)
    if dkim and len(names) == 1:   # a DKIM key: the selector's TXT record under _domainkey ("… on example.com" names the domain)
        return f"dig TXT {dkim.group('sel') or dkim.group('sel2')}._domainkey.{names[0]}"
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
    if re.search(r"\bonly\s+(?:print\s+|show\s+|display\s+|give\s+(?:me\s+)?)?the\s+answer(?:\s+section)?\b|\banswer\s+section\s+only\b", text, re.I):
        types = options_said(plain, _DNS_TYPES, first=True)
        return f"dig +noall +answer {at}{types[0] + ' ' if types else ''}{name}"
    if re.search(r"\bhow\s+long\b|\bquery\s+time\b|\bhow\s+fast\b", text, re.I) and servers:
        return f"dig {at}{name} | grep 'Query time'"
    types = options_said(plain, _DNS_TYPES, first=True)
    if not types and not (short or at) and not re.search(r"\b(?:a\s+record|dns|dig)\b", text, re.I):
        return None
    if not re.search(r"\b(?:dns|dig|records?|look\s*up|resolve\w*|ip\s+of|address\s+of|nameservers?|name\s+servers?|mail\s+servers?|point|mx|txt|soa|srv|cname|aaaa)\b", text, re.I):
        return None
    port = re.search(r"\bport\s+(?P<p>\d{2,5})\b", text, re.I)
    return f"dig {at}{'-p ' + port.group('p') + ' ' if port else ''}{short}{types[0] + ' ' if types else ''}{name}"


# Requests about sockets that ask something else: a firewall, a scan, a tunnel, a kill, a container, a remote host.
_NOT_SOCKETS = re.compile(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|ufw|iptables|nft|firewall|allow|block|deny|nmap|scan\w*|tunnel\w*|forward\w*|kill\w*|free|"
                          r"docker|containers?|pods?|kubectl|ssh(?!d)|curl|wget|nc|netcat|remote\s+host|on\s+(?!this\b|the\s+(?:box|machine|server)\b)[a-z][\w-]*\d|"
                          r"save|write|file|log|every\s+\d+|watch|monitor|graph|history|bandwidth|traffic|throughput|speed|ip\s+address\w*|mac|"
                          r"change|set|edit|bind(?:-address)?|config\w*|accepts?)\b", re.I)   # (a server's settings, not its sockets)
_SOCKET_WORDS = re.compile(r"\b(?:sockets?|connections?|listen\w*|ports?)\b", re.I)


def sockets_built(m: re.Match) -> str | None:
    """``ss`` with what a request asks of the sockets, said in words: "which tcp ports are listening on this box?" →
    ``ss -tln``; "tcp connections going to remote port 443" → ``ss -tn 'dport = :443'``; "how many established
    connections on port 5432" → ``ss -Htn state established '( sport = :5432 )' | wc -l``; "tally tcp connections per
    state" → ``ss -tan | awk 'NR>1 {print $1}' | sort | uniq -c``; "give me a socket summary" → ``ss -s``. The program
    behind a port or a socket ("what is listening on 8080", "… with their processes") is the model's: lsof or ss -p."""
    text = m.string
    if _NOT_SOCKETS.search(text):
        return None
    if re.search(r"^\W*(?:give\s+me\s+|show\s+(?:me\s+)?|print\s+)?(?:an?\s+|the\s+)?(?:socket\s+(?:summary|statistics|stats|totals)|summary\s+of\s+(?:the\s+|all\s+)?sockets)\W*$", text, re.I):
        return "ss -s"
    unix = re.search(r"\bunix(?:\s+domain)?\s+sockets?\b", text, re.I)
    tcp, udp = re.search(r"\btcp\b", text, re.I), re.search(r"\budp\b", text, re.I)
    listening = re.search(r"\blisten\w*\b|\bopen\s+ports\b|\bports?\s+(?:are\s+)?open\b", text, re.I)
    if re.search(r"\bprocess\w*\b|\bprograms?\b|\bpids?\b|\bapps?\b|\bservices?\b|\bwho\b|\bowns?\b|\busing\b|\bwhat(?:'s|\s+is|\s+are)?\s+(?:\w+\s+)?listen", text, re.I):
        return None
    if re.search(r"\b(?:does|do|on|of)\s+(?:[a-z_][\w-]*@)?(?!127\.)\d{1,3}(?:\.\d{1,3}){3}\s+(?:have|has)\b|\bports\s+(?:open\s+)?on\s+(?!127\.)\d{1,3}(?:\.\d{1,3}){3}\b", text, re.I):
        return None   # another host's ports: nmap's, not this machine's sockets
    port = re.search(r"\bport\s+:?(?P<p>\d{1,5})\b|:(?P<p2>\d{1,5})\b", text, re.I)
    remote = port and re.search(r"\bremote\s+port\b|\b(?:going|outgoing|connecting)\s+to\s+(?:remote\s+)?port\b|\bto\s+port\s+\d", text, re.I)
    peer = re.search(r"\b(?:with|to|from)\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\b", text, re.I)
    established = re.search(r"\bestablished\b", text, re.I)
    count = re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I)
    if unix:
        if tcp or udp or port or count:
            return None
        return "ss -xl" if listening else "ss -x"
    if re.search(r"\b(?:tally|count|group|break\s*down)\w*\b[^.]*\bper\s+state\b|\bby\s+state\b|\bper\s+state\b", text, re.I):
        if listening or port or peer or udp:
            return None
        return "ss -tan | awk 'NR>1 {print $1}' | sort | uniq -c"
    kinds = ("t" if tcp or not udp else "") + ("u" if udp else "")
    if established and port and count and not peer:
        side = "dport" if remote else "sport"
        return f"ss -H{kinds}n state established '( {side} = :{port.group('p') or port.group('p2')} )' | wc -l"
    if count or established:
        return None   # (counts of states and established lists: rows of their own)
    if peer and not port and not listening and re.search(r"\bconnections?\b", text, re.I):
        return f"ss -{kinds}n dst {peer.group('ip')}"
    if remote and not listening and not peer:
        return f"ss -{kinds}n 'dport = :{port.group('p') or port.group('p2')}'"
    if listening and not port and not peer and (tcp or udp or re.search(r"\bports?\b|\bsockets?\b", text, re.I)):
        if not (tcp or udp) and re.search(r"\bports?\b", text, re.I):
            kinds = "tu"   # "which ports is this machine listening on": both kinds
        return f"ss -{kinds}ln"
    return None


_TRACE_HOST = r"(?P<host>\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:]*:[0-9a-f:]*|[a-z0-9][\w-]*(?:\.[\w-]+)+)(?![\w.-])"


def traceroute_built(m: re.Match) -> str | None:
    """``traceroute`` with the options said in words: "trace the hops to 8.8.4.4 but don't resolve names" →
    ``traceroute -n 8.8.4.4``; "icmp is blocked, traceroute to api.stripe.com using tcp port 443" → ``sudo traceroute
    -T -p 443 api.stripe.com``; "trace the route to 10.20.0.5 with ICMP echo probes" → ``sudo traceroute -I 10.20.0.5``;
    "traceroute to example.com, at most 15 hops" → ``traceroute -m 15 example.com``."""
    text = m.string
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|dig|mtr|tracepath|path\s+mtu|save|write|file|log|ping\s+\d)\b", text, re.I):
        return None
    host = re.search(r"\b(?:to|of|for|traceroute)\s+" + _TRACE_HOST, text, re.I)
    if host is None:
        return None
    rest = text[:host.start("host")] + " " + text[host.end("host"):]
    opts, root = [], False
    if tcp := re.search(r"\btcp\b(?:\s+(?:syn\s+)?(?:probes\s+)?(?:on\s+|to\s+)?(?:port\s+)?(?P<p>\d{1,5}))?|\bport\s+(?P<p2>\d{1,5})\s+(?:over|with|using)\s+tcp\b", rest, re.I):
        root = True
        opts.append("-T")
        if tcp.group("p") or tcp.group("p2"):
            opts.append(f"-p {tcp.group('p') or tcp.group('p2')}")
    elif re.search(r"\bicmp\b(?!\s+(?:is|are|gets?|being)\s+(?:blocked|filtered|dropped))", rest, re.I):
        root = True
        opts.append("-I")
    if re.search(r"\b(?:don'?t|do\s+not|without|no|never|skip\w*)\s+(?:resolv\w*|look\w*\s+up|revers\w*\s+dns|dns)\b|\bnumeric\w*\b|\bip\s+addresses\s+only\b|\bno\s+(?:host\s*)?names\b", rest, re.I):
        opts.append("-n")
    if hops := re.search(r"\b(?:at\s+most|max(?:imum)?(?:\s+of)?|up\s+to|no\s+more\s+than|limit\w*\s+(?:it\s+)?to)\s+(?P<n>\d+)\s+hops\b|\bmax(?:imum)?\s+hops?\s+(?:of\s+)?(?P<n2>\d+)\b", rest, re.I):
        opts.append(f"-m {hops.group('n') or hops.group('n2')}")
    if ipv := re.search(r"\b(?:over|using|via|with)\s+ipv(?P<v>[46])\b|\bipv(?P<v2>[46])\s+only\b", rest, re.I):
        opts.insert(0, f"-{ipv.group('v') or ipv.group('v2')}")
    # what is left must be the task's own words: the verb, "hops", "route", the reasons given for an option
    left = re.sub(r"\b(?:trace\w*|the|route|path|hops?|to|but|and|please|with|using|via|over|instead\s+of\s+udp|probes?|echo|icmp|tcp|udp|port|\d+|is|blocked|"
                  r"filtered|don'?t|do|not|without|no|resolv\w*|names?|dns|numeric\w*|at|most|max\w*|up|of|limit\w*|it|hosts?|ip|addresses|only|ipv[46]|"
                  r"show|me|run|a|an|look\w*|skip\w*|reverse|syn|on|for|taken|packets?|take|goes|go)\b|[\W_]+", " ", rest, flags=re.I)
    if left.strip() or not opts:
        return None
    return " ".join([("sudo " if root else "") + "traceroute", *opts, host.group("host")])


_REMOTE = r"(?:[a-z_][\w-]*@)?(?:[a-z][\w-]*\d[\w.-]*|[a-z][\w-]*(?:\.[\w-]+)+|\d{1,3}(?:\.\d{1,3}){3}|[a-z][\w-]*(?=:[~/]))"
_LOCAL_DIR = r"(?:~/|\./|\.\./|/)[\w./~-]*|\.|[\w-]+/"
_SSH_PORT = r"\b(?:ssh\s+(?:there\s+)?(?:is\s+|listens\s+|runs\s+)?(?:on\s+)?|sshd\s+(?:is\s+|listens\s+)?on\s+|ssh\s+)port\s+(?P<port>\d{2,5})\b" \
            r"|\bssh\s+(?:there\s+)?(?:is\s+|listens\s+|runs\s+)on\s+(?:port\s+)?(?P<port2>\d{2,5})\b"


def _ssh_port(text: str) -> str | None:
    """The port the remote sshd listens on, where the request says it ("ssh there is on port 2222", "ssh port 2200")."""
    m = re.search(_SSH_PORT, text, re.I)
    return (m.group("port") or m.group("port2")) if m else None


# rsync's options said in words; the request's words that name no option are left to the model
_RSYNC_OPTIONS = ((r"\bcompress\w*\b", "-z"), (r"\b(?:with\s+)?progress(?:\s+(?:shown|bar|meter))?\b|\bshow\s+(?:the\s+)?progress\b", "--progress"),
                  (r"\bhard\s*links?\b", "-H"), (r"\bacls?\b", "-A"), (r"\bx?attrs?\b|\bextended\s+attributes\b", "-X"),
                  (r"\b(?:don'?t|do\s+not|never|without)\s+overwrit\w*\s+(?:any\s+)?(?:files\s+)?(?:that\s+are\s+)?newer\b[^,.;]*|\bskip\s+files\s+(?:that\s+are\s+)?newer\b[^,.;]*", "-u"),
                  (r"\bdelete\s+(?:the\s+)?(?:local\s+)?(?:copies|source\s+files|originals)\b[^,.;]*|\bremove\s+(?:the\s+)?source\s+files\b", "--remove-source-files"),
                  (r"\bdry[\s-]?run\b", "-n"), (r"\bresum\w*\b|\bpartial\w*\b", "--partial"))
_RSYNC_ONLY = ("-u", "--remove-source-files")


def rsync_built(m: re.Match) -> str | None:
    """``rsync -a`` between here and a remote host with what a request says it needs: "rsync the contents of ~/music to
    192.168.1.50:/volume1/music, compressed, with progress shown" → ``rsync -a -z --progress ~/music/
    192.168.1.50:/volume1/music/``; "push the contents of ./build into ci@10.1.1.9:/opt/app, ssh there is on port 2222" →
    ``rsync -a -e 'ssh -p 2222' ./build/ ci@10.1.1.9:/opt/app/``; "copy /etc to backup@vault:/backups/etc using rsync and
    the ssh key ~/.ssh/backup" → ``rsync -a -e 'ssh -i ~/.ssh/backup' /etc/ backup@vault:/backups/etc/``; "pull
    fs01:/home/alice/reports/ into ./reports but don't overwrite files that are newer on my side" → ``rsync -a -u
    fs01:/home/alice/reports/ ./reports/``; "only the .jpg files from ~/Pictures, subfolders too, rsynced to
    gallery@web01:/srv/gallery" → ``rsync -a --include='*/' --include='*.jpg' --exclude='*' ~/Pictures/ gallery@web01:/srv/gallery/``.
    Only where rsync alone does what is asked (newer files kept, one kind of file, sources removed) or where the request
    does not name rsync for a folder pushed through an ssh port or key; the rest (rsync named with a port, a dry run, a
    resumable copy, a single file: scp) is the model's, which writes those well."""
    text = m.string
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|exclud\w*|except|without\s+(?:the\s+)?[\w.]+\s+(?:folder|dir\w*)|skip(?!\s+files\s+(?:that\s+are\s+)?newer)\w*|"
                 r"cron|every|daily|hourly|nightly|snapshot|backup\s+of|bandwidth|limit|throttl\w*|checksum|size|larger|bigger|smaller|over\s+\d|under\s+\d|"
                 r"mirror\w*|exact\w*)\b|(?<![\w-])--?\w|\bdelete(?!\s+(?:the\s+)?(?:local\s+)?(?:copies|source\s+files|originals))\b", text, re.I):
        return None
    ends = rf"(?P<src>{_REMOTE}:[~/][^\s,]*|{_LOCAL_DIR}|\w[\w.-]*\.\w{{1,6}})", rf"(?P<dst>{_REMOTE}:[~/][^\s,]*|{_LOCAL_DIR})(?=[\s,.;]|$)"
    pair = re.search(ends[0] + r"\s*,?\s+(?:(?:over\s+|across\s+)?(?:in)?to|onto)\s+" + ends[1], text, re.I) \
        or re.search(r"\bfrom\s+" + ends[0] + r"(?=[\s,]).*?\b(?:in)?to\s+" + ends[1], text, re.I)   # "only the .jpg files from ~/Pictures, …, rsynced to web01:/srv"
    if pair is None:
        return None
    src, dst = pair.group("src"), pair.group("dst")
    if (":" in src) == (":" in dst):
        return None   # (local to local, or host to host: not this row's)
    opts = ["-a"]
    for pattern, option in _RSYNC_OPTIONS:
        if re.search(pattern, text, re.I):
            opts.append(option)
    ssh = []
    if port := _ssh_port(text):
        ssh.append(f"-p {port}")
    if key := re.search(r"\b(?:ssh\s+)?(?:key|identity(?:\s+file)?)\s+(?P<key>~?/?[\w.-]*/[\w./-]+)", text, re.I):
        ssh.append(f"-i {key.group('key')}")
    if ssh:
        opts.append("-e 'ssh " + " ".join(ssh) + "'")
    if kind := re.search(r"\bonly\s+(?:the\s+)?\.?(?P<ext>[a-z0-9]{1,5})\s+files\b", text, re.I):
        if not re.search(r"\bsub\s*(?:folders|dirs|directories)\b|\brecursive\w*|\beverywhere\b|\bnested\b", text, re.I):
            return None
        opts.append(f"--include='*/' --include='*.{kind.group('ext').lower()}' --exclude='*'")
    own = any(o in _RSYNC_ONLY or o.startswith("--include") for o in opts)
    pushed = ssh and not re.search(r"\br?sync\w*\b", text, re.I) and not re.search(r"\.\w{1,5}$", src)
    if not (own or pushed):
        return None
    if "--partial" in opts and "--progress" in opts:   # both: rsync's -P
        opts = [o for o in opts if o not in ("--partial", "--progress")] + ["-P"]
    src = src if src.endswith("/") or re.search(r"\.\w{1,5}$", src) else src + "/"   # a folder's contents, not the folder in it
    dst = dst if dst.endswith("/") else dst + "/"
    return "rsync " + " ".join(opts) + f" {src} {dst}"


def scp_built(m: re.Match) -> str | None:
    """``scp`` with what a request says besides the files: "send dump.sql to root@203.0.113.7 into /tmp, ssh listens on
    2022 there" → ``scp -P 2022 dump.sql root@203.0.113.7:/tmp/``; "copy big.iso to mirror01:/srv/iso/ with scp but
    throttle it to about 1 MB/s" → ``scp -l 8192 big.iso mirror01:/srv/iso/``; "copy web01:/etc/nginx/nginx.conf to
    web02:/tmp/, routing the data through my machine" → ``scp -3 web01:/etc/nginx/nginx.conf web02:/tmp/``. Only where
    such an option is said; a plain copy is the model's."""
    text = m.string
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and\s+then|then|rsync|sftp|mail|email|exclud\w*|every|cron|authorized_keys|ssh-copy-id|key)\b", text, re.I):
        return None
    files = r"(?P<file>[\w~./-]*[\w/]\S*?|(?:[a-z_][\w-]*@)?[\w.-]+:[~/]\S*?)"
    said = re.search(rf"^\s*(?:please\s+)?(?:send|copy|upload|push|transfer|scp|put)\s+{files},?\s+(?:over\s+)?(?:in)?to\s+(?P<dst>{_REMOTE})(?::(?P<path>[~/][^\s,]*))?"
                     rf"(?:\s*,?\s+(?:in)?to\s+(?P<dir>[~/][^\s,]*))?(?=[\s,.;]|$)", text, re.I)
    if said is None or not re.search(r"\.\w{1,5}$|:", said.group("file")):
        return None   # (a folder: rsync's, or scp -r the model writes)
    if said.group("path") is not None and said.group("dir"):
        return None
    where = said.group("path") if said.group("path") is not None else said.group("dir")
    if where is None:
        return None
    opts = []
    if port := _ssh_port(text):
        opts.append(f"-P {port}")
    if rate := re.search(r"\b(?:throttl\w*|limit\w*|cap\w*)\s+(?:it\s+|the\s+(?:speed|bandwidth|rate)\s+)?(?:to\s+|at\s+)(?:about\s+|around\s+|roughly\s+)?(?P<n>\d+(?:\.\d+)?)\s*(?P<u>[km])(?:i?b|bytes?)?(?:/s|ps|\s+per\s+second)?\b", text, re.I):
        kbit = float(rate.group("n")) * (8 if rate.group("u").lower() == "k" else 8192)
        opts.append(f"-l {int(kbit)}")
    if re.search(r"\b(?:rout\w*|relay\w*|go\w*|pass\w*)\s+(?:all\s+)?(?:the\s+)?(?:data\s+|traffic\s+|transfer\s+)?(?:through|via)\s+(?:my\s+|this\s+|the\s+local\s+)(?:machine|box|laptop|computer|host)\b|\bthrough\s+localhost\b", text, re.I):
        if ":" not in said.group("file"):
            return None
        opts.append("-3")
    if not opts:
        return None
    if re.search(r"\b(?:folder|directory|dir)\b|\brecursive\w*", text, re.I):
        opts.append("-r")
    where = where if where.endswith("/") or where in ("~", "") else where + "/"
    return "scp " + " ".join(opts) + f" {said.group('file')} {said.group('dst')}:{where}"


# A file or folder sent to a folder named before its host ("upload index.html to /var/www/html on web01 as user
# deploy"), or fetched from a host's path into a folder here ("pull the folder /var/log/postgresql from db02 into the
# current directory"): the shapes whose host the model puts in the path
_HOST_WORD = r"(?:(?:the\s+)?(?:server|host|machine|box)\s+)?(?P<host>(?!the\b|my\b|this\b)[a-z][\w-]*(?:\.[\w-]+)*|\d{1,3}(?:\.\d{1,3}){3})"
_AS_USER = r"(?:\s*,?\s+(?:as|with)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)(?:\s+user)?)?"
_SENT_TO_PATH_ON_HOST = re.compile(r"^\s*(?:please\s+)?(?:upload|copy|send|push|transfer|scp|put)\s+(?:the\s+)?(?P<kind>(?:folder|directory|dir)\s+)?(?P<file>[\w~.][\w~./-]*)\s+"
                                   rf"(?:in)?to\s+(?:the\s+)?(?:folder\s+|directory\s+)?(?P<path>[~/][\w./~-]*)\s+on\s+{_HOST_WORD}{_AS_USER}\s*[.!]?\s*$", re.I)
_FETCHED_FROM_HOST = re.compile(r"^\s*(?:please\s+)?(?:pull|download|fetch|get|grab|copy|scp|bring)\s+(?:down\s+)?(?:the\s+)?(?P<kind>(?:folder|directory|dir)\s+|file\s+)?(?P<path>/[\w./~-]*)\s+"
                                rf"(?:from|off)\s+{_HOST_WORD}{_AS_USER}\s+(?:in)?to\s+(?:(?P<here>here|(?:the\s+)?current\s+(?:folder|directory|dir)|this\s+(?:folder|directory|dir)|\.)"
                                r"|(?:the\s+)?(?:folder\s+|directory\s+)?(?P<dest>[~./][\w./~-]*))\s*[.!]?\s*$", re.I)


def scp_by_host_said_after(m: re.Match) -> str | None:
    """scp where the request names the remote folder before its host: "upload index.html to /var/www/html on web01 as
    user deploy" → ``scp index.html deploy@web01:/var/www/html/``; "pull the folder /var/log/postgresql from db02 into
    the current directory" → ``scp -r db02:/var/log/postgresql .`` (-r where a folder is said)."""
    g = m.groupdict()
    remote = f"{g['user'] + '@' if g['user'] else ''}{g['host']}"
    if g["host"].lower() in ("server", "host", "machine", "box", "it", "there", "usb", "disk", "drive", "stick", "desktop", "laptop", "screen",
                             "linux", "ubuntu", "debian", "windows", "mac", "startup", "boot", "login", "change", "save", "exit", "top") or "." in g["host"] and re.search(r"\.(?:txt|log|conf|html?|pdf|gz|zip)$", g["host"], re.I):
        return None
    recursive = "-r " if g["kind"] and not g["kind"].lower().startswith("file") else ""
    if "file" in g:
        path = g["path"] if g["path"].endswith("/") or "." in g["path"].rsplit("/", 1)[-1] else g["path"] + "/"
        return f"scp {recursive}{g['file']} {remote}:{path}"
    return f"scp {recursive}{remote}:{g['path']} {'.' if g['here'] else g['dest']}"


def remote_glob(m: re.Match) -> str | None:
    """The files of one kind in a remote folder copied here with one scp: "fetch all the .log files from /var/log/app on
    app01 into ./logs" → ``scp 'app01:/var/log/app/*.log' ./logs/``."""
    if re.search(r"[|;`>]|&&|\$\(|\b(?:and|then|except|exclud\w*|newer|older|bigger|larger|modified|changed|recursive\w*|sub\s*(?:folders|dirs|directories))\b", m.string, re.I):
        return None
    dest = m.group("dest")
    if re.fullmatch(r"(?:the\s+)?(?:current|this|my\s+current)\s+(?:dir(?:ectory)?|folder)|here", dest, re.I):
        dest = "."
    elif not dest.endswith("/") and dest != ".":
        dest += "/"
    return f"scp '{m.group('host')}:{m.group('dir').rstrip('/')}/*.{m.group('ext')}' {dest}"


# tar's letter for a compressed archive's extension
_TAR_LETTER = (("tar.gz", "z"), ("tgz", "z"), ("tar.xz", "J"), ("txz", "J"), ("tar.bz2", "j"), ("tbz2", "j"), ("tar.zst", "I zstd -"), ("tar", ""))


def stream_untar(m: re.Match) -> str | None:
    """An archive at a URL unpacked as it downloads, never saved: "stream https://example.com/data/logs.tar.gz straight into
    tar and unpack it here, don't keep the archive" → ``wget -qO- https://example.com/data/logs.tar.gz | tar -xzf -``;
    "… into /opt/tool" → ``… | tar -xzf - -C /opt/tool``."""
    url = m.group("url").rstrip(".,;")
    letter = next((letter for ext, letter in _TAR_LETTER if url.lower().endswith("." + ext)), None)
    if letter is None or letter.startswith("I"):
        return None
    rest = m.string[m.end("url"):]
    if re.search(r"\b(?:and\s+then|then|strip|only|except|exclud\w*|list|delete|remove|checksum|verify|sudo|install|run)\b|[|;`]|&&", rest, re.I):
        return None
    where = re.search(r"\b(?:in)?to\s+(?P<dir>[~/][\w./~-]*|\./[\w./-]+)", rest, re.I)
    return f"wget -qO- {url} | tar -x{letter}f -" + (f" -C {where.group('dir')}" if where else "")


def remote_diff(m: re.Match) -> str | None:
    """A local file compared with one on another host, the remote copy read over ssh: "diff my local nginx.conf against
    /etc/nginx/nginx.conf on web01" → ``diff nginx.conf <(ssh web01 cat /etc/nginx/nginx.conf)``."""
    host, path = m.group("host") or m.group("host2"), m.group("path") or m.group("path2")
    if re.fullmatch(r"(?:the\s+)?(?:server|host|box|machine|remote)", host, re.I):
        return None
    return f"diff {m.group('local')} <(ssh {host} cat {path})"


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
                r"(?:\s+host)?(?:\s+as\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*))?"
                r"(?P<nosh>\s*,?\s+(?:with\s+)?(?:no\s+(?:remote\s+)?(?:shell|command)|without\s+(?:a\s+|opening\s+a\s+)?(?:remote\s+)?(?:shell|command)|(?:just|only)\s+the\s+tunnel))?", re.I),
     lambda m: f"ssh {'-N ' if m.group('nosh') else ''}-L {m.group('local')}:{m.group('host')}:{m.group('port')} "
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
                r"(?P<addr>[\w.:-]*\w)\b"
                r"|\b(?:which|what)\s+(?:network\s+)?(?:interface|route|gateway)(?:\s+and\s+(?:gateway|interface|route))?\s+(?:would|will|does|do)\s+(?:the\s+)?(?:traffic|packets)\s+"
                r"(?:to|for)\s+(?P<addr2>[\w.:-]*\w)\s+(?:use|take|go\s+(?:through|out))\b", re.I),
     lambda m: f"ip route get {m.group('addr') or m.group('addr2')}"),
    (re.compile(r"\b(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:arp|neighbou?r)(?:\s*/\s*(?:arp|neighbou?r))?\s+(?:table|cache|entries)\b", re.I),
     lambda m: "ip neigh"),
    (re.compile(rf"\bset\s+(?:the\s+)?mtu\s+(?:of|on|for)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\s+to\s+(?P<n>\d+)\b|\bset\s+(?:the\s+)?(?:interface\s+)?(?P<dev2>{_IFACE})(?:'s)?\s+mtu\s+to\s+(?P<n2>\d+)\b", re.I),
     lambda m: f"sudo ip link set dev {m.group('dev') or m.group('dev2')} mtu {m.group('n') or m.group('n2')}"),
    (re.compile(r"\b(?:rx/tx|rx|tx|packet|error|traffic)\s+(?:and\s+error\s+|packet\s+)?(?:counters|statistics|stats|counts)\s+(?:of|for|on)\s+(?P<dev>[a-z][\w.-]*\d[\w.-]*|lo)\b", re.I),
     lambda m: f"ip -s link show {m.group('dev')}"),
    # "ipv6 routing table please"
    (re.compile(r"^\W*(?:show\s+(?:me\s+)?|print\s+|display\s+|list\s+)?(?:the\s+|my\s+)?ipv6\s+(?:routing\s+table|routes)(?:\s+please)?\W*$", re.I), lambda m: "ip -6 route"),
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
    (re.compile(r"\b(?:fetch|get|download|load|curl|request)\s+(?P<url>https?://\S+?)\s+(?:through|via|using)\s+(?:the\s+|our\s+|my\s+)?(?:https?\s+)?proxy\s+(?:at\s+)?"
                r"(?:(?P<proxy>[\w.-]+:\d+)\b|(?P<host>[\w.-]*\w)\s+(?:on|at)\s+port\s+(?P<port>\d+)\b)", re.I),
     lambda m: f"curl -x http://{m.group('proxy') or m.group('host') + ':' + m.group('port')} {m.group('url')}"),
    # "load https://check.torproject.org through my socks5 proxy at localhost:1080": names resolved by the proxy
    (re.compile(r"\b(?:fetch|get|download|load|curl|request|open)\s+(?P<url>https?://\S+?)\s+(?:through|via|using|over)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:tor\s+)?socks5?h?\s+proxy\s+"
                r"(?:at\s+|on\s+)?(?P<proxy>[\w.-]+:\d+)\s*[.!]?\s*$", re.I),
     lambda m: f"curl --socks5-hostname {m.group('proxy')} {m.group('url')}"),
    # "test https://app.example.com against the new server 203.0.113.10 without editing /etc/hosts"
    (re.compile(r"^\s*(?:test|try|fetch|check|hit|curl|request)\s+(?P<url>https?://(?P<host>[\w.-]+)(?::(?P<port>\d+))?\S*?)\s+(?:against|on|at)\s+(?:the\s+)?(?:new\s+|other\s+|staging\s+|old\s+)?"
                r"(?:server|box|host|machine|backend|ip)?\s*(?P<ip>\d{1,3}(?:\.\d{1,3}){3})(?:\s*,?\s+without\s+(?:editing|touching|changing)\s+(?:/etc/hosts|(?:the|my)\s+hosts\s+file))?\s*[.!]?\s*$", re.I),
     lambda m: f"curl --resolve {m.group('host')}:{m.group('port') or (443 if m.group('url').startswith('https') else 80)}:{m.group('ip')} {m.group('url')}"),
    # "weather for Berlin in the terminal"
    (re.compile(r"^\W*(?:show\s+(?:me\s+)?|get\s+(?:me\s+)?|what'?s\s+|what\s+is\s+)?(?:the\s+)?weather\s+(?:forecast\s+)?(?:for|in)\s+(?!the\b)(?P<city>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                r"(?:\s+(?:in|on)\s+the\s+(?:terminal|shell|command\s+line))?\s*[?.!]?\s*$", re.I),
     lambda m: f"curl wttr.in/{m.group('city').replace(' ', '+')}"),
    # "stream https://example.com/data/logs.tar.gz straight into tar and unpack it here, don't keep the archive"
    (re.compile(r"\b(?:stream|pipe)\s+(?P<url>https?://\S+)\s+(?:straight\s+|directly\s+)?(?:in)?to\s+tar\b", re.I),
     stream_untar),
    # "download page1.html to page5.html from https://docs.example.com/guide/": a numbered run of files, curl's URL glob
    (re.compile(r"^\s*(?:download|fetch|get|grab)\s+(?P<stem>[a-z][\w-]*?)(?P<a>\d+)(?P<ext>\.\w+)\s+(?:to|through|thru|-)\s+(?P=stem)(?P<b>\d+)(?P=ext)\s+from\s+"
                r"(?P<url>https?://\S+/)(?:\s+(?:in\s+one\s+(?:command|go)|at\s+once))?\s*[.!]?\s*$", re.I),
     lambda m: f"curl -O '{m.group('url')}{m.group('stem')}[{m.group('a')}-{m.group('b')}]{m.group('ext')}'" if int(m.group("a")) < int(m.group("b")) else None),
    # "how many lines of https://ci.example.com/job/42/console.txt contain ERROR"
    (re.compile(r"^\s*how\s+many\s+lines\s+(?:of|in)\s+(?P<url>https?://\S+?)\s+(?:contain|have|mention|match)\s+['\"]?(?P<word>[\w.:-]+)['\"]?\s*\??\s*$", re.I),
     lambda m: f"curl -s {m.group('url')} | grep -c {m.group('word')}"),
    # "copy ~/.ssh/deploy_key.pub into authorized_keys of deploy@ci.example.com, ssh port 2200"
    (re.compile(rf"^\s*(?:please\s+)?(?:copy|install|add|put|append)\s+(?:the\s+)?(?:public\s+key\s+)?(?P<key>[~./\w][\w./~-]*\.pub)\s+(?:in)?to\s+(?:the\s+)?(?:~/\.ssh/)?authorized_keys\s+"
                rf"(?:of|on|for|at)\s+(?P<dest>{_REMOTE})(?:\s*,?\s+(?:ssh\s+(?:is\s+|listens\s+)?on\s+)?(?:ssh\s+)?port\s+(?P<port>\d{{2,5}}))?\s*[.!]?\s*$", re.I),
     lambda m: f"ssh-copy-id -i {m.group('key')}{' -p ' + m.group('port') if m.group('port') else ''} {m.group('dest')}"),
    # "uptime on web01 web02 and web03, one after another over ssh"
    (re.compile(rf"^\s*(?:run\s+)?(?P<cmd>[a-z][\w-]*(?:\s+-[a-z]+)?)\s+on\s+(?P<hosts>{_REMOTE}(?:(?:\s*,\s*|\s+and\s+|\s+)(?:and\s+)?{_REMOTE})+)\s*,?\s+"
                r"(?:(?:one\s+after\s+(?:another|the\s+other)|in\s+turn|one\s+by\s+one|each)\s*,?\s+)?(?:over|via|through|with|using)\s+ssh\s*[.!]?\s*$", re.I),
     lambda m: "for h in " + " ".join(re.findall(r"[^\s,]+", re.sub(r"\band\b", " ", m.group("hosts")))) + f'; do ssh "$h" {m.group("cmd")}; done'),
    # "diff my local nginx.conf against /etc/nginx/nginx.conf on web01"
    (re.compile(rf"^\s*(?:diff|compare)\s+(?:my\s+)?(?:local\s+)?(?:copy\s+of\s+)?(?P<local>[\w~./-]*\w\.\w+|[\w~.-]*/[\w./-]*\w)\s+(?:against|with|to|and)\s+(?:the\s+(?:one|copy|file)\s+(?:at\s+)?)?"
                rf"(?:(?P<path>/[\w./-]*\w)\s+on\s+(?P<host>{_REMOTE})|(?P<host2>{_REMOTE}):(?P<path2>[~/][\w./-]*\w))\s*[?.!]?\s*$", re.I),
     remote_diff),
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
    (re.compile(r"\b(?:remove|delete|drop|take)\s+(?:the\s+)?(?:ip\s+)?address\s+(?P<ip>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:from|off(?:\s+of)?)\s+(?:the\s+)?(?:interface\s+)?(?P<dev>[\w.-]+)", re.I),
     lambda m: f"sudo ip addr del {m.group('ip')} dev {m.group('dev')}"),
    (re.compile(r"\b(?:delete|remove|drop)\s+the\s+default\s+route(?:\s+via\s+(?P<gw>\d{1,3}(?:\.\d{1,3}){3}))?", re.I),
     lambda m: "sudo ip route del default" + (f" via {m.group('gw')}" if m.group("gw") else "")),
    (re.compile(r"\b(?:delete|remove|drop|get\s+rid\s+of)\s+the\s+route\s+(?:to\s+)?(?P<net>\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)", re.I), lambda m: f"sudo ip route del {m.group('net')}"),
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
    (re.compile(r"\bupload\s+(?P<file>[~./\w][\w./~-]*\.\w+)\s+to\s+(?P<url>(?:ftp|https?)://\S+?)(?:\s+as\s+(?:user\s+)?(?P<user>[\w.-]+)\s+with\s+(?:the\s+)?password\s+(?P<pw>\S+)"
                r"|\s*,?\s*\(?\s*(?:login|log\s+in\s+as|user|credentials)\s*:?\s+(?P<user2>[\w.-]+)\s*(?:/|:|,|\s+password\s+|\s+and\s+password\s+)\s*(?P<pw2>[^\s)]+)\s*\)?)?\s*$", re.I),
     lambda m: f"curl -T {m.group('file')}" + (f" -u {_shell_word((m.group('user') or m.group('user2')) + ':' + (m.group('pw') or m.group('pw2')))}"
                                                if m.group("user") or m.group("user2") else "") + f" {m.group('url')}"),
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
               f"2>/dev/null | openssl x509 -noout " + ("-dates" if re.search(r"\bvalidity\b|\bdates\b|\bvalid\s+from\b", m.string, re.I) else "-enddate")),
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
    (re.compile(r"\b(?:add|append)\s+(?P<host>[\w.-]*\w)'s\s+(?:ssh\s+)?host\s+keys?\s+to\s+(?:my\s+|the\s+)?known_hosts\b", re.I),
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
    # "test my github ssh auth using the key ~/.ssh/github_work"
    (re.compile(r"\b(?:test|check|verify)\s+(?:that\s+|whether\s+|if\s+)?(?:my\s+)?(?P<host>github|gitlab|bitbucket)\s+ssh\s+(?:key|access|auth\w*|connection|login)\s+(?:works\s+)?"
                r"(?:using|with)\s+(?:the\s+|my\s+)?(?:key|identity(?:\s+file)?)\s+(?P<key>[~./\w][\w./~-]*)\s*[.!]?\s*$", re.I),
     lambda m: f"ssh -i {m.group('key')} -T git@{ {'github': 'github.com', 'gitlab': 'gitlab.com', 'bitbucket': 'bitbucket.org'}[m.group('host').lower()] }"),
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
    (re.compile(r"\b(?:dig|dns|records?|nameservers?|name\s+servers?|mx|aaaa|cname|txt|soa|srv|ptr|spf|dmarc|dkim|reverse|zone\s+transfer|ip\s+of)\b", re.I), dig_built),
    # "scan 192.168.1.20 and tell me what ports are open", "which ports are open on db01": another host's ports are nmap's
    (re.compile(rf"^\s*(?:please\s+)?(?:port[\s-]?scan|scan)\s+(?P<h>{_REMOTE})\s+(?:and\s+(?:tell|show)\s+me\s+|for\s+)(?:what|which|the|any)?\s*(?:open\s+)?ports(?:\s+(?:are|it\s+has)\s+open)?\s*[.?!]?\s*$"
                rf"|^\s*(?:which|what)\s+(?:open\s+)?ports\s+(?:does|do)\s+(?P<h2>{_REMOTE})\s+have(?:\s+open)?\s*\??\s*$"
                rf"|^\s*(?:which|what)\s+ports\s+are\s+open\s+on\s+(?P<h3>{_REMOTE})\s*\??\s*$", re.I),
     lambda m: f"nmap {m.group('h') or m.group('h2') or m.group('h3')}"),
    # "which interface has 10.0.0.5": the interface holding an address
    (re.compile(r"^\s*(?:which|what)\s+(?:network\s+)?(?:interface|nic|device)\s+(?:has|holds|owns|is\s+using|uses|carries)\s+(?:the\s+)?(?:ip\s+|address\s+)?"
                r"(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s*\??\s*$", re.I),
     lambda m: f"ip -o addr show | grep -F ' {m.group('ip')}/'"),
    # "how much traffic has gone through eth0 since boot": the interface's byte and packet counters
    (re.compile(r"^\s*(?:how\s+much\s+)?(?:traffic|data)\s+(?:has\s+)?(?:gone|passed|been\s+sent|went|moved)\s+(?:through|over|on)\s+(?P<dev>(?:eth|en|wl|wlan|ens|enp|eno)[\w.-]*)"
                r"(?:\s+since\s+(?:boot|startup|it\s+came\s+up))?\s*\??\s*$", re.I),
     lambda m: f"ip -s link show {m.group('dev')}"),
    # "what wifi networks can i see", "list the available wifi networks"
    (re.compile(r"^\s*(?:(?:what|which)\s+wi-?fi\s+networks\s+(?:can\s+(?:i|we)\s+see|are\s+(?:around|available|in\s+range|visible|nearby))"
                r"|(?:list|show|scan\s+for|find)\s+(?:me\s+)?(?:the\s+|all\s+)?(?:available\s+|nearby\s+|visible\s+)?wi-?fi\s+networks(?:\s+(?:around|nearby|in\s+range))?)\s*\??\s*$", re.I),
     lambda m: "nmcli device wifi list"),
    # "which hosts are up on 192.168.1.0/24": a ping scan of the subnet
    (re.compile(r"^\s*(?:which|what)\s+(?:hosts|machines|devices|ips|ip\s+addresses)\s+are\s+(?:up|alive|online|live)\s+(?:on|in)\s+(?:the\s+)?(?:network\s+|subnet\s+)?"
                r"(?P<net>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s*\??\s*$"
                r"|^\s*(?:scan|ping[\s-]?sweep|ping[\s-]?scan|sweep)\s+(?P<net2>\d{1,3}(?:\.\d{1,3}){3}/\d{1,2})\s+(?:for\s+(?:live|up|online)\s+(?:hosts|machines|devices)"
                r"|to\s+(?:see|find(?:\s+out)?|check)\s+(?:which|what)\s+(?:hosts|machines|devices|ips)\s+are\s+(?:up|alive|online))\s*[.!]?\s*$", re.I),
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
    # ss from what is asked of the sockets (after the rows above, which answer their own phrases whole)
    (re.compile(r"\b(?:sockets?|connections?|listen\w*|ports?)\b", re.I), sockets_built),
    # traceroute from its options said in words
    (re.compile(r"\btrace\s*route\b|\btrace\s+(?:the\s+)?(?:hops|route|path)\b|\bhops\s+to\b", re.I), traceroute_built),
    # rsync and scp with the options said in words, between here and a remote host
    (re.compile(r"\brsync\w*\b|\b(?:sync|push|pull|copy|send|move)\b.*\b[\w.-]+:[~/]", re.I), rsync_built),
    (re.compile(r"\b(?:send|copy|upload|push|transfer|scp|put)\b", re.I), scp_built),
    (_SENT_TO_PATH_ON_HOST, scp_by_host_said_after),
    (_FETCHED_FROM_HOST, scp_by_host_said_after),
    # "fetch all the .log files from /var/log/app on app01 into ./logs"
    (re.compile(rf"^\s*(?:please\s+)?(?:fetch|copy|pull|download|grab|get|bring|scp)\s+(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?\.?(?P<ext>[a-z0-9]{{1,5}})\s+files\s+"
                rf"(?:from|in)\s+(?P<dir>/[\w./-]*)\s+on\s+(?P<host>{_REMOTE})\s+(?:(?:in)?to|over\s+to)\s+(?P<dest>(?:the\s+)?(?:current|this|my\s+current)\s+(?:dir(?:ectory)?|folder)|here|{_LOCAL_DIR})\s*[.!]?\s*$", re.I),
     remote_glob),
)
