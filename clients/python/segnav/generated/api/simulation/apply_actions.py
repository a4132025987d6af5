from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_refused_problem import ActionRefusedProblem
from ...models.actions_result import ActionsResult
from ...models.advance_action import AdvanceAction
from ...models.answer_too_large_problem import AnswerTooLargeProblem
from ...models.bad_request_problem import BadRequestProblem
from ...models.begin_back_swipe_action import BeginBackSwipeAction
from ...models.begin_page_swipe_action import BeginPageSwipeAction
from ...models.checked_action_batch import CheckedActionBatch
from ...models.content_too_large_problem import ContentTooLargeProblem
from ...models.end_back_swipe_action import EndBackSwipeAction
from ...models.end_page_swipe_action import EndPageSwipeAction
from ...models.memory_warning_action import MemoryWarningAction
from ...models.misdirected_problem import MisdirectedProblem
from ...models.pop_action import PopAction
from ...models.pop_to_root_action import PopToRootAction
from ...models.precondition_failed_problem import PreconditionFailedProblem
from ...models.push_action import PushAction
from ...models.response_memory_full_problem import ResponseMemoryFullProblem
from ...models.select_segment_action import SelectSegmentAction
from ...models.session_not_found_problem import SessionNotFoundProblem
from ...models.set_segment_action import SetSegmentAction
from ...models.tap_back_action import TapBackAction
from ...models.tap_row_action import TapRowAction
from ...models.unauthorized_problem import UnauthorizedProblem
from ...models.unsupported_media_type_problem import UnsupportedMediaTypeProblem
from ...models.update_back_swipe_action import UpdateBackSwipeAction
from ...models.update_page_swipe_action import UpdatePageSwipeAction
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction,
    if_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/actions".format(id=quote(str(id), safe=""),),
    }

    
    if isinstance(body, SelectSegmentAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SetSegmentAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TapRowAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PushAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PopAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PopToRootAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, TapBackAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MemoryWarningAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BeginBackSwipeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UpdateBackSwipeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndBackSwipeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AdvanceAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BeginPageSwipeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, UpdatePageSwipeAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndPageSwipeAction):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    if response.status_code == 200:
        response_200 = ActionsResult.from_dict(response.json())



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

    if response.status_code == 412:
        response_412 = PreconditionFailedProblem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = ContentTooLargeProblem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = UnsupportedMediaTypeProblem.from_dict(response.json())



        return response_415

    if response.status_code == 421:
        response_421 = MisdirectedProblem.from_dict(response.json())



        return response_421

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ActionRefusedProblem | AnswerTooLargeProblem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ActionRefusedProblem.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = AnswerTooLargeProblem.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = ResponseMemoryFullProblem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
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
    body: AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction,
    if_match: str | Unset = UNSET,

) -> Response[ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Apply one action or a batch

     One action object, or `{"actions": [...]}` applied atomically in order: if any action is refused
    (422,
    pointer `/actions/N/...`) none is applied. Each applied action adds one to the version. `If-Match`
    names
    the version the client saw (`"3"` or `*`); a stale one gets 412 with the current `ETag`. If-Match
    compares strongly (RFC 9110 §13.1.1), so a weak tag (`W/"3"`) never matches and also gets 412.

    Checks run in this order: unknown query parameters (400), the session (404/421), the body (415/400),
    `If-Match` syntax (400), then the version (412) and the actions themselves (422).

    **Expectations.** A batch may carry a scenario step's `expect`, `exactly`, `forbid` and `state`
    (docs/scenarios.md): the actions apply as usual, and the answer gains `verdict` (`passed`, and
    `report`:
    what `segnavd check` prints for the step, with its aligned diff). Invalid matchers are 400 naming
    them
    (`/expect/0/name`), before anything is applied; on a single action they are 400 too (wrap it in
    `{"actions": [...]}`).

    What the UI cannot do is 422 with the reason as the problem type and as `reason`: `indexOutOfRange`,
    `controlNotOnScreen` (a `selectSegment` tap while the control is not in the top item's title view),
    `noTableOnScreen`, `rowOutOfRange`, `rowHasNoDetail`, `noBackButton`, `invalidScreen`,
    `stackTooDeep` (a push
    past `--max-stack-depth` screens, default 64; the problem names the `limit`),
    `transitionInProgress` (an action while a back swipe holds the transition, or a swipe while a
    transition
    animates), `noBackSwipe` (update/end without a held swipe), `unsupportedOnRuntime` (a back swipe on
    `legacy`),
    `noPageViewController` (a page swipe with no page view controller on screen), `noPageSwipe`
    (update/end
    without a held page swipe), `noPageInDirection` (a page swipe toward a side with no page).
    `programLimit` (a container program ran past one of its limits; the pointer names its statement, and
    the
    session is unchanged: docs/containers.md part 9).
    A batch whose events would take more than `--max-answer-bytes` (default 1 MiB) is 422 `answer-too-
    large`
    with the `limit`, refused before it applies: every answer is bounded.
    A programmatic `pop` at the root is a no-op, as in UIKit: 200 with `"noop": true` (single actions
    only;
    a batch always answers `"noop": false`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        if_match (str | Unset):
        body (AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch |
            EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction |
            PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction |
            TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction): What `POST
            /v1/sessions/{id}/actions` takes: one action, or a batch (all or none), which may carry a
            scenario step's expectations (`expect`, `exactly`, `forbid`, `state`, with their meaning
            in scenario
            files). The actions apply as usual, whatever the expectations say; the answer's `verdict`
            judges them.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction,
    if_match: str | Unset = UNSET,

) -> ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Apply one action or a batch

     One action object, or `{"actions": [...]}` applied atomically in order: if any action is refused
    (422,
    pointer `/actions/N/...`) none is applied. Each applied action adds one to the version. `If-Match`
    names
    the version the client saw (`"3"` or `*`); a stale one gets 412 with the current `ETag`. If-Match
    compares strongly (RFC 9110 §13.1.1), so a weak tag (`W/"3"`) never matches and also gets 412.

    Checks run in this order: unknown query parameters (400), the session (404/421), the body (415/400),
    `If-Match` syntax (400), then the version (412) and the actions themselves (422).

    **Expectations.** A batch may carry a scenario step's `expect`, `exactly`, `forbid` and `state`
    (docs/scenarios.md): the actions apply as usual, and the answer gains `verdict` (`passed`, and
    `report`:
    what `segnavd check` prints for the step, with its aligned diff). Invalid matchers are 400 naming
    them
    (`/expect/0/name`), before anything is applied; on a single action they are 400 too (wrap it in
    `{"actions": [...]}`).

    What the UI cannot do is 422 with the reason as the problem type and as `reason`: `indexOutOfRange`,
    `controlNotOnScreen` (a `selectSegment` tap while the control is not in the top item's title view),
    `noTableOnScreen`, `rowOutOfRange`, `rowHasNoDetail`, `noBackButton`, `invalidScreen`,
    `stackTooDeep` (a push
    past `--max-stack-depth` screens, default 64; the problem names the `limit`),
    `transitionInProgress` (an action while a back swipe holds the transition, or a swipe while a
    transition
    animates), `noBackSwipe` (update/end without a held swipe), `unsupportedOnRuntime` (a back swipe on
    `legacy`),
    `noPageViewController` (a page swipe with no page view controller on screen), `noPageSwipe`
    (update/end
    without a held page swipe), `noPageInDirection` (a page swipe toward a side with no page).
    `programLimit` (a container program ran past one of its limits; the pointer names its statement, and
    the
    session is unchanged: docs/containers.md part 9).
    A batch whose events would take more than `--max-answer-bytes` (default 1 MiB) is 422 `answer-too-
    large`
    with the `limit`, refused before it applies: every answer is bounded.
    A programmatic `pop` at the root is a no-op, as in UIKit: 200 with `"noop": true` (single actions
    only;
    a batch always answers `"noop": false`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        if_match (str | Unset):
        body (AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch |
            EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction |
            PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction |
            TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction): What `POST
            /v1/sessions/{id}/actions` takes: one action, or a batch (all or none), which may carry a
            scenario step's expectations (`expect`, `exactly`, `forbid`, `state`, with their meaning
            in scenario
            files). The actions apply as usual, whatever the expectations say; the answer's `verdict`
            judges them.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction,
    if_match: str | Unset = UNSET,

) -> Response[ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]:
    """ Apply one action or a batch

     One action object, or `{"actions": [...]}` applied atomically in order: if any action is refused
    (422,
    pointer `/actions/N/...`) none is applied. Each applied action adds one to the version. `If-Match`
    names
    the version the client saw (`"3"` or `*`); a stale one gets 412 with the current `ETag`. If-Match
    compares strongly (RFC 9110 §13.1.1), so a weak tag (`W/"3"`) never matches and also gets 412.

    Checks run in this order: unknown query parameters (400), the session (404/421), the body (415/400),
    `If-Match` syntax (400), then the version (412) and the actions themselves (422).

    **Expectations.** A batch may carry a scenario step's `expect`, `exactly`, `forbid` and `state`
    (docs/scenarios.md): the actions apply as usual, and the answer gains `verdict` (`passed`, and
    `report`:
    what `segnavd check` prints for the step, with its aligned diff). Invalid matchers are 400 naming
    them
    (`/expect/0/name`), before anything is applied; on a single action they are 400 too (wrap it in
    `{"actions": [...]}`).

    What the UI cannot do is 422 with the reason as the problem type and as `reason`: `indexOutOfRange`,
    `controlNotOnScreen` (a `selectSegment` tap while the control is not in the top item's title view),
    `noTableOnScreen`, `rowOutOfRange`, `rowHasNoDetail`, `noBackButton`, `invalidScreen`,
    `stackTooDeep` (a push
    past `--max-stack-depth` screens, default 64; the problem names the `limit`),
    `transitionInProgress` (an action while a back swipe holds the transition, or a swipe while a
    transition
    animates), `noBackSwipe` (update/end without a held swipe), `unsupportedOnRuntime` (a back swipe on
    `legacy`),
    `noPageViewController` (a page swipe with no page view controller on screen), `noPageSwipe`
    (update/end
    without a held page swipe), `noPageInDirection` (a page swipe toward a side with no page).
    `programLimit` (a container program ran past one of its limits; the pointer names its statement, and
    the
    session is unchanged: docs/containers.md part 9).
    A batch whose events would take more than `--max-answer-bytes` (default 1 MiB) is 422 `answer-too-
    large`
    with the `limit`, refused before it applies: every answer is bounded.
    A programmatic `pop` at the root is a no-op, as in UIKit: 200 with `"noop": true` (single actions
    only;
    a batch always answers `"noop": false`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        if_match (str | Unset):
        body (AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch |
            EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction |
            PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction |
            TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction): What `POST
            /v1/sessions/{id}/actions` takes: one action, or a batch (all or none), which may carry a
            scenario step's expectations (`expect`, `exactly`, `forbid`, `state`, with their meaning
            in scenario
            files). The actions apply as usual, whatever the expectations say; the answer's `verdict`
            judges them.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction,
    if_match: str | Unset = UNSET,

) -> ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem | None:
    """ Apply one action or a batch

     One action object, or `{"actions": [...]}` applied atomically in order: if any action is refused
    (422,
    pointer `/actions/N/...`) none is applied. Each applied action adds one to the version. `If-Match`
    names
    the version the client saw (`"3"` or `*`); a stale one gets 412 with the current `ETag`. If-Match
    compares strongly (RFC 9110 §13.1.1), so a weak tag (`W/"3"`) never matches and also gets 412.

    Checks run in this order: unknown query parameters (400), the session (404/421), the body (415/400),
    `If-Match` syntax (400), then the version (412) and the actions themselves (422).

    **Expectations.** A batch may carry a scenario step's `expect`, `exactly`, `forbid` and `state`
    (docs/scenarios.md): the actions apply as usual, and the answer gains `verdict` (`passed`, and
    `report`:
    what `segnavd check` prints for the step, with its aligned diff). Invalid matchers are 400 naming
    them
    (`/expect/0/name`), before anything is applied; on a single action they are 400 too (wrap it in
    `{"actions": [...]}`).

    What the UI cannot do is 422 with the reason as the problem type and as `reason`: `indexOutOfRange`,
    `controlNotOnScreen` (a `selectSegment` tap while the control is not in the top item's title view),
    `noTableOnScreen`, `rowOutOfRange`, `rowHasNoDetail`, `noBackButton`, `invalidScreen`,
    `stackTooDeep` (a push
    past `--max-stack-depth` screens, default 64; the problem names the `limit`),
    `transitionInProgress` (an action while a back swipe holds the transition, or a swipe while a
    transition
    animates), `noBackSwipe` (update/end without a held swipe), `unsupportedOnRuntime` (a back swipe on
    `legacy`),
    `noPageViewController` (a page swipe with no page view controller on screen), `noPageSwipe`
    (update/end
    without a held page swipe), `noPageInDirection` (a page swipe toward a side with no page).
    `programLimit` (a container program ran past one of its limits; the pointer names its statement, and
    the
    session is unchanged: docs/containers.md part 9).
    A batch whose events would take more than `--max-answer-bytes` (default 1 MiB) is 422 `answer-too-
    large`
    with the `limit`, refused before it applies: every answer is bounded.
    A programmatic `pop` at the root is a no-op, as in UIKit: 200 with `"noop": true` (single actions
    only;
    a batch always answers `"noop": false`).

    Args:
        id (str): What the server parses as a session id (anything else is 404).
        if_match (str | Unset):
        body (AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | CheckedActionBatch |
            EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction |
            PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction |
            TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction): What `POST
            /v1/sessions/{id}/actions` takes: one action, or a batch (all or none), which may carry a
            scenario step's expectations (`expect`, `exactly`, `forbid`, `state`, with their meaning
            in scenario
            files). The actions apply as usual, whatever the expectations say; the answer's `verdict`
            judges them.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRefusedProblem | AnswerTooLargeProblem | ActionsResult | BadRequestProblem | ContentTooLargeProblem | MisdirectedProblem | PreconditionFailedProblem | ResponseMemoryFullProblem | SessionNotFoundProblem | UnauthorizedProblem | UnsupportedMediaTypeProblem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,

    )).parsed
