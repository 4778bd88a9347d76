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
    ("IP address of the docker container named web", "docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' web"),
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


@pytest.mark.parametrize("text, expected", [
    ("start a throwaway ubuntu container with an interactive bash shell", "docker run --rm -it ubuntu bash"),
    ("run redis:7 detached as cache and have it restart unless i stop it myself",
     "docker run -d --name cache --restart unless-stopped redis:7"),
    # a port said alone maps to the image's own; "only from localhost" binds loopback
    ("run nginx detached but only reachable from localhost on port 8081", "docker run -d -p 127.0.0.1:8081:80 nginx"),
    ("spin up postgres 16 called pgdev on port 5432 with POSTGRES_PASSWORD=devpass",
     "docker run -d --name pgdev -p 5432:5432 -e POSTGRES_PASSWORD=devpass postgres:16"),
    # mounts: the current folder, a relative path, read only, a named volume; the working folder; a command after the image
    ("mount the current dir at /app in a node:20 container, cd there and run npm test, delete the container when done",
     'docker run --rm -v "$(pwd)":/app -w /app node:20 npm test'),
    ("run nginx:alpine as proxy with ./conf.d mounted read only at /etc/nginx/conf.d",
     'docker run -d --name proxy -v "$(pwd)/conf.d":/etc/nginx/conf.d:ro nginx:alpine'),
    ("start mysql:8.0 as db01 with root password s3cret and the mysql_data volume on /var/lib/mysql",
     "docker run -d --name db01 -e MYSQL_ROOT_PASSWORD=s3cret -v mysql_data:/var/lib/mysql mysql:8.0"),
    ("run postgres:16 named pg, password secret, port 5432, data in the pgdata volume",
     "docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD=secret -v pgdata:/var/lib/postgresql/data postgres:16"),
    ("one-off myapp:1.2 container running python manage.py migrate with env from .env",
     "docker run --rm --env-file .env myapp:1.2 python manage.py migrate"),
    ("run the tests image limited to 2 cpus and 512m of memory", "docker run --cpus 2 --memory 512m tests"),
    ("myorg/tool:1.4 has a weird entrypoint, give me an interactive /bin/bash instead", "docker run --entrypoint /bin/bash -it myorg/tool:1.4"),
    ("run nginx and publish every exposed port to a random host port", "docker run -d -P nginx"),
    ("quick alpine container that just prints the date and cleans itself up", "docker run --rm alpine date"),
])
def test_docker_run_is_built_from_its_options(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "start nginx",                                                           # a service: systemctl's
    "is there a way to run node server.js with NODE_ENV=production just for that one command",   # no container
    "clear laravel's cache by running php artisan cache:clear as the www-data user",           # a tag-like word
    "start an ssh tunnel in the background from local port 6379 to redis.internal:6379 via jump@bastion",
    "archive /etc/nginx into nginx.tar.gz so the archive paths start at nginx/ instead of etc/nginx",
    "flush everything in the redis running in container cache",              # inside a running container: exec
])
def test_other_requests_get_no_docker_run(text):
    assert not answer(text).startswith("docker run")


@pytest.mark.parametrize("text, expected", [
    # probe requests (tests/data/user_requests_kt.jsonl) and other phrasings of the same tasks
    ("run npm run migrate inside the already running api compose container", "docker compose exec api npm run migrate"),
    ("run python manage.py createsuperuser in the web compose service", "docker compose exec web python manage.py createsuperuser"),
    ("grep the api service's compose logs for ECONNREFUSED", "docker compose logs api | grep 'ECONNREFUSED'"),
    ("search the compose logs of the worker service for Traceback", "docker compose logs worker | grep 'Traceback'"),
    ("search the compose logs for error, ignore case", "docker compose logs | grep -i 'error'"),
    ("rebuild and start compose services detached", "docker compose up -d --build"),
    ("snapshot of cpu/mem usage of running containers, don't stream", "docker stats --no-stream"),
    ("memory usage of my containers once", "docker stats --no-stream"),
    ("spin up redis 7 in the background named cache, port 6379 exposed", "docker run -d --name cache -p 6379:6379 redis:7"),
    ("list every container, stopped ones too, showing only the name and status", "docker ps -a --format 'table {{.Names}}\\t{{.Status}}'"),
    ("show running containers with their names and ports", "docker ps --format 'table {{.Names}}\\t{{.Ports}}'"),
    ("list all containers with name, image and status", "docker ps -a --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}'"),
])
def test_compose_commands_logs_and_container_columns(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "list running containers, including stopped ones, with name and status",   # both: not read
    "list containers with their names and the size of their logs",             # a column the row does not read
    "run the migrations once in a throwaway web container with compose",       # compose run, not exec
])
def test_container_rows_leave_what_they_do_not_read(text):
    assert not answer(text).startswith(("docker ps", "docker compose exec"))
