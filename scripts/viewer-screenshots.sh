#!/usr/bin/env bash
# Regenerates the viewer's screenshots in docs/ (README, docs/viewer-design.md) at 1280 and 1920 px,
# Compare at 1280 px and a 390 px window, with Debian's chromium through Playwright (scripts/install-deps.sh --test).
#   scripts/viewer-screenshots.sh            uses SEGNAVD_BIN, else builds and uses the debug segnavd
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/venv.sh  # the project's Python (.venv), never the system's
if [ -z "${SEGNAVD_BIN:-}" ]; then
  swift build --product segnavd >&2
  SEGNAVD_BIN="$(swift build --show-bin-path)/segnavd"
fi
export SEGNAVD_BIN
python3 Tests/browser/screenshots.py
