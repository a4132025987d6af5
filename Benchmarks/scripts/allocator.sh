#!/usr/bin/env bash
# The allocator's share: bench-server (linked with tcmalloc, as segnavd is)
# against bench-server-glibc (the very same code on glibc's malloc), wrk
# alternating between them (tcmalloc, glibc, tcmalloc, ...). Prints one row per
# case: medians of req/s, the ratio tcmalloc ÷ glibc, p50 / p99 of each.
# Any non-2xx answer or socket error fails the run.
#   Benchmarks/scripts/allocator.sh [--duration S] [--rounds R] [--connections N]
#                                   [--wrk-threads T] [--shards N] [--markdown] [--no-build]
#                                   [--scratch-path DIR]
# Defaults: 5 s × 3 rounds per server and case, wrk -t1 -c32 (~1 minute).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bench=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
# shellcheck source=versus-lib.sh
. "$here/versus-lib.sh"
parse_options allocator.sh "$@"

[ "$build" = 1 ] && build_products "$scratch" bench-server bench-server-glibc
bin=$scratch/release

start_server tcmalloc 's/^listening on //p' "$bin/bench-server" ${shards:+--shards "$shards"}
tc=$started
start_server glibc 's/^listening on //p' "$bin/bench-server-glibc" ${shards:+--shards "$shards"}
gl=$started
tc_id=$(create_session "$tc")
gl_id=$(create_session "$gl")
echo "tcmalloc $tc (session $tc_id), glibc $gl (session $gl_id)" >&2

header tcmalloc glibc
versus "GET /v1/sessions/{id}" \
  tcmalloc "$tc/v1/sessions/$tc_id" - glibc "$gl/v1/sessions/$gl_id" -
versus "POST /v1/sessions/{id}/actions 1/0" \
  tcmalloc "$tc/v1/sessions/$tc_id/actions" - glibc "$gl/v1/sessions/$gl_id/actions" - \
  "$here/actions.lua"
