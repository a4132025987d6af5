from enum import StrEnum

class StateTransitionType0Kind(StrEnum):
    BACKSWIPE = "backSwipe"
    PAGESCROLL = "pageScroll"
    POP = "pop"
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
