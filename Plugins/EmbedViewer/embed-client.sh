#!/usr/bin/env bash
# Writes OUTPUT.swift: the JavaScript client (client.js) and its types (client.d.ts), byte for byte as
# raw string literals, served by segnavd at /v1/client.js and /v1/client.d.ts.
# Run by the EmbedViewer build plugin; by hand: embed-client.sh client.js client.d.ts OUT.swift
set -euo pipefail
js=$1 dts=$2 output=$3
for file in "$js" "$dts"; do
  if grep -q '"""#' "$file"; then echo "error: $file contains \"\"\"# (it would close the raw string)" >&2; exit 1; fi
  if grep -qF '\#' "$file"; then echo "error: $file contains \\# (a raw-string escape)" >&2; exit 1; fi
  if grep -q $'\r' "$file"; then echo "error: $file has carriage returns; use \\n line ends" >&2; exit 1; fi
  if [ -n "$(tail -c 1 "$file")" ]; then echo "error: $file must end with a newline" >&2; exit 1; fi
done
{
  echo "// Generated at build time by Plugins/EmbedViewer from client.js and client.d.ts; not in the repository."
  echo ""
  echo "/// segnav's JavaScript client (an ES module) and its TypeScript declarations."
  echo "package enum ClientModule {"
  echo '    package static let javascript = #"""'
  cat "$js"
  echo ""
  echo '"""#'
  echo ""
  echo '    package static let typescript = #"""'
  cat "$dts"
  echo ""
  echo '"""#'
  echo "}"
} > "$output.tmp"
mv "$output.tmp" "$output"
