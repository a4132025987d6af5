import Synchronization

/// Which 4xx/5xx answers get an info line when the access log is off. Without one an operator at the default level
/// saw nothing of a client that only ever got errors; a line each is what they need, but a client sending garbage in
/// a loop must not turn the log into the bottleneck, so at most `perSecond` lines are written each second and the
/// rest are counted and said in the next line written. Only error answers reach it: a success costs nothing.
final class ErrorLogSampler: Sendable {
    private struct Window {
        var second: Int64 = -1
        var written = 0
        var suppressed = 0
    }

    let perSecond: Int
    private let window = Mutex(Window())

    init(perSecond: Int = 20) {
        self.perSecond = perSecond
    }

    /// Whether to write this answer's line, and how many earlier ones were dropped since the last line written.
    func admit(atNanoseconds now: Int64) -> (write: Bool, suppressedBefore: Int) {
        let second = now / 1_000_000_000
        return window.withLock { window in
            if window.second != second {
                window.second = second
                window.written = 0
            }
            guard window.written < perSecond else {
                window.suppressed += 1
                return (false, 0)
            }
            window.written += 1
            defer { window.suppressed = 0 }
            return (true, window.suppressed)
        }
    }
}
