"""The phrasebook's JSON rows (serval.model.phrasebook.jq): whole jq answers to requests about a JSON file or URL."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


@pytest.mark.parametrize("text, expected", [
    ("pretty print the minified data.json with proper indentation and save the result as data_pretty.json",
     "jq . data.json > data_pretty.json"),
    ("pretty-print config.json", "jq . config.json"),
    ("minify response.json onto one line", "jq -c . response.json"),
    ("check if data.json is valid json", "jq empty data.json"),
    ("how many items are in the array in items.json", "jq length items.json"),
    ("print the name of every user in the users.json array", "jq -r '.[].name' users.json"),
    ("get https://api.example.com/users?page=2, it returns a json array of objects, and print only the name field of each one",
     "curl -s 'https://api.example.com/users?page=2' | jq -r '.[].name'"),
    ("add up the amount field across all entries in payments.json", "jq '[.[].amount] | add' payments.json"),
    ("just the name of https://api.acme.test/v1/me", "curl -s https://api.acme.test/v1/me | jq -r .name"),
    ("how many items are in the json array from https://api.acme.test/items", "curl -s https://api.acme.test/items | jq length"),
    # elements picked by a field's value: lines of JSON Lines, elements of an array; counted when asked
    ("count the lines in events.jsonl where level is error", "jq -c 'select(.level == \"error\")' events.jsonl | wc -l"),
    ("show the users in users.json whose role is admin", "jq '.[] | select(.role == \"admin\")' users.json"),
    ("sort products.json by price", "jq 'sort_by(.price)' products.json"),
    ("turn users.json into csv with id, name and email", "jq -r '.[] | [.id, .name, .email] | @csv' users.json"),
    ("print user.json with the password key removed", "jq 'del(.password)' user.json"),
    # a value set is written back through a temporary file; numbers and booleans bare
    ("bump the version in package.json to 2.0.0", "jq '.version = \"2.0.0\"' package.json > tmp.json && mv tmp.json package.json"),
    ("set debug to true in config.json", "jq '.debug = true' config.json > tmp.json && mv tmp.json config.json"),
    ("what's the database host in settings.json (.database.host)", "jq -r '.database.host' settings.json"),
])
def test_json_tasks_are_answered_with_jq(text, expected):
    assert phrasebook("cat x", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "pretty-print package.json with python",                  # another tool asked for
    "pretty-print response.json and show only the first 40 lines",   # a pipe the row does not write
    "count how many objects in events.json have .type equal to \"click\"",   # a path that is part of a test
    "sort the array in leaderboard.json by .score, highest first",
    "print the name of every user in users.txt",              # no JSON
    "just the title of https://www.gnu.org",                  # a page, not an API: its <title> is no JSON field
])
def test_other_requests_about_json_get_no_jq_row(text):
    assert phrasebook("cat x", recognize(text)) == "cat x"


@pytest.mark.parametrize("text, expected", [
    ("git status short with branch", "git status -sb"),
    ("what branch am i on", "git branch --show-current"),
    ("list commits between 2024-01-01 and 2024-03-31", "git log --since=2024-01-01 --until=2024-03-31"),
    ("list commits between v1.0 and v1.1", "git log v1.0..v1.1"),   # revisions, not dates
    ("which commits are on feature/search but not yet on main", "git log main..feature/search"),
    ("full history of lib/utils.py even across renames", "git log --follow lib/utils.py"),
    ("how many commits has each person made, sorted by count", "git shortlog -sn"),
    ("list the files changed in the last commit with line counts", "git show --stat HEAD"),
    ("diffstat between tags v1.2.0 and v1.3.0", "git diff --stat v1.2.0 v1.3.0"),
    ("save my uncommitted changes as my-changes.patch", "git diff > my-changes.patch"),
    ("make patch files for the last 3 commits", "git format-patch -3"),
    ("apply the mailbox patch fix-login.patch as a commit", "git am fix-login.patch"),
    ("print package.json from 3 commits ago", "git show HEAD~3:package.json"),
    ("show README.md as it was at tag v1.0.0", "git show v1.0.0:README.md"),
    ("save db/schema.sql from the develop branch to /tmp/schema_develop.sql", "git show develop:db/schema.sql > /tmp/schema_develop.sql"),
    ("list all branches local and remote", "git branch -a"),
    ("stash everything including untracked files", "git stash -u"),
    ("stash everything including untracked files with message wip parser", "git stash push -u -m 'wip parser'"),
    ("tag this commit v2.4.0 with message release 2.4.0", "git tag -a v2.4.0 -m 'release 2.4.0'"),
    ("list tags starting with v1.", "git tag -l 'v1.*'"),
    ("delete local tag v0.9-beta", "git tag -d v0.9-beta"),
    ("stop tracking .env but leave the file on disk", "git rm --cached .env"),
    ("make a tar.gz of the repo at tag v3.1.0 called widget-3.1.0.tar.gz", "git archive --format=tar.gz -o widget-3.1.0.tar.gz v3.1.0"),
])
def test_git_tasks_said_plainly(text, expected):
    assert phrasebook("git status", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("make using all cpu cores", 'make -j"$(nproc)"'),
    ("run make test inside backend/ without cd", "make -C backend test"),
    ("show what make install would run without running it", "make -n install"),
    ("show what make would run for the test target without running it", "make -n test"),
    ("run the build target from Makefile.docker", "make -f Makefile.docker build"),
    ("run the build target of the makefile", "make build"),
    ("run tests/test_api.py with pytest, verbose", "pytest -v tests/test_api.py"),
    ("python http server on 8080 but only reachable from localhost", "python3 -m http.server 8080 --bind 127.0.0.1"),
    ("run the myapp.cli module with --help", "python3 -m myapp.cli --help"),
    ("profile app.py sorted by cumulative time", "python3 -m cProfile -s cumtime app.py"),
    ("clean install from package-lock for ci", "npm ci"),
    ("top level npm packages installed in this project", "npm ls --depth=0"),
    ("compose down and delete volumes too", "docker compose down -v"),
    ("apply fix-typo.patch stripping one path level", "patch -p1 < fix-typo.patch"),
    ("undo feature.patch", "patch -R -p1 < feature.patch"),
    ("test if fix.patch applies without changing anything", "patch -p1 --dry-run < fix.patch"),
])
def test_build_and_tooling_tasks_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_member_deleted_from_a_zip_is_zip_d():
    assert phrasebook("unzip release.zip debug.log", recognize("delete debug.log from inside release.zip")) == "zip -d release.zip debug.log"


def test_failed_logins_counted_in_any_case():
    text = "case-insensitive count of failed password attempts in /var/log/auth.log"
    assert phrasebook("ls", recognize(text)) == "grep -i -c 'failed password' /var/log/auth.log"
    assert phrasebook("ls", recognize("count failed password attempts in /var/log/auth.log")) == "grep -c 'Failed password' /var/log/auth.log"


@pytest.mark.parametrize("text, expected", [
    ("ssh to app02 as ops going through the jump host bastion.corp.net", "ssh -J bastion.corp.net ops@app02"),
    ("connect to app01.internal jumping through bastion.example.com", "ssh -J bastion.example.com app01.internal"),
    ("reach db.internal by hopping through gw1.example.com and then gw2.internal", "ssh -J gw1.example.com,gw2.internal db.internal"),
    ("tunnel local port 5433 to postgres on db01.internal:5432 through jump.example.org", "ssh -L 5433:db01.internal:5432 jump.example.org"),
    ("expose my local dev server on 3000 as port 8080 on tunnel.example.com", "ssh -R 8080:localhost:3000 tunnel.example.com"),
    ("connect to web3.example.com using the key ~/.ssh/id_ed25519_work", "ssh -i ~/.ssh/id_ed25519_work web3.example.com"),
    ("grab the host keys of gitlab.company.com and append them to my known_hosts", "ssh-keyscan gitlab.company.com >> ~/.ssh/known_hosts"),
    ("add db02's host key to my known_hosts", "ssh-keyscan db02 >> ~/.ssh/known_hosts"),
    ("expose my local port 3000 as port 9000 on the server vps1, login root", "ssh -R 9000:localhost:3000 root@vps1"),
    ("set the right permissions on my ~/.ssh folder and authorized_keys", "chmod 700 ~/.ssh && chmod 600 ~/.ssh/authorized_keys"),
    ("generate a 4096 bit rsa key saved as ~/.ssh/id_rsa_legacy", "ssh-keygen -t rsa -b 4096 -f ~/.ssh/id_rsa_legacy"),
    ("generate a new ed25519 key at ~/.ssh/id_github and print the public half so I can paste it",
     "ssh-keygen -t ed25519 -f ~/.ssh/id_github && cat ~/.ssh/id_github.pub"),
    ("create an ed25519 key at ~/.ssh/ci_deploy with no passphrase for the ci runner", "ssh-keygen -t ed25519 -f ~/.ssh/ci_deploy -N ''"),
    ("remove the old host key for web01 from known_hosts", "ssh-keygen -R web01"),
    ("remove web01 from my known_hosts", "ssh-keygen -R web01"),
    ("is web01 already in my known_hosts", "ssh-keygen -F web01"),
    ("which keys does my ssh agent have right now", "ssh-add -l"),
    ("start an ssh-agent in this shell", 'eval "$(ssh-agent -s)"'),
    ("i lost deploy_key.pub, rebuild it from ~/.ssh/deploy_key", "ssh-keygen -y -f ~/.ssh/deploy_key > ~/.ssh/deploy_key.pub"),
    ("test whether my ssh key works with github", "ssh -T git@github.com"),
    ("unmount the sshfs mount at ~/mnt/web01", "fusermount -u ~/mnt/web01"),
    ("check if i can log into web01 as deploy without being asked for a password", "ssh -o BatchMode=yes deploy@web01 true"),
    ("open an sftp session to deploy@web01 port 2222", "sftp -P 2222 deploy@web01"),
    ("mount /srv/data from nas01 on ~/mnt/nas with sshfs", "sshfs nas01:/srv/data ~/mnt/nas"),
    ("listen on tcp 9000 with netcat and print whatever arrives", "nc -l 9000"),
    ("wait for a file on port 7000 and write it to incoming.bin", "nc -l 7000 > incoming.bin"),
    ("send dump.bin to 192.168.1.40 on port 7000 with nc", "nc 192.168.1.40 7000 < dump.bin"),
    ("check github.com 443 is reachable, wait at most 3 seconds", "nc -zv -w 3 github.com 443"),
    ("ask 1.1.1.1 for the AAAA record of cloudflare.com", "dig @1.1.1.1 cloudflare.com AAAA"),
    ("does internal.corp resolve on our dns server 10.0.0.2", "dig @10.0.0.2 internal.corp"),
    ("trace dns delegation for www.example.org starting at the root", "dig +trace www.example.org"),
    ("try a zone transfer of lab.local from ns1.lab.local", "dig axfr lab.local @ns1.lab.local"),
    ("resolve api.stripe.com like the system does, /etc/hosts included", "getent hosts api.stripe.com"),
    ("find the path mtu to vpn.example.com", "tracepath vpn.example.com"),
    ("trace the path to example.com using tcp port 443", "sudo traceroute -T -p 443 example.com"),
    ("route 10.20.0.0/16 via 192.168.1.254", "sudo ip route add 10.20.0.0/16 via 192.168.1.254"),
    ("how do i listen on port 9000 with netcat and save whatever arrives to received.dat?", "nc -l 9000 > received.dat"),
    ("show open network connections with process names", "sudo ss -tunap"),
    ("download db.sql from backup@db01.internal:/backups to the current dir", "scp backup@db01.internal:/backups/db.sql ."),
    ("copy report.pdf from alice@files.lan:/srv/reports/ to ~/Documents", "scp alice@files.lan:/srv/reports/report.pdf ~/Documents"),
    ("which filesystems are more than 80% full", "df -h | awk 'NR>1 && $5+0 > 80'"),
])
def test_network_tasks_said_plainly(text, expected):
    assert phrasebook("ping x", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("which ids in ids.txt appear exactly once", "sort ids.txt | uniq -u"),
    ("get the hostname out of each url in urls.txt", "awk -F/ '{print $3}' urls.txt"),
    ("get just the file name from each path in paths.txt", "awk -F/ '{print $NF}' paths.txt"),
    ("strip non-printable characters out of dump.txt but keep newlines", "tr -cd '[:print:]\\n' < dump.txt"),
    ("strip non-printable characters from dump.txt", "tr -cd '[:print:]' < dump.txt"),
    ("which email domains are most common in subscribers.txt", "cut -d@ -f2 subscribers.txt | sort | uniq -c | sort -rn"),
    ("just the domain part of every address in emails.txt", "cut -d@ -f2 emails.txt"),
])
def test_parts_of_each_line_said_plainly(text, expected):
    assert phrasebook("cat x", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "check if port 5432 is open on db.internal",    # "if" and "port" are no host: the model's nc -zv db.internal 5432
])
def test_network_rows_leave_other_requests(text):
    assert phrasebook("ping x", recognize(text)) == "ping x"


def test_the_path_mtu_is_pinged_with_fragmentation_forbidden():
    assert phrasebook("ping x", recognize("check the path mtu to 10.0.0.1: ping 3 times with 1472-byte payloads and don't-fragment set")) \
        == "ping -M do -s 1472 -c 3 10.0.0.1"


def test_each_folder_of_a_name_sized():
    assert phrasebook("du -sh ~/code", recognize("how big is each node_modules folder under ~/code")) == \
        "find ~/code -type d -name node_modules -prune -exec du -sh {} +"


@pytest.mark.parametrize("text, expected", [
    ("rename this machine to build-server-02 permanently", "sudo hostnamectl set-hostname build-server-02"),
    ("delete the default route via 10.0.0.1", "sudo ip route del default via 10.0.0.1"),
    ("who are the nameservers for mycompany.io", "dig NS mycompany.io"),
])
def test_host_names_and_routes_said_plainly(text, expected):
    assert phrasebook("hostname", recognize(text)) == expected


@pytest.mark.parametrize("text", ["show the size of each top-level directory in /var", "size of each home directory under /home",
                                  "show the size of every mod folder in ~/mods"])
def test_folders_sized_by_level_or_kind_are_left_to_du(text):
    assert phrasebook("du -sh /var/*", recognize(text)) == "du -sh /var/*"


@pytest.mark.parametrize("text, expected", [
    ("drop all the DEBUG lines from app.log in place but save the original as app.log.orig", "sed -i.orig '/DEBUG/d' app.log"),
    ("delete all the DEBUG lines from app.log in place", "sed -i '/DEBUG/d' app.log"),
    ("delete the DEBUG lines from app.log", "grep -v DEBUG app.log"),   # not in place: the model's answer stays
])
def test_lines_of_a_level_deleted_in_place(text, expected):
    assert phrasebook("grep -v DEBUG app.log", recognize(text)) == expected


def test_blank_lines_are_no_level_of_lines():
    assert phrasebook("sed -i '/^$/d' notes.txt", recognize("delete the blank lines from notes.txt in place")) == "sed -i '/^$/d' notes.txt"


@pytest.mark.parametrize("text, expected", [
    ("check if https://example.com/old-page still exists without downloading it", "wget --spider https://example.com/old-page"),
    ("download 'https://example.com/export?id=17' and use the filename the server sends", "curl -OJ 'https://example.com/export?id=17'"),
    ("wget http://files.lan/private/report.pdf with http user bob and password pa55",
     "wget --user=bob --password=pa55 http://files.lan/private/report.pdf"),
    ("fetch https://api.example.com/private with basic auth user admin and password s3cret",   # (serval.model.phrasebook.web)
     "curl -u admin:s3cret https://api.example.com/private"),
])
def test_downloads_said_plainly(text, expected):
    assert phrasebook("curl x", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("is cron set to start at boot", "systemctl is-enabled cron"),
    ("mask the cups service so nothing can start it", "sudo systemctl mask cups"),
    ("what units does postfix depend on", "systemctl list-dependencies postfix"),
    ("clear the failed state of backup.service", "sudo systemctl reset-failed backup.service"),
    ("restart caddy but only if it's already running", "sudo systemctl try-restart caddy"),
    ("reload nginx if it supports that, otherwise restart it", "sudo systemctl reload-or-restart nginx"),
    ("what's the default boot target", "systemctl get-default"),
    ("show the ExecStart setting of redis-server", "systemctl show -p ExecStart redis-server"),
    ("journal messages from pid 912", "journalctl _PID=912"),
    ("search the journal for 'disk full'", "journalctl -g 'disk full'"),
    ("rotate the journal files now", "sudo journalctl --rotate"),
])
def test_systemd_tasks_said_plainly(text, expected):
    assert phrasebook("cat x", recognize(text)) == expected


def test_a_lower_case_word_before_setting_is_no_unit_property():
    assert phrasebook("cat x", recognize("show the name setting of foo")) == "cat x"


@pytest.mark.parametrize("text, expected", [
    ("ping the router 192.168.1.1 fifty times, 0.2s apart", "ping -c 50 -i 0.2 192.168.1.1"),
    ("ping 8.8.8.8 out of eth1 four times", "ping -I eth1 -c 4 8.8.8.8"),
    ("ping ipv6.google.com over ipv6, 4 packets", "ping -6 -c 4 ipv6.google.com"),
    ("keep pinging 1.1.1.1 with a timestamp on each line", "ping -D 1.1.1.1"),
    ("send 10 pings to db01.internal and only print the summary", "ping -c 10 -q db01.internal"),
    # a full packet of 1500 bytes: a payload of 1472 without the IP and ICMP headers
    ("check whether full 1500 byte packets reach 10.0.0.1 without fragmenting, 3 pings", "ping -M do -s 1472 -c 3 10.0.0.1"),
    ("send a single ping to 192.168.1.20 and wait at most 2 seconds for a reply", "ping -c 1 -W 2 192.168.1.20"),
    ("ping the ipv6 address 2001:4860:4860::8888 three times", "ping -c 3 2001:4860:4860::8888"),
])
def test_ping_is_built_from_its_options(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "ping db01.internal 5 times and after that trace the route to it",          # a second step
    "ping 8.8.8.8 four times and keep a copy of the output in ping.txt",        # the output kept: tee's
    "print only the average round trip time of 5 pings to 1.1.1.1",             # a figure picked from the output
])
def test_other_ping_requests_are_left_to_the_model(text):
    assert phrasebook("echo unchanged", recognize(text)) == "echo unchanged"


@pytest.mark.parametrize("text, expected", [
    ("i fixed the conflicts, continue the rebase", "git rebase --continue"),
    ("conflicts resolved, carry on with the cherry-pick", "git cherry-pick --continue"),
    ("abort this rebase and go back to how it was", "git rebase --abort"),
    ("during the merge keep our version of config/settings.yml", "git checkout --ours config/settings.yml"),
    ("take their side for package-lock.json in this conflict", "git checkout --theirs package-lock.json"),
    ("squash merge feature/dark-mode into the current branch", "git merge --squash feature/dark-mode"),
    ("merge upstream/main and prefer their changes on conflicting hunks", "git merge -X theirs upstream/main"),
    ("apply stash@{2} without dropping it", "git stash apply stash@{2}"),
    ("drop stash number 1", "git stash drop stash@{1}"),
    ("show the full diff of the most recent stash", "git stash show -p"),
    ("make my current branch track origin/release-2.4", "git branch --set-upstream-to=origin/release-2.4"),
    ("show branches that are not merged into develop yet", "git branch --no-merged develop"),
    ("make a branch release/3.1 from tag v3.0.2 but stay on my current branch", "git branch release/3.1 v3.0.2"),
    ("go back to the branch i was on before", "git switch -"),
    ("delete the local branch hotfix/typo-header, it's already merged", "git branch -d hotfix/typo-header"),
    ("make git pull always rebase by default", "git config --global pull.rebase true"),
    ("move the commits of my-topic that came after release-1 onto main instead", "git rebase --onto main release-1 my-topic"),
    ("cherry pick every commit from a1b2c3d through f6e5d4c, both included", "git cherry-pick a1b2c3d^..f6e5d4c"),
])
def test_git_workflows_said_in_words(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_an_unmerged_branch_is_not_deleted_with_a_safe_d():
    text = "force delete local branch experiment-redis even though it was never merged"
    assert phrasebook("echo unchanged", recognize(text)) != "git branch -d experiment-redis"


@pytest.mark.parametrize("text, expected", [
    ("install nginx and say yes to everything", "sudo apt install -y nginx"),
    ("install texlive-latex-base without the recommended extras", "sudo apt install --no-install-recommends texlive-latex-base"),
    ("install nodejs version 18.19.0-1nodesource1 exactly", "sudo apt install nodejs=18.19.0-1nodesource1"),
    ("dry run: what would installing postgresql change", "apt-get -s install postgresql"),
    ("let linux-image-generic upgrade again, it's on hold", "sudo apt-mark unhold linux-image-generic"),
    ("what does python3-pip depend on", "apt-cache depends python3-pip"),
    ("which packages depend on libssl3", "apt-cache rdepends libssl3"),
    ("add the deadsnakes ppa", "sudo add-apt-repository ppa:deadsnakes/ppa"),
    ("peek at what files are inside ~/Downloads/code_1.85.1_amd64.deb", "dpkg -c ~/Downloads/code_1.85.1_amd64.deb"),
    ("finish configuring packages that were left unconfigured", "sudo dpkg --configure -a"),
])
def test_apt_and_dpkg_tasks_said_in_words(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "install requests version 2.31.0 exactly",                       # a version pip's as much as apt's
    'Print shared object dependencies of command "YOURAPPNAME"',     # a binary's libraries: ldd's
    "purge the leftover config of packages that were removed but not purged",
])
def test_other_package_requests_get_no_apt_row(text):
    assert phrasebook("echo unchanged", recognize(text)) == "echo unchanged"


@pytest.mark.parametrize("text, expected", [
    ("mx records for gmail.com", "dig MX gmail.com"),
    ("ask 1.1.1.1 for the AAAA of cloudflare.com", "dig @1.1.1.1 AAAA cloudflare.com"),
    ("txt records of mydomain.io, short output", "dig +short TXT mydomain.io"),
    ("which nameservers does example.co.uk use", "dig NS example.co.uk"),
    ("reverse lookup 8.8.8.8", "dig -x 8.8.8.8"),
    ("show the spf record of acme.org", "dig +short TXT acme.org | grep -i spf"),
    ("dmarc policy for acme.org", "dig +short TXT _dmarc.acme.org"),
    ("dig example.net but show only the answer section", "dig +noall +answer example.net"),
    ("query the dns server 9.9.9.9 on port 5353 for example.net", "dig @9.9.9.9 -p 5353 example.net"),
    ("Print short TXT record of domain o-o.myaddr.l.google.com from nameserver 8.8.8.8", "dig @8.8.8.8 +short TXT o-o.myaddr.l.google.com"),
])
def test_dig_is_built_from_the_words(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "make a copy of notes.txt called notes.txt.bak",              # "txt" of a file name is no record type
    "extract site.tar.bz2 into /srv/www",                          # nor "srv" of a path
    "fetch https://example.com resolving example.com to 203.0.113.10 instead of using dns",
    "look up the mx records of example.com and resolve the ip of the highest priority mail server",
])
def test_other_requests_get_no_dig(text):
    assert not phrasebook("echo unchanged", recognize(text)).startswith("dig")


@pytest.mark.parametrize("text, expected", [
    ("send a GET request to localhost:8000/health", "curl http://localhost:8000/health"),
    ("check that the api on localhost 8080 answers on /health", "curl http://localhost:8080/health"),
    ("show failed ssh logins from /var/log/auth.log", "grep 'Failed password' /var/log/auth.log"),
])
def test_local_urls_and_failed_logins(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_a_local_url_with_options_is_left_to_the_web_rows():
    text = "get only the http status code from http://localhost:8080/health"
    assert phrasebook("echo unchanged", recognize(text)) != "curl http://localhost:8080/health"


@pytest.mark.parametrize("text, expected", [
    ("make a copy of db.sqlite with todays date in the name", 'cp db.sqlite "db_$(date +%F).sqlite"'),
    ("find directories named node_modules in ~/code and print their sizes", "find ~/code -type d -name node_modules -prune -exec du -sh {} +"),
])
def test_dated_copies_and_named_folders_sized(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_lines_found_by_the_shape_of_what_they_hold():
    text = "find lines with a phone number like 555-123-4567 in leads.txt"
    assert phrasebook("echo unchanged", recognize(text)) == "grep -E '[0-9]{3}-[0-9]{3}-[0-9]{4}' leads.txt"


@pytest.mark.parametrize("text, expected", [
    ("show a hex dump of firmware.bin first 256 bytes", "xxd -l 256 firmware.bin"),
    ("count every single occurrence of null in response.json, not just lines", "grep -o 'null' response.json | wc -l"),
])
def test_hex_dumps_and_every_occurrence_counted(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("make a backup of /etc/fstab before i edit it", "sudo cp /etc/fstab /etc/fstab.bak"),
    ("back up config.yaml", "cp config.yaml config.yaml.bak"),
    ("backup the database.sql file", "cp database.sql database.sql.bak"),
    ("extract installer.7z to /tmp/installer", "7z x installer.7z -o/tmp/installer"),
    ("check the integrity of backup.7z", "7z t backup.7z"),
    ("pull all the .jpg files out of images.tar.gz", "tar -xzf images.tar.gz --wildcards '*.jpg'"),
])
def test_file_and_archive_tasks_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text", ["back up ~/projects to /mnt/usb", "back up the photos folder", "restore config.yaml from git"])
def test_backup_rows_leave_folders_and_other_requests(text):
    assert phrasebook("ls", recognize(text)) == "ls"


@pytest.mark.parametrize("text, expected", [
    ("does script.sh have windows line endings", "file script.sh"),
    ("which files in ~/src have windows CRLF line endings", "grep -rlI $'\\r' ~/src"),
    ("add 10.0.0.5 db01 to the hosts file", "echo '10.0.0.5 db01' | sudo tee -a /etc/hosts"),
])
def test_line_endings_and_hosts_file_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("which shell am i using", 'echo "$SHELL"'),
    ("what does the alias ll actually do", "alias ll"),
    ("how big has the systemd journal gotten", "journalctl --disk-usage"),
    ("when did the system last reboot", "uptime -s"),
    ("what files would nginx_1.24.0-1_amd64.deb install", "dpkg -c nginx_1.24.0-1_amd64.deb"),
])
def test_questions_about_the_shell_and_system_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_patch_between_two_files_is_a_unified_diff_saved():
    assert phrasebook("ls", recognize("make a patch with the changes between config.orig and config")) == "diff -u config.orig config > config.patch"
    assert phrasebook("ls", recognize("create a patch from old.c to new.c called fix.patch")) == "diff -u old.c new.c > fix.patch"


@pytest.mark.parametrize("text, expected", [
    ("set umask so new files are 640 and directories 750", "umask 027"),
    ("set the umask so new files get 600", "umask 066"),
])
def test_a_umask_from_the_modes_new_files_get(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("find the commit that deleted utils/helpers.py", "git log --diff-filter=D -- utils/helpers.py"),
    ("commits on feature/api that aren't on main yet", "git log main..feature/api"),
    ("summary of changes since tag v1.0", "git diff --stat v1.0"),
    ("list the files git is ignoring", "git ls-files --others --ignored --exclude-standard"),
    ("does logs-march.tar.xz have an error.log in it", "tar -tJf logs-march.tar.xz | grep error.log"),
])
def test_git_history_and_archive_questions(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("hit localhost:8080/health and just print the status code", "curl -s -o /dev/null -w '%{http_code}' http://localhost:8080/health"),
    ("count lines of python in app/", "find app -type f -name '*.py' -exec cat {} + | wc -l"),
    ("size of the repo not counting .git", "du -sh --exclude=.git ."),
    ("rsync this project to ~/backups/myapp without node_modules", "rsync -av --exclude=node_modules ./ ~/backups/myapp"),
    ("build with make using all cores", 'make -j"$(nproc)"'),
    ("apply fix.patch", "patch -p1 < fix.patch"),
    ("zip this folder into ../site.zip skipping node_modules and .git", "zip -r ../site.zip . -x 'node_modules/*' '.git/*'"),
    ("zip site into site.zip excluding .log files", "zip -r site.zip site -x '*.log'"),
    ("where is class UserService defined", "grep -rn 'class UserService' ."),
    ("where is parse_args defined in the python code under lib", "grep -rn 'def parse_args' lib"),
    ("how many 404s are in access.log", "awk '$9 == 404' access.log | wc -l"),
    ("count 404 errors in access.log", "awk '$9 == 404' access.log | wc -l"),   # lines of one status counted, no tally
])
def test_a_developers_tasks_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_definition_of_no_known_kind_gets_no_row():
    assert phrasebook("ls", recognize("where is function foo defined")) == "ls"


@pytest.mark.parametrize("text, expected", [
    ("full command line of pid 2231", "ps -p 2231 -o args="),
    ("what command line was process 1234 started with", "ps -p 1234 -o args="),
    ("show the diff of main.go against the last commit", "git diff HEAD -- main.go"),
])
def test_a_process_command_line_and_a_file_diff_since_the_last_commit(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("change the third line of redis.conf to bind 0.0.0.0", "sed -i '3s/.*/bind 0.0.0.0/' redis.conf"),
    ("truncate dump.sql after line 500", "sed -i '501,$d' dump.sql"),
    ("what is DB_HOST set to in .env", "grep '^DB_HOST=' .env | cut -d= -f2-"),
    ("set max_connections to 200 in postgresql.conf", "sed -i 's/^\\(max_connections\\s*=\\s*\\).*/\\1200/' postgresql.conf"),
    ("remove the ANSI color codes from build_output.log", "sed 's/\\x1b\\[[0-9;]*m//g' build_output.log"),
    ("just the last path component of each line in paths.txt", "awk -F/ '{print $NF}' paths.txt"),
    ("rot13 secret.txt", "tr 'A-Za-z' 'N-ZA-Mn-za-m' < secret.txt"),
    ("show the header fields of sales.csv one per line", "head -n 1 sales.csv | tr ',' '\\n'"),
    ("list the column names of data.tsv one per line", "head -n 1 data.tsv | tr '\\t' '\\n'"),
])
def test_edits_and_reads_of_named_text_files(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("run npm start in the background logging to logs/server.log so it survives logout", "nohup npm start > logs/server.log 2>&1 &"),
    ("run ./server.sh in the background and log to server.log", "./server.sh > server.log 2>&1 &"),
])
def test_a_command_run_in_the_background_with_its_log(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("join the backup.tar.gz.part-* pieces back together", "cat backup.tar.gz.part-* > backup.tar.gz"),
    ("join disk.img.* back together into disk.img", "cat disk.img.* > disk.img"),
])
def test_split_pieces_joined(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_pieces_of_no_known_whole_get_no_row():
    assert phrasebook("ls", recognize("join part* back together")) == "ls"


@pytest.mark.parametrize("text, expected", [
    ("add the prefix 2024_ to every pdf in invoices/", 'cd invoices && for f in *.pdf; do mv -- "$f" "2024_$f"; done'),
    ("strip the 'copy of ' prefix from the files in ~/Documents", 'cd ~/Documents && for f in \'copy of \'*; do mv -- "$f" "${f#copy of }"; done'),
    ("replace spaces with underscores in all filenames in ~/Downloads", 'cd ~/Downloads && for f in *\\ *; do mv -- "$f" "${f// /_}"; done'),
    ("make every filename in photos/ lowercase", 'cd photos && for f in *; do [ "$f" = "${f,,}" ] || mv -- "$f" "${f,,}"; done'),
    ("rename backup.sql so it has today's date in the name", 'mv backup.sql "backup_$(date +%F).sql"'),
])
def test_names_changed_in_a_loop(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("which package did /usr/bin/convert come from", "dpkg -S /usr/bin/convert"),
    ("is archive.tar.gz corrupted", "gzip -t archive.tar.gz"),
    ("which lines of app.log mention both timeout and db01", "grep timeout app.log | grep db01"),
    ("what version is set in package.json", "jq -r .version package.json"),
    ("what users exist on this system", "cut -d: -f1 /etc/passwd"),
])
def test_questions_about_named_things(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("list every function definition in utils.py with its line number", "grep -n 'def ' utils.py"),
    ("which lines in the Makefile contain a tab", "grep -P '\\t' Makefile"),
    ("line numbers of lines with trailing whitespace in README.md", "grep -n '[[:space:]]$' README.md"),
    ("find leftover merge conflict markers in src", "grep -rnE '^(<<<<<<<|=======|>>>>>>>)' src"),
    ("print the certificate blocks between BEGIN CERTIFICATE and END CERTIFICATE in bundle.pem",
     "sed -n '/BEGIN CERTIFICATE/,/END CERTIFICATE/p' bundle.pem"),
    ("delete the last line of output.txt", "sed -i '$d' output.txt"),
    ("delete the first line of output.txt", "sed -i '1d' output.txt"),
])
def test_lines_found_or_cut_in_named_files(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("unzip legacy.zip excluding the __MACOSX junk", "unzip legacy.zip -x '__MACOSX/*'"),
    ("update site.zip with any changed files in public/", "zip -ru site.zip public"),
    ("make a zip of scans/ but flatten it so no folder paths are stored", "zip -rj scans.zip scans"),
    ("zip only files with extension .py from src recursively into code.zip", "zip -r code.zip src -i '*.py'"),
    ("pull the files out of ubuntu.iso into ./iso-files using 7z", "7z x ubuntu.iso -oiso-files"),
])
def test_zip_and_7z_options_said_in_words(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("print the lines between the START line and the END line in notes.txt", "sed -n '/START/,/END/p' notes.txt"),
    ("print the lines between BEGIN markers and END markers in x.conf", "sed -n '/BEGIN/,/END/p' x.conf"),
])
def test_marker_lines_said_with_their_words(text, expected):
    assert phrasebook("ls", recognize(text)) == expected



@pytest.mark.parametrize("text, expected", [
    ("make a tar.bz2 of the src folder", "tar -cjf src.tar.bz2 src"),
    ("create a tar.xz archive of docs", "tar -cJf docs.tar.xz docs"),
    ("pack src into a tar.bz2", "tar -cjf src.tar.bz2 src"),
    ("make a zip of the photos folder", "zip -r photos.zip photos"),
    ("make a tar.gz of ~/projects/api", "tar -czf api.tar.gz ~/projects/api"),
])
def test_an_archive_of_a_kind_named_by_its_extension(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_an_archive_named_by_its_file_is_no_kind():
    assert phrasebook("ls", recognize("make backup.tar.gz of the src folder")) != "tar -czf src.tar.gz src"


@pytest.mark.parametrize("text, expected", [
    ("edit /etc/hosts", "sudo nano /etc/hosts"),
    ("edit ~/.bashrc", "nano ~/.bashrc"),
    ("open notes.txt in a text editor", "nano notes.txt"),
    ("show invisible characters in config.txt", "cat -A config.txt"),
    ("which filesystem type is /home on", "df -T /home"),
    ("what type of filesystem is /mnt/usb", "df -T /mnt/usb"),
])
def test_editing_invisible_characters_and_file_system_types(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text", ["open notes.txt in vim", "edit /etc/hosts and add a line for db01", "which filesystem is /var on"])
def test_other_opening_requests_get_no_editor_row(text):
    assert phrasebook("ls", recognize(text)) == "ls"


def test_a_pdf_opens_in_the_desktop_s_program_not_an_editor():
    assert phrasebook("ls", recognize("open report.pdf")) == "xdg-open report.pdf"


@pytest.mark.parametrize("text, expected", [
    ("when was notes.txt created", "stat -c %w notes.txt"),
    ("show the ctime of /etc/shadow", "stat -c %z /etc/shadow"),
    ("when was /etc/passwd last read", "stat -c %x /etc/passwd"),
    ("when was report.docx last modified?", "stat -c %y report.docx"),
])
def test_one_time_of_a_file_is_stat_s(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_time_of_no_file_gets_no_stat_row():
    assert phrasebook("ls", recognize("when was the system last booted")) == "uptime -s"   # the boot row, no stat


@pytest.mark.parametrize("text, expected", [
    ("back up config.yaml with today's date appended to the name", "cp config.yaml config.yaml.$(date +%F)"),
    ("copy config.ini to a backup with today's date in YYYY-MM-DD form appended to the name", "cp config.ini config.ini.$(date +%F)"),
    ("back up db.sqlite with today's date as YYYYMMDD appended", "cp db.sqlite db.sqlite.$(date +%Y%m%d)"),
])
def test_a_backup_with_today_s_date_appended(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("find duplicate files in ~/Pictures by comparing md5 sums", "find ~/Pictures -type f -exec md5sum {} + | sort | uniq -w32 -dD"),
    ("is there a way to find duplicate files in ~/Pictures", "find ~/Pictures -type f -exec md5sum {} + | sort | uniq -w32 -dD"),
    ("find duplicate files by content under pictures", "find pictures -type f -exec md5sum {} + | sort | uniq -w32 -dD"),
    ("list duplicate files in ./assets by sha256", "find ./assets -type f -exec sha256sum {} + | sort | uniq -w64 -dD"),
])
def test_duplicate_files_are_found_by_their_checksums(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text", ["delete duplicate files in ~/Downloads", "find duplicate file names in ~/projects",
                                  "how much space are duplicate files wasting in /srv/media"])
def test_other_duplicate_requests_get_no_checksum_row(text):
    assert "md5sum" not in phrasebook("ls", recognize(text))


def test_duplicate_names_are_names_seen_twice():
    assert phrasebook("ls", recognize("find duplicate file names in ~/projects")) == "find ~/projects -type f -printf '%f\\n' | sort | uniq -d"


@pytest.mark.parametrize("text, expected", [
    ("trim leading and trailing whitespace from every line of names.txt", "sed 's/^[[:space:]]*//;s/[[:space:]]*$//' names.txt"),
    ("strip leading and trailing spaces from each line of list.txt in place", "sed -i 's/^[[:space:]]*//;s/[[:space:]]*$//' list.txt"),
])
def test_whitespace_trimmed_at_both_ends_of_each_line(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("what's the parent pid of 9182", "ps -o ppid= -p 9182"),
    ("which directory is pid 3150 running in", "pwdx 3150"),
    ("kill all the children of pid 4242 but not 4242 itself", "pkill -P 4242"),
    ("what command line is pid 8080 running", "ps -p 8080 -o args="),
    ("kill any phantomjs that has been running for more than an hour", "killall -o 1h phantomjs"),
    ("kill all chrome processes running longer than 2 days", "killall -o 2d chrome"),
    # one thing of one process, the pid said bare after "of" or "does"
    ("how many threads does 9120 have", "ps -o nlwp= -p 9120"),
    ("what's the nice value of 2020", "ps -o ni= -p 2020"),
    ("who owns pid 1777", "ps -o user= -p 1777"),
    ("total cpu time consumed by pid 4312", "ps -o time= -p 4312"),
    ("name of the program with pid 812", "ps -o comm= -p 812"),
    ("resident memory of pid 4312 in kb", "ps -o rss= -p 4312"),
    ("path to the executable of pid 812", "readlink /proc/812/exe"),
    ("resource limits of pid 4312", "cat /proc/4312/limits"),
    ("which cgroup is pid 4312 in", "cat /proc/4312/cgroup"),
    ("cpu affinity of pid 4312", "taskset -cp 4312"),
    ("pin pid 4312 to core 3", "taskset -cp 3 4312"),
    ("pin process 4312 to cpus 0 and 1", "taskset -cp 0,1 4312"),
    ("set io priority of pid 7001 to idle", "ionice -c3 -p 7001"),
    ("kill process group 4400", "kill -- -4400"),
    ("kill job number 1", "kill %1"),
    # hardware and platform questions
    ("is this a 64 bit install or 32 bit", "getconf LONG_BIT"),
    ("exact debian point release installed here", "cat /etc/debian_version"),
    ("am i inside a vm or a container right now", "systemd-detect-virt"),
    ("details for the e1000e kernel module", "modinfo e1000e"),
    ("what version of glibc is this system using", "ldd --version"),
    ("did this machine boot in uefi or legacy bios mode", "[ -d /sys/firmware/efi ] && echo UEFI || echo BIOS"),
    ("cpu model name", "lscpu | grep 'Model name'"),
    ("check whether the cpu has avx2", "grep -m1 -o avx2 /proc/cpuinfo"),
    ("smart health check on /dev/sda", "sudo smartctl -H /dev/sda"),
    ("all smart data for the nvme drive /dev/nvme0", "sudo smartctl -a /dev/nvme0"),
    ("list lvm logical volumes", "sudo lvs"),
    ("check the status of software raid md0", "sudo mdadm --detail /dev/md0"),
    ("nvidia gpu status", "nvidia-smi"),
    ("short summary of all the hardware", "sudo lshw -short"),
    ("motherboard make and model", "sudo dmidecode -t baseboard"),
    ("what laptop model is this", "sudo dmidecode -s system-product-name"),
    ("battery percentage", "cat /sys/class/power_supply/BAT0/capacity"),
    ("list sound cards", "aplay -l"),
    # archives: a member printed, an archive compared with the disk, members by wildcard
    ("print app/config.yml from app-backup.tar.gz to the terminal, don't write anything to disk", "tar -xzOf app-backup.tar.gz app/config.yml"),
    ("compare docs.tar with what's on disk now and show the differences", "tar -df docs.tar"),
    ("extract every .conf file from etc-backup.tar.gz", "tar -xzf etc-backup.tar.gz --wildcards '*.conf'"),
])
def test_a_process_s_parent_folder_children_and_command_line(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("open the newest pdf in ~/Downloads", 'xdg-open "$(ls -t ~/Downloads/*.pdf | head -n 1)"'),
    ("copy the latest dump from /backups/mysql to /mnt/offsite", 'cp "$(ls -t /backups/mysql/* | head -n 1)" /mnt/offsite/'),
    ("follow the newest log file in /var/log/myapp", 'tail -f "$(ls -t /var/log/myapp/*.log | head -n 1)"'),
    ("last 50 lines of the newest .log file in /var/log/app", 'tail -n 50 "$(ls -t /var/log/app/*.log | head -n 1)"'),
    ("open the most recently modified .txt file in this directory with less", 'less "$(ls -t *.txt | head -n 1)"'),
    ("copy the newest file in Downloads to the current directory", 'cp "$(ls -t Downloads/* | head -n 1)" .'),
    ("what's the newest file in ~/Downloads", "echo unchanged"),   # a question: the model's listing
])
def test_the_newest_file_of_a_folder_is_used(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_the_newest_file_is_the_one_copied(tmp_path):
    import os
    (tmp_path / "dumps").mkdir()
    (tmp_path / "out").mkdir()
    for age, name in ((300, "old.sql"), (100, "new.sql"), (200, "mid.sql")):
        path = tmp_path / "dumps" / name
        path.write_text(name)
        os.utime(path, (path.stat().st_atime - age, path.stat().st_mtime - age))
    command = phrasebook("echo unchanged", recognize("copy the latest dump from dumps to out"))
    run_in_folder(command, tmp_path)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["new.sql"]


@pytest.mark.parametrize("text, expected", [
    ("does firmware.bin match sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
     "echo '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  firmware.bin' | sha256sum -c"),
    ("the website says the md5 of setup.exe is 5d41402abc4b2a76b9719d911017c592, check it",
     "echo '5d41402abc4b2a76b9719d911017c592  setup.exe' | md5sum -c"),
    ("check debian-12.5.0-amd64-netinst.iso using debian-12.5.0-amd64-netinst.iso.sha256", "sha256sum -c debian-12.5.0-amd64-netinst.iso.sha256"),
    ("verify ubuntu-24.04-desktop-amd64.iso against SHA256SUMS", "sha256sum -c --ignore-missing SHA256SUMS"),   # the other files' lines
    ("verify checksums.sha256 with no output at all, i just want the exit code", "sha256sum -c --status checksums.sha256"),
    ("is app.tar.gz's sha1 5d41402abc4b2a76b9719d911017c592", "echo unchanged"),   # 32 digits are no sha1
])
def test_a_file_is_checked_against_a_hash(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_a_checked_hash_passes_and_fails_for_real(tmp_path):
    (tmp_path / "firmware.bin").write_bytes(b"test")
    good = phrasebook("echo unchanged", recognize("does firmware.bin match sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"))
    bad = phrasebook("echo unchanged", recognize("does firmware.bin match sha256 0f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"))
    assert run_in_folder(good, tmp_path, check=False).returncode == 0
    assert run_in_folder(bad, tmp_path, check=False).returncode != 0


@pytest.mark.parametrize("text, expected", [
    ("recreate the directory tree of src inside dst without copying any files", "rsync -a --include='*/' --exclude='*' src/ dst/"),
    ("copy just the folder structure of Photos into Photos_empty, without any files", "rsync -a --include='*/' --exclude='*' Photos/ Photos_empty/"),
    ("copy only the .jpg files from ~/Pictures to /mnt/usb/Pictures, keeping the folder structure",
     "rsync -a --include='*/' --include='*.jpg' --exclude='*' ~/Pictures/ /mnt/usb/Pictures/"),
    ("copy only the .jpg files from camera/ and its subfolders to photos@nas:/photos/ keeping the subfolder structure",
     "rsync -a --include='*/' --include='*.jpg' --exclude='*' camera/ photos@nas:/photos/"),
])
def test_folders_are_copied_without_their_other_files(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_only_the_folders_and_the_kind_asked_are_copied_for_real(tmp_path):
    for name in ("camera/a.jpg", "camera/2024/b.jpg", "camera/2024/c.png", "camera/raw/d.cr2"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    command = phrasebook("echo unchanged", recognize("copy only the .jpg files from camera to sorted, keeping the folder structure"))
    run_in_folder(command, tmp_path)
    got = sorted(str(p.relative_to(tmp_path / "sorted")) for p in (tmp_path / "sorted").rglob("*"))
    assert got == ["2024", "2024/b.jpg", "a.jpg", "raw"]


@pytest.mark.parametrize("text, expected", [
    ("copy project to ~/backup/project but leave out .git directories", "rsync -a --exclude=.git project/ ~/backup/project/"),
    ("back up my whole home to /media/backup/home but skip the .cache folder", "rsync -a --exclude=.cache ~/ /media/backup/home/"),
    ("sync dist/ into /var/www/html, skipping .map files", "rsync -av --exclude='*.map' dist/ /var/www/html/"),
    ("copy src to dev01:/opt/app/src/ but skip *.log files and node_modules",
     "rsync -av --exclude='*.log' --exclude=node_modules src/ dev01:/opt/app/src/"),
    ("copy photos to /mnt/usb without the raw folder", "rsync -a --exclude=raw photos /mnt/usb/"),   # onto a drive: the folder itself
    ("back up ~/website to website.tar.gz without node_modules", "echo unchanged"),                 # an archive: tar's --exclude
])
def test_a_copy_leaving_things_out_is_rsync(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected


def test_what_a_copy_leaves_out_is_left_out_for_real(tmp_path):
    for name in ("project/main.py", "project/.git/HEAD", "project/lib/.git/x", "project/build.log"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name)
    (tmp_path / "backup").mkdir()   # (rsync makes the last folder of the destination only, as cp -r does)
    command = phrasebook("echo unchanged", recognize("copy project to backup/project but leave out .git folders and *.log files"))
    run_in_folder(command, tmp_path)
    got = sorted(str(p.relative_to(tmp_path / "backup/project")) for p in (tmp_path / "backup/project").rglob("*"))
    assert got == ["lib", "main.py"]


def test_the_newest_file_shown_is_named_not_printed():
    assert phrasebook("echo unchanged", recognize("show the most recently modified file in ~/Downloads")) == "echo unchanged"


@pytest.mark.parametrize("text, expected", [
    ("suspend the laptop", "systemctl suspend"),
    ("put the computer to sleep", "systemctl suspend"),
    ("hibernate the machine", "systemctl hibernate"),
    ("lock the screen", "loginctl lock-session"),
    ("continue the suspended job in the background", "ls"),   # a shell job, not the machine
])
def test_the_machines_power_state_said_plainly(text, expected):
    assert phrasebook("ls", recognize(text)) == expected
