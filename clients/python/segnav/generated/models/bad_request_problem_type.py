from enum import StrEnum

class BadRequestProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSINVALID_REQUEST = "https://segnav.dev/problems/invalid-request"
    HTTPSSEGNAV_DEVPROBLEMSMALFORMED_JSON = "https://segnav.dev/problems/malformed-json"

    def __str__(self) -> str:
        return str(self.value)
