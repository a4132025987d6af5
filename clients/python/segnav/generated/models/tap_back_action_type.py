from enum import StrEnum

class TapBackActionType(StrEnum):
    TAPBACK = "tapBack"

    def __str__(self) -> str:
        return str(self.value)
