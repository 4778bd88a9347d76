"""The phrasebook's textform module (serval.model.phrasebook.textform): line endings, byte-order marks, whitespace,
stray characters, encodings and bytes of a text file. Every answer that changes or reads a file is run for real on
such a file in a sandboxed temporary folder, and the bytes it leaves are checked."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, textform
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("getting \"/bin/bash^M: bad interpreter\" when I run install.sh, fix the file", "sed -i 's/\\r$//' install.sh"),
    ("notes.txt has windows line endings, convert it to unix in place", "sed -i 's/\\r$//' notes.txt"),
    ("remove the carriage returns from dos.txt and save the result as unix.txt", "tr -d '\\r' < dos.txt > unix.txt"),
    ("which line numbers in Makefile contain a carriage return", "grep -n $'\\r' Makefile"),
    ("how many lines in export.txt end in \\r\\n", "grep -c $'\\r$' export.txt"),
    ("find the shell scripts under scripts/ that have CRLF endings", "grep -rl --include='*.sh' $'\\r' scripts/"),
    ("which files in ~/src have windows CRLF line endings", "grep -rlI $'\\r' ~/src"),
    ("legacy.txt came from an old mac and uses CR only, convert it to LF into legacy_lf.txt", "tr '\\r' '\\n' < legacy.txt > legacy_lf.txt"),
    ("convert readme.txt to dos line endings for the windows guys", "unix2dos readme.txt"),
    ("check if data.csv starts with a utf-8 BOM", "head -c 3 data.csv | xxd"),
    ("strip the byte order mark from header.csv", "sed -i '1s/^\\xEF\\xBB\\xBF//' header.csv"),
    ("excel mangles umlauts in report.csv, make a copy report_excel.csv with a utf-8 BOM in front", "printf '\\xEF\\xBB\\xBF' | cat - report.csv > report_excel.csv"),
    ("which files under src/ begin with a BOM", "grep -rlI $'^\\xEF\\xBB\\xBF' src/"),
    ("show which lines of README.md have trailing whitespace, with line numbers", "grep -n '[[:space:]]$' README.md"),
    ("strip trailing whitespace from every .py file under src", "find src -name '*.py' -exec sed -i 's/[[:space:]]*$//' {} +"),
    ("trim leading and trailing whitespace from every line of names.txt", "sed 's/^[[:space:]]*//;s/[[:space:]]*$//' names.txt"),
    ("convert the tabs in code.c to spaces using 4-column tab stops and write it to code_spaces.c", "expand -t 4 code.c > code_spaces.c"),
    ("replace every tab in old_script.py with four spaces, edit it in place", "sed -i 's/\\t/    /g' old_script.py"),
    ("how many tab characters are in data.tsv", "tr -cd '\\t' < data.tsv | wc -c"),
    ("lines in contacts.csv with non-ascii characters", "grep -P '[^\\x00-\\x7F]' contacts.csv"),
    ("find non-ascii characters in names.csv, show line numbers", "grep -nP '[^\\x00-\\x7F]' names.csv"),
    ("strip all non-ascii chars from title.txt into title_ascii.txt", "tr -cd '\\000-\\177' < title.txt > title_ascii.txt"),
    ("corrupted.log has NUL bytes in it, remove them and save to clean.log", "tr -d '\\000' < corrupted.log > clean.log"),
    ("remove the ansi color codes from build_output.log into build_plain.log", "sed 's/\\x1b\\[[0-9;]*m//g' build_output.log > build_plain.log"),
    ("convert lyrics.txt from latin1 to utf-8 and save as lyrics_utf8.txt", "iconv -f ISO-8859-1 -t UTF-8 lyrics.txt > lyrics_utf8.txt"),
    ("export.csv is windows-1252 from excel, turn it into utf-8 in place",
     "iconv -f WINDOWS-1252 -t UTF-8 export.csv > export.csv.tmp && mv export.csv.tmp export.csv"),
    ("turn the accented letters in names.txt into plain ascii, write names_ascii.txt", "iconv -f UTF-8 -t ASCII//TRANSLIT names.txt > names_ascii.txt"),
    ("is notes.txt valid utf-8", "iconv -f UTF-8 -t UTF-8 notes.txt > /dev/null && echo valid || echo invalid"),
    ("last 64 bytes of trailer.bin in hex", "tail -c 64 trailer.bin | xxd"),
    ("show 32 bytes starting at offset 0x200 in boot.img", "xxd -s 0x200 -l 32 boot.img"),
    ("turn the hex in key.hex back into binary key.bin", "xxd -r -p key.hex > key.bin"),
    ("magic number of mystery.dat", "head -c 4 mystery.dat | xxd"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_the_form_of_a_text_file_is_answered_from_the_request(text, expected):
    assert rows_answer(textform.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "does deploy.sh have windows line endings? bash chokes on it",   # a question: file(1)'s, not a change
    "convert report.md to pdf",                                       # no form of text named
    "show the first 20 lines of access.log",
])
def test_a_question_is_not_a_change_and_other_requests_are_left_alone(text):
    assert rows_answer(textform.ROWS, text) in (None, "file deploy.sh")


def _run(text: str, folder, files: dict[str, bytes]) -> str:
    for name, data in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return run_in_folder(rows_answer(textform.ROWS, text), folder).stdout


def test_line_endings_are_found_and_removed_for_real(tmp_path):
    assert _run("how many lines in export.txt end in \\r\\n", tmp_path, {"export.txt": b"a\r\nb\r\nc\n"}).strip() == "2"
    _run("notes.txt has windows line endings, convert it to unix in place", tmp_path, {"notes.txt": b"a\r\nb\r\n"})
    assert (tmp_path / "notes.txt").read_bytes() == b"a\nb\n"
    _run("legacy.txt came from an old mac and uses CR only, convert it to LF into legacy_lf.txt", tmp_path, {"legacy.txt": b"a\rb\r"})
    assert (tmp_path / "legacy_lf.txt").read_bytes() == b"a\nb\n"
    found = _run("find the shell scripts under scripts/ that have CRLF endings", tmp_path,
                 {"scripts/dos.sh": b"echo hi\r\n", "scripts/unix.sh": b"echo hi\n", "scripts/notes.txt": b"x\r\n"})
    assert found.split() == ["scripts/dos.sh"]


def test_byte_order_marks_whitespace_and_tabs_for_real(tmp_path):
    bom = b"\xef\xbb\xbf"
    _run("strip the byte order mark from header.csv", tmp_path, {"header.csv": bom + b"id,name\n"})
    assert (tmp_path / "header.csv").read_bytes() == b"id,name\n"
    _run("excel mangles umlauts in report.csv, make a copy report_excel.csv with a utf-8 BOM in front", tmp_path, {"report.csv": b"a\n"})
    assert (tmp_path / "report_excel.csv").read_bytes() == bom + b"a\n"
    _run("strip trailing whitespace from every .py file under src", tmp_path, {"src/a.py": b"x = 1   \n\ty = 2\t\n", "src/b.txt": b"keep  \n"})
    assert (tmp_path / "src/a.py").read_bytes() == b"x = 1\n\ty = 2\n" and (tmp_path / "src/b.txt").read_bytes() == b"keep  \n"
    _run("replace every tab in old_script.py with four spaces, edit it in place", tmp_path, {"old_script.py": b"\tx\n"})
    assert (tmp_path / "old_script.py").read_bytes() == b"    x\n"
    assert _run("how many tab characters are in data.tsv", tmp_path, {"data.tsv": b"a\tb\tc\nd\te\n"}).strip() == "3"


def test_stray_characters_encodings_and_bytes_for_real(tmp_path):
    _run("corrupted.log has NUL bytes in it, remove them and save to clean.log", tmp_path, {"corrupted.log": b"ok\x00\x00line\n"})
    assert (tmp_path / "clean.log").read_bytes() == b"okline\n"
    _run("remove the ansi color codes from build_output.log into build_plain.log", tmp_path, {"build_output.log": b"\x1b[31mFAIL\x1b[0m done\n"})
    assert (tmp_path / "build_plain.log").read_bytes() == b"FAIL done\n"
    _run("convert lyrics.txt from latin1 to utf-8 and save as lyrics_utf8.txt", tmp_path, {"lyrics.txt": "café\n".encode("latin-1")})
    assert (tmp_path / "lyrics_utf8.txt").read_text(encoding="utf-8") == "café\n"
    assert _run("is notes.txt valid utf-8", tmp_path, {"notes.txt": b"caf\xe9\n"}).strip() == "invalid"
    assert _run("last 64 bytes of trailer.bin in hex", tmp_path, {"trailer.bin": bytes(range(100))}).startswith("00000000: 2425")
    _run("turn the hex in key.hex back into binary key.bin", tmp_path, {"key.hex": b"deadbeef\n"})
    assert (tmp_path / "key.bin").read_bytes() == b"\xde\xad\xbe\xef"


@pytest.mark.parametrize("text, expected", [
    ("convert legacy.txt latin1 to utf8", "iconv -f ISO-8859-1 -t UTF-8 legacy.txt"),   # no file said: onto the terminal
    ("remove trailing spaces from all files under the current directory", "find . -type f -exec sed -i 's/[[:space:]]*$//' {} +"),
    ("trailing whitespace in python files under app", "grep -rn --include='*.py' '[[:blank:]]$' app"),
    ("diff template.html and template.html.new ignoring trailing spaces", None),              # diff's own option
    ("remove the trailing blank lines at the end of letter.txt", None),                       # lines, not whitespace
    ("clean up notes.txt: remove trailing spaces and then delete the lines that end up empty", None),   # two steps
    ("find all files named 'file' and print them with null character as the delimiter", None),         # find -print0's
])
def test_what_a_request_means_by_its_words_is_kept_apart(text, expected):
    assert rows_answer(textform.ROWS, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("print only the mime type of logo.webp, no filename", "file -b --mime-type logo.webp"),
    ("print the charset of every txt file in notes/", "file --mime-encoding notes/*.txt"),
    ("file type of /usr/bin/python3 following the symlink", "file -L /usr/bin/python3"),
    ("list mime types of all files under assets/ recursively", "find assets/ -type f -exec file --mime-type {} +"),
    ("check the file type of everything in ~/Downloads", "file ~/Downloads/*"),
])
def test_a_files_type_is_asked_of_file_with_its_options(text, expected, tmp_path):
    assert rows_answer(textform.ROWS, text) == expected
    assert answer(text) == expected


def test_file_options_run_for_real(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "a.txt").write_bytes("café\n".encode())
    (tmp_path / "logo.webp").write_bytes(b"RIFF\x00\x00\x00\x00WEBPVP8 ")
    assert run_in_folder(rows_answer(textform.ROWS, "print the charset of every txt file in notes/"), tmp_path).stdout.strip() == "notes/a.txt: utf-8"
    assert run_in_folder(rows_answer(textform.ROWS, "print only the mime type of logo.webp, no filename"), tmp_path).stdout.strip() == "image/webp"
