"""segnav.Client, segnav.assert_lifecycle and the segnav_server fixture against the real binary
(SEGNAVD_BIN): the fixture comes from the installed package's entry point, not from this folder."""

import threading

import pytest

import segnav
from segnav.generated.models import (
    ActionsResult, State, StreamEndMessage, StreamLifecycleMessage, StreamScreenMessage, StreamStateMessage,
)

AUSTRALIA = {"type": "selectSegment", "index": 1}


def test_fixture_serves_on_a_free_port(segnav_server):
    assert segnav_server.url == f"http://127.0.0.1:{segnav_server.port}"
    assert segnav_server.port not in (0, 8080)
    assert segnav_server.process.poll() is None


def test_create_act_and_read_events_typed(segnav_client):
    state = segnav_client.create_session(preset="crafterm-2010")
    assert isinstance(state, State) and state.version == 0
    result = segnav_client.act(state.id, AUSTRALIA)
    assert isinstance(result, ActionsResult)
    assert result.state.selected_index == 1 and result.state.version == 1
    page = segnav_client.events(state.id, since=state.last_event_seq)
    assert [e.seq for e in page] == [e.seq for e in result.events]
    assert page.next == result.state.last_event_seq
    assert any(c.title == "Australia" for c in page.controllers)


def test_a_batch_with_if_version_and_the_problems_it_meets(segnav_client):
    state = segnav_client.create_session(preset="crafterm-2010")
    result = segnav_client.act(state.id, [AUSTRALIA, {"type": "tapRow", "row": 1}], if_version=0)
    assert result.state.version == 2
    with pytest.raises(segnav.SegnavProblem) as stale:
        segnav_client.act(state.id, {"type": "tapBack"}, if_version=0)
    assert stale.value.status == 412 and stale.value.code == "version-mismatch"
    assert stale.value.body["currentVersion"] == 2
    segnav_client.act(state.id, {"type": "tapBack"})
    with pytest.raises(segnav.SegnavProblem) as refused:
        segnav_client.act(state.id, {"type": "tapBack"})
    assert (refused.value.status, refused.value.code) == (422, "noBackButton")
    assert refused.value.errors[0]["pointer"] == "/type"
    with pytest.raises(segnav.SegnavProblem) as missing:
        segnav_client.session("AAAAAAAAAAAAAAAAAAAAAA")
    assert missing.value.status == 404


def test_follow_yields_typed_messages_until_the_end(segnav_server, segnav_client):
    state = segnav_client.create_session(preset="crafterm-revisited")
    messages, opened = [], threading.Event()

    def read():
        for message in segnav_client.follow(state.id, include_screen=True):
            messages.append(message)
            opened.set()

    reader = threading.Thread(target=read)
    reader.start()
    assert opened.wait(10)
    with segnav.Client(segnav_server.url) as other:
        applied = other.act(state.id, AUSTRALIA)
        other.delete_session(state.id)
    reader.join(10)
    assert not reader.is_alive()
    assert isinstance(messages[0], StreamStateMessage) and messages[0].data.version == 0
    assert isinstance(messages[1], StreamScreenMessage) and messages[1].data.version == 0
    lifecycle = [m for m in messages if isinstance(m, StreamLifecycleMessage)]
    assert [m.id for m in lifecycle] == [e.seq for e in applied.events]
    assert isinstance(messages[-3], StreamStateMessage) and messages[-3].data.version == 1
    assert isinstance(messages[-2], StreamScreenMessage) and messages[-2].data.version == 1
    assert isinstance(messages[-1], StreamEndMessage) and messages[-1].data.reason.value == "deleted"


def test_assert_lifecycle_passes_and_fails_with_checks_diff(segnav_client):
    state = segnav_client.create_session(preset="crafterm-2010")
    segnav_client.act(state.id, AUSTRALIA)
    events = segnav_client.events(state.id, since=state.last_event_seq)
    italy_leaves = {"receiver": "Italy", "name": "viewWillDisappear"}
    australia_appears = {"receiver": "Australia", "name": "viewDidAppear"}
    segnav.assert_lifecycle(events, expect=[italy_leaves, australia_appears])
    with pytest.raises(AssertionError) as wrong_order:
        segnav.assert_lifecycle(events, expect=[australia_appears, italy_leaves])
    report = str(wrong_order.value)
    assert "out of order" in report
    assert "expected (in order)" in report and "actual events of the step" in report
    assert "✗ 2 Italy viewWillDisappear" in report
    # The legacy seed's doubled appearance calls: a forbidden warning is named with its event.
    with pytest.raises(AssertionError, match=r"forbidden warning code=duplicateAppearance happened: #\d+ ItalyViewController warning"):
        segnav.assert_lifecycle(events, forbid=[{"name": "warning", "args": {"code": "duplicateAppearance"}}])
    with pytest.raises(ValueError, match="/expect/0/name"):
        segnav.assert_lifecycle(events, expect=[{"name": "viewWillDisapear"}])


def test_expectations_on_an_action_come_back_as_a_verdict(segnav_client):
    state = segnav_client.create_session(preset="crafterm-2010")
    italy_leaves = {"receiver": "Italy", "name": "viewWillDisappear"}
    australia_appears = {"receiver": "Australia", "name": "viewDidAppear"}
    passed = segnav_client.act(state.id, AUSTRALIA, expect=[italy_leaves, australia_appears],
                               state={"selectedIndex": 1})
    assert passed.verdict.passed is True and passed.state.version == 1
    # A failed verdict raises with check's report; the action was applied all the same.
    with pytest.raises(AssertionError) as failed:
        segnav_client.act(state.id, {"type": "selectSegment", "index": 0},
                          expect=[{"receiver": "Italy", "name": "viewDidAppear"}, {"receiver": "Australia", "name": "viewWillDisappear"}], exactly=False)
    assert "✗ step 0 · selectSegment 0" in str(failed.value) and "expected (in order)" in str(failed.value)
    assert segnav_client.session(state.id).version == 2
    unchecked = segnav_client.act(state.id, AUSTRALIA, forbid=[{"name": "warning"}], check=False)
    assert unchecked.verdict.passed is False
    assert "forbidden warning happened" in unchecked.verdict.report
    # Bad matchers (the typed models refuse them, so raw HTTP here) are 400 naming them; nothing is applied.
    http = segnav_client.api.get_httpx_client()
    bad = http.post(f"/v1/sessions/{state.id}/actions", json={"actions": [AUSTRALIA], "expect": [{"name": "viewWillDisapear"}]})
    assert bad.status_code == 400 and bad.json()["errors"][0]["pointer"] == "/expect/0/name"
    single = http.post(f"/v1/sessions/{state.id}/actions", json={**AUSTRALIA, "forbid": []})
    assert single.status_code == 400 and single.json()["errors"][0]["pointer"] == "/forbid"
    assert segnav_client.session(state.id).version == 3


def test_a_refusal_names_its_reason(segnav_client):
    state = segnav_client.create_session(preset="crafterm-2010")
    with pytest.raises(segnav.SegnavProblem) as refused:
        segnav_client.act(state.id, {"type": "tapBack"})
    assert refused.value.body["reason"] == "noBackButton"
