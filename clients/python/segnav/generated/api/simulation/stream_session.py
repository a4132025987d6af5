from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.seq_ahead_problem import SeqAheadProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.stream_limit_problem import StreamLimitProblem
from ...models.stream_session_include import StreamSessionInclude
from ...models.unauthorized_problem import UnauthorizedProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    since: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    include: StreamSessionInclude | Unset = UNSET,
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
        "method": "get",
        "url": "/v1/sessions/{id}/stream".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str]:
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
    include: StreamSessionInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str]:
    """ Follow a session as it changes (Server-Sent Events)

     A `text/event-stream` (WHATWG HTML, "Server-sent events") that stays open. Its messages, each a
    `data:`
    line of JSON exactly as the REST API encodes it:

    - `state` — the session's state (schema `State`), `id:` its `lastEventSeq`. First on connect (after
    a
      `retry: 1000` field), and after every action.
    - `lifecycle` — one event (schema `Event`), `id:` its `seq`. Each event an action produces, in
    order,
      before that action's `state`.
    - `screen` — only with `?include=screen`: the screen (schema `ScreenTree`) of the state just sent,
    right after it.
    - `dropped` — (schema `StreamDropped`) a resuming client asked for events the ring no longer holds.
    - `end` — (schema `StreamEnd`) the last message: the session was `deleted` or `expired` (a reconnect
    then
      gets 404, which stops an `EventSource`), the server is stopping (`shutdown`), or the client fell
    more
      than `--stream-buffer` bytes behind (`lagging`), or the ticket it was opened with expired
      (`ticket-expired`: a stream lives no longer than its ticket, `--stream-ticket-lifetime`); after
    `shutdown`
      or `lagging`, reconnect to resume; after `ticket-expired`, with a new ticket and
    `?since=lastEventSeq`.
      A single message bigger than `--stream-buffer` (a large state) is still sent whole to a client
    that has
      nothing waiting.

    A `: keep-alive` comment comes after 15 s of silence. To resume, send the last id seen as `Last-
    Event-ID`
    (an `EventSource` does so by itself when it reconnects) or as `?since=` (for curl): the events after
    it
    that the ring still has come first, then the current state, then live messages; nothing is lost or
    repeated. `Last-Event-ID` wins over `since` (an `EventSource` reconnects to the URL it first used).

    With `--token`, a browser's `EventSource` cannot send `Authorization`: open the stream with a ticket
    (`?ticket=`, from `POST …/stream/tickets`) instead. Too many streams (`--max-streams`, or
    `--max-streams-per-session` on one session) get 503 with `Retry-After`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (StreamSessionInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str]
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
    include: StreamSessionInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str | None:
    """ Follow a session as it changes (Server-Sent Events)

     A `text/event-stream` (WHATWG HTML, "Server-sent events") that stays open. Its messages, each a
    `data:`
    line of JSON exactly as the REST API encodes it:

    - `state` — the session's state (schema `State`), `id:` its `lastEventSeq`. First on connect (after
    a
      `retry: 1000` field), and after every action.
    - `lifecycle` — one event (schema `Event`), `id:` its `seq`. Each event an action produces, in
    order,
      before that action's `state`.
    - `screen` — only with `?include=screen`: the screen (schema `ScreenTree`) of the state just sent,
    right after it.
    - `dropped` — (schema `StreamDropped`) a resuming client asked for events the ring no longer holds.
    - `end` — (schema `StreamEnd`) the last message: the session was `deleted` or `expired` (a reconnect
    then
      gets 404, which stops an `EventSource`), the server is stopping (`shutdown`), or the client fell
    more
      than `--stream-buffer` bytes behind (`lagging`), or the ticket it was opened with expired
      (`ticket-expired`: a stream lives no longer than its ticket, `--stream-ticket-lifetime`); after
    `shutdown`
      or `lagging`, reconnect to resume; after `ticket-expired`, with a new ticket and
    `?since=lastEventSeq`.
      A single message bigger than `--stream-buffer` (a large state) is still sent whole to a client
    that has
      nothing waiting.

    A `: keep-alive` comment comes after 15 s of silence. To resume, send the last id seen as `Last-
    Event-ID`
    (an `EventSource` does so by itself when it reconnects) or as `?since=` (for curl): the events after
    it
    that the ring still has come first, then the current state, then live messages; nothing is lost or
    repeated. `Last-Event-ID` wins over `since` (an `EventSource` reconnects to the URL it first used).

    With `--token`, a browser's `EventSource` cannot send `Authorization`: open the stream with a ticket
    (`?ticket=`, from `POST …/stream/tickets`) instead. Too many streams (`--max-streams`, or
    `--max-streams-per-session` on one session) get 503 with `Retry-After`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (StreamSessionInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str
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
    include: StreamSessionInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> Response[BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str]:
    """ Follow a session as it changes (Server-Sent Events)

     A `text/event-stream` (WHATWG HTML, "Server-sent events") that stays open. Its messages, each a
    `data:`
    line of JSON exactly as the REST API encodes it:

    - `state` — the session's state (schema `State`), `id:` its `lastEventSeq`. First on connect (after
    a
      `retry: 1000` field), and after every action.
    - `lifecycle` — one event (schema `Event`), `id:` its `seq`. Each event an action produces, in
    order,
      before that action's `state`.
    - `screen` — only with `?include=screen`: the screen (schema `ScreenTree`) of the state just sent,
    right after it.
    - `dropped` — (schema `StreamDropped`) a resuming client asked for events the ring no longer holds.
    - `end` — (schema `StreamEnd`) the last message: the session was `deleted` or `expired` (a reconnect
    then
      gets 404, which stops an `EventSource`), the server is stopping (`shutdown`), or the client fell
    more
      than `--stream-buffer` bytes behind (`lagging`), or the ticket it was opened with expired
      (`ticket-expired`: a stream lives no longer than its ticket, `--stream-ticket-lifetime`); after
    `shutdown`
      or `lagging`, reconnect to resume; after `ticket-expired`, with a new ticket and
    `?since=lastEventSeq`.
      A single message bigger than `--stream-buffer` (a large state) is still sent whole to a client
    that has
      nothing waiting.

    A `: keep-alive` comment comes after 15 s of silence. To resume, send the last id seen as `Last-
    Event-ID`
    (an `EventSource` does so by itself when it reconnects) or as `?since=` (for curl): the events after
    it
    that the ring still has come first, then the current state, then live messages; nothing is lost or
    repeated. `Last-Event-ID` wins over `since` (an `EventSource` reconnects to the URL it first used).

    With `--token`, a browser's `EventSource` cannot send `Authorization`: open the stream with a ticket
    (`?ticket=`, from `POST …/stream/tickets`) instead. Too many streams (`--max-streams`, or
    `--max-streams-per-session` on one session) get 503 with `Retry-After`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (StreamSessionInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str]
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
    include: StreamSessionInclude | Unset = UNSET,
    last_event_id: int | Unset = UNSET,

) -> BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str | None:
    """ Follow a session as it changes (Server-Sent Events)

     A `text/event-stream` (WHATWG HTML, "Server-sent events") that stays open. Its messages, each a
    `data:`
    line of JSON exactly as the REST API encodes it:

    - `state` — the session's state (schema `State`), `id:` its `lastEventSeq`. First on connect (after
    a
      `retry: 1000` field), and after every action.
    - `lifecycle` — one event (schema `Event`), `id:` its `seq`. Each event an action produces, in
    order,
      before that action's `state`.
    - `screen` — only with `?include=screen`: the screen (schema `ScreenTree`) of the state just sent,
    right after it.
    - `dropped` — (schema `StreamDropped`) a resuming client asked for events the ring no longer holds.
    - `end` — (schema `StreamEnd`) the last message: the session was `deleted` or `expired` (a reconnect
    then
      gets 404, which stops an `EventSource`), the server is stopping (`shutdown`), or the client fell
    more
      than `--stream-buffer` bytes behind (`lagging`), or the ticket it was opened with expired
      (`ticket-expired`: a stream lives no longer than its ticket, `--stream-ticket-lifetime`); after
    `shutdown`
      or `lagging`, reconnect to resume; after `ticket-expired`, with a new ticket and
    `?since=lastEventSeq`.
      A single message bigger than `--stream-buffer` (a large state) is still sent whole to a client
    that has
      nothing waiting.

    A `: keep-alive` comment comes after 15 s of silence. To resume, send the last id seen as `Last-
    Event-ID`
    (an `EventSource` does so by itself when it reconnects) or as `?since=` (for curl): the events after
    it
    that the ring still has come first, then the current state, then live messages; nothing is lost or
    repeated. `Last-Event-ID` wins over `since` (an `EventSource` reconnects to the URL it first used).

    With `--token`, a browser's `EventSource` cannot send `Authorization`: open the stream with a ticket
    (`?ticket=`, from `POST …/stream/tickets`) instead. Too many streams (`--max-streams`, or
    `--max-streams-per-session` on one session) get 503 with `Retry-After`.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        since (int | Unset):
        ticket (str | Unset):
        include (StreamSessionInclude | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | MisdirectedProblem | SeqAheadProblem | SessionNotFoundProblem | StreamLimitProblem | UnauthorizedProblem | str
     """


    return (await asyncio_detailed(
        id=id,
client=client,
since=since,
ticket=ticket,
include=include,
last_event_id=last_event_id,

    )).parsed
