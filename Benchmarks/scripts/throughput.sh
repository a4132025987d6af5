#!/usr/bin/env bash
# Throughput of every route kind against the matching C baseline, side by side
# (Benchmarks/baseline/compare.sh). Prints one table row per case; with --markdown
# the rows are Markdown for BENCHMARKS.md.
#   Benchmarks/scripts/throughput.sh [--duration S] [--rounds R] [--threads T] [--markdown]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
compare=${COMPARE:-$root/Benchmarks/baseline/compare.sh}
duration=5 rounds=3 threads="" markdown=0
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    --threads) threads=$2; shift 2;;
    --markdown) markdown=1; shift;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done

(cd "$root/Benchmarks" && swift build -c release --product bench-server >&2)
bin=$root/Benchmarks/.build/release/bench-server
out=$(mktemp)
"$bin" ${threads:+--threads $threads} > "$out" &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -f "$out"' EXIT
for _ in $(seq 1 100); do grep -q '^listening on' "$out" && break; sleep 0.1; done
base=$(sed -n 's/^listening on //p' "$out")
[ -n "$base" ] || { echo "bench-server did not start" >&2; exit 1; }

id=$(curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "$base/v1/sessions" \
     | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')

run() { # name baseline url [compare options...]
  local name=$1 mode=$2 url=$3; shift 3
  local result
  result=$("$compare" --baseline "$mode" --duration "$duration" --rounds "$rounds" "$@" "$url")
  local ratio rps brps p99c p99b
  ratio=$(sed -n 's/^ratio=//p' <<<"$result")
  read -r brps rps < <(sed -n 's/^baseline=[a-z]* baseline_median_rps=\([0-9.]*\) candidate_median_rps=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  read -r p99c p99b < <(sed -n 's/^p99_candidate_ms=\([0-9.]*\) p99_baseline_ms=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  if [ "$markdown" = 1 ]; then
    printf '| %s | %s | %.0f | %.0f | **%s** | %s | %s |\n' "$name" "$mode" "$rps" "$brps" "$ratio" "$p99c" "$p99b"
  else
    printf '%-32s baseline=%-7s candidate=%8.0f baseline=%8.0f ratio=%s p99=%sms/%sms\n' "$name" "$mode" "$rps" "$brps" "$ratio" "$p99c" "$p99b"
  fi
}

[ "$markdown" = 1 ] && { echo '| case | C baseline | segnav req/s | C req/s | ratio | p99 segnav ms | p99 C ms |'; echo '|---|---|---|---|---|---|---|'; }
run "GET /healthz (immediate)" plain "$base/healthz"
run "GET /bench/immediate (300 B)" plain "$base/bench/immediate"
run "GET /v1/sessions/{id}" plain "$base/v1/sessions/$id"
run "GET /v1/sessions/{id}/screen" plain "$base/v1/sessions/$id/screen"
run "POST /bench/deferred" suspend "$base/bench/deferred" --body '{}'
run "POST …/actions setSegment 1/0" suspend "$base/v1/sessions/$id/actions" \
    --body '{"type":"setSegment","index":1}' --body2 '{"type":"setSegment","index":0}'
