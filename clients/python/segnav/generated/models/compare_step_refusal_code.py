from enum import StrEnum

class CompareStepRefusalCode(StrEnum):
    CONTROLNOTONSCREEN = "controlNotOnScreen"
    INDEXOUTOFRANGE = "indexOutOfRange"
    INVALIDSCREEN = "invalidScreen"
    NOBACKBUTTON = "noBackButton"
    NOBACKSWIPE = "noBackSwipe"
    NOPAGEINDIRECTION = "noPageInDirection"
    NOPAGESWIPE = "noPageSwipe"
    NOPAGEVIEWCONTROLLER = "noPageViewController"
    NOTABLEONSCREEN = "noTableOnScreen"
    PROGRAMLIMIT = "programLimit"
    ROWHASNODETAIL = "rowHasNoDetail"
    ROWOUTOFRANGE = "rowOutOfRange"
    STACKTOODEEP = "stackTooDeep"
    TRANSITIONINPROGRESS = "transitionInProgress"
    UNSUPPORTEDONRUNTIME = "unsupportedOnRuntime"

    def __str__(self) -> str:
        return str(self.value)
