from enum import StrEnum

class EndPageSwipeActionType(StrEnum):
    ENDPAGESWIPE = "endPageSwipe"

    def __str__(self) -> str:
        return str(self.value)
