#!/usr/bin/env bash
# install.sh: install ServalShell from this checkout for the current user, in one command.
#
#   ./install.sh [--yes] [--no-modify-rc] [--no-start] [--venv PATH]
#   ./install.sh --uninstall [--yes]
#
# What it does (and --uninstall undoes, exactly):
#   1. a private virtual environment, by default <data dir>/venv, where <data dir> is
#      $SERVAL_HOME/data when SERVAL_HOME is set, else ${XDG_DATA_HOME:-~/.local/share}/serval;
#      this checkout is installed into it by scripts/setup-venv.sh (CPU torch unless
#      `nvidia-smi -L` works). --venv PATH uses (or creates) that venv instead.
#   2. links serval, serval-daemon and serval-train into ~/.local/bin ($HOME is honoured);
#      an existing file there that is not our link is left alone (and reported).
#   3. one marked block (# >>> serval >>> ... # <<< serval <<<) that loads the Ctrl-G widget,
#      appended to ${ZDOTDIR:-$HOME}/.zshrc and ~/.bashrc (skipped with --no-modify-rc;
#      never added twice). The block is appended verbatim, so removing it gives the file back
#      byte for byte (a newline added before it, when the file did not end in one, is
#      remembered and removed too).
#   4. starts the daemon (skipped with --no-start).
# It asks before changing anything unless --yes. Running it again changes nothing.
# What was added is recorded in <data dir>/install-manifest; --uninstall reads it, stops the
# daemon, removes the blocks, the links, the venv and folders it created (never the feedback
# database or models in the data dir).
#
# Environment:
#   SERVAL_HOME, XDG_DATA_HOME, HOME, ZDOTDIR   where things go (see above)
#   SERVAL_INSTALL_SKIP_VENV=1   for tests: do not create or install into the venv; it must
#                                already exist (use with --venv PATH)
set -euo pipefail

BEGIN_MARK='# >>> serval >>>'
END_MARK='# <<< serval <<<'
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PROGRAMS=(serval serval-daemon serval-train)

die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '%s\n' "$*"; }

usage() {
  sed -n '2,6p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

yes=0 modify_rc=1 start=1 uninstall=0 venv=''
while (( $# )); do
  case $1 in
    -y|--yes) yes=1 ;;
    --no-modify-rc) modify_rc=0 ;;
    --no-start) start=0 ;;
    --uninstall) uninstall=1 ;;
    --venv) (( $# >= 2 )) || die "--venv needs a path"; venv=$2; shift ;;
    --venv=*) venv=${1#--venv=} ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown option: $1" ;;
  esac
  shift
done

[[ -n ${HOME:-} ]] || die "HOME is not set"
if [[ -n ${SERVAL_HOME:-} ]]; then
  data_dir=$SERVAL_HOME/data
else
  data_dir=${XDG_DATA_HOME:-$HOME/.local/share}/serval
fi
manifest=$data_dir/install-manifest
bin_dir=$HOME/.local/bin
rc_files=("${ZDOTDIR:-$HOME}/.zshrc" "$HOME/.bashrc")
[[ -z $venv ]] && venv=$data_dir/venv
case $venv in /*) ;; *) venv=$PWD/$venv ;; esac

# --- the manifest: one "kind<TAB>path" line per thing this script added ----------------------
manifest_has() { [[ -f $manifest ]] && grep -qxF "$1"$'\t'"$2" "$manifest"; }

# The manifest lives in the data dir: create that first, recording the folders it made.
ensure_data_dir() {
  [[ -d $data_dir ]] && return 0
  local missing=() d=$data_dir
  while [[ ! -d $d ]]; do missing=("$d" "${missing[@]}"); d=$(dirname "$d"); done
  mkdir -p "$data_dir"
  for d in "${missing[@]}"; do printf 'dir\t%s\n' "$d" >>"$manifest"; done
}

manifest_add() {
  ensure_data_dir
  manifest_has "$1" "$2" || printf '%s\t%s\n' "$1" "$2" >>"$manifest"
}

# mkdir -p, recording each folder it creates (outermost first) so uninstall can remove them.
mkdir_recorded() {
  local missing=() d=$1
  while [[ ! -d $d ]]; do missing=("$d" "${missing[@]}"); d=$(dirname "$d"); done
  (( ${#missing[@]} )) || return 0
  mkdir -p "$1"
  for d in "${missing[@]}"; do manifest_add dir "$d"; done
}

confirm() {
  (( yes )) && return 0
  local answer=''
  if [[ -t 0 ]]; then
    read -r -p "$1 [y/N] " answer || true
  elif ! read -r answer; then
    die "not a terminal and no answer given: run again with --yes to proceed"
  fi
  [[ $answer == [yY]* ]] || { say "Nothing changed."; exit 1; }
}

# --- rc blocks ---------------------------------------------------------------------------
block_for() {  # $1 = zsh|bash
  cat <<EOF
$BEGIN_MARK
# Added by ServalShell's install.sh; remove with: $ROOT/install.sh --uninstall
case ":\$PATH:" in *":$bin_dir:"*) ;; *) export PATH="$bin_dir:\$PATH" ;; esac
if [ -x "$bin_dir/serval" ]; then eval "\$("$bin_dir/serval" init $1)"; fi
$END_MARK
EOF
}

ends_without_newline() { [[ -s $1 && $(tail -c 1 "$1" | od -An -c | tr -d ' ') != '\n' ]]; }

add_block() {  # $1 = rc file, $2 = shell
  local rc=$1
  if [[ -f $rc ]] && grep -qxF "$BEGIN_MARK" "$rc"; then
    return 0  # already there (ours or a previous install): never duplicate
  fi
  if [[ ! -e $rc ]]; then
    mkdir_recorded "$(dirname "$rc")"
    manifest_add rc-created "$rc"
  elif ends_without_newline "$rc"; then
    printf '\n' >>"$rc"
    manifest_add rc-newline "$rc"
  fi
  block_for "$2" >>"$rc"
  manifest_add rc "$rc"
  say "added the serval block to $rc"
}

remove_block() {  # $1 = rc file
  local rc=$1 tmp
  [[ -f $rc ]] && grep -qxF "$BEGIN_MARK" "$rc" || return 0
  tmp=$(mktemp "${TMPDIR:-/tmp}/serval-rc.XXXXXX")
  local no_final_newline=0
  ends_without_newline "$rc" && no_final_newline=1
  awk -v b="$BEGIN_MARK" -v e="$END_MARK" '
    $0 == b { inside = 1; next }
    inside && $0 == e { inside = 0; next }
    !inside { print }' "$rc" >"$tmp"
  if (( no_final_newline )) && [[ -s $tmp ]]; then truncate -s -1 "$tmp"; fi
  if manifest_has rc-newline "$rc" && [[ -s $tmp ]] && ! ends_without_newline "$tmp"; then
    truncate -s -1 "$tmp"  # the newline install.sh added before the block
  fi
  cat "$tmp" >"$rc"  # in place: keeps the file's permissions, owner and any symlink
  rm -f "$tmp"
  if manifest_has rc-created "$rc" && [[ ! -s $rc ]]; then rm -f "$rc"; fi
  say "removed the serval block from $rc"
}

# --- links -------------------------------------------------------------------------------
add_links() {
  local p target link
  mkdir_recorded "$bin_dir"
  for p in "${PROGRAMS[@]}"; do
    target=$venv/bin/$p
    link=$bin_dir/$p
    [[ -x $target ]] || die "$target is missing: the venv install did not finish"
    if [[ -L $link && $(readlink "$link") == "$target" ]]; then
      manifest_add link "$link"
      continue
    fi
    if [[ -e $link || -L $link ]]; then
      say "left $link alone (it exists and is not ServalShell's link)"
      continue
    fi
    ln -s "$target" "$link"
    manifest_add link "$link"
    say "linked $link -> $target"
  done
}

remove_links() {
  local link
  [[ -f $manifest ]] || return 0
  while IFS=$'\t' read -r kind link; do
    [[ $kind == link && -L $link ]] || continue
    rm -f "$link"
    say "removed $link"
  done <"$manifest"
}

# --- install / uninstall -----------------------------------------------------------------
install() {
  say "ServalShell install from $ROOT"
  say "  venv:   $venv${SERVAL_INSTALL_SKIP_VENV:+ (SERVAL_INSTALL_SKIP_VENV: used as it is)}"
  say "  links:  $bin_dir/{${PROGRAMS[*]// /,}}"
  (( modify_rc )) && say "  shells: a serval block in ${rc_files[*]}"
  (( start )) && say "  then:   start the daemon"
  confirm "Proceed?"

  if [[ ${SERVAL_INSTALL_SKIP_VENV:-0} == 1 ]]; then
    [[ -x $venv/bin/python ]] || die "SERVAL_INSTALL_SKIP_VENV=1 but $venv is not a venv"
  else
    if [[ ! -e $venv ]]; then
      mkdir_recorded "$(dirname "$venv")"
      manifest_add venv "$venv"
    fi
    bash "$ROOT/scripts/setup-venv.sh" "$venv"
  fi
  add_links
  if (( modify_rc )); then
    add_block "${rc_files[0]}" zsh
    add_block "${rc_files[1]}" bash
  fi
  if (( start )); then
    "$venv/bin/serval-daemon" start || say "the daemon did not start; see: serval-daemon logs"
  fi
  say "Done. Open a new shell, type  # list all files  and press Ctrl-G."
}

uninstall() {
  say "ServalShell uninstall: removes the serval blocks, links and venv that install.sh added."
  confirm "Proceed?"
  local kind path
  if [[ -x $bin_dir/serval-daemon ]]; then "$bin_dir/serval-daemon" stop >/dev/null 2>&1 || true; fi
  local rc
  for rc in "${rc_files[@]}"; do remove_block "$rc"; done
  remove_links
  if [[ -f $manifest ]]; then
    while IFS=$'\t' read -r kind path; do
      if [[ $kind == venv && -d $path ]]; then rm -rf -- "$path"; say "removed $path"; fi
    done <"$manifest"
    local dirs=()
    while IFS=$'\t' read -r kind path; do [[ $kind == dir ]] && dirs=("$path" "${dirs[@]}"); done <"$manifest"
    rm -f "$manifest"
    # Deepest first, and only folders left empty.
    while IFS= read -r path; do
      rmdir -- "$path" 2>/dev/null || true
    done < <(printf '%s\n' "${dirs[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2-)
  fi
  say "Done."
}

if (( uninstall )); then uninstall; else install; fi
