import BenchSupport

/// segnavd's app plus the benchmark-only routes, linked with tcmalloc like segnavd.
@main
struct BenchServerMain {
    static func main() async throws {
        try await BenchServer.run()
    }
}
