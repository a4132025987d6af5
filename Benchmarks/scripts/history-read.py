"""A past version's read against the current one: one crafterm-2010 session with 4000 actions (40 batches of 100),
then GET ?version=N (replaying up to N actions before the checkpoints, fewer than 256 with them).  python3 Benchmarks/scripts/history-read.py BIN"""
import json, re, subprocess, sys, time, urllib.request
binary = sys.argv[1]
p = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
for line in p.stdout:
    m = re.search(r"listening on (\S+)", line)
    if m: url = m.group(1); break
def call(method, path, body=None):
    r = urllib.request.Request(url + path, method=method, data=json.dumps(body).encode() if body else None, headers={"Content-Type": "application/json"})
    return urllib.request.urlopen(r).read()
sid = json.loads(call("POST", "/v1/sessions", {"preset": "crafterm-2010"}))["id"]
for b in range(40):
    call("POST", f"/v1/sessions/{sid}/actions", {"actions": [{"type": "setSegment", "index": (b * 100 + k) % 2} for k in range(100)]})
def timed(path, n=20):
    t = time.perf_counter()
    for _ in range(n): call("GET", path)
    return (time.perf_counter() - t) / n * 1000
cur = json.loads(call("GET", f"/v1/sessions/{sid}"))["version"]
print(f"{binary}: current read {timed(f'/v1/sessions/{sid}'):.2f} ms; ?version={cur-1} {timed(f'/v1/sessions/{sid}?version={cur-1}'):.2f} ms; ?version=1 {timed(f'/v1/sessions/{sid}?version=1'):.2f} ms")
p.terminate(); p.wait()
