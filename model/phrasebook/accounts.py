"""User accounts: users and groups listed, made, changed and removed (``useradd``, ``usermod``, ``groupadd``,
``groupmod``, ``gpasswd``), /etc/passwd read by field, ids and primary groups (``id``, ``getent``), passwords aged,
locked, expired and set (``chage``, ``passwd``, ``chpasswd``), login shells, who is logged in, logins and failed
logins (``last``, ``lastb``, ``lastlog``, auth.log), sudo (what a user may run, a root shell, sudoers edited and
checked, a rule without a password written to /etc/sudoers.d, a command run as another user or as root, a line written to a
file with ``sudo tee``), users taken out of a group (``gpasswd -d``), ssh keys generated, this host's key fingerprints and a
reinstalled host's old key dropped from known_hosts.
"""

from __future__ import annotations

import re

from serval.model.entities import COMMAND_WORDS, items_listed
from serval.model.phrasebook.shared import _awk_test


_SHELLS = {"bash": "/bin/bash", "zsh": "/bin/zsh", "sh": "/bin/sh", "dash": "/bin/dash", "ksh": "/bin/ksh", "fish": "/usr/bin/fish",
           "nologin": "/usr/sbin/nologin"}
_LOGIN_SHELL = re.compile(r"(?<![\w/-])(?P<sh>/[\w/]+|bash|zsh|sh|dash|ksh|fish|nologin)\s+as\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:login\s+|default\s+)?shell\b"
                          r"|\b(?:login\s+|default\s+)?shell\s+(?:is\s+|of\s+|set\s+to\s+)?(?P<sh2>/[\w/]+|bash|zsh|sh|dash|ksh|fish|nologin)\b"
                          r"|\b(?P<none>no\s+login(?:\s+shell)?|without\s+(?:a\s+)?(?:login\s+)?shell|can(?:no|')t\s+log\s*in|cannot\s+log\s*in)\b", re.I)


def _user_added(m: re.Match) -> str | None:
    """useradd with what the rest of a phrase asks of the new user ("with a home directory and bash as the login
    shell" → ``-m -s /bin/bash``; "with no home directory", "in the groups dev and ops", "expiring on 2025-12-31");
    None when the rest asks nothing useradd is told."""
    rest, flags = m.group("rest"), ["-r"] if m.group("system") else []
    if re.search(r"\b(?:no|without\s+(?:a\s+)?)\s*home\b", rest, re.I):
        flags.append("-M")
    elif re.search(r"\bhome\s+(?:directory|folder|dir)\b", rest, re.I):
        flags.append("-m")
    if shell := _LOGIN_SHELL.search(rest):
        said = shell.group("sh") or shell.group("sh2")
        flags += ["-s", _SHELLS.get(said.lower(), said) if said else "/usr/sbin/nologin"]
    if groups := re.search(r"\b(?:in|to|and)\s+(?:the\s+)?(?:supplementary\s+|secondary\s+|extra\s+|additional\s+)?groups?\s+([a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*(?:\s*,?\s+and\s+[a-z_][\w-]*)?)"
                           r"|\b(?:in|to)\s+the\s+([a-z_][\w-]*)\s+group\b", rest, re.I):
        flags += ["-G", ",".join(items_listed(groups.group(1) or groups.group(2)))]
    if expiry := re.search(r"\bexpir\w*\s+on\s+(\d{4}-\d{2}-\d{2})\b", rest, re.I):
        flags += ["-e", expiry.group(1)]
    if uid := re.search(r"\b(?:uid|user\s+id)\s+(?:of\s+)?(\d+)\b", rest, re.I):
        flags += ["-u", uid.group(1)]
    if named := re.search(r"\b(?:full|real|display)\s+name\s+(?:of\s+)?(?P<c>'[^']+'|\"[^\"]+\"|[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)", rest):
        flags += ["-c", f'"{named.group("c").strip(chr(39) + chr(34))}"']
    if len(flags) == (1 if m.group("system") else 0):
        return None
    return f"sudo useradd {' '.join(flags)} {m.group('user')}"


# A user made without a home folder ("no home directory", "without a home")
_NO_HOME = re.compile(r"\b(?:no|without\s+(?:a\s+)?)\s*home\b", re.I)


def _sudo_rights(m: re.Match) -> str:
    """What sudo lets a user run: "what am I allowed to run with sudo" → ``sudo -l``; another user's, named: "What is alice
    allowed to run with sudo?" → ``sudo -l -U alice``."""
    user = re.search(r"\b(?:what\s+(?:is|can)|is)\s+(?:the\s+)?(?:user\s+)?(?P<user>(?!i\b|me\b|my\b|we\b|the\b)[a-z_][\w-]*)\s+(?:allowed|permitted|able)\b"
                     r"|\bsudo\s+(?:rights|privileges|permissions)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>(?!me\b)[a-z_][\w-]*)\b", m.string, re.I)
    return f"sudo -l -U {user.group('user') or user.group('user2')}" if user else "sudo -l"


def _ssh_key(m: re.Match) -> str | None:
    """ssh-keygen for a key of the type a phrase names, saved where it says (-f) with the comment it gives (-C)."""
    rest = m.group("rest")
    where = re.search(r"\b(?:saved\s+)?(?:as|at|to|in|into)\s+(?P<file>[~/][\w./~-]*\w)", rest)
    comment = re.search(r"\b(?:with|w/)\s+(?:the\s+|a\s+)?comment\s+['\"]?(?P<c>[^\s'\"]+)['\"]?", rest)
    empty = re.search(r"\b(?:empty|no|without\s+(?:a\s+)?)\s*pass\s*phrase\b", rest, re.I)
    shown = re.search(r"\b(?:print|show|display|cat|output)\s+(?:me\s+)?(?:the\s+|its\s+)?public\s+(?:half|part|key)\b", rest, re.I)
    made = (f"ssh-keygen -t {m.group('type').lower()}" + (f" -b {m.group('bits')}" if m.group("bits") else "") + (f" -f {where.group('file')}" if where else "")
            + (f" -C {comment.group('c')}" if comment else "") + (" -N ''" if empty else ""))
    if shown:   # "… and print the public half so I can paste it"
        return f"{made} && cat {where.group('file')}.pub" if where else None
    return made


def _shell_changed(m: re.Match) -> str:
    """chsh for a user's login shell: "change my shell to zsh" → ``chsh -s /bin/zsh``; "switch the login shell of user ops
    to zsh" → ``sudo chsh -s /bin/zsh ops`` (another user's: sudo)."""
    user, said = m.group("user") or m.group("user2"), m.group("shell") or m.group("shell2")
    shell = _SHELLS.get(said.lower(), said)
    return f"chsh -s {shell}" if user.lower() in ("my", "me") else f"sudo chsh -s {shell} {user}"


# A user taken out of a group: "take contractor1 out of the sudo group", "remove bob from the docker group", "remove user
# bob from group docker"; a reason may follow after a comma ("…, his contract ended")
_OUT_OF_GROUP = re.compile(r"^\s*(?:please\s+)?(?:take|remove|kick|drop|delete)\s+(?:the\s+)?(?:user\s+)?(?P<user>(?!all\b|every\w*\b|the\b)[a-z_][\w-]*)\s+(?:out\s+of|from)\s+"
                           r"(?:the\s+)?(?:(?:unix\s+|supplementary\s+)?group\s+(?P<group>[a-z_][\w-]*)|(?P<group2>[a-z_][\w-]*)\s+group)"
                           r"(?P<user2>)(?:\s*[,;(]\s*(?:his|her|their|he|she|they|since|because|as|no\s+longer|not)\b[^,;]*\)?)?\s*[.!]?\s*$", re.I)

# A sudo rule without a password: "let the deploy user run 'systemctl restart nginx' as root via sudo without a password;
# put the rule in /etc/sudoers.d/deploy"
_NOPASSWD_RULE = re.compile(r"^\s*(?:please\s+)?(?:let|allow)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)(?:\s+user)?\s+(?:to\s+)?run\s+(?P<q>['\"])(?P<cmd>[^'\"]+)(?P=q)\s+"
                            r"(?:as\s+root\s+)?(?:via|with|using|through)\s+sudo\s+(?:as\s+root\s+)?without\s+(?:a\s+|being\s+asked\s+for\s+a\s+|entering\s+a\s+)?password"
                            r"(?:\s*[;,]?\s*(?:and\s+)?(?:put|write|save|add)\s+(?:the\s+)?(?:rule|line|entry|it)\s+(?:in|into|to)\s+(?P<file>/etc/sudoers\.d/[\w.-]+))?\s*[.!]?\s*$", re.I)
# Where programs a sudo rule names live (a rule takes the full path)
_PROGRAM_DIRS = {"systemctl": "/usr/bin", "journalctl": "/usr/bin", "docker": "/usr/bin", "apt": "/usr/bin", "apt-get": "/usr/bin", "kill": "/usr/bin",
                 "pkill": "/usr/bin", "mount": "/usr/bin", "umount": "/usr/bin", "tee": "/usr/bin", "rsync": "/usr/bin", "loginctl": "/usr/bin",
                 "reboot": "/usr/sbin", "shutdown": "/usr/sbin", "service": "/usr/sbin", "nginx": "/usr/sbin", "ufw": "/usr/sbin", "apachectl": "/usr/sbin"}


def _nopasswd_rule(m: re.Match) -> str | None:
    """A sudoers line that lets a user run one command as root without a password, written to its file under
    /etc/sudoers.d (the user's name when none is said): ``echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart
    nginx' | sudo tee /etc/sudoers.d/deploy``. None for a program whose place is not known."""
    prog, _, args = m.group("cmd").strip().partition(" ")
    if not prog.startswith("/"):
        if prog not in _PROGRAM_DIRS:
            return None
        prog = f"{_PROGRAM_DIRS[prog]}/{prog}"
    rule = f"{m.group('user')} ALL=(root) NOPASSWD: {prog}" + (f" {args}" if args else "")
    return f"echo '{rule}' | sudo tee {m.group('file') or '/etc/sudoers.d/' + m.group('user')}"


def _groups_named(said: str) -> list[str]:
    """The groups of a list as said, up to the words that follow it ("devs and qa, dropping any others")."""
    out = []
    for item in items_listed(said):
        if re.fullmatch(r"\w+ing|any|others?|nothing|only|all", item, re.I):
            break
        out.append(item)
    return out


_PASSWD_FIELDS = {"uid": 3, "user id": 3, "gid": 4, "group id": 4, "shell": 7, "login shell": 7, "home": 6}


def _passwd_field_tested(m: re.Match) -> str | None:
    """awk listing the accounts of /etc/passwd whose UID, GID, shell or home passes the test said ("that have UID 0"
    → ``awk -F: '$3 == 0 {print $1}' /etc/passwd``); a bare value is an equality."""
    field = _PASSWD_FIELDS.get(re.sub(r"\s+(?:directory|dir|folder)$", "", re.sub(r"\s+", " ", m.group("field").lower())))
    said = m.group("test")
    test = _awk_test(said if re.match(r"(?:is|equals|of|=|>|<|greater|more|less|above|below|over|under|at|between|not|isn)", said, re.I) else f"is {said}")
    if field is None or test is None:
        return None
    return f"awk -F: '{test.replace('$N', f'${field}')} {{print $1}}' /etc/passwd"


ROWS = (
    # "which users in /etc/passwd have /bin/bash as their shell", "login names of all accounts whose shell is bash"
    (re.compile(r"\b(?:users|accounts|login\s+names|usernames|user\s+names)\b[^.?;]*?\b(?:(?:whose\s+|with\s+(?:a\s+|the\s+)?|having\s+"
                r"(?:a\s+|the\s+)?)(?:login\s+)?shell\s+(?:is\s+|of\s+)?(?P<shell>/[\w/]+|bash|zsh|sh|fish|nologin)\b|(?:have|has|having|use|using)"
                r"\s+(?P<shell2>/[\w/]+|bash|zsh|sh|fish|nologin)\s+as\s+(?:(?:their|the|a)\s+)?(?:login\s+)?shell\b)", re.I),
     lambda m: f"grep '{m.group('shell') or m.group('shell2')}$' /etc/passwd | cut -d: -f1"),
    # "show failed login attempts", "show the last 10 failed login attempts"
    (re.compile(r"^\s*(?:show|list|see|display|print|check)\s+(?:me\s+)?(?:the\s+|all\s+)?(?:(?:last|latest|most\s+recent)\s+(?P<n>\d+)\s+)?(?:recent\s+)?(?:failed|bad|unsuccessful)\s+log\s*ins?"
                r"(?:\s+attempts)?\s*[?.!]?\s*$", re.I),
     lambda m: f"sudo lastb -n {m.group('n')}" if m.group("n") else "sudo lastb"),
    # "list the names of all user accounts", "list all users on this system" (not who is logged in)
    (re.compile(r"^\s*(?:list|show|print|display|give\s+me|what\s+are)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:(?:user\s*names|login\s+names|names)\s+"
                r"of\s+(?:all\s+)?(?:the\s+)?(?:user\s+)?accounts|(?:user\s*names\s+of\s+)?(?:all\s+)?(?:the\s+)?(?:users|user\s+accounts|"
                r"accounts|user\s*names)\s+(?:on|of)\s+(?:this|the)\s+(?:system|machine|computer|server|box))\b(?![^.?]*\b(?:logged|online|"
                r"connected|currently|right\s+now|groups?|shell))\s*[?.!]?\s*$", re.I),
     lambda m: "cut -d: -f1 /etc/passwd"),
    # "list the users with a UID of 1000 or more (sorted by name)", "usernames in /etc/passwd whose UID is above 999"
    (re.compile(r"\b(?:users|accounts|user\s*names|login\s+names)\b[^.?;]*?\b(?:uid|user\s+id)s?\s+(?:of\s+|is\s+|are\s+)?(?:"
                r"(?P<at>\d+)\s+or\s+(?:more|above|higher|greater|over)|(?:at\s+least|>=)\s+(?P<least>\d+)|(?:above|over|greater\s+than|"
                r"more\s+than|higher\s+than|>)\s+(?P<over>\d+))\b(?P<sorted>[^.?;]*\bsort)?", re.I),
     lambda m: (f"awk -F: '$3 >= {m.group('at') or m.group('least')} {{print $1}}' /etc/passwd" if m.group("over") is None
                else f"awk -F: '$3 > {m.group('over')} {{print $1}}' /etc/passwd") + (" | sort" if m.group("sorted") else "")),
    # "make user erin's password expire every 90 days", "force bob to change his password every 60 days"
    (re.compile(r"\b(?:make\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+password\s+(?:expire|must\s+be\s+changed|need\s+changing)\s+every\s+(?P<n>\d+)\s+days\b"
                r"|\bforce\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+to\s+change\s+(?:his|her|their|the)\s+password\s+every\s+(?P<n2>\d+)\s+days\b", re.I),
     lambda m: f"sudo chage -M {m.group('n') or m.group('n2')} {m.group('user') or m.group('user2')}"),
    # "show the login history of user heidi"
    (re.compile(r"\blog\s*in\s+history\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"last {m.group('user')}"),
    # "create a user named deploy with a home directory and bash as the login shell": useradd told what the rest asks
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?(?P<system>system\s+)?user\s+(?:account\s+)?(?:named\s+|called\s+)?(?P<user>[a-z_][\w-]*)\s+"
                r"(?P<rest>with\b.*)$", re.I),
     lambda m: _user_added(m)),
    # "create a system user prometheus with no login shell", "I need a system user called prometheus, no home directory and
    # no login shell"
    (re.compile(r"\b(?:create|add|make|(?:i|we)\s+(?:need|want))\s+(?:a\s+|the\s+)?system\s+(?:user|account)\s+(?:called\s+|named\s+)?(?P<user>[a-z_][\w-]*)\b"
                r"(?=[^.]*\b(?:no\s+login|nologin|without\s+(?:a\s+)?(?:login\s+)?shell|can(?:no|')t\s+log\s*in|cannot\s+log\s*in)\b)", re.I),
     lambda m: f"sudo useradd -r{' -M' if _NO_HOME.search(m.string) else ''} -s /usr/sbin/nologin {m.group('user')}"),
    # "make the account oscar expire on 2025-12-31"
    (re.compile(r"\b(?:make|set)\s+(?:the\s+)?(?:user\s+)?(?:account\s+)?(?:of\s+)?(?:(?:the\s+)?user\s+)?(?P<user>[a-z_][\w-]*)(?:'s\s+account|\s+(?:user\s+)?account)?\s+(?:to\s+)?expire\s+on\s+"
                r"(?P<date>\d{4}-\d{2}-\d{2})\b", re.I),
     lambda m: f"sudo usermod -e {m.group('date')} {m.group('user')}"),
    # "create a group called devops", "new group: devops", "add the group devops"
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:unix\s+|user\s+|system\s+)?group\s+(?:called\s+|named\s+)?(?P<group>(?!to\b|for\b|with\b)[a-z_][\w-]*)\s*[.!?]?\s*$"
                r"|^\s*(?:a\s+)?new\s+(?:unix\s+|user\s+)?group\s*(?::|called|named)?\s*(?P<group2>[a-z_][\w-]*)\s*[.!?]?\s*$", re.I),
     lambda m: f"sudo groupadd {m.group('group') or m.group('group2')}"),
    # "run psql as the postgres user"
    (re.compile(r"^\s*(?:how\s+do\s+i\s+)?(?:run|start|open)\s+(?P<cmd>[a-z][\w.-]*)\s+as\s+(?:the\s+)?(?:user\s+)?(?P<user>(?!root\b)[a-z_][\w-]*)(?:\s+user)?\s*[?.!]?\s*$", re.I),
     lambda m: f"sudo -u {m.group('user')} {m.group('cmd')}" if m.group("cmd").lower() in COMMAND_WORDS | {"psql", "bash", "sh", "mysql", "python3", "python"}
     else None),
    # "generate ed25519 ssh key with comment me@laptop", "… saved as ~/.ssh/id_ed25519_github with the comment me@laptop"
    (re.compile(r"\b(?:generate|create|make)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:(?P<bits>\d{3,5})[\s-]*bits?\s+)?(?P<type>ed25519|rsa|ecdsa)\s+(?:ssh\s+)?key(?:\s*pair)?\b(?P<rest>.*)$", re.I),
     lambda m: _ssh_key(m)),
    # users: locks, renames, homes moved, primary groups, expiry
    (re.compile(r"\b(?P<un>un)?lock\s+(?:the\s+)?(?:(?:password|account)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)"
                r"|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+(?:password|account)|user\s+(?:account\s+)?(?P<user3>[a-z_][\w-]*)|account\s+(?!of\b|for\b)(?P<user4>[a-z_][\w-]*)|(?!(?:my|this|that|user|the|an?|password)\s)(?P<user5>[a-z_][\w-]*)\s+(?:user\s+)?account)\b", re.I),
     lambda m: f"sudo passwd -{'u' if m.group('un') else 'l'} {m.group('user') or m.group('user2') or m.group('user3') or m.group('user4') or m.group('user5')}"),
    (re.compile(r"\brename\s+(?:the\s+)?user\s+(?:account\s+)?(?P<old>[a-z_][\w-]*)\s+to\s+(?P<new>[a-z_][\w-]*)\b"
                r"|\bchange\s+(?:the\s+)?(?:login\s+name|user\s*name)\s+(?:of\s+)?(?:user\s+)?(?P<old2>[a-z_][\w-]*)\s+to\s+(?P<new2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo usermod -l {m.group('new') or m.group('new2')} {m.group('old') or m.group('old2')}"),
    (re.compile(r"\b(?P<move>move|change|set)\s+(?:(?:the\s+)?home\s+(?:directory|folder|dir)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)"
                r"|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+home\s+(?:directory|folder|dir))\s+to\s+"
                r"(?P<dir>/[\w./-]*\w)(?P<rest>.*)$", re.I),
     lambda m: f"sudo usermod -d {m.group('dir')}"
               + (" -m" if m.group("move").lower() == "move" or re.search(r"\bmov\w*\b", m.group("rest"), re.I) else "") + f" {m.group('user') or m.group('user2')}"),
    (re.compile(r"\b(?:set|change|make)\s+(?:the\s+)?primary\s+group\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:to|into)\s+(?P<group>[a-z_][\w-]*)\b"
                r"|\b(?:set|change)\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+primary\s+group\s+to\s+(?P<group2>[a-z_][\w-]*)\b"
                r"|\bmake\s+(?P<group3>[a-z_][\w-]*)\s+the\s+primary\s+group\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user3>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo usermod -g {m.group('group') or m.group('group2') or m.group('group3')} {m.group('user') or m.group('user2') or m.group('user3')}"),
    (re.compile(r"\b(?:make\s+)?(?:the\s+)?password\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+expire\s+(?:after|every)\s+(?:at\s+most\s+)?(?P<n>\d+)\s+days\b"
                r"|\bmax(?:imum)?\s+password\s+age\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+to\s+(?P<n2>\d+)(?:\s+days)?\b"
                r"|\b(?:max(?:imum)?\s+password\s+age|password\s+max(?:imum)?\s+age)\s+(?:of\s+)?(?P<n3>\d+)\s+days?\s+(?:for|on)\s+(?:the\s+)?(?:user\s+)?"
                r"(?P<user3>[a-z_][\w-]*?)(?:'s)?\b", re.I),
     lambda m: f"sudo chage -M {m.group('n') or m.group('n2') or m.group('n3')} {m.group('user') or m.group('user2') or m.group('user3')}"),
    # sudo: what I may run, a root shell, a sudoers file's syntax, a line written to a file of the system
    (re.compile(r"\b(?:list|show|see|what)\b[^.?]*\b(?:allowed|permitted|able)\s+to\s+run\s+(?:as\s+root\s+)?(?:with|using|via|through)\s+sudo\b"
                r"|\b(?:list|show|check)\s+(?:my|the\s+current\s+user's)\s+sudo\s+(?:rights|privileges|permissions)\b", re.I),
     _sudo_rights),
    (re.compile(r"^\s*(?:open|start|get|give\s+me|drop\s+(?:me\s+)?into)\s+(?:a\s+)?root\s+(?:login\s+)?shell\s*[.!]?\s*$", re.I), lambda m: "sudo -i"),
    (re.compile(r"\b(?:check|validate|verify|test)\s+(?:the\s+)?syntax\s+of\s+(?P<file>/etc/sudoers(?:\.d/[\w.-]+)?)"
                r"|\b(?:check|validate|verify|test)\s+(?P<file2>/etc/sudoers(?:\.d/[\w.-]+)?)\s+for\s+(?:syntax\s+)?errors\b", re.I),
     lambda m: "sudo visudo -c" + (f"f {f}" if (f := m.group("file") or m.group("file2")) != "/etc/sudoers" else "")),
    (re.compile(r"\b(?P<verb>writ(?:e|ing)|put(?:ting)?|add(?:ing)?|append(?:ing)?)\s+(?:the\s+line\s+)?(?P<q>['\"])(?P<text>[^'\"]+)(?P=q)\s+(?:to|into|in|at\s+the\s+end\s+of)\s+"
                r"(?P<file>/(?:etc|usr|opt|srv|var|boot)/[\w./-]*\w)\b", re.I),
     lambda m: f"echo '{m.group('text')}' | sudo tee {'-a ' if m.group('verb').lower().startswith(('add', 'append')) else ''}{m.group('file')}"),
    (re.compile(r"\b(?:add|append)(?:ing)?\s+(?:the\s+line\s+)?(?P<line>(?:export\s+)?[A-Za-z_]\w*=[^\s'\"]+|alias\s+\w+=(?:'[^']*'|\"[^\"]*\"))\s+"
                r"(?:to|at\s+the\s+end\s+of)\s+(?:my\s+)?(?P<file>~/\.[\w.-]+|\.[\w.-]+rc)\b", re.I),
     lambda m: (f'echo "{m.group("line")}"' if "'" in m.group("line") else f"echo '{m.group('line')}'") + f" >> {m.group('file')}"),
    # "add bob to both the audio and video groups", "set bob's supplementary groups to exactly devs and qa"
    (re.compile(r"^(?=.*\bgroups?\b)\s*(?:please\s+)?add\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+(?:both\s+|all\s+of\s+)?(?:the\s+)?(?:groups?\s+)?"
                r"(?P<groups>[a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*\s*,?\s+and\s+[a-z_][\w-]*)(?:\s+groups?)?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo usermod -aG {','.join(items_listed(m.group('groups')))} {m.group('user')}"),
    (re.compile(r"\b(?:set|make|change)\s+(?:the\s+user\s+)?(?P<user>[a-z_][\w-]*)'s\s+(?:supplementary\s+|secondary\s+|extra\s+)?groups\s+(?:to\s+)?"
                r"(?:be\s+)?(?:exactly\s+|only\s+|just\s+)?(?P<groups>[a-z_][\w-]*(?:(?:\s*,\s*|\s*,?\s+and\s+)[a-z_][\w-]*)*)", re.I),
     lambda m: f"sudo usermod -G {','.join(_groups_named(m.group('groups')))} {m.group('user')}"),
    # "show the name of my primary group", "list all groups on the system"
    (re.compile(r"\b(?:name\s+of\s+)?my\s+primary\s+group\b|\bprimary\s+group\s+(?:name\s+)?(?:of\s+)?(?:mine|me|my\s+user)\b", re.I), lambda m: "id -gn"),
    (re.compile(r"^\s*(?:please\s+)?(?:list|show|print|display)\s+(?:the\s+names\s+of\s+)?(?:all\s+)?(?:the\s+)?groups\s+(?:on|of|in)\s+(?:this|the)\s+"
                r"(?:system|machine|server|box|computer)\s*[.?!]?\s*$", re.I),
     lambda m: "getent group | cut -d: -f1"),
    # "list accounts that have UID 0", "users whose login shell is /bin/bash": a test of one field of /etc/passwd
    (re.compile(r"\b(?:accounts|users|usernames|user\s+names|logins)\s+(?:that\s+have|which\s+have|with|whose|having)\s+(?:a\s+|an\s+|the\s+)?"
                r"(?P<field>uid|user\s+id|gid|group\s+id|(?:login\s+)?shell|home(?:\s+(?:directory|dir|folder))?)\s+(?P<test>.+?)\s*[.?!]?\s*$", re.I),
     lambda m: _passwd_field_tested(m)),
    # a user's home folder
    (re.compile(r"^\s*(?:print|show|display|get|find|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?home\s+(?:directory|folder|dir)\s+(?:path\s+)?of\s+(?:the\s+)?user\s+"
                r"(?P<user>[a-z_][\w-]*)(?:\s+(?:from|in)\s+/etc/passwd)?\s*\??\s*$|^\s*what(?:'s|\s+is)\s+(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+home\s+(?:directory|folder|dir)\s*\??\s*$", re.I),
     lambda m: f"getent passwd {m.group('user') or m.group('user2')} | cut -d: -f6"),
    # accounts (DV): password ageing by chage (its maximum age above), groups made, renamed and given members, ids looked up, a login shell,
    # a full name, a password set without a prompt, sudo rights of another user
    (re.compile(r"\b(?:at\s+least|a\s+minimum\s+of|minimum)\s+(?P<n>\d+)\s+days?\s+between\s+password\s+changes\s+for\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\b"
                r"|\bmin(?:imum)?\s+password\s+age\s+(?:of\s+)?(?P<n2>\d+)\s+days?\s+(?:for|on)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*?)(?:'s)?\b", re.I),
     lambda m: f"sudo chage -m {m.group('n') or m.group('n2')} {m.group('user') or m.group('user2')}"),
    (re.compile(r"\bwarn\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?P<n>\d+)\s+days?\s+before\s+(?:his|her|their|the|its)\s+password\s+expires\b", re.I),
     lambda m: f"sudo chage -W {m.group('n')} {m.group('user')}"),
    (re.compile(r"\b(?:disable|lock|deactivate|inactivate)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+account\s+(?P<n>\d+)\s+days?\s+after\s+(?:his|her|their|the|its)\s+password\s+expires\b", re.I),
     lambda m: f"sudo chage -I {m.group('n')} {m.group('user')}"),
    (re.compile(r"\bremove\s+(?:the\s+)?(?:account\s+)?expir(?:y|ation)(?:\s+date)?\s+(?:for|of|from)\s+(?:the\s+)?(?:user\s+|account\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo chage -E -1 {m.group('user')}"),
    (re.compile(r"\bpassword\s+(?:ageing|aging|expiry|expiration)\s+(?:info(?:rmation)?|details|settings|data)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo chage -l {m.group('user')}"),
    (re.compile(r"\b(?:create|add|make)\s+(?:a\s+)?(?:new\s+)?group\s+(?:called\s+|named\s+)?(?P<group>[a-z_][\w-]*)\s+with\s+(?:the\s+)?(?:gid|group\s+id)\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo groupadd -g {m.group('n')} {m.group('group')}"),
    (re.compile(r"^\s*(?:delete|remove)\s+(?:the\s+)?(?:unix\s+|user\s+)?group\s+(?:called\s+|named\s+)?(?P<group>[a-z_][\w-]*)\s*[.!]?\s*$", re.I),
     lambda m: f"sudo groupdel {m.group('group')}"),
    (re.compile(r"\brename\s+(?:the\s+)?group\s+(?P<old>[a-z_][\w-]*)\s+(?:to|as)\s+(?P<new>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo groupmod -n {m.group('new')} {m.group('old')}"),
    (re.compile(r"\bchange\s+the\s+(?:gid|group\s+id)\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo groupmod -g {m.group('n')} {m.group('group')}"),
    (re.compile(r"\bmake\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?:an?\s+)?(?:administrator|admin)\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\b", re.I),
     lambda m: f"sudo gpasswd -A {m.group('user')} {m.group('group')}"),
    (re.compile(r"\bset\s+the\s+members\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+to\s+(?:exactly\s+|just\s+|only\s+)?(?P<list>[a-z_][\w-]*(?:\s*,\s*[a-z_][\w-]*)*(?:\s*,?\s+and\s+[a-z_][\w-]*)?)\s*$", re.I),
     lambda m: f"sudo gpasswd -M {','.join(items_listed(m.group('list')))} {m.group('group')}"),
    (re.compile(r"\bmembers\s+of\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s+one\s+per\s+line\b|\bcount\s+(?:how\s+many\s+users\s+are\s+listed\s+as\s+|the\s+)?members\s+of\s+(?:the\s+)?group\s+(?P<group2>[a-z_][\w-]*)\b", re.I),
     lambda m: f"getent group {m.group('group') or m.group('group2')} | cut -d: -f4 | tr ',' '\\n'" + (" | grep -c ." if m.group("group2") else "")),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:numeric\s+)?(?:uid|user\s+id)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"id -u {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is)|which\s+is)\s+(?:me\s+)?(?:the\s+)?primary\s+group(?:\s+name)?\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"id -gn {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:gid|group\s+id)\s+(?:of|for)\s+(?:the\s+)?group\s+(?P<group>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"getent group {m.group('group')} | cut -d: -f3"),
    (re.compile(r"^\s*(?:which|what)\s+user\s+(?:has|owns|is)\s+(?:the\s+)?(?:uid|user\s+id)\s+(?P<n>\d+)\s*\??\s*$", re.I), lambda m: f"getent passwd {m.group('n')}"),
    (re.compile(r"\b(?:list|show|find|print)\s+(?:every|all|each|the)\s+(?:accounts?|users?)\s+with\s+(?:uid|user\s+id)\s+(?P<n>\d+)\b", re.I),
     lambda m: f"awk -F: '$3=={m.group('n')} {{print $1}}' /etc/passwd"),
    (re.compile(r"\bshadow\s+(?:entry|line|record)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b", re.I), lambda m: f"sudo getent shadow {m.group('user')}"),
    (re.compile(r"\b(?:change|switch)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*?)(?:'s)?\s+(?:login\s+|default\s+)?shell\s+to\s+(?P<shell>/[\w/]+|zsh|bash|fish|sh|dash|ksh|tcsh)\b"
                # "switch the login shell of user ops to zsh"
                r"|\b(?:change|switch|set)\s+the\s+(?:login|default)\s+shell\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+to\s+(?P<shell2>/[\w/]+|zsh|bash|fish|sh|dash|ksh|tcsh)\b", re.I),
     _shell_changed),
    # "disable shell login for user ed (by giving him the nologin shell)", "give bob the nologin shell"
    (re.compile(r"\b(?:disable|block|prevent|deny)\s+(?:the\s+)?(?:shell\s+|interactive\s+)?logins?\s+(?:for|of|by)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\b"
                r"|\bgive\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+(?:the\s+)?nologin\s+shell\b", re.I),
     lambda m: f"sudo usermod -s /usr/sbin/nologin {m.group('user') or m.group('user2')}"),
    # "force amy to choose a new password at her next login", "expire bob's password"
    (re.compile(r"\bforce\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+(?:choose|change|set|pick|reset|enter)\s+(?:a\s+new\s+|their\s+|his\s+|her\s+)?password\b"
                r"|\bexpire\s+(?:the\s+)?(?:password\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)|(?:user\s+)?(?P<user3>[a-z_][\w-]*)'s\s+password)\b", re.I),
     lambda m: f"sudo passwd -e {m.group('user') or m.group('user2') or m.group('user3')}"),
    # "show whether harry's password is locked or set", "password status of user ann"
    (re.compile(r"\b(?:whether|if)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+password\s+is\s+(?:locked|set|usable|disabled)\b"
                r"|\bpassword\s+status\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\b|\b(?:user\s+)?(?P<user3>[a-z_][\w-]*)'s\s+password\s+status\b", re.I),
     lambda m: f"sudo passwd -S {m.group('user') or m.group('user2') or m.group('user3')}"),
    # "show the last login time for user irene", "when did bob last log in"
    (re.compile(r"\blast\s+login(?:\s+time|\s+date)?\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$"
                r"|\bwhen\s+did\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\s+last\s+log\s*in\b", re.I),
     lambda m: f"lastlog -u {m.group('user') or m.group('user2')}"),
    # "show logins of user quinn since 2024-01-01"
    (re.compile(r"\blogins\s+(?:of|by|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+since\s+(?P<date>\d{4}-\d{2}-\d{2})\s*$", re.I),
     lambda m: f"last -s {m.group('date')} {m.group('user')}"),
    # "forget my cached sudo credentials", "make sudo ask for my password again"
    (re.compile(r"\b(?:forget|clear|drop|invalidate|reset|revoke)\s+(?:my\s+|the\s+)?(?:cached\s+)?sudo\s+(?:credentials|password|timestamp|session)\b"
                r"|\bmake\s+sudo\s+(?:ask|prompt)\s+(?:for\s+)?(?:my\s+|the\s+)?password\s+again\b", re.I), lambda m: "sudo -k"),
    # "edit the sudoers file safely"
    (re.compile(r"^\s*(?:safely\s+)?edit\s+(?:the\s+)?sudoers(?:\s+file)?(?:\s+safely)?\s*$", re.I), lambda m: "sudo visudo"),
    # "edit /etc/fstab with sudoedit"
    (re.compile(r"^\s*(?:open|edit)\s+(?P<file>/[\w./-]*\w)\s+(?:with|using|via)\s+sudoedit\s*$", re.I), lambda m: f"sudoedit {m.group('file')}"),
    (re.compile(r"\b(?:set|change|update)\s+the\s+(?:full\s+name|real\s+name|comment|gecos(?:\s+field)?)\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+to\s+['\"]?(?P<name>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"sudo usermod -c '{m.group('name')}' {m.group('user')}"),
    (re.compile(r"\bdefault\s+settings\s+(?:that\s+)?useradd\s+(?:applies|uses|gives)\b|\buseradd(?:'s)?\s+defaults\b", re.I), lambda m: "useradd -D"),
    (re.compile(r"\bset\s+(?:the\s+password\s+of\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)|(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+password)\s+to\s+(?P<pw>\S+)\s+"
                r"(?:non-?interactively|without\s+(?:an?\s+)?(?:interactive\s+)?prompt(?:ing)?)\s*$", re.I),
     lambda m: f"echo '{m.group('user') or m.group('user2')}:{m.group('pw')}' | sudo chpasswd"),
    (re.compile(r"\bcheck\s+(?:if|whether)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:may|can|is\s+allowed\s+to)\s+run\s+(?P<cmd>\S+)\s+(?:through|with|via|using)\s+sudo\b", re.I),
     lambda m: f"sudo -l -U {m.group('user')} {m.group('cmd')}"),
    (re.compile(r"^\s*(?:safely\s+)?edit\s+(?:the\s+sudoers\s+file\s+)?(?P<file>/etc/sudoers(?:\.d/[\w.-]+)?)\s*(?:safely)?\s*$", re.I),
     lambda m: "sudo visudo" + ("" if m.group("file") == "/etc/sudoers" else f" -f {m.group('file')}")),
    # users: the passwd entry, the login shell, all group names, login and reboot history
    (re.compile(r"^\s*(?:show|print|display|get)\s+(?:me\s+)?(?:the\s+)?(?:/etc/)?passwd\s+(?:entry|line|record)\s+(?:for|of)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*$", re.I),
     lambda m: f"getent passwd {m.group('user')}"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is))\s+(?:me\s+)?(?:the\s+)?(?:login\s+|default\s+)?shell\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s*\??\s*$", re.I),
     lambda m: f"getent passwd {m.group('user')} | cut -d: -f7"),
    (re.compile(r"^\s*(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?(?:group\s+names|names\s+of\s+(?:all\s+)?(?:the\s+)?groups)(?:\s+on\s+(?:the|this)\s+(?:system|machine))?\s*$", re.I),
     lambda m: "cut -d: -f1 /etc/group"),
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:recent\s+)?log\s*in\s+history\s*$", re.I), lambda m: "last"),
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?history\s+of\s+(?:the\s+)?(?:system\s+)?reboots\s*$", re.I), lambda m: "last reboot"),
    (re.compile(r"\bname\s+of\s+(?:user\s+)?(?P<user>[a-z_][\w-]*)'s\s+primary\s+group\b", re.I), lambda m: f"id -gn {m.group('user')}"),
    # groups: a user added to one, its members
    (re.compile(r"^\s*add\s+(?:the\s+)?(?:existing\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+to\s+(?:the\s+)?(?:supplementary\s+|secondary\s+)?group\s+(?P<group>[a-z_][\w-]*)\s*$"
                r"|^\s*add\s+(?:the\s+)?(?:existing\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s+to\s+the\s+(?P<group2>[a-z_][\w-]*)\s+group\s*$", re.I),
     lambda m: f"sudo usermod -aG {m.group('group') or m.group('group2')} {m.group('user') or m.group('user2')}"),
    (re.compile(r"\b(?:who\s+are|list|show)\s+(?:all\s+)?the\s+members\s+of\s+the\s+(?P<group>[a-z_][\w-]*)\s+group\b|\bmembers\s+of\s+(?:the\s+)?group\s+(?P<group2>[a-z_][\w-]*)\b"
                r"|\b(?:which|what)\s+users\s+are\s+(?:in|members\s+of)\s+the\s+(?P<group3>[a-z_][\w-]*)\s+group\b", re.I),
     lambda m: f"getent group {m.group('group') or m.group('group2') or m.group('group3')}"),
    # "list the groups user dave belongs to"
    (re.compile(r"\b(?:list|show|print)\s+(?:all\s+)?(?:the\s+)?groups\s+(?:that\s+)?(?:the\s+)?(?:user\s+)?(?P<user>[a-z_][\w-]*)\s+(?:belongs\s+to|is\s+(?:in|a\s+member\s+of))\b", re.I),
     lambda m: f"groups {m.group('user')}"),
    # "list the names of logged-in users", "list the users currently logged in, each name once"
    (re.compile(r"\b(?:names\s+of\s+(?:the\s+)?logged[\s-]in\s+users|users\s+(?:currently\s+)?logged\s+in,?\s+(?:each\s+(?:name\s+)?once|once\s+each|without\s+duplicates))\b", re.I),
     lambda m: "who | awk '{print $1}' | sort -u"),
    # "list current login sessions known to systemd-logind"
    (re.compile(r"\blogin\s+sessions\b", re.I), lambda m: "loginctl list-sessions"),
    # "print yes if the user alice exists"
    (re.compile(r"\b(?:print|echo|say)\s+yes\s+if\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+exists\b", re.I),
     lambda m: f"id {m.group('user')} > /dev/null 2>&1 && echo yes"),
    (re.compile(r"\b(?:check\s+)?(?:whether|if)\s+(?:the\s+)?user\s+(?P<user>[a-z_][\w-]*)\s+exists\b|\bdoes\s+(?:the\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s+exist\b", re.I),
     lambda m: f"id {m.group('user') or m.group('user2')}"),
    # "check the sudoers file for syntax errors"
    (re.compile(r"\b(?:check|validate|verify|test)\s+(?:the\s+)?(?:/etc/)?sudoers(?:\s+file)?\s+(?:for\s+(?:syntax\s+)?errors|syntax)\b", re.I), lambda m: "sudo visudo -c"),
    # "show failed login attempts from /var/log/btmp"
    (re.compile(r"\bfailed\s+log\s*ins?\s+(?:attempts\s+)?(?:from|in)\s+/var/log/btmp\b", re.I), lambda m: "sudo lastb"),
    # "run make install as root"
    (re.compile(r"^\s*(?:and\s+)?(?:then\s+)?run\s+(?P<cmd>[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?)\s+as\s+root\s*[.!]?\s*$", re.I),
     lambda m: f"sudo {m.group('cmd')}" if m.group("cmd").split()[0].lower() in COMMAND_WORDS | {"make"} else None),
    # password ageing said as a rule (HP): "passwords of deploy should expire after 90 days", "warn bob 7 days before his password
    # runs out", "carol must wait at least 1 day between password changes", "contractor1's account should expire on 2025-12-31"
    (re.compile(r"^\s*(?:the\s+)?passwords?\s+(?:of|for)\s+(?P<user>[a-z_][\w-]*)\s+(?:should|must|will|need\s+to|has\s+to)\s+expire\s+(?:after|every)\s+(?P<n>\d+)\s+days?\s*$"
                # "bob's password should have a maximum age of 90 days"
                r"|^\s*(?:user\s+)?(?P<user2>[a-z_][\w-]*)'s\s+password\s+(?:should|must|needs\s+to|has\s+to)\s+(?:have|get)\s+a\s+max(?:imum)?\s+age\s+of\s+(?P<n2>\d+)\s+days?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo chage -M {m.group('n') or m.group('n2')} {m.group('user') or m.group('user2')}"),
    (re.compile(r"^\s*warn\s+(?P<user>[a-z_][\w-]*)\s+(?P<n>\d+)\s+days?\s+before\s+(?:his|her|their|the)\s+password\s+(?:runs\s+out|expires)\s*$", re.I),
     lambda m: f"sudo chage -W {m.group('n')} {m.group('user')}"),
    (re.compile(r"^\s*(?P<user>[a-z_][\w-]*)\s+(?:must|should|has\s+to)\s+wait\s+(?:at\s+least\s+)?(?P<n>\d+)\s+days?\s+between\s+password\s+changes\s*$", re.I),
     lambda m: f"sudo chage -m {m.group('n')} {m.group('user')}"),
    (re.compile(r"^\s*(?P<user>[a-z_][\w-]*)'s\s+account\s+(?:should|must|will|needs\s+to|has\s+to)\s+expire\s+on\s+(?P<date>\d{4}-\d{2}-\d{2})\s*$", re.I),
     lambda m: f"sudo chage -E {m.group('date')} {m.group('user')}"),
    # "take contractor1 out of the sudo group, his contract ended", "remove user bob from the group docker"
    (_OUT_OF_GROUP, lambda m: f"sudo gpasswd -d {m.group('user') or m.group('user2')} {m.group('group') or m.group('group2')}"),
    # "let the deploy user run 'systemctl restart nginx' as root via sudo without a password; put the rule in /etc/sudoers.d/deploy"
    (_NOPASSWD_RULE, _nopasswd_rule),
    # "Fingerprint of this host's ed25519 host key?", "show the rsa host key fingerprint of this server"
    (re.compile(r"\bfingerprints?\s+of\s+(?:this|the)\s+(?:host|server|machine|box)(?:'s)?\s+(?:ssh\s+)?(?P<type>ed25519|rsa|ecdsa)\s+(?:ssh\s+)?host\s+key\b"
                r"|\b(?P<type2>ed25519|rsa|ecdsa)\s+(?:ssh\s+)?host\s+key(?:'s)?\s+fingerprint\b", re.I),
     lambda m: f"ssh-keygen -lf /etc/ssh/ssh_host_{(m.group('type') or m.group('type2')).lower()}_key.pub"),
    # "web02 got reinstalled, remove its old key from my known_hosts"
    (re.compile(r"^\s*(?:the\s+)?(?:host\s+|server\s+)?(?P<host>[a-z0-9][\w.-]*)\s+(?:got|was|has\s+been)\s+(?:reinstalled|rebuilt|reimaged|replaced)\s*[,;]?\s*(?:so\s+)?"
                r"(?:remove|delete|drop|forget|clear)\s+its\s+(?:old\s+|stale\s+)?(?:host\s+)?key\s+(?:from|in)\s+(?:my\s+|the\s+)?(?:~/\.ssh/)?known_hosts(?:\s+file)?\s*[.!]?\s*$", re.I),
     lambda m: f"ssh-keygen -R {m.group('host')}"),
)
