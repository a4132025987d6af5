from enum import StrEnum

class SetSegmentActionType(StrEnum):
    SETSEGMENT = "setSegment"

    def __str__(self) -> str:
        return str(self.value)
