// swift-tools-version:6.1
import PackageDescription

/// Benchmarks live in their own package so their executables never slow the
/// main build or CI. Results and the commands that made them: ../BENCHMARKS.md.

/// The daemon's allocator (segnavd links gperftools' tcmalloc, see the root
/// Package.swift): every server and in-process figure here is measured with it.
let daemonAllocator: [LinkerSetting] = [.linkedLibrary("tcmalloc_minimal", .when(platforms: [.linux]))]

let package = Package(
    name: "segnav-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named explicitly: a path dependency is otherwise known by its folder name, which differs per clone.
        .package(name: "segnav", path: ".."),
        // hb-server: the same app behind Hummingbird, for scripts/versus.sh.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", exact: "1.8.0"),
        // EngineSuite and RouterSuite (scripts/suites.sh); the malloc interposer gives the malloc counts.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // segnavd's app plus benchmark-only routes (a deferred echo), to
        // measure the bridge against `compare.sh --baseline suspend`.
        .executableTarget(
            name: "bench-server",
            dependencies: [
                "BenchSupport",
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ],
            linkerSettings: daemonAllocator
        ),
        // The same server with glibc's malloc (scripts/allocator.sh).
        .executableTarget(
            name: "bench-server-glibc",
            dependencies: ["BenchSupport"]
        ),
        // BenchResponder, shared so bench-server and hb-server serve one app; BenchServer, bench-server's body.
        .target(
            name: "BenchSupport",
            dependencies: [
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ]
        ),
        // The same app behind Hummingbird 2 instead of libmicrohttpd (scripts/versus.sh).
        .executableTarget(
            name: "hb-server",
            dependencies: [
                "BenchSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ],
            linkerSettings: daemonAllocator
        ),
        // In-process engine throughput and memory per session.
        .executableTarget(
            name: "engine-bench",
            dependencies: [
                .product(name: "NavigationModel", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ],
            linkerSettings: daemonAllocator
        ),
        // ordo-one/benchmark suites (scripts/suites.sh): the plugin runs executable
        // targets whose folder sits in `Benchmarks/`, hence Benchmarks/Benchmarks/<Name>.
        .executableTarget(
            name: "EngineSuite",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "NavigationModel", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ],
            path: "Benchmarks/EngineSuite",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RouterSuite",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "NavigationModel", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "SessionStore", package: "segnav"),
            ],
            path: "Benchmarks/RouterSuite",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
