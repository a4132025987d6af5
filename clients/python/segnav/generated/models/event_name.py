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
    VIEWDIDLAYOUTSUBVIEWS = "viewDidLayoutSubviews"
    VIEWDIDLOAD = "viewDidLoad"
    VIEWDIDUNLOAD = "viewDidUnload"
    VIEWISAPPEARING = "viewIsAppearing"
    VIEWWILLAPPEAR = "viewWillAppear"
    VIEWWILLDISAPPEAR = "viewWillDisappear"
    VIEWWILLLAYOUTSUBVIEWS = "viewWillLayoutSubviews"
    WARNING = "warning"
    WILLMOVETOPARENT = "willMoveToParent"

    def __str__(self) -> str:
        return str(self.value)
