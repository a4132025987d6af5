#!/usr/bin/env bash
# Two segnavd builds against each other, to tell whether a change moved throughput:
#   Benchmarks/scripts/ab.sh OLD_SEGNAVD NEW_SEGNAVD        (release binaries)
#   ROUNDS=7 DUR=4 CONNS=32 Benchmarks/scripts/ab.sh …      (the defaults)
#   READ='/events?since=0&limit=20' Benchmarks/scripts/ab.sh …  (also a GET of the session's URL
#                                                            + READ: a copied answer, where a state is shared)
#   DURABILITY=strict Benchmarks/scripts/ab.sh …            (each server on a state file of its own with
#                                                            --durability strict|batched; POST only)
# Starts both on 127.0.0.1 (port 0), creates one deponte-2016 session on each, then
# alternates wrk runs (-t1 -cCONNS, DUR s each) on GET state and POST actions
# (setSegment 1/0, Benchmarks/scripts/actions.lua), ROUNDS times, old then new then
# old…, so the box's drift falls on both. Prints the median req/s of each and
# new ÷ old. Stops both servers on exit.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
old=${1:?usage: ab.sh OLD_SEGNAVD NEW_SEGNAVD}
new=${2:?usage: ab.sh OLD_SEGNAVD NEW_SEGNAVD}
rounds=${ROUNDS:-7} dur=${DUR:-4} conns=${CONNS:-32}
tmp=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$tmp"; }
trap cleanup EXIT

start() { # NAME BIN -> sets url_NAME
  local state=()
  [ -z "${DURABILITY:-}" ] || state=(--state-file "$tmp/$1.sqlite" --durability "$DURABILITY")
  "$2" --port 0 --log-level warning "${state[@]}" > "$tmp/$1.out" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do grep -q '^listening on' "$tmp/$1.out" && break; sleep 0.1; done
  local base; base=$(sed -n 's/^listening on //p' "$tmp/$1.out")
  [ -n "$base" ] || { echo "$1 did not start" >&2; exit 1; }
  local id; id=$(curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "$base/v1/sessions" \
       | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  printf '%s/v1/sessions/%s' "$base" "$id" > "$tmp/$1.url"
}
start old "$old"
start new "$new"

rps() { # URL [wrk args…]
  local url=$1; shift
  wrk -t1 -c"$conns" -d"${dur}s" "$@" "$url" | awk '/^Requests\/sec:/ {print $2}'
}
for round in $(seq 1 "$rounds"); do
  for which in old new; do
    url=$(cat "$tmp/$which.url")
    [ -n "${DURABILITY:-}" ] || echo "$(rps "$url")" >> "$tmp/$which.get"
    echo "$(rps "$url/actions" -s "$here/actions.lua")" >> "$tmp/$which.post"
    if [ -n "${READ:-}" ]; then echo "$(rps "$url$READ")" >> "$tmp/$which.read"; fi
  done
  echo "round $round/$rounds done" >&2
done

median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
kinds=(get post)
[ -z "${DURABILITY:-}" ] || kinds=(post)
for kind in "${kinds[@]}" ${READ:+read}; do
  o=$(median "$tmp/old.$kind") n=$(median "$tmp/new.$kind")
  case $kind in
    get) label="GET /v1/sessions/{id}" ;;
    post) label="POST …/actions setSegment" ;;
    read) label="GET …$READ" ;;
  esac
  printf '%-28s old %9.0f req/s  new %9.0f req/s  new/old %.2f\n' "$label" "$o" "$n" "$(echo "$n / $o" | bc -l)"
done
