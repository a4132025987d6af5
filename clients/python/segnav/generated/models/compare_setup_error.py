from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CompareSetupError")



@_attrs_define
class CompareSetupError:
    """ 
        Attributes:
            field (str): JSON pointer into the request body.
            message (str):
     """

    field: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field": field,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        message = d.pop("message")

        compare_setup_error = cls(
            field=field,
            message=message,
        )

        return compare_setup_error

