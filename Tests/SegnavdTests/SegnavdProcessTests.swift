import Foundation
import HTTPTestSupport
import Testing

/// The real binary on port 0: what a user runs.
@Suite("segnavd process", .timeLimit(.minutes(2)))
struct SegnavdProcessTests {
    @Test("prints its port, serves health and version, exits 0 on SIGTERM")
    func lifecycle() async throws {
        let server = try ServerProcess()
        let port = server.port
        let (health, version, missing) = try await onThread { () -> (RawHTTPConnection.Reply, RawHTTPConnection.Reply, RawHTTPConnection.Reply) in
            let connection = try RawHTTPConnection(port: port)
            return (
                try connection.request("GET", "/healthz"), try connection.request("GET", "/v1/version"),
                try connection.request("GET", "/v1/nothing")
            )
        }
        #expect(health.status == 200)
        #expect(health.text == #"{"status":"ok"}"#)
        #expect(version.text.contains(#""name":"segnav""#))
        #expect(missing.status == 404)
        #expect(missing.header("Content-Type") == "application/problem+json")
        #expect(server.stop() == 0)
    }

    @Test(
        "bad flags fail with a message and a non-zero status",
        arguments: [
            (["--node", "Bad Node!"], "--node must match"),
            (["--deferred-threads", "65"], "--deferred-threads must be from 0 to 64"),
            (["--deferred-threads=-1"], "--deferred-threads must be from 0 to 64"),
            (["--shutdown-grace", "9223372036854775807"], "--shutdown-grace must be from 0 to 3600"),
            (["--shutdown-grace=-1"], "--shutdown-grace must be from 0 to 3600"),
        ])
    func badFlags(flags: [String], expected: String) throws {
        let result = try ServerProcess.run(flags)
        #expect(result.status != 0)
        #expect(result.errors.contains(expected))
    }
}
