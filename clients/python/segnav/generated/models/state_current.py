from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.state_current_title_view_type_1 import StateCurrentTitleViewType1
from ..models.state_current_title_view_type_2_type_1 import StateCurrentTitleViewType2Type1
from ..models.state_current_title_view_type_3_type_1 import StateCurrentTitleViewType3Type1
from typing import cast






T = TypeVar("T", bound="StateCurrent")



@_attrs_define
class StateCurrent:
    """ 
        Attributes:
            segment (int):
            title (None | str): The selected segment's title.
            top_controller (str): The top of the navigation stack's id ("" when the stack is empty).
            navigation_title (None | str): The top navigation item's title.
            title_view (None | StateCurrentTitleViewType1 | StateCurrentTitleViewType2Type1 |
                StateCurrentTitleViewType3Type1): "segmentedControl" when the top item's title view is the control, else null.
            back_button_title (None | str): The back button's title; null when there is none (at the root); empty when the
                previous item's back bar button item has a nil title (the button shows no text).
     """

    segment: int
    title: None | str
    top_controller: str
    navigation_title: None | str
    title_view: None | StateCurrentTitleViewType1 | StateCurrentTitleViewType2Type1 | StateCurrentTitleViewType3Type1
    back_button_title: None | str





    def to_dict(self) -> dict[str, Any]:
        segment = self.segment

        title: None | str
        title = self.title

        top_controller = self.top_controller

        navigation_title: None | str
        navigation_title = self.navigation_title

        title_view: None | str
        if isinstance(self.title_view, StateCurrentTitleViewType1):
            title_view = self.title_view.value
        elif isinstance(self.title_view, StateCurrentTitleViewType2Type1):
            title_view = self.title_view.value
        elif isinstance(self.title_view, StateCurrentTitleViewType3Type1):
            title_view = self.title_view.value
        else:
            title_view = self.title_view

        back_button_title: None | str
        back_button_title = self.back_button_title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "segment": segment,
            "title": title,
            "topController": top_controller,
            "navigationTitle": navigation_title,
            "titleView": title_view,
            "backButtonTitle": back_button_title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        segment = d.pop("segment")

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        top_controller = d.pop("topController")

        def _parse_navigation_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        navigation_title = _parse_navigation_title(d.pop("navigationTitle"))


        def _parse_title_view(data: object) -> None | StateCurrentTitleViewType1 | StateCurrentTitleViewType2Type1 | StateCurrentTitleViewType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                title_view_type_1 = StateCurrentTitleViewType1(data)



                return title_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                title_view_type_2_type_1 = StateCurrentTitleViewType2Type1(data)



                return title_view_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                title_view_type_3_type_1 = StateCurrentTitleViewType3Type1(data)



                return title_view_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StateCurrentTitleViewType1 | StateCurrentTitleViewType2Type1 | StateCurrentTitleViewType3Type1, data)

        title_view = _parse_title_view(d.pop("titleView"))


        def _parse_back_button_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        back_button_title = _parse_back_button_title(d.pop("backButtonTitle"))


        state_current = cls(
            segment=segment,
            title=title,
            top_controller=top_controller,
            navigation_title=navigation_title,
            title_view=title_view,
            back_button_title=back_button_title,
        )

        return state_current

