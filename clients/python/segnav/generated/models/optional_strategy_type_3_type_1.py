from enum import StrEnum

class OptionalStrategyType3Type1(StrEnum):
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"
    PAGING = "paging"

    def __str__(self) -> str:
        return str(self.value)
