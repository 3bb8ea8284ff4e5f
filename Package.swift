// swift-tools-version:6.0
import PackageDescription

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
        // Everything testable: model, Swift-subset interpreter, delivery pipeline and trace.
        // Release builds skip the run-time exclusivity checks (about 14% of a long trace's
        // recording time); debug builds, which the tests use, keep them.
        .target(
            name: "HitLabKit",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
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
