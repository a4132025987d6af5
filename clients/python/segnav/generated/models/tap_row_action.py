from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tap_row_action_type import TapRowActionType






T = TypeVar("T", bound="TapRowAction")



@_attrs_define
class TapRowAction:
    """ A tap on row `row` of the table on screen (422 `noTableOnScreen`, `rowOutOfRange`, `rowHasNoDetail`).

        Attributes:
            type_ (TapRowActionType):
            row (int):
     """

    type_: TapRowActionType
    row: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        row = self.row


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "row": row,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = TapRowActionType(d.pop("type"))




        row = d.pop("row")

        tap_row_action = cls(
            type_=type_,
            row=row,
        )

        return tap_row_action

