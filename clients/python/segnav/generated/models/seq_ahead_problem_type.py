from enum import StrEnum

class SeqAheadProblemType(StrEnum):
    HTTPSSEGNAV_DEVPROBLEMSSEQ_AHEAD = "https://segnav.dev/problems/seq-ahead"

    def __str__(self) -> str:
        return str(self.value)
