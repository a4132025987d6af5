// swift-tools-version:6.1
import PackageDescription

/// Targets follow DESIGN.md §5: one job per module, and only `MicroHTTP` sees the C library.
let package = Package(
    name: "segnav",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "segnavd", targets: ["segnavd"]),
        .library(name: "NavigationModel", targets: ["NavigationModel"]),
        .library(name: "SegnavService", targets: ["SegnavService"]),
        // What SegnavService's public API is made of (JSON, problems; the store's limits), for the Fuzz and
        // Benchmarks packages, which build segnav as a dependency.
        .library(name: "SegnavWire", targets: ["SegnavWire"]),
        .library(name: "SessionStore", targets: ["SessionStore"]),
        .library(name: "MicroHTTP", targets: ["MicroHTTP"]),
        // segnav's API for Swift tests and tools: the generated client and a thin layer (README, docs/DESIGN.md §5).
        .library(name: "SegnavClient", targets: ["SegnavClient"]),
        // For an iOS app or UI-test target: records the app's own lifecycle calls as a segnav trace (docs/traces.md).
        .library(name: "SegnavRecorder", targets: ["SegnavRecorder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // libmicrohttpd's epoll loop waits after a full batch of events and loses them; this replaces libc's
        // epoll_wait for the process so that such a wait does not block (RELIABILITY.md §7.3).
        .target(name: "CEpollWait"),
        .target(name: "MicroHTTP", dependencies: ["CMicroHTTPD", "CEpollWait", "SystemSupport"]),
        // Threads of segnav's own (named, with a condition to sleep on) and the monotonic clock, for the transport
        // and the state file alike; CSystemSupport is its one C call (prctl, variadic).
        .target(name: "CSystemSupport"),
        .target(name: "SystemSupport", dependencies: ["CSystemSupport"]),
        // The session journal's database (docs/DESIGN.md §5, "Durability"): Debian's SQLite through a thin
        // wrapper, the only module that sees the C library.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "SQLiteDatabase", dependencies: ["CSQLite"]),
        .target(name: "NavigationModel"),
        // The wire: JSON's tree, reader and writer, the request decoders (every field checked), the model's
        // encodings, the problem catalogue. No transport type: the service turns problems into responses.
        .target(name: "SegnavWire", dependencies: ["NavigationModel"]),
        // Sessions in memory (shards, snapshots, event logs, history, limits) and the journal's queue, the seam
        // the state file drains. Knows nothing of HTTP or SQLite.
        .target(name: "SessionStore", dependencies: ["NavigationModel", "SegnavWire", "SystemSupport"]),
        // The SQLite state file: open, lock and header, its schema, the writer and checkpoint threads, restore and
        // the shutdown save (docs/DESIGN.md §5.7). Depends on the store, never the reverse.
        .target(name: "StateFile", dependencies: ["NavigationModel", "SegnavWire", "SessionStore", "SQLiteDatabase", "SystemSupport"]),
        // Scenario files: decoding, running, matching, reports. `segnavd check` and `match` need nothing more.
        .target(name: "SegnavScenarios", dependencies: ["NavigationModel", "SegnavWire", "SegnavViewer", "SessionStore"]),
        // The viewer's page, the JavaScript client and DESIGN.md, compiled in at build time by the EmbedViewer
        // plugin (no bundle resources), and the design catalogue read from it.
        .target(
            name: "SegnavViewer",
            dependencies: ["NavigationModel"],
            exclude: ["ViewerPage.html", "client.js", "client.d.ts"],
            plugins: ["EmbedViewer"]
        ),
        // The HTTP application: app, routing, thin routes, access, observability.
        .target(
            name: "SegnavService",
            dependencies: [
                "NavigationModel", "MicroHTTP", "SystemSupport", "SegnavWire", "SessionStore", "StateFile",
                "SegnavScenarios", "SegnavViewer",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // Turns the viewer page (Sources/SegnavViewer/ViewerPage.html) into Swift, with its CSP hashes, at build time.
        .plugin(name: "EmbedViewer", capability: .buildTool(), exclude: ["embed-viewer.sh", "embed-client.sh", "embed-design.sh"]),
        .executableTarget(
            name: "segnavd",
            dependencies: [
                "MicroHTTP", "SegnavService", "SegnavScenarios", "SegnavWire", "SessionStore", "StateFile",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // gperftools' tcmalloc replaces glibc's malloc in the daemon: a write
            // allocates on a deferred thread and frees on an MHD thread, which glibc
            // serves through its arena locks (BENCHMARKS.md "Allocator" measures both).
            linkerSettings: [.linkedLibrary("tcmalloc_minimal", .when(platforms: [.linux]))]
        ),
        // The allocation gate of `make test` (issue 41): allocations per action, read and switch, counted with
        // CMallocCounter, which replaces malloc for this executable's process only.
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "segnav-allocations",
            dependencies: ["CMallocCounter", "MicroHTTP", "NavigationModel", "SegnavService"]
        ),
        // Generated/ is swift-openapi-generator's output for openapi.yaml, committed (scripts/generate-client.sh
        // says why and checks it is current); the rest is the hand-written layer over it.
        .target(
            name: "SegnavClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["openapi-generator-config.yaml"]
        ),
        // Depends on Foundation alone; its UIKit part is `#if canImport(UIKit)` (only parsed here: README.md there).
        .target(name: "SegnavRecorder", exclude: ["README.md"]),
        .testTarget(name: "SegnavRecorderTests", dependencies: ["SegnavRecorder", "SegnavScenarios"]),
        // Shared by the tests only: a raw HTTP/1.1 client and a launcher for the real binary.
        .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
        .testTarget(name: "MicroHTTPTests", dependencies: ["MicroHTTP", "HTTPTestSupport"]),
        .testTarget(name: "SQLiteDatabaseTests", dependencies: ["SQLiteDatabase"]),
        .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel", "SegnavWire"]),
        .testTarget(
            name: "SegnavServiceTests",
            dependencies: [
                "SegnavService", "MicroHTTP", "SQLiteDatabase", "SystemSupport", "SegnavWire", "SessionStore", "StateFile",
                "SegnavScenarios", "SegnavViewer",
            ]),
        .testTarget(name: "SegnavdTests", dependencies: ["segnavd", "HTTPTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
