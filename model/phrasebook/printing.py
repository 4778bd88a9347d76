"""Printing with CUPS from the shell: a document printed with ``lp`` and the options a request says (the printer,
copies, two-sided, landscape, paper size, pages, fit to page), and the print system asked or told (the queue, the
printers, the default printer shown or set, jobs cancelled, a printer's state).
"""

from __future__ import annotations

import re

from serval.model.entities import count_value

_DOC = r"(?P<file>[~./\w][\w./~-]*\.(?:pdf|docx?|odt|ods|xlsx?|ps|eps|jpe?g|png|tiff?|txt|csv|md|html?))"
_PRINTER = r"(?P<printer>[A-Za-z][\w.-]*)"
_NOT_PRINTERS = frozenset("""the a an my our this that both sides side paper a4 a3 a5 letter legal landscape portrait one two each
every page pages default printer copies copy color colour black white grayscale greyscale it them""".split())
_OPTION_WORDS = re.compile(r"\b(?:printer|cop(?:y|ies)|double[\s-]sided|two[\s-]sided|duplex|both\s+sides|landscape|portrait|a[345]\s+paper|on\s+a[345]|"
                           r"fit(?:ted)?\s+to\s+(?:the\s+)?page|lp|lpr|on\s+paper)\b", re.I)


def print_job(m: re.Match) -> str | None:
    """``lp`` with the request's options for the document it names, or None where "print" means show."""
    text = m.string
    file = m.group("file")
    rest = text[m.end("file"):]
    if file.lower().endswith((".txt", ".csv", ".md", ".html", ".htm")) and not _OPTION_WORDS.search(text):
        return None   # "print notes.txt": most likely shown on the terminal
    if re.search(r"\b(?:lines?|words?|first|last|head|tail|contents?|names?|size|number|count|columns?|fields?|output|text\s+of|pages?\s+count|how\s+many)\b",
                 text[:m.start("file")], re.I) or re.search(r"\b(?:with\s+every|turned|replaced|sorted|numbered|without|reversed|upper|lower|except|only\s+the|that|which|where)\b", rest, re.I):
        return None   # the file's text shown changed: the other rows' and the model's
    options = []
    printer = re.search(rf"\b(?:on|to|using|via|with)\s+(?:the\s+)?(?:printer\s+(?:called\s+|named\s+)?{_PRINTER}|{_PRINTER.replace('printer>', 'printer2>')}\s+printer)\b", text, re.I)
    name = (printer.group("printer") or printer.group("printer2")) if printer else None
    if name and name.lower() not in _NOT_PRINTERS:
        options.append(f"-d {name}")
    copies = re.search(r"\b(?P<n>\d+|two|three|four|five|six|ten|twenty)\s+cop(?:y|ies)\b", text, re.I)
    if copies:
        options.append(f"-n {count_value(copies.group('n'))}")
    pages = re.search(r"\bpages?\s+(?P<a>\d+)\s*(?:-|to|through|thru)\s*(?P<b>\d+)\b|\b(?:only\s+)?page\s+(?P<one>\d+)\b(?!\s*(?:-|to)\s*\d)", text, re.I)
    if pages:
        options.append(f"-P {pages.group('a')}-{pages.group('b')}" if pages.group("a") else f"-P {pages.group('one')}")
    if re.search(r"\b(?:double[\s-]sided|two[\s-]sided|duplex|on\s+both\s+sides)\b", text, re.I):
        short = re.search(r"\bshort[\s-]edge\b|\bflip\w*\s+(?:on|along)\s+the\s+short\b", text, re.I)
        options.append(f"-o sides=two-sided-{'short' if short else 'long'}-edge")
    if re.search(r"\blandscape\b", text, re.I):
        options.append("-o landscape")
    paper = re.search(r"\b(?:on\s+)?(?P<size>a[345]|letter|legal)(?:\s+(?:paper|size|sheets?))?\b", rest, re.I)
    if paper:
        size = paper.group("size")
        options.append(f"-o media={size.upper() if size.lower().startswith('a') else size.capitalize()}")
    if re.search(r"\bfit(?:ted)?\s+to\s+(?:the\s+)?page\b|\bscaled?\s+to\s+fit\b", text, re.I):
        options.append("-o fit-to-page")
    return " ".join(["lp"] + options + [file])


def print_system(m: re.Match) -> str | None:
    """The print system asked or told: the queue, the printers, the default printer shown or set, jobs cancelled."""
    text = m.string
    if re.search(r"\bcancel\w*\b|\bremove\b.*\bprint\s+jobs?\b|\bclear\b.*\bprint\s+queue\b", text, re.I):
        job = re.search(r"\bjob\s+(?:number\s+|id\s+)?(?P<job>[\w-]+-\d+|\d+)\b", text, re.I)
        if job:
            return f"cancel {job.group('job')}"
        on = re.search(rf"\b(?:on|for|from)\s+(?:the\s+)?(?:printer\s+)?{_PRINTER}(?:\s+printer)?\b", text, re.I)
        if on and on.group("printer").lower() not in _NOT_PRINTERS | {"all", "every", "queue", "me", "jobs"}:
            return f"cancel -a {on.group('printer')}"
        if re.search(r"\b(?:all|every|each)\b|\bclear\b", text, re.I):
            return "cancel -a"
        return None
    made = re.search(rf"\b(?:set|make|change)\s+(?:the\s+|my\s+)?default\s+printer\s+(?:to\s+)?{_PRINTER}\b|\bmake\s+{_PRINTER.replace('printer>', 'p2>')}\s+(?:the\s+|my\s+)?default\s+printer\b", text, re.I)
    if made:
        return f"lpoptions -d {made.group('printer') or made.group('p2')}"
    if re.search(r"\b(?:which|what)\s+(?:is\s+)?(?:the\s+|my\s+)?default\s+printer\b|\bdefault\s+printer\s+(?:is|set)\b|\bshow\s+(?:the\s+|my\s+)?default\s+printer\b", text, re.I):
        return "lpstat -d"
    if re.search(r"\bprint\s+queue\b|\bprint\s+jobs\b|\bwhat(?:'s|\s+is)\s+(?:waiting\s+to\s+)?print(?:ing)?\b|\bjobs\s+(?:are\s+)?waiting\b", text, re.I):
        return "lpstat -o"
    if re.search(r"\b(?:list|show|which|what)\b.*\bprinters\b|\bprinters\s+(?:are\s+)?(?:installed|available|set\s+up|configured)\b", text, re.I):
        return "lpstat -p"
    state = re.search(rf"\bis\s+(?:the\s+)?(?:printer\s+)?{_PRINTER}(?:\s+printer)?\s+(?:ready|online|idle|accepting|enabled|working|up)\b", text, re.I)
    if state and state.group("printer").lower() not in _NOT_PRINTERS:
        return f"lpstat -p {state.group('printer')}"
    return None


ROWS = (
    # "print 2 copies of flyer.pdf double sided on the office printer", "print pages 3 to 5 of report.pdf in landscape"
    (re.compile(rf"^\s*(?:please\s+)?(?:print|send(?=.*\bprinter\b))(?:\s+out)?\s+(?:(?:me\s+)?(?:\w+\s+)?cop(?:y|ies)\s+of\s+|pages?\s+\d+(?:\s*(?:-|to|through)\s*\d+)?\s+of\s+|only\s+page\s+\d+\s+of\s+)?(?:the\s+(?:file\s+|document\s+)?)?{_DOC}", re.I),
     print_job),
    # "show the print queue", "cancel all my print jobs", "set the default printer to office_laser"
    (re.compile(r"\bprint(?:er)?s?\s+(?:queue|jobs?)\b|\bprinters?\b|\bcups\b", re.I), print_system),
)
