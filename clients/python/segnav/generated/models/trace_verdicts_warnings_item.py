from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.trace_verdicts_warnings_item_why import TraceVerdictsWarningsItemWhy





T = TypeVar("T", bound="TraceVerdictsWarningsItem")



@_attrs_define
class TraceVerdictsWarningsItem:
    """ 
        Attributes:
            seq (int): The warning's seq among `events`.
            follows (int | None): The trace line of the call it follows.
            vc (str):
            class_ (str):
            code (str):
            clause (None | str):
            message (str):
            why (TraceVerdictsWarningsItemWhy): As `GET /v1/sessions/{id}/events/{seq}/why` answers, read from this trace's
                events.
     """

    seq: int
    follows: int | None
    vc: str
    class_: str
    code: str
    clause: None | str
    message: str
    why: TraceVerdictsWarningsItemWhy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.trace_verdicts_warnings_item_why import TraceVerdictsWarningsItemWhy # noqa: PLC0415
        seq = self.seq

        follows: int | None
        follows = self.follows

        vc = self.vc

        class_ = self.class_

        code = self.code

        clause: None | str
        clause = self.clause

        message = self.message

        why = self.why.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "follows": follows,
            "vc": vc,
            "class": class_,
            "code": code,
            "clause": clause,
            "message": message,
            "why": why,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trace_verdicts_warnings_item_why import TraceVerdictsWarningsItemWhy # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_follows(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        follows = _parse_follows(d.pop("follows"))


        vc = d.pop("vc")

        class_ = d.pop("class")

        code = d.pop("code")

        def _parse_clause(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        clause = _parse_clause(d.pop("clause"))


        message = d.pop("message")

        why = TraceVerdictsWarningsItemWhy.from_dict(d.pop("why"))




        trace_verdicts_warnings_item = cls(
            seq=seq,
            follows=follows,
            vc=vc,
            class_=class_,
            code=code,
            clause=clause,
            message=message,
            why=why,
        )


        trace_verdicts_warnings_item.additional_properties = d
        return trace_verdicts_warnings_item

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
