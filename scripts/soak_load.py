#!/usr/bin/env python3
"""The load client of scripts/soak.sh: starts segnavd, runs a mixed load for a
while, samples latency and the server's RSS every interval, prints a table.

    python3 scripts/soak_load.py --binary .build/release/segnavd --minutes 10

The load (standard library, threads, one keep-alive connection each):
- workers: each runs session lives over and over: create (a preset or custom
  screens), 4-12 actions (If-Match on some), reads of the state (also with
  If-None-Match -> 304), screen and events, one action on a shared session,
  sometimes a list or /metrics, then delete;
- long-pollers: `events?since=<last>&wait=2` on the shared sessions, answered
  when a worker acts on one or after 2 s.
Shared sessions live for the whole run; the server runs with
--event-capacity 500 so their event rings are full after warm-up and any later
growth of the RSS is a leak, not rings filling up.

Exit status 1 on any error (an unexpected status, a failed connection, a
long-poll answered late, the server gone or not exiting 0 on SIGTERM) or when
the RSS of the last half of the samples (after warm-up) strays more than
+-5 % from its mean.
"""

import argparse
import http.client
import json
import os
import random
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time

PRESETS = ["crafterm-2010", "crafterm-revisited", "deponte-2016"]
CUSTOM = {"strategy": "containment", "segments": [
    {"title": "Orange", "screen": {"kind": "color", "color": "orange"}},
    {"title": "List", "screen": {"kind": "table", "rows": [
        {"title": "One", "detail": {"kind": "label", "text": "1"}}, {"title": "Two"}]}}]}
# Action -> statuses it may get: UI taps can be refused (422) depending on what is on screen.
ACTIONS = [
    ({"type": "selectSegment", "index": 1}, {200, 422}),
    ({"type": "selectSegment", "index": 0}, {200, 422}),
    ({"type": "setSegment", "index": 1}, {200}),
    ({"type": "setSegment", "index": 0}, {200}),
    ({"type": "tapRow", "row": 1}, {200, 422}),
    ({"type": "tapBack"}, {200, 422}),
    ({"type": "pop"}, {200}),
    ({"type": "popToRoot"}, {200}),
    ({"type": "memoryWarning"}, {200}),
    ({"type": "push", "screen": {"kind": "label", "text": "pushed"}}, {200}),
]


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = []  # seconds, of every request but long-polls, this interval
        self.requests = 0
        self.long_polls = 0
        self.errors = []

    def record(self, seconds):
        with self.lock:
            self.latencies.append(seconds)
            self.requests += 1

    def error(self, message):
        with self.lock:
            self.errors.append(message)
            if len(self.errors) <= 10:
                print(f"ERROR: {message}", file=sys.stderr, flush=True)

    def take(self):
        with self.lock:
            latencies, requests, polls = self.latencies, self.requests, self.long_polls
            self.latencies, self.requests, self.long_polls = [], 0, 0
            return latencies, requests, polls


class Client:
    """One keep-alive connection; reconnects when the server closed it."""

    def __init__(self, port, stats):
        self.port, self.stats, self.connection = port, stats, None

    def request(self, method, path, body=None, headers=None, expect=(200,), timed=True):
        headers = dict(headers or {})
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        start = time.perf_counter()
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=15)
            try:
                self.connection.request(method, path, body=data, headers=headers)
                response = self.connection.getresponse()
                raw = response.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as error:
                self.close()
                if attempt == 1:
                    self.stats.error(f"{method} {path}: {error!r}")
                    return None, None, None
            except OSError as error:
                self.close()
                self.stats.error(f"{method} {path}: {error!r}")
                return None, None, None
        elapsed = time.perf_counter() - start
        if timed:
            self.stats.record(elapsed)
        if response.status not in expect:
            self.stats.error(f"{method} {path}: {response.status} (expected {sorted(expect)}): {raw[:300]!r}")
        document = json.loads(raw) if raw and (response.getheader("Content-Type") or "").endswith("json") else None
        return response.status, response.headers, document

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None


def worker(port, stats, shared, stop, seed, pace):
    rng = random.Random(seed)
    client = Client(port, stats)
    while not stop.is_set():
        body = {"preset": rng.choice(PRESETS)} if rng.random() < 0.8 else CUSTOM
        if rng.random() < 0.3:
            body = dict(body, runtime="legacy")
        status, headers, state = client.request("POST", "/v1/sessions", body, expect=(201,))
        if status != 201:
            time.sleep(0.5)
            continue
        path = headers["Location"]
        version = state["version"]
        for _ in range(rng.randint(4, 12)):
            if stop.is_set():
                break
            action, allowed = rng.choice(ACTIONS)
            extra = {"If-Match": f'"{version}"'} if rng.random() < 0.3 else {}
            status, _, answer = client.request("POST", path + "/actions", action, extra, expect=allowed)
            if status == 200:
                version = answer["state"]["version"]
            read = rng.random()
            if read < 0.3:
                status, headers, _ = client.request("GET", path)
                if status == 200:
                    client.request("GET", path, headers={"If-None-Match": headers["ETag"]}, expect=(304,))
            elif read < 0.5:
                client.request("GET", path + "/screen")
            elif read < 0.7:
                client.request("GET", path + "/events?since=0&limit=50")
            time.sleep(pace)
        action, allowed = rng.choice(ACTIONS)
        client.request("POST", rng.choice(shared) + "/actions", action, expect=allowed)
        if rng.random() < 0.1:
            client.request("GET", "/v1/sessions?limit=20")
        if rng.random() < 0.05:
            client.request("GET", "/metrics")
        client.request("DELETE", path, expect=(204,))
        time.sleep(pace)
    client.close()


def long_poller(port, stats, shared, stop, seed):
    rng = random.Random(seed)
    client = Client(port, stats)
    while not stop.is_set():
        path = rng.choice(shared)
        status, _, page = client.request("GET", path + "/events?limit=1", timed=False)
        if status != 200:
            time.sleep(0.5)
            continue
        start = time.monotonic()
        client.request("GET", f"{path}/events?since={page['lastSeq']}&wait=2", timed=False)
        waited = time.monotonic() - start
        with stats.lock:
            stats.long_polls += 1
        if waited > 3.5:
            stats.error(f"a long-poll with wait=2 took {waited:.1f} s")
    client.close()


def rss_kb(pid):
    # One open, no exists() first: the server may exit at any moment (its death is reported by the
    # failing requests), and a sampler that raises then would hide it behind a traceback.
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return 0


def percentile(values, fraction):
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--interval", type=float, default=10, help="seconds between samples")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--pollers", type=int, default=2)
    parser.add_argument("--shared", type=int, default=20, help="sessions living for the whole run")
    parser.add_argument("--pace", type=float, default=0.01, help="seconds a worker sleeps between actions")
    parser.add_argument("--tolerance", type=float, default=0.05, help="allowed RSS spread after warm-up")
    options = parser.parse_args()

    logs = tempfile.mkdtemp(prefix="segnav-soak-")
    with open(os.path.join(logs, "segnavd.err"), "w") as errors:
        server = subprocess.Popen([options.binary, "--port", "0", "--event-capacity", "500"],
                                  stdout=subprocess.PIPE, stderr=errors, text=True)
    ready, _, _ = select.select([server.stdout], [], [], 20)
    line = server.stdout.readline().strip() if ready else ""
    if not line.startswith("listening on http://127.0.0.1:"):
        print(f"segnavd did not start: {line!r}", file=sys.stderr)
        server.kill()
        return 1
    port = int(line.rsplit(":", 1)[1])
    print(f"segnavd {options.binary} pid {server.pid} on port {port}; {options.minutes:g} min, "
          f"{options.workers} workers, {options.pollers} long-pollers, {options.shared} shared sessions; "
          f"stderr in {logs}/segnavd.err", flush=True)

    stats = Stats()
    setup = Client(port, stats)
    shared = []
    for i in range(options.shared):
        status, headers, _ = setup.request("POST", "/v1/sessions", {"preset": PRESETS[i % len(PRESETS)]}, expect=(201,))
        if status == 201:
            shared.append(headers["Location"])
    stats.take()

    stop = threading.Event()
    threads = [threading.Thread(target=worker, args=(port, stats, shared, stop, i, options.pace), daemon=True)
               for i in range(options.workers)]
    threads += [threading.Thread(target=long_poller, args=(port, stats, shared, stop, 1000 + i), daemon=True)
                for i in range(options.pollers)]
    for thread in threads:
        thread.start()

    header = f"{'time':>6} {'requests':>8} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'polls':>6} {'sessions':>8} {'RSS MB':>7} {'errors':>6}"
    print(header)
    print("-" * len(header), flush=True)
    samples = []
    start = time.monotonic()
    deadline = start + options.minutes * 60
    next_sample = start + options.interval
    while time.monotonic() < deadline and server.poll() is None:
        time.sleep(max(0.0, min(next_sample, deadline) - time.monotonic()))
        if time.monotonic() < next_sample:
            break
        next_sample += options.interval
        latencies, requests, polls = stats.take()
        if server.poll() is not None:
            break
        rss = rss_kb(server.pid)
        _, _, listing = setup.request("GET", "/v1/sessions?limit=1", timed=False)
        sessions = listing["total"] if listing else -1
        samples.append(rss)
        print(f"{time.monotonic() - start:6.0f} {requests:8d} {requests / options.interval:7.0f} "
              f"{percentile(latencies, 0.50) * 1000:7.2f} {percentile(latencies, 0.99) * 1000:7.2f} "
              f"{(max(latencies) if latencies else 0) * 1000:7.2f} {polls:6d} {sessions:8d} "
              f"{rss / 1024:7.1f} {len(stats.errors):6d}", flush=True)

    stop.set()
    for thread in threads:
        thread.join(timeout=20)
    setup.close()

    failed = False
    if server.poll() is not None:
        print(f"FAIL: segnavd exited during the run with status {server.returncode}")
        failed = True
    else:
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            code = "killed after 20 s"
        if code != 0:
            print(f"FAIL: segnavd did not exit 0 on SIGTERM: {code}")
            failed = True
    if stats.errors:
        print(f"FAIL: {len(stats.errors)} errors; the first: {stats.errors[0]}")
        failed = True
    settled = samples[len(samples) // 2:]
    if len(settled) >= 2:
        mean = sum(settled) / len(settled)
        low, high = min(settled) / mean - 1, max(settled) / mean - 1
        verdict = "ok" if max(-low, high) <= options.tolerance else "FAIL"
        print(f"RSS after warm-up (last {len(settled)} of {len(samples)} samples): mean {mean / 1024:.1f} MB, "
              f"min {low * 100:+.1f} %, max {high * 100:+.1f} % (allowed +-{options.tolerance * 100:.0f} %): {verdict}")
        failed |= verdict != "ok"
    else:
        print("FAIL: too few samples to judge the RSS (run longer than two intervals)")
        failed = True
    print("soak: FAILED" if failed else "soak: passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
