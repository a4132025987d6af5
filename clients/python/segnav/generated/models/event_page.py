from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event





T = TypeVar("T", bound="EventPage")



@_attrs_define
class EventPage:
    """ 
        Attributes:
            events (list[Event]):
            next_ (int): The `since` for the following page.
            dropped (int): Events after `since` already overwritten in the ring.
            last_seq (int): The session's latest `seq` (0 = none).
     """

    events: list[Event]
    next_: int
    dropped: int
    last_seq: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        next_ = self.next_

        dropped = self.dropped

        last_seq = self.last_seq


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "events": events,
            "next": next_,
            "dropped": dropped,
            "lastSeq": last_seq,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = Event.from_dict(events_item_data)



            events.append(events_item)


        next_ = d.pop("next")

        dropped = d.pop("dropped")

        last_seq = d.pop("lastSeq")

        event_page = cls(
            events=events,
            next_=next_,
            dropped=dropped,
            last_seq=last_seq,
        )

        return event_page

