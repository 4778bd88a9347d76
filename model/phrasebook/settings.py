"""Configuration files edited from the shell: a setting given a value ("set max_connections = 200 in
postgresql.conf"), in the file's own way of writing it, also where it is commented out if the request says so; sshd's
best-known settings by what they do (root login, password logins, the port); a line commented back in, lines
commented out by what they contain (by number: text's row); a file shown without its comments and blank lines.

How a file writes a setting: ``KEY VALUE`` in the configs of sshd, Redis, Apache and squid, ``KEY VALUE;`` in nginx's,
``KEY = VALUE`` in postgresql.conf, php.ini and MySQL's .cnf files, ``KEY=VALUE`` in sysctl, systemd, /etc/default and
.env and .properties files. The sed looks for the key at the start of a line and rewrites that whole line.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _sudo_for

# A configuration file: by its extension, or one of the well-known names without one.
_CONFIG = (r"(?P<file>(?:[~./\w][\w./~-]*?)?(?:\.(?:conf|cfg|cnf|ini|env|properties)|/\.env|(?<![\w.])\.env|sshd_config|ssh_config"
           r"|/etc/default/[\w.-]+|/etc/environment))(?![\w.])")
_SOURCES_OR_CONFIG = _CONFIG.replace("|sshd_config", r"|sources\.list|sshd_config")   # apt's sources: lines to enable
_KEY = r"(?P<key>[A-Za-z_][\w.-]*[A-Za-z0-9_])"
_VALUE = r"(?P<val>'[^']*'|\"[^\"]*\"|[^\s,;'\"]+)"
_COMMENTED = re.compile(r"\bcommented(?:\s+out)?\b|\buncomment", re.I)


def _style(file: str) -> tuple[str, str]:
    """(separator, line end) of a setting in ``file``: ``" "`` / ``";"`` for nginx, ``" = "`` for postgresql.conf."""
    name = file.rsplit("/", 1)[-1].lower()
    if "nginx" in file.lower():
        return " ", ";"
    if re.search(r"sshd?_config$|redis|apache|httpd|squid|chrony|ntp\.conf$|smb\.conf$", name) or "/apache2/" in file or "/ssh/" in file:
        return " ", ""
    if re.search(r"postgresql|php|\.cnf$|my\.|mysql|mariadb|pgbouncer", file.lower()):
        return " = ", ""
    if re.search(r"sysctl|\.env$|\.properties$|/etc/default/|/etc/environment|/etc/systemd/|journald|logind", file.lower()):
        return "=", ""
    return ("=", "") if name.endswith((".ini", ".env")) else (" = ", "")


def written_with_space(file: str) -> bool:
    """Whether ``file`` writes a setting as ``KEY VALUE`` (nginx, sshd, Redis, Apache), not with ``=``."""
    return _style(file)[0] == " "


def _setting_line(key: str, value: str, file: str, commented: bool, backup: str = "") -> str:
    """``sed -i`` writing ``key`` with ``value`` on the line that has it (``#\\?`` first if it may be commented out)."""
    sep, end = _style(file)
    value = value.strip("'\"")
    if "postgresql" in file and not re.fullmatch(r"-?[\d.]+[a-zA-Z]*|on|off|true|false", value, re.I):
        value = f"'{value}'"   # postgresql.conf quotes its strings: listen_addresses = '*'
    quote = '"' if "'" in value else "'"
    delim = "|" if "/" in value else "/"
    hash_mark = "#\\?" if commented else ""
    found = re.escape(key).replace(chr(92) + "-", "-") + ("\\s*=" if sep == " = " else "=" if sep == "=" else "")   # key = …: the key whole
    return f"{_sudo_for(file)}sed -i{backup} {quote}s{delim}^{hash_mark}{found}.*{delim}{key}{sep}{value}{end}{delim}{quote} {file}"


def _setting_given(m: re.Match) -> str | None:
    """"set max_connections = 200 in /etc/postgresql/15/main/postgresql.conf" → ``sudo sed -i 's/^max_connections\\b.*/
    max_connections = 200/' …``."""
    key, file = m.group("key"), m.group("file")
    if key.lower() in ("the", "it", "this", "that", "permissions", "owner", "mode", "line", "lines", "value", "port"):
        return None
    if "rest" in m.re.groupindex and not _FILLER.fullmatch(m.group("rest")):
        return None   # "… and restart the app": more than the setting
    backup = ".bak" if _BACKUP_ASKED.search(m.string) else ""
    # sshd_config ships its settings commented out: the line written whether it is or not
    return _setting_line(key, m.group("val"), file, bool(_COMMENTED.search(m.string)) or file.endswith("sshd_config"), backup)


# What may follow the file in a request that only sets a value: how it is now, a backup kept.
_FILLER = re.compile(r"\s*(?:[,.;:]?\s*(?:even\s+(?:if|though)|whether|if|it'?s|it\s+is|which\s+is|currently|right\s+now|(?:and\s+)?keep|make|with|save|"
                     r"back\s*up|so\s+(?:that|it)|please)\b[^;]*?)?\s*[.!]?\s*", re.I)
_BACKUP_ASKED = re.compile(r"\b(?:keep|make|with|save)\s+(?:a\s+)?\.?bak(?:up)?\b|\bback\s*up\s+first\b", re.I)   # sed -i.bak
_SSHD = "/etc/ssh/sshd_config"


def _sshd(key: str, value: str, m: re.Match) -> str:
    file = m.group("file") if "file" in m.re.groupindex and m.group("file") else _SSHD
    backup = ".bak" if _BACKUP_ASKED.search(m.string) else ""
    edit = _setting_line(key, value, file if file.endswith("sshd_config") and "/" in file else _SSHD, True, backup)   # "in sshd_config": the system's
    if again := re.search(r"\b(?P<how>restart|reload)\b", m.string, re.I):
        edit += f" && sudo systemctl {again.group('how').lower()} ssh"   # "…, then restart the ssh service"
    return edit


def _line_uncommented(m: re.Match) -> str | None:
    """"uncomment net.ipv4.ip_forward=1 in /etc/sysctl.conf" → ``sed -i 's/^#\\s*net\\.ipv4…/net.ipv4.ip_forward=1/'``."""
    text, file = m.group("text").strip("'\""), m.group("file")
    if text.lower() in ("everything", "all", "it", "them", "the", "every", "each", "any", "lines", "line", "file"):
        return None   # "uncomment everything in example.conf": every line, not one that starts with a word
    pattern = re.sub(r"([.*\[\]^$/\\])", r"\\\1", text)
    delim = "|" if "/" in text else "/"
    if delim == "|":
        pattern = pattern.replace("\\/", "/")
    return f"{_sudo_for(file)}sed -i 's{delim}^#\\s*{pattern}{delim}{text}{delim}' {file}"


def _active_lines(m: re.Match) -> str:
    """A config shown without its comment lines and blank lines: ``grep -Ev '^\\s*(#|$)' FILE`` (``;`` for php.ini)."""
    file = m.group("file") or m.group("file2")
    marks = "[#;]" if re.search(r"\b(?:both\s+#\s+and\s+;|;\s+and\s+#)", m.string) else ";" if re.search(r"php\.ini$|\.ini$", file) else "#"
    numbered = "n" if re.search(r"\bline\s+numbers\b", m.string, re.I) else ""
    return f"grep -{numbered}Ev '^\\s*({marks}|$)' {file}"


ROWS = (
    # "set max_connections = 200 in FILE", "change bind-address to 0.0.0.0 in FILE", "worker_processes should be 4 in FILE"
    (re.compile(rf"^\s*(?:please\s+)?(?:in\s+{_CONFIG.replace('file>', 'file2>')}\s*[,:]?\s*)?(?:set|change|make|update)\s+(?:the\s+)?{_KEY}\s*(?:=|:|\s+to\s+|\s+as\s+)\s*{_VALUE}"
                rf"\s+in\s+{_CONFIG}(?P<rest>.*)$", re.I),
     _setting_given),
    (re.compile(rf"^\s*{_KEY}\s+(?:should\s+be|needs\s+to\s+be|must\s+be)\s+{_VALUE}\s+in\s+{_CONFIG}\s*$", re.I), _setting_given),
    # sshd by what a setting does
    (re.compile(r"\b(?:disable|turn\s+off|forbid|block|deny)\s+(?:direct\s+)?root\s+log\s*ins?(?:\s+over\s+ssh|\s+via\s+ssh)?(?:\s+in\s+" + _CONFIG + r")?", re.I),
     lambda m: _sshd("PermitRootLogin", "no", m)),
    (re.compile(r"\b(?:disable|turn\s+off|switch\s+off)\s+(?:ssh\s+)?password\s+(?:log\s*ins?|logins|authentication|auth)(?:\s+(?:over|for|in)\s+ssh)?(?:\s+in\s+" + _CONFIG + r")?", re.I),
     lambda m: _sshd("PasswordAuthentication", "no", m)),
    (re.compile(r"\bchange\s+(?:the\s+)?ssh(?:d)?\s+port\s+(?:from\s+)?(?:\d+\s+)?to\s+(?P<port>\d+)\b(?:[^.;]*?\bin\s+" + _CONFIG + r")?", re.I),
     lambda m: _sshd("Port", m.group("port"), m)),
    # "uncomment net.ipv4.ip_forward=1 in /etc/sysctl.conf", "uncomment server_tokens off in nginx.conf"
    (re.compile(rf"^\s*(?:please\s+)?uncomment\s+(?:the\s+)?(?:line\s+)?(?P<text>'[^']+'|\"[^\"]+\"|[A-Za-z_][\w.-]*(?:\s*=\s*\S+|\s+[\w.-]+;?)?)\s+in\s+{_CONFIG}\s*$", re.I),
     _line_uncommented),
    (re.compile(rf"^\s*(?:please\s+)?(?:enable|uncomment)\s+(?:all\s+)?(?:the\s+)?(?P<text>[\w.-]+)\s+lines\s+in\s+{_SOURCES_OR_CONFIG}\s*$", re.I),
     _line_uncommented),
    # "comment out anything in crontab.txt that calls backup.sh"
    (re.compile(r"\bcomment\s+out\s+(?:anything|everything|any\s+lines?|all\s+(?:the\s+)?lines|every\s+line|the\s+lines?)\s+in\s+(?P<file>[~./\w][\w./~-]*\w)\s+"
                r"(?:that|which)\s+(?:calls?|mentions?|contains?|runs?|has|have|uses?)\s+(?P<what>[\w./-]+)\s*$", re.I),
     lambda m: f"{_sudo_for(m.group('file'))}sed -i '/{re.escape(m.group('what')).replace(chr(92) + '-', '-')}/ s/^/#/' {m.group('file')}"),
    # "print only the active settings in FILE", "FILE is huge, just show me the lines that aren't comments"
    (re.compile(r"\b(?:(?:only|just)\s+)?the\s+(?:active|effective|real|uncommented)\s+(?:settings|lines|config(?:uration)?(?:\s+lines)?|options)\s+(?:in|of|from)\s+(?P<file>[~./\w][\w./~-]*\w)"
                r"|\bactive\s+lines\s+of\s+(?P<file2>[~./\w][\w./~-]*\w)", re.I),
     _active_lines),
)
