"""Containers: ``docker compose`` built from its verb and options said in words (logs followed or cut to the last
lines, a stack brought up detached, rebuilt, recreated or scaled, taken down with its volumes, one service
restarted, stopped, entered or pulled), and docker's own tasks said plainly (an image's layers, saved to or loaded
from a tar file, tagged and pushed; volumes listed, found on disk, removed; a container's IP address, environment,
resource use once; containers picked by state or image). The model's training data predates compose.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _count

_SERVICE = r"(?P<svc>[a-z][\w.-]*)"
# Words before "service" that are no service's name
_NOT_SERVICES = frozenset({"the", "a", "one", "each", "every", "all", "compose", "docker", "other", "single", "that", "this", "its",
                           "running", "stopped", "my", "our", "those", "these", "some", "any", "which", "what", "of", "in", "on",
                           "for", "to", "from", "with", "and", "or", "logs", "log", "is", "are", "defined", "named", "called"})
_SHELLS = re.compile(r"\b(?:alpine|no\s+bash)\b", re.I)   # an image without bash: sh


def _service(text: str) -> str | None:
    """The one service a compose request names ("the web service", "service db", "restart worker"), or None."""
    names = [m.group("svc") for m in re.finditer(rf"\b{_SERVICE}\s+(?:service|container)s?\b", text, re.I)]
    names += [m.group("svc") for m in re.finditer(rf"\bservice\s+(?:called\s+|named\s+)?['\"]?{_SERVICE}", text, re.I)]
    names = [n for n in dict.fromkeys(names) if n.lower() not in _NOT_SERVICES and not re.search(r"\.ya?ml$", n)]
    return names[0] if len(names) == 1 else None


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
    if re.search(r"\blogs?\b", text, re.I):
        opts = ""
        if re.search(r"\b(?:follow\w*|tail(?:ing)?|watch\w*|keep\s+(?:watching|following|streaming)|live|stream\w*)\b", text, re.I):
            opts += " -f"
        if n := re.search(r"\b(?:last|latest|final)\s+(\d+)\s+(?:lines|entries)\b", text, re.I):
            opts += f" --tail {n.group(1)}"
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
    # volumes
    (re.compile(r"\b(?:which|list\s+(?:the\s+|all\s+)?)\s*(?:docker\s+)?volumes\s+(?:are\s+)?(?:dangling|unused|not\s+used)\b", re.I),
     lambda m: "docker volume ls -f dangling=true"),
    (re.compile(rf"\bwhere\s+(?:on\s+(?:the\s+)?disk\s+)?(?:does|is)\s+(?:the\s+)?{_NAME}\s+volume\s+(?:live|stored|kept)\b", re.I),
     lambda m: f"docker volume inspect -f '{{{{.Mountpoint}}}}' {m.group('name')}"),
    (re.compile(rf"\b(?:delete|remove)\s+(?:the\s+)?(?:docker\s+)?(?:volume\s+{_NAME}|{_NAME.replace('name>', 'name2>')}\s+volume)[\s.?!]*$", re.I),
     lambda m: f"docker volume rm {m.group('name') or m.group('name2')}"),
    # a container's address, environment, resources once; containers by state or image
    (re.compile(rf"\b(?:what(?:'s|\s+is)\s+)?the\s+ip(?:\s+address)?\s+of\s+(?:the\s+)?container\s+{_NAME}[\s.?!]*$"
                rf"|\b(?:what(?:'s|\s+is)\s+)?the\s+ip(?:\s+address)?\s+of\s+(?:the\s+)?{_NAME.replace('name>', 'name2>')}\s+container[\s.?!]*$", re.I),
     lambda m: "docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' " + (m.group("name") or m.group("name2"))),
    (re.compile(rf"\benvironment(?:\s+variables)?\s+(?:of|in|inside)\s+(?:the\s+)?container\s+{_NAME}[\s.?!]*$"
                rf"|\benvironment(?:\s+variables)?\s+(?:of|in|inside)\s+(?:the\s+)?{_NAME.replace('name>', 'name2>')}\s+container[\s.?!]*$", re.I),
     lambda m: f"docker exec {m.group('name') or m.group('name2')} env"),
    (re.compile(r"\bcontainers?\b[^.;]*\b(?:resource|cpu|memory)\s+usage\b[^.;]*\b(?:once|not\s+stream\w*|snapshot|no[\s-]stream)\b"
                r"|\b(?:docker\s+stats|resource\s+usage\s+of\s+(?:the\s+|all\s+|my\s+)?containers)\b[^.;]*\b(?:once|not\s+stream\w*|snapshot|no[\s-]stream)\b", re.I),
     lambda m: "docker stats --no-stream"),
    (re.compile(r"^\s*(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?P<state>exited|stopped|dead|paused)\s+(?:docker\s+)?containers[\s.?!]*$", re.I),
     lambda m: f"docker ps -a -f status={'exited' if m.group('state').lower() == 'stopped' else m.group('state').lower()}"),
    (re.compile(rf"\bcontainers\s+(?:created|started|made|running)\s+from\s+(?:the\s+)?{_IMAGE}\s+image[\s.?!]*$", re.I),
     lambda m: f"docker ps -a --filter ancestor={m.group('image')}"),
)
