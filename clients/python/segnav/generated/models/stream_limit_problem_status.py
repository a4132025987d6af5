from enum import IntEnum

class StreamLimitProblemStatus(IntEnum):
    VALUE_503 = 503

    def __str__(self) -> str:
        return str(self.value)
