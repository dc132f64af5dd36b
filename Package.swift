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
        .library(name: "ScrollDownCore", targets: ["ScrollDownCore", "ScrollDownViews", "ScrollDownWithheld"]),
    ],
    targets: [
        // The layers the compiler keeps apart (docs/DESIGN.md#modules). ScrollDownWithheld: what a
        // view of a game may receive whatever its visibility (the facts, the withheld game cut to
        // the reader's horizon, pacing), no decoded answer of the backend. ScrollDownViews: the
        // view models and every view built from those values alone, the hidden ones among them.
        // ScrollDownCore: the wire (transport, decoding, the decoded models, outcome and all), the
        // reveal layer (the only code that sees both), the revealed views, rendering, the runs.
        .target(name: "ScrollDownWithheld", path: "Sources/ScrollDownCore/Withheld"),
        .target(name: "ScrollDownViews", dependencies: ["ScrollDownWithheld"], path: "Sources/ScrollDownCore/Views"),
        .target(name: "ScrollDownCore", dependencies: ["ScrollDownWithheld", "ScrollDownViews"], exclude: ["Withheld", "Views"]),
        .executableTarget(name: "scrolldown", dependencies: ["ScrollDownCore", "ScrollDownViews", "ScrollDownWithheld"]),
        .testTarget(name: "ScrollDownCoreTests", dependencies: ["ScrollDownCore", "ScrollDownViews", "ScrollDownWithheld", "scrolldown"],
                    exclude: ["Snapshots", "Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
