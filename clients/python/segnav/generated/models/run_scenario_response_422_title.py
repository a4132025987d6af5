from enum import StrEnum

class RunScenarioResponse422Title(StrEnum):
    UNPROCESSABLE_CONTENT = "Unprocessable Content"

    def __str__(self) -> str:
        return str(self.value)
