"""Web servers and TLS on a Debian or Ubuntu server, with ``sudo`` where root is needed: nginx (the configuration
tested, alone, with another file or before a reload; the full configuration dumped with ``nginx -T`` into a file, a
pager or grep (a server_name, directives, the files loaded); signals sent with ``-s``; its version and the modules it
was built with; sites enabled with a link from sites-available and disabled by removing it, listed, broken links
found, a site copied; the enabled sites searched for a directive or a name; its error and access logs tailed,
followed, searched for today or a phrase, rotated, measured; the service restarted, reloaded, started on boot, its
status and its workers' user), Apache (``apachectl configtest``, ``graceful``, ``graceful-stop``, ``-S``, ``-M``, ``-v``,
``-V``, run config dumped; sites, modules and conf snippets enabled and disabled with ``a2ensite``, ``a2dissite``,
``a2enmod``, ``a2dismod``, ``a2enconf``, ``a2disconf`` in the order said, then reloaded or restarted; ``a2query``; the
vhosts searched for a directive; ports.conf and envvars read; its logs followed), certbot (certificates obtained with
the nginx, apache, webroot, standalone or manual DNS plugin, installed or cert only, with an email, ``--agree-tos``,
non-interactive, staging, a key type, a redirect, expanded; renewals dry-run, forced, of one certificate, with a deploy
hook; certificates listed, deleted and revoked; the timer, the log, the renewal config and the live folders),
htpasswd (a new file, a user added or updated, bcrypt with a cost, deleted, verified, a password given in batch mode,
a line printed; the users listed; an apr1 line from openssl; the file locked down), curl checks of a site (headers,
the redirect chain, HTTP/2 and HTTP/1.1, HSTS, compression, the Server header, a Host header against an address,
``--resolve`` before DNS moves, basic auth, self-signed certificates, IPv6), openssl checks of a served certificate
(its names, TLS 1.3, ALPN, OCSP stapling, saved to a file; a key matched to its certificate), the web server's
packages installed and /var/www folders made and given to www-data.

Every answer is composed from the parts the request says (site names, domains, webroots, users, files, URLs); a
part it needs and the request does not say gives None, never a made-up domain or path. Each row is anchored on a
tool's name (nginx, apache, apachectl, a2en*, certbot, Let's Encrypt, htpasswd) or a phrase only this theme uses.
Questions about the requests in an access log are weblogs', journalctl's options journal's, and the HTTP requests
web's (last): the curl rows here only build the site checks web does not.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _shell_word, _sudo_for

# ---------------------------------------------------------------- parts shared by the rows

_NGINX = r"\bng(?:inx|nix|innx|ixn)\b"
_APACHE = r"\b(?:apache2?|httpd|apachectl|apache2ctl)\b"
_URL = r"(?<![\w@/$])https?://[^\s'\"<>`]*[^\s'\"<>`.,;:!?)]"
_FILE_EXTS = r"(?:conf|pem|crt|key|csr|log|html?|php|txt|gz|new|bak|old|json|ya?ml|sh|py|js|css|d)"
_DOMAIN = (r"(?<![\w@/.*~-])(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?!" + _FILE_EXTS + r"\b)[a-z]{2,24}"
           r"(?![\w@-]|\.\w)")
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_PATH = r"(?<![\w.-])(?:~|\.{1,2})?/[\w.@%+*~-]+(?:/[\w.@%+*~-]*)*"
_IP = r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.]\d)"


def _paths(text: str) -> list[str]:
    """The paths a request names, without closing punctuation (not those of a URL)."""
    text = re.sub(_URL, " ", text)
    return [re.sub(r"[.,;:!?)]+$", "", p) for p in re.findall(_PATH, text)]


def _domains(text: str) -> list[str]:
    """The domain names a request says, in its order, once each (not those of a URL, a path or an email)."""
    text = re.sub(_URL, " ", text)
    text = re.sub(_EMAIL, " ", text)
    text = re.sub(_PATH, " ", text)
    return list(dict.fromkeys(d.lower() for d in re.findall(_DOMAIN, text, re.I)))


def _url(text: str) -> str | None:
    m = re.search(_URL, text)
    return m.group() if m else None


def _and_reload(text: str, unit: str) -> str:
    """`` && sudo systemctl reload UNIT`` (or restart, or apachectl graceful) where the request asks for one after."""
    if re.search(r"\bgraceful(?:ly)?\b", text, re.I) and unit == "apache2" and re.search(r"\brestart|\breload", text, re.I):
        return " && sudo apachectl graceful"
    m = re.search(r"\b(reload|restart)\w*\b", text, re.I)
    if m is None or re.search(r"\bbefore\s+(?:reload|restart)\w*\b", text, re.I):
        return ""   # "test the configuration before reloading": the test alone
    return f" && sudo systemctl {m.group(1).lower()} {unit}"


def _webserver(text: str) -> str | None:
    """``nginx`` or ``apache2`` for the web server a request names, else None."""
    ng, ap = re.search(_NGINX, text, re.I), re.search(_APACHE, text, re.I)
    if ng and ap:
        return None
    return "nginx" if ng else "apache2" if ap else None


# ---------------------------------------------------------------- nginx

def _nginx_test(m: re.Match) -> str | None:
    """"check nginx config for syntax errors" → ``sudo nginx -t``; "test the nginx configuration and only reload if it
    passes" → ``sudo nginx -t && sudo systemctl reload nginx``; "test the candidate config /etc/nginx/nginx.conf.new"
    → ``sudo nginx -t -c /etc/nginx/nginx.conf.new``."""
    text = m.string
    if re.search(r"\b(?:sites?|symlink|link|ln|dump|full|complete|effective|-T\b|grep|cert\w*|certbot|logs?|version|module)\b|"
                 r"\bapache|\bhtpasswd", text, re.I):
        return None
    if not re.search(r"\bconf\w*|\bsyntax\b|-t\b|\bnginx\.conf\b", text, re.I) or re.search(r"\b(?:running|process|installed|package|active|enabled|tar|backup|archive)\b", text, re.I):
        return None   # "check whether nginx is running", "is nginx installed": not a configuration test
    if re.search(r"\bexists?\b|\blogrotate\b|\bpermissions?\b|\bowner\b|\bbackup\b|\bon\s+(?:host\s+)?[a-z][\w-]*\d+\b|\bssh\b", text, re.I):
        return None   # a file's existence, logrotate's own test, a remote host: not nginx -t here
    conf = next((p for p in _paths(text) if re.search(r"\.conf", p)), None)
    if conf is None and re.search(r"\bnginx\.conf\.\w+|\bcandidate\b", text, re.I):
        return None
    test = f"sudo nginx -t -c {conf}" if conf else "sudo nginx -t"
    return test + _and_reload(text, "nginx")


def _nginx_dump(m: re.Match) -> str | None:
    """``nginx -T``: into a file, through less, its file headers, a server_name's lines (with numbers or context), or
    some directives."""
    text = m.string
    if re.search(r"\b(?:search|find|locate)\b[^.]*\b(?:file\s*system|disk|everywhere|/)(?:\s|$)|\bwhole\s+file\s*system\b", text, re.I):
        return None   # a file looked for on the disk: find's
    dump = "sudo nginx -T"
    target = re.search(r"\b(?:into|to|in)\s+(?P<f>~?[\w./-]+\.(?:conf|txt|log))\b", text, re.I)
    if target:
        return f"{dump} > {target.group('f')}"
    if re.search(r"\bless\b|\bscroll|\bpager\b|\bpage\s+through\b", text, re.I):
        return f"{dump} | less"
    if re.search(r"\b(?:which|what)\s+(?:config(?:uration)?\s+)?files\b|\bfile\s+headers\b|\bfiles\s+(?:does\s+)?(?:it|nginx)\s+(?:actually\s+)?loads?\b", text, re.I):
        return f"{dump} 2>/dev/null | grep '^# configuration file'"
    if re.search(r"\bserver_name\b|\bserver\s+block\b", text, re.I):
        names = _domains(text)
        if len(names) != 1:
            return None
        ctx = ""
        b = re.search(r"\b(\d+)\s+lines?\s+before\b", text, re.I)
        a = re.search(r"\b(\d+)\s+(?:lines?\s+)?after\b", text, re.I)
        if b:
            ctx += f" -B {b.group(1)}"
        if a:
            ctx += f" -A {a.group(1)}"
        num = " -n" if re.search(r"\bline\s+numbers?\b", text, re.I) else ""
        return f"{dump} 2>/dev/null | grep{num}{ctx} 'server_name.*{names[0]}'"
    directives = re.findall(r"\b((?:ssl|proxy|client|gzip|keepalive|listen|server|fastcgi|add|limit|worker|http2|root|index|"
                            r"error|access|return|rewrite|include|location)\w*)\b(?=[^.]*\bdirectives?\b|\s+(?:and|,))", text)
    if re.search(r"\bdirectives?\b", text, re.I) and directives:
        said = list(dict.fromkeys(d for d in directives if d.lower() not in ("server", "error", "access", "location")))
        if said:
            pat = said[0] if len(said) == 1 else "|".join(said)
            return f"{dump} 2>/dev/null | grep -E '{pat}'"
    word = re.search(r"\b(?:grep|search)\b.*?\bfor\s+(?:the\s+)?(?:'(?P<q>[^']+)'|\"(?P<d>[^\"]+)\"|(?P<w>[\w.-]*[_.][\w.-]*\w))", text, re.I)
    if word:
        return f"{dump} 2>/dev/null | grep -n {_shell_word(word.group('q') or word.group('d') or word.group('w'))}"
    if re.search(r"\b(?:dump|print|show|display|see|view)\b", text, re.I) and not re.search(r"\bgrep|\bsearch|\bfind\b", text, re.I):
        return dump
    return None


def _nginx_signal(m: re.Match) -> str | None:
    """``nginx -s``: reopen its logs, stop gracefully (quit), stop fast, reload (said as -s reload)."""
    text = m.string
    if re.search(r"\breopen\b", text, re.I):
        return "sudo nginx -s reopen"
    if re.search(r"\bgraceful(?:ly)?\b.*\bstop|\bstop\w*\b.*\bgraceful|\bquit\b|\bletting\s+(?:the\s+)?workers\s+finish", text, re.I):
        return "sudo nginx -s quit"
    if re.search(r"-s\s+reload\b|\breload\s+signal\b", text, re.I):
        return "sudo nginx -s reload"
    if re.search(r"-s\s+stop\b|\bfast\s+(?:stop|shutdown)\b", text, re.I):
        return "sudo nginx -s stop"
    return None


def _nginx_build(m: re.Match) -> str | None:
    """``nginx -V``: the version with its configure arguments, or whether it was built with a module."""
    text = m.string
    mod = re.search(r"\b(?:with\s+(?:the\s+)?)?(?:--with-)?(?P<mod>(?:http|stream|mail)_\w+?)(?:_module)?\b(?:\s+module)?", text, re.I)
    if re.search(r"\bmodules-(?:enabled|available)\b", text, re.I):
        return None
    if mod and re.search(r"\b(?:built|compiled|module|support|have|has)\b", text, re.I):
        return f"nginx -V 2>&1 | grep -o with-{mod.group('mod')}_module"
    if re.search(r"\bconfigure\s+(?:arguments|args|options|flags)\b|\bbuilt\s+with\b|\bcompiled\s+with\b|\bcompile\s+(?:options|flags)\b|\bbuild\s+(?:options|flags)\b|\bmodules\b", text, re.I):
        return "nginx -V"
    if re.search(r"\bversion\b", text, re.I) and not re.search(r"\bapache|\bupgrade|\binstall|\bupdate\b|\bdocker\b", text, re.I):
        return "nginx -v"
    return None


_SITE_NAME = r"[\w][\w.-]*[\w]|\w"
_NOT_SITE = frozenset({"by", "with", "so", "that", "is", "for", "at", "of", "as", "removing", "nginx", "apache", "apache2", "new", "my", "a", "an", "the", "this", "that", "it", "its", "site", "sites",
                       "enabled", "available", "one", "in", "on", "and", "from", "to", "called", "named", "file", "config"})


def _site_named(text: str) -> str | None:
    """The site a request names: "the nginx site shop.example.com", "the default nginx site", "site blog", a path in
    sites-available."""
    p = re.search(r"/etc/(?:nginx|apache2)/sites-(?:available|enabled)/(?P<n>[\w.-]+)", text)
    if p:
        return p.group("n")
    for pat in (rf"\b(?:site|vhost|virtual\s+host)\s+(?:called\s+|named\s+)?['\"]?(?P<n>{_SITE_NAME})",
                rf"\b(?P<n>{_SITE_NAME})\s+(?:(?:nginx|apache2?)(?:'s)?\s+)?(?:site|vhost|virtual\s+host)\b"):
        for m in re.finditer(pat, text, re.I):
            if m.group("n").lower() not in _NOT_SITE:
                return m.group("n")
    return None


def _nginx_site(m: re.Match) -> str | None:
    """An nginx site enabled (a link from sites-available into sites-enabled) or disabled (its link removed), then
    tested and reloaded where said; the enabled ones listed; broken links found; a site copied for a new one."""
    text = m.string
    if re.search(r"\b(?:delete|remove|clean\w*)\b|\bwhere\s+does\b|\bpoints?\s+to\b|\breadlink\b", text, re.I) and re.search(r"\b(?:broken|dangling|symlinks?|links?)\b", text, re.I):
        return None   # where a link points, broken links deleted: readlink's and find's
    if re.search(r"\bbroken\s+(?:sym)?links?\b|\bdangling\b", text, re.I):
        return "find /etc/nginx/sites-enabled -xtype l"
    copy = re.search(r"\bcopy\b.*\bdefault\b.*\b(?:site|config)\b.*\bfor\s+(?P<n>[\w.-]+\w)", text, re.I)
    if copy:
        return f"sudo cp /etc/nginx/sites-available/default /etc/nginx/sites-available/{copy.group('n')}"
    if re.search(r"\b(?:what|which|list|show)\b.*\bsites?\b.*\benabled\b|\benabled\s+sites\b.*\b(?:list|show)|\blist\b.*\benabled\s+(?:nginx\s+)?sites\b", text, re.I) \
            and not re.search(r"\bgrep|\bserver_name|\blisten\b|\bhas\b|\bcontain|\bmention|\bfiles?\b", text, re.I):
        return "ls -l /etc/nginx/sites-enabled/"
    enable = re.search(r"\b(?:enable|activate|symlink|link|turn\s+on)\b", text, re.I)
    disable = re.search(r"\b(?:disable|deactivate|turn\s+off|remov\w+|unlink|delete)\b", text, re.I)
    if not (enable or disable) or (enable and disable and not re.search(r"\blink\s+from\b|\bits\s+link\b", text, re.I)):
        return None
    name = _site_named(text)
    if name is None or not re.search(r"\bsites?\b|sites-(?:available|enabled)", text, re.I):
        return None
    after = ""
    if re.search(r"\b(?:test|check|verify|validate)\b", text, re.I):
        after += " && sudo nginx -t"
    after += _and_reload(text, "nginx")
    if disable and (not enable or re.search(r"\blink\s+from\b|\bits\s+link\b", text, re.I)):
        return f"sudo rm /etc/nginx/sites-enabled/{name}{after}"
    return f"sudo ln -s /etc/nginx/sites-available/{name} /etc/nginx/sites-enabled/{after}"


# Directives searched for in the enabled sites (nginx's, Apache's): the words said, the grep pattern.
_DIRECTIVES = (("server_name", "server_name"), ("proxy_pass", "proxy_pass"), ("ssl_certificate", "ssl_certificate"),
               ("root", "root"), ("documentroot", "DocumentRoot"), ("servername", "ServerName"), ("serveralias", "ServerAlias"),
               ("listen", "listen"))


# ---------------------------------------------------------------- the two servers' logs, service and files

_UNITS = {"nginx": "nginx", "apache2": "apache2"}


_PACKAGES = ((r"\bcertbot\b.*\bnginx\s+plugin|\bnginx\s+plugin\b.*\bcertbot\b", "certbot python3-certbot-nginx"),
             (r"\bcertbot\b.*\bapache\s+plugin|\bapache\s+plugin\b.*\bcertbot\b", "certbot python3-certbot-apache"),
             (r"\bhtpasswd\b|\bapache2-utils\b", "apache2-utils"), (r"\bcertbot\b", "certbot"),
             (r"\bnginx\b", "nginx"), (r"\bapache2?\b", "apache2"))


def _install(m: re.Match) -> str | None:
    """The web server's packages installed: nginx, apache2, certbot with its plugin, apache2-utils for htpasswd."""
    text = m.string
    if re.search(r"\bdocker|\bcontainer|\bpip\b|\bsnap\b|\bbrew\b|\bfrom\s+source\b|\bmodule|\bwithout\b|\b-y\b|\byes\b", text, re.I):
        return None
    for pattern, package in _PACKAGES:
        if re.search(pattern, text, re.I):
            return f"sudo apt install {package}"
    return None


# ---------------------------------------------------------------- Apache

_APACHE_MODULES = frozenset("""rewrite ssl headers proxy proxy_http proxy_fcgi proxy_balancer proxy_wstunnel http2 expires deflate status
cgi cgid setenvif remoteip security2 evasive auth_basic authz_host alias dir mime info userdir include actions fcgid
socache_shmcb lbmethod_byrequests dav dav_fs env autoindex negotiation substitute filter brotli cache cache_disk
mpm_event mpm_prefork mpm_worker php8.1 php8.2 php8.3 php7.4 unique_id spelling speling vhost_alias""".split())


_NOT_MODULES = frozenset("some all any few these those a needed required my extra more other following it them new".split())


def _apache_ctl(m: re.Match) -> str | None:
    """apachectl: the configuration tested (then a graceful restart or a reload), the vhosts (-S), the modules loaded
    (-M, or one of them), the version (-v), the MPM (-V), the run config."""
    text = m.string
    if re.search(r"\ba2\w+|\b(?:enable|disable|turn\s+on|turn\s+off)\b|\bcerts?\b|\bcertbot\b|\blogs?\b|\bjournal", text, re.I):
        return None
    if re.search(r"\b(?:conf(?:ig|ing|nig|g|ig(?:uration)?)?|cofnig|cnofig|cofig)\s*(?:test|check)|\bconfigtest\b|\b(?:test|check|validate|verify)\b.*\b(?:conf\w*|syntax)\b|\bsyntax\b", text, re.I):
        if re.search(r"\bgraceful", text, re.I):
            return "sudo apachectl configtest && sudo apachectl graceful"
        return "sudo apachectl configtest" + _and_reload(text, "apache2")
    if re.search(r"\brun\s+config|\bDUMP_RUN_CFG\b|\bpid\s+file\b.*\bmutex", text, re.I):
        return "sudo apachectl -t -D DUMP_RUN_CFG"
    if re.search(r"\bvirtual\s+hosts?\b|\bvhosts?\b", text, re.I) and re.search(r"\b(?:show|list|setup|dump|what|which|all)\b", text, re.I) \
            and not re.search(r"\bgrep|\bDocumentRoot|\bServer(?:Name|Alias)\b|\bhas\b|\bcontain", text, re.I):
        return "sudo apachectl -S"
    mod = re.search(r"\bmod_(\w+)|\b(\w+)\s+module\b", text, re.I)
    if re.search(r"\bloaded\b", text, re.I) and mod and re.search(r"\bis\b|\bcheck|\bwhether\b|\?", text, re.I):
        name = mod.group(1) or mod.group(2)
        if name.lower() in _APACHE_MODULES:
            return f"sudo apachectl -M | grep {name}"
    if re.search(r"\bmodules\b", text, re.I) and re.search(r"\bloaded\b|\blist\b|\bshow\b", text, re.I) and not re.search(r"\ba2query\b|\benabled\b", text, re.I):
        return "sudo apachectl -M"
    if re.search(r"\bmpm\b", text, re.I) and re.search(r"\bwhich|\bwhat|\bin\s+use\b|\bshow|\bknow\b", text, re.I) and not re.search(r"\bswap|\bswitch|\bchange|\bto\s+event\b", text, re.I):
        return "sudo apachectl -V | grep -i mpm"
    if re.search(r"\bversion\b", text, re.I) and not re.search(r"\binstall(?!ed)|\bupgrade|\bnginx\b", text, re.I):
        return "apache2ctl -v"
    return None


def _a2query(m: re.Match) -> str | None:
    """a2query: the enabled sites or modules, or whether one site or module is enabled."""
    text = m.string
    if re.search(r"\b(?:enable|disable)\b(?!d)", text, re.I):
        return None
    if re.search(r"\bmodules?\b|\bmod_\w+", text, re.I):
        one = re.search(r"\bmod_(\w+)|\bis\s+(?:the\s+)?(\w+)\s+module\b", text, re.I)
        return f"a2query -m {one.group(1) or one.group(2)}" if one else "a2query -m"
    if re.search(r"\bsites?\b|\bvhosts?\b", text, re.I):
        one = re.search(r"\bis\s+(?:the\s+)?(?P<n>[\w.-]+\w)\s+(?:site|vhost)\b|\bis\s+(?:site|vhost)\s+(?P<m>[\w.-]+\w)", text, re.I)
        if one:
            return f"a2query -s {one.group('n') or one.group('m')}"
        return "a2query -s"
    return None


def _a2_steps(text: str) -> list[str] | None:
    """The a2ensite/a2dissite/a2enmod/a2dismod/a2enconf/a2disconf steps a request says, in its order, or None where
    one of them names nothing it can use."""
    swap = re.search(r"\b(?:swap|switch|replace|change)\b.*?\b(prefork|worker|event)\b(?:\s+mpm)?\s+(?:mpm\s+)?(?:for|to|with)\s+(?:the\s+)?(prefork|worker|event)\b", text, re.I)
    if swap:
        return [f"sudo a2dismod mpm_{swap.group(1).lower()}", f"sudo a2enmod mpm_{swap.group(2).lower()}"]
    steps: list[str] = []
    kind = None
    for clause in re.split(r"\s*(?:,|;|\bthen\b|\band\s+then\b|\band\b(?=\s+(?:enable|disable|turn|reload|restart|activate|deactivate)\b))\s*", text, flags=re.I):
        verb = re.search(r"\b(enable|activate|turn\s+on|disable|deactivate|turn\s+off)\b", clause, re.I)
        if verb is None:
            continue
        on = verb.group(1).lower() in ("enable", "activate", "turn on")
        rest = clause[verb.end():]
        if re.search(r"\bmod(?:ule)?s?\b|\bmod_\w+", clause, re.I):
            kind = "mod"
        elif re.search(r"\bsites?\b|\bvhosts?\b|\bvirtual\s+hosts?\b", clause, re.I):
            kind = "site"
        elif re.search(r"\bconf(?:-available)?\b|\bsnippets?\b|\.conf\b", clause, re.I) and re.search(r"\bsnippet|conf-available|\bconf\b", clause, re.I):
            kind = "conf"
        if kind == "mod" or kind is None:
            names = re.findall(r"\bmod_(\w+)", rest)
            if not names:
                words = re.sub(r"\b(?:the|in|on|for|apache2?|apache's|mods?|modules?|so|both|also)\b", " ", re.split(r"\bso\b|\bin\s+apache|\bon\s+apache|\bfor\s+apache", rest, flags=re.I)[0], flags=re.I)
                names = [w for w in re.findall(r"[\w.]+", words) if w.lower() != "and"]
                if kind is None and not (names and all(n.lower() in _APACHE_MODULES for n in names)):
                    return None
            if not names or any(n.lower() in _NOT_MODULES for n in names):
                return None
            kind = "mod"
            steps.append(f"sudo a2{'en' if on else 'dis'}mod {' '.join(names)}")
        elif kind == "site":
            name = _site_named(clause) or (re.fullmatch(rf"\s*(?:the\s+)?({_SITE_NAME})\s*\.?", rest) or [None, None])[1]
            if name is None:
                return None
            steps.append(f"sudo a2{'en' if on else 'dis'}site {name}")
        else:
            name = re.search(r"\b([\w-]+)\.conf\b", rest) or re.search(r"\bconf(?:ig)?\s+(?:snippet\s+)?(?!from\b|in\b|the\b)([\w-]+)", rest, re.I) \
                or re.search(r"\b(?!apache2?\b|apache's\b|the\b)([\w-]+)\s+(?:snippet|conf)\b", rest, re.I)
            if name is None:
                return None
            steps.append(f"sudo a2{'en' if on else 'dis'}conf {name.group(1)}")
    return steps or None


def _a2(m: re.Match) -> str | None:
    """Apache's sites, modules and conf snippets enabled and disabled in the order said, then reloaded or restarted
    where asked: "disable the apache site old-shop, enable new-shop, then reload" → ``sudo a2dissite old-shop && sudo
    a2ensite new-shop && sudo systemctl reload apache2``; "turn on mod_rewrite" → ``sudo a2enmod rewrite``."""
    text = m.string
    if re.search(_NGINX, text, re.I) or re.search(r"\bcert\w*\b|\bufw\b|\bfirewall\b|\bsystemctl\s+enable\b|\bphp\d*-fpm\b", text, re.I):
        return None
    if not (re.search(_APACHE, text, re.I) or re.search(r"\bmod_\w+|\ba2(?:en|dis)\w+", text, re.I)):
        return None
    steps = _a2_steps(text)
    if steps is None:
        return None
    tail = re.split(r"\b(?:enable|activate|turn\s+on|disable|deactivate|turn\s+off|swap|switch)\b", text, flags=re.I)[-1]
    after = _and_reload(tail, "apache2")
    return " && ".join(steps) + after


def _apache_files(m: re.Match) -> str | None:
    """Apache's ports.conf's Listen lines, envvars' run user."""
    text = m.string
    if re.search(r"\bports\.conf\b", text) and re.search(r"\blisten\b", text, re.I):
        return "grep -n Listen /etc/apache2/ports.conf"
    if re.search(r"\benvvars\b", text, re.I) and re.search(r"\buser\b", text, re.I):
        return "grep APACHE_RUN_USER /etc/apache2/envvars"
    return None


# ---------------------------------------------------------------- certbot

def _cert_name(text: str) -> str | None:
    m = re.search(r"\b(?:named|called|--cert-name)\s+(" + _DOMAIN + r"|[\w.-]+\w)", text, re.I) \
        or re.search(r"\b(?:only\s+|just\s+)?the\s+(" + _DOMAIN + r")\s+(?:certbot\s+)?(?:cert(?:ificate)?|lineage)\b", text, re.I) \
        or re.search(r"\b(?:cert(?:ificate)?|lineage)\s+(?:for\s+|of\s+)?(" + _DOMAIN + r")", text, re.I)
    return m.group(1) if m else None


def _certbot_manage(m: re.Match) -> str | None:
    """certbot's commands on the certificates it keeps: renew (a dry run, one certificate, forced, with a deploy hook),
    certificates (one), delete, revoke; the timer; the renewal config."""
    text = m.string
    if re.search(r"\btimer\b", text, re.I):
        return "systemctl list-timers certbot.timer"
    if re.search(r"\brenewal\s+(?:config|conf|file|settings)\b", text, re.I):
        names = _domains(text)
        return f"sudo cat /etc/letsencrypt/renewal/{names[0]}.conf" if len(names) == 1 else None
    if re.search(r"\bopenssl\b|\bx509\b|/etc/letsencrypt\b|\blogs?\b|\binstall\b|\bexpand\b|\badd\b|\bdirector(?:y|ies)\b|\bfolders?\b", text, re.I):
        return None
    name = _cert_name(text)
    if re.search(r"\brenew(?:al|s|ed|ing)?\b", text, re.I) and not re.search(r"\b(?:list|show)\b.*\bcerts?\b", text, re.I):
        parts = ["sudo certbot renew"]
        if name:
            parts.append(f"--cert-name {name}")
        if re.search(r"\bdry[\s-]*run\b|\bsimulat\w*|\btest\s+(?:the\s+)?renewal|\bwithout\s+(?:actually\s+)?renewing\b", text, re.I):
            parts.append("--dry-run")
        if re.search(r"\bforce\w*\b|\beven\s+(?:though|if)\b.*\b(?:not|n't)\s+due\b", text, re.I):
            parts.append("--force-renewal")
        hook = re.search(r"\breload\s+(nginx|apache2?)\b", text, re.I)
        if hook and re.search(r"\bafter\b|\bhook\b|\bwhen(?:ever)?\b", text, re.I):
            unit = "nginx" if hook.group(1).lower() == "nginx" else "apache2"
            parts.append(f"--deploy-hook 'systemctl reload {unit}'")
        elif re.search(r"\breload\b|\brestart\b", text, re.I):
            return None
        return " ".join(parts)
    if re.search(r"\brevoke\w*\b", text, re.I):
        names = _domains(text)
        name = name or (names[0] if len(names) == 1 else None)
        return f"sudo certbot revoke --cert-name {name}" if name else None
    if re.search(r"\b(?:delete|remove)\b", text, re.I):
        return f"sudo certbot delete --cert-name {name}" if name else None
    if re.search(r"\b(?:list|show|which|what|expir\w+|all\s+(?:my\s+)?cert\w*|my\s+cert\w*)\b", text, re.I) and re.search(r"\bcerts?\b|\bcertificates?\b|\bdomains\b", text, re.I):
        return f"sudo certbot certificates --cert-name {name}" if name else "sudo certbot certificates"
    return None


def _certbot_issue(m: re.Match) -> str | None:
    """A certificate obtained with certbot from the parts said: the plugin (nginx, apache, webroot with its folder,
    standalone, manual DNS), installed or cert only, the domains, an email and the terms agreed, non-interactive,
    staging, a key type and size, the http to https redirect, an existing certificate expanded."""
    text = m.string
    if re.search(r"\b(?:renew\w*|revoke\w*|delete|timer|list|log|openssl|self[\s-]*signed|x509|csr)\b", text, re.I):
        return None
    options: list[str] = []
    if re.search(r"\bstaging\b|\btest[\s-]cert\b", text, re.I):
        options.append("--staging")
    if re.search(r"\bnon[\s-]*interactive\w*|\bunattended\b|\bno\s+prompts?\b", text, re.I):
        options.append("--non-interactive")
    if re.search(r"\bagree\w*\b.*\b(?:tos|terms)\b|--agree-tos", text, re.I):
        options.append("--agree-tos")
    email = re.search(_EMAIL, text)
    if email:
        options.append(f"-m {email.group()}")
    webroot = None
    if re.search(r"\bmanual\b", text, re.I) and re.search(r"\bdns\b", text, re.I):
        plugin = "--manual --preferred-challenges dns"
    elif re.search(r"\bwebroot\b", text, re.I):
        webroot = next((p for p in _paths(text) if p.startswith("/")), None)
        if webroot is None:
            return None
        plugin = f"--webroot -w {webroot}"
    elif re.search(r"\bstandalone\b", text, re.I):
        plugin = "--standalone"
    elif re.search(r"\bnginx\b", text, re.I):
        plugin = "--nginx"
    elif re.search(r"\bapache2?\b", text, re.I):
        plugin = "--apache"
    else:
        return None
    install = re.search(r"\binstall\w*\b|\bset\s+up\s+the\s+(?:http\S*\s+)?redirect|--redirect\b|\bredirect\b", text, re.I) \
        or plugin in ("--nginx", "--apache")
    only = re.search(r"\bcert(?:ificate)?\s+only\b|\bcertonly\b|\bdon'?t\s+(?:touch|change|modify|edit)\b|\bwithout\s+(?:touching|changing|installing|modifying)\b|\bjust\s+(?:get|obtain)\b|\bonly\s+(?:get|obtain)\b", text, re.I)
    certonly = bool(only) or (plugin.startswith(("--webroot", "--standalone", "--manual")) and not install)
    if not certonly and not install:
        return None
    key = re.search(r"\b(ecdsa|ec)\b|\b(\d{4})[\s-]*bit\s+rsa\b|\brsa\s+(\d{4})\b", text, re.I)
    if key:
        options.append("--key-type ecdsa" if key.group(1) else f"--key-type rsa --rsa-key-size {key.group(2) or key.group(3)}")
    names = _domains(text)
    add = re.search(r"\badd\s+(" + _DOMAIN + r")\s+to\s+(?:the\s+)?(?:existing\s+)?(" + _DOMAIN + r")\s+cert", text, re.I)
    if add:
        covers = re.search(r"\b(?:covers|has|includes)\s+(.+?)(?:\)|$|,)", text, re.I)
        if covers is None:
            return None
        existing = _domains(covers.group(1))
        if not existing:
            return None
        names = existing + [add.group(1).lower()]
        options.append("--expand")
    if not names:
        return None
    if re.search(r"\bredirect\b", text, re.I) and not certonly:
        options.append("--redirect")
    domains = " ".join(f"-d {_shell_word(d)}" for d in names)
    verb = "certonly " if certonly else ""
    return f"sudo certbot {verb}{' '.join(o for o in options if o.startswith(('--staging', '--non', '--agree', '-m')))} {plugin} " \
           f"{' '.join(o for o in options if o.startswith(('--key', '--expand')))} {domains} {' '.join(o for o in options if o == '--redirect')}".replace("  ", " ").replace("  ", " ").strip()


# ---------------------------------------------------------------- htpasswd

def _htpasswd_file(text: str) -> str | None:
    files = [p for p in _paths(text) if "htpasswd" in p or re.search(r"\.htpasswd$|passwd", p)]
    if not files:
        m = re.search(r"(?<![\w/.-])(\.htpasswd|[\w.-]+\.htpasswd)\b", text)
        return m.group(1) if m else None
    return files[0]


def _htpasswd(m: re.Match) -> str | None:
    """htpasswd: a new file (-c), a user added or its password changed, bcrypt (-B) with a cost (-C), deleted (-D),
    verified (-v), a password given (-b), a line printed (-n); the file's users listed; an apr1 line from openssl; the
    file locked down for the web server."""
    text = m.string
    file = _htpasswd_file(text)
    user = re.search(r"\b(?:user(?:name)?|for|add|remove|delete|drop|update|change|verify|check)\s+(?:user\s+)?(?:whether\s+)?(?:the\s+)?"
                     r"(?!user\b|the\b|a\b|an\b|new\b|whether\b|password\b|it\b|to\b|from\b|with\b|in\b)([a-z_][\w.-]*?)(?:'s)?(?=[\s,.?!]|$)", text, re.I)
    name = user.group(1) if user else None
    bcrypt = re.search(r"\bbcrypt\b|-B\b", text, re.I)
    cost = re.search(r"\bcost\s+(?:of\s+)?(\d+)\b|-C\s+(\d+)", text, re.I)
    algo = ("-B " if bcrypt else "") + (f"-C {cost.group(1) or cost.group(2)} " if cost and bcrypt else "")
    if re.search(r"\bopenssl\b", text, re.I) and re.search(r"\bapr1\b", text, re.I):
        if file is None or name is None:
            return None
        return f"printf '{name}:%s\\n' \"$(openssl passwd -apr1)\" | {_sudo_for(file)}tee -a {file}"
    if re.search(r"\b(?:print|output|generate|show)\b.*\b(?:line|entry|hash)\b", text, re.I) and re.search(r"\bdon'?t\s+write|\bno\s+file\b|\bwithout\s+(?:a\s+|any\s+)?file|\bstdout\b|\bjust\s+print", text, re.I):
        return f"htpasswd -n{'B' if bcrypt else ''} {name}" if name else None
    if file is None:
        return None
    sudo = _sudo_for(file)
    if re.search(r"\block\s+down\b|\bpermissions?\b|\bmode\b|\bchmod\b", text, re.I):
        owner = re.search(r"\bowner\s+(\w[\w-]*)", text, re.I)
        group = re.search(r"\bgroup\s+(\w[\w-]*)", text, re.I)
        mode = re.search(r"\bmode\s+(\d{3,4})\b|\bchmod\s+(\d{3,4})\b", text, re.I)
        if not (owner and group and mode):
            return None
        return f"{sudo}chown {owner.group(1)}:{group.group(1)} {file} && {sudo}chmod {mode.group(1) or mode.group(2)} {file}"
    if re.search(r"\bwho(?:'s|\s+is)?\s+in\b|\busernames?\b|\bwhich\s+users\b|\blist\b.*\busers\b|\busers\s+in\b", text, re.I) and not re.search(r"\badd\b|\bremove\b|\bdelete\b", text, re.I):
        return f"{sudo}cut -d: -f1 {file}"
    if name is None or name == file:
        return None
    if re.search(r"\b(?:remove|delete|drop)\b", text, re.I):
        return f"{sudo}htpasswd -D {file} {name}"
    if re.search(r"\bverify\b|\bcheck\s+(?:whether|if|that)\b|\bis\s+(?:what|correct|right)\b|\bcorrect\b", text, re.I):
        return f"{sudo}htpasswd -v {file} {name}"
    password = re.search(r"\bpassword\s+(?:is\s+)?(?:'([^']+)'|\"([^\"]+)\"|(?!is\b|to\b|for\b|of\b|in\b)(\S+?))(?=[\s,]|$)", text, re.I)
    new = "-c " if re.search(r"\b(?:new|create|creat\w+|fresh)\b", text, re.I) and not re.search(r"\bexisting\b|\bnew\s+password\b", text, re.I) else ""
    if password:
        pw = password.group(1) or password.group(2) or password.group(3)
        return f"{sudo}htpasswd {new}-b {algo}{file} {name} {_shell_word(pw)}"
    return f"{sudo}htpasswd {new}{algo}{file} {name}".replace("  ", " ")


# ---------------------------------------------------------------- a site checked with curl and openssl

def _site_url(text: str) -> str | None:
    """The URL a request names, or https:// and the one domain it names."""
    url = _url(text)
    if url:
        return url
    names = _domains(text)
    return f"https://{names[0]}" if len(names) == 1 else None


def _curl_check(m: re.Match) -> str | None:
    """A site's headers checked with curl: the redirect chain, the HTTP version, HSTS, compression, the Server header,
    the status line and Location, a Host header or --resolve, basic auth, a self-signed certificate, IPv6, HTTP/1.1."""
    text = m.string
    if re.search(r"\bopenssl\b|\bwget\b|\bdownload|\bsave\b|\bjq\b|\bjson\b|\bpost\b|\|", text, re.I):
        return None
    if re.search(r"\bhsts\b|\bstrict-transport-security\b", text, re.I):
        url = _site_url(text)
        return f"curl -sI {url} | grep -i strict-transport-security" if url else None
    if re.search(r"\bserver\s+header\b", text, re.I):
        url = _site_url(text)
        return f"curl -sI {url} | grep -i '^server:'" if url else None
    if re.search(r"\bgzip\b|\bcompression\b|\bcontent-encoding\b", text, re.I) and re.search(r"\bheaders?\b|\bis\b.*\bon\b|\benabled\b", text, re.I):
        url = _site_url(text)
        enc = "br" if re.search(r"\bbrotli\b|\bbr\b", text, re.I) else "gzip"
        return f"curl -sI -H 'Accept-Encoding: {enc}' {url} | grep -i content-encoding" if url else None
    if re.search(r"\bhttp/?2\b|\bh2\b", text, re.I) and re.search(r"\bspeak|\bsupport|\bnegotiat\w+|\bhttp\s+version\b|\bserved\s+over\b", text, re.I):
        url = _site_url(text)
        return f"curl -s -o /dev/null -w '%{{http_version}}\\n' --http2 {url}" if url else None
    if re.search(r"\bstatus\s+line\b", text, re.I) and re.search(r"\blocation\b", text, re.I):
        url = _url(text)
        return f"curl -sI {url} | grep -iE '^(HTTP|location)'" if url else None
    headers_only = re.search(r"\b(?:response\s+)?headers\s+(?:of|for)\b|\bheaders?\s+only\b|\bjust\s+(?:the\s+)?(?:response\s+)?headers\b|\bonly\s+(?:the\s+)?(?:response\s+)?headers\b|\bheaders\s+(?:from|of)\b|\bget\s+the\s+headers\b", text, re.I)
    both = re.search(r"\bheaders\s+and\s+(?:the\s+)?body\b|\bbody\s+and\s+(?:the\s+)?headers\b", text, re.I)
    every_hop = re.search(r"\b(?:every|each)\s+hop\b|\bredirect\s+chain\b|\bheaders\s+of\s+(?:every|each)\b", text, re.I)
    url = _url(text)
    if every_hop and re.search(r"\bredirect", text, re.I):
        return f"curl -IL {url}" if url else None
    opts = []
    if re.search(r"\b(?:before|until)\s+(?:the\s+)?dns\b|\bdns\s+(?:is\s+)?(?:switch|chang|mov|cut)\w*|\bnew\s+(?:box|server)\b", text, re.I):
        ip = re.search(_IP, text)
        names = _domains(text)
        if not ip or len(names) != 1:
            return None
        scheme = "https" if re.search(r"\bhttps\b|\btls\b|\bssl\b", text, re.I) else "http"
        port = "443" if scheme == "https" else "80"
        flag = "-I " if headers_only else ""
        return f"curl {flag}--resolve {names[0]}:{port}:{ip.group()} {scheme}://{names[0]}"
    if url is None or not (headers_only or both):
        return None
    opts.append("-I" if headers_only else "-i")
    host = re.search(r"\bHost:?\s+(?:header\s+)?(?:set\s+to\s+|of\s+)?(" + _DOMAIN + r")", text, re.I)
    if host:
        opts.append(f"-H 'Host: {host.group(1)}'")
    auth = re.search(r"\bas\s+([\w.-]+)\s+(?:with\s+)?(?:the\s+)?password\s+(\S+?)(?=[\s,]|$)", text, re.I)
    if auth:
        opts.append(f"-u {_shell_word(auth.group(1) + ':' + auth.group(2))}")
    elif re.search(r"\bbasic\s+auth\b", text, re.I):
        return None
    if re.search(r"\bself[\s-]*signed\b|\bignor\w+\s+(?:the\s+)?(?:cert|tls|ssl)|\binsecure\b", text, re.I):
        opts.append("-k")
    if re.search(r"\bipv6\b", text, re.I):
        opts.append("-6")
    elif re.search(r"\bipv4\b", text, re.I):
        opts.append("-4")
    if re.search(r"\bhttp/?1\.1\b", text, re.I):
        opts.append("--http1.1")
    if re.search(r"\bfollow\w*\s+(?:the\s+|all\s+)?redirects?\b", text, re.I):
        opts.append("-L")
    return f"curl {' '.join(opts)} {url}"


def _stub_status(m: re.Match) -> str | None:
    """nginx's stub_status page (or Apache's server-status) fetched from the URL said."""
    url = _url(m.string)
    return f"curl -s {url}" if url else None


def _host_port(text: str) -> str | None:
    """host:port of the site a request names (443 unless said)."""
    url = _url(text)
    if url:
        hp = re.match(r"https?://([^/]+)", url).group(1)
        return hp if ":" in hp else hp + ":443"
    m = re.search(r"(" + _DOMAIN + r"):(\d+)", text, re.I)
    if m:
        return f"{m.group(1)}:{m.group(2)}"
    names = _domains(text)
    return f"{names[0]}:443" if len(names) == 1 else None


def _s_client(m: re.Match) -> str | None:
    """A site's served certificate checked with openssl s_client: its SAN names, TLS 1.3 (or 1.2) accepted, ALPN h2,
    OCSP stapling, the certificate saved to a file."""
    text = m.string
    hp = _host_port(text)
    if hp is None:
        return None
    host = hp.rsplit(":", 1)[0]
    conn = f"openssl s_client -connect {hp} -servername {host}"
    if re.search(r"\bsans?\b|\bsubject\s*alt(?:ernative)?\s*names?\b|\bsubjectAltName\b", text, re.I):
        return f"{conn} </dev/null 2>/dev/null | openssl x509 -noout -ext subjectAltName"
    tls = re.search(r"\btls\s*v?1\.([0-3])\b", text, re.I)
    if tls and re.search(r"\baccept|\bsupport|\bspeak|\bnegotiat|\ballow", text, re.I):
        return f"{conn} -tls1_{tls.group(1)} </dev/null"
    if re.search(r"\balpn\b", text, re.I) and re.search(r"\bh2\b|\bhttp/?2\b", text, re.I):
        return f"{conn} -alpn h2 </dev/null 2>/dev/null | grep -i alpn"
    if re.search(r"\bocsp\b", text, re.I) and re.search(r"\bstapl\w+", text, re.I):
        return f"{conn} -status </dev/null 2>/dev/null | grep -i 'OCSP response'"
    save = re.search(r"\b(?:save|write|store|dump)\b.*\bcert\w*\b.*\b(?:serves|sends|presents|served|sent|presented)\b.*\b(?:to|into|as)\s+(?P<f>[\w./~-]+\.(?:pem|crt|cer))\b", text, re.I)
    if save:
        return f"{conn} </dev/null 2>/dev/null | openssl x509 > {save.group('f')}"
    return None


def _live_cert(m: re.Match) -> str | None:
    """A certificate certbot keeps under /etc/letsencrypt (readable by root only) read with openssl x509: its expiry,
    its validity dates, its subject, its issuer or its names."""
    text = m.string
    path = m.group("p")
    for pattern, option in ((r"\bexpir\w*|\bend\s*date\b|\bnot\s*after\b", "-enddate"), (r"\bdates\b|\bvalid\w*", "-dates"),
                            (r"\bsans?\b|\bnames\b|\bdomains\b|\bsubject\s*alt", "-ext subjectAltName"), (r"\bsubject\b", "-subject"),
                            (r"\bissuer\b|\bissued\s+by\b", "-issuer")):
        if re.search(pattern, text, re.I):
            return f"sudo openssl x509 -in {path} -noout {option}"
    return None


def _php_fpm(m: re.Match) -> str | None:
    """PHP-FPM's service (its unit named with its version, as Debian names it) reloaded, restarted or its status."""
    text = m.string
    unit = m.group("unit").lower()
    verbs = {v.lower() for v in re.findall(r"\b(restart|reload|start|stop|status)\b", text, re.I)}
    if len(verbs) != 1 or re.search(r"\blogs?\b|\bjournal|\bconf\w*\b|\binstall\b|\bpool\b", text, re.I):
        return None
    verb = verbs.pop()
    after = ""
    if re.search(_NGINX, text, re.I) and re.search(r"\band\s+(?:then\s+)?(?:reload|restart)\s+nginx\b|\bnginx\s+too\b", text, re.I):
        after = f" && sudo systemctl {verb} nginx"
    return f"systemctl status {unit}" if verb == "status" else f"sudo systemctl {verb} {unit}{after}"


# ---------------------------------------------------------------- the rows

_I = re.I
ROWS = (
    # "install certbot along with its nginx plugin", "install whatever package gives me htpasswd", "install nginx"
    (re.compile(r"^(?:please\s+)?(?:install|apt(?:-get)?\s+install|get\s+me)\b(?!.*\b(?:cert(?:ificate)?\s+for|site|module|mod_)\b).*"
                r"\b(?:nginx|apache2?|certbot|htpasswd|apache2-utils)\b", _I), _install),
    # htpasswd: "create a new htpasswd file /etc/nginx/.htpasswd with user alice", "remove carol from /etc/apache2/.htpasswd"
    (re.compile(r"\bhtpasswd\b|\bbasic[\s-]auth\s+(?:users?\s+)?file\b", _I), _htpasswd),
    # certbot's certificates and renewals: "dry run of certbot renewal", "renew only the example.com certificate"
    (re.compile(r"\bcertbot\b|\blet'?s\s*encrypt\b|\b(?:renew\w*|revoke)\b.*\bcert(?:ificate)?s?\b|\bcert(?:ificate)?s?\b.*\b(?:renew\w*|revoke)\b", _I), _certbot_manage),
    # certificates obtained: "get a cert for example.com with the nginx plugin", "wildcard cert for *.example.com, manual DNS"
    (re.compile(r"\bcertbot\b|\blet'?s\s*encrypt\b|\bcert(?:ificate)?s?\b.*\b(?:plugin|webroot|standalone|dns\s+challenge|acme)\b|"
                r"\b(?:plugin|webroot|standalone)\b.*\bcert(?:ificate)?s?\b", _I), _certbot_issue),
    # the letsencrypt log and the server logs: "follow the nginx error log live", "last 200 lines of /var/log/nginx/access.log"
    # "symlink /etc/nginx/sites-available/api.conf into sites-enabled, test the config, then reload nginx"
    (re.compile(rf"{_NGINX}.*\bsites?\b|\bsites?\b.*{_NGINX}|/etc/nginx/sites-(?:available|enabled)|\bsites-(?:available|enabled)\b(?!.*{_APACHE})", _I), _nginx_site),
    # "which file in /etc/nginx/sites-enabled has api.example.com in it?", "DocumentRoot of every enabled apache vhost"
    # "which server block answers for shop.acme.io? search the full nginx dump for that server_name"
    (re.compile(rf"{_NGINX}\s+-T\b|(?:\bfull|\bcomplete|\beffective|\bwhole|\bentire|\blive|\bexpanded|\bdump)\b.*{_NGINX}.*\bconf\w*|"
                rf"{_NGINX}.*\b(?:dump|full|complete|effective|live)\b.*\bconf\w*|{_NGINX}.*\bincludes\s+expanded|\bfull\s+{_NGINX}\s+dump", _I), _nginx_dump),
    # "check nginx config for syntax errors", "test the nginx configuration and only reload if the test passes"
    (re.compile(rf"{_NGINX}\s+-t\b|\b(?:test|check|verify|validate|lint)\w*\b.*{_NGINX}|{_NGINX}.*\b(?:test|check|verify|validate|lint)\w*\b|{_NGINX}.*\b(?:syntax|conf\w*\s+test|conf\w*\s+(?:is\s+)?(?:valid|ok|okay|correct))\b", _I), _nginx_test),
    # "tell nginx to reopen its log files", "gracefully stop nginx, letting workers finish"
    (re.compile(rf"{_NGINX}\s+-s\b|\b(?:reopen|graceful\w*|quit)\b.*{_NGINX}|{_NGINX}.*\b(?:reopen|graceful\w*|quit)\b", _I), _nginx_signal),
    # "nginx version plus the configure arguments it was built with", "was this nginx built with the http_v2 module?"
    (re.compile(rf"{_NGINX}\s+-V\b|{_NGINX}.*\b(?:version|built|compiled|configure|modules?)\b|\b(?:version|built|compiled)\b.*{_NGINX}", _I), _nginx_build),
    # apachectl: "apache config test", "show me apache's virtual host setup", "is mod_rewrite actually loaded in apache?"
    (re.compile(rf"{_APACHE}", _I), _apache_ctl),
    # "ask a2query which apache modules are enabled", "is the shop site enabled in apache?"
    (re.compile(rf"\ba2query\b|\bis\b.*\benabled\b.*{_APACHE}|\b(?:list|show|which|what)\b.*\benabled\b.*{_APACHE}.*\b(?:sites?|modules?)\b|"
                rf"\b(?:list|show)\b.*\benabled\s+{_APACHE}\s+(?:sites|modules)\b", _I), _a2query),
    # "disable the apache site old-shop, enable new-shop, then reload", "turn on mod_rewrite"
    (re.compile(r"\b(?:enable|disable|turn\s+on|turn\s+off|activate|deactivate|swap|switch)\b", _I), _a2),
    # "grab nginx's stub_status page from http://127.0.0.1/nginx_status"
    (re.compile(r"\bstub_status\b|\bserver-status\b", _I), _stub_status),
    # "list the SAN names on shop.example.com's live certificate", "is OCSP stapling working on example.com"
    (re.compile(r"\b(?:sans?|subject\s*alt\w*\s*names?|ocsp|alpn)\b.*\b(?:cert\w*|stapl\w+|h2|https?/?2)\b|\b(?:h2|https?/?2)\b.*\balpn\b|"
                r"\btls\s*v?1\.[0-3]\b.*\b(?:accept|support)|\b(?:accept|support)\w*\s+tls\s*v?1\.[0-3]\b|"
                r"\b(?:save|write|store|dump)\b.*\bcert\w*\b.*\b(?:serves|sends|presents|served|sent|presented)\b|\bcert\w*\b.*\b(?:sans?)\b", _I), _s_client),
    # "expiry date of /etc/letsencrypt/live/example.com/fullchain.pem"
    (re.compile(r"(?P<p>/etc/letsencrypt/(?:live|archive)/[\w.*-]+/[\w.-]+\.pem)\b(?!.*\b(?:copy|cp|chmod|chown|ls|cat|less|backup|tar)\b)", _I), _live_cert),
    # curl checks of a site: "is HSTS set on https://example.com?", "follow all redirects … headers of every hop"
    (re.compile(r"https?://|\b(?:hsts|server\s+header|gzip|http/?2|compression)\b|\b(?:before|until)\s+(?:the\s+)?dns\b", _I), _curl_check),
)
