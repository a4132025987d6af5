from enum import StrEnum

class StateTransitionType0Kind(StrEnum):
    BACKSWIPE = "backSwipe"
    POP = "pop"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
