from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event
  from ..models.state import State
  from ..models.verdict import Verdict





T = TypeVar("T", bound="ActionsResult")



@_attrs_define
class ActionsResult:
    """ 
        Attributes:
            state (State): A session's state (DESIGN.md §4, issue 11's names).
            events (list[Event]): The events the action(s) produced, in order.
            noop (bool): True when the body was one action that UIKit would have ignored (a programmatic `pop` at the root);
                always false for a batch. A no-op still counts as an applied action (the version grows by one).
            verdict (Verdict | Unset): The expectations of a checked batch, judged as `segnavd check` judges a step.
     """

    state: State
    events: list[Event]
    noop: bool
    verdict: Verdict | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        from ..models.state import State # noqa: PLC0415
        from ..models.verdict import Verdict # noqa: PLC0415
        state = self.state.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        noop = self.noop

        verdict: dict[str, Any] | Unset = UNSET
        if not isinstance(self.verdict, Unset):
            verdict = self.verdict.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "events": events,
            "noop": noop,
        })
        if verdict is not UNSET:
            field_dict["verdict"] = verdict

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        from ..models.state import State # noqa: PLC0415
        from ..models.verdict import Verdict # noqa: PLC0415
        d = dict(src_dict)
        state = State.from_dict(d.pop("state"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = Event.from_dict(events_item_data)



            events.append(events_item)


        noop = d.pop("noop")

        _verdict = d.pop("verdict", UNSET)
        verdict: Verdict | Unset
        if isinstance(_verdict,  Unset):
            verdict = UNSET
        else:
            verdict = Verdict.from_dict(_verdict)




        actions_result = cls(
            state=state,
            events=events,
            noop=noop,
            verdict=verdict,
        )

        return actions_result

