from enum import StrEnum

class MisdirectedProblemTitle(StrEnum):
    MISDIRECTED_REQUEST = "Misdirected Request"

    def __str__(self) -> str:
        return str(self.value)
