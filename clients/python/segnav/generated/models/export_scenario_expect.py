from enum import StrEnum

class ExportScenarioExpect(StrEnum):
    ALL = "all"
    APPEARANCE = "appearance"
    LIFECYCLE = "lifecycle"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
