"""Whole answers to tasks a request names plainly and the model has no words for ("show the UUIDs of my
partitions" is ``sudo blkid``, "what is 1234 times 5678?" ``echo $((1234 * 5678))``): a table of phrases, each with
the command that answers it, read by ``phrasebook``, one of the rewrites (``serval.model.rewrites``).

The rows live in modules by domain, each row with the helpers only its domain uses (``shared`` holds those of
several): ``jq`` (JSON files), ``audit`` (setuid, world-writable and unowned files found), ``loops`` (a command in
every subfolder or for each line of a list), ``kube`` (kubectl), ``vms`` (qemu-img, virt-install, virsh, LXD, multipass, vagrant, podman, systemd-nspawn), ``containers`` (docker and docker compose), ``pdfs``
(PDF pages with qpdf), ``pdfcontent`` (a PDF's text, facts, images and pages as pictures; pictures made a PDF), ``images`` (ImageMagick edits composed, exiftool, optimisers, screenshots), ``media`` (photos, audio, video, documents), ``firewall`` (ufw, nftables, iptables and fail2ban rules composed), ``backups`` (restic, borg, rclone, duplicity, rsnapshot, rsync snapshots, dated tarballs), ``webservers`` (nginx, Apache, certbot, htpasswd, curl checks of a site), ``network``, ``sshoptions`` (ssh logins from options said in words, the agent), ``git`` (git workflows), ``toolchains`` (npm, yarn, pnpm, nvm, go, cargo, rustup, maven, gradle, java), ``packages``
(apt and dpkg), ``databases`` (PostgreSQL and MySQL dumps, restores and plain questions), ``python`` (virtual
environments, pip, code tools, Python code searched), ``developer``, ``accounts``, ``weblogs`` (access logs), ``applogs`` (timestamped application logs),
``authlog`` (logins and sudo), ``systemlogs`` (dpkg's, the mail server's and the kernel's log files), ``textform`` (line endings, byte-order marks, whitespace, stray characters, encodings and bytes of a text file), ``crypto`` (checksums made and checked, GnuPG, OpenSSL, base64, random secrets), ``notify`` (mail, notify-send, wall, logger, webhooks, ntfy), ``sessions`` (tmux, screen, job control, commands kept running, sessions recorded, waits), ``configfiles`` (YAML, XML, INI, TOML and KEY=value files read and changed by their paths), ``environment`` (aliases, variables, PATH, history and
the terminal's size), ``printing`` (lp and the CUPS queue), ``columns`` (awk reports of a column), ``text``, ``settings`` (configuration files
edited), ``diskimages`` (whole devices with dd), ``journal`` (journalctl's options composed), ``storage`` (partitions, file systems, mounts, fstab, swap, LUKS, SMART, RAID and LVM composed), ``system``, ``files``, ``renames`` (many files renamed one way),
``disk`` (caches, the journal and logs made smaller), ``archives``, ``processes``, ``shell`` and ``web`` (HTTP requests
built option by option, last: any row of the others answers first). ``_PHRASEBOOK`` is their rows concatenated in that order, and within a module the rows
keep the order they had when the table was one tuple. Where two rows can answer one request, the first wins, so that
order matters: it keeps every pair of rows of two domains that answer one request of tests/data and NL2Bash in the
order they had (jq's rows, which answer only a request about JSON, first, then containers' and media's, which answer only one about docker or a media file; network's line added to /etc/hosts before
the line written with ``sudo tee``, accounts' lines written to a file before text's lines appended, text's lines of a
log picked by a word before system's cron lines of the syslog). The modules of composed answers (audit, loops, pdfs, pdfcontent,
the four logs, diskimages, journal) come before the rows they replaced or overlap, and were measured in that place.
"""

from __future__ import annotations

import functools

from serval.model.entities import Recognized
from serval.model.phrasebook import notify, webservers, toolchains, backups, vms, firewall, images, storage, accounts, applogs, archives, audit, authlog, configfiles, crypto, databases, sessions, diskimages, textform, environment, printing, python, journal, loops, sshoptions, systemlogs, pdfcontent, pdfs, columns, containers, developer, disk, files, git, jq, kube, media, network, packages, processes, renames, settings, shell, system, text, web, weblogs
from serval.model.phrasebook.system import NO_PROMPT

__all__ = ["NO_PROMPT", "phrase_answer", "phrasebook"]

# Tasks the model has no words for (its training data never asks them), said in a phrase clear enough to
# answer whole: the phrase, and the command with the phrase's named groups filled in.
_PHRASEBOOK = (jq.ROWS + audit.ROWS + loops.ROWS + kube.ROWS + vms.ROWS + containers.ROWS + pdfs.ROWS + pdfcontent.ROWS + images.ROWS + media.ROWS + firewall.ROWS + backups.ROWS + webservers.ROWS + network.ROWS + sshoptions.ROWS + git.ROWS + toolchains.ROWS + packages.ROWS + databases.ROWS + python.ROWS + developer.ROWS + accounts.ROWS + weblogs.ROWS + applogs.ROWS + authlog.ROWS + systemlogs.ROWS + textform.ROWS + crypto.ROWS + notify.ROWS + sessions.ROWS + configfiles.ROWS + environment.ROWS + printing.ROWS + columns.ROWS + text.ROWS + settings.ROWS + diskimages.ROWS + journal.ROWS + storage.ROWS + system.ROWS + files.ROWS + renames.ROWS + disk.ROWS + archives.ROWS
               + processes.ROWS + shell.ROWS + web.ROWS)


def phrasebook(command: str, rec: Recognized) -> str:
    """The whole answer to a task the model cannot write but the request names plainly (``_PHRASEBOOK``):
    "which users in /etc/passwd have /bin/bash as their shell" gave ``cut -d: -f1 /etc/passwd`` (every user)
    → ``grep '/bin/bash$' /etc/passwd | cut -d: -f1``; "show the UUIDs of my partitions" → ``sudo blkid``;
    "show failed login attempts" → ``sudo lastb``; "securely delete secret.txt" → ``shred -u secret.txt``; a
    yes-or-no question about a file ("is deploy.sh executable?") → ``test -x deploy.sh && echo yes || echo no``.
    The first phrase found answers."""
    said = _answer(rec.text)
    return command if said is None else said


def phrase_answer(text: str) -> str | None:
    """The phrasebook's whole answer to a request's cleaned text, or None: a request of two steps it answers whole
    ("start ./server in the background and write its PID to server.pid") keeps that answer first."""
    return _answer(text)


@functools.lru_cache(maxsize=4096)
def _answer(text: str) -> str | None:
    """The first phrasebook answer for ``text``, or None; once per request, not once per candidate."""
    for pattern, answer in _PHRASEBOOK:
        if (m := pattern.search(text)) and (said := answer(m)) is not None:
            return said   # (an answer of None: the phrase matched, but not the task)
    return None
