"""The phrasebook's ssh logins and tunnels built from options said in words, and the agent's tasks
(serval.model.phrasebook.sshoptions); the logins read back through ``ssh -G`` (which resolves options without
connecting), the agent's answers run against a real ssh-agent with a key made for the test."""

import subprocess

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook, sshoptions
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


LOGINS = [
    ("log in to the throwaway vm 203.0.113.10 without host key checks",
     "ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null 203.0.113.10", {"stricthostkeychecking": "false", "userknownhostsfile": "/dev/null"}),
    ("ssh to 10.0.0.8 with a password, don't try my keys", "ssh -o PubkeyAuthentication=no 10.0.0.8", {"pubkeyauthentication": "false"}),
    ("use only ~/.ssh/client_a for ops@client-a.example.com, ignore whatever is in the agent",
     "ssh -i ~/.ssh/client_a -o IdentitiesOnly=yes ops@client-a.example.com", {"identitiesonly": "yes", "user": "ops"}),
    ("give up after 5 seconds if web09 doesn't answer", "ssh -o ConnectTimeout=5 web09", {"connecttimeout": "5"}),
    ("keep my connection to flaky.example.com alive with a ping every 60s", "ssh -o ServerAliveInterval=60 flaky.example.com", {"serveraliveinterval": "60"}),
    ("log in to build01 with agent forwarding", "ssh -A build01", {"forwardagent": "yes"}),
    ("ssh to app01.example.com as deploy on port 2200 with agent forwarding", "ssh -p 2200 -A deploy@app01.example.com",
     {"port": "2200", "user": "deploy", "forwardagent": "yes"}),
    # tunnels, jumps, X11
    ("forward local port 5433 to postgres on db01.internal", "ssh -L 5433:localhost:5432 db01.internal", {"localforward": "5433 [localhost]:5432"}),
    ("forward local 3307 to mysql on db01.internal via bastion.example.com, no remote shell", "ssh -N -L 3307:db01.internal:3306 bastion.example.com",
     {"localforward": "3307 [db01.internal]:3306", "hostname": "bastion.example.com"}),
    ("tunnel localhost:8080 to port 80 on intranet.corp through gw.corp.com and put it in the background",
     "ssh -f -N -L 8080:intranet.corp:80 gw.corp.com", {"localforward": "8080 [intranet.corp]:80"}),
    ("forward port 8443 on all my interfaces to 443 on app01 through jump.example.com", "ssh -L 0.0.0.0:8443:app01:443 jump.example.com",
     {"localforward": "[0.0.0.0]:8443 [app01]:443"}),
    ("tunnel localhost:8080 here to port 80 on nas.local, logging in as anna", "ssh -L 8080:localhost:80 anna@nas.local",
     {"localforward": "8080 [localhost]:80", "user": "anna"}),
    ("reverse tunnel so port 2222 on vps.example.com gets to ssh on this box", "ssh -R 2222:localhost:22 vps.example.com",
     {"remoteforward": "2222 [localhost]:22"}),
    ("background socks proxy on 9050 via alice@home.example.net, its ssh is on 2200", "ssh -f -N -D 9050 -p 2200 alice@home.example.net",
     {"dynamicforward": "9050", "port": "2200", "user": "alice"}),
    ("ssh to app05.internal hopping through gw1.example.com and then gw2.internal", "ssh -J gw1.example.com,gw2.internal app05.internal",
     {"proxyjump": "gw1.example.com,gw2.internal"}),
    ("go through admin@bastion.example.com on port 2222 to reach root@10.0.3.14", "ssh -J admin@bastion.example.com:2222 root@10.0.3.14",
     {"proxyjump": "admin@bastion.example.com:2222", "user": "root"}),
    ("run firefox on lab01 but show it on my screen", "ssh -X lab01 firefox", {"forwardx11": "yes"}),
]


@pytest.mark.parametrize("text, expected, resolved", LOGINS)
def test_a_login_gets_the_options_said(text, expected, resolved):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected, resolved", LOGINS)
def test_ssh_reads_each_login_as_meant(tmp_path, text, expected, resolved):
    # ssh -G prints the configuration a login would use, without connecting: every option must be one ssh takes
    command = expected.replace("ssh ", "ssh -G -F /dev/null ", 1)
    config = dict(line.split(" ", 1) for line in run_in_folder(command, tmp_path).stdout.splitlines() if " " in line)
    assert {k: config.get(k) for k in resolved} == resolved


@pytest.mark.parametrize("text", [
    "ssh to web01.example.com as admin on port 2222",          # a port alone: the model's
    "connect to web3.example.com using the key ~/.ssh/id_ed25519_work",   # a key alone: network's row
    "requests with no user agent in access.log",
])
def test_other_requests_are_left_alone(text):
    assert rows_answer(sshoptions.ROWS, text) is None


@pytest.mark.parametrize("text, expected", [
    ("list the keys loaded in my agent", "ssh-add -l"),
    ("remove all identities from the agent", "ssh-add -D"),
    ("add ~/.ssh/work_key to the agent but have it expire after an hour", "ssh-add -t 3600 ~/.ssh/work_key"),
    ("agent key fingerprints in md5 format", "ssh-add -l -E md5"),
])
def test_the_agents_tasks(text, expected):
    assert answer(text) == expected


def test_the_agents_answers_run_against_a_real_agent(tmp_path):
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "test-key", "-f", str(tmp_path / "k")], check=True)
    added = answer("add ~/.ssh/work_key to the agent but have it expire after an hour").replace("~/.ssh/work_key", "./k")
    steps = " && ".join([added, answer("list the keys loaded in my agent"), answer("agent key fingerprints in md5 format"),
                         answer("remove all identities from the agent"), "{ ssh-add -l || true; }"])
    out = run_in_folder(f"TMPDIR=\"$PWD\" ssh-agent bash -c '{steps}'", tmp_path).stdout   # (the sandbox's /tmp is read-only)
    listed = out.splitlines()
    assert "test-key" in listed[0] and listed[1].startswith("256 MD5:") and "no identities" in listed[-1].lower()
