from enum import StrEnum

class CreateFromContainerStrategyType2Type1(StrEnum):
    CONTAINER = "container"

    def __str__(self) -> str:
        return str(self.value)
