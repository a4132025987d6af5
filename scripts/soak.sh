#!/usr/bin/env bash
# Soak test: segnavd under a mixed load for MINUTES (default 10).
#   scripts/soak.sh [MINUTES]
#   SEGNAVD_BIN=.build/release/segnavd scripts/soak.sh 60
#
# Starts segnavd on a free loopback port and runs scripts/soak_load.py against
# it: workers creating sessions, acting (some with If-Match), reading state
# (also 304s), screens and events, acting on shared sessions, listing, deleting;
# long-pollers waiting on the shared sessions. Every 10 s it prints a row:
# requests, p50/p99/max latency (long-polls aside), sessions, the server's RSS.
# Exits non-zero on any error (unexpected status, failed connection, late
# long-poll, server gone or not exiting 0 on SIGTERM) or when the RSS of the
# last half of the samples strays more than +-5 % from its mean.
#
# SEGNAVD_BIN: the binary (default .build/release/segnavd, else .build/debug/segnavd).
# SOAK_ARGS: more soak_load.py flags (--workers, --pollers, --pace, --interval, --tolerance).
# The client and the server run under nice, so a soak can share the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/venv.sh  # the project's Python (.venv), never the system's
minutes="${1:-10}"
bin="${SEGNAVD_BIN:-}"
if [ -z "$bin" ]; then
  for candidate in .build/release/segnavd .build/debug/segnavd; do
    if [ -x "$candidate" ]; then bin="$candidate"; break; fi
  done
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "error: no segnavd binary: run 'swift build -c release --product segnavd' or set SEGNAVD_BIN" >&2
  exit 1
fi
# shellcheck disable=SC2086
exec nice -n 10 python3 scripts/soak_load.py --binary "$bin" --minutes "$minutes" ${SOAK_ARGS:-}
