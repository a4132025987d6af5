from enum import StrEnum

class UnsupportedMediaTypeProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSUNSUPPORTED_MEDIA_TYPE = "https://segnav.dev/problems/unsupported-media-type"

    def __str__(self) -> str:
        return str(self.value)
