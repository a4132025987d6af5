from enum import StrEnum

class CheckStreamInclude(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
