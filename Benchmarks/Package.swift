// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Hark's benchmarks, kept out of the root package so that building and testing Hark does not
// build them. `Benchmarks/run` builds this package in release mode and runs everything.
//
// The root package is a dependency by path; SwiftPM names such a package after its directory,
// which is whatever the clone was called.
let hark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "HarkBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Callgrind's client requests (valgrind's own header), which count instructions and
        // allocations of the measured part only when a benchmark runs under valgrind.
        .target(name: "CallgrindRequests"),
        // The measurements: sentence sets, timing, and each benchmark as a function.
        .target(
            name: "HarkBenchmarks",
            dependencies: [
                "CallgrindRequests",
                .product(name: "Hark", package: hark),
                .product(name: "HarkDefinition", package: hark),
                .product(name: "HarkLanguage", package: hark),
                .product(name: "HarkDialog", package: hark),
                .product(name: "HarkAssistant", package: hark),
                .product(name: "HarkSQLite", package: hark),
                .product(name: "_HarkConformance", package: hark),
                .product(name: "ListOMatKit", package: hark),
                .product(name: "ListOMatExtension", package: hark),
                .product(name: "HarkExtensionHost", package: hark),
            ]
        ),
        // `hark-bench sentences|understanding|scale|turn|memory`, each printing JSON.
        .executableTarget(
            name: "hark-bench",
            dependencies: [
                "HarkBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "HarkBenchmarksTests",
            dependencies: [
                "HarkBenchmarks",
                .product(name: "Hark", package: hark),
                .product(name: "HarkDefinition", package: hark),
                .product(name: "HarkLanguage", package: hark),
            ]
        ),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
