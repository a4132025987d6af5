from enum import StrEnum

class SessionLimitProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSRESPONSE_MEMORY_FULL = "https://segnav.dev/problems/response-memory-full"
    HTTPSSEGNAV_DEVPROBLEMSSESSION_LIMIT = "https://segnav.dev/problems/session-limit"
    HTTPSSEGNAV_DEVPROBLEMSSTORAGE_UNAVAILABLE = "https://segnav.dev/problems/storage-unavailable"

    def __str__(self) -> str:
        return str(self.value)
