from enum import IntEnum

class PreconditionFailedProblemStatus(IntEnum):
    VALUE_412 = 412

    def __str__(self) -> str:
        return str(self.value)
