"""The phrasebook's crypto module (serval.model.phrasebook.crypto): checksums made and checked, GnuPG, OpenSSL, base64
and random secrets. The answers are run for real in a sandboxed temporary folder where the tools are installed
(sha256sum and base64 from coreutils, gpg with its home in that folder, openssl), and what they print or leave is
checked against Python's own hashlib, hmac and base64."""

import base64
import hashlib
import hmac
import re

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import crypto, phrasebook
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    # checksums made
    ("write sha256 sums of all the .txt files here into SHA256SUMS", "sha256sum *.txt > SHA256SUMS"),
    ("make a sha256 list of every file under project/ and write it to project.sha256", "find project -type f -exec sha256sum {} + > project.sha256"),
    ("calculate the md5 sum of every \".py\" file in directory tree \"/path\"", "find /path -name '*.py' -exec md5sum {} +"),
    ("md5 everything in /var/www/html recursively but skip the .git folder", "find /var/www/html -path /var/www/html/.git -prune -o -type f -exec md5sum {} +"),
    ("one single hash of the whole contents of the configs dir", "find configs -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum"),
    ("hash only the first 1 MiB of disk.img with sha256", "head -c 1M disk.img | sha256sum"),
    ("what's the sha1 of the text hello world, without a trailing newline", "echo -n 'hello world' | sha1sum"),
    ("just the sha256 hex of invoice.pdf, no filename after it", "sha256sum invoice.pdf | cut -d' ' -f1"),
    ("sha256 of kernel.img in BSD tag format", "sha256sum --tag kernel.img"),
    ("256-bit blake2b hash of data.parquet", "b2sum -l 256 data.parquet"),
    ("md5 and sha256 of release.zip, both", "md5sum release.zip && sha256sum release.zip"),
    ("md5 of report.pdf on web01 and web02", 'for h in web01 web02; do ssh "$h" md5sum report.pdf; done'),
    ("md5sum the files listed in filelist.txt", "xargs -d '\\n' md5sum < filelist.txt"),
    ("hash the installer at https://get.example.dev/install.sh with sha256 without saving it to disk", "curl -fsSL https://get.example.dev/install.sh | sha256sum"),
    ("write sha256 sums of all the .tar.gz files in /backups into /backups/SHA256SUMS", "cd /backups && sha256sum *.tar.gz > SHA256SUMS"),
    # checksums checked
    ("check the files here against SHA256SUMS", "sha256sum -c SHA256SUMS"),
    ("I only downloaded one of the files listed in SHA256SUMS, verify it and skip the missing ones", "sha256sum -c --ignore-missing SHA256SUMS"),
    ("verify ubuntu-24.04.iso against SHA256SUMS", "sha256sum -c --ignore-missing SHA256SUMS"),
    ("verify SHA256SUMS and only show me the files that fail", "sha256sum -c --quiet SHA256SUMS"),
    ("quietly verify dataset.md5 and print all good only if every file matches", "md5sum --status -c dataset.md5 && echo 'all good'"),
    ("how many files in SHA256SUMS fail verification?", "sha256sum -c SHA256SUMS 2>/dev/null | grep -c ': FAILED'"),
    ("the app.bin.sha256 file only contains the bare hash, no filename. check app.bin against it", 'echo "$(cat app.bin.sha256)  app.bin" | sha256sum -c'),
    ("MD5SUMS lists the whole mirror, I only want to check debian.iso from it", "grep -F debian.iso MD5SUMS | md5sum -c"),
    ("the sums are in /mnt/usb/SHA256SUMS next to the files, verify them", "cd /mnt/usb && sha256sum -c SHA256SUMS"),
    ("does app.bin have sha256 a591a6d40bf420404a011733cfb7b190d62c65bf0bcda32b57b277d9ad9f146e?",
     "echo 'a591a6d40bf420404a011733cfb7b190d62c65bf0bcda32b57b277d9ad9f146e  app.bin' | sha256sum -c"),
    # GnuPG
    ("encrypt notes.txt for alice@example.com", "gpg -e -r alice@example.com notes.txt"),
    ("encrypt plan.txt for bob@corp.io as ascii armor so I can paste it into an email", "gpg -a -e -r bob@corp.io plan.txt"),
    ("sign and encrypt payroll.xlsx for hr@acme.io", "gpg -s -e -r hr@acme.io payroll.xlsx"),
    ("symmetric gpg encryption of wallet.dat using AES256", "gpg -c --cipher-algo AES256 wallet.dat"),
    ("decrypt notes.txt.gpg into plain.txt", "gpg -o plain.txt -d notes.txt.gpg"),
    ("show me what's in message.asc, somebody gpg-encrypted it to me", "gpg -d message.asc"),
    ("decrypt all the .gpg files in the current directory", "gpg --decrypt-files *.gpg"),
    ("create a detached signature for app.tar.gz", "gpg --detach-sign app.tar.gz"),
    ("clearsign release-notes.txt", "gpg --clearsign release-notes.txt"),
    ("verify app.tar.gz against app.tar.gz.sig", "gpg --verify app.tar.gz.sig app.tar.gz"),
    ("list the public keys in my gpg keyring", "gpg --list-keys"),
    ("which secret keys do I have in gpg?", "gpg --list-secret-keys"),
    ("import the maintainer's key from maintainer-pubkey.asc", "gpg --import maintainer-pubkey.asc"),
    ("export alice@example.com's public key armored to alice.asc", "gpg --armor --export alice@example.com > alice.asc"),
    ("fetch key 4AEE18F83AFDEB23 from keyserver.ubuntu.com", "gpg --keyserver keyserver.ubuntu.com --recv-keys 4AEE18F83AFDEB23"),
    ("publish my key 8A1F3C9E2B7D4F6051E9A3C2D4B6F8E0A1C3E5F7 to keys.openpgp.org",
     "gpg --keyserver keys.openpgp.org --send-keys 8A1F3C9E2B7D4F6051E9A3C2D4B6F8E0A1C3E5F7"),
    ("remove the old public key of contractor@oldvendor.com from my keyring", "gpg --delete-keys contractor@oldvendor.com"),
    ("for a cron job: symmetrically encrypt backup.tar with gpg, passphrase is in pass.txt, no prompts",
     "gpg --batch --pinentry-mode loopback --passphrase-file pass.txt -c backup.tar"),
    ("decrypt backup.tar.gpg non-interactively with the passphrase from pass.txt and extract it right here",
     "gpg --batch --pinentry-mode loopback --passphrase-file pass.txt -d backup.tar.gpg | tar -xf -"),
    ("encrypt every .txt in this folder for alice@example.com", 'for f in *.txt; do gpg -e -r alice@example.com "$f"; done'),
    ("encrypt secrets.txt with gpg using a passphrase and then securely remove the plain file", "gpg -c secrets.txt && shred -u secrets.txt"),
    ("decrypt db.sql.gz.gpg and feed it straight into the postgres database shop", "gpg -d db.sql.gz.gpg | gunzip | psql shop"),
    # OpenSSL
    ("generate a 2048-bit RSA private key server.key", "openssl genrsa -out server.key 2048"),
    ("ed25519 private key with openssl, save it to signing.pem", "openssl genpkey -algorithm ed25519 -out signing.pem"),
    ("pull the public key out of the rsa key server.key into server.pub", "openssl rsa -in server.key -pubout -out server.pub"),
    ("quick self-signed cert for localhost valid 30 days, unencrypted key in key.pem, cert in cert.pem",
     "openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 30 -subj '/CN=localhost'"),
    ("when does cert.pem expire", "openssl x509 -in cert.pem -noout -enddate"),
    ("show everything in cert.pem in human readable form", "openssl x509 -in cert.pem -noout -text"),
    ("will cert.pem still be valid 10 days from now?", "openssl x509 -in cert.pem -noout -checkend 864000"),
    ("sha256 fingerprint of the certificate in cert.pem", "openssl x509 -in cert.pem -noout -fingerprint -sha256"),
    ("check whether key.pem matches cert.pem, print match or mismatch",
     "cmp -s <(openssl x509 -in cert.pem -noout -pubkey) <(openssl pkey -in key.pem -pubout) && echo match || echo mismatch"),
    ("convert cert.pem to DER, save as cert.der", "openssl x509 -in cert.pem -outform der -out cert.der"),
    ("verify that server.crt is signed by our ca.crt", "openssl verify -CAfile ca.crt server.crt"),
    ("HMAC-SHA256 of body.json with the key s3cr3t", "openssl dgst -sha256 -hmac 's3cr3t' body.json"),
    ("32 random bytes as hex", "openssl rand -hex 32"),
    ("random 32 byte secret, base64", "openssl rand -base64 32"),
    ("sign data.bin with private.pem using sha256, put the signature in data.bin.sig", "openssl dgst -sha256 -sign private.pem -out data.bin.sig data.bin"),
    ("is data.bin.sig a valid signature of data.bin for public key public.pem?", "openssl dgst -sha256 -verify public.pem -signature data.bin.sig data.bin"),
    ("generate the subresource integrity value (sha384) for app.js", 'echo "sha384-$(openssl dgst -sha384 -binary app.js | openssl base64 -A)"'),
    ("encrypt budget.xlsx with openssl aes-256-cbc, output budget.xlsx.enc", "openssl enc -aes-256-cbc -pbkdf2 -salt -in budget.xlsx -out budget.xlsx.enc"),
    ("check the start and end dates of the certificate example.com serves on 443",
     "echo | openssl s_client -connect example.com:443 -servername example.com 2>/dev/null | openssl x509 -noout -dates"),
    ("quick check whether the cert on vpn.acme.io expires within the next 14 days",
     "echo | openssl s_client -connect vpn.acme.io:443 -servername vpn.acme.io 2>/dev/null | openssl x509 -noout -checkend 1209600"),
    ("expiry date of the smtp cert on mail.example.com port 587 (it uses starttls)",
     "echo | openssl s_client -starttls smtp -connect mail.example.com:587 2>/dev/null | openssl x509 -noout -enddate"),
    ("generate a sha-512 crypt hash of the password Winter2024! to put in /etc/shadow", "openssl passwd -6 'Winter2024!'"),
    # base64 and secrets
    ("base64 encode logo.png into logo.b64", "base64 logo.png > logo.b64"),
    ("decode payload.b64 to payload.bin", "base64 -d payload.b64 > payload.bin"),
    ("decode the base64 in mail_attachment.txt into invoice.pdf, ignoring any junk characters", "base64 -d -i mail_attachment.txt > invoice.pdf"),
    ("what does aGVsbG8gd29ybGQ= decode to", "echo 'aGVsbG8gd29ybGQ=' | base64 -d"),
    ("base64 of cert.pem as one single line, no wrapping, saved in cert.b64", "base64 -w 0 cert.pem > cert.b64"),
    ("print a data: URI for logo.png so I can inline it in my css", 'echo "data:image/png;base64,$(base64 -w 0 logo.png)"'),
    ("gimme a 20 character password, letters and digits only", "tr -dc 'A-Za-z0-9' < /dev/urandom | head -c 20"),
    ("5 random passwords, 16 chars each, including symbols", "pwgen -sy 16 5"),
    ("random 6 digit PIN", "tr -dc '0-9' < /dev/urandom | head -c 6"),
    ("uuid please", "uuidgen"),
    ("fingerprint of my ssh public key ~/.ssh/id_ed25519.pub", "ssh-keygen -lf ~/.ssh/id_ed25519.pub"),
    ("show the ssh host key fingerprints of git.internal.lan", "ssh-keyscan git.internal.lan 2>/dev/null | ssh-keygen -lf -"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_checksums_keys_and_secrets_are_composed_from_the_request(text, expected):
    assert rows_answer(crypto.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "what's the UUID of /dev/nvme0n1p2",                                        # blkid's
    "match the whole word id in schema.sql, i dont want hits on uuid or valid",
    "grep config/ for anything like password= or passwd=",
    "rsync /data to /mnt/nas comparing checksums instead of size and time",
    "find duplicate files in ~/Documents by comparing md5 hashes",
    "add a cron job for /srv/app/digest.sh at 6pm on weekdays",
    "print everything between the BEGIN and END lines of cert.pem",
    "which ciphers, macs and kex algorithms does sshd allow",
    "split disk.img into 1G pieces and print a sha256 for each piece",            # two steps
    "download https://example.com/app.bin and its checksum file, then verify it",   # a download first
    "generate a random 32 character password",                                  # no alphabet said: shell's rows
    "find the md5sum of a string stored in $pass",                              # a variable's value (NL2Bash)
    "compress 'Hello world', base64 encode it, and save it to the variable FOO",  # several steps into a variable
    "there's a configuration file app.conf with lots of comment lines starting with a hash sign",
    "git log with short hash, author and date of every commit in notes.txt",
])
def test_requests_of_other_tasks_are_left_alone(text):
    assert rows_answer(crypto.ROWS, text) is None


def test_a_list_written_is_not_a_list_checked():
    assert rows_answer(crypto.ROWS, "I need the md5 checksums of every .iso file in the current directory written to a file called "
                                    "checksums.md5 so I can verify them later") == "md5sum *.iso > checksums.md5"
    assert rows_answer(crypto.ROWS, "compute the sha512 checksum of release.zip and save it to release.zip.sha512") == "sha512sum release.zip > release.zip.sha512"


def _run(text: str, folder, check: bool = True):
    return run_in_folder(rows_answer(crypto.ROWS, text), folder, check=check)


def test_checksums_are_made_and_checked_for_real(tmp_path):
    (tmp_path / "a.txt").write_text("alpha\n")
    (tmp_path / "b.txt").write_text("beta\n")
    _run("write sha256 sums of all the .txt files here into SHA256SUMS", tmp_path)
    listed = (tmp_path / "SHA256SUMS").read_text().splitlines()
    assert listed == [hashlib.sha256(b"alpha\n").hexdigest() + "  a.txt", hashlib.sha256(b"beta\n").hexdigest() + "  b.txt"]
    assert "a.txt: OK" in _run("check the files here against SHA256SUMS", tmp_path).stdout
    assert _run("quietly verify SHA256SUMS and print all good only if every file matches", tmp_path).stdout.strip() == "all good"
    (tmp_path / "b.txt").write_text("changed\n")
    assert _run("verify SHA256SUMS and only show me the files that fail", tmp_path, check=False).stdout.strip() == "b.txt: FAILED"
    assert _run("how many files in SHA256SUMS fail verification?", tmp_path, check=False).stdout.strip() == "1"
    (tmp_path / "b.txt").unlink()
    done = _run("I only downloaded one of the files listed in SHA256SUMS, verify it and skip the missing ones", tmp_path)
    assert done.stdout.strip() == "a.txt: OK"
    (tmp_path / "app.bin").write_bytes(b"test")
    (tmp_path / "app.bin.sha256").write_text(hashlib.sha256(b"test").hexdigest() + "\n")
    assert _run("the app.bin.sha256 file only contains the bare hash, no filename. check app.bin against it", tmp_path).stdout.strip() == "app.bin: OK"
    digest = hashlib.sha256(b"test").hexdigest()
    assert _run(f"does app.bin have sha256 {digest}?", tmp_path).stdout.strip() == "app.bin: OK"
    assert _run("what's the sha1 of the text hello world, without a trailing newline", tmp_path).stdout.split()[0] == hashlib.sha1(b"hello world").hexdigest()
    (tmp_path / "disk.img").write_bytes(bytes(range(256)) * 8192)   # 2 MiB
    first = _run("hash only the first 1 MiB of disk.img with sha256", tmp_path).stdout.split()[0]
    assert first == hashlib.sha256((bytes(range(256)) * 8192)[:1 << 20]).hexdigest()
    (tmp_path / "project" / "sub").mkdir(parents=True)
    (tmp_path / "project" / "sub" / "x.py").write_text("x = 1\n")
    _run("make a sha256 list of every file under project/ and write it to project.sha256", tmp_path)
    assert (tmp_path / "project.sha256").read_text().split() == [hashlib.sha256(b"x = 1\n").hexdigest(), "project/sub/x.py"]


@pytest.mark.skipif(not have("gpg"), reason="gpg is not installed")
def test_gpg_encrypts_decrypts_signs_and_verifies_for_real(tmp_path):
    home = tmp_path / "gnupg"
    home.mkdir(mode=0o700)
    env = f"export GNUPGHOME={home}; "
    run_in_folder(env + "gpg --batch --passphrase '' --quick-generate-key 'Alice <alice@example.com>' default default never", tmp_path)

    def gpg(text: str, check: bool = True):
        return run_in_folder(env + rows_answer(crypto.ROWS, text), tmp_path, check=check)

    (tmp_path / "notes.txt").write_text("meet at noon\n")
    gpg("encrypt notes.txt for alice@example.com")
    assert (tmp_path / "notes.txt.gpg").exists()
    gpg("decrypt notes.txt.gpg into plain.txt")
    assert (tmp_path / "plain.txt").read_text() == "meet at noon\n"
    (tmp_path / "app.tar.gz").write_bytes(b"release")
    gpg("create a detached signature for app.tar.gz")
    assert gpg("verify app.tar.gz against app.tar.gz.sig").returncode == 0
    (tmp_path / "app.tar.gz").write_bytes(b"tampered")
    assert gpg("verify app.tar.gz against app.tar.gz.sig", check=False).returncode != 0
    assert "alice@example.com" in gpg("list the public keys in my gpg keyring").stdout
    gpg("export alice@example.com's public key armored to alice.asc")
    assert (tmp_path / "alice.asc").read_text().startswith("-----BEGIN PGP PUBLIC KEY BLOCK-----")
    (tmp_path / "pass.txt").write_text("correct horse\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "f.txt").write_text("kept\n")
    run_in_folder("tar -cf backup.tar data && rm -r data", tmp_path)
    gpg("for a cron job: symmetrically encrypt backup.tar with gpg, passphrase is in pass.txt, no prompts")
    (tmp_path / "backup.tar").unlink()
    run_in_folder(env + "gpgconf --kill gpg-agent", tmp_path)   # no cached passphrase: the file is read again
    gpg("decrypt backup.tar.gpg non-interactively with the passphrase from pass.txt and extract it right here")
    assert (tmp_path / "data" / "f.txt").read_text() == "kept\n"
    run_in_folder(env + "gpgconf --kill gpg-agent", tmp_path)


@pytest.mark.skipif(not have("openssl"), reason="openssl is not installed")
def test_openssl_keys_certificates_and_digests_for_real(tmp_path):
    def ssl(text: str, check: bool = True):
        return run_in_folder(rows_answer(crypto.ROWS, text), tmp_path, check=check)

    ssl("quick self-signed cert for localhost valid 30 days, unencrypted key in key.pem, cert in cert.pem")
    assert ssl("when does cert.pem expire").stdout.startswith("notAfter=")
    assert "Certificate will not expire" in ssl("will cert.pem still be valid 10 days from now?").stdout
    assert "Certificate will expire" in run_in_folder("openssl x509 -in cert.pem -noout -checkend 3456000", tmp_path, check=False).stdout
    assert ssl("sha256 fingerprint of the certificate in cert.pem").stdout.startswith("sha256 Fingerprint=")
    assert ssl("check whether key.pem matches cert.pem, print match or mismatch").stdout.strip() == "match"
    ssl("generate a 2048-bit RSA private key server.key")
    assert run_in_folder(rows_answer(crypto.ROWS, "check whether server.key matches cert.pem, print match or mismatch"), tmp_path).stdout.strip() == "mismatch"
    ssl("pull the public key out of the rsa key server.key into server.pub")
    assert (tmp_path / "server.pub").read_text().startswith("-----BEGIN PUBLIC KEY-----")
    ssl("convert cert.pem to DER, save as cert.der")
    assert (tmp_path / "cert.der").read_bytes()[:1] == b"\x30"   # a DER SEQUENCE
    (tmp_path / "body.json").write_bytes(b'{"a": 1}')
    mac = ssl("HMAC-SHA256 of body.json with the key s3cr3t").stdout.split()[-1]
    assert mac == hmac.new(b"s3cr3t", b'{"a": 1}', hashlib.sha256).hexdigest()
    assert re.fullmatch(r"[0-9a-f]{64}", ssl("32 random bytes as hex").stdout.strip())
    (tmp_path / "data.bin").write_bytes(b"payload")
    run_in_folder("cp server.key private.pem && cp server.pub public.pem", tmp_path)
    ssl("sign data.bin with private.pem using sha256, put the signature in data.bin.sig")
    assert ssl("is data.bin.sig a valid signature of data.bin for public key public.pem?").stdout.strip() == "Verified OK"
    (tmp_path / "app.js").write_bytes(b"console.log(1)\n")
    sri = base64.b64encode(hashlib.sha384(b"console.log(1)\n").digest()).decode()
    assert ssl("generate the subresource integrity value (sha384) for app.js").stdout.strip() == f"sha384-{sri}"


def test_base64_and_secrets_for_real(tmp_path):
    (tmp_path / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    run_in_folder(rows_answer(crypto.ROWS, "base64 encode logo.png into logo.b64"), tmp_path)
    run_in_folder(rows_answer(crypto.ROWS, "decode logo.b64 to back.png"), tmp_path)
    assert (tmp_path / "back.png").read_bytes() == (tmp_path / "logo.png").read_bytes()
    assert run_in_folder(rows_answer(crypto.ROWS, "what does aGVsbG8gd29ybGQ= decode to"), tmp_path).stdout == "hello world"
    uri = run_in_folder(rows_answer(crypto.ROWS, "print a data: URI for logo.png so I can inline it in my css"), tmp_path).stdout.strip()
    assert uri == "data:image/png;base64," + base64.b64encode((tmp_path / "logo.png").read_bytes()).decode()
    password = run_in_folder(rows_answer(crypto.ROWS, "gimme a 20 character password, letters and digits only"), tmp_path).stdout
    assert re.fullmatch(r"[A-Za-z0-9]{20}", password)
    assert re.fullmatch(r"[0-9]{6}", run_in_folder(rows_answer(crypto.ROWS, "random 6 digit PIN"), tmp_path).stdout)
