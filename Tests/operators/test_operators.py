"""What an operator meets, against the real binary: /metrics clean under promtool with build, process
and domain figures that move with the traffic; the access log and X-Request-Id; `serve --help` and
the README's flag table naming the same flags with the same defaults.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/operators
"""

import json
import pathlib
import re
import subprocess
import time

import httpx

import segnav

ROOT = pathlib.Path(__file__).resolve().parents[2]


def metric(text, name, **labels):
    """The value of one sample (0 when absent)."""
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        sample, _, value = line.rpartition(" ")
        base, _, rest = sample.partition("{")
        if base == name and all(f'{k}="{v}"' in rest for k, v in labels.items()):
            return float(value)
    return 0.0


def test_metrics_are_promtool_clean_and_count_what_happened():
    with segnav.SegnavServer() as server, segnav.Client(server.url) as client:
        state = client.create_session(preset="crafterm-2010")
        client.act(state.id, {"type": "selectSegment", "index": 1})
        try:
            client.act(state.id, {"type": "tapBack"})
        except segnav.SegnavProblem:
            pass
        try:
            client.act(state.id, {"type": "tapRow", "row": 0}, if_version=0)
        except segnav.SegnavProblem:
            pass
        client.run_scenario(json.loads((ROOT / "Examples/scenarios/australia-and-back.json").read_text()))
        with client.api.get_httpx_client().stream("GET", f"/v1/sessions/{state.id}/stream") as stream:
            lines = stream.iter_lines()
            next(lines)
            client.delete_session(state.id)
            for _ in lines:
                pass
        text = httpx.get(server.url + "/metrics").text
    check = subprocess.run(["promtool", "check", "metrics"], input=text, capture_output=True, text=True)
    assert check.returncode == 0 and check.stdout == "" and check.stderr == "", check.stdout + check.stderr
    assert metric(text, "segnav_build_info", version="0.1.0") == 1
    for name in ("process_cpu_seconds_total", "process_resident_memory_bytes", "process_open_fds",
                 "process_max_fds", "process_start_time_seconds"):
        assert metric(text, name) > 0, name
    assert abs(metric(text, "process_start_time_seconds") - time.time()) < 120
    assert metric(text, "segnav_sessions_created_total") == 1
    assert metric(text, "segnav_sessions_deleted_total") == 1
    assert metric(text, "segnav_sessions_expired_total") == 0
    assert metric(text, "segnav_actions_total", type="selectSegment", outcome="applied") == 1
    assert metric(text, "segnav_actions_total", type="tapBack", outcome="refused") == 1
    assert metric(text, "segnav_actions_total", type="tapRow", outcome="stale") == 1
    assert metric(text, "segnav_warnings_total", code="duplicateAppearance") >= 1
    assert metric(text, "segnav_scenarios_total", result="passed") == 1
    assert metric(text, "segnav_stream_ends_total", reason="deleted") == 1


def test_access_log_and_request_ids():
    with segnav.SegnavServer(args=["--access-log", "--log-format", "json"]) as server:
        created = httpx.post(server.url + "/v1/sessions", json={"preset": "deponte-2016"},
                             headers={"X-Request-Id": "ci-run.42:7"})
        assert created.headers["X-Request-Id"] == "ci-run.42:7"
        session = created.json()["id"]
        read = httpx.get(f"{server.url}/v1/sessions/{session}")
        made_up = read.headers["X-Request-Id"]
        assert re.fullmatch(r"[0-9a-f]+-[0-9a-f]+", made_up)
        forged = httpx.get(server.url + "/healthz", headers={"X-Request-Id": "x\" injected"})
        assert forged.headers["X-Request-Id"] not in ("x\" injected", made_up)
        server.stop()
        lines = [json.loads(line) for line in server.log_text().splitlines()]
    access = [line for line in lines if "route" in line]
    assert [(a["method"], a["route"], a["status"]) for a in access] == [
        ("POST", "/v1/sessions", 201), ("GET", "/v1/sessions/{id}", 200), ("GET", "/healthz", 200)]
    assert access[0]["request_id"] == "ci-run.42:7"
    assert access[1]["request_id"] == made_up and access[1]["session"] == session
    assert all(isinstance(a["latency_ms"], (int, float)) and a["level"] == "info" for a in access)


def test_without_the_access_log_a_clients_id_is_still_echoed():
    with segnav.SegnavServer() as server:
        assert httpx.get(server.url + "/healthz", headers={"X-Request-Id": "abc"}).headers["X-Request-Id"] == "abc"
        assert "X-Request-Id" not in httpx.get(server.url + "/healthz").headers


def test_serve_help_and_the_readme_name_the_same_flags_and_defaults():
    help_text = subprocess.run([segnav.find_segnavd(), "serve", "--help"], capture_output=True, text=True).stdout
    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Running"):readme.index("SIGTERM or SIGINT: the server stops")]
    rows = dict(re.findall(r"^\| `(--[a-z-]+)` \| ([^|]*) \|", table, re.M))
    flags = set(re.findall(r"^  (--[a-z-]+)", help_text, re.M)) - {"--help"}
    assert flags == set(rows), f"only in --help: {flags - set(rows)}; only in README: {set(rows) - flags}"
    # Each default --help states (after the flag's help, before the next flag) is in the README's row,
    # except the machine-dependent thread count.
    for flag, block in re.findall(r"^  (--[a-z-]+)[^\n]*\n?(.*?)(?=^  --|\Z)", help_text, re.M | re.S):
        if flag == "--threads":
            continue
        for default in re.findall(r"default: ([^)\s;]+)", " ".join(block.split())):
            assert default.strip("$") in rows[flag].replace("`", ""), f"{flag}: --help says {default}, README says {rows[flag]}"
