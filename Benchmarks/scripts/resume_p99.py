#!/usr/bin/env python3
"""Other sessions' write latency while clients resume a full ring from zero (issue 26 item 6).

    Benchmarks/scripts/resume_p99.py SEGNAVD quiet|load

Starts SEGNAVD (release) on 127.0.0.1 with --stream-buffer 16384, fills one deponte-2016 session's
event ring (10 000 events), then runs wrk (-t1 -c8, 8 s, --latency) on POST actions of another
session; with `load`, 4 clients meanwhile open `GET …/stream?since=0` on the full session in a loop
(each reads until the server ends it, or 0.3 s). Prints p50, p99, req/s and the number of opens.
"""
import json, os, re, socket, subprocess, sys, threading, time, urllib.request
binary = sys.argv[1]
p = subprocess.Popen([binary, "--port", "0", "--log-level", "warning", "--stream-buffer", "16384"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
base = None
while base is None:
    line = p.stdout.readline()
    m = re.match(r"listening on (\S+)", line)
    if m: base = m.group(1)
port = int(base.rsplit(":", 1)[1])
def post(path, body):
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req) as r: return json.load(r)
full = post("/v1/sessions", {"preset": "deponte-2016"})
full = full.get("id") or full["state"]["id"]
other = post("/v1/sessions", {"preset": "deponte-2016"})
other = other.get("id") or other["state"]["id"]
for _ in range(50):
    post(f"/v1/sessions/{full}/actions", {"actions": [{"type": "selectSegment", "index": 1}, {"type": "selectSegment", "index": 0}] * 50})
stop = False
opens = [0]
def opener():
    while not stop:
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(f"GET /v1/sessions/{full}/stream?since=0 HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".encode())
        got = 0
        s.settimeout(0.3)
        try:
            while got < 300_000:
                b = s.recv(65536)
                if not b: break
                got += len(b)
        except OSError:
            pass
        s.close()
        opens[0] += 1
threads = [threading.Thread(target=opener) for _ in range(4)] if sys.argv[2] == "load" else []
for t in threads: t.start()
time.sleep(0.5)
out = subprocess.run(["wrk", "-t1", "-c8", "-d8s", "--latency", "-s", os.path.join(os.path.dirname(os.path.abspath(__file__)), "actions.lua"), f"{base}/v1/sessions/{other}/actions"], capture_output=True, text=True).stdout
stop = True
for t in threads: t.join()
p.terminate()
lat = {m.group(1): m.group(2) for m in re.finditer(r"^\s+(50|99)%\s+(\S+)", out, re.M)}
rps = re.search(r"Requests/sec:\s+(\S+)", out).group(1)
print(f"{sys.argv[2]:6} p50 {lat.get('50')} p99 {lat.get('99')} req/s {rps} opens {opens[0]}")
