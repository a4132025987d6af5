"""kill -9 under load, then a restart on the same --state-file (docs/DESIGN.md §5.7 "Durability").

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/durability

For each --durability mode, clients create sessions and POST actions as fast
as they can, each recording what was acknowledged (a 2xx answer: the version
and lastEventSeq it reported, and when); the server is killed with SIGKILL in
the middle of it; a second segnavd is started on the same file. Then:

- strict: every acknowledged create and action is there: each session's
  version is its last acknowledged one, or one more (a request whose commit
  happened but whose answer the kill swallowed); its events are readable up to
  its lastEventSeq, byte for byte as served before the kill; a stream resumed
  with Last-Event-ID continues at the next event;
- batched: the same for everything acknowledged before the last commit window
  (--commit-interval, plus one commit's time); what was lost is counted;
- off: nothing of the run comes back (the figure the journal exists for);
- PRAGMA integrity_check says ok on the file after the kill;
- one busy client sends batches of 100 actions to one session, crossing the
  journal's compaction points (every 4 096 versions) many times: in strict
  and batched mode its file row holds a snapshot trailing its version by at
  most two compaction intervals, and only the batches after it (the kill may
  come in the middle of a compaction's transaction).

Each run appends its row (acknowledged vs restored) to
artifacts/durability-kill9.txt, the source of RELIABILITY.md's kill -9 row.
Standard library + pytest only. KILL9_SECONDS sets the load's length (default 2).
"""

import http.client
import json
import os
import pathlib
import select
import signal
import socket
import sqlite3
import subprocess
import threading
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("SEGNAVD_BIN") or str(ROOT / ".build" / "debug" / "segnavd")
LOAD_SECONDS = float(os.environ.get("KILL9_SECONDS", "2"))
CLIENTS = 8
COMMIT_INTERVAL_MS = 10
# A batched commit may be this late after its window under load on 2 shared cores (fsync included).
BATCHED_MARGIN_S = 0.5


def start(path, mode, log):
    if not os.access(BINARY, os.X_OK):
        pytest.fail(f"no segnavd binary at {BINARY} (build it, or set SEGNAVD_BIN)")
    errors = open(log, "a")
    process = subprocess.Popen(
        [BINARY, "--port", "0", "--state-file", str(path), "--durability", mode,
         "--commit-interval", str(COMMIT_INTERVAL_MS)],
        stdout=subprocess.PIPE, stderr=errors, text=True)
    errors.close()
    ready, _, _ = select.select([process.stdout], [], [], 30)
    line = process.stdout.readline().strip() if ready else ""
    if not line.startswith("listening on http://127.0.0.1:"):
        process.kill()
        pytest.fail(f"segnavd did not start: {line!r}\n{pathlib.Path(log).read_text()[-3000:]}")
    return process, int(line.rsplit(":", 1)[1])


def request(connection, method, path, body=None, headers=None):
    payload = json.dumps(body).encode() if body is not None else None
    all_headers = {"Content-Type": "application/json"} if payload else {}
    all_headers.update(headers or {})
    connection.request(method, path, body=payload, headers=all_headers)
    response = connection.getresponse()
    return response.status, response.read()


class Client(threading.Thread):
    """Creates a session, then acts on it; every few actions a new session, now and then a delete. A busy
    client (batch > 1) keeps one session and sends batches of `batch` actions: it crosses the journal's
    compaction points (every 4 096 versions) many times, so the kill may come during one."""

    def __init__(self, port, number, stop, batch=1):
        super().__init__(daemon=True)
        self.port, self.number, self.stop, self.batch = port, number, stop, batch
        # id -> {"version", "seq", "at" (monotonic), "deleted", "write" (actions per write),
        #        "events": (since, seq, bytes) read after an ack}
        self.acked = {}
        self.creates = 0
        self.actions = 0

    def run(self):
        try:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
            current = None
            step = 0
            while not self.stop.is_set():
                busy = self.batch > 1
                if current is None or (step % 40 == 39 and not busy):
                    status, body = request(connection, "POST", "/v1/sessions", {"preset": "crafterm-2010"})
                    if status != 201:
                        continue
                    state = json.loads(body)
                    current = state["id"]
                    self.acked[current] = {"version": state["version"], "seq": state["lastEventSeq"],
                                           "at": time.monotonic(), "deleted": False, "events": None,
                                           "write": self.batch}
                    self.creates += 1
                elif step % 97 == 50 and not busy:
                    # A delete whose answer the kill swallows may have been committed: its session may be gone.
                    self.acked[current]["deleting"] = True
                    status, _ = request(connection, "DELETE", f"/v1/sessions/{current}")
                    if status == 204:
                        self.acked[current].update(deleted=True, at=time.monotonic())
                        current = None
                    else:
                        self.acked[current]["deleting"] = False  # answered, and not done
                else:
                    action = {"type": "selectSegment", "index": step % 2}
                    if busy:
                        action = {"actions": [{"type": "selectSegment", "index": (step + i) % 2} for i in range(self.batch)]}
                    status, body = request(connection, "POST", f"/v1/sessions/{current}/actions", action)
                    if status == 200:
                        state = json.loads(body)["state"]
                        self.acked[current].update(version=state["version"], seq=state["lastEventSeq"],
                                                   at=time.monotonic())
                        self.actions += 1
                        # The busy session's ring wraps within a few batches: its last events, after each one.
                        if step % 40 == 10 or busy:
                            seq = state["lastEventSeq"]
                            since = max(0, seq - 50) if busy else 0
                            _, events = request(connection, "GET", f"/v1/sessions/{current}/events?since={since}&limit=1000")
                            self.acked[current]["events"] = (since, seq, events)
                step += 1
        except (OSError, http.client.HTTPException):
            return  # the server was killed


def restored_state(connection, session_id):
    status, body = request(connection, "GET", f"/v1/sessions/{session_id}")
    return (json.loads(body) if status == 200 else None), status


def integrity(path):
    # The file after the kill, WAL included, read as any SQLite reader would.
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()


COMPACT_EVERY = 4096


def compaction(path, session_id):
    """The version of the session's snapshot in the file (None without one) and how many batch rows it keeps."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        row = db.execute("SELECT version FROM sessions WHERE id = ? AND snapshot IS NOT NULL", (session_id,)).fetchone()
        rows = db.execute("SELECT count(*) FROM actions WHERE session = ?", (session_id,)).fetchone()[0]
        return (row[0] if row else None), rows
    finally:
        db.close()


def resume_stream(port, session_id, after):
    """The first event id a stream resumed with Last-Event-ID: after sends."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(f"GET /v1/sessions/{session_id}/stream HTTP/1.1\r\nHost: x\r\n"
                     f"Last-Event-ID: {after}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while b"\nid: " not in data and len(data) < 1 << 20:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        text = data.decode(errors="replace")
        marker = text.find("\nid: ")
        return int(text[marker + 5:text.index("\n", marker + 5)]) if marker >= 0 else None


@pytest.mark.parametrize("mode", ["strict", "batched", "off"])
def test_kill9_under_load(mode, tmp_path):
    path = tmp_path / "state.sqlite"
    log = tmp_path / "segnavd.err"
    server, port = start(path, mode, log)
    stop = threading.Event()
    clients = [Client(port, n, stop) for n in range(CLIENTS - 1)] + [Client(port, CLIENTS - 1, stop, batch=100)]
    for client in clients:
        client.start()
    time.sleep(LOAD_SECONDS)
    killed_at = time.monotonic()
    server.send_signal(signal.SIGKILL)
    server.wait()
    server.stdout.close()
    stop.set()
    for client in clients:
        client.join(timeout=15)

    acked = {sid: record for client in clients for sid, record in client.acked.items()}
    creates = sum(client.creates for client in clients)
    actions = sum(client.actions for client in clients)
    assert creates > 0 and actions > 0, f"the load acknowledged nothing:\n{log.read_text()[-3000:]}"
    assert integrity(path) == "ok"
    busy = next(iter(clients[-1].acked), None)
    compacted = "; the busy session not compacted yet"
    if mode != "off" and busy and acked[busy]["version"] >= 2 * COMPACT_EVERY:
        # Compacted while served: a snapshot trailing the version, and only the batches after it.
        snapshot, rows = compaction(path, busy)
        assert snapshot is not None and snapshot >= acked[busy]["version"] - 2 * COMPACT_EVERY - 300
        assert rows <= (acked[busy]["version"] + 100 - snapshot) // 100 + 1
        compacted = f"; the busy session ({acked[busy]['version']} actions) compacted at version {snapshot}, {rows} batches after it"

    server, port = start(path, mode, log)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        restored_actions = 0
        lost_sessions, lost_actions, late = [], 0, 0
        for sid, record in acked.items():
            state, status = restored_state(connection, sid)
            if record["deleted"]:
                if mode == "strict":
                    assert status == 404, f"{sid} was deleted (acknowledged) but came back"
                continue
            if state is None:
                if mode != "off" and record.get("deleting") and status == 404:
                    continue  # the delete in flight at the kill was done: one write past the last acknowledged
                lost_sessions.append(sid)
                lost_actions += record["version"]
                continue
            version = state["version"]
            restored_actions += min(version, record["version"])
            # Never more than one write past the last acknowledged one (the answer the kill swallowed).
            assert version <= record["version"] + record["write"], f"{sid}: version {version} after an acknowledged {record['version']}"
            if version < record["version"]:
                lost_actions += record["version"] - version
                if mode == "batched" and record["at"] >= killed_at - BATCHED_MARGIN_S:
                    late += 1
                    continue
                pytest.fail(f"{sid}: acknowledged version {record['version']} but restored {version} ({mode})")
            assert state["lastEventSeq"] >= record["seq"]
            # Events readable to the end, and what was served before the kill byte for byte the same.
            since = record["events"][0] if record["events"] is not None else 0
            status, body = request(connection, "GET", f"/v1/sessions/{sid}/events?since={since}&limit=1000")
            page = json.loads(body)
            assert status == 200 and page["lastSeq"] == state["lastEventSeq"]
            if record["events"] is not None:
                _, seq, before = record["events"]
                earlier = [e for e in json.loads(before)["events"]]
                now = [e for e in page["events"] if e["seq"] <= seq]
                assert now == earlier, f"{sid}: events up to {seq} differ after the restart"
        if mode == "strict":
            assert not lost_sessions, f"acknowledged creates lost: {len(lost_sessions)}"
            assert lost_actions == 0
        elif mode == "batched":
            recent = [sid for sid in lost_sessions if acked[sid]["at"] >= killed_at - BATCHED_MARGIN_S]
            assert len(recent) == len(lost_sessions), "a create older than the window was lost"
        else:
            # off: nothing of this run was saved (it started on a new file).
            assert len(lost_sessions) == len([r for r in acked.values() if not r["deleted"]])

        # Stream resume across the restart: Last-Event-ID picks up at the next event.
        survivors = [sid for sid, r in acked.items() if not r["deleted"] and sid not in lost_sessions]
        if survivors:
            sid = survivors[0]
            state, _ = restored_state(connection, sid)
            after = max(0, state["lastEventSeq"] - 3)
            assert resume_stream(port, sid, after) == after + 1

        live = len([r for r in acked.values() if not r["deleted"]])
        row = (f"{mode}: {creates} creates and {actions} actions acknowledged in {LOAD_SECONDS:g} s "
               f"({live} sessions live at the kill); restored {live - len(lost_sessions)} sessions and "
               f"{restored_actions} of their {restored_actions + lost_actions} acknowledged actions; integrity_check ok"
               f"{compacted if mode != 'off' else ''}\n")
        artifacts = ROOT / "artifacts"
        artifacts.mkdir(exist_ok=True)
        with open(artifacts / "durability-kill9.txt", "a") as out:
            out.write(row)
        print(row)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        server.stdout.close()
    assert integrity(path) == "ok"
