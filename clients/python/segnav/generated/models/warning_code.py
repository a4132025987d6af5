from enum import StrEnum

class WarningCode(StrEnum):
    DUPLICATEAPPEARANCE = "duplicateAppearance"
    DUPLICATEMEMORYWARNING = "duplicateMemoryWarning"
    EMPTYSEGMENT = "emptySegment"
    NESTEDPUSHANIMATION = "nestedPushAnimation"
    NILNAVIGATIONCONTROLLER = "nilNavigationController"
    OVERLAPPINGAPPEARANCE = "overlappingAppearance"
    SEGMENTINDEXMISMATCH = "segmentIndexMismatch"
    SELECTIONRESET = "selectionReset"
    STACKDISCARDED = "stackDiscarded"
    UNBALANCEDAPPEARANCE = "unbalancedAppearance"
    UNEXPECTEDTRANSITIONSTATE = "unexpectedTransitionState"

    def __str__(self) -> str:
        return str(self.value)
