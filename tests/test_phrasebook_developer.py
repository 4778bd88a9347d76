"""The developer and git rows of the phrasebook that compose a command from words said after a name: patches applied,
undone or tried (folder, strip level, dry run), patches made of two folders, a tag pushed, a remote's URL. The
answers run for real, in a throwaway folder."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook
from shell_helpers import run_in_folder


def said(text: str) -> str | None:
    answer = phrasebook("<model>", recognize(text))
    return None if answer == "<model>" else answer


@pytest.mark.parametrize("text, expected", [
    # probe requests (tests/data/user_requests_kr.jsonl) and other phrasings
    ("apply ~/fix.patch to ~/src/app with p1", "patch -d ~/src/app -p1 < ~/fix.patch"),
    ("apply fix.patch", "patch -p1 < fix.patch"),
    ("apply fix-typo.patch stripping one path level", "patch -p1 < fix-typo.patch"),
    ("apply the patch vendor.diff in third_party/lib, strip 2 leading path components", "patch -d third_party/lib -p2 < vendor.diff"),
    ("apply hotfix.patch with -p0", "patch -p0 < hotfix.patch"),
    ("apply fix.patch to old.c", "patch old.c < fix.patch"),   # one file named: that file, no folders stripped
    ("revert fix.patch on main.c", "patch -R main.c < fix.patch"),
    ("apply fix.patch to the folder vendor, dry run", "patch -d vendor -p1 --dry-run < fix.patch"),
    ("undo feature.patch", "patch -R -p1 < feature.patch"),
    ("revert the patch feature.patch in ~/src/app", "patch -d ~/src/app -R -p1 < feature.patch"),
    ("test if fix.patch applies without changing anything", "patch -p1 --dry-run < fix.patch"),
    ("check whether fix.patch applies cleanly to src", "patch -d src -p1 --dry-run < fix.patch"),
    ("make fix.patch from dirs orig and patched, include new files", "diff -ruN orig patched > fix.patch"),
    ("create changes.diff between the folders v1 and v2", "diff -ru v1 v2 > changes.diff"),
    ("make a patch with the changes between config.orig and config", "diff -u config.orig config > config.patch"),
    ("tag v2.3.0 and push teh tag to origin", "git tag v2.3.0 && git push origin v2.3.0"),
    ("tag the current commit v1.4 then push it", "git tag v1.4 && git push origin v1.4"),
    ("tag 3.0.1 and push the tag to upstream", "git tag 3.0.1 && git push upstream 3.0.1"),
    ("url of origin?", "git remote get-url origin"),
    ("what's the remote url of upstream", "git remote get-url upstream"),
    ("where does origin point to", "git remote get-url origin"),
])
def test_patches_and_git_rows_read_every_word(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "apply fix.patch in ~/src/app and then rebuild",     # a second step: the model's
    "apply fix.patch but keep a backup of every file",   # a word the row does not read
    "check whether fix.patch is valid",                  # not whether it applies
    "tag myapp:1.0 as registry.example.com/myapp:1.0 and push it",   # a docker image, not a git tag
    "what's the url of the website",
])
def test_patch_and_git_rows_leave_what_they_do_not_read(text):
    answer = said(text)
    assert answer is None or not answer.startswith(("patch ", "git tag ", "git remote get-url"))


def test_a_patch_of_two_folders_with_new_files_applies_back(tmp_path):
    (tmp_path / "orig").mkdir()
    (tmp_path / "patched").mkdir()
    (tmp_path / "orig" / "app.conf").write_text("port=80\nuser=www\n")
    (tmp_path / "patched" / "app.conf").write_text("port=8080\nuser=www\n")
    (tmp_path / "patched" / "extra.conf").write_text("debug=1\n")
    run_in_folder(said("make fix.patch from dirs orig and patched, include new files") + " || [ $? -eq 1 ]", tmp_path)
    assert "+debug=1" in (tmp_path / "fix.patch").read_text()
    (tmp_path / "work").mkdir()
    run_in_folder("cp orig/app.conf work/", tmp_path)
    # diff -ruN writes orig/… and patched/…: one leading folder, stripped by -p1 inside the folder patched (-d);
    # the shell reads the patch itself from the folder the command runs in
    run_in_folder(said("apply fix.patch to work with p1"), tmp_path)
    assert (tmp_path / "work" / "app.conf").read_text() == "port=8080\nuser=www\n"
    assert (tmp_path / "work" / "extra.conf").read_text() == "debug=1\n"
    # (patch's dry run writes a temporary file: in the sandbox only this folder is writable)
    dry = run_in_folder("TMPDIR=$PWD " + said("revert the patch fix.patch in work, dry run"), tmp_path)
    assert "app.conf" in dry.stdout and (tmp_path / "work" / "app.conf").read_text() == "port=8080\nuser=www\n"


def test_a_tag_pushed_reaches_the_remote_and_its_url_is_read(tmp_path):
    run_in_folder("git init -q --bare origin.git && git init -q work && cd work && git -c user.name=t -c user.email=t@e "
                  "commit -q --allow-empty -m one && git remote add origin ../origin.git", tmp_path)
    run_in_folder("cd work && " + said("tag v2.3.0 and push the tag to origin"), tmp_path)
    assert "v2.3.0" in run_in_folder("git --git-dir=origin.git tag", tmp_path).stdout
    assert run_in_folder("cd work && " + said("url of origin?"), tmp_path).stdout.strip() == "../origin.git"


@pytest.mark.parametrize("text, expected", [
    # probe requests (tests/data/user_requests_kt.jsonl) and other phrasings of the same tasks
    ("I committed .env by mistake, stop tracking it but keep the file on disk", "git rm --cached .env"),
    ("oops, config/secrets.yml got committed, stop tracking it but leave the file", "git rm --cached config/secrets.yml"),
    ("stop tracking build/ but keep it", "git rm -r --cached build/"),
    ("git status, short format", "git status -s"),
    ("git status in the short format", "git status -s"),
    ("show me what I changed in src/App.jsx since the last commit", "git diff HEAD -- src/App.jsx"),
    ("list the ignored files and folders git is hiding in this working tree", "git ls-files --others --ignored --exclude-standard --directory"),
    ("list the files git ignores", "git ls-files --others --ignored --exclude-standard"),
    ("remove only the gitignored stuff (dist, node_modules, etc.), keep untracked files that aren't ignored", "git clean -fdX"),
    ("delete the ignored files", "git clean -fdX"),
    ("somebody removed STRIPE_SECRET from the code at some point, which commits added or removed that string?", "git log -S STRIPE_SECRET"),
    ("How many commits does my current branch have that main doesn't?", "git rev-list --count main..HEAD"),
    ("how many commits am I ahead of origin/develop?", "git rev-list --count origin/develop..HEAD"),
    ("how many commits is my branch ahead of and behind origin/main", "git rev-list --left-right --count origin/main...HEAD"),
    ("Clean up the local branches that are already merged into main, but don't touch main itself.",
     "git branch --merged main | grep -vE '^\\*|^ *main$' | xargs -r git branch -d"),
    ("delete all the branches merged into develop", "git branch --merged develop | grep -vE '^\\*|^ *develop$' | xargs -r git branch -d"),
    ("git grep for fetch( in the tracked files, with line numbers", "git grep -n 'fetch('"),
    ("search the tracked files for useState", "git grep useState"),
    ("npm build pls", "npm run build"),
    ("npm lint", "npm run lint"),
    ("what npm scripts does this project have?", "npm run"),
    ("list the scripts in package.json", "npm run"),
    ("search src for 'function handleSubmit', with line numbers", "grep -rn 'function handleSubmit' src"),
    ("grep lib for parseConfig", "grep -r 'parseConfig' lib"),
    ("search the code for API_BASE_URL with line numbers", "grep -rn 'API_BASE_URL' ."),
    ("list all the TODOs in .ts files under src with file name and line number", "grep -rn --include='*.ts' 'TODO' src"),
    ("find every FIXME in lib", "grep -rn 'FIXME' lib"),
    ("per file in src, how many lines have console.log? skip files with zero", "grep -rcF 'console.log' src | grep -v ':0$'"),
    ("for each file in app, count lines containing debugger", "grep -rc 'debugger' app"),
    ("total number of lines across all the .js files in src", "find src -name '*.js' -exec cat {} + | wc -l"),
    ("5 longest .ts files in src by line count", "find src -type f -name '*.ts' -exec wc -l {} \\; | sort -rn | head -n 5"),
    ("I have way too many node_modules folders under ~/projects, delete all of them",
     "find ~/projects -type d -name node_modules -prune -exec rm -rf {} +"),
    ("remove all __pycache__ directories under src", "find src -type d -name __pycache__ -prune -exec rm -rf {} +"),
    ("delete all the .map files in dist", "find dist -type f -name '*.map' -delete"),
    ("remove all .pyc files under the current directory", "find . -type f -name '*.pyc' -delete"),
    ("nuke node_modules and package-lock.json, then reinstall", "rm -rf node_modules package-lock.json && npm install"),
    ("delete node_modules and yarn.lock and reinstall", "rm -rf node_modules yarn.lock && yarn install"),
    ("10 biggest packages in node_modules, human readable sizes", "du -sh node_modules/* | sort -rh | head -n 10"),
    ("which variable names are in .env.example but missing from my .env?",
     "comm -13 <(grep -v '^#' .env | cut -d= -f1 | sort -u) <(grep -v '^#' .env.example | cut -d= -f1 | sort -u)"),
    ("append a JWT_SECRET line with a random 32-byte hex value to .env", 'echo "JWT_SECRET=$(openssl rand -hex 32)" >> .env'),
    ("add SESSION_KEY with a random 16 byte base64 value to .env.local", 'echo "SESSION_KEY=$(openssl rand -base64 16)" >> .env.local'),
    ("search all the gzipped logs in logs/archive for timeout", "zgrep 'timeout' logs/archive/*.gz"),
    ("grep the compressed logs in /var/log/app for OOM, ignore case", "zgrep -i 'OOM' /var/log/app/*.gz"),
    ("how many distinct users show up in logs/app.log? the ids look like userId=1234",
     "grep -oE 'userId=[0-9]+' logs/app.log | sort -u | wc -l"),
])
def test_developer_tasks_said_in_other_words(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "nuke the node_modules folder in frontend/",            # one folder named: rm -rf, the model's
    "search notes.txt for hello",                           # a file: text's rows
    "search the web for cats",                              # no folder
    "search src for TODO and replace it with DONE",         # a second step
    "stop tracking it but keep the file",                   # no file named before the "it"
    "delete branches merged into main except develop",      # a branch kept that the row does not read
    "what scripts are there?",                              # no npm, no package.json
    "delete all the .txt files in notes",                   # not build output: files' rows
])
def test_developer_rows_leave_what_they_do_not_read(text):
    answer = said(text)
    assert answer is None or not answer.startswith(("grep -r", "git rm", "git branch --merged", "npm run", "find notes", "find frontend"))


def test_code_searched_counted_and_cleaned_for_real(tmp_path):
    (tmp_path / "src" / "lib").mkdir(parents=True)
    (tmp_path / "src" / "App.js").write_text("function handleSubmit() {}\nconsole.log(1)\n// TODO: fix\n")
    (tmp_path / "src" / "lib" / "util.ts").write_text("// TODO later\nconsole.log(2)\nconsole.log(3)\nx\n")
    (tmp_path / "src" / "lib" / "quiet.ts").write_text("const a = 1\n")
    found = run_in_folder(said("search src for 'function handleSubmit', with line numbers"), tmp_path).stdout
    assert found.strip() == "src/App.js:1:function handleSubmit() {}"
    todos = run_in_folder(said("list all the TODOs in .ts files under src with file name and line number"), tmp_path).stdout
    assert todos.strip() == "src/lib/util.ts:1:// TODO later"
    counts = run_in_folder(said("per file in src, how many lines have console.log? skip files with zero"), tmp_path).stdout
    assert sorted(counts.split()) == ["src/App.js:1", "src/lib/util.ts:2"]
    total = run_in_folder(said("total number of lines across all the .ts files in src"), tmp_path).stdout
    assert total.strip() == "5"
    longest = run_in_folder(said("1 longest .ts files in src by line count"), tmp_path).stdout
    assert longest.split() == ["4", "src/lib/util.ts"]
    (tmp_path / "dist").mkdir()
    (tmp_path / "dist" / "app.js").write_text("x")
    (tmp_path / "dist" / "app.js.map").write_text("x")
    run_in_folder(said("delete all the .map files in dist"), tmp_path)
    assert sorted(p.name for p in (tmp_path / "dist").iterdir()) == ["app.js"]
    for project in ("a", "b/c"):
        (tmp_path / "projects" / project / "node_modules" / "left-pad" / "node_modules").mkdir(parents=True)
    (tmp_path / "projects" / "a" / "index.js").write_text("x")
    run_in_folder(said("I have way too many node_modules folders under projects, delete all of them"), tmp_path)
    assert run_in_folder("find projects -name node_modules", tmp_path).stdout == ""
    assert (tmp_path / "projects" / "a" / "index.js").exists()


def test_env_files_and_logs_for_real(tmp_path):
    (tmp_path / ".env").write_text("# local\nPORT=3000\nDATABASE_URL=postgres://x\n")
    (tmp_path / ".env.example").write_text("# template\nPORT=\nDATABASE_URL=\nREDIS_URL=\nJWT_SECRET=\n")
    missing = run_in_folder(said("which variable names are in .env.example but missing from my .env?"), tmp_path).stdout
    assert missing.split() == ["JWT_SECRET", "REDIS_URL"]
    run_in_folder(said("append a JWT_SECRET line with a random 32-byte hex value to .env"), tmp_path)
    last = (tmp_path / ".env").read_text().splitlines()[-1]
    assert last.startswith("JWT_SECRET=") and len(last) == len("JWT_SECRET=") + 64
    (tmp_path / "logs" / "archive").mkdir(parents=True)
    (tmp_path / "logs" / "app.log").write_text("a userId=1 x\nb userId=22\nc userId=1\nd nobody\n")
    (tmp_path / "logs" / "archive" / "old.log").write_text("request timeout after 30s\nfine\n")
    run_in_folder("gzip logs/archive/old.log", tmp_path)
    assert run_in_folder(said("search all the gzipped logs in logs/archive for timeout"), tmp_path).stdout == "request timeout after 30s\n"
    users = run_in_folder(said("how many distinct users show up in logs/app.log? the ids look like userId=1234"), tmp_path).stdout
    assert users.strip() == "2"


def test_git_answers_run_in_a_throwaway_repo(tmp_path):
    git = "git -c user.name=t -c user.email=t@e"
    run_in_folder(f"git init -q -b main work && cd work && echo 'dist/' > .gitignore && echo 'let x = fetch(u)' > app.js && echo SECRET=1 > .env"
                  f" && git add -A && {git} commit -q -m one && git branch done && git checkout -q -b feature"
                  f" && echo more >> app.js && {git} commit -q -am two && {git} commit -q --allow-empty -m three", tmp_path)
    work = tmp_path / "work"
    assert run_in_folder(said("How many commits does my current branch have that main doesn't?"), work).stdout.strip() == "2"
    assert run_in_folder(said("how many commits is my branch ahead of and behind main"), work).stdout.split() == ["0", "2"]
    assert run_in_folder(said("git grep for fetch( in the tracked files, with line numbers"), work).stdout.strip() == "app.js:1:let x = fetch(u)"
    run_in_folder("git checkout -q main", work)
    run_in_folder(said("Clean up the local branches that are already merged into main, but don't touch main itself."), work)
    assert run_in_folder("git branch --format='%(refname:short)'", work).stdout.split() == ["feature", "main"]
    run_in_folder(said("I committed .env by mistake, stop tracking it but keep the file on disk"), work)
    assert (work / ".env").exists() and "D  .env" in run_in_folder(said("git status, short format"), work).stdout
    (work / "dist").mkdir()
    (work / "dist" / "bundle.js").write_text("x")
    (work / "notes.txt").write_text("mine")
    assert run_in_folder(said("list the ignored files and folders git is hiding in this working tree"), work).stdout.split() == ["dist/"]
    run_in_folder(said("remove only the gitignored stuff (dist, node_modules, etc.), keep untracked files that aren't ignored"), work)
    assert not (work / "dist").exists() and (work / "notes.txt").exists()
