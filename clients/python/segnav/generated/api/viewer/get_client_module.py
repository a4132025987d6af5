from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors




def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/client.js",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[str]:
    """ The JavaScript client (an ES module)

     segnav's JavaScript client, an ES module with no dependency and no build step, for pages and Node
    alike:
    `import {Client} from 'http://HOST:PORT/v1/client.js'` (or a saved copy), then
    `createSession(setup)`,
    `act(id, actionOrActions, {ifVersion, expect, forbid, exactly, state})`, `events(id, {since, limit,
    wait})`
    and `follow(id, {onState(state, screen), onLifecycle, onDropped, onEnd, onError}, {since,
    includeScreen})`:
    `EventSource` in browsers, a streamed fetch in Node (or with a token), resumed after
    `shutdown`/`lagging`.
    Errors are thrown as `SegnavProblem`. Open without a token (it holds no data); CORS lets other
    origins import it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[str]
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

) -> str | None:
    """ The JavaScript client (an ES module)

     segnav's JavaScript client, an ES module with no dependency and no build step, for pages and Node
    alike:
    `import {Client} from 'http://HOST:PORT/v1/client.js'` (or a saved copy), then
    `createSession(setup)`,
    `act(id, actionOrActions, {ifVersion, expect, forbid, exactly, state})`, `events(id, {since, limit,
    wait})`
    and `follow(id, {onState(state, screen), onLifecycle, onDropped, onEnd, onError}, {since,
    includeScreen})`:
    `EventSource` in browsers, a streamed fetch in Node (or with a token), resumed after
    `shutdown`/`lagging`.
    Errors are thrown as `SegnavProblem`. Open without a token (it holds no data); CORS lets other
    origins import it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        str
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[str]:
    """ The JavaScript client (an ES module)

     segnav's JavaScript client, an ES module with no dependency and no build step, for pages and Node
    alike:
    `import {Client} from 'http://HOST:PORT/v1/client.js'` (or a saved copy), then
    `createSession(setup)`,
    `act(id, actionOrActions, {ifVersion, expect, forbid, exactly, state})`, `events(id, {since, limit,
    wait})`
    and `follow(id, {onState(state, screen), onLifecycle, onDropped, onEnd, onError}, {since,
    includeScreen})`:
    `EventSource` in browsers, a streamed fetch in Node (or with a token), resumed after
    `shutdown`/`lagging`.
    Errors are thrown as `SegnavProblem`. Open without a token (it holds no data); CORS lets other
    origins import it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[str]
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

) -> str | None:
    """ The JavaScript client (an ES module)

     segnav's JavaScript client, an ES module with no dependency and no build step, for pages and Node
    alike:
    `import {Client} from 'http://HOST:PORT/v1/client.js'` (or a saved copy), then
    `createSession(setup)`,
    `act(id, actionOrActions, {ifVersion, expect, forbid, exactly, state})`, `events(id, {since, limit,
    wait})`
    and `follow(id, {onState(state, screen), onLifecycle, onDropped, onEnd, onError}, {since,
    includeScreen})`:
    `EventSource` in browsers, a streamed fetch in Node (or with a token), resumed after
    `shutdown`/`lagging`.
    Errors are thrown as `SegnavProblem`. Open without a token (it holds no data); CORS lets other
    origins import it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        str
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
