from enum import StrEnum

class StreamScreenMessageEvent(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
