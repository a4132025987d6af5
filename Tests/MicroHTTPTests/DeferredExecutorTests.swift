import Testing
@testable import MicroHTTP

#if canImport(Glibc)
import Glibc
#endif

@Suite("Deferred executor")
struct DeferredExecutorTests {
    @Test("a queue kept busy holds only what waits, in order")
    func fifoStaysBounded() {
        var queue = FIFO<Int>()
        var next = 0, expected = 0
        // Never empty: two in for every one out, then drain; storage must track the backlog.
        for _ in 0..<100_000 {
            queue.push(next); next += 1
            if next % 2 == 0 {
                #expect(queue.pop() == expected)
                expected += 1
            }
            #expect(queue.storageCount <= 2 * queue.count + 1024)
        }
        while let value = queue.pop() {
            #expect(value == expected)
            expected += 1
        }
        #expect(expected == next)
        #expect(queue.isEmpty && queue.storageCount == 0)
    }

    actor Probe {
        func thread() -> String { currentThreadName() }
    }

    @Test("a task that prefers it runs there, and so do the default actors it calls")
    func placement() async {
        let executor = DeferredExecutor(threads: 1)
        let probe = Probe()
        let names = await Task(executorPreference: executor) { () -> [String] in
            let start = currentThreadName()
            let inActor = await probe.thread()
            return [start, inActor, currentThreadName()]
        }.value
        #expect(names == ["segnav-deferred", "segnav-deferred", "segnav-deferred"])
    }

    @Test("many tasks at once all finish")
    func manyTasks() async {
        let executor = DeferredExecutor(threads: 2)
        let total = await withTaskGroup(of: Int.self) { group in
            for i in 0..<2_000 {
                group.addTask(executorPreference: executor) {
                    await Task.yield()
                    return i
                }
            }
            return await group.reduce(0, +)
        }
        #expect(total == (0..<2_000).reduce(0, +))
    }
}

/// The calling thread's name as the kernel has it (what `top -H` shows).
func currentThreadName() -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    guard let file = fopen("/proc/thread-self/comm", "r") else { return "?" }
    defer { fclose(file) }
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "?" }
    return String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
