from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ParameterFieldError")



@_attrs_define
class ParameterFieldError:
    """ A bad query parameter or header.

        Attributes:
            parameter (str): The query parameter's or header's name.
            detail (str):
     """

    parameter: str
    detail: str





    def to_dict(self) -> dict[str, Any]:
        parameter = self.parameter

        detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "parameter": parameter,
            "detail": detail,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        parameter = d.pop("parameter")

        detail = d.pop("detail")

        parameter_field_error = cls(
            parameter=parameter,
            detail=detail,
        )

        return parameter_field_error

