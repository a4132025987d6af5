from enum import StrEnum

class LeafScreenOrNullType0Kind(StrEnum):
    COLOR = "color"
    IMAGE = "image"
    LABEL = "label"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
