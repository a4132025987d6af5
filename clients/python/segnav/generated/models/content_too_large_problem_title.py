from enum import StrEnum

class ContentTooLargeProblemTitle(StrEnum):
    CONTENT_TOO_LARGE = "Content Too Large"

    def __str__(self) -> str:
        return str(self.value)
