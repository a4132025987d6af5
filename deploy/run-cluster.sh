#!/usr/bin/env bash
# N segnavd nodes plus nginx in front, all on loopback (DESIGN.md §7, docs/SCALING.md).
#   deploy/run-cluster.sh N [PORT]
# Starts nodes n1..nN (`segnavd --node nI --port 0`), renders
# deploy/nginx/segnav.conf.template for them and runs nginx (Debian nginx-light,
# installed if missing) as the current user with its own prefix in
# $CLUSTER_DIR/nginx, listening on 127.0.0.1:PORT (default: a free port).
# When every node answers through nginx it prints one stdout line,
#   listening on http://127.0.0.1:PORT
# and runs until SIGTERM/SIGINT, then stops nginx and the nodes and exits 0.
# (A shell script's background jobs ignore SIGINT: stop those with SIGTERM.)
#
# Environment:
#   SEGNAVD_BIN    the binary (default .build/release/segnavd, else .build/debug/segnavd)
#   SEGNAVD_ARGS   extra segnavd flags for every node, e.g. "--log-level debug"
#                  (then each node logs every request with its X-Request-Id)
#   CLUSTER_DIR    where state and logs go (default: a temporary directory,
#                  removed on exit); kept when given. It holds:
#                    nodes.txt       one line per node: `NAME PORT PID`
#                    nI.log          node nI's log (stderr)
#                    nginx/          nginx.conf, segnav.conf, error.log, access.log, tmp/
#   NGINX_WORKERS  nginx worker_processes (default auto = one per core)
#   NGINX          the nginx binary (default: nginx on PATH or /usr/sbin/nginx)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)

usage() { sed -n '2,3p' "$0" | sed 's/^# *//' >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
count=$1 port=${2:-}
[[ $count =~ ^[1-9][0-9]*$ ]] && [ "$count" -le 64 ] || { echo "run-cluster.sh: N must be 1..64" >&2; exit 2; }
[ -z "$port" ] || [[ $port =~ ^[1-9][0-9]{0,4}$ && $port -le 65535 ]] || { echo "run-cluster.sh: PORT must be 1..65535" >&2; exit 2; }

log() { echo "run-cluster: $*" >&2; }

# --- the segnavd binary ------------------------------------------------------
bin=${SEGNAVD_BIN:-}
if [ -z "$bin" ]; then
  for candidate in "$root/.build/release/segnavd" "$root/.build/debug/segnavd"; do
    [ -x "$candidate" ] && { bin=$candidate; break; }
  done
fi
[ -n "$bin" ] && [ -x "$bin" ] || { echo "run-cluster.sh: no segnavd binary (swift build, or set SEGNAVD_BIN)" >&2; exit 1; }

# --- nginx (Debian nginx-light) ----------------------------------------------
nginx=${NGINX:-$(command -v nginx || true)}
[ -n "$nginx" ] || { [ -x /usr/sbin/nginx ] && nginx=/usr/sbin/nginx; }
if [ -z "$nginx" ]; then
  log "installing nginx-light"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
  nginx=/usr/sbin/nginx
fi

# --- state directory -----------------------------------------------------------
if [ -n "${CLUSTER_DIR:-}" ]; then
  dir=$CLUSTER_DIR keep=1
  mkdir -p "$dir"
else
  dir=$(mktemp -d "${TMPDIR:-/tmp}/segnav-cluster.XXXXXX") keep=0
fi
dir=$(cd "$dir" && pwd)
mkdir -p "$dir/nginx/tmp"
: > "$dir/nodes.txt"

node_pids=() nginx_pid=""
stopping=0
cleanup() {
  [ "$stopping" = 1 ] && return
  stopping=1
  trap '' TERM INT
  [ -n "$nginx_pid" ] && kill -TERM "$nginx_pid" 2>/dev/null || true
  for pid in "${node_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  [ -n "$nginx_pid" ] && wait "$nginx_pid" 2>/dev/null || true
  for pid in "${node_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ "$keep" = 1 ] || rm -rf "$dir"
}
on_signal() { log "stopping"; cleanup; exit 0; }
trap on_signal TERM INT
trap 'cleanup' EXIT

# http_status PORT PATH -> prints the status code of GET PATH (bash /dev/tcp: no curl needed)
http_status() {
  local fd line
  { exec {fd}<>"/dev/tcp/127.0.0.1/$1"; } 2>/dev/null || return 1
  printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' "$2" >&"$fd"
  IFS=' ' read -r -t 5 _ line _ <&"$fd" || line=""
  exec {fd}>&-
  echo "$line"
}
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# --- the nodes -----------------------------------------------------------------
# shellcheck disable=SC2206
extra=(${SEGNAVD_ARGS:-})
upstreams=()
for i in $(seq 1 "$count"); do
  name=n$i
  "$bin" --node "$name" --host 127.0.0.1 --port 0 "${extra[@]}" >"$dir/$name.out" 2>"$dir/$name.log" &
  node_pids+=($!)
done
for i in $(seq 1 "$count"); do
  name=n$i pid=${node_pids[$((i - 1))]} line=""
  for _ in $(seq 1 300); do
    IFS= read -r line <"$dir/$name.out" 2>/dev/null || true
    [ -n "$line" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  node_port=${line##*:}
  [[ $line == "listening on http://127.0.0.1:"* && $node_port =~ ^[0-9]+$ ]] || {
    log "node $name did not start: ${line:-no output}"; cat "$dir/$name.log" >&2; exit 1; }
  echo "$name $node_port $pid" >>"$dir/nodes.txt"
  upstreams+=("$name=127.0.0.1:$node_port")
done

# --- nginx ---------------------------------------------------------------------
# Connections: a long-poll holds two per request in nginx (client + node). Use
# the hard limit on open files, and no more worker_connections than it allows.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
nofile=$(ulimit -n)
connections=4096
[ "$nofile" = unlimited ] || [ "$nofile" -ge 8192 ] || connections=$((nofile / 2))
user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user $(id -un) $(id -gn);"  # else workers would run as nobody
write_config() { # PORT
  "$here/nginx/render.sh" "127.0.0.1:$1" "${upstreams[@]}" >"$dir/nginx/segnav.conf"
  cat >"$dir/nginx/nginx.conf" <<CONF
# Written by deploy/run-cluster.sh; the segnav part is segnav.conf (deploy/nginx/render.sh).
daemon off;
master_process on;
$user_line
worker_processes ${NGINX_WORKERS:-auto};
pid $dir/nginx/nginx.pid;
error_log $dir/nginx/error.log warn;
events { worker_connections $connections; }
http {
    client_body_temp_path $dir/nginx/tmp/body;
    proxy_temp_path $dir/nginx/tmp/proxy;
    fastcgi_temp_path $dir/nginx/tmp/fastcgi;
    uwsgi_temp_path $dir/nginx/tmp/uwsgi;
    scgi_temp_path $dir/nginx/tmp/scgi;
    server_tokens off;
    include $dir/nginx/segnav.conf;
    access_log $dir/nginx/access.log segnav buffer=64k flush=1s;
}
CONF
}

started=0
for attempt in $(seq 1 20); do
  if [ -n "$port" ]; then
    try=$port
  else
    try=$((20000 + RANDOM % 12768))  # below Linux's ephemeral range (32768+), where the nodes' ports are
    port_in_use "$try" && continue
  fi
  write_config "$try"
  "$nginx" -t -q -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx/error.log" \
    || { log "nginx rejected its configuration"; cat "$dir/nginx/error.log" >&2; exit 1; }
  "$nginx" -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx/error.log" &
  nginx_pid=$!
  for _ in $(seq 1 100); do
    kill -0 "$nginx_pid" 2>/dev/null || break
    [ "$(http_status "$try" /healthz)" = 200 ] && { started=1; break; }
    sleep 0.1
  done
  [ "$started" = 1 ] && { port=$try; break; }
  kill -TERM "$nginx_pid" 2>/dev/null || true
  wait "$nginx_pid" 2>/dev/null || true
  nginx_pid=""
  [ -z "$port" ] || break  # a fixed port: no second try
done
[ "$started" = 1 ] || { log "nginx did not start"; tail -n 20 "$dir/nginx/error.log" >&2; exit 1; }

# Every node answers through nginx (its own /v1/version, straight).
for i in $(seq 1 "$count"); do
  read -r name node_port _ < <(sed -n "${i}p" "$dir/nodes.txt")
  [ "$(http_status "$node_port" /v1/version)" = 200 ] || { log "node $name does not answer"; exit 1; }
done

log "$count node(s), state in $dir (nodes.txt: NAME PORT PID)"
echo "listening on http://127.0.0.1:$port"

# Run until a signal; nginx ending by itself is an error. A node may die (that
# is what the tests do to it): nginx then answers problem+json 502 for its sessions.
set +e
wait "$nginx_pid"
status=$?
[ "$stopping" = 1 ] && exit 0
log "nginx exited ($status)"
tail -n 20 "$dir/nginx/error.log" >&2
exit 1
