import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGTERM/SIGINT into an awaitable event. Dispatch sources rather than
/// `signal()` handlers, because a handler may do almost nothing safely.
final class SignalWaiter {
    private let stream: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32]) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    func next() async -> Int32 {
        for await number in stream { return number }
        return SIGTERM
    }
}
