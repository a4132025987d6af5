#!/usr/bin/env bash
# A session's whole life (POST /v1/sessions deponte-2016, then DELETE it) on
# segnav (bench-server) against the C libmicrohttpd server that suspends every
# request and resumes it from a worker thread (../shared/bench/mhd_baseline.c,
# `compare.sh --baseline suspend`): both paths of segnav are deferred, so that
# is the matching floor. The C server has no sessions: it answers each POST
# without an id, so create-delete.lua just keeps POSTing to it. Runs alternate
# segnav, C, segnav, ...; prints one row of medians (req/s counts POSTs and DELETEs
# alike; pairs/s is half) and the ratio segnav ÷ C. Any non-2xx fails the run.
#   Benchmarks/scripts/create-delete.sh [--duration S] [--rounds R] [--connections N]
#                                       [--wrk-threads T] [--shards N] [--markdown]
#                                       [--no-build] [--scratch-path DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bench=$(cd "$here/.." && pwd)
source_c=${MHD_BASELINE_SOURCE:-$bench/../../shared/bench/mhd_baseline.c}
tmp=$(mktemp -d)
# shellcheck source=versus-lib.sh
. "$here/versus-lib.sh"
parse_options create-delete.sh "$@"

# compare.sh's binary if it is there and current; otherwise our own copy in
# $tmp, never written into the shared cache another compare.sh may be using.
cbin=${TMPDIR:-/tmp}/segnav-bench/mhd_baseline
if [ ! -x "$cbin" ] || [ "$source_c" -nt "$cbin" ]; then
  [ -e /usr/include/microhttpd.h ] || fail "libmicrohttpd-dev is missing: apt-get install -y libmicrohttpd-dev"
  cbin=$tmp/mhd_baseline
  gcc -O2 -Wall -Wextra -o "$cbin" "$source_c" -lmicrohttpd -lpthread || fail "cannot build $source_c"
fi
[ "$build" = 1 ] && build_products "$scratch" bench-server
bin=$scratch/release

# As many threads as bench-server's default (one per core), like compare.sh.
start_server c-suspend 's/^port=//p' "$cbin" 0 "$(nproc)" suspend
c="http://127.0.0.1:$started"
start_server segnav 's/^listening on //p' "$bin/bench-server" ${shards:+--shards "$shards"}
segnav=$started
echo "C suspend baseline $c, segnav $segnav" >&2

header segnav "C suspend"
versus "create+delete (POST + DELETE)" \
  segnav "$segnav/v1/sessions" pairs "C suspend" "$c/v1/sessions" plain \
  "$here/create-delete.lua"
