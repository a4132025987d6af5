from enum import StrEnum

class OptionalClockType2Type1(StrEnum):
    AUTO = "auto"
    MANUAL = "manual"

    def __str__(self) -> str:
        return str(self.value)
