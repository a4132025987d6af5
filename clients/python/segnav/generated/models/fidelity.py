from enum import StrEnum

class Fidelity(StrEnum):
    CORRECTED = "corrected"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
