from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flaw_id import FlawId
from typing import cast






T = TypeVar("T", bound="EventExplanationFlawType0")



@_attrs_define
class EventExplanationFlawType0:
    """ The nearest flaw: the event's own, else its nearest caller's, else (for a breach) that of `setBy` or its
    nearest caller; null when none.

        Attributes:
            id (FlawId):
            summary (None | str): What the program does and what to do instead, in plain words (no Markdown).
            text (None | str):
            corrected (None | str): What `corrected` fidelity does instead.
     """

    id: FlawId
    summary: None | str
    text: None | str
    corrected: None | str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        summary: None | str
        summary = self.summary

        text: None | str
        text = self.text

        corrected: None | str
        corrected = self.corrected


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "summary": summary,
            "text": text,
            "corrected": corrected,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = FlawId(d.pop("id"))




        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))


        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))


        def _parse_corrected(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        corrected = _parse_corrected(d.pop("corrected"))


        event_explanation_flaw_type_0 = cls(
            id=id,
            summary=summary,
            text=text,
            corrected=corrected,
        )

        return event_explanation_flaw_type_0

