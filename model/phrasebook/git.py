"""Git workflows said in words: a rebase, cherry-pick or merge carried on or given up, a conflict settled for one side,
merges squashed or fast-forward only, stashes listed, applied, dropped or shown, branches tracked, listed by state or
date, made from a revision, forced or orphaned, merged ones deleted, counted ahead of and behind another, pulls that
rebase, fixup commits and interactive rebases, the ignored files listed or cleaned, tracked files grepped (``git grep``).
The model's training data knows little of git beyond its plainest commands.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _shell_word

_REV = r"(?P<rev>[0-9a-f]{7,40}|HEAD(?:~\d+|\^+)?|v?\d+(?:\.\d+)+[\w.-]*)"
_BRANCH = r"(?P<b>(?:origin|upstream)/[\w./-]*\w|[a-z][\w-]*/[\w./-]*\w|(?:main|master|develop|dev|staging|release-[\w.-]+|[a-z][\w-]*-[\w.-]*\w))"
_SIDE = r"(?P<side>ours|our\s+(?:version|side|copy|changes)|mine|my\s+(?:version|side|changes)|theirs|their\s+(?:version|side|changes)|the\s+incoming\s+(?:version|changes))"
_STASH = r"(?:stash@\{(?P<n>\d+)\}|stash\s+(?:number\s+|no\.?\s*|#)?(?P<n2>\d+)|(?:the\s+)?(?P<nth>second|third|fourth)\s+stash)"


# Commits of this branch not on another, counted: "how many commits does my current branch have that main doesn't?"
_COUNT_AHEAD = re.compile(r"^\s*how\s+many\s+commits\s+(?:does|has)\s+(?:my|this|the)\s+(?:current\s+)?branch\s+(?:have|got)\s+that\s+(?P<b>[\w./-]*\w)\s+"
                          r"(?:does\s*n'?t|does\s+not|has\s*n'?t|has\s+not)(?:\s+(?:have|got))?\s*\??\s*$"
                          r"|^\s*how\s+many\s+commits\s+(?:is|am|are)\s+(?:my\s+(?:current\s+)?branch|i|we|this\s+branch|head)\s+ahead\s+of\s+(?P<b2>[\w./-]*\w)\s*\??\s*$", re.I)
# Local branches merged into one deleted, that one and the current kept: "delete all the branches already merged into
# main", "clean up the local branches that are already merged into main, but don't touch main itself"
_MERGED_CLEANED = re.compile(r"^\s*(?:please\s+)?(?:clean\s+up|delete|remove|prune|get\s+rid\s+of)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?(?:local\s+)?branches\s+"
                             r"(?:that\s+(?:are|were|have\s+been)\s+|which\s+(?:are|were|have\s+been)\s+)?(?:already\s+)?(?:been\s+)?(?:fully\s+)?merged\s+(?:in)?to\s+(?P<b>[\w./-]*\w)"
                             r"(?:\s*,?\s*(?:but\s+)?(?:(?:don'?t|do\s+not|never)\s+(?:touch|delete|remove)|keep(?:ing)?|except(?:\s+for)?|not|leave|leaving|sparing)\s+"
                             r"(?:the\s+)?(?P<other>[\w./-]*\w)(?:\s+(?:itself|branch|alone))?)?\s*[.!]?\s*$", re.I)


def _stash_ref(m: re.Match) -> str:
    """``stash@{N}`` for a stash said by number ("stash 1", "stash@{2}", "the second stash" is stash@{1})."""
    if m.group("nth"):
        return "stash@{" + str(("second", "third", "fourth").index(m.group("nth").lower()) + 1) + "}"
    return "stash@{" + (m.group("n") or m.group("n2")) + "}"


def _side(word: str) -> str:
    return "theirs" if re.match(r"their|the\s+incoming", word, re.I) else "ours"



def _committed(m: re.Match) -> str | None:
    """git commit with the message a request gives unquoted, every tracked change staged (``-a``) where it says so."""
    what, msg = (m.group("what") or "").lower(), m.group("msg").strip().strip("'\"")
    if "'" in msg or not msg:
        return None
    every = re.search(r"\ball\b|\beverything\b|\bmodified\b|\bchanged\b|\btracked\b", what) is not None
    return f"git commit {'-am' if every else '-m'} '{msg}'"

ROWS = (
    # history questions: the commit that deleted a file, commits on one branch not yet on another, what changed since a tag,
    # the files git ignores
    (re.compile(r"^\s*(?:find|show|which\s+is|what\s+is|get)\s+(?:me\s+)?the\s+commit\s+(?:that|which)\s+(?:deleted|removed)\s+(?P<file>[\w./~-]+\.\w+)\s*\??\s*$"
                r"|^\s*(?:which|what)\s+commit\s+(?:deleted|removed)\s+(?P<file2>[\w./~-]+\.\w+)\s*\??\s*$", re.I),
     lambda m: f"git log --diff-filter=D -- {m.group('file') or m.group('file2')}"),
    (re.compile(r"^\s*(?:show\s+|list\s+)?(?:the\s+)?commits\s+(?:on|in)\s+(?:branch\s+)?(?P<a>[\w./-]*\w)\s+(?:that|which)\s+(?:are\s*n'?t|are\s+not|aren'?t)\s+(?:on|in)\s+"
                r"(?:branch\s+)?(?P<b>[\w./-]*\w)(?:\s+yet)?\s*\??\s*$", re.I),
     lambda m: f"git log {m.group('b')}..{m.group('a')}"),
    (re.compile(r"^\s*(?:(?:show|give\s+me)\s+(?:a\s+|the\s+)?)?summary\s+of\s+(?:the\s+)?changes\s+since\s+(?:the\s+)?(?:tag\s+)?(?P<tag>v?\d+(?:\.\d+)+[\w.-]*|[\w.-]+)\s*$", re.I),
     lambda m: f"git diff --stat {m.group('tag')}"),
    # "diff of app.py against the last commit", "show me what I changed in src/App.jsx since the last commit"
    (re.compile(r"(?:\b(?:diff|changes?)|\bwhat\s+(?:i(?:'ve|\s+have)?|i've|has|have)\s+(?:been\s+)?changed)\s+(?:of|in|to)\s+(?P<file>[\w./~-]+\.\w+)\s+"
                r"(?:against|since|compared\s+(?:to|with)|versus|vs\.?)\s+(?:the\s+)?(?:last|latest)\s+commit\b", re.I),
     lambda m: f"git diff HEAD -- {m.group('file')}"),
    # "list the files git ignores", "list the ignored files and folders git is hiding in this working tree"
    (re.compile(r"^\s*(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?files(?P<dirs>\s+and\s+(?:folders|directories|dirs))?\s+(?:that\s+)?git\s+(?:is\s+)?ignor(?:es|ing)\s*$"
                r"|^\s*(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(?:git\s*)?ignored\s+files(?P<dirs2>\s+and\s+(?:folders|directories|dirs))?"
                r"(?:\s+(?:that\s+)?git\s+(?:is\s+)?(?:hiding|ignoring|skipping))?(?:\s+(?:in|of)\s+(?:this|the)\s+(?:working\s+tree|repo(?:sitory)?|checkout|project))?\s*[.?]?\s*$", re.I),
     lambda m: "git ls-files --others --ignored --exclude-standard" + (" --directory" if m.group("dirs") or m.group("dirs2") else "")),
    # "remove only the gitignored stuff (dist, node_modules, etc.), keep untracked files that aren't ignored"
    (re.compile(r"^\s*(?:please\s+)?(?:remove|delete|clean(?:\s+out|\s+up)?|wipe|get\s+rid\s+of)\s+(?:only\s+)?(?:all\s+)?(?:the\s+)?(?:git\s*ignored|ignored)\s+"
                r"(?:files|stuff|things|files\s+and\s+(?:folders|directories))(?:\s*\([^)]*\))?"
                r"(?:\s*,?\s*(?:but\s+)?(?:keep\w*|leave|leaving|not)\s+(?:the\s+)?(?:other\s+)?untracked\s+(?:files|stuff)(?:\s+that\s+(?:are\s*n'?t|are\s+not)\s+ignored)?(?:\s+alone)?)?\s*[.!]?\s*$", re.I),
     lambda m: "git clean -fdX"),
    # a rebase, cherry-pick, merge or revert under way: carried on, skipped or given up
    (re.compile(r"\b(?P<verb>continue|carry\s+on\s+with|go\s+on\s+with|resume|proceed\s+with|abort|cancel|give\s+up(?:\s+on)?|stop|skip)\s+(?:this\s+|the\s+)?"
                r"(?P<op>rebase|rebasing|cherry[\s-]?pick(?:ing)?|merge|merging|revert)\b", re.I),
     lambda m: None if re.search(r"\bskip\b", m.group("verb"), re.I) and not re.match(r"rebas", m.group("op"), re.I) else
     f"git {'rebase' if m.group('op').lower().startswith('rebas') else 'cherry-pick' if m.group('op').lower().startswith('cherry') else 'merge' if m.group('op').lower().startswith('merg') else 'revert'} "
     + ("--continue" if re.match(r"continue|carry|go\s+on|resume|proceed", m.group("verb"), re.I) else "--skip" if m.group("verb").lower() == "skip" else "--abort")),
    # a conflicted file settled for one side
    (re.compile(rf"\b(?:keep|take|use|choose|pick|resolve\s+with)\s+(?:our|their|the)?\s*{_SIDE}?\s*(?:side|version|copy)?\s*(?:of|for)\s+(?P<file>[\w./~-]+\.\w+)\b", re.I),
     lambda m: f"git checkout --{_side(m.group('side') or m.group(0).split()[1])} {m.group('file')}"
     if re.search(r"\b(?:our|ours|their|theirs|mine|my|incoming)\b", m.group(0), re.I) else None),
    (re.compile(rf"\bkeep\s+{_SIDE}\s+(?:of\s+|for\s+)?(?P<file>[\w./~-]+\.\w+)\b", re.I), lambda m: f"git checkout --{_side(m.group('side'))} {m.group('file')}"),
    # merges: squashed, fast-forward only, preferring one side, with a message
    (re.compile(rf"\bsquash[\s-]?merge\s+{_BRANCH}|\bmerge\s+{_BRANCH.replace('<b>', '<b2>')}\s+(?:in\s+)?(?:as\s+a\s+single\s+commit|squashed)\b", re.I),
     lambda m: f"git merge --squash {m.group('b') or m.group('b2')}"),
    (re.compile(rf"\b(?:update|merge|move)\s+(?:to\s+)?{_BRANCH}\s+only\s+if\s+(?:it\s+)?(?:can\s+)?(?:be\s+)?fast[\s-]?forward", re.I), lambda m: f"git merge --ff-only {m.group('b')}"),
    (re.compile(rf"\bmerge\s+{_BRANCH}\s+(?:and\s+)?(?:prefer(?:ring)?|favou?r(?:ing)?|tak(?:e|ing))\s+(?P<side>their|our)s?\s+(?:changes|side|version)", re.I),
     lambda m: f"git merge -X {'theirs' if m.group('side').lower() == 'their' else 'ours'} {m.group('b')}"),
    (re.compile(rf"\bmerge\s+{_BRANCH}\s+with\s+--no-ff\s+and\s+(?:the\s+)?message\s+(?P<msg>.+?)\s*$", re.I),
     lambda m: f"git merge --no-ff -m {_shell_word(m.group('msg'))} {m.group('b')}"),
    (re.compile(r"\b(?:show|list)\s+(?:only\s+)?(?:the\s+)?merge\s+commits\b", re.I),
     lambda m: "git log --merges" + (" --oneline" if re.search(r"\bone\s+(?:per\s+)?line\b|\boneline\b", m.string, re.I) else "")),
    # stashes
    (re.compile(r"^\s*what\s+stash(?:es)?\s+(?:do\s+i\s+have|are\s+there)\b|\blist\s+(?:my\s+|the\s+|all\s+)?stash(?:es)?\b", re.I), lambda m: "git stash list"),
    (re.compile(rf"\bapply\s+{_STASH}(?:\s+without\s+(?:dropping|removing|deleting)\s+it|\s+but\s+keep\s+it)?", re.I), lambda m: f"git stash apply {_stash_ref(m)}"),
    (re.compile(rf"\b(?:drop|delete|remove|throw\s+away)\s+{_STASH}", re.I), lambda m: f"git stash drop {_stash_ref(m)}"),
    (re.compile(rf"\bpop\s+{_STASH}", re.I), lambda m: f"git stash pop {_stash_ref(m)}"),
    (re.compile(r"\b(?:show|see)\s+(?:the\s+)?(?:full\s+)?(?:diff|patch|changes)\s+(?:of|in)\s+(?:the\s+)?(?:most\s+recent|latest|last|newest|top)\s+stash\b", re.I),
     lambda m: "git stash show -p"),
    (re.compile(rf"\b(?:show|see)\s+(?:the\s+)?(?:full\s+)?(?:diff|patch|changes)\s+(?:of|in)\s+{_STASH}", re.I), lambda m: f"git stash show -p {_stash_ref(m)}"),
    (re.compile(r"\bstash\s+(?:only\s+)?(?:the\s+)?(?:unstaged|working)\s+changes\b.*\bkeep\w*\s+(?:the\s+)?(?:staged|index)\b|\bstash\b.*\bkeep\s+(?:the\s+)?index\b", re.I),
     lambda m: "git stash push --keep-index"),
    (re.compile(r"\bstash\s+(?:only\s+)?(?:the\s+|what'?s\s+)?staged(?:\s+changes)?\b", re.I), lambda m: "git stash push --staged"),
    (re.compile(r"\b(?:make|create|turn)\s+(?:a\s+)?(?:new\s+)?branch\s+(?P<nb>[\w./-]*\w)\s+(?:from|out\s+of)\s+(?:the\s+)?(?:latest|last|top|newest)\s+stash\b", re.I),
     lambda m: f"git stash branch {m.group('nb')}"),
    # branches
    (re.compile(rf"\bmake\s+(?:my\s+)?(?:the\s+)?current\s+branch\s+track\s+{_BRANCH}|\bset\s+(?:the\s+)?upstream\s+(?:of\s+(?:my|the)\s+current\s+branch\s+)?to\s+{_BRANCH.replace('<b>', '<b2>')}", re.I),
     lambda m: f"git branch --set-upstream-to={m.group('b') or m.group('b2')}"),
    (re.compile(r"\b(?:show|list)\s+(?:the\s+)?branches\s+(?:that\s+are\s+)?not\s+(?:yet\s+)?merged\s+into\s+(?P<b>[\w./-]*\w)", re.I), lambda m: f"git branch --no-merged {m.group('b')}"),
    (re.compile(r"\b(?:show|list)\s+(?:the\s+)?branches\s+(?:that\s+are\s+)?(?:already\s+)?merged\s+into\s+(?P<b>[\w./-]*\w)", re.I), lambda m: f"git branch --merged {m.group('b')}"),
    (re.compile(r"\b(?:local\s+)?branches\s+with\s+(?:their\s+)?(?:upstream|tracking)\b.*\bahead|\bahead\W*behind\s+counts?\b", re.I), lambda m: "git branch -vv"),
    (re.compile(r"\b(?:list|show)\s+(?:the\s+|all\s+)?(?:local\s+)?branches\s+(?:sorted\s+)?by\s+(?:the\s+)?(?:most\s+)?recent\w*\s+(?:commit|activity)", re.I),
     lambda m: "git branch --sort=-committerdate"),
    (re.compile(r"\blist\s+every\s+branch,?\s+local\s+and\s+remote\b|\bevery\s+branch\s+(?:both\s+)?local\s+and\s+remote\b", re.I), lambda m: "git branch -a"),
    (re.compile(r"\b(?:make|create)\s+(?:a\s+)?(?:new\s+)?branch\s+(?P<nb>[\w./-]*\w)\s+(?:from|at)\s+(?:the\s+)?(?:tag\s+|commit\s+)?(?P<at>[\w./-]*\w)\s+but\s+(?:stay|remain)\s+on\b", re.I),
     lambda m: f"git branch {m.group('nb')} {m.group('at')}"),
    (re.compile(rf"\bcheck\s*out\s+(?:the\s+)?remote\s+branch\s+{_BRANCH}\s+as\s+a\s+local\s+(?:tracking\s+)?branch\b", re.I), lambda m: f"git switch --track {m.group('b')}"),
    (re.compile(r"\b(?:go|switch)\s+back\s+to\s+the\s+(?:previous\s+branch|branch\s+i\s+was\s+(?:on|in)\s+before|last\s+branch)\b", re.I), lambda m: "git switch -"),
    (re.compile(r"\b(?:start|create|make)\s+(?:an?\s+)?(?:new\s+)?(?:empty\s+)?orphan\s+branch\s+(?:called\s+|named\s+)?(?P<nb>[\w./-]*\w)", re.I), lambda m: f"git switch --orphan {m.group('nb')}"),
    (re.compile(rf"\bforce\s+(?:the\s+)?(?P<nb>[\w./-]*\w)\s+branch\s+to\s+point\s+(?:at|to)\s+{_BRANCH}", re.I), lambda m: f"git branch -f {m.group('nb')} {m.group('b')}"),
    (re.compile(rf"^(?!.*\b(?:force\w*|never\s+merged|not\s+(?:yet\s+)?merged|unmerged)\b).*\bdelete\s+(?:the\s+)?local\s+branch\s+{_BRANCH}\b", re.I), lambda m: f"git branch -d {m.group('b')}"),
    # pulls, rebases, fixups
    (re.compile(r"^\s*(?:git\s+)?pull\s+(?:but\s+|and\s+)?rebase\s+instead\s+of\s+merg\w*\s*$|^\s*pull\s+with\s+rebase\s*$", re.I), lambda m: "git pull --rebase"),
    (re.compile(r"\bmake\s+git\s+pull\s+(?:always\s+)?rebase\b|\bgit\s+pull\s+(?:should\s+)?always\s+rebase\b", re.I), lambda m: "git config --global pull.rebase true"),
    (re.compile(r"\binteractive(?:ly)?\s+rebase\s+(?:onto\s+)?(?P<b>[\w./-]*\w)\s+and\s+(?:automatically\s+)?squash\s+the\s+fixup", re.I), lambda m: f"git rebase -i --autosquash {m.group('b')}"),
    (re.compile(r"\binteractive(?:ly)?\s+rebase\s+all\s+(?:the\s+)?commits\s+including\s+the\s+(?:very\s+)?first\b|\brebase\s+-i\s+from\s+the\s+root\b", re.I), lambda m: "git rebase -i --root"),
    (re.compile(rf"\b(?:make|create)\s+a\s+fixup\s+commit\s+for\s+{_REV}", re.I), lambda m: f"git commit --fixup={m.group('rev')}"),
    (re.compile(r"\brebase\s+(?:on(?:to)?\s+)?(?P<b>[\w./-]*\w)\s+and\s+run\s+(?P<cmd>.+?)\s+after\s+(?:every|each)\s+commit\b", re.I),
     lambda m: f"git rebase -x {_shell_word(m.group('cmd'))} {m.group('b')}"),
    (re.compile(r"\bmove\s+the\s+commits\s+of\s+(?P<topic>[\w./-]*\w)\s+that\s+came\s+after\s+(?P<old>[\w./-]*\w)\s+onto\s+(?P<new>[\w./-]*\w)", re.I),
     lambda m: f"git rebase --onto {m.group('new')} {m.group('old')} {m.group('topic')}"),
    (re.compile(r"\bfetch\s+(?P<r>origin|upstream)\s+and\s+rebase\s+(?:on(?:to)?\s+)?(?:the\s+latest\s+)?(?P<b>(?:origin|upstream)/[\w./-]*\w)", re.I),
     lambda m: f"git fetch {m.group('r')} && git rebase {m.group('b')}"),
    # cherry-picks
    (re.compile(r"\bcherry[\s-]?pick\s+(?:every\s+commit\s+|the\s+commits\s+|commits\s+)?from\s+(?P<a>[0-9a-f]{7,40})\s+(?:through|to|up\s+to)\s+(?P<z>[0-9a-f]{7,40}),?\s+both\s+included", re.I),
     lambda m: f"git cherry-pick {m.group('a')}^..{m.group('z')}"),
    (re.compile(rf"\bapply\s+the\s+changes\s+of\s+{_REV}\s+but\s+(?:don'?t|do\s+not)\s+commit\b|\bcherry[\s-]?pick\s+{_REV.replace('<rev>', '<rev2>')}\s+without\s+committing\b", re.I),
     lambda m: f"git cherry-pick -n {m.group('rev') or m.group('rev2')}"),
    (re.compile(rf"\bcherry[\s-]?pick\s+{_REV}\s+and\s+record\s+where\s+it\s+came\s+from\b", re.I), lambda m: f"git cherry-pick -x {m.group('rev')}"),
    (re.compile(rf"\bcherry[\s-]?pick\s+the\s+merge\s+commit\s+{_REV}\s+using\s+the\s+first\s+parent\b", re.I), lambda m: f"git cherry-pick -m 1 {m.group('rev')}"),
    (re.compile(rf"\btake\s+the\s+(?:newest|latest|last|top)\s+commit\s+(?:on|of|from)\s+{_BRANCH}\s+and\s+apply\s+it\s+here\b", re.I), lambda m: f"git cherry-pick {m.group('b')}"),
    # everyday git (HR): a branch made and checked out, force-deleted, found by a commit it holds; a rebase given up; a file
    # unstaged or staged hunk by hunk; a commit with a message given unquoted; merges with or without a fast-forward
    (re.compile(rf"^\s*(?:create|make|start)\s+(?:a\s+)?(?:new\s+)?(?:branch\s+)?{_BRANCH}\s+and\s+(?:switch|check\s*out|move|go)\s+(?:to\s+)?(?:it|there|onto\s+it)\s*$", re.I),
     lambda m: f"git checkout -b {m.group('b')}"),
    (re.compile(rf"^\s*force[\s-](?:delete|remove)\s+(?:the\s+)?(?:local\s+)?(?:branch\s+)?{_BRANCH}(?:\s*,.*)?$", re.I),
     lambda m: f"git branch -D {m.group('b')}"),
    (re.compile(r"^\s*(?:which|what)\s+branches\s+(?:contain|have|include)\s+(?:the\s+)?commit\s+(?P<rev>[0-9a-f]{7,40})\s*\??\s*$", re.I),
     lambda m: f"git branch --contains {m.group('rev')}"),
    (re.compile(r"^\s*(?:bail\s+out\s+of|give\s+up\s+(?:on\s+)?|cancel|stop)\s+the\s+(?P<op>rebase|merge|cherry[\s-]pick)\b(?:\s+and\s+go\s+back\s+to\s+(?:how|where)\s+(?:it|i|things)\s+(?:was|were))?\s*$", re.I),
     lambda m: f"git {m.group('op').lower().replace(' ', '-')} --abort"),
    (re.compile(r"^\s*(?:undo|revert)\s+(?:the\s+)?git\s+add\s+(?:of|for)\s+(?:everything\s+in\s+|the\s+files\s+in\s+)?(?P<path>[\w./~-]+)\s*$"
                r"|^\s*unstage\s+(?:everything\s+in\s+|the\s+files\s+in\s+)?(?P<path2>[\w./~-]*[./][\w./~-]*)\s*$", re.I),
     lambda m: f"git restore --staged {m.group('path') or m.group('path2')}"),
    (re.compile(r"^\s*(?:stage|add)\s+only\s+(?:some\s+(?:of\s+)?(?:the\s+)?hunks|parts|some\s+(?:of\s+the\s+)?changes)\s+(?:in|of|from)\s+(?P<file>[\w./~-]+\.\w+)\s*$"
                r"|^\s*(?:interactively|hunk\s+by\s+hunk)\s+stage\s+(?P<file2>[\w./~-]+\.\w+)\s*$", re.I),
     lambda m: f"git add -p {m.group('file') or m.group('file2')}"),
    (re.compile(r"^\s*commit\s+(?P<what>(?:the\s+)?staged\s+changes|(?:all\s+)?(?:the\s+)?(?:modified|changed)\s+(?:tracked\s+)?files|all\s+(?:tracked\s+)?(?:files|changes)|everything|my\s+changes)?\s*"
                r"with\s+(?:the\s+)?(?:commit\s+)?message\s+(?P<msg>.+?)\s*$", re.I),
     _committed),
    (re.compile(rf"^\s*merge\s+{_BRANCH}\s+(?:with\s+a\s+merge\s+commit\s+even\s+if\s+it\s+could\s+fast[\s-]?forward|without\s+(?:a\s+)?fast[\s-]?forward(?:ing)?|and\s+always\s+make\s+a\s+merge\s+commit)\s*$", re.I),
     lambda m: f"git merge --no-ff {m.group('b')}"),
    (re.compile(rf"^\s*merge\s+{_BRANCH}\s+(?:but\s+)?only\s+if\s+(?:it'?s|its|it\s+is|it\s+can\s+be)\s+(?:a\s+)?fast[\s-]?forward(?:ed)?\s*$", re.I),
     lambda m: f"git merge --ff-only {m.group('b')}"),
    (re.compile(r"^\s*short\s+git\s+status\s+with\s+the\s+branch(?:\s+line|\s+name)?\s*$", re.I), lambda m: "git status -sb"),
    # git history and undo (HR): commits by message, author or a string's change; commits not yet pulled or pushed; commits
    # thrown away, a file put back, a revert not committed; annotated tags, tags holding a commit; a remote removed; a
    # named stash; blame and log of a line range
    (re.compile(r"^\s*(?:find|show|list)?\s*(?:the\s+)?commits\s+(?:by\s+(?P<author>[\w.@-]+)\s+)?(?:with\s+|mentioning\s+|whose\s+message\s+(?:has|contains|mentions)\s+)"
                r"['\"]?(?P<text>[\w.#/-]+)['\"]?(?:\s+in\s+(?:the|their|its)\s+(?:commit\s+)?messages?|\s+in\s+it)?(?P<case>\s*,?\s*(?:any|ignoring|ignore)\s+(?:the\s+)?case)?\s*$", re.I),
     lambda m: "git log " + (f"--author={m.group('author')} " if m.group("author") else "") + ("-i " if m.group("case") else "") + f"--grep={m.group('text')}"),
    (re.compile(r"^\s*(?:which|what|find|show)\s+(?:the\s+)?commits\s+(?:added\s+or\s+removed|introduced\s+or\s+removed|changed\s+the\s+number\s+of)\s+['\"]?(?P<text>[\w.-]+)['\"]?\s*\??\s*$", re.I),
     lambda m: f"git log -S {m.group('text')}"),
    # "somebody removed STRIPE_SECRET from the code at some point, which commits added or removed that string?"
    (re.compile(r"\b(?:removed|deleted|dropped|added|introduced)\s+['\"]?(?P<text>[\w.-]+)['\"]?\s+(?:from|to|in)\s+(?:the\s+)?(?:code|codebase|repo|project)\b[^.?;]*?"
                r"\b(?:which|what|find|show)\s+(?:the\s+)?commits\s+(?:added\s+or\s+removed|removed\s+or\s+added|introduced\s+or\s+removed)\s+(?:that|this|the)\s+(?:string|text|name|word|variable)\s*\??\s*$", re.I),
     lambda m: f"git log -S {_shell_word(m.group('text'))}"),
    (re.compile(rf"^\s*(?:show\s+|list\s+)?(?:the\s+)?commits\s+(?:on|in)\s+{_BRANCH}\s+that\s+i\s+(?:don'?t|do\s+not)\s+have(?:\s+yet|\s+locally)?\s*\??\s*$", re.I),
     lambda m: f"git log HEAD..{m.group('b')}"),
    (re.compile(rf"^\s*which\s+of\s+my\s+commits\s+(?:haven'?t|have\s+not)\s+been\s+pushed\s+(?:to\s+|yet\s+to\s+)?{_BRANCH}(?:\s+yet)?\s*\??\s*$", re.I),
     lambda m: f"git log {m.group('b')}..HEAD"),
    # "how many commits does my current branch have that main doesn't?", "how many commits am I ahead of origin/main"
    (_COUNT_AHEAD, lambda m: f"git rev-list --count {m.group('b') or m.group('b2')}..HEAD"),
    # "how many commits is my branch ahead of and behind origin/main"
    (re.compile(r"^\s*how\s+many\s+commits\s+(?:is|am|are)\s+(?:my\s+(?:current\s+)?branch|i|we|this\s+branch|head)\s+(?:ahead\s+(?:of\s+)?and\s+behind|behind\s+(?:and|or)\s+ahead\s+of)\s+"
                r"(?P<b>[\w./-]*\w)\s*\??\s*$|^\s*(?:show\s+)?(?:the\s+)?ahead\s*(?:and|/)\s*behind\s+(?:counts?\s+)?(?:against|vs\.?|relative\s+to|of\s+my\s+branch\s+(?:against|vs\.?))\s+(?P<b2>[\w./-]*\w)\s*\??\s*$", re.I),
     lambda m: f"git rev-list --left-right --count {m.group('b') or m.group('b2')}...HEAD"),
    # "clean up the local branches that are already merged into main, but don't touch main itself"
    (_MERGED_CLEANED, lambda m: f"git branch --merged {m.group('b')} | grep -vE '^\\*|^ *{m.group('b')}$' | xargs -r git branch -d"
     if not m.group("other") or m.group("other") == m.group("b") else None),
    # "git grep for fetch( in the tracked files, with line numbers"
    (re.compile(r"^\s*(?:git\s+grep\s+(?:for\s+)?|search\s+(?:only\s+)?(?:the\s+|all\s+)?(?:git[\s-])?tracked\s+files\s+for\s+)['\"]?(?P<p>[^'\"\s]+|[^'\"]+(?=['\"]))['\"]?"
                r"(?:\s+(?:in|across)\s+(?:all\s+)?(?:the\s+)?tracked\s+files)?(?P<n>\s*,?\s*(?:with|showing|and\s+show)\s+(?:the\s+)?line\s+numbers)?\s*$", re.I),
     lambda m: "git grep " + ("-n " if m.group("n") else "") + _shell_word(m.group("p"))),
    (re.compile(r"^\s*(?:throw\s+away|discard|drop|get\s+rid\s+of)\s+the\s+last\s+(?P<n>\d+|two|three|four|five)\s+commits(?:\s+completely|\s+and\s+their\s+changes|\s+for\s+good)?\s*$", re.I),
     lambda m: f"git reset --hard HEAD~{ {'two': 2, 'three': 3, 'four': 4, 'five': 5}.get(m.group('n').lower(), m.group('n')) }"),
    (re.compile(rf"^\s*(?:put|bring|restore|set)\s+(?P<file>[\w./~-]+\.\w+)\s+back\s+to\s+(?:how|what)\s+it\s+was\s+(?:in|at)\s+(?:commit\s+)?{_REV}\s*$", re.I),
     lambda m: f"git checkout {m.group('rev')} -- {m.group('file')}"),
    (re.compile(rf"^\s*revert\s+(?:commit\s+)?{_REV}\s+(?:but\s+)?(?:don'?t|do\s+not|without)\s+commit(?:ting)?(?:\s+(?:it\s+)?yet)?\s*$", re.I),
     lambda m: f"git revert -n {m.group('rev')}"),
    (re.compile(r"^\s*tag\s+the\s+current\s+commit\s+(?P<tag>v?[\w.-]+)\s+with\s+(?:the\s+)?(?:annotation|message)\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git tag -a {m.group('tag')} -m '{m.group('msg')}'"),
    # "tag v2.3.0 and push the tag to origin", "tag the current commit v1.0 then push it"
    (re.compile(r"^\s*(?:please\s+)?(?:create\s+(?:a\s+|the\s+)?)?tag\s+(?:(?:the\s+)?(?:current|latest|last|head)\s+commit\s+(?:as\s+)?|(?:it|this)\s+(?:as\s+)?)?(?P<tag>v?\d+(?:\.\d+)+[\w.-]*|v\d+)"
                r"\s*,?\s+(?:and|then|&)\s+(?:then\s+)?push\s+(?:the\s+|that\s+|\w{3}\s+)?(?:tag|it)?(?:\s+(?:to|up\s+to)\s+(?P<remote>origin|upstream))?\s*[.!]?\s*$", re.I),
     lambda m: f"git tag {m.group('tag')} && git push {m.group('remote') or 'origin'} {m.group('tag')}"),
    # "url of origin?", "what's the remote url of upstream", "where does origin point"
    (re.compile(r"^\s*(?:(?:what(?:'s|\s+is)|show(?:\s+me)?|print|get)\s+)?(?:the\s+)?(?:remote\s+)?(?:url|address)\s+(?:of|for)\s+(?:the\s+)?(?:remote\s+)?(?P<r>origin|upstream)(?:\s+remote)?\s*\??\s*$"
                r"|^\s*where\s+does\s+(?:the\s+remote\s+)?(?P<r2>origin|upstream)\s+point(?:\s+to)?\s*\??\s*$", re.I),
     lambda m: f"git remote get-url {m.group('r') or m.group('r2')}"),
    (re.compile(r"^\s*(?:which|what)\s+tags\s+(?:include|contain|have)\s+(?:the\s+)?commit\s+(?P<rev>[0-9a-f]{7,40})\s*\??\s*$", re.I),
     lambda m: f"git tag --contains {m.group('rev')}"),
    (re.compile(r"^\s*(?:remove|delete|drop)\s+the\s+(?P<r>[\w.-]+)\s+remote\s*$", re.I), lambda m: f"git remote remove {m.group('r')}"),
    (re.compile(r"^\s*stash\s+(?:my|the|all)\s+changes\s+(?:as|with\s+(?:the\s+)?(?:message|name))\s+['\"]?(?P<msg>[^'\"]+?)['\"]?\s*$", re.I),
     lambda m: f"git stash push -m '{m.group('msg')}'"),
    (re.compile(r"^\s*(?:git\s+)?blame\s+lines\s+(?P<a>\d+)\s*(?:-|to|through)\s*(?P<b>\d+)\s+(?:of|in)\s+(?P<file>[\w./~-]+\.\w+)\s*$", re.I),
     lambda m: f"git blame -L {m.group('a')},{m.group('b')} {m.group('file')}"),
    (re.compile(r"^\s*(?:the\s+)?(?:git\s+)?history\s+of\s+lines\s+(?P<a>\d+)\s*(?:-|to|through)\s*(?P<b>\d+)\s+(?:of|in)\s+(?P<file>[\w./~-]+\.\w+)\s*$", re.I),
     lambda m: f"git log -L {m.group('a')},{m.group('b')}:{m.group('file')}"),
)
