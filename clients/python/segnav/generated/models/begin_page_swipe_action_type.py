from enum import StrEnum

class BeginPageSwipeActionType(StrEnum):
    BEGINPAGESWIPE = "beginPageSwipe"

    def __str__(self) -> str:
        return str(self.value)
