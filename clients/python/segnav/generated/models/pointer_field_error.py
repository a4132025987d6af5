from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PointerFieldError")



@_attrs_define
class PointerFieldError:
    """ A bad body member.

        Attributes:
            pointer (str): JSON pointer (RFC 6901) into the request body; `""` is the whole body.
            detail (str):
     """

    pointer: str
    detail: str





    def to_dict(self) -> dict[str, Any]:
        pointer = self.pointer

        detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pointer": pointer,
            "detail": detail,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pointer = d.pop("pointer")

        detail = d.pop("detail")

        pointer_field_error = cls(
            pointer=pointer,
            detail=detail,
        )

        return pointer_field_error

