// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Hark's fuzz targets, kept out of the root package: `scripts/fuzz` builds this package with
// AddressSanitizer and libFuzzer's coverage instrumentation over every module, Hark's own
// included, in a scratch folder of its own, and runs each target.
//
// One executable holds every target; `HARK_FUZZ_TARGET` picks the one a run exercises.
// The root package is a dependency by path; SwiftPM names such a package after its directory.
let hark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "HarkFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "hark-fuzz",
            dependencies: [
                .product(name: "Hark", package: hark),
                .product(name: "HarkDefinition", package: hark),
                .product(name: "HarkLanguage", package: hark),
                .product(name: "HarkDialog", package: hark),
                .product(name: "HarkExtensionKit", package: hark),
                .product(name: "_HarkConformance", package: hark),
            ],
            // libFuzzer's `main` calls `LLVMFuzzerTestOneInput`; the module has no entry point of its own.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])],
            // Only this executable links libFuzzer; every module is instrumented by scripts/fuzz.
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        )
    ]
)
