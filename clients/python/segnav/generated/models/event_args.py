from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contract_clause import ContractClause
from ..models.warning_code import WarningCode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EventArgs")



@_attrs_define
class EventArgs:
    """ Only what the call had: `animated` (appearance calls, navigation delegate calls), `parent` (id or null:
    `willMoveToParent` / `didMoveToParent`), `viewController` (the controller shown:
    `navigationWillShow` / `navigationDidShow`; the pending page: `pageWillTransition`; the previous page:
    `pageDidFinishAnimating`), `finished` and `completed` (`pageDidFinishAnimating`), `code` and `message`
    (`warning`).

        Attributes:
            animated (bool | Unset):
            finished (bool | Unset):
            completed (bool | Unset):
            appearing (bool | Unset): A container program's `beginAppearanceTransition`'s direction (docs/containers.md).
            parent (None | str | Unset):
            view_controller (str | Unset): A controller's id in its session (`vc-N`); `segmentsController` is the navigation
                seed's `SegmentsController`.
            code (WarningCode | Unset): The flaw or misuse a `warning` event reports: `duplicateAppearance` (an appearance
                call repeating the
                phase the controller is in), `unbalancedAppearance` (one out of order), `duplicateMemoryWarning`,
                `segmentIndexMismatch` (a segment shows another controller than the one at its index),
                `stackDiscarded` (switching segments threw away pushed screens), `nilNavigationController`,
                `overlappingAppearance` (two segment controllers' views in the hierarchy during a switch),
                `selectionReset` (a reloaded view rebuilt its state), `emptySegment` (the container shows nothing),
                `nestedPushAnimation` and `unexpectedTransitionState` (UIKit's console messages for a push, or a pop or stack
                replacement, while a transition animates; DESIGN.md §3.15), `unbalancedAppearanceTransition` (UIKit's
                "Unbalanced calls to begin/end appearance transitions", logged for the controller a push during a push
                pushes), and the appearance contract's other clauses (DESIGN.md §3.11): `appearanceOutsideParent` (`nested`),
                `appearedOffWindow` (`inWindow`), `repeatedAppearanceInSwitch` (`onePerSwitch`), `unbalancedContainment`
                (`containment`), `appearedOffScreen` (`visibleWhenAppeared`). The appearance warnings
                (`duplicateAppearance`, `unbalancedAppearance`, `unbalancedAppearanceTransition` and those five) carry
                `args.clause`.
            clause (ContractClause | Unset): A clause of the appearance contract (DESIGN.md §3.11), checked on every
                appearance call whatever the strategy:
                `balanced` (no second viewWillAppear without a disappear between, no viewDidAppear without its viewWillAppear,
                no end without a begin), `nested` (a child's appearance nested in its parent's), `inWindow` (a controller's view
                is in the window when it appears), `onePerSwitch` (one appear and one disappear per segment switch),
                `containment` (willMove/didMove and addChild/removeFromParent in order, checked on every containment call),
                `visibleWhenAppeared` (no viewDidAppear while the view lies outside the screen or its clipping scroll view).
            message (str | Unset):
     """

    animated: bool | Unset = UNSET
    finished: bool | Unset = UNSET
    completed: bool | Unset = UNSET
    appearing: bool | Unset = UNSET
    parent: None | str | Unset = UNSET
    view_controller: str | Unset = UNSET
    code: WarningCode | Unset = UNSET
    clause: ContractClause | Unset = UNSET
    message: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        animated = self.animated

        finished = self.finished

        completed = self.completed

        appearing = self.appearing

        parent: None | str | Unset
        if isinstance(self.parent, Unset):
            parent = UNSET
        else:
            parent = self.parent

        view_controller = self.view_controller

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value


        clause: str | Unset = UNSET
        if not isinstance(self.clause, Unset):
            clause = self.clause.value


        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if animated is not UNSET:
            field_dict["animated"] = animated
        if finished is not UNSET:
            field_dict["finished"] = finished
        if completed is not UNSET:
            field_dict["completed"] = completed
        if appearing is not UNSET:
            field_dict["appearing"] = appearing
        if parent is not UNSET:
            field_dict["parent"] = parent
        if view_controller is not UNSET:
            field_dict["viewController"] = view_controller
        if code is not UNSET:
            field_dict["code"] = code
        if clause is not UNSET:
            field_dict["clause"] = clause
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        animated = d.pop("animated", UNSET)

        finished = d.pop("finished", UNSET)

        completed = d.pop("completed", UNSET)

        appearing = d.pop("appearing", UNSET)

        def _parse_parent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        parent = _parse_parent(d.pop("parent", UNSET))


        view_controller = d.pop("viewController", UNSET)

        _code = d.pop("code", UNSET)
        code: WarningCode | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = WarningCode(_code)




        _clause = d.pop("clause", UNSET)
        clause: ContractClause | Unset
        if isinstance(_clause,  Unset):
            clause = UNSET
        else:
            clause = ContractClause(_clause)




        message = d.pop("message", UNSET)

        event_args = cls(
            animated=animated,
            finished=finished,
            completed=completed,
            appearing=appearing,
            parent=parent,
            view_controller=view_controller,
            code=code,
            clause=clause,
            message=message,
        )

        return event_args

