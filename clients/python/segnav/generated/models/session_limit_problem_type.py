from enum import StrEnum

class SessionLimitProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSSESSION_LIMIT = "https://segnav.dev/problems/session-limit"

    def __str__(self) -> str:
        return str(self.value)
