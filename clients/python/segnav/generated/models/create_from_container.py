from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_from_container_strategy_type_1 import CreateFromContainerStrategyType1
from ..models.create_from_container_strategy_type_2_type_1 import CreateFromContainerStrategyType2Type1
from ..models.create_from_container_strategy_type_3_type_1 import CreateFromContainerStrategyType3Type1
from ..models.optional_clock_type_1 import OptionalClockType1
from ..models.optional_clock_type_2_type_1 import OptionalClockType2Type1
from ..models.optional_clock_type_3_type_1 import OptionalClockType3Type1
from ..models.optional_device_type_1 import OptionalDeviceType1
from ..models.optional_device_type_2_type_1 import OptionalDeviceType2Type1
from ..models.optional_device_type_3_type_1 import OptionalDeviceType3Type1
from ..models.optional_fidelity_type_1 import OptionalFidelityType1
from ..models.optional_fidelity_type_2_type_1 import OptionalFidelityType2Type1
from ..models.optional_fidelity_type_3_type_1 import OptionalFidelityType3Type1
from ..models.optional_runtime_type_1 import OptionalRuntimeType1
from ..models.optional_runtime_type_2_type_1 import OptionalRuntimeType2Type1
from ..models.optional_runtime_type_3_type_1 import OptionalRuntimeType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.container_program import ContainerProgram
  from ..models.segment_spec import SegmentSpec





T = TypeVar("T", bound="CreateFromContainer")



@_attrs_define
class CreateFromContainer:
    """ A user's own container (docs/containers.md): `container` is a `segnav-container/1` program
    (docs/container.schema.json gives its shape), `segments` its children. `strategy` may be left out or
    `container`; `preset` with it is 400; `fidelity` has no effect; `selectedIndex` must be 0. A malformed
    program is 400 with pointers under `/container`, one that cannot be built (an undeclared view, function,
    parameter, variable or embed, an embed on runtime legacy, a launch past its limits, such as an embed used
    before the view that makes it loads) 422 `invalid-setup`. An embed (`UIPageViewController`, scroll style)
    runs on the paging model (DESIGN.md §3.20 "Embeds"), and the page swipe actions reach it.

        Attributes:
            container (ContainerProgram): A `segnav-container/1` program: `format`, `class`, and optionally `kind`
                (`viewController` or
                `object`), `source`, `forwardsAppearance`, `control`, `views`, `embeds`, `vars`, `fn`, `on`
                (docs/containers.md; docs/container.schema.json is its full JSON Schema).
            segments (list[SegmentSpec]): The segments, in order. More than 16 is 422 (`invalid-setup`).
            strategy (CreateFromContainerStrategyType1 | CreateFromContainerStrategyType2Type1 |
                CreateFromContainerStrategyType3Type1 | None | Unset): `container` or null (the program names its own class).
            device (None | OptionalDeviceType1 | OptionalDeviceType2Type1 | OptionalDeviceType3Type1 | Unset): A `Device` or
                null; default `iphone-15`.
            runtime (None | OptionalRuntimeType1 | OptionalRuntimeType2Type1 | OptionalRuntimeType3Type1 | Unset): A
                `Runtime` or null; default `modern`.
            fidelity (None | OptionalFidelityType1 | OptionalFidelityType2Type1 | OptionalFidelityType3Type1 | Unset): A
                `Fidelity` or null; default `seed`.
            selected_index (int | None | Unset): The segment the app selects at launch (default 0). Must also be below the
                number of segments
                (for `containment` + `seed`, of titled segments), else 422.
            clock (None | OptionalClockType1 | OptionalClockType2Type1 | OptionalClockType3Type1 | Unset): Who moves model
                time (DESIGN.md §3.13), or null: `auto` (default) runs every animation to its end within the
                action; `manual` leaves transitions in flight until an `advance` action reaches their end.
            layout (bool | None | Unset): Whether the session records the layout pass (DESIGN.md §3.21), or null: `false`
                (default) records none of it,
                as before the option existed; `true` gives each controller whose view enters the window while it appears
                `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and then `viewIsAppearing` (runtime `modern` only: iOS 5
                and iOS 13 APIs), parents before children, after `viewWillAppear` and before `viewDidAppear`. Those events
                are left out of a scenario export's default (`lifecycle`) expectations.
     """

    container: ContainerProgram
    segments: list[SegmentSpec]
    strategy: CreateFromContainerStrategyType1 | CreateFromContainerStrategyType2Type1 | CreateFromContainerStrategyType3Type1 | None | Unset = UNSET
    device: None | OptionalDeviceType1 | OptionalDeviceType2Type1 | OptionalDeviceType3Type1 | Unset = UNSET
    runtime: None | OptionalRuntimeType1 | OptionalRuntimeType2Type1 | OptionalRuntimeType3Type1 | Unset = UNSET
    fidelity: None | OptionalFidelityType1 | OptionalFidelityType2Type1 | OptionalFidelityType3Type1 | Unset = UNSET
    selected_index: int | None | Unset = UNSET
    clock: None | OptionalClockType1 | OptionalClockType2Type1 | OptionalClockType3Type1 | Unset = UNSET
    layout: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.container_program import ContainerProgram # noqa: PLC0415
        from ..models.segment_spec import SegmentSpec # noqa: PLC0415
        container = self.container.to_dict()

        segments = []
        for componentsschemas_segment_specs_item_data in self.segments:
            componentsschemas_segment_specs_item = componentsschemas_segment_specs_item_data.to_dict()
            segments.append(componentsschemas_segment_specs_item)



        strategy: None | str | Unset
        if isinstance(self.strategy, Unset):
            strategy = UNSET
        elif isinstance(self.strategy, CreateFromContainerStrategyType1):
            strategy = self.strategy.value
        elif isinstance(self.strategy, CreateFromContainerStrategyType2Type1):
            strategy = self.strategy.value
        elif isinstance(self.strategy, CreateFromContainerStrategyType3Type1):
            strategy = self.strategy.value
        else:
            strategy = self.strategy

        device: None | str | Unset
        if isinstance(self.device, Unset):
            device = UNSET
        elif isinstance(self.device, OptionalDeviceType1):
            device = self.device.value
        elif isinstance(self.device, OptionalDeviceType2Type1):
            device = self.device.value
        elif isinstance(self.device, OptionalDeviceType3Type1):
            device = self.device.value
        else:
            device = self.device

        runtime: None | str | Unset
        if isinstance(self.runtime, Unset):
            runtime = UNSET
        elif isinstance(self.runtime, OptionalRuntimeType1):
            runtime = self.runtime.value
        elif isinstance(self.runtime, OptionalRuntimeType2Type1):
            runtime = self.runtime.value
        elif isinstance(self.runtime, OptionalRuntimeType3Type1):
            runtime = self.runtime.value
        else:
            runtime = self.runtime

        fidelity: None | str | Unset
        if isinstance(self.fidelity, Unset):
            fidelity = UNSET
        elif isinstance(self.fidelity, OptionalFidelityType1):
            fidelity = self.fidelity.value
        elif isinstance(self.fidelity, OptionalFidelityType2Type1):
            fidelity = self.fidelity.value
        elif isinstance(self.fidelity, OptionalFidelityType3Type1):
            fidelity = self.fidelity.value
        else:
            fidelity = self.fidelity

        selected_index: int | None | Unset
        if isinstance(self.selected_index, Unset):
            selected_index = UNSET
        else:
            selected_index = self.selected_index

        clock: None | str | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, OptionalClockType1):
            clock = self.clock.value
        elif isinstance(self.clock, OptionalClockType2Type1):
            clock = self.clock.value
        elif isinstance(self.clock, OptionalClockType3Type1):
            clock = self.clock.value
        else:
            clock = self.clock

        layout: bool | None | Unset
        if isinstance(self.layout, Unset):
            layout = UNSET
        else:
            layout = self.layout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "container": container,
            "segments": segments,
        })
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if device is not UNSET:
            field_dict["device"] = device
        if runtime is not UNSET:
            field_dict["runtime"] = runtime
        if fidelity is not UNSET:
            field_dict["fidelity"] = fidelity
        if selected_index is not UNSET:
            field_dict["selectedIndex"] = selected_index
        if clock is not UNSET:
            field_dict["clock"] = clock
        if layout is not UNSET:
            field_dict["layout"] = layout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.container_program import ContainerProgram # noqa: PLC0415
        from ..models.segment_spec import SegmentSpec # noqa: PLC0415
        d = dict(src_dict)
        container = ContainerProgram.from_dict(d.pop("container"))




        segments = []
        _segments = d.pop("segments")
        for componentsschemas_segment_specs_item_data in (_segments):
            componentsschemas_segment_specs_item = SegmentSpec.from_dict(componentsschemas_segment_specs_item_data)



            segments.append(componentsschemas_segment_specs_item)


        def _parse_strategy(data: object) -> CreateFromContainerStrategyType1 | CreateFromContainerStrategyType2Type1 | CreateFromContainerStrategyType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                strategy_type_1 = CreateFromContainerStrategyType1(data)



                return strategy_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                strategy_type_2_type_1 = CreateFromContainerStrategyType2Type1(data)



                return strategy_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                strategy_type_3_type_1 = CreateFromContainerStrategyType3Type1(data)



                return strategy_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateFromContainerStrategyType1 | CreateFromContainerStrategyType2Type1 | CreateFromContainerStrategyType3Type1 | None | Unset, data)

        strategy = _parse_strategy(d.pop("strategy", UNSET))


        def _parse_device(data: object) -> None | OptionalDeviceType1 | OptionalDeviceType2Type1 | OptionalDeviceType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_device_type_1 = OptionalDeviceType1(data)



                return componentsschemas_optional_device_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_device_type_2_type_1 = OptionalDeviceType2Type1(data)



                return componentsschemas_optional_device_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_device_type_3_type_1 = OptionalDeviceType3Type1(data)



                return componentsschemas_optional_device_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalDeviceType1 | OptionalDeviceType2Type1 | OptionalDeviceType3Type1 | Unset, data)

        device = _parse_device(d.pop("device", UNSET))


        def _parse_runtime(data: object) -> None | OptionalRuntimeType1 | OptionalRuntimeType2Type1 | OptionalRuntimeType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_runtime_type_1 = OptionalRuntimeType1(data)



                return componentsschemas_optional_runtime_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_runtime_type_2_type_1 = OptionalRuntimeType2Type1(data)



                return componentsschemas_optional_runtime_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_runtime_type_3_type_1 = OptionalRuntimeType3Type1(data)



                return componentsschemas_optional_runtime_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalRuntimeType1 | OptionalRuntimeType2Type1 | OptionalRuntimeType3Type1 | Unset, data)

        runtime = _parse_runtime(d.pop("runtime", UNSET))


        def _parse_fidelity(data: object) -> None | OptionalFidelityType1 | OptionalFidelityType2Type1 | OptionalFidelityType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_fidelity_type_1 = OptionalFidelityType1(data)



                return componentsschemas_optional_fidelity_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_fidelity_type_2_type_1 = OptionalFidelityType2Type1(data)



                return componentsschemas_optional_fidelity_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_fidelity_type_3_type_1 = OptionalFidelityType3Type1(data)



                return componentsschemas_optional_fidelity_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalFidelityType1 | OptionalFidelityType2Type1 | OptionalFidelityType3Type1 | Unset, data)

        fidelity = _parse_fidelity(d.pop("fidelity", UNSET))


        def _parse_selected_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        selected_index = _parse_selected_index(d.pop("selectedIndex", UNSET))


        def _parse_clock(data: object) -> None | OptionalClockType1 | OptionalClockType2Type1 | OptionalClockType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_clock_type_1 = OptionalClockType1(data)



                return componentsschemas_optional_clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_clock_type_2_type_1 = OptionalClockType2Type1(data)



                return componentsschemas_optional_clock_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_clock_type_3_type_1 = OptionalClockType3Type1(data)



                return componentsschemas_optional_clock_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalClockType1 | OptionalClockType2Type1 | OptionalClockType3Type1 | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_layout(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        layout = _parse_layout(d.pop("layout", UNSET))


        create_from_container = cls(
            container=container,
            segments=segments,
            strategy=strategy,
            device=device,
            runtime=runtime,
            fidelity=fidelity,
            selected_index=selected_index,
            clock=clock,
            layout=layout,
        )

        return create_from_container

