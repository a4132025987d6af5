"""Several segnavd nodes behind nginx (DESIGN.md §7, docs/SCALING.md), end to end
through deploy/run-cluster.sh 3: nodes n1..n3 on loopback, nginx in front.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/cluster

SEGNAVD_BIN defaults to .build/debug/segnavd. nginx (Debian nginx-light) is
installed by scripts/install-deps.sh --test (run-cluster.sh would install it too).
The tests share one cluster and run in file order: the last one stops a node.
"""

import http.client
import json
import os
import pathlib
import select
import signal
import subprocess
import threading
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
NODES = ("n1", "n2", "n3")
SESSIONS = 300
PRESETS = ("deponte-2016", "crafterm-2010", "crafterm-revisited")
RANDOM_PART = "AAAAAAAAAAAAAAAAAAAAAA"  # 22 base64url characters


class Client:
    """One keep-alive HTTP/1.1 connection; reconnects when the peer closed it."""

    def __init__(self, port, timeout=10):
        self.port = port
        self.timeout = timeout
        self.connection = None

    def request(self, method, path, body=None, headers=None):
        headers = dict(headers or {})
        data = None
        if body is not None:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            headers.setdefault("Content-Type", "application/json")
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            try:
                self.connection.request(method, path, body=data, headers=headers)
                response = self.connection.getresponse()
                raw = response.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.close()
                if attempt == 1:
                    raise
                continue
            if response.getheader("Connection", "").lower() == "close":
                self.close()
            return Reply(response.status, response.headers, raw)

    def close(self):
        if self.connection is not None:
            self.connection.close()
            self.connection = None


class Reply:
    def __init__(self, status, headers, raw):
        self.status = status
        self.headers = headers
        self.raw = raw

    @property
    def json(self):
        return json.loads(self.raw) if self.raw else None

    @property
    def content_type(self):
        return (self.headers.get("Content-Type") or "").split(";")[0].strip()

    def __repr__(self):
        return f"<{self.status} {self.content_type} {self.raw[:300]!r}>"


def assert_problem(reply, *statuses):
    assert reply.status in statuses, reply
    assert reply.content_type == "application/problem+json", reply
    body = reply.json
    assert body["status"] == reply.status and body["type"] and body["title"], body
    return body


class Cluster:
    def __init__(self, directory):
        binary = os.environ.get("SEGNAVD_BIN") or str(ROOT / ".build" / "debug" / "segnavd")
        if not os.access(binary, os.X_OK):
            pytest.fail(f"no segnavd binary at {binary} (build it, or set SEGNAVD_BIN)")
        self.directory = directory
        environment = dict(os.environ, SEGNAVD_BIN=binary, CLUSTER_DIR=str(directory),
                           SEGNAVD_ARGS="--log-level debug")
        with open(directory / "run-cluster.err", "w") as errors:
            self.process = subprocess.Popen(
                [str(ROOT / "deploy" / "run-cluster.sh"), str(len(NODES))],
                stdout=subprocess.PIPE, stderr=errors, env=environment, text=True, start_new_session=True,
            )
        ready, _, _ = select.select([self.process.stdout], [], [], 60)
        line = self.process.stdout.readline().strip() if ready else ""
        if not line.startswith("listening on http://127.0.0.1:"):
            self.stop()
            pytest.fail(f"run-cluster.sh did not start: {line!r}\n{(directory / 'run-cluster.err').read_text()}")
        self.port = int(line.rsplit(":", 1)[1])
        self.nodes = {}  # name -> (port, pid)
        for entry in (directory / "nodes.txt").read_text().splitlines():
            name, port, pid = entry.split()
            self.nodes[name] = (int(port), int(pid))
        assert sorted(self.nodes) == list(NODES)

    def stop(self):
        """SIGTERM, as a user would; the script must stop everything and exit 0."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                return self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
                return None
            finally:
                self.process.stdout.close()
        return self.process.returncode


def running(pid):
    """Whether the process is alive (not gone, not a zombie). One read of its
    status, whose absence means gone: checking that /proc/PID exists and then
    reading it races with the process's exit (ProcessLookupError / FileNotFoundError)."""
    try:
        return "zombie" not in pathlib.Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    cluster = Cluster(tmp_path_factory.mktemp("cluster"))
    yield cluster
    pids = [pid for _, pid in cluster.nodes.values()]
    status = cluster.stop()
    assert status == 0, f"run-cluster.sh exited {status}"
    for pid in pids:  # every node is gone
        assert not running(pid), pid


@pytest.fixture(scope="module")
def proxy(cluster):
    client = Client(cluster.port)
    yield client
    client.close()


@pytest.fixture(scope="module")
def direct(cluster):
    clients = {name: Client(port) for name, (port, _) in cluster.nodes.items()}
    yield clients
    for client in clients.values():
        client.close()


@pytest.fixture(scope="module")
def sessions(proxy):
    """300 sessions created through nginx: id -> owning node."""
    owners = {}
    for i in range(SESSIONS):
        reply = proxy.request("POST", "/v1/sessions", {"preset": PRESETS[i % len(PRESETS)]})
        assert reply.status == 201, reply
        session = reply.json
        owner, dot, random_part = session["id"].partition(".")
        assert dot and owner in NODES and len(random_part) == 22, session["id"]
        assert reply.headers["Location"] == f"/v1/sessions/{session['id']}"
        owners[session["id"]] = owner
    return owners


def owner_of(session_id):
    return session_id.split(".", 1)[0]


def test_sessions_spread_over_all_nodes(sessions, direct):
    counts = {node: 0 for node in NODES}
    for owner in sessions.values():
        counts[owner] += 1
    for node in NODES:
        assert counts[node] >= SESSIONS * 0.2, counts
    # Each node holds exactly the sessions whose ids name it.
    for node, client in direct.items():
        listed, cursor = set(), None
        while True:
            reply = client.request("GET", "/v1/sessions?limit=1000" + (f"&cursor={cursor}" if cursor else ""))
            assert reply.status == 200, reply
            page = reply.json
            assert page["node"] == node
            listed |= {s["id"] for s in page["sessions"]}
            cursor = page["next"]
            if not cursor:
                break
        assert listed == {sid for sid, owner in sessions.items() if owner == node}


def test_version_and_list_name_the_answering_node(proxy):
    seen_version, seen_list = set(), set()
    for _ in range(12):
        seen_version.add(proxy.request("GET", "/v1/version").json["node"])
        seen_list.add(proxy.request("GET", "/v1/sessions?limit=1").json["node"])
    assert seen_version == set(NODES)
    assert seen_list == set(NODES)


def test_actions_and_reads_through_nginx_agree_with_the_owner(sessions, proxy, direct):
    for session_id, owner in sessions.items():
        base = f"/v1/sessions/{session_id}"
        acted = proxy.request("POST", f"{base}/actions", {"type": "setSegment", "index": 1})
        assert acted.status == 200, acted
        assert acted.json["state"]["version"] == 1 and acted.json["state"]["id"] == session_id
        assert acted.json["state"]["selectedIndex"] == 1
        for path in (base, f"{base}/screen", f"{base}/events?since=0&limit=1000"):
            via_proxy = proxy.request("GET", path)
            straight = direct[owner].request("GET", path)
            assert via_proxy.status == straight.status == 200, (path, via_proxy, straight)
            assert via_proxy.json == straight.json, path
        assert proxy.request("GET", base).headers["ETag"] == '"1"'
        # A conditional read through nginx: 304 with the owner's tag.
        assert proxy.request("GET", base, headers={"If-None-Match": '"1"'}).status == 304


def test_straight_to_the_wrong_node_is_421_and_changes_nothing(sessions, direct):
    for session_id, owner in list(sessions.items())[:30]:
        base = f"/v1/sessions/{session_id}"
        before = direct[owner].request("GET", base).json
        for node, client in direct.items():
            if node == owner:
                continue
            for method, path, body in (("GET", base, None), ("GET", f"{base}/screen", None),
                                       ("GET", f"{base}/events?wait=5", None),
                                       ("POST", f"{base}/actions", {"type": "setSegment", "index": 0}),
                                       ("DELETE", base, None)):
                problem = assert_problem(client.request(method, path, body), 421)
                assert owner in problem["detail"], problem
        assert direct[owner].request("GET", base).json == before


def test_ids_of_unknown_nodes_and_malformed_ids_are_404(proxy, direct):
    # A NODE. prefix of no node of the cluster: nginx answers itself.
    problem = assert_problem(proxy.request("GET", f"/v1/sessions/zz.{RANDOM_PART}"), 404)
    assert "not part of this cluster" in problem["detail"]
    assert_problem(proxy.request("POST", f"/v1/sessions/gone.{RANDOM_PART}/actions", {"type": "pop"}), 404)
    # Malformed ids: a node answers 404, through nginx or straight.
    for path in ("/v1/sessions/short", f"/v1/sessions/{RANDOM_PART}", f"/v1/sessions/N1.{RANDOM_PART}"):
        assert_problem(proxy.request("GET", path), 404)
        assert_problem(direct["n1"].request("GET", path), 404)
    # Well formed, this node's, unknown: 404 from the owner.
    assert_problem(proxy.request("GET", f"/v1/sessions/n2.{RANDOM_PART}"), 404)


def test_request_id_passes_through_and_is_logged(cluster, sessions, proxy):
    session_id = next(iter(sessions))
    reply = proxy.request("GET", f"/v1/sessions/{session_id}", headers={"X-Request-Id": "cluster-test-42"})
    assert reply.status == 200 and reply.headers["X-Request-Id"] == "cluster-test-42"
    assert reply.headers.get_all("X-Request-Id") == ["cluster-test-42"]   # segnavd's echo hidden: once
    # Without one, nginx makes one up and still passes it on.
    generated = proxy.request("GET", f"/v1/sessions/{session_id}").headers["X-Request-Id"]
    assert len(generated) == 32
    log = cluster.directory / f"{owner_of(session_id)}.log"
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        text = log.read_text()
        if "request-id=cluster-test-42" in text and f"request-id={generated}" in text:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the owner's log does not show the request ids")


def test_long_poll_through_nginx_returns_as_soon_as_an_action_lands(cluster, sessions, proxy):
    session_id = next(sid for sid, owner in sessions.items() if owner == "n3")
    base = f"/v1/sessions/{session_id}"
    since = proxy.request("GET", base).json["lastEventSeq"]
    result = {}

    def poll():
        client = Client(cluster.port, timeout=70)
        start = time.monotonic()
        result["reply"] = client.request("GET", f"{base}/events?since={since}&wait=30")
        result["elapsed"] = time.monotonic() - start
        client.close()

    waiter = threading.Thread(target=poll)
    waiter.start()
    time.sleep(0.7)
    assert waiter.is_alive(), "the long-poll returned before any event"
    landed = time.monotonic()
    assert proxy.request("POST", f"{base}/actions", {"type": "setSegment", "index": 0}).status == 200
    waiter.join(10)
    assert not waiter.is_alive()
    returned_after = time.monotonic() - landed
    assert returned_after < 2, returned_after
    reply = result["reply"]
    assert reply.status == 200, reply
    events = reply.json["events"]
    assert events and all(event["seq"] > since for event in events)


class EventStream:
    """A text/event-stream read through raw chunks (the proxy must not buffer them)."""

    def __init__(self, port, path):
        import socket
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.buffer = b""
        head = self._until(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1])
        self.headers = head.decode("latin1").lower()
        self.text = ""

    def _until(self, marker):
        while marker not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(marker)
        return head

    def messages_until(self, predicate):
        """Parsed messages ({event, id, data}) up to the first one `predicate` accepts."""
        out = []
        while True:
            while "\n\n" not in self.text:
                # De-chunk: size line, data, CRLF.
                size = int(self._until(b"\r\n").split(b";")[0], 16)
                while len(self.buffer) < size + 2:
                    chunk = self.sock.recv(65536)
                    if not chunk:
                        raise ConnectionError("closed")
                    self.buffer += chunk
                self.text += self.buffer[:size].decode()
                self.buffer = self.buffer[size + 2:]
                if size == 0:
                    return out
            block, _, self.text = self.text.partition("\n\n")
            fields = {}
            for line in block.split("\n"):
                if line and not line.startswith(":"):
                    name, _, value = line.partition(": ")
                    fields[name] = value
            if "event" not in fields:
                continue
            message = {"event": fields["event"], "id": fields.get("id"), "data": json.loads(fields["data"])}
            out.append(message)
            if predicate(message):
                return out

    def close(self):
        self.sock.close()


def test_a_stream_through_nginx(cluster, sessions, proxy):
    """A session's event stream through the proxy: routed to its owner, unbuffered, ended on delete."""
    session_id = next(sid for sid, owner in sessions.items() if owner == "n1")
    base = f"/v1/sessions/{session_id}"
    stream = EventStream(cluster.port, f"{base}/stream")
    assert stream.status == 200, stream.headers
    assert "text/event-stream" in stream.headers
    first = stream.messages_until(lambda m: m["event"] == "state")
    version = first[-1]["data"]["version"]
    acted = proxy.request("POST", f"{base}/actions", {"type": "setSegment", "index": 1})
    assert acted.status == 200, acted
    # The action's messages arrive at once (nothing buffers them) and match its answer.
    messages = stream.messages_until(lambda m: m["event"] == "state")
    assert [m["data"] for m in messages if m["event"] == "lifecycle"] == acted.json["events"]
    assert messages[-1]["data"]["version"] == version + 1
    assert proxy.request("DELETE", base).status == 204
    end = stream.messages_until(lambda m: m["event"] == "end")
    assert end[-1]["data"]["reason"] == "deleted"
    stream.close()
    # An unknown node's id: nginx's own 404, never a random node.
    assert_problem(proxy.request("GET", f"/v1/sessions/zz.{RANDOM_PART}/stream"), 404)
    del sessions[session_id]


def test_nginx_own_errors_are_problem_json(proxy):
    problem = assert_problem(proxy.request("POST", "/v1/sessions", b"{" + b" " * (1024 * 1024 + 10) + b"}"), 413)
    assert "requestId" in problem
    proxy.close()
    assert_problem(proxy.request("GET", "/" + "a" * 9000), 414)
    assert_problem(proxy.request("GET", "/healthz", headers={"X-Big": "b" * 9000}), 431)
    proxy.close()


def test_history_through_nginx(sessions, proxy, direct):
    """Past versions and the export go to the owner by id; a fork by POST /v1/sessions goes round-robin, so
    a source on another node is 421 naming POST /v1/sessions/{id}/forks, which nginx routes to the owner;
    an import goes anywhere."""
    for session_id, owner in list(sessions.items())[:6]:
        base = f"/v1/sessions/{session_id}"
        acted = proxy.request("POST", f"{base}/actions", {"type": "selectSegment", "index": 0})
        assert acted.status == 200, acted
        version = acted.json["state"]["version"]
        for path in (f"{base}?version={version - 1}", f"{base}/screen?version={version - 1}", f"{base}/scenario"):
            via_proxy, straight = proxy.request("GET", path), direct[owner].request("GET", path)
            assert via_proxy.status == straight.status == 200, (path, via_proxy)
            assert via_proxy.json == straight.json, path
        assert proxy.request("GET", f"{base}?version={version - 1}").json["version"] == version - 1
        # A fork by its id reaches the owner, and the new session is made there.
        forked = proxy.request("POST", f"{base}/forks", {"version": version - 1})
        assert forked.status == 201, forked
        assert owner_of(forked.json["id"]) == owner and forked.json["version"] == version - 1
        # A fork in the create body: the owner makes it, every other node answers 421 naming the way.
        for node, client in direct.items():
            reply = client.request("POST", "/v1/sessions", {"from": {"session": session_id, "version": version}})
            if node == owner:
                assert reply.status == 201, reply
            else:
                problem = assert_problem(reply, 421)
                assert f"/v1/sessions/{session_id}/forks" in problem["detail"], problem
        # The export opens as a session on whichever node nginx picks, at the same state.
        opened = proxy.request("POST", "/v1/sessions", {"scenario": proxy.request("GET", f"{base}/scenario").json})
        assert opened.status == 201, opened
        assert opened.json["version"] == version
        assert opened.json["current"] == proxy.request("GET", base).json["current"]


def test_stopping_a_node_fails_only_its_sessions(cluster, sessions, proxy):
    # Last test: it stops n2 for good.
    port, pid = cluster.nodes["n2"]
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 15
    while running(pid):
        assert time.monotonic() < deadline, "n2 did not stop"
        time.sleep(0.05)
    for session_id, owner in sessions.items():
        base = f"/v1/sessions/{session_id}"
        if owner == "n2":
            problem = assert_problem(proxy.request("GET", base), 502, 503)
            assert "segnav_node_n2" in problem["detail"]
            assert_problem(proxy.request("POST", f"{base}/actions", {"type": "setSegment", "index": 1}), 502, 503)
        else:
            reply = proxy.request("POST", f"{base}/actions", {"type": "setSegment", "index": 1})
            assert reply.status == 200, reply
            assert proxy.request("GET", base).json["selectedIndex"] == 1
    # New sessions still land on the live nodes.
    for _ in range(10):
        reply = proxy.request("POST", "/v1/sessions", {"preset": "deponte-2016"})
        assert reply.status == 201, reply
        assert owner_of(reply.json["id"]) in ("n1", "n3")
