from enum import StrEnum

class RunScenarioResponse422Type(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSINVALID_SETUP = "https://segnav.dev/problems/invalid-setup"
    HTTPSSEGNAV_DEVPROBLEMSSCENARIO_TOO_LARGE = "https://segnav.dev/problems/scenario-too-large"

    def __str__(self) -> str:
        return str(self.value)
