from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StateSegmentsItem")



@_attrs_define
class StateSegmentsItem:
    """ 
        Attributes:
            index (int):
            title (None | str): The title the control shows at this index (null for an untitled segment).
            controller (None | str): The controller selecting this index shows, or null when the program has released it
                while its control lives on (the 2010 managing seed after a legacy `viewDidUnload`: the navigation item's title
                view keeps the control, the segment controllers are gone until the next `viewDidLoad`).
     """

    index: int
    title: None | str
    controller: None | str





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        title: None | str
        title = self.title

        controller: None | str
        controller = self.controller


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "title": title,
            "controller": controller,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        def _parse_controller(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        controller = _parse_controller(d.pop("controller"))


        state_segments_item = cls(
            index=index,
            title=title,
            controller=controller,
        )

        return state_segments_item

