from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.event_name import EventName
from ..models.event_origin import EventOrigin
from ..models.flaw_id import FlawId
from ..models.rule_id import RuleId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.event_matcher_args import EventMatcherArgs





T = TypeVar("T", bound="EventMatcher")



@_attrs_define
class EventMatcher:
    """ What an event must look like to match; names at least one member.

        Attributes:
            receiver (str | Unset): The receiving controller's id (`vc-3`), class (`ItalyViewController`) or title
                (`Italy`).
            name (EventName | Unset):
            origin (EventOrigin | Unset): Who made the call: UIKit (`system`), the managing controller's manual calls and
                push path (`container`),
                the navigation controller delegate's manual calls (`delegate`), the `SegmentsController`
                (`segmentsController`), the app delegate / preset setup code (`app`).
            rule (RuleId | Unset):
            flaw (FlawId | Unset):
            args (EventMatcherArgs | Unset): A subset of the event's args; `parent` and `viewController` match an id, class
                or title.
     """

    receiver: str | Unset = UNSET
    name: EventName | Unset = UNSET
    origin: EventOrigin | Unset = UNSET
    rule: RuleId | Unset = UNSET
    flaw: FlawId | Unset = UNSET
    args: EventMatcherArgs | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_matcher_args import EventMatcherArgs # noqa: PLC0415
        receiver = self.receiver

        name: str | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name.value


        origin: str | Unset = UNSET
        if not isinstance(self.origin, Unset):
            origin = self.origin.value


        rule: str | Unset = UNSET
        if not isinstance(self.rule, Unset):
            rule = self.rule.value


        flaw: str | Unset = UNSET
        if not isinstance(self.flaw, Unset):
            flaw = self.flaw.value


        args: dict[str, Any] | Unset = UNSET
        if not isinstance(self.args, Unset):
            args = self.args.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if receiver is not UNSET:
            field_dict["receiver"] = receiver
        if name is not UNSET:
            field_dict["name"] = name
        if origin is not UNSET:
            field_dict["origin"] = origin
        if rule is not UNSET:
            field_dict["rule"] = rule
        if flaw is not UNSET:
            field_dict["flaw"] = flaw
        if args is not UNSET:
            field_dict["args"] = args

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_matcher_args import EventMatcherArgs # noqa: PLC0415
        d = dict(src_dict)
        receiver = d.pop("receiver", UNSET)

        _name = d.pop("name", UNSET)
        name: EventName | Unset
        if isinstance(_name,  Unset):
            name = UNSET
        else:
            name = EventName(_name)




        _origin = d.pop("origin", UNSET)
        origin: EventOrigin | Unset
        if isinstance(_origin,  Unset):
            origin = UNSET
        else:
            origin = EventOrigin(_origin)




        _rule = d.pop("rule", UNSET)
        rule: RuleId | Unset
        if isinstance(_rule,  Unset):
            rule = UNSET
        else:
            rule = RuleId(_rule)




        _flaw = d.pop("flaw", UNSET)
        flaw: FlawId | Unset
        if isinstance(_flaw,  Unset):
            flaw = UNSET
        else:
            flaw = FlawId(_flaw)




        _args = d.pop("args", UNSET)
        args: EventMatcherArgs | Unset
        if isinstance(_args,  Unset):
            args = UNSET
        else:
            args = EventMatcherArgs.from_dict(_args)




        event_matcher = cls(
            receiver=receiver,
            name=name,
            origin=origin,
            rule=rule,
            flaw=flaw,
            args=args,
        )

        return event_matcher

