#!/usr/bin/env bash
# A server's throughput as a ratio to the C baseline (mhd-baseline.c), side by
# side: wrk runs alternate baseline, candidate, baseline, candidate, …, and the
# ratio is candidate median ÷ baseline median, so a neighbour's burst on this
# shared machine hits both alike.
#
#   Benchmarks/baseline/compare.sh [options] URL
#     --baseline plain|suspend   which C server (default plain; see mhd-baseline.c)
#     --duration S               seconds per wrk run (default 5)
#     --rounds R                 runs per server (default 3)
#     --connections N            wrk connections (default 32)
#     --threads T                wrk threads (default 1)
#     --baseline-threads T       the C server's threads (default: cores)
#     --baseline-body BYTES      the C server's GET body (default 300)
#     --poller epoll|poll        the C server's poller (default epoll)
#     --body JSON [--body2 JSON] POST these (alternately) instead of GET
#
# Prints a row per run, then:
#   baseline=MODE baseline_median_rps=X candidate_median_rps=Y
#   p99_candidate_ms=A p99_baseline_ms=B
#   ratio=R
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mode=plain duration=5 rounds=3 connections=32 wrk_threads=1 bthreads=$(nproc) bbody=300 poller=epoll
body="" body2="" url=""
while [ $# -gt 0 ]; do
  case "$1" in
    --baseline) mode=$2; shift 2;;
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    --connections) connections=$2; shift 2;;
    --threads) wrk_threads=$2; shift 2;;
    --baseline-threads) bthreads=$2; shift 2;;
    --baseline-body) bbody=$2; shift 2;;
    --poller) poller=$2; shift 2;;
    --body) body=$2; shift 2;;
    --body2) body2=$2; shift 2;;
    -h|--help) sed -n '2,22p' "$0"; exit 0;;
    -*) echo "compare.sh: unknown option $1" >&2; exit 2;;
    *) url=$1; shift;;
  esac
done
[ -n "$url" ] || { echo "usage: compare.sh [options] URL (--help)" >&2; exit 2; }
command -v wrk >/dev/null || { echo "compare.sh: wrk is missing (scripts/install-deps.sh --test)" >&2; exit 3; }

bin=$("$here/build.sh")
log=$(mktemp)
"$bin" --threads "$bthreads" --mode "$mode" --body "$bbody" --poller "$poller" > "$log" &
cpid=$!
trap 'kill $cpid 2>/dev/null || true; wait $cpid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do grep -q '^port=' "$log" && break; sleep 0.05; done
cport=$(sed -n 's/^port=//p' "$log")
[ -n "$cport" ] || { echo "compare.sh: the C baseline did not start" >&2; exit 1; }
# The same path on the C server: it answers any path alike.
rest=${url#*://}
path=/${rest#*/}
[ "$rest" = "${rest#*/}" ] && path=/
c_url="http://127.0.0.1:$cport$path"

script=()
if [ -n "$body" ]; then
  export BODY=$body BODY2=$body2
  script=(-s "$here/post.lua")
fi

# measure URL -> "req/s p99_ms non_2xx_3xx"
measure() {
  local report
  report=$(wrk -t"$wrk_threads" -c"$connections" -d"${duration}s" --latency "${script[@]}" "$1" 2>&1)
  awk '
    /^Requests\/sec:/ { rps = $2 }
    $1 == "99%" { v = $2
      if (v ~ /us$/) { sub(/us$/, "", v); v /= 1000 }
      else if (v ~ /ms$/) { sub(/ms$/, "", v) }
      else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 }
      p99 = v }
    /Non-2xx or 3xx responses:/ { bad = $5 }
    END { printf "%s %s %s\n", rps + 0, p99 + 0, bad + 0 }' <<<"$report"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-10s %-6s %12s %10s %8s\n' server round req/s p99_ms non2xx
b_rps=() c_rps=() b_p99=() c_p99=()
for round in $(seq 1 "$rounds"); do
  read -r rps p99 bad < <(measure "$c_url")
  printf '%-10s %-6s %12s %10s %8s\n' baseline "$round" "$rps" "$p99" "$bad"
  b_rps+=("$rps"); b_p99+=("$p99")
  read -r rps p99 bad < <(measure "$url")
  printf '%-10s %-6s %12s %10s %8s\n' candidate "$round" "$rps" "$p99" "$bad"
  c_rps+=("$rps"); c_p99+=("$p99")
  [ "$bad" = 0 ] || echo "warning: the candidate answered $bad non-2xx/3xx responses" >&2
done
b=$(printf '%s\n' "${b_rps[@]}" | median) c=$(printf '%s\n' "${c_rps[@]}" | median)
echo "baseline=$mode baseline_median_rps=$b candidate_median_rps=$c"
echo "p99_candidate_ms=$(printf '%s\n' "${c_p99[@]}" | median) p99_baseline_ms=$(printf '%s\n' "${b_p99[@]}" | median)"
awk -v c="$c" -v b="$b" 'BEGIN { if (b > 0) printf "ratio=%.2f\n", c / b; else { print "ratio=0.00"; exit 1 } }'
