from enum import StrEnum

class BeginBackSwipeActionType(StrEnum):
    BEGINBACKSWIPE = "beginBackSwipe"

    def __str__(self) -> str:
        return str(self.value)
