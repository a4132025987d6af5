from enum import StrEnum

class StreamLimitProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSRESPONSE_MEMORY_FULL = "https://segnav.dev/problems/response-memory-full"
    HTTPSSEGNAV_DEVPROBLEMSSHUTTING_DOWN = "https://segnav.dev/problems/shutting-down"
    HTTPSSEGNAV_DEVPROBLEMSSTREAM_LIMIT = "https://segnav.dev/problems/stream-limit"
    HTTPSSEGNAV_DEVPROBLEMSTICKET_LIMIT = "https://segnav.dev/problems/ticket-limit"

    def __str__(self) -> str:
        return str(self.value)
