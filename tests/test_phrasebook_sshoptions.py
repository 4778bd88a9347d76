"""The phrasebook's ssh logins built from options said in words, and the agent's tasks
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
    "forward local port 5433 to postgres on db01.internal",
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
