"""Photos, audio, video and documents: ImageMagick (resize, rotate, grey, quality, a batch turned into another
format, dimensions), exiftool (location removed, date taken, camera, renamed by date), ffmpeg (the sound taken out
or removed, a piece cut, scaled, a gif, a frame, compressed, turned, a length) and PDFs (split into pages, merged
from a folder, locked and unlocked; their pages are ``pdfs``', their text, facts and pictures ``pdfcontent``'s). The model's
training data has almost none of these tools; the answers are the forms their manuals give.

An output the request does not name is written next to the input as ``<name>_<what was done>.<extension>``
(``holiday_muted.mp4``), never over it unless the request says so.
"""

from __future__ import annotations

import re

from serval.model.entities import HOME_FOLDERS
from serval.model.phrasebook.shared import _named, _shell_word, same_format

_IMAGE = r"(?P<img>[~./\w-][\w./~-]*\.(?:jpe?g|png|gif|webp|tiff?|bmp|heic))"
_VIDEO = r"(?P<vid>[~./\w-][\w./~-]*\.(?:mp4|mkv|mov|avi|webm|m4v|flv|wmv|MOV|MP4))"
_AUDIO_OR_VIDEO = r"(?P<av>[~./\w-][\w./~-]*\.(?:mp4|mkv|mov|avi|webm|m4v|mp3|wav|flac|m4a|ogg|opus|aac|MOV|MP4))"
_PDF = r"(?P<pdf>[~./\w-][\w./~-]*\.pdf)"
_OUT = r"(?:\s*,?\s+(?:and\s+)?(?:save|write|output|put)\w*\s+(?:it\s+|the\s+result\s+)?(?:as|to|in|into)|\s+(?:in)?to|\s*->|\s+as)\s+(?P<out>[~./\w-][\w./~-]*\.\w+)"
_OVERWRITE = re.compile(r"\b(?:overwrit\w*|in\s+place|replac\w+\s+(?:the\s+)?(?:originals?|files?))\b", re.I)
_PHOTOS = re.compile(r"\b(?:all|every|each)\s+(?:the\s+)?(?:(?P<ext>jpe?g|png|webp|heic|tiff?)s?|photos|pictures|images)\b", re.I)


def _clock(said: str) -> str:
    """A time in a media file as ffmpeg takes it: "1:30" → ``00:01:30``, "90" stays 90 (seconds)."""
    parts = said.split(":")
    if len(parts) == 1:
        return said
    parts = ["0"] * (3 - len(parts)) + parts
    return ":".join(p.zfill(2) for p in parts[:2]) + ":" + parts[2].zfill(2)


def _size(m: re.Match) -> str | None:
    """ImageMagick's geometry for a size said in words: "800 pixels wide" → ``800x``, "half size" → ``50%``."""
    said = m.group("size")
    if g := re.fullmatch(r"(\d+)\s*(?:px|pixels?)?\s+(?:wide|in\s+width|across)|(?:a\s+)?width\s+(?:of\s+)?(\d+)(?:\s*(?:px|pixels?))?", said, re.I):
        return f"{g.group(1) or g.group(2)}x"
    if g := re.fullmatch(r"(\d+)\s*(?:px|pixels?)?\s+(?:tall|high|in\s+height)|(?:a\s+)?height\s+(?:of\s+)?(\d+)(?:\s*(?:px|pixels?))?", said, re.I):
        return f"x{g.group(1) or g.group(2)}"
    if g := re.fullmatch(r"(\d+)\s*[x×]\s*(\d+)(?:\s*(?:px|pixels?))?", said, re.I):
        return f"{g.group(1)}x{g.group(2)}"
    if g := re.fullmatch(r"(\d+)\s*(?:%|percent)(?:\s+of\s+(?:its|the)\s+(?:original\s+)?size)?", said, re.I):
        return f"{g.group(1)}%"
    if re.fullmatch(r"half\s+(?:its\s+|the\s+)?(?:size|resolution)|half", said, re.I):
        return "50%"
    return None


_SIZE = (r"(?P<size>\d+\s*(?:px|pixels?)?\s+(?:wide|in\s+width|across|tall|high|in\s+height)|(?:a\s+)?(?:width|height)\s+(?:of\s+)?\d+(?:\s*(?:px|pixels?))?"
         r"|\d+\s*[x×]\s*\d+(?:\s*(?:px|pixels?))?|\d+\s*(?:%|percent)(?:\s+of\s+(?:its|the)\s+(?:original\s+)?size)?|half\s+(?:its\s+|the\s+)?(?:size|resolution)|half)")


def _resized(m: re.Match) -> str | None:
    """One image resized: into the output named, over itself when the request says so, else next to it."""
    geometry = _size(m)
    if geometry is None:
        return None
    image, out = m.group("img"), m.group("out")
    if out:
        return f"convert {image} -resize {geometry} {out}"
    if _OVERWRITE.search(m.string):
        return f"mogrify -resize {geometry} {image}"
    return f"convert {image} -resize {geometry} {_named(image, 'resized')}"


def _batch_resized(m: re.Match) -> str | None:
    """mogrify over every image of a kind in a folder (in place: mogrify's own way)."""
    geometry = _size(m)
    if geometry is None:
        return None
    ext = (m.group("ext") or "jpg").lower().replace("jpeg", "jpg")
    folder = m.group("dir")
    return f"mogrify -resize {geometry} " + (f"{folder.rstrip('/')}/*.{ext}" if folder else f"*.{ext}")


def _trimmed(m: re.Match) -> str:
    src = m.group("av")
    out = m.group("out") or _named(src, "clip")
    return f"ffmpeg -i {src} -ss {_clock(m.group('a'))} -to {_clock(m.group('b'))} -c copy {out}"



_OPENED_KINDS = r"jpe?g|png|gif|webp|bmp|tiff?|svg|pdf|epub|mp3|m4a|wav|flac|ogg|opus|mp4|mkv|avi|mov|webm|docx?|xlsx?|pptx?|odt|ods|odp|html?"
_DESKTOP_APPS = r"libreoffice|gimp|inkscape|vlc|mpv|firefox|chromium|evince|okular|eog|audacity|krita|thunderbird|zathura"


def _opened(m: re.Match) -> str:
    """xdg-open (the desktop's own program for the kind) for a document, photo, song or folder a request opens, in
    the home folder the request names; the program it names instead where it names one."""
    name, folder = m.group("file"), m.group("dir") or m.group("dir2")
    if folder:
        home = "~/" + HOME_FOLDERS[folder.lower()]
        name = f"{home}/{name}" if name else home
    app = m.group("app") if m.group("file") else None   # a folder opens in the file manager
    return f"{app.lower()} {name}" if app else f"xdg-open {name}"

_AUDIO = {"wav", "flac", "m4a", "ogg", "aac", "mp3", "opus", "wma"}
_VIDEO_KINDS = {"mkv", "mov", "avi", "mp4", "webm", "flv"}
_OFFICE = {"doc", "docx", "odt", "rtf", "ppt", "pptx", "odp", "xls", "xlsx", "ods"}


def _each_converted(m: re.Match) -> str | None:
    """One file after another converted by the tool for its kind: audio and video with ffmpeg (``-c copy`` where not
    re-encoded), markup with pandoc, office documents with LibreOffice (one run for all), tables with tr, SVG with
    rsvg-convert; the new file beside the old, the old removed where the request says so; subfolders through find."""
    src, dst = m.group("src").lower().replace("markdown", "md"), m.group("dst").lower()
    if src == dst:
        return None
    how = m.group("how") or ""
    folder = m.group("dir")
    folder = None if folder is None or re.fullmatch(r"(?:this|the\s+current|current)\s+\w+", folder, re.I) else folder.rstrip("/")
    deep = bool(re.search(r"\brecursively\b", how, re.I)) or re.search(r"\bunder\b", m.string, re.I) is not None
    copy = " -c copy" if re.search(r"re-?encod", how, re.I) else ""
    if src in _AUDIO | _VIDEO_KINDS and dst in _AUDIO | _VIDEO_KINDS:
        step = f'ffmpeg -i "$f"{copy} "${{f%.{src}}}.{dst}"'
    elif src in ("md", "rst", "docx", "odt") and dst in ("html", "pdf", "docx", "epub", "md") and not (src in _OFFICE and dst == "pdf"):
        step = f'pandoc "$f" -o "${{f%.{src}}}.{dst}"'
    elif src in _OFFICE and dst == "pdf":
        if deep:
            return None
        return f"libreoffice --headless --convert-to pdf{' --outdir ' + folder if folder else ''} {folder + '/' if folder else ''}*.{src}"
    elif {src, dst} == {"tsv", "csv"}:
        step = f"tr '{chr(92)}t' ',' < \"$f\" > \"${{f%.tsv}}.csv\"" if src == "tsv" else f"tr ',' '{chr(92)}t' < \"$f\" > \"${{f%.csv}}.tsv\""
    elif src == "svg" and dst == "png":
        step = 'rsvg-convert "$f" -o "${f%.svg}.png"'
    else:
        return None
    if re.search(r"\b(?:delete|remove)\b", how, re.I):
        step += ' && rm -- "$f"'
    if deep:
        inner = step.replace('"$f"', '"$1"').replace("${f%", "${1%")
        return f"find {folder or '.'} -name '*.{src}' -exec sh -c '{inner}' _ {{}} \\;" if "'" not in inner else None
    return f"for f in {folder + '/' if folder else ''}*.{src}; do {step}; done"


ROWS = (
    # images: resized (one file, or every image of a folder in place), rotated, grey, quality, a batch to another format
    (re.compile(rf"\b(?:resize|shrink|scale|downscale|make)\s+(?:the\s+(?:photo|picture|image)\s+)?{_IMAGE}\s+(?:down\s+)?(?:to\s+|by\s+)?{_SIZE}(?:{_OUT})?(?:\s*,?\s+(?:and\s+)?overwrit\w+\s+it)?\s*$", re.I),
     _resized),
    (re.compile(rf"\b(?:resize|shrink|scale|downscale)\s+{_PHOTOS.pattern}\s+(?:in|under|inside)\s+(?P<dir>[~./][\w./~-]*|[\w-]+/)\s+(?:down\s+)?(?:to\s+|by\s+)?{_SIZE}(?:\s*,?\s+(?:and\s+)?overwrit\w+\s+them)?\s*$", re.I),
     _batch_resized),
    (re.compile(rf"^\s*rotate\s+{_IMAGE}\s+(?:by\s+)?(?P<deg>-?\d+)\s*(?:°|degrees?)(?P<ccw>\s+(?:counter[\s-]?clockwise|anti[\s-]?clockwise|to\s+the\s+left))?(?:\s+clockwise)?(?:{_OUT})?(?:\s*,?\s+overwrit\w+\s+(?:the\s+file|it))?\s*$", re.I),
     lambda m: (lambda deg: f"convert {m.group('img')} -rotate {deg} {m.group('out')}" if m.group("out") else f"mogrify -rotate {deg} {m.group('img')}")(
         str(-int(m.group("deg"))) if m.group("ccw") else m.group("deg"))),
    (re.compile(rf"\b(?:black\s+and\s+white|gr[ae]y\s*scale|gr[ae]y)\s+(?:version\s+|copy\s+)?of\s+{_IMAGE}(?:{_OUT})?\s*$|^\s*(?:make|turn|convert)\s+{_IMAGE.replace('img>', 'img2>')}\s+(?:in)?to\s+(?:black\s+and\s+white|gr[ae]y\s*scale)(?:{_OUT.replace('out>', 'out2>')})?\s*$", re.I),
     lambda m: (lambda img, out: f"convert {img} -colorspace Gray {out or _named(img, 'gray')}")(m.group("img") or m.group("img2"), m.group("out") or m.group("out2"))),
    (re.compile(rf"\b(?:save|convert|turn)\s+{_IMAGE}\s+(?:as|to|into)\s+(?:an?\s+)?(?P<fmt>jpe?g|png|webp)\s+(?:with|at)\s+(?:a\s+)?quality\s+(?:of\s+)?(?P<q>\d+)\s*$", re.I),
     lambda m: f"convert {m.group('img')} -quality {m.group('q')} {m.group('img').rsplit('.', 1)[0]}.{m.group('fmt').lower().replace('jpeg', 'jpg')}"),
    (re.compile(r"\b(?:(?:turn|convert)\s+(?:every|each|all\s+(?:the\s+)?|the\s+)|change\s+(?:every|each|all\s+(?:the\s+)?))\s*\.?(?P<src>png|jpe?g|tiff?|bmp|webp|gif|heic|cr2|nef)s?\s+(?:files?\s+|images?\s+|pictures?\s+|raws?\s+)?"
                r"(?:in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\s+|in\s+(?P<dir>[~./][\w./~-]*\w|[\w-]+/)\s+)?(?:in)?to\s+(?:an?\s+)?\.?(?P<dst>png|jpe?g|webp|tiff?)s?\s*$", re.I),
     lambda m: None if same_format(m.group("src"), m.group("dst"))   # .jpeg to .jpg: a new name, not a conversion (renames')
     else f"mogrify -format {m.group('dst').lower().replace('jpeg', 'jpg')} {m.group('dir').rstrip('/') + '/' if m.group('dir') else ''}"
          f"*.{m.group('src') if m.group('src').isupper() else m.group('src').lower()}"),
    # "convert all the wav files to mp3 with ffmpeg", "convert every .md file in docs to html with pandoc", "turn each .mkv
    # in ~/Videos into an mp4 without re-encoding", "convert all docx files in contracts/ to pdf": each file, by its tool
    (re.compile(r"^\s*(?:please\s+)?(?:convert|turn|change|transcode|export)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?|the)\s+(?:(?:\w+[\s-]+){0,2}?\.?(?P<src>wav|flac|m4a|ogg|aac|mp3|opus|wma|mkv|mov|avi|mp4|webm|flv|md|markdown|rst|docx?|odt|rtf|pptx?|odp|xlsx?|ods|tsv|csv|svg)s?)"
                r"(?:\s+(?:files?|songs|tracks|recordings|videos|clips|documents|docs|notes|spreadsheets|slides|subtitles|tables|icons))?"
                r"(?:\s+(?:in|under|from|inside)\s+(?:the\s+|my\s+)?(?P<dir>(?:this|the\s+current|current)\s+(?:folder|directory|dir)|[~./\w][\w./~-]*))?\s+(?:in)?to\s+(?:an?\s+)?\.?(?P<dst>mp3|ogg|opus|flac|wav|m4a|mp4|mkv|webm|html|pdf|docx|epub|md|csv|tsv|png)s?"
                r"(?P<how>(?:\s*,?\s*(?:with\s+(?:ffmpeg|pandoc|libreoffice)|without\s+re-?encod\w*|(?:with\s+)?no\s+re-?encod\w*|keeping\s+them\s+(?:next\s+to|beside)\s+the\s+originals|"
                r"and\s+(?:delete|remove)\s+the\s+(?:\w+\s+)?(?:files|originals)(?:\s+afterwards)?|recursively))*)\s*$", re.I),
     lambda m: _each_converted(m)),
    (re.compile(rf"\b(?:what\s+(?:are|is)\s+the\s+)?(?:dimensions|resolution|size\s+in\s+pixels|width\s+and\s+height)\s+of\s+{_IMAGE}\s*\??\s*$", re.I),
     lambda m: f"identify {m.group('img')}"),
    # exiftool: location removed, date taken, camera, everything, renamed by the date taken
    (re.compile(r"\b(?:remove|strip|delete|wipe|clear|get\s+rid\s+of)\s+(?:the\s+|all\s+)?(?:gps|location|geo\w*)(?:\s+(?:location|data|info\w*|tags?|coordinates|metadata))*\s+(?:from|of|in)\s+"
                r"(?:(?:all|every|each)\s+(?:the\s+)?(?:(?P<ext>jpe?g|png|heic)s?|photos|pictures|images)(?:\s+in\s+(?P<dir>[~./][\w./~-]*))?(?:\s+(?:in\s+)?(?:this|the\s+current)\s+(?:folder|directory|dir))?"
                rf"|{_IMAGE})\b", re.I),
     lambda m: "exiftool -gps:all= " + (m.group("img") or (f"{m.group('dir').rstrip('/')}/" if m.group("dir") else "") + f"*.{(m.group('ext') or 'jpg').lower().replace('jpeg', 'jpg')}")),
    (re.compile(rf"^\s*(?:when\s+was\s+{_IMAGE}\s+taken|(?:show\s+|what(?:'s|\s+is)\s+)?(?:the\s+)?date\s+(?:and\s+time\s+)?(?:taken\s+)?(?:of\s+)?{_IMAGE.replace('img>', 'img2>')}\s+(?:was\s+)?taken)\s*\??\s*$", re.I),
     lambda m: f"exiftool -DateTimeOriginal {m.group('img') or m.group('img2')}"),
    (re.compile(r"^\s*(?:which|what)\s+camera\s+(?:shot|took|made)\s+(?P<file>[~./\w-][\w./~-]*\.\w+)\s*\??\s*$", re.I),
     lambda m: f"exiftool -Make -Model {m.group('file')}"),
    (re.compile(rf"\b(?:strip|remove|wipe|delete|clear)\s+(?:all\s+|every\s+bit\s+of\s+|the\s+)?(?:the\s+)?(?:exif\s+|meta\s*)?(?:data|metadata|tags)\s+(?:out\s+)?(?:of|from)\s+{_IMAGE}(?P<im>\s+with\s+imagemagick)?(?P<nb>\s+without\s+(?:keeping\s+)?(?:a\s+)?backup)?\s*$", re.I),
     lambda m: f"mogrify -strip {m.group('img')}" if m.group("im") else f"exiftool -all= {'-overwrite_original ' if m.group('nb') else ''}{m.group('img')}"),
    (re.compile(rf"\b(?:show|print|get|what\s+are)\s+(?:the\s+)?gps\s+(?:coordinates|location|position)\s+(?:of|in|for)\s+{_IMAGE}\s*\??\s*$", re.I),
     lambda m: f"exiftool -GPSLatitude -GPSLongitude {m.group('img')}"),
    (re.compile(r"\b(?:fix|rotate|straighten)\s+(?:the\s+)?(?:sideways\s+)?(?:phone\s+)?(?:pictures|photos|images|jpe?gs)\b[^.;]*\b(?:exif\s+)?orientation\b", re.I),
     lambda m: "mogrify -auto-orient *.jpg"),
    (re.compile(r"\b(?:recompress|compress|re-?save)\s+(?:all\s+|every\s+)?(?:the\s+)?(?:jpe?gs|jpe?g\s+files|photos)\s+(?:(?:in\s+)?(?:the\s+current\s+(?:dir|directory|folder)|this\s+(?:dir|directory|folder)|here)\s+"
                r"|in\s+(?P<dir>[~./][\w./~-]*\w|[\w-]+/)\s+)?(?:at|to|with)\s+quality\s+(?P<q>\d+)(?:\s+in\s+place)?\s*$", re.I),
     lambda m: f"mogrify -quality {m.group('q')} {m.group('dir').rstrip('/') + '/' if m.group('dir') else ''}*.jpg"),
    # "put left.jpg and right.jpg side by side in combined.jpg", "stack top.png above bottom.png into both.png"
    (re.compile(rf"\b(?:put|place|join|combine|stack)\s+{_IMAGE}\s+and\s+{_IMAGE.replace('img>', 'img2>')}\s+(?P<how>side\s+by\s+side|next\s+to\s+each\s+other|(?:one\s+)?(?:above|on\s+top\s+of)\s+(?:the\s+)?(?:other|each\s+other)|vertically|horizontally)\s+"
                rf"(?:in|into|as)\s+{_IMAGE.replace('img>', 'out>')}\s*$", re.I),
     lambda m: f"convert {m.group('img')} {m.group('img2')} {'-append' if re.search(r'above|top|vertical', m.group('how'), re.I) else '+append'} {m.group('out')}"),
    (re.compile(rf"\b(?:all|every)\s+(?:the\s+)?(?:exif|metadata)\s+(?:info\w*|data|tags)?\s*(?:for|of|in)\s+{_IMAGE}\s*$", re.I), lambda m: f"exiftool {m.group('img')}"),
    (re.compile(r"\brename\s+(?:all\s+)?(?:the\s+)?(?:jpe?gs|photos|pictures)\s+(?:here\s+|in\s+(?:this|the\s+current)\s+(?:folder|directory|dir)\s+)?(?:to|by|after|with)\s+(?:the\s+|their\s+)?date\s+(?:they\s+were\s+)?taken\b", re.I),
     lambda m: "exiftool '-FileName<DateTimeOriginal' -d '%Y-%m-%d_%H%M%S%%-c.%%e' *.jpg"),
    # ffmpeg: the sound out of a video, removed; a piece cut; scaled; a gif; a frame; compressed; a length
    (re.compile(rf"\b(?:extract|get|pull|rip|take)\s+(?:the\s+)?(?:audio|sound(?:track)?)\s+(?:out\s+)?(?:of|from)\s+{_VIDEO}\s+(?:as|to|into)\s+(?:an?\s+)?(?:(?P<fmt>mp3|wav|flac|ogg|m4a)|(?P<out>[~./\w-][\w./~-]*\.(?:mp3|wav|flac|ogg|m4a|aac)))\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('vid')} -vn {m.group('out') or m.group('vid').rsplit('.', 1)[0] + '.' + m.group('fmt').lower()}"),
    (re.compile(rf"\b(?:remove|strip|drop|mute|kill)\s+(?:the\s+)?(?:audio|sound)\s+(?:from|of|in)\s+{_VIDEO}(?:{_OUT})?\s*$|^\s*mute\s+{_VIDEO.replace('vid>', 'vid2>')}(?:{_OUT.replace('out>', 'out2>')})?\s*$", re.I),
     lambda m: (lambda v, out: f"ffmpeg -i {v} -c:v copy -an {out or _named(v, 'muted')}")(m.group("vid") or m.group("vid2"), m.group("out") or m.group("out2"))),
    (re.compile(rf"\b(?:cut|trim|clip|extract)\s+{_AUDIO_OR_VIDEO}\s+from\s+(?P<a>\d+(?::\d+){{0,2}})\s+(?:to|until|till)\s+(?P<b>\d+(?::\d+){{0,2}})(?:{_OUT})?\s*$", re.I),
     _trimmed),
    (re.compile(r"\b(?:convert|turn|encode)\s+(?P<src>[~./\w-][\w./~-]*\.(?:wav|flac|m4a|ogg|aac|mp3|mp4|mkv|mov))\s+(?:in)?to\s+(?:an?\s+)?(?P<rate>\d+)\s*k(?:bps|bit/s)?\s+(?P<fmt>mp3|ogg|opus|m4a|aac)\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('src')} -b:a {m.group('rate')}k {m.group('src').rsplit('.', 1)[0]}.{m.group('fmt').lower()}"),
    (re.compile(rf"\b(?:remux|convert|turn|put|repackage)\s+{_AUDIO_OR_VIDEO}\s+(?:in)?to\s+(?:an?\s+)?(?P<fmt>mp4|mkv|mov|webm|m4a)\b\s*,?\s*(?:(?:with\s+)?no\s+re-?encod\w*|without\s+re-?encod\w*|(?:just\s+)?copying\s+the\s+streams)\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('av')} -c copy {m.group('av').rsplit('.', 1)[0]}.{m.group('fmt').lower()}"),
    (re.compile(rf"\b(?:keep|save|extract|cut|take)\s+(?:just\s+|only\s+)?the\s+first\s+(?P<n>\d+)\s+(?:seconds|secs|s)\s+(?:of|from)\s+{_AUDIO_OR_VIDEO}(?:{_OUT})?\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('av')} -t {m.group('n')} -c copy {m.group('out') or _named(m.group('av'), 'clip')}"),
    (re.compile(rf"\brotate\s+(?:the\s+video\s+)?{_VIDEO}\s+(?:by\s+)?90\s*(?:°|degrees?)(?P<ccw>\s+(?:counter[\s-]?clockwise|anti[\s-]?clockwise))?(?:\s+clockwise)?(?:{_OUT})?\s*$"
                rf"|^\s*{_VIDEO.replace('vid>', 'vid2>')}\s+is\s+sideways\s*,?\s+rotate\s+it\s+90\s*(?:°|degrees?)?(?P<ccw2>\s+(?:counter[\s-]?clockwise|anti[\s-]?clockwise))?(?:\s+clockwise)?\s*$", re.I),
     lambda m: (lambda v, ccw: f"ffmpeg -i {v} -vf transpose={2 if ccw else 1} -c:a copy {m.group('out') or _named(v, 'rotated')}")(m.group("vid") or m.group("vid2"), m.group("ccw") or m.group("ccw2"))),
    (re.compile(rf"\b(?:scale|resize|downscale|shrink|convert)\s+{_VIDEO}\s+(?:down\s+)?to\s+(?P<p>2160|1440|1080|720|480|360)p(?:{_OUT})?\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('vid')} -vf scale=-2:{m.group('p')} -c:a copy {m.group('out') or _named(m.group('vid'), m.group('p') + 'p')}"),
    (re.compile(rf"\b(?:make|turn|convert|create)\s+(?:an?\s+)?(?:animated\s+)?gif\s+(?:from|of|out\s+of)\s+{_VIDEO}(?:{_OUT})?\s*$|^\s*(?:turn|convert)\s+{_VIDEO.replace('vid>', 'vid2>')}\s+(?:in)?to\s+(?:an?\s+)?gif\s*$", re.I),
     lambda m: (lambda v, out: f"ffmpeg -i {v} -vf 'fps=10,scale=480:-1' {out or v.rsplit('.', 1)[0] + '.gif'}")(m.group("vid") or m.group("vid2"), m.group("out"))),
    (re.compile(rf"\b(?:grab|take|extract|save|get)\s+(?:a\s+|one\s+)?(?:frame|still|screenshot|snapshot)\s+(?:at|from)\s+(?P<t>\d+(?::\d+){{0,2}})\s*(?:s|secs?|seconds?)?\s+(?:of|from|in)\s+{_VIDEO}\s+as\s+(?P<out>[~./\w-][\w./~-]*\.(?:jpe?g|png))\s*$", re.I),
     lambda m: f"ffmpeg -ss {_clock(m.group('t')) if ':' in m.group('t') else m.group('t')} -i {m.group('vid')} -frames:v 1 {m.group('out')}"),
    (re.compile(rf"\bcompress\s+{_VIDEO}\s+(?:with\s+(?:x264|h\.?264|libx264)\s+)?(?:at\s+|with\s+|using\s+)?crf\s+(?P<crf>\d+)(?:{_OUT})?\s*$", re.I),
     lambda m: f"ffmpeg -i {m.group('vid')} -c:v libx264 -crf {m.group('crf')} {m.group('out') or _named(m.group('vid'), 'compressed')}"),
    (re.compile(rf"^\s*how\s+long\s+is\s+{_AUDIO_OR_VIDEO}(?:\s+in\s+seconds)?\s*\??\s*$|^\s*(?:show\s+|print\s+|get\s+|what(?:'s|\s+is)\s+)?(?:me\s+)?(?:the\s+)?(?:duration|length)\s+of\s+{_AUDIO_OR_VIDEO.replace('av>', 'av2>')}(?:\s+in\s+seconds)?\s*\??\s*$", re.I),
     lambda m: f"ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 {m.group('av') or m.group('av2')}"),
    # PDFs split into pages, merged from a folder, unlocked and locked (their text, facts, images and pictures: pdfcontent)
    (re.compile(rf"\bsplit\s+{_PDF}\s+into\s+(?:one\s+(?:file|pdf)\s+per\s+page|(?:separate|single|individual)\s+pages|(?:a\s+)?(?:file|pdf)\s+(?:for\s+)?(?:each|every)\s+page)\s*$", re.I),
     lambda m: f"pdfseparate {m.group('pdf')} {m.group('pdf').rsplit('.', 1)[0]}_page_%d.pdf"),
    (re.compile(r"\b(?:combine|merge|join)\s+(?:all\s+)?(?:the\s+)?pdfs\s+in\s+(?P<dir>[~./][\w./~-]*|[\w-]+/)\s+into\s+(?:one\s+|a\s+single\s+)?(?P<out>[~./\w-][\w./~-]*\.pdf)\s*$", re.I),
     lambda m: f"pdfunite {m.group('dir').rstrip('/')}/*.pdf {m.group('out')}"),
    (re.compile(rf"\bocr\s+(?:the\s+text\s+(?:in|of|from)\s+)?{_IMAGE}(?:\s+and\s+print\s+it)?\s*$", re.I), lambda m: f"tesseract {m.group('img')} stdout"),
    (re.compile(rf"\b(?:unlock|decrypt|remove\s+the\s+password\s+(?:from|of))\s+{_PDF}\s*,?\s+(?:the\s+)?password\s+(?:is\s+)?(?P<pw>\S+)\s*$", re.I),
     lambda m: f"qpdf --password={_shell_word(m.group('pw'))} --decrypt {m.group('pdf')} {_named(m.group('pdf'), 'unlocked')}"),
    (re.compile(rf"\b(?:password[\s-]protect|encrypt|lock)\s+{_PDF}\s+(?:with|using)\s+(?:the\s+)?(?:password\s+)?(?P<pw>\S+)\s*$", re.I),
     lambda m: f"qpdf --encrypt {_shell_word(m.group('pw'))} {_shell_word(m.group('pw'))} 256 -- {m.group('pdf')} {_named(m.group('pdf'), 'protected')}"),
    # "open holiday_photo.jpg from my Pictures folder", "play ~/Music/summer_mix.mp3", "open my Downloads folder in the
    # file manager", "open budget.xlsx in libreoffice"
    (re.compile(rf"^\s*(?:please\s+)?(?:open|play|view|watch|listen\s+to)\s+(?:the\s+)?(?:file\s+|photo\s+|picture\s+|image\s+|song\s+|video\s+|document\s+|movie\s+)?"
                rf"(?:(?P<file>[~./\w][\w./~-]*\.(?:{_OPENED_KINDS}))(?:\s+(?:from|in)\s+(?:my\s+|the\s+)?(?P<dir>desktop|downloads|documents|pictures|videos|music)(?:\s+folder)?)?"
                rf"|(?:my|the)\s+(?P<dir2>desktop|downloads|documents|pictures|videos|music)\s+folder)(?:\s+(?:in|with)\s+(?:the\s+)?(?:(?P<app>{_DESKTOP_APPS})|file\s+(?:manager|browser)))?\s*$", re.I),
     _opened),
)
