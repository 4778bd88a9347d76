"""Columns named by their header (serval.model.headers): written as the columns they are where the request places them."""

import pytest

from serval.model.headers import columns_numbered


@pytest.mark.parametrize("text, expected", [
    # a header listed in full: each name its position; the file has a header
    ("average salary per department in employees.csv, columns are id,name,department,salary",
     "average column 4 per column 3 in employees.csv, it has a header"),
    ("total of the salary column in employees.csv (id,name,department,salary)", "total of column 4 in employees.csv, it has a header"),
    ("sum of amount per customer in payments.csv, header is date,customer,amount",
     "sum of column 3 per column 2 in payments.csv, it has a header"),
    # one column placed: the declaration goes, the name becomes the column
    ("rows in customers.csv where country is Germany (country is column 5)", "rows in customers.csv where column 5 is Germany"),
    ("orders.csv rows where quantity is more than 100, quantity is col 3", "orders.csv rows where column 3 is more than 100"),
    ("how many orders have status shipped in orders.tsv (status is the last column)", "how many orders have the last column shipped in orders.tsv"),
    ("count employees per department in employees.csv (dept is column 3)", "count employees per column 3 in employees.csv"),   # an abbreviation
    ("how many different departments are there in employees.csv, department is the 3rd field",
     "how many different values of column 3 are there in employees.csv"),
    # a list of places after the first; a name and its place said where it is used
    ("add a total column to cart.csv equal to price*qty (price is col 3, qty col 4)", "add a total column to cart.csv equal to column 3*column 4"),
    ("rows from access.csv where the ip (column 2) starts with 10.", "rows from access.csv where the column 2 starts with 10."),
    ("sort people.tsv by last name (col 2) then first name (col 1), header stays on top",
     "sort people.tsv by column 2 then column 1, header stays on top"),
])
def test_columns_named_by_header_are_numbered(text, expected):
    assert columns_numbered(text) == expected


@pytest.mark.parametrize("text", [
    "give everyone a 5% raise in salaries.csv (salary is column 3)",   # the name used nowhere else
    "count unique IP addresses in access.log, the ip is the first field",   # no csv or tsv
    "sum column 3 of costs.csv",                                          # nothing named
    "user ids in users.csv that don't appear in accounts.csv, id is the first column of both",   # a place per file
    "sort data.csv by name",                                               # a name not placed
    "insert the header line id,name,email at the top of users.csv",       # a header written, not read
    "sort grades.csv by the numbers in the 2nd column",                    # no column's name
    "how many rows in cars.csv have Toyota in the 2nd column",             # a value the column holds
])
def test_other_requests_are_left_as_they_are(text):
    assert columns_numbered(text) == text
