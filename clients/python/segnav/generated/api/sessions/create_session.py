from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_refused_problem import ActionRefusedProblem
from ...models.bad_request_problem import BadRequestProblem
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.create_from_container import CreateFromContainer
from ...models.create_from_preset import CreateFromPreset
from ...models.create_from_scenario import CreateFromScenario
from ...models.create_from_segments import CreateFromSegments
from ...models.create_from_version import CreateFromVersion
from ...models.invalid_setup_problem import InvalidSetupProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.session_limit_problem import SessionLimitProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.state import State
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from ...models.version_unavailable_problem import VersionUnavailableProblem
from typing import cast



def _get_kwargs(
    *,
    body: CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments | CreateFromVersion,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    
    if isinstance(body, CreateFromPreset):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateFromSegments):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateFromContainer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateFromVersion):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    if response.status_code == 201:
        response_201 = State.from_dict(response.json())



        return response_201

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

    if response.status_code == 413:
        response_413 = ContentTooLargeProblem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeProblem.from_dict(response.json())



        return response_415

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ActionRefusedProblem | InvalidSetupProblem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = InvalidSetupProblem.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ActionRefusedProblem.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = SessionLimitProblem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments | CreateFromVersion,

) -> Response[ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Create a session

     Builds a session and runs its launch (action 0: the seed's app-delegate code, first layout pass and
    commit; the launch events are in the session's event log). Either a `preset` (one seed's own example
    project; it fixes strategy and segments) or `segments` with an optional `strategy` (default
    `containment`);
    `device`, `runtime`, `fidelity` and `selectedIndex` are optional in both forms.

    What the body's shape allows but the model cannot build is 422 `invalid-setup` with the pointer of
    the
    member at fault: more than 16 segments, `selectedIndex` not below the number of segments (for the
    `containment` strategy with `fidelity: seed`, the number of segments with a non-null title, since
    that
    seed skips untitled controllers), or no titled segment at all in that case.

    Args:
        body (CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments |
            CreateFromVersion): A setup (`CreateRequest`); or `from`, a fork of another session's
            version; or `scenario`, a scenario
            file whose actions are applied (its refused steps are kept as refusals, for an export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments | CreateFromVersion,

) -> ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Create a session

     Builds a session and runs its launch (action 0: the seed's app-delegate code, first layout pass and
    commit; the launch events are in the session's event log). Either a `preset` (one seed's own example
    project; it fixes strategy and segments) or `segments` with an optional `strategy` (default
    `containment`);
    `device`, `runtime`, `fidelity` and `selectedIndex` are optional in both forms.

    What the body's shape allows but the model cannot build is 422 `invalid-setup` with the pointer of
    the
    member at fault: more than 16 segments, `selectedIndex` not below the number of segments (for the
    `containment` strategy with `fidelity: seed`, the number of segments with a non-null title, since
    that
    seed skips untitled controllers), or no titled segment at all in that case.

    Args:
        body (CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments |
            CreateFromVersion): A setup (`CreateRequest`); or `from`, a fork of another session's
            version; or `scenario`, a scenario
            file whose actions are applied (its refused steps are kept as refusals, for an export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments | CreateFromVersion,

) -> Response[ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Create a session

     Builds a session and runs its launch (action 0: the seed's app-delegate code, first layout pass and
    commit; the launch events are in the session's event log). Either a `preset` (one seed's own example
    project; it fixes strategy and segments) or `segments` with an optional `strategy` (default
    `containment`);
    `device`, `runtime`, `fidelity` and `selectedIndex` are optional in both forms.

    What the body's shape allows but the model cannot build is 422 `invalid-setup` with the pointer of
    the
    member at fault: more than 16 segments, `selectedIndex` not below the number of segments (for the
    `containment` strategy with `fidelity: seed`, the number of segments with a non-null title, since
    that
    seed skips untitled controllers), or no titled segment at all in that case.

    Args:
        body (CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments |
            CreateFromVersion): A setup (`CreateRequest`); or `from`, a fork of another session's
            version; or `scenario`, a scenario
            file whose actions are applied (its refused steps are kept as refusals, for an export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments | CreateFromVersion,

) -> ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Create a session

     Builds a session and runs its launch (action 0: the seed's app-delegate code, first layout pass and
    commit; the launch events are in the session's event log). Either a `preset` (one seed's own example
    project; it fixes strategy and segments) or `segments` with an optional `strategy` (default
    `containment`);
    `device`, `runtime`, `fidelity` and `selectedIndex` are optional in both forms.

    What the body's shape allows but the model cannot build is 422 `invalid-setup` with the pointer of
    the
    member at fault: more than 16 segments, `selectedIndex` not below the number of segments (for the
    `containment` strategy with `fidelity: seed`, the number of segments with a non-null title, since
    that
    seed skips untitled controllers), or no titled segment at all in that case.

    Args:
        body (CreateFromContainer | CreateFromPreset | CreateFromScenario | CreateFromSegments |
            CreateFromVersion): A setup (`CreateRequest`); or `from`, a fork of another session's
            version; or `scenario`, a scenario
            file whose actions are applied (its refused steps are kept as refusals, for an export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRefusedProblem | InvalidSetupProblem | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | SessionLimitProblem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
