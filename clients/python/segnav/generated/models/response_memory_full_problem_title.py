from enum import StrEnum

class ResponseMemoryFullProblemTitle(StrEnum):
    SERVICE_UNAVAILABLE = "Service Unavailable"

    def __str__(self) -> str:
        return str(self.value)
