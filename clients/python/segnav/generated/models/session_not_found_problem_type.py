from enum import StrEnum

class SessionNotFoundProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSNOT_FOUND = "https://segnav.dev/problems/not-found"

    def __str__(self) -> str:
        return str(self.value)
