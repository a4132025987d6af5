#!/usr/bin/env bash
# Throughput through nginx with 1 and 3 nodes (deploy/run-cluster.sh), for the
# "Through nginx" section of BENCHMARKS.md (SPEC §7, docs/SCALING.md).
#   Benchmarks/scripts/cluster-throughput.sh [--duration S] [--rounds R] [--connections C] [--markdown]
# Cases, for each cluster size:
#   one session   GET /v1/sessions/{id} of one session, with ../shared/bench/compare.sh
#                 (side by side with the plain C libmicrohttpd server; prints the ratio).
#                 One id always goes to one node, so this is the cost of the nginx hop.
#   spread reads  GET /v1/sessions/{id} cycling over 300 sessions of every node (wrk + spread.lua)
#   spread writes POST …/actions setSegment 0/1 cycling over the same sessions
# and, with 1 node, the spread cases straight to the node (no nginx) for reference.
# Needs a release segnavd ($SEGNAVD_BIN, else .build/release/segnavd), nginx, wrk, python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
compare=${COMPARE:-$root/../shared/bench/compare.sh}
duration=5 rounds=3 conns=32 markdown=0
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    --connections) conns=$2; shift 2;;
    --markdown) markdown=1; shift;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done
export SEGNAVD_BIN=${SEGNAVD_BIN:-$root/.build/release/segnavd}
[ -x "$SEGNAVD_BIN" ] || { echo "no release segnavd at $SEGNAVD_BIN (swift build -c release --product segnavd)" >&2; exit 1; }
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 3; }

work=$(mktemp -d "${TMPDIR:-/tmp}/segnav-cluster-bench.XXXXXX")
cluster_pid=""
stop_cluster() {
  [ -n "$cluster_pid" ] || return 0
  kill -TERM "$cluster_pid" 2>/dev/null || true
  wait "$cluster_pid" 2>/dev/null || true
  cluster_pid=""
}
trap 'stop_cluster; rm -rf "$work"' EXIT

# start_cluster N: sets base (nginx URL) and dir (its CLUSTER_DIR)
start_cluster() {
  dir=$work/cluster-$1
  mkdir -p "$dir"
  CLUSTER_DIR=$dir "$root/deploy/run-cluster.sh" "$1" >"$dir/stdout" 2>"$dir/stderr" &
  cluster_pid=$!
  for _ in $(seq 1 600); do grep -q '^listening on' "$dir/stdout" && break; kill -0 "$cluster_pid" || break; sleep 0.1; done
  base=$(sed -n 's/^listening on //p' "$dir/stdout")
  [ -n "$base" ] || { echo "run-cluster.sh $1 did not start" >&2; cat "$dir/stderr" >&2; exit 1; }
}

# make_sessions URL COUNT FILE: creates COUNT sessions through URL, writes their paths to FILE
make_sessions() {
  python3 - "$1" "$2" "$3" <<'PY'
import http.client, json, sys, urllib.parse
url, count, out = urllib.parse.urlsplit(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
connection = http.client.HTTPConnection(url.hostname, url.port)
with open(out, "w") as paths:
    for _ in range(count):
        connection.request("POST", "/v1/sessions", body=b'{"preset":"deponte-2016"}',
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        body = response.read()
        assert response.status == 201, (response.status, body)
        paths.write("/v1/sessions/%s\n" % json.loads(body)["id"])
PY
}

median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# spread NAME URL PATHS_FILE WRITE: median req/s and p99 over the rounds
spread() {
  local name=$1 url=$2 file=$3 write=$4 rps=() p99=() out
  for _ in $(seq 1 "$rounds"); do
    out=$(PATHS_FILE=$file WRITE=$write wrk -t1 -c"$conns" -d"${duration}s" --latency -s "$here/spread.lua" "$url")
    if grep -q 'Non-2xx' <<<"$out"; then echo "warning: $name: $(grep 'Non-2xx' <<<"$out")" >&2; fi
    rps+=("$(awk '/^Requests\/sec:/{print $2}' <<<"$out")")
    p99+=("$(awk '$1=="99%"{v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; print v}' <<<"$out")")
  done
  row "$name" "$(printf '%s\n' "${rps[@]}" | median)" "" "" "$(printf '%s\n' "${p99[@]}" | median)" ""
}

# one_session NAME URL: compare.sh against the plain C server
one_session() {
  local result brps rps ratio p99c p99b
  result=$("$compare" --duration "$duration" --rounds "$rounds" --connections "$conns" "$2")
  ratio=$(sed -n 's/^ratio=//p' <<<"$result")
  read -r brps rps < <(sed -n 's/^baseline=[a-z]* baseline_median_rps=\([0-9.]*\) candidate_median_rps=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  read -r p99c p99b < <(sed -n 's/^p99_candidate_ms=\([0-9.]*\) p99_baseline_ms=\([0-9.]*\)$/\1 \2/p' <<<"$result")
  row "$1" "$rps" "$brps" "$ratio" "$p99c" "$p99b"
}

row() { # name rps c_rps ratio p99 c_p99
  if [ "$markdown" = 1 ]; then
    printf '| %s | %.0f | %s | %s | %s | %s |\n' "$1" "$2" "${3:+$(printf '%.0f' "$3")}" "${4:+**$4**}" "$5" "$6"
  else
    printf '%-50s req/s=%8.0f  p99=%8sms' "$1" "$2" "$5"
    [ -z "$3" ] || printf '  C plain req/s=%8.0f  ratio=%s  C p99=%sms' "$3" "$4" "$6"
    printf '\n'
  fi
}

if [ "$markdown" = 1 ]; then
  echo '| case | req/s | C plain req/s | ratio | p99 ms | C p99 ms |'
  echo '|---|---|---|---|---|---|'
fi
for n in 1 3; do
  start_cluster "$n"
  make_sessions "$base" 300 "$work/reads-$n.txt"
  sed 's|$|/actions|' "$work/reads-$n.txt" >"$work/writes-$n.txt"
  first=$(head -n 1 "$work/reads-$n.txt")
  one_session "nginx → $n node(s): GET one session" "$base$first"
  spread "nginx → $n node(s): GET 300 sessions" "$base" "$work/reads-$n.txt" 0
  spread "nginx → $n node(s): POST actions, 300 sessions" "$base" "$work/writes-$n.txt" 1
  if [ "$n" = 1 ]; then
    node=http://127.0.0.1:$(awk 'NR==1{print $2}' "$dir/nodes.txt")
    one_session "straight to the node: GET one session" "$node$first"
    spread "straight to the node: GET 300 sessions" "$node" "$work/reads-$n.txt" 0
    spread "straight to the node: POST actions, 300 sessions" "$node" "$work/writes-$n.txt" 1
  fi
  stop_cluster
done
