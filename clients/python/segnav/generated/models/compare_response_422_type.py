from enum import StrEnum

class CompareResponse422Type(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSCOMPARISON_TOO_LARGE = "https://segnav.dev/problems/comparison-too-large"

    def __str__(self) -> str:
        return str(self.value)
