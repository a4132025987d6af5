#if canImport(Glibc)
import Glibc
#endif

/// The kernel's monotonic clocks as plain integers, for reads on every
/// request: `ContinuousClock` reads the time-stamp counter and then does
/// 128-bit `Duration` arithmetic, and both showed in perf of `GET` state.
/// Here, below the application, so the transport's streams time their
/// keep-alives with the same clock.
public enum MonotonicClock {
    /// For request latencies (read twice per request).
    public static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// For the session TTL, which needs only seconds: the coarse clock is a
    /// plain read of the vDSO page. Unlike `ContinuousClock` (CLOCK_BOOTTIME)
    /// it stands still while the host is suspended, so a server's sessions do
    /// not age while it is not running.
    public static func coarseSeconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        return time.tv_sec
    }
}
