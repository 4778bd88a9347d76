"""The phrasebook's printing module (serval.model.phrasebook.printing): lp's options composed from a request and the
CUPS queue asked or told; every option checked against the real lp's --help (cups-client)."""

import shutil
import subprocess

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, printing
from shell_helpers import rows_answer


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("print 2 copies of flyer.pdf", "lp -n 2 flyer.pdf"),
    ("print thesis_final.pdf double sided", "lp -o sides=two-sided-long-edge thesis_final.pdf"),
    ("print resume.pdf", "lp resume.pdf"),
    ("print pages 3 to 5 of report.pdf in landscape on the office_laser printer", "lp -d office_laser -P 3-5 -o landscape report.pdf"),
    ("print invoice_0342.pdf on A4 paper, two copies", "lp -n 2 -o media=A4 invoice_0342.pdf"),
    ("print scan.jpg fit to page", "lp -o fit-to-page scan.jpg"),
    ("cancel all my print jobs", "cancel -a"),
    ("cancel print job 42", "cancel 42"),
    ("show the print queue", "lpstat -o"),
    ("which printers are installed", "lpstat -p"),
    ("what is my default printer", "lpstat -d"),
    ("set the default printer to HP_LaserJet", "lpoptions -d HP_LaserJet"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_printing_is_composed_from_the_request(text, expected):
    assert rows_answer(printing.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "print notes.txt",                                              # shown on the terminal, most likely
    "print the first 10 lines of notes.txt",
    "print shout.txt with every lowercase letter turned into uppercase",
    "send holiday_draft.odt to the trash instead of deleting it for good",
])
def test_print_meaning_show_is_left_alone(text):
    assert rows_answer(printing.ROWS, text) is None


# lp(1) options CUPS documents besides those its --help lists ("Command-Line Printing and Options")
_DOCUMENTED = {"landscape", "fit-to-page"}


def test_every_lp_option_is_one_the_real_lp_knows():
    lp = shutil.which("lp")
    assert lp, "lp is not installed (.ci/run installs cups-client)"
    helped = subprocess.run([lp, "--help"], capture_output=True, text=True).stdout + subprocess.run([lp, "--help"], capture_output=True, text=True).stderr
    for _, command in COMPOSED:
        words = command.split()
        if words[0] != "lp":
            assert shutil.which(words[0]), words[0]
            continue
        for flag, value in zip(words, words[1:]):
            if flag.startswith("-"):
                assert f"\n{flag} " in helped, flag
            if flag == "-o":
                assert value in _DOCUMENTED or f"-o {value}" in helped or f"-o {value.split('=')[0]}=" in helped, value
