from enum import StrEnum

class OptionalStrategyType2Type1(StrEnum):
    CONTAINER = "container"
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"

    def __str__(self) -> str:
        return str(self.value)
