from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_refusal_reason import ActionRefusalReason
from ..models.action_refused_problem_status import ActionRefusedProblemStatus
from ..models.action_refused_problem_title import ActionRefusedProblemTitle
from ..models.action_refused_problem_type import ActionRefusedProblemType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.parameter_field_error import ParameterFieldError
  from ..models.pointer_field_error import PointerFieldError





T = TypeVar("T", bound="ActionRefusedProblem")



@_attrs_define
class ActionRefusedProblem:
    """ The problem of an `ActionRefused` answer, with the refusal's `reason`.

        Attributes:
            type_ (ActionRefusedProblemType):
            title (ActionRefusedProblemTitle):
            status (ActionRefusedProblemStatus):
            detail (str):
            errors (list[ParameterFieldError | PointerFieldError]):
            reason (ActionRefusalReason):
            limit (int | Unset): With `stackTooDeep` only, the most screens a navigation stack may hold (`--max-stack-
                depth`).
            step (int | Unset): With a scenario opened as a session (`POST /v1/sessions` with `scenario`) only: the step
                that was refused
                though the scenario did not expect it (`"status": 422`); no session was made.
     """

    type_: ActionRefusedProblemType
    title: ActionRefusedProblemTitle
    status: ActionRefusedProblemStatus
    detail: str
    errors: list[ParameterFieldError | PointerFieldError]
    reason: ActionRefusalReason
    limit: int | Unset = UNSET
    step: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

        detail = self.detail

        errors = []
        for errors_item_data in self.errors:
            errors_item: dict[str, Any]
            if isinstance(errors_item_data, PointerFieldError):
                errors_item = errors_item_data.to_dict()
            else:
                errors_item = errors_item_data.to_dict()

            errors.append(errors_item)



        reason = self.reason.value

        limit = self.limit

        step = self.step


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "errors": errors,
            "reason": reason,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if step is not UNSET:
            field_dict["step"] = step

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        d = dict(src_dict)
        type_ = ActionRefusedProblemType(d.pop("type"))




        title = ActionRefusedProblemTitle(d.pop("title"))




        status = ActionRefusedProblemStatus(d.pop("status"))




        detail = d.pop("detail")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in (_errors):
            def _parse_errors_item(data: object) -> ParameterFieldError | PointerFieldError:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_field_error_type_0 = PointerFieldError.from_dict(data)



                    return componentsschemas_field_error_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_field_error_type_1 = ParameterFieldError.from_dict(data)



                return componentsschemas_field_error_type_1

            errors_item = _parse_errors_item(errors_item_data)

            errors.append(errors_item)


        reason = ActionRefusalReason(d.pop("reason"))




        limit = d.pop("limit", UNSET)

        step = d.pop("step", UNSET)

        action_refused_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            reason=reason,
            limit=limit,
            step=step,
        )

        return action_refused_problem

