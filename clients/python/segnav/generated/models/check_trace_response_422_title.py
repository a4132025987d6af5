from enum import StrEnum

class CheckTraceResponse422Title(StrEnum):
    UNPROCESSABLE_CONTENT = "Unprocessable Content"

    def __str__(self) -> str:
        return str(self.value)
