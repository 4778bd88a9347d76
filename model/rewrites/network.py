"""Networking and downloads: ports (``lsof``, ``ss``, ``ufw``), ``curl`` and ``wget`` given the URL, the
output, the credentials and the bearer token, dig's record type, and the values a request gives in words for
ping, nc, curl, wget, ssh, scp, rsync and journalctl.
"""

from __future__ import annotations

import functools
import re

from serval.model.command import SEGMENT_ENDS
from serval.model.entities import Recognized
from serval.model.repair import simple_commands, unquoted
from serval.model.rewrites.shared import _found


_PORT_WORD = re.compile(r"(?<!\S)((?:-i)?:)(\d{1,5})(?=[\s)`'\"]|$)")   # lsof -i:3000, lsof -i :3000, grep :3000


def _unused_port(command: str, rec: Recognized) -> str | None:
    """The one port the request names, when ``command`` does not use it."""
    ports = [e.value for e in rec.entities if e.type == "Port"]
    return ports[0] if len(ports) == 1 and not re.search(rf"(?<!\d){ports[0]}(?!\d)", command) else None


def foreign_port(command: str, rec: Recognized) -> str:
    """``command`` with a port the model wrote from its training (``lsof -i:3000``, ``grep :8080``) made the
    one port the request names, where the command does not use that port: "kill the process on port
    4000" gave ``kill $(lsof -t -i:3000)``."""
    port = _unused_port(command, rec)
    if port is None:
        return command
    return _PORT_WORD.sub(lambda m: m.group(0) if re.search(rf"(?<!\d){m.group(2)}(?!\d)", rec.text)
                          else m.group(1) + port, command)


# lsof with flags only (no -i, no operand), up to the end of its simple command.
_BARE_LSOF = re.compile(r"(?<![\w-])lsof((?:\s+-[A-Za-hj-z]+)*)(?=\s*(?:[)|;&`]|$))")


def lsof_port(command: str, rec: Recognized) -> str:
    """``command`` with the port the request names given to an ``lsof`` that has none: "kill the process
    listening on port 8080" gave ``kill $(lsof -t)`` (every process with an open file) → ``kill $(lsof -t
    -i:8080)``."""
    port = _unused_port(command, rec)
    return command if port is None else _BARE_LSOF.sub(lambda m: f"lsof{m.group(1)} -i:{port}", command)


_TCP, _UDP = re.compile(r"\btcp\b", re.I), re.compile(r"\budp\b", re.I)


def socket_protocols(command: str, rec: Recognized) -> str:
    """``command`` with both ``-t`` and ``-u`` on an ss or netstat when the request names TCP and UDP ("list
    all listening tcp and udp ports" gave ``ss -lunp``)."""
    if not (_found(_TCP, rec.text) and _found(_UDP, rec.text)):
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] not in ("ss", "netstat"):
            continue
        cluster = next((k for k in range(util + 1, end) if re.fullmatch(r"-[a-zA-Z]+", words[k])), None)
        if cluster is not None:
            missing = "".join(c for c in "tu" if c not in words[cluster])
            words[cluster] = "-" + missing + words[cluster][1:]
    return " ".join(words)


def output_in_folder(command: str, rec: Recognized) -> str:
    """``command`` with a curl or wget output named inside the folder the request downloads into: "download
    https://x/mountains.jpg to ~/Pictures/Wallpapers" gave ``curl -o ~/Pictures/Wallpapers URL``, which
    would write the picture over a file named like the folder; it is ``-o ~/Pictures/Wallpapers/mountains.jpg``."""
    folders = {e.value.rstrip("/") for e in rec.entities if e.type == "Directory" or e.value.endswith("/")
               or re.fullmatch(r"~(?:/[\w.-]+)*|/[\w./-]*", e.value) and not re.search(r"\.\w{1,5}$", e.value)}
    m = re.fullmatch(r"(curl\s+(?:-\w+\s+)*-o|wget\s+(?:-\w+\s+)*-O)\s+(\S+)\s+(['\"]?)((?:https?|ftp)://\S+?)\3", command)
    if m is None or m.group(2).rstrip("/") not in folders:
        return command
    name = m.group(4).rstrip("/").rsplit("/", 1)[-1].split("?")[0]
    if not re.fullmatch(r"[\w.-]+\.\w{1,5}", name):
        return command
    return f"{m.group(1)} {m.group(2).rstrip('/')}/{name} {m.group(3)}{m.group(4)}{m.group(3)}"


_PASSWORD_SAID = re.compile(r"\b(?:password|passwd|pass)\s+(?:is\s+|of\s+)?['\"]?([^\s'\",;]+)", re.I)


def credentials_joined(command: str, rec: Recognized) -> str:
    """``command`` giving curl the password the request says with the user: "download URL using basic auth user
    admin password secret" gave ``curl -u admin URL`` (curl then asks for it) or ``curl -u secret URL`` →
    ``curl -u admin:secret URL``."""
    m = _found(_PASSWORD_SAID, rec.text)
    if m is None or not re.match(r"curl\s", command):
        return command
    password = m.group(1)
    users = [e.value for e in rec.entities if e.type in ("User", "Text") and e.value != password and e.start < m.start()]
    hit = re.search(r"\s(-u|--user)\s+(\S+)", command)
    if hit is None or ":" in hit.group(2):
        return command
    user = hit.group(2) if hit.group(2) != password else (users[-1] if users else None)
    if user is None:
        return command
    return command[:hit.start(2)] + f"{user}:{password}" + command[hit.end(2):]


def download_saved(command: str, rec: Recognized) -> str:
    """``command`` with a curl that saves what the request downloads: "download http://intranet.local/report.pdf
    using basic auth …" gave ``curl -u admin:secret URL`` (the PDF's bytes on the terminal) → ``curl -u
    admin:secret -O URL``, saved under its own name. Not where the output is piped, redirected or named. A wget
    given the folder to download into as a plain word takes it with -P ("download all the urls in links.txt into
    the directory downloads" gave ``wget -i links.txt downloads``)."""
    words = command.split(" ")
    if words[0] == "wget" and not any(w in SEGMENT_ENDS for w in words):
        plain = [k for k in range(1, len(words)) if not words[k].startswith("-") and "://" not in words[k]
                 and not re.fullmatch(r"-[a-zA-Z]*[iOoPaUe]|--\S+", words[k - 1])]
        if len(plain) == 1 and re.search(rf"\b(?:into|to|in|under)\s+(?:the\s+)?(?:(?:directory|folder|dir)\s+)?{re.escape(unquoted(words[plain[0]]))}/?(?:\s|$|[.,;])", rec.text):
            words[plain[0]:plain[0] + 1] = ["-P", words[plain[0]]]
            return " ".join(words)
    if not re.search(r"\bdownload", rec.text, re.I) or not command.startswith("curl ") or \
            re.search(r"\s(?:-[a-zA-Z]*[oO]|--output|--remote-name\S*)(?:\s|=|$)|[|>]", command):
        return command
    urls = [w for w in command.split(" ") if re.match(r"['\"]?(?:https?|ftp)://[^/\s]+/\S*[^/\s'\"]['\"]?$", w)]
    if len(urls) != 1:
        return command
    return command.replace(" " + urls[0], " -O " + urls[0], 1)


# Flags with a value the request gives in words, per tool: (tool, phrase with the value, the flag it makes, its value:
# a form to write the number said into, or a function of it). A value already there but other than the one said is
# put right ("a single ping": -c 1).
_VALUED_FLAGS = (
    # "a 2 second interval", "0.2 seconds between packets", "every 5 seconds"
    ("ping", re.compile(r"\b(\d+(?:\.\d+)?)[\s-]*seconds?\s+interval\b|\binterval\s+of\s+(\d+(?:\.\d+)?)\s+seconds?\b"
                        r"|\b(\d+(?:\.\d+)?)\s+seconds?\s+(?:between|apart)\b|\bevery\s+(\d+(?:\.\d+)?)\s+seconds?\b", re.I), "-i", "{}"),
    ("ping", re.compile(r"\bwait(?:s|ing)?\s+(?:at\s+most\s+|up\s+to\s+)?(\d+)\s+seconds?\s+for\s+(?:a\s+|the\s+|each\s+)?repl", re.I), "-W", "{}"),
    ("ping", re.compile(r"\b(\d+)[\s-]*bytes?\s+(?:payload|packets?)\b|\bpackets?\s+of\s+(\d+)\s+bytes\b|\bpayload\s+of\s+(\d+)\s+bytes\b"
                        r"|\bpacket\s+size\s+(?:of\s+)?(\d+)(?:\s*bytes?)?\b", re.I), "-s", "{}"),
    ("ping", re.compile(r"\b(?:through|via|out\s+(?:of|through)|using|from)\s+(?:the\s+)?interface\s+([\w.-]+)|\bgoing\s+out\s+(?:through|of|via)\s+(?:interface\s+)?([\w.-]+)", re.I), "-I", "{}"),
    ("ping", re.compile(r"\b(?:a\s+|one\s+)?(single)\s+ping\b|\b(one)\s+ping\b|\banswers?\s+a\s+(single)\s+ping\b", re.I), "-c", "1"),
    ("nc", re.compile(r"\bgiv(?:e|ing)\s+up\s+after\s+(\d+)\s+seconds?|\btime\s*out\s+(?:of\s+|after\s+)?(\d+)\s+seconds?|\b(\d+)[\s-]*seconds?\s+time\s*out", re.I), "-w", "{}"),
    ("curl", re.compile(r"\b(?:speed|rate|bandwidth)\s+limited\s+to\s+(\d+[KkMmGg]?)|\blimit(?:ing)?\s+(?:the\s+)?(?:speed|rate|bandwidth|download(?:\s+speed)?)\s+to\s+(\d+[KkMmGg]?)"
                        r"|\b(?:no\s+more\s+than|at\s+most)\s+(\d+[KkMmGg])B?\s*(?:per\s+second|/s)", re.I),
     "--limit-rate", "{}"),
    ("wget", re.compile(r"\b(?:speed|rate|bandwidth)\s+limited\s+to\s+(\d+[KkMmGg]?)|\blimit(?:ing)?\s+(?:the\s+)?(?:speed|rate|bandwidth|download(?:\s+speed)?)\s+to\s+(\d+[KkMmGg]?)", re.I),
     "--limit-rate=", "{}"),
    ("wget", re.compile(r"\btr(?:y|ying|ies)\s+(\d+)\s+times\b|\b(\d+)\s+(?:tries|attempts|retries)\b", re.I), "--tries=", "{}"),
    ("wget", re.compile(r"\bwait(?:ing)?\s+(?:up\s+to\s+)?(\d+)\s+seconds?\s+between\s+(?:retries|tries|attempts)\b", re.I), "--waitretry=", "{}"),
    ("ssh", re.compile(r"\b(\d+)[\s-]*seconds?\s+connect(?:ion)?\s+time\s*out\b|\bconnect(?:ion)?\s+time\s*out\s+of\s+(\d+)\s+seconds?\b", re.I), "-o ConnectTimeout=", "{}"),
    ("ssh", re.compile(r"\bwithout\s+(?:strict\s+)?host\s+key\s+checking\b|\bdisabl\w+\s+(?:strict\s+)?host\s+key\s+checking\b"
                       r"|\b(?:skip|ignor\w*)\s+(?:the\s+)?host\s+key\s+checks?\w*|\b(?:don'?t|do\s+not|without)\s+check\w*\s+(?:the\s+)?host\s+keys?\b", re.I),
     "-o StrictHostKeyChecking=", "no"),
    # "give up after 5 seconds if it doesn't connect", "a keepalive every 60 seconds", "don't offer my keys"
    ("ssh", re.compile(r"\bgiv(?:e|ing)\s+up\s+after\s+(\d+)\s+seconds?", re.I), "-o ConnectTimeout=", "{}"),
    ("ssh", re.compile(r"\bkeep-?alives?\s+every\s+(\d+)\s*(?:s|secs?|seconds?)\b|\bevery\s+(\d+)\s*(?:s|secs?|seconds?)\b[^.;]*\bkeep-?alive", re.I), "-o ServerAliveInterval=", "{}"),
    ("ssh", re.compile(r"\b(?:don'?t|do\s+not|without)\s+(?:offer\w*|us\w*|try\w*)\s+(?:my\s+|any\s+)?(?:ssh\s+)?(?:public\s+)?keys\b", re.I),
     "-o PubkeyAuthentication=", "no"),
    ("scp", re.compile(r"\blimit(?:ed)?\s+(?:the\s+bandwidth\s+)?to\s+(\d+)\s*kbit", re.I), "-l", "{}"),
    # scp -l counts Kbit/s: "keep it under 5 Mbit/s" is -l 5000
    ("scp", re.compile(r"\b(?:under|below|at\s+most|no\s+more\s+than|limit\w*\s+to|max(?:imum)?\s+of)\s+(?:about\s+)?(\d+)\s*mbit", re.I), "-l",
     lambda n: str(int(n) * 1000)),
    ("rsync", re.compile(r"\bkeep(?:ing)?\s+partial\s+(?:transfers|files)\b", re.I), "-P", ""),
    # "half a second apart"; "ping it for 30 seconds" (a deadline); "answers within 2 seconds" (the wait for a reply, a
    # row after "a single ping" so that -W is written before -c)
    ("ping", re.compile(r"\bhalf\s+a\s+second\s+(?:between|apart)\b|\bevery\s+half\s+(?:a\s+)?second\b", re.I), "-i", "0.5"),
    ("ping", re.compile(r"\bping\s+\S+\s+for\s+(\d+)\s+seconds?\b|\bping\b[^.;]*\bstop\w*\s+after\s+(\d+)\s+seconds?\b", re.I), "-w", "{}"),
    ("ping", re.compile(r"\b(?:answers?|repl(?:y|ies)|respond\w*)\b[^.;]*?\bwithin\s+(\d+)\s+seconds?\b", re.I), "-W", "{}"),
    # "limiting bandwidth to 1000 KB/s", "skipping files larger than 100MB"
    ("rsync", re.compile(r"\blimit(?:ing|ed)?\s+(?:the\s+)?(?:bandwidth|speed|rate|transfer\s+rate)\s+to\s+(\d+)\s*(?:KB|KiB|k)", re.I), "--bwlimit=", "{}"),
    ("rsync", re.compile(r"\b(?:skip\w*|ignor\w*|exclud\w*|leav\w*\s+out)\s+(?:any\s+|all\s+)?(?:files|anything|everything)\s+(?:(?:larger|bigger)\s+than|over|above)\s+(\d+[KkMmGg])(?:i?B)?\b", re.I),
     "--max-size=", "{}"),
    # rsync --bwlimit counts KiB/s: "limited to about 2 MB/s" is 2048; the patterns of a file left out
    ("rsync", re.compile(r"\b(?:limit(?:ing|ed)?\s+(?:the\s+)?(?:bandwidth\s+|speed\s+|rate\s+)?to|under|at\s+most|no\s+more\s+than)\s+(?:about\s+)?(\d+)\s*(?:MB|MiB|M)(?:/s|ps|\s+per\s+second)", re.I),
     "--bwlimit=", lambda n: str(int(n) * 1024)),
    ("rsync", re.compile(r"\b(?:exclud\w*|skip\w*|ignor\w*|leav\w*\s+out)\s+(?:the\s+|all\s+the\s+)?(?:patterns?|files?|paths?)\s+(?:listed\s+)?in\s+([~./\w][\w./~-]*\.\w+)", re.I), "--exclude-from=", "{}"),
    ("tar", re.compile(r"\b(?:exclud\w*|skip\w*|ignor\w*|leav\w*\s+out)\s+(?:the\s+|all\s+the\s+)?(?:patterns?|files?|paths?)\s+(?:listed\s+)?in\s+([~./\w][\w./~-]*\.\w+)"
                       r"|\b(?:using|with|from)\s+(?:the\s+)?exclude\s+(?:patterns?|list|file)\s+(?:in|from)\s+([~./\w][\w./~-]*\.\w+)", re.I), "-X", "{}"),
    # the priority of journal messages: "error-level", "warnings and worse"
    ("journalctl", re.compile(r"\b(error)[\s-]+level\b|\bonly\s+(error)s?\b", re.I), "-p", "err"),
    ("journalctl", re.compile(r"\b(warning)s?\s+(?:and|or)\s+(?:worse|above|higher|more\s+severe)\b|\b(warning)[\s-]+level\s+(?:and|or)\s+(?:above|higher)\b", re.I),
     "-p", "warning"),
    # a whole transfer bounded in time; a ping bounded in time or counted; traceroute's hops
    ("curl", re.compile(r"\b(?:give\s+up|abort|stop|fail|time\s*out)\b[^.;]*?\b(?:more\s+than|longer\s+than|after|over)\s+(\d+)\s+seconds?\b", re.I), "-m", "{}"),
    ("ping", re.compile(r"\bfor\s+(?:at\s+most|no\s+more\s+than|up\s+to)\s+(\d+)\s+seconds?(?:\s+(?:in\s+)?total)?\b(?![^.;]*\brepl)", re.I), "-w", "{}"),
    ("ping", re.compile(r"\b(\d+)\s+times\b", re.I), "-c", "{}"),
    ("traceroute", re.compile(r"\b(?:at\s+most|max(?:imum)?(?:\s+of)?|no\s+more\s+than|up\s+to)\s+(\d+)\s+hops\b|\b(\d+)\s+hops\s+(?:at\s+most|max(?:imum)?)\b", re.I), "-m", "{}"),
)


@functools.lru_cache(maxsize=1024)
def _valued_in(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """``(tool, flag, value, the number said)`` of each of ``_VALUED_FLAGS`` that ``text`` says; once per request."""
    out = []
    for tool, pattern, flag, form in _VALUED_FLAGS:
        if (m := pattern.search(text)) is None:
            continue
        said = next((g for g in m.groups() if g), "")
        # the row's value: as said, written into a form, or worked out from it (Mbit/s → scp's Kbit/s)
        out.append((tool, flag, form(said) if callable(form) else form.format(said) if "{}" in form else form, said))
    return tuple(out)


def valued_flags_said(command: str, rec: Recognized) -> str:
    """``command`` with the flags the request gives values for in words (``_VALUED_FLAGS``): "ping 192.168.1.1 five
    times with a 2 second interval" gave ``ping -c 5 192.168.1.1`` → ``ping -i 2 -c 5 192.168.1.1``; "test if
    db.internal accepts connections on port 5432, giving up after 3 seconds" → ``nc -w 3 -zv …``."""
    said = _valued_in(rec.text)
    if not said:
        return command
    words = command.split(" ")
    for util, end in reversed(list(simple_commands(words))):
        for tool, flag, value, number in said:
            if words[util] != tool:
                continue
            name = flag.rstrip("=").split()[-1].split("=")[0]
            at = next((k for k in range(util + 1, end) if words[k] == flag or words[k].startswith(name) or
                       flag.startswith("-o ") and name in words[k]), None)
            joined = flag + value if flag.endswith("=") else f"{flag} {value}" if value else flag
            if at is None:
                place = util + 1
                if tool == "tar":   # after tar's own -czf NAME, where people write the rest of its options
                    named = next((k for k in range(util + 1, end - 1) if re.fullmatch(r"-?[A-Za-z]*f", words[k])), None)
                    place = named + 2 if named is not None else place
                words.insert(place, joined)
                end += 1
                # the model's own flag given the same number ("-c 3" beside --tries=3, "-P 1000" beside -l 1000): dropped
                k = util + 2
                while k + 1 < end:   # (or the number said, where the flag's value is worked out from it: scp -P 5 beside -l 5000)
                    if value and words[k + 1] in (value, number) and re.fullmatch(r"-[A-Za-z]", words[k]) and words[k] != flag:
                        del words[k:k + 2]
                        end -= 2
                    else:
                        k += 1
                if flag in ("--exclude-from=", "-X"):   # the list of patterns is no pattern itself
                    words = [w for w in words if unquoted(w) not in (f"--exclude={value}", value) or w.startswith("--exclude-from")]
            elif words[at] == flag and at + 1 < end and value and words[at + 1] != value and not flag.startswith("-o"):
                words[at + 1] = value   # "a single ping" where the model counted 2
    return " ".join(words)


_PROTOCOL_SAID = re.compile(r"\b(tcp|udp)\b", re.I)


def ufw_protocol(command: str, rec: Recognized) -> str:
    """``command`` with the protocol the request names on a ufw rule's port: "allow incoming tcp port 22
    through ufw" gave ``sudo ufw allow 22`` (tcp and udp) → ``sudo ufw allow 22/tcp``."""
    m = _found(_PROTOCOL_SAID, rec.text)
    if m is None:
        return command
    return re.sub(r"(\bufw\s+(?:allow|deny|reject|limit)\s+(?:in\s+|out\s+)?)(\d{1,5})(?![\w/:])", rf"\g<1>\g<2>/{m.group(1).lower()}",
                  command)


# DNS record types said in words ("the name servers of", "the IPv6 address of") or by name ("the MX records").
_RECORD_SAID = ((re.compile(r"\b(AAAA|MX|NS|TXT|SOA|CNAME|SRV|CAA|PTR|DNSKEY|DS)\b|\b(A)\s+records?\b"), None),
                (re.compile(r"\bname\s*servers?\b", re.I), "NS"), (re.compile(r"\bmail\s+(?:servers?|exchangers?|exchange\s+records?)\b", re.I), "MX"),
                (re.compile(r"\bIPv6\s+address", re.I), "AAAA"), (re.compile(r"\btext\s+records?\b", re.I), "TXT"),
                (re.compile(r"\b(aaaa|mx|ns|txt|soa|cname|srv|caa|ptr|dnskey)\s+(?:records?|entr(?:y|ies))\b", re.I), None))
_RECORD_TYPES = frozenset({"A", "AAAA", "MX", "NS", "TXT", "SOA", "CNAME", "SRV", "CAA", "PTR", "DNSKEY", "DS", "ANY"})


def dns_record_said(command: str, rec: Recognized) -> str:
    """``command`` with dig asking for the record type the request names: "list the name servers of wikipedia.org" gave
    ``dig +short wikipedia.org`` → ``dig +short NS wikipedia.org``;
    "the IPv6 address of google.com" gave ``dig IPv6 google.com`` → ``dig AAAA google.com``."""
    if not re.match(r"dig\s", command):
        return command
    said = None
    for pattern, kind in _RECORD_SAID:
        if (m := _found(pattern, rec.text)) is not None:
            said = (kind or next(g for g in m.groups() if g)).upper()
            break
    if said is None or said == "A":
        return command   # an A record is what dig asks for unless told otherwise
    words = command.split(" ")
    end = next((k for k, w in enumerate(words) if w in SEGMENT_ENDS), len(words))
    if any(w.upper() in _RECORD_TYPES and w.isupper() or w in ("-t", "-x") for w in words[1:end]):
        return command
    # dig soa wikipedia.org: the type written in lower case goes, for the one written as dig's users write it
    words = [w for k, w in enumerate(words) if not (0 < k < end and (w in ("IPv6", "IPv4", "ipv6", "ipv4") or w.upper() == said))]
    at = next((k for k in range(1, len(words)) if words[k] in SEGMENT_ENDS or not words[k].startswith(("+", "-", "@"))), len(words))
    asked = " ".join(words[:at] + [said] + words[at:])
    return re.sub(rf"(?i)\s+\|\s+grep\s+(?:-[eiw]\s+)*['\"]?{said}['\"]?$", "", asked)   # the records kept by grep: asked of dig


_IPV4 = r"\d{1,3}(?:\.\d{1,3}){3}"
_SERVER_SAID = re.compile(rf"\b(?:ask(?:ing)?|query(?:ing)?|using|use|via|through|against|from|at|on|with|to)\s+(?:the\s+|our\s+|my\s+)?"
                          rf"(?:(?:google|cloudflare|quad9|opendns)(?:'s)?\s+(?:public\s+)?(?:dns\s+)?|(?:internal|local|public|corporate|office)\s+)?"
                          rf"(?:dns(?:\s+server)?|resolver|name\s*server|server)?\s*(?:at\s+|on\s+)?@?(?P<ip>{_IPV4})\b(?!\s*(?:'s\s+)?(?:reverse|ptr))"
                          rf"|\b(?:dns\s+server|resolver|name\s*server)\s+@?(?P<ip2>{_IPV4})\b", re.I)


def dns_server_said(command: str, rec: Recognized) -> str:
    """``command`` with dig asking the DNS server the request names: "ask google's 8.8.8.8 for the A record of
    wikipedia.org" gave ``dig wikipedia.org`` → ``dig @8.8.8.8 wikipedia.org``; "PTR for 10.20.30.40 using our internal
    dns at 10.0.0.2" gave ``dig -x 10.20.30.40`` → ``dig @10.0.0.2 -x 10.20.30.40``. Not an address dig already has."""
    if not re.match(r"dig\s", command) or "@" in command.split("|")[0]:
        return command
    m = _found(_SERVER_SAID, rec.text)
    if m is None:
        return command
    server = m.group("ip") or m.group("ip2")
    if server in command.split("|")[0].split():
        return command   # the address looked up, not a server
    return f"dig @{server} {command[4:]}"


_BEARER = re.compile(r"\bbearer\s+(?:token\s+)?['\"]?([\w.~+/=-]{4,})['\"]?|\btoken\s+['\"]?([\w.~+/=-]{6,})['\"]?\s+as\s+(?:a\s+)?bearer\b", re.I)


def bearer_header(command: str, rec: Recognized) -> str:
    """``command`` sending the token the request names as a bearer token in curl's Authorization header: "GET
    https://api.example.com/me with the bearer token abc123" gave ``curl -H abc123 …`` → ``curl -H
    'Authorization: Bearer abc123' …``."""
    m = _found(_BEARER, rec.text)
    if m is None or "curl" not in command:
        return command
    token = m.group(1) or m.group(2)
    return re.sub(rf"(\s-H\s+)(['\"]?){re.escape(token)}\2(?=\s|$)", rf"\1'Authorization: Bearer {token}'", command, count=1)


def url_kept(command: str, rec: Recognized) -> str:
    """``command`` fetching the address the request gives where the model's wget or curl names none: "download
    https://example.com/files/syllabus.pdf into the current folder" gave ``wget -P .`` → ``wget
    https://example.com/files/syllabus.pdf``."""
    urls = [e.value for e in rec.entities if e.type == "Url"]
    if len(urls) != 1 or "://" in command:
        return command
    words = command.split(" ")
    for util, end in simple_commands(words):
        if words[util] in ("wget", "curl") and (end == util + 1 or words[end - 1] not in ("-O", "-o", "-P", "--output")):
            words.insert(end, urls[0])
            if words[util] == "wget" and words[util + 1:util + 3] == ["-P", "."]:
                del words[util + 1:util + 3]   # the current folder is where wget saves anyway
            return " ".join(words)
    return command


_USER_ON_HOST = re.compile(r"\bon\s+(?:the\s+)?(?:host\s+|server\s+|machine\s+|box\s+)?(?P<host>[\w.-]*\w)\s+as\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b"
                           r"|\bas\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+on\s+(?:the\s+)?(?:host\s+|server\s+|machine\s+|box\s+)?(?P<host2>[\w.-]*\w)", re.I)


def user_before_host(command: str, rec: Recognized) -> str:
    """``command`` with the login written ``user@host`` where the model swapped the two names the request gives:
    "copy report_q3.csv to my home dir on fileserver as jdoe" gave ``scp report_q3.csv fileserver@jdoe:~/`` →
    ``scp report_q3.csv jdoe@fileserver:~/``."""
    m = _found(_USER_ON_HOST, rec.text)
    if m is None:
        return command
    host, user = m.group("host") or m.group("host2"), m.group("user") or m.group("user2")
    return re.sub(rf"(?<![\w.@-]){re.escape(host)}@{re.escape(user)}(?=[:\s'\"]|$)", f"{user}@{host}", command)
