from enum import StrEnum

class StreamStateMessageEvent(StrEnum):
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
