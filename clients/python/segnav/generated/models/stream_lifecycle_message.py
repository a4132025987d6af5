from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_lifecycle_message_event import StreamLifecycleMessageEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event





T = TypeVar("T", bound="StreamLifecycleMessage")



@_attrs_define
class StreamLifecycleMessage:
    """ One event an action produced, in order, before that action's `state`; `id` is its `seq`.

        Attributes:
            event (StreamLifecycleMessageEvent):
            id (int):
            data (Event): One recorded call.
     """

    event: StreamLifecycleMessageEvent
    id: int
    data: Event





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        event = self.event.value

        id = self.id

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "id": id,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        d = dict(src_dict)
        event = StreamLifecycleMessageEvent(d.pop("event"))




        id = d.pop("id")

        data = Event.from_dict(d.pop("data"))




        stream_lifecycle_message = cls(
            event=event,
            id=id,
            data=data,
        )

        return stream_lifecycle_message

