from enum import StrEnum

class BadRequestProblemTitle(StrEnum):
    BAD_REQUEST = "Bad Request"

    def __str__(self) -> str:
        return str(self.value)
