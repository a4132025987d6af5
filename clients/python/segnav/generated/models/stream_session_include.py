from enum import StrEnum

class StreamSessionInclude(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
