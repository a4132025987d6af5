#!/usr/bin/env bash
# Regenerates clients/python/segnav/generated from openapi.yaml with openapi-python-client (pinned in
# scripts/install-deps.sh), with --fail-on-warning: a part of openapi.yaml the generator cannot read is an error.
#
#   scripts/generate-python-client.sh           rewrite the generated package (after changing openapi.yaml)
#   scripts/generate-python-client.sh --check   exit 1 if it is not what openapi.yaml gives (run by the tests)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/venv.sh  # the project's Python (.venv), never the system's

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
python3 -m openapi_python_client generate --path openapi.yaml --meta none --fail-on-warning \
  --config clients/python/openapi-python-client.yaml --output-path "$out/generated" >"$out/log" 2>&1 \
  || { cat "$out/log" >&2; echo "error: openapi-python-client could not read all of openapi.yaml (above)" >&2; exit 1; }
find "$out/generated" -name __pycache__ -prune -exec rm -rf {} +

target=clients/python/segnav/generated
if [ "${1:-}" = "--check" ]; then
  if ! diff -r -q "$out/generated" "$target" >&2; then
    echo "error: $target is stale: run scripts/generate-python-client.sh" >&2
    exit 1
  fi
  echo "$target: current ($(find "$target" -name '*.py' | wc -l) files)"
else
  rm -rf "$target"
  cp -R "$out/generated" "$target"
  echo "wrote $target ($(find "$target" -name '*.py' | wc -l) files)"
fi
