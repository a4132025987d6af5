#!/usr/bin/env bash
# Long-poll scale (issue 12): N (default 10 000) waiting long-polls on one session.
#   Benchmarks/scripts/longpoll.sh [N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
count=${1:-10000}
# shellcheck source=fd-limit.sh
. "$here/fd-limit.sh"
need_descriptors "$(( count + 1000 ))" longpoll.sh
(cd "$root" && swift build -c release --product segnavd >&2)
out=$(mktemp)
"$root/.build/release/segnavd" --port 0 --connection-limit $((count + 1000)) > "$out" 2>/dev/null &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -f "$out"' EXIT
for _ in $(seq 1 100); do grep -q '^listening on' "$out" && break; sleep 0.1; done
base=$(sed -n 's/^listening on //p' "$out")
echo "| long-poll figure | value |"
echo "|---|---|"
python3 "$here/longpoll.py" "$base" "$pid" "$count"
