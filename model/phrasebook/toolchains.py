"""Language toolchains as developers type them: JavaScript's (npm's installs, dev, global and exact packages, ``ci``,
scripts with their arguments and workspaces, outdated, update, audit, why a package is installed, registry
settings, versions bumped, publish; yarn's and pnpm's forms of the same; npx's one-off tools such as prettier,
eslint, ts-node, http-server and ``npm create vite``; nvm's node versions installed, used, made the default, listed
and removed; corepack), Go's (modules made, tidied, vendored, edited, queried; builds with an output, ldflags and
other targets; tests picked by name, with the race detector, coverage, benchmarks, timeouts; vet, fmt, gofmt,
tools installed, ``go env``), Rust's (cargo's new crates, builds, runs with arguments, tests with their options,
clippy, fmt, crates added and removed with features, docs, check, update, install, tree; rustup's targets,
components and toolchains) and Java's (maven's phases and options, single tests, the dependency tree, versions;
the gradle wrapper's tasks, tests, dependencies, subprojects; ``java`` with heap sizes, properties and a class path,
``javac``, ``jar`` and SDKMAN!).

Every answer is composed from the parts the request says (packages, versions, scripts, test names, targets, output
names); a part the command needs and the request leaves out gives None. The rows are anchored on the tools' names or
on words only one toolchain uses (package.json, go.mod, Cargo.toml, a crate, the pom), so "go to the docs folder" or
"run the tests" are left to the other rows. Caches cleared are ``disk``'s, the rows ``developer`` already answers its.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _shell_word


def _has(pattern: str, text: str) -> re.Match | None:
    return re.search(pattern, text, re.I)


# Requests of several steps, or about processes, containers, shells and logs: other rows' (and the model's).
_OTHER = re.compile(r"[|;`]|&&|\$\(|\b(?:background|nohup|docker\w*|containers?|podman|kill|pkill|killall|processes|ps\s+aux|cron\w*|"
                    r"every\s+(?:sub)?(?:folder|directory|dir)|each\s+(?:sub)?(?:folder|directory|dir)|subdirector\w*|tee|systemd|systemctl|"
                    r"service\s+file|env\s+file|bashrc|zshrc|bash_profile|alias(?!\s+default)|apt|apt-get|brew|snap|pip3?|python|pytest|poetry|(?:to|on|in|from)\s+(?:the\s+|my\s+)?path)\b|(?<![\w-])\.env\b|\.bin\b", re.I)

_VERSION = r"v?\d+(?:\.\d+){0,2}"
# Words that are never a package's name where a request names one.
_NOT_NAMES = frozenset("""a an the it them this that these those my our your all every any some deps dependencies dependency package packages
project app module modules and or to as in into with for from of on using via through npm yarn pnpm node cargo go crate crates dev
devdependencies devdependency unused latest version versions new newest please globally global also too lib library tool tools
exact pinned pin here there everything something""".split())

# Words that end the list of names a request gives ("eslint and prettier as devDependencies").
_STOPS = frozenset("from in into to as with for on using via through keeps is was but so because".split())

# npm packages whose name alone says the request is about JavaScript.
_JS_PACKAGES = frozenset("""lodash axios express react react-dom vue svelte next nuxt moment dayjs zod typescript ts-node eslint prettier jest
vitest mocha chai webpack vite rollup esbuild nodemon pm2 left-pad chalk commander yargs dotenv uuid underscore jquery
angular rxjs redux tailwindcss postcss sass babel mongoose sequelize prisma knex socket.io cors body-parser""".split())


def _names(said: str) -> list[str]:
    """The package names in a span of a request ("eslint and prettier", "@acme/ui-kit, zod"): words a registry
    could hold, not the words around them."""
    out = []
    for word in re.split(r"\s*,\s*|\s+and\s+|\s+", said.strip()):
        word = word.strip(".,'\"()")
        if word.startswith("-"):
            continue   # an option said as it is typed (-D, --save-dev)
        if word.lower() in _STOPS:
            break
        if not word or word.lower() in _NOT_NAMES:
            continue
        if re.search(r"\.(?:json|lock|toml|yaml|yml|txt|md)$", word, re.I):
            return []
        if not re.fullmatch(r"@?[a-z0-9][\w.-]*(?:/[\w.-]+)?(?:@[\w.^~*-]+)?", word) or re.fullmatch(r"\d[\d.]*", word):
            return out if out else []
        out.append(word)
    return out


# ---------------------------------------------------------------- JavaScript: npm, yarn, pnpm, npx, nvm, node

def _js_tool(text: str) -> str:
    return "pnpm" if _has(r"\bpnpm\b", text) else "yarn" if _has(r"\byarn\b", text) else "npm"


def _node_version(text: str) -> str | None:
    """The node version a request names ("node 20", "node v18", "16.20.2"), or None."""
    m = (re.search(r"\bnode(?:\.?js)?\s+(?:version\s+)?v?(\d+(?:\.\d+){0,2})\b", text, re.I)
         or re.search(r"\b(?:for|to|install|use|remove|uninstall|version)\s+v?(\d+(?:\.\d+){0,2})\b", text, re.I))
    return m.group(1) if m else None


def nvm_task(text: str) -> str | None:
    """nvm's node versions: installed (the LTS, one version, global packages carried over), used, made the
    default, listed installed or available, removed, a binary's path, a script run with another version."""
    version = _node_version(text)
    lts = _has(r"\blts\b|\blong[\s-]term\b", text)
    if _has(r"\bavailable\b|\bremote\b|\bcan\s+(?:i\s+)?install\b|\bto\s+install\b", text) and _has(r"\blist|\bshow|\bwhich|\bwhat|\bversions\b", text):
        return "nvm ls-remote --lts" if lts else "nvm ls-remote"
    if _has(r"\bpath\b|\bwhere\b|\bbinary\b|\bwhich\s+node\s+(?:does|is|will)\b", text) and version:
        return f"nvm which {version}"
    script = re.search(r"\b(?:run|execute|start)\s+(?P<f>[\w./-]+\.(?:m?js|cjs|ts))\b", text, re.I)
    if script and version and _has(r"\bwithout\s+switching|\bjust\s+(?:for|this)|\bone[\s-]off|\bonce\b", text):
        return f"nvm exec {version} node {script.group('f')}"
    if script:
        return None
    if _has(r"\b(?:remove|uninstall|delete|get\s+rid\s+of)\b", text):
        return f"nvm uninstall {version}" if version else None
    if _has(r"\bdefault\b", text):
        if lts and not version:
            return "nvm alias default lts/*"
        return f"nvm alias default {version}" if version else None
    if _has(r"\binstall(?!ed)|\bset\s+me\s+up|\bget\b.*\binstalled|\bgrab\b|\bdownload", text) and not _has(r"\bwhich\b.*\binstalled|\binstalled\s+with\b|\bhave\s+installed\b", text):
        if lts and not version:
            return "nvm install --lts"
        if not version:
            return None
        carry = " --reinstall-packages-from=current" if _has(r"\b(?:carry|bring|keep|copy|migrate|move|reinstall)\w*\b.*\bglobal", text) else ""
        return f"nvm install {version}{carry}"
    if _has(r"\b(?:switch|use|change|activate)\w*\b", text):
        if lts and not version:
            return "nvm use --lts"
        return f"nvm use {version}" if version else None
    if _has(r"\b(?:which|what|list|show)\b.*\bversions\b|\binstalled\b", text):
        return "nvm ls"
    if _has(r"\bcurrent\b|\bactive\b", text):
        return "nvm current"
    return None


def _script(text: str) -> str | None:
    """The package.json script a request names ("the build script", "script name is dev", "npm run lint")."""
    m = (re.search(r"\b(?:script|task)\s+(?:name\s+is|is\s+called|called|named)\s+['\"]?(?P<s>[\w:.-]+)", text, re.I)
         or re.search(r"\b(?:npm|yarn|pnpm)\s+run\s+(?P<s>[\w:.-]+)", text, re.I)
         or re.search(r"\b(?:the|my|its|a)\s+['\"]?(?P<s>[\w:.-]+)['\"]?\s+script\b", text, re.I)
         or re.search(r"\bscript\s+['\"]?(?P<s>[\w:.-]+)['\"]?\s*$", text, re.I))
    if m and m.group("s").lower() not in ("the", "a", "my", "build's", "package.json", "npm", "yarn", "pnpm", "this", "that", "which"):
        return m.group("s")
    return None


_YARN_OWN = frozenset("add install remove upgrade why info init publish run list audit cache config global link pack".split())


def _run_script(tool: str, script: str, args: str = "") -> str:
    if tool == "npm":
        base = f"npm {script}" if script in ("test", "start") else f"npm run {script}"
    else:
        base = f"{tool} run {script}" if script in _YARN_OWN else f"{tool} {script}"
    return base + (f" -- {args}" if args else "")


def npx_task(text: str) -> str | None:
    """One-off tools run through npx: prettier, eslint, ts-node, http-server, a new Vite project, a tool named."""
    path = re.search(r"\b(?:under|in|on|of)\s+(?P<p>(?:\./)?[\w.-]+/?(?:[\w.-]+/?)*)(?=\s|,|$)", text, re.I)
    where = path.group("p") if path and path.group("p").lower() not in ("the", "this", "my", "place", "it", "src's") else None
    if _has(r"\bvite\b", text) and _has(r"\b(?:new|scaffold|create|start|bootstrap|init)\w*\b", text):
        name = re.search(r"\b(?:folder|directory|dir|project)\s+(?:called|named)\s+(?P<n>[\w.-]+)|\b(?:called|named)\s+(?P<n2>[\w.-]+)", text, re.I)
        if not name:
            return None
        template = re.search(r"\b(react|vue|svelte|preact|lit|solid|vanilla|qwik)\b", text, re.I)
        tmpl = template.group(1).lower() + ("-ts" if _has(r"\btypescript\b|\bts\b", text) else "") if template else None
        return f"npm create vite@latest {name.group('n') or name.group('n2')}" + (f" -- --template {tmpl}" if tmpl else "")
    if _has(r"\bprettier\b", text):
        if not where and not _has(r"\beverything\b|\ball\s+(?:the\s+)?files\b|\bwhole\s+project\b", text):
            return None
        mode = "--check" if _has(r"\bcheck|\bwithout\s+(?:changing|touching|writing)|\bverify\b|\bwhich\s+files\b", text) else "--write"
        return f"npx prettier {mode} {where or '.'}"
    if _has(r"\beslint\b", text):
        fix = " --fix" if _has(r"fix", text) else ""
        lint = re.search(r"\blint\s+(?P<p>(?!with\b|the\b|my\b|everything\b|all\b)[\w./-]+)", text, re.I)
        where = where or (lint.group("p") if lint else None)
        return f"npx eslint{fix} {where or '.'}"
    if _has(r"\bts-node\b", text):
        f = re.search(r"(?<![\w/.-])(?P<f>[\w./-]+\.ts)\b", text)
        return f"npx ts-node {f.group('f')}" if f else None
    if _has(r"\bhttp-server\b|\bstatic\s+(?:file\s+)?server\b", text) and _has(r"\bnpx\b|\bhttp-server\b|\bnode\b", text):
        port = re.search(r"\bport\s+(\d+)\b|\bon\s+(\d{2,5})\b", text, re.I)
        return "npx http-server" + (f" -p {port.group(1) or port.group(2)}" if port else "")
    typed = re.search(r"^\W*(?:run\s+)?npx\s+(?P<rest>[\w@./-]+(?:\s+[\w@./=:-]+)*)\s*$", text, re.I)
    if typed:
        return f"npx {typed.group('rest')}"
    tool = re.search(r"\b(?:run|execute|launch|try)\s+(?P<t>[\w@./-]+)\s+(?:through|via|with|using)\s+npx\b|\bnpx\s+(?P<t2>[\w@./-]+)", text, re.I)
    if tool:
        name = tool.group("t") or tool.group("t2")
        return None if name.lower() in _NOT_NAMES else f"npx {name}"
    return None


def js_task(m: re.Match) -> str | None:
    """npm, yarn and pnpm commands composed from what a request says, nvm's and node's, npx's one-off tools."""
    text = m.string
    if _OTHER.search(text) or _has(r"\b(?:what\s+is|what's|what\s+does|explain\s+what|how\s+do(?:es)?)\b.*\b(?:do|mean|work)\b\W*$", text):
        return None
    if _has(r"\b(?:stdout|stderr|output)\b[^.]*\b(?:to|into)\s+\S+\.\w+|>\s*\S", text):
        return None   # output sent to a file: the model's and the redirect rewrites'
    if _has(r"\bclean\s+(?:npm\s+)?install\b", text) and _has(r"\bnpm\b|package-lock", text):
        return "npm ci"
    tool = _js_tool(text)
    if _has(r"\bcorepack\b", text):
        return "corepack enable" if _has(r"\b(?:enable|turn\s+on|activate|switch\s+on|set\s+up)\b", text) else None
    if _has(r"\bnvm\b|\bnode(?:\.?js)?\s+versions\b.*\b(?:available|lts|remote)\b|\blts\s+node\s+versions\b", text) or (_has(r"\bnode(?:\.?js)?\s+v?\d+", text) and _has(r"\b(?:switch|use|default|install|remove|uninstall)\w*\b", text)
                                  and not _has(r"\bnpm\b|\bdocker|\bimage\b|\bapt\b", text)):
        return nvm_task(text)
    if _has(r"^\W*node\s+(?:--version|-v)\W*$", text) or _has(r"\bnode(?:\.?js)?\b", text) and _has(r"\bversion\b", text) \
            and _has(r"\b(?:what|which|show|print|check|tell)\b", text) and not _has(r"\bnpm\b|\breact|\binstall\b|\bpackage", text) and not re.search(r"\d", text):
        return "node --version"
    run = re.search(r"\b(?:run|start|execute|launch|debug)\s+(?P<f>[\w./-]+\.(?:m?js|cjs))\s+(?:with|using|in|under|through)\s+node(?:\.?js)?\b|\bnode\s+(?P<f2>[\w./-]+\.(?:m?js|cjs))\b", text, re.I)
    if run and not _has(r"=|\bNODE_ENV\b|\benvironment\b|\bvariables?\b|\bversion\s+\d|\bnode\s+v?\d", text):
        flags = []
        if _has(r"\bbreak\w*\s+(?:on|at)\s+(?:the\s+)?first\s+line\b|\binspect-brk\b|\bpaus\w*\s+(?:on|at)\s+(?:the\s+)?start", text):
            flags.append("--inspect-brk")
        elif _has(r"\binspect\w*|\bdebugg\w*|\bdevtools\b|^\W*debug\b", text):
            flags.append("--inspect")
        if _has(r"\bwatch\b|\brestart\w*\s+(?:it\s+)?(?:on|when)\b.*\bchange", text):
            flags.append("--watch")
        heap = re.search(r"\b(\d+)\s*(mb|megs?|m|gb|gigs?|g)\b\s+(?:of\s+)?(?:heap|memory)|\b(?:heap|memory)\s+(?:of\s+|to\s+)?(\d+)\s*(mb|megs?|m|gb|gigs?|g)\b", text, re.I)
        if heap:
            n, unit = (heap.group(1), heap.group(2)) if heap.group(1) else (heap.group(3), heap.group(4))
            flags.append(f"--max-old-space-size={int(n) * 1024 if unit.lower().startswith('g') else int(n)}")
        return " ".join(["node"] + flags + [run.group("f") or run.group("f2")])
    if _has(r"\bnpx\b|\bprettier\b|\beslint\b|\bts-node\b|\bvite\b|\bhttp-server\b", text) and not _has(r"\b(?:add|install|uninstall|remove)\b.*\b(?:dev|globally|dependenc)", text):
        return npx_task(text)
    if not _has(r"\b(?:npm|yarn|pnpm)\b|package(?:-lock)?\.json|pnpm-lock|yarn\.lock|node_modules|dev\s*-?dependenc|\bnode\b|\bjavascript\b|\bon\s+the\s+registry\b|\bbump\w*\s+the\s+(?:patch|minor|major)\s+version\s+of\s+the\s+package\b", text):
        names = [w for w in re.findall(r"[@\w./-]+", text) if w.lower() in _JS_PACKAGES]
        if not names:
            return None
    # registry and configuration
    if _has(r"\bregistry\b", text) and not _has(r"\bversions?\s+of\b|\bpublish", text):
        url = re.search(r"https?://\S+", text)
        if url:
            return f"{tool} config set registry {url.group().rstrip('.,')}"
        return f"{tool} config get registry" if _has(r"\b(?:what|which|show|print|current|using)\b", text) else None
    if _has(r"\bconfig\w*\b", text) and _has(r"\b(?:all|every|dump|list|show)\b", text) and tool == "npm":
        return "npm config ls -l" if _has(r"\bdefaults?\b|\ball\b", text) else "npm config list"
    # audit
    if _has(r"\baudit\b|\bvulnerab\w*|\bvulns?\b|\bsecurity\s+(?:issues|holes|advisories)", text):
        level = re.search(r"\b(low|moderate|high|critical)\b", text, re.I)
        if _has(r"\bfix", text):
            force = " --force" if _has(r"\beven\s+(?:if|with|the)\b.*\bbreaking|\bforce\b|\bincluding\s+breaking", text) else ""
            return f"{tool} audit fix{force}" if tool == "npm" else None
        if level and _has(r"\bexit|\bfail|\bonly|\bor\s+(?:above|higher|worse)|\bat\s+least", text):
            return f"{tool} audit --audit-level={level.group(1).lower()}" if tool != "yarn" else f"yarn audit --level {level.group(1).lower()}"
        return f"{tool} audit"
    # a clean install from the lock file
    if _has(r"\bci\b|\breproducible\b|\bclean\s+install|\bfrozen|\bwithout\s+(?:modifying|changing|touching|updating)\s+(?:the\s+)?(?:yarn\.lock|pnpm-lock|lock)|\bfail\b.*\block|\block\s*file\b.*\b(?:out\s+of\s+sync|fail)", text):
        if tool == "npm":
            return "npm ci"
        return f"{tool} install --frozen-lockfile"
    global_ = _has(r"\bglobal(?:ly)?\b|\s-g\b", text)
    # outdated, upgrades
    if _has(r"\boutdated\b|\bout\s+of\s+date\b|\bnewer\s+versions?\b|\bstale\b", text):
        return f"{tool} outdated" + (" -g" if global_ and tool == "npm" else "")
    if _has(r"\binteractive(?:ly)?\b", text) and _has(r"\bupgrade|\bupdate|\bbump", text):
        return "yarn upgrade-interactive" if tool == "yarn" else "pnpm update -i" if tool == "pnpm" else None
    # why a package is installed, which version is
    why = re.search(r"\bwhy\s+(?:is|do\s+(?:i|we)\s+have|does\s+(?:my\s+project|this\s+project)\s+(?:have|need))\s+(?P<p>@?[\w./-]+)", text, re.I)
    if why and why.group("p").lower() not in _NOT_NAMES:
        return f"npm explain {why.group('p')}" if tool == "npm" else f"{tool} why {why.group('p')}"
    which = re.search(r"\b(?:what|which)\s+version\s+of\s+(?P<p>@?[\w./-]+)\s+(?:did|is|was|do|does|are|have)\b", text, re.I) \
        or re.search(r"\binstalled\s+version\s+of\s+(?P<p>@?[\w./-]+)", text, re.I)
    if which and which.group("p").lower() not in _NOT_NAMES and _has(r"\binstall", text):
        return f"{tool} ls {which.group('p')}" if tool != "yarn" else f"yarn why {which.group('p')}"
    # the registry's versions of a package
    view = re.search(r"\b(?:every|all|each)\s+(?:the\s+)?(?:published\s+)?versions?\s+of\s+(?P<p>@?[\w./-]+)", text, re.I)
    if view and _has(r"\bpublished\b|\bregistry\b|\bnpm\b|\bavailable\b", text):
        return f"npm view {view.group('p')} versions"
    latest = re.search(r"\b(?:latest|newest|current)\s+(?:published\s+)?version\s+of\s+(?P<p>@?[\w./-]+)", text, re.I)
    if latest and _has(r"\bregistry\b|\bnpm\b|\bpublished\b", text) and latest.group("p").lower() not in _NOT_NAMES:
        return f"npm view {latest.group('p')} version"
    # global packages and their folder
    if global_ and _has(r"\bwhere\b|\bfolder\b|\bdirectory\b|\bpath\b|\broot\b", text) and _has(r"node_modules|\bpackages\b|\bnpm\b", text):
        return "npm root -g"
    if global_ and _has(r"\b(?:list|show|which|what)\b", text) and _has(r"\bpackages\b", text) and not _has(r"\binstall\s+\w", text.replace("installed", "")):
        return "npm ls -g --depth=0" if _has(r"\btop[\s-]*level|\bdepth\b|\bonly\b", text) or tool == "npm" else None
    # versions bumped, published, packed, a package.json made
    bump = re.search(r"\b(?:bump|increment|raise|increase)\w*\s+(?:the\s+)?(patch|minor|major)\b|\bnpm\s+version\s+(patch|minor|major)\b|\b(patch|minor|major)\s+(?:version\s+)?bump\b", text, re.I)
    if bump:
        return f"npm version {next(g for g in bump.groups() if g).lower()}"
    if _has(r"\bpublish\w*\b", text):
        public = _has(r"\bpublic(?:ly)?\b", text) or (_has(r"@[\w-]+/", text) and not _has(r"\bprivate\b", text))
        dry = _has(r"\bdry[\s-]*run\b", text)
        return f"{tool} publish" + (" --access public" if public else "") + (" --dry-run" if dry else "")
    if _has(r"\bnpm\s+pack\b|\btarball\s+of\s+(?:the|my|this)\s+package\b", text):
        return "npm pack"
    if _has(r"\binit\b|\binitiali[sz]e\b|\bnew\s+package\.json\b|\bcreate\s+(?:a\s+)?package\.json\b", text) and _has(r"\bdefaults?\b|\bno\s+questions\b|\bwithout\s+(?:any\s+)?(?:questions|prompts?|asking)\b|\s-y\b|\byes\b", text):
        return f"{tool} init -y"
    # packages removed, updated
    rm = re.search(r"\b(?:uninstall|remove|get\s+rid\s+of|drop|delete)\s+(?P<p>.+?)\s*(?:\bfrom\b|\bout\s+of\b|\bwith\b|\busing\b|$)", text, re.I)
    if rm and not _has(r"\bunused\b|\bcache\b|\bnode_modules\b|\bextraneous\b", text):
        names = _names(rm.group("p"))
        if names:
            verb = "uninstall" if tool == "npm" else "remove"
            return f"{tool} {verb}{' -g' if global_ and tool == 'npm' else ''} {' '.join(names)}"
        return None
    up = re.search(r"\b(?:update|upgrade)\s+(?P<p>.+?)\s*(?:\bto\b|\bwithin\b|\busing\b|\bwith\b|,|$)", text, re.I)
    if up and not _has(r"\bnpm\s+itself\b|\bnode\b", text):
        names = _names(up.group("p"))
        if names and not _has(r"\blatest\s+major\b|\bbreaking\b", text):
            return f"{'yarn upgrade' if tool == 'yarn' else tool + ' update'} {' '.join(names)}"
        if _has(r"^\W*(?:npm|yarn|pnpm)?\s*(?:update|upgrade)\s+(?:all\s+)?(?:the\s+|my\s+)?(?:deps|dependencies|packages)\b", text):
            return "yarn upgrade" if tool == "yarn" else f"{tool} update"
    # scripts run, tests
    script = _script(text)
    args = re.search(r"\bpass(?:ing)?\s+(?P<a>--?[\w=-]+(?:\s+(?:--?[\w=-]+|(?!through\b|to\b|on\b|along\b)[\w./=-]+))*)\s+(?:through|to|on|along)\b", text, re.I)
    extra = args.group("a") if args else ("--watch" if _has(r"\bwatch\s+mode\b", text) else "")
    if _has(r"\bevery\s+package\b|\ball\s+(?:the\s+)?(?:workspace\s+)?packages\b|\brecursive(?:ly)?\b|\bacross\s+(?:the\s+)?workspace", text) and script and tool == "pnpm":
        return f"pnpm -r run {script}"
    ws = re.search(r"\b(?:the\s+)?(?P<w>[\w@./-]+/[\w.-]+)\s+workspace\b|\bworkspace\s+(?P<w2>[\w@./-]+)", text, re.I)
    verb = re.search(r"\b(build|test|lint|start)\s+(?:only\s+)?(?:the\s+)?[\w@./-]+/[\w.-]+\s+workspace\b", text, re.I)
    if ws and verb and not script and tool == "npm":
        script = verb.group(1).lower()
    if script and ws and tool == "npm":
        return f"npm run {script} --workspace={ws.group('w') or ws.group('w2')}"
    if (script or _has(r"\b(?:npm|yarn|pnpm)\s+(?:test|start)\b|\b(?:the\s+)?tests?\s+script\b|\bkick\s+off\s+the\s+test", text)) \
            and not _has(r"\b(?:add|install)\s+(?!script)", text):
        if not script:
            script = "start" if _has(r"\b(?:npm|yarn|pnpm)\s+start\b", text) else "test"
        return _run_script(tool, script, extra)
    if _has(r"\binstall\w*\b", text) and _has(r"\blegacy[\s-]*peer|\bERESOLVE\b|\bpeer\s+dep\w*\s+conflicts?\b", text):
        return f"{tool} install --legacy-peer-deps" if tool == "npm" else None
    # packages installed
    dev = _has(r"\bdev[\s-]*dependenc\w*|\bdevDependenc\w*|\bas\s+a\s+dev\b|\bdev\s+dep\b|\s-D\b|--save-dev", text)
    add = (re.search(r"\b(?:add|install)\s+(?P<p>.+?)\s*(?=\bas\b|\bto\b|\binto\b|\busing\b|\bwith\b|\bvia\b|\bthrough\b|\bglobally\b|\bfor\b|\bin\b|,|\(|$)", text, re.I)
           or re.search(r"^\W*(?P<p>@?[\w./-]+(?:\s*(?:,|and)\s*@?[\w./-]+)*)\s+as\s+an?\s+dev", text, re.I))
    names = _names(add.group("p")) if add else []
    if not names:
        want = re.search(r"\b(?:want|need)\s+(?:the\s+)?(?P<p>[\w-]+)(?:\s+compiler)?\s+(?:available\s+)?globally\b", text, re.I)
        if want:
            names = _names(want.group("p"))
    if names and all(n in _CRATES for n in names) and not _has(r"\b(?:npm|yarn|pnpm|node)\b|package\.json|devDependenc", text):
        return None   # a crate: cargo's
    if names:
        ver = re.search(r"\b(?:version\s+)?v?(?P<v>\d+\.\d+\.\d+(?:-[\w.]+)?)\b", text)
        if ver and len(names) == 1 and "@" not in names[0][1:]:
            names = [f"{names[0]}@{ver.group('v')}"]
        exact = " --save-exact" if _has(r"\bexact\b|\bno\s+caret\b|\bpin\w*\b", text) and tool == "npm" else ""
        if global_:
            return f"npm install -g {' '.join(names)}" if tool == "npm" else f"yarn global add {' '.join(names)}" if tool == "yarn" else f"pnpm add -g {' '.join(names)}"
        if tool == "npm":
            return f"npm install{' --save-dev' if dev else ''}{exact} {' '.join(names)}"
        return f"{tool} add{' --dev' if dev and tool == 'yarn' else ' -D' if dev else ''} {' '.join(names)}"
    if _has(r"\btop[\s-]*level\b", text) and _has(r"\b(?:packages|deps|dependencies)\b", text) and tool == "npm":
        return "npm ls --depth=0"
    if _has(r"\binstall(?:ing)?\b", text) and _has(r"\b(?:deps|dependencies|packages|package\.json|node_modules|npm\s+install|yarn\s+install|pnpm\s+install)\b", text):
        if _has(r"\bproduction\b|\bprod\b|\bskip\w*\s+(?:the\s+)?dev|\bwithout\s+(?:the\s+)?dev|\bomit\w*\s+dev|\bno\s+dev", text):
            return "npm install --omit=dev" if tool == "npm" else f"{tool} install --prod" if tool == "pnpm" else "yarn install --production"
        if not _has(r"\b(?:which|what|list|show|how\s+many|count)\b", text):
            return f"{tool} install"
    return None


# ---------------------------------------------------------------- Go

_GOOS = ((r"windows|win(?:32|64)?", "windows"), (r"mac(?:os)?|os\s*x|osx|darwin|apple", "darwin"), (r"linux|raspberry\s+pi|raspi", "linux"),
         (r"freebsd", "freebsd"), (r"openbsd", "openbsd"))
_GOARCH = ((r"arm64|aarch64|apple\s+silicon|m[123]\s+macs?|arm\s+64", "arm64"), (r"amd64|x86[_-]64|64[\s-]*bit|intel", "amd64"),
           (r"386|i386|x86|32[\s-]*bit", "386"), (r"armv?[67]|arm(?!64)", "arm"))
# Well-known Go tools and modules said by their short name.
_GO_TOOLS = {"gopls": "golang.org/x/tools/gopls", "staticcheck": "honnef.co/go/tools/cmd/staticcheck", "goimports": "golang.org/x/tools/cmd/goimports",
             "golangci-lint": "github.com/golangci/golangci-lint/cmd/golangci-lint", "dlv": "github.com/go-delve/delve/cmd/dlv",
             "delve": "github.com/go-delve/delve/cmd/dlv", "govulncheck": "golang.org/x/vuln/cmd/govulncheck", "air": "github.com/air-verse/air",
             "mockgen": "go.uber.org/mock/mockgen", "stringer": "golang.org/x/tools/cmd/stringer", "gofumpt": "mvdan.cc/gofumpt"}
_GO_MODULES = {"gin": "github.com/gin-gonic/gin", "cobra": "github.com/spf13/cobra", "viper": "github.com/spf13/viper", "testify": "github.com/stretchr/testify",
               "zap": "go.uber.org/zap", "gorm": "gorm.io/gorm", "chi": "github.com/go-chi/chi/v5", "echo": "github.com/labstack/echo/v4",
               "mux": "github.com/gorilla/mux", "logrus": "github.com/sirupsen/logrus", "pgx": "github.com/jackc/pgx/v5", "uuid": "github.com/google/uuid"}
_GO_PATH = r"(?:github\.com|golang\.org|gopkg\.in|go\.uber\.org|gorm\.io|honnef\.co|google\.golang\.org|k8s\.io|sigs\.k8s\.io|gitlab\.com|bitbucket\.org|go\.etcd\.io|mvdan\.cc)/[\w./*-]+"
_GO_PKG_DIR = r"(?<![\w/])\./(?:\.\.\.|(?:cmd|internal|pkg|api|auth|[\w-]+)(?:/[\w.-]+)*(?:/\.\.\.)?)"


def _go_pkgs(text: str) -> str:
    """The packages a go command runs on: the folders said (./auth, ./internal/store), ``./...`` for all of them,
    or none for the current package."""
    dirs = re.findall(r"(?<![\w/])\./[\w./-]*\w(?:/\.\.\.)?|(?<![\w/])\./\.\.\.", text)
    if dirs:
        return " " + " ".join(dict.fromkeys(d.rstrip(".") if not d.endswith("...") else d for d in dirs))
    if _has(r"\b(?:all|every|each)\s+(?:the\s+)?(?:go\s+)?packages?\b|\beverything\b|\bwhole\s+(?:project|module|repo|codebase|tree)\b|\bin\s+the\s+module\b|\ball\s+of\s+it\b|\brecursive", text):
        return " ./..."
    return ""


def _out_name(text: str) -> str | None:
    m = re.search(r"\b(?:output|name\s+it|named|call\s+it|called|as|put\s+the\s+binary\s+(?:at|in)|binary\s+(?:at|to|as)|into|to|-o)\s+(?P<o>[\w./-]*[\w-](?:\.exe)?)(?=\s|,|$)", text, re.I)
    if m and not re.fullmatch(r"v?\d[\d.]*", m.group("o")) and m.group("o").lower() not in ("the", "a", "an", "it", "this", "linux", "windows", "macos", "darwin", "go", "arm64", "amd64", "release"):
        return m.group("o")
    return None


def go_build(text: str) -> str | None:
    """go build with an output, ldflags (stripped, a version set), cgo off, another OS and architecture."""
    env = []
    goos = next((v for p, v in _GOOS if _has(rf"(?<![\w-])(?:{p})(?![\w-])", text)), None)
    goarch = next((v for p, v in _GOARCH if _has(rf"(?<![\w-])(?:{p})(?![\w-])", text)), None)
    if _has(r"\bapple\s+silicon|\bm[123]\s+mac", text):
        goos, goarch = "darwin", "arm64"
    cross = _has(r"\bcross[\s-]*compil|\bGOOS\b|\bfor\s+(?:windows|linux|mac|macos|darwin|apple|the\s+raspberry|freebsd)\b|\b(?:linux|windows|darwin)[\s/-]+(?:arm64|amd64|386|arm)\b", text)
    if cross:
        if not goos or not goarch:
            return None
        env += [f"GOOS={goos}", f"GOARCH={goarch}"]
    if _has(r"\bcgo\b|\bCGO_ENABLED\b|\bfully\s+static\b|\bstatic(?:ally)?\s+(?:linked\s+)?(?:go\s+)?binary\b", text):
        if env or _has(r"\boff|\bdisabled?|\bwithout|\bno\b|\bstatic", text):
            env.insert(0, "CGO_ENABLED=0")
    flags = []
    out = _out_name(text)
    if out:
        flags.append(f"-o {out}")
    ld = []
    if _has(r"\bstrip\w*|\bsmaller\b|\b-s\s+-w\b|\bsymbol\s+table|\bdwarf\b|\bdebug\s+info", text):
        ld.append("-s -w")
    var = re.search(r"\b(?P<var>(?:main|[\w/.-]+)\.\w+)\s+(?:set\s+)?(?:to|=)\s*(?P<val>[\w.+-]+)", text, re.I) or re.search(r"\bset\s+(?P<var>main\.\w+)\s+to\s+(?P<val>[\w.+-]+)", text, re.I)
    if var and not var.group("val").lower() in ("through", "via", "with"):
        ld.append(f"-X {var.group('var')}={var.group('val').rstrip('.')}")
    elif _has(r"\bldflags\b|-X\b", text) and not ld:
        return None
    if ld:
        joined = " ".join(ld)
        flags.append(f'-ldflags="{joined}"' if joined == "-s -w" else f'-ldflags "{joined}"')
    if _has(r"\brace\b", text):
        flags.append("-race")
    pkgs = _go_pkgs(text.replace(out or "\0", " ")) if not _has(r"\bthis\b", text) or re.search(r"(?<![\w/])\./\w", text) else ""
    return " ".join(env + ["go build"] + flags) + pkgs


def go_test(text: str) -> str | None:
    """go test with tests picked by name, the race detector, coverage, a cover profile, verbose and uncached runs,
    benchmarks, a timeout."""
    flags = []
    if _has(r"\bbench\w*", text):
        flags.append("-run='^$'" if _has(r"\bonly\b|\bskip\w*\s+(?:the\s+)?(?:unit\s+)?tests\b|\bno\s+(?:unit\s+)?tests\b|\bjust\b", text) else "")
        name = re.search(r"\b(Benchmark\w+)", text)
        flags.append(f"-bench={name.group(1)}" if name else "-bench=.")
        if _has(r"\balloc\w*|\bmemory\b|\bbenchmem\b", text):
            flags.append("-benchmem")
        flags = [f for f in flags if f]
    else:
        name = re.search(r"\b(Test[A-Z0-9_]\w*|Example\w+|Fuzz\w+)\b", text)
        if name:
            exact = _has(r"\bexactly\b|\bnot\s+Test\w+|\bonly\s+that\s+one\b|\bnot\s+the\s+others\b", text)
            flags.append(f"-run '^{name.group(1)}$'" if exact else f"-run {name.group(1)}")
        elif _has(r"\bmatching\b|\bnamed\b|\bcalled\b", text):
            return None
    if _has(r"\brace\b", text):
        flags.append("-race")
    if _has(r"\bverbose(?:ly)?\b|\s-v\b", text):
        flags.append("-v")
    if _has(r"\bcache[ds]?\b|\bcount=1\b|\bfresh\b|\bforce\s+(?:a\s+)?re-?run", text):
        flags.append("-count=1")
    timeout = re.search(r"\b(\d+)\s*[-\s]?(s|sec\w*|m|min\w*|h|hours?)\b\s+timeout|\btimeout\s+(?:of\s+)?(\d+)\s*(s|sec\w*|m|min\w*|h)\b", text, re.I)
    if timeout:
        n, unit = (timeout.group(1), timeout.group(2)) if timeout.group(1) else (timeout.group(3), timeout.group(4))
        flags.append(f"-timeout {n}{unit[0].lower()}")
    html = _has(r"\bhtml\b|\bbrowser\b", text)
    profile = re.search(r"\b([\w.-]+\.(?:out|cov|txt))\b", text)
    if _has(r"\bcover\w*\b", text):
        if profile or html:
            prof = profile.group(1) if profile else "coverage.out"
            flags.append(f"-coverprofile={prof}")
            pkgs = _go_pkgs(text.replace(prof, " "))
            tail = f" && go tool cover -html={prof}" if html else ""
            return "go test " + " ".join(flags) + pkgs + tail
        flags.append("-cover")
    pkgs = _go_pkgs(text)
    if not pkgs and _has(r"\beach\s+package\b|\bper\s+package\b", text):
        pkgs = " ./..."
    return " ".join(["go test"] + flags) + pkgs


def go_task(m: re.Match) -> str | None:
    """Go's module, build, test, vet, fmt, install, env and generate commands composed from a request."""
    text = m.string
    if _OTHER.search(text.replace("go.mod", "")) and not _has(r"\bgo\s+(?:test|build|vet|fmt|mod|get|install|run)\b", text):
        return None
    if _has(r"\bgo\s+(?:to|back|ahead|through|into|over|up|down|home|away|in|out|for|on|with|and|from|there|here|live)\b", text) and not _has(r"\bgo\s+(?:test|build|vet|fmt|mod|get|install|run|env|list|generate|work|tool|version)\b|\bgolang\b|\bgo\.mod\b|\bgo\s+module", text):
        return None
    if _has(r"\b(?:what\s+is|what's|what\s+does|explain|how\s+do(?:es)?)\b.*\b(?:do|mean|work)\b\W*$", text):
        return None
    mod = re.search(_GO_PATH, text)
    # env
    typed = re.search(r"^\W*go\s+(?:clean\s+-(?:modcache|cache|testcache)|env\s+[A-Z]+)\s*$", text)
    if typed:
        return typed.group().strip()
    if _has(r"\b(?:clear|clean|wipe|purge|delete|remove|empty|nuke)\w*\b.*\btest\s+cache\b", text):
        return "go clean -testcache"
    if _has(r"\b(?:clear|clean|wipe|purge|delete|remove|empty|nuke)\w*\b.*\bcache\b", text):
        return None   # disk's
    if _has(r"\bGOPRIVATE\b|\bGOPROXY\b|\bGOFLAGS\b|\bGONOSUMDB\b", text) and _has(r"\bset|\bpermanent|\bmake|=", text):
        var = re.search(r"\b(GOPRIVATE|GOPROXY|GOFLAGS|GONOSUMDB)\b(?:\s*=\s*|\s+(?:to\s+)?)?(?P<v>\S+)?", text)
        value = var.group("v") if var.group("v") and re.search(r"[./]", var.group("v")) else (mod.group() if mod else None)
        return f"go env -w {_shell_word(var.group(1) + '=' + value)}" if value else None
    env_var = re.search(r"\b(GOPATH|GOROOT|GOCACHE|GOMODCACHE|GOBIN|GOOS|GOARCH|GOPROXY|GOPRIVATE|GOFLAGS|GOVERSION)\b", text)
    if env_var and _has(r"\b(?:print|show|what|where|which|echo|display|tell)\b", text) and not _has(r"=|\bset\b|\bexport\b|\bpermanent|\badd\b|\bcombos?\b|\bcan\s+go\s+build\b", text):
        return f"go env {env_var.group(1)}"
    if _has(r"\bGOOS\b.*\bGOARCH\b|\bplatforms?\b|\btargets?\b|\bcombos?\b", text) and _has(r"\b(?:what|which|list|show|all)\b", text) and _has(r"\bcan\b|\bsupport\w*|\bavailable\b|\blist\b", text):
        return "go tool dist list"
    # modules
    if _has(r"\bgo:generate\b|\bgo\s+generate\b", text):
        return "go generate" + (_go_pkgs(text) or " ./...")
    if _has(r"\b(?:init|initiali[sz]e|create|new|start)\w*\b.*\bmodule\b|\bgo\s+mod\s+init\b", text) and not _has(r"\btidy\b", text):
        name = mod.group() if mod else _said_word(r"\bgo\s+mod\s+init\s+(?P<w>\S+)", text) or _said_word(r"\bmodule\s+(?:named|called|path)?\s*(?P<w>[\w./-]+\.[\w./-]+|[\w-]+/[\w./-]+|[a-z][\w-]*)\s*$", text)
        return f"go mod init {name}" if name else None
    if _has(r"\btidy\b|\bclean\s+up\s+go\.(?:mod|sum)|\bmissing\s+and\s+(?:drop|remove)\s+unused|\bunused\s+modules", text):
        return "go mod tidy"
    if _has(r"\bvendor\b", text):
        return "go mod vendor"
    if _has(r"\breplace\b|\blocal\s+(?:checkout|copy|clone)\b|\binstead\s+of\b", text) and mod:
        local = re.search(r"(?<![\w/])(\.\.?/[\w./-]*|/[\w./-]+|~/[\w./-]+)", text.replace(mod.group(), " "))
        return f"go mod edit -replace {mod.group()}={local.group(1).rstrip('/')}" if local else None
    why = _has(r"\bwhy\b.*\b(?:depend|need|use|import|pull)\w*", text)
    if why and mod:
        return f"go mod why -m {mod.group()}"
    if _has(r"\bmodules\b|\bdependenc\w*|\bdeps\b", text) and _has(r"\blist|\bshow|\bwhich|\bwhat|\ball\b", text) and not mod:
        if _has(r"\bnewer|\bupdates?\b|\bupgrades?\b|\boutdated|\bout\s+of\s+date", text):
            return "go list -m -u all"
        if _has(r"\bin\s+the\s+build\b|\bwith\s+(?:their\s+)?versions\b|\ball\s+(?:the\s+)?modules\b|\bgo\s+list\b", text):
            return "go list -m all"
    # tools installed, modules added
    if _has(r"\binstall|\bgrab\b|\bget\b", text):
        tool = next((t for t in _GO_TOOLS if _has(rf"(?<![\w/-]){re.escape(t)}(?![\w-])", text)), None)
        if tool and not mod:
            return f"go install {_GO_TOOLS[tool]}@latest"
        if mod and _has(r"\binstall\b", text):
            ver = re.search(r"@(\S+)|\b(?:at|version)\s+(v\d[\w.-]*|latest)\b", text)
            path = mod.group().split("@")[0]
            return f"go install {path}@{(ver.group(1) or ver.group(2)) if ver else 'latest'}"
    if mod and _has(r"\badd|\bget\b|\bdepend|\brequire|\bpin|\bupgrade|\bupdate|\bbump|\bdowngrade", text) and not _has(r"\bremove\b|\bdrop\b", text):
        ver = re.search(r"@(\S+)|\b(?:to|at|version)\s+(v\d[\w.-]*|latest)\b", text)
        path = mod.group().split("@")[0]
        return f"go get {path}@{ver.group(1) or ver.group(2)}" if ver else f"go get {path}"
    pin = re.search(r"\b(?:pin|upgrade|update|bump|downgrade|add)\s+(?P<m>\w+)\s+(?:to|at)\s+(?P<v>v\d+(?:\.\d+){1,2}\S*|latest)", text, re.I)
    if pin and pin.group("m").lower() in _GO_MODULES:
        return f"go get {_GO_MODULES[pin.group('m').lower()]}@{pin.group('v')}"
    # fmt, vet
    if _has(r"\bgofmt\b|\bgo\s+fmt\b|\bformat", text):
        if _has(r"\bgofmt\s+-l\b|\blist\b|\bwhich\b.*\bfiles\b|\bnot\s+formatted|\baren'?t\s+formatted|\bunformatted|\bcheck", text):
            return "gofmt -l ."
        return "go fmt" + (_go_pkgs(text) or " ./...") if _has(r"\bpackages?\b|\bmodule\b|\ball\b|\beverything\b|\.\.\.", text) else "go fmt ./..."
    if _has(r"\bvet\b", text):
        return "go vet" + (_go_pkgs(text) or " ./...")
    if _has(r"\bgo\s+run\b|\brun\s+main\.go\b", text):
        f = re.search(r"\b([\w./-]+\.go)\b", text) or re.search(r"\bgo\s+run\s+(\.(?:/[\w./-]*)?)(?=\s|$)", text)
        args = re.search(r"\b(?:with|passing)\s+(?P<a>--?[\w-]+(?:\s+(?:--?[\w-]+|[\w./:=-]+))*)\s*$", text, re.I)
        target = f.group(1) if f else ("." if _has(r"\bthis\b|\bthe\s+(?:project|module|program)\b", text) else None)
        return f"go run {target}" + (f" {args.group('a')}" if args else "") if target else None
    if _has(r"\btest\w*\b|\bbench\w*|\bcoverage\b|\brace\s+detector\b", text):
        return go_test(text)
    if _has(r"\bbuild\b|\bcompil\w*|\bbinary\b", text):
        return go_build(text)
    return None


def _said_word(pattern: str, text: str) -> str | None:
    m = re.search(pattern, text, re.I)
    return m.group("w") if m else None


# ---------------------------------------------------------------- Rust: cargo, rustup

_CRATES = frozenset("""serde serde_json tokio rand regex clap anyhow thiserror reqwest criterion syn quote proc-macro2 log env_logger tracing
tracing-subscriber rayon itertools chrono once_cell lazy_static futures hyper axum actix-web diesel sqlx bytes uuid""".split())
_TRIPLE = r"\b(?:x86_64|aarch64|i686|armv7|arm|wasm32|riscv64gc?)-[\w-]+\b"


def _crate_names(said: str) -> list[str]:
    return [n for n in _names(said) if not n.startswith("@") and "/" not in n]


def cargo_task(m: re.Match) -> str | None:
    """cargo's and rustup's commands composed from a request."""
    text = m.string
    if _OTHER.search(text) or _has(r"\b(?:what\s+is|what's|what\s+does|explain|how\s+do(?:es)?)\b.*\b(?:do|mean|work)\b\W*$", text):
        return None
    triple = re.search(_TRIPLE, text)
    if _has(r"\brustup\b", text) or (triple and _has(r"\b(?:add|install)\b.*\btarget\b", text)):
        if triple and _has(r"\btarget\b|\badd\b|\binstall\b", text):
            return f"rustup target add {triple.group()}"
        comp = re.search(r"\b(clippy|rustfmt|rust-src|rust-analyzer|llvm-tools(?:-preview)?|miri)\b", text)
        if comp and _has(r"\badd|\binstall|\bget\b", text):
            return f"rustup component add {comp.group(1)}"
        chan = re.search(r"\b(stable|nightly|beta|\d+\.\d+(?:\.\d+)?)\b", text)
        if _has(r"\bdefault\b|\bswitch\b", text) and chan:
            return f"rustup default {chan.group(1)}"
        if _has(r"\bupdate|\bupgrade|\blatest\b", text):
            return "rustup update"
        if _has(r"\b(?:list|show|which|what)\b.*\b(?:toolchains|installed)\b", text):
            return "rustup toolchain list" if _has(r"\btoolchains\b", text) else "rustup show"
        return None
    pkg = re.search(r"\b(?:the\s+)?(?P<p>[\w-]+)\s+crate\b(?!\s+(?:called|named))|\bcrate\s+(?P<p2>[\w-]+)\b|-p\s+(?P<p3>[\w-]+)", text, re.I)
    pkg = next((g for g in (pkg.groups() if pkg else ()) if g and g.lower() not in ("my", "the", "this", "a", "rust", "library", "binary", "new", "called", "named", "root", "whole", "every", "each")), None)
    # new crates
    if _has(r"\b(?:new|create|start|scaffold|make)\b.*\b(?:project|crate|package|library|binary|app)\b|\bcargo\s+(?:new|init)\b", text):
        name = re.search(r"\b(?:called|named|name)\s+(?P<n>[\w-]+)|\bcargo\s+new\s+(?:--lib\s+)?(?P<n2>[\w-]+)", text, re.I)
        lib = " --lib" if _has(r"\blib(?:rary)?\b", text) else ""
        if _has(r"\binit\b|\b(?:in\s+)?(?:this|the\s+current)\s+(?:folder|directory|dir)\b|\bhere\b", text) and not name:
            return f"cargo init{lib}"
        return f"cargo new{lib} {name.group('n') or name.group('n2')}" if name else None
    # crates added, removed, updated
    dev = _has(r"\bdev[\s-]*dependenc\w*|\bdev-dep\b|\bfor\s+tests\b", text)
    feats = re.findall(r"\b(?:the\s+)?([\w-]+(?:\s*(?:,|and)\s*[\w-]+)*)\s+features?\b|\bfeatures?\s+([\w-]+(?:\s*(?:,|and)\s*[\w-]+)*)", text, re.I)
    feature_words = []
    for a, b in feats:
        for f in re.split(r"\s*,\s*|\s+and\s+", a or b):
            if f.lower() not in ("the", "a", "with", "all", "default", "its", "some", "enabled", "on", "turned", "my", "this", "that", "which"):
                feature_words.append(f)
    feature_words = list(dict.fromkeys(feature_words))
    add = re.search(r"\b(?:add|put|install|include)\s+(?P<p>.+?)\s*(?=\bwith\b|\bto\b|\bin\b|\binto\b|\bas\b|\bvia\b|\busing\b|,|$)", text, re.I) \
        or re.search(r"^\W*(?P<p>[\w-]+)\s+as\s+a\s+dev", text, re.I)
    if _has(r"\b(?:remove|drop|delete|get\s+rid\s+of|uninstall)\b", text) and _has(r"\bdependenc|\bcrate|\bcargo\.toml\b|\bcargo\b", text):
        rm = re.search(r"\b(?:remove|drop|delete|get\s+rid\s+of|uninstall)\s+(?:the\s+)?(?P<p>[\w-]+)(?:\s+(?:dependency|crate|dep))?\b", text, re.I)
        verb = "uninstall" if _has(r"\binstalled\b|\bbinary\b", text) else "remove"
        return f"cargo {verb} {rm.group('p')}" if rm and rm.group("p").lower() not in _NOT_NAMES else None
    if _has(r"\binstall\b", text) and not _has(r"\bcargo\.toml\b|\bdependenc|\bfeature", text):
        inst = re.search(r"\binstall\s+(?P<p>[\w-]+)\b|\b(?:want|need)\s+(?P<p2>[\w-]+)\b", text, re.I)
        name = next((g for g in (inst.groups() if inst else ()) if g and g.lower() not in _NOT_NAMES and g.lower() not in ("it", "cargo")), None)
        return f"cargo install {name}" if name else None
    if add and (add.group("p").split()[0].lower() != "the" or _has(r"\bcrate\b", add.group("p"))) and not _has(r"\btarget\b|\bbuild\b|\bcompile\b|\bexample\b", text):
        names = [n for n in _crate_names(re.sub(r"\b(?:crate|crates|dependency)\b", " ", add.group("p"))) if n not in feature_words]
        if names:
            cmd = "cargo add" + (" --dev" if dev else "") + " " + " ".join(names)
            return cmd + (f" --features {','.join(feature_words)}" if feature_words else "")
    if _has(r"\bupdate\b|\bupgrade\b", text) and not _has(r"\brustup\b|\btoolchain\b", text):
        one = re.search(r"\b(?:update|upgrade)\s+(?:only\s+|just\s+)?(?:the\s+)?(?P<p>[\w-]+)(?:\s+crate)?\b", text, re.I)
        if one and one.group("p").lower() not in _NOT_NAMES | {"cargo.lock", "everything", "only", "just"}:
            return f"cargo update -p {one.group('p')}"
        return "cargo update"
    # tree
    if _has(r"\btree\b|\bpulls?\s+in\b|\bdepends?\s+on\b|\bwhich\s+of\s+my\s+deps\b|\bduplicate\s+(?:versions|crates|dependencies)\b", text):
        inv = re.search(r"\bpulls?\s+in\s+(?P<p>[\w-]+)|\bdepends?\s+on\s+(?P<p2>[\w-]+)|\binvert\w*\s+(?:for\s+)?(?P<p3>[\w-]+)", text, re.I)
        if inv:
            return f"cargo tree -i {inv.group('p') or inv.group('p2') or inv.group('p3')}"
        if _has(r"\bduplicate", text):
            return "cargo tree -d"
        return "cargo tree"
    # docs
    if _has(r"\bdocs?\b|\bdocumentation\b", text) and _has(r"\b(?:generate|build|open|read|view|make|browse|cargo\s+doc)\b", text) and not _has(r"\bbookmark", text):
        return "cargo doc" + (" --no-deps" if _has(r"\bnot\s+(?:the\s+)?dep|\bno[\s-]deps|\bjust\s+my\s+crate|\bonly\s+my\s+crate|\bwithout\s+(?:the\s+)?dep", text) else "") + \
            (" --open" if _has(r"\bopen|\bbrowser|\bread\b|\bview\b", text) else "")
    # clippy, fmt, check
    if _has(r"\bclippy\b|\blint", text):
        if _has(r"\bfix\w*|\bapply\b", text):
            return "cargo clippy --fix"
        if _has(r"\bwarnings?\b.*\b(?:errors?|fail|deny)|\bdeny\s+warnings|-D\s+warnings", text):
            return "cargo clippy -- -D warnings"
        return "cargo clippy"
    if _has(r"\bfmt\b|\brustfmt\b|\bformat", text):
        return "cargo fmt --check" if _has(r"\bcheck|\bwithout\s+(?:touching|changing|modifying|writing)|\bverify|\bci\b", text) else "cargo fmt"
    release = " --release" if _has(r"\brelease\b|\boptimi[sz]ed\b|\bproduction\b", text) else ""
    target = f" --target {triple.group()}" if triple else ""
    features = f" --features {','.join(feature_words)}" if feature_words else ""
    if _has(r"\ball[\s-]features\b", text):
        features = " --all-features"
    package = f" -p {pkg}" if pkg and _has(r"\bworkspace\b|\bcrate\b|-p\b|\bmember\b", text) else ""
    # tests
    if _has(r"\btests?\b|\btesting\b", text):
        args = []
        if _has(r"\bprintln|\bprint\w*\s+output|\bstdout\b|\bnocapture\b|\boutput\s+from\s+(?:the\s+)?tests|\bshow\s+(?:the\s+)?output", text):
            args.append("--nocapture")
        if _has(r"\bone\s+at\s+a\s+time\b|\bsequential\w*|\bsingle[\s-]thread\w*|\bnot\s+in\s+parallel|\bserial\w*|\btest-threads", text):
            args.append("--test-threads=1")
        if _has(r"\bignored\b", text):
            args.append("--ignored")
        integ = re.search(r"\btests/(?P<t>[\w-]+)\.rs\b", text)
        name = re.search(r"\b(?:test|tests)\s+(?:called|named|matching)\s+(?P<n>[\w:]+)|\bcargo\s+test\s+(?P<n2>[a-z_][\w:]*)\b", text, re.I)
        cmd = "cargo test" + release + package + features + target
        if integ:
            cmd += f" --test {integ.group('t')}"
        elif name and (name.group("n") or name.group("n2")).lower() not in ("but", "with", "in", "and", "the"):
            cmd += f" {name.group('n') or name.group('n2')}"
        elif _has(r"\bdoc[\s-]?tests\b", text):
            cmd += " --doc"
        return cmd + (f" -- {' '.join(args)}" if args else "")
    if _has(r"\bcheck\b|\bcompiles?\b.*\bwithout\s+(?:producing|building|making)", text) and not release:
        return "cargo check" + package + features
    # runs
    if _has(r"\brun\b|\blaunch\b|\bexecute\b|\bstart\b", text):
        example = re.search(r"\bexample\s+(?:named\s+|called\s+)?(?P<e>[\w-]+)", text, re.I) or re.search(r"\b(?P<e2>[\w-]+)\s+example\b", text, re.I)
        if example and (example.group("e") or example.group("e2")).lower() not in ("the", "an", "named", "called"):
            return f"cargo run{release} --example {example.group('e') or example.group('e2')}"
        args = re.search(r"\b(?:passing|pass|with)\s+(?P<a>.+?)\s+(?:passed\s+)?(?:to|through\s+to)\s+(?:my|the)\s+(?:program|binary|app)\b"
                         r"|\b(?:passing|with\s+(?:the\s+)?(?:args?|arguments?))\s+(?P<a2>.+?)\s*$", text, re.I)
        a = (args.group("a") or args.group("a2")) if args else ""
        return f"cargo run{release}{package}{features}" + (f" -- {a}" if a else "")
    if _has(r"\bbuild\b|\bcompile\b", text) or release:
        return f"cargo build{release}{package}{features}{target}"
    return None


# ---------------------------------------------------------------- Java: maven, gradle, java, javac, jar, sdkman

def maven_task(m: re.Match) -> str | None:
    """mvn's phases with skipped tests, single tests, offline and quiet runs, updates forced, one module of a
    multi-module build; the dependency tree, newer versions, the project's version set."""
    text = m.string
    if _OTHER.search(text) or _has(r"\bdu\b|\bdisk\s+space|\bhow\s+(?:much|big)\b|\bsize\b|\bcache\b|\b\.m2\b", text):
        return None
    opts = []
    if _has(r"\bquiet(?:ly)?\b|\s-q\b|\bless\s+output\b", text):
        opts.append("-q")
    if _has(r"\boffline\b|\s-o\b|\bwithout\s+(?:the\s+)?network\b", text):
        opts.append("-o")
    if _has(r"\bforce\b.*\b(?:update|re-?check)|\bsnapshots?\b|\s-U\b", text):
        opts.append("-U")
    if _has(r"\bdependency\s+tree\b|\bdep\s+tree\b|\bdependency:tree\b|\btree\s+of\s+(?:the\s+)?dependencies\b", text):
        inc = re.search(r"\b(?:only|just)\s+(?:the\s+)?(?P<g>[a-z][\w-]*(?:\.[\w-]+)+)", text)
        return "mvn dependency:tree" + (f" -Dincludes={inc.group('g')}" if inc else "")
    if _has(r"\bnewer\s+versions|\bupdates?\s+available|\boutdated\b|\bout\s+of\s+date\b", text) and _has(r"\bdependenc|\bdeps\b", text):
        return "mvn versions:display-dependency-updates"
    ver = re.search(r"\bset\s+(?:the\s+)?(?:project(?:'s)?\s+)?version\s+to\s+(?P<v>\d[\w.-]*)", text, re.I)
    if ver:
        return f"mvn versions:set -DnewVersion={ver.group('v')}"
    module = re.search(r"\b(?:just|only)\s+(?:the\s+)?(?P<m>[\w-]+)\s+module\b", text, re.I)
    test = re.search(r"(?<![-\w])(?P<c>[A-Z]\w*Tests?|[A-Z]\w*IT)\b(?:\s*#\s*(?P<meth>\w+))?", text)
    meth = re.search(r"\b(?:the\s+)?(?P<meth>[a-z]\w*)\s+(?:test\s+)?method\b", text)
    if test:
        name = test.group("c") + ("#" + (test.group("meth") or (meth.group("meth") if meth else "")) if test.group("meth") or meth else "")
        return " ".join(["mvn"] + opts + ["test", f"-Dtest={name}"])
    phases = []
    if _has(r"\bclean\b", text):
        phases.append("clean")
    if _has(r"\binstall\b", text):
        phases.append("install")
    elif _has(r"\bverify\b|\bintegration\s+tests\b", text):
        phases.append("verify")
    elif _has(r"\bpackage\b|\bjar\b|\bwar\b|\bbuild\b", text):
        phases.append("package")
    elif _has(r"\btests?\b", text):
        phases.append("test")
    elif _has(r"\bcompile\b", text):
        phases.append("compile")
    if not phases or phases == ["clean"] and not _has(r"\bclean\s+(?:the\s+)?(?:project|build|target)\b|\bmvn\s+clean\b|\bmaven\s+clean\b", text):
        return None
    skip = ["-DskipTests"] if _has(r"\bskip\w*\s+(?:the\s+|all\s+)?tests|\bwithout\s+(?:running\s+)?(?:the\s+)?tests|\bno\s+tests\b|skipTests\b", text) and "test" not in phases else []
    if module:
        also = " -am" if _has(r"\bdepends?\s+on\b|\bdependencies\b|\balso[\s-]make\b|\bmodules\s+it\b", text) else ""
        return f"mvn -pl {module.group('m')}{also} " + " ".join(phases + skip + opts)
    return " ".join(["mvn"] + phases + skip + opts)


def gradle_task(m: re.Match) -> str | None:
    """The gradle wrapper's tasks: build, test (one class, a pattern), a task excluded, clean, dependencies of a
    configuration and insight into one, a subproject's task, the daemons stopped, the wrapper regenerated."""
    text = m.string
    if _OTHER.search(text) or _has(r"\bdu\b|\bdisk\s+space|\bhow\s+(?:much|big)\b|\bcache\w*\b|\bPATH\b", text):
        return None
    gw = "gradle" if _has(r"\bgradle\s+(?:itself|binary)\b|\binstalled\s+gradle\b|\bglobal\s+gradle\b", text) else "./gradlew"
    if _has(r"\bstop\b|\bkill\b", text) and _has(r"\bdaemons?\b", text):
        return f"{gw} --stop"
    wrap = re.search(r"\bwrapper\b.*?\b(?:gradle\s+)?(?P<v>\d+\.\d+(?:\.\d+)?)\b", text, re.I)
    if wrap and _has(r"\b(?:regenerat|generat|updat|upgrad|creat|bump|set)\w*", text):
        return f"{gw} wrapper --gradle-version {wrap.group('v')}"
    insight = re.search(r"\bwhy\b.*\b(?:version\s+of|resolve\w*)\s+(?:that\s+version\s+of\s+)?(?P<d>[\w.:-]+)|\bdependencyInsight\b.*\b(?P<d2>[\w.-]+)\s*$|\binsight\s+(?:into|for|on)\s+(?P<d3>[\w.:-]+)", text, re.I)
    if insight:
        dep = insight.group("d") or insight.group("d2") or insight.group("d3")
        if dep.lower() in ("the", "a", "this", "that"):
            return None
        return f"{gw} dependencyInsight --dependency {dep}"
    if _has(r"\bdependenc\w*\s+tree\b|\bdependencies\b", text) and not _has(r"\badd\b|\bupdate\b|\bdownload\b", text):
        conf = re.search(r"\b(\w*(?:[cC]lasspath|[iI]mplementation|[aA]pi|[rR]untimeOnly|[cC]ompileOnly))\b", text)
        return f"{gw} dependencies" + (f" --configuration {conf.group(1)}" if conf else "")
    sub = re.search(r"(?<![\w:])(?P<p>:[\w-]+(?::[\w-]+)*)(?::(?P<t>[\w]+))?\b", text)
    task = None
    if _has(r"\bclean\b", text):
        task = "clean build" if _has(r"\bbuild\b", text) else "clean"
    elif _has(r"\btests?\b", text) and not _has(r"\bskip\w*\s+(?:the\s+)?tests?|\bwithout\s+(?:the\s+)?tests|\bexclud\w*\s+tests?|-x\s+test", text):
        task = "test"
    elif _has(r"\bbuild\b|\bassemble\b|\bcompile\b", text):
        task = "build"
    elif _has(r"\bbootRun\b|\brun\s+the\s+app", text):
        task = "bootRun"
    if sub and task and " " not in task:
        return f"{gw} {sub.group('p')}:{sub.group('t') or task}"
    if not task:
        return None
    if task == "test":
        cls = re.search(r"\b(?P<c>(?:[a-z]\w*\.)+[A-Z]\w*|[A-Z]\w*Test\w*)\b", text)
        pat = re.search(r"\b(?:with|containing|matching)\s+['\"]?(?P<w>[A-Za-z]\w*)['\"]?\s+in\s+(?:the|their)\s+names?\b|\bnamed\s+like\s+(?P<w2>\w+)", text)
        if cls:
            return f"{gw} test --tests {cls.group('c')}"
        if pat:
            return f"{gw} test --tests '*{pat.group('w') or pat.group('w2')}*'"
        return f"{gw} test"
    skip = " -x test" if _has(r"\bskip\w*\s+(?:the\s+)?tests?|\bwithout\s+(?:running\s+)?(?:the\s+)?tests|\bexclud\w*\s+tests?|-x\s+test", text) else ""
    offline = " --offline" if _has(r"\boffline\b", text) else ""
    return f"{gw} {task}{skip}{offline}"


def _size(n: str, unit: str) -> str:
    u = unit.lower()
    return n + ("g" if u.startswith("g") else "m" if u.startswith("m") else "k" if u.startswith("k") else "")


def java_task(m: re.Match) -> str | None:
    """java with a jar or a class, heap sizes, system properties, a class path and application arguments; javac's
    output folder, class path and release; a jar listed or made; SDKMAN!'s java versions."""
    text = m.string
    if _OTHER.search(text) or _has(r"\bscp\b|\bcopy\b|\bmove\b|\bupload\b|\brsync\b|\bput\b|\bJAVA_HOME\b|\bkill|\bwhich\s+java\b", text):
        return None
    if run := _has(r"\bcompile\s+and\s+run\s+(?P<f>[\w./-]*?(?P<c>\w+))\.java\b", text):
        return f"javac {run.group('f')}.java && java {run.group('c')}"
    jar = re.search(r"(?<![\w./-])(?P<j>[\w./~-]+\.jar)\b", text)
    if _has(r"\bsdk(?:man)?\b", text):
        cand = re.search(r"\b(java|gradle|maven|kotlin|scala|sbt)\b", text, re.I)
        ver = re.search(r"\b(\d+(?:\.\d+)*(?:-\w+)?)\b", text)
        what = cand.group(1).lower() if cand else "java"
        if _has(r"\blist|\bavailable\b|\bwhich\s+versions\b", text):
            return f"sdk list {what}"
        if not ver:
            return None
        if _has(r"\bdefault\b", text):
            return f"sdk default {what} {ver.group(1)}"
        if _has(r"\buse\b|\bswitch\b", text):
            return f"sdk use {what} {ver.group(1)}"
        if _has(r"\binstall\b", text):
            return f"sdk install {what} {ver.group(1)}"
        return None
    if jar and re.fullmatch(r".*\bjar\s+t\w*.*", text) is None and _has(r"\binside\b|\bcontents?\b|\blist\b.*\b(?:files|classes|entries)\b|\bwhat'?s\s+in\b|\bwhich\s+(?:files|classes)\b", text):
        return f"jar tf {jar.group('j')}"
    if jar and _has(r"\b(?:create|make|build|package|pack)\b", text) and _has(r"\bfrom\b|\bof\b|\bout\s+of\b", text) and not _has(r"\bmaven|\bmvn|\bgradle", text):
        src = re.search(r"\b(?:from|of|out\s+of)\s+(?:the\s+)?(?:classes\s+in\s+)?(?P<d>[\w./-]+)", text, re.I)
        return f"jar cf {jar.group('j')} -C {src.group('d').rstrip('/')} ." if src and src.group("d").lower() not in ("the", "a") else None
    if _has(r"\bjavac\b|\bcompile\b", text):
        files = re.findall(r"(?<![\w/.-])([\w./-]+\.java)\b", text)
        out = re.search(r"\b(?:into|to|in)\s+(?:the\s+)?(?P<o>[\w./-]+?)/?\s+(?:directory|folder|dir)\b|\b(?:into|to|in)\s+(?P<o2>[\w.-]+/)", text, re.I)
        rel = re.search(r"\b(?:runs?\s+on|target\w*|for|release)\s+java\s+(\d+)\b|\bjava\s+(\d+)\s+compatib", text, re.I)
        cp = re.search(r"\b(?:with|using)\s+(?P<cp>[\w./-]+\.jar|lib/\*)\s+(?:on\s+the\s+)?(?:class\s*path|cp)\b|\bclass\s*path\s+(?P<cp2>[\w./*:-]+)", text, re.I)
        parts = ["javac"]
        if rel:
            parts.append(f"--release {rel.group(1) or rel.group(2)}")
        if cp:
            parts.append(f"-cp {_shell_word(cp.group('cp') or cp.group('cp2'))}")
        typed = re.search(r"(?<![\w-])-d\s+(?P<o>[\w./-]+)", text)
        if out or typed:
            parts.append(f"-d {(typed.group('o') if typed else out.group('o') or out.group('o2')).rstrip('/')}")
        every = re.search(r"\b(?:every|all)\s+(?:the\s+)?(?:\.java|java)\s+files?\s+(?:under|in)\s+(?P<d>[\w./-]+)", text, re.I)
        if every:
            return " ".join(parts) + f" $(find {every.group('d').rstrip('/')} -name '*.java')"
        if not files:
            return None
        return " ".join(parts + files)
    # running: a .java file directly, a jar, a class
    single = re.search(r"(?<![\w/.-])([\w./-]+\.java)\b", text)
    if single and _has(r"\bwithout\s+compil|\bdirectly\b|\bsource[\s-]file\s+mode\b|\brun\b|\bexecute\b", text) and not jar:
        return f"java {single.group(1)}"
    opts = []
    heap = {}
    for mm in re.finditer(r"\b(?P<n>\d+)\s*(?P<u>g(?:b|igs?|igabytes?)?|m(?:b|egs?|egabytes?)?)\b(?:\s+(?:of\s+)?(?P<after>\w+(?:\s+heap)?))?", text, re.I):
        before = text[max(0, mm.start() - 30):mm.start()].lower()
        after = (mm.group("after") or "").lower()
        if re.search(r"\b(?:initial|min\w*|starting|start)\b(?:\s+heap)?(?:\s+(?:of|size|at|to))?\s*$", before) or re.match(r"initial|min|starting", after):
            heap["Xms"] = _size(mm.group("n"), mm.group("u"))
        elif re.search(r"\bmax\w*\b(?:\s+heap)?(?:\s+(?:of|size|at|to))?\s*$", before) or re.match(r"max", after) or "heap" in before + " " + after:
            heap["Xmx"] = _size(mm.group("n"), mm.group("u"))
    for flag, val in re.findall(r"(?<![\w-])-X(ms|mx)(\d+[gmkGMK]?)\b", text):
        heap[f"X{flag}"] = val.lower()
    if "Xms" in heap:
        opts.append(f"-Xms{heap['Xms']}")
    if "Xmx" in heap:
        opts.append(f"-Xmx{heap['Xmx']}")
    for prop in re.findall(r"(?<![\w-])-D([\w.]+=\S+)", text):
        opts.append(f"-D{prop}")
    if _has(r"\b(?:debug\w*|jdwp|remote\s+debug)", text):
        port = re.search(r"\bport\s+(\d+)", text, re.I)
        opts.append(f"-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=*:{port.group(1) if port else '5005'}")
    if jar and not _has(r"\b(?:run|start|launch|execute|java|boot)\b", text):
        return None
    if jar:
        app = []
        prof = re.search(r"\b(?:the\s+)?(?P<p>[\w-]+)\s+(?:spring\s+)?profile\b|\bprofile\s+(?P<p2>[\w-]+)", text, re.I)
        if prof and _has(r"\bspring\b|\bprofile\b", text) and (prof.group("p") or prof.group("p2")).lower() not in ("the", "a", "spring"):
            app.append(f"--spring.profiles.active={prof.group('p') or prof.group('p2')}")
        port = re.search(r"\bon\s+port\s+(\d+)\b|\bport\s+(\d+)\b", text, re.I)
        if port and not _has(r"\bdebug", text):
            if not app and not _has(r"\bspring\b|\bboot\b", text):
                return None
            app.append(f"--server.port={port.group(1) or port.group(2)}")
        return " ".join(["java"] + opts + ["-jar", jar.group("j")] + app)
    cls = re.search(r"\b(?:class\s+)?(?P<c>(?:[a-z]\w*\.)+[A-Z]\w*)\b", text)
    cp = re.search(r"\bfrom\s+(?:the\s+)?(?:compiled\s+classes\s+in\s+)?(?P<d>[\w./-]+?)/?(?=\s|$)|\b(?:class\s*path|cp)\s+(?P<d2>[\w./*:-]+)", text, re.I)
    if cls and cp:
        d = cp.group("d") or cp.group("d2")
        return " ".join(["java"] + opts + ["-cp", _shell_word(d.rstrip("/") if d != "/" else d), cls.group("c")])
    return None


ROWS = (
    # "jest as a devDependency, npm", "get node 20 installed through nvm", "yarn why is left-pad in here",
    # "format everything under src/ with prettier, run it through npx"
    (re.compile(r"\b(?:npm|npx|yarn|pnpm|nvm|corepack|node(?:\.?js)?)\b|\bon\s+the\s+registry\b|\bbump\w*\s+the\s+(?:patch|minor|major)\s+version\s+of\s+the\s+package\b|package(?:-lock)?\.json|pnpm-lock|yarn\.lock|node_modules|\bdevDependenc|\bdev\s*-?dependenc"
                r"|\b(?:prettier|eslint|ts-node|vite|http-server)\b|\b(?:" + "|".join(re.escape(p) for p in sorted(_JS_PACKAGES) if p not in ("next", "uuid", "cors", "chai", "sass", "babel", "commander", "redux")) + r")\b", re.I),
     js_task),
    # "go test everything in the module", "init a go module named github.com/acme/inventory", "print my GOPATH",
    # "cross compile this for windows 64-bit, output app.exe", "Build ./cmd/server and put the binary at bin/server"
    (re.compile(r"\bgo\s+(?:test|build|vet|fmt|mod|get|install|run|env|list|generate|tool|work|clean|module|binary|code|tests|dependencies|files|packages?|version)\b|\bgolang\b|\bgofmt\b|\bgo\.(?:mod|sum)\b"
                r"|\bgo:generate\b|\bGO(?:PATH|ROOT|OS|ARCH|PRIVATE|PROXY|FLAGS|BIN|CACHE|MODCACHE)\b|\bCGO_ENABLED\b|\bcgo\b|\.go\b|\bgopls\b|\bstaticcheck\b|\bgolangci-lint\b|\bgovulncheck\b"
                r"|\bmain\.version\b|\bldflags\b|(?<![\w/])\./(?:cmd|internal|pkg)/|\b(?:cross[\s-]*compil\w*|(?:linux|windows|darwin)[\s/-]+(?:arm64|amd64)\s+build|build\s+for\s+apple\s+silicon)\b"
                r"|\bTest[A-Z]\w+\b|\bcoverage\.out\b|\bmodules\s+in\s+the\s+build\b|\bvendor\s+director\w*|\brace\s+detector\b|\bcoverage\s+%?\s*for\s+each\s+package\b|\bbenchmarks?\b.*\balloc|\b(?:pin|upgrade|update|bump|downgrade)\s+(?:" + "|".join(_GO_MODULES) + r")\s+to\s+v\d|" + _GO_PATH, 0),
     lambda m: None if re.search(r"\b(?:cargo|rust\w*|gcc|clang|make|zig|mvn|maven|gradle|javac?|npm|pytest|jest|dotnet|composer|php|python)\b", m.string, re.I) else go_task(m)),
    # "cargo release build", "add serde with the derive feature", "my rust tests share a db so they need to run one at a time"
    (re.compile(r"\b(?:cargo|rustup|rustc|rust|rustfmt|clippy|crates?|crates\.io)\b|\bCargo\.(?:toml|lock)\b|\.rs\b|" + _TRIPLE
                + r"|\b(?:" + "|".join(re.escape(c) for c in sorted(_CRATES) if c not in ("rand", "regex", "log", "bytes", "futures", "uuid", "quote", "tracing", "hyper", "clap")) + r")\b"
                r"|\bwith\s+the\s+[\w-]+\s+features?\s+(?:turned\s+on|enabled|on)\b|\bcompile\w*\s+with\s+the\s+[\w-]+\s+feature\b|\bcheck\s+(?:that\s+)?the\s+code\s+compiles\s+without\b"
                r"|\brun\s+only\s+the\s+test\s+(?:called|named)\s+(?!test_)[a-z]+_[a-z_]+\b", re.I),
     lambda m: None if re.search(r"\b(?:go|golang|npm|yarn|pnpm|mvn|maven|gradle|pytest|python|pip|docker|apt)\b", m.string, re.I) else cargo_task(m)),
    # "maven package but skip the tests", "show the maven dependency tree", "set the project version to 2.3.0 in the pom"
    (re.compile(r"\b(?:mvn|maven|mvnw|pom(?:\.xml)?|multi-module)\b", re.I), maven_task),
    # "gradle build, skip tests", "kick off a full build using the gradle wrapper", "build only the :app subproject"
    (re.compile(r"\b(?:gradle|gradlew)\b|\./gradlew\b|(?<![\w:]):[\w-]+\s+subproject\b", re.I), gradle_task),
    # "start app.jar, max heap 2 gigs", "javac Hello.java so it runs on java 11", "what's inside reports.jar? list the files"
    (re.compile(r"\b(?:java|javac|jar|jvm|sdkman|sdk\s+(?:install|use|list|default))\b|\.jar\b|\.java\b|\b(?:run|launch|start|execute)\s+(?:the\s+)?(?:main\s+)?class\s+(?:[a-z]\w*\.)+[A-Z]\w*", re.I), java_task),
)


# Requests about other things that name a toolchain's file or folder ("rsync the project excluding node_modules", "sha256
# of app.jar", "add https://github.com/acme/widget.git as a remote", "find the pid of the java process running app.jar"):
# the other tools' rows and the model's.
_ELSEWHERE = re.compile(r"\b(?:rsync|scp|sftp|tar|zip|unzip|grep|find|sha\d*(?:sum)?|md5\w*|checksums?|chmod|chown|kill\w*|pids?|processes|"
                        r"syslog|nginx|apache\w*|remote|clone|identical|timestamps?|backup|docker|du|disk\s+space|crontab|cron|ssh|search\w*|exclud\w*)\b|/var/log\b|\.git\b|\bon\s+(?:host\s+)?[a-z][\w-]*\d+\b|\bnode\s+(?:number|id)\b|\binodes?\b|\bping\w*\b", re.I)


def _here_only(answer):
    """A row's answer, except for a request about another tool's task (``_ELSEWHERE``)."""
    def answered(m: re.Match) -> str | None:
        return None if _ELSEWHERE.search(m.string) and not re.match(r"\s*(?:npm|npx|yarn|pnpm|go|cargo|mvn|gradle|\./gradlew|java|javac)\s", m.string) else answer(m)
    return answered


ROWS = tuple((pattern, _here_only(answer)) for pattern, answer in ROWS)
