from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Verdict")



@_attrs_define
class Verdict:
    """ The expectations of a checked batch, judged as `segnavd check` judges a step.

        Attributes:
            passed (bool):
            report (str): What `segnavd check` prints for the step; under a failure, its aligned diff.
     """

    passed: bool
    report: str





    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        report = self.report


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "passed": passed,
            "report": report,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passed = d.pop("passed")

        report = d.pop("report")

        verdict = cls(
            passed=passed,
            report=report,
        )

        return verdict

