from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.scenario import Scenario





T = TypeVar("T", bound="CreateFromScenario")



@_attrs_define
class CreateFromScenario:
    """ A session opened at the end of a scenario file's actions (docs/scenarios.md), to look at it.

        Attributes:
            scenario (Scenario): An integration test of one session: a setup and steps. docs/scenario.schema.json is this
                schema as a
                JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).
     """

    scenario: Scenario





    def to_dict(self) -> dict[str, Any]:
        from ..models.scenario import Scenario # noqa: PLC0415
        scenario = self.scenario.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scenario": scenario,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scenario import Scenario # noqa: PLC0415
        d = dict(src_dict)
        scenario = Scenario.from_dict(d.pop("scenario"))




        create_from_scenario = cls(
            scenario=scenario,
        )

        return create_from_scenario

