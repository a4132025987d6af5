from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.create_from_container import CreateFromContainer
  from ..models.create_from_preset import CreateFromPreset
  from ..models.create_from_segments import CreateFromSegments
  from ..models.scenario_action_step import ScenarioActionStep
  from ..models.scenario_step import ScenarioStep





T = TypeVar("T", bound="Scenario")



@_attrs_define
class Scenario:
    """ An integration test of one session: a setup and steps. docs/scenario.schema.json is this schema as a
    JSON Schema file for editors (`"$schema": "…/docs/scenario.schema.json"`).

        Attributes:
            setup (CreateFromContainer | CreateFromPreset | CreateFromSegments): A preset, own segments, or a container
                program with its segments; every other member is optional.
            steps (list[ScenarioActionStep | ScenarioStep]): At most 500, with at most 500 actions in all (batches
                included). Only the first may leave out
                `action`: it then describes the launch.
            schema (str | Unset): An editor's pointer to the JSON Schema; not used.
            name (str | Unset):
     """

    setup: CreateFromContainer | CreateFromPreset | CreateFromSegments
    steps: list[ScenarioActionStep | ScenarioStep]
    schema: str | Unset = UNSET
    name: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_from_container import CreateFromContainer # noqa: PLC0415
        from ..models.create_from_preset import CreateFromPreset # noqa: PLC0415
        from ..models.create_from_segments import CreateFromSegments # noqa: PLC0415
        from ..models.scenario_action_step import ScenarioActionStep # noqa: PLC0415
        from ..models.scenario_step import ScenarioStep # noqa: PLC0415
        setup: dict[str, Any]
        if isinstance(self.setup, CreateFromPreset):
            setup = self.setup.to_dict()
        elif isinstance(self.setup, CreateFromSegments):
            setup = self.setup.to_dict()
        else:
            setup = self.setup.to_dict()


        steps = []
        for steps_item_data in self.steps:
            steps_item: dict[str, Any]
            if isinstance(steps_item_data, ScenarioStep):
                steps_item = steps_item_data.to_dict()
            else:
                steps_item = steps_item_data.to_dict()

            steps.append(steps_item)



        schema = self.schema

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "setup": setup,
            "steps": steps,
        })
        if schema is not UNSET:
            field_dict["$schema"] = schema
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_from_container import CreateFromContainer # noqa: PLC0415
        from ..models.create_from_preset import CreateFromPreset # noqa: PLC0415
        from ..models.create_from_segments import CreateFromSegments # noqa: PLC0415
        from ..models.scenario_action_step import ScenarioActionStep # noqa: PLC0415
        from ..models.scenario_step import ScenarioStep # noqa: PLC0415
        d = dict(src_dict)
        def _parse_setup(data: object) -> CreateFromContainer | CreateFromPreset | CreateFromSegments:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_create_request_type_0 = CreateFromPreset.from_dict(data)



                return componentsschemas_create_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_create_request_type_1 = CreateFromSegments.from_dict(data)



                return componentsschemas_create_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_create_request_type_2 = CreateFromContainer.from_dict(data)



            return componentsschemas_create_request_type_2

        setup = _parse_setup(d.pop("setup"))


        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            def _parse_steps_item(data: object) -> ScenarioActionStep | ScenarioStep:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    steps_item_type_0 = ScenarioStep.from_dict(data)



                    return steps_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                steps_item_type_1 = ScenarioActionStep.from_dict(data)



                return steps_item_type_1

            steps_item = _parse_steps_item(steps_item_data)

            steps.append(steps_item)


        schema = d.pop("$schema", UNSET)

        name = d.pop("name", UNSET)

        scenario = cls(
            setup=setup,
            steps=steps,
            schema=schema,
            name=name,
        )

        return scenario

