from enum import IntEnum

class ScenarioStepStatus(IntEnum):
    VALUE_200 = 200
    VALUE_422 = 422

    def __str__(self) -> str:
        return str(self.value)
