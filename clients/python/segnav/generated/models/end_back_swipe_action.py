from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.end_back_swipe_action_type import EndBackSwipeActionType






T = TypeVar("T", bound="EndBackSwipeAction")



@_attrs_define
class EndBackSwipeAction:
    """ The finger lifts: `complete` true finishes the pop, false (let go before the threshold, or reversed) cancels
    it. The rest of the animation takes the rest of the 0.35 s (with a manual clock, until `advance` reaches it).

        Attributes:
            type_ (EndBackSwipeActionType):
            complete (bool):
     """

    type_: EndBackSwipeActionType
    complete: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        complete = self.complete


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "complete": complete,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EndBackSwipeActionType(d.pop("type"))




        complete = d.pop("complete")

        end_back_swipe_action = cls(
            type_=type_,
            complete=complete,
        )

        return end_back_swipe_action

