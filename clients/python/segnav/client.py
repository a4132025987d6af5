"""A thin layer over the generated client: plain keyword arguments and dicts in, the generated typed
models out, every problem+json answer raised as SegnavProblem, and the stream as an iterator."""

import json

import httpx

from .generated import AuthenticatedClient
from .generated import Client as GeneratedClient
from .generated.api.scenarios import run_scenario
from .generated.api.sessions import create_session, delete_session, get_screen, get_session
from .generated.api.simulation import apply_actions, list_events
from .generated.models import (
    AdvanceAction, BeginBackSwipeAction, BeginPageSwipeAction, EndBackSwipeAction, EndPageSwipeAction,
    UpdateBackSwipeAction, UpdatePageSwipeAction,
    CheckedActionBatch, CreateFromPreset, CreateFromSegments, MemoryWarningAction, PopAction, PopToRootAction,
    PushAction, Scenario, SelectSegmentAction, SetSegmentAction, StreamDroppedMessage, StreamEndMessage,
    StreamLifecycleMessage, StreamScreenMessage, StreamStateMessage, TapBackAction, TapRowAction,
)
from .generated.types import UNSET

ACTIONS = {
    "selectSegment": SelectSegmentAction, "setSegment": SetSegmentAction, "tapRow": TapRowAction,
    "push": PushAction, "pop": PopAction, "popToRoot": PopToRootAction, "tapBack": TapBackAction,
    "memoryWarning": MemoryWarningAction, "beginBackSwipe": BeginBackSwipeAction,
    "updateBackSwipe": UpdateBackSwipeAction, "endBackSwipe": EndBackSwipeAction, "advance": AdvanceAction,
    "beginPageSwipe": BeginPageSwipeAction, "updatePageSwipe": UpdatePageSwipeAction,
    "endPageSwipe": EndPageSwipeAction,
}
STREAM_MESSAGES = {
    "state": StreamStateMessage, "screen": StreamScreenMessage, "lifecycle": StreamLifecycleMessage, "dropped": StreamDroppedMessage,
    "end": StreamEndMessage,
}
PROBLEM_PREFIX = "https://segnav.dev/problems/"


class SegnavProblem(Exception):
    """An RFC 9457 problem segnavd answered: `status`, `type`, `title`, `detail`, `errors` (each naming a
    `pointer` or a `parameter`), the whole `body`, and `code`: the type's last part (`noBackButton`,
    `version-mismatch`, …)."""

    def __init__(self, status, body):
        self.status = status
        self.body = body if isinstance(body, dict) else {}
        self.type = self.body.get("type", "about:blank")
        self.title = self.body.get("title", "")
        self.detail = self.body.get("detail", str(body))
        self.errors = self.body.get("errors", [])
        self.code = self.type[len(PROBLEM_PREFIX):] if self.type.startswith(PROBLEM_PREFIX) else self.type
        super().__init__(f"{status} {self.code}: {self.detail}")


class Events(list):
    """A page of events (generated `Event` models) with the page's `next`, `dropped` and `last_seq`, and
    `controllers`: every controller the client has seen in the session, so matchers may use titles."""

    def __init__(self, page, controllers):
        super().__init__(page.events)
        self.next = page.next_
        self.dropped = page.dropped
        self.last_seq = page.last_seq
        self.controllers = controllers


class Client:
    """segnavd's API at `url` (`http://127.0.0.1:8080`), with `token` when the server runs with one."""

    def __init__(self, url, token=None, timeout=30.0):
        self.url = url.rstrip("/")
        arguments = {"base_url": self.url, "timeout": httpx.Timeout(timeout)}
        self.api = AuthenticatedClient(token=token, **arguments) if token else GeneratedClient(**arguments)
        self._seen = {}  # session id -> {controller id: controller}, from every state read

    def close(self):
        self.api.get_httpx_client().close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ------------------------------------------------------------------ sessions

    def create_session(self, **setup):
        """A new session: `create_session(preset="crafterm-2010")` or `create_session(strategy=…,
        segments=[…])`, with any of `runtime`, `device`, `fidelity`, `selectedIndex`. Returns its State."""
        model = CreateFromSegments if "segments" in setup else CreateFromPreset
        return self._remember(self._call(create_session.sync_detailed, body=model.from_dict(setup)))

    def session(self, id):
        return self._remember(self._call(get_session.sync_detailed, id))

    def screen(self, id):
        return self._call(get_screen.sync_detailed, id)

    def delete_session(self, id):
        self._call(delete_session.sync_detailed, id)
        self._seen.pop(id, None)

    # ------------------------------------------------------------------ actions and events

    def act(self, id, action_or_actions, if_version=None, expect=None, forbid=None, exactly=None, state=None,
            check=True):
        """Applies one action (a dict such as `{"type": "tapRow", "row": 1}`) or a list of them, all or
        none; with `if_version`, only if the session is still at that version (else 412). Returns the
        ActionsResult (the new state, the events, `noop`).

        With `expect`, `forbid`, `exactly` or `state` (a scenario step's), the server judges the actions'
        events and state and the result has a `verdict`; unless `check=False`, a failed one raises
        AssertionError with its report (the aligned diff of `segnavd check`). The actions apply either way."""
        expectations = {key: value for key, value in
                        (("expect", expect), ("forbid", forbid), ("exactly", exactly), ("state", state))
                        if value is not None}
        if isinstance(action_or_actions, (list, tuple)) or expectations:
            actions = list(action_or_actions) if isinstance(action_or_actions, (list, tuple)) else [action_or_actions]
            body = CheckedActionBatch.from_dict({"actions": actions, **expectations})
        else:
            body = self._action(action_or_actions)
        if_match = UNSET if if_version is None else f'"{int(if_version)}"'
        result = self._call(apply_actions.sync_detailed, id, body=body, if_match=if_match)
        self._remember(result.state)
        if expectations and check and not result.verdict.passed:
            raise AssertionError("\n" + result.verdict.report.rstrip())
        return result

    def events(self, id, since=0, limit=None, wait=None):
        """The events after `since` (at most `limit`; with `wait`, up to that many seconds for the first)."""
        page = self._call(list_events.sync_detailed, id, since=since,
                          limit=UNSET if limit is None else limit, wait=UNSET if wait is None else wait)
        if id not in self._seen:
            self.session(id)
        return Events(page, list(self._seen.get(id, {}).values()))

    def follow(self, id, since=None, include_screen=False, timeout=60.0):
        """The session's stream as an iterator of generated messages (StreamStateMessage,
        StreamLifecycleMessage, StreamDroppedMessage, StreamEndMessage): the state now, then every
        action's events and state as they happen (with `include_screen`, each state followed by a
        StreamScreenMessage); it stops after the `end` message."""
        params = {} if since is None else {"since": since}
        if include_screen:
            params["include"] = "screen"
        http = self.api.get_httpx_client()
        with http.stream("GET", f"/v1/sessions/{id}/stream", params=params,
                         timeout=httpx.Timeout(10.0, read=timeout)) as response:
            if response.status_code != 200:
                response.read()
                raise self._problem(response.status_code, response.content)
            for event, message_id, data in _server_sent_events(response.iter_lines()):
                model = STREAM_MESSAGES.get(event)
                if model is None:
                    continue  # a kind of message this client does not know yet
                fields = {"event": event, "data": json.loads(data)}
                if message_id is not None:
                    fields["id"] = int(message_id)
                message = model.from_dict(fields)
                if event == "state":
                    self._remember(message.data)
                yield message
                if event == "end":
                    return

    def run_scenario(self, scenario):
        """`POST /v1/scenarios`: a scenario (a dict, as in a scenario file) run by the server."""
        return self._call(run_scenario.sync_detailed, body=Scenario.from_dict(scenario))

    # ------------------------------------------------------------------ plumbing

    @staticmethod
    def _action(action):
        model = ACTIONS.get(action.get("type")) if isinstance(action, dict) else None
        if model is None:
            raise ValueError(f"not an action: {action!r} (its type must be one of {', '.join(ACTIONS)})")
        return model.from_dict(action)

    def _call(self, operation, *args, **kwargs):
        response = operation(*args, client=self.api, **kwargs)
        if 200 <= response.status_code < 300:
            return response.parsed
        raise self._problem(response.status_code, response.content)

    @staticmethod
    def _problem(status, content):
        try:
            body = json.loads(content)
        except ValueError:
            body = content.decode("utf-8", "replace")
        return SegnavProblem(int(status), body)

    def _remember(self, state):
        known = self._seen.setdefault(state.id, {})
        for controller in state.controllers:
            known[controller.id] = controller
        return state


def _server_sent_events(lines):
    """(event, id, data) for each message of a text/event-stream (WHATWG HTML, "Server-sent events")."""
    event, message_id, data = "message", None, []
    for line in lines:
        if line == "":
            if data:
                yield event, message_id, "\n".join(data)
            event, message_id, data = "message", None, []
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            event = value
        elif field == "data":
            data.append(value)
        elif field == "id":
            message_id = value
