"""What a PDF holds, read with poppler's tools, and pictures made into one:
- its text (``pdftotext``): into a .txt file beside it or the one named, on the terminal, some pages, keeping the
  layout, in UTF-8; searched for a word (``| grep -i``, counted, with context; ``pdfgrep`` where page numbers are asked
  or many PDFs are searched), its words or lines counted, its first or last lines, its e-mail addresses and links; the
  text of two PDFs compared; every PDF of a folder made into text; scanned PDFs read with ``ocrmypdf``;
- its facts (``pdfinfo``): the pages of one PDF, of each PDF of a folder, their total, the PDFs with more or fewer
  pages than a number; all its facts or one field (author, title, page size, …); a field set with ``exiftool``; its
  fonts (``pdffonts``); whether it is encrypted (``qpdf --show-encryption``);
- its images (``pdfimages``), listed or saved into a folder;
- its pages as pictures (``pdftoppm``: PNG, JPEG or TIFF, a resolution, some pages, one file named; ``pdftocairo`` for
  SVG; ``pdftohtml``);
- pictures made into a PDF (``img2pdf``): one, several listed, a glob, each into its own PDF, on a page size.

A search of PDFs ignores case (a document's words come capitalised at a sentence's start and in headings).
"""

from __future__ import annotations

import re

from serval.model.entities import HOME_FOLDERS, count_value
from serval.model.phrasebook.shared import _shell_word

_NAME = r"[~./\w-][\w./~-]*"
_FOLDER = (r"(?P<dir>~[\w./-]*|\.{1,2}/[\w./-]*|\.(?=\s|$)|/[\w./-]+|[\w.-]+/[\w./-]*|(?:my\s+)?(?:" + "|".join(HOME_FOLDERS.values())
           + r")(?:\s+(?:folder|directory|dir))?\b|(?:this|the\s+current)\s+(?:folder|directory|dir)\b|here\b"
           r"|(?!(?:total|all|order|place|there|them|it|an?|the|which|that|this|my|your|one|size|names?|pages?|text|full|common|case|detail|bulk)\b)[A-Za-z_][\w.-]*\b(?!\.pdf))")
# "all the pdfs in ~/papers", "every pdf under docs/", "the pdfs in this folder and its subfolders", "all invoice pdfs"
_MANY = re.compile(r"\b(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+|of\s+the\s+)?(?P<kind>(?!the\b|my\b|of\b|pdfs?\b)\w+\s+)?pdfs?"
                   r"|(?:which|what|the|my|any)\s+pdfs|\bpdfs(?=\s+(?:in|under|inside|within|below)\b))(?:\s+files?)?"
                   rf"(?:\s*(?:(?P<rec>under|below|beneath)|in(?:side)?|from|within|of)\s+{_FOLDER})?"
                   r"(?P<sub>\s+(?:and|including|with)\s+(?:all\s+)?(?:its\s+|their\s+)?sub[\s-]*(?:folders|dirs|directories))?", re.I)
_RECURSIVE = re.compile(r"\brecursive(?:ly)?\b|\bsub[\s-]*(?:folders|dirs|directories)\b", re.I)
_TXT = re.compile(rf"(?:\b(?:in)?to|\bas|\bsave\w*(?:\s+it)?(?:\s+(?:to|in|as))?|\bcalled|\bnamed|>)\s+(?P<txt>{_NAME}\.txt)\b", re.I)
_STOP = {"the", "a", "an", "all", "any", "every", "each", "word", "words", "pdf", "pdfs", "it", "them", "this", "in", "for",
         "text", "my", "of", "that", "which", "lines", "line", "times"}
_EMAIL = r"'[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}'"
_TERMINAL = re.compile(r"\b(?:print|show|display|read|view|cat|dump|see|output)\b|\b(?:terminal|screen|stdout|console)\b", re.I)
_NOT_READ = re.compile(r"\b(?:zip|tar|archive|move|mv|copy|cp|delete|remove|rm|rename|upload|e-?mail\s+(?:it|them|\S+\.pdf)|"
                       r"open|encrypt|password|merge|combine|rotat\w*|split|compress|shrink)\b|\bfile\s*names?\b|\bnamed\b|\bcalled\s+\w*\*", re.I)


def _pdfs(text: str) -> list[str]:
    """The PDF files a request names, each once, in its order."""
    return list(dict.fromkeys(re.findall(rf"(?<![\w*]){_NAME}\.pdf\b", text, re.I)))


def _folder(word: str) -> str:
    """A folder said in words as a path: "this folder" → ``.``, "my Documents" → ``~/Documents``."""
    word = re.sub(r"^my\s+|\s+(?:folder|directory|dir)$", "", word.strip(), flags=re.I)
    if re.fullmatch(r"(?:this|the\s+current)|here|\.", word, re.I) or re.fullmatch(r"(?:this|the\s+current)\s+(?:folder|directory|dir)", word, re.I):
        return "."
    if word.lower() in HOME_FOLDERS:
        return "~/" + HOME_FOLDERS[word.lower()]
    return word.rstrip("/") or "/"


def _many(text: str) -> tuple[str, str, bool] | None:
    """Many PDFs a request names: (their glob, their folder, whether subfolders count), or None. "which pdfs in
    ~/papers" → ("~/papers/*.pdf", "~/papers", False); "every pdf under docs/" → (…, "docs", True); "all invoice
    pdfs" → ("invoice*.pdf", ".", False); "the pdfs here" → ("*.pdf", ".", False)."""
    m = _MANY.search(text)
    if m is None:
        return None
    folder = _folder(m.group("dir")) if m.group("dir") else "."
    kind = (m.group("kind") or "").strip()
    if kind.lower() in ("pdf", "of", "those", "these", "other", "files", "page", "pages", "scanned", "open", "big", "large", "small", "new", "old"):
        kind = ""
    glob = f"{kind}*.pdf" if kind else "*.pdf"
    recursive = bool(m.group("rec") or m.group("sub") or _RECURSIVE.search(text) or re.match(r"\s*find\b", text, re.I))   # (find descends)
    return (glob if folder == "." else f"{folder}/{glob}"), folder, recursive


def _word(text: str) -> str | None:
    """The word or phrase a request searches for: quoted, "the word X", "mention X", "search … for X", "X in"."""
    if q := re.search(r"'([^']+)'|\"([^\"]+)\"", text):
        return q.group(1) or q.group(2)
    for pattern in (r"\b(?:the\s+)?(?:word|phrase|string|term|name)\s+(?P<w>[\w@.+-]+)",
                    r"\b(?:mention(?:s|ing)?|contain(?:s|ing)?|includ(?:e|es|ing)|say(?:s|ing)?|about)\s+(?P<w>[\w@.+-]+)",
                    r"\bhow\s+(?:many|often)\s+(?:times\s+)?(?:does\s+)?(?P<w>[\w@.+-]+)\s+(?:appear|occur|show)",
                    r"\b(?:search|look|grep|check|scan|hunt)\w*\s+(?:\S+\s+){0,6}?for\s+(?P<w>[\w@.+-]+)",
                    r"\b(?:search(?:\s+for)?|grep(?:\s+for)?|look\s+for|find|count)\s+(?:-\w+\s+)*(?P<w>[\w@.+-]+)\s+(?:in|inside|within|across|throughout)\b"):
        for m in re.finditer(pattern, text, re.I):
            word = m.group("w").rstrip(".")
            if word.lower() not in _STOP and not word.lower().endswith(".pdf"):
                return word
    return None


def _pages(text: str) -> tuple[str, str] | None:
    """The first and last page a request reads (pdftotext's and pdftoppm's ``-f``/``-l``), or None for all."""
    if m := re.search(r"\b(?:the\s+)?first\s+(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+pages\b", text, re.I):
        return "1", count_value(m.group("n"))
    if re.search(r"\b(?:the\s+)?(?:first|front|cover)\s+page\b|\bpage\s+(?:one|1)\b(?!\s*(?:-|to|through|thru)\s*\d)", text, re.I):
        return "1", "1"
    if m := re.search(r"\bpages?\s+(?P<a>\d+)\s*(?:-|to|through|thru|until)\s*(?P<b>\d+)\b", text, re.I):
        return m.group("a"), m.group("b")
    if m := re.search(r"\bpage\s+(?P<a>\d+)\b|\b(?P<b>\d+)(?:st|nd|rd|th)\s+page\b", text, re.I):
        return (m.group("a") or m.group("b"),) * 2
    return None


def _text_options(text: str) -> str:
    """pdftotext's options a request asks for: the pages, the layout kept, an encoding."""
    options = []
    if pages := _pages(text):
        options += [f"-f {pages[0]}", f"-l {pages[1]}"]
    if re.search(r"\blayout\b|\bcolumns?\s+(?:intact|kept)\b|\btables?\s+(?:intact|aligned)\b", text, re.I):
        options.append("-layout")
    if re.search(r"\bunicode\b|\butf-?8\b", text, re.I):
        options.append("-enc UTF-8")
    return "".join(o + " " for o in options)


def _grep_search(text: str, word: str, many: bool) -> tuple[str, str]:
    """grep's options for a search of a PDF's text, and what follows the grep: "how many times" → ``-oi`` and ``| wc
    -l``; "how many lines" → ``-ci``; "with 2 lines of context" → ``-i -C 2``; "whole word" → ``-iw``."""
    flags, tail = "i", ""
    if re.search(r"\bwhole\s+word|\bas\s+a\s+word\b|\bexact\s+word\b", text, re.I):
        flags += "w"
    if not many and re.search(r"\bhow\s+(?:many|often)\s+times\b|\bhow\s+often\b|\bcount\s+(?:the\s+)?(?:times|occurrences|how\s+many\s+times)\b"
                              r"|\bnumber\s+of\s+(?:times|occurrences)\b|\boccurrences\b|\btimes\b.*\bappears?\b|\bcount\b.*\bappear", text, re.I):
        return "o" + flags, " | wc -l"
    if re.search(r"\bhow\s+many\s+lines\b|\bcount\s+(?:the\s+)?(?:matching\s+)?lines\b|\bcount\s+(?:matches|hits)\b|\bhow\s+many\s+(?:matches|hits)\b"
                 r"|\b(?:match|hit)\s+counts?\b|\bcount\s+per\s+(?:file|pdf)\b", text, re.I):
        flags += "c"
    context = re.search(r"\b(?P<n>\d+|one|two|three|four|five)\s+lines?\s+(?:of\s+)?(?:context|around|before\s+and\s+after)\b", text, re.I)
    if context:
        return flags + f" -C {count_value(context.group('n')) if context.group('n').lower() != 'one' else '1'}", tail
    return flags, tail


def text_read(m: re.Match) -> str | None:
    """The text of a PDF, or of many: "search for the word 'indemnity' in contract.pdf" → ``pdftotext contract.pdf -
    | grep -i indemnity``; "which pdfs in ~/papers mention transformer" → ``pdfgrep -il transformer ~/papers/*.pdf``;
    "print the text of page 4 of notes.pdf to the terminal" → ``pdftotext -f 4 -l 4 notes.pdf -``; "convert
    manual.pdf to text" → ``pdftotext manual.pdf manual.txt``; "count the words in essay.pdf" → ``pdftotext essay.pdf
    - | wc -w``; "convert every pdf in this dir to a txt file" → ``for f in *.pdf; do pdftotext "$f"; done``."""
    text = m.string
    if re.search(r"\bbase\s*64\b|\bdecod\w*\b", text, re.I):
        return None   # a PDF decoded from base64 into a file: crypto's
    pdfs, many = _pdfs(text), _many(text)
    if re.search(r"\bocr\b|\bocrmypdf\b|\bsearchable\b|\btext\s+layer\b|\bscanned\b.*\b(?:text|words)\b", text, re.I) and not _NOT_READ.search(text):
        return _ocr(text, pdfs)
    if _NOT_READ.search(text) or re.search(r"\b(?:images?|pictures?|photos?|png|jpe?g|svg|html|fonts?|metadata|author|title)\b", text, re.I):
        return None
    if len(pdfs) == 2 and re.search(r"\b(?:compare|diff|differen\w*|changed)\b", text, re.I):
        return f"diff <(pdftotext {pdfs[0]} -) <(pdftotext {pdfs[1]} -)"
    if len(pdfs) > 1:
        return None
    searched = re.search(r"\b(?:search\w*|grep\w*|look\s+for|look(?:ing)?\s+through|mention\w*|contain\w*|includ\w*|find\s+(?:the\s+)?(?:word|phrase|string|lines?)"
                         r"|appears?|occurrences?|how\s+(?:many|often)\s+times|pdfgrep)\b", text, re.I)
    options = _text_options(text)
    if re.search(r"\b(?:e-?mail)\s+address\w*|\bemails\b", text, re.I) and pdfs:
        return f"pdftotext {options}{pdfs[0]} - | grep -Eo {_EMAIL} | sort -u"
    if re.search(r"\b(?:urls?|links|web\s+addresses)\b", text, re.I) and pdfs and re.search(r"\b(?:extract|list|find|get|show|pull|all)\b", text, re.I):
        return f"pdftotext {options}{pdfs[0]} - | grep -Eo 'https?://[^[:space:]]+' | sort -u"
    if searched:
        word = _word(text)
        if word is None:
            return None
        pages_asked = re.search(r"\bpage\s+numbers?\b|\b(?:which|what)\s+pages?\b|\bon\s+which\s+pages?\b|\bpages?\s+(?:it|they)\s+(?:is|are|appears?)\s+on\b", text, re.I)
        if pdfs:
            if pages_asked:
                return f"pdfgrep -in {_shell_word(word)} {pdfs[0]}"
            flags, tail = _grep_search(text, word, False)
            return f"pdftotext {options}{pdfs[0]} - | grep -{flags} {_shell_word(word)}{tail}"
        if many is None:
            return None
        glob, folder, recursive = many
        flags, _ = _grep_search(text, word, True)
        if re.search(r"\b(?:which|what)\s+(?:of\s+the\s+)?(?:pdfs|files|documents|papers)\b|\blist\s+(?:the\s+)?(?:pdfs|files)\b|\bfile\s*names\b|\bfiles\s+that\b|\bpdfs\s+that\b"
                     r"|\bfind\s+(?:all\s+)?(?:the\s+)?(?:pdfs|files|documents)\b|\b(?:paths?|names?)\s+(?:of|to)\s+(?:the\s+)?(?:matching\s+)?(?:files|pdfs)\b", text, re.I) and "c" not in flags:
            flags = flags.replace("i", "il", 1)
        if pages_asked:
            flags = flags.replace("i", "in", 1)
        if recursive:
            return f"pdfgrep -r{flags} {_shell_word(word)} {folder}"
        return f"pdfgrep -{flags} {_shell_word(word)} {glob}"
    if not re.search(r"\btext\b|\btxt\b|\bpdftotext\b|\bwords\b|\bword\s+count\b|\bplain[\s-]*text\b|\bread\s+(?:out\s+)?(?:the\s+)?(?:first|last)\b|\blines\s+of\b", text, re.I):
        return None
    if many and not pdfs:
        glob, _, _ = many
        if re.search(r"\b(?:each|every|all)\b", text, re.I):
            return f'for f in {glob}; do pdftotext {options}"$f"; done'
        return None
    if not pdfs:
        return None
    pdf = pdfs[0]
    if re.search(r"\b(?:count|how\s+many|number\s+of|total)\b.*\b(?:words|lines|characters|chars)\b|\bword\s+count\b", text, re.I):
        said = re.findall(r"\b(?:(lines)|(words?)|(characters|chars))\b", text, re.I)
        flags = "".join(f for f, k in (("l", 0), ("w", 1), ("m", 2)) if any(s[k] for s in said))
        return f"pdftotext {options}{pdf} - | wc -{flags or 'w'}"
    if n := re.search(r"\b(?P<end>first|last|top|bottom)\s+(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+lines\b", text, re.I):
        cut = "head" if n.group("end").lower() in ("first", "top") else "tail"
        return f"pdftotext {options}{pdf} - | {cut} -n {count_value(n.group('n'))}"
    if re.search(r"\bless\b|\bpage\s+through\b|\bscroll\b", text, re.I):
        return f"pdftotext {options}{pdf} - | less"
    if out := _TXT.search(text):
        return f"pdftotext {options}{pdf} {out.group('txt')}"
    if _TERMINAL.search(text) and not re.search(r"\b(?:save|write|file|into|convert|turn|export)\b", text, re.I):
        return f"pdftotext {options}{pdf} -"
    return f"pdftotext {options}{pdf} {pdf[:-4]}.txt"


_OCR_LANGUAGES = {"english": "eng", "german": "deu", "french": "fra", "spanish": "spa", "italian": "ita", "dutch": "nld",
                  "portuguese": "por", "russian": "rus", "polish": "pol", "swedish": "swe"}


def _ocr(text: str, pdfs: list[str]) -> str | None:
    """A scanned PDF given a text layer with ocrmypdf (``-l deu`` for "german"), and its text taken out where asked."""
    if len(pdfs) not in (1, 2):
        return None
    src = pdfs[0]
    out = pdfs[1] if len(pdfs) == 2 else f"{src[:-4]}_ocr.pdf"
    language = next((code for word, code in _OCR_LANGUAGES.items() if re.search(rf"\b{word}\b", text, re.I)), None)
    made = f"ocrmypdf {'-l ' + language + ' ' if language else ''}{src} {out}"
    if re.search(r"\b(?:extract|get|pull|read|text\s+(?:out|from)|to\s+text|into\s+text|txt)\b", text, re.I) and not re.search(r"\btext\s+layer\b|\bsearchable\b", text, re.I):
        return f"{made} && pdftotext {out} {src[:-4]}.txt"
    return made


_FIELDS = (("author", "Author"), ("title", "Title"), ("subject", "Subject"), ("keywords", "Keywords"),
           (r"creator|(?:made|created)\s+(?:it\s+)?with|which\s+(?:program|app|software)", "Creator"), ("producer", "Producer"),
           (r"creation\s+date|created\s+(?:on|date)|date\s+(?:it\s+was\s+)?created", "CreationDate"),
           (r"modification\s+date|mod\s*date", "ModDate"), (r"page\s+size|paper\s+size|dimensions", "'Page size'"),
           (r"pdf\s+version|version\s+of\s+(?:the\s+)?pdf", "'PDF version'"))


def facts(m: re.Match) -> str | None:
    """What pdfinfo tells of a PDF: "how many pages does thesis.pdf have" → ``pdfinfo thesis.pdf | grep Pages``; "total
    number of pages across all pdfs in ~/papers" → a sum of pdfinfo's Pages lines; "list each pdf in ~/papers with
    its number of pages" → ``for f in ~/papers/*.pdf; do echo "$f: …"; done``; "who is the author of proposal.pdf" →
    ``pdfinfo proposal.pdf | grep Author``; "show the fonts used in brochure.pdf" → ``pdffonts brochure.pdf``."""
    text = m.string
    if re.search(r"\b(?:merge|combine|split|rotat\w*|extract|remove|delete|compress|shrink|convert|zip|tar|images?)\b", text, re.I):
        return None
    pdfs, many = _pdfs(text), _many(text)
    pages = "awk '/^Pages:/ {print $2}'"
    if re.search(r"\bpages\b|\bpage\s+count\b", text, re.I) and re.search(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|\btotal\b|\bmore\s+than\b|\bfewer\s+than\b|\bless\s+than\b|\bover\b|\bunder\b", text, re.I):
        if pdfs and not many:
            return f"pdfinfo {pdfs[0]} | grep Pages" if len(pdfs) == 1 else None
        if many is None:
            return None
        glob = many[0]
        if limit := re.search(r"\b(?P<cmp>more\s+than|over|at\s+least|fewer\s+than|less\s+than|under)\s+(?P<n>\d+)\s+pages\b", text, re.I):
            test = {"more": "-gt", "over": "-gt", "at": "-ge", "fewer": "-lt", "less": "-lt", "under": "-lt"}[limit.group("cmp").split()[0].lower()]
            return f'for f in {glob}; do n=$(pdfinfo "$f" 2>/dev/null | {pages}); [ "${{n:-0}}" {test} {limit.group("n")} ] && echo "$f"; done'
        if re.search(r"\btotal\b|\ball\s+together\b|\baltogether\b|\bacross\b|\bcombined\b|\bsum\b|\bin\s+all\b", text, re.I):
            return f"for f in {glob}; do pdfinfo \"$f\" | {pages}; done | awk '{{s+=$1}} END {{print s}}'"
        return f'for f in {glob}; do echo "$f: $(pdfinfo "$f" | {pages})"; done'
    if len(pdfs) != 1:
        return None
    pdf = pdfs[0]
    if s := re.search(r"\b(?:set|change|make)\s+(?:the\s+)?(?P<f>title|author|subject|keywords)\s+(?:of\s+\S+\s+)?(?:to|as)\s+(?P<v>'[^']+'|\"[^\"]+\"|\S+)", text, re.I):
        value = s.group("v").strip("'\"")
        if value.lower().endswith(".pdf"):
            return None
        return f"exiftool -{s.group('f').capitalize()}={_shell_word(value)} {pdf}"
    if re.search(r"\b(?:strip|remove|clear|wipe|delete|scrub)\s+(?:all\s+)?(?:the\s+)?(?:metadata|meta\s+data|properties)\b", text, re.I):
        return f"exiftool -all:all= {pdf}"
    if re.search(r"\bfonts?\b", text, re.I):
        return f"pdffonts {pdf}"
    if re.search(r"\b(?:encrypted|password[\s-]*protected|locked|has\s+a\s+password|encryption)\b", text, re.I) and re.search(r"\b(?:is|check|whether|if|show|does|has|which)\b", text, re.I) \
            and not re.search(r"\b(?:decrypt|unlock|remove)\b", text, re.I):
        return f"qpdf --show-encryption {pdf}"
    if re.search(r"\b(?:set|change|update|touch)\b", text, re.I):
        return None
    said = [field for pattern, field in _FIELDS if re.search(rf"\b(?:{pattern})\b", text, re.I)]
    if len(said) == 1 and not re.search(r"\b(?:metadata|info(?:rmation)?|properties|details)\b", text, re.I):
        return f"pdfinfo {pdf} | grep {said[0]}"
    if said or re.search(r"\b(?:metadata|meta\s+data|pdfinfo|properties|document\s+info(?:rmation)?|pdf\s+info(?:rmation)?)\b|\binfo(?:rmation)?\s+(?:about|on|of|for)\b", text, re.I):
        return f"pdfinfo {pdf}"
    return None


def images_of(m: re.Match) -> str | None:
    """The images inside a PDF: "list the images in report.pdf" → ``pdfimages -list report.pdf``; "extract all embedded
    images from catalog.pdf into an images folder" → ``mkdir -p images && pdfimages -all catalog.pdf images/img``."""
    text, pdf = m.string, m.group("pdf")
    if len(_pdfs(text)) != 1 or re.search(r"\b(?:each|every)\s+page\b|\bpages?\s+(?:as|in)to\b|\bdpi\b|\bthumbnail\b|\brender\b|\bocr\b", text, re.I):
        return None
    if re.search(r"\b(?:list|show|how\s+many|count|which|what|info\w*\s+(?:about|on))\b", text, re.I) and not re.search(r"\b(?:extract|save|export|pull|dump|into|to\s+(?:a\s+)?(?:folder|dir))\b", text, re.I):
        return f"pdfimages -list {pdf}"
    if not re.search(r"\b(?:extract|save|export|pull|get|dump|grab|rip|take)\b", text, re.I):
        return None
    kind = "-png" if re.search(r"\bpngs?\b", text, re.I) else "-j" if re.search(r"\bjpe?gs?\b", text, re.I) else "-all"
    folder = re.search(r"\b(?:in)?to\s+(?:an?\s+|the\s+)?(?:(?P<w1>[\w.-]+)\s+(?:folder|directory|dir)\b|(?:folder|directory|dir)\s+(?:called\s+|named\s+)?(?P<w2>[\w./~-]+)|(?P<path>[~./\w-]*/[\w./~-]*))", text, re.I)
    if folder:
        where = (folder.group("w1") or folder.group("w2") or folder.group("path")).rstrip("/")
        if where.lower() in ("a", "the", "new", "separate", "own", "its"):
            return None
        return f"mkdir -p {where} && pdfimages {kind} {pdf} {where}/img"
    return f"pdfimages {kind} {pdf} {pdf.rsplit('/', 1)[-1][:-4]}"


_PICTURE = {"png": "-png", "jpg": "-jpeg", "jpeg": "-jpeg", "tif": "-tiff", "tiff": "-tiff"}


def pages_as_pictures(text: str, kind: str) -> str | None:
    """A PDF's pages as pictures: "turn each page of slides.pdf into a png at 150 dpi" → ``pdftoppm -png -r 150
    slides.pdf slides``; "render page 7 of floorplan.pdf as a 300 dpi png called floorplan.png" → ``pdftoppm -png -r
    300 -f 7 -l 7 -singlefile floorplan.pdf floorplan``; "diagram.pdf as a vector svg" → ``pdftocairo -svg
    diagram.pdf diagram.svg``; "convert manual.pdf to html" → ``pdftohtml manual.pdf manual.html``."""
    pdfs = _pdfs(text)
    many = _many(text) if not pdfs else None
    if len(pdfs) > 1 or (not pdfs and many is None) or re.search(r"\b(?:merge|combine|join|from\s+(?:the\s+)?(?:images|pictures|photos))\b", text, re.I):
        return None
    kind = kind.lower()
    out = re.search(rf"\b(?:as|called|named|to|into|save\w*\s+(?:it\s+)?as)\s+(?P<out>{_NAME})\.(?:png|jpe?g|tiff?|svg|html?)\b", text, re.I)
    if kind in ("svg", "html", "htm"):
        if not pdfs:
            return None
        stem = pdfs[0][:-4]
        name = f"{out.group('out')}.{kind}" if out else f"{stem}.{kind}"
        return f"pdftocairo -svg {pdfs[0]} {name}" if kind == "svg" else f"pdftohtml {pdfs[0]} {name}"
    options = [_PICTURE.get(kind, "-png")]
    if dpi := re.search(r"\b(?P<n>\d+)\s*(?:dpi|ppi)\b|\b(?:dpi|resolution)\s+(?:of\s+)?(?P<n2>\d+)\b", text, re.I):
        options.append(f"-r {dpi.group('n') or dpi.group('n2')}")
    elif re.search(r"\bhigh[\s-]*(?:res|resolution|quality)\b|\bprint\s+quality\b", text, re.I):
        options.append("-r 300")
    pages = _pages(text)
    if pages:
        options += [f"-f {pages[0]}", f"-l {pages[1]}"]
    thumb = re.search(r"\bthumbnails?\b", text, re.I)
    if thumb and not dpi:
        options.append("-scale-to 300")
    if many is not None:
        if not pages:
            return None
        return f'for f in {many[0]}; do pdftoppm {" ".join(options)} -singlefile "$f" "${{f%.pdf}}"; done'
    pdf = pdfs[0]
    if out:
        if pages and pages[0] == pages[1]:
            options.append("-singlefile")
        prefix = out.group("out")
    elif thumb:
        prefix = "thumb"
    else:
        prefix = pdf.rsplit("/", 1)[-1][:-4]
    return f"pdftoppm {' '.join(options)} {pdf} {prefix}"


_IMAGE = r"[~./\w*-][\w./~*-]*\.(?:jpe?g|png|tiff?|gif|bmp)"


def pictures_made_pdf(m: re.Match) -> str | None:
    """Pictures made into a PDF with img2pdf: "make receipt.pdf from receipt.png" → ``img2pdf receipt.png -o
    receipt.pdf``; "combine page1.jpg page2.jpg page3.jpg into an a4 pdf" → ``img2pdf --pagesize A4 page1.jpg page2.jpg
    page3.jpg -o document.pdf``; "turn all the scan_*.jpg files into one pdf" → ``img2pdf scan_*.jpg -o scans.pdf``;
    "convert every png in ~/Pictures/whiteboard to its own pdf" → a loop, one PDF beside each picture."""
    text = m.string
    if re.search(r"\b(?:pdftoppm|pages?\s+of|from\s+\S+\.pdf|of\s+\S+\.pdf|resize|thumbnails?)\b|^\s*find\b|\b(?:newer|older|modified|changed|bigger|larger|smaller)\b", text, re.I):
        return None   # (pictures a find picks: find's rows and the model's)
    size = re.search(r"(?<![\w./-])(?:(?P<s>a[345])(?![\w.-])|(?:us\s+)?(?P<s2>letter|legal)(?=[\s-]+(?:page|paper|size|format))|\bus\s+(?P<s3>letter|legal)\b)", text, re.I)
    option = f"--pagesize {size.group('s').upper() if size.group('s') else (size.group('s2') or size.group('s3')).capitalize()} " if size else ""
    pdfs = _pdfs(text)
    if len(pdfs) > 1:
        return None
    if each := re.search(r"\b(?:every|each|all(?:\s+the)?)\s+(?P<ext>png|jpe?g|jpg|tiff?)s?(?:\s+files?)?(?:\s+(?:in|from)\s+" + _FOLDER + r")?.*\b(?:its\s+own|a\s+separate|separate|individual|one\s+pdf\s+(?:each|per))\b", text, re.I):
        folder = _folder(each.group("dir")) if each.group("dir") else "."
        ext = each.group("ext").lower()
        glob = f"*.{ext}" if folder == "." else f"{folder}/*.{ext}"
        return f'for f in {glob}; do img2pdf {option}"$f" -o "${{f%.{ext}}}.pdf"; done'
    images = re.findall(rf"(?<![\w/]){_IMAGE}\b", text, re.I)
    glob = None
    if not images:
        g = re.search(r"\b(?:all|every)\s+(?:the\s+|my\s+)?(?P<ext>png|jpe?g|jpg|tiff?)s?\b(?:\s+(?:files|scans|images|pictures|photos))?(?:\s+(?:in|from)\s+" + _FOLDER + r")?", text, re.I)
        if g is None:
            return None
        folder = _folder(g.group("dir")) if g.group("dir") else "."
        glob = f"*.{g.group('ext').lower()}" if folder == "." else f"{folder}/*.{g.group('ext').lower()}"
        images = [glob]
    if len(images) > 1 and re.search(r"\betc\b|\.\.\.|…", text) and (series := re.fullmatch(r"(?P<s>.*?[_-]?)\d+\.(?P<e>\w+)", images[0])) \
            and all(i.startswith(series.group("s")) and i.endswith(series.group("e")) for i in images):
        images = [f"{series.group('s')}*.{series.group('e')}"]   # "scan_001.png scan_002.png etc": the whole series
    if pdfs:
        out = pdfs[0]
    elif len(images) == 1 and "*" not in images[0]:
        out = re.sub(r"\.\w+$", ".pdf", images[0])
    elif len(images) == 1 and (stem := re.match(r"(?:.*/)?(?P<s>[A-Za-z]+)[_-]*\*", images[0])):
        out = stem.group("s") + ("" if stem.group("s").endswith("s") else "s") + ".pdf"
    else:
        out = "document.pdf"
    return f"img2pdf {option}{' '.join(images)} -o {out}"


ROWS = (
    # "search for the word 'indemnity' in contract.pdf", "which pdfs in ~/papers mention transformer", "convert
    # manual.pdf to text", "show the first 30 lines of text from datasheet.pdf", "count the words in essay.pdf"
    (re.compile(r"\.pdf\b|\bpdfs?\b|\bpdfgrep\b", re.I), text_read),
    # "how many pages does thesis.pdf have", "total page count of all the pdfs in this folder", "who is the author of
    # proposal.pdf", "show the fonts used in brochure.pdf", "check if offer.pdf is encrypted"
    (re.compile(r"\.pdf\b|\bpdfs?\b", re.I), facts),
    # "list the images in report.pdf", "extract all embedded images from catalog.pdf into an images folder"
    (re.compile(rf"\b(?:images?|pictures?|photos?|graphics|figures|pdfimages)\b.*?\b(?:from|in|inside|of|out\s+of|within)\s+(?P<pdf>{_NAME}\.pdf)\b"
                rf"|\bpdfimages\s+(?:\S+\s+)*?(?P<pdf2>{_NAME}\.pdf)\b", re.I),
     lambda m: images_of(m) if m.group("pdf") else images_of(re.search(rf"(?P<pdf>{_NAME}\.pdf)", m.string))),
    # "turn each page of slides.pdf into a png at 150 dpi", "make a jpg thumbnail of the first page of ebook.pdf",
    # "diagram.pdf as a vector svg please", "convert manual.pdf to html"
    (re.compile(r"\.pdf\b.*?\b(?:in)?to\s+(?:an?\s+|\d+\s*dpi\s+|high[\s-]*res\w*\s+|vector\s+)*(?P<kind>png|jpe?g|tiff?|svg|html?)s?\b"
                r"|\.pdf\b.*?\bas\s+(?:an?\s+|\d+\s*dpi\s+|high[\s-]*res\w*\s+|vector\s+)*(?P<kind2>png|jpe?g|tiff?|svg)s?\b"
                r"|\b(?P<kind3>png|jpe?g|tiff?)s?\s+(?:thumbnail|preview|image|picture|render)s?\s+(?:of|for|from)\b.*(?:\.pdf|\bpdfs?)\b"
                r"|\b(?:render|rasteri[sz]e|export)\b.*\.pdf\b.*\b(?P<kind4>png|jpe?g|tiff?)s?\b", re.I),
     lambda m: pages_as_pictures(m.string, m.group("kind") or m.group("kind2") or m.group("kind3") or m.group("kind4"))),
    # "make receipt.pdf from receipt.png", "combine page1.jpg page2.jpg page3.jpg into an a4 pdf", "turn all the
    # scan_*.jpg files into one pdf", "convert every png in ~/Pictures/whiteboard to its own pdf"
    (re.compile(rf"\b{_IMAGE}\b.*\b(?:in)?to\s+(?:an?\s+|one\s+|a\s+single\s+|its\s+own\s+|separate\s+)?(?:[\w-]+\s+){{0,3}}(?:pdfs?|{_NAME}\.pdf)\b"
                rf"|\b(?:make|create)\s+(?:an?\s+\w+\s+pdf|{_NAME}\.pdf)\s+(?:from|of|out\s+of)\s+.*\b{_IMAGE}\b"
                r"|\b(?:every|each|all(?:\s+the)?|my)\s+(?:png|jpe?g|jpg|tiff?)s?\b.*\b(?:in)?to\s+(?:an?\s+|one\s+|a\s+single\s+|its\s+own\s+|separate\s+)?(?:\w+\s+)?pdfs?\b", re.I),
     pictures_made_pdf),
)

