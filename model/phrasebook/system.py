"""The system: hardware (CPU, memory, BIOS, USB and PCI devices), the kernel (``dmesg``, modules, ``sysctl``, its boot
command line), disks, partitions and file systems (``lsblk``, ``blkid``, ``df``, ``findmnt``, ``mount``, ``fsck``,
``mkfs``, labels, ``dd`` images, logical volumes), swap, packages (``apt``, ``dpkg``: their files, sizes, versions and
install dates), services and logs (``systemctl``, ``journalctl``, ``logger``, ``logrotate``), jobs run later (``cron``,
``at``), the hostname and this machine's own addresses, the load, temperatures (``sensors``), the clock and the
locale, power (``shutdown``, a reboot the updates ask for and the packages asking), the release of the OS, a program's
version, a file's permissions asked in short, sshd's effective settings (``sshd -T``) and disk usage browsed (``ncdu``).
"""

from __future__ import annotations

import re

from serval.model.entities import COMMAND_WORDS, PROGRAM_NAMES, count_value
from serval.model.generic import cron_schedule
from serval.model.phrasebook.journal import _KNOWN_UNITS
from serval.model.phrasebook.shared import _byte_size, _shell_word, _sudo_for


# A program's version asked: "nginx version installed?", "what version of python3 do I have", "installed version of
# openssl package", "which git version am I running"
_NAME = r"(?P<prog>[a-z][\w.+-]*?)"   # the program's (or package's) name
_VERSION_ASKED = re.compile(rf"^\s*(?:(?:what|which)(?:'s|\s+is)?\s+(?:the\s+)?(?:installed\s+|current\s+)?version\s+of|(?:show|print|get|check)\s+(?:me\s+)?(?:the\s+)?(?:installed\s+)?version\s+of"
                            rf"|(?:show|print|get|check)\s+(?:me\s+)?(?:the\s+)?installed\s+version\s+of|(?:the\s+)?installed\s+version\s+of)\s+(?:the\s+)?(?P<pkg>package\s+)?{_NAME}(?P<pkg2>\s+package)?"
                            r"(?:\s+(?:is\s+)?(?:installed(?:\s+here|\s+on\s+(?:this|the)\s+(?:machine|box|server|system))?|do\s+i\s+have(?:\s+installed)?|have\s+i\s+got|am\s+i\s+(?:running|using|on)|is\s+(?:this|the)\s+(?:machine|box|server|system)\s+running|is\s+running|here))?\s*\??\s*$"
                            r"|^\s*(?:(?:what(?:'s|\s+is)|show|print|check)\s+(?:me\s+)?(?:the\s+)?|which\s+)?(?:installed\s+)?(?P<prog2>[a-z][\w.+-]*?)(?P<pkg3>\s+package)?\s+version"
                            r"(?:\s+(?:is\s+)?(?:installed|do\s+i\s+have|am\s+i\s+(?:running|using|on)|is\s+running|here))?\s*\??\s*$", re.I)
# What asking for a version of these words means is not one program's --version (the OS, the kernel: other rows)
_NOT_PROGRAMS = frozenset({"ubuntu", "debian", "linux", "kernel", "os", "distro", "distribution", "release", "bios", "firmware", "the", "this", "that", "it", "its",
                           "my", "a", "an", "file", "api", "protocol", "http", "tls", "ssl", "package", "app", "program", "software", "system", "windows", "mint",
                           "fedora", "centos", "rhel", "driver", "uefi", "glibc", "libc", "chrome", "slack", "zoom", "spotify", "cron", "crond"})
# Programs whose version is not printed by --version
_VERSION_COMMANDS = {"nginx": "nginx -v", "java": "java -version", "ssh": "ssh -V", "openssh": "ssh -V", "go": "go version", "golang": "go version",
                     "openssl": "openssl version", "apache2": "apache2 -v", "apache": "apache2 -v", "httpd": "httpd -v", "tmux": "tmux -V",
                     "kubectl": "kubectl version --client", "python": "python3 --version", "php": "php -v", "lua": "lua -v", "ffmpeg": "ffmpeg -version",
                     "ip": "ip -V", "top": "top -v", "screen": "screen -v", "sshd": "ssh -V", "git": "git --version", "rustc": "rustc --version",
                     "cargo": "cargo --version", "terraform": "terraform --version", "ansible": "ansible --version", "helm": "helm version"}


def _version_of(m: re.Match) -> str | None:
    """The version of a program: "nginx version installed?" → ``nginx -v``, "which version of git do I have" → ``git
    --version``; of a package, when the request says package: "installed version of openssl package" → ``dpkg-query -W
    -f='${Version}\n' openssl``. None for the OS, the kernel and names of no known program (a Python library's version is
    pip's)."""
    prog = (m.group("prog") or m.group("prog2")).lower()
    if prog in _NOT_PROGRAMS:
        return None
    if m.group("pkg") or m.group("pkg2") or m.group("pkg3"):
        return f"dpkg-query -W -f='${{Version}}\\n' {prog}"
    if prog not in _VERSION_COMMANDS and prog not in COMMAND_WORDS and prog not in PROGRAM_NAMES:
        return None   # a library as often as a program ("which version of requests is installed": pip show requests)
    return _VERSION_COMMANDS.get(prog, f"{prog} --version")


# The installed packages by their size: "10 largest installed packages", "which installed packages take up the most space"
_LARGEST_PACKAGES = re.compile(r"^\s*(?:(?:list|show|what\s+are|which\s+are|find)\s+(?:me\s+)?)?(?:the\s+)?(?:top\s+)?(?P<n>\d+)?\s*(?:largest|biggest|heaviest)\s+(?:installed\s+)?(?:deb(?:ian)?\s+|apt\s+|dpkg\s+)?packages"
                               r"(?:\s+(?:installed|on\s+(?:this|the|my)\s+(?:system|machine|box|server)|by\s+(?:installed\s+)?size|(?:installed\s+)?here))?\s*\??\s*$"
                               r"|^\s*(?:which|what)\s+(?:(?P<n2>\d+)\s+)?(?:installed\s+)?(?:deb(?:ian)?\s+|apt\s+)?packages\s+(?:take|use|eat|occupy)\s+(?:up\s+)?the\s+most\s+(?:disk\s+)?space\s*\??\s*$", re.I)

# A package's install date, from dpkg's logs: "when did I install jq?", "when was nginx installed"
_INSTALLED_WHEN = re.compile(r"^\s*when\s+(?:did\s+(?:i|we|you|someone|somebody)\s+install|was)\s+(?:the\s+)?(?:package\s+)?(?P<pkg>[a-z0-9][\w.+-]*?)(?:\s+package)?"
                             r"(?:\s+(?:first\s+)?installed)?(?:\s+(?:here|on\s+(?:this|the)\s+(?:machine|box|server|system)))?\s*\??\s*$", re.I)


def _install_date(m: re.Match) -> str | None:
    """When a package was installed, from dpkg's logs, the rotated ones too: "when did I install jq?" → ``zgrep ' install
    jq:' /var/log/dpkg.log*``. None for "when was the system installed" and a question without install."""
    pkg = m.group("pkg")
    if pkg.lower() in _NOT_PROGRAMS or not re.search(r"\binstall(?:ed)?\b", m.string, re.I):
        return None
    return f"zgrep ' install {pkg}:' /var/log/dpkg.log*"


# The hardware's temperatures (lm-sensors): "cpu temps", "show the cpu temperature", "how hot is my cpu"
_TEMPERATURES = re.compile(r"^\s*(?:(?:show|print|display|check|get|read|what(?:'s|\s+(?:is|are)))\s+(?:me\s+)?(?:the\s+|my\s+)?(?:current\s+)?)?(?:cpu|processor|core|hardware|system|motherboard)\s+"
                           r"(?:temps?|temperatures?)(?:\s+(?:right\s+)?now)?\s*\??\s*$"
                           r"|^\s*how\s+hot\s+is\s+(?:my\s+|the\s+|this\s+)?(?:cpu|processor|machine|computer|laptop)(?:\s+(?:right\s+)?now)?\s*\??\s*$", re.I)

# A file's permissions asked as a number: "octal mode of run.sh" ("perms on deploy.sh", "what are the permissions of
# deploy.sh" are the model's ls -l)
_PERMISSIONS_ASKED = re.compile(r"^\s*(?:(?:what\s+are|what's|what\s+is|show(?:\s+me)?|check|print|get|tell\s+me)\s+(?:the\s+)?(?:current\s+)?)?(?P<octal>octal|numeric)\s+(?:perms|permissions|mode|permission\s+bits)\s+(?:on|of|for)\s+(?:the\s+)?(?:file\s+|folder\s+|directory\s+)?"
                                r"(?P<file>[~/][\w./~-]*|\.{1,2}/[\w./~-]*|[\w-][\w.-]*\.\w+)\s*\??\s*$", re.I)

# This machine's own addresses asked: "what's this box's ip address", "what is my local ip" (a bare "what's my ip" is the
# public one as often: left to the rows of the network)
_OWN_IP = re.compile(r"^(?=.*\b(?:box|machine|computer|server|host|laptop|pc|local|private|lan|internal)\b)\s*(?:what(?:'s|\s+is|\s+are)|show(?:\s+me)?|print|tell\s+me|get)\s+(?:the\s+)?(?:(?:this|my|the)\s+(?:box|machine|computer|server|host|laptop|pc)(?:'s|s)?\s+|my\s+)?"
                     r"(?:local|private|lan|internal)?\s*ip(?:v4)?(?:\s+address(?:es)?)?(?:\s+of\s+(?:this|my|the)\s+(?:box|machine|computer|server|host|laptop|pc))?\s*\??\s*$", re.I)

# df's view of the mounts: "list mounted filesystems with their types and usage", "show every mounted file system with its size and type"
_MOUNTS_WITH_USAGE = re.compile(r"^\s*(?:list|show|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:currently\s+)?mounted\s+(?:file\s*systems|filesystems|partitions|drives|volumes)\s+"
                                r"(?:with|and)\s+(?:their\s+|its\s+)?(?:(?P<types>(?:file\s*system\s+)?types?)\s+and\s+(?:their\s+)?(?:usage|sizes?|(?:free|used)\s+space|space\s+used|disk\s+usage)"
                                r"|(?:usage|sizes?|(?:free|used)\s+space|space\s+used|disk\s+usage)(?:\s+and\s+(?:their\s+)?(?P<types2>(?:file\s*system\s+)?types?))?)\s*$", re.I)

# A place's file system asked as the format it has: "what filesystem is /data formatted as", "what is /mnt/usb formatted with"
_FORMATTED_AS = re.compile(r"\b(?:what|which)\s+(?:(?:kind|type|sort)\s+of\s+)?(?:file\s*system|fs|format)(?:\s+type)?\s+(?:is\s+)?(?P<place>[~/.][\w./~-]*)\s+(?:is\s+)?formatted"
                           r"(?:\s+(?:as|with|in|to))?\s*\??\s*$"
                           r"|\bwhat\s+is\s+(?P<place2>[~/.][\w./~-]*)\s+formatted\s+(?:as|with|in)\s*\??\s*$", re.I)

# The files a package installed, or a .deb file would: "what files did the htop package put on my system", "which files
# would slack-desktop-4.41.105-amd64.deb install", "list the files installed by the package curl"
_PACKAGE_FILES = re.compile(r"\b(?:list|show|which|what)\s+(?:are\s+)?(?:all\s+)?(?:the\s+)?files\s+(?:that\s+)?(?:(?:did|does|has|have|would|will)\s+)?(?:the\s+)?(?:package\s+)?"
                            r"(?P<pkg>[a-z0-9][\w.+-]*)\s+(?:package\s+)?(?:(?:has|have|did|does|would|will)\s+)?"
                            r"(?:installed|install|put\s+on\s+(?:the\s+|my\s+|this\s+)?(?:system|disk|machine|box|computer))\b"
                            r"|\bfiles\s+(?:installed|shipped)\s+by\s+(?:the\s+)?(?:package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\b", re.I)


def _fs_type(place: str) -> str:
    """The file system of a place: ``df -T /data`` for a folder (the one it is on), ``lsblk -no FSTYPE /dev/sdb1`` for a
    device, which need not be mounted."""
    return f"lsblk -no FSTYPE {place}" if place.startswith("/dev/") else f"df -T {place}"


def _package_files(m: re.Match) -> str | None:
    """The files of a package: "what files did the htop package put on my system" → ``dpkg -L htop``; those a .deb file
    holds, not yet installed: "which files would slack-desktop-4.41.105-amd64.deb install" → ``dpkg -c
    slack-desktop-4.41.105-amd64.deb``. None for a word that is no package's name ("the", "you")."""
    pkg = m.group("pkg") or m.group("pkg2")
    if pkg.lower() in ("the", "a", "you", "i", "we", "it", "this", "that", "apt", "dpkg", "pip", "pip3", "npm", "yarn", "cargo", "gem", "make", "brew",
                       "snap", "flatpak", "conda", "go"):
        return None   # another installer's files, or no package named
    return f"dpkg -c {pkg}" if pkg.lower().endswith(".deb") else f"dpkg -L {pkg}"


_PACKAGE_INSTALLED = re.compile(r"\bis\s+(?:the\s+)?(?:(?:apt|deb|debian)\s+)?package\s+([\w.+-]+)\s+installed\b"
                                r"|\bis\s+(?:the\s+)?([\w.+-]+)\s+package\s+installed\b", re.I)

_PACKAGE_OF = re.compile(r"\bwhich\s+package\s+(?:does\s+)?([~/][\w./~-]*|[\w.+-]+)\s+(?:come\s+from|belong\s+to)\b"
                         r"|\bwhich\s+package\s+(?:provides|owns|installed|ships)\s+(?!the\s)([~/][\w./~-]*|[\w.+-]+)", re.I)

_CRON_LINE = re.compile(r"^(?:@reboot|@(?:hourly|daily|weekly|monthly|yearly)|(?:\S+\s+){5})\S")
_CRON_JOB = re.compile(r"(?:\b(?P<interp>python3?|bash|sh|node|php|perl|ruby)\s+)?(?P<script>[~/.$][\w./~$-]*\w|\b[\w-]+\.(?:sh|py|pl|rb|js)\b)")
_CRON_OUTPUT = re.compile(r"\b(?P<verb>append\w*|writ\w*|sav\w*|send\w*|log\w*|redirect\w*)\s+(?:its\s+|the\s+|all\s+)?(?P<what>(?:std)?out(?:put)?(?:\s+and\s+(?:std)?err(?:or)?s?)?)"
                          r"\s+(?:in)?to\s+(?P<file>[~/.$][\w./~$-]*\w)", re.I)
_CRON_OWNER = re.compile(r"\b(?P<user>[a-z_][\w-]*)'s\s+crontab\b|\bcrontab\s+(?:of|for)\s+(?:the\s+)?(?:user\s+)?(?P<user2>[a-z_][\w-]*)\b"
                         r"|\b(?:as|for)\s+(?:the\s+)?user\s+(?P<user3>[a-z_][\w-]*)\b|\bas\s+(?P<root>root)\b", re.I)


def _cron_job(m: re.Match) -> str | None:
    """A job added to a crontab without opening an editor: "add a cron job that runs /home/joe/job.sh daily at
    04:00, appending stdout and stderr to /home/joe/job.log" → ``( crontab -l ; echo "0 4 * * * /home/joe/job.sh
    >> /home/joe/job.log 2>&1" ) | crontab -``. The schedule is ``cron_schedule``'s; the job a quoted command, or
    the script the request runs (with its interpreter); another user's crontab (or root's) takes sudo. None when
    the schedule or the job is not clear."""
    text = m.string
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    quoted = quoted and (quoted.group(1) or quoted.group(2))
    if quoted and _CRON_LINE.match(quoted):
        line = quoted   # "add '0 3 * * * /usr/local/bin/backup.sh' to my crontab"
    else:
        schedule = cron_schedule(re.sub(r"'[^']*'|\"[^\"]*\"", " ", text))
        if schedule is None:
            return None
        if quoted:
            job = quoted
        else:
            found = next((j for j in _CRON_JOB.finditer(text) if not _CRON_OUTPUT.search(text[max(0, j.start() - 80):j.end()])
                          and (j.group("interp") or re.search(r"\.(?:sh|py|pl|rb|js)$|/bin/", j.group("script"))
                               or re.search(r"\b(?:run|runs|running|execute|executes)\s+$", text[:j.start()]))), None)
            if found is None:
                return None
            script = found.group("script")
            if not script.startswith(("/", "~", "$")):
                script = "$PWD/" + script.removeprefix("./")
            job = f"{found.group('interp') + ' ' if found.group('interp') else ''}{script}"
        if (out := _CRON_OUTPUT.search(text)):
            file = re.sub(r"YYYY-MM-DD", r"$(date +\\%F)", out.group("file"))
            errors = re.search(r"err", out.group("what"), re.I)
            job += f" {'>>' if out.group('verb').lower().startswith(('append', 'log')) else '>'} {file}{' 2>&1' if errors else ''}"
        line = f"{schedule} {job}"
    quote = "'" if "$(" in line else '"'
    owner = _CRON_OWNER.search(text)
    user = owner and (owner.group("user") or owner.group("user2") or owner.group("user3") or owner.group("root"))
    if user and user.lower() in ("my", "your", "the", "current", "me", "every", "each", "all", "a", "an", "this", "that", "daily", "weekly",
                                 "monthly", "hourly", "nightly"):   # "in my crontab for every monday at 9am"
        user = None
    crontab = "crontab" if not user else "sudo crontab" if user == "root" else f"sudo crontab -u {user}"
    return f"( {crontab} -l ; echo {quote}{line}{quote} ) | {crontab} -"


# A word the lines of a log must also mention: "… that mention backup.sh", "… mentioning backup.sh"
_MENTIONING = r"\s+(?:(?:that|which)\s+(?:mention|contain|include)s?|mentioning|containing|about|for)\s+(?P<word>[\w./-]+)"


def _cron_in_syslog(m: re.Match) -> str:
    """cron's lines of the syslog ("cron entries in /var/log/syslog" → ``grep CRON /var/log/syslog``), those that also
    mention a word: "grep /var/log/syslog for CRON lines that mention backup.sh" → ``grep CRON /var/log/syslog | grep -F
    backup.sh``."""
    file = m.group("file") or m.group("file2")
    file = file if file.startswith("/") else "/var/log/syslog"
    word = m.group("word") or m.group("word2")
    return f"grep CRON {file}" + (f" | grep -F {_shell_word(word)}" if word else "")


# A one-time job for at: "run /usr/local/bin/backup.sh at 9am tomorrow using at", "schedule 'rm /tmp/lockfile' to run in 30
# minutes with at", "run the commands in job.sh with at two hours from now", "queue ./heavy.sh to run when the load is low".
_AT_ASKED = re.compile(r"\b(?:with|using|via|through|by)\s+at\b|\buse\s+at\s+to\b|\bat\s+job\b|\bwhen\s+the\s+(?:system\s+)?load\s+is\s+low\b"
                       # a run or schedule said once, for a day to come: "run ./migrate.sh once, 2 hours from now"
                       r"|^(?=.*\b(?:run|schedule|queue|execute)\b)(?=.*(?:\bonce\b|\btomorrow\b|\btonight\b|\bon\s+\d{4}-\d\d-\d\d\b|\bfrom\s+now\b"
                       r"|\bthis\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b))", re.I)
_AT_SCRIPT = re.compile(r"(?<![\w/.~-])(?P<script>(?:\./|~/|/)[\w./~-]*\w|[\w-]+\.(?:sh|py|pl|rb))(?![\w/.~-])")
_AT_FILE = re.compile(r"\b(?:the\s+)?commands?\s+(?:in|from|listed\s+in)\s+(?P<file>[~./\w][\w./~-]*\w)", re.I)
_AT_LATER = re.compile(r"\b(?:in\s+)?(?P<n>\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty-five|ninety)\s+(?P<unit>minutes?|mins?|hours?|days?|weeks?)"
                       r"(?:\s+(?:from\s+now|later))?", re.I)
_AT_CLOCK = re.compile(r"\b(?:at|for)\s+(?P<clock>\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|noon|midnight)\b", re.I)
_AT_DAY = re.compile(r"\b(?:on\s+(?P<date>\d{4}-\d\d-\d\d)|(?P<tomorrow>tomorrow)|(?:this\s+|next\s+|on\s+)?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b", re.I)
# Counts of _AT_LATER that count_value (two … twenty) does not read
_OTHER_COUNTS = {"a": "1", "an": "1", "one": "1", "thirty": "30", "forty-five": "45", "ninety": "90"}


def _at_job(m: re.Match) -> str | None:
    """The at (or batch) line for a one-time job the request asks at to run: ``echo /usr/local/bin/backup.sh | at 9am
    tomorrow``, ``echo 'rm /tmp/lockfile' | at now + 30 minutes``, ``at -f job.sh now + 2 hours``, ``echo ./heavy.sh |
    batch``. None when the job or its time is not clear."""
    text = m.string
    if re.search(r"(?<![\w/.-])(?:every|each|daily|weekly|hourly|cron\w*)(?![\w/.-])", text, re.I):
        return None
    quoted = re.search(r"'([^']+)'|\"([^\"]+)\"", text)
    listed = _AT_FILE.search(text)
    script = None if quoted or listed else next((s.group("script") for s in _AT_SCRIPT.finditer(text)), None)
    if quoted:
        job = f"echo '{quoted.group(1) or quoted.group(2)}' |"
    elif listed:
        job = None
    elif script:
        job = f"echo {script} |"
    else:
        return None
    if re.search(r"\bwhen\s+the\s+(?:system\s+)?load\s+is\s+low\b", text, re.I):
        return f"{job} batch" if job else f"batch -f {listed.group('file')}"
    rest = re.sub(r"'[^']*'|\"[^\"]*\"", " ", text)
    later, clock, day = _AT_LATER.search(rest), _AT_CLOCK.search(rest), _AT_DAY.search(rest)
    if later and not clock:
        n = _OTHER_COUNTS.get(later.group("n").lower()) or count_value(later.group("n"))
        unit = {"m": "minute", "h": "hour", "d": "day", "w": "week"}[later.group("unit")[0].lower()]
        if script and re.search(r"\bin\s+the\s+background\b", text, re.I) and not re.search(r"\b(?:with|using|via)\s+at\b", text, re.I):
            return f"(sleep {n}{unit[0]} && {script}) &"   # "run ./cleanup.sh 2 hours from now in the background": this shell's job
        when = f"now + {n} {unit}{'s' if str(n) != '1' else ''}"
    elif clock:
        when = clock.group("clock").replace(" ", "").lower()
        if day:
            when += f" {day.group('date') or day.group('tomorrow') or day.group('day')}".lower()
    else:
        return None
    return f"{job} at {when}" if job else f"at -f {listed.group('file')} {when}"


# df's columns by what a request calls them ("only the use percentage of the root filesystem": pcent)
_DF_COLUMNS = ((r"\bsource(?:\s+device)?\b|\bdevices?\b", "source"), (r"\b(?:file\s*system\s+)?types?\b", "fstype"),
               (r"\bsizes?\b", "size"), (r"\bused(?:\s+space)?\b(?!\s+inodes)", "used"),
               (r"\bavailable(?:\s+space)?\b|\bfree\s+space\b", "avail"), (r"\buse\s+percentage\b|\busage\s+percent(?:age)?\b|\bpercent(?:age)?\s+used\b", "pcent"),
               (r"\bfree\s+inodes\b", "iavail"), (r"\bmount\s*points?\b", "target"))


def _df_columns(m: re.Match) -> str | None:
    """df with only the columns a request names: "print only the use percentage of the root filesystem" → ``df
    --output=pcent / | tail -n 1`` (one value of one file system, without the header); "just the source device, size,
    used space and mount point of every filesystem in human units" → ``df -h --output=source,size,used,target``."""
    text = m.string
    columns = [c for pattern, c in _DF_COLUMNS if re.search(pattern, text, re.I)]
    if not columns:
        return None
    path = re.search(r"(?<![\w/])(/[\w./-]*)", text)
    place = path.group(1) if path else ("/" if re.search(r"\broot\s+file\s*system\b", text, re.I) else None)
    human = " -h" if re.search(r"\bhuman\b", text, re.I) and set(columns) & {"size", "used", "avail"} else ""
    one = place is not None and len(columns) == 1
    return f"df{human} --output={','.join(columns)}" + (f" {place}" if place else "") + (" | tail -n 1" if one else "")


# lsblk's columns by what a request calls them ("the model and serial number of each disk": MODEL,SERIAL)
_LSBLK_COLUMNS = ((r"\bnames?\b", "NAME"), (r"\bsizes?\b", "SIZE"), (r"(?<!transport )\btypes?\b(?!\s+of\s+file)", "TYPE"),
                  (r"\bmodels?\b", "MODEL"), (r"\bserial(?:\s+numbers?)?\b", "SERIAL"), (r"\brotational\b|\bspinning\b|\bssds?\b", "ROTA"),
                  (r"\btransport\b", "TRAN"), (r"\bvendors?\b", "VENDOR"), (r"\bmount\s*points?\b|\bmounted\b", "MOUNTPOINT"))
_DISKS_ASKED = re.compile(r"\b(?:each|every|all(?:\s+the)?|the|whole)\s+(?:disks?|drives?|block\s+devices?)\b|\bblock\s+devices\b", re.I)


# sshd -T's keys by what a request calls them
_SSHD_KEYS = {"passwordauth": "passwordauthentication", "rootlogin": "permitrootlogin", "permitrootlogin": "permitrootlogin",
              "pubkeyauth": "pubkeyauthentication", "publickeyauth": "pubkeyauthentication", "x11forwarding": "x11forwarding", "port": "'^port '"}


def _lsblk_columns(m: re.Match) -> str | None:
    """lsblk with the columns a request names of its disks: "show the model and serial number of each disk" →
    ``lsblk -d -o NAME,MODEL,SERIAL``; "whether each disk is rotational" → ``lsblk -d -o NAME,ROTA``; "the name, size,
    type and mount point of every block device" → ``lsblk -o NAME,SIZE,TYPE,MOUNTPOINT``. Disks alone (``-d``) unless
    the request says block devices or partitions. None for no column besides the name, or one or two of lsblk's
    own columns without "only"."""
    text = m.string
    columns = [c for pattern, c in _LSBLK_COLUMNS if re.search(pattern, text, re.I)]
    if re.search(r"\b(?:file\s*systems?|fs\s*types?|fstypes?)\b", text, re.I) and set(columns) <= {"NAME", "TYPE", "MOUNTPOINT"} \
            and re.search(r"\bblock\s+devices\b", text, re.I) and not re.search(r"\b(?:only|just|uuids?|labels?|free|used|usage|space)\b", text, re.I):
        return "lsblk -f"   # "list block devices and their filesystems"
    if not [c for c in columns if c != "NAME"] or re.search(r"\b(?:uuid|label|file\s*system|fstype|free|used|usage|space)\b", text, re.I):
        return None
    if set(columns) <= {"NAME", "SIZE", "TYPE", "MOUNTPOINT"} and len(columns) < 3 and not re.search(r"\b(?:only|just)\b", text, re.I):
        # lsblk shows these anyway: "list block devices with their mountpoints" is lsblk ("list all the disks and
        # partitions with their sizes" too: the model's)
        return "lsblk" if re.fullmatch(r"\s*(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?block\s+devices\s+(?:with|and)\s+(?:their\s+)?[\w\s]+?\s*", text, re.I) else None
    columns = ["NAME"] + [c for c in columns if c != "NAME"]
    disks = re.search(r"\bdisks?\b|\bdrives?\b", text, re.I) and not re.search(r"(?<!no )(?<!without )\bpartitions?\b|\bblock\s+devices?\b", text, re.I)
    device = re.search(r"(?<![\w/])/dev/[\w/-]+", text)
    return f"lsblk{' -d' if disks else ''} -o {','.join(columns)}" + (f" {device.group(0)}" if device else "")


def _reboot_needed(m: re.Match) -> str:
    """Whether the updates asked for a reboot: "does the system need a reboot" → ``cat /var/run/reboot-required``; asked
    as yes or no ("… print yes or no") → ``[ -f /var/run/reboot-required ] && echo yes || echo no``."""
    if re.search(r"\byes\s+or\s+no\b|\bprint\s+yes\b|\btrue\s+or\s+false\b", m.string, re.I):
        return "[ -f /var/run/reboot-required ] && echo yes || echo no"
    return "cat /var/run/reboot-required"


# A reason a request gives after a comma ("…, no printing on this server"), which asks nothing more
_REASON = r"(?:\s*[,;(]\s*(?:no|since|because|as|we|i|nobody|there's|there\s+is)\b[^,;]*\)?)?"
# Units called by another name than their systemd unit's on Debian and Ubuntu
_UNIT_NAMES = {"apache": "apache2", "sshd": "ssh", "httpd": "apache2"}


def _unit_reloaded(m: re.Match) -> str | None:
    """A known service told to reread its configuration without a restart: "reload the apache config without dropping
    connections" → ``sudo systemctl reload apache2``; "reload sshd so it rereads its config, don't kill existing sessions"
    → ``sudo systemctl reload ssh``. None when the rest asks anything else."""
    rest = re.sub(r"\b(?:gracefully|now|please)\b|\b(?:so\s+(?:that\s+)?)?it\s+(?:re-?reads|re-?loads|picks\s+up)\s+(?:its|the)\s+(?:new\s+)?config(?:uration)?(?:\s+files?)?"
                  r"|\b(?:without|with\s+no)\s+(?:dropping|killing|closing|breaking|interrupting|losing)\s+(?:any\s+|the\s+|existing\s+|open\s+|active\s+)*(?:connections|sessions|clients|requests)"
                  r"|\b(?:don'?t|do\s+not|without)\s+(?:kill|drop|close|break|interrupt|lose|restart)\w*\s+(?:any\s+|the\s+|existing\s+|open\s+|active\s+)*(?:connections|sessions|clients|requests|it)?"
                  r"|\b(?:without|no)\s+(?:a\s+)?(?:full\s+)?restart(?:ing)?(?:\s+it)?", " ", m.group("rest"), flags=re.I)
    if re.sub(r"[\s,.;!()-]+", "", rest):
        return None
    unit = m.group("unit").lower()
    return f"sudo systemctl reload {_UNIT_NAMES.get(unit, unit)}"


NO_PROMPT = re.compile(r"\bwithout\s+(?:being\s+)?(?:asking|asked|confirm\w*|prompt\w*|questions)|\bnon[\s-]?interactive\w*|\bassum\w*\s+yes|"
                        r"\b(?:don'?t|do\s+not|never)\s+(?:ask|prompt)|\bunattended\b|(?<![\w-])-y\b|\b(?:answer\w*|say\w*)\s+yes\b", re.I)


def _formatted(dev: str, fs: str, rest: str) -> str | None:
    """``sudo mkfs.vfat -F 32 -n BOOT /dev/sdb1``: FAT32 said as such, and the label with the option its filesystem's
    mkfs takes (-n for FAT, -L for the others, exFAT's mkfs from exfatprogs included)."""
    fs = fs.lower()
    tool = {"fat32": "vfat", "fat": "vfat"}.get(fs, fs)
    label = re.search(r"\b(?:with\s+(?:the\s+)?label|label(?:led|ed)?(?:\s+it)?|call(?:ed)?\s+it|named|name\s+it)\s+['\"]?(?P<l>[\w-]+)['\"]?", rest, re.I)
    if rest.strip() and not label and not re.fullmatch(r"\s*[.!]?\s*", rest):
        return None   # more asked than a filesystem and its label
    flags = "-F 32 " if fs == "fat32" else ""
    if label:
        flags += f"{'-n' if tool == 'vfat' else '-L'} {label.group('l')} "
    return f"sudo mkfs.{tool} {flags}{dev}"


ROWS = (
    # "what type of filesystem is /mnt/usb", "which file system type is /home on": df's type column for that place ("what
    # filesystem is /home on" asks for the mount as often as for its type: left to the model)
    (re.compile(r"^\s*(?:what|which)\s+(?:(?:kind|type|format)\s+of\s+(?:file\s*system|fs)|(?:file\s*system|fs)\s+(?:type|kind|format))\s+(?:is|does)\s+(?P<place>[~/.][\w./~-]*)(?:\s+(?:on|use|using|have|formatted\s+(?:as|with)))?\s*\??\s*$", re.I),
     lambda m: f"df -T {m.group('place')}"),
    # "I need to know what filesystem /data is formatted as", "what is /mnt/usb formatted with?": a format asked is its type
    (_FORMATTED_AS, lambda m: _fs_type(m.group("place") or m.group("place2"))),
    # "how big has the systemd journal gotten", "how much space do the journal logs use"
    (re.compile(r"^\s*how\s+(?:big|large|much\s+(?:disk\s+)?space)\s+(?:has|is|does|do)\s+(?:the\s+)?(?:systemd\s+)?journal(?:\s+logs?)?\b[^.?]*\??\s*$", re.I),
     lambda m: "journalctl --disk-usage"),
    # "show the UUIDs of my partitions"
    (re.compile(r"\buuids?\s+of\s+(?:all\s+)?(?:the\s+|my\s+)?(?:partitions|disks|drives|block\s+devices|filesystems)\b", re.I),
     lambda m: "sudo blkid"),
    # "which Ubuntu release is this machine running"
    (re.compile(r"\b(?:which|what)\s+(?:ubuntu|debian|linux|os|distro(?:bution)?)\s+(?:release|version|distribution|distro)\b"
                # "which release of ubuntu is installed here", "what version of debian is this box running"
                r"|\b(?:which|what)\s+(?:release|version)\s+of\s+(?:the\s+)?(?:ubuntu|debian|linux\s+mint|(?:linux\s+)?distro(?:bution)?|os|operating\s+system)\b(?!\s+(?:package|image|iso)\b)", re.I),
     lambda m: "lsb_release -a"),
    # "show the 1, 5 and 15 minute load averages"
    (re.compile(r"^\s*(?:show|print|display|what\s+(?:is|are))\s+(?:me\s+)?(?:the\s+)?(?:current\s+|system\s+)?(?:1,?\s*5\s*(?:,|and)\s*15[\s-]*minute\s+)?"
                r"load\s+averages?\s*[?.!]?\s*$", re.I),
     lambda m: "uptime"),
    # "drop the page cache, dentries and inodes"
    (re.compile(r"\b(?:drop|clear|flush|free)\s+(?:the\s+)?(?:linux\s+|kernel\s+)?page\s*cache\b", re.I),
     lambda m: "sync; echo 3 | sudo tee /proc/sys/vm/drop_caches"),
    # "set vm.swappiness to 10 for the running system"
    (re.compile(r"\bset\s+(?:the\s+)?(?:kernel\s+(?:parameter|setting)\s+|sysctl\s+)?(?P<key>(?:vm|net|kernel|fs|dev)(?:\.[a-z0-9_]+){1,})\s+to\s+"
                r"(?P<value>[\w.-]+)", re.I),   # a sysctl key by its namespace: git's user.name is none
     lambda m: f"sudo sysctl -w {m.group('key')}={m.group('value')}"),
    # "show kernel ring buffer messages with human readable timestamps"
    (re.compile(r"\b(?:kernel|dmesg)\b[^.?]*?\b(?:messages|log|buffer)\b[^.?]*\bhuman[\s-]*readable\s+(?:timestamps|times|dates)\b", re.I),
     lambda m: "sudo dmesg -T"),
    # "show which services took the longest during boot"
    (re.compile(r"\b(?:services?|units?)\s+(?:that\s+)?(?:took|take|taking)\s+(?:the\s+)?(?:longest|most\s+time)\s+(?:(?:during|at|to)\s+(?:the\s+)?boot|to\s+start(?:\s+up)?(?:\s+(?:at|during)\s+boot)?)\b"
                r"|\bslowest\s+(?:services|units)\s+(?:during|at)\s+boot\b", re.I),
     lambda m: "systemd-analyze blame"),
    # "list pending at jobs", "remove at job number 7"
    (re.compile(r"^\s*(?:list|show)\s+(?:the\s+|all\s+)?(?:(?:of\s+)?my\s+)?(?:pending|queued|scheduled)\s+at\s+jobs\s*[?.!]?\s*$", re.I),
     lambda m: "atq"),
    (re.compile(r"\b(?:remove|delete|cancel)\s+(?:the\s+)?(?:pending\s+)?at\s+job\s+(?:number\s+|#\s*)?(?P<job>\d+)\b", re.I),
     lambda m: f"atrm {m.group('job')}"),
    # apt's housekeeping
    (re.compile(r"\b(?:clear|clean|empty|delete)\s+(?:out\s+)?(?:the\s+)?apt(?:-get)?\s+(?:package\s+)?cache\b", re.I),
     lambda m: "sudo apt clean"),
    (re.compile(r"\bremove\s+(?:the\s+)?packages\s+(?:that\s+were\s+)?installed\s+as\s+dependencies\b|\bapt(?:-get)?\s+autoremove\b", re.I),
     lambda m: "sudo apt autoremove"),
    # "check the sshd config for syntax errors"
    (re.compile(r"\b(?:check|test|validate)\s+(?:the\s+)?(?:sshd|ssh\s+server(?:'s)?)\s+config(?:uration)?(?:\s+file)?\s+for\s+(?:syntax\s+)?errors\b", re.I),
     lambda m: "sudo sshd -t"),
    # "show only the filesystems that are more than 80% full"
    (re.compile(r"\b(?:file\s*systems|partitions|disks|mounts)\s+(?:(?:that|which)\s+)?(?:are\s+)?(?:more\s+than|over|above)\s+"
                r"(?P<pct>\d{1,2})\s*%\s*(?:full|used)\b", re.I),
     lambda m: f"df -h | awk 'NR>1 && $5+0 > {m.group('pct')}'"),
    # "change this machine's hostname permanently to web-prod-03"
    (re.compile(r"\b(?:change|set|rename)\s+(?:this\s+machine's\s+|the\s+(?:machine's\s+|system's\s+)?|my\s+)?host\s*name\s+(?:permanently\s+)?to\s+"
                r"(?P<name>[a-z0-9][\w.-]*[a-z0-9])\b", re.I),
     lambda m: f"sudo hostnamectl set-hostname {m.group('name')}"),
    # "rename this machine to build-server-02 (permanently)"
    (re.compile(r"\b(?:rename|call)\s+(?:this|the)\s+(?:machine|computer|host|server|box|system)\s+(?:to\s+)?(?P<name>[a-z0-9][\w.-]*[a-z0-9])\b", re.I),
     lambda m: f"sudo hostnamectl set-hostname {m.group('name')}"),
    # the machine's power state: "suspend the laptop", "put the computer to sleep", "hibernate", "lock the screen"
    (re.compile(r"^\s*(?:please\s+)?(?:suspend|put)\s+(?:the\s+|my\s+|this\s+)?(?:laptop|computer|machine|pc|system|notebook)(?:\s+to\s+sleep)?\s*[.!]?\s*$", re.I),
     lambda m: "systemctl suspend" if m.group(0).lower().strip().startswith("suspend") or "sleep" in m.group(0).lower() else None),
    (re.compile(r"^\s*(?:please\s+)?hibernate\s+(?:the\s+|my\s+|this\s+)?(?:laptop|computer|machine|pc|system|notebook)\s*[.!]?\s*$", re.I), lambda m: "systemctl hibernate"),
    (re.compile(r"^\s*(?:please\s+)?lock\s+(?:the\s+|my\s+)?(?:screen|session|desktop)\s*[.!]?\s*$", re.I), lambda m: "loginctl lock-session"),
    # "schedule this system to reboot at 03:00 tonight"
    (re.compile(r"\breboot\w*\s+(?:the\s+(?:machine|system|server)\s+)?at\s+(?P<time>\d{1,2}:\d{2})\b", re.I),
     lambda m: f"sudo shutdown -r {m.group('time')}"),
    # "which package does /usr/bin/ssh come from?" (the model: apt list /usr/bin/ssh)
    (_PACKAGE_OF, lambda m: f"dpkg -S {(m.group(1) or m.group(2)).rstrip('?')}"),
    # "is the package curl installed?" (the model: apt list curl, what the archive offers)
    (_PACKAGE_INSTALLED, lambda m: f"dpkg -l {m.group(1) or m.group(2)}"),
    # "nginx version installed?", "which version of python3 do I have", "installed version of the openssl package"
    (_VERSION_ASKED, _version_of),
    # "10 largest installed packages", "which installed packages take up the most space"
    (_LARGEST_PACKAGES, lambda m: f"dpkg-query -W -f='${{Installed-Size}}\\t${{Package}}\\n' | sort -rn | head -n {m.group('n') or m.group('n2') or 10}"),
    # "when did I install jq?", "when was the package nginx installed"
    (_INSTALLED_WHEN, _install_date),
    # "cpu temps", "how hot is my cpu right now"
    (_TEMPERATURES, lambda m: "sensors"),
    # "perms on ~/.ssh/id_ed25519?", "octal mode of /etc/shadow"
    (_PERMISSIONS_ASKED, lambda m: f"stat -c %a {m.group('file')}"),
    # "octal permissions for each file in ~/scripts": the mode and the name of every file of a folder
    (re.compile(r"^\s*(?:(?:show|print|list|get|what\s+are)\s+(?:me\s+)?)?(?:the\s+)?(?:octal|numeric)\s+(?:perms|permissions|modes?|permission\s+bits)\s+(?:of|for)\s+"
                r"(?:each|every|all(?:\s+the)?)\s+files?\s+in\s+(?P<dir>[~/.][\w./~-]*|[\w-]+)\s*[?.!]?\s*$", re.I),
     lambda m: f"stat -c '%a %n' {m.group('dir').rstrip('/')}/*"),
    # "who owns /opt/app/config.yml and what are its permissions": ls -l shows both
    (re.compile(r"^\s*(?:who|which\s+user)\s+owns\s+(?P<file>[~/.][\w./~-]*\w|[\w-][\w.-]*\.\w+)\s+and\s+what\s+(?:are|'re)\s+its\s+(?:permissions|perms|mode)\s*\??\s*$"
                r"|^\s*(?:show\s+(?:me\s+)?)?(?:the\s+)?(?:owner|ownership)\s+and\s+(?:the\s+)?(?:permissions|perms|mode)\s+of\s+(?P<file2>[~/.][\w./~-]*\w|[\w-][\w.-]*\.\w+)\s*\??\s*$", re.I),
     lambda m: f"ls -l {m.group('file') or m.group('file2')}"),
    # "what's this box's ip address", "what is my local ip": the addresses of this machine, not the public one
    (_OWN_IP, lambda m: "hostname -I"),
    # "list mounted filesystems with their types and usage"
    (_MOUNTS_WITH_USAGE, lambda m: f"df -h{'T' if m.group('types') or m.group('types2') else ''}"),
    # "attach the usb stick /dev/sdb1 to the folder /mnt/usb", "mount /dev/sdc1 on /media/backup"
    (re.compile(r"\b(?:attach|mount|connect|hook\s+up)\s+(?:the\s+|my\s+)?(?:usb\s+(?:stick|drive|disk)\s+|(?:external\s+)?(?:disk|drive)\s+|"
                r"partition\s+|device\s+)?(?P<dev>/dev/[\w/-]*\w)\s+(?:to|on|at|onto|under|in)\s+(?:the\s+)?(?:folder\s+|directory\s+|dir\s+|"
                r"mount\s*point\s+)?(?P<dir>/[\w/.-]*\w)\b", re.I),
     lambda m: f"sudo mount {m.group('dev')} {m.group('dir')}"),
    # "turn off all swap", "enable all swap again"
    (re.compile(r"\b(?:turn\s+off|disable|deactivate|switch\s+off)\s+(?:all\s+(?:the\s+)?)?swap(?:\s+(?:space|devices|files|partitions))?\b", re.I),
     lambda m: "sudo swapoff -a"),
    (re.compile(r"\b(?:turn\s+on|enable|activate|switch\s+on)\s+all\s+(?:the\s+)?swap(?:\s+(?:space|devices|files|partitions))?\b", re.I),
     lambda m: "sudo swapon -a"),
    # "what is the current vm swappiness value"; "set vm swappiness to 10"
    (re.compile(r"\bset\s+(?:the\s+)?(?:vm[\s.]+)?swappiness\s+(?:value\s+)?to\s+(?P<n>\d+)\b", re.I),
     lambda m: f"sudo sysctl vm.swappiness={m.group('n')}"),
    (re.compile(r"^\s*(?:what\s+is|what's|show|print|check|display|get)\s+(?:me\s+)?(?:the\s+)?(?:current\s+)?(?:vm[\s.]+)?swappiness"
                r"(?:\s+(?:value|setting))?\s*[?.!]?\s*$", re.I),
     lambda m: "cat /proc/sys/vm/swappiness"),
    # "remove apache2 together with its configuration files", "purge the package mysql-server"
    (re.compile(r"\b(?:remove|uninstall|delete)\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\s+(?:together\s+|along\s+)?with\s+(?:all\s+)?"
                r"(?:of\s+)?its\s+config(?:uration)?(?:\s+files)?\b|\bpurge\s+(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\b", re.I),
     lambda m: None if (m.group("pkg") or m.group("pkg2")).lower() in ("the", "a", "all", "any", "every", "old", "leftover", "unused", "packages")
     else f"sudo apt purge {m.group('pkg') or m.group('pkg2')}"),
    # "prevent the package linux-image-generic from being upgraded", "hold back nginx"
    (re.compile(r"\b(?:prevent|stop|keep|block)\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\s+from\s+(?:being\s+)?(?:upgraded|updated|upgrading|updating)\b"
                r"|\bhold\s+(?:back\s+)?(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\s+(?:at\s+its\s+(?:current\s+)?version|from\s+upgrades?)\b"
                # "hold linux-image-generic so upgrades leave the kernel alone", "put nginx on hold"
                r"|^\s*(?:please\s+)?(?:hold|pin)\s+(?:back\s+)?(?:the\s+package\s+)?(?P<pkg3>(?!the\b|it\b|on\b)[a-z0-9][\w.+-]*)\s*,?\s+so\s+(?:that\s+)?(?:upgrades?|updates?|apt|apt\s+upgrade)\s+"
                r"(?:leaves?\s+(?:it|the\s+[\w-]+)\s+alone|(?:won'?t|don'?t|doesn'?t|can'?t|never)\s+(?:touch|change|upgrade|update|replace)\s+(?:it|the\s+[\w-]+))\s*[.!]?\s*$"
                r"|^\s*(?:please\s+)?put\s+(?:the\s+package\s+)?(?P<pkg4>(?!the\b|it\b)[a-z0-9][\w.+-]*)\s+on\s+hold\s*[.!]?\s*$", re.I),
     lambda m: f"sudo apt-mark hold {m.group('pkg') or m.group('pkg2') or m.group('pkg3') or m.group('pkg4')}"),
    # "print the hostname"
    (re.compile(r"^\s*(?:print|show|display|what\s+is|what's)\s+(?:me\s+)?(?:the\s+|this\s+machine's\s+|my\s+)?(?:current\s+)?host\s*name"
                r"(?:\s+of\s+this\s+(?:machine|computer|server|box))?\s*[?.!]?\s*$", re.I),
     lambda m: "hostname"),
    # "show the CPU model name"
    (re.compile(r"^\s*(?:show|print|display|what\s+is|what's|which\s+is)\s+(?:me\s+)?(?:the\s+)?(?:cpu|processor)(?:'s)?\s+model(?:\s+name)?"
                r"(?:\s+of\s+this\s+(?:machine|computer|server))?\s*[?.!]?\s*$", re.I),
     lambda m: "grep -m1 'model name' /proc/cpuinfo"),
    # "show details of the installed memory modules"
    (re.compile(r"\b(?:installed\s+)?(?:memory|ram)\s+(?:modules|sticks|dimms|slots)\b", re.I),
     lambda m: "sudo dmidecode -t memory"),
    # "turn on IPv4 forwarding right now"
    (re.compile(r"\b(?:turn\s+on|enable|switch\s+on|activate)\s+(?:ipv4\s+|ip\s+)?(?:packet\s+)?forwarding\b", re.I),
     lambda m: "sudo sysctl -w net.ipv4.ip_forward=1"),
    # "load the kernel module br_netfilter", "unload the kernel module pcspkr"
    (re.compile(r"\b(?P<un>un)?load\s+(?:the\s+)?(?:kernel\s+)?module\s+(?P<mod>[\w-]+)\b"
                r"|\b(?P<un2>un)?load\s+(?:the\s+)?(?P<mod2>[\w-]+)\s+(?:kernel\s+)?module\b", re.I),
     lambda m: f"sudo modprobe {'-r ' if m.group('un') or m.group('un2') else ''}{m.group('mod') or m.group('mod2')}"),
    # "remount the root filesystem read-write"
    (re.compile(r"\bremount\s+(?:the\s+)?(?:(?P<root>root)\s+(?:file\s*system|partition)|(?:file\s*system\s+)?(?P<dir>/[\w/.-]*))\s+"
                r"(?:as\s+)?(?P<mode>read[\s-]*write|read[\s-]*only|rw|ro)\b", re.I),
     lambda m: f"sudo mount -o remount,{'ro' if re.search('only|ro', m.group('mode'), re.I) and 'write' not in m.group('mode').lower() and m.group('mode').lower() != 'rw' else 'rw'} "
               f"{'/' if m.group('root') else m.group('dir')}"),
    # "show the partition table of /dev/sda"
    (re.compile(r"\bpartition\s+table\s+(?:of|on|for)\s+(?:the\s+disk\s+|disk\s+)?(?P<dev>/dev/[\w/-]*\w)\b", re.I),
     lambda m: f"sudo fdisk -l {m.group('dev')}"),
    # "which device and filesystem type is /home on"
    (re.compile(r"\b(?:which|what)\s+(?:device|disk|partition|drive)(?P<type>\s+and\s+(?:file\s*system|fs)\s+type)?\s+(?:is|are)\s+"
                r"(?P<dir>/[\w/.-]*)\s+(?:on|mounted\s+(?:on|from))\s*[?.!]?\s*$", re.I),
     lambda m: f"df {'-T ' if m.group('type') else ''}{m.group('dir')}"),
    # "list all mounted ext4 filesystems"
    (re.compile(r"\b(?:list|show|display|which|what)\s+(?:all\s+)?(?:the\s+)?(?:currently\s+)?mounted\s+(?P<fs>ext[234]|xfs|btrfs|vfat|ntfs|nfs4?|"
                r"tmpfs|cifs|zfs|exfat)\s+(?:file\s*systems|partitions|mounts|volumes)\b", re.I),
     lambda m: f"findmnt -t {m.group('fs').lower()}"),
    # "delete journal entries older than 2 weeks"
    (re.compile(r"\b(?:delete|remove|clean\s+(?:up|out)?|purge|vacuum|drop|clear)\s+(?:the\s+)?(?:systemd\s+)?journal\s+(?:entries|logs|files|messages)?\s*"
                r"older\s+than\s+(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?P<unit>days?|weeks?|months?)\b", re.I),
     lambda m: f"sudo journalctl --vacuum-time={'1' if m.group('n').lower() in ('a', 'an', 'one') else count_value(m.group('n'))}"
               f"{ {'d': 'd', 'w': 'weeks', 'm': 'months'}[m.group('unit')[0].lower()] }"),
    (_AT_ASKED, _at_job),
    # "schedule 'touch /tmp/done' to run 30 minutes from now with at"
    (re.compile(r"\b(?:schedule|run)\s+(?P<cmd>'[^']+'|\"[^\"]+\")\s+(?:to\s+run\s+)?(?:in\s+)?(?P<n>\d+)\s+(?P<unit>minutes?|hours?|days?)\s+"
                r"(?:from\s+now|later)\b", re.I),
     lambda m: f"echo {m.group('cmd')} | at now + {m.group('n')} {m.group('unit') if m.group('unit').endswith('s') or m.group('n') == '1' else m.group('unit') + 's'}"),
    # "show the jobs I have set up to run automatically on a schedule"
    (re.compile(r"^\s*(?:show|list|display|what\s+are)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?(?:jobs|tasks|commands)\s+(?:that\s+)?(?:i\s+have\s+|i've\s+)?"
                r"(?:set\s+up\s+|scheduled\s+)?(?:(?:to\s+)?run\s+)?(?:automatically\s+)?(?:on\s+a\s+schedule|regularly|periodically|automatically)\b", re.I),
     lambda m: "crontab -l"),
    # "refresh the list of available software and then upgrade everything"
    (re.compile(r"\b(?:refresh|update|reload)\s+(?:the\s+)?(?:list\s+of\s+(?:available\s+)?(?:software|packages|programs)|package\s+(?:lists?|index|"
                r"database)|software\s+lists?)\b[^.]*?\b(?:upgrade|update)\s+(?:everything|all(?:\s+(?:the\s+)?(?:installed\s+)?(?:packages|software))?)\b", re.I),
     lambda m: "sudo apt update && sudo apt upgrade" + (" -y" if NO_PROMPT.search(m.string) else "")),
    # "allocate a 2G file at /swapfile to use as swap"
    (re.compile(r"\b(?:allocate|preallocate|reserve)\s+(?:a\s+)?(?P<size>\d+(?:\.\d+)?\s*[KMGT])(?:i?B)?\s+file\s+(?:at|called|named|as)\s+(?P<file>[~./\w][\w./~-]*\w)\b", re.I),
     lambda m: ("sudo " if m.group("file").startswith("/") and not m.group("file").startswith("/tmp/") else "")
     + f"fallocate -l {m.group('size').replace(' ', '').upper()} {m.group('file')}"),
    # "check if the package nginx is installed"
    (re.compile(r"\bcheck\s+(?:if|whether)\s+(?:the\s+)?package\s+(?P<pkg>[a-z0-9][\w.+-]*)\s+is\s+installed\b", re.I), lambda m: f"dpkg -l {m.group('pkg')}"),
    # "show the reboot history", "list the boots recorded in the journal", "when was the system last booted"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:the\s+)?(?:system\s+)?reboot\s+history\s*$", re.I), lambda m: "last reboot"),
    # "show the times the system was rebooted", "when was the server rebooted"
    (re.compile(r"^\s*(?:show|list|display|print)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:times|dates)\s+(?:when\s+)?(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:was|got|has\s+been)\s+"
                r"reboot(?:ed)?\s*$|^\s*when\s+(?:was|has)\s+(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:been\s+)?reboot(?:ed)?\s*\??\s*$", re.I), lambda m: "last reboot"),
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?boots\s+(?:recorded\s+|known\s+|logged\s+)?(?:in|by)\s+the\s+journal\b"
                # "list the boots the journal knows about"
                r"|\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?boots\s+(?:that\s+)?the\s+journal\s+(?:knows\s+(?:about|of)|has(?:\s+recorded)?|remembers|recorded)\b", re.I),
     lambda m: "journalctl --list-boots"),
    (re.compile(r"\bwhen\s+(?:was\s+)?(?:the\s+)?(?:system|machine|server|computer|box)\s+(?:was\s+)?(?:last\s+)?(?:booted|started|rebooted|up)\b"
                r"|\bwhen\s+did\s+(?:the\s+|this\s+)?(?:system|machine|server|computer|box)\s+(?:last\s+)?(?:boot|start|reboot|come\s+up)\b", re.I),
     lambda m: "uptime -s"),
    # "show human-readable disk usage but leave out tmpfs filesystems"
    (re.compile(r"\bdisk\s+(?:usage|space)\b[^.]*\b(?:leave\s+out|leaving\s+out|exclud\w*|without|skip\w*|hid\w*|ignor\w*)\s+(?:the\s+|all\s+)?"
                r"(?P<fs>tmpfs|devtmpfs|squashfs|overlay|nfs4?|snap)\s*(?:file\s*systems|mounts)?\b", re.I),
     lambda m: ("df -h" if re.search(r"human", m.string, re.I) else "df") + f" -x {'squashfs' if m.group('fs').lower() == 'snap' else m.group('fs').lower()}"),
    # "show only error and warning messages from the kernel ring buffer"
    (re.compile(r"\b(?:only\s+)?(?:the\s+)?(?P<a>error|warning|warn|critical|info)s?\s+and\s+(?P<b>error|warning|warn|critical|info)\s+messages\s+(?:from|of|in)\s+"
                r"(?:the\s+)?kernel(?:\s+ring\s+buffer|\s+log)?\b", re.I),
     lambda m: "sudo dmesg --level=" + ",".join({"error": "err", "warning": "warn", "warn": "warn", "critical": "crit", "info": "info"}[w.lower()]
                                                for w in (m.group("a"), m.group("b")))),
    # "write "backup finished" to syslog with the tag backup", "log "disk almost full" to syslog with error priority"
    (re.compile(r"\b(?:write|log|send|add)\s+(?P<msg>'[^']+'|\"[^\"]+\")\s+to\s+(?:the\s+)?(?:syslog|system\s+log)\b(?:\s+with\s+(?:the\s+)?tag\s+(?P<tag>[\w.-]+))?"
                r"(?:\s+(?:with|at)\s+(?:an?\s+)?(?P<prio>emerg|alert|crit|critical|err|error|warning|warn|notice|info|debug)\s+(?:priority|level))?\s*[.!]?\s*$", re.I),
     lambda m: "logger" + (f" -t {m.group('tag')}" if m.group("tag") else "")
     + (f" -p user.{ {'error': 'err', 'critical': 'crit', 'warn': 'warning'}.get(m.group('prio').lower(), m.group('prio').lower()) }" if m.group("prio") else "")
     + f" '{m.group('msg')[1:-1]}'"),
    # logrotate: a forced rotation, a dry run
    (re.compile(r"\bforce\s+(?:a\s+)?log\s*rotation\s+(?:now\s+)?(?:using|with|for)\s+(?P<conf>/[\w./-]+)"
                # "Force logrotate to rotate everything now using /etc/logrotate.conf"
                r"|\bforce\s+logrotate\s+to\s+rotate\s+(?:everything|all(?:\s+(?:the\s+)?logs)?|the\s+logs)\s+(?:now\s+)?(?:using|with|from|per)\s+(?P<conf2>/[\w./-]+)", re.I),
     lambda m: f"sudo logrotate -f {m.group('conf') or m.group('conf2')}"),
    # "dry run the nginx logrotate config so i can see what it would do": the file of that name in /etc/logrotate.d
    (re.compile(r"\b(?:dry[\s-]?run|test|debug)\s+(?:the\s+)?(?P<name>[a-z][\w.-]*)\s+logrotate\s+(?:config(?:uration)?|rules?|file)\b"
                r"(?:\s*,?\s*(?:so\s+(?:that\s+)?)?(?:i\s+can\s+)?(?:see\s+)?(?:what\s+it\s+would\s+do|without\s+(?:rotating|changing)\s+anything))?\s*[.!]?\s*$", re.I),
     lambda m: f"sudo logrotate -d /etc/logrotate.d/{m.group('name')}" if m.group("name").lower() not in ("the", "my", "a", "this") else None),
    (re.compile(r"\bdry[\s-]?run\s+(?P<conf>/etc/logrotate[\w./-]*)|\b(?:test|debug)\s+(?:the\s+)?logrotate\s+(?:config(?:uration)?\s+)?(?P<conf2>/[\w./-]+)", re.I),
     lambda m: f"logrotate -d {m.group('conf') or m.group('conf2')}"),
    # "restart nginx if it is not active"
    (re.compile(r"\brestart\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+(?:only\s+)?if\s+it\s+(?:is\s+not|isn't|is\s+not\s+currently)\s+(?:active|running)\b", re.I),
     lambda m: f"systemctl is-active --quiet {m.group('unit')} || sudo systemctl restart {m.group('unit')}"),
    # the USB stick: unmounted, flushed, checked, formatted with a label, written with an image, what keeps it busy
    (re.compile(r"\b(?:safely\s+)?(?:unmount|umount|eject|safely\s+remove)\s+(?:the\s+)?(?:usb\s+(?:drive|stick|disk)\s+|drive\s+|disk\s+|partition\s+)?(?:at\s+|mounted\s+(?:at|on)\s+)?"
                r"(?P<path>/(?:media|mnt|run/media)/[\w./-]*\w|/dev/[\w/-]*\w)\b", re.I),
     lambda m: f"sudo umount {m.group('path')}"),
    (re.compile(r"\bmake\s+sure\s+(?:everything|all\s+(?:the\s+)?(?:data|files))\s+(?:has\s+been|is|was)\s+written\s+(?:to|on)\s+(?:the\s+)?(?:usb|disk|drive|stick)", re.I),
     lambda m: "sync"),
    (re.compile(r"\bcheck\s+(?:the\s+)?(?:usb\s+|external\s+)?(?:partition|file\s*system|disk|drive)\s+(?:on\s+)?(?P<dev>/dev/[\w/-]*\w)\s+for\s+errors\b", re.I),
     lambda m: f"sudo fsck {m.group('dev')}"),
    # "format /dev/sdb1 as fat32 with the label BOOT", "make an ext4 filesystem on /dev/sdc1 labelled backup", "format the
    # stick /dev/sdd1 as exfat and call it MEDIA": mkfs with the label option of that filesystem
    (re.compile(r"\bformat\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?P<dev>/dev/[\w/-]*\w)\s+(?:as|with|to|in)\s+(?P<fs>ext[234]|xfs|btrfs|vfat|fat32|fat|exfat|ntfs)\b(?P<rest>.*)$"
                r"|\b(?:make|create|put)\s+an?\s+(?P<fs2>ext[234]|xfs|btrfs|vfat|fat32|exfat|ntfs)\s+(?:file\s*system|fs|partition)\s+on\s+(?P<dev2>/dev/[\w/-]*\w)\b(?P<rest2>.*)$", re.I),
     lambda m: _formatted(m.group("dev") or m.group("dev2"), m.group("fs") or m.group("fs2"), m.group("rest") or m.group("rest2") or "")),
    (re.compile(r"\b(?:what(?:'s|\s+is)|(?:which|what)\s+process(?:es)?\s+(?:is|are))\s+(?:keeping|making)\s+(?P<path>/[\w./-]*\w)\s+busy\b", re.I), lambda m: f"lsof {m.group('path')}"),
    # "how full is the partition my home folder is on"
    (re.compile(r"\bhow\s+full\s+is\s+the\s+(?:partition|disk|drive|file\s*system)\s+(?:that\s+)?(?:my\s+home\s+(?:folder|directory)|(?P<path>[~/][\w./~-]*))\s+is\s+on\b", re.I),
     lambda m: f"df -h {m.group('path') or '~'}"),
    # "list all systemd units that failed"
    (re.compile(r"\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:systemd\s+)?(?:units|services)\s+that\s+(?:have\s+)?fail(?:e)?d\b|\b(?:list|show)\s+(?:all\s+)?(?:the\s+)?fail(?:e)?d\s+(?:systemd\s+)?(?:units|services)\b", re.I),
     lambda m: "systemctl --failed"),
    # "show kernel msgs about usb"
    (re.compile(r"\bkernel\s+(?:messages|msgs|log\s+messages|log)\s+(?:about|mentioning|for|related\s+to)\s+(?P<word>[\w-]+)\s*$", re.I),
     lambda m: f"sudo dmesg | grep -i {m.group('word')}"),
    # systemd: a service's main PID, the default boot target
    (re.compile(r"\bmain\s+pid\s+of\s+(?:the\s+)?(?P<unit>[\w@.-]+?)(?:\.service)?(?:\s+(?:service|unit|daemon))?\s*[?.!]?\s*$", re.I),
     lambda m: f"systemctl show -p MainPID {m.group('unit')}"),
    (re.compile(r"\bboot\s+(?:in)?to\s+(?P<t>[\w-]+\.target)\b[^.]*\bby\s+default\b|\bby\s+default\b[^.]*\bboot\s+(?:in)?to\s+(?P<t2>[\w-]+\.target)\b"
                r"|\b(?:set|make|change)\s+(?:the\s+)?default\s+(?:systemd\s+)?(?:boot\s+)?target\s+(?:to\s+)?(?P<t3>[\w-]+\.target)\b", re.I),
     lambda m: f"sudo systemctl set-default {m.group('t') or m.group('t2') or m.group('t3')}"),
    # cron: the system-wide crontab, cron's lines in the syslog, a folder of cron scripts run now
    (re.compile(r"\b(?:show|print|display|view|see|cat)\s+(?:me\s+)?(?:the\s+)?system[\s-]*wide\s+crontab\b", re.I), lambda m: "cat /etc/crontab"),
    (re.compile(r"\bcron\s+(?:entries|messages|lines|log\s+lines|activity|runs)\s+(?:in|from)\s+(?P<file>/var/log/syslog|syslog)\b(?P<about>" + _MENTIONING + ")?"
                # "grep /var/log/syslog for CRON lines that mention backup.sh"
                r"|\b(?:grep|search)\s+(?P<file2>/var/log/syslog|(?:the\s+)?syslog)\s+for\s+cron\s+(?:entries|messages|lines|log\s+lines|runs)\b(?P<about2>" + _MENTIONING.replace("<word>", "<word2>") + ")?", re.I),
     _cron_in_syslog),
    # "wipe all of user guest's cron jobs", "delete my whole crontab"
    (re.compile(r"^\s*(?:please\s+)?(?:wipe|remove|delete|clear|erase|drop)\s+(?:out\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:(?:user\s+)?(?P<user>(?!the\b|all\b)[a-z_][\w-]*)'s|(?P<mine>my))\s+"
                r"(?:whole\s+|entire\s+)?(?:crontab|cron\s+(?:jobs|table|entries))\s*[.!]?\s*$"
                r"|^\s*(?:please\s+)?(?:wipe|remove|delete|clear|erase)\s+(?:all\s+)?(?:the\s+)?(?:cron\s+jobs|crontab)\s+(?:of|for)\s+(?:the\s+)?user\s+(?P<user2>[a-z_][\w-]*)\s*[.!]?\s*$", re.I),
     lambda m: "crontab -r" if m.group("mine") else f"sudo crontab -r -u {m.group('user') or m.group('user2')}"),
    # "Which scripts will cron run daily?": the scripts of /etc/cron.daily, listed without running them
    (re.compile(r"^\s*(?:which|what)\s+(?:scripts|jobs)\s+(?:will|does|would)\s+cron\s+run\s+(?P<when>hourly|daily|weekly|monthly)\s*\??\s*$"
                r"|^\s*(?:which|what)\s+(?:scripts|jobs)\s+(?:will|would)\s+run\s+(?:from|in)\s+/etc/cron\.(?P<when2>hourly|daily|weekly|monthly)\s*\??\s*$", re.I),
     lambda m: f"run-parts --test /etc/cron.{(m.group('when') or m.group('when2')).lower()}"),
    (re.compile(r"\brun\s+(?:all\s+)?(?:the\s+)?(?:scripts|jobs)\s+in\s+(?P<dir>/etc/cron\.(?:hourly|daily|weekly|monthly))\b", re.I),
     lambda m: f"sudo run-parts {m.group('dir')}"),
    # packages: the files one installed, its versions, broken installs, how many are installed, a PPA
    (_PACKAGE_FILES, _package_files),
    (re.compile(r"\b(?:installed\s+and\s+candidate|candidate\s+and\s+installed)\s+versions?\s+of\s+(?:the\s+package\s+)?(?P<pkg>[a-z0-9][\w.+-]*)\b"
                r"|\bwhich\s+versions?\s+of\s+(?:the\s+package\s+)?(?P<pkg2>[a-z0-9][\w.+-]*)\s+(?:are|is)\s+available\b", re.I),
     lambda m: f"apt policy {m.group('pkg') or m.group('pkg2')}"),
    (re.compile(r"\b(?:fix|repair)\s+(?:the\s+)?broken\s+(?:package\s+)?(?:dependencies|packages|installs?|installations?)\b", re.I),
     lambda m: "sudo apt --fix-broken install"),
    (re.compile(r"\b(?:count|how\s+many|number\s+of)\s+(?:the\s+)?(?:deb(?:ian)?\s+|apt\s+)?packages\s+(?:are\s+)?installed\b", re.I),
     lambda m: "dpkg -l | grep -c '^ii'"),
    (re.compile(r"\badd\s+(?:the\s+)?(?:repository\s+)?(?P<ppa>ppa:[\w.-]+/[\w.-]+)", re.I), lambda m: f"sudo add-apt-repository {m.group('ppa')}"),
    # time and locale: ntp on or off, the clock set, the system locale
    (re.compile(r"\b(?P<on>turn\s+on|enable|activate|switch\s+on|turn\s+off|disable|deactivate|switch\s+off)\s+(?:the\s+)?(?:ntp|network\s+time)\s+"
                r"(?:time\s+)?sync(?:hroni[sz]ation)?\b", re.I),
     lambda m: f"sudo timedatectl set-ntp {'false' if re.search(r'off|dis|deac', m.group('on'), re.I) else 'true'}"),
    (re.compile(r"\bset\s+(?:the\s+)?(?:system\s+)?(?:clock|date\s+and\s+time|time\s+and\s+date)\s+to\s+(?P<dt>\d{4}-\d{2}-\d{2}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?)", re.I),
     lambda m: f"sudo timedatectl set-time '{m.group('dt')}'"),
    (re.compile(r"\bset\s+(?:the\s+)?(?:system(?:'s)?\s+)?(?:default\s+)?locale\s+to\s+(?P<loc>[a-z]{2}_[A-Z]{2}(?:\.[\w-]+)?)", re.I),
     lambda m: f"sudo localectl set-locale LANG={m.group('loc')}"),
    # mounts and swap: fstab, an ISO image, a swap file made and turned on
    (re.compile(r"\bmount\s+(?:everything|all(?:\s+(?:the\s+)?(?:file\s*systems|entries))?)\s+(?:that\s+is\s+|that\s+are\s+)?(?:listed\s+)?in\s+(?:/etc/)?fstab\b", re.I),
     lambda m: "sudo mount -a"),
    (re.compile(r"\bmount\s+(?:the\s+)?(?:iso\s+(?:file\s+|image\s+)?)?(?P<iso>[~./\w][\w./~-]*\.iso)\s+(?P<ro>(?:as\s+)?read[\s-]only\s+)?(?:on|at|to|under|in|onto)\s+"
                r"(?P<dir>[~/.\w][\w./~-]*\w)(?P<rest>.*)$", re.I),
     lambda m: "sudo mount -o loop" + (",ro" if m.group("ro") or re.search(r"read[\s-]only", m.group("rest"), re.I) else "")
               + f" {m.group('iso')} {m.group('dir')}"),
    (re.compile(r"\b(?:turn|make|format|set\s+up)\s+(?P<f>/[\w./-]*\w)\s+(?:into|as)\s+(?:a\s+)?swap(?:\s+(?:space|area|file))?\b", re.I),
     lambda m: f"sudo mkswap {m.group('f')}"),
    (re.compile(r"\b(?:enable|activate|turn\s+on|switch\s+on|use)\s+(?:the\s+)?swap\s*(?:file|partition|space|device)\s+(?P<f>/[\w./-]*\w)\b", re.I),
     lambda m: f"sudo swapon {m.group('f')}"),
    # the kernel: its log searched, its errors and warnings, its boot command line, sysctl.conf applied
    (re.compile(r"\bsearch\s+(?:the\s+)?kernel\s+(?:log|messages|ring\s+buffer)\s+for\s+(?P<word>[\w-]+)(?:\s+(?:messages|entries|lines|errors))?\s*$", re.I),
     lambda m: f"sudo dmesg | grep -i {m.group('word')}"),
    (re.compile(r"\bkernel\s+(?:log\s+)?(?:(?P<both>errors\s+and\s+warnings|warnings\s+and\s+errors)|errors)\b(?!\s+(?:in|from|about|for))", re.I),
     lambda m: f"sudo dmesg --level=err{',warn' if m.group('both') else ''}"),
    (re.compile(r"\bkernel(?:'s)?\s+(?:boot\s+)?(?:command[\s-]*line|cmdline|boot\s+parameters|boot\s+options)\b", re.I), lambda m: "cat /proc/cmdline"),
    (re.compile(r"\b(?:apply|load|reload)\s+(?:the\s+)?(?:settings|changes|config(?:uration)?|parameters)\s+(?:in|from)\s+(?P<file>/etc/sysctl\.conf|/etc/sysctl\.d/[\w.-]+)\b", re.I),
     lambda m: "sudo sysctl -p" + ("" if m.group("file") == "/etc/sysctl.conf" else f" {m.group('file')}")),
    # power and messages: a shutdown or reboot in some minutes, a message to every user, a reboot needed after updates
    (re.compile(r"\b(?P<how>shut|power|reboot|restart)\s+(?:down\s+)?(?:the\s+|this\s+)?(?:server|machine|computer|system|box|pc|host)?\s*(?:down\s+)?in\s+"
                r"(?P<n>\d+)\s*(?P<unit>minutes?|mins?|m|hours?|hrs?|h)\b", re.I),
     lambda m: f"sudo shutdown {'-r' if m.group('how').lower() in ('reboot', 'restart') else '-h'} "
               f"+{int(m.group('n')) * (60 if m.group('unit').lower().startswith('h') else 1)}"
               + (f" '{said.group(1)}'" if (said := re.search(r"\bmessage\s+['\"]([^'\"]+)['\"]", m.string, re.I)) else "")),
    (re.compile(r"\b(?:send|broadcast|write)\s+(?P<q>['\"])(?P<msg>[^'\"]+)(?P=q)\s+to\s+(?:all\s+|every\s+|everyone\s+)?(?:the\s+)?(?:logged[\s-]in\s+)?(?:users?|terminals)\b", re.I),
     lambda m: f"wall '{m.group('msg')}'"),
    (re.compile(r"\b(?:does|do|will)\s+(?:the\s+|this\s+)?(?:system|server|machine|computer|box)\s+need\s+(?:a\s+)?(?:reboot|restart)\b", re.I),
     _reboot_needed),
    # "which packages are asking for the reboot"
    (re.compile(r"\b(?:which|what)\s+packages?\s+(?:are\s+|is\s+)?(?:asking\s+for|requir\w*|need\w*|want\w*|caus\w*|trigger\w*)\s+(?:the\s+|a\s+)?(?:reboot|restart)\b", re.I),
     lambda m: "cat /var/run/reboot-required.pkgs"),
    # services (DZ): a unit started only when inactive or restarted only when running
    (re.compile(r"^\s*start\s+(?P<unit>[\w@.-]+)\s+(?:only\s+)?if\s+it\s+is\s+(?:not|n't)\s+(?:active|running)\s*$|^\s*start\s+(?P<unit2>[\w@.-]+)\s+unless\s+it\s+is\s+(?:already\s+)?(?:active|running)\s*$", re.I),
     lambda m: f"systemctl is-active --quiet {m.group('unit') or m.group('unit2')} || sudo systemctl start {m.group('unit') or m.group('unit2')}"),
    (re.compile(r"^\s*restart\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+only\s+if\s+it(?:\s+is|'s)\s+(?:already\s+)?(?:running|active)\s*$", re.I),
     lambda m: f"sudo systemctl try-restart {m.group('unit')}"),
    (re.compile(r"^\s*since\s+when\s+has\s+(?:the\s+)?(?P<unit>[\w@.-]+)\s+service\s+been\s+(?:running|active|up)\s*\??\s*$", re.I),
     lambda m: f"systemctl show -p ActiveEnterTimestamp {m.group('unit')}"),
    (re.compile(r"\blist\s+(?:all\s+)?(?:the\s+)?service\s+unit\s+files\b", re.I), lambda m: "systemctl list-unit-files --type=service"),
    # "which services are enabled to start at boot?", "list the enabled services"
    (re.compile(r"^\s*(?:which|what|list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:systemd\s+)?services\s+(?:are\s+)?(?:enabled|set\s+to\s+start)(?:\s+(?:to\s+start\s+)?(?:at|on)\s+boot)?\s*\??\s*$"
                r"|^\s*(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?enabled\s+(?:systemd\s+)?services\s*$", re.I),
     lambda m: "systemctl list-unit-files --type=service --state=enabled"),
    # "reload the apache config without dropping connections", "reload sshd so it rereads its config, don't kill existing sessions"
    (re.compile(r"^\s*(?:please\s+)?(?:gracefully\s+)?reload\s+(?:the\s+)?(?P<unit>apache|" + _KNOWN_UNITS.pattern + r")(?![\w@-])(?:\.service)?(?:\s+(?:service|daemon|server))?(?:'s)?"
                r"(?:\s+(?:config(?:uration)?|settings|config\s+files?))?(?P<rest>.*)$", re.I),
     _unit_reloaded),
    # "stop cups and make sure it doesn't start at boot, no printing on this server"
    (re.compile(r"^\s*stop\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+and\s+(?:make\s+sure|ensure)\s+it\s+(?:does(?:n'?t|\s+not)|won'?t|will\s+not|can'?t)\s+(?:start|come\s+back)\s+"
                r"(?:again\s+)?(?:at|on|after)\s+(?:a\s+)?(?:boot|reboot|startup)" + _REASON + r"\s*$", re.I),
     lambda m: f"sudo systemctl disable --now {m.group('unit')}"),
    # "enable docker at boot and start it now", "start redis now and enable it at boot"
    (re.compile(r"^\s*enable\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+(?:at|on)\s+boot\s+and\s+start\s+it\s+(?:now|right\s+away|immediately|too|as\s+well)\s*[.!]?\s*$"
                r"|^\s*start\s+(?:the\s+)?(?P<unit2>[\w@.-]+)(?:\s+service)?\s+(?:now\s+)?and\s+(?:also\s+)?enable\s+it\s+(?:at|on)\s+boot\s*[.!]?\s*$", re.I),
     lambda m: f"sudo systemctl enable --now {m.group('unit') or m.group('unit2')}"),
    # "i changed a unit file under /etc/systemd/system, make systemd pick up the change", "reload systemd's unit files"
    (re.compile(r"\bmake\s+systemd\s+(?:pick\s+up|notice|see|re-?read|reload|load)\s+(?:the\s+)?(?:change|changes|edit|edits|new|changed|unit\s+files?|it)\b"
                r"|^\s*(?:please\s+)?reload\s+(?:the\s+)?systemd(?:'s)?(?![\w-])(?:\s+(?:manager|daemon|config(?:uration)?|unit\s+files|units))?\s*(?:after\s+(?:editing|changing)\s+(?:a\s+)?unit\s+files?)?\s*[.!]?\s*$", re.I),
     lambda m: "sudo systemctl daemon-reload"),
    # "print the unit file of redis-server including drop-ins", "show nginx's unit file"
    (re.compile(r"^\s*(?:print|show|display|cat|view|see)\s+(?:me\s+)?(?:the\s+)?(?:systemd\s+)?unit\s+file\s+(?:of|for)\s+(?:the\s+)?(?P<unit>[\w@.-]+?)(?:\s+(?:service|unit))?"
                r"(?:\s*,?\s*(?:including|with|plus|and)\s+(?:its\s+|the\s+|any\s+|all\s+)?(?:drop[\s-]ins?|overrides?))?\s*[.!]?\s*$"
                r"|^\s*(?:print|show|display|cat|view|see)\s+(?:me\s+)?(?:the\s+)?(?P<unit2>[\w@.-]+?)(?:\s+service)?'s\s+unit\s+file\s*[.!]?\s*$", re.I),
     lambda m: f"systemctl cat {m.group('unit') or m.group('unit2')}"),
    # services (FW): start at boot asked, masked, dependencies, a failed state cleared, a restart only of a running
    # unit, a reload that falls back to a restart, the default target, one property; the journal of a pid, searched,
    # rotated
    (re.compile(r"^\s*(?:is|will)\s+(?P<unit>[\w@.-]+)\s+(?:set\s+to\s+start|enabled\s+to\s+start|enabled|start(?:ing)?)\s+(?:at|on)\s+boot\s*\??\s*$"
                r"|^\s*is\s+(?:the\s+)?(?P<unit2>[\w@.-]+)\s+(?:service\s+)?enabled\s*\??\s*$", re.I),
     lambda m: f"systemctl is-enabled {m.group('unit') or m.group('unit2')}"),
    (re.compile(r"^\s*(?P<verb>un)?mask\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+(?:service|unit|timer))?(?:\s+so\s+(?:nothing|no\s*one)\s+can\s+start\s+it|\s+again)?\s*$", re.I),
     lambda m: f"sudo systemctl {'unmask' if m.group('verb') else 'mask'} {m.group('unit')}"),
    (re.compile(r"\b(?:what|which)\s+(?:units|services)\s+does\s+(?P<unit>[\w@.-]+)\s+depend\s+on\b|\bwhat\s+does\s+(?P<unit3>[\w@-]+\.(?:target|service|socket|timer))\s+(?:pull\s+in|want|require|depend\s+on)\b"
                r"|\bdependencies\s+of\s+(?:the\s+)?(?P<unit2>[\w@.-]+)\s+(?:service|unit)\b", re.I),
     lambda m: f"systemctl list-dependencies {m.group('unit') or m.group('unit2') or m.group('unit3')}"),
    # "how much memory is the docker service using", "how many times has myapp been restarted by systemd": what systemd counts
    (re.compile(r"^\s*how\s+much\s+(?:memory|ram)\s+is\s+(?:the\s+)?(?P<unit>[\w@.-]+)\s+(?:service|unit)\s+(?:using|taking)\s*\??\s*$", re.I),
     lambda m: f"systemctl show -p MemoryCurrent {m.group('unit')}"),
    (re.compile(r"^\s*how\s+many\s+times\s+(?:has|did)\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+(?:service|unit))?\s+(?:been\s+)?restart(?:ed)?\s+(?:by|under)\s+systemd\s*\??\s*$", re.I),
     lambda m: f"systemctl show -p NRestarts {m.group('unit')}"),
    # "apache2 won't start, show me why": its status, with the last lines of its log
    (re.compile(r"^\s*(?:the\s+)?(?P<unit>[a-z][\w@.-]*)(?:\s+(?:service|daemon))?\s+(?:won'?t|will\s+not|doesn'?t|does\s+not|didn'?t|did\s+not|can'?t|cannot)\s+start\s*,?\s*"
                r"(?:show\s+(?:me\s+)?why|why(?:\s+not)?|what'?s\s+wrong)\s*\??\s*$", re.I),
     lambda m: f"systemctl status {m.group('unit')}"),
    (re.compile(r"\b(?:clear|reset)\s+(?:the\s+)?failed\s+(?:state|status)\s+of\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s*$", re.I),
     lambda m: f"sudo systemctl reset-failed {m.group('unit')}"),
    (re.compile(r"^\s*restart\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s*,?\s+but\s+only\s+if\s+it(?:'s|\s+is)\s+(?:already\s+)?(?:running|active)\s*$", re.I),
     lambda m: f"sudo systemctl try-restart {m.group('unit')}"),
    (re.compile(r"^\s*reload\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+if\s+it\s+(?:supports|can)\b[^.;]*\b(?:otherwise|else)\s+restart\s+it\s*$", re.I),
     lambda m: f"sudo systemctl reload-or-restart {m.group('unit')}"),
    (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+|show\s+|print\s+)?(?:the|my)\s+default\s+(?:boot\s+|systemd\s+)?target\s*\??\s*$", re.I),
     lambda m: "systemctl get-default"),
    (re.compile(r"\b(?:show|print|get|what(?:'s|\s+is))\s+(?:the\s+)?(?P<prop>[A-Za-z]\w+)=?\s+(?:setting|property|value)\s+(?:of|for)\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s*$", re.I),
     lambda m: f"systemctl show -p {m.group('prop')} {m.group('unit')}" if m.group("prop")[0].isupper() else None),
    (re.compile(r"\bjournal\s+(?:messages|entries|logs?)\s+(?:from|of|for)\s+(?:the\s+)?(?:process\s+|pid\s+)+(?P<pid>\d+)\s*$", re.I),
     lambda m: f"journalctl _PID={m.group('pid')}"),
    (re.compile(r"^\s*search\s+the\s+(?:systemd\s+)?journal\s+for\s+(?P<q>'[^']+'|\"[^\"]+\"|\S+)\s*$", re.I),
     lambda m: f"journalctl -g '{m.group('q').strip(chr(39) + chr(34))}'"),
    (re.compile(r"^\s*rotate\s+(?:the\s+)?(?:systemd\s+)?journal(?:\s+files)?(?:\s+now)?\s*$", re.I), lambda m: "sudo journalctl --rotate"),
    (re.compile(r"^\s*(?:(?:show|print|check|display)\s+(?:me\s+)?(?:the\s+)?)?(?P<verb>start|stop|restart|enable|disable|status\s+of)\s+my\s+user\s+"
                r"(?:service|unit)\s+(?P<unit>[\w@.-]+)\s*$", re.I),
     lambda m: f"systemctl --user {m.group('verb').split()[0].lower()} {m.group('unit')}"),
    (_DISKS_ASKED, _lsblk_columns),
    # "open an interactive disk usage browser on /var", "browse the disk usage of ~/Downloads interactively"
    (re.compile(r"\binteractive\s+(?:disk[\s-]+usage|du|disk\s+space)(?:\s+(?:browser|viewer|explorer|tool|analy[sz]er))?\s+(?:on|of|for|in)\s+(?P<dir>[~/.][\w./~-]*)\s*[.!]?\s*$"
                r"|\bbrowse\s+(?:the\s+)?disk[\s-]+(?:usage|space)\s+(?:of|on|in|under)\s+(?P<dir2>[~/.][\w./~-]*)\s+interactively\s*[.!]?\s*$", re.I),
     lambda m: f"{_sudo_for((m.group('dir') or m.group('dir2')).rstrip('/') + '/')}ncdu {m.group('dir') or m.group('dir2')}"),
    # "is password authentication disabled in the effective sshd config?": sshd's settings as it reads them
    (re.compile(r"\b(?P<opt>password\s*auth(?:entication)?|root\s+login|permit\s*root\s*login|pubkey\s*auth(?:entication)?|public\s*key\s+auth(?:entication)?|x11\s*forwarding|port)\b"
                r"[^.]*\b(?:effective|running|actual|active|live|current)\s+(?:sshd|ssh\s+server|ssh\s+daemon)(?:'s)?\s+(?:config(?:uration)?|settings)\b", re.I),
     lambda m: "sudo sshd -T | grep -i " + _SSHD_KEYS[re.sub(r"\s+", "", m.group("opt").lower()).replace("authentication", "auth")]),
    (re.compile(r"^(?=.*\b(?:(?:only|just)\s+(?:the\s+)?(?:use|usage|percent\w*|available|free|source|size|used|mount|type)|bare\s+number)\b)"
                r"(?=.*\b(?:file\s*systems?|df)\b)(?!.*\b(?:du|find|largest|biggest|folders?|director(?:y|ies)|ext[234]|xfs|btrfs|tmpfs|nfs4?|vfat|ntfs)\b)", re.I),
     _df_columns),
    # "show lsblk output for /dev/sdb only", "show the df output for /home": the program named, run on the name given
    (re.compile(r"^\s*(?:show|print|display|give\s+me|get)\s+(?:me\s+)?(?:the\s+)?(?P<tool>[a-z][\w-]*)\s+output\s+(?:for|of|on)\s+(?:just\s+)?"
                r"(?P<arg>[~./\w][\w./:@~-]*)(?:\s+only)?\s*[.!]?\s*$", re.I),
     lambda m: f"{m.group('tool')} {m.group('arg')}" if m.group("tool") in COMMAND_WORDS else None),
    # file systems by label, UUID and type; mount points; checks that change nothing
    (re.compile(r"\b(?:check|tell\s+me|see)\s+(?:if|whether)\s+(?P<dir>/[\w./-]*)\s+is\s+a\s+mount\s*point\b|\bis\s+(?P<dir2>/[\w./-]*)\s+a\s+mount\s*point\b", re.I),
     lambda m: f"mountpoint {m.group('dir') or m.group('dir2')}"),
    (re.compile(r"\b(?:which|what)\s+(?:mounted\s+)?(?:file\s*system|mount|device)\s+(?:is\s+)?(?P<path>/[\w./-]*\w)\s+(?:lives|is|sits|resides)\s+on\b"
                r"|\b(?:which|what)\s+(?:mounted\s+)?file\s*system\s+(?:holds|contains)\s+(?P<path2>/[\w./-]*\w)", re.I),
     lambda m: f"findmnt -T {m.group('path') or m.group('path2')}"),
    (re.compile(r"\b(?:verify|check|validate)\s+(?:the\s+)?/etc/fstab\b(?:\s+for\s+(?:errors|mistakes|problems))?", re.I), lambda m: "sudo findmnt --verify"),
    (re.compile(r"\bcheck\s+(?P<dev>/dev/[\w/-]+)\s+for\s+(?:file\s*system\s+)?errors\s+without\s+(?:changing|fixing|repairing|modifying)\s+anything\b", re.I),
     lambda m: f"sudo fsck -n {m.group('dev')}"),
    (re.compile(r"\bsuperblock\s+(?:details|info(?:rmation)?)\s+of\s+(?:the\s+)?(?:ext[234]\s+)?(?:file\s*system\s+)?(?:on\s+)?(?P<dev>/dev/[\w/-]+)", re.I),
     lambda m: f"sudo tune2fs -l {m.group('dev')}"),
    (re.compile(r"\bset\s+the\s+label\s+of\s+(?:the\s+)?(?:ext[234]\s+)?(?:partition\s+|file\s*system\s+)?(?P<dev>/dev/[\w/-]+)\s+to\s+(?P<label>[\w-]+)", re.I),
     lambda m: f"sudo e2label {m.group('dev')} {m.group('label')}"),
    (re.compile(r"^\s*(?:show|print|what(?:'s|\s+is))\s+(?:me\s+)?the\s+label\s+of\s+(?:the\s+)?ext[234]\s+(?:partition\s+|file\s*system\s+)?(?P<dev>/dev/[\w/-]+)\s*\??\s*$", re.I),
     lambda m: f"sudo e2label {m.group('dev')}"),
    (re.compile(r"\b(?:which|what|find\s+(?:the|which))\s+device\s+(?:has|with|carries)\s+(?:the\s+)?(?:file\s*system\s+)?label\s+(?P<label>[\w-]+)", re.I),
     lambda m: f"blkid -L {m.group('label')}"),
    (re.compile(r"\b(?:which|what|find\s+(?:the|which))\s+device\s+(?:has|with)\s+(?:the\s+)?UUID\s+(?P<uuid>[0-9a-fA-F-]{8,})", re.I),
     lambda m: f"blkid -U {m.group('uuid')}"),
    (re.compile(r"\bflush\s+(?:all\s+)?(?:the\s+)?(?:cached\s+writes|file\s*system\s+buffers|write\s+cache|dirty\s+pages)\s+to\s+disk\s*$", re.I), lambda m: "sync"),
    # system information, more of it (DI): one field of a device, the boot time, vendors, clocks, the machine
    (re.compile(r"\b(?:only|just)\s+the\s+(?:file\s*system|fs)\s+type\s+of\s+(?P<dev>/dev/[\w/-]+)", re.I), lambda m: f"lsblk -no FSTYPE {m.group('dev')}"),
    (re.compile(r"\buuid\s+and\s+(?:the\s+)?(?:file\s*system|fs)\s+type\s+of\s+(?P<dev>/dev/[\w/-]+)|\b(?:file\s*system|fs)\s+type\s+and\s+(?:the\s+)?uuid\s+of\s+(?P<dev2>/dev/[\w/-]+)", re.I),
     lambda m: f"sudo blkid {m.group('dev') or m.group('dev2')}"),
    (re.compile(r"\b(?:date\s+and\s+time|time|date)\s+(?:when\s+|that\s+)?the\s+(?:system|machine|server|computer|box)\s+(?:was\s+)?(?:last\s+)?(?:booted|started)\b", re.I),
     lambda m: "uptime -s"),
    (re.compile(r"\b(?:number\s+of\s+)?seconds\s+since\s+(?:the\s+)?(?:last\s+)?boot\b", re.I), lambda m: "awk '{print $1}' /proc/uptime"),
    (re.compile(r"\busb\s+devices\s+(?:from|by|of|made\s+by)\s+(?:the\s+)?vendor\s+(?:id\s+)?(?P<vendor>[0-9a-f]{4})\b", re.I), lambda m: f"lsusb -d {m.group('vendor').lower()}:"),
    (re.compile(r"^\s*(?:show|print|display|get|what(?:'s|\s+is)?|whats)\b[^.]*?\b(?:configured\s+)?(?:system\s+)?time\s*zone\s+name\b", re.I),
     lambda m: "timedatectl show -p Timezone --value"),
    (re.compile(r"^\s*(?:show|print|display|get|read|what(?:'s|\s+is)?|whats)\b[^.]*?(?:\bhardware\s+clock(?:\s+time)?\b|\bthe\s+rtc\s+time\b)(?![^.]*\b(?:set|sync|write|adjust)\b)", re.I),
     lambda m: "sudo hwclock --show"),
    (re.compile(r"\b(?:each|every)\s+(?:logical\s+)?cpu\s+with\s+its\s+core\b|\blogical\s+cpus?\s+with\s+(?:their\s+)?(?:cores?|sockets?)\b", re.I), lambda m: "lscpu -e"),
    (re.compile(r"\bproduct\s+name\s+of\s+(?:this|the)\s+(?:machine|computer|system|server|box)\b", re.I), lambda m: "cat /sys/class/dmi/id/product_name"),
    (re.compile(r"\bpretty\s+name\s+of\s+the\s+(?:os|operating\s+system|distro|distribution)\b", re.I), lambda m: "grep PRETTY_NAME /etc/os-release"),
    (re.compile(r"\bhostname\s*,\s*(?:the\s+)?os\s*,\s*(?:the\s+)?kernel\s+and\s+(?:the\s+)?architecture\b", re.I), lambda m: "hostnamectl"),
    # "what filesystem is on /dev/sdb1", "file system type of /dev/nvme0n1p2"
    (re.compile(r"\b(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:file\s*system|fs)(?:\s+type)?\s+(?:is\s+(?:on|used\s+(?:on|by))|does)\s+(?P<dev>/dev/[\w/-]+)"
                r"|\b(?:file\s*system|fs)\s+type\s+(?:of|on|for)\s+(?P<dev2>/dev/[\w/-]+)", re.I),
     lambda m: f"lsblk -f {m.group('dev') or m.group('dev2')}"),
    # "print only the available space on /", "just the used space of /home"
    (re.compile(r"\b(?:print|show|get|display)\s+(?:me\s+)?(?:only|just)\s+(?:the\s+)?(?P<what>available|free|used|total)\s+(?:disk\s+)?space\s+(?:on|of|in|for)\s+"
                r"(?P<mount>/[\w./-]*)", re.I),
     lambda m: f"df -h {m.group('mount')} | awk 'NR==2 {{print ${ {'available': 4, 'free': 4, 'used': 3, 'total': 2}[m.group('what').lower()] }}}'"),
    # "print only the percentage of disk used on /"
    (re.compile(r"\b(?:only|just)\s+the\s+(?:percentage|percent|use%)\s+(?:of\s+(?:the\s+)?disk\s+)?(?:used|usage)\s+(?:on|of|for)\s+(?P<mount>/[\w./-]*)", re.I),
     lambda m: f"df --output=pcent {m.group('mount')} | tail -n 1"),
    # "print only the total RAM in MB using free", "only the available memory in megabytes"
    (re.compile(r"\b(?:only|just)\s+the\s+(?P<what>total|used|free|available)\s+(?:amount\s+of\s+)?(?:ram|memory)\s+in\s+(?:mb|megabytes|mib)\b", re.I),
     lambda m: f"free -m | awk '/^Mem:/ {{print ${ {'total': 2, 'used': 3, 'free': 4, 'available': 7}[m.group('what').lower()] }}}'"),
    # "which mount point holds the file /srv/data/app.db"
    (re.compile(r"\b(?:which|what)\s+(?:mount\s*point|file\s*system|partition)\s+(?:holds|contains|has)\s+(?:the\s+)?(?:file\s+|directory\s+|folder\s+)?(?P<path>[~/][\w./~-]*)", re.I),
     lambda m: f"df --output=target {m.group('path')} | tail -n 1"),
    # "show the available space on /data in gigabytes"
    (re.compile(r"\b(?:available|free)\s+(?:disk\s+)?space\s+(?:on|of|in)\s+(?P<mount>/[\w./-]*)\s+in\s+(?P<unit>gigabytes|gb|gib|megabytes|mb|mib)\b", re.I),
     lambda m: f"df -B{'G' if m.group('unit').lower().startswith('g') else 'M'} {m.group('mount')}"),
    # "show disk usage only for ext4 filesystems"
    (re.compile(r"\bdisk\s+(?:usage|space)\s+(?:of\s+|for\s+)?only\s+(?:for\s+|of\s+)?(?:the\s+)?(?P<fs>ext[234]|xfs|btrfs|tmpfs|vfat|zfs|nfs4?)\s+(?:file\s*systems|partitions|mounts)\b", re.I),
     lambda m: f"df -h -t {m.group('fs').lower()}"),
    # "show all mounted filesystems with their types and sizes in human readable units"
    (re.compile(r"\b(?:show|list)\s+(?:all\s+)?(?:the\s+)?mounted\s+file\s*systems\s+with\s+(?:their\s+)?types?\s+and\s+(?:their\s+)?sizes\b", re.I),
     lambda m: "df -hT"),
    # "show the machine hardware architecture", "is the OS 32 or 64 bit"
    (re.compile(r"\b(?:machine|hardware|cpu|system)\s+(?:hardware\s+)?architecture\b", re.I), lambda m: "uname -m"),
    (re.compile(r"\b(?:32|64)[\s-]*(?:bit)?(?:\s+(?:install|installation|system|os|machine|kernel|linux))?\s+or\s+(?:a\s+)?(?:32|64)[\s-]*bit\b", re.I), lambda m: "getconf LONG_BIT"),
    # "show the operating system release details", "print the Ubuntu release codename"
    (re.compile(r"^\s*(?:show|print|display)\s+(?:me\s+)?(?:the\s+)?(?:operating\s+system|os)\s+(?:release\s+)?(?:details|info(?:rmation)?|version)\s*$", re.I),
     lambda m: "cat /etc/os-release"),
    (re.compile(r"\b(?:ubuntu|debian|release|distribution|distro)\s+code\s*name\b", re.I), lambda m: "lsb_release -cs"),
    # "check whether the system needs a reboot"
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+)?(?:system|machine|server|box)\s+(?:needs|requires)\s+(?:a\s+)?reboot\b", re.I), _reboot_needed),
    # "check whether this machine is a virtual machine or a container"
    (re.compile(r"\b(?:is|whether|if)\s+(?:this|the)\s+(?:machine|system|server|box|host)\s+(?:is\s+)?(?:a\s+|running\s+(?:in|on)\s+a\s+)?(?:virtual\s+machine|vm|container)\b", re.I),
     lambda m: "systemd-detect-virt"),
    (re.compile(r"\bam\s+i\s+(?:inside|in|on|running\s+(?:in|on|inside))\s+a\s+(?:vm|virtual\s+machine|container)(?:\s+or\s+a\s+(?:vm|virtual\s+machine|container))?\b", re.I),
     lambda m: "systemd-detect-virt"),
    # "show the BIOS version"
    (re.compile(r"\bbios\s+version\b", re.I), lambda m: "sudo dmidecode -s bios-version"),
    # hardware and platform questions (probe IG): the Debian point release, a kernel module, glibc, UEFI or BIOS, the CPU's
    # model and flags, SMART, LVM, software RAID, the GPU, a hardware summary, the board and model, the battery, sound
    (re.compile(r"\b(?:exact\s+)?debian\s+(?:point\s+)?(?:release|version)(?:\s+(?:number|installed))?\b", re.I), lambda m: "cat /etc/debian_version"),
    (re.compile(r"\b(?:details|info(?:rmation)?|description|parameters)\s+(?:for|about|on|of)\s+(?:the\s+)?(?P<mod>[a-z][\w-]*)\s+(?:kernel\s+)?module\b", re.I),
     lambda m: f"modinfo {m.group('mod')}"),
    (re.compile(r"\b(?:version\s+of\s+g?libc|g?libc\s+version)\b", re.I), lambda m: "ldd --version"),
    (re.compile(r"\buefi\s+or\s+(?:legacy\s+)?bios\b|\b(?:legacy\s+)?bios\s+or\s+uefi\b", re.I), lambda m: "[ -d /sys/firmware/efi ] && echo UEFI || echo BIOS"),
    (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+(?:the\s+|my\s+)?|show\s+(?:the\s+|my\s+)?)?cpu\s+model(?:\s+name)?\s*\??\s*$", re.I), lambda m: "lscpu | grep 'Model name'"),
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+|this\s+|my\s+)?cpu\s+(?:has|have|supports?)\s+(?P<flag>avx512\w*|avx2?|aes|vmx|svm|sse4_2|ssse3)\b", re.I),
     lambda m: f"grep -m1 -o {m.group('flag').lower()} /proc/cpuinfo"),
    (re.compile(r"\bsmart\s+(?:health|status)(?:\s+check)?\s+(?:on|of|for)\s+(?P<dev>/dev/\w+)", re.I), lambda m: f"sudo smartctl -H {m.group('dev')}"),
    (re.compile(r"\ball\s+(?:the\s+)?smart\s+(?:data|info(?:rmation)?|attributes)\s+(?:for|of|on|from)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?P<dev>/dev/\w+)", re.I),
     lambda m: f"sudo smartctl -a {m.group('dev')}"),
    (re.compile(r"^\s*(?:list|show)\s+(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?lvm\s+(?P<what>logical\s+volumes|volume\s+groups|physical\s+volumes)\s*$", re.I),
     lambda m: f"sudo {m.group('what')[0].lower()}vs"),
    (re.compile(r"\b(?:status|details?|state)\s+of\s+(?:the\s+)?(?:software\s+)?raid\s+(?:array\s+)?(?:/dev/)?(?P<md>md\d+)\b", re.I), lambda m: f"sudo mdadm --detail /dev/{m.group('md')}"),
    (re.compile(r"^\s*(?:show\s+)?(?:the\s+|my\s+)?nvidia\s+(?:gpu\s+|card\s+)?(?:status|usage|info)\s*$", re.I), lambda m: "nvidia-smi"),
    (re.compile(r"\b(?:short|brief|quick)\s+summary\s+of\s+(?:all\s+)?(?:the\s+)?hardware\b", re.I), lambda m: "sudo lshw -short"),
    (re.compile(r"\bmotherboard(?:'s)?\s+(?:make|model|vendor|manufacturer|info(?:rmation)?)\b", re.I), lambda m: "sudo dmidecode -t baseboard"),
    (re.compile(r"\bwhat\s+(?:laptop|computer|machine|pc|notebook)\s+model\s+is\s+this\b", re.I), lambda m: "sudo dmidecode -s system-product-name"),
    (re.compile(r"^\s*(?:what(?:'s|\s+is)\s+(?:the\s+|my\s+)?|show\s+(?:the\s+|my\s+)?)?battery\s+(?:percentage|level|charge)\s*\??\s*$", re.I),
     lambda m: "cat /sys/class/power_supply/BAT0/capacity"),
    (re.compile(r"^\s*(?:list|show)\s+(?:me\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:sound|audio)\s+(?:cards|devices)\s*$", re.I), lambda m: "aplay -l"),
    # "show the open files limit for the current shell", "system-wide maximum number of open files"
    (re.compile(r"\bsystem[\s-]*wide\s+(?:maximum|max|limit)\s+(?:number\s+)?of\s+open\s+files\b", re.I), lambda m: "cat /proc/sys/fs/file-max"),
    (re.compile(r"^\s*(?:show|print|display|get|check|see|what(?:'s|\s+is)?|whats|how\s+many)\b(?:(?!\b(?:raise|set|increase|change|lower)\b).)*?"
                r"(?:\bopen\s+files?\s+limit\b|\blimit\s+(?:on|of|for)\s+(?:the\s+number\s+of\s+)?open\s+files\b)"
                r"|^\s*(?:my|the|current)\s+open\s+files?\s+limit(?:\s*\(ulimit\))?\s*\??\s*$", re.I), lambda m: "ulimit -n"),
    # "show USB devices as a tree", "PCI devices with the kernel drivers in use", "the graphics card"
    (re.compile(r"\busb\s+devices\s+(?:as\s+a\s+)?tree\b|\btree\s+of\s+(?:the\s+)?usb\s+devices\b", re.I), lambda m: "lsusb -t"),
    (re.compile(r"\bpci\s+devices\s+with\s+(?:the\s+|their\s+)?(?:kernel\s+)?(?:drivers?|modules?)\b", re.I), lambda m: "lspci -k"),
    (re.compile(r"\b(?:graphics|video|gpu|display)\s+(?:card|adapter|controller)\b", re.I), lambda m: "lspci | grep -Ei 'vga|3d|display'"),   # a discrete GPU is often a "3D controller"
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:the\s+)?pci\s+devices\s*$", re.I), lambda m: "lspci"),
    # "show the current locale settings"
    (re.compile(r"^\s*(?:show|print|display|what\s+are)\s+(?:me\s+)?(?:the\s+|my\s+)?(?:current\s+)?locale(?:\s+settings)?\s*\??\s*$", re.I), lambda m: "locale"),
    # "check whether the CPU supports the avx2 instruction set", "hardware virtualization"
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+|this\s+|my\s+)?(?:cpu|processor)\s+supports?\s+(?:the\s+)?(?:hardware\s+)?virtuali[sz]ation\b", re.I),
     lambda m: "grep -E -c '(vmx|svm)' /proc/cpuinfo"),
    (re.compile(r"\b(?:does|whether|if)\s+(?:the\s+|this\s+|my\s+)?(?:cpu|processor)\s+supports?\s+(?:the\s+)?(?P<flag>avx\d*\w*|sse\d[\w.]*|aes|vmx|svm|fma)\b", re.I),
     lambda m: f"grep -o -m 1 -w {m.group('flag').lower()} /proc/cpuinfo"),
    (re.compile(r"\b(?:current\s+)?(?:clock\s+speed|frequency|mhz)\s+of\s+(?:each|every|all\s+(?:the\s+)?)\s*(?:cpu|core|processor)s?\b", re.I), lambda m: "grep MHz /proc/cpuinfo"),
    # "count the CPU cores listed in /proc/cpuinfo"
    (re.compile(r"\bcount\s+(?:the\s+)?(?:cpu\s+)?(?:cores|processors|cpus)\s+(?:listed\s+)?in\s+/proc/cpuinfo\b", re.I), lambda m: "grep -c ^processor /proc/cpuinfo"),
    # "show the total amount of RAM from /proc/meminfo"
    (re.compile(r"\btotal\s+(?:amount\s+of\s+)?(?:ram|memory)\s+(?:from|in)\s+/proc/meminfo\b", re.I), lambda m: "grep MemTotal /proc/meminfo"),
    # "what percentage of memory is currently used"
    (re.compile(r"\b(?:percentage|percent)\s+of\s+(?:the\s+)?(?:ram|memory)\s+(?:is\s+)?(?:currently\s+)?(?:used|in\s+use)\b", re.I),
     lambda m: "free | awk '/^Mem:/ {printf \"%.1f%%\\n\", $3/$2*100}'"),
    # "list the filesystem types the kernel supports"
    (re.compile(r"\bfile\s*system\s+types\s+(?:that\s+)?the\s+kernel\s+supports\b", re.I), lambda m: "cat /proc/filesystems"),
    # "print the size of /dev/nvme0n1 in bytes", "show the model of disk /dev/sda", "is /dev/sdb a spinning disk or an SSD"
    (re.compile(r"\bsize\s+of\s+(?:the\s+)?(?:disk\s+|drive\s+|device\s+)?(?P<dev>/dev/[\w-]+)\s+in\s+bytes\b", re.I), lambda m: f"lsblk -bdno SIZE {m.group('dev')}"),
    (re.compile(r"\bmodel\s+(?:name\s+)?of\s+(?:the\s+)?(?:disk|drive)\s+(?P<dev>/dev/[\w-]+)", re.I), lambda m: f"lsblk -dno MODEL {m.group('dev')}"),
    (re.compile(r"(?<!\S)(?P<dev>/dev/[a-z]+)\s+is\s+(?:a\s+)?(?:spinning|rotational|hdd|hard)\b[^.]*\b(?:ssd|solid)", re.I),
     lambda m: f"cat /sys/block/{m.group('dev')[5:]}/queue/rotational"),
    # "find which package owns the ls command"
    (re.compile(r"\b(?:which|what)\s+package\s+(?:owns|provides|installed|contains|ships)\s+(?:the\s+)?(?P<cmd>[a-z][\w.+-]*)\s+(?:command|program|binary|tool)\b", re.I),
     lambda m: f"dpkg -S $(which {m.group('cmd')})"),
    # "extend the logical volume /dev/vg0/data by 10G and grow its filesystem"
    (re.compile(r"\b(?:extend|grow|enlarge)\s+(?:the\s+)?(?:logical\s+volume|lv)\s+(?P<lv>/dev/[\w/-]+)\s+by\s+(?P<size>\d+\s*[KMGT]i?B?)\b(?P<fs>[^.]*\b(?:file\s*system|fs)\b)?", re.I),
     lambda m: f"sudo lvextend {'-r ' if m.group('fs') else ''}-L +{_byte_size(m.group('size'))} {m.group('lv')}"),
    # "create and enable a 2G swap file at /swapfile"
    (re.compile(r"\b(?:create|make|add)\s+(?:and\s+(?:enable|activate|turn\s+on)\s+)?an?\s+(?P<size>\d+\s*[KMGT]i?B?)\s+swap\s*file\s+(?:at|called|named|in)\s+(?P<file>/[\w./-]+)", re.I),
     lambda m: f"sudo fallocate -l {_byte_size(m.group('size'))} {m.group('file')} && sudo chmod 600 {m.group('file')} && sudo mkswap {m.group('file')} && sudo swapon {m.group('file')}"),
    # "add a cron job running /home/joe/job.sh daily at 04:00", "make /home/pi/start.sh run at every boot via my crontab",
    # "add \"certbot renew\" to root's crontab to run every Sunday at 03:15", "schedule ./sync.sh to run every night at 2:30"
    (re.compile(r"^(?!.*\b(?:remove|delete|drop|list|show|print|display|edit|wipe|clear|disable|comment)\b)"
                r"(?:.*\b(?:add|create|set\s+up|install|put|make|schedule|register)\b.*\bcron(?:tab)?\b|.*\bcron(?:tab)?\b.*\b(?:add|create|set\s+up|install|put|schedule)\b"
                r"|.*\bmake\s+cron\s+run\b|\s*cron(?:\s*job)?\s*[:,-]\s*(?:run|execute)s?\b"
                # "run /srv/app/purge.sh at 4:15 am on the 1st and 15th of each month" (a "cron job:" label read off before)
                r"|\s*(?:run|execute)\s+\S+\s+(?:at\s+\d\S*(?:\s*[ap]m)?\s+)?(?:on\s+the\s+\d+(?:st|nd|rd|th)\b.*\b(?:of\s+)?(?:each|every)\s+month\b"
                r"|(?:every|each)\s+(?:day|night|morning|evening|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday)\b)|\s*schedule\b.*\bto\s+run\s+(?:every|each|daily|nightly|hourly|weekly|monthly|at\s+\S+\s+(?:every|each|daily|on))\b)", re.I),
     _cron_job),
    # "remove every line that mentions cleanup.sh from my crontab"
    (re.compile(r"\b(?:remove|delete|drop)\s+(?:every|each|all|any|the)\s+(?:cron\s+)?(?:line|entry|entries|lines|jobs?)\s+(?:that\s+)?(?:mentions?|contains?|containing|mentioning|with|for|runs?|running)\s+"
                r"(?P<pat>[\w./-]+)\s+from\s+(?:my\s+|the\s+)?crontab\b", re.I),
     lambda m: f"crontab -l | grep -v {m.group('pat')} | crontab -"),
    # services (HP): stopped and kept from starting at boot; the journal searched for a text; two units' journals at once
    (re.compile(r"^\s*stop\s+(?:the\s+)?(?P<unit>[\w@.-]+)(?:\s+service)?\s+and\s+(?:keep|stop|prevent)\s+it\s+(?:from\s+)?(?:coming\s+back|starting(?:\s+again)?|start(?:ing)?)\s+(?:after|on|at)\s+(?:a\s+)?(?:reboot|boot|restart)\s*$", re.I),
     lambda m: f"sudo systemctl disable --now {m.group('unit')}"),
    (re.compile(r"^\s*(?:search|grep)\s+the\s+(?:whole\s+|entire\s+|systemd\s+)?journal\s+for\s+['\"]?(?P<text>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"journalctl -g {_shell_word(m.group('text'))}"),
)
