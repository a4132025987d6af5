from enum import StrEnum

class StreamLimitProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSSHUTTING_DOWN = "https://segnav.dev/problems/shutting-down"
    HTTPSSEGNAV_DEVPROBLEMSSTREAM_LIMIT = "https://segnav.dev/problems/stream-limit"
    HTTPSSEGNAV_DEVPROBLEMSTICKET_LIMIT = "https://segnav.dev/problems/ticket-limit"

    def __str__(self) -> str:
        return str(self.value)
