from enum import StrEnum

class OptionalClockType3Type1(StrEnum):
    AUTO = "auto"
    MANUAL = "manual"

    def __str__(self) -> str:
        return str(self.value)
