from enum import StrEnum

class PopActionType(StrEnum):
    POP = "pop"

    def __str__(self) -> str:
        return str(self.value)
