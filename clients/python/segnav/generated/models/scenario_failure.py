from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scenario_failure_kind import ScenarioFailureKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event





T = TypeVar("T", bound="ScenarioFailure")



@_attrs_define
class ScenarioFailure:
    """ 
        Attributes:
            kind (ScenarioFailureKind):
            message (str):
            matcher (int | None): Which matcher of `expect` or `forbid` (from 0).
            expected (Any): That matcher as written.
            after (int | None): The seq of the last event matched before the failure.
            nearest (Event | Unset): One recorded call.
     """

    kind: ScenarioFailureKind
    message: str
    matcher: int | None
    expected: Any
    after: int | None
    nearest: Event | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        kind = self.kind.value

        message = self.message

        matcher: int | None
        matcher = self.matcher

        expected = self.expected

        after: int | None
        after = self.after

        nearest: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nearest, Unset):
            nearest = self.nearest.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "message": message,
            "matcher": matcher,
            "expected": expected,
            "after": after,
        })
        if nearest is not UNSET:
            field_dict["nearest"] = nearest

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        d = dict(src_dict)
        kind = ScenarioFailureKind(d.pop("kind"))




        message = d.pop("message")

        def _parse_matcher(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        matcher = _parse_matcher(d.pop("matcher"))


        expected = d.pop("expected")

        def _parse_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        after = _parse_after(d.pop("after"))


        _nearest = d.pop("nearest", UNSET)
        nearest: Event | Unset
        if isinstance(_nearest,  Unset):
            nearest = UNSET
        else:
            nearest = Event.from_dict(_nearest)




        scenario_failure = cls(
            kind=kind,
            message=message,
            matcher=matcher,
            expected=expected,
            after=after,
            nearest=nearest,
        )

        return scenario_failure

