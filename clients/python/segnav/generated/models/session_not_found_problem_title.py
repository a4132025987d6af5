from enum import StrEnum

class SessionNotFoundProblemTitle(StrEnum):
    NOT_FOUND = "Not Found"

    def __str__(self) -> str:
        return str(self.value)
