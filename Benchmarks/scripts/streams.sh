#!/usr/bin/env bash
# Stream scale and cost (issue 19), on the release segnavd:
#   1. N idle event streams (default 10 000): server CPU and memory per stream;
#   2. one action fanned out to M subscribers (default 1 000): time until the last has it;
#   3. actions/s on a session with S subscribers (default 100, curl -N readers) as a
#      ratio to a session with none, alternating wrk runs, median of R; with the
#      server's CPU per action both ways.
#   Benchmarks/scripts/streams.sh [--quick]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
idle=10000 fanout=1000 subscribers=100 duration=5 rounds=3
[ "${1:-}" = --quick ] && idle=2000 fanout=200 duration=2
# shellcheck source=fd-limit.sh
. "$here/fd-limit.sh"
need_descriptors "$(( idle + 2000 ))" streams.sh
(cd "$root" && swift build -c release --product segnavd >&2)
tmp=$(mktemp -d)
pid=""
readers=()
cleanup() {
  for r in "${readers[@]}"; do kill "$r" 2>/dev/null || true; done
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
"$root/.build/release/segnavd" --port 0 --connection-limit $((idle + 2000)) --max-streams $((idle + 2000)) \
  --max-streams-per-session $((idle + 1)) --stream-buffer $((4 << 20)) > "$tmp/out" 2> "$tmp/err" &
pid=$!
for _ in $(seq 1 100); do grep -q '^listening on' "$tmp/out" && break; sleep 0.1; done
base=$(sed -n 's/^listening on //p' "$tmp/out")

echo "| stream figure | value |"
echo "|---|---|"
python3 "$here/streams.py" "$base" "$pid" "$idle" "$fanout"

# 3. Actions with and without subscribers.
create() { curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"crafterm-2010"}' "$base/v1/sessions" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
quiet=$(create) watched=$(create)
for _ in $(seq 1 "$subscribers"); do
  curl -sN "$base/v1/sessions/$watched/stream" > /dev/null &
  readers+=($!)
done
sleep 1
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
# run SESSION -> "req/s cpu-µs-per-action"
run() {
  local before after out rps
  before=$(cpu)
  out=$(wrk -t1 -c8 -d"${duration}s" -s "$here/actions.lua" "$base/v1/sessions/$1/actions")
  after=$(cpu)
  rps=$(awk '/^Requests\/sec:/{print $2}' <<<"$out")
  local total; total=$(awk '/requests in/{print $1}' <<<"$out")
  echo "$rps $(awk -v c=$((after - before)) -v n="$total" -v hz="$(getconf CLK_TCK)" 'BEGIN{printf "%.1f", c / hz * 1e6 / n}')"
}
median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
q_rps=() w_rps=() q_cpu=() w_cpu=()
for _ in $(seq 1 "$rounds"); do
  read -r r c <<<"$(run "$quiet")"; q_rps+=("$r"); q_cpu+=("$c")
  read -r r c <<<"$(run "$watched")"; w_rps+=("$r"); w_cpu+=("$c")
done
open=$(curl -fsS "$base/metrics" | awk '/^segnav_open_streams /{print $2}')
qr=$(printf '%s\n' "${q_rps[@]}" | median) wr=$(printf '%s\n' "${w_rps[@]}" | median)
qc=$(printf '%s\n' "${q_cpu[@]}" | median) wc=$(printf '%s\n' "${w_cpu[@]}" | median)
echo "| POST actions/s, session with no subscriber (wrk -c8, median of $rounds × ${duration} s) | $qr |"
echo "| POST actions/s, session with $subscribers subscribers (curl -N readers on the same cores) | $wr |"
echo "| … ratio, $subscribers subscribers ÷ none | **$(awk -v a="$wr" -v b="$qr" 'BEGIN{printf "%.2f", a / b}')** |"
echo "| server CPU per action, µs: none / $subscribers subscribers | $qc / $wc |"
echo "| subscribers still open after the runs (none ended lagging) | ${open%.*} / $subscribers |"
