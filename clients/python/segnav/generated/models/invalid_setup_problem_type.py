from enum import StrEnum

class InvalidSetupProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSINVALID_SETUP = "https://segnav.dev/problems/invalid-setup"

    def __str__(self) -> str:
        return str(self.value)
