from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_reason import StreamEndReason






T = TypeVar("T", bound="StreamEnd")



@_attrs_define
class StreamEnd:
    """ The `data` of a stream's `end` message, its last.

        Attributes:
            reason (StreamEndReason): `deleted`/`expired`: the session is gone for good. `shutdown`/`lagging`: reconnect to
                resume. `ticket-expired`: reconnect with a new ticket to resume.
            detail (str):
            last_event_seq (int): The last event this stream delivered; resume after it.
     """

    reason: StreamEndReason
    detail: str
    last_event_seq: int





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        detail = self.detail

        last_event_seq = self.last_event_seq


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "detail": detail,
            "lastEventSeq": last_event_seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = StreamEndReason(d.pop("reason"))




        detail = d.pop("detail")

        last_event_seq = d.pop("lastEventSeq")

        stream_end = cls(
            reason=reason,
            detail=detail,
            last_event_seq=last_event_seq,
        )

        return stream_end

