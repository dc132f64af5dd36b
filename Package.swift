// swift-tools-version:6.0
import PackageDescription

// No package dependencies, by the user's explicit requirement: only the toolchain's
// Foundation (+ FoundationNetworking), Dispatch and Glibc. Linux only: the live backend goes
// through libcurl's variadic curl_easy_setopt, called in a way that is correct on x86-64 and
// arm64 Linux alone (Sources/ScrollDownCore/Services/CurlLibrary.swift says why); elsewhere the
// live transport refuses with one line.
let package = Package(
    name: "scrolldown",
    products: [
        .executable(name: "scrolldown", targets: ["scrolldown"]),
        .library(name: "ScrollDownCore", targets: ["ScrollDownCore"]),
    ],
    targets: [
        .target(name: "ScrollDownCore"),
        .executableTarget(name: "scrolldown", dependencies: ["ScrollDownCore"]),
        .testTarget(name: "ScrollDownCoreTests", dependencies: ["ScrollDownCore", "scrolldown"], exclude: ["Snapshots", "Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
