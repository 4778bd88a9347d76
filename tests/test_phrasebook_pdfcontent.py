"""The phrasebook's reading of PDFs (serval.model.phrasebook.pdfcontent): their text, facts, images and pages as
pictures, and pictures made into a PDF; the answers run on real PDFs with poppler's tools, pdfgrep and img2pdf."""

import struct
import zlib

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import pdfcontent, phrasebook
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


def pdfcontent_answer(text: str) -> str | None:
    return rows_answer(pdfcontent.ROWS, text)


@pytest.mark.parametrize("text, expected", [
    ("search for the word 'indemnity' in contract.pdf", "pdftotext contract.pdf - | grep -i indemnity"),
    ("count how many times 'error' appears in log_export.pdf", "pdftotext log_export.pdf - | grep -oi error | wc -l"),
    ("which pdfs in ~/papers mention 'transformer'", "pdfgrep -il transformer ~/papers/*.pdf"),
    ("recursively grep all pdfs under docs/ for 'GDPR' and show page numbers", "pdfgrep -rin GDPR docs"),
    ("grep case-insensitively for 'total due' in all invoice pdfs with 2 lines of context", "pdfgrep -i -C 2 'total due' invoice*.pdf"),
    ("find all pdf files in /path and search for 'your pattern' in their text, print the paths to the matching files", "pdfgrep -ril 'your pattern' /path"),
    ("on which pages of manual.pdf does 'warranty' appear", "pdfgrep -in warranty manual.pdf"),
    ("convert thesis_final.pdf to plain text", "pdftotext thesis_final.pdf thesis_final.txt"),
    ("get the text out of manual.pdf into manual.txt", "pdftotext manual.pdf manual.txt"),
    ("pdftotext but keep the layout, for invoice_4471.pdf", "pdftotext -layout invoice_4471.pdf invoice_4471.txt"),
    ("pdftotext with utf-8 encoding for russian_article.pdf", "pdftotext -enc UTF-8 russian_article.pdf russian_article.txt"),
    ("print the text of page 4 of notes.pdf to the terminal", "pdftotext -f 4 -l 4 notes.pdf -"),
    ("show the first 30 lines of text from datasheet.pdf", "pdftotext datasheet.pdf - | head -n 30"),
    ("count the words in essay.pdf", "pdftotext essay.pdf - | wc -w"),
    ("word count of pages 3-10 in manuscript.pdf", "pdftotext -f 3 -l 10 manuscript.pdf - | wc -w"),
    ("count the lines and characters of text in report.pdf", "pdftotext report.pdf - | wc -lm"),
    ("find all email addresses in attendees.pdf",
     "pdftotext attendees.pdf - | grep -Eo '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}' | sort -u"),
    ("compare the text of contract_v1.pdf and contract_v2.pdf", "diff <(pdftotext contract_v1.pdf -) <(pdftotext contract_v2.pdf -)"),
    ("convert every pdf in this dir to a txt file next to it", 'for f in *.pdf; do pdftotext "$f"; done'),
    ("extract text from scanned_letter.pdf, it's just images so it needs ocr",
     "ocrmypdf scanned_letter.pdf scanned_letter_ocr.pdf && pdftotext scanned_letter_ocr.pdf scanned_letter.txt"),
    ("add a searchable text layer to old_scans.pdf with ocrmypdf, german language", "ocrmypdf -l deu old_scans.pdf old_scans_ocr.pdf"),
])
def test_text_is_read(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("how many pages does thesis.pdf have", "pdfinfo thesis.pdf | grep Pages"),
    ("list each pdf in ~/papers with its number of pages", 'for f in ~/papers/*.pdf; do echo "$f: $(pdfinfo "$f" | awk \'/^Pages:/ {print $2}\')"; done'),
    ("total page count of all the pdfs in this folder", "for f in *.pdf; do pdfinfo \"$f\" | awk '/^Pages:/ {print $2}'; done | awk '{s+=$1} END {print s}'"),
    ("list pdfs in ~/Downloads that have more than 100 pages",
     'for f in ~/Downloads/*.pdf; do n=$(pdfinfo "$f" 2>/dev/null | awk \'/^Pages:/ {print $2}\'); [ "${n:-0}" -gt 100 ] && echo "$f"; done'),
    ("who is the author of proposal.pdf", "pdfinfo proposal.pdf | grep Author"),
    ("what page size is poster.pdf", "pdfinfo poster.pdf | grep 'Page size'"),
    ("show title, author and creation date of thesis_final.pdf", "pdfinfo thesis_final.pdf"),
    ("show the metadata of whitepaper.pdf", "pdfinfo whitepaper.pdf"),
    ("set the title of ebook.pdf to 'Linux Basics' with exiftool", "exiftool -Title='Linux Basics' ebook.pdf"),
    ("strip all metadata from resume.pdf", "exiftool -all:all= resume.pdf"),
    ("show the fonts used in brochure.pdf and whether they're embedded", "pdffonts brochure.pdf"),
    ("check if offer.pdf is encrypted", "qpdf --show-encryption offer.pdf"),
])
def test_facts_are_read(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("list the images in report.pdf without extracting them", "pdfimages -list report.pdf"),
    ("extract all embedded images from catalog.pdf into an images folder", "mkdir -p images && pdfimages -all catalog.pdf images/img"),
    ("turn each page of slides.pdf into a png at 150 dpi", "pdftoppm -png -r 150 slides.pdf slides"),
    ("make a jpg thumbnail of the first page of ebook.pdf", "pdftoppm -jpeg -f 1 -l 1 -scale-to 300 ebook.pdf thumb"),
    ("render page 7 of floorplan.pdf as a high-res 300 dpi png called floorplan.png", "pdftoppm -png -r 300 -f 7 -l 7 -singlefile floorplan.pdf floorplan"),
    ("make a png preview of the first page of each pdf in scans/", 'for f in scans/*.pdf; do pdftoppm -png -f 1 -l 1 -singlefile "$f" "${f%.pdf}"; done'),
    ("diagram.pdf as a vector svg please", "pdftocairo -svg diagram.pdf diagram.svg"),
    ("convert manual.pdf to html", "pdftohtml manual.pdf manual.html"),
    ("make receipt.pdf from receipt.png", "img2pdf receipt.png -o receipt.pdf"),
    ("make an A4 pdf from receipt.jpg", "img2pdf --pagesize A4 receipt.jpg -o receipt.pdf"),
    ("convert scan.png to a us letter size pdf", "img2pdf --pagesize Letter scan.png -o scan.pdf"),
    ("combine page1.jpg page2.jpg page3.jpg into an a4 pdf", "img2pdf --pagesize A4 page1.jpg page2.jpg page3.jpg -o document.pdf"),
    ("turn all the scan_*.jpg files into one pdf", "img2pdf scan_*.jpg -o scans.pdf"),
    ("turn scan_001.png scan_002.png scan_003.png etc into a single scans.pdf", "img2pdf scan_*.png -o scans.pdf"),
    ("convert every png in ~/Pictures/whiteboard to its own pdf", 'for f in ~/Pictures/whiteboard/*.png; do img2pdf "$f" -o "${f%.png}.pdf"; done'),
])
def test_images_and_pictures(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "copy report.pdf to ~/Documents/taxes",
    "find files in docs/ that are newer than report.pdf",
    "set the modification date of scan.pdf to 1 January 2020",
    "zip all the pdf receipts in ~/Documents/receipts into receipts.zip",
    "move all the PDFs from ~/Downloads to ~/Documents/pdfs",
    "find pdfs in ~/Documents/taxes modified after 2023-01-01",
    "rename every pdf in this folder to lower case",
    "take pages 1-3 from paper.pdf and write them to part.pdf",
    "merge a.pdf and b.pdf into c.pdf",
    "email report.pdf to bob@example.com",
    "find all the jpg images in /srv/scans modified after the file stamp and convert them into pdf",
])
def test_other_requests_about_pdfs_are_left_to_other_rows(text):
    assert pdfcontent_answer(text) is None


def _text_pdf(pages: list[list[str]], author: str = "Anna Example") -> bytes:
    """A PDF whose pages hold the given lines in Helvetica, with an Author in its document information."""
    n = len(pages)
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               f"<< /Type /Pages /Kids [{' '.join(f'{4 + 2 * k} 0 R' for k in range(n))}] /Count {n} >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for k, lines in enumerate(pages):
        shown = "".join(f"({line}) Tj 0 -14 Td " for line in lines)
        stream = f"BT /F1 12 Tf 50 700 Td {shown}ET"
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * k} 0 R >>")
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    objects.append(f"<< /Author ({author}) /Title (Test) >>")
    out, offsets = b"%PDF-1.4\n", []
    for k, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{k} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode() + b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    return out + f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info {len(objects)} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()


def _png(width: int = 8, height: int = 8) -> bytes:
    """A small grey PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


@pytest.fixture
def documents(tmp_path):
    """contract.pdf (three pages), v2.pdf (contract.pdf with one word changed) and docs/ with two more PDFs."""
    pages = [["Invoice 42 for services", "Total due: 17 EUR"], ["The indemnity clause applies.", "Invoice copy"],
             ["Contact anna@example.com or bob@example.org"]]
    (tmp_path / "contract.pdf").write_bytes(_text_pdf(pages))
    (tmp_path / "v2.pdf").write_bytes(_text_pdf([pages[0], ["The liability clause applies.", "Invoice copy"], pages[2]]))
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.pdf").write_bytes(_text_pdf([["transformer models"], ["page two"], ["page three"]]))
    (tmp_path / "docs" / "b.pdf").write_bytes(_text_pdf([["recurrent networks"]]))
    return tmp_path


@pytest.mark.parametrize("text, expected", [
    ("search for the word 'indemnity' in contract.pdf", "The indemnity clause applies.\n"),
    ("count how many times 'invoice' appears in contract.pdf", "2\n"),
    ("how many pages does contract.pdf have", "Pages:           3\n"),
    ("who is the author of contract.pdf", "Author:          Anna Example\n"),
    ("which pdfs in docs/ mention 'transformer'", "docs/a.pdf\n"),
    ("total number of pages across all pdfs in docs", "4\n"),
    ("list pdfs in docs that have more than 2 pages", "docs/a.pdf\n"),
    ("find all email addresses in contract.pdf", "anna@example.com\nbob@example.org\n"),
])
def test_answers_run_on_real_pdfs(documents, text, expected):
    # (pdftotext starts each page after the first with a form feed; a loop whose last file fails its test ends in 1)
    assert run_in_folder(answer(text), documents, check=False).stdout.replace("\f", "") == expected


def test_text_of_one_page_and_into_a_file_for_real(documents):
    page = run_in_folder(answer("print the text of page 2 of contract.pdf to the terminal"), documents).stdout
    assert "indemnity" in page and "Total due" not in page
    run_in_folder(answer("convert contract.pdf to text"), documents)
    assert "Total due: 17 EUR" in (documents / "contract.txt").read_text()
    changed = run_in_folder(answer("compare the text of contract.pdf and v2.pdf"), documents, check=False)
    changed.stdout = changed.stdout.replace("\f", "")
    assert changed.returncode == 1 and "< The indemnity clause applies." in changed.stdout and "> The liability clause applies." in changed.stdout


def test_pictures_become_a_pdf_and_back_for_real(tmp_path):
    (tmp_path / "receipt.png").write_bytes(_png())
    run_in_folder(answer("make receipt.pdf from receipt.png"), tmp_path)
    listed = run_in_folder(answer("list the images in receipt.pdf"), tmp_path).stdout
    assert len(listed.splitlines()) == 3   # two header lines and the one image
    run_in_folder(answer("extract all images from receipt.pdf into an images folder"), tmp_path)
    assert [p.name for p in (tmp_path / "images").iterdir()] == ["img-000.png"]
    run_in_folder(answer("turn each page of receipt.pdf into a png at 50 dpi"), tmp_path)
    assert (tmp_path / "receipt-1.png").read_bytes().startswith(b"\x89PNG")
