from enum import StrEnum

class StreamDroppedMessageEvent(StrEnum):
    DROPPED = "dropped"

    def __str__(self) -> str:
        return str(self.value)
