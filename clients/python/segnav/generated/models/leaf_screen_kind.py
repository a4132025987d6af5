from enum import StrEnum

class LeafScreenKind(StrEnum):
    COLOR = "color"
    IMAGE = "image"
    LABEL = "label"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
