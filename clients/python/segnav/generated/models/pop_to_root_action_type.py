from enum import StrEnum

class PopToRootActionType(StrEnum):
    POPTOROOT = "popToRoot"

    def __str__(self) -> str:
        return str(self.value)
