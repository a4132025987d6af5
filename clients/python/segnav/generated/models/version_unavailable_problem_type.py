from enum import StrEnum

class VersionUnavailableProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSVERSION_UNAVAILABLE = "https://segnav.dev/problems/version-unavailable"

    def __str__(self) -> str:
        return str(self.value)
