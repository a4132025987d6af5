#!/usr/bin/env bash
# segnav's own front end (bench-server: MicroHTTP on libmicrohttpd) against the
# same app behind Hummingbird 2 (hb-server), on identical work: both serve
# BenchResponder, each gets one deponte-2016 session, and wrk runs alternate
# segnav, Hummingbird, segnav, ... so the shared machine's drift hits both.
# Prints one row per case: medians of req/s, the ratio segnav ÷ Hummingbird,
# and p50 / p99 latency of each; with --markdown the rows are Markdown.
# Any non-2xx answer or socket error fails the run.
#   Benchmarks/scripts/versus.sh [--duration S] [--rounds R] [--connections N]
#                                [--wrk-threads T] [--shards N] [--markdown]
#                                [--no-build] [--scratch-path DIR]
# Defaults: 5 s × 3 rounds per server and case, wrk -t1 -c32 (~2 minutes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bench=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
# shellcheck source=versus-lib.sh
. "$here/versus-lib.sh"
parse_options versus.sh "$@"

[ "$build" = 1 ] && build_products "$scratch" bench-server hb-server
bin=$scratch/release

# Both on port 0 and 127.0.0.1 only; each with its default thread count.
start_server segnav 's/^listening on //p' "$bin/bench-server" ${shards:+--shards "$shards"}
segnav=$started
start_server hummingbird 's/^listening on //p' "$bin/hb-server" --port 0 ${shards:+--shards "$shards"}
hb=$started
segnav_id=$(create_session "$segnav")
hb_id=$(create_session "$hb")
echo "segnav $segnav (session $segnav_id), hummingbird $hb (session $hb_id)" >&2

header segnav hummingbird
versus "GET /v1/sessions/{id}" \
  segnav "$segnav/v1/sessions/$segnav_id" - hummingbird "$hb/v1/sessions/$hb_id" -
versus "GET /v1/sessions/{id}/screen" \
  segnav "$segnav/v1/sessions/$segnav_id/screen" - hummingbird "$hb/v1/sessions/$hb_id/screen" -
versus "POST /v1/sessions/{id}/actions 1/0" \
  segnav "$segnav/v1/sessions/$segnav_id/actions" - hummingbird "$hb/v1/sessions/$hb_id/actions" - \
  "$here/actions.lua"
versus "create+delete (POST + DELETE)" \
  segnav "$segnav/v1/sessions" pairs hummingbird "$hb/v1/sessions" pairs \
  "$here/create-delete.lua"
