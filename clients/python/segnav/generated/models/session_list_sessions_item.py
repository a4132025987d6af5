from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.optional_preset_type_1 import OptionalPresetType1
from ..models.optional_preset_type_2_type_1 import OptionalPresetType2Type1
from ..models.optional_preset_type_3_type_1 import OptionalPresetType3Type1
from ..models.strategy import Strategy
from typing import cast






T = TypeVar("T", bound="SessionListSessionsItem")



@_attrs_define
class SessionListSessionsItem:
    """ 
        Attributes:
            id (str): 128 random bits as 22 base64url characters (the last one carries 2 bits, so it is one of `A`, `Q`,
                `g`,
                `w`), after `NODE.` on a server run with `--node NODE`.
            version (int):
            strategy (Strategy): How the pattern is built, one per seed program: `containment` (a container controller using
                the
                child-containment API, seed 004), `managing` (a managing controller calling appearance methods by hand,
                seeds 000/001/003), `navigation` (a `SegmentsController` swapping the navigation stack, seed 002), or
                `container`: a user's own container, run from the `segnav-container/1` program given as `container`
                (docs/containers.md).
            preset (None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1): A `Preset` or null.
     """

    id: str
    version: int
    strategy: Strategy
    preset: None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        strategy = self.strategy.value

        preset: None | str
        if isinstance(self.preset, OptionalPresetType1):
            preset = self.preset.value
        elif isinstance(self.preset, OptionalPresetType2Type1):
            preset = self.preset.value
        elif isinstance(self.preset, OptionalPresetType3Type1):
            preset = self.preset.value
        else:
            preset = self.preset


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "strategy": strategy,
            "preset": preset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        strategy = Strategy(d.pop("strategy"))




        def _parse_preset(data: object) -> None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_1 = OptionalPresetType1(data)



                return componentsschemas_optional_preset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_2_type_1 = OptionalPresetType2Type1(data)



                return componentsschemas_optional_preset_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_optional_preset_type_3_type_1 = OptionalPresetType3Type1(data)



                return componentsschemas_optional_preset_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionalPresetType1 | OptionalPresetType2Type1 | OptionalPresetType3Type1, data)

        preset = _parse_preset(d.pop("preset"))


        session_list_sessions_item = cls(
            id=id,
            version=version,
            strategy=strategy,
            preset=preset,
        )

        return session_list_sessions_item

