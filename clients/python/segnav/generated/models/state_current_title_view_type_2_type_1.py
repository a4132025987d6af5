from enum import StrEnum

class StateCurrentTitleViewType2Type1(StrEnum):
    SEGMENTEDCONTROL = "segmentedControl"

    def __str__(self) -> str:
        return str(self.value)
