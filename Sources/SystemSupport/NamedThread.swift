import CSystemSupport

#if canImport(Glibc)
import Glibc
#endif

/// A thread of segnav's own, outside Swift's cooperative pool and libmicrohttpd's: the deferred handlers'
/// executor and the state file's writer and checkpointer each need one that may sleep on a condition without
/// holding a pool thread. Every one is named, so its CPU time can be read apart in perf, top and
/// /proc/PID/task/*/comm (Benchmarks/scripts/durability.sh reads them).
package enum NamedThread {
    /// Starts `body` on a new thread called `name` (at most 15 bytes are kept). Joinable: the caller joins it
    /// with `join(_:)`, or passes `detached: true` and never does.
    @discardableResult
    package static func spawn(_ name: String, detached: Bool = false, _ body: @escaping () -> Void) -> pthread_t {
        final class Start {
            let name: String
            let body: () -> Void
            init(_ name: String, _ body: @escaping () -> Void) {
                self.name = name
                self.body = body
            }
        }
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { context in
                let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
                segnav_name_thread(start.name)
                start.body()
                return nil
            }, Unmanaged.passRetained(Start(name, body)).toOpaque())
        precondition(created == 0, "cannot start the \(name) thread: \(created)")
        if detached { pthread_detach(thread) }
        return thread
    }

    /// Gives the calling thread the nice value `niceness` (1 to 19: lower priority than the process's other
    /// threads); false when the system refused.
    @discardableResult
    package static func lowerPriority(to niceness: Int32) -> Bool {
        segnav_lower_thread_priority(niceness) == 0
    }

    /// Waits for a thread started with `detached: false` to end.
    package static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }

    /// Names the calling thread (a thread otherwise inherits its creator's name).
    package static func nameCurrent(_ name: String) {
        segnav_name_thread(name)
    }
}
