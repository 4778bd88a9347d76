"""Mail and notifications sent from the shell, composed from the parts a request says: mail and mailx (a subject,
the body from a file, a pipe or a text, attachments with ``-A``, cc, bcc, a sender, a reply-to or HTML header,
several recipients, an empty body), mutt (``-s``, ``-a FILE --``, cc and bcc, a config file, a mailbox opened),
sendmail and msmtp (a prepared message, ``-t``, a subject and body printed, an envelope sender, an account, the
server's capabilities), the mail queue (mailq, postqueue), swaks (``--to``, ``--from``, ``--server``, ``--port``,
``--tls``, ``--auth``, a body, an attachment, raw data, ``--quit-after``), notify-send (title and body, urgency,
icon, expire time, app name, category, ids, transient), wall (a text, a file, a command's output, no banner, a
group), write to one user (and a tty), mesg, logger (a tag, ``-p facility.level``, a file, the PID, stderr, a
remote server, journald fields) and systemd-cat, curl posts to Slack, Discord, Teams and Mattermost webhooks
(JSON built with the text escaped), the Slack API and a Telegram bot, ntfy topics (title, priority, tags, delay,
click, e-mail, markdown, a file, a login or token, JSON), and a message sent when a command finishes
(``CMD; notify-send …``, ``CMD && mail …``, ``CMD || curl …``), a sound, a beep or a spoken line after it.

Every answer is built from what the request says (recipients, subject, body, files, urgency, tag, webhook URL,
topic); a part the command needs and the request leaves out gives None, never a made-up address, URL or text.
Each row is anchored on a tool's name or a phrase only a message uses (e-mail, desktop notification, pop-up,
webhook, Slack, Discord, Teams, ntfy, syslog, "broadcast to everyone logged in").
"""

from __future__ import annotations

import json
import re

_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# A text in quotes: an opening quote not inside a word (so "maria's terminal" holds none), its closing one.
_QUOTE = re.compile(r"(?<![\w'\"])(?:'(?P<s>[^']*)'|\"(?P<d>[^\"]*)\")(?![\w])")
_FILE = r"(?<![\w@/.~-])(?P<f>(?:~/|\.{1,2}/|/)?(?:[\w.+-]+/)*[\w+-][\w.+-]*\.[A-Za-z][\w]*)(?![\w/@-])"
_URL = r"https?://[^\s,;'\"]+"


def _sq(text: str) -> str:
    """A text as one single-quoted shell word."""
    return "'" + text.replace("'", "'\\''") + "'"


def _word(text: str) -> str:
    """A text as one shell word: bare when it is plain, else single-quoted."""
    return text if re.fullmatch(r"[\w./:@%+=,-]+", text) else _sq(text)


def _quotes(text: str) -> list[tuple[int, int, str]]:
    """The texts in quotes: (start, end, text), in order."""
    return [(m.start(), m.end(), m.group("s") if m.group("s") is not None else m.group("d")) for m in _QUOTE.finditer(text)]


def _unquoted(text: str) -> str:
    """The request with its quoted texts blanked out (so their words are not read as parts)."""
    return _QUOTE.sub(lambda m: " " * len(m.group()), text)


def _role(text: str, start: int) -> str:
    """What the words just before a quoted text make it: subject, title, body, from or plain."""
    before = text[max(0, start - 40):start].lower()
    if re.search(r"\b(?:subject(?:\s+line)?|titled|title(?:d)?\s+(?:of|is)?|headline)\s*(?:of\s+|is\s+|=\s*)?:?\s*$", before):
        return "title"
    if re.search(r"\b(?:body|message|text|saying|says|say|with|msg|content|description)\s*(?:of\s+|is\s+)?:?\s*$", before):
        return "body"
    if re.search(r"\bfrom\s*(?:line|header)?\s*(?:read|reads|be|is)?\s*:?\s*$", before):
        return "from"
    return "plain"


def _title_body(text: str) -> tuple[str | None, str | None]:
    """The quoted title (subject) and body a request says; one quoted text without a role is the body."""
    title = body = None
    plain = []
    for start, _, said in _quotes(text):
        role = _role(text, start)
        if role == "title" and title is None:
            title = said
        elif role == "body" and body is None:
            body = said
        elif role == "plain":
            plain.append(said)
    if body is None and plain:
        body = plain[0]
    return title, body


def _emails(text: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group()) for m in re.finditer(_EMAIL, text)]


def _files(text: str) -> list[str]:
    """Files a request names (with an extension or a path), not addresses, URLs, hosts or versions."""
    text = re.sub(_URL + "|" + _EMAIL, " ", _unquoted(text))
    out = []
    for m in re.finditer(_FILE, text):
        f = m.group("f").rstrip(".")
        if re.search(r"\.(?:com|org|net|io|dev|lan|local|internal|co|de|uk|app)$", f) and "/" not in f:
            continue
        if re.fullmatch(r"v?\d+(?:\.\d+)+\w*|\d+(?:\.\d+)?%?", f):
            continue
        out.append(f)
    return list(dict.fromkeys(out))


# ---------------------------------------------------------------- a command run first

_STARTERS = r"(?:\./|~/|/)[\w./-]+|make|pytest|npm|yarn|cargo|go|mvn|gradle|sudo|rsync|pg_dump|mysqldump|docker|python3?|tar|ffmpeg|ansible-playbook|terraform"


def _first(text: str) -> tuple[str, str, str] | None:
    """A command the request runs before its message: (command, joiner, the request without it). The joiner is
    ``&&`` when the message is sent only on success, ``||`` only on failure, else ``;``."""
    cmd = None
    span = None
    tick = re.search(r"`(?P<c>[^`]+)`", text)
    if tick:
        cmd, span = tick.group("c").strip(), tick.span()
    else:
        for pattern in (rf"\b(?:run|execute|kick\s+off|start)\s+(?P<c>(?:{_STARTERS})(?:\s+(?!and\b|then\b|when\b|once\b|with\b)[^\s,;]+)*)",
                        r"\b(?:once|after|when)\s+(?P<c>(?:\./|~/|/)[\w./-]+(?:\s+[^\s,;]+)*?)\s+(?:exits|finishes|is\s+done|completes|ends|returns)\b",
                        rf"^(?P<c>(?:{_STARTERS})(?:\s+(?!and\b|then\b)[^\s,;]+)*?)\s*(?:,\s*(?:and\s+)?|\s+)(?:then|and\s+if|if\s+it|and\s+when|and\s+once)\b",
                        r"\bif\s+(?P<c>(?:\./|~/|/)[\w./-]+(?:\s+-[\w-]+)*)\s+(?:fails|succeeds|works|passes)\b",
                        rf"\bonly\s+if\s+(?P<c>(?:{_STARTERS})(?:\s+[^\s,;]+)*?)\s+(?:succeeds|passes|works)\b"):
            m = re.search(pattern, text, re.I)
            if m:
                cmd, span = m.group("c").strip(), m.span("c")
                break
    if cmd is None:
        return None
    rest = text[:span[0]] + " " + text[span[1]:]
    if re.search(r"\b(?:if|when)\b[^,;]{0,40}?\b(?:succeeds|succeeded|passes|passed|works|worked|is\s+successful)\b|\bon\s+success\b", text, re.I):
        joiner = " && "
    elif re.search(r"\b(?:if|when)\b[^,;]{0,40}?\b(?:fails|failed|errors?\s+out|breaks)\b|\bon\s+failure\b", text, re.I):
        joiner = " || "
    else:
        joiner = "; "
    return cmd, joiner, rest


def _chained(text: str, compose) -> str | None:
    """``compose(text)`` after the command the request runs first, if it names one; else ``compose`` alone."""
    first = _first(text)
    if first is None:
        return compose(text)
    cmd, joiner, rest = first
    said = compose(rest)
    return None if said is None else f"{cmd}{joiner}{said}"


# ---------------------------------------------------------------- mail, mailx and mutt

_NOT_MAIL = re.compile(r"\b(?:sendmail|msmtp|swaks|ntfy|slack|discord|teams|mattermost|telegram|webhook|postfix|mail\s*q(?:ueue)?|mailq|mailbox|"
                       r"mbox|maildir|git|user\.email|ssh-keygen|certbot|letsencrypt|mail\.log|mail\s+server'?s?\s+log|gpg|pgp|encrypt\w*|sign(?:ed)?|mailing\s+list|thunderbird|mx\s+records?|dig|spf|dkim|dmarc|smtp)\b", re.I)


def _subject(text: str) -> str | None:
    title, _ = _title_body(text)
    if title is None:
        m = re.search(r"\b(?:subject(?:\s+line)?|titled)\s*(?:is\s+)?:?\s+(?!line\b)(?P<w>[^,;()'\"]+?)(?=\s*(?:[,;)]|$|\s+(?:and|with|body|but|to|cc|bcc|text|-)\b))", _unquoted(text), re.I)
        if m is None:
            return None
        title = m.group("w").strip()
    return title


def mail_task(m: re.Match) -> str | None:
    """A mail sent with mail (mailx) or mutt: recipients, subject, cc, bcc, sender, reply-to, attachments, and the
    body from a file, a text, a command's output, or none."""
    text = m.string
    if _NOT_MAIL.search(text) or re.search(r"\bnotif\w*|\bpop\s*-?up\b", text, re.I):
        return None
    if re.search(r"\b(?:its|the)\s+(?:output|exit\s+(?:status|code))\b.*\b(?:in\s+the\s+subject|like)\b|\bevery\s+address\b|\bseparately\b", text, re.I):
        return None   # a subject built from a run's status, a loop over a list: not composed here
    made = re.match(r"(?P<verb>gzip|tar\s+up|tar|zip|compress|create|make|generate|find|convert|export|dump|build)\b(?P<what>.*?)\s+and\s+(?:then\s+)?(?:e-?mail|mail|send)\b", text, re.I)
    if made:
        kept = re.match(r"\s*(?P<f>[\w./~-]+)\s+\(keep(?:ing)?\s+the\s+original\)$", made.group("what"), re.I)
        tarred = re.match(r"\s*(?P<d>[~./][\w./-]*?)/?\s+into\s+(?P<a>[\w.-]+\.(?:tar\.gz|tgz))(?:\s+here)?$", made.group("what"), re.I)
        rest = text[made.end("what"):]
        if made.group("verb").lower() == "gzip" and kept:
            said = _mail(rest)
            return None if said is None else f"gzip -k {kept.group('f')} && {said}"
        if made.group("verb").lower().startswith("tar") and tarred:
            parent, _, base = tarred.group("d").rstrip("/").rpartition("/")
            said = _mail(re.sub(r"\b(e-?mail|mail|send)\s+it\b", lambda m: f"{m.group(1)} {tarred.group('a')}", rest, count=1, flags=re.I))
            if said is None or not parent:
                return None
            return f"tar -czf {tarred.group('a')} -C {parent} {base} && {said}"
        return None
    condition = re.match(r"if\s+(?P<f>[\w./~-]+\.\w+)\s+(?:is\s+not|isn'?t)\s+empty,?\s+(?P<rest>.*)$", text, re.I)
    if condition:
        rest = re.sub(r"\b(?P<v>e-?mail|mail|send)\s+it\b", lambda m: f"{m.group('v')} {condition.group('f')}", condition.group("rest"), count=1, flags=re.I)
        said = _mail(rest)
        return None if said is None else f"[ -s {condition.group('f')} ] && {said}"
    down = re.match(r"if\s+(?P<s>[\w@.-]+)\s+(?:isn'?t|is\s+not)\s+(?:active|running),?\s+(?P<rest>.*\bthe\s+systemctl\s+status\s+output\b.*)$", text, re.I)
    if down:
        rest = down.group("rest").replace("the systemctl status output", " ")
        said = _mail(rest)
        return None if said is None or said.startswith("echo") else f"systemctl is-active --quiet {down.group('s')} || systemctl status {down.group('s')} | {said}"
    if re.match(r"if\b|.*,\s+if\b", text, re.I) and not re.search(r"\bif\b[^,;]{0,40}?\b(?:succeeds|passes|works|fails)\b", text, re.I):
        return None
    if _piped(text):
        return _mail(text)
    return _chained(text, _mail)


def _mail(text: str) -> str | None:
    mutt = re.search(r"\bmutt\b", text, re.I) is not None
    plain = _unquoted(text)
    title, body = _title_body(text)
    subject = _subject(text)
    if title is None and subject is not None and body is not None and subject == body:
        body = None
    cc, bcc, sender, reply, to = [], [], None, None, []
    for start, addr in _emails(plain):
        before = plain[max(0, start - 45):start].lower()
        if re.search(r"\b(?:cc|carbon\s+cop(?:y|ies)\s+to|copy(?:ing)?)\s*:?\s*$", before) and not re.search(r"\b(?:bcc|blind)\b[^,;]*$", before):
            cc.append(addr)
        elif re.search(r"\b(?:bcc|blind\s+cop(?:y|ies)\s+to|blind\s+copy)\s*:?\s*$", before):
            bcc.append(addr)
        elif re.search(r"\b(?:from|comes\s+from|sender|sent\s+as)\s*:?\s*$", before):
            sender = addr
        elif re.search(r"\b(?:repl(?:y|ies)(?:-to)?\s+(?:should\s+)?(?:go\s+)?(?:to)?|reply-to)\s*:?\s*$", before):
            reply = addr
        else:
            to.append(addr)
    for local in re.finditer(r"\b(?:to|mail|e-?mail)\s+(?:local\s+user\s+)?(?P<u>root)\b|\blocal\s+user\s+(?P<u2>[a-z_][\w-]*)", plain, re.I):
        to.append(local.group("u") or local.group("u2"))
    to = list(dict.fromkeys(to))
    if not to:
        return None
    files = _files(text)
    attach = []
    for f in files:
        if re.search(rf"\battach\w*\s+(?:(?:the\s+)?(?:file\s+)?[\w./~*-]+\s+(?:and\s+)?)*?{re.escape(f)}|{re.escape(f)}\s+(?:as\s+(?:an?\s+)?attachments?|attached)", plain, re.I):
            attach.append(f)
    kind = re.search(r"\ball\s+(?:the\s+)?\.?(?P<ext>\w+)\s+files\s+in\s+(?P<dir>[~./][\w./-]*)", plain, re.I)
    if kind and re.search(r"\b(?:send|mail|attach)", plain, re.I):
        attach.append(f"{kind.group('dir').rstrip('/')}/*.{kind.group('ext')}")
    binary = r"\.(?:pdf|xlsx?|docx?|pptx?|odt|ods|zip|gz|tgz|bz2|xz|7z|png|jpe?g|gif|webp|mp[34]|svg)$"
    source = None   # what goes before the mail: a command piped, or a file redirected
    empty = re.search(r"\b(?:no|empty|without\s+(?:a\s+)?)\s*(?:mail\s+)?body\b|\bjust\s+the\s+subject\b|\bno\s+text\b", plain, re.I)
    rest = [f for f in files if f not in attach]
    body_file = None
    for f in rest:
        if re.search(rf"{re.escape(f)}\s+(?:as\s+(?:the\s+|a\s+)?(?:mail\s+|message\s+|e-?mail\s+)?(?:body|text|message)|needs?\b.*\bas\s+a\s+mail\s+body)"
                     rf"|\b(?:use|using)\s+{re.escape(f)}\s+as\s+the\s+(?:message|body|text)|\b(?:text|body|message)\s+(?:from|of|in)\s+{re.escape(f)}"
                     rf"|\b(?:e-?mail|mail|send)\s+(?:the\s+(?:file|contents\s+of)\s+)?{re.escape(f)}\s+(?:to|as|with)\b|\bwith\s+{re.escape(f)}\s+as\s+the\s+body", plain, re.I):
            body_file = f
            break
    if body_file and not attach and re.search(r"\bas\s+an?\s+attachment\b", plain, re.I) and not re.search(
            rf"{re.escape(body_file)}\s+as\s+(?:the|a)\s+(?:\w+\s+)?(?:body|text|message)|\b(?:use|using)\s+{re.escape(body_file)}|\b(?:text|body|message)\s+(?:from|of|in)\s+{re.escape(body_file)}", plain, re.I):
        attach, body_file = [body_file], None
    if body_file and re.search(binary, body_file, re.I) and not re.search(r"\bhtml\b", plain, re.I):
        attach, body_file = attach + [body_file], None
    if body_file is None and len(rest) == 1 and re.search(r"\bhtml\s+(?:e-?)?mail|\bin\s+the\s+body\b", plain, re.I):
        body_file = rest[0]
    if not attach and len([f for f in rest if f != body_file]) == 1 and re.search(r"\bas\s+an?\s+attachment\b", plain, re.I):
        attach = [f for f in rest if f != body_file]
    attach += [f for f in rest if f != body_file and re.search(binary, f, re.I) and f not in attach and re.search(r"\bhtml\b", plain, re.I) is None]
    piped = _piped(text)
    if piped and not body_file:
        source = piped + " | "
    options = []
    if subject is not None:
        date = re.search(r"\bfollowed\s+by\s+(?:today'?s|the\s+current)\s+date\b", plain, re.I)
        options.append("-s " + (f'"{subject.rstrip()} $(date +%F)"' if date and '"' not in subject and "$" not in subject else _sq(subject)))
    if re.search(r"\bhtml\b", plain, re.I) and body_file:
        header = "Content-Type: text/html"
        if mutt:
            options.insert(0, "-e 'set content_type=text/html'")
        else:
            options.append(f"-a {_sq(header)}")
    if mutt:
        config = re.search(r"\b(?:config|muttrc)\s+(?P<c>[~./][\w./-]+)|(?P<c2>[~./][\w./-]*muttrc[\w.-]*)", plain, re.I)
        if config:
            options.insert(0, f"-F {config.group('c') or config.group('c2')}")
        from_line = re.search(r"\bfrom\s+(?:line|header)\s+(?:should\s+)?(?:read|be|say)s?\s+(?P<n>[^<,;]*<" + _EMAIL + r">)", text, re.I)
        if from_line:
            options.insert(0, f"-e {_sq('my_hdr From: ' + from_line.group('n').strip())}")
            to = [a for a in to if a not in from_line.group("n")]
        if reply:
            options.insert(0, f"-e {_sq('my_hdr Reply-To: ' + reply)}")
    options += [f"-c {a}" for a in cc] + [f"-b {a}" for a in bcc]
    if sender and not mutt:
        options.append(f"-r {sender}")
    elif sender:
        return None
    if reply and not mutt:
        options.append(f"-a {_sq('Reply-To: ' + reply)}")
    if mutt:
        if attach:
            options.append("-a " + " ".join(_glob(a) for a in attach) + " --")
    else:
        options += [f"-A {_glob(a)}" for a in attach]
    program = "mutt" if mutt else "mail"
    line = " ".join([program] + options + to)
    if body_file:
        return f"{source or ''}{line} < {body_file}"
    if source:
        return source + line
    if body is not None:
        return f"echo {_sq(body)} | {line}"
    unquoted_body = re.search(r"\b(?:body|text)\s*:?\s+(?!from\b|of\b)(?P<w>[^,;'\"]+?)\s*(?=[,;]|$)", plain, re.I)
    if unquoted_body and not empty:
        return f"echo {_sq(unquoted_body.group('w'))} | {line}"
    if empty or (attach and not piped):
        return f"{line} < /dev/null"
    return None


def _glob(path: str) -> str:
    return path if re.fullmatch(r"[\w./~*+-]+", path) else _sq(path)


def _piped(text: str) -> str | None:
    """A command whose output a request mails: "pipe df -h into", "the uptime output", "my crontab listing", "the last
    100 lines of F", "grep the ERROR lines out of F"."""
    m = re.search(r"\bpipe\s+(?P<c>.+?)\s+(?:into|to)\s+(?:an?\s+)?(?:e-?mail|mail|mutt|mailx)\b", text, re.I)
    if m:
        return m.group("c").strip("`")
    if re.search(r"\bcrontab\s+(?:listing|entries|list)\b|\bmy\s+crontab\b", text, re.I):
        return "crontab -l"
    m = re.search(r"\b(?:the\s+)?(?P<c>uptime|df\s+-h(?:\s+/[\w/]*)?|free\s+-h|who|w|dmesg|uname\s+-a)\s+output\b|\bthe\s+output\s+of\s+(?P<c2>[\w-]+(?:\s+-\w+)*(?:\s+/[\w/]*)?)", text, re.I)
    if m:
        return m.group("c") or m.group("c2")
    m = re.search(r"\b(?:last|final)\s+(?P<n>\d+)\s+lines\s+of\s+(?P<f>[~./]?[\w./-]+)", text, re.I)
    if m:
        return f"tail -n {m.group('n')} {m.group('f')}"
    m = re.search(r"\bfirst\s+(?P<n>\d+)\s+lines\s+of\s+(?P<f>[~./]?[\w./-]+)", text, re.I)
    if m:
        return f"head -n {m.group('n')} {m.group('f')}"
    m = re.search(r"\bgrep\s+(?:the\s+)?(?:'(?P<q>[^']+)'|(?P<w>[A-Z]{3,}))\s+lines\s+(?:out\s+of|from|in)\s+(?P<f>[~./]?[\w./-]+)", text)
    if m:
        return f"grep {_word(m.group('q') or m.group('w'))} {m.group('f')}"
    m = re.search(r"\b(?:run|execute)\s+(?P<c>(?:\./|~/|/)[\w./-]+)\s+and\s+(?:e-?mail|mail|send)\s+(?:everything|all)\s+(?:it\s+prints|of\s+its\s+output)\b(?P<e>.*\b(?:errors?|stderr)\b)?", text, re.I)
    if m:
        return m.group("c") + (" 2>&1" if m.group("e") else "")
    return None


def mailbox_task(m: re.Match) -> str | None:
    """The local mailbox: whether mail waits (``mail -e``), its headers (``mail -H``), an mbox opened in mutt."""
    text = m.string
    said = re.search(r"\bmutt\b", text, re.I)
    box = re.search(r"(?P<f>[~./][\w./-]*\.mbox|[~./][\w./-]*/Mail/[\w./-]+)", text)
    if said and box and re.search(r"\bopen|\bread|\bbrowse|\blook", text, re.I):
        return f"mutt -f {box.group('f')}"
    if re.search(r"\b(?:any|new)\s+mail\b|\bhave\s+mail\b", text, re.I) and re.search(r"\bcheck|\bis\s+there|\bwhether|\bif\b", text, re.I):
        said = _quoted(text)
        return f"mail -e && echo {_sq(said)}" if said else "mail -e"
    if re.search(r"\bheaders?\b", text, re.I) and re.search(r"\bmailbox\b|\bmy\s+mail\b", text, re.I):
        return "mail -H"
    return None


def _quoted(text: str) -> str | None:
    found = _quotes(text)
    return found[0][2] if found else None


# ---------------------------------------------------------------- sendmail, msmtp and the queue

def _printf(text: str) -> str:
    """A text as part of a printf format: backslashes and percent signs doubled."""
    return text.replace("\\", "\\\\").replace("%", "%%")


def sendmail_task(m: re.Match) -> str | None:
    """A message handed to sendmail or msmtp: a prepared file (``-t`` when it holds its To: header), a subject and
    body printed before it, a command's output, HTML, an envelope sender, an msmtp account, debug, the server's
    capabilities."""
    text = m.string
    plain = _unquoted(text)
    program = "msmtp" if re.search(r"\bmsmtp\b", text, re.I) else "sendmail"
    if re.search(r"\bcapabilit|\bserver\s*info|\bwhat\s+(?:the\s+server|it)\s+(?:supports|offers)", plain, re.I):
        host = re.search(r"\b(?P<h>(?:smtp|mail|mx)[\w-]*(?:\.[\w-]+)+)", plain, re.I)
        if not host or program != "msmtp":
            return None
        port = re.search(r"\bport\s+(?P<p>\d+)|:(?P<p2>\d+)\b", plain, re.I)
        out = f"msmtp --serverinfo --host={host.group('h')}"
        if port:
            out += f" --port={port.group('p') or port.group('p2')}"
        if re.search(r"\bstarttls\b", plain, re.I):
            out += " --tls=on --tls-starttls=on"
        elif re.search(r"\btls\b|\bssl\b", plain, re.I):
            out += " --tls=on --tls-starttls=off"
        return out
    files = _files(text)
    to = [a for s, a in _emails(plain) if not re.search(r"\b(?:from|sender|as)\s*:?\s*$|\(\s*$", plain[max(0, s - 30):s], re.I)]
    if re.search(r"\b(?:send|to|mail)\s+root\b", plain, re.I):
        to.append("root")
    myself = re.search(r"\bmyself\s*\((?P<a>" + _EMAIL + r")\)", plain)
    if myself and myself.group("a") not in to:
        to.append(myself.group("a"))
    sender = re.search(r"\b(?:envelope\s+)?(?:sender|from)\s+(?P<a>" + _EMAIL + ")", plain, re.I)
    options = []
    if sender and program == "sendmail":
        options.append(f"-f {sender.group('a')}")
    account = re.search(r"\baccount\s+(?:named\s+|called\s+)?(?P<a>(?!named\b|called\b)[\w-]+)", plain, re.I)
    if program == "msmtp" and re.search(r"\bdebug\b|\bsmtp\s+dialog", plain, re.I):
        options.append("-d")
    if program == "msmtp" and account:
        options.append(f"-a {account.group('a')}")
    headers = re.search(r"\balready\s+(?:has|have|contains?|starts?\s+with|includes?)\s+(?:the\s+|a\s+|its\s+)?(?P<h>.*?)\s+headers?\b", plain, re.I)
    message = next((f for f in files if re.search(r"\.(?:eml|msg|txt|mail)$", f)), None)
    if headers and message:
        if re.search(r"\bto\b", headers.group("h"), re.I) and not to:
            return f"{program} -t < {message}"
        if to:
            return " ".join([program] + options + to) + f" < {message}"
        return None
    if not to:
        return None
    line = " ".join([program] + options + to)
    subject = _subject(text)
    _, body = _title_body(text)
    html = next((f for f in files if re.search(r"\.html?$", f)), None)
    if html and re.search(r"\bhtml\b", plain, re.I) and subject:
        head = f"Subject: {_printf(subject)}\\nMIME-Version: 1.0\\nContent-Type: text/html; charset=UTF-8\\n\\n"
        return f"{{ printf {_sq(head)}; cat {html}; }} | {line}"
    tick = re.search(r"`(?P<c>[^`]+)`", text)
    if tick and subject:
        return f"{{ echo {_sq('Subject: ' + subject)}; echo; {tick.group('c').strip()}; }} | {line}"
    if message and not subject:
        return f"{line} < {message}"
    if subject is None:
        return None
    if body is not None:
        return f"printf {_sq('Subject: ' + _printf(subject) + chr(92) + 'n' + chr(92) + 'n' + _printf(body) + chr(92) + 'n')} | {line}"
    if re.search(r"\bempty\b|\bno\s+body\b", plain, re.I):
        return f"printf {_sq('Subject: ' + _printf(subject) + chr(92) + 'n' + chr(92) + 'n')} | {line}"
    return None


def queue_task(m: re.Match) -> str | None:
    """The MTA's queue: listed, counted, flushed, deferred mail deleted."""
    text = m.string
    if re.search(r"\b(?:delete|remove|purge|drop|clear)\b", text, re.I):
        if re.search(r"\bdeferred\b", text, re.I):
            return "sudo postsuper -d ALL deferred"
        if re.search(r"\ball\b|\bevery", text, re.I):
            return "sudo postsuper -d ALL"
        return None
    if re.search(r"\bretry|\bflush|\bre-?send|\bdeliver\w*\s+(?:everything|all|now)", text, re.I):
        return "sudo postqueue -f"
    if re.search(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", text, re.I):
        return "mailq | tail -n 1"
    if re.search(r"\bwhat'?s\b|\bshow|\blist|\bsee\b|\bstuck|\bin\s+the\b", text, re.I):
        return "mailq"
    return None


# ---------------------------------------------------------------- swaks

def swaks_task(m: re.Match) -> str | None:
    """An SMTP test with swaks: recipient, sender, server and port, TLS, AUTH, EHLO name, IPv4, a subject, body,
    attachment or raw message, and where to stop."""
    text = m.string
    plain = _unquoted(text)
    to = from_ = None
    for start, addr in _emails(plain):
        before = plain[max(0, start - 30):start].lower()
        if re.search(r"\b(?:from|sender)\s*:?\s*$", before):
            from_ = addr
        elif re.search(r"\b(?:as|user)\s*:?\s*$", before):
            continue
        elif to is None:
            to = addr
    if to is None:
        return None
    server = re.search(r"\b(?:via|through|on|against|to|at|server|is|test)\s+(?:our\s+\w+\s+at\s+)?(?P<s>(?:\d{1,3}\.){3}\d{1,3}|[a-z][\w-]*(?:\.[\w-]+)+)(?::(?P<p>\d+))?(?![\w@.-])", plain, re.I)
    if server is None:
        return None
    host = server.group("s")
    port = server.group("p") or (re.search(r"\bport\s+(?P<p>\d+)|\bon\s+(?P<p2>\d+)\b|\budp\s+(?P<p3>\d+)", plain, re.I) or [None])
    if not isinstance(port, str) and port is not None and not isinstance(port, list):
        port = port.group("p") or port.group("p2") or port.group("p3")
    elif isinstance(port, list):
        port = None
    parts = []
    if re.search(r"\bipv4\b|\b-4\b", plain, re.I):
        parts.append("-4")
    server_first = re.search(r"\bopen\s+relay\b|\bagainst\b", plain, re.I) is not None
    if server_first:
        parts.append(f"--server {host}")
    if from_:
        parts.append(f"--from {from_}")
    parts.append(f"--to {to}")
    if not server_first:
        parts.append(f"--server {host}")
    implicit = re.search(r"\bimplicit\s+tls\b|\btls[\s-]+on[\s-]+connect\b|\bsmtps\b", plain, re.I)
    if port and not (port == "25" and not re.search(r"\bport\s+25\b", plain, re.I)):
        parts.append(f"--port {port}")
    if implicit:
        parts.append("--tls-on-connect")
    elif re.search(r"\bstarttls\b|\btls\b", plain, re.I):
        parts.append("--tls")
    auth = re.search(r"\bauth(?:enticat\w*)?\s+(?:as\s+)?(?P<m>plain|login|cram-md5)?\s*(?:user\s+|as\s+)?(?P<u>" + _EMAIL + r"|(?<=user\s)[\w.-]+)?", plain, re.I)
    user = re.search(r"\b(?:authenticating\s+as|auth(?:enticate)?\s+as|user(?:name)?)\s+(?P<u>" + _EMAIL + r"|[\w.-]+)", plain, re.I)
    if auth or user:
        mech = auth.group("m").upper() if auth and auth.group("m") else "LOGIN"
        parts.append(f"--auth {mech}")
        if user:
            parts.append(f"--auth-user {user.group('u')}")
        password = re.search(r"\bpassword\s+(?P<p>(?!for\b)[^\s,;)]+)", plain, re.I)
        if password and not re.search(r"\bprompt", plain, re.I):
            parts.append(f"--auth-password {_word(password.group('p'))}")
    ehlo = re.search(r"\b(?P<h>[a-z][\w-]*(?:\.[\w-]+)+)\s+as\s+the\s+(?:ehlo|helo)\b|\b(?:ehlo|helo)\s+(?:name\s+)?(?P<h2>[a-z][\w-]*(?:\.[\w-]+)+)", plain, re.I)
    if ehlo:
        parts.append(f"--ehlo {ehlo.group('h') or ehlo.group('h2')}")
    subject = _subject(text)
    _, body = _title_body(text)
    if subject:
        parts.append(f"--header {_sq('Subject: ' + subject)}")
    files = _files(text)
    body_file = re.search(r"\bbody\s+(?:read\s+)?from\s+(?P<f>[~./]?[\w./-]+\.\w+)", plain, re.I)
    raw = next((f for f in files if f.endswith(".eml") and re.search(r"\braw|\breplay|\bmessage\s+file", plain, re.I)), None)
    attach = [f for f in files if re.search(rf"{re.escape(f)}\s+as\s+an?\s+attachment|\battach\w*\s+{re.escape(f)}", plain, re.I)]
    if body is not None and body != subject:
        parts.append(f"--body {_sq(body)}")
    elif body_file:
        parts.append(f"--body @{body_file.group('f')}")
    for f in attach:
        parts.append(f"--attach @{f}")
    if raw:
        parts.append(f"--data @{raw}")
    quit_ = re.search(r"\b(?:quit|stop)\s+(?:right\s+)?after\s+(?P<q>ehlo|helo|rcpt|mail|connect|banner|tls|auth|data)\b", plain, re.I)
    if quit_:
        parts.append(f"--quit-after {quit_.group('q').upper()}")
    return "swaks " + " ".join(parts)


# ---------------------------------------------------------------- notify-send

_NOT_DESKTOP = re.compile(r"\b(?:ntfy|slack|discord|teams|mattermost|telegram|webhook|e-?mail|mail|mutt|syslog|logger|journal|wall|broadcast|sms|pushover|gotify)\b", re.I)


def _seconds_ms(n: str, unit: str) -> str:
    unit = unit.lower()
    if unit.startswith("m") and not unit.startswith("ms") and not unit.startswith("mil"):
        return str(int(n) * 60000)
    if unit.startswith("ms") or unit.startswith("mil"):
        return n
    return str(int(n) * 1000)


def notify_task(m: re.Match) -> str | None:
    """A desktop notification with notify-send, after a command the request runs first if it names one."""
    text = m.string
    if _NOT_DESKTOP.search(text) or re.search(r"\b(?:pid|process)\s+\d+\b", text, re.I):
        return None
    waited = _waited(text)
    if waited:
        return waited
    both = re.search(r"['\"](?P<ok>[^'\"]+)['\"]\s+or\s+['\"](?P<bad>[^'\"]+)['\"]\s+depending\s+on\s+whether\s+it\s+(?:worked|succeeded|passed)", text, re.I)
    if both:
        first = _first(text)
        if first is None:
            return None
        return f"{first[0]} && notify-send {_sq(both.group('ok'))} || notify-send {_sq(both.group('bad'))}"
    last = re.match(r"(?P<c>[\w./-]+(?:\s+[\w./-]+)*?),?\s+then\s+show\s+the\s+last\s+line\s+of\s+its\s+output\s+in\s+a\s+(?:notification|pop\s*-?up)\s+titled\s+(?P<t>[\w.-]+)\s*$", text, re.I)
    if last:
        return f"notify-send {_word(last.group('t'))} \"$({last.group('c')} | tail -n 1)\""
    if re.search(r"\bits\s+output\b|\bhow\s+(?:long|many\s+seconds)\b", text, re.I):
        return None
    return _chained(text, _notify)


def _notify(text: str) -> str | None:
    plain = _unquoted(text)
    title, body = _title_body(text)
    if title is None:
        t = re.search(r"\b(?:titled|title(?:d)?)\s+(?P<w>[\w.-]+)", plain, re.I)
        title = t.group("w") if t else None
    if body is None:
        output = re.search(r"\b(?:body|text)\s+is\s+the\s+output\s+of\s+(?P<c>[\w-]+(?:\s+-[\w-]+)*)", plain, re.I)
        if output:
            body = None
            return _notify_line(text, plain, title, f'"$({output.group("c")})"')
        said = re.search(r"\b(?:saying|says|that\s+says|with\s+the\s+(?:text|message)|text|body)\s*:?\s+(?P<w>[^,;'\"]+?)\s*$", plain, re.I) \
            or re.search(r":\s+(?P<w>[^:'\"]+?)\s*$", plain)
        if said and not re.fullmatch(r"(?:titled|title)\s+.*", said.group("w"), re.I):
            body = said.group("w").strip().rstrip(".")
    if body is None:
        if title is None:
            return None
        body, title = title, None
    return _notify_line(text, plain, title, _sq(body))


def _notify_line(text: str, plain: str, title: str | None, body: str) -> str:
    options = []
    if re.search(r"\b(?:critical|urgent)\b|\bstays?\s+until\b", plain, re.I):
        options.append("-u critical")
    elif re.search(r"\blow[\s-]+(?:urgency|priority)\b|\bunimportant\b", plain, re.I):
        options.append("-u low")
    elif re.search(r"\bnormal\s+(?:urgency|priority)\b", plain, re.I):
        options.append("-u normal")
    gone = re.search(r"\b(?:disappears?|vanish\w*|goes\s+away|expires?|closes?|fades?|hides?)\s+(?:after|in)\s+(?P<n>\d+)\s*(?P<u>ms|milliseconds?|s|secs?|seconds?|minutes?|mins?)\b|\bfor\s+(?P<n2>\d+)\s*(?P<u2>seconds?|secs?|s)\b", plain, re.I)
    if gone:
        options.append("-t " + _seconds_ms(gone.group("n") or gone.group("n2"), gone.group("u") or gone.group("u2")))
    icon = re.search(r"\b(?:the\s+)?(?P<i>[\w.-]+)\s+icon\b|\bicon\s+(?P<i2>[\w./~-]+)|\b(?:image|picture)\s+(?P<i3>[~./][\w./-]+)\s+as\s+(?:its|the)\s+icon", plain, re.I)
    if icon:
        name = icon.group("i3") or icon.group("i2") or icon.group("i")
        if name.lower() not in ("an", "a", "the", "its", "an?", "with", "as"):
            options.append(f"-i {name}")
    app = re.search(r"\bapp(?:lication)?[\s-]+name\s+(?P<a>[\w.-]+)|\bas\s+the\s+app\s+(?P<a2>[\w.-]+)", plain, re.I)
    if app:
        options.append(f"-a {app.group('a') or app.group('a2')}")
    category = re.search(r"\bcategory\s+(?P<c>[\w.-]+)", plain, re.I)
    if category:
        options.append(f"-c {category.group('c')}")
    if re.search(r"\bprint\s+its\s+id\b|\bprint\s+the\s+(?:notification\s+)?id\b", plain, re.I):
        options.append("-p")
    replace = re.search(r"\breplace\w*\s+(?:the\s+)?notification\s+(?:with\s+)?id\s+(?P<n>\d+)|\bid\s+(?P<n2>\d+)\b", plain, re.I)
    if replace and re.search(r"\breplac", plain, re.I):
        options.append(f"-r {replace.group('n') or replace.group('n2')}")
    if re.search(r"\btransient\b|\bshouldn'?t\s+stay\s+in\s+(?:the\s+)?(?:notification\s+)?history\b", plain, re.I):
        options.append("-e")
    words = ["notify-send"] + options + ([_sq(title)] if title else []) + [body]
    line = " ".join(words)
    display = re.search(r"\buid\s+(?P<u>\d+)\b", plain, re.I)
    if display and re.search(r"\b(?:ssh|graphical\s+session|:0)\b", text, re.I):
        screen = re.search(r"(?<![\w:]):(?P<d>\d)\b", text)
        env = (f"DISPLAY=:{screen.group('d')} " if screen else "") + f"DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/{display.group('u')}/bus "
        line = env + line
    return line


def _waited(text: str) -> str | None:
    """A notification after a wait: a reminder in N minutes, all background jobs, a file appearing, a host
    answering ping, a program no longer running."""
    plain = _unquoted(text)
    _, said = _title_body(text)
    if said is None:
        return None
    send = f"notify-send {_sq(said)}"
    later = re.search(r"\b(?:remind\s+me|reminder)\b.*\bin\s+(?P<n>\d+)\s*(?P<u>minutes?|mins?|m|hours?|h|seconds?|secs?|s)\b", plain, re.I)
    if later:
        unit = later.group("u")[0].lower()
        return f"sleep {later.group('n')}{unit} && {send}"
    if re.search(r"\bwait\s+for\s+(?:all\s+)?(?:my\s+|the\s+)?background\s+jobs\b", plain, re.I):
        return f"wait; {send}"
    appears = re.search(r"\b(?:as\s+soon\s+as|when|once)\s+(?P<f>[~./][\w./-]+|[\w.-]+\.\w+)\s+(?:shows\s+up|appears|exists|is\s+created)\b", plain, re.I)
    if appears:
        return f"until [ -e {appears.group('f')} ]; do sleep 5; done; {send}"
    host = re.search(r"\bwhen\s+(?P<h>[\w.-]+)\s+(?:answers|responds\s+to)\s+(?:a\s+)?ping", plain, re.I)
    if host:
        return f"until ping -c 1 -W 2 {host.group('h')} > /dev/null 2>&1; do sleep 5; done; {send}"
    gone = re.search(r"\b(?:once|when|after)\s+(?P<p>[\w.-]+)\s+is\s+no\s+longer\s+running\b|\bwhen\s+(?P<p2>[\w.-]+)\s+(?:stops\s+running|is\s+not\s+running)\b", plain, re.I)
    if gone:
        return f"while pgrep -x {gone.group('p') or gone.group('p2')} > /dev/null; do sleep 10; done; {send}"
    return None


# ---------------------------------------------------------------- wall, write, mesg, shutdown's warning

def wall_task(m: re.Match) -> str | None:
    """A message to every logged-in user with wall: a text, a file, a command's output; without the banner; to one
    group's members; at a time; before a reboot."""
    text = m.string
    plain = _unquoted(text)
    if re.search(r"\bfirewall|\bwallpaper|\bwall[\s-]*clock|\bwall\s+time\b", plain, re.I):
        return None
    said = _quoted(text)
    reboot = re.search(r"\breboot\w*\s+in\s+(?P<n>\d+)\s+min\w*", plain, re.I)
    if reboot and said and re.search(r"\bwarn|\btell|\bmessage|\bnotify", plain, re.I):
        return f"sudo shutdown -r +{reboot.group('n')} {_sq(said)}"
    options = []
    if re.search(r"\bwithout\s+(?:the\s+)?(?:\S+\s+)*?banner\b|\bno\s+banner\b|\bnobanner\b", text, re.I):
        options.append("-n")
    group = re.search(r"\bmembers\s+of\s+(?:the\s+)?group\s+(?P<g>[\w-]+)|\bgroup\s+(?P<g2>[\w-]+)\b", plain, re.I)
    if group:
        options.append(f"-g {group.group('g') or group.group('g2')}")
    line = " ".join(["wall"] + options)
    at = re.search(r"\bat\s+(?P<t>\d{1,2}:\d{2}|\d{1,2}\s*(?:am|pm))\b", plain, re.I)
    if said is not None:
        said = re.sub(r"^Broadcast message from$", "", said)
    banner_quote = re.search(r"'Broadcast message from'", text)
    if banner_quote:
        others = [q for s, e, q in _quotes(text) if q != "Broadcast message from"]
        said = others[0] if others else None
    if said:
        out = f"{line} {_sq(said)}"
        if at:
            return f"echo {_sq(out)} | at {at.group('t')}".replace("'\\''", "'\\''") if "'" in said else f'echo "{out}" | at {at.group("t")}'
        return _chained(text, lambda rest: out) if _first(text) else out
    output = re.search(r"\b(?:the\s+)?output\s+of\s+(?P<c>[\w-]+(?:\s+-[\w-]+)*(?:\s+[~/][\w./-]*)?)", plain, re.I)
    if output:
        return f"{output.group('c')} | {line}"
    files = _files(text)
    if files and re.search(r"\b(?:text|contents?|message)\s+(?:in|of|from)\b|\bwall\s+" + re.escape(files[0]), plain, re.I):
        return f"{line} < {files[0]}"
    return None


def write_task(m: re.Match) -> str | None:
    """A message to one user's terminal with write (a tty if said), to each of their terminals, or mesg."""
    text = m.string
    plain = _unquoted(text)
    if re.search(r"\b(?:stop|block|prevent|disallow|deny|don'?t\s+let)\b.*\b(?:writ\w*|wall\w*|messages?)\b.*\bmy\s+terminal\b", plain, re.I):
        return "mesg n"
    if re.search(r"\b(?:allow|let|enable)\b.*\b(?:writ\w*|wall\w*|messages?)\b.*\bmy\s+terminal\b", plain, re.I):
        return "mesg y"
    said = _quoted(text)
    if said is None:
        return None
    every = re.search(r"\bevery\s+terminal\s+(?P<u>[a-z_][\w-]*)\s+has\s+open\b", plain, re.I)
    if every:
        u = every.group("u")
        return f"for t in $(who | awk '$1==\"{u}\"{{print $2}}'); do echo {_sq(said)} | write {u} \"$t\"; done"
    user = re.search(r"\b(?:to\s+)?(?P<u>[a-z_][\w-]*)'s\s+(?:terminal|tty|screen|console)\b|\bwrite\s+(?:to\s+)?user\s+(?P<u2>[a-z_][\w-]*)\b", plain, re.I)
    tty = re.search(r"\b(?P<u>[a-z_][\w-]*)\s+is\s+on\s+(?P<t>(?:pts/|tty)\d+)\b.*\bwrite\s+(?:him|her|them)\b", plain, re.I)
    if tty:
        return f"echo {_sq(said)} | write {tty.group('u')} {tty.group('t')}"
    if user:
        name = user.group("u") or user.group("u2")
        if name.lower() in ("a", "the", "to", "my", "it", "this", "that", "him", "her", "them", "me", "out", "down", "user"):
            return None
        where = re.search(r"\bon\s+(?P<t>(?:pts/|tty)\d+)\b", plain)
        return f"echo {_sq(said)} | write {name}" + (f" {where.group('t')}" if where else "")
    return None


# ---------------------------------------------------------------- logger and the journal

_LEVELS = r"emerg|alert|crit|err|warning|warn|notice|info|debug"
_FACILITIES = r"auth|authpriv|cron|daemon|kern|local[0-7]|lpr|mail|news|syslog|user|uucp"


def logger_task(m: re.Match) -> str | None:
    """A line sent to syslog with logger: a tag, a priority, the PID, stderr too, a file's lines, a command's
    output, a remote server over UDP or TCP; journald fields; a command's output to the journal (systemd-cat)."""
    text = m.string
    plain = _unquoted(text)
    if re.search(r"\b(?:show|read|view|list|search|grep|tail|follow|find|see|display)\b", plain, re.I) and not re.search(r"\b(?:log|write|send|feed|record)\s+'", text, re.I):
        return None
    tag = re.search(r"\b(?:tag(?:ged)?|identifier|ident)\s*(?:of\s+|as\s+|=\s*)?(?P<t>[\w.-]+)", plain, re.I)
    tag = tag.group("t") if tag and tag.group("t").lower() not in ("and", "with", "the") else None
    journal = re.search(r"\b(?:systemd\s+)?journal\b", plain, re.I)
    if journal:
        run = re.search(r"\b(?:execute|run)\s+(?P<c>(?:\./|~/|/)[\w./-]+(?:\s+-[\w-]+)*)", plain, re.I)
        if run and tag:
            return f"systemd-cat -t {tag} {run.group('c')}"
        entry = re.search(r"\bjournal\s+entry\b", plain, re.I)
        said = _quoted(text)
        fields = re.findall(r"\b([A-Z][A-Z0-9_]*)=(\S+)", plain)
        if entry and said:
            lines = [f"MESSAGE={said}"] + [f"{k}={v.rstrip('.,')}" for k, v in fields]
            return f"printf {_sq((chr(92) + 'n').join(_printf(x) for x in lines) + chr(92) + 'n')} | logger --journald"
        return None
    priority = re.search(rf"\b(?P<p>(?:{_FACILITIES})\.(?:{_LEVELS}))\b", plain, re.I)
    prio = priority.group("p") if priority else None
    prio_at = priority.start() if priority else None
    if prio is None:
        level = re.search(rf"\bat\s+(?P<l>{_LEVELS}|warning|error)\s+level\b(?:\s+in\s+the\s+(?P<f>{_FACILITIES})\s+facility)?"
                          rf"|\bwith\s+(?:an?\s+)?(?P<l2>{_LEVELS}|warning|error|critical)\s+(?:priority|level|severity)\b", plain, re.I)
        if level:
            prio = f"{level.group('f') or 'user'}.{_level(level.group('l') or level.group('l2'))}"
            prio_at = level.start()
        else:
            level = re.search(rf"\bas\s+(?:an?\s+)?(?P<l>error|warning|{_LEVELS})\b|\bsyslog\s+(?P<l2>warning|error|notice|info|debug|critical)\b", plain, re.I)
            if level:
                prio = "user." + _level(level.group("l") or level.group("l2"))
                prio_at = level.start()
    options = []
    if re.search(r"\bpid\s+included|\binclud\w*\s+(?:the\s+)?(?:logger'?s?\s+)?pid\b|\bwith\s+(?:the\s+)?pid\b", plain, re.I):
        options.append("-i")
    if re.search(r"\bstderr\b|\bstandard\s+error\b", plain, re.I) and re.search(r"\balso\s+print|\bprint\s+it\s+(?:to|on)|\becho\s+it", plain, re.I):
        options.append("-s")
    remote = re.search(r"\bto\s+(?P<h>(?:\d{1,3}\.){3}\d{1,3}|[a-z][\w-]*(?:\.[\w-]+)+)\s+(?:on|over)\s+(?P<proto>udp|tcp)?\s*(?:port\s+)?(?P<p>\d+)?(?:\s+(?P<proto2>udp|tcp))?", plain, re.I)
    if remote:
        proto = (remote.group("proto") or remote.group("proto2") or "").lower()
        port = remote.group("p") or _said_port(plain)
        if proto == "tcp":
            options.append("-T")
        options.append(f"-n {remote.group('h')}")
        if port:
            options.append(f"-P {port}")
        if proto == "udp":
            options.append("-d")
    said = _title_body(text)[1]
    message_at = _quotes(text)[0][0] if _quotes(text) else len(text)
    if tag and prio and prio_at is not None and prio_at < message_at:
        options += [f"-p {prio}", f"-t {tag}"]
    else:
        options += ([f"-t {tag}"] if tag else []) + ([f"-p {prio}"] if prio else [])
    line = " ".join(["logger"] + options)
    if said is None:
        each = re.search(r"\b(?:each|every)\s+line\s+of\s+(?P<f>[~./]?[\w./-]+)|\b(?:the\s+)?(?:contents?\s+of|lines\s+of)\s+(?P<f2>[~./]?[\w./-]+)", plain, re.I)
        if each:
            return f"{line} -f {each.group('f') or each.group('f2')}"
        output = re.search(r"^(?P<c>(?:\./|~/|/)[\w./-]+)\s+output\b|\boutput\s+of\s+(?P<c2>(?:\./|~/|/)[\w./-]+)", plain, re.I)
        if output:
            errors = re.search(r"\bstderr\b|\berrors?\b", plain, re.I)
            return f"{output.group('c') or output.group('c2')}{' 2>&1' if errors else ''} | {line}"
        return None
    out = f"{line} {_sq(said)}"
    return _chained(text, lambda rest: out) if _first(text) else out


def _said_port(text: str) -> str | None:
    m = re.search(r"\bport\s+(?P<p>\d+)\b", text, re.I)
    return m.group("p") if m else None


def _level(word: str) -> str:
    word = word.lower()
    return {"error": "err", "critical": "crit", "warn": "warning"}.get(word, word)


# ---------------------------------------------------------------- webhooks: Slack, Discord, Teams, Mattermost; Telegram

def _hook_url(text: str, kind: str) -> str | None:
    """The webhook a request names: a URL, or a shell variable holding it (quoted)."""
    url = re.search(_URL, text)
    if url:
        return url.group().rstrip(".)")
    var = re.search(r"\$\{?(?P<v>[A-Z][A-Z0-9_]*)\}?", text)
    if var and re.search(r"WEBHOOK|HOOK|URL", var.group("v")):
        return f'"${var.group("v")}"'
    return None


def _json(obj: dict) -> str:
    return _sq(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))


def webhook_task(m: re.Match) -> str | None:
    """A message posted to a Slack, Discord, Teams or Mattermost webhook (or the Slack API, a Telegram bot) with
    curl, the JSON built from the request's text, after a command it runs first."""
    return _chained(m.string, _webhook)


def _webhook(text: str) -> str | None:
    plain = _unquoted(text)
    low = plain.lower()
    url = _hook_url(text, "")
    kind = ("discord" if "discord" in low else "slack" if "slack" in low else "teams" if re.search(r"\bteams\b|webhook\.office\.com", low)
            else "mattermost" if "mattermost" in low else "telegram" if "telegram" in low else None)
    if url and kind is None:
        kind = "slack" if "hooks.slack.com" in url else "discord" if "discord" in url else None
    if kind is None:
        return None
    title, body = _title_body(text)
    if kind == "telegram":
        token = re.search(r"\$\{?(?P<v>[A-Z][A-Z0-9_]*TOKEN[A-Z0-9_]*)\}?", text)
        chat = re.search(r"\bchat\s*(?:id|_id)?\s+(?P<c>-?\d+)", plain, re.I)
        if not (token and chat and body):
            return None
        return f'curl "https://api.telegram.org/bot${token.group("v")}/sendMessage" -d chat_id={chat.group("c")} --data-urlencode {_sq("text=" + body)}'
    if kind == "slack" and re.search(r"\bslack\s+api\b|\bbot\s+token\b", low):
        token = re.search(r"\$\{?(?P<v>[A-Z][A-Z0-9_]*TOKEN[A-Z0-9_]*)\}?", text)
        channel = re.search(r"(?P<c>#[\w-]+)", plain)
        if not (token and channel and body):
            return None
        data = _json({"channel": channel.group("c"), "text": body})
        return f"curl -X POST -H \"Authorization: Bearer ${token.group('v')}\" -H 'Content-type: application/json; charset=utf-8' --data {data} https://slack.com/api/chat.postMessage"
    if url is None:
        return None
    files = _files(text)
    payload = next((f for f in files if f.endswith(".json")), None)
    if payload and body is None:
        return f"curl -X POST -H 'Content-type: application/json' --data @{payload} {url}"
    if kind == "discord":
        upload = next((f for f in files if re.search(r"\.(?:png|jpe?g|gif|txt|log|pdf|zip|webp|mp4)$", f, re.I)), None)
        if upload and re.search(r"\bupload|\battach|\bsend\s+" + re.escape(upload), plain, re.I):
            parts = []
            if body:
                parts.append("-F " + _sq("payload_json=" + json.dumps({"content": body}, ensure_ascii=False, separators=(",", ":"))))
            parts.append(f"-F {_sq('file1=@' + upload)}")
            return "curl " + " ".join(parts) + f" {url}"
        if re.search(r"\bembed\b", low):
            desc = re.search(r"\bdescription\s+(?:'(?P<s>[^']*)'|\"(?P<d>[^\"]*)\")", text, re.I)
            color = re.search(r"\bcolou?r\s+(?P<c>\d+)", plain, re.I)
            if title is None:
                return None
            embed: dict = {"title": title}
            if desc:
                embed["description"] = desc.group("s") if desc.group("s") is not None else desc.group("d")
            if color:
                embed["color"] = int(color.group("c"))
            return f"curl -H 'Content-Type: application/json' -d {_json({'embeds': [embed]})} {url}"
        if body is None:
            return None
        obj: dict = {}
        user = re.search(r"\b(?:as\s+)?user\s*name\s+(?:'(?P<s>[^']*)'|\"(?P<d>[^\"]*)\"|(?P<w>[\w.-]+))", text, re.I)
        if user:
            obj["username"] = user.group("s") or user.group("d") or user.group("w")
            if body == obj["username"]:
                return None
        obj["content"] = body
        return f"curl -H 'Content-Type: application/json' -d {_json(obj)} {url}"
    if body is None:
        return None
    if title is None:
        t = re.search(r"\btitle(?:d)?\s+(?P<w>[\w.-]+)\b", plain, re.I)
        title = t.group("w") if t else None
    if kind in ("teams", "mattermost"):
        obj = {"title": title, "text": body} if title and kind == "teams" else {"text": body}
        return f"curl -H 'Content-Type: application/json' -d {_json(obj)} {url}"
    obj = {}
    user = re.search(r"\b(?:as\s+)?user\s*name\s+(?P<w>[\w.-]+)", plain, re.I)
    if user:
        obj["username"] = user.group("w")
    emoji = re.search(r"(?P<e>:[\w+-]+:)\s+emoji|\bemoji\s+(?P<e2>:[\w+-]+:)", plain, re.I)
    if emoji:
        obj["icon_emoji"] = emoji.group("e") or emoji.group("e2")
    color = re.search(r"\b(?P<c>danger|warning|good)\b|\b(?P<red>red)\b.*\b(?:bar|attachment)\b", low)
    if color and re.search(r"\battachment|\bbar\b|\bcolou?r", low):
        obj["attachments"] = [{"color": color.group("c") or "danger", "text": body}]
    else:
        obj["text"] = body
    fail = "-fsS " if re.search(r"\bnon-?zero\s+exit|\bfail\w*\s+on\s+(?:an?\s+)?http\s+error|\bhttp\s+error", low) else ""
    return f"curl {fail}-X POST -H 'Content-type: application/json' --data {_json(obj)} {url}"


# ---------------------------------------------------------------- ntfy

def ntfy_task(m: re.Match) -> str | None:
    """A message published to an ntfy topic with curl (title, priority, tags, delay, click, e-mail, markdown, a file
    attached or sent as the text, a login or token, JSON), or a topic watched; after a command run first."""
    return _chained(m.string, _ntfy)


_PRIORITIES = (("urgent|max|highest", "urgent"), ("high", "high"), ("low", "low"), ("min|lowest", "min"), ("default|normal", "default"))


def _ntfy(text: str) -> str | None:
    plain = _unquoted(text)
    server_url = next((u for u in re.finditer(_URL, plain) if not re.search(r"\b(?:open|click|tap\w*|go\s+to)\s*$", plain[:u.start()], re.I)), None)
    server = "ntfy.sh"
    topic = None
    if server_url:
        url = server_url.group().rstrip("/.")
        path = re.match(r"(?P<base>https?://[^/]+)(?:/(?P<t>[\w-]+))?$", url)
        if path is None:
            return None
        if path.group("t"):
            server, topic = path.group("base"), path.group("t")
        elif "ntfy" in url:
            server = path.group("base")
    if topic is None:
        t = re.search(r"\btopic\s+(?P<t>[\w-]+)|\bto\s+(?!topic\b|ntfy\b|my\b|the\b|me\b)(?P<t2>[\w-]*[-\d][\w-]*)\b", plain, re.I)
        if t is None:
            return None
        topic = t.group("t") or t.group("t2")
    target = f"{server}/{topic}"
    if re.search(r"\b(?:watch|subscribe|listen|follow|incoming)\b", plain, re.I):
        return f"ntfy subscribe {topic}" if server == "ntfy.sh" else f"ntfy subscribe {target}"
    title, body = _title_body(text)
    quotes = [q for _, _, q in _quotes(text)]
    if re.search(r"\bas\s+json\b|\bjson\b", plain, re.I) and re.search(r"\bpublish\w*\s+to\s+ntfy\s+as\s+json|\bntfy\b.*\bjson\b", plain, re.I):
        if body is None:
            return None
        obj: dict = {"topic": topic}
        if title:
            obj["title"] = title
        obj["message"] = body
        p = re.search(r"\bpriority\s+(?P<p>[1-5])\b", plain, re.I)
        if p:
            obj["priority"] = int(p.group("p"))
        return f"curl -d {_json(obj)} {server}"
    headers = []
    login = re.search(r"\blogin\s+(?P<u>[\w.-]+)\s*(?:/|:)\s*(?P<p>\S+)", plain, re.I)
    auth = f"-u {_word(login.group('u') + ':' + login.group('p'))} " if login else ""
    if title:
        headers.append(f"Title: {title}")
    for words, level in _PRIORITIES:
        if re.search(rf"\b(?:{words})\s+priority\b|\bpriority\s+(?:{words})\b", plain, re.I):
            headers.append(f"Priority: {level}")
            break
    else:
        p = re.search(r"\bpriority\s+(?P<p>[1-5])\b", plain, re.I)
        if p:
            headers.append(f"Priority: {p.group('p')}")
    tags = re.search(r"\btags?\s+(?P<t>[\w-]+(?:\s*(?:,|and)\s*[\w-]+)*)", plain, re.I)
    if tags:
        headers.append("Tags: " + ",".join(re.split(r"\s*(?:,|\band\b)\s*", tags.group("t").strip())))
    delay = re.search(r"\b(?:in|after|delayed?\s+(?:by)?)\s+(?P<n>\d+)\s*(?P<u>minutes?|mins?|m|hours?|h|seconds?|s|days?|d)\b", plain, re.I)
    if delay and re.search(r"\bschedul|\bdeliver|\bdelay|\blater\b", plain, re.I):
        headers.append(f"Delay: {delay.group('n')}{delay.group('u')[0].lower()}")
    click = re.search(r"\b(?:tap\w*|click\w*|open)\b.*?\b(?:open|go\s+to|to)\s+(?P<u>" + _URL + ")", text, re.I)
    if click:
        headers.append(f"Click: {click.group('u').rstrip('.')}")
    email = re.search(r"(?P<a>" + _EMAIL + ")", plain)
    if email:
        headers.append(f"Email: {email.group('a')}")
    if re.search(r"\bmarkdown\b", plain, re.I):
        headers.append("Markdown: yes")
    token = re.search(r"\b(?:access\s+)?token\s+(?P<t>tk_\w+|\S{16,})", plain, re.I)
    if token:
        headers.append(f"Authorization: Bearer {token.group('t')}")
    options = "".join(f"-H {_sq(h)} " for h in headers)
    files = _files(text)
    if body is None:
        attach = next((f for f in files if re.search(rf"\battach\w*\s+{re.escape(f)}|{re.escape(f)}\s+as\s+an?\s+attachment", plain, re.I)), None)
        if attach:
            return f"curl {auth}-T {attach} -H {_sq('Filename: ' + attach.rsplit('/', 1)[-1])} {options}{target}"
        contents = next((f for f in files if re.search(rf"\bcontents?\s+of\s+{re.escape(f)}|{re.escape(f)}\s+as\s+the\s+message", plain, re.I)), None)
        if contents:
            return f"curl {auth}{options}--data-binary @{contents} {target}"
        status = re.search(r"\bexit\s+(?:status|code)\b", plain, re.I)
        if status and quotes:
            said = re.sub(r"\b(?:0|exit\s+code)\b(?=[^']*$)", "$?", quotes[0], count=1)
            return f'curl {auth}{options}-d "{said}" {target}'
        return None
    if re.search(r"\bexit\s+(?:status|code)\b", plain, re.I) and re.search(r"\bwith\s+0\b", body):
        said = body.replace("with 0", "with $?")
        return f'curl {auth}{options}-d "{said}" {target}'
    return f"curl {auth}{options}-d {_sq(body)} {target}"


# ---------------------------------------------------------------- a sound, a beep or a spoken line after a command

def signal_task(m: re.Match) -> str | None:
    """A beep, a sound or a spoken line once a command the request runs finishes."""
    text = m.string
    first = _first(text)
    if first is None:
        t = re.search(r"\bwhen\s+(?P<c>(?:\./|~/|/)[\w./-]+)\s+(?:is\s+done|finishes|ends|exits)\b", text, re.I)
        if t is None:
            return None
        first = (t.group("c"), "; ", text)
    cmd, joiner, rest = first
    if re.search(r"\bbeep\b|\bbell\b", text, re.I):
        return f"{cmd}{joiner}printf '\\a'"
    if re.search(r"\bplay\s+a\s+sound\b|\bchime\b|\bding\b", text, re.I):
        return f"{cmd}{joiner}paplay /usr/share/sounds/freedesktop/stereo/complete.oga"
    said = _quoted(text)
    if said and re.search(r"\bout\s+loud\b|\bspeak\b|\baloud\b", text, re.I):
        return f"{cmd}{joiner}spd-say {_sq(said)}"
    return None


def _at(m: re.Match) -> str | None:
    """A mail scheduled with at: ``echo "… | mail …" | at TIME``."""
    text = m.string
    when = re.search(r"\bfor\s+(?P<t>\d{1,2})\s*(?P<ap>am|pm)\s+tomorrow\b|\bat\s+(?P<t2>\d{1,2}:\d{2})\s+tomorrow\b", text, re.I)
    if when is None:
        return None
    rest = text[:when.start()] + text[when.end():]
    said = _mail(rest)
    if said is None or '"' in said or "$" in said:
        return None
    if when.group("t"):
        hour = int(when.group("t")) % 12 + (12 if when.group("ap").lower() == "pm" else 0)
        time = f"{hour}:00"
    else:
        time = when.group("t2")
    return f'echo "{said}" | at {time} tomorrow'


# A message written to the system log: logger named, or a verb that writes, a text, and the log it goes to (not a
# request that reads /var/log/syslog).
_LOGGED = re.compile(r"\blogger\b|\b(?:log|write|send|add|put|record|drop|leave)\b[^.]*?['\"][^'\"]+['\"][^.]*?\b(?:to|into|in)\s+(?:the\s+)?(?:syslog|journal|system\s+log|systemd\s+journal)\b"
                     r"|\b(?:journal\s+entry|systemd\s+journal)\b[^.]*?['\"]|\blog\s+['\"][^'\"]+['\"]\s+(?:at|with|as)\b"
                     r"|\b(?:syslog|journal)\s+message\b|\binto\s+(?:the\s+)?syslog\b|\b(?:to|into)\s+the\s+systemd\s+journal\b|\bsyslog\s+with\s+the\s+tag\b", re.I)

ROWS = (
    # "schedule a mail to team@example.com for 9am tomorrow, subject Standup, body 'Standup in 10 min'"
    (re.compile(r"\bschedul\w*\s+(?:an?\s+)?(?:e-?)?mail\b", re.I), _at),
    # "ntfy: 'Backup done' to topic homelab-alerts", "push 'rotate done' to https://ntfy.example.com/keys using the access token …"
    (re.compile(r"\bntfy\b", re.I), ntfy_task),
    # "post 'Deploy finished' to our slack webhook https://hooks.slack.com/…", "discord webhook in $DISCORD_WEBHOOK: say …"
    (re.compile(r"\b(?:slack|discord|teams|mattermost)\b.*(?:webhook|hook\b|\bapi\b|\bbot\s+token\b)|(?:webhook|\bhook)\b.*\b(?:slack|discord|teams|mattermost)\b|hooks\.slack\.com|discord(?:app)?\.com/api/webhooks|"
                r"webhook\.office\.com|\btelegram\s+bot\b|\bslack\s+(?:message|alert)\b", re.I), webhook_task),
    # "swaks test through smtp.example.com:587 with STARTTLS …"
    (re.compile(r"\bswaks\b|\bopen\s+relay\b|\btest\s+smtp\s+on\b|\breplay\b.*\.eml\b.*\bagainst\b", re.I), swaks_task),
    # "draft.eml already has To: and Subject: headers, just send it out", "use sendmail to send …", "… through my msmtp account named gmail"
    (re.compile(r"\bsendmail\b|\bmsmtp\b|\.eml\b.*\balready\s+has\b.*\bheaders?\b", re.I), sendmail_task),
    # "what's stuck in the mail queue?", "make postfix retry delivering everything queued right now"
    (re.compile(r"\bmail\s*queue\b|(?<![\w/.-])mailq(?![\w.-])|\bpostfix\s+queue\b|\bpostfix\b.*\bqueued\b", re.I), queue_task),
    # "check if there's any mail in my mailbox", "open the old mailbox file ~/Mail/2019.mbox in mutt"
    (re.compile(r"\bmailbox\b|\.mbox\b|\bany\s+mail\b", re.I), mailbox_task),
    # "email /var/log/backup.log to ops@example.com with subject …", "mutt: budget.xlsx to cfo@example.com, cc …"
    (re.compile(r"\b(?:e-?mail\w*|mail(?:x|s|ed|ing)?|mutt)\b|\bsend\s+(?!an?\s+(?:sms|text|slack|ntfy)\b)[\w./~-]+\s+to\s+" + _EMAIL + r"(?![\w.:/@-])", re.I),
     lambda m: None if re.search(r"\b(?:scp|port|key)\b|@[\w.-]+:", m.string, re.I) else mail_task(m)),
    # "once ./rebuild_index.sh exits, log 'index rebuild finished' to syslog with tag indexer"
    (re.compile(r"\bsyslog\b|\blogger\b|\bjournal\s+entry\b|\bsystemd\s+journal\b|\blog\s+['\"][^'\"]+['\"]\s+(?:at|with|as)\b", re.I),
     lambda m: logger_task(m) if _LOGGED.search(m.string) else None),
    # "broadcast 'System going down for maintenance at 23:00' to everyone logged in", "wall the text in /etc/motd"
    (re.compile(r"\bwall\b|\bbroadcast\w*\b(?!\s+(?:address|addr|ip|domain|storm|packets?)\b)|\b(?:everyone|all\s+(?:the\s+)?users)\s+(?:who\s+(?:is|are)\s+)?logged[\s-]*in\b|\blogged[\s-]*in\s+users\b", re.I), wall_task),
    # "write 'lunch?' to maria's terminal", "stop other users from writing or walling to my terminal"
    (re.compile(r"\bterminal\b|\bwrite\s+(?:him|her|them)\b|\bpts/\d+", re.I), write_task),
    # "popup on my desktop saying Coffee break", "run make -j8 and pop up 'Build done' when it finishes"
    (re.compile(r"\bnotify-send\b|(?<![\w/.-])notif(?:y|ication)(?![\w.-])|\bpop\s*-?\s*up\b|\bdesktop\s+(?:alert|message)\b", re.I), notify_task),
    # "beep the terminal when ./long_test.sh is done", "play a sound when ./long_export.sh finishes"
    (re.compile(r"\bbeep\b|\bplay\s+a\s+sound\b|\bout\s+loud\b", re.I), signal_task),
)
