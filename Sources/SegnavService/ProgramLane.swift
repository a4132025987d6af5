import MicroHTTP

/// The thread container programs run on (DESIGN.md §5.3 "The program lane"): a program may run up to its step
/// budget on every action and launch (about 0.3 s in a release build, seconds in a debug one), and on the writes'
/// thread every other session's writes waited behind it (issue 39: four clients looping runaway programs took
/// other sessions' write p99 from 2.4 ms to 457 ms). Here programs wait only behind each other, and the thread's
/// lower priority lets the scheduler prefer libmicrohttpd's and the writes' threads when a program holds a core.
/// Owned by the app, which stops the thread when it goes (a later job runs on Swift's global executor).
final class ProgramLane: Sendable {
    let executor = DeferredExecutor(threads: 1, name: "segnav-programs", niceness: 10)

    deinit { executor.stop() }
}
