#!/usr/bin/env bash
# The hottest paths (issue 12), from perf: self time by symbol, top N, as
# Markdown. (1) the app in process, no socket: `engine-bench router` (GET
# state/screen, healthz, then POST actions); (2) the whole server under wrk
# -c32 POST …/actions setSegment 1/0, by thread.
#   Benchmarks/scripts/profile.sh [TOP]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
top=${1:-12}
command -v perf >/dev/null || { echo "profile.sh: perf is missing (apt-get install linux-perf)" >&2; exit 3; }
(cd "$root/Benchmarks" && swift build -c release --product engine-bench --product bench-server >&2)
bin=$root/Benchmarks/.build/release
work=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$work"' EXIT

table() { # perf.data [perf report options...]
  local data=$1; shift
  echo "| self % | thread | symbol |"
  echo "|---|---|---|"
  perf report -i "$data" --no-children --sort comm,sym --stdio "$@" 2>/dev/null \
    | awk -v n="$top" '/^ +[0-9.]+%/ && ++seen <= n' \
    | while read -r pct comm _ sym; do
        # Swift's global executor runs on dispatch threads, named com.apple.root.default-qos (cut to 15 characters).
        [ "$comm" = oot.default-qos ] && comm="global executor"
        name=$sym
        case "$sym" in '$s'*) name=$(swift demangle --simplified --compact "$sym" 2>/dev/null);; esac
        name=$(cut -c1-110 <<<"$name")
        printf '| %s | %s | `%s` |\n' "$pct" "$comm" "${name//|/\\|}"
      done
}

echo "In process (\`engine-bench router --count 300000\`: 300 000 each of three GETs, then 30 000 awaited actions):"
echo
perf record -q -o "$work/app.data" "$bin/engine-bench" router --count 300000 > /dev/null 2>&1
table "$work/app.data"
echo
"$bin/bench-server" > "$work/out" &
pid=$!
for _ in $(seq 1 100); do grep -q '^listening on' "$work/out" && break; sleep 0.1; done
base=$(sed -n 's/^listening on //p' "$work/out")
id=$(curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "$base/v1/sessions" \
     | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
BODY='{"type":"setSegment","index":1}' BODY2='{"type":"setSegment","index":0}' \
  wrk -t1 -c32 -d8s -s "$root/Benchmarks/baseline/post.lua" "$base/v1/sessions/$id/actions" > "$work/wrk" &
wrk=$!
sleep 2
perf record -q -p "$pid" -o "$work/server.data" -- sleep 4 > /dev/null 2>&1
wait "$wrk"
echo "The server under load (\`wrk -t1 -c32\` POST …/actions setSegment 1/0, $(awk '/Requests\/sec/{printf "%.0f", $2}' "$work/wrk") req/s; perf on the server for 4 s), share of the server's samples by thread:"
echo
echo "| % | thread |"
echo "|---|---|"
perf report -i "$work/server.data" --no-children --sort comm --stdio 2>/dev/null | grep -E '^ +[0-9.]+%' \
  | awk '{printf "| %s | %s |\n", $1, $2}'
echo
table "$work/server.data"
