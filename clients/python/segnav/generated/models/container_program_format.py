from enum import StrEnum

class ContainerProgramFormat(StrEnum):
    SEGNAV_CONTAINER1 = "segnav-container/1"

    def __str__(self) -> str:
        return str(self.value)
