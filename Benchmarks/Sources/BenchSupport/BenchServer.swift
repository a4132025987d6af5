import MicroHTTP
import SegnavService
import SessionStore

#if canImport(Glibc)
import Glibc
#endif

/// bench-server's body, shared by its two builds: `bench-server` (linked with
/// tcmalloc, as segnavd is) and `bench-server-glibc` (glibc's malloc), which
/// `scripts/allocator.sh` runs side by side.
public enum BenchServer {
    public static func run() async throws -> Never {
        var options = ServerOptions()
        options.port = 0
        let arguments = CommandLine.arguments
        if let i = arguments.firstIndex(of: "--threads"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            options.threads = n
        }
        if let i = arguments.firstIndex(of: "--deferred-threads"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            options.deferredThreads = n
        }
        var limits = StoreLimits()
        if let i = arguments.firstIndex(of: "--shards"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            limits.shards = n
        }
        let app = SegnavApp(configuration: ServiceConfiguration(limits: limits))
        let server = try HTTPServer(options: options, responder: BenchResponder(app: app), connections: app.connections)
        print("listening on http://127.0.0.1:\(server.port)")
        fflush(nil)
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
