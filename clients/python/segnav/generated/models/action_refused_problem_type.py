from enum import StrEnum

class ActionRefusedProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSCONTROLNOTONSCREEN = "https://segnav.dev/problems/controlNotOnScreen"
    HTTPSSEGNAV_DEVPROBLEMSINDEXOUTOFRANGE = "https://segnav.dev/problems/indexOutOfRange"
    HTTPSSEGNAV_DEVPROBLEMSINVALIDSCREEN = "https://segnav.dev/problems/invalidScreen"
    HTTPSSEGNAV_DEVPROBLEMSNOBACKBUTTON = "https://segnav.dev/problems/noBackButton"
    HTTPSSEGNAV_DEVPROBLEMSNOTABLEONSCREEN = "https://segnav.dev/problems/noTableOnScreen"
    HTTPSSEGNAV_DEVPROBLEMSROWHASNODETAIL = "https://segnav.dev/problems/rowHasNoDetail"
    HTTPSSEGNAV_DEVPROBLEMSROWOUTOFRANGE = "https://segnav.dev/problems/rowOutOfRange"
    HTTPSSEGNAV_DEVPROBLEMSSTACKTOODEEP = "https://segnav.dev/problems/stackTooDeep"

    def __str__(self) -> str:
        return str(self.value)
