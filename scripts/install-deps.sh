#!/usr/bin/env bash
# Installs what segnav needs on Debian, only what is missing.
#   scripts/install-deps.sh          build/run: libmicrohttpd-dev, pkg-config, libgoogle-perftools-dev (tcmalloc), libsqlite3-dev (--state-file)
#   scripts/install-deps.sh --test   also what the tests use (and the sqlite3 shell, to read a state file by hand),
#                                    and clients/python (editable: its tests use the checkout)
set -euo pipefail

packages=(libmicrohttpd-dev pkg-config libgoogle-perftools-dev libsqlite3-dev)
python_packages=()
if [ "${1:-}" = "--test" ]; then
  packages+=(curl jq wrk chromium nginx-light nodejs prometheus sqlite3)
  python_packages+=(pytest==9.2.0 playwright==1.65.2 axe-playwright-python==0.1.8 schemathesis==4.32.5 openapi-spec-validator==0.9.0
                    junitparser==5.0.3 jsonschema==4.26.0 openapi-python-client==0.29.1 httpx==0.28.1 attrs==26.1.0
                    python-dateutil==2.9.0.post0)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  # Update the package lists only when an install is needed (and lists may be stale).
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ${#python_packages[@]} -gt 0 ]; then
  python3 -m pip install --quiet --disable-pip-version-check "${python_packages[@]}"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps -e "$(dirname "$0")/../clients/python"
fi
