from enum import StrEnum

class EndBackSwipeActionType(StrEnum):
    ENDBACKSWIPE = "endBackSwipe"

    def __str__(self) -> str:
        return str(self.value)
