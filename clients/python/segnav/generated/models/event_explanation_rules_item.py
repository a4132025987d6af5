from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rule_id import RuleId
from typing import cast






T = TypeVar("T", bound="EventExplanationRulesItem")



@_attrs_define
class EventExplanationRulesItem:
    """ 
        Attributes:
            id (RuleId):
            title (str):
            summary (None | str): The rule in one or two plain sentences for an iOS developer (plain text, no Markdown).
            confidence (None | str): What the heading says of the rule's strength; null when it says nothing.
            evidence (None | str):
            text (str):
            markdown (str): The DESIGN.md section as written (Markdown, lists intact), for a reader that renders it.
     """

    id: RuleId
    title: str
    summary: None | str
    confidence: None | str
    evidence: None | str
    text: str
    markdown: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        title = self.title

        summary: None | str
        summary = self.summary

        confidence: None | str
        confidence = self.confidence

        evidence: None | str
        evidence = self.evidence

        text = self.text

        markdown = self.markdown


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "summary": summary,
            "confidence": confidence,
            "evidence": evidence,
            "text": text,
            "markdown": markdown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = RuleId(d.pop("id"))




        title = d.pop("title")

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))


        def _parse_confidence(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        confidence = _parse_confidence(d.pop("confidence"))


        def _parse_evidence(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        evidence = _parse_evidence(d.pop("evidence"))


        text = d.pop("text")

        markdown = d.pop("markdown")

        event_explanation_rules_item = cls(
            id=id,
            title=title,
            summary=summary,
            confidence=confidence,
            evidence=evidence,
            text=text,
            markdown=markdown,
        )

        return event_explanation_rules_item

