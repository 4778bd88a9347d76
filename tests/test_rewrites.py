"""The rewrites of a filled command from what the request says (``serval.model.rewrites``)."""

import pytest

from serval.model.entities import recognize, stem
from serval.model.rewrites import (REWRITES, end_day_included, date_format_said, destination_said, find_grep_recursive, operands_in_place, dns_record_said, identity_key_used, command_wrapped, find_pruned, find_owner_said, find_modes_said, find_names_listed, small_repairs, diff_names_only, wrapped_program, stage_repeated, sums_saved, grep_include, header_uncounted, tar_reads_list, total_size, folder_files_moved, valued_flags_said, stat_fields, touch_time_said, find_kind_said, extensions_counted, sort_key_bounded, sort_key_said, head_count_said, me_as_user, compression_kept, replacement_said, sort_keys_said, kept_but_not, name_start_kept, here_globbed, sampled_in_turn, tr_sets_said, find_printed_said, folder_before_members, folder_itself_listed, own_account_unrooted, header_on_top, one_row_kept, plain_compressor, zip_only_kinds, age_end_kept, find_plain, flags_unasked, common_spellings, email_pattern, free_units, access_log_field, each_confirmed, pid_only, key_comment_unasked, image_written, hash_named, duplicates_dropped, backup_by_sed, substitution_addressed, searched_not_included, packages_listed, remote_folder_recursive, sum_flags_kept, attributes_kept, one_filesystem, failures_only, tar_mode_given, phrasebook, today_from_midnight, newest_kept, moved_what_was_made, day_bounded, broken_links, access_times, prefix_added, home_placed, key_file_named, bearer_header, made_inside, owner_of_processes, modes_by_kind, awk_field_test, fields_counted, column_left_out, line_numbers_only, journal_unit, group_commands, unit_masked, tool_flags_said, sort_in_place, listing_turned, group_kept, journal_grepped, shutdown_scheduled, ufw_protocol, remote_cp_as_scp, sed_backup_kept, own_folder_left, range_marked, listed_files_used, kinds_listed, watched_unquoted, modes_by_kind, date_side, find_size_added, date_format_operand, grep_glob_anchored, top_folder_dropped, owner_of_processes, credentials_joined, download_saved, line_inserted, service_state_asked, apt_asked, folder_made_first, copied_with_mode, tar_from_list, here_unsaid, pid_file_read, wc_counts_said, sed_rebuilt, comm_columns, cut_ranges, sed_any_case, searched_case, ages_between, date_format_words, content_times, contents_searched, glob_in_place, grep_include, small_repairs, split_prefix, find_fixed, folder_in_place, ls_only, asked_manner, kinds_listed, made_inside, named_in_folder, context_side, tool_flags_said, tr_classes, crontab_wiped, dated_names, sed_shown_not_saved, either_pattern, chars_left_out, length_compared, mirror_contents, time_sign, version_asked, hash_forms, output_in_folder, total_size, unzip_members, fields_onward, lines_left_out, said_separator, uniq_asked, case_pairs_joined, diff_names_only, commits_kept, find_deletes, owner_and_group, denied_reader, kind_kept, flags_said, listed_excludes, pip_requirements, rsync_ssh_port, rsync_options_said, followed_lines, comments_and_blanks, exclude_dir_base, git_author, gzipped_in_folder, exec_not_recursive, grep_include, socket_protocols, zone_named, rm_files_not_trees, grep_lines_asked, line_endings_way, link_target_first, find_here, awk_columns, empty_kind, grep_folder_recursive, grep_names_only, tr_turned, asked_follow, commit_message, container_side, archive_source, converted_output, dry_run, du_each, original_removed, systemctl_unit, echo_for_text, excluded_not_archive,
                                   extension_swap, first_columns, foreign_port, lsof_port, host_not_path, mkdir_parents, sed_unswapped, unasked_inversion, venv_activate, image_port, name_part_glob, named_link_last, names_listed,
                                   place_joined, plural_processes, python_runs, recursion_asked, remote_as_written,
                                   rewrite, archive_into_folder, both_patterns, pkill_one_pattern, remote_copy_tool, resumable_copy, scp_host_named, spoken_mode, typed_flags, unasked_follow, local_package,
                                   java_class_run, plural_top)


@pytest.mark.parametrize("text, command, expected", [
    ("create a symbolic link called latest pointing to releases/v3.2", "ln -s latest releases/v3.2",
     "ln -s releases/v3.2 latest"),
    ("create a symbolic link called latest pointing to releases/v3.2", "ln -s releases/v3.2 latest",
     "ln -s releases/v3.2 latest"),
    ("link releases/v3.2 to latest", "ln -s latest releases/v3.2", "ln -s latest releases/v3.2"),  # no name said
    ("symlink ~/bin/node -> /opt/node/bin/node", "ln -s ~/bin/node /opt/node/bin/node",
     "ln -s /opt/node/bin/node ~/bin/node"),
    ("make a hard link to data.db called data_link.db", "ln data_link.db data.db", "ln data.db data_link.db"),
])
def test_a_link_the_request_names_is_written_last(text, command, expected):
    assert named_link_last(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy backup.sql from db1 to here", "scp backup.sql .", "scp db1:backup.sql ."),
    ("fetch the logs folder from web3 into /tmp", "scp -r logs /tmp", "scp -r web3:logs /tmp"),
    ("copy x.log from db1 over port 2222 to here", "scp -P 2222 x.log .", "scp -P 2222 db1:x.log ."),
    ("send notes.txt to web1", "scp notes.txt web1", "scp notes.txt web1:"),
    ("copy app.tar.gz to the server 10.0.0.5", "scp app.tar.gz 10.0.0.5", "scp app.tar.gz 10.0.0.5:"),
    # left alone: a remote side already, no scp, a "from" that is a local folder or a file
    ("copy notes.txt to web1:/tmp", "scp notes.txt web1:/tmp", "scp notes.txt web1:/tmp"),
    ("copy backup.sql from db1 to here", "cp backup.sql .", "cp backup.sql ."),
    ("copy report.pdf from the docs folder to web1", "scp docs/report.pdf web1", "scp docs/report.pdf web1:"),
    ("copy a.txt from b.txt", "scp a.txt b.txt", "scp a.txt b.txt"),
    # rsync too; a host written after the folder it holds, or on the wrong side of the colon
    ("sync ~/projects/shop to /srv/shop on web1", "rsync -av ~/projects/shop /srv/shop web1",
     "rsync -av ~/projects/shop/ web1:/srv/shop"),   # and the source's slash: the destination has its name
    ("send report.csv to /tmp on web1", "scp report.csv /tmp:web1", "scp report.csv web1:/tmp"),
    ("send report.csv to /tmp on web1", "scp report.csv web1:", "scp report.csv web1:/tmp"),
    ("send report.csv to web1", "scp report.csv web1:", "scp report.csv web1:"),
    ("mirror site/ to web1", "rsync -av site/ web1", "rsync -av site/ web1:"),
    ("copy x to /srv on web1 as deploy", "scp x deploy@web1:/srv", "scp x deploy@web1:/srv"),
    # with a user: the colon added, a copy the wrong way turned round
    ("copy id_ed25519.pub to the server web-02 as user ops", "scp id_ed25519.pub ops@web-02",
     "scp id_ed25519.pub ops@web-02:"),
    ("copy id_ed25519.pub to the server web-02 as user ops", "scp ops@web-02:id_ed25519.pub .",
     "scp id_ed25519.pub ops@web-02:"),
    ("copy dump.sql from web-02 as ops", "scp ops@web-02:dump.sql .", "scp ops@web-02:dump.sql ."),
    ("copy notes.txt to web-02 as admin", "scp notes.txt admin@web-02:web-02", "scp notes.txt admin@web-02:"),
    ("copy notes.txt to web-02", "scp notes.txt web-02:web-02", "scp notes.txt web-02:"),
])
def test_an_scp_between_local_paths_gets_the_host_the_request_names(text, command, expected):
    assert scp_host_named(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("tail the last 100 lines of /var/log/nginx/error.log", "tail -n 100 -f /var/log/nginx/error.log",
     "tail -n 100 /var/log/nginx/error.log"),
    ("last five lines of app.log", "sudo tail -F -n 5 app.log | grep -v x", "sudo tail -n 5 app.log | grep -v x"),
    # left alone: a request that asks to follow, one that names no count, a -f of another tool
    ("follow the last 100 lines of app.log", "tail -n 100 -f app.log", "tail -n 100 -f app.log"),
    ("show the last 20 lines of app.log as they come in", "tail -n 20 -f app.log", "tail -n 20 -f app.log"),
    ("tail app.log", "tail -f app.log", "tail -f app.log"),
    ("tail the error log starting from the last 100 lines", "tail -n 100 -f x.log", "tail -n 100 -f x.log"),
    ("cut the first 3 lines of a.csv", "cut -f 1 a.csv | tail -n 3", "cut -f 1 a.csv | tail -n 3"),
])
def test_a_tail_follows_only_when_the_request_asks_to(text, command, expected):
    assert unasked_follow(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("list every file in ~/Music with mp3 in the name", "find ~/Music -name mp3", 'find ~/Music -name "*mp3*"'),
    ("files with backup in their names", "find . -iname backup -type f", 'find . -iname "*backup*" -type f'),
    # left alone: already a glob, another word, no "in the name"
    ("files with backup in the name", 'find . -name "*backup*"', 'find . -name "*backup*"'),
    ("files with backup in the name", "ls | grep backup", "ls | grep backup"),
    ("find the file named backup", "find . -name backup", "find . -name backup"),
    ("remove all files ending in ' - Copy.docx' in ~/cw", 'find ~/cw -name " - Copy.docx" -delete', 'find ~/cw -name "* - Copy.docx" -delete'),
    ("files starting with draft_ in docs", "find docs -name draft_", 'find docs -name "draft_*"'),
    ("files ending with .bak", 'find . -name "*.bak"', 'find . -name "*.bak"'),
    ("find files under /var/log with 'error' anywhere in the name", "find /var/log -iname error", 'find /var/log -iname "*error*"'),
    ("find files whose names contain backup in /srv", "find /srv -name backup", 'find /srv -name "*backup*"'),
])
def test_a_part_of_the_name_is_globbed_for_find(text, command, expected):
    assert name_part_glob(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the first 3 columns of report.tsv", "cut -f3 report.tsv", "cut -f1-3 report.tsv"),
    ("the first 2 fields of a.csv", "cut -d, -f 2 a.csv", "cut -d, -f 1-2 a.csv"),
    ("the first three columns of a.tsv", "cut -f3 a.tsv", "cut -f1-3 a.tsv"),
    # left alone: already a range, the third column only
    ("show the first 3 columns of report.tsv", "cut -f1-3 report.tsv", "cut -f1-3 report.tsv"),
    ("show column 3 of report.tsv", "cut -f3 report.tsv", "cut -f3 report.tsv"),
])
def test_the_first_n_columns_are_a_range(text, command, expected):
    assert first_columns(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the processes using the most memory", "ps aux --sort=-%mem | head -n 2", "ps aux --sort=-%mem | head"),
    # left alone: one process asked for, a number named
    ("which process uses the most memory", "ps aux --sort=-%mem | head -n 2", "ps aux --sort=-%mem | head -n 2"),
    ("the 2 processes using the most cpu", "ps aux --sort=-%cpu | head -n 2", "ps aux --sort=-%cpu | head -n 2"),
    ("show the processes using the most memory", "ps aux --sort=-%mem | head -n 20", "ps aux --sort=-%mem | head -n 20"),
])
def test_processes_in_the_plural_are_not_one_process(text, command, expected):
    assert plural_processes(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("md5 of every .bin file in firmware/", "md5sum *.bin", "md5sum firmware/*.bin"),
    ("nuke the node_modules folder in frontend/", "rm -rf node_modules frontend/", "rm -rf frontend/node_modules"),
    ("move all the pdfs from my downloads to ~/docs", "mv *.pdf ~/docs", "mv ~/Downloads/*.pdf ~/docs"),
    ("rename every .jpeg file in photos/ to .jpg", 'for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done',
     'for f in photos/*.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done'),
    ("make a copy of /etc/hosts called hosts.orig in my home dir", "cp /etc/hosts hosts.orig",
     "cp /etc/hosts ~/hosts.orig"),
    ("put a copy of notes.txt in my home folder", "cp notes.txt ~", "cp notes.txt ~"),   # ~ is where it goes
    # left alone: the name is not placed in the folder, the folder is where it goes
    ("copy notes.txt to backup/", "cp notes.txt backup/", "cp notes.txt backup/"),
    ("md5 of every .bin file, and list firmware/", "md5sum *.bin", "md5sum *.bin"),
])
def test_a_name_the_request_places_in_a_folder_gets_its_path(text, command, expected):
    assert place_joined(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("create folders logs, tmp and cache", "mkdir -p logs tmp", "mkdir -p logs tmp cache"),
    ("make folders src tests and docs", "mkdir -p src docs", "mkdir -p src docs tests"),   # spaces alone
    ("copy a.txt and b.txt to docs/", "cp a.txt docs/", "cp a.txt b.txt docs/"),
    # left alone: no list (docs/ is where the copy goes), one name
    ("copy a.txt to docs/", "cp a.txt", "cp a.txt"),
    ("delete a.log", "rm a.log", "rm a.log"),
])
def test_every_name_of_a_listed_group_is_used(text, command, expected):
    assert names_listed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("run nginx in docker on port 8080", "docker run -d -p 8080 nginx", "docker run -d -p 8080:80 nginx"),
    ("run redis:7 in the background with port 6379 published", "docker run -d -p 6379:80 redis:7",
     "docker run -d -p 6379:6379 redis:7"),
    ("run postgres:16 named db on port 5433", "docker run -d --name db -p 5433 postgres:16",
     "docker run -d --name db -p 5433:5432 postgres:16"),
    # left alone: the container port named, an image of unknown port, no docker run
    ("run nginx with host port 8080 mapped to 8081", "docker run -d -p 8080:8081 nginx", "docker run -d -p 8080:8081 nginx"),
    ("run myapp on port 3000", "docker run -d -p 3000 myapp", "docker run -d -p 3000 myapp"),
    ("stop nginx", "docker stop nginx", "docker stop nginx"),
])
def test_a_well_known_image_publishes_the_port_it_serves_on(text, command, expected):
    assert image_port(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("kill the process on port 4000", "kill $(lsof -t -i:3000)", "kill $(lsof -t -i:4000)"),
    ("what is on port 6543", "lsof -i :8080", "lsof -i :6543"),
    ("is anything listening on port 5432", "ss -ltnp | grep :3000", "ss -ltnp | grep :5432"),
    # left alone: the port used already, a port the request says, two ports, docker's host:container pair
    ("kill the process on port 4000", "kill $(lsof -t -i:4000)", "kill $(lsof -t -i:4000)"),
    ("forward port 8080 to :3000", "ssh -L 8080:localhost:3000 :3000", "ssh -L 8080:localhost:3000 :3000"),
    ("forward port 8080 to port 9090", "lsof -i:3000", "lsof -i:3000"),
    ("run nginx on port 9000", "docker run -p 8080:80 nginx", "docker run -p 8080:80 nginx"),
])
def test_a_port_from_training_becomes_the_requests(text, command, expected):
    assert foreign_port(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("kill the process listening on port 8080", "kill $(lsof -t)", "kill $(lsof -t -i:8080)"),
    ("what is on port 5432", "sudo lsof", "sudo lsof -i:5432"),
    ("pid on port 3000", "lsof -t | head -n 1", "lsof -t -i:3000 | head -n 1"),
    # left alone: the port there already, an lsof with an operand or -i, no port named
    ("what is on port 5432", "lsof -i :5432", "lsof -i :5432"),
    ("files open on port 80 by pid 12", "lsof -i tcp -p 12", "lsof -i tcp -p 12"),
    ("open files of process 1234", "lsof -p 1234", "lsof -p 1234"),
    ("what has app.log open", "lsof app.log", "lsof app.log"),
])
def test_lsof_gets_the_port_the_request_names(text, command, expected):
    assert lsof_port(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ('grep -ri "timeout" in config/', "grep -r timeout config/", "grep -ri timeout config/"),
    ("rsync -avz ~/site to web1:/var/www", "rsync -av ~/site/ web1:/var/www", "rsync -avz ~/site/ web1:/var/www"),
    ("ls -la in /etc", "ls /etc", "ls -al /etc"),
    ("sort -rn sizes.txt", "sort -k2 sizes.txt | head", "sort -nr -k2 sizes.txt | head"),   # -k takes a value: apart
    # left alone: all there, a letter that takes a value, a tool the command does not run, no typed flags
    ("ls -la in /etc", "ls -al /etc", "ls -al /etc"),
    ("grep -m 5 error in app.log", "grep error app.log", "grep error app.log"),
    ("grep -ri timeout in config/", "find config/ -name timeout", "find config/ -name timeout"),
    ("search for timeout in config/", "grep -r timeout config/", "grep -r timeout config/"),
])
def test_flags_the_request_types_are_kept(text, command, expected):
    assert typed_flags(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy nginx.conf from the container proxy to here", "docker cp nginx.conf .", "docker cp proxy:nginx.conf ."),
    ("copy /app/config.json out of container web_app", "docker cp /app/config.json web_app",
     "docker cp web_app:/app/config.json ."),
    ("copy settings.py into the web container at /app/settings.py", "docker cp settings.py /app/settings.py web",
     "docker cp settings.py web:/app/settings.py"),
    # left alone: a container named already, no path inside it, no docker cp
    ("copy a.txt from the container web", "docker cp web:/a.txt .", "docker cp web:/a.txt ."),
    ("copy dump.sql to the db container", "docker cp dump.sql db", "docker cp dump.sql db"),
    ("copy a.txt from the container web", "cp a.txt .", "cp a.txt ."),
])
def test_docker_cp_gets_the_container_the_request_names(text, command, expected):
    assert container_side(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("make app.conf read-only for everyone", "chmod a+r app.conf", "chmod a=r app.conf"),
    ("remove write permission for others on projects recursively", "chmod -R o+w projects", "chmod -R o-w projects"),
    ("make app.conf read-only for everyone", "chmod 644 app.conf", "chmod 644 app.conf"),   # octal stays
    ("set the mode of run.sh to u+x", "chmod a+x run.sh", "chmod a+x run.sh"),           # a typed mode rules
    ("make deploy.sh executable and run it", "chmod +x deploy.sh && ./deploy.sh", "chmod +x deploy.sh && ./deploy.sh"),
    # an octal the words deny: nobody but the owner may write with 755
    ("make uploads/ writable by everyone, just the folder itself", "chmod 755 uploads/", "chmod a+w uploads/"),
    ("make deploy.sh executable", "chmod 755 deploy.sh", "chmod 755 deploy.sh"),   # 755 has every x bit
])
def test_a_symbolic_chmod_mode_follows_the_words_of_the_request(text, command, expected):
    assert spoken_mode(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('"hello world" | tee greeting.txt', 'echo "hello world" | tee greeting.txt'),
    ("'abc' >> notes.txt", "echo 'abc' >> notes.txt"),
    ('ls && "done now" > log.txt', 'ls && echo "done now" > log.txt'),
    ('"$EDITOR" notes.txt', '"$EDITOR" notes.txt'),            # a quoted program stays
    ('"./my tool" | wc -l', '"./my tool" | wc -l'),
    ('ls | grep "a b" | wc -l', 'ls | grep "a b" | wc -l'),     # quoted arguments are not commands
    ('"hello world"', '"hello world"'),                        # nothing fed: not ours to guess
])
def test_quoted_text_that_feeds_a_pipe_or_a_file_is_echoed(command, expected):
    assert echo_for_text(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("rsync ~/photos to admin@backup.example.com:/data/", "rsync -avz /data/ admin@backup.example.com:~/photos",
     "rsync -avz ~/photos admin@backup.example.com:/data/"),
    ("copy backup.tar.gz to deploy@10.0.0.5:/srv/backups", "scp backup.tar.gz deploy@10.0.0.5:/srv/backups",
     "scp backup.tar.gz deploy@10.0.0.5:/srv/backups"),                       # already as written
    ("get web1:/var/log/app.log here", "scp /var/log/app.log web1:.", "scp /var/log/app.log web1:."),  # '.' is no name of the request
    ("copy ~/a to web1:/srv/a", "cp /srv/a web1:~/a", "cp /srv/a web1:~/a"),   # not a remote copier
])
def test_a_remote_place_written_out_stays_whole(text, command, expected):
    assert remote_as_written(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("give the group write permission on shared/ and everything in it", "chmod g+w shared/", "chmod -R g+w shared/"),
    ("make shared readable by everyone, including all the stuff inside it", "chmod a+r shared", "chmod -R a+r shared"),
    ("change the owner of /srv/app to deploy recursively", "sudo chown deploy /srv/app", "sudo chown -R deploy /srv/app"),
    ("change the group of data including subfolders to staff", "chgrp staff data", "chgrp -R staff data"),
    ("make everything in public/ readable by everyone", "chmod a+r public/", "chmod -R a+r public/"),
    ("change the owner of /srv/app to deploy recursively", "chown -R deploy /srv/app", "chown -R deploy /srv/app"),
    ("give the group write access to shared_docs", "chmod g+w shared_docs", "chmod g+w shared_docs"),   # not asked
    ("chmod the folder, not recursive", "chmod 755 x", "chmod 755 x"),
    ("grep TODO recursively in src", "grep TODO src", "grep TODO src"),   # only ownership and modes
])
def test_ownership_and_modes_go_recursive_when_the_request_asks(text, command, expected):
    assert recursion_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("run train.py", "./train.py", "python3 train.py"),
    ("run long_job.py in the background so it survives logout", "nohup ./long_job.py &", "nohup python3 long_job.py &"),
    ("run fetch.py and then train.py", "./fetch.py && ./train.py", "python3 fetch.py && python3 train.py"),
    ("how do i run ./cleanup.py as www-data", "sudo -u www-data ./cleanup.py", "sudo -u www-data ./cleanup.py"),  # as written
    ("make train.py executable", "chmod +x ./train.py", "chmod +x ./train.py"),          # not run
    ("run backup.sh", "./backup.sh", "./backup.sh"),                                     # not Python
])
def test_a_python_file_named_bare_runs_with_python3(text, command, expected):
    assert python_runs(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("follow the sshd logs", "journalctl -u sshd", "journalctl -f -u sshd"),
    ("follow app.log as new lines are written", "tail app.log", "tail -f app.log"),
    ("follow the logs of the api container", "docker logs api", "docker logs -f api"),
    ("live log of nginx filtered for 404", "tail access.log | grep 404", "tail -f access.log | grep 404"),
    ("follow app.log", "tail -F app.log", "tail -F app.log"),                    # already following
    ("follow the sshd logs", "journalctl -fu sshd", "journalctl -fu sshd"),
    ("show the last 20 lines of app.log", "tail -n 20 app.log", "tail -n 20 app.log"),   # not asked
    ("follow the sshd logs", "grep sshd /var/log/auth.log", "grep sshd /var/log/auth.log"),   # no log follower
])
def test_a_log_the_request_asks_to_follow_is_followed(text, command, expected):
    assert asked_follow(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('git commit "fix typo"', 'git commit -m "fix typo"'),
    ('git add -A && git commit "fix typo"', 'git add -A && git commit -m "fix typo"'),
    ('git commit -am "fix typo"', 'git commit -am "fix typo"'),
    ('git commit --amend -m "fix typo"', 'git commit --amend -m "fix typo"'),
    ('git log --grep "fix"', 'git log --grep "fix"'),
])
def test_a_bare_commit_message_gets_its_flag(command, expected):
    assert commit_message(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('git commit -m "fix typo in readme"', "commit all modified files with message 'fix typo in readme'",
     'git commit -a -m "fix typo in readme"'),
    ('git add -A && git commit -m "x"', "commit all changes with message x", 'git add -A && git commit -m "x"'),
    ('git commit -m "x"', "commit the staged files with message x", 'git commit -m "x"'),
    ('git commit -m "x"', "commit all staged changes, message x", 'git commit -m "x"'),
    ('git tag "release 2.0.0" v2.0.0', "tag the current commit as v2.0.0 with the message 'release 2.0.0'",
     'git tag -a v2.0.0 -m "release 2.0.0"'),
    ('git tag -a v2.0.0 "release 2.0.0"', "tag v2.0.0 with message 'release 2.0.0'", 'git tag -a v2.0.0 -m "release 2.0.0"'),
    ('git tag -a v2 -m "r"', "annotated tag v2, message r", 'git tag -a v2 -m "r"'),
    ("git tag v1.3", "tag this commit v1.3", "git tag v1.3"),
])
def test_a_commit_of_everything_and_a_tag_with_a_message(command, text, expected):
    assert commit_message(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("how much space does each folder in /var take up?", "du -sh /var", "du -sh /var/*"),
    ("size of each folder in ~/projects sorted", "du -sh ~/projects/ | sort -h", "du -sh ~/projects/* | sort -h"),
    ("show the size of each file in uploads sorted by size", "du -sh uploads | sort -h", "du -sh uploads/* | sort -h"),
    ("show the permissions of every file in bin/ in octal", "stat -c '%a' bin/", "stat -c '%a' bin/*"),
    ("md5 of each file in dist", "md5sum dist", "md5sum dist/*"),
    ("size of /var", "du -sh /var", "du -sh /var"),                                           # one total asked
    ("how big is each subfolder of /opt, one level", "du -h --max-depth=1 /opt", "du -h --max-depth=1 /opt"),
])
def test_du_of_each_folder_in_a_place_lists_its_entries(text, command, expected):
    assert du_each(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy all files from ~/Downloads/photos into ~/Pictures but don't overwrite any",
     "cp -n ~/Downloads/photos ~/Pictures", "cp -n ~/Downloads/photos/* ~/Pictures"),
    ("move every file in inbox/ to done/", "mv inbox/ done/", "mv inbox/* done/"),
    ("copy all files from src to /tmp/build", "cp -r src /tmp/build", "cp -r src /tmp/build"),   # the folder, recursively
    ("copy all files from src to /tmp/build", "cp src/a.c /tmp/build", "cp src/a.c /tmp/build"),
    ("copy the folder src to /tmp/build", "cp src /tmp/build", "cp src /tmp/build"),            # the folder is asked
    ("delete the files in ~/Desktop/junk but ask me before each one", "rm -i ~/Desktop/junk", "rm -i ~/Desktop/junk/*"),
    ("delete the files in ~/Desktop/junk", "rm -r ~/Desktop/junk", "rm -r ~/Desktop/junk"),   # (recursive: the model's own)
])
def test_cp_of_all_files_from_a_folder_copies_its_files(text, command, expected):
    assert folder_files_moved(command, recognize(text)) == expected


def test_rewrite_applies_every_rewrite_in_order():
    rec = recognize("give the group write permission on shared/ and everything in it, recursively")
    assert rewrite("chmod g+w shared/", rec) == "chmod -R g+w shared/"
    assert len(set(REWRITES)) == len(REWRITES) == 310
    # each rewrite leaves alone a command the request has nothing to say about
    plain = recognize("list the files")
    assert all(step("ls -l", plain) == "ls -l" for step in REWRITES)


@pytest.mark.parametrize("command, expected", [
    ("sudo apt install zoom_amd64.deb", "sudo apt install ./zoom_amd64.deb"),
    ("sudo apt-get install -y code.deb", "sudo apt-get install -y ./code.deb"),
    ("sudo apt install ./zoom_amd64.deb", "sudo apt install ./zoom_amd64.deb"),
    ("sudo dpkg -i zoom_amd64.deb", "sudo dpkg -i zoom_amd64.deb"),     # dpkg takes the file as it is
    ("sudo apt install nginx", "sudo apt install nginx"),
])
def test_apt_installs_a_local_deb_by_its_path(command, expected):
    assert local_package(command) == expected


@pytest.mark.parametrize("command, expected", [
    ("javac Hello.java && java", "javac Hello.java && java Hello"),
    ("javac src/Main.java && ./Main.java", "javac src/Main.java && java Main"),
    ("javac Hello.java && java Hello", "javac Hello.java && java Hello"),
    ("java -jar app.jar", "java -jar app.jar"),
])
def test_a_compiled_java_class_is_run_by_name(command, expected):
    assert java_class_run(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("top IPs in access.log by number of requests", "cut -d' ' -f1 access.log | sort | uniq -c | sort -rn | head -n 1",
     "cut -d' ' -f1 access.log | sort | uniq -c | sort -rn | head"),
    ("the biggest files in /var", "du -a /var | sort -rh | head -n 1", "du -a /var | sort -rh | head"),
    ("the top IP in access.log", "sort ips | uniq -c | sort -rn | head -n 1", "sort ips | uniq -c | sort -rn | head -n 1"),
    ("top five IPs in access.log", "sort ips | uniq -c | sort -rn | head -n 1", "sort ips | uniq -c | sort -rn | head -n 1"),
])
def test_the_top_things_in_the_plural_are_more_than_one_line(text, command, expected):
    assert plural_top(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("change the extension of all .txt files to .md", 'for f in *.txt ; do mv "$f" . ; done',
     'for f in *.txt ; do mv "$f" "${f%.txt}.md" ; done'),
    ("rename every .jpeg here to .png", 'for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done',
     'for f in *.jpeg ; do mv "$f" "${f%.jpeg}.png" ; done'),
    ("rename all txt files to md", 'for f in *.txt ; do mv -- "$f" <path> ; done',
     'for f in *.txt ; do mv -- "$f" "${f%.txt}.md" ; done'),
    # left alone: no new kind named, another loop
    ("rename all .txt files", 'for f in *.txt ; do mv "$f" . ; done', 'for f in *.txt ; do mv "$f" . ; done'),
    ("copy every .txt to .md", 'for f in *.txt ; do cp "$f" . ; done', 'for f in *.txt ; do cp "$f" . ; done'),
])
def test_a_rename_loop_writes_the_extension_asked_for(text, command, expected):
    assert extension_swap(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("make the folders a/b/c", "mkdir a/b/c", "mkdir -p a/b/c"),
    ("make a directory tree src/app", "mkdir src/app", "mkdir -p src/app"),
    ("create ~/projects/new/src and cd into it", "mkdir ~/projects/new/src && cd ~/projects/new/src",
     "mkdir -p ~/projects/new/src && cd ~/projects/new/src"),
    ("make /srv/app/secrets readable by me only", "sudo mkdir -m 700 /srv/app/secrets", "sudo mkdir -p -m 700 /srv/app/secrets"),
    # left alone: a parent that is most likely there, one level, -p there, not mkdir
    ("create directory aaa/bbb", "mkdir aaa/bbb", "mkdir aaa/bbb"),
    ("make build", "mkdir build", "mkdir build"), ("make ~/notes", "mkdir ~/notes", "mkdir ~/notes"),
    ("make a/b/c", "mkdir -p a/b/c", "mkdir -p a/b/c"), ("list a/b/c", "ls a/b/c", "ls a/b/c"),
])
def test_a_nested_folder_is_made_with_its_parents(text, command, expected):
    assert mkdir_parents(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("source venv", "source venv/bin/activate"),
    (". .venv/", ". .venv/bin/activate"),
    ("cd api && source ./env && pip list", "cd api && source ./env/bin/activate && pip list"),
    # left alone: the script already, another file sourced
    ("source venv/bin/activate", "source venv/bin/activate"), ("source ~/.bashrc", "source ~/.bashrc"),
    ("source .env", "source .env"),
])
def test_a_virtual_environment_is_activated_by_its_script(command, expected):
    assert venv_activate(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("replace 'localhost' with 'db.internal' in settings.ini in place", "sed -i 's/localhost/settings.ini/g' db.internal",
     "sed -i 's/localhost/db.internal/g' settings.ini"),
    ("replace foo with bar in notes.txt", "sed 's/foo/notes.txt/' bar", "sed 's/foo/bar/' notes.txt"),
    # left alone: right already, the replacement not the place
    ("replace foo with bar in notes.txt", "sed -i 's/foo/bar/g' notes.txt", "sed -i 's/foo/bar/g' notes.txt"),
    ("replace foo with a.txt in b.txt", "sed -i 's/foo/a.txt/g' b.txt", "sed -i 's/foo/a.txt/g' b.txt"),
])
def test_a_sed_that_swapped_the_file_and_the_replacement_is_put_right(text, command, expected):
    assert sed_unswapped(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("scp ~/.ssh/id.pub admin@10.1.1.5:10.1.1.5", "scp ~/.ssh/id.pub admin@10.1.1.5:"),
    ("rsync -av site web1:web1", "rsync -av site web1:"),
    # left alone: a real remote path, a path that only starts like the host
    ("scp a.txt admin@web1:/tmp", "scp a.txt admin@web1:/tmp"), ("scp a.txt web1:web1.d", "scp a.txt web1:web1.d"),
    ("chown -R www-data:www-data /srv", "chown -R www-data:www-data /srv"),     # no copy: user:group
    ("docker run -d -p 6379:6379 redis", "docker run -d -p 6379:6379 redis"),
])
def test_a_remote_path_that_repeats_the_host_is_dropped(command, expected):
    assert host_not_path(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("print the lines of app.log that contain both ERROR and timeout", "grep ERROR app.log | grep -v timeout",
     "grep ERROR app.log | grep timeout"),
    ("count the lines with error in a.log", "grep -cv error a.log", "grep -c error a.log"),
    # left alone: a negation said, no -v, -v of another tool
    ("lines of app.log without DEBUG", "grep -v DEBUG app.log", "grep -v DEBUG app.log"),
    ("show config.ini except comments", "grep -v '^#' config.ini", "grep -v '^#' config.ini"),
    ("lines that don't mention ok", "grep -vi ok f", "grep -vi ok f"),
    # a negation elsewhere: only the pattern the request says the lines contain loses its -v
    ('show lines containing "user" but not "root" in /etc/passwd', "grep -v root /etc/passwd | grep -v user",
     "grep -v root /etc/passwd | grep user"),
    ("lines with error but not timeout in a.log", "grep -v error a.log | grep -v timeout", "grep error a.log | grep -v timeout"),
    ("lines without error in a.log", "grep -v error a.log", "grep -v error a.log"),
    ("copy a to b verbosely", "cp -v a b", "cp -v a b"),
    ("everything but the comments in nginx.conf", "grep -v '^#' nginx.conf", "grep -v '^#' nginx.conf"),
])
def test_keeping_the_lines_that_do_not_match_needs_a_negation(text, command, expected):
    assert unasked_inversion(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("git clean -fd", "show files that git clean would delete", "git clean -nd"),
    ("git clean -f", "what would git clean remove", "git clean -n"),
    ("git clean -d --force", "dry run of git clean", "git clean -d --dry-run"),
    ("git clean -d", "which untracked folders would git clean take", "git clean -n -d"),
    ("rsync -av src/ web1:/srv/src", "do a dry run of syncing src/ to web1:/srv/src", "rsync --dry-run -av src/ web1:/srv/src"),
    ("rm -fr build", "what would rm -rf build remove", "find build"),
    ("sudo rm *.tmp", "which files would rm *.tmp delete", "sudo ls -d *.tmp"),
    ("find . -name '*.pyc' -delete", "which files would this delete: pyc files here", "find . -name '*.pyc' -print"),
    ("find . -name '*.pyc' | xargs rm", "preview removing the pyc files", "find . -name '*.pyc' | xargs ls -d"),
    # asked to be done, or already a dry run: left alone
    ("git clean -fd", "remove untracked files and folders", "git clean -fd"),
    ("rm -rf build", "delete the build folder", "rm -rf build"),
    ("git clean -nd", "what would git clean delete", "git clean -nd"),
    ("rsync -avn a/ b/", "what would rsync copy from a/ to b/", "rsync -avn a/ b/"),
])
def test_a_command_asked_what_it_would_do_shows_it_instead(command, text, expected):
    assert dry_run(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -czf .git ~/notes", "create a tarball of ~/notes excluding .git", "tar -czf notes.tar.gz --exclude=.git ~/notes"),
    ("tar -cjf debug.log src/", "tar up src/ without debug.log", "tar -cjf src.tar.bz2 --exclude=debug.log src/"),
    # the archive named, nothing excluded, or two sources: left alone
    ("tar -czf a.tar.gz --exclude=.git ~/notes", "tarball a.tar.gz of ~/notes excluding .git",
     "tar -czf a.tar.gz --exclude=.git ~/notes"),
    ("tar -czf .git ~/notes", "create a tarball of ~/notes and .git", "tar -czf .git ~/notes"),
    ("tar -czf .git a b", "tar a and b excluding .git", "tar -czf .git a b"),
])
def test_an_excluded_name_taken_for_the_archive_is_excluded(command, text, expected):
    assert excluded_not_archive(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("ffmpeg -i video.mov", "convert video.mov to mp4", "ffmpeg -i video.mov video.mp4"),
    ("pandoc -s -o README.md", "convert README.md to html with pandoc", "pandoc -s README.md -o README.html"),
    ("pandoc README.md -o /dev/null", "convert README.md to html", "pandoc README.md -o README.html"),
    ("convert logo.png", "convert logo.png to jpg", "convert logo.png logo.jpg"),
    ("ffmpeg -i clip.mkv .webm", "turn clip.mkv into .webm", "ffmpeg -i clip.mkv clip.webm"),
    # an output named, another tool, the same format, no format asked: left alone
    ("ffmpeg -i a.mov out.mp4", "convert a.mov to mp4", "ffmpeg -i a.mov out.mp4"),
    ("libreoffice --headless --convert-to pdf r.docx", "convert r.docx to pdf", "libreoffice --headless --convert-to pdf r.docx"),
    ("ffmpeg -i a.mp4", "convert a.mp4 to mp4", "ffmpeg -i a.mp4"),
    ("ffmpeg -i a.mov", "show the streams of a.mov", "ffmpeg -i a.mov"),
])
def test_a_conversion_to_a_format_names_its_output_after_the_input(command, text, expected):
    assert converted_output(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sudo systemctl restart", "restart apache", "sudo systemctl restart apache"),
    ("systemctl status", "show the status of the redis service", "systemctl status redis"),
    ("sudo systemctl enable", "enable cron at boot", "sudo systemctl enable cron"),
    # a unit given, or none said: left alone
    ("sudo systemctl restart nginx", "restart nginx", "sudo systemctl restart nginx"),
    ("sudo systemctl restart", "restart the service", "sudo systemctl restart"),
    ("systemctl status", "show the status of all units", "systemctl status"),
])
def test_a_systemctl_verb_gets_the_unit_the_request_names(command, text, expected):
    assert systemctl_unit(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -czf /mnt/backup/home.tar.gz", "backup my home directory to /mnt/backup/home.tar.gz",
     "tar -czf /mnt/backup/home.tar.gz ~"),
    ("tar -cjf site.tar.bz2", "archive this folder as site.tar.bz2", "tar -cjf site.tar.bz2 ."),
    # a source given, extracting, or no place said: left alone
    ("tar -czf h.tar.gz docs", "back up docs in my home to h.tar.gz", "tar -czf h.tar.gz docs"),
    ("tar -xzf h.tar.gz", "extract h.tar.gz here", "tar -xzf h.tar.gz"),
    ("tar -czf h.tar.gz", "make h.tar.gz", "tar -czf h.tar.gz"),
])
def test_a_tar_without_a_source_takes_the_folder_the_request_says(command, text, expected):
    assert archive_source(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("bzip2 -k app.log", "compress app.log and delete the original", "bzip2 app.log"),
    ("gzip -kv dump.sql", "gzip dump.sql and remove the uncompressed file", "gzip -v dump.sql"),
    # kept as asked, or no compressor: left alone
    ("gzip -k app.log", "compress app.log but keep the original", "gzip -k app.log"),
    ("cp -r a b", "copy a to b and delete the original", "cp -r a b"),
])
def test_a_compressor_keeps_no_original_the_request_deletes(command, text, expected):
    assert original_removed(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find . -empty", "empty files in the current directory and below", "find . -type f -empty"),
    ("find build -empty -delete", "delete the empty folders in build", "find build -type d -empty -delete"),
    # a type already, both kinds asked, or none said: left alone
    ("find . -type d -empty", "empty files here", "find . -type d -empty"),
    ("find . -empty", "empty files and folders here", "find . -empty"),
    ("find . -empty", "anything empty here", "find . -empty"),
])
def test_an_empty_kind_the_request_names_is_a_type(command, text, expected):
    assert empty_kind(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -w password ~/projects/api", "which files in ~/projects/api contain password", "grep -rw password ~/projects/api"),
    ("grep TODO src", "search for TODO in the src folder", "grep -r TODO src"),
    ("grep -n TODO src/", "search for TODO in src/", "grep -rn TODO src/"),
    # recursive already, or a file
    ("grep -ri TODO src", "search for TODO in the src folder", "grep -ri TODO src"),
    ("grep -A 1000 server.log", "everything in server.log after line 1000", "grep -A 1000 server.log"),
    ("grep root /etc/passwd", "find root in /etc/passwd", "grep root /etc/passwd"),
])
def test_a_grep_of_a_folder_recurses(command, text, expected):
    assert grep_folder_recursive(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -rw password api/", "which files in api/ contain password? just the filenames please", "grep -rlw password api/"),
    ("grep -r TODO src/", "search src/ for TODO, only the file names", "grep -rl TODO src/"),
    ("grep TODO a.txt b.txt", "which of a.txt and b.txt has TODO, just the filenames", "grep -l TODO a.txt b.txt"),
    # names already, a count, or not asked
    ("grep -rl TODO src/", "search src/ for TODO, only the file names", "grep -rl TODO src/"),
    ("grep -rc TODO src/", "count TODO in src/, only the file names", "grep -rc TODO src/"),
    ("grep -r TODO src/", "search src/ for TODO", "grep -r TODO src/"),
    ("grep -rw password /etc", "which files in /etc have the word password in them?", "grep -rlw password /etc"),
    ("grep -rn TODO src", "which files in src have TODO and on what lines", "grep -rn TODO src"),   # the lines too
    ('grep -r "import requests" --include="*.py" ~/scripts', "which .py files in ~/scripts have import requests",
     'grep -rl "import requests" --include="*.py" ~/scripts'),
])
def test_a_grep_asked_for_file_names_lists_them(command, text, expected):
    assert grep_names_only(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tr '\\t' ',' < data.csv", "turn commas into tabs in data.csv", "tr ',' '\\t' < data.csv"),
    ("tr ',' '\\t' < x.tsv", "replace tabs with commas in x.tsv", "tr '\\t' ',' < x.tsv"),
    ("tr 'A-Z' 'a-z' < n.txt", "convert n.txt to uppercase", "tr 'a-z' 'A-Z' < n.txt"),
    ("tr ',' '\\t' < r.tsv > r.csv", "turn r.tsv into a comma separated r.csv", "tr '\\t' ',' < r.tsv > r.csv"),
    ("tr '[:upper:]' '[:lower:]' < n.txt", "lowercase to uppercase in n.txt", "tr '[:lower:]' '[:upper:]' < n.txt"),
    # the request's order already, "instead of", or no set named
    ("tr ',' '\\t' < d.csv", "turn commas into tabs in d.csv", "tr ',' '\\t' < d.csv"),
    ("tr '\\t' ' ' < a.txt", "use spaces instead of tabs in a.txt", "tr '\\t' ' ' < a.txt"),
    ("tr 'x' 'y' < a.txt", "change x to y in a.txt", "tr 'x' 'y' < a.txt"),
])
def test_a_tr_translates_the_way_the_request_says(command, text, expected):
    assert tr_turned(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("awk -F, '$60 < 3' g.csv", "students in g.csv with a score under 60 (score is column 3)", "awk -F, '$3 < 60' g.csv"),
    ("awk -F, '$100>4' p.csv", "rows of p.csv where the 4th column is over 100", "awk -F, '$4>100' p.csv"),
    # the column right already, or no column named
    ("awk -F, '$3 < 60' g.csv", "a score under 60 in column 3 of g.csv", "awk -F, '$3 < 60' g.csv"),
    ("awk '$60 < 3' g.csv", "values under 60 and over 3", "awk '$60 < 3' g.csv"),
])
def test_an_awk_test_compares_the_column_the_request_names(command, text, expected):
    assert awk_columns(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("find -type f -empty", "find . -type f -empty"),
    ("find -L -name '*.so'", "find -L . -name '*.so'"),
    ("find", "find ."),
    ("ls | find \\( -name a -o -name b \\)", "ls | find . \\( -name a -o -name b \\)"),
    ("find /tmp -type f", "find /tmp -type f"),
    ("find ~ -name x", "find ~ -name x"),
])
def test_a_find_without_a_starting_point_starts_here(command, expected):
    assert find_here(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("ln -s ~/Desktop /var/www/html", "make a shortcut on my Desktop that points to /var/www/html", "ln -s /var/www/html ~/Desktop"),
    ("ln -s latest releases/v3", "a symlink latest that points to releases/v3", "ln -s releases/v3 latest"),
    # the right way round already, or "link a to b", which people say both ways
    ("ln -s /var/www/html ~/Desktop", "a shortcut on my Desktop pointing to /var/www/html", "ln -s /var/www/html ~/Desktop"),
    ("ln -s a b", "link a to b", "ln -s a b"),
    # a link to X put in a folder, X linked into a folder: X is the target; a folder of the system is root's
    ("ln -s /usr/local/bin /opt/app/bin/app", "create a symbolic link to /opt/app/bin/app in /usr/local/bin",
     "sudo ln -s /opt/app/bin/app /usr/local/bin"),
    ("ln -s /usr/local/bin /opt/tool/bin/tool", "link /opt/tool/bin/tool into /usr/local/bin so it is on my PATH",
     "sudo ln -s /opt/tool/bin/tool /usr/local/bin"),
    ("ln -s ~/Desktop notes.txt", "make a link to notes.txt in ~/Desktop", "ln -s notes.txt ~/Desktop"),
])
def test_what_a_link_points_to_goes_first(command, text, expected):
    assert link_target_first(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('grep "def main" app.py', "what line is 'def main' on in app.py", 'grep -n "def main" app.py'),
    ("grep -r TODO src", "search src for TODO and show line numbers", "grep -rn TODO src"),
    ("grep -A 5 Exception app.log", "show where Exception appears in app.log with 5 lines before and after each one",
     "grep -C 5 Exception app.log"),
    # asked already, a count, or nothing asked
    ("grep -n TODO a.py", "which line has TODO in a.py", "grep -n TODO a.py"),
    ("grep -c TODO a.py", "count the lines with TODO, which lines? no, just count", "grep -c TODO a.py"),
    ("grep -A 5 x f", "5 lines after each x in f", "grep -A 5 x f"),
])
def test_grep_flags_asked_in_words(command, text, expected):
    assert grep_lines_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("unix2dos script.sh", "the file script.sh came from windows and has weird line endings, fix it", "dos2unix script.sh"),
    ("dos2unix notes.txt", "convert notes.txt for windows", "unix2dos notes.txt"),
    ("dos2unix a.sh", "fix the CRLF line endings in a.sh", "dos2unix a.sh"),
    ("unix2dos a.txt", "make a.txt", "unix2dos a.txt"),
])
def test_line_endings_go_the_way_the_request_says(command, text, expected):
    assert line_endings_way(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("rm -rf old_backup.tar.gz", "rm -f old_backup.tar.gz"),
    ("rm -r ~/Videos/movie_raw.mov", "rm ~/Videos/movie_raw.mov"),
    ("find . -name '*.tmp' -exec rm -rf {} +", "find . -name '*.tmp' -exec rm -rf {} +"),   # {} may be a folder
    ("rm -rf build", "rm -rf build"), ("rm -rf build/", "rm -rf build/"), ("rm -rf node_modules dist.zip", "rm -rf node_modules dist.zip"),
    ("rm -rf v1.2", "rm -rf v1.2"),   # a folder named like a version
    ("zip -r pdfs.zip *.pdf", "zip pdfs.zip *.pdf"), ("zip -r site.zip site", "zip -r site.zip site"),
])
def test_an_rm_of_files_only_is_not_recursive(command, expected):
    assert rm_files_not_trees(command) == expected


@pytest.mark.parametrize("command, expected", [
    ("find public/ -type f -exec chmod -R 644 {} +", "find public/ -type f -exec chmod 644 {} +"),
    ("find . -type f -exec chown -Rv www-data {} \\;", "find . -type f -exec chown -v www-data {} \\;"),
    ("find . -type d -exec chmod -R 755 {} +", "find . -type d -exec chmod -R 755 {} +"),   # folders: left alone
    ("chmod -R 644 public/", "chmod -R 644 public/"),
])
def test_a_chmod_a_find_of_files_runs_is_not_recursive(command, expected):
    assert exec_not_recursive(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -r user_id --exclude-dir=migrations/ .", "grep user_id in all .sql files but skip the migrations folder",
     'grep -r --include="*.sql" user_id --exclude-dir=migrations/ .'),
    ('grep -rn TODO --include="*.php" src', "grep TODO in the .php files under src", 'grep -rn TODO --include="*.php" src'),
    ("grep -r TODO src", "grep TODO in src", "grep -r TODO src"),                       # no kind named
    ("grep TODO *.js", "grep TODO in the .js files", "grep TODO *.js"),                 # the glob is used
    ("grep -r x .", "grep x in .js and .ts files", "grep -r x ."),                        # two kinds: not guessed
])
def test_a_recursive_grep_takes_the_kind_of_file_the_request_names(command, text, expected):
    assert grep_include(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("ss -lunp", "list all listening tcp and udp ports", "ss -tlunp"),
    ("netstat -tlnp", "show listening tcp and udp sockets", "netstat -utlnp"),
    ("ss -tlnp", "list listening tcp ports", "ss -tlnp"),
])
def test_a_socket_listing_shows_the_protocols_the_request_names(command, text, expected):
    assert socket_protocols(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("TZ=tokyo date", "what time is it in tokyo right now", "TZ=Asia/Tokyo date"),
    ("TZ=york date", "what time is it in New York", "TZ=America/New_York date"),
    ("TZ=UTC date", "what time is it in tokyo in UTC", "TZ=UTC date"),
    ("TZ=Asia/Tokyo date", "time in tokyo", "TZ=Asia/Tokyo date"),
    ("TZ=tokyo date", "what time is it", "TZ=tokyo date"),   # no place the table knows
])
def test_a_time_zone_is_the_one_of_the_place_the_request_names(command, text, expected):
    assert zone_named(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("grep -r x --exclude-dir=migrations/ .", "grep -r x --exclude-dir=migrations ."),
    ("grep -r x --exclude-dir='node_modules/' .", "grep -r x --exclude-dir='node_modules' ."),
    ("grep -r x --exclude-dir=vendor .", "grep -r x --exclude-dir=vendor ."),
])
def test_an_excluded_folder_is_named_by_its_base_name(command, expected):
    assert exclude_dir_base(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -v '^#' /etc/ssh/sshd_config", "show /etc/ssh/sshd_config without the comments and blank lines",
     r"grep -E -v '^\s*(#|$)' /etc/ssh/sshd_config"),
    ("grep -Ev '^#' a.conf", "a.conf with no empty lines or comments", r"grep -Ev '^\s*(#|$)' a.conf"),
    ("grep -v '^#' a.conf", "a.conf without comments", "grep -v '^#' a.conf"),   # comments only
    ("grep -v '^#' /etc/nginx/nginx.conf", "show the lines of /etc/nginx/nginx.conf that arent comments or empty",
     r"grep -E -v '^\s*(#|$)' /etc/nginx/nginx.conf"),
    ("sed '/^#/d' config.ini > clean.ini", "strip the comment lines and blank lines from config.ini and save the result as clean.ini",
     r"grep -Ev '^\s*(#|$)' config.ini > clean.ini"),
    ("grep -Ev <pattern> /etc/nginx/nginx.conf", "show /etc/nginx/nginx.conf without comment lines or blank lines",
     r"grep -Ev '^\s*(#|$)' /etc/nginx/nginx.conf"),
])
def test_comments_and_blank_lines_both_go_when_the_request_says_both(command, text, expected):
    assert comments_and_blanks(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('zgrep "upstream timed out" /var/log/nginx', "search the gzipped logs in /var/log/nginx for 'upstream timed out'",
     'zgrep "upstream timed out" /var/log/nginx/*.gz'),
    ("zcat backups/ | grep x", "grep x in the gzipped files in backups/", "zcat backups/*.gz | grep x"),
    ("zcat access.log.gz | head", "first lines of access.log.gz", "zcat access.log.gz | head"),
    ('zcat compressFileName | tar x', 'Unzip and expand tar archive "compressFileName"', 'zcat compressFileName | tar x'),
])
def test_a_folder_of_gzipped_files_is_read_by_its_gz_files(command, text, expected):
    assert gzipped_in_folder(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('git log --since "2 weeks ago"', "show commits by alice from the last 2 weeks",
     'git log --author=alice --since "2 weeks ago"'),
    ("git log --oneline alice", "commits made by alice", "git log --oneline --author=alice"),
    ("git log --oneline", "show my commits", 'git log --author="$(git config user.name)" --oneline'),
    ("git log --author=bob", "commits by bob", "git log --author=bob"),
    ("git log -5", "show the last 5 commits", "git log -5"),
])
def test_a_log_of_someones_commits_names_the_author(command, text, expected):
    assert git_author(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tail -f test_output.log", "tail test_output.log live but only show me the FAIL lines", "tail -f test_output.log | grep FAIL"),
    ("tail -F app.log", "follow app.log and only show the lines with timeout", "tail -F app.log | grep -i timeout"),
    ("tail -f app.log | grep ERROR", "follow app.log, only the ERROR lines", "tail -f app.log | grep ERROR"),
    ("tail -n 20 app.log", "only the last 20 lines of app.log", "tail -n 20 app.log"),   # not followed
    ("tail -f app.log", "follow app.log, only new lines", "tail -f app.log"),
])
def test_a_followed_log_shows_only_the_lines_asked(command, text, expected):
    assert followed_lines(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("pip install requirements.txt", "pip install -r requirements.txt"),
    ("pip3 install --user dev-requirements.txt", "pip3 install --user -r dev-requirements.txt"),
    ("python3 -m pip install requirements/dev.txt", "python3 -m pip install -r requirements/dev.txt"),
    ("pip install -U -r req.txt", "pip install -U -r req.txt"), ("pip install flask", "pip install flask"),
])
def test_pip_installs_a_requirements_file_with_r(command, expected):
    assert pip_requirements(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("rsync -avz -e ./site/ web@10.0.0.8:/srv/site", "rsync ./site to web@10.0.0.8:/srv/site, the server runs ssh on port 2222",
     "rsync -avz -e 'ssh -p 2222' ./site/ web@10.0.0.8:/srv/site"),
    ("rsync -av -e <text> a/ h:/b", "sync a/ to h:/b over ssh port 2200", "rsync -av -e 'ssh -p 2200' a/ h:/b"),
    ("rsync -av a/ h:/b", "sync a/ to h:/b, ssh is on port 2200", "rsync -av -e 'ssh -p 2200' a/ h:/b"),
    ("rsync -av a/ b/", "sync a/ to b/ on port 2200", "rsync -av a/ b/"),   # no host
    ("rsync -av -e 'ssh -p 22' a/ h:/b", "sync a/ to h:/b", "rsync -av -e 'ssh -p 22' a/ h:/b"),
])
def test_an_rsync_to_a_host_uses_the_ssh_port_the_request_gives(command, text, expected):
    assert rsync_ssh_port(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("rsync -av ~/docs/ backup@nas.local:/backups/docs", "rsync ~/docs to backup@nas.local:/backups/docs with a progress bar",
     "rsync -av --progress ~/docs/ backup@nas.local:/backups/docs"),
    ("rsync -av ~/backup/ offsite.example.com:/backup", "rsync ~/backup to offsite.example.com:/backup but cap it at 5 MB/s",
     "rsync -av --bwlimit=5M ~/backup/ offsite.example.com:/backup"),
    ("rsync -av ./etc-files web01:/etc/myapp", "rsync ./etc-files into /etc/myapp on web01, need sudo on the remote side",
     "rsync -av --rsync-path='sudo rsync' ./etc-files web01:/etc/myapp"),
    ("rsync -av ~/Documents/ backup@vault:/data", "back up ~/Documents to backup@vault:/data with rsync using the key ~/.ssh/backup_key",
     "rsync -av -e 'ssh -i ~/.ssh/backup_key' ~/Documents/ backup@vault:/data"),
    ("rsync -av movie.mkv media@htpc:/srv/media", "the rsync of movie.mkv to media@htpc:/srv/media broke halfway, resume it",
     "rsync -avP movie.mkv media@htpc:/srv/media"),
    ("rsync -av db01:/var/backups/db/ ./db", "pull /var/backups/db from db01 into ./db with rsync, compress over the network",
     "rsync -avz db01:/var/backups/db/ ./db"),
    ("rsync -av -e 'ssh -p 2222' 2222 ~/music/ pi@pi:/mnt/music", "rsync ~/music to pi@pi:/mnt/music, ssh listens on 2222",
     "rsync -av -e 'ssh -p 2222' ~/music/ pi@pi:/mnt/music"),   # the port the model left among the operands
    ("rsync -avz --progress a/ h:/b", "sync a/ to h:/b compressed over the wire with progress", "rsync -avz --progress a/ h:/b"),   # said already
    ("rsync -av a/ b/", "sync a/ to b/", "rsync -av a/ b/"),
    ("rsync --dry-run --exclude '*.tmp' src/ h:/dst", "copy src/ to h:/dst leaving out *.tmp, a dry run with progress",
     "rsync --progress --dry-run --exclude '*.tmp' src/ h:/dst"),   # never between --exclude and its pattern
    ("rsync -av music/ pi@pi:/media", "rsync music/ to pi@pi:/media limiting bandwidth to 1000 KB/s", "rsync -av --bwlimit=1000 music/ pi@pi:/media"),
    ("rsync -avz home/ backup@vault:~/.ssh/k", "rsync home/ to backup@vault:/b/ using the ssh key ~/.ssh/k",
     "rsync -avz home/ backup@vault:~/.ssh/k"),   # the key already among the operands: that candidate is not made to look right
])
def test_an_rsync_gets_the_options_the_request_says(command, text, expected):
    assert rsync_options_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -czf myapp.tar.gz --exclude=node_modules ./myapp", "make myapp.tar.gz of ./myapp without node_modules or .git",
     "tar -czf myapp.tar.gz --exclude=node_modules --exclude=.git ./myapp"),
    ("tar -czf a.tgz --exclude=.git src", "tar src into a.tgz excluding .git, dist and node_modules",
     "tar -czf a.tgz --exclude=.git --exclude=dist --exclude=node_modules src"),
    ("tar -czf a.tgz src", "tar src into a.tgz without compression", "tar -czf a.tgz src"),   # no name, no exclude yet
    ("tar -xzf a.tgz", "extract a.tgz except the .git folder", "tar -xzf a.tgz"),             # not a creating tar
    ("grep -r --exclude-dir=.git API_KEY .", "search for API_KEY in the current dir but skip node_modules and .git",
     "grep -r --exclude-dir=.git --exclude-dir=node_modules API_KEY ."),
    ("grep -r --exclude-dir=dist/ TODO src", "grep TODO in src, skip dist/ and build",
     "grep -r --exclude-dir=dist/ --exclude-dir=build TODO src"),
    ("grep -r API_KEY .", "search for API_KEY but skip node_modules", "grep --exclude-dir=node_modules -r API_KEY ."),
    ("grep API_KEY a.txt", "search a.txt for API_KEY but skip node_modules", "grep API_KEY a.txt"),   # no recursion
    ("grep -r x .", "grep x here but skip .bak files", "grep -r x ."),   # a kind of file is no folder
    ("grep -r --exclude-dir=vendor x .", "grep x, skip vendor and *.min.js", "grep -r --exclude-dir=vendor x ."),
    ('grep -r password /etc/myapp --include="*.bak"', "search password in /etc/myapp but skip .bak files",
     'grep -r password /etc/myapp --exclude="*.bak"'),
])
def test_a_tar_or_grep_leaves_out_every_name_the_request_lists(command, text, expected):
    assert listed_excludes(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -r deadline ~/notes", "search ~/notes for 'deadline', case doesn't matter", "grep -ri deadline ~/notes"),
    ('find ~/Documents -name "*resume*"', "find files with resume in the name in ~/Documents, not sure about capital letters",
     'find ~/Documents -iname "*resume*"'),
    ('find . -name "*.php" -exec grep joomla {} +', "find joomla case insensitively in the php files",
     'find . -name "*.php" -exec grep -i joomla {} +'),   # the text's case, not the names'
    ("du -s *", "disk usage of each folder here, human readable", "du -sh *"),
    ("ls -l", "list files with sizes in human readable form", "ls -lh"), ("free", "free memory, human readable", "free -h"),
    ("du -s * | sort -n", "sizes here, human readable, sorted", "du -s * | sort -n"),   # sort -n would mis-sort 1K, 2M
    ("git diff --stat", "diff of staged changes", "git diff --staged --stat"),
    ("git diff --cached", "what's staged", "git diff --cached"), ("grep -i x f", "grep x in f ignoring case", "grep -i x f"),
    ("curl -o a.tgz https://x.io/latest", "save https://x.io/latest as a.tgz, it redirects", "curl -L -o a.tgz https://x.io/latest"),
    ("curl -sL https://x.io", "fetch https://x.io following redirects", "curl -sL https://x.io"),
    ("curl https://x.io > out.html", "curl https://x.io and redirect the output to out.html", "curl https://x.io > out.html"),
    ("xz huge.log", "compress huge.log with xz using max compression", "xz -9 huge.log"),
    ("gzip -k a.sql", "gzip a.sql at the highest level, keep the original", "gzip -k a.sql"),   # "level" alone: no
    ("gzip -k a.sql", "gzip a.sql with the best compression, keep the original", "gzip -9 -k a.sql"),
    ("gzip -d a.gz", "decompress a.gz, max compression was used", "gzip -d a.gz"), ("zip -r -9 a.zip d", "max compression zip of d", "zip -r -9 a.zip d"),
    ("pkill chrome", "force kill everything named chrome", "pkill -9 chrome"),
    ("kill 4242", "kill 4242 forcefully", "kill -9 4242"), ("kill -KILL 4242", "force kill 4242", "kill -KILL 4242"),
    ("pkill chrome", "kill chrome", "pkill chrome"), ("kill -s KILL 12", "hard kill 12", "kill -s KILL 12"),
    ("scp bob@hs:/srv/n.md .", "copy /srv/n.md from hs (user bob) here and keep the timestamps", "scp -p bob@hs:/srv/n.md ."),
    ("cp -a a b", "copy a to b keeping the timestamps", "cp -a a b"),
    ("wget https://x.io/ep42.mp3", "download https://x.io/ep42.mp3 in the background", "wget -b https://x.io/ep42.mp3"),
    ("wget https://x.io/a & ", "download https://x.io/a in the background", "wget https://x.io/a & "),
    ("journalctl -u cron -n 50", "last 50 journal lines for cron without pager", "journalctl --no-pager -u cron -n 50"),
    ("journalctl -b", "show kernel messages from this boot", "journalctl -k -b"),
    ('find ./scripts -name "*.py"', "find .py files in ./scripts that are executable", 'find ./scripts -name "*.py" -executable'),
    ("chmod +x a.py", "make a.py executable", "chmod +x a.py"),
    ("diff a.txt b.txt", "diff a.txt b.txt but ignore case", "diff -i a.txt b.txt"),
    ("df /mnt/backup", "what filesystem type is /mnt/backup", "df -T /mnt/backup"), ("df -h", "free space, human readable", "df -h"),
])
def test_a_flag_asked_in_words_is_given(command, text, expected):
    assert flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sudo chown -R www-data /var/www/blog", "change the owner of /var/www/blog to www-data, user and group, recursivly",
     "sudo chown -R www-data:www-data /var/www/blog"),
    ("chown deploy app/", "make deploy the owner and group of app/", "chown deploy:deploy app/"),
    ("chown deploy app/", "make deploy the owner of app/", "chown deploy app/"),   # the owner only
    ("chown deploy:staff app/", "user and group of app/ to deploy and staff", "chown deploy:staff app/"),
])
def test_one_name_for_owner_and_group_is_given_as_both(command, text, expected):
    assert owner_and_group(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("git reset --hard HEAD~1", "throw away all my local changes to tracked files", "git reset --hard"),
    ("git reset --hard HEAD^", "discard my changes", "git reset --hard"),
    ("git reset --soft HEAD~1", "undo my last commit but keep the changes", "git reset --soft HEAD~1"),
    ("git reset --hard HEAD~3", "go back 3 commits", "git reset --hard HEAD~3"),
    ("git reset HEAD~1", "unstage everything", "git reset"),
])
def test_a_reset_keeps_commits_the_request_never_speaks_of(command, text, expected):
    assert commits_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -v timeout app.log", "ERROR lines in app.log that don't mention timeout", "grep ERROR app.log | grep -v timeout"),
    ("grep -v '^#' a.conf", "lines of a.conf that are not comments", "grep -v '^#' a.conf"),       # no kind named
    ("grep ERROR app.log | grep -v timeout", "ERROR lines in app.log without timeout", "grep ERROR app.log | grep -v timeout"),
    ("grep -vc x a.log", "count ERROR lines in a.log without x", "grep -vc x a.log"),              # a count: left
])
def test_the_kind_of_lines_asked_is_kept_before_an_inverted_grep(command, text, expected):
    assert kind_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("du -sh /var", "how much space does /var take up? I keep getting permission denied", "sudo du -sh /var"),
    ("find / -name x 2> /dev/null", "find x anywhere and hide the permission denied errors", "find / -name x 2> /dev/null"),
    ("find / -name x", "find x anywhere, without the permission denied noise", "find / -name x"),
    ("chmod +x ./backup.sh", "i get permission denied when i run ./backup.sh", "chmod +x ./backup.sh"),   # the mode
    ("sudo du -sh /root", "size of /root, permission denied otherwise", "sudo du -sh /root"),
])
def test_a_reader_denied_permission_runs_with_sudo(command, text, expected):
    assert denied_reader(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('find . -name "*.pyc" | xargs rm -rf', 'find . -name "*.pyc" -delete'),
    ("find /tmp -type f -iname '*.log' -mtime +7 | xargs rm", "find /tmp -type f -iname '*.log' -mtime +7 -delete"),
    ('find . -name "*.pyc" -print0 | xargs -0 rm -rf', 'find . -name "*.pyc" -print0 | xargs -0 rm -rf'),   # safe already
    ('find . -type d -name "*.egg-info" | xargs rm -rf', 'find . -type d -name "*.egg-info" | xargs rm -rf'),   # folders
    ("find . -name build | xargs rm -rf", "find . -name build | xargs rm -rf"),   # no kind: may be a folder
    ('find . -name "*.pyc" | xargs rm -rf | wc -l', 'find . -name "*.pyc" | xargs rm -rf | wc -l'),
])
def test_a_find_piped_to_rm_deletes_by_itself(command, expected):
    assert find_deletes(command) == expected
    assert find_deletes(command, recognize("delete them using xargs")) == command


@pytest.mark.parametrize("command, expected", [
    ('find ~/Pictures \\( -name "*.jpg" -o -name "*.jpg" -o -name "*.JPG" \\)', 'find ~/Pictures -iname "*.jpg"'),
    ('find . -name "*.JPG" -o -name "*.jpg" -type f', 'find . -iname "*.jpg" -type f'),
    ('find . \\( -name "*.jpg" -o -name "*.png" \\)', 'find . \\( -name "*.jpg" -o -name "*.png" \\)'),   # two kinds
    ('find . -name "*.jpg" -o -name "*.jpg" \\)', 'find . -name "*.jpg" -o -name "*.jpg" \\)'),   # half a group
    ('find . -name a.txt', 'find . -name a.txt'),
])
def test_a_find_of_one_name_in_two_cases_ignores_case(command, expected):
    assert case_pairs_joined(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("git diff v1.2 v1.3", "which files changed between tags v1.2 and v1.3", "git diff --name-only v1.2 v1.3"),
    ("git diff --stat main", "what files differ from main", "git diff --stat main"),
    ("git diff main", "show what changed since main", "git diff main"),
    ("git diff --staged", "list the files i staged", "git diff --name-only --staged"),
])
def test_a_diff_for_which_files_changed_names_them(command, text, expected):
    assert diff_names_only(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("column -t -s, mounts.txt", "pretty print the colon separated mounts.txt as aligned columns", "column -t -s: mounts.txt"),
    ("cut -d: -f3- events.log", "events.log is space delimited, print from field 2 on", "cut -d' ' -f3- events.log"),
    ("cut -d ' ' -f 2 a.txt", "a.txt is comma separated, the 2nd field", "cut -d, -f 2 a.txt"),
    ("cut -d' ' -f2 a.txt", "a.txt is pipe delimited, the 2nd field", "cut -d'|' -f2 a.txt"),
    ("awk '{print $3}' s.txt", "the semicolon separated s.txt, 3rd column", "awk -F';' '{print $3}' s.txt"),
    ("awk '{print $3}' s.txt", "s.txt is tab separated, 3rd column", "awk -F'\\t' '{print $3}' s.txt"),
    ("cut -f3 s.txt", "s.txt is tab separated, 3rd column", "cut -f3 s.txt"),          # cut's own default
    ("awk '{print $3}' s.txt", "s.txt is space separated, 3rd column", "awk '{print $3}' s.txt"),
    ("sort -k2 -n s.txt", "sort the colon separated s.txt by field 2", "sort -t: -k2 -n s.txt"),
    ("tr , '\\t' < a.csv", "turn the comma separated a.csv into tab separated", "tr , '\\t' < a.csv"),   # two said
    ("wc -l a.csv", "lines of the comma separated a.csv", "wc -l a.csv"),
])
def test_the_separator_said_in_words_splits_the_fields(command, text, expected):
    assert said_separator(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("cut -d' ' -f2 events.log", "print everything from the 2nd field onward of events.log", "cut -d' ' -f2- events.log"),
    ("cut -d, -f3 a.csv", "columns from 3 to the end of a.csv", "cut -d, -f3- a.csv"),
    ("cut -d, -f3 a.csv", "the 3rd column of a.csv", "cut -d, -f3 a.csv"),
    ("awk -F, '{print $5}' metrics.csv", "print from the 5th column to the end of metrics.csv", "cut -d, -f5- metrics.csv"),
    ("awk '{print $5}' metrics.txt", "print from the 5th column to the end of metrics.txt", "awk '{print $5}' metrics.txt"),   # runs of blanks
])
def test_fields_from_one_onward_are_a_range(command, text, expected):
    assert fields_onward(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("scp -r results.tar.gz alice@hpc:~", "copy results.tar.gz to hpc", "scp results.tar.gz alice@hpc:~"),
    ("scp -r build alice@hpc:~", "copy build to hpc", "scp -r build alice@hpc:~"),
    ("scp -r alice@hpc:results.tar.gz .", "fetch results.tar.gz from hpc", "scp -r alice@hpc:results.tar.gz ."),
])
def test_scp_of_files_only_is_not_recursive(command, text, expected):
    assert rm_files_not_trees(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("head -n 3 report.txt", "show everything except the first 3 lines of report.txt", "tail -n +4 report.txt"),
    ("head -3 report.txt", "report.txt without the first three lines", "tail -n +4 report.txt"),
    ("tail -n 2 output.txt", "drop the last 2 lines of output.txt", "head -n -2 output.txt"),
    ("sed -i '2d' output.txt", "drop the last 2 lines of output.txt", "head -n -2 output.txt"),
    ("sed -i '5d' a.txt", "delete the first 5 lines of a.txt", "sed -i '1,5d' a.txt"),
    ("head -n 3 report.txt", "the first 3 lines of report.txt", "head -n 3 report.txt"),
    ("tail -n +4 report.txt", "skip the first 3 lines of report.txt", "tail -n +4 report.txt"),
    ("tail -n +1 survey.csv", "show everything in survey.csv except the first line (the header)", "tail -n +2 survey.csv"),
    ("tail -n +1 o.csv | wc -l", "how many rows in o.csv, not counting the header", "tail -n +2 o.csv | wc -l"),
    ("sed -i '1d' export.csv", "remove the first line from export.csv", "sed -i '1d' export.csv"),
    ("tail -n +1 a.txt", "print a.txt from the first line", "tail -n +1 a.txt"),
    ("tail -n 5 draft.txt", "print draft.txt except its last 5 lines", "head -n -5 draft.txt"),
    ("tail -n +2 stats.txt", "skip the first 3 lines of stats.txt and print the rest", "tail -n +4 stats.txt"),
])
def test_lines_left_out_are_not_the_lines_shown(command, text, expected):
    assert lines_left_out(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sort tokens.txt | uniq -c", "which lines occur exactly once in tokens.txt", "sort tokens.txt | uniq -u"),
    ("sort a.txt | uniq -c | sort -rn", "lines that appear more than once in a.txt", "sort a.txt | uniq -d"),
    ("sort a.txt | uniq", "show duplicated lines of a.txt", "sort a.txt | uniq -d"),
    ("sort a.txt | uniq -c", "how many times does each duplicated line of a.txt appear", "sort a.txt | uniq -c"),
    ("sort a.txt | uniq -c", "count each line of a.txt", "sort a.txt | uniq -c"),
    ("sort servers.txt | uniq -u", "print each hostname in servers.txt only once, sorted", "sort servers.txt | uniq"),
    ("sort names.txt | uniq -c", "show the lines of names.txt that appear only once", "sort names.txt | uniq -u"),
])
def test_lines_seen_once_or_more_are_uniq_u_or_d(command, text, expected):
    assert uniq_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("du -sh ~/P/*.png", "whats the total size of all the pngs in ~/P", "du -ch ~/P/*.png | tail -n 1"),
    ("du -ch ~/P/*.png", "total size of the pngs in ~/P", "du -ch ~/P/*.png | tail -n 1"),
    ("du -sh ~/P", "total size of ~/P", "du -sh ~/P"),                     # one folder: -s is its total
    ("du -sh ~/P/*.png", "size of each png in ~/P", "du -sh ~/P/*.png"),
    ("du -ch ~/P/*.png | tail -n 1", "total size of the pngs in ~/P", "du -ch ~/P/*.png | tail -n 1"),
])
def test_a_total_size_of_many_files_is_one_line(command, text, expected):
    assert total_size(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("unzip course_pack.zip -d *.pdf", "unzip course_pack.zip '*.pdf'"),
    ("unzip a.zip -d out", "unzip a.zip -d out"),
    # a glob of archives: unzip's to expand (the shell's would make the second archive a member of the first)
    ("unzip ~/Downloads/*.zip", 'unzip "$HOME/Downloads/*.zip"'),
    ("unzip -o backups/*.zip -d restored", "unzip -o 'backups/*.zip' -d restored"),
    ("unzip '*.zip'", "unzip '*.zip'"),
])
def test_unzip_members_are_not_a_folder(command, expected):
    assert unzip_members(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("curl -o ~/Pictures/Wallpapers https://example.com/w/mountains.jpg",
     "with curl, download https://example.com/w/mountains.jpg to ~/Pictures/Wallpapers",
     "curl -o ~/Pictures/Wallpapers/mountains.jpg https://example.com/w/mountains.jpg"),
    ("wget -O downloads/ https://x.io/a.iso", "get https://x.io/a.iso into downloads/", "wget -O downloads/a.iso https://x.io/a.iso"),
    ("curl -o page.html https://x.io/", "save https://x.io/ as page.html", "curl -o page.html https://x.io/"),
])
def test_a_download_into_a_folder_is_named_inside_it(command, text, expected):
    assert output_in_folder(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("md5sum password123", "md5 hash of the string password123 without the trailing newline", "echo -n password123 | md5sum"),
    ("base64 hello", "base64 encode the text hello", "echo -n hello | base64"),
    ("sha1sum firmware.bin", "sha1sum of firmware.bin, just the hash not the filename", "sha1sum firmware.bin | cut -d' ' -f1"),
    ("base64 -w logo.png > logo.txt", "base64 encode logo.png into logo.txt with no line wrapping", "base64 -w 0 logo.png > logo.txt"),
    ("base64 -w 0 logo.png", "base64 logo.png on one line", "base64 -w 0 logo.png"),
    ("md5sum notes.txt", "md5 of notes.txt", "md5sum notes.txt"),
    ("sha256sum 2024secret", "sha256 of the string 2024secret", "echo -n 2024secret | sha256sum"),
    ("sha256sum hello", "sha256 of the text hello, without a trailing newline", "echo -n hello | sha256sum"),   # the comma is no part of it
])
def test_a_hash_of_a_string_and_the_hash_alone(command, text, expected):
    assert hash_forms(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("node", "what version of node do i have", "node --version"),
    ("which java", "which java version is the default one", "java -version"),
    ("python3 --version", "what version of python do i have", "python3 --version"),
    ("node app.js", "run app.js with node version 20", "node app.js"),
    ("date -d 2024-02-29", "what day of the week was 2024-02-29", "date -d 2024-02-29 +%A"),
    ("date -d 2024-02-29 +%s", "what day of the week was 2024-02-29", "date -d 2024-02-29 +%s"),
    ("npm ls ubuntu", "which ubuntu version is this", "lsb_release -a"), ("uname -a", "what kernel version", "uname -a"),
    ("cat /etc/os-release", "which debian version is this", "cat /etc/os-release"),
])
def test_a_version_or_a_weekday_asked_is_answered(command, text, expected):
    assert version_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('find /opt/logs -name "*.log" -mtime 2', "all .log files under /opt/logs modified in last 2 days", 'find /opt/logs -name "*.log" -mtime -2'),
    ("find /var/log -mtime 3", "logs older than 3 days in /var/log", "find /var/log -mtime +3"),
    ("find . -mmin 30", "files changed within 30 minutes", "find . -mmin -30"),
    ("find . -mtime 2", "files modified exactly 2 days ago", "find . -mtime 2"),                # neither
    ("find . -mtime -7 -size +1M", "files from the last 7 days over 1M", "find . -mtime -7 -size +1M"),   # both: left
])
def test_a_find_age_gets_the_sign_the_words_give(command, text, expected):
    assert time_sign(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("rsync -av --delete /var/www backup.example.com:/srv/www-mirror",
     "mirror /var/www to backup.example.com:/srv/www-mirror and delete files there that no longer exist here",
     "rsync -av --delete /var/www/ backup.example.com:/srv/www-mirror"),
    ("rsync -av --delete /var/www/ b:/m", "mirror /var/www to b:/m", "rsync -av --delete /var/www/ b:/m"),
    ("rsync -av /var/www b:/m", "copy /var/www to b:/m", "rsync -av /var/www b:/m"),          # no mirror
    ("rsync -av --delete a.tar b:/m", "mirror a.tar to b:/m", "rsync -av --delete a.tar b:/m"),   # a file
])
def test_a_mirrored_folder_is_synced_as_its_contents(command, text, expected):
    assert mirror_contents(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('find /var/log/nginx -name "*.log" -mtime -10', "find .log files in /var/log/nginx that are between 5 and 10 days old",
     'find /var/log/nginx -name "*.log" -mtime +5 -mtime -10'),
    ("find logs -mmin +120", "files in logs between 2 and 6 hours old", "find logs -mmin +120 -mmin -360"),
    ("find logs -mtime +5 -mtime -10", "files in logs between 5 and 10 days old", "find logs -mtime +5 -mtime -10"),
    ("find logs -mtime -10", "files in logs between 10 and 5 days old", "find logs -mtime -10"),   # no range
])
def test_an_age_between_two_bounds_tests_both(command, text, expected):
    assert ages_between(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("cut -c1-12 log.txt", "chop the first 8 characters off every line of log.txt", "cut -c9- log.txt"),
    ("cut -c1-3 a.txt", "remove the first three chars of each line in a.txt", "cut -c4- a.txt"),
    ("cut -c1-8 log.txt", "the first 8 characters of every line of log.txt", "cut -c1-8 log.txt"),
])
def test_characters_taken_off_leave_the_rest(command, text, expected):
    assert chars_left_out(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("awk 'length > 20' notes.txt", "lines of notes.txt shorter than 20 characters", "awk 'length < 20' notes.txt"),
    ("awk 'length < 80' a.txt", "lines of a.txt longer than 80 characters", "awk 'length > 80' a.txt"),
    ("awk 'length > 80' a.txt", "lines of a.txt longer than 80 characters", "awk 'length > 80' a.txt"),
])
def test_a_length_compares_the_way_the_request_does(command, text, expected):
    assert length_compared(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep WARN service.log", "print only the WARN or ERROR lines from service.log", "grep -E 'WARN|ERROR' service.log"),
    ("grep -n TODO a.c", "the TODO and FIXME comments in a.c with line numbers", "grep -E -n 'TODO|FIXME' a.c"),
    ("grep -n TODO a.py", "search a.py for the word TODO and show line numbers", "grep -n TODO a.py"),
    ("grep -E 'foo|bar' x.txt", "grep for foo or bar in x.txt", "grep -E 'foo|bar' x.txt"),
    ("grep error app.log", "error lines in app.log or syslog", "grep error app.log"),
])
def test_a_grep_of_one_of_two_words_joined_by_or_searches_both(command, text, expected):
    assert either_pattern(command, recognize(text)) == expected


def test_a_grep_of_a_folder_named_by_an_unknown_word_recurses():
    from serval.model.rewrites import grep_folder_recursive
    from serval.model.entities import stem
    text = "which files in my thesis folder contain the word hypothesis"
    rec = recognize(text, {stem(w) for w in text.split() if w != "thesis"})   # a word the model does not know
    assert [(e.type, e.value) for e in rec.entities][0] == ("Text", "thesis")
    assert grep_folder_recursive("grep -lw hypothesis thesis", rec) == "grep -rlw hypothesis thesis"


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i 's/foo/bar/g' input.txt", "replace foo with bar everywhere in input.txt and print the result",
     "sed 's/foo/bar/g' input.txt"),
    ("sed -i '5,10d' notes.txt", "delete lines 5 to 10 of notes.txt and print the rest", "sed '5,10d' notes.txt"),
    ("sed -i 's/a/b/' x.txt", "replace a with b in x.txt in place and show it", "sed -i 's/a/b/' x.txt"),
    ("sed -i '/^$/d' d.txt", "delete the blank lines from d.txt", "sed -i '/^$/d' d.txt"),
])
def test_sed_does_not_rewrite_a_file_the_request_only_wants_shown(command, text, expected):
    assert sed_shown_not_saved(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -czf /backup/etc-YYYY-MM-DD.tar.gz /etc", "tar up /etc into /backup/etc-YYYY-MM-DD.tar.gz using today's date",
     "tar -czf /backup/etc-$(date +%F).tar.gz /etc"),
    ("cp db.sqlite db-20240131.sqlite", "make a backup copy of db.sqlite named with todays date, like db-20240131.sqlite",
     "cp db.sqlite db-$(date +%Y%m%d).sqlite"),
    ("tar -czf build.tar.gz build", "archive build as a .tar.gz with today's date in the name",
     "tar -czf build-$(date +%F).tar.gz build"),
    ("find . -newermt 2024-03-01", "files changed since 2024-03-01, and the current date", "find . -newermt 2024-03-01"),
    ("cp db.sqlite db-20240131.sqlite", "copy db.sqlite to db-20240131.sqlite", "cp db.sqlite db-20240131.sqlite"),
    ("cp db.sqlite db.sqlite.bak", "make a backup copy of db.sqlite named db.sqlite.bak- followed by today's date as YYYYMMDD",
     "cp db.sqlite db.sqlite.bak-$(date +%Y%m%d)"),
    ("cp config.yml config.yml.bak", "copy config.yml to config.yml.bak with the current date appended",
     "cp config.yml config.yml.bak-$(date +%F)"),
    ("cp config.yml /backup/", "copy config.yml to /backup/ with the current date appended", "cp config.yml /backup/"),
    ("mkdir backup-", "make a directory called backup- followed by today's date like backup-2024-06-30", "mkdir backup-$(date +%F)"),
])
def test_a_name_with_todays_date_takes_it_from_date(command, text, expected):
    assert dated_names(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sudo crontab -u olddev -l", "wipe all cron jobs of user olddev", "sudo crontab -u olddev -r"),
    ("crontab -l", "delete my crontab", "crontab -r"),
    ("crontab -e", "remove the cron job that runs backup.sh", "crontab -e"),
])
def test_a_crontab_wiped_whole_is_removed(command, text, expected):
    assert crontab_wiped(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sort -m data.txt", "is data.txt already sorted? check it", "sort -c -m data.txt"),
    ("sort ips.txt", "sort ips.txt by IP address", "sort -V ips.txt"),
    ("grep failed auth.log | wc -l", "how many times does failed appear in auth.log? count every occurrence, not just lines",
     "grep -o failed auth.log | wc -l"),
    ("grep -rn f .", "find every occurrence of f in the project", "grep -rn f ."),   # no count asked
    ("sudo passwd mallory", "lock the password of user mallory", "sudo passwd -l mallory"),
    ("which node", "every node on my PATH, not just the first", "which -a node"),
    ("sort -f e.txt | uniq -d", "duplicate lines of e.txt ignoring case", "sort -f e.txt | uniq -i -d"),
    ("gzip big.csv", "compress big.csv with the best gzip compression", "gzip -9 big.csv"),
    ("gzip dump.bin", "gzip dump.bin even though dump.bin.gz already exists, overwriting it", "gzip -f dump.bin"),
    ("xz dump.bin", "xz dump.bin and overwrite dump.bin.xz if it is there", "xz -f dump.bin"),
    ("xz dump.bin", "xz dump.bin but do not overwrite anything", "xz dump.bin"),
])
def test_flags_said_in_words_for_more_tools(command, text, expected):
    from serval.model.rewrites import flags_said
    assert flags_said(tool_flags_said(command, recognize(text)), recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep -C 2 FATAL app.log", "2 lines of context before every FATAL line in app.log", "grep -B 2 FATAL app.log"),
    ("grep -C 3 x a.log", "x in a.log with 3 lines after it", "grep -A 3 x a.log"),
    ("grep -C 5 x a.log", "x in a.log with 5 lines before and after each one", "grep -C 5 x a.log"),
    # a number for each side
    ("grep -C 2 segfault kern.log", "show 2 lines before and 4 lines after every segfault in kern.log", "grep -B 2 -A 4 segfault kern.log"),
    ("grep -A 3 panic d.log", "show 3 lines after and 1 line before each match of panic in d.log", "grep -B 1 -A 3 panic d.log"),
])
def test_grep_context_on_the_side_the_request_says(command, text, expected):
    assert context_side(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("awk 'length > 5' data.txt", "print lines of data.txt that have more than 5 fields", "awk 'NF > 5' data.txt"),
    ("awk 'length > 5' r.txt", "lines of r.txt that have exactly 5 fields", "awk 'NF == 5' r.txt"),
])
def test_a_count_of_fields_is_nf(command, text, expected):
    assert length_compared(command, recognize(text)) == expected


def test_a_kind_of_character_given_to_tr_is_its_class():
    assert tr_classes("tr -d punctuation < speech.txt") == "tr -d '[:punct:]' < speech.txt"
    assert tr_classes("tr -d 'abc' < a.txt") == "tr -d 'abc' < a.txt"


@pytest.mark.parametrize("command, text, expected", [
    ("mv budget.xlsx budget_2023.xlsx ~/Documents", "rename budget.xlsx in ~/Documents to budget_2023.xlsx",
     "mv ~/Documents/budget.xlsx ~/Documents/budget_2023.xlsx"),
    ("mv IMG_0042.JPG beach.jpg ./photos/2023", "move IMG_0042.JPG to ./photos/2023 and name it beach.jpg",
     "mv IMG_0042.JPG ./photos/2023/beach.jpg"),
    ("mv a.txt b.txt", "rename a.txt to b.txt", "mv a.txt b.txt"),
])
def test_a_file_renamed_inside_a_folder(command, text, expected):
    assert named_in_folder(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("mv ~/Desktop/*.gif ~/Pictures/screens/", "move all png and gif files from ~/Desktop to ~/Pictures/screens",
     "mv ~/Desktop/*.png ~/Desktop/*.gif ~/Pictures/screens/"),
    ("rm *.log", "delete the log files here", "rm *.log"),
])
def test_every_kind_listed_is_moved(command, text, expected):
    assert kinds_listed(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("mkdir -p ~/Documents/taxes", "make a folder called invoices inside ~/Documents/taxes", "mkdir -p ~/Documents/taxes/invoices"),
    ("mkdir ~/t", "make dirs 2021, 2022 and 2023 under ~/t", "mkdir ~/t/2021 ~/t/2022 ~/t/2023"),
    ("mkdir -p ./photos/2023", "create folders 01 to 12 inside ./photos/2023", "mkdir -p ./photos/2023/{01..12}"),
    ("mkdir -p ~/t/x", "make a folder called x inside ~/t", "mkdir -p ~/t/x"),
])
def test_folders_are_made_inside_the_place_named(command, text, expected):
    assert made_inside(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find ~/Downloads -type f -size +50M", "files between 10 and 50 megs in ~/Downloads", "find ~/Downloads -type f -size +10M -size -50M"),
    ("find p -mtime +10 -mtime -3", "files in p modified more than 3 days ago but less than 10", "find p -mtime +3 -mtime -10"),
])
def test_size_ranges_and_bounds_the_wrong_way_round(command, text, expected):
    assert ages_between(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("rm -i /mnt/b/x.tar.gz", "delete x.tar.gz from /mnt/b without asking", "rm -f /mnt/b/x.tar.gz"),
    ('find /tmp/b -name "*.tmp" -delete', "delete all .tmp files in /tmp/b but ask me for each one",
     'find /tmp/b -name "*.tmp" -ok rm {} \\;'),
    ("ls -lhS src", "show src sorted smallest file first", "ls -lhSr src"),
    ("ls -ltr src", "show src newest first", "ls -lt src"),
    ("du -sh /tmp/build", "disk usage of /tmp/build in megabytes", "du -sm /tmp/build"),
    ('find t -name "*.pdf" | wc -l', "how many pdf files are directly in t", 'find t -maxdepth 1 -name "*.pdf" | wc -l'),
    ('find ~/scripts -name "*.sh"', "list the .sh files in ~/scripts without looking into subfolders",
     'find ~/scripts -maxdepth 1 -name "*.sh"'),
    ("find ~/Downloads -type f -mtime +30", "files in Downloads (not its subfolders) older than 30 days",
     "find ~/Downloads -maxdepth 1 -type f -mtime +30"),
    ("zip -r p.zip p -x p/node_modules", "zip p into p.zip but leave out p/node_modules", "zip -r p.zip p -x 'p/node_modules/*'"),
])
def test_things_done_the_way_the_request_says(command, text, expected):
    assert asked_manner(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("rmdir ~/Downloads", "remove the empty folder old_stuff in ~/Downloads", "rmdir ~/Downloads/old_stuff"),
    ('mkdir "Tax Returns"', "make a folder named 'Tax Returns' in ~/Documents", "mkdir ~/Documents/'Tax Returns'"),
    ("du -h --max-depth=2 /var/lib", "show directory sizes in /var/lib down to 2 levels", "du -h --max-depth=2 /var/lib"),
])
def test_a_folder_placed_in_another_is_one_path(command, text, expected):
    assert folder_in_place(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('find src ! -name "*.c" -o -name "*.h"', 'find src ! -name "*.c" ! -name "*.h"'),
    ('find src ! \\( -name "*.c" -o -name "*.h" \\)', 'find src ! \\( -name "*.c" -o -name "*.h" \\)'),
    ("find . -path node_modules -prune -o -name x -print", "find . -name node_modules -prune -o -name x -print"),
    ("find . -path './a/*' -prune -o -print", "find . -path './a/*' -prune -o -print"),
    ('find p -iname "*.jpg" -o -iname "*.jpg"', 'find p -iname "*.jpg"'),
])
def test_find_expressions_put_right(command, expected):
    assert find_fixed(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("ls -d ~/Documents", "list only the directories in ~/Documents", "ls -d ~/Documents/*/"),
    ("ls -a project", "show only the hidden files and folders in project", "ls -d project/.*"),
    ("ls -la project", "show all files in project", "ls -la project"),
])
def test_ls_lists_only_what_is_asked(command, text, expected):
    assert ls_only(command, recognize(text)) == expected


def test_a_kind_in_both_cases_is_any_case():
    from serval.model.rewrites import flags_said
    text = "find jpgs in photos/2023 whether the extension is .jpg or .JPG"
    assert flags_said('find photos/2023 -name "*.jpg"', recognize(text)) == 'find photos/2023 -iname "*.jpg"'


@pytest.mark.parametrize("command, text, expected", [
    ('grep -ril "*.md" docs/', "which markdown files in docs/ mention kubernetes (case insensitive)",
     'grep -ril --include="*.md" kubernetes docs/'),
    ('grep -rni "*.log" /var/log/app', "case-insensitive search for 'connection refused' in all .log files under /var/log/app",
     'grep -rni --include="*.log" \'connection refused\' /var/log/app'),
])
def test_a_kind_searched_for_as_text_is_the_files_searched(command, text, expected):
    assert grep_include(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i '12d' /etc/fstab", "comment out line 12 of /etc/fstab", "sed -i '12s/^/#/' /etc/fstab"),
    ("node server.js", "run node server.js with NODE_ENV set to production", "NODE_ENV=production node server.js"),
    ("1 /usr/local/bin/app", "run /usr/local/bin/app with DEBUG=1 set only for that command", "DEBUG=1 /usr/local/bin/app"),
    ("sed -i x settings.py", "in settings.py replace DEBUG = True with DEBUG = False", "sed -i x settings.py"),
    ("comm -23 <(sort a.txt) <(sort b.txt)", "lines in a.txt that aren't in b.txt, both already sorted", "comm -23 a.txt b.txt"),
    ("gunzip data.json.gz data.json", "decompress data.json.gz back to data.json", "gunzip data.json.gz"),
    # without -c the redirect writes an empty file: the name gunzip writes anyway needs none, another needs -c
    ("gunzip backup.sql.gz > backup.sql", "decompress backup.sql.gz to backup.sql", "gunzip backup.sql.gz"),
    ("bzip2 -d data.csv.bz2 > data.csv", "decompress data.csv.bz2 to data.csv", "bzip2 -d data.csv.bz2"),
    ("gunzip data.csv.gz > out.csv", "decompress data.csv.gz into out.csv", "gunzip -c data.csv.gz > out.csv"),
    ("gunzip -c data.csv.gz > out.csv", "decompress data.csv.gz into out.csv", "gunzip -c data.csv.gz > out.csv"),
    ("zcat data.csv.gz > data.csv", "decompress data.csv.gz into data.csv", "zcat data.csv.gz > data.csv"),
])
def test_small_repairs_of_what_the_request_says_plainly(command, text, expected):
    assert small_repairs(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("split -d -b 50M archive.zip archive.zip.00 archive.zip.01",
     "split archive.zip into 50MB chunks with numeric suffixes like archive.zip.00, archive.zip.01", "split -d -b 50M archive.zip archive.zip."),
    ("split -l500 huge.sql chunk_aa.sql chunk_ab.sql", "split huge.sql into 500-line chunks named chunk_aa.sql, chunk_ab.sql, etc.",
     "split --additional-suffix=.sql -l500 huge.sql chunk_"),
    ("split -l1000 big.csv part_ab part_aa", "split big.csv into 1000-line pieces named part_aa, part_ab and so on",
     "split -l1000 big.csv part_"),
    ("split -l 50 a.log x", "split a.log into 50-line chunks named part_00, part_01", "split -d -l 50 a.log part_"),
    ("split --lines=5 part_00 part_01", "split a.log into chunks of 5 lines named part_00, part_01",
     "split --lines=5 part_00 part_01"),
])
def test_split_takes_the_prefix_of_the_names_shown(command, text, expected):
    assert split_prefix(command, recognize(text)) == expected


def test_a_glob_placed_in_a_folder_is_joined_to_it():
    text = "put all the .csv files in ./exports into exports.tar.gz"
    assert glob_in_place("tar -czf exports.tar.gz *.csv ./exports", recognize(text)) == "tar -czf exports.tar.gz ./exports/*.csv"


def test_a_folder_named_with_todays_date():
    text = "create a folder in ~/logs named with today's date like 2025-01-31"
    assert dated_names("mkdir -p ~/logs", recognize(text)) == "mkdir -p ~/logs/$(date +%F)"


def test_rm_of_a_said_file_is_not_recursive():
    assert rm_files_not_trees("rm -rf /var/lib/dpkg/lock", recognize("delete the lock file /var/lib/dpkg/lock")) == \
        "rm -f /var/lib/dpkg/lock"
    assert rm_files_not_trees("rm -rf old_logs", recognize("delete the folder old_logs")) == "rm -rf old_logs"


def test_du_leaves_out_what_the_request_does_not_count():
    text = "how much space does ./app use not counting node_modules"
    assert listed_excludes("du -sh ./app", recognize(text)) == "du --exclude=node_modules -sh ./app"


def test_a_name_search_for_a_word_searched_inside_files_is_a_grep():
    text = "search for TODO in all the files in the src folder and its subfolders"
    assert contents_searched("find src -name TODO", recognize(text)) == "grep -r TODO src"
    assert contents_searched("find src -name TODO", recognize("find files named TODO in src")) == "find src -name TODO"
    # a phrase searched for, and "search all files under X for Y"
    text = "search all files under /var/log for 'connection refused', ignoring case"
    assert contents_searched('find /var/log -iname "connection refused"', recognize(text)) == 'grep -ri "connection refused" /var/log'


def test_changed_means_the_contents_changed():
    assert content_times("find . -ctime -2", recognize("which files here did I change in the last 2 days")) == "find . -mtime -2"
    assert content_times("find . -ctime -2", recognize("files whose permissions changed in the last 2 days")) == \
        "find . -ctime -2"


def test_a_folder_left_out_of_a_find_by_name_is_left_out_by_path():
    assert find_fixed("find . -type f -size +50M ! -name .git") == "find . -type f -size +50M -not -path '*/.git/*'"
    assert find_fixed("find . -name .git -prune -o -print") == "find . -name .git -prune -o -print"


@pytest.mark.parametrize("command, text, expected", [
    ('find ~/Pictures -name "*.png"', "Could you find all jpg and png images in ~/Pictures?",
     'find ~/Pictures \\( -name "*.jpg" -o -name "*.png" \\)'),
])
def test_find_of_either_kind_listed(command, text, expected):
    assert kinds_listed(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i '/PermitRootLogin/d' /etc/ssh/sshd_config", "comment out the PermitRootLogin line in /etc/ssh/sshd_config",
     "sed -i '/PermitRootLogin/s/^/#/' /etc/ssh/sshd_config"),
    ("cp -r ~/dotfiles/. /backup/dotfiles", "copy the whole ~/dotfiles folder to /backup/dotfiles", "cp -r ~/dotfiles /backup/dotfiles"),
    ("timedatectl list-timezones | grep Asia/Tokyo", "the current time in the Asia/Tokyo timezone", "TZ=Asia/Tokyo date"),
    ("timedatectl set-timezone Asia/Tokyo", "set the timezone to Asia/Tokyo", "timedatectl set-timezone Asia/Tokyo"),
])
def test_more_small_repairs(command, text, expected):
    assert small_repairs(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('date -d "2 weeks" dd/mm/yyyy', 'date -d "2 weeks" +%d/%m/%Y'),
    ("date HH:MM", "date +%H:%M"),
    ("date +%F", "date +%F"),
])
def test_date_formats_in_words(command, expected):
    assert date_format_words(command) == expected


def test_a_glob_searched_for_and_left_out_is_excluded():
    text = "grep -r password in ./config but skip the .bak files"
    assert grep_include('grep -r "*.bak" ./config', recognize(text)) == 'grep -r --exclude="*.bak" password ./config'


@pytest.mark.parametrize("command, text, expected", [
    ("grep -E <pattern> app.log", "show lines from app.log that have error or warning in them", "grep -E 'error|warning' app.log"),
])
def test_an_unfilled_grep_pattern_takes_the_two_words_joined_by_or(command, text, expected):
    assert either_pattern(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i 's/\\r$//' s.sql", "add a semicolon to the end of every line in s.sql", "sed 's/$/;/' s.sql"),
    ("sed x r.txt", "put a # at the start of each line in r.txt, in place", "sed -i 's/^/#/' r.txt"),
    ("awk -F, '{print $1}' data.csv", "print everything except the first column of data.csv", "cut -d, -f2- data.csv"),
])
def test_line_ends_and_columns_left_out(command, text, expected):
    assert small_repairs(command, recognize(text)) == expected


def test_commit_history_is_no_log_of_diffs():
    assert small_repairs("git log -p README.md", recognize("show the commit history of README.md")) == "git log README.md"
    assert small_repairs("git log -p -n 3", recognize("the last 3 commits with their diffs")) == "git log -p -n 3"


def test_less_with_line_numbers():
    assert tool_flags_said("less README.md", recognize("open README.md in less with line numbers")) == "less -N README.md"


@pytest.mark.parametrize("command, text, expected", [
    ("cut -c5-12 codes.txt", "print characters 3 to 5 of every line in codes.txt", "cut -c3-5 codes.txt"),
    ("cut codes.txt", "print characters 3 through 5 of codes.txt", "cut -c3-5 codes.txt"),
    ("cut -d, -f2 data.csv", "show fields 2 to 4 of data.csv", "cut -d, -f2-4 data.csv"),
    ("cut -f1-3 data.tsv", "print every column except the first from data.tsv", "cut -f2- data.tsv"),
    # left alone: no cut, a range the wrong way round, a cut of fields for a range of characters
    ("awk '{print $2}' a.txt", "print fields 2 to 4 of a.txt", "awk '{print $2}' a.txt"),
    ("cut -c1-3 a.txt", "characters 5 to 3 of a.txt", "cut -c1-3 a.txt"),
    ("cut -d, -f1 a.csv", "characters 3 to 5 of a.csv", "cut -d, -f1 a.csv"),
])
def test_cut_keeps_the_range_the_request_names(command, text, expected):
    assert cut_ranges(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("comm -12 list1.txt list2.txt", "list1.txt and list2.txt are sorted; show the lines that are only in list1.txt",
     "comm -23 list1.txt list2.txt"),
    ("comm -12 before.txt after.txt", "before.txt and after.txt are sorted; show the lines added in after.txt",
     "comm -13 before.txt after.txt"),
    ("comm -23 <(sort old.txt) <(sort new.txt)", "lines in new.txt but not in old.txt",
     "comm -13 <(sort old.txt) <(sort new.txt)"),
    ("comm -12 a.txt b.txt", "show the lines that appear in only one of a.txt and b.txt", "comm -3 a.txt b.txt"),
    ("comm -3 a.txt b.txt", "which lines do a.txt and b.txt have in common", "comm -12 a.txt b.txt"),
    # left alone: nothing said of which lines, a file the command does not compare, no comm
    ("comm a.txt b.txt", "compare a.txt and b.txt with comm", "comm a.txt b.txt"),
    ("comm -12 a.txt b.txt", "lines only in c.txt", "comm -12 a.txt b.txt"),
    ("diff a.txt b.txt", "lines only in a.txt", "diff a.txt b.txt"),
])
def test_comm_keeps_the_column_the_request_asks_for(command, text, expected):
    assert comm_columns(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i 's/foo/bar/g' file.txt", "replace foo with bar in file.txt in place, ignoring case",
     "sed -i 's/foo/bar/gI' file.txt"),
    ("sed 's|http|https|' a.conf", "change http to https in a.conf, case-insensitive", "sed 's|http|https|I' a.conf"),
    ("sed -i 's/foo/bar/gI' f.txt", "replace foo with bar in f.txt ignoring case", "sed -i 's/foo/bar/gI' f.txt"),
    ("sed -i 's/foo/bar/g' f.txt", "replace foo with bar in f.txt", "sed -i 's/foo/bar/g' f.txt"),
])
def test_sed_substitutes_in_any_case_when_asked(command, text, expected):
    assert sed_any_case(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("zgrep ERROR app.log.1.gz", "search the compressed log app.log.1.gz for error", "zgrep error app.log.1.gz"),
    ("grep -c ERROR a.log", "count the error lines in a.log", "grep -c error a.log"),
    ("grep -i ERROR a.log", "find error in a.log, case insensitive", "grep -i error a.log"),   # the word as typed
    # left alone: the request's own capitals, a word the request does not say
    ("grep ERROR a.log", "show the ERROR lines of a.log", "grep ERROR a.log"),
    ("grep -i ERROR a.log", "find ERROR in a.log, any case", "grep -i ERROR a.log"),
    ("grep WARN a.log", "find error in a.log", "grep WARN a.log"),
])
def test_a_search_keeps_the_case_the_request_writes(command, text, expected):
    assert searched_case(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i 9090 /etc/myapp/app.conf", "change port 8080 to 9090 in /etc/myapp/app.conf",
     "sed -i 's/8080/9090/g' /etc/myapp/app.conf"),
    ("sed '1.2.4d' package.json", "replace version 1.2.3 with 1.2.4 in package.json", r"sed 's/1\.2\.3/1.2.4/g' package.json"),
    # left alone: a sed with a substitution of its own, another file, not a sed
    ("sed -i 's/8080/9090/' app.conf", "change 8080 to 9090 in app.conf", "sed -i 's/8080/9090/' app.conf"),
    ("sed -i 9090 other.conf", "change 8080 to 9090 in app.conf", "sed -i 9090 other.conf"),
    ("grep 8080 app.conf", "change 8080 to 9090 in app.conf", "grep 8080 app.conf"),
    # files by a glob, and the sed a find runs on each file
    ("sed -i 9090 config/*.yml", "change port 8080 to 9090 in all the .yml files in config/", "sed -i 's/8080/9090/g' config/*.yml"),
    ("find config/ -name '*.yml' -exec sed -i 9090 {} +", "change port 8080 to 9090 in all the .yml files in config/",
     "find config/ -name '*.yml' -exec sed -i 's/8080/9090/g' {} +"),
    ("find . -exec grep -l 8080 {} +", "change port 8080 to 9090 in all the .yml files in config/", "find . -exec grep -l 8080 {} +"),
])
def test_a_substitution_the_request_spells_out_is_written_again(command, text, expected):
    assert sed_rebuilt(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("wc -w essay.txt", "count lines, words and bytes in essay.txt", "wc essay.txt"),
    ("wc -w report.txt", "show the line, word and byte counts for report.txt", "wc report.txt"),
    ("wc -l notes.md", "how many lines and words are in notes.md", "wc -l -w notes.md"),
    ("cat a.txt | wc -c", "count the words and characters of a.txt", "cat a.txt | wc -w -m"),
    # left alone: one thing counted, nothing counted
    ("wc -l a.txt", "count the lines in a.txt", "wc -l a.txt"),
    ("wc -l a.txt", "print lines and words of a.txt", "wc -l a.txt"),
])
def test_wc_counts_each_thing_the_request_lists(command, text, expected):
    assert wc_counts_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("kill -HUP /run/nginx.pid", "kill -HUP $(cat /run/nginx.pid)"),
    ("pkill -f /var/run/app.pid", "kill $(cat /var/run/app.pid)"),
    ("kill -HUP $(cat /run/nginx.pid)", "kill -HUP $(cat /run/nginx.pid)"),
    ("kill 1234", "kill 1234"),
])
def test_a_pid_file_is_read_for_the_number_it_holds(command, expected):
    assert pid_file_read(command, recognize("stop it")) == expected


@pytest.mark.parametrize("command, expected", [
    ("wget -P . https://example.com/file.iso", "wget https://example.com/file.iso"),
    ("tar -xzf a.tgz -C .", "tar -xzf a.tgz"),
    ("wget -P /tmp https://example.com/a", "wget -P /tmp https://example.com/a"),
    ("tar -xzf a.tgz -C ./out", "tar -xzf a.tgz -C ./out"),
])
def test_an_option_naming_the_current_folder_is_dropped(command, expected):
    assert here_unsaid(command, recognize("download it here")) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("mv report.pdf archive/2023/", "move report.pdf into archive/2023, creating the folder if needed",
     "mkdir -p archive/2023 && mv report.pdf archive/2023/"),
    ("tar -xzf release.tgz -C /tmp/release", "extract release.tgz into /tmp/release, creating that folder first",
     "mkdir -p /tmp/release && tar -xzf release.tgz -C /tmp/release"),
    ("unzip a.zip -d out", "unzip a.zip into out, create the directory if it doesn't exist", "mkdir -p out && unzip a.zip -d out"),
    ("cp report.pdf archive/2024/may", "copy report.pdf into archive/2024/may, creating the folders if they don't exist",
     "mkdir -p archive/2024/may && cp report.pdf archive/2024/may"),
    # left alone: nothing asked, a folder made already, a remote side
    ("mv a.txt b/", "move a.txt into b/", "mv a.txt b/"),
    ("mkdir -p b && mv a.txt b/", "move a.txt into b, creating it first", "mkdir -p b && mv a.txt b/"),
    ("rsync -a a/ web1:/srv/a", "sync a to web1:/srv/a, creating the folder if needed", "rsync -a a/ web1:/srv/a"),
])
def test_the_folder_is_made_first_when_asked(command, text, expected):
    assert folder_made_first(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("cp 640 config.sample /etc/myapp/config", "copy config.sample to /etc/myapp/config with permissions 640",
     "install -m 640 config.sample /etc/myapp/config"),
    ("cp config.sample /etc/myapp/config", "copy config.sample to /etc/myapp/config with mode 600",
     "install -m 600 config.sample /etc/myapp/config"),
    # left alone: a copy of files that have a mode (a search), no cp
    ("cp a.sh b.sh", "copy a.sh to b.sh", "cp a.sh b.sh"),
    ("chmod 640 a.txt", "copy a.txt with permissions 640", "chmod 640 a.txt"),
])
def test_a_copy_given_a_mode_is_install(command, text, expected):
    assert copied_with_mode(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -czf selected.tar.gz filelist.txt", "create selected.tar.gz from the files listed in filelist.txt",
     "tar -czf selected.tar.gz -T filelist.txt"),
    ("tar -czf selected.tar.gz filelist.txt", "archive filelist.txt into selected.tar.gz", "tar -czf selected.tar.gz filelist.txt"),
    ("tar -xzf a.tar.gz", "extract the files listed in list.txt from a.tar.gz", "tar -xzf a.tar.gz"),
])
def test_tar_reads_the_names_a_list_gives(command, text, expected):
    assert tar_from_list(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("systemctl enable fail2ban", "is fail2ban enabled to start at boot", "systemctl is-enabled fail2ban"),
    ("systemctl enable fail2ban", "enable fail2ban at boot", "systemctl enable fail2ban"),   # no question
    ("systemctl list-timers", "list all systemd timers including inactive ones", "systemctl list-timers --all"),
    ("journalctl -u cron --since 2024-05-01", "show cron logs between 2024-05-01 and 2024-05-02",
     "journalctl -u cron --since 2024-05-01 --until 2024-05-02"),
    ("journalctl -b -1", "show only error-level messages from the current boot", "journalctl -p err -b"),
    ("journalctl -b -1", "show the log of the previous boot", "journalctl -b -1"),
    ("journalctl -u nginx | grep error", "show only the error lines of nginx's log", "journalctl -u nginx | grep error"),
])
def test_systemd_is_asked_what_the_request_asks(command, text, expected):
    assert service_state_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("apt list", "list installed packages", "apt list --installed"),
    ("apt list", "list every package", "apt list"),
    ("sudo apt upgrade", "upgrade all packages without asking for confirmation", "sudo apt upgrade -y"),
    ("sudo apt-get install nginx", "install nginx non-interactively", "sudo apt-get install nginx -y"),
    ("sudo apt install -y nginx", "install nginx without prompts", "sudo apt install -y nginx"),
    ("sudo apt upgrade", "upgrade all packages", "sudo apt upgrade"),
])
def test_apt_does_it_the_way_the_request_says(command, text, expected):
    assert apt_asked(command, recognize(text)) == expected


def test_the_journal_priority_replaces_the_words_that_said_it():
    rec = recognize("only error-level messages from the docker service since yesterday")
    assert service_state_asked("journalctl -u docker error-level --since yesterday", rec) == \
        "journalctl -u docker -p err --since yesterday"
    rec = recognize("nginx journal entries between 2024-05-01 08:00 and 2024-05-01 12:00")
    assert service_state_asked('journalctl -u nginx --since "2024-05-01 08:00"', rec) == \
        'journalctl -u nginx --since "2024-05-01 08:00" --until "2024-05-01 12:00"'


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i '1 City' people.csv", "insert the header Name,Age,City as the first line of people.csv",
     "sed -i '1i Name,Age,City' people.csv"),
    ("sed -i /bin/bash' run.sh", "insert #!/bin/bash as the first line of run.sh", "sed -i '1i #!/bin/bash' run.sh"),
    ("echo main >> settings.ini", "add a line debug=false right after the [main] line in settings.ini",
     r"sed -i '/\[main\]/a debug=false' settings.ini"),
    ("sed 'x' my.cnf", "add the line 'max_connections = 500' right after the [mysqld] line in my.cnf",
     r"sed -i '/\[mysqld\]/a max_connections = 500' my.cnf"),
    ("grep x a.conf", "put listen=80 before the server line in a.conf", "sed -i '/server/i listen=80' a.conf"),
    # left alone: the insertion written already, another file, nothing said of where
    ("sed -i '1i id,name' u.csv", "insert id,name at the top of u.csv", "sed -i '1i id,name' u.csv"),
    ("grep x other.txt", "insert hello as the first line of a.txt", "grep x other.txt"),
    ("echo hi >> a.txt", "add hi to a.txt", "echo hi >> a.txt"),
])
def test_a_line_goes_where_the_request_puts_it(command, text, expected):
    assert line_inserted(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("curl -u admin http://h/r.pdf", "get http://h/r.pdf using basic auth user admin password secret", "curl -u admin:secret http://h/r.pdf"),
    ("curl -u secret http://h/r.pdf", "get http://h/r.pdf as user admin with password secret", "curl -u admin:secret http://h/r.pdf"),
    ("curl -u admin:pw http://h/", "get http://h/ as admin with password pw", "curl -u admin:pw http://h/"),
    ("curl http://h/", "get http://h/ with password pw", "curl http://h/"),
])
def test_curl_gets_the_password_with_the_user(command, text, expected):
    assert credentials_joined(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("curl https://example.com/a.tar.gz", "download https://example.com/a.tar.gz with curl", "curl -O https://example.com/a.tar.gz"),
    ("curl -o a.tgz https://example.com/a.tar.gz", "download https://example.com/a.tar.gz as a.tgz", "curl -o a.tgz https://example.com/a.tar.gz"),
    ("curl https://example.com/x.sh | bash", "download https://example.com/x.sh and run it", "curl https://example.com/x.sh | bash"),
    ("curl https://example.com/", "download the front page https://example.com/", "curl https://example.com/"),
    ("curl https://example.com/api", "call https://example.com/api", "curl https://example.com/api"),
    # wget's folder as a plain word: -P
    ("wget -i links.txt downloads", "download all the urls in links.txt into the directory downloads", "wget -i links.txt -P downloads"),
    ("wget -i urls.txt ./dl", "download every URL listed in urls.txt into ./dl", "wget -i urls.txt -P ./dl"),
    ("wget -O a.iso https://x.org/a.iso", "download https://x.org/a.iso to a.iso", "wget -O a.iso https://x.org/a.iso"),
])
def test_a_download_with_curl_is_saved(command, text, expected):
    assert download_saved(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -xzf app-1.2.tar.gz", "unpack app-1.2.tar.gz into the current directory without its top-level folder",
     "tar -xzf app-1.2.tar.gz --strip-components=1"),
    ("tar -xzf app.tar.gz -C app", "extract app.tar.gz into the app folder, dropping the top-level directory",
     "tar -xzf app.tar.gz -C app --strip-components=1"),
    ("tar -czf a.tgz src", "archive src without its top-level folder", "tar -czf a.tgz src"),   # no extraction
    ("tar -xzf a.tgz", "extract a.tgz", "tar -xzf a.tgz"),
])
def test_an_archive_is_extracted_without_its_top_folder_when_asked(command, text, expected):
    assert top_folder_dropped(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("pkill -9 java", "force kill every java process owned by the user tomcat", "pkill -9 -u tomcat java"),
    ("pgrep -a python3", "list python3 processes run by alice", "pgrep -a -u alice python3"),
    ("pkill -u tomcat java", "kill java processes owned by tomcat", "pkill -u tomcat java"),
    ("pkill java", "kill every java process", "pkill java"),
])
def test_processes_of_the_named_user_only(command, text, expected):
    assert owner_of_processes(command, recognize(text)) == expected


def test_split_takes_the_prefix_the_request_names():
    rec = recognize("split big.csv into pieces of 10000 lines each, named with the prefix part_")
    assert split_prefix("split -l 10000 big.csv .", rec) == "split -l 10000 big.csv part_"


@pytest.mark.parametrize("command, text, expected", [
    ('env | grep "NODE_*"', "show environment variables whose names start with NODE_", "env | grep '^NODE_'"),
    ("ls backup/ | grep '*.bak'", "list the files in backup/ whose names end with .bak", r"ls backup/ | grep '\.bak$'"),
    ("grep -F 'a*' x.txt", "lines of x.txt starting with a", "grep -F 'a*' x.txt"),   # fixed strings: as written
    ("grep 'ab*' x.txt", "lines of x.txt with a then b's", "grep 'ab*' x.txt"),          # a regex the request means
])
def test_a_name_glob_given_to_grep_is_the_anchored_regex_it_means(command, text, expected):
    assert grep_glob_anchored(command, recognize(text)) == expected


def test_a_path_that_starts_with_a_variable_is_left_to_expand():
    from serval.model.generic import fill
    rec = recognize("append $HOME/go/bin to my PATH")
    path = next(e.name for e in rec.entities)
    assert fill(["export", "PATH=\"$PATH:⁀", path, "⁀\""], rec).command in ('export PATH="$PATH:$HOME/go/bin"',)


@pytest.mark.parametrize("command, text, expected", [
    ("find /data -type f -mtime +90", "find files in /data over 100M that haven't been modified in 90 days",
     "find /data -type f -size +100M -mtime +90"),
    ("find . -name '*.log' -delete", "delete .log files smaller than 1k", "find . -name '*.log' -size -1k -delete"),
    ("find . -size +5M -name x", "files over 5M named x", "find . -size +5M -name x"),   # a size test already
    ("du -sh /data", "how big is /data, over 100M?", "du -sh /data"),
])
def test_find_gets_the_size_the_request_names(command, text, expected):
    assert find_size_added(command, recognize(text)) == expected


def test_date_takes_its_format_as_an_operand():
    assert date_format_operand("date -d +%d/%m/%Y -d yesterday") == "date -d yesterday +%d/%m/%Y"
    assert date_format_operand("date -d yesterday +%F") == "date -d yesterday +%F"


@pytest.mark.parametrize("command, text, expected", [
    ("find /scratch -newermt 2023-01-01", "files in /scratch last modified before 2023-01-01", "find /scratch ! -newermt 2023-01-01"),
    ("find /srv ! -newermt 2024-03-15", "files changed after 2024-03-15 in /srv", "find /srv -newermt 2024-03-15"),
    ("find . -newermt 2024-01-01 ! -newermt 2024-02-01", "files between 2024-01-01 and 2024-02-01",
     "find . -newermt 2024-01-01 ! -newermt 2024-02-01"),
    ("find . ! -newermt 2023-01-01", "files before 2023-01-01", "find . ! -newermt 2023-01-01"),
])
def test_find_takes_the_side_of_the_date_the_request_says(command, text, expected):
    assert date_side(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find /var/www/html -type d -perm 755 -exec chmod 644 {} +", "set all dirs under /var/www/html to 755 and all files to 644",
     "find /var/www/html -type d -exec chmod 755 {} + && find /var/www/html -type f -exec chmod 644 {} +"),
    ("chmod -R 750 ~/shared", "set files to 640 and folders to 750 in ~/shared",
     "find ~/shared -type d -exec chmod 750 {} + && find ~/shared -type f -exec chmod 640 {} +"),
    ("chmod 644 a.txt", "set a.txt to 644", "chmod 644 a.txt"),
    ("find . -type d -exec chmod 644 {} +", "my web host wants all directories under public_html set to 755 and all files to 644",
     "find public_html -type d -exec chmod 755 {} + && find public_html -type f -exec chmod 644 {} +"),   # a word, no entity
    # "every file", "every regular file under it"
    ("find ~/site -type d -perm 755 -exec chmod 644 {} +", "set every directory under ~/site to 755 and every file to 644",
     "find ~/site -type d -exec chmod 755 {} + && find ~/site -type f -exec chmod 644 {} +"),
    ("chmod -R 755 ~/public_html", "set every directory under ~/public_html to 755 and every regular file under it to 644",
     "find ~/public_html -type d -exec chmod 755 {} + && find ~/public_html -type f -exec chmod 644 {} +"),
])
def test_folders_and_files_get_each_their_mode(command, text, expected):
    assert modes_by_kind(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ('watch -n 5 "df -h"', "watch -n 5 df -h"),
    ("watch -n 0.5 'free -m'", "watch -n 0.5 free -m"),
    ("watch -n 2 'ls /tmp | wc -l'", "watch -n 2 'ls /tmp | wc -l'"),   # a pipe: the shell must see it
    ('watch "du -sh $HOME"', 'watch "du -sh $HOME"'),
    ("watch -n 5 df -h", "watch -n 5 df -h"),
])
def test_watch_reruns_a_simple_command_written_bare(command, expected):
    assert watched_unquoted(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find / -name to_delete.txt -delete", "delete the files whose names are listed in to_delete.txt", "xargs rm < to_delete.txt"),
    ("xargs -n 1 cp files.txt backup/", "copy the files listed in files.txt, one per line, into backup/",
     "xargs cp -t backup/ < files.txt"),
    ("xargs mv < done.txt archive/", "move the files listed in done.txt to archive/", "xargs mv -t archive/ < done.txt"),
    ("xargs rm < gone.txt", "remove the files listed in gone.txt", "xargs rm < gone.txt"),
    ("rm gone.txt", "remove gone.txt", "rm gone.txt"),
])
def test_the_files_a_list_names_are_acted_on_not_the_list(command, text, expected):
    assert listed_files_used(command, recognize(text)) == expected


def test_kinds_listed_with_their_dots():
    rec = recognize("find all .jpg and .png files in ~/Pictures")
    assert kinds_listed('find ~/Pictures -name "*.jpg"', rec) == r'find ~/Pictures \( -name "*.jpg" -o -name "*.png" \)'


@pytest.mark.parametrize("command, expected", [
    ("sed -i.bak 's/localhost/db.internal/g' settings.conf.bak > settings.conf", "sed -i.bak 's/localhost/db.internal/g' settings.conf"),
    ("sed -i.bak 's/localhost/db.internal/g' settings.conf > settings.conf.bak", "sed -i.bak 's/localhost/db.internal/g' settings.conf"),
    ("sed -i.orig 's/a/b/' app.conf.orig", "sed -i.orig 's/a/b/' app.conf"),
    ("sed -i.bak 's/a/b/' app.conf", "sed -i.bak 's/a/b/' app.conf"),
    ("sed -i 's/a/b/' app.conf > out.txt", "sed -i 's/a/b/' app.conf > out.txt"),   # no suffix: left alone
    ("sed 's/a/b/' app.conf > app.conf.bak", "sed 's/a/b/' app.conf > app.conf.bak"),
])
def test_sed_keeps_its_own_backup_and_edits_the_named_file(command, expected):
    assert sed_backup_kept(command, recognize("replace a with b in app.conf, keeping a backup")) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("move the files whose names start with draft_ into the drafts folder", "mv drafts/draft_* drafts", "mv draft_* drafts"),
    ("copy the .pdf files into docs/", "cp docs/*.pdf docs/", "cp *.pdf docs/"),
    ("move the .tmp files in cache into cache/old", "mv cache/*.tmp cache/old", "mv cache/*.tmp cache/old"),
    ("move the logs from drafts into drafts", "mv drafts/a.log drafts", "mv drafts/a.log drafts"),   # the request says so
    ("move a/b/c.txt into a", "mv a/b/c.txt a", "mv a/b/c.txt a"),   # deeper: a real move
])
def test_files_are_not_moved_into_the_folder_they_are_taken_from(text, command, expected):
    assert own_folder_left(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("print everything between the BEGIN and END lines of cert.pem", "sed -n <text> cert.pem", "sed -n '/BEGIN/,/END/p' cert.pem"),
    ("print the lines from START to END inclusive in section.txt", "sed 'inclusive' section.txt",
     "sed -n '/START/,/END/p' section.txt"),
    ("delete the block from '# BEGIN GENERATED' to '# END GENERATED' in hosts.txt, in place",
     "sed -i 's/# BEGIN GENERATED/# END GENERATED/g' hosts.txt", "sed -i '/# BEGIN GENERATED/,/# END GENERATED/d' hosts.txt"),
    ("show the lines between 'a/b' and 'c.d' in f.txt", "grep a f.txt", r"sed -n '/a\/b/,/c\.d/p' f.txt"),
    ("print lines from 10 to 20 of big.log", "sed -n '10,20p' big.log", "sed -n '10,20p' big.log"),   # numbers: line numbers
    ("print everything between BEGIN and END in cert.pem", "cat cert.pem | head", "cat cert.pem | head"),  # a pipeline: left
    ("copy everything between BEGIN and END of cert.pem", "cp cert.pem x", "cp cert.pem x"),   # not a text tool
])
def test_a_range_of_lines_between_two_markers_is_seds(text, command, expected):
    assert range_marked(command, recognize(text)) == expected


def test_the_days_between_two_dates_are_computed_by_date():
    text = "how many days are there between 2024-01-01 and 2024-12-25"
    expected = "echo $(( ($(date -d 2024-12-25 +%s) - $(date -d 2024-01-01 +%s)) / 86400 ))"
    assert phrasebook("find . -newermt 2024-01-01 ! -newermt 2024-12-25 | wc -l", recognize(text)) == expected
    assert phrasebook("ls", recognize("list files changed between 2024-01-01 and 2024-12-25")) == "ls"


@pytest.mark.parametrize("text, command, expected", [
    ("schedule a shutdown of the machine in 10 minutes", "sudo shutdown -c +10", "sudo shutdown -h +10"),
    ("shut the server down in 5 minutes", "shutdown -c 5", "shutdown -h +5"),
    ("power off at 23:30", "shutdown -c 23:30", "shutdown -h 23:30"),
    ("cancel the scheduled shutdown", "shutdown -c", "shutdown -c"),
    ("cancel the shutdown planned in 10 minutes", "shutdown -c +10", "shutdown -c +10"),
])
def test_a_scheduled_shutdown_is_not_a_cancelled_one(text, command, expected):
    assert shutdown_scheduled(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("allow incoming tcp port 22 through ufw", "sudo ufw allow 22", "sudo ufw allow 22/tcp"),
    ("block udp port 53 with ufw", "ufw deny 53", "ufw deny 53/udp"),
    ("allow port 8080 through the firewall", "ufw allow 8080", "ufw allow 8080"),
    ("allow tcp 443", "ufw allow 443/tcp", "ufw allow 443/tcp"),
])
def test_a_ufw_rule_takes_the_protocol_the_request_names(text, command, expected):
    assert ufw_protocol(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy the remote directory /var/backups from db01 to ./backups locally", "cp -r /var/backups/ db01 ./backups",
     "scp -r db01:/var/backups/ ./backups"),
    ("copy report.pdf to the remote machine web1 into /srv/docs", "cp report.pdf web1 /srv/docs", "scp report.pdf web1:/srv/docs"),
    ("copy /var/backups to ./backups", "cp -r /var/backups ./backups", "cp -r /var/backups ./backups"),   # nothing remote
])
def test_a_copy_from_a_remote_machine_is_scp(text, command, expected):
    assert remote_cp_as_scp(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy photos.zip to nas.local:/volume1/backup and keep its timestamps", "cp -p photos.zip nas.local:/volume1/backup",
     "scp -p photos.zip nas.local:/volume1/backup"),
    ("copy report.pdf to alice@web01:/tmp", "cp report.pdf alice@web01:/tmp", "scp report.pdf alice@web01:/tmp"),
    ("copy ~/site to web01:/srv/www", "cp -r ~/site web01:/srv/www", "scp -r ~/site web01:/srv/www"),
    ("copy ~/music to nas01:/music but don't overwrite files that are newer there", "cp -n -u ~/music nas01:/music",
     "rsync -avu ~/music nas01:/music"),
    ("move everything in ~/outbox to archive01:/data/inbox", "mv ~/outbox/* archive01:/data/inbox/",
     "rsync -av --remove-source-files ~/outbox/* archive01:/data/inbox/"),
    ("copy ~/code/frontend to dev01:~/frontend but leave out node_modules", "cp -r ~/code/frontend/. dev01:~/frontend",
     "rsync -av --exclude=node_modules ~/code/frontend/. dev01:~/frontend"),   # scp leaves nothing out
    ("copy ~/site to web01:/srv/www", "cp ~/site web01:/srv/www", "scp -r ~/site web01:/srv/www"),   # no extension: a folder
    # local copies, and a URL, are left to cp
    ("copy notes.txt to backup/", "cp notes.txt backup/", "cp notes.txt backup/"),
    ("copy a.txt to b.txt", "cp a.txt http://x/b.txt", "cp a.txt http://x/b.txt"),
])
def test_a_copy_to_another_host_uses_a_tool_that_reaches_it(text, command, expected):
    assert remote_copy_tool(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy ~/music to nas01:/music but don't overwrite files that are newer there", "rsync -av ~/music nas01:/music", "rsync -u -av ~/music nas01:/music"),
    ("back up /home to backup01:/backup/home keeping hardlinks, acls and xattrs", "rsync -a /home/ backup01:/backup/home/",
     "rsync -H -X -A -a /home/ backup01:/backup/home/"),
])
def test_rsync_keeps_what_the_request_names(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("sync ~/videos to storage02:/videos skipping anything bigger than 100M", "rsync -av ~/videos/ storage02:/videos",
     "rsync --max-size=100M -av ~/videos/ storage02:/videos"),
    ("rsync /var/www to www-backup:/srv/backup/www skipping the patterns listed in exclude.txt", "rsync -av /var/www/ www-backup:/srv/backup/www",
     "rsync --exclude-from=exclude.txt -av /var/www/ www-backup:/srv/backup/www"),
    ("ssh to build01 as deploy and send keepalives every 60s", "ssh deploy@build01", "ssh -o ServerAliveInterval=60 deploy@build01"),
    ("tar /home/alice to home-alice.tar.gz using the exclude patterns in exclude.txt", "tar -czf home-alice.tar.gz --exclude=exclude.txt /home/alice",
     "tar -czf home-alice.tar.gz -X exclude.txt /home/alice"),
])
def test_values_said_in_other_words(text, command, expected):
    assert valued_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show ssh journal lines containing 'Accepted'", "journalctl -u ssh Accepted", "journalctl -u ssh | grep Accepted"),
    ("journal entries of nginx since yesterday mentioning timeout", "journalctl -u nginx --since yesterday timeout",
     "journalctl -u nginx --since yesterday | grep timeout"),
    ("show the logs of the timeout unit", "journalctl -u timeout", "journalctl -u timeout"),   # a unit, not text
    ("journal lines of pid 42", "journalctl _PID=42", "journalctl _PID=42"),
])
def test_text_sought_in_the_journal_is_grepped(text, command, expected):
    assert journal_grepped(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("list files in /var/log sorted by modification time with the newest at the bottom", "ls -lt /var/log", "ls -ltr /var/log"),
    ("list the files here oldest first", "ls -lt", "ls -ltr"),
    ("list files largest first", "ls -lSr", "ls -lS"),
    ("list the files here newest first", "ls -lt", "ls -lt"),
    ("list the files in logs", "ls -lt logs", "ls -lt logs"),      # no order asked
    ("list files oldest first", "ls -la", "ls -la"),               # no sorting flag to turn
])
def test_a_listing_runs_in_the_direction_asked(text, command, expected):
    assert listing_turned(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("change the owner of data.db to postgres without changing its group", "chown postgres:postgres data.db",
     "chown postgres data.db"),
    ("make bob own report.txt but keep its group", "sudo chown -R bob:bob report.txt", "sudo chown -R bob report.txt"),
    ("make bob the owner of report.txt", "chown bob:bob report.txt", "chown bob:bob report.txt"),
])
def test_the_group_the_request_keeps_is_not_changed(text, command, expected):
    assert group_kept(command, recognize(text)) == expected


def test_split_takes_the_prefix_the_pieces_names_start_with():
    rec = recognize("split data.csv into 500-line files whose names start with part_")
    assert split_prefix('split -l500 data.csv "part_*"', rec) == "split -l500 data.csv part_"


@pytest.mark.parametrize("command, expected", [
    ("sort -o roster.txt", "sort -o roster.txt roster.txt"),
    ("sort -u -o names.txt", "sort -u -o names.txt names.txt"),
    ("sort -o roster.txt roster.txt", "sort -o roster.txt roster.txt"),
    ("cut -f1 a.txt | sort -o b.txt", "cut -f1 a.txt | sort -o b.txt"),   # fed by a pipe
])
def test_a_sort_that_writes_a_file_back_reads_it(command, expected):
    assert sort_in_place(command, recognize("sort roster.txt in place")) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show fail2ban journal entries since 2024-03-01 10:00", 'journalctl --since "2024-03-01 10:00" fail2ban',
     'journalctl -u fail2ban --since "2024-03-01 10:00"'),
    ("show the logs of the service nginx2", "journalctl nginx2 -n 50", "journalctl -u nginx2 -n 50"),
    ("show the journal of nginx2", "journalctl -u nginx2", "journalctl -u nginx2"),
    ("journal lines of /usr/bin/sshd", "journalctl /usr/bin/sshd", "journalctl /usr/bin/sshd"),   # a path is a match
])
def test_a_service_named_for_its_journal_is_a_unit(text, command, expected):
    assert journal_unit(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("create a new group called developers", "sudo useradd -m developers", "sudo groupadd developers"),
    ("add a group named qa", "useradd qa", "groupadd qa"),
    ("create a new group called developers and add bob to it", "sudo useradd -m developers", "sudo useradd -m developers"),
    ("remove user mike from the group developers", "sudo usermod -aG developers mike", "sudo gpasswd -d mike developers"),
    ("remove mike from developers", "sudo gpasswd -d developers mike", "sudo gpasswd -d mike developers"),
    ("remove the file notes.txt from the folder docs", "rm docs/notes.txt", "rm docs/notes.txt"),
])
def test_group_tasks_use_the_group_tools(text, command, expected):
    assert group_commands(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("mask the bluetooth service so it can't be started at all", "docker mask -type f ! -name bluetooth",
     "sudo systemctl mask bluetooth"),
    ("unmask the cups.service unit", "systemctl unmask cups", "systemctl unmask cups"),
    ("mask the bluetooth service", "sudo systemctl mask bluetooth", "sudo systemctl mask bluetooth"),
])
def test_masking_a_unit_is_systemctls(text, command, expected):
    assert unit_masked(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("rsync a/ to b/ in archive mode, verbose and compressed", "rsync -av a/ b/", "rsync -z -av a/ b/"),
    ("rsync a/ to b/ with compression", "rsync -avz a/ b/", "rsync -avz a/ b/"),
    ("list the pids and full command lines of processes matching gunicorn", "pgrep -f gunicorn", "pgrep -a -f gunicorn"),
    ("update only the access time of log.txt", "touch log.txt", "touch -a log.txt"),
    ("update the timestamp of cache.db but don't create it if it's missing", "touch cache.db", "touch -c cache.db"),
    ("change the timestamp of the symlink current itself, not its target", "touch current", "touch -h current"),
    ("stat the file that the symlink app.conf points to, not the link", "stat app.conf", "stat -L app.conf"),
])
def test_rsync_compression_and_pgrep_listing_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the rows of roles.csv whose 3rd comma-separated field starts with admin", """awk -F, '$3 == "admin"' roles.csv""",
     "awk -F, '$3 ~ /^admin/' roles.csv"),
    ("lines of hosts.csv where column 2 ends with .com", """awk -F, '$2 == ".com"' hosts.csv""", r"awk -F, '$2 ~ /\.com$/' hosts.csv"),
    ("rows whose first field contains tmp", """awk '$1 == "tmp"' a.txt""", "awk '$1 ~ /tmp/' a.txt"),
    ("rows whose 3rd field is admin", """awk -F, '$3 == "admin"' roles.csv""", """awk -F, '$3 == "admin"' roles.csv"""),
])
def test_a_field_that_starts_ends_or_contains_is_matched_not_compared(text, command, expected):
    assert awk_field_test(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the lines of records.csv that have more than 5 comma-separated fields", "awk -F, '$5 > 5' records.csv",
     "awk -F, 'NF > 5' records.csv"),
    ("lines of data.tsv with fewer than 3 columns", "awk '$3 < 3' data.tsv", "awk 'NF < 3' data.tsv"),
    ("lines of data.tsv with exactly 4 fields", "awk '$4 == 4' data.tsv", "awk 'NF == 4' data.tsv"),
    ("lines where field 5 is more than 5", "awk '$5 > 5' a.txt", "awk '$5 > 5' a.txt"),
])
def test_a_count_of_fields_is_nf(text, command, expected):
    assert fields_counted(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("print contacts.csv without its second comma-separated column", "awk -F, '{print $2}' contacts.csv",
     "cut -d, --complement -f2 contacts.csv"),
    ("show data.tsv without the third column", "cut -f3 data.tsv", "cut --complement -f3 data.tsv"),
    ("print /etc/passwd without the 2nd field", "cut -d: -f2 /etc/passwd", "cut -d: --complement -f2 /etc/passwd"),
    ("print contacts.csv without its second comma-separated column", "sort contacts.csv", "sort contacts.csv"),
    ("print everything except the first column of data.csv", "cut -d, -f2- data.csv", "cut -d, -f2- data.csv"),
])
def test_a_column_left_out_is_cut_complement(text, command, expected):
    assert column_left_out(command, recognize(text)) == expected


def test_just_the_line_numbers_of_matches():
    rec = recognize("print just the line numbers where main appears in prog.c")
    assert line_numbers_only("grep -n main prog.c", rec) == "grep -n main prog.c | cut -d: -f1"
    assert line_numbers_only("grep main prog.c", rec) == "grep main prog.c"
    assert line_numbers_only("grep -n main prog.c", recognize("show where main appears in prog.c")) == "grep -n main prog.c"
    # a leading "just" is gone before the rewrites read the request
    assert line_numbers_only("grep -n TODO app.js", recognize("the line numbers where TODO appears in app.js")) == "grep -n TODO app.js | cut -d: -f1"
    assert line_numbers_only("grep -n TODO app.js", recognize("the line numbers and text of TODO lines in app.js")) == "grep -n TODO app.js"
    assert line_numbers_only("grep -n import utils.py", recognize("show line numbers of lines with import in utils.py")) == "grep -n import utils.py"


def test_cut_keeps_single_columns_and_a_range():
    rec = recognize("print columns 1 and 3 through 5 of the tab-separated file inventory.tsv")
    assert cut_ranges("cut -f2,4 inventory.tsv", rec) == "cut -f1,3-5 inventory.tsv"


def test_ssh_copy_id_takes_the_named_key_with_i():
    rec = recognize("install my public key ~/.ssh/id_ed25519.pub on web01 for user admin")
    assert key_file_named("ssh-copy-id ~/.ssh/id_ed25519.pub admin@web01", rec) == "ssh-copy-id -i ~/.ssh/id_ed25519.pub admin@web01"
    assert key_file_named("ssh-copy-id -i k.pub admin@web01", rec) == "ssh-copy-id -i k.pub admin@web01"


def test_a_bearer_token_goes_into_the_authorization_header():
    rec = recognize("GET https://api.example.com/me with the bearer token abc123")
    assert bearer_header("curl -H abc123 https://api.example.com/me", rec) == \
        "curl -H 'Authorization: Bearer abc123' https://api.example.com/me"
    assert bearer_header("curl https://api.example.com/me", rec) == "curl https://api.example.com/me"


def test_a_scripts_syntax_is_checked_with_bash_n():
    assert phrasebook("php -l deploy.sh", recognize("check deploy.sh for bash syntax errors without running it")) == "bash -n deploy.sh"
    assert phrasebook("bash deploy.sh", recognize("run deploy.sh")) == "bash deploy.sh"


@pytest.mark.parametrize("text, command, expected", [
    ("create releases, shared and logs folders under /var/www/api in one go", "mkdir -p /var/www/api",
     "mkdir -p /var/www/api/releases /var/www/api/shared /var/www/api/logs"),
    ("create the folders docs, tests and build inside ~/newapp in one command", "mkdir -p docs tests ~/newapp/build",
     "mkdir -p ~/newapp/docs ~/newapp/tests ~/newapp/build"),
    ("create the nested folders a/b/c inside ~/work in one go", "mkdir -p a/b/c", "mkdir -p ~/work/a/b/c"),
    ("make folders jan, feb and mar inside a new directory 2024", "mkdir -p jan feb mar",
     "mkdir -p 2024/jan 2024/feb 2024/mar"),
    ("make folders jan and feb inside ./2024", "mkdir -p jan feb", "mkdir -p ./2024/jan ./2024/feb"),
    ("make src, tests and docs directories inside myapp in one command", "mkdir -p src", "mkdir -p myapp/src myapp/tests myapp/docs"),
    ("create folders 01 through 12 under 2024, one for each month", "mkdir -p 2024", "mkdir -p 2024/{01..12}"),
    ("make a folder called logs inside it", "mkdir logs", "mkdir logs"),
])
def test_folders_named_for_a_place_are_made_inside_it(text, command, expected):
    assert made_inside(command, recognize(text)) == expected


def test_the_processes_of_a_named_owner_and_name():
    rec = recognize("force kill every process named node that belongs to user deploy")
    assert owner_of_processes("pkill -9 -f deploy", rec) == "pkill -9 -u deploy node"
    assert owner_of_processes("pkill -9 node", rec) == "pkill -9 -u deploy node"


def test_modes_by_kind_for_regular_files():
    rec = recognize("set all directories under /var/www/blog to 755 and all regular files to 644")
    assert modes_by_kind("find /var/www/blog -type d -perm 755 -print -exec chmod 644 {} +", rec) == \
        "find /var/www/blog -type d -exec chmod 755 {} + && find /var/www/blog -type f -exec chmod 644 {} +"


@pytest.mark.parametrize("text, command, expected", [
    ("sort sales.csv by the 3rd comma separated column numerically, largest first", "sort -t, -k3 -n sales.csv",
     "sort -t, -k3 -nr sales.csv"),
    ("count the words in a.txt, most common first", "sort a.txt | uniq -c | sort -n", "sort a.txt | uniq -c | sort -nr"),
    ("sort sizes.txt numerically, smallest first", "sort -rn sizes.txt", "sort -n sizes.txt"),
    ("sort sizes.txt numerically", "sort -rn sizes.txt", "sort -rn sizes.txt"),
])
def test_a_numeric_sort_runs_in_the_direction_asked(text, command, expected):
    assert listing_turned(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("which files differ between a and b (recursive, names only)", "diff -r a b", "diff -q -r a b"),
    ("generate an ed25519 ssh key at ~/.ssh/deploy_key with an empty passphrase", "ssh-keygen -t ed25519 -f ~/.ssh/deploy_key",
     "ssh-keygen -N '' -t ed25519 -f ~/.ssh/deploy_key"),
])
def test_diff_names_only_and_an_empty_passphrase_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("I need to create the folder projects/2024/reports in my home directory", "mkdir -p projects/2024/reports",
     "mkdir -p ~/projects/2024/reports"),
    ("make a backup of /etc called etc-backup.tar.gz in my home directory", "tar -czf etc-backup.tar.gz /etc",
     "tar -czf ~/etc-backup.tar.gz /etc"),
    ("copy notes.txt to my home folder", "cp notes.txt ~", "cp notes.txt ~"),          # a destination, not a place
    ("create ~/x in my home directory", "mkdir ~/x", "mkdir ~/x"),
    ("files bigger than 1G in my home dir", "find ~ -size +1G", "find ~ -size +1G"),   # a size, not a name
])
def test_a_name_placed_in_the_home_folder_gets_its_path(text, command, expected):
    assert home_placed(command, recognize(text)) == expected


def test_a_folder_made_and_then_filled_is_made_first():
    from serval.model.rewrites import folder_made_first
    rec = recognize("create /tmp/restore and extract backup.tar.gz into it")
    assert folder_made_first("tar -xzf backup.tar.gz -C /tmp/restore", rec) == \
        "mkdir -p /tmp/restore && tar -xzf backup.tar.gz -C /tmp/restore"
    rec = recognize("make the folder reports and copy q1.csv into it")
    assert folder_made_first("cp q1.csv reports/", rec) == "mkdir -p reports && cp q1.csv reports/"


DEGENERATE = ["", "pkill", "kill", "sed", "find", "tar", "grep", "awk", "cut", "sort", "ls", "mv", "cp", "rm", "mkdir", "ssh", "scp",
              "rsync", "curl", "wget", "journalctl", "systemctl", "chown", "chmod", "date", "split", "ln", "du", "xargs", "crontab",
              "sudo", "sudo pkill", "pkill -f", "kill -9", "sed -i", "find .", "tar -czf", "grep -n", "|", "a |", "| b", "&&", ";",
              "ls |", "find . -exec", "for f in ; do ; done", "ufw allow", "shutdown -c", "mount -o", "ssh-copy-id", "journalctl -u"]
TEXTS = ["firefox froze, kill it", "kill it", "print everything between the BEGIN and END lines of cert.pem",
         "how many days are there between 2024-01-01 and 2024-12-25", "create a new group called developers",
         "remove user mike from the group developers", "mask the bluetooth service", "list files oldest first",
         "print contacts.csv without its second comma-separated column", "add the prefix trip_ to every .jpg file",
         "show the rows of roles.csv whose 3rd comma-separated field starts with admin", "copy the remote directory /var/backups from db01 to ./backups"]


@pytest.mark.parametrize("text", TEXTS)
def test_no_rewrite_fails_on_a_degenerate_command(text):
    rec = recognize(text)
    for command in DEGENERATE:
        for step in REWRITES:
            assert isinstance(step(command, rec), str), (step.__name__, command)


@pytest.mark.parametrize("text, command, expected", [
    ("find files in the current directory tree modified on 2024-01-15", "find . -newermt 2024-01-15",
     "find . -newermt 2024-01-15 ! -newermt 2024-01-16"),
    ("files changed on 2024-02-29 under logs", "find logs -type f -newermt 2024-02-29", "find logs -type f -newermt 2024-02-29 ! -newermt 2024-03-01"),
    ("files modified since 2024-01-15", "find . -newermt 2024-01-15", "find . -newermt 2024-01-15"),
    ("files modified on 2024-01-15", "find . -newermt 2024-01-15 ! -newermt 2024-01-16", "find . -newermt 2024-01-15 ! -newermt 2024-01-16"),
    ("jpg files in ~/Pictures modified between 2023-01-01 and 2024-01-01", 'find ~/Pictures -name "*.jpg" -not -newermt 2024-01-01 | wc -l',
     'find ~/Pictures -name "*.jpg" -newermt 2023-01-01 ! -newermt 2024-01-01 | wc -l'),
])
def test_a_day_is_bounded_on_both_sides(text, command, expected):
    assert day_bounded(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("files in ~/Documents modified between 2024-01-01 and 2024-01-31", "find ~/Documents -type f -newermt 2024-01-01 ! -newermt 2024-01-31",
     "find ~/Documents -type f -newermt 2024-01-01 ! -newermt 2024-02-01"),
    ("what did i change in ~/Pictures from 2023-03-01 to 2023-03-15", "find ~/Pictures -type f ! -newermt 2023-03-15",
     "find ~/Pictures -type f -newermt 2023-03-01 ! -newermt 2023-03-16"),   # the lower bound added
    ("copy reports modified 2023-12-20 through 2023-12-31", "find /data/reports -type f -newermt 2023-12-20 -not -newermt 2023-12-31",
     "find /data/reports -type f -newermt 2023-12-20 ! -newermt 2024-01-01"),
    ("files modified between 2024-03-01 and 2024-04-01", "find . -newermt 2024-03-01 ! -newermt 2024-04-01",
     "find . -newermt 2024-03-01 ! -newermt 2024-04-01"),   # a month read from words: its end is the next month's first day
    ("files modified since 2024-01-15", "find . -newermt 2024-01-15", "find . -newermt 2024-01-15"),
])
def test_the_last_day_of_a_span_is_included(text, command, expected):
    assert end_day_included(command, recognize(text)) == expected


def test_broken_links_and_access_times():
    assert broken_links("find ~ -type l", recognize("find broken symlinks in my home directory")) == "find ~ -xtype l"
    assert broken_links("find ~ -type l", recognize("find symlinks in my home directory")) == "find ~ -type l"
    rec = recognize("find files in ~/Pictures that haven't been opened in a year")
    assert access_times("find ~/Pictures -type f -mtime +365", rec) == "find ~/Pictures -type f -atime +365"
    rec = recognize("files in ~/Pictures not modified or opened in a year")
    assert access_times("find ~/Pictures -type f -mtime +365", rec) == "find ~/Pictures -type f -mtime +365"
    rec = recognize(".md files in ~/notes I haven't touched in over a year")   # touch sets the modification time
    assert access_times("find ~/notes -name '*.md' -mtime +365", rec) == "find ~/notes -name '*.md' -mtime +365"
    rec = recognize("files under /etc whose status changed after /etc/hosts was last modified")
    assert access_times("find /etc -type f -newer /etc/hosts", rec) == "find /etc -type f -cnewer /etc/hosts"
    rec = recognize("files in /var/cache whose inode status changed in the last 2 days")
    assert access_times("find /var/cache -type f -mtime -2", rec) == "find /var/cache -type f -ctime -2"
    rec = recognize("which files in ~/shared were read after stamp.txt was written")
    assert access_times("find ~/shared -type f -newer stamp.txt", rec) == "find ~/shared -type f -anewer stamp.txt"


@pytest.mark.parametrize("text, command, expected", [
    ("add the prefix trip_ to every .jpg file in the current folder", 'for f in *.jpg ; do mv "$f" trip_ ; done',
     'for f in *.jpg; do mv "$f" "trip_$f"; done'),
    ("add the prefix 2024_ to the name of every .pdf file in the current folder", "mv *.pdf .",
     'for f in *.pdf; do mv "$f" "2024_$f"; done'),
    ("add the prefix old_ to every log file", "mv *.log old_", 'for f in *.log; do mv "$f" "old_$f"; done'),
    ("add the prefix old_ to every .log file", "ls *.log", "ls *.log"),   # no renaming to put right
])
def test_a_prefix_is_added_to_each_name(text, command, expected):
    assert prefix_added(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("keep only the 5 newest files in backups and delete all the older ones", "ls -t backups | head -n 5",
     "ls -t backups/* | tail -n +6 | xargs rm -f"),
    ("delete everything in backups except the 3 newest files", "ls -t backups | head -n 3 | xargs rm",
     "ls -t backups/* | tail -n +4 | xargs rm -f"),
    ("keep only the five newest release directories in /var/www/releases and delete the older ones", "ls -t /var/www/releases",
     "ls -t /var/www/releases/* | tail -n +6 | xargs rm -rf"),
    ("keep the 5 newest files in backups", "ls -t backups | head -n 5", "ls -t backups | head -n 5"),   # nothing deleted
])
def test_the_newest_are_kept_and_the_rest_deleted(text, command, expected):
    assert newest_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("tar -czf logs.tar.gz logs && mv /backup/", "tar -czf logs.tar.gz logs && mv logs.tar.gz /backup/"),
    ("sort a.txt > sorted.txt && cp /tmp/", "sort a.txt > sorted.txt && cp sorted.txt /tmp/"),
    ("tar -czf logs.tar.gz logs && mv logs.tar.gz /backup/", "tar -czf logs.tar.gz logs && mv logs.tar.gz /backup/"),
    ("mkdir x && mv a x", "mkdir x && mv a x"),
])
def test_what_the_first_step_made_is_what_is_moved(command, expected):
    assert moved_what_was_made(command, recognize("compress logs into logs.tar.gz and move the archive to /backup")) == expected


@pytest.mark.parametrize("text, expected", [
    ("is /usr/local/bin/deploy.sh executable?", "test -x /usr/local/bin/deploy.sh && echo yes || echo no"),
    ("does /etc/nginx/nginx.conf exist?", "test -e /etc/nginx/nginx.conf && echo yes || echo no"),
    ("is data.csv empty?", "test -s data.csv && echo 'not empty' || echo empty"),
    ("is /srv/data a directory?", "test -d /srv/data && echo yes || echo no"),
    ("is the directory /mnt/backup empty?", '[ -z "$(ls -A /mnt/backup)" ] && echo empty || echo \'not empty\''),
    ("is photo.jpg newer than photo_backup.jpg?", "[ photo.jpg -nt photo_backup.jpg ] && echo yes || echo no"),
    ("is nginx running?", "pgrep nginx"),                                   # not a file question
    ("does the log mention errors?", "pgrep nginx"),
])
def test_a_yes_or_no_question_about_a_file_is_a_test(text, expected):
    assert phrasebook("pgrep nginx", recognize(text)) == expected


def test_owner_package_today_and_archive_questions():
    assert phrasebook("groups /var/www/html", recognize("which group owns /var/www/html?")) == "stat -c %G /var/www/html"
    assert phrasebook("ls -l /srv/data", recognize("who owns /srv/data?")) == "stat -c %U /srv/data"
    assert phrasebook("apt list curl", recognize("is the package curl installed?")) == "dpkg -l curl"
    assert phrasebook("which rsync", recognize("is the rsync package installed?")) == "dpkg -l rsync"
    assert phrasebook("which rsync", recognize("is rsync installed?")) == "which rsync"
    rec = recognize("which files in ~/src changed today?")
    assert today_from_midnight("find ~/src -type f -mtime 0", rec) == "find ~/src -type f -daystart -mtime 0"
    assert today_from_midnight("find ~/src -type f -mtime -7", rec) == "find ~/src -type f -mtime -7"
    rec = recognize("does backup.tar.gz contain a file named config.yaml?")
    assert phrasebook("tar -czf backup.tar.gz config.yaml", rec) == "tar -tzf backup.tar.gz | grep config.yaml"


def test_days_left_until_a_date_and_a_range_after_its_file():
    assert phrasebook("ls", recognize("how many days are left until 2025-12-25")) == \
        "echo $(( ($(date -d 2025-12-25 +%s) - $(date +%s)) / 86400 ))"
    rec = recognize("what's in error.log between the lines matching START and END?")
    assert range_marked("grep START error.log", rec) == "sed -n '/START/,/END/p' error.log"
    rec = recognize("print from the start to the end of a.txt")
    assert range_marked("sed -n x a.txt", rec) == "sed -n x a.txt"      # the start and the end of a file are no markers


def test_journal_errors_asked_in_words():
    rec = recognize("what errors has the mysql service logged since yesterday?")
    assert tool_flags_said("journalctl -u mysql --since yesterday", rec) == "journalctl -p err -u mysql --since yesterday"
    rec = recognize("search all nginx error logs for SSL_do_handshake")
    assert tool_flags_said("journalctl -u nginx | grep SSL_do_handshake", rec) == "journalctl -u nginx | grep SSL_do_handshake"


def test_immutable_files_and_the_package_of_a_file():
    rec = recognize("make config.lock immutable so not even root can modify it")
    assert phrasebook("sudo chmod 755 config.lock", rec) == "sudo chattr +i config.lock"
    assert phrasebook("chmod 755 a", recognize("make a executable")) == "chmod 755 a"
    rec = recognize("which package does /usr/bin/ssh come from?")
    assert phrasebook("apt list /usr/bin/ssh", rec) == "dpkg -S /usr/bin/ssh"
    assert phrasebook("dpkg -L curl", recognize("which files does the package curl install?")) == "dpkg -L curl"
    rec = recognize("print everything between the START and END markers in dump.txt")
    assert range_marked("sed -n markers dump.txt", rec) == "sed -n '/START/,/END/p' dump.txt"


@pytest.mark.parametrize("text, expected", [
    ("which users in /etc/passwd have /bin/bash as their shell? just the names", "grep '/bin/bash$' /etc/passwd | cut -d: -f1"),
    ("list the login names of all accounts whose shell is bash", "grep 'bash$' /etc/passwd | cut -d: -f1"),
    ("show the UUIDs of my partitions, I need them for fstab", "sudo blkid"),
    ("show failed login attempts", "sudo lastb"),
    ("show failed ssh password attempts from /var/log/auth.log", "grep 'Failed password' /var/log/auth.log"),
    ("securely wipe old_bank.pdf and delete it", "shred -u old_bank.pdf"),
    ("show the IP addresses of my network interfaces", "ip addr"),
    ("count the failed password attempts in /var/log/auth.log", "grep -c 'Failed password' /var/log/auth.log"),
    ("count failed ssh password attempts per IP in /var/log/auth.log",   # per IP: a pipeline of its own
     "grep 'Failed password' /var/log/auth.log | awk '{print $(NF-3)}' | sort | uniq -c | sort -rn"),
    ("run the command as user root with a bash shell", "who"),
    ("generate a random 16 character alphanumeric string", "tr -dc 'A-Za-z0-9' < /dev/urandom | head -c 16"),
    ("generate a random 32-character alphanumeric string and save it to secret.key",
     "tr -dc 'A-Za-z0-9' < /dev/urandom | head -c 32 > secret.key"),
    ("generate a random 32 character hex string to use as APP_KEY", "openssl rand -hex 16"),
    ("which ubuntu release is this machine running", "lsb_release -a"),
    ("show the 1, 5 and 15 minute load averages", "uptime"),
    ("drop the page cache, dentries and inodes", "sync; echo 3 | sudo tee /proc/sys/vm/drop_caches"),
    ("hex dump the first 64 bytes of header.bin", "xxd -l 64 header.bin"),
    ("what are the first 16 bytes of image.png in hex?", "xxd -l 16 image.png"),
    ("set vm.swappiness to 10 for the running system", "sudo sysctl -w vm.swappiness=10"),
    ("set user.name to Alice in the git config", "who"),        # git's key, no sysctl one
    ("forward local port 8080 to db.internal:5432 through bastion.example.com", "ssh -L 8080:db.internal:5432 bastion.example.com"),
    ("forward local port 5433 to db01:5432 via bastion as user ops", "ssh -L 5433:db01:5432 ops@bastion"),
    ("forward local port 5433 to db.internal:5432 through the bastion host", "ssh -L 5433:db.internal:5432 bastion"),
    ("show kernel ring buffer messages with human readable timestamps", "sudo dmesg -T"),
    ("show which services took the longest during boot", "systemd-analyze blame"),
    ("list pending at jobs", "atq"),
    ("remove at job number 7", "atrm 7"),
    ("add the address 192.168.10.20/24 to eth0", "sudo ip addr add 192.168.10.20/24 dev eth0"),
    ("add a route to 10.10.0.0/16 via 192.168.1.1", "sudo ip route add 10.10.0.0/16 via 192.168.1.1"),
    ("bring network interface eth1 up", "sudo ip link set eth1 up"),
    ("clear the apt package cache to free some space", "sudo apt clean"),
    ("remove packages that were installed as dependencies and aren't needed anymore", "sudo apt autoremove"),
    ("remove unused dependencies from package.json", "who"),     # npm's, not apt's
    ("check backup.tar.gz isn't corrupted", "gzip -t backup.tar.gz"),
    ("test the integrity of backup.tar.gz", "gzip -t backup.tar.gz"),
    ("check the sshd config for syntax errors", "sudo sshd -t"),
    ("are there any zombie processes?", "ps aux | awk '$8 ~ /^Z/'"),
    ("can I reach 8.8.8.8?", "ping -c 4 8.8.8.8"),
    ("show only the filesystems that are more than 80% full", "df -h | awk 'NR>1 && $5+0 > 80'"),
    ("list all the open files of process 3310", "lsof -p 3310"),
    ("change this machine's hostname permanently to web-prod-03", "sudo hostnamectl set-hostname web-prod-03"),
    ("schedule this system to reboot at 03:00 tonight", "sudo shutdown -r 03:00"),
    ("find every file owned by bob under /srv and give it to alice", "sudo find /srv -user bob -exec chown alice {} +"),
    ("change the owner of every file under /home/shared that belongs to jsmith to mlee",
     "sudo find /home/shared -user jsmith -exec chown mlee {} +"),
    ("pairs.tsv has two tab-separated columns; print them with the columns swapped",
     "awk -F'\\t' -v OFS='\\t' '{print $2, $1}' pairs.tsv"),
    ("hosts.txt has an IP and a hostname on each line; print them swapped", "awk '{print $2, $1}' hosts.txt"),
    ("give all files in /data/shared owned by olduser to newuser", "sudo find /data/shared -user olduser -exec chown newuser {} +"),
    ("give user alice read and write access to /srv/reports/q2.xlsx with an ACL", "setfacl -m u:alice:rw /srv/reports/q2.xlsx"),
    ("give user tom read access to report.pdf using an ACL", "setfacl -m u:tom:r report.pdf"),
    ("empty /var/log/app/debug.log without deleting the file", "truncate -s 0 /var/log/app/debug.log"),
    ("dump the environment of process 4321 with one variable per line", "tr '\\0' '\\n' < /proc/4321/environ"),
    ("show the users logged in", "who"),                      # no phrase of the book: the command stays
    ("change the shell of bob to /bin/zsh", "who"),
])
def test_the_phrasebook_answers_plainly_named_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_every_occurrence_even_several_on_a_line_is_grep_o():
    rec = recognize("count every occurrence of the word error in app.log, even several on one line")
    assert tool_flags_said("grep -c error app.log", rec) == "grep -o error app.log | wc -l"
    assert tool_flags_said("grep -ic error app.log", rec) == "grep -o -i error app.log | wc -l"
    assert tool_flags_said("grep -o error app.log | wc -l", rec) == "grep -o error app.log | wc -l"


def test_files_counted_by_extension_are_those_with_one():
    rec = recognize("count files per extension under /srv/uploads, most common first")
    assert extensions_counted("find /srv/uploads -type f | awk -F. '{print $NF}' | sort | uniq -c | sort -rn", rec) == \
        "find /srv/uploads -type f -name '*.*' | awk -F. '{print $NF}' | sort | uniq -c | sort -rn"
    # one number for all, or a count per whole name: counted per extension instead
    assert extensions_counted("find /srv/uploads -type f | wc -l", rec) == \
        "find /srv/uploads -type f -name '*.*' | sed 's/.*\\.//' | sort | uniq -c | sort -rn"
    assert extensions_counted("find . -type f | grep -c <pattern> | sort | uniq -c | sort -rn",
                              recognize("count the files here grouped by their extension")) == \
        "find . -type f -name '*.*' | sed 's/.*\\.//' | sort | uniq -c | sort -rn"
    assert extensions_counted("find . -type f | wc -l", recognize("list files by extension")) == "find . -type f | wc -l"   # no count asked


@pytest.mark.parametrize("text, expected", [
    ("list the names of all user accounts", "cut -d: -f1 /etc/passwd"),
    ("show all users on this system", "cut -d: -f1 /etc/passwd"),
    ("show all users on this system that are logged in right now", "who"),   # who, not every account
    ("list the users with a UID of 1000 or more and sort them by name",
     "awk -F: '$3 >= 1000 {print $1}' /etc/passwd | sort"),
    ("which accounts have a uid above 999", "awk -F: '$3 > 999 {print $1}' /etc/passwd"),
    ("what is 1234 times 5678?", "echo $((1234 * 5678))"),
    ("calculate 17 plus 25", "echo $((17 + 25))"),
    ("what is 7 divided by 2", "echo 'scale=2; 7 / 2' | bc"),
    ("mount /dev/sdc1 on /media/backup", "sudo mount /dev/sdc1 /media/backup"),
    ("make an exact image of the whole disk /dev/sdb into the file disk.img",
     "sudo dd if=/dev/sdb of=disk.img bs=4M status=progress"),
    ("give me the file name without the path from /srv/www/index.html", "basename /srv/www/index.html"),
    ("print the directory part of /srv/www/index.html", "dirname /srv/www/index.html"),
    ("remove the header row from scores.csv in place", "sed -i '1d' scores.csv"),
    ("remove the header row from scores.csv and save it as body.csv", "who"),   # another file: not in place
    ("which process has the file /var/lib/apt/lists/lock open?", "sudo lsof /var/lib/apt/lists/lock"),
    ("lower the priority of process 4242 to 19", "renice -n 19 -p 4242"),
    ("reduce the cpu priority of all processes owned by bob", "sudo renice -n 10 -u bob"),
    ("can we reach example.org? send 3 pings", "ping -c 3 example.org"),
    ("what's in notes.txt?", "cat notes.txt"),
    ("show me what is inside backup.zip", "who"),   # an archive's contents are its members, not its bytes
    ("suspend process 812", "kill -STOP 812"),
    ("resume the stopped process 812", "kill -CONT 812"),
    ("show the threads of pid 99", "ps -T -p 99"),
    ("disable all swap", "sudo swapoff -a"),
    ("set the swappiness to 20", "sudo sysctl vm.swappiness=20"),
    ("force carl to change his password every 60 days", "sudo chage -M 60 carl"),
    ("login history for user dana", "last dana"),
    ("add a system user named exporter that cannot log in", "sudo useradd -r -s /usr/sbin/nologin exporter"),
    ("set the account of kim to expire on 2026-06-30", "sudo usermod -e 2026-06-30 kim"),
    ("list established connections", "ss -t state established"),
    ("purge the package mysql-server", "sudo apt purge mysql-server"),
    ("stop nginx from being upgraded", "sudo apt-mark hold nginx"),
    ("what is the hostname of this machine?", "hostname"),
    ("what's the processor model", "grep -m1 'model name' /proc/cpuinfo"),
    ("list the RAM sticks installed", "sudo dmidecode -t memory"),
    ("enable ip forwarding", "sudo sysctl -w net.ipv4.ip_forward=1"),
    ("unload the kernel module pcspkr", "sudo modprobe -r pcspkr"),
    ("remount /boot as read-only", "sudo mount -o remount,ro /boot"),
    ("print the partition table of /dev/nvme0n1", "sudo fdisk -l /dev/nvme0n1"),
    ("which disk is /var on?", "df /var"),
    ("show mounted xfs filesystems", "findmnt -t xfs"),
    ("journal entries with priority warning or worse since this boot", "journalctl -b -p warning"),
    ("clean up journal logs older than 7 days", "sudo journalctl --vacuum-time=7d"),
    ("tail the nginx service logs", "journalctl -u nginx -f"),
    ("run 'systemctl restart app' 2 hours from now", "echo 'systemctl restart app' | at now + 2 hours"),
    ("take one snapshot of top", "top -b -n 1"),
    ("show big.log except the last 20 lines", "head -n -20 big.log"),
    ("the first and last lines of series.csv", "sed -n '1p;$p' series.csv"),
    ("show the first and the last ERROR in app.log", "grep ERROR app.log | sed -n '1p;$p'"),
    ("print the even lines of pairs.txt", "awk 'NR%2==0' pairs.txt"),
    ("strip the first 4 chars from each line of codes.txt", "cut -c5- codes.txt"),
    ("show trace.log from the line containing panic to the end", "sed -n '/panic/,$p' trace.log"),
    ("words in names.txt with exactly 3 letters", "grep -xE '[[:alpha:]]{3}' names.txt"),
    ("lines in list.txt that begin with un and end with ed", "grep '^un.*ed$' list.txt"),
    ("print the lines of ids.txt that contain only digits", "grep -xE '[0-9]+' ids.txt"),
    ("remove all single quotes from names.csv", "tr -d \"'\" < names.csv"),
    ("lines of app.log that mention both timeout and db", "grep timeout app.log | grep db"),
    ("line number of the first line containing TODO in main.py", "grep -n -m1 TODO main.py | cut -d: -f1"),
    ("strip trailing comments from hosts.conf", "sed 's/#.*//' hosts.conf"),
    ("show the section names in php.ini", "grep '^\\[' php.ini"),
    ("show the [mysqld] section of my.cnf", "sed -n '/^\\[mysqld\\]/,/^\\[/p' my.cnf"),
    ("print the value of timeout from app.env, a key=value file", "grep '^timeout=' app.env | cut -d= -f2"),
    ("print rows of people.tsv where column 3 is empty", "awk -F'\\t' '$3 == \"\"' people.tsv"),
    ("highest value in the second column of prices.csv", "cut -d, -f2 prices.csv | sort -n | tail -n 1"),
    ("lowest number in column 4 of runs.txt", "awk '{print $4}' runs.txt | sort -n | head -n 1"),
    ("sort words.txt by line length", "awk '{print length, $0}' words.txt | sort -n | cut -d' ' -f2-"),
    ("sum the numbers in amounts.txt", "paste -sd+ amounts.txt | bc"),
    ("sum the numbers in column 2 of amounts.txt", "awk '{s+=$2} END {print s}' amounts.txt"),   # a column's sum (phrasebook.columns), not every number
])
def test_the_phrasebook_answers_session_27s_plainly_named_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("sort -t, -k3 -n data.csv", "sort -t, -k3,3n data.csv"),
    ("sort -k2 -rn scores.txt | head -n 5", "sort -k2,2nr scores.txt | head -n 5"),
    ("sort -t, -k1 stores.csv > sorted.csv", "sort -t, -k1,1 stores.csv > sorted.csv"),
    ("sort -k 3 -h sizes.txt", "sort -k3,3h sizes.txt"),
    ("sort -u -k2 a.txt", "sort -u -k2 a.txt"),            # unique by the key would drop other lines
    ("sort -k2,2n a.txt", "sort -k2,2n a.txt"),            # already bounded
    ("sort -t: -k3 -n -k1 a.txt", "sort -t: -k3 -n -k1 a.txt"),   # several keys: as written
    ("du -sh * | sort -rh", "du -sh * | sort -rh"),
])
def test_a_sort_key_ends_where_its_column_ends(command, expected):
    assert sort_key_bounded(command, recognize("sort it by that column")) == expected


@pytest.mark.parametrize("text, command, expected", [
    # the column the request names, not another of its numbers
    ("sort users.csv numerically by the third column, highest first, and show only the first 10 rows",
     "sort -t, -k10,10nr users.csv | head -n 3", "sort -t, -k3,3nr users.csv | head -n 3"),
    ("sort scores.txt by column 4 numerically", "sort -k2 -n scores.txt", "sort -k4 -n scores.txt"),
    ("sort data.csv by the 2nd field", "sort -t, -k2,2 data.csv", "sort -t, -k2,2 data.csv"),
    # two columns named, several keys, a key spanning columns: as written
    ("sort a.csv by column 2 then by column 3", "sort -t, -k1,1 a.csv", "sort -t, -k1,1 a.csv"),
    ("sort a.txt by the 3rd column", "sort -k1,1 -k2,2 a.txt", "sort -k1,1 -k2,2 a.txt"),
    ("sort a.txt by the 3rd column", "sort -k1,2 a.txt", "sort -k1,2 a.txt"),
])
def test_a_sort_goes_by_the_column_said(text, command, expected):
    assert sort_key_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    # head took another number of the request
    ("sort users.csv numerically by the third column, highest first, and show only the first 10 rows",
     "sort -t, -k3,3nr users.csv | head -n 3", "sort -t, -k3,3nr users.csv | head -n 10"),
    # a count of its own (ps's header line), or no count said: as it was
    ("show the top 3 memory hungry processes", "ps aux --sort=-%mem | head -n 4", "ps aux --sort=-%mem | head -n 4"),
    ("show the first lines of a.txt", "head -n 5 a.txt", "head -n 5 a.txt"),
])
def test_head_keeps_the_count_said(text, command, expected):
    assert head_count_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("sort people.csv by column 2 alphabetically and then by column 3 numerically", "sort -t, -k2,2 people.csv",
     "sort -t, -k2,2 -k3,3n people.csv"),
    # the ordering of each key from its own words; a .tsv's tab when no separator is given
    ("sort employees.tsv by department in column 2, then by salary in column 4 from highest to lowest", "sort -k4 -nr employees.tsv",
     "sort -t$'\\t' -k2,2 -k4,4nr employees.tsv"),
    ("sort employees.tsv by the 2nd column, then numerically by the 3rd", "sort -t$'\\t' -t$'\\t' employees.tsv",
     "sort -t$'\\t' -k2,2 -k3,3n employees.tsv"),
    ("sort data.txt by the third field then by the first", "sort -o out.txt data.txt", "sort -k3,3 -k1,1 -o out.txt data.txt"),
    # one key, or a command that is no sort: as it was
    ("sort people.csv by column 2", "sort -t, -k2,2 people.csv", "sort -t, -k2,2 people.csv"),
    ("sort people.csv by column 2 and then by column 3", "cut -d, -f2 people.csv", "cut -d, -f2 people.csv"),
])
def test_two_sort_keys_said_in_turn_are_both_given(text, command, expected):
    assert sort_keys_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("check dump.tar.xz for corruption", "xz -t dump.tar.xz"),
    ("check the integrity of the zip archive bundle.zip", "unzip -t bundle.zip"),
    ("show the contents of notes.txt.xz", "xzcat notes.txt.xz"),
    ("print the text of readme.txt.bz2 to the screen", "bzcat readme.txt.bz2"),
    ("view syslog.2.gz without decompressing it to disk", "zcat syslog.2.gz"),
    ("search kern.log.xz for panic", "xzgrep panic kern.log.xz"),
    ("search nginx.log.gz case-insensitively for timeout and show line numbers", "zgrep -in timeout nginx.log.gz"),
    ("search for 'disk full' in syslog.1.gz", "zgrep 'disk full' syslog.1.gz"),
    ("show the compressed and uncompressed sizes of data.xz", "xz -l data.xz"),
    ("show the compressed size, uncompressed size and ratio of archive.gz", "gzip -l archive.gz"),
    ("show the contents of backup.tar.gz", "who"),          # an archive's listing is tar's, not zcat's
    ("search kern.log.xz for panic and then delete it", "who"),   # more than a search
])
def test_the_phrasebook_reads_tests_and_searches_compressed_files_with_their_own_tools(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("recursively give the group qa read-only ACL access to the reports directory", "setfacl -R -m g:qa:rX reports"),
    ("set a default ACL on shared so the group devs gets rwx on newly created files", "setfacl -d -m g:devs:rwx shared"),
    ("give user bob full access to /srv/app with an ACL, and make it the default for new files too",
     "sudo setfacl -m u:bob:rwx,d:u:bob:rwx /srv/app"),
    ("remove the default ACL from the team directory", "setfacl -k team"),
    ("copy the ACL from a.txt to b.txt", "getfacl a.txt | setfacl --set-file=- b.txt"),
    ("show the ACL of plan.doc without the comment header", "getfacl --omit-header plan.doc"),
    ("what is an ACL", "who"),                                  # nothing to build from
    ("give the group an ACL on notes.txt", "who"),              # no bits said
])
def test_an_acl_request_is_built_from_its_parts(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("show the 10 processes using the most CPU, with only the pid, command name and %cpu columns", "ps -eo pid,comm,%cpu --sort=-%cpu | head -n 11"),
    ("show pid, user, cpu %, memory % and command for all processes", "ps -eo pid,user,%cpu,%mem,cmd"),
    ("show the 10 processes using the most memory with their PID, user, memory percentage and command name",
     "ps -eo pid,user,%mem,comm --sort=-%mem | head -n 11"),
    ("show processes of root and www-data with user, pid and full command", "ps -u root,www-data -o user,pid,args"),
    ("list all processes with their pid and parent pid", "ps -eo pid,ppid"),
    ("list all processes with their open files", "who"),          # no column of ps
    ("show the 5 processes using the most memory", "ps aux --sort=-%mem | head -n 6"),        # no list of columns: ps aux
    ("kill the processes with pid and user root", "who"),
    ("print the process tree with command line arguments and process id numbers", "who"),   # pstree's
])
def test_the_columns_a_request_lists_for_processes_are_ps_s(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show lines in app.log with error but not debug", "grep -v debug app.log", "grep error app.log | grep -v debug"),
    ("print the lines of server.log that contain timeout but not retry", "grep -n timeout server.log",
     "grep -n timeout server.log | grep -v retry"),
    ("lines with Error but not warn in a.log, ignoring case", "grep -iv warn a.log", "grep -i Error a.log | grep -i -v warn"),
    ("journal lines with sshd but not CRON", "journalctl | grep sshd", "journalctl | grep sshd | grep -v CRON"),
    # files and several greps are other rules'
    ("files under src with malloc but not free", "grep -rl malloc src", "grep -rl malloc src"),
    ("lines with error but not debug", "grep error a.log | grep -v debug", "grep error a.log | grep -v debug"),
    # "but do not mention", and a count goes to the last grep
    ("how many lines in server.log contain ERROR but do not mention timeout", "grep -c ERROR server.log",
     "grep ERROR server.log | grep -vc timeout"),
    # a capitalised or quoted name skipped, minus, without …: out of the lines the grep keeps
    ("ERROR or FATAL lines in app.log but skip the HealthCheck noise", "grep -E -v 'ERROR|FATAL' app.log",
     "grep -E 'ERROR|FATAL' app.log | grep -v HealthCheck"),
    ("ERROR lines in app.log minus the HealthCheck noise", "grep ERROR app.log | grep -v '^#'", "grep ERROR app.log | grep -v HealthCheck"),
    ("WARN lines in app.log without the 'cache miss' ones", "grep -v WARN app.log", "grep WARN app.log | grep -v 'cache miss'"),
    ("search app.log for timeout, ignoring case", "grep -i timeout app.log", "grep -i timeout app.log"),   # a manner, no name
])
def test_lines_of_one_word_but_not_another_are_two_greps(text, command, expected):
    assert kept_but_not(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find python files in src whose names start with test_", 'find src -name "*.py"', 'find src -name "test_*.py"'),
    ("find all .log files under /var/log whose names begin with nginx", "find /var/log -name '*.log' -mtime -1",
     "find /var/log -name 'nginx*.log' -mtime -1"),
    ("find files in docs whose names start with draft", 'find docs -name "draft*"', 'find docs -name "draft*"'),   # said already
    ("find .py files whose names start with test_", 'find . -name "*.py" -o -name "*.pyc"', 'find . -name "*.py" -o -name "*.pyc"'),
])
def test_a_kind_found_keeps_the_start_its_names_are_said_to_have(text, command, expected):
    assert name_start_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("tar all the .csv files in the current directory into csvs.tar.gz", 'find . -name "*.csv" | tar -czf csvs.tar.gz -T -',
     "tar -czf csvs.tar.gz *.csv"),
    ("tar up all .conf files in the current directory into configs.tar.gz and move the archive to ~/archives",
     "find . -name '*.conf' | tar -czf configs.tar.gz -T - && mv configs.tar.gz ~/archives", "tar -czf configs.tar.gz *.conf && mv configs.tar.gz ~/archives"),
    ("zip all the .txt files here into notes.zip", "find . -name '*.txt' | zip notes.zip -@", "zip notes.zip *.txt"),
    # the files of the tree below: find's
    ("tar all .csv files under the current directory into csvs.tar.gz", 'find . -name "*.csv" | tar -czf csvs.tar.gz -T -',
     'find . -name "*.csv" | tar -czf csvs.tar.gz -T -'),
    ("tar the .csv files in the current directory and its subfolders into c.tar", "find . -name '*.csv' | tar -cf c.tar -T -",
     "find . -name '*.csv' | tar -cf c.tar -T -"),
])
def test_the_files_of_one_kind_here_are_packed_by_a_glob(text, command, expected):
    assert here_globbed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("extract every .tar.gz file in this directory", 'for f in *.tar.gz; do tar -xzf "$f"; done'),
    ("extract all tar.xz files in ~/dl", 'for f in ~/dl/*.tar.xz; do tar -xJf "$f"; done'),
    ("unzip all the zip files in the current directory", "unzip '*.zip'"),
    ("unzip all the zip files in ~/Downloads", 'unzip "$HOME/Downloads/*.zip"'),
    ("unzip each zip in downloads into its own folder named after the zip file",
     'for f in downloads/*.zip; do unzip "$f" -d "${f%.zip}"; done'),
    ("zip each subdirectory of the current folder into its own zip named after the directory",
     'for d in */; do zip -r "${d%/}.zip" "$d"; done'),
    ("extract every .tar.gz file in this directory and delete them", "who"),   # more than unpacking
])
def test_every_archive_of_a_kind_is_unpacked_in_a_loop(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("count the rows in shipments.csv where column 5 is shipped", "awk -F, '$5 == \"shipped\"' shipments.csv | wc -l"),
    ("print the rows of data.csv where column 3 is greater than 100", "awk -F, '$3 > 100' data.csv"),
    ("print column 1 of the rows in staff.csv where column 3 is between 30 and 40", "awk -F, '$3 >= 30 && $3 <= 40 {print $1}' staff.csv"),
    ("print the third field of lines in app.log whose second field is ERROR", "awk '$2 == \"ERROR\" {print $3}' app.log"),
    ("print the rows of compare.csv where column 2 and column 3 differ", "awk -F, '$2 != $3' compare.csv"),
    ("list users in /etc/passwd whose 7th field is /bin/bash", "awk -F: '$7 == \"/bin/bash\" {print $1}' /etc/passwd"),
    ("print the rows of t.tsv where the 2nd column is at least 5", "awk -F'\\t' '$2 >= 5' t.tsv"),
    ("show the rows of import.csv where column 5 looks odd", "who"),      # a test it does not read
    ("print the rows where column 5 is shipped", "who"),                 # no file
])
def test_rows_kept_by_a_test_of_one_column_are_awk_s(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("run vmstat every 2 seconds, 10 times", "watch -n 2 vmstat", "vmstat 2 10"),
    ("show disk io stats every 3 seconds 4 times with iostat", "watch -n 4 -t 3 iostat", "iostat 3 4"),
    ("vmstat with a timestamp on each line, every second, 5 samples", "vmstat -t 5", "vmstat -t 1 5"),
    ("save 5 iterations of top, 2 seconds apart", "top -b -n 5 -d 2", "top -b -n 5 -d 2"),   # top's own flags
    ("run vmstat", "vmstat", "vmstat"),
])
def test_a_sampler_takes_its_interval_and_count_as_operands(text, command, expected):
    assert sampled_in_turn(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("save a single batch-mode snapshot of top to top.txt", "top -b -n 1 > top.txt"),
    ("save 5 iterations of top, 2 seconds apart, to top.log", "top -b -n 5 -d 2 > top.log"),
    ("monitor PIDs 100 and 200 in top", "top -p 100,200"),
    ("run top but only for www-data processes", "top -u www-data"),
    ("take one top snapshot sorted by memory and show the first 20 lines", "top -b -n 1 -o %MEM | head -n 20"),
    ("show individual threads in a single batch top run", "top -H -b -n 1"),
    ("show the top 5 processes by memory", "ps aux --sort=-%mem | head -n 6"),        # top as a word, not the program
    ("put the line on top of notes.txt", "who"),
])
def test_top_is_run_with_the_options_said(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("replace every space with an underscore in filenames.txt", "tr ' ' < filenames.txt", "tr ' ' '_' < filenames.txt"),
    ("put each comma separated tag from tags.txt on its own line", "tr ' ' '\\n' < tags.txt", "tr ',' '\\n' < tags.txt"),
    ("convert the semicolon separated export.txt into a tab separated export.tsv", "tr ',' '\\t' < export.txt > export.tsv",
     "tr ';' '\\t' < export.txt > export.tsv"),
    ("replace colons with newlines in path.txt", "tr ':' '\\n' < path.txt", "tr ':' '\\n' < path.txt"),   # already so
    ("delete every comma and space from a.txt", "tr -d ', ' < a.txt", "tr -d ', ' < a.txt"),            # tr's flags: other rules'
    ("use tabs instead of commas in a.csv", "tr ',' '\\t' < a.csv", "tr ',' '\\t' < a.csv"),
])
def test_a_tr_translates_the_characters_named_in_their_order(text, command, expected):
    assert tr_sets_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("print line 42 of huge.log", "sed -n '42p' huge.log"),
    ("show the 7th line of /etc/hosts", "sed -n '7p' /etc/hosts"),
    ("print line 42 of huge.log and line 50 of b.log", "who"),
])
def test_one_line_by_its_number_is_sed_s(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("print just the file names, without the path, of all .mp3 files under ~/Music", 'find ~/Music -name "*.mp3"',
     "find ~/Music -name \"*.mp3\" -printf '%f\\n'"),
    ("list the directories under ~/src that contain a file named Makefile", "find ~/src -name Makefile -print",
     "find ~/src -name Makefile -printf '%h\\n'"),
    ("list every file under /etc/ssh with its permissions in octal", "find /etc/ssh -perm <permission>", "find /etc/ssh -printf '%m %p\\n'"),
    ("list every file under /etc with its permissions in octal", "find /etc -perm /222", "find /etc -printf '%m %p\\n'"),
    ("stop at the first file named settings.py found under ~/projects", "find ~/projects -name settings.py",
     "find ~/projects -name settings.py -print -quit"),
    ("the first libssl.so match under /usr", "find /usr -name libssl.so", "find /usr -name libssl.so -print -quit"),
    # an action of its own, a pipe: as they were
    ("just the names of the .log files here", "find . -name '*.log' -exec basename {} \\;", "find . -name '*.log' -exec basename {} \\;"),
    ("just the names of the .log files here", "find . -name '*.log' | sort", "find . -name '*.log' | sort"),
])
def test_find_prints_what_the_request_asks_of_each_file(text, command, expected):
    assert find_printed_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("kill java processes but ask me to confirm each one", "killall -i java"),
    ("kill all rsync processes that have been running for more than 2 hours", "killall -o 2h rsync"),
    ("kill the node processes younger than 30 minutes", "killall -y 30m node"),
    ("terminate all gunicorn processes and wait until they have all exited", "killall -w gunicorn"),
    ("kill all python processes", "who"),     # nothing but the name: the model's
    ("kill the processes of user myuser that have been working more than 7 days", "who"),   # no program named
])
def test_killall_takes_the_options_said(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("renice every process of user carol to 10", "sudo renice -n 10 -u carol"),
    ("raise the priority of process 777 to nice -5", "sudo renice -n -5 -p 777"),
    ("renice process 4242", "who"),                      # no value
    ("list all files opened by user dave", "lsof -u dave"),
    ("just the pids of processes that have /var/log/nginx/access.log open", "lsof -t /var/log/nginx/access.log"),
    ("which process has the file data.db open", "lsof data.db"),
    ("how many processes does www-data have", "pgrep -c -u www-data"),
])
def test_priorities_open_files_and_counts_of_processes(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("join every two lines of lines.txt into one line separated by a space", "paste -d' ' - - < lines.txt"),
    ("join every pair of lines in pairs.txt into one line separated by a colon", "paste -d: - - < pairs.txt"),
    ("lay out the lines of items.txt in 3 tab-separated columns", "paste - - - < items.txt"),
    ("join every pair of lines in p.txt into one line separated by a semicolon", "paste -d';' - - < p.txt"),   # not the shell's ;
    ("join every 40 lines of a.txt", "who"),
])
def test_every_n_lines_are_pasted_into_one(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("print every other line of input.txt, starting with the first line", "awk 'NR%2==1' input.txt"),
    ("print every other line of input.txt starting with the second", "awk 'NR%2==0' input.txt"),
    ("count the comma separated fields in the first line of wide.csv", "head -n 1 wide.csv | awk -F, '{print NF}'"),
    ("print the header of data.csv with one column name per line", "head -n 1 data.csv | tr ',' '\\n'"),
    ("show the rows of import.csv that don't have exactly 5 comma separated fields", "awk -F, 'NF != 5' import.csv"),
    ("show the lines of a.csv that have more than 3 fields", "awk -F, 'NF > 3' a.csv"),
    ("print the running total of column 2 in deposits.csv, one value per line", "awk -F, '{s+=$2; print s}' deposits.csv"),
    ("remove duplicate rows from leads.csv based only on column 1, keeping the first occurrence", "awk -F, '!seen[$1]++' leads.csv"),
    ("keep only the first 100 lines of big.txt, deleting the rest in place", "sed -i '101,$d' big.txt"),
    ("keep only the first 100 lines of big.txt", "who"),     # shown, not cut in place: head's
])
def test_rows_and_fields_of_text_files_named_in_words(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("show a detailed listing of images.tar with sizes, owners and permissions", "tar -tvf images.tar"),
    ("show the 10 largest files inside big.tar", "tar -tvf big.tar | sort -k3 -nr | head -n 10"),
    ("list only the entries under var/log/nginx in logs.tar.gz", "tar -tzf logs.tar.gz var/log/nginx"),
    ("add up the sizes of all files stored in data.tar.gz", "tar -tvzf data.tar.gz | awk '{s+=$3} END {print s}'"),
    ("update backup.tar with any files in work that are newer than the copies already in the archive", "tar -uf backup.tar work"),
    ("concatenate part2.tar onto the end of part1.tar", "tar -Af part1.tar part2.tar"),
    ("compare snapshot.tar with the files on disk and report what changed", "tar -df snapshot.tar"),
])
def test_tar_modes_and_listings_said_in_words(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("append hello world to greetings.txt", "echo 'hello world' >> greetings.txt"),
    ("append the contents of a.txt to b.txt", "who"),        # a file's contents: cat's
    ("append the current date and time to run.log", "who"),  # what a program prints: date's
    ("add bob to the docker group", "who"),
    ("create the folders a, b and c", "mkdir a b c"),
    ("make the directories src, tests and docs", "mkdir src tests docs"),
])
def test_plain_words_appended_and_folders_listed(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, searched", [
    ("find all TODO comments in the src folder", True),
    ("find every use of parse_config under lib", True),
    ("find files named TODO in docs", False),
    ("search for 'connection refused' in all files under /var/log ignoring case", True),
    ("which .py files in ~/scripts have import requests", True),
    ("search for 'connection refused' in file names under /var/log", False),
])
def test_words_inside_files_are_asked_for(text, searched):
    from serval.model.repair import asks_in_contents
    assert asks_in_contents(text) is searched


def test_tar_concatenates_two_archives_named_in_either_order_of_words():
    assert phrasebook("who", recognize("concatenate b.tar onto the end of a.tar")) == "tar -Af a.tar b.tar"


def test_a_folder_itself_is_listed_with_d():
    rec = recognize("show the permissions of /var/log itself rather than its contents")
    assert folder_itself_listed("ls -t /var/log", rec) == "ls -ld /var/log"
    assert folder_itself_listed("ls -ld /var/log", rec) == "ls -ld /var/log"
    assert folder_itself_listed("ls /srv", recognize("list /srv itself")) == "ls -d /srv"
    assert folder_itself_listed("ls -l /srv", recognize("list /srv")) == "ls -l /srv"      # its contents


def test_ones_own_account_is_changed_without_root_and_anothers_with_it():
    assert own_account_unrooted("sudo chsh -s /bin/bash", recognize("change my own login shell to /bin/bash")) == "chsh -s /bin/bash"
    assert own_account_unrooted("sudo passwd", recognize("change my password")) == "passwd"
    assert own_account_unrooted("sudo passwd", recognize("change my password as root")) == "sudo passwd"
    assert own_account_unrooted("chsh -s /bin/zsh bob", recognize("change the shell of bob to /bin/zsh")) == "sudo chsh -s /bin/zsh bob"
    assert own_account_unrooted("chsh -s /bin/zsh", recognize("change the shell to /bin/zsh")) == "chsh -s /bin/zsh"


def test_a_header_kept_on_top_and_one_row_kept():
    rec = recognize("sort report.csv numerically by column 3 but keep the header line at the top")
    assert header_on_top("tail -n +2 report.csv | sort -t, -k3,3n", rec) == "(head -n 1 report.csv; tail -n +2 report.csv | sort -t, -k3,3n)"
    assert header_on_top("tail -n +2 r.csv | sort -n > s.csv", rec) == "(head -n 1 r.csv; tail -n +2 r.csv | sort -n) > s.csv"
    assert header_on_top("tail -n +2 report.csv | sort -n", recognize("sort report.csv without the header")) == "tail -n +2 report.csv | sort -n"
    rec = recognize("print the row of stats.csv with the highest value in column 3")
    assert one_row_kept("sort -t, -k3,3nr stats.csv | head -n 3", rec) == "sort -t, -k3,3nr stats.csv | head -n 1"
    rec = recognize("show the top 3 rows of stats.csv with the highest value in column 3")
    assert one_row_kept("sort -t, -k3,3nr stats.csv | head -n 3", rec) == "sort -t, -k3,3nr stats.csv | head -n 3"
    assert tool_flags_said("sort dates.txt", recognize("sort dates.txt by month name")) == "sort -M dates.txt"


def test_zip_takes_only_the_kinds_said():
    rec = recognize("zip the data folder into data.zip including only .csv and .json files")
    assert zip_only_kinds('zip -r data.zip data -x "*.json" "*.csv"', rec) == 'zip -r data.zip data -i "*.json" "*.csv"'
    rec = recognize("zip the src folder into src.zip excluding .log files, only the rest")
    assert zip_only_kinds('zip -r src.zip src -x "*.log"', rec) == 'zip -r src.zip src -x "*.log"'


def test_found_files_sorted_by_time_toward_the_end_asked():
    rec = recognize("find the oldest file anywhere under /var/log/app")
    assert age_end_kept("find /var/log/app -type f -printf '%T@ %p\\n' | sort -rn | head -n 1", rec) == \
        "find /var/log/app -type f -printf '%T@ %p\\n' | sort -n | head -n 1"
    rec = recognize("find the newest file under /srv")
    assert age_end_kept("find /srv -type f -printf '%T@ %p\\n' | sort -n | tail -n 1", rec) == \
        "find /srv -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"     # the last of the oldest-first list
    assert age_end_kept("find /srv -type f -printf '%T@ %p\\n' | sort -n | head -n 1", rec) == \
        "find /srv -type f -printf '%T@ %p\\n' | sort -rn | head -n 1"
    rec = recognize("the newest and the oldest file under /srv")
    assert age_end_kept("find /srv -printf '%T@ %p\\n' | sort -n", rec) == "find /srv -printf '%T@ %p\\n' | sort -n"


def test_compress_unsaid_is_gzip():
    assert plain_compressor("bzip2 access.log", recognize("compress access.log")) == "gzip access.log"
    assert plain_compressor("bzip2 -k big.log &", recognize("compress big.log in the background, keep it")) == "gzip -k big.log &"
    assert plain_compressor("bzip2 notes.txt", recognize("compress notes.txt with bzip2")) == "bzip2 notes.txt"
    assert plain_compressor("bzip2 a.txt", recognize("compress a.txt into a.txt.bz2")) == "bzip2 a.txt"
    assert plain_compressor("compress big.log &", recognize("compress big.log in the background")) == "gzip big.log &"   # not on Ubuntu
    rec = recognize("compress every .log file in /var/log/app older than 7 days")
    assert plain_compressor('find /var/log/app -name "*.log" -mtime +7 -exec compress {} +', rec) == 'find /var/log/app -name "*.log" -mtime +7 -exec gzip {} +'
    assert plain_compressor("find . -name '*.log' -print0 | xargs -0 bzip2", rec) == "find . -name '*.log' -print0 | xargs -0 gzip"


def test_tar_reads_its_folder_before_the_members_it_extracts():
    assert folder_before_members("tar -xjf year.tar.bz2 report.txt -C /tmp/r") == "tar -xjf year.tar.bz2 -C /tmp/r report.txt"
    assert folder_before_members("sudo tar -xzf f.tar.gz etc -C /") == "sudo tar -xzf f.tar.gz -C / etc"
    assert folder_before_members("tar -xzf f.tar.gz -C /srv") == "tar -xzf f.tar.gz -C /srv"        # no member
    assert folder_before_members("tar -czf f.tar.gz a -C /srv") == "tar -czf f.tar.gz a -C /srv"    # packing: as written


@pytest.mark.parametrize("text, expected", [
    ("add bob to both the audio and video groups", "sudo usermod -aG audio,video bob"),
    ("add alice to the groups sudo, adm and docker", "sudo usermod -aG sudo,adm,docker alice"),
    ("set bob's supplementary groups to exactly devs and qa, dropping any others", "sudo usermod -G devs,qa bob"),
    ("create user jane with UID 1050, a home directory and the full name Jane Doe", 'sudo useradd -m -u 1050 -c "Jane Doe" jane'),
    ("change the full name of user alice to Alice Smith", "sudo usermod -c 'Alice Smith' alice"),
    ("show the name of my primary group", "id -gn"),
    ("list all groups on the system", "getent group | cut -d: -f1"),
    ("list accounts that have UID 0", "awk -F: '$3 == 0 {print $1}' /etc/passwd"),
    ("list users with a UID greater than 1000", "awk -F: '$3 > 1000 {print $1}' /etc/passwd"),
    ("add apples to the list and sort", "who"),      # no group said
    ("recursively make everything under /srv/frozen immutable", "sudo chattr -R +i /srv/frozen"),
    ("show the attributes of the mydir directory itself, not its contents", "lsattr -d mydir"),
    ("list the attributes of all files under /var/lib/app recursively", "lsattr -R /var/lib/app"),
    ("turn off access-time updates for cache.db using a file attribute", "chattr +A cache.db"),
])
def test_accounts_groups_and_file_attributes_named_in_words(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_said_cp_ln_split_and_chown_flags_are_added():
    rec = recognize("copy the .txt files here to backup/ only if they are newer than the copies already in backup")
    assert tool_flags_said("cp *.txt backup/", rec) == "cp -u *.txt backup/"
    assert tool_flags_said("mv a.txt /srv", recognize("move a.txt to /srv without overwriting anything")) == "mv -n a.txt /srv"
    rec = recognize("split large.csv into files of 10000 lines with numeric suffixes and the prefix chunk_")
    assert tool_flags_said("split -l 10000 large.csv chunk_", rec) == "split -d -l 10000 large.csv chunk_"
    assert tool_flags_said("ln -s a b", recognize("make a relative symlink b pointing to a")) == "ln -r -s a b"
    assert tool_flags_said("chown bob cur", recognize("give the link cur itself, not its target, to bob")) == "chown -h bob cur"


@pytest.mark.parametrize("command, text, expected", [
    ("cp -r photos /mnt/usb", "copy the photos directory to /mnt/usb keeping permissions and timestamps", "cp -a photos /mnt/usb"),
    ("cp -rv src dst", "copy src to dst preserving ownership", "cp -av src dst"),
    ("cp notes.txt /tmp", "copy notes.txt to /tmp preserving its timestamps", "cp -p notes.txt /tmp"),
    ("cp -a src dst", "copy src to dst keeping the permissions", "cp -a src dst"),
    ("cp -r src dst", "copy src to dst", "cp -r src dst"),
])
def test_a_copy_keeps_the_attributes_the_request_names(command, text, expected):
    assert attributes_kept(command, recognize(text)) == expected


def test_find_stays_on_one_filesystem_when_asked():
    rec = recognize("find files larger than 100M on the root filesystem only, without crossing into other mounts")
    assert one_filesystem("find / -size +100M", rec) == "find / -xdev -size +100M"
    assert one_filesystem("sudo find / -type f -size +100M", rec) == "sudo find / -xdev -type f -size +100M"
    assert one_filesystem("find / -size +100M", recognize("find files larger than 100M")) == "find / -size +100M"


def test_a_checksum_check_shows_only_failures_when_asked():
    rec = recognize("verify the md5 sums in checksums.md5 and only show the ones that fail")
    assert failures_only("md5sum -c checksums.md5", rec) == "md5sum -c --quiet checksums.md5"
    assert failures_only("md5sum checksums.md5", rec) == "md5sum checksums.md5"   # no check, nothing to quieten
    assert failures_only("md5sum -c checksums.md5", recognize("verify checksums.md5")) == "md5sum -c checksums.md5"


def test_a_tar_without_a_mode_gets_the_one_the_verb_says():
    rec = recognize("extract rootfs.tar into /mnt/rootfs preserving permissions and ownership")
    assert tar_mode_given("tar rootfs.tar -C /mnt/rootfs", rec) == "tar -xpf rootfs.tar -C /mnt/rootfs"
    assert tar_mode_given("tar site.tgz", recognize("unpack site.tgz")) == "tar -xzf site.tgz"
    assert tar_mode_given("tar -xf a.tar", recognize("extract a.tar")) == "tar -xf a.tar"
    assert tar_mode_given("tar notes.txt", recognize("extract notes.txt")) == "tar notes.txt"


def test_a_folder_named_after_a_date_format_is_the_date():
    rec = recognize("create a directory named after today's date in YYYY-MM-DD format")
    assert "after" not in [e.value for e in rec.entities]
    assert dated_names("mkdir YYYY-MM-DD", rec) == "mkdir $(date +%F)"


def test_the_newest_kept_reads_a_kind_of_file_and_the_age_test_takes_the_request_sign():
    rec = recognize("keep only the 3 newest .tar.gz files in /backups and delete the rest")
    assert newest_kept("ls -t /backups/*.tar.gz | head -n 3", rec) == "ls -t /backups/*.tar.gz | tail -n +4 | xargs rm -f"
    rec = recognize("find .log files under /var/log bigger than 100M that were modified in the last 7 days")
    assert time_sign('find /var/log -name "*.log" -size +100M -mtime +7', rec) == 'find /var/log -name "*.log" -size +100M -mtime -7'
    rec = recognize("files in /data modified more than 30 days ago but in the last 90 days")
    assert time_sign("find /data -mtime +30 -mtime -90", rec) == "find /data -mtime +30 -mtime -90"


def test_modes_by_kind_and_mirror_take_bare_folder_names():
    text = "set all directories under www to 755 and all files to 644"
    rec = recognize(text, {stem(w) for w in text.split() if w != "www"})   # a word the model does not know: a name
    assert modes_by_kind("find www -type d -exec chmod 755 {} +", rec) == \
        "find www -type d -exec chmod 755 {} + && find www -type f -exec chmod 644 {} +"
    rec = recognize("mirror src_dir into dst_dir, deleting files in dst_dir that no longer exist in src_dir")
    assert mirror_contents("rsync -av --delete src_dir dst_dir", rec) == "rsync -av --delete src_dir/ dst_dir"


def test_a_searched_word_taken_for_a_file_glob_is_searched_for():
    rec = recognize("search for TODO in all files under src and show line numbers")
    assert searched_not_included("grep -n --include=TODO src", rec) == "grep -rn TODO src"
    assert searched_not_included("grep -n --include=TODO src .", rec) == "grep -n --include=TODO src ."
    rec = recognize("search for useEffect in .jsx files under src")
    assert searched_not_included('grep -r --include="*.jsx" useEffect src', rec) == 'grep -r --include="*.jsx" useEffect src'


def test_every_package_listed_is_installed():
    rec = recognize("install nginx and curl without being asked for confirmation")
    assert packages_listed("sudo apt install -y nginx", rec) == "sudo apt install -y nginx curl"
    assert packages_listed("sudo apt install git", recognize("install git, curl and htop")) == "sudo apt install git curl htop"
    assert packages_listed("sudo apt install iotop", recognize("install htop, iotop and ncdu in one go")) == "sudo apt install htop iotop ncdu"
    assert packages_listed("sudo apt install nginx", recognize("install nginx and start it")) == "sudo apt install nginx"


def test_a_folder_copied_to_or_from_a_host_is_copied_recursively():
    rec = recognize("copy the directory /data/photos from backup.local (user alice) to the current directory")
    assert remote_folder_recursive("scp alice@backup.local:/data/photos .", rec) == "scp -r alice@backup.local:/data/photos ."
    rec = recognize("copy report.pdf from backup.local to here")
    assert remote_folder_recursive("scp backup.local:report.pdf .", rec) == "scp backup.local:report.pdf ."


def test_a_checksum_tool_keeps_only_flags_it_has():
    assert sum_flags_kept("sha256sum -l ubuntu.iso", recognize("x")) == "sha256sum ubuntu.iso"
    assert sum_flags_kept("sha256sum -cl SUMS", recognize("x")) == "sha256sum -c SUMS"
    assert sum_flags_kept("md5sum -c sums.md5", recognize("x")) == "md5sum -c sums.md5"
    assert sum_flags_kept("b2sum -l 256 data.parquet", recognize("x")) == "b2sum -l 256 data.parquet"   # b2sum's digest length


def test_the_named_public_key_is_given_to_ssh_copy_id():
    rec = recognize("install my public key ~/.ssh/id_ed25519.pub on git.example.com for user carol")
    assert key_file_named("ssh-copy-id carol@git.example.com", rec) == "ssh-copy-id -i ~/.ssh/id_ed25519.pub carol@git.example.com"
    assert key_file_named("ssh-copy-id admin@srv1", recognize("copy my pubkey to admin@srv1")) == "ssh-copy-id admin@srv1"


@pytest.mark.parametrize("text, expected", [
    ("set the date of photo.jpg to 2020-01-01 at noon", "touch -d '2020-01-01 12:00' photo.jpg"),
    ("change the modification time of a.txt to 2023-05-01 8:30", "touch -d '2023-05-01 08:30' a.txt"),
    ("set the timestamp of b.log to 2022-12-24", "touch -d 2022-12-24 b.log"),
    ("list the tasks that run automatically on a schedule", "crontab -l"),
    ("print notes.md with a line number before each line", "cat -n notes.md"),
    ("update the package lists and upgrade everything", "sudo apt update && sudo apt upgrade"),
    ("refresh the package lists and upgrade everything without asking", "sudo apt update && sudo apt upgrade -y"),
    ("allocate a 4G file at /swap2 to use as swap", "sudo fallocate -l 4G /swap2"),
    ("count the failed password attempts per IP in /var/log/auth.log",
     "grep 'Failed password' /var/log/auth.log | awk '{print $(NF-3)}' | sort | uniq -c | sort -rn"),
    ("download https://example.com/app.tar.xz and extract it into build/", "curl -L https://example.com/app.tar.xz | tar -xJ -C build/"),
    ("forward local port 9000 to port 80 on web.internal via jump.example.com",
     "ssh -L 9000:web.internal:80 jump.example.com"),
    ("forward local port 8080 to port 80 on web01 through ssh", "ssh -L 8080:localhost:80 web01"),   # no jump host named: web01 itself
])
def test_the_phrasebook_answers_more_plainly_named_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_dropped_duplicates_keep_one_of_each_line():
    rec = recognize("print tags.txt in lowercase with duplicates removed")
    assert duplicates_dropped("tr 'A-Z' 'a-z' < tags.txt | sort | uniq -d", rec) == "tr 'A-Z' 'a-z' < tags.txt | sort -u"
    assert duplicates_dropped("sort names.txt | uniq -d", recognize("show only the duplicated lines of names.txt")) == \
        "sort names.txt | uniq -d"


def test_cut_takes_every_column_listed():
    assert cut_ranges("cut -f3 data.tsv", recognize("extract columns 1 and 3 from the tab-separated file data.tsv")) == "cut -f1,3 data.tsv"
    rec = recognize("print the 2nd, 4th and 5th fields of a.csv")
    assert cut_ranges("cut -d, -f2 a.csv", rec) == "cut -d, -f2,4,5 a.csv"
    assert cut_ranges("cut -f3 data.tsv", recognize("extract column 3 from data.tsv")) == "cut -f3 data.tsv"
    assert cut_ranges("cut -f1,3-5 inv.tsv", recognize("print columns 1 and 3 through 5 of inv.tsv")) == "cut -f1,3-5 inv.tsv"


def test_an_edit_in_place_with_a_backup_is_sed_i_with_its_suffix():
    rec = recognize("change every http:// to https:// in links.txt in place, keeping a backup named links.txt.bak")
    assert backup_by_sed("sed 's|http://|https://|g' links.txt > links.txt.bak", rec) == "sed -i.bak 's|http://|https://|g' links.txt"
    rec = recognize("change every http:// to https:// in links.txt and write it to new.txt")
    assert backup_by_sed("sed 's|http://|https://|g' links.txt > new.txt", rec) == "sed 's|http://|https://|g' links.txt > new.txt"


def test_a_substitution_only_on_some_lines_is_addressed():
    rec = recognize("in settings.conf, replace localhost with 10.0.0.5 but only on lines containing db_host, editing in place")
    assert substitution_addressed("sed -i 's/localhost/10.0.0.5/g' settings.conf", rec) == \
        "sed -i '/db_host/s/localhost/10.0.0.5/g' settings.conf"
    assert substitution_addressed("sed -i 's/a/b/g' f", recognize("replace a with b in f")) == "sed -i 's/a/b/g' f"


@pytest.mark.parametrize("text, expected", [
    ("prefix every line of domains.txt with https://", "sed 's|^|https://|' domains.txt"),
    ("add > to the start of each line of mail.txt", "sed 's/^/>/' mail.txt"),
    ("append ; to the end of every line of stmts.sql", "sed 's/$/;/' stmts.sql"),
    ("print the lines of app.log that start with the date 2024-03-15", "grep '^2024-03-15' app.log"),
    ("swap the two columns of pairs.csv", "awk -F, -v OFS=, '{print $2, $1}' pairs.csv"),
])
def test_the_phrasebook_edits_every_line(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_a_range_after_the_file_runs_from_marker_to_marker():
    rec = recognize("print the lines of app.log from the line containing START through the line containing END")
    assert range_marked("grep '^END' app.log", rec) == "sed -n '/START/,/END/p' app.log"


def test_the_hash_the_request_names_is_computed():
    rec = recognize("write the sha512 checksum of backup.tar.gz to backup.tar.gz.sha512")
    assert hash_named("sha256sum backup.tar.gz > backup.tar.gz.sha512", rec) == "sha512sum backup.tar.gz > backup.tar.gz.sha512"
    assert hash_named("sha256sum a.iso", recognize("compare the sha256 and md5 of a.iso")) == "sha256sum a.iso"
    assert hash_named("md5sum a.iso", recognize("the SHA-1 of a.iso")) == "sha1sum a.iso"


@pytest.mark.parametrize("text, expected", [
    ("delete the old-api.local line from /etc/hosts", "sudo sed -i '/old-api.local/d' /etc/hosts"),
    ("remove the lines containing DEBUG from app.conf", "sed -i '/DEBUG/d' app.conf"),
    ("comment out the line containing test.local in /etc/hosts", "sudo sed -i '/test.local/s/^/#/' /etc/hosts"),
    ("show the ufw status with the default policies", "sudo ufw status verbose"),
    ("show the firewall rules with their numbers", "sudo ufw status numbered"),
    ("remove firewall rule 7", "sudo ufw delete 7"),
    ("make ufw allow all outgoing traffic by default", "sudo ufw default allow outgoing"),
    ("rate limit ssh with ufw", "sudo ufw limit ssh"),
    ("allow the 'OpenSSH' profile in ufw", "sudo ufw allow 'OpenSSH'"),
    ("allow port 5432 only from 10.0.0.0/8 with ufw", "sudo ufw allow from 10.0.0.0/8 to any port 5432"),
    ("a brief summary of all ip addresses", "ip -br a"),
    ("which route is used to reach 1.1.1.1?", "ip route get 1.1.1.1"),
    ("show the arp table", "ip neigh"),
    ("set the mtu of ens3 to 1400", "sudo ip link set dev ens3 mtu 1400"),
    ("show packet counters for eth1", "ip -s link show eth1"),
    ("apply netplan", "sudo netplan apply"),
    ("flush the dns cache", "sudo resolvectl flush-caches"),
    ("make local port 8080 reachable as port 80 on edge.example.com", "ssh -R 80:localhost:8080 edge.example.com"),
    ("ping 10.0.0.1 every 2 seconds", "ping -i 2 10.0.0.1"),
    ("ping the router 192.168.0.1 every half a second", "ping -i 0.5 192.168.0.1"),
    ("ping example.org over ipv6", "ping -6 example.org"),
    ("ping example.com 5 times and show only the statistics", "ping -c 5 -q example.com"),
    ("get https://10.0.0.2:8443 ignoring the self-signed certificate", "curl -k https://10.0.0.2:8443"),
    ("download https://example.com/a.zip via the proxy proxy.lan:8080", "curl -x http://proxy.lan:8080 https://example.com/a.zip"),
    ("upload cv.pdf as the form field resume to https://jobs.example.com/apply", "curl -F 'resume=@cv.pdf' https://jobs.example.com/apply"),
    ("check whether https://example.com/a.html exists without downloading it", "wget --spider https://example.com/a.html"),
])
def test_the_phrasebook_answers_network_and_line_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "delete all blank lines from notes.md in place", "remove duplicate lines from emails.txt",
    "drop the header line of export.csv and write the rest to body.csv",
])
def test_lines_named_by_kind_or_saved_elsewhere_are_no_pattern_deleted_in_place(text):
    assert phrasebook("who", recognize(text)) == "who"


def test_the_last_line_deleted_in_place_is_the_last_line_not_a_pattern():
    assert phrasebook("who", recognize("delete the last line of list.txt in place")) == "sed -i '$d' list.txt"
    # lines deleted and the rest saved elsewhere: grep -v, the file left as it is
    assert phrasebook("who", recognize("remove the lines containing DEBUG from app.log and save the result as clean.log")) \
        == "grep -v 'DEBUG' app.log > clean.log"


@pytest.mark.parametrize("text, expected", [
    ("add 10.0.0.5 db.local db to /etc/hosts", "echo '10.0.0.5 db.local db' | sudo tee -a /etc/hosts"),
    ("map api.local to 127.0.0.1 in /etc/hosts", "echo '127.0.0.1 api.local' | sudo tee -a /etc/hosts"),
    ("git status in short format", "git status -s"),
    ("show my stashes", "git stash list"),
    ("pop the latest stash", "git stash pop"),
    ("which branch am I on", "git branch --show-current"),
    ("remove all untracked files and directories", "git clean -fd"),
    ("stop tracking secrets.yml but keep the file", "git rm --cached secrets.yml"),
    ("commits whose message contains hotfix", "git log --grep=hotfix"),
    ("commits that added or removed the string DEBUG_MODE", "git log -S DEBUG_MODE"),
    ("the history of lib/a.py following renames", "git log --follow lib/a.py"),
    ("commits on dev that aren't in main", "git log main..dev"),
    ("names of files that changed between v1.0 and v1.1", "git diff --name-only v1.0 v1.1"),
    ("setup.py as it was in commit a1b2c3d", "git show a1b2c3d:setup.py"),
    ("set my name to Ann Lee for this repo only", "who"),   # a name of two words: the model's
    ("set my email to a@b.org for this repo only", "git config user.email a@b.org"),
    ("merge hotfix into the current branch with a merge commit", "git merge --no-ff hotfix"),
    ("fetch from all remotes and prune", "git fetch --all --prune"),
    ("run tests/test_x.py with pytest in verbose mode", "pytest -v tests/test_x.py"),
    ("run only the tests whose names match parse", "pytest -k parse"),
    ("run pytest and stop at the first failure", "pytest -x"),
    ("run just test_load in tests/test_io.py", "pytest tests/test_io.py::test_load"),
    ("check tool.py for syntax errors", "python3 -m py_compile tool.py"),
    ("a clean npm install", "npm ci"),
    ("install prettier as a dev dependency", "npm install --save-dev prettier"),
    ("list outdated npm packages", "npm outdated"),
])
def test_the_phrasebook_answers_developer_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_a_file_sorted_in_place_is_written_back():
    rec = recognize("sort .gitignore in place and drop duplicate lines")
    assert sort_in_place("sort -u .gitignore", rec) == "sort -u .gitignore -o .gitignore"
    assert sort_in_place("sort -u .gitignore", recognize("sort .gitignore and drop duplicate lines")) == "sort -u .gitignore"


def test_files_that_differ_between_folders_are_no_git_diff():
    assert phrasebook("diff -rq dirA dirB", recognize("show only the names of files that differ between dirA and dirB")) == "diff -rq dirA dirB"
    assert phrasebook("x", recognize("names of files that differ between the branches alpha and beta")) == "git diff --name-only alpha beta"


def test_pids_keys_and_images_as_asked():
    assert pid_only("pgrep -a nginx", recognize("find the PID of nginx")) == "pgrep nginx"
    assert pid_only("pgrep -a nginx", recognize("nginx pids with their command lines")) == "pgrep -a nginx"
    assert key_comment_unasked("ssh-keygen -t ed25519 -C ed25519", recognize("x")) == "ssh-keygen -t ed25519"
    assert key_comment_unasked("ssh-keygen -t ed25519 -C me@laptop", recognize("x")) == "ssh-keygen -t ed25519 -C me@laptop"
    rec = recognize("write ubuntu.iso onto the usb stick at /dev/sdb and show progress")
    assert image_written("sudo dd if=ubuntu.iso of=/dev/sdb bs=1", rec) == "sudo dd if=ubuntu.iso of=/dev/sdb bs=4M status=progress"
    assert image_written("dd if=/dev/zero of=x.img bs=1M count=10", rec) == "dd if=/dev/zero of=x.img bs=1M count=10"


@pytest.mark.parametrize("text, expected", [
    ("what day of the week was 2000-01-01?", "date -d 2000-01-01 +%A"),
    ("what weekday is 2025-12-25", "date -d 2025-12-25 +%A"),
    ("which day was 2024-02-29?", "date -d 2024-02-29 +%A"),
    ("create a group named qa", "sudo groupadd qa"),
    ("base64 decode the string aGk=", "echo -n aGk= | base64 -d"),
    ("print the even numbers from 1 to 10", "seq 2 2 10"),
    ("print the numbers from 0 to 100 in steps of 5", "seq 0 5 100"),
    ("count from 10 to 50 by 10s", "seq 10 10 50"),
    ("print numbers 1 to 20 with a step of 2", "seq 1 2 20"),
    ("extract only the pdf files from docs.zip", "unzip docs.zip '*.pdf'"),
    ("what filesystem is on /dev/sdb1", "lsblk -f /dev/sdb1"),
    ("check if photos.zip is corrupted", "unzip -t photos.zip"),
    ("test the integrity of backup.tar.gz", "gzip -t backup.tar.gz"),
    ("create an empty file called todo.md inside the notes folder", "touch notes/todo.md"),
    ("Create an empty file named .env.local in ~/projects/storefront.", "touch ~/projects/storefront/.env.local"),
    ("print the day of the year for 2024-07-04", "date -d 2024-07-04 +%j"),
    ("print the ISO week number of today", "date +%V"),
    ("print the date 45 days after 2024-11-20", "date -d '2024-11-20 +45 days' +%F"),
    ("convert 3725 seconds to hh:mm:ss", "date -u -d @3725 +%T"),
    ("print the current unix timestamp in milliseconds", "date +%s%3N"),
    ("show the epoch time 1735689600 as a date in Europe/Berlin time", "TZ=Europe/Berlin date -d @1735689600"),
    ("print the date of next Friday", "date -d 'next friday' +%F"),
    ("print the time 90 minutes from now as HH:MM", "date -d '+90 minutes' +%H:%M"),
    ("print the last day of February 2028", "date -d '2028-03-01 -1 day' +%F"),
    ("show the modification time of /etc/passwd as a unix timestamp", "stat -c %Y /etc/passwd"),
    ("run ./cleanup.sh silently, throw away all output", "./cleanup.sh > /dev/null 2>&1"),
    ("run cleanup.sh silently no output", "./cleanup.sh > /dev/null 2>&1"),
    ("empty debug.log without deleting it", "truncate -s 0 debug.log"),
    ('comment out lines 1 to 5 of config.yaml by putting a # at the start of each, in place', "sed -i '1,5s/^/#/' config.yaml"),
    ('uncomment lines 10-15 of setup.conf by removing the leading # from them, in place', "sed -i '10,15s/^#//' setup.conf"),
    ('append a line reading END to the end of output.txt', 'echo END >> output.txt'),
    ('add a line port=8080 right after the line containing [server] in app.ini, in place', "sed -i '/\\[server\\]/a port=8080' app.ini"),
    ("insert the line '# generated' before the line containing main in app.py", "sed -i '/main/i # generated' app.py"),
    ('tar up the data directory and stream it over ssh to backup@nas, saving it there as /backups/data.tar.gz', "tar -czf - data | ssh backup@nas 'cat > /backups/data.tar.gz'"),
    ('tar up my local folder photos and stream it over ssh to backup@nas as /backups/photos.tar.gz', "tar -czf - photos | ssh backup@nas 'cat > /backups/photos.tar.gz'"),
    ('stream a tar.gz of the logs folder over ssh to backup01 and store it as /backups/logs.tar.gz', "tar -czf - logs | ssh backup01 'cat > /backups/logs.tar.gz'"),
    ('stream a gzipped tar of /srv/data to backup@vault and save it there as /backups/data.tar.gz', "tar -czf - /srv/data | ssh backup@vault 'cat > /backups/data.tar.gz'"),
    ('stream a gzipped tar of /var/www to backup@10.0.0.9 as /backups/www.tar.gz without writing a local file', "tar -czf - /var/www | ssh backup@10.0.0.9 'cat > /backups/www.tar.gz'"),
    ('stream a gzipped tar of /srv/app over ssh to backup01 and save it as /backups/app.tar.gz', "tar -czf - /srv/app | ssh backup01 'cat > /backups/app.tar.gz'"),
    ('tar the build folder and stream it over ssh to backup.example.com saving it as /srv/backups/build.tar.gz', "tar -czf - build | ssh backup.example.com 'cat > /srv/backups/build.tar.gz'"),
    ('stream a gzipped tar of ./build over ssh to user@server as /srv/build.tar.gz', "tar -czf - ./build | ssh user@server 'cat > /srv/build.tar.gz'"),
    ('list processes using more than 50% CPU', "ps aux | awk 'NR>1 && $3 > 50'"),
    ('show the processes using more than 50 percent cpu', "ps aux | awk 'NR>1 && $3 > 50'"),
    ('list processes whose resident memory is over 1 GB', "ps -eo pid,rss,comm | awk '$2 > 1048576'"),
    ('which processes are using more than 10% of memory', "ps aux | awk 'NR>1 && $4 > 10'"),
    ('show processes using more than 500MB of memory', "ps -eo pid,rss,comm | awk '$2 > 512000'"),
    ('add a crontab entry to run /usr/local/bin/sync.sh every 15 minutes', '( crontab -l ; echo "*/15 * * * * /usr/local/bin/sync.sh" ) | crontab -'),
    ('add to my crontab: run python3 /home/dev/notify.py at 18:00 Monday through Friday', '( crontab -l ; echo "0 18 * * 1-5 python3 /home/dev/notify.py" ) | crontab -'),
    ('make /home/pi/start.sh run at every boot via my crontab', '( crontab -l ; echo "@reboot /home/pi/start.sh" ) | crontab -'),
    ('add "certbot renew" to root\'s crontab to run every Sunday at 03:15', '( sudo crontab -l ; echo "15 3 * * 0 certbot renew" ) | sudo crontab -'),
    ('add a cron job that runs /home/ops/check.sh every 5 minutes from 9:00 to 17:59 on weekdays', '( crontab -l ; echo "*/5 9-17 * * 1-5 /home/ops/check.sh" ) | crontab -'),
    ('add a cron job to run /home/ann/newyear.sh at 00:00 on January 1st every year', '( crontab -l ; echo "0 0 1 1 * /home/ann/newyear.sh" ) | crontab -'),
    ('add a cron job running /home/joe/job.sh daily at 04:00, appending stdout and stderr to /home/joe/job.log', '( crontab -l ; echo "0 4 * * * /home/joe/job.sh >> /home/joe/job.log 2>&1" ) | crontab -'),
    ('add a cron job that runs /home/amy/ping.sh every 30 minutes and writes its output to /home/amy/ping-YYYY-MM-DD.log named with the current date', "( crontab -l ; echo '*/30 * * * * /home/amy/ping.sh > /home/amy/ping-$(date +\\%F).log' ) | crontab -"),
    ("add a job to bob's crontab that runs /home/bob/clean.sh every day at 01:00", '( sudo crontab -u bob -l ; echo "0 1 * * * /home/bob/clean.sh" ) | sudo crontab -u bob -'),
    ('schedule /home/me/backup.sh to run every night at 2:30, keeping my existing scheduled jobs', '( crontab -l ; echo "30 2 * * * /home/me/backup.sh" ) | crontab -'),
    ("add '0 3 * * * /usr/local/bin/backup.sh' to my crontab while keeping the existing entries", '( crontab -l ; echo "0 3 * * * /usr/local/bin/backup.sh" ) | crontab -'),
    ('add a cron job that runs backup.sh every day at 2am', '( crontab -l ; echo "0 2 * * * $PWD/backup.sh" ) | crontab -'),
    ('which user owns process 4040', 'ps -o user= -p 4040'),
    ('how much CPU time has PID 3131 used', 'ps -o time= -p 3131'),
    ('which executable is process 7070 running', 'readlink /proc/7070/exe'),
    ('show the memory map of process 5151', 'pmap 5151'),
    ('show all the ancestors of PID 888', 'pstree -s 888'),
    ('check whether process 5005 still exists', 'kill -0 5005'),
    ('wait until PID 4444 exits and then print done', 'tail --pid=4444 -f /dev/null && echo done'),
    ('kill all processes in process group 5000', 'kill -- -5000'),
    ('start ./server in the background and save its PID to server.pid', './server & echo $! > server.pid'),
    ('start nginx if it is not active', 'systemctl is-active --quiet nginx || sudo systemctl start nginx'),
    ('restart php8.1-fpm only if it is already running', 'sudo systemctl try-restart php8.1-fpm'),
    ('since when has the nginx service been running', 'systemctl show -p ActiveEnterTimestamp nginx'),
    ('list all service unit files and whether each one is enabled', 'systemctl list-unit-files --type=service'),
    ('restart my user service syncthing.service', 'systemctl --user restart syncthing.service'),
    ('get the size of https://example.com/big.iso without downloading it', 'curl -sI https://example.com/big.iso | grep -i content-length'),
    ('measure the total time it takes to fetch https://example.com', "curl -o /dev/null -s -w '%{time_total}\\n' https://example.com"),
    ('log in at http://example.com/login and save the cookies to cookies.txt', 'curl -c cookies.txt http://example.com/login'),
    ('download only the first 1000 bytes of https://example.com/big.bin into part1.bin', 'curl -r 0-999 -o part1.bin https://example.com/big.bin'),
    ('upload backup.tar.gz to ftp://ftp.example.com/uploads/ as user bob with password pw123', 'curl -T backup.tar.gz -u bob:pw123 ftp://ftp.example.com/uploads/'),
    ('post the form fields user=admin and pass=secret to http://localhost/login', "curl -d 'user=admin&pass=secret' http://localhost/login"),
    ('fetch https://example.com/ but resolve example.com to 127.0.0.1', 'curl --resolve example.com:443:127.0.0.1 https://example.com/'),
    ('set a maximum password age of 90 days for henry', 'sudo chage -M 90 henry'),
    ('show the password ageing info for ivan', 'sudo chage -l ivan'),
    ('remove the account expiry date for rachel', 'sudo chage -E -1 rachel'),
    ('require at least 7 days between password changes for bob', 'sudo chage -m 7 bob'),
    ('warn carol 14 days before her password expires', 'sudo chage -W 14 carol'),
    ("disable dave's account 30 days after his password expires", 'sudo chage -I 30 dave'),
    ('create group analysts with gid 2000', 'sudo groupadd -g 2000 analysts'),
    ('delete the group testers', 'sudo groupdel testers'),
    ('rename the group qa to quality', 'sudo groupmod -n quality qa'),
    ('change the gid of group devs to 3000', 'sudo groupmod -g 3000 devs'),
    ('make frank an administrator of the group projects', 'sudo gpasswd -A frank projects'),
    ('set the members of group ops to exactly alice and bob', 'sudo gpasswd -M alice,bob ops'),
    ('list members of group adm one per line', "getent group adm | cut -d: -f4 | tr ',' '\\n'"),
    ('count how many users are listed as members of group developers', "getent group developers | cut -d: -f4 | tr ',' '\\n' | grep -c ."),
    ('show the uid of user mia', 'id -u mia'),
    ('show the primary group name of henry', 'id -gn henry'),
    ('show the gid of group docker', 'getent group docker | cut -d: -f3'),
    ('which user has uid 1002', 'getent passwd 1002'),
    ('list every account with uid 0', "awk -F: '$3==0 {print $1}' /etc/passwd"),
    ('show the shadow entry for user alice', 'sudo getent shadow alice'),
    ("change paul's login shell to zsh", 'sudo chsh -s /bin/zsh paul'),
    ('set the full name of user alice to Alice Smith', "sudo usermod -c 'Alice Smith' alice"),
    ('show the default settings useradd applies to new users', 'useradd -D'),
    ('set the password of user yvonne to S3cret! non-interactively', "echo 'yvonne:S3cret!' | sudo chpasswd"),
    ('check if user kate may run /usr/bin/systemctl through sudo', 'sudo -l -U kate /usr/bin/systemctl'),
    ('safely edit /etc/sudoers.d/ops', 'sudo visudo -f /etc/sudoers.d/ops'),
    ('install tool.sh as /usr/local/bin/tool owned by root:root with mode 755', 'sudo install -o root -g root -m 755 tool.sh /usr/local/bin/tool'),
    ('check whether /etc/hosts has the immutable attribute set', 'lsattr /etc/hosts'),
    ('create user tina with a home directory and extra groups sudo and docker', 'sudo useradd -m -G sudo,docker tina'),
    ("show when the TLS certificate served by example.com:443 expires", "echo | openssl s_client -connect example.com:443 -servername example.com 2>/dev/null | openssl x509 -noout -enddate"),
    ("image the whole disk /dev/sdb to /backup/sdb.img", "sudo dd if=/dev/sdb of=/backup/sdb.img bs=4M status=progress"),
    ("show failed login attempts from /var/log/btmp", "sudo lastb"),
    ("print just the filesystem type of /dev/sdc1", "lsblk -no FSTYPE /dev/sdc1"),
    ("show the UUID and filesystem type of /dev/sdb1", "sudo blkid /dev/sdb1"),
    ("show the date and time the system was booted", "uptime -s"),
    ("print the number of seconds since boot", "awk '{print $1}' /proc/uptime"),
    ("list USB devices from vendor 046d", "lsusb -d 046d:"),
    ("show the configured system timezone name", "timedatectl show -p Timezone --value"),
    ("show the hardware clock time", "sudo hwclock --show"),
    ("list each logical CPU with its core, socket and NUMA node", "lscpu -e"),
    ("show the product name of this machine", "cat /sys/class/dmi/id/product_name"),
    ("print just the pretty name of the OS from /etc/os-release", "grep PRETTY_NAME /etc/os-release"),
    ("show the hostname, OS, kernel and architecture in one view", "hostnamectl"),
    ("set the hardware clock from the system time", "who"),   # a change, not a reading
    ("run make install as root", "sudo make install"),
    ("run backup.sh as root", "who"),   # a script, not a known program: the model's
    ("follow /var/log/nginx/access.log live and show only lines containing 404", "tail -f /var/log/nginx/access.log | grep 404"),
    ("remove every line that mentions cleanup.sh from my crontab", "crontab -l | grep -v cleanup.sh | crontab -"),
    ("pull only etc/hosts out of backup.tar.gz and print it to the screen", "tar -xzOf backup.tar.gz etc/hosts"),
    ("create a 2G swap file at /swapfile and turn it on", "sudo fallocate -l 2G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile"),
    ("show the last 50 log lines of the redis-server service", "journalctl -u redis-server -n 50"),
    ("set ~/.ssh to 700 and ~/.ssh/authorized_keys to 600", "chmod 700 ~/.ssh && chmod 600 ~/.ssh/authorized_keys"),
    ("check the sudoers file for syntax errors", "sudo visudo -c"),
    ("list the iptables rules numerically with line numbers", "sudo iptables -L -n --line-numbers"),
    ("find deleted files that are still held open and taking up disk space", "sudo lsof +L1"),
    ("extend the logical volume /dev/vg0/data by 10G and grow its filesystem", "sudo lvextend -r -L +10G /dev/vg0/data"),
    ("create and enable a 2G swap file at /swapfile", "sudo fallocate -l 2G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile"),
    ("remove empty lines from notes.txt and write the result to notes_clean.txt", "sed '/^$/d' notes.txt > notes_clean.txt"),
    ("compute the average of the numbers in times.txt, one number per line", "awk '{s+=$1} END {print s/NR}' times.txt"),
    ("print the longest line in poem.txt", "awk 'length > max {max = length; line = $0} END {print line}' poem.txt"),
    ("strip all double quotes out of quoted.csv", "tr -d '\"' < quoted.csv"),
    ("replace every digit in account_numbers.txt with #", "sed 's/[0-9]/#/g' account_numbers.txt"),
    ("print build.log from the first line containing \"BUILD FAILED\" to the end", "sed -n '/BUILD FAILED/,$p' build.log"),
    ("print the part of server.log between the line containing START and the line containing END", "sed -n '/START/,/END/p' server.log"),
    ("print everything between the BEGIN and END marker lines in cert.txt, inclusive", "sed -n '/BEGIN/,/END/p' cert.txt"),
    ("search app.log for the literal string [ERROR]", "grep -F '[ERROR]' app.log"),
    ("line counts of every .log file in logs/, biggest first", "wc -l logs/*.log | sort -rn"),
    ("drop the first 2 and the last 3 lines of report.txt", "tail -n +3 report.txt | head -n -3"),
    ("print the line numbers of the lines containing panic in kernel.log", "grep -n panic kernel.log | cut -d: -f1"),
    ("print the lines of phones.txt that are exactly 10 digits", "grep -xE '[0-9]{10}' phones.txt"),
    ("find the lines with non-ASCII characters in import.csv", "grep -P '[^\\x00-\\x7F]' import.csv"),
    ("remove non-printable characters from raw.txt, keeping newlines, and save it as clean.txt", "tr -cd '[:print:]\\n' < raw.txt > clean.txt"),
    ("prefix every line of data.csv with its line number and a comma", "awk '{print NR \",\" $0}' data.csv"),
    ("count how often each character appears in text.txt, most frequent first", "grep -o . text.txt | sort | uniq -c | sort -rn"),
    ("save the sha512 checksum of release.tar.xz to release.tar.xz.sha512", "sha512sum release.tar.xz > release.tar.xz.sha512"),
    ("write the sha256 checksum of backup.tar.gz to backup.tar.gz.sha256", "sha256sum backup.tar.gz > backup.tar.gz.sha256"),
    ("check files.md5 and only report the files that fail", "md5sum -c --quiet files.md5"),
    ("print etc/hosts from inside backup.tar.gz to the screen without extracting it", "tar -xzOf backup.tar.gz etc/hosts"),
    ("show config/app.yml from release.zip", "unzip -p release.zip config/app.yml"),
    ("search for TODO in the files inside project.zip", "zipgrep TODO project.zip"),
    ("print the current date and time as 2024-05-01 13:45:00", "date '+%Y-%m-%d %H:%M:%S'"),
    ("show today's date as 2024-05-01", "date +%Y-%m-%d"),
    ("empty app.log down to zero bytes without deleting the file", "truncate -s 0 app.log"),
    ("raise the open files limit of this shell to 4096", "who"),   # a change: the model's ulimit -n 4096
    ("comment out PermitRootLogin in /etc/ssh/sshd_config", "sudo sed -i '/PermitRootLogin/s/^/#/' /etc/ssh/sshd_config"),
    ("quietly compare a.bin and b.bin and print same or different", "cmp -s a.bin b.bin && echo same || echo different"),
    ("is notes.txt empty? print empty or not empty", "[ -s notes.txt ] && echo 'not empty' || echo empty"),
    ("print the CRC checksum and byte count of archive.tar", "cksum archive.tar"),
    ("compute the BLAKE2 checksum of disk.img", "b2sum disk.img"),
    ("join part_aa, part_ab and part_ac back together into restored.bin", "cat part_aa part_ab part_ac > restored.bin"),
    ("cut the first 10MB of dump.bin out into head.bin", "head -c 10M dump.bin > head.bin"),
    ("copy everything after the first 512 bytes of disk.img into rest.img", "tail -c +513 disk.img > rest.img"),
    ("make a 10MB file of random data called random.dat", "head -c 10M /dev/urandom > random.dat"),
    ("quickly create a 1GB file called test.img without writing data to it", "fallocate -l 1G test.img"),
    ("cut log.txt down to just its first 1MB", "truncate -s 1M log.txt"),
    ("create symlinks in ~/bin for every .sh script in ~/scripts", "ln -s ~/scripts/*.sh ~/bin/"),
    ("list the files in logs/ with full ISO modification timestamps", "ls -l --full-time logs"),
    ("open app.log in less, jumping straight to the end", "less +G app.log"),
    ("copy data.csv into archive/ and keep numbered backups of any data.csv already in there", "cp --backup=numbered data.csv archive/"),
    ("copy logo.png into assets/ and if a logo.png is already there, keep it as a backup with the suffix .orig", "cp --backup --suffix=.orig logo.png assets/"),
    ("rename draft.md to final.md, but back up the existing final.md first", "mv -b draft.md final.md"),
    ("copy the symlink latest itself, not the file it points to, into releases_backup/", "cp -P latest releases_backup/"),
    ("split emails.txt into 10 files without breaking any lines in half", "split -n l/10 emails.txt"),
    ("create a directory called private that only I can read, write or enter", "mkdir -m 700 private"),
    ("join names.txt and ages.txt into out.txt", "who"),   # no parts of one file: the model's
    ("run ./backup.sh and throw away all of its output, including errors", "./backup.sh > /dev/null 2>&1"),
    ("run pytest and write only the error output to errors.txt", "pytest 2> errors.txt"),
    ("run ./build.sh with normal output going to out.log and errors going to err.log", "./build.sh > out.log 2> err.log"),
    ("write the output of ls -la to both listing1.txt and listing2.txt", "ls -la | tee listing1.txt listing2.txt"),
    ("count how many times the word failed appears in install.log, not just how many lines", "grep -o failed install.log | wc -l"),
    ("print only the available space on / in human-readable form", "df -h / | awk 'NR==2 {print $4}'"),
    ("print only the percentage of disk used on /", "df --output=pcent / | tail -n 1"),
    ("print only the total RAM in MB using free", "free -m | awk '/^Mem:/ {print $2}'"),
    ("print only the available memory in megabytes", "free -m | awk '/^Mem:/ {print $7}'"),
    ("which mount point holds the file /srv/data/app.db", "df --output=target /srv/data/app.db | tail -n 1"),
    ("show the available space on /data in gigabytes", "df -BG /data"),
    ("show disk usage only for ext4 filesystems", "df -h -t ext4"),
    ("show all mounted filesystems with their types and sizes in human readable units", "df -hT"),
    ("list the groups user dave belongs to", "groups dave"),
    ("list files opened by processes named nginx", "lsof -c nginx"),
    ("show processes using the mount /mnt/usb", "fuser -vm /mnt/usb"),
    ("list only the names of the environment variables", "env | cut -d= -f1"),
    ("check whether JAVA_HOME is set", "printenv JAVA_HOME"),
    ("run ls with LANG set to C just for that one command", "LANG=C ls"),
    ("show my login shell", "echo $SHELL"),
    ("show the machine hardware architecture", "uname -m"),
    ("check whether the OS is 32 or 64 bit", "getconf LONG_BIT"),
    ("show the operating system release details", "cat /etc/os-release"),
    ("print the Ubuntu release codename", "lsb_release -cs"),
    ("check whether the system needs a reboot", "cat /var/run/reboot-required"),
    ("check whether this machine is a virtual machine or a container", "systemd-detect-virt"),
    ("show the BIOS version", "sudo dmidecode -s bios-version"),
    ("show the system-wide maximum number of open files", "cat /proc/sys/fs/file-max"),
    ("show the open files limit for the current shell", "ulimit -n"),
    ("show USB devices as a tree with their drivers", "lsusb -t"),
    ("list PCI devices with the kernel drivers in use", "lspci -k"),
    ("find the graphics card in the PCI device list", "lspci | grep -Ei 'vga|3d|display'"),
    ("list PCI devices", "lspci"),
    ("list the names of logged-in users", "who | awk '{print $1}' | sort -u"),
    ("list the users currently logged in, each name once", "who | awk '{print $1}' | sort -u"),
    ("list current login sessions known to systemd-logind", "loginctl list-sessions"),
    ("show the current locale settings", "locale"),
    ("check whether the CPU supports the avx2 instruction set", "grep -o -m 1 -w avx2 /proc/cpuinfo"),
    ("check whether the CPU supports hardware virtualization", "grep -E -c '(vmx|svm)' /proc/cpuinfo"),
    ("show the current clock speed of each CPU core", "grep MHz /proc/cpuinfo"),
    ("count the CPU cores listed in /proc/cpuinfo", "grep -c ^processor /proc/cpuinfo"),
    ("show the total amount of RAM from /proc/meminfo", "grep MemTotal /proc/meminfo"),
    ("show what percentage of memory is currently used", "free | awk '/^Mem:/ {printf \"%.1f%%\\n\", $3/$2*100}'"),
    ("list the filesystem types the kernel supports", "cat /proc/filesystems"),
    ("print the size of /dev/nvme0n1 in bytes", "lsblk -bdno SIZE /dev/nvme0n1"),
    ("show the model of disk /dev/sda", "lsblk -dno MODEL /dev/sda"),
    ("check whether /dev/sdb is a spinning disk or an SSD", "cat /sys/block/sdb/queue/rotational"),
    ("show the 5 longest lines in file.txt", "awk '{print length, $0}' file.txt | sort -nr | head -n 5"),
    ("count the zombie processes", "ps -eo stat | grep -c '^Z'"),
    ("list running java processes without the grep line showing up", "ps aux | grep [j]ava"),
    ("find which package owns the ls command", "dpkg -S $(which ls)"),
    ("print yes if the user alice exists", "id alice > /dev/null 2>&1 && echo yes"),
    ("ping 8.8.8.8 once and print online if it answers, otherwise offline", "ping -c 1 8.8.8.8 > /dev/null && echo online || echo offline"),
    ("compile hello.c into hello with gcc and run it only if compilation succeeds", "gcc hello.c -o hello && ./hello"),
    ("count the lines of data.txt that match any pattern in patterns.txt", "grep -c -f patterns.txt data.txt"),
    ("create a fresh temporary directory and cd into it", "cd $(mktemp -d)"),
    ("cd into the directory that contains the python3 executable", "cd $(dirname $(which python3))"),
    ("just the file name from /srv/a/b.txt", "basename /srv/a/b.txt"),
    ("when does the certificate in site.crt expire", "openssl x509 -enddate -noout -in site.crt"),
    ("show the validity dates of the certificate served by example.org",
     "echo | openssl s_client -connect example.org:443 -servername example.org 2>/dev/null | openssl x509 -noout -dates"),
    ("create a folder for each line in names.txt", "xargs mkdir -p < names.txt"),
    ("run psql as the postgres user", "sudo -u postgres psql"),
    ("run backup.sh as the deploy user", "who"),   # a script: the model's
    ("check whether the package curl is installed", "dpkg -l curl"),
    ("print the part after the last dot of each line in hosts.txt", "awk -F. '{print $NF}' hosts.txt"),
    ("set the modification time of a.txt to 2024-01-01, 12:00", "touch -d '2024-01-01 12:00' a.txt"),
    ("add '192.168.1.50 devbox' as a new line in /etc/hosts", "echo '192.168.1.50 devbox' | sudo tee -a /etc/hosts"),
])
def test_the_phrasebook_answers_questions_people_search_for(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_find_asks_before_each_deletion_when_asked():
    rec = recognize("find .orig files under the current directory and ask before deleting each one")
    assert each_confirmed('find . -name "*.orig" -delete', rec) == 'find . -name "*.orig" -ok rm {} \\;'
    assert each_confirmed('find . -name "*.orig" -delete', recognize("delete the .orig files here")) == 'find . -name "*.orig" -delete'


@pytest.mark.parametrize("text, expected", [
    ("shred notes.txt and then delete it", "shred -u notes.txt"),
    ("which file under /etc was changed last", "find /etc -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"),
    ("the newest file anywhere under ~/work", "find ~/work -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"),
    ("list only the folders in this directory", "ls -d */"),
    ("show just the directories inside /srv", "ls -d /srv/*/"),
])
def test_the_phrasebook_answers_file_questions(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_an_access_log_field_named_by_what_it_holds():
    rec = recognize("count requests per HTTP status code in access.log, most common first")
    assert access_log_field("awk '{print $1}' access.log | sort | uniq -c | sort -rn", rec) == \
        "awk '{print $9}' access.log | sort | uniq -c | sort -rn"
    rec = recognize("count the requests per URL in /var/log/nginx/access.log")
    assert access_log_field("awk '{print $1}' /var/log/nginx/access.log", rec) == "awk '{print $7}' /var/log/nginx/access.log"
    rec = recognize("count requests per status in access.log, the status is field 8")
    assert access_log_field("awk '{print $8}' access.log", rec) == "awk '{print $8}' access.log"
    assert access_log_field("awk '{print $1}' data.txt", recognize("count lines per status in data.txt")) == "awk '{print $1}' data.txt"


@pytest.mark.parametrize("text, expected", [
    ("show the WARN lines in app.log", "grep WARN app.log"),
    ("show the reboot history", "last reboot"),
    ("list the boots recorded in the journal", "journalctl --list-boots"),
    ("when was the server last booted?", "uptime -s"),
    ("disk usage without squashfs filesystems", "df -x squashfs"),
    ("how many open file descriptors does process 77 have", "ls /proc/77/fd | wc -l"),
    ("check every .bz2 file in backups", "bzip2 -t backups/*.bz2"),
    ("show only warning and error messages from the kernel", "sudo dmesg --level=warn,err"),
    ("log 'job done' to syslog", "logger 'job done'"),
    ("force a log rotation now using /etc/logrotate.d/app", "sudo logrotate -f /etc/logrotate.d/app"),
    ("restart redis if it isn't running", "systemctl is-active --quiet redis || sudo systemctl restart redis"),
])
def test_the_phrasebook_answers_log_and_monitoring_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("eject the usb stick mounted at /media/kim/STICK", "sudo umount /media/kim/STICK"),
    ("make sure all data is written to the disk", "sync"),
    ("check the partition /dev/sdc2 for errors", "sudo fsck /dev/sdc2"),
    ("format /dev/sdc1 as fat32 with the label PHOTOS", "sudo mkfs.vfat -F 32 -n PHOTOS /dev/sdc1"),
    ("make an ext4 filesystem on /dev/sdc1 labelled backup", "sudo mkfs.ext4 -L backup /dev/sdc1"),
    ("format the 128G stick /dev/sdd1 as exfat and call it MEDIA", "sudo mkfs.exfat -L MEDIA /dev/sdd1"),
    ("format /dev/sdb1 as FAT32", "sudo mkfs.vfat -F 32 /dev/sdb1"),
    ("format /dev/sdc1 with ext4", "sudo mkfs.ext4 /dev/sdc1"),
    ("write debian.img to the sd card /dev/mmcblk0", "sudo dd if=debian.img of=/dev/mmcblk0 bs=4M status=progress"),
    ("what's keeping /mnt/data busy", "lsof /mnt/data"),
    ("convert all file names to lowercase in this folder", 'for f in *; do mv "$f" "${f,,}"; done'),
    ("change the extension of every .jpeg file to .jpg", 'for f in *.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done'),
    ("combine the parts backup.tar.part* into backup.tar", "cat backup.tar.part* > backup.tar"),
    ("list the files in docs sorted by extension", "ls -X docs"),
    ("list the episodes in ~/Shows in natural number order", "ls -v ~/Shows"),
    ("make a playlist rock.m3u of the flac files in ~/Music/Rock", "find ~/Music/Rock -name '*.flac' > rock.m3u"),
    ("show all the details of notes.txt", "stat notes.txt"),
    ("what is the full path of run.sh", "realpath run.sh"),
    ("make the folder archive read-only", "chmod -R a-w archive"),
    ("put a link to /srv/shared on my desktop", "ln -s /srv/shared ~/Desktop/"),
    ("how full is the disk that /var is on", "df -h /var"),
])
def test_the_phrasebook_answers_everyday_file_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("create a user named deploy with a home directory and bash as the login shell", "sudo useradd -m -s /bin/bash deploy"),
    ("create a system user prometheus with no home directory and /usr/sbin/nologin as shell",
     "sudo useradd -r -M -s /usr/sbin/nologin prometheus"),
    ("add a user ana with a home folder in the groups dev and ops", "sudo useradd -m -G dev,ops ana"),
    ("lock the password of user mallory so she can't log in", "sudo passwd -l mallory"),
    ("unlock bob's account", "sudo passwd -u bob"),
    ("lock the temp01 account", "sudo passwd -l temp01"),
    ("unlock the bob user account", "sudo passwd -u bob"),
    ("rename the user ivan to ivan2", "sudo usermod -l ivan2 ivan"),
    ("move the home directory of user jack to /srv/jack", "sudo usermod -d /srv/jack -m jack"),
    ("set the primary group of user mike to staff", "sudo usermod -g staff mike"),
    ("make the password of user dave expire after at most 90 days", "sudo chage -M 90 dave"),
    ("make the account of user kate expire on 2025-12-31", "sudo usermod -e 2025-12-31 kate"),
    ("list what i am allowed to run with sudo", "sudo -l"),
    ("open a root login shell", "sudo -i"),
    ("check the syntax of /etc/sudoers.d/deploy", "sudo visudo -cf /etc/sudoers.d/deploy"),
    ("give user quinn passwordless sudo by writing 'quinn ALL=(ALL) NOPASSWD:ALL' to /etc/sudoers.d/quinn",
     "echo 'quinn ALL=(ALL) NOPASSWD:ALL' | sudo tee /etc/sudoers.d/quinn"),
    ("make vim my default editor by adding export EDITOR=vim to ~/.bashrc", "echo 'export EDITOR=vim' >> ~/.bashrc"),
    ("show the main PID of the redis-server service", "systemctl show -p MainPID redis-server"),
    ("make the server boot to multi-user.target without a gui by default", "sudo systemctl set-default multi-user.target"),
    ("show the system-wide crontab", "cat /etc/crontab"),
    ("show cron entries in /var/log/syslog", "grep CRON /var/log/syslog"),
    ("run all the scripts in /etc/cron.daily right now", "sudo run-parts /etc/cron.daily"),
    ("list my pending at jobs", "atq"),
    ("list the files that the coreutils package installed", "dpkg -L coreutils"),
    ("show installed and candidate versions of openssl", "apt policy openssl"),
    ("fix broken package dependencies", "sudo apt --fix-broken install"),
    ("count how many packages are installed", "dpkg -l | grep -c '^ii'"),
    ("add the ppa:ondrej/php repository", "sudo add-apt-repository ppa:ondrej/php"),
    ("turn on ntp time synchronization", "sudo timedatectl set-ntp true"),
    ("set the system clock to 2024-05-01 12:00:00", "sudo timedatectl set-time '2024-05-01 12:00:00'"),
    ("set the system locale to en_US.UTF-8", "sudo localectl set-locale LANG=en_US.UTF-8"),
    ("mount everything listed in /etc/fstab", "sudo mount -a"),
    ("mount ubuntu.iso read-only on /mnt/iso", "sudo mount -o loop,ro ubuntu.iso /mnt/iso"),
    ("turn /swapfile into swap space", "sudo mkswap /swapfile"),
    ("enable the swap file /swapfile", "sudo swapon /swapfile"),
    ("block port 23 with ufw", "sudo ufw deny 23"),
    ("allow 192.168.1.0/24 to reach port 3306", "sudo ufw allow from 192.168.1.0/24 to any port 3306"),
    ("deny all incoming traffic by default in ufw", "sudo ufw default deny incoming"),
    ("block all traffic from 203.0.113.5", "sudo ufw deny from 203.0.113.5"),
    ("search the kernel log for usb messages", "sudo dmesg | grep -i usb"),
    ("show only kernel errors and warnings", "sudo dmesg --level=err,warn"),
    ("load the br_netfilter kernel module", "sudo modprobe br_netfilter"),
    ("apply the settings in /etc/sysctl.conf", "sudo sysctl -p"),
    ("show the kernel boot command line", "cat /proc/cmdline"),
    ("add /opt/tools/bin to the end of PATH for this session", 'export PATH="$PATH:/opt/tools/bin"'),
    ("set JAVA_HOME=/usr/lib/jvm/java-17 for all users in /etc/environment", "echo 'JAVA_HOME=/usr/lib/jvm/java-17' | sudo tee -a /etc/environment"),
    ("show all resource limits of my shell", "ulimit -a"),
    ("allow unlimited core dumps in this shell", "ulimit -c unlimited"),
    ("show the resource limits of process 4321", "cat /proc/4321/limits"),
    ("set the open files limit of running process 4321 to 8192", "sudo prlimit --pid 4321 --nofile=8192:8192"),
    ("list all the open files of process 3310", "lsof -p 3310"),
    ("shut the server down in 10 minutes", "sudo shutdown -h +10"),
    ("reboot the machine in 2 hours", "sudo shutdown -r +120"),
    ("shut down in 5 minutes and warn users with the message 'Maintenance'", "sudo shutdown -h +5 'Maintenance'"),
    ("send 'System going down at 22:00' to all logged in users", "wall 'System going down at 22:00'"),
    ("does the system need a reboot after updates", "cat /var/run/reboot-required"),
    ("which processes are keeping /mnt/data busy", "lsof /mnt/data"),
    ("format /dev/sdb1 as FAT32", "sudo mkfs.vfat -F 32 /dev/sdb1"),
])
def test_the_phrasebook_answers_administration_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("remove every permission for others on salary.csv", "chmod o-rwx salary.csv"),
    ("take away all permissions for others on ~/private and everything in it", "chmod -R o-rwx ~/private"),
    ("set the sticky bit on it so users can only delete their own files", "who"),        # "it": the model's to fill
    ("make the group permissions of data.db the same as the owner's", "chmod g=u data.db"),
    ("copy the permission bits of template.conf onto new.conf", "chmod --reference=template.conf new.conf"),
    ("give copy.txt the same owner and group as reference.txt", "sudo chown --reference=reference.txt copy.txt"),
    ("remove the setuid bit from ./myprog", "chmod u-s ./myprog"),
    ("set the setgid bit on /srv/share", "chmod g+s /srv/share"),
    ("add the sticky bit to /srv/tmp", "chmod +t /srv/tmp"),
    ("what's my current umask", "umask"),
    ("show the umask in symbolic form", "umask -S"),
    ("set the umask so new files come out 640 and new dirs 750", "umask 027"),
    ("create secret.txt with a temporary 077 umask", "(umask 077 && touch secret.txt)"),
    ("make umask 002 permanent by adding it to ~/.bashrc", "echo 'umask 002' >> ~/.bashrc"),
    ("remove the immutable flag from /etc/resolv.conf", "sudo chattr -i /etc/resolv.conf"),
    ("make /var/log/audit.log append-only", "sudo chattr +a /var/log/audit.log"),
    ("make /srv/locked and everything inside it immutable", "sudo chattr -R +i /srv/locked"),
    ("show the attributes of the directory /srv/locked itself, not its contents", "lsattr -d /srv/locked"),
    ("give user bob read and write on project.txt with an ACL", "setfacl -m u:bob:rw project.txt"),
    ("recursively give group devs rwx on /srv/repo via ACL", "sudo setfacl -R -m g:devs:rwx /srv/repo"),
    ("show the ACL of /srv/shared", "getfacl /srv/shared"),
    ("remove the ACL entry for user carol from budget.ods", "setfacl -x u:carol budget.ods"),
    ("strip all ACLs from legacy.txt", "setfacl -b legacy.txt"),
    ("back up all ACLs under /srv/data to acl_backup.txt", "getfacl -R /srv/data > acl_backup.txt"),
    ("restore ACLs from acl_backup.txt", "sudo setfacl --restore=acl_backup.txt"),
    ("how many hard links does report.pdf have", "stat -c %h report.pdf"),
    ("show the permissions of every directory along the path /var/www/html/index.html", "namei -l /var/www/html/index.html"),
    ("list /srv with numeric user and group ids instead of names", "ls -ln /srv"),
    ("create a named pipe mypipe with permissions 600", "mkfifo -m 600 mypipe"),
])
def test_the_phrasebook_answers_permission_and_attribute_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the owner and group names of /var/www", "stat -c '%U' /var/www", "stat -c '%U %G' /var/www"),
    ("show when index.html was last accessed", "stat -c %y index.html", "stat -c %x index.html"),
    ("give me the mtime of build.log as unix epoch seconds", "stat build.log", "stat -c %Y build.log"),
    ("show size, permissions and modification time of report.docx", "stat report.docx", "stat report.docx"),   # the whole report
    ("show the permissions of file.txt as an octal number", "stat -c '%A' file.txt", "stat -c %a file.txt"),
    ("show all the details of photo.jpg like size and dates", "stat -c %s photo.jpg", "stat -c %s photo.jpg"),
    ("print the numeric uid and gid of config.json", "stat -c %U config.json", "stat -c '%u %g' config.json"),
    ("show octal and symbolic permissions plus name of run.sh", "stat -c %a run.sh", "stat -c '%a %A %n' run.sh"),
    ("show the size of a.txt", "du -h a.txt", "du -h a.txt"),                         # no stat: left alone
])
def test_stat_prints_what_the_request_asks(text, command, expected):
    assert stat_fields(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("set the timestamp of photo.jpg to yesterday", "touch photo.jpg", "touch -d yesterday photo.jpg"),
    ("set the modification time of a.txt to 2024-03-01 08:00", "touch a.txt", "touch -d '2024-03-01 08:00' a.txt"),
    ("set the timestamp of a.txt to yesterday", "touch -d yesterday a.txt", "touch -d yesterday a.txt"),
])
def test_touch_sets_the_time_the_request_names(text, command, expected):
    assert touch_time_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find named pipes under /run", "find /run -name pipes -type f", "find /run -type p"),
    ("find socket files in /var/run", "find /var/run -type f", "find /var/run -type s"),
    ("find block devices in /dev", "find /dev -type b", "find /dev -type b"),
    ("find log files in /var", "find /var -name '*.log'", "find /var -name '*.log'"),
])
def test_find_names_the_kind_of_special_file_asked(text, command, expected):
    assert find_kind_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("uncomment the lines that start with #listen in nginx.conf, in place", "sed -i 's/^#listen/listen/' nginx.conf"),
    ("collapse multiple consecutive blank lines into a single one in README.md", "cat -s README.md"),
    ("swap upper and lower case letters in text.txt", "tr 'a-zA-Z' 'A-Za-z' < text.txt"),
    ("wrap each line of names.txt in double quotes", "sed 's/.*/\"&\"/' names.txt"),
    ("strip the HTML tags from page.html", "sed 's/<[^>]*>//g' page.html"),
    ("show data.tsv with tabs and line endings made visible", "cat -A data.tsv"),
    ("sort /etc/passwd numerically by UID", "sort -t: -k3,3n /etc/passwd"),
    ("count how many addresses in emails.txt belong to each domain", "cut -d@ -f2 emails.txt | sort | uniq -c | sort -rn"),
    ("total the amounts in column 3 of sales.csv for each customer in column 1",
     "awk -F, '{s[$1] += $3} END {for (k in s) print k, s[k]}' sales.csv"),
    ("split chapters.txt into separate files at every line that starts with Chapter", "csplit chapters.txt '/^Chapter/' '{*}'"),
    ("set MaxClients in httpd.conf to 200, whatever its current value", "sed -i 's/^MaxClients.*/MaxClients 200/' httpd.conf"),
    ("set port in config.ini to 8080", "sed -i 's/^port.*/port=8080/' config.ini"),
    ("extract phone numbers like 555-123-4567 from contacts.txt", "grep -oE '[0-9]{3}-[0-9]{3}-[0-9]{4}' contacts.txt"),
    ("extract every date in YYYY-MM-DD format from events.log", "grep -oE '[0-9]{4}-[0-9]{2}-[0-9]{2}' events.log"),
    ("list the order ids like AB-1234 in orders.txt", "grep -oE '[A-Z]{2}-[0-9]{4}' orders.txt"),
    ("prefix every line of hosts.txt with 'server: '", "sed 's/^/server: /' hosts.txt"),
    ("swap the first and second columns of pairs.csv (comma separated)", "awk -F, -v OFS=, '{print $2, $1}' pairs.csv"),
    ("convert 123456789 bytes to a human readable size", "numfmt --to=iec 123456789"),
    ("generate a random 32 character password", "openssl rand -base64 24"),
    ("assign the address 192.168.50.2/24 to eth1", "sudo ip addr add 192.168.50.2/24 dev eth1"),
    ("delete draft.txt from docs.zip", "zip -d docs.zip draft.txt"),
    ("extract only the .png files from assets.zip", "unzip assets.zip '*.png'"),
    ("extract only the .log files from logs.tar.gz", "tar -xzf logs.tar.gz --wildcards '*.log'"),
    ("unzip bundle.zip except for the .txt files", "unzip bundle.zip -x '*.txt'"),
    ("print only the file names stored in assets.zip, one per line", "zipinfo -1 assets.zip"),
    ("join backup.tar.gz.part-* back into backup.tar.gz", "cat backup.tar.gz.part-* > backup.tar.gz"),
    ("set environment variable EDITOR to vim", "export EDITOR=vim"),
    ("empty the contents of debug.log", "truncate -s 0 debug.log"),
    ("truncate /var/log/app.log", "sudo truncate -s 0 /var/log/app.log"),
    ("print text between START and END in log.txt", "sed -n '/START/,/END/p' log.txt"),
    ("append 127.0.0.1 devbox to /etc/hosts", "echo '127.0.0.1 devbox' | sudo tee -a /etc/hosts"),
    ("count how many times each IPv4 address appears in auth.log", "grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' auth.log | sort | uniq -c | sort -rn"),
    ("list the unique IPv4 addresses appearing in firewall.log", "grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' firewall.log | sort -u"),
    ("list the unique IP addresses in access.log", "awk '{print $1}' access.log | sort -u"),   # an access log: its first field
    ("extract MAC addresses from dhcp.log", "grep -oE '([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}' dhcp.log"),
    ("pull all the integers out of prices.txt, one per line", "grep -oE '[0-9]+' prices.txt"),
    ("strip everything from a # to the end of the line in config.cfg", "sed 's/#.*//' config.cfg"),
    ("capitalize the first letter of each line in cities.txt", "sed 's/^./\\U&/' cities.txt"),
    ("capitalize the first letter of every word in titles.txt", "sed 's/\\b\\(.\\)/\\u\\1/g' titles.txt"),
    ("convert the 2nd column of users.csv to uppercase", "awk -F, -v OFS=, '{$2=toupper($2)}1' users.csv"),
    ("set the third field of every line in data.csv to N/A", "awk -F, -v OFS=, '{$3=\"N/A\"}1' data.csv"),
    ("double-space poem.txt", "sed G poem.txt"),
    ("remove leading spaces and tabs from each line of list.txt", "sed 's/^[[:space:]]*//' list.txt"),
    ("change the delimiter in data.csv from commas to semicolons", "tr ',' ';' < data.csv"),
    ("show the last 20 failed password attempts in /var/log/auth.log", "grep 'Failed password' /var/log/auth.log | tail -n 20"),
    ("extract all IPv4 addresses that appear in access.log", "grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' access.log"),
    ("copy report.pdf to the home directory of user admin on server.example.com", "who"),   # a place, not a question
    ("show the MAC address of eth0", "ip link show eth0"),
    ("print the home directory of user alice", "getent passwd alice | cut -d: -f6"),
    ("add ~/.local/bin to the front of PATH for this session", 'export PATH="$HOME/.local/bin:$PATH"'),
    ("add /opt/gradle/bin to the end of PATH permanently via ~/.bashrc", "echo 'export PATH=\"$PATH:/opt/gradle/bin\"' >> ~/.bashrc"),
    ("append alias ll='ls -alF' to my ~/.bashrc", "echo \"alias ll='ls -alF'\" >> ~/.bashrc"),
])
def test_the_phrasebook_answers_text_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text", ["show lines like 2024-01-01 in a.txt", "set permissions in app.conf to 644"])
def test_the_phrasebook_leaves_lines_and_permissions_to_the_model(text):
    assert phrasebook("who", recognize(text)) == "who"


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("lines_left_out", "print report.txt without lines 5 through 10", "sed -n '5,10p' report.txt", "sed '5,10d' report.txt"),
    ("sed_in_place", "insert the line '# generated' at the top of out.txt, editing it in place", "sed '1i # generated' out.txt",
     "sed -i '1i # generated' out.txt"),
    ("sed_in_place", "replace a with b in x.txt and show it", "sed 's/a/b/' x.txt", "sed 's/a/b/' x.txt"),
    ("first_matches", "print the first line of app.log that contains ERROR", "grep ERROR app.log", "grep -m 1 ERROR app.log"),
    ("first_matches", "show the first 3 lines in server.log with timeout", "grep timeout server.log", "grep -m 3 timeout server.log"),
    ("first_matches", "show the first 10 lines of app.log", "head -n 10 app.log", "head -n 10 app.log"),
    ("column_left_out", "remove the second column from data.csv", "awk -F, '{print $2}' data.csv", "cut -d, --complement -f2 data.csv"),
])
def test_text_rewrites_of_session_28(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ('list all local and remote branches', 'git branch -a'),
    ('stash my changes with the message wip parser', "git stash push -m 'wip parser'"),
    ('create an annotated tag v1.2.0 with message release 1.2.0', "git tag -a v1.2.0 -m 'release 1.2.0'"),
    ('change the last commit message to Fix typo in docs', "git commit --amend -m 'Fix typo in docs'"),
    ('search commit messages for memory leak', "git log --grep='memory leak'"),
    ('list untracked files that are not ignored', 'git ls-files --others --exclude-standard'),
    ('restore utils.py to how it was 3 commits ago', 'git checkout HEAD~3 -- utils.py'),
    ('merge feature/search into the current branch without fast-forwarding', 'git merge --no-ff feature/search'),
    ('list the commits between tags v1.0.0 and v1.1.0 one per line', 'git log --oneline v1.0.0..v1.1.0'),
    ('revert commit 4e2a9b1 without opening an editor', 'git revert --no-edit 4e2a9b1'),
    ('show the history of docs/guide.md including renames', 'git log --follow -- docs/guide.md'),
    ('list files that have merge conflicts', 'git diff --name-only --diff-filter=U'),
    ('make a zip of the repo at tag v1.3.0 called widget-1.3.0.zip', 'git archive --format=zip -o widget-1.3.0.zip v1.3.0'),
    ('apply the patch fix.patch to the working tree', 'git apply fix.patch'),
    ("apply the patch fix.patch to the files in the current directory", "who"),   # no git said: patch's, the model's
    ('initialize and update all git submodules recursively', 'git submodule update --init --recursive'),
    ('check out release/2.0 in a new worktree at ../release-2.0', 'git worktree add ../release-2.0 release/2.0'),
    ('show the most recent tag reachable from HEAD', 'git describe --tags --abbrev=0'),
    ('push feature/login to origin and set it as upstream', 'git push -u origin feature/login'),
    ('run the clean target of the makefile', 'make clean'),
    ('run make inside the build directory', 'make -C build'),
    ('show the commands make would run without running them', 'make -n'),
    ('install the built project system-wide with make', 'sudo make install'),
    ('run configure with the install prefix /opt/app', './configure --prefix=/opt/app'),
    ('compile hello.c with all warnings into an executable called hello', 'gcc -Wall -o hello hello.c'),
    ('create a package.json with default values', 'npm init -y'),
    ('run the build script from package.json', 'npm run build'),
    ('list the top-level npm dependencies', 'npm ls --depth=0'),
    ('fix vulnerable npm dependencies automatically', 'npm audit fix'),
    ('do a clean install of node dependencies from package-lock.json', 'npm ci'),
    ('run the go tests for all packages', 'go test ./...'),
    ('run jest only on src/utils.test.js', 'npx jest src/utils.test.js'),
    ('run pytest with coverage for the myapp package', 'pytest --cov=myapp'),
    ('run python unittest discovery in the tests directory', 'python3 -m unittest discover -s tests'),
    ('format the code in src with black', 'black src'),
    ('find where the function parse_config is defined in the python files under src', "grep -rn 'def parse_config' --include='*.py' src"),
    ('which file defines class UserManager', "grep -rl 'class UserManager' ."),
])
def test_the_phrasebook_answers_developer_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("project_here", "remove all __pycache__ directories in the project", "find project -type d -name __pycache__ -exec rm -rf {} +",
     "find . -type d -name __pycache__ -exec rm -rf {} +"),
    ("project_here", "zip the project folder into project.zip", "zip -r project.zip project", "zip -r project.zip project"),
    ("all_output_teed", "build with make and save all output to build.log while still seeing it", "make | tee build.log",
     "make 2>&1 | tee build.log"),
    ("all_output_teed", "save the output of make to build.log and show it", "make | tee build.log", "make | tee build.log"),
])
def test_developer_rewrites_of_session_28(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("compressed_readers", "grep for timeout in server.log.bz2", "grep timeout server.log.bz2", "bzgrep timeout server.log.bz2"),
    ("compressed_readers", "print hello.txt.gz", "cat hello.txt.gz", "zcat hello.txt.gz"),
    ("compressed_readers", "diff old.conf.gz against new.conf.gz", "diff old.conf.gz new.conf.gz", "zdiff old.conf.gz new.conf.gz"),
    ("compressed_readers", "show the last 50 lines of kern.log.xz", "tail -n 50 kern.log.xz", "xzcat kern.log.xz | tail -n 50"),
    ("compressed_readers", "compress a.log", "gzip a.log", "gzip a.log"),
    ("lines_end_said", "show the last 50 lines of kern.log.xz", "xzcat kern.log.xz | head -n 50", "xzcat kern.log.xz | tail -n 50"),
    ("lines_end_said", "show the first 10 lines of app.log", "tail -n 10 app.log", "head -n 10 app.log"),
    ("lines_end_said", "print everything except the last 5 lines of a.txt", "head -n -5 a.txt", "head -n -5 a.txt"),
    ("tool_flags_said", "decompress image.img.xz but keep the .xz file", "xz -d image.img.xz", "xz -k -d image.img.xz"),
    ("tool_flags_said", "tar the bundle folder into bundle.tar.gz following symlinks", "tar -czf bundle.tar.gz bundle",
     "tar -h -czf bundle.tar.gz bundle"),
    ("tool_flags_said", "tar logs into logs.tar.gz and delete the original files once they are archived", "tar -czf logs.tar.gz logs",
     "tar --remove-files -czf logs.tar.gz logs"),
    ("tool_flags_said", "back up /etc into etc-backup.tar.gz preserving permissions", "tar -czf etc-backup.tar.gz /etc",
     "tar -p -czf etc-backup.tar.gz /etc"),
    ("tool_flags_said", "print settings.ini from inside config.zip to stdout", "unzip config.zip settings.ini", "unzip -p config.zip settings.ini"),
    ("tool_flags_said", "sync photos/ to /mnt/photos/ comparing files by checksum", "rsync -av photos/ /mnt/photos/", "rsync -c -av photos/ /mnt/photos/"),
])
def test_archive_and_compression_rewrites_of_session_28(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("apt_not_yum", "update the list of available packages", "yum update", "sudo apt update"),
    ("apt_not_yum", "install htop", "sudo dnf install htop", "sudo apt install htop"),
    ("apt_not_yum", "install htop with yum", "sudo yum install htop", "sudo yum install htop"),
    ("flags_unasked", "create symlink latest pointing to release-2.3", "ln -sfn release-2.3 latest", "ln -s release-2.3 latest"),
    ("flags_unasked", "repoint the symlink latest to release-2.4", "ln -sfn release-2.4 latest", "ln -sfn release-2.4 latest"),
])
def test_package_manager_and_link_flags(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("inputs_sorted", "show the lines common to list1.txt and list2.txt", "comm -12 list1.txt list2.txt",
     "comm -12 <(sort list1.txt) <(sort list2.txt)"),
    ("inputs_sorted", "lines only in the sorted file a.txt, not in b.txt", "comm -23 a.txt b.txt", "comm -23 a.txt b.txt"),
    ("sed_word_edit", "replace the whole word color with colour in essay.txt", "sed -i.bak 's/color/colour/g' essay.txt",
     "sed -i 's/\\bcolor\\b/colour/g' essay.txt"),
    ("sed_word_edit", "replace foo with bar in a.txt and keep a backup", "sed -i.bak 's/foo/bar/g' a.txt", "sed -i.bak 's/foo/bar/g' a.txt"),
])
def test_text_tools_get_what_they_need(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("lines_counted", "print the last 20 lines of /var/log/auth.log", "tail /var/log/auth.log", "tail -n 20 /var/log/auth.log"),
    ("lines_counted", "print the last 20 lines of a.log", "tail -20 a.log", "tail -20 a.log"),
    ("sort_output_named", "sort names.txt alphabetically and write the result to names_sorted.txt",
     "sort -o names.txt names_sorted.txt", "sort names.txt > names_sorted.txt"),
    ("sort_output_named", "sort names.txt and write it to out.txt", "sort -o out.txt names.txt", "sort -o out.txt names.txt"),
])
def test_counts_and_outputs_the_request_gives(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ('remove the address 10.10.10.5/24 from ens3', 'sudo ip addr del 10.10.10.5/24 dev ens3'),
    ('delete the route to 172.30.0.0/16', 'sudo ip route del 172.30.0.0/16'),
    ('change the default gateway to 192.168.1.1', 'sudo ip route replace default via 192.168.1.1'),
    ('show the neighbor (arp) table', 'ip neigh'),
    ('show a brief one-line summary of every interface and its addresses', 'ip -br addr'),
    ('show ufw status with rule numbers', 'sudo ufw status numbered'),
    ('allow ssh through ufw', 'sudo ufw allow ssh'),
    ('deny all incoming connections from 203.0.113.99 with ufw', 'sudo ufw deny from 203.0.113.99'),
    ('set ufw to deny incoming traffic by default', 'sudo ufw default deny incoming'),
    ('list iptables rules with line numbers and numeric addresses', 'sudo iptables -L -n --line-numbers'),
    ('drop all incoming traffic from 198.51.100.23 with iptables', 'sudo iptables -A INPUT -s 198.51.100.23 -j DROP'),
    ('save the current iptables rules to /etc/iptables/rules.v4', "sudo sh -c 'iptables-save > /etc/iptables/rules.v4'"),
    ('delete rule number 5 from the iptables INPUT chain', 'sudo iptables -D INPUT 5'),
    ('list the whole nftables ruleset', 'sudo nft list ruleset'),
    ('capture 100 packets on eth0 and write them to capture.pcap', 'sudo tcpdump -i eth0 -c 100 -w capture.pcap'),
    ('watch dns traffic on port 53 on all interfaces', 'sudo tcpdump -i any port 53'),
    ('show a summary of socket statistics', 'ss -s'),
    ('open an sftp session to files.example.com as user ftp1', 'sftp ftp1@files.example.com'),
    ('trace the dns delegation for www.wikipedia.org starting from the root servers', 'dig +trace www.wikipedia.org'),
    ('resolve db01.corp.local the way the system resolver does, including /etc/hosts', 'getent hosts db01.corp.local'),
    ('mirror the site https://docs.example.com for offline viewing', 'wget --mirror --convert-links --page-requisites --no-parent https://docs.example.com'),
    ('check whether https://example.com/page exists using wget without downloading it', 'wget --spider https://example.com/page'),
    ('upload config.yaml with an HTTP PUT to https://api.example.com/config', 'curl -T config.yaml https://api.example.com/config'),
])
def test_the_phrasebook_answers_networking_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("ping 192.168.1.1 five times with a 2 second interval between pings", "ping -c 5 192.168.1.1", "ping -i 2 -c 5 192.168.1.1"),
    ("check if 10.0.0.5 is up with a single ping that waits at most 2 seconds for a reply", "ping -c 2 10.0.0.5",
     "ping -c 1 -W 2 10.0.0.5"),
    ("test if db.internal accepts connections on port 5432, giving up after 3 seconds", "nc -zv db.internal 5432",
     "nc -w 3 -zv db.internal 5432"),
    ("download https://e.com/d.zip with wget, trying 3 times and waiting up to 10 seconds between retries", "wget -c 3 https://e.com/d.zip",
     "wget --waitretry=10 --tries=3 https://e.com/d.zip"),
    ("ssh to 10.0.0.7 with a 5 second connection timeout", "ssh -t 5 10.0.0.7", "ssh -o ConnectTimeout=5 10.0.0.7"),
    ("copy dump.gz to backup01:/srv/dumps/ with scp limited to 1000 Kbit/s", "scp -P 1000 dump.gz backup01:/srv/dumps/",
     "scp -l 1000 dump.gz backup01:/srv/dumps/"),
    ("ping example.com 3 times", "ping -c 3 example.com", "ping -c 3 example.com"),
])
def test_flags_with_values_said_in_words(text, command, expected):
    assert valued_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("watch disk usage every 5 seconds", "watch -n 5 free -h", "watch -n 5 df -h"),
    ("show the free memory", "df -h", "free -h"),
    ("show disk and memory usage", "df -h && free -h", "df -h && free -h"),
])
def test_disks_and_memory_each_their_tool(text, command, expected):
    from serval.model.rewrites import disk_or_memory
    assert disk_or_memory(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("count the requests in access.log whose 9th field (the status) is 404", "awk '$9 == 404' access.log | sort | uniq -c | sort -rn",
     "awk '$9 == 404' access.log | wc -l"),
    ("count the requests per status code in access.log", "awk '{print $9}' access.log | sort | uniq -c | sort -rn",
     "awk '{print $9}' access.log | sort | uniq -c | sort -rn"),
    ("count lines in app.log that have both payment and failed", "grep payment app.log | grep failed", "grep payment app.log | grep -c failed"),
    ("count lines in app.log that have both payment and failed", "grep payment app.log | grep -c failed", "grep payment app.log | grep -c failed"),
])
def test_one_number_asked_is_one_count(text, command, expected):
    from serval.model.rewrites import one_count
    assert one_count(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("access_times", "files in /shared/data last accessed before 2023-03-01", "find /shared/data -type f ! -newermt 2023-03-01",
     "find /shared/data -type f ! -newerat 2023-03-01"),
    ("tool_flags_said", "copy all .conf files from /etc into ~/etc-backup keeping the directory structure",
     "find /etc -name '*.conf' -exec cp {} ~/etc-backup \\;", "find /etc -name '*.conf' -exec cp --parents {} ~/etc-backup \\;"),
    ("name_both_ends", "find files in /shared whose names start with report_ and end in .xlsx", 'find /shared -name "report_*" -or -name "*.xlsx"',
     'find /shared -name "report_*.xlsx"'),
    ("find_not_deeper", "files bigger than 1GB in the current directory only, don't look in subdirectories", "find . -size +1G",
     "find . -maxdepth 1 -size +1G"),
    ("find_not_deeper", "find stuff in my home directory that isn't owned by me", "find ~ ! -user me", "find ~ ! -user $USER"),
    ("find_not_deeper", "find .txt files in docs recursively", "find docs -name '*.txt'", "find docs -name '*.txt'"),
])
def test_find_conditions_said_in_words(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("url_kept", "download https://example.com/files/syllabus.pdf into the current folder", "wget -P .",
     "wget https://example.com/files/syllabus.pdf"),
    ("url_kept", "download https://example.com/a.pdf into /tmp", "wget -P /tmp", "wget -P /tmp https://example.com/a.pdf"),
    ("url_kept", "download https://example.com/a.pdf", "wget https://example.com/a.pdf", "wget https://example.com/a.pdf"),
    ("lines_not_files", "show the lines of tasks.txt that don't contain the word done", "grep -rL done tasks.txt", "grep -v done tasks.txt"),
    ("lines_not_files", "list the files in src that don't contain the word license", "grep -rL license src", "grep -rL license src"),
    ("size_sign_said", "find every file over 1GB anywhere in my home directory", "find ~ -size 1G", "find ~ -size +1G"),
    ("size_sign_said", "find files under 10k in /tmp", "find /tmp -type f -size +10k", "find /tmp -type f -size -10k"),
    ("size_sign_said", "find files between 1M and 5M in docs", "find docs -size +1M -size -5M", "find docs -size +1M -size -5M"),
    ("size_sign_said", "find files that are exactly 4096 bytes in size under ./blobs", "find ./blobs -type f -size -4096c",
     "find ./blobs -type f -size 4096c"),
    ("tool_flags_said", "make a password protected zip secret.zip of the diary folder", "zip -r secret.zip diary", "zip -e -r secret.zip diary"),
])
def test_what_the_request_says_of_urls_lines_and_sizes(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite, text, command, expected", [
    ("folder_space_used", "total disk space used by /opt/tomcat/logs, human readable", "df -h /opt/tomcat/logs", "du -sh /opt/tomcat/logs"),
    ("folder_space_used", "how much free space is left on /home", "df -h /home", "df -h /home"),
    ("folder_space_used", "how large is the .git folder of this repo", "ls -lh .git", "du -sh .git"),
    ("folder_space_used", "how big are the files in the folder ~/Music", "ls -lh ~/Music", "ls -lh ~/Music"),
    ("wrapped_program", "run make with the lowest cpu priority", "nice -n 19 19", "nice -n 19 make"),
    ("wrapped_program", "run make with the lowest cpu priority", "nice -n 19 make", "nice -n 19 make"),
    ("tool_flags_said", "sort the addresses in ips.txt in proper numeric IP order", "sort ips.txt", "sort -V ips.txt"),
    ("tool_flags_said", "write the sorted, de-duplicated lines of emails.txt into emails_unique.txt",
     "sort emails.txt > emails_unique.txt", "sort -u emails.txt > emails_unique.txt"),
    ("flags_unasked", "sort the addresses in ips.txt in proper numeric IP order", "sort -V -nu ips.txt", "sort -V ips.txt"),
    ("tool_flags_said", "print tags.txt in lowercase with duplicates removed", "tr A-Z a-z < tags.txt | sort | uniq -d",
     "tr A-Z a-z < tags.txt | sort | uniq -d"),
])
def test_programs_spaces_and_orders_said(rewrite, text, command, expected):
    from serval.model import rewrites
    assert getattr(rewrites, rewrite)(command, recognize(text)) == expected





@pytest.mark.parametrize("text, expected", [
    ('how long has process 555 been running', 'ps -o etime= -p 555'),
    ('when exactly did process 8123 start', 'ps -o lstart= -p 8123'),
    ('how many threads does pid 6200 have', 'ps -o nlwp= -p 6200'),
    ('what is the parent pid of process 4100', 'ps -o ppid= -p 4100'),
    ('show the process group id of pid 5100', 'ps -o pgid= -p 5100'),
    ('show the nice value of pid 1200', 'ps -o ni= -p 1200'),
    ('show the working directory of process 3200', 'pwdx 3200'),
    ('what program is running as pid 1', 'ps -o comm= -p 1'),
    ('start process 55 again', 'who'),
    ('change the niceness of PID 3300 to 10', 'renice -n 10 -p 3300'),   # renice's, not ps's
    ('current working directory of process 4100', 'pwdx 4100'),
    ('force quit the program with process id 4821', 'who'),
    ('check whether process 7777 is still alive', 'kill -0 7777'),
    ('list all the signal names', 'kill -l'),
    ('kill background job 3', 'kill %3'),
    ("detach job 1 from the shell so closing the terminal won't kill it", 'disown %1'),
    ('kill every process running on terminal pts/2', 'pkill -t pts/2'),
    ('kill the newest vim process', 'pkill -n vim'),
    ('find the pid of the most recently started python process', 'pgrep -n python'),
    ('renice all processes of user alice to 15', 'sudo renice -n 15 -u alice'),   # another user's: root's
    ('run rsync -a /data/ /backup/ with idle io priority', 'ionice -c 3 rsync -a /data/ /backup/'),
    ('run ./bench pinned to cpu 0', 'taskset -c 0 ./bench'),
    ('show the cpu affinity of pid 4000', 'taskset -p 4000'),
    ('start ./daemon.sh in a new session detached from this terminal', 'setsid ./daemon.sh'),
    ('wait until process 6000 exits', 'while kill -0 6000 2>/dev/null; do sleep 1; done'),
])
def test_the_phrasebook_answers_process_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ('dump the mysql database shopdb as user root to /backup/shopdb.sql', 'mysqldump -u root -p shopdb > /backup/shopdb.sql'),
    ('dump the mysql database crm as root and compress it to /backup/crm.sql.gz', 'mysqldump -u root -p crm | gzip > /backup/crm.sql.gz'),
    ('import /backup/shopdb.sql into the mysql database shopdb as root', 'mysql -u root -p shopdb < /backup/shopdb.sql'),
    ('load the gzipped dump /backup/crm.sql.gz into the mysql database crm as root', 'zcat /backup/crm.sql.gz | mysql -u root -p crm'),
    ('dump the postgres database inventory to /var/backups/inventory.sql as the postgres user', 'sudo -u postgres pg_dump inventory > /var/backups/inventory.sql'),
    ('list all postgres databases as the postgres user', 'sudo -u postgres psql -l'),
    ('restore the custom-format dump /backup/app.dump into the postgres database app as user postgres', 'sudo -u postgres pg_restore -d app /backup/app.dump'),
    ('add the existing user jdoe to the supplementary group developers', 'sudo usermod -aG developers jdoe'),
    ('who are the members of the sudo group', 'getent group sudo'),
    ('send SIGHUP to the process whose PID is in /var/run/nginx.pid', 'sudo kill -HUP "$(cat /var/run/nginx.pid)"'),
    ('send SIGHUP to the process whose PID is in /run/app.pid', 'sudo kill -HUP "$(cat /run/app.pid)"'),
])
def test_the_phrasebook_answers_database_and_group_tasks(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text", ["create a user named deploy", "lock the screen door", "add notes.txt to the end of the list",
                                  "add a cron job that syncs ~/Documents to /media/usb/backup every night at 2am",   # no job to name
                                  "remove the cron job for backup.sh", "run ping every 5 seconds",
                                  "tar ./site into site.tar.gz leaving out .git, then rsync it to deploy@web1:/var/releases/"])
def test_the_phrasebook_leaves_what_it_has_no_row_for(text):
    assert phrasebook("who", recognize(text)) == "who"


def test_prefix_added_reads_the_front_of_every_name():
    rec = recognize("add 2024_ to the front of every jpg file name in this folder")
    assert prefix_added('for f in *.jpg ; do mv "$f" . ; done', rec) == 'for f in *.jpg; do mv "$f" "2024_$f"; done'


def test_the_full_path_of_a_command_is_no_file_path():
    assert phrasebook("which python3", recognize("show the full path of the python3 executable")) == "which python3"
    assert phrasebook("which cc", recognize('Print the full path of command "cc"')) == "which cc"


def test_the_email_pattern_and_free_units_as_people_write_them():
    rec = recognize("pull all the email addresses out of contacts.txt")
    assert email_pattern("grep -oiE '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]+' contacts.txt | sort -u", rec) == \
        "grep -oE '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}' contacts.txt | sort -u"
    assert free_units("free -h", recognize("how much free memory do I have, in megabytes?")) == "free -m"
    assert free_units("free -s mem", recognize("show free mem in MB")) == "free -m"
    assert free_units("free -h", recognize("how much memory is free")) == "free -h"
    assert tool_flags_said("shuf quotes.txt", recognize("give me one random line from quotes.txt")) == "shuf -n 1 quotes.txt"
    rec = recognize("compare dirA and dirB recursively and only tell me which files differ")
    assert tool_flags_said("diff -r dirA dirB", rec) == "diff -q -r dirA dirB"


@pytest.mark.parametrize("text, expected", [
    ("make a fifo named /tmp/q", "mkfifo /tmp/q"),
    ("print every 4th line of data.txt", "awk 'NR % 4 == 0' data.txt"),
    ("show the failed systemd units", "systemctl --failed"),
    ("generate an rsa ssh key with the comment ci@build", "ssh-keygen -t rsa -C ci@build"),
    ("create a new ed25519 ssh key saved as ~/.ssh/deploy_key with an empty passphrase", "ssh-keygen -t ed25519 -f ~/.ssh/deploy_key -N ''"),
    ("tunnel local port 9000 to localhost:80 on web2", "ssh -L 9000:localhost:80 web2"),
    ("kernel messages about ext4", "sudo dmesg | grep -i ext4"),
    ("who has /tmp/app.lock open", "lsof /tmp/app.lock"),
    ("show how big mail.tar.xz is", "du -h mail.tar.xz"),   # the archive's size, not a listing of it
    ("what is the size of data.zip?", "du -h data.zip"),
    ("size of the archive logs.tgz", "du -h logs.tgz"),
    ("show the status of my user service syncthing", "systemctl --user status syncthing"),
    ("extract just etc/nginx/nginx.conf from backup.tar.xz into /tmp", "tar -xJf backup.tar.xz -C /tmp etc/nginx/nginx.conf"),
    ("delete secret.txt from archive.tar", "tar --delete -f archive.tar secret.txt"),
    ("count how many entries are in archive.tar", "tar -tf archive.tar | wc -l"),
    ("list only the .conf files contained in config.tar.gz", "tar -tzf config.tar.gz --wildcards '*.conf'"),
    ("check whether etc/hosts is inside sysbackup.tar.gz", "tar -tzf sysbackup.tar.gz etc/hosts"),
    ("show logs of my user unit syncthing since yesterday", "journalctl --user -u syncthing --since yesterday"),
    ("get the pids of all processes named exactly redis-server", "pgrep -x redis-server"),
    ("check if run.sh is executable and print yes or no", "test -x run.sh && echo yes || echo no"),
    ("show the passwd entry for sybil", "getent passwd sybil"),
    ("print the login shell of user xena", "getent passwd xena | cut -d: -f7"),
    ("list all group names on the system", "cut -d: -f1 /etc/group"),
    ("show the recent login history", "last"),
    ("show the history of system reboots", "last reboot"),
    ("print the name of mallory's primary group", "id -gn mallory"),
    ("set the umask to 027 for this shell", "umask 027"),
    ("give the group the same permissions the owner has on plan.txt", "chmod g=u plan.txt"),
    ("show which users are in the sudo group", "getent group sudo"),
    ("set kate's password to Secret123 without an interactive prompt", "echo 'kate:Secret123' | sudo chpasswd"),
    ("run rsync -a /data/ /backup/ with nohup in the background, appending output to rsync.log",
     "nohup rsync -a /data/ /backup/ >> rsync.log 2>&1 &"),
    ("run make with nohup in the background, stdout to build.log and stderr to build.err", "nohup make > build.log 2> build.err &"),
    ("run ./crawler with nohup in the background and throw away all output", "nohup ./crawler > /dev/null 2>&1 &"),
    ("run ./long_job.sh with nohup in the background and print its pid", "nohup ./long_job.sh > nohup.out 2>&1 & echo $!"),
])
def test_the_phrasebook_answers_hurried_requests(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_free_keeps_its_interval():
    assert free_units("free -m -s 5", recognize("show memory usage in megabytes, refreshing every 5 seconds")) == "free -m -s 5"
    assert free_units("free -h -s 5", recognize("show memory usage in megabytes, refreshing every 5 seconds")) == "free -m -s 5"


@pytest.mark.parametrize("command, expected", [
    ("tr -s ' ' '\\n' < book.txt | sort | uniq -c", "tr -s '[:space:]' '\\n' < book.txt | sort | uniq -c"),
    ("dd if=/dev/zero of=disk.img bs=1G count=1", "dd if=/dev/zero of=disk.img bs=1M count=1024"),
    ("dd if=/dev/zero of=t.img bs=100M count=1", "dd if=/dev/zero of=t.img bs=1M count=100"),
    ("dd if=ubuntu.iso of=/dev/sdb bs=4M", "dd if=ubuntu.iso of=/dev/sdb bs=4M"),
    ("column -t -s$'\\t' report.tsv", "column -t -s $'\\t' report.tsv"),
    ("su - jack ./backup.sh", "sudo -u jack ./backup.sh"),   # a command run as another user
    ("su - postgres", "su - postgres"),
    ("su - ed -c nologin", "su - ed -c nologin"),
    ("scp project.tar.gz /mnt/backup", "cp project.tar.gz /mnt/backup"),   # no host anywhere
    ("scp -r photos ~/old/photos", "cp -r photos ~/old/photos"),
    ("scp project.tar.gz web1:/backups", "scp project.tar.gz web1:/backups"),
    ("scp project.tar.gz backup01", "scp project.tar.gz backup01"),   # a host without its colon: not a local copy
])
def test_common_spellings_of_the_same_command(command, expected):
    assert common_spellings(command, recognize("x")) == expected
    assert common_spellings("scp a.txt /tmp", recognize("scp a.txt to /tmp on the server")) == "scp a.txt /tmp"


def test_common_spellings_of_ip_addresses_and_exec():
    assert common_spellings("grep -oE '[0-9]+\\.[0-9]+\\.[0-9]+\\.[0-9]+' a.log", recognize("x")) == \
        "grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' a.log"
    assert common_spellings('find . -name "*.tmp" -exec rm {} \\;', recognize("x")) == 'find . -name "*.tmp" -exec rm {} +'
    assert common_spellings("find . -exec sh -c 'mv \"$1\" x' _ {} \\;", recognize("x")) == "find . -exec sh -c 'mv \"$1\" x' _ {} \\;"
    assert common_spellings("find . -type f -exec basename {} \\;", recognize("x")) == "find . -type f -exec basename {} \\;"


@pytest.mark.parametrize("command, text, expected", [
    ("gzip -9 -i huge.sql", "compress huge.sql with gzip at maximum compression", "gzip -9 huge.sql"),
    ("xz -9 -f dump.sql", "compress dump.sql with xz at the maximum level", "xz -9 dump.sql"),
    ("xz -9 -f dump.sql", "compress dump.sql with xz, overwriting dump.sql.xz", "xz -9 -f dump.sql"),
    ("cp -i a.pdf /mnt/usb", "copy a.pdf onto the usb stick at /mnt/usb", "cp a.pdf /mnt/usb"),
    ("cp -i a.pdf /mnt/usb", "copy a.pdf to /mnt/usb but ask before overwriting", "cp -i a.pdf /mnt/usb"),
    ("cp -n report.pdf archive/may", "copy report.pdf into archive/may", "cp report.pdf archive/may"),
    ("cp -n report.pdf archive/may", "copy report.pdf into archive/may without overwriting anything", "cp -n report.pdf archive/may"),
    ("pkill -9 -f celery", "force kill everything named celery", "pkill -9 celery"),
    ("pkill -f worker.py", "kill all processes whose full command line contains worker.py", "pkill -f worker.py"),
    ("pkill -9 -f /opt/app/server.jar", "force kill the java processes running /opt/app/server.jar", "pkill -9 -f /opt/app/server.jar"),
    ("sort -V -f ips.txt", "sort ips.txt properly by IP address", "sort -V ips.txt"),
    ("env | grep -i AWS", "show all env vars with AWS in the name", "env | grep AWS"),
    ("grep -i ERROR app.log", "find ERROR in app.log in any case", "grep -i ERROR app.log"),
    ("wget --limit-rate=1M -c https://x.org/a.iso", "download https://x.org/a.iso limited to 1MB/s", "wget --limit-rate=1M https://x.org/a.iso"),
    ("wget -c https://x.org/a.iso", "resume the download of https://x.org/a.iso", "wget -c https://x.org/a.iso"),
])
def test_flags_the_request_does_not_ask_for_are_dropped(command, text, expected):
    assert flags_unasked(command, recognize(text)) == expected


def test_a_result_printed_without_changing_the_file_is_no_edit_in_place():
    rec = recognize("Change http:// to https:// throughout links.txt and print the result without changing the file")
    assert sed_shown_not_saved("sed -i 's|http://|https://|g' links.txt", rec) == "sed 's|http://|https://|g' links.txt"


@pytest.mark.parametrize("command, text, expected", [
    ("find ~ -size +500M -print", "find files bigger than 500MB in my home folder", "find ~ -size +500M -print"),
    ("find . -mindepth 1 -maxdepth 1 -type f | wc -l", "count the files here", "find . -maxdepth 1 -type f | wc -l"),
    ("find ./app -mindepth 1 -type d -empty -delete", "remove the empty dirs inside ./app", "find ./app -mindepth 1 -type d -empty -delete"),
    ("sudo nginx -t 2> /dev/null", "test the nginx config for errors", "sudo nginx -t"),
    ("find / -name a.conf 2> /dev/null", "find a.conf anywhere", "find / -name a.conf 2> /dev/null"),
])
def test_find_without_options_that_change_nothing_asked(command, text, expected):
    assert find_plain(command, recognize(text)) == expected


def test_a_failing_rewrite_leaves_the_command_to_the_others(monkeypatch):
    from serval.model import rewrites

    def broken(command, rec):
        raise IndexError("a rule's bug")

    monkeypatch.setattr(rewrites, "REWRITES", (broken, rewrites.lines_counted))
    assert rewrites.rewrite("tail a.log", recognize("print the last 20 lines of a.log")) == "tail -n 20 a.log"


def test_ps_header_is_no_process():
    assert header_uncounted("ps -u www-data | wc -l") == "ps -u www-data --no-headers | wc -l"
    assert header_uncounted("ps aux | wc -l") == "ps aux --no-headers | wc -l"
    assert header_uncounted("ps -u bob --no-headers | wc -l") == "ps -u bob --no-headers | wc -l"
    assert header_uncounted("ps -eo pid= | wc -l") == "ps -eo pid= | wc -l"   # no header asked for
    assert header_uncounted("ps aux | grep java | wc -l") == "ps aux | grep java | wc -l"


def test_tar_takes_found_names_from_its_input():
    assert tar_reads_list("find images -name '*.jpg' | xargs tar cvf photos.tar") == "find images -name '*.jpg' | tar -cf photos.tar -T -"
    assert tar_reads_list("find . -name '*.log' | xargs tar -czf logs.tar.gz") == "find . -name '*.log' | tar -czf logs.tar.gz -T -"
    # the names written into the archive's file itself
    assert tar_reads_list('find /etc -name "*.conf" > confs.tar.gz') == 'find /etc -name "*.conf" | tar -czf confs.tar.gz -T -'
    assert tar_reads_list("find . -name '*.md' > docs.zip") == "find . -name '*.md' | zip docs.zip -@"
    assert tar_reads_list("find . -name '*.md' > list.txt") == "find . -name '*.md' > list.txt"
    assert tar_reads_list("tar -czf a.tar.gz a") == "tar -czf a.tar.gz a"


@pytest.mark.parametrize("text, command, expected", [
    ("count the total number of lines in all .c files in this directory tree", 'find . -name "*.c" -exec wc -l {} +',
     'find . -name "*.c" -exec cat {} + | wc -l'),
    ("how many lines of code in total across the .py files under src", 'find src -name "*.py" | xargs wc -l',
     'find src -name "*.py" -exec cat {} + | wc -l'),
    ("count lines in each .py file under src", 'find src -name "*.py" | xargs wc -l', 'find src -name "*.py" | xargs wc -l'),
    ("show the combined size of all .mp4 files under Videos", 'find Videos -name "*.mp4" -exec du -ch {} +',
     'find Videos -name "*.mp4" -exec du -ch {} + | tail -n 1'),
])
def test_a_total_is_one_sum(text, command, expected):
    assert total_size(command, recognize(text)) == expected


def test_checksums_are_written_to_the_file_named_for_them():
    assert sums_saved("md5sum dist/* checksums.md5") == "md5sum dist/* > checksums.md5"
    assert sums_saved("sha256sum a.iso b.iso SHA256SUMS") == "sha256sum a.iso b.iso > SHA256SUMS"
    assert sums_saved("sha256sum -c SHA256SUMS") == "sha256sum -c SHA256SUMS"
    assert sums_saved("md5sum a.txt b.txt") == "md5sum a.txt b.txt"
    assert sums_saved("md5sum *.jpg > photos.md5") == "md5sum *.jpg > photos.md5"


def test_a_kind_and_a_word_swapped_in_grep_are_put_back():
    rec = recognize("for each .conf file under /etc/nginx, count the lines mentioning timeout, ignoring case")
    assert grep_include('grep -ic "*.conf" /etc/nginx --include=timeout', rec) == 'grep -ric timeout /etc/nginx --include="*.conf"'
    assert tar_reads_list("find images -name '*.jpg' | xargs tar cvf photos.tar", recognize("put the jpgs into photos.tar")) == \
        "find images -name '*.jpg' | tar -cf photos.tar -T -"


def test_a_stage_that_repeats_the_one_before_is_dropped():
    assert stage_repeated("tail -n 50 /var/log/nginx/error.log | tail -n 50") == "tail -n 50 /var/log/nginx/error.log"
    assert stage_repeated("column -t -s, inventory.csv | column -t") == "column -t -s, inventory.csv"
    assert stage_repeated("grep foo a.txt | grep bar") == "grep foo a.txt | grep bar"
    assert stage_repeated("sort a.txt | uniq -c | sort -rn") == "sort a.txt | uniq -c | sort -rn"
    assert stage_repeated("head -n 20 a.txt | head -n 10") == "head -n 20 a.txt | head -n 10"


def test_the_interpreter_a_request_names_is_kept_under_nice():
    rec = recognize("run python3 long_job.py with the lowest possible CPU priority")
    assert wrapped_program("nice -n 19 long_job.py", rec) == "nice -n 19 python3 long_job.py"
    assert wrapped_program("nice -n 19 python3 long_job.py", rec) == "nice -n 19 python3 long_job.py"


def test_a_recursive_diff_names_the_files_that_differ_when_asked():
    rec = recognize("compare /data with /mnt/backup/data recursively and just list the files that differ")
    assert diff_names_only("diff -r /data /mnt/backup/data", rec) == "diff -rq /data /mnt/backup/data"
    assert diff_names_only("diff -r a b", recognize("show the differences between folders a and b")) == "diff -r a b"


def test_a_finds_permission_errors_go_to_dev_null():
    rec = recognize("search the whole system for files named passwd without showing permission denied errors")
    assert small_repairs("find / -name passwd |& grep -v 'Permission denied'", rec) == "find / -name passwd 2> /dev/null"


@pytest.mark.parametrize("text, command, expected", [
    ("ping google.com 10 times with half a second between packets", "ping -c 10 google.com", "ping -i 0.5 -c 10 google.com"),
    ("ping db1 every 2 seconds", "ping db1", "ping -i 2 db1"),
    ("ping 192.168.1.1 for 30 seconds and then stop", "ping -c 30 192.168.1.1", "ping -w 30 192.168.1.1"),
    ("ping 10.0.0.5 three times with a packet size of 1200 bytes", "ping -c 3 10.0.0.5", "ping -s 1200 -c 3 10.0.0.5"),
    ("check whether 192.168.0.10 answers a single ping within 2 seconds", "ping -c 1 192.168.0.10", "ping -W 2 -c 1 192.168.0.10"),
    ("rsync music/ to pi@nas:/media/music/ limiting bandwidth to 1000 KB/s", "rsync -av music/ pi@nas:/media/music/",
     "rsync --bwlimit=1000 -av music/ pi@nas:/media/music/"),
    ("rsync downloads to /backup/downloads skipping files larger than 100MB", "rsync -a downloads/ /backup/downloads/",
     "rsync --max-size=100M -a downloads/ /backup/downloads/"),
    ("show only error-level journal messages from today", "journalctl -p warning --since today", "journalctl -p err --since today"),
    ("show warnings and worse from nginx since the current boot", "journalctl -u nginx -b", "journalctl -p warning -u nginx -b"),
    ("show the journal of nginx since boot", "journalctl -u nginx -b", "journalctl -u nginx -b"),
])
def test_ping_rsync_and_journal_values_said_in_words(text, command, expected):
    assert valued_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("ping example.org 20 times and only show the summary", "ping -c 20 example.org", "ping -q -c 20 example.org"),
    ("list the background jobs in this shell with their PIDs", "jobs", "jobs -l"),
    ("kill the most recently started ssh process", "pkill ssh", "pkill -n ssh"),
    ("kill the oldest bash process of user tom", "pkill -u tom bash", "pkill -o -u tom bash"),
    ("show the files inside archive.tar.bz2 with their sizes and owners", "tar -tjf archive.tar.bz2", "tar -v -tjf archive.tar.bz2"),
    ("pack src into src.tar with their sizes and owners kept", "tar -cf src.tar src", "tar -cf src.tar src"),
    ("create repo.tar.gz of repo excluding version control folders", "tar -czf repo.tar.gz repo", "tar --exclude-vcs -czf repo.tar.gz repo"),
    ("extract old.tar.gz without overwriting any files that already exist", "tar -xzf old.tar.gz", "tar --skip-old-files -xzf old.tar.gz"),
    ("make a reproducible tarball repro.tar of src", "tar -cf repro.tar src", "tar --sort=name -cf repro.tar src"),
    ("create backup.tar.xz of docs and let tar pick the compression from the file extension", "tar -cf backup.tar.xz docs",
     "tar -a -cf backup.tar.xz docs"),
    ("gzip data.json without storing the original file name", "gzip data.json", "gzip -n data.json"),
    ("compress backup.tar with xz at level 9 extreme", "xz -9 backup.tar", "xz -e -9 backup.tar"),
    ("zip Pictures into pics.zip storing symlinks as links", "zip -r pics.zip Pictures", "zip -y -r pics.zip Pictures"),
    ("put the .png files into images.zip without compressing them", "zip images.zip *.png", "zip -0 images.zip *.png"),
    ("rsync /data to /backup showing progress", "rsync -a /data /backup", "rsync --progress -a /data /backup"),
    ("rsync /data to /backup showing progress", "rsync -aP /data /backup", "rsync -aP /data /backup"),
    ("back up / to /mnt/backup with rsync preserving ACLs, xattrs and hard links", "rsync -a / /mnt/backup",
     "rsync -H -X -A -a / /mnt/backup"),
    ("mirror src to dst deleting extra files, including the excluded ones", "rsync -a --delete --exclude='*.tmp' src/ dst/",
     "rsync --delete-excluded -a --delete --exclude='*.tmp' src/ dst/"),
    ("unzip old.zip but never overwrite files that already exist", "unzip -o old.zip", "unzip -n old.zip"),
    ("unzip old.zip but never overwrite files that already exist", "unzip -oq old.zip", "unzip -n -q old.zip"),
    ("decompress file.gz and overwrite file if it already exists", "gunzip file.gz", "gunzip -f file.gz"),
    ("decompress file.gz without overwriting anything", "gunzip file.gz", "gunzip file.gz"),
])
def test_ping_jobs_pkill_tar_compressor_and_rsync_flags_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("total number of lines across all .c and .h files in ./src", 'find ./src -name "*.c" -exec cat {} + | wc -l',
     'find ./src \\( -name "*.c" -o -name "*.h" \\) -exec cat {} + | wc -l'),
    ("images (.jpg .jpeg .png .gif) in ~/Pictures larger than 5MB", 'find ~/Pictures -name "*.jpg" -size +5M',
     'find ~/Pictures \\( -name "*.jpg" -o -name "*.jpeg" -o -name "*.png" -o -name "*.gif" \\) -size +5M'),
    ("delete Thumbs.db and desktop.ini files under /srv/samba", "find /srv/samba -name Thumbs.db -delete",
     "find /srv/samba \\( -name Thumbs.db -o -name desktop.ini \\) -delete"),
    ("delete all build and dist directories under ./packages", "find ./packages -type d -name build -prune -exec rm -rf {} +",
     "find ./packages -type d \\( -name build -o -name dist \\) -prune -exec rm -rf {} +"),
    ("list every jpg and png under ~/Pictures, ignoring case", 'find ~/Pictures -iname "*.jpg"',
     'find ~/Pictures \\( -iname "*.jpg" -o -iname "*.png" \\)'),
    # one name, or a name left out: as it was
    ("find .py files in src and delete them", 'find src -name "*.py" -delete', 'find src -name "*.py" -delete'),
    ("find the log files in /var and the tmp folder", 'find /var -name "*.log"', 'find /var -name "*.log"'),
    (".js files in ~/dev that are not .min.js files", 'find ~/dev -name "*.js" -not -name "*.min.js"', 'find ~/dev -name "*.js" -not -name "*.min.js"'),
    ("nuke old_builds dir", "find . -type d -name old_builds -prune -exec rm -rf {} +", "find . -type d -name old_builds -prune -exec rm -rf {} +"),
    ("find node_modules folders in ~/code", "find ~/code -type d -name node_modules", "find ~/code -type d -name node_modules"),
])
def test_find_tests_every_name_the_request_lists(text, command, expected):
    assert find_names_listed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("are any files in ~/.ssh readable by others?", "find ~/.ssh -type f", "find ~/.ssh -type f -perm -o+r"),
    ("regular files in /srv/scripts with any execute bit set", "find /srv/scripts -type f -perm <permission>",
     "find /srv/scripts -type f -perm /111"),
    ("files in /srv/public that others can't read", "find /srv/public -type f ! -perm -444", "find /srv/public -type f ! -perm -o+r"),
    ("directories under ~/data missing the owner execute bit", "find ~/data -type d ! -perm <permission>", "find ~/data -type d ! -perm -u+x"),
    ("files in ~/bin that I'm allowed to execute", "find ~/bin -type f", "find ~/bin -type f -executable"),
    ("files under /var/log that I can't read", "find /var/log -type f ! -perm -444", "find /var/log -type f ! -readable"),
    ("find world-writable directories in /srv that are missing the sticky bit", "find /srv -type d -perm <permission>",
     "find /srv -type d -perm -o+w ! -perm -1000"),
    ("find files under /srv where the group has write permission", "find /srv -perm <permission> -ls", "find /srv -perm -g+w -ls"),
    ("find files under /usr that have either setuid or setgid set", "find /usr -type f -perm -4000", "find /usr -type f -perm /6000"),
    ("find files under ~/projects that the group cannot read and list them", "find ~/projects -type f -exec ls -l {} +",
     "find ~/projects -type f ! -perm -g+r -exec ls -l {} +"),
    # nothing said of who may do what: as it was
    ("find scripts in ~/bin and make them executable", "find ~/bin -name '*.sh' -exec chmod +x {} +", "find ~/bin -name '*.sh' -exec chmod +x {} +"),
    ("find files the user can run in bin", "find bin -type f", "find bin -type f"),
    ("find files under /var/www that anyone can write to", "find /var/www -type f", "find /var/www -type f -perm -o+w"),
    # "group-writable", "other-readable": who before the hyphen
    ("group-writable files under /srv/git", "find /srv/git -type f -perm -o+w", "find /srv/git -type f -perm -g+w"),
    ("other-readable files in ~/secrets", "find ~/secrets -type f", "find ~/secrets -type f -perm -o+r"),
    ("find files under /var/www that anyone can read, write and run (permission 777)", "find /var/www -type f -perm 777",
     "find /var/www -type f -perm 777"),
])
def test_find_tests_the_permissions_the_request_says_in_words(text, command, expected):
    assert find_modes_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find files in /data that don't belong to any existing user", "find /data -type f ! -user root", "find /data -type f -nouser"),
    ("find files under /var that have no valid group", "find /var -nouser", "find /var -nogroup"),
    ("files in /opt whose group doesn't exist", "find /opt -type f ! -group doesn", "find /opt -type f -nogroup"),
    ("orphaned files in /home", "find /home -type f", "find /home -type f -nouser"),
    ("find files under /home whose owner uid is 1001", "find /home -user 1001", "find /home -uid 1001"),
    ("files on /mnt/usb owned by gid 50", "find /mnt/usb -group 50", "find /mnt/usb -gid 50"),
    ("files in /srv/projects owned by either alice or bob", "find /srv/projects -user alice -type f",
     "find /srv/projects \\( -user alice -o -user bob \\) -type f"),
    ("find files in /data owned by alice or bob", "find /data -user alice -or -user bob", "find /data \\( -user alice -o -user bob \\)"),
    ("find files owned by alice in /srv", "find /srv -user alice", "find /srv -user alice"),
])
def test_find_tests_the_ownership_the_request_says_in_words(text, command, expected):
    assert find_owner_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("how many .py files are in ~/projects/api, not counting anything inside ~/projects/api/venv", 'find ~/projects/api -name "*.py" | wc -l',
     'find ~/projects/api -path ~/projects/api/venv -prune -o -name "*.py" -print | wc -l'),
    ("list files under /var/cache but skip /var/cache/apt entirely", "find /var/cache -type f -not -path /var/cache/apt",
     "find /var/cache -path /var/cache/apt -prune -o -type f -print"),
    (".html files in /var/www, skipping any directory called cache or tmp", 'find /var/www -name "*.html"',
     'find /var/www \\( -name cache -o -name tmp \\) -prune -o -name "*.html" -print'),
    ("files over 100M in /home/bob, skipping /home/bob/.cache and /home/bob/Downloads", "find /home/bob -type f -size +100M -not -name /home/bob/.cache",
     "find /home/bob \\( -path /home/bob/.cache -o -path /home/bob/Downloads \\) -prune -o -type f -size +100M -print"),
    (".jpg files in ~/Pictures excluding the ~/Pictures/thumbnails folder", 'find ~/Pictures/thumbnails -type f -name "*.jpg"',
     'find ~/Pictures -path ~/Pictures/thumbnails -prune -o -type f -name "*.jpg" -print'),
    ("delete the .pyc files in ~/code, skipping node_modules", 'find ~/code -name "*.pyc" -delete',
     'find ~/code -name node_modules -prune -o -name "*.pyc" -delete'),
    # a kind of file, or a place outside the search: not a folder left out
    ("find files in src excluding .log files", 'find src -type f ! -name "*.log"', 'find src -type f ! -name "*.log"'),
    ("find files in src excluding /etc/passwd", "find src -type f", "find src -type f"),
    ("files under ~/Documents with contract in the name, ignoring upper/lower case", 'find ~/Documents -iname "*contract*"',
     'find ~/Documents -iname "*contract*"'),
    ("markdown files in docs, skipping node_modules", 'find docs -name "*.md" -not -path "*/node_modules/*"',
     'find docs -name "*.md" -not -path "*/node_modules/*"'),
])
def test_find_leaves_out_whole_the_folders_the_request_skips(text, command, expected):
    assert find_pruned(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("run tar -czf home.tar.gz /home/dave with a niceness of 10", "nice -n 10 tar -czf home.tar.gz /home/dave"),
    ("run ./long_job.sh with a 5 minute time limit", "timeout 5m ./long_job.sh"),
    ("run rsync -a src/ dst/ with a 1 hour timeout, sending KILL 10 seconds after TERM if it is still alive", "timeout -k 10 1h rsync -a src/ dst/"),
    ("run ffmpeg -i in.mp4 out.webm on CPU 2 only", "taskset -c 2 ffmpeg -i in.mp4 out.webm"),
    ("run rsync -a /data/ /backup/ with idle disk I/O priority", "ionice -c 3 rsync -a /data/ /backup/"),
    ("run make with both the lowest CPU priority and idle I/O priority", "nice -n 19 ionice -c 3 make"),
    ("run backup.sh on cores 0 and 1", "taskset -c 0,1 backup.sh"),
    # no command written out: the model's answer stays
    ("run the tests with a 10 minute timeout", "pytest"),
    ("run the backup on cpu 3", "pytest"),
])
def test_a_command_written_out_runs_under_what_the_request_says(text, expected):
    assert command_wrapped("pytest", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy app.jar to /opt/app/ on 10.0.0.8 as deploy using the key ~/.ssh/deploy_key", "scp app.jar deploy@10.0.0.8:~/.ssh/deploy_key",
     "scp -i ~/.ssh/deploy_key app.jar deploy@10.0.0.8:/opt/app/"),
    ("ssh to admin@web01 with the key ~/.ssh/web.pem", "ssh admin@web01", "ssh -i ~/.ssh/web.pem admin@web01"),
    ("rsync site/ to deploy@web1:/var/www using the key ~/.ssh/id_web", "rsync -av site/ deploy@web1:/var/www",
     "rsync -e 'ssh -i ~/.ssh/id_web' -av site/ deploy@web1:/var/www"),
    ("ssh to admin@web01 with key ~/.ssh/web.pem", "ssh -i ~/.ssh/web.pem admin@web01", "ssh -i ~/.ssh/web.pem admin@web01"),
])
def test_a_login_uses_the_key_file_the_request_names(text, command, expected):
    assert identity_key_used(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("look up the A record of example.com", "dig example.com", "dig example.com"),
    ("list the name servers of wikipedia.org", "dig +short wikipedia.org", "dig +short NS wikipedia.org"),
    ("get the IPv6 address of google.com", "dig IPv6 google.com", "dig AAAA google.com"),
    ("look up the SRV record _sip._tcp.example.com", "dig _sip._tcp.example.com | grep -e SRV", "dig SRV _sip._tcp.example.com"),
    ("show what www.github.com is a CNAME for", "dig www.github.com", "dig CNAME www.github.com"),
    ("show the MX records for gmail.com", "dig gmail.com MX", "dig gmail.com MX"),
    ("resolve github.com to an ip", "dig +short github.com", "dig +short github.com"),
    # the type said in lower case before "record"
    ("show the soa record of wikipedia.org", "dig soa wikipedia.org", "dig SOA wikipedia.org"),
    ("look up the srv record _sip._tcp.example.com", "dig _sip._tcp.example.com | grep -e srv", "dig SRV _sip._tcp.example.com"),
    ("check the caa records of letsencrypt.org", "dig letsencrypt.org", "dig CAA letsencrypt.org"),
])
def test_dig_asks_for_the_record_type_the_request_names(text, command, expected):
    assert dns_record_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("zip a.txt b.txt c.txt files.zip", "zip files.zip a.txt b.txt c.txt"),
    ("zip -r files.zip docs", "zip -r files.zip docs"),
    ("zip new.zip old.zip", "zip new.zip old.zip"),
    ("sha256sum backup.tar.gz.sha256 > backup.tar.gz", "sha256sum backup.tar.gz > backup.tar.gz.sha256"),
    ("md5sum a.iso > a.iso.md5", "md5sum a.iso > a.iso.md5"),
])
def test_zip_s_archive_comes_first_and_a_checksum_goes_to_the_checksum_file(command, expected):
    assert operands_in_place(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("enable the cron service so it starts at boot", "sudo systemctl enable --now cron", "sudo systemctl enable cron"),
    ("enable nginx and start it now", "sudo systemctl enable --now nginx", "sudo systemctl enable --now nginx"),
    ("disable bluetooth and stop it", "sudo systemctl disable --now bluetooth", "sudo systemctl disable --now bluetooth"),
])
def test_systemctl_starts_a_unit_it_enables_only_when_asked(text, command, expected):
    assert flags_unasked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ('find src -name "*.py" | xargs grep TODO', 'search for "TODO" in all python files in src', 'grep -r TODO --include="*.py" src'),
    ('find ./frontend -name "*.js" -not -path "*/node_modules/*" | xargs grep -n console.log',
     "search every .js file in ./frontend for console.log, ignoring node_modules",
     'grep -rn console.log --include="*.js" --exclude-dir=node_modules ./frontend'),
    ("find /etc/nginx -type f -exec grep -n server_name {} +", "search all files under /etc/nginx for server_name and show line numbers",
     "grep -rn server_name /etc/nginx"),
    ('find ~/cs101 -name "*.py" -exec grep -l "import numpy" {} +', 'which python files in ~/cs101 have "import numpy" in them',
     'grep -rl "import numpy" --include="*.py" ~/cs101'),
    ('find src -name "*.js" -print0 | xargs -0 grep -l console.log | wc -l', "count the .js files under src that use console.log",
     'grep -rl console.log --include="*.js" src | wc -l'),
    ("find . -name '*.c' -exec grep -i -A 2 keyword {} \\;", "search .c files for keyword ignoring case, two lines after",
     "grep -ri -A 2 keyword --include=\"*.c\" ."),
    # left alone: a find that says more than a kind of file, or whose request does
    ('find /var/log/app -name "*.log" -mtime -2 | xargs grep -l timeout',
     "find .log files in /var/log/app changed in the last 2 days that contain the word timeout",
     'find /var/log/app -name "*.log" -mtime -2 | xargs grep -l timeout'),
    ('find logs -name "*.log" | xargs grep -l timeout', "which .log files in logs modified this week mention timeout",
     'find logs -name "*.log" | xargs grep -l timeout'),
    ('find notes/ -name "*.txt" | xargs grep -l meeting', "list .txt files in notes/ that contain 'meeting', using find and xargs",
     'find notes/ -name "*.txt" | xargs grep -l meeting'),         # the tools asked for by name
    ('find include -name "#defined" | xargs grep MAX_RETRIES', "find where MAX_RETRIES is #defined in the header files under include",
     'find include -name "#defined" | xargs grep MAX_RETRIES'),     # not a kind of file: not guessed
    ('find . -name "*.md" -o -name "*.txt" | xargs grep draft', "search .md and .txt files for draft",
     'find . -name "*.md" -o -name "*.txt" | xargs grep draft'),     # -o: not one kind
])
def test_a_find_that_hands_one_kind_of_file_to_grep_is_a_recursive_grep(command, text, expected):
    assert find_grep_recursive(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the apparent size of /data/archive rather than the disk usage", "du -sh /data/archive", "du --apparent-size -sh /data/archive"),
    ("show the sizes of /etc and /usr/share/doc plus a grand total", "du -sh /etc /usr/share/doc", "du -c -sh /etc /usr/share/doc"),
    ("disk usage of all filesystems with a grand total line at the end", "df -h", "df --total -h"),
    ("show the size of /usr without crossing into other filesystems", "du -sh /usr", "du -x -sh /usr"),
    ("show disk usage of /boot using powers of 1000 instead of 1024", "df -h /boot", "df -H /boot"),
    ("which 5 folders in /var use the most inodes", "du --max-depth=1 /var", "du --inodes --max-depth=1 /var"),
    ("mount /dev/sdc1 read-only at /mnt/data", "sudo mount /dev/sdc1 /mnt/data", "sudo mount -o ro /dev/sdc1 /mnt/data"),
    ("mount the iso read-only at /mnt/iso", "sudo mount -o loop,ro x.iso /mnt/iso", "sudo mount -o loop,ro x.iso /mnt/iso"),   # options given
    ("lazily unmount /mnt/nfs even though it is busy", "sudo umount /mnt/nfs", "sudo umount -l /mnt/nfs"),
    ("force unmount the unreachable share at /mnt/share", "sudo umount /mnt/share", "sudo umount -f /mnt/share"),
    ("recursively unmount /mnt/chroot and everything mounted below it", "sudo umount /mnt/chroot", "sudo umount -R /mnt/chroot"),
    ("show /dev/nvme0n1 and its partitions with sizes in bytes", "lsblk /dev/nvme0n1", "lsblk -b /dev/nvme0n1"),
    ("list block devices in JSON format", "lsblk", "lsblk -J"),
    ("list only whole disks, no partitions", "lsblk", "lsblk -d"),
    ("show read and write statistics for each disk with vmstat", "vmstat", "vmstat -d"),
    ("show virtual memory statistics in megabytes every 2 seconds, 5 times", "vmstat 2 5", "vmstat -S M 2 5"),
    ("show the CPU cache sizes", "lscpu", "lscpu -C"),
    ("when did the system boot", "uptime", "uptime -s"),
    ("how long has the system been up", "uptime", "uptime"),
])
def test_disk_mount_and_system_flags_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("sudo mount -t FAT32 /dev/sdf1 /mnt/stick", "sudo mount -t vfat /dev/sdf1 /mnt/stick"),
    ("sudo mount -t NFS fileserver:/export/home /mnt/home", "sudo mount -t nfs fileserver:/export/home /mnt/home"),
    ("sudo mount -t ext4 /dev/sdb1 /mnt", "sudo mount -t ext4 /dev/sdb1 /mnt"),
])
def test_mount_types_are_written_as_mount_knows_them(command, expected):
    assert small_repairs(command, recognize("mount it")) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("mv a.txt b.txt c.txt", "move a.txt, b.txt and c.txt into done", "mv a.txt b.txt c.txt done/"),
    ("cp ~/.bashrc ~/.vimrc", "copy .bashrc and .vimrc from my home to ~/dotfiles", "cp ~/.bashrc ~/.vimrc ~/dotfiles/"),   # named without ~/
    ("cp report.pdf", "copy report.pdf to the archive folder", "cp report.pdf archive/"),
    ("sudo cp -p app.conf", "copy app.conf into /etc/app", "sudo cp -p app.conf /etc/app/"),
    ("mv notes.txt archive", "move notes.txt into archive", "mv notes.txt archive"),          # there already
    ("cp a.txt b.txt", "copy a.txt to b.txt", "cp a.txt b.txt"),
    ("cp -r src dst", "copy src into dst", "cp -r src dst"),
    ("mv draft.txt", "rename draft.txt to final.txt", "mv draft.txt final.txt"),               # a file's name: no slash
    ("mv old.log", "move it into logs", "mv old.log"),                                          # an operand the request does not give
])
def test_a_copy_or_move_goes_into_the_folder_the_request_ends_with(command, text, expected):
    assert destination_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("awk -F, '{print $2, $4}' data.csv", "print fields 2 through 4 of the comma-separated data.csv", "cut -d, -f2-4 data.csv"),
    ("awk -F'|' '{print $1, $3}' d.txt", "print columns 1 to 3 of the pipe-separated d.txt", "cut -d'|' -f1-3 d.txt"),
    ("awk -F, '{print $2, $3}' data.csv", "print fields 2 through 3 of data.csv", "awk -F, '{print $2, $3}' data.csv"),   # nothing between
    ("awk -F, '{print $1, $4}' data.csv", "print fields 2 through 4 of data.csv", "awk -F, '{print $1, $4}' data.csv"),   # not the range's ends
])
def test_an_awk_printing_the_ends_of_a_range_of_fields_is_a_cut_of_the_range(command, text, expected):
    assert cut_ranges(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("date <text>", "print the current time as HH:MM:SS", "date +%T"),
    ('date -d "30 days ago"', "what was the date 30 days ago, in YYYY-MM-DD", 'date -d "30 days ago" +%F'),
    ('date -d "45 minutes ago" <text>', "print the time 45 minutes ago as HH:MM", 'date -d "45 minutes ago" +%H:%M'),
    ("TZ=America/New_York date", "show the current time in New York as HH:MM", "TZ=America/New_York date +%H:%M"),
    ("date -d @1609459200", "convert epoch 1609459200 to the format YYYY-MM-DD HH:MM:SS", "date -d @1609459200 '+%F %T'"),
    ("date -d yesterday +%Y-%m-%d", "print yesterday's date as DD/MM/YYYY", "date -d yesterday +%d/%m/%Y"),   # another format
    ("date -d yesterday +%Y-%m-%d", "show yesterday's date as YYYY-MM-DD", "date -d yesterday +%Y-%m-%d"),    # the same one
    ("date", "what is the date", "date"),
    ("date -d DD/MM/YYYY -d yesterday", "print yesterday's date as DD/MM/YYYY", "date -d DD/MM/YYYY -d yesterday"),   # for date_format_words
    ("date -d <date>", "date 2 weeks from now formatted as dd/mm/yyyy", "date -d <date>"),                           # a name unfilled
    ("ls -l", "list files with dates as YYYY-MM-DD", "ls -l"),                                    # no date command
])
def test_a_date_takes_the_format_the_request_writes_out(command, text, expected):
    assert date_format_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    # tar: each file shown as it goes in or out, originals removed, links followed, owners and times not restored
    ("create data.tar.gz from the data directory and print each file name as it gets added", "tar -czf data.tar.gz data",
     "tar -v -czf data.tar.gz data"),
    ("unpack photos.tar.bz2 and show each file as it is extracted", "tar -xjf photos.tar.bz2", "tar -v -xjf photos.tar.bz2"),
    ("tar and gzip the logs folder into logs.tar.gz and delete the original files afterwards", "tar -czf logs.tar.gz logs",
     "tar --remove-files -czf logs.tar.gz logs"),
    ("zip the logs folder into logs.zip and delete the original files", "zip -r logs.zip logs", "zip -m -r logs.zip logs"),
    ("archive links into links.tar.gz storing the files that symlinks point to", "tar -czf links.tar.gz links",
     "tar -h -czf links.tar.gz links"),
    ("extract vendor.tar.gz without restoring the original file owners", "tar -xzf vendor.tar.gz",
     "tar --no-same-owner -xzf vendor.tar.gz"),
    ("extract legacy.tar and give the files the current time instead of the archived modification times", "tar -xf legacy.tar",
     "tar -m -xf legacy.tar"),
    # a listing with sizes only: no -v for a plain packing
    ("create data.tar.gz from data", "tar -czf data.tar.gz data", "tar -czf data.tar.gz data"),
    # compressors: fastest, the ratio shown, an existing output replaced, every core; unzip's verbose listing
    ("gzip big.img as fast as possible", "gzip big.img", "gzip -1 big.img"),
    ("gzip big.csv and show the compression percentage", "gzip big.csv", "gzip -v big.csv"),
    ("gzip data.txt even if data.txt.gz already exists", "gzip data.txt", "gzip -f data.txt"),
    ("xz compress huge.tar using all cpu threads", "xz huge.tar", "xz -T0 huge.tar"),
    ("show a verbose listing of archive.zip including compression ratios", "unzip -l archive.zip", "unzip -v archive.zip"),
    ("compress notes.txt into archive/notes.txt.gz and leave the original alone", "gzip -c notes.txt > archive/notes.txt.gz",
     "gzip -c notes.txt > archive/notes.txt.gz"),
    # processes and logs: an exact name, pids joined by commas, newest first, ISO times, a user unit, top once
    ("kill the processes named exactly node", "pkill node", "pkill -x node"),
    ("print the pids of all gunicorn processes separated by commas", "pgrep gunicorn", "pgrep -d , gunicorn"),
    ("show nginx logs from the last 2 days, newest first", "journalctl -u nginx", "journalctl -r -u nginx"),
    ("show cron logs from the last 6 hours with iso timestamps", "journalctl -u cron", "journalctl -o short-iso -u cron"),
    ("restart my user service syncthing", "systemctl restart syncthing", "systemctl --user restart syncthing"),
    ("run top once in batch mode", "top", "top -b -n 1"),
    ("show one batch-mode top snapshot of processes owned by mysql", "top -u mysql", "top -b -n 1 -u mysql"),
])
def test_archive_compressor_process_and_log_flags_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


def test_userdel_keeps_the_home_folder_unless_asked():
    assert flags_unasked("sudo userdel -r victor", recognize("delete user victor")) == "sudo userdel victor"
    assert flags_unasked("sudo userdel -r victor", recognize("delete user victor and his home directory")) == "sudo userdel -r victor"


def test_an_unasked_keep_is_dropped_from_a_compressor():
    assert flags_unasked("gzip -k data.txt", recognize("gzip data.txt")) == "gzip data.txt"
    assert flags_unasked("gzip -k data.txt", recognize("gzip data.txt but keep the original")) == "gzip -k data.txt"
    assert flags_unasked("gzip -f -k data.txt", recognize("gzip data.txt even if data.txt.gz already exists")) == "gzip -f data.txt"


@pytest.mark.parametrize("command, text, expected", [
    ("gzip -k notes.txt", "compress notes.txt into archive/notes.txt.gz and leave the original alone",
     "gzip -c notes.txt > archive/notes.txt.gz"),
    ("xz -9 db.sql", "compress db.sql to /backups/db-monday.sql.xz at level 9", "xz -c -9 db.sql > /backups/db-monday.sql.xz"),
    ("gzip notes.txt", "compress notes.txt into notes.txt.gz", "gzip notes.txt"),   # the name gzip writes anyway
    ("gzip -d notes.txt.gz", "decompress notes.txt.gz to notes.gz", "gzip -d notes.txt.gz"),
])
def test_a_compressed_file_goes_where_the_request_names_it(command, text, expected):
    from serval.model.rewrites import compressed_to
    assert compressed_to(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("zip -e secure.zip report.pdf hunter2", "zip report.pdf into secure.zip with the password hunter2",
     "zip -P hunter2 secure.zip report.pdf"),
    ("zip -er secure.zip private", "zip the private folder into secure.zip with password 'hunter2'", "zip -P hunter2 -r secure.zip private"),
    ("unzip -l docs.zip -d s3cret", "extract the password protected docs.zip using the password s3cret", "unzip -P s3cret docs.zip"),
    ("zip -e secret.zip private", "create a password protected zip secret.zip of private", "zip -e secret.zip private"),   # asked for
])
def test_a_zip_password_given_in_the_request_is_passed(command, text, expected):
    from serval.model.rewrites import operands_in_place, zip_password_said
    assert operands_in_place(zip_password_said(command, recognize(text)), recognize(text)) == expected


def test_found_names_go_to_tar_and_zip_on_their_input():
    assert tar_reads_list("find src -name '*.py' | xargs tar -czf py.tar.gz -T -") == "find src -name '*.py' | tar -czf py.tar.gz -T -"
    assert tar_reads_list("find . -name '*.conf' | xargs tar -czf c.tar.gz .") == "find . -name '*.conf' | tar -czf c.tar.gz -T -"
    rec = recognize("find all .md files under notes and zip them into docs.zip")
    assert tar_reads_list("find notes -name '*.md' | xargs zip -9 docs.zip", rec) == "find notes -name '*.md' | zip docs.zip -@"
    rec = recognize("find all .md files under notes and zip them into docs.zip with maximum compression")
    assert tar_reads_list("find notes -name '*.md' | xargs zip -9 docs.zip", rec) == "find notes -name '*.md' | zip -9 docs.zip -@"


@pytest.mark.parametrize("text, command, expected", [
    ("download https://example.com/a.html but give up if the whole transfer takes more than 10 seconds",
     "curl -O https://example.com/a.html", "curl -m 10 -O https://example.com/a.html"),
    ("ping 10.0.0.1 for at most 2 seconds total", "ping 10.0.0.1", "ping -w 2 10.0.0.1"),
    ("ping ::1 over ipv6 3 times", "ping -6 ::1", "ping -c 3 -6 ::1"),
    ("traceroute to example.com with at most 15 hops", "traceroute -n 15 example.com", "traceroute -m 15 example.com"),
    # ssh's options in words
    ("ssh to ci-runner-4 but give up after 5 seconds if it doesnt connect", "ssh ci-runner-4", "ssh -o ConnectTimeout=5 ci-runner-4"),
    ("connect to devbox and send a keepalive every 60 seconds", "ssh devbox", "ssh -o ServerAliveInterval=60 devbox"),
    ("log into legacy01 as support with a password, dont offer my keys", "ssh support@legacy01",
     "ssh -o PubkeyAuthentication=no support@legacy01"),
    ("log into files.lan and skip the host key check", "ssh files.lan", "ssh -o StrictHostKeyChecking=no files.lan"),
    # scp counts Kbit/s, rsync KiB/s: the value worked out, and the model's flag with the number said dropped
    ("scp dump.sql.gz to db03 but keep it under 5 Mbit/s", "scp -P 5 dump.sql.gz db03:", "scp -l 5000 dump.sql.gz db03:"),
    ("rsync /var/lib/images to img-store:/var/lib/images limited to about 2 MB/s", "rsync -av /var/lib/images/ img-store:/var/lib/images",
     "rsync --bwlimit=2048 -av /var/lib/images/ img-store:/var/lib/images"),
    ("rsync /data/raw to crunch01:/data/raw but skip files over 100M", "rsync -av /data/raw/ crunch01:/data/raw",
     "rsync --max-size=100M -av /data/raw/ crunch01:/data/raw"),
    # a file of patterns left out is no pattern itself
    ("sync ~/work to laptop2:~/work excluding the patterns in rsync-excludes.txt", "rsync -av --exclude=rsync-excludes.txt ~/work/ laptop2:~/work",
     "rsync --exclude-from=rsync-excludes.txt -av ~/work/ laptop2:~/work"),
    ("download https://cdn.example.com/big.bin at no more than 1M per second", "curl -O https://cdn.example.com/big.bin",
     "curl --limit-rate 1M -O https://cdn.example.com/big.bin"),
])
def test_network_flag_values_said_in_words(text, command, expected):
    assert valued_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("traceroute to example.org using icmp echo instead of udp", "traceroute example.org", "traceroute -I example.org"),
    ("trace the ipv6 route to ipv6.google.com", "traceroute ipv6.google.com", "traceroute -6 ipv6.google.com"),
    ("print just the pids of processes using tcp port 9000", "lsof -i :9000", "lsof -t -i :9000"),
    ("check udp port 53 on 10.0.0.2", "nc -zv 10.0.0.2 53", "nc -u -zv 10.0.0.2 53"),
])
def test_network_flags_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("send SIGUSR1 to process 3456", "kill 3456", "kill -USR1 3456"),
    ("send an interrupt signal to process 777", "kill 777", "kill -INT 777"),
    ("send the HUP signal to nginx", "pkill -9 nginx", "pkill -HUP nginx"),
    ("send SIGTERM to 4242", "kill -s KILL 4242", "kill -s TERM 4242"),
    ("send SIGQUIT to all processes matching 'celery worker'", 'pgrep -a "celery worker" SIGQUIT', 'pkill -QUIT -f "celery worker"'),
    ("kill process 1234", "kill 1234", "kill 1234"),
    ("send SIGTERM to all processes using port 8080", "kill $(lsof -t -i:8080)", "kill $(lsof -t -i:8080)"),   # kill's own
    # a signal talked about, and a kill forced past it
    ("PID 48213 ignores the normal termination signal; force kill it", "kill -9 48213", "kill -9 48213"),
])
def test_the_signal_a_request_names_is_sent(text, command, expected):
    from serval.model.rewrites import signal_said
    assert signal_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("zip -r src.zip src", "zip the src folder into src.zip leaving out the .git directory", "zip -r src.zip src -x 'src/.git/*'"),
    ("unzip archive.zip -d images", "unzip archive.zip but skip everything in the images folder", "unzip archive.zip -x 'images/*'"),
    ("zip -r web.zip web -x '*.log'", "zip web into web.zip excluding the logs folder", "zip -r web.zip web -x '*.log'"),   # one already
    ("zip -r src.zip src", "zip the src folder into src.zip", "zip -r src.zip src"),
    # the folder left out written as one more to pack
    ("zip -r project.zip .git project", "zip the project directory into project.zip excluding its .git directory",
     "zip -r project.zip project -x 'project/.git/*'"),
    ("unzip -j photos.zip -d flat", "extract photos.zip into flat ignoring the directory structure", "unzip -j photos.zip -d flat"),
])
def test_zip_and_unzip_leave_out_the_folder_named(command, text, expected):
    from serval.model.rewrites import zip_folder_left_out
    assert zip_folder_left_out(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find site -type d ! -exec chmod 755 {} +", "set every directory under site to 755 but don't touch the files",
     "find site -type d -exec chmod 755 {} +"),
    ("find uploads -type f -perm 777 -print -exec chmod 644 {} +", "any file in uploads with permission 777 should become 644",
     "find uploads -type f -perm 777 -exec chmod 644 {} +"),
    # the names asked for too; a negated test that is no change
    ("find uploads -perm 777 -print -exec chmod 644 {} +", "show and fix the files in uploads with mode 777, setting them to 644",
     "find uploads -perm 777 -print -exec chmod 644 {} +"),
    ("find . -type f ! -exec grep -q TODO {} \\; -print", "files without TODO in them", "find . -type f ! -exec grep -q TODO {} \\; -print"),
    # "reports" is a folder's name, not a request to print
    ("find /srv/reports -type f -print -exec chmod 640 {} +", "under /srv/reports set files to 640", "find /srv/reports -type f -exec chmod 640 {} +"),
])
def test_a_find_that_changes_modes_neither_negates_nor_prints_the_change(command, text, expected):
    assert find_fixed(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find /srv -type f -user newuser -print0 | xargs -0 chown olduser", "change every file under /srv owned by olduser to be owned by newuser",
     "find /srv -type f -user olduser -print0 | xargs -0 chown newuser"),
    ("find /srv/app -group ops -exec chgrp ops {} +", "change the group to dev for every file in /srv/app that currently has group ops",
     "find /srv/app -group ops -exec chgrp dev {} +"),
    ("find /data -type f -user bob -exec chown alice {} +", "give all files owned by bob in /data to alice",
     "find /data -type f -user bob -exec chown alice {} +"),
])
def test_the_owner_sought_and_the_owner_given_are_where_the_request_says(command, text, expected):
    assert find_owner_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find /usr -type f -perm <permission>", "find files under /usr that have either the setuid or the setgid bit", "find /usr -type f -perm /6000"),
    ("find / -type d -perm <permission>", "find directories with the sticky bit set anywhere on the system", "find / -type d -perm -1000"),
    ("find /srv -type d -perm -g+s", "find setgid directories under /srv", "find /srv -type d -perm -2000"),
    ("find /tmp -type d -perm -1000", "find directories without the sticky bit in /tmp", "find /tmp -type d ! -perm -1000"),
])
def test_special_mode_bits_said_in_words(command, text, expected):
    assert find_modes_said(command, recognize(text)) == expected


def test_directories_and_files_each_get_the_mode_said_without_to():
    assert modes_by_kind("find /srv/reports -type f -perm 750 -print -exec chmod 640 {} +",
                         recognize("under /srv/reports make directories 750 and regular files 640")) == \
        "find /srv/reports -type d -exec chmod 750 {} + && find /srv/reports -type f -exec chmod 640 {} +"


@pytest.mark.parametrize("text, expected", [
    ("unlock the account heidi", "sudo passwd -u heidi"),
    ("move gina's home directory to /data/gina and move her files along", "sudo usermod -d /data/gina -m gina"),
    ("force amy to choose a new password at her next login", "sudo passwd -e amy"),
    ("show whether harry's password is locked or set", "sudo passwd -S harry"),
    ("disable shell login for user ed by giving him the nologin shell", "sudo usermod -s /usr/sbin/nologin ed"),
    ("show logins of user quinn since 2024-01-01", "last -s 2024-01-01 quinn"),
    ("show the last login time for user irene", "lastlog -u irene"),
    ("forget my cached sudo credentials", "sudo -k"),
    ("edit the sudoers file safely", "sudo visudo"),
    ("edit /etc/fstab with sudoedit", "sudoedit /etc/fstab"),
    ("install script.sh into /usr/local/bin owned by root:root with mode 755", "sudo install -o root -g root -m 755 script.sh /usr/local/bin"),
    ("create the directory /var/log/myapp owned by syslog, group adm, mode 750", "sudo install -d -o syslog -g adm -m 750 /var/log/myapp"),
    ("remove all permissions for others on everything inside private, recursively", "chmod -R o-rwx private"),
    ("show the times the system was rebooted", "last reboot"),
    ("remove the line containing backup.sh from my crontab", "crontab -l | grep -v backup.sh | crontab -"),
])
def test_phrasebook_users_sudo_and_modes(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("print the day of the year for today", "date +%j"),
    ("print the ISO week number of 2024-12-30", "date -d 2024-12-30 +%V"),
    ("what date was 6 weeks before 2024-05-01", "date -d '2024-05-01 -6 weeks' +%F"),
    ("show what the time was 3 hours and 20 minutes ago", "date -d '-3 hours -20 minutes'"),
    ("sleep for 1 hour and 30 minutes", "sleep 1h 30m"),
    # cron: a crontab "for every monday" is mine; a log is appended to; two hours, two days of the month
    ("schedule /opt/report/run.sh in my crontab for every monday at 9am", '( crontab -l ; echo "0 9 * * 1 /opt/report/run.sh" ) | crontab -'),
    ("add a cron job running /usr/local/bin/fetch.sh every 30 minutes, logging output and errors to /home/lee/fetch.log",
     '( crontab -l ; echo "*/30 * * * * /usr/local/bin/fetch.sh >> /home/lee/fetch.log 2>&1" ) | crontab -'),
    ("add a cron job that runs /home/x/job.sh daily at 8:00 and 20:00", '( crontab -l ; echo "0 8,20 * * * /home/x/job.sh" ) | crontab -'),
])
def test_phrasebook_dates_and_cron(text, expected):
    assert phrasebook("date", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("run /usr/local/bin/backup.sh at 9am tomorrow using at", "echo /usr/local/bin/backup.sh | at 9am tomorrow"),
    ("schedule 'rm /tmp/lockfile' to run in 30 minutes with at", "echo 'rm /tmp/lockfile' | at now + 30 minutes"),
    ("schedule /home/u/report.sh to run at 14:30 on 2025-07-04 with at", "echo /home/u/report.sh | at 14:30 2025-07-04"),
    ("run the commands in job.sh with at two hours from now", "at -f job.sh now + 2 hours"),
    ("queue ./heavy.sh to run when the system load is low", "echo ./heavy.sh | batch"),
    ("run ./migrate.sh once, 2 hours from now", "echo ./migrate.sh | at now + 2 hours"),
    ("run /usr/local/bin/daily.sh tomorrow at 08:00 using at", "echo /usr/local/bin/daily.sh | at 08:00 tomorrow"),   # "daily" names the script
    ("schedule ./deploy.sh for 5pm this friday", "echo ./deploy.sh | at 5pm friday"),
    ("run ./cleanup.sh 2 hours from now in the background", "(sleep 2h && ./cleanup.sh) &"),
    # cron's, not at's: a "cron job:" label read off leaves the schedule
    ("run /srv/app/purge.sh at 4:15 am on the 1st and 15th of each month", '( crontab -l ; echo "15 4 1,15 * * /srv/app/purge.sh" ) | crontab -'),
])
def test_one_time_jobs_go_to_at(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text", ["run backup.sh every day at 3am", "run ./build.sh now", "use at least 4 threads to run make"])
def test_repeated_or_immediate_runs_are_no_at_jobs(text):
    assert "| at" not in phrasebook("ls", recognize(text)) and "at -f" not in phrasebook("ls", recognize(text))


@pytest.mark.parametrize("command, text, expected", [
    ("df -h tmpfs", "show free space in human units for all filesystems except tmpfs and devtmpfs", "df -h -x tmpfs -x devtmpfs"),
    ("df -hT", "show only ext4 filesystems in df output with human sizes", "df -h -t ext4"),
    ("df -h nfs4", "show free space on nfs and nfs4 mounts only, human readable", "df -h -t nfs -t nfs4"),
    ("df -hT", "show the types and sizes of the ext4 filesystems", "df -hT -t ext4"),   # the types asked for too
    ("df -h", "show free disk space", "df -h"),
    ("sudo mount /dev/vg0/data /srv/data xfs", "mount the xfs volume /dev/vg0/data at /srv/data", "sudo mount -t xfs /dev/vg0/data /srv/data"),
    ("mount --bind /home/frank/shared /srv/shared", "bind mount /srv/shared onto /home/frank/shared", "mount --bind /srv/shared /home/frank/shared"),
])
def test_df_keeps_or_leaves_out_the_types_named(command, text, expected):
    from serval.model.rewrites import fs_types_said
    assert fs_types_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("df -h /home", "show size, used and available space of the filesystem mounted at /home in megabytes", "df -m /home"),
    ("du -BG -b /var/lib/docker", "show the size of /var/lib/docker in gigabytes", "du -BG /var/lib/docker"),
])
def test_du_and_df_in_the_unit_asked(command, text, expected):
    assert asked_manner(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("df -m /home | grep <pattern>", "df -m /home"),
    ("ps aux | grep -i <pattern>", "ps aux"),
    ("grep <pattern> app.log", "grep <pattern> app.log"),   # the grep itself: the hole stays for the user
    ("ps aux | grep nginx", "ps aux | grep nginx"),
])
def test_a_last_grep_for_a_pattern_nobody_gave_is_dropped(command, expected):
    from serval.model.rewrites import blind_filter_dropped
    assert blind_filter_dropped(command, recognize("show the processes")) == expected


@pytest.mark.parametrize("command, expected", [
    ("date -u 1700000000", "date -u -d @1700000000"),
    ('date -u "2024-03-15 12:00:00" +%s', 'date -u -d "2024-03-15 12:00:00" +%s'),
    ("date 2024-01-31 +%A", "date -d 2024-01-31 +%A"),
    ("date -d 2024-01-31 +%A", "date -d 2024-01-31 +%A"),
    ("date +%Y-%m-%d", "date +%Y-%m-%d"),
    ("date -s '2024-01-01 10:00'", "date -s '2024-01-01 10:00'"),
])
def test_the_time_date_is_to_show_goes_to_its_d_flag(command, expected):
    from serval.model.rewrites import date_operand_flagged
    assert date_operand_flagged(command) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("chmod -R 755 bin", "recursively set 755 on bin and print each file whose mode changed", "chmod -c -R 755 bin"),
    ("chown -R bob /srv/app", "chown -R bob on /srv/app, reporting only the changes", "chown -c -R bob /srv/app"),
    ("last -n 5", "show the last 5 logins with full dates and times", "last -F -n 5"),
])
def test_change_reports_and_full_times_said_in_words(command, text, expected):
    assert tool_flags_said(command, recognize(text)) == expected


def test_journal_between_two_times_of_day():
    assert service_state_asked("journalctl -u nginx --since 00", recognize("show nginx service logs between 10:00 and 11:00 today")) == \
        "journalctl -u nginx --since 10:00 --until 11:00"


@pytest.mark.parametrize("command, text, expected", [
    ("cp -a photos", "copy the photos directory to backup keeping permissions, ownership and timestamps", "cp -a photos backup/"),
    ("mv -n notes.txt", "move notes.txt to old without overwriting", "mv -n notes.txt old/"),
])
def test_the_destination_before_how_to_copy(command, text, expected):
    assert destination_said(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep '/bin/bash$' /etc/passwd | cut -d: -f1", "list the usernames in /etc/passwd whose login shell is /bin/bash, sorted alphabetically",
     "grep '/bin/bash$' /etc/passwd | cut -d: -f1 | sort"),
    ("grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' firewall.log", "extract all IPv4 addresses from firewall.log and print each one once, sorted",
     "grep -oE '([0-9]{1,3}\\.){3}[0-9]{1,3}' firewall.log | sort -u"),
    ("env > env_snapshot.txt", "save all environment variables, sorted alphabetically, to env_snapshot.txt", "env | sort > env_snapshot.txt"),
    ("cut -d: -f1 /etc/passwd | head -n 15", "list the first 15 usernames from /etc/passwd in alphabetical order",
     "cut -d: -f1 /etc/passwd | sort | head -n 15"),
    ("cut -d, -f3 data.csv", "print column 3 of data.csv sorted numerically", "cut -d, -f3 data.csv | sort -n"),
    ("ls -lS src", "list files in src sorted by size", "ls -lS src"),                       # ls sorts itself
    ("grep x f | sort -r", "lines with x in f, sorted", "grep x f | sort -r"),              # sorted already
    ("awk '{print $1}' f", "print the first column of f", "awk '{print $1}' f"),            # no order asked
])
def test_lines_sorted_when_the_request_asks(command, text, expected):
    from serval.model.rewrites import sort_appended
    assert sort_appended(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i '5s/DEBUG/INFO/g' app.conf", "substitute DEBUG with INFO on lines 5 through 20 of app.conf, modifying the file in place",
     "sed -i '5,20s/DEBUG/INFO/g' app.conf"),
    ("sed '10d' f.txt", "delete lines 10 to 15 of f.txt", "sed '10,15d' f.txt"),
    ("sed -i 's/DEBUG/INFO/g' app.conf", "substitute DEBUG with INFO on lines 5 through 20 of app.conf, in place", "sed -i '5,20s/DEBUG/INFO/g' app.conf"),
    ("awk '{print $NF}' /etc/passwd", "print the last field of each line in /etc/passwd", "awk -F: '{print $NF}' /etc/passwd"),
    ("cut -f1 /etc/group", "print the group names in /etc/group", "cut -d: -f1 /etc/group"),
    ("cat *.txt | head -n 5", "show the first 5 lines of every .txt file in the current directory", "head -n 5 *.txt"),
    ("cat *.txt | head -n 5", "show the first 5 lines of each of the txt files", "head -n 5 *.txt"),
    ("cat *.log | tail -n 3", "the last 3 lines of the logs put together", "cat *.log | tail -n 3"),
    ("cat notes.txt | wc -l", "count the non-empty lines in notes.txt", "grep -c . notes.txt"),
    ("wc -l notes.txt", "count the lines in notes.txt", "wc -l notes.txt"),
])
def test_line_tools_fixed(command, text, expected):
    from serval.model.rewrites import line_tools_fixed
    assert line_tools_fixed(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("grep test names.txt", "print names.txt without the lines containing test", "grep -v test names.txt"),
    ("grep test names.txt", "print the lines of names.txt containing test", "grep test names.txt"),
    ("grep -v test names.txt", "print names.txt without the lines containing test", "grep -v test names.txt"),
    ("grep -rlw draft ~/notes", "which files in ~/notes do not contain the word draft", "grep -rlw draft ~/notes"),   # files: -L's
])
def test_lines_not_wanted_are_inverted(command, text, expected):
    from serval.model.rewrites import inversion_asked
    assert inversion_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tail -n 1 a.log b.log", "print the last line of a.log and b.log without the filename headers", "tail -q -n 1 a.log b.log"),
    ("sort a.txt b.txt", "merge the already sorted files a.txt and b.txt into one sorted stream", "sort -m a.txt b.txt"),
    ("tail -n +2 data.csv", "print data.csv without the header", "tail -n +2 data.csv"),   # a CSV's header row, not tail's
])
def test_headers_left_out_and_sorted_files_merged(command, text, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("make a site folder with css, js and img subfolders", "mkdir -p site/{css,js,img}"),
    ("create project with src, tests and docs subdirectories", "mkdir -p project/{src,tests,docs}"),
    ("create /srv/data owned by the www-data user and group", "sudo install -d -o www-data -g www-data /srv/data"),
    ("make the folder uploads owned by user bob", "ls"),   # an existing folder's owner: chown's, not a new folder
])
def test_phrasebook_folders_made_with_contents_or_owner(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("sed -i.bak https links.txt > links.txt.bak", "in links.txt replace the first http on each line with https, in place, keeping a backup called links.txt.bak",
     "sed -i.bak 's/http/https/' links.txt"),
    ("sed -i.bak 9090 /etc/nginx/sites-available/default/*.bak", "change port 8080 to 9090 everywhere in /etc/nginx/sites-available/default, keeping a .bak backup",
     "sed -i.bak 's/8080/9090/g' /etc/nginx/sites-available/default"),
    ("sed -i 's/cat/dog/g' pets.txt", "in pets.txt replace cat with dog and red with blue everywhere, in one sed command, in place",
     "sed -i -e 's/cat/dog/g' -e 's/red/blue/g' pets.txt"),
    ("sed -i 1 notes.txt", "in notes.txt replace foo with bar, in place, saving a backup with suffix .orig", "sed -i.orig 's/foo/bar/g' notes.txt"),
    ("sed 's/\\bfoo\\b/bar/g' notes.txt", "replace foo with bar in notes.txt", "sed 's/\\bfoo\\b/bar/g' notes.txt"),   # the model's own script
    ("sed -i '15s/foo/bar/g' conf.ini", "in conf.ini replace foo with bar on line 15 only, editing the file in place",
     "sed -i '15s/foo/bar/g' conf.ini"),   # an addressed one too
])
def test_sed_substitutions_spelled_out_are_built(command, text, expected):
    from serval.model.rewrites import sed_substitution_built
    assert sed_substitution_built(command, recognize(text)) == expected


@pytest.mark.parametrize("example, expected", [
    ("Monday 05 February 2024", "%A %d %B %Y"),
    ("2024-05-01 14:03:22.123456789", "%F %T.%N"),
    ("03:45 PM", "%I:%M %p"),
    ("Mon, 05 Feb 2024", "%a, %d %b %Y"),
    ("12/31/2024", None),   # month or day first: not said
    ("hello", None),
])
def test_date_formats_from_an_example(example, expected):
    from serval.model.rewrites.dates import example_format
    assert example_format(example) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("date 24", "show the current time in 24-hour HH:MM:SS format", "date +%T"),
    ("date -d tomorrow +%Y-%m-%d", "show tomorrow's date like 'Monday 05 February 2024'", "date -d tomorrow '+%A %d %B %Y'"),
    ('date -d "2024-05-01 14:03"', "print the current date and time with nanoseconds, like 2024-05-01 14:03:22.123456789", "date '+%F %T.%N'"),
    ("date", "print the current time in 12-hour format with AM/PM, like 03:45 PM", "date '+%I:%M %p'"),
])
def test_date_format_said_or_shown(command, text, expected):
    from serval.model.entities import dates_written_out
    assert date_format_said(command, recognize(dates_written_out(text))) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("find /backup -type f -daystart -mtime +0", "count the files in /backup that were modified today", "find /backup -type f -daystart -mtime 0"),
    ("find /var/spool -type f -mtime 1", "list files in /var/spool modified yesterday", "find /var/spool -type f -daystart -mtime 1"),
    ("find src -type f -mtime 0", "which files in src changed today?", "find src -type f -daystart -mtime 0"),
])
def test_today_and_yesterday_count_from_midnight(command, text, expected):
    assert today_from_midnight(command, recognize(text)) == expected


def test_touch_time_of_a_timestamp_and_a_three_month_calendar():
    assert touch_time_said("touch marker", recognize("create an empty file called marker with a timestamp of 3 days ago")) == \
        "touch -d '3 days ago' marker"
    assert phrasebook("cal", recognize("show the calendar for last month, this month and next month")) == "cal -3"


@pytest.mark.parametrize("command, text, expected", [
    ("du -sh /var/lib", "show the disk usage of /var/lib not counting any *.log files", "du -sh /var/lib --exclude='*.log'"),
    ("du -sh /etc/nginx", "show the disk usage of every file and folder under /etc/nginx in human units", "du -ah /etc/nginx"),
    ("du -sh /backups/*", "show the last-modified time alongside the size of each folder in /backups", "du -sh --time /backups/*"),
    ("find /data -type d -size +1G", "list directories under /data that use at least 1G", "du -h --threshold=1G /data"),
    ("du -sh /var", "how big is /var", "du -sh /var"),
    ("du -BG /var/lib/docker", "show the size of /var/lib/docker in gigabytes", "du -s -BG /var/lib/docker"),
    ("du -h /srv", "show the size of each folder in /srv", "du -h /srv"),   # a line per folder asked
    ("du -h mail.tar.xz", "show how big mail.tar.xz is", "du -h mail.tar.xz"),   # a file has one size anyway
])
def test_du_as_the_request_says(command, text, expected):
    from serval.model.rewrites import du_asked
    assert du_asked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("df -h | tee disk_report.txt", "save the output of df -h to disk_report.txt", "df -h > disk_report.txt"),
    ("date | tee -a /home/ana/runs.log", "append the current date and time to /home/ana/runs.log", "date >> /home/ana/runs.log"),
    ("uptime | tee -a /var/log/uptime.log", "append the output of uptime to /var/log/uptime.log", "uptime | sudo tee -a /var/log/uptime.log"),
    ("make | tee build.log", "run make and save the output to build.log while still seeing it", "make | tee build.log"),
    ("make 2>&1 | tee build.log", "save all output of make to build.log", "make 2>&1 | tee build.log"),
    ("./deploy.sh > deploy.log 2>&1", "run ./deploy.sh and capture both stdout and stderr in deploy.log as well as on the screen",
     "./deploy.sh 2>&1 | tee deploy.log"),
])
def test_tee_only_where_the_output_is_wanted_on_screen_or_as_root(command, text, expected):
    from serval.model.rewrites import tee_unasked
    assert tee_unasked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("./import.sh >> import.out > import.err", "run ./import.sh, appending its normal output to import.out and its errors to import.err",
     "./import.sh >> import.out 2>> import.err"),
    ('find / -name "*.bak" 2> bak_files.txt', "search the whole filesystem for *.bak files, throw away the permission errors, and save the list to bak_files.txt",
     'find / -name "*.bak" 2> /dev/null > bak_files.txt'),
    ("./backup.sh > err.log", "run backup.sh and send errors to err.log", "./backup.sh 2> err.log"),
    ("./backup.sh > out.log", "run backup.sh and save the output to out.log", "./backup.sh > out.log"),
])
def test_each_stream_goes_where_the_request_sends_it(command, text, expected):
    from serval.model.rewrites import streams_said
    assert streams_said(command, recognize(text)) == expected


def test_slips_of_rsync_shells_and_find_modes():
    from serval.model.rewrites import rsync_ssh_port
    assert rsync_ssh_port("rsync -av -e ssh reports/ backup.example.com:/backups/reports",
                          recognize("rsync the reports directory to backup.example.com:/backups/reports over ssh on port 2222")) == \
        "rsync -av -e 'ssh -p 2222' reports/ backup.example.com:/backups/reports"
    assert find_modes_said("find /usr/bin -type f -perm -perm -4000", recognize("find files in /usr/bin with setuid or setgid set")) == \
        "find /usr/bin -type f -perm /6000"


@pytest.mark.parametrize("command, text, expected", [
    ("make > build.log 2>&1", "run make and send both stdout and stderr to build.log", "make > build.log 2>&1"),
    ("./migrate.sh >> migrate.log", "run ./migrate.sh and append both its output and errors to migrate.log", "./migrate.sh >> migrate.log"),
    ("ping -c 4 8.8.8.8 | tee ping.txt", "ping 8.8.8.8 four times and keep a copy of the output in ping.txt", "ping -c 4 8.8.8.8 | tee ping.txt"),
    ("sync; echo 3 | sudo tee /proc/sys/vm/drop_caches", "drop the page cache after syncing", "sync; echo 3 | sudo tee /proc/sys/vm/drop_caches"),
])
def test_output_and_errors_together_and_tee_where_it_is_asked(command, text, expected):
    from serval.model.rewrites import streams_said, tee_unasked
    assert tee_unasked(streams_said(command, recognize(text)), recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("awk '{print $3}' output.txt", "print the 3rd column of output.txt, where columns are separated by |", "awk -F'|' '{print $3}' output.txt"),
    ("cut -f2 data.txt", "print field 2 of data.txt, fields delimited by ';'", "cut -d';' -f2 data.txt"),
    ("join -1 2 -2 1 orders.csv customers.csv", "join orders.csv and customers.csv (comma separated) where column 2 of orders matches column 1 of customers",
     "join -t, -1 2 -2 1 orders.csv customers.csv"),
    ("paste first.txt second.txt", "paste first.txt and second.txt side by side separated by a comma", "paste -d, first.txt second.txt"),
    ("paste -sd' ' a.txt", "join the lines of a.txt separated by a space", "paste -sd' ' a.txt"),   # given in the cluster
])
def test_separators_said_as_characters_and_for_join(command, text, expected):
    assert said_separator(command, recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("split -b 20M -d dump.sql dump_part_aa", "split dump.sql into pieces of at most 20MB named dump_part_aa and so on, without cutting lines in half",
     "split -C 20M dump.sql dump_part_"),
    ("split -l4 archive.tar archive.tar.", "split archive.tar into 4 equal sized pieces named archive.tar.aa, archive.tar.ab and so on",
     "split -n 4 archive.tar archive.tar."),
    ("split -l 1000 big.csv", "split big.csv into 1000-line pieces", "split -l 1000 big.csv"),
])
def test_split_sizes_and_one_name_shown(command, text, expected):
    assert split_prefix(command, recognize(text)) == expected


def test_a_recursive_diff_leaves_out_the_kind_of_file_said():
    assert diff_names_only("diff -r src_old src_new", recognize("compare src_old and src_new recursively but ignore .o files")) == \
        "diff -r -x '*.o' src_old src_new"


@pytest.mark.parametrize("text, expected", [
    ("show whether each disk is rotational, to tell SSDs from HDDs", "lsblk -d -o NAME,ROTA"),
    ("show the model and serial number of each disk", "lsblk -d -o NAME,MODEL,SERIAL"),
    ("show the transport type (sata, nvme, usb) of each disk", "lsblk -d -o NAME,TRAN"),
    ("show the name, size, type and mount point of every block device", "lsblk -o NAME,SIZE,TYPE,MOUNTPOINT"),
    ("list only whole disks with their size and model, no partitions", "lsblk -d -o NAME,SIZE,MODEL"),
    ("list all block devices", "ls"),              # no column named: lsblk as the model writes it
    ("how much free space is on each disk", "ls"),  # df's, not lsblk's
    ("list all the disks and partitions with their sizes", "ls"),   # lsblk's own columns
])
def test_lsblk_columns_named_in_words(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("command, text, expected", [
    ("tar -xzf backup.tar.gz", "extract backup.tar.gz into restore", "tar -xzf backup.tar.gz -C restore"),
    ("unzip photos.zip", "unzip photos.zip into the folder album", "unzip photos.zip -d album"),
    ("tar -xzf backup.tar.gz -C /srv", "extract backup.tar.gz into /srv", "tar -xzf backup.tar.gz -C /srv"),
    ("tar -xzf backup.tar.gz", "extract backup.tar.gz into it", "tar -xzf backup.tar.gz"),
])
def test_an_archive_unpacks_into_the_folder_said(command, text, expected):
    from serval.model.rewrites import unpacked_into
    assert unpacked_into(command, recognize(text)) == expected


def test_dpkg_installs_as_root():
    assert apt_asked("dpkg -i /tmp/pkg.deb", recognize("install /tmp/pkg.deb with dpkg")) == "sudo dpkg -i /tmp/pkg.deb"
    assert apt_asked("dpkg -l nginx", recognize("is nginx installed")) == "dpkg -l nginx"


@pytest.mark.parametrize("command, text, expected", [
    ("cp data.csv archive/", "copy data.csv into archive/ and if archive/data.csv already exists keep it as a numbered backup",
     "cp --backup=numbered data.csv archive/"),
    ("cp big.iso mirror/", "put big.iso into mirror/ as a hard link instead of a real copy", "cp -l big.iso mirror/"),
    ("cp latest old/", "copy the symlink latest into old/ as a symlink, not the file it points to", "cp -P latest old/"),
    ("cp -r src_links real_copy", "copy the folder src_links to real_copy, replacing every symlink with the actual file it points to",
     "cp -L -r src_links real_copy"),
    ("cp -a src/ dest/", "copy src/ into dest/ but only files that are missing in dest/ or newer than the copies there", "cp -u -a src/ dest/"),
    ("mv config.json settings/", "move config.json into settings/ and back up any existing settings/config.json first", "mv -b config.json settings/"),
])
def test_cp_and_mv_flags_said_in_words(command, text, expected):
    assert tool_flags_said(command, recognize(text)) == expected


def test_a_source_named_twice_is_one():
    assert stage_repeated("cp --backup=numbered data.csv data.csv archive/") == "cp --backup=numbered data.csv archive/"
    assert small_repairs("mv -b -n config.json settings/", recognize("move config.json into settings/, backing up any existing one")) == \
        "mv -b config.json settings/"


def test_a_backup_suffix_said_goes_to_a_bare_sed_i():
    assert sed_backup_kept("sed -i '/^#/d' settings.ini",
                           recognize("remove comment lines starting with # from settings.ini in place, saving a backup with suffix .orig")) == \
        "sed -i.orig '/^#/d' settings.ini"
    assert sed_backup_kept("sed -i '/^#/d' settings.ini", recognize("remove comment lines from settings.ini in place")) == "sed -i '/^#/d' settings.ini"


@pytest.mark.parametrize("text, expected", [
    ("in app.conf set the line starting with timeout= to timeout=30, in place", "sed -i 's/^timeout=.*/timeout=30/' app.conf"),
    ("replace the line beginning with PORT in .env with PORT=8080", "sed 's/^PORT.*/PORT=8080/' .env"),
])
def test_a_line_set_by_how_it_starts(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_watch_with_nothing_to_rerun_gets_what_is_watched():
    assert watched_unquoted("watch -n 2", recognize("show the date every 2 seconds, refreshing the screen")) == "watch -n 2 date"
    assert watched_unquoted("watch -n 5", recognize("keep an eye on memory every 5 seconds")) == "watch -n 5 free -h"
    assert watched_unquoted("watch -n 5", recognize("refresh every 5 seconds")) == "watch -n 5"


def test_contents_with_hidden_files_are_the_folders_dot():
    assert small_repairs("cp -a template/* newproject/", recognize("copy everything inside template/, hidden files included, into newproject/")) == \
        "cp -a template/. newproject/"
    assert small_repairs("cp -a template/* newproject/", recognize("copy everything inside template/ into newproject/")) == "cp -a template/* newproject/"


@pytest.mark.parametrize("command, text, expected", [
    ("find /home -type f -user alice", "show how much space all files owned by user alice take under /home, in human units",
     "find /home -type f -user alice -print0 | du -ch --files0-from=- | tail -n 1"),
    ("find /opt/app -type f -group developers", "show the size in megabytes of all files owned by the group developers under /opt/app",
     "find /opt/app -type f -group developers -print0 | du -cm --files0-from=- | tail -n 1"),
    ("find /data -type f -mtime -7 -exec ls -lh {} +", "show the combined size of files in /data modified in the last 7 days",
     "find /data -type f -mtime -7 -print0 | du -ch --files0-from=- | tail -n 1"),
    ("find /data -type f -mtime -7", "list the files in /data modified in the last 7 days", "find /data -type f -mtime -7"),
])
def test_a_find_of_files_whose_total_size_is_asked(command, text, expected):
    assert total_size(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("show lsblk output for /dev/sdb only", "lsblk /dev/sdb"),
    ("show the df output for /home", "df /home"),
    ("show the weird output for x", "ls"),   # no program of that name
])
def test_a_programs_output_for_a_name(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("wait until /tmp/ready.flag exists, checking every 5 seconds", "until [ -e /tmp/ready.flag ]; do sleep 5; done"),
    ("wait for done.txt to appear", "until [ -e done.txt ]; do sleep 1; done"),
    ("wait for the download to finish", "ls"),
])
def test_waiting_for_a_file(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_a_countdown_and_a_sleep_until_a_time():
    assert phrasebook("ls", recognize("print a countdown from 10 to 1, one number per second")) == "for i in {10..1}; do echo $i; sleep 1; done"
    assert phrasebook("ls", recognize("sleep until 23:00 today and then run ./nightly.sh")) == \
        "sleep $(( $(date -d 23:00 +%s) - $(date +%s) )) && ./nightly.sh"


@pytest.mark.parametrize("text, expected", [
    ("check whether /mnt/backup is a mount point", "mountpoint /mnt/backup"),
    ("show which mounted filesystem /var/lib/mysql lives on", "findmnt -T /var/lib/mysql"),
    ("verify /etc/fstab for errors", "sudo findmnt --verify"),
    ("check /dev/sdb1 for filesystem errors without changing anything", "sudo fsck -n /dev/sdb1"),
    ("show the superblock details of the ext4 filesystem on /dev/sda1", "sudo tune2fs -l /dev/sda1"),
    ("set the label of the ext4 partition /dev/sdb1 to DATA", "sudo e2label /dev/sdb1 DATA"),
    ("find which device has the filesystem label BACKUP", "blkid -L BACKUP"),
    ("find the device with UUID 3f2a1c9e-8b7d-4e1a-9c3b-2d5e6f7a8b9c", "blkid -U 3f2a1c9e-8b7d-4e1a-9c3b-2d5e6f7a8b9c"),
    ("flush all cached writes to disk", "sync"),
])
def test_file_systems_by_label_uuid_and_mount_point(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


def test_two_columns_swapped_when_the_request_says_swap_first():
    assert phrasebook("ls", recognize("swap the two space-separated columns of pairs.txt")) == "awk '{print $2, $1}' pairs.txt"


def test_an_iso_8601_timestamp_is_to_the_second():
    assert tool_flags_said("date -u -d @1700000000", recognize("convert epoch 1700000000 to an ISO 8601 timestamp in UTC")) == \
        "date -Iseconds -u -d @1700000000"


@pytest.mark.parametrize("text, expected", [
    ("print only the use percentage of the root filesystem", "df --output=pcent / | tail -n 1"),
    ("print the available space in kilobytes on the filesystem holding /var/lib/postgresql as a bare number",
     "df --output=avail /var/lib/postgresql | tail -n 1"),
    ("show just the source device, size, used space and mount point of every filesystem in human units", "df -h --output=source,size,used,target"),
    ("show only ext4 filesystems in df output with human sizes", "ls"),   # a type picked: df -t's
    ("show free disk space on all filesystems", "ls"),
])
def test_df_columns_named_in_words(text, expected):
    assert phrasebook("ls", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    # no owner spoken of: the model's -nouser goes
    ("just the file names, no paths, of all markdown files in ~/wiki", "find ~/wiki -nouser -name '*.md' -printf '%f\\n'",
     "find ~/wiki -name '*.md' -printf '%f\\n'"),
    ("find files with no valid owner under /srv", "find /srv -nouser", "find /srv -nouser"),
    # files without an extension; more than one hard link (for the model's -samefile of the folder)
    ("files with no extension in ./bin", "find ./bin -nouser", "find ./bin ! -name '*.*'"),
    ("find files without an extension under notes and delete them", "find notes -type f -delete", "find notes -type f ! -name '*.*' -delete"),
    ("find files with more than one hard link in /srv", "find /srv -xdev -samefile /srv", "find /srv -xdev -links +1"),
    ("files in /data with at least 3 hard links", "find /data -type f", "find /data -type f -links +2"),
    ("find .txt files in docs", "find docs -name '*.txt'", "find docs -name '*.txt'"),
    # the names shown without their extensions: no test of the files
    ("display the names without extensions of all the data files here", "find . -name '*.dat' -exec basename {} \\;",
     "find . -name '*.dat' -exec basename {} \\;"),
])
def test_find_tests_the_request_says_and_none_it_does_not(text, command, expected):
    from serval.model.rewrites import find_tests_worded
    assert find_tests_worded(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    # the age written as a size; hours as minutes, weeks as days; access
    ("files in my home over 10M that changed in the last 7 days", "find ~ -type f -size -7", "find ~ -type f -mtime -7"),
    ("mysql files changed in the last 2 hours that are bigger than 1M under /var/lib/mysql", "find /var/lib/mysql -type f -size +2",
     "find /var/lib/mysql -type f -mmin -120"),
    ("delete logs in /var/log/app older than 3 weeks", "find /var/log/app -name '*.log' -delete", "find /var/log/app -name '*.log' -mtime +21 -delete"),
    ("files in /tmp/sessions not accessed for 2 days", "find /tmp/sessions -type f", "find /tmp/sessions -type f -atime +2"),
    # an age test there already, or no age said: as it was
    ("files older than 3 days in /scratch", "find /scratch -type f -mtime +3", "find /scratch -type f -mtime +3"),
    ("files over 10M in /data", "find /data -size +10M", "find /data -size +10M"),
    # a day as the age
    ("list .csv files modified today in /data/in", 'find /data/in -type f -name "*.csv"', 'find /data/in -type f -name "*.csv" -daystart -mtime 0'),
    ("pdfs in ~/Downloads opened yesterday", 'find ~/Downloads -name "*.pdf"', 'find ~/Downloads -name "*.pdf" -daystart -atime 1'),
    ("files in /var/log modified since midnight", "find /var/log -type f -newer midnight", "find /var/log -type f -daystart -mtime 0"),
    ("which files in ~/notes did i change today", "ls -lt ~/notes", "find ~/notes -type f -daystart -mtime 0"),
    ("list files in ~/notes sorted by time", "ls -lt ~/notes", "ls -lt ~/notes"),
    ("find files modified today between 9 and 11 in src", "find src -type f", "find src -type f"),
    ("find the files named with today's date in /backups", "find /backups -type f", "find /backups -type f"),
    ("any jpgs in ~/Pictures from today?", 'find ~/Pictures -type f -name "*.jpg"', 'find ~/Pictures -type f -name "*.jpg" -daystart -mtime 0'),
    # a find that runs a command on what it finds: the test before its -exec
    ("ls -l the python files under src that i touched today", 'find src -name "*.py" -type f -exec ls -l {} +',
     'find src -name "*.py" -type f -daystart -mtime 0 -exec ls -l {} +'),
    ("gzip the .log files in /opt/logs older than 7 days", "find /opt/logs -name '*.log' -exec gzip {} +",
     "find /opt/logs -name '*.log' -mtime +7 -exec gzip {} +"),
    ("count the files in src changed today", "find src -type f | wc -l", "find src -type f | wc -l"),   # a pipe: left alone
])
def test_find_tests_the_age_the_request_names(text, command, expected):
    from serval.model.rewrites import find_age_added
    assert find_age_added(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy report_q3.csv to my home dir on fileserver as jdoe", "scp report_q3.csv fileserver@jdoe:~/", "scp report_q3.csv jdoe@fileserver:~/"),
    ("log in as deploy on web01", "ssh web01@deploy", "ssh deploy@web01"),
    ("log in as deploy on web01", "ssh deploy@web01", "ssh deploy@web01"),
])
def test_the_user_goes_before_the_host(text, command, expected):
    from serval.model.rewrites import user_before_host
    assert user_before_host(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("check https://10.0.0.5:8443/health, its a self signed cert", "curl -s https://10.0.0.5:8443/health", "curl -k -s https://10.0.0.5:8443/health"),
    ("hit https://status.example.com/ping and exit non-zero if it isnt a 2xx", "curl -s https://status.example.com/ping",
     "curl -f -s https://status.example.com/ping"),
    ("open mail.example.net with X11 forwarding", "ssh mail.example.net", "ssh -X mail.example.net"),
    ("invoke a trusted X11 forwarding SSH connection with 10.0.0.4 as phil", "ssh phil@10.0.0.4", "ssh -Y phil@10.0.0.4"),
    ("ssh to staging with verbose output", "ssh staging", "ssh -v staging"),
    ("move everything in ~/outbox to ftp2:/incoming with rsync and remove the local copies once sent",
     "rsync -av ~/outbox/ ftp2:/incoming/", "rsync --remove-source-files -av ~/outbox/ ftp2:/incoming/"),
])
def test_network_flags_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show me lines 200 to 250 of /var/log/syslog with the line numbers printed in front of each one", "sed -n '200,250p' /var/log/syslog",
     "cat -n /var/log/syslog | sed -n '200,250p'"),
    ("show lines 10 to 20 of notes.txt", "sed -n '10,20p' notes.txt", "sed -n '10,20p' notes.txt"),
])
def test_a_range_of_lines_keeps_the_files_line_numbers(text, command, expected):
    from serval.model.rewrites import range_numbered
    assert range_numbered(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("turn everything in headers.txt into lower case and overwrite the file with the result", "tr '[:upper:]' '[:lower:]' < headers.txt",
     "tr '[:upper:]' '[:lower:]' < headers.txt > headers.tmp && mv headers.tmp headers.txt"),
    ("turn everything in headers.txt into lower case", "tr '[:upper:]' '[:lower:]' < headers.txt", "tr '[:upper:]' '[:lower:]' < headers.txt"),
    ("lower-case notes in place", "tr 'A-Z' 'a-z' < notes", "tr 'A-Z' 'a-z' < notes > notes.tmp && mv notes.tmp notes"),
])
def test_tr_writes_back_over_its_file_through_a_temporary_one(text, command, expected):
    from serval.model.rewrites import tr_in_place
    assert tr_in_place(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("xz-compress the .log files in /srv/myapp/logs older than 14 days", "find /srv/myapp/logs -name '*.log' -mtime +14 -delete",
     "find /srv/myapp/logs -name '*.log' -mtime +14 -exec xz {} +"),
    ("compress logs in /var/log/app older than 7 days and delete the originals", "find /var/log/app -mtime +7 -delete",
     "find /var/log/app -mtime +7 -exec gzip {} +"),
    ("delete .log files older than 14 days in /srv/logs", "find /srv/logs -name '*.log' -mtime +14 -delete",
     "find /srv/logs -name '*.log' -mtime +14 -delete"),
])
def test_a_find_compresses_what_it_finds_where_nothing_is_deleted(text, command, expected):
    from serval.model.rewrites import find_compresses
    assert find_compresses(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("count how many times each color shows up in colors.txt, most common first", "sort -nr colors.txt | uniq -c | sort -rn",
     "sort colors.txt | uniq -c | sort -rn"),
    ("how often does each number appear in n.txt", "sort -n n.txt | uniq -c", "sort -n n.txt | uniq -c"),   # numbers said: as it was
    ("count each ip in ips.txt", "cut -d' ' -f1 ips.txt | sort -r | uniq -c | sort -rn", "cut -d' ' -f1 ips.txt | sort | uniq -c | sort -rn"),
])
def test_the_sort_before_a_count_only_groups(text, command, expected):
    assert small_repairs(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("on line 12 of settings.py change localhost to db01.internal", "sed -i 's/localhost/db01.internal/g' settings.py",
     "sed -i '12s/localhost/db01.internal/' settings.py"),
    ("replace foo with bar in a.txt", "sed -i 's/foo/bar/g' a.txt", "sed -i 's/foo/bar/g' a.txt"),
])
def test_a_substitution_on_one_line_by_its_number(text, command, expected):
    assert substitution_addressed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("show the 5 lines after every BEGIN TRANSACTION in db.log", "grep -A 5 TRANSACTION db.log", "grep -A 5 'BEGIN TRANSACTION' db.log"),
    ("count ERROR lines in app.log", "grep -c ERROR app.log", "grep -c ERROR app.log"),
    ("lines with ERROR or WARN in app.log", "grep -E 'ERROR|WARN' app.log", "grep -E 'ERROR|WARN' app.log"),
])
def test_a_phrase_of_capitals_is_searched_whole(text, command, expected):
    from serval.model.rewrites import caps_phrase_kept
    assert caps_phrase_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("back up /home/alice to backup.lan:/backups/alice, ssh there listens on 2222", "rsync -av /home/alice/ backup.lan:/backups/alice",
     "rsync -av -e 'ssh -p 2222' /home/alice/ backup.lan:/backups/alice"),
    ("rsync ./dist to app05:/var/www/app going through bastion.example.com", "rsync -av ./dist/ bastion.example.com:app05:/var/www/app",
     "rsync -av -e 'ssh -J bastion.example.com' ./dist/ app05:/var/www/app"),
    ("rsync ./dist to app05:/var/www/app", "rsync -av ./dist/ app05:/var/www/app", "rsync -av ./dist/ app05:/var/www/app"),
])
def test_rsync_reaches_a_host_by_its_port_or_a_jump_host(text, command, expected):
    assert rsync_ssh_port(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("force kill everything named java owned by me", "pkill -9 -u me java", "pkill -9 -u $USER java"),
    ("list processes owned by me", "ps -u me", "ps -u $USER"),
    ("list processes owned by mel", "ps -u mel", "ps -u mel"),           # a user's name
    ("force kill every python3 process i own", "pkill -9 python3", 'pkill -9 -u "$USER" python3'),
    ("kill all processes belonging to the guest user", "pkill -u guest", "sudo pkill -u guest"),
    ("give process 880 higher priority, nice -5", "renice -n -5 -p 880", "sudo renice -n -5 -p 880"),
    ("lower the priority of process 880 to 10", "renice -n 10 -p 880", "renice -n 10 -p 880"),
    ("kill every python3 process", "pkill python3", "pkill python3"),
])
def test_me_is_the_user_running_it(text, command, expected):
    assert me_as_user(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("compress all csv files in exports with xz", "xz -d exports/*.csv", "xz exports/*.csv"),
    ("compress every log in logs/", "find logs -name '*.log' -exec gzip -dk {} +", "find logs -name '*.log' -exec gzip -k {} +"),
    ("decompress data.csv.xz", "xz -d data.csv.xz", "xz -d data.csv.xz"),          # undone as asked
    ("check the compressed archive a.gz", "gzip -t a.gz", "gzip -t a.gz"),
])
def test_a_compression_asked_is_not_undone(text, command, expected):
    assert compression_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("replace localhost with db01.internal in every .env file under deploy",
     "find deploy -name .env -exec sed -i 's/localhost/deploy/g' {} +", "find deploy -name .env -exec sed -i 's/localhost/db01.internal/g' {} +"),
    ("change http to https in links.txt", "sed -i 's/http/https/g' links.txt", "sed -i 's/http/https/g' links.txt"),
    ("replace /usr/local with /opt in paths.txt", "sed 's/x/y/' paths.txt", "sed 's/x/y/' paths.txt"),   # another text: as written
])
def test_sed_substitutes_what_the_request_says(text, command, expected):
    assert replacement_said(command, recognize(text)) == expected


def test_names_only_comes_after_a_find_turned_into_grep():
    rec = recognize("which files under src/ have FIXME in them")
    assert rewrite("find src/ -type f -name FIXME", rec) == "grep -rl FIXME src/"


@pytest.mark.parametrize("text, command, expected", [
    ("tar up ~/projects/api but leave out node_modules", "tar -czf ~/projects/api --exclude=node_modules",
     "tar -czf api.tar.gz --exclude=node_modules ~/projects/api"),
    ("archive the folder ./src as an xz tarball", "tar -cJf ./src", "tar -cJf src.tar.xz ./src"),
    ("pack ~/site into site.tar.gz", "tar -czf site.tar.gz ~/site", "tar -czf site.tar.gz ~/site"),   # an archive named: as written
])
def test_a_folder_tar_took_for_the_archive_is_packed(text, command, expected):
    from serval.model.rewrites import folder_as_archive
    assert folder_as_archive(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("how many lines does each .py file in app/ have, biggest first", "wc -l app/*.py", "wc -l app/*.py | sort -rn"),
    ("size of each folder in ~/code, largest first", "du -sh ~/code/*", "du -sh ~/code/* | sort -rh"),
    ("word counts of the chapters, smallest first", "wc -w ch*.txt", "wc -w ch*.txt | sort -n"),
    ("how many lines in a.txt", "wc -l a.txt", "wc -l a.txt"),                                   # no order said
    ("biggest first: lines per file", "wc -l *.py | sort -n", "wc -l *.py | sort -n"),           # already sorted
])
def test_counts_are_ranked_as_said(text, command, expected):
    from serval.model.rewrites import counts_ranked
    assert counts_ranked(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("search recursively for password in this folder but skip node_modules",
     "grep --exclude-dir=node_modules -r --include=password node_modules .", "grep --exclude-dir=node_modules -r password ."),
    ("search the python files for TODO", "grep -r --include='*.py' TODO .", "grep -r --include='*.py' TODO ."),   # a glob: a file pattern
])
def test_a_word_in_include_is_what_grep_searches(text, command, expected):
    from serval.model.rewrites import include_as_pattern
    assert include_as_pattern(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find all .sh scripts that are not executable in scripts/", 'find scripts/ -name "*.sh"', 'find scripts/ -name "*.sh" ! -executable'),
    ("delete the non-executable files in bin", "find bin -type f -delete", "find bin -type f ! -executable -delete"),
    ("find executable files in bin", "find bin -type f -executable", "find bin -type f -executable"),
])
def test_files_not_executable_are_kept(text, command, expected):
    from serval.model.rewrites import not_executable
    assert not_executable(command, recognize(text)) == expected


def test_a_word_in_include_searched_in_the_folder_said_only():
    from serval.model.rewrites import include_as_pattern
    assert include_as_pattern("grep -r --include=TODO src .", recognize("search recursively for TODO in src")) == "grep -r TODO src"


@pytest.mark.parametrize("text, command, expected", [
    ("find files owned by alice in /home/shared larger than 100MB", "find /home/shared -type f -size +100M",
     "find /home/shared -type f -user alice -size +100M"),
    ("files in /tmp older than 3 days that belong to me", "find /tmp -type f -mtime +3", 'find /tmp -type f -user "$USER" -mtime +3'),
    ("files in /srv/nfs that user deploy modified within the last hour", "find /srv/nfs -type f -mmin -60",
     "find /srv/nfs -type f -user deploy -mmin -60"),
    ("find files in /srv owned by the group staff", "find /srv -type f", "find /srv -type f -group staff"),
    # an owner tested already, or one the request gives
    ("find files owned by alice in /srv", "find /srv -user alice", "find /srv -user alice"),
    ("change the owner of files in /srv owned by root to deploy", "find /srv -exec chown deploy {} +", "find /srv -exec chown deploy {} +"),
    ("find files owned by nobody", "find / -nouser", "find / -nouser"),
])
def test_a_find_gets_the_owner_the_request_names(text, command, expected):
    from serval.model.rewrites import find_owner_added
    assert find_owner_added(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("anything in /var/www/uploads that isn't a .jpg, .png or .gif", 'find /var/www/uploads -type f \\( -name "*.jpg" -o -name "*.png" -o -name "*.gif" \\)',
     'find /var/www/uploads -type f ! \\( -name "*.jpg" -o -name "*.png" -o -name "*.gif" \\)'),
    ("files in this folder that are neither .txt nor .md", 'find . -name "*.txt" -o -name "*.md"', 'find . ! -name "*.txt" ! -name "*.md"'),
    ("find files in src that are not .txt", 'find src -maxdepth 1 -name "*.txt"', 'find src -maxdepth 1 ! -name "*.txt"'),
    # negated already, or the negation says another name
    ("find files in src that are not .py files", 'find src ! -name "*.py"', 'find src ! -name "*.py"'),
    ("find all .py files except test_*.py", 'find . -name "*.py"', 'find . -name "*.py"'),
    ("find jpg and png files in ~/Pictures", 'find ~/Pictures \\( -name "*.jpg" -o -name "*.png" \\)', 'find ~/Pictures \\( -name "*.jpg" -o -name "*.png" \\)'),
])
def test_names_the_request_negates_are_left_out(text, command, expected):
    from serval.model.rewrites import find_alternatives_negated
    assert find_alternatives_negated(command, recognize(text)) == expected


def test_a_path_test_no_path_can_pass_is_a_name_test():
    assert find_fixed('find . -name "*.py" -not -path "test_*.py"') == 'find . -name "*.py" ! -name "test_*.py"'
    assert find_fixed('find . -not -path "*/venv/*"') == 'find . -not -path "*/venv/*"'   # a path, kept
    assert find_fixed("find . -not -path '*.md'") == "find . -not -path '*.md'"             # "*" passes any folder


@pytest.mark.parametrize("text, command, expected", [
    ("which .sh files in ~/bin are missing the execute bit", 'find ~/bin -name "*.sh" -print0', 'find ~/bin -name "*.sh"'),
    ("list files in src separated by null bytes", "find src -print0", "find src -print0"),   # asked for
    ("delete the .tmp files here", "find . -name '*.tmp' -print0 | xargs -0 rm", "find . -name '*.tmp' -print0 | xargs -0 rm"),
])
def test_a_listing_that_ends_in_print0_prints_lines(text, command, expected):
    assert find_plain(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("which .sh files in ~/bin are missing the execute bit", 'find ~/bin -name "*.sh"', 'find ~/bin -name "*.sh" ! -perm -u+x'),
    ("find scripts without execute permission in ./bin", "find ./bin -type f", "find ./bin -type f ! -perm -u+x"),
])
def test_a_bit_said_missing_without_whose_is_the_owners(text, command, expected):
    assert find_modes_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find python files in ~/code except the venv folder", 'find venv -name "*.py" -not -path "venv/*"',
     'find ~/code -name venv -prune -o -name "*.py" -print'),
    ("find every config.yaml under /opt except the ones inside /opt/backup", "find /opt -name config.yaml -not -path /opt/backup",
     "find /opt -path /opt/backup -prune -o -name config.yaml -print"),
])
def test_folders_said_after_except_are_pruned(text, command, expected):
    assert find_pruned(command, recognize(text)) == expected


def test_links_that_point_into_a_folder_match_its_contents():
    from serval.model.rewrites import links_into
    rec = recognize("find symlinks in my home that point somewhere in /mnt/old")
    assert links_into("find ~ -lname /mnt/old", rec) == "find ~ -type l -lname '/mnt/old/*'"
    assert links_into("find ~ -lname /mnt/old", recognize("find links to /mnt/old")) == "find ~ -lname /mnt/old"   # the folder itself


def test_a_private_folder_is_made_with_the_owners_bits_alone():
    from serval.model.rewrites import private_folder
    assert private_folder("mkdir -p ~/secrets", recognize("create a private folder ~/secrets that only i can get into")) == "mkdir -p -m 700 ~/secrets"
    assert private_folder("mkdir -p ~/secrets", recognize("create the folder ~/secrets")) == "mkdir -p ~/secrets"


@pytest.mark.parametrize("text, command, expected", [
    ("restore etc-backup.tar.gz to / keeping original permissions and owners", "tar -p -czf etc-backup.tar.gz /", "tar -p -xzf etc-backup.tar.gz -C /"),
    ("restore the backup from site.tar.gz into /var/www", "tar -czf site.tar.gz /var/www", "tar -xzf site.tar.gz -C /var/www"),
    ("restore site.tar.gz", "tar -czf site.tar.gz", "tar -xzf site.tar.gz"),
    ("back up /var/www into site.tar.gz", "tar -czf site.tar.gz /var/www", "tar -czf site.tar.gz /var/www"),   # a backup made
])
def test_a_restored_archive_is_unpacked(text, command, expected):
    from serval.model.rewrites import tar_restored
    assert tar_restored(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("put report_q3.csv, report_q4.csv and summary.pdf into reports.tar.gz", "tar -czf report_q3.csv report_q4.csv summary.pdf reports.tar.gz",
     "tar -czf reports.tar.gz report_q3.csv report_q4.csv summary.pdf"),
    ("create a 7z archive of the music folder called music.7z", "7z a music music.7z", "7z a music.7z music"),
    ("create a.tar.gz of src", "tar -czf a.tar.gz src", "tar -czf a.tar.gz src"),
    # a question about an archive makes none; a dated name is one word; a list file is tar -T's
    ("does logs.tar.xz have an error.log in it", "tar -cJf error.log logs.tar.xz", "tar -cJf error.log logs.tar.xz"),
    ("archive docs as backup-$(date +%F).tar.gz", "tar -czf backup-$(date +%F).tar.gz docs", "tar -czf backup-$(date +%F).tar.gz docs"),
    ("create selected.tar.gz from the files listed in filelist.txt", "tar -czf filelist.txt selected.tar.gz", "tar -czf filelist.txt selected.tar.gz"),
])
def test_the_archive_made_comes_first(text, command, expected):
    assert operands_in_place(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("set owner to deploy and group to www-data on /opt/app", "chown deploy /opt/app", "chown deploy:www-data /opt/app"),
    ("set owner to deploy and group to deploy on /opt/app and all its contents", "chown -R deploy /opt/app", "chown -R deploy:deploy /opt/app"),
    ("change the owner of /var/www/blog to www-data, user and group", "chown www-data /var/www/blog", "chown www-data:www-data /var/www/blog"),
])
def test_owner_and_group_said_each(text, command, expected):
    assert owner_and_group(command, recognize(text)) == expected


def test_the_user_made_owner_is_user():
    from serval.model.rewrites import me_as_owner
    rec = recognize("make me the owner of everything in ~/projects again")
    assert me_as_owner("sudo chown -R ~/projects", rec) == 'sudo chown -R "$USER" ~/projects'
    assert me_as_owner("sudo chown -R bob ~/projects", rec) == "sudo chown -R bob ~/projects"
    assert me_as_owner("sudo chown username dump.sql", recognize("take ownership of dump.sql")) == 'sudo chown "$USER" dump.sql'


@pytest.mark.parametrize("text, command, expected", [
    ("create logs-2024.tar.gz from everything in /var/log/myapp, with verbose output", "tar -czf logs-2024.tar.gz /var/log/myapp",
     "tar -v -czf logs-2024.tar.gz /var/log/myapp"),
    ("copy the logs folder to /tmp and show each file as it gets copied", "cp -r logs /tmp", "cp -v -r logs /tmp"),
    ("unzip bundle.zip quietly into /opt/bundle", "unzip bundle.zip -d /opt/bundle", "unzip -q bundle.zip -d /opt/bundle"),
    ("set 644 on every file in conf.d and report what changed", "chmod 644 conf.d/*", "chmod -c 644 conf.d/*"),
])
def test_verbose_quiet_and_changes_said_in_words(text, command, expected):
    assert tool_flags_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("move videos over 200M from ~/Videos to /mnt/external/videos", "mv ~/Videos/ /mnt/external/videos/",
     "find ~/Videos -type f -size +200M -exec mv -t /mnt/external/videos/ {} +"),
    ("copy the .csv files older than 30 days from data to /archive", "cp data/*.csv /archive",
     'find data -type f -name "*.csv" -mtime +30 -exec cp -t /archive {} +'),
    # nothing to pick them by, or one file
    ("move everything from ~/Videos to /mnt/external/videos", "mv ~/Videos/* /mnt/external/videos/", "mv ~/Videos/* /mnt/external/videos/"),
    ("move report.pdf older than 2 days to ~/old", "mv report.pdf ~/old", "mv report.pdf ~/old"),
    # a day said as the files' age; the files of this folder when the model globbed here
    ("copy all pdfs modified today to ~/today", "cp *.pdf ~/today",
     'find . -maxdepth 1 -type f -name "*.pdf" -daystart -mtime 0 -exec cp -t ~/today {} +'),
    ("move the logs changed yesterday from /var/log/app to /archive", "mv /var/log/app /archive/",
     "find /var/log/app -type f -daystart -mtime 1 -exec mv -t /archive/ {} +"),
    ("copy pdfs made today from ~/Downloads to ~/docs", "cp ~/Downloads/*.pdf ~/docs",
     'find ~/Downloads -type f -name "*.pdf" -daystart -mtime 0 -exec cp -t ~/docs {} +'),
    ("copy today's report.pdf to ~/docs", "cp *.pdf ~/docs", "cp *.pdf ~/docs"),
])
def test_a_move_of_files_picked_by_size_or_age_finds_them(text, command, expected):
    from serval.model.rewrites import moved_by_tests
    assert moved_by_tests(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("search /etc for password and hide the permission denied noise", "grep -r password /etc", "grep -r password /etc 2> /dev/null"),
    ("search the whole system for libssl.so files and hide the permission denied noise", "find / -name libssl.so | grep -v noise",
     "find / -name libssl.so 2> /dev/null"),
    ("find files named core under / and ignore errors", "find / -name core | wc -l", "find / -name core 2> /dev/null | wc -l"),
    ("find files named core under /", "find / -name core", "find / -name core"),
])
def test_errors_the_request_drops_go_to_dev_null(text, command, expected):
    from serval.model.rewrites import streams_said
    assert streams_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("move *.mp4 files bigger than 1G to /mnt/big", 'find /mnt/big -name "*.mp4" -size +1G -exec mv {} /mnt/big \\;',
     'find . -name "*.mp4" -size +1G -exec mv {} /mnt/big \\;'),
    ("move mp4 files over 1G from ~/Videos to /mnt/big", 'find /mnt/big/ -name "*.mp4" -size +1G -exec mv -t /mnt/big {} +',
     'find ~/Videos -name "*.mp4" -size +1G -exec mv -t /mnt/big {} +'),
    # searching elsewhere is left alone
    ("move mp4 files over 1G from ~/Videos to /mnt/big", 'find ~/Videos -name "*.mp4" -exec mv -t /mnt/big {} +',
     'find ~/Videos -name "*.mp4" -exec mv -t /mnt/big {} +'),
])
def test_a_find_does_not_search_the_folder_it_moves_into(text, command, expected):
    from serval.model.rewrites import find_not_from_destination
    assert find_not_from_destination(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("find leftover .orig and .rej files from the patch", 'find . \\( -name "*.orig" -o -name "*.rej" \\) -delete', 'find . \\( -name "*.orig" -o -name "*.rej" \\)'),
    ("which .tmp files are in build", "find build -name '*.tmp' -exec rm {} +", "find build -name '*.tmp'"),
    ("find and delete .orig files", 'find . -name "*.orig" -delete', 'find . -name "*.orig" -delete'),   # asked
    ("clean out the .tmp files in build", "find build -name '*.tmp' -delete", "find build -name '*.tmp' -delete"),
])
def test_a_deletion_the_request_does_not_ask_for_is_dropped(text, command, expected):
    from serval.model.rewrites import deletion_unasked
    assert deletion_unasked(command, recognize(text)) == expected


def test_zgrep_has_no_recursion():
    from serval.model.rewrites import compressed_readers
    assert compressed_readers("zgrep -r ERROR logs/app.log.1.gz") == "zgrep ERROR logs/app.log.1.gz"
    assert compressed_readers("grep -ri error app.log.gz") == "zgrep -i error app.log.gz"


def test_a_zip_whose_original_goes_moves_its_files_in():
    from serval.model.rewrites import original_removed
    rec = recognize("compress the folder reports into reports.zip and then delete the original folder")
    assert original_removed("zip -r reports.zip reports original", rec) == "zip -rm reports.zip reports"
    assert original_removed("zip -k notes.zip notes.txt", recognize("zip notes.txt into notes.zip and remove the original")) == "zip -m notes.zip notes.txt"


def test_files_listed_to_leave_out_are_tar_x():
    from serval.model.rewrites import tar_from_list
    rec = recognize("make a tar.gz of /var/lib/app excluding files listed in exclude.txt")
    assert tar_from_list("tar -czf app.tar.gz --exclude=exclude.txt /var/lib/app", rec) == "tar -czf app.tar.gz -X exclude.txt /var/lib/app"


@pytest.mark.parametrize("text, command, expected", [
    ("compress trace.bin with zstd level 19", "zstd 19 trace.bin", "zstd -19 trace.bin"),
    ("gzip app.log with compression level 6", "gzip app.log", "gzip -6 app.log"),
    ("compress big.log with xz", "xz big.log", "xz big.log"),
])
def test_a_compression_level_said_is_given(text, command, expected):
    from serval.model.rewrites import compression_level
    assert compression_level(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("grab every .jpg from ~/Pictures/2023 and all its subfolders and put them flat into ~/flat_jpgs",
     'find ~/Pictures/2023 -maxdepth 1 -name "*.jpg" -exec cp {} ~/flat_jpgs \\;', 'find ~/Pictures/2023 -name "*.jpg" -exec cp {} ~/flat_jpgs \\;'),
    ("count the directories under /mnt non-recursively", "find /mnt -maxdepth 1 -type d", "find /mnt -maxdepth 1 -type d"),
    ("list files recursively but at most 1 level down", "find . -maxdepth 1", "find . -maxdepth 1"),
])
def test_a_depth_cap_the_request_does_not_set_is_dropped(text, command, expected):
    from serval.model.rewrites import depth_uncapped
    assert depth_uncapped(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("which file in /etc changed most recently", "ls -lt /etc", "ls -t /etc | head -n 1"),
    ("which log in /var/log was updated most recently", "ls -lt /var/log | head", "ls -t /var/log | head -n 1"),
    ("which file in src was edited last", "find src -type f", "find src -type f -printf '%T@ %p\\n' | sort -n | tail -n 1"),
    ("newest file in ~/Downloads", "ls -lt ~/Downloads", "ls -t ~/Downloads | head -n 1"),
    # several files, or a listing that already picks
    ("which files in src changed most recently", "ls -lt src", "ls -lt src"),
    ("which file in /etc changed most recently", "ls -t /etc | head -n 1", "ls -t /etc | head -n 1"),
])
def test_the_one_file_changed_last_is_named(text, command, expected):
    from serval.model.rewrites import newest_one
    assert newest_one(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("gzip every .css and .js file in dist", "gzip *.css *.js", "gzip dist/*.css dist/*.js"),
    ("make every .sh file in scripts executable", "chmod +x *.sh", "chmod +x scripts/*.sh"),
    ("change every .jpeg in photos/ to .jpg", 'for f in *.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done',
     'for f in photos/*.jpeg ; do mv "$f" "${f%.jpeg}.jpg" ; done'),
    # the folder there already, or no folder said for the kind
    ("gzip every .css file in dist", "gzip -r dist", "gzip -r dist"),
    ("gzip every .css file in this folder", "gzip *.css", "gzip *.css"),
    ("gzip every .css file", "gzip *.css", "gzip *.css"),
])
def test_bare_globs_go_in_the_folder_the_request_names(text, command, expected):
    from serval.model.rewrites import globs_placed
    assert globs_placed(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("list files in /var/log bigger than 100M sorted by size", "find /var/log -type f -size +100M | xargs ls -lh",
     "find /var/log -type f -size +100M -exec du -h {} + | sort -rh"),
    ("list files in /var/log bigger than 100M sorted by size", "find /var/log -type f -size +100M -exec ls -lh {} + | sort -hr",
     "find /var/log -type f -size +100M -exec du -h {} + | sort -rh"),
    ("find files over 1G in /data, smallest first", "find /data -type f -size +1G -exec ls -lh {} \\;", "find /data -type f -size +1G -exec du -h {} + | sort -h"),
    ("find all mp4 files in ~/Videos and sort them by size", 'find ~/Videos -name "*.mp4" | sort', 'find ~/Videos -name "*.mp4" -exec du -h {} + | sort -rh'),
    # no size order asked
    ("list files in /var/log bigger than 100M", "find /var/log -type f -size +100M | xargs ls -lh", "find /var/log -type f -size +100M | xargs ls -lh"),
    ("find all mp4 files in ~/Videos sorted by name", 'find ~/Videos -name "*.mp4" | sort', 'find ~/Videos -name "*.mp4" | sort'),
])
def test_found_files_are_listed_in_the_size_order_asked(text, command, expected):
    from serval.model.rewrites import found_sorted_by_size
    assert found_sorted_by_size(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("find ~/scratch -type f -size -1k", "find ~/scratch -type f -size -1024c"),
    ("find /data -type f -size +100M -size -1G", "find /data -type f -size +100M -size -1024M"),
    ("find logs -size -1M -delete", "find logs -size -1024k -delete"),
    # bounds of more than one unit, and lower bounds, round harmlessly
    ("find logs -size -10M", "find logs -size -10M"),
    ("find logs -size +1G", "find logs -size +1G"),
])
def test_smaller_than_one_unit_is_written_in_the_next_unit(command, expected):
    from serval.model.rewrites import size_below_one_unit
    assert size_below_one_unit(command) == expected


@pytest.mark.parametrize("command, expected", [
    ("du -sh /var/lib/docker", "sudo du -sh /var/lib/docker"),
    ("du -sh /var/lib/docker/ | sort -h", "sudo du -sh /var/lib/docker/ | sort -h"),
    ("cat /etc/shadow", "sudo cat /etc/shadow"),
    ("ls /root", "sudo ls /root"),
    # the entry itself, a file's mode, places anyone reads, or root already
    ("ls -ld /var/lib/mysql", "ls -ld /var/lib/mysql"),
    ("ls -l /etc/shadow", "ls -l /etc/shadow"),
    ("du -sh /var/lib/apt", "du -sh /var/lib/apt"),
    ("sudo du -sh /var/lib/docker", "sudo du -sh /var/lib/docker"),
    ("echo /root | wc -c", "echo /root | wc -c"),
])
def test_reading_where_only_root_may_read_is_done_as_root(command, expected):
    from serval.model.rewrites import root_only_read
    assert root_only_read(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("remove files older than 3 days from /var/tmp/build", "find /var/tmp/build -mtime +3 -delete", "find /var/tmp/build -type f -mtime +3 -delete"),
    ("how many files landed in /data/incoming during the last hour", "find /data/incoming -mmin -60 | wc -l",
     "find /data/incoming -type f -mmin -60 | wc -l"),
    ("list release dirs under /srv/releases older than 60 days", "find /srv/releases -maxdepth 1 -mtime +60", "find /srv/releases -maxdepth 1 -mtime +60"),
    ("big files in /data", "sudo find /data /srv -maxdepth 2 -size +1G", "sudo find /data /srv -maxdepth 2 -type f -size +1G"),
    # a kind given, no age or size, a prune or whole trees removed: as it was
    ("files named x in /data", "find /data -name x", "find /data -name x"),
    ("remove *.tmp files older than 3 days from /var/tmp/build", 'find /var/tmp/build -name "*.tmp" -mtime +3 -delete',
     'find /var/tmp/build -name "*.tmp" -mtime +3 -delete'),
    ("stale things in /tmp older than 3 days", "find /tmp -mtime +3 -exec rm -rf {} +", "find /tmp -mtime +3 -exec rm -rf {} +"),
    ("files in /var/www changed in the last 30 minutes, skip .git", "find /var/www -name .git -prune -o -mmin -30 -print",
     "find /var/www -name .git -prune -o -mmin -30 -print"),
])
def test_a_find_by_age_or_size_picks_files(text, command, expected):
    from serval.model.rewrites import timed_files_only
    assert timed_files_only(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("side by side diff of draft_v1.md and draft_v2.md but only the lines that differ", "diff -y draft_v1.md draft_v2.md",
     "diff --suppress-common-lines -y draft_v1.md draft_v2.md"),
    ("diff schema.sql and schema_prod.sql but ignore blank lines", "diff -w schema.sql schema_prod.sql", "diff -B schema.sql schema_prod.sql"),
    ("coloured unified diff of settings.py.bak and settings.py", "diff -u settings.py.bak settings.py", "diff --color -u settings.py.bak settings.py"),
    ("differences between v1.sql and v2.sql with 5 lines of context", "diff -u v1.sql v2.sql", "diff -U 5 v1.sql v2.sql"),
    ("diff old.conf new.conf ignoring whitespace and case", "diff old.conf new.conf", "diff -w -i old.conf new.conf"),
    # nothing said, or not a diff
    ("diff old.conf new.conf", "diff -u old.conf new.conf", "diff -u old.conf new.conf"),
    ("grep the diff of a and b ignoring case", "git diff a b", "git diff a b"),
])
def test_diff_options_said_in_words(text, command, expected):
    from serval.model.rewrites import diff_options_said
    assert diff_options_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("where is the first byte that differs between firmware_a.bin and firmware_b.bin", "diff -q firmware_a.bin firmware_b.bin",
     "cmp firmware_a.bin firmware_b.bin"),
    ("list every differing byte between disk1.img and disk2.img", "diff disk1.img disk2.img", "cmp -l disk1.img disk2.img"),
    ("count how many bytes differ between dump1.bin and dump2.bin", "diff -q dump1.bin dump2.bin | wc -l", "cmp -l dump1.bin dump2.bin | wc -l"),
    ("compare only the first 512 bytes of usb.img and mbr_backup.img", "diff usb.img mbr_backup.img", "cmp -n 512 usb.img mbr_backup.img"),
    # lines, or folders
    ("how many lines differ between a.txt and b.txt", "diff a.txt b.txt | wc -l", "diff a.txt b.txt | wc -l"),
    ("compare the folders a and b byte by byte", "diff -r a b", "diff -r a b"),
])
def test_a_comparison_of_bytes_is_cmp(text, command, expected):
    from serval.model.rewrites import bytes_compared
    assert bytes_compared(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("add export PATH=$HOME/bin:$PATH to my .bashrc", "echo 'export PATH=$HOME/bin:$PATH' >> .bashrc",
     "echo 'export PATH=$HOME/bin:$PATH' >> ~/.bashrc"),
    ("reload my .bashrc", "source ~/.bashrc", "source ~/.bashrc"),
    ("show .bashrc in this folder", "cat .bashrc", "cat .bashrc"),   # no "my": the one here
])
def test_my_dotfile_is_the_one_at_home(text, command, expected):
    from serval.model.rewrites import dotfile_at_home
    assert dotfile_at_home(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("app.log lines between 2024-05-01 10:00 and 11:00", "sed -n '10,00p' app.log", "sed -n '/2024-05-01 10:00/,/2024-05-01 11:00/p' app.log"),
    ("show syslog lines from 09:30 to 10:15", "sed -n '09,30p' /var/log/syslog", "sed -n '/09:30/,/10:15/p' /var/log/syslog"),
    ("show lines 10 to 20 of app.log", "sed -n '10,20p' app.log", "sed -n '10,20p' app.log"),   # line numbers said
])
def test_times_of_day_are_no_line_numbers(text, command, expected):
    from serval.model.rewrites import time_range_lines
    assert time_range_lines(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("errors in worker.log between 13:00 and 15:00", "sed -i '13,00p' worker.log", "sed -n '13,00p' worker.log"),
    ("lines 5 to 9 of notes.txt", "sed -i -n '5,9p' notes.txt", "sed -n '5,9p' notes.txt"),
    ("keep only lines 5 to 9 of notes.txt", "sed -i -n '5,9p' notes.txt", "sed -i -n '5,9p' notes.txt"),   # a cut asked for
])
def test_lines_asked_for_are_printed_not_written_back(text, command, expected):
    from serval.model.rewrites import sed_shown_not_saved
    assert sed_shown_not_saved(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("how much room is left where I am right now", "df -h", "df -h ."),
    ("free space in the current directory", "df -h", "df -h ."),
    ("free space on all disks", "df -h", "df -h"),
    ("free space in the current directory", "df -h /home", "df -h /home"),
])
def test_the_disk_of_the_current_folder(text, command, expected):
    from serval.model.rewrites import df_here
    assert df_here(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("what is taking the space in /var", "du -sh /var", "du -sh /var/* | sort -rh"),
    ("whats using all the space in my home", "df -h", "du -sh ~/* | sort -rh"),
    ("what's eating space in /var/log", "du -sh /var/log/* | sort -h", "du -sh /var/log/* | sort -h"),   # sorted already
    ("what's eating space in /var/log, top 5 files", "du -sh /var/log", "du -sh /var/log"),
])
def test_what_takes_a_folder_s_space_is_listed_biggest_first(text, command, expected):
    from serval.model.rewrites import space_hogs
    assert space_hogs(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("files in /data/raw last modified before 2023", "find /data/raw -type f -mtime -2023", "find /data/raw -type f ! -newermt 2023-01-01"),
    ("files in ~/docs modified since 2024", "find ~/docs -type f -newer 2024", "find ~/docs -type f -newermt 2024-01-01"),
    ("find files in ~/photos modified in 2021", "find ~/photos -type f -newermt <date>",
     "find ~/photos -type f -newermt 2021-01-01 ! -newermt 2022-01-01"),
    ("files in ~/docs changed after 2023 -delete", "find ~/docs -type f -mtime +2023 -delete", "find ~/docs -type f -newermt 2024-01-01 -delete"),
    # a year already tested as a date, or a number that is no year
    ("files in ~/docs modified since 2024", "find ~/docs -type f -newermt 2024-01-01", "find ~/docs -type f -newermt 2024-01-01"),
    ("files in ~/docs modified since 2024-03-05", "find ~/docs -type f -newermt 2024-03-05", "find ~/docs -type f -newermt 2024-03-05"),
])
def test_a_year_is_tested_as_dates(text, command, expected):
    from serval.model.rewrites import year_bounds
    assert year_bounds(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("line counts of csv files that arrived in /data/drop in the last 3 hours", 'find /data/drop -name "*.csv" -mmin -180 | wc -l',
     'find /data/drop -name "*.csv" -mmin -180 -exec wc -l {} +'),
    ("how many csv files arrived in /data/drop in the last 3 hours", 'find /data/drop -name "*.csv" -mmin -180 | wc -l',
     'find /data/drop -name "*.csv" -mmin -180 | wc -l'),
])
def test_the_lines_of_each_found_file_are_counted(text, command, expected):
    from serval.model.rewrites import lines_of_found
    assert lines_of_found(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy every file in /etc/myapp changed since deploy.stamp to /tmp/changed", "cp -p /etc/myapp/* deploy.stamp /tmp/changed",
     "find /etc/myapp -type f -newer deploy.stamp -exec cp -t /tmp/changed {} +"),
    ("copy deploy.stamp and /etc/myapp to /tmp/changed", "cp -r /etc/myapp deploy.stamp /tmp/changed", "cp -r /etc/myapp deploy.stamp /tmp/changed"),
])
def test_files_changed_since_a_file_are_found_to_be_copied(text, command, expected):
    from serval.model.rewrites import moved_newer_than
    assert moved_newer_than(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("list ~/Music sorted by last access time", "ls -ltr ~/Music", "ls -ltu ~/Music"),
    ("list files in /tmp by access time, oldest first", "ls -ltr /tmp", "ls -ltru /tmp"),
    ("ls /etc sorted by change time", "ls -lt /etc", "ls -ltc /etc"),
    ("list ~/Music newest first", "ls -lt ~/Music", "ls -lt ~/Music"),
])
def test_ls_sorts_by_the_time_said(text, command, expected):
    from serval.model.rewrites import ls_times_said
    assert ls_times_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("print the second to last field of every line in fields.txt", "awk '{print $NF}' fields.txt", "awk '{print $(NF-1)}' fields.txt"),
    ("print the last field of every line in fields.txt", "awk '{print $NF}' fields.txt", "awk '{print $NF}' fields.txt"),
])
def test_the_field_before_the_last(text, command, expected):
    from serval.model.rewrites import second_to_last_field
    assert second_to_last_field(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("rows in contacts.csv where the phone column (2nd) is empty", "awk -F, '$2 == \"phone\"' contacts.csv", "awk -F, '$2 == \"\"' contacts.csv"),
    ("rows in contacts.csv where column 2 is phone", "awk -F, '$2 == \"phone\"' contacts.csv", "awk -F, '$2 == \"phone\"' contacts.csv"),
])
def test_an_empty_column_is_tested_for_the_empty_value(text, command, expected):
    from serval.model.rewrites import empty_field_test
    assert empty_field_test(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("strip the lines beginning with a semicolon from php.ini.bak, edit in place", "sed -i '/^#/d' php.ini.bak", "sed -i '/^;/d' php.ini.bak"),
    ("count lines starting with a dash in list.md", "grep -c '^#' list.md", "grep -c '^-' list.md"),
    ("delete lines starting with a hash in x.conf", "sed -i '/^#/d' x.conf", "sed -i '/^#/d' x.conf"),
    ("delete lines starting with foo in x.conf", "sed -i '/^#/d' x.conf", "sed -i '/^#/d' x.conf"),   # no character named
])
def test_a_line_start_named_in_words(text, command, expected):
    from serval.model.rewrites import named_line_start
    assert named_line_start(command, recognize(text)) == expected


@pytest.mark.parametrize("rewrite_name, text, command, expected", [
    ("journal_unit", "logs from the postgresql unit today with warnings or worse", "journalctl -p warning -u warnings --since today",
     "journalctl -p warning -u postgresql --since today"),
    ("journal_unit", "show nginx service logs since yesterday", "journalctl -u nginx --since yesterday", "journalctl -u nginx --since yesterday"),
    ("journal_unit", "follow the journal of myapp.service live", "journalctl -u myapp.service -f", "journalctl -u myapp.service -f"),
    ("journal_unit", "myapp crashed a bit ago, show its service logs from the last hour", "journalctl -u myapp --since '1 hour ago'",
     "journalctl -u myapp --since '1 hour ago'"),
    ("systemctl_unit", "reload systemd after I edited /etc/systemd/system/worker.service",
     "sudo systemctl daemon-reload && sudo systemctl reload /etc/systemd/system/worker.service",
     "sudo systemctl daemon-reload && sudo systemctl reload /etc/systemd/system/worker.service"),
    ("systemctl_unit", "i edited /etc/systemd/system/worker.service, restart it",
     "sudo systemctl daemon-reload && sudo systemctl restart /etc/systemd/system/worker.service",
     "sudo systemctl daemon-reload && sudo systemctl restart worker"),
    ("systemctl_unit", "restart my user-level syncthing service", "systemctl restart", "systemctl restart syncthing"),
    ("user_units_unrooted", "restart my user service syncthing", "sudo systemctl --user restart syncthing", "systemctl --user restart syncthing"),
    ("user_units_unrooted", "restart nginx", "sudo systemctl restart nginx", "sudo systemctl restart nginx"),
])
def test_units_named_as_the_request_names_them(rewrite_name, text, command, expected):
    import serval.model.rewrites as rewrites
    assert getattr(rewrites, rewrite_name)(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("grep -o linux article.md | wc -w", "grep -o linux article.md | wc -l"),
    ("grep -oi 'not found' app.log | wc -w", "grep -oi 'not found' app.log | wc -l"),
    ("grep linux article.md | wc -w", "grep linux article.md | wc -w"),   # the words of the matching lines
])
def test_grep_o_matches_are_counted_by_line(command, expected):
    from serval.model.rewrites import matches_counted_by_line
    assert matches_counted_by_line(command) == expected


@pytest.mark.parametrize("command, expected", [
    ("chown deploy /var/www/app", "sudo chown deploy /var/www/app"),
    ("chown bob notes.txt", "sudo chown bob notes.txt"),
    ("chgrp www-data /srv/www", "sudo chgrp www-data /srv/www"),
    ("chgrp staff notes.txt", "chgrp staff notes.txt"),   # the user's own file, to one of the user's groups
    ("sudo chown bob notes.txt", "sudo chown bob notes.txt"),
    ("chmod 755 /usr/local/bin/cleanup", "sudo chmod 755 /usr/local/bin/cleanup"),   # a mode of a system file
    ("chmod 600 /root/.my.cnf", "sudo chmod 600 /root/.my.cnf"),
    ("chmod +x deploy.sh", "chmod +x deploy.sh"),
])
def test_owners_are_changed_as_root(command, expected):
    from serval.model.rewrites import owner_changed_as_root
    assert owner_changed_as_root(command) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("restart nginx and show its status", "sudo systemctl restart nginx", "sudo systemctl restart nginx && systemctl status nginx"),
    ("restart nginx and then show its status without the pager", "sudo systemctl restart nginx",
     "sudo systemctl restart nginx && systemctl status nginx --no-pager"),
    ("restart nginx", "sudo systemctl restart nginx", "sudo systemctl restart nginx"),
])
def test_a_unit_s_status_after_acting_on_it(text, command, expected):
    from serval.model.rewrites import status_after_action
    assert status_after_action(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("set timeout=30 in settings.ini, whatever it is now", "sed -i 's/^timeout=.*/timeout=30/' settings.ini"),
    ("set PermitRootLogin to no in /etc/ssh/sshd_config even if it's commented out",
     "sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' /etc/ssh/sshd_config"),
    ("comment out the swap line in /etc/fstab", "sudo sed -i '/swap/s/^/#/' /etc/fstab"),
    ("comment out every line of snippet.py by putting '# ' in front, in place", "sed -i 's/^/# /' snippet.py"),
    ("comment out every line of run.sh", "sed -i 's/^/#/' run.sh"),
    ("comment out every line in settings.conf that starts with debug", "who"),   # lines picked: not every line
    ("drop the last line of output.txt, modify the file", "sed -i '$d' output.txt"),
    ("count every occurrence of the word error in build.log, not just the lines", "grep -ow 'error' build.log | wc -l"),
    ("how many fields are on the first line of wide.csv", "head -n 1 wide.csv | awk -F, '{print NF}'"),
    ("truncate big.txt to its first 100 lines in place", "sed -i '101,$d' big.txt"),
    ("show phone_list.txt lines that contain a 10 digit number", "grep -E '[0-9]{10}' phone_list.txt"),
    ("lines in journal.txt that contain a date like 2024-03-15", "grep -E '[0-9]{4}-[0-9]{2}-[0-9]{2}' journal.txt"),
    ("replace both cat and dog with pet in story.txt", "sed -i -E 's/cat|dog/pet/g' story.txt"),
    ("replace only the 2nd comma on each line of mixed.txt with a semicolon", "sed 's/,/;/2' mixed.txt"),
    ("replace every tab in old_script.py with four spaces, edit it in place", "sed -i 's/\\t/    /g' old_script.py"),
    ("remove any line mentioning password (any case) from dump.sql and save the rest to clean.sql",
     "grep -i -v 'password' dump.sql > clean.sql"),
    ("show install.log from the line that says Installation started to the end", "sed -n '/Installation started/,$p' install.log"),
    ("list the regular users in /etc/passwd (uid 1000 and up)", "awk -F: '$3 >= 1000 {print $1}' /etc/passwd"),
    ("print the last part of each path in paths.txt (after the final /)", "awk -F/ '{print $NF}' paths.txt"),
    ("dedupe contacts_dupes.csv on the first column, keeping the first row for each key", "awk -F, '!seen[$1]++' contacts_dupes.csv"),
    ("print all columns of table.csv except the second one", "cut -d, --complement -f2 table.csv"),
    ("uppercase the first column of teams.csv", "awk -F, -v OFS=, '{$1=toupper($1)}1' teams.csv"),
    ("sort ranking.txt by column 2, ties broken by column 1 numerically", "sort -k2,2 -k1,1n ranking.txt"),
    ("sort people.csv by last name in col 2 then first name in col 1", "sort -t, -k2,2 -k1,1 people.csv"),
    ("show the 5-letter words in words.txt", "grep -xE '[[:alpha:]]{5}' words.txt"),
    ("how many rows in cars.csv have Toyota in the 2nd column", "awk -F, '$2 == \"Toyota\"' cars.csv | wc -l"),
    ("show just the values from .env, everything after the first =", "cut -d= -f2- .env"),
    ("strip every non-ascii character from import.txt and write it to import_clean.txt", "tr -cd '\\000-\\177' < import.txt > import_clean.txt"),
    ("print only the headers of message.eml, i.e. everything before the first blank line", "sed -n '/^$/q;p' message.eml"),
    ("find the rows in ragged.csv that don't have 7 columns and show their line numbers", "awk -F, 'NF != 7 {print NR\": \"$0}' ragged.csv"),
])
def test_the_phrasebook_answers_text_tasks_said_in_many_ways(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text", [
    "comment out the first line in app.conf",                 # a line by position, not by a word it holds
    "replace only the 2nd comma on each line of mixed.txt with a '/'",   # a character sed's delimiter is
    "sort notes.txt by date then by name",                    # no columns named
    "set timeout=30 in settings.ini and restart the app",     # more than the setting
])
def test_text_rows_leave_what_they_do_not_read(text):
    assert phrasebook("who", recognize(text)) == "who"


def test_a_rewrite_that_only_joins_spaces_keeps_a_quoted_run():
    from serval.model.rewrites import rewrite
    assert rewrite("sed -i 's/\\t/    /g' old.py", recognize("fix the tabs in old.py")) == "sed -i 's/\\t/    /g' old.py"


@pytest.mark.parametrize("text, expected", [
    ("how many file descriptors does pid 777 have open", "ls /proc/777/fd | wc -l"),
    ("umount says /mnt/usb is busy, who is using it", "sudo fuser -vm /mnt/usb"),
    ("don't let job 1 die when i close this terminal", "disown %1"),
    ("run node server.js in the background and save its pid to server.pid", "node server.js & echo $! > server.pid"),
    ("what does multi-user.target pull in", "systemctl list-dependencies multi-user.target"),
    ("how much memory is the docker service using", "systemctl show -p MemoryCurrent docker"),
    ("how many times has myapp been restarted by systemd", "systemctl show -p NRestarts myapp"),
    ("apache2 won't start, show me why", "systemctl status apache2"),
    ("add db01.internal pointing at 10.0.0.20 to /etc/hosts", "echo '10.0.0.20 db01.internal' | sudo tee -a /etc/hosts"),
    ("which hosts are up on 192.168.1.0/24", "nmap -sn 192.168.1.0/24"),
    ("what ports is sshd listening on", "sudo ss -tlnp | grep sshd"),
    ("how many sockets are stuck in TIME_WAIT", "ss -Htan state time-wait | wc -l"),
])
def test_the_phrasebook_answers_process_and_service_questions(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("count lines in events.json.xz", "wc -l events.json.xz", "xzcat events.json.xz | wc -l"),
    ("unzip payroll.zip, the password is Winter2024", "unzip payroll.zip", "unzip -P Winter2024 payroll.zip"),
    ("xz disk.img using every cpu core", "xz disk.img", "xz -T0 disk.img"),
    ("extract site_backup.tar.gz and keep the file permissions from the archive", "tar -xzf site_backup.tar.gz", "tar -xpzf site_backup.tar.gz"),
    ("unpack vendor.tar but make me the owner of everything instead of the archive owners", "tar -xf vendor.tar",
     "tar --no-same-owner -xf vendor.tar"),
    ("grep version in all the json files here but leave off the file names", "grep version *.json", "grep -h version *.json"),
    ("grep listen in nginx.conf and prefix each hit with the file name", "grep listen nginx.conf", "grep -H listen nginx.conf"),
    ("search the current dir for api_key but skip binary files", "grep -r api_key .", "grep -I -r api_key ."),
    ("grep proxy_pass in /etc/nginx/sites-enabled, the files there are symlinks", "grep -r proxy_pass /etc/nginx/sites-enabled",
     "grep -R proxy_pass /etc/nginx/sites-enabled"),
    ("case-insensitive whole-word select in queries.sql", "grep -i select queries.sql", "grep -w -i select queries.sql"),
    ("search notes.txt for the whole word cat, not category", "grep -w cat notes.txt | grep -v category",
     "grep -w cat notes.txt | grep -v category"),   # the search's flag, not the filter's
    ("convert the tabs in source.txt to 4 spaces", "cat source.txt", "expand -t 4 source.txt"),
])
def test_archive_and_search_options_said_in_words(text, command, expected):
    from serval.model.rewrites import rewrite
    assert rewrite(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("search dump.sql.gz for create table users regardless of case and show line numbers", "zgrep -in 'create table users' dump.sql.gz"),
    ("grep the compressed boot.log.xz for Reached target", "xzgrep 'Reached target' boot.log.xz"),
    ("count Failed password lines in /var/log/auth.log.2.gz", "zgrep -c 'Failed password' /var/log/auth.log.2.gz"),
    ("search install.log for Reached target, ignore case", "grep -i 'Reached target' install.log"),
    ("extract only the pdfs from scans.zip", "unzip scans.zip '*.pdf'"),
    ("does backup.zip contain wp-config.php", "unzip -l backup.zip | grep wp-config.php"),
    ("search every file inside config.zip for api_key", "zipgrep api_key config.zip"),
    ("search the text files inside docs.zip for license without unzipping it", "zipgrep license docs.zip"),
    ("grep db_host in config_backup.tar.gz without extracting it", "tar -xzOf config_backup.tar.gz | grep db_host"),
    ("grep for TODO across the files in src.tar.gz without unpacking it", "tar -xzOf src.tar.gz | grep TODO"),
])
def test_the_phrasebook_searches_a_phrase_whole(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text", ["grep for error messages in app.log", "search app.log for error"])
def test_a_kind_of_line_or_one_word_is_the_model_s_search(text):
    assert phrasebook("who", recognize(text)) == "who"


@pytest.mark.parametrize("text, expected", [
    ("set up a new project dir myapp with bin, lib, tests and docs inside", "mkdir -p myapp/{bin,lib,tests,docs}"),
    ("make a folder src with subfolders api, models and utils", "mkdir -p src/{api,models,utils}"),
    ("make a site folder with css, js and img subfolders", "mkdir -p site/{css,js,img}"),
    ("create folders 2024/01 through 2024/12 under ~/invoices", "mkdir -p ~/invoices/2024/{01..12}"),
])
def test_folder_trees_are_made_in_one_mkdir(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_a_folder_with_files_named_is_no_tree():
    assert phrasebook("who", recognize("make a folder src with main.c, util.c and util.h")) == "who"


@pytest.mark.parametrize("text, command, expected", [
    ("zip report.pdf, summary.docx and notes.md into docs.zip", "zip docs.zip notes.md report.pdf summary.docx notes.md",
     "zip docs.zip report.pdf summary.docx notes.md"),
    ("copy a.txt, b.txt and c.txt into done", "cp a.txt b.txt c.txt done/", "cp a.txt b.txt c.txt done/"),
    ("copy a.txt, b.txt and c.txt into done", "cp a.txt done/ && cp b.txt c.txt done/", "cp a.txt done/ && cp b.txt c.txt done/"),   # apart: left
])
def test_listed_names_keep_the_request_s_order(text, command, expected):
    from serval.model.rewrites import listed_in_order
    assert listed_in_order(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("lines in inventory.txt that start with a number", "grep '^[0-9]' inventory.txt"),
    ("lines in notes.txt that start with a capital letter", "grep '^[A-Z]' notes.txt"),
    ("show lines of data.txt ending with a digit", "grep '[0-9]$' data.txt"),
    ("last time Connected shows up in vpn.log", "grep Connected vpn.log | tail -n 1"),
    ("just the line numbers where BEGIN appears in transactions.log", "grep -n BEGIN transactions.log | cut -d: -f1"),
])
def test_lines_found_by_their_first_or_last_character_or_their_last_match(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("can www-data read /srv/app/config.ini", "sudo -u www-data test -r /srv/app/config.ini && echo yes || echo no"),
    ("test whether www-data is able to write into /var/www/uploads", "sudo -u www-data test -w /var/www/uploads && echo yes || echo no"),
    ("am i allowed to write to /mnt/usb", "test -w /mnt/usb && echo yes || echo no"),
    ("can you read /etc/hosts", "who"),   # the user asking to be shown the file
    ("check if deploy can write to /srv/app", "sudo -u deploy test -w /srv/app && echo yes || echo no"),
    ("please read /etc/hosts", "who"),   # no question of who may
])
def test_what_a_user_may_do_with_a_path_is_tested_as_that_user(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("back up /etc/nginx/nginx.conf as nginx.conf.bak in the same directory", "cp /etc/nginx/nginx.conf nginx.conf.bak",
     "sudo cp /etc/nginx/nginx.conf /etc/nginx/nginx.conf.bak"),
    ("make a copy of ~/notes/todo.md called todo.old in the same folder", "cp ~/notes/todo.md todo.old", "cp ~/notes/todo.md ~/notes/todo.old"),
    ("copy ~/notes/todo.md to todo.old", "cp ~/notes/todo.md todo.old", "cp ~/notes/todo.md todo.old"),   # here, as said
])
def test_a_copy_in_the_same_folder_lands_beside_its_file(text, command, expected):
    from serval.model.rewrites import same_folder_copy
    assert same_folder_copy(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("rename todo.txt on my desktop to done.txt", "mv ~/Desktop/todo.txt done.txt", "mv ~/Desktop/todo.txt ~/Desktop/done.txt"),
    ("rename budget.xlsx in ~/Documents to budget_2023.xlsx", "mv budget.xlsx budget_2023.xlsx ~/Documents",
     "mv ~/Documents/budget.xlsx ~/Documents/budget_2023.xlsx"),
])
def test_a_file_renamed_where_the_request_places_it(text, command, expected):
    from serval.model.rewrites import named_in_folder
    assert named_in_folder(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("copy report_q3.xlsx from Downloads to Documents", "scp report_q3.xlsx ~/Downloads ~/Documents", "scp ~/Downloads/report_q3.xlsx ~/Documents"),
    ("delete notes.txt on my Desktop", "rm notes.txt", "rm ~/Desktop/notes.txt"),
    ("put app.jar in /opt/app on app01", "scp app.jar app01:/opt/app", "scp app.jar app01:/opt/app"),   # the remote host's folder
    ("run backup.sh on photos", "bash backup.sh photos", "bash backup.sh photos"),   # "on" a folder: what the script works on
])
def test_names_placed_in_a_folder_are_joined_to_it(text, command, expected):
    from serval.model.rewrites import place_joined
    assert place_joined(command, recognize(text)) == expected


def test_a_home_folder_s_subfolder_is_in_the_home():
    from serval.model.entities import recognize as rec
    assert [e.value for e in rec("move a.txt to Documents/finance").entities if e.type in ("Path", "Directory")] == ["~/Documents/finance"]
    assert [e.value for e in rec("move a.txt to Documents/finance here").entities if e.type in ("Path", "Directory")] == ["Documents/finance"]


@pytest.mark.parametrize("text, expected", [
    ("open holiday_photo.jpg from my Pictures folder", "xdg-open ~/Pictures/holiday_photo.jpg"),
    ("play ~/Music/summer_mix.mp3", "xdg-open ~/Music/summer_mix.mp3"),
    ("open my Downloads folder in the file manager", "xdg-open ~/Downloads"),
    ("open budget.xlsx in libreoffice", "libreoffice budget.xlsx"),
    ("open syllabus.txt so i can scroll through it", "who"),   # text: a pager's, the model's
    ("open port 443 in ufw", "sudo ufw allow 443"),   # a port opened: the firewall's, not xdg-open's
])
def test_documents_photos_and_songs_open_in_the_desktop_s_program(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("make the folders 2024/january/bills inside Documents in one go", "mkdir -p 2024/january/bills", "mkdir -p ~/Documents/2024/january/bills"),
    ("make the folders 2024/january/bills inside ./Documents", "mkdir -p 2024/january/bills", "mkdir -p ./Documents/2024/january/bills"),
])
def test_folders_made_inside_a_home_folder_said_by_name(text, command, expected):
    from serval.model.rewrites import made_inside
    assert made_inside(command, recognize(text)) == expected


def test_files_listed_with_spaces_keep_their_order():
    from serval.model.rewrites import listed_in_order
    assert listed_in_order("zip application.zip references.pdf cv.pdf cover_letter.pdf references.pdf",
                           recognize("zip cv.pdf cover_letter.pdf and references.pdf together into application.zip")) \
        == "zip application.zip cv.pdf cover_letter.pdf references.pdf"


@pytest.mark.parametrize("text, expected", [
    ("allow port 5432 from 10.0.0.0/24 in ufw", "sudo ufw allow from 10.0.0.0/24 to any port 5432"),
    ("ufw rules with numbers", "sudo ufw status numbered"),
    ("ufw default policy: deny incoming", "sudo ufw default deny incoming"),
    ("block everything coming from 203.0.113.45", "sudo ufw deny from 203.0.113.45"),
    ("allow udp 60000 to 61000 for mosh", "sudo ufw allow 60000:61000/udp"),
    ("open 80 and 443 tcp in the firewall", "sudo ufw allow 80,443/tcp"),
    ("remove the ufw rule that allows 8080/tcp", "sudo ufw delete allow 8080/tcp"),
    ("restart fail2ban only if it's already running", "sudo systemctl try-restart fail2ban"),
    ("stop apache2 and keep it from coming back after reboot", "sudo systemctl disable --now apache2"),
    ("search the whole journal for Out of memory", "journalctl -g 'Out of memory'"),
    ("show logs for both nginx and php8.2-fpm in the last hour", "journalctl -u nginx -u php8.2-fpm --since '1 hour ago'"),
    ("passwords of deploy should expire after 90 days", "sudo chage -M 90 deploy"),
    ("warn bob 7 days before his password runs out", "sudo chage -W 7 bob"),
    ("carol must wait at least 1 day between password changes", "sudo chage -m 1 carol"),
    ("contractor1's account should expire on 2025-12-31", "sudo chage -E 2025-12-31 contractor1"),
])
def test_the_phrasebook_answers_an_admin_s_firewall_service_and_password_rules(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("delete columns 2 and 4 from log_export.csv and save the result as log_trimmed.csv", "cut -d, --complement -f2,4 log_export.csv > log_trimmed.csv"),
    ("reorder people.csv so the columns go 3,1,2", "awk -F, -v OFS=, '{print $3, $1, $2}' people.csv"),
    ("uppercase everything in column 2 of codes.csv", "awk -F, -v OFS=, '{$2=toupper($2)}1' codes.csv"),
    ("replace the header of raw.csv with id,name,price in place", "sed -i '1s/.*/id,name,price/' raw.csv"),
    ("traffic.csv has no header, add date,host,bytes as the first line", "sed -i '1i date,host,bytes' traffic.csv"),
    ("first 20 data rows of huge.csv plus the header", "head -n 21 huge.csv"),
    ("last 50 rows of log.csv with the header line on top", "(head -n 1 log.csv; tail -n 50 log.csv)"),
    ("random sample of 100 rows from population.csv, keep the header", "(head -n 1 population.csv; tail -n +2 population.csv | shuf -n 100)"),
    ("which ids in column 1 of accounts.csv show up more than once", "cut -d, -f1 accounts.csv | sort | uniq -d"),
    ("convert catalog_export.csv to tsv, catalog_export.tsv", "tr ',' '\\t' < catalog_export.csv > catalog_export.tsv"),
    ("turn report.tsv into a csv", "tr '\\t' ',' < report.tsv > report.csv"),
    ("vendors.txt is pipe delimited, make vendors.csv out of it", "tr '|' ',' < vendors.txt > vendors.csv"),
])
def test_the_phrasebook_answers_csv_chores(text, expected):
    assert phrasebook("who", recognize(text)) == expected


def test_a_file_kind_is_no_typo():
    from serval.model.entities import spelling_fixed
    assert spelling_fixed("turn report.tsv into a csv", frozenset({"turn", "into", "cvs"})) == "turn report.tsv into a csv"


@pytest.mark.parametrize("text, expected", [
    ("create hotfix/login-timeout and switch to it", "git checkout -b hotfix/login-timeout"),
    ("force delete experiment/graphql, it was never merged", "git branch -D experiment/graphql"),
    ("which branches contain commit 7d3e8f0", "git branch --contains 7d3e8f0"),
    ("bail out of the rebase and go back to how it was", "git rebase --abort"),
    ("undo git add for everything in assets/images", "git restore --staged assets/images"),
    ("stage only some of the hunks in src/models/user.py", "git add -p src/models/user.py"),
    ("commit staged changes with message fix null check in login handler", "git commit -m 'fix null check in login handler'"),
    ("commit all modified tracked files with the message bump version to 3.4.1", "git commit -am 'bump version to 3.4.1'"),
    ("merge feature/checkout with a merge commit even if it could fast-forward", "git merge --no-ff feature/checkout"),
    ("merge origin/develop but only if its a fast forward", "git merge --ff-only origin/develop"),
    ("short git status with the branch line", "git status -sb"),
])
def test_the_phrasebook_answers_everyday_git(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("rsync /var/www to /mnt/backup/www keeping permissions and times", "rsync -av --delete /var/www/ /mnt/backup/www", "rsync -av /var/www/ /mnt/backup/www"),
    ("mirror /srv/data to backup01:/backups/data", "rsync -av --delete /srv/data/ backup01:/backups/data", "rsync -av --delete /srv/data/ backup01:/backups/data"),
])
def test_rsync_deletes_at_the_destination_only_when_asked(text, command, expected):
    from serval.model.rewrites import flags_unasked
    assert flags_unasked(command, recognize(text)) == expected


@pytest.mark.parametrize("command, expected", [
    ("tar -czf etc.tar.gz /etc", "sudo tar -czf etc.tar.gz /etc"),
    ("tar -czf home.tar.gz ~/notes", "tar -czf home.tar.gz ~/notes"),
    ("tar -czf nginx.tar.gz /etc/nginx", "tar -czf nginx.tar.gz /etc/nginx"),   # a folder everyone may read
    ("tar -czf r.tar.gz /root/scripts", "sudo tar -czf r.tar.gz /root/scripts"),
    ("tar -xzf etc.tar.gz", "tar -xzf etc.tar.gz"),   # an extraction reads no system file
])
def test_a_tar_of_etc_or_root_runs_as_root(command, expected):
    from serval.model.rewrites import system_archived_as_root
    assert system_archived_as_root(command) == expected


@pytest.mark.parametrize("text, expected", [
    ("find commits with JIRA-2291 in the message", "git log --grep=JIRA-2291"),
    ("commits whose message has fix in it, any case", "git log -i --grep=fix"),
    ("commits by carol mentioning cache in the message", "git log --author=carol --grep=cache"),
    ("which commits added or removed MAX_RETRIES", "git log -S MAX_RETRIES"),
    ("commits on origin/main that i don't have yet", "git log HEAD..origin/main"),
    ("which of my commits haven't been pushed to origin/feature/tax-calc", "git log origin/feature/tax-calc..HEAD"),
    ("throw away the last 2 commits completely", "git reset --hard HEAD~2"),
    ("put src/db.py back to how it was in 2b7c4d8", "git checkout 2b7c4d8 -- src/db.py"),
    ("revert 8f0d2a1 but don't commit yet", "git revert -n 8f0d2a1"),
    ("tag the current commit v2.4.0 with annotation Release 2.4.0", "git tag -a v2.4.0 -m 'Release 2.4.0'"),
    ("which tags include commit b81e0d4", "git tag --contains b81e0d4"),
    ("remove the old-mirror remote", "git remote remove old-mirror"),
    ("stash my changes as wip navbar refactor", "git stash push -m 'wip navbar refactor'"),
    ("blame lines 100-130 of core/engine.py", "git blame -L 100,130 core/engine.py"),
    ("history of lines 40 to 60 in app/server.js", "git log -L 40,60:app/server.js"),
])
def test_the_phrasebook_answers_git_history_and_undo(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("how many lines in data.txt start with a digit", "grep -c '^[0-9]' data.txt"),
    ("lines in notes.txt that start with a capital letter", "grep '^[A-Z]' notes.txt"),   # "notes" is no "not"
    ("delete the lines in data.txt that start with a number", "who"),   # lines removed, not shown
    ("lines in notes.txt that don't start with a capital letter", "who"),
    ("remove lines in notes.txt that contain a date like 2024-03-15", "who"),
])
def test_lines_by_shape_are_shown_or_counted_never_deleted(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("back up ~/Documents to /media/pete/BACKUP and keep the original dates", "cp -p ~/Documents /media/pete/BACKUP",
     "cp -a ~/Documents /media/pete/BACKUP"),   # a folder: cp -p alone refuses it
    ("copy vault.db to vault.bak keep timestamps", "cp -p vault.db vault.bak", "cp -p vault.db vault.bak"),
])
def test_a_folder_copied_with_its_attributes_is_archived(text, command, expected):
    from serval.model.rewrites import attributes_kept
    assert attributes_kept(command, recognize(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("show prices.csv lined up in nice columns", "column -t -s, prices.csv"),
    ("view data.tsv as a table", "column -t -s $'\\t' data.tsv"),
])
def test_a_table_file_is_shown_aligned(text, expected):
    assert phrasebook("who", recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("lines in app.log that contain both user=alice and denied", "grep user=alice app.log", "grep user=alice app.log | grep denied"),
    ("files under ~/src that use both useState and useEffect", "grep -rl useState ~/src", "grep -rl useState ~/src | xargs grep -l useEffect"),
    ("how many lines in app.log have both timeout and 'db 01'", "grep -c timeout app.log", "grep timeout app.log | grep -c 'db 01'"),
    ("lines with both error and disk in sys.log, any case", "grep -i disk sys.log", "grep -i disk sys.log | grep -i error"),
    # both already searched, or "both" of something else
    ("lines in app.log with both a and b", "grep a app.log | grep b", "grep a app.log | grep b"),
    ("count lines in both a.txt and b.txt", "wc -l a.txt b.txt", "wc -l a.txt b.txt"),
])
def test_both_of_two_searched_things_are_searched(text, command, expected):
    assert both_patterns(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("kill the python script scraper.py", "pkill python scraper.py", "pkill -f scraper.py"),
    ("stop the node app server.js with SIGTERM", "pkill -TERM node server.js", "pkill -TERM -f server.js"),
    ("terminate all node processes of alice", "pkill node alice", "pkill -u alice node"),
    ("kill all of bob's java processes", "pkill -9 java bob", "pkill -9 -u bob java"),
    # one pattern already, or two the request does not tell apart
    ("kill firefox", "pkill firefox", "pkill firefox"),
    ("kill chrome and slack", "pkill chrome slack", "pkill chrome slack"),
])
def test_pkill_gets_one_pattern(text, command, expected):
    assert pkill_one_pattern(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("send movie.mkv to media01:/mnt/media so i can resume if the connection drops", "scp -c movie.mkv media01:/mnt/media",
     "rsync -P movie.mkv media01:/mnt/media"),
    ("copy the photos folder to nas:/backup, resumable", "scp -r -P 2222 photos nas:/backup", "rsync -aP -e 'ssh -p 2222' photos nas:/backup"),
    ("send movie.mkv to media01:/mnt/media", "scp movie.mkv media01:/mnt/media", "scp movie.mkv media01:/mnt/media"),   # nothing to resume
])
def test_a_transfer_that_can_resume_is_rsync_P(text, command, expected):
    assert resumable_copy(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("tar up /srv/data into /backups with today's date in the filename", "tar -czf data-$(date +%F).tar.gz /srv/data /backups",
     "tar -czf /backups/data-$(date +%F).tar.gz /srv/data"),
    ("sudo tar /etc to /mnt/usb/ as etc.tar", "sudo tar -cf etc.tar /etc /mnt/usb/", "sudo tar -cf /mnt/usb/etc.tar /etc"),
    # both named as what is archived, or the archive already placed
    ("tar ~/docs and ~/notes into backup.tar.gz", "tar -czf backup.tar.gz ~/docs ~/notes", "tar -czf backup.tar.gz ~/docs ~/notes"),
    ("archive the photos in ~/a and the ones in ~/b", "tar -czf photos.tar.gz ~/a ~/b", "tar -czf photos.tar.gz ~/a ~/b"),
    ("tar up /srv/data into /backups", "tar -czf /backups/data.tar.gz /srv/data", "tar -czf /backups/data.tar.gz /srv/data"),
])
def test_a_new_archive_goes_into_the_folder_named_as_its_place(text, command, expected):
    assert archive_into_folder(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("convert data.tsv to data.csv", "tr ',' '\\t' < data.tsv > data.csv", "tr '\\t' ',' < data.tsv > data.csv"),
    ("make a tab separated copy of report.csv called report.tsv", "tr '\\t' ',' < report.csv > report.tsv", "tr ',' '\\t' < report.csv > report.tsv"),
    ("pretty print orders.tsv as an aligned table", "column -t -s, orders.tsv", "column -t -s$'\\t' orders.tsv"),
    ("list the column names of orders.tsv one per line with their numbers", "head -n 1 orders.tsv | tr ',' '\\n' | cat -n",
     "head -n 1 orders.tsv | tr '\\t' '\\n' | cat -n"),
    ("show data.csv as a table", "column -t -s, data.csv", "column -t -s, data.csv"),                         # already right
    ("show the semicolon separated data.csv as a table", "column -t -s';' data.csv", "column -t -s';' data.csv"),   # said in words
    ("replace tabs with commas in notes.txt", "tr '\\t' ',' < notes.txt", "tr '\\t' ',' < notes.txt"),          # no .csv or .tsv
])
def test_a_csv_is_split_at_commas_and_a_tsv_at_tabs(text, command, expected):
    from serval.model.rewrites.text import file_separators
    assert file_separators(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("ask google's 8.8.8.8 for the A record of wikipedia.org", "dig wikipedia.org", "dig @8.8.8.8 wikipedia.org"),
    ("PTR for 10.20.30.40 using our internal dns at 10.0.0.2", "dig -x 10.20.30.40", "dig @10.0.0.2 -x 10.20.30.40"),
    ("query the dns server 192.168.1.1 for nas.lan", "dig nas.lan", "dig @192.168.1.1 nas.lan"),
    ("reverse lookup of 8.8.8.8", "dig -x 8.8.8.8", "dig -x 8.8.8.8"),                           # the address looked up
    ("mx records of example.com from 1.1.1.1", "dig @1.1.1.1 MX example.com", "dig @1.1.1.1 MX example.com"),   # already asked
    ("ping 10.0.0.1", "ping 10.0.0.1", "ping 10.0.0.1"),
])
def test_dig_asks_the_dns_server_the_request_names(text, command, expected):
    from serval.model.rewrites.network import dns_server_said
    assert dns_server_said(command, recognize(text)) == expected


@pytest.mark.parametrize("text, command, expected", [
    ("add 10.1.1.5 gitlab.lan to /etc/hosts unless gitlab.lan is already in there", "echo '10.1.1.5 gitlab.lan' | sudo tee -a /etc/hosts",
     "grep -qF 'gitlab.lan' /etc/hosts || echo '10.1.1.5 gitlab.lan' | sudo tee -a /etc/hosts"),
    ("append 'export EDITOR=vim' to ~/.bashrc if it's not already there", "echo 'export EDITOR=vim' >> ~/.bashrc",
     "grep -qxF 'export EDITOR=vim' ~/.bashrc || echo 'export EDITOR=vim' >> ~/.bashrc"),
    ("append 'hello' to notes.txt", "echo 'hello' >> notes.txt", "echo 'hello' >> notes.txt"),
])
def test_a_line_is_appended_once_where_the_request_says_so(text, command, expected):
    from serval.model.rewrites.editing import appended_once
    assert appended_once(command, recognize(text)) == expected


def test_a_line_appended_once_is_not_appended_twice_for_real(tmp_path):
    from serval.model.rewrites.editing import appended_once
    from shell_helpers import run_in_folder
    command = appended_once("echo 'export EDITOR=vim' >> rc", recognize("append 'export EDITOR=vim' to rc if it's not already there"))
    (tmp_path / "rc").write_text("alias ll='ls -l'\n")
    run_in_folder(command, tmp_path)
    run_in_folder(command, tmp_path)
    assert (tmp_path / "rc").read_text() == "alias ll='ls -l'\nexport EDITOR=vim\n"
