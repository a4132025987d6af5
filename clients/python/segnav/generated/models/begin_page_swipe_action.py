from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.begin_page_swipe_action_direction import BeginPageSwipeActionDirection
from ..models.begin_page_swipe_action_type import BeginPageSwipeActionType






T = TypeVar("T", bound="BeginPageSwipeAction")



@_attrs_define
class BeginPageSwipeAction:
    """ The finger starts dragging the page view controller's page toward the next (`forward`) or previous
    (`reverse`) page (DESIGN.md §3.17): the neighbour becomes a child, the delegate hears `pageWillTransition`,
    the neighbour will-appears and the shown page will-disappears. A scroll still settling is interrupted
    (DESIGN.md §3.19). 422 `noPageViewController` without one on screen, `noPageInDirection` at either end,
    `transitionInProgress` while a page swipe is held or a navigation transition runs. While a page swipe is
    held, actions other than its own, `advance` and `memoryWarning` are 422 `transitionInProgress`; while it
    settles, only a segment switch (which interrupts it) is accepted.

        Attributes:
            type_ (BeginPageSwipeActionType):
            direction (BeginPageSwipeActionDirection):
     """

    type_: BeginPageSwipeActionType
    direction: BeginPageSwipeActionDirection





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        direction = self.direction.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BeginPageSwipeActionType(d.pop("type"))




        direction = BeginPageSwipeActionDirection(d.pop("direction"))




        begin_page_swipe_action = cls(
            type_=type_,
            direction=direction,
        )

        return begin_page_swipe_action

