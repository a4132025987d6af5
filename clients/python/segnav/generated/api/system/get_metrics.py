from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.unauthorized_problem import UnauthorizedProblem
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/metrics",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> UnauthorizedProblem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = UnauthorizedProblem.from_dict(response.json())



        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[UnauthorizedProblem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[UnauthorizedProblem | str]:
    """ Prometheus metrics

     Prometheus text exposition format 0.0.4: `segnav_http_requests_total{route,method,status}`,
    `segnav_http_request_duration_seconds{route}` (histogram), `segnav_sessions`,
    `segnav_waiting_long_polls` and `segnav_http_open_connections` (gauges; the last
    counts a client's close once the server has noticed it, and at `--connection-limit`
    further connections are closed at once).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnauthorizedProblem | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> UnauthorizedProblem | str | None:
    """ Prometheus metrics

     Prometheus text exposition format 0.0.4: `segnav_http_requests_total{route,method,status}`,
    `segnav_http_request_duration_seconds{route}` (histogram), `segnav_sessions`,
    `segnav_waiting_long_polls` and `segnav_http_open_connections` (gauges; the last
    counts a client's close once the server has noticed it, and at `--connection-limit`
    further connections are closed at once).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnauthorizedProblem | str
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[UnauthorizedProblem | str]:
    """ Prometheus metrics

     Prometheus text exposition format 0.0.4: `segnav_http_requests_total{route,method,status}`,
    `segnav_http_request_duration_seconds{route}` (histogram), `segnav_sessions`,
    `segnav_waiting_long_polls` and `segnav_http_open_connections` (gauges; the last
    counts a client's close once the server has noticed it, and at `--connection-limit`
    further connections are closed at once).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnauthorizedProblem | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> UnauthorizedProblem | str | None:
    """ Prometheus metrics

     Prometheus text exposition format 0.0.4: `segnav_http_requests_total{route,method,status}`,
    `segnav_http_request_duration_seconds{route}` (histogram), `segnav_sessions`,
    `segnav_waiting_long_polls` and `segnav_http_open_connections` (gauges; the last
    counts a client's close once the server has noticed it, and at `--connection-limit`
    further connections are closed at once).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnauthorizedProblem | str
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
