from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.push_action_type import PushActionType
from typing import cast

if TYPE_CHECKING:
  from ..models.leaf_screen import LeafScreen
  from ..models.table_screen_depth_0 import TableScreenDepth0





T = TypeVar("T", bound="PushAction")



@_attrs_define
class PushAction:
    """ The top controller's code pushes `screen`, through whatever path the strategy gives it.

        Attributes:
            type_ (PushActionType):
            screen (LeafScreen | TableScreenDepth0): A screen at nesting depth 0 (0 = a segment's or a push's own screen;
                each row `detail` is one deeper). A `table` with rows, or any screen without rows.
     """

    type_: PushActionType
    screen: LeafScreen | TableScreenDepth0





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaf_screen import LeafScreen # noqa: PLC0415
        from ..models.table_screen_depth_0 import TableScreenDepth0 # noqa: PLC0415
        type_ = self.type_.value

        screen: dict[str, Any]
        if isinstance(self.screen, TableScreenDepth0):
            screen = self.screen.to_dict()
        else:
            screen = self.screen.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "screen": screen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaf_screen import LeafScreen # noqa: PLC0415
        from ..models.table_screen_depth_0 import TableScreenDepth0 # noqa: PLC0415
        d = dict(src_dict)
        type_ = PushActionType(d.pop("type"))




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


        push_action = cls(
            type_=type_,
            screen=screen,
        )

        return push_action

