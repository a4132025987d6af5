from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GetVersionResponse200")



@_attrs_define
class GetVersionResponse200:
    """ 
        Attributes:
            name (Literal['segnav']):
            version (str):
            libmicrohttpd (str): The linked libmicrohttpd's version.
            node (None | str): The `--node` name, or null.
     """

    name: Literal['segnav']
    version: str
    libmicrohttpd: str
    node: None | str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        version = self.version

        libmicrohttpd = self.libmicrohttpd

        node: None | str
        node = self.node


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "version": version,
            "libmicrohttpd": libmicrohttpd,
            "node": node,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = cast(Literal['segnav'] , d.pop("name"))
        if name != 'segnav':
            raise ValueError(f"name must match const 'segnav', got '{name}'")

        version = d.pop("version")

        libmicrohttpd = d.pop("libmicrohttpd")

        def _parse_node(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        node = _parse_node(d.pop("node"))


        get_version_response_200 = cls(
            name=name,
            version=version,
            libmicrohttpd=libmicrohttpd,
            node=node,
        )

        return get_version_response_200

