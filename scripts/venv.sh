# Sourced by the scripts that run Python tools: puts the project's virtual environment (.venv, made by
# `scripts/install-deps.sh --test`) first on PATH, so `python3` and everything it starts are the venv's, never
# the system's. Debian's own python3 is "externally managed" (PEP 668): nothing is installed into it.
venv_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.venv"
if [ -x "$venv_root/bin/python3" ]; then
  export VIRTUAL_ENV="$venv_root"
  export PATH="$venv_root/bin:$PATH"
fi
