"""Hostile traces (POST /v1/traces, docs/traces.md) against the real binary on loopback: huge bodies, many lines,
deep JSON, bad numbers, lines of garbage. Each is refused with problem+json naming the line, never a 5xx, and the
server keeps answering; the largest valid trace costs time linear in its lines.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/hostile/test_traces.py

Standard library + pytest only.
"""

import time

from test_hostile import request, server_factory, setup_module  # noqa: F401  (fixture; raises the fd limit)

NDJSON = {"Content-Type": "application/x-ndjson"}
CALL = b'{"event":"viewWillAppear","vc":"0x1","parent":null,"inWindow":false}\n'


def post(port, body):
    return request(port, "POST", "/v1/traces", body, headers=NDJSON)


def test_bad_lines_are_named_and_nothing_is_judged(server_factory):
    server = server_factory()
    body = b"\n".join([
        b'{"event":"viewWillAppear","vc":"0x1"}',
        b'{"event":"viewDidAppear","vc":"0x1","t":1e999}',
        b"[" * 200 + b"]" * 200,
        b'{"event":"viewDidAppear","vc":"0x1","t":-5}',
        b'\xff\xfe not utf-8',
        b'{"action":{"type":"selectSegment","index":99999999999999999999}}',
        b'{"console":["not","a","string"]}',
    ])
    status, headers, problem = post(server.port, body)
    assert status == 400 and headers["Content-Type"] == "application/problem+json", problem
    assert problem["line"] == 2
    details = [e["detail"] for e in problem["errors"]]
    assert all(d.startswith("line ") for d in details)
    assert {int(d.split(":")[0][5:]) for d in details} == {2, 3, 4, 5, 6, 7}


def test_too_many_lines_and_too_long_a_line_are_refused(server_factory):
    server = server_factory("--max-body", str(4 << 20))
    status, _, problem = post(server.port, CALL * 10_001)
    assert status == 422 and problem["type"].endswith("/trace-too-large"), problem
    # A body past --max-body is refused before it is read (test_hostile.py's 10 MB body covers every route).
    long_line = b'{"event":"viewDidLoad","vc":"0x1","pad":"' + b"x" * 5000 + b'"}'
    status, _, problem = post(server.port, long_line)
    assert status == 400 and "longer than 4096 bytes" in problem["errors"][0]["detail"]


def test_the_largest_trace_costs_linear_time(server_factory):
    server = server_factory("--max-body", str(4 << 20))
    pair = b'{"event":"viewWillAppear","vc":"0x1"}\n{"event":"viewWillAppear","vc":"0x1"}\n{"event":"viewDidAppear","vc":"0x1"}\n{"event":"viewWillDisappear","vc":"0x1"}\n{"event":"viewDidDisappear","vc":"0x1"}\n'

    def seconds(lines):
        body = pair * (lines // 5)
        start = time.monotonic()
        status, _, answer = post(server.port, body)
        assert status == 200 and answer["breaches"] == lines // 5, answer if status != 200 else answer["breaches"]
        return time.monotonic() - start

    seconds(500)  # warm up
    small, large = seconds(1000), seconds(10_000)
    print(f"trace of 1 000 lines: {small * 1000:.0f} ms; 10 000 lines: {large * 1000:.0f} ms")
    assert large / small < 30, f"10 x the lines took {large / small:.1f} x the time"
    status, _, _ = request(server.port, "GET", "/healthz")
    assert status == 200
