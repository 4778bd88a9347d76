"""Images: ImageMagick edits composed from the edits a request says (resized, cropped, rotated, mirrored, grey, a
border, blurred, trimmed, padded, a quality, a format; one file into another, in place with ``mogrify``, or every
image of a kind in a folder, into another folder or through subfolders), ImageMagick's questions (pixel sizes,
frames, colours, dpi, quality, alpha), pictures made (gifs from frames, contact sheets, plain colours), two images
compared, exiftool's tags read, written, shifted, copied and used to rename or sort photos, the optimisers (optipng,
jpegoptim, pngquant, gifsicle, cwebp), and screenshots.

An output the request does not name is written next to the input as ``<name>_<what was done>.<extension>``, never
over it unless the request says so ("in place", "overwrite"); a batch of a folder is ``mogrify``'s, which edits in
place unless a folder for the results (``-path``) or another format is said.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _named

_EXT = r"jpe?g|png|gif|webp|tiff?|bmp|heic|tga|ico|avif|svg"
_RAW = r"nef|cr2|cr3|arw|orf|rw2|dng|raf"
# An image file named in a request: a name with an image's extension, a folder before it allowed.
_IMAGE_FILE = rf"(?<![\w/.~*-])(?:~/|\.{{1,2}}/|/)?(?:[\w.+-]+/)*[\w+-][\w.+-]*\.(?:{_EXT})(?![\w/])"
_ANY_IMAGE = rf"(?<![\w/.~*-])(?:~/|\.{{1,2}}/|/)?(?:[\w.+-]+/)*[\w+-][\w.+-]*\.(?:{_EXT}|{_RAW})(?![\w/])"
_FOLDER = r"(?:~/|\.{1,2}/|/)?[\w.+-]+(?:/[\w.+-]+)*/?|~|\.(?=\s|$)"
_HERE = r"(?:this|the\s+current|current)\s+(?:folder|directory|dir)|here"
# Every image of a kind in a folder: "every jpg in ~/Pictures/holiday", "all the pngs under docs/", "shoot/*.jpg"
_BATCH = re.compile(rf"\b(?:(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?|the\s+|(?=\.?(?:{_EXT}|{_RAW})s\s+(?:in|under|inside|from)\s))\.?(?P<ext>{_EXT}|{_RAW})(?:s|\s+files|\s+images|\s+photos|\s+pictures)?"
                    rf"(?:\s+(?:files|images|photos|pictures|raws))?(?:\s+(?P<under>in|under|inside|from)\s+(?P<dir>{_HERE}|{_FOLDER}))?(?![\w./])"
                    rf"|(?P<glob>(?:{_FOLDER}/)?\*\.(?P<gext>{_EXT}|{_RAW}))(?!\w)", re.I)
_RECURSIVE = re.compile(r"\b(?:recursive(?:ly)?|sub-?folders?(?:\s+too|\s+included)?|sub-?dir(?:ectorie)?s(?:\s+too|\s+included)?|anywhere\s+under|and\s+below)\b", re.I)
_IN_PLACE = re.compile(r"\b(?:in\s+place|overwrit\w*(?:\s+(?:the\s+)?(?:originals?|files?|them|it))?|replac\w+\s+(?:the\s+)?originals?)\b", re.I)


def _ext(word: str) -> str:
    word = word.lower()
    return {"jpeg": "jpg", "tiff": "tif"}.get(word, word)


def _geometry(said: str) -> str:
    """A geometry as one shell word: quoted where it holds ``>``, ``!`` or ``^``."""
    return f"'{said}'" if re.search(r"[<>!^]", said) else said


def _text_word(said: str) -> str:
    return "'" + said.replace("'", "'\\''") + "'"


_COLOURS = r"white|black|red|green|blue|yellow|gr[ae]y|orange|purple|pink|brown|transparent|none"


def _colour(said: str | None, default: str = "white") -> str:
    said = (said or default).lower()
    return {"grey": "gray", "transparent": "none"}.get(said, said)


# ---------------------------------------------------------------- edits, in the order a request says them

_SIDE_GRAVITY = {"bottom": ("south", "0x{n}"), "top": ("north", "0x{n}"), "left": ("west", "{n}x0"), "right": ("east", "{n}x0")}
_CORNERS = {"bottom[\\s-]right": "southeast", "bottom[\\s-]left": "southwest", "top[\\s-]right": "northeast", "top[\\s-]left": "northwest",
            "(?:middle|cent(?:er|re))": "center", "bottom": "south", "top": "north"}


def _gravity(text: str) -> str | None:
    for said, gravity in _CORNERS.items():
        if re.search(rf"\b{said}\b", text, re.I):
            return gravity
    return None


# (name, pattern, builder): a builder gets the match and returns the options; the name labels an output the request
# does not name. Earlier edits take their words first (a crop's size is not a resize's).
_EDITS: tuple[tuple[str, re.Pattern, object], ...] = (
    ("cropped", re.compile(r"\b(?:center|centre)[\s-]crop\b[^,;]*?(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)|\b(?P<w2>\d+)\s*[x×]\s*(?P<h2>\d+)\s+(?:center|centre)[\s-]crop(?:\s+that\s+fills\s+the\s+whole\s+(?:square|frame|image))?", re.I),
     lambda m: (lambda w, h: f"-resize '{w}x{h}^' -gravity center -extent {w}x{h}")(m.group("w") or m.group("w2"), m.group("h") or m.group("h2"))),
    ("square", re.compile(rf"\b(?:a\s+)?(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\s+square\s*[-—,:]*\s*fit\s+(?:the\s+image|it)\s+inside\s+and\s+fill\s+the\s+rest\s+with\s+(?P<c>{_COLOURS})", re.I),
     lambda m: f"-resize {m.group('w')}x{m.group('h')} -background {_colour(m.group('c'))} -gravity center -extent {m.group('w')}x{m.group('h')}"),
    ("padded", re.compile(rf"\bpad(?:ded)?\s+(?:it\s+|\S+\s+)?(?:out\s+)?to\s+(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)(?:\s+with\s+(?P<c>{_COLOURS}))?(?:\s*,?\s*(?:centered|centred|in\s+the\s+(?:middle|center|centre)))?(?:\s*,?\s*(?:no|without)\s+(?:scaling|resizing))?", re.I),
     lambda m: f"-background {_colour(m.group('c'))} -gravity center -extent {m.group('w')}x{m.group('h')}"),
    ("cropped", re.compile(r"\bcrop\s+(?:out\s+)?(?:a\s+|the\s+)?(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\s+(?:piece|region|area|part|rectangle|box)?\s*(?:out\s+of\s+\S+\s+|of\s+\S+\s+|from\s+\S+\s+)?"
                           r"(?:starting\s+)?(?:at|from)\s+(?:the\s+)?(?:offset\s+|position\s+|point\s+)?(?:x\s*=\s*(?P<x>\d+)\s*,?\s*(?:and\s+)?y\s*=\s*(?P<y>\d+)|(?P<x2>\d+)\s*,\s*(?P<y2>\d+)|\+(?P<x3>\d+)\+(?P<y3>\d+))", re.I),
     lambda m: f"-crop {m.group('w')}x{m.group('h')}+{m.group('x') or m.group('x2') or m.group('x3')}+{m.group('y') or m.group('y2') or m.group('y3')} +repage"),
    ("cut", re.compile(r"\b(?:chop|cut|trim|remove|crop)\s+(?:off\s+)?(?P<n>\d+)\s*(?:px|pixels?)\s+(?:off\s+|from\s+)?(?:of\s+)?the\s+(?P<side>bottom|top|left|right)(?:\s+(?:edge|side))?(?:\s+of\s+\S+)?", re.I),
     lambda m: (lambda g: f"-gravity {g[0]} -chop {g[1].format(n=m.group('n'))}")(_SIDE_GRAVITY[m.group("side").lower()])),
    ("trimmed", re.compile(r"\b(?:trim|crop|cut)\s+(?:off\s+|away\s+)?(?:the\s+|all\s+the\s+)?(?:empty|blank|white|extra|transparent)?\s*(?:margins?|borders?|edges|space|whitespace)(?:\s+around\s+\S+)?|\bauto[\s-]?crop\b", re.I),
     lambda m: "-trim +repage"),
    ("quality", re.compile(r"\b(?:(?:at|with|to)\s+)?(?:a\s+)?(?:jpe?g\s+)?quality\s+(?:of\s+|at\s+)?(?P<q>\d{1,3})(?!\s*-)(?:\s*%)?|\bq(?:uality)?\s*=\s*(?P<q2>\d{1,3})\b", re.I),
     lambda m: f"-quality {m.group('q') or m.group('q2')}"),
    ("bright", re.compile(r"\b(?P<how>brighten|lighten|darken)\s+(?:it\s+|\S+\.\w+\s+)?(?:up\s+)?by\s+(?P<p>\d+)\s*(?:%|percent)", re.I),
     lambda m: f"-modulate {100 + int(m.group('p')) if m.group('how').lower() != 'darken' else 100 - int(m.group('p'))}"),
    ("border", re.compile(rf"\b(?:a\s+)?(?P<n>\d+)\s*(?:px|pixels?|-pixel|-px)\s+(?:(?P<c>{_COLOURS})\s+)?border\b|\bborder\s+of\s+(?P<n2>\d+)\s*(?:px|pixels?)(?:\s+in\s+(?P<c2>{_COLOURS}))?", re.I),
     lambda m: (f"-bordercolor {_colour(m.group('c') or m.group('c2'))} " if m.group("c") or m.group("c2") else "") + f"-border {m.group('n') or m.group('n2')}"),
    ("sized", re.compile(r"\b(?:don'?t|do\s+not|never|without)\s+(?:up\s*scal\w*|enlarg\w*|blow\w*\s+up)(?:\s+the\s+small(?:er)?\s+ones|\s+small(?:er)?\s+(?:ones|images))?|\bonly\s+(?:shrink|downscale)(?:\s+bigger\s+ones)?\b", re.I),
     lambda m: ">"),
    ("thumb", re.compile(r"\b(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)(?:\s*(?:px|pixels?))?\s+thumb(?:nail)?s?\b|\bthumb(?:nail)?s?\s+(?:of\s+)?(?:size\s+)?(?P<w2>\d+)\s*[x×]\s*(?P<h2>\d+)", re.I),
     lambda m: f"-thumbnail {m.group('w') or m.group('w2')}x{m.group('h') or m.group('h2')}"),
    ("resized", re.compile(r"\b(?:(?:so\s+(?:that\s+)?)?the\s+)?(?:longest|long|longer|largest|biggest)\s+(?:side|edge|dimension)\s+(?:is\s+)?(?:at\s+most\s+|max(?:imum)?\s+|no\s+more\s+than\s+|up\s+to\s+|of\s+)?(?P<n>\d+)\s*(?:px|pixels?)?", re.I),
     lambda m: f"{m.group('n')}x{m.group('n')}>"),
    ("resized", re.compile(r"\b(?:no\s+(?:bigger|larger|wider)\s+than|at\s+most|fit(?:ting|s)?\s+(?:with)?in(?:side|to)?|max(?:imum)?|within)\s+(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)(?:\s*(?:px|pixels?))?", re.I),
     lambda m: f"{m.group('w')}x{m.group('h')}>"),
    ("resized", re.compile(r"\b(?P<exact>exactly\s+)?(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)(?:\s*(?:px|pixels?))?(?P<forced>\s*,?\s*(?:even\s+if\s+(?:it\s+(?:gets\s+)?)?(?:stretch\w*|distort\w*)|ignoring\s+(?:the\s+)?aspect(?:\s+ratio)?))?", re.I),
     lambda m: f"{m.group('w')}x{m.group('h')}" + ("!" if m.group("exact") or m.group("forced") else "")),
    ("resized", re.compile(r"\b(?:to\s+)?(?P<w>\d+)\s*(?:px|pixels?)?\s+(?:wide|in\s+width|across)\b|\b(?:a\s+)?width\s+of\s+(?P<w2>\d+)\s*(?:px|pixels?)?", re.I),
     lambda m: f"{m.group('w') or m.group('w2')}x"),
    ("resized", re.compile(r"\b(?:to\s+)?(?P<h>\d+)\s*(?:px|pixels?)?\s+(?:tall|high|in\s+height)\b|\b(?:a\s+)?height\s+of\s+(?P<h2>\d+)\s*(?:px|pixels?)?", re.I),
     lambda m: f"x{m.group('h') or m.group('h2')}"),
    ("resized", re.compile(r"\b(?:to|by|at)\s+(?P<p>\d+)\s*(?:%|percent)(?:\s+of\s+(?:its|the)\s+(?:original\s+)?size)?|\b(?P<half>half)[\s-](?:size|the\s+size|resolution)|\b(?P<double>double)\s+(?:the\s+)?size\b", re.I),
     lambda m: "50%" if m.group("half") else "200%" if m.group("double") else f"{m.group('p')}%"),
    ("rotated", re.compile(r"\b(?:rotate|turn)\s+(?:it\s+|them\s+|\S+\.\w+\s+)?(?:by\s+)?(?P<deg>-?\d+)\s*(?:°|degrees?|deg)(?P<ccw>\s+(?:counter[\s-]?clockwise|anti[\s-]?clockwise|to\s+the\s+left|left))?(?:\s+(?:clockwise|to\s+the\s+right|right))?"
                           r"|\b(?P<deg2>\d+)\s*(?:°|degrees?)\s+(?P<ccw2>counter[\s-]?clockwise|anti[\s-]?clockwise)?\s*rotation\b|\b(?:rotate|turn|flip)\s+(?:it\s+|\S+\.\w+\s+)?(?P<ud>upside\s+down)", re.I),
     lambda m: "-rotate 180" if m.group("ud") else f"-rotate {'-' if m.group('ccw') or m.group('ccw2') else ''}{m.group('deg') or m.group('deg2')}"),
    ("flipped", re.compile(r"\b(?:mirror|flip)\w*\s+(?:it\s+|them\s+|\S+\.\w+\s+)?(?:horizontally|left[\s-]+to[\s-]+right|left[\s-]right)|\bmirror\w*\b(?!\s+(?:it\s+|\S+\.\w+\s+)?(?:vertically|top))", re.I),
     lambda m: "-flop"),
    ("flipped", re.compile(r"\bflip\w*\s+(?:it\s+|them\s+|\S+\.\w+\s+)?(?:vertically|top[\s-]+to[\s-]+bottom)|\bmirror\w*\s+(?:it\s+|\S+\.\w+\s+)?(?:vertically|top[\s-]+to[\s-]+bottom)", re.I),
     lambda m: "-flip"),
    ("gray", re.compile(r"\b(?:black\s+and\s+white|b\s*&\s*w|gr[ae]y[\s-]?scale|gr[ae]y|monochrome)\b", re.I), lambda m: "-colorspace Gray"),
    ("cmyk", re.compile(r"\b(?:an?\s+)?cmyk\b", re.I), lambda m: "-colorspace CMYK"),
    ("flat", re.compile(rf"\b(?:with\s+)?(?:an?\s+)?(?P<c>{_COLOURS})\s+background\s+where\s+(?:it'?s|it\s+is|the\s+image\s+is)\s+transparent(?:\s*,?\s*not\s+black)?|\bfill\s+(?:the\s+)?transparen\w+\s+(?:areas?\s+|parts?\s+)?with\s+(?P<c2>{_COLOURS})", re.I),
     lambda m: f"-background {_colour(m.group('c') or m.group('c2'))} -flatten"),
    ("transparent", re.compile(rf"\bmake\s+(?:the\s+)?(?P<c>{_COLOURS})\s+(?:background\s+)?(?:in\s+\S+\s+)?transparent\b", re.I),
     lambda m: f"-transparent {_colour(m.group('c'))}"),
    ("blur", re.compile(r"\b(?:gaussian\s+)?blur\w*\s+(?:\S+\s+){0,2}?(?:with\s+(?:a\s+)?)?(?:sigma|radius)\s+(?:of\s+)?(?P<s>\d+(?:\.\d+)?)", re.I),
     lambda m: f"-blur 0x{m.group('s')}"),
    ("sharp", re.compile(r"\bsharpen\w*(?:\s+\S+\.\w+)?(?:\s+(?:slightly|a\s+(?:little|bit)))?", re.I), lambda m: "-sharpen 0x1"),
    ("negative", re.compile(r"\b(?:invert\w*\s+(?:the\s+)?colou?rs?(?:\s+of)?|negat(?:e|ive))\b", re.I), lambda m: "-negate"),
    ("sepia", re.compile(r"\bsepia(?:[\s-]tone)?(?:\s+(?:look|effect|filter))?\b", re.I), lambda m: "-sepia-tone 80%"),
    ("leveled", re.compile(r"\bauto[\s-]?level\w*\b", re.I), lambda m: "-auto-level"),
    ("normalized", re.compile(r"\bnormali[sz]e\b", re.I), lambda m: "-normalize"),
    ("oriented", re.compile(r"\bauto[\s-]?orient\w*\b|\b(?:according\s+to|using|from|by)\s+(?:their|its|the)\s+exif\s+orientation\b", re.I), lambda m: "-auto-orient"),
    ("colors", re.compile(r"\b(?:(?:reduce|cut|bring)\s+(?:it\s+|\S+\.\w+\s+)?(?:down\s+)?to|with\s+only|to)\s+(?P<n>\d+)\s+colou?rs\b", re.I), lambda m: f"-colors {m.group('n')}"),
    ("rgb", re.compile(r"\b(?:drop|remove|strip|turn\s+off|get\s+rid\s+of)\s+(?:the\s+)?alpha(?:\s+channel)?(?:\s+from\s+\S+)?", re.I), lambda m: "-alpha off"),
    ("dpi", re.compile(r"\b(?:mark|set|tag)\s+(?:it\s+|\S+\.\w+\s+)?(?:as|to)\s+(?P<d>\d+)\s*dpi\s+(?:without|with\s+no)\s+resampl\w*(?:\s+it)?", re.I),
     lambda m: f"-units PixelsPerInch -density {m.group('d')}"),
    ("small", re.compile(r"\b(?:under|at\s+most|no\s+(?:more|bigger)\s+than|max(?:imum)?\s+of|of\s+at\s+most)\s+(?P<n>\d+)\s*(?P<u>kb|k|mb)\b", re.I),
     lambda m: f"-define jpeg:extent={m.group('n')}{'mb' if m.group('u').lower() == 'mb' else 'kb'}"),
    ("stripped", re.compile(r"\b(?:strip|remove|drop|delete)\s+(?:all\s+)?(?:the\s+)?(?:exif\s+|meta\s*)?(?:data|metadata|exif)\b", re.I), lambda m: "-strip"),
)

# Words a request may say around its edits without asking for anything more.
_FILLER = frozenset("""please pls plz can could would you i i'd id want need me my a an the of to in into as and it its them their they this that these
those save saved saving write written output result called named name copy copies version versions image images picture pictures photo photos pic pics
file files keep keeping kept aspect ratio proportions make made making resize resized resizing scale scaled scaling shrink shrunk downscale
convert converted converting turn change then also so is are be on for next beside alongside originals original new one just only size px pixel pixels
each every all in place overwrite overwriting overwrite them folder dir directory here current wide tall high and with at by from out down up
jpg jpeg png gif webp tiff tif bmp heic jpgs jpegs pngs gifs webps tiffs tifs bmps files' same names name base it's put them there
create creating resulting store stored go goes already exists exist existing look looks nicer smaller bigger little bit slightly version
add around force forced squeeze but colours colors look washed wrong too big huge large
get give gives apply applied use using imagemagick mogrify off edit edited fix fixed do done quick quickly now
""".split())


def _words_left(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """The words of ``text`` outside ``spans`` that are not filler."""
    keep, last = [], 0
    for a, b in sorted(spans):
        keep.append(text[last:a])
        last = max(last, b)
    keep.append(text[last:])
    rest = " ".join(keep)
    return [w for w in re.findall(r"[a-z][a-z'’-]*", rest.lower()) if w not in _FILLER and w.rstrip("s") not in _FILLER]


def _edits(text: str) -> tuple[list[str], list[str], list[tuple[int, int]]] | None:
    """The options of the edits ``text`` says in its order, their names, and the spans they took; None where an edit
    said cannot be built."""
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, str, str]] = []
    for name, pattern, build in _EDITS:
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            options = build(m)
            if options is None:
                return None
            taken.append(m.span())
            found.append((m.start(), name, options))
    found.sort()
    names = [n for _, n, _ in found]
    options: list[str] = []
    upscale = ">" in [o for _, _, o in found]
    for _, name, said in found:
        if said == ">":
            continue
        if name == "resized":
            geometry = said + (">" if upscale and not said.endswith((">", "!")) else "")
            options.append(f"-resize {_geometry(geometry)}")
        else:
            options.append(said)
    if upscale and "resized" not in names:
        return None
    return options, [n for n in names if n != "sized"], taken


_FORMAT_SAID = re.compile(r"(?:(?:->|→|\bto|\binto|\bas|\bin)\s+(?:an?\s+)?\.?(?P<fmt>jpe?g|png|webp|gif|tiff?|bmp|pdf)s?(?:\s+(?:files?|images?|format))?"
                          r"|\b(?:an?\s+)?\.?(?P<fmt2>jpe?g|png|webp|gif|tiff?|bmp|pdf)\s+(?:cop(?:y|ies)|versions?)(?:\s+of)?|\ban?\s+\.?(?P<fmt3>jpe?g|png|webp|gif|tiff?|bmp)\s+of)(?![\w.])", re.I)
_OUT_FOLDER = re.compile(rf"\b(?:(?:and\s+)?(?:put|save|write|store|place)\s+(?:them|the\s+results?|the\s+copies|those|the\s+new\s+ones)\s+(?:in(?:to)?|under|to)|into|to)\s+(?:the\s+)?(?:existing\s+)?(?P<dir>{_FOLDER})"
                         r"(?P<exists>\s*\(?\s*(?:it\s+)?(?:already\s+exists|exists\s+already)\s*\)?)?(?P<make>\s*,?\s*(?:and\s+)?(?:create|make)\s+(?:the|that|it)(?:\s+folder|\s+dir(?:ectory)?)?(?:\s+(?:if\s+needed|first))?)?", re.I)


def _composed(m: re.Match) -> str | None:
    """ImageMagick for the edits a request says of one image or a batch: ``convert IN edits OUT``, ``mogrify edits
    IN`` in place, ``mogrify [-path DIR] [-format EXT] edits DIR/*.EXT`` for a batch, through ``find`` for subfolders."""
    text = m.string
    if re.search(r"(?<![\w./-])(?:exiftool|jpegoptim|optipng|pngquant|gifsicle|cwebp|avifenc|ffmpeg|gimp|inkscape|pdftoppm|rsvg|montage|composite|compare|screenshot|scrot|feh)(?![\w.-])"
                 r"|(?<![\w./-])(?:watermark|annotate|caption|label|text|word|letters|tiles?|frames?|animat\w*|gif\s+from|slideshow|wallpaper|qr)(?![\w.-])", text, re.I):
        return None
    files = [f for f in re.finditer(_IMAGE_FILE, text)]
    batch = _BATCH.search(text)
    if batch is not None and any(f.start() < batch.end() and batch.start() < f.end() for f in files):
        batch = None
    said = _edits(text)
    if said is None:
        return None
    options, names, spans = said
    spans = spans + [f.span() for f in files]
    fmt_m = _FORMAT_SAID.search(text)
    if fmt_m is not None and any(f.start() < fmt_m.end() and fmt_m.start() < f.end() for f in files):
        fmt_m = None
    if batch is not None and not files:
        spans.append(batch.span())
        ext = batch.group("ext") or batch.group("gext")
        folder = batch.group("dir")
        if batch.group("glob"):
            folder = batch.group("glob").rpartition("/")[0] or None
        elif folder and re.fullmatch(_HERE, folder, re.I):
            folder = None
        out_dir = None
        o = next((o for o in _OUT_FOLDER.finditer(text, batch.end())
                  if ("/" in o.group("dir") or o.group("dir").startswith("~") or re.match(r"\s*(?:and\s+)?(?:put|save|write|store|place)\b", o.group()))
                  and not re.fullmatch(r"\.?(?:jpe?g|png|webp|gif|tiff?|bmp|pdf)s?|the|them|originals?|it|its|a|an|\d+", o.group("dir"), re.I)), None)
        if o is not None:
            out_dir = o.group("dir").rstrip("/")
            spans.append(o.span())
        fmt = None
        if fmt_m is not None and fmt_m.start() > batch.start() and _ext((fmt_m.group("fmt") or fmt_m.group("fmt2") or fmt_m.group("fmt3"))) != _ext(ext):
            fmt = _ext((fmt_m.group("fmt") or fmt_m.group("fmt2") or fmt_m.group("fmt3")))
            spans.append(fmt_m.span())
        if rec := _RECURSIVE.search(text):
            spans.append(rec.span())
        if (ip := _IN_PLACE.search(text)) is not None:
            spans.append(ip.span())
        if not options and fmt is None or _words_left(text, spans):
            return None
        if out_dir is None and fmt is None and re.search(r"\bcop(?:y|ies)\b|\bversions?\b", text, re.I):
            return None   # copies said, but neither a folder nor a format keeps them apart from the originals
        edits = " ".join(([f"-path {out_dir}"] if out_dir else []) + ([f"-format {fmt}"] if fmt else []) + options)
        kind = ext if ext.islower() or ext.isupper() else ext.lower()
        if rec is not None:
            return f"find {folder or '.'} -type f -name '*.{kind}' -exec mogrify {edits} {{}} +"
        made = f"mkdir -p {out_dir} && " if out_dir and o is not None and not o.group("exists") and (o.group("make") or "/" in o.group("dir")) else ""
        return f"{made}mogrify {edits} {folder.rstrip('/') + '/' if folder else ''}*.{kind}"
    if not files or len(files) > 2 or batch is not None:
        return None
    image = files[0].group()
    out = files[1].group() if len(files) == 2 else None
    if fmt_m is not None and out is None and (fmt_m.start() > files[0].start() or fmt_m.group("fmt2") or fmt_m.group("fmt3")):
        out = f"{image.rpartition('.')[0]}.{_ext((fmt_m.group('fmt') or fmt_m.group('fmt2') or fmt_m.group('fmt3')))}"
        spans.append(fmt_m.span())
    in_place = _IN_PLACE.search(text)
    if in_place is not None:
        spans.append(in_place.span())
    if not options and (out is None or in_place is not None) or _words_left(text, spans):
        return None
    if options == ["-strip"] and out is None:
        return None   # metadata only: exiftool's
    edits = " ".join(options)
    if in_place is not None and out is None:
        return f"mogrify {edits} {image}"
    if out is None and not re.search(r"\b(?:copy|version|save|write|keep\s+the\s+original)\b", text, re.I):
        return None   # where the result goes is not said: media's rows and the model's
    return f"convert {image} {edits + ' ' if edits else ''}{out or _named(image, names[0] if names else 'new')}"


ROWS = (
    (re.compile(rf"{_IMAGE_FILE}|{_BATCH.pattern}", re.I), _composed),
)


# ---------------------------------------------------------------- questions ImageMagick answers

def _batch_files(m: re.Match | None, text: str) -> str | None:
    """The files of a batch said in ``text`` as a glob (``photos/*.jpg``), or None."""
    b = _BATCH.search(text) if m is None else m
    if b is None:
        return None
    if b.group("glob"):
        return b.group("glob")
    ext = b.group("ext")
    folder = b.group("dir")
    if folder and re.fullmatch(_HERE, folder, re.I):
        folder = None
    kind = ext if ext.islower() or ext.isupper() else ext.lower()
    return f"{folder.rstrip('/') + '/' if folder else ''}*.{_ext(kind) if kind.islower() else kind}"


def _images_named(text: str, pattern: str = _IMAGE_FILE) -> list[str]:
    """The image files ``text`` names, in order (raw files too with ``_ANY_IMAGE``)."""
    return [f.group() for f in re.finditer(pattern, text)]


def _exif_target(text: str) -> str | None:
    """What an exiftool write works on: the one photo or raw file named, else the batch said (``trip/*.jpg``)."""
    files = _images_named(text, _ANY_IMAGE)
    return files[0] if len(files) == 1 else _batch_files(None, text) if not files else None


_IDENTIFY_FORMATS = ((r"(?:unique|distinct|different)\s+colou?rs|how\s+many\s+colou?rs", "%k"), (r"\bdpi\b|resolution\s+in\s+dpi|density", "%x x %y"),
                     (r"(?:jpe?g\s+)?quality\b", "%Q"), (r"alpha(?:\s+channel)?|transparen\w+", "%A"))


def _asked_of_image(m: re.Match) -> str | None:
    """identify's answer to a question about one image: a count of colours, dpi, jpeg quality, alpha; every detail."""
    text, image = m.string, m.group("qimg")
    if re.search(r"\bverbose\b|\b(?:full|all|every)\s+(?:the\s+)?image\s+(?:info\w*|details)\b", text, re.I):
        return f"identify -verbose {image}"
    if re.search(r"\bhow\s+many\s+frames\b|\bframe\s+count\b|\bnumber\s+of\s+frames\b", text, re.I):
        return f"identify {image} | wc -l"
    for said, form in _IDENTIFY_FORMATS:
        if re.search(said, text, re.I):
            return f"identify -format '{form}\\n' {image}"
    return None


def _sizes_listed(m: re.Match) -> str | None:
    """The pixel size of every image of a batch; those wider, taller or larger than a number, or portrait/landscape."""
    files = _batch_files(None, m.string)
    if files is None:
        return None
    text = m.string
    if w := re.search(r"\b(?P<dim>wider|taller|narrower|shorter)\s+than\s+(?P<n>\d+)\s*(?:px|pixels?)?", text, re.I):
        form, test = ("%w", ">") if w.group("dim").lower() == "wider" else ("%h", ">") if w.group("dim").lower() == "taller" else \
            ("%w", "<") if w.group("dim").lower() == "narrower" else ("%h", "<")
        return f"identify -format '{form} %i\\n' {files} | awk '$1 {test} {w.group('n')} {{sub(/^[0-9]+ /, \"\"); print}}'"
    if o := re.search(r"\b(?P<o>portrait|landscape)\b", text, re.I):
        test = ">" if o.group("o").lower() == "portrait" else "<"
        return f"identify -format '%h %w %i\\n' {files} | awk '$1 {test} $2 {{sub(/^[0-9]+ [0-9]+ /, \"\"); print}}'"
    if re.search(r"\bpixel\s+count\b|\bby\s+(?:total\s+)?pixels?\b|\bmegapixels?\b", text, re.I):
        return f"identify -format '%w %h %f\\n' {files} | awk '{{print $1*$2, $0}}' | sort -rn"
    return f"identify -format '%f %wx%h\\n' {files}"


# ---------------------------------------------------------------- exiftool

_TAGS = ((r"\bcamera(?:\s+(?:make\s+and\s+)?model)?\b|\bshot\s+with\b", "-Make -Model"), (r"\blens\b", "-LensModel"),
         (r"\biso\b", "-ISO"), (r"\bshutter(?:\s+speed)?|exposure\s+time\b", "-ExposureTime"), (r"\baperture|f[\s-]?(?:number|stop)\b", "-FNumber"),
         (r"\bfocal\s+length\b", "-FocalLength"), (r"\borientation\b", "-Orientation"), (r"\bcopyright\b", "-Copyright"),
         (r"\bkeywords?\b", "-Keywords"), (r"\bdate\s+(?:and\s+time\s+)?taken|datetimeoriginal|when\s+\S+\s+was\s+(?:taken|shot)\b", "-DateTimeOriginal"))


def _tags_read(m: re.Match) -> str | None:
    """exiftool's tags a request asks of one photo or raw file: every tag, or those named."""
    text, image = m.string, m.group("ximg")
    if re.search(r"\bgps\s+(?:position|location|coordinates)\b.*\bdecimal\b", text, re.I):
        return f"exiftool -n -GPSPosition {image}"
    if re.search(r"\b(?:gps|location|coordinates)\b", text, re.I):
        return f"exiftool -GPSLatitude -GPSLongitude {image}"
    tags = [tag for said, tag in _TAGS if re.search(said, text, re.I)]
    if tags:
        return f"exiftool {' '.join(tags)} {image}"
    if re.search(r"\b(?:all|every|full)\s+(?:the\s+)?(?:exif|metadata|meta\s*data|tags)|\b(?:exif|metadata)\s+(?:of|in|for)\b", text, re.I):
        return f"exiftool {image}"
    return None


_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                                       "november", "december"), 1)}


def _exif_date(text: str) -> str | None:
    """A date and time said as exiftool writes it (``1998:06:21 14:00:00``): "21 June 1998, 14:00", "1998-06-21 14:00"."""
    clock = re.search(r"\b(?P<h>\d{1,2}):(?P<mi>\d{2})(?::(?P<s>\d{2}))?\b", text)
    hms = f"{int(clock.group('h')):02d}:{clock.group('mi')}:{clock.group('s') or '00'}" if clock else "00:00:00"
    if d := re.search(r"\b(?P<y>\d{4})[-:/](?P<mo>\d{2})[-:/](?P<d>\d{2})\b", text):
        return f"{d.group('y')}:{d.group('mo')}:{d.group('d')} {hms}"
    if d := re.search(rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<mo>{'|'.join(_MONTHS)})\s+(?P<y>\d{{4}})\b", text, re.I):
        return f"{d.group('y')}:{_MONTHS[d.group('mo').lower()]:02d}:{int(d.group('d')):02d} {hms}"
    if d := re.search(rf"\b(?P<mo>{'|'.join(_MONTHS)})\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>\d{{4}})\b", text, re.I):
        return f"{d.group('y')}:{_MONTHS[d.group('mo').lower()]:02d}:{int(d.group('d')):02d} {hms}"
    return None


def _strftime_of(example: str) -> str | None:
    """A file name shaped like an example date ("2023-07-14_153012", "20240312-101500") as the strftime form exiftool's
    -d takes (``%Y-%m-%d_%H%M%S``); None for a shape it cannot read."""
    m = re.fullmatch(r"(?P<pre>[A-Za-z_-]*?)(?P<Y>\d{4})(?P<s1>[-_.]?)(?P<m>\d{2})(?P<s2>[-_.]?)(?P<d>\d{2})"
                     r"(?:(?P<s3>[-_ T.]?)(?P<H>\d{2})(?P<s4>[-:_.]?)(?P<M>\d{2})(?:(?P<s5>[-:_.]?)(?P<S>\d{2}))?)?", example)
    if m is None:
        return None
    form = f"{m.group('pre')}%Y{m.group('s1')}%m{m.group('s2')}%d"
    if m.group("H"):
        form += f"{m.group('s3')}%H{m.group('s4')}%M" + (f"{m.group('s5')}%S" if m.group("S") else "")
    return form


def _renamed_by_date(m: re.Match) -> str | None:
    """exiftool renaming photos by their date taken, in the shape of an example name, with a counter for twins and a
    lower-case extension where said."""
    text = m.string
    example = re.search(r"\b(?:like|e\.?g\.?|as\s+in|such\s+as)\s+(?P<ex>[\w-]+?)\.(?P<ext>\w+)\b", text, re.I)
    form = _strftime_of(example.group("ex")) if example else "%Y-%m-%d_%H%M%S"
    if form is None:
        return None
    counter = "%%-c" if example is None or re.search(r"\bcounter|\bnumber\s+(?:them\s+)?if|same\s+(?:time|second)|duplicates?\b|collisions?\b", text, re.I) else ""
    lower = "%%le" if re.search(r"\blower[\s-]?case\s+(?:file\s+)?extensions?\b|\bextensions?\s+in\s+lower[\s-]?case\b", text, re.I) else "%%e"
    files = _batch_files(None, text) or "*.jpg"
    return f"exiftool '-FileName<DateTimeOriginal' -d '{form}{counter}.{lower}' {files}"


def _exif_filtered(m: re.Match) -> str | None:
    """The photos of a folder whose tags pass a test: taken in a year, shot on a make, with GPS, missing a tag."""
    text = m.string
    where = _batch_files(None, text)
    folder = re.search(rf"\b(?:in|under|from)\s+(?P<dir>{_FOLDER})(?![\w./])", text)
    place = where or (folder.group("dir").rstrip("/") if folder and not re.fullmatch(r"(?:the|my|a)", folder.group("dir")) else None)
    if place is None:
        return None
    if y := re.search(r"\btaken\s+in\s+(?P<y>(?:19|20)\d{2})\b", text, re.I):
        test = f"$DateTimeOriginal =~ /^{y.group('y')}/"
    elif mk := re.search(r"\b(?:shot|taken)\s+(?:on|with)\s+an?\s+(?P<make>canon|nikon|sony|fuji\w*|olympus|panasonic|pentax|leica|apple|iphone|samsung|google|pixel)\b", text, re.I):
        make = mk.group("make").lower()
        test = f"$Make =~ /{'apple' if make == 'iphone' else make}/i"
    elif re.search(r"\b(?:have|with|contain)\s+(?:a\s+)?gps(?:\s+location|\s+data|\s+coordinates)?|\bgps\s+location\s+in\s+them\b", text, re.I):
        test = "$GPSLatitude"
    elif t := re.search(r"\b(?:missing|without|lack\w*|no)\s+(?:an?\s+)?(?P<tag>DateTimeOriginal|date\s+taken|GPS|copyright)(?:\s+tag)?\b", text, re.I):
        tag = {"date taken": "DateTimeOriginal", "gps": "GPSLatitude", "copyright": "Copyright"}.get(re.sub(r"\s+", " ", t.group("tag").lower()), t.group("tag"))
        test = f"not ${tag}"
    else:
        return None
    return f"exiftool -if '{test}' -p '$FileName' {place}"


def _tags_written(m: re.Match) -> str | None:
    """exiftool writing a tag: a copyright, a keyword, an artist, a comment, the date taken, the orientation, GPS."""
    text = m.string
    target = _exif_target(text)
    if target is None:
        return None
    named = []
    for tag, said in (("Artist", r"artist|author|creator|photographer"), ("Copyright", r"copyright")):
        if c := re.search(rf"\b(?:{said})\s+(?:to\s+|of\s+|tag\s+)?(?P<q>['\"])(?P<v>[^'\"]+)(?P=q)", text, re.I):
            named.append((c.start(), f"-{tag}={_text_word(c.group('v'))}"))
    if named:
        return f"exiftool {' '.join(o for _, o in sorted(named))} {target}"
    if k := re.search(r"\b(?:with\s+the\s+)?keywords?\s+(?P<q>['\"]?)(?P<v>[\w-]+)(?P=q)", text, re.I):
        return f"exiftool -Keywords+={k.group('v')} {target}"
    if re.search(r"\bDateTimeOriginal|\bdate\s+(?:taken|shot)\b", text, re.I) and (d := _exif_date(text)):
        return f"exiftool -DateTimeOriginal='{d}' {target}"
    if o := re.search(r"\borientation\b(?:[^.]|\.(?=\w))*?\b(?:to\s+)?(?:normal\s*)?\(?(?P<n>[1-8])\)?", text, re.I):
        return f"exiftool -Orientation={o.group('n')} -n {target}"
    if g := re.search(r"\bgps\b(?:[^.]|\.(?=\w))*?(?P<lat>\d+(?:\.\d+)?)\s*°?\s*(?P<ns>[NS])\b\s*,?\s*(?P<lon>\d+(?:\.\d+)?)\s*°?\s*(?P<ew>[EW])\b", text, re.I):
        return (f"exiftool -GPSLatitude={g.group('lat')} -GPSLatitudeRef={g.group('ns').upper()} -GPSLongitude={g.group('lon')} "
                f"-GPSLongitudeRef={g.group('ew').upper()} {target}")
    return None


def _tags_removed(m: re.Match) -> str | None:
    """exiftool removing tags: everything, everything but the colour profile, the location, a comment."""
    text = m.string
    target = _exif_target(text)
    if target is None:
        return None
    if re.search(r"\bcomment\b", text, re.I):
        return f"exiftool -Comment= {target}"
    if re.search(r"\b(?:gps|location|geo\w*|coordinates)\b", text, re.I):
        return f"exiftool -gps:all= {target}"
    if re.search(r"\b(?:icc|colou?r\s+profile)\b", text, re.I):
        return f"exiftool -all= --icc_profile:all {target}"
    if re.search(r"\b(?:all|every|the)\s+(?:the\s+)?(?:exif|metadata|meta\s*data|tags)|\b(?:exif|metadata|meta\s*data)\b", text, re.I):
        if re.search(r"\bimagemagick\b|\bmogrify\b", text, re.I):
            return f"mogrify -strip {target}"
        keep = "" if not re.search(r"\bwithout\s+(?:keeping\s+)?(?:a\s+|any\s+)?backups?\b|\bno\s+backups?\b|\boverwrite\s+(?:the\s+)?originals?\b", text, re.I) else "-overwrite_original "
        return f"exiftool -all= {keep}{target}"
    return None


def _dates_shifted(m: re.Match) -> str | None:
    """exiftool moving every date tag by the hours (and minutes) a request says, forward or back."""
    text = m.string
    target = _exif_target(text)
    amount = re.search(r"\b(?P<n>\d+|an|one|two|three)\s*(?P<u>h|hours?|hrs?|minutes?|mins?|m)\b", text, re.I)
    if target is None or amount is None:
        return None
    n = {"an": 1, "one": 1, "two": 2, "three": 3}.get(amount.group("n").lower()) or int(amount.group("n"))
    said = f"{n}" if amount.group("u").lower().startswith("h") else f"0:{n}"
    back = re.search(r"\b(?:back(?:wards?)?|earlier|subtract|minus)\b|\bwas\s+an?\s+\w+\s+ahead|\bahead\b", text, re.I)
    forward = re.search(r"\b(?:forward|later|add|plus)\b|\bbehind\b", text, re.I)
    if bool(back) == bool(forward) and not forward:
        return None
    sign = "-=" if back and not re.search(r"\bforward\b", text, re.I) else "+="
    return f"exiftool -AllDates{sign}{said} {target}"


# ---------------------------------------------------------------- optimisers and other converters

def _optimised(m: re.Match) -> str | None:
    """optipng, jpegoptim, pngquant and gifsicle with the options a request says, on a file, a batch or a tree."""
    text = m.string
    tool = m.group("tool").lower()
    files = _images_named(text)
    batch = _batch_files(None, text)
    target = files[0] if files else batch
    if target is None:
        return None
    opts: list[str] = []
    if tool == "optipng":
        if lv := re.search(r"\b(?:level|-o)\s*(?P<n>[0-7])\b", text, re.I):
            opts.append(f"-o{lv.group('n')}")
        elif re.search(r"\b(?:max(?:imum)?|highest|best)\s+(?:optimi[sz]ation\s+)?(?:level|compression|optimi[sz]ation)\b", text, re.I):
            opts.append("-o7")
        if re.search(r"\bstrip\w*\s+(?:its\s+|the\s+|all\s+)?(?:metadata|chunks)\b", text, re.I):
            opts.append("-strip all")
    elif tool == "jpegoptim":
        if q := re.search(r"\b(?:max(?:imum)?\s+quality|quality\s+(?:cap(?:ped)?\s+)?at|cap\s+(?:the\s+)?quality\s+at|--max=?)\s*(?:of\s+)?(?P<q>\d{1,3})", text, re.I):
            opts.append(f"--max={q.group('q')}")
        if sz := re.search(r"\b(?:under|below|at\s+most|to)\s+(?P<n>\d+)\s*kb?\b", text, re.I):
            opts.append(f"--size={sz.group('n')}")
        if re.search(r"\bstrip\w*\s+(?:all\s+)?(?:the\s+)?(?:metadata|exif|markers)\b", text, re.I):
            opts.append("--strip-all")
        if re.search(r"\bprogressive\b", text, re.I):
            opts.append("--all-progressive")
        if re.search(r"\bdry[\s-]?run\b|\bdon'?t\s+(?:modify|change|touch)\b|\bwithout\s+(?:modifying|changing)\b|\bno\s+changes\b", text, re.I):
            opts.insert(0, "--noaction")
        if d := re.search(rf"\b(?:into|to|in)\s+(?:the\s+)?(?:existing\s+)?(?P<dir>{_FOLDER})\s+(?:dir(?:ectory)?|folder)\b|\binto\s+(?P<dir2>[\w.~/-]+/)", text, re.I):
            opts.append(f"--dest={(d.group('dir') or d.group('dir2')).rstrip('/')}")
    elif tool == "pngquant":
        if q := re.search(r"\bquality\s+(?:of\s+)?(?P<a>\d+)\s*-\s*(?P<b>\d+)", text, re.I):
            opts.append(f"--quality={q.group('a')}-{q.group('b')}")
        if re.search(r"\bonly\s+(?:keep|save|write)\b(?:[^.]|\.(?=\w))*\bsmaller\b|\bskip\s+if\s+larger\b", text, re.I):
            opts.append("--skip-if-larger")
        if len(files) == 2:
            opts.append(f"--output {files[1]}")
        elif _IN_PLACE.search(text):
            opts.append("--ext .png --force")
        colours = re.search(r"\b(?P<n>\d+)\s+colou?rs\b", text, re.I)
        return f"pngquant {' '.join(opts) + ' ' if opts else ''}{colours.group('n') + ' ' if colours else ''}{target}"
    elif tool == "gifsicle":
        if o := re.search(r"-O(?P<n>[1-3])\b|\boptimi[sz]\w*\s+level\s+(?P<n2>[1-3])", text):
            opts.append(f"-O{o.group('n') or o.group('n2')}")
        if w := re.search(r"\b(?P<w>\d+)\s*(?:px|pixels?)?\s+wide\b", text, re.I):
            opts.append(f"--resize-width {w.group('w')}")
        out = files[1] if len(files) == 2 else None
        if out is None:
            return None
        return f"gifsicle {' '.join(opts) + ' ' if opts else ''}{target} -o {out}"
    if _RECURSIVE.search(text) and not files:
        folder = re.search(rf"\b(?:in|under)\s+(?P<dir>{_FOLDER})", text)
        ext = "png" if tool == "optipng" else "jpg"
        return f"find {folder.group('dir').rstrip('/') if folder else '.'} -type f -name '*.{ext}' -exec {tool} {' '.join(opts) + ' ' if opts else ''}{{}} +"
    return f"{tool} {' '.join(opts) + ' ' if opts else ''}{target}"




def _appended(m: re.Match) -> str | None:
    """Images put side by side (``+append``) or stacked (``-append``) into the last one named."""
    files = _images_named(m.string)
    if len(files) < 3:
        return None
    how = "-append" if re.search(r"\b(?:vertical\w*|stack\w*|above|on\s+top|top\s+to\s+bottom)\b", m.string, re.I) else "+append"
    return f"convert {' '.join(files[:-1])} {how} {files[-1]}"


def _gif_made(m: re.Match) -> str | None:
    """An animated gif from numbered frames: ``-delay`` from the frames per second (or hundredths said), looping."""
    text = m.string
    gif = re.search(r"(?<![\w/.~-])[\w./~-]+\.gif\b", text)
    frames = re.search(r"\b(?P<stem>[\w./~-]*?)(?P<n>\d+)\.(?P<ext>png|jpe?g)\b", text)
    glob = re.search(r"(?<![\w/.~-])(?P<g>[\w./~-]*\*[\w.*-]*\.(?:png|jpe?g))", text)
    if gif is None or (frames is None and glob is None):
        return None
    files = glob.group("g") if glob else f"{frames.group('stem')}*.{frames.group('ext')}"
    delay = "10"
    if f := re.search(r"\b(?P<fps>\d+)\s*(?:fps|frames?\s+(?:per|a)\s+second)\b", text, re.I):
        delay = f"{100 // max(1, int(f.group('fps')))}"
    elif d := re.search(r"\b(?P<ms>\d+)\s*ms\b", text, re.I):
        delay = f"{max(1, int(d.group('ms')) // 10)}"
    loop = " -loop 0" if re.search(r"\bloop\w*(?:\s+forever|\s+endlessly)?\b|\bforever\b", text, re.I) else ""
    return f"convert -delay {delay}{loop} {files} {gif.group()}"


def _contact_sheet(m: re.Match) -> str | None:
    """montage of a batch: columns, thumbnail size or the original one, a gap, the file names as labels."""
    text = m.string
    files = _batch_files(None, text)
    out = _images_named(text)
    if files is None or len(out) != 1:
        return None
    cols = re.search(r"\b(?P<n>\d+)\s+(?:per\s+row|columns|across|a\s+row)\b|\b(?P<n2>\d+)\s+wide\b", text, re.I)
    gap = re.search(r"\b(?P<g>\d+)\s*(?:px|pixels?)\s+(?:gap|spacing|apart|margin|padding)\b|\b(?:gap|spacing)\s+of\s+(?P<g2>\d+)", text, re.I)
    size = re.search(r"\b(?P<s>\d+)\s*(?:px|pixels?)\s+thumb(?:nail)?s?\b|\b(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\s+thumb", text, re.I)
    g = gap.group("g") or gap.group("g2") if gap else "2"
    geometry = (f"{size.group('s')}x{size.group('s')}" if size and size.group("s") else f"{size.group('w')}x{size.group('h')}" if size else "") + f"+{g}+{g}"
    label = "-label '%f' " if re.search(r"\b(?:file\s*names?|names?)\s+(?:under|below|as\s+labels?|on)\b|\blabel", text, re.I) else ""
    tile = f" -tile {cols.group('n') or cols.group('n2')}x" if cols else ""
    return f"montage {label}{files}{tile} -geometry {geometry} {out[0]}"


def _compared(m: re.Match) -> str | None:
    files = _images_named(m.string)
    if re.search(r"\bpixels?\b|\bpixel[\s-]wise\b", m.string, re.I) and not re.search(r"\bbyte", m.string, re.I) and len(files) == 2:
        return f"compare -metric AE {files[0]} {files[1]} null:"
    if len(files) == 3 and re.search(r"\b(?:highlight|show|mark)\w*\b", m.string, re.I):
        return f"compare {files[0]} {files[1]} {files[2]}"
    return None


def _screenshot(m: re.Match) -> str | None:
    """A screenshot: the whole screen (import), an area chosen with the mouse, the focused window, after a delay
    (scrot), an area by its geometry, on Wayland (grim and slurp), to the clipboard (maim and xclip)."""
    text = m.string
    out = re.search(r"(?<![\w/.~-])(?P<f>(?:~/|/)?[\w./~-]*\.png)\b", text)
    stamped = re.search(r"\b(?:current\s+)?date(?:\s+and\s+time)?\s+in\s+the\s+(?:file\s*)?name\b(?:[^.]|\.(?=\w))*?\blike\s+(?P<ex>[\w-]+)\.png", text, re.I)
    if stamped:
        example = re.fullmatch(r"(?P<pre>[A-Za-z_]*?)(?P<Y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})_(?P<H>\d{2})-(?P<M>\d{2})-(?P<S>\d{2})", stamped.group("ex"))
        folder = re.search(r"\bto\s+(?P<dir>~/[\w./-]*|/[\w./-]*)\s+with\b", text)
        if example is None:
            return None
        name = f"{example.group('pre')}$(date +%Y-%m-%d_%H-%M-%S).png"
        where = f"{folder.group('dir').rstrip('/')}/{name}" if folder else name
        return f"import -window root {where}"
    select = re.search(r"\b(?:select|drag|choose|pick)\w*\b|\bregion\b|\bwith\s+the\s+mouse\b", text, re.I)
    if re.search(r"\bclipboard\b", text, re.I) and select:
        return "maim -s | xclip -selection clipboard -t image/png"
    if out is None:
        return None
    f = out.group("f")
    if re.search(r"\bwayland\b|\bsway\b", text, re.I):
        return f'grim -g "$(slurp)" {f}' if select else f"grim {f}"
    if g := re.search(r"\b(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\b(?:[^.]|\.(?=\w))*?\b(?:offset|at|from)\s+(?P<x>\d+)\s*,\s*(?P<y>\d+)", text, re.I):
        return f"import -window root -crop {g.group('w')}x{g.group('h')}+{g.group('x')}+{g.group('y')} {f}"
    if d := re.search(r"\b(?P<n>\d+)[\s-]*(?:s|secs?|seconds?)\s+delay\b|\bdelay\s+of\s+(?P<n2>\d+)\b|\bafter\s+(?P<n3>\d+)\s+seconds?\b", text, re.I):
        return f"scrot -d {d.group('n') or d.group('n2') or d.group('n3')} {f}"
    if re.search(r"\b(?:focused|active|current)\s+window\b|\bwindow\s+(?:that\s+)?(?:has|with)\s+(?:the\s+)?focus\b", text, re.I):
        return f"scrot -u {f}"
    if select:
        return f"import {f}"
    if re.search(r"\bwhole\s+screen|\bfull[\s-]?screen|\bentire\s+screen|\bthe\s+screen\b|\bdesktop\b|\bfull\s+screenshot\b", text, re.I):
        return f"import -window root {f}"
    return None


ROWS = (
    (re.compile(rf"\b(?:how\s+many|what|which|does|is|show|print|tell|list|full|verbose|count)\b.*?(?P<qimg>{_IMAGE_FILE})|(?P<qimg2>{_IMAGE_FILE}).*\b(?:verbose|how\s+many\s+frames)\b", re.I),
     lambda m: _asked_of_image(m) if m.group("qimg") else None),
    (re.compile(rf"\b(?:list|show|print)\s+(?:me\s+)?(?:the\s+)?(?:pixel\s+(?:size|dimensions)|dimensions|resolution|width\s+and\s+height|sizes?\s+in\s+pixels)\s+of\s+(?:every|each|all)\b"
                rf"|\b(?:which|what|list|show|find)\s+(?:\w+\s+)?(?:{_EXT})s?\s+(?:in|under)\s+\S+\s+(?:are|is)\s+(?:wider|taller|narrower|shorter|portrait|landscape)\b"
                rf"|\b(?:which|what|list)\s+(?:\w+\s+)?(?:{_EXT})s?\s+(?:in|under)\s+\S+\s+are\s+(?:portrait|landscape)"
                rf"|\blist\s+(?:the\s+)?(?:{_EXT})s?\s+in\s+\S+\s+by\s+(?:pixel\s+count|pixels|megapixels)", re.I),
     _sizes_listed),
    # optimisers, converters of one kind
    (re.compile(r"(?<![\w./-])(?P<tool>optipng|jpegoptim|pngquant|gifsicle)(?![\w.-])", re.I), _optimised),
    # exiftool
    (re.compile(r"\brename\b(?:[^.]|\.(?=\w))*\b(?:by|to|after|with)\s+(?:the\s+|their\s+)?date\s+(?:they\s+were\s+)?taken\b", re.I), _renamed_by_date),
    (re.compile(rf"\b(?:sort|organi[sz]e|move|file)\s+(?:the\s+|all\s+(?:the\s+)?|my\s+)?(?:photos|pictures|images|jpe?gs)\s+(?:in|from)\s+(?P<src>{_FOLDER})\s+into\s+(?:(?:sub)?folders|directories|dirs)\s+by\s+(?:the\s+)?(?:date\s+taken|year\s+and\s+month|capture\s+date)"
                rf"\b(?:\s*,?\s*like\s+(?P<dst>(?:~/|/)?[\w./-]*?)/(?P<y>\d{{4}})/(?P<mo>\d{{2}})\b)?", re.I),
     lambda m: f"exiftool '-Directory<DateTimeOriginal' -d {m.group('dst') + '/' if m.group('dst') else ''}%Y/%m {m.group('src').rstrip('/')}"),
    (re.compile(r"\b(?:file\s+)?modification\s+(?:time|date)\b(?:[^.]|\.(?=\w))*\b(?:when\s+the\s+photo\s+was\s+taken|(?:the\s+)?date\s+taken|DateTimeOriginal)\b|\b(?:mtime|timestamps?)\s+to\s+(?:the\s+)?(?:exif\s+)?date\s+taken\b", re.I),
     lambda m: f"exiftool '-FileModifyDate<DateTimeOriginal' {_batch_files(None, m.string) or '*.jpg'}"),
    (re.compile(r"\b(?:write|set|put|copy|take)\s+(?:the\s+)?date\s+from\s+(?:the\s+)?file\s*name\s+(?:in)?to\s+(?:the\s+)?(?:exif\s+)?(?:DateTimeOriginal|date\s+taken)\b", re.I),
     lambda m: f"exiftool '-DateTimeOriginal<FileName' {_batch_files(None, m.string) or '*.jpg'}"),
    (re.compile(rf"\bcopy\s+(?:all\s+)?(?:the\s+)?(?:exif|metadata|tags)\s+(?:data\s+)?from\s+(?P<a>{_ANY_IMAGE})\s+(?:on)?to\s+(?P<b>{_ANY_IMAGE})", re.I),
     lambda m: f"exiftool -TagsFromFile {m.group('a')} -all:all {m.group('b')}"),
    (re.compile(rf"\bexport\b(?:[^.]|\.(?=\w))*\b(?:of|for)\s+(?:all\s+)?(?:the\s+)?(?:{_EXT})s?\s+in\s+\S+\s+(?:to|into|as)\s+(?P<csv>[\w./~-]+\.csv)\b", re.I),
     lambda m: (lambda tags: f"exiftool -csv {' '.join(tags)} {_batch_files(None, m.string)} > {m.group('csv')}" if tags and _batch_files(None, m.string) else None)(
         [t for s, t in ((r"file\s*name", "-FileName"), (r"date\s+taken|DateTimeOriginal", "-DateTimeOriginal"), (r"camera\s+model|\bmodel\b", "-Model"),
                         (r"\bmake\b", "-Make"), (r"\biso\b", "-ISO"), (r"\blens\b", "-LensModel")) if re.search(s, m.string, re.I)])),
    (re.compile(r"\b(?:which|what|list|show|find)\s+(?:the\s+)?(?:photos|pictures|images|jpe?gs|files)\b(?:[^.]|\.(?=\w))*\b(?:taken\s+in\s+(?:19|20)\d\d|(?:shot|taken)\s+(?:on|with)\s+an?\s+\w+|(?:have|with|contain)\s+(?:a\s+)?gps|missing|without\s+an?\s+\w+\s+tag)", re.I),
     _exif_filtered),
    (re.compile(r"\b(?:restore|undo)\b(?:[^.]|\.(?=\w))*\b(?:exiftool|_original)\b", re.I),
     lambda m: (lambda d: f"exiftool -restore_original {d}")((re.search(rf"\bin\s+(?P<d>{_FOLDER})", m.string) or re.match("(?P<d>)", ".")).group("d") or ".")),
    (re.compile(r"\b_original\b(?:[^.]|\.(?=\w))*\b(?:get\s+rid|delete|remove|clean)\b|\b(?:delete|remove|clean\s+up)\b(?:[^.]|\.(?=\w))*\b_original\b", re.I),
     lambda m: (lambda d: f"exiftool '-delete_original!' {d.group('d').rstrip('/') if d else '.'}")(re.search(r"\bin\s+(?P<d>(?:~/|/|\./)[\w./-]*)", m.string))),
    (re.compile(rf"\b(?:extract|pull|get|save)\b(?:[^.]|\.(?=\w))*\b(?:embedded\s+)?(?:jpe?g\s+)?preview\b(?:[^.]|\.(?=\w))*?(?P<raw>[\w./~-]+\.(?:{_RAW}))\b(?:[^.]|\.(?=\w))*?(?P<out>[\w./~-]+\.jpe?g)\b", re.I),
     lambda m: f"exiftool -b -JpgFromRaw {m.group('raw')} > {m.group('out')}"),
    (re.compile(r"\bgeo[\s-]?tag\b(?:[^.]|\.(?=\w))*?(?P<track>[\w./~-]+\.(?:gpx|kml|log))\b|\bgeo[\s-]?tag\b", re.I),
     lambda m: f"exiftool -geotag {m.group('track')} {_batch_files(None, m.string)}" if m.group("track") and _batch_files(None, m.string) else None),
    (re.compile(r"\b(?:shift|move|adjust|correct|fix)\b(?:[^.]|\.(?=\w))*\b(?:date|time|clock)s?\b|\bcamera\s+clock\s+was\b", re.I), _dates_shifted),
    (re.compile(r"\b(?:remove|strip|delete|wipe|clear|get\s+rid\s+of|drop)\b(?:[^.]|\.(?=\w))*\b(?:metadata|meta\s*data|exif|gps|location|comment\s+(?:field|tag))\b", re.I), _tags_removed),
    (re.compile(r"\b(?:add|set|tag|write|put)\b(?:[^.]|\.(?=\w))*\b(?:copyright|artist|author|keywords?|DateTimeOriginal|orientation|gps)\b|\btag\s+\S+\s+with\b", re.I), _tags_written),
    (re.compile(rf"\b(?:list|show|print)\s+(?:the\s+)?(?:{_EXT})s?\s+in\s+\S+\s+with\s+their\s+date\s+taken(?P<old>\s*,?\s*oldest\s+first)?", re.I),
     lambda m: f"exiftool -T -DateTimeOriginal -FileName {_batch_files(None, m.string)}" + (" | sort" if m.group("old") else "")),
    (re.compile(rf"\b(?:what|which|show|print|get|tell|list)\b(?:[^.]|\.(?=\w))*?(?P<ximg>{_ANY_IMAGE})|^(?:\s*(?:all|every|full)\s+)?(?:exif|metadata)\b.*?(?P<ximg2>{_ANY_IMAGE})", re.I),
     lambda m: _tags_read(m) if m.group("ximg") else None),
    (re.compile(rf"\blosslessly\s+(?:squeeze|optimi[sz]e|compress|shrink)\s+(?P<png>{_IMAGE_FILE.replace('(?:' + _EXT + ')', 'png')})\s*$", re.I),
     lambda m: f"optipng {m.group('png')}"),
    (re.compile(rf"\blossless(?:ly)?\s+(?P<deg>90|180|270)\s*(?:°|degrees?)?\s+rotat\w*\s+(?:of\s+)?(?P<a>{_IMAGE_FILE})\s+(?:into|to|as)\s+(?P<b>{_IMAGE_FILE})", re.I),
     lambda m: f"jpegtran -rotate {m.group('deg')} -outfile {m.group('b')} {m.group('a')}"),
    (re.compile(r"(?P<heic>[\w./~-]+\.heic)\b(?:[^.]|\.(?=\w))*?\b(?:as|to|into)\s+(?:an?\s+)?jpe?g\b", re.I),
     lambda m: f"heif-convert {m.group('heic')} {m.group('heic').rpartition('.')[0]}.jpg"),
    (re.compile(rf"\b(?:convert|turn)\s+(?P<img>{_IMAGE_FILE})\s+(?:in)?to\s+(?:an?\s+)?avif\b", re.I),
     lambda m: f"avifenc {m.group('img')} {m.group('img').rpartition('.')[0]}.avif"),
    (re.compile(r"\brender\s+(?P<svg>[\w./~-]+\.svg)\s+(?:to|as|into)\s+(?:a\s+)?png\s+(?P<w>\d+)\s*(?:px|pixels?)\s+wide(?:\s*,?\s*(?:called|named|as)\s+(?P<out>[\w./~-]+\.png))?", re.I),
     lambda m: f"rsvg-convert -w {m.group('w')} {m.group('svg')} -o {m.group('out') or m.group('svg').rpartition('.')[0] + '.png'}"),
    # several images made one; a gif from frames and split into them; a contact sheet; two compared
    (re.compile(r"\b(?:side\s+by\s+side|next\s+to\s+each\s+other|stack\w*|one\s+above\s+the\s+other|vertically|horizontally)\b", re.I), _appended),
    (re.compile(r"\b(?:make|create|build|turn|assemble)\b(?:[^.]|\.(?=\w))*\.gif\b(?:[^.]|\.(?=\w))*\b(?:out\s+of|from)\b|\b(?:frames?|\*\.png)\b(?:[^.]|\.(?=\w))*\b(?:into|to)\s+(?:an?\s+)?(?:animated\s+)?[\w./~-]+\.gif\b", re.I), _gif_made),
    (re.compile(r"\bsplit\s+(?P<gif>[\w./~-]+\.gif)\s+into\b(?:[^.]|\.(?=\w))*\bframes\b", re.I),
     lambda m: (lambda ex: f"convert {m.group('gif')} -coalesce {ex.group('stem')}%0{len(ex.group('n'))}d.{ex.group('ext')}" if ex else f"convert {m.group('gif')} -coalesce frame_%03d.png")(
         re.search(r"\b(?P<stem>[\w-]*?_?)(?P<n>0\d+)\.(?P<ext>png|jpe?g)\b", m.string))),
    (re.compile(r"\bcontact\s+sheet\b|\bmontage\b", re.I), _contact_sheet),
    (re.compile(r"\b(?:identical|differing\s+pixels|pixel[\s-]wise|compare|diff\w*|what\s+changed)\b", re.I), _compared),
    (re.compile(r"(?<![\w./*-])screen\s*shot(?![\w.*-])|\bscreen\s+grab\b|\bgrab\s+(?:a\s+|the\s+)?(?:region|screen|area|\d+x\d+\s+screen\s+area)|\bcapture\s+the\s+screen\b", re.I), _screenshot),
) + ROWS


def _annotated(m: re.Match) -> str | None:
    """Text written on an image (``-annotate``): the words quoted or "the word X", a size in points, a colour, a place."""
    text = m.string
    files = _images_named(text)
    words = re.search(r"(?P<q>['\"])(?P<t>[^'\"]+)(?P=q)|\bthe\s+(?:word|text)\s+(?P<w>[A-Za-z][\w-]*)", text)
    if len(files) != 2 or words is None:
        return None
    said = words.group("t") or words.group("w")
    size = re.search(r"\b(?P<n>\d+)\s*(?:pt|points?)\b", text, re.I)
    colour = re.search(rf"\b(?P<c>{_COLOURS})\s+(?:letters|text|font|writing)\b|\bin\s+(?:big\s+|small\s+|bold\s+)?(?P<c2>{_COLOURS})\b", text, re.I)
    gravity = _gravity(text) or "center"
    offset = re.search(r"\b(?P<n>\d+)\s*(?:px|pixels?)\s+(?:in\s+)?from\s+the\s+(?:edges?|corner|border)", text, re.I)
    parts = [f"-gravity {gravity}"] + ([f"-pointsize {size.group('n')}"] if size else []) + \
            ([f"-fill {_colour(colour.group('c') or colour.group('c2'))}"] if colour else []) + \
            [f"-annotate +{offset.group('n') if offset else 0}+{offset.group('n') if offset else 0} {_text_word(said)}"]
    return f"convert {files[0]} {' '.join(parts)} {files[1]}"


def _made(m: re.Match) -> str | None:
    """A picture made from nothing: a plain colour, a gradient, a text label."""
    text = m.string
    out = _images_named(text)
    if len(out) != 1:
        return None
    size = re.search(r"\b(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\b", text)
    if g := re.search(rf"\b(?P<a>{_COLOURS})\s+(?:fading|going|blending)\s+(?:in)?to\s+(?P<b>{_COLOURS})\b|\bgradient\s+from\s+(?P<a2>{_COLOURS})\s+to\s+(?P<b2>{_COLOURS})", text, re.I):
        if size is None:
            return None
        return f"convert -size {size.group('w')}x{size.group('h')} gradient:{_colour(g.group('a') or g.group('a2'))}-{_colour(g.group('b') or g.group('b2'))} {out[0]}"
    if t := re.search(r"(?P<q>['\"])(?P<t>[^'\"]+)(?P=q)", text):
        pt = re.search(r"\b(?P<n>\d+)\s*(?:pt|points?)\b", text, re.I)
        fill = re.search(rf"\b(?P<c>{_COLOURS})\s+(?:text|letters)\b", text, re.I)
        bg = "none" if re.search(r"\btransparent\s+background\b", text, re.I) else _said_colour(text, "background")
        return (f"convert{' -background ' + bg if bg else ''}{' -fill ' + _colour(fill.group('c')) if fill else ''}"
                f"{' -pointsize ' + pt.group('n') if pt else ''} label:{_text_word(t.group('t'))} {out[0]}")
    if c := re.search(rf"\b(?:plain|solid|blank|empty)\s+(?P<c>{_COLOURS})\b|\b(?P<c2>{_COLOURS})\s+(?:background|canvas|image)\b", text, re.I):
        if size is None:
            return None
        return f"convert -size {size.group('w')}x{size.group('h')} xc:{_colour(c.group('c') or c.group('c2'))} {out[0]}"
    return None


def _said_colour(text: str, of: str) -> str | None:
    c = re.search(rf"\b(?P<c>{_COLOURS})\s+{of}\b", text, re.I)
    return _colour(c.group("c")) if c else None


def _pixel_asked(m: re.Match) -> str | None:
    """The colour of one pixel, or the average colour of an image."""
    files = _images_named(m.string)
    if len(files) != 1:
        return None
    if p := re.search(r"\bpixel\s+at\s+(?:\(?\s*)?(?P<x>\d+)\s*,\s*(?P<y>\d+)", m.string, re.I):
        return f"convert {files[0]} -format '%[pixel:p{{{p.group('x')},{p.group('y')}}}]\\n' info:"
    if re.search(r"\baverage\s+colou?r\b", m.string, re.I):
        return f"convert {files[0]} -scale '1x1!' -format '%[pixel:u]\\n' info:"
    return None


def _tiles(m: re.Match) -> str | None:
    """An image cut into tiles of a size, or into equal parts across, numbered as the example names say."""
    text = m.string
    src = re.search(_IMAGE_FILE, text)
    ex = re.search(r"\b(?P<stem>[\w-]*?_?)(?P<n>0*[01])\.(?P<ext>png|jpe?g)\b", text[src.end():] if src else "")
    if src is None or ex is None:
        return None
    digits = len(ex.group("n"))
    name = f"{ex.group('stem')}%{'0' + str(digits) if digits > 1 else ''}d.{ex.group('ext')}"
    if t := re.search(r"\b(?P<w>\d+)\s*[x×]\s*(?P<h>\d+)\s+tiles\b", text, re.I):
        return f"convert {src.group()} -crop {t.group('w')}x{t.group('h')} +repage {name}"
    if re.search(r"\bleft\s+and\s+right\s+halves\b", text, re.I):
        return f"convert {src.group()} -crop 2x1@ +repage {name}"
    if re.search(r"\btop\s+and\s+bottom\s+halves\b", text, re.I):
        return f"convert {src.group()} -crop 1x2@ +repage {name}"
    return None


def _viewed(m: re.Match) -> str | None:
    """An image shown in the terminal, copied to the clipboard, set as the wallpaper, or a folder's slideshow."""
    text = m.string
    files = _images_named(text)
    if re.search(r"\bclipboard\b", text, re.I) and len(files) == 1:
        kind = "image/png" if files[0].lower().endswith(".png") else "image/jpeg"
        return f"xclip -selection clipboard -t {kind} -i {files[0]}"
    if re.search(r"(?<![\w./-])wallpaper(?![\w.-])", text, re.I) and re.search(r"\bfeh\b", text, re.I) and len(files) == 1:
        how = "--bg-fill" if re.search(r"\bfill\b", text, re.I) else "--bg-center" if re.search(r"\bcent(?:er|re)d?\b", text, re.I) else \
            "--bg-max" if re.search(r"\bfit\b|\bmax\b", text, re.I) else "--bg-scale"
        return f"feh {how} {files[0]}"
    if re.search(r"\bslide\s*show\b", text, re.I):
        folder = re.search(rf"\bof\s+(?P<dir>{_FOLDER})", text)
        secs = re.search(r"\b(?P<n>\d+)\s*(?:s|secs?|seconds?)\b", text, re.I)
        if folder is None:
            return None
        full = " -F" if re.search(r"full[\s-]?screen", text, re.I) else ""
        return f"feh{full}{' -D ' + secs.group('n') if secs else ''} {folder.group('dir').rstrip('/')}"
    if re.search(r"\b(?:in|inside)\s+(?:the\s+)?terminal\b", text, re.I) and len(files) == 1:
        return f"chafa {files[0]}"
    return None


ROWS = (
    (re.compile(r"\b(?:put|write|add|stamp|print)\s+(?:the\s+(?:word|text)\s+\w+|['\"][^'\"]+['\"])\s+(?:in|on|onto|across|at)\b", re.I), _annotated),
    (re.compile(r"\b(?:make|create|generate|render)\b", re.I), _made),
    (re.compile(r"\bpixel\s+at\s+\d|\baverage\s+colou?r\b", re.I), _pixel_asked),
    (re.compile(r"\btiles\b|\bhalves\b", re.I), _tiles),
    (re.compile(r"\bqr[\s-]?code\b[^,;]*?(?P<url>https?://\S+|['\"][^'\"]+['\"])(?:[^,;]*?(?:save|write)\w*\s+(?:it\s+)?(?:as|to)\s+(?P<out>[\w./~-]+\.png))?", re.I),
     lambda m: f"qrencode -o {m.group('out')} {_text_word(m.group('url').strip(chr(39) + chr(34)).rstrip(',.'))}" if m.group("out") else None),
    (re.compile(r"\bclipboard\b|(?<![\w./-])(?:wallpaper|slide\s*show)(?![\w.-])|\b(?:in|inside)\s+(?:the\s+)?terminal\b", re.I), _viewed),
) + ROWS
