from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.row_depth_7 import RowDepth7





T = TypeVar("T", bound="TableScreenDepth7")



@_attrs_define
class TableScreenDepth7:
    """ 
        Attributes:
            kind (Literal['table']):
            rows (list[RowDepth7]):
            title (None | str | Unset): The controller's title (navigation bar title).
            class_ (None | str | Unset): The controller's class name; when absent it is derived from the title. An
                identifier: letters, digits and
                `_`, not starting with a digit. (The server takes any Unicode letter; this pattern lists the ASCII ones.)
            image (None | str | Unset): An `image` screen's image name.
            caption (None | str | Unset): An `image` screen's caption.
            color (None | str | Unset): A `color` screen's color name.
            text (None | str | Unset): A `label` screen's text.
     """

    kind: Literal['table']
    rows: list[RowDepth7]
    title: None | str | Unset = UNSET
    class_: None | str | Unset = UNSET
    image: None | str | Unset = UNSET
    caption: None | str | Unset = UNSET
    color: None | str | Unset = UNSET
    text: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.row_depth_7 import RowDepth7 # noqa: PLC0415
        kind = self.kind

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        class_: None | str | Unset
        if isinstance(self.class_, Unset):
            class_ = UNSET
        else:
            class_ = self.class_

        image: None | str | Unset
        if isinstance(self.image, Unset):
            image = UNSET
        else:
            image = self.image

        caption: None | str | Unset
        if isinstance(self.caption, Unset):
            caption = UNSET
        else:
            caption = self.caption

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        else:
            color = self.color

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "rows": rows,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if class_ is not UNSET:
            field_dict["class"] = class_
        if image is not UNSET:
            field_dict["image"] = image
        if caption is not UNSET:
            field_dict["caption"] = caption
        if color is not UNSET:
            field_dict["color"] = color
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.row_depth_7 import RowDepth7 # noqa: PLC0415
        d = dict(src_dict)
        kind = cast(Literal['table'] , d.pop("kind"))
        if kind != 'table':
            raise ValueError(f"kind must match const 'table', got '{kind}'")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = RowDepth7.from_dict(rows_item_data)



            rows.append(rows_item)


        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_class_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        class_ = _parse_class_(d.pop("class", UNSET))


        def _parse_image(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        image = _parse_image(d.pop("image", UNSET))


        def _parse_caption(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        caption = _parse_caption(d.pop("caption", UNSET))


        def _parse_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        color = _parse_color(d.pop("color", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        table_screen_depth_7 = cls(
            kind=kind,
            rows=rows,
            title=title,
            class_=class_,
            image=image,
            caption=caption,
            color=color,
            text=text,
        )

        return table_screen_depth_7

