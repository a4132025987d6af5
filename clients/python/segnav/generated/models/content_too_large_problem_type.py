from enum import StrEnum

class ContentTooLargeProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSPAYLOAD_TOO_LARGE = "https://segnav.dev/problems/payload-too-large"

    def __str__(self) -> str:
        return str(self.value)
