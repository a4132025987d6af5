from enum import StrEnum

class ActionRefusalReason(StrEnum):
    CONTROLNOTONSCREEN = "controlNotOnScreen"
    INDEXOUTOFRANGE = "indexOutOfRange"
    INVALIDSCREEN = "invalidScreen"
    NOBACKBUTTON = "noBackButton"
    NOTABLEONSCREEN = "noTableOnScreen"
    ROWHASNODETAIL = "rowHasNoDetail"
    ROWOUTOFRANGE = "rowOutOfRange"
    STACKTOODEEP = "stackTooDeep"

    def __str__(self) -> str:
        return str(self.value)
