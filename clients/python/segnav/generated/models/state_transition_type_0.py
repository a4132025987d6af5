from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.state_transition_type_0_kind import StateTransitionType0Kind
from typing import cast






T = TypeVar("T", bound="StateTransitionType0")



@_attrs_define
class StateTransitionType0:
    """ The navigation transition in flight, or null: an animation waiting for its end (manual clock) or an
    interactive back swipe (DESIGN.md §3.14).

        Attributes:
            kind (StateTransitionType0Kind):
            progress (float): 0…1: how far the outgoing screen has gone.
            from_ (None | str): The outgoing controller's id, or null.
            to (str): The incoming controller's id.
            interactive (bool): True while the finger holds a back swipe.
            cancelling (bool): True while a released back swipe animates back.
     """

    kind: StateTransitionType0Kind
    progress: float
    from_: None | str
    to: str
    interactive: bool
    cancelling: bool





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        progress = self.progress

        from_: None | str
        from_ = self.from_

        to = self.to

        interactive = self.interactive

        cancelling = self.cancelling


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "progress": progress,
            "from": from_,
            "to": to,
            "interactive": interactive,
            "cancelling": cancelling,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = StateTransitionType0Kind(d.pop("kind"))




        progress = d.pop("progress")

        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))


        to = d.pop("to")

        interactive = d.pop("interactive")

        cancelling = d.pop("cancelling")

        state_transition_type_0 = cls(
            kind=kind,
            progress=progress,
            from_=from_,
            to=to,
            interactive=interactive,
            cancelling=cancelling,
        )

        return state_transition_type_0

