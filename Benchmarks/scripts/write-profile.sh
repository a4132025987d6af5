#!/usr/bin/env bash
# Where a write's instructions go (issue 41), by stage, counted by callgrind: deterministic, so valid on a loaded
# box. Runs `segnav-allocations --actions N` (one deponte-2016 session in process, setSegment 1/0 through the app's
# router, no socket) at two N and prints the difference per action, so the start (process, session, warm-up) drops
# out. Both N are past the history's window (4096 actions), so the history folds on every write, as in a long wrk run.
#   Benchmarks/scripts/write-profile.sh [N1 N2]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
n1=${1:-5000} n2=${2:-7000}
command -v valgrind >/dev/null || { echo "write-profile.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 3; }
# Static Swift libraries: valgrind 3.19 stops on the toolchain's shared libraries; no DWARF 5 (it cannot read it).
(cd "$root" && swift build -c release --static-swift-stdlib --product segnav-allocations >&2)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug "$root/.build/release/segnav-allocations" -o "$work/gate"
for n in "$n1" "$n2"; do
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.$n" "$work/gate" --actions "$n" 2>/dev/null
done
python3 - "$work/cg.$n1" "$work/cg.$n2" $((n2 - n1)) <<'PY'
import re, subprocess, sys
def inclusive(path):
    out = subprocess.run(f"callgrind_annotate --inclusive=yes --threshold=100 {path} | swift demangle --simplified",
                         shell=True, capture_output=True, text=True).stdout
    costs = {}
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+) \([^)]*\)\s+\S*?:(.*?) \[', line)
        if m: costs[m.group(2)] = costs.get(m.group(2), 0) + int(m.group(1).replace(',', ''))
    return costs
a, b, n = inclusive(sys.argv[1]), inclusive(sys.argv[2]), int(sys.argv[3])
def per(pattern):  # a trailing * matches a prefix (every overload); otherwise the name exactly
    keys = [k for k in b if (k.startswith(pattern[:-1]) if pattern.endswith("*") else k == pattern)]
    return sum((b[k] - a.get(k, 0)) for k in keys) / n if keys else 0
stages = [
    ("the whole action, in process", "specialized static AllocationGate.main()"),
    ("routing and checks on the MHD thread (all below)", "SegnavApp.handler(for:)"),
    ("&nbsp;&nbsp;route match", "specialized Router.resolve(method:path:)"),
    ("&nbsp;&nbsp;the body's JSON read", "Request.jsonBody()"),
    ("&nbsp;&nbsp;the action decoded", "static ActionDecoder.decode(_:)"),
    ("&nbsp;&nbsp;the session found", "SessionStore.entry(*"),
    ("the shard's turn (all below)", "SessionShard.apply(id:*"),
    ("&nbsp;&nbsp;apply and the appearance contract (the model)", "NavigationSession.apply(batch:maxStackDepth:)"),
    ("&nbsp;&nbsp;the events encoded", "EncodedEvents.init(_:)"),
    ("&nbsp;&nbsp;the event log's append", "EventLog.append(_:lastSeq:)"),
    ("&nbsp;&nbsp;the snapshot made", "Snapshot.init(id:session:)"),
    ("&nbsp;&nbsp;the history's record (and fold)", "SessionHistory.record(*"),
    ("&nbsp;&nbsp;the journal's record (inactive without --state-file)", "JournalQueue.append(*"),
    ("&nbsp;&nbsp;waiters woken", "SessionShard.wake(*"),
    ("the state encoded (the answer's and the snapshot's)", "Snapshot.state.getter"),
    ("every JSON writer's bytes copied out (events, state, answer)", "JSONWriter.bytes.getter"),
    ("counters (actions, warnings, latency)", "DomainMetrics.*"),
    ("malloc", "malloc"),
    ("free", "free"),
    ("swift_retain", "swift_retain"),
    ("swift_release", "swift_release"),
]
print("| stage | instructions per action |")
print("|---|---|")
for name, prefix in stages:
    print(f"| {name} | {per(prefix):,.0f} |")
PY
