#!/usr/bin/env bash
# Installs what segnav needs on Debian, only what is missing.
#   scripts/install-deps.sh          build/run: libmicrohttpd-dev, pkg-config, libgoogle-perftools-dev (tcmalloc), libsqlite3-dev (--state-file)
#   scripts/install-deps.sh --test   also what the tests use (and the sqlite3 shell, to read a state file by hand);
#                                    the Python tools and clients/python (editable: its tests use the checkout) go
#                                    into the project's own virtual environment, .venv (git-ignored), never into
#                                    the system's Python (Debian's is "externally managed", PEP 668)
set -euo pipefail

packages=(libmicrohttpd-dev pkg-config libgoogle-perftools-dev libsqlite3-dev)
python_packages=()
if [ "${1:-}" = "--test" ]; then
  packages+=(curl jq wrk chromium nginx-light nodejs node-typescript prometheus sqlite3 python3 python3-venv)
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
  root="$(cd "$(dirname "$0")/.." && pwd)"
  # Made by whichever python3 is first on PATH (Debian's, or a pyenv one); remade if it was made by a Python
  # that is gone.
  if ! "$root/.venv/bin/python3" -c 'import sys' 2>/dev/null; then
    rm -rf "$root/.venv"
    python3 -m venv "$root/.venv"
  fi
  pip=("$root/.venv/bin/python3" -m pip install --quiet --disable-pip-version-check)
  # Only what is missing or at another version: a second run costs a second, not a download.
  if ! "$root/.venv/bin/python3" -m pip freeze 2>/dev/null | sort > "$root/.venv/installed.txt" \
     || [ -n "$(printf '%s\n' "${python_packages[@]}" | sort | comm -23 - "$root/.venv/installed.txt")" ]; then
    "${pip[@]}" "${python_packages[@]}"
  fi
  "${pip[@]}" --no-deps -e "$root/clients/python"
fi
