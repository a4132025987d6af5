#!/usr/bin/env bash
# The ordo-one/benchmark suites, Benchmarks/Benchmarks/{EngineSuite,RouterSuite}:
# throughput, wall clock and malloc counts per operation, in process, one
# table per metric as the `benchmark` plugin prints them. With --markdown the
# tool's own Markdown tables under a heading, for BENCHMARKS.md (stdout holds
# only that; the build log goes to stderr).
#   Benchmarks/scripts/suites.sh [--markdown] [--filter REGEX]... [--skip REGEX]... [--target NAME]...
# --filter/--skip regexes must match a whole benchmark name (`swift package
# benchmark list` names them). SCRATCH_PATH=DIR builds in DIR instead of .build.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
markdown=0 extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --markdown) markdown=1; shift;;
    --filter|--skip|--target) extra+=("$1" "$2"); shift 2;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done
scratch=${SCRATCH_PATH:-.build}
# SwiftPM keeps a path dependency's file list in description.json and misses
# files added since; without it the build plan is made anew.
rm -f "$scratch"/*/release/description.json
swift=(nice -n 10 swift package)
[ -n "${SCRATCH_PATH:-}" ] && swift+=(--scratch-path "$SCRATCH_PATH")
run=("${swift[@]}" benchmark --no-progress --grouping metric "${extra[@]}")

if [ "$markdown" = 0 ]; then
  exec "${run[@]}"
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if ! "${run[@]}" --format markdown --path stdout > "$out"; then
  cat "$out" >&2
  exit 1
fi
echo "## In-process suites (ordo-one/benchmark)"
echo
echo "\`Benchmarks/scripts/suites.sh --markdown\` on $(nproc) cores, $(swift --version 2>/dev/null | sed -n 's/.*\(Swift version [0-9.]*\).*/\1/p' | head -1):"
echo "\`*\` rows are per operation (the tool divides by each benchmark's scaling factor);"
echo "malloc counts come from the benchmark package's malloc interposer; throughput's p0 is its best sample."
echo
# The tool's output, less the plugin's notes on its runtime interposer, with
# its headings one level down so they sit under this one.
grep -v -e 'running with the Swift runtime interposer' -e '^Note: skipping LD_PRELOAD' "$out" \
  | sed -e 's/^### /#### /' -e 's/^## /### /'
