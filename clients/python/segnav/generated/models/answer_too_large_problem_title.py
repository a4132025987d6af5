from enum import StrEnum

class AnswerTooLargeProblemTitle(StrEnum):
    UNPROCESSABLE_CONTENT = "Unprocessable Content"

    def __str__(self) -> str:
        return str(self.value)
