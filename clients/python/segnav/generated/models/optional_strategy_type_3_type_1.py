from enum import StrEnum

class OptionalStrategyType3Type1(StrEnum):
    CONTAINER = "container"
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"

    def __str__(self) -> str:
        return str(self.value)
