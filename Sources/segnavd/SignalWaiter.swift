import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The write end of the self-pipe: the only thing the signal handler touches.
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// Turns SIGTERM/SIGINT into an awaitable event.
///
/// A `sigaction` handler that writes the signal number to a pipe (the
/// self-pipe trick) is in force the moment `init` returns. Dispatch signal
/// sources were not: they register asynchronously, and a SIGTERM sent right
/// after start-up (as tests and supervisors do) could land while the signal
/// was still ignored, and be lost.
final class SignalWaiter {
    private let stream: AsyncStream<Int32>

    init(signals: [Int32]) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        signalPipeWrite = fds[1]
        let readEnd = fds[0]
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        let reader = Thread {
            var number: Int32 = 0
            while read(readEnd, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
                continuation.yield(number)
            }
        }
        reader.start()
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var value = number
                _ = write(signalPipeWrite, &value, MemoryLayout<Int32>.size)  // async-signal-safe
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    func next() async -> Int32 {
        for await number in stream { return number }
        return SIGTERM
    }
}
