from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.screen_depth_8_type_0 import ScreenDepth8Type0





T = TypeVar("T", bound="RowDepth7")



@_attrs_define
class RowDepth7:
    """ 
        Attributes:
            title (str):
            detail (None | ScreenDepth8Type0 | Unset): A `LeafScreen` or null (spelled out in full: swift-openapi-generator
                skips a `oneOf` with a `type: 'null'` branch).
     """

    title: str
    detail: None | ScreenDepth8Type0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.screen_depth_8_type_0 import ScreenDepth8Type0 # noqa: PLC0415
        title = self.title

        detail: dict[str, Any] | None | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        elif isinstance(self.detail, ScreenDepth8Type0):
            detail = self.detail.to_dict()
        else:
            detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
        })
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screen_depth_8_type_0 import ScreenDepth8Type0 # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        def _parse_detail(data: object) -> None | ScreenDepth8Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_screen_depth_8_type_0 = ScreenDepth8Type0.from_dict(data)



                return componentsschemas_screen_depth_8_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScreenDepth8Type0 | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))


        row_depth_7 = cls(
            title=title,
            detail=detail,
        )

        return row_depth_7

