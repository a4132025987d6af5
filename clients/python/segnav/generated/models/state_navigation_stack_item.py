from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="StateNavigationStackItem")



@_attrs_define
class StateNavigationStackItem:
    """ 
        Attributes:
            id (str): A controller's id in its session (`vc-N`); `segmentsController` is the navigation seed's
                `SegmentsController`.
            class_ (str):
            title (None | str):
     """

    id: str
    class_: str
    title: None | str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        class_ = self.class_

        title: None | str
        title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "class": class_,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        class_ = d.pop("class")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        state_navigation_stack_item = cls(
            id=id,
            class_=class_,
            title=title,
        )

        return state_navigation_stack_item

