"""The pytest plugin as a user's project meets it: a test using segnav_server, and scenario files
collected as items (run in a separate pytest process, with the plugin loaded by its entry point)."""

import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[3]
AUSTRALIA = (ROOT / "Examples" / "scenarios" / "australia-and-back.json").read_text()


def test_scenario_files_are_items_and_a_failure_shows_the_diff(pytester):
    pytester.makefile(".scenario.json", passing=AUSTRALIA.replace('"$schema": "../../docs/scenario.schema.json",', ""))
    wrong = AUSTRALIA.replace(
        '{"receiver": "ItalyViewController", "name": "viewWillDisappear"},\n                {"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}}',
        '{"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}},\n                {"receiver": "ItalyViewController", "name": "viewWillDisappear"}')
    assert wrong != AUSTRALIA
    pytester.makefile(".scenario.json", failing=wrong)
    pytester.makefile(".scenario.json", broken='{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "fly"}}]}')
    pytester.makefile(".json", ignored="{}")
    pytester.makefile(".json", notjson="{not json")
    # An export saved as plain .json (what the docs' curl lines write) is a scenario all the same.
    pytester.makefile(".json", exported=AUSTRALIA.replace('"$schema": "../../docs/scenario.schema.json",', ""))
    result = pytester.runpytest_subprocess("-v")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines([
        "*broken.scenario.json::broken FAILED*",
        "*exported.json::exported PASSED*",
        "*failing.scenario.json::failing FAILED*",
        "*passing.scenario.json::passing PASSED*",
        "*segnavd check exited 2:*",
        "*broken.scenario.json: /steps/0/action/type: unknown action type 'fly'*",
        "*✗ step 1 · selectSegment 1*",
        "*expected (in order)*actual events of the step*",
        "*✗ 2 ItalyViewController viewWillDisappear*#34 ItalyViewController viewWillDisappear*",
    ])


def test_the_fixture_in_a_users_test(pytester):
    pytester.makepyfile("""
        import segnav, urllib.request

        def test_health(segnav_server):
            assert urllib.request.urlopen(segnav_server.url + "/healthz").read() == b'{"status":"ok"}'

        def test_client(segnav_client):
            state = segnav_client.create_session(preset="deponte-2016")
            assert segnav_client.act(state.id, {"type": "selectSegment", "index": 1}).state.selected_index == 1

        def test_same_server(segnav_server, segnav_client):
            assert segnav_client.url == segnav_server.url
    """)
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(passed=3)


def test_a_missing_binary_is_said_in_words(pytester, monkeypatch):
    monkeypatch.setenv("SEGNAVD_BIN", "/nonexistent/segnavd")
    pytester.makepyfile("def test_needs_it(segnav_server):\n    pass\n")
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*segnavd at /nonexistent/segnavd is not an executable file*"])
