import ArgumentParser
import Foundation
import SegnavService
import SessionStore

/// `serve`'s flags for the sessions and who may reach them, as one
/// `ServiceConfiguration`; defaults come from `StoreLimits` itself.
struct ServiceFlags: ParsableArguments {
    @Option(help: "Node name ([a-z0-9-]{1,16}): session ids start with NODE. (DESIGN.md §7).")
    var node: String?

    @Option(help: "Bearer token required on every route but /healthz, /readyz and / (default: $SEGNAV_TOKEN; none if unset).")
    var token: String?

    @Option(name: .customLong("cors-origin"), help: "An origin allowed by CORS; repeat for several (default: *).")
    var corsOrigins: [String] = []

    @Option(help: "Most live sessions; creating one more gets 503 + Retry-After.")
    var maxSessions = StoreLimits().maxSessions

    @Option(help: "Seconds without a request after which a session is evicted.")
    var sessionTtl = StoreLimits().ttlSeconds

    @Option(help: "Events kept per session (a ring; readers are told how many they missed).")
    var eventCapacity = StoreLimits().eventCapacity

    @Option(help: "Shard actors holding the sessions.")
    var shards = StoreLimits().shards

    @Option(help: "Event streams (GET /v1/sessions/{id}/stream) open at once, in all.")
    var maxStreams = StoreLimits().maxStreams

    @Option(help: "Event streams open at once on one session.")
    var maxStreamsPerSession = StoreLimits().maxStreamsPerSession

    @Option(help: "Bytes a stream may have queued for a slow client before it is ended (the client resumes by Last-Event-ID).")
    var streamBuffer = StoreLimits().streamBuffer

    @Option(help: "Screens a navigation stack may hold; a deeper push gets 422 stackTooDeep.")
    var maxStackDepth = StoreLimits().maxStackDepth

    @Option(help: "Bytes of events one write may produce; a larger batch is refused whole (422 answer-too-large).")
    var maxAnswerBytes = StoreLimits().maxAnswerBytes

    @Option(help: "Bytes of actions a session's history keeps for past versions, forks and exports (besides its 4096 actions).")
    var maxHistoryBytes = StoreLimits().maxHistoryBytes

    @Option(help: "Seconds a stream ticket is valid; a stream it opened ends then (end: ticket-expired).")
    var streamTicketLifetime = StoreLimits().ticketLifetime

    /// The flag, else the environment (a token kept out of `ps`).
    var effectiveToken: String? { token ?? ProcessInfo.processInfo.environment["SEGNAV_TOKEN"] }

    func validate() throws {
        guard maxStreams >= 0, maxStreamsPerSession >= 0 else { throw ValidationError("--max-streams and --max-streams-per-session must not be negative") }
        guard streamBuffer >= 16384 else { throw ValidationError("--stream-buffer must be at least 16384") }
        guard (1...100_000).contains(maxStackDepth) else { throw ValidationError("--max-stack-depth must be from 1 to 100000") }
        guard maxAnswerBytes >= 65536 else { throw ValidationError("--max-answer-bytes must be at least 65536") }
        guard (65536...(1 << 40)).contains(maxHistoryBytes) else {
            throw ValidationError("--max-history-bytes must be from 65536 to 1099511627776")
        }
        guard (1...86_400).contains(streamTicketLifetime) else { throw ValidationError("--stream-ticket-lifetime must be from 1 to 86400") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
        guard sessionTtl >= 1 else { throw ValidationError("--session-ttl must be at least 1") }
        guard eventCapacity >= 1 else { throw ValidationError("--event-capacity must be at least 1") }
        guard (1...1024).contains(shards) else { throw ValidationError("--shards must be from 1 to 1024") }
        if let token = effectiveToken, token.isEmpty { throw ValidationError("the token must not be empty") }
        if let node {
            let allowed = node.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
            guard (1...16).contains(node.utf8.count), allowed else {
                throw ValidationError("--node must match [a-z0-9-]{1,16}")
            }
        }
    }

    var configuration: ServiceConfiguration {
        var limits = StoreLimits()
        limits.maxSessions = maxSessions
        limits.ttlSeconds = sessionTtl
        limits.eventCapacity = eventCapacity
        limits.shards = shards
        limits.maxStreams = maxStreams
        limits.maxStreamsPerSession = maxStreamsPerSession
        limits.streamBuffer = streamBuffer
        limits.maxStackDepth = maxStackDepth
        limits.maxAnswerBytes = maxAnswerBytes
        limits.maxHistoryBytes = maxHistoryBytes
        limits.ticketLifetime = streamTicketLifetime
        return ServiceConfiguration(
            node: node, token: effectiveToken,
            corsOrigins: corsOrigins.isEmpty ? ["*"] : corsOrigins, limits: limits)
    }
}
