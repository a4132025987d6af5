from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.gone_problem import GoneProblem
from ...models.misdirected_problem import MisdirectedProblem
from ...models.screen_tree import ScreenTree
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.version_unavailable_problem import VersionUnavailableProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["wait"] = wait

    params["version"] = version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/screen".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    if response.status_code == 200:
        response_200 = ScreenTree.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
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
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The visible screen tree

     What is in the window: nodes with frames in window coordinates (points), texts, the selected segment
    and
    the back button. Same `ETag` / `If-None-Match` / `wait` (watch) rules as the state.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        wait (int | Unset):  Default: 0.
        version (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
version=version,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The visible screen tree

     What is in the window: nodes with frames in window coordinates (points), texts, the selected segment
    and
    the back button. Same `ETag` / `If-None-Match` / `wait` (watch) rules as the state.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        wait (int | Unset):  Default: 0.
        version (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return sync_detailed(
        id=id,
client=client,
wait=wait,
version=version,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]:
    """ The visible screen tree

     What is in the window: nodes with frames in window coordinates (points), texts, the selected segment
    and
    the back button. Same `ETag` / `If-None-Match` / `wait` (watch) rules as the state.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        wait (int | Unset):  Default: 0.
        version (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
version=version,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: int | Unset = 0,
    version: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem | None:
    """ The visible screen tree

     What is in the window: nodes with frames in window coordinates (points), texts, the selected segment
    and
    the back button. Same `ETag` / `If-None-Match` / `wait` (watch) rules as the state.

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        wait (int | Unset):  Default: 0.
        version (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BadRequestProblem | GoneProblem | MisdirectedProblem | ScreenTree | SessionNotFoundProblem | VersionUnavailableProblem | UnauthorizedProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
wait=wait,
version=version,
if_none_match=if_none_match,

    )).parsed
