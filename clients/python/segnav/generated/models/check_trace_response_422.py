from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.check_trace_response_422_status import CheckTraceResponse422Status
from ..models.check_trace_response_422_title import CheckTraceResponse422Title
from ..models.check_trace_response_422_type import CheckTraceResponse422Type
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.parameter_field_error import ParameterFieldError
  from ..models.pointer_field_error import PointerFieldError





T = TypeVar("T", bound="CheckTraceResponse422")



@_attrs_define
class CheckTraceResponse422:
    """ 
        Attributes:
            type_ (CheckTraceResponse422Type):
            title (CheckTraceResponse422Title):
            status (CheckTraceResponse422Status):
            detail (str):
            errors (list[ParameterFieldError | PointerFieldError] | Unset): At most 20; `omittedErrors` counts the rest.
            omitted_errors (int | Unset): Bad inputs found beyond the 20 listed in `errors`.
     """

    type_: CheckTraceResponse422Type
    title: CheckTraceResponse422Title
    status: CheckTraceResponse422Status
    detail: str
    errors: list[ParameterFieldError | PointerFieldError] | Unset = UNSET
    omitted_errors: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.parameter_field_error import ParameterFieldError # noqa: PLC0415
        from ..models.pointer_field_error import PointerFieldError # noqa: PLC0415
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

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
        field_dict.update(self.additional_properties)
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
        type_ = CheckTraceResponse422Type(d.pop("type"))




        title = CheckTraceResponse422Title(d.pop("title"))




        status = CheckTraceResponse422Status(d.pop("status"))




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

        check_trace_response_422 = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            omitted_errors=omitted_errors,
        )


        check_trace_response_422.additional_properties = d
        return check_trace_response_422

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
