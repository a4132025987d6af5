from enum import StrEnum

class OptionalRuntimeType2Type1(StrEnum):
    LEGACY = "legacy"
    MODERN = "modern"

    def __str__(self) -> str:
        return str(self.value)
