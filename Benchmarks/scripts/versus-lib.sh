# shellcheck shell=bash disable=SC2154
# Sourced by versus.sh and create-delete.sh: starting servers on port 0,
# alternating wrk runs and their medians, shared so both report alike.
# Expects: $tmp (a private temp dir), $duration, $rounds, $conns, $wrk_threads, $markdown.

pids=()
cleanup() {
  local pid _
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    # hb-server drains gracefully on SIGTERM; don't let a stuck drain keep us here.
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() { echo "FAIL: $*" >&2; exit 1; }

# build_products SCRATCH PRODUCT... — release builds inside Benchmarks/.
build_products() {
  local scratch=$1; shift
  # SwiftPM misses new files in path dependencies: plan the build afresh.
  rm -f "$scratch"/*/release/description.json
  local product
  for product in "$@"; do
    (cd "$bench" && swift build -c release --scratch-path "$scratch" --product "$product" >&2) \
      || fail "swift build --product $product"
  done
}

# start_server NAME READY_SED COMMAND... — runs COMMAND in the background and
# waits for the line READY_SED extracts a value from; sets $started to it.
start_server() {
  local name=$1 ready=$2; shift 2
  # Made here: the background command's own redirections may open them after the first sed below runs.
  : > "$tmp/$name.out"
  : > "$tmp/$name.err"
  "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" &
  pids+=($!)
  local _
  for _ in $(seq 1 100); do
    started=$(sed -n "$ready" "$tmp/$name.out")
    [ -n "$started" ] && return 0
    kill -0 "${pids[-1]}" 2>/dev/null || break
    sleep 0.1
  done
  cat "$tmp/$name.err" >&2
  fail "$name did not start"
}

# create_session BASE — a deponte-2016 session; prints its id.
create_session() {
  curl -fsS -X POST -H 'Content-Type: application/json' -d '{"preset":"deponte-2016"}' "$1/v1/sessions" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' \
    || fail "could not create a session on $1"
}

# run_wrk LABEL URL [LUA] — one wrk run; sets rps, p50, p99 (ms) and $wrk_out.
# Any non-2xx/3xx answer or socket error fails the whole script: a ratio of
# error pages would be meaningless.
run_wrk() {
  local label=$1 url=$2 lua=${3:-}
  wrk_out=$(wrk -t"$wrk_threads" -c"$conns" -d"${duration}s" --latency ${lua:+-s "$lua"} "$url" 2>&1) \
    || { echo "$wrk_out" >&2; fail "wrk failed against $label ($url)"; }
  local ms='function ms(v) { if (v ~ /us$/) { sub(/us$/, "", v); return v / 1000 }
                             if (v ~ /ms$/) { sub(/ms$/, "", v); return v + 0 }
                             if (v ~ /m$/)  { sub(/m$/, "", v);  return v * 60000 }
                             if (v ~ /s$/)  { sub(/s$/, "", v);  return v * 1000 }
                             return v + 0 }'
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$wrk_out")
  p50=$(awk "$ms"' $1 == "50%" {print ms($2)}' <<<"$wrk_out")
  p99=$(awk "$ms"' $1 == "99%" {print ms($2)}' <<<"$wrk_out")
  local bad errors
  bad=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<<"$wrk_out")
  errors=$(awk -F'[ ,]+' '/Socket errors:/ {print $4 + $6 + $8 + $10}' <<<"$wrk_out")
  if [ "${bad:-0}" != 0 ] || [ "${errors:-0}" != 0 ]; then
    echo "$wrk_out" >&2
    fail "$label answered ${bad:-0} non-2xx responses and had ${errors:-0} socket errors ($url)"
  fi
  if [ -z "$rps" ] || [ -z "$p99" ]; then echo "$wrk_out" >&2; fail "no figures from wrk against $label"; fi
}

# check_pairs LABEL MODE — after a create-delete.lua run: MODE "pairs" (segnav:
# every create answered 201 with an id and was deleted but for those still
# queued or in flight when wrk stopped, at most two per connection) or "plain" (the C baseline:
# no id, so every request was a POST).
check_pairs() {
  local label=$1 mode=$2 creates deletes unpaired
  read -r creates deletes unpaired < <(sed -n 's/^creates=\([0-9]*\) deletes=\([0-9]*\) unpaired=\([0-9]*\)$/\1 \2 \3/p' <<<"$wrk_out")
  [ -n "$creates" ] || { echo "$wrk_out" >&2; fail "create-delete.lua printed no counts against $label"; }
  if [ "$mode" = pairs ]; then
    if [ "$creates" = 0 ] || [ "$unpaired" != 0 ] || [ $((creates - deletes)) -gt $((2 * conns)) ] || [ "$deletes" -gt "$creates" ]; then
      echo "$wrk_out" >&2
      fail "$label: creates=$creates deletes=$deletes unpaired=$unpaired (expected paired creates and deletes)"
    fi
  elif [ "$creates" != 0 ] || [ "$unpaired" = 0 ]; then
    echo "$wrk_out" >&2
    fail "$label: creates=$creates unpaired=$unpaired (expected only id-less POST answers)"
  fi
  echo "  $label: $creates sessions created, $deletes deleted, $unpaired answers without an id" >&2
}

median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# versus CASE LABEL_A URL_A MODE_A LABEL_B URL_B MODE_B [LUA] — runs wrk
# alternately (A, B, A, B, ...) $rounds times each, so drift in the shared
# machine's load hits both alike; prints one row of medians. MODE is "-" or,
# with create-delete.lua, what check_pairs expects.
versus() {
  local name=$1 label_a=$2 url_a=$3 mode_a=$4 label_b=$5 url_b=$6 mode_b=$7 lua=${8:-}
  local a_rps=() a_p50=() a_p99=() b_rps=() b_p50=() b_p99=() r
  for r in $(seq 1 "$rounds"); do
    run_wrk "$label_a" "$url_a" "$lua"
    [ "$mode_a" = - ] || check_pairs "$label_a" "$mode_a"
    a_rps+=("$rps"); a_p50+=("$p50"); a_p99+=("$p99")
    echo "  $name round $r: $label_a $rps req/s p50 ${p50} ms p99 ${p99} ms" >&2
    run_wrk "$label_b" "$url_b" "$lua"
    [ "$mode_b" = - ] || check_pairs "$label_b" "$mode_b"
    b_rps+=("$rps"); b_p50+=("$p50"); b_p99+=("$p99")
    echo "  $name round $r: $label_b $rps req/s p50 ${p50} ms p99 ${p99} ms" >&2
  done
  local ar ap50 ap99 br bp50 bp99 ratio
  ar=$(printf '%s\n' "${a_rps[@]}" | median); ap50=$(printf '%s\n' "${a_p50[@]}" | median); ap99=$(printf '%s\n' "${a_p99[@]}" | median)
  br=$(printf '%s\n' "${b_rps[@]}" | median); bp50=$(printf '%s\n' "${b_p50[@]}" | median); bp99=$(printf '%s\n' "${b_p99[@]}" | median)
  ratio=$(awk -v a="$ar" -v b="$br" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }')
  if [ "$markdown" = 1 ]; then
    printf '| %s | %.0f | %.0f | **%s** | %.3f / %.3f | %.3f / %.3f |\n' "$name" "$ar" "$br" "$ratio" "$ap50" "$ap99" "$bp50" "$bp99"
  else
    printf '%-36s %17.0f %17.0f %7s %9.3f / %-8.3f %9.3f / %-8.3f\n' "$name" "$ar" "$br" "$ratio" "$ap50" "$ap99" "$bp50" "$bp99"
  fi
}

# header LABEL_A LABEL_B — the table head matching versus' rows.
header() {
  if [ "$markdown" = 1 ]; then
    echo "| case | $1 req/s | $2 req/s | ratio $1 ÷ $2 | $1 p50 / p99 ms | $2 p50 / p99 ms |"
    echo '|---|---:|---:|---:|---:|---:|'
  else
    printf '%-36s %17s %17s %7s %20s %20s\n' case "$1 req/s" "$2 req/s" ratio "$1 p50/p99 ms" "$2 p50/p99 ms"
  fi
}

# Options both scripts take; sets duration rounds conns wrk_threads shards
# markdown build scratch. Usage: parse_options NAME "$@"
parse_options() {
  local name=$1; shift
  duration=5 rounds=3 conns=32 wrk_threads=1 shards="" markdown=0 build=1 scratch=$bench/.build
  while [ $# -gt 0 ]; do
    case "$1" in
      --duration) duration=$2; shift 2;;
      --rounds) rounds=$2; shift 2;;
      --connections) conns=$2; shift 2;;
      --wrk-threads) wrk_threads=$2; shift 2;;
      --shards) shards=$2; shift 2;;
      --markdown) markdown=1; shift;;
      --no-build) build=0; shift;;
      --scratch-path) scratch=$2; shift 2;;
      -h|--help) sed -n '2,12p' "$0"; exit 0;;
      *) echo "$name: unknown option $1" >&2; exit 2;;
    esac
  done
  command -v wrk >/dev/null || { echo "$name: wrk is missing: apt-get install -y wrk" >&2; exit 3; }
}
