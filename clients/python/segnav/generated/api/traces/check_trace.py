from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.check_trace_response_422 import CheckTraceResponse422
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.problem import Problem
from ...models.trace_verdicts import TraceVerdicts
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from ...types import File, FileTypes
from io import BytesIO
from typing import cast



def _get_kwargs(
    *,
    body: File,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/traces",
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    if response.status_code == 200:
        response_200 = TraceVerdicts.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = BadRequestProblem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = UnauthorizedProblem.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = ContentTooLargeProblem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeProblem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = CheckTraceResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: File,

) -> Response[BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Judge a recorded lifecycle trace under the appearance contract, with each breach's why

     The engine of `segnavd check-trace` over HTTP (docs/traces.md). The body is a trace in JSON Lines: a
    call
    per line (`{"event": "viewWillAppear", "vc": "0x600003a0c000", "class": "ItalyViewController",
    "parent":
    "0x600003a08000", "inWindow": false}`), user-action markers (`{"action": {"type": "selectSegment",
    "index": 1}}`, segnav's action JSON) and UIKit console lines (`{"console": "Unbalanced calls to
    begin/end appearance transitions for <X: 0x…>."}`). Unknown members are ignored. The checker runs
    the
    model's own appearance contract (DESIGN.md §3.11) over the calls: every breach is a `warning` event
    right
    after the call it follows, with its clause and code, and its why (the chain, the earlier call that
    set
    the state it found as `setBy`, the rule, the clause in plain words). Stateless: touches no session.
    A trace with any bad line is refused whole (400, each bad line named in `errors[].detail` as `line
    N:`,
    with a JSON pointer inside that line, and the first bad line as `line`); nothing is half-judged. At
    most
    10 000 lines of at most 4096 bytes each (422 `trace-too-large`), and the server's body limit (413).

    Args:
        body (File): JSON Lines (docs/trace.schema.json describes one line).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: File,

) -> BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Judge a recorded lifecycle trace under the appearance contract, with each breach's why

     The engine of `segnavd check-trace` over HTTP (docs/traces.md). The body is a trace in JSON Lines: a
    call
    per line (`{"event": "viewWillAppear", "vc": "0x600003a0c000", "class": "ItalyViewController",
    "parent":
    "0x600003a08000", "inWindow": false}`), user-action markers (`{"action": {"type": "selectSegment",
    "index": 1}}`, segnav's action JSON) and UIKit console lines (`{"console": "Unbalanced calls to
    begin/end appearance transitions for <X: 0x…>."}`). Unknown members are ignored. The checker runs
    the
    model's own appearance contract (DESIGN.md §3.11) over the calls: every breach is a `warning` event
    right
    after the call it follows, with its clause and code, and its why (the chain, the earlier call that
    set
    the state it found as `setBy`, the rule, the clause in plain words). Stateless: touches no session.
    A trace with any bad line is refused whole (400, each bad line named in `errors[].detail` as `line
    N:`,
    with a JSON pointer inside that line, and the first bad line as `line`); nothing is half-judged. At
    most
    10 000 lines of at most 4096 bytes each (422 `trace-too-large`), and the server's body limit (413).

    Args:
        body (File): JSON Lines (docs/trace.schema.json describes one line).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: File,

) -> Response[BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Judge a recorded lifecycle trace under the appearance contract, with each breach's why

     The engine of `segnavd check-trace` over HTTP (docs/traces.md). The body is a trace in JSON Lines: a
    call
    per line (`{"event": "viewWillAppear", "vc": "0x600003a0c000", "class": "ItalyViewController",
    "parent":
    "0x600003a08000", "inWindow": false}`), user-action markers (`{"action": {"type": "selectSegment",
    "index": 1}}`, segnav's action JSON) and UIKit console lines (`{"console": "Unbalanced calls to
    begin/end appearance transitions for <X: 0x…>."}`). Unknown members are ignored. The checker runs
    the
    model's own appearance contract (DESIGN.md §3.11) over the calls: every breach is a `warning` event
    right
    after the call it follows, with its clause and code, and its why (the chain, the earlier call that
    set
    the state it found as `setBy`, the rule, the clause in plain words). Stateless: touches no session.
    A trace with any bad line is refused whole (400, each bad line named in `errors[].detail` as `line
    N:`,
    with a JSON pointer inside that line, and the first bad line as `line`); nothing is half-judged. At
    most
    10 000 lines of at most 4096 bytes each (422 `trace-too-large`), and the server's body limit (413).

    Args:
        body (File): JSON Lines (docs/trace.schema.json describes one line).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: File,

) -> BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Judge a recorded lifecycle trace under the appearance contract, with each breach's why

     The engine of `segnavd check-trace` over HTTP (docs/traces.md). The body is a trace in JSON Lines: a
    call
    per line (`{"event": "viewWillAppear", "vc": "0x600003a0c000", "class": "ItalyViewController",
    "parent":
    "0x600003a08000", "inWindow": false}`), user-action markers (`{"action": {"type": "selectSegment",
    "index": 1}}`, segnav's action JSON) and UIKit console lines (`{"console": "Unbalanced calls to
    begin/end appearance transitions for <X: 0x…>."}`). Unknown members are ignored. The checker runs
    the
    model's own appearance contract (DESIGN.md §3.11) over the calls: every breach is a `warning` event
    right
    after the call it follows, with its clause and code, and its why (the chain, the earlier call that
    set
    the state it found as `setBy`, the rule, the clause in plain words). Stateless: touches no session.
    A trace with any bad line is refused whole (400, each bad line named in `errors[].detail` as `line
    N:`,
    with a JSON pointer inside that line, and the first bad line as `line`); nothing is half-judged. At
    most
    10 000 lines of at most 4096 bytes each (422 `trace-too-large`), and the server's body limit (413).

    Args:
        body (File): JSON Lines (docs/trace.schema.json describes one line).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | CheckTraceResponse422 | ContentTooLargeProblem | Problem | TraceVerdicts | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
