from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.runtime import Runtime
from ..models.strategy import Strategy
from typing import cast






T = TypeVar("T", bound="CompareResultDifferencesItemCallsItem")



@_attrs_define
class CompareResultDifferencesItemCallsItem:
    """ 
        Attributes:
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            runtime (Runtime): Today's UIKit rules (`modern`) or iPhone OS 3's (`legacy`).
            calls (list[str]): `<controller title or class>.<event name>`, in order.
     """

    strategy: Strategy
    runtime: Runtime
    calls: list[str]





    def to_dict(self) -> dict[str, Any]:
        strategy = self.strategy.value

        runtime = self.runtime.value

        calls = self.calls




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "strategy": strategy,
            "runtime": runtime,
            "calls": calls,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        strategy = Strategy(d.pop("strategy"))




        runtime = Runtime(d.pop("runtime"))




        calls = cast(list[str], d.pop("calls"))


        compare_result_differences_item_calls_item = cls(
            strategy=strategy,
            runtime=runtime,
            calls=calls,
        )

        return compare_result_differences_item_calls_item

