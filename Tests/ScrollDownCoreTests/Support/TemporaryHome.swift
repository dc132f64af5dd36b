import Foundation
import Testing

/// A scoped trait: each test (each case of a parameterized one) runs with a fresh temporary
/// folder that is removed when it ends, whatever happens. `CLIHarness` and the synthetic
/// fixtures put their files under it, so no test cleans up by hand.
struct TemporaryHome: TestTrait, SuiteTrait, TestScoping {
    /// The folder of the running test, or nil outside the trait.
    @TaskLocal static var current: URL?

    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scrolldown-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try await Self.$current.withValue(root) { try await function() }
    }

    /// A new folder under the test's temporary home. Outside the trait the test fails: a
    /// folder nobody removes would outlive the run.
    static func makeDirectory(_ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL {
        let parent: URL
        if let current {
            parent = current
        } else {
            Issue.record("add the .temporaryHome trait to this test or suite", sourceLocation: sourceLocation)
            parent = FileManager.default.temporaryDirectory
        }
        let url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension Trait where Self == TemporaryHome {
    /// A temporary folder per test, removed afterwards (see `TemporaryHome`).
    static var temporaryHome: Self { TemporaryHome() }
}
