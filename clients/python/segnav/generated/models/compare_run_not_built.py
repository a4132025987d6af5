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
  from ..models.compare_setup_error import CompareSetupError





T = TypeVar("T", bound="CompareRunNotBuilt")



@_attrs_define
class CompareRunNotBuilt:
    """ The strategy could not build the setup.

        Attributes:
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            runtime (Runtime): Today's UIKit rules (`modern`) or iPhone OS 3's (`legacy`).
            error (CompareSetupError):
     """

    strategy: Strategy
    runtime: Runtime
    error: CompareSetupError





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_setup_error import CompareSetupError # noqa: PLC0415
        strategy = self.strategy.value

        runtime = self.runtime.value

        error = self.error.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "strategy": strategy,
            "runtime": runtime,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_setup_error import CompareSetupError # noqa: PLC0415
        d = dict(src_dict)
        strategy = Strategy(d.pop("strategy"))




        runtime = Runtime(d.pop("runtime"))




        error = CompareSetupError.from_dict(d.pop("error"))




        compare_run_not_built = cls(
            strategy=strategy,
            runtime=runtime,
            error=error,
        )

        return compare_run_not_built

