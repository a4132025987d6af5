from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.fork_request import ForkRequest
from ...models.misdirected_problem import MisdirectedProblem
from ...models.problem import Problem
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.state import State
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from ...models.version_unavailable_problem import VersionUnavailableProblem
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: ForkRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/forks".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
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
    body: ForkRequest,

) -> Response[BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Fork a version of this session

     The same as `POST /v1/sessions` with `{"from": {"session": id, "version": N}}`, addressed by the
    source's
    id, so that a proxy routing by id (deploy/nginx) sends it to the node that holds the source.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        body (ForkRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ForkRequest,

) -> BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Fork a version of this session

     The same as `POST /v1/sessions` with `{"from": {"session": id, "version": N}}`, addressed by the
    source's
    id, so that a proxy routing by id (deploy/nginx) sends it to the node that holds the source.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        body (ForkRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ForkRequest,

) -> Response[BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Fork a version of this session

     The same as `POST /v1/sessions` with `{"from": {"session": id, "version": N}}`, addressed by the
    source's
    id, so that a proxy routing by id (deploy/nginx) sends it to the node that holds the source.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        body (ForkRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ForkRequest,

) -> BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Fork a version of this session

     The same as `POST /v1/sessions` with `{"from": {"session": id, "version": N}}`, addressed by the
    source's
    id, so that a proxy routing by id (deploy/nginx) sends it to the node that holds the source.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        body (ForkRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | Problem | SessionNotFoundProblem | VersionUnavailableProblem | State | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
