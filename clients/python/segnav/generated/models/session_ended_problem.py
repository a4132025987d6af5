from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_ended_problem_reason import SessionEndedProblemReason






T = TypeVar("T", bound="SessionEndedProblem")



@_attrs_define
class SessionEndedProblem:
    """ The 410 problem, with why the session ended.

        Attributes:
            type_ (str):
            title (str):
            status (int):
            detail (str):
            reason (SessionEndedProblemReason):
     """

    type_: str
    title: str
    status: int
    detail: str
    reason: SessionEndedProblemReason





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        reason = self.reason.value


        field_dict: dict[str, Any] = {}

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
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        reason = SessionEndedProblemReason(d.pop("reason"))




        session_ended_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            reason=reason,
        )

        return session_ended_problem

