# serval.bash: ServalShell for bash >= 4. Type `# what you want` and press Ctrl-G; the line is
# replaced by a suggested command (never run). Ctrl-G again on the unedited suggestion shows
# the next candidate; readline's undo (Ctrl-_ or Ctrl-x Ctrl-u; `u` in vi command mode) brings
# the comment back.
#
# Load it with `eval "$(serval init bash)"` in ~/.bashrc (install.sh adds that line).
# Settings, environment variables read when used:
#   SERVAL_BIN           client command to call                     (default: serval)
#   SERVAL_KEY           key to bind, readline syntax; read at load  (default: \C-g)
#   SERVAL_NO_BIND=1     define the functions and hooks but bind no key (read at load)
#   SERVAL_NO_FEEDBACK=1 send no accepted/corrected/rejected feedback
#   SERVAL_KEEP_COMMENT=1 keep the request as a trailing comment: `cmd  # request`
#   SERVAL_TIMEOUT_MS    how long the client waits for the daemon    (default: 1500)
#   SERVAL_N             number of candidates to ask for             (default: 5)
#
# How the key keeps its old meaning on other lines: `bind -x` runs shell code, never a
# readline function. With the usual old bindings the key is bound with `bind -x` directly and
# the old function is imitated: `abort` (emacs, vi-command) rings the bell, `self-insert`
# (vi-insert) inserts the character. A direct `bind -x` also keeps Ctrl-R then Ctrl-G
# cancelling the search (readline's search cancels on a Ctrl-G bound to any function, but not
# on one bound to a macro). If the key had any other readline function, it is bound instead
# to a macro of two private key sequences: the first runs __serval_dispatch (bind -x), which
# binds the second, just before readline reads it, either to nothing (the line was handled)
# or to the old function.
#
# The request is synchronous (bash has no async hook); the client gives up after
# SERVAL_TIMEOUT_MS and a hard `timeout` bounds the whole call. Ctrl-C while waiting cancels it
# and keeps the line. Feedback comes from PROMPT_COMMAND plus a DEBUG trap (the bash-preexec
# technique), chained with any PROMPT_COMMAND and DEBUG trap already set.
# Private helpers are named __serval_*. Nothing is printed while this file loads, except one
# line on bash older than 4 (which cannot edit the line from a key binding).

# Only interactive shells, bash >= 4. If-blocks, not `return`: under `eval "$(serval init bash)"`
# in ~/.bashrc a return would end ~/.bashrc itself.
if [[ $- == *i* ]] && (( ${BASH_VERSINFO[0]:-0} < 4 )); then
  printf 'serval: bash %s is too old for the Ctrl-G widget (needs bash 4 or newer); nothing bound\n' \
    "$BASH_VERSION" >&2
elif [[ $- == *i* ]]; then

__serval_seq_dispatch='\e[5999~'    # private key sequence: runs __serval_dispatch
__serval_seq_after='\e[5998~'       # private key sequence: rebound per press (see header)
__serval_query=''                   # request text of the current suggestion (without the #)
__serval_orig=''                    # the line as typed before it was replaced (the comment)
__serval_cands=()                   # candidate commands, best first
__serval_warns=()                   # safety warnings, parallel to __serval_cands
__serval_idx=0                      # 1-based index of the candidate on the line; 0 = none
__serval_shown=''                   # the exact line the widget put there (to spot edits)
__serval_histnum=0                  # history number when the suggestion was shown
__serval_armed=0                    # 1 between the prompt and the next command (DEBUG trap)
__serval_ran=''                     # the command line run while a suggestion was live
__serval_ran_set=0                  # 1 when the DEBUG trap saw a command after the prompt
declare -gA __serval_prev 2>/dev/null || true  # keymap -> readline function of the key before us

# One JSON array of strings, escaped by hand (no jq, no python on this path).
__serval_json_list() {
  local s out='[' sep=''
  for s in "$@"; do
    s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\t'/\\t}; s=${s//$'\n'/\\n}; s=${s//$'\r'/\\r}
    out+="$sep\"$s\""; sep=','
  done
  printf '%s]' "$out"
}

# Send feedback in the background; never waits, never prints.
__serval_feedback() {
  [[ ${SERVAL_NO_FEEDBACK:-0} == 1 ]] && return 0
  local verdict=$1 final=$2 exit_status=$3
  local args=(--verdict "$verdict" --query "$__serval_query"
              --suggested "${__serval_cands[__serval_idx-1]}" --rank "$(( __serval_idx - 1 ))"
              --candidates-json "$(__serval_json_list "${__serval_cands[@]}")")
  [[ -n $final ]] && args+=(--final "$final")
  [[ -n $exit_status ]] && args+=(--exit "$exit_status")
  ( "${SERVAL_BIN:-serval}" _shell feedback "${args[@]}" </dev/null >/dev/null 2>&1 & )
}

# Forget the current suggestion, reporting it as rejected first if it is still live.
__serval_reject() {
  (( __serval_idx > 0 )) && __serval_feedback rejected
  __serval_idx=0 __serval_shown='' __serval_cands=() __serval_warns=()
}

# Print a message above the prompt; readline redraws the prompt and line after the widget.
__serval_say() {
  printf '%s\n' "$1" >/dev/tty
}

# Put candidate number $1 on the line, cursor at the end; say which one it is.
__serval_show() {
  __serval_idx=$1
  local cmd=${__serval_cands[$1-1]} warn=${__serval_warns[$1-1]}
  [[ ${SERVAL_KEEP_COMMENT:-0} == 1 ]] && cmd+="  # $__serval_query"
  READLINE_LINE=$cmd
  READLINE_POINT=${#READLINE_LINE}
  __serval_shown=$READLINE_LINE
  __serval_histnum=$HISTCMD
  __serval_say "serval $1/${#__serval_cands[@]}${warn:+  warning: $warn}"
}

# One short line explaining a failed request and what to do next.
__serval_error_message() {
  local rc=$1 out=$2 last=${2##*$'\n'}
  case $rc in
    2|3|4) printf '%s' "${last:-serval: request failed (exit $rc) - run: serval doctor}" ;;
    124)   printf '%s' "serval: the client did not answer in time - run: serval doctor" ;;
    127)   printf '%s' "serval: command '${SERVAL_BIN:-serval}' not found - run install.sh or set SERVAL_BIN" ;;
    130)   printf '%s' "serval: cancelled" ;;
    *)     printf '%s' "serval: request failed (exit $rc${last:+: $last}) - run: serval doctor" ;;
  esac
}

# Ask the client for candidates for the `# request` on the line and show the best one.
__serval_translate() {
  local query=$READLINE_LINE
  query=${query#"${query%%[![:space:]]*}"}   # leading spaces
  query=${query#\#}
  query=${query#"${query%%[![:space:]]*}"}
  query=${query%"${query##*[![:space:]]}"}   # trailing spaces
  if [[ -z $query ]]; then
    __serval_say "serval: type a request after the #, e.g.  # find log files bigger than 10MB"
    return 0
  fi
  __serval_reject
  local ms=${SERVAL_TIMEOUT_MS:-1500} out rc=0 limit
  [[ $ms =~ ^[0-9]+$ ]] || ms=1500
  limit=$(( (ms + 2000) / 1000 ))           # hard bound: client timeout plus start-up slack
  local -a timeout_cmd=()
  type -P timeout >/dev/null && timeout_cmd=(timeout --foreground -k 1 "$limit")
  # Ctrl-C while waiting: the client dies of SIGINT; this trap keeps bash (and the line) alive.
  local old_int
  old_int=$(trap -p INT)
  trap ':' INT
  out=$(SERVAL_TIMEOUT_MS=$ms "${timeout_cmd[@]}" "${SERVAL_BIN:-serval}" _shell translate \
        -n "${SERVAL_N:-5}" -- "$query" 2>&1 </dev/null) || rc=$?
  if [[ -n $old_int ]]; then eval "$old_int"; else trap - INT; fi
  local -a cands=() warns=()
  local line
  if (( rc == 0 )); then
    while IFS= read -r line; do
      [[ $line == *$'\t'* ]] || continue
      cands+=("${line%%$'\t'*}")
      warns+=("${line#*$'\t'}")
    done <<<"$out"
  fi
  if (( ${#cands[@]} == 0 )); then
    if (( rc == 0 )); then
      __serval_say "serval: no suggestion for that request - try rewording it"
    else
      __serval_say "$(__serval_error_message "$rc" "$out")"
    fi
    return 0
  fi
  __serval_query=$query
  __serval_orig=$READLINE_LINE
  __serval_cands=("${cands[@]}") __serval_warns=("${warns[@]}")
  __serval_show 1
}

# Bound (bind -x) to the key itself ($1 = direct) or to the first private sequence of the key's
# macro ($1 = macro); $2 is the keymap the binding is in (readline does not tell bind -x).
__serval_dispatch() {
  local km
  if (( __serval_idx > 0 )) && [[ $READLINE_LINE == "$__serval_shown" ]]; then
    __serval_show $(( __serval_idx % ${#__serval_cands[@]} + 1 ))
  elif [[ $READLINE_LINE =~ ^[[:space:]]*# ]]; then
    __serval_translate
  elif [[ $1 == macro ]]; then
    for km in emacs-standard vi-insert vi-command; do
      bind -m "$km" "\"$__serval_seq_after\": ${__serval_prev[$km]:-abort}"
    done
    return 0
  else
    __serval_old_key "$2"
    return 0
  fi
  if [[ $1 == macro ]]; then
    for km in emacs-standard vi-insert vi-command; do
      bind -m "$km" "\"$__serval_seq_after\": \"\""
    done
  fi
}

# The key's old meaning, for a direct binding in keymap $1: self-insert, else abort (bell).
__serval_old_key() {
  if [[ ${__serval_prev[$1]} == self-insert ]]; then
    READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$'\a'${READLINE_LINE:READLINE_POINT}
    (( READLINE_POINT++ ))
  else
    printf '\a' >/dev/tty
  fi
}

# --- feedback from real execution: PROMPT_COMMAND (precmd) + DEBUG trap (preexec) ----------

# DEBUG trap: the first command after the prompt is the user's line.
__serval_debug() {
  local status=$?
  if (( __serval_armed )) && [[ -z ${COMP_LINE+x} && $BASH_COMMAND != __serval_* ]]; then
    __serval_armed=0
    if (( __serval_idx > 0 )); then
      local entry
      entry=$(HISTTIMEFORMAT='' builtin history 1 2>/dev/null)
      if [[ $entry =~ ^[[:space:]]*([0-9]+)[*[:space:]]+(.*)$ ]] \
          && (( BASH_REMATCH[1] >= __serval_histnum )); then
        __serval_ran=${BASH_REMATCH[2]}
      else
        __serval_ran=$BASH_COMMAND   # history off or line not recorded: first command only
      fi
      __serval_ran_set=1
    fi
  fi
  return $status
}

# First entry of PROMPT_COMMAND: the command has finished with status $?.
__serval_precmd() {
  local status=$?
  __serval_armed=0
  if (( __serval_idx > 0 )); then
    local ran=$__serval_ran
    if (( ! __serval_ran_set )) || [[ -z $ran || $ran =~ ^[[:space:]]*# ]]; then
      __serval_reject                         # abandoned, cleared, or undone back to a comment
    elif [[ $ran == "$__serval_shown" ]]; then
      __serval_feedback accepted "${__serval_cands[__serval_idx-1]}" "$status"
    else
      __serval_feedback corrected "${ran%"  # $__serval_query"}" "$status"
    fi
    __serval_idx=0 __serval_shown='' __serval_cands=() __serval_warns=()
  fi
  __serval_ran='' __serval_ran_set=0
  return $status
}

# Last entry of PROMPT_COMMAND: from now on the DEBUG trap waits for the user's command.
__serval_arm() {
  __serval_armed=1
}

# Chaining in front of an existing DEBUG trap cannot happen here: inside a function or a
# sourced file `trap -p DEBUG` shows nothing (the trap is not inherited without functrace).
# So, like bash-preexec, PROMPT_COMMAND runs this code once at the top level and removes it.
__serval_install_str=$'__serval_old_debug=$(trap -p DEBUG)\n__serval_debug_cmd\ntrap -- "$__serval_old_debug" DEBUG\n__serval_uninstall_str'

# Turn the saved `trap -p DEBUG` line into the new trap: ours first, then the old one.
__serval_debug_cmd() {
  local old=$__serval_old_debug
  if [[ $old == *__serval_debug* ]]; then return 0; fi
  old=${old#"trap -- '"}
  old=${old%"' DEBUG"}
  old=${old//"'\\''"/"'"}
  __serval_old_debug="__serval_debug${old:+$'\n'$old}"
}

__serval_uninstall_str() {
  unset __serval_old_debug
  if [[ $(declare -p PROMPT_COMMAND 2>/dev/null) == "declare -a"* ]]; then
    local -a kept=() entry
    for entry in "${PROMPT_COMMAND[@]}"; do
      [[ $entry == "$__serval_install_str" ]] || kept+=("$entry")
    done
    PROMPT_COMMAND=("${kept[@]}")
  else
    PROMPT_COMMAND=${PROMPT_COMMAND/$'\n'"$__serval_install_str"/}
  fi
}

__serval_install_hooks() {
  if [[ $(declare -p PROMPT_COMMAND 2>/dev/null) == "declare -a"* ]]; then
    [[ " ${PROMPT_COMMAND[*]} " == *" __serval_precmd "* ]] ||
      PROMPT_COMMAND=(__serval_precmd "${PROMPT_COMMAND[@]}" "$__serval_install_str" __serval_arm)
  elif [[ $PROMPT_COMMAND != *__serval_precmd* ]]; then
    PROMPT_COMMAND=__serval_precmd${PROMPT_COMMAND:+$'\n'$PROMPT_COMMAND}$'\n'$__serval_install_str$'\n'__serval_arm
  fi
}

__serval_bind() {
  local key=${SERVAL_KEY:-'\C-g'} km prev direct=1
  for km in emacs-standard vi-insert vi-command; do
    prev=$(bind -m "$km" -p 2>/dev/null | command grep -F -m1 "\"$key\": ")
    prev=${prev##*: }
    if [[ -n $prev ]]; then
      __serval_prev[$km]=$prev
    elif [[ -z ${__serval_prev[$km]} ]]; then
      [[ $km == vi-insert ]] && __serval_prev[$km]=self-insert || __serval_prev[$km]=abort
    fi
    case ${__serval_prev[$km]} in abort|self-insert|ding) ;; *) direct=0 ;; esac
  done
  for km in emacs-standard vi-insert vi-command; do
    # bash 5.1: rebinding a key already bound with bind -x breaks other bind -x keys; unbind first.
    bind -m "$km" -r "$key" 2>/dev/null
    if (( direct )); then
      bind -m "$km" -x "\"$key\": __serval_dispatch direct $km"
    else
      bind -m "$km" -r "$__serval_seq_dispatch" 2>/dev/null
      bind -m "$km" -x "\"$__serval_seq_dispatch\": __serval_dispatch macro $km"
      bind -m "$km" "\"$__serval_seq_after\": \"\""
      bind -m "$km" "\"$key\": \"$__serval_seq_dispatch$__serval_seq_after\""
    fi
  done
}

__serval_install_hooks
# Line editing must be on (it is off in `bash -i` without a terminal, e.g. under `script`).
if [[ ${SERVAL_NO_BIND:-0} != 1 && -t 0 ]] && [[ -o emacs || -o vi ]]; then
  __serval_bind
fi

# Pre-warm the daemon in the background, silently.
( "${SERVAL_BIN:-serval}" _shell warm </dev/null >/dev/null 2>&1 & )

fi
