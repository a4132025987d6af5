from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.fork_source import ForkSource





T = TypeVar("T", bound="CreateFromVersion")



@_attrs_define
class CreateFromVersion:
    """ A fork: a new, independent session whose state is the source's version N (its setup, and one batch of
    the source's actions up to N). The source must be on this server (421 otherwise: `POST
    /v1/sessions/{id}/forks` reaches its owner through a proxy) and its history must reach back to its launch.

        Attributes:
            from_ (ForkSource):
     """

    from_: ForkSource





    def to_dict(self) -> dict[str, Any]:
        from ..models.fork_source import ForkSource # noqa: PLC0415
        from_ = self.from_.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fork_source import ForkSource # noqa: PLC0415
        d = dict(src_dict)
        from_ = ForkSource.from_dict(d.pop("from"))




        create_from_version = cls(
            from_=from_,
        )

        return create_from_version

