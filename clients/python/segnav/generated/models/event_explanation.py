from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event import Event
  from ..models.event_explanation_clause_type_0 import EventExplanationClauseType0
  from ..models.event_explanation_flaw_type_0 import EventExplanationFlawType0
  from ..models.event_explanation_rules_item import EventExplanationRulesItem
  from ..models.event_explanation_set_by_type_0 import EventExplanationSetByType0





T = TypeVar("T", bound="EventExplanation")



@_attrs_define
class EventExplanation:
    """ 
        Attributes:
            event (Event): One recorded call.
            chain (list[Event]): From the action's first call down to `event` (its last link).
            set_by (EventExplanationSetByType0 | None): For a breach of the appearance contract, the earlier call that put
                the controller in the state the
                breach found (`event.cause.setBy`), an `Event`; null otherwise, or when it has left the event ring.
            set_by_chain (list[Event]): The calls from that call's action down to it (empty when `setBy` is null).
            because (None | str): For a breach of the appearance contract, the why in plain words: the call that broke which
                clause, and
                the earlier call that had put the controller there with its flaw; null for every other event.
            rules (list[EventExplanationRulesItem]):
            flaw (EventExplanationFlawType0 | None): The nearest flaw: the event's own, else its nearest caller's, else (for
                a breach) that of `setBy` or its
                nearest caller; null when none.
            clause (EventExplanationClauseType0 | None): For a warning that reports a breach of the appearance contract
                (DESIGN.md §3.11), the clause it breaks and
                the clause's statement; null for every other event. The breaking call is the warning's `cause.event`.
     """

    event: Event
    chain: list[Event]
    set_by: EventExplanationSetByType0 | None
    set_by_chain: list[Event]
    because: None | str
    rules: list[EventExplanationRulesItem]
    flaw: EventExplanationFlawType0 | None
    clause: EventExplanationClauseType0 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.event import Event # noqa: PLC0415
        from ..models.event_explanation_clause_type_0 import EventExplanationClauseType0 # noqa: PLC0415
        from ..models.event_explanation_flaw_type_0 import EventExplanationFlawType0 # noqa: PLC0415
        from ..models.event_explanation_rules_item import EventExplanationRulesItem # noqa: PLC0415
        from ..models.event_explanation_set_by_type_0 import EventExplanationSetByType0 # noqa: PLC0415
        event = self.event.to_dict()

        chain = []
        for chain_item_data in self.chain:
            chain_item = chain_item_data.to_dict()
            chain.append(chain_item)



        set_by: dict[str, Any] | None
        if isinstance(self.set_by, EventExplanationSetByType0):
            set_by = self.set_by.to_dict()
        else:
            set_by = self.set_by

        set_by_chain = []
        for set_by_chain_item_data in self.set_by_chain:
            set_by_chain_item = set_by_chain_item_data.to_dict()
            set_by_chain.append(set_by_chain_item)



        because: None | str
        because = self.because

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



        flaw: dict[str, Any] | None
        if isinstance(self.flaw, EventExplanationFlawType0):
            flaw = self.flaw.to_dict()
        else:
            flaw = self.flaw

        clause: dict[str, Any] | None
        if isinstance(self.clause, EventExplanationClauseType0):
            clause = self.clause.to_dict()
        else:
            clause = self.clause


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "event": event,
            "chain": chain,
            "setBy": set_by,
            "setByChain": set_by_chain,
            "because": because,
            "rules": rules,
            "flaw": flaw,
            "clause": clause,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event # noqa: PLC0415
        from ..models.event_explanation_clause_type_0 import EventExplanationClauseType0 # noqa: PLC0415
        from ..models.event_explanation_flaw_type_0 import EventExplanationFlawType0 # noqa: PLC0415
        from ..models.event_explanation_rules_item import EventExplanationRulesItem # noqa: PLC0415
        from ..models.event_explanation_set_by_type_0 import EventExplanationSetByType0 # noqa: PLC0415
        d = dict(src_dict)
        event = Event.from_dict(d.pop("event"))




        chain = []
        _chain = d.pop("chain")
        for chain_item_data in (_chain):
            chain_item = Event.from_dict(chain_item_data)



            chain.append(chain_item)


        def _parse_set_by(data: object) -> EventExplanationSetByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                set_by_type_0 = EventExplanationSetByType0.from_dict(data)



                return set_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventExplanationSetByType0 | None, data)

        set_by = _parse_set_by(d.pop("setBy"))


        set_by_chain = []
        _set_by_chain = d.pop("setByChain")
        for set_by_chain_item_data in (_set_by_chain):
            set_by_chain_item = Event.from_dict(set_by_chain_item_data)



            set_by_chain.append(set_by_chain_item)


        def _parse_because(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        because = _parse_because(d.pop("because"))


        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = EventExplanationRulesItem.from_dict(rules_item_data)



            rules.append(rules_item)


        def _parse_flaw(data: object) -> EventExplanationFlawType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                flaw_type_0 = EventExplanationFlawType0.from_dict(data)



                return flaw_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventExplanationFlawType0 | None, data)

        flaw = _parse_flaw(d.pop("flaw"))


        def _parse_clause(data: object) -> EventExplanationClauseType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clause_type_0 = EventExplanationClauseType0.from_dict(data)



                return clause_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EventExplanationClauseType0 | None, data)

        clause = _parse_clause(d.pop("clause"))


        event_explanation = cls(
            event=event,
            chain=chain,
            set_by=set_by,
            set_by_chain=set_by_chain,
            because=because,
            rules=rules,
            flaw=flaw,
            clause=clause,
        )

        return event_explanation

