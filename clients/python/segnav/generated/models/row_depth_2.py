from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.leaf_screen_or_null_type_0 import LeafScreenOrNullType0
  from ..models.table_screen_depth_3 import TableScreenDepth3





T = TypeVar("T", bound="RowDepth2")



@_attrs_define
class RowDepth2:
    """ 
        Attributes:
            title (str):
            detail (LeafScreenOrNullType0 | None | TableScreenDepth3 | Unset): A screen at nesting depth 3 (0 = a segment's
                or a push's own screen; each row `detail` is one deeper). A `table` with rows, any screen without rows, or null
                (a row `detail`'s "none").
     """

    title: str
    detail: LeafScreenOrNullType0 | None | TableScreenDepth3 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaf_screen_or_null_type_0 import LeafScreenOrNullType0 # noqa: PLC0415
        from ..models.table_screen_depth_3 import TableScreenDepth3 # noqa: PLC0415
        title = self.title

        detail: dict[str, Any] | None | Unset
        if isinstance(self.detail, Unset):
            detail = UNSET
        elif isinstance(self.detail, TableScreenDepth3):
            detail = self.detail.to_dict()
        elif isinstance(self.detail, LeafScreenOrNullType0):
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
        from ..models.leaf_screen_or_null_type_0 import LeafScreenOrNullType0 # noqa: PLC0415
        from ..models.table_screen_depth_3 import TableScreenDepth3 # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        def _parse_detail(data: object) -> LeafScreenOrNullType0 | None | TableScreenDepth3 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_screen_depth_3_type_0 = TableScreenDepth3.from_dict(data)



                return componentsschemas_screen_depth_3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_leaf_screen_or_null_type_0 = LeafScreenOrNullType0.from_dict(data)



                return componentsschemas_leaf_screen_or_null_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LeafScreenOrNullType0 | None | TableScreenDepth3 | Unset, data)

        detail = _parse_detail(d.pop("detail", UNSET))


        row_depth_2 = cls(
            title=title,
            detail=detail,
        )

        return row_depth_2

