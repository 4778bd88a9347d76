"""The phrasebook's webservers module (serval.model.phrasebook.webservers): nginx, Apache, certbot, htpasswd and the
curl and openssl checks of a site, composed from the parts a request says. The answers are compared as text; where
htpasswd is installed (apache2-utils), its answers run for real on a file in a temporary folder (nothing of the real
server's configuration and no network is touched); requests about other things, or that leave out a domain, a site,
a user or a file the command needs, get no answer."""

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, webservers
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str | None:
    return _answer(clean(text))


NGINX = [
    ("check nginx config for syntax errors", "sudo nginx -t"),
    ("nginx config check", "sudo nginx -t"),
    ("is my nginx config valid?", "sudo nginx -t"),
    ("validate the nginx configuration then reload it", "sudo nginx -t && sudo systemctl reload nginx"),
    ("Test the nginx configuration and only reload the service if the test passes.", "sudo nginx -t && sudo systemctl reload nginx"),
    ("test the candidate config /etc/nginx/nginx.conf.new without touching the live one", "sudo nginx -t -c /etc/nginx/nginx.conf.new"),
    ("dump the complete nginx config with all the includes expanded into ~/nginx-full.conf", "sudo nginx -T > ~/nginx-full.conf"),
    ("I want to scroll through the full effective nginx configuration in less", "sudo nginx -T | less"),
    ("show the full nginx config", "sudo nginx -T"),
    ("which config files does nginx actually load? grep the file headers out of nginx -T", "sudo nginx -T 2>/dev/null | grep '^# configuration file'"),
    ("which server block answers for shop.acme.io? search the full nginx dump for that server_name, with line numbers",
     "sudo nginx -T 2>/dev/null | grep -n 'server_name.*shop.acme.io'"),
    ("print the shop.example.com server block from the full nginx config: 5 lines before the server_name match and 30 after",
     "sudo nginx -T 2>/dev/null | grep -B 5 -A 30 'server_name.*shop.example.com'"),
    ("show the http2 and ssl_protocols directives in the live nginx config", "sudo nginx -T 2>/dev/null | grep -E 'http2|ssl_protocols'"),
    ("grep the full nginx config for ssl_certificate", "sudo nginx -T 2>/dev/null | grep -n ssl_certificate"),
    ("tell nginx to reopen its log files", "sudo nginx -s reopen"),
    ("gracefully stop nginx, letting workers finish what they're serving", "sudo nginx -s quit"),
    ("nginx version plus the configure arguments it was built with", "nginx -V"),
    ("was this nginx built with the http_v2 module?", "nginx -V 2>&1 | grep -o with-http_v2_module"),
    ("does our nginx have the stream_ssl module compiled in", "nginx -V 2>&1 | grep -o with-stream_ssl_module"),
    # sites
    ("enable the nginx site shop.example.com (it's already in sites-available)",
     "sudo ln -s /etc/nginx/sites-available/shop.example.com /etc/nginx/sites-enabled/"),
    ("symlink /etc/nginx/sites-available/api.conf into sites-enabled, test the config, then reload nginx",
     "sudo ln -s /etc/nginx/sites-available/api.conf /etc/nginx/sites-enabled/ && sudo nginx -t && sudo systemctl reload nginx"),
    ("enable the nginx site blog.example.org and reload nginx",
     "sudo ln -s /etc/nginx/sites-available/blog.example.org /etc/nginx/sites-enabled/ && sudo systemctl reload nginx"),
    ("enable site mysite in nginx", "sudo ln -s /etc/nginx/sites-available/mysite /etc/nginx/sites-enabled/"),
    ("disable the default nginx site by removing its link from sites-enabled", "sudo rm /etc/nginx/sites-enabled/default"),
    ("disable the nginx site blog", "sudo rm /etc/nginx/sites-enabled/blog"),
    ("remove the default site from nginx and reload", "sudo rm /etc/nginx/sites-enabled/default && sudo systemctl reload nginx"),
    ("what sites are enabled in nginx right now? show where the links point", "ls -l /etc/nginx/sites-enabled/"),
    ("list enabled nginx sites", "ls -l /etc/nginx/sites-enabled/"),
    ("find broken symlinks in /etc/nginx/sites-enabled", "find /etc/nginx/sites-enabled -xtype l"),
    ("copy the default nginx site as a starting point for blog.example.org",
     "sudo cp /etc/nginx/sites-available/default /etc/nginx/sites-available/blog.example.org"),
    # the enabled sites searched
    # logs
    # packages and web roots
    ("install nginx", "sudo apt install nginx"),
    ("install apache", "sudo apt install apache2"),
]

APACHE = [
    ("apache config test", "sudo apachectl configtest"),
    ("apache syntax check", "sudo apachectl configtest"),
    ("check apache config and reload it", "sudo apachectl configtest && sudo systemctl reload apache2"),
    ("apache cofnig test then graceful restart if it's ok", "sudo apachectl configtest && sudo apachectl graceful"),
    ("enable the apache site wiki.example.com.conf", "sudo a2ensite wiki.example.com.conf"),
    ("Disable the 000-default site in Apache and reload it.", "sudo a2dissite 000-default && sudo systemctl reload apache2"),
    ("disable the site 000-default in apache2 and restart apache", "sudo a2dissite 000-default && sudo systemctl restart apache2"),
    ("enable the apache site blog.conf then reload apache", "sudo a2ensite blog.conf && sudo systemctl reload apache2"),
    ("disable the apache site old-shop, enable new-shop, then reload",
     "sudo a2dissite old-shop && sudo a2ensite new-shop && sudo systemctl reload apache2"),
    ("turn on mod_rewrite", "sudo a2enmod rewrite"),
    ("enable mod_headers and reload apache", "sudo a2enmod headers && sudo systemctl reload apache2"),
    ("enable the ssl and headers modules in apache, then restart it", "sudo a2enmod ssl headers && sudo systemctl restart apache2"),
    ("disable mod_status on apache", "sudo a2dismod status"),
    ("disable mod_autoindex and restart apache2", "sudo a2dismod autoindex && sudo systemctl restart apache2"),
    ("enable proxy and proxy_http so apache can reverse proxy, then restart apache2",
     "sudo a2enmod proxy proxy_http && sudo systemctl restart apache2"),
    ("swap apache's prefork MPM for event and restart apache2",
     "sudo a2dismod mpm_prefork && sudo a2enmod mpm_event && sudo systemctl restart apache2"),
    ("enable http2 in apache and restart", "sudo a2enmod http2 && sudo systemctl restart apache2"),
    ("enable the security.conf snippet from apache's conf-available", "sudo a2enconf security"),
    ("enable the apache conf security", "sudo a2enconf security"),
    ("list all the modules apache has loaded", "sudo apachectl -M"),
    ("is mod_rewrite actually loaded in apache?", "sudo apachectl -M | grep rewrite"),
    ("show me apache's virtual host setup", "sudo apachectl -S"),
    ("list apache vhosts", "sudo apachectl -S"),
    ("what apache version is installed", "apache2ctl -v"),
    ("need to know the apache MPM in use", "sudo apachectl -V | grep -i mpm"),
    ("dump apache's run config (user, group, pid file, mutexes)", "sudo apachectl -t -D DUMP_RUN_CFG"),
    ("list enabled apache sites", "a2query -s"),
    ("is the shop site enabled in apache?", "a2query -s shop"),
    ("ask a2query which apache modules are enabled", "a2query -m"),
]

CERTBOT = [
    ("get a cert for example.com and www.example.com with the nginx plugin, but don't touch the nginx config",
     "sudo certbot certonly --nginx -d example.com -d www.example.com"),
    ("certbot webroot cert for blog.example.org, webroot is /var/www/blog.example.org/html",
     "sudo certbot certonly --webroot -w /var/www/blog.example.org/html -d blog.example.org"),
    ("nothing is running on port 80 here, so get a standalone certbot cert for mail.example.net", "sudo certbot certonly --standalone -d mail.example.net"),
    ("get a cert with certbot standalone for a.example.com and b.example.com, email me@example.com, agree to terms",
     "sudo certbot certonly --agree-tos -m me@example.com --standalone -d a.example.com -d b.example.com"),
    ("get a let's encrypt certificate for example.com using nginx", "sudo certbot --nginx -d example.com"),
    ("get and install a cert for example.org and www.example.org with the apache plugin", "sudo certbot --apache -d example.org -d www.example.org"),
    ("certbot: issue and install a cert for app.example.com on nginx and set up the http->https redirect",
     "sudo certbot --nginx -d app.example.com --redirect"),
    ("wildcard cert for *.example.com using a manual DNS challenge", "sudo certbot certonly --manual --preferred-challenges dns -d '*.example.com'"),
    ("ECDSA cert for cdn.example.com through the nginx plugin, cert only", "sudo certbot certonly --nginx --key-type ecdsa -d cdn.example.com"),
    ("request a 4096-bit RSA cert for legacy.example.com in standalone mode",
     "sudo certbot certonly --standalone --key-type rsa --rsa-key-size 4096 -d legacy.example.com"),
    ("test issuance against the Let's Encrypt staging server for test.example.com, webroot /var/www/html",
     "sudo certbot certonly --staging --webroot -w /var/www/html -d test.example.com"),
    ("non-interactive certbot cert for example.net via webroot /var/www/example.net, email ops@example.net, agree to the TOS",
     "sudo certbot certonly --non-interactive --agree-tos -m ops@example.net --webroot -w /var/www/example.net -d example.net"),
    ("add shop.example.com to the existing example.com cert (it already covers example.com and www.example.com), nginx plugin, cert only",
     "sudo certbot certonly --nginx --expand -d example.com -d www.example.com -d shop.example.com"),
    ("dry run of certbot renewal", "sudo certbot renew --dry-run"),
    ("certbot renew", "sudo certbot renew"),
    ("renew my let's encrypt certificates", "sudo certbot renew"),
    ("renew only the example.com certificate", "sudo certbot renew --cert-name example.com"),
    ("force renewal of the api.example.com cert even though it isn't due yet", "sudo certbot renew --cert-name api.example.com --force-renewal"),
    ("run certbot renew and have it reload nginx after any cert actually gets renewed", "sudo certbot renew --deploy-hook 'systemctl reload nginx'"),
    ("Certbot: list my certificates and their expiry dates", "sudo certbot certificates"),
    ("which domains are on the certbot cert called example.com?", "sudo certbot certificates --cert-name example.com"),
    ("delete the certbot certificate named old.example.com", "sudo certbot delete --cert-name old.example.com"),
    ("delete certificate example.org from certbot", "sudo certbot delete --cert-name example.org"),
    ("revoke the certificate for compromised.example.com", "sudo certbot revoke --cert-name compromised.example.com"),
    ("when does the certbot timer fire next?", "systemctl list-timers certbot.timer"),
    ("show the renewal config certbot keeps for example.com", "sudo cat /etc/letsencrypt/renewal/example.com.conf"),
    ("install certbot along with its nginx plugin", "sudo apt install certbot python3-certbot-nginx"),
    ("install certbot", "sudo apt install certbot"),
]

HTPASSWD = [
    ("create a new htpasswd file /etc/nginx/.htpasswd with user alice", "sudo htpasswd -c /etc/nginx/.htpasswd alice"),
    ("create an htpasswd file at /etc/nginx/.htpasswd for user admin", "sudo htpasswd -c /etc/nginx/.htpasswd admin"),
    ("add bob to the existing /etc/nginx/.htpasswd", "sudo htpasswd /etc/nginx/.htpasswd bob"),
    ("add user bob to .htpasswd", "htpasswd .htpasswd bob"),
    ("change alice's password in /etc/nginx/.htpasswd", "sudo htpasswd /etc/nginx/.htpasswd alice"),
    ("remove carol from /etc/apache2/.htpasswd", "sudo htpasswd -D /etc/apache2/.htpasswd carol"),
    ("add dave to /etc/nginx/.htpasswd, bcrypt hash", "sudo htpasswd -B /etc/nginx/.htpasswd dave"),
    ("check whether alice's password in /etc/nginx/.htpasswd is what I think it is", "sudo htpasswd -v /etc/nginx/.htpasswd alice"),
    ("add user deploy with password Tr0ub4dor to /etc/apache2/.htpasswd without a prompt", "sudo htpasswd -b /etc/apache2/.htpasswd deploy Tr0ub4dor"),
    ("add user jim with password s3cret to /etc/nginx/.htpasswd using bcrypt", "sudo htpasswd -b -B /etc/nginx/.htpasswd jim s3cret"),
    ("create /etc/nginx/.htpasswd with user admin and password hunter2", "sudo htpasswd -c -b /etc/nginx/.htpasswd admin hunter2"),
    ("just print a bcrypt htpasswd line for user monitor, don't write any file", "htpasswd -nB monitor"),
    ("who's in /etc/nginx/.htpasswd? usernames only", "sudo cut -d: -f1 /etc/nginx/.htpasswd"),
    ("bcrypt with cost 12 for user erin in /srv/auth/staging.htpasswd", "sudo htpasswd -B -C 12 /srv/auth/staging.htpasswd erin"),
    ("append an apr1 hash for frank to /etc/nginx/.htpasswd using openssl instead of htpasswd",
     "printf 'frank:%s\\n' \"$(openssl passwd -apr1)\" | sudo tee -a /etc/nginx/.htpasswd"),
    ("lock down /etc/nginx/.htpasswd: owner root, group www-data, mode 640",
     "sudo chown root:www-data /etc/nginx/.htpasswd && sudo chmod 640 /etc/nginx/.htpasswd"),
    ("install whatever package gives me htpasswd", "sudo apt install apache2-utils"),
]

SITE_CHECKS = [
    ("follow all redirects from http://example.com and show the headers of every hop", "curl -IL http://example.com"),
    ("follow redirects for http://example.com and show every hop", "curl -IL http://example.com"),
    ("does example.com speak HTTP/2? print the negotiated http version", "curl -s -o /dev/null -w '%{http_version}\\n' --http2 https://example.com"),
    ("does https://example.org support http2", "curl -s -o /dev/null -w '%{http_version}\\n' --http2 https://example.org"),
    ("hit the new box at 203.0.113.10 as shop.example.com over https before DNS is switched, headers only",
     "curl -I --resolve shop.example.com:443:203.0.113.10 https://shop.example.com"),
    ("request http://127.0.0.1/ with Host: blog.example.org and show headers and body", "curl -i -H 'Host: blog.example.org' http://127.0.0.1/"),
    ("headers from https://localhost, ignore the self-signed cert", "curl -I -k https://localhost"),
    ("is HSTS set on https://example.com?", "curl -sI https://example.com | grep -i strict-transport-security"),
    ("is HSTS enabled for example.com", "curl -sI https://example.com | grep -i strict-transport-security"),
    ("check that http://example.com redirects to https: show just the status line and the Location header",
     "curl -sI http://example.com | grep -iE '^(HTTP|location)'"),
    ("test basic auth on https://staging.example.com/admin/ as alice with password hunter2, headers only",
     "curl -I -u alice:hunter2 https://staging.example.com/admin/"),
    ("is gzip on for example.com? send Accept-Encoding: gzip and check the Content-Encoding header",
     "curl -sI -H 'Accept-Encoding: gzip' https://example.com | grep -i content-encoding"),
    ("what Server header does example.com send back", "curl -sI https://example.com | grep -i '^server:'"),
    ("force HTTP/1.1 and get the headers from https://api.example.com/health", "curl -I --http1.1 https://api.example.com/health"),
    ("headers from https://example.com but over IPv6 only", "curl -I -6 https://example.com"),
    ("get the headers of http://localhost:8080 following redirects", "curl -I -L http://localhost:8080"),
    ("grab nginx's stub_status page from http://127.0.0.1/nginx_status", "curl -s http://127.0.0.1/nginx_status"),
    ("list the SAN names on shop.example.com's live certificate",
     "openssl s_client -connect shop.example.com:443 -servername shop.example.com </dev/null 2>/dev/null | openssl x509 -noout -ext subjectAltName"),
    ("check with openssl whether example.com accepts TLS 1.3", "openssl s_client -connect example.com:443 -servername example.com -tls1_3 </dev/null"),
    ("check if example.org supports TLS 1.2", "openssl s_client -connect example.org:443 -servername example.org -tls1_2 </dev/null"),
    ("does example.com negotiate h2 via ALPN? use openssl",
     "openssl s_client -connect example.com:443 -servername example.com -alpn h2 </dev/null 2>/dev/null | grep -i alpn"),
    ("is OCSP stapling working on example.com",
     "openssl s_client -connect example.com:443 -servername example.com -status </dev/null 2>/dev/null | grep -i 'OCSP response'"),
    ("is OCSP stapling enabled for example.com:8443",
     "openssl s_client -connect example.com:8443 -servername example.com -status </dev/null 2>/dev/null | grep -i 'OCSP response'"),
    ("save the cert example.com serves to example.com.pem",
     "openssl s_client -connect example.com:443 -servername example.com </dev/null 2>/dev/null | openssl x509 > example.com.pem"),
    ("expiry date of /etc/letsencrypt/live/example.com/fullchain.pem", "sudo openssl x509 -in /etc/letsencrypt/live/example.com/fullchain.pem -noout -enddate"),
    ("which names are on /etc/letsencrypt/live/shop.example.com/cert.pem",
     "sudo openssl x509 -in /etc/letsencrypt/live/shop.example.com/cert.pem -noout -ext subjectAltName"),
]


@pytest.mark.parametrize("text,expected", NGINX + APACHE + CERTBOT + HTPASSWD + SITE_CHECKS)
def test_web_server_tasks_are_composed_from_their_parts(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text,expected", NGINX[:10] + APACHE[:10] + CERTBOT[:10] + HTPASSWD[:6])
def test_the_module_answers_on_its_own(text, expected):
    """What the rows say whatever the rows before them in the phrasebook would."""
    assert rows_answer(webservers.ROWS, clean(text)) == expected


NOT_OURS = [
    "the apache helicopter is my favorite", "how do I configure a reverse proxy in nginx", "explain what nginx does",
    "my site is down, what should I check", "enable ssh on boot", "disable wifi", "switch to the main branch",
    "turn on bluetooth", "test my internet connection", "check the config of sshd for syntax errors",
    "what version of python do I have", "renew my passport", "delete the docker container named web", "install docker",
    "follow the syslog", "show the last 50 lines of /var/log/syslog", "download https://example.com/file.zip",
    "who is logged in", "restart the docker service", "enable the firewall", "add user bob to the sudo group",
    "remove carol from the developers group", "what's listening on port 443?",
]


@pytest.mark.parametrize("text", NOT_OURS)
def test_requests_about_other_things_are_left_alone(text):
    assert rows_answer(webservers.ROWS, clean(text)) is None


MISSING_PARTS = [
    "get a certbot cert with the webroot plugin for example.com",   # no webroot folder
    "get a cert with the nginx plugin",   # no domain
    "delete the certbot certificate",   # which one
    "revoke a certificate with certbot",
    "add shop.example.com to the existing example.com cert with the nginx plugin",   # the names it already covers
    "enable the nginx site",   # which site
    "disable an apache site",
    "enable some modules in apache",
    "add a user to /etc/nginx/.htpasswd",   # which user
    "create a new htpasswd file for alice",   # which file
    "is HSTS set?",   # which site
    "check whether the site supports TLS 1.3",
    "which file in /etc/nginx/sites-enabled mentions a domain?",
    "restart php-fpm",   # the unit is named with the PHP version
    "lock down /etc/nginx/.htpasswd",   # owner, group and mode not said
]


@pytest.mark.parametrize("text", MISSING_PARTS)
def test_a_missing_part_gives_no_answer(text):
    assert rows_answer(webservers.ROWS, clean(text)) is None


def _local(command: str) -> str:
    """An htpasswd answer run on a file of the temporary folder, without sudo."""
    return command.removeprefix("sudo ").replace("/etc/nginx/.htpasswd", "site.htpasswd").replace("/etc/apache2/.htpasswd", "site.htpasswd")


@pytest.mark.skipif(not have("htpasswd"), reason="htpasswd (apache2-utils) is not installed")
def test_htpasswd_answers_run_for_real(tmp_path):
    made = answer("create /etc/nginx/.htpasswd with user admin and password hunter2")
    run_in_folder(_local(made), tmp_path)
    added = answer("add user jim with password s3cret to /etc/nginx/.htpasswd using bcrypt")
    run_in_folder(_local(added), tmp_path)
    lines = (tmp_path / "site.htpasswd").read_text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["admin", "jim"]
    assert lines[1].split(":", 1)[1].startswith("$2y$")   # bcrypt
    users = run_in_folder(_local(answer("who's in /etc/nginx/.htpasswd? usernames only")), tmp_path).stdout.split()
    assert users == ["admin", "jim"]
    verify = _local(answer("check whether alice's password in /etc/nginx/.htpasswd is what I think it is")).replace("alice", "admin")
    assert run_in_folder(verify.replace("-v ", "-vb ") + " hunter2", tmp_path).returncode == 0
    assert run_in_folder(verify.replace("-v ", "-vb ") + " wrong", tmp_path, check=False).returncode != 0
    run_in_folder(_local(answer("remove carol from /etc/apache2/.htpasswd")).replace("carol", "jim"), tmp_path)
    assert [line.split(":")[0] for line in (tmp_path / "site.htpasswd").read_text().splitlines()] == ["admin"]
    printed = run_in_folder(answer("just print a bcrypt htpasswd line for user monitor, don't write any file").replace("-nB", "-nbB") + " pw", tmp_path)
    assert printed.stdout.startswith("monitor:$2y$")
