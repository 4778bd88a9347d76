"""Rewrites of a filled command from what the request says in words.

Each rewrite takes the slot-filled command of one beam candidate and the recognised request and
returns the command, changed only where the request says something the model's command contradicts
or leaves out: the name a link is to have, the host a copy goes to, "follow", "each folder in",
"recursively", a chmod mode in words. ``rewrite`` applies them all in order (``REWRITES``); the
translator calls it on every candidate before ranking.

The rewrites live in modules by what they rewrite: ``links`` (ln, and copies to other hosts with scp, rsync
and ssh-copy-id); ``find`` (find's names, kinds, sizes, depth and actions); ``dates`` (date's formats and
zones, dated names, touch's time and find's ages); ``archives`` (tar, zip and the compressors, compressed
readers and checksums); ``grep`` (grep's recursion, names, line numbers, context, includes and patterns);
``editing`` (sed's edits, tr's translations and line endings); ``text`` (cut, awk, sort, uniq, wc, comm,
split, head and tail); ``files`` (cp, mv, rm, ls, du, stat, chmod and chown); ``folders`` (names joined to the
folders they are in, folders made first); ``processes`` (ps, kill, systemctl, the journal, cron, shutdown,
groups and wrappers); ``network`` (ports, curl and wget, and values said for network tools); ``devtools``
(git, pip, apt, python, java and docker); ``general`` (repairs that apply to any tool); ``shared`` (helpers
several of these modules use). This package keeps ``REWRITES`` and ``rewrite`` and re-exports every public
name (and the names callers take from here), so ``from serval.model.rewrites import X`` works as it did when
this was one module.
"""

from __future__ import annotations

import logging

from serval.model.entities import Recognized
from serval.model.phrasebook import phrasebook
from serval.model.rewrites.archives import (archive_into_folder, system_archived_as_root, archive_source, compressed_readers, compression_kept, folder_as_archive, compressed_to, excluded_not_archive, failures_only, folder_before_members, gzipped_in_folder, hash_forms, here_globbed,
                                            hash_named, listed_excludes, moved_what_was_made, operands_in_place, original_removed, plain_compressor, sum_flags_kept,
                                            sums_saved, tar_from_list, tar_mode_given, tar_restored, compression_level, tar_reads_list, top_folder_dropped, unpacked_into, unzip_members,
                                            zip_folder_left_out, zip_only_kinds, zip_password_said)
from serval.model.rewrites.dates import (ZONES, end_day_included, moved_by_tests, moved_newer_than, access_times, ages_between, year_bounds, content_times, date_format_operand, date_operand_flagged, date_format_said, date_format_words, date_side,
                                         dated_names, day_bounded, find_age_added, time_sign, today_from_midnight, touch_time_said, zone_named)
from serval.model.rewrites.devtools import (IMAGE_PORTS, all_output_teed, apt_asked, apt_not_yum, commit_message, commits_kept, container_side,
                                            diff_names_only, diff_options_said, bytes_compared, git_author, image_port, java_class_run, local_package, packages_listed, pip_requirements,
                                            python_runs, streams_said, tee_unasked, venv_activate, version_asked)
from serval.model.rewrites.editing import (appended_once, backup_by_sed, line_endings_way, line_inserted, range_marked, sed_any_case, sed_backup_kept, sed_in_place,
                                           replacement_said, sed_rebuilt, sed_shown_not_saved, time_range_lines, sed_substitution_built, sed_unswapped, sed_word_edit, substitution_addressed, tr_classes,
                                           tr_sets_said, tr_turned, named_line_start)
from serval.model.rewrites.files import (attributes_kept, converted_output, copied_with_mode, du_asked, du_each, extension_swap, folder_files_moved, folder_itself_listed,
                                         folder_space_used, found_sorted_by_size, df_here, space_hogs, fs_types_said, group_kept, image_written, kinds_listed, listed_files_used, listing_turned, ls_only, ls_times_said,
                                         modes_by_kind, newest_kept, newest_one, owner_and_group, owner_changed_as_root, prefix_added, recursion_asked, rm_files_not_trees, said_mode,
                                         spoken_mode, stat_fields, total_size)
from serval.model.rewrites.find import (age_end_kept, deletion_unasked, depth_uncapped, not_executable, broken_links, case_pairs_joined, each_confirmed, empty_kind, exec_not_recursive, extensions_counted,
                                        find_compresses,
                                        find_deletes, find_fixed, find_here, find_kind_said, find_modes_said, find_names_listed, find_not_deeper, find_not_from_destination, find_printed_said,
                                        find_alternatives_negated, find_owner_added, find_owner_said, find_plain, links_into, find_pruned, find_size_added, find_tests_worded, name_both_ends, name_part_glob, name_start_kept, one_filesystem,
                                        lines_of_found, size_below_one_unit, size_sign_said, timed_files_only)
from serval.model.rewrites.folders import (same_folder_copy, listed_in_order, destination_said, private_folder, folder_in_place, folder_made_first, glob_in_place, globs_placed, dotfile_at_home, home_placed, made_inside, mkdir_parents,
                                           named_in_folder, names_listed, own_folder_left, place_joined)
from serval.model.rewrites.general import (HYPOTHETICAL, asked_manner, common_spellings, denied_reader, dry_run, root_only_read, echo_for_text, flags_said,
                                           flags_unasked, here_unsaid, project_here, small_repairs, stage_repeated, tool_flags_said, typed_flags)
from serval.model.rewrites.grep import (blind_filter_dropped, both_patterns, include_as_pattern, caps_phrase_kept, comments_and_blanks, inversion_asked, kept_but_not, find_grep_recursive, contents_searched, context_side, either_pattern, email_pattern, exclude_dir_base,
                                        first_matches, followed_lines, grep_folder_recursive, grep_glob_anchored, grep_include, grep_lines_asked,
                                        grep_names_only, kind_kept, line_numbers_only, lines_not_files, searched_case, searched_not_included,
                                        unasked_inversion)
from serval.model.rewrites.links import (host_not_path, identity_key_used, key_comment_unasked, key_file_named, link_name, link_target_first,
                                         mirror_contents, named_link_last, remote_as_written, remote_copy_tool, remote_cp_as_scp, resumable_copy, remote_folder_recursive,
                                         rsync_options_said, rsync_ssh_port, scp_host_named)
from serval.model.rewrites.network import (dns_server_said, bearer_header, credentials_joined, dns_record_said, download_saved, foreign_port, lsof_port,
                                           output_in_folder, socket_protocols, ufw_protocol, url_kept, user_before_host, valued_flags_said)
from serval.model.rewrites.processes import (pkill_one_pattern, command_wrapped, user_units_unrooted, status_after_action, crontab_wiped, signal_said, disk_or_memory, free_units, group_commands, header_uncounted,
                                             journal_grepped, journal_unit, me_as_owner, me_as_user, owner_of_processes, own_account_unrooted, pid_file_read, pid_only, plural_processes, sampled_in_turn,
                                             service_state_asked, shutdown_scheduled, systemctl_unit, unit_masked, watched_unquoted, wrapped_program)
from serval.model.rewrites.text import (file_separators, access_log_field, asked_follow, awk_columns, counts_ranked, awk_field_test, chars_left_out, column_left_out, comm_columns,
                                        cut_ranges, duplicates_dropped, fields_counted, fields_onward, first_columns, inputs_sorted, length_compared,
                                        lines_counted, lines_end_said, lines_left_out, line_tools_fixed, one_count, plural_top, range_numbered, said_separator, sort_appended, sort_in_place,
                                        sort_key_bounded, sort_key_said, head_count_said, sort_keys_said, sort_output_named, header_on_top, one_row_kept, split_prefix, tr_in_place, unasked_follow, uniq_asked, wc_counts_said, second_to_last_field, empty_field_test, matches_counted_by_line)

__all__ = [
    "HYPOTHETICAL", "IMAGE_PORTS", "REWRITES", "ZONES", "access_log_field", "access_times",
    "age_end_kept", "ages_between", "year_bounds", "all_output_teed", "apt_asked", "apt_not_yum", "archive_into_folder", "archive_source", "asked_follow",
    "asked_manner", "attributes_kept", "awk_columns", "awk_field_test", "backup_by_sed", "bearer_header", "blind_filter_dropped",
    "broken_links", "caps_phrase_kept", "case_pairs_joined", "chars_left_out", "column_left_out", "comm_columns",
    "command_wrapped", "comments_and_blanks", "commit_message", "commits_kept", "common_spellings",
    "compressed_readers", "compressed_to", "container_side", "content_times", "contents_searched", "context_side",
    "converted_output", "copied_with_mode", "credentials_joined", "crontab_wiped", "cut_ranges",
    "date_format_operand", "date_format_said", "date_format_words", "date_operand_flagged", "date_side", "dated_names", "destination_said", "day_bounded",
    "denied_reader", "root_only_read", "diff_names_only", "diff_options_said", "bytes_compared", "disk_or_memory", "dns_record_said", "download_saved", "dry_run",
    "du_asked", "du_each", "duplicates_dropped", "each_confirmed", "echo_for_text", "either_pattern", "email_pattern",
    "empty_field_test", "empty_kind", "end_day_included", "exclude_dir_base", "excluded_not_archive", "exec_not_recursive", "extension_swap",
    "extensions_counted", "failures_only", "fields_counted", "fields_onward", "find_age_added", "find_compresses", "find_deletes",
    "find_fixed", "find_grep_recursive", "find_here", "find_kind_said", "find_modes_said", "find_names_listed",
    "find_not_deeper", "find_not_from_destination", "find_alternatives_negated", "links_into", "private_folder", "deletion_unasked", "depth_uncapped", "moved_by_tests", "moved_newer_than", "find_owner_added", "find_owner_said", "find_plain", "find_printed_said", "find_pruned", "find_size_added", "find_tests_worded", "first_columns",
    "first_matches", "flags_said", "flags_unasked", "folder_before_members", "folder_files_moved", "folder_in_place", "folder_itself_listed",
    "folder_made_first", "folder_space_used", "found_sorted_by_size", "df_here", "space_hogs", "followed_lines", "foreign_port", "free_units", "fs_types_said",
    "git_author", "glob_in_place", "globs_placed", "grep_folder_recursive", "grep_glob_anchored", "grep_include",
    "grep_lines_asked", "grep_names_only", "group_commands", "group_kept", "gzipped_in_folder",
    "hash_forms", "hash_named", "header_on_top", "header_uncounted", "here_globbed", "here_unsaid", "dotfile_at_home", "home_placed", "host_not_path",
    "identity_key_used", "image_port", "image_written", "inversion_asked", "inputs_sorted", "java_class_run",
    "journal_grepped", "journal_unit", "kept_but_not", "key_comment_unasked", "key_file_named", "kind_kept",
    "kinds_listed", "length_compared", "line_endings_way", "line_inserted", "line_numbers_only", "line_tools_fixed",
    "lines_counted", "lines_end_said", "lines_left_out", "lines_not_files", "link_name",
    "link_target_first", "listed_excludes", "listed_files_used", "listing_turned", "ls_times_said", "local_package",
    "ls_only", "lsof_port", "made_inside", "matches_counted_by_line", "mirror_contents", "mkdir_parents", "modes_by_kind",
    "moved_what_was_made", "name_both_ends", "name_part_glob", "name_start_kept", "named_in_folder", "named_link_last",
    "named_line_start", "names_listed", "newest_kept", "newest_one", "one_count", "one_filesystem", "one_row_kept", "operands_in_place", "original_removed",
    "output_in_folder", "own_folder_left", "own_account_unrooted", "owner_and_group", "owner_changed_as_root", "owner_of_processes", "packages_listed",
    "listed_in_order", "phrasebook", "pid_file_read", "pid_only", "pkill_one_pattern", "pip_requirements", "place_joined", "plain_compressor", "plural_processes",
    "plural_top", "prefix_added", "project_here", "python_runs", "range_marked", "range_numbered", "recursion_asked",
    "remote_as_written", "remote_copy_tool", "remote_cp_as_scp", "resumable_copy", "remote_folder_recursive", "rewrite", "rm_files_not_trees",
    "rsync_options_said", "rsync_ssh_port", "said_mode", "same_folder_copy", "said_separator", "sampled_in_turn", "scp_host_named", "searched_case",
    "searched_not_included", "second_to_last_field", "sed_any_case", "sed_backup_kept", "sed_in_place", "sed_rebuilt",
    "sed_shown_not_saved", "time_range_lines", "sed_substitution_built", "sed_unswapped", "sed_word_edit", "service_state_asked", "shutdown_scheduled",
    "signal_said", "lines_of_found", "size_below_one_unit", "size_sign_said", "timed_files_only", "small_repairs", "socket_protocols", "sort_appended", "sort_in_place", "sort_key_bounded", "sort_key_said", "head_count_said", "sort_keys_said",
    "sort_output_named", "split_prefix", "spoken_mode", "stage_repeated", "stat_fields", "streams_said",
    "substitution_addressed", "sum_flags_kept", "sums_saved", "system_archived_as_root", "systemctl_unit", "tar_from_list",
    "tar_mode_given", "tar_reads_list", "tar_restored", "compression_level", "tee_unasked", "time_sign", "today_from_midnight", "tool_flags_said", "user_units_unrooted", "status_after_action",
    "top_folder_dropped", "total_size", "touch_time_said", "tr_classes", "tr_in_place", "tr_sets_said", "tr_turned", "typed_flags",
    "ufw_protocol", "unasked_follow", "unasked_inversion", "uniq_asked", "unit_masked", "unpacked_into", "unzip_members", "include_as_pattern", "not_executable", "counts_ranked", "folder_as_archive", "me_as_owner", "me_as_user", "compression_kept", "replacement_said",
    "url_kept", "user_before_host", "valued_flags_said", "venv_activate", "version_asked", "watched_unquoted",
    "wc_counts_said", "wrapped_program", "zip_folder_left_out", "zip_only_kinds", "zip_password_said", "zone_named",
]


_log = logging.getLogger(__name__)


REWRITES = (named_link_last, link_target_first, scp_host_named, remote_as_written, remote_copy_tool, resumable_copy, unasked_follow, name_part_glob,
            first_columns, plural_processes, names_listed, destination_said, place_joined, image_port, typed_flags, container_side,
            spoken_mode, recursion_asked, echo_for_text, python_runs, asked_follow, commit_message, du_each, folder_files_moved,
            local_package, java_class_run, plural_top, foreign_port, lsof_port, extension_swap, mkdir_parents,
            venv_activate, sed_unswapped, sed_rebuilt, sed_substitution_built, host_not_path, unasked_inversion, excluded_not_archive, archive_source,
            converted_output, systemctl_unit, original_removed, dry_run, empty_kind, find_grep_recursive, grep_folder_recursive,
            tr_sets_said, tr_in_place, range_numbered, tr_turned, awk_columns, find_here, grep_lines_asked, line_endings_way,
            rm_files_not_trees, exec_not_recursive, grep_include, socket_protocols, zone_named, exclude_dir_base,
            comments_and_blanks, gzipped_in_folder, git_author, followed_lines, pip_requirements, rsync_ssh_port, rsync_options_said,
            listed_excludes, flags_said, kind_kept, denied_reader, root_only_read, owner_and_group, owner_changed_as_root, commits_kept, find_deletes,
            case_pairs_joined, diff_names_only, diff_options_said, bytes_compared, said_separator, file_separators, fields_onward, lines_left_out, uniq_asked,
            total_size, unzip_members, archive_into_folder, output_in_folder, hash_forms, version_asked, time_sign, mirror_contents,
            ages_between, year_bounds, chars_left_out, cut_ranges, wc_counts_said, pid_file_read, here_unsaid, folder_made_first,
            copied_with_mode, tar_from_list, compressed_to, zip_password_said, zip_folder_left_out, zip_only_kinds, listed_files_used, service_state_asked, apt_asked,
            line_inserted, credentials_joined, download_saved,
            top_folder_dropped, owner_of_processes, pkill_one_pattern, grep_glob_anchored,
            moved_by_tests, moved_newer_than, find_not_from_destination, deletion_unasked, depth_uncapped, find_compresses, find_age_added, find_size_added, find_modes_said, find_owner_said, find_owner_added, find_tests_worded, find_pruned, date_side, modes_by_kind, watched_unquoted, sampled_in_turn, own_account_unrooted,
            comm_columns, sed_any_case, searched_case,
            length_compared, either_pattern, named_line_start, sed_shown_not_saved, time_range_lines, dated_names,
            crontab_wiped, signal_said, tool_flags_said, user_units_unrooted, status_after_action, context_side, tr_classes, named_in_folder, kinds_listed, find_names_listed, find_alternatives_negated, links_into, private_folder, made_inside,
            asked_manner, folder_in_place, find_fixed, ls_only, folder_itself_listed, small_repairs, split_prefix, glob_in_place, globs_placed,
            contents_searched, grep_names_only, content_times, date_format_said, date_format_words, date_format_operand, date_operand_flagged, sed_backup_kept,
            own_folder_left, range_marked, shutdown_scheduled, ufw_protocol, remote_cp_as_scp,
            journal_grepped, journal_unit, listing_turned, ls_times_said, group_kept, sort_in_place, group_commands, unit_masked,
            awk_field_test, fields_counted, column_left_out, line_numbers_only, key_file_named, identity_key_used, dns_record_said, operands_in_place,
            bearer_header, home_placed, day_bounded, end_day_included, broken_links, access_times, prefix_added,
            newest_kept, newest_one, moved_what_was_made, today_from_midnight, phrasebook, dns_server_said, appended_once, dotfile_at_home, extensions_counted,
            sort_key_bounded, sort_key_said, head_count_said, sort_keys_said, header_on_top, one_row_kept, second_to_last_field, empty_field_test, matches_counted_by_line, attributes_kept, one_filesystem, failures_only, tar_mode_given, tar_restored, compression_level,
            searched_not_included, packages_listed, remote_folder_recursive, sum_flags_kept,
            duplicates_dropped, backup_by_sed, substitution_addressed, hash_named,
            pid_only, key_comment_unasked, image_written, each_confirmed, access_log_field,
            email_pattern, free_units, common_spellings, flags_unasked, find_plain,
            stat_fields, touch_time_said, find_kind_said, sed_in_place, first_matches, project_here, all_output_teed,
            plain_compressor, compressed_readers, lines_end_said, apt_not_yum, sed_word_edit, inputs_sorted, lines_counted, sort_output_named,
            user_before_host, valued_flags_said, disk_or_memory, one_count, name_both_ends, name_start_kept, find_printed_said, age_end_kept, find_not_deeper, url_kept, lines_not_files, size_sign_said, size_below_one_unit, timed_files_only, lines_of_found, folder_space_used, found_sorted_by_size, df_here, space_hogs, fs_types_said, du_asked, wrapped_program, command_wrapped,
            header_uncounted, tar_reads_list, here_globbed, sums_saved, stage_repeated, both_patterns, sort_appended, line_tools_fixed, inversion_asked, caps_phrase_kept, kept_but_not, tee_unasked, streams_said, unpacked_into, folder_before_members, listed_in_order, same_folder_copy, system_archived_as_root, me_as_owner, me_as_user, compression_kept, replacement_said, folder_as_archive, counts_ranked, include_as_pattern, not_executable, blind_filter_dropped)


def rewrite(command: str, rec: Recognized) -> str:
    """``command`` after every rewrite of ``REWRITES``. A rewrite that fails on a command it did not foresee leaves
    the command as it was (logged), so one rule's bug costs one rewrite, not the user's whole answer. A rewrite
    that splits the command at spaces and joins it again changes nothing but the spaces of a quoted run (``sed
    's/\\t/    /g'``): the command keeps its own."""
    for step in REWRITES:
        try:
            new = step(command, rec)
        except Exception:   # noqa: BLE001 - any bug of one rule; the others still run
            _log.exception("rewrite %s failed on %r", step.__name__, command)
            continue
        if new != command and new.split() != command.split():
            command = new
    return command
