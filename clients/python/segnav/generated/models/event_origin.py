from enum import StrEnum

class EventOrigin(StrEnum):
    APP = "app"
    CONTAINER = "container"
    DELEGATE = "delegate"
    SEGMENTSCONTROLLER = "segmentsController"
    SYSTEM = "system"

    def __str__(self) -> str:
        return str(self.value)
