from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.runtime import Runtime
from ..models.strategy import Strategy






T = TypeVar("T", bound="ComparePairRun")



@_attrs_define
class ComparePairRun:
    """ One run of the pair.

        Attributes:
            run (int): The run's index in `runs`.
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            runtime (Runtime): Today's UIKit rules (`modern`) or iPhone OS 3's (`legacy`).
     """

    run: int
    strategy: Strategy
    runtime: Runtime





    def to_dict(self) -> dict[str, Any]:
        run = self.run

        strategy = self.strategy.value

        runtime = self.runtime.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "run": run,
            "strategy": strategy,
            "runtime": runtime,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run = d.pop("run")

        strategy = Strategy(d.pop("strategy"))




        runtime = Runtime(d.pop("runtime"))




        compare_pair_run = cls(
            run=run,
            strategy=strategy,
            runtime=runtime,
        )

        return compare_pair_run

