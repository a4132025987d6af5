from enum import StrEnum

class ScreenDepth8Type0Kind(StrEnum):
    COLOR = "color"
    IMAGE = "image"
    LABEL = "label"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
