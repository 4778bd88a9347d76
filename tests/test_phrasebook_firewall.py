"""The phrasebook's firewall module (serval.model.phrasebook.firewall): ufw, nftables, iptables and fail2ban commands
composed from the parts a request says. No firewall is touched: the answers are compared as text, checked to be
well-formed shell words, and the requests that are not about a firewall rule, or that leave out a part the command
needs, get no answer from the module."""

import shlex

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, firewall
from shell_helpers import rows_answer


def answer(text: str) -> str | None:
    return _answer(clean(text))


UFW = [
    # ports, ranges, services, profiles
    ("allow ssh through ufw", "sudo ufw allow ssh"),
    ("open port 8080/tcp on the firewall, we use ufw", "sudo ufw allow 8080/tcp"),
    ("open port 443 in ufw", "sudo ufw allow 443"),
    ("allow port 22 in ufw", "sudo ufw allow 22"),
    ("ufw, permit udp 1194", "sudo ufw allow 1194/udp"),
    ("allow http and https through ufw", "sudo ufw allow 80,443/tcp"),
    ("open http, https and ssh in ufw", "sudo ufw allow 80,443,22/tcp"),
    ("ufw: allow 3000 to 3010 tcp", "sudo ufw allow 3000:3010/tcp"),
    ("ufw: open 5000:5100/tcp", "sudo ufw allow 5000:5100/tcp"),
    ("mosh needs udp 60000 to 61000 open, add that to ufw", "sudo ufw allow 60000:61000/udp"),
    ("allow wireguard through ufw", "sudo ufw allow 51820/udp"),
    ("allow 53/udp and 53/tcp in ufw", "sudo ufw allow 53"),
    ("add a firewall rule allowing 8443/tcp", "sudo ufw allow 8443/tcp"),
    ("firewall: allow port 25565 for minecraft", "sudo ufw allow 25565/tcp"),
    ("can you open up port 25565 on my firewall", "sudo ufw allow 25565"),
    ("block port 23 with ufw", "sudo ufw deny 23"),
    ("ufw: reject telnet (23/tcp) so clients get an error instead of a silent drop", "sudo ufw reject 23/tcp"),
    ("ufw reject port 25", "sudo ufw reject 25"),
    ("rate-limit ssh with ufw so brute forcers get throttled", "sudo ufw limit ssh"),
    ("ufw rate limit port 2222/tcp", "sudo ufw limit 2222/tcp"),
    ("Please allow the 'Nginx Full' app profile in ufw.", "sudo ufw allow 'Nginx Full'"),
    ("allow the 'OpenSSH' profile in ufw", "sudo ufw allow 'OpenSSH'"),
    ("ufw allow 'Apache Full'", "sudo ufw allow 'Apache Full'"),
    ("let my home ip 203.0.113.4 ssh in, ufw", "sudo ufw allow from 203.0.113.4 to any port 22 proto tcp"),
    ("I need to open 25, 465 and 587 for postfix in ufw", "sudo ufw allow 25,465,587/tcp"),
    ("ufw allow 22/tcp comment 'ssh access'", "sudo ufw allow 22/tcp comment 'ssh access'"),
    # addresses, interfaces, directions, positions
    ("ufw rule so 192.168.1.50 can reach postgres on 5432/tcp", "sudo ufw allow from 192.168.1.50 to any port 5432 proto tcp"),
    ("deny 198.51.100.0/24 access to mysql on 3306", "sudo ufw deny from 198.51.100.0/24 to any port 3306 proto tcp"),
    ("allow ssh from 10.0.0.0/8 with ufw", "sudo ufw allow from 10.0.0.0/8 to any port 22 proto tcp"),
    ("allow samba from the lan 192.168.1.0/24 in ufw", "sudo ufw allow from 192.168.1.0/24 to any port 445 proto tcp"),
    ("let 10.8.0.0/24 reach redis on 6379 through the firewall", "sudo ufw allow from 10.8.0.0/24 to any port 6379 proto tcp"),
    ("allow my laptop 192.168.1.20 to connect to postgres", "sudo ufw allow from 192.168.1.20 to any port 5432 proto tcp"),
    ("allow port 5432 only from 10.0.0.0/8 with ufw", "sudo ufw allow from 10.0.0.0/8 to any port 5432"),
    ("allow 192.168.1.0/24 to reach port 3306", "sudo ufw allow from 192.168.1.0/24 to any port 3306"),
    ("deny access from 10.0.0.0/8 to port 5432", "sudo ufw deny from 10.0.0.0/8 to any port 5432"),
    ("my workstation 192.168.1.77 should get through the ufw firewall on any port", "sudo ufw allow from 192.168.1.77"),
    ("please allow 203.0.113.0/24 through the firewall", "sudo ufw allow from 203.0.113.0/24"),
    ("ufw block 203.0.113.0/24", "sudo ufw deny from 203.0.113.0/24"),
    ("block all traffic from 203.0.113.5", "sudo ufw deny from 203.0.113.5"),
    ("block 45.33.32.156", "sudo ufw deny from 45.33.32.156"),
    ("ufw deny from 2001:db8::/32", "sudo ufw deny from 2001:db8::/32"),
    ("allow https but only on interface eth0 (ufw)", "sudo ufw allow in on eth0 to any port 443 proto tcp"),
    ("allow incoming ssh on eth1 only in ufw", "sudo ufw allow in on eth1 to any port 22 proto tcp"),
    ("ufw allow in on wg0 to port 51820 udp", "sudo ufw allow in on wg0 to any port 51820 proto udp"),
    ("ufw deny incoming from 203.0.113.0/24 on eth0", "sudo ufw deny in on eth0 from 203.0.113.0/24"),
    ("need outgoing DNS on udp 53 allowed in ufw", "sudo ufw allow out 53/udp"),
    ("stop this box from sending mail out on port 25 (ufw)", "sudo ufw deny out 25/tcp"),
    ("deny all outgoing traffic on port 25 with ufw", "sudo ufw deny out 25"),
    ("ufw allow outgoing https", "sudo ufw allow out https"),
    ("block outgoing connections to 203.0.113.9 with ufw", "sudo ufw deny out to 203.0.113.9"),
    ("ufw allow out on tun0", "sudo ufw allow out on tun0"),
    ("Block all traffic from 203.0.113.45 with ufw, and make it the first rule so nothing earlier lets them in.", "sudo ufw insert 1 deny from 203.0.113.45"),
    ("insert a ufw rule at position 2 denying 192.0.2.10", "sudo ufw insert 2 deny from 192.0.2.10"),
    ("ufw: put a deny for 192.0.2.10 at the top", "sudo ufw insert 1 deny from 192.0.2.10"),
    ("ufw insert 1 deny from 1.2.3.4", "sudo ufw insert 1 deny from 1.2.3.4"),
    ("ufw route rule: let traffic from docker0 be forwarded out eth0", "sudo ufw route allow in on docker0 out on eth0"),
    ("forward traffic from wg0 out eth0 with ufw", "sudo ufw route allow in on wg0 out on eth0"),
    # rules deleted
    ("delete ufw rule #3", "sudo ufw delete 3"),
    ("delete the 5th ufw rule", "sudo ufw delete 5"),
    ("remove ufw rule number 12 without asking", "sudo ufw --force delete 12"),
    ("delete ufw rule 4 and 5", "sudo ufw delete 5 && sudo ufw delete 4"),
    ("remove firewall rule 7", "sudo ufw delete 7"),
    ("remove the ufw rule that allows 80/tcp", "sudo ufw delete allow 80/tcp"),
    ("delete the ufw rule allowing ssh", "sudo ufw delete allow ssh"),
    ("remove the deny rule for port 23 from ufw", "sudo ufw delete deny 23"),
    ("get rid of the ufw deny rule for 203.0.113.45", "sudo ufw delete deny from 203.0.113.45"),
    ("unblock 203.0.113.45 in ufw", "sudo ufw delete deny from 203.0.113.45"),
    ("stop blocking 10.0.0.5 in the firewall", "sudo ufw delete deny from 10.0.0.5"),
    # policies, on and off, reload, reset, logging
    ("set the ufw default policy for incoming traffic to deny", "sudo ufw default deny incoming"),
    ("ufw default policy: deny incoming", "sudo ufw default deny incoming"),
    ("deny incoming and allow outgoing by default with ufw", "sudo ufw default deny incoming && sudo ufw default allow outgoing"),
    ("make the default outgoing policy deny in ufw", "sudo ufw default deny outgoing"),
    ("set the default forward policy to accept in ufw", "sudo ufw default allow routed"),
    ("turn on ufw without it asking me to confirm", "sudo ufw --force enable"),
    ("enable the firewall", "sudo ufw enable"),
    ("turn off the firewall", "sudo ufw disable"),
    ("turn ufw off", "sudo ufw disable"),
    ("reload ufw", "sudo ufw reload"),
    ("ufw reload after editing before.rules", "sudo ufw reload"),
    ("wipe all ufw rules back to the install defaults, no prompt", "sudo ufw --force reset"),
    ("reset ufw", "sudo ufw reset"),
    ("ufw logging is spamming my syslog, switch it off", "sudo ufw logging off"),
    ("set ufw logging to medium", "sudo ufw logging medium"),
    ("turn on ufw logging", "sudo ufw logging on"),
    # what it shows
    ("is the firewall even on? give me the verbose ufw status incl. default policies", "sudo ufw status verbose"),
    ("what's the default incoming policy in ufw", "sudo ufw status verbose"),
    ("is ufw logging on?", "sudo ufw status verbose"),
    ("is the firewall running", "sudo ufw status"),
    ("show the firewall rules", "sudo ufw status"),
    ("what ports are open in the firewall", "sudo ufw status"),
    ("show me the ufw rules with their numbers", "sudo ufw status numbered"),
    ("number the ufw rules", "sudo ufw status numbered"),
    ("ufw is inactive right now but I want to see which rules I've added", "sudo ufw show added"),
    ("ufw report of listening ports and which rules apply to them", "sudo ufw show listening"),
    ("show ufw raw rules", "sudo ufw show raw"),
    ("which application profiles does ufw know about", "sudo ufw app list"),
    ("what ports does the OpenSSH ufw profile open?", "sudo ufw app info OpenSSH"),
    ("show details of the Apache Full profile in ufw", "sudo ufw app info 'Apache Full'"),
]

NFT = [
    ("dump the full nftables ruleset", "sudo nft list ruleset"),
    ("what nftables rules are there", "sudo nft list ruleset"),
    ("nft: list the ruleset with handles", "sudo nft -a list ruleset"),
    ("list all nft tables", "sudo nft list tables"),
    ("show table ip nat in nftables", "sudo nft list table ip nat"),
    ("show just the input chain of table inet filter", "sudo nft list chain inet filter input"),
    ("show the forward chain of inet filter with handles", "sudo nft -a list chain inet filter forward"),
    ("I need the rule handles for chain input in inet filter", "sudo nft -a list chain inet filter input"),
    ("which addresses are in the blocklist set? it's in inet filter", "sudo nft list set inet filter blocklist"),
    ("create an nftables table called filter in the inet family", "sudo nft add table inet filter"),
    ("nft add table ip nat", "sudo nft add table ip nat"),
    ("add a base chain 'input' to inet filter: filter type, input hook, priority 0, policy accept",
     "sudo nft add chain inet filter input '{ type filter hook input priority 0; policy accept; }'"),
    ("add a base chain forward to inet filter with policy drop", "sudo nft add chain inet filter forward '{ type filter hook forward priority 0; policy drop; }'"),
    ("add a chain called blocked_ips to table inet filter with nft", "sudo nft add chain inet filter blocked_ips"),
    ("nft: drop everything from 203.0.113.7 in inet filter input", "sudo nft add rule inet filter input ip saddr 203.0.113.7 drop"),
    ("nftables rule to accept tcp 443 in the inet filter input chain", "sudo nft add rule inet filter input tcp dport 443 accept"),
    ("one nft rule that accepts both 80 and 443 tcp, table inet filter chain input", "sudo nft add rule inet filter input tcp dport '{ 80, 443 }' accept"),
    ("nft: allow ssh in inet filter input", "sudo nft add rule inet filter input tcp dport 22 accept"),
    ("nft: allow 10.0.0.0/8 to ssh in inet filter input", "sudo nft add rule inet filter input ip saddr 10.0.0.0/8 tcp dport 22 accept"),
    ("nft rule accepting udp 51820 on chain input table inet filter", "sudo nft add rule inet filter input udp dport 51820 accept"),
    ("nftables: accept tcp ports 8000-8100 in inet filter input", "sudo nft add rule inet filter input tcp dport 8000-8100 accept"),
    ("nft: reject traffic from 192.0.2.0/24 in inet filter input", "sudo nft add rule inet filter input ip saddr 192.0.2.0/24 reject"),
    ("block 2001:db8::/32 with nft in inet filter input", "sudo nft add rule inet filter input ip6 saddr 2001:db8::/32 drop"),
    ("nft: accept established and related connections in inet filter input", "sudo nft add rule inet filter input ct state established,related accept"),
    ("nft drop invalid packets in inet filter input", "sudo nft add rule inet filter input ct state invalid drop"),
    ("nft: drop traffic from any address in the blocklist set, chain inet filter input", "sudo nft add rule inet filter input ip saddr @blocklist drop"),
    ("add an nft rule in inet filter input that counts and accepts ssh", "sudo nft add rule inet filter input tcp dport 22 counter accept"),
    ("nft: count packets to tcp port 80 in inet filter input", "sudo nft add rule inet filter input tcp dport 80 counter"),
    ("nft: block 203.0.113.0/24 and log it in inet filter input", "sudo nft add rule inet filter input ip saddr 203.0.113.0/24 log drop"),
    ("nft: ping limit 5/second accept in inet filter input", "sudo nft add rule inet filter input icmp type echo-request limit rate 5/second accept"),
    ("insert an accept-loopback rule at the very top of inet filter input", "sudo nft insert rule inet filter input iif lo accept"),
    ("nft: insert a rule at the top of inet filter input accepting from 10.1.2.3", "sudo nft insert rule inet filter input ip saddr 10.1.2.3 accept"),
    ("delete nft rule with handle 7 from inet filter input", "sudo nft delete rule inet filter input handle 7"),
    ("nft delete table inet filter", "sudo nft delete table inet filter"),
    ("remove 198.51.100.23 from the blocklist set in inet filter (nft)", "sudo nft delete element inet filter blocklist '{ 198.51.100.23 }'"),
    ("flush the entire nftables ruleset", "sudo nft flush ruleset"),
    ("empty the input chain of inet filter but keep the chain itself", "sudo nft flush chain inet filter input"),
    ("flush table inet filter with nft", "sudo nft flush table inet filter"),
    ("make an ipv4 address set named blocklist in table inet filter", "sudo nft add set inet filter blocklist '{ type ipv4_addr; }'"),
    ("make a set of ipv4 networks called allowlist in inet filter with nft", "sudo nft add set inet filter allowlist '{ type ipv4_addr; flags interval; }'"),
    ("put 198.51.100.23 and 198.51.100.24 into the nft set blocklist (table inet filter)", "sudo nft add element inet filter blocklist '{ 198.51.100.23, 198.51.100.24 }'"),
    ("save the current nftables ruleset to /etc/nftables.conf", "sudo sh -c 'nft list ruleset > /etc/nftables.conf'"),
    ("back up the nftables ruleset to ~/nft-backup.nft", "sudo nft list ruleset > ~/nft-backup.nft"),
    ("load rules from /etc/nftables.conf", "sudo nft -f /etc/nftables.conf"),
    ("check /etc/nftables.conf for syntax errors without actually applying it", "sudo nft -c -f /etc/nftables.conf"),
    ("validate rules.nft with nft", "sudo nft -c -f rules.nft"),
]

IPTABLES = [
    ("iptables INPUT rules with line numbers, no dns lookups", "sudo iptables -L INPUT -n --line-numbers"),
    ("list iptables rules", "sudo iptables -L"),
    ("show iptables rules with counters", "sudo iptables -L -v"),
    ("show the OUTPUT chain rules in iptables numerically", "sudo iptables -L OUTPUT -n"),
    ("how many packets hit each INPUT rule? verbose numeric listing", "sudo iptables -L INPUT -n -v"),
    ("list the iptables rules numerically with line numbers", "sudo iptables -L -n --line-numbers"),
    ("print all iptables rules in iptables-save style", "sudo iptables -S"),
    ("how many rules are in the INPUT chain", "sudo iptables -S INPUT | grep -c '^-A'"),
    ("iptables list nat PREROUTING rules", "sudo iptables -t nat -L PREROUTING"),
    ("dump iptables rules as commands", "sudo iptables -S"),
    ("show the nat table with counters, numeric", "sudo iptables -t nat -L -n -v"),
    ("show the mangle table in iptables", "sudo iptables -t mangle -L"),
    ("list ipv6 firewall rules numeric verbose", "sudo ip6tables -L -n -v"),
    ("append an iptables rule dropping everything from 185.220.101.4", "sudo iptables -A INPUT -s 185.220.101.4 -j DROP"),
    ("iptables: block 1.2.3.4", "sudo iptables -A INPUT -s 1.2.3.4 -j DROP"),
    ("block 2001:db8::1 with iptables", "sudo ip6tables -A INPUT -s 2001:db8::1 -j DROP"),
    ("allow port 80 with iptables", "sudo iptables -A INPUT -p tcp --dport 80 -j ACCEPT"),
    ("iptables allow ssh from 10.0.0.0/8", "sudo iptables -A INPUT -p tcp -s 10.0.0.0/8 --dport 22 -j ACCEPT"),
    ("iptables drop incoming udp 53 from 192.0.2.0/24", "sudo iptables -A INPUT -p udp -s 192.0.2.0/24 --dport 53 -j DROP"),
    ("block outgoing traffic to 203.0.113.9 with iptables", "sudo iptables -A OUTPUT -d 203.0.113.9 -j DROP"),
    ("iptables: allow all traffic on the loopback interface", "sudo iptables -A INPUT -i lo -j ACCEPT"),
    ("drop mysql 3306 coming in on eth1", "sudo iptables -A INPUT -i eth1 -p tcp --dport 3306 -j DROP"),
    ("iptables: accept forwarded traffic from wg0 to eth0", "sudo iptables -A FORWARD -i wg0 -o eth0 -j ACCEPT"),
    ("open 80 and 443 in one iptables rule with multiport", "sudo iptables -A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT"),
    ("iptables: allow incoming http and https", "sudo iptables -A INPUT -p tcp -m multiport --dports 80,443 -j ACCEPT"),
    ("iptables allow ports 6881-6889 udp", "sudo iptables -A INPUT -p udp --dport 6881:6889 -j ACCEPT"),
    ("iptables: accept established and related connections on INPUT", "sudo iptables -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT"),
    ("drop invalid packets with iptables", "sudo iptables -A INPUT -m conntrack --ctstate INVALID -j DROP"),
    ("allow ping but max 1 per second, iptables", "sudo iptables -A INPUT -p icmp --icmp-type echo-request -m limit --limit 1/second -j ACCEPT"),
    ("iptables rate limit new ssh connections to 3 per minute",
     "sudo iptables -A INPUT -p tcp --dport 22 -m conntrack --ctstate NEW -m limit --limit 3/minute -j ACCEPT"),
    ('append a LOG rule to INPUT with the prefix "IPT-DROP: "', 'sudo iptables -A INPUT -j LOG --log-prefix "IPT-DROP: "'),
    ("reject inbound smtp (tcp 25) with a tcp reset", "sudo iptables -A INPUT -p tcp --dport 25 -j REJECT --reject-with tcp-reset"),
    ("iptables: reject port 113 with icmp port unreachable", "sudo iptables -A INPUT -p tcp --dport 113 -j REJECT --reject-with icmp-port-unreachable"),
    ("insert at the top of INPUT: accept ssh from 10.0.0.0/8", "sudo iptables -I INPUT 1 -p tcp -s 10.0.0.0/8 --dport 22 -j ACCEPT"),
    ("insert an iptables rule at position 3 in INPUT accepting tcp 8443", "sudo iptables -I INPUT 3 -p tcp --dport 8443 -j ACCEPT"),
    ("send everything on INPUT through the BLOCKLIST chain first", "sudo iptables -I INPUT -j BLOCKLIST"),
    ("does INPUT already have a rule accepting tcp 22? check with iptables", "sudo iptables -C INPUT -p tcp --dport 22 -j ACCEPT"),
    ("is there an iptables rule dropping 1.2.3.4 in INPUT?", "sudo iptables -C INPUT -s 1.2.3.4 -j DROP"),
    ("delete the 4th rule in the INPUT chain", "sudo iptables -D INPUT 4"),
    ("iptables delete rule 2 from OUTPUT", "sudo iptables -D OUTPUT 2"),
    ("delete rule number 5 from the iptables INPUT chain", "sudo iptables -D INPUT 5"),
    ("delete the iptables rule that drops 1.2.3.4 from INPUT", "sudo iptables -D INPUT -s 1.2.3.4 -j DROP"),
    ("remove the INPUT rule that accepts tcp 8080", "sudo iptables -D INPUT -p tcp --dport 8080 -j ACCEPT"),
    ("flush all rules in the iptables INPUT chain", "sudo iptables -F INPUT"),
    ("flush all iptables rules", "sudo iptables -F"),
    ("flush the nat table", "sudo iptables -t nat -F"),
    ("iptables: zero the packet counters", "sudo iptables -Z"),
    ("set INPUT chain default policy to DROP", "sudo iptables -P INPUT DROP"),
    ("make iptables drop incoming by default", "sudo iptables -P INPUT DROP"),
    ("create a new iptables chain called BLOCKLIST", "sudo iptables -N BLOCKLIST"),
    ("delete the BLOCKLIST chain in iptables", "sudo iptables -X BLOCKLIST"),
    ("redirect incoming tcp 8080 to local port 80 with iptables", "sudo iptables -t nat -A PREROUTING -p tcp --dport 8080 -j REDIRECT --to-ports 80"),
    ("redirect port 80 to 8080 with iptables", "sudo iptables -t nat -A PREROUTING -p tcp --dport 80 -j REDIRECT --to-ports 8080"),
    ("forward port 8080 to 10.0.0.5:80 with iptables", "sudo iptables -t nat -A PREROUTING -p tcp --dport 8080 -j DNAT --to-destination 10.0.0.5:80"),
    ("iptables port forward 2222 to 192.168.1.10 port 22 on eth0",
     "sudo iptables -t nat -A PREROUTING -i eth0 -p tcp --dport 2222 -j DNAT --to-destination 192.168.1.10:22"),
    ("masquerade traffic going out eth0 (NAT for my lan)", "sudo iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE"),
    ("masquerade 10.8.0.0/24 out eth0 with iptables", "sudo iptables -t nat -A POSTROUTING -s 10.8.0.0/24 -o eth0 -j MASQUERADE"),
    ("save iptables rules to /etc/iptables/rules.v4", "sudo sh -c 'iptables-save > /etc/iptables/rules.v4'"),
    ("save ip6tables rules to /etc/iptables/rules.v6", "sudo sh -c 'ip6tables-save > /etc/iptables/rules.v6'"),
    ("save iptables to ~/fw.rules", "sudo iptables-save > ~/fw.rules"),
    ("restore iptables from /etc/iptables/rules.v4", "sudo iptables-restore < /etc/iptables/rules.v4"),
    ("restore the ip6tables rules from /etc/iptables/rules.v6", "sudo ip6tables-restore < /etc/iptables/rules.v6"),
    ("dry run: does /etc/iptables/rules.v4 parse ok for iptables-restore?", "sudo iptables-restore --test < /etc/iptables/rules.v4"),
    ("make iptables rules persistent", "sudo netfilter-persistent save"),
]

FAIL2BAN = [
    ("fail2ban: which jails are running?", "sudo fail2ban-client status"),
    ("list fail2ban jails", "sudo fail2ban-client status"),
    ("show fail2ban's jail list", "sudo fail2ban-client status"),
    ("show banned IPs and fail counts for the sshd jail", "sudo fail2ban-client status sshd"),
    ("what's the status of the sshd jail", "sudo fail2ban-client status sshd"),
    ("how many ips are banned right now in the nginx-http-auth jail", "sudo fail2ban-client status nginx-http-auth | grep 'Currently banned'"),
    ("how many ips has the sshd jail banned in total", "sudo fail2ban-client status sshd | grep 'Total banned'"),
    ("list all currently banned ips across all fail2ban jails", "sudo fail2ban-client banned"),
    ("is 1.2.3.4 banned by fail2ban?", "sudo fail2ban-client banned 1.2.3.4"),
    ("unban 203.0.113.50 from the sshd jail, that's my office ip", "sudo fail2ban-client set sshd unbanip 203.0.113.50"),
    ("unban 192.0.2.1 from nginx-http-auth", "sudo fail2ban-client set nginx-http-auth unbanip 192.0.2.1"),
    ("fail2ban unban 198.51.100.14 from every jail", "sudo fail2ban-client unban 198.51.100.14"),
    ("unban 192.0.2.1", "sudo fail2ban-client unban 192.0.2.1"),
    ("clear every fail2ban ban at once", "sudo fail2ban-client unban --all"),
    ("unban everyone in fail2ban", "sudo fail2ban-client unban --all"),
    ("manually ban 45.155.205.233 in the sshd jail", "sudo fail2ban-client set sshd banip 45.155.205.233"),
    ("fail2ban: ban 192.0.2.1 in sshd", "sudo fail2ban-client set sshd banip 192.0.2.1"),
    ("I edited jail.local, make fail2ban pick up the new config", "sudo fail2ban-client reload"),
    ("reload the sshd jail", "sudo fail2ban-client reload sshd"),
    ("check fail2ban config for errors", "sudo fail2ban-client -t"),
    ("whats the bantime for the sshd jail?", "sudo fail2ban-client get sshd bantime"),
    ("what's maxretry for sshd jail", "sudo fail2ban-client get sshd maxretry"),
    ("show findtime of the sshd jail", "sudo fail2ban-client get sshd findtime"),
    ("whats the ignore list of the sshd jail", "sudo fail2ban-client get sshd ignoreip"),
    ("set bantime of sshd jail to 1 hour", "sudo fail2ban-client set sshd bantime 3600"),
    ("change maxretry for the sshd jail to 3", "sudo fail2ban-client set sshd maxretry 3"),
    ("set sshd jail findtime to 10 minutes", "sudo fail2ban-client set sshd findtime 600"),
    ("fail2ban: how many failed attempts before a ban in sshd jail", "sudo fail2ban-client get sshd maxretry"),
    ("whitelist 10.0.0.0/8 in the sshd jail at runtime", "sudo fail2ban-client set sshd addignoreip 10.0.0.0/8"),
    ("never ban 198.51.100.0/24 in the sshd jail", "sudo fail2ban-client set sshd addignoreip 198.51.100.0/24"),
    ("remove 198.51.100.7 from the ignore list of sshd jail", "sudo fail2ban-client set sshd delignoreip 198.51.100.7"),
    ("test the sshd fail2ban filter against /var/log/auth.log to see how many lines it matches",
     "sudo fail2ban-regex /var/log/auth.log /etc/fail2ban/filter.d/sshd.conf"),
    ("last 20 Ban events from the fail2ban log", "sudo grep ' Ban ' /var/log/fail2ban.log | tail -n 20"),
    ("how many bans are in the fail2ban log", "sudo grep -c ' Ban ' /var/log/fail2ban.log"),
    ("which IPs got banned the most according to fail2ban.log", "sudo grep ' Ban ' /var/log/fail2ban.log | awk '{print $NF}' | sort | uniq -c | sort -rn"),
    ("follow fail2ban bans live", "sudo tail -f /var/log/fail2ban.log | grep --line-buffered ' Ban '"),
]

ALL = UFW + NFT + IPTABLES + FAIL2BAN


@pytest.mark.parametrize("text, expected", ALL)
def test_firewall_requests_are_composed_from_their_parts(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", ALL)
def test_every_answer_is_sudo_and_splits_into_shell_words(text, expected):
    words = shlex.split(expected)
    assert words[0] == "sudo"
    assert rows_answer(firewall.ROWS, clean(text)) in (expected, None)


@pytest.mark.parametrize("text", [
    # a part the command needs is not said: no port, protocol, jail, table or chain is made up
    "open ports 5000-5100 in ufw",                        # a ufw range needs a protocol
    "ufw allow 6000:6007",
    "ban 192.0.2.1 with fail2ban",                        # which jail?
    "whitelist 10.0.0.0/8 in fail2ban",
    "nft: allow ssh",                                     # which table and chain?
    "add an nft rule accepting tcp 443",
    "make an nft set called blocklist in inet filter",    # of what type?
    "delete iptables rule 3",                             # from which chain?
    "masquerade with iptables",                           # out of which interface?
    "allow ping in ufw",                                  # ufw takes ICMP only in before.rules
    # two rules, or a rule and a policy, in one request
    "ufw allow 22 and deny 23",
    "iptables: allow 22 and drop everything else",
    "iptables log and drop traffic from 1.2.3.4",
    # questions about a rule, not the rule
    "why is iptables dropping my packets",
    "what does iptables -F do",
    "does ufw allow port 22?",
    "how do iptables chains work",
    # other firewalls
    "allow 8080 in the windows firewall",
    "firewall-cmd open port 80",
    "open firewalld port 443",
    "list docker's iptables rules",
])
def test_requests_missing_a_part_get_no_firewall_answer(text):
    assert rows_answer(firewall.ROWS, clean(text)) is None


@pytest.mark.parametrize("text", [
    "what program is listening on port 8080?",
    "is port 443 open on web01?",
    "open port 3000 with netcat",
    "close port 3000",                                    # perhaps the program listening there
    "kill whatever is on port 3000",
    "count established connections on port 443",
    "open my Downloads folder",
    "open an sftp session to deploy@web01 port 2222",
    "allow user bob to use sudo",
    "allow root login over ssh",
    "deny alice access to /srv/data",
    "block youtube.com in /etc/hosts",
    "block ads.doubleclick.net by pointing it at 0.0.0.0 in /etc/hosts",
    "drop the users table in postgres",
    "drop stash number 1",
    "drop caches",
    "accept the license",
    "block the mouse",
    "print the INPUT of my script",
    "set up a chroot jail for sftp users",
    "forward port 8080 to 10.0.0.5:80",                   # no NAT tool said: perhaps ssh
    "forward local port 5433 to port 5432 on db.internal through bastion.example.com",
    "reload nginx",
    "restart fail2ban only if it's already running",      # systemctl's
    "set the default editor to vim",
    "turn off wifi",
    "install ufw",
])
def test_unrelated_requests_are_left_alone(text):
    assert rows_answer(firewall.ROWS, clean(text)) is None


@pytest.mark.parametrize("text, expected", [
    # the firewall's logs read: systemlogs' rows answer after this module
    ("top 10 source ips blocked by ufw", "grep 'UFW BLOCK' /var/log/ufw.log | grep -o 'SRC=[^ ]*' | sort | uniq -c | sort -rn | head"),
    ("how many UFW BLOCK entries are in kern.log", "grep -c 'UFW BLOCK' /var/log/kern.log"),
])
def test_firewall_logs_read_are_left_to_systemlogs(text, expected):
    assert rows_answer(firewall.ROWS, clean(text)) is None
    assert answer(text) == expected
