from enum import StrEnum

class UpdateBackSwipeActionType(StrEnum):
    UPDATEBACKSWIPE = "updateBackSwipe"

    def __str__(self) -> str:
        return str(self.value)
