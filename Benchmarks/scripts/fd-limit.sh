# shellcheck shell=bash
# Sourced by the scale benchmarks: raises the open-file limit as far as the hard
# one allows (64 Ki at most), and fails with a message when that is fewer than
# NEEDED descriptors. Each client socket and each server socket is one.
#   . "$here/fd-limit.sh"; need_descriptors NEEDED SCRIPT
need_descriptors() {
  local needed=$1 script=$2 hard
  hard=$(ulimit -Hn)
  [ "$hard" = unlimited ] && hard=1048576
  ulimit -n $(( hard < 65536 ? hard : 65536 ))
  if [ "$needed" -gt "$(ulimit -n)" ]; then
    echo "$script: fd limit $(ulimit -n) is too low ($needed needed)" >&2
    exit 1
  fi
}
