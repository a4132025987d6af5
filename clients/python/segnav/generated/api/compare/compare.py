from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.compare_from_preset import CompareFromPreset
from ...models.compare_from_segments import CompareFromSegments
from ...models.compare_response_422 import CompareResponse422
from ...models.compare_response_503 import CompareResponse503
from ...models.compare_result import CompareResult
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from typing import cast



def _get_kwargs(
    *,
    body: CompareFromPreset | CompareFromSegments,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/compare",
    }

    
    if isinstance(body, CompareFromPreset):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    if response.status_code == 200:
        response_200 = CompareResult.from_dict(response.json())



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
        response_422 = CompareResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = CompareResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CompareFromPreset | CompareFromSegments,

) -> Response[BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Run one setup and action script through every strategy

     Takes a create body (either form) plus `actions` (at most 100, default none), `strategies` (default
    all
    three) and `runtimes` (default the body's `runtime`); duplicates in the lists count once. Runs the
    setup
    with each runtime × strategy (a preset keeps its own setup code only for its own strategy; the
    others run
    the same screens) and returns each run's events per step (0 = launch, i = action i) with the refusal
    of
    any action the UI could not do, plus the steps at which the runs' screen controllers got different
    lifecycle calls, and for each pair of runs the first event where they part with each side's event
    and
    its cause (`pairs`). `clock` is the session option: with `manual`, animated transitions stay in
    flight
    until an `advance` action of the script reaches their end. A setup a strategy cannot build is
    reported
    in its run (`error`), not as 422. Touches no session.

    Args:
        body (CompareFromPreset | CompareFromSegments): A create body (either form) plus what to
            compare.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: CompareFromPreset | CompareFromSegments,

) -> BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Run one setup and action script through every strategy

     Takes a create body (either form) plus `actions` (at most 100, default none), `strategies` (default
    all
    three) and `runtimes` (default the body's `runtime`); duplicates in the lists count once. Runs the
    setup
    with each runtime × strategy (a preset keeps its own setup code only for its own strategy; the
    others run
    the same screens) and returns each run's events per step (0 = launch, i = action i) with the refusal
    of
    any action the UI could not do, plus the steps at which the runs' screen controllers got different
    lifecycle calls, and for each pair of runs the first event where they part with each side's event
    and
    its cause (`pairs`). `clock` is the session option: with `manual`, animated transitions stay in
    flight
    until an `advance` action of the script reaches their end. A setup a strategy cannot build is
    reported
    in its run (`error`), not as 422. Touches no session.

    Args:
        body (CompareFromPreset | CompareFromSegments): A create body (either form) plus what to
            compare.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CompareFromPreset | CompareFromSegments,

) -> Response[BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Run one setup and action script through every strategy

     Takes a create body (either form) plus `actions` (at most 100, default none), `strategies` (default
    all
    three) and `runtimes` (default the body's `runtime`); duplicates in the lists count once. Runs the
    setup
    with each runtime × strategy (a preset keeps its own setup code only for its own strategy; the
    others run
    the same screens) and returns each run's events per step (0 = launch, i = action i) with the refusal
    of
    any action the UI could not do, plus the steps at which the runs' screen controllers got different
    lifecycle calls, and for each pair of runs the first event where they part with each side's event
    and
    its cause (`pairs`). `clock` is the session option: with `manual`, animated transitions stay in
    flight
    until an `advance` action of the script reaches their end. A setup a strategy cannot build is
    reported
    in its run (`error`), not as 422. Touches no session.

    Args:
        body (CompareFromPreset | CompareFromSegments): A create body (either form) plus what to
            compare.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: CompareFromPreset | CompareFromSegments,

) -> BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Run one setup and action script through every strategy

     Takes a create body (either form) plus `actions` (at most 100, default none), `strategies` (default
    all
    three) and `runtimes` (default the body's `runtime`); duplicates in the lists count once. Runs the
    setup
    with each runtime × strategy (a preset keeps its own setup code only for its own strategy; the
    others run
    the same screens) and returns each run's events per step (0 = launch, i = action i) with the refusal
    of
    any action the UI could not do, plus the steps at which the runs' screen controllers got different
    lifecycle calls, and for each pair of runs the first event where they part with each side's event
    and
    its cause (`pairs`). `clock` is the session option: with `manual`, animated transitions stay in
    flight
    until an `advance` action of the script reaches their end. A setup a strategy cannot build is
    reported
    in its run (`error`), not as 422. Touches no session.

    Args:
        body (CompareFromPreset | CompareFromSegments): A create body (either form) plus what to
            compare.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | CompareResponse422 | CompareResponse503 | CompareResult | ContentTooLargeProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
