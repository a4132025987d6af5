// swift-tools-version:6.1
import PackageDescription

/// libFuzzer target over request decoding and action application: bytes →
/// `POST /v1/sessions`, `POST /v1/sessions/{id}/actions` or `POST /v1/compare`
/// body → JSON parser → decoders → engine → encoders, and whole raw requests
/// of every route with their headers, through the public `SegnavApp` with no socket. Its own package so the
/// sanitizer flags never reach the main build. Build and run with `run.sh`;
/// the instrumentation flags come from the command line so the segnav modules
/// (not only this target) get coverage instrumentation:
///
///     swift build -c debug --scratch-path .build-fuzz --product FuzzRequests \
///         -Xswiftc -sanitize=fuzzer,address
///
/// (no `-parse-as-library`: `main.swift` starts libFuzzer's driver, because
/// SwiftPM links an executable target's entry point as `main` on Linux.)
let package = Package(
    name: "segnav-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "segnav", path: ".."),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "FuzzRequests",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "SegnavService", package: "segnav"),
                .product(name: "SegnavWire", package: "segnav"),
                .product(name: "MicroHTTP", package: "segnav"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
