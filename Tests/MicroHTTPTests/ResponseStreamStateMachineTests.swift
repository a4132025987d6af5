import MicroHTTP
import Testing

/// A stream's lifecycle without a socket, a budget or a clock: each event's action, as `ResponseStream` carries
/// them out. Connections and close handlers are plain numbers here; the transport's buffer is an array.
@Suite("Response stream state machine")
struct ResponseStreamStateMachineTests {
    typealias Machine = ResponseStreamStateMachine<Int, Int>

    /// Queues `text` as the producer's send does once the budgets agreed.
    static func send(
        _ text: String, to machine: inout Machine, pastCapacityWhenEmpty: Bool = false
    )
        -> Machine.WakeAction?
    {
        let bytes = Array(text.utf8)
        guard machine.send(bytes.count, pastCapacityWhenEmpty: pastCapacityWhenEmpty) == .reserve else { return nil }
        return machine.reserved(bytes[...])
    }

    /// libmicrohttpd asks for up to `max` bytes: the action, and the bytes put in its buffer.
    static func read(_ machine: inout Machine, max: Int = 64, now: Int64 = 0) -> (Machine.ReadAction, String) {
        var buffer = [UInt8](repeating: 0, count: max)
        let action = buffer.withUnsafeMutableBytes { machine.read(into: Machine.ReadBuffer($0), now: now) }
        guard case .write(let count, _) = action else { return (action, "") }
        return (action, String(decoding: buffer[..<count], as: UTF8.self))
    }

    @Test("unattached: sends queue, a take drains them and gives their bytes back, the stream stays open")
    func unattached() {
        var machine = Machine(capacity: 10)
        #expect(machine.state == .unattached)
        #expect(Self.send("open\n", to: &machine) == Machine.WakeAction.none)
        #expect(machine.queuedBytes == 5)
        var out: [UInt8] = []
        let (released, close) = machine.takeQueued(into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "open\n")
        #expect(released == 5)
        #expect(close == nil)
        #expect(machine.state == .unattached)
        #expect(!machine.isClosed)
        #expect(Self.read(&machine) == (.end, ""), "no connection to suspend: the body would end")
    }

    @Test("attached: a read hands what is queued and gives its counted bytes back; an empty read parks")
    func streamingThenParked() {
        var machine = Machine(capacity: 64)
        _ = Self.send("hello", to: &machine)
        machine.attach(7, now: 100)
        #expect(machine.state == .streaming(7))
        #expect(machine.lastActivity == 100)
        #expect(Self.read(&machine, max: 3, now: 200) == (.write(count: 3, release: 3), "hel"))
        #expect(Self.read(&machine, max: 64, now: 300) == (.write(count: 2, release: 2), "lo"))
        #expect(machine.lastActivity == 300)
        #expect(machine.queuedBytes == 0)
        #expect(Self.read(&machine, now: 400) == (.suspend(7), ""))
        #expect(machine.state == .parked(7))
        #expect(machine.lastActivity == 300, "parking is no activity")
        #expect(machine.parkedConnection == 7)
    }

    @Test("parked: a send resumes the connection once, and the next read takes it")
    func sendWakesParked() {
        var machine = Machine(capacity: 64)
        machine.attach(1, now: 0)
        #expect(Self.read(&machine) == (.suspend(1), ""))
        #expect(Self.send("a", to: &machine) == .resume(1))
        #expect(machine.state == .streaming(1))
        #expect(Self.send("b", to: &machine) == Machine.WakeAction.none, "resumed already")
        #expect(Self.read(&machine) == (.write(count: 2, release: 2), "ab"))
    }

    @Test("a read while parked (libmicrohttpd asked, so the connection runs) parks again")
    func readWhileParked() {
        var machine = Machine(capacity: 64)
        machine.attach(1, now: 0)
        _ = Self.read(&machine)
        #expect(Self.read(&machine) == (.suspend(1), ""))
        #expect(machine.state == .parked(1))
    }

    @Test("capacity: over it is full, counted bytes only; a message bigger than it passes when nothing waits")
    func capacity() {
        var machine = Machine(capacity: 10)
        #expect(machine.send(11, pastCapacityWhenEmpty: false) == .full)
        #expect(machine.send(11, pastCapacityWhenEmpty: true) == .reserve)
        _ = Self.send("12345678", to: &machine)
        #expect(machine.send(3, pastCapacityWhenEmpty: false) == .full)
        #expect(machine.send(3, pastCapacityWhenEmpty: true) == .full, "something waits: no exception")
        #expect(machine.send(2, pastCapacityWhenEmpty: false) == .reserve)
        #expect(machine.queuedBytes == 8, "asking reserves nothing")
    }

    @Test("finish: the last message goes out uncounted after what is queued, then the body ends; sends are closed")
    func finishDrains() {
        var machine = Machine(capacity: 64)
        machine.attach(3, now: 0)
        _ = Self.send("one ", to: &machine)
        #expect(machine.finish(appending: Array("bye".utf8)[...]) == Machine.WakeAction.none)
        #expect(machine.state == .finishing(3))
        #expect(machine.isClosed)
        #expect(machine.send(1, pastCapacityWhenEmpty: true) == .closed)
        #expect(machine.queuedBytes == 4)
        #expect(Self.read(&machine) == (.write(count: 7, release: 4), "one bye"), "never releases more than it took")
        #expect(Self.read(&machine) == (.end, ""))
        #expect(machine.state == .finishing(3), "the transport's detach closes it")
    }

    @Test("finish while parked resumes the connection so it can end")
    func finishWhileParked() {
        var machine = Machine(capacity: 64)
        machine.attach(4, now: 0)
        _ = Self.read(&machine)
        #expect(machine.finish(appending: []) == .resume(4))
        #expect(machine.state == .finishing(4))
        #expect(Self.read(&machine) == (.end, ""))
    }

    @Test("finish twice: the second changes nothing and queues nothing")
    func finishTwice() {
        var machine = Machine(capacity: 64)
        machine.attach(4, now: 0)
        _ = machine.finish(appending: Array("first".utf8)[...])
        #expect(machine.finish(appending: Array("second".utf8)[...]) == Machine.WakeAction.none)
        #expect(Self.read(&machine) == (.write(count: 5, release: 0), "first"))
        #expect(Self.read(&machine) == (.end, ""))
    }

    @Test("finished before the attach (a lagging resume): the attach binds it, the reads drain it, then end")
    func finishBeforeAttach() {
        var machine = Machine(capacity: 64)
        _ = Self.send("backlog ", to: &machine)
        #expect(machine.finish(appending: Array("lagging".utf8)[...]) == Machine.WakeAction.none)
        #expect(machine.state == .finishing(nil))
        machine.attach(9, now: 50)
        #expect(machine.state == .finishing(9))
        #expect(machine.lastActivity == 50)
        #expect(Self.read(&machine) == (.write(count: 15, release: 8), "backlog lagging"))
        #expect(Self.read(&machine) == (.end, ""))
    }

    @Test("taking the rest of a finished stream closes it, handing out its handlers once")
    func takeFinished() {
        var machine = Machine(capacity: 64)
        #expect(machine.onClose(1) == nil)
        _ = Self.send("x", to: &machine)
        _ = machine.finish(appending: Array("end".utf8)[...])
        var out: [UInt8] = []
        let (released, close) = machine.takeQueued(into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "xend")
        #expect(released == 1)
        #expect(close == Machine.CloseAction(release: 0, handlers: [1]))
        #expect(machine.state == .closed)
        #expect(machine.close() == Machine.CloseAction(release: 0, handlers: []), "the transport's detach after it")
    }

    @Test("close: everything queued is given back, the handlers are handed out once, later handlers run at once")
    func close() {
        var machine = Machine(capacity: 64)
        machine.attach(2, now: 0)
        #expect(machine.onClose(10) == nil)
        #expect(machine.onClose(11) == nil)
        _ = Self.send("unsent", to: &machine)
        _ = machine.finish(appending: Array("uncounted".utf8)[...])
        #expect(machine.close() == Machine.CloseAction(release: 6, handlers: [10, 11]))
        #expect(machine.state == .closed)
        #expect(machine.queuedBytes == 0)
        #expect(!machine.hasQueued)
        #expect(machine.close() == Machine.CloseAction(release: 0, handlers: []), "closed twice: nothing twice")
        #expect(machine.onClose(12) == 12)
    }

    @Test("close while parked: no resume (the connection is gone), nothing held")
    func closeWhileParked() {
        var machine = Machine(capacity: 64)
        machine.attach(5, now: 0)
        _ = Self.read(&machine)
        #expect(machine.onClose(1) == nil)
        #expect(machine.close() == Machine.CloseAction(release: 0, handlers: [1]))
        #expect(machine.state == .closed)
        #expect(machine.parkedConnection == nil)
    }

    @Test("close before attach (the answer was never queued): a late attach leaves it closed, its reads end")
    func closeBeforeAttach() {
        var machine = Machine(capacity: 64)
        _ = Self.send("opening", to: &machine)
        #expect(machine.close() == Machine.CloseAction(release: 7, handlers: []))
        machine.attach(6, now: 0)
        #expect(machine.state == .closed)
        #expect(Self.read(&machine) == (.end, ""))
    }

    @Test("after close every producer's event is refused or ignored")
    func eventsAfterClose() {
        var machine = Machine(capacity: 64)
        machine.attach(6, now: 0)
        _ = machine.close()
        #expect(machine.send(1, pastCapacityWhenEmpty: true) == .closed)
        #expect(machine.finish(appending: Array("late".utf8)[...]) == Machine.WakeAction.none)
        #expect(machine.keepAlive(Array(":\n".utf8)[...], interval: 0, now: 1_000) == Machine.WakeAction.none)
        #expect(machine.clientGone() == Machine.WakeAction.none)
        #expect(machine.state == .closed)
        #expect(!machine.hasQueued)
        var out: [UInt8] = []
        #expect(machine.takeQueued(into: &out) == (0, nil))
    }

    @Test("a second attach changes nothing")
    func attachTwice() {
        var machine = Machine(capacity: 64)
        machine.attach(1, now: 10)
        _ = Self.read(&machine)
        machine.attach(2, now: 20)
        #expect(machine.state == .parked(1))
        #expect(machine.lastActivity == 10)
    }

    @Test("keep-alive: only after the interval of silence, only with nothing queued, uncounted, resuming a parked stream")
    func keepAlive() {
        let comment = Array(":\n".utf8)[...]
        var machine = Machine(capacity: 64)
        machine.attach(8, now: 1_000)
        _ = Self.read(&machine)
        #expect(machine.keepAlive(comment, interval: 500, now: 1_499) == Machine.WakeAction.none, "not yet")
        #expect(machine.keepAlive(comment, interval: 500, now: 1_500) == .resume(8))
        #expect(machine.lastActivity == 1_500)
        #expect(machine.queuedBytes == 0)
        #expect(machine.keepAlive(comment, interval: 0, now: 3_000) == Machine.WakeAction.none, "one waits unsent")
        #expect(Self.read(&machine, now: 1_600) == (.write(count: 2, release: 0), ":\n"))
        _ = Self.send("data", to: &machine)
        #expect(machine.keepAlive(comment, interval: 0, now: 3_000) == Machine.WakeAction.none, "data waits")
        _ = machine.finish(appending: [])
        _ = Self.read(&machine)
        #expect(machine.keepAlive(comment, interval: 0, now: 9_000) == Machine.WakeAction.none, "finished")
    }

    @Test("a client gone while parked ends the stream and resumes it; elsewhere it changes nothing")
    func clientGone() {
        var machine = Machine(capacity: 64)
        #expect(machine.parkedConnection == nil)
        #expect(machine.clientGone() == Machine.WakeAction.none)
        machine.attach(3, now: 0)
        #expect(machine.clientGone() == Machine.WakeAction.none, "streaming: its write finds out")
        #expect(machine.state == .streaming(3))
        _ = Self.read(&machine)
        #expect(machine.clientGone() == .resume(3))
        #expect(machine.state == .finishing(3))
        #expect(machine.clientGone() == Machine.WakeAction.none)
        #expect(Self.read(&machine) == (.end, ""))
    }

    @Test("shutdown's end (a finish with nothing more) at every stage")
    func terminate() {
        var unattached = Machine(capacity: 64)
        #expect(unattached.finish(appending: []) == Machine.WakeAction.none)
        #expect(unattached.state == .finishing(nil))
        #expect(!unattached.hasQueued)
        var streaming = Machine(capacity: 64)
        streaming.attach(1, now: 0)
        #expect(streaming.finish(appending: []) == Machine.WakeAction.none)
        #expect(streaming.state == .finishing(1))
        var parked = Machine(capacity: 64)
        parked.attach(2, now: 0)
        _ = Self.read(&parked)
        #expect(parked.finish(appending: []) == .resume(2))
        #expect(parked.state == .finishing(2))
    }
}
