from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Cause")



@_attrs_define
class Cause:
    """ Why the event happened (docs/DESIGN.md §3 "Causes"). At least one of `rule`, `flaw` and `code` is set.
    A warning's `event` is the call that broke the rule it reports.

        Attributes:
            event (int | None): seq of the event whose call delivered this one; null when the action itself did.
            rule (None | str): The docs/DESIGN.md §3 heading under which UIKit makes this call (a `RuleId`).
            flaw (None | str): The docs/DESIGN.md §2.1 flaw that alone makes this call happen (a `FlawId`; never in
                `corrected` fidelity).
            code (None | str): The program method that made the call; for a container program, its statement as
                `<class>.<hook or fn>#<i>` (docs/containers.md).
            set_by (int | Unset): Only on a warning reporting a breach of the appearance contract (DESIGN.md §3.11): seq of
                the earlier
                call that put the controller in the state the breach found (for a duplicate, the call that made it
                twice). Absent when unknown (a session restored from a state file saved before it existed).
     """

    event: int | None
    rule: None | str
    flaw: None | str
    code: None | str
    set_by: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        event: int | None
        event = self.event

        rule: None | str
        rule = self.rule

        flaw: None | str
        flaw = self.flaw

        code: None | str
        code = self.code

        set_by = self.set_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "rule": rule,
            "flaw": flaw,
            "code": code,
        })
        if set_by is not UNSET:
            field_dict["setBy"] = set_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_event(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        event = _parse_event(d.pop("event"))


        def _parse_rule(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rule = _parse_rule(d.pop("rule"))


        def _parse_flaw(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        flaw = _parse_flaw(d.pop("flaw"))


        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))


        set_by = d.pop("setBy", UNSET)

        cause = cls(
            event=event,
            rule=rule,
            flaw=flaw,
            code=code,
            set_by=set_by,
        )

        return cause

