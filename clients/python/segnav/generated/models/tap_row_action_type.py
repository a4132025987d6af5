from enum import StrEnum

class TapRowActionType(StrEnum):
    TAPROW = "tapRow"

    def __str__(self) -> str:
        return str(self.value)
