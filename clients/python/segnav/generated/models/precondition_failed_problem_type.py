from enum import StrEnum

class PreconditionFailedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSVERSION_MISMATCH = "https://segnav.dev/problems/version-mismatch"

    def __str__(self) -> str:
        return str(self.value)
