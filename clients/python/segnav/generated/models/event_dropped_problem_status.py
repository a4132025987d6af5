from enum import IntEnum

class EventDroppedProblemStatus(IntEnum):
    VALUE_410 = 410

    def __str__(self) -> str:
        return str(self.value)
