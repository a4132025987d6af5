from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.container_program_format import ContainerProgramFormat






T = TypeVar("T", bound="ContainerProgram")



@_attrs_define
class ContainerProgram:
    """ A `segnav-container/1` program: `format`, `class`, and optionally `kind` (`viewController` or
    `object`), `source`, `forwardsAppearance`, `control`, `views`, `embeds`, `vars`, `fn`, `on`
    (docs/containers.md; docs/container.schema.json is its full JSON Schema).

        Attributes:
            format_ (ContainerProgramFormat):
            class_ (str):
     """

    format_: ContainerProgramFormat
    class_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        class_ = self.class_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "class": class_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = ContainerProgramFormat(d.pop("format"))




        class_ = d.pop("class")

        container_program = cls(
            format_=format_,
            class_=class_,
        )


        container_program.additional_properties = d
        return container_program

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
