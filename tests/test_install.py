"""install.sh on a throw-away HOME: links, rc blocks, idempotence, exact uninstall.

The venv step is skipped (SERVAL_INSTALL_SKIP_VENV=1 with --venv pointing at this checkout's
venv): installing torch each time would take minutes; everything else runs for real,
including a real zsh and bash reading the installed rc files.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from shell_helpers import ShellConfig, TmuxShell

REPO = Path(__file__).resolve().parent.parent
INSTALL = REPO / "install.sh"
VENV = Path(sys.prefix)  # the venv running the tests, with serval installed
BEGIN = "# >>> serval >>>"
PROGRAMS = ("serval", "serval-daemon", "serval-train")


def run_install(home: Path, *args: str, input: str | None = None, extra_env=None):
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
           "SERVAL_INSTALL_SKIP_VENV": "1", "SERVAL_NO_AUTOSTART": "1"}
    env.update(extra_env or {})
    return subprocess.run(["bash", str(INSTALL), "--venv", str(VENV), *args], env=env,
                          input=input if input is not None else "", capture_output=True,
                          text=True, timeout=60)


def snapshot(root: Path) -> dict[str, tuple]:
    """Every path under ``root``: kind, content or link target, mode, and mtime for files."""
    snap = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = Path(dirpath) / name
            rel = str(p.relative_to(root))
            st = p.lstat()
            if p.is_symlink():
                snap[rel] = ("link", os.readlink(p))
            elif p.is_dir():
                snap[rel] = ("dir", st.st_mode)
            else:
                snap[rel] = ("file", p.read_bytes(), st.st_mode, st.st_mtime_ns)
    return snap


@pytest.fixture
def home(tmp_path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    (h / ".zshrc").write_text("export ZSH_THING=1\nalias ll='ls -l'\n")
    (h / ".bashrc").write_bytes(b"# my bashrc\nexport BASH_THING=1")  # no final newline
    os.chmod(h / ".bashrc", 0o640)
    return h


def test_install_links_and_one_block_each(home):
    proc = run_install(home, "--yes", "--no-start")
    assert proc.returncode == 0, proc.stderr
    for p in PROGRAMS:
        link = home / ".local" / "bin" / p
        assert link.is_symlink() and os.readlink(link) == str(VENV / "bin" / p)
    for rc in (home / ".zshrc", home / ".bashrc"):
        text = rc.read_text()
        assert text.count(BEGIN) == 1 and text.count("# <<< serval <<<") == 1
    assert (home / ".zshrc").read_text().startswith("export ZSH_THING=1\nalias ll='ls -l'\n# >>> serval >>>")
    assert "init zsh" in (home / ".zshrc").read_text()
    assert "init bash" in (home / ".bashrc").read_text()
    assert oct((home / ".bashrc").stat().st_mode & 0o777) == oct(0o640)
    out = subprocess.run([str(home / ".local/bin/serval"), "init", "zsh"], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and "serval-translate-widget" in out.stdout


def test_second_run_changes_nothing(home):
    assert run_install(home, "--yes", "--no-start").returncode == 0
    before = snapshot(home)
    proc = run_install(home, "--yes", "--no-start")
    assert proc.returncode == 0, proc.stderr
    assert snapshot(home) == before


def test_uninstall_restores_home_byte_for_byte(home):
    before = snapshot(home)
    assert run_install(home, "--yes", "--no-start").returncode == 0
    assert snapshot(home) != before
    proc = run_install(home, "--uninstall", "--yes")
    assert proc.returncode == 0, proc.stderr
    after = snapshot(home)
    # rc files are rewritten in place, so only their mtime may differ; everything else is equal.
    strip = lambda s: {k: v[:3] if v[0] == "file" else v for k, v in s.items()}  # noqa: E731
    assert strip(after) == strip(before)
    assert (home / ".bashrc").read_bytes() == b"# my bashrc\nexport BASH_THING=1"
    assert VENV.exists()  # a venv install.sh did not create is never removed


def test_uninstall_keeps_lines_added_after_install(home):
    assert run_install(home, "--yes", "--no-start").returncode == 0
    with open(home / ".zshrc", "a") as f:
        f.write("export LATER=1\n")
    assert run_install(home, "--uninstall", "--yes").returncode == 0
    assert (home / ".zshrc").read_text() == "export ZSH_THING=1\nalias ll='ls -l'\nexport LATER=1\n"


def test_missing_rc_files_are_created_then_removed(tmp_path):
    home = tmp_path / "empty_home"
    home.mkdir()
    assert run_install(home, "--yes", "--no-start").returncode == 0
    assert (home / ".zshrc").read_text().startswith(BEGIN)
    assert run_install(home, "--uninstall", "--yes").returncode == 0
    assert list(home.iterdir()) == []


def test_zdotdir_is_honoured(home, tmp_path):
    zdot = tmp_path / "zdot"
    zdot.mkdir()
    proc = run_install(home, "--yes", "--no-start", extra_env={"ZDOTDIR": str(zdot)})
    assert proc.returncode == 0, proc.stderr
    assert BEGIN in (zdot / ".zshrc").read_text()
    assert BEGIN not in (home / ".zshrc").read_text()


def test_no_modify_rc(home):
    before = {p: (home / p).read_bytes() for p in (".zshrc", ".bashrc")}
    assert run_install(home, "--yes", "--no-start", "--no-modify-rc").returncode == 0
    assert {p: (home / p).read_bytes() for p in before} == before
    assert (home / ".local/bin/serval").is_symlink()


def test_asks_first_and_no_means_nothing_changes(home):
    before = snapshot(home)
    proc = run_install(home, "--no-start", input="n\n")
    assert proc.returncode == 1
    assert "Nothing changed" in proc.stdout
    assert snapshot(home) == before
    proc = run_install(home, "--no-start", input="")  # no terminal and no answer
    assert proc.returncode == 1 and "--yes" in proc.stderr
    assert snapshot(home) == before
    proc = run_install(home, "--no-start", input="y\n")
    assert proc.returncode == 0
    assert BEGIN in (home / ".zshrc").read_text()


def test_existing_foreign_file_in_bin_is_left_alone(home):
    bin_dir = home / ".local" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "serval").write_text("#!/bin/sh\necho mine\n")
    proc = run_install(home, "--yes", "--no-start")
    assert proc.returncode == 0
    assert "left" in proc.stdout
    assert (bin_dir / "serval").read_text() == "#!/bin/sh\necho mine\n"
    assert run_install(home, "--uninstall", "--yes").returncode == 0
    assert (bin_dir / "serval").read_text() == "#!/bin/sh\necho mine\n"


def test_bad_option_is_a_clear_error(home):
    proc = run_install(home, "--frobnicate")
    assert proc.returncode == 1
    assert "unknown option: --frobnicate" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("shell", ["zsh", "bash"])
def test_installed_block_loads_the_widget_in_a_real_shell(home, tmp_path, shell):
    assert run_install(home, "--yes", "--no-start").returncode == 0
    argv = ["zsh", "-i"] if shell == "zsh" else ["bash", "--noprofile", "-i"]
    sh = TmuxShell(ShellConfig(shell, tmp_path / "t", tmp_path / "serval_home", source_hook=False,
                               argv=argv, env={"HOME": str(home), "ZDOTDIR": str(home),
                                               "PATH": "/usr/local/bin:/usr/bin:/bin"}))
    with sh:
        if shell == "zsh":
            sh.run("bindkey '^G'")
            sh.wait_text('"^G" serval-translate-widget')
        else:
            sh.run("bind -X | grep -c __serval_dispatch")
            sh.wait_text("\n1\n")
        sh.run("command -v serval")
        sh.wait_text(str(home / ".local/bin/serval"))


def test_install_starts_the_daemon_and_uninstall_stops_it(home, tmp_path, tiny_model_path):
    serval_home = tmp_path / "serval_home"
    env = {"SERVAL_HOME": str(serval_home), "SERVAL_MODEL": str(tiny_model_path)}
    proc = run_install(home, "--yes", extra_env=env)
    try:
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "daemon started" in proc.stdout or "already running" in proc.stdout
        status = subprocess.run([str(home / ".local/bin/serval-daemon"), "status"], capture_output=True,
                                text=True, timeout=60, env={**os.environ, **env})
        assert status.returncode == 0, status.stdout + status.stderr
        assert (serval_home / "data" / "install-manifest").exists()
    finally:
        proc = run_install(home, "--uninstall", "--yes", extra_env=env)
    assert proc.returncode == 0, proc.stderr
    status = subprocess.run([str(VENV / "bin" / "serval-daemon"), "status"], capture_output=True,
                            text=True, timeout=60, env={**os.environ, **env})
    assert status.returncode == 3  # not running
    assert not (serval_home / "data" / "install-manifest").exists()
    assert not (home / ".local").exists()
