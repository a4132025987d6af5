from enum import StrEnum

class UnsupportedMediaTypeProblemTitle(StrEnum):
    UNSUPPORTED_MEDIA_TYPE = "Unsupported Media Type"

    def __str__(self) -> str:
        return str(self.value)
