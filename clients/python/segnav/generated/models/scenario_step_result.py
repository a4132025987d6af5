from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scenario_step_result_reason_type_1 import ScenarioStepResultReasonType1
from ..models.scenario_step_result_reason_type_2_type_1 import ScenarioStepResultReasonType2Type1
from ..models.scenario_step_result_reason_type_3_type_1 import ScenarioStepResultReasonType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.scenario_failure import ScenarioFailure





T = TypeVar("T", bound="ScenarioStepResult")



@_attrs_define
class ScenarioStepResult:
    """ 
        Attributes:
            step (int): From 0.
            title (str): The step's name
            action (Any): The step's action as written; null for the launch.
            passed (bool):
            status (int | None): 200 applied or 422 refused; null for the launch.
            reason (None | ScenarioStepResultReasonType1 | ScenarioStepResultReasonType2Type1 |
                ScenarioStepResultReasonType3Type1): The refusal's reason when 422 (see `ActionRefusalReason`).
            events (int): How many events the step produced.
            first_seq (int | None):
            last_seq (int | None):
            failures (list[ScenarioFailure]):
            diff (None | str): When `expect` failed: the expected matchers beside the step's events around the first
                mismatch,
                aligned, one row per event (✓ matched, ✗ the failing matcher beside the event nearest to it).
     """

    step: int
    title: str
    action: Any
    passed: bool
    status: int | None
    reason: None | ScenarioStepResultReasonType1 | ScenarioStepResultReasonType2Type1 | ScenarioStepResultReasonType3Type1
    events: int
    first_seq: int | None
    last_seq: int | None
    failures: list[ScenarioFailure]
    diff: None | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.scenario_failure import ScenarioFailure # noqa: PLC0415
        step = self.step

        title = self.title

        action = self.action

        passed = self.passed

        status: int | None
        status = self.status

        reason: None | str
        if isinstance(self.reason, ScenarioStepResultReasonType1):
            reason = self.reason.value
        elif isinstance(self.reason, ScenarioStepResultReasonType2Type1):
            reason = self.reason.value
        elif isinstance(self.reason, ScenarioStepResultReasonType3Type1):
            reason = self.reason.value
        else:
            reason = self.reason

        events = self.events

        first_seq: int | None
        first_seq = self.first_seq

        last_seq: int | None
        last_seq = self.last_seq

        failures = []
        for failures_item_data in self.failures:
            failures_item = failures_item_data.to_dict()
            failures.append(failures_item)



        diff: None | str
        diff = self.diff


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
            "title": title,
            "action": action,
            "passed": passed,
            "status": status,
            "reason": reason,
            "events": events,
            "firstSeq": first_seq,
            "lastSeq": last_seq,
            "failures": failures,
            "diff": diff,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scenario_failure import ScenarioFailure # noqa: PLC0415
        d = dict(src_dict)
        step = d.pop("step")

        title = d.pop("title")

        action = d.pop("action")

        passed = d.pop("passed")

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))


        def _parse_reason(data: object) -> None | ScenarioStepResultReasonType1 | ScenarioStepResultReasonType2Type1 | ScenarioStepResultReasonType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = ScenarioStepResultReasonType1(data)



                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = ScenarioStepResultReasonType2Type1(data)



                return reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = ScenarioStepResultReasonType3Type1(data)



                return reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScenarioStepResultReasonType1 | ScenarioStepResultReasonType2Type1 | ScenarioStepResultReasonType3Type1, data)

        reason = _parse_reason(d.pop("reason"))


        events = d.pop("events")

        def _parse_first_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_seq = _parse_first_seq(d.pop("firstSeq"))


        def _parse_last_seq(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_seq = _parse_last_seq(d.pop("lastSeq"))


        failures = []
        _failures = d.pop("failures")
        for failures_item_data in (_failures):
            failures_item = ScenarioFailure.from_dict(failures_item_data)



            failures.append(failures_item)


        def _parse_diff(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        diff = _parse_diff(d.pop("diff"))


        scenario_step_result = cls(
            step=step,
            title=title,
            action=action,
            passed=passed,
            status=status,
            reason=reason,
            events=events,
            first_seq=first_seq,
            last_seq=last_seq,
            failures=failures,
            diff=diff,
        )

        return scenario_step_result

