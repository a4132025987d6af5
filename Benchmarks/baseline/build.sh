#!/usr/bin/env bash
# Builds Benchmarks/baseline/mhd-baseline.c (once, again only when the source
# is newer) and prints the binary's path. Needs gcc and libmicrohttpd-dev.
#   bin=$(Benchmarks/baseline/build.sh)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)/.build/baseline
bin=$out/mhd-baseline
mkdir -p "$out"
if [ ! -x "$bin" ] || [ "$here/mhd-baseline.c" -nt "$bin" ]; then
  [ -e /usr/include/microhttpd.h ] || { echo "build.sh: libmicrohttpd-dev is missing (scripts/install-deps.sh)" >&2; exit 3; }
  # Built beside, then moved: a concurrent reader never runs half a binary.
  gcc -O2 -Wall -Wextra -Werror -o "$bin.tmp.$$" "$here/mhd-baseline.c" -lmicrohttpd -lpthread
  mv "$bin.tmp.$$" "$bin"
fi
echo "$bin"
