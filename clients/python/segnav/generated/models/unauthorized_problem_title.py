from enum import StrEnum

class UnauthorizedProblemTitle(StrEnum):
    UNAUTHORIZED = "Unauthorized"

    def __str__(self) -> str:
        return str(self.value)
