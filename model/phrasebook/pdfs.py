"""PDF pages with qpdf, pdfunite and ghostscript: pages kept (a list, a range, the first or last N, odd or even, in
reverse), pages removed, pages rotated (all or some, either way, upside down), files merged in the order said, a file
made smaller for a use (screen, e-mail, print). The result goes where the request says ("into", "save as", "call it",
"output"), over the original where it says "in place", or beside it with a suffix.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _named

_PDF = r"(?P<pdf>[~./\w-][\w./~-]*\.pdf)"
_OUT_SAID = re.compile(r"(?:\b(?:save|write|output|put|store)\w*(?:\s+(?:it|them|that|the\s+result))?(?:\s+(?:as|to|in|into))?|\b(?:in)?to|\bcall\s+it|\bcalled|\bnamed|->|\bas)\s+"
                       r"(?:a\s+(?:new\s+)?(?:file|pdf)\s+(?:called|named)\s+)?(?P<out>[~./\w-][\w./~-]*\.pdf)\b|\bmake\s+(?P<made>[~./\w-][\w./~-]*\.pdf)\s+(?:with|from|of)\b", re.I)
_IN_PLACE = re.compile(r"\bin[\s-]place\b|\boverwrit\w*|\breplac\w+\s+(?:the\s+)?(?:original|file)\b", re.I)
_ORDINAL = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "last": "z"}


def _pages_said(text: str) -> tuple[str, str] | None:
    """The pages a request names, as qpdf writes them, and a word for a file name: ("1,3,7-9", "pages"), ("z", "last"),
    ("1-z:odd", "odd"), ("z-1", "reversed"); None where it names none this reads."""
    if m := re.search(r"\b(?:the\s+)?(?P<end>first|last)\s+(?P<n>\d+)\s+pages\b", text, re.I):
        n = int(m.group("n"))
        return (f"1-{n}", f"first{n}") if m.group("end").lower() == "first" else (f"r{n}-z", f"last{n}")
    if m := re.search(r"\b(?:the\s+)?(?P<o>first|second|third|fourth|fifth|last)\s+page\b", text, re.I):
        word = m.group("o").lower()
        return _ORDINAL[word], word
    if m := re.search(r"\b(?P<kind>odd|even)(?:[\s-]numbered)?\s+pages\b", text, re.I):
        return f"1-z:{m.group('kind').lower()}", m.group("kind").lower()
    if re.search(r"\brevers\w*\s+(?:the\s+)?(?:page\s+)?order\b|\bpages\s+in\s+reverse\b|\breverse\s+(?:the\s+)?pages\b", text, re.I):
        return "z-1", "reversed"
    if m := re.search(r"\bpages?\s+(?P<list>\d+(?:\s*(?:-|to|through|thru)\s*\d+)?(?:\s*(?:,|and|,\s*and)\s*\d+(?:\s*(?:-|to|through|thru)\s*\d+)?)*)\b", text, re.I):
        parts = [re.sub(r"\s*(?:-|to|through|thru)\s*", "-", p.strip()) for p in re.split(r"\s*(?:,\s*and|,|\band\b)\s*", m.group("list"))]
        return ",".join(parts), "pages_" + "_".join(parts)
    return None


def _complement(spec: str) -> str | None:
    """The pages left when ``spec``'s are removed: "1" → "2-z", "z" → "1-r2", "10-15" → "1-9,16-z"."""
    if spec == "1":
        return "2-z"
    if spec == "z":
        return "1-r2"
    if m := re.fullmatch(r"1-(\d+)", spec):
        return f"{int(m.group(1)) + 1}-z"
    if m := re.fullmatch(r"(\d+)(?:-(\d+))?", spec):
        a, b = int(m.group(1)), int(m.group(2) or m.group(1))
        head = f"1-{a - 1}" if a > 2 else "1" if a == 2 else ""
        return ",".join(p for p in (head, f"{b + 1}-z") if p)
    return None


def _written(m: re.Match, pdf: str, suffix: str) -> tuple[str, str]:
    """Where the result goes: (qpdf's leading part, its output operand) for "into X", in place, or beside."""
    rest = m.string[m.end("pdf"):] + " " + m.string[:m.start("pdf")]
    out = _OUT_SAID.search(rest)
    if out and (out.group("out") or out.group("made")) != pdf:
        return f"qpdf {pdf}", out.group("out") or out.group("made")
    if _IN_PLACE.search(m.string):
        return f"qpdf --replace-input {pdf}", ""
    return f"qpdf {pdf}", _named(pdf, suffix)


def pages_kept(m: re.Match) -> str | None:
    """"take pages 1, 3 and 7-9 from paper.pdf and write them to selected.pdf" → ``qpdf paper.pdf --pages . 1,3,7-9 --
    selected.pdf``; "remove the first page of handout.pdf" → ``qpdf handout.pdf --pages . 2-z -- handout_fixed.pdf``;
    "keep only the odd pages of booklet.pdf" → ``… --pages . 1-z:odd -- booklet_odd.pdf``."""
    text, pdf = m.string, m.group("pdf")
    if len(set(re.findall(r"[\w./~-]+\.pdf\b", text, re.I)) - set(re.findall(r"(?:in)?to\s+([\w./~-]+\.pdf)|as\s+([\w./~-]+\.pdf)", text))) > 2:
        return None
    said = _pages_said(text)
    if said is None:
        return None
    spec, word = said
    if m.group("drop"):
        spec = _complement(spec)
        if spec is None:
            return None
        word = "fixed"
    head, out = _written(m, pdf, word)
    return f"{head} --pages . {spec} --{' ' + out if out else ''}"


def pages_rotated(m: re.Match) -> str | None:
    """"rotate every page of scan.pdf 90 degrees clockwise" → ``qpdf scan.pdf scan_rotated.pdf --rotate=+90``;
    "rotate page 2 of form.pdf upside down, output form_rot.pdf" → ``qpdf form.pdf form_rot.pdf --rotate=180:2``."""
    text, pdf = m.string, m.group("pdf")
    if re.search(r"\bupside[\s-]down\b|\b180\b", text, re.I):
        angle = "180"
    elif deg := re.search(r"\b(90|270)\s*(?:°|degrees?)?", text, re.I):
        left = re.search(r"\b(?:counter[\s-]?clockwise|anti[\s-]?clockwise|to\s+the\s+left|left)\b", text, re.I)
        angle = ("-" if left else "+") + deg.group(1)
    else:
        return None
    said = _pages_said(re.sub(r"\b(?:every|each|all(?:\s+the)?)\s+pages?\b", "", text, flags=re.I))
    pages = f":{said[0]}" if said else ""
    head, out = _written(m, pdf, "rotated")
    return f"{head}{' ' + out if out else ''} --rotate={angle}{pages}"


def merged(m: re.Match) -> str | None:
    """"stick cover.pdf in front of report.pdf and save as report_final.pdf" → ``pdfunite cover.pdf report.pdf
    report_final.pdf``; with qpdf or ghostscript where the request names it; "all the pdfs in this folder" → ``*.pdf``."""
    text = m.string
    outs = list(_OUT_SAID.finditer(text, m.start("files")))
    name = (outs[-1].group("out") or outs[-1].group("made")) if outs else None
    if not name:
        return None
    listed = text[m.start("files"):outs[-1].start()]
    files = re.findall(r"[~./\w-][\w./~-]*\.pdf\b", listed)
    if re.search(r"\ball\s+(?:the\s+)?pdfs\s+in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\b|\ball\s+(?:the\s+)?pdfs\s+here\b", text, re.I):
        files = ["*.pdf"]
    elif len(files) < 2:
        return None
    if re.search(r"\b(?:through|thru)\b", listed, re.I):
        return None   # "scan_001.pdf through scan_020.pdf": a range of names, not two files
    if re.search(r"\b(?:in\s+front\s+of|before)\b", listed, re.I) is None and re.search(r"\bappend\s+\S+\s+to\b|\bafter\b", text, re.I):
        files = files[::-1]   # "append b.pdf to a.pdf": a first
    if re.search(r"\bqpdf\b", text, re.I):
        return f"qpdf --empty --pages {' '.join(files)} -- {name}"
    if re.search(r"\b(?:ghostscript|gs)\b", text, re.I):
        return f"gs -dBATCH -dNOPAUSE -q -sDEVICE=pdfwrite -sOutputFile={name} {' '.join(files)}"
    return f"pdfunite {' '.join(files)} {name}"


def shrunk(m: re.Match) -> str:
    """``gs … -dPDFSETTINGS=/ebook`` (e-mail, screen reading); ``/screen`` where any quality will do, ``/printer`` or
    ``/prepress`` where it must print well; the output where the request names it."""
    pdf = m.group("pdf")
    text = m.string
    if re.search(r"\b(?:as\s+(?:small|much)\s+as\s+possible|smallest|max(?:imum)?\s+compression|low(?:est)?\s+quality|screen)\b", text, re.I):
        level = "/screen"
    elif re.search(r"\bprint\w*\b", text, re.I):
        level = "/printer"
    else:
        level = "/ebook"
    out = _OUT_SAID.search(text[m.end("pdf"):])
    name = (out.group("out") or out.group("made")) if out else _named(pdf, "small")
    return f"gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 -dPDFSETTINGS={level} -dNOPAUSE -dQUIET -dBATCH -sOutputFile={name} {pdf}"


_VERB_KEEP = r"(?:take|extract|pull|get|keep|save|copy|grab|make|need|want|put|split\s+out)"
_VERB_DROP = r"(?:remove|delete|drop|cut|strip|get\s+rid\s+of|throw\s+away)"
ROWS = (
    # pages kept or removed: "take pages 1, 3 and 7-9 from paper.pdf and write them to selected.pdf", "get the last page
    # out of statement.pdf into last.pdf", "remove pages 10-15 of dissertation.pdf in place", "keep only the odd pages
    # of booklet.pdf", "reverse the page order of scanned_backwards.pdf into fixed.pdf"
    (re.compile(rf"^(?!.*\b(?:rotat\w*|merge|combine|join|text|words?|images?|png|jpe?g|encrypt|password|compress|shrink)\b)"
                rf"(?:.*\b(?P<drop>{_VERB_DROP})\b|.*\b{_VERB_KEEP}\b|.*\brevers\w*\b|.*\b(?:odd|even)\s+pages\b).*?\b(?:of|from|in|out\s+of)\s+{_PDF}", re.I),
     pages_kept),
    (re.compile(rf"^\s*(?:please\s+)?(?:rotate|turn)\b(?!.*\b(?:image|photo|video)\b).*?{_PDF}", re.I), pages_rotated),
    # "combine a.pdf and b.pdf into c.pdf", "stick cover.pdf in front of report.pdf and save as report_final.pdf",
    # "combine all the pdfs in this folder into one file called all.pdf"
    (re.compile(r"^\s*(?:please\s+)?(?:merge|combine|join|concatenate|stick|put|append|glue|unite)\s+(?P<files>.*?\.pdf\b|all\s+(?:the\s+)?pdfs\s+(?:in\s+(?:this|the\s+current)\s+\w+|here))", re.I),
     merged),
    # "compress big_report.pdf with ghostscript for email, output small_report.pdf", "shrink scans.pdf as much as possible"
    (re.compile(rf"\b(?:shrink|compress|reduce\s+the\s+(?:file\s+)?size\s+of|make\s+smaller|squash|optimi[sz]e)\s+{_PDF}(?!.*\b(?:qpdf|linearize|lossless\w*)\b)", re.I),
     shrunk),
)
