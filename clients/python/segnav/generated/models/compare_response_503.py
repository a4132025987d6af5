from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compare_response_503_status import CompareResponse503Status
from ..models.compare_response_503_title import CompareResponse503Title






T = TypeVar("T", bound="CompareResponse503")



@_attrs_define
class CompareResponse503:
    """ 
        Attributes:
            type_ (str):
            title (CompareResponse503Title):
            status (CompareResponse503Status):
            detail (str):
     """

    type_: str
    title: CompareResponse503Title
    status: CompareResponse503Status
    detail: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title.value

        status = self.status.value

        detail = self.detail


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = CompareResponse503Title(d.pop("title"))




        status = CompareResponse503Status(d.pop("status"))




        detail = d.pop("detail")

        compare_response_503 = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
        )


        compare_response_503.additional_properties = d
        return compare_response_503

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
