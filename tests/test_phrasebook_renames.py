"""The phrasebook's bulk renames (serval.model.phrasebook.renames): the answers, and what they do to real files."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # an extension changed or dropped: over DIR/*.ext, as the model and most people write it (no "--")
    ("change every .txt in notes/ to .md", 'for f in notes/*.txt; do mv "$f" "${f%.txt}.md"; done'),
    ("rename .htm to .html for the files in ~/site/pages, no recursion",
     'for f in ~/site/pages/*.htm; do mv "$f" "${f%.htm}.html"; done'),
    ("rename every .JPG file in the current folder so it uses a lowercase .jpg extension instead",
     'for f in *.JPG; do mv "$f" "${f%.JPG}.jpg"; done'),
    ("rename all .jpeg files in photos/2023 so they end in .jpg instead", 'for f in photos/2023/*.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done'),
    ("drop the .sh extension from all scripts in ~/bin", 'for f in ~/bin/*.sh; do mv "$f" "${f%.sh}"; done'),
    ("strip the .bak ending off every file in the config folder", 'for f in config/*.bak; do mv "$f" "${f%.bak}"; done'),
    # … and under a folder's subfolders, through find
    ("recursively rename all .htm files under ./site to .html",
     "find ./site -type f -name '*.htm' -exec sh -c 'mv \"$1\" \"${1%.htm}.html\"' _ {} \\;"),
    ("change the extension of every .jsx file under src/components to .tsx",
     "find src/components -type f -name '*.jsx' -exec sh -c 'mv \"$1\" \"${1%.jsx}.tsx\"' _ {} \\;"),
    ("rename all .jpeg files in ~/photos and its subfolders to .jpg",
     "find ~/photos -type f -name '*.jpeg' -exec sh -c 'mv \"$1\" \"${1%.jpeg}.jpg\"' _ {} \\;"),
    # a suffix before the extension, a double extension
    ("add _v2 before the extension on all the .png files in ./icons", 'for f in ./icons/*.png; do mv "$f" "${f%.png}_v2.png"; done'),
    ("some uploads in ~/uploads ended up as name.jpg.jpg, fix the double extension",
     'for f in ~/uploads/*.jpg.jpg; do mv "$f" "${f%.jpg}"; done'),
    # the start or middle of names: inside the folder
    ("remove the _final suffix from file names in ~/thesis (thesis_final.pdf -> thesis.pdf)",
     'cd ~/thesis && for f in *_final.*; do mv -- "$f" "${f/_final./.}"; done'),
    ("strip the IMG_ prefix from all the photos in ~/Pictures/trip", 'cd ~/Pictures/trip && for f in IMG_*; do mv -- "$f" "${f#IMG_}"; done'),
    ("remove the IMG_ prefix from all .jpg files in camera/", 'cd camera && for f in IMG_*.jpg; do mv -- "$f" "${f#IMG_}"; done'),
    ("in ~/Pictures/italy change IMG_ at the start of the names to italy_",
     'cd ~/Pictures/italy && for f in IMG_*; do mv -- "$f" "italy_${f#IMG_}"; done'),
    ("put 2024_ in front of the name of every pdf in ~/Documents/receipts",
     'cd ~/Documents/receipts && for f in *.pdf; do mv -- "$f" "2024_$f"; done'),
    ("change all .jpeg files in this folder to .jpg", 'for f in *.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done'),   # one format: no mogrify
    ("prefix every csv in reports/ with old_ (not subfolders)", 'cd reports && for f in *.csv; do mv -- "$f" "old_$f"; done'),
    ("prefix every .md file here with today's date, like 2024-06-01_", 'for f in *.md; do mv -- "$f" "$(date +%F)_$f"; done'),
    ("prefix each file in ~/scans with its modification date as YYYYMMDD_",
     'cd ~/scans && for f in *; do [ -f "$f" ] && mv -- "$f" "$(date -r "$f" +%Y%m%d)_$f"; done'),
    ("in ~/templates change 2023 to 2024 in all file names", 'cd ~/templates && for f in *2023*; do mv -- "$f" "${f//2023/2024}"; done'),
    ("replace the spaces with underscores in the names of all files in ~/Music",
     'cd ~/Music && for f in *\\ *; do mv -- "$f" "${f// /_}"; done'),
    # case
    ("lowercase all the filenames in ~/music/incoming",
     'cd ~/music/incoming && for f in *; do [ "$f" = "${f,,}" ] || mv -- "$f" "${f,,}"; done'),
    ("make all file names in the docs folder lowercase", 'cd docs && for f in *; do [ "$f" = "${f,,}" ] || mv -- "$f" "${f,,}"; done'),
    ("uppercase the names of all the folders in ~/clients",
     'cd ~/clients && for d in */; do d="${d%/}"; [ "$d" = "${d^^}" ] || mv -- "$d" "${d^^}"; done'),
    ("make every filename in ~/ebooks lowercase, subfolders too", "find ~/ebooks -depth -mindepth 1 -execdir rename 'y/A-Z/a-z/' {} +"),
    # folders made from names
    ("sort the files in ~/Downloads into subfolders named after their extension",
     'cd ~/Downloads && for f in *.*; do [ -f "$f" ] || continue; ext="${f##*.}"; mkdir -p "$ext" && mv -- "$f" "$ext/"; done'),
    ("sort my Downloads into subfolders by file extension",
     'cd ~/Downloads && for f in *.*; do [ -f "$f" ] || continue; ext="${f##*.}"; mkdir -p "$ext" && mv -- "$f" "$ext/"; done'),
    ("give every .mkv in ~/Movies its own folder with the same name as the file",
     'cd ~/Movies && for f in *.mkv; do d="${f%.mkv}"; mkdir -p -- "$d" && mv -- "$f" "$d/"; done'),
    # the kind said before the change; files renumbered after an example name
    ("the camera gives me .JPG, change them all to lowercase .jpg in ~/Pictures/Camera",
     'for f in ~/Pictures/Camera/*.JPG; do mv "$f" "${f%.JPG}.jpg"; done'),
    ("renumber the jpgs in this folder as holiday_001.jpg, holiday_002.jpg and so on",
     'n=1; for f in *.jpg; do mv -- "$f" "$(printf \'holiday_%03d.jpg\' "$n")"; n=$((n+1)); done'),
    ("rename the photos in ~/Pictures/trip to trip_01.jpg, trip_02.jpg, trip_03.jpg",
     'n=1; cd ~/Pictures/trip && for f in *.jpg; do mv -- "$f" "$(printf \'trip_%02d.jpg\' "$n")"; n=$((n+1)); done'),
])
def test_bulk_renames_said_plainly(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "prefix each line of the output of ping -c 5 example.com with the current time",   # text, not names
    "prefix every row of items.csv with its line number as a new first column",
    "grep listen in /etc/nginx/nginx.conf and prefix each hit with the file name",
    "find the .jpeg files in images and rename them to end in .jpg",   # "in images": a place these words cannot read
    "change the word cat to dog in notes.txt",
    "lowercase the email column (col 2) of users.csv in place",
    "convert all text in names.txt to lowercase in place",
    "put a tab in front of every line of x.txt",
    "rename the photos in trip/ to holiday.jpg",   # one name, no numbering
    "renumber the jpgs under ~/Pictures recursively as img_001.jpg, img_002.jpg",   # subfolders: not this loop
])
def test_other_requests_get_no_rename(text):
    assert answer(text) == "echo unchanged"


def test_a_conversion_is_no_rename():   # a new file made by pandoc beside each old one, no mv
    assert answer("convert the .md files to .pdf with pandoc") == 'for f in *.md; do pandoc "$f" -o "${f%.md}.pdf"; done'


def _names(folder) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.parametrize("text, before, after", [
    ("change every .txt in notes/ to .md", ["notes/a.txt", "notes/b c.txt", "notes/keep.md", "top.txt"],
     ["notes", "notes/a.md", "notes/b c.md", "notes/keep.md", "top.txt"]),
    ("recursively rename all .htm files under ./site to .html", ["site/index.htm", "site/sub/-dash.htm", "site/x.html"],
     ["site", "site/index.html", "site/sub", "site/sub/-dash.html", "site/x.html"]),
    ("strip the IMG_ prefix from all the photos in pics/", ["pics/IMG_0042.jpg", "pics/IMG_-1.jpg", "pics/other.jpg"],
     ["pics", "pics/-1.jpg", "pics/0042.jpg", "pics/other.jpg"]),
    ("make all file names in the docs folder lowercase", ["docs/README.MD", "docs/lower.txt", "docs/Mixed Case.pdf"],
     ["docs", "docs/lower.txt", "docs/mixed case.pdf", "docs/readme.md"]),
    ("sort the files in inbox/ into subfolders named after their extension", ["inbox/a.pdf", "inbox/b.pdf", "inbox/c.png", "inbox/noext"],
     ["inbox", "inbox/noext", "inbox/pdf", "inbox/pdf/a.pdf", "inbox/pdf/b.pdf", "inbox/png", "inbox/png/c.png"]),
    ("remove the _final suffix from file names in thesis/", ["thesis/thesis_final.pdf", "thesis/notes.txt"],
     ["thesis", "thesis/notes.txt", "thesis/thesis.pdf"]),
    ("add _v2 before the extension on all the .png files in ./icons", ["icons/a.png", "icons/b.svg"],
     ["icons", "icons/a_v2.png", "icons/b.svg"]),
    ("renumber the jpgs in ./trip as day_01.jpg, day_02.jpg and so on", ["trip/b.jpg", "trip/a.jpg", "trip/-c.jpg", "trip/x.png"],
     ["trip", "trip/day_01.jpg", "trip/day_02.jpg", "trip/day_03.jpg", "trip/x.png"]),
    ("the scanner makes .JPG files, rename them to .jpg in ./scans", ["scans/one.JPG", "scans/two.jpg"],
     ["scans", "scans/one.jpg", "scans/two.jpg"]),
])
def test_renames_do_what_was_asked_to_real_files(tmp_path, text, before, after):
    for name in before:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    run_in_folder(answer(text), tmp_path)
    assert _names(tmp_path) == after
