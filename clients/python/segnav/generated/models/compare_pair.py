from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.compare_pair_divergence_type_0 import ComparePairDivergenceType0
  from ..models.compare_pair_run import ComparePairRun





T = TypeVar("T", bound="ComparePair")



@_attrs_define
class ComparePair:
    """ 
        Attributes:
            a (ComparePairRun): One run of the pair.
            b (ComparePairRun): One run of the pair.
            divergence (ComparePairDivergenceType0 | None): Where the two runs first part, or null when they make the same
                calls to the end.
     """

    a: ComparePairRun
    b: ComparePairRun
    divergence: ComparePairDivergenceType0 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_pair_divergence_type_0 import ComparePairDivergenceType0 # noqa: PLC0415
        from ..models.compare_pair_run import ComparePairRun # noqa: PLC0415
        a = self.a.to_dict()

        b = self.b.to_dict()

        divergence: dict[str, Any] | None
        if isinstance(self.divergence, ComparePairDivergenceType0):
            divergence = self.divergence.to_dict()
        else:
            divergence = self.divergence


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "a": a,
            "b": b,
            "divergence": divergence,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_pair_divergence_type_0 import ComparePairDivergenceType0 # noqa: PLC0415
        from ..models.compare_pair_run import ComparePairRun # noqa: PLC0415
        d = dict(src_dict)
        a = ComparePairRun.from_dict(d.pop("a"))




        b = ComparePairRun.from_dict(d.pop("b"))




        def _parse_divergence(data: object) -> ComparePairDivergenceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                divergence_type_0 = ComparePairDivergenceType0.from_dict(data)



                return divergence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparePairDivergenceType0 | None, data)

        divergence = _parse_divergence(d.pop("divergence"))


        compare_pair = cls(
            a=a,
            b=b,
            divergence=divergence,
        )

        return compare_pair

