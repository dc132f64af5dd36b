import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct FixtureLocatorTests {
    let expected = TestPaths.fixtures.standardizedFileURL.path

    @Test func environmentVariableWins() throws {
        let tree = try TempFixtures()
        defer { tree.remove() }
        let found = FixtureLocator.locate(environment: ["SCROLLDOWN_FIXTURES": tree.root.path],
                                          executablePath: TestPaths.repoRoot.path + "/.build/debug/scrolldown")
        #expect(found?.standardizedFileURL.path == tree.root.standardizedFileURL.path)
        #expect(FixtureLocator.locate(environment: ["SCROLLDOWN_FIXTURES": "/nonexistent/fixtures"], executablePath: nil) == nil)
    }

    @Test func besideTheExecutableOrAParent() {
        let found = FixtureLocator.locate(environment: [:],
                                          executablePath: TestPaths.repoRoot.path + "/.build/x86_64-unknown-linux-gnu/debug/scrolldown",
                                          sourceFile: "/nonexistent/a/b/c/d.swift")
        #expect(found?.standardizedFileURL.path == expected)
    }

    @Test func fallsBackToTheSourceTree() {
        let found = FixtureLocator.locate(environment: [:], executablePath: "/usr/local/bin/scrolldown")
        #expect(found?.standardizedFileURL.path == expected)
        #expect(FixtureLocator.locate(environment: [:], executablePath: "/usr/local/bin/scrolldown",
                                      sourceFile: "/nonexistent/a/b/c/d.swift") == nil)
    }

    @Test func theRepoFallbackWorksForACallerInAnotherFolder() {
        // Called from the executable's module with no override, as Session does: the repo's
        // Fixtures are found even when the binary lives somewhere else entirely.
        let found = FixtureLocator.locate(environment: [:], executablePath: "/nonexistent/bin/scrolldown")
        #expect(found?.path.hasSuffix("/Fixtures") == true)
    }
}

/// An installed binary (Scripts/install.sh) finds the sample games under PREFIX/share.
@Suite(.temporaryHome) struct InstalledFixtureLocatorTests {
    @Test func prefixShareIsFoundFromPrefixBin() throws {
        let prefix = TemporaryHome.makeDirectory("prefix")
        let fixtures = prefix.appendingPathComponent("share/scrolldown/Fixtures")
        try FileManager.default.createDirectory(at: fixtures.appendingPathComponent("api"), withIntermediateDirectories: true)
        let found = FixtureLocator.locate(environment: [:], executablePath: prefix.appendingPathComponent("bin/scrolldown").path,
                                          sourceFile: "/nonexistent/Sources/ScrollDownCore/Services/Fixtures/FixtureLocator.swift")
        #expect(found?.standardizedFileURL.path == fixtures.standardizedFileURL.path)
    }
}
