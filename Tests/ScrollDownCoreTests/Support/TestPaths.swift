import Foundation
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

/// Where the tests find the repo and the shared real-dev data, derived from this file's path.
enum TestPaths {
    /// The repository root (Tests/ScrollDownCoreTests/Support/TestPaths.swift is four levels down).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Golden text files of the snapshot tests.
    static let snapshots: URL = repoRoot.appendingPathComponent("Tests/ScrollDownCoreTests/Snapshots", isDirectory: true)

    /// The built `scrolldown` binary next to the test bundle (swift build / swift test put
    /// them together), or nil when it was not built.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let argv0 = CommandLine.arguments.first {
            var dir = URL(fileURLWithPath: argv0).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(dir.appendingPathComponent("scrolldown"))
                dir = dir.deletingLastPathComponent()
            }
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("scrolldown"))
        candidates.append(repoRoot.appendingPathComponent(".build/debug/scrolldown"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath }
    }()

    /// The repo's Fixtures/ tree (always present).
    static let fixtures: URL = repoRoot.appendingPathComponent("Fixtures", isDirectory: true)

    /// `<repo root>/../shared/data`, or nil when it does not exist.
    static let sharedData: URL? = {
        let url = repoRoot.deletingLastPathComponent().appendingPathComponent("shared/data", isDirectory: true)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// `<shared data>/real-dev/api`, or nil when it does not exist.
    static let realDevAPI: URL? = {
        guard let url = sharedData?.appendingPathComponent("real-dev/api", isDirectory: true),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }()

    /// `<shared data>/real-dev-sda/api` (today's backend, sda), or nil when it does
    /// not exist.
    static let realDevSDAAPI: URL? = {
        guard let url = sharedData?.appendingPathComponent("real-dev-sda/api", isDirectory: true),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }()

    /// The repo's copy of the sda recordings (`Fixtures/sda`, the folder holding `api/`).
    static let sdaFixtures: URL = fixtures.appendingPathComponent("sda", isDirectory: true)

    /// Paths of every `.json` file under `root`, relative to it, sorted.
    static func jsonFiles(under root: URL?) -> [String] {
        guard let root, let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".json") { files.append(next) }
        }
        return files.sorted()
    }

    /// Decodes inline JSON text with the contract decoder.
    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder.contract().decode(type, from: Data(json.utf8))
    }
}

extension HTTPGameService {
    /// The one game service over a fixture tree answered in-process, as sample mode runs it.
    static func fixtures(at tree: URL) -> HTTPGameService { fixtures(FixtureBackend(fixtures: tree)) }
}

extension GameService {
    /// The whole detail, as most tests read it (the commands name the parts they read).
    func game(id: Int) async throws -> GameDetail {
        try await game(id: id, parts: .whole)
    }
}
