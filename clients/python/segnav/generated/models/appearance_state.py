from enum import StrEnum

class AppearanceState(StrEnum):
    APPEARED = "appeared"
    APPEARING = "appearing"
    DISAPPEARED = "disappeared"
    DISAPPEARING = "disappearing"

    def __str__(self) -> str:
        return str(self.value)
