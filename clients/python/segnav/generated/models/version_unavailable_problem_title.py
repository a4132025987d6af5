from enum import StrEnum

class VersionUnavailableProblemTitle(StrEnum):
    NOT_FOUND = "Not Found"

    def __str__(self) -> str:
        return str(self.value)
