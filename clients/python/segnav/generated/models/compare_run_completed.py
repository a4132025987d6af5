from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.runtime import Runtime
from ..models.strategy import Strategy
from typing import cast

if TYPE_CHECKING:
  from ..models.compare_final import CompareFinal
  from ..models.compare_step import CompareStep





T = TypeVar("T", bound="CompareRunCompleted")



@_attrs_define
class CompareRunCompleted:
    """ 
        Attributes:
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            runtime (Runtime): Today's UIKit rules (`modern`) or iPhone OS 3's (`legacy`).
            steps (list[CompareStep]): Step 0 is the launch, step i the i-th action.
            final (CompareFinal):
     """

    strategy: Strategy
    runtime: Runtime
    steps: list[CompareStep]
    final: CompareFinal





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_final import CompareFinal # noqa: PLC0415
        from ..models.compare_step import CompareStep # noqa: PLC0415
        strategy = self.strategy.value

        runtime = self.runtime.value

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        final = self.final.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "strategy": strategy,
            "runtime": runtime,
            "steps": steps,
            "final": final,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_final import CompareFinal # noqa: PLC0415
        from ..models.compare_step import CompareStep # noqa: PLC0415
        d = dict(src_dict)
        strategy = Strategy(d.pop("strategy"))




        runtime = Runtime(d.pop("runtime"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = CompareStep.from_dict(steps_item_data)



            steps.append(steps_item)


        final = CompareFinal.from_dict(d.pop("final"))




        compare_run_completed = cls(
            strategy=strategy,
            runtime=runtime,
            steps=steps,
            final=final,
        )

        return compare_run_completed

