from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.compare_strategies_item import CompareStrategiesItem
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
from ..models.optional_strategy_type_1 import OptionalStrategyType1
from ..models.optional_strategy_type_2_type_1 import OptionalStrategyType2Type1
from ..models.optional_strategy_type_3_type_1 import OptionalStrategyType3Type1
from ..models.runtime import Runtime
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.advance_action import AdvanceAction
  from ..models.begin_back_swipe_action import BeginBackSwipeAction
  from ..models.begin_page_swipe_action import BeginPageSwipeAction
  from ..models.end_back_swipe_action import EndBackSwipeAction
  from ..models.end_page_swipe_action import EndPageSwipeAction
  from ..models.memory_warning_action import MemoryWarningAction
  from ..models.pop_action import PopAction
  from ..models.pop_to_root_action import PopToRootAction
  from ..models.push_action import PushAction
  from ..models.segment_spec import SegmentSpec
  from ..models.select_segment_action import SelectSegmentAction
  from ..models.set_segment_action import SetSegmentAction
  from ..models.tap_back_action import TapBackAction
  from ..models.tap_row_action import TapRowAction
  from ..models.update_back_swipe_action import UpdateBackSwipeAction
  from ..models.update_page_swipe_action import UpdatePageSwipeAction





T = TypeVar("T", bound="CompareFromSegments")



@_attrs_define
class CompareFromSegments:
    """ 
        Attributes:
            segments (list[SegmentSpec]): The segments, in order. More than 16 is 422 (`invalid-setup`).
            strategy (None | OptionalStrategyType1 | OptionalStrategyType2Type1 | OptionalStrategyType3Type1 | Unset): A
                built-in strategy or null; default `containment`. (`container` goes with a program: `CreateFromContainer`.)
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
            actions (list[AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | EndBackSwipeAction |
                EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction |
                SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction] | Unset): The
                action script, applied one by one after the launch (default none).
            strategies (list[CompareStrategiesItem] | Unset): The strategies to run (default the three seed programs'
                `containment`, `managing` and `navigation`; `paging` when named).
            runtimes (list[Runtime] | Unset): The runtimes to run (default the body's `runtime`).
     """

    segments: list[SegmentSpec]
    strategy: None | OptionalStrategyType1 | OptionalStrategyType2Type1 | OptionalStrategyType3Type1 | Unset = UNSET
    device: None | OptionalDeviceType1 | OptionalDeviceType2Type1 | OptionalDeviceType3Type1 | Unset = UNSET
    runtime: None | OptionalRuntimeType1 | OptionalRuntimeType2Type1 | OptionalRuntimeType3Type1 | Unset = UNSET
    fidelity: None | OptionalFidelityType1 | OptionalFidelityType2Type1 | OptionalFidelityType3Type1 | Unset = UNSET
    selected_index: int | None | Unset = UNSET
    clock: None | OptionalClockType1 | OptionalClockType2Type1 | OptionalClockType3Type1 | Unset = UNSET
    layout: bool | None | Unset = UNSET
    actions: list[AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction] | Unset = UNSET
    strategies: list[CompareStrategiesItem] | Unset = UNSET
    runtimes: list[Runtime] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.begin_page_swipe_action import BeginPageSwipeAction # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.end_page_swipe_action import EndPageSwipeAction # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.segment_spec import SegmentSpec # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        from ..models.update_page_swipe_action import UpdatePageSwipeAction # noqa: PLC0415
        segments = []
        for componentsschemas_segment_specs_item_data in self.segments:
            componentsschemas_segment_specs_item = componentsschemas_segment_specs_item_data.to_dict()
            segments.append(componentsschemas_segment_specs_item)



        strategy: None | str | Unset
        if isinstance(self.strategy, Unset):
            strategy = UNSET
        elif isinstance(self.strategy, OptionalStrategyType1):
            strategy = self.strategy.value
        elif isinstance(self.strategy, OptionalStrategyType2Type1):
            strategy = self.strategy.value
        elif isinstance(self.strategy, OptionalStrategyType3Type1):
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

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for componentsschemas_compare_actions_item_data in self.actions:
                componentsschemas_compare_actions_item: dict[str, Any]
                if isinstance(componentsschemas_compare_actions_item_data, SelectSegmentAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, SetSegmentAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, TapRowAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, PushAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, PopAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, PopToRootAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, TapBackAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, MemoryWarningAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, BeginBackSwipeAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, UpdateBackSwipeAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, EndBackSwipeAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, AdvanceAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, BeginPageSwipeAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                elif isinstance(componentsschemas_compare_actions_item_data, UpdatePageSwipeAction):
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()
                else:
                    componentsschemas_compare_actions_item = componentsschemas_compare_actions_item_data.to_dict()

                actions.append(componentsschemas_compare_actions_item)



        strategies: list[str] | Unset = UNSET
        if not isinstance(self.strategies, Unset):
            strategies = []
            for componentsschemas_compare_strategies_item_data in self.strategies:
                componentsschemas_compare_strategies_item = componentsschemas_compare_strategies_item_data.value
                strategies.append(componentsschemas_compare_strategies_item)



        runtimes: list[str] | Unset = UNSET
        if not isinstance(self.runtimes, Unset):
            runtimes = []
            for componentsschemas_compare_runtimes_item_data in self.runtimes:
                componentsschemas_compare_runtimes_item = componentsschemas_compare_runtimes_item_data.value
                runtimes.append(componentsschemas_compare_runtimes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
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
        if actions is not UNSET:
            field_dict["actions"] = actions
        if strategies is not UNSET:
            field_dict["strategies"] = strategies
        if runtimes is not UNSET:
            field_dict["runtimes"] = runtimes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.begin_page_swipe_action import BeginPageSwipeAction # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.end_page_swipe_action import EndPageSwipeAction # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.segment_spec import SegmentSpec # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        from ..models.update_page_swipe_action import UpdatePageSwipeAction # noqa: PLC0415
        d = dict(src_dict)
        segments = []
        _segments = d.pop("segments")
        for componentsschemas_segment_specs_item_data in (_segments):
            componentsschemas_segment_specs_item = SegmentSpec.from_dict(componentsschemas_segment_specs_item_data)



            segments.append(componentsschemas_segment_specs_item)


        def _parse_strategy(data: object) -> None | OptionalStrategyType1 | OptionalStrategyType2Type1 | OptionalStrategyType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_strategy_type_1 = OptionalStrategyType1(data)



                return componentsschemas_optional_strategy_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_strategy_type_2_type_1 = OptionalStrategyType2Type1(data)



                return componentsschemas_optional_strategy_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_strategy_type_3_type_1 = OptionalStrategyType3Type1(data)



                return componentsschemas_optional_strategy_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalStrategyType1 | OptionalStrategyType2Type1 | OptionalStrategyType3Type1 | Unset, data)

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


        _actions = d.pop("actions", UNSET)
        actions: list[AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for componentsschemas_compare_actions_item_data in _actions:
                def _parse_componentsschemas_compare_actions_item(data: object) -> AdvanceAction | BeginBackSwipeAction | BeginPageSwipeAction | EndBackSwipeAction | EndPageSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction | UpdatePageSwipeAction:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_0 = SelectSegmentAction.from_dict(data)



                        return componentsschemas_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_1 = SetSegmentAction.from_dict(data)



                        return componentsschemas_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_2 = TapRowAction.from_dict(data)



                        return componentsschemas_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_3 = PushAction.from_dict(data)



                        return componentsschemas_action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_4 = PopAction.from_dict(data)



                        return componentsschemas_action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_5 = PopToRootAction.from_dict(data)



                        return componentsschemas_action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_6 = TapBackAction.from_dict(data)



                        return componentsschemas_action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_7 = MemoryWarningAction.from_dict(data)



                        return componentsschemas_action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_8 = BeginBackSwipeAction.from_dict(data)



                        return componentsschemas_action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_9 = UpdateBackSwipeAction.from_dict(data)



                        return componentsschemas_action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_10 = EndBackSwipeAction.from_dict(data)



                        return componentsschemas_action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_11 = AdvanceAction.from_dict(data)



                        return componentsschemas_action_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_12 = BeginPageSwipeAction.from_dict(data)



                        return componentsschemas_action_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_action_type_13 = UpdatePageSwipeAction.from_dict(data)



                        return componentsschemas_action_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_14 = EndPageSwipeAction.from_dict(data)



                    return componentsschemas_action_type_14

                componentsschemas_compare_actions_item = _parse_componentsschemas_compare_actions_item(componentsschemas_compare_actions_item_data)

                actions.append(componentsschemas_compare_actions_item)


        _strategies = d.pop("strategies", UNSET)
        strategies: list[CompareStrategiesItem] | Unset = UNSET
        if _strategies is not UNSET:
            strategies = []
            for componentsschemas_compare_strategies_item_data in _strategies:
                componentsschemas_compare_strategies_item = CompareStrategiesItem(componentsschemas_compare_strategies_item_data)



                strategies.append(componentsschemas_compare_strategies_item)


        _runtimes = d.pop("runtimes", UNSET)
        runtimes: list[Runtime] | Unset = UNSET
        if _runtimes is not UNSET:
            runtimes = []
            for componentsschemas_compare_runtimes_item_data in _runtimes:
                componentsschemas_compare_runtimes_item = Runtime(componentsschemas_compare_runtimes_item_data)



                runtimes.append(componentsschemas_compare_runtimes_item)


        compare_from_segments = cls(
            segments=segments,
            strategy=strategy,
            device=device,
            runtime=runtime,
            fidelity=fidelity,
            selected_index=selected_index,
            clock=clock,
            layout=layout,
            actions=actions,
            strategies=strategies,
            runtimes=runtimes,
        )

        return compare_from_segments

