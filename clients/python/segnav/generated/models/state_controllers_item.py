from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.appearance_state import AppearanceState
from typing import cast






T = TypeVar("T", bound="StateControllersItem")



@_attrs_define
class StateControllersItem:
    """ 
        Attributes:
            id (str): A controller's id in its session (`vc-N`); `segmentsController` is the navigation seed's
                `SegmentsController`.
            class_ (str):
            title (None | str):
            parent (None | str): The parent controller's id, or null.
            view_loaded (bool):
            appearance (AppearanceState):
            in_window (bool):
     """

    id: str
    class_: str
    title: None | str
    parent: None | str
    view_loaded: bool
    appearance: AppearanceState
    in_window: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        class_ = self.class_

        title: None | str
        title = self.title

        parent: None | str
        parent = self.parent

        view_loaded = self.view_loaded

        appearance = self.appearance.value

        in_window = self.in_window


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "class": class_,
            "title": title,
            "parent": parent,
            "viewLoaded": view_loaded,
            "appearance": appearance,
            "inWindow": in_window,
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


        def _parse_parent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent = _parse_parent(d.pop("parent"))


        view_loaded = d.pop("viewLoaded")

        appearance = AppearanceState(d.pop("appearance"))




        in_window = d.pop("inWindow")

        state_controllers_item = cls(
            id=id,
            class_=class_,
            title=title,
            parent=parent,
            view_loaded=view_loaded,
            appearance=appearance,
            in_window=in_window,
        )

        return state_controllers_item

