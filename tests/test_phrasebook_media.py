"""The phrasebook's photos, audio, video and documents (serval.model.phrasebook.media)."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # ImageMagick: an output named, in place when said, else next to the input
    ("resize dog.jpg to 640 pixels wide and save it as dog_small.jpg", "convert dog.jpg -resize 640x dog_small.jpg"),
    ("shrink dog.png to half size", "convert dog.png -resize 50% dog_resized.png"),
    ("resize banner.jpg to 1200x400, overwrite it", "mogrify -resize 1200x400 banner.jpg"),
    ("resize every jpg in ~/Pictures/blog to 1024 pixels wide", "mogrify -resize 1024x ~/Pictures/blog/*.jpg"),
    ("rotate receipt.jpg 90 degrees counterclockwise", "mogrify -rotate -90 receipt.jpg"),
    ("black and white version of cat.png as cat_bw.png", "convert cat.png -colorspace Gray cat_bw.png"),
    ("save header.png as a jpeg with quality 70", "convert header.png -quality 70 header.jpg"),
    ("turn every tif in this folder into a png", "mogrify -format png *.tif"),
    ("convert the pngs in ~/Pictures/screenshots to jpg", "mogrify -format jpg ~/Pictures/screenshots/*.png"),
    ("convert the CR2 raws in this folder to jpg", "mogrify -format jpg *.CR2"),
    ("recompress the jpgs in ~/Pictures/upload at quality 80", "mogrify -quality 80 ~/Pictures/upload/*.jpg"),
    ("put left.jpg and right.jpg side by side in combined.jpg", "convert left.jpg right.jpg +append combined.jpg"),
    ("what are the dimensions of hero.webp", "identify hero.webp"),
    # exiftool
    ("remove the gps data from all jpgs in ~/Pictures/trip", "exiftool -gps:all= ~/Pictures/trip/*.jpg"),
    ("strip the location from IMG_0042.jpg", "exiftool -gps:all= IMG_0042.jpg"),
    ("when was P1010203.jpg taken?", "exiftool -DateTimeOriginal P1010203.jpg"),
    ("which camera shot IMG_7781.CR2", "exiftool -Make -Model IMG_7781.CR2"),
    ("rename all the photos here to the date they were taken", "exiftool '-FileName<DateTimeOriginal' -d '%Y-%m-%d_%H%M%S%%-c.%%e' *.jpg"),
    ("strip all the metadata from selfie.jpg", "exiftool -all= selfie.jpg"),
    ("strip the metadata out of selfie.jpg with imagemagick", "mogrify -strip selfie.jpg"),
    ("show gps coordinates of IMG_1200.jpg", "exiftool -GPSLatitude -GPSLongitude IMG_1200.jpg"),
    ("recompress all jpgs here at quality 80", "mogrify -quality 80 *.jpg"),
    ("ocr the text in receipt.png and print it", "tesseract receipt.png stdout"),
    # ffmpeg: an output named or made from the input's name
    ("extract the audio from talk.mkv as mp3", "ffmpeg -i talk.mkv -vn talk.mp3"),
    ("remove the sound from drone.mp4", "ffmpeg -i drone.mp4 -c:v copy -an drone_muted.mp4"),
    ("cut match.mp4 from 10:05 to 12:40 into goal.mp4", "ffmpeg -i match.mp4 -ss 00:10:05 -to 00:12:40 -c copy goal.mp4"),
    ("scale wedding.mov down to 1080p", "ffmpeg -i wedding.mov -vf scale=-2:1080 -c:a copy wedding_1080p.mov"),
    ("make a gif from dance.mp4", "ffmpeg -i dance.mp4 -vf 'fps=10,scale=480:-1' dance.gif"),
    ("grab a frame at 1:15 from trailer.mp4 as poster.jpg", "ffmpeg -ss 00:01:15 -i trailer.mp4 -frames:v 1 poster.jpg"),
    ("compress vlog.mp4 with crf 26", "ffmpeg -i vlog.mp4 -c:v libx264 -crf 26 vlog_compressed.mp4"),
    ("how long is lecture3.mp3", "ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 lecture3.mp3"),
    ("convert memo.wav to a 128k mp3", "ffmpeg -i memo.wav -b:a 128k memo.mp3"),
    ("remux show.mkv to mp4 without re-encoding", "ffmpeg -i show.mkv -c copy show.mp4"),
    ("keep only the first 20 seconds of intro.mov", "ffmpeg -i intro.mov -t 20 -c copy intro_clip.mov"),
    ("rotate clip.mp4 90 degrees counterclockwise", "ffmpeg -i clip.mp4 -vf transpose=2 -c:a copy clip_rotated.mp4"),
    # PDFs
    ("how many pages does manual.pdf have", "pdfinfo manual.pdf | grep Pages"),
    ("extract pages 2 to 4 from deck.pdf into part.pdf", "qpdf deck.pdf --pages . 2-4 -- part.pdf"),
    ("delete page 1 from scan.pdf", "qpdf scan.pdf --pages . 2-z -- scan_fixed.pdf"),
    ("split minutes.pdf into one file per page", "pdfseparate minutes.pdf minutes_page_%d.pdf"),
    ("convert paper.pdf to text", "pdftotext paper.pdf paper.txt"),
    ("compress brochure.pdf as small as possible",
     "gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 -dPDFSETTINGS=/screen -dNOPAUSE -dQUIET -dBATCH -sOutputFile=brochure_small.pdf brochure.pdf"),
    ("merge all the pdfs in ~/receipts into one receipts.pdf", "pdfunite ~/receipts/*.pdf receipts.pdf"),
    ("print the text of letter.pdf to the terminal", "pdftotext letter.pdf -"),
    ("count the words in essay_final.pdf", "pdftotext essay_final.pdf - | wc -w"),
    ("combine page1.jpg page2.jpg and page3.jpg into letter.pdf", "img2pdf page1.jpg page2.jpg page3.jpg -o letter.pdf"),
    ("rotate plan.pdf 90 degrees into plan_fixed.pdf", "qpdf plan.pdf plan_fixed.pdf --rotate=+90"),
    ("unlock payslip.pdf, the password is 1234", "qpdf --password=1234 --decrypt payslip.pdf payslip_unlocked.pdf"),
    ("password protect cv.pdf with hunter2", "qpdf --encrypt hunter2 hunter2 256 -- cv.pdf cv_protected.pdf"),
])
def test_media_tasks_said_plainly(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "show codec, resolution and duration of clip.mov",   # more than the length: ffprobe's whole report is the model's
    "resize the partition /dev/sda2 to 50G",             # no image
    "delete all the jpgs in ~/Pictures/old",             # no media task
])
def test_other_requests_get_no_media_row(text):
    assert answer(text) == "echo unchanged"


@pytest.mark.parametrize("text, expected", [
    ("convert all the wav files to mp3 with ffmpeg", 'for f in *.wav; do ffmpeg -i "$f" "${f%.wav}.mp3"; done'),
    ("convert every .md file in docs to html with pandoc", 'for f in docs/*.md; do pandoc "$f" -o "${f%.md}.html"; done'),
    ("turn each .mkv in ~/Videos into an mp4 without re-encoding", 'for f in ~/Videos/*.mkv; do ffmpeg -i "$f" -c copy "${f%.mkv}.mp4"; done'),
    ("convert all docx files in contracts/ to pdf", "libreoffice --headless --convert-to pdf --outdir contracts contracts/*.docx"),
    ("convert every flac under Music/ to ogg, keeping them next to the originals",
     "find Music -name '*.flac' -exec sh -c 'ffmpeg -i \"$1\" \"${1%.flac}.ogg\"' _ {} \\;"),
    ("convert all tab separated .tsv files into .csv", "for f in *.tsv; do tr '\\t' ',' < \"$f\" > \"${f%.tsv}.csv\"; done"),
    ("convert all the flac files to mp3 and delete the flac files afterwards",
     'for f in *.flac; do ffmpeg -i "$f" "${f%.flac}.mp3" && rm -- "$f"; done'),
])
def test_each_file_is_converted_by_its_tool(text, expected):
    assert answer(text) == expected


def test_tables_are_converted_for_real(tmp_path):
    (tmp_path / "a.tsv").write_text("x\ty\n1\t2\n")
    (tmp_path / "b c.tsv").write_text("p\tq\n")
    command = answer("convert all the .tsv files into .csv")
    run_in_folder(command, tmp_path)
    assert (tmp_path / "a.csv").read_text() == "x,y\n1,2\n" and (tmp_path / "b c.csv").read_text() == "p,q\n"
