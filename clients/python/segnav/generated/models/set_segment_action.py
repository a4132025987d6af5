from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.set_segment_action_type import SetSegmentActionType






T = TypeVar("T", bound="SetSegmentAction")



@_attrs_define
class SetSegmentAction:
    """ App code sets `selectedSegmentIndex` and calls the strategy's change handler, as a deep link would; works
    while a screen is pushed.

        Attributes:
            type_ (SetSegmentActionType):
            index (int):
     """

    type_: SetSegmentActionType
    index: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        index = self.index


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "index": index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SetSegmentActionType(d.pop("type"))




        index = d.pop("index")

        set_segment_action = cls(
            type_=type_,
            index=index,
        )

        return set_segment_action

