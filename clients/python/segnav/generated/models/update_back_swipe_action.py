from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_back_swipe_action_type import UpdateBackSwipeActionType






T = TypeVar("T", bound="UpdateBackSwipeAction")



@_attrs_define
class UpdateBackSwipeAction:
    """ The finger moves; `progress` is how far across the screen (422 `noBackSwipe` without a held swipe).

        Attributes:
            type_ (UpdateBackSwipeActionType):
            progress (float):
     """

    type_: UpdateBackSwipeActionType
    progress: float





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        progress = self.progress


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "progress": progress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = UpdateBackSwipeActionType(d.pop("type"))




        progress = d.pop("progress")

        update_back_swipe_action = cls(
            type_=type_,
            progress=progress,
        )

        return update_back_swipe_action

