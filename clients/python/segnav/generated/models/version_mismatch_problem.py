from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VersionMismatchProblem")



@_attrs_define
class VersionMismatchProblem:
    """ The 412 problem, with the session's current version.

        Attributes:
            type_ (str):
            title (str):
            status (int):
            detail (str):
            current_version (int):
     """

    type_: str
    title: str
    status: int
    detail: str
    current_version: int





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        current_version = self.current_version


        field_dict: dict[str, Any] = {}

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
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        current_version = d.pop("currentVersion")

        version_mismatch_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            current_version=current_version,
        )

        return version_mismatch_problem

