from enum import StrEnum

class Strategy(StrEnum):
    CONTAINER = "container"
    CONTAINMENT = "containment"
    MANAGING = "managing"
    NAVIGATION = "navigation"

    def __str__(self) -> str:
        return str(self.value)
