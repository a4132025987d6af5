from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.device import Device
from typing import cast

if TYPE_CHECKING:
  from ..models.screen_node import ScreenNode





T = TypeVar("T", bound="ScreenTree")



@_attrs_define
class ScreenTree:
    """ 
        Attributes:
            id (str): 128 random bits as 22 base64url characters (the last one carries 2 bits, so it is one of `A`, `Q`,
                `g`,
                `w`), after `NODE.` on a server run with `--node NODE`.
            version (int):
            device (Device): The screen geometry frames are computed in.
            selected_index (int):
            back_button_title (None | str):
            root (ScreenNode): A node of the visible tree; optional members appear only when set.
     """

    id: str
    version: int
    device: Device
    selected_index: int
    back_button_title: None | str
    root: ScreenNode





    def to_dict(self) -> dict[str, Any]:
        from ..models.screen_node import ScreenNode # noqa: PLC0415
        id = self.id

        version = self.version

        device = self.device.value

        selected_index = self.selected_index

        back_button_title: None | str
        back_button_title = self.back_button_title

        root = self.root.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "device": device,
            "selectedIndex": selected_index,
            "backButtonTitle": back_button_title,
            "root": root,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screen_node import ScreenNode # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        device = Device(d.pop("device"))




        selected_index = d.pop("selectedIndex")

        def _parse_back_button_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        back_button_title = _parse_back_button_title(d.pop("backButtonTitle"))


        root = ScreenNode.from_dict(d.pop("root"))




        screen_tree = cls(
            id=id,
            version=version,
            device=device,
            selected_index=selected_index,
            back_button_title=back_button_title,
            root=root,
        )

        return screen_tree

