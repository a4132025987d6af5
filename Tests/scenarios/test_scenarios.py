"""Scenario files as their users meet them (issue 20), against the real binary:

- `segnavd check` and `POST /v1/scenarios` give the same verdicts, step by step,
  for every example and for wrong copies of them;
- `--junit` output is read by a real JUnit consumer (junitparser, as CI plugins
  read it): suites, cases, failures and their messages;
- docs/scenario.schema.json is what openapi.yaml gives, accepts every example
  and refuses what the runner refuses.

    SEGNAVD_BIN=.build/debug/segnavd python3 -m pytest -q Tests/scenarios
"""

import http.client
import json
import os
import pathlib
import subprocess

import jsonschema
import junitparser
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "Examples" / "scenarios").glob("*.json"))
BINARY = os.environ.get("SEGNAVD_BIN", str(ROOT / ".build" / "debug" / "segnavd"))


def wrong_copies():
    """(name, text, failing step): the acceptance's four kinds of wrong copy."""
    australia = (ROOT / "Examples/scenarios/australia-and-back.json").read_text()
    launch = (ROOT / "Examples/scenarios/crafterm-2010-launch.json").read_text()
    push = (ROOT / "Examples/scenarios/crafterm-revisited-push-and-back.json").read_text()
    copies = {
        "wrong order": (australia.replace(
            '{"receiver": "ItalyViewController", "name": "viewWillDisappear"},\n                {"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}}',
            '{"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}},\n                {"receiver": "ItalyViewController", "name": "viewWillDisappear"}'), 1),
        "forbidden warning": (launch.replace('"name": "launch",', '"name": "launch", "forbid": [{"name": "warning", "args": {"code": "duplicateAppearance"}}],'), 0),
        "wrong state": (australia.replace('"title": "Australia"}}', '"title": "Italy"}}'), 1),
        "200 instead of 422": (push.replace('"action": {"type": "tapBack"}, "status": 422, "reason": "noBackButton"',
                                            '"action": {"type": "selectSegment", "index": 0}, "status": 422, "reason": "noBackButton"'), 3),
    }
    for name, (text, _) in copies.items():
        assert text not in (australia, launch, push), f"the copy '{name}' equals its example: the example changed"
    return copies


@pytest.fixture(scope="module")
def server():
    process = subprocess.Popen([BINARY, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    assert line.startswith("listening on http://"), line
    yield int(line.rsplit(":", 1)[1])
    process.terminate()
    process.wait(timeout=10)


def post(port, body):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request("POST", "/v1/scenarios", body=body.encode(), headers={"Content-Type": "application/json"})
    response = c.getresponse()
    data = response.read()
    c.close()
    return response.status, json.loads(data)


def check(*paths, extra=()):
    run = subprocess.run([BINARY, "check", *extra, *map(str, paths)], capture_output=True, text=True, timeout=60)
    return run.returncode, run.stdout, run.stderr


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_http_and_check_agree_on_each_example(server, example):
    status, answer = post(server, example.read_text())
    assert status == 200
    code, out, _ = check(example, extra=("--format", "json"))
    assert code == 0
    local = json.loads(out)[0]
    local.pop("file")
    assert answer == local
    assert answer["passed"] is True


def request(port, method, path, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request(method, path, body=body.encode() if body is not None else None, headers={"Content-Type": "application/json"})
    response = c.getresponse()
    data = response.read()
    c.close()
    return response.status, json.loads(data)


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_each_example_opened_as_a_session_exports_a_file_check_passes(server, tmp_path, example):
    """From an exploration to a test (DESIGN.md §5.8): the example opened as a session, exported, passes
    `segnavd check` as it is under every expect mode, and a copy with two expectations of a step swapped fails."""
    status, opened = request(server, "POST", "/v1/sessions", '{"scenario": %s}' % example.read_text())
    assert status == 201, opened
    for query in ("", "?expect=all", "?expect=appearance", "?expect=none", "?forbid=warnings"):
        status, exported = request(server, "GET", f"/v1/sessions/{opened['id']}/scenario{query}")
        assert status == 200, exported
        path = tmp_path / f"export{query.replace('?', '-').replace('=', '-')}.json"
        path.write_text(json.dumps(exported, indent=2))
        code, out, err = check(path)
        assert code == 0, (query, out, err)
    status, exported = request(server, "GET", f"/v1/sessions/{opened['id']}/scenario")
    step = next((s for s in exported["steps"] if len({json.dumps(m) for m in s.get("expect", [])}) >= 2), None)
    if step is not None:
        step["expect"][0], step["expect"][1] = step["expect"][1], step["expect"][0]
        swapped = tmp_path / "swapped.json"
        swapped.write_text(json.dumps(exported))
        code, _, _ = check(swapped)
        assert code == 1


@pytest.mark.parametrize("name", list(wrong_copies()))
def test_http_and_check_agree_on_each_wrong_copy(server, tmp_path, name):
    text, failing = wrong_copies()[name]
    path = tmp_path / "wrong.json"
    path.write_text(text)
    code, out, _ = check(path, extra=("--format", "json"))
    assert code == 1
    local = json.loads(out)[0]
    local.pop("file")
    status, answer = post(server, text)
    assert status == 200 and answer == local
    assert answer["passed"] is False
    assert [s["step"] for s in answer["steps"] if not s["passed"]] == [failing]
    failure = answer["steps"][failing]["failures"][0]
    if failure["kind"] in ("expect", "forbid"):
        assert failure["matcher"] is not None and failure["nearest"]["seq"] > 0
    code, text_out, _ = check(path)
    assert code == 1 and f"✗ step {failing}" in text_out


def test_files_written_outside_segnav_run_unchanged():
    outside = sorted((ROOT / "Tests/scenarios/outside").glob("*.json"))
    assert outside
    code, out, err = check(*outside, ROOT / "Examples/scenarios/australia-and-back.json")
    assert code == 0, out + err


def test_bad_file_is_refused_the_same_way(server, tmp_path):
    text = '{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"name": "viewDidApear"}]}]}'
    status, problem = post(server, text)
    assert status == 400
    assert [e["pointer"] for e in problem["errors"]] == ["/steps/0/expect/0/name"]
    path = tmp_path / "bad.json"
    path.write_text(text)
    code, out, err = check(path)
    assert code == 2 and out == ""
    assert f"{path}: /steps/0/expect/0/name: " in err


def test_junit_is_read_by_a_junit_consumer(tmp_path):
    text, failing = wrong_copies()["wrong state"]
    wrong = tmp_path / "wrong-state.json"
    wrong.write_text(text)
    report = tmp_path / "junit.xml"
    code, _, _ = check(*EXAMPLES, wrong, extra=("--junit", str(report)))
    assert code == 1
    xml = junitparser.JUnitXml.fromfile(str(report))
    suites = list(xml)
    assert len(suites) == len(EXAMPLES) + 1
    cases = [(suite.name, case) for suite in suites for case in suite]
    failed = [(name, case) for name, case in cases if not case.is_passed]
    assert len(failed) == 1
    suite_name, case = failed[0]
    assert suite_name.startswith("wrong-state.json")
    assert case.name == f"step {failing}: selectSegment 1"
    failure = case.result[0]
    assert isinstance(failure, junitparser.Failure)
    assert failure.type == "state"
    assert failure.message == '/current/title is "Australia", expected "Italy"'
    assert xml.tests == sum(1 for _ in cases) and xml.failures == 1
    print(f"\njunitparser read {len(suites)} suites, {len(cases)} cases, 1 failure")


def test_schema_is_current_and_matches_the_runner():
    run = subprocess.run(["python3", str(ROOT / "scripts/scenario-schema.py"), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    schema = json.loads((ROOT / "docs/scenario.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for example in EXAMPLES:
        errors = list(validator.iter_errors(json.loads(example.read_text())))
        assert not errors, f"{example.name}: {errors[0].message}"
    for bad in [
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"reciever": "Italy"}]}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{}]}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"forbid": [{"args": {"code": "dup"}}]}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "status": 404}]},
        {"setup": {"preset": "nope"}, "steps": [{}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{}, {"expect": [{"name": "viewDidLoad"}]}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"status": 422}]},
        {"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "status": 200, "reason": "noBackButton"}]},
        {"steps": [{}]},
    ]:
        assert list(validator.iter_errors(bad)), f"the schema accepts {bad}"
        path = ROOT / "artifacts" / "schema-bad.json"
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(bad))
        assert check(path)[0] == 2, f"the runner accepts {bad}"
