import Foundation
import SessionStore
import Testing

@testable import SegnavService

/// The program lane (DESIGN.md §5.3): program sessions live in the store's last shard, however they were made
/// (created, forked, imported, restored), and are found by id there. That their work leaves the writes' thread
/// is measured against the real binary: `Tests/hostile/test_containers.py` (other sessions' p99).
@Suite("Store: the program lane", .serialized)
struct ProgramLaneTests {
    static let program = #"{"format": "segnav-container/1", "class": "Lane", "control": "own", "on": {"select": [{"set": "n", "to": 1}]}}"#
    static let body = #"{"container": \#(program), "segments": \#(ContainerRoutesTests.segments)}"#

    func shard(_ client: APIClient, _ id: String) throws -> Int {
        guard case .found(let entry) = client.app.store.lookup(id) else { throw LookupFailed(id: id) }
        return entry.shard
    }

    struct LookupFailed: Error { let id: String }

    @Test("created, forked and imported program sessions are in the program shard; built-in ones never are")
    func placement() async throws {
        let client = APIClient()
        let store = client.app.store
        let program = try await client.create(Self.body)
        #expect(try shard(client, program) == store.programShard)
        #expect(await client.call("POST", "/v1/sessions/\(program)/actions", json: #"{"type":"selectSegment","index":1}"#).status == 200)
        let fork = await client.call("POST", "/v1/sessions/\(program)/forks", json: #"{"version":1}"#)
        #expect(try shard(client, try #require(fork.jsonBody["id"]?.stringValue)) == store.programShard)
        let exported = await client.call("GET", "/v1/sessions/\(program)/scenario")
        #expect(exported.status == 200)
        let imported = await client.call("POST", "/v1/sessions", json: #"{"scenario": \#(exported.text)}"#)
        #expect(imported.status == 201, "\(imported.text)")
        #expect(try shard(client, try #require(imported.jsonBody["id"]?.stringValue)) == store.programShard)
        #expect(await client.call("GET", "/v1/sessions/\(program)?version=0").status == 200)
        for _ in 0..<20 {
            let builtIn = try await client.create()
            #expect(try shard(client, builtIn) < store.programShard)
        }
        // An id no shard holds is still not found, after both looks.
        #expect(await client.call("GET", "/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA").status == 404)
        #expect(await client.call("DELETE", "/v1/sessions/\(program)").status == 204)
        #expect(await client.call("GET", "/v1/sessions/\(program)").status == 404)
    }

    @Test("a restored program session is in the program shard again, and answers as before")
    func restored() async throws {
        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        let original = APIClient(PersistenceTests.configuration())
        let (database, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let id = try await original.create(Self.body)
        #expect(await original.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":2}"#).status == 200)
        PersistenceTests.crash(original, database)
        let restored = APIClient(PersistenceTests.configuration())
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 1)
        #expect(try shard(restored, id) == restored.app.store.programShard)
        #expect(await PersistenceTests.reads(original, [id]) == PersistenceTests.reads(restored, [id]))
    }
}
