"""The phrasebook's HTTP requests built option by option (serval.model.phrasebook.web): curl and wget with every
option the request says, and no answer where the request asks more than a request."""

import re

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # who asks: a bearer token from a variable or a file, basic and digest auth, a header, a user agent, cookies
    ("call https://api.acme.test/v2/invoices using the bearer token in $ACME_TOKEN",
     'curl -H "Authorization: Bearer $ACME_TOKEN" https://api.acme.test/v2/invoices'),
    ("query https://api.acme.test/me with the token stored in ~/.acme/token",
     'curl -H "Authorization: Bearer $(cat ~/.acme/token)" https://api.acme.test/me'),
    ("fetch http://nas.lan:5000/status with basic auth, user root password hunter2", "curl -u root:hunter2 http://nas.lan:5000/status"),
    ("grab http://cam2.lan/image.jpg using digest auth, user viewer password v13w",
     "curl --digest -u viewer:v13w http://cam2.lan/image.jpg"),
    ("get https://api.acme.test/items with an Accept: text/csv header", "curl -H 'Accept: text/csv' https://api.acme.test/items"),
    ("curl http://10.1.1.9/ with the Host header set to blog.acme.test", "curl -H 'Host: blog.acme.test' http://10.1.1.9/"),
    ("fetch https://acme.test with the user agent 'TestBot/2.1 (X11; Linux)'",
     "curl -A 'TestBot/2.1 (X11; Linux)' https://acme.test"),
    ("log in at https://shop.acme.test/login with user=ann&pass=pw1 and keep the session cookies in jar.txt",
     "curl -c jar.txt -d 'user=ann&pass=pw1' https://shop.acme.test/login"),
    ("open https://shop.acme.test/cart using the cookies saved in jar.txt", "curl -b jar.txt https://shop.acme.test/cart"),
    # what is sent: a JSON object written out, a file of JSON or XML, form fields, query parameters, an upload
    ('POST {"sku":"A-1","qty":3} as json to http://localhost:8081/orders',
     "curl -X POST -H 'Content-Type: application/json' -d '{\"sku\":\"A-1\",\"qty\":3}' http://localhost:8081/orders"),
    ("post order.json to http://localhost:8081/orders",
     "curl -X POST -H 'Content-Type: application/json' -d @order.json http://localhost:8081/orders"),
    ("send a POST with the xml in invoice.xml to http://erp.lan/api/invoices",
     "curl -X POST -H 'Content-Type: application/xml' --data-binary @invoice.xml http://erp.lan/api/invoices"),
    ("send a PATCH to http://localhost:8081/users/9 changing the role to admin",
     "curl -X PATCH -H 'Content-Type: application/json' -d '{\"role\":\"admin\"}' http://localhost:8081/users/9"),
    ("delete item 12 through https://api.acme.test/items/12", "curl -X DELETE https://api.acme.test/items/12"),
    ("submit the form at http://localhost:8000/signup with name=ann and plan=pro",
     "curl -d 'name=ann&plan=pro' http://localhost:8000/signup"),
    ("search https://api.acme.test/find with q=boots and size=9 as query params", "curl 'https://api.acme.test/find?q=boots&size=9'"),
    ("query https://api.acme.test/find with q set to \"red boots\", url encoded",
     "curl -G --data-urlencode 'q=red boots' https://api.acme.test/find"),
    ("upload scan.png to https://files.acme.test/upload as the form field \"image\"",
     "curl -F 'image=@scan.png' https://files.acme.test/upload"),
    ("PUT dump.sql.gz to https://store.acme.test/backups/dump.sql.gz", "curl -T dump.sql.gz https://store.acme.test/backups/dump.sql.gz"),
    # what is shown of the answer, and where it goes
    ("print only the http status code of https://acme.test/health", "curl -s -o /dev/null -w '%{http_code}' https://acme.test/health"),
    ("how long does https://acme.test take to respond", "curl -s -o /dev/null -w '%{time_total}\\n' https://acme.test"),
    ("print the final url that http://sho.rt/x1 ends up at after redirects",
     "curl -s -L -o /dev/null -w '%{url_effective}\\n' http://sho.rt/x1"),
    ("show just the response headers from https://acme.test", "curl -I https://acme.test"),
    ("show me headers and body together for http://localhost:9000/ping", "curl -i http://localhost:9000/ping"),
    ("save the response headers of https://api.acme.test/items to h.txt and the body to items.json",
     "curl -D h.txt -o items.json https://api.acme.test/items"),
    ("curl https://releases.acme.test/v3/tool.tgz and save it as tool.tgz", "curl -o tool.tgz https://releases.acme.test/v3/tool.tgz"),
    ("download https://acme.test/files/notes.pdf keeping its original name", "curl -O https://acme.test/files/notes.pdf"),
    # the connection: redirects, certificates, time limits, retries, a name resolved by hand
    ("fetch http://sho.rt/abc following any redirects", "curl -L http://sho.rt/abc"),
    ("curl https://10.2.0.4:8443/api ignoring the self-signed cert", "curl -k https://10.2.0.4:8443/api"),
    ("get http://10.2.0.4:8080/ but give up if the whole thing takes more than 7 seconds", "curl -m 7 http://10.2.0.4:8080/"),
    ("curl http://db3.lan:8080/ping and fail if it can't connect within 3 seconds", "curl --connect-timeout 3 http://db3.lan:8080/ping"),
    ("wait for http://localhost:9000/ready, retry 6 times 2 seconds apart even when the connection is refused",
     "curl --retry 6 --retry-delay 2 --retry-connrefused http://localhost:9000/ready"),
    ("my download of https://acme.test/big.img got cut off, resume it", "wget -c https://acme.test/big.img"),
    ("resume fetching https://acme.test/big.img with curl", "curl -C - -O https://acme.test/big.img"),
    ("fetch https://intranet.test but make intranet.test resolve to 10.9.9.9", "curl --resolve intranet.test:443:10.9.9.9 https://intranet.test"),
    # wget: recursion with its depth, parent, kinds of file, waits; a list of URLs; quiet, folders, tries, no clobbering
    ("recursively download https://acme.test/pub/ three levels deep, never going up to the parent directory",
     "wget -r -l 3 -np https://acme.test/pub/"),
    ("grab all the pdfs linked from https://uni.test/slides/", "wget -r -l 1 -np -A pdf https://uni.test/slides/"),
    ("recursively download https://acme.test/photos/ but skip gif and bmp files", "wget -r -np -R gif,bmp https://acme.test/photos/"),
    ("crawl https://acme.test/old/ recursively but wait 3 seconds between requests", "wget -r -np -w 3 https://acme.test/old/"),
    ("mirror https://wiki.acme.test so i can browse it offline",
     "wget --mirror --convert-links --adjust-extension --page-requisites --no-parent https://wiki.acme.test"),
    ("fetch all the urls in todo_urls.txt with wget and log everything to fetch.log", "wget -i todo_urls.txt -o fetch.log"),
    ("wget https://acme.test/a.csv with no output", "wget -q https://acme.test/a.csv"),
    ("download https://acme.test/b.iso into ~/isos", "wget -P ~/isos https://acme.test/b.iso"),
    ("download https://acme.test/c.tar.gz into /opt/pkgs", "wget -P /opt/pkgs https://acme.test/c.tar.gz"),
    ("wget https://flaky.acme.test/d.json with a 15 second timeout and at most 4 tries",
     "wget --timeout=15 --tries=4 https://flaky.acme.test/d.json"),
    ("download https://acme.test/e.zip only if i don't already have e.zip here", "wget -nc https://acme.test/e.zip"),
    ("download https://acme.test/dl?id=3 as build.tgz, continuing if a partial file already exists",
     "wget -c -O build.tgz 'https://acme.test/dl?id=3'"),
    ("print https://acme.test/humans.txt to the terminal using wget", "wget -qO- https://acme.test/humans.txt"),
    ("use wget to download https://api.acme.test/report.csv sending $API_KEY as a bearer token",
     'wget --header="Authorization: Bearer $API_KEY" https://api.acme.test/report.csv'),
])
def test_http_requests_get_every_option_said(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "download https://acme.test/notes.txt into ~/docs and count its words",     # a second step: the two-step split's
    "download https://acme.test/stats.csv into ~/data and then print its first line",
    "fetch https://acme.test/status, save it to status.json and show it on screen at the same time",
    "parse the response of https://api.acme.test/stats and show the keys",     # JSON picked apart
    "keep polling http://localhost:9000/health every 2 seconds until it answers",   # a loop
    "send GET request to https://graph.acme.test/me using URL-encoding \"token=$(cat .tok)\"",   # a command substitution
    "download https://acme.test/one.iso and https://acme.test/two.iso",          # two URLs
    "sort the IP addresses in hosts.txt numerically",                           # "addresses in a file" are no URLs
    "download https://acme.test/plain.iso",                                     # no option said: the model's own answer
    # a plain verb is an HTTP method only for an API's endpoint: never a DELETE sent for a local file or a bookmark
    "delete the file i downloaded from https://acme.test/a.zip",
    "delete the bookmark https://acme.test from bookmarks.txt",
    "post the link https://acme.test/x to the team chat",
])
def test_requests_beyond_one_http_request_are_left_alone(text):
    assert not re.match(r"(?:curl|wget)\b", answer(text))   # (another module's row may answer: text sorts the addresses)
