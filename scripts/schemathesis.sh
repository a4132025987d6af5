#!/usr/bin/env bash
# Checks openapi.yaml against the live server (issue 11).
#
#   scripts/schemathesis.sh [path/to/segnavd]
#
# 1. openapi.yaml validates (openapi-spec-validator) and every example in it
#    matches its own schema (scripts/check_openapi_examples.py);
# 2. segnavd (default: .build/debug/segnavd) starts on 127.0.0.1, a free port,
#    with a bearer token;
# 3. schemathesis runs every check in every phase (examples, coverage,
#    fuzzing, stateful through the document's links) with a bounded number of
#    examples per operation, settings in scripts/schemathesis.toml;
# 4. the server is stopped. Exits non-zero on any failure, or if the server
#    died during the run.
#
# Environment: SCHEMATHESIS_MAX_EXAMPLES (default 25), SCHEMATHESIS_SEED
# (default fixed, for reproducible CI runs; "random" for a fresh one),
# SCHEMATHESIS_WORKERS (default 2), SCHEMATHESIS_REPORT_DIR (default
# artifacts/schemathesis: JUnit report and server log).
# Needs: scripts/install-deps.sh --test (schemathesis, openapi-spec-validator).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/venv.sh  # the project's Python (.venv), never the system's

binary="${1:-.build/debug/segnavd}"
max_examples="${SCHEMATHESIS_MAX_EXAMPLES:-25}"
seed="${SCHEMATHESIS_SEED:-20261123}"
workers="${SCHEMATHESIS_WORKERS:-2}"
report_dir="${SCHEMATHESIS_REPORT_DIR:-artifacts/schemathesis}"

if [ ! -x "$binary" ]; then
  echo "error: no segnavd at '$binary' (build it first, or pass its path)" >&2
  exit 2
fi
for module in schemathesis openapi_spec_validator jsonschema yaml; do
  python3 -c "import $module" 2>/dev/null || {
    echo "error: python module '$module' missing: run scripts/install-deps.sh --test" >&2
    exit 2
  }
done

echo "== openapi.yaml: openapi-spec-validator"
python3 -m openapi_spec_validator openapi.yaml
echo "== openapi.yaml: examples"
python3 scripts/check_openapi_examples.py openapi.yaml

mkdir -p "$report_dir"
log="$report_dir/segnavd.log"
token="st-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
server_pid=""

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
trap stop_server EXIT
trap 'exit 130' INT TERM

# The token goes through the environment, not the command line (ps shows that).
SEGNAV_TOKEN="$token" "$binary" --host 127.0.0.1 --port 0 --threads 2 >"$log" 2>&1 &
server_pid=$!

base_url=""
for _ in $(seq 1 200); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "error: segnavd exited before listening:" >&2
    cat "$log" >&2
    exit 1
  fi
  line="$(grep -m1 -o 'listening on http://[^ ]*' "$log" 2>/dev/null || true)"
  if [ -n "$line" ]; then
    base_url="${line#listening on }"
    break
  fi
  sleep 0.1
done
if [ -z "$base_url" ]; then
  echo "error: segnavd printed no 'listening on' line within 20 s:" >&2
  cat "$log" >&2
  exit 1
fi
echo "== segnavd ($binary) at $base_url (pid $server_pid)"

seed_args=()
if [ "$seed" != "random" ]; then seed_args=(--seed "$seed"); fi

echo "== schemathesis $(python3 -m schemathesis.cli --version | awk '{print $NF}'): all checks, all phases, $max_examples examples per operation"
status=0
# Hooks (scripts/schemathesis_hooks.py): a generated container program is replaced by a real one.
SCHEMATHESIS_HOOKS=schemathesis_hooks PYTHONPATH="scripts${PYTHONPATH:+:$PYTHONPATH}" \
python3 -m schemathesis.cli --no-color --config-file scripts/schemathesis.toml run openapi.yaml \
  --url "$base_url" \
  --header "Authorization: Bearer $token" \
  --phases examples,coverage,fuzzing,stateful \
  --max-examples "$max_examples" \
  --workers "$workers" \
  --request-timeout 10 \
  --report junit --report-junit-path "$report_dir/junit.xml" \
  --output-truncate true \
  "${seed_args[@]}" || status=$?

if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "error: segnavd died during the run; its log:" >&2
  tail -n 50 "$log" >&2
  status=1
fi
stop_server
if grep -E "Fatal error|fatal error|Segmentation|panic" "$log" >&2; then
  echo "error: segnavd logged a crash (above)" >&2
  status=1
fi

if [ "$status" -eq 0 ]; then
  echo "schemathesis: no failures"
else
  echo "schemathesis: FAILED (exit $status); report in $report_dir" >&2
fi
exit "$status"
