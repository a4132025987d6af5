from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.check_stream_include import CheckStreamInclude
from ...models.seq_ahead_problem import SeqAheadProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: CheckStreamInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)




    

    params: dict[str, Any] = {}

    params["since"] = since

    params["ticket"] = ticket

    json_include: str | Unset = UNSET
    if not isinstance(include, Unset):
        json_include = include.value

    params["include"] = json_include


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "head",
        "url": "/v1/sessions/{id}/stream".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | SeqAheadProblem | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = cast(Any, None)
        return response_400

    if response.status_code == 401:
        response_401 = cast(Any, None)
        return response_401

    if response.status_code == 404:
        response_404 = cast(Any, None)
        return response_404

    if response.status_code == 409:
        response_409 = SeqAheadProblem.from_dict(response.json())



        return response_409

    if response.status_code == 421:
        response_421 = cast(Any, None)
        return response_421

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | SeqAheadProblem]:
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
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: CheckStreamInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[Any | SeqAheadProblem]:
    """ Check a stream request without opening the stream

     Everything `GET` checks before it streams — the query, `Last-Event-ID`, the token or ticket, the
    session — and the stream's headers, with no body and no stream held: a client can learn whether a
    reconnect would be accepted. Its errors carry no body either (HEAD); the status says which.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (CheckStreamInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | SeqAheadProblem]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
ticket=ticket,
include=include,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: CheckStreamInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Any | SeqAheadProblem | None:
    """ Check a stream request without opening the stream

     Everything `GET` checks before it streams — the query, `Last-Event-ID`, the token or ticket, the
    session — and the stream's headers, with no body and no stream held: a client can learn whether a
    reconnect would be accepted. Its errors carry no body either (HEAD); the status says which.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (CheckStreamInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | SeqAheadProblem
     """


    return sync_detailed(
        id=id,
client=client,
since=since,
ticket=ticket,
include=include,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: CheckStreamInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[Any | SeqAheadProblem]:
    """ Check a stream request without opening the stream

     Everything `GET` checks before it streams — the query, `Last-Event-ID`, the token or ticket, the
    session — and the stream's headers, with no body and no stream held: a client can learn whether a
    reconnect would be accepted. Its errors carry no body either (HEAD); the status says which.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (CheckStreamInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | SeqAheadProblem]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
ticket=ticket,
include=include,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: CheckStreamInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Any | SeqAheadProblem | None:
    """ Check a stream request without opening the stream

     Everything `GET` checks before it streams — the query, `Last-Event-ID`, the token or ticket, the
    session — and the stream's headers, with no body and no stream held: a client can learn whether a
    reconnect would be accepted. Its errors carry no body either (HEAD); the status says which.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (CheckStreamInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | SeqAheadProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
since=since,
ticket=ticket,
include=include,
last_event_id=last_event_id,

    )).parsed
