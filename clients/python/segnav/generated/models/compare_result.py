from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.compare_pair import ComparePair
  from ..models.compare_result_differences_item import CompareResultDifferencesItem
  from ..models.compare_run_completed import CompareRunCompleted
  from ..models.compare_run_not_built import CompareRunNotBuilt





T = TypeVar("T", bound="CompareResult")



@_attrs_define
class CompareResult:
    """ 
        Attributes:
            runs (list[CompareRunCompleted | CompareRunNotBuilt]): One per runtime × strategy, runtimes outermost, in the
                order asked.
            differences (list[CompareResultDifferencesItem]): The steps at which the screens' own controllers got different
                lifecycle calls (container objects and warnings left out).
            pairs (list[ComparePair]): Each pair of runs whose setup was built (in the order of `runs`), with the first
                event where they part.
                Two events are the same when they are the same call to the same receiver: receiver and the controllers
                in `parent` / `viewController` named by title (by class when untitled: ids are numbered per run), event
                name, and args (`animated`, `parent`, `viewController`, a warning's `code`; not its `message`). seq,
                time, action, depth, origin and cause are not compared. Each run's events are taken across its steps,
                the launch first; between runs of two strategies the strategies' own objects
                (SegmentManagingViewController, SegmentedViewController, SegmentsController) are left out, since they
                differ by design; runs of one strategy are compared whole.
     """

    runs: list[CompareRunCompleted | CompareRunNotBuilt]
    differences: list[CompareResultDifferencesItem]
    pairs: list[ComparePair]





    def to_dict(self) -> dict[str, Any]:
        from ..models.compare_pair import ComparePair # noqa: PLC0415
        from ..models.compare_result_differences_item import CompareResultDifferencesItem # noqa: PLC0415
        from ..models.compare_run_completed import CompareRunCompleted # noqa: PLC0415
        from ..models.compare_run_not_built import CompareRunNotBuilt # noqa: PLC0415
        runs = []
        for runs_item_data in self.runs:
            runs_item: dict[str, Any]
            if isinstance(runs_item_data, CompareRunNotBuilt):
                runs_item = runs_item_data.to_dict()
            else:
                runs_item = runs_item_data.to_dict()

            runs.append(runs_item)



        differences = []
        for differences_item_data in self.differences:
            differences_item = differences_item_data.to_dict()
            differences.append(differences_item)



        pairs = []
        for pairs_item_data in self.pairs:
            pairs_item = pairs_item_data.to_dict()
            pairs.append(pairs_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "runs": runs,
            "differences": differences,
            "pairs": pairs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_pair import ComparePair # noqa: PLC0415
        from ..models.compare_result_differences_item import CompareResultDifferencesItem # noqa: PLC0415
        from ..models.compare_run_completed import CompareRunCompleted # noqa: PLC0415
        from ..models.compare_run_not_built import CompareRunNotBuilt # noqa: PLC0415
        d = dict(src_dict)
        runs = []
        _runs = d.pop("runs")
        for runs_item_data in (_runs):
            def _parse_runs_item(data: object) -> CompareRunCompleted | CompareRunNotBuilt:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_compare_run_type_0 = CompareRunNotBuilt.from_dict(data)



                    return componentsschemas_compare_run_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_compare_run_type_1 = CompareRunCompleted.from_dict(data)



                return componentsschemas_compare_run_type_1

            runs_item = _parse_runs_item(runs_item_data)

            runs.append(runs_item)


        differences = []
        _differences = d.pop("differences")
        for differences_item_data in (_differences):
            differences_item = CompareResultDifferencesItem.from_dict(differences_item_data)



            differences.append(differences_item)


        pairs = []
        _pairs = d.pop("pairs")
        for pairs_item_data in (_pairs):
            pairs_item = ComparePair.from_dict(pairs_item_data)



            pairs.append(pairs_item)


        compare_result = cls(
            runs=runs,
            differences=differences,
            pairs=pairs,
        )

        return compare_result

