from enum import StrEnum

class GoneProblemTitle(StrEnum):
    GONE = "Gone"

    def __str__(self) -> str:
        return str(self.value)
