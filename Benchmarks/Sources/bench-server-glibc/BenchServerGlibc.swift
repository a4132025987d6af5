import BenchSupport

/// segnavd's app plus the benchmark-only routes, with glibc's malloc: the other half of `scripts/allocator.sh`.
@main
struct BenchServerGlibcMain {
    static func main() async throws {
        try await BenchServer.run()
    }
}
