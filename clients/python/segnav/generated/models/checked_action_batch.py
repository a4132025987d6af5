from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.event_name import EventName
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.advance_action import AdvanceAction
  from ..models.begin_back_swipe_action import BeginBackSwipeAction
  from ..models.checked_action_batch_state import CheckedActionBatchState
  from ..models.end_back_swipe_action import EndBackSwipeAction
  from ..models.event_matcher import EventMatcher
  from ..models.memory_warning_action import MemoryWarningAction
  from ..models.pop_action import PopAction
  from ..models.pop_to_root_action import PopToRootAction
  from ..models.push_action import PushAction
  from ..models.select_segment_action import SelectSegmentAction
  from ..models.set_segment_action import SetSegmentAction
  from ..models.tap_back_action import TapBackAction
  from ..models.tap_row_action import TapRowAction
  from ..models.update_back_swipe_action import UpdateBackSwipeAction





T = TypeVar("T", bound="CheckedActionBatch")



@_attrs_define
class CheckedActionBatch:
    """ 
        Attributes:
            actions (list[AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction | PopAction |
                PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction |
                UpdateBackSwipeAction]):
            expect (list[EventMatcher] | Unset): Must appear among the actions' events in this order (others may come
                between, unless `exactly`).
            exactly (bool | list[EventName] | Unset): `true`: `expect` is the whole list of the actions' events, one matcher
                per event. A list of event names:
                the actions' events with those names are, one for one, the `expect` matchers with those names (an extra or a
                missing `viewWillAppear` fails), the other matchers a subsequence as usual.
            forbid (list[EventMatcher] | Unset): Must not appear among the actions' events.
            state (CheckedActionBatchState | Unset): A part of the state after the actions, matched as a scenario step's
                `state`.
     """

    actions: list[AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction]
    expect: list[EventMatcher] | Unset = UNSET
    exactly: bool | list[EventName] | Unset = UNSET
    forbid: list[EventMatcher] | Unset = UNSET
    state: CheckedActionBatchState | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.checked_action_batch_state import CheckedActionBatchState # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.event_matcher import EventMatcher # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, SelectSegmentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, SetSegmentAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TapRowAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PushAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, PopToRootAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TapBackAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MemoryWarningAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BeginBackSwipeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, UpdateBackSwipeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, EndBackSwipeAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
        })
        if expect is not UNSET:
            field_dict["expect"] = expect
        if exactly is not UNSET:
            field_dict["exactly"] = exactly
        if forbid is not UNSET:
            field_dict["forbid"] = forbid
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.advance_action import AdvanceAction # noqa: PLC0415
        from ..models.begin_back_swipe_action import BeginBackSwipeAction # noqa: PLC0415
        from ..models.checked_action_batch_state import CheckedActionBatchState # noqa: PLC0415
        from ..models.end_back_swipe_action import EndBackSwipeAction # noqa: PLC0415
        from ..models.event_matcher import EventMatcher # noqa: PLC0415
        from ..models.memory_warning_action import MemoryWarningAction # noqa: PLC0415
        from ..models.pop_action import PopAction # noqa: PLC0415
        from ..models.pop_to_root_action import PopToRootAction # noqa: PLC0415
        from ..models.push_action import PushAction # noqa: PLC0415
        from ..models.select_segment_action import SelectSegmentAction # noqa: PLC0415
        from ..models.set_segment_action import SetSegmentAction # noqa: PLC0415
        from ..models.tap_back_action import TapBackAction # noqa: PLC0415
        from ..models.tap_row_action import TapRowAction # noqa: PLC0415
        from ..models.update_back_swipe_action import UpdateBackSwipeAction # noqa: PLC0415
        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> AdvanceAction | BeginBackSwipeAction | EndBackSwipeAction | MemoryWarningAction | PopAction | PopToRootAction | PushAction | SelectSegmentAction | SetSegmentAction | TapBackAction | TapRowAction | UpdateBackSwipeAction:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_11 = AdvanceAction.from_dict(data)



                return componentsschemas_action_type_11

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


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
        state: CheckedActionBatchState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = CheckedActionBatchState.from_dict(_state)




        checked_action_batch = cls(
            actions=actions,
            expect=expect,
            exactly=exactly,
            forbid=forbid,
            state=state,
        )

        return checked_action_batch

