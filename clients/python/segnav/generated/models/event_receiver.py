from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EventReceiver")



@_attrs_define
class EventReceiver:
    """ 
        Attributes:
            id (str): A controller's id in its session (`vc-N`); `segmentsController` is the navigation seed's
                `SegmentsController`.
            class_ (str):
     """

    id: str
    class_: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        class_ = self.class_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "class": class_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        class_ = d.pop("class")

        event_receiver = cls(
            id=id,
            class_=class_,
        )

        return event_receiver

