from enum import StrEnum

class CompareStrategiesItem(StrEnum):
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"
    PAGING = "paging"

    def __str__(self) -> str:
        return str(self.value)
