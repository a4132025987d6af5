#!/usr/bin/env bash
# Writes OUTPUT.swift: the viewer page (HTML) byte for byte as a raw string
# literal, and the CSP hash sources ('sha256-…') of its inline <script> and
# <style> blocks (the exact bytes between the tags, as a browser hashes them).
# Run by the EmbedViewer build plugin; by hand: embed-viewer.sh PAGE.html OUT.swift
# Needs only bash and coreutils (grep -b, tail, head, sha256sum, base64).
set -euo pipefail
page=$1 output=$2

# What a #"""…"""# literal cannot hold verbatim.
if grep -q '"""#' "$page"; then echo "error: $page contains \"\"\"# (it would close the raw string)" >&2; exit 1; fi
if grep -qF '\#' "$page"; then echo "error: $page contains \\# (a raw-string escape)" >&2; exit 1; fi
if grep -q $'\r' "$page"; then echo "error: $page has carriage returns; use \\n line ends" >&2; exit 1; fi
if [ -n "$(tail -c 1 "$page")" ]; then echo "error: $page must end with a newline" >&2; exit 1; fi

# hashes TAG -> one "'sha256-…'" per <TAG>…</TAG> block (no attributes on the tag)
hashes() {
  local tag=$1 open close start hex
  paste -d' ' <(grep -b -o "<$tag>" "$page" | cut -d: -f1) <(grep -b -o "</$tag>" "$page" | cut -d: -f1) |
  while read -r open close; do
    [ -n "$open" ] && [ -n "$close" ] || { echo "error: unbalanced <$tag> in $page" >&2; exit 1; }
    start=$((open + ${#tag} + 2))
    hex=$(tail -c +"$((start + 1))" "$page" | head -c "$((close - start))" | sha256sum | cut -d' ' -f1)
    # Hex to bytes with printf's \x escapes, then base64: no xxd or openssl needed.
    printf "'sha256-%s'\n" "$(printf "$(sed 's/../\\x&/g' <<<"$hex")" | base64 -w0)"
  done
}
swift_list() { # lines -> ["a", "b"]
  local first=1 item
  printf '['
  while read -r item; do
    [ "$first" = 1 ] || printf ', '
    printf '"%s"' "$item"
    first=0
  done
  printf ']'
}

scripts=$(hashes script | swift_list)
styles=$(hashes style | swift_list)
{
  echo "// Generated at build time by Plugins/EmbedViewer from ViewerPage.html; not in the repository."
  echo ""
  echo "/// The web viewer page (DESIGN.md §6), byte for byte ViewerPage.html."
  echo "package enum ViewerPage {"
  echo '    package static let html = #"""'
  cat "$page"
  # The line break before the closing delimiter is not part of the string,
  # so this empty line keeps the file's final newline.
  echo ""
  echo '"""#'
  echo ""
  echo "    /// CSP hash sources of the page's inline <script> blocks, in order."
  echo "    package static let scriptHashes: [String] = $scripts"
  echo "    /// CSP hash sources of the page's inline <style> blocks, in order."
  echo "    package static let styleHashes: [String] = $styles"
  echo "}"
} > "$output.tmp"
mv "$output.tmp" "$output"
