from enum import StrEnum

class MisdirectedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSMISDIRECTED_REQUEST = "https://segnav.dev/problems/misdirected-request"

    def __str__(self) -> str:
        return str(self.value)
