from enum import StrEnum

class FlawId(StrEnum):
    CONTAINMENTDISPLAYBEFOREHIDE = "containmentDisplayBeforeHide"
    CONTAINMENTRESELECTHIDES = "containmentReselectHides"
    CONTAINMENTTITLESKIPPING = "containmentTitleSkipping"
    MANAGINGDELEGATEAPPEARANCE = "managingDelegateAppearance"
    MANAGINGMANUALAPPEARANCE = "managingManualAppearance"
    MANAGINGMEMORYFORWARDING = "managingMemoryForwarding"
    NAVIGATIONSTACKDISCARDED = "navigationStackDiscarded"
    REBUILDONRELOAD = "rebuildOnReload"

    def __str__(self) -> str:
        return str(self.value)
