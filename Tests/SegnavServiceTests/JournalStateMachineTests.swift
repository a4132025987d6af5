import Testing
@testable import SegnavService
import SessionStore

/// The journal's lifecycle without threads, files or clocks: each event's action, as the writer thread and the
/// shards carry them out (`JournalQueue`). Waiters are plain numbers here.
@Suite("Journal state machine")
struct JournalStateMachineTests {
    typealias Machine = JournalStateMachine<Int>

    @Test("not started (--durability off): records are dropped, writes proceed, the writer would exit")
    func idle() {
        var machine = Machine()
        #expect(machine.append(queued: 0) == .drop)
        #expect(machine.sync(1) == .proceed)
        #expect(machine.nextBatch(queued: 0, intervalElapsed: true) == .exit)
        #expect(machine.stop() == .join)
        #expect(machine.state == .stopped)
    }

    @Test("strict: a write waits for the commit that holds its record, and only that far")
    func strictWaits() {
        var machine = Machine()
        machine.start(.strict)
        #expect(machine.append(queued: 0) == .enqueue(wakeWriter: true))
        #expect(machine.append(queued: 1) == .enqueue(wakeWriter: false))
        #expect(machine.sync(1) == .wait)
        #expect(machine.nextBatch(queued: 2, intervalElapsed: false) == .commit(through: 2))
        // A write queued after the batch was taken waits for the next commit.
        #expect(machine.append(queued: 0) == .enqueue(wakeWriter: true))
        #expect(machine.sync(2) == .wait)
        #expect(machine.committed(through: 2) == [1])
        #expect(machine.waiting == 1)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: false) == .commit(through: 3))
        #expect(machine.committed(through: 3) == [2])
        #expect(machine.sync(3) == .proceed, "nothing uncommitted: answered at once")
        #expect(machine.nextBatch(queued: 0, intervalElapsed: true) == .sleep)
    }

    @Test("batched: writes never wait; the writer waits out its interval before a commit")
    func batched() {
        var machine = Machine()
        machine.start(.batched)
        #expect(machine.append(queued: 0) == .enqueue(wakeWriter: true))
        #expect(machine.sync(1) == .proceed)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: false) == .waitForInterval)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true) == .commit(through: 1))
    }

    @Test("a commit fails while strict writes wait: each gets the failure, later writes too, never an acknowledgement")
    func failedCommit() {
        var machine = Machine()
        machine.start(.strict)
        for queued in 0..<3 { _ = machine.append(queued: queued) }
        #expect(machine.sync(1) == .wait)
        #expect(machine.sync(2) == .wait)
        #expect(machine.sync(3) == .wait)
        #expect(machine.nextBatch(queued: 3, intervalElapsed: true) == .commit(through: 3))
        #expect(machine.commitFailed(reason: "disk full") == [1, 2, 3])
        #expect(machine.waiting == 0)
        #expect(machine.state == .failed(reason: "disk full"))
        #expect(machine.sync(4) == .fail(reason: "disk full"))
        #expect(machine.append(queued: 0) == .drop, "nothing would commit it")
        #expect(machine.nextBatch(queued: 0, intervalElapsed: true) == .exit)
        #expect(machine.stop() == .join)
        #expect(machine.state == .failed(reason: "disk full"), "a stop does not hide the failure")
    }

    @Test("a graceful stop commits what is queued, still answering strict waiters, then exits")
    func stop() {
        var machine = Machine()
        machine.start(.strict)
        _ = machine.append(queued: 0)
        #expect(machine.sync(7) == .wait)
        #expect(machine.stop() == .wakeWriterAndJoin)
        #expect(machine.state == .stopping(.strict))
        #expect(machine.append(queued: 1) == .enqueue(wakeWriter: false), "a shard's last turn still journals")
        #expect(machine.nextBatch(queued: 2, intervalElapsed: false) == .commit(through: 2))
        #expect(machine.committed(through: 2) == [7])
        #expect(machine.nextBatch(queued: 0, intervalElapsed: false) == .exit)
        #expect(machine.state == .stopped)
        #expect(machine.append(queued: 0) == .drop)
        #expect(machine.sync(8) == .proceed)
    }

    @Test("a batched stop does not wait out the interval")
    func batchedStop() {
        var machine = Machine()
        machine.start(.batched)
        _ = machine.append(queued: 0)
        _ = machine.stop()
        #expect(machine.nextBatch(queued: 1, intervalElapsed: false) == .commit(through: 1))
    }
}

/// The same failure through the real queue and the routes: strict writes waiting on a commit that fails are
/// answered 503 `storage-unavailable`, later writes too, while reads are still served.
@Suite("Journal failure over the API")
struct JournalFailureTests {
    @Test("a commit fails while strict writes wait: each gets a 503 answer, reads go on")
    func waitersFail() async throws {
        let client = APIClient()
        let id = try await client.create()
        let journal = client.app.store.journal
        journal.start(mode: .strict, interval: .zero, join: {})
        let body = #"{"type":"selectSegment","index":1}"#
        async let first = client.call("POST", "/v1/sessions/\(id)/actions", json: body)
        async let second = client.call("POST", "/v1/sessions/\(id)/actions", json: body)
        while journal.waitingWrites < 2 { await Task.yield() }
        let batch = try #require(journal.nextBatch())
        #expect(batch.records.count == 2)
        journal.commitFailed(reason: "disk full")
        for response in await [first, second] {
            let problem = expectProblem(response, 503)
            #expect(problem["type"]?.stringValue?.hasSuffix("/storage-unavailable") == true)
            #expect(response.header("Retry-After") != nil)
        }
        expectProblem(await client.call("POST", "/v1/sessions/\(id)/actions", json: body), 503)
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#), 503)
        #expect(await client.call("GET", "/v1/sessions/\(id)").status == 200)
    }
}
