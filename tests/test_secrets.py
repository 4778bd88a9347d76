"""secrets.redact on realistic command lines: what must go, and what must stay."""

from __future__ import annotations

import pytest

from serval.daemon.secrets import MASK, redact

# (line, the secret that must disappear, a fragment that must remain)
LEAKS = [
    ("export DB_PASSWORD=hunter2", "hunter2", "export DB_PASSWORD="),
    ("psql --password=pa55w0rd -U me", "pa55w0rd", "-U me"),
    ("app --password pa55w0rd --verbose", "pa55w0rd", "--verbose"),
    ("curl -d 'user=bob&passwd=letmein' https://x.test/login", "letmein", "https://x.test/login"),
    ("mysql -u root -psecret123 shop", "secret123", "-u root -p"),
    ("mysqldump -u root -p'my secret' shop > dump.sql", "my secret", "> dump.sql"),
    ("curl -H 'Authorization: Bearer eyJhbGciOi.abc-def_ghi' https://api.x.test", "eyJhbGciOi.abc-def_ghi",
     "Authorization: Bearer"),
    ('curl -H "Authorization: Basic dXNlcjpwYXNz" https://x.test', "dXNlcjpwYXNz", "https://x.test"),
    ("wget --header='X-Api-Key: abcd1234efgh' https://x.test", "abcd1234efgh", "X-Api-Key:"),
    ("git clone https://alice:s3cr3tpw@github.com/a/b.git", "s3cr3tpw", "https://alice:"),
    ("export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE", "AWS_ACCESS_KEY_ID"),
    ("aws s3 ls --profile x ASIAY34FZKBOKMUTVV7A", "ASIAY34FZKBOKMUTVV7A", "aws s3 ls"),
    ("aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
     "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws configure set aws_secret_access_key"),
    ("git remote add o https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/a/b",
     "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "github.com/a/b"),
    ("gh auth login --with-token github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
     "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz", "gh auth login"),
    ("curl -X POST -d token=xoxb-123456789012-abcdefghijkl https://slack.test", "xoxb-123456789012",
     "https://slack.test"),
    ("sshpass -p 'hunter 2' ssh admin@host", "hunter 2", "ssh admin@host"),
    ("curl -u admin:hunter2 http://x.test", "hunter2", "-u admin:"),
    ("tool --api-key 7f9aQ2LkP0xZr81VbN3mT6 run", "7f9aQ2LkP0xZr81VbN3mT6", "run"),
    ("deploy --token Zx81kQ0pLm29VbN7aT4sR1 prod", "Zx81kQ0pLm29VbN7aT4sR1", "prod"),
    ('echo \'{"password": "x1y2", "user": "bob"}\' > cfg.json', "x1y2", '"user": "bob"'),
    ('export SECRET_KEY="abc def ghi"', "abc def ghi", "export SECRET_KEY="),
]


@pytest.mark.parametrize("line,secret,kept", LEAKS)
def test_secret_is_removed_and_the_rest_kept(line, secret, kept):
    out = redact(line)
    assert secret not in out
    assert MASK in out
    assert kept in out


def test_private_key_block_is_removed_whole():
    line = (
        "cat > key.pem <<EOF\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"
        "QyNTUxOQAAACBzZWNyZXQ=\n-----END OPENSSH PRIVATE KEY-----\nEOF"
    )
    out = redact(line)
    assert "b3BlbnNzaC1rZXktdjEAAAAA" not in out and "QyNTUxOQ" not in out
    assert out == f"cat > key.pem <<EOF\n{MASK}\nEOF"


def test_cut_private_key_block_is_removed_to_the_end():
    out = redact("echo '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA75'")
    assert "MIIEpAIBAAKCAQEA75" not in out and out.startswith("echo '")


@pytest.mark.parametrize(
    "line",
    [
        "find . -name password.txt",
        "grep -r token src/",
        "grep -rn 'password' .",
        "grep -r token: src/",
        "mysql -u root -p shop",
        "mkdir -p build/out",
        "ssh -p 2222 admin@host",
        "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519",
        "tool --key-file ~/.ssh/id_rsa",
        "app --password-file=/run/secrets/db",
        "git clone https://github.com/a/b.git",
        "echo bypass=1",
        "cd $PWD && ls -la",
        "grep 'password=' a.txt | sed 's/x/y/'",
        "gpg --recv-keys 3B4FE6ACC0B21F32",
        "openssl rand -hex 16",
        "kubectl get secrets -n prod",
        "docker run -e MODE=prod -p 8080:80 nginx",
        "",
    ],
)
def test_innocent_lines_stay_identical(line):
    assert redact(line) == line


def test_redaction_is_idempotent():
    line = "mysql -psecret123 && curl -u a:b http://x && export TOKEN=abc"
    once = redact(line)
    assert redact(once) == once
    assert "secret123" not in once and ":b " not in once
