from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_refusal_reason import ActionRefusalReason
from ..models.event_name import EventName
from ..models.scenario_step_status import ScenarioStepStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.action_batch import ActionBatch
  from ..models.advance_action import AdvanceAction
  from ..models.begin_back_swipe_action import BeginBackSwipeAction
  from ..models.end_back_swipe_action import EndBackSwipeAction
  from ..models.event_matcher import EventMatcher
  from ..models.memory_warning_action import MemoryWarningAction
  from ..models.pop_action import PopAction
  from ..models.pop_to_root_action import PopToRootAction
  from ..models.push_action import PushAction
  from ..models.scenario_step_state import ScenarioStepState
  from ..models.select_segment_action import SelectSegmentAction
  from ..models.set_segment_action import SetSegmentAction
  from ..models.tap_back_action import TapBackAction
  from ..models.tap_row_action import TapRowAction
  from ..models.update_back_swipe_action import UpdateBackSwipeAction





T = TypeVar("T", bound="ScenarioStep")



@_attrs_define
class ScenarioStep:
    """ 
        Attributes:
            name (str | Unset): A label for reports.
            action (ActionBatch | AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction |
                PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction
                | Unset | UpdateBackSwipeAction): One action, or a batch applied atomically in order.
            expect (list[EventMatcher] | Unset): Must appear among the step's events in this order (others may come between,
                unless `exactly`).
            exactly (bool | list[EventName] | Unset): `true`: `expect` is the whole list of the step's events, one matcher
                per event. A list of event names:
                the step's events with those names are, one for one, the `expect` matchers with those names (an extra or a
                missing `viewWillAppear` fails), the other matchers a subsequence as usual.
            forbid (list[EventMatcher] | Unset): Must not appear among the step's events.
            state (ScenarioStepState | Unset): A part of the session state after the step (the `State` schema): objects
                match member by member
                (others may exist), arrays element by element (same length), values exactly.
            status (ScenarioStepStatus | Unset): 200 (default) the action is applied; 422 the UI refuses it.
            reason (ActionRefusalReason | Unset):
     """

    name: str | Unset = UNSET
    action: ActionBatch | AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | Unset | UpdateBackSwipeAction = UNSET
    expect: list[EventMatcher] | Unset = UNSET
    exactly: bool | list[EventName] | Unset = UNSET
    forbid: list[EventMatcher] | Unset = UNSET
    state: ScenarioStepState | Unset = UNSET
    status: ScenarioStepStatus | Unset = UNSET
    reason: ActionRefusalReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_batch import ActionBatch # noqa: PLC0415
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.event_matcher import EventMatcher # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.scenario_step_state import ScenarioStepState # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        name = self.name

        action: dict[str, Any] | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, SelectSegmentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, SetSegmentAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TapRowAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PushAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PopAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PopToRootAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TapBackAction):
            action = self.action.to_dict()
        elif isinstance(self.action, MemoryWarningAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BeginBackSwipeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, UpdateBackSwipeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, EndBackSwipeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AdvanceAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        expect: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.expect, Unset):
            expect = []
            for expect_item_data in self.expect:
                expect_item = expect_item_data.to_dict()
                expect.append(expect_item)



        exactly: bool | list[str] | Unset
        if isinstance(self.exactly, Unset):
            exactly = UNSET
        elif isinstance(self.exactly, list):
            exactly = []
            for exactly_type_1_item_data in self.exactly:
                exactly_type_1_item = exactly_type_1_item_data.value
                exactly.append(exactly_type_1_item)


        else:
            exactly = self.exactly

        forbid: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.forbid, Unset):
            forbid = []
            for forbid_item_data in self.forbid:
                forbid_item = forbid_item_data.to_dict()
                forbid.append(forbid_item)



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        status: int | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if action is not UNSET:
            field_dict["action"] = action
        if expect is not UNSET:
            field_dict["expect"] = expect
        if exactly is not UNSET:
            field_dict["exactly"] = exactly
        if forbid is not UNSET:
            field_dict["forbid"] = forbid
        if state is not UNSET:
            field_dict["state"] = state
        if status is not UNSET:
            field_dict["status"] = status
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_batch import ActionBatch # noqa: PLC0415
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.event_matcher import EventMatcher # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.scenario_step_state import ScenarioStepState # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_action(data: object) -> ActionBatch | AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | Unset | UpdateBackSwipeAction:
            if isinstance(data, Unset):
                return data
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_actions_request_type_1 = ActionBatch.from_dict(data)



            return componentsschemas_actions_request_type_1

        action = _parse_action(d.pop("action", UNSET))


        _expect = d.pop("expect", UNSET)
        expect: list[EventMatcher] | Unset = UNSET
        if _expect is not UNSET:
            expect = []
            for expect_item_data in _expect:
                expect_item = EventMatcher.from_dict(expect_item_data)



                expect.append(expect_item)


        def _parse_exactly(data: object) -> bool | list[EventName] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                exactly_type_1 = []
                _exactly_type_1 = data
                for exactly_type_1_item_data in (_exactly_type_1):
                    exactly_type_1_item = EventName(exactly_type_1_item_data)



                    exactly_type_1.append(exactly_type_1_item)

                return exactly_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | list[EventName] | Unset, data)

        exactly = _parse_exactly(d.pop("exactly", UNSET))


        _forbid = d.pop("forbid", UNSET)
        forbid: list[EventMatcher] | Unset = UNSET
        if _forbid is not UNSET:
            forbid = []
            for forbid_item_data in _forbid:
                forbid_item = EventMatcher.from_dict(forbid_item_data)



                forbid.append(forbid_item)


        _state = d.pop("state", UNSET)
        state: ScenarioStepState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = ScenarioStepState.from_dict(_state)




        _status = d.pop("status", UNSET)
        status: ScenarioStepStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = ScenarioStepStatus(_status)




        _reason = d.pop("reason", UNSET)
        reason: ActionRefusalReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = ActionRefusalReason(_reason)




        scenario_step = cls(
            name=name,
            action=action,
            expect=expect,
            exactly=exactly,
            forbid=forbid,
            state=state,
            status=status,
            reason=reason,
        )

        return scenario_step

