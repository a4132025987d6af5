from enum import StrEnum

class OptionalFidelityType3Type1(StrEnum):
    CORRECTED = "corrected"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
