from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.compare_result_differences_item_calls_item import CompareResultDifferencesItemCallsItem





T = TypeVar("T", bound="CompareResultDifferencesItem")



@_attrs_define
class CompareResultDifferencesItem:
    """ 
        Attributes:
            step (int):
            calls (list[CompareResultDifferencesItemCallsItem]):
     """

    step: int
    calls: list[CompareResultDifferencesItemCallsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_result_differences_item_calls_item import CompareResultDifferencesItemCallsItem # noqa: PLC0415
        step = self.step

        calls = []
        for calls_item_data in self.calls:
            calls_item = calls_item_data.to_dict()
            calls.append(calls_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "step": step,
            "calls": calls,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_result_differences_item_calls_item import CompareResultDifferencesItemCallsItem # noqa: PLC0415
        d = dict(src_dict)
        step = d.pop("step")

        calls = []
        _calls = d.pop("calls")
        for calls_item_data in (_calls):
            calls_item = CompareResultDifferencesItemCallsItem.from_dict(calls_item_data)



            calls.append(calls_item)


        compare_result_differences_item = cls(
            step=step,
            calls=calls,
        )

        return compare_result_differences_item

