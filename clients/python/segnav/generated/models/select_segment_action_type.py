from enum import StrEnum

class SelectSegmentActionType(StrEnum):
    SELECTSEGMENT = "selectSegment"

    def __str__(self) -> str:
        return str(self.value)
