from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.device import Device
from ..models.fidelity import Fidelity
from ..models.optional_preset_type_1 import OptionalPresetType1
from ..models.optional_preset_type_2_type_1 import OptionalPresetType2Type1
from ..models.optional_preset_type_3_type_1 import OptionalPresetType3Type1
from ..models.runtime import Runtime
from ..models.state_clock import StateClock
from ..models.strategy import Strategy
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.state_controllers_item import StateControllersItem
  from ..models.state_current import StateCurrent
  from ..models.state_navigation_stack_item import StateNavigationStackItem
  from ..models.state_segments_item import StateSegmentsItem
  from ..models.state_transition_type_0 import StateTransitionType0





T = TypeVar("T", bound="State")



@_attrs_define
class State:
    """ A session's state (DESIGN.md §4, issue 11's names).

        Attributes:
            id (str): 128 random bits as 22 base64url characters (the last one carries 2 bits, so it is one of `A`, `Q`,
                `g`,
                `w`), after `NODE.` on a server run with `--node NODE`.
            version (int): 0 after the launch, +1 per applied action.
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            runtime (Runtime): Today's UIKit rules (`modern`) or iPhone OS 3's (`legacy`).
            fidelity (Fidelity): The seed programs as written, flaws included and each reported (`seed`), or corrected.
            device (Device): The screen geometry frames are computed in.
            preset (None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1): A `Preset` or null.
            selected_index (int): The segmented control's selected segment.
            segments (list[StateSegmentsItem]): The segmented control's segments.
            current (StateCurrent):
            navigation_stack (list[StateNavigationStackItem]): The navigation controller's stack, root first.
            controllers (list[StateControllersItem]): Every live controller.
            last_event_seq (int): The `seq` of the session's latest event (0 = none).
            warnings (int): How many warning events the session has had.
            clock (StateClock): Who moves model time (DESIGN.md §3.13).
            time (float): Model time in seconds (the logical clock events carry).
            transition (None | StateTransitionType0): The navigation transition in flight, or null: an animation waiting for
                its end (manual clock) or an
                interactive back swipe (DESIGN.md §3.14).
            layout (bool | Unset): `true` when the session records the layout pass (its setup's `layout`, DESIGN.md §3.21);
                absent otherwise.
     """

    id: str
    version: int
    strategy: Strategy
    runtime: Runtime
    fidelity: Fidelity
    device: Device
    preset: None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1
    selected_index: int
    segments: list[StateSegmentsItem]
    current: StateCurrent
    navigation_stack: list[StateNavigationStackItem]
    controllers: list[StateControllersItem]
    last_event_seq: int
    warnings: int
    clock: StateClock
    time: float
    transition: None | StateTransitionType0
    layout: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.state_controllers_item import StateControllersItem # noqa: PLC0415
        from ..models.state_current import StateCurrent # noqa: PLC0415
        from ..models.state_navigation_stack_item import StateNavigationStackItem # noqa: PLC0415
        from ..models.state_segments_item import StateSegmentsItem # noqa: PLC0415
        from ..models.state_transition_type_0 import StateTransitionType0 # noqa: PLC0415
        id = self.id

        version = self.version

        strategy = self.strategy.value

        runtime = self.runtime.value

        fidelity = self.fidelity.value

        device = self.device.value

        preset: None | str
        if isinstance(self.preset, OptionalPresetType1):
            preset = self.preset.value
        elif isinstance(self.preset, OptionalPresetType2Type1):
            preset = self.preset.value
        elif isinstance(self.preset, OptionalPresetType3Type1):
            preset = self.preset.value
        else:
            preset = self.preset

        selected_index = self.selected_index

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.to_dict()
            segments.append(segments_item)



        current = self.current.to_dict()

        navigation_stack = []
        for navigation_stack_item_data in self.navigation_stack:
            navigation_stack_item = navigation_stack_item_data.to_dict()
            navigation_stack.append(navigation_stack_item)



        controllers = []
        for controllers_item_data in self.controllers:
            controllers_item = controllers_item_data.to_dict()
            controllers.append(controllers_item)



        last_event_seq = self.last_event_seq

        warnings = self.warnings

        clock = self.clock.value

        time = self.time

        transition: dict[str, Any] | None
        if isinstance(self.transition, StateTransitionType0):
            transition = self.transition.to_dict()
        else:
            transition = self.transition

        layout = self.layout


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "strategy": strategy,
            "runtime": runtime,
            "fidelity": fidelity,
            "device": device,
            "preset": preset,
            "selectedIndex": selected_index,
            "segments": segments,
            "current": current,
            "navigationStack": navigation_stack,
            "controllers": controllers,
            "lastEventSeq": last_event_seq,
            "warnings": warnings,
            "clock": clock,
            "time": time,
            "transition": transition,
        })
        if layout is not UNSET:
            field_dict["layout"] = layout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.state_controllers_item import StateControllersItem # noqa: PLC0415
        from ..models.state_current import StateCurrent # noqa: PLC0415
        from ..models.state_navigation_stack_item import StateNavigationStackItem # noqa: PLC0415
        from ..models.state_segments_item import StateSegmentsItem # noqa: PLC0415
        from ..models.state_transition_type_0 import StateTransitionType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        strategy = Strategy(d.pop("strategy"))




        runtime = Runtime(d.pop("runtime"))




        fidelity = Fidelity(d.pop("fidelity"))




        device = Device(d.pop("device"))




        def _parse_preset(data: object) -> None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_1 = OptionalPresetType1(data)



                return componentsschemas_optional_preset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_2_type_1 = OptionalPresetType2Type1(data)



                return componentsschemas_optional_preset_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_3_type_1 = OptionalPresetType3Type1(data)



                return componentsschemas_optional_preset_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1, data)

        preset = _parse_preset(d.pop("preset"))


        selected_index = d.pop("selectedIndex")

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in (_segments):
            segments_item = StateSegmentsItem.from_dict(segments_item_data)



            segments.append(segments_item)


        current = StateCurrent.from_dict(d.pop("current"))




        navigation_stack = []
        _navigation_stack = d.pop("navigationStack")
        for navigation_stack_item_data in (_navigation_stack):
            navigation_stack_item = StateNavigationStackItem.from_dict(navigation_stack_item_data)



            navigation_stack.append(navigation_stack_item)


        controllers = []
        _controllers = d.pop("controllers")
        for controllers_item_data in (_controllers):
            controllers_item = StateControllersItem.from_dict(controllers_item_data)



            controllers.append(controllers_item)


        last_event_seq = d.pop("lastEventSeq")

        warnings = d.pop("warnings")

        clock = StateClock(d.pop("clock"))




        time = d.pop("time")

        def _parse_transition(data: object) -> None | StateTransitionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                transition_type_0 = StateTransitionType0.from_dict(data)



                return transition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StateTransitionType0, data)

        transition = _parse_transition(d.pop("transition"))


        layout = d.pop("layout", UNSET)

        state = cls(
            id=id,
            version=version,
            strategy=strategy,
            runtime=runtime,
            fidelity=fidelity,
            device=device,
            preset=preset,
            selected_index=selected_index,
            segments=segments,
            current=current,
            navigation_stack=navigation_stack,
            controllers=controllers,
            last_event_seq=last_event_seq,
            warnings=warnings,
            clock=clock,
            time=time,
            transition=transition,
            layout=layout,
        )

        return state

