from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pop_to_root_action_type import PopToRootActionType






T = TypeVar("T", bound="PopToRootAction")



@_attrs_define
class PopToRootAction:
    """ 
        Attributes:
            type_ (PopToRootActionType):
     """

    type_: PopToRootActionType





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
        type_ = PopToRootActionType(d.pop("type"))




        pop_to_root_action = cls(
            type_=type_,
        )

        return pop_to_root_action

