from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_state_message_event import StreamStateMessageEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.state import State





T = TypeVar("T", bound="StreamStateMessage")



@_attrs_define
class StreamStateMessage:
    """ The session's state, first on connect and after every action; `id` is its `lastEventSeq`.

        Attributes:
            event (StreamStateMessageEvent):
            id (int):
            data (State): A session's state (DESIGN.md §4, issue 11's names).
     """

    event: StreamStateMessageEvent
    id: int
    data: State





    def to_dict(self) -> dict[str, Any]:
        from ..models.state import State # noqa: PLC0415
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
        from ..models.state import State # noqa: PLC0415
        d = dict(src_dict)
        event = StreamStateMessageEvent(d.pop("event"))




        id = d.pop("id")

        data = State.from_dict(d.pop("data"))




        stream_state_message = cls(
            event=event,
            id=id,
            data=data,
        )

        return stream_state_message

