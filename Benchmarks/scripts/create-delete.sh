#!/usr/bin/env bash
# A session's whole life (POST /v1/sessions deponte-2016, then DELETE it) on
# segnav (bench-server) against the C libmicrohttpd server that suspends every
# request and resumes it from a worker thread (Benchmarks/baseline/mhd-baseline.c,
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
tmp=$(mktemp -d)
# shellcheck source=versus-lib.sh
. "$here/versus-lib.sh"
parse_options create-delete.sh "$@"

cbin=$("$bench/baseline/build.sh") || fail "cannot build Benchmarks/baseline/mhd-baseline.c"
[ "$build" = 1 ] && build_products "$scratch" bench-server
bin=$scratch/release

# As many threads as bench-server's default (one per core), like compare.sh.
start_server c-suspend 's/^port=//p' "$cbin" --threads "$(nproc)" --mode suspend
c="http://127.0.0.1:$started"
start_server segnav 's/^listening on //p' "$bin/bench-server" ${shards:+--shards "$shards"}
segnav=$started
echo "C suspend baseline $c, segnav $segnav" >&2

header segnav "C suspend"
versus "create+delete (POST + DELETE)" \
  segnav "$segnav/v1/sessions" pairs "C suspend" "$c/v1/sessions" plain \
  "$here/create-delete.lua"
