#if canImport(Glibc)
import Glibc
#endif

/// A pthread mutex and one condition, for a queue drained by threads of segnav's own (`NamedThread`): such a
/// thread sleeps on the condition, which Swift's `Mutex` cannot do. Timed waits run on the monotonic clock, so
/// a wall clock set back cannot stall them. A class: the primitives need stable addresses.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    @inline(__always) package func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) package func unlock() { pthread_mutex_unlock(mutex) }

    /// `body` with the lock held.
    @inline(__always) package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// With the lock held: sleeps until signalled (or woken spuriously: callers wait in a loop).
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// With the lock held: sleeps until signalled or until `nanoseconds` have passed on the monotonic clock.
    package func wait(nanoseconds: Int) {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let left = max(0, nanoseconds)
        let total = Int(deadline.tv_nsec) + left % 1_000_000_000
        deadline.tv_sec += time_t(left / 1_000_000_000 + total / 1_000_000_000)
        deadline.tv_nsec = total % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    package func signal() { pthread_cond_signal(condition) }
    package func broadcast() { pthread_cond_broadcast(condition) }
}
