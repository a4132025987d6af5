from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seq_ahead_problem_status import SeqAheadProblemStatus
from ..models.seq_ahead_problem_title import SeqAheadProblemTitle
from ..models.seq_ahead_problem_type import SeqAheadProblemType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.parameter_field_error import ParameterFieldError
  from ..models.pointer_field_error import PointerFieldError





T = TypeVar("T", bound="SeqAheadProblem")



@_attrs_define
class SeqAheadProblem:
    """ The 409 problem, with the session's last event seq.

        Attributes:
            type_ (SeqAheadProblemType):
            title (SeqAheadProblemTitle):
            status (SeqAheadProblemStatus):
            detail (str):
            last_seq (int):
            errors (list[ParameterFieldError | PointerFieldError] | Unset):
     """

    type_: SeqAheadProblemType
    title: SeqAheadProblemTitle
    status: SeqAheadProblemStatus
    detail: str
    last_seq: int
    errors: list[ParameterFieldError | PointerFieldError] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

        detail = self.detail

        last_seq = self.last_seq

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item: dict[str, Any]
                if isinstance(errors_item_data, PointerFieldError):
                    errors_item = errors_item_data.to_dict()
                else:
                    errors_item = errors_item_data.to_dict()

                errors.append(errors_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "lastSeq": last_seq,
        })
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        d = dict(src_dict)
        type_ = SeqAheadProblemType(d.pop("type"))




        title = SeqAheadProblemTitle(d.pop("title"))




        status = SeqAheadProblemStatus(d.pop("status"))




        detail = d.pop("detail")

        last_seq = d.pop("lastSeq")

        _errors = d.pop("errors", UNSET)
        errors: list[ParameterFieldError | PointerFieldError] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
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


        seq_ahead_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            last_seq=last_seq,
            errors=errors,
        )

        return seq_ahead_problem

