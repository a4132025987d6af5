from enum import StrEnum

class ScenarioFailureKind(StrEnum):
    EXPECT = "expect"
    FORBID = "forbid"
    STATE = "state"
    STATUS = "status"

    def __str__(self) -> str:
        return str(self.value)
