from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.end_page_swipe_action_type import EndPageSwipeActionType






T = TypeVar("T", bound="EndPageSwipeAction")



@_attrs_define
class EndPageSwipeAction:
    """ The finger lifts: nothing is called then. `complete` true settles on the new page, false falls back; the
    settle (the rest of the 0.35 s, with a manual clock when `advance` reaches it) sends the did- calls and
    `pageDidFinishAnimating` (DESIGN.md §3.17).

        Attributes:
            type_ (EndPageSwipeActionType):
            complete (bool):
     """

    type_: EndPageSwipeActionType
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
        type_ = EndPageSwipeActionType(d.pop("type"))




        complete = d.pop("complete")

        end_page_swipe_action = cls(
            type_=type_,
            complete=complete,
        )

        return end_page_swipe_action

