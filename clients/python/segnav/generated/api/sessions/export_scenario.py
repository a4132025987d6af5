from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.export_scenario_expect import ExportScenarioExpect
from ...models.export_scenario_forbid import ExportScenarioForbid
from ...models.misdirected_problem import MisdirectedProblem
from ...models.problem import Problem
from ...models.scenario import Scenario
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.version_unavailable_problem import VersionUnavailableProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    expect: ExportScenarioExpect | Unset = ExportScenarioExpect.LIFECYCLE,
    forbid: ExportScenarioForbid | Unset = ExportScenarioForbid.NONE,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_expect: str | Unset = UNSET
    if not isinstance(expect, Unset):
        json_expect = expect.value

    params["expect"] = json_expect

    json_forbid: str | Unset = UNSET
    if not isinstance(forbid, Unset):
        json_forbid = forbid.value

    params["forbid"] = json_forbid


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/scenario".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    if response.status_code == 200:
        response_200 = Scenario.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestProblem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedProblem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        def _parse_response_404(data: object) -> SessionNotFoundProblem | VersionUnavailableProblem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_404_type_0 = SessionNotFoundProblem.from_dict(data)



                return response_404_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_404_type_1 = VersionUnavailableProblem.from_dict(data)



            return response_404_type_1

        response_404 = _parse_response_404(response.json())

        return response_404

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    expect: ExportScenarioExpect | Unset = ExportScenarioExpect.LIFECYCLE,
    forbid: ExportScenarioForbid | Unset = ExportScenarioForbid.NONE,

) -> Response[BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The session as a scenario file (from an exploration to a test)

     A scenario file (docs/scenarios.md) that replays the session's setup and every action batch it
    applied,
    each a step expecting what was observed; a refused batch (the last 32 are kept) becomes a step with
    `status: 422` and its `reason`. `segnavd check` passes it as it is. `expect` chooses the matchers:
    `lifecycle` (default: every event but warnings and the layout pass of a session with `layout`, in
    order),
    `all` (every event, `exactly` when a step has at most 200), `appearance` (viewWill/DidAppear,
    viewWill/DidDisappear), `none`. `forbid=warnings` adds
    `forbid: [{name: warning}]` to each step that had none, and expects those that came. Needs the
    history
    from the launch: a session past its 4096-action window answers 404 `version-unavailable`; one past a
    scenario's limits (500 steps, 500 actions) 422 `scenario-too-large`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        expect (ExportScenarioExpect | Unset):  Default: ExportScenarioExpect.LIFECYCLE.
        forbid (ExportScenarioForbid | Unset):  Default: ExportScenarioForbid.NONE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
expect=expect,
forbid=forbid,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    expect: ExportScenarioExpect | Unset = ExportScenarioExpect.LIFECYCLE,
    forbid: ExportScenarioForbid | Unset = ExportScenarioForbid.NONE,

) -> BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The session as a scenario file (from an exploration to a test)

     A scenario file (docs/scenarios.md) that replays the session's setup and every action batch it
    applied,
    each a step expecting what was observed; a refused batch (the last 32 are kept) becomes a step with
    `status: 422` and its `reason`. `segnavd check` passes it as it is. `expect` chooses the matchers:
    `lifecycle` (default: every event but warnings and the layout pass of a session with `layout`, in
    order),
    `all` (every event, `exactly` when a step has at most 200), `appearance` (viewWill/DidAppear,
    viewWill/DidDisappear), `none`. `forbid=warnings` adds
    `forbid: [{name: warning}]` to each step that had none, and expects those that came. Needs the
    history
    from the launch: a session past its 4096-action window answers 404 `version-unavailable`; one past a
    scenario's limits (500 steps, 500 actions) 422 `scenario-too-large`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        expect (ExportScenarioExpect | Unset):  Default: ExportScenarioExpect.LIFECYCLE.
        forbid (ExportScenarioForbid | Unset):  Default: ExportScenarioForbid.NONE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,
expect=expect,
forbid=forbid,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    expect: ExportScenarioExpect | Unset = ExportScenarioExpect.LIFECYCLE,
    forbid: ExportScenarioForbid | Unset = ExportScenarioForbid.NONE,

) -> Response[BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The session as a scenario file (from an exploration to a test)

     A scenario file (docs/scenarios.md) that replays the session's setup and every action batch it
    applied,
    each a step expecting what was observed; a refused batch (the last 32 are kept) becomes a step with
    `status: 422` and its `reason`. `segnavd check` passes it as it is. `expect` chooses the matchers:
    `lifecycle` (default: every event but warnings and the layout pass of a session with `layout`, in
    order),
    `all` (every event, `exactly` when a step has at most 200), `appearance` (viewWill/DidAppear,
    viewWill/DidDisappear), `none`. `forbid=warnings` adds
    `forbid: [{name: warning}]` to each step that had none, and expects those that came. Needs the
    history
    from the launch: a session past its 4096-action window answers 404 `version-unavailable`; one past a
    scenario's limits (500 steps, 500 actions) 422 `scenario-too-large`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        expect (ExportScenarioExpect | Unset):  Default: ExportScenarioExpect.LIFECYCLE.
        forbid (ExportScenarioForbid | Unset):  Default: ExportScenarioForbid.NONE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
expect=expect,
forbid=forbid,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    expect: ExportScenarioExpect | Unset = ExportScenarioExpect.LIFECYCLE,
    forbid: ExportScenarioForbid | Unset = ExportScenarioForbid.NONE,

) -> BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The session as a scenario file (from an exploration to a test)

     A scenario file (docs/scenarios.md) that replays the session's setup and every action batch it
    applied,
    each a step expecting what was observed; a refused batch (the last 32 are kept) becomes a step with
    `status: 422` and its `reason`. `segnavd check` passes it as it is. `expect` chooses the matchers:
    `lifecycle` (default: every event but warnings and the layout pass of a session with `layout`, in
    order),
    `all` (every event, `exactly` when a step has at most 200), `appearance` (viewWill/DidAppear,
    viewWill/DidDisappear), `none`. `forbid=warnings` adds
    `forbid: [{name: warning}]` to each step that had none, and expects those that came. Needs the
    history
    from the launch: a session past its 4096-action window answers 404 `version-unavailable`; one past a
    scenario's limits (500 steps, 500 actions) 422 `scenario-too-large`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        expect (ExportScenarioExpect | Unset):  Default: ExportScenarioExpect.LIFECYCLE.
        forbid (ExportScenarioForbid | Unset):  Default: ExportScenarioForbid.NONE.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | Problem | Scenario | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
expect=expect,
forbid=forbid,

    )).parsed
