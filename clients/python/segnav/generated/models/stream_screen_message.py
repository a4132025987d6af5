from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_screen_message_event import StreamScreenMessageEvent
from typing import cast

if TYPE_CHECKING:
  from ..models.screen_tree import ScreenTree





T = TypeVar("T", bound="StreamScreenMessage")



@_attrs_define
class StreamScreenMessage:
    """ With `?include=screen`, the screen of the `state` message just before it.

        Attributes:
            event (StreamScreenMessageEvent):
            data (ScreenTree):
     """

    event: StreamScreenMessageEvent
    data: ScreenTree





    def to_dict(self) -> dict[str, Any]:
        from ..models.screen_tree import ScreenTree # noqa: PLC0415
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
        from ..models.screen_tree import ScreenTree # noqa: PLC0415
        d = dict(src_dict)
        event = StreamScreenMessageEvent(d.pop("event"))




        data = ScreenTree.from_dict(d.pop("data"))




        stream_screen_message = cls(
            event=event,
            data=data,
        )

        return stream_screen_message

