from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...types import UNSET, Unset



def _get_kwargs(
    id: str,
    *,
    origin: str | Unset = UNSET,
    access_control_request_method: str | Unset = UNSET,
    access_control_request_headers: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(origin, Unset):
        headers["Origin"] = origin

    if not isinstance(access_control_request_method, Unset):
        headers["Access-Control-Request-Method"] = access_control_request_method

    if not isinstance(access_control_request_headers, Unset):
        headers["Access-Control-Request-Headers"] = access_control_request_headers



    

    

    _kwargs: dict[str, Any] = {
        "method": "options",
        "url": "/v1/sessions/{id}/trace".format(id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | None:
    if response.status_code == 204:
        return None

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any]:
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
    origin: str | Unset = UNSET,
    access_control_request_method: str | Unset = UNSET,
    access_control_request_headers: str | Unset = UNSET,

) -> Response[Any]:
    """ Allowed methods / CORS preflight

    Args:
        id (str):
        origin (str | Unset):
        access_control_request_method (str | Unset):
        access_control_request_headers (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
     """


    kwargs = _get_kwargs(
        id=id,
origin=origin,
access_control_request_method=access_control_request_method,
access_control_request_headers=access_control_request_headers,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    origin: str | Unset = UNSET,
    access_control_request_method: str | Unset = UNSET,
    access_control_request_headers: str | Unset = UNSET,

) -> Response[Any]:
    """ Allowed methods / CORS preflight

    Args:
        id (str):
        origin (str | Unset):
        access_control_request_method (str | Unset):
        access_control_request_headers (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any]
     """


    kwargs = _get_kwargs(
        id=id,
origin=origin,
access_control_request_method=access_control_request_method,
access_control_request_headers=access_control_request_headers,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

