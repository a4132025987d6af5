from enum import StrEnum

class StreamLifecycleMessageEvent(StrEnum):
    LIFECYCLE = "lifecycle"

    def __str__(self) -> str:
        return str(self.value)
