"""The phrasebook's Kubernetes rows (serval.model.phrasebook.kube): kubectl built from its verb, kind, name, namespace and label."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    # listing: kinds, a namespace said three ways or all of them, a label, output forms
    ("list pods in namespace staging", "kubectl get pods -n staging"),
    ("watch pods in the ci namespace", "kubectl get pods -n ci -w"),
    ("ingresses across all namespaces", "kubectl get ingress -A"),
    ("checkout pods in prod (label app=checkout) with node and ip", "kubectl get pods -n prod -l app=checkout -o wide"),
    ("dump the frontend service as yaml", "kubectl get service frontend -o yaml"),
    ("which pods in dev are not in Running phase", "kubectl get pods -n dev --field-selector='status.phase!=Running'"),
    # logs: a container, the previous run, the last lines, a time window, a search
    ("logs of the nginx container in pod frontend-0, namespace web", "kubectl logs frontend-0 -c nginx -n web"),
    ("worker-6f7d8-zq9rt keeps crashing, show the logs from before the restart", "kubectl logs --previous worker-6f7d8-zq9rt"),
    ("last 200 lines of logs for deployment checkout", "kubectl logs --tail=200 deployment/checkout"),
    ("only the last hour of logs for pod cron-28557600-abcde", "kubectl logs --since=1h cron-28557600-abcde"),
    ("grep the logs of auth-0 in namespace iam for timeout, any case", "kubectl logs auth-0 -n iam | grep -i timeout"),
    # exec, describe, delete
    ("bash into the php container of wordpress-0 in namespace blog", "kubectl exec -it wordpress-0 -c php -n blog -- bash"),
    ("psql as postgres in pod postgres-0 in data", "kubectl exec -it postgres-0 -n data -- psql -U postgres"),
    ("describe pod web-7d9f8c6b5-x2kqp in staging", "kubectl describe pod web-7d9f8c6b5-x2kqp -n staging"),
    ("delete the pods labelled job=nightly-report in batch", "kubectl delete pods -l job=nightly-report -n batch"),
    ("delete namespace feature-login", "kubectl delete namespace feature-login"),
    # manifests, scaling, rollouts, port forwarding, contexts
    ("apply the k8s dir including subfolders", "kubectl apply -R -f k8s/"),
    ("what would change if i applied deploy.yaml", "kubectl diff -f deploy.yaml"),
    ("tear down everything defined in old-stack.yaml", "kubectl delete -f old-stack.yaml"),
    ("scale worker down to zero in namespace jobs", "kubectl scale deployment worker --replicas=0 -n jobs"),
    ("roll payments in prod back to revision 3", "kubectl rollout undo deployment/payments --to-revision=3 -n prod"),
    ("rollout status of statefulset postgres in data, give up after 2 minutes", "kubectl rollout status statefulset/postgres -n data --timeout=2m"),
    ("forward local 8080 to port 80 of service frontend", "kubectl port-forward svc/frontend 8080:80"),
    ("decode the password key from secret db-creds", "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d"),
    ("switch kubectl to context prod-eu", "kubectl config use-context prod-eu"),
    ("make staging the default namespace for the current context", "kubectl config set-context --current --namespace=staging"),
])
def test_kubectl_is_built_from_the_words(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "restart the nginx service",                                    # systemd's
    "apply fix.patch to the current directory",                    # patch's
    "diff config.yml against config.yml.new ignoring whitespace changes",
    "do a dry run of rsync from src/ to dst/ to see what would change",
    "I'm writing a deployment note and want to print the current date and time in UTC",
    "change the password for user svc-backup",
    "find all '*.c' files under $HOME directory which context contains sprintf",
    "from pods.json (saved kubectl json output) print each pod name and its phase",   # a file read: jq's
    "forward local port 5433 to postgres (5432) on db-02 through ssh",
])
def test_other_requests_get_no_kubectl(text):
    assert not answer(text).startswith("kubectl")
