from enum import StrEnum

class Device(StrEnum):
    IPAD = "ipad"
    IPHONE_15 = "iphone-15"
    IPHONE_3GS = "iphone-3gs"

    def __str__(self) -> str:
        return str(self.value)
