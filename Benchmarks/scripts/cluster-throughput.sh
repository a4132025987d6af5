#!/usr/bin/env bash
# Throughput through nginx with 1 and 3 nodes (deploy/run-cluster.sh), for the
# "Through nginx" section of BENCHMARKS.md (DESIGN.md §7, docs/SCALING.md).
#   Benchmarks/scripts/cluster-throughput.sh [--duration S] [--rounds R] [--connections C] [--markdown]
# Cases, for each cluster size:
#   one session   GET /v1/sessions/{id} of one session, with Benchmarks/baseline/compare.sh
#                 (side by side with the plain C libmicrohttpd server; prints the ratio).
#                 One id always goes to one node, so this is the cost of the nginx hop.
#   spread reads  GET /v1/sessions/{id} cycling over 300 sessions of every node (wrk + spread.lua),
#                 alternating with the plain C server (ratio)
#   spread writes POST …/actions setSegment 0/1 cycling over the same sessions,
#                 alternating with the C server in suspend mode (ratio)
# and, with 1 node, the spread cases straight to the node (no nginx) for reference.
# For the spread cases it also prints the CPU time nginx, the nodes and wrk spent
# per request (user+sys from /proc and the shell's `times`; kernel work done in
# softirq context is not in it) and how busy the whole box was during the runs.
# Needs a release segnavd ($SEGNAVD_BIN, else .build/release/segnavd), nginx, wrk, python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
compare=${COMPARE:-$root/Benchmarks/baseline/compare.sh}
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
trap 'rm -rf "$work"' EXIT
cluster_pid=""
stop_cluster() {
  [ -n "$cluster_pid" ] || return 0
  kill -TERM "$cluster_pid" 2>/dev/null || true
  wait "$cluster_pid" 2>/dev/null || true
  cluster_pid=""
}

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

# The C baselines (Benchmarks/baseline/mhd-baseline.c), so the spread cases get
# a side-by-side ratio too: plain for reads, suspend for writes.
baseline_bin=$("$root/Benchmarks/baseline/build.sh")
baseline_pids=()
start_baseline() { # MODE -> sets baseline_url
  "$baseline_bin" --threads "$(nproc)" --mode "$1" >"$work/baseline-$1.out" &
  baseline_pids+=($!)
  for _ in $(seq 1 50); do grep -qs '^port=' "$work/baseline-$1.out" && break; sleep 0.1; done
  baseline_url=http://127.0.0.1:$(sed -n 's/^port=//p' "$work/baseline-$1.out")
}
trap 'stop_cluster; kill "${baseline_pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
start_baseline plain; plain_url=$baseline_url
start_baseline suspend; suspend_url=$baseline_url

# run_wrk URL PATHS_FILE WRITE -> "req_per_s p99_ms requests wrk_cpu_s"
# (run_wrk runs in a subshell: wrk is its only child, so `times` gives wrk's CPU;
# `times` must run in that shell itself, not in another $(...).)
wrk_cpu_seconds() { awk 'NR==2{gsub(/[ms]/," "); print $1*60+$2+$3*60+$4}' "$1"; }
run_wrk() {
  local out
  out=$(PATHS_FILE=$2 WRITE=$3 wrk -t1 -c"$conns" -d"${duration}s" --latency -s "$here/spread.lua" "$1")
  if grep -q 'Non-2xx' <<<"$out"; then echo "warning: $1: $(grep 'Non-2xx' <<<"$out")" >&2; fi
  local times_file=$work/times.$BASHPID
  times >"$times_file"
  echo "$(awk '/^Requests\/sec:/{print $2}' <<<"$out")" \
       "$(awk '$1=="99%"{v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; print v}' <<<"$out")" \
       "$(awk '/requests in/{print $1}' <<<"$out")" \
       "$(wrk_cpu_seconds "$times_file")"
}

# CPU time (utime+stime, in clock ticks) of processes, from /proc.
hz=$(getconf CLK_TCK)
ticks() { local t=0 pid v; for pid in "$@"; do v=$(awk '{print $14+$15}' "/proc/$pid/stat" 2>/dev/null || echo 0); t=$((t + v)); done; echo "$t"; }
# "busy total" jiffies of the whole box (all cores), from /proc/stat
box() { awk '/^cpu /{t=0; for (i=2; i<=NF; i++) t+=$i; print t - $5 - $6, t}' /proc/stat; }
cluster_pids() { # the current cluster's nginx processes and nodes
  nginx_pids=("$(cat "$dir/nginx/nginx.pid")"); nginx_pids+=($(ps -o pid= --ppid "${nginx_pids[0]}"))
  node_pids=($(awk '{print $3}' "$dir/nodes.txt"))
}

# spread NAME URL PATHS_FILE WRITE: wrk runs alternating with the C baseline
# (plain for reads, suspend for writes); medians over the rounds and the ratio,
# and the CPU each part spent per request (µs; nginx, the nodes, wrk).
spread() {
  local name=$1 url=$2 file=$3 write=$4 base_url=$plain_url rps=() p99=() brps=() bp99=() r p n w
  local requests=0 wrk_cpu=0 nginx_ticks=0 node_ticks=0 n0 g0 busy=0 total=0 b0 t0 b1 t1
  [ "$write" = 1 ] && base_url=$suspend_url
  cluster_pids
  for _ in $(seq 1 "$rounds"); do
    read -r r p _ _ <<<"$(run_wrk "$base_url" "$file" "$write")"; brps+=("$r"); bp99+=("$p")
    g0=$(ticks "${nginx_pids[@]}"); n0=$(ticks "${node_pids[@]}"); read -r b0 t0 < <(box)
    read -r r p n w <<<"$(run_wrk "$url" "$file" "$write")"; rps+=("$r"); p99+=("$p")
    read -r b1 t1 < <(box); busy=$((busy + b1 - b0)); total=$((total + t1 - t0))
    nginx_ticks=$((nginx_ticks + $(ticks "${nginx_pids[@]}") - g0)); node_ticks=$((node_ticks + $(ticks "${node_pids[@]}") - n0))
    requests=$((requests + n)); wrk_cpu=$(awk -v a="$wrk_cpu" -v b="$w" 'BEGIN{print a + b}')
  done
  local c b cpu
  c=$(printf '%s\n' "${rps[@]}" | median); b=$(printf '%s\n' "${brps[@]}" | median)
  cpu=$(awk -v g="$nginx_ticks" -v n="$node_ticks" -v w="$wrk_cpu" -v r="$requests" -v hz="$hz" \
        -v busy="$busy" -v total="$total" \
        'BEGIN{printf "%.1f / %.1f / %.1f (box %d%% busy)", g / hz / r * 1e6, n / hz / r * 1e6, w / r * 1e6, 100 * busy / total}')
  row "$name" "$c" "$b" "$(awk -v c="$c" -v b="$b" 'BEGIN{printf "%.2f", c / b}')" \
      "$(printf '%s\n' "${p99[@]}" | median)" "$(printf '%s\n' "${bp99[@]}" | median)" "$cpu"
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

row() { # name rps c_rps ratio p99 c_p99 cpu (C: the plain baseline, or suspend for writes)
  if [ "$markdown" = 1 ]; then
    printf '| %s | %.0f | %s | %s | %s | %s | %s |\n' "$1" "$2" "${3:+$(printf '%.0f' "$3")}" "${4:+**$4**}" "$5" "$6" "${7:-}"
  else
    printf '%-50s req/s=%8.0f  p99=%8sms' "$1" "$2" "$5"
    [ -z "$3" ] || printf '  C req/s=%8.0f  ratio=%s  C p99=%sms' "$3" "$4" "$6"
    [ -z "${7:-}" ] || printf '  CPU us/req nginx/nodes/wrk=%s' "$7"
    printf '\n'
  fi
}

if [ "$markdown" = 1 ]; then
  echo '| case | req/s | C req/s | ratio | p99 ms | C p99 ms | CPU µs/request: nginx / nodes / wrk |'
  echo '|---|---|---|---|---|---|---|'
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
