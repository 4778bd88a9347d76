"""The phrasebook's column reports (serval.model.phrasebook.columns): sums, averages and extremes of a column with awk."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("sum the 4th column of orders.csv", "awk -F, '{s+=$4} END {print s}' orders.csv"),
    ("add up column 2 of hours.tsv, skipping the header line", "awk -F'\\t' 'NR>1 {s+=$2} END {print s}' hours.tsv"),
    ("average of the last field in response.log", "awk '{s+=$NF} END {print s/NR}' response.log"),
    ("average of column 3 in grades.csv, first row is a header", "tail -n +2 grades.csv | awk -F, '{s+=$3} END {print s/NR}'"),
    ("sum column 2 of costs.csv grouped by the team in column 1", "awk -F, '{s[$1] += $2} END {for (k in s) print k, s[k]}' costs.csv"),
    ("metrics.tsv has a header, average load (col 4) per host (col 2)",
     "awk -F'\\t' 'NR>1 {s[$2]+=$4; n[$2]++} END {for (k in s) print k, s[k]/n[k]}' metrics.tsv"),
    ("total of column 6 in orders.csv for rows whose column 3 is DE", "awk -F, '$3 == \"DE\" {s+=$6} END {print s}' orders.csv"),
    ("min and max of the 2nd column in temps.csv",
     "awk -F, '{if (!seen++) lo=hi=$2; if ($2 < lo) lo=$2; if ($2 > hi) hi=$2} END {print lo, hi}' temps.csv"),
    ("the largest value of column 5 in load.csv for each server in column 1",
     "awk -F, '{if (!($1 in m) || $5 > m[$1]) m[$1]=$5} END {for (k in m) print k, m[k]}' load.csv"),
])
def test_column_reports_are_awk(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "show the 5 rows of scores.csv with the highest values in column 2",     # rows picked: a sort's
    "sum the prices in column 3 of cart.csv, they look like $4.99",          # a value to clean first
    "average of the last field in metrics.log but only for lines whose service is api",   # a test not read
])
def test_other_column_requests_are_left_alone(text):
    assert answer(text) == "echo unchanged"
