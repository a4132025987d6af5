from enum import IntEnum

class UnsupportedMediaTypeProblemStatus(IntEnum):
    VALUE_415 = 415

    def __str__(self) -> str:
        return str(self.value)
