from enum import StrEnum

class AdvanceActionType(StrEnum):
    ADVANCE = "advance"

    def __str__(self) -> str:
        return str(self.value)
