import HTTPTestSupport
@testable import MicroHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Answers not yet taken by their clients are held against one budget and
/// against their client address's share of it; a read that does not fit gets a
/// 503, a write's answer always goes out, and a client that holds its share
/// gets the 503 for its next write before it is done (RELIABILITY.md §7).
@Suite("Memory for unsent answers", .timeLimit(.minutes(1)))
struct ResponseMemoryTests {
    @Test("a client that never reads holds its answer; the next read beyond the budget gets 503; released on close")
    func nonReaderHoldsBudget() async throws {
        let memory = ResponseMemory()
        let server = try startServer(memory: memory) { $0.responseMemoryLimit = 24 << 20 }
        let port = server.port
        // 16 MiB that a client with a 4 KiB window does not read: more than the
        // kernel's socket buffers take (tcp_wmem tops out at 4 MiB), so the rest stays in the server.
        let holder = try await onThread { () -> RawHTTPConnection in
            let connection = try RawHTTPConnection(port: port, receiveBuffer: 4096)
            try connection.send("GET /big/16777216 HTTP/1.1\r\nHost: x\r\n\r\n")
            return connection
        }
        try await waitUntil { memory.value == 16 << 20 }
        // From another address: the holder's own share is spent, the budget not yet.
        let (refused, small) = try await onThread { () -> (RawHTTPConnection.Reply, Int) in
            let connection = try RawHTTPConnection(port: port, from: "127.0.0.2")
            let refused = try connection.request("GET", "/big/16777216")
            return (refused, try connection.request("GET", "/big/1000").status)
        }
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "1")
        #expect(refused.header("Content-Type") == "application/problem+json")
        #expect(small == 200, "what fits still goes out")
        #expect(memory.refused == 1)
        holder.reset()
        try await waitUntil { memory.value == 0 }
        let after = try await onThread { try RawHTTPConnection(port: port).request("GET", "/big/16777216").status }
        #expect(after == 200)
        await server.shutdown()
    }

    @Test("a write's answer is sent even past the budget: refusing it would hide that it was done")
    func writesAreNeverRefused() async throws {
        let memory = ResponseMemory()
        let server = try startServer(memory: memory) { $0.responseMemoryLimit = 1000 }
        let port = server.port
        let (read, write) = try await onThread { () -> (Int, Int) in
            let connection = try RawHTTPConnection(port: port)
            return (
                try connection.request("GET", "/big/5000").status,
                try connection.request("POST", "/write/5000", body: []).status
            )
        }
        #expect(read == 503)
        #expect(write == 200)
        await server.shutdown()
    }

    @Test("a client whose unread write answers hold its share gets 503 for its next write, which is not done; other addresses are served")
    func peerShare() async throws {
        let memory = ResponseMemory()
        let server = try startServer(memory: memory) {
            $0.responseMemoryLimit = 24 << 20
            $0.responseMemoryPeerShare = 4 << 20
        }
        let port = server.port
        // A write whose 12 MiB answer is never read: let through (a peer with nothing unread may have one answer
        // however large), it holds the share whatever the kernel's send buffer takes (up to tcp_wmem's 4 MiB).
        // Two 6 MiB writes sent at once made this flaky on a loaded box: the second was refused or let through
        // depending on how much of the first the kernel had taken when it came.
        let holders = try await onThread { () -> [RawHTTPConnection] in
            let connection = try RawHTTPConnection(port: port, receiveBuffer: 4096)
            try connection.send("POST /tally/holder/12582912 HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            return [connection]
        }
        try await waitUntil { TestResponder.tallies.withLock { $0["holder"] } == 1 && memory.value >= 8 << 20 }
        let refusedBefore = memory.refused
        let (ownWrite, ownRead) = try await onThread { () -> (RawHTTPConnection.Reply, Int) in
            let connection = try RawHTTPConnection(port: port)
            return (try connection.request("POST", "/tally/holder/10", body: []), try connection.request("GET", "/big/1000").status)
        }
        #expect(ownWrite.status == 503)
        #expect(ownWrite.header("Retry-After") == "1")
        #expect(ownWrite.text.contains("peerMemoryFull"))
        #expect(TestResponder.tallies.withLock { $0["holder"] } == 1, "the refused write never reached its handler")
        #expect(ownRead == 503)
        #expect(memory.refused == refusedBefore + 2)
        let (otherWrite, otherRead) = try await onThread { () -> (Int, Int) in
            let connection = try RawHTTPConnection(port: port, from: "127.0.0.2")
            return (try connection.request("POST", "/tally/other/10", body: []).status, try connection.request("GET", "/big/1000").status)
        }
        #expect(otherWrite == 200)
        #expect(otherRead == 200)
        #expect(TestResponder.tallies.withLock { $0["other"] } == 1)
        for holder in holders { holder.reset() }
        try await waitUntil { memory.value == 0 }
        let after = try await onThread { try RawHTTPConnection(port: port).request("POST", "/tally/holder/10", body: []).status }
        #expect(after == 200, "a share is given back when its answers are gone")
        await server.shutdown()
    }

    @Test("a client's share is an eighth of the budget unless set")
    func defaultShare() {
        var options = ServerOptions()
        #expect(options.effectivePeerShare == 8 << 20)
        options.responseMemoryLimit = 65536
        #expect(options.effectivePeerShare == 8192)
        options.responseMemoryPeerShare = 1000
        #expect(options.effectivePeerShare == 1000)
    }

    @Test("a peer is its IPv4 address, an IPv4-mapped IPv6 address is the IPv4 one, an IPv6 one its /64")
    func peerSlots() throws {
        func v4(_ text: String) -> Int {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(40000).bigEndian
            address.sin_addr.s_addr = inet_addr(text)
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { PeerShares.slot(of: $0) } }
        }
        func v6(_ text: String, port: UInt16 = 40000) -> Int {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            #expect(inet_pton(AF_INET6, text, &address.sin6_addr) == 1)
            return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { PeerShares.slot(of: $0) } }
        }
        #expect(v4("127.0.0.1") != v4("127.0.0.2"))
        #expect(v6("::ffff:127.0.0.2") == v4("127.0.0.2"))
        #expect(v6("2001:db8:1:2::1") == v6("2001:db8:1:2:ffff::9", port: 1))
        #expect(v6("2001:db8:1:2::1") != v6("2001:db8:1:3::1"))
        // Spread: 256 consecutive addresses (one /24) land in at least 200 slots of 4 096.
        let slots = Set((0..<256).map { v4("10.1.2.\($0)") })
        #expect(slots.count >= 200)
        #expect(slots.allSatisfy { (0..<PeerShares.slots).contains($0) })
        #expect(PeerShares.slot(of: nil) == 0)
    }
}

/// Waits (without a clock in the assertion) until `condition` holds; fails after 20 s.
private func waitUntil(_ condition: @Sendable () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
        try #require(ContinuousClock.now < deadline, "the condition never held")
        try await Task.sleep(for: .milliseconds(10))
    }
}
