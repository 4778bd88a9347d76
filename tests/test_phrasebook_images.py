"""The images module: ImageMagick edits composed from what a request says, identify's and exiftool's answers, the
optimisers and screenshots. The answers run for real in a sandboxed temporary folder where ImageMagick and exiftool
are installed (``.ci/run`` installs them)."""

from __future__ import annotations

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, images
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str | None:
    return _answer(clean(text))


@pytest.mark.parametrize("text, expected", [
    # one image into another, with the edits in the order said
    ("resize photo.jpg to 800px wide keeping the aspect ratio, save it as photo_small.jpg", "convert photo.jpg -resize 800x photo_small.jpg"),
    ("scale banner.png to 600 pixels tall and save as banner_600.png", "convert banner.png -resize x600 banner_600.png"),
    ("force icon.png to exactly 512x512 even if it gets stretched, save as icon_512.png", "convert icon.png -resize '512x512!' icon_512.png"),
    ("crop a 640x480 piece out of screenshot.png starting at x=100 y=50, save as cropped.png", "convert screenshot.png -crop 640x480+100+50 +repage cropped.png"),
    ("add a 10 pixel white border around avatar.png and save it as avatar_border.png", "convert avatar.png -bordercolor white -border 10 avatar_border.png"),
    ("save a copy of holiday.jpg at jpeg quality 75 as holiday_75.jpg", "convert holiday.jpg -quality 75 holiday_75.jpg"),
    ("mirror selfie.jpg left-to-right and save it as selfie_flipped.jpg", "convert selfie.jpg -flop selfie_flipped.jpg"),
    ("flip map.png vertically into map_flipped.png", "convert map.png -flip map_flipped.png"),
    ("black and white version of portrait.jpg please, as portrait_bw.jpg", "convert portrait.jpg -colorspace Gray portrait_bw.jpg"),
    ("rotate scan.png by 90 degrees counterclockwise and save as scan_left.png", "convert scan.png -rotate -90 scan_left.png"),
    ("gaussian blur background.png with sigma 8, output background_blur.png", "convert background.png -blur 0x8 background_blur.png"),
    ("make the white background in logo.png transparent -> logo_transparent.png", "convert logo.png -transparent white logo_transparent.png"),
    ("sticker.png to sticker.jpg but with a white background where it's transparent, not black", "convert sticker.png -background white -flatten sticker.jpg"),
    ("pad thumbnail.jpg out to 300x300 with white, centered, no scaling; save as thumbnail_sq.jpg",
     "convert thumbnail.jpg -background white -gravity center -extent 300x300 thumbnail_sq.jpg"),
    ("profile.jpg -> profile_400.jpg, a 400x400 center crop that fills the whole square", "convert profile.jpg -resize '400x400^' -gravity center -extent 400x400 profile_400.jpg"),
    ("chop 40px off the bottom of terminal.png and save as terminal_cut.png", "convert terminal.png -gravity south -chop 0x40 terminal_cut.png"),
    ("brighten dark.jpg by 20% into bright.jpg", "convert dark.jpg -modulate 120 bright.jpg"),
    ("reduce diagram.png to 16 colours and save diagram16.png", "convert diagram.png -colors 16 diagram16.png"),
    ("shrink cover.png to half size and make it grey, save as cover_small.png", "convert cover.png -resize 50% -colorspace Gray cover_small.png"),
    ("squeeze big.jpg into a jpeg of at most 500KB, called small.jpg", "convert big.jpg -define jpeg:extent=500kb small.jpg"),
    ("logo.png -> jpg please", "convert logo.png logo.jpg"),
    # in place, or beside it under a name of what was done
    ("trim off the empty margins around chart.png, in place", "mogrify -trim +repage chart.png"),
    ("auto-level scan_12.png in place, the colours look washed out", "mogrify -auto-level scan_12.png"),
    ("invert the colours of xray.png, save as xray_inv.png", "convert xray.png -negate xray_inv.png"),
    ("make a webp copy of photo.jpg at quality 80", "convert photo.jpg -quality 80 photo.webp"),
    ("set artist 'Maria Lopez' and copyright '© 2024 Maria Lopez' on all jpgs in export/", "exiftool -Artist='Maria Lopez' -Copyright='© 2024 Maria Lopez' export/*.jpg"),
    ("wipe every bit of metadata from portrait.jpg without keeping a backup", "exiftool -all= -overwrite_original portrait.jpg"),
    ("strip all the metadata out of IMG_3310.jpg with imagemagick", "mogrify -strip IMG_3310.jpg"),
    # a batch: in place, into a folder, another format, through subfolders
    ("shrink the jpgs in ./export in place so the longest side is at most 1920px; don't upscale the small ones", "mogrify -resize '1920x1920>' ./export/*.jpg"),
    ("make 200x200 thumbnails of every jpg in ~/Pictures/holiday and put them in ~/Pictures/holiday/thumbs",
     "mkdir -p ~/Pictures/holiday/thumbs && mogrify -path ~/Pictures/holiday/thumbs -thumbnail 200x200 ~/Pictures/holiday/*.jpg"),
    ("convert every bmp in old_scans/ to png and put them in converted/ (already exists)", "mogrify -path converted -format png old_scans/*.bmp"),
    ("convert every .tif in scans/ to png next to the originals", "mogrify -format png scans/*.tif"),
    ("convert all the png files under ~/art, subfolders too, to jpg at quality 90 and keep the pngs",
     "find ~/art -type f -name '*.png' -exec mogrify -format jpg -quality 90 {} +"),
    ("put a 3px black border on every png in figures/, overwrite", "mogrify -bordercolor black -border 3 figures/*.png"),
    # questions identify answers
    ("how many unique colours does palette.png use", "identify -format '%k\\n' palette.png"),
    ("what dpi is print.tif set to?", "identify -format '%x x %y\\n' print.tif"),
    ("how many frames does spinner.gif have", "identify spinner.gif | wc -l"),
    ("list the pixel size of every jpg in photos/", "identify -format '%f %wx%h\\n' photos/*.jpg"),
    ("which pngs in assets/ are wider than 2000 pixels?", "identify -format '%w %i\\n' assets/*.png | awk '$1 > 2000 {sub(/^[0-9]+ /, \"\"); print}'"),
    # exiftool
    ("what camera was IMG_7781.jpg shot with", "exiftool -Make -Model IMG_7781.jpg"),
    ("show ISO, shutter speed and aperture for IMG_5520.CR2", "exiftool -ISO -ExposureTime -FNumber IMG_5520.CR2"),
    ("print the GPS position of IMG_2033.jpg in decimal degrees", "exiftool -n -GPSPosition IMG_2033.jpg"),
    ("show all the metadata in DSC_1180.NEF", "exiftool DSC_1180.NEF"),
    ("set DateTimeOriginal on old_scan.jpg to 21 June 1998, 14:00", "exiftool -DateTimeOriginal='1998:06:21 14:00:00' old_scan.jpg"),
    ("add copyright 'Jane Doe 2024' to all jpgs in portfolio/", "exiftool -Copyright='Jane Doe 2024' portfolio/*.jpg"),
    ("tag sunset.jpg with the keyword beach", "exiftool -Keywords+=beach sunset.jpg"),
    ("remove only the location data from all jpgs in trip/, keep the rest of the exif", "exiftool -gps:all= trip/*.jpg"),
    ("strip the metadata from IMG_0001.jpg but keep the ICC colour profile", "exiftool -all= --icc_profile:all IMG_0001.jpg"),
    ("camera clock was an hour behind, shift all the date/time tags forward 1h for the jpgs in ~/Pictures/2024-rome", "exiftool -AllDates+=1 ~/Pictures/2024-rome/*.jpg"),
    ("rename all the .jpg files in this folder to their date taken, like 2023-07-14_153012.jpg", "exiftool '-FileName<DateTimeOriginal' -d '%Y-%m-%d_%H%M%S.%%e' *.jpg"),
    ("rename the *.ORF raws here to date taken like 20240312-101500.orf, lowercase extension, with a counter if two have the same time",
     "exiftool '-FileName<DateTimeOriginal' -d '%Y%m%d-%H%M%S%%-c.%%le' *.ORF"),
    ("sort the photos in ~/Camera into folders by date taken, like ~/Sorted/2023/07", "exiftool '-Directory<DateTimeOriginal' -d ~/Sorted/%Y/%m ~/Camera"),
    ("which jpgs in archive/ are missing a DateTimeOriginal tag?", "exiftool -if 'not $DateTimeOriginal' -p '$FileName' archive/*.jpg"),
    ("list the photos in ~/Pictures/all that were taken in 2019", "exiftool -if '$DateTimeOriginal =~ /^2019/' -p '$FileName' ~/Pictures/all"),
    ("copy all the exif from original.jpg onto edited.jpg", "exiftool -TagsFromFile original.jpg -all:all edited.jpg"),
    # optimisers and other converters
    ("optipng all pngs in assets/img at the maximum optimization level", "optipng -o7 assets/img/*.png"),
    ("jpegoptim every .jpg in public/uploads: cap quality at 80 and strip metadata", "jpegoptim --max=80 --strip-all public/uploads/*.jpg"),
    ("pngquant every png in static/ with quality 65-80 and overwrite the originals", "pngquant --quality=65-80 --ext .png --force static/*.png"),
    ("optipng every png under docs/, recursively", "find docs -type f -name '*.png' -exec optipng {} +"),
    ("optimize anim.gif with gifsicle -O3, output anim-opt.gif", "gifsicle -O3 anim.gif -o anim-opt.gif"),
    ("lossless 180° rotation of beach.jpg into beach_rot.jpg", "jpegtran -rotate 180 -outfile beach_rot.jpg beach.jpg"),
    # several images made one, frames, sheets, comparisons
    ("put before.png and after.png side by side in one image, compare.png", "convert before.png after.png +append compare.png"),
    ("stack top.png middle.png bottom.png vertically into tall.png", "convert top.png middle.png bottom.png -append tall.png"),
    ("make anim.gif out of frame_000.png .. frame_099.png, 10 fps, looping forever", "convert -delay 10 -loop 0 frame_*.png anim.gif"),
    ("contact sheet of all the pngs in icons/, 6 per row, original size, 4px gap, save as sheet.png", "montage icons/*.png -tile 6x -geometry +4+4 sheet.png"),
    ("are render_a.png and render_b.png identical pixel-wise? give me the count of differing pixels", "compare -metric AE render_a.png render_b.png null:"),
    ("cut map.png into 256x256 tiles named tile_000.png, tile_001.png, ...", "convert map.png -crop 256x256 +repage tile_%03d.png"),
    ("make a plain black 1920x1080 png called black.png", "convert -size 1920x1080 xc:black black.png"),
    ("put the word DRAFT in big red letters (72pt) in the middle of poster.jpg -> poster_draft.jpg",
     "convert poster.jpg -gravity center -pointsize 72 -fill red -annotate +0+0 'DRAFT' poster_draft.jpg"),
    # screenshots
    ("take a screenshot of the whole screen and save it to ~/shot.png", "import -window root ~/shot.png"),
    ("screenshot just the window that has focus, save to win.png", "scrot -u win.png"),
    ("full-screen screenshot after a 5 second delay into ~/Pictures/delayed.png", "scrot -d 5 ~/Pictures/delayed.png"),
])
def test_image_tasks_are_composed_from_the_request(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "resize the partition /dev/sda2 to 20G",
    "convert report.docx to pdf",
    "rename notes.txt to notes.md",
    "put the word hello in notes.txt",
    "resize photo.jpg",                                       # no size said
    "what is in photo.jpg?",
    "make thumbnails of photo.jpg look nicer with a vintage film grain",   # an edit it cannot write
    "invert the colours of xray.png",                         # where the result goes is not said
    "make webp copies of every jpg here",                     # not ImageMagick's in-place edit of the originals
    "are logo.png and logo_old.png byte for byte identical",  # cmp's
    "what's the resolution of wallpaper.png",                 # a name, not the desktop's wallpaper
    "move all the Screenshot*.png files from ~/Desktop to ~/Pictures/Screenshots",
    "resize every jpg in ~/Pictures/for_web to 1200 pixels wide, save copies",
])
def test_requests_the_images_module_cannot_answer_are_left_alone(text):
    assert rows_answer(images.ROWS, clean(text)) is None


def test_black_the_colour_is_not_the_python_formatter():
    assert answer("run black on the src folder") == "black src"
    assert answer("make a plain black 1920x1080 png called black.png") != "black ."


needs_magick = pytest.mark.skipif(not have("convert", "identify", "mogrify"), reason="ImageMagick is not installed")


def _size(folder, name: str) -> str:
    return run_in_folder(f"identify -format '%wx%h' {name}", folder).stdout.strip()


def _run(text: str, folder):
    return run_in_folder(answer(text), folder)


@needs_magick
def test_edits_of_one_image_run_for_real(tmp_path):
    run_in_folder("convert -size 100x50 xc:red photo.png", tmp_path)
    _run("resize photo.png to 40px wide, save it as small.png", tmp_path)
    assert _size(tmp_path, "small.png") == "40x20"
    _run("rotate photo.png by 90 degrees and save as turned.png", tmp_path)
    assert _size(tmp_path, "turned.png") == "50x100"
    _run("add a 5 pixel white border around photo.png and save it as framed.png", tmp_path)
    assert _size(tmp_path, "framed.png") == "110x60"
    _run("crop a 10x10 piece out of photo.png starting at x=5 y=5, save as piece.png", tmp_path)
    assert _size(tmp_path, "piece.png") == "10x10"
    _run("force photo.png to exactly 30x30 even if it gets stretched, save as square.png", tmp_path)
    assert _size(tmp_path, "square.png") == "30x30"
    _run("photo.png -> jpg please", tmp_path)
    assert run_in_folder("identify -format '%m' photo.jpg", tmp_path).stdout.strip() == "JPEG"
    _run("black and white version of photo.png please, as grey.png", tmp_path)
    assert run_in_folder("identify -format '%[colorspace]' grey.png", tmp_path).stdout.strip() == "Gray"
    assert _run("how many unique colours does photo.png use", tmp_path).stdout.strip() == "1"


@needs_magick
def test_batches_and_several_images_run_for_real(tmp_path):
    (tmp_path / "shots").mkdir()
    for i, colour in enumerate(("red", "blue", "green")):
        run_in_folder(f"convert -size 80x40 xc:{colour} shots/s{i}.png", tmp_path)
    _run("half-size copies of all the pngs in shots/ into shots/half, create the folder", tmp_path)
    assert sorted(p.name for p in (tmp_path / "shots" / "half").iterdir()) == ["s0.png", "s1.png", "s2.png"]
    assert _size(tmp_path, "shots/half/s0.png") == "40x20"
    _run("convert every png in shots/ to jpg", tmp_path)
    assert sorted(p.name for p in (tmp_path / "shots").glob("*.jpg")) == ["s0.jpg", "s1.jpg", "s2.jpg"]
    assert run_in_folder(answer("list the pixel size of every png in shots/"), tmp_path).stdout.splitlines() == ["s0.png 80x40", "s1.png 80x40", "s2.png 80x40"]
    _run("stack shots/s0.png shots/s1.png shots/s2.png vertically into tall.png", tmp_path)
    assert _size(tmp_path, "tall.png") == "80x120"
    _run("put shots/s0.png and shots/s1.png side by side in one image, wide.png", tmp_path)
    assert _size(tmp_path, "wide.png") == "160x40"
    differing = run_in_folder(answer("are shots/s0.png and shots/s1.png identical pixel-wise? count the differing pixels"), tmp_path, check=False)
    assert differing.stderr.strip() == "3200"
    _run("make anim.gif out of shots/s0.png .. shots/s2.png, 5 fps, looping forever", tmp_path)
    assert run_in_folder("identify anim.gif | wc -l", tmp_path).stdout.strip() == "3"


@pytest.mark.skipif(not have("convert", "exiftool"), reason="ImageMagick or exiftool is not installed")
def test_exif_tags_are_written_and_read_for_real(tmp_path):
    run_in_folder("convert -size 20x20 xc:white old_scan.jpg", tmp_path)
    _run("set DateTimeOriginal on old_scan.jpg to 21 June 1998, 14:00", tmp_path)
    _run("add copyright 'Jane Doe 2024' to old_scan.jpg", tmp_path)
    read = run_in_folder("exiftool -s -s -s -DateTimeOriginal -Copyright old_scan.jpg", tmp_path).stdout.splitlines()
    assert read == ["1998:06:21 14:00:00", "Jane Doe 2024"]
    _run("camera clock was an hour behind, shift all the date/time tags forward 1h for old_scan.jpg", tmp_path)
    assert run_in_folder("exiftool -s -s -s -DateTimeOriginal old_scan.jpg", tmp_path).stdout.strip() == "1998:06:21 15:00:00"
    _run("rename all the .jpg files in this folder to their date taken, like 2023-07-14_153012.jpg", tmp_path)
    assert (tmp_path / "1998-06-21_150000.jpg").exists()
