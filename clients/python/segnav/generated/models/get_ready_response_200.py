from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_ready_response_200_status import GetReadyResponse200Status






T = TypeVar("T", bound="GetReadyResponse200")



@_attrs_define
class GetReadyResponse200:
    """ 
        Attributes:
            status (GetReadyResponse200Status):
     """

    status: GetReadyResponse200Status





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GetReadyResponse200Status(d.pop("status"))




        get_ready_response_200 = cls(
            status=status,
        )

        return get_ready_response_200

