from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bad_request_problem import BadRequestProblem
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.run_scenario_response_422 import RunScenarioResponse422
from ...models.run_scenario_response_503 import RunScenarioResponse503
from ...models.scenario import Scenario
from ...models.scenario_result import ScenarioResult
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from typing import cast



def _get_kwargs(
    *,
    body: Scenario,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/scenarios",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    if response.status_code == 200:
        response_200 = ScenarioResult.from_dict(response.json())



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
        response_422 = RunScenarioResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 503:
        response_503 = RunScenarioResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Scenario,

) -> Response[BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Run one scenario file and say, step by step, what passed

     The engine of `segnavd check` over HTTP (docs/scenarios.md), for test suites not written in Swift.
    The
    body is one scenario: a `setup` as `POST /v1/sessions` takes it and `steps`, each an action as
    `POST /v1/sessions/{id}/actions` takes it (none for the first step: the launch) with optional
    `expect`
    (event matchers that must appear in this order; with `exactly`, the step's whole list), `forbid`,
    `state` (a part of the resulting state) and `status` (422 when the UI must refuse, with its
    `reason`).
    Runs the model in process, touching no session. Answers 200 whether or not the scenario passed; a
    file
    that is not a valid scenario is a 400 naming each problem's JSON pointer, and nothing runs.

    Args:
        body (Scenario): An integration test of one session: a setup and steps.
            docs/scenario.schema.json is this schema as a
            JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: Scenario,

) -> BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Run one scenario file and say, step by step, what passed

     The engine of `segnavd check` over HTTP (docs/scenarios.md), for test suites not written in Swift.
    The
    body is one scenario: a `setup` as `POST /v1/sessions` takes it and `steps`, each an action as
    `POST /v1/sessions/{id}/actions` takes it (none for the first step: the launch) with optional
    `expect`
    (event matchers that must appear in this order; with `exactly`, the step's whole list), `forbid`,
    `state` (a part of the resulting state) and `status` (422 when the UI must refuse, with its
    `reason`).
    Runs the model in process, touching no session. Answers 200 whether or not the scenario passed; a
    file
    that is not a valid scenario is a 400 naming each problem's JSON pointer, and nothing runs.

    Args:
        body (Scenario): An integration test of one session: a setup and steps.
            docs/scenario.schema.json is this schema as a
            JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Scenario,

) -> Response[BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Run one scenario file and say, step by step, what passed

     The engine of `segnavd check` over HTTP (docs/scenarios.md), for test suites not written in Swift.
    The
    body is one scenario: a `setup` as `POST /v1/sessions` takes it and `steps`, each an action as
    `POST /v1/sessions/{id}/actions` takes it (none for the first step: the launch) with optional
    `expect`
    (event matchers that must appear in this order; with `exactly`, the step's whole list), `forbid`,
    `state` (a part of the resulting state) and `status` (422 when the UI must refuse, with its
    `reason`).
    Runs the model in process, touching no session. Answers 200 whether or not the scenario passed; a
    file
    that is not a valid scenario is a 400 naming each problem's JSON pointer, and nothing runs.

    Args:
        body (Scenario): An integration test of one session: a setup and steps.
            docs/scenario.schema.json is this schema as a
            JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem]
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
    body: Scenario,

) -> BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Run one scenario file and say, step by step, what passed

     The engine of `segnavd check` over HTTP (docs/scenarios.md), for test suites not written in Swift.
    The
    body is one scenario: a `setup` as `POST /v1/sessions` takes it and `steps`, each an action as
    `POST /v1/sessions/{id}/actions` takes it (none for the first step: the launch) with optional
    `expect`
    (event matchers that must appear in this order; with `exactly`, the step's whole list), `forbid`,
    `state` (a part of the resulting state) and `status` (422 when the UI must refuse, with its
    `reason`).
    Runs the model in process, touching no session. Answers 200 whether or not the scenario passed; a
    file
    that is not a valid scenario is a 400 naming each problem's JSON pointer, and nothing runs.

    Args:
        body (Scenario): An integration test of one session: a setup and steps.
            docs/scenario.schema.json is this schema as a
            JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BadRequestProblem | ContentTooLargeProblem | RunScenarioResponse422 | RunScenarioResponse503 | ScenarioResult | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
