"""Containers: ``docker compose`` built from its verb and options said in words (logs followed or cut to the last
lines or grepped for a word, a stack brought up detached, rebuilt, recreated or scaled, taken down with its volumes,
one service restarted, stopped, entered, pulled or given a command to run), and docker's own tasks said plainly (an
image's layers, saved to or loaded from a tar file, tagged and pushed; volumes listed, found on disk, removed; a
container's IP address, environment, resource use once; containers picked by state or image, listed with some columns). The model's training data predates compose.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _any_case, _count, duration_said, options_said

_SERVICE = r"(?P<svc>[a-z][\w.-]*)"
# Words before "service" that are no service's name
_NOT_SERVICES = frozenset({"the", "a", "one", "each", "every", "all", "compose", "docker", "other", "single", "that", "this", "its",
                           "running", "stopped", "my", "our", "those", "these", "some", "any", "which", "what", "of", "in", "on",
                           "for", "to", "from", "with", "and", "or", "logs", "log", "is", "are", "defined", "named", "called", "start",
                           "stop", "restart", "rebuild", "build", "run", "up", "down", "pull", "list", "show", "scale", "recreate"})
_SHELLS = re.compile(r"\b(?:alpine|no\s+bash)\b", re.I)   # an image without bash: sh


def _service(text: str) -> str | None:
    """The one service a compose request names ("the web service", "service db", "restart worker"), or None."""
    names = [m.group("svc") for m in re.finditer(rf"\b{_SERVICE}\s+(?:compose\s+(?:service|container)\b(?!s)|(?:service|container)s?\b)", text, re.I)]
    names += [m.group("svc") for m in re.finditer(rf"\bservice\s+(?:called\s+|named\s+)?['\"]?{_SERVICE}", text, re.I)]
    names = [n for n in dict.fromkeys(names) if n.lower() not in _NOT_SERVICES and not re.search(r"\.ya?ml$", n)]
    return names[0] if len(names) == 1 else None


# A command run in a service's running container: "run npm run migrate inside the already running api compose container"
_COMPOSE_EXEC = re.compile(r"^\s*(?:please\s+)?(?:run|exec(?:ute)?)\s+(?P<cmd>[a-z][^'\"]*?)\s+(?:inside|in|within)\s+(?:the\s+)?(?:already[\s-]+)?(?:running\s+)?(?:compose\s+)?"
                           r"(?P<svc>[a-z][\w.-]*)\s+(?:compose\s+)?(?:service|container)(?:'s\s+(?:running\s+)?container)?\s*[.!]?\s*$", re.I)
# Logs searched for a word: "grep the api service's compose logs for ECONNREFUSED", "lines with timeout in the compose logs of db"
_LOGS_GREPPED = re.compile(r"\b(?:grep|search|look\s+through|filter|scan)\b[^.;]*?\bfor\s+['\"]?(?P<p>[^\s'\",;?]*[^\s'\",;?.!])['\"]?"
                           r"|\b(?:lines|entries)\s+(?:with|containing|mentioning|that\s+(?:mention|contain))\s+['\"]?(?P<p2>[^\s'\",;?]*[^\s'\",;?.!])['\"]?", re.I)


def compose(m: re.Match) -> str | None:
    """``docker compose`` with the verb and options the request says, or None where it says no verb compose has:
    "follow the logs of the web service in compose" → ``docker compose logs -f web``; "compose down and delete the
    volumes" → ``docker compose down -v``; "rebuild the images and start the compose stack" → ``docker compose up -d
    --build``."""
    text = m.string
    if re.search(r"[|;`]|\$\(|&&|\b(?:and\s+then|then)\b", text):
        return None
    svc = _service(text)
    tail = f" {svc}" if svc else ""
    if re.search(r"\b(?:one[\s-]off|throwaway|once)\b", text, re.I):
        return None   # a command run in a new container of a service: compose run, with a command this row does not read
    file = re.search(r"(?<![\w./-])(?P<f>[~./\w-]*[\w-]\.ya?ml)\b", text)
    base = "docker compose" + (f" -f {file.group('f')}" if file and file.group("f").rsplit("/", 1)[-1] not in (
        "docker-compose.yml", "docker-compose.yaml", "compose.yml", "compose.yaml") else "")
    if run := _COMPOSE_EXEC.match(text):
        return f"{base} exec {run.group('svc')} {run.group('cmd')}" if run.group("svc").lower() not in _NOT_SERVICES else None
    if re.search(r"\blogs?\b", text, re.I):
        opts = ""
        if re.search(r"\b(?:follow\w*|tail(?:ing)?|watch\w*|keep\s+(?:watching|following|streaming)|live|stream\w*)\b", text, re.I):
            opts += " -f"
        if n := re.search(r"\b(?:last|latest|final)\s+(\d+)\s+(?:lines|entries)\b", text, re.I):
            opts += f" --tail {n.group(1)}"
        if grep := _LOGS_GREPPED.search(text):
            return f"{base} logs{opts}{tail} | grep {_any_case(text)}'{grep.group('p') or grep.group('p2')}'"
        return f"{base} logs{opts}{tail}"
    if re.search(r"\b(?:projects|stacks)\s+(?:are\s+)?running\b|\blist\s+(?:the\s+|all\s+)?compose\s+projects\b", text, re.I):
        return "docker compose ls"
    if re.search(r"\b(?:down|tear\w*\s+down|take\s+down)\b", text, re.I):
        volumes = re.search(r"\bvolumes?\b", text, re.I) and not re.search(r"\b(?:keep\w*|without\s+(?:deleting|removing))\s+(?:the\s+)?(?:data|volumes?)\b", text, re.I)
        images = re.search(r"\b(?:delete|remove)\w*\s+(?:the\s+|its\s+|all\s+)?images\b", text, re.I)
        return f"{base} down" + (" -v" if volumes else "") + (" --rmi all" if images else "")
    scaled = re.search(rf"\bscale\s+(?:the\s+)?{_SERVICE}(?:\s+service)?\s+(?:to|up\s+to)\s+(?P<n>\d+|one|two|three|four|five|ten)\b"
                       rf"|\b(?:run|start)\s+(?P<n2>\d+|two|three|four|five|ten)\s+{_SERVICE.replace('svc>', 'svc2>')}\s+(?:containers|instances|replicas)\b", text, re.I)
    if scaled or re.search(r"\bscale\b", text, re.I):
        return f"{base} up -d --scale {scaled.group('svc') or scaled.group('svc2')}={_count(scaled.group('n') or scaled.group('n2'))}" if scaled else None
    if re.search(r"\bpull\w*\b", text, re.I):
        return f"{base} pull" + tail
    if re.search(r"\brestart\w*\b", text, re.I):
        return f"{base} restart" + tail
    if re.search(r"\b(?:status|ps|which\s+(?:services|containers)|list\s+(?:the\s+)?(?:services|containers))\b", text, re.I):
        return f"{base} ps"
    if re.search(r"\bstop\w*\b", text, re.I):
        return f"{base} stop" + tail
    if svc and re.search(r"\b(?:shell|bash|exec|get\s+into|go\s+into)\b", text, re.I):
        return f"{base} exec {svc} {'sh' if _SHELLS.search(text) else 'bash'}"
    if re.search(r"\b(?:validate|check|show|print)\b[^.;]*\b(?:config|configuration|compose\s+file)\b", text, re.I):
        return f"{base} config"
    if re.search(r"\b(?:up|start\w*|bring\w*\s+up|launch\w*|run\w*|rebuild\w*|recreat\w*)\b", text, re.I):
        opts = "" if re.search(r"\bforeground\b|\battached\b", text, re.I) else " -d"
        if re.search(r"\b(?:re)?build\w*\b", text, re.I):
            opts += " --build"
        if re.search(r"\b(?:force\s+)?recreat\w*\b", text, re.I):
            opts += " --force-recreate"
        return f"{base} up{opts}{tail}"
    if re.search(r"\b(?:re)?build\w*\b", text, re.I):
        return f"{base} build" + (" --no-cache" if re.search(r"\bno[\s-]cache|\bfrom\s+scratch\b", text, re.I) else "") + tail
    return None


_IMAGE = r"(?P<image>[a-z0-9][\w./-]*(?::[\w.-]+)?)"
_NAME = r"(?P<name>[a-z0-9](?:[\w.-]*\w)?)"

# Images run by their plain name, and the port each serves inside its container (None: no port of its own)
_KNOWN_IMAGES = {"ubuntu": None, "debian": None, "alpine": None, "busybox": None, "fedora": None, "centos": None, "archlinux": None,
                 "nginx": 80, "httpd": 80, "caddy": 80, "traefik": 80, "redis": 6379, "postgres": 5432, "mysql": 3306, "mariadb": 3306,
                 "mongo": 27017, "rabbitmq": 5672, "memcached": 11211, "elasticsearch": 9200, "node": None, "python": None,
                 "golang": None, "ruby": None, "php": None, "openjdk": None, "grafana/grafana": 3000, "prom/prometheus": 9090,
                 "portainer/portainer-ce": 9000, "jupyter/base-notebook": 8888, "minio/minio": 9000, "registry": 5000}
_SERVERS = frozenset(name for name, port in _KNOWN_IMAGES.items() if port)
_TAGGED = re.compile(r"(?<![\w./~$:-])(?P<image>[a-z][\w.-]*(?::\d+)?(?:/[a-z0-9][\w.-]*)*:[\w][\w.-]*)(?![\w/:])")
_ORG_IMAGE = re.compile(r"(?<![\w./~$:-])(?P<image>[a-z][\w-]*/[a-z][\w.-]*)(?![\w/:.])")
_DOCKERISH = re.compile(r"\b(?:docker|containers?|image|detached|publish\w*|exposed\s+ports?|entrypoint|env[\s-]file|throwaway|one[\s-]off|port\s+\d{2,5}\s+(?:exposed|published))\b", re.I)
_OTHER_VERBS = re.compile(r"\b(?:compose|kubectl|k8s|pods?|exec|logs?|build\w*|inspect|prune|push|pull|tag|stats|ps|rmi?|cp|copy|save|load|commit"
                          r"|attach|network\s+(?:create|ls|rm)|volume\s+(?:create|ls|rm)|systemctl|service\s+(?:start|restart))\b", re.I)


def _tagged_images(text: str) -> list[str]:
    """The images a request names with a tag ("redis:7", "registry.example.com/team/worker:2.3"), not a host's port
    ("db01.internal:5432")."""
    return [t.group("image") for t in _TAGGED.finditer(text) if not re.fullmatch(r"[^/]*\.[^/]*:\d+", t.group("image"))]


def _run_image(text: str) -> tuple[str, str] | None:
    """The image a ``docker run`` request names and its plain name (no registry, no tag): a tagged one
    ("redis:7"), one called an image ("run the tests image"), a known one ("postgres 16" is postgres:16), an
    org/name one ("grafana/grafana")."""
    tagged = _tagged_images(text)
    if tagged:
        image = tagged[0]
    elif m := re.search(r"^\s*(?:please\s+)?(?:run|start|launch)\s+(?:an?\s+|the\s+|my\s+)?(?P<image>[a-z][\w./-]*)\s+(?:docker\s+)?image\b(?!s)", text, re.I):
        image = m.group("image")
    elif m := re.search(r"(?<![\w./~$-])(?P<image>" + "|".join(re.escape(k) for k in sorted(_KNOWN_IMAGES, key=len, reverse=True))
                        + r")(?:\s+(?P<version>\d+(?:\.\d+)*))?(?![\w/.-])", text):
        image = m.group("image") + (f":{m.group('version')}" if m.group("version") else "")
    elif (m := _ORG_IMAGE.search(text)) and m.group("image") in _KNOWN_IMAGES:
        image = m.group("image")
    else:
        return None
    plain = re.sub(r":[\w.-]+$", "", image.split("/", 1)[1] if re.match(r"[\w.-]+(?::\d+)?/", image) and image.split("/", 1)[0] not in
                   {k.split("/")[0] for k in _KNOWN_IMAGES if "/" in k} and "." in image.split("/", 1)[0] else image)
    return image, plain


# Where a server image keeps its data: a volume said for "the data" is mounted there
_DATA_DIRS = {"postgres": "/var/lib/postgresql/data", "mysql": "/var/lib/mysql", "mariadb": "/var/lib/mysql", "mongo": "/data/db", "redis": "/data"}


def docker_build(m: re.Match) -> str | None:
    """``docker build`` with the options the request says: "build with Dockerfile.prod and tag it shop-api:prod" →
    ``docker build -f Dockerfile.prod -t shop-api:prod .``; "rebuild web:latest from scratch, don't use the cache" →
    ``docker build --no-cache -t web:latest .``; an arm64 image through buildx. The context is the folder named, else
    the current one."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\b(?:compose|kubectl|make|npm|cargo|go\s+build|gradle|maven|mvn|cmake)\b|\band\s+(?:then\s+)?(?:run|push|start)\b", text, re.I) \
            or re.match(r"\s*(?:find|list|show|count|grep|search|delete|remove|rm|copy|move|where|which|what|how|ls|cat|print|open|edit|check)\b", text, re.I):
        return None   # (a build folder or a Dockerfile looked at: not built)
    if not re.search(r"(?<![/\w.-])(?<!the\s)(?<!\bin\s)(?<!under\s)(?<!from\s)(?<!into\s)(?<!\bof\s)(?:re)?build(?:x)?\b(?![/.\w-])"
                     r"(?!\s+(?:folder|directory|dir|output|artifacts?|logs?|cache|files?)\b)", text, re.I):
        return None   # "build" only as a folder's name
    dockerfile = re.search(r"(?<![\w.-])(?P<f>[~./\w-]*(?:Dockerfile[\w.-]*|[\w.-]+\.Dockerfile|[\w.-]+\.dockerfile))(?![\w.-])", text)
    tags = _tagged_images(text)
    named = re.search(r"\b(?:tag(?:ged)?|call(?:ed)?|name[ds]?)\s+(?:it\s+)?(?:as\s+)?(?P<t>[a-z][\w./-]*)(?![\w:./-])", text, re.I)
    if not (dockerfile or tags or re.search(r"\b(?:docker|image|buildx)\b", text, re.I)):
        return None
    if not tags and named and named.group("t").lower() not in ("it", "the", "a", "as", "both", "image"):
        tags = [named.group("t")]
    if not tags and not dockerfile:
        return None
    opts = []
    context = "."
    folder = re.search(r"(?<![\w.-])(?P<d>~/[\w./-]*|\.?\.?/[\w./-]*|[\w-]+/)(?=\s|,|$)", text)
    if folder and (not dockerfile or not dockerfile.group("f").startswith(folder.group("d"))) and folder.group("d") not in ("./",):
        context = folder.group("d").rstrip("/") or "/"
    if dockerfile:
        f = dockerfile.group("f")
        if context != "." and "/" not in f and re.search(rf"\b(?:its|the)\s+{re.escape(f)}", text):
            f = f"{context}/{f}"   # "build ~/work/portal using its Dockerfile.dev"
        if f not in ("Dockerfile", "./Dockerfile"):
            opts.append(f"-f {f}")
    if re.search(r"\bno[\s-]cache\b|\bwithout\s+(?:the\s+|using\s+the\s+)?cache\b|\bdon'?t\s+use\s+the\s+cache\b|\bfrom\s+scratch\b|\b--no-cache\b", text, re.I):
        opts.append("--no-cache")
    if re.search(r"\b(?:always\s+)?pull\w*\s+(?:a\s+)?(?:newer|the\s+latest|fresh|updated)\s+base\b|\balways\s+pull\b|\b--pull\b", text, re.I):
        opts.append("--pull")
    if stage := re.search(r"\b(?:the\s+)?(?P<s>[a-z][\w-]*)\s+stage\b|\btarget\s+(?P<s2>[a-z][\w-]*)\b", text, re.I):
        name = stage.group("s") or stage.group("s2")
        if name.lower() not in ("the", "final", "last", "a", "every", "each", "build"):
            opts.append(f"--target {name}")
    for arg in re.finditer(r"(?<![\w-])(?P<kv>[A-Z][A-Z0-9_]*=[^\s,]+)", text):
        opts.append(f"--build-arg {arg.group('kv')}")
    opts += [f"-t {t}" for t in tags]
    platform = re.search(r"\b(?:linux/)?(?P<p>arm64|amd64|armv7|arm/v7|386)\b", text, re.I)
    base = "docker buildx build" if platform or re.search(r"\bbuildx\b", text, re.I) else "docker build"
    if platform:
        opts.insert(0, f"--platform linux/{platform.group('p').lower()}")
    return " ".join([base, *opts, context])


_CONTAINER_NAMED = tuple(re.compile(p, re.I) for p in (
    r"\bcontainer\s+(?:called\s+|named\s+)?(?P<n>[a-z][\w.-]*)\b(?![./]\w)", r"\bthe\s+(?P<n>[a-z][\w.-]*)\s+container\b",
    r"\b(?:exec|shell|bash)\s+(?:into|in)\s+(?P<n>[a-z][\w.-]*)\b", r"\b(?:inside|into)\s+(?P<n>[a-z][\w.-]*)\b",
    r"\bdocker\s+logs\s+(?:for|of)\s+(?P<n>[a-z][\w.-]*)\b"))
_NOT_CONTAINERS = frozenset({"the", "a", "an", "it", "this", "that", "running", "every", "all", "each", "my", "its", "one", "docker", "image",
                             "and", "as", "with", "is", "to", "from", "of", "in", "on", "logs", "log", "for", "into", "inside", "there", "them",
                             "which", "what", "container", "containers", "shell", "bash", "has", "have", "had", "was", "keeps", "logged"})


def _container(text: str) -> str | None:
    """The one running container a request names: "container web", "the proxy container", "exec into app"."""
    names = [m.group("n") for pattern in _CONTAINER_NAMED for m in pattern.finditer(text)
             if m.group("n").lower() not in _NOT_CONTAINERS and not re.search(r"\.\w{1,4}$", m.group("n"))]   # (not a file: "into x.log")
    names = list(dict.fromkeys(names))
    return names[0] if len(names) == 1 else None


def _since(text: str) -> str | None:
    """docker's --since for "the last 30 minutes", "the past 2 hours", "since 2024-05-01"."""
    if duration := duration_said(text):
        return duration
    if m := re.search(r"\bsince\s+(?P<d>\d{4}-\d{2}-\d{2})\b", text):
        return m.group("d")
    return None


def docker_container_task(m: re.Match) -> str | None:
    """A running container's logs, a command run in it, a file copied in or out: "follow the nginx container logs with
    timestamps, starting from the last 50 lines" → ``docker logs -f -t --tail 50 nginx``; "shell in container api
    starting in /srv/app" → ``docker exec -it -w /srv/app api bash``; "copy dump.sql into /tmp of the pgdev container"
    → ``docker cp dump.sql pgdev:/tmp/``."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\b(?:compose|kubectl|pods?|k8s|ssh|scp|rsync)\b", text, re.I):
        return None
    if not re.search(r"\bcontainers?\b|\bdocker\b|\bexec\s+into\b", text, re.I):
        return None   # "a bash shell in current directory", "numbers inside square brackets": no container
    name = _container(text)
    if name is None:
        return None
    copied = re.match(r"^\s*(?:please\s+)?(?:copy|put|cp)\s+(?:the\s+)?(?:built\s+)?(?P<what>.+?)\s+(?P<dir>into|to|out\s+of|from)\s+(?P<rest>.+)$", text, re.I)
    if copied and re.search(r"\bcontainer\b", text, re.I):
        src = re.search(r"(?P<p>[~./\w][\w./~-]*)", copied.group("what"))
        if src is None:
            return None
        src = src.group("p")
        rest = copied.group("rest")
        inner = re.search(r"(?P<p>/[\w./-]*)", rest)
        there = re.search(r"\b(?:into|to)\s+(?:this\s+(?:dir|directory|folder)|here|the\s+current\s+(?:dir|directory|folder))\b|\b(?:into|to)\s+(?P<p>[~.][\w./~-]*)", rest, re.I)
        if copied.group("dir").lower() in ("into", "to") and not src.startswith("/"):   # into the container
            named = re.search(r"\bas\s+(?P<p>/[\w./-]*)", rest)
            dest = named or inner
            if dest is None:
                return None
            path = dest.group("p")
            folder = not named and "." not in path.rsplit("/", 1)[-1]   # "into /tmp of the container": a folder
            return f"docker cp {src} {name}:{path.rstrip('/') + '/' if folder else path}"
        # out of the container: a path inside it, a folder here
        inside = src if src.startswith("/") else f"{inner.group('p').rstrip('/')}/{src}" if inner and copied.group("dir").lower() in ("out of",) else None
        if inside is None or there is None:
            return None
        return f"docker cp {name}:{inside} {there.group('p') or '.'}"
    if re.search(r"\blog(?:s|ged)?\b", text, re.I):
        opts = options_said(text, ((r"\b(?:follow\w*|tail(?:ing)?|stream\w*|watch\w*|live)\b", "-f"), (r"\btimestamps?\b", "-t")))
        if tail := re.search(r"\blast\s+(\d+)\s+(?:log\s+)?(?:lines|entries)\b", text, re.I):
            opts.append(f"--tail {tail.group(1)}")
        if since := _since(text):
            opts.append(f"--since {since}")
        out = " ".join(["docker logs", *opts, name])
        grep = re.search(r"\b(?:search|grep)\b.*?\bfor\s+['\"]?(?P<p>[\w.-]+)['\"]?", text, re.I)
        saved = re.search(r"\b(?:into|to|in)\s+(?P<f>[\w./~-]+\.(?:log|txt))\b", text)
        if grep:
            return f"{out} 2>&1 | grep {_any_case(text)}{grep.group('p')}"
        if saved:
            return f"{out} > {saved.group('f')} 2>&1"
        return out
    if re.search(r"\b(?:shell|bash|exec|psql|terminal)\b", text, re.I) or re.search(r"\bwhat\s+files\s+are\s+in\s+(?P<d>/[\w./-]*)\s+inside\b", text, re.I):
        if re.search(r"\bwhat\s+files\s+are\s+in\s+(?P<d>/[\w./-]*)\s+inside\b", text, re.I):
            d = re.search(r"\bwhat\s+files\s+are\s+in\s+(?P<d>/[\w./-]*)", text, re.I).group("d")
            return f"docker exec {name} ls -la {d}"
        opts = ["-it"]
        if user := re.search(r"\bas\s+(?:user\s+)?(?P<u>root|[a-z_][\w-]*)\b(?!\s+inside)", text, re.I):
            if not re.match(r"psql", text[max(0, user.start() - 5):user.start()].strip(), re.I) and user.group("u").lower() != name.lower():
                opts.append(f"-u {user.group('u')}")
        if work := re.search(r"\b(?:starting|start|working)\s+in\s+(?P<w>/[\w./-]*)", text, re.I):
            opts.append(f"-w {work.group('w')}")
        if psql := re.search(r"\bpsql\s+as\s+(?P<u>\w+)", text, re.I):
            return f"docker exec -it {name} psql -U {psql.group('u')}"
        shell = "sh" if _SHELLS.search(text) or re.search(r"\bsh\b", text) else "bash"
        return " ".join(["docker exec", *opts, name, shell])
    return None


_PRUNED = (("container", r"\b(?:stopped|exited|dead)\s+containers\b"), ("network", r"\bnetworks?\b"), ("volume", r"\bvolumes?\b"),
           ("image", r"\b(?:dangling\s+|unused\s+|old\s+)?images?\b"), ("builder", r"(?<!\bgo\s)(?<!\bgradle\s)(?<!\bcargo\s)\bbuild\s+cache\b"))   # go's is not docker's


def docker_pruned(m: re.Match) -> str | None:
    """docker's prune commands for what the request clears out: "remove all stopped containers" → ``docker container
    prune``; "nuke everything docker isn't using, volumes too" → ``docker system prune -a --volumes``."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\b(?:compose|kubectl|k8s|podman)\b|\b(?:named|called)\b|\b(?:and\s+then|then)\b", text, re.I):
        return None
    if re.search(r"\bdisk\s+(?:space|usage)\b|\bhow\s+much\s+(?:disk\s+)?space\b", text, re.I) and re.search(r"\bdocker\b", text, re.I) \
            and not re.search(r"\b(?:remove|delete|clean|prune|free|reclaim|nuke)\b", text, re.I):
        return "docker system df"
    if not re.search(r"\b(?:prune|remove|delete|clean\w*|clear|nuke|get\s+rid\s+of|wipe)\b", text, re.I):
        return None
    if re.search(r"\beverything\b|\ball\s+unused\s+(?:docker\s+)?(?:data|objects|stuff)\b|\bsystem\b", text, re.I) and re.search(r"\bdocker\b", text, re.I):
        return "docker system prune" + (" -a" if re.search(r"\b(?:everything|all|nuke)\b", text, re.I) else "") + (" --volumes" if re.search(r"\bvolumes\b", text, re.I) else "")
    said = [kind for kind, words in _PRUNED if re.search(words, text, re.I)]
    if len(said) != 1 or not re.search(r"\b(?:unused|dangling|stopped|exited|dead|no\s+container\s+uses|not\s+used|isn'?t\s+using|prune|old)\b|\bbuild\s+cache\b", text, re.I):
        return None
    kind = said[0]
    if kind == "image" and not re.search(r"\b(?:docker|dangling|images)\b", text, re.I):
        return None
    opts = ""
    if kind == "image" and re.search(r"\b(?:all\s+unused|not\s+just\s+(?:the\s+)?dangling|every\s+unused|unused\s+images)\b", text, re.I) and not re.search(r"\bdangling\s+images\b", text, re.I):
        opts += " -a"
    if age := re.search(r"\b(?:older\s+than|more\s+than)\s+(?P<n>\d+)\s*(?P<u>h|hours?|d|days?)\b", text, re.I):
        n = int(age.group("n")) * (24 if age.group("u")[0].lower() == "d" else 1)
        opts += f" --filter 'until={n}h'"
    if re.search(r"\bwithout\s+(?:the\s+)?(?:y/n\s+|confirmation\s+)?(?:prompt|asking|confirm\w*)|\bno\s+(?:prompt|confirmation)|\bforce\b|\b-f\b", text, re.I):
        opts += " -f"
    return f"docker {kind} prune{opts}"


def _mount_source(said: str) -> str:
    """A bind mount's source as docker takes it: the current folder as ``"$(pwd)"``, a relative path under it."""
    if re.fullmatch(r"(?:the\s+)?(?:current|this)\s+(?:dir|directory|folder)|\.|\./", said, re.I):
        return '"$(pwd)"'
    if said.startswith("./"):
        return f'"$(pwd)/{said[2:].rstrip("/")}"'
    return said


# docker run's restart policy by the words that ask for it
_RESTARTS = ((r"\brestart\w*\s+unless\b|\bunless[\s-]stopped\b", "--restart unless-stopped"),
             (r"\balways\s+restart|\brestart\w*\s+always\b|\balways\s+(?:be\s+)?restarted\b", "--restart always"),
             (r"\brestart\w*\s+(?:on|if\s+it)\s+(?:fail\w*|crash\w*)", "--restart on-failure"))


def docker_run(m: re.Match) -> str | None:
    """``docker run`` with the options the request says in words: "run redis:7 detached as cache and have it restart
    unless i stop it myself" → ``docker run -d --name cache --restart unless-stopped redis:7``; "start a throwaway ubuntu
    container with an interactive bash shell" → ``docker run --rm -it ubuntu bash``. Server images (nginx, postgres …)
    run detached unless the request is interactive; a port said alone maps to the image's own port."""
    text = m.string
    if re.search(r"[|;`]|&&|\$\(|\bdocker\s+(?!run\b)\w+|\b(?:and\s+then|then)\b", text, re.I) or _OTHER_VERBS.search(text) \
            and not re.search(r"\bdocker\s+run\b", text, re.I):
        return None
    if re.search(r"\b(?:in|inside)\s+(?:the\s+)?container\s+[a-z]|\binside\s+(?:the\s+)?[\w-]+\s+container\b|\bin\s+the\s+[\w-]+\s+container\b", text, re.I):
        return None   # something done in a running container: exec's
    found = _run_image(text)
    if found is None:
        return None
    image, plain = found
    if re.search(r"\b(?:ssh|tunnel\w*|systemctl|service)\b|^\s*(?:please\s+)?(?:stop|kill|remove|delete|restart)\b", text, re.I):
        return None
    said_first = re.match(rf"^\s*(?:please\s+)?(?:(?:run|start|launch|spin\s+up|fire\s+up)\s+(?:an?\s+|the\s+)?)?{re.escape(image)}\b", text, re.I)
    server = plain in _SERVERS or plain.split("/")[-1] in _SERVERS
    if not (_DOCKERISH.search(text) or said_first and (":" in image or image in _KNOWN_IMAGES and "/" in image)
            or ":" in image and "/" in image or server and re.search(r"\b[A-Z][A-Z0-9_]*=\S+|\bdetached\b", text)):
        return None
    base = plain if plain in _KNOWN_IMAGES else plain.split("/")[-1]
    opts: list[str] = []
    rest = text.replace(image, " IMAGE ", 1) if image in text else text
    interactive = re.search(r"\binteractive\w*|\bshell\b|\b(?:a|an|with)\s+bash\b|\bterminal\b|\b-it\b", rest, re.I)
    command = None
    if said := re.match(r"^\s*(?:please\s+)?run\s+(?P<cmd>[a-z][\w.-]*(?:\s+[\w./=:-]+)*?)\s+in\s+(?:an?\s+|the\s+)?IMAGE\b", rest, re.I):
        command = said.group("cmd")
    elif said := re.search(r"\b(?:with\s+the\s+command|running|and\s+run|to\s+run|then\s+run|that\s+runs)\s+(?P<cmd>[a-z][\w.-]*(?:\s+(?!with\b|and\b|on\b|as\b|in\b|detached\b)[\w./=:-]+)*)",
                          rest, re.I):
        command = said.group("cmd")
    elif re.search(r"\b(?:just\s+)?prints?\s+the\s+date\b", rest, re.I):
        command = "date"
    elif re.search(r"\bentrypoint\b", rest, re.I) and (entry := re.search(r"(?<![\w.])(/bin/(?:ba)?sh|bash|sh)\b", rest)):
        opts.append(f"--entrypoint {entry.group(1)}")
        interactive = True
    elif interactive and re.search(r"\bbash\b|\bshell\b", rest, re.I):
        command = "sh" if base in ("alpine", "busybox") else "bash"
    if command and re.match(r"(?:it|the|a|this|that)\b", command, re.I):
        return None
    removed = re.search(r"\b(?:throwaway|one[\s-]off|temporary|clean\w*\s+(?:itself|up)|auto[\s-]?remov\w*|--rm\b"
                        r"|(?:remov|delet)\w*\s+(?:the\s+|it\s+)?(?:container\s+)?(?:afterwards|after(?:wards)?\s+it\s+exits|when\s+(?:done|finished|it\s+exits|it\s+stops))"
                        r"|(?:remov|delet)\w*\s+(?:the\s+)?container\s+(?:after\w*|when\s+(?:done|finished)))", rest, re.I)
    detached = re.search(r"\bdetached\b|\bin\s+(?:the\s+)?background\b|\bbackground\b|\bas\s+a\s+daemon\b", rest, re.I)
    if detached or (base in _SERVERS and not interactive and not command and not removed):
        opts.append("-d")
    if removed:
        opts.append("--rm")
    if interactive:
        opts.append("-it")
    if said := re.search(r"\b(?:named|called|name\s+it|call\s+it|as)\s+(?P<n>[a-z][\w.-]*)\b(?![/.]\w)|^\s*(?:start|run|launch)\s+(?P<n2>[a-z][\w.-]*)\s+from\s+IMAGE\b", rest, re.I):
        name = said.group("n") or said.group("n2")
        if name.lower() not in ("root", "uid", "user", "read", "a", "the", "its", "my", "well", "soon", "detached", "both", "image") \
                and not re.search(rf"\b{re.escape(name)}\s+(?:mounted|at|in)\b", rest):
            opts.append(f"--name {name}")
    if net := re.search(r"\b(?:on|attached\s+to|in|joined\s+to|connected\s+to)\s+(?:the\s+)?(?P<net>[a-z][\w-]*)\s+network\b", rest, re.I):
        opts.append(f"--network {net.group('net')}")
    if re.search(r"\b(?:every|all)\s+(?:the\s+)?exposed\s+ports?\b|\brandom\s+(?:host\s+)?ports?\b", rest, re.I):
        opts.append("-P")
    else:
        local = "127.0.0.1:" if re.search(r"\b(?:only\s+)?(?:reachable|accessible|visible)\s+(?:only\s+)?from\s+(?:localhost|this\s+machine)|\blocalhost\s+only|\bloopback\b|\b127\.0\.0\.1\b", rest, re.I) else ""
        for port in re.finditer(r"\b(?P<h>\d{2,5})\s*(?::|->|\s+to\s+(?:container\s+)?(?:port\s+)?)(?P<c>\d{2,5})\b|\b(?:on|publish\w*|expose\w*|at)\s+(?:host\s+)?(?:port\s+)?(?P<p>\d{2,5})\b"
                                r"|\bport\s+(?P<p2>\d{2,5})\b", rest, re.I):
            if port.group("h"):
                opts.append(f"-p {local}{port.group('h')}:{port.group('c')}")
            else:
                host = port.group("p") or port.group("p2")
                inside = _KNOWN_IMAGES.get(base) or _KNOWN_IMAGES.get(plain) or host
                opts.append(f"-p {local}{host}:{inside}")
            break
    for pair in re.finditer(r"(?<![\w-])(?P<kv>[A-Z][A-Z0-9_]*=[^\s,]+)", rest):
        opts.append(f"-e {pair.group('kv')}")
    if base in ("mysql", "mariadb") and (pw := re.search(r"\broot\s+password\s+(?:of\s+|is\s+)?(?P<pw>[^\s,;]+)", rest, re.I)):
        opts.append(f"-e MYSQL_ROOT_PASSWORD={pw.group('pw')}")
    elif base == "postgres" and not re.search(r"POSTGRES_PASSWORD", rest) and (pw := re.search(r"\bpassword\s+(?:of\s+|is\s+)?(?P<pw>[^\s,;]+)", rest, re.I)):
        opts.append(f"-e POSTGRES_PASSWORD={pw.group('pw')}")
    if env := re.search(r"\b(?:variables|vars|env(?:ironment)?(?:\s+variables)?|settings)\s+(?:from|in|of)\s+(?P<f>[\w./~-]*\.env[\w.-]*|[\w./~-]+\.env)\b", rest, re.I):
        opts.append(f"--env-file {env.group('f')}")
    mounts = []
    for mount in re.finditer(r"(?:\bmount(?:ing)?\s+)?(?P<src>(?<![\w])[~.][\w./~-]*|/[\w./-]+|(?:the\s+)?(?:current|this)\s+(?:dir|directory|folder)|(?:the\s+)?(?P<vol>[a-z][\w-]*)\s+volume)"
                             r"\s+(?:mounted\s+)?(?:read[\s-]?only\s+)?(?:at|as|on|to|into|in)\s+(?P<dst>/[\w./-]*)", rest, re.I):
        src = mount.group("vol") or _mount_source(mount.group("src"))
        ro = ":ro" if re.search(r"\bread[\s-]?only\b", rest[mount.end():mount.end() + 20], re.I) or re.search(r"\bread[\s-]?only\b", rest, re.I) else ""
        mounts.append((src, mount.group("dst").rstrip("/") or "/", ro))
    if base in _DATA_DIRS and (data := re.search(r"\b(?:data|storage)\s+(?:in|on)\s+(?:the\s+|a\s+)?(?:volume\s+(?P<v>[a-z][\w-]*)|(?P<v2>[a-z][\w-]*)\s+volume)\b", rest, re.I)):
        mounts.append((data.group("v") or data.group("v2"), _DATA_DIRS[base], ""))
    if re.search(r"\bdocker\s+sock(?:et)?\b", rest, re.I):
        mounts.append(("/var/run/docker.sock", "/var/run/docker.sock", ""))
    opts += [f"-v {src}:{dst}{ro}" for src, dst, ro in mounts]
    if work := re.search(r"\b(?:working\s+(?:dir(?:ectory)?\s+)?(?:in|at|is)|workdir|work(?:ing)?\s+in|starting\s+in)\s+(?P<w>/[\w./-]*)", rest, re.I):
        opts.append(f"-w {work.group('w')}")
    elif re.search(r"\b(?:cd|go|work(?:ing)?)\s+(?:in\s+)?there\b|\band\s+working\s+in\s+it\b", rest, re.I) and mounts:
        opts.append(f"-w {mounts[0][1]}")
    opts += options_said(rest, _RESTARTS, first=True)
    if user := re.search(r"\bas\s+(?:uid\s+|user\s+)(?P<u>[\w-]+)\b", rest, re.I):
        opts.append(f"--user {user.group('u')}")
    if cpus := re.search(r"\b(?P<n>\d+(?:\.\d+)?)\s+cpus?\b", rest, re.I):
        opts.append(f"--cpus {cpus.group('n')}")
    if memory := re.search(r"\b(?P<m>\d+)\s*(?P<u>[mg])b?\s+(?:of\s+)?(?:memory|ram)\b|\b(?:memory|ram)\s+(?:limit\s+)?(?:of\s+|to\s+)?(?P<m2>\d+)\s*(?P<u2>[mg])b?\b", rest, re.I):
        opts.append(f"--memory {memory.group('m') or memory.group('m2')}{(memory.group('u') or memory.group('u2')).lower()}")
    if not opts and not command:
        return None   # "run ubuntu": nothing said of how; the model's answer stands
    return " ".join(["docker run", *opts, image] + ([command] if command else []))

# docker ps's columns by the words that name them
_PS_FIELDS = (("Names", r"names?"), ("Status", r"status(?:es)?|states?"), ("Image", r"images?"), ("ID", r"ids?"), ("Ports", r"ports?"),
              ("RunningFor", r"ages?|uptimes?"))
_FIELD_WORDS = "|".join(words for _, words in _PS_FIELDS)
# Containers listed with only some columns: "list every container, stopped ones too, showing only the name and status"
_PS_COLUMNS = re.compile(r"^\s*(?:please\s+)?(?:list|show)\s+(?:me\s+)?(?P<all>all\s+|every\s+)?(?:the\s+|my\s+)?(?:docker\s+)?(?P<running>running\s+)?containers?\b"
                         r"(?P<stopped>\s*,?\s*(?:(?:the\s+)?stopped\s+ones\s+(?:too|as\s+well|included)|(?:including|even)\s+(?:the\s+)?stopped(?:\s+ones)?))?"
                         r"\s*,?\s*(?:showing|show|with|displaying|and\s+(?:show|print))\s+(?:me\s+)?(?:only|just)?\s*(?:the|their|its)?\s*"
                         rf"(?P<fields>(?:{_FIELD_WORDS})(?:\s*(?:,|and|&)\s*(?:(?:and|the|their)\s+)*(?:{_FIELD_WORDS}))*)(?:\s+(?:columns?|fields?))?(?:\s+only)?\s*[.!?]?\s*$", re.I)


def containers_listed(m: re.Match) -> str | None:
    """docker ps with only the columns named, every container (-a) where all or the stopped ones are asked:
    "list every container, stopped ones too, showing only the name and status" →
    ``docker ps -a --format 'table {{.Names}}\\t{{.Status}}'``."""
    if m.group("running") and (m.group("all") or m.group("stopped")):
        return None
    said = re.split(r"\s*(?:,|\band\b|&)\s*(?:(?:and|the|their)\s+)*", m.group("fields"))
    columns = [name for word in said for name, words in _PS_FIELDS if re.fullmatch(words, word, re.I)]   # in the order said
    every = " -a" if m.group("all") or m.group("stopped") else ""
    return f"docker ps{every} --format 'table " + "\\t".join("{{." + c + "}}" for c in dict.fromkeys(columns)) + "'"


ROWS = (
    # docker compose: any request that names it
    (re.compile(r"\b(?:docker[\s-])?compose\b", re.I), compose),
    # images: layers, saved to and loaded from a tar file, tagged and pushed
    (re.compile(rf"\b(?:layers|(?:image\s+)?history)\s+of\s+(?:the\s+)?(?P<said>(?:docker\s+)?image\s+)?{_IMAGE}[\s.?!]*$", re.I),
     lambda m: f"docker history {m.group('image')}" if m.group("said") or ":" in m.group("image") or m.group(0).lower().startswith(("layers", "image"))
     else None),
    (re.compile(rf"\b(?:export|save)\s+(?:the\s+)?(?:docker\s+)?(?:image\s+)?{_IMAGE}\s+(?:to|into|as)\s+(?P<tar>[\w./~-]+\.tar)[\s.?!]*$", re.I),
     lambda m: f"docker save -o {m.group('tar')} {m.group('image')}" if ":" in m.group("image") or re.search(r"\bimage\b", m.string, re.I) else None),
    (re.compile(r"\bload\s+(?:the\s+)?(?:docker\s+)?images?\s+(?:from|in|out\s+of)\s+(?P<tar>[\w./~-]+\.tar(?:\.gz)?)[\s.?!]*$", re.I),
     lambda m: f"docker load -i {m.group('tar')}"),
    (re.compile(rf"\btag\s+{_IMAGE}\s+as\s+(?P<new>[a-z0-9][\w./-]*(?::[\w.-]+)?)\s+and\s+push\s+it[\s.?!]*$", re.I),
     lambda m: f"docker tag {m.group('image')} {m.group('new')} && docker push {m.group('new')}"),
    # "list every container, stopped ones too, showing only the name and status"
    (_PS_COLUMNS, containers_listed),
    # volumes
    (re.compile(r"\b(?:which|list\s+(?:the\s+|all\s+)?)\s*(?:docker\s+)?volumes\s+(?:are\s+)?(?:dangling|unused|not\s+used)\b", re.I),
     lambda m: "docker volume ls -f dangling=true"),
    (re.compile(rf"\bwhere\s+(?:on\s+(?:the\s+)?disk\s+)?(?:does|is)\s+(?:the\s+)?{_NAME}\s+volume\s+(?:live|stored|kept)\b", re.I),
     lambda m: f"docker volume inspect -f '{{{{.Mountpoint}}}}' {m.group('name')}"),
    (re.compile(rf"\b(?:delete|remove)\s+(?:the\s+)?(?:docker\s+)?(?:volume\s+{_NAME}|{_NAME.replace('name>', 'name2>')}\s+volume)[\s.?!]*$", re.I),
     lambda m: f"docker volume rm {m.group('name') or m.group('name2')}"),
    # a container's address, environment, resources once; containers by state or image
    (re.compile(rf"\b(?:what(?:'s|\s+is)\s+)?(?:the\s+)?ip(?:\s+address)?\s+of\s+(?:the\s+)?(?:docker\s+)?container\s+(?:(?:named|called)\s+)?{_NAME}[\s.?!]*$"
                rf"|\b(?:what(?:'s|\s+is)\s+)?the\s+ip(?:\s+address)?\s+of\s+(?:the\s+)?{_NAME.replace('name>', 'name2>')}\s+container[\s.?!]*$", re.I),
     lambda m: "docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' " + (m.group("name") or m.group("name2"))),
    (re.compile(rf"\benvironment(?:\s+variables)?\s+(?:of|in|inside)\s+(?:the\s+)?container\s+{_NAME}[\s.?!]*$"
                rf"|\benvironment(?:\s+variables)?\s+(?:of|in|inside)\s+(?:the\s+)?{_NAME.replace('name>', 'name2>')}\s+container[\s.?!]*$", re.I),
     lambda m: f"docker exec {m.group('name') or m.group('name2')} env"),
    # "container resource usage once, not streaming", "snapshot of cpu/mem usage of running containers, don't stream"
    (re.compile(r"^(?=.*\bcontainers?\b|.*\bdocker\s+stats\b)(?=.*\b(?:resource|cpu|mem|memory|ram)(?:\s*(?:/|and|&)\s*(?:cpu|mem|memory|ram))?\s+usage\b|.*\bdocker\s+stats\b)"
                r"(?=.*\b(?:once|snapshot|(?:don'?t|do\s+not|not|without|no)[\s-]+stream\w*)\b)", re.I),
     lambda m: "docker stats --no-stream"),
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?P<state>exited|stopped|dead|paused)\s+(?:docker\s+)?containers[\s.?!]*$", re.I),
     lambda m: f"docker ps -a -f status={'exited' if m.group('state').lower() == 'stopped' else m.group('state').lower()}"),
    (re.compile(rf"\bcontainers\s+(?:created|started|made|running)\s+from\s+(?:the\s+)?{_IMAGE}\s+image[\s.?!]*$", re.I),
     lambda m: f"docker ps -a --filter ancestor={m.group('image')}"),
    # a running container's logs, a command in it, files copied in or out; prune commands
    (re.compile(r"\bcontainer\b|\b(?:exec|shell|bash|psql)\s+(?:into|in)\b|\binside\b|\bdocker\s+logs\b", re.I), docker_container_task),
    (re.compile(r"\b(?:prune|dangling|unused|stopped\s+containers|isn'?t\s+using|no\s+container\s+uses|build\s+cache|docker\b.*\bspace)\b", re.I), docker_pruned),
    # docker build from its options said in words
    (re.compile(r"\b(?:re)?build\w*\b|\bbuildx\b", re.I), docker_build),
    # docker run from its options said in words: the last row here (every other container row is more particular)
    (re.compile(r"\b(?:run\w*|start\w*|spin\w*\s+up|launch\w*|fire\s+up|bring\s+up|containers?|interactive|detached|throwaway|one[\s-]off)\b", re.I), docker_run),
)
