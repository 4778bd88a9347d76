"""Kubernetes: ``kubectl`` built from its verb, the kind and name of what it acts on, a namespace and a label said in
words: "logs of the nginx container in pod frontend-0, namespace web" → ``kubectl logs frontend-0 -c nginx -n web``;
"scale worker down to zero in namespace jobs" → ``kubectl scale deployment worker --replicas=0 -n jobs``. The model's
training data has no kubectl at all.

A request is Kubernetes' only where it says so: kubectl, k8s, a pod, a namespace, a deployment or another kind said
with a name, a rollout, replicas, a kube context. A plain "service" stays systemd's.
"""

from __future__ import annotations

import re

from serval.model.phrasebook.shared import _any_case, _count, duration_said, options_said

_WORD = r"[a-z0-9](?:[\w.-]*[a-z0-9])?"
# Kinds as kubectl spells them in ``get`` (plural) and in ``describe``/``scale``/``rollout`` (singular)
_KINDS = (("pods", "pod", r"pods?|po"), ("deployments", "deployment", r"deployments?|deploy"),
          ("statefulsets", "statefulset", r"statefulsets?|sts"), ("daemonsets", "daemonset", r"daemonsets?|ds"),
          ("replicasets", "replicaset", r"replicasets?|rs"), ("services", "service", r"services?|svc"),
          ("configmaps", "configmap", r"configmaps?|cm"), ("secrets", "secret", r"secrets?"),
          ("ingress", "ingress", r"ingress(?:es)?"), ("pvc", "pvc", r"pvcs?|persistent\s+volume\s+claims?"),
          ("nodes", "node", r"nodes?"), ("events", "event", r"events?"), ("namespaces", "namespace", r"namespaces?|ns"),
          ("cronjobs", "cronjob", r"cron\s*jobs?"), ("jobs", "job", r"jobs?"))
_KIND_WORDS = "|".join(words for _, _, words in _KINDS)
_KUBE = re.compile(r"\b(?:kubectl|k8s|kube|kubernetes|pods?|namespaces?|statefulsets?|daemonsets?|replicasets?|configmaps?|ingress(?:es)?|pvcs?"
                   r"|rollouts?|rolling\s+out|roll\s+(?:it\s+|\w+\s+(?:in\s+\w+\s+)?)?back|replicas|sidecar|port[\s-]?forward\w*)\b|\bforward\s+local\b"
                   r"|\bdeployments?\b(?=.*\b(?:scale\w*|rollout|roll|restart\w*|describe|logs?|images?|replicas|port[\s-]?forward|shell|exec|kube[\w-]*|pods?|namespace)\b)"
                   r"|\b(?:scale\w*|rollout|roll|restart\w*|describe|logs?|images?|replicas|shell|exec)\b.*\bdeployments?\b"
                   r"|\bsecret\s+[a-z][\w-]*-|\bnodes?\b.*\blabels\b|\bdescribe\s+node\b|\b(?:cordon|uncordon|drain)\b"
                   r"|\b(?:service|secret|node)\b[^.]*\bas\s+(?:yaml|json)\b|(?<![\w./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[a-z0-9]{5,10}-[a-z0-9]{5}(?![\w./-])", re.I)
# A pod's generated name ("web-7d9f8c6b5-x2kqp", "postgres-0") said without the word pod
_POD_NAME = re.compile(r"(?<![\w./-])(?P<pod>[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:\d+|[a-z0-9]{5,10}-[a-z0-9]{5}))(?![\w./-])")
_NOT_NAMES = frozenset({"the", "a", "an", "every", "all", "each", "my", "this", "that", "its", "in", "of", "for", "with", "to", "from",
                        "and", "or", "is", "are", "named", "called", "labelled", "labeled", "by", "on", "as", "logs", "log", "yaml",
                        "json", "name", "names", "rollout", "replicas", "back", "down", "up", "it", "there", "list", "show", "get", "watch",
                        "which", "what", "describe", "delete", "remove", "scale", "restart", "rollout", "history", "status", "inside", "sorted",
                        "across", "into", "shell", "bash", "exec", "run", "follow", "stream", "tail", "force", "stuck", "new", "dump", "decode",
                        "print", "only", "just", "checkout_", "local", "port", "forward", "wait", "until", "make", "set", "apply", "any",
                        "containers", "container", "default", "current", "labels", "label", "node", "ip", "using", "about", "those",
                        "before", "after", "since", "now", "here", "keeps"})
_LABEL = re.compile(r"\b(?:label(?:led|ed)?|with\s+(?:the\s+)?label|-l)\s+(?P<l>[\w./-]+(?:!?=)[\w.-]+)|\(label\s+(?P<l2>[\w./-]+=[\w.-]+)\)", re.I)


def _kind(word: str) -> tuple[str, str] | None:
    """(plural, singular) of the kind a word names."""
    return next(((plural, one) for plural, one, words in _KINDS if re.fullmatch(words, word, re.I)), None)


def _namespace(text: str) -> str:
    """``-n NS`` or ``-A`` for the namespace a request says ("in namespace staging", "in the ci namespace", "in prod
    … pods"), or ""."""
    if re.search(r"\b(?:every|all|across\s+all)\s+(?:the\s+)?namespaces?\b|\bacross\s+namespaces\b", text, re.I):
        return " -A"
    for pattern in (rf"\b(?:in|from|to)\s+(?:the\s+)?(?P<ns>{_WORD})\s+namespace\b", rf"\bnamespace\s+(?P<ns>{_WORD})", rf"\b(?P<ns>{_WORD})\s+namespace\b"):
        for m in re.finditer(pattern, text, re.I):
            if m.group("ns").lower() not in _NOT_NAMES:
                return f" -n {m.group('ns')}"
    for m in re.finditer(rf"\b(?:in|from)\s+(?P<ns>{_WORD})\b(?!\s*(?:=|\.\w|/))", text):
        name = m.group("ns")
        if name.lower() not in _NOT_NAMES and not _kind(name) and not _POD_NAME.fullmatch(name) and not re.search(r"\.\w", name) \
                and not re.search(rf"\b(?:container|pod|deployment|statefulset|service|svc)\s+{re.escape(name)}\b", text, re.I):
            return f" -n {name}"
    return ""


def _target(text: str, namespaces: bool = False) -> tuple[str, str] | None:
    """(kind, name) of the one named object a request acts on: "pod web-0", "the api deployment", "statefulset kafka",
    "svc frontend", or a pod by its generated name alone (a namespace only with ``namespaces``)."""
    if pod := re.search(r"(?<![\w./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[a-z0-9]{5,10}-[a-z0-9]{5}(?![\w./-])", text):
        return "pod", pod.group(0)   # a pod's generated name says which pod it is
    words = re.findall(rf"{_WORD}|[,.()]", text.lower())
    found = []
    for i, w in enumerate(words):
        kind = _kind(w) if not re.fullmatch(r"\d+|[,.()]", w) else None
        if kind is None or kind[1] == "namespace" and not namespaces or kind[1] in ("event",):
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        before = words[i - 1] if i > 0 else ""
        if after and re.fullmatch(_WORD, after) and after not in _NOT_NAMES and not _kind(after) and not re.fullmatch(r"[\d.]+", after):
            found.append((0, i, kind[1], after))
        elif w == kind[1] and before and re.fullmatch(_WORD, before) and before not in _NOT_NAMES and not _kind(before) and not re.fullmatch(r"[\d.]+", before):
            found.append((1, i, kind[1], before))
    if found:
        _, _, kind, name = min(found)
        return kind, next((t for t in re.findall(rf"{_WORD}", text) if t.lower() == name), name)
    if pod := _POD_NAME.search(text):
        return "pod", pod.group("pod")
    return None


# kubectl get's output format (one) and its other options, by the words that ask for them
_GET_FORMATS = ((r"\b(?:as|in)\s+yaml\b", "-o yaml"), (r"\b(?:as|in)\s+json\b", "-o json"),
                (r"\bwith\s+(?:their\s+)?(?:node|ip)\b|\bwide\b|\bwhich\s+node\b", "-o wide"), (r"\b(?:only|just)\s+(?:the\s+)?names\b", "-o name"))
_GET_OPTIONS = ((r"\bwatch\w*\b", "-w"), (r"\bwith\s+(?:their\s+)?labels\b|\bshow\s+(?:their\s+)?labels\b", "--show-labels"),
                (r"\bsorted\s+(?:by\s+(?:age|time|creation)|oldest\s+(?:to|first)|newest\s+(?:to|last))|\bby\s+(?:age|creation\s+time)\b",
                 "--sort-by=.metadata.creationTimestamp"),
                (r"\bnot\s+(?:in\s+)?(?:the\s+)?running\b", "--field-selector='status.phase!=Running'"))


def kubectl(m: re.Match) -> str | None:
    """``kubectl`` with the verb and options the request says, or None where it says none of its tasks."""
    text = m.string
    if not _KUBE.search(text) and not re.search(r"\b(?:appl(?:y|ied)|diff|dry[\s-]run|delete|remove|tear\s+down|contexts?|default\s+namespace)\b", text, re.I):
        return None   # (every request comes here: the cheap test first)
    if re.search(r"[|;`]|&&|\$\(|\b(?:docker|compose|podman|helm|minikube|systemctl|ssh|rsync|git|patch)\b|\.(?:json|patch|diff)\b", text, re.I):
        return None
    ns = _namespace(text)
    label = _LABEL.search(text)
    sel = f" -l {label.group('l') or label.group('l2')}" if label else ""
    if d := re.search(rf"\bmake\s+(?P<ns>{_WORD})\s+the\s+default\s+namespace\b|\bdefault\s+namespace\s+(?:to\s+)?(?P<ns2>{_WORD})\b", text, re.I):
        return f"kubectl config set-context --current --namespace={d.group('ns') or d.group('ns2')}"
    # contexts
    if re.search(r"\bcontexts?\b", text, re.I) and re.search(r"\b(?:kube\w*|k8s|kubectl|cluster)\b|\buse-context\b", text, re.I):
        if c := re.search(rf"\b(?:switch|change|use|move)\w*\b.*\bcontext\s+(?:to\s+)?(?P<c>{_WORD})\b", text, re.I):
            return f"kubectl config use-context {c.group('c')}"
        if re.search(r"\b(?:which|what|current)\b.*\bcontext\b(?!s)", text, re.I):
            return "kubectl config current-context"
        if re.search(r"\b(?:list|show|all)\b.*\bcontexts\b", text, re.I):
            return "kubectl config get-contexts"
    # manifests
    manifest = re.search(r"(?<![\w./-])(?P<f>[\w./~-]+\.ya?ml|[\w./~-]+/)(?![\w/])|\bthe\s+(?P<d>[\w-]+)\s+(?:dir|directory|folder)\b", text, re.I)
    target = manifest and (manifest.group("f") or manifest.group("d") + "/")
    yaml = bool(manifest and manifest.group("f") and re.search(r"\.ya?ml$", manifest.group("f")))
    kube_said = bool(_KUBE.search(text) or re.search(r"\bmanifests?\b", text, re.I))
    if re.search(r"\bwhat\s+would\s+change\s+if\s+(?:i\s+)?appl(?:y|ied)\b", text, re.I) and yaml or re.search(r"\bdiff\b", text, re.I) and kube_said and target:
        return f"kubectl diff -f {target}"
    if (re.search(r"\bapply\w*\b", text, re.I) or re.search(r"\bdry[\s-]run\b", text, re.I) and yaml) and target and (yaml or kube_said):
        opts = " -R" if re.search(r"\b(?:subfolders|subdirectories|recursive\w*)\b", text, re.I) else ""
        dry = " --dry-run=server" if re.search(r"\bserver[\s-]side\s+dry[\s-]run\b", text, re.I) else " --dry-run=client" if re.search(r"\bdry[\s-]run\b", text, re.I) else ""
        return f"kubectl apply{opts} -f {target}{ns}{dry}"
    if re.search(r"\b(?:delete|remove|tear\s+down)\b", text, re.I) and manifest and manifest.group("f") and re.search(r"\.ya?ml$", manifest.group("f")) \
            and (_KUBE.search(text) or re.search(r"\b(?:defined|described|declared)\s+in\b|\bresources\b|\bmanifests?\b|\bobjects\b", text, re.I)):
        return f"kubectl delete -f {manifest.group('f')}{ns}"
    if not _KUBE.search(text) or manifest and manifest.group("f"):
        return None   # (a manifest read, not applied: the text rows')
    thing = _target(text, namespaces=bool(re.search(r"\b(?:delete|remove|describe)\s+(?:the\s+)?namespace\b", text, re.I)))
    if key := re.search(rf"\b(?P<k>[\w.-]+)\s+(?:key|field|value)\s+(?:from|of|in)\s+(?:the\s+)?secret\s+(?P<s>{_WORD})", text, re.I):
        return f"kubectl get secret {key.group('s')}{ns} -o jsonpath='{{.data.{key.group('k')}}}' | base64 -d"
    if re.search(r"\b(?:what|which)\s+images?\b", text, re.I) and thing and thing[0] in ("deployment", "statefulset", "daemonset"):
        return f"kubectl get {thing[0]} {thing[1]}{ns} -o jsonpath='{{.spec.template.spec.containers[*].image}}'"
    # port forwarding
    if re.search(r"\bport[\s-]?forward\w*|\bforward\s+(?:local\s+)?(?:port\s+)?\d+|\breachable\s+on\s+(?:my\s+)?local\b", text, re.I) and thing:
        kind, name = thing
        ref = {"service": "svc/", "deployment": "deployment/", "pod": ""}.get(kind, f"{kind}/") + name
        ports = re.search(r"\b(?P<a>\d{2,5}):(?P<b>\d{2,5})\b", text)
        local = re.search(r"\blocal(?:\s+port)?\s+(?P<l>\d{2,5})\b|\bforward\s+(?:port\s+)?(?P<l2>\d{2,5})\b", text, re.I)
        remote = re.search(r"\bport\s+(?P<r>\d{2,5})\s+of\b|\bport\s+(?P<r2>\d{2,5})\)|\bto\s+(?:port\s+)?(?P<r3>\d{2,5})\b", text, re.I)
        if ports:
            pair = f"{ports.group('a')}:{ports.group('b')}"
        elif local:
            l = local.group("l") or local.group("l2")
            r = remote and (remote.group("r") or remote.group("r2") or remote.group("r3"))
            pair = f"{l}:{r or l}"
        else:
            return None
        address = " --address 0.0.0.0" if re.search(r"\ball\s+interfaces\b|\b0\.0\.0\.0\b|\bcoworkers\b|\bother\s+machines\b", text, re.I) else ""
        return f"kubectl port-forward{address} {ref} {pair}{ns}"
    # rollouts
    if re.search(r"\brollout\b|\broll\w*\s+(?:it\s+|\w+\s+(?:in\s+\w+\s+)?)?back\b|\brollback\b|\bundo\b|\brestart\w*\s+(?:the\s+|all\s+)?(?:deployments?|statefulsets?|daemonsets?)\b"
                 r"|\brestart\w*\s+[\w-]+\s+deployment\b", text, re.I):
        kind, name = thing if thing and thing[0] in ("deployment", "statefulset", "daemonset") else ("deployment", thing[1] if thing else None)
        if name is None:
            m2 = re.search(rf"\b(?:new\s+)?(?P<n>{_WORD})\s+(?:release|rollout)\b|\broll\s+(?P<n2>{_WORD})\s+(?:in\s+\w+\s+)?back\b", text, re.I)
            name = m2 and (m2.group("n") or m2.group("n2"))
            if name and name.lower() in _NOT_NAMES | {"new"}:
                name = None
        ref = f"{kind}/{name}" if name else kind
        if re.search(r"\bhistory\b", text, re.I):
            return f"kubectl rollout history {ref}{ns}"
        if re.search(r"\broll\w*\s+(?:it\s+|\w+\s+(?:in\s+\w+\s+)?)?back\b|\brollback\b|\bundo\b", text, re.I):
            rev = re.search(r"\brevision\s+(\d+)\b", text, re.I)
            return f"kubectl rollout undo {ref}" + (f" --to-revision={rev.group(1)}" if rev else "") + ns
        if re.search(r"\brestart\w*\b", text, re.I):
            return f"kubectl rollout restart {ref}{ns}"
        if re.search(r"\bstatus\b|\bwait\w*\b|\bdone\b|\bfinish\w*\b", text, re.I):
            timeout = re.search(r"\b(?:give\s+up|time\s*out)\s+after\s+(\d+)\s*(m|min\w*|s|sec\w*|h)\b", text, re.I)
            return f"kubectl rollout status {ref}{ns}" + (f" --timeout={timeout.group(1)}{timeout.group(2)[0].lower()}" if timeout else "")
        return None
    # scaling
    if re.search(r"\bscale\w*\b|\breplicas\b", text, re.I):
        n = re.search(r"\b(?:to|have|with)\s+(?P<n>\d+|zero|one|two|three|four|five|ten)\b(?:\s+replicas)?|\b(?P<n2>\d+)\s+replicas\b", text, re.I)
        if n is None:
            return None
        count = n.group("n") or n.group("n2")
        count = "0" if count.lower() == "zero" else str(_count(count))
        if sel:
            kind = thing[0] if thing and thing[0] in ("deployment", "statefulset") else "deployment"
            return f"kubectl scale {kind}{sel} --replicas={count}{ns}"
        if thing and thing[0] in ("deployment", "statefulset", "replicaset"):
            return f"kubectl scale {thing[0]} {thing[1]} --replicas={count}{ns}"
        bare = re.search(rf"\bscale\s+(?:the\s+)?(?P<n>{_WORD})\b", text, re.I)
        if bare and bare.group("n").lower() not in _NOT_NAMES and not _kind(bare.group("n")):
            return f"kubectl scale deployment {bare.group('n')} --replicas={count}{ns}"
        return None
    # logs
    if re.search(r"\blogs?\b", text, re.I):
        if sel:
            ref = sel.strip()
        elif thing and thing[0] in ("deployment", "statefulset", "job", "daemonset"):
            ref = f"{thing[0]}/{thing[1]}"
        elif thing and thing[0] == "pod":
            ref = thing[1]
        else:
            return None
        opts = ""
        if re.search(r"\b(?:follow\w*|tail(?:ing)?|stream\w*|watch\w*|live)\b", text, re.I) and not re.search(r"\btail\s+-n|\blast\s+\d+\s+lines\b", text, re.I):
            opts += " -f"
        container = ""
        if c := re.search(rf"\b(?:the\s+)?(?P<c>{_WORD})\s+(?:container|sidecar)\b|\bcontainer\s+(?P<c2>{_WORD})\b", text, re.I):
            name = c.group("c") or c.group("c2")
            if name.lower() not in _NOT_NAMES | {"every", "all", "each"}:
                container = f" -c {name}"
        if re.search(r"\b(?:every|all)\s+(?:the\s+)?containers?\b", text, re.I):
            opts += " --all-containers"
        if re.search(r"\bprevious\b|\bbefore\s+(?:the\s+|it\s+|its\s+)?(?:last\s+)?(?:restart|crash)\w*", text, re.I):
            opts += " --previous"
        if tail := re.search(r"\blast\s+(\d+)\s+(?:lines|entries)\b", text, re.I):
            opts += f" --tail={tail.group(1)}"
        if since := duration_said(text):
            opts += f" --since={since}"
        grep = re.search(r"\b(?:grep|search)\b.*\bfor\s+['\"]?(?P<p>[\w.-]+)['\"]?", text, re.I)
        out = f"kubectl logs{opts} {ref}{container}{ns}"
        if grep:
            out += f" | grep {_any_case(text)}{grep.group('p')}"
        return out
    # exec
    if re.search(r"\b(?:shell|bash|exec|inside|psql|into)\b", text, re.I) and thing:
        kind, name = thing
        ref = name if kind == "pod" else f"{'deploy' if kind == 'deployment' else kind}/{name}"
        opts = ""
        if c := re.search(rf"\b(?:the\s+)?(?P<c>{_WORD})\s+container\b(?!\s+of\s+deployment)", text, re.I):
            if c.group("c").lower() not in _NOT_NAMES:
                opts += f" -c {c.group('c')}"
        if psql := re.search(r"\bpsql\s+as\s+(?P<u>\w+)", text, re.I):
            return f"kubectl exec -it {ref}{opts}{ns} -- psql -U {psql.group('u')}"
        if re.search(r"\b(?:shell|bash)\b", text, re.I):
            shell = "bash" if re.search(r"\bbash\b", text, re.I) else "sh"
            return f"kubectl exec -it {ref}{opts}{ns} -- {shell}"
        run = re.search(r"^\s*(?:run\s+)?(?P<cmd>(?:env|ls|cat|curl|printenv|whoami|id|date|df|ps)\b.*?)\s+(?:from\s+)?inside\b", text, re.I)
        if run:
            cmd = run.group("cmd")
            cmd = re.sub(r"^curl\s+(?!-)", "curl -s ", cmd)
            return f"kubectl exec {ref}{opts}{ns} -- {cmd}"
        return None
    # describe
    if re.search(r"\bdescribe\b", text, re.I):
        if sel:
            kind = next((p for p, _, w in _KINDS if re.search(rf"\b(?:{w})\b", text, re.I)), "pods")
            return f"kubectl describe {kind}{sel}{ns}"
        if thing:
            return f"kubectl describe {thing[0]} {thing[1]}{ns}"
        k = re.search(rf"^\s*(?P<n>{_WORD})\b[^.]*\b(?:describe)\s+the\s+(?P<k>{_KIND_WORDS})\b", text, re.I)
        if k and _kind(k.group("k")):
            return f"kubectl describe {_kind(k.group('k'))[1]} {k.group('n')}{ns}"
        return None
    # deletion
    if re.search(r"\b(?:delete|remove)\b", text, re.I):
        force = " --grace-period=0 --force" if re.search(r"\bforce\w*\b|\bimmediately\b|\bstuck\b", text, re.I) else ""
        if sel:
            kind = next((p for p, _, w in _KINDS if re.search(rf"\b(?:{w})\b", text, re.I)), "pods")
            return f"kubectl delete {kind}{sel}{ns}{force}"
        if thing:
            if thing[0] == "namespace":
                return f"kubectl delete namespace {thing[1]}"
            return f"kubectl delete {thing[0]} {thing[1]}{ns}{force}"
        return None
    # listing
    said = re.sub(r"\bwith\s+(?:their\s+)?(?:node|ip)s?(?:\s+and\s+ips?)?\b|\b(?:every|all|across\s+all)\s+(?:the\s+)?namespaces?\b|\bin\s+(?:the\s+)?\w+\s+namespace\b", " ", text, flags=re.I)
    kinds = [p for p, _, w in _KINDS if re.search(rf"\b(?:{w})\b", said, re.I) and p != "namespaces" or p == "namespaces" and re.search(r"\b(?:list|show|get|which|all)\s+(?:the\s+)?namespaces\b", said, re.I)]
    if re.search(r"\b(?:get|list|show)\s+all\b|\beverything\b", text, re.I) and not kinds:
        kinds = ["all"]
    if not kinds:
        return None
    named = thing[1] if thing and len(kinds) == 1 and thing[0] != "namespace" and thing[0] + "s" == kinds[0] or thing and thing[0] == "service" and kinds == ["services"] else None
    opts = "".join(" " + o for o in options_said(text, _GET_FORMATS, first=True) + options_said(text, _GET_OPTIONS))
    out_kind = ",".join(kinds) if not named else {"pods": "pod", "deployments": "deployment", "services": "service"}.get(kinds[0], kinds[0].rstrip("s"))
    return f"kubectl get {out_kind}{' ' + named if named else ''}{ns}{sel}{opts}"


ROWS = (
    # every request: kubectl() answers only where _KUBE finds Kubernetes' words (or a manifest applied, diffed or deleted)
    (re.compile(r"\S"), kubectl),
)
