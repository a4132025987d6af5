from enum import StrEnum

class OptionalPresetType1(StrEnum):
    CRAFTERM_2010 = "crafterm-2010"
    CRAFTERM_REVISITED = "crafterm-revisited"
    DEPONTE_2016 = "deponte-2016"
    PAGING = "paging"

    def __str__(self) -> str:
        return str(self.value)
