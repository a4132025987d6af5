from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.event_dropped_problem import EventDroppedProblem
from ...models.event_explanation import EventExplanation
from ...models.misdirected_problem import MisdirectedProblem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from typing import cast



def _get_kwargs(
    id: str,
    seq: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/events/{seq}/why".format(id=quote(str(id), safe=""),seq=quote(str(seq), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    if response.status_code == 200:
        response_200 = EventExplanation.from_dict(response.json())



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

    if response.status_code == 410:
        response_410 = EventDroppedProblem.from_dict(response.json())



        return response_410

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ Why an event fired

     The event `seq`, its chain of calls from its action down to it (`chain`, oldest first, each link an
    event
    with its `cause`; at most 64 links), every docs/DESIGN.md §3 rule the chain follows (title,
    confidence,
    evidence and text, quoted from DESIGN.md as compiled into the server) and the §2.1 flaw behind the
    event
    or its nearest caller, with what `corrected` fidelity does instead. A warning's chain ends at the
    call
    that broke the rule it reports. The event log is a ring: an event no longer in it answers 410
    `event-dropped`; a seq not recorded yet answers 404.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        seq (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
seq=seq,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ Why an event fired

     The event `seq`, its chain of calls from its action down to it (`chain`, oldest first, each link an
    event
    with its `cause`; at most 64 links), every docs/DESIGN.md §3 rule the chain follows (title,
    confidence,
    evidence and text, quoted from DESIGN.md as compiled into the server) and the §2.1 flaw behind the
    event
    or its nearest caller, with what `corrected` fidelity does instead. A warning's chain ends at the
    call
    that broke the rule it reports. The event log is a ring: an event no longer in it answers 410
    `event-dropped`; a seq not recorded yet answers 404.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        seq (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
seq=seq,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem]:
    """ Why an event fired

     The event `seq`, its chain of calls from its action down to it (`chain`, oldest first, each link an
    event
    with its `cause`; at most 64 links), every docs/DESIGN.md §3 rule the chain follows (title,
    confidence,
    evidence and text, quoted from DESIGN.md as compiled into the server) and the §2.1 flaw behind the
    event
    or its nearest caller, with what `corrected` fidelity does instead. A warning's chain ends at the
    call
    that broke the rule it reports. The event log is a ring: an event no longer in it answers 410
    `event-dropped`; a seq not recorded yet answers 404.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        seq (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
seq=seq,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem | None:
    """ Why an event fired

     The event `seq`, its chain of calls from its action down to it (`chain`, oldest first, each link an
    event
    with its `cause`; at most 64 links), every docs/DESIGN.md §3 rule the chain follows (title,
    confidence,
    evidence and text, quoted from DESIGN.md as compiled into the server) and the §2.1 flaw behind the
    event
    or its nearest caller, with what `corrected` fidelity does instead. A warning's chain ends at the
    call
    that broke the rule it reports. The event log is a ring: an event no longer in it answers 410
    `event-dropped`; a seq not recorded yet answers 404.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        seq (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | EventDroppedProblem | EventExplanation | MisdirectedProblem | SessionNotFoundProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
seq=seq,
client=client,

    )).parsed
