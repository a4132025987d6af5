"""What a fork costs on disk (issue 42 item 8), and what a commit writes per action (item 1).

    python3 Benchmarks/scripts/fork-disk.py BIN [BATCHES]

Starts BIN with a fresh `--state-file` (strict, so each answer means committed), gives one crafterm-2010 session
BATCHES batches of `{"actions":[tap a segment, push of a 100-row table, pop]}` (default 600, 1 800 versions: within the
history's 8 MiB, so that the whole past can be forked),
then forks it at a few versions and reads from the file, with Python's sqlite3, the bytes each fork's rows hold
(its `sessions` row and its `actions` rows). Also prints the bytes of `actions` rows per batch against the
batch's own JSON: what a commit writes per action, and what the `screens` table holds (schema version 4 stores
each large pushed screen once, DESIGN.md §5.7).
"""
import http.client, json, os, select, sqlite3, subprocess, sys, tempfile

binary = sys.argv[1]
batches = int(sys.argv[2]) if len(sys.argv) > 2 else 600
folder = tempfile.mkdtemp(prefix="fork-disk-")
path = os.path.join(folder, "state.db")
p = subprocess.Popen([binary, "--port", "0", "--log-level", "warning", "--state-file", path, "--durability", "strict"],
                     stdout=subprocess.PIPE, text=True)
select.select([p.stdout], [], [], 20)
port = int(p.stdout.readline().strip().rsplit(":", 1)[1])
c = http.client.HTTPConnection("127.0.0.1", port)


def call(method, target, body=None):
    c.request(method, target, body=json.dumps(body) if body is not None else None,
              headers={"Content-Type": "application/json"})
    r = c.getresponse()
    return r.status, r.read()


def stored(session):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    row = db.execute("SELECT length(configuration) + ifnull(length(snapshot), 0) + ifnull(length(events), 0) "
                     "FROM sessions WHERE id = ?", (session,)).fetchone()
    actions = db.execute("SELECT ifnull(sum(length(actions)), 0), count(*) FROM actions WHERE session = ?",
                         (session,)).fetchone()
    db.close()
    return (row[0] if row else 0), actions[0], actions[1]


status, body = call("POST", "/v1/sessions", {"preset": "crafterm-2010"})
source = json.loads(body)["id"]
table = {"title": "T", "kind": "table", "rows": [{"title": f"row {i:03d} " + "z" * 80} for i in range(100)]}
batch = {"actions": [{"type": "selectSegment", "index": 1}, {"type": "push", "screen": table}, {"type": "pop"}]}
for n in range(batches):
    batch["actions"][0]["index"] = n % 2
    status, body = call("POST", f"/v1/sessions/{source}/actions", batch)
    assert status == 200, body
version = json.loads(body)["state"]["version"]
row, action_bytes, rows = stored(source)
assert rows and action_bytes, "the source's batches are not in the file (compacted? use fewer batches)"
print(f"source: {batches} batches, version {version}; request body {len(json.dumps(batch))} B a batch; "
      f"its actions rows hold {action_bytes} B in {rows} rows ({action_bytes / max(1, batches):.0f} B a batch), "
      f"its sessions row {row} B")
for at in (3, 30, 300, 900, version):
    if at > version:
        continue
    size_before = sum(os.path.getsize(f) for f in (path, path + "-wal") if os.path.exists(f))
    status, body = call("POST", f"/v1/sessions/{source}/forks", {"version": at})
    assert status == 201, body
    fork = json.loads(body)["id"]
    row, action_bytes, rows = stored(fork)
    print(f"fork at version {at}: sessions row {row} B + actions rows {action_bytes} B ({rows} rows) = "
          f"{row + action_bytes} B")
db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
try:
    count, size = db.execute("SELECT count(*), ifnull(sum(length(text)), 0) FROM screens").fetchone()
    print(f"screens stored once (schema version 4): {count}, {size} B")
except sqlite3.OperationalError:
    print("no screens table (schema version 3 or older): every push keeps its screen in its row")
db.close()
p.terminate()
p.wait()
