from enum import StrEnum

class WarningCode(StrEnum):
    APPEARANCEOUTSIDEPARENT = "appearanceOutsideParent"
    APPEAREDOFFSCREEN = "appearedOffScreen"
    APPEAREDOFFWINDOW = "appearedOffWindow"
    DUPLICATEAPPEARANCE = "duplicateAppearance"
    DUPLICATEMEMORYWARNING = "duplicateMemoryWarning"
    EMPTYSEGMENT = "emptySegment"
    NESTEDPUSHANIMATION = "nestedPushAnimation"
    NILNAVIGATIONCONTROLLER = "nilNavigationController"
    OVERLAPPINGAPPEARANCE = "overlappingAppearance"
    REPEATEDAPPEARANCEINSWITCH = "repeatedAppearanceInSwitch"
    SEGMENTINDEXMISMATCH = "segmentIndexMismatch"
    SELECTIONRESET = "selectionReset"
    STACKDISCARDED = "stackDiscarded"
    UNBALANCEDAPPEARANCE = "unbalancedAppearance"
    UNBALANCEDAPPEARANCETRANSITION = "unbalancedAppearanceTransition"
    UNBALANCEDCONTAINMENT = "unbalancedContainment"
    UNEXPECTEDTRANSITIONSTATE = "unexpectedTransitionState"

    def __str__(self) -> str:
        return str(self.value)
