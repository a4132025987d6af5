from enum import IntEnum

class ContentTooLargeProblemStatus(IntEnum):
    VALUE_413 = 413

    def __str__(self) -> str:
        return str(self.value)
