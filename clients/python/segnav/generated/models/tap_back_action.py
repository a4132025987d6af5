from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tap_back_action_type import TapBackActionType






T = TypeVar("T", bound="TapBackAction")



@_attrs_define
class TapBackAction:
    """ A tap on the back button (422 `noBackButton` at the root).

        Attributes:
            type_ (TapBackActionType):
     """

    type_: TapBackActionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = TapBackActionType(d.pop("type"))




        tap_back_action = cls(
            type_=type_,
        )

        return tap_back_action

