"""RSS growth of one session whose client pushes large tables for SECONDS (issue 42 item 4: the history's byte bound).

    python3 Benchmarks/scripts/history-push-memory.py BIN [SECONDS]
"""
import http.client, json, subprocess, sys, time, select
binary = sys.argv[1]
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5
p = subprocess.Popen([binary, "--port", "0", "--log-level", "warning"], stdout=subprocess.PIPE, text=True)
ready, _, _ = select.select([p.stdout], [], [], 10)
port = int(p.stdout.readline().strip().rsplit(":", 1)[1])
def rss():
    for line in open(f"/proc/{p.pid}/status"):
        if line.startswith("VmRSS"): return int(line.split()[1]) // 1024
c = http.client.HTTPConnection("127.0.0.1", port)
def call(m, path, body=None):
    c.request(m, path, body=json.dumps(body) if body else None, headers={"Content-Type": "application/json"})
    r = c.getresponse(); return r.status, r.read()
s, b = call("POST", "/v1/sessions", {"preset": "crafterm-2010"})
sid = json.loads(b)["id"]
table = {"title": "T", "kind": "table", "rows": [{"title": f"row {i:04d} " + "z" * 100} for i in range(500)]}
body = {"actions": [{"type": "push", "screen": table}, {"type": "pop"}]}
print("batch bytes", len(json.dumps(body)))
before = rss(); n = 0; end = time.time() + seconds
while time.time() < end:
    s, _ = call("POST", f"/v1/sessions/{sid}/actions", body); n += s == 200
after = rss()
print(f"{binary}: {n} batches in {seconds:g} s, RSS {before} -> {after} MB (+{after - before})")
p.terminate(); p.wait()
