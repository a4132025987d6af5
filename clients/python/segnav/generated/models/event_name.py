from enum import StrEnum

class EventName(StrEnum):
    DIDMOVETOPARENT = "didMoveToParent"
    DIDRECEIVEMEMORYWARNING = "didReceiveMemoryWarning"
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
