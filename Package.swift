// swift-tools-version:6.0
import PackageDescription

// No package dependencies, by the user's explicit requirement: only the toolchain's
// Foundation (+ FoundationNetworking), Dispatch and Glibc.
let package = Package(
    name: "scrolldown",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scrolldown", targets: ["scrolldown"]),
        .library(name: "ScrollDownCore", targets: ["ScrollDownCore"]),
    ],
    targets: [
        .target(name: "ScrollDownCore"),
        .executableTarget(name: "scrolldown", dependencies: ["ScrollDownCore"]),
        .testTarget(name: "ScrollDownCoreTests", dependencies: ["ScrollDownCore", "scrolldown"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
