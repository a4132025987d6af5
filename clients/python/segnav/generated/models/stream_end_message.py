from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_end_message_event import StreamEndMessageEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.stream_end import StreamEnd





T = TypeVar("T", bound="StreamEndMessage")



@_attrs_define
class StreamEndMessage:
    """ The stream's last message.

        Attributes:
            event (StreamEndMessageEvent):
            data (StreamEnd): The `data` of a stream's `end` message, its last.
     """

    event: StreamEndMessageEvent
    data: StreamEnd





    def to_dict(self) -> dict[str, Any]:
        from ..models.stream_end import StreamEnd # noqa: PLC0415
        event = self.event.value

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stream_end import StreamEnd # noqa: PLC0415
        d = dict(src_dict)
        event = StreamEndMessageEvent(d.pop("event"))




        data = StreamEnd.from_dict(d.pop("data"))




        stream_end_message = cls(
            event=event,
            data=data,
        )

        return stream_end_message

