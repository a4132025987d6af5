/// What a recorder in an app sees at a call that segnav's event does not carry: the receiver's UIKit parent (if it is
/// still there) and whether its view is in the window (docs/traces.md). Kept only by a session made to be exported as
/// a trace (`NavigationSession(configuration:tracing:)`), so that the trace checker can judge the model's own calls
/// exactly as it judges an app's, and its verdicts can be held to the model's (the property tests).
public struct TraceNote: Codable, Sendable, Equatable {
    /// The event the note is about.
    public var seq: Int
    public var parent: String?
    public var inWindow: Bool
}

extension World {
    /// Notes the state at the call just recorded on `vc` (appearance and containment calls).
    mutating func noteForTrace(_ vc: VCRef) {
        let parent = contractParent(of: vc).map { controllers[$0].id }
        let note = TraceNote(seq: seq, parent: parent, inWindow: isInWindow(vc))
        traceNotes?.append(note)
    }
}

extension NavigationSession {
    /// A session that keeps a `TraceNote` for each appearance and containment call, from its launch on.
    public init(configuration: SessionConfiguration, tracing: Bool) throws(SetupError) {
        try self.init(configuration: configuration, traceNotes: tracing ? [] : nil)
    }

    /// The notes kept since the last take (launch included), handed out once.
    public mutating func takeTraceNotes() -> [TraceNote] {
        guard let notes = world.traceNotes else { return [] }
        world.traceNotes = []
        rollback = nil
        return notes
    }
}
