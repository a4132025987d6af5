from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.misdirected_problem import MisdirectedProblem
from ...models.response_memory_full_problem import ResponseMemoryFullProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/sessions/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = UnauthorizedProblem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = SessionNotFoundProblem.from_dict(response.json())



        return response_404

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if response.status_code == 503:
        response_503 = ResponseMemoryFullProblem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem]:
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

) -> Response[Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ Delete a session

     Its waiting long-polls and watches get 410 `session-ended`; its streams end with an `end` message
    (`deleted`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem]
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

) -> Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ Delete a session

     Its waiting long-polls and watches get 410 `session-ended`; its streams end with an `end` message
    (`deleted`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ Delete a session

     Its waiting long-polls and watches get 410 `session-ended`; its streams end with an `end` message
    (`deleted`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem]
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

) -> Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ Delete a session

     Its waiting long-polls and watches get 410 `session-ended`; its streams end with an `end` message
    (`deleted`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MisdirectedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
