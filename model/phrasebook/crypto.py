"""Checksums, signatures and encryption: files hashed (``sha256sum`` and its kin, the whole of a folder, the start of
a file, a text, a download), checked against a list of sums (missing files ignored, failures only, a status, one
entry, a bare hash), GnuPG's everyday tasks (encrypted for recipients or with a passphrase, decrypted, signed,
verified, keys listed, imported, exported, fetched and deleted), OpenSSL's (a certificate's dates, fingerprint and
issuer, a site's certificate, keys, self-signed certificates and requests, a file encrypted with a cipher, digests,
HMACs and random bytes), base64 both ways and random secrets (passwords, PINs, passphrases, UUIDs).
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _quoted, _said, _shell_word, _sudo_for

# A file or path named in the request (not an e-mail address, not a web address).
_PATH = r"(?<![\w@:/.-])(?:~/|\.{1,2}/|/)?[\w.+-]*[\w+-][\w.+-]*(?:/[\w.*+-]*)*(?![\w@/-])"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_HOST_END = re.compile(r"\.(?:com|org|net|io|dev|co|uk|de|fr|nl|eu|us|info|biz|cloud|local|internal|lan|edu|gov|ca|au|ch|se|ai|app|me)$", re.I)


def _files(text: str) -> list[str]:
    """The file names and paths ``text`` names, in order: words with an extension or a slash, not e-mail
    addresses, web addresses, host names, versions or sizes."""
    text = re.sub(r"https?://\S+|" + _EMAIL, " ", text)
    out = []
    for m in re.finditer(_PATH, text):
        word = m.group().rstrip(".")
        if "/" not in word and not re.search(r"\.[A-Za-z][\w+-]*$", word) and not re.fullmatch(r"[A-Z0-9]+SUMS", word):
            continue
        if "/" not in word and _HOST_END.search(word) and not re.search(r"\.(?:pem|crt|key|gpg|asc|sig)$", word):
            continue   # example.com, keys.openpgp.org: hosts
        if re.fullmatch(r"[\d.]+[A-Za-z]?|v?\d+(?:\.\d+)+|w/o?|b/c|and/or|i/o", word, re.I):
            continue
        out.append(word)
    return list(dict.fromkeys(out))


def _task(text: str) -> str:
    """The request without a closing clause of purpose ("… so I can verify them later")."""
    return re.sub(r",?\s+so\s+(?:that\s+)?(?:i|we|you)\s+can\b.*$", "", text, flags=re.I)


def _words(said: str) -> str:
    """A text as one single-quoted shell word."""
    return "'" + said.replace("'", "'\\''") + "'"


# ---------------------------------------------------------------- checksums

_ALGOS = ((r"sha-?3(?:-?256)?", "sha3-256"), (r"sha-?512", "sha512sum"), (r"sha-?384", "sha384sum"), (r"sha-?256", "sha256sum"),
          (r"sha-?224", "sha224sum"), (r"sha-?1", "sha1sum"), (r"md5", "md5sum"), (r"blake2b?|b2(?:sum)?", "b2sum"),
          (r"crc(?:32)?|cksum", "cksum"))


def _algos(text: str) -> list[str]:
    """The hash programs a request names, in the order it names them ("md5 and sha256 of …": both)."""
    found = []
    for pattern, program in _ALGOS:
        for m in re.finditer(rf"(?<![\w-])(?:{pattern})(?:sums?)?(?![\w])", text, re.I):
            found.append((m.start(), program))
    return list(dict.fromkeys(p for _, p in sorted(set(found))))


_SUMS = (r"(?P<sums>(?:[\w.~/-]*/)?(?:(?:MD5|SHA1|SHA224|SHA256|SHA384|SHA512|B2)SUMS|[\w~/+-][\w.~/+-]*\.(?:md5|sha1|sha224|sha256|sha384|sha512|b2|"
         r"md5sums?|sha1sums?|sha256sums?|sha512sums?|b2sums?)))(?!\.\w|[\w-])")


def _sums_program(sums: str, text: str) -> str:
    """The program that checks a list of sums: named by the list's file (SHA256SUMS, x.md5), else by the request."""
    for pattern, program in _ALGOS:
        if re.search(pattern.replace("b2(?:sum)?", r"b2(?:sums?)?"), sums, re.I) and program != "cksum":
            return program
    said = [a for a in _algos(text) if a not in ("cksum", "sha3-256")]
    return said[0] if said else "sha256sum"


def _folder_said(text: str) -> str | None:
    """The folder a check runs in, said as "in ~/Downloads", "in the downloads folder", or None."""
    m = re.search(r"\bin\s+(?P<dir>~/[\w./-]+|/[\w./-]+)(?=[\s,]|$)|\bin\s+(?:the\s+|my\s+)?(?P<named>downloads?|desktop|documents)\s+(?:folder|dir\w*)\b", text, re.I)
    if m is None:
        return None
    return m.group("dir").rstrip("/") if m.group("dir") else "~/" + m.group("named").capitalize().rstrip("s") + "s"


def checksum_check(m: re.Match) -> str | None:
    """Files checked against a list of sums: ``sha256sum -c SHA256SUMS`` in the list's folder, with the request's
    options (missing files ignored where one download is meant, failures only, a status and a message, strict lines),
    the failures counted, one entry of the list checked, or a file holding a bare hash."""
    text = m.string
    sums = m.group("sums")
    checked = re.search(r"\b(?:check(?!sum)|verif|validat|test|against|fail|ok\b|good\b|corrupt|exit\s+code)", _task(text), re.I)
    before = text[:m.start("sums")]
    if re.search(r"\b(?:into|to|as|in)\s+(?:a\s+file\s+(?:called\s+|named\s+)?)?$|\bchecksum\s+file\s+$", before, re.I) and (
            not checked or re.search(r"\b(?:write|writt|save|store|put|generat|creat|output|dump)", before, re.I)):
        return None   # a list written, not checked: checksum_made
    if not checked or re.search(r"\b(?:gpg|signature|signed|sig|wget|curl)\b|https?://|\bdownload\s+\S+\s+(?:and|then)\b", text, re.I):
        return None
    program = _sums_program(sums, text)
    folder, _, name = sums.rpartition("/")
    if not folder:
        folder = _folder_said(text.replace(sums, " ")) or ""
    where = f"cd {folder} && " if folder else ""
    if re.search(r"\b(?:bare|only|just)\s+(?:contains\s+|has\s+)?(?:the\s+|a\s+)?hash\b|\bno\s+file\s*name", text, re.I):
        target = re.sub(r"\.\w+$", "", name)
        return f'{where}echo "$(cat {name})  {target}" | {program} -c'
    files = [f for f in _files(text) if f != sums and not f.endswith("/")]
    one = re.search(r"\b(?:only|just)\s+(?:want\s+to\s+|need\s+to\s+)?(?:check|verify)\s+(?P<one>[\w.+-]+\.\w+)\s+(?:from|in|out\s+of)\b"
                    r"|\b(?:check|verify)\s+(?:just|only)\s+(?P<one2>[\w.+-]+\.\w+)\s+(?:from|in|out\s+of|against|with|using)\b", text, re.I)
    if one and (one.group("one") or one.group("one2")) != name:
        return f"{where}grep -F {_shell_word(one.group('one') or one.group('one2'))} {name} | {program} -c"
    if re.search(r"\bhow\s+many\b.*?\bfail|\bcount\b.*?\bfail", text, re.I):
        return f"{where}{program} -c {name} 2>/dev/null | grep -c ': FAILED'"
    options = []
    if (re.search(r"\bignor\w*\s+(?:the\s+)?(?:missing|other|rest)|\bmissing\b|\baren'?t\s+(?:here|there|present)|\bnot\s+(?:here|present|downloaded)|"
                  r"\bonly\s+(?:downloaded|have|got|grabbed)\s+(?:one|some|a\s+few|part)\b|\bdon'?t\s+have\b|\bdidn'?t\s+(?:download|get|grab)|"
                  r"\bthe\s+(?:iso|image|file|download|tarball)\s+i\s+(?:downloaded|got|grabbed|have)\b", text, re.I)
            or re.fullmatch(r"[A-Z0-9]+SUMS", name) and any(re.search(r"\.(?:iso|img|tar\.\w+|zip|deb|exe|bin|dmg|qcow2|xz|gz)$", f) for f in files)):
        options.append("--ignore-missing")
    status = re.search(r"\b(?:print|say|echo|show)\s+(?:'(?P<q>[^']+)'|\"(?P<dq>[^\"]+)\"|(?P<w>all\s+good|ok|okay|fine|done))\s+(?:only\s+)?if\b", text, re.I)
    if status:
        said = status.group("q") or status.group("dq") or status.group("w")
        return f"{where}{program} --status -c {name} && echo {_words(said)}"
    if re.search(r"\bexit\s+(?:code|status)\b|\bsilent(?:ly)?\b|\bno\s+output\b", text, re.I):
        options.append("--status")
    elif re.search(r"\bonly\s+(?:show|list|print|tell|see|report)\w*\b.*?\bfail|\bjust\s+(?:the\s+)?fail|\bfailures?\s+only|\bonly\s+(?:the\s+)?(?:ones|files)\s+that\s+fail|\bquiet", text, re.I):
        options.append("--quiet")
    if re.search(r"\bstrict|\bbadly\s+formatted|\bimproperly\s+formatted|\bmalformed\b", text, re.I):
        options.append("--strict")
    return where + " ".join([program, "-c"] + options + [name])


def _size_bytes(n: str, unit: str) -> str:
    """A size as head -c takes it: 1 MiB → 1M, 1MB → 1MB, 512 bytes → 512."""
    unit = unit.lower()
    if unit.startswith("b") or not unit:
        return n
    letter = unit[0].upper()
    return f"{n}{letter}" if unit.endswith("ib") or len(unit) == 1 else f"{n}{letter}B"


_KINDS = {"text": "txt", "jpgs": "jpg", "jpegs": "jpeg", "pngs": "png", "pdfs": "pdf", "isos": "iso", "zips": "zip", "txts": "txt", "mp4s": "mp4",
          "mp3s": "mp3", "debs": "deb", "tarballs": "tar.gz", "csvs": "csv", "logs": "log", "photos": "jpg", "images": "img"}



def checksum_made(m: re.Match) -> str | None:
    """Files hashed: ``sha256sum FILE`` and the like for the program the request names (sha256 when it says only
    "checksum" or "hash"), of every file of a kind in a folder (from inside it when the list is written there), every
    file under one (``find … -exec``), the whole of a folder as one hash, the files a list names, the start of a file,
    a text, a download, a device, a file on other hosts; written to a file, just the hex, sorted, in BSD form."""
    text = _task(m.string)
    if re.search(r"\b(?:gpg|pgp|sign(?:ed|ature)?|certificate|cert|ssh\s+key|fingerprint|hmac|integrity|sri|password|passwd|shadow|crypt|duplicates?|copies|"
                 r"hash\s+(?:sign|symbol|mark|character|tag)|short\s+hash|hashbang|hashtag|(?:starting|beginning|start|begin)\s+with\s+(?:a\s+)?hash|"
                 r"differ\w*|rsync|pg_dump|mysqldump|package|commit|(?<![./])git|changed|modified|newer|older|parallel|at\s+a\s+time|split|pieces?|parts?|chunks?|"
                 r"^\s*tar\b|tar\s+up|create\s+\S+\.(?:tar|zip|tgz)\S*|download\w*|wget|cron\w*|each\s+(?:line|address|word|entry)|next\s+to\s+(?:each|it|them)|separate|back\s+together|reassembl\w*|join\w*)\b", text, re.I):
        return None
    if re.search(r"\b(?:check(?!sum)|verif|validat|compare|against|match|same|identical)\w*", text, re.I) and not re.search(r"\bhere\s+and\s+on\b", text, re.I):
        return None
    if re.search(r"(?<!\w)[0-9a-f]{32,}(?!\w)", text, re.I):
        return None   # a hash given: checksum_compared's
    if re.search(r"\$\w|\bvariable\b|\bstored\s+in\b|\bcompress\w*|\bgzip\w*|\bfind\b.*\bfiles?\b.*\band\s+(?:then\s+)?calculat", text, re.I):
        return None   # a shell variable's value, several steps, a find's files: the model's and the rewrites' 
    algos = _algos(text)
    if not algos:
        if not re.search(r"\b(?:checksum|hash|digest)", text, re.I):
            return None
        algos = ["sha256sum"]
    if "sha3-256" in algos or re.search(r"\bopenssl\b", text, re.I):
        return None   # openssl's digests: openssl_task
    program = algos[0]
    if program == "cksum" and re.search(r"\bcrc-?32\b", text, re.I):
        program = "crc32"
    if program == "b2sum":
        bits = re.search(r"\b(?P<n>128|160|256|384|512)[\s-]*bits?\b", text, re.I)
        if bits and bits.group("n") != "512":
            program = f"b2sum -l {bits.group('n')}"
    if re.search(r"\bbsd\b|\btag(?:ged)?\s+(?:format|style)|--tag\b", text, re.I):
        program += " --tag"
    url = re.search(r"https?://[^\s,;]+", text)
    if url and re.search(r"\bwithout\s+(?:saving|storing|writing|keeping|downloading)|\bstream\w*|\bpipe\w*", text, re.I):
        return f"curl -fsSL {url.group().rstrip('.')} | {program}"
    device = re.search(r"(?<![\w/])/dev/[a-z]+\d*\b", text)
    if device:
        return f"sudo {program} {device.group()}"
    said = re.search(r"\b(?:the\s+)?(?:text|string|word|phrase)\s+(?!files?\b|documents?\b)(?:'(?P<q>[^']*)'|\"(?P<dq>[^\"]*)\"|(?P<w>[^,;]+?))(?=\s*(?:,|;|$|\s+without\b|\s+with\b|\s+no\s+))", text, re.I)
    if said:
        words = said.group("q") if said.group("q") is not None else said.group("dq") if said.group("dq") is not None else said.group("w")
        if re.search(r"\bwith\s+(?:a\s+|the\s+)?(?:trailing\s+)?newline\b", text, re.I) and not re.search(r"\bwithout\b|\bno\s+(?:trailing\s+)?newline", text, re.I):
            return f"echo {_words(words)} | {program}"
        return f"echo -n {_words(words)} | {program}"
    tail = ""
    if re.search(r"\b(?:just|only)\s+(?:the\s+)?(?:\w+\s+)?(?:hex|hash|sum|checksum|digest)\b|\bno\s+file\s*name|\bwithout\s+(?:the\s+)?file\s*name", text, re.I):
        tail = " | cut -d' ' -f1"
    elif re.search(r"\bsort\w*\s+(?:the\s+output\s+|them\s+|it\s+)?by\s+(?:the\s+)?(?:hash|checksum|sum)\b", text, re.I):
        tail = " | sort"
    elif re.search(r"\bsort\w*\s+(?:the\s+output\s+|them\s+|it\s+)?by\s+(?:the\s+)?(?:path|file\s*name|name)\b", text, re.I):
        tail = " | sort -k2"
    out = re.search(r"\b(?:save|writ|store|put|output|dump|redirect)\w*\b.*?\b(?:to|into|in|as)\s+(?:a\s+file\s+(?:called\s+|named\s+)?)?(?P<out>[\w~/.+-]+\.[\w]+|[A-Z0-9]+SUMS)\s*[.!]?$"
                    r"|\b(?:write|make|create|generate)\s+an?\s+(?P<out2>[A-Z0-9]+SUMS|[\w.+-]+\.(?:md5|sha\d+|b2))\s+(?:file\s+)?"
                    r"|\bchecksum\s+file\s+(?P<out4>\S+)\s+for\b|\b(?:into|to|as)\s+(?P<out3>[\w~/.+-]*(?:[A-Z0-9]+SUMS|\.(?:md5|sha\d+|b2|sums?|txt)))(?=\s*(?:[,.!]|$))", text, re.I)
    target = (out.group("out") or out.group("out2") or out.group("out3") or out.group("out4")) if out else None
    files = [f for f in _files(text) if f != target]
    start = re.search(r"\b(?:first|start(?:ing)?)\s+(?P<n>\d+)\s*(?P<u>[KMG]i?B|bytes?|[KMG])\b", text, re.I)
    if start and files:
        return f"head -c {_size_bytes(start.group('n'), start.group('u'))} {files[0]} | {program}{tail}"

    def written(command: str) -> str:
        return f"{command}{tail}" + (f" > {target}" if target else "")

    listed = re.search(r"\b(?:files?|paths?)\s+(?:listed|named)\s+in\s+(?P<list>[\w~/.+-]+\.\w+)", text, re.I)
    if listed:
        return written(f"xargs -d '\\n' {program} < {listed.group('list')}")
    text = re.sub(r"[\"'](\.\w+)[\"']", r"\1", text)   # every ".py" file: the kind, unquoted
    kind = re.search(r"\b(?:all|every|each)\s+(?:the\s+|of\s+the\s+)?(?:(?P<ext>\.[\w.]+)(?:\s+files?)?|(?P<plain>[a-z0-9]+)\s+files?|(?P<plural>\w+s|iso|jpe?g|png|pdf|zip|deb|flac|mp3|mp4|wav|txt|csv|log|py|img|tarball))"
                     r"(?:\s+(?:directly\s+)?(?:in|under|inside|from)\s+(?!(?:the\s+)?(?:current|this|here)\b)(?:the\s+|my\s+)?(?!(?:directory|folder|dir)\b)(?P<dir>[~/.\w][\w./~-]*)(?:\s+(?:folder|dir(?:ectory)?))?|\s+(?:here|in\s+(?:the\s+current|this)\s+(?:dir\w*|folder)))?", text, re.I)
    recursive = re.search(r"\brecursive|\bsub\s*(?:folders?|dir(?:ector(?:y|ies))?s?)\b|\bdirectory\s+tree\b|\bfolder\s+tree\b|\b(?:every|all(?:\s+the)?)\s+files?\s+(?:under|below|beneath|inside)\b|"
                          r"\beverything\s+(?:under|below|inside)\b|\b(?:every|all)\s+\S+\s+(?:files?\s+)?under\b", text, re.I)
    folder = next((f for f in files if f.endswith("/") or not re.search(r"\.\w+$", f.rsplit("/", 1)[-1])), None)
    if folder is None:
        named = re.search(r"\b(?:the|my)\s+(?P<d>[\w.-]+)\s+(?:dir|folder|directory)\b", text, re.I)
        folder = named.group("d") if named and named.group("d").lower() not in ("current", "this", "same", "whole", "entire") else None
    if re.search(r"\b(?:one|single|a)\s+(?:single\s+)?(?:hash|checksum|sum)\b.*?\b(?:whole|entire|all)\b|\bwhole\s+contents\s+of\b", text, re.I) and folder:
        return f"find {folder.rstrip('/')} -type f -print0 | sort -z | xargs -0 {program} | {program}"
    ext = None
    if kind:
        word = (kind.group("ext") or kind.group("plain") or kind.group("plural") or "").lower()
        ext = _KINDS.get(word, word.lstrip(".") if kind.group("ext") or kind.group("plain") else word if len(word) <= 4 and not word.endswith("s") else None)
        if ext in ("file", "files", "thing", "things", ""):
            ext = None
        if kind.group("dir"):
            folder = kind.group("dir")
        elif ext:
            folder = folder if recursive else None
    if recursive and folder:
        folder = folder.rstrip("/") or "/"
        skip = re.search(r"\b(?:skip|except|exclud\w*|ignor\w*|leave\s+out|without)\s+(?:the\s+)?(?P<sub>\.?[\w-]+)\s+(?:folder|dir(?:ectory)?)\b", text, re.I)
        prune = f"-path {folder}/{skip.group('sub')} -prune -o " if skip else ""
        test = f"-name '*.{ext}' " if ext else "-type f "
        return written(f"find {folder} {prune}{test}-exec {program} {{}} +")
    if ext:
        glob = f"*.{ext}"
        if folder in (None, ".", "./"):
            return written(f"{program} {glob}")
        folder = folder.rstrip("/")
        if folder.lower() in ("there", "it", "here"):
            return None
        inside = re.search(r"\bbare\s+(?:file\s*)?names|\bnot\s+(?:the\s+)?full\s+paths|\bwithout\s+(?:the\s+)?(?:folder|directory|path)", text, re.I)
        if inside or (target and re.fullmatch(r"[A-Z0-9]+SUMS", target.rsplit("/", 1)[-1])):
            if target and target.startswith(folder + "/"):
                target = target[len(folder) + 1:]
            return f"cd {folder} && " + written(f"{program} {glob}")
        return written(f"{program} {folder}/{glob}")
    write_in = re.search(r"\b(?:write|make|create|generate)\s+an?\s+[A-Z0-9]+SUMS\s+(?:file\s+)?in\s+(?P<dir>[~/.\w][\w./~-]*)\s+(?:covering|for|of|with)\s+(?:every|all(?:\s+the)?)\s+\.?(?P<ext>[\w.]+)\s+(?:files?\s+)?(?:in\s+there|there)", text, re.I)
    if write_in:
        return f"cd {write_in.group('dir').rstrip('/')} && " + written(f"{program} *.{write_in.group('ext')}")
    files = [f for f in files if not f.endswith("/") and f != folder and not re.fullmatch(r"\.\w+", f)]
    if not files:
        return None
    named = " ".join(files)
    hosts = re.search(r"\bon\s+(?P<hosts>(?:[\w.-]+@)?[a-z][\w-]*\d[\w-]*(?:\s*(?:,|and|&)?\s*(?:[\w.-]+@)?[a-z][\w-]*\d[\w-]*)*)(?:\s+(?:over|via|using)\s+ssh)?\s*$", text, re.I)
    remote = re.search(r"\bhere\s+and\s+on\s+(?P<host>[\w.-]+)", text, re.I)
    if remote:
        return f"{program} {named} && ssh {remote.group('host')} {program} {named}"
    if hosts:
        names = re.findall(r"(?:[\w.-]+@)?[a-z][\w-]*\d[\w-]*", hosts.group("hosts"), re.I)
        if len(names) == 1:
            return f"ssh {names[0]} {program} {named}"
        return f'for h in {" ".join(names)}; do ssh "$h" {program} {named}; done'
    if len(algos) > 1 and not tail and not target:
        return " && ".join(f"{a} {named}" for a in algos if a != "sha3-256")
    sudo = _sudo_for(files[0]) if re.search(r"\b(?:root|sudo)\b", text, re.I) else ""
    return written(f"{sudo}{program} {named}")


def checksum_compared(m: re.Match) -> str | None:
    """Whether a file has a given hash: the hash and the file handed to ``md5sum -c -``."""
    text = m.string
    digest = m.group("digest")
    programs = {32: "md5sum", 40: "sha1sum", 56: "sha224sum", 64: "sha256sum", 96: "sha384sum", 128: "sha512sum"}
    said = [a for a in _algos(text) if a not in ("cksum", "sha3-256")]
    lengths = {"md5sum": 32, "sha1sum": 40, "sha224sum": 56, "sha256sum": 64, "sha384sum": 96, "sha512sum": 128, "b2sum": 128}
    if said and lengths.get(said[0]) != len(digest):
        return None   # a hash of another length than the program named: not this task
    program = said[0] if said else programs.get(len(digest))
    files = [f for f in _files(text) if f != digest]
    if program is None or len(files) != 1:
        return None
    return f"echo '{digest}  {files[0]}' | {program} -c"


# ---------------------------------------------------------------- GnuPG

def _recipients(text: str) -> list[str]:
    """The e-mail addresses a request encrypts to."""
    return re.findall(_EMAIL, text)


def _passphrase_file(text: str) -> str:
    """gpg's options for a passphrase read from a file without prompts (for scripts and cron), or ""."""
    m = re.search(r"\bpass(?:phrase|word)\s+(?:is\s+)?(?:in|from)\s+(?:the\s+file\s+)?(?P<f>[~/.\w][\w./~-]*)|\bpass(?:phrase|word)\s+file\s+(?P<f2>[~/.\w][\w./~-]*)|"
                  r"\bwith\s+the\s+pass(?:phrase|word)\s+(?:from|in)\s+(?P<f3>[~/.\w][\w./~-]*)", text, re.I)
    if not m:
        return ""
    return f"--batch --pinentry-mode loopback --passphrase-file {m.group('f') or m.group('f2') or m.group('f3')} "


_KEYID = r"(?P<keyid>(?:0x)?[0-9A-Fa-f]{16}|(?:0x)?[0-9A-Fa-f]{40}|(?:0x)?[0-9A-Fa-f]{8})"


def gpg_task(m: re.Match) -> str | None:
    """GnuPG's everyday tasks, composed from the request: keys listed, shown, imported, exported, fetched, sent,
    deleted, edited, made; files encrypted (to recipients, or with a passphrase), decrypted, signed and verified."""
    text = m.string
    if re.search(r"\bopenssl\b|\b(?:zip|7z|7-zip|ssh-keygen|age)\b|\bssh\s+key", text, re.I):
        return None
    files = _files(text)
    people = _recipients(text)
    armor = re.search(r"\barmou?r(?:ed)?\b|\bascii\b|\bpaste\s+(?:it\s+)?in(?:to)?\s+an?\s+e-?mail\b", text, re.I) is not None
    keyserver = re.search(r"\bkeyserver\s+(?P<ks>[\w.-]+\.[a-z]{2,})\b|\b(?:from|to|on)\s+(?P<ks2>(?:hkps?://)?[\w.-]*keys[\w.-]*\.[a-z]{2,})\b", text, re.I)
    keyid = re.search(rf"(?<![\w@]){_KEYID}(?![\w@])", text)
    if re.search(r"\bdearmou?r", text, re.I):
        url = re.search(r"https?://[^\s,;]+", text)
        out = next((f for f in files if f.endswith(".gpg")), None)
        if url and out:
            return f"curl -fsSL {url.group()} | sudo gpg --dearmor -o {out}"
        return None
    if re.search(r"\brandom\b", text, re.I):
        n = re.search(r"\b(?P<n>\d+)\s+random\s+bytes\b", text, re.I)
        return f"gpg --gen-random --armor 1 {n.group('n')}" if n and re.search(r"\bbase\s*64\b|\barmou?r", text, re.I) else None
    if re.search(r"\bownertrust\b", text, re.I):
        if not files:
            return None
        if re.search(r"\b(?:restore|import|load)\b", text, re.I):
            return f"gpg --import-ownertrust {files[0]}"
        return f"gpg --export-ownertrust > {files[0]}"
    if re.search(r"\brefresh\w*\b[^.]*\bkeys\b", text, re.I):
        return "gpg --refresh-keys"
    if keyid and keyserver and re.search(r"\b(?:fetch|get|receive|recv|download|import|pull|grab)\b", text, re.I):
        return f"gpg --keyserver {keyserver.group('ks') or keyserver.group('ks2')} --recv-keys {keyid.group('keyid')}"
    if keyid and keyserver and re.search(r"\b(?:publish|send|upload|push)\b", text, re.I):
        return f"gpg --keyserver {keyserver.group('ks') or keyserver.group('ks2')} --send-keys {keyid.group('keyid')}"
    if re.search(r"\bexpir", text, re.I) and keyid and not people:
        when = re.search(r"\b(?P<n>\d+|one|a|an)\s+(?P<u>years?|months?|weeks?|days?)\b", text, re.I)
        if when:
            n = "1" if when.group("n").lower() in ("one", "a", "an") else when.group("n")
            return f"gpg --quick-set-expire {keyid.group('keyid')} {n}{when.group('u')[0].lower()}"
        return None
    if re.search(r"\b(?:edit(?:or)?|trust\s+level)\b", text, re.I) and people:
        return f"gpg --edit-key {people[0]}"
    if re.search(r"\b(?:new|generate|create|make)\b[^.]*\bkey\b|\bkey\s+generation\b", text, re.I) and not files:
        uid = re.search(r"\bfor\s+(?P<uid>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*\s*<" + _EMAIL + ">)", text)
        if re.search(r"\b(?:full|interactive|wizard|dialog|guided)\b", text, re.I) and not re.search(r"\bno\s+wizard|without\s+(?:the\s+)?wizard", text, re.I):
            return "gpg --full-generate-key"
        if uid:
            when = re.search(r"\bexpir\w*\s+(?:in\s+|after\s+)?(?P<n>\d+|one|a)\s+(?P<u>years?|months?|weeks?|days?)\b", text, re.I)
            expiry = ("1" if when.group("n").lower() in ("one", "a") else when.group("n")) + when.group("u")[0].lower() if when else "never"
            return f"gpg --quick-generate-key {_words(uid.group('uid'))} default default {expiry}"
        return "gpg --full-generate-key"
    if re.search(r"\bfingerprint\b", text, re.I) and people and not files:
        return f"gpg --fingerprint {people[0]}"
    if re.search(r"\b(?:remove|delete|drop)\b[^.]*\bkey", text, re.I) and people:
        secret = re.search(r"\b(?:secret|private)\b", text, re.I)
        return f"gpg --delete-{'secret-' if secret else ''}keys {people[0]}"
    if re.search(r"\bexport|\bback\s*up\b|\bbackup\b", text, re.I) and people and re.search(r"\bkeys?\b", text, re.I):
        secret = re.search(r"\b(?:secret|private)\s+keys?\b", text, re.I)
        options = "--armor " if armor or any(f.endswith(".asc") for f in files) else ""
        if re.search(r"\bminimal\b|\bno\s+extra\s+signatures\b", text, re.I):
            options += "--export-options export-minimal "
        out = f" > {files[-1]}" if files else ""
        return f"gpg {options}--export{'-secret-keys' if secret else ''} {people[0]}{out}"
    if re.search(r"\b(?:peek|look|show|list|what|which|see)\b[^.]*\bkeys?\b[^.]*\b(?:in|inside)\b", text, re.I) and files and re.search(r"\.(?:asc|gpg|pub|key|kbx)$", files[0]):
        return f"gpg --show-keys {files[0]}"
    if re.search(r"\bimport\b", text, re.I) and files and not re.search(r"\bwithout\s+importing", text, re.I):
        return f"gpg --import {files[0]}"
    if re.search(r"\b(?:list|show|which|what|see)\b[^.]*\bkeys\b|\bkeys\s+(?:do\s+)?i\s+have\b|\bkeyring\b", text, re.I) and not files and not people:
        secret = re.search(r"\b(?:secret|private)\b", text, re.I)
        long_ids = " --keyid-format long" if re.search(r"\blong\s+(?:key\s*)?ids?\b", text, re.I) else ""
        return f"gpg --list-{'secret-' if secret else ''}keys{long_ids}"
    if re.search(r"\bclear\s*-?sign", text, re.I) and files:
        return f"gpg --clearsign {files[0]}"
    if re.search(r"\bverif\w*|\bcheck\b[^.]*\bsignature", text, re.I):
        sigs = [f for f in files if re.search(r"\.(?:sig|asc|sign|gpg)$", f)]
        data = [f for f in files if f not in sigs]
        if len(sigs) == 1 and len(data) <= 1 and not re.search(r"\band\s+(?:if|then)\b|\buncompressed\b", text, re.I):
            return f"gpg --verify {sigs[0]}{' ' + data[0] if data else ''}"
        return None
    if re.search(r"\bdetached\b", text, re.I) and files:
        return f"gpg {'--armor ' if armor or '.asc' in text else ''}--detach-sign {files[-1]}"
    if re.search(r"\bdecrypt", text, re.I) or re.search(r"\b(?:what'?s\s+in|show\s+me|read|open|contents\s+of)\b", text, re.I) and re.search(r"\bencrypted\b", text, re.I):
        passfile = _passphrase_file(text)
        if re.search(r"\ball\b[^.]*\.gpg\b|\bevery\b[^.]*\.gpg\b|\*\.gpg", text, re.I):
            return "gpg --decrypt-files *.gpg"
        sources = [f for f in files if re.search(r"\.(?:gpg|asc|pgp)$", f)]
        if len(sources) != 1:
            return None
        source = sources[0]
        rest = [f for f in files if f != source and f not in re.findall(r"[~/.\w][\w./~-]*", passfile)]
        if re.search(r"\bextract\b|\bunpack\b|\buntar\b", text, re.I) and re.search(r"\.tar(?:\.\w+)?\.gpg$", source):
            return f"gpg {passfile}-d {source} | tar -xf -"
        db = re.search(r"\b(?P<kind>postgres\w*|psql|mysql|mariadb)\s+(?:database|db)\s+(?P<db>[\w-]+)|\bdatabase\s+(?P<db2>[\w-]+)", text, re.I)
        if db and re.search(r"\.sql(?:\.gz)?\.gpg$", source):
            client = "mysql" if db.group("kind") and db.group("kind").lower().startswith(("mysql", "maria")) else "psql"
            unzip = " | gunzip" if source.endswith(".gz.gpg") else ""
            return f"gpg {passfile}-d {source}{unzip} | {client} {db.group('db') or db.group('db2')}"
        if rest and re.search(r"\b(?:into|to|as|back\s+to)\s+" + re.escape(rest[0]), text):
            return f"gpg {passfile}-o {rest[0]} -d {source}"
        if rest:
            return None
        return f"gpg {passfile}-d {source}"
    if re.search(r"\bsign\b|\bsigned\b", text, re.I) and not re.search(r"\bencrypt", text, re.I):
        return f"gpg --sign {files[0]}" if len(files) == 1 else None
    if not re.search(r"\bencrypt|\bpassword[\s-]*protect", text, re.I):
        return None
    options = []
    passfile = _passphrase_file(text)
    files = [f for f in files if f not in passfile]
    line = _quoted(text) if re.search(r"\b(?:the\s+)?(?:line|text|string|message)\s+['\"]", text, re.I) else None
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", " ", text)
    symmetric = not people or re.search(r"\bsymmetric\w*|\bpassphrase\b|\bpassword\b", unquoted, re.I)
    if re.search(r"\bsign\w*\b", text, re.I) and people:
        options.append("-s")
    if armor:
        options.append("-a")
    if symmetric:
        options.append("-c")
        cipher = re.search(r"\b(AES256|AES192|AES|TWOFISH|CAMELLIA256)\b", text, re.I)
        if cipher:
            options.append(f"--cipher-algo {cipher.group(1).upper()}")
    else:
        options.append("-e")
        options += [f"-r {p}" for p in people]
    source_cmd = None
    tar = re.search(r"(?:^|\b(?:and|then|,)\s+)tar\s+(?:up\s+)?(?P<dir>[~/.\w][\w./~-]*)\s+(?:and|then|,)", text, re.I)
    if tar:
        source_cmd = f"tar -czf - {tar.group('dir')}"
    dump = re.search(r"\bdump\s+(?:the\s+)?(?P<kind>mysql|mariadb|postgres(?:ql)?|pg)\s+(?:database|db)\s+(?P<db>[\w-]+)\b", text, re.I)
    if dump:
        source_cmd = f"{'mysqldump' if dump.group('kind').lower() in ('mysql', 'mariadb') else 'pg_dump'} {dump.group('db')}"
    out = next((f for f in files if f.endswith((".gpg", ".asc", ".pgp")) and re.search(r"\b(?:into|to|as)\s+" + re.escape(f), text)), None)
    if out:
        options.append(f"-o {out}")
    many = re.search(r"\b(?:every|all(?:\s+the)?|each)\s+(?:\*?\.(?P<ext>\w+)\b(?:\s+files?)?|files?)(?:\s+(?:in|inside|under)\s+(?P<dir>(?!this\b|the\s+current)[~/.\w][\w./~-]*))?|\*\.(?P<ext2>\w+)", text, re.I)
    gpg = f"gpg {passfile}" + " ".join(options)
    if line is not None:
        return f"echo {_words(line)} | {gpg}"
    if source_cmd:
        return f"{source_cmd} | {gpg}"
    if many and (many.group("ext") or many.group("ext2") or many.group("dir")):
        ext = many.group("ext") or many.group("ext2")
        where = f"{many.group('dir').rstrip('/')}/" if many.group("dir") else ""
        return f'for f in {where}*{"." + ext if ext else ""}; do {gpg} "$f"; done'
    sources = [f for f in files if f != out]
    if len(sources) != 1:
        return None
    removed = re.search(r"\b(?P<how>securely\s+|safely\s+)?(?P<verb>remove|delete|shred|rm|wipe)\w*\s+(?:the\s+)?(?:plain|original|unencrypted|cleartext|plaintext)", text, re.I)
    if removed:
        wipe = "shred -u" if removed.group("how") or removed.group("verb").lower() in ("shred", "wipe") else "rm"
        return f"{gpg} {sources[0]} && {wipe} {sources[0]}"
    return f"{gpg} {sources[0]}"


# ---------------------------------------------------------------- OpenSSL

_CERT = r"\.(?:pem|crt|cer|der)$"


def _days_seconds(text: str) -> str | None:
    """"30 days from now", "within the next 14 days": the seconds openssl x509 -checkend takes."""
    m = re.search(r"\b(?P<n>\d+)\s+(?P<u>days?|weeks?|hours?)\b", text, re.I)
    if m is None:
        return None
    per = {"d": 86400, "w": 604800, "h": 3600}[m.group("u")[0].lower()]
    return str(int(m.group("n")) * per)


def _x509_fields(text: str) -> list[str] | None:
    """What of a certificate a request asks: x509's printing options, or None."""
    if re.search(r"\bbetween\b|\blines?\b|\bbegin\b", text, re.I):
        return None
    if re.search(r"\bhuman[\s-]*readable|\beverything\b|\bdetails\b|\bfull\b|\bcontents?\b|\bdecode\b|\binspect\b|\bwhat'?s\s+in\b", text, re.I):
        return ["-text"]
    fields = []
    for pattern, option in ((r"\bissue[dr]\b", "-issuer"), (r"\bsubject\b", "-subject"), (r"\bserial\b", "-serial")):
        if re.search(pattern, text, re.I):
            fields.append(option)
    if re.search(r"\bfingerprint\b", text, re.I):
        fields.append("-fingerprint -sha1" if re.search(r"\bsha-?1\b", text, re.I) else "-fingerprint -sha256")
    if re.search(r"\bstart\s+and\s+end\b|\bdates\b|\bvalid(?:ity)?\s+(?:from|period|dates)\b|\bnot\s*before\b", text, re.I):
        fields.append("-dates")
    elif re.search(r"\bexpir|\bend\s*date\b|\bvalid\s+until\b|\bnot\s*after\b", text, re.I):
        fields.append("-enddate")
    return fields or None


def _x509_asked(text: str, source: str) -> str | None:
    """``openssl x509`` reading a certificate (``source``: `` -in FILE``, or "" for one piped in) for what the request
    asks: whether it expires within a time (``-checkend``), or its fields; None for a question it does not read."""
    if re.search(r"\bexpir\w*\s+(?:with)?in\b|\bvalid\s+for\s+(?:at\s+least\s+)?(?:another|the\s+next)\b|\bstill\s+(?:be\s+)?valid\b", text, re.I) \
            and _days_seconds(text):
        return f"openssl x509{source} -noout -checkend {_days_seconds(text)}"
    fields = _x509_fields(text)
    return None if fields is None else f"openssl x509{source} -noout {' '.join(fields)}"


def openssl_task(m: re.Match) -> str | None:
    """OpenSSL's everyday tasks from the request: a certificate's (or a site's) dates, issuer, fingerprint, serial or
    text; keys and certificates made, converted and checked; files encrypted with a cipher; digests, HMACs,
    signatures, random bytes, password hashes and DH parameters."""
    text = m.string
    if re.search(r"\bssh\b|\bsshd\b|\.ssh/|\bgpg\b|\bgnupg\b", text, re.I):
        return None
    files = _files(text)
    host = re.search(r"(?:\bon\s+|\bfrom\s+|\bthat\s+|\bof\s+|\bfor\s+|\bsite\s+|\bcertificate\s+|\bcert\s+|\bdoes\s+)(?P<host>(?:[a-z0-9-]+\.)+[a-z]{2,})(?::(?P<p>\d+))?\b(?:\s+(?:on\s+)?port\s+(?P<port>\d+))?"
                     r"|\b(?P<host2>(?:[a-z0-9-]+\.)+[a-z]{2,})(?::(?P<p2>\d+))?\s+(?:serves|sends|uses|presents)\b(?:[^.]*?\bon\s+(?:port\s+)?(?P<port2>\d+))?", text, re.I)
    remote = host and not re.search(r"\bself[\s-]*signed\b|\b(?:generate|create|make|new)\b|\bcsr\b", text, re.I) and not any(f.startswith(host.group("host") or host.group("host2")) for f in files if re.search(_CERT, f))
    if remote and re.search(r"\bcert|\btls\b|\bssl\b|\bchain\b|\bhandshake\b", text, re.I):
        name = host.group("host") or host.group("host2")
        port = host.group("p") or host.group("port") or host.group("p2") or host.group("port2") or "443"
        connect = f"openssl s_client -connect {name}:{port} -servername {name}"
        starttls = re.search(r"\bstarttls\b", text, re.I)
        if starttls:
            proto = {"587": "smtp", "25": "smtp", "143": "imap", "110": "pop3", "21": "ftp", "5432": "postgres"}.get(port, "smtp")
            connect = f"openssl s_client -starttls {proto} -connect {name}:{port}"
        if re.search(r"\bchain\b|\bshowcerts\b|\ball\s+(?:the\s+)?cert", text, re.I):
            return f"{connect} -showcerts </dev/null"
        version = re.search(r"\btls\s*(?:v)?1\.(?P<v>[0-3])\b", text, re.I)
        if version and re.search(r"\bsupport|\baccept|\bspeak|\boffer", text, re.I):
            return f"{connect} -tls1_{version.group('v')} </dev/null"
        asked = _x509_asked(text, "")
        return f"echo | {connect} 2>/dev/null | {asked}" if asked else None
    certs = [f for f in files if re.search(_CERT, f)]
    keys = [f for f in files if re.search(r"\.key$|\.pem$", f) and ("key" in f.lower() or f.endswith(".key") or "priv" in f.lower() or "pub" in f.lower())]
    csrs = [f for f in files if f.endswith(".csr")]
    if re.search(r"\bpasswd\b|\bpassword\b", text, re.I) and re.search(r"\bhash\b|\bcrypt\b|\bshadow\b|\bapr1\b|\bhtpasswd\b", text, re.I):
        word = _quoted(text) or _said(r"\bpassword\s+(?P<w>\S+?)(?:\s+to\b|\s*$|[,;]\s)", text, "w")
        if not word:
            return None
        kind = "-apr1" if re.search(r"\bapr1\b|\bapache\b|\bhtpasswd\b", text, re.I) else "-5" if re.search(r"\bsha-?256\b", text, re.I) else "-1" if re.search(r"\bmd5\b", text, re.I) else "-6"
        return f"openssl passwd {kind} {_words(word)}"
    if re.search(r"\bdh\s*-?param|\bdiffie", text, re.I):
        bits = re.search(r"\b(?P<n>1024|2048|3072|4096)\b", text)
        if not files:
            return None
        return f"{_sudo_for(files[0])}openssl dhparam -out {files[0]} {bits.group('n') if bits else '2048'}"
    if re.search(r"\bciphers?\b", text, re.I) and re.search(r"\blist\b|\bshow\b|\bwhich\b", text, re.I) and not files:
        suite = re.search(r"\b(HIGH|MEDIUM|LOW|ALL|DEFAULT)\b", text)
        return f"openssl ciphers -v {_words(suite.group(1))}" if suite else "openssl ciphers -v"
    if re.search(r"\brandom\b", text, re.I) and not files:
        n = re.search(r"\b(?P<n>\d+)[\s-]*(?:random\s+)?bytes?\b", text, re.I)
        if n is None:
            return None
        return f"openssl rand -{'hex' if 'hex' in text.lower() else 'base64'} {n.group('n')}"
    if re.search(r"\bsubresource\s+integrity|\bsri\b", text, re.I) and files:
        algo = (_algos(text) or ["sha384sum"])[0].removesuffix("sum")
        return f'echo "{algo}-$(openssl dgst -{algo} -binary {files[0]} | openssl base64 -A)"'
    if re.search(r"\bhmac\b", text, re.I) and files:
        key = _quoted(text) or _said(r"\bkey\s+(?P<k>\S+)", text, "k")
        algo = next((a.removesuffix("sum") for a in _algos(text) if a.startswith("sha") or a.startswith("md5")), "sha256")
        return f"openssl dgst -{algo} -hmac {_words(key)} {files[0]}" if key else None
    if re.search(r"\bsign(?:ature)?\b", text, re.I) and len(files) >= 2 and not re.search(r"\bself[\s-]*signed\b|\bsigned\s+by\b|\bcsr\b", text, re.I):
        algo = next((a.removesuffix("sum") for a in _algos(text) if a.startswith("sha")), "sha256")
        sig = next((f for f in files if f.endswith((".sig", ".sign", ".signature"))), None)
        pem = next((f for f in files if f.endswith(".pem")), None)
        data = [f for f in files if f not in (sig, pem)]
        if not (sig and pem and len(data) == 1):
            return None
        if re.search(r"\bverif|\bvalid\b|\bcheck\b", text, re.I):
            return f"openssl dgst -{algo} -verify {pem} -signature {sig} {data[0]}"
        return f"openssl dgst -{algo} -sign {pem} -out {sig} {data[0]}"
    if re.search(r"\b(?:en|de)crypt", text, re.I) and re.search(r"\bpublic\s+key\b|\bprivate\s+key\b|_pub\.pem|priv\.pem", text, re.I) and len(files) >= 2:
        decrypt = re.search(r"\bdecrypt", text, re.I)
        key = next((f for f in files if f.endswith(".pem")), None)
        rest = [f for f in files if f != key]
        if key is None or len(rest) != 2:
            return None
        pubin = "" if decrypt else " -pubin"
        return f"openssl pkeyutl -{'decrypt' if decrypt else 'encrypt'}{pubin} -inkey {key} -in {rest[0]} -out {rest[1]}"
    if re.search(r"\b(?:en|de)crypt", text, re.I) and re.search(r"\bopenssl\b|\baes-?\d+-?\w*\b|\.enc\b", text, re.I) and not keys:
        decrypt = re.search(r"\bdecrypt", text, re.I) is not None
        cipher = re.search(r"\b(aes-?(?:128|192|256)-?(?:cbc|ctr|gcm|ecb)?|chacha20)\b", text, re.I)
        name = cipher.group(1).lower() if cipher else "aes-256-cbc"
        if re.fullmatch(r"aes-?\d+", name):
            name = re.sub(r"aes-?(\d+)", r"aes-\1-cbc", name)
        name = re.sub(r"aes(\d)", r"aes-\1", name)
        if not files:
            return None
        source = files[0]
        out = files[1] if len(files) > 1 else (re.sub(r"\.enc$", "", source) if decrypt else f"{source}.enc")
        if out == source:
            return None
        return f"openssl enc {'-d ' if decrypt else ''}-{name} -pbkdf2 {'' if decrypt else '-salt '}-in {source} -out {out}"
    if re.search(r"\bopenssl\b", text, re.I) and re.search(r"\b(?:digest|dgst|hash|checksum)\b", text, re.I) and files or ("sha3-256" in _algos(text) and files):
        algo = next((a.removesuffix("sum") for a in _algos(text) if a != "cksum"), "sha256")
        return f"openssl dgst -{algo} {files[0]}"
    if re.search(r"\bself[\s-]*signed\b", text, re.I):
        key = next((f for f in files if f.endswith(".key") or "key" in f.lower()), None)
        cert = next((f for f in files if f != key and re.search(r"\.(?:pem|crt|cer)$", f)), None)
        if not (key and cert):
            return None
        bits = re.search(r"\b(?:rsa[\s-]*)?(?P<n>2048|3072|4096)(?:[\s-]*bits?)?\b", text, re.I)
        days = re.search(r"\b(?P<n>\d+)\s+days?\b", text, re.I)
        years = re.search(r"\b(?P<n>\d+|a|one)\s+years?\b", text, re.I)
        ndays = days.group("n") if days else str(365 * (1 if years.group("n").lower() in ("a", "one") else int(years.group("n")))) if years else "365"
        names = [n for n in re.findall(r"(?<![\w.@/-])(\*?(?:\.?[a-z0-9-]+)*\.(?:local|lan|internal|test|com|org|net|io|dev|de|example)|localhost)(?![\w.@/-])", text, re.I)
                 if n not in (key, cert)]
        subject = f" -subj '/CN={names[0]}'" if names else ""
        command = f"{_sudo_for(key)}openssl req -x509 -newkey rsa:{bits.group('n') if bits else '2048'} -nodes -keyout {key} -out {cert} -days {ndays}{subject}"
        if len(names) > 1 or re.search(r"\bsans?\b|\bsubject\s*alt", text, re.I):
            command += " -addext 'subjectAltName=" + ",".join(f"DNS:{n}" for n in names) + "'"
        return command
    if csrs and re.search(r"\b(?:make|create|generate|new)\b", text, re.I):
        cn = re.search(r"\bfor\s+(?P<cn>(?:[a-z0-9-]+\.)+[a-z]{2,})\b", text, re.I)
        subject = []
        country = re.search(r"\bcountry\s+(?:code\s+)?(?P<c>[A-Z]{2})\b", text)
        org = re.search(r"\b(?:organi[sz]ation|org|company)\s+(?P<o>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)", text)
        if country:
            subject.append(f"C={country.group('c')}")
        if org:
            subject.append(f"O={org.group('o')}")
        if cn:
            subject.append(f"CN={cn.group('cn')}")
        subj = f" -subj '/{'/'.join(subject)}'" if subject else ""
        key = next((f for f in files if f.endswith(".key")), None)
        if key is None:
            return None
        if re.search(r"\bexisting\b|\bfrom\s+(?:my\s+)?(?:existing\s+)?\S+\.key\b|\bwith\s+(?:my\s+)?\S+\.key\b", text, re.I):
            return f"openssl req -new -key {key} -out {csrs[0]}{subj}"
        bits = re.search(r"\b(?P<n>2048|3072|4096)\b", text)
        return f"openssl req -new -newkey rsa:{bits.group('n') if bits else '2048'} -nodes -keyout {key} -out {csrs[0]}{subj}"
    if csrs and not certs:
        return f"openssl req -in {csrs[0]} -noout -text"
    if re.search(r"\b(?:private\s+)?key\b", text, re.I) and re.search(r"\b(?:generate|new|create|make|openssl)\b", text, re.I) and files and not certs[1:] \
            and not re.search(r"\b(?:pull|extract|out\s+of|public|passphrase|password|match\w*|sign|encrypt|decrypt)\b", text, re.I):
        out = files[-1]
        if re.search(r"\bed25519\b", text, re.I):
            return f"openssl genpkey -algorithm ed25519 -out {out}"
        curve = re.search(r"\b(?:ec|ecdsa|elliptic)\b.*?\b(?:p-?(?P<n>256|384|521)|prime256v1|secp384r1)\b|\bp-?(?P<n2>256|384|521)\b", text, re.I)
        if curve:
            return f"openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-{curve.group('n') or curve.group('n2') or '256'} -out {out}"
        bits = re.search(r"\b(?P<n>1024|2048|3072|4096)\b", text)
        if re.search(r"\brsa\b", text, re.I) or bits:
            return f"openssl genrsa -out {out} {bits.group('n') if bits else '2048'}"
        return None
    if re.search(r"\bpublic\s+key\b", text, re.I) and re.search(r"\b(?:pull|extract|get|derive|out\s+of|from)\b", text, re.I) and len(files) == 2:
        tool = "rsa" if re.search(r"\brsa\b", text, re.I) else "pkey"
        return f"openssl {tool} -in {files[0]} -pubout -out {files[1]}"
    if re.search(r"\bpassphrase|\bpassword\b", text, re.I) and keys and len(files) == 2:
        if re.search(r"\b(?:strip|remove|drop|take\s+off|without)\b", text, re.I):
            return f"openssl pkey -in {files[0]} -out {files[1]}"
        if re.search(r"\b(?:put|add|set|encrypt|protect)\b", text, re.I):
            return f"openssl pkey -in {files[0]} -aes256 -out {files[1]}"
    pfx = [f for f in files if f.endswith((".pfx", ".p12"))]
    if pfx:
        if re.search(r"\b(?:bundle|export|make|create|pack|combine)\b", text, re.I) and len(files) >= 3:
            key = next((f for f in files if f.endswith(".key")), None)
            crts = [f for f in files if re.search(_CERT, f)]
            if not key or not crts:
                return None
            chain = f" -certfile {crts[1]}" if len(crts) > 1 else ""
            return f"openssl pkcs12 -export -out {pfx[0]} -inkey {key} -in {crts[0]}{chain}"
        pems = [f for f in files if f.endswith(".pem")]
        if pems:
            return f"openssl pkcs12 -in {pfx[0]} -out {pems[0]} -nodes"
        return None
    if re.search(r"\bmatch(?:es)?\b", text, re.I) and keys and certs and set(keys) != set(certs):
        crt = next(c for c in certs if c not in keys)
        return f"cmp -s <(openssl x509 -in {crt} -noout -pubkey) <(openssl pkey -in {keys[0]} -pubout) && echo match || echo mismatch"
    if not certs:
        return None
    cert = certs[0]
    if re.search(r"\bsigned\s+by\b|\bverif\w*\b[^.]*\bagainst\b|\bchain\s+of\s+trust\b", text, re.I) and len(certs) == 2:
        ca = next((c for c in certs if "ca" in c.lower().rsplit("/", 1)[-1]), certs[1])
        leaf = next(c for c in certs if c != ca)
        return f"openssl verify -CAfile {ca} {leaf}"
    to_der = re.search(r"\b(?:to|into|as)\s+der\b", text, re.I)
    if to_der and len(files) == 2:
        return f"openssl x509 -in {cert} -outform der -out {files[1]}"
    return _x509_asked(text, f" -in {cert}")


# ---------------------------------------------------------------- base64 and secrets

_MIME = {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "svg": "image/svg+xml", "webp": "image/webp",
         "ico": "image/x-icon", "woff2": "font/woff2", "woff": "font/woff", "pdf": "application/pdf"}


def base64_task(m: re.Match) -> str | None:
    """base64 (and base32, url-safe base64) of a file or a text, or decoded back; a data: URI of a file."""
    text = m.string
    files = _files(text)
    if re.search(r"\bkubernetes\b|\bkubectl\b|\bsecret\s+[\w-]+\b|\bcompress\w*|\bgzip\w*|\bvariable\b|\bbase\s*64[\s-]*(?:en|de)code\s+(?:the\s+)?(?:string|text|word)\s", text, re.I):
        return None   # (a string said as such: shell's row)
    if re.search(r"\bdata:?\s*uri\b", text, re.I) and files:
        ext = files[0].rsplit(".", 1)[-1].lower()
        if ext not in _MIME:
            return None
        return f'echo "data:{_MIME[ext]};base64,$(base64 -w 0 {files[0]})"'
    decode = re.search(r"\bdecod\w*|\bb(?:ase)?\s*64\s*-d\b|\bfrom\s+base\s*64\b", text, re.I) is not None
    if re.search(r"\bencod\w*\b.*?\bdecod|\bdecod\w*\b.*?\bencod|\bround[\s-]*trip", text, re.I):
        return None
    program = "basenc --base64url" if re.search(r"\burl[\s-]*safe\b|\bbase64url\b", text, re.I) else "base32" if re.search(r"\bbase\s*32\b", text, re.I) else "base64"
    options = []
    if decode:
        options.append("-d")
        if re.search(r"\bignor\w*\s+(?:any\s+)?(?:junk|garbage|invalid|non-base64)|\bjunk\s+characters\b", text, re.I):
            options.append("-i")
    else:
        wrap = re.search(r"\b(?:wrap\w*|lines?)\s+(?:wrapped\s+)?at\s+(?P<n>\d+)\b|\b(?P<n2>\d+)\s+char(?:acter)?s?\s+(?:per\s+line|lines?|wide)\b", text, re.I)
        if re.search(r"\b(?:one|single)\s+(?:single\s+)?line\b|\bno\s+(?:line\s+)?wrap|\bwithout\s+(?:line\s+)?wrap|\bunwrapped\b|\bno\s+line\s+breaks\b", text, re.I):
            options.append("-w 0")
        elif wrap:
            options.append(f"-w {wrap.group('n') or wrap.group('n2')}")
    command = " ".join([program] + options)
    said = _quoted(text)
    literal = re.search(r"(?<![\w/.-])(?P<b>[A-Za-z0-9+/]{8,}={0,2})(?![\w/.-])", text) if decode else None
    if said is None and literal and not files:
        said = literal.group("b")
    if said is None and not files:
        plain = (re.search(r"\b(?:string|text|words?)\s+(?P<w>[^,;]+?)\s*[.!]?$", text, re.I) or re.search(r"\b(?:value|string|text)\s+(?:for\s+)?(?P<w>\S+:\S+|\S+)", text, re.I)
                 or re.search(r"\bfor\s+(?P<w>[\w.-]+:\S+)", text, re.I))
        said = plain.group("w").rstrip(",") if plain else None
    if decode and len(files) == 1 and re.search(r"\b(?:unpack|extract|untar)\b", text, re.I) and re.search(r"\btar\b", text, re.I):
        return f"base64 -d {files[0]} | tar -x{'z' if re.search(r'gz|gzip', text, re.I) else ''}"
    if said is not None and not files:
        if decode:
            return f"echo {_words(said)} | {command}"
        return f"echo -n {_words(said)} | {command}"
    if not files:
        return None
    source = files[0]
    out = next((f for f in files[1:] if re.search(r"\b(?:in)?to\s+" + re.escape(f) + r"|\bsaved?\s+(?:it\s+)?(?:as|in|to)\s+" + re.escape(f) + r"|\bas\s+" + re.escape(f), text)), None)
    return f"{command} {source}" + (f" > {out}" if out else "")


def secret_made(m: re.Match) -> str | None:
    """Random secrets: passwords (letters and digits, with symbols, pronounceable, several), PINs, passphrases from
    the dictionary, UUIDs."""
    text = m.string
    if re.search(r"\bfile\b|\b(?:hash|crypt|shadow|htpasswd|apr1|gpg|openssl|clipboard|ssh|user|account|change|reset|expire|zip|archive)\b", text, re.I):
        return None
    if re.search(r"\buuids?\b", text, re.I):
        if not re.search(r"\b(?:generate|make|create|new|random|give\s+me|gimme|get\s+me|print)\b[^.]*\buuids?\b|\buuids?\s+(?:please|pls)\b|^\s*uuids?\s*\??\s*$|\bneed\s+an?\s+(?:new\s+|random\s+)?uuid\b", text, re.I):
            return None
        if re.search(r"/dev/|\bpartitions?\b|\bdisks?\b|\bdrives?\b|\bfile\s*systems?\b|\bfstab\b|\bblkid\b|uuid=|\buuids?\s+of\b|\bmount", text, re.I):
            return None
        n = re.search(r"\b(?P<n>\d+)\s+uuids\b", text, re.I)
        return f"for i in $(seq {n.group('n')}); do uuidgen; done" if n else "uuidgen"
    pin = re.search(r"\b(?P<n>\d+)[\s-]*digits?\s+(?:random\s+)?(?:pin|code|number)\b|\b(?:random\s+)?pin\s+(?:of\s+)?(?P<n2>\d+)\s+digits\b", text, re.I)
    if pin:
        return f"tr -dc '0-9' < /dev/urandom | head -c {pin.group('n') or pin.group('n2')}"
    phrase = re.search(r"\b(?P<n>\d+|two|three|four|five|six)[\s-]+(?:random\s+)?words?\s+(?:pass\s*phrase|password)\b", text, re.I)
    if phrase and re.search(r"\bdict(?:ionary)?\b|\bwords\s+file\b", text, re.I):
        n = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6"}.get(phrase.group("n").lower(), phrase.group("n"))
        joined = re.search(r"\bjoined\s+(?:with|by)\s+(?P<j>dashes|hyphens|spaces|dots|underscores)\b", text, re.I)
        sep = {"dashes": "-", "hyphens": "-", "spaces": "' '", "dots": ".", "underscores": "_"}[joined.group("j").lower()] if joined else "' '"
        return f"shuf -n {n} /usr/share/dict/words | paste -sd{sep}"
    pw = re.search(r"\b(?P<count>\d+|two|three|four|five|ten)?\s*(?:random\s+|strong\s+|secure\s+|pronounceable\s+|new\s+)*passwords?\b", text, re.I)
    if pw is None:
        return None
    length = re.search(r"\b(?P<n>\d+)[\s-]*(?:char(?:acter)?s?|letters?|long)\b|\b(?:length|long)\s+(?:of\s+)?(?P<n2>\d+)\b", text, re.I)
    if length is None:
        return None
    n = length.group("n") or length.group("n2")
    count = pw.group("count")
    count = {"two": "2", "three": "3", "four": "4", "five": "5", "ten": "10"}.get((count or "").lower(), count)
    if count == n:
        count = None
    if re.search(r"\bpronounceable\b", text, re.I):
        return f"pwgen {n} {count or 1}"
    symbols = re.search(r"\bsymbols?\b|\bspecial\s+char|\bpunctuation\b", text, re.I)
    if not symbols and not (count and count != "1") and not re.search(r"\bletters\b|\bdigits\b|\balpha-?numeric\b|\bnumbers\b", text, re.I):
        return None   # a password of no said alphabet: shell's rows (openssl rand) and the model
    if symbols:
        return f"pwgen -sy {n} {count or 1}"
    if count and count != "1":
        return f"pwgen -s {n} {count}"
    saved = re.search(r"\b(?:to|into|in)\s+(?P<f>[\w~/.-]+\.\w+)\s*$", text, re.I)
    return f"tr -dc 'A-Za-z0-9' < /dev/urandom | head -c {n}" + (f" > {saved.group('f')}" if saved else "")


def ssh_fingerprint(m: re.Match) -> str | None:
    """The fingerprint of an SSH public key file (MD5 when asked), or of a host's keys without logging in."""
    text = m.string
    md5 = "-E md5 " if re.search(r"\bmd5\b", text, re.I) else ""
    files = [f for f in _files(text) if f.endswith(".pub") or "/.ssh/" in f or f.startswith("~/.ssh")]
    if files:
        return f"ssh-keygen {md5}-lf {files[0]}"
    host = re.search(r"\b(?:of|for|on)\s+(?P<h>[\w-]+(?:\.[\w-]+)+|[a-z][\w-]*\d\w*)\b", text, re.I)
    if host and re.search(r"\bhost\s+keys?\b", text, re.I):
        return f"ssh-keyscan {host.group('h')} 2>/dev/null | ssh-keygen {md5}-lf -"
    return None


ROWS = (
    # "check all the files in this folder against SHA256SUMS", "verify linux.tar.xz using linux.tar.xz.sha256"
    (re.compile(_SUMS), checksum_check),
    # "does firmware_v2.bin have md5 9e107d9d…?"
    (re.compile(r"(?<![\w])(?P<digest>[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})(?![\w])"), checksum_compared),
    # "fingerprint of my ssh public key ~/.ssh/id_ed25519.pub", "ssh host key fingerprints of git.internal.lan"
    (re.compile(r"^(?=.*\bfingerprints?\b)(?=.*(?:\.pub\b|\bssh\b|/\.ssh/))", re.I), ssh_fingerprint),
    # "encrypt tax_return.pdf for alice@example.com", "list the public keys in my gpg keyring"
    (re.compile(r"\bgpg\b|\bgnupg\b|\bpgp\b|\bkeyring\b|\bkeyserver\b|\bclear\s*-?sign|\bdetached\s+(?:binary\s+)?signature\b|\bdearmou?r|"
                r"\.(?:gpg|asc|sig)\b|\bkeys\.openpgp\.org\b|(?<![\w])(?:0x)?[0-9A-F]{40}(?![\w])|\bencrypt\w*\b(?=.*@)|\bencrypt\w*\b(?=.*\b(?:password|passphrase|symmetric\w*)\b)|\bsign(?:ed)?\s+and\s+encrypt", re.I), gpg_task),
    # "when does /etc/ssl/certs/mail.crt expire", "check the dates of the certificate example.com serves"
    (re.compile(r"\bopenssl\b|\bcert(?:ificate)?s?\b|\bcsr\b|\btls\b|\bssl\b|\bx509\b|\.(?:pem|crt|key|pfx|p12|csr|enc)\b|\bdh\s*-?params\b|"
                r"\b\d+\s+random\s+bytes\b|\brandom\s+\d+[\s-]*bytes?\b|\bhmac\b|\bsha-?3\b|\bsubresource\s+integrity\b|\bsri\b|\bapr1\b|\bcrypt\s+hash\b|\bciphers?\b", re.I), openssl_task),
    # "sha256 of ubuntu.iso", "save md5 hashes of all the jpgs in ~/Pictures to photos.md5"
    (re.compile(r"(?<![\w-])(?:md5|sha-?(?:1|224|256|384|512)|blake2b?|b2sum|cksum|crc32|checksums?|hash(?:es)?)(?:sums?)?(?![\w-])", re.I), checksum_made),
    # "base64 encode logo.png into logo.b64", "what does aGVsbG8gd29ybGQ= decode to"
    (re.compile(r"\bbase\s*(?:64|32)\b|\bbase64url\b|\bb64\b|\bdata:?\s*uri\b|\bdecod\w*\b(?=.*(?<![\w/+])[A-Za-z0-9+/]{8,}={1,2}(?![\w/+]))|"
                r"(?<![\w/+])[A-Za-z0-9+/]{8,}={1,2}(?![\w/+])(?=.*\bdecod)", re.I), base64_task),
    # "gimme a 20 character password, letters and digits only", "random 6 digit PIN", "uuid please"
    (re.compile(r"\bpasswords?\b|\bpin\b|\bpass\s*phrase\b|\buuids?\b", re.I), secret_made),
)
