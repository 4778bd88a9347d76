import pytest

from serval.model.steps import Steps, covers, joined, two_steps


@pytest.mark.parametrize("text, first, second", [
    ("create the directory /srv/www/site and make www-data its owner",
     "create the directory /srv/www/site", "make www-data the owner of /srv/www/site"),
    ("create the user deploy with a home directory and add it to the sudo group",
     "create the user deploy with a home directory", "add deploy to the sudo group"),
    ("archive the src directory as src.tar.gz and then list the archive's contents to check it",
     "archive the src directory as src.tar.gz", "list the contents of src.tar.gz"),
    ("append the line 'PermitRootLogin no' to /etc/ssh/sshd_config and restart the ssh service",
     "append the line 'PermitRootLogin no' to /etc/ssh/sshd_config", "restart the ssh service"),
    ("make a folder called site, then extract site.tar.gz into it",
     "make a folder called site", "extract site.tar.gz into site"),
])
def test_a_request_of_two_steps_is_cut_with_its_references_named(text, first, second):
    assert two_steps(text) == Steps(first, second)


@pytest.mark.parametrize("text", [
    "find all empty directories under projects and remove them",       # a first step that only looks
    "compress app.log and delete the original",                        # the original: one command's flag
    "set secret.key so only the owner can read and write it",          # two verbs of one clause
    "split big.log into 100MB pieces and gzip each piece",             # the pieces: the first step's output
    "download https://example.com/app.tar.gz and extract it into /opt",  # a URL: a pipe reads it
    "create a tarball of logs and show the top 5",                     # a look at the output, nothing named
    "copy photos to /media/usb and show progress while it copies",     # how the first step runs
    "make a backup of notes.txt",                                      # one step
    "",
])
def test_other_requests_are_no_two_steps(text):
    assert two_steps(text) is None


def test_steps_are_joined_and_a_command_running_both_programs_covers_them():
    assert joined("mkdir -p site", "chown www-data site") == "mkdir -p site && chown www-data site"
    assert covers("sudo mkdir -p site && sudo chown www-data site", "mkdir -p site", "chown www-data site")
    assert not covers("mkdir -p www-data site", "mkdir -p site", "chown www-data site")
