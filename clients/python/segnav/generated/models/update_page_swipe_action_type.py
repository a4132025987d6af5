from enum import StrEnum

class UpdatePageSwipeActionType(StrEnum):
    UPDATEPAGESWIPE = "updatePageSwipe"

    def __str__(self) -> str:
        return str(self.value)
