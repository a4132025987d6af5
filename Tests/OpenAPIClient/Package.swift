// swift-tools-version:6.1
import PackageDescription

/// A client generated from segnav's openapi.yaml by swift-openapi-generator, driving the real segnavd
/// (issue 11: the contract is usable as is). Its own package so that the generator's build never touches
/// the main package's. Run by scripts/test.sh:
///   SEGNAVD_BIN="$(swift build --show-bin-path)/segnavd" swift test --package-path Tests/OpenAPIClient
/// Tests/SegnavClientTests/openapi.yaml is a symlink to the repository's openapi.yaml.
let package = Package(
    name: "segnav-openapi-client",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .testTarget(
            name: "SegnavClientTests",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
