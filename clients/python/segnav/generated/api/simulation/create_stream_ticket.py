from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.stream_limit_problem import StreamLimitProblem
from ...models.stream_ticket import StreamTicket
from ...models.unauthorized_problem import UnauthorizedProblem
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/stream/tickets".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem | None:
    if response.status_code == 201:
        response_201 = StreamTicket.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = BadRequestProblem.from_dict(response.json())



        return response_400

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
        response_503 = StreamLimitProblem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem]:
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

) -> Response[BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem]:
    """ A ticket to open this session's stream without the token

     For browsers: `EventSource` cannot send `Authorization`, and the server's token must not travel in a
    URL
    (URLs end up in access logs, proxies and history). A ticket is random, admits only this session's
    stream
    (`GET …/stream?ticket=…`, reconnects included) and only for `expiresIn` seconds, and is forgotten
    when it
    expires or the server stops; a stream it opened ends then (`end`, `ticket-expired`), however long
    its
    connection lives (`expiresIn` is `--stream-ticket-lifetime`, default 300). Ask for one with the
    token; when
    it expires, ask for another and reopen the stream with `?ticket=NEW&since=LAST`. Works without
    `--token` too (then it is simply not needed).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem]
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

) -> BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem | None:
    """ A ticket to open this session's stream without the token

     For browsers: `EventSource` cannot send `Authorization`, and the server's token must not travel in a
    URL
    (URLs end up in access logs, proxies and history). A ticket is random, admits only this session's
    stream
    (`GET …/stream?ticket=…`, reconnects included) and only for `expiresIn` seconds, and is forgotten
    when it
    expires or the server stops; a stream it opened ends then (`end`, `ticket-expired`), however long
    its
    connection lives (`expiresIn` is `--stream-ticket-lifetime`, default 300). Ask for one with the
    token; when
    it expires, ask for another and reopen the stream with `?ticket=NEW&since=LAST`. Works without
    `--token` too (then it is simply not needed).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem]:
    """ A ticket to open this session's stream without the token

     For browsers: `EventSource` cannot send `Authorization`, and the server's token must not travel in a
    URL
    (URLs end up in access logs, proxies and history). A ticket is random, admits only this session's
    stream
    (`GET …/stream?ticket=…`, reconnects included) and only for `expiresIn` seconds, and is forgotten
    when it
    expires or the server stops; a stream it opened ends then (`end`, `ticket-expired`), however long
    its
    connection lives (`expiresIn` is `--stream-ticket-lifetime`, default 300). Ask for one with the
    token; when
    it expires, ask for another and reopen the stream with `?ticket=NEW&since=LAST`. Works without
    `--token` too (then it is simply not needed).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem]
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

) -> BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem | None:
    """ A ticket to open this session's stream without the token

     For browsers: `EventSource` cannot send `Authorization`, and the server's token must not travel in a
    URL
    (URLs end up in access logs, proxies and history). A ticket is random, admits only this session's
    stream
    (`GET …/stream?ticket=…`, reconnects included) and only for `expiresIn` seconds, and is forgotten
    when it
    expires or the server stops; a stream it opened ends then (`end`, `ticket-expired`), however long
    its
    connection lives (`expiresIn` is `--stream-ticket-lifetime`, default 300). Ask for one with the
    token; when
    it expires, ask for another and reopen the stream with `?ticket=NEW&since=LAST`. Works without
    `--token` too (then it is simply not needed).

    Args:
        id (str): What the server parses as a session id (anything else is 404).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | SessionNotFoundProblem | StreamLimitProblem | StreamTicket | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
