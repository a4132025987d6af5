from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screen_node_kind import ScreenNodeKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.frame import Frame





T = TypeVar("T", bound="ScreenNode")



@_attrs_define
class ScreenNode:
    """ A node of the visible tree; optional members appear only when set.

        Attributes:
            kind (ScreenNodeKind):
            frame (Frame): A rectangle in window coordinates (points).
            children (list[ScreenNode]):
            id (str | Unset): `view-N` for a controller's root view, `segment-N`, `row-N`.
            controller (str | Unset): A controller's id in its session (`vc-N`); `segmentsController` is the navigation
                seed's `SegmentsController`.
            text (str | Unset): What the node shows. A `backButton` shows the previous screen's back title, or "Back" when
                that title would take more than a third of the bar (an explicit back item keeps its title, truncated) (DESIGN.md
                §3.12).
            selected (bool | Unset):
            color (str | Unset):
            image (str | Unset):
     """

    kind: ScreenNodeKind
    frame: Frame
    children: list[ScreenNode]
    id: str | Unset = UNSET
    controller: str | Unset = UNSET
    text: str | Unset = UNSET
    selected: bool | Unset = UNSET
    color: str | Unset = UNSET
    image: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.frame import Frame # noqa: PLC0415
        kind = self.kind.value

        frame = self.frame.to_dict()

        children = []
        for children_item_data in self.children:
            children_item = children_item_data.to_dict()
            children.append(children_item)



        id = self.id

        controller = self.controller

        text = self.text

        selected = self.selected

        color = self.color

        image = self.image


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "frame": frame,
            "children": children,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if controller is not UNSET:
            field_dict["controller"] = controller
        if text is not UNSET:
            field_dict["text"] = text
        if selected is not UNSET:
            field_dict["selected"] = selected
        if color is not UNSET:
            field_dict["color"] = color
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.frame import Frame # noqa: PLC0415
        d = dict(src_dict)
        kind = ScreenNodeKind(d.pop("kind"))




        frame = Frame.from_dict(d.pop("frame"))




        children = []
        _children = d.pop("children")
        for children_item_data in (_children):
            children_item = ScreenNode.from_dict(children_item_data)



            children.append(children_item)


        id = d.pop("id", UNSET)

        controller = d.pop("controller", UNSET)

        text = d.pop("text", UNSET)

        selected = d.pop("selected", UNSET)

        color = d.pop("color", UNSET)

        image = d.pop("image", UNSET)

        screen_node = cls(
            kind=kind,
            frame=frame,
            children=children,
            id=id,
            controller=controller,
            text=text,
            selected=selected,
            color=color,
            image=image,
        )

        return screen_node

