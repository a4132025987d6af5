#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanoseconds for request latencies: read twice per request, and
/// as a plain integer it needs none of `ContinuousClock`'s 128-bit `Duration`
/// arithmetic (which showed in perf of `GET` state).
enum MonotonicClock {
    static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
