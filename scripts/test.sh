#!/usr/bin/env bash
# Every test segnav has. Called by `make test` and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p artifacts

# The project builds with no warnings: fail on any in our own sources
# (packages' warnings are theirs).
swift build --build-tests 2>&1 | tee artifacts/build.log
if grep -E "^$PWD/(Sources|Tests)/.*: warning:" artifacts/build.log; then
  echo "error: compiler warnings in segnav's sources (above)" >&2
  exit 1
fi
swift test --skip-build
# The web viewer in headless Chromium (Debian's) against the debug binary.
SEGNAVD_BIN="$(swift build --show-bin-path)/segnavd" python3 -m pytest -q -p no:cacheprovider Tests/browser
# Three nodes behind nginx (deploy/run-cluster.sh 3): routing by session id, 421, node loss.
SEGNAVD_BIN="$(swift build --show-bin-path)/segnavd" python3 -m pytest -q -p no:cacheprovider Tests/cluster
