from enum import StrEnum

class EventName(StrEnum):
    BEGINAPPEARANCETRANSITION = "beginAppearanceTransition"
    DIDMOVETOPARENT = "didMoveToParent"
    DIDRECEIVEMEMORYWARNING = "didReceiveMemoryWarning"
    ENDAPPEARANCETRANSITION = "endAppearanceTransition"
    LOADVIEW = "loadView"
    NAVIGATIONDIDSHOW = "navigationDidShow"
    NAVIGATIONWILLSHOW = "navigationWillShow"
    PAGEDIDFINISHANIMATING = "pageDidFinishAnimating"
    PAGEWILLTRANSITION = "pageWillTransition"
    VALUECHANGED = "valueChanged"
    VIEWDIDAPPEAR = "viewDidAppear"
    VIEWDIDDISAPPEAR = "viewDidDisappear"
    VIEWDIDLOAD = "viewDidLoad"
    VIEWDIDUNLOAD = "viewDidUnload"
    VIEWWILLAPPEAR = "viewWillAppear"
    VIEWWILLDISAPPEAR = "viewWillDisappear"
    WARNING = "warning"
    WILLMOVETOPARENT = "willMoveToParent"

    def __str__(self) -> str:
        return str(self.value)
