#!/usr/bin/env bash
# Writes OUTPUT.swift: docs/DESIGN.md byte for byte as a raw string literal, from which the why route
# (GET /v1/sessions/{id}/events/{seq}/why) reads the §3 rules and the §2.1 flaws: their text has one source.
# Run by the EmbedViewer build plugin; by hand: embed-design.sh DESIGN.md OUT.swift
set -euo pipefail
design=$1 output=$2
if grep -q '"""#' "$design"; then echo "error: $design contains \"\"\"# (it would close the raw string)" >&2; exit 1; fi
if grep -qF '\#' "$design"; then echo "error: $design contains \\# (a raw-string escape)" >&2; exit 1; fi
if grep -q $'\r' "$design"; then echo "error: $design has carriage returns; use \\n line ends" >&2; exit 1; fi
{
  echo "// Generated at build time by Plugins/EmbedViewer from docs/DESIGN.md; not in the repository."
  echo ""
  echo "/// docs/DESIGN.md, the design of record, as compiled into this binary."
  echo "package enum DesignDocument {"
  echo '    package static let markdown = #"""'
  cat "$design"
  echo '"""#'
  echo "}"
} > "$output.tmp"
mv "$output.tmp" "$output"
