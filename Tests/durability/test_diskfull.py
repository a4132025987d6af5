"""A full disk under --state-file, in each journaling mode (docs/DESIGN.md §5.7 "The journal's lifecycle").

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/durability/test_diskfull.py

The state file lives on a small tmpfs of its own (root only: mounting needs it; CI runs as root). Writers push
screens with large tables, so the file grows, until a filler file takes the rest of the tmpfs and commits fail.
Then:

- the server keeps running: reads answer 200 throughout;
- writes answer 503 `storage-unavailable` with `Retry-After`, and a refused write changes nothing (the
  session's version is the same before and after it);
- once the filler is removed, writes are accepted again with no restart (the journal retried what it kept);
- after kill -9 and a restart on the same file, every acknowledged write is there: in strict mode by
  definition, in batched mode because the last acknowledged write is older than the window when the kill comes,
  and the records of the commit that failed were kept and retried, not dropped.

Standard library + pytest only.
"""

import http.client
import json
import os
import pathlib
import signal
import subprocess
import tempfile
import time

import pytest

from test_kill9 import BINARY, start

TMPFS_BYTES = 8 * 1024 * 1024


def call(port, method, path, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        payload = json.dumps(body).encode() if body is not None else None
        connection.request(method, path, body=payload, headers={"Content-Type": "application/json"} if payload else {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def push(rows):
    return {"actions": [
        {"type": "push", "screen": {"title": "Table", "kind": "table",
                                    "rows": [{"title": f"row {i} " + "x" * 60} for i in range(rows)]}},
        {"type": "pop"},
    ]}


@pytest.fixture
def tmpfs():
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (CI runs as root)")
    folder = tempfile.mkdtemp(prefix="segnav-diskfull-")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={TMPFS_BYTES}", "tmpfs", folder],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield pathlib.Path(folder)
    finally:
        subprocess.run(["umount", "-l", folder], check=False)
        os.rmdir(folder)


def fill(folder):
    """Takes every free byte of the tmpfs; returns the filler's path."""
    filler = folder / "filler"
    with open(filler, "wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass
    return filler


@pytest.mark.parametrize("mode", ["strict", "batched"])
def test_full_disk(tmpfs, mode, tmp_path):
    if not os.access(BINARY, os.X_OK):
        pytest.fail(f"no segnavd binary at {BINARY} (build it, or set SEGNAVD_BIN)")
    log = tmp_path / "segnavd.log"
    state = tmpfs / "state.sqlite"
    process, port = start(state, mode, log)
    try:
        status, _, body = call(port, "POST", "/v1/sessions", {"preset": "crafterm-2010"})
        assert status == 201, body
        session = json.loads(body)["id"]
        acknowledged = json.loads(body)["version"]
        filler = fill(tmpfs)

        # Writes until one is refused for the disk.
        refused = None
        deadline = time.monotonic() + 30
        while refused is None and time.monotonic() < deadline:
            status, headers, body = call(port, "POST", f"/v1/sessions/{session}/actions", push(100))
            if status == 200:
                acknowledged = json.loads(body)["state"]["version"]
            else:
                assert status == 503, body
                problem = json.loads(body)
                assert problem["type"].endswith("/storage-unavailable"), problem
                assert "Retry-After" in headers
                refused = problem
        assert refused is not None, "the full disk never refused a write"
        assert process.poll() is None, "segnavd stopped on a full disk"

        # While commits fail: reads are served, writes refused without changing anything.
        time.sleep(0.3)
        status, _, body = call(port, "GET", f"/v1/sessions/{session}")
        assert status == 200
        before = json.loads(body)["version"]
        for _ in range(3):
            status, _, body = call(port, "POST", f"/v1/sessions/{session}/actions", {"type": "memoryWarning"})
            assert status == 503 and json.loads(body)["type"].endswith("/storage-unavailable"), body
            status, _, body = call(port, "POST", "/v1/sessions", {"preset": "crafterm-2010"})
            assert status == 503, body
        status, _, body = call(port, "GET", f"/v1/sessions/{session}")
        assert status == 200 and json.loads(body)["version"] == before, "a refused write changed the session"

        # Space frees: writes resume with no restart.
        filler.unlink()
        deadline = time.monotonic() + 20
        while True:
            status, _, body = call(port, "POST", f"/v1/sessions/{session}/actions", {"type": "memoryWarning"})
            if status == 200:
                acknowledged = json.loads(body)["state"]["version"]
                break
            assert status == 503, body
            assert time.monotonic() < deadline, "writes did not resume after space was freed"
            time.sleep(0.2)
        for index in (1, 0):
            status, _, body = call(port, "POST", f"/v1/sessions/{session}/actions", {"type": "selectSegment", "index": index})
            assert status == 200, body
            acknowledged = json.loads(body)["state"]["version"]
        assert process.poll() is None
        # Past the batched window (10 ms, with room for a commit on a loaded box).
        time.sleep(0.5)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()

    process, port = start(state, mode, log)
    try:
        status, _, body = call(port, "GET", f"/v1/sessions/{session}")
        assert status == 200, body
        restored = json.loads(body)["version"]
        # The last write was acknowledged, so its version is the session's: nothing acknowledged was lost.
        assert restored == acknowledged, f"{mode}: acknowledged version {acknowledged}, restored {restored}"
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
