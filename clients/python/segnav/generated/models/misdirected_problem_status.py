from enum import IntEnum

class MisdirectedProblemStatus(IntEnum):
    VALUE_421 = 421

    def __str__(self) -> str:
        return str(self.value)
