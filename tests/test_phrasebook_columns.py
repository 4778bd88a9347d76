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
    "average of the last field in access.log but only for requests with status 200",   # a test not read
])
def test_other_column_requests_are_left_alone(text):
    assert answer(text) == "echo unchanged"


@pytest.mark.parametrize("text, expected", [
    ("list the http status codes in access.log and how many times each one shows up",
     "awk '{print $9}' access.log | sort | uniq -c | sort -rn"),
    ("how many requests per ip in /var/log/nginx/access.log, top 10",
     "awk '{print $1}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head -n 10"),
    ("the 5 most requested urls in site_access.log", "awk '{print $7}' site_access.log | sort | uniq -c | sort -rn | head -n 5"),
    # the fields between quotes, the requests of one status, the log named in words
    ("which user agents hit us the most according to /var/log/nginx/access.log",
     "awk -F'\"' '{print $6}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head"),   # "the most": the first few
    ("top referers in access.log", "awk -F'\"' '{print $4}' access.log | sort | uniq -c | sort -rn"),
    ("which urls are 404ing the most in the nginx access log",
     "awk '$9 == 404 {print $7}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head"),
    ("count how often each HTTP status code appears in access.log, most common first",   # the whole tally, sorted
     "awk '{print $9}' access.log | sort | uniq -c | sort -rn"),
    ("status codes for everything under /checkout in access.log", "awk '$7 ~ /^\\/checkout/ {print $9}' access.log | sort | uniq -c | sort -rn"),
    ("what status codes did 192.168.1.20 get in /var/log/nginx/access.log",
     "awk '$1 == \"192.168.1.20\" {print $9}' /var/log/nginx/access.log | sort | uniq -c | sort -rn"),
    ("top 10 ips causing 5xx errors in access.log", "awk '$9 ~ /^5/ {print $1}' access.log | sort | uniq -c | sort -rn | head -n 10"),
])
def test_an_access_log_field_is_tallied(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("how many requests in /var/log/nginx/access.log returned status 500", "awk '$9 == 500' /var/log/nginx/access.log | wc -l"),
    ("count the requests in access.log with status code 404", "awk '$9 == 404' access.log | wc -l"),
    ("count the 5xx responses in access.log", "awk '$9 ~ /^5/' access.log | wc -l"),
    ("last 20 requests that got a 502 in /var/log/nginx/access.log", "awk '$9 == 502' /var/log/nginx/access.log | tail -n 20"),
])
def test_requests_of_one_status_are_counted(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "count how many unique IP addresses appear in access.log",     # how many distinct: a count
    "total bytes sent per client ip in /var/log/nginx/access.log",  # a value summed per key
    "show the top 10 IPs by request count in access.log.1.gz",     # compressed: zcat first
    "count requests per ip in access.log since yesterday",        # a time window first
])
def test_other_access_log_requests_are_not_tallied(text):
    assert answer(text) == "echo unchanged"
