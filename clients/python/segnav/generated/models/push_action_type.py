from enum import StrEnum

class PushActionType(StrEnum):
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
