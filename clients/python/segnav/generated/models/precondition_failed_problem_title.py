from enum import StrEnum

class PreconditionFailedProblemTitle(StrEnum):
    PRECONDITION_FAILED = "Precondition Failed"

    def __str__(self) -> str:
        return str(self.value)
