from enum import StrEnum

class StreamEndMessageEvent(StrEnum):
    END = "end"

    def __str__(self) -> str:
        return str(self.value)
