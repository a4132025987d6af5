from enum import StrEnum

class BeginPageSwipeActionDirection(StrEnum):
    FORWARD = "forward"
    REVERSE = "reverse"

    def __str__(self) -> str:
        return str(self.value)
