from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ForkSource")



@_attrs_define
class ForkSource:
    """ 
        Attributes:
            session (str):
            version (int):
     """

    session: str
    version: int





    def to_dict(self) -> dict[str, Any]:
        session = self.session

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "session": session,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session = d.pop("session")

        version = d.pop("version")

        fork_source = cls(
            session=session,
            version=version,
        )

        return fork_source

