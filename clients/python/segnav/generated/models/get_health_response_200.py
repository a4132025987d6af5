from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_health_response_200_status import GetHealthResponse200Status






T = TypeVar("T", bound="GetHealthResponse200")



@_attrs_define
class GetHealthResponse200:
    """ 
        Attributes:
            status (GetHealthResponse200Status):
     """

    status: GetHealthResponse200Status





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
        status = GetHealthResponse200Status(d.pop("status"))




        get_health_response_200 = cls(
            status=status,
        )

        return get_health_response_200

