from enum import StrEnum

class StreamEndReason(StrEnum):
    DELETED = "deleted"
    EXPIRED = "expired"
    LAGGING = "lagging"
    SHUTDOWN = "shutdown"
    TICKET_EXPIRED = "ticket-expired"

    def __str__(self) -> str:
        return str(self.value)
