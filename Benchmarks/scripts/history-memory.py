"""RSS per session: N sessions, each with A single-action batches, in a fresh segnavd.  python3 Benchmarks/scripts/history-memory.py BIN N A"""
import json, re, subprocess, sys, urllib.request
binary, n, a = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
p = subprocess.Popen([binary, "serve", "--port", "0", "--max-sessions", "1000000"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
url = None
for line in p.stdout:
    m = re.search(r"listening on (\S+)", line)
    if m: url = m.group(1); break
def rss():
    return int(re.search(r"VmRSS:\s+(\d+)", open(f"/proc/{p.pid}/status").read()).group(1)) * 1024
def call(method, path, body=None):
    r = urllib.request.Request(url + path, method=method, data=json.dumps(body).encode() if body else None, headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(r))
call("POST", "/v1/sessions", {"preset": "deponte-2016"})
before = rss()
for i in range(n):
    sid = call("POST", "/v1/sessions", {"preset": "deponte-2016"})["id"]
    for k in range(a):
        call("POST", f"/v1/sessions/{sid}/actions", {"type": "setSegment", "index": (k + 1) % 2})
after = rss()
print(f"{binary}: {n} sessions x {a} actions: {(after - before) / n:.0f} bytes per session")
p.terminate(); p.wait()
