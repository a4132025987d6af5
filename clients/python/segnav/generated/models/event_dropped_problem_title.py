from enum import StrEnum

class EventDroppedProblemTitle(StrEnum):
    GONE = "Gone"

    def __str__(self) -> str:
        return str(self.value)
