from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.advance_action_type import AdvanceActionType






T = TypeVar("T", bound="AdvanceAction")



@_attrs_define
class AdvanceAction:
    """ Model time passes by `seconds` (kept as whole milliseconds): every animation due within it ends, each in
    its own run-loop turn at its due time (DESIGN.md §3.13). With the auto clock nothing is ever pending.

        Attributes:
            type_ (AdvanceActionType):
            seconds (float):
     """

    type_: AdvanceActionType
    seconds: float





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seconds = self.seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seconds": seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AdvanceActionType(d.pop("type"))




        seconds = d.pop("seconds")

        advance_action = cls(
            type_=type_,
            seconds=seconds,
        )

        return advance_action

