from enum import StrEnum

class StateCurrentTitleViewType3Type1(StrEnum):
    SEGMENTEDCONTROL = "segmentedControl"

    def __str__(self) -> str:
        return str(self.value)
