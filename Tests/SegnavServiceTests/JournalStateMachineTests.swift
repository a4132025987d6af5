import Testing
import NavigationModel
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
        #expect(machine.state == .failing(.strict, reason: "disk full"))
        #expect(!machine.admitsWrites, "new writes are refused before they change anything")
        #expect(machine.sync(4) == .fail(reason: "disk full"), "a write in flight is not acknowledged")
        #expect(machine.append(queued: 3) == .enqueue(wakeWriter: false), "a write in flight is still kept")
    }

    @Test("a failing journal retries after its back-off and runs again once a commit succeeds")
    func recovery() {
        var machine = Machine()
        machine.start(.batched)
        _ = machine.append(queued: 0)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true) == .commit(through: 1))
        #expect(machine.commitFailed(reason: "disk full") == [])
        // The failed batch is back in the queue (the caller's part): one record.
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true, retryDue: false) == .waitForRetry)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true, retryDue: true) == .commit(through: 1))
        #expect(machine.commitFailed(reason: "still full") == [])
        #expect(machine.state == .failing(.batched, reason: "still full"))
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true, retryDue: true) == .commit(through: 1))
        #expect(machine.committed(through: 1) == [])
        #expect(machine.state == .running(.batched))
        #expect(machine.admitsWrites)
        #expect(machine.sync(5) == .proceed)
    }

    @Test("batched waits only while the writer is behind, and only for what is not committed")
    func batchedBackpressure() {
        var machine = Machine()
        machine.start(.batched)
        _ = machine.append(queued: 0)
        #expect(machine.sync(1, behind: false) == .proceed)
        #expect(machine.sync(2, behind: true) == .wait)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true) == .commit(through: 1))
        #expect(machine.committed(through: 1) == [2])
        #expect(machine.sync(3, behind: true) == .proceed, "nothing uncommitted: nothing to wait for")
    }

    @Test("a stop while commits fail tries once more, and gives up rather than hang the shutdown")
    func stopWhileFailing() {
        var machine = Machine()
        machine.start(.strict)
        _ = machine.append(queued: 0)
        _ = machine.nextBatch(queued: 1, intervalElapsed: true)
        _ = machine.commitFailed(reason: "disk full")
        #expect(machine.stop() == .wakeWriterAndJoin)
        #expect(machine.state == .stopping(.strict))
        #expect(machine.nextBatch(queued: 1, intervalElapsed: false, retryDue: false) == .commit(through: 1))
        _ = machine.commitFailed(reason: "disk full")
        #expect(machine.state == .stopped)
        #expect(machine.nextBatch(queued: 1, intervalElapsed: true) == .exit)
    }

    @Test("a failing journal with nothing left to keep runs again")
    func failingEmpty() {
        var machine = Machine()
        machine.start(.strict)
        _ = machine.commitFailed(reason: "disk full")
        #expect(machine.nextBatch(queued: 0, intervalElapsed: true, retryDue: false) == .sleep)
        #expect(machine.state == .running(.strict))
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
    @Test("a commit fails while strict writes wait: each gets a 503, later writes are refused unapplied, reads go on, and writes resume once a commit succeeds")
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
        #expect(journal.commitFailed(batch, reason: "disk full"))
        for response in await [first, second] {
            let problem = expectProblem(response, 503)
            #expect(problem["type"]?.stringValue?.hasSuffix("/storage-unavailable") == true)
            #expect(response.header("Retry-After") != nil)
        }
        let version = await client.call("GET", "/v1/sessions/\(id)").jsonBody["version"]?.intValue
        expectProblem(await client.call("POST", "/v1/sessions/\(id)/actions", json: body), 503)
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#), 503)
        expectProblem(await client.call("DELETE", "/v1/sessions/\(id)"), 503)
        let read = await client.call("GET", "/v1/sessions/\(id)")
        #expect(read.status == 200)
        #expect(read.jsonBody["version"]?.intValue == version, "a refused write changed nothing")
        // The retry commits the kept records; writes are accepted again.
        let retried = try #require(journal.nextBatch())
        #expect(retried.records.count == 2, "the failed commit's records were kept")
        #expect(journal.committed(retried))
        async let third = client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":0}"#)
        while journal.waitingWrites < 1 { await Task.yield() }
        journal.committed(try #require(journal.nextBatch()))
        #expect(await third.status == 200)
    }
}

/// The queue's memory bound (issue 42): what waits for the writer is bounded in bytes, not only by backpressure.
@Suite("Journal queue: its memory bound")
struct JournalQueueBoundTests {
    @Test("past 64 MiB queued, writes are refused before they apply, naming why; once the writer takes the queue they are admitted again")
    func queuedBytesBound() throws {
        let queue = JournalQueue()
        queue.start(mode: .batched, interval: .zero, join: {})
        let rows = (0..<1000).map { RowSpec(title: String(repeating: "r", count: 1000) + "\($0)") }
        let push = JournalRecord.apply(id: "s", version: 1, lastEventSeq: 1, actions: [.push(ScreenSpec(title: "T", kind: .table, rows: rows))])
        var appended = 0
        while true {
            do {
                try queue.admitWrite()
            } catch {
                #expect(error.reason.contains("behind") && error.reason.contains("64 MiB"), "\(error.reason)")
                break
            }
            queue.append(push)
            appended += 1
            try #require(appended < 200, "never refused")
        }
        #expect(appended > 60 && appended < 70, "about 1 MB a record: \(appended)")
        let batch = try #require(queue.nextBatch())
        #expect(batch.records.count == appended)
        queue.committed(batch)
        #expect(throws: Never.self) { try queue.admitWrite() }
    }
}
