#!/usr/bin/env bash
# Regenerates Sources/SegnavClient/Generated from openapi.yaml with swift-openapi-generator.
#
#   scripts/generate-client.sh           rewrite the generated files (after changing openapi.yaml)
#   scripts/generate-client.sh --check   exit 1 if they are not what openapi.yaml gives (run by the tests)
#
# The generated code is committed rather than made by the generator's build plugin: a clean debug build
# of the library took 29 s with the committed code and 76 s with the plugin (which first builds the
# generator and OpenAPIKit), on every build of every package that uses the library (docs/DESIGN.md §5).
# The generator itself is built from Tests/OpenAPIClient's dependencies, where only the tests pay for it.
# A part of openapi.yaml the generator skips (a warning carrying "[context: … foundIn=") is an error.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --package-path Tests/OpenAPIClient --product swift-openapi-generator >&2
tool="$(swift build --package-path Tests/OpenAPIClient --show-bin-path)/swift-openapi-generator"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$tool" generate openapi.yaml --config Sources/SegnavClient/openapi-generator-config.yaml \
  --output-directory "$out/Generated" >"$out/log" 2>&1 || { cat "$out/log" >&2; exit 1; }
if grep -E "warning: .*\[context: .*foundIn=" "$out/log" >&2; then
  echo "error: swift-openapi-generator skipped parts of openapi.yaml (above)" >&2
  exit 1
fi

# The generator writes `public import` lines that Swift 6 flags, in files that do not use them, as unused
# ("public import of 'Foundation' was not used in public declarations"); segnav builds with no warnings.
# A plain import is public in Swift 6 mode all the same.
sed -i -E 's/^(@_spi\(Generated\) )?public import /\1import /' "$out"/Generated/*.swift

if [ "${1:-}" = "--check" ]; then
  if ! diff -r -q "$out/Generated" Sources/SegnavClient/Generated >&2; then
    echo "error: Sources/SegnavClient/Generated is stale: run scripts/generate-client.sh" >&2
    exit 1
  fi
  echo "Sources/SegnavClient/Generated: current"
else
  rm -rf Sources/SegnavClient/Generated
  cp -R "$out/Generated" Sources/SegnavClient/Generated
  echo "wrote Sources/SegnavClient/Generated ($(ls Sources/SegnavClient/Generated | wc -l) files)"
fi
