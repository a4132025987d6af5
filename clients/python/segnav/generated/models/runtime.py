from enum import StrEnum

class Runtime(StrEnum):
    LEGACY = "legacy"
    MODERN = "modern"

    def __str__(self) -> str:
        return str(self.value)
