from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StreamDropped")



@_attrs_define
class StreamDropped:
    """ The `data` of a `dropped` message.

        Attributes:
            dropped (int): Events after `since` the ring no longer holds.
            since (int):
            first_available (int): The oldest `seq` the ring holds; the stream resumes there.
     """

    dropped: int
    since: int
    first_available: int





    def to_dict(self) -> dict[str, Any]:
        dropped = self.dropped

        since = self.since

        first_available = self.first_available


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dropped": dropped,
            "since": since,
            "firstAvailable": first_available,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dropped = d.pop("dropped")

        since = d.pop("since")

        first_available = d.pop("firstAvailable")

        stream_dropped = cls(
            dropped=dropped,
            since=since,
            first_available=first_available,
        )

        return stream_dropped

