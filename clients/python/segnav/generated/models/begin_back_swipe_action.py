from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.begin_back_swipe_action_type import BeginBackSwipeActionType






T = TypeVar("T", bound="BeginBackSwipeAction")



@_attrs_define
class BeginBackSwipeAction:
    """ The finger starts the interactive back swipe at the screen's leading edge (DESIGN.md §3.14): the top leaves
    the stack, will-disappears, the one below will-appears. 422 `noBackButton` at the root, `transitionInProgress`
    while a transition runs, `unsupportedOnRuntime` on `legacy` (the gesture arrived in iOS 7). While a swipe is
    held, actions other than the swipe's own, `advance` and `memoryWarning` are 422 `transitionInProgress`.

        Attributes:
            type_ (BeginBackSwipeActionType):
     """

    type_: BeginBackSwipeActionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BeginBackSwipeActionType(d.pop("type"))




        begin_back_swipe_action = cls(
            type_=type_,
        )

        return begin_back_swipe_action

