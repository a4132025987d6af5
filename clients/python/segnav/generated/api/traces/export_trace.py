from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.problem import Problem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.version_unavailable_problem import VersionUnavailableProblem
from ...types import File, FileTypes
from io import BytesIO
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/trace".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    if response.status_code == 200:
        response_200 = File(
             payload = BytesIO(response.content)
        )



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
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

) -> Response[BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The session as the trace a recorder in the app would have written

     The session's launch and applied actions replayed, written as a trace (docs/traces.md): each call
    with the
    receiver's parent and whether its view was in the window at the call, each action as a marker,
    UIKit's
    console messages as console lines. `POST /v1/traces` judges it to exactly the session's own contract
    warnings (the property tests hold the checker to the model). At most 500 actions (422 `trace-too-
    large`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The session as the trace a recorder in the app would have written

     The session's launch and applied actions replayed, written as a trace (docs/traces.md): each call
    with the
    receiver's parent and whether its view was in the window at the call, each action as a marker,
    UIKit's
    console messages as console lines. `POST /v1/traces` judges it to exactly the session's own contract
    warnings (the property tests hold the checker to the model). At most 500 actions (422 `trace-too-
    large`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The session as the trace a recorder in the app would have written

     The session's launch and applied actions replayed, written as a trace (docs/traces.md): each call
    with the
    receiver's parent and whether its view was in the window at the call, each action as a marker,
    UIKit's
    console messages as console lines. `POST /v1/traces` judges it to exactly the session's own contract
    warnings (the property tests hold the checker to the model). At most 500 actions (422 `trace-too-
    large`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The session as the trace a recorder in the app would have written

     The session's launch and applied actions replayed, written as a trace (docs/traces.md): each call
    with the
    receiver's parent and whether its view was in the window at the call, each action as a marker,
    UIKit's
    console messages as console lines. `POST /v1/traces` judges it to exactly the session's own contract
    warnings (the property tests hold the checker to the model). At most 500 actions (422 `trace-too-
    large`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | File | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
