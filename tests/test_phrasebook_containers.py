"""The phrasebook's containers (serval.model.phrasebook.containers): docker compose built from its verb and options,
and docker's own tasks said plainly."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook


def answer(text: str) -> str:
    return phrasebook("echo unchanged", recognize(text))


@pytest.mark.parametrize("text, expected", [
    ("follow the logs of the api service in compose", "docker compose logs -f api"),
    ("last 50 lines of the compose logs for the queue service", "docker compose logs --tail 50 queue"),
    ("bring the compose stack up in the background", "docker compose up -d"),
    ("rebuild and start the compose services detached", "docker compose up -d --build"),
    ("force recreate the proxy service with compose", "docker compose up -d --force-recreate proxy"),
    ("scale the consumer service to 4 with docker compose", "docker compose up -d --scale consumer=4"),
    ("start the stack defined in compose.staging.yml", "docker compose -f compose.staging.yml up -d"),
    ("take the compose stack down and delete its volumes", "docker compose down -v"),
    ("restart the cache service in compose", "docker compose restart cache"),
    ("status of the docker compose services", "docker compose ps"),
    ("shell into the api service of the compose project, it's alpine", "docker compose exec api sh"),
    ("build the api service from scratch with compose, no cache", "docker compose build --no-cache api"),
    ("which compose projects are running here", "docker compose ls"),
    ("show the layers of shop:2.1", "docker history shop:2.1"),
    ("export shop:2.1 to shop.tar", "docker save -o shop.tar shop:2.1"),
    ("load the image from shop.tar", "docker load -i shop.tar"),
    ("tag shop:2.1 as registry.acme.test/shop:2.1 and push it",
     "docker tag shop:2.1 registry.acme.test/shop:2.1 && docker push registry.acme.test/shop:2.1"),
    ("which volumes are dangling", "docker volume ls -f dangling=true"),
    ("where on disk does the redisdata volume live", "docker volume inspect -f '{{.Mountpoint}}' redisdata"),
    ("delete the scratch_data volume", "docker volume rm scratch_data"),
    ("what's the ip of container cache-1?", "docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' cache-1"),
    ("show the environment variables of container worker", "docker exec worker env"),
    ("container resource usage once, not streaming", "docker stats --no-stream"),
    ("list stopped containers", "docker ps -a -f status=exited"),
    ("containers created from the redis image", "docker ps -a --filter ancestor=redis"),
])
def test_docker_and_compose_tasks_said_plainly(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "show the commit history of README.md",                              # git's history, not an image's
    "run the migrations once in a throwaway web container with compose",  # compose run with a command
    "compose an email to the team",                                      # the English verb: no compose verb
    "start the compose stack and then follow its logs",                  # two steps
])
def test_other_requests_get_no_container_row(text):
    assert answer(text) == "echo unchanged"
