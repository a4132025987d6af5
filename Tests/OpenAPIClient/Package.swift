// swift-tools-version:6.1
import Foundation
import PackageDescription

/// An outside package that uses segnav only through its `SegnavClient` library product, driving the real
/// segnavd. Run by scripts/test.sh:
///   SEGNAVD_BIN="$(swift build --show-bin-path)/segnavd" swift test --package-path Tests/OpenAPIClient
/// It also provides swift-openapi-generator's command to scripts/generate-client.sh, so that only the tests
/// pay for building the generator.
///
/// A path dependency's identity is its directory's name, which is whatever the clone was called.
let segnavRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let segnav = segnavRoot.lastPathComponent.lowercased()

let package = Package(
    name: "segnav-client-consumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
    ],
    targets: [
        .testTarget(
            name: "SegnavClientTests",
            dependencies: [.product(name: "SegnavClient", package: segnav)]
        )
    ],
    swiftLanguageModes: [.v6]
)
