from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event





T = TypeVar("T", bound="CompareDivergenceSideType0")



@_attrs_define
class CompareDivergenceSideType0:
    """ One side's event at the divergence, with the step it belongs to (its `cause` says why it happened); null
    when this side's sequence ended there (the other made more calls).

        Attributes:
            step (int): The step of the run (0 = launch).
            event (Event): One recorded call.
     """

    step: int
    event: Event





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        step = self.step

        event = self.event.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
            "event": event,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        d = dict(src_dict)
        step = d.pop("step")

        event = Event.from_dict(d.pop("event"))




        compare_divergence_side_type_0 = cls(
            step=step,
            event=event,
        )

        return compare_divergence_side_type_0

