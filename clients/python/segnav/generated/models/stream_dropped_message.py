from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_dropped_message_event import StreamDroppedMessageEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.stream_dropped import StreamDropped





T = TypeVar("T", bound="StreamDroppedMessage")



@_attrs_define
class StreamDroppedMessage:
    """ A resuming client asked for events the ring no longer holds.

        Attributes:
            event (StreamDroppedMessageEvent):
            data (StreamDropped): The `data` of a `dropped` message.
     """

    event: StreamDroppedMessageEvent
    data: StreamDropped





    def to_dict(self) -> dict[str, Any]:
        from ..models.stream_dropped import StreamDropped # noqa: PLC0415
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
        from ..models.stream_dropped import StreamDropped # noqa: PLC0415
        d = dict(src_dict)
        event = StreamDroppedMessageEvent(d.pop("event"))




        data = StreamDropped.from_dict(d.pop("data"))




        stream_dropped_message = cls(
            event=event,
            data=data,
        )

        return stream_dropped_message

