"""The phrasebook's PDF pages (serval.model.phrasebook.pdfs): pages kept, removed and rotated with qpdf, files merged,
a file made smaller; and the page lists run through qpdf where it is installed."""

import subprocess

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("take pages 1, 3 and 7-9 from paper.pdf and write them to selected.pdf", "qpdf paper.pdf --pages . 1,3,7-9 -- selected.pdf"),
    ("extract pages 2 to 4 from deck.pdf into part.pdf", "qpdf deck.pdf --pages . 2-4 -- part.pdf"),
    ("get the last page out of statement.pdf into last.pdf", "qpdf statement.pdf --pages . z -- last.pdf"),
    ("i just need the first page of contract.pdf as its own pdf, call it page1.pdf", "qpdf contract.pdf --pages . 1 -- page1.pdf"),
    ("keep only the odd pages of booklet.pdf", "qpdf booklet.pdf --pages . 1-z:odd -- booklet_odd.pdf"),
    ("make even.pdf with just the even pages of double_sided.pdf", "qpdf double_sided.pdf --pages . 1-z:even -- even.pdf"),
    ("reverse the page order of scanned_backwards.pdf into fixed.pdf", "qpdf scanned_backwards.pdf --pages . z-1 -- fixed.pdf"),
    ("delete page 1 from scan.pdf", "qpdf scan.pdf --pages . 2-z -- scan_fixed.pdf"),
    ("drop the blank last page from cv.pdf, write to cv_trimmed.pdf", "qpdf cv.pdf --pages . 1-r2 -- cv_trimmed.pdf"),
    ("remove pages 10-15 of dissertation.pdf in place with qpdf", "qpdf --replace-input dissertation.pdf --pages . 1-9,16-z --"),
])
def test_pages_are_kept_or_removed(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("rotate plan.pdf 90 degrees into plan_fixed.pdf", "qpdf plan.pdf plan_fixed.pdf --rotate=+90"),
    ("rotate every page of scan.pdf 90 degrees clockwise", "qpdf scan.pdf scan_rotated.pdf --rotate=+90"),
    ("turn landscape.pdf 90 degrees counterclockwise", "qpdf landscape.pdf landscape_rotated.pdf --rotate=-90"),
    ("rotate page 2 of form.pdf upside down, output form_rot.pdf", "qpdf form.pdf form_rot.pdf --rotate=180:2"),
    ("rotate only pages 3-5 of receipts.pdf by 90 degrees and save to receipts_ok.pdf", "qpdf receipts.pdf receipts_ok.pdf --rotate=+90:3-5"),
    ("rotate all the even pages of duplex_scan.pdf 180 degrees in place", "qpdf --replace-input duplex_scan.pdf --rotate=180:1-z:even"),
])
def test_pages_are_rotated(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("merge chapter1.pdf chapter2.pdf and chapter3.pdf into book.pdf", "pdfunite chapter1.pdf chapter2.pdf chapter3.pdf book.pdf"),
    ("stick cover.pdf in front of report.pdf and save as report_final.pdf", "pdfunite cover.pdf report.pdf report_final.pdf"),
    ("join invoice_jan.pdf and invoice_feb.pdf into invoices_q1.pdf using qpdf", "qpdf --empty --pages invoice_jan.pdf invoice_feb.pdf -- invoices_q1.pdf"),
    ("combine all the pdfs in this folder into one file called all.pdf", "pdfunite *.pdf all.pdf"),
    ("compress big_report.pdf with ghostscript for email, output small_report.pdf",
     "gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 -dPDFSETTINGS=/ebook -dNOPAUSE -dQUIET -dBATCH -sOutputFile=small_report.pdf big_report.pdf"),
    ("shrink scans.pdf as much as possible, low quality is fine",
     "gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 -dPDFSETTINGS=/screen -dNOPAUSE -dQUIET -dBATCH -sOutputFile=scans_small.pdf scans.pdf"),
    ("merge scan_001.pdf through scan_020.pdf in numeric order into scans.pdf", "echo unchanged"),   # a range of names
])
def test_files_are_merged_and_shrunk(text, expected):
    assert answer(text) == expected


def _pdf(widths: list[int]) -> bytes:
    """A PDF of blank pages, each as wide as its number in points: the page order is read back from the widths."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               f"<< /Type /Pages /Kids [{' '.join(f'{3 + k} 0 R' for k in range(len(widths)))}] /Count {len(widths)} >>"]
    objects += [f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w} 200] >>" for w in widths]
    out, offsets = b"%PDF-1.4\n", []
    for k, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{k} 0 obj\n{body}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode() + b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    return out + f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()


def _pages(path) -> list[tuple[int, int]]:
    """(width, rotation) of each page of a PDF, read with qpdf --json."""
    import json
    data = json.loads(subprocess.run(["qpdf", "--json=2", str(path)], check=True, capture_output=True, text=True).stdout)
    objects = data["qpdf"][1]
    return [(objects["obj:" + p["object"]]["value"]["/MediaBox"][2], objects["obj:" + p["object"]]["value"].get("/Rotate", 0)) for p in data["pages"]]


@pytest.mark.parametrize("text, out, expected", [
    ("take pages 1, 3 and 4-5 from paper.pdf and write them to selected.pdf", "selected.pdf", [(101, 0), (103, 0), (104, 0), (105, 0)]),
    ("drop the last page from paper.pdf, write to trimmed.pdf", "trimmed.pdf", [(101, 0), (102, 0), (103, 0), (104, 0)]),
    ("remove pages 2-3 of paper.pdf and save as short.pdf", "short.pdf", [(101, 0), (104, 0), (105, 0)]),
    ("keep only the even pages of paper.pdf", "paper_even.pdf", [(102, 0), (104, 0)]),
    ("reverse the page order of paper.pdf into back.pdf", "back.pdf", [(105, 0), (104, 0), (103, 0), (102, 0), (101, 0)]),
    ("rotate only pages 2-3 of paper.pdf by 90 degrees and save to turned.pdf", "turned.pdf", [(101, 0), (102, 90), (103, 90), (104, 0), (105, 0)]),
    ("remove the first page of paper.pdf in place", "paper.pdf", [(102, 0), (103, 0), (104, 0), (105, 0)]),
])
def test_page_answers_run_through_qpdf_for_real(tmp_path, text, out, expected):
    (tmp_path / "paper.pdf").write_bytes(_pdf([101, 102, 103, 104, 105]))
    command = answer(text)
    run_in_folder(command, tmp_path)
    assert _pages(tmp_path / out) == expected
