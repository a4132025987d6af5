import MicroHTTP
import Synchronization
import SessionStore

/// Short-lived, single-session credentials for `GET …/stream`.
///
/// A browser's `EventSource` cannot send an `Authorization` header, and the
/// server's `--token` must not travel in a URL: URLs end up in access logs,
/// proxies and browser history, and the token opens every session for good.
/// So a client that holds the token asks for a ticket
/// (`POST /v1/sessions/{id}/stream/tickets`, with the token) and opens the
/// stream with `?ticket=…`. A ticket admits only that session's stream, only
/// for `lifetime` seconds (reconnects included, so an `EventSource` may
/// resume by itself meanwhile), and reveals nothing about the token: it is
/// random, kept in this table, and forgotten when it expires or the process
/// stops. A ticket that leaks from a log lets its reader follow one session
/// for a few minutes, read-only.
final class StreamTickets: Sendable {
    struct Ticket: Sendable {
        let session: String
        /// In `SessionStore.now` seconds.
        let expires: Int
    }

    let lifetime: Int
    /// Unexpired tickets held at most (each needs the token to get).
    let capacity: Int
    private let table = Mutex<[String: Ticket]>([:])

    init(lifetime: Int = 300, capacity: Int = 10_000) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// Whether `text` could be a ticket at all (22 base64url characters, as
    /// `issue` makes them). A malformed one is a client's bug: refused by name
    /// even where the token makes a ticket unnecessary, or it would surface
    /// only in the deployment that has no token to mask it.
    static func isWellFormed(_ text: String) -> Bool {
        if case .local = SessionID.parse(text, node: nil) { return true }
        return false
    }

    /// A new ticket for `session`; nil when `capacity` unexpired ones exist.
    func issue(for session: String, now: Int) -> String? {
        let ticket = SessionID.make(node: nil)
        return table.withLock { table -> String? in
            if table.count >= capacity {
                // Expired ones go first; the sweep is paid for by the issue that needs the room.
                table = table.filter { $0.value.expires > now }
                guard table.count < capacity else { return nil }
            }
            table[ticket] = Ticket(session: session, expires: now + lifetime)
            return ticket
        }
    }

    /// Whether `ticket` opens `session`'s stream now.
    func admits(_ ticket: String, session: String, now: Int) -> Bool {
        table.withLock { table in
            guard let found = table[ticket] else { return false }
            guard found.expires > now else {
                table.removeValue(forKey: ticket)
                return false
            }
            return found.session == session
        }
    }

    /// When `ticket` stops admitting its stream (`SessionStore.now` seconds), if it is known.
    func expiry(of ticket: String) -> Int? {
        table.withLock { $0[ticket]?.expires }
    }

    var count: Int { table.withLock { $0.count } }
}
