from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.compare_divergence_side_type_0 import CompareDivergenceSideType0





T = TypeVar("T", bound="ComparePairDivergenceType0")



@_attrs_define
class ComparePairDivergenceType0:
    """ Where the two runs first part, or null when they make the same calls to the end.

        Attributes:
            index (int): The position in the compared sequences (0-based; the events before it are the same on both sides).
                Runs of one strategy are compared whole, so it is then also the position in each run's events.
            a (CompareDivergenceSideType0 | None): One side's event at the divergence, with the step it belongs to (its
                `cause` says why it happened); null
                when this side's sequence ended there (the other made more calls).
            b (CompareDivergenceSideType0 | None): One side's event at the divergence, with the step it belongs to (its
                `cause` says why it happened); null
                when this side's sequence ended there (the other made more calls).
     """

    index: int
    a: CompareDivergenceSideType0 | None
    b: CompareDivergenceSideType0 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_divergence_side_type_0 import CompareDivergenceSideType0 # noqa: PLC0415
        index = self.index

        a: dict[str, Any] | None
        if isinstance(self.a, CompareDivergenceSideType0):
            a = self.a.to_dict()
        else:
            a = self.a

        b: dict[str, Any] | None
        if isinstance(self.b, CompareDivergenceSideType0):
            b = self.b.to_dict()
        else:
            b = self.b


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "a": a,
            "b": b,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_divergence_side_type_0 import CompareDivergenceSideType0 # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_a(data: object) -> CompareDivergenceSideType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_compare_divergence_side_type_0 = CompareDivergenceSideType0.from_dict(data)



                return componentsschemas_compare_divergence_side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompareDivergenceSideType0 | None, data)

        a = _parse_a(d.pop("a"))


        def _parse_b(data: object) -> CompareDivergenceSideType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_compare_divergence_side_type_0 = CompareDivergenceSideType0.from_dict(data)



                return componentsschemas_compare_divergence_side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CompareDivergenceSideType0 | None, data)

        b = _parse_b(d.pop("b"))


        compare_pair_divergence_type_0 = cls(
            index=index,
            a=a,
            b=b,
        )

        return compare_pair_divergence_type_0

