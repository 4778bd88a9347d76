# serval.zsh: ServalShell for zsh. Type `# what you want` and press Ctrl-G; the line is
# replaced by a suggested command (never run). Ctrl-G again on the unedited suggestion shows
# the next candidate; undo (Ctrl-_) brings the comment back.
#
# Load it with `eval "$(serval init zsh)"` in ~/.zshrc (install.sh adds that line), or as a
# plugin (serval.plugin.zsh). Settings, environment variables read when used:
#   SERVAL_BIN           client command to call                 (default: serval)
#   SERVAL_KEY           key to bind, bindkey syntax; read at load  (default: ^G)
#   SERVAL_NO_BIND=1     define the widgets but bind no key (read at load)
#   SERVAL_NO_FEEDBACK=1 send no accepted/corrected/rejected feedback
#   SERVAL_KEEP_COMMENT=1 keep the request as a trailing comment: `cmd  # request`
#   SERVAL_TIMEOUT_MS    how long the client waits for the daemon   (default: 1500)
#   SERVAL_N             number of candidates to ask for            (default: 5)
#
# Widgets: serval-translate-widget (the key), serval-reply-widget (async reply handler).
# Private helpers are named __serval_*. Nothing is printed while this file loads.

# Only interactive shells with the line editor get anything. An if-block, not `return`: under
# `eval "$(serval init zsh)"` in ~/.zshrc a return would end ~/.zshrc itself.
if [[ -o interactive && -o zle ]]; then

# Lines starting with `#` must be comments when run (otherwise: "command not found: #").
setopt interactive_comments

typeset -g __serval_query=''       # request text of the current suggestion (without the #)
typeset -g __serval_orig=''        # the line as typed before it was replaced (the comment)
typeset -ga __serval_cands=()      # candidate commands, best first
typeset -ga __serval_warns=()      # safety warnings, parallel to __serval_cands
typeset -gi __serval_idx=0         # 1-based index of the candidate on the line; 0 = none
typeset -g __serval_shown=''       # the exact line the widget put there (to spot edits)
typeset -gi __serval_fd=-1         # fd of the pending request, -1 when none
typeset -gi __serval_pid=0         # pid of the pending request's subshell
typeset -g __serval_sent=''        # the line the pending request was made for
typeset -g __serval_typed=''       # the line as it is while the request runs (Ctrl-C restores it)
typeset -g __serval_ran=''         # command line seen by preexec for a suggestion
typeset -gA __serval_prev_widget   # keymap -> widget that was bound to the key before us

# The request, run in a process substitution: prints the client's exit status on the first
# line, then its output (candidates `COMMAND<TAB>WARNINGS`, or the error line).
function __serval_fetch() {
  emulate -L zsh
  local out rc
  out=$(SERVAL_TIMEOUT_MS=${SERVAL_TIMEOUT_MS:-1500} \
        ${SERVAL_BIN:-serval} _shell translate -n ${SERVAL_N:-5} -- "$1" 2>&1 </dev/null)
  rc=$?
  print -r -- $rc
  print -r -- "$out"
}

# One short line explaining a failed request and what to do next.
function __serval_error_message() {
  emulate -L zsh
  local rc=$1 out=$2 last
  last=${${(f)out}[-1]}
  case $rc in
    2|3|4) print -r -- "${last:-serval: request failed (exit $rc) - run: serval doctor}" ;;
    127)   print -r -- "serval: command '${SERVAL_BIN:-serval}' not found - run install.sh or set SERVAL_BIN" ;;
    *)     print -r -- "serval: request failed (exit $rc${last:+: $last}) - run: serval doctor" ;;
  esac
}

# Drop a pending request: stop watching its fd, close it, stop the subshell.
function __serval_cancel() {
  emulate -L zsh
  (( __serval_fd >= 0 )) || return 0
  zle -F $__serval_fd 2>/dev/null
  exec {__serval_fd}<&-
  (( __serval_pid > 0 )) && kill -TERM $__serval_pid 2>/dev/null
  __serval_fd=-1 __serval_pid=0 __serval_sent=''
}

# Send feedback in the background; never waits, never prints.
function __serval_feedback() {
  emulate -L zsh
  [[ ${SERVAL_NO_FEEDBACK:-0} == 1 ]] && return 0
  local verdict=$1 final=$2 exit_status=$3
  local -a args=(--verdict $verdict --query "$__serval_query"
                 --suggested "${__serval_cands[__serval_idx]}" --rank $(( __serval_idx - 1 ))
                 --candidates-json "$(__serval_json_list "${__serval_cands[@]}")")
  [[ -n $final ]] && args+=(--final "$final")
  [[ -n $exit_status ]] && args+=(--exit $exit_status)
  ${SERVAL_BIN:-serval} _shell feedback "${args[@]}" </dev/null &>/dev/null &!
}

# A JSON array of strings (the candidates shown), escaped by hand: no jq, no python here.
function __serval_json_list() {
  emulate -L zsh
  local s out='[' sep=''
  for s in "$@"; do
    s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\t'/\\t}; s=${s//$'\n'/\\n}; s=${s//$'\r'/\\r}
    out+="$sep\"$s\""; sep=','
  done
  print -r -- "$out]"
}

# Forget the current suggestion, reporting it as rejected first if it is still live.
function __serval_reject() {
  emulate -L zsh
  (( __serval_idx > 0 )) && __serval_feedback rejected
  __serval_idx=0 __serval_shown='' __serval_cands=() __serval_warns=()
}

# Put candidate number $1 on the line, cursor at the end; say which one it is.
function __serval_show() {
  emulate -L zsh
  __serval_idx=$1
  local cmd=${__serval_cands[$1]} warn=${__serval_warns[$1]}
  [[ ${SERVAL_KEEP_COMMENT:-0} == 1 ]] && cmd+="  # $__serval_query"
  BUFFER=$cmd
  CURSOR=$#BUFFER
  __serval_shown=$BUFFER
  zle reset-prompt
  zle -M "serval $1/${#__serval_cands}${warn:+  warning: $warn}"
}

# The key: translate a `# request` line, cycle an unedited suggestion, else the old binding.
function serval-translate-widget() {
  emulate -L zsh
  setopt extended_glob
  if (( __serval_idx > 0 )) && [[ $BUFFER == "$__serval_shown" ]]; then
    __serval_show $(( __serval_idx % ${#__serval_cands} + 1 ))
    return 0
  fi
  if [[ $BUFFER != [[:space:]]#\#* ]]; then
    local prev=${__serval_prev_widget[$KEYMAP]:-${__serval_prev_widget[main]:-send-break}}
    zle $prev -- "$@"
    return
  fi
  local query=${BUFFER##[[:space:]]#\#[[:space:]]#}
  query=${query%%[[:space:]]#}
  if [[ -z $query ]]; then
    zle -M "serval: type a request after the #, e.g.  # find log files bigger than 10MB"
    return 1
  fi
  __serval_cancel
  __serval_reject
  __serval_sent=$BUFFER __serval_typed=$BUFFER
  exec {__serval_fd}< <(__serval_fetch "$query")
  __serval_pid=$sysparams[procsubstpid]
  zle -F -w $__serval_fd serval-reply-widget
  __serval_query=$query
  zle -M "serval: translating... (keep typing to cancel)"
  return 0
}

# Called by zle when the reply arrives: replace the line, unless it changed since the request.
function serval-reply-widget() {
  emulate -L zsh
  local fd=$1 reply rc
  (( fd == __serval_fd )) || { zle -F $fd 2>/dev/null; exec {fd}<&-; return 0 }
  IFS= read -r -d '' -u $fd reply
  zle -F $fd
  exec {fd}<&-
  __serval_fd=-1 __serval_pid=0
  if [[ $BUFFER != "$__serval_sent" ]]; then  # stale: the user moved on
    __serval_sent=''
    zle -M ''
    return 0
  fi
  __serval_sent=''
  rc=${reply%%$'\n'*}
  reply=${reply#*$'\n'}
  local -a lines=(${(f)reply}) cands=() warns=()
  local line
  if [[ $rc == 0 ]]; then
    for line in $lines; do
      [[ $line == *$'\t'* ]] || continue
      cands+=("${line%%$'\t'*}")
      warns+=("${line#*$'\t'}")
    done
  fi
  if (( ! $#cands )); then
    if [[ $rc == 0 ]]; then
      zle -M "serval: no suggestion for that request - try rewording it"
    else
      zle -M "$(__serval_error_message $rc "$reply")"
    fi
    return 1
  fi
  __serval_orig=$BUFFER
  __serval_cands=("${cands[@]}") __serval_warns=("${warns[@]}")
  __serval_show 1
}

# The line was accepted (Enter): a request still running is for a line that is gone.
function __serval_line_finish() {
  emulate -L zsh
  (( __serval_fd >= 0 )) && __serval_cancel
  return 0
}

# A new line while a request is still running means Ctrl-C abandoned the line (Enter would
# have gone through line-finish): cancel the request and put the line back.
function __serval_line_init() {
  emulate -L zsh
  if (( __serval_fd >= 0 )); then
    local line=$__serval_typed
    __serval_cancel
    BUFFER=$line
    CURSOR=$#BUFFER
    zle -M "serval: cancelled"
  fi
  return 0
}

# Before each redraw: remember the line while a request runs (for Ctrl-C); undo back to the
# comment, or a cleared line, rejects the suggestion.
function __serval_line_pre_redraw() {
  emulate -L zsh
  (( __serval_fd >= 0 )) && __serval_typed=$BUFFER
  (( __serval_idx > 0 )) || return 0
  if [[ -z $BUFFER || $BUFFER == "$__serval_orig" ]]; then
    __serval_reject
  fi
}

# preexec: the line about to run; compare it with the suggestion once it has finished.
function __serval_preexec() {
  emulate -L zsh
  (( __serval_fd >= 0 )) && __serval_cancel
  (( __serval_idx > 0 )) && __serval_ran=${1:-$3}
}

# precmd: the command finished (its status is $?): accepted, corrected, or rejected.
function __serval_precmd() {
  local exit_status=$?
  emulate -L zsh
  setopt extended_glob
  (( __serval_idx > 0 )) || { __serval_ran=''; return 0 }
  local ran=$__serval_ran
  __serval_ran=''
  if [[ -z $ran || $ran == [[:space:]]#\#* ]]; then
    __serval_reject
    return 0
  fi
  if [[ $ran == "$__serval_shown" ]]; then
    __serval_feedback accepted "${__serval_cands[__serval_idx]}" $exit_status
  else
    __serval_feedback corrected "${ran%"  # $__serval_query"}" $exit_status
  fi
  __serval_idx=0 __serval_shown='' __serval_cands=() __serval_warns=()
}

function __serval_load() {
  emulate -L zsh
  zmodload -F zsh/system p:sysparams 2>/dev/null
  zle -N serval-translate-widget
  zle -N serval-reply-widget
  zle -N __serval_line_init
  zle -N __serval_line_finish
  zle -N __serval_line_pre_redraw
  autoload -Uz add-zsh-hook add-zle-hook-widget
  add-zsh-hook preexec __serval_preexec
  add-zsh-hook precmd __serval_precmd
  add-zle-hook-widget line-init __serval_line_init
  add-zle-hook-widget line-finish __serval_line_finish
  add-zle-hook-widget line-pre-redraw __serval_line_pre_redraw
  if (( ${+ZSH_AUTOSUGGEST_CLEAR_WIDGETS} )); then
    ZSH_AUTOSUGGEST_CLEAR_WIDGETS+=(serval-translate-widget serval-reply-widget)
  fi
  [[ ${SERVAL_NO_BIND:-0} == 1 ]] && return 0
  local key=${SERVAL_KEY:-'^G'} km binding prev
  for km in main emacs viins vicmd; do
    binding=$(bindkey -M $km -- $key 2>/dev/null)
    prev=${binding##* }
    # A second load must not record ourselves as the previous binding.
    if [[ -n $prev && $prev != serval-translate-widget && $prev != undefined-key ]]; then
      __serval_prev_widget[$km]=$prev
    fi
  done
  for km in emacs viins vicmd; do
    bindkey -M $km -- $key serval-translate-widget
  done
  # Rebinding ^G in emacs also changes it inside Ctrl-R search: keep it cancelling there.
  [[ $key == '^G' ]] && bindkey -M isearch '^G' send-break
  return 0
}
__serval_load
unfunction __serval_load

# Pre-warm the daemon in the background, silently (no job messages, no output).
${SERVAL_BIN:-serval} _shell warm </dev/null &>/dev/null &!

fi
