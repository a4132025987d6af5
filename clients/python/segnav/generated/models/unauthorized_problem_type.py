from enum import StrEnum

class UnauthorizedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSUNAUTHORIZED = "https://segnav.dev/problems/unauthorized"

    def __str__(self) -> str:
        return str(self.value)
