from enum import StrEnum

class GoneProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSSESSION_ENDED = "https://segnav.dev/problems/session-ended"

    def __str__(self) -> str:
        return str(self.value)
