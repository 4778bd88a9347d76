"""The phrasebook's environment module (serval.model.phrasebook.environment): aliases, variables, PATH, the history
and the terminal's size. The answers run for real in bash, in a sandboxed temporary folder that is also HOME."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import environment, phrasebook
from shell_helpers import rows_answer, run_in_folder


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


COMPOSED = [
    ("make an alias ll for ls -alF", "alias ll='ls -alF'"),
    ("alias update to sudo apt update && sudo apt upgrade", "alias update='sudo apt update && sudo apt upgrade'"),
    ("create alias k for kubectl and save it in .bashrc so it sticks", "echo \"alias k='kubectl'\" >> ~/.bashrc"),
    ("permanently alias dc to docker compose in ~/.bash_aliases", "echo \"alias dc='docker compose'\" >> ~/.bash_aliases"),
    ("what does the alias gs expand to", "alias gs"),
    ("remove the alias la", "unalias la"),
    ("delete every alias in this shell", "unalias -a"),
    ("take the alias for gp out of ~/.bash_aliases", "sed -i '/^alias gp=/d' ~/.bash_aliases"),
    ("run ls without my alias applied", "\\ls"),
    ("bypass the grep alias and call the real grep -r TODO src/", "command grep -r TODO src/"),
    ("make rm ask before deleting by default", "alias rm='rm -i'"),
    ("export NODE_ENV=production for this session", "export NODE_ENV=production"),
    ("set EDITOR to vim and export it", "export EDITOR=vim"),
    ("export DATABASE_URL as postgres://app@db01.internal:5432/orders", "export DATABASE_URL='postgres://app@db01.internal:5432/orders'"),
    ("unset the variable HTTP_PROXY", "unset HTTP_PROXY"),
    ("remove both http_proxy and https_proxy from my environment", "unset http_proxy https_proxy"),
    ("run make with CC set to clang just for that one command", "CC=clang make"),
    ("run ./server.sh with PORT 8080 and HOST 0.0.0.0 without exporting them", "PORT=8080 HOST=0.0.0.0 ./server.sh"),
    ("make GOPATH=$HOME/go permanent in my bashrc", "echo 'export GOPATH=\"$HOME/go\"' >> ~/.bashrc"),
    ("append /opt/lib to LD_LIBRARY_PATH", 'export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:/opt/lib"'),
    ("is the variable AWS_PROFILE set at all?", '[ -n "${AWS_PROFILE+x}" ] && echo set || echo unset'),
    ("show env vars that start with XDG_", "env | grep '^XDG_'"),
    ("any proxy env vars set?", "env | grep -i proxy"),
    ("which aws variables are set", "env | grep -i aws"),
    ("print the USER and SHELL variables on one line", 'echo "$USER $SHELL"'),
    ("print the JAVA_HOME variable", 'echo "$JAVA_HOME"'),
    ("is /usr/local/sbin in my PATH", "echo \"$PATH\" | tr ':' '\\n' | grep -x '/usr/local/sbin'"),
    ("number the entries in my PATH", "echo \"$PATH\" | tr ':' '\\n' | nl"),
    ("find duplicate entries in PATH", "echo \"$PATH\" | tr ':' '\\n' | sort | uniq -d"),
    ("take /snap/bin out of PATH for this session", "export PATH=$(echo \"$PATH\" | tr ':' '\\n' | grep -vx '/snap/bin' | paste -sd:)"),
    ("put /usr/local/go/bin at the end of my path", 'export PATH="$PATH:/usr/local/go/bin"'),
    ("add /opt/nvim/bin to my path permanently via ~/.profile", "echo 'export PATH=\"/opt/nvim/bin:$PATH\"' >> ~/.profile"),
    ("add the current directory's node_modules/.bin to path", 'export PATH="$PWD/node_modules/.bin:$PATH"'),
    ("show the last 20 commands i ran", "history 20"),
    ("search my history for ssh commands", "history | grep ssh"),
    ("delete history entry number 1042", "history -d 1042"),
    ("show my 10 most used commands from history", "history | awk '{print $2}' | sort | uniq -c | sort -rn | head -n 10"),
    ("how wide is this terminal in columns", "tput cols"),
    ("print my terminal size as rows and columns", "stty size"),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_the_shells_own_state_is_answered_from_the_request(text, expected):
    assert rows_answer(environment.ROWS, text) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "make an alias ports that shows listening tcp ports",     # a task in words, not a command: no alias written
    "add ~/.local/bin to my PATH permanently through .bashrc and then reload it in the current shell",   # two steps
    "print the last 10 lines of the console log",             # the terminal's size is not asked
    "show the README file",                                   # a capital word that is no variable
])
def test_requests_the_module_cannot_answer_whole_are_left_alone(text):
    assert rows_answer(environment.ROWS, text) is None


def _bash(command: str, folder) -> str:
    """``command`` run by bash with aliases expanded and HOME in the sandboxed folder."""
    return run_in_folder(f"HOME=$PWD; shopt -s expand_aliases\n{command}", folder).stdout


def test_aliases_and_variables_behave_as_asked_in_real_bash(tmp_path):
    assert _bash(rows_answer(environment.ROWS, "make an alias ll for ls -alF") + "\nalias ll", tmp_path).strip() == "alias ll='ls -alF'"
    _bash(rows_answer(environment.ROWS, "create alias k for kubectl and save it in .bashrc so it sticks"), tmp_path)
    assert (tmp_path / ".bashrc").read_text() == "alias k='kubectl'\n"
    (tmp_path / ".bash_aliases").write_text("alias gp='git push'\nalias gs='git status'\n")
    _bash(rows_answer(environment.ROWS, "take the alias for gp out of ~/.bash_aliases"), tmp_path)
    assert (tmp_path / ".bash_aliases").read_text() == "alias gs='git status'\n"
    tested = rows_answer(environment.ROWS, "is the variable AWS_PROFILE set at all?")
    assert _bash(f"unset AWS_PROFILE; {tested}", tmp_path).strip() == "unset"
    assert _bash(f"AWS_PROFILE=; {tested}", tmp_path).strip() == "set"   # set, even if empty
    once = rows_answer(environment.ROWS, "run ./server.sh with PORT 8080 and HOST 0.0.0.0 without exporting them")
    (tmp_path / "server.sh").write_text('#!/bin/sh\necho "$HOST:$PORT"\n')
    (tmp_path / "server.sh").chmod(0o755)
    assert _bash(f"{once}; echo \"[$PORT]\"", tmp_path).split() == ["0.0.0.0:8080", "[]"]


def test_path_questions_in_real_bash(tmp_path):
    path = "PATH=/usr/bin:/snap/bin:/bin:/usr/bin"
    assert _bash(f"{path}; " + rows_answer(environment.ROWS, "find duplicate entries in PATH"), tmp_path).strip() == "/usr/bin"
    assert _bash(f"{path}; " + rows_answer(environment.ROWS, "is /snap/bin in my PATH"), tmp_path).strip() == "/snap/bin"
    removed = rows_answer(environment.ROWS, "take /snap/bin out of PATH for this session")
    assert _bash(f"{path}; {removed}; echo \"$PATH\"", tmp_path).strip() == "/usr/bin:/bin:/usr/bin"
    assert _bash(f"{path}; " + rows_answer(environment.ROWS, "number the entries in my PATH"), tmp_path).split()[-2:] == ["4", "/usr/bin"]


SHELL = [
    ("change my login shell to zsh", "chsh -s /bin/zsh"),
    ("set the login shell of user deploy to bash", "sudo chsh -s /bin/bash deploy"),
    ("give the user backup a nologin shell", "sudo usermod -s /usr/sbin/nologin backup"),
    ("what shell does user www-data have", "getent passwd www-data | cut -d: -f7"),
    ("list the shells installed on this system", "cat /etc/shells"),
    ("how deep are my nested shells", 'echo "$SHLVL"'),
    ("turn on globstar so ** works", "shopt -s globstar"),
    ("switch the shell to vi keybindings", "set -o vi"),
    ("clear bash's remembered command locations after i changed PATH", "hash -r"),
    ("forget the cached location of node only", "hash -d node"),
    ("list the names of all shell functions defined", "declare -F"),
    ("remove the shell function mkcd", "unset -f mkcd"),
    ("is python an alias, a function or a real binary?", "type python"),
    ("show every python3 on my path, not just the first", "which -a python3"),
    ("find the binary, source and man page locations for gcc", "whereis gcc"),
    ("list all builtin commands of bash", "compgen -b"),
    ("list all locales available on this machine", "locale -a"),
    ("make history ignore duplicates and lines starting with a space", "export HISTCONTROL=ignoreboth"),
    ("where is my history file", 'echo "$HISTFILE"'),
    ("list history entries 500 through 520", "fc -l 500 520"),
    ("rerun the last command with sudo", "sudo !!"),
    ("re-read ~/.profile without logging out", "source ~/.profile"),
]


@pytest.mark.parametrize("text, expected", SHELL)
def test_the_shell_itself_is_answered_from_the_request(text, expected):
    assert rows_answer(environment.ROWS, text) == expected
    assert answer(text) == expected


def test_shell_answers_behave_as_asked_in_real_bash(tmp_path):
    ask = lambda text: rows_answer(environment.ROWS, text)
    assert _bash(f"{ask('turn on globstar so ** works')}; shopt globstar", tmp_path).split() == ["globstar", "on"]
    assert _bash(f"mkcd() {{ :; }}; {ask('list the names of all shell functions defined')}", tmp_path).strip() == "declare -f mkcd"
    assert _bash(f"mkcd() {{ :; }}; {ask('remove the shell function mkcd')}; declare -F", tmp_path).strip() == ""
    assert _bash(ask("is cd a builtin or a program"), tmp_path).strip() == "cd is a shell builtin"
    assert _bash(ask("what shell does user root have"), tmp_path).strip().startswith("/")
    assert _bash(f"ls >/dev/null; {ask('clear bash remembered command locations')}; hash", tmp_path).strip() == "hash: hash table empty"
