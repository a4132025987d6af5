from enum import StrEnum

class MemoryWarningActionType(StrEnum):
    MEMORYWARNING = "memoryWarning"

    def __str__(self) -> str:
        return str(self.value)
