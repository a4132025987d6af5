from enum import StrEnum

class ResponseMemoryFullProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSRESPONSE_MEMORY_FULL = "https://segnav.dev/problems/response-memory-full"
    HTTPSSEGNAV_DEVPROBLEMSSTORAGE_UNAVAILABLE = "https://segnav.dev/problems/storage-unavailable"

    def __str__(self) -> str:
        return str(self.value)
