from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scenario_step_result import ScenarioStepResult





T = TypeVar("T", bound="ScenarioResult")



@_attrs_define
class ScenarioResult:
    """ 
        Attributes:
            name (str):
            passed (bool):
            steps (list[ScenarioStepResult]):
            setup_error (str | Unset): The setup could not be built (the scenario did not run).
     """

    name: str
    passed: bool
    steps: list[ScenarioStepResult]
    setup_error: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scenario_step_result import ScenarioStepResult # noqa: PLC0415
        name = self.name

        passed = self.passed

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        setup_error = self.setup_error


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "passed": passed,
            "steps": steps,
        })
        if setup_error is not UNSET:
            field_dict["setupError"] = setup_error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scenario_step_result import ScenarioStepResult # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        passed = d.pop("passed")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = ScenarioStepResult.from_dict(steps_item_data)



            steps.append(steps_item)


        setup_error = d.pop("setupError", UNSET)

        scenario_result = cls(
            name=name,
            passed=passed,
            steps=steps,
            setup_error=setup_error,
        )

        return scenario_result

