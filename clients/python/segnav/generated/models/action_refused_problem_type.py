from enum import StrEnum

class ActionRefusedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSCONTROLNOTONSCREEN = "https://segnav.dev/problems/controlNotOnScreen"
    HTTPSSEGNAV_DEVPROBLEMSINDEXOUTOFRANGE = "https://segnav.dev/problems/indexOutOfRange"
    HTTPSSEGNAV_DEVPROBLEMSINVALIDSCREEN = "https://segnav.dev/problems/invalidScreen"
    HTTPSSEGNAV_DEVPROBLEMSNOBACKBUTTON = "https://segnav.dev/problems/noBackButton"
    HTTPSSEGNAV_DEVPROBLEMSNOBACKSWIPE = "https://segnav.dev/problems/noBackSwipe"
    HTTPSSEGNAV_DEVPROBLEMSNOPAGEINDIRECTION = "https://segnav.dev/problems/noPageInDirection"
    HTTPSSEGNAV_DEVPROBLEMSNOPAGESWIPE = "https://segnav.dev/problems/noPageSwipe"
    HTTPSSEGNAV_DEVPROBLEMSNOPAGEVIEWCONTROLLER = "https://segnav.dev/problems/noPageViewController"
    HTTPSSEGNAV_DEVPROBLEMSNOTABLEONSCREEN = "https://segnav.dev/problems/noTableOnScreen"
    HTTPSSEGNAV_DEVPROBLEMSPROGRAMLIMIT = "https://segnav.dev/problems/programLimit"
    HTTPSSEGNAV_DEVPROBLEMSROWHASNODETAIL = "https://segnav.dev/problems/rowHasNoDetail"
    HTTPSSEGNAV_DEVPROBLEMSROWOUTOFRANGE = "https://segnav.dev/problems/rowOutOfRange"
    HTTPSSEGNAV_DEVPROBLEMSSTACKTOODEEP = "https://segnav.dev/problems/stackTooDeep"
    HTTPSSEGNAV_DEVPROBLEMSTRANSITIONINPROGRESS = "https://segnav.dev/problems/transitionInProgress"
    HTTPSSEGNAV_DEVPROBLEMSUNSUPPORTEDONRUNTIME = "https://segnav.dev/problems/unsupportedOnRuntime"

    def __str__(self) -> str:
        return str(self.value)
