from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.event_name import EventName
from ..models.event_origin import EventOrigin
from typing import cast

if TYPE_CHECKING:
  from ..models.cause import Cause
  from ..models.event_args import EventArgs
  from ..models.event_receiver import EventReceiver





T = TypeVar("T", bound="Event")



@_attrs_define
class Event:
    """ One recorded call.

        Attributes:
            seq (int): Per session, from 1.
            time (float): Logical seconds (animations take time).
            action (int): The version whose action caused it; 0 = the launch.
            receiver (EventReceiver):
            name (EventName):
            args (EventArgs): Only what the call had: `animated` (appearance calls, navigation delegate calls), `parent` (id
                or null:
                `willMoveToParent` / `didMoveToParent`), `viewController` (the controller shown:
                `navigationWillShow` / `navigationDidShow`; the pending page: `pageWillTransition`; the previous page:
                `pageDidFinishAnimating`), `finished` and `completed` (`pageDidFinishAnimating`), `code` and `message`
                (`warning`).
            depth (int): Call nesting (0 = called by the run loop).
            origin (EventOrigin): Who made the call: UIKit (`system`), the managing controller's manual calls and push path
                (`container`),
                the navigation controller delegate's manual calls (`delegate`), the `SegmentsController`
                (`segmentsController`), the app delegate / preset setup code (`app`).
            cause (Cause): Why the event happened (docs/DESIGN.md §3 "Causes"). At least one of `rule`, `flaw` and `code` is
                set.
                A warning's `event` is the call that broke the rule it reports.
     """

    seq: int
    time: float
    action: int
    receiver: EventReceiver
    name: EventName
    args: EventArgs
    depth: int
    origin: EventOrigin
    cause: Cause





    def to_dict(self) -> dict[str, Any]:
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.event_args import EventArgs # noqa: PLC0415
        from ..models.event_receiver import EventReceiver # noqa: PLC0415
        seq = self.seq

        time = self.time

        action = self.action

        receiver = self.receiver.to_dict()

        name = self.name.value

        args = self.args.to_dict()

        depth = self.depth

        origin = self.origin.value

        cause = self.cause.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seq": seq,
            "time": time,
            "action": action,
            "receiver": receiver,
            "name": name,
            "args": args,
            "depth": depth,
            "origin": origin,
            "cause": cause,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.event_args import EventArgs # noqa: PLC0415
        from ..models.event_receiver import EventReceiver # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        time = d.pop("time")

        action = d.pop("action")

        receiver = EventReceiver.from_dict(d.pop("receiver"))




        name = EventName(d.pop("name"))




        args = EventArgs.from_dict(d.pop("args"))




        depth = d.pop("depth")

        origin = EventOrigin(d.pop("origin"))




        cause = Cause.from_dict(d.pop("cause"))




        event = cls(
            seq=seq,
            time=time,
            action=action,
            receiver=receiver,
            name=name,
            args=args,
            depth=depth,
            origin=origin,
            cause=cause,
        )

        return event

