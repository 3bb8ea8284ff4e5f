// swift-tools-version:6.0
import PackageDescription

/// What every layer is built with: release builds skip the run-time exclusivity checks.
let layerSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "HitLab",
    products: [
        .executable(name: "hitlab", targets: ["hitlab"]),
        .library(name: "HitLabKit", targets: ["HitLabKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libedit, reached through a small shim header (its setters are C variadics).
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The layers, one target each, so the compiler keeps dependencies pointing down
        // (ARCHITECTURE.md). A layer shares with the ones above through `package` access.
        // Release builds skip the run-time exclusivity checks (about 14% of a long trace's
        // recording time); debug builds, which the tests use, keep them.
        .target(name: "HitLabModel", path: "Sources/HitLabKit/Model", swiftSettings: layerSettings),
        .target(name: "HitLabScript", dependencies: ["HitLabModel"], path: "Sources/HitLabKit/Script", swiftSettings: layerSettings),
        .target(name: "HitLabDelivery", dependencies: ["HitLabModel", "HitLabScript"], path: "Sources/HitLabKit/Delivery",
                swiftSettings: layerSettings),
        .target(name: "HitLabDebugger", dependencies: ["HitLabModel", "HitLabScript", "HitLabDelivery"], path: "Sources/HitLabKit/Debugger",
                swiftSettings: layerSettings),
        .target(name: "HitLabConsole", dependencies: ["HitLabModel", "HitLabScript", "HitLabDelivery", "HitLabDebugger"],
                path: "Sources/HitLabKit/Console", swiftSettings: layerSettings),
        .target(name: "HitLabLessons", dependencies: ["HitLabModel", "HitLabScript", "HitLabDelivery", "HitLabDebugger", "HitLabConsole"],
                path: "Sources/HitLabKit/Lessons", swiftSettings: layerSettings),
        // Everything above under one name, for the front end, the benchmark and the tests.
        .target(name: "HitLabKit", dependencies: ["HitLabModel", "HitLabScript", "HitLabDelivery", "HitLabDebugger", "HitLabConsole", "HitLabLessons"],
                path: "Sources/HitLabKit/Kit"),
        // The thin command-line front end. A release build links the Swift runtime and
        // Foundation statically: resolving their symbols at every start took a third of the
        // time to the first prompt (BENCHMARKS.md); the binary grows from 11 MB to 81 MB.
        .executableTarget(
            name: "hitlab",
            dependencies: [
                "HitLabKit",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Speed and memory figures for BENCHMARKS.md; run it with `-c release`.
        .executableTarget(name: "hitlab-bench", dependencies: ["HitLabKit"]),
        // Seeded generated inputs through Session.execute, batches in child processes; see ROBUSTNESS.md.
        .executableTarget(name: "hitlab-fuzz", dependencies: ["HitLabKit"]),
        .testTarget(name: "HitLabKitTests", dependencies: ["HitLabKit"]),
        // Runs the built `hitlab` binary: scripts, exit codes, and a real terminal under tmux.
        .testTarget(name: "hitlabTests", dependencies: ["hitlab"]),
    ]
)
