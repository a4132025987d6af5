from enum import StrEnum

class ContractClause(StrEnum):
    BALANCED = "balanced"
    CONTAINMENT = "containment"
    INWINDOW = "inWindow"
    NESTED = "nested"
    ONEPERSWITCH = "onePerSwitch"
    VISIBLEWHENAPPEARED = "visibleWhenAppeared"

    def __str__(self) -> str:
        return str(self.value)
