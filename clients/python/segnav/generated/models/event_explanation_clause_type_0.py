from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contract_clause import ContractClause
from typing import cast






T = TypeVar("T", bound="EventExplanationClauseType0")



@_attrs_define
class EventExplanationClauseType0:
    """ For a warning that reports a breach of the appearance contract (DESIGN.md §3.11), the clause it breaks and
    the clause's statement; null for every other event. The breaking call is the warning's `cause.event`.

        Attributes:
            id (ContractClause): A clause of the appearance contract (DESIGN.md §3.11), checked on every appearance call
                whatever the strategy:
                `balanced` (no second viewWillAppear without a disappear between, no viewDidAppear without its viewWillAppear,
                no end without a begin), `nested` (a child's appearance nested in its parent's), `inWindow` (a controller's view
                is in the window when it appears), `onePerSwitch` (one appear and one disappear per segment switch),
                `containment` (willMove/didMove and addChild/removeFromParent in order, checked on every containment call),
                `visibleWhenAppeared` (no viewDidAppear while the view lies outside the screen or its clipping scroll view).
            summary (None | str): What the clause asks and what a breach usually means, in plain words (no Markdown).
            text (str):
     """

    id: ContractClause
    summary: None | str
    text: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        summary: None | str
        summary = self.summary

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "summary": summary,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = ContractClause(d.pop("id"))




        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))


        text = d.pop("text")

        event_explanation_clause_type_0 = cls(
            id=id,
            summary=summary,
            text=text,
        )

        return event_explanation_clause_type_0

