from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.trace_verdicts_clauses import TraceVerdictsClauses
  from ..models.trace_verdicts_events_item import TraceVerdictsEventsItem
  from ..models.trace_verdicts_prediction_type_0 import TraceVerdictsPredictionType0
  from ..models.trace_verdicts_warnings_item import TraceVerdictsWarningsItem





T = TypeVar("T", bound="TraceVerdicts")



@_attrs_define
class TraceVerdicts:
    """ 
        Attributes:
            passed (bool): No breach.
            breaches (int): Warnings in all (clauses and console messages).
            clauses (TraceVerdictsClauses): Breaches per clause of the appearance contract; `other` counts console messages
                outside it.
            controllers (int): Controllers the trace named.
            warnings (list[TraceVerdictsWarningsItem]): The first 200 warnings, each with its why; every warning is among
                `events` all the same.
            unexplained (int): Warnings past the 200 explained.
            prediction (None | TraceVerdictsPredictionType0): Only for a trace with a `{"setup": …}` line (what `POST
                /v1/sessions` takes): segnav's prediction for the
                trace's action markers and the first place the app's calls and the prediction part (`divergence`:
                `index`, and each side's `step` and `event`, the trace's with its `line`; null when they agree to the
                end). Calls the model does not make (viewIsAppearing, begin/end, addChild, layout) are left out; null
                without a setup.
            events (list[TraceVerdictsEventsItem]): The trace as segnav's events (seq from 1, plus `line`, the trace line),
                each warning right after the
                call it follows; a warning's `cause.event` is that call and `cause.setBy` the earlier call that put
                the controller in the state the breach found.
     """

    passed: bool
    breaches: int
    clauses: TraceVerdictsClauses
    controllers: int
    warnings: list[TraceVerdictsWarningsItem]
    unexplained: int
    prediction: None | TraceVerdictsPredictionType0
    events: list[TraceVerdictsEventsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trace_verdicts_clauses import TraceVerdictsClauses # noqa: PLC0415
        from ..models.trace_verdicts_events_item import TraceVerdictsEventsItem # noqa: PLC0415
        from ..models.trace_verdicts_prediction_type_0 import TraceVerdictsPredictionType0 # noqa: PLC0415
        from ..models.trace_verdicts_warnings_item import TraceVerdictsWarningsItem # noqa: PLC0415
        passed = self.passed

        breaches = self.breaches

        clauses = self.clauses.to_dict()

        controllers = self.controllers

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)



        unexplained = self.unexplained

        prediction: dict[str, Any] | None
        if isinstance(self.prediction, TraceVerdictsPredictionType0):
            prediction = self.prediction.to_dict()
        else:
            prediction = self.prediction

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "passed": passed,
            "breaches": breaches,
            "clauses": clauses,
            "controllers": controllers,
            "warnings": warnings,
            "unexplained": unexplained,
            "prediction": prediction,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trace_verdicts_clauses import TraceVerdictsClauses # noqa: PLC0415
        from ..models.trace_verdicts_events_item import TraceVerdictsEventsItem # noqa: PLC0415
        from ..models.trace_verdicts_prediction_type_0 import TraceVerdictsPredictionType0 # noqa: PLC0415
        from ..models.trace_verdicts_warnings_item import TraceVerdictsWarningsItem # noqa: PLC0415
        d = dict(src_dict)
        passed = d.pop("passed")

        breaches = d.pop("breaches")

        clauses = TraceVerdictsClauses.from_dict(d.pop("clauses"))




        controllers = d.pop("controllers")

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in (_warnings):
            warnings_item = TraceVerdictsWarningsItem.from_dict(warnings_item_data)



            warnings.append(warnings_item)


        unexplained = d.pop("unexplained")

        def _parse_prediction(data: object) -> None | TraceVerdictsPredictionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prediction_type_0 = TraceVerdictsPredictionType0.from_dict(data)



                return prediction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TraceVerdictsPredictionType0, data)

        prediction = _parse_prediction(d.pop("prediction"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = TraceVerdictsEventsItem.from_dict(events_item_data)



            events.append(events_item)


        trace_verdicts = cls(
            passed=passed,
            breaches=breaches,
            clauses=clauses,
            controllers=controllers,
            warnings=warnings,
            unexplained=unexplained,
            prediction=prediction,
            events=events,
        )


        trace_verdicts.additional_properties = d
        return trace_verdicts

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
