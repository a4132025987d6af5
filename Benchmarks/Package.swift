// swift-tools-version:6.1
import PackageDescription

/// Benchmarks live in their own package so their executables never slow the
/// main build or CI. Results and the commands that made them: ../BENCHMARKS.md.
let package = Package(
    name: "segnav-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named explicitly: a path dependency is otherwise known by its folder name, which differs per clone.
        .package(name: "segnav", path: ".."),
    ],
    targets: [
        // segnavd's app plus benchmark-only routes (a deferred echo), to
        // measure the bridge against `compare.sh --baseline suspend`.
        .executableTarget(
            name: "bench-server",
            dependencies: [
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
            ]
        ),
        // In-process engine throughput and memory per session.
        .executableTarget(
            name: "engine-bench",
            dependencies: [
                .product(name: "NavigationModel", package: "segnav"),
                .product(name: "SegnavService", package: "segnav"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
