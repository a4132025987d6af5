#!/usr/bin/env bash
# Sweeps (issue 12): libmicrohttpd polling threads, store shards and the
# threads running deferred handlers, each case against the matching C baseline
# in the same run (Benchmarks/baseline/compare.sh). Prints Markdown tables.
#   Benchmarks/scripts/sweep.sh [--duration S] [--rounds R]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
compare=${COMPARE:-$root/Benchmarks/baseline/compare.sh}
duration=3 rounds=3
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done

(cd "$root/Benchmarks" && swift build -c release --product bench-server >&2)
bin=$root/Benchmarks/.build/release/bench-server
out=$(mktemp)
pid=""
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -f "$out"' EXIT

start() { # bench-server flags...
  [ -n "$pid" ] && { kill "$pid"; wait "$pid" 2>/dev/null || true; }
  : > "$out"
  "$bin" "$@" > "$out" &
  pid=$!
  for _ in $(seq 1 100); do grep -q '^listening on' "$out" && break; sleep 0.1; done
  base=$(sed -n 's/^listening on //p' "$out")
  [ -n "$base" ] || { echo "bench-server did not start" >&2; exit 1; }
  id=$(curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "$base/v1/sessions" \
       | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
}

row() { # label mode baseline-threads url [compare options...]
  local label=$1 mode=$2 bthreads=$3 url=$4; shift 4
  local result ratio rps brps p99c p99b
  result=$("$compare" --baseline "$mode" --baseline-threads "$bthreads" --duration "$duration" --rounds "$rounds" "$@" "$url")
  ratio=$(sed -n 's/^ratio=//p' <<<"$result")
  read -r brps rps < <(sed -n 's/^baseline=[a-z]* baseline_median_rps=\([0-9.]*\) candidate_median_rps=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  read -r p99c p99b < <(sed -n 's/^p99_candidate_ms=\([0-9.]*\) p99_baseline_ms=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  printf '| %s | %.0f | %.0f | **%s** | %s | %s |\n' "$label" "$rps" "$brps" "$ratio" "$p99c" "$p99b"
}
actions=(--body '{"type":"setSegment","index":1}' --body2 '{"type":"setSegment","index":0}')
header='| case | segnav req/s | C req/s | ratio | p99 segnav ms | p99 C ms |
|---|---|---|---|---|---|'

echo "MHD polling threads (--threads; the C baseline runs with as many), 16 shards, 1 deferred thread:"
echo
echo "$header"
for t in 1 2 4; do
  start --threads "$t"
  row "GET /v1/sessions/{id}, $t MHD threads vs plain" plain "$t" "$base/v1/sessions/$id"
  row "POST …/actions, $t MHD threads vs suspend" suspend "$t" "$base/v1/sessions/$id/actions" "${actions[@]}"
done
echo
echo "Store shards (--shards), 2 MHD threads, 1 deferred thread — one session, so this is the cost of the shard count itself:"
echo
echo "$header"
for s in 1 4 16 64; do
  start --shards "$s"
  row "POST …/actions, $s shards vs suspend" suspend "$(nproc)" "$base/v1/sessions/$id/actions" "${actions[@]}"
done
echo
echo "Threads running deferred handlers (--deferred-threads; 0 = Swift's global executor), 2 MHD threads:"
echo
echo "$header"
for d in 0 1 2; do
  start --deferred-threads "$d"
  row "POST /bench/deferred, deferred threads $d vs suspend" suspend "$(nproc)" "$base/bench/deferred" --body '{}'
  row "POST …/actions, deferred threads $d vs suspend" suspend "$(nproc)" "$base/v1/sessions/$id/actions" "${actions[@]}"
done
