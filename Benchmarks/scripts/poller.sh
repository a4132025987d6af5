#!/usr/bin/env bash
# epoll against poll(2) (issue 18): segnavd's default is epoll, whose blind spot
# in libmicrohttpd 0.9.75 (half-closed clients) the HalfClosedReaper covers;
# this measures what poll(2), which has no blind spot, would cost instead.
# The same release segnavd twice, --poller epoll and --poller poll, wrk
# alternating on GET /v1/sessions/{id}: first alone, then with N idle
# keep-alive connections held open to each (what a proxy's pool or a
# slowloris holds). Then the C baseline in both modes, for the library's own cost.
#   Benchmarks/scripts/poller.sh [--duration S] [--rounds R] [--idle N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
duration=5 rounds=3 idle=2000
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    --idle) idle=$2; shift 2;;
    *) echo "poller.sh: unknown option $1" >&2; exit 2;;
  esac
done
# shellcheck source=fd-limit.sh
. "$here/fd-limit.sh"
need_descriptors "$(( 2 * idle + 500 ))" poller.sh
(cd "$root" && swift build -c release --product segnavd >&2)
cbin=$("$root/Benchmarks/baseline/build.sh")
tmp=$(mktemp -d)
pids=()
# `start` runs in a command substitution (a subshell), so its servers' pids go through a file.
cleanup() {
  for p in "${pids[@]}" $(cat "$tmp/pids" 2>/dev/null); do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true; rm -rf "$tmp"
}
trap cleanup EXIT

start() { # NAME COMMAND... -> prints the port
  "${@:2}" > "$tmp/$1.out" 2>/dev/null &
  echo $! >> "$tmp/pids"
  local port=""
  for _ in $(seq 1 100); do
    port=$(sed -n -e 's/^listening on http:\/\/127.0.0.1://p' -e 's/^port=//p' "$tmp/$1.out")
    [ -n "$port" ] && break
    sleep 0.05
  done
  echo "$port"
}
epoll=$(start epoll "$root/.build/release/segnavd" --port 0 --poller epoll --connection-limit $((idle + 200)))
poll=$(start poll "$root/.build/release/segnavd" --port 0 --poller poll --connection-limit $((idle + 200)))
cepoll=$(start cepoll "$cbin" --poller epoll)
cpoll=$(start cpoll "$cbin" --poller poll)
session() { curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "http://127.0.0.1:$1/v1/sessions" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
epath=/v1/sessions/$(session "$epoll") ppath=/v1/sessions/$(session "$poll")

rps() { wrk -t1 -c32 -d"${duration}s" "$1" | awk '/^Requests\/sec:/{print $2}'; }
median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
row() { # LABEL URL_A URL_B
  local a=() b=()
  for _ in $(seq 1 "$rounds"); do a+=("$(rps "$2")"); b+=("$(rps "$3")"); done
  local ma mb
  ma=$(printf '%s\n' "${a[@]}" | median) mb=$(printf '%s\n' "${b[@]}" | median)
  printf '| %s | %.0f | %.0f | **%s** |\n' "$1" "$ma" "$mb" "$(awk -v a="$ma" -v b="$mb" 'BEGIN{printf "%.2f", b / a}')"
}
hold() { # PORT COUNT: idle keep-alive connections, each having had one answer
  python3 - "$1" "$2" <<'PY' &
import socket, sys, time
port, count = int(sys.argv[1]), int(sys.argv[2])
held = []
for _ in range(count):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    s.recv(4096)
    held.append(s)
print("held", file=sys.stderr, flush=True)
time.sleep(3600)
PY
  pids+=($!)
}

echo "| case (wrk -t1 -c32, median of $rounds × ${duration} s) | epoll req/s | poll req/s | poll ÷ epoll |"
echo "|---|---:|---:|---:|"
row "segnavd GET /v1/sessions/{id}" "http://127.0.0.1:$epoll$epath" "http://127.0.0.1:$poll$ppath"
row "C baseline (plain), GET" "http://127.0.0.1:$cepoll/" "http://127.0.0.1:$cpoll/"
hold "$epoll" "$idle"; hold "$poll" "$idle"
sleep 3
row "segnavd GET, $idle idle keep-alive connections open" "http://127.0.0.1:$epoll$epath" "http://127.0.0.1:$poll$ppath"
