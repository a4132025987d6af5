from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.select_segment_action_type import SelectSegmentActionType






T = TypeVar("T", bound="SelectSegmentAction")



@_attrs_define
class SelectSegmentAction:
    """ A user tap on segment `index`: only possible while the segmented control is in the top item's title view
    (else 422 `controlNotOnScreen`); an index past the last segment is 422 `indexOutOfRange`.

        Attributes:
            type_ (SelectSegmentActionType):
            index (int):
     """

    type_: SelectSegmentActionType
    index: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        index = self.index


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "index": index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SelectSegmentActionType(d.pop("type"))




        index = d.pop("index")

        select_segment_action = cls(
            type_=type_,
            index=index,
        )

        return select_segment_action

