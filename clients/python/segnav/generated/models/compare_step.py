from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.compare_step_refusal import CompareStepRefusal
  from ..models.event import Event





T = TypeVar("T", bound="CompareStep")



@_attrs_define
class CompareStep:
    """ 
        Attributes:
            step (int):
            events (list[Event]):
            error (CompareStepRefusal | Unset): The action was refused (what would be a 422); nothing changed.
     """

    step: int
    events: list[Event]
    error: CompareStepRefusal | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_step_refusal import CompareStepRefusal # noqa: PLC0415
        from ..models.event import Event # noqa: PLC0415
        step = self.step

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
            "events": events,
        })
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_step_refusal import CompareStepRefusal # noqa: PLC0415
        from ..models.event import Event # noqa: PLC0415
        d = dict(src_dict)
        step = d.pop("step")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = Event.from_dict(events_item_data)



            events.append(events_item)


        _error = d.pop("error", UNSET)
        error: CompareStepRefusal | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = CompareStepRefusal.from_dict(_error)




        compare_step = cls(
            step=step,
            events=events,
            error=error,
        )

        return compare_step

