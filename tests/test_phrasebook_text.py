"""The phrasebook's text rows (model/phrasebook/text.py, columns.py and jq.py): grep forms, sed substitutions and deletions,
awk columns and sums, sort, cut, paste, column and wc forms; answers pinned, negatives left to the model or another
row, and the commands that can run safely run for real in a temporary folder."""

from __future__ import annotations

import json
import subprocess

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer


def answer(request: str) -> str | None:
    return _answer(clean(request))


ANSWERS = [
    # a sort below a kept header: numeric where the order or the field says so
    ("sort employees.csv by salary (4th column) highest first but keep the header at the top",
     "(head -n 1 employees.csv && tail -n +2 employees.csv | sort -t, -k4,4nr)"),
    # the names of the files under a folder holding a word, asked as "have X in them" or with "just the names"
    ("which files under logs/ have ERROR in them? just the names please", "grep -rl ERROR logs/"),
    ("which files in /etc have 'PermitRootLogin yes' in them?", "grep -rl 'PermitRootLogin yes' /etc"),
    # grep through a folder by extensions, or leaving some out
    ("grep TODO in project/ but only in .js and .ts files, with line numbers", "grep -rn --include='*.js' --include='*.ts' TODO project/"),
    ("grep for FIXME under lib/ but only in .c, .h files, case-insensitive", "grep -ri --include='*.c' --include='*.h' FIXME lib/"),
    ("recursively grep /etc/apache2 for 'Listen 8080' but ignore *.bak files", "grep -R --exclude='*.bak' 'Listen 8080' /etc/apache2"),
    ("which .py files under src/ contain 'import requests'? show the matching lines", "grep -r --include='*.py' 'import requests' src/"),
    ("names of the .yaml/.yml files under k8s/ containing image:", "grep -rl --include='*.yaml' --include='*.yml' image: k8s/"),
    ("which .md files in docs/ mention kubernetes", "grep -rl --include='*.md' kubernetes docs/"),
    # lines counted per file, words counted
    ("count ERROR lines in each .log file in /var/log/myapp", "grep -c ERROR /var/log/myapp/*.log"),
    ("how many lines with Exception in each file under logs/, recursively, skipping files that have none", "grep -rc Exception logs/ | grep -v ':0$'"),
    ("how many times does the word 'the' occur in book.txt? every occurrence, not lines", "grep -ow the book.txt | wc -l"),
    ("how many times does the word error appear in app.log", "grep -o error app.log | wc -l"),
    ("total count of the word main (whole word) across src/*.c", "grep -ohw main src/*.c | wc -l"),
    # sed substitutions said with more than "replace A with B"
    ("in prices.txt swap USD for EUR, but only on lines starting with item", "sed '/^item/s/USD/EUR/g' prices.txt"),
    ("in essay.md change color to colour, only the first one on each line, edit in place", "sed -i 's/color/colour/' essay.md"),
    ("change listen 80; to listen 8080; in nginx.conf in place", "sed -i 's/listen 80;/listen 8080;/g' nginx.conf"),
    ("in hosts.txt replace 127.0.0.1 with 10.0.0.1 only on lines containing dev", "sed '/dev/s/127\\.0\\.0\\.1/10.0.0.1/g' hosts.txt"),
    ("strip the header line off export.csv (modify the file itself)", "sed -i '1d' export.csv"),
    ("print script.pl but stop at the __END__ line (drop it and everything after it)", "sed '/^__END__$/,$d' script.pl"),
    ("setup.cfg has a line like version=1.4.2 - print just the value", "sed -n 's/^version=//p' setup.cfg"),
    ("print dates.txt with dates like 2024-03-15 rewritten as 15/03/2024", "sed -E 's#([0-9]{4})-([0-9]{2})-([0-9]{2})#\\3/\\2/\\1#g' dates.txt"),
    ("rewrite dates like 03/15/2024 as 2024-03-15 in log.txt in place", "sed -E -i 's#([0-9]{2})/([0-9]{2})/([0-9]{4})#\\3-\\1-\\2#g' log.txt"),
    ("show only lines 7 and 12 of config.txt", "sed -n '7p;12p' config.txt"),
    ("append a final line 'exit 0' to backup.sh", "echo 'exit 0' >> backup.sh"),
    # lines picked
    ("Lines in mbox.txt that begin with From:", "grep '^From:' mbox.txt"),
    ("lines in notes.txt that end with TODO", "grep 'TODO$' notes.txt"),
    ("lines of users.csv without inactive", "grep -v inactive users.csv"),
    ("lines in leads.txt with a 10 digit phone number", "grep -E '\\b[0-9]{10}\\b' leads.txt"),
    ("show phone_list.txt lines that contain a 10 digit number", "grep -E '[0-9]{10}' phone_list.txt"),
    ("in settings.conf, replace localhost with 10.0.0.5 but only on lines containing db_host, editing in place",
     "sed -i '/db_host/s/localhost/10.0.0.5/g' settings.conf"),
    ("which words in wordlist.txt are exactly five letters long", "grep -xE '[[:alpha:]]{5}' wordlist.txt"),
    ("list version tags like v2.3 in CHANGELOG.md along with the line number each is on", "grep -onE 'v[0-9]+\\.[0-9]+' CHANGELOG.md"),
    ("show lines from access.log containing any of the IPs listed in blocked_ips.txt", "grep -Ff blocked_ips.txt access.log"),
    ("emails in subscribers_2024.txt that weren't in subscribers_2023.txt", "grep -Fxvf subscribers_2023.txt subscribers_2024.txt"),
    ("lines of a.txt that are also in b.txt", "grep -Fxf b.txt a.txt"),
    ("which line numbers in config.yaml contain password", "grep -n password config.yaml | cut -d: -f1"),
    ("print the line right after each line containing Subject: in mails.txt", "awk '/Subject:/ {getline; print}' mails.txt"),
    ("is alice listed as a full line in allowed_users.txt? just print yes or no", "grep -qx alice allowed_users.txt && echo yes || echo no"),
    ("lines in app.log that contain both user=42 and failed", "grep user=42 app.log | grep failed"),
    ("watch /var/log/auth.log live and only show Failed password lines", "tail -f /var/log/auth.log | grep 'Failed password'"),
    ("events.log has stuff like user_id=4821 all over, print only the numbers", "grep -oP 'user_id=\\K[0-9]+' events.log"),
    # columns
    ("give me columns 2 and 4 of inventory.csv, still comma separated", "cut -d, -f2,4 inventory.csv"),
    ("print columns 1, 2 and 5 of users.tsv", "cut -f1,2,5 users.tsv"),
    ("trace.txt is single-space separated; print field 3 through the end of each line", "cut -d' ' -f3- trace.txt"),
    ("keep only the first 10 characters of each line in ids.txt", "cut -c1-10 ids.txt"),
    ("first and last column of every line in metrics.txt", "awk '{print $1, $NF}' metrics.txt"),
    ("swap the first two columns of pairs.csv", "awk -F, -v OFS=, '{t=$1; $1=$2; $2=t; print}' pairs.csv"),
    ("swap the columns of pairs.csv", "awk -F, -v OFS=, '{print $2, $1}' pairs.csv"),
    ("pairs.txt has two columns, swap them", "awk '{print $2, $1}' pairs.txt"),
    ("swap the first and second columns of pairs.csv (comma separated)", "awk -F, -v OFS=, '{print $2, $1}' pairs.csv"),
    ("5 largest values in column 4 of stats.tsv", "cut -f4 stats.tsv | sort -rn | head -n 5"),
    ("customers.csv has a header, country is column 4; count customers per country", "tail -n +2 customers.csv | cut -d, -f4 | sort | uniq -c"),
    ("ls_output.txt is saved ls -l output. add up the sizes (column 5) and show the total in MB", "awk '{s+=$5} END {print s/1024/1024}' ls_output.txt"),
    ("numbers.txt has one number per line, whats the total", "awk '{s+=$1} END {print s}' numbers.txt"),
    ("average of the numbers in times.txt (one per line)", "awk '{s+=$1} END {print s/NR}' times.txt"),
    ("paths.txt has one path per line - print just the part after the last /", "awk -F/ '{print $NF}' paths.txt"),
    ("print the last /-separated part of each line in paths.txt", "awk -F/ '{print $NF}' paths.txt"),
    ("urls.txt has full URLs like https://example.com/path - print just the hostnames", "awk -F/ '{print $3}' urls.txt"),
    ("Name and UID of the regular users (UID 1000 and up) in /etc/passwd", "awk -F: '$3 >= 1000 {print $1, $3}' /etc/passwd"),
    ("which login shells are used in /etc/passwd? list each one once", "cut -d: -f7 /etc/passwd | sort -u"),
    ("expenses.csv has category in col 2 and amount in col 3 (no header). total per category?",
     "awk -F, '{s[$2] += $3} END {for (k in s) print k, s[k]}' expenses.csv"),
    ("sales.csv: region is column 1, revenue is column 4, it has a header. average revenue per region",
     "awk -F, 'NR>1 {s[$1]+=$4; n[$1]++} END {for (k in s) print k, s[k]/n[k]}' sales.csv"),
    ("group names and GIDs from /etc/group, tab separated", "cut -d: -f1,3 --output-delimiter=$'\\t' /etc/group"),
    ("usernames and home directories from /etc/passwd", "cut -d: -f1,6 /etc/passwd"),
    # sort, uniq, paste, column, nl, wc
    ("sort servers.txt alphabetically, drop duplicates, and write it back to servers.txt", "sort -u -o servers.txt servers.txt"),
    ("Sort employees.csv by salary (3rd column, numeric) but keep the header line on top", "(head -n 1 employees.csv && tail -n +2 employees.csv | sort -t, -k3,3n)"),
    ("sort people.txt by the 2nd column, ties broken by the 1st", "sort -k2,2 -k1,1 people.txt"),
    ("sort ips.txt by IP address numerically (so 10.0.0.9 comes before 10.0.0.10)", "sort -t. -k1,1n -k2,2n -k3,3n -k4,4n ips.txt"),
    ("merge jan.csv feb.csv mar.csv into q1.csv, keeping only the header from jan.csv", "{ cat jan.csv; tail -n +2 feb.csv; tail -n +2 mar.csv; } > q1.csv"),
    ("glue ids.txt, names.txt and emails.txt together column-wise into contacts.csv", "paste -d, ids.txt names.txt emails.txt > contacts.csv"),
    ("mounts.txt is whitespace separated; line the columns up", "column -t mounts.txt"),
    ("number the lines of poem.txt, blank ones too", "nl -ba poem.txt"),
    ("words in essay.md", "wc -w essay.md"),
    ("3 most common words in essay.txt, case-insensitive",
     "grep -oE '[[:alpha:]]+' essay.txt | tr '[:upper:]' '[:lower:]' | sort | uniq -c | sort -rn | head -n 3"),
    # CSV files: the header line, rows picked under it, columns counted, joined, split
    ("Show me the header row of customers.csv", "head -n 1 customers.csv"),
    ("what is the header line of export.tsv?", "head -n 1 export.tsv"),
    ("number the columns in the header of employees.tsv so I can see which field number is which", "head -n 1 employees.tsv | tr '\\t' '\\n' | cat -n"),
    ("number the fields of report.csv", "head -n 1 report.csv | tr ',' '\\n' | cat -n"),
    ("sort data.csv numerically by the second column but keep the header line on top", "(head -n 1 data.csv && tail -n +2 data.csv | sort -t, -k2,2n)"),
    ("how often does each value appear in column 5 of transactions.csv? most common first, ignore the header",
     "tail -n +2 transactions.csv | cut -d, -f5 | sort | uniq -c | sort -rn"),
    ("count each value in the 2nd column of votes.tsv", "cut -f2 votes.tsv | sort | uniq -c | sort -rn"),
    ("count how often each value appears in column 3 of events.tsv", "cut -f3 events.tsv | sort | uniq -c | sort -rn"),
    ("keep the header plus only the rows of orders.csv where column 4 (status) is exactly shipped", "awk -F, 'NR==1 || $4 == \"shipped\"' orders.csv"),
    ("data rows from prices.csv where the price in column 3 is above 100, no header in the output", "awk -F, 'NR>1 && $3 > 100' prices.csv"),
    ("rows of sales.csv where column 2 is EU, skip the header", "awk -F, 'NR>1 && $2 == \"EU\"' sales.csv"),
    ("merge q1.csv q2.csv and q3.csv into all_quarters.csv with only one header at the top",
     "{ cat q1.csv; tail -n +2 q2.csv; tail -n +2 q3.csv; } > all_quarters.csv"),
    ("chop transactions_2024.csv into chunks of at most 50MB without breaking any line in half", "split -C 50M transactions_2024.csv"),
    ("split big.log into pieces of 100MB keeping the lines whole", "split -C 100M big.log"),
    ("total amount (col 5) per region (col 2) in sales.csv, header on line 1, output as region,total",
     "awk -F, -v OFS=, 'NR>1 {s[$2] += $5} END {for (k in s) print k, s[k]}' sales.csv"),
    ("number of distinct user ids in column 1 of logins.csv, excluding the header", "tail -n +2 logins.csv | cut -d, -f1 | sort -u | wc -l"),
    ("how many unique values are there in column 3 of data.tsv?", "cut -f3 data.tsv | sort -u | wc -l"),
    ("euro_export.csv uses semicolons, swap them all for commas and write euro_fixed.csv", "tr ';' ',' < euro_export.csv > euro_fixed.csv"),
    ("data.txt uses tabs, replace them with commas", "tr '\\t' ',' < data.txt"),
    ("results.csv is missing its header, insert the line id,name,score at the top of the file", "sed -i '1i id,name,score' results.csv"),
    ("find rows in survey.csv that don't have exactly 12 fields, print the line number and how many fields it has", "awk -F, 'NF != 12 {print NR, NF}' survey.csv"),
    ("shuffle the rows of training.csv except the header and write training_shuffled.csv",
     "(head -n 1 training.csv && tail -n +2 training.csv | shuf) > training_shuffled.csv"),
    ("randomize the rows of quiz.csv keeping the header on top", "(head -n 1 quiz.csv && tail -n +2 quiz.csv | shuf)"),
    ("vendor_dump.psv is pipe delimited. how many fields per line, show each distinct count with how many lines have it",
     "awk -F'|' '{print NF}' vendor_dump.psv | sort -n | uniq -c"),
    ("count empty values in column 6 of applicants.csv, skip the header", "awk -F, 'NR>1 && $6 == \"\"' applicants.csv | wc -l"),
    ("fill every empty field in grades.csv with NA", "awk -F, -v OFS=, '{for (i=1; i<=NF; i++) if ($i == \"\") $i = \"NA\"; print}' grades.csv"),
    ("are there duplicate order ids in orders_all.csv? first column. just list the duplicated ids", "cut -d, -f1 orders_all.csv | sort | uniq -d"),
    ("list the duplicate values in column 2 of users.tsv", "cut -f2 users.tsv | sort | uniq -d"),
    ("show the full rows in signups.csv whose email (col 3) shows up more than once", "awk -F, 'NR==FNR {c[$3]++; next} c[$3] > 1' signups.csv signups.csv"),
    ("sorted_a.txt and sorted_b.txt are both already sorted; merge them into one sorted merged.txt", "sort -m sorted_a.txt sorted_b.txt > merged.txt"),
    ("left join staff.csv with departments.csv on column 1 so every staff row is kept even without a match. neither file is sorted, no headers",
     "join -t, -a 1 <(sort -t, -k1,1 staff.csv) <(sort -t, -k1,1 departments.csv)"),
    ("join users.tsv and purchases.tsv on user id, which is column 1 in users.tsv and column 3 in purchases.tsv (no header lines, not sorted)",
     "join -t $'\\t' -1 1 -2 3 <(sort -t $'\\t' -k1,1 users.tsv) <(sort -t $'\\t' -k3,3 purchases.tsv)"),
    ("join a.csv and b.csv on column 2, both are already sorted", "join -t, -1 2 -2 2 a.csv b.csv"),
    ("for each .gz file in archive/ print its name and how many lines it has uncompressed", 'for f in archive/*.gz; do echo "$f $(zcat "$f" | wc -l)"; done'),
    ("how many data rows does each csv in data/ have, not counting the header line", 'for f in data/*.csv; do echo "$f: $(tail -n +2 "$f" | wc -l)"; done'),
    ("character count for abstract.txt (characters, not bytes)", "wc -m abstract.txt"),
    ("which file in logs/ has the most lines?", "wc -l logs/* | grep -v ' total$' | sort -n | tail -n 1"),
    ("every 10th line of sensor_readings.csv", "awk 'NR % 10 == 0' sensor_readings.csv"),
    ("print every third line of list.txt", "awk 'NR % 3 == 0' list.txt"),
    ("print timeline.txt bottom to top", "tac timeline.txt"),
    ("show notes.txt in reverse order", "tac notes.txt"),
    ("prepend a running row number as a new first column in items.csv, like 1,apple,...", "awk -v OFS=, '{print NR, $0}' items.csv"),
    ("first line in db.log mentioning connection refused, with its line number", "grep -n -m 1 'connection refused' db.log"),
    ("drop the healthcheck lines from access.log and save what's left as access_clean.log", "grep -v healthcheck access.log > access_clean.log"),
    ("each line of events.log has payload= followed by json, extract just the part after payload=", "grep -oP 'payload=\\K.*' events.log"),
    ("payroll_fixed.txt is fixed width, cut out characters 1-10 and 25-32 of each line", "cut -c1-10,25-32 payroll_fixed.txt"),
    ("round column 3 of prices_raw.csv to 2 decimal places, leave the header line alone",
     "awk -F, -v OFS=, 'NR>1 {$3 = sprintf(\"%.2f\", $3)} 1' prices_raw.csv"),
    ("split customers_global.csv into one file per country (column 3) named like Germany.csv, skip the header",
     "awk -F, 'NR>1 {print > ($3 \".csv\")}' customers_global.csv"),
    ("convert every .tsv in the current directory to a .csv with the same base name", "for f in *.tsv; do tr '\\t' ',' < \"$f\" > \"${f%.tsv}.csv\"; done"),
    ("I only need columns 1 and 4 out of inventory.csv", "cut -d, -f1,4 inventory.csv"),
    # csvkit, miller and sqlite3 where named, or where only they do the task plainly
    ("use csvkit to turn inventory_2024.csv into inventory_2024.json", "csvjson inventory_2024.csv > inventory_2024.json"),
    ("need budget_2024.xlsx as a csv file budget_2024.csv", "in2csv budget_2024.xlsx > budget_2024.csv"),
    ("convert report.xlsx to csv", "in2csv report.xlsx > report.csv"),
    ("only the name and email columns from leads.csv, picked by header name", "csvcut -c name,email leads.csv"),
    ("show the name, email and phone columns of people.csv", "csvcut -c name,email,phone people.csv"),
    ("quick summary stats for each column in survey_2024.csv", "csvstat survey_2024.csv"),
    ("users.csv has quoted fields with commas inside them, I need a proper tab separated users.tsv", "csvformat -T users.csv > users.tsv"),
    ("wrap every field of plain.csv in double quotes", "csvformat -U 1 plain.csv"),
    ("stats.tsv has a header row - convert it to json with miller", "mlr --itsv --ojson cat stats.tsv"),
    ("with miller sort q_sales.csv by the amount column, largest first", "mlr --csv sort -nr amount q_sales.csv"),
    ("mean and max of the latency column in api_calls.csv, using miller", "mlr --icsv --opprint stats1 -a mean,max -f latency api_calls.csv"),
    ("load products.csv into a sqlite database shop.db as a table called products", "sqlite3 shop.db '.import --csv products.csv products'"),
    ("export the users table from app.db into users.csv with a header row", "sqlite3 -header -csv app.db 'SELECT * FROM users;' > users.csv"),
    # JSON with jq
    ("filter events.json (an array) down to the entries whose type is \"click\"", "jq '.[] | select(.type == \"click\")' events.json"),
    ("print only the sku of items in inventory.json where qty is below 5", "jq -r '.[] | select(.qty < 5) | .sku' inventory.json"),
    ("how many records in records.jsonl have status \"failed\"", "jq -c 'select(.status == \"failed\")' records.jsonl | wc -l"),
    ("list the names of users in users.json where active is true", "jq -r '.[] | select(.active == true) | .name' users.json"),
    ("products.json is an array of objects with id, name and price, turn it into products.csv with those three columns",
     "jq -r '.[] | [.id, .name, .price] | @csv' products.json > products.csv"),
    ("events.jsonl has ts, user and action on every line; make events.csv out of those three fields", "jq -r '[.ts, .user, .action] | @csv' events.jsonl > events.csv"),
    ("minify data.json into data.min.json", "jq -c . data.json > data.min.json"),
    ("payments.json is an array of objects, add up the amount field across all of them", "jq '[.[].amount] | add' payments.json"),
    ("sort the array in people.json by age", "jq 'sort_by(.age)' people.json"),
    ("sort scores.json by points, highest first", "jq 'sort_by(.points) | reverse' scores.json"),
    ("orders.json: group by customer and give me the number of orders for each customer",
     "jq 'group_by(.customer) | map({customer: .[0].customer, count: length})' orders.json"),
    ("count the tickets per status in tickets.json", "jq 'group_by(.status) | map({status: .[0].status, count: length})' tickets.json"),
    ("users.json is an array of objects, print each one's name field as plain text", "jq -r '.[].name' users.json"),
    ("grab .data.items[].name from api_response.json", "jq -r '.data.items[].name' api_response.json"),
    ("cities.json holds one big array, convert it to JSON lines in cities.jsonl", "jq -c '.[]' cities.json > cities.jsonl"),
    ("slurp all the lines of logs.jsonl into a single json array", "jq -s . logs.jsonl"),
    ("deep-merge defaults.json and overrides.json, overrides should win", "jq -s '.[0] * .[1]' defaults.json overrides.json"),
    ("merge local.json into base.json", "jq -s '.[0] * .[1]' base.json local.json"),
    ("check every .json file in json_out/ and print the names of the ones that aren't valid JSON",
     'for f in json_out/*.json; do jq empty "$f" >/dev/null 2>&1 || echo "$f"; done'),
    ("add \"source\": \"crm\" to every object in leads.json", "jq 'map(. + {source: \"crm\"})' leads.json"),
    ("delete the password key from every user in users_export.json", "jq 'map(del(.password))' users_export.json"),
    ("unique list of countries in customers.json", "jq -r '.[].country' customers.json | sort -u"),
    ("the distinct values of status in orders.jsonl", "jq -r '.status' orders.jsonl | sort -u"),
]


@pytest.mark.parametrize("request_text, expected", ANSWERS)
def test_answer(request_text: str, expected: str) -> None:
    assert answer(request_text) == expected


NOT_ANSWERED = [
    "which files in src contain TODO",   # the model's grep -rl (or -l with the lines)
    "replace foo with bar in x.txt",                         # a plain swap of two words: the model writes it
    "replace foo with bar in x.txt and then gzip it",        # a step the row does not read
    "grep TODO in project/ but only in .js files and email me the result",
    "which .py files under src/ contain requests? then delete them",
    "count ERROR lines in each .log file in /var/log/myapp and sort them",
    "lines in notes.txt that start with # and are longer than 80 chars",
    "which lines of x.txt start with #",
    "sort data.csv by the 2nd column numerically, keep the header on top and write it to out.csv",
    "5 largest files in /var/log",
    "print x.txt with dates like 2024-03-03 rewritten as 03/03/2024",   # a number twice: which goes where is not said
    "5 most common words in essay.txt",                      # the model's tr -s '[:space:]' '\n' form
    "count the lines of every .log file in /var/log/nginx",  # wc -l, not a text named "the"
    "grep for error in /var/log/syslog ignoring case",       # one file, not a folder by extensions
    "replace every space with an underscore in filenames.txt",
    "replace foo with bar everywhere in config.txt, editing the file in place",
    "join customers.csv and invoices.csv on the customer_id column (both have headers)",   # csvjoin's, by a column's name
    "count the values in column 2 of votes.csv",             # how many, not how often each
    "split customers.csv into one file per country (column 3), keeping the header in each",
    "chop big.csv into chunks of 50MB",                      # bytes: the model's split -b
    "merge a.json and b.json then upload it",
    "filter events.json down to the entries whose type is click and sort them by time",
    "shuffle the rows of training.csv",                       # no header said: the model's shuf
    "sort data.csv numerically by column 2 but keep the header line at the top",   # the model's (head; tail | sort)
    "mean and max of the latency column in api_calls.csv",   # miller not named: awk's
    "convert report.csv to json",                            # csvkit not named
]


@pytest.mark.parametrize("request_text", NOT_ANSWERED)
def test_not_answered_by_text_rows(request_text: str) -> None:
    said = answer(request_text)
    assert said is None or not said.startswith(("sed", "grep -r", "grep -c", "cut", "(head"))


# Commands run for real: (request, files written first, expected stdout, files expected after).
RUNS = [
    ("in prices.txt swap USD for EUR, but only on lines starting with item", {"prices.txt": "item 5 USD\nnote USD\n"},
     "item 5 EUR\nnote USD\n", {}),
    ("in essay.md change color to colour, only the first one on each line, edit in place", {"essay.md": "color color\n"},
     "", {"essay.md": "colour color\n"}),
    ("strip the header line off export.csv (modify the file itself)", {"export.csv": "a,b\n1,2\n"}, "", {"export.csv": "1,2\n"}),
    ("print script.pl but stop at the __END__ line (drop it and everything after it)", {"script.pl": "print 1;\n__END__\ndata\n"},
     "print 1;\n", {}),
    ("setup.cfg has a line like version=1.4.2 - print just the value", {"setup.cfg": "[x]\nversion=2.0.1\n"}, "2.0.1\n", {}),
    ("show only lines 2 and 4 of config.txt", {"config.txt": "a\nb\nc\nd\n"}, "b\nd\n", {}),
    ("grep TODO in project/ but only in .js and .ts files, with line numbers",
     {"project/a.js": "x\nTODO js\n", "project/b.ts": "TODO ts\n", "project/c.py": "TODO py\n"}, None, {}),
    ("count ERROR lines in each .log file in logs/", {"logs/a.log": "ERROR\nok\nERROR\n", "logs/b.log": "ok\n"},
     "logs/a.log:2\nlogs/b.log:0\n", {}),
    ("how many lines with Exception in each file under logs/, recursively, skipping files that have none",
     {"logs/a.txt": "Exception\n", "logs/sub/b.txt": "fine\n"}, "logs/a.txt:1\n", {}),
    ("how many times does the word 'the' occur in book.txt? every occurrence, not lines", {"book.txt": "the other the\nthen the\n"}, "3\n", {}),
    ("Lines in mbox.txt that begin with From:", {"mbox.txt": "From: a\nTo: b\nX From: c\n"}, "From: a\n", {}),
    ("lines in leads.txt with a 10 digit phone number", {"leads.txt": "a 5551234567\nb 55512345678\nc 555\n"}, "a 5551234567\n", {}),
    ("emails in new.txt that weren't in old.txt", {"new.txt": "a@x\nb@x\n", "old.txt": "a@x\n"}, "b@x\n", {}),
    ("give me columns 2 and 4 of inventory.csv, still comma separated", {"inventory.csv": "a,b,c,d\n1,2,3,4\n"}, "b,d\n2,4\n", {}),
    ("trace.txt is single-space separated; print field 3 through the end of each line", {"trace.txt": "a b c d e\n"}, "c d e\n", {}),
    ("swap the first two columns of pairs.csv", {"pairs.csv": "1,2,3\n"}, "2,1,3\n", {}),
    ("5 largest values in column 2 of stats.tsv", {"stats.tsv": "a\t3\nb\t10\nc\t7\n"}, "10\n7\n3\n", {}),
    ("customers.csv has a header, country is column 2; count customers per country", {"customers.csv": "name,country\na,FR\nb,FR\nc,DE\n"},
     None, {}),
    ("numbers.txt has one number per line, whats the total", {"numbers.txt": "1\n2\n3.5\n"}, "6.5\n", {}),
    ("sort servers.txt alphabetically, drop duplicates, and write it back to servers.txt", {"servers.txt": "b\na\nb\n"}, "", {"servers.txt": "a\nb\n"}),
    ("Sort employees.csv by salary (3rd column, numeric) but keep the header line on top",
     {"employees.csv": "name,dept,salary\na,x,300\nb,y,20\n"}, "name,dept,salary\nb,y,20\na,x,300\n", {}),
    ("sort ips.txt by IP address numerically (so 10.0.0.9 comes before 10.0.0.10)", {"ips.txt": "10.0.0.10\n10.0.0.9\n"}, "10.0.0.9\n10.0.0.10\n", {}),
    ("merge jan.csv feb.csv into q1.csv, keeping only the header from jan.csv", {"jan.csv": "h\n1\n", "feb.csv": "h\n2\n"}, "", {"q1.csv": "h\n1\n2\n"}),
    ("glue ids.txt, names.txt and emails.txt together column-wise into contacts.csv",
     {"ids.txt": "1\n2\n", "names.txt": "a\nb\n", "emails.txt": "a@x\nb@x\n"}, "", {"contacts.csv": "1,a,a@x\n2,b,b@x\n"}),
    ("number the lines of poem.txt, blank ones too", {"poem.txt": "a\n\nb\n"}, "     1\ta\n     2\t\n     3\tb\n", {}),
    ("print the line right after each line containing Subject: in mails.txt", {"mails.txt": "Subject: x\nhello\nbye\n"}, "hello\n", {}),
    ("is alice listed as a full line in allowed_users.txt? just print yes or no", {"allowed_users.txt": "alicea\nbob\n"}, "no\n", {}),
    ("expenses.csv has category in col 2 and amount in col 3 (no header). total per category?", {"expenses.csv": "1,food,3\n2,food,4\n"}, "food 7\n", {}),
    ("in notes.txt change color to colour, only the first one on each line", {"notes.txt": "color color\n"}, "colour color\n", {}),
    ("print dates.txt with dates like 2024-03-15 rewritten as 15/03/2024", {"dates.txt": "on 2024-03-15 and 2023-12-01\n"},
     "on 15/03/2024 and 01/12/2023\n", {}),
    ("keep the header plus only the rows of orders.csv where column 4 (status) is exactly shipped",
     {"orders.csv": "id,c,a,status\n1,x,3,shipped\n2,y,4,open\n"}, "id,c,a,status\n1,x,3,shipped\n", {}),
    ("data rows from prices.csv where the price in column 3 is above 100, no header in the output",
     {"prices.csv": "id,n,price\n1,a,150\n2,b,90\n"}, "1,a,150\n", {}),
    ("how often does each value appear in column 2 of t.csv? most common first, ignore the header",
     {"t.csv": "id,v\n1,a\n2,b\n3,b\n"}, "      2 b\n      1 a\n", {}),
    ("number of distinct user ids in column 1 of logins.csv, excluding the header", {"logins.csv": "user,t\nu1,1\nu2,2\nu1,3\n"}, "2\n", {}),
    ("count empty values in column 2 of a.csv, skip the header", {"a.csv": "x,y\n1,\n2,3\n4,\n"}, "2\n", {}),
    ("fill every empty field in grades.csv with NA", {"grades.csv": "a,,c\n,2,\n"}, "a,NA,c\nNA,2,NA\n", {}),
    ("list the duplicate values in column 1 of ids.csv", {"ids.csv": "7,a\n8,b\n7,c\n"}, "7\n", {}),
    ("show the full rows in signups.csv whose email (col 2) shows up more than once", {"signups.csv": "1,a@x\n2,b@x\n3,a@x\n"}, "1,a@x\n3,a@x\n", {}),
    ("round column 2 of p.csv to 2 decimal places, leave the header line alone", {"p.csv": "n,price\na,3.14159\n"}, "n,price\na,3.14\n", {}),
    ("split c.csv into one file per country (column 2), skip the header", {"c.csv": "n,country\na,DE\nb,FR\nc,DE\n"}, "", {"DE.csv": "a,DE\nc,DE\n", "FR.csv": "b,FR\n"}),
    ("left join staff.csv with departments.csv on column 1 so every staff row is kept even without a match. neither file is sorted, no headers",
     {"staff.csv": "2,bob\n1,ann\n", "departments.csv": "1,sales\n"}, "1,ann,sales\n2,bob\n", {}),
    ("sort data.csv numerically by the second column but keep the header line on top", {"data.csv": "n,v\na,10\nb,9\n"}, "n,v\nb,9\na,10\n", {}),
    ("merge q1.csv q2.csv into all.csv with only one header at the top", {"q1.csv": "h\n1\n", "q2.csv": "h\n2\n"}, "", {"all.csv": "h\n1\n2\n"}),
    ("euro_export.csv uses semicolons, swap them all for commas and write euro_fixed.csv", {"euro_export.csv": "a;b\n1;2\n"}, "", {"euro_fixed.csv": "a,b\n1,2\n"}),
    ("results.csv is missing its header, insert the line id,name,score at the top of the file", {"results.csv": "1,a,3\n"}, "", {"results.csv": "id,name,score\n1,a,3\n"}),
    ("find rows in survey.csv that don't have exactly 3 fields, print the line number and how many fields it has", {"survey.csv": "a,b,c\na,b\n"}, "2 2\n", {}),
    ("vendor_dump.psv is pipe delimited. how many fields per line, show each distinct count with how many lines have it",
     {"vendor_dump.psv": "a|b\nc|d\ne|f|g\n"}, "      2 2\n      1 3\n", {}),
    ("number the columns in the header of employees.tsv so I can see which field number is which", {"employees.tsv": "id\tname\n1\ta\n"},
     "     1\tid\n     2\tname\n", {}),
    ("prepend a running row number as a new first column in items.csv", {"items.csv": "apple,3\npear,4\n"}, "1,apple,3\n2,pear,4\n", {}),
    ("sorted_a.txt and sorted_b.txt are both already sorted; merge them into one sorted merged.txt", {"sorted_a.txt": "a\nc\n", "sorted_b.txt": "b\nd\n"},
     "", {"merged.txt": "a\nb\nc\nd\n"}),
    ("how many data rows does each csv in data/ have, not counting the header line", {"data/a.csv": "h\n1\n2\n"}, "data/a.csv: 2\n", {}),
    ("which file in logs/ has the most lines?", {"logs/a": "1\n", "logs/b": "1\n2\n3\n"}, "3 logs/b\n", {}),
    ("every 2nd line of r.csv", {"r.csv": "1\n2\n3\n4\n"}, None, {}),
    ("every 3rd line of r.csv", {"r.csv": "1\n2\n3\n4\n5\n6\n"}, "3\n6\n", {}),
    ("print timeline.txt bottom to top", {"timeline.txt": "a\nb\n"}, "b\na\n", {}),
    ("first line in db.log mentioning connection refused, with its line number", {"db.log": "ok\nconnection refused 1\nconnection refused 2\n"},
     "2:connection refused 1\n", {}),
    ("drop the healthcheck lines from access.log and save what's left as access_clean.log", {"access.log": "GET /healthcheck\nGET /\n"}, "",
     {"access_clean.log": "GET /\n"}),
    ("each line of events.log has payload= followed by json, extract just the part after payload=", {"events.log": "t=1 payload={\"a\":1}\n"}, "{\"a\":1}\n", {}),
    ("payroll_fixed.txt is fixed width, cut out characters 1-3 and 6-7 of each line", {"payroll_fixed.txt": "abcdefgh\n"}, "abcfg\n", {}),
    ("convert every .tsv in the current directory to a .csv with the same base name", {"a.tsv": "1\t2\n"}, "", {"a.csv": "1,2\n"}),
    ("shuffle the rows of t.csv except the header and write out.csv", {"t.csv": "h\n1\n"}, "", {"out.csv": "h\n1\n"}),
    ("filter events.json (an array) down to the entries whose type is \"click\"", {"events.json": '[{"type":"click","x":1},{"type":"view"}]'},
     None, {}),
    ("print only the sku of items in inventory.json where qty is below 5", {"inventory.json": '[{"sku":"A","qty":3},{"sku":"B","qty":9}]'}, "A\n", {}),
    ("how many records in records.jsonl have status \"failed\"", {"records.jsonl": '{"status":"failed"}\n{"status":"ok"}\n{"status":"failed"}\n'}, "2\n", {}),
    ("products.json is an array of objects with id, name and price, turn it into products.csv with those three columns",
     {"products.json": '[{"id":1,"name":"a","price":2.5}]'}, "", {"products.csv": '1,"a",2.5\n'}),
    ("orders.json: group by customer and give me the number of orders for each customer",
     {"orders.json": '[{"customer":"a"},{"customer":"b"},{"customer":"a"}]'}, None, {}),
    ("cities.json holds one big array, convert it to JSON lines in cities.jsonl", {"cities.json": '[{"n":"x"},{"n":"y"}]'}, "",
     {"cities.jsonl": '{"n":"x"}\n{"n":"y"}\n'}),
    ("deep-merge defaults.json and overrides.json, overrides should win", {"defaults.json": '{"a":{"b":1,"c":2}}', "overrides.json": '{"a":{"b":5}}'}, None, {}),
    ("check every .json file in json_out/ and print the names of the ones that aren't valid JSON",
     {"json_out/good.json": "{}", "json_out/bad.json": "{"}, "json_out/bad.json\n", {}),
    ("delete the password key from every user in users_export.json", {"users_export.json": '[{"u":"a","password":"x"}]'}, None, {}),
    ("unique list of countries in customers.json", {"customers.json": '[{"country":"FR"},{"country":"DE"},{"country":"FR"}]'}, "DE\nFR\n", {}),
]


def _json_values(text: str) -> list:
    """The JSON values jq printed one after another."""
    decoder, values, at = json.JSONDecoder(), [], 0
    while text[at:].strip():
        at += len(text[at:]) - len(text[at:].lstrip())
        value, at = decoder.raw_decode(text, at)
        values.append(value)
    return values


@pytest.mark.parametrize("request_text, files, stdout, after", RUNS)
def test_runs(tmp_path, request_text: str, files: dict, stdout: str | None, after: dict) -> None:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    command = answer(request_text)
    assert command is not None
    done = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, text=True, timeout=20)
    assert done.returncode == 0, done.stderr
    if request_text.startswith("grep TODO"):
        assert sorted(done.stdout.splitlines()) == ["project/a.js:2:TODO js", "project/b.ts:1:TODO ts"]
    elif request_text.startswith("customers.csv"):
        assert sorted(line.split() for line in done.stdout.splitlines()) == [["1", "DE"], ["2", "FR"]]
    elif request_text.startswith("every 2nd"):
        assert done.stdout == "2\n4\n"
    elif request_text.startswith(("filter events.json", "orders.json", "deep-merge", "delete the password")):
        got = _json_values(done.stdout) if request_text.startswith("filter") else json.loads(done.stdout)
        assert got == {"filter events.json": [{"type": "click", "x": 1}], "orders.json": [{"customer": "a", "count": 2}, {"customer": "b", "count": 1}],
                       "deep-merge": {"a": {"b": 5, "c": 2}}, "delete the password": [{"u": "a"}]}[next(k for k in ("filter events.json", "orders.json", "deep-merge", "delete the password") if request_text.startswith(k))]
    elif stdout is not None:
        assert done.stdout == stdout
    for name, text in after.items():
        assert (tmp_path / name).read_text() == text
