"""The phrasebook's questions about a web server's access log (serval.model.phrasebook.weblogs): the answers' text,
and the answers run on a real log in the combined format inside a sandbox."""


import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("list the http status codes in access.log and how many times each one shows up",
     "awk '{print $9}' access.log | sort | uniq -c | sort -rn"),
    ("how many requests per ip in /var/log/nginx/access.log, top 10",
     "awk '{print $1}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head -n 10"),
    ("the 5 most requested urls in site_access.log", "awk '{print $7}' site_access.log | sort | uniq -c | sort -rn | head -n 5"),
    ("which user agents hit us the most according to /var/log/nginx/access.log",
     "awk -F'\"' '{print $6}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head"),   # "the most": the first few
    ("top referers in access.log", "awk -F'\"' '{print $4}' access.log | sort | uniq -c | sort -rn | head"),
    ("top 20 referrers in nginx access log, skip the \"-\" ones",
     "awk -F'\"' '$4 != \"-\" {print $4}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head -n 20"),
    ("which urls are 404ing the most in the nginx access log",
     "awk '$9 == 404 {print $7}' /var/log/nginx/access.log | sort | uniq -c | sort -rn | head"),
    ("count how often each HTTP status code appears in access.log, most common first",   # the whole tally, sorted
     "awk '{print $9}' access.log | sort | uniq -c | sort -rn"),
    ("status codes for everything under /checkout in access.log", "awk '$7 ~ /^\\/checkout/ {print $9}' access.log | sort | uniq -c | sort -rn"),
    ("what status codes did 192.168.1.20 get in /var/log/nginx/access.log",
     "awk '$1 == \"192.168.1.20\" {print $9}' /var/log/nginx/access.log | sort | uniq -c | sort -rn"),
    ("top 10 ips causing 5xx errors in access.log", "awk '$9 ~ /^5/ {print $1}' access.log | sort | uniq -c | sort -rn | head -n 10"),
    ("show the 5 IPs with the most 404 responses in access.log; IP is field 1, status is field 9",   # the layout said
     "awk '$9 == 404 {print $1}' access.log | sort | uniq -c | sort -rn | head -n 5"),
    ("count requests by http method (GET, POST...) in /var/log/nginx/access.log",
     "awk '{print $6}' /var/log/nginx/access.log | tr -d '\"' | sort | uniq -c | sort -rn"),
    ("top 20 most requested paths in access.log, ignore the query string",
     "awk '{split($7, p, \"?\"); print p[1]}' access.log | sort | uniq -c | sort -rn | head -n 20"),
    ("top urls in access.log excluding css js png and jpg",
     "awk '$7 !~ /\\.(css|js|png|jpg)$/ {print $7}' access.log | sort | uniq -c | sort -rn | head"),
])
def test_an_access_log_field_is_tallied(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("requests per hour from /var/log/nginx/access.log", "awk '{print substr($4, 14, 2)}' /var/log/nginx/access.log | sort | uniq -c"),
    ("500 errors per hour in /var/log/nginx/access.log",
     "awk '$9 == 500 {print substr($4, 14, 2)}' /var/log/nginx/access.log | sort | uniq -c"),
    ("busiest minute in access.log", "awk '{print substr($4, 2, 17)}' access.log | sort | uniq -c | sort -rn | head -n 1"),
    ("unique visitors per day from access.log",
     "awk '{print substr($4, 2, 11), $1}' access.log | sort -u | awk '{print $1}' | uniq -c"),
    ("requests per minute during the 14:00 hour on 12/May/2024 in access.log",
     "grep '12/May/2024:14:' access.log | awk '{print substr($4, 2, 17)}' | sort | uniq -c"),
    ("everything in access.log from 10am to 11am on may 3 2024", "grep '03/May/2024:10:' access.log"),
    ("requests in access.log from 10:15 to 10:45 on 01/May/2024",
     "awk 'substr($4, 2, 11) == \"01/May/2024\" && substr($4, 14, 5) >= \"10:15\" && substr($4, 14, 5) <= \"10:45\"' access.log"),
    ("top ips from yesterday only in /var/log/nginx/access.log",
     "grep \"$(date -d yesterday +%d/%b/%Y)\" /var/log/nginx/access.log | awk '{print $1}' | sort | uniq -c | sort -rn | head"),
    ("count requests per hour in access.log; field 4 looks like [10/Oct/2023:13:55:36",   # an example, not a day
     "awk '{print substr($4, 14, 2)}' access.log | sort | uniq -c"),
])
def test_requests_are_counted_by_time(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("how many requests in /var/log/nginx/access.log returned status 500", "awk '$9 == 500' /var/log/nginx/access.log | wc -l"),
    ("count the requests in access.log with status code 404", "awk '$9 == 404' access.log | wc -l"),
    ("count the 5xx responses in access.log", "awk '$9 ~ /^5/' access.log | wc -l"),
    ("last 20 requests that got a 502 in /var/log/nginx/access.log", "awk '$9 == 502' /var/log/nginx/access.log | tail -n 20"),
    ("print lines in access.log where the status is 500, 502 or 503", "awk '($9 == 500 || $9 == 502 || $9 == 503)' access.log"),
    ("show every request from 192.168.1.20 in /var/log/nginx/access.log", "grep '^192\\.168\\.1\\.20 ' /var/log/nginx/access.log"),
    ("how many requests came from 203.0.113.7 in /var/log/nginx/access.log", "grep -c '^203\\.0\\.113\\.7 ' /var/log/nginx/access.log"),
    ("show the access.log lines that don't come from 192.168.1.10 (the IP is field 1)", "awk '$1 != \"192.168.1.10\"' access.log"),
    ("show POST requests to /api/login in access.log", "grep '\"POST /api/login' access.log"),
    ("how many POSTs are in access.log", "grep -c '\"POST ' access.log"),
    ("how many hits from googlebot in /var/log/nginx/access.log", "grep -ci 'googlebot' /var/log/nginx/access.log"),
    ("show the requests in access.log for /api/login that returned 500 (path is field 7, status is field 9)",
     "awk '$9 == 500 && $7 == \"/api/login\"' access.log"),
    ("404s in access.log but leave out the favicon requests", "grep -v favicon access.log | awk '$9 == 404'"),
    ("tail the nginx access log and only show 500s as they come in", "tail -f /var/log/nginx/access.log | awk '$9 == 500'"),
    ("follow access.log showing only hits from 10.0.0.7", "tail -f access.log | grep '^10\\.0\\.0\\.7 '"),
    ("requests in access.log where the response was bigger than 1MB, show url and size", "awk '$10 > 1048576 {print $7, $10}' access.log"),
    ("count 404s in /var/log/nginx/access.log.2.gz", "zcat /var/log/nginx/access.log.2.gz | awk '$9 == 404' | wc -l"),
    ("top ips across all the nginx access logs including the gzipped ones",
     "zcat -f /var/log/nginx/access.log* | awk '{print $1}' | sort | uniq -c | sort -rn | head"),
    ("total 500 errors across access.log and all its rotated and gzipped copies in /var/log/nginx",
     "zcat -f /var/log/nginx/access.log* | awk '$9 == 500' | wc -l"),
    ("unique IPs that requested wp-login.php in /var/log/nginx/access.log",
     "awk '$7 ~ /wp\\-login\\.php/ {print $1}' /var/log/nginx/access.log | sort -u"),
    ("ips with over 1000 requests in /var/log/nginx/access.log, biggest first",
     "awk '{print $1}' /var/log/nginx/access.log | sort | uniq -c | awk '$1 > 1000' | sort -rn"),
    ("how many unique visitors (ips) are in access.log", "awk '{print $1}' access.log | sort -u | wc -l"),
])
def test_requests_are_picked_by_what_they_are(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("how much data did nginx serve in total according to /var/log/nginx/access.log, in MB",
     "awk '{s += $10} END {printf \"%.1f MB\\n\", s/1024/1024}' /var/log/nginx/access.log"),
    ("bandwidth per client ip, top 10, from the nginx access log",
     "awk '{b[$1] += $10} END {for (k in b) print b[k], k}' /var/log/nginx/access.log | sort -rn | head -n 10"),
    ("10 biggest responses by bytes in access.log with their url", "awk '{print $10, $7}' access.log | sort -rn | head -n 10"),
    ("average response time in access.log, last column is the request time in seconds",
     "awk '{s += $NF; n++} END {if (n) print s/n}' access.log"),
    ("average of the last field in access.log but only for requests with status 200",
     "awk '$9 == 200 {s += $NF; n++} END {if (n) print s/n}' access.log"),
    ("20 slowest requests in /var/log/nginx/access.log, show time and url (time is last field)",
     "awk '{print $NF, $7}' /var/log/nginx/access.log | sort -rn | head -n 20"),
    ("slowest single request time in access.log (last field)", "awk '$NF > max {max = $NF} END {print max}' access.log"),
    ("show requests slower than 2 seconds, request_time is the last field in access.log", "awk '$NF > 2' access.log"),
    ("average request time per endpoint, top 10 slowest, access.log has request_time at the end",
     "awk '{s[$7] += $NF; n[$7]++} END {for (k in s) printf \"%.3f %s\\n\", s[k]/n[k], k}' access.log | sort -rn | head -n 10"),
    ("95th percentile response time from api_access.log (last field)",
     "awk '{print $NF}' api_access.log | sort -n | awk '{v[NR] = $1} END {i = int(NR * 0.95); if (i < 1) i = 1; print v[i]}'"),
    ("what percentage of requests in /var/log/nginx/access.log were 5xx",
     "awk '$9 ~ /^5/ {n++} END {printf \"%.2f%%\\n\", 100 * n / NR}' /var/log/nginx/access.log"),
])
def test_bytes_and_times_are_summed(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "split access.log into chunks of 50000 lines named part_00, part_01 and so on",   # the file itself, not its requests
    "count the lines in access.log that contain 404",                                 # a word grepped: text's row
    "grep 192.168.1.50 in access.log and show 3 lines before and after each hit",
    "pull out all the ip addresses from access.log",                                  # any address: grep -o
    "average response time from column 10 of access.log",                             # a field the request reads its own way
    "diff the status code counts of yesterday's access.log.1 against today's access.log",   # two logs
    "count POST /login in each access.log.*.gz file separately",
    "bandwidth used by images in /var/log/nginx/access.log",                          # which files are images: unsaid
    "count requests from mobile user agents in access.log",
])
def test_other_access_log_requests_are_left_to_other_rows(text):
    from serval.model.phrasebook import weblogs
    m = weblogs._LOG.search(text)
    assert m is not None and weblogs.access_log(m) is None


# A log in the combined format with nginx's $request_time last: three clients, two days, statuses 200, 404, 500.
_LOG_LINES = [
    '10.0.0.1 - - [12/May/2024:14:01:10 +0000] "GET /index.html HTTP/1.1" 200 512 "-" "curl/8.0" 0.010',
    '10.0.0.1 - - [12/May/2024:14:01:55 +0000] "GET /missing HTTP/1.1" 404 128 "https://example.com/" "Mozilla/5.0" 0.002',
    '10.0.0.2 - - [12/May/2024:14:02:03 +0000] "POST /api/login HTTP/1.1" 500 64 "-" "Mozilla/5.0" 2.500',
    '10.0.0.2 - - [12/May/2024:15:10:00 +0000] "GET /index.html?x=1 HTTP/1.1" 200 2048 "-" "Googlebot/2.1" 0.030',
    '10.0.0.3 - - [13/May/2024:09:00:00 +0000] "GET /missing HTTP/1.1" 404 128 "-" "Mozilla/5.0" 0.004',
    '10.0.0.1 - - [13/May/2024:09:30:00 +0000] "POST /api/login HTTP/1.1" 200 256 "-" "Mozilla/5.0" 0.300',
]


@pytest.mark.parametrize("text, output", [
    ("top 2 ips in access.log", "      3 10.0.0.1\n      2 10.0.0.2\n"),
    ("how many 404s are in access.log", "2\n"),
    ("requests per day in access.log", "      4 12/May/2024\n      2 13/May/2024\n"),
    ("requests per hour in access.log", "      2 09\n      3 14\n      1 15\n"),
    ("show POST requests to /api/login in access.log", _LOG_LINES[2] + "\n" + _LOG_LINES[5] + "\n"),
    ("total bytes sent according to access.log", "3136\n"),
    ("average response time in access.log, the request time is the last field", "0.474333\n"),
    ("show requests slower than 2 seconds in access.log, request_time is the last field", _LOG_LINES[2] + "\n"),
    ("what percentage of requests in access.log were 404s", "33.33%\n"),
    ("top 20 most requested paths in access.log, ignore the query string", "      2 /index.html\n      2 /missing\n      2 /api/login\n"),
    ("access.log lines from 14:00 to 14:59 on 12/May/2024", "".join(line + "\n" for line in _LOG_LINES[:3])),
    ("how many unique visitors (ips) are in access.log", "3\n"),
    ("which ips got more than 1 404s in access.log", ""),
    ("requests with a status code of 404 or 500 in access.log, just show the ip and url",
     "10.0.0.1 /missing\n10.0.0.2 /api/login\n10.0.0.3 /missing\n"),
])
def test_answers_run_on_a_real_access_log(tmp_path, text, output):
    (tmp_path / "access.log").write_text("".join(line + "\n" for line in _LOG_LINES))
    command = answer(text)
    assert command != "echo unchanged"
    got = run_in_folder(command, tmp_path).stdout
    if "uniq -c | sort -rn" in command:   # ties in a tally come in any order: compare them as sets of lines
        assert sorted(got.splitlines()) == sorted(output.splitlines())
    else:
        assert got == output


@pytest.mark.parametrize("text, expected", [
    ("print just the time and status code of each request in access.log", "awk '{print $4, $9}' access.log"),
    ("just show the ip and url for POST requests in access.log", "grep '\"POST ' access.log | awk '{print $1, $7}'"),
    ("follow access.log and print just the ip and url for each request", "tail -f access.log | awk '{print $1, $7; fflush()}'"),
])
def test_the_fields_asked_are_printed(text, expected):
    assert answer(text) == expected
