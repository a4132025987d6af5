from enum import StrEnum

class ExportScenarioForbid(StrEnum):
    NONE = "none"
    WARNINGS = "warnings"

    def __str__(self) -> str:
        return str(self.value)
