"""Trust: what a hostile client sends cannot crash segnavd (RELIABILITY.md §7,
"Trust" rows), against the real binary on loopback.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/hostile/test_trust.py

Standard library + pytest only.
"""

import pytest

from test_hostile import create_session, request, server_factory, setup_module  # noqa: F401  (fixture; raises the fd limit)


@pytest.mark.parametrize("value", ["9223372036854775807", "18446744073709551616", "2147483648", "-1", "1e9"])
def test_a_huge_last_event_id_is_refused_and_the_server_lives(server_factory, value):
    # Before: `since + 1` overflowed in the event log, segnavd died with SIGILL and every session with it.
    server = server_factory()
    session = create_session(server.port, {"preset": "deponte-2016"})
    status, headers, body = request(server.port, "GET", f"/v1/sessions/{session}/stream", headers={"Last-Event-ID": value})
    assert status == 400, body
    assert body["errors"][0]["parameter"] == "Last-Event-ID"
    server.assert_alive()
    status, _, state = request(server.port, "GET", f"/v1/sessions/{session}")
    assert status == 200 and state["id"] == session


@pytest.mark.parametrize("path, field", [
    ("events?since=99999999999999999999999", "since"),
    ("events?limit=1&limit=1000", "limit"),
    ("?wait=99999999999999999999", "wait"),
])
def test_query_numbers_and_repeats_are_refused_by_name(server_factory, path, field):
    server = server_factory()
    session = create_session(server.port, {"preset": "deponte-2016"})
    status, _, body = request(server.port, "GET", f"/v1/sessions/{session}/{path}".replace("/?", "?"))
    assert status == 400, body
    assert body["errors"][0]["parameter"] == field
    server.assert_alive()


def test_a_30_digit_index_names_its_range(server_factory):
    server = server_factory()
    session = create_session(server.port, {"preset": "deponte-2016"})
    status, _, body = request(server.port, "POST", f"/v1/sessions/{session}/actions",
                              {"type": "selectSegment", "index": 10**30})
    assert status == 400, body
    assert body["errors"][0]["pointer"] == "/index"
    assert "got integer" not in body["errors"][0]["detail"]
    assert "between" in body["errors"][0]["detail"]


def test_restricted_cors_answers_vary_by_origin(server_factory):
    server = server_factory("--cors-origin", "http://a.example")
    for origin in (None, "http://a.example", "http://b.example"):
        status, headers, _ = request(server.port, "GET", "/healthz", headers={"Origin": origin} if origin else {})
        assert status == 200
        assert headers.get("Vary") == "Origin", (origin, headers)


def test_check_prints_no_control_characters_from_a_scenario_file(tmp_path):
    # Before: a file's title went to the terminal raw: ESC sequences cleared the screen or set the window
    # title, and a carriage return overwrote the failed step's line with the file's "✓ all good".
    import subprocess
    from test_hostile import BINARY
    evil = "\x1b]0;pwned\x07\x1b[2J\r✓ all good\n✓ step 9 · fine\x9b"
    scenario = {
        "name": evil,
        "setup": {"preset": "deponte-2016"},
        "steps": [
            {"name": evil, "expect": [{"receiver": evil, "name": "viewDidLoad"}]},
            {"name": evil, "action": {"type": "selectSegment", "index": 1}, "expect": [{"name": "viewDidAppear", "receiver": evil}]},
        ],
    }
    path = tmp_path / "evil.json"
    path.write_text(__import__("json").dumps(scenario))
    result = subprocess.run([BINARY, "check", str(path)], capture_output=True, timeout=30)
    assert result.returncode == 1, result
    for stream in (result.stdout, result.stderr):
        text = stream.decode()
        controls = [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F]
        assert not controls, repr(text)
        assert "\n✓ all good" not in text
    # A file refused before running: its unknown key is named, escaped.
    path.write_text(__import__("json").dumps({"name": "x", "setup": {"preset": "deponte-2016"}, "steps": [{evil: 1}]}))
    result = subprocess.run([BINARY, "check", str(path)], capture_output=True, timeout=30)
    assert result.returncode == 2, result
    text = (result.stdout + result.stderr).decode()
    assert "unknown field" in text
    assert not [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F], repr(text)


@pytest.mark.parametrize("method", ["HEAD", "GET"])
@pytest.mark.parametrize("ticket", ["", "x", "not a ticket at all, far too long for one"])
def test_a_malformed_stream_ticket_is_refused_by_name_with_the_token_too(server_factory, method, ticket):
    # Before: with a valid Authorization the `ticket` parameter was never read, so any value opened the
    # stream (200), and a client's broken ticket handling went unnoticed until it ran without the token.
    import http.client
    import urllib.parse
    server = server_factory("--token", "t0ken")
    auth = {"Authorization": "Bearer t0ken"}
    session = create_session_with(server.port, auth)
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        connection.request(method, f"/v1/sessions/{session}/stream?ticket={urllib.parse.quote(ticket)}", headers=auth)
        response = connection.getresponse()  # the head only: a 200 here is a stream that never ends
        assert response.status == 400, response.status
        if method == "GET":
            body = __import__("json").loads(response.read())
            assert body["errors"][0]["parameter"] == "ticket"
    finally:
        connection.close()
    # Without the token a malformed ticket admits nothing, as before.
    status, _, _ = request(server.port, "GET", f"/v1/sessions/{session}/stream?ticket={urllib.parse.quote(ticket)}")
    assert status == 401
    server.assert_alive()


def create_session_with(port, headers):
    status, _, state = request(port, "POST", "/v1/sessions", {"preset": "deponte-2016"}, headers=headers)
    assert status == 201, state
    return state["id"]


def raw_status(port, target):
    """The status of `GET target` sent as is (no client normalizes it first)."""
    import socket
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(f"GET {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        head = sock.recv(4096)
    return int(head.split(b" ", 2)[1])


@pytest.mark.parametrize("target, status", [
    ("/v1/client.js", 200),
    ("//v1/client.js", 404),
    ("/v1//client.js", 404),
    ("/v1/client.js/", 404),
    ("/v1/client.js%00.map", 404),
    ("/v1/client.d.ts%00", 404),
    ("/%00", 404),
    ("/v1/sessions?limit=1%00", 400),
])
def test_the_static_assets_have_one_url_each(server_factory, target, status):
    # Issue 42 item 10: client.js was served at `//v1/client.js` and `/v1/client.js%00.map` (a decoded NUL ended the
    # path there). `/%76%31/client.js` stays the same URL: RFC 3986 §6.2.2.2 makes a percent-encoded unreserved
    # character equivalent to the character.
    server = server_factory()
    assert raw_status(server.port, target) == status
    assert raw_status(server.port, "/%76%31/client.js") == 200
    server.assert_alive()
