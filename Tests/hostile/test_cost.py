"""Trust, cost: no request costs more than its input and its bounded answer
(RELIABILITY.md §7, "Trust" rows), against the real binary on loopback.

    SEGNAVD_BIN=.build/release/segnavd python3 -m pytest -q Tests/hostile/test_cost.py

Standard library + pytest only.
"""

import json
import socket
import time

from test_hostile import create_session, request, server_factory, setup_module  # noqa: F401  (fixture; raises the fd limit)

PRESET = {"preset": "deponte-2016"}


def push(title="screen"):
    return {"type": "push", "screen": {"kind": "label", "title": title}}


def act(port, session, actions):
    return request(port, "POST", f"/v1/sessions/{session}/actions", {"actions": actions})


def read_stream(port, path, until_end=True, timeout=10, headers=""):
    """The Server-Sent Events of one stream, read until its `end` message (or
    the timeout, or the first `state` when not `until_end`): [(event, id, data)]."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n{headers}\r\n".encode())
    buffer, messages, deadline = b"", [], time.monotonic() + timeout
    head_done = False
    try:
        while time.monotonic() < deadline:
            try:
                chunk = sock.recv(1 << 16)
            except socket.timeout:
                break
            if not chunk:
                break
            buffer += chunk
            if not head_done:
                if b"\r\n\r\n" not in buffer:
                    continue
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                assert head.startswith(b"HTTP/1.1 200"), head
                head_done = True
            # Chunked framing: drop the size lines; the messages are separated by blank lines.
            text = b"".join(part for part in buffer.split(b"\r\n") if part and not all(c in b"0123456789abcdefABCDEF" for c in part))
            messages = []
            # Only whole messages (each ends with a blank line): a large one may still be arriving.
            for block in text.split(b"\n\n")[:-1]:
                fields = dict(line.split(b": ", 1) for line in block.split(b"\n") if b": " in line)
                if b"event" in fields:
                    messages.append((fields[b"event"].decode(), fields.get(b"id"), fields.get(b"data", b"")))
            if messages and messages[-1][0] == "end" and messages[-1][2].endswith(b"}"):
                break
            if not until_end and any(m[0] == "state" for m in messages):
                break
    finally:
        sock.close()
    return messages


def test_the_navigation_stack_depth_is_bounded_and_the_refusal_names_the_limit(server_factory):
    # Before: 60 batches of 100 pushes reached depth 6 000, and one small batch
    # of memory warnings then answered 99 MB.
    server = server_factory("--max-stack-depth", "40")
    session = create_session(server.port, PRESET)
    status, _, _ = act(server.port, session, [push()] * 38)  # the root and 38 pushed: 39
    assert status == 200
    status, _, problem = act(server.port, session, [push()] * 2)
    assert status == 422, problem
    assert problem["reason"] == "stackTooDeep" and problem["limit"] == 40
    assert "--max-stack-depth 40" in problem["detail"]
    assert problem["errors"][0]["pointer"] == "/actions/1/type"
    _, _, state = request(server.port, "GET", f"/v1/sessions/{session}")
    assert len(state["navigationStack"]) == 39, "a refused batch leaves no trace"
    server.assert_alive()


def test_the_default_depth_bound_holds_against_many_push_batches(server_factory):
    server = server_factory()
    session = create_session(server.port, PRESET)
    statuses = [act(server.port, session, [push()] * 100)[0] for _ in range(3)]
    assert statuses == [422, 422, 422]
    for _ in range(10):
        act(server.port, session, [push()] * 10)
    _, _, state = request(server.port, "GET", f"/v1/sessions/{session}")
    assert len(state["navigationStack"]) <= 64


def test_a_write_whose_answer_would_pass_the_bound_is_refused_before_it_applies(server_factory):
    server = server_factory("--max-answer-bytes", "65536")
    session = create_session(server.port, PRESET)
    for _ in range(3):
        assert act(server.port, session, [push()] * 20)[0] == 200
    _, headers, before = request(server.port, "GET", f"/v1/sessions/{session}")
    status, _, problem = act(server.port, session, [{"type": "memoryWarning"}] * 100)
    assert status == 422, problem
    assert problem["type"].endswith("/answer-too-large") and problem["limit"] == 65536
    _, _, after = request(server.port, "GET", f"/v1/sessions/{session}")
    assert after["version"] == before["version"], "nothing of a refused batch is applied"
    status, _, answer = act(server.port, session, [{"type": "memoryWarning"}] * 2)
    assert status == 200 and answer["events"]


def test_a_state_bigger_than_the_stream_buffer_is_still_streamed(server_factory):
    # Before: every open ended with `lagging` before the first state, and a browser reconnected forever.
    server = server_factory("--stream-buffer", "16384")
    session = create_session(server.port, PRESET)
    assert act(server.port, session, [push("t" * 150)] * 60)[0] == 200
    _, _, state = request(server.port, "GET", f"/v1/sessions/{session}")
    assert len(json.dumps(state)) > 16384
    messages = read_stream(server.port, f"/v1/sessions/{session}/stream", until_end=False, timeout=5)
    assert [m[0] for m in messages][:1] == ["state"], [m[0] for m in messages]
    assert json.loads(messages[0][2])["version"] == state["version"]


def server_cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100


def test_resuming_from_zero_costs_what_is_sent_not_the_whole_ring(server_factory):
    # Before: ?since=0 encoded the whole ring (10 000 events) to send a buffer's worth of it.
    server = server_factory("--stream-buffer", "16384")
    full, small = create_session(server.port, PRESET), create_session(server.port, PRESET)
    for _ in range(50):
        act(server.port, full, [{"type": "selectSegment", "index": 1}, {"type": "selectSegment", "index": 0}] * 50)
    for _ in range(2):
        act(server.port, small, [{"type": "selectSegment", "index": 1}, {"type": "selectSegment", "index": 0}] * 50)

    def cost(session, opens=150):
        before = server_cpu_seconds(server.pid)
        for _ in range(opens):
            messages = read_stream(server.port, f"/v1/sessions/{session}/stream?since=0", timeout=5)
            assert messages and messages[-1][0] == "end" and b'"lagging"' in messages[-1][2]
        return server_cpu_seconds(server.pid) - before

    cost(small, 5)  # warm up
    full_cost, small_cost = cost(full), cost(small)
    ratio = (full_cost + 0.02) / (small_cost + 0.02)  # CPU time counts in 10 ms ticks
    print(f"150 opens from 0: full ring {full_cost:.2f} s CPU, small ring {small_cost:.2f} s, ratio {ratio:.1f}")
    # Both opens send one buffer (16 KiB); the full ring holds 40 times the small one's events.
    assert ratio < 2.5, f"an open from 0 on a full ring cost {ratio:.1f} x one on a small ring"


def test_a_stream_opened_with_a_ticket_ends_when_the_ticket_expires(server_factory, monkeypatch):
    # Before: it kept delivering for as long as the connection lived.
    monkeypatch.setenv("SEGNAV_TOKEN", "secret-token")
    server = server_factory("--stream-ticket-lifetime", "2")
    auth = {"Authorization": "Bearer secret-token"}
    status, _, session = request(server.port, "POST", "/v1/sessions", PRESET, headers=auth)
    assert status == 201
    session = session["id"]
    status, _, ticket = request(server.port, "POST", f"/v1/sessions/{session}/stream/tickets", headers=auth)
    assert status == 201 and ticket["expiresIn"] == 2
    started = time.monotonic()
    messages = read_stream(server.port, ticket["stream"], timeout=8)
    elapsed = time.monotonic() - started
    assert messages and messages[-1][0] == "end", [m[0] for m in messages]
    end = json.loads(messages[-1][2])
    assert end["reason"] == "ticket-expired" and elapsed < 5
    _, _, state = request(server.port, "GET", f"/v1/sessions/{session}", headers=auth)
    assert end["lastEventSeq"] == state["lastEventSeq"]


def scenario_seconds(port, steps):
    body = {"name": "deep", "setup": PRESET, "steps": steps}
    best = None
    for _ in range(3):
        started = time.monotonic()
        status, _, answer = request(port, "POST", "/v1/scenarios", body, timeout=60)
        elapsed = time.monotonic() - started
        assert status == 200, answer
        best = elapsed if best is None else min(best, elapsed)
    return best


def test_a_scenario_costs_linear_time_in_its_single_action_steps(server_factory):
    # Before: each step built, encoded and parsed the whole state: 500 push steps took 10 x the same pushes in 5 batches.
    server = server_factory()
    expect = [{"name": "viewDidAppear"}]
    singles = [{"action": push(), "expect": expect}] * 500
    batches = [{"action": {"actions": [push()] * 100}, "expect": expect}] * 5
    scenario_seconds(server.port, singles[:50])  # warm up
    single, batched = scenario_seconds(server.port, singles), scenario_seconds(server.port, batches)
    print(f"scenario of 500 push steps: {single * 1000:.0f} ms; the same pushes in 5 batches: {batched * 1000:.0f} ms")
    assert single / batched < 3, f"500 single steps took {single / batched:.1f} x 5 batches of 100"


def peek_status(sock, deadline):
    """The status code of the answer waiting in `sock`, read without taking it
    (the client goes on not reading); None if none came before the deadline."""
    while time.monotonic() < deadline:
        try:
            head = sock.recv(12, socket.MSG_PEEK)
        except socket.timeout:
            continue
        if len(head) == 12:
            return int(head[9:12])
        if not head:
            return None
        time.sleep(0.01)
    return None


def test_one_client_that_never_reads_its_writes_answers_cannot_deny_the_others(server_factory):
    # Before: a write's answer was taken past --response-memory-limit whoever sent it, so one
    # client's write answers that it never read spent the whole budget, and every client's reads
    # got 503 until the idle timeout. Now each client address has a share (an eighth): the
    # client's next write is refused before it is done, the others are served.
    limit = 8 << 20
    server = server_factory("--response-memory-limit", str(limit))
    session, theirs = create_session(server.port, PRESET), create_session(server.port, PRESET)
    status, _, pushed = act(server.port, session, [push("t" * 100)] * 60)
    assert status == 200
    # 40 memory warnings at depth 61: an answer of ~800 KB (below --max-answer-bytes' 1 MiB).
    body = json.dumps({"actions": [{"type": "memoryWarning"}] * 40}).encode()
    status, _, answer = act(server.port, session, [{"type": "memoryWarning"}] * 40)
    assert status == 200 and len(json.dumps(answer)) > 500_000
    version = answer["state"]["version"]
    per_write = version - pushed["state"]["version"]  # one per action
    write = (f"POST /v1/sessions/{session}/actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
             f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    hostile, statuses = [], []
    try:
        for _ in range(24):  # 24 × ~800 KB: more than twice the budget
            sock = socket.socket()
            # A small window and a small segment size, as over a real network: on loopback
            # (64 KiB segments) the kernel's send buffer would take a whole answer off the server.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_MAXSEG, 536)
            sock.settimeout(1)
            sock.connect(("127.0.0.1", server.port))
            sock.sendall(write)
            hostile.append(sock)
            # Its answer has begun (so it is counted) before the next connection writes.
            statuses.append(peek_status(sock, time.monotonic() + 20))
        # Another client, from another address: its reads and writes are answered.
        other = "127.0.0.2"
        read_status, _, state = request(server.port, "GET", f"/v1/sessions/{session}", source=other)
        # A state is a shared answer, never refused; an events page and /metrics are copied ones.
        their_read, _, _ = request(server.port, "GET", f"/v1/sessions/{theirs}/events?since=0", source=other)
        their_write, _, _ = request(server.port, "POST", f"/v1/sessions/{theirs}/actions",
                                    {"type": "selectSegment", "index": 1}, source=other)
        metrics_status, _, metrics = request(server.port, "GET", "/metrics", source=other)
        # The client that does not read: its next write, on a connection it does read, is refused, not done.
        own_write, own_headers, problem = act(server.port, session, [{"type": "memoryWarning"}])
        _, _, after = request(server.port, "GET", f"/v1/sessions/{session}", source=other)
    finally:
        for sock in hostile:
            sock.close()
    server.assert_alive()
    unsent = [float(line.split()[1]) for line in (metrics.decode() if isinstance(metrics, bytes) else "").splitlines()
              if line.startswith("segnav_http_unsent_bytes ")]
    done = statuses.count(200)
    print(f"\nnever-reading client: {len(hostile)} writes with {len(json.dumps(answer)) / 1024:.0f} KB answers, "
          f"answered {statuses.count(200)} × 200, {statuses.count(503)} × 503; held unsent "
          f"{unsent[0] / 2**20 if unsent else float('nan'):.1f} MiB of {limit >> 20} MiB; another address: "
          f"state {read_status}, events {their_read}, metrics {metrics_status}, write {their_write}; "
          f"the client's next write {own_write}")
    assert None not in statuses, statuses
    assert (read_status, their_read, metrics_status, their_write) == (200, 200, 200, 200)
    assert own_write == 503, problem
    assert problem["type"].endswith("/response-memory-full") and own_headers["Retry-After"] == "1"
    assert state["version"] == after["version"] == version + per_write * done, "every write answered 200 was done, none answered 503"
    assert unsent and unsent[0] <= limit
