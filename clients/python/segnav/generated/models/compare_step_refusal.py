from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compare_step_refusal_code import CompareStepRefusalCode






T = TypeVar("T", bound="CompareStepRefusal")



@_attrs_define
class CompareStepRefusal:
    """ The action was refused (what would be a 422); nothing changed.

        Attributes:
            code (CompareStepRefusalCode):
            message (str):
     """

    code: CompareStepRefusalCode
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = CompareStepRefusalCode(d.pop("code"))




        message = d.pop("message")

        compare_step_refusal = cls(
            code=code,
            message=message,
        )

        return compare_step_refusal

