from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.leaf_screen import LeafScreen
  from ..models.table_screen_depth_0 import TableScreenDepth0





T = TypeVar("T", bound="SegmentSpec")



@_attrs_define
class SegmentSpec:
    """ 
        Attributes:
            screen (LeafScreen | TableScreenDepth0): A screen at nesting depth 0 (0 = a segment's or a push's own screen;
                each row `detail` is one deeper). A `table` with rows, or any screen without rows.
            title (None | str | Unset): The controller's title, shown as the segment's title. May be null on purpose: an
                untitled controller is
                what exposes the containment seed's index flaw.
     """

    screen: LeafScreen | TableScreenDepth0
    title: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaf_screen import LeafScreen # noqa: PLC0415
        from ..models.table_screen_depth_0 import TableScreenDepth0 # noqa: PLC0415
        screen: dict[str, Any]
        if isinstance(self.screen, TableScreenDepth0):
            screen = self.screen.to_dict()
        else:
            screen = self.screen.to_dict()


        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "screen": screen,
        })
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaf_screen import LeafScreen # noqa: PLC0415
        from ..models.table_screen_depth_0 import TableScreenDepth0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_screen(data: object) -> LeafScreen | TableScreenDepth0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_screen_spec_type_0 = TableScreenDepth0.from_dict(data)



                return componentsschemas_screen_spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_screen_spec_type_1 = LeafScreen.from_dict(data)



            return componentsschemas_screen_spec_type_1

        screen = _parse_screen(d.pop("screen"))


        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        segment_spec = cls(
            screen=screen,
            title=title,
        )

        return segment_spec

