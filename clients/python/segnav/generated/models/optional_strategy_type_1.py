from enum import StrEnum

class OptionalStrategyType1(StrEnum):
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"
    PAGING = "paging"

    def __str__(self) -> str:
        return str(self.value)
