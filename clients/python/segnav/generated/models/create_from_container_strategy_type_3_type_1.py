from enum import StrEnum

class CreateFromContainerStrategyType3Type1(StrEnum):
    CONTAINER = "container"

    def __str__(self) -> str:
        return str(self.value)
