"""The phrasebook's notify module (serval.model.phrasebook.notify): mail and mutt, sendmail and msmtp, the mail queue,
swaks, notify-send, wall, write, mesg, logger and systemd-cat, Slack, Discord and Teams webhooks, ntfy, and a message
sent after a command finishes. The answers are compared as text, split with shlex and checked with ``bash -n`` (never
run: nothing is mailed, posted or shown); requests that are not about a message, or that leave out a recipient, a
URL, a topic or the text, get no answer."""

import shlex
import shutil
import subprocess

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer


def answer(text: str) -> str | None:
    return _answer(clean(text))


CASES = [
    # mail and mutt
    ('email /var/log/backup.log to ops@example.com with subject "Nightly backup log"', "mail -s 'Nightly backup log' ops@example.com < /var/log/backup.log"),
    ("email notes.txt to bob@example.com with subject 'Notes'", "mail -s 'Notes' bob@example.com < notes.txt"),
    ("send report.pdf to bob@example.com", "mail -A report.pdf bob@example.com < /dev/null"),
    ("email alice@example.com the body 'server rebooted' with subject Reboot", "echo 'server rebooted' | mail -s 'Reboot' alice@example.com"),
    ("mail root with subject 'cron ok' and no body", "mail -s 'cron ok' root < /dev/null"),
    ("pipe uptime into an email to root, subject 'load'", "uptime | mail -s 'load' root"),
    ("email the last 20 lines of /var/log/syslog to ops@example.com, subject syslog tail", "tail -n 20 /var/log/syslog | mail -s 'syslog tail' ops@example.com"),
    ("mail summary.txt to dev@example.com cc qa@example.com, subject Summary", "mail -s 'Summary' -c qa@example.com dev@example.com < summary.txt"),
    ("mail notes.txt to team@example.com with a blind copy to archive@example.com; subject Meeting notes",
     "mail -s 'Meeting notes' -b archive@example.com team@example.com < notes.txt"),
    ("mail my crontab listing to admin@example.com, subject 'crontab on build03'", "crontab -l | mail -s 'crontab on build03' admin@example.com"),
    ("Mail report_q3.csv as an attachment to finance@acme.com, subject \"Q3 report\", body \"See attached.\"",
     "echo 'See attached.' | mail -s 'Q3 report' -A report_q3.csv finance@acme.com"),
    ("how do i send test.txt to alice@example.com so it comes from noreply@web01.example.com? subject Test",
     "mail -s 'Test' -r noreply@web01.example.com alice@example.com < test.txt"),
    ("if errors.txt is not empty mail it to qa@example.com subject 'Test failures'", "[ -s errors.txt ] && mail -s 'Test failures' qa@example.com < errors.txt"),
    ("gzip app.log (keep the original) and mail app.log.gz to support@vendor.com as an attachment, subject 'Logs for ticket 4821', empty body",
     "gzip -k app.log && mail -s 'Logs for ticket 4821' -A app.log.gz support@vendor.com < /dev/null"),
    ("mutt: send data.csv to ana@example.com as an attachment, subject Data, empty body", "mutt -s 'Data' -a data.csv -- ana@example.com < /dev/null"),
    ("use mutt to send all the .jpg files in ~/Pictures/lisbon to mom@example.com, subject 'Photos from Lisbon', empty body",
     "mutt -s 'Photos from Lisbon' -a ~/Pictures/lisbon/*.jpg -- mom@example.com < /dev/null"),
    ("open the old mailbox file ~/Mail/2019.mbox in mutt", "mutt -f ~/Mail/2019.mbox"),
    ("check if there's any mail in my mailbox and print 'you have mail' if there is", "mail -e && echo 'you have mail'"),
    ("run `rsync -a ~/Photos/ nas:/backup/photos/` and when it's done mail me@example.com with subject 'rsync finished' (no body)",
     "rsync -a ~/Photos/ nas:/backup/photos/; mail -s 'rsync finished' me@example.com < /dev/null"),
    ("schedule a mail to team@example.com for 9am tomorrow, subject Standup, body 'Standup in 10 min'",
     "echo \"echo 'Standup in 10 min' | mail -s 'Standup' team@example.com\" | at 9:00 tomorrow"),
    # sendmail, msmtp, the queue
    ("draft.eml already has To: and Subject: headers, just send it out", "sendmail -t < draft.eml"),
    ("use sendmail to send ops@example.com a message with subject 'Disk alert' and body 'sda1 at 92%'",
     "printf 'Subject: Disk alert\\n\\nsda1 at 92%%\\n' | sendmail ops@example.com"),
    ("send alert.eml to sre@example.com via sendmail with envelope sender bounce@example.com", "sendmail -f bounce@example.com sre@example.com < alert.eml"),
    ("msmtp: send letter.txt to pm@example.com through account work", "msmtp -a work pm@example.com < letter.txt"),
    ("what's stuck in the mail queue?", "mailq"),
    ("how many messages are waiting in the mail queue", "mailq | tail -n 1"),
    ("flush the postfix queue, retry everything queued", "sudo postqueue -f"),
    # swaks
    ("swaks to ops@example.com via mail.example.org port 587 with STARTTLS", "swaks --to ops@example.com --server mail.example.org --port 587 --tls"),
    ("swaks: mail quarterly.pdf as an attachment to cfo@example.com via mx1.example.com", "swaks --to cfo@example.com --server mx1.example.com --attach @quarterly.pdf"),
    ("is mail.example.net an open relay? try from test@outside.org to victim@gmail.com and quit after RCPT",
     "swaks --server mail.example.net --from test@outside.org --to victim@gmail.com --quit-after RCPT"),
    # notify-send
    ("popup on my desktop saying Coffee break", "notify-send 'Coffee break'"),
    ("desktop notification saying Tea is ready", "notify-send 'Tea is ready'"),
    ("pop up 'Lunch' with the dialog-information icon", "notify-send -i dialog-information 'Lunch'"),
    ("critical notification titled Alert with body 'CPU hot'", "notify-send -u critical 'Alert' 'CPU hot'"),
    ("Show 'Meeting in 5 minutes' as a notification that disappears after 10 seconds.", "notify-send -t 10000 'Meeting in 5 minutes'"),
    ("low urgency popup titled Updates with body '12 packages can be upgraded'", "notify-send -u low 'Updates' '12 packages can be upgraded'"),
    ("a notification under the app name rsync-job saying Sync complete", "notify-send -a rsync-job 'Sync complete'"),
    ("remind me with a popup 'Take the pizza out' in 12 minutes", "sleep 12m && notify-send 'Take the pizza out'"),
    ("run make -j8 and pop up 'Build done' when it finishes", "make -j8; notify-send 'Build done'"),
    ("run ./build.sh and pop up 'Build finished' when it's done", "./build.sh; notify-send 'Build finished'"),
    ("make, then notify 'Build OK' or 'Build FAILED' depending on whether it worked", "make && notify-send 'Build OK' || notify-send 'Build FAILED'"),
    # wall, write, mesg
    ("broadcast 'System going down for maintenance at 23:00' to everyone logged in", "wall 'System going down for maintenance at 23:00'"),
    ("broadcast 'back in 5' to everyone logged in", "wall 'back in 5'"),
    ("wall the output of uptime to all logged in users", "uptime | wall"),
    ("wall the text in /etc/maintenance_notice.txt to all terminals", "wall < /etc/maintenance_notice.txt"),
    ("as root, broadcast 'reboot in 5 min' without the 'Broadcast message from' banner", "wall -n 'reboot in 5 min'"),
    ("reboot in 10 minutes and warn logged in users with 'Kernel update reboot'", "sudo shutdown -r +10 'Kernel update reboot'"),
    ("write 'hi there' to bob's terminal", "echo 'hi there' | write bob"),
    ("kenji is on pts/4 - write him 'your job on gpu1 finished'", "echo 'your job on gpu1 finished' | write kenji pts/4"),
    ("stop people from writing messages to my terminal", "mesg n"),
    # logger and the journal
    ("log 'nightly ok' to syslog with tag nightly", "logger -t nightly 'nightly ok'"),
    ("syslog message 'fan failure' as local3.crit tagged hw", "logger -t hw -p local3.crit 'fan failure'"),
    ("log 'sudoers file changed' at notice level in the auth facility", "logger -p auth.notice 'sudoers file changed'"),
    ("feed each line of /tmp/import_errors.txt into syslog with the tag importer", "logger -t importer -f /tmp/import_errors.txt"),
    ("Send the syslog message 'firewall reloaded' to syslog.example.com over TCP port 1514", "logger -T -n syslog.example.com -P 1514 'firewall reloaded'"),
    ("after ./sync.sh finishes, log 'sync done' to syslog with tag sync", "./sync.sh; logger -t sync 'sync done'"),
    ("if ./cleanup.sh fails write 'cleanup failed' to syslog as an error, tag cleanup", "./cleanup.sh || logger -t cleanup -p user.err 'cleanup failed'"),
    ("Execute ./reindex.sh with its output going to the systemd journal under identifier reindex", "systemd-cat -t reindex ./reindex.sh"),
    ("write a journal entry with message 'deploy 77 done' plus a custom field DEPLOY_ID=77",
     "printf 'MESSAGE=deploy 77 done\\nDEPLOY_ID=77\\n' | logger --journald"),
    # webhooks
    ("post 'it works' to the slack webhook $SLACK_WEBHOOK", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"it works\"}' \"$SLACK_WEBHOOK\""),
    ("discord webhook https://discord.com/api/webhooks/118/AbC - post 'Server restarted'",
     "curl -H 'Content-Type: application/json' -d '{\"content\":\"Server restarted\"}' https://discord.com/api/webhooks/118/AbC"),
    ("post \"Deploy 'v2' done\" to the teams webhook in $TEAMS_WEBHOOK",
     "curl -H 'Content-Type: application/json' -d '{\"text\":\"Deploy '\\''v2'\\'' done\"}' \"$TEAMS_WEBHOOK\""),
    ("run ./deploy.sh and if it fails post 'deploy broke' to the slack webhook $SLACK_WEBHOOK",
     "./deploy.sh || curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy broke\"}' \"$SLACK_WEBHOOK\""),
    ("post payload.json to https://hooks.slack.com/services/T0/B0/xyz", "curl -X POST -H 'Content-type: application/json' --data @payload.json https://hooks.slack.com/services/T0/B0/xyz"),
    # ntfy
    ("ntfy: 'Backup done' to topic homelab-alerts", "curl -d 'Backup done' ntfy.sh/homelab-alerts"),
    ("ntfy 'Job done' to topic my-jobs-42 with high priority", "curl -H 'Priority: high' -d 'Job done' ntfy.sh/my-jobs-42"),
    ("ntfy title 'Hi' message 'there' to topic t-123", "curl -H 'Title: Hi' -d 'there' ntfy.sh/t-123"),
    ("ntfy message 'Someone logged in as root' on topic sec-box7 with the tags warning and skull",
     "curl -H 'Tags: warning,skull' -d 'Someone logged in as root' ntfy.sh/sec-box7"),
    ("run make and only if it succeeds send ntfy 'make ok' to topic ci-77", "make && curl -d 'make ok' ntfy.sh/ci-77"),
    ("watch incoming messages on ntfy topic alerts-7f3k in my terminal", "ntfy subscribe alerts-7f3k"),
    # sounds
    ("beep when ./x.sh is done", "./x.sh; printf '\\a'"),
    ("play a sound when ./long_export.sh finishes", "./long_export.sh; paplay /usr/share/sounds/freedesktop/stereo/complete.oga"),
]

NONE = [
    "send a notification", "email it to me", "post to the slack webhook", "notify me when it finishes",
    "write 'foo' to bar.txt", "extract all email addresses from users.txt", "what is the broadcast address of eth0",
    "clear the terminal", "ntfy to topic abc-1", "mail bob@example.com", "send a desktop notification about the disk",
    "slack message 'x'", "email ops@example.com with subject 'Hi'", "open a new terminal in /tmp",
    "log the output to out.log", "set git user.email to me@example.com",
    "mail newsletter.txt separately to every address in subscribers.txt (one per line), subject 'March newsletter'",
    "run ./backup.sh, then mail all of its output to admin@example.com with the exit status in the subject, like 'backup.sh exit 0'",
]


@pytest.mark.parametrize("text,expected", CASES)
def test_answer(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", NONE)
def test_left_alone(text):
    assert answer(text) is None


@pytest.mark.parametrize("text,expected", CASES)
def test_answer_parses(text, expected):
    said = answer(text)
    assert shlex.split(said)
    if shutil.which("bash"):
        run = subprocess.run(["bash", "-n", "-c", said], capture_output=True, text=True, timeout=10)
        assert run.returncode == 0, run.stderr
