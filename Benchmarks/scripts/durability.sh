#!/usr/bin/env bash
# What --durability costs (docs/DESIGN.md §5 "Durability"). Three segnavd
# (release, each with its own --state-file): off, strict and batched, wrk
# alternating between them (off, strict, batched, off, ...) on POST
# …/actions setSegment 1/0 over one session each; prints the medians and the
# ratios strict ÷ off and batched ÷ off (goals: ≥ 0.8 and ≥ 0.95), and the
# journal writer thread's CPU µs per action (its /proc task time ÷ actions).
# Then what the rounds left in the strict and batched files (batch rows, bytes,
# a restart after kill -9 on each). Then the restore: SESSIONS sessions created (batched), segnavd killed with
# SIGKILL and restarted (the journal replayed), stopped (checkpoint) and
# restarted (snapshots decoded): seconds to 'listening on' and bytes on disk
# per session in each form.
#   Benchmarks/scripts/durability.sh [--duration S] [--rounds R] [--connections N]
#                                    [--sessions N] [--markdown] [--no-build]
# Defaults: 5 s × 3 rounds per mode, wrk -t1 -c32, 100 000 sessions (~4 minutes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
duration=5 rounds=3 conns=32 wrk_threads=1 markdown=0 build=1 sessions=100000
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) duration=$2; shift 2;;
    --rounds) rounds=$2; shift 2;;
    --connections) conns=$2; shift 2;;
    --sessions) sessions=$2; shift 2;;
    --markdown) markdown=1; shift;;
    --no-build) build=0; shift;;
    -h|--help) sed -n '2,15p' "$0"; exit 0;;
    *) echo "durability.sh: unknown option $1" >&2; exit 2;;
  esac
done
command -v wrk >/dev/null || { echo "durability.sh: wrk is missing: apt-get install -y wrk" >&2; exit 3; }
# shellcheck source=versus-lib.sh
. "$here/versus-lib.sh"

if [ "$build" = 1 ]; then
  (cd "$root" && swift build -c release --product segnavd >&2) || fail "swift build -c release --product segnavd"
fi
bin=$root/.build/release/segnavd

declare -A base pid
for mode in off strict batched; do
  start_server "$mode" 's/^listening on //p' "$bin" --port 0 --state-file "$tmp/$mode.sqlite" --durability "$mode" --log-level warning
  base[$mode]=$started
  pid[$mode]=${pids[-1]}
done

# CPU seconds of segnavd's journal thread (utime + stime of the task named segnav-journal).
journal_cpu() {
  local task
  for task in /proc/"$1"/task/*; do
    if [ "$(cat "$task/comm")" = segnav-journal ]; then
      awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) / hz}' "$task/stat"
      return
    fi
  done
  echo 0
}

declare -A rps_list p50_list p99_list requests cpu_before
for mode in off strict batched; do
  id=$(create_session "${base[$mode]}")
  declare -g "url_$mode=${base[$mode]}/v1/sessions/$id/actions"
  requests[$mode]=0
  cpu_before[$mode]=$(journal_cpu "${pid[$mode]}")
done
for r in $(seq 1 "$rounds"); do
  for mode in off strict batched; do
    target_var=url_$mode
    run_wrk "$mode" "${!target_var}" "$here/actions.lua"
    rps_list[$mode]+="$rps "
    p50_list[$mode]+="$p50 "
    p99_list[$mode]+="$p99 "
    done_requests=$(awk '/requests in/ {print $1}' <<<"$wrk_out")
    requests[$mode]=$(( ${requests[$mode]} + done_requests ))
    echo "  round $r: $mode $rps req/s p50 ${p50} ms p99 ${p99} ms" >&2
  done
done
med() { tr ' ' '\n' <<<"$1" | sed '/^$/d' | median; }
off_rps=$(med "${rps_list[off]}")
line() { # MODE
  local m=$1 r ratio cpu us
  r=$(med "${rps_list[$m]}")
  ratio=$(awk -v a="$r" -v b="$off_rps" 'BEGIN { printf "%.2f", a / b }')
  cpu=$(awk -v a="$(journal_cpu "${pid[$m]}")" -v b="${cpu_before[$m]}" 'BEGIN { print a - b }')
  us=$(awk -v c="$cpu" -v n="${requests[$m]}" 'BEGIN { if (n > 0 && c > 0) printf "%.1f", c * 1e6 / n; else print "-" }')
  if [ "$markdown" = 1 ]; then
    printf '| POST …/actions, --durability %s | %.0f | **%s** | %.3f / %.3f | %s |\n' "$m" "$r" "$ratio" \
      "$(med "${p50_list[$m]}")" "$(med "${p99_list[$m]}")" "$us"
  else
    printf '%-10s %10.0f req/s  ratio to off %s  p50 %.3f ms  p99 %.3f ms  journal µs/action %s\n' "$m" "$r" "$ratio" \
      "$(med "${p50_list[$m]}")" "$(med "${p99_list[$m]}")" "$us"
  fi
}
if [ "$markdown" = 1 ]; then
  echo "| case | req/s | ratio to off | p50 / p99 ms | journal thread µs per action |"
  echo '|---|---:|---:|---:|---:|'
fi
line off
line strict
line batched
kill "${pid[off]}" 2>/dev/null || true; wait "${pid[off]}" 2>/dev/null || true

# --- what the rounds left in the file: one session's journal is compacted while served ----------
# (DESIGN.md §5.7 "Compaction while serving"): its batch rows, the main file's bytes, and a restart after
# kill -9 on that file, which replays what is journaled.
if [ "$markdown" = 1 ]; then
  echo
  echo "| after the rounds (one busy session) | actions applied | batch rows in the file | main file bytes | restart after kill -9, s |"
  echo '|---|---:|---:|---:|---:|'
fi
for mode in strict batched; do
  sleep 0.2  # past batched's last commit window
  applied=$(curl -fsS "${base[$mode]}/metrics" | awk '$1 ~ /^segnav_actions_total/ && /outcome="applied"/ {n += $2} END {printf "%d", n}')
  rows=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True).execute("SELECT count(*) FROM actions").fetchone()[0])' "$tmp/$mode.sqlite")
  kill -KILL "${pid[$mode]}"; wait "${pid[$mode]}" 2>/dev/null || true
  file_bytes=$(stat -c %s "$tmp/$mode.sqlite")
  t0=$(date +%s.%N)
  start_server "again-$mode" 's/^listening on //p' "$bin" --port 0 --state-file "$tmp/$mode.sqlite" --durability "$mode" --log-level warning
  took=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
  kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true
  if [ "$markdown" = 1 ]; then
    echo "| --durability $mode | $applied | $rows | $file_bytes | $took |"
  else
    echo "$mode: $applied actions applied; $rows batch rows in the file, main file $file_bytes B; restart after kill -9 $took s"
  fi
done
pids=()

# --- restore time and bytes per session ------------------------------------------------------
state=$tmp/restore.sqlite
start_server fill 's/^listening on //p' "$bin" --port 0 --state-file "$state" --durability batched \
  --max-sessions "$((sessions + 1000))" --log-level warning
fill=$started fill_pid=${pids[-1]}
cat > "$tmp/create.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"preset":"crafterm-2010"}'
wrk.headers["Content-Type"] = "application/json"
LUA
bytes() { local total=0 f; for f in "$state" "$state-wal"; do [ -f "$f" ] && total=$((total + $(stat -c %s "$f"))); done; echo "$total"; }
count() { curl -fsS "$1/metrics" | awk '$1 == "segnav_sessions" {printf "%d", $2}'; }
while [ "$(count "$fill")" -lt "$sessions" ]; do
  wrk -t1 -c16 -d2s -s "$tmp/create.lua" "$fill/v1/sessions" >/dev/null 2>&1 || true
done
live=$(count "$fill")
sleep 0.2  # past the last commit window
kill -KILL "$fill_pid"; wait "$fill_pid" 2>/dev/null || true
journal_bytes=$(bytes)
ls -l "$state"* >&2

timed_start() { # sets $took (seconds to 'listening on'); leaves the server running as $started_pid
  local t0 t1
  t0=$(date +%s.%N)
  start_server "restore$1" 's/^listening on //p' "$bin" --port 0 --state-file "$state" --durability batched \
    --max-sessions "$((sessions + 1000))" --log-level warning
  t1=$(date +%s.%N)
  started_pid=${pids[-1]}
  took=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
}
timed_start 1
replay_s=$took
restored=$(count "$started")
stop_start=$(date +%s.%N)
kill "$started_pid"; wait "$started_pid" 2>/dev/null || true
checkpoint_s=$(awk -v a="$stop_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
checkpoint_bytes=$(bytes)
ls -l "$state"* >&2
timed_start 2
decode_s=$took
kill "$started_pid"; wait "$started_pid" 2>/dev/null || true
pids=()
[ "$restored" = "$live" ] || fail "restored $restored of $live sessions"
per() { awk -v b="$1" -v n="$live" 'BEGIN { printf "%.0f", b / n }'; }
if [ "$markdown" = 1 ]; then
  echo
  echo "| $live sessions (crafterm-2010, idle) | seconds | bytes on disk per session |"
  echo '|---|---:|---:|'
  echo "| restart after kill -9 (journal replayed) | $replay_s | $(per "$journal_bytes") |"
  echo "| graceful stop (checkpoint written) | $checkpoint_s | $(per "$checkpoint_bytes") |"
  echo "| restart after the checkpoint (snapshots decoded) | $decode_s | $(per "$checkpoint_bytes") |"
else
  echo "$live sessions: restart after kill -9 (replay) ${replay_s} s, $(per "$journal_bytes") B/session on disk"
  echo "graceful stop (checkpoint) ${checkpoint_s} s; restart from the checkpoint ${decode_s} s, $(per "$checkpoint_bytes") B/session on disk"
fi
