from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_page_swipe_action_type import UpdatePageSwipeActionType






T = TypeVar("T", bound="UpdatePageSwipeAction")



@_attrs_define
class UpdatePageSwipeAction:
    """ The finger moves the page; `progress` is how far across (422 `noPageSwipe` without a held swipe).

        Attributes:
            type_ (UpdatePageSwipeActionType):
            progress (float):
     """

    type_: UpdatePageSwipeActionType
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
        type_ = UpdatePageSwipeActionType(d.pop("type"))




        progress = d.pop("progress")

        update_page_swipe_action = cls(
            type_=type_,
            progress=progress,
        )

        return update_page_swipe_action

