#!/usr/bin/env bash
# Fuzzes segnav: request bodies through decoding and action application, and whole raw requests of every route:
#   Fuzz/run.sh [SECONDS]      default 30; builds the target first
#
# Builds FuzzRequests with libFuzzer + AddressSanitizer (its own scratch path,
# Fuzz/.build-fuzz), then runs it for SECONDS on the committed seed corpus
# (Fuzz/corpus, never written to) plus a grown corpus kept between runs in
# Fuzz/.build-fuzz/corpus (gitignored). A crash, an ASan report or a broken
# API invariant (see Sources/FuzzRequests/FuzzRequests.swift) exits non-zero
# and leaves the input in artifacts/fuzz/ (crash-*, timeout-*, oom-*). Replay
# it with ASan's full report (allocation and free stacks, which the run leaves out):
#   ASAN_OPTIONS=detect_leaks=0 Fuzz/.build-fuzz/release/FuzzRequests artifacts/fuzz/crash-…
#
# Environment: FUZZ_JOBS (default 2, one per core of a two-core box) runs that
# many fuzzing processes at once (libFuzzer -fork; 1 leaves a core free; 0
# fuzzes in this one process, without -fork);
# FUZZ_ARGS adds libFuzzer flags; FUZZ_TRACE_CMP=1 builds with the compiler's
# full fuzzer instrumentation (comparison operands and stack depth for
# libFuzzer, in Fuzz/.build-fuzz-cmp): slower, see below. Everything runs niced.
#
# Speed (RELIABILITY.md §7.4, the fuzzer's row): what each setting below buys,
# measured on the same corpus and seed:
# - coverage without -sanitize-coverage's trace-cmp: the comparison callbacks
#   were a fifth of the time (every byte the JSON parser looks at); the
#   dictionary (segnav.dict) carries the tokens they would find;
# - -entropic_scale_per_exec_time=1: inputs are chosen less often the slower
#   they run (a container program at its step budget took 1.5 s under ASan
#   before programs were compiled), so the time goes to many inputs, not a few;
# - -detect_leaks=0: libFuzzer ran every input that added coverage twice to
#   look for leaks, which the app (it lives for the whole process) always has;
# - -fork even for one job: a job fuzzes a random part of the corpus in a
#   process of its own for a while, then its finds are merged; with a part, not
#   the 1 000-odd inputs, libFuzzer's bookkeeping per execution is small: one
#   job ran 575 and 1 060 executions/s in two 120 s runs against 440/s for one
#   process over the whole corpus, with the same coverage (-max_total_time runs
#   over by the last job's end, up to ~10 s);
#   Two jobs by default: on the quiet two-core box two ran 2 070/s. A short
#   run understates an hour's rate: -fork first runs the whole grown corpus
#   once (15-55 s for 3 000 inputs on a busy box; none of it counted), and
#   libFuzzer's job N fuzzes for N seconds (up to 300), so the first jobs are
#   mostly start-up and merging;
# - -reload=0: no re-reading of the grown corpus's directory every second for
#   inputs another process added (none does: -fork's jobs have their own);
# - malloc_context_size=0: ASan records no stack per allocation (a sixth of
#   the time); a report still names the access, and the replay above gives the stacks.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-30}"
# Release (-O) with the sanitizers by default: 4x the executions of a debug build (the seed and grown corpus,
# 1 064 inputs: 6.7 s against 27 s, RELIABILITY.md §7.4). FUZZ_CONFIG=debug for a debugger-friendly build.
config="${FUZZ_CONFIG:-release}"
scratch=.build-fuzz
coverage=(-Xswiftc "-sanitize-coverage=edge,indirect-calls,inline-8bit-counters,pc-table")
if [ "${FUZZ_TRACE_CMP:-0}" = 1 ]; then
  scratch=.build-fuzz-cmp
  coverage=()
fi
flags=(-c "$config" --scratch-path "$scratch" --product FuzzRequests -Xswiftc "-sanitize=fuzzer,address" "${coverage[@]}")
corpus=.build-fuzz/corpus

# SwiftPM does not always notice files added to the segnav package (a path
# dependency): plan the build afresh so the fuzzer never tests stale sources.
rm -f "$scratch/$config.yaml" "$scratch"/*/"$config"/description.json
mkdir -p "$scratch"
# Nor does it recompile the segnav modules when only the flags change (a binary
# built with other instrumentation would be run as if it were this one): a
# change of flags starts the build products afresh.
stamp="$scratch/flags-$config"
if [ "$(cat "$stamp" 2>/dev/null)" != "${flags[*]}" ]; then
  rm -rf "${scratch:?}"/*/"$config"
fi
# (ld.gold's "Cannot export local symbol __asan_…" lines are about the ASan runtime: dropped.)
if ! nice -n 19 swift build "${flags[@]}" >"$scratch/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$scratch/build.log" >&2
  echo "error: the fuzz target did not build" >&2
  exit 1
fi
if grep -E "^$PWD/Sources/.*: warning:" "$scratch/build.log"; then
  echo "error: compiler warnings in the fuzz target (above)" >&2
  exit 1
fi
printf '%s' "${flags[*]}" >"$stamp"
bin="$(swift build "${flags[@]}" --show-bin-path)/FuzzRequests"

mkdir -p "$corpus" ../artifacts/fuzz
jobs="${FUZZ_JOBS:-2}"
fork=()
[ "$jobs" -gt 0 ] && fork=(-fork="$jobs" -ignore_crashes=0)
# detect_leaks=0: the app (store, shard actors) lives for the whole process by design.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0:malloc_context_size=0}"
# shellcheck disable=SC2086
exec nice -n 19 "$bin" "${fork[@]}" \
  -max_total_time="$seconds" -max_len=4096 -len_control=0 -timeout=10 -rss_limit_mb=3072 \
  -detect_leaks=0 -entropic_scale_per_exec_time=1 -reload=0 \
  -dict=segnav.dict -artifact_prefix=../artifacts/fuzz/ -print_final_stats=1 \
  ${FUZZ_ARGS:-} "$corpus" corpus
