from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.answer_too_large_problem_status import AnswerTooLargeProblemStatus
from ..models.answer_too_large_problem_title import AnswerTooLargeProblemTitle
from ..models.answer_too_large_problem_type import AnswerTooLargeProblemType
from typing import cast

if TYPE_CHECKING:
  from ..models.parameter_field_error import ParameterFieldError
  from ..models.pointer_field_error import PointerFieldError





T = TypeVar("T", bound="AnswerTooLargeProblem")



@_attrs_define
class AnswerTooLargeProblem:
    """ A batch whose events would take more than `--max-answer-bytes` (default 1 MiB): refused before it applies,
    so nothing changed; send fewer actions per request. Bounds every write's answer and every stream's copy of it.

        Attributes:
            type_ (AnswerTooLargeProblemType):
            title (AnswerTooLargeProblemTitle):
            status (AnswerTooLargeProblemStatus):
            detail (str):
            errors (list[ParameterFieldError | PointerFieldError]):
            limit (int): The bound, in bytes of events (`--max-answer-bytes`).
     """

    type_: AnswerTooLargeProblemType
    title: AnswerTooLargeProblemTitle
    status: AnswerTooLargeProblemStatus
    detail: str
    errors: list[ParameterFieldError | PointerFieldError]
    limit: int





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



        limit = self.limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "errors": errors,
            "limit": limit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        d = dict(src_dict)
        type_ = AnswerTooLargeProblemType(d.pop("type"))




        title = AnswerTooLargeProblemTitle(d.pop("title"))




        status = AnswerTooLargeProblemStatus(d.pop("status"))




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


        limit = d.pop("limit")

        answer_too_large_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            limit=limit,
        )

        return answer_too_large_problem

