from enum import StrEnum

class AnswerTooLargeProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSANSWER_TOO_LARGE = "https://segnav.dev/problems/answer-too-large"

    def __str__(self) -> str:
        return str(self.value)
