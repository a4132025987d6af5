from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.precondition_failed_problem_status import PreconditionFailedProblemStatus
from ..models.precondition_failed_problem_title import PreconditionFailedProblemTitle
from ..models.precondition_failed_problem_type import PreconditionFailedProblemType






T = TypeVar("T", bound="PreconditionFailedProblem")



@_attrs_define
class PreconditionFailedProblem:
    """ The problem of a `VersionMismatch` answer.

        Attributes:
            type_ (PreconditionFailedProblemType):
            title (PreconditionFailedProblemTitle):
            status (PreconditionFailedProblemStatus):
            detail (str):
            current_version (int):
     """

    type_: PreconditionFailedProblemType
    title: PreconditionFailedProblemTitle
    status: PreconditionFailedProblemStatus
    detail: str
    current_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

        detail = self.detail

        current_version = self.current_version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "currentVersion": current_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PreconditionFailedProblemType(d.pop("type"))




        title = PreconditionFailedProblemTitle(d.pop("title"))




        status = PreconditionFailedProblemStatus(d.pop("status"))




        detail = d.pop("detail")

        current_version = d.pop("currentVersion")

        precondition_failed_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            current_version=current_version,
        )


        precondition_failed_problem.additional_properties = d
        return precondition_failed_problem

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
