from enum import StrEnum

class CheckTraceResponse422Type(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSTRACE_TOO_LARGE = "https://segnav.dev/problems/trace-too-large"

    def __str__(self) -> str:
        return str(self.value)
