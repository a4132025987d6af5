from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CompareFinal")



@_attrs_define
class CompareFinal:
    """ 
        Attributes:
            selected_index (int):
            top_controller (None | str): The top controller's title, or its class when untitled; null with an empty stack.
            back_button_title (None | str):
            stack_depth (int):
            warnings (int):
     """

    selected_index: int
    top_controller: None | str
    back_button_title: None | str
    stack_depth: int
    warnings: int





    def to_dict(self) -> dict[str, Any]:
        selected_index = self.selected_index

        top_controller: None | str
        top_controller = self.top_controller

        back_button_title: None | str
        back_button_title = self.back_button_title

        stack_depth = self.stack_depth

        warnings = self.warnings


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "selectedIndex": selected_index,
            "topController": top_controller,
            "backButtonTitle": back_button_title,
            "stackDepth": stack_depth,
            "warnings": warnings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        selected_index = d.pop("selectedIndex")

        def _parse_top_controller(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top_controller = _parse_top_controller(d.pop("topController"))


        def _parse_back_button_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        back_button_title = _parse_back_button_title(d.pop("backButtonTitle"))


        stack_depth = d.pop("stackDepth")

        warnings = d.pop("warnings")

        compare_final = cls(
            selected_index=selected_index,
            top_controller=top_controller,
            back_button_title=back_button_title,
            stack_depth=stack_depth,
            warnings=warnings,
        )

        return compare_final

