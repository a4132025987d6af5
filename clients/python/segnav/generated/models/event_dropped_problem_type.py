from enum import StrEnum

class EventDroppedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSEVENT_DROPPED = "https://segnav.dev/problems/event-dropped"

    def __str__(self) -> str:
        return str(self.value)
