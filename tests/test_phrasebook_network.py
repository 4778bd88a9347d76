"""The phrasebook's networking rows (serval.model.phrasebook.network, web and sshoptions): sockets with ss, traceroute,
rsync and scp to and from hosts, curl and wget options said in words, ip addresses and routes, dig, ssh logins. Nothing
here touches the network: the answers are compared as text, and only the parts that run locally (an rsync between two
folders of the test's own, an awk tally over a fixed ss listing) are run, in pytest's tmp_path."""

import subprocess

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import network, phrasebook, sshoptions, web
from shell_helpers import rows_answer


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


ANSWERS = [
    # sockets
    ("which tcp ports are listening on this box?", "ss -tln"),
    ("tally tcp connections per state", "ss -tan | awk 'NR>1 {print $1}' | sort | uniq -c"),
    ("count the tcp connections by state", "ss -tan | awk 'NR>1 {print $1}' | sort | uniq -c"),
    ("give me a socket summary", "ss -s"),
    ("udp ports open for listening, numeric output", "ss -uln"),
    ("list all my tcp connections going to remote port 443", "ss -tn 'dport = :443'"),
    ("how many established connections does postgres have on port 5432 right now", "ss -Htn state established '( sport = :5432 )' | wc -l"),
    ("how many established connections does the server have on port 443", "ss -Htn state established '( sport = :443 )' | wc -l"),
    ("any tcp connections with 203.0.113.50?", "ss -tn dst 203.0.113.50"),
    ("list listening unix domain sockets", "ss -xl"),
    ("what ports is this machine listening on (tcp and udp)", "ss -tuln"),
    ("list the ports this machine is listening on", "ss -tuln"),
    # traceroute
    ("trace the hops to 8.8.4.4 but don't resolve names", "traceroute -n 8.8.4.4"),
    ("icmp is blocked, traceroute to api.stripe.com using tcp port 443", "sudo traceroute -T -p 443 api.stripe.com"),
    ("trace the route to 10.20.0.5 with ICMP echo probes instead of udp", "sudo traceroute -I 10.20.0.5"),
    ("traceroute to example.org, at most 12 hops, no dns", "traceroute -n -m 12 example.org"),
    # rsync and scp with a remote host
    ("push the contents of ./build into ci@10.1.1.9:/opt/app, ssh there is on port 2222", "rsync -a -e 'ssh -p 2222' ./build/ ci@10.1.1.9:/opt/app/"),
    ("pull fs01:/home/alice/reports/ into ./reports but don't overwrite files that are newer on my side", "rsync -a -u fs01:/home/alice/reports/ ./reports/"),
    ("only the .jpg files from ~/Pictures, subfolders too, rsynced to gallery@web01:/srv/gallery",
     "rsync -a --include='*/' --include='*.jpg' --exclude='*' ~/Pictures/ gallery@web01:/srv/gallery/"),
    ("push ~/site into www@host7:/var/www, compressed, ssh port 2200", "rsync -a -z -e 'ssh -p 2200' ~/site/ www@host7:/var/www/"),
    ("move everything in ~/camera/DCIM to media@nas:/photos/inbox and delete the local copies once transferred",
     "rsync -a --remove-source-files ~/camera/DCIM/ media@nas:/photos/inbox/"),
    ("send dump.sql to root@203.0.113.7 into /tmp, ssh listens on 2022 there", "scp -P 2022 dump.sql root@203.0.113.7:/tmp/"),
    ("copy report.pdf to alice@files01:/srv/in, ssh port 2200", "scp -P 2200 report.pdf alice@files01:/srv/in/"),
    ("fetch all the .log files from /var/log/app on app01 into ./logs", "scp 'app01:/var/log/app/*.log' ./logs/"),
    ("grab the csv files from /srv/exports on db02.internal into the current folder", "scp 'db02.internal:/srv/exports/*.csv' ."),
    ("copy web01:/etc/nginx/nginx.conf over to web02:/tmp/, routing the data through my machine", "scp -3 web01:/etc/nginx/nginx.conf web02:/tmp/"),
    ("copy big.iso to mirror01:/srv/iso/ with scp but throttle it to about 1 MB/s", "scp -l 8192 big.iso mirror01:/srv/iso/"),
    ("diff my local nginx.conf against /etc/nginx/nginx.conf on web01", "diff nginx.conf <(ssh web01 cat /etc/nginx/nginx.conf)"),
    ("compare app.conf with web02:/etc/app/app.conf", "diff app.conf <(ssh web02 cat /etc/app/app.conf)"),
    ("copy ~/.ssh/deploy_key.pub into authorized_keys of deploy@ci.example.com, ssh port 2200", "ssh-copy-id -i ~/.ssh/deploy_key.pub -p 2200 deploy@ci.example.com"),
    ("uptime on web01 web02 and web03, one after another over ssh", 'for h in web01 web02 web03; do ssh "$h" uptime; done'),
    ("run df -h on db01, db02 and db03 over ssh", 'for h in db01 db02 db03; do ssh "$h" df -h; done'),
    # curl and wget
    ("my wget of https://releases.ubuntu.com/24.04/ubuntu-24.04-desktop-amd64.iso died halfway, pick it up where it stopped",
     "wget -c https://releases.ubuntu.com/24.04/ubuntu-24.04-desktop-amd64.iso"),
    ("fetch every link listed in urls.txt", "wget -i urls.txt"),
    ("download everything in links.txt into ~/Downloads/batch and skip files I already have", "wget -nc -i links.txt -P ~/Downloads/batch"),
    ("download every URL listed in urls.txt into ./downloads", "wget -i urls.txt -P ./downloads"),
    ("fetch http://example.com through our proxy proxy.corp.local on port 3128", "curl -x http://proxy.corp.local:3128 http://example.com"),
    ("load https://check.torproject.org through my socks5 proxy at localhost:1080", "curl --socks5-hostname localhost:1080 https://check.torproject.org"),
    ("test https://app.example.com against the new server 203.0.113.10 without editing /etc/hosts",
     "curl --resolve app.example.com:443:203.0.113.10 https://app.example.com"),
    ("weather for Berlin in the terminal", "curl wttr.in/Berlin"),
    ("ftp upload release.zip to ftp://ftp.example.com/uploads/ (login ftpuser / ftp2024)", "curl -T release.zip -u ftpuser:ftp2024 ftp://ftp.example.com/uploads/"),
    ("force ipv4 for curl https://api.example.com/ping", "curl -4 https://api.example.com/ping"),
    ("quietly download https://downloads.example.com/tools/cli-linux-amd64 and name it mycli", "curl -s -o mycli https://downloads.example.com/tools/cli-linux-amd64"),
    ("does https://example.com/old-page.html still exist? check it without downloading", "wget --spider https://example.com/old-page.html"),
    ("wget https://private.example.com/data/export.csv, http user analyst, password Q3data!",
     "wget --user=analyst --password='Q3data!' https://private.example.com/data/export.csv"),
    ("stream https://example.com/data/logs.tar.gz straight into tar and unpack it here, don't keep the archive",
     "wget -qO- https://example.com/data/logs.tar.gz | tar -xzf -"),
    ("recursively get https://repo.example.com/pub/datasets/2024/ without creating the hostname dir or the pub/datasets dirs",
     "wget -r -nH --cut-dirs=2 -np https://repo.example.com/pub/datasets/2024/"),
    ("download page1.html to page5.html from https://docs.example.com/guide/ in one command", "curl -O 'https://docs.example.com/guide/page[1-5].html'"),
    ("fetch img01.jpg through img12.jpg from https://cdn.example.com/gallery/", "curl -O 'https://cdn.example.com/gallery/img[01-12].jpg'"),
    ("how many lines of https://ci.example.com/job/42/console.txt contain ERROR", "curl -s https://ci.example.com/job/42/console.txt | grep -c ERROR"),
    ("when does the tls certificate of example.com expire? show the validity dates",
     "echo | openssl s_client -connect example.com:443 -servername example.com 2>/dev/null | openssl x509 -noout -dates"),
    # ssh
    ("ssh to git@gitlab.example.com keeps failing, connect with maximum debug output", "ssh -vvv git@gitlab.example.com"),
    ("ssh to labpc with X11 forwarding so I can run gui apps", "ssh -X labpc"),
    ("my ssh to devbox keeps dropping when idle, connect with a keepalive every 60 seconds", "ssh -o ServerAliveInterval=60 devbox"),
    ("build-server gets reinstalled all the time, ssh in without host key checking and without saving its key",
     "ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null build-server"),
    ("append github.com's ssh host keys to my known_hosts", "ssh-keyscan github.com >> ~/.ssh/known_hosts"),
    ("test my github ssh auth using the key ~/.ssh/github_work", "ssh -i ~/.ssh/github_work -T git@github.com"),
    # ping, ip, dig
    ("test the path mtu to 10.0.0.1: ping with 1472-byte payload and don't-fragment set", "ping -M do -s 1472 10.0.0.1"),
    ("keep pinging 1.1.1.1 for 10 seconds then stop", "ping -w 10 1.1.1.1"),
    ("take the address 10.10.0.5/16 off eth1", "sudo ip addr del 10.10.0.5/16 dev eth1"),
    ("get rid of the route to 10.8.0.0/24", "sudo ip route del 10.8.0.0/24"),
    ("which interface and gateway would traffic to 8.8.8.8 use?", "ip route get 8.8.8.8"),
    ("set eth0 mtu to 9000 for jumbo frames", "sudo ip link set dev eth0 mtu 9000"),
    ("ipv6 routing table please", "ip -6 route"),
    ("dig the AAAA record for google.com and only print the answer section", "dig +noall +answer AAAA google.com"),
    ('check the DKIM key published for selector "google" on example.com', "dig TXT google._domainkey.example.com"),
]


# a remote folder named before its host, and a remote path fetched into a folder here
ANSWERS += [
    ("upload index.html to /var/www/html on web01 as user deploy", "scp index.html deploy@web01:/var/www/html/"),
    ("copy backup.tar.gz to /srv/backups on nas01 as admin", "scp backup.tar.gz admin@nas01:/srv/backups/"),
    # another host's ports, an interface's address and counters, wifi networks
    ("scan 192.168.1.20 and tell me what ports are open", "nmap 192.168.1.20"),
    ("which open ports does 10.0.0.7 have", "nmap 10.0.0.7"),
    ("which ports are open on db01", "nmap db01"),
    ("which interface has 10.0.0.5", "ip -o addr show | grep -F ' 10.0.0.5/'"),
    ("how much traffic has gone through eth0 since boot", "ip -s link show eth0"),
    ("what wifi networks can i see", "nmcli device wifi list"),
    ("list the available wifi networks", "nmcli device wifi list"),
    ("tunnel local port 5432 to postgres on db.internal:5432 via bastion.example.com, no remote shell", "ssh -N -L 5432:db.internal:5432 bastion.example.com"),
    ("ping-scan 192.168.1.0/24 to see which hosts are up", "nmap -sn 192.168.1.0/24"),
    ("copy the folder site to /srv/www on 10.0.0.5 as root", "scp -r site root@10.0.0.5:/srv/www/"),
    ("pull the folder /var/log/postgresql from db02 into the current directory", "scp -r db02:/var/log/postgresql ."),
    ("get /var/backups/db.sql.gz from backup01 as admin into ~/restore", "scp admin@backup01:/var/backups/db.sql.gz ~/restore"),
]


@pytest.mark.parametrize("text, expected", ANSWERS)
def test_network_answers(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "traceroute to github.com",                               # nothing but the host: the model's
    "copy photo.jpg to /media/pics on usb",                   # a local place, not a host
    "upload index.html to /var/www/html on web01 and restart nginx",   # a second step
    "scp photos.zip to bob@fileserver:/data/ preserving timestamps and modes",
    "sync ~/projects/site to deploy@web01:/var/www/site and delete remote files I've removed locally",   # --delete: the model's
    "Sync ./uploads to cdn01:/var/www/uploads, skip anything over 100M",
    "copy ~/Documents onto the usb stick at /media/usb/Documents with rsync, show progress",   # local to local: files' rows
    "ssh to the server with verbose output",                  # "the server" names no host
    "check whether port 5432 is open on db01.internal",       # nc, not ss
    # the program behind a port or socket: the model's lsof or ss -p
    "something is already using port 8080, what process is it",
    "which process is listening on port 3000",
    "what is listening on port 5432?",
    "list listening tcp and udp sockets along with the process that owns each",
    "show all listening TCP ports with their programs",
    # rsync named with a port, a key, a dry run or a resumable copy; a file with a port: the model's
    "rsync ./site to web@10.0.0.8:/srv/site, the server runs ssh on port 2222",
    "rsync /home/ to backup@10.0.0.50:/backups/home/ using the ssh key ~/.ssh/backup_key",
    "dry run: what would rsync change copying ./dist/ to deploy@web01:/var/www/app/",
    "send movie.mkv to media01:/mnt/media so i can resume if the connection drops",
    "send build.zip to deploy@ci.example.com:/opt/builds/ using the key ~/.ssh/deploy_key",
    "download https://example.com/app.tar.gz and extract it here without keeping the archive",   # the model's curl | tar
    "download https://example.com/x/tool.tar.xz without saving the archive",   # not unpacked: no tar
    "diff a.txt against b.txt",
])
def test_network_rows_leave_other_requests(text):
    # none of this area's rows answers (another module's row may)
    assert rows_answer(network.ROWS + sshoptions.ROWS + web.ROWS, recognize(text).text) is None


def test_the_other_rows_keep_their_answers():
    # the socket rows come after the phrases answered whole
    assert answer("show all established TCP connections") == "ss -t state established"
    assert answer("how many sockets are stuck in TIME_WAIT") == "ss -Htan state time-wait | wc -l"
    assert rows_answer(network.ROWS, "what ports is sshd listening on") == "sudo ss -tlnp | grep sshd"


def test_rsync_answer_runs_between_local_folders(tmp_path):
    # the remote end of the answer swapped for a local folder: -u leaves the newer file on my side alone
    made = answer("pull fs01:/home/alice/reports/ into ./reports but don't overwrite files that are newer on my side")
    src, dst = tmp_path / "remote", tmp_path / "reports"
    src.mkdir()
    dst.mkdir()
    (src / "a.txt").write_text("remote a\n")
    (src / "b.txt").write_text("remote b\n")
    (dst / "b.txt").write_text("mine, newer\n")
    subprocess.run(["touch", "-d", "2001-01-01", str(src / "b.txt")], check=True)
    command = made.replace("fs01:/home/alice/reports/", "./remote/")
    subprocess.run(["bash", "-c", command], cwd=tmp_path, check=True)
    assert (dst / "a.txt").read_text() == "remote a\n"
    assert (dst / "b.txt").read_text() == "mine, newer\n"


def test_rsync_include_answer_copies_only_one_kind(tmp_path):
    made = answer("only the .jpg files from ~/Pictures, subfolders too, rsynced to gallery@web01:/srv/gallery")
    pics = tmp_path / "Pictures" / "2024"
    pics.mkdir(parents=True)
    (pics / "a.jpg").write_text("jpg")
    (pics / "b.png").write_text("png")
    command = made.replace("~/Pictures/", "./Pictures/").replace("gallery@web01:/srv/gallery/", "./gallery/")
    subprocess.run(["bash", "-c", command], cwd=tmp_path, check=True)
    assert (tmp_path / "gallery" / "2024" / "a.jpg").exists()
    assert not (tmp_path / "gallery" / "2024" / "b.png").exists()


def test_state_tally_counts_a_listing(tmp_path):
    # the tally's awk, sort and uniq over a fixed ss listing instead of the live one
    made = answer("tally tcp connections per state")
    listing = tmp_path / "ss.txt"
    listing.write_text("State Recv-Q Send-Q Local Peer\nLISTEN 0 128 *:22 *:*\nESTAB 0 0 1:2 3:4\nESTAB 0 0 1:5 3:6\n")
    command = made.replace("ss -tan", "cat ss.txt")
    out = subprocess.run(["bash", "-c", command], cwd=tmp_path, check=True, capture_output=True, text=True).stdout
    assert [line.split() for line in out.splitlines()] == [["2", "ESTAB"], ["1", "LISTEN"]]
