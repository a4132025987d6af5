from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gone_problem_status import GoneProblemStatus
from ..models.gone_problem_title import GoneProblemTitle
from ..models.gone_problem_type import GoneProblemType
from ..models.session_ended_problem_reason import SessionEndedProblemReason






T = TypeVar("T", bound="GoneProblem")



@_attrs_define
class GoneProblem:
    """ The problem of a `SessionEnded` answer.

        Attributes:
            type_ (GoneProblemType):
            title (GoneProblemTitle):
            status (GoneProblemStatus):
            detail (str):
            reason (SessionEndedProblemReason):
     """

    type_: GoneProblemType
    title: GoneProblemTitle
    status: GoneProblemStatus
    detail: str
    reason: SessionEndedProblemReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

        detail = self.detail

        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GoneProblemType(d.pop("type"))




        title = GoneProblemTitle(d.pop("title"))




        status = GoneProblemStatus(d.pop("status"))




        detail = d.pop("detail")

        reason = SessionEndedProblemReason(d.pop("reason"))




        gone_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            reason=reason,
        )


        gone_problem.additional_properties = d
        return gone_problem

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
