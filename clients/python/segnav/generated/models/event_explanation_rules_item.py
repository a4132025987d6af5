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
            confidence (None | str): What the heading says of the rule's strength; null when it says nothing.
            evidence (None | str):
            text (str):
     """

    id: RuleId
    title: str
    confidence: None | str
    evidence: None | str
    text: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        title = self.title

        confidence: None | str
        confidence = self.confidence

        evidence: None | str
        evidence = self.evidence

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "confidence": confidence,
            "evidence": evidence,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = RuleId(d.pop("id"))




        title = d.pop("title")

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

        event_explanation_rules_item = cls(
            id=id,
            title=title,
            confidence=confidence,
            evidence=evidence,
            text=text,
        )

        return event_explanation_rules_item

