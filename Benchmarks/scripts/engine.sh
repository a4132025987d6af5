#!/usr/bin/env bash
# In-process engine figures for BENCHMARKS.md: switches per second per
# strategy, and memory per idle preset session (each in a fresh process).
#   Benchmarks/scripts/engine.sh [SWITCHES] [SESSIONS] [LARGE]
# LARGE (default 1 000 000; 0 skips it): one more store run of that many
# crafterm-2010 sessions, the preset with the longest launch.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
switches=${1:-2000000}
sessions=${2:-100000}
large=${3:-1000000}
swift build -c release --product engine-bench >&2
bin=.build/release/engine-bench
# One core: the figure is per core, and the other core stays free for the OS.
pin=(); command -v taskset >/dev/null && pin=(taskset -c 0)
"${pin[@]}" "$bin" switches "$switches"
echo
echo "| what | preset | sessions | RSS before (MiB) | RSS after (MiB) | bytes per session |"
echo "|---|---|---|---|---|---|"
for preset in deponte-2016 crafterm-2010 crafterm-revisited; do
  "$bin" engine-memory "$preset" "$sessions"
done
for preset in deponte-2016 crafterm-2010 crafterm-revisited; do
  "$bin" store-memory "$preset" "$sessions"
done
if [ "$large" -gt 0 ]; then
  "$bin" store-memory crafterm-2010 "$large"
fi
