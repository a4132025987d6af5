from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.version_unavailable_problem_status import VersionUnavailableProblemStatus
from ..models.version_unavailable_problem_title import VersionUnavailableProblemTitle
from ..models.version_unavailable_problem_type import VersionUnavailableProblemType






T = TypeVar("T", bound="VersionUnavailableProblem")



@_attrs_define
class VersionUnavailableProblem:
    """ A version a session's history cannot recompute, and the versions it can.

        Attributes:
            type_ (VersionUnavailableProblemType):
            title (VersionUnavailableProblemTitle):
            status (VersionUnavailableProblemStatus):
            detail (str):
            oldest_version (int):
            current_version (int):
     """

    type_: VersionUnavailableProblemType
    title: VersionUnavailableProblemTitle
    status: VersionUnavailableProblemStatus
    detail: str
    oldest_version: int
    current_version: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        title = self.title.value

        status = self.status.value

        detail = self.detail

        oldest_version = self.oldest_version

        current_version = self.current_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "oldestVersion": oldest_version,
            "currentVersion": current_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = VersionUnavailableProblemType(d.pop("type"))




        title = VersionUnavailableProblemTitle(d.pop("title"))




        status = VersionUnavailableProblemStatus(d.pop("status"))




        detail = d.pop("detail")

        oldest_version = d.pop("oldestVersion")

        current_version = d.pop("currentVersion")

        version_unavailable_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            oldest_version=oldest_version,
            current_version=current_version,
        )

        return version_unavailable_problem

