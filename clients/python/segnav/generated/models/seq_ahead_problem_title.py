from enum import StrEnum

class SeqAheadProblemTitle(StrEnum):
    CONFLICT = "Conflict"

    def __str__(self) -> str:
        return str(self.value)
