"""HTTP requests said in words, built option by option rather than phrase by phrase: ``curl`` for a call to an API
or a page (the method, headers, a bearer token, basic or digest auth, a JSON, form or file body, query parameters,
cookies, a user agent, redirects, timeouts and retries, certificates, what of the answer is shown and where it goes)
and ``wget`` for downloads (quiet, resumed, rate-capped, recursive with its depth and the kinds of file kept or
skipped, into a folder, tries and waits, no clobbering, timestamps, a list of URLs, a log). The model's training data
has few of these options; each is a phrase of its own here, so that a request naming three of them gets all three.

``request`` answers only where it recognises at least one option, and leaves to others (the model, the two-step
split) a request with a task it does not build: a second step ("… and unpack it"), a pipe, JSON picked apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from serval.model.phrasebook.jq import _literal
from serval.model.phrasebook.shared import _count
from serval.model.repair import unquoted


_URL = re.compile(r"(?<![\w@/$])(?:https?|ftp)://[^\s'\"<>`]*[^\s'\"<>`.,;:!?)]")
_FILE = r"(?P<file>[~./\w][\w./~-]*\.\w+)"
_DIR = r"(?P<dir>~/[\w./-]*|\.{1,2}/[\w./-]*|/[\w./-]+|[\w-]+/)"   # a folder written as a path
_SECONDS = r"(?P<n>\d+)[\s-]*(?:seconds?|secs?|s)\b"
_RATE = r"(?P<rate>\d+(?:\.\d+)?\s*[kKmMgG])(?:i?B)?(?:\s*(?:/s|ps|per\s+second))?"
_MIRROR = r"(?<!\ba\s)(?<!\bthe\s)\bmirror\b(?!\s+(?:links?|sites?|servers?|urls?)\b)"   # the verb, not "a mirror"
_KINDS = r"(?P<exts>[a-z0-9]{2,5}(?:(?:,\s*|\s+and\s+|\s+or\s+)[a-z0-9]{2,5})*)"   # "html and png", "gif, bmp"
# Extensions said in the plural ("all the pdfs"), and words that look like one but name no kind of file
_PLURAL_KINDS = frozenset({"pdfs", "mp3s", "mp4s", "jpgs", "pngs", "gifs", "zips", "isos", "csvs", "txts", "docs", "svgs", "debs", "rpms", "jpegs", "htmls"})
_NO_KIND = frozenset({"url", "urls", "link", "links", "file", "files", "page", "pages", "image", "images", "the", "its", "of", "it", "them", "things"})

# Tasks beyond the request itself, said after it: left to the two-step split, the jq rows or the model.
_OTHER_TASK = re.compile(r"(?:\band|\bthen|,)\s+(?:then\s+)?(?:also\s+)?(?:unpack|extract|untar|unzip|install|run|execute|make\s+it|chmod|"
                         r"open|count|grep|search|sort|move|copy|delete|remove|pipe|checksum|sha\d*|md5|compar|diff|tar|gzip|gunzip|"
                         r"compress|decompress|edit|replace|convert|pull\s+out|list|mount|source|import|load|cat|head|tail|less|view|read|wc|verify|check|dearmor|gpg|add|give|chown|set|use|test)\w*"
                         # showing something not read as an option ("and print its first line"; not "print only the
                         # [status code]", whose words are read and blanked, nor "show me the response")
                         r"|(?:\band|\bthen|,)\s+(?:then\s+)?(?:show|print|display)\w*[ ](?>(?:me[ ])?(?:(?:the|its|it|only|just)[ ])*)"
                         r"(?!(?:response|reply|output|result|answer|body)\b)[a-z]"
                         r"|\b(?:jq|json\s+array|keys|pretty|field|fields|title|names?\s+of|each\s+of|whose|parse|every\s+(?:user|item|post|element)|"
                         r"how\s+many|hrefs?|links?\s+on|in\s+a\s+loop|until|every\s+\d+\s+seconds|\d+\s+times|watch|poll\w*|"
                         r"if\s+it\s+(?:is|'s)\s+(?:up|down)|up\s+or\s+down|exit|script|unless|proxy|socks|docker|kubectl|github\s+api|graphql|parallel|"
                         r"pipe|output\s+of|status\s+lines|set\s+\$?[A-Z_]{2,}\s+to|(?:you|we)\s+get|how\s+long)\b|[|`]|\$\(", re.I)


@dataclass
class _Said:
    """What a request asks of its HTTP request: the options in the order written, the phrases read so far."""
    text: str   # the request, with its URL and every phrase read as an option blanked out
    url: str | None = None   # the one URL of the request (None: a list of URLs in a file)
    query: str = ""   # parameters written into the URL's query string
    options: list[str] = field(default_factory=list)

    def find(self, pattern: str, flags: int = re.I) -> re.Match | None:
        """The first match of ``pattern`` in what is not read yet, then read: a phrase gives one option only."""
        m = re.search(pattern, self.text, flags)
        if m is not None:
            self.read(m.span())
        return m

    def read(self, span: tuple[int, int]) -> None:
        start, end = span
        self.text = self.text[:start] + " " * (end - start) + self.text[end:]


# What curl prints of a transfer (-w), said in words
_WRITE_OUTS = ((r"\b(?:only\s+|just\s+)?(?:the\s+)?(?:http\s+|response\s+)?status\s+code\b", "%{http_code}"),
               (r"\bdns\s+(?:lookup|resolution)(?:\s+time)?(?=.*\btimes?\b)", "%{time_namelookup}"),
               (r"\b(?:tcp\s+)?connect(?:ion)?(?:\s+time\b|(?=\s*(?:,|and\b).*\btimes?\b))", "%{time_connect}"),
               (r"\btime\s+to\s+first\s+byte|\bttfb\b", "%{time_starttransfer}"),
               (r"\bhow\s+long\s+(?:does|do|did)\s+\S*\s*take(?:\s+to\s+(?:respond|answer|load))?|\bresponse\s+time\b|\b(?:total\s+)?(?:request\s+)?time\s+(?:of\s+)?(?:a|the)\s+request|\btotal\s+(?:request\s+)?time\b",
                "%{time_total}"),
               (r"\bcontent[\s-]type\s+of\b", "%{content_type}"),
               (r"\b(?:final|effective|real)\s+(?:url|address|location)\b", "%{url_effective}"))


def _quoted(word: str) -> str:
    """A word quoted where the shell would read something in it: single quotes, or double ones around a variable."""
    if re.fullmatch(r"[\w./:@%+=,~-]+", word):
        return word
    if "$" in word:
        return '"' + re.sub(r'(["\\`])', r"\\\1", word) + '"'
    return "'" + word.replace("'", "'\\''") + "'"


def _kinds(said: str) -> list[str]:
    """Extensions from words ("html and png", "pdfs", ".mp3"), or [] where a word names no kind of file."""
    kinds = [k.lstrip(".").lower() for k in re.split(r",\s*|\s+and\s+|\s+or\s+", said)]
    kinds = [k[:-1] if k in _PLURAL_KINDS else k for k in kinds]
    return [] if any(k in _NO_KIND for k in kinds) else kinds


def _wget_named(text: str) -> bool:
    """wget is the tool: named, or asked for what only it does (recursion, mirrors, a list of URLs, no clobbering,
    a download into a folder)."""
    if re.search(r"\bcurl\b", text, re.I):
        return False
    return re.search(r"\bwget\b|\brecursive\w*|" + _MIRROR + r"|\bcrawl|\blevels?\s+deep|\bparent\s+dir|\blinked\s+(?:from|on)|"
                     r"\b(?:urls?|links?)\s+(?:listed\s+)?in\s+\S+\.txt|\beverything\s+(?:listed\s+)?in\s+\S*(?:url|link|list)\S*\.txt|\balready\s+(?:have|exist)|\bnewer\s+than\s+(?:mine|my\s+copy|the\s+local)|"
                     r"\bin\s+the\s+background|\bno\s+sub\s*(?:folders|directories|dirs)|\bbrowse\s+it\s+offline|"
                     r"\b(?:download|fetch|grab|get|pull)\b[^.;]*\binto\s+(?:the\s+|my\s+)?(?:~/|/|\./|(?:folder|directory|dir)\s+\w|(?!current\b|same\b|this\b|working\b)[\w-]+\s+(?:folder|directory|dir)\b)|"
                     r"\bdownload\w*\b[^.;]*\b(?:resum|continu|got\s+(?:cut\s+off|interrupted)|(?:cap|limit|throttl)\w*\s+(?:the\s+)?(?:speed|rate|bandwidth))"
                     r"|\b(?:resum\w*|continu\w*)\b[^.;]*\bdownload|\bexists?\b[^.;]*\bwithout\s+(?:actually\s+)?downloading", text, re.I) is not None


def _common(said: _Said, wget: bool) -> None:
    """Options both tools have, each in the tool's own spelling."""
    o = said.options
    if said.find(r"\bself[\s-]signed(?:\s+cert(?:ificate)?)?|\b(?:don'?t|do\s+not|without|no|skip\w*|ignor\w*)\s+(?:check\w*\s+|verify\w*\s+|verification\s+of\s+)?"
                 r"(?:the\s+|its\s+)?(?:tls\s+|ssl\s+|https\s+)?cert(?:ificate)?s?\b(?:\s+check\w*|\s+verification)?|\binsecure(?:ly)?\b"):
        o.append("--no-check-certificate" if wget else "-k")
    if m := said.find(r"\b(?:(?:cap|limit|throttle)\w*\s+(?:the\s+)?(?:download\s+)?(?:speed|rate|bandwidth)?\s*(?:at|to)|"
                      r"(?:speed|rate|bandwidth)\s+(?:limited|capped)\s+(?:at|to)|limited\s+to|no\s+faster\s+than|at\s+most)\s+" + _RATE):
        rate = m.group("rate").replace(" ", "")
        o.append(f"--limit-rate={rate.lower()}" if wget else f"--limit-rate {rate.upper()}")   # as each tool's manual writes it
    if m := said.find(r"\b(?:force\w*|only(?:\s+use)?|over|using|via)\s+ipv(?P<v>[46])\b|\bipv(?P<v2>[46])\s+only\b"):
        o.append(f"-{m.group('v') or m.group('v2')}")


def _body(said: _Said, method: str | None) -> tuple[str | None, str | None, str | None]:
    """What the request sends: (method, body, content type); a file to upload as such goes into the options."""
    o = said.options
    if m := said.find(r"""\b(?:as\s+(?:the\s+)?(?:form\s+)?field|in\s+(?:the\s+)?(?:form\s+)?field)\s+['"]?(?P<field>\w+)['"]?"""):
        upload = said.find(r"\b(?:upload|send|post|attach)\s+(?P<f>[~./\w][\w./~-]*\.\w+)")
        if upload is None:
            return method, None, None
        o.append(f"-F '{m.group('field')}=@{upload.group('f')}'")
        if extra := said.find(r"\b(?:extra|another|additional)\s+(?:form\s+)?field\s+(?P<pair>\w+=\S+)"):
            o.append(f"-F {_quoted(extra.group('pair'))}")
        return method, None, None
    if m := said.find(r"""(\{\s*["'].*\})"""):   # a JSON object written out
        return method, m.group(1), "application/json"
    if m := said.find(r"\b(?:the\s+)?(?:contents?\s+of|json\s+in|xml\s+in|data\s+(?:in|from)|body\s+(?:in|from))\s+" + _FILE
                      + r"|\b(?:post|send|put|patch|upload)\s+(?:the\s+)?(?:json\s+|xml\s+)?(?:file\s+)?" + _FILE.replace("file>", "file2>") + r"\b(?!\s+(?:with|using)\b)"):
        file = m.group("file") or m.group("file2")
        if method == "PUT" and not file.endswith((".json", ".xml")) or re.search(r"\bupload\b", m.group(0), re.I):
            o.append(f"-T {file}")
            return (None if method == "PUT" else method), None, None
        kind = {"json": "application/json", "xml": "application/xml", "ndjson": "application/x-ndjson"}.get(file.rsplit(".", 1)[-1].lower())
        return method or "POST", f"@{file}", kind
    if method in ("PUT", "PATCH", "POST") and (m := said.find(r"\b(?:chang|sett|updat)\w*\s+(?:the\s+|its\s+)?(?P<key>[a-z_]\w*)\s+to\s+(?P<value>[^\s,;]+)")):
        value = m.group("value").strip("'\"")
        return method, '{"' + m.group("key") + '":' + _literal(value) + "}", "application/json"
    return method, None, None


def _curl(said: _Said) -> str | None:
    """The curl command for the request, or None where no option of its own is said."""
    o, text = said.options, said.text
    quiet = False
    # the method: written in capitals, or a request that starts by posting or deleting
    method = None
    if m := re.search(r"\b(POST|PUT|PATCH|DELETE|OPTIONS)\b", said.text):   # (not read: "PUT x.tar.gz to URL" uploads x.tar.gz)
        method = m.group(1)
    if method is None and (m := re.search(r"^\s*(?:send\s+an?\s+|do\s+an?\s+|make\s+an?\s+)?(post|delete|patch)\b", said.text, re.I)) \
            and re.search(r"api|/v\d", said.url, re.I) and not re.search(r"\b(?:file|files|line|lines|bookmarks?|link|downloaded|from\s+\S+\.\w+)\b", said.text, re.I):
        method = m.group(1).upper()   # (an API's endpoint said with a plain verb: "delete user 17 through https://api…/users/17")
    method, body, content_type = _body(said, method)
    if method is None and content_type and re.search(r"\bpost\b", said.text, re.I):
        method = "POST"
    # cookies: kept in a jar, sent from one, or one given
    if m := said.find(r"\b(?:save|keep|store|write)\w*\s+(?:the\s+|its\s+|any\s+)?(?:session\s+)?cookies\s+(?:(?:it\s+)?sets\s+|set\s+by\s+(?:the\s+\w+\s+)?)?(?:in|to|into)\s+" + _FILE):
        o.append(f"-c {m.group('file')}")
    elif m := said.find(r"\bcookies?\s+(?:saved\s+|stored\s+|kept\s+)?(?:in|from)\s+" + _FILE + r"|\bcookie\s+jar\s+" + _FILE.replace("file>", "file2>")):
        o.append(f"-b {m.group('file') or m.group('file2')}")
    elif m := said.find(r"""\bcookies?\s+['"]?(?P<pair>\w+=[^\s'"]+)['"]?"""):
        o.append(f"-b {_quoted(m.group('pair'))}")
    # who is asking: a bearer token, basic or digest auth, a user agent, headers
    if m := said.find(r"\b(?:bearer\s+token\s+(?:in|from|stored\s+in)\s+|(?:with|using)\s+(?:my\s+)?|token\s+(?:in|from)\s+)(?P<var>\$\w+)"
                      r"(?:\s+as\s+(?:a\s+|the\s+)?bearer(?:\s+token)?)?|\b(?:send\w*\s+)?(?P<var2>\$\w+)\s+as\s+(?:a\s+|the\s+)?bearer(?:\s+token)?"
                      r"|\btoken\s+(?:stored\s+|saved\s+|kept\s+)?in\s+(?P<file>[~./][\w./~-]+)"):
        token = m.group("var") or m.group("var2") or f"$(cat {m.group('file')})"
        o.append(f'-H "Authorization: Bearer {token}"')
    if m := said.find(r"\b(?:(?P<digest>digest)\s+auth\w*|basic\s+auth\w*|log\s*in|login|credentials|as\s+user|with\s+(?:http\s+)?user|user(?:name)?)"
                      r"[\s,:]+(?:(?:as\s+)?user(?:name)?\s+)?(?P<user>[a-z_][\w.-]*)[\s,]+(?:and\s+|with\s+)?(?:the\s+)?(?:password|pass|pw)\s+(?P<pw>\S+)"):
        if m.group("digest"):
            o.append("--digest")
        o.append(f"-u {_quoted(m.group('user') + ':' + m.group('pw'))}")
    elif m := said.find(r"\bas\s+user\s+(?P<user>[a-z_][\w.-]*)\s+and\s+(?:let\s+(?:curl\s+)?)?(?:prompt|ask)\w*\s+(?:me\s+)?for\s+the\s+password"):
        o.append(f"-u {m.group('user')}")
    if m := said.find(r"""\buser[\s-]agent\s+(?:string\s+)?(?:set\s+to\s+|of\s+)?(?P<ua>"[^"]+"|'[^']+'|\S+)"""):
        o.append(f"-A {_quoted(unquoted(m.group('ua')))}")
    while m := said.find(r"""\b(?:an?\s+|the\s+)?(?:header\s+)?['"]?(?P<name>[A-Za-z][\w-]*):\s*(?P<value>[^'"\s]+(?:\s+[^'"\s:]+)*?)['"]?\s+header\b"""
                         r"""|\bheader\s+(?P<q>['"])(?P<name4>[A-Za-z][\w-]*):\s*(?P<value4>[^'"]+)(?P=q)"""
                         r"""|\bheader\s+(?P<name2>[A-Za-z][\w-]*):\s*(?P<value2>[^'"\s]+)"""
                         r"|\b(?:the\s+)?(?P<name3>[A-Z][\w-]*)\s+header\s+(?:set\s+)?to\s+(?P<value3>[^\s,;]+)"):
        name = m.group("name") or m.group("name2") or m.group("name3") or m.group("name4")
        value = m.group("value") or m.group("value2") or m.group("value3") or m.group("value4")
        o.append(f"-H {_quoted(name + ': ' + value)}")
    if m := said.find(r"\bheaders\s+(?:listed\s+)?in\s+" + _FILE):
        o.append(f"-H @{m.group('file')}")
    # parameters: key=value pairs, in the query string or the body
    pairs = [q for p in re.findall(r"(?<![\w/?&=.-])([A-Za-z_][\w.-]*=[^\s&,'\"]+(?:&[A-Za-z_][\w.-]*=[^\s&,'\"]+)*)", said.text) for q in p.split("&")]
    for p in pairs:
        said.find(re.escape(p))
    if m := said.find(r"""\b(?P<key>\w+)\s+set\s+to\s+(?P<value>"[^"]+"|'[^']+')"""):
        pairs.append(f"{m.group('key')}={unquoted(m.group('value'))}")
    query = said.find(r"\bquery\s+(?:params?|parameters?|string)\b|\bin\s+the\s+query\b") is not None
    encoded = said.find(r"\burl[\s-]?encod\w*") is not None
    if pairs:
        if encoded:   # sent as a query string (-G) unless the request posts them
            if query or method is None and body is None and not re.search(r"\bpost|\bsubmit|\bform\b", said.text, re.I):
                o.append("-G")
            o.extend(f"--data-urlencode {_quoted(p)}" for p in pairs)
        elif query:
            said.query = "&".join(pairs)
        elif body is None:
            body = "&".join(pairs)
    if method and not (method == "POST" and body is not None and content_type is None):
        o.insert(0, f"-X {method}")
    if content_type:
        o.append(f"-H 'Content-Type: {content_type}'")
    if body is not None:
        flag = "--data-binary" if body.startswith("@") and content_type in ("application/xml", "application/x-ndjson") else "-d"
        o.append(f"{flag} {_quoted(body)}")
    # the connection: redirects, certificates, speed, time limits, retries
    redirects = said.find(r"\bfollow\w*\s+(?:any\s+|all\s+|the\s+)?redirect\w*|\bredirects?\s+followed|\bit\s+redirects\b") is not None
    if said.find(r"\bfail(?:ing|s)?\s+(?:on|for)\s+(?:http\s+|server\s+)?errors|\bfail\s+(?:if|when)\s+the\s+server\s+(?:returns|sends|gives)\s+an\s+error"):
        o.append("-f")
    resume = said.find(r"\bresum\w*|\bcontinu\w+\s+(?:the\s+|a\s+|my\s+)?(?:partial|interrupted|broken|download)|\bgot\s+(?:cut\s+off|interrupted)") is not None
    _common(said, wget=False)
    if m := said.find(r"\b(?:giv(?:e|ing)\s+up|abort|stop|fail|time\s*out)\b[^.;]*?\b(?:more\s+than|longer\s+than|after|over)\s+" + _SECONDS
                      + r"|\b(?P<n2>\d+)[\s-]*seconds?\s+(?:overall\s+|total\s+)?time\s*out"):
        o.append(f"-m {m.group('n') or m.group('n2')}")
    if m := said.find(r"\bconnect\w*\s+(?:with)?in\s+" + _SECONDS + r"|\bconnect(?:ion)?\s+time\s*out\s+(?:of\s+)?(?P<n2>\d+)"):
        o.append(f"--connect-timeout {m.group('n') or m.group('n2')}")
    if m := said.find(r"\bretr(?:y|ying|ies)\s+(?:it\s+)?(?:up\s+to\s+|at\s+most\s+)?(?P<n>\d+)\s+times|\b(?P<n2>\d+)\s+retries"):
        o.append(f"--retry {m.group('n') or m.group('n2')}")
        if d := said.find(r"\b(?P<d>\d+)\s+seconds?\s+apart|\bwait\w*\s+(?P<d2>\d+)\s+seconds?\s+between"):
            o.append(f"--retry-delay {d.group('d') or d.group('d2')}")
        if said.find(r"\bconnection\s+(?:is\s+)?refused|\bnot\s+(?:up|listening)\s+yet"):
            o.append("--retry-connrefused")
    if said.find(r"\bverbose\b|\btls\s+handshake|\brequest\s+headers\s+(?:sent|going\s+out)"):
        o.insert(0, "-v")
    if m := said.find(r"\b(?:full\s+)?trace\s+(?:of\s+[^.;]*?\s+)?(?:in)?to\s+" + _FILE):
        o.insert(0, f"--trace {m.group('file')}")
    if said.find(r"\bwithout\s+buffering|\bno[\s-]buffer\w*|\bunbuffered|\bserver[\s-]sent\s+events"):
        o.insert(0, "-N")
    if said.find(r"\b(?:from|in|with)\s+(?:my\s+)?~?/?\.netrc\b"):
        o.insert(0, "-n")
    if m := said.find(r"\bmake\s+(?P<host>[\w.-]+)\s+(?:resolve|point)\s+to\s+(?P<ip>\d+\.\d+\.\d+\.\d+)"):
        port = re.search(r":(\d+)", said.url.split("://", 1)[1].split("/")[0])
        o.append(f"--resolve {m.group('host')}:{port.group(1) if port else 443 if said.url.startswith('https') else 80}:{m.group('ip')}")
    if m := said.find(r"\bca\s+(?:cert(?:ificate)?\s+|bundle\s+|file\s+)?(?:in\s+|from\s+)?(?P<file>[~./\w][\w./~-]*\.(?:pem|crt))|(?P<file2>[~./\w][\w./~-]*\.(?:pem|crt))\s+as\s+(?:the\s+)?ca\b"):
        o.append(f"--cacert {m.group('file') or m.group('file2')}")
    # what of the answer is shown, and where it goes
    if m := said.find(r"\b(?:response\s+)?headers\s+(?:of\s+(?:it\s+)?)?(?:in)?to\s+" + _FILE):
        o.append(f"-D {m.group('file')}")
    out = None
    if m := said.find(r"\b(?:save|write|store|put|keep|download|fetch|grab|get)\w*\s+(?:it|the\s+(?:\w+\s+)?(?:response|answer|output|result|page|body|file|data)(?:\s+of)?)?\s*(?:as|to|in|into)\s+(?:a\s+file\s+(?:named|called)\s+)?" + _FILE
                      + r"|\b(?:body|rest)\s+(?:in)?to\s+" + _FILE.replace("file>", "file2>")):
        out = m.group("file") or m.group("file2")
    elif said.find(r"\bkeep(?:ing)?\s+(?:its|the)\s+(?:original\s+|remote\s+|own\s+)?(?:file\s*)?name|\bunder\s+its\s+own\s+name|\bsame\s+name|^\s*save\s+(?:a|the)\b"):
        out = "-O"
    elif m := said.find(r"\b(?:and\s+)?(?:name|call)\s+it\s+(?P<name>[\w~./-]*\w)(?=\s*[,.;!]?\s*$)"):
        out = m.group("name")
    write_out = []   # what of the transfer is printed, in the order of _WRITE_OUTS
    for pattern, variable in _WRITE_OUTS:
        if said.find(pattern):
            write_out.append(variable)
    redirects = redirects or "%{url_effective}" in write_out
    if write_out:
        quiet = True
        o.append(f"-o {out}" if out and out != "-O" else "-o /dev/null")
        # (a status code alone is mostly written without the newline, times with it)
        o.append("-w '" + " ".join(write_out) + ("" if write_out == ["%{http_code}"] else "\\n") + "'")
        out = None
    elif said.find(r"\b(?:only|just)\s+(?:the\s+)?(?:response\s+)?headers\b|\bheaders\s+only\b|\bHEAD\s+request\b"):
        o.insert(0, "-I")
    elif said.find(r"\bheaders\s+and\s+(?:the\s+)?body|\bbody\s+and\s+(?:the\s+)?headers|\b(?:with|including)\s+(?:the\s+)?(?:response\s+)?headers\b"):
        o.insert(0, "-i")
    if said.find(r"\bsilent(?:ly)?\b|\bquiet(?:ly)?\b|\bno\s+progress(?:\s+bar|\s+meter)?\b|\bwithout\s+(?:the\s+|any\s+)?progress"):
        quiet = True
    if resume:
        o.append("-C -")
        out = out or "-O"
    implied = out is None and not write_out and re.search(r"^\s*(?:\w+\s+){0,3}?(?:download|dl)\b", text, re.I) is not None
    if implied:
        out = "-O"   # a download is saved, under its own name where none is given
    if out:
        o.append("-O" if out == "-O" else f"-o {out}")
    if redirects:
        o.insert(0, "-L")
    if quiet:
        errors = said.find(r"\b(?:still\s+)?(?:show|print|see|report)\w*\s+(?:the\s+|any\s+)?errors\b") is not None
        o.insert(0, "-sS" if errors else "-s")
    if not o and not said.query or o == ["-O"] and implied:
        return None   # (nothing said but a download: the model's own answer)
    url = said.url + ("?" + said.query if said.query else "")
    return " ".join(["curl", *o, _quoted(url)])


def _wget(said: _Said) -> str | None:
    """The wget command for the request, or None where no option of its own is said."""
    o = said.options
    recursive = said.find(r"\brecursive\w*|\bcrawl\w*") is not None
    if recursive:
        o.append("-r")
        said.find(_MIRROR)
    elif said.find(_MIRROR + r"[^.;]*\b(?:offline|browse|locally|local\s+copy)|\bbrowse\s+it\s+offline"):
        o.append("--mirror --convert-links --adjust-extension --page-requisites --no-parent")
    elif said.find(_MIRROR):
        o.append("-m")
    elif said.find(r"\b(?:with|including)\s+(?:all\s+)?(?:its\s+|the\s+)?(?:images|css|assets|page\s+requisites)|\brenders?\s+offline"):
        o.append("-p -k")
    kinds = said.find(r"\b(?:all|every|each)\s+(?:the\s+|of\s+the\s+)?(?!(?:urls?|links?|files?|pages?|images?|things)\b)\.?(?P<ext>[a-z0-9]{2,5})(?:\s+files?)?(?:\s+that\s+are)?\s+(?:linked\s+)?(?:from|on|in|under|at)\b"
                      r"|\b(?:only|just)\s+(?:the\s+)?" + _KINDS + r"\s+files\b")
    kinds = kinds and _kinds(kinds.group("ext") or kinds.group("exts"))
    linked = said.find(r"\blinked\s+(?:from|on|in)\b|\b(?:one|1)\s+level\b")
    if o or kinds or linked:
        if not o:
            o.append("-r")
        if m := said.find(r"\b(?P<n>one|two|three|four|five|\d+)\s+levels?(?:\s+deep)?\b|\b(?:depth|level)\s+(?:of\s+)?(?P<n2>\d+)"):
            n = m.group("n") or m.group("n2")
            o.append(f"-l {_count(n)}")
        elif o == ["-r"] and not recursive:
            o.append("-l 1")
        if said.find(r"\b(?:without|no|don'?t\s+(?:create|make))\s+(?:creating\s+|making\s+)?(?:the\s+|a\s+)?host\s*(?:name)?\s+(?:dir|folder|directory)\w*"):
            o.append("-nH")
            if cut := said.find(r"\b(?:or|nor|and)\s+(?:the\s+)?(?P<dirs>[\w-]+(?:/[\w-]+)*)\s+(?:dirs|folders|directories)\b"):
                o.append(f"--cut-dirs={len(cut.group('dirs').split('/'))}")
        if said.find(r"\bno\s+sub\s*(?:folders|directories|dirs)|\bflat(?:ten)?\b|\b(?:don'?t|do\s+not|without)\s+(?:creat\w+|mak\w+)\s+(?:any\s+)?(?:sub)?(?:folders|directories)"):
            o.append("-nd")
        if o[0] == "-r" and (said.find(r"\bparent\b|\bnever\s+(?:go\w*|ascend\w*)\s+up|\bnot?\s+(?:go\w*\s+)?up\b")
                             or (said.url or "").endswith("/")):
            o.append("-np")
        if kinds:
            o.append("-A " + ",".join(kinds))
        if (m := said.find(r"\b(?:skip\w*|except|excluding|leav\w+\s+out|ignor\w+|but\s+not|without)\s+(?:the\s+|any\s+)?" + _KINDS + r"\s+files\b")) and _kinds(m.group("exts")):
            o.append("-R " + ",".join(_kinds(m.group("exts"))))
        elif said.find(r"\bnot\s+the\s+index\.html\s+(?:pages|files)"):
            o.append("-R 'index.html*'")
        if m := said.find(r"\bwait\w*\s+(?P<n>\d+)\s+seconds?\s+between\s+(?:requests|downloads|files|fetches)"):
            o.append(f"-w {m.group('n')}")
        if m := said.find(r"\bleav\w+\s+out\s+(?:the\s+)?(?P<dirs>/[\w-]+(?:(?:,\s*|\s+and\s+)/[\w-]+)*)\s+(?:directories|folders|dirs)"):
            o.append("-X " + ",".join(re.split(r",\s*|\s+and\s+", m.group("dirs"))))
    if said.find(r"\bresum\w*|\bcontinu\w+\s+(?:if\s+)?(?:the\s+|a\s+|my\s+)?(?:partial|interrupted|broken|download)\w*(?:\s+(?:file\s+)?(?:already\s+)?exists)?"
                 r"|\bgot\s+(?:cut\s+off|interrupted)|\bpartially\s+downloaded"
                 r"|\b(?:died|stopped|failed|broke|crashed|dropped)\s+(?:halfway|midway|part\s+way)(?:\s+through)?\b[\s,]*(?:so\s+)?(?:pick|carry|continue)\s+(?:it\s+)?(?:up\s+|on\s+)?(?:from\s+)?where\s+it\s+(?:stopped|left\s+off|died|broke)"
                 r"|\bpick\s+(?:it\s+)?up\s+(?:from\s+)?where\s+it\s+(?:stopped|left\s+off|died|broke)"):
        o.append("-c")
    _common(said, wget=True)
    if m := said.find(r"\b(?P<n>\d+)[\s-]*seconds?\s+time\s*out|\btime\s*out\s+of\s+(?P<n2>\d+)\s+seconds?"):
        o.append(f"--timeout={m.group('n') or m.group('n2')}")
    if m := said.find(r"\b(?:at\s+most|up\s+to|max(?:imum)?\s+of)\s+(?P<n>\d+)\s+(?:tries|attempts)|\bretr(?:y|ies)\s+(?:up\s+to\s+)?(?P<n2>\d+)\s+times|\b(?P<n3>\d+)\s+(?:tries|attempts)"):
        o.append(f"--tries={m.group('n') or m.group('n2') or m.group('n3')}")
    if said.find(r"\b(?:don'?t|do\s+not|never)\s+(?:already\s+)?have\b|\balready\s+(?:have|exist|there|downloaded)|\bno[\s-]clobber|\b(?:don'?t|do\s+not|never|without)\s+overwrit"):
        o.append("-nc" if "-c" not in o else "-c")
        o.remove("-c") if o.count("-c") > 1 else None
    if said.find(r"\bnewer\s+than\s+(?:mine|my\s+(?:local\s+)?copy|the\s+local|what\s+i\s+have)|\btimestamp\w*|\bonly\s+(?:if|when)\s+(?:it\s+)?(?:has\s+)?changed\s+on\s+the\s+server"):
        o.append("-N")
    if said.find(r"\bin\s+the\s+background\b"):
        o.append("-b")
    if m := said.find(r"\bas\s+(?:a\s+|the\s+)?bearer\s+token|\bbearer\s+token\s+(?:in|from)\s+(?P<var>\$\w+)"):
        var = m.group("var") or next(iter(re.findall(r"\$\w+", said.text)), None)
        if var is None:
            return None
        o.append(f'--header="Authorization: Bearer {var}"')
    if m := said.find(r"\b(?:http\s+)?user\s+(?P<user>[a-z_][\w.-]*)(?:\s*,\s*|\s+)(?:and\s+|with\s+)?(?:the\s+)?password\s+(?P<pw>\S+)"):
        o.append(f"--user={m.group('user')} --password={_quoted(m.group('pw'))}")
    if m := said.find(r"\bcookies?\s+(?:saved\s+|stored\s+)?(?:in|from)\s+" + _FILE):
        o.append(f"--load-cookies {m.group('file')}")
    if said.find(r"\bserver\s+(?:response\s+)?headers|\bresponse\s+headers"):
        o.append("-S --spider")
    elif said.find(r"\b(?:exists?|is\s+there)\b[^.;]*\bwithout\s+(?:actually\s+)?downloading(?:\s+it)?|\bwithout\s+(?:actually\s+)?downloading\s+it\b[^.;]*\bexists?"):
        o.append("--spider")
    listed = None   # the file of URLs (-i), written before the folder they go to (-P)
    if listed := said.find(r"\b(?:urls|links)\s+(?:listed\s+|given\s+)?in\s+" + _FILE + r"|\b(?:every|each|all(?:\s+the)?)\s+(?:\w+\s+)?(?:urls?|links?)\s+(?:listed\s+)?in\s+"
                      + _FILE.replace("file>", "file2>") + r"|\b(?:images|files|pages)\s+listed\s+in\s+" + _FILE.replace("file>", "file3>")
                      + r"|\beverything\s+(?:listed\s+)?in\s+(?P<file4>[\w./~-]*(?:url|link|list)[\w.-]*\.txt)\b"):
        o.append(f"-i {listed.group('file') or listed.group('file2') or listed.group('file3') or listed.group('file4')}")
    to_terminal = said.find(r"\b(?:to|on)\s+(?:the\s+)?(?:terminal|screen|stdout|standard\s+output)|\bprint\s+(?:the\s+)?(?:reply|response|answer|it)\b") is not None
    if m := said.find(r"""\bpost\w*\s+['"]?(?P<pair>\w+=[^\s'"]+)['"]?"""):
        o.append(f"--post-data={_quoted(m.group('pair'))}")
    if said.find(r"\b(?:no|without(?:\s+any)?)\s+output\b|\bquiet(?:ly)?\b|\bsilent(?:ly)?\b") and not to_terminal:
        o.insert(0, "-q")
    if to_terminal:
        o.insert(0, "-qO-")
    elif m := said.find(r"\b(?:sav|download|fetch|grab|get)\w*\s+(?:it\s+)?as\s+" + _FILE + r"|\b(?:save|write)\s+(?:it\s+)?(?:to|in)\s+" + _FILE.replace("file>", "file2>")):
        o.append(f"-O {m.group('file') or m.group('file2')}")
    elif m := said.find(r"\b(?:in)?to\s+(?:the\s+|my\s+)?(?:folder\s+|directory\s+|dir\s+)?" + _DIR + r"(?:\s+(?:folder|directory|dir))?(?=[\s,.;]|$)"
                        r"|\binto\s+(?:the\s+|my\s+)?(?:folder|directory|dir)\s+(?:called\s+|named\s+)?(?!current\b|same\b|this\b)(?P<dir4>[\w-]+)\b"
                        r"|\binto\s+(?:the\s+)?(?!current\b|same\b|this\b|a\b|an\b|the\b|my\b)(?P<dir2>[\w-]+)\s+(?:folder|directory|dir)\b"
                        r"|\binto\s+a\s+(?:new\s+)?(?:folder|directory|dir)\s+(?:called|named)\s+(?P<dir3>[\w.-]+)"):
        folder = (m.group("dir") or m.group("dir2") or m.group("dir3") or m.group("dir4")).rstrip("/") or "/"
        if folder not in (".", "./", ""):
            o.append(f"-P {folder[2:] if folder.startswith('./') and not listed else folder}")
    if m := said.find(r"\b(?:log\w*|write\s+(?:wget'?s\s+|its\s+|the\s+)?(?:progress|output|log))\s+(?:everything\s+|it\s+|the\s+output\s+)?(?:to|in|into)\s+" + _FILE):
        o.append(f"-o {m.group('file')}")
    if not o:
        return None
    if said.url:
        o.append(_quoted(said.url))
    elif not any(x.startswith("-i ") for x in o):
        return None
    return "wget " + " ".join(o)


def request(m: re.Match) -> str | None:
    """``curl`` or ``wget`` with every option the request says, for a request about one URL (or a list of them), or
    None: "call https://api.shop.local/v1/orders using the bearer token in $TOKEN" → ``curl -H "Authorization:
    Bearer $TOKEN" https://api.shop.local/v1/orders``; "recursively download https://example.com/pub/ two levels deep"
    → ``wget -r -l 2 -np https://example.com/pub/``."""
    text = m.string
    urls = _URL.findall(text)
    if len(urls) > 1 or re.search(r"\$\(|[|`]", text) or not urls and not re.search(
            r"\b(?:download|fetch|wget|grab|get|pull|mirror)\b[^.;]*\b(?:urls?|links?|list)\b", text, re.I):
        return None
    said = _Said(text, url=urls[0] if urls else None)
    if said.url:
        said.read(re.search(re.escape(said.url), text).span())
    built = _wget(said) if _wget_named(said.text) else _curl(said) if said.url else None
    if built is None or _OTHER_TASK.search(said.text):
        return None
    return built


ROWS = (
    # any request with a URL (or a list of URLs) whose options are said in words
    (re.compile(r"(?:https?|ftp)://|\b(?:urls|links)\s+(?:listed\s+|given\s+)?in\b|\b(?:every|each)\s+(?:url|link)\s+(?:listed\s+|given\s+)?in\s+\S+\.txt\b"
                r"|\beverything\s+(?:listed\s+)?in\s+\S*(?:url|link|list)\S*\.txt\b|\bwget\b", re.I), request),
)
