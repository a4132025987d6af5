#!/usr/bin/env bash
# Every test segnav has. Called by `make test` and by .ci/run.
# Each step runs even if an earlier one failed; the last line sums them up.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/venv.sh  # the project's Python (.venv), never the system's
mkdir -p artifacts
passed=0 failed=0 failures=()

step() { # NAME COMMAND...
  local name=$1; shift
  echo "=== $name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); echo "=== $name: ok ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "=== $name: FAILED ($((SECONDS - start)) s)"
  fi
}

# The project builds with no warnings: fail on any in our own sources
# (packages' warnings are theirs).
build() {
  swift build --build-tests 2>&1 | tee artifacts/build.log
  local status=${PIPESTATUS[0]}
  if grep -E "^$PWD/(Sources|Tests)/.*: warning:" artifacts/build.log; then
    echo "error: compiler warnings in segnav's sources (above)" >&2
    return 1
  fi
  return "$status"
}
step "build (no warnings)" build || true
if [ "$failed" -gt 0 ]; then echo "steps: 0 passed, 1 failed"; exit 1; fi

# Layout: the toolchain's swift-format with the checked-in .swift-format (4-space indentation, 160 columns,
# line breaks as written where they fit; no rule beyond the layout), over the hand-written Swift. To fix:
#   swift format -i -r Sources Tests   (then put back Sources/SegnavClient/Generated: the generator's own)
style() {
  find Sources Tests -name '*.swift' -not -path '*/Generated/*' -not -path '*/.build*' -print0 \
    | xargs -0 swift format lint --strict --parallel
}
step "style (swift-format)" style

bin="$(swift build --show-bin-path)/segnavd"
export SEGNAVD_BIN=$bin
pytest=(python3 -m pytest -q -p no:cacheprovider)

# Swift Testing: every module's tests, end-to-end tests against the real binary.
# Serial: the timing checks (long-poll latency, a slow handler not blocking others) must not
# compete for the two cooperative threads with the CPU-bound property tests.
step "swift test" swift test --skip-build --no-parallel
# Heap allocations per write, per read and per engine switch (issue 41), counted in the release build by
# segnav-allocations: counts are the same on any box, so a regression fails here rather than in a timed
# benchmark on a quiet box later. The ceilings are checked in: Benchmarks/thresholds/allocations.txt.
allocations() {
  swift build -c release --static-swift-stdlib --product segnav-allocations || return 1
  "$(swift build -c release --show-bin-path)/segnav-allocations" --check Benchmarks/thresholds/allocations.txt
}
step "allocation gate (release)" allocations
# The scenario files of Examples/scenarios, run as a user runs them (JUnit report in artifacts/),
# then the same verdicts over POST /v1/scenarios, the JUnit read by junitparser, the JSON Schema.
step "scenario examples" "$bin" check --junit artifacts/scenarios-junit.xml Examples/scenarios/*.json
step "scenarios over HTTP, JUnit, schema" "${pytest[@]}" Tests/scenarios
# Traces (docs/traces.md): the example traces as a user checks them (exit 1: some break a clause on purpose, so
# only the keeping ones are run for exit 0), and SegnavRecorder's UIKit part, which cannot be compiled on Linux,
# at least parsed (Sources/SegnavRecorder/README.md).
step "trace examples" "$bin" check-trace --junit artifacts/traces-junit.xml Examples/traces/*-keeps.jsonl
step "SegnavRecorder UIKit part parses" swiftc -parse Sources/SegnavRecorder/UIKitRecording.swift
# The web viewer in headless Chromium (Debian's) against the debug binary.
step "viewer in headless Chromium" "${pytest[@]}" Tests/browser
# openapi.yaml validated, then schemathesis (all checks, stateful) against the live server.
step "schemathesis" scripts/schemathesis.sh "$bin"
# The SegnavClient library product, as an outside package uses it: Tests/OpenAPIClient depends on this
# package by path and uses only the product. First, the committed generated code must be what
# swift-openapi-generator makes of openapi.yaml today, with no part of the document skipped.
client_library() {
  scripts/generate-client.sh --check || return 1
  swift build --build-tests --package-path Tests/OpenAPIClient || return 1
  swift test --skip-build --package-path Tests/OpenAPIClient
}
step "client library (SegnavClient)" client_library
# The Python package (clients/python): openapi-python-client reads all of openapi.yaml (--fail-on-warning) and
# the committed generated client is what it makes today; then the package's own tests against the binary
# (client, assert_lifecycle's diff, the pytest plugin's fixture and scenario files, in a pytest of their own).
python_package() {
  scripts/generate-python-client.sh --check || return 1
  "${pytest[@]}" clients/python/tests
}
step "Python package (clients/python)" python_package
# README.md's walkthrough, run as written (its marked sh blocks, in one bash) against a fresh server.
step "README walkthrough" "${pytest[@]}" Tests/readme
# Operators: /metrics under promtool (Debian's prometheus), the access log and X-Request-Id, serve --help = README.
step "operators (metrics, logs, flags)" "${pytest[@]}" Tests/operators
# The JavaScript client (/v1/client.js) in Node (Debian's nodejs; node:test and fetch only); in Chromium it is
# part of the browser step.
step "JavaScript client in Node" node --test Tests/js/client.test.mjs
# Its TypeScript types: the JSON shapes are generated from openapi.yaml (current, or this fails), and a small program
# written against them type-checks under --strict (Debian's node-typescript).
client_types() {
  python3 scripts/generate-client-types.py --check || return 1
  tsc --noEmit --strict --target es2022 --lib es2022,dom --moduleResolution node Tests/js/types.example.ts
}
step "JavaScript client's TypeScript types" client_types
# Three nodes behind nginx (deploy/run-cluster.sh 3): routing by session id, 421, node loss.
step "cluster behind nginx" "${pytest[@]}" Tests/cluster
# Slow and hostile clients: slowloris, --connection-limit, a 10 MB body, 10 000 random requests.
step "hostile clients" "${pytest[@]}" Tests/hostile
# kill -9 under load with --state-file in each --durability mode, then a restart on the same file: every
# acknowledged write is there (strict), all but the last commit window (batched); integrity_check ok.
step "kill -9 and restart (durability)" "${pytest[@]}" Tests/durability
# A short libFuzzer run over request decoding and action application
# (Fuzz/run.sh builds its own package with -sanitize=fuzzer,address; longer runs: Fuzz/run.sh 3600).
step "fuzz (45 s)" Fuzz/run.sh 45

if [ "$failed" -gt 0 ]; then echo "failed steps: ${failures[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
