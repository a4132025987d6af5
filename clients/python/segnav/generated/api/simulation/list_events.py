from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.event_page import EventPage
from ...models.gone_problem import GoneProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.seq_ahead_problem import SeqAheadProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    since: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["since"] = since

    params["limit"] = limit

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestProblem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedProblem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = SessionNotFoundProblem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SeqAheadProblem.from_dict(response.json())



        return response_409

    if response.status_code == 410:
        response_410 = GoneProblem.from_dict(response.json())



        return response_410

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem]:
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
    since: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> Response[BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ The session's events, paged, optionally long-polled

     Events with `seq` > `since`, oldest first, at most `limit`. `next` is the `since` for the following
    page
    (the last `seq` returned, or `since` when none was). With `wait` > 0 and nothing after `since`, the
    request waits up to `wait` seconds for an event and then answers 200 with what there is (maybe
    `[]`);
    a timeout is answered within 100 ms after `wait` seconds (each store shard keeps one timer, on a 100
    ms grid).
    If the session is deleted or expires while the request waits, it gets 410 `session-ended`.
    The log is a bounded ring per session (default 10 000 events): `dropped` tells how many events after
    `since` were already overwritten. The query is checked before the session is looked up. A `since`
    past
    the session's `lastSeq` is 409 `seq-ahead` naming it (the number belongs to another session), never
    an
    empty page to wait on forever; the stream answers the same for its `since` and `Last-Event-ID`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
limit=limit,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ The session's events, paged, optionally long-polled

     Events with `seq` > `since`, oldest first, at most `limit`. `next` is the `since` for the following
    page
    (the last `seq` returned, or `since` when none was). With `wait` > 0 and nothing after `since`, the
    request waits up to `wait` seconds for an event and then answers 200 with what there is (maybe
    `[]`);
    a timeout is answered within 100 ms after `wait` seconds (each store shard keeps one timer, on a 100
    ms grid).
    If the session is deleted or expires while the request waits, it gets 410 `session-ended`.
    The log is a bounded ring per session (default 10 000 events): `dropped` tells how many events after
    `since` were already overwritten. The query is checked before the session is looked up. A `since`
    past
    the session's `lastSeq` is 409 `seq-ahead` naming it (the number belongs to another session), never
    an
    empty page to wait on forever; the stream answers the same for its `since` and `Last-Event-ID`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,
since=since,
limit=limit,
wait=wait,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> Response[BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ The session's events, paged, optionally long-polled

     Events with `seq` > `since`, oldest first, at most `limit`. `next` is the `since` for the following
    page
    (the last `seq` returned, or `since` when none was). With `wait` > 0 and nothing after `since`, the
    request waits up to `wait` seconds for an event and then answers 200 with what there is (maybe
    `[]`);
    a timeout is answered within 100 ms after `wait` seconds (each store shard keeps one timer, on a 100
    ms grid).
    If the session is deleted or expires while the request waits, it gets 410 `session-ended`.
    The log is a bounded ring per session (default 10 000 events): `dropped` tells how many events after
    `since` were already overwritten. The query is checked before the session is looked up. A `since`
    past
    the session's `lastSeq` is 409 `seq-ahead` naming it (the number belongs to another session), never
    an
    empty page to wait on forever; the stream answers the same for its `since` and `Last-Event-ID`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
since=since,
limit=limit,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    since: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ The session's events, paged, optionally long-polled

     Events with `seq` > `since`, oldest first, at most `limit`. `next` is the `since` for the following
    page
    (the last `seq` returned, or `since` when none was). With `wait` > 0 and nothing after `since`, the
    request waits up to `wait` seconds for an event and then answers 200 with what there is (maybe
    `[]`);
    a timeout is answered within 100 ms after `wait` seconds (each store shard keeps one timer, on a 100
    ms grid).
    If the session is deleted or expires while the request waits, it gets 410 `session-ended`.
    The log is a bounded ring per session (default 10 000 events): `dropped` tells how many events after
    `since` were already overwritten. The query is checked before the session is looked up. A `since`
    past
    the session's `lastSeq` is 409 `seq-ahead` naming it (the number belongs to another session), never
    an
    empty page to wait on forever; the stream answers the same for its `since` and `Last-Event-ID`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | EventPage | GoneProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
since=since,
limit=limit,
wait=wait,

    )).parsed
