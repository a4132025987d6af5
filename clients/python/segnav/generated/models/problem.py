from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.parameter_field_error import ParameterFieldError
  from ..models.pointer_field_error import PointerFieldError





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ RFC 9457 problem details.

        Attributes:
            type_ (str):
            title (str):
            status (int):
            detail (str):
            errors (list[ParameterFieldError | PointerFieldError] | Unset): At most 20; `omittedErrors` counts the rest.
            omitted_errors (int | Unset): Bad inputs found beyond the 20 listed in `errors`.
     """

    type_: str
    title: str
    status: int
    detail: str
    errors: list[ParameterFieldError | PointerFieldError] | Unset = UNSET
    omitted_errors: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

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



        omitted_errors = self.omitted_errors


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
        })
        if errors is not UNSET:
            field_dict["errors"] = errors
        if omitted_errors is not UNSET:
            field_dict["omittedErrors"] = omitted_errors

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

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


        omitted_errors = d.pop("omittedErrors", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            omitted_errors=omitted_errors,
        )

        return problem

